"""The analysis of a draw-back hand: naming trump and the burns are decisions with their cost,
the forced draw is none, and cards count their trick among the tricks actually played."""

from __future__ import annotations

from pitch_desktop.ai.analysis import analyse_hand
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import simulate_match
from pitch_desktop.engine.rules import rules_from_json
from pitch_desktop.engine.state import DRAW, is_name


def test_naming_and_burning_are_valued_and_the_draw_is_not() -> None:
    rules = rules_from_json({"preset": "ten-point", "players": 2, "teams": 0})
    match, _ = simulate_match(rules, [make_bot("standard") for _ in range(2)], 6, seed=2)
    hands = [h for h in match.history if h.burns]
    assert hands, "two players of nine cards burn in most hands"
    hand = hands[0]
    assert hand.pitcher is not None
    kinds: set[str] = set()
    for seat in range(rules.players):
        decisions = analyse_hand(hand, seat, work=2)
        assert all(d.played != DRAW for d in decisions)
        tricks = [d.trick for d in decisions if d.trick is not None]
        assert tricks == sorted(tricks) and all(1 <= t <= 6 for t in tricks)
        for d in decisions:
            kinds.add(d.kind)
            if d.kind == "name":
                assert seat == hand.pitcher and len(d.values) == 4
                assert all(is_name(a) for a in d.values) and d.method == "simulated"
            if d.kind == "burn" and d.method != "only":
                assert d.method == "simulated" and d.played in d.values
                assert d.cost == max(d.values.values()) - d.values[d.played] or d.cost == 0.0
    assert {"bid", "name", "burn", "card"} <= kinds
