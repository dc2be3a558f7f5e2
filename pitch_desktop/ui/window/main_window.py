"""The main window: table, score pad, status line and menus, wired to the controller.

The window passes the controller's payloads to the table and the score pad, and the human's
clicks and keys back to the controller. It decides no rule: a card or a bid is always submitted,
and what the controller rejects is explained in the status line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.base import player_levels
from pitch_desktop.controller.analyst import Analyst, HandAnalysis
from pitch_desktop.controller.events import (
    ActionRejected,
    AuctionOver,
    BidMade,
    CardPlayed,
    HandScored,
    HandStarted,
    Hint,
    MatchOver,
    MatchStarted,
    TrickWon,
    TurnStarted,
)
from pitch_desktop.controller.keeper import MatchKeeper
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.words import card_name, reason_words
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import bid_action, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import HUMAN_SEAT, MatchSetup, Speed
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.settings import CardBack, CardSize, SettingsStore, TableColour
from pitch_desktop.ui import accessible
from pitch_desktop.ui.card_art import set_back_colour
from pitch_desktop.ui.felt import TABLE_COLOURS, fit_window_to_screen
from pitch_desktop.ui.score_pad import ScorePad, side_names
from pitch_desktop.ui.table_scene import TableScene
from pitch_desktop.ui.table_view import TableView

if TYPE_CHECKING:
    from pitch_desktop.ui.analysis_view import AnalysisDialog

    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.dialogs import GameOverDialog, HandSummaryDialog
    from pitch_desktop.ui.history_dialog import HistoryDialog, ReplayedHand
    from pitch_desktop.ui.new_match_dialog import NewMatchDialog
    from pitch_desktop.ui.preferences_dialog import Preferences, PreferencesDialog
    from pitch_desktop.ui.rules_help import RulesHelpDialog
    from pitch_desktop.ui.stats_dialog import StatisticsDialog


class MainWindow(QMainWindow):
    """The game's window. ``start_match`` deals; everything else follows from the controller."""

    def __init__(
        self,
        controller: MatchController | None = None,
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
        self.controller = controller if controller is not None else MatchController(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.key_handler = self.handle_key
        self.bid_panel = self.view.bid_panel
        self.score_pad = ScorePad(self, remember=remember)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_pad)
        self.score_pad.apply_width()
        self.score_pad.visibilityChanged.connect(lambda _v: self._show_totals())
        self.status = QLabel(self)
        self.status.setObjectName("StatusLine")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
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
        self.notice.setStyleSheet("#Notice { color: #f6d77a; padding: 6px 12px; }")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.notice.hide)
        row.addWidget(self.notice, 1)
        # The totals, for when the score pad is hidden (small windows hide it at first).
        self.totals = QLabel(self)
        self.totals.setObjectName("Totals")
        self.totals.setStyleSheet("#Totals { color: #d8cfa8; padding: 6px 12px; }")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.totals)
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

        self._setup: MatchSetup | None = None
        self._hand_number = 0
        self._turn: TurnStarted | None = None
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
            self.keeper = MatchKeeper(self.controller, save_path, self)
            self.keeper.save_failed.connect(self.tell)
        self._save_path = save_path
        # Every finished hand goes into the hand history (Game > History, Game > Statistics).
        self.hand_history = HistoryRecorder(enabled=remember, tell=self.tell)
        self._history_dialog: HistoryDialog | None = None
        self._stats_dialog: StatisticsDialog | None = None

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

        c = self.controller
        c.match_started.connect(self._on_match_started)
        c.hand_started.connect(self._on_hand_started)
        c.turn_started.connect(self._on_turn_started)
        c.bid_made.connect(self._on_bid_made)
        c.auction_over.connect(self._on_auction_over)
        c.card_played.connect(self._on_card_played)
        c.trick_won.connect(self._on_trick_won)
        c.hand_scored.connect(self._on_hand_scored)
        c.match_over.connect(self._on_match_over)
        c.action_rejected.connect(self._on_action_rejected)
        c.hint_ready.connect(self._on_hint)
        c.bot_trouble.connect(lambda ev: self.tell(ev.message))
        c.practice_started.connect(self._on_practice)
        c.undone.connect(self._on_undone)
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.bid_panel.bid_chosen.connect(self.submit_bid)
        self._build_menus()
        self._load_preferences()
        self.fit_to_screen()

    # --- menus and preferences ------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(
            self.tr("&New match…"), self.new_match, QKeySequence.StandardKey.New
        )
        game.addAction(self.new_action)
        game.addSeparator()
        self.last_trick_action = self._action(self.tr("&Review hand"), self.show_last_trick, "L")
        game.addAction(self.last_trick_action)
        self.hint_action = self._action(self.tr("&Hint"), self.ask_hint, "H")
        game.addAction(self.hint_action)
        self.review_play_action = self._action(
            self.tr("Review your &play"), self.review_play, "Ctrl+R"
        )
        game.addAction(self.review_play_action)
        self.undo_action = self._action(
            self.tr("&Undo your last move"), self.undo, QKeySequence.StandardKey.Undo
        )
        self.undo_action.setEnabled(False)
        game.addAction(self.undo_action)
        self.always_hint_action = QAction(self.tr("Show a hint at &every turn"), self)
        self.always_hint_action.setCheckable(True)
        game.addAction(self.always_hint_action)
        game.addSeparator()
        self.auto_last_action = QAction(self.tr("Play the last card by &itself"), self)
        self.auto_last_action.setCheckable(True)
        self.auto_last_action.toggled.connect(self.set_auto_last_card)
        game.addAction(self.auto_last_action)
        game.addSeparator()
        game.addAction(self._action(self.tr("Hand &history…"), self.show_history, "Ctrl+H"))
        game.addAction(self._action(self.tr("S&tatistics…"), self.show_statistics, ""))
        game.addAction(
            self._action(
                self.tr("&Open hand or match from file…"),
                self.open_record_file,
                QKeySequence.StandardKey.Open,
            )
        )
        game.addSeparator()
        self.preferences_action = self._action(
            self.tr("&Preferences…"), self.show_preferences, "Ctrl+,"
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        game.addAction(self.preferences_action)
        game.addSeparator()
        quit_action = self._action(
            self.tr("&Quit"), lambda: self.window().close(), QKeySequence.StandardKey.Quit
        )
        game.addAction(quit_action)

        view = bar.addMenu(self.tr("&View"))
        speed = view.addMenu(self.tr("&Speed"))
        self.speed_actions: dict[Speed, QAction] = {}
        group = QActionGroup(self)
        titles = {
            Speed.SLOW: self.tr("Slow"),
            Speed.NORMAL: self.tr("Normal"),
            Speed.FAST: self.tr("Fast"),
            Speed.INSTANT: self.tr("Instant"),
        }
        for sp, title in titles.items():
            action = QAction(title, self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, s=sp: self.set_speed(s))
            group.addAction(action)
            speed.addAction(action)
            self.speed_actions[sp] = action
        self.four_colour_action = QAction(self.tr("&Four-colour deck"), self)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self.set_four_colour)
        view.addAction(self.four_colour_action)
        colours = view.addMenu(self.tr("&Table colour"))
        from pitch_desktop.ui.preferences_dialog import table_colour_names

        colour_titles = {c.value: t for c, t in table_colour_names().items()}
        self.colour_actions: dict[str, QAction] = {}
        cgroup = QActionGroup(self)
        for name in TABLE_COLOURS:
            action = QAction(colour_titles[name], self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, n=name: self.set_table_colour(n))
            cgroup.addAction(action)
            colours.addAction(action)
            self.colour_actions[name] = action
        view.addSeparator()
        pad = self.score_pad.toggleViewAction()
        pad.setText(self.tr("Score &pad"))
        view.addAction(pad)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = self._action(
            self.tr("&Rules of this match"), self.show_rules_help, "F1"
        )
        help_menu.addAction(self.rules_action)

    def _action(
        self, text: str, slot: Callable[[], object], key: QKeySequence.StandardKey | str
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        return action

    def _load_preferences(self) -> None:
        store = self.store
        self.set_speed(store.speed(), save=False)
        four = store.four_colour()
        self.four_colour_action.setChecked(four)
        self.set_four_colour(four, save=False)
        self.set_table_colour(store.table_colour().value, save=False)
        self._auto_last = store.auto_last_card() if self._remember else True
        self.auto_last_action.setChecked(self._auto_last)
        if self._remember:
            self._confirm_card = store.confirm_card()
            self.always_hint_action.setChecked(store.always_hint())
            self.set_card_size(store.card_size(), save=False)
            self.set_card_back(store.card_back(), save=False)
        self.always_hint_action.toggled.connect(self._remember_always_hint)

    def _remember_always_hint(self, on: bool) -> None:
        if self._remember:
            self.store.set_always_hint(on)

    def preferences(self) -> Preferences:
        """The settings as they stand, for the Preferences dialog."""
        from pitch_desktop.ui.preferences_dialog import Preferences

        return Preferences(
            language=self.store.language(),
            speed=self._speed,
            card_size=self._card_size,
            four_colour=self._four_colour,
            card_back=self._card_back,
            table_colour=self._table_colour,
            confirm_card=self._confirm_card,
            auto_last_card=self._auto_last,
            always_hint=self.always_hint_action.isChecked(),
        )

    def show_preferences(self) -> PreferencesDialog:
        """Game > Preferences (Ctrl+,): every setting in one dialog, applied on OK."""
        from pitch_desktop.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.preferences(), self)
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.preferences()))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        self._preferences_dialog = dialog
        dialog.open()
        return dialog

    def apply_preferences(self, chosen: Preferences) -> None:
        """Apply what the Preferences dialog chose, through the same setters as the menus."""
        self.set_speed(chosen.speed)
        self.four_colour_action.setChecked(chosen.four_colour)  # calls set_four_colour
        self.set_table_colour(chosen.table_colour.value)
        self.set_card_size(chosen.card_size)
        self.set_card_back(chosen.card_back)
        self.auto_last_action.setChecked(chosen.auto_last_card)  # calls set_auto_last_card
        self.always_hint_action.setChecked(chosen.always_hint)
        self._confirm_card = chosen.confirm_card
        if self._remember:
            self.store.set_confirm_card(chosen.confirm_card)
            if chosen.language != self.store.language():
                self.store.set_language(chosen.language)
                self.tell(self.tr("The new language applies when Pitch next starts."))

    def set_card_size(self, size: CardSize, *, save: bool = True) -> None:
        """Small, normal or large cards: the table is laid out again at once."""
        self._card_size = CardSize(size)
        self.scene.set_card_scale(self._card_size.scale)
        if save and self._remember:
            self.store.set_card_size(self._card_size)

    def set_card_back(self, back: CardBack, *, save: bool = True) -> None:
        self._card_back = CardBack(back)
        set_back_colour(self._card_back.value)
        self.scene.update()
        self.view.resetCachedContent()
        if save and self._remember:
            self.store.set_card_back(self._card_back)

    def set_auto_last_card(self, on: bool) -> None:
        """Play the last card of a hand for the player, since there is no choice."""
        self._auto_last = on
        if self._remember:
            self.store.set_auto_last_card(on)

    def fit_to_screen(self) -> None:
        """Open at the last size and place, never larger than the screen's available area.

        Built for the app's ``GameFrame`` (its parent), the window goes inside that frame, which
        was fitted before it was shown.
        """
        if self.parentWidget() is None:
            fit_window_to_screen(self, self.store.window_geometry() if self._remember else None)

    @property
    def speed(self) -> Speed:
        return self._speed

    def set_speed(self, speed: Speed, *, save: bool = True) -> None:
        self._speed = Speed(speed)
        self.speed_actions[self._speed].setChecked(True)
        self.controller.set_speed(self._speed)
        self.scene.set_speed(self._speed)
        if save and self._remember:
            self.store.set_speed(self._speed)

    def set_four_colour(self, on: bool, *, save: bool = True) -> None:
        self._four_colour = on
        self.scene.set_four_colour(on)
        if save and self._remember:
            self.store.set_four_colour(on)

    def set_table_colour(self, name: str, *, save: bool = True) -> None:
        colour = TableColour(name) if name in TABLE_COLOURS else TableColour.GREEN
        self._table_colour = colour
        self.colour_actions[colour.value].setChecked(True)
        self.scene.set_table_colour(colour.value)
        self.view.resetCachedContent()
        if save and self._remember:
            self.store.set_table_colour(colour)

    # --- starting -------------------------------------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        """Start a match at the window's current speed."""
        self._close_dialogs()
        self.controller.start(replace(setup, speed=self._speed))

    def resume_or_start(
        self, setup: MatchSetup, adapt: Callable[[MatchSetup], MatchSetup] | None = None
    ) -> bool:
        """Go on with the match saved when the app last stopped, or start ``setup``'s.

        True when a saved match was resumed. A save that cannot be used is set aside and the
        player is told why in one sentence; a new match starts then. ``adapt`` changes the
        saved seats (the smoke test puts computer players in every seat).
        """
        from pitch_desktop.ai.base import bot_names
        from pitch_desktop.storage.autosave import read_saved_match
        from pitch_desktop.storage.saves import DamagedSaveError

        try:
            saved = read_saved_match(bot_names(), self._save_path)
        except DamagedSaveError as exc:
            self.start_match(setup)
            kept = exc.kept_as.name if exc.kept_as is not None else "?"
            self.tell(
                self.tr(
                    "The saved match could not be resumed ({why}); it was kept as {file}."
                ).format(why=exc, file=kept)
            )
            return False
        if saved is None:
            self.start_match(setup)
            return False
        self._close_dialogs()
        resumed = saved.setup if adapt is None else adapt(saved.setup)
        self.controller.resume(replace(resumed, speed=self._speed), saved.match, saved.practice)
        if saved.practice:
            self.hand_history.mark_practice(saved.match)
        self.tell(
            self.tr("Your match was resumed where it stopped: hand {n}, score {scores}.").format(
                n=saved.match.hand_number, scores="–".join(str(x) for x in saved.match.scores)
            )
        )
        return True

    def tell(self, sentence: str) -> None:
        """Show one sentence the player should not miss, for a while, beside the status line."""
        self.notice.setText(sentence)
        self.notice.setAccessibleName(sentence)
        self.notice.show()
        self._notice_timer.start(12000)

    @property
    def match_in_play(self) -> bool:
        """A match has started and nobody has won it yet."""
        match = self.controller.match
        return match is not None and not match.is_over

    def ask_to_leave(self, question: str, yes: str, then: Callable[[], object]) -> None:
        """Ask before a match in play is left; ``then`` runs on yes. Never blocks the table."""
        if not (self.confirm_leaving and self.match_in_play):
            then()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Pitch"),
            question,
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("LeaveQuestion")
        go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go)

        def done() -> None:
            if self._leave_box is box:
                self._leave_box = None
            box.deleteLater()
            if box.clickedButton() is go:
                then()

        box.finished.connect(lambda _r: done())
        self._leave_box = box
        box.open()

    @property
    def leave_question(self) -> QMessageBox | None:
        """The question open before leaving a match, if any."""
        return self._leave_box

    def new_match(self) -> None:
        """Game > New match: ask first when a match is in play."""
        self.ask_to_leave(
            self.tr("Abandon this match?"), self.tr("Abandon it"), self.open_new_match_dialog
        )

    def open_new_match_dialog(self) -> NewMatchDialog:
        from pitch_desktop.ui.new_match_dialog import NewMatchDialog

        dialog = NewMatchDialog(self._setup, self)
        dialog.accepted.connect(lambda: self._new_match_chosen(dialog))
        self._new_dialog = dialog
        dialog.open()
        return dialog

    def _new_match_chosen(self, dialog: NewMatchDialog) -> None:
        setup = dialog.match_setup()
        if self._remember:
            self.store.set_setup(setup)
        self.start_match(setup)

    def _close_dialogs(self) -> None:
        for dialog in (self._summary, self._game_over):
            if dialog is not None:
                dialog.blockSignals(True)
                dialog.close()
                dialog.deleteLater()
        self._summary = None
        self._game_over = None
        self._match_over = None

    # --- the controller's signals ---------------------------------------------------------------
    def _on_match_started(self, ev: MatchStarted) -> None:
        self._setup = ev.setup
        self._hand_number = 0
        self.scene.start_match(ev.setup)
        self.score_pad.start_match(ev.setup)
        self._show_totals()
        self.bid_panel.set_rules(ev.setup.rules)
        self.bid_panel.set_text_size(self.view.text_pixels())
        self.bid_panel.hide()
        self.set_status(self.tr("Dealing…"))

    def _on_hand_started(self, ev: HandStarted) -> None:
        self._hand_number = ev.hand_number
        self._turn = None
        self.bid_panel.hide()
        self.scene.start_hand(ev)
        self._describe_table(ev.view)
        dealer = self._name(ev.dealer)
        self.set_status(self.tr("Hand {n}: {dealer} deals").format(n=ev.hand_number, dealer=dealer))

    # --- learning: hints and undo ----------------------------------------------------------------
    def ask_hint(self) -> None:
        """Game > Hint: the expert's advice for the decision now open, shown on the table."""
        if self.controller.request_hint():
            self.set_status(self.tr("Looking for a hint…"))
        else:
            self.set_status(self.tr("A hint is for your turn."))

    def _on_hint(self, hint: Hint) -> None:
        turn = self._turn
        if turn is None or not turn.is_human:
            return
        reason = reason_words(hint.reason).rstrip(".")
        if is_bid(hint.action):
            level = bid_level(hint.action)
            self.bid_panel.mark_hint(level)
            self.set_status(
                self.tr("Hint: {bid}. {reason}.").format(
                    bid=self.scene.bid_words(level, taken=hint.matched), reason=reason
                )
            )
        else:
            self.scene.focus_card(hint.action)
            self.set_status(
                self.tr("Hint: the {card}. {reason}.").format(
                    card=card_name(hint.action), reason=reason
                )
            )
        self.last_hint = hint

    def undo(self) -> None:
        """Game > Undo: take back your last bid or card in this hand (and the bots' after it)."""
        if not self.controller.undo():
            self.set_status(self.tr("Nothing to take back in this hand."))

    def _on_undone(self, ev: HandStarted) -> None:
        self._close_dialogs()
        self.bid_panel.hide()
        self.set_status(self.tr("Taken back: your move again."))

    def _on_practice(self) -> None:
        self.hand_history.mark_practice(self.controller.match)
        self.tell(
            self.tr("Hints and undo make this a practice match: it stays out of your statistics.")
        )

    # --- the analysis of the player's hand -------------------------------------------------------
    def _analyse(self, ev: HandScored) -> None:
        """Start the analysis of the human's bids and cards in the hand just scored (off the
        table)."""
        setup = self._setup
        if not self.analyse_hands or setup is None or ev.score is None:
            return
        if not setup.seats[HUMAN_SEAT].is_human:
            return
        if self._analysis_request is not None:
            self.analyst.forget(self._analysis_request)
        self._last_analysis = None
        self._analysis_number = self._hand_number
        self._analysis_request = self.analyst.analyse(ev.hand, HUMAN_SEAT)

    def _on_analysed(self, analysis: HandAnalysis) -> None:
        if analysis.request == self._replay_request:
            self._show_replay_analysis(analysis)
            return
        if analysis.request != self._analysis_request:
            return
        self._analysis_request = None
        self._last_analysis = analysis
        from pitch_desktop.ui.analysis_view import costly

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
        if analysis is None or self._setup is None:
            if self._analysis_request is not None:
                self.set_status(self.tr("Your last hand is still being analysed…"))
            else:
                self.set_status(self.tr("Play a hand first: then its analysis shows here."))
            return None
        from pitch_desktop.ui.analysis_view import AnalysisDialog

        dialog = AnalysisDialog(analysis, self._setup, self._analysis_number, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _on_turn_started(self, ev: TurnStarted) -> None:
        self.undo_action.setEnabled(self.controller.can_undo)
        if ev.is_human and self.always_hint_action.isChecked():
            QTimer.singleShot(0, self.ask_hint)
        self._turn = ev
        self.scene.turn(ev)
        playable = frozenset(a for a in ev.legal if not is_bid(a)) if ev.is_human else frozenset()
        self._describe_table(ev.view, to_act=ev.seat, playable=playable)
        if not ev.is_human:
            self.bid_panel.hide()
            self.set_status(self.tr("{name} is thinking…").format(name=self._name(ev.seat)))
            return
        bids = {bid_level(a) for a in ev.legal if is_bid(a)}
        if bids:
            high = ev.view.high_bid
            if high and ev.view.pitcher is not None:
                hint = self.tr("High bid: {bid} by {name}").format(
                    bid=self.scene.bid_words(high), name=self._name(ev.view.pitcher)
                )
            else:
                hint = self.tr("No bids yet")
            self.bid_panel.offer(bids, high, ev.prompt or self.tr("Your bid"), hint)
            accessible.describe_bid_panel(self.bid_panel, ev.prompt or self.tr("Your bid"), hint)
            self.view.place_bid_panel()
        else:
            self.bid_panel.hide()
            self.view.setFocus()
            if self._auto_last and len(ev.legal) == 1 and ev.view.hand.bit_count() == 1:
                # The last card of the hand: no choice is left, so it goes by itself.
                card = ev.legal[0]
                QTimer.singleShot(self._speed.animation_ms, lambda: self._play_last(ev, card))
        self.set_status(ev.prompt or self.tr("Your turn"))

    def _play_last(self, turn: TurnStarted, card: int) -> None:
        if self._turn is turn and self.controller.is_waiting_for_human:
            self.controller.submit(card)

    def _on_bid_made(self, ev: BidMade) -> None:
        self.scene.bid(ev)
        self.announcer.announce(
            accessible.bid_announcement(
                self._name(ev.seat), ev.seat, ev.level, matched=ev.matched, stuck=ev.stuck
            )
        )
        self._describe_table(ev.view)
        if ev.seat == HUMAN_SEAT:
            self.bid_panel.hide()

    def _on_auction_over(self, ev: AuctionOver) -> None:
        self.bid_panel.hide()
        self.scene.auction_over(ev)
        if ev.pitcher is not None:
            bid = self.scene.bid_words(ev.bid)
            if ev.pitcher == HUMAN_SEAT:
                self.set_status(self.tr("You pitch at {bid}").format(bid=bid))
            else:
                self.set_status(
                    self.tr("{name} pitches at {bid}").format(name=self._name(ev.pitcher), bid=bid)
                )

    def _on_card_played(self, ev: CardPlayed) -> None:
        self.scene.card_played(ev)
        self.announcer.announce(accessible.card_announcement(self._name(ev.seat), ev.card))
        self._describe_table(ev.view)

    def _on_trick_won(self, ev: TrickWon) -> None:
        self.scene.trick_won(ev)
        self.announcer.announce(
            accessible.trick_announcement(self._name(ev.winner), sum(ev.view.tricks))
        )
        self._describe_table(ev.view)
        if ev.winner == HUMAN_SEAT:
            self.set_status(self.tr("You take the trick"))
        else:
            self.set_status(self.tr("{name} takes the trick").format(name=self._name(ev.winner)))

    def _on_hand_scored(self, ev: HandScored) -> None:
        self.scene.hand_scored(ev)
        self.bid_panel.hide()
        self.score_pad.add_hand(ev)
        self._show_totals()
        self.hand_history.hand_scored(self._setup, self.controller.match)
        stored = self.hand_history.match_id
        if self._history_dialog is not None and stored is not None:
            self._history_dialog.match_stored(stored)
        assert self._setup is not None
        self._analyse(ev)
        from pitch_desktop.ui.dialogs import HandSummaryDialog

        dialog = HandSummaryDialog(
            self._setup, ev, self._hand_number, self, four_colour=self._four_colour
        )
        if ev.winner is not None:
            dialog.continue_button.setText(self.tr("See the result (Space)"))
        dialog.continued.connect(lambda: self._summary_done(dialog, ev))
        self._summary = dialog
        self.set_status(self.tr("Hand over: press Space to continue"))
        dialog.open()
        self.centre_on_felt(dialog)

    def _summary_done(self, dialog: HandSummaryDialog, ev: HandScored) -> None:
        if self._summary is not dialog:
            return
        self._summary = None
        dialog.deleteLater()
        if ev.winner is None:
            self.controller.next_hand()
        elif self._match_over is not None:
            self._show_game_over(self._match_over)

    def _show_totals(self) -> None:
        setup = self._setup
        if setup is None:
            return
        names = side_names(setup)
        parts = [f"{n} {t}" for n, t in zip(names, self.score_pad.totals(), strict=True)]
        self.totals.setText(
            self.tr("{scores} · to {target}").format(
                scores=" · ".join(parts), target=setup.rules.target
            )
        )
        self.totals.setVisible(not self.score_pad.isVisible())
        self.score_pad.setAccessibleName(self.tr("Score pad"))
        self.score_pad.setAccessibleDescription(
            accessible.score_words(names, self.score_pad.totals(), setup.rules.target)
        )

    def _on_match_over(self, ev: MatchOver) -> None:
        self._match_over = ev
        if self._summary is None:
            self._show_game_over(ev)

    def _show_game_over(self, ev: MatchOver) -> None:
        assert self._setup is not None
        from pitch_desktop.ui.dialogs import GameOverDialog

        dialog = GameOverDialog(self._setup, ev, self)
        dialog.new_match_requested.connect(self.open_new_match_dialog)
        self._game_over = dialog
        self.set_status(dialog.winner_text)
        dialog.open()
        self.centre_on_felt(dialog)

    def centre_on_felt(self, dialog: QWidget) -> None:
        """Put a panel in the middle of the table, over the trick, never over a player."""
        dialog.adjustSize()
        centre = self.view.mapToGlobal(self.view.rect().center())
        dialog.move(centre - dialog.rect().center())

    def _on_action_rejected(self, ev: ActionRejected) -> None:
        """Show why, in the controller's words."""
        self.set_status(ev.reason)

    # --- the human ------------------------------------------------------------------------------
    @property
    def game_over_dialog(self) -> GameOverDialog | None:
        return self._game_over

    @property
    def summary_dialog(self) -> HandSummaryDialog | None:
        return self._summary

    def _name(self, seat: int) -> str:
        if self._setup is None:
            return str(seat)
        s = self._setup.seats[seat]
        return self.tr("You") if s.is_human and seat == HUMAN_SEAT else s.name

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def _names(self) -> list[str]:
        players = self._setup.rules.players if self._setup is not None else 0
        return [self._name(s) for s in range(players)]

    def _describe_table(
        self, view: PlayerView, *, to_act: int | None = None, playable: frozenset[int] = frozenset()
    ) -> None:
        """Keep the table's accessible description up to date (``ui.accessible``)."""
        if self._setup is None:
            return
        self.view.setAccessibleDescription(
            accessible.table_description(
                self._setup, view, self._names(), to_act=to_act, playable=playable
            )
        )

    def _on_card_clicked(self, card: int, marked_legal: bool) -> None:
        """Cards go to the controller on the human's card turn; otherwise say what is awaited."""
        turn = self._turn
        if turn is None or self._setup is None:
            return
        if not turn.is_human:
            self.set_status(self.tr("Wait: it is {name}'s turn").format(name=self._name(turn.seat)))
        elif not any(not is_bid(a) for a in turn.legal):
            self.set_status(self.tr("First bid or pass, in the panel above your cards"))
        elif self._confirm_card and any(a == card for a in turn.legal):
            self._confirm_and_play(turn, card)
        else:
            self.controller.submit(card)

    def _confirm_and_play(self, turn: TurnStarted, card: int) -> None:
        """Preferences > Confirm before playing a card: ask, then play if the turn still holds."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Pitch"),
            self.tr("Play the {card}?").format(card=card_name(card)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName("ConfirmCard")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)

        def done(result: int) -> None:
            box.deleteLater()
            yes = result == QMessageBox.StandardButton.Yes
            if yes and self._turn is turn and self.controller.is_waiting_for_human:
                self.controller.submit(card)

        box.finished.connect(done)
        self._confirm_box = box
        box.open()

    def submit_bid(self, level: int) -> None:
        self.controller.submit(bid_action(level))

    def show_rules_help(self) -> RulesHelpDialog:
        """Help > Rules of this match (F1): the rules being played, in a window beside the table."""
        from pitch_desktop.ui.rules_help import show_rules_help

        setup = self._setup or self.controller.setup or self.store.setup()
        self._rules_help = show_rules_help(self, self.controller, setup.rules, self._rules_help)
        return self._rules_help

    def show_history(self) -> HistoryDialog:
        """Game > Hand history: past matches and their hands, each replayable."""
        from pitch_desktop.ui.history_dialog import show_history

        fresh = self._history_dialog is None
        self._history_dialog = show_history(self, self.hand_history, self._history_dialog)
        if fresh:
            self._history_dialog.replay.hand_shown.connect(self._analyse_replayed)
        return self._history_dialog

    def _analyse_replayed(self, hand: ReplayedHand) -> None:
        """A hand of the player's, chosen in the history: analyse it and show the findings."""
        if hand.human_seat is None or hand.state.score is None:
            return
        if self._replay_request is not None:
            self.analyst.forget(self._replay_request)  # another hand was chosen meanwhile
        self._replay_request = self.analyst.analyse(hand.state, hand.human_seat)
        self._replayed = hand

    def _show_replay_analysis(self, analysis: HandAnalysis) -> None:
        """The analysis of the hand chosen in the history, if that hand is still shown."""
        self._replay_request = None
        replay = self._history_dialog.replay if self._history_dialog is not None else None
        if replay is not None and replay.hand is self._replayed:
            from pitch_desktop.ui.analysis_view import AnalysisList

            replay.show_analysis(AnalysisList(analysis, replay.show_moment))

    def show_statistics(self) -> StatisticsDialog:
        """Game > Statistics: the player's record per preset and table."""
        from pitch_desktop.ui.stats_dialog import show_statistics

        self._stats_dialog = show_statistics(self, self.hand_history, self._stats_dialog)
        return self._stats_dialog

    def open_record_file(self) -> None:
        """Game > Open hand or match from file: chosen in the history window, replayed there."""
        self.show_history().ask_open_file()

    def show_last_trick(self) -> None:
        """Game > Review hand (L): each press shows the trick before the one shown."""
        if not self.scene.review_previous_trick():
            self.set_status(self.tr("No trick has been played yet in this hand"))

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play: arrows and Enter for cards, digits and P for bids, Space continues."""
        key = event.key()
        if self._summary is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            self._summary.accept()
            return True
        if key == Qt.Key.Key_Escape and self.scene.reviewing:
            self.scene.end_review()
            return True
        if self.bid_panel.isVisible():
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key in (Qt.Key.Key_P, Qt.Key.Key_S):
                self.scene.keyboard_in_use()
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                self.bid_panel.choose(key - Qt.Key.Key_0)
                return True
            if key == Qt.Key.Key_P:
                self.bid_panel.choose(0)
                return True
            if key == Qt.Key.Key_S:
                self.bid_panel.choose(SMUDGE_LEVEL)
                return True
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.scene.move_focus(-1 if key == Qt.Key.Key_Left else 1)
            self._announce_focused_card()
            return True
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and self.scene.focused_card() is not None
        ):
            self.scene.activate_focus()
            return True
        return False

    def _announce_focused_card(self) -> None:
        """Say the card the focus ring moved to, and whether it may be played."""
        card = self.scene.focused_card()
        if card is None:
            return
        turn = self._turn
        playable = turn is not None and turn.is_human and card in turn.legal
        self.announcer.announce(accessible.card_words(card, playable))

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
            if self.width() < 1000:
                self.score_pad.hide()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.confirm_leaving and self.match_in_play and not self._leaving:
            event.ignore()
            question = (
                self.tr("Quit Pitch? This match is saved and resumes when you come back.")
                if self.keeper is not None
                else self.tr("Abandon this match?")
            )
            self.ask_to_leave(question, self.tr("Quit"), self._quit_now)
            return
        self.controller.stop()
        self.analyst.stop()
        if self._remember:
            self.store.set_window_geometry(bytes(self.window().saveGeometry().data()))
        super().closeEvent(event)

    def _quit_now(self) -> None:
        self._leaving = True
        self.window().close()  # the frame holding this window, if any, closes with it

    def close_without_asking(self) -> bool:
        """Close at once (the system is ending the app); the match in play stays saved."""
        self._leaving = True
        return self.window().close()
