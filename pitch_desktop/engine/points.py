"""The table of awards a hand may score (RULES.md, "Points"): one row each.

Each row says what the award is worth, which card carries it (if any), how it is decided and what
the deck must hold for it, and its words: its name, its letter on the score pad, its card in the
rules' words and its name in a bot's reason (each marked for translation in the context the
window translates it in). ``Rules.points`` lists the awards a table plays, in counting order;
``engine.scoring`` decides them from this table and nothing else, and the window and the bots
word them from it, so adding an award is a row here and its scripted hand. A row without its
words is refused when the module is imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .cards import ACE, FIVE, JACK, RANKS, TEN, THREE


class Award(StrEnum):
    HIGH = "high"
    LOW = "low"
    JACK = "jack"
    OFF_JACK = "off_jack"
    OFF_ACE = "off_ace"
    OFF_THREE = "off_three"
    OFF_FIVE = "off_five"
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
    OFF_RANK = "off_rank"  # the off-card of a rank (``rank``): its twin in trump's colour
    BIG_JOKER = "big_joker"
    LITTLE_JOKER = "little_joker"


class AwardRowError(ValueError):
    """A row of the points table that cannot be played or shown (its words missing)."""


@dataclass(frozen=True, slots=True)
class Words:
    """An award's words, in English, each marked for the window's translation."""

    name: str  # context "RulesText": "Jack"
    letter: str  # context "ScorePad": "J"
    reason: str  # context "BotReason": "the Jack"
    card: str | None = None  # context "RulesText", for a card award: "the jack of trump"


@dataclass(frozen=True, slots=True)
class AwardRow:
    award: Award
    worth: int
    decided: Decided
    words: Words
    carrier: Carrier | None = None
    rank: int | None = None  # with ``Carrier.TRUMP_RANK`` or ``Carrier.OFF_RANK``
    needs_jokers: int = 0  # jokers the deck must hold

    def __post_init__(self) -> None:
        w = self.words
        if not (w.name and w.letter and w.reason):
            raise AwardRowError(f"the award {self.award.value} has no name, letter or reason")
        if (self.decided is Decided.TAKEN) != bool(w.card):
            raise AwardRowError(
                f"the award {self.award.value}: a card award, and only one, names its card"
            )
        if (self.carrier in _RANKED) != (self.rank is not None):
            raise AwardRowError(f"the award {self.award.value}: a rank of trump needs its rank")

    @property
    def needs_off_card(self) -> str | None:
        """The rank (``"J"``) whose off-card the rules' ``off_cards`` must hold, if any."""
        if self.carrier is Carrier.OFF_RANK and self.rank is not None:
            return RANKS[self.rank]
        return None


# The carriers that name a rank.
_RANKED = frozenset({Carrier.TRUMP_RANK, Carrier.OFF_RANK})


