"""Fuzzing ``pitch-cli replay`` and ``advise`` with damaged records.

Valid ``pitch-hand/1`` and ``pitch-match/1`` records (the worked hands, a hand stopped part-way
and a simulated match) are damaged every way ``tests.fuzz_records`` knows and fed to ``replay``
and ``advise``: each run ends with exit status 0 and results, or exit status 2 and one line on
standard error, never a traceback, and the file read is never changed. Most runs call
``pitch_desktop.cli.main`` in-process; a few run the real command. ``PITCH_FUZZ_CASES`` sets the
number of cases per kind of damage, ``PITCH_FUZZ_SEED`` the seed.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import match_record_text, simulate_match
from pitch_desktop.engine.records import MAX_NESTING, MAX_RECORD_MIB
from pitch_desktop.engine.rules import PRESETS
from tests.cli.cli_records import CliRun, hand_1_record, match_record, run_cli
from tests.fuzz_records import BIG_KINDS, KINDS, damage

Capsys = pytest.CaptureFixture[str]

CASES = int(os.environ.get("PITCH_FUZZ_CASES", "40"))
SEED = int(os.environ.get("PITCH_FUZZ_SEED", "20240611"))
ADVISOR = "greedy"  # the quickest bot: the fuzzing is of the reading, not of the bot


def _part_way() -> dict[str, Any]:
    record = hand_1_record()
    record["plays"] = record["plays"][:5]
    return record


def _simulated(
    preset: str = "auction-pitch", rules_json: dict[str, Any] | None = None
) -> dict[str, Any]:
    rules = PRESETS[preset]
    bots = [make_bot("random") for _ in range(rules.players)]
    match, _ = simulate_match(rules, bots, 3, seed=5)
    obj: dict[str, Any] = json.loads(match_record_text(match))
    if rules_json is not None:  # the rules spelled out, so the damage reaches every field
        obj["rules"] = rules_json
    return obj


BASES: dict[str, dict[str, Any]] = {
    "hand": hand_1_record(),
    "part-way": _part_way(),
    "match": match_record(),
    "simulated": _simulated(),
    # A point family with its jokers and awards in the rules, spelled out field by field.
    "six-point": _simulated("six-point", PRESETS["six-point"].to_json()),
    # The draw-back: its stock, trump and burns damaged too.
    "ten-point": _simulated("ten-point", PRESETS["ten-point"].to_json()),
}


def check_run(run: CliRun, command: str, case: str) -> None:
    """Exit 0 with results, or exit 2 with one line on standard error; never a traceback."""
    assert "Traceback" not in run.err, f"{case}: {run.err}"
    assert run.status in (0, 2), f"{case}: status {run.status}: {run.err}"
    if run.status == 2:
        assert run.out == "", case
        assert run.err.endswith("\n") and run.err.count("\n") == 1, f"{case}: {run.err!r}"
        assert run.err.startswith("pitch-cli: "), f"{case}: {run.err!r}"
        assert len(run.err) < 500, f"{case}: a message of {len(run.err)} characters"
        return
    lines = run.out.splitlines()
    assert lines and run.err == "", case
    for line in lines:
        obj = json.loads(line)
        if command == "replay":
            assert obj["format"] == "pitch-result/1", case
        else:
            assert set(obj) == {"seat", "action", "reason"}, case


def fuzz_file(capsys: Capsys, path: Path, data: bytes, case: str) -> None:
    path.write_bytes(data)
    check_run(run_cli(capsys, "replay", str(path)), "replay", case)
    check_run(run_cli(capsys, "advise", "--bot", ADVISOR, str(path)), "advise", case)
    assert path.read_bytes() == data, f"{case}: the file was changed"


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_records_give_one_line_or_a_result(
    capsys: Capsys, tmp_path: Path, kind: str
) -> None:
    rng = random.Random(f"{SEED}:{kind}")
    path = tmp_path / "record.json"
    for i in range(CASES):
        base = rng.choice(sorted(BASES))
        data = damage(BASES[base], kind, rng)
        fuzz_file(capsys, path, data, f"seed {SEED}, {kind} case {i} of {base}")


@pytest.mark.parametrize("kind", BIG_KINDS)
def test_huge_and_very_deep_records_are_refused(capsys: Capsys, tmp_path: Path, kind: str) -> None:
    rng = random.Random(f"{SEED}:{kind}")
    path = tmp_path / "record.json"
    for i, base in enumerate(sorted(BASES)):
        data = damage(BASES[base], kind, rng)
        case = f"seed {SEED}, {kind} case {i} of {base}"
        fuzz_file(capsys, path, data, case)
        run = run_cli(capsys, "replay", str(path))
        if kind == "too-large":
            assert f"larger than {MAX_RECORD_MIB} MiB" in run.err, case
        else:
            assert run.status == 2 and f"nested deeper than {MAX_NESTING} levels" in run.err, case


# --- the holes found, each run for real as well -----------------------------------------------


def _deep_rules_record(depth: int) -> str:
    record = _part_way()
    text = json.dumps(record)
    return text.replace('{"preset": "setback"}', "[" * depth + "]" * depth)


def _duplicate_key_record() -> str:
    text = json.dumps(_part_way())
    return text.replace('"dealer": 3', '"dealer": 3, "dealer": 0')


@pytest.mark.parametrize("depth", [17, 500, 985, 990, 1000, 5000])
@pytest.mark.parametrize("command", ["replay", "advise"])
def test_rules_nested_a_thousand_deep_are_refused_in_one_line(
    capsys: Capsys, tmp_path: Path, depth: int, command: str
) -> None:
    path = tmp_path / "deep.json"
    path.write_text(_deep_rules_record(depth), encoding="utf-8")
    args = ["advise", "--bot", ADVISOR] if command == "advise" else ["replay"]
    run = run_cli(capsys, *args, str(path))
    assert run.status == 2 and run.out == ""
    assert run.err == f"pitch-cli: {path}: nested deeper than {MAX_NESTING} levels\n"


@pytest.mark.parametrize("command", ["replay", "advise"])
def test_a_field_given_twice_is_refused(capsys: Capsys, tmp_path: Path, command: str) -> None:
    path = tmp_path / "twice.json"
    path.write_text(_duplicate_key_record(), encoding="utf-8")
    args = ["advise", "--bot", ADVISOR] if command == "advise" else ["replay"]
    run = run_cli(capsys, *args, str(path))
    assert run.status == 2 and run.out == ""
    assert run.err == f"pitch-cli: {path}: field 'dealer' is given twice in one object\n"


def test_standard_input_past_the_size_limit_is_refused(tmp_path: Path) -> None:
    data = json.dumps(_part_way()).encode() + b" " * (MAX_RECORD_MIB * 1024 * 1024)
    done = subprocess.run(
        [sys.executable, "-m", "pitch_desktop.cli", "replay", "-"],
        input=data,
        capture_output=True,
        timeout=120,
    )
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.decode() == (
        f"pitch-cli: standard input: larger than {MAX_RECORD_MIB} MiB, the most a record may be\n"
    )


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("deep-rules", _deep_rules_record(1000)),
        ("deep-top", "[" * 100_000 + "]" * 100_000),
        ("duplicate-key", _duplicate_key_record()),
        ("not-text", "\udcff\udcfe{"),
    ],
    ids=["deep-rules", "deep-top", "duplicate-key", "not-text"],
)
@pytest.mark.parametrize("command", ["replay", "advise"])
def test_the_real_command_ends_in_one_line(
    tmp_path: Path, name: str, text: str, command: str
) -> None:
    path = tmp_path / f"{name}.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    args = ["advise", "--bot", ADVISOR] if command == "advise" else ["replay"]
    done = subprocess.run(
        [sys.executable, "-m", "pitch_desktop.cli", *args, str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    check_run(CliRun(done.returncode, done.stdout, done.stderr), command, name)
    assert done.returncode == 2
