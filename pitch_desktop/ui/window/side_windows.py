"""The windows opened beside the table: the rules of the match, the hand history (and a hand
chosen there, analysed), the statistics, and the last tricks shown again. A part of
``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pitch_desktop.controller.analyst import HandAnalysis
from pitch_desktop.ui.window.analyses import HandAnalyses
from pitch_desktop.ui.window.part import WindowKit, WindowPart
from pitch_desktop.ui.window.settings import WindowSettings

if TYPE_CHECKING:
    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog
    from pitch_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from pitch_desktop.ui.history.dialog import HistoryDialog
    from pitch_desktop.ui.history.replay import ReplayedHand
    from pitch_desktop.ui.history.statistics import StatisticsDialog


class SideWindows(WindowPart):
    """Rules help, history, statistics, the cards played and the review of the hand; each
    window is made once and shown again."""

    def __init__(self, kit: WindowKit, analyses: HandAnalyses, settings: WindowSettings) -> None:
        super().__init__(kit)
        self._analyses = analyses
        self._settings = settings
        self._rules_help: RulesHelpDialog | None = None
        self._history_dialog: HistoryDialog | None = None
        self._stats_dialog: StatisticsDialog | None = None
        self._cards_played: CardsPlayedDialog | None = None
        analyses.replay_analysed.connect(self._show_replay_analysis)

    @property
    def cards_played_dialog(self) -> CardsPlayedDialog | None:
        """Game > Cards played, once it has been opened."""
        return self._cards_played

    def hand_stored(self, match_id: str) -> None:
        """A hand reached the history (the recorder writes after the hand): the open history
        window shows it."""
        if self._history_dialog is not None:
            self._history_dialog.match_stored(match_id)

    def show_rules_help(self) -> RulesHelpDialog:
        """Help > Rules of this match (F1): the rules being played, in a window beside the table."""
        from pitch_desktop.ui.dialogs.rules_help import show_rules_help

        setup = self._presenter.setup or self._controller.setup or self._store.setup()
        self._rules_help = show_rules_help(
            self._window, self._controller, setup.rules, self._rules_help
        )
        return self._rules_help

    def show_history(self) -> HistoryDialog:
        """Game > Hand history: past matches and their hands, each replayable."""
        from pitch_desktop.ui.history.dialog import show_history

        fresh = self._history_dialog is None
        self._history_dialog = show_history(
            self._window, self._hand_history(), self._history_dialog
        )
        if fresh:
            self._history_dialog.replay.hand_shown.connect(self._analyses.analyse_replayed)
        self._history_dialog.replay.set_four_colour(self._settings.four_colour)
        return self._history_dialog

    def _show_replay_analysis(self, hand: ReplayedHand, analysis: HandAnalysis) -> None:
        """The analysis of the hand chosen in the history, if that hand is still shown."""
        replay = self._history_dialog.replay if self._history_dialog is not None else None
        if replay is not None and replay.hand is hand:
            from pitch_desktop.ui.history.analysis import AnalysisList

            replay.show_analysis(AnalysisList(analysis, replay.show_moment))

    def show_statistics(self) -> StatisticsDialog:
        """Game > Statistics: the player's record per preset and table."""
        from pitch_desktop.ui.history.statistics import show_statistics

        self._stats_dialog = show_statistics(self._window, self._hand_history(), self._stats_dialog)
        return self._stats_dialog

    def show_cards_played(self) -> CardsPlayedDialog:
        """Game > Cards played (K): the cards played so far, suit by suit, kept up to date
        while the window is open; a second press closes it."""
        from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog

        dialog = self._cards_played
        if dialog is not None and dialog.isVisible():
            dialog.close()
            return dialog
        if dialog is None:
            dialog = CardsPlayedDialog(self._window)
            self._cards_played = dialog
            shown = dialog

            def refresh(ev: object) -> None:
                view = getattr(ev, "view", None)
                if shown.isVisible() and view is not None:
                    shown.show_view(view, self._presenter.teller.names())

            for signal in (
                self._controller.hand_started,
                self._controller.card_played,
                self._controller.cards_drawn,
                self._controller.trump_burned,
                self._controller.viewer_changed,
                self._controller.undone,
            ):
                signal.connect(refresh)
        dialog.four_colour = self._settings.four_colour
        turn = self._presenter.turn
        view = turn.view if turn is not None else self._scene.current_view
        if view is not None:
            dialog.show_view(view, self._presenter.teller.names())
        dialog.show()
        return dialog

    def open_record_file(self) -> None:
        """Game > Open hand or match from file: chosen in the history window, replayed there."""
        self.show_history().ask_open_file()

    def show_last_trick(self) -> None:
        """Game > Review hand (L): each press shows the trick before the one shown."""
        if not self._scene.review_previous_trick():
            self._status.set_status(
                QCoreApplication.translate(
                    "MainWindow", "No trick has been played yet in this hand"
                )
            )