POINTS_TABLE: dict[Award, AwardRow] = {
    row.award: row
    for row in (
        AwardRow(
            Award.HIGH,
            1,
            Decided.HIGHEST,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "High"),
                QT_TRANSLATE_NOOP("ScorePad", "H"),
                QT_TRANSLATE_NOOP("BotReason", "High"),
            ),
        ),
        AwardRow(
            Award.LOW,
            1,
            Decided.LOWEST,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Low"),
                QT_TRANSLATE_NOOP("ScorePad", "L"),
                QT_TRANSLATE_NOOP("BotReason", "Low"),
            ),
        ),
        AwardRow(
            Award.JACK,
            1,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Jack"),
                QT_TRANSLATE_NOOP("ScorePad", "J"),
                QT_TRANSLATE_NOOP("BotReason", "the Jack"),
                QT_TRANSLATE_NOOP("RulesText", "the jack of trump"),
            ),
            Carrier.TRUMP_RANK,
            JACK,
        ),
        AwardRow(
            Award.OFF_JACK,
            1,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Off-jack"),
                QT_TRANSLATE_NOOP("ScorePad", "O"),
                QT_TRANSLATE_NOOP("BotReason", "the Off-Jack"),
                QT_TRANSLATE_NOOP("RulesText", "the off-jack"),
            ),
            Carrier.OFF_RANK,
            JACK,
        ),
        AwardRow(
            Award.OFF_ACE,
            1,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Off-ace"),
                QT_TRANSLATE_NOOP("ScorePad", "OA"),
                QT_TRANSLATE_NOOP("BotReason", "the Off-Ace"),
                QT_TRANSLATE_NOOP("RulesText", "the off-ace"),
            ),
            Carrier.OFF_RANK,
            ACE,
        ),
        AwardRow(
            Award.OFF_THREE,
            3,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Off-three"),
                QT_TRANSLATE_NOOP("ScorePad", "O3"),
                QT_TRANSLATE_NOOP("BotReason", "the Off-Three"),
                QT_TRANSLATE_NOOP("RulesText", "the off-three"),
            ),
            Carrier.OFF_RANK,
            THREE,
        ),
        AwardRow(
            Award.OFF_FIVE,
            5,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Off-five"),
                QT_TRANSLATE_NOOP("ScorePad", "O5"),
                QT_TRANSLATE_NOOP("BotReason", "the Off-Five"),
                QT_TRANSLATE_NOOP("RulesText", "the off-five"),
            ),
            Carrier.OFF_RANK,
            FIVE,
        ),
        AwardRow(
            Award.BIG_JOKER,
            1,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Big joker"),
                QT_TRANSLATE_NOOP("ScorePad", "BJ"),
                QT_TRANSLATE_NOOP("BotReason", "the Big Joker"),
                QT_TRANSLATE_NOOP("RulesText", "the big joker"),
            ),
            Carrier.BIG_JOKER,
            needs_jokers=1,
        ),
        AwardRow(
            Award.LITTLE_JOKER,
            1,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Little joker"),
                QT_TRANSLATE_NOOP("ScorePad", "LJ"),
                QT_TRANSLATE_NOOP("BotReason", "the Little Joker"),
                QT_TRANSLATE_NOOP("RulesText", "the little joker"),
            ),
            Carrier.LITTLE_JOKER,
            needs_jokers=2,
        ),
        AwardRow(
            Award.TEN,
            1,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Ten"),
                QT_TRANSLATE_NOOP("ScorePad", "10"),
                QT_TRANSLATE_NOOP("BotReason", "the Ten"),
                QT_TRANSLATE_NOOP("RulesText", "the ten of trump"),
            ),
            Carrier.TRUMP_RANK,
            TEN,
        ),
        AwardRow(
            Award.THREE,
            3,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Three"),
                QT_TRANSLATE_NOOP("ScorePad", "3"),
                QT_TRANSLATE_NOOP("BotReason", "the Three"),
                QT_TRANSLATE_NOOP("RulesText", "the three of trump"),
            ),
            Carrier.TRUMP_RANK,
            THREE,
        ),
        AwardRow(
            Award.FIVE,
            5,
            Decided.TAKEN,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Five"),
                QT_TRANSLATE_NOOP("ScorePad", "5"),
                QT_TRANSLATE_NOOP("BotReason", "the Five"),
                QT_TRANSLATE_NOOP("RulesText", "the five of trump"),
            ),
            Carrier.TRUMP_RANK,
            FIVE,
        ),
        AwardRow(
            Award.GAME,
            1,
            Decided.MOST,
            Words(
                QT_TRANSLATE_NOOP("RulesText", "Game"),
                QT_TRANSLATE_NOOP("ScorePad", "G"),
                QT_TRANSLATE_NOOP("BotReason", "Game"),
            ),
        ),
    )
}
AWARDS: tuple[Award, ...] = tuple(POINTS_TABLE)
# The four-point family, and so the points of every record written before the families.
FOUR_POINTS: tuple[Award, ...] = (Award.HIGH, Award.LOW, Award.JACK, Award.GAME)
# Every award at once: the most a hand could ever score, and so the bids' ceiling.
MOST_POINTS = sum(row.worth for row in POINTS_TABLE.values())


def worth(award: Award) -> int:
    return POINTS_TABLE[award].worth
