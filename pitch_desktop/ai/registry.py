"""The registry of bot levels: which levels there are, their words, and a bot of each.

The levels are listed here with the module that plays each; a level's module is imported when a
bot of that level is first made, so that the window, the menus and the settings, which need only
the levels' words, never load the bots (they think in a worker process of their own). The
module's class says which level it plays with ``@base.register(key)``. Adding a level: a module
with a ``@register("key")`` bot class, and its line in ``_LEVELS``. A level whose module fails to
import, or does not register its class, fails the making of its bot, loudly.
"""

from __future__ import annotations

import importlib

from pitch_desktop.match_setup import LevelChoice
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .base import _BOT_CLASSES, Bot, Level

# The level a computer seat gets unless the player chooses another.
DEFAULT_LEVEL = "standard"

# Every level, with the module under ``pitch_desktop.ai`` whose registered class plays it (menus
# sort the levels by ``order``, weakest first).
_LEVELS: tuple[tuple[Level, str], ...] = (
    (
        Level(
            key="random",
            name=QT_TRANSLATE_NOOP("BotLevel", "Random"),
            description=QT_TRANSLATE_NOOP("BotLevel", "Any legal action: for tests."),
            order=0,
            for_testing=True,
        ),
        "simple",
    ),
    (
        Level(
            key="greedy",
            name=QT_TRANSLATE_NOOP("BotLevel", "Greedy"),
            description=QT_TRANSLATE_NOOP(
                "BotLevel", "A yardstick: bids its likely points and wins a trick when it can."
            ),
            order=1,
            for_testing=True,
        ),
        "simple",
    ),
    (
        Level(
            key="beginner",
            name=QT_TRANSLATE_NOOP("BotLevel", "Beginner"),
            description=QT_TRANSLATE_NOOP(
                "BotLevel", "Bids a simple count in its best suit and wins with high cards."
            ),
            order=10,
        ),
        "beginner",
    ),
    (
        Level(
            key="standard",
            name=QT_TRANSLATE_NOOP("BotLevel", "Standard"),
            description=QT_TRANSLATE_NOOP(
                "BotLevel",
                "A good club player: counts trumps, reads voids, protects Low and the Jack.",
            ),
            order=20,
        ),
        "standard",
    ),
    (
        Level(
            key="expert",
            name=QT_TRANSLATE_NOOP("BotLevel", "Expert"),
            description=QT_TRANSLATE_NOOP(
                "BotLevel", "Plays out many deals of the hidden cards consistent with all it saw."
            ),
            order=30,
        ),
        "expert",
    ),
)
_BY_KEY: dict[str, tuple[Level, str]] = {level.key: (level, module) for level, module in _LEVELS}


class UnknownBotError(ValueError):
    """A bot name that is not registered."""


class LevelModuleError(ImportError):
    """A level's module was imported but registers no class for the level."""


def levels(*, for_players: bool = False) -> list[Level]:
    """Every registered level in menu order; ``for_players`` leaves out the testing ones."""
    found = sorted((lv for lv, _ in _LEVELS), key=lambda lv: lv.order)
    return [lv for lv in found if not (for_players and lv.for_testing)]


def level_of(key: str) -> Level:
    """The level ``key``; ``UnknownBotError`` if there is none (no bot module is imported)."""
    try:
        return _BY_KEY[key][0]
    except KeyError:
        raise _unknown(key) from None


def player_levels() -> LevelChoice:
    """The levels a player may seat, for the set-up and the settings to validate against."""
    keys = tuple(lv.key for lv in levels(for_players=True))
    return LevelChoice(keys=keys, default=DEFAULT_LEVEL if DEFAULT_LEVEL in keys else keys[0])


def bot_names() -> list[str]:
    """Every registered level's key, testing levels included (the command line takes them)."""
    return [lv.key for lv in levels()]


def bot_class(name: str) -> type[Bot]:
    """The class that plays the level ``name``, its module imported the first time."""
    try:
        module = _BY_KEY[name][1]
    except KeyError:
        raise _unknown(name) from None
    found = _BOT_CLASSES.get(name)
    if found is None:
        importlib.import_module(f"{__package__}.{module}")
        found = _BOT_CLASSES.get(name)
    if found is None:
        raise LevelModuleError(f"pitch_desktop.ai.{module} registers no bot for the level {name!r}")
    return found


def make_bot(name: str) -> Bot:
    return bot_class(name)()


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
