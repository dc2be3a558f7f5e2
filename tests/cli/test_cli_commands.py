"""``pitch-cli`` on good input: replay gives the results worked out by hand, simulate is
reproducible and writes records that replay, and rules spells out the presets of RULES.md."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pitch_desktop.cli import main
from tests.cli.cli_records import (
    HAND_1_PLAYS,
    HAND_1_RESULT,
    HAND_2_RESULT,
    feed_stdin,
    hand_1_record,
    match_record,
    run_cli,
)

Capsys = pytest.CaptureFixture[str]


def write(tmp_path: Path, record: dict[str, Any], name: str = "record.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def result_lines(out: str) -> list[dict[str, Any]]:
    assert out.endswith("\n")
    return [json.loads(line) for line in out.splitlines()]


# --- replay ---------------------------------------------------------------------------------


def test_replay_hand_record_gives_the_result_worked_out_by_hand(
    tmp_path: Path, capsys: Capsys
) -> None:
    run = run_cli(capsys, "replay", write(tmp_path, hand_1_record()))
    assert (run.status, run.err) == (0, "")
    assert result_lines(run.out) == [HAND_1_RESULT]


def test_replay_prints_one_compact_line_per_result(tmp_path: Path, capsys: Capsys) -> None:
    run = run_cli(capsys, "replay", write(tmp_path, hand_1_record()))
    assert run.out.startswith('{"format": "pitch-result/1", "pitcher": 0, "bid": 2, "trump": "S"')
    assert run.out.count("\n") == 1


def test_replay_match_record_prints_a_line_per_hand_with_scores_carried(
    tmp_path: Path, capsys: Capsys
) -> None:
    run = run_cli(capsys, "replay", write(tmp_path, match_record()))
    assert (run.status, run.err) == (0, "")
    assert result_lines(run.out) == [HAND_1_RESULT, HAND_2_RESULT]


def test_replay_scores_before_are_carried_into_the_result(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["scores_before"] = [19, 5]
    run = run_cli(capsys, "replay", write(tmp_path, record))
    # Seat 0's side made its bid of 2 and stands at 21: bidder out, side 0 wins.
    [result] = result_lines(run.out)
    assert (result["scores_after"], result["winner"]) == ([21, 7], 0)


def test_replay_record_stopped_in_the_play_names_the_seat_to_act(
    tmp_path: Path, capsys: Capsys
) -> None:
    record = hand_1_record()
    record["plays"] = HAND_1_PLAYS[:6]  # trick 2 led by seat 0: KH, 7H; seat 2 is next
    record["scores_before"] = [5, 3]
    run = run_cli(capsys, "replay", write(tmp_path, record))
    assert run.status == 0
    assert result_lines(run.out) == [
        {"format": "pitch-result/1", "finished": False, "to_act": 2, "scores_after": [5, 3]}
    ]


def test_replay_record_stopped_in_the_auction_names_the_next_bidder(
    tmp_path: Path, capsys: Capsys
) -> None:
    record = hand_1_record()
    record["bids"] = [2, "pass"]
    record["plays"] = []
    run = run_cli(capsys, "replay", write(tmp_path, record))
    assert result_lines(run.out) == [
        {"format": "pitch-result/1", "finished": False, "to_act": 2, "scores_after": [0, 0]}
    ]


def test_replay_match_ending_part_way_prints_the_finished_hand_then_the_open_one(
    tmp_path: Path, capsys: Capsys
) -> None:
    record = match_record()
    record["hands"][1]["plays"] = []
    run = run_cli(capsys, "replay", write(tmp_path, record))
    # Hand 2 (dealer 0): seat 1 bid 3 and the others passed, so seat 1 leads.
    assert result_lines(run.out) == [
        HAND_1_RESULT,
        {"format": "pitch-result/1", "finished": False, "to_act": 1, "scores_after": [2, 2]},
    ]


def test_replay_thrown_in_hand(tmp_path: Path, capsys: Capsys) -> None:
    record = hand_1_record()
    record["rules"] = {"preset": "auction-pitch", "all_pass": "redeal"}
    record["bids"] = ["pass", "pass", "pass", "pass"]
    record["plays"] = []
    record["scores_before"] = [1, 0, 4, 2]
    run = run_cli(capsys, "replay", write(tmp_path, record))
    assert result_lines(run.out) == [
        {
            "format": "pitch-result/1",
            "thrown_in": True,
            "scores_after": [1, 0, 4, 2],
            "winner": None,
        }
    ]


def test_replay_reads_standard_input(capsys: Capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    feed_stdin(monkeypatch, json.dumps(match_record()))
    run = run_cli(capsys, "replay", "-")
    assert (run.status, run.err) == (0, "")
    assert result_lines(run.out) == [HAND_1_RESULT, HAND_2_RESULT]


def test_replay_as_a_real_process_from_standard_input() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "pitch_desktop.cli", "replay", "-"],
        input=json.dumps(hand_1_record()),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert (proc.returncode, proc.stderr) == (0, "")
    assert result_lines(proc.stdout) == [HAND_1_RESULT]


# --- simulate -------------------------------------------------------------------------------


SIMULATE = ("simulate", "--rules", "setback", "--hands", "6", "--seed", "7", "--bots", "greedy")


def test_simulate_same_seed_gives_the_same_record(capsys: Capsys) -> None:
    first = run_cli(capsys, *SIMULATE)
    second = run_cli(capsys, *SIMULATE)
    assert (first.status, first.err) == (0, "")
    assert first.out == second.out
    record = json.loads(first.out)
    assert record["format"] == "pitch-match/1"
    assert record["rules"] == {"preset": "setback"}
    assert [h["dealer"] for h in record["hands"]] == [0, 1, 2, 3, 0, 1]


def test_simulate_other_seed_gives_other_deals(capsys: Capsys) -> None:
    first = run_cli(capsys, *SIMULATE)
    other = run_cli(capsys, *SIMULATE[:-3], "8", "--bots", "greedy")
    assert json.loads(first.out)["hands"][0] != json.loads(other.out)["hands"][0]


def test_simulated_record_replays_with_a_result_per_hand(
    capsys: Capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    sim = run_cli(
        capsys,
        "simulate",
        "--rules",
        '{"preset": "auction-pitch", "target": 99}',
        "--hands",
        "5",
        "--seed",
        "3",
        "--bots",
        "random,greedy,random,greedy",
    )
    assert (sim.status, sim.err) == (0, "")
    feed_stdin(monkeypatch, sim.out)
    replay = run_cli(capsys, "replay", "-")
    assert (replay.status, replay.err) == (0, "")
    results = result_lines(replay.out)
    assert len(results) == 5
    # The dealer is stuck when all pass, so every hand is played out and scored.
    assert all("pitcher" in r and "finished" not in r for r in results)


def test_simulate_writes_the_record_to_out(tmp_path: Path, capsys: Capsys) -> None:
    to_stdout = run_cli(capsys, *SIMULATE)
    out = tmp_path / "match.json"
    to_file = run_cli(capsys, *SIMULATE, "--out", str(out))
    assert (to_file.status, to_file.out, to_file.err) == (0, "", "")
    assert out.read_text(encoding="utf-8") == to_stdout.out


def test_simulate_stops_when_the_match_is_won_and_says_so(capsys: Capsys) -> None:
    # Classic to 1 point, counted in order: the pitcher or the side that takes High wins
    # the first hand, since High is always in play.
    run = run_cli(
        capsys,
        "simulate",
        "--rules",
        '{"preset": "classic", "target": 1}',
        "--hands",
        "5",
        "--seed",
        "1",
        "--bots",
        "greedy",
    )
    assert run.status == 0
    assert len(json.loads(run.out)["hands"]) == 1
    assert run.err.count("\n") == 1
    assert "stopped after 1 of 5 hands" in run.err


def test_simulate_help_documents_stopping_at_the_end_of_the_match(capsys: Capsys) -> None:
    run = run_cli(capsys, "simulate", "--help")
    assert run.status == 0
    assert "If a side wins the match before N hands, the match stops there" in " ".join(
        run.out.split()
    )


def test_simulate_is_the_same_across_processes(tmp_path: Path) -> None:
    outputs = []
    for hash_seed in ("1", "2"):
        proc = subprocess.run(
            [sys.executable, "-m", "pitch_desktop.cli", *SIMULATE],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert (proc.returncode, proc.stderr) == (0, "")
        outputs.append(proc.stdout)
    assert outputs[0] == outputs[1]


# --- rules ----------------------------------------------------------------------------------


def test_rules_spells_out_the_setback_preset_of_rules_md(capsys: Capsys) -> None:
    run = run_cli(capsys, "rules", "setback")
    assert run.status == 0
    assert json.loads(run.out) == {
        "players": 4,
        "teams": 2,
        "min_bid": 2,
        "max_bid": 4,
        "smudge": True,
        "smudge_value": 5,
        "smudge_wins": False,
        "dealer_steal": "always",
        "all_pass": "stick_dealer",
        "stuck_bid": 2,
        "trump_rule": "anytime",
        "low_goes_to": "taker",
        "target": 21,
        "win_rule": "bidder_out",
        "points": ["high", "low", "jack", "game"],
        "off_jack": False,
        "jokers": 0,
        "jokers_rank": "marked",
        "deal": 6,
        "draw": "none",
    }


def test_rules_applies_overrides_and_lists_every_preset(capsys: Capsys) -> None:
    run = run_cli(capsys, "rules", '{"preset": "classic", "target": 11}')
    rules = json.loads(run.out)
    assert (rules["target"], rules["low_goes_to"], rules["win_rule"]) == (
        11,
        "holder",
        "count_order",
    )
    every = json.loads(run_cli(capsys, "rules").out)
    assert sorted(every) == [
        "auction-pitch", "call-partner", "cinch", "classic", "eleven-point", "five-point",
        "kitty-pitch", "nine-point", "setback", "seven-point", "six-point", "smear", "ten-point",
        "ten-point-smear", "thirteen-point",
    ]  # fmt: skip
    assert (
        every["eleven-point"]["off_cards"] == ["A", "J"] and "off_jack" not in every["eleven-point"]
    )
    assert every["six-point"]["points"][-2:] == ["big_joker", "game"]
    assert every["auction-pitch"]["dealer_steal"] == "below_max"


class _ClosedPipe(io.StringIO):
    def write(self, text: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_reader_that_goes_away_ends_in_one_line(
    tmp_path: Path, capsys: Capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, match_record())
    monkeypatch.setattr(sys, "stdout", _ClosedPipe())
    assert main(["replay", path]) == 2
    assert capsys.readouterr().err == "pitch-cli: cannot write the output (Broken pipe)\n"
