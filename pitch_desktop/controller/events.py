"""The controller's vocabulary: the match set-up and the payloads of its signals.

Payloads are frozen dataclasses (after qutebrowser's documented signals), so the UI and the
tests read named fields, never positional tuples. Every payload that follows a change carries
``view``: what the seat the window shows may know after the change, so the table can always
redraw from it while it animates from the event itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.engine.state import Action, HandState
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup


@dataclass(frozen=True, slots=True)
class MatchStarted:
    """A match begins, or comes back (a resume, a rejoin): ``scores`` as they stand, and
    ``hands`` the hands already played, in order, so the score pad can write each row again.
    A table that does not know its earlier hands (an older server) leaves ``hands`` empty
    while ``scores`` are not all zero."""

    setup: MatchSetup
    scores: tuple[int, ...]
    hands: tuple[HandScored, ...] = ()


@dataclass(frozen=True, slots=True)
class HandStarted:
    hand_number: int
    dealer: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class TurnStarted:
    """A seat is to act. ``is_local``: a person at this window, for whom ``legal`` lists what
    may be done and ``prompt`` says it."""

    seat: int
    is_local: bool
    legal: tuple[Action, ...]
    prompt: str
    view: PlayerView
    # The seat's person has dropped (a table with friends): ``prompt`` says so, and when a
    # computer plays for them, instead of "is thinking".
    away: bool = False


@dataclass(frozen=True, slots=True)
class ViewerChanged:
    """The window now shows ``seat`` (another person at this window is to act): redraw the
    table from ``view``, that seat at the bottom."""

    seat: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class BidMade:
    """A seat spoke. ``matched``: the dealer took the high bid by matching it (a steal);
    ``stuck``: the seat was a dealer stuck with the bid after everyone passed."""

    seat: int
    level: int  # 0 pass, 1-4, 5 smudge
    high_bid: int  # after this bid
    pitcher: int | None  # after this bid
    view: PlayerView
    previous_high: int = 0  # the high bid before this one
    matched: bool = False
    stuck: bool = False


@dataclass(frozen=True, slots=True)
class AuctionOver:
    """The auction has ended: ``pitcher`` is None when the hand is thrown in."""

    pitcher: int | None
    bid: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card was played; ``winning_seat`` is the seat whose card wins the trick so far (its
    taker when this card completes it)."""

    seat: int
    card: Card
    trump: int
    view: PlayerView
    winning_seat: int


@dataclass(frozen=True, slots=True)
class TrickWon:
    winner: int
    leader: int
    cards: tuple[Card, ...]  # in play order, from ``leader``
    view: PlayerView
    seats: tuple[int, ...]  # who played each card (with the draw-back, those still in)


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    """With the draw-back: the pitcher named trump."""

    seat: int
    trump: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """With the draw-back: a player threw what was not trump and drew (the pitcher: the rest
    of the stock). ``thrown`` counts the dealt cards thrown, ``drawn`` the cards drawn, and
    ``dead`` those of them that were not trump and went straight out."""

    seat: int
    thrown: int
    drawn: int
    dead: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    """The pitcher, having taken the kitty, discarded a card face down: ``card`` is known only
    to the pitcher's own seat (None everywhere else); ``left`` is how many it still discards."""

    seat: int
    card: Card | None
    left: int
    view: PlayerView


@dataclass(frozen=True, slots=True)
class TrumpBurned:
    """With the draw-back: a player over six trumps burned one, face up."""

    seat: int
    card: Card
    view: PlayerView


@dataclass(frozen=True, slots=True)
class PartnerCalled:
    """A called partner: the pitcher, having named trump, called a trump it does not hold;
    whoever holds it is its partner for the hand (told to the partner alone until shown)."""

    seat: int
    card: Card
    view: PlayerView


@dataclass(frozen=True, slots=True)
class PackRobbed:
    """The refill: the dealer, holding the rest of the stock, threw one card. A non-trump goes
    face down (``card`` is known to the dealer's own seat only, None elsewhere); holding
    trumps only, a trump goes face up (``face_up``, its card told to all)."""

    seat: int
    card: Card | None
    face_up: bool
    left: int  # cards still to throw, down to six
    view: PlayerView


@dataclass(frozen=True, slots=True)
class HandScored:
    """A hand is over. ``score`` is None for a thrown-in hand. ``hand`` is None only at a
    network table, for a hand its seat did not see whole (one thrown in: the others' cards
    were never shown)."""

    hand: HandState | None
    score: HandScore | None
    scores_after: tuple[int, ...]
    winner: int | None  # the side that has won the match, if any

    @classmethod
    def of(cls, hand: HandState) -> HandScored:
        """A finished hand of a match's history, as it was announced when it ended."""
        return cls(hand=hand, score=hand.score, scores_after=hand.scores_after, winner=hand.winner)


@dataclass(frozen=True, slots=True)
class MatchOver:
    """The match is won. ``history``: its hands; a network table gives ``scored`` instead,
    the score of each hand (None: thrown in), since it does not hold every hand."""

    winner: int
    scores: tuple[int, ...]
    history: tuple[HandState, ...] = field(default=())
    scored: tuple[HandScore | None, ...] | None = None

    @property
    def hand_scores(self) -> tuple[HandScore | None, ...]:
        """The score of each hand of the match, in order (None: thrown in)."""
        if self.scored is not None:
            return self.scored
        return tuple(hand.score for hand in self.history)


@dataclass(frozen=True, slots=True)
class ActionRejected:
    """The human tried something the rules do not allow; nothing changed."""

    action: Action
    reason: str


@dataclass(frozen=True, slots=True)
class Hint:
    """The expert's advice for the human's decision in ``view``: an action and why;
    ``matched``: the advice is the dealer's taking the high bid by matching it."""

    action: Action
    reason: str
    view: PlayerView
    matched: bool = False


@dataclass(frozen=True, slots=True)
class ClaimOffered:
    """The person to play at this window surely takes every trick left, whatever the others
    hold and play (``ai.claim``, proven from ``view`` alone): they may claim the rest."""

    seat: int
    view: PlayerView


class TroubleKind(StrEnum):
    """What went wrong with a computer player's decision."""

    STALLED = "stalled"  # no answer by the deadline: the worker was killed, asked again
    DIED = "died"  # the worker process ended: asked again in a thread
    STAND_IN = "stand_in"  # no answer in a thread either: a stand-in action was played


@dataclass(frozen=True, slots=True)
class BotTrouble:
    """A computer player's decision went wrong and the match went on without it.

    ``message`` is one translated sentence the window can show the player.
    """

    seat: int
    kind: TroubleKind
    message: str
