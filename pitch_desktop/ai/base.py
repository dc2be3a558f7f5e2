"""The bot interface, and ``register``, by which a level's module names the class that plays it.

The levels and their words are listed in ``registry``, which imports a level's module only when
a bot of that level is first made; this module imports none of them, so no import runs in a circle.

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
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .reasons import reason


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


# Each level's bot class by its key, filled in as the levels' modules are imported.
_BOT_CLASSES: dict[str, type[Bot]] = {}


def register(key: str) -> Callable[[type[Bot]], type[Bot]]:
    """Class decorator: the decorated class plays the level ``key`` (listed in ``registry``)."""

    def deco(cls: type[Bot]) -> type[Bot]:
        cls.name = key
        _BOT_CLASSES[key] = cls
        return cls

    return deco
