"""``pitch-cli daily``: the deals of the day, and a played record of them in duplicate."""

from __future__ import annotations

import datetime
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import match_record_text
from pitch_desktop.engine.daily import daily_deals
from pitch_desktop.engine.records import read_record_text
from pitch_desktop.engine.rules import PRESETS
from tests.cli.cli_records import CliRun, run_cli
from tests.fuzz_records import KINDS, damage

Capsys = pytest.CaptureFixture[str]
DATE = "2026-12-04"
DAY = datetime.date(2026, 12, 4)
FAST = ["--work", "2"]  # the expert's sampled deals a decision: the test is of the command
CASES = int(os.environ.get("PITCH_FUZZ_CASES", "40")) // 4
SEED = int(os.environ.get("PITCH_FUZZ_SEED", "20240611"))


def _refused(run: CliRun) -> str:
    """Exit status 2, nothing printed, one line on standard error: the line."""
    assert run.status == 2 and run.out == "", run
    assert run.err.startswith("pitch-cli") and run.err.count("\n") == 1, run.err
    return run.err


def _played(preset: str, date: datetime.date = DAY, count: int | None = None) -> str:
    """A record of the day's deals as a table of ``standard`` bots plays them."""
    rules = PRESETS[preset]
    match = play_day(daily_deals(date, rules), [make_bot("standard")] * rules.players, count)
    return match_record_text(match)


@pytest.mark.parametrize("preset", ["setback", "ten-point"])
def test_the_deals_are_the_same_on_every_run_and_each_line_is_a_record(
    capsys: Capsys, tmp_path: Path, preset: str
) -> None:
    first = run_cli(capsys, "daily", "--date", DATE, "--rules", preset)
    again = run_cli(capsys, "daily", "--date", DATE, "--rules", preset)
    assert first.status == 0 and first.err == ""
    assert first.out == again.out
    lines = first.out.splitlines()
    assert len(lines) == 8
    for i, line in enumerate(lines):
        record = json.loads(line)
        assert record["format"] == "pitch-match/1"
        (hand,) = record["hands"]
        assert hand["dealer"] == i % 4 and hand["bids"] == [] and hand["plays"] == []
        assert ("stock" in hand) == (preset == "ten-point")
        (state,) = read_record_text(line)
        assert state.dealt == daily_deals(DAY, PRESETS[preset]).deals[i].dealt
        path = tmp_path / f"deal{i}.json"
        path.write_text(line, encoding="utf-8")
        replayed = run_cli(capsys, "replay", str(path))
        assert json.loads(replayed.out)["finished"] is False


def test_the_real_command_prints_the_same_bytes_in_another_process() -> None:
    argv = [
        sys.executable,
        "-m",
        "pitch_desktop.cli",
        "daily",
        "--date",
        DATE,
        "--rules",
        "setback",
    ]
    outs = [
        subprocess.run(
            argv,
            capture_output=True,
            check=True,
            timeout=120,
            env={**os.environ, "PYTHONHASHSEED": seed},
        ).stdout
        for seed in ("1", "2")
    ]
    assert outs[0] == outs[1] and outs[0].count(b"\n") == 8


def test_another_date_gives_other_deals(capsys: Capsys) -> None:
    today = run_cli(capsys, "daily", "--date", DATE, "--rules", "setback").out
    tomorrow = run_cli(capsys, "daily", "--date", "2026-12-05", "--rules", "setback").out
    other_rules = run_cli(capsys, "daily", "--date", DATE, "--rules", "auction-pitch").out
    assert today != tomorrow and today != other_rules
    assert set(today.splitlines()).isdisjoint(tomorrow.splitlines())


def test_playing_as_standard_would_shows_no_difference_against_standard(
    capsys: Capsys, tmp_path: Path
) -> None:
    path = tmp_path / "played.json"
    path.write_text(_played("setback"), encoding="utf-8")
    run = run_cli(
        capsys, "daily", "--date", DATE, "--rules", "setback", "--duplicate", str(path), *FAST
    )
    assert run.status == 0 and run.err == ""
    lines = [json.loads(line) for line in run.out.splitlines()]
    assert [line["deal"] for line in lines] == list(range(1, len(lines) + 1))
    for line in lines:
        assert set(line) == {"deal", "seat", "points", "levels"}
        assert line["seat"] == 0
        assert list(line["levels"]) == ["expert", "standard"]
        standard = line["levels"]["standard"]
        assert standard == {"points": line["points"], "difference": 0, "parted": None}
        expert = line["levels"]["expert"]
        assert expert["difference"] == line["points"] - expert["points"]
        if expert["parted"] is not None:
            assert set(expert["parted"]) == {"step", "played", "chosen"}
            assert expert["parted"]["played"] != expert["parted"]["chosen"]
    again = run_cli(
        capsys, "daily", "--date", DATE, "--rules", "setback", "--duplicate", str(path), *FAST
    )
    assert again.out == run.out


