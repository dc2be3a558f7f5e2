"""The main window's menus: Game, View and Help, their actions and shortcuts. A part of
``MainWindow``.

The menus know what they ask for (``MenuCommands``), not who does it: each action calls one
command, and the window hands its parts the actions whose state they show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from pitch_desktop.match_setup import Speed
from pitch_desktop.ui.common.felt import TABLE_COLOURS, table_colour_names
from pitch_desktop.ui.dialogs.about import AboutDialog


class MenuCommands(Protocol):
    """What the menus' actions ask for."""

    def new_match(self) -> None: ...
    def deal_of_the_day(self) -> None: ...
    def host_table(self) -> object: ...
    def join_table(self) -> object: ...
    def show_last_trick(self) -> None: ...
    def show_cards_played(self) -> object: ...
    def ask_hint(self) -> None: ...
    def review_play(self) -> object: ...
    def undo(self) -> None: ...
    def claim_rest(self) -> None: ...
    def show_history(self) -> object: ...
    def show_statistics(self) -> object: ...
    def open_record_file(self) -> None: ...
    def show_preferences(self) -> object: ...
    def show_rules_help(self) -> object: ...
    def set_speed(self, speed: Speed, /) -> None: ...
    def set_four_colour(self, on: bool, /) -> None: ...
    def set_table_colour(self, name: str, /) -> None: ...
    def set_auto_last_card(self, on: bool, /) -> None: ...
    def set_pause_after_trick(self, on: bool, /) -> None: ...


