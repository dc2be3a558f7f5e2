"""Fuzzing ``pitch-cli``'s arguments, its ``--rules`` JSON and its output.

Every option of every subcommand gets random values (huge, negative and past-the-limit numbers,
numbers of thousands of digits, non-numbers, unicode), every field of every preset's rules is
damaged (the point families' jokers and off-jack, the draw-back's deal and draw among them, a
field given twice, NaN, numbers past Python's 4,300 digits, deep nesting), the integers of a
record are replaced, and the output goes to a full device, a closed pipe and a closed standard
output. Each run ends with exit status 0, or 2 and exactly one line on standard error; never a
traceback, never unbounded. Most runs call ``main`` in-process; the output failures run the real
command, as they need a real file descriptor.
"""

from __future__ import annotations

import copy
import datetime
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import (
    MAX_DEALS,
    MAX_HANDS,
    MAX_MATCHES,
    MAX_SEED,
    MAX_WORK,
    match_record_text,
    simulate_match,
)
from pitch_desktop.engine.daily import daily_deals
from pitch_desktop.engine.records import MAX_NESTING, MAX_RECORD_BYTES, MAX_SCORE
from pitch_desktop.engine.rules import MAX_PLAYERS, PRESETS, rules_from_json
from tests.cli.cli_records import CliRun, hand_1_record, match_record, run_cli

Capsys = pytest.CaptureFixture[str]
FUZZ = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
FAST_BOTS = ("random", "greedy")  # the fuzzing is of the reading, not of the bots
HUGE = "9" * 5000  # past the 4,300 digits Python turns into an int from text
SIMULATE_REST = ["--hands", "1", "--seed", "1", "--bots", "random"]


def check(run: CliRun, case: object) -> None:
    """Exit 0, or exit 2 with nothing on stdout and one short line on stderr; no traceback."""
    assert "Traceback" not in run.err, f"{case}: {run.err}"
    assert run.status in (0, 2), f"{case}: status {run.status}: {run.err!r}"
    if run.status == 2:
        assert run.out == "", case
        assert run.err.endswith("\n") and run.err.count("\n") == 1, f"{case}: {run.err!r}"
        assert run.err.startswith("pitch-cli"), f"{case}: {run.err!r}"
        assert len(run.err) < 500, f"{case}: a message of {len(run.err)} characters"


# --- option values --------------------------------------------------------------------------

# Values that are refused by every number option, whatever its limits.
NOT_NUMBERS = ["", " ", "many", "1.5", "1e3", "0x10", "1_000", "٣", "½", "--", "nan", "inf"]
BAD_TEXT = ["\n", "a\nb", "\udcff", "\x00", "é" * 300, "🂡", "'\"", "{", "[" * 40, HUGE]


def _numbers(lo: int, hi: int, small: int) -> st.SearchStrategy[str]:
    """Option values for a number from ``lo`` to ``hi``: mostly out of bounds or not numbers,
    sometimes a valid one no larger than ``small`` (so the runs that go through stay quick)."""
    edges = [str(v) for v in (lo - 1, hi + 1, -hi, 2**63, 2**64, -(2**63) - 1, 10**4299)]
    edges += ["1" + "0" * 4300, "-1" + "0" * 4300]  # past what str() and int() convert
    return st.one_of(
        st.integers(lo, min(hi, small)).map(str),
        st.integers(lo, min(hi, small)).map(lambda v: f" +00{v} "),
        st.sampled_from(edges),
        st.integers(max_value=lo - 1).map(str),
        st.integers(min_value=hi + 1).map(str),
        st.integers(1, 6000).map(lambda n: "9" * n),
        st.integers(1, 6000).map(lambda n: "-" + "1" * n),
        st.sampled_from(NOT_NUMBERS + BAD_TEXT),
        st.text(max_size=20),
    )