def test_the_player_may_sit_elsewhere_and_read_from_standard_input(
    capsys: Capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(_played("ten-point", count=2)))
    argv = ["daily", "--date", DATE, "--rules", "ten-point", "--duplicate", "-", "--seat", "3"]
    run = run_cli(capsys, *argv, *FAST)
    assert run.status == 0, run.err
    lines = [json.loads(line) for line in run.out.splitlines()]
    assert len(lines) == 2
    assert all(
        line["seat"] == 3 and line["levels"]["standard"]["difference"] == 0 for line in lines
    )


def test_a_record_not_of_those_deals_is_refused(capsys: Capsys, tmp_path: Path) -> None:
    path = tmp_path / "played.json"
    path.write_text(_played("setback"), encoding="utf-8")
    run = run_cli(
        capsys, "daily", "--date", "2026-12-05", "--rules", "setback", "--duplicate", str(path)
    )
    assert _refused(run) == (
        f"pitch-cli: {path}: hand 1 is not deal 1 of 2026-12-05 (other cards or another dealer)\n"
    )
    run = run_cli(
        capsys, "daily", "--date", DATE, "--rules", "auction-pitch", "--duplicate", str(path)
    )
    assert "rules" in _refused(run)


def test_a_record_stopped_part_way_is_refused(capsys: Capsys, tmp_path: Path) -> None:
    record = json.loads(_played("setback", count=1))
    record["hands"][0]["plays"] = record["hands"][0]["plays"][:5]
    path = tmp_path / "part.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    run = run_cli(capsys, "daily", "--date", DATE, "--rules", "setback", "--duplicate", str(path))
    assert "hand 1 is not finished" in _refused(run)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--date", "2026-02-30"], "--date: not a calendar date"),
        (["--date", "4 December"], "--date: not a date written YYYY-MM-DD"),
        (["--rules", "nine-ball"], "--rules:"),
        (["--duplicate", "no such file.json"], "no such file.json: cannot read it"),
        (["--duplicate", "RECORD", "--seat", "4"], "--seat: seat 4 is not at a table of 4"),
        (["--duplicate", "RECORD", "--opponents", "nobody"], "--opponents: unknown bot"),
        (["--duplicate", "RECORD", "--opponents", "standard,expert"], "--opponents: 2 names"),
        (["--duplicate", "NOT-JSON"], "not valid JSON"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    capsys: Capsys, tmp_path: Path, args: list[str], says: str
) -> None:
    good = {"--date": DATE, "--rules": "setback"}
    record = tmp_path / "played.json"
    record.write_text(_played("setback", count=1), encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "pitch-match/1", ', encoding="utf-8")
    given = [{"RECORD": str(record), "NOT-JSON": str(broken)}.get(a, a) for a in args]
    for option, value in good.items():
        if option not in given:
            given += [option, value]
    assert says in _refused(run_cli(capsys, "daily", *given))


def _daily_base() -> dict[str, Any]:
    obj: dict[str, Any] = json.loads(_played("setback", count=2))
    return obj


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_records_of_the_day_give_one_line_or_results(
    capsys: Capsys, tmp_path: Path, kind: str
) -> None:
    rng = random.Random(f"{SEED}:daily:{kind}")
    base = _daily_base()
    path = tmp_path / "played.json"
    for i in range(CASES):
        data = damage(base, kind, rng)
        path.write_bytes(data)
        argv = ["daily", "--date", DATE, "--rules", "setback", "--duplicate", str(path)]
        run = run_cli(capsys, *argv, "--work", "1", "--opponents", "greedy")
        case = f"seed {SEED}, {kind} case {i}"
        assert "Traceback" not in run.err, case
        if run.status != 0:
            _refused(run)
            continue
        for line in run.out.splitlines():
            assert set(json.loads(line)) == {"deal", "seat", "points", "levels"}, case
        assert path.read_bytes() == data, case
