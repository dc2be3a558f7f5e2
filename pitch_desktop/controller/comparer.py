"""Runs the duplicate comparison of a played day off the GUI thread and hands it back by a
signal: the expert and the standard level replay every deal in the player's seat, which takes
seconds, so the window never waits for it (as the post-hand analysis)."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import BrokenExecutor, Future
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from pitch_desktop.engine.daily import DailyDeals
from pitch_desktop.engine.state import HandState

from .relay import Relay, deliver
from .worker import BotPool, WorkerKind, compare

if TYPE_CHECKING:
    from pitch_desktop.ai.duplicate import DealComparison

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class DayComparison:
    """The player's day against the levels in their seat, deal by deal."""

    deals: DailyDeals
    seat: int
    deals_compared: tuple[DealComparison, ...]

    def total(self, level: str) -> int:
        """The player's points minus ``level``'s, over the day."""
        return sum(
            play.difference for d in self.deals_compared for play in d.levels if play.level == level
        )


class DayComparer(QObject):
    """Compares played days in a worker.

    Signals:
        compared: The comparison is ready. arg: ``DayComparison``.
        failed: It could not be done. arg: why, in the player's words (to go in a sentence).
    """

    compared = Signal(object)
    failed = Signal(str)

    def __init__(
        self, parent: QObject | None = None, *, worker: WorkerKind = WorkerKind.PROCESS
    ) -> None:
        super().__init__(parent)
        self._pool = BotPool(worker)
        self._requests = 0
        self._wanted: dict[int, tuple[DailyDeals, int]] = {}
        self._relay = Relay(self)
        self._relay.done.connect(self._on_done, Qt.ConnectionType.QueuedConnection)

    def compare(
        self, deals: DailyDeals, played: Sequence[HandState], seat: int, others: Sequence[str]
    ) -> int:
        """Start comparing ``seat``'s played deals (``others``: each seat's level by name);
        the request number."""
        self._requests += 1
        request = self._requests
        self._wanted[request] = (deals, seat)
        future = self._pool.call(compare, deals, tuple(played), seat, tuple(others))
        future.add_done_callback(partial(deliver, self._relay, request))
        return request

    @Slot(int, object)
    def _on_done(self, request: int, future: Future[list[DealComparison]]) -> None:
        wanted = self._wanted.pop(request, None)
        if wanted is None:
            return
        try:
            result = future.result()
        except BrokenExecutor:  # the worker process died
            self.failed.emit(self.tr("the computer players' helper stopped"))
            return
        except Exception:  # whatever else broke: the log has it, the window says so in a line
            log.exception("the comparison of the day %s failed", wanted[0].day)
            self.failed.emit(self.tr("an error in the replay"))
            return
        deals, seat = wanted
        self.compared.emit(DayComparison(deals, seat, tuple(result)))

    def forget(self) -> None:
        """Drop the comparisons under way: the player has left their day for another match,
        and a result coming in later would be stale."""
        self._wanted.clear()

    def stop(self) -> None:
        self.forget()
        self._pool.shutdown(wait=False)
