"""The controller's vocabulary: the match set-up and the payloads of its signals.

Payloads are frozen dataclasses (after qutebrowser's documented signals), so the UI and the
tests read named fields, never positional tuples. Every payload that follows a change carries
``view``: what the human's seat may know after the change, so the table can always redraw from it
while it animates from the event itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.engine.state import Action, HandState
from pitch_desktop.engine.view import PlayerView

HUMAN_SEAT = 0  # the human always sits at seat 0, drawn at the bottom of the table


class Speed(StrEnum):
    """How fast the computer players act and the table moves."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def bot_delay_ms(self) -> int:
        """Least time between a bot's turn starting and its action being shown."""
        return {"slow": 1100, "normal": 600, "fast": 250, "instant": 0}[self.value]

    @property
    def trick_rest_ms(self) -> int:
        """How long a finished trick rests in the centre before it is gathered."""
        return {"slow": 1400, "normal": 800, "fast": 350, "instant": 0}[self.value]

    @property
    def animation_ms(self) -> int:
        """Length of a card's slide; 0 turns animation off."""
        return {"slow": 400, "normal": 250, "fast": 150, "instant": 0}[self.value]


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat: a display name and a bot level, or ``level=None`` for the human."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """Everything needed to start a match."""

    rules: Rules
    seats: tuple[SeatSetup, ...]
    speed: Speed = Speed.NORMAL
    seed: int | None = None  # None: a fresh random seed
    first_dealer: int | None = None  # None: drawn from the seed


@dataclass(frozen=True, slots=True)
class MatchStarted:
    setup: MatchSetup
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    dealer: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """A seat is to act. For the human, ``legal`` lists what may be done and ``prompt`` says it."""

    seat: int
    is_human: bool
    legal: tuple[Action, ...]
    prompt: str
    view: PlayerView


@dataclass(frozen=True, slots=True)
class BidMade:
    seat: int
    level: int  # 0 pass, 1-4, 5 smudge
    high_bid: int
    pitcher: int | None
    view: PlayerView


@dataclass(frozen=True, slots=True)
class AuctionOver:
    """The auction has ended: ``pitcher`` is None when the hand is thrown in."""

    pitcher: int | None
    bid: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: Card
    trump: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class TrickWon:
    winner: int
    leader: int
    cards: tuple[Card, ...]  # in play order, from ``leader``
    view: PlayerView


@dataclass(frozen=True, slots=True)
class HandScored:
    """A hand is over. ``score`` is None for a thrown-in hand."""

    hand: HandState
    score: HandScore | None
    scores_after: tuple[int, ...]
    winner: int | None  # the side that has won the match, if any


@dataclass(frozen=True, slots=True)
class MatchOver:
    winner: int
    scores: tuple[int, ...]
    history: tuple[HandState, ...] = field(default=())


@dataclass(frozen=True, slots=True)
class ActionRejected:
    """The human tried something the rules do not allow; nothing changed."""

    action: Action
    reason: str