def _names(valid: tuple[str, ...]) -> st.SearchStrategy[str]:
    return st.one_of(st.sampled_from(valid), st.sampled_from(BAD_TEXT), st.text(max_size=12))


BOTS = st.one_of(
    st.lists(st.sampled_from(FAST_BOTS), min_size=1, max_size=5).map(",".join),
    _names(FAST_BOTS),
    st.just("random," * 200),
)
RULES_ARG = _names(tuple(PRESETS)) | st.sampled_from(['{"preset": "setback"}', "{}", "[]", "{"])
SEED = _numbers(0, MAX_SEED, 50)
WORK = _numbers(1, MAX_WORK, 2)


def _options(**choices: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """Each option given or left out, in a random order, sometimes twice or unknown."""

    @st.composite
    def build(draw: st.DrawFn) -> list[str]:
        args: list[str] = []
        for name, values in choices.items():
            if draw(st.integers(0, 9)) > 0:  # mostly given: a missing required one is dull
                args += [f"--{name}", draw(values)]
        if draw(st.integers(0, 9)) == 0:
            args += [draw(st.sampled_from(["--nope", "-x", "--hands", "extra", "--json"]))]
        order = draw(st.permutations(range(0, len(args) - len(args) % 2, 2)))
        pairs = [args[i : i + 2] for i in order] + ([args[-1:]] if len(args) % 2 else [])
        return [a for pair in pairs for a in pair]

    return build()


SIMULATE = _options(rules=RULES_ARG, hands=_numbers(1, MAX_HANDS, 2), seed=SEED, bots=BOTS)
ARENA = _options(
    rules=RULES_ARG,
    bots=BOTS,
    deals=_numbers(1, MAX_DEALS, 2),
    seed=SEED,
    matches=_numbers(0, MAX_MATCHES, 1),
    work=WORK,
    scores=st.one_of(
        st.just("near"),
        st.lists(_numbers(-MAX_SCORE, MAX_SCORE, 30), min_size=1, max_size=3).map(",".join),
    ),
)


def _as_option_values(args: list[str]) -> list[str]:
    """``--opt value`` as ``--opt=value``, so a value such as ``-3`` is not taken for an option
    (both spellings reach the same parser; this one reaches the number checks)."""
    out: list[str] = []
    it = iter(args)
    for a in it:
        if a.startswith("--") and a not in ("--json", "--nope"):
            out.append(f"{a}={next(it, '')}")
        else:
            out.append(a)
    return out


@FUZZ
@given(args=SIMULATE, joined=st.booleans())
def test_simulate_arguments(capsys: Capsys, args: list[str], joined: bool) -> None:
    argv = _as_option_values(args) if joined else args
    check(run_cli(capsys, "simulate", *argv), argv)


@FUZZ
@given(args=ARENA, joined=st.booleans())
def test_arena_arguments(capsys: Capsys, args: list[str], joined: bool) -> None:
    argv = _as_option_values(args) if joined else args
    check(run_cli(capsys, "arena", *argv), argv)


def _record_file(tmp_path: Path, record: dict[str, Any]) -> str:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


FILES = st.one_of(
    st.just("RECORD"),
    st.sampled_from(["", ".", "no such file", "\x00", "é/🂡", "a" * 5000, *BAD_TEXT]),
    st.text(max_size=20).filter(lambda t: t != "-"),  # "-" is standard input
)


@settings(FUZZ, max_examples=20)
@given(seat=_numbers(0, MAX_PLAYERS - 1, 3), work=WORK, file=FILES, bot=_names(FAST_BOTS))
def test_advise_and_analyse_arguments(
    capsys: Capsys, tmp_path: Path, seat: str, work: str, file: str, bot: str
) -> None:
    part_way = hand_1_record()
    part_way["plays"] = part_way["plays"][:5]
    name = _record_file(tmp_path, part_way) if file == "RECORD" else file
    check(run_cli(capsys, "advise", "--bot", bot, f"--work={work}", name), (bot, work, file))
    name = _record_file(tmp_path, hand_1_record()) if file == "RECORD" else file
    argv = ["analyse", f"--seat={seat}", f"--work={work}", name]
    check(run_cli(capsys, *argv), argv)


DAILY_DATE = "2026-12-04"
DATES = st.one_of(
    st.just(DAILY_DATE),
    st.sampled_from(["2026-02-30", "2026-12-4", "0000-01-01", "9999-12-31", *BAD_TEXT]),
    st.dates().map(lambda d: d.isoformat()),
    st.text(max_size=12),
)


def _daily_record(tmp_path: Path) -> str:
    """A played record of the first deal of ``DAILY_DATE`` at setback."""
    rules = PRESETS["setback"]
    deals = daily_deals(datetime.date.fromisoformat(DAILY_DATE), rules)
    match = play_day(deals, [make_bot("greedy")] * rules.players, count=1)
    path = tmp_path / "daily.json"
    path.write_text(match_record_text(match), encoding="utf-8")
    return str(path)


@settings(FUZZ, max_examples=30)
@given(
    args=_options(
        date=DATES,
        rules=RULES_ARG,
        seat=_numbers(0, MAX_PLAYERS - 1, 3),
        opponents=BOTS,
        work=WORK,
        duplicate=FILES,
    ),
    joined=st.booleans(),
)
def test_daily_arguments(capsys: Capsys, tmp_path: Path, args: list[str], joined: bool) -> None:
    record = _daily_record(tmp_path)
    args = [record if a == "RECORD" else a for a in args]
    argv = _as_option_values(args) if joined else args
    check(run_cli(capsys, "daily", *argv), argv)


@FUZZ
@given(words=st.lists(st.one_of(st.sampled_from(BAD_TEXT + NOT_NUMBERS), st.text()), max_size=5))
def test_any_words_at_all(capsys: Capsys, words: list[str]) -> None:
    commands = (["replay"], ["rules"], ["simulate"], ["arena"], ["advise"], ["analyse"], ["daily"])
    for command in ([], *commands):
        check(run_cli(capsys, *command, *words), [*command, *words])


@pytest.mark.parametrize(
    ("option", "lo", "hi"),
    [
        ("--hands", 1, MAX_HANDS),
        ("--seed", 0, MAX_SEED),
        ("--deals", 1, MAX_DEALS),
        ("--matches", 0, MAX_MATCHES),
        ("--work", 1, MAX_WORK),
        ("--seat", 0, MAX_PLAYERS - 1),
    ],
)
def test_each_number_is_refused_just_past_its_limits(
    capsys: Capsys, tmp_path: Path, option: str, lo: int, hi: int
) -> None:
    command = {
        "--hands": ["simulate", "--rules", "setback", "--seed", "1", "--bots", "random"],
        "--seed": ["simulate", "--rules", "setback", "--hands", "1", "--bots", "random"],
        "--deals": ["arena", "--rules", "setback", "--bots", "random,greedy", "--seed", "1"],
        "--matches": ["arena", "--rules", "setback", "--bots", "random,greedy", "--seed", "1"],
        "--work": ["advise", "--bot", "greedy", _record_file(tmp_path, _part_way())],
        "--seat": ["analyse", "--work", "1", _record_file(tmp_path, hand_1_record())],
    }[option]
    if option == "--matches":
        command += ["--deals", "1"]
    sub = command[0]
    for value in (str(lo - 1), str(hi + 1), "1" + "0" * 4300, "-1" + "0" * 4300):
        run = run_cli(capsys, *command, f"{option}={value}")
        shown = value if len(value) <= 40 else value[:39] + "…"
        assert run.status == 2 and run.out == "", (option, value)
        assert run.err == (
            f"pitch-cli {sub}: argument {option}: must be from {lo} to {hi}, not {shown} "
            f"(see 'pitch-cli {sub} --help')\n"
        )


def _part_way() -> dict[str, Any]:
    record = hand_1_record()
    record["plays"] = record["plays"][:5]
    return record


# --- the rules JSON -------------------------------------------------------------------------

# Every JSON value a field could be damaged into, as JSON text (so that numbers past 4,300
# digits, NaN and Infinity, which Python's json.dumps cannot or will not write, are there too).
BAD_VALUES: list[str] = [
    "null", "true", "false", "0", "-1", "1", "2", "7", "99", "100", "1000000", "-1000000",
    str(2**63), "1.5", "-0.0", "1e400", "-1e400", "NaN", "Infinity", "-Infinity",
    "9" * 4300, "-" + "9" * 4300, "9" * 4301, HUGE, '""', '"x"', '"\\u00e9\\ud83c\\udca1"',
    '"\\ud800"', json.dumps("é" * 2000), "[]", "{}", '["high"]', '{"a": 1}',
    "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1), "[" * 5000 + "]" * 5000,
]  # fmt: skip


def _preset_objects() -> Iterator[tuple[str, dict[str, Any]]]:
    """Every preset two ways: by name with an override, and with every field spelled out."""
    for name, rules in PRESETS.items():
        yield f"{name} by name", {"preset": name, "target": rules.target}
        yield f"{name} in full", rules.to_json()


PRESET_OBJECTS = dict(_preset_objects())
RULES_KEYS = sorted({*PRESETS["ten-point"].to_json(), "preset", "unknown_field"})


def _raw_object(pairs: list[tuple[str, str]]) -> str:
    """A JSON object from its fields and their values as JSON text, in order, repeats kept."""
    return "{" + ", ".join(f"{json.dumps(k)}: {v}" for k, v in pairs) + "}"


def _with_field(obj: dict[str, Any], key: str, value_text: str) -> str:
    """The object as JSON text with ``key`` set to the raw JSON ``value_text``."""
    pairs = [(k, json.dumps(v)) for k, v in obj.items() if k != key]
    return _raw_object([*pairs, (key, value_text)])


def _rules_runs(capsys: Capsys, text: str, case: str) -> None:
    """``rules`` with the text; when it is accepted, one hand and one arena deal played by it."""
    run = run_cli(capsys, "rules", text)
    check(run, case)
    if run.status != 0:
        return
    rules = rules_from_json(json.loads(run.out))  # what was printed reads back
    simulate = ["simulate", "--rules", text, "--hands", "1", "--seed", "3", "--bots", "random"]
    check(run_cli(capsys, *simulate), case)
    if rules.sides >= 2:
        arena = ["arena", "--rules", text, "--bots", "random,greedy", "--deals", "1", "--seed", "3"]
        check(run_cli(capsys, *arena), case)


@pytest.mark.parametrize("key", RULES_KEYS)
def test_every_field_of_the_rules_damaged(capsys: Capsys, key: str) -> None:
    """Every bad value in the field, on each preset in turn (by name and spelled out), and the
    field left out of every preset."""
    names = sorted(PRESETS)
    for i, value in enumerate(BAD_VALUES):
        name = names[(i + RULES_KEYS.index(key)) % len(names)]
        for form in ("by name", "in full"):
            obj = PRESET_OBJECTS[f"{name} {form}"]
            _rules_runs(capsys, _with_field(obj, key, value), f"{name} {form}: {key}={value:.40}")
    for preset, obj in PRESET_OBJECTS.items():
        text = json.dumps({k: v for k, v in obj.items() if k != key})
        _rules_runs(capsys, text, f"{preset}: without {key}")


# Damage inside the point families' lists: the awards, each replaced, repeated or dropped.
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_award_of_every_preset_damaged(capsys: Capsys, preset: str) -> None:
    full = PRESETS[preset].to_json()
    points: list[Any] = full["points"]
    awards = sorted({a for r in PRESETS.values() for a in r.to_json()["points"]})
    variants: list[list[Any]] = [[], points * 2, points[::-1], [*points, *awards]]
    for i in range(len(points)):
        variants.append(points[:i] + points[i + 1 :])
        variants.append(points[: i + 1] + points[i:])
        for other in [*awards, "nope", 1, None, [], {"a": 1}]:
            variants.append([*points[:i], other, *points[i + 1 :]])
    for v in variants:
        _rules_runs(capsys, json.dumps({**full, "points": v}), f"{preset}: points = {v}")


@pytest.mark.parametrize("preset", sorted(PRESET_OBJECTS))
def test_a_field_of_the_rules_given_twice_is_refused(capsys: Capsys, preset: str) -> None:
    obj = PRESET_OBJECTS[preset]
    for key in obj:
        text = json.dumps(obj)[:-1] + f", {json.dumps(key)}: {json.dumps(obj[key])}}}"
        for command in (["rules", text], ["simulate", "--rules", text, *SIMULATE_REST]):
            run = run_cli(capsys, *command)
            option = "rules" if command[0] == "rules" else "--rules"
            assert run.status == 2 and run.out == ""
            assert run.err == f"pitch-cli: {option}: field {key!r} is given twice in one object\n"


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("9" * 4301, "not valid JSON (a number too long to read)"),
        ("-" + "9" * 100_000, "not valid JSON (a number too long to read)"),
        ("NaN", "not valid JSON (NaN is not a number JSON allows)"),
        ("-Infinity", "not valid JSON (-Infinity is not a number JSON allows)"),
        ("[" * 17 + "]" * 17, f"nested deeper than {MAX_NESTING} levels"),
        ("[" * 100_000 + "]" * 100_000, f"nested deeper than {MAX_NESTING} levels"),
    ],
)
def test_hostile_rules_are_refused_in_one_line(capsys: Capsys, value: str, reason: str) -> None:
    for preset in PRESETS:
        text = '{"preset": "' + preset + '", "target": ' + value + "}"
        run = run_cli(capsys, "simulate", "--rules", text, *SIMULATE_REST)
        assert run.status == 2 and run.err == f"pitch-cli: --rules: {reason}\n", preset


