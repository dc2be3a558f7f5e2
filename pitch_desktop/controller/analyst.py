"""Runs the analysis of a finished hand off the GUI thread and hands it back by a signal.

The work (``ai.analysis.analyse_hand``: exact play-outs over sampled deals) goes to its own
worker (a process by default, as the bots'), so the table never waits for it; each request
gets a number, and an answer to a request that was replaced or dropped is ignored. The analysis
and the bots it plays with are imported by the worker, not here: the window starts without them.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from pitch_desktop.engine.state import HandState

from .relay import Relay, deliver
from .worker import BotPool, WorkerKind, analyse

if TYPE_CHECKING:
    from pitch_desktop.ai.analysis import Decision


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    """The analysis of ``seat``'s decisions in ``hand``."""

    request: int
    hand: HandState
    seat: int
    decisions: tuple[Decision, ...]


class Analyst(QObject):
    """Analyses finished hands in a worker.

    Signals:
        analysed: An analysis is ready. arg: ``HandAnalysis``.
        failed: An analysis could not be done. arg: the request number (int).
    """

    analysed = Signal(HandAnalysis)
    failed = Signal(int)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        worker: WorkerKind = WorkerKind.PROCESS,
        work: int | None = None,  # sampled deals per decision; None: the analysis's default
    ) -> None:
        super().__init__(parent)
        self._pool = BotPool(worker)
        self._work = work
        self._requests = 0
        self._wanted: dict[int, tuple[HandState, int]] = {}
        self._relay = Relay(self)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def analyse(self, hand: HandState, seat: int) -> int:
        """Start analysing ``seat``'s decisions in the finished ``hand``; the request number."""
        self._requests += 1
        request = self._requests
        self._wanted[request] = (hand, seat)
        future = self._pool.call(analyse, hand, seat, self._work)
        future.add_done_callback(partial(deliver, self._relay, request))
        return request

    def forget(self, request: int) -> None:
        """Nobody wants this answer any more."""
        self._wanted.pop(request, None)

    @Slot(int, object)
    def _on_done(self, request: int, future: Future[list[Decision]]) -> None:
        wanted = self._wanted.pop(request, None)
        if wanted is None:
            return
        try:
            decisions = future.result()
        except Exception:
            self.failed.emit(request)
            return
        hand, seat = wanted
        self.analysed.emit(HandAnalysis(request, hand, seat, tuple(decisions)))

    def stop(self) -> None:
        self._wanted.clear()
        self._pool.shutdown(wait=False)
