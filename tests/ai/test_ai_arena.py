"""The arena: duplicate seating, the documented JSON, reproducibility; and ``advise``."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.advice import AdviceError, advise
from pitch_desktop.ai.arena import (
    NEAR_TARGET,
    NEAR_TARGET_SPAN,
    ArenaError,
    arena_json,
    bot_keys,
    format_arena,
    run_arena,
    seat_patterns,
    start_scores,
)
from pitch_desktop.ai.registry import bot_with_work
from pitch_desktop.engine.cards import card_text
from pitch_desktop.engine.records import hand_record_json
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import apply, deal, legal_actions


@pytest.mark.parametrize(
    "rules",
    [
        PRESETS["auction-pitch"],
        Rules(players=3, teams=0),
        Rules(players=5, teams=0),
        PRESETS["setback"],
        Rules(players=6, teams=3),
        Rules(players=6, teams=2),
    ],
)
def test_the_duplicate_rotation_gives_each_bot_every_hand(rules: Rules) -> None:
    patterns = seat_patterns(rules, 2)
    assert len(patterns) == 2
    for seat in range(rules.players):
        assert sorted(p[seat] for p in patterns) == [0, 1]
    for p in patterns:
        # Partners are always copies of one bot.
        for seat in range(rules.players):
            for other in rules.seats_of(rules.side_of(seat)):
                assert p[other] == p[seat]
        assert set(p) == {0, 1}


def test_two_player_seating_alternates() -> None:
    assert seat_patterns(Rules(players=4, teams=0), 2) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert seat_patterns(PRESETS["setback"], 2) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert seat_patterns(Rules(players=3, teams=0), 3) == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]


def test_more_bots_than_sides_is_an_error() -> None:
    with pytest.raises(ArenaError):
        seat_patterns(PRESETS["setback"], 3)
    with pytest.raises(ArenaError):
        run_arena(PRESETS["setback"], ["greedy", "random"], 0, 1)


def test_mirror_names_are_numbered() -> None:
    assert bot_keys(["greedy", "greedy", "random"]) == ["greedy", "greedy#2", "random"]


def test_greedy_against_random_gives_the_documented_json() -> None:
    rules = PRESETS["auction-pitch"]
    result = run_arena(rules, ["greedy", "random"], 40, 11, matches=2)
    out = arena_json(result)
    assert list(out) == ["rules", "deals", "margin", "bots"]
    assert out["rules"] == rules.to_json()
    assert out["deals"] == 40
    assert list(out["margin"]) == ["points_per_hand", "ci95"]
    margin = out["margin"]["points_per_hand"]
    lo, hi = out["margin"]["ci95"]
    assert isinstance(margin, float) and isinstance(lo, float) and isinstance(hi, float)
    assert lo <= margin <= hi
    assert lo > 0  # greedy is far stronger than random
    assert list(out["bots"]) == ["greedy", "random"]
    for stats in out["bots"].values():
        assert list(stats) == [
            "points_per_hand",
            "bids_made",
            "bids_set",
            "smudges",
            "matches_won",
            "decision_ms",
            "bids_claimed_pct",
            "bids_made_pct",
        ]
        # Neither greedy nor random says how likely its bids are.
        assert stats["bids_claimed_pct"] is None
        made, set_ = stats["bids_made"], stats["bids_set"]
        if made + set_:
            assert stats["bids_made_pct"] == round(100.0 * made / (made + set_), 2)
        assert isinstance(stats["points_per_hand"], float)
        for key in ("bids_made", "bids_set", "smudges", "matches_won"):
            assert type(stats[key]) is int
        assert list(stats["decision_ms"]) == ["median", "p95", "max"]
        ms = stats["decision_ms"]
        assert 0 <= ms["median"] <= ms["p95"] <= ms["max"]
    bots = out["bots"]
    assert bots["greedy"]["matches_won"] + bots["random"]["matches_won"] <= 2
    # Every hand has one pitcher (none is thrown in with a stuck dealer): two plays per deal.
    made_or_set = sum(b["bids_made"] + b["bids_set"] for b in bots.values())
    assert made_or_set == 80
    # The margin is the difference of the two bots' points per hand.
    assert margin == pytest.approx(
        bots["greedy"]["points_per_hand"] - bots["random"]["points_per_hand"], abs=2e-4
    )
    assert "greedy - random" in format_arena(result)


def test_the_same_seed_gives_the_same_result() -> None:
    def strip(out: dict[str, object]) -> dict[str, object]:
        bots = out["bots"]
        assert isinstance(bots, dict)
        for b in bots.values():
            b.pop("decision_ms")
        return out

    rules = PRESETS["setback"]
    a = strip(arena_json(run_arena(rules, ["greedy", "random"], 40, 5)))
    b = strip(arena_json(run_arena(rules, ["greedy", "random"], 40, 5)))
    c = strip(arena_json(run_arena(rules, ["greedy", "random"], 40, 6)))
    assert a == b
    assert a != c


def test_a_mirror_match_is_even() -> None:
    out = arena_json(run_arena(PRESETS["auction-pitch"], ["standard", "standard"], 20, 3))
    assert list(out["bots"]) == ["standard", "standard#2"]
    assert out["margin"]["points_per_hand"] == 0.0
    assert out["margin"]["ci95"] == [0.0, 0.0]


def test_advise_answers_for_the_seat_to_act() -> None:
    state = deal(PRESETS["setback"], 0, random.Random(4))
    record = hand_record_json(state)
    out = advise(record, "standard")
    assert list(out) == ["seat", "action", "reason"]
    assert out["seat"] == 1
    assert out["action"] == "pass" or out["action"] == "smudge" or type(out["action"]) is int
    assert isinstance(out["reason"], str) and out["reason"]
    assert advise(record, "standard") == out


def test_advise_mid_play_names_a_legal_card() -> None:
    state = deal(PRESETS["setback"], 0, random.Random(4))
    state = apply(state, legal_actions(state)[1])  # seat 1 bids 2
    while state.bids and len(state.bids) < 4:
        state = apply(state, legal_actions(state)[0])  # the rest pass
    state = apply(state, legal_actions(state)[0])  # the pitch
    out = advise(hand_record_json(state), "standard")
    assert out["seat"] == state.to_act == 2
    assert out["action"] in [card_text(c) for c in legal_actions(state)]


def test_advise_on_a_finished_record_raises() -> None:
    state = deal(PRESETS["setback"], 0, random.Random(4))
    while not state.is_over:
        state = apply(state, legal_actions(state)[0] if state.bids else legal_actions(state)[1])
    with pytest.raises(AdviceError, match="the hand is over"):
        advise(hand_record_json(state), "greedy")


def test_start_scores_near_the_target_or_given() -> None:
    rules = PRESETS["auction-pitch"]
    assert start_scores(rules, None, 1, 0) == (0, 0, 0, 0)
    assert start_scores(rules, (1, 2, 3, 6), 1, 0) == (1, 2, 3, 6)
    near = [start_scores(rules, NEAR_TARGET, 1, d) for d in range(50)]
    assert near == [start_scores(rules, NEAR_TARGET, 1, d) for d in range(50)]
    assert all(rules.target - NEAR_TARGET_SPAN <= v < rules.target for s in near for v in s)
    assert len(set(near)) > 10
    with pytest.raises(ArenaError):
        start_scores(rules, (1, 2), 1, 0)
    with pytest.raises(ArenaError):
        start_scores(rules, (7, 0, 0, 0), 1, 0)
    with pytest.raises(ArenaError):
        start_scores(rules, "far", 1, 0)


def test_deals_start_from_the_scores_asked_for() -> None:
    rules = PRESETS["setback"]
    result = run_arena(rules, ["standard", "greedy"], 6, 2, scores=(19, 20))
    assert "start scores 19-20" in format_arena(result)
    # Near 21 a made bid ends the match: the arena still scores each hand on its own.
    assert result.deals == 6


def test_matches_from_given_scores_are_played_once_per_seat_pattern() -> None:
    # A mirror of one bot from 20-20 to 21: each match is played twice on the same deals with
    # the sides swapped, so the mirror wins each pair once, whichever side the cards favour.
    # (Unpaired matches would split 1-1 only half the time.)
    rules = PRESETS["setback"]
    for seed in range(8):
        result = run_arena(rules, ["standard", "standard"], 1, seed, matches=2, scores=(20, 20))
        assert [result.stats[k].matches_won for k in result.keys] == [1, 1], seed


def test_the_expert_claims_are_compared_with_its_bids() -> None:
    result = run_arena(PRESETS["auction-pitch"], ["expert", "standard"], 4, 3, work=4)
    expert = arena_json(result)["bots"]["expert"]
    stats = result.stats["expert"]
    # A claim for every bid it played (a bid forced by the rules has none).
    assert 0 < len(stats.claims) <= stats.bids_made + stats.bids_set
    assert 0.0 <= expert["bids_claimed_pct"] <= 100.0
    assert expert["bids_made_pct"] == round(100.0 * stats.claims_made / len(stats.claims), 2)
    assert "claimed to be made" in format_arena(result)


def test_fixed_work_gives_the_same_advice() -> None:
    state = deal(PRESETS["setback"], 0, random.Random(4))
    record = hand_record_json(state)
    out = advise(record, "expert", work=12)
    assert out == advise(record, "expert", work=12)
    bot = bot_with_work("expert", 12)
    assert getattr(bot, "max_samples", None) == 12
    assert bot_with_work("standard", 12).name == "standard"
