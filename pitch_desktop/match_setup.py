"""The words of a match set-up, below everything that uses them: no Qt, no bots, no storage.

The controller starts matches from a ``MatchSetup``, the settings store and read it back, the
window edits it, and the bots' registry answers which levels a seat may have as a
``LevelChoice``; all of them import these types from here, so none needs another's layer.
``SeatKind`` is the one vocabulary of seat kinds (``play.seats``), shared with the table server.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pitch_desktop.engine.rules import Rules
from pitch_desktop.play.seats import SETUP_SEAT_KINDS, SeatKind

__all__ = ["LevelChoice", "MatchSetup", "SeatKind", "SeatSetup", "SeatSetupError", "Speed"]


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
    def draw_rest_ms(self) -> int:
        """How long the table rests after a person here threw and drew, so that they can see
        what went and what came (a click or Space ends it sooner)."""
        return {"slow": 6000, "normal": 4000, "fast": 2500, "instant": 0}[self.value]

    @property
    def animation_ms(self) -> int:
        """Length of a card's slide; 0 turns animation off."""
        return {"slow": 400, "normal": 250, "fast": 150, "instant": 0}[self.value]


class SeatSetupError(ValueError):
    """A seat that names no kind, or a computer player without a level."""


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat: a display name, who acts for it, and for a computer player its level.

    A person's seat may name a level too: the computer player that stands in while they are
    away (None: the default level).
    """

    name: str
    kind: SeatKind
    level: str | None = None

    def __post_init__(self) -> None:
        try:
            kind = SeatKind(self.kind)
        except ValueError:
            raise SeatSetupError(f"{self.kind!r} is not a kind of seat") from None
        if kind not in SETUP_SEAT_KINDS:  # a network table's word, never a desktop match's
            raise SeatSetupError(f"{kind.value!r} is not a kind of seat in a match set-up")
        object.__setattr__(self, "kind", kind)
        if self.kind is SeatKind.BOT and not self.level:
            raise SeatSetupError(f"the computer player {self.name!r} has no level")

    @classmethod
    def local(cls, name: str) -> SeatSetup:
        """A person at this computer."""
        return cls(name, SeatKind.LOCAL)

    @classmethod
    def bot(cls, name: str, level: str) -> SeatSetup:
        """A computer player at ``level``."""
        return cls(name, SeatKind.BOT, level)

    @property
    def is_person(self) -> bool:
        """Someone plays this seat, here or elsewhere: their cards are theirs to see."""
        return self.kind is not SeatKind.BOT

    @property
    def is_local(self) -> bool:
        """A person at this computer: the window asks them."""
        return self.kind is SeatKind.LOCAL


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """Everything needed to start a match."""

    rules: Rules
    seats: tuple[SeatSetup, ...]
    speed: Speed = Speed.NORMAL
    seed: int | None = None  # None: a fresh random seed
    first_dealer: int | None = None  # None: drawn from the seed

    @property
    def local_seats(self) -> tuple[int, ...]:
        """The seats of the people at this computer, in seat order."""
        return tuple(seat for seat, s in enumerate(self.seats) if s.is_local)

    @property
    def viewer_seat(self) -> int:
        """The seat the window shows at the bottom of the table when the match starts: the
        first person at this computer, or seat 0 when only computer players play."""
        local = self.local_seats
        return local[0] if local else 0

    @property
    def you_seat(self) -> int | None:
        """The seat the window speaks to as "you": the only person at this computer; None when
        several share it (each is called by name) or nobody plays here."""
        local = self.local_seats
        return local[0] if len(local) == 1 else None


@dataclass(frozen=True, slots=True)
class LevelChoice:
    """The bot levels a player may give a seat, in menu order, and the one a seat gets first."""

    keys: tuple[str, ...]
    default: str
