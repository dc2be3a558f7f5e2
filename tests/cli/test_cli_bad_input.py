"""``pitch-cli`` on bad input: exit status 2, nothing on standard output, and one line on
standard error naming the hand, the position and the rule broken; never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.ai.registry import bot_names
from tests.cli.cli_records import CliRun, feed_stdin, hand_1_record, match_record, run_cli

Capsys = pytest.CaptureFixture[str]
SIMULATE = ["simulate", "--rules", "setback", "--hands", "3", "--seed", "1", "--bots", "greedy"]


def write(tmp_path: Path, record: dict[str, Any] | str) -> str:
    path = tmp_path / "bad.json"
    text = record if isinstance(record, str) else json.dumps(record)
    path.write_text(text, encoding="utf-8")
    return str(path)


def assert_bad_input(run: CliRun, expected: str) -> None:
    """Exit 2, stdout empty, exactly the one expected line on stderr."""
    assert "Traceback" not in run.err
    assert run.out == ""
    assert run.err == expected + "\n"
    assert run.status == 2


def replay_bad(tmp_path: Path, capsys: Capsys, record: dict[str, Any] | str) -> tuple[CliRun, str]:
    path = write(tmp_path, record)
    return run_cli(capsys, "replay", path), path


# --- replay: the record -----------------------------------------------------------------------


def test_unreadable_json(tmp_path: Path, capsys: Capsys) -> None:
    run, path = replay_bad(tmp_path, capsys, '{"format": "pitch-hand/1",\n "dealer": 3,,}')
    assert_bad_input(
        run,
        f"pitch-cli: {path}: not valid JSON "
        "(line 2, column 14: Expecting property name enclosed in double quotes)",
    )


def test_not_json_from_standard_input(capsys: Capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    feed_stdin(monkeypatch, "AS KS QS\n")
    run = run_cli(capsys, "replay", "-")
    assert_bad_input(
        run, "pitch-cli: standard input: not valid JSON (line 1, column 1: Expecting value)"
    )


def test_json_numbers_too_long_for_python_are_unreadable_json(
    tmp_path: Path, capsys: Capsys
) -> None:
    record = json.dumps(hand_1_record()).replace('"dealer": 3', '"dealer": ' + "9" * 5000)
    run, _ = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, run.err.rstrip("\n"))
    assert "not valid JSON" in run.err


def test_unknown_format(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["format"] = "pitch-hand/2"
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: unknown format 'pitch-hand/2' "
        "(expected 'pitch-hand/1' or 'pitch-match/1')",
    )


def test_unknown_field(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["widow"] = ["AS"]
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, f"pitch-cli: {path}: hand 1: unknown field 'widow'")


def test_a_kitty_at_a_table_without_one(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["kitty"] = ["AS"]
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, f"pitch-cli: {path}: hand 1, kitty: these rules deal no kitty")


def test_a_draw_back_field_without_the_draw_back(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["trump"] = "S"
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: hand 1, trump: 'trump' belongs to a draw (draw_back or refill), "
        "which these rules do not play",
    )


def test_unknown_field_in_a_hand_of_a_match(tmp_path: Path, capsys: Capsys) -> None:
    record = match_record()
    record["hands"][1]["scores_before"] = [2, 2]
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, f"pitch-cli: {path}: hand 2: unknown field 'scores_before'")


def test_wrong_card_count(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["hands"][2].pop()
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, f"pitch-cli: {path}: hand 1, hands: seat 2 has 5 cards, not 6")


def test_duplicate_card(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["hands"][2][0] = "AS"  # seat 0 holds the ace of spades too
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, f"pitch-cli: {path}: hand 1, hands: AS is dealt twice (seats 0 and 2)")


def test_not_a_card(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["hands"][1][0] = "1S"
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: hand 1, hands: seat 1: '1S' is not a card "
        "(write rank then suit, as AS, TD or 2C)",
    )


def test_illegal_bid_not_above_the_high_bid(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["bids"] = [2, 2, "pass", "pass"]
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: hand 1, bid 2: "
        "2 is not legal for seat 1 (a bid must be higher than the high bid 2)",
    )


def test_illegal_bid_stuck_dealer_passes(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["bids"] = ["pass", "pass", "pass", "pass"]
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: hand 1, bid 4: "
        "pass is not legal for seat 3 (the dealer is stuck and must bid at least 2)",
    )


def test_illegal_card_breaks_the_trump_rule(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["plays"][6] = "3D"  # seat 2 holds the ace of hearts and the ten of spades
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: hand 1, play 7: "
        "3D is not legal for seat 2 (must follow hearts or play a trump)",
    )


def test_card_not_held(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["plays"][6] = "9H"
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(run, f"pitch-cli: {path}: hand 1, play 7: seat 2 does not hold 9H")


def test_card_played_before_the_auction_is_over(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["bids"] = [2]
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run, f"pitch-cli: {path}: hand 1, play 1: the auction is not over: seat 1 must still bid"
    )


def test_bad_third_hand_of_a_match_prints_nothing(tmp_path: Path, capsys: Capsys) -> None:
    record = match_record()
    third = {"dealer": 1, "hands": record["hands"][0]["hands"], "bids": [7], "plays": []}
    record["hands"].append(third)
    run, path = replay_bad(tmp_path, capsys, record)
    # 7 is a number some families bid (up to their total), so the rules of this table refuse it.
    assert_bad_input(
        run, f"pitch-cli: {path}: hand 3, bid 1: 7 is not legal for seat 2 (bids run from 2 to 4)"
    )


def test_the_deal_must_pass_left_in_a_match(tmp_path: Path, capsys: Capsys) -> None:
    record = match_record()
    record["hands"][1]["dealer"] = 2
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run, f"pitch-cli: {path}: hand 2, dealer: the deal passes left: the dealer must be seat 0"
    )


def test_unknown_preset_in_a_record(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["rules"] = {"preset": "setbak"}
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: hand 1, rules: unknown preset 'setbak' "
        "(one of auction-pitch, call-partner, cinch, classic, eleven-point, five-point, "
        "kitty-pitch, nine-point, setback, seven-point, six-point, smear, ten-point, "
        "ten-point-smear, thirteen-point)",
    )


def test_a_six_card_nine_point_record_is_told_to_give_the_deal(
    tmp_path: Path, capsys: Capsys
) -> None:
    """Nine-point deals nine now: a record of the older six-card game names the preset and
    deals six, and one line says how to read it."""
    record = match_record()
    record["rules"] = {"preset": "nine-point"}
    run, path = replay_bad(tmp_path, capsys, record)
    assert_bad_input(
        run,
        f"pitch-cli: {path}: rules: nine-point now deals nine cards; for a record of six, "
        'add "deal": 6 to its rules',
    )


def test_missing_file(tmp_path: Path, capsys: Capsys) -> None:
    path = str(tmp_path / "nowhere.json")
    run = run_cli(capsys, "replay", path)
    assert_bad_input(run, f"pitch-cli: {path}: cannot read it (No such file or directory)")


def test_bad_input_in_a_real_process() -> None:
    record = hand_1_record()
    record["plays"][6] = "3D"
    proc = subprocess.run(
        [sys.executable, "-m", "pitch_desktop.cli", "replay", "-"],
        input=json.dumps(record),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr == (
        "pitch-cli: standard input: hand 1, play 7: "
        "3D is not legal for seat 2 (must follow hearts or play a trump)\n"
    )


# --- simulate: the options --------------------------------------------------------------------


def simulate_with(capsys: Capsys, option: str, value: str) -> CliRun:
    args = list(SIMULATE)
    args[args.index(option) + 1] = value
    return run_cli(capsys, *args)


def test_unknown_preset(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--rules", "setbak")
    assert_bad_input(
        run,
        "pitch-cli: --rules: unknown preset 'setbak' (one of auction-pitch, call-partner, cinch, "
        "classic, eleven-point, five-point, kitty-pitch, nine-point, setback, seven-point, "
        "six-point, smear, ten-point, ten-point-smear, thirteen-point)",
    )


def test_bad_rules_json(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--rules", '{"preset": "setback", "target": }')
    assert_bad_input(run, "pitch-cli: --rules: not valid JSON (line 1, column 33: Expecting value)")


def test_rules_json_breaking_a_rule(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--rules", '{"preset": "setback", "target": 0}')
    assert_bad_input(run, "pitch-cli: --rules: target must be from 1 to 99, not 0")


def test_rules_json_with_an_unknown_field(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--rules", '{"preset": "setback", "widow": 2}')
    assert_bad_input(run, "pitch-cli: --rules: unknown rules field 'widow'")


def test_rules_json_with_too_big_a_kitty(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--rules", '{"preset": "setback", "kitty": 7}')
    assert_bad_input(run, "pitch-cli: --rules: kitty must be from 0 to 6, not 7")


def test_unknown_bot(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--bots", "greedy,nobody,greedy,greedy")
    assert_bad_input(run, run.err.rstrip("\n"))
    assert run.err.startswith("pitch-cli: --bots: unknown bot 'nobody' (one of ")
    assert all(name in run.err for name in bot_names())


def test_wrong_number_of_bots(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--bots", "random,greedy")
    assert_bad_input(
        run,
        "pitch-cli: --bots: 2 names for 4 players (give one name for every seat, or one per seat)",
    )


@pytest.mark.parametrize("hands", ["0", "-3", "5001", "1000000000000", "+00000000000000005001"])
def test_hands_out_of_bounds(capsys: Capsys, hands: str) -> None:
    run = simulate_with(capsys, "--hands", hands)
    assert_bad_input(
        run,
        f"pitch-cli simulate: argument --hands: must be from 1 to 5000, not {hands} "
        "(see 'pitch-cli simulate --help')",
    )


def test_a_number_of_thousands_of_digits_is_one_short_line(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--seed", "7" * 5000)
    assert_bad_input(
        run,
        "pitch-cli simulate: argument --seed: must be from 0 to 9223372036854775807, not "
        + "7" * 39
        + "… (see 'pitch-cli simulate --help')",
    )


def test_unwritable_out(tmp_path: Path, capsys: Capsys) -> None:
    out = str(tmp_path / "no such folder" / "match.json")
    run = run_cli(capsys, *SIMULATE, "--out", out)
    assert_bad_input(run, f"pitch-cli: {out}: cannot write it (No such file or directory)")


def test_usage_errors_are_one_line_too(capsys: Capsys) -> None:
    run = simulate_with(capsys, "--hands", "many")
    assert_bad_input(
        run,
        "pitch-cli simulate: argument --hands: not a whole number: 'many' "
        "(see 'pitch-cli simulate --help')",
    )


# --- anything at all --------------------------------------------------------------------------

GOOD_TEXT = json.dumps(match_record())


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cuts=st.lists(
        st.tuples(st.integers(0, len(GOOD_TEXT) - 1), st.integers(0, 12), st.text(max_size=4)),
        min_size=1,
        max_size=3,
    )
)
def test_damaged_records_never_give_a_traceback(
    capsys: Capsys, monkeypatch: pytest.MonkeyPatch, cuts: list[tuple[int, int, str]]
) -> None:
    text = GOOD_TEXT
    for at, length, insert in cuts:
        text = text[:at] + insert + text[at + length :]
    feed_stdin(monkeypatch, text)
    run = run_cli(capsys, "replay", "-")
    assert run.status in (0, 2)
    if run.status == 2:
        assert_bad_input(run, run.err.rstrip("\n"))
        assert run.err.startswith("pitch-cli: standard input: ")


# --- hostile input seen outside the records ---------------------------------------------------


def test_a_number_of_thousands_of_digits_in_the_rules_is_refused(capsys: Capsys) -> None:
    rules = '{"preset": "setback", "target": ' + "9" * 5000 + "}"
    run = run_cli(
        capsys, "simulate", "--rules", rules, "--hands", "1", "--seed", "1", "--bots", "greedy"
    )
    assert_bad_input(run, "pitch-cli: --rules: not valid JSON (a number too long to read)")


def test_a_field_given_twice_in_the_rules_is_refused(capsys: Capsys) -> None:
    run = run_cli(capsys, "rules", '{"preset": "setback", "preset": "classic"}')
    assert_bad_input(run, "pitch-cli: rules: field 'preset' is given twice in one object")


def test_advice_on_a_match_without_hands_is_refused(tmp_path: Path, capsys: Capsys) -> None:
    path = write(tmp_path, {"format": "pitch-match/1", "rules": {"preset": "setback"}, "hands": []})
    run = run_cli(capsys, "advise", path, "--bot", "greedy")
    assert_bad_input(
        run, f"pitch-cli: {path}: the record holds no hand: there is no action to advise"
    )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("command", [SIMULATE, ["rules", "setback"], ["rules"]])
def test_output_to_a_full_device_is_one_line(command: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "pitch_desktop.cli", *command],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.stderr == "pitch-cli: cannot write the output (No space left on device)\n"
    assert done.returncode == 2
