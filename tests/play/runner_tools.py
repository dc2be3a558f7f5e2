"""What the tests of the one match loop share: a hand-wound clock, a listener that keeps what it
is told, a pace, players (a bot answering at once, a person answering when told), and a count of
the engine's ``apply`` as the runner calls it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

import pitch_desktop.engine.state as state_module
import pitch_desktop.play.runner as runner_module
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import Action, HandState
from pitch_desktop.play.runner import ActedBy, Answer, Hold, MatchRunner, Question, SeatPlayer


class HandWound:
    """A clock that moves only when told: steps run in the order they are due."""

    def __init__(self) -> None:
        self.now = 0.0
        self._due: list[tuple[float, int, Callable[[], None], list[bool]]] = []
        self._made = 0
        self.waits: list[float] = []

    def later(self, seconds: float, step: Callable[[], None]) -> _Handle:
        self._made += 1
        cancelled = [False]
        self.waits.append(seconds)
        self._due.append((self.now + seconds, self._made, step, cancelled))
        return _Handle(cancelled)

    def run(self, limit: int = 100_000) -> int:
        """Run every step due, in time order, until none is left; the steps run."""
        ran = 0
        while self._due and ran < limit:
            self._due.sort(key=lambda d: (d[0], d[1]))
            due, _, step, cancelled = self._due.pop(0)
            if cancelled[0]:
                continue
            self.now = max(self.now, due)
            step()
            ran += 1
        return ran


@dataclass
class _Handle:
    cancelled: list[bool]

    def cancel(self) -> None:
        self.cancelled[0] = True


@dataclass
class Heard:
    """What a listener was told."""

    dealt: list[MatchState] = field(default_factory=list)
    asked: list[tuple[int, Question | None]] = field(default_factory=list)
    applied: list[tuple[int, Action, ActedBy]] = field(default_factory=list)
    over: list[MatchState] = field(default_factory=list)
    paused: int = 0


class Listener:
    def __init__(self) -> None:
        self.heard = Heard()
        self.holds: list[Callable[[], None]] = []
        self.hold_each = False

    def dealt(self, match: MatchState) -> Hold | None:
        self.heard.dealt.append(match)
        return None

    def asked(self, seat: int, question: Question | None) -> None:
        self.heard.asked.append((seat, question))

    def applied(
        self, before: HandState, action: Action, after: MatchState, by: ActedBy
    ) -> Hold | None:
        self.heard.applied.append((before.to_act, action, by))
        if self.hold_each:
            return _Kept(self.holds)
        return None

    def hand_over(self, match: MatchState) -> None:
        self.heard.over.append(match)

    def paused(self) -> None:
        self.heard.paused += 1


@dataclass
class _Kept:
    holds: list[Callable[[], None]]

    def then(self, go_on: Callable[[], None]) -> None:
        self.holds.append(go_on)


class Pace:
    def __init__(self, bot: float = 0.0, trick: float | None = 0.0, hands: float | None = 0.0):
        self.bot, self.trick, self.hands = bot, trick, hands

    def before_apply(self, player: SeatPlayer, by: ActedBy, waited: float) -> float:
        return self.bot - waited if player.paced else 0.0

    def after_step(self, before: HandState, after: HandState) -> float | None:
        return self.trick if sum(after.tricks) > sum(before.tricks) else 0.0

    def between_hands(self) -> float | None:
        return self.hands


class BotSeat(SeatPlayer):
    """A bot that answers at once, with the seat's generator (or one of its own, as a client
    answering for a person would)."""

    def __init__(self, level: str, rng: random.Random | None = None) -> None:
        self.bot = make_bot(level)
        self.rng = rng

    def ask(self, answer: Answer) -> None:
        q = answer.question
        action = self.bot.choose(q.view, q.legal, self.rng or q.rng)
        answer.give(action, ActedBy.BOT, q.rng)


class Person(SeatPlayer):
    """A person who answers when the test says."""

    paced = False

    def __init__(self) -> None:
        self.answer: Answer | None = None
        self.withdrawn = 0

    def ask(self, answer: Answer) -> None:
        self.answer = answer

    def withdraw(self) -> None:
        self.withdrawn += 1
        self.answer = None


def counted_applies(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int, Action]]:
    """Each call of the engine's ``apply`` by the runner from now on: (seat, step, action)."""
    calls: list[tuple[int, int, Action]] = []
    engine_apply = state_module.apply

    def counting(hand: HandState, action: Action) -> HandState:
        calls.append((hand.to_act, len(hand.actions), action))
        return engine_apply(hand, action)

    monkeypatch.setattr(runner_module, "apply", counting)
    return calls


def new_runner(pace: Pace | None = None) -> tuple[MatchRunner, HandWound, Listener]:
    clock, listener = HandWound(), Listener()
    runner = MatchRunner(clock, listener, pace or Pace(), lambda: clock.now)
    return runner, clock, listener


def streams(rules: Rules, seed: int | str) -> tuple[random.Random, list[random.Random]]:
    """The dealer's generator and each seat's, as the desktop seeds them."""
    return random.Random(seed), [random.Random(f"{seed}/seat{s}") for s in range(rules.players)]