class WindowMenus(QObject):
    """The menu bar of ``window`` and its actions (public: the other parts show their state)."""

    def __init__(self, window: QMainWindow, commands: MenuCommands, score_pad: QAction) -> None:
        super().__init__(window)
        self._window = window
        self._build(commands, score_pad)

    def _build(self, commands: MenuCommands, score_pad: QAction) -> None:
        self._build_game(commands)
        self._build_view(commands, score_pad)
        help_menu = self._window.menuBar().addMenu(
            QCoreApplication.translate("MainWindow", "&Help")
        )
        self.rules_action = self._action(
            QCoreApplication.translate("MainWindow", "&Rules of this match"),
            commands.show_rules_help,
            "F1",
        )
        help_menu.addAction(self.rules_action)
        help_menu.addAction(
            QCoreApplication.translate("MainWindow", "&About pitch-desktop…"),
            lambda: AboutDialog.show_for(self._window),
        )

    def _build_game(self, c: MenuCommands) -> None:
        window = self._window
        bar = window.menuBar()
        game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        self.game_menu = game
        self.new_action = self._action(
            QCoreApplication.translate("MainWindow", "&New match…"),
            c.new_match,
            QKeySequence.StandardKey.New,
        )
        game.addAction(self.new_action)
        self.day_action = self._action(
            QCoreApplication.translate("MainWindow", "Deal of the &day…"), c.deal_of_the_day, ""
        )
        game.addAction(self.day_action)
        self.online_actions = (
            self._action(
                QCoreApplication.translate("MainWindow", "Ho&st a table…"), c.host_table, ""
            ),
            self._action(
                QCoreApplication.translate("MainWindow", "&Join a table…"), c.join_table, ""
            ),
        )
        game.addActions(list(self.online_actions))
        game.addSeparator()
        self.last_trick_action = self._action(
            QCoreApplication.translate("MainWindow", "&Review hand"), c.show_last_trick, "L"
        )
        game.addAction(self.last_trick_action)
        self.cards_played_action = self._action(
            QCoreApplication.translate("MainWindow", "&Cards played"), c.show_cards_played, "K"
        )
        game.addAction(self.cards_played_action)
        self.hint_action = self._action(
            QCoreApplication.translate("MainWindow", "&Hint"), c.ask_hint, "H"
        )
        game.addAction(self.hint_action)
        self.review_play_action = self._action(
            QCoreApplication.translate("MainWindow", "Review your &play"),
            c.review_play,
            "Ctrl+R",
        )
        game.addAction(self.review_play_action)
        self.undo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Undo your last move"),
            c.undo,
            QKeySequence.StandardKey.Undo,
        )
        self.undo_action.setEnabled(False)
        game.addAction(self.undo_action)
        self.claim_action = self._action(
            QCoreApplication.translate("MainWindow", "C&laim the rest"), c.claim_rest, "C"
        )
        self.claim_action.setEnabled(False)  # only while a claim is proven
        game.addAction(self.claim_action)
        self.always_hint_action = QAction(
            QCoreApplication.translate("MainWindow", "Show a hint at &every turn"), window
        )
        self.always_hint_action.setCheckable(True)
        game.addAction(self.always_hint_action)
        game.addSeparator()
        self.auto_last_action = QAction(
            QCoreApplication.translate("MainWindow", "Play the last card by &itself"), window
        )
        self.auto_last_action.setCheckable(True)
        self.auto_last_action.toggled.connect(c.set_auto_last_card)
        game.addAction(self.auto_last_action)
        self.pause_action = QAction(
            QCoreApplication.translate("MainWindow", "&Pause after each trick"), window
        )
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(c.set_pause_after_trick)
        game.addAction(self.pause_action)
        game.addSeparator()
        game.addAction(
            self._action(
                QCoreApplication.translate("MainWindow", "Hand &history…"),
                c.show_history,
                "Ctrl+H",
            )
        )
        game.addAction(
            self._action(
                QCoreApplication.translate("MainWindow", "S&tatistics…"), c.show_statistics, ""
            )
        )
        game.addAction(
            self._action(
                QCoreApplication.translate("MainWindow", "&Open hand or match from file…"),
                c.open_record_file,
                QKeySequence.StandardKey.Open,
            )
        )
        game.addSeparator()
        self.preferences_action = self._action(
            QCoreApplication.translate("MainWindow", "&Preferences…"),
            c.show_preferences,
            "Ctrl+,",
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        game.addAction(self.preferences_action)
        game.addSeparator()
        quit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Quit"),
            lambda: window.window().close(),
            QKeySequence.StandardKey.Quit,
        )
        game.addAction(quit_action)

    def _build_view(self, c: MenuCommands, score_pad: QAction) -> None:
        window = self._window
        view = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
        speed = view.addMenu(QCoreApplication.translate("MainWindow", "&Speed"))
        self.speed_actions: dict[Speed, QAction] = {}
        group = QActionGroup(window)
        titles = {
            Speed.SLOW: QCoreApplication.translate("MainWindow", "Slow"),
            Speed.NORMAL: QCoreApplication.translate("MainWindow", "Normal"),
            Speed.FAST: QCoreApplication.translate("MainWindow", "Fast"),
            Speed.INSTANT: QCoreApplication.translate("MainWindow", "Instant"),
        }
        for sp, title in titles.items():
            action = QAction(title, window)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, s=sp: c.set_speed(s))
            group.addAction(action)
            speed.addAction(action)
            self.speed_actions[sp] = action
        self.four_colour_action = QAction(
            QCoreApplication.translate("MainWindow", "&Four-colour deck"), window
        )
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(c.set_four_colour)
        view.addAction(self.four_colour_action)
        colours = view.addMenu(QCoreApplication.translate("MainWindow", "&Table colour"))
        colour_titles = {colour.value: t for colour, t in table_colour_names().items()}
        self.colour_actions: dict[str, QAction] = {}
        cgroup = QActionGroup(window)
        for name in TABLE_COLOURS:
            action = QAction(colour_titles[name], window)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, n=name: c.set_table_colour(n))
            cgroup.addAction(action)
            colours.addAction(action)
            self.colour_actions[name] = action
        view.addSeparator()
        score_pad.setText(QCoreApplication.translate("MainWindow", "Score &pad"))
        view.addAction(score_pad)

    def _action(
        self, text: str, slot: Callable[[], object], key: QKeySequence.StandardKey | str
    ) -> QAction:
        action = QAction(text, self._window)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        return action
