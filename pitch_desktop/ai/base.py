"""The bot interface and the registry of levels.

A bot sees only a ``PlayerView`` and the legal actions, and draws any randomness from the
``random.Random`` it is handed, so the same view and seed always give the same choice whatever
the unseen cards are.
"""

from __future__ import annotations

import contextlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from pitch_desktop.engine.state import Action
from pitch_desktop.engine.view import PlayerView


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
        return self.choose(view, legal, rng), f"{self.name} chooses it"


class ReasonedBot(Bot):
    """A bot that works out a reason with every choice: ``advise`` is its one decision."""

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.advise(view, legal, rng)[0]

    @abstractmethod
    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        """The action and a short reason a player can read."""


_REGISTRY: dict[str, Callable[[], Bot]] = {}


def register(name: str) -> Callable[[type[Bot]], type[Bot]]:
    def deco(cls: type[Bot]) -> type[Bot]:
        cls.name = name
        _REGISTRY[name] = cls
        return cls

    return deco


def bot_names() -> list[str]:
    _load_all()
    return list(_REGISTRY)


def make_bot(name: str) -> Bot:
    _load_all()
    try:
        return _REGISTRY[name]()
    except KeyError:
        raise UnknownBotError(f"unknown bot {name!r} (one of {', '.join(_REGISTRY)})") from None


def _load_all() -> None:
    """Import the modules that register bots, so the registry is complete."""
    import importlib

    from pitch_desktop.ai import beginner, simple, standard  # noqa: F401

    # The expert level is optional: the game still offers the other levels without it.
    with contextlib.suppress(ImportError):
        importlib.import_module("pitch_desktop.ai.expert")
