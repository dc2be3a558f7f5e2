"""The main window: table, score pad, status line and menus, wired to the controller.

The window passes the controller's payloads to the table and the score pad, and the human's
clicks and keys back to the controller. It decides no rule: a card or a bid is always submitted,
and what the controller rejects is explained in the status line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.registry import player_levels
from pitch_desktop.controller.analyst import Analyst, HandAnalysis
from pitch_desktop.controller.events import (
    HandScored,
    Hint,
    MatchOver,
)
from pitch_desktop.controller.keeper import MatchKeeper
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.controller.words import card_name, reason_words, suit_name
from pitch_desktop.engine.state import (
    Phase,
    bid_action,
    bid_level,
    is_bid,
    is_name,
    name_action,
    named_suit,
)
from pitch_desktop.storage.recorder import READ_FLUSH_S, HistoryRecorder
from pitch_desktop.storage.settings import CardBack, CardSize, SettingsStore, TableColour
from pitch_desktop.ui.common import accessible
from pitch_desktop.ui.common.actions import card_actions, name_suits
from pitch_desktop.ui.common.felt import fit_window_to_screen
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.view import TableView
from pitch_desktop.ui.window.human_input import HumanInput
from pitch_desktop.ui.window.match_start import MatchStart
from pitch_desktop.ui.window.menus import WindowMenus
from pitch_desktop.ui.window.online import OnlinePlay
from pitch_desktop.ui.window.presenter import TablePresenter
from pitch_desktop.ui.window.score_pad import ScorePad
from pitch_desktop.ui.window.settings import WindowSettings
from pitch_desktop.ui.window.side_windows import SideWindows
from pitch_desktop.ui.window.sounds import TableSounds

SMALL_WINDOW_WIDTH = 1000  # narrower, the table keeps the whole width at first

if TYPE_CHECKING:
    from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog
    from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
    from pitch_desktop.ui.dialogs.preferences import PreferencesDialog
    from pitch_desktop.ui.dialogs.rules_help import RulesHelpDialog

    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.dialogs.summary import GameOverDialog, HandSummaryDialog
    from pitch_desktop.ui.history.analysis import AnalysisDialog
    from pitch_desktop.ui.history.dialog import HistoryDialog
    from pitch_desktop.ui.history.replay import ReplayedHand
    from pitch_desktop.ui.history.statistics import StatisticsDialog


class MainWindow(WindowMenus, WindowSettings, MatchStart, SideWindows, HumanInput, OnlinePlay):
    """The game's window. ``start_match`` deals; everything else follows from the controller.

    Its widgets and the handlers of the controller's signals are here; the rest is in its parts
    (``menus``, ``settings``, ``match_start``, ``side_windows``, ``human_input``, ``online``;
    ``window_base``).
    """

    # Closed for good (the question before leaving answered): what the window held may go.
    closed = Signal()
    keeps_geometry = True  # its place and size are saved for the next start
    leave_words: str | None = None  # the question before leaving, when not the usual one

    def __init__(
        self,
        controller: TableSource | None = None,
        parent: QWidget | None = None,
        *,
        remember: bool = True,
        keep_match: bool | None = None,
        save_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pitch"))
        self.setObjectName("MainWindow")
        self._remember = remember  # save the set-up and preferences (not in screenshots/tests)
        # Ask before a match in play is abandoned or the window closed (off in tests/screenshots).
        self.confirm_leaving = remember
        self.store = SettingsStore(player_levels(), self)
        self.store.save_failed.connect(self.tell)  # settings that cannot be saved: said once
        self.controller = controller if controller is not None else MatchController(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.key_handler = self.handle_key
        self.bid_panel = self.view.bid_panel
        self.name_panel = self.view.name_panel
        self.score_pad = ScorePad(self, remember=remember)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_pad)
        self.score_pad.apply_width()
        self.score_pad.visibilityChanged.connect(lambda _v: self.presenter.show_totals())
        self.status = QLabel(self)
        self.status.setObjectName("StatusLine")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        # The words wrap rather than widen the window: nothing on the table may change its size.
        self.status.setWordWrap(True)
        bar = QFrame(self)
        bar.setObjectName("StatusBar")
        bar.setStyleSheet(
            "#StatusBar { background: #1b2620; border-top: 1px solid #2f4238; }"
            "#StatusLine { color: #f2ead2; padding: 6px 12px; }"
        )
        row = QHBoxLayout(bar)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.status, 1)
        # One sentence the player should not miss (a resumed match, a save that failed).
        self.notice = QLabel(self)
        self.notice.setObjectName("Notice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a friend's words
        self.notice.setStyleSheet("#Notice { color: #f6d77a; padding: 6px 12px; }")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.notice.hide)
        row.addWidget(self.notice, 1)
        # Offered when the player's own cards surely take every trick left (Game > Claim).
        self.claim_button = QPushButton(self.tr("Claim the rest"), self)
        self.claim_button.setObjectName("ClaimButton")
        self.claim_button.setToolTip(self.tr("Your cards take every trick left: play them out (C)"))
        self.claim_button.clicked.connect(self.claim_rest)
        self.claim_button.hide()
        row.addWidget(self.claim_button)
        # The totals, for when the score pad is hidden (small windows hide it at first).
        self.totals = QLabel(self)
        self.totals.setObjectName("Totals")
        self.totals.setStyleSheet("#Totals { color: #d8cfa8; padding: 6px 12px; }")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.totals.setWordWrap(True)  # seven names wrap rather than widen the window
        row.addWidget(self.totals, 1)
        # Screen readers hear every bid, card and trick from here (no text on screen).
        self.announcer = accessible.Announcer(self)
        row.addWidget(self.announcer)
        self.view.setAccessibleName(self.tr("Card table"))
        self.status.setAccessibleName(self.tr("What to do next"))
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(bar)
        self.setCentralWidget(central)

        self._summary: HandSummaryDialog | None = None
        self._game_over: GameOverDialog | None = None
        self._match_over: MatchOver | None = None
        self._new_dialog: NewMatchDialog | None = None
        self._rules_help: RulesHelpDialog | None = None
        self._four_colour = False
        self._auto_last = True
        self._confirm_card = False
        self._card_size = CardSize.NORMAL
        self._card_back = CardBack.BLUE
        self._table_colour = TableColour.GREEN
        self._preferences_dialog: PreferencesDialog | None = None
        self._confirm_box: QMessageBox | None = None
        self.last_hint: Hint | None = None
        self._shown_once = False
        self._leaving = False  # the player said yes to quitting
        self._leave_box: QMessageBox | None = None

        # The match in play is saved after every bid and card (unless told not to keep it).
        self.keeper: MatchKeeper | None = None
        if keep_match if keep_match is not None else remember:
            self.keeper = MatchKeeper(
                self.controller, save_path, self, before_forgetting=self._store_last_hand
            )
            self.keeper.save_failed.connect(self.tell)
        self._save_path = save_path
        # Every finished hand goes into the hand history (Game > History, Game > Statistics).
        # Its writes run in a thread of their own: a locked or full disk never holds the table up.
        self.hand_history = HistoryRecorder(
            enabled=remember, tell=self.tell, stored=self._hand_stored
        )
        self._history_dialog: HistoryDialog | None = None
        self._stats_dialog: StatisticsDialog | None = None
        self._cards_played: CardsPlayedDialog | None = None
        self._online_windows = []  # the tables with friends opened from here
        self._seating = None  # a seat asked for at a table, until the server answers

        # The analysis of each finished hand runs in a worker of its own (not in tests and
        # screenshots unless asked for: it is seconds of work per hand).
        self.analyse_hands = remember
        self.analyst = Analyst(self, worker=self.controller.worker_kind)
        self.analyst.analysed.connect(self._on_analysed)
        self._analysis_request: int | None = None
        self._analysis_number = 0
        self._last_analysis: HandAnalysis | None = None
        self._replay_request: int | None = None  # the analysis of a hand chosen in the history
        self._replayed: ReplayedHand | None = None

        # The presenter tells the table what the controller announces; the window hears the
        # controller itself only for what it shows in its own dialogs and menus.
        self.presenter = TablePresenter(self, self)
        # The sounds of the table; never in tests, screenshots or the smoke test.
        self.sounds = TableSounds(
            self.controller,
            on=self.store.sound(),
            volume=self.store.sound_volume(),
            silent=not remember,
            parent=self,
        )
        c = self.controller
        c.hand_scored.connect(self._on_hand_scored)
        c.match_over.connect(self._on_match_over)
        c.hint_ready.connect(self._on_hint)
        c.practice_started.connect(self._on_practice)
        c.undone.connect(lambda _ev: self._close_dialogs())  # the presenter resets the table
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.scene.tapped.connect(self.go_on)
        self.bid_panel.bid_chosen.connect(self.submit_bid)
        self.name_panel.suit_chosen.connect(self.submit_name)
        self._build_menus()
        self._load_preferences()
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """Open at the last size and place, never larger than the screen's available area.

        Built for the app's ``GameFrame`` (its parent), the window goes inside that frame, which
        was fitted before it was shown.
        """
        if self.parentWidget() is None:
            fit_window_to_screen(self, self.store.window_geometry() if self._remember else None)

    # --- the controller's signals ---------------------------------------------------------------
    # --- learning: hints and undo ----------------------------------------------------------------
    def ask_hint(self) -> None:
        """Game > Hint: the expert's advice for the decision now open, shown on the table."""
        if self.controller.request_hint():
            self.set_status(self.tr("Looking for a hint…"))
        else:
            self.set_status(self.tr("A hint is for your turn."))

    def _on_hint(self, hint: Hint) -> None:
        turn = self.presenter.turn
        if turn is None or not turn.is_local:
            return
        reason = reason_words(hint.reason).rstrip(".")
        if is_name(hint.action):
            suit = named_suit(hint.action)
            self.name_panel.mark_hint(suit)
            self.set_status(
                self.tr("Hint: name {suit} trump. {reason}.").format(
                    suit=suit_name(suit), reason=reason
                )
            )
        elif is_bid(hint.action):
            level = bid_level(hint.action)
            self.bid_panel.mark_hint(level)
            self.set_status(
                self.tr("Hint: {bid}. {reason}.").format(
                    bid=self.scene.bid_words(level, taken=hint.matched), reason=reason
                )
            )
        else:
            self.scene.focus_card(hint.action)
            words = (
                self.tr("Hint: burn the {card}. {reason}.")
                if hint.view.phase is Phase.BURN
                else self.tr("Hint: the {card}. {reason}.")
            )
            self.set_status(words.format(card=card_name(hint.action), reason=reason))
        self.last_hint = hint

    def undo(self) -> None:
        """Game > Undo: take back your last bid or card in this hand (and the bots' after it)."""
        if not self.controller.undo():
            self.set_status(self.tr("Nothing to take back in this hand."))

    def _on_practice(self) -> None:
        self.hand_history.mark_practice(self.controller.match)
        self.tell(
            self.tr("Hints and undo make this a practice match: it stays out of your statistics.")
        )

    # --- the analysis of the player's hand -------------------------------------------------------
    def _analyse(self, ev: HandScored) -> None:
        """Start the analysis of the human's bids and cards in the hand just scored (off the
        table)."""
        setup = self.presenter.setup
        if not self.analyse_hands or setup is None or ev.score is None or ev.hand is None:
            return
        you = setup.you_seat  # the analysis is one player's: none when several share the window
        if you is None:
            return
        if self._analysis_request is not None:
            self.analyst.forget(self._analysis_request)
        self._last_analysis = None
        self._analysis_number = self.presenter.hand_number
        self._analysis_request = self.analyst.analyse(ev.hand, you)

    def _on_analysed(self, analysis: HandAnalysis) -> None:
        if analysis.request == self._replay_request:
            self._show_replay_analysis(analysis)
            return
        if analysis.request != self._analysis_request:
            return
        self._analysis_request = None
        self._last_analysis = analysis
        from pitch_desktop.ui.history.analysis import costly

        found = len(costly(analysis))
        if found:
            self.tell(
                self.tr(
                    "Hand {n}: %n of your decisions cost half a point or more; "
                    "Game > Review your play shows them.",
                    None,
                    found,
                ).format(n=self._analysis_number)
            )

    @property
    def last_analysis(self) -> HandAnalysis | None:
        """The analysis of the human's last finished hand, once it is ready."""
        return self._last_analysis

    def review_play(self) -> AnalysisDialog | None:
        """Game > Review your play: the last hand replayed with the analysis of your bids and
        cards."""
        analysis = self._last_analysis
        if analysis is None or self.presenter.setup is None:
            if self._analysis_request is not None:
                self.set_status(self.tr("Your last hand is still being analysed…"))
            else:
                self.set_status(self.tr("Play a hand first: then its analysis shows here."))
            return None
        from pitch_desktop.ui.history.analysis import AnalysisDialog

        dialog = AnalysisDialog(analysis, self.presenter.setup, self._analysis_number, self)
        dialog.replay.set_four_colour(self._four_colour)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _on_hand_scored(self, ev: HandScored) -> None:
        """After the presenter has set the table: keep the hand, analyse it, show the summary."""
        self.hand_history.hand_scored(self.presenter.setup, self.controller.match)
        assert self.presenter.setup is not None
        self._analyse(ev)
        from pitch_desktop.ui.dialogs.summary import HandSummaryDialog

        dialog = HandSummaryDialog(
            self.presenter.setup,
            ev,
            self.presenter.hand_number,
            self,
            four_colour=self._four_colour,
        )
        if ev.winner is not None:
            dialog.continue_button.setText(self.tr("See the result (Space)"))
        dialog.continued.connect(lambda: self._summary_done(dialog, ev))
        self._summary = dialog
        self.set_status(self.tr("Hand over: press Space to continue"))
        # Sized and placed before it is shown: shown first, it opened at its default place
        # and size, then jumped (a window manager drew both frames).
        self.centre_on_felt(dialog)
        dialog.open()

    def _store_last_hand(self) -> None:
        """The won match's last hand is in the history before its save is forgotten (a kill
        between the two would lose it). One write, waited for briefly, once a match."""
        self.hand_history.flush(READ_FLUSH_S, retry=False)

    def _hand_stored(self, match_id: str) -> None:
        """A hand reached the history (the recorder writes after the hand): the open history
        window shows it."""
        if self._history_dialog is not None:
            self._history_dialog.match_stored(match_id)

    def _summary_done(self, dialog: HandSummaryDialog, ev: HandScored) -> None:
        if self._summary is not dialog:
            return
        self._summary = None
        dialog.deleteLater()
        if ev.winner is None:
            self.controller.next_hand()
        elif self._match_over is not None:
            self._show_game_over(self._match_over)

    def _on_match_over(self, ev: MatchOver) -> None:
        self._match_over = ev
        if self._summary is None:
            self._show_game_over(ev)

    def _show_game_over(self, ev: MatchOver) -> None:
        assert self.presenter.setup is not None
        from pitch_desktop.ui.dialogs.summary import GameOverDialog

        dialog = GameOverDialog(self.presenter.setup, ev, self)
        if self.controller.online:  # a table's next match is its host's to deal
            dialog.new_button.hide()
            dialog.rematch_button.setVisible(self.controller.deals_next_match)
        else:
            dialog.new_match_requested.connect(self.open_new_match_dialog)
        dialog.rematch_requested.connect(self.start_match)  # the same seats and rules
        dialog.history_requested.connect(self.show_history)
        self._game_over = dialog
        self.set_status(dialog.winner_text)
        self.centre_on_felt(dialog)
        dialog.open()

    def centre_on_felt(self, dialog: QWidget) -> None:
        """Put a panel in the middle of the table, over the trick, never over a player."""
        dialog.adjustSize()
        centre = self.view.mapToGlobal(self.view.rect().center())
        dialog.move(centre - dialog.rect().center())

    # --- the human ------------------------------------------------------------------------------
    @property
    def game_over_dialog(self) -> GameOverDialog | None:
        return self._game_over

    @property
    def summary_dialog(self) -> HandSummaryDialog | None:
        return self._summary

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def _on_card_clicked(self, card: int) -> None:
        """Cards go to the controller on the human's card turn (to play, or to burn with the
        draw-back); otherwise say what is awaited."""
        turn = self.presenter.turn
        if turn is None or self.presenter.setup is None:
            return
        if not turn.is_local:
            self.set_status(
                self.tr("Wait: it is {name}'s turn").format(
                    name=self.presenter.teller.name(turn.seat)
                )
            )
        elif name_suits(turn.legal):
            self.set_status(self.tr("First name trump, in the panel above your cards"))
        elif not card_actions(turn.legal):
            self.set_status(self.tr("First bid or pass, in the panel above your cards"))
        elif self._confirm_card and any(a == card for a in turn.legal):
            self._confirm_and_play(turn, card)
        else:
            self.controller.submit(card)

    def submit_bid(self, level: int) -> None:
        self.controller.submit(bid_action(level))

    def submit_name(self, suit: int) -> None:
        """The pitcher names ``suit`` trump (the draw-back)."""
        self.controller.submit(name_action(suit))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        font = self.status.font()
        font.setPixelSize(max(14, round(self.height() * 0.02)))
        self.status.setFont(font)
        self.totals.setFont(font)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            # A small window keeps the whole width for the table; View > Score pad shows it.
            if self.is_small:
                self.score_pad.hide()

    @property
    def is_small(self) -> bool:
        """Too narrow for the side panels beside the table: they start hidden (View shows
        them)."""
        return self.width() < SMALL_WINDOW_WIDTH

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.confirm_leaving and self.match_in_play and not self._leaving:
            event.ignore()
            question = (
                self.leave_words
                if self.leave_words is not None
                else self.tr("Quit Pitch? This match is saved and resumes when you come back.")
                if self.keeper is not None
                else self.tr("Abandon this match?")
            )
            self.ask_to_leave(question, self.tr("Quit"), self._quit_now)
            return
        self.controller.stop()
        self.analyst.stop()
        self.hand_history.close()  # the hands still being written go in first (briefly)
        if self._remember and self.keeps_geometry:
            self.store.set_window_geometry(bytes(self.window().saveGeometry().data()))
        super().closeEvent(event)
        self.closed.emit()

    @property
    def leaving(self) -> bool:
        """The player has said yes to leaving: the window is closing."""
        return self._leaving

    def _quit_now(self) -> None:
        self._leaving = True
        self.window().close()  # the frame holding this window, if any, closes with it

    def close_without_asking(self) -> bool:
        """Close at once (the system is ending the app); the match in play stays saved, and
        the tables with friends opened from here are left (their seats kept for a return)."""
        self._leaving = True
        self.close_online_tables()
        return self.window().close()
