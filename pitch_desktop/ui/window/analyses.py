"""The analysis of the player's hands: each finished hand of theirs, and a hand chosen in the
history, analysed in a worker of its own (off the table), and Game > Review your play. A part of
``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal

from pitch_desktop.controller.analyst import Analyst, HandAnalysis
from pitch_desktop.controller.events import HandScored, HandStarted
from pitch_desktop.ui.window.part import WindowKit, WindowPart
from pitch_desktop.ui.window.settings import WindowSettings

if TYPE_CHECKING:
    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.history.analysis import AnalysisDialog
    from pitch_desktop.ui.history.replay import ReplayedHand


class HandAnalyses(WindowPart):
    """Asks the analyst and hears its answers; ``enabled`` (not in tests and screenshots unless
    asked for: it is seconds of work per hand) covers the player's own hands.

    Signals:
        replay_analysed: A hand chosen in the history is analysed; args: that hand, its analysis.
    """

    replay_analysed = Signal(object, object)

    def __init__(self, kit: WindowKit, analyst: Analyst, settings: WindowSettings) -> None:
        super().__init__(kit)
        self._analyst = analyst
        self._settings = settings
        self.enabled = kit.remember
        self._request: int | None = None
        self._number = 0
        self._last: HandAnalysis | None = None
        self._replay_request: int | None = None  # the analysis of a hand chosen in the history
        self._replayed: ReplayedHand | None = None
        self._told = ""  # the sentence last said of a hand's analysis
        analyst.analysed.connect(self._on_analysed)

    def analyse(self, ev: HandScored) -> None:
        """Start the analysis of the human's bids and cards in the hand just scored (off the
        table)."""
        setup = self._presenter.setup
        if not self.enabled or setup is None or ev.score is None or ev.hand is None:
            return
        you = setup.you_seat  # the analysis is one player's: none when several share the window
        if you is None:
            return
        if self._request is not None:
            self._analyst.forget(self._request)
        self._last = None
        self._number = self._presenter.hand_number
        self._request = self._analyst.analyse(ev.hand, you)

    def analyse_replayed(self, hand: ReplayedHand) -> None:
        """A hand of the player's, chosen in the history: analyse it (``replay_analysed``)."""
        if hand.human_seat is None or hand.state.score is None:
            return
        if self._replay_request is not None:
            self._analyst.forget(self._replay_request)  # another hand was chosen meanwhile
        self._replay_request = self._analyst.analyse(hand.state, hand.human_seat)
        self._replayed = hand

    def _on_analysed(self, analysis: HandAnalysis) -> None:
        if analysis.request == self._replay_request:
            self._replay_request = None
            self.replay_analysed.emit(self._replayed, analysis)
            return
        if analysis.request != self._request:
            return
        self._request = None
        self._last = analysis
        from pitch_desktop.ui.history.analysis import costly

        found = len(costly(analysis))
        if found:
            self._told = QCoreApplication.translate(
                "MainWindow",
                "Hand {n}: %n of your decisions cost half a point or more; "
                "Game > Review your play shows them.",
                None,
                found,
            ).format(n=self._number)
            self._status.tell(self._told)

    def hand_started(self, ev: HandStarted) -> None:
        """A new hand: what was said of the hand before goes (Review your play still has it);
        a hand dealt again after an undo is the same hand."""
        if self._told and ev.hand_number > self._number:
            self._status.withdraw(self._told)
            self._told = ""

    @property
    def last_analysis(self) -> HandAnalysis | None:
        """The analysis of the human's last finished hand, once it is ready."""
        return self._last

    def review_play(self) -> AnalysisDialog | None:
        """Game > Review your play: the last hand replayed with the analysis of your bids and
        cards."""
        analysis = self._last
        setup = self._presenter.setup
        if analysis is None or setup is None:
            if self._request is not None:
                words = QCoreApplication.translate(
                    "MainWindow", "Your last hand is still being analysed…"
                )
            else:
                words = QCoreApplication.translate(
                    "MainWindow", "Play a hand first: then its analysis shows here."
                )
            self._status.set_status(words)
            return None
        from pitch_desktop.ui.history.analysis import AnalysisDialog

        dialog = AnalysisDialog(analysis, setup, self._number, self._window)
        dialog.replay.set_four_colour(self._settings.four_colour)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
