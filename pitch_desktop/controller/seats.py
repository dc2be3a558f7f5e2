"""Who acts for a seat: one interface for a person at this window, a computer player, and a
bot standing in for a person who is away.

The controller asks the player of the seat to act with a ``Turn`` (what the seat may know and
do) and goes on when the player answers through ``Turn.answer``, now or later; it never knows
how the answer was found. A new kind of seat is one ``SeatPlayer`` subclass and one
``register_seat_kind`` call; a ``SeatKind`` with no class registered cannot take part yet.
``SeatKind.REMOTE`` has none: a person at another computer sits at a network table, whose
server's match loop asks them (or a bot standing in for them); this desktop only mirrors it.
"""

from __future__ import annotations

import logging
import random
import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, CancelledError, Future
from contextlib import suppress
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot

from pitch_desktop.ai.registry import DEFAULT_LEVEL, level_of
from pitch_desktop.engine.state import Action
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import SeatSetup
from pitch_desktop.play.seats import SeatKind

from .events import TroubleKind
from .worker import BOT_DEADLINE_MS, BotPool, Decision, WorkerKind

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Turn:
    """One question to a seat's player, answered at most once.

    ``answer(action, rng)`` gives the action and the seat's generator as it stands after
    deciding; ``trouble(kind, message)`` tells the table that something went wrong on the way
    and says whether the match is still waiting for this answer (false: give up quietly).
    """

    seat: int
    view: PlayerView
    legal: tuple[Action, ...]
    rng: random.Random
    answer: Callable[[Action, random.Random], None]
    trouble: Callable[[TroubleKind, str], bool]


class SeatPlayer(ABC):
    """Whoever acts for one seat.

    ``local``: a person at this window, who answers through ``MatchController.submit`` and
    whose cards the window may show; ``paced``: the answer waits for the speed's pause, so the
    table does not rush past a computer player's move.
    """

    kind: ClassVar[SeatKind]
    local: ClassVar[bool] = False
    paced: ClassVar[bool] = True

    def __init__(self, seat: int, setup: SeatSetup, bots: BotService) -> None:
        self.seat = seat
        self.setup = setup

    @abstractmethod
    def ask(self, turn: Turn) -> None:
        """Decide for ``turn`` and answer through it, now or later."""

    def withdraw(self) -> None:  # noqa: B027 - most players hold nothing to let go
        """The question is void (undo, stop, a new match): an answer to it would be dropped."""

    @staticmethod  # noqa: B027 - most kinds can play any seat of theirs
    def check(setup: SeatSetup) -> None:
        """Raise ``ValueError`` when this kind of player cannot play ``setup``'s seat."""


_KINDS: dict[SeatKind, type[SeatPlayer]] = {}


def register_seat_kind(cls: type[SeatPlayer]) -> type[SeatPlayer]:
    """Make ``cls`` the player of the seats of its ``kind`` (a class decorator)."""
    _KINDS[cls.kind] = cls
    return cls


class SeatKindError(ValueError):
    """A seat of a kind that cannot take part in a match here (yet)."""


def player_class(kind: SeatKind) -> type[SeatPlayer]:
    cls = _KINDS.get(kind)
    if cls is None:
        raise SeatKindError(f"a seat of the kind {kind.value!r} cannot take part here yet")
    return cls


def make_player(seat: int, setup: SeatSetup, bots: BotService) -> SeatPlayer:
    """The player of ``seat``, of the class registered for its kind."""
    return player_class(setup.kind)(seat, setup, bots)


@register_seat_kind
class LocalPlayer(SeatPlayer):
    """A person at this window: the window shows the question, ``answer`` carries the reply."""

    kind = SeatKind.LOCAL
    local = True
    paced = False

    def __init__(self, seat: int, setup: SeatSetup, bots: BotService) -> None:
        super().__init__(seat, setup, bots)
        self.turn: Turn | None = None

    def ask(self, turn: Turn) -> None:
        self.turn = turn

    def withdraw(self) -> None:
        self.turn = None

    def answer(self, action: Action) -> None:
        """The person's action; the controller checks it against the rules (the question stays
        open when it is refused)."""
        turn = self.turn
        if turn is not None:
            turn.answer(action, turn.rng)


class _Relay(QObject):
    """Carries a finished decision from the worker's thread to the GUI thread (queued), and
    the deadline's timeout, to a computer player that may be gone by then (a new match): the
    player is held weakly and connected through this QObject's own slots, never directly."""

    done = Signal(object)

    def __init__(self, player: BotPlayer) -> None:
        super().__init__()
        self._player = weakref.ref(player)
        self.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)
        self.deadline = QTimer(self)
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(self._on_deadline)

    @Slot(object)
    def _on_done(self, future: Future[Decision]) -> None:
        player = self._player()
        if player is not None:
            player.on_decision(future)

    @Slot()
    def _on_deadline(self) -> None:
        player = self._player()
        if player is not None:
            player.on_deadline()


