"""The words of a match set-up, below everything that uses them: no Qt, no bots, no storage.

The controller starts matches from a ``MatchSetup``, the settings store and read it back, the
window edits it, and the bots' registry answers which levels a seat may have as a
``LevelChoice``; all of them import these types from here, so none needs another's layer.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pitch_desktop.engine.rules import Rules

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
class LevelChoice:
    """The bot levels a player may give a seat, in menu order, and the one a seat gets first."""

    keys: tuple[str, ...]
    default: str
