"""What the parts of the main window share: the window's state, declared once.

``MainWindow`` is put together from parts of one job each (``menus``, ``settings``,
``match_start``, ``side_windows``, ``human_input``); each part is a ``WindowBase``, so it reads and
changes the state ``MainWindow.__init__`` makes, and calls the other parts' methods, with their
types known. The parts' words keep the ``MainWindow`` context of the translations.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox, QPushButton, QWidget

from pitch_desktop.controller.analyst import Analyst, HandAnalysis
from pitch_desktop.controller.events import Hint, MatchOver
from pitch_desktop.controller.keeper import MatchKeeper
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.match_setup import Speed
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.settings import CardBack, CardSize, SettingsStore, TableColour
from pitch_desktop.ui.common.accessible import Announcer
from pitch_desktop.ui.table.bid_panel import BidPanel
from pitch_desktop.ui.table.name_panel import NamePanel
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.view import TableView
from pitch_desktop.ui.window.score_pad import ScorePad

if TYPE_CHECKING:
    from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog
    from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
    from pitch_desktop.ui.dialogs.preferences import PreferencesDialog
    from pitch_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from pitch_desktop.ui.dialogs.summary import GameOverDialog, HandSummaryDialog
    from pitch_desktop.ui.history.analysis import AnalysisDialog
    from pitch_desktop.ui.history.dialog import HistoryDialog
    from pitch_desktop.ui.history.replay import ReplayedHand
    from pitch_desktop.ui.history.statistics import StatisticsDialog
    from pitch_desktop.ui.window.presenter import TablePresenter
    from pitch_desktop.ui.window.sounds import TableSounds


class WindowBase(QMainWindow):
    """The main window's state (made by ``MainWindow.__init__``) and the methods its parts
    share."""

    store: SettingsStore
    controller: TableSource
    scene: TableScene
    view: TableView
    bid_panel: BidPanel
    name_panel: NamePanel  # the pitcher names trump here with the draw-back
    score_pad: ScorePad
    status: QLabel
    notice: QLabel
    _notice_timer: QTimer
    totals: QLabel
    announcer: Announcer
    presenter: TablePresenter  # drives the table from the controller's signals
    sounds: TableSounds
    confirm_leaving: bool
    keeper: MatchKeeper | None
    hand_history: HistoryRecorder
    analyse_hands: bool
    analyst: Analyst
    last_hint: Hint | None
    # The menus' actions (``menus``).
    game_menu: QMenu
    new_action: QAction
    online_actions: tuple[QAction, QAction]  # host a table, join a table
    last_trick_action: QAction
    hint_action: QAction
    review_play_action: QAction
    undo_action: QAction
    claim_action: QAction
    claim_button: QPushButton
    always_hint_action: QAction
    auto_last_action: QAction
    pause_action: QAction
    preferences_action: QAction
    speed_actions: dict[Speed, QAction]
    four_colour_action: QAction
    colour_actions: dict[str, QAction]
    rules_action: QAction

    _remember: bool  # save the set-up and preferences (not in screenshots/tests)
    _save_path: Path | None
    _summary: HandSummaryDialog | None
    _game_over: GameOverDialog | None
    _match_over: MatchOver | None
    _new_dialog: NewMatchDialog | None
    _rules_help: RulesHelpDialog | None
    _speed: Speed
    _four_colour: bool
    _auto_last: bool
    _confirm_card: bool
    _card_size: CardSize
    _card_back: CardBack
    _table_colour: TableColour
    _preferences_dialog: PreferencesDialog | None
    _confirm_box: QMessageBox | None
    _leaving: bool  # the player said yes to quitting
    _leave_box: QMessageBox | None
    _history_dialog: HistoryDialog | None
    _stats_dialog: StatisticsDialog | None
    _cards_played: CardsPlayedDialog | None
    _analysis_request: int | None
    _analysis_number: int
    _last_analysis: HandAnalysis | None
    _replay_request: int | None  # the analysis of a hand chosen in the history
    _replayed: ReplayedHand | None

    if TYPE_CHECKING:
        # Defined by ``MainWindow`` and its parts; declared here for the type checker only.
        def set_status(self, text: str) -> None: ...
        def tell(self, sentence: str) -> None: ...
        def centre_on_felt(self, dialog: QWidget) -> None: ...
        def new_match(self) -> None: ...
        def open_new_match_dialog(self) -> NewMatchDialog: ...
        def show_last_trick(self) -> None: ...
        def show_cards_played(self) -> CardsPlayedDialog: ...
        def ask_hint(self) -> None: ...
        def review_play(self) -> AnalysisDialog | None: ...
        def undo(self) -> None: ...
        def claim_rest(self) -> None: ...
        def show_history(self) -> HistoryDialog: ...
        def show_statistics(self) -> StatisticsDialog: ...
        def open_record_file(self) -> None: ...
        def show_preferences(self) -> PreferencesDialog: ...
        def show_rules_help(self) -> RulesHelpDialog: ...
        def set_speed(self, speed: Speed, *, save: bool = True) -> None: ...
        def set_four_colour(self, on: bool, *, save: bool = True) -> None: ...
        def set_table_colour(self, name: str, *, save: bool = True) -> None: ...
        def set_auto_last_card(self, on: bool) -> None: ...
        def set_pause_after_trick(self, on: bool) -> None: ...
        def host_table(self) -> object: ...
        def join_table(self) -> object: ...