def _deliver(relay: _Relay, future: Future[Decision]) -> None:
    """Runs in a worker's thread when a decision is done: hand it to the GUI thread."""
    # RuntimeError: the relay was destroyed while the bot thought; nobody wants the result.
    with suppress(RuntimeError):
        relay.done.emit(future)


class BotService:
    """The worker every computer player of a match thinks in, and its deadline.

    When the worker dies or stalls it is killed (never waited for) and every computer player
    thinks in a fresh thread from then on.
    """

    def __init__(self, kind: WorkerKind, deadline_ms: int = BOT_DEADLINE_MS) -> None:
        self.pool = BotPool(kind)
        self.deadline_ms = deadline_ms

    def fall_back_to_thread(self) -> None:
        log.warning("the bot worker failed or stalled; computer players now think in a thread")
        self.pool.shutdown(wait=False)
        self.pool = BotPool(WorkerKind.THREAD)


@register_seat_kind
class BotPlayer(SeatPlayer):
    """A computer player: it thinks in the worker, with a deadline.

    A missed deadline restarts the worker and asks again; a second miss, or a bot that fails,
    plays the first legal action for it (a stand-in), and the table is told each time.
    """

    kind = SeatKind.BOT

    def __init__(self, seat: int, setup: SeatSetup, bots: BotService) -> None:
        super().__init__(seat, setup, bots)
        self.level = setup.level or DEFAULT_LEVEL
        self._bots = bots
        self._turn: Turn | None = None
        self._pending: Future[Decision] | None = None
        self._missed = 0  # deadlines missed on this turn
        self._relay = _Relay(self)
        self._deadline = self._relay.deadline

    @staticmethod
    def check(setup: SeatSetup) -> None:
        level_of(setup.level or DEFAULT_LEVEL)  # UnknownBotError (a ValueError) for a bad name

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    def ask(self, turn: Turn) -> None:
        self._turn = turn
        self._missed = 0
        self._send(turn)

    def withdraw(self) -> None:
        self._turn = None
        self._deadline.stop()
        if self._pending is not None:
            self._pending.cancel()  # a decision under way cannot be cancelled: it is dropped
            self._pending = None

    def _send(self, turn: Turn) -> None:
        args = (self.level, turn.view, turn.legal, turn.rng)
        try:
            future = self._bots.pool.submit(*args)
        except (BrokenExecutor, OSError, RuntimeError):
            self._bots.fall_back_to_thread()
            if not turn.trouble(TroubleKind.DIED, helper_stopped()):
                return
            future = self._bots.pool.submit(*args)
        self._pending = future
        self._deadline.start(self._bots.deadline_ms)
        future.add_done_callback(partial(_deliver, self._relay))

    def on_decision(self, future: Future[Decision]) -> None:
        """The worker's answer (or its failure), on the GUI thread."""
        turn = self._turn
        if future is not self._pending or turn is None:
            return  # a late answer: the question was withdrawn or asked again meanwhile
        self._pending = None
        self._deadline.stop()
        name = self.setup.name
        try:
            action, rng = future.result()
        except CancelledError:
            return
        except BrokenExecutor:
            self._bots.fall_back_to_thread()
            if turn.trouble(TroubleKind.DIED, helper_stopped()):
                self._send(turn)  # the same question again; the pacing clock runs on
            return
        except Exception:
            log.exception("the bot for seat %d failed; playing its first legal action", self.seat)
            mistake = QCoreApplication.translate(
                "MatchController", "{name} made a mistake, so a safe move was made for them."
            )
            if not turn.trouble(TroubleKind.STAND_IN, mistake.format(name=name)):
                return
            action, rng = turn.legal[0], turn.rng
        self._turn = None  # an illegal action is caught where every answer is: the controller
        turn.answer(action, rng)

    def on_deadline(self) -> None:
        """No answer in time: ask again in a fresh thread; if that misses too, play for the bot."""
        future, turn = self._pending, self._turn
        if future is None or future.done() or turn is None:
            return  # an answer on its way is still taken
        self._pending = None
        future.cancel()
        self._missed += 1
        name = self.setup.name
        self._bots.fall_back_to_thread()
        if self._missed == 1:
            stalled = QCoreApplication.translate(
                "MatchController",
                "{name} took too long to think, so the computer players were restarted.",
            )
            if turn.trouble(TroubleKind.STALLED, stalled.format(name=name)):
                self._send(turn)
            return
        stand_in = QCoreApplication.translate(
            "MatchController", "{name} could not decide in time, so a safe move was made for them."
        )
        if turn.trouble(TroubleKind.STAND_IN, stand_in.format(name=name)):
            self._turn = None
            turn.answer(turn.legal[0], turn.rng)


def helper_stopped() -> str:
    return QCoreApplication.translate(
        "MatchController", "The computer players' helper stopped, so it was restarted."
    )


class StandIn(BotPlayer):
    """A computer player standing in for a person who is away, at the level their seat names
    (the default level if none): the seat keeps its kind and name, and the person takes it
    back with ``MatchController.come_back``. Not registered: it is put in, never set up."""
