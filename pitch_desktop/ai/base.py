"""The bot interface and the registry of levels.

A bot sees only a ``PlayerView`` and the legal actions, and draws any randomness from the
``random.Random`` it is handed, so the same view and seed always give the same choice whatever
the unseen cards are.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pitch_desktop.engine.state import Action
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import LevelChoice
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .reasons import reason


class UnknownBotError(ValueError):
    """A bot name that is not registered."""


class Bot(ABC):
    """A computer player: a bidder and a card player for every rule setting."""

    name: str = "bot"

    @abstractmethod
    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """The action to take; must be one of ``legal``."""

    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        """The action with a short reason a player can read (hints, ``pitch-cli advise``)."""
        return self.choose(view, legal, rng), reason(
            QT_TRANSLATE_NOOP("BotReason", "{bot} chooses it"), bot=self.name
        )


class ReasonedBot(Bot):
    """A bot that works out a reason with every choice: ``advise`` is its one decision."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng)[0]

    @abstractmethod
    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        """The action and a short reason a player can read."""


@dataclass(frozen=True, slots=True)
class Level:
    """A bot level as players see it: its key in records and settings, and its words.

    ``name`` and ``description`` are English marked for translation (context ``BotLevel``); the
    window shows them translated. ``order`` sorts the seat menus, weakest first; a level
    ``for_testing`` is never offered to a player.
    """

    key: str
    name: str
    description: str
    order: int
    for_testing: bool = False


# The level a computer seat gets unless the player chooses another.
DEFAULT_LEVEL = "standard"

_REGISTRY: dict[str, tuple[Level, type[Bot]]] = {}


def register(level: Level) -> Callable[[type[Bot]], type[Bot]]:
    """Class decorator: make ``level`` playable by the decorated bot class."""

    def deco(cls: type[Bot]) -> type[Bot]:
        cls.name = level.key
        _REGISTRY[level.key] = (level, cls)
        return cls

    return deco


def levels(*, for_players: bool = False) -> list[Level]:
    """Every registered level in menu order; ``for_players`` leaves out the testing ones."""
    _load_all()
    found = sorted((lv for lv, _ in _REGISTRY.values()), key=lambda lv: lv.order)
    return [lv for lv in found if not (for_players and lv.for_testing)]


def level_of(key: str) -> Level:
    _load_all()
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
    _load_all()
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


def _load_all() -> None:
    """Import the modules that register bots, so the registry is complete.

    Adding a level: a new module with a ``@register(Level(...))`` bot class, imported here.
    The import waits for the first question to the registry because every level's module
    imports this one (for ``register``); a level that fails to import fails here, loudly.
    """
    from pitch_desktop.ai import beginner, expert, simple, standard  # noqa: F401
