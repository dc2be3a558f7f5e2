"""The fast random playout of ``benchmarks/engine_speed.py`` plays only legal actions and scores
exactly as the engine does; ``random_card`` (the bots' random share) is uniform."""

from __future__ import annotations

import random
from types import ModuleType

import pytest

from pitch_desktop.engine.playout import random_card
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import apply, bid_action, new_hand
from tests.scripts import load_script


def _script() -> ModuleType:
    return load_script("benchmarks/engine_speed.py")


# The fast playout plays the six-card games (the draw-back presets have playouts of their own,
# and the kitty its scripted hands and properties).
RULES = [
    *(r for r in PRESETS.values() if not r.drawing and not r.kitty),
    rules_from_json({"preset": "auction-pitch", "players": 7}),
    rules_from_json({"preset": "classic", "players": 2, "trump_rule": "follow_suit"}),
    rules_from_json({"preset": "setback", "players": 6, "teams": 3, "all_pass": "redeal"}),
    # The point families: five-, six- and nine-point are among the presets above; these add
    # both jokers ranked as played, the three of trump, follow_suit and a thrown-in hand.
    rules_from_json(
        {
            "preset": "six-point",
            "jokers": 2,
            "points": ["high", "low", "jack", "off_jack", "big_joker", "little_joker", "game"],
            "jokers_rank": "first_played",
            "players": 3,
            "teams": 0,
        }
    ),
    rules_from_json(
        {
            "preset": "nine-point",
            "deal": 6,  # at seven the rules must give the deal
            "points": ["high", "low", "jack", "three", "five", "ten", "game"],
            "off_jack": True,
            "jokers": 1,
            "trump_rule": "follow_suit",
            "players": 7,
            "teams": 0,
        }
    ),
    rules_from_json({"preset": "five-point", "players": 6, "teams": 3, "all_pass": "redeal"}),
]
assert {"five-point", "six-point", "nine-point"} <= set(PRESETS)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: f"{r.players}p-{r.teams}t")
def test_playout_replays_through_the_engine(rules: Rules) -> None:
    random_hand = _script().random_hand
    rng = random.Random(7)
    thrown_in = scored = 0
    for i in range(300):
        record: list[list[int]] = []
        points = random_hand(rules, i % rules.players, rng, record)
        dealt, bids, *tricks = record
        state = new_hand(rules, i % rules.players, tuple(dealt))
        for level in bids:
            state = apply(state, bid_action(level))  # raises if the playout bid illegally
        if points is None:
            assert state.thrown_in
            thrown_in += 1
            continue
        for trick in tricks:
            for card in trick:
                state = apply(state, card)  # raises if the playout played illegally
        assert state.is_over and state.score is not None
        assert points.hand_score == state.score.hand_score
        assert points.won == state.score.won
        assert points.made == state.score.made
        assert points.game_points == state.score.game_points
        scored += 1
    assert scored > 200
    if rules.all_pass == "stick_dealer":
        assert thrown_in == 0


def test_random_card_is_uniform_over_the_mask() -> None:
    mask = (1 << 3) | (1 << 17) | (1 << 40)
    counts = {3: 0, 17: 0, 40: 0}
    for k in range(300):
        counts[random_card(mask, k / 300)] += 1
    assert counts == {3: 100, 17: 100, 40: 100}


def test_the_fast_playout_refuses_the_draw_back() -> None:
    """It plays six-card hands; a draw-back table played by it would break the rules quietly."""
    with pytest.raises(ValueError, match="draw-back"):
        _script().random_hand(PRESETS["ten-point"], 0, random.Random(1))
