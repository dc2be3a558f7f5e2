"""The registry of bot levels: which levels there are, their words, and a bot of each.

Every level's module registers its bot class with ``base.register`` when imported; this module
imports them all first, so the registry is complete whoever asks. Adding a level: a new module
with a ``@register(Level(...))`` bot class, and its import here. A level whose module fails to
import fails the import of the registry, loudly.
"""

from __future__ import annotations

from pitch_desktop.match_setup import LevelChoice

from . import beginner, expert, simple, standard  # noqa: F401 - each registers its level
from .base import _REGISTRY, Bot, Level

# The level a computer seat gets unless the player chooses another.
DEFAULT_LEVEL = "standard"


class UnknownBotError(ValueError):
    """A bot name that is not registered."""


def levels(*, for_players: bool = False) -> list[Level]:
    """Every registered level in menu order; ``for_players`` leaves out the testing ones."""
    found = sorted((lv for lv, _ in _REGISTRY.values()), key=lambda lv: lv.order)
    return [lv for lv in found if not (for_players and lv.for_testing)]


def level_of(key: str) -> Level:
    try:
        return _REGISTRY[key][0]
    except KeyError:
        raise _unknown(key) from None


def player_levels() -> LevelChoice:
    """The levels a player may seat, for the set-up and the settings to validate against."""
    keys = tuple(lv.key for lv in levels(for_players=True))
    return LevelChoice(keys=keys, default=DEFAULT_LEVEL if DEFAULT_LEVEL in keys else keys[0])


def bot_names() -> list[str]:
    """Every registered level's key, testing levels included (the command line takes them)."""
    return [lv.key for lv in levels()]


def make_bot(name: str) -> Bot:
    try:
        return _REGISTRY[name][1]()
    except KeyError:
        raise _unknown(name) from None


def bot_with_work(name: str, work: int | None = None) -> Bot:
    """The bot ``name``; with ``work``, one that does that fixed amount of work per decision
    (sampled deals) instead of watching a clock, where the level supports it."""
    bot = make_bot(name)
    fixed = getattr(type(bot), "fixed_work", None)
    if work is not None and callable(fixed):
        made = fixed(work)
        if isinstance(made, Bot):
            return made
    return bot


def _unknown(name: str) -> UnknownBotError:
    return UnknownBotError(f"unknown bot {name!r} (one of {', '.join(bot_names())})")
