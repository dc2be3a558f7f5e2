"""The main window: table, score pad, status line and menus, wired to the controller.

The window passes the controller's payloads to the table and the score pad, and the human's
clicks and keys back to the controller. It decides no rule: a card or a bid is always submitted,
and what the controller rejects is explained in the status line.

It is a frame put together from parts of one job each, every one an object with its own state:
the status bar (``status_bar``), the menus (``menus``), the settings (``settings``), hints and
undo (``learning``), the analysis of the player's hands (``analyses``), the end of a hand
(``hand_end``), starting and leaving a match (``match_start``), the windows beside the table
(``side_windows``), the human's moves (``human_input``) and the tables with friends
(``online``). The parts hear one another through signals and small protocols; the window keeps
the widgets, its frame's events, and the few words its callers use.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QVBoxLayout, QWidget

from pitch_desktop.ai.registry import player_levels
from pitch_desktop.controller.analyst import Analyst, HandAnalysis
from pitch_desktop.controller.events import Hint
from pitch_desktop.controller.keeper import MatchKeeper
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.engine.rules import Rules
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.storage.recorder import READ_FLUSH_S, HistoryRecorder
from pitch_desktop.storage.settings import SettingsStore
from pitch_desktop.ui.common.felt import fit_window_to_screen
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.view import TableView
from pitch_desktop.ui.window.analyses import HandAnalyses
from pitch_desktop.ui.window.hand_end import HandEnd, centre_on_felt
from pitch_desktop.ui.window.human_input import HumanInput
from pitch_desktop.ui.window.learning import Learning
from pitch_desktop.ui.window.match_start import MatchStart
from pitch_desktop.ui.window.menus import WindowMenus
from pitch_desktop.ui.window.online import OnlinePlay
from pitch_desktop.ui.window.part import WindowKit
from pitch_desktop.ui.window.presenter import TablePresenter
from pitch_desktop.ui.window.ratings import Ratings
from pitch_desktop.ui.window.score_pad import ScorePad
from pitch_desktop.ui.window.settings import WindowSettings
from pitch_desktop.ui.window.side_windows import SideWindows
from pitch_desktop.ui.window.sounds import TableSounds
from pitch_desktop.ui.window.status_bar import StatusBar

SMALL_WINDOW_WIDTH = 1000  # narrower, the table keeps the whole width at first

if TYPE_CHECKING:
    from pitch_desktop.controller.network_table import NetworkTable
    from pitch_desktop.controller.tables import ServerConfig
    from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog
    from pitch_desktop.ui.dialogs.host_table import HostTableDialog
    from pitch_desktop.ui.dialogs.join_table import JoinTableDialog
    from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
    from pitch_desktop.ui.dialogs.preferences import Preferences, PreferencesDialog
    from pitch_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from pitch_desktop.ui.dialogs.summary import GameOverDialog, HandSummaryDialog
    from pitch_desktop.ui.history.analysis import AnalysisDialog
    from pitch_desktop.ui.history.dialog import HistoryDialog
    from pitch_desktop.ui.history.statistics import StatisticsDialog
    from pitch_desktop.ui.window.online_window import OnlineSeat


class MainWindow(QMainWindow):
    """The game's window. ``start_match`` deals; everything else follows from the controller."""

    # Closed for good (the question before leaving answered): what the window held may go.
    closed = Signal()
    keeps_geometry = True  # its place and size are saved for the next start
    leave_words: str | None = None  # the question before leaving, when not the usual one
    online: OnlineSeat | None = None  # set when this window is a seat at a table with friends

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
        self.store = SettingsStore(player_levels(), self)
        self.controller = controller if controller is not None else MatchController(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.key_handler = self.handle_key
        self.bid_panel = self.view.bid_panel
        self.name_panel = self.view.name_panel
        self.discard_panel = self.view.discard_panel
        self.call_panel = self.view.call_panel
        self.score_pad = ScorePad(self, remember=remember)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_pad)
        self.score_pad.apply_width()
        self.status_bar = StatusBar(self)
        self.store.save_failed.connect(self.tell)  # settings that cannot be saved: said once
        # The status bar's widgets, under the names the presenter and the tests know.
        self.status = self.status_bar.status
        self.notice = self.status_bar.notice
        self.claim_button = self.status_bar.claim_button
        self.totals = self.status_bar.totals
        self.announcer = self.status_bar.announcer
        self.view.setAccessibleName(self.tr("Card table"))
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(self.status_bar)
        self.setCentralWidget(central)
        self._shown_once = False
        self._leaving = False  # the player said yes to quitting

        # The match in play is saved after every bid and card (unless told not to keep it).
        self.keeper: MatchKeeper | None = None
        if keep_match if keep_match is not None else remember:
            self.keeper = MatchKeeper(
                self.controller, save_path, self, before_forgetting=self._store_last_hand
            )
            self.keeper.save_failed.connect(self.tell)
        # Every finished hand goes into the hand history (Game > History, Game > Statistics).
        # Its writes run in a thread of their own: a locked or full disk never holds the table up.
        self.hand_history = HistoryRecorder(
            enabled=remember, tell=self.tell, stored=self._hand_stored
        )
        # The analysis of each finished hand runs in a worker of its own.
        self.analyst = Analyst(self, worker=self.controller.worker_kind)

        # The presenter tells the table what the controller announces; the parts hear the
        # controller themselves only for what they show in their own dialogs and menus.
        self.presenter = TablePresenter(self, self)
        self.score_pad.visibilityChanged.connect(lambda _v: self.presenter.show_totals())
        # The sounds of the table; never in tests, screenshots or the smoke test.
        self.sounds = TableSounds(
            self.controller,
            on=self.store.sound(),
            volume=self.store.sound_volume(),
            silent=not remember,
            parent=self,
        )
        self._build_parts(remember, save_path)
        self.fit_to_screen()

    def _build_parts(self, remember: bool, save_path: Path | None) -> None:
        """The window's parts, in the order they hear the controller."""
        kit = WindowKit(
            window=self,
            controller=self.controller,
            presenter=self.presenter,
            view=self.view,
            store=self.store,
            status=self.status_bar,
            hand_history=self._recorder,  # asked for each time: the window may be given another
            remember=remember,
        )
        self.menus = WindowMenus(self, self, self.score_pad.toggleViewAction())
        self.settings = WindowSettings(kit, self.menus, self.sounds)
        self.analyses = HandAnalyses(kit, self.analyst, self.settings)
        self.controller.hand_started.connect(self.analyses.hand_started)
        self.hand_end = HandEnd(kit, self.analyses, self.settings)
        self.learning = Learning(kit)
        self.match_start = MatchStart(
            kit, self.settings, save_path, lambda: self.hand_end.summary_dialog is not None
        )
        self.hand_end.last_hand_closed.connect(self.match_start.last_hand_closed)
        self.ratings = Ratings(kit)  # a match won or a day compared moves the rating
        self.match_start.comparer.compared.connect(self.ratings.day_compared)
        if isinstance(self.controller, MatchController):
            self.controller.day_played.connect(self.ratings.day_played)
        if self.keeper is not None and isinstance(self.controller, MatchController):
            self.controller.day_played.connect(self.keeper.forget_finished)  # a played day
        self.match_start.starting.connect(self.hand_end.close_dialogs)
        self.side_windows = SideWindows(kit, self.analyses, self.settings)
        self.human_input = HumanInput(kit, self.settings, self.hand_end)
        self.online_play = OnlinePlay(kit, self._table_window)
        self.hand_end.new_match_asked.connect(self.match_start.open_new_match_dialog)
        self.hand_end.rematch_asked.connect(self.match_start.start_match)
        self.hand_end.history_asked.connect(self.side_windows.show_history)
        self.settings.load()

    def _recorder(self) -> HistoryRecorder:
        return self.hand_history

    def _table_window(self, table: NetworkTable) -> MainWindow:
        """A game window of this window's own kind for a table (``OnlineSeat`` makes it one)."""
        make: Callable[..., MainWindow] = type(self)
        return make(table, remember=self._remember, keep_match=False)

    def fit_to_screen(self) -> None:
        """Open at the last size and place, never larger than the screen's available area.

        Built for the app's ``GameFrame`` (its parent), the window goes inside that frame, which
        was fitted before it was shown.
        """
        if self.parentWidget() is None:
            fit_window_to_screen(self, self.store.window_geometry() if self._remember else None)

    def _store_last_hand(self) -> None:
        """The won match's last hand is in the history before its save is forgotten (a kill
        between the two would lose it). One write, waited for briefly, once a match."""
        self.hand_history.flush(READ_FLUSH_S, retry=False)

    def _hand_stored(self, match_id: str) -> None:
        self.side_windows.hand_stored(match_id)

    # --- what the presenter, the online seat and the callers ask of the window ---------------
    @property
    def widget(self) -> QMainWindow:
        """The window itself (for a seat at a table, which knows it by its protocol)."""
        return self

    def set_status(self, text: str) -> None:
        self.status_bar.set_status(text)

    def show_rules(self, rules: Rules) -> None:
        """The table's rules before its match starts: the score pad's legend of its awards."""
        self.score_pad.show_legend(rules)

    def stop_choices(self) -> None:
        """Take back the bids, suits and cards offered (the table with friends is lost)."""
        self.presenter.hide_panels()
        self.scene.end_human_turn()

    def tell(self, sentence: str) -> None:
        """Show one sentence the player should not miss, for a while, beside the status line."""
        self.status_bar.tell(sentence)

    def centre_on_felt(self, dialog: QWidget) -> None:
        """Put a panel in the middle of the table, over the trick, never over a player."""
        centre_on_felt(dialog, self.view)

    @property
    def speed(self) -> Speed:
        return self.settings.speed

    @property
    def auto_last_card(self) -> bool:
        """Play a hand's last card by itself (Game > Play the last card by itself)."""
        return self.settings.auto_last_card

    @property
    def new_action(self) -> QAction:
        return self.menus.new_action

    @property
    def day_action(self) -> QAction:
        return self.menus.day_action

    @property
    def undo_action(self) -> QAction:
        return self.menus.undo_action

    @property
    def claim_action(self) -> QAction:
        return self.menus.claim_action

    @property
    def hint_action(self) -> QAction:
        return self.menus.hint_action

    @property
    def always_hint_action(self) -> QAction:
        return self.menus.always_hint_action

    @property
    def pause_action(self) -> QAction:
        return self.menus.pause_action

    @property
    def preferences_action(self) -> QAction:
        return self.menus.preferences_action

    @property
    def rules_action(self) -> QAction:
        return self.menus.rules_action

    @property
    def speed_actions(self) -> dict[Speed, QAction]:
        return self.menus.speed_actions

    @property
    def colour_actions(self) -> dict[str, QAction]:
        return self.menus.colour_actions

    # --- a match: started, resumed, left ----------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        """Start a match at the window's current speed."""
        self.match_start.start_match(setup)

    def resume_or_start(
        self, setup: MatchSetup, adapt: Callable[[MatchSetup], MatchSetup] | None = None
    ) -> bool:
        """Go on with the match saved when the app last stopped, or start ``setup``'s (True
        when a saved match was resumed)."""
        return self.match_start.resume_or_start(setup, adapt)

    @property
    def match_in_play(self) -> bool:
        """A match has started and nobody has won it yet."""
        return self.match_start.match_in_play

    @property
    def confirm_leaving(self) -> bool:
        """Ask before a match in play is abandoned or the window closed (off in tests)."""
        return self.match_start.confirm_leaving

    @confirm_leaving.setter
    def confirm_leaving(self, on: bool) -> None:
        self.match_start.confirm_leaving = on

    def ask_to_leave(self, question: str, yes: str, then: Callable[[], object]) -> None:
        self.match_start.ask_to_leave(question, yes, then)

    @property
    def leave_question(self) -> QMessageBox | None:
        """The question open before leaving a match, if any."""
        return self.match_start.leave_question

    def new_match(self) -> None:
        self.match_start.new_match()

    def open_new_match_dialog(self) -> NewMatchDialog:
        return self.match_start.open_new_match_dialog()

    def deal_of_the_day(self) -> None:
        self.match_start.deal_of_the_day()

    def open_challenge(self) -> None:
        self.match_start.open_challenge()

    @property
    def summary_dialog(self) -> HandSummaryDialog | None:
        return self.hand_end.summary_dialog

    @property
    def game_over_dialog(self) -> GameOverDialog | None:
        return self.hand_end.game_over_dialog

    # --- the settings -----------------------------------------------------------------------
    def set_speed(self, speed: Speed, *, save: bool = True) -> None:
        self.settings.set_speed(speed, save=save)

    def set_four_colour(self, on: bool, *, save: bool = True) -> None:
        self.settings.set_four_colour(on, save=save)

    def set_table_colour(self, name: str, *, save: bool = True) -> None:
        self.settings.set_table_colour(name, save=save)

    def set_auto_last_card(self, on: bool) -> None:
        self.settings.set_auto_last_card(on)

    def set_pause_after_trick(self, on: bool) -> None:
        self.settings.set_pause_after_trick(on)

    def preferences(self) -> Preferences:
        return self.settings.preferences()

    def show_preferences(self) -> PreferencesDialog:
        return self.settings.show_preferences()

    # --- learning: hints, undo and the analysis ---------------------------------------------
    def ask_hint(self) -> None:
        self.learning.ask_hint()

    @property
    def last_hint(self) -> Hint | None:
        return self.learning.last_hint

    def undo(self) -> None:
        self.learning.undo()

    @property
    def analyse_hands(self) -> bool:
        """Analyse each finished hand of the player's (not in tests and screenshots unless
        asked for: it is seconds of work per hand)."""
        return self.analyses.enabled

    @analyse_hands.setter
    def analyse_hands(self, on: bool) -> None:
        self.analyses.enabled = on

    @property
    def last_analysis(self) -> HandAnalysis | None:
        return self.analyses.last_analysis

    def review_play(self) -> AnalysisDialog | None:
        return self.analyses.review_play()

    # --- the windows beside the table -------------------------------------------------------
    def show_rules_help(self) -> RulesHelpDialog:
        return self.side_windows.show_rules_help()

    def show_history(self) -> HistoryDialog:
        return self.side_windows.show_history()

    def show_statistics(self) -> StatisticsDialog:
        return self.side_windows.show_statistics()

    def show_cards_played(self) -> CardsPlayedDialog:
        return self.side_windows.show_cards_played()

    def open_record_file(self) -> None:
        self.side_windows.open_record_file()

    def show_last_trick(self) -> None:
        self.side_windows.show_last_trick()

    # --- the human --------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        return self.human_input.handle_key(event)

    def claim_rest(self) -> None:
        self.human_input.claim_rest()

    def go_on(self) -> bool:
        return self.human_input.go_on()

    # --- tables with friends ----------------------------------------------------------------
    def host_table(self) -> HostTableDialog:
        return self.online_play.host_table()

    def join_table(self) -> JoinTableDialog:
        return self.online_play.join_table()

    def join_by_link(self, address: str, code: str) -> JoinTableDialog:
        """An invite link was opened: Join a table… filled in."""
        return self.online_play.join_by_link(address, code)

    @property
    def server_config(self) -> ServerConfig | None:
        """The hosted server's limits and pace (the tests make it quick)."""
        return self.online_play.server_config

    @server_config.setter
    def server_config(self, config: ServerConfig | None) -> None:
        self.online_play.server_config = config

    @property
    def online_windows(self) -> tuple[MainWindow, ...]:
        """The tables with friends open now."""
        return tuple(w for w in self.online_play.online_windows if isinstance(w, MainWindow))

    def close_online_tables(self) -> None:
        self.online_play.close_online_tables()

    # --- the frame --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.status_bar.fit_font(self.height())

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
        self.match_start.comparer.stop()
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
