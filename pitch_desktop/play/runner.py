"""One match loop for every table: ask the seat to act, take its answer, apply it once, tell.

The desktop and the table server play a match the same way: deal, ask whoever acts for the seat
to act (a ``SeatPlayer``: a person here, a bot, a stand-in, a person at another computer), take
the first answer to that question, check and apply it once through the engine, tell a
``RunnerListener`` what happened, wait as the pace says, and go on until the match is won.
What differs is outside: how time passes (the ``Clock``: Qt timers on the desktop, the asyncio
loop at the server), how long the table waits (``Pace``), and what the listener does with the
news (signals for a window, views and saves for a server).

The runner is pure: no Qt, no network, no threads. Everything happens in calls to its methods
and in the steps its clock runs; an answer that comes after its question was withdrawn (the
seat given to another player, the runner stopped or taken back) is dropped.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Protocol

from pitch_desktop.engine.match import MatchState, continue_match, deal_next
from pitch_desktop.engine.state import (
    DRAW,
    Action,
    EngineError,
    HandState,
    Phase,
    apply,
    legal_actions,
)
from pitch_desktop.engine.view import PlayerView, view_of


class ActedBy(StrEnum):
    """Who answered for the seat: its person, a bot seat, a stand-in for an away person, or
    nobody (the draw-back's draw is forced). The table server's messages say it in these words
    (``pitch-net/1``'s ``last.by``)."""

    PERSON = "person"
    BOT = "bot"
    STAND_IN = "stand_in"
    FORCED = "forced"


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """The scheduler port: run ``step`` once after ``seconds`` (0: as soon as the caller is
    done), unless cancelled first."""

    def later(self, seconds: float, step: Callable[[], None]) -> Timer: ...


class Hold(Protocol):
    """Something the listener must finish before the match goes on (a table's file written
    before anyone is shown the new state): ``then`` runs ``go_on`` once it is done."""

    def then(self, go_on: Callable[[], None]) -> None: ...


@dataclass(frozen=True, slots=True)
class Question:
    """One question to a seat's player: what the seat may know and do now. ``rng`` is the
    seat's own generator as it stands; a player that draws from it answers with it."""

    seat: int
    hand_number: int
    step: int  # actions taken in the hand so far
    view: PlayerView
    legal: tuple[Action, ...]
    rng: random.Random


class AnswerRefusedError(Exception):
    """An answer the runner does not take: no question is open for it (``stale``) or the
    engine refuses the action (``illegal``, with the engine's error as the cause)."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class Answer:
    """The way back to the runner for one question: ``give`` at most once counts."""

    __slots__ = ("_runner", "_ticket", "question")

    def __init__(self, runner: MatchRunner, ticket: int, question: Question) -> None:
        self._runner = runner
        self._ticket = ticket
        self.question = question

    @property
    def open(self) -> bool:
        """Whether the runner still waits for this answer."""
        return self._runner._open_ticket == self._ticket

    def give(self, action: Action, by: ActedBy, rng: random.Random | None = None) -> None:
        """Answer the question (``rng``: the seat's generator after deciding, if it drew).
        Raises ``AnswerRefusedError`` when the question is closed or the engine refuses the action:
        then nothing changes and the question stays as it was."""
        self._runner._take(self._ticket, action, by, rng)


class SeatPlayer(ABC):
    """Whoever acts for one seat: asked with a ``Question``, answers through ``Answer.give``,
    now or later. ``paced``: after its answer the table waits out the pace, so people can
    follow a computer player's move."""

    paced: bool = True

    @abstractmethod
    def ask(self, answer: Answer) -> None:
        """Decide for ``answer.question`` and give the answer, now or later."""

    def withdraw(self) -> None:  # noqa: B027 - most players hold nothing to let go
        """The question is void: an answer to it would be dropped."""


class RunnerListener(Protocol):
    """What a table does with the news. A method may stop or restart the runner; the runner
    then goes no further with what it was doing. ``applied`` may return a ``Hold``."""

    def dealt(self, match: MatchState) -> Hold | None: ...

    def asked(self, seat: int, question: Question | None) -> None:
        """The seat is asked (None: its step is forced and nobody is asked)."""

    def applied(
        self, before: HandState, action: Action, after: MatchState, by: ActedBy
    ) -> Hold | None: ...

    def hand_over(self, match: MatchState) -> None: ...

    def paused(self) -> None:
        """The runner holds after a step until ``go_on`` (the pace said so)."""


class Pace(Protocol):
    """How long the table waits, in seconds. ``after_step`` may say None: hold until
    ``MatchRunner.go_on`` (a person looking at a trick); ``between_hands`` None: until
    ``MatchRunner.next_hand``."""

    def before_apply(self, player: SeatPlayer, by: ActedBy, waited: float) -> float: ...

    def after_step(self, before: HandState, after: HandState) -> float | None: ...

    def between_hands(self) -> float | None: ...


class DealSource(Protocol):
    """Where the hands come from when they are not the runner's to shuffle (the deals of the
    day): each hand put in play with every seat's generator fresh for it."""

    def has_next(self, match: MatchState) -> bool:
        """Whether another hand is to be dealt after the hands of ``match``."""

    def deal(self, match: MatchState) -> tuple[MatchState, list[random.Random]]:
        """``match`` with its next hand in play, and the seats' generators for that hand."""


class Waiting(Enum):
    """What the runner waits for."""

    NOTHING = "nothing"  # stopped, or not started
    STEP = "step"  # a step its clock runs
    ANSWER = "answer"  # the player of the seat to act
    HOLD = "hold"  # the listener (a file being written)
    GO_ON = "go_on"  # ``go_on``, after a trick
    NEXT_HAND = "next_hand"  # ``next_hand``
    OVER = "over"  # the match is won


class MatchRunner:
    """Plays one match at a time through its seats' players."""

    def __init__(
        self,
        clock: Clock,
        listener: RunnerListener,
        pace: Pace,
        now: Callable[[], float],
    ) -> None:
        self._clock = clock
        self._listener = listener
        self._pace = pace
        self._now = now
        self._match: MatchState | None = None
        self._players: list[SeatPlayer] = []
        self._deal_rng = random.Random()
        self._seat_rngs: list[random.Random] = []
        self._deals: DealSource | None = None
        self._waiting = Waiting.NOTHING
        self._timer: Timer | None = None
        self._resume_step: Callable[[], None] | None = None
        self._asked: SeatPlayer | None = None
        self._asked_at = 0.0
        self._open_ticket = 0  # the ticket of the question open now (0: none)
        self._tickets = 0
        self._generation = 0

    # --- what the table reads

    @property
    def match(self) -> MatchState | None:
        return self._match

    @property
    def waiting(self) -> Waiting:
        return self._waiting

    @property
    def asked(self) -> SeatPlayer | None:
        """The player whose answer is awaited."""
        return self._asked if self._waiting is Waiting.ANSWER else None

    @property
    def players(self) -> tuple[SeatPlayer, ...]:
        return tuple(self._players)

    @property
    def seat_rngs(self) -> tuple[random.Random, ...]:
        return tuple(self._seat_rngs)

    @property
    def deal_rng(self) -> random.Random:
        return self._deal_rng

    # --- what the table does

    def play(
        self,
        match: MatchState,
        players: list[SeatPlayer],
        deal_rng: random.Random,
        seat_rngs: list[random.Random],
        deals: DealSource | None = None,
    ) -> None:
        """Play ``match`` (new, or as it stood) from now on: a hand in play goes on with the
        seat to act; between hands the next is dealt, from ``deals`` when given (the match
        then ends when it has no more), else shuffled with ``deal_rng``."""
        if len(players) != match.rules.players or len(seat_rngs) != match.rules.players:
            raise ValueError(f"{match.rules.players} seats need as many players and generators")
        self.stop()
        self._match = match
        self._players = list(players)
        self._deal_rng = deal_rng
        self._seat_rngs = list(seat_rngs)
        self._deals = deals
        if self._played_out(match):
            self._waiting = Waiting.OVER
        elif match.hand is None:
            self._schedule(self._deal, 0.0)
        else:
            self._schedule(self._next_turn, 0.0)

    def stop(self) -> None:
        """Stop: the open question is withdrawn, the pending step cancelled. Idempotent."""
        self._generation += 1
        self._open_ticket = 0
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._resume_step = None
        asked, self._asked = self._asked, None
        self._waiting = Waiting.NOTHING
        if asked is not None:
            asked.withdraw()

    def restore(
        self, match: MatchState, deal_state: object, seat_states: tuple[object, ...]
    ) -> None:
        """Take the match back to ``match`` with the generators as they were then (undo)."""
        self.stop()
        self._match = match
        self._deal_rng.setstate(deal_state)  # type: ignore[arg-type]
        for rng, state in zip(self._seat_rngs, seat_states, strict=True):
            rng.setstate(state)  # type: ignore[arg-type]
        self._schedule(self._next_turn if match.hand is not None else self._deal, 0.0)

    def set_player(self, seat: int, player: SeatPlayer) -> None:
        """``player`` acts for ``seat`` from now on (a stand-in, or the seat's own player
        back); when the seat is to act, the question goes to the new player."""
        old = self._players[seat]
        self._players[seat] = player
        if self._waiting is Waiting.ANSWER and self._asked is old:
            self._open_ticket = 0
            self._asked = None
            old.withdraw()
            self._schedule(self._next_turn, 0.0)

    def answer(self, seat: int, step: int | None, action: Action, by: ActedBy) -> None:
        """An answer from outside (a person's message, a click): taken if the question open
        now is this seat's (and ``step``'s, when given). Raises ``AnswerRefusedError``."""
        hand = self._match.hand if self._match is not None else None
        if self._waiting is not Waiting.ANSWER or hand is None or hand.to_act != seat:
            raise AnswerRefusedError("stale", "no question is open for this seat now")
        if step is not None and step != len(hand.actions):
            raise AnswerRefusedError("stale", f"the table has moved on to step {len(hand.actions)}")
        self._take(self._open_ticket, action, by, None)

    def go_on(self) -> bool:
        """End a hold after a trick; false when the runner was not holding there."""
        if self._waiting is not Waiting.GO_ON or self._resume_step is None:
            return False
        step, self._resume_step = self._resume_step, None
        self._schedule(step, 0.0)
        return True

    def next_hand(self, after: float = 0.0) -> bool:
        """Deal the next hand (``after`` seconds from now), when waiting for the word to;
        false otherwise."""
        if self._waiting is not Waiting.NEXT_HAND:
            return False
        self._schedule(self._deal, after)
        return True

    def hurry(self) -> None:
        """Run the pending step now rather than when its pause ends (a claim played out)."""
        if self._waiting is Waiting.STEP and self._timer is not None and self._resume_step:
            self._timer.cancel()
            step, self._resume_step = self._resume_step, None
            self._schedule(step, 0.0)

    # --- the loop

    def _schedule(self, step: Callable[[], None], seconds: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._waiting = Waiting.STEP
        self._resume_step = step
        generation = self._generation

        def run() -> None:
            if generation != self._generation or self._resume_step is not step:
                return
            self._timer = None
            self._resume_step = None
            self._waiting = Waiting.NOTHING
            step()

        self._timer = self._clock.later(max(0.0, seconds), run)

    def _played_out(self, match: MatchState) -> bool:
        """The match is won, or its deals have all been played."""
        return match.is_over or (
            self._deals is not None and match.hand is None and not self._deals.has_next(match)
        )

    def _still(self, generation: int) -> bool:
        return generation == self._generation

    def _deal(self) -> None:
        assert self._match is not None
        if self._deals is None:
            self._match = deal_next(self._match, self._deal_rng)
        else:
            self._match, self._seat_rngs = self._deals.deal(self._match)
        generation = self._generation
        hold = self._listener.dealt(self._match)
        if not self._still(generation):
            return
        if hold is None:
            self._schedule(self._next_turn, 0.0)
            return
        self._waiting = Waiting.HOLD

        def go_on() -> None:
            if self._still(generation) and self._waiting is Waiting.HOLD:
                self._schedule(self._next_turn, 0.0)

        hold.then(go_on)

    def _next_turn(self) -> None:
        match = self._match
        assert match is not None and match.hand is not None
        hand = match.hand
        if hand.phase is Phase.DRAW:  # forced: nobody is asked
            generation = self._generation
            self._listener.asked(hand.to_act, None)
            if self._still(generation):
                after = apply(hand, DRAW)
                delay = self._pace.before_apply(_NOBODY, ActedBy.FORCED, 0.0)
                self._schedule(lambda: self._commit(hand, DRAW, after, ActedBy.FORCED), delay)
            return
        seat = hand.to_act
        player = self._players[seat]
        question = Question(
            seat=seat,
            hand_number=match.hand_number,
            step=len(hand.actions),
            view=view_of(hand, seat),
            legal=tuple(legal_actions(hand)),
            rng=self._seat_rngs[seat],
        )
        self._tickets += 1
        ticket = self._open_ticket = self._tickets
        self._waiting = Waiting.ANSWER
        self._asked = player
        self._asked_at = self._now()
        generation = self._generation
        self._listener.asked(seat, question)
        if self._still(generation) and self._open_ticket == ticket:
            player.ask(Answer(self, ticket, question))

    def _take(self, ticket: int, action: Action, by: ActedBy, rng: random.Random | None) -> None:
        match = self._match
        if ticket == 0 or ticket != self._open_ticket or match is None or match.hand is None:
            raise AnswerRefusedError("stale", "the question was withdrawn or already answered")
        hand = match.hand
        try:
            after = apply(hand, action)  # the one place an answer is checked and applied
        except EngineError as exc:
            raise AnswerRefusedError("illegal", str(exc)) from exc
        player = self._asked
        assert player is not None
        self._open_ticket = 0
        self._asked = None
        if rng is not None:
            self._seat_rngs[hand.to_act] = rng
        delay = self._pace.before_apply(player, by, self._now() - self._asked_at)
        if delay > 0:
            self._schedule(lambda: self._commit(hand, action, after, by), delay)
        else:
            self._waiting = Waiting.NOTHING
            self._commit(hand, action, after, by)

    def _commit(self, before: HandState, action: Action, after: HandState, by: ActedBy) -> None:
        """Put the hand the checked action made in play, and tell the table."""
        match = self._match
        assert match is not None and match.hand is before
        self._match = match = continue_match(match, after)
        generation = self._generation
        hold = self._listener.applied(before, action, match, by)
        if not self._still(generation):
            return
        if hold is None:
            self._after_step(before, after)
            return
        self._waiting = Waiting.HOLD

        def go_on() -> None:
            if self._still(generation) and self._waiting is Waiting.HOLD:
                self._waiting = Waiting.NOTHING
                self._after_step(before, after)

        hold.then(go_on)

    def _after_step(self, before: HandState, after: HandState) -> None:
        then = self._finish_hand if after.is_over else self._next_turn
        delay = self._pace.after_step(before, after)
        if delay is None:
            self._waiting = Waiting.GO_ON
            self._resume_step = then
            self._listener.paused()
        else:
            self._schedule(then, delay)

    def _finish_hand(self) -> None:
        match = self._match
        assert match is not None
        self._waiting = Waiting.OVER if self._played_out(match) else Waiting.NEXT_HAND
        generation = self._generation
        self._listener.hand_over(match)
        if not self._still(generation) or self._waiting is not Waiting.NEXT_HAND:
            return
        delay = self._pace.between_hands()
        if delay is not None:
            self._schedule(self._deal, delay)


class _Nobody(SeatPlayer):
    """Who "answers" a forced step: paced like a computer player."""

    def ask(self, answer: Answer) -> None:  # pragma: no cover - never asked
        raise AssertionError("a forced step asks nobody")


_NOBODY = _Nobody()
