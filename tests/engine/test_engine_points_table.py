"""The points table is the one place of an award: its worth, how it is decided, its card and its
words (name, letter, card, a bot's reason). A row that lacks its words, or names a card it has
not, is refused when it is made, so at import: no award is ever worded "the ten of trump" by
default."""

from __future__ import annotations

import pytest

from pitch_desktop.engine.cards import TEN
from pitch_desktop.engine.points import (
    POINTS_TABLE,
    Award,
    AwardRow,
    AwardRowError,
    Carrier,
    Decided,
    Words,
)

CARD = Words("Ten", "10", "the Ten", "the ten of trump")


def test_every_award_has_its_words() -> None:
    for award, row in POINTS_TABLE.items():
        assert row.award is award
        assert row.words.name and row.words.letter and row.words.reason
        assert bool(row.words.card) == (row.decided is Decided.TAKEN)
    letters = [row.words.letter for row in POINTS_TABLE.values()]
    assert len(set(letters)) == len(letters)  # the score pad tells every award apart


@pytest.mark.parametrize(
    "words",
    [
        Words("", "10", "the Ten", "the ten of trump"),
        Words("Ten", "", "the Ten", "the ten of trump"),
        Words("Ten", "10", "", "the ten of trump"),
        Words("Ten", "10", "the Ten", None),
    ],
)
def test_a_card_award_without_its_words_is_refused(words: Words) -> None:
    with pytest.raises(AwardRowError, match="ten"):
        AwardRow(Award.TEN, 1, Decided.TAKEN, words, Carrier.TRUMP_RANK, TEN)


def test_only_a_card_award_names_a_card_and_a_rank_of_trump_names_its_rank() -> None:
    with pytest.raises(AwardRowError, match="names its card"):
        AwardRow(Award.GAME, 1, Decided.MOST, CARD)
    with pytest.raises(AwardRowError, match="needs its rank"):
        AwardRow(Award.TEN, 1, Decided.TAKEN, CARD, Carrier.TRUMP_RANK)
    assert AwardRow(Award.TEN, 1, Decided.TAKEN, CARD, Carrier.TRUMP_RANK, TEN).words is CARD
