"""The end of a hand and of a match: the hand kept in the history and analysed, the hand's
summary, and the game-over dialog once it is closed. A part of ``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from pitch_desktop.controller.events import HandScored, MatchOver
from pitch_desktop.ui.table.view import TableView
from pitch_desktop.ui.window.analyses import HandAnalyses
from pitch_desktop.ui.window.part import WindowKit, WindowPart
from pitch_desktop.ui.window.settings import WindowSettings

if TYPE_CHECKING:
    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.dialogs.summary import GameOverDialog, HandSummaryDialog


def centre_on_felt(dialog: QWidget, view: TableView) -> None:
    """Put a panel in the middle of the table, over the trick, never over a player."""
    dialog.adjustSize()
    centre = view.mapToGlobal(view.rect().center())
    dialog.move(centre - dialog.rect().center())


class HandEnd(WindowPart):
    """The dialogs of a finished hand and match; hears the controller's ``hand_scored``,
    ``match_over`` and ``undone`` itself.

    Signals:
        new_match_asked: Game over > New match.
        rematch_asked: Game over > Rematch; arg: the same seats and rules (a ``MatchSetup``).
        history_asked: Game over > History.
        last_hand_closed: The summary of a match's or a day's last hand is closed.
    """

    new_match_asked = Signal()
    rematch_asked = Signal(object)
    history_asked = Signal()
    last_hand_closed = Signal()

    def __init__(self, kit: WindowKit, analyses: HandAnalyses, settings: WindowSettings) -> None:
        super().__init__(kit)
        self._analyses = analyses
        self._settings = settings
        self._summary: HandSummaryDialog | None = None
        self._game_over: GameOverDialog | None = None
        self._match_over: MatchOver | None = None
        controller = kit.controller
        controller.hand_scored.connect(self._on_hand_scored)
        controller.match_over.connect(self._on_match_over)
        controller.undone.connect(lambda _ev: self.close_dialogs())  # the table is reset

    @property
    def summary_dialog(self) -> HandSummaryDialog | None:
        return self._summary

    @property
    def game_over_dialog(self) -> GameOverDialog | None:
        return self._game_over

    def _on_hand_scored(self, ev: HandScored) -> None:
        """After the presenter has set the table: keep the hand, analyse it, show the summary."""
        setup = self._presenter.setup
        day = getattr(self._controller, "day", None)  # the deals of the day, if in play
        date = day.day.isoformat() if day is not None else None
        self._hand_history().hand_scored(setup, self._controller.match, date)
        assert setup is not None
        self._analyses.analyse(ev)
        from pitch_desktop.ui.dialogs.summary import HandSummaryDialog

        dialog = HandSummaryDialog(
            setup,
            ev,
            self._presenter.hand_number,
            self._window,
            four_colour=self._settings.four_colour,
        )
        if ev.winner is not None or self._controller.day_over:
            dialog.continue_button.setText(
                QCoreApplication.translate("MainWindow", "See the result (Space)")
            )
        dialog.continued.connect(lambda: self._summary_done(dialog, ev))
        self._summary = dialog
        self._status.set_status(
            QCoreApplication.translate("MainWindow", "Hand over: press Space to continue")
        )
        # Sized and placed before it is shown: shown first, it opened at its default place
        # and size, then jumped (a window manager drew both frames).
        centre_on_felt(dialog, self._view)
        dialog.open()

    def _summary_done(self, dialog: HandSummaryDialog, ev: HandScored) -> None:
        if self._summary is not dialog:
            return
        self._summary = None
        dialog.deleteLater()
        if ev.winner is None and not self._controller.day_over:
            self._controller.next_hand()
            return
        if self._match_over is not None:
            self._show_game_over(self._match_over)
        elif self._controller.day_over:  # the deals of the day played, no side at the target
            self._status.set_status(
                QCoreApplication.translate("MainWindow", "The deals of the day are played.")
            )
        self.last_hand_closed.emit()

    def _on_match_over(self, ev: MatchOver) -> None:
        self._match_over = ev
        if self._summary is None:
            self._show_game_over(ev)

    def _show_game_over(self, ev: MatchOver) -> None:
        assert self._presenter.setup is not None
        from pitch_desktop.ui.dialogs.summary import GameOverDialog

        dialog = GameOverDialog(self._presenter.setup, ev, self._window)
        if self._controller.online:  # a table's next match is its host's to deal
            dialog.new_button.hide()
            dialog.rematch_button.setVisible(self._controller.deals_next_match)
        else:
            dialog.new_match_requested.connect(self.new_match_asked)
        dialog.rematch_requested.connect(self.rematch_asked)  # the same seats and rules
        dialog.history_requested.connect(self.history_asked)
        self._game_over = dialog
        self._status.set_status(dialog.winner_text)
        centre_on_felt(dialog, self._view)
        dialog.open()

    def close_dialogs(self) -> None:
        """A match starts, or a move is taken back: the finished hand's dialogs go."""
        for dialog in (self._summary, self._game_over):
            if dialog is not None:
                dialog.blockSignals(True)
                dialog.close()
                dialog.deleteLater()
        self._summary = None
        self._game_over = None
        self._match_over = None
