"""Deals of the unseen cards with a kitty (RULES.md, "The kitty"): before the auction ends the
kitty lies among the cards nobody has seen, so a sampled world deals one and its pitcher takes
it as the engine does; once taken, the kitty's cards are the pitcher's, its discards are out of
play (known to the pitcher, never given to another seat by its deals), and every sampled hand
holds as many cards as the real one, none of them a card seen played.

The hand of ``test_engine_kitty.py``: setback with a kitty of four, dealer 3, seat 0 bids 2 and
pitches; and the ``kitty-pitch`` preset dealt at random.
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.engine.cards import mask_of, parse_card, union
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import rules_from_json
from pitch_desktop.engine.state import HandState, Phase, apply, bid_action, deal, legal_actions
from pitch_desktop.engine.view import PlayerView, sample_world, view_of
from tests.engine.test_engine_kitty import DISCARDS_1, PLAYS_1, kitty_record

P = "pass"
SAMPLES = 60


def _before_the_auction_ends() -> HandState:
    return replay_record({**kitty_record([], ""), "bids": [2, P]})[0]


def _check_world(view: PlayerView, world: HandState) -> None:
    """What every sampled world must keep to: the seat's own hand, every other hand as many
    cards as it holds, no card seen played, and nothing dealt twice."""
    assert world.hands[view.seat] == view.hand
    assert tuple(h.bit_count() for h in world.hands) == view.cards_left
    assert not union(world.hands) & view.played
    assert sum(h.bit_count() for h in world.hands) == union(world.hands).bit_count()


@pytest.mark.parametrize("seat", range(4))
def test_before_the_auction_ends_a_sampled_world_deals_a_kitty_of_unseen_cards(seat: int) -> None:
    state = _before_the_auction_ends()
    view = view_of(state, seat)
    rng = random.Random(seat)
    for _ in range(SAMPLES):
        world = sample_world(view, rng)
        _check_world(view, world)
        assert world.kitty.bit_count() == 4
        assert not world.kitty & union(world.hands)
        assert world.kitty & ~view.unseen == 0


@pytest.mark.parametrize("seat", range(4))
def test_the_pitcher_of_a_sampled_world_takes_its_kitty_and_holds_ten_cards(seat: int) -> None:
    """The rest of the auction played in the world: seat 0 pitches, takes the world's kitty
    and discards four of ten cards, as at the real table."""
    state = _before_the_auction_ends()
    view = view_of(state, seat)
    rng = random.Random(10 + seat)
    for _ in range(SAMPLES // 4):
        world = sample_world(view, rng)
        for _ in range(2):
            world = apply(world, bid_action(0))
        assert world.phase is Phase.DISCARD and world.pitcher == 0
        assert world.hands[0].bit_count() == 10
        for _ in range(4):
            world = apply(world, legal_actions(world)[0])
        assert world.phase is Phase.PLAY and world.hands[0].bit_count() == 6


@pytest.mark.parametrize("discards", [2, 4])
def test_the_pitchers_own_deals_never_give_a_discard_to_another_seat(discards: int) -> None:
    state = replay_record(kitty_record(DISCARDS_1[:discards], ""))[0]
    view = view_of(state, 0)
    known = mask_of([parse_card(c) for c in DISCARDS_1[:discards]])
    assert view.own_discards == known
    rng = random.Random(discards)
    for _ in range(SAMPLES):
        world = sample_world(view, rng)
        _check_world(view, world)
        assert not union(world.hands) & known
        assert world.kitty == 0


@pytest.mark.parametrize("plays", [0, 5, 13])
@pytest.mark.parametrize("seat", range(4))
def test_after_the_discards_every_seats_deals_fit_the_hand_sizes_and_the_plays(
    seat: int, plays: int
) -> None:
    """From the pitcher's seat the discards are known and out of play; from the others they
    are unseen cards like those never dealt; either way the kitty is no longer there."""
    cards = " ".join(PLAYS_1.split()[:plays])
    state = replay_record(kitty_record(DISCARDS_1, cards))[0]
    view = view_of(state, seat)
    assert view.cards_left[0] == 6 - (plays + 3) // 4
    rng = random.Random(100 * plays + seat)
    for _ in range(SAMPLES):
        world = sample_world(view, rng)
        _check_world(view, world)
        assert world.kitty == 0
        if seat == 0:
            assert not union(world.hands) & view.own_discards


def test_kitty_pitch_worlds_from_every_seat_through_a_whole_hand() -> None:
    """The ``kitty-pitch`` preset dealt at random and played by the first legal action: at
    every step and every seat, the sampled worlds keep to the view, deal a kitty exactly
    while the auction is open, and never give the pitcher's known discards away."""
    rules = rules_from_json({"preset": "kitty-pitch"})
    rng = random.Random(38)
    state = deal(rules, 1, rng)
    state = apply(state, bid_action(3))
    while not state.is_over:
        for seat in range(4):
            view = view_of(state, seat)
            for _ in range(8):
                world = sample_world(view, rng)
                _check_world(view, world)
                assert world.kitty.bit_count() == (4 if state.phase is Phase.BID else 0)
                if seat == state.pitcher:
                    assert not union(world.hands) & mask_of(state.discards)
        state = apply(state, bid_action(0) if state.phase is Phase.BID else legal_actions(state)[0])


def test_with_the_draw_back_a_sampled_worlds_kitty_is_apart_from_its_stock() -> None:
    """Seven-point with a kitty of four: the world's kitty, stock and hands share no card,
    and its pitcher takes the kitty before naming trump."""
    rules = rules_from_json({"preset": "seven-point", "kitty": 4})
    state = deal(rules, 3, random.Random(4))
    view = view_of(state, 1)
    rng = random.Random(5)
    for _ in range(SAMPLES // 2):
        world = sample_world(view, rng)
        _check_world(view, world)
        stock = mask_of(world.stock)
        assert world.kitty.bit_count() == 4 and len(world.stock) == len(state.stock)
        assert not world.kitty & (stock | union(world.hands))
        for level in (3, 0, 0, 0):
            world = apply(world, bid_action(level))
        assert world.phase is Phase.NAME and world.hands[0].bit_count() == 9 + 4
