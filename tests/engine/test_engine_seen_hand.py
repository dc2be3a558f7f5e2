"""A finished hand from one seat's view: rebuilt whole when the seat saw every card of it,
and scored from the view alone (a network table holds nothing else)."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.controller.events import BidMade, CardPlayed, CardsDrawn, TrickWon
from pitch_desktop.controller.narration import step_events, view_events
from pitch_desktop.engine.match import deal_next, new_match
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import DRAW, HandState, apply, legal_actions
from pitch_desktop.engine.view import seen_hand, seen_score, view_of


def _random_hand(preset: str, rng: random.Random) -> list[tuple[HandState, int, HandState]]:
    rules = PRESETS[preset]
    hand = deal_next(new_match(rules), rng).hand
    assert hand is not None
    steps = []
    while not hand.is_over:
        action = rng.choice(legal_actions(hand))
        after = apply(hand, action)
        steps.append((hand, action, after))
        hand = after
    return steps


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_hand_is_rebuilt_and_scored_from_each_seat_s_last_view(preset: str) -> None:
    rng = random.Random(preset)
    rebuilt = 0
    for _ in range(40):
        final = _random_hand(preset, rng)[-1][2]
        for seat in range(final.rules.players):
            view = view_of(final, seat)
            assert seen_score(view) == final.score
            hand = seen_hand(view)
            if final.rules.drawing or final.rules.kitty or final.pitcher is None:
                assert hand is None  # discards, or a hand thrown in: not all of it was seen
                continue
            assert hand is not None
            assert (hand.dealt, hand.actions, hand.score) == (
                final.dealt,
                final.actions,
                final.score,
            )
            rebuilt += 1
    assert rebuilt or PRESETS[preset].drawing or PRESETS[preset].kitty


def test_a_hand_in_play_is_neither_rebuilt_nor_scored() -> None:
    steps = _random_hand("setback", random.Random(1))
    for before, _action, _after in steps:
        view = view_of(before, 0)
        assert seen_hand(view) is None and seen_score(view) is None


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_each_seat_s_views_tell_what_the_hands_did(preset: str) -> None:
    """The events from two views agree with the hands: who bid what, who took each trick."""
    rng = random.Random(f"{preset} events")
    for _ in range(15):
        for before, action, after in _random_hand(preset, rng):
            for seat in range(before.rules.players):
                if action == DRAW:  # thrown and dead are one count in a view
                    assert isinstance(step_events(before, action, after, seat)[0], CardsDrawn)
                    with pytest.raises(ValueError):
                        view_events(view_of(before, seat), action, view_of(after, seat))
                    continue
                for ev in view_events(view_of(before, seat), action, view_of(after, seat)):
                    if isinstance(ev, BidMade):
                        assert (ev.seat, ev.high_bid, ev.pitcher) == (
                            before.to_act,
                            after.high_bid,
                            after.pitcher,
                        )
                    elif isinstance(ev, CardPlayed):
                        assert (ev.seat, ev.card) == (before.to_act, action)
                    elif isinstance(ev, TrickWon):
                        took = [
                            s
                            for s in range(after.rules.players)
                            if after.tricks[s] > before.tricks[s]
                        ]
                        assert took == [ev.winner]
