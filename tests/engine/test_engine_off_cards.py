"""The kernel's off-cards are a list (RULES.md, "Off-cards"): each rank among A, J, 5 and 3 may
have its twin of the other suit of trump's colour as a trump, directly below it; the jokers stay
below the jack and its off-jack. The presets play the off-jack alone, as before."""

from __future__ import annotations

import pytest

from pitch_desktop.engine.cards import ACE, FIVE, JACK, KING, THREE, card_text, parse_card
from pitch_desktop.engine.deck import deck_for, deck_of, off_card
from pitch_desktop.engine.rules import PRESETS, JokersRank

SPADES, CLUBS = 3, 0


def test_the_full_trump_order_with_every_off_card_and_both_jokers() -> None:
    deck = deck_for((THREE, ACE, FIVE, JACK), 2, JokersRank.MARKED)
    trumps = deck.trumps(SPADES)
    order = " ".join(card_text(c) for c in trumps.order)
    assert order == "AS AC KS QS JS JC BJ LJ TS 9S 8S 7S 6S 5S 5C 4S 3S 3C 2S"
    assert [card_text(c) for c in trumps.off_cards] == ["AC", "JC", "5C", "3C"]
    assert deck.off_ranks == (ACE, JACK, FIVE, THREE) and deck.off_jack


def test_an_off_card_follows_trump_and_beats_all_below_its_twin() -> None:
    trumps = deck_for((ACE, FIVE), 0, JokersRank.MARKED).trumps(SPADES)
    off_ace, off_five = parse_card("AC"), parse_card("5C")
    assert trumps.suit_of[off_ace] == SPADES and trumps.suit_of[off_five] == SPADES
    assert trumps.suit_masks[CLUBS] >> off_ace & 1 == 0  # no longer a club
    # The off-ace, led, loses to the ace of trump only; it beats the king.
    assert trumps.winner_index([off_ace, parse_card("KS")]) == 0
    assert trumps.winner_index([off_ace, parse_card("AS")]) == 1
    # High may be an off-card; Low never is.
    assert trumps.highest(1 << off_ace | 1 << parse_card("KS")) == off_ace
    low = trumps.lowest_of_suit(1 << off_five | 1 << parse_card("9S"))
    assert low == parse_card("9S")
    assert trumps.off_jack is None


def test_the_presets_off_jack_is_the_list_of_one() -> None:
    for rules in PRESETS.values():
        if rules.off_cards not in ((), ("J",)):
            continue  # the eleven- and thirteen-point games: below
        deck = deck_of(rules)
        assert deck.off_ranks == ((JACK,) if rules.off_jack else ())
        for suit in range(4):
            trumps = deck.trumps(suit)
            assert trumps.off_cards == ((off_card(JACK, suit),) if rules.off_jack else ())


def test_the_rules_off_cards_drive_the_presets_decks() -> None:
    for name, ranks in (("eleven-point", (ACE, JACK)), ("thirteen-point", (JACK, THREE))):
        deck = deck_of(PRESETS[name])
        assert deck.off_ranks == ranks
        for suit in range(4):
            assert deck.trumps(suit).off_cards == tuple(off_card(r, suit) for r in ranks)


def test_a_rank_without_an_off_card_is_refused() -> None:
    with pytest.raises(ValueError, match="no off-card"):
        deck_for((KING,), 0, JokersRank.MARKED)
