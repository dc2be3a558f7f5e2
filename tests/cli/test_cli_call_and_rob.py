"""``pitch-cli`` with a called partner and Cinch's refill and rob: records replay, bad ones are
refused in one line, and the command line takes the two presets the window does not offer yet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitch_desktop.engine.records import replay_record
from tests.cli.cli_records import run_cli
from tests.engine.test_engine_call_partner import DEAL_A, PLAYS_A, STOCK_A, result_a
from tests.engine.test_engine_call_partner import record as call_record
from tests.engine.test_engine_refill import DEAL_1, PLAYS_1, ROB_1, STOCK_1

Capsys = pytest.CaptureFixture[str]


def _write(tmp_path: Path, obj: object) -> str:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(obj))
    return str(path)


def test_replay_prints_the_pair_and_its_partner(tmp_path: Path, capsys: Capsys) -> None:
    obj = call_record(DEAL_A, STOCK_A, [4, "pass", "pass", "pass", "pass"], "AS", PLAYS_A)
    run = run_cli(capsys, "replay", _write(tmp_path, obj))
    assert run.status == 0
    assert json.loads(run.out) == result_a(4, True, [5, 5, 5, 0, 0], [5, 5, 5, 0, 0], None)


def test_replay_a_cinch_match_record_with_its_rob(tmp_path: Path, capsys: Capsys) -> None:
    hand = {
        "dealer": 3,
        "hands": [h.split() for h in DEAL_1],
        "stock": STOCK_1.split(),
        "bids": [7, "pass", "pass", "pass"],
        "trump": "S",
        "rob": ROB_1.split(),
        "plays": PLAYS_1.split(),
    }
    obj = {"format": "pitch-match/1", "rules": {"preset": "cinch"}, "hands": [hand]}
    run = run_cli(capsys, "replay", _write(tmp_path, obj))
    assert run.status == 0
    assert json.loads(run.out)["hand_score"] == [14, 0]


def test_a_record_stopped_at_the_rob_names_the_dealer(tmp_path: Path, capsys: Capsys) -> None:
    obj = {
        "format": "pitch-hand/1",
        "rules": {"preset": "cinch"},
        "dealer": 3,
        "hands": [h.split() for h in DEAL_1],
        "stock": STOCK_1.split(),
        "bids": [7, "pass", "pass", "pass"],
        "trump": "S",
        "plays": [],
    }
    run = run_cli(capsys, "replay", _write(tmp_path, obj))
    assert json.loads(run.out) == {
        "format": "pitch-result/1",
        "finished": False,
        "to_act": 3,
        "scores_after": [0, 0],
    }


def test_a_bad_rob_is_one_line_and_status_2(tmp_path: Path, capsys: Capsys) -> None:
    obj = {
        "format": "pitch-hand/1",
        "rules": {"preset": "cinch"},
        "dealer": 3,
        "hands": [h.split() for h in DEAL_1],
        "stock": STOCK_1.split(),
        "bids": [7, "pass", "pass", "pass"],
        "trump": "S",
        "rob": ["AS"],
        "plays": [],
    }
    run = run_cli(capsys, "replay", _write(tmp_path, obj))
    assert run.status == 2
    assert run.err.count("\n") == 1 and "hand 1, rob 1" in run.err and "Traceback" not in run.err


@pytest.mark.parametrize("preset", ["cinch", "call-partner"])
def test_simulate_writes_records_that_replay(tmp_path: Path, capsys: Capsys, preset: str) -> None:
    out = tmp_path / "match.json"
    run = run_cli(
        capsys, "simulate", "--rules", preset, "--hands", "6", "--seed", "4",
        "--bots", "standard", "--out", str(out),
    )  # fmt: skip
    assert run.status == 0, run.err
    replay = run_cli(capsys, "replay", str(out))
    assert replay.status == 0, replay.err
    lines = [json.loads(line) for line in replay.out.splitlines()]
    assert len(lines) == 6
    if preset == "call-partner":
        assert all("partner" in r for r in lines if "pitcher" in r)
    record = json.loads(out.read_text())
    if preset == "cinch":
        assert any("rob" in h for h in record["hands"])
    else:
        assert all("call" in h for h in record["hands"])


def test_the_rules_of_cinch_say_its_refill(capsys: Capsys) -> None:
    run = run_cli(capsys, "rules", "cinch")
    assert run.status == 0 and json.loads(run.out)["draw"] == "refill"


@pytest.mark.parametrize("preset", ["cinch", "call-partner"])
def test_analyse_values_their_bids_and_cards_and_not_the_call_or_the_rob(
    tmp_path: Path, capsys: Capsys, preset: str
) -> None:
    out = tmp_path / "match.json"
    assert run_cli(
        capsys, "simulate", "--rules", preset, "--hands", "1", "--seed", "5",
        "--bots", "standard", "--out", str(out),
    ).status == 0  # fmt: skip
    match = json.loads(out.read_text())
    hand = {"format": "pitch-hand/1", "rules": match["rules"], **match["hands"][0]}
    pitcher = replay_record(hand)[0].pitcher
    assert pitcher is not None
    run = run_cli(capsys, "analyse", "--seat", str(pitcher), "--work", "2", _write(tmp_path, hand))
    assert run.status == 0, run.err
    lines = [json.loads(line) for line in run.out.splitlines()]
    assert lines and all(line["cost"] >= 0 for line in lines)
    calls = [line for line in lines if str(line["played"]).startswith("call ")]
    assert len(calls) == (preset == "call-partner")  # the pitcher's call, told unvalued
    assert all("not valued" in line["reason"] and line["cost"] == 0 for line in calls)
    assert any(line["reason"].startswith(("trick", "pass", "6", "7")) for line in lines)
