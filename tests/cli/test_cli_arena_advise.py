"""``pitch-cli arena`` and ``pitch-cli advise``: the documented output, and one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.cli_records import DEALT, hand_1_record, run_cli

ARENA_BOT_KEYS = {"points_per_hand", "bids_made", "bids_set", "smudges", "matches_won"}


def test_arena_json_has_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    run = run_cli(
        capsys, "arena", "--rules", "auction-pitch", "--bots", "greedy,random",
        "--deals", "12", "--seed", "3", "--matches", "1", "--json",
    )  # fmt: skip
    assert run.status == 0, run.err
    obj = json.loads(run.out)
    assert set(obj) == {"rules", "deals", "margin", "bots"}
    assert obj["deals"] == 12
    assert obj["rules"]["min_bid"] == 1 and obj["rules"]["dealer_steal"] == "below_max"
    lo, hi = obj["margin"]["ci95"]
    assert lo <= obj["margin"]["points_per_hand"] <= hi
    assert set(obj["bots"]) == {"greedy", "random"}
    for stats in obj["bots"].values():
        assert set(stats) == ARENA_BOT_KEYS | {"decision_ms", "bids_claimed_pct", "bids_made_pct"}
        assert set(stats["decision_ms"]) == {"median", "p95", "max"}
    wins = sum(s["matches_won"] for s in obj["bots"].values())
    assert wins <= 1


def test_arena_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("arena", "--rules", "setback", "--bots", "greedy,random", "--deals", "8",
            "--seed", "5", "--json")  # fmt: skip
    first = json.loads(run_cli(capsys, *args).out)
    second = json.loads(run_cli(capsys, *args).out)
    assert first["margin"] == second["margin"]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--bots", "greedy"), "--bots: name at least two bots"),
        (("--bots", "greedy,nobody"), "--bots: unknown bot 'nobody'"),
        (("--deals", "0"), "argument --deals: must be from 1 to 1000000, not 0"),
        (("--deals", "1000001"), "argument --deals: must be from 1 to 1000000, not 1000001"),
        (("--deals", "10" * 3000), "argument --deals: must be from 1 to 1000000, not 1010"),
        (("--matches", "-1"), "argument --matches: must be from 0 to 100000, not -1"),
        (("--matches", "100001"), "argument --matches: must be from 0 to 100000, not 100001"),
        (("--seed", "-1"), "argument --seed: must be from 0 to 9223372036854775807, not -1"),
        (("--seed", str(2**63)), f"must be from 0 to 9223372036854775807, not {2**63}"),
        (("--seed", "1e3"), "argument --seed: not a whole number: '1e3'"),
        (("--work", "0"), "argument --work: must be from 1 to 10000, not 0"),
        (("--work", "10001"), "argument --work: must be from 1 to 10000, not 10001"),
        (("--scores", "5,x"), "--scores: write near or whole numbers per side as A,B"),
        (("--scores", "0,-1000001"), "must be from -1000000 to 1000000, not -1000001"),
        (("--scores", "9" * 5000 + ",0"), "must be from -1000000 to 1000000, not 999"),
        (("--scores", "21,0"), "arena: scores: each must be below the target 21"),
    ],
)
def test_arena_bad_input(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], words: str
) -> None:
    base = {"--rules": "setback", "--bots": "greedy,random", "--deals": "2", "--seed": "1"}
    it = iter(args)
    base.update(dict(zip(it, it, strict=True)))
    run = run_cli(capsys, "arena", *[x for kv in base.items() for x in kv])
    assert run.status == 2
    assert run.out == ""
    assert len(run.err.splitlines()) == 1 and words in run.err


def _part_way(tmp_path: Path, plays: int) -> Path:
    record = hand_1_record()
    record["plays"] = record["plays"][:plays]
    path = tmp_path / "part.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def test_advise_names_the_seat_to_act_and_a_legal_card(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # After AS (seat 0) and JS (seat 1), seat 2 must follow the trump lead: TS or QS.
    run = run_cli(capsys, "advise", "--bot", "standard", str(_part_way(tmp_path, 2)))
    assert run.status == 0, run.err
    advice = json.loads(run.out)
    assert set(advice) == {"seat", "action", "reason"}
    assert advice["seat"] == 2
    assert advice["action"] in {"TS", "QS"}
    assert advice["reason"]


def test_advise_a_bid_is_a_number_or_a_word(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    record = {"format": "pitch-hand/1", "rules": {"preset": "setback"}, "dealer": 3,
              "hands": DEALT, "bids": [], "plays": []}  # fmt: skip
    path = tmp_path / "bid.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    advice = json.loads(run_cli(capsys, "advise", "--bot", "standard", str(path)).out)
    assert advice["seat"] == 0
    assert advice["action"] in {"pass", 2, 3, 4, "smudge"}


def test_advise_on_a_finished_hand_is_bad_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    run = run_cli(capsys, "advise", "--bot", "standard", str(_part_way(tmp_path, 24)))
    assert run.status == 2
    assert run.out == ""
    assert run.err.count("\n") == 1 and "the hand is over" in run.err
