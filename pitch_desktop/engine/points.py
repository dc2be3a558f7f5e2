"""The table of awards a hand may score (RULES.md, "Points"): one row each.

Each row says what the award is worth, which card carries it (if any), how it is decided and what
the deck must hold for it. ``Rules.points`` lists the awards a table plays, in counting order;
``engine.scoring`` decides them from this table and nothing else, so adding an award is a row here
and its scripted hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from .cards import FIVE, JACK, TEN, THREE


class Award(StrEnum):
    HIGH = "high"
    LOW = "low"
    JACK = "jack"
    OFF_JACK = "off_jack"
    BIG_JOKER = "big_joker"
    LITTLE_JOKER = "little_joker"
    TEN = "ten"
    THREE = "three"
    FIVE = "five"
    GAME = "game"


class Decided(Enum):
    """How an award finds its side."""

    HIGHEST = "highest"  # the highest trump in play, to its holder's side
    LOWEST = "lowest"  # the lowest card of the trump suit in play (``low_goes_to``)
    TAKEN = "taken"  # its card, to the side that wins the trick holding it
    MOST = "most"  # the most card points in tricks, strictly


class Carrier(Enum):
    """The card behind a ``TAKEN`` award, once trump is known."""

    TRUMP_RANK = "trump_rank"  # a rank of the trump suit (``rank``)
    OFF_JACK = "off_jack"
    BIG_JOKER = "big_joker"
    LITTLE_JOKER = "little_joker"


@dataclass(frozen=True, slots=True)
class AwardRow:
    award: Award
    worth: int
    decided: Decided
    carrier: Carrier | None = None
    rank: int | None = None  # with ``Carrier.TRUMP_RANK``
    needs_off_jack: bool = False
    needs_jokers: int = 0  # jokers the deck must hold


POINTS_TABLE: dict[Award, AwardRow] = {
    row.award: row
    for row in (
        AwardRow(Award.HIGH, 1, Decided.HIGHEST),
        AwardRow(Award.LOW, 1, Decided.LOWEST),
        AwardRow(Award.JACK, 1, Decided.TAKEN, Carrier.TRUMP_RANK, JACK),
        AwardRow(Award.OFF_JACK, 1, Decided.TAKEN, Carrier.OFF_JACK, needs_off_jack=True),
        AwardRow(Award.BIG_JOKER, 1, Decided.TAKEN, Carrier.BIG_JOKER, needs_jokers=1),
        AwardRow(Award.LITTLE_JOKER, 1, Decided.TAKEN, Carrier.LITTLE_JOKER, needs_jokers=2),
        AwardRow(Award.TEN, 1, Decided.TAKEN, Carrier.TRUMP_RANK, TEN),
        AwardRow(Award.THREE, 3, Decided.TAKEN, Carrier.TRUMP_RANK, THREE),
        AwardRow(Award.FIVE, 5, Decided.TAKEN, Carrier.TRUMP_RANK, FIVE),
        AwardRow(Award.GAME, 1, Decided.MOST),
    )
}

AWARDS: tuple[Award, ...] = tuple(POINTS_TABLE)
# The four-point family, and so the points of every record written before the families.
FOUR_POINTS: tuple[Award, ...] = (Award.HIGH, Award.LOW, Award.JACK, Award.GAME)
# Every award at once: the most a hand could ever score, and so the bids' ceiling.
MOST_POINTS = sum(row.worth for row in POINTS_TABLE.values())


def worth(award: Award) -> int:
    return POINTS_TABLE[award].worth
