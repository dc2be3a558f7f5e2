"""Claiming the rest: hand-made positions where the proof must and must not hold, a claim
that depends only on what the claimer has seen, and, over random hands of several families,
every claim offered checked against every way the others could play the real deal."""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.claim import claim_card
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    HandState,
    Phase,
    apply,
    deal,
    legal_actions,
    new_hand,
    parse_action,
)
from pitch_desktop.engine.view import view_of

TWO = PRESETS["auction-pitch"].with_changes(players=2)


def _m(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def _play(rules: Rules, hands: tuple[str, ...], actions: str, dealer: int = 0) -> HandState:
    state = new_hand(rules, dealer, tuple(_m(h) for h in hands))
    for token in actions.split():
        state = apply(state, parse_action(token))
    return state


def test_all_trumps_left_after_the_other_shows_void_claims() -> None:
    # Seat 1 pitches the ace of hearts; seat 0 follows with its only heart, then shows void
    # on the king: from then on seat 1's trumps and its boss ace of clubs take everything.
    state = _play(TWO, ("5H 6D 7D 8D 9D TD", "AH KH QH JH TH AC"), "2 pass AH 5H KH 6D")
    assert state.to_act == 1
    card = claim_card(view_of(state, 1))
    assert card is not None
    assert card in legal_actions(state)


def test_trumps_perhaps_still_out_do_not_claim() -> None:
    # After one trick seat 0 may still hold low hearts: it could trump the ace of clubs once
    # seat 1's hearts are gone, so nothing is proven yet (though in fact seat 0 has none).
    state = _play(TWO, ("5H 6D 7D 8D 9D TD", "AH KH QH JH TH AC"), "2 pass AH 5H")
    assert state.to_act == 1
    assert claim_card(view_of(state, 1)) is None


def test_a_higher_trump_unseen_does_not_claim() -> None:
    # Seat 1 holds the queen down, but the ace and king of hearts are unseen.
    state = _play(TWO, ("5H 6D 7D 8D 9D TD", "QH JH TH 9H 8H 7H"), "2 pass QH 5H")
    assert claim_card(view_of(state, 1)) is None


def test_a_low_card_left_does_not_claim() -> None:
    # Trumps drawn, but the two of clubs loses to any club seat 0 may hold.
    state = _play(TWO, ("5H 6D 7D 8D 9D TD", "AH KH QH JH TH 2C"), "2 pass AH 5H KH 6D")
    assert claim_card(view_of(state, 1)) is None


def test_playing_second_with_the_top_trumps_claims() -> None:
    # Seat 0 takes the pitch with the three of hearts and leads a diamond; seat 1 holds the
    # five highest trumps, every heart still unseen is lower: it takes every trick left.
    state = _play(TWO, ("3H 6D 7D 8D 9D TD", "2H AH KH QH JH TH"), "2 pass 2H 3H 6D")
    assert state.to_act == 1
    assert claim_card(view_of(state, 1)) == parse_card("AH")


def test_four_players_the_top_trumps_claim() -> None:
    # Seat 1 pitches the ace and holds the next five hearts: whatever hearts the others kept
    # are lower, so every lead of seat 1 is the highest trump left.
    rules = PRESETS["setback"]
    hands = (
        "2C 3C 4C 5C 6C 7C",
        "AH KH QH JH TH 9H",
        "8C 9C TC JC QC KC",
        "2S 3S 4S 5S 6S 7S",
    )
    state = _play(rules, hands, "2 pass pass pass AH 8C 2S 2C")
    assert state.to_act == 1
    assert claim_card(view_of(state, 1)) == parse_card("KH")
    # Every other seat showed void in trumps, so even the ace of clubs is sure.
    hands = (hands[0], "AH KH QH JH TH AC", "8C 9C TC JC QC KC", hands[3])
    state = _play(rules, hands, "2 pass pass pass AH 8C 2S 2C")
    assert claim_card(view_of(state, 1)) == parse_card("KH")
    # But with a seat that followed with a heart and may hold more, the ace could be trumped.
    hands = ("2H 3C 4C 5C 6C 7C", "AH KH QH JH TH AC", "8C 9C TC JC QC KC", hands[3])
    state = _play(rules, hands, "2 pass pass pass AH 8C 2S 2H")
    assert claim_card(view_of(state, 1)) is None


def test_the_claim_reads_only_the_view() -> None:
    # Two deals that seat 1 cannot tell apart get the same answer.
    a = _play(TWO, ("5H 6D 7D 8D 9D TD", "AH KH QH JH TH AC"), "2 pass AH 5H KH 6D")
    b = _play(TWO, ("5H 2S 3S 4S 5S 6D", "AH KH QH JH TH AC"), "2 pass AH 5H KH 6D")
    assert view_of(a, 1) == view_of(b, 1)
    assert claim_card(view_of(a, 1)) == claim_card(view_of(b, 1))


def test_at_the_pitch_each_suit_is_tried_as_trump() -> None:
    # Six hearts from the ace down: pitched, hearts are trump and they take everything.
    state = _play(TWO, ("5H 6D 7D 8D 9D TD", "AH KH QH JH TH 9H"), "2 pass")
    assert state.phase is Phase.PLAY and state.trump is None
    assert claim_card(view_of(state, 1)) == parse_card("AH")
    # With the ace of clubs for the nine, a heart kept by seat 0 could trump it at the end.
    state = _play(TWO, ("5H 6D 7D 8D 9D TD", "AH KH QH JH TH AC"), "2 pass")
    assert claim_card(view_of(state, 1)) is None
    assert claim_card(view_of(state, 0)) is None  # not seat 0's turn


def test_the_budget_gives_up_rather_than_stalls() -> None:
    # Seat 0 takes the pitch and leads; seat 1's claim needs a search past seats 2 and 3.
    hands = ("3H 3C 4C 5C 6C 7C", "2H AH KH QH JH TH", "8C 9C TC JC QC KC", "2S 3S 4S 5S 6S 7S")
    state = _play(PRESETS["setback"], hands, "2 pass pass pass 2H 8C 2S 3H 3C")
    assert state.to_act == 1
    assert claim_card(view_of(state, 1)) == parse_card("AH")
    assert claim_card(view_of(state, 1), node_limit=0) is None


def _takes_everything(state: HandState, claimer: int, budget: list[int]) -> bool:
    """Every line of the other seats on the real deal, the claimer playing the proof's card
    at each of its turns: does the claimer take every trick?"""
    if state.is_over:
        return True
    budget[0] -= 1
    if budget[0] < 0:
        pytest.fail("the check ran out of budget: pick smaller positions")
    if state.to_act == claimer:
        card = claim_card(view_of(state, claimer))
        if card is None:
            return False
        actions = [card]
    else:
        actions = legal_actions(state)
    for a in actions:
        after = apply(state, a)
        if sum(after.tricks) > sum(state.tricks):
            taker = next(s for s in range(state.players) if after.tricks[s] > state.tricks[s])
            if taker != claimer:
                return False
        if not _takes_everything(after, claimer, budget):
            return False
    return True


@pytest.mark.parametrize(
    ("preset", "players", "hands"),
    [("auction-pitch", 2, 60), ("setback", 4, 40), ("ten-point", 4, 40), ("nine-point", 4, 30)],
)
def test_every_claim_offered_holds_against_every_play(
    preset: str, players: int, hands: int
) -> None:
    rules = PRESETS[preset].with_changes(players=players)
    rng = random.Random(f"claim {preset} {players}")
    checked = 0
    for _ in range(hands):
        state = deal(rules, rng.randrange(players), rng)
        while not state.is_over:
            if state.phase is Phase.PLAY and state.trump is not None:
                seat = state.to_act
                view = view_of(state, seat)
                if view.cards_left[seat] <= 3 and claim_card(view) is not None:
                    assert _takes_everything(state, seat, [100_000])
                    checked += 1
            state = apply(state, rng.choice(legal_actions(state)))
    assert checked >= 5  # the check saw claims, not only hands without one
