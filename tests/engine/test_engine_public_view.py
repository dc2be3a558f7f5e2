"""The view a spectator is sent: what every seat sees, and never a card that is not yet public
(one held, in the stock, thrown away dead or never dealt)."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.engine.cards import card_text, mask_of, union
from pitch_desktop.engine.match import deal_next, new_match
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import HandState, apply, legal_actions
from pitch_desktop.engine.view import PlayerView, public_view, view_of


def _steps(preset: str, rng: random.Random) -> list[HandState]:
    """Every state of one random hand, the deal first."""
    hand = deal_next(new_match(PRESETS[preset]), rng).hand
    assert hand is not None
    states = [hand]
    while not hand.is_over:
        hand = apply(hand, rng.choice(legal_actions(hand)))
        states.append(hand)
    return states


def public_cards(state: HandState) -> int:
    """The cards shown at the table so far: played, or burned face up."""
    return mask_of(state.plays) | union(state.burned)


def _view_cards(view: PlayerView) -> int:
    """Every card a view names, in any of its fields."""
    named = view.hand | view.own_dealt | view.own_drawn | view.own_dead | view.own_discards
    named |= union(view.captured) | union(view.played_by) | union(view.burned)
    named |= mask_of(c for c in view.robs if c is not None)
    return named | mask_of(view.trick) | mask_of(c for _, c in view.plays)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_public_view_names_only_public_cards(preset: str) -> None:
    rng = random.Random(f"public/{preset}")
    for _ in range(25):
        for state in _steps(preset, rng):
            view = public_view(state)
            shown = public_cards(state)
            hidden = _view_cards(view) & ~shown
            assert not hidden, [card_text(c) for c in range(64) if hidden >> c & 1]
            assert view.hand == 0 and view.own_dealt == view.own_drawn == view.own_dead == 0
            assert view.own_discards == 0  # a kitty's discards: the pitcher's alone


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_public_view_is_what_every_seat_sees(preset: str) -> None:
    """Apart from a seat's own cards, the public view is a seat's view: bids, trump, tricks,
    burned cards and scores all there."""
    rng = random.Random(f"same/{preset}")
    for state in _steps(preset, rng):
        seat = view_of(state, 0)
        public = public_view(state)
        assert public.bids == seat.bids and public.trump == seat.trump
        assert public.plays == seat.plays and public.captured == seat.captured
        assert public.burned == seat.burned and public.scores_before == seat.scores_before
        assert public.cards_left == seat.cards_left and public.tricks == seat.tricks


@pytest.mark.parametrize("preset", ["cinch"])
def test_the_rob_is_seen_face_up_by_all_and_face_down_by_the_dealer_alone(preset: str) -> None:
    """Each seat's view of the dealer's rob: a trump thrown face up by its card, a card thrown
    face down by its card to the dealer only (None to the others and a watcher)."""
    rng = random.Random(f"rob/{preset}")
    hidden = 0
    for _ in range(20):
        for state in _steps(preset, rng):
            face_up = union(state.burned)
            for seat in [*range(state.players), None]:
                view = public_view(state) if seat is None else view_of(state, seat)
                assert len(view.robs) == len(state.robs)
                for c, seen in zip(state.robs, view.robs, strict=True):
                    shown = face_up >> c & 1 or seat == state.dealer
                    assert seen == (c if shown else None)
                    hidden += seen is None
    assert hidden