def test_a_rule_of_4300_digits_is_refused_in_a_short_line(capsys: Capsys) -> None:
    run = run_cli(capsys, "rules", '{"preset": "ten-point", "jokers": ' + "9" * 4300 + "}")
    check(run, "jokers")
    assert run.status == 2 and run.err.startswith("pitch-cli: rules: jokers must be ")


@FUZZ
@given(
    preset=st.sampled_from(sorted(PRESET_OBJECTS)),
    changes=st.lists(
        st.tuples(st.sampled_from(RULES_KEYS), st.sampled_from(BAD_VALUES), st.booleans()),
        max_size=4,
    ),
)
def test_random_rules_damage(
    capsys: Capsys, preset: str, changes: list[tuple[str, str, bool]]
) -> None:
    pairs = [(k, json.dumps(v)) for k, v in PRESET_OBJECTS[preset].items()]
    for key, value, again in changes:
        if again or key not in dict(pairs):  # a field added, or given a second time
            pairs.append((key, value))
        else:
            pairs = [(k, value if k == key else v) for k, v in pairs]
    text = _raw_object(pairs)
    _rules_runs(capsys, text, f"{preset}: {text[:200]}")


# --- integers inside records ----------------------------------------------------------------


def _int_paths(obj: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """The path to every integer (and to each list of scores) inside a record."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _int_paths(v, (*path, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _int_paths(v, (*path, i))
    elif isinstance(obj, int) and not isinstance(obj, bool):
        yield path


def _set(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    obj = copy.deepcopy(obj)
    target = obj
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return obj


def _scored_hand() -> dict[str, Any]:
    record = hand_1_record()
    record["scores_before"] = [5, -3]
    return record


RECORDS: dict[str, Callable[[], dict[str, Any]]] = {
    "hand": _scored_hand,
    "part-way": lambda: {**_part_way(), "scores_before": [0, 19]},
    "match": match_record,
}
BIG_INTS = st.one_of(
    st.integers(),
    st.sampled_from([MAX_SCORE, MAX_SCORE + 1, -MAX_SCORE - 1, 2**63, 10**4299, -(10**4299)]),
)


@FUZZ
@given(base=st.sampled_from(sorted(RECORDS)), pick=st.integers(0, 10_000), value=BIG_INTS)
def test_any_integer_of_a_record_replaced(
    capsys: Capsys, tmp_path: Path, base: str, pick: int, value: int
) -> None:
    record = RECORDS[base]()
    paths = list(_int_paths(record))
    damaged = _set(record, paths[pick % len(paths)], value)
    name = _record_file(tmp_path, damaged)
    case = (base, paths[pick % len(paths)], str(value)[:40])
    check(run_cli(capsys, "replay", name), case)
    check(run_cli(capsys, "advise", "--bot", "greedy", name), case)


@pytest.mark.parametrize(
    ("scores", "accepted"),
    [
        ([MAX_SCORE, -MAX_SCORE], True),
        ([MAX_SCORE + 1, 0], False),
        ([0, -MAX_SCORE - 1], False),
        ([int("9" * 4300), 0], False),  # its result has 4,301 digits: json.dumps cannot write it
        ([0, -int("9" * 4300)], False),
    ],
)
def test_scores_before_a_hand_are_bounded(
    capsys: Capsys, tmp_path: Path, scores: list[int], accepted: bool
) -> None:
    record = {**hand_1_record(), "scores_before": scores}
    name = _record_file(tmp_path, record)
    for command in (["replay"], ["analyse", "--seat", "0", "--work", "1"]):
        run = run_cli(capsys, *command, name)
        check(run, (command, scores))
        if accepted:
            assert run.status == 0
        else:
            assert run.status == 2 and run.err.startswith(
                f"pitch-cli: {name}: hand 1, scores_before: each score must be from "
                f"{-MAX_SCORE} to {MAX_SCORE}, not "
            )


def test_advice_on_a_match_of_no_hands_is_one_line(capsys: Capsys, tmp_path: Path) -> None:
    for preset in PRESETS:
        record = {"format": "pitch-match/1", "rules": PRESETS[preset].to_json(), "hands": []}
        run = run_cli(capsys, "advise", "--bot", "greedy", _record_file(tmp_path, record))
        check(run, preset)
        assert run.status == 2 and "the record holds no hand" in run.err


# --- bounded work ---------------------------------------------------------------------------


def test_the_longest_simulation_writes_a_record_replay_reads() -> None:
    """``MAX_HANDS`` hands at the table with the longest hand records stay under 4 MiB."""
    rules = rules_from_json({"preset": "setback", "players": MAX_PLAYERS, "teams": 0})
    hands = 60
    match, played = simulate_match(rules, [make_bot("random")] * rules.players, hands, seed=1)
    assert played == hands
    per_hand = len(match_record_text(match).encode()) / hands
    assert per_hand * MAX_HANDS < 0.85 * MAX_RECORD_BYTES, per_hand


# --- output that cannot be written ----------------------------------------------------------

PROCESS = [sys.executable, "-m", "pitch_desktop.cli"]


def _commands(tmp_path: Path) -> dict[str, list[str]]:
    """One run of every subcommand with output (a match long enough to fill a pipe's buffer)."""
    record = _record_file(tmp_path, match_record())
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(hand_1_record()), encoding="utf-8")
    part = tmp_path / "part.json"
    part.write_text(json.dumps(_part_way()), encoding="utf-8")
    return {
        "replay": ["replay", record],
        "simulate": ["simulate", "--rules", "setback", "--hands", "300", "--seed", "1",
                     "--bots", "random"],
        "rules": ["rules"],
        "arena": ["arena", "--rules", "setback", "--bots", "random,greedy", "--deals", "2",
                  "--seed", "1", "--json"],
        "advise": ["advise", "--bot", "greedy", str(part)],
        "analyse": ["analyse", "--seat", "0", "--work", "1", str(hand)],
        "help": ["--help"],
    }  # fmt: skip


def _check_cannot_write(done: subprocess.CompletedProcess[str], reason: str) -> None:
    assert done.stderr == f"pitch-cli: cannot write the output ({reason})\n"
    assert done.returncode == 2


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("command", ["replay", "simulate", "arena", "advise", "analyse", "help"])
def test_every_command_on_a_full_device(tmp_path: Path, command: str) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [*PROCESS, *_commands(tmp_path)[command]],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    _check_cannot_write(done, "No space left on device")


@pytest.mark.parametrize("command", ["replay", "simulate", "rules", "arena", "advise", "help"])
def test_every_command_into_a_closed_pipe(tmp_path: Path, command: str) -> None:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the first byte is written
    try:
        done = subprocess.run(
            [*PROCESS, *_commands(tmp_path)[command]],
            stdout=write,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write)
    _check_cannot_write(done, "Broken pipe")  # and no "Exception ignored" at exit


@pytest.mark.skipif(shutil.which("head") is None, reason="needs head")
@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "unbuffered"])
def test_a_match_piped_into_head(unbuffered: bool) -> None:
    """``pitch-cli simulate ... | head -c 10``: the reader leaves after ten bytes, mid-write of
    a record larger than a pipe holds (unbuffered, Python's text layer would drop the rest)."""
    args = ["simulate", "--rules", "setback", "--hands", "600", "--seed", "1", "--bots", "random"]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    with subprocess.Popen(
        [*PROCESS, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    ) as cli:
        assert cli.stdout is not None and cli.stderr is not None
        head = subprocess.run(
            ["head", "-c", "10"], stdin=cli.stdout, capture_output=True, text=True, timeout=120
        )
        cli.stdout.close()
        err = cli.stderr.read()
        status = cli.wait(timeout=120)
    assert head.stdout == '{"format":'
    assert (status, err) == (2, "pitch-cli: cannot write the output (Broken pipe)\n")


def _closed(fd: int) -> Callable[[], None]:
    return lambda: os.close(fd)


def test_closed_standard_output_and_input(tmp_path: Path) -> None:
    done = subprocess.run(
        [*PROCESS, "rules", "setback"],
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        preexec_fn=_closed(1),
    )
    _check_cannot_write(done, "standard output is closed")
    done = subprocess.run(
        [*PROCESS, "replay", "-"],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_closed(0),
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "pitch-cli: standard input: cannot read it (it is closed)\n"
    out = tmp_path / "match.json"  # with --out, a closed standard output is no matter
    done = subprocess.run(
        [*PROCESS, "simulate", "--rules", "setback", *SIMULATE_REST, "--out", str(out)],
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        preexec_fn=_closed(1),
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(out.read_text(encoding="utf-8"))["format"] == "pitch-match/1"


@pytest.mark.parametrize("option", ["--work", "--seat"])
def test_an_option_given_the_end_of_options_as_its_value_is_refused(
    capsys: Capsys, tmp_path: Path, option: str
) -> None:
    """``--work=--``: argparse hands the command an empty list, never the option's type (found
    by the fuzzing: a traceback in the bots' advice)."""
    name = _record_file(tmp_path, hand_1_record())
    command = ["analyse", "--seat=0"] if option == "--work" else ["analyse", "--work=3"]
    run = run_cli(capsys, *command, f"{option}=--", name)
    check(run, option)
    assert run.status == 2 and f"argument {option}: expected one argument" in run.err
