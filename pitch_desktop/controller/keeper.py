"""Keeps the match in play on disk after every bid and card, and forgets it once it is won.

``MatchKeeper`` listens to the controller's signals and writes a ``pitch-save/1`` file through
``storage.autosave`` each time the match changes, so quitting, a crash or a power cut never
costs the player the match. A save that fails (a read-only or full disk) is said once, by
``save_failed``, and tried again at the next change.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from pitch_desktop.storage.autosave import SavedMatch, forget_saved_match, write_saved_match
from pitch_desktop.storage.saves import SaveError

from .table_source import TableSource


class MatchKeeper(QObject):
    """Saves the controller's match whenever it changes.

    Signals:
        save_failed: The match could not be saved. arg: the reason in one sentence (str);
            emitted once until a save works again.
    """

    save_failed = Signal(str)

    def __init__(
        self,
        controller: TableSource,
        path: Path | None = None,
        parent: QObject | None = None,
        *,
        before_forgetting: Callable[[], object] | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._path = path
        # Called before a won match is forgotten: the window waits there for the history to
        # hold its last hand, which the save alone holds until then.
        self._before_forgetting = before_forgetting
        self._failing = False
        self.saves = 0  # how many saves were written (for tests and the smoke test)
        c = controller
        for signal in (c.match_started, c.hand_started, c.bid_made, c.card_played, c.hand_scored):
            signal.connect(self.save_now)
        c.practice_started.connect(self.save_now)
        c.match_over.connect(self.forget_finished)

    @property
    def path(self) -> Path | None:
        return self._path

    @Slot()
    def save_now(self) -> None:
        """Write the match as it stands. A match not dealt yet is forgotten instead (a record
        of no hand is no match to resume: its reader refuses it); a won one (or a day whose
        deals are all played) is left as it was saved last, until ``forget_finished`` forgets
        it."""
        match, setup = self._controller.match, self._controller.setup
        if match is None or setup is None or match.is_over or self._controller.day_over:
            return
        if match.hand is None and not match.history:
            self._forget()
            return
        try:
            saved = SavedMatch(setup=setup, match=match, practice=self._controller.practice)
            write_saved_match(saved, self._path)
        except SaveError as exc:
            if not self._failing:
                self._failing = True
                self.save_failed.emit(
                    self.tr("This match cannot be saved ({why}); it goes on unsaved.").format(
                        why=exc
                    )
                )
            return
        self._failing = False
        self.saves += 1

    @Slot()
    def forget_finished(self) -> None:
        """The match is won, or the deals of the day it played are all played: it is not to
        be resumed."""
        if self._before_forgetting is not None:
            self._before_forgetting()
        self._forget()

    def _forget(self) -> None:
        forget_saved_match(self._path)
