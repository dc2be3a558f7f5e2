"""The main window's menus: Game, View and Help, their actions and shortcuts. A part of
``MainWindow``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from pitch_desktop.match_setup import Speed
from pitch_desktop.ui.common.felt import TABLE_COLOURS, table_colour_names
from pitch_desktop.ui.dialogs.about import AboutDialog
from pitch_desktop.ui.window.window_base import WindowBase


class WindowMenus(WindowBase):
    """The menu bar and its actions (``MainWindow``)."""

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        self.game_menu = game
        self.new_action = self._action(
            QCoreApplication.translate("MainWindow", "&New match…"),
            self.new_match,
            QKeySequence.StandardKey.New,
        )
        game.addAction(self.new_action)
        self.online_actions = (
            self._action(
                QCoreApplication.translate("MainWindow", "Ho&st a table…"), self.host_table, ""
            ),
            self._action(
                QCoreApplication.translate("MainWindow", "&Join a table…"), self.join_table, ""
            ),
        )
        game.addActions(list(self.online_actions))
        game.addSeparator()
        self.last_trick_action = self._action(
            QCoreApplication.translate("MainWindow", "&Review hand"), self.show_last_trick, "L"
        )
        game.addAction(self.last_trick_action)
        self.cards_played_action = self._action(
            QCoreApplication.translate("MainWindow", "&Cards played"), self.show_cards_played, "K"
        )
        game.addAction(self.cards_played_action)
        self.hint_action = self._action(
            QCoreApplication.translate("MainWindow", "&Hint"), self.ask_hint, "H"
        )
        game.addAction(self.hint_action)
        self.review_play_action = self._action(
            QCoreApplication.translate("MainWindow", "Review your &play"),
            self.review_play,
            "Ctrl+R",
        )
        game.addAction(self.review_play_action)
        self.undo_action = self._action(
            QCoreApplication.translate("MainWindow", "&Undo your last move"),
            self.undo,
            QKeySequence.StandardKey.Undo,
        )
        self.undo_action.setEnabled(False)
        game.addAction(self.undo_action)
        self.claim_action = self._action(
            QCoreApplication.translate("MainWindow", "C&laim the rest"), self.claim_rest, "C"
        )
        self.claim_action.setEnabled(False)  # only while a claim is proven
        game.addAction(self.claim_action)
        self.always_hint_action = QAction(
            QCoreApplication.translate("MainWindow", "Show a hint at &every turn"), self
        )
        self.always_hint_action.setCheckable(True)
        game.addAction(self.always_hint_action)
        game.addSeparator()
        self.auto_last_action = QAction(
            QCoreApplication.translate("MainWindow", "Play the last card by &itself"), self
        )
        self.auto_last_action.setCheckable(True)
        self.auto_last_action.toggled.connect(self.set_auto_last_card)
        game.addAction(self.auto_last_action)
        self.pause_action = QAction(
            QCoreApplication.translate("MainWindow", "&Pause after each trick"), self
        )
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(self.set_pause_after_trick)
        game.addAction(self.pause_action)
        game.addSeparator()
        game.addAction(
            self._action(
                QCoreApplication.translate("MainWindow", "Hand &history…"),
                self.show_history,
                "Ctrl+H",
            )
        )
        game.addAction(
            self._action(
                QCoreApplication.translate("MainWindow", "S&tatistics…"), self.show_statistics, ""
            )
        )
        game.addAction(
            self._action(
                QCoreApplication.translate("MainWindow", "&Open hand or match from file…"),
                self.open_record_file,
                QKeySequence.StandardKey.Open,
            )
        )
        game.addSeparator()
        self.preferences_action = self._action(
            QCoreApplication.translate("MainWindow", "&Preferences…"),
            self.show_preferences,
            "Ctrl+,",
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        game.addAction(self.preferences_action)
        game.addSeparator()
        quit_action = self._action(
            QCoreApplication.translate("MainWindow", "&Quit"),
            lambda: self.window().close(),
            QKeySequence.StandardKey.Quit,
        )
        game.addAction(quit_action)

        view = bar.addMenu(QCoreApplication.translate("MainWindow", "&View"))
        speed = view.addMenu(QCoreApplication.translate("MainWindow", "&Speed"))
        self.speed_actions: dict[Speed, QAction] = {}
        group = QActionGroup(self)
        titles = {
            Speed.SLOW: QCoreApplication.translate("MainWindow", "Slow"),
            Speed.NORMAL: QCoreApplication.translate("MainWindow", "Normal"),
            Speed.FAST: QCoreApplication.translate("MainWindow", "Fast"),
            Speed.INSTANT: QCoreApplication.translate("MainWindow", "Instant"),
        }
        for sp, title in titles.items():
            action = QAction(title, self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, s=sp: self.set_speed(s))
            group.addAction(action)
            speed.addAction(action)
            self.speed_actions[sp] = action
        self.four_colour_action = QAction(
            QCoreApplication.translate("MainWindow", "&Four-colour deck"), self
        )
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.toggled.connect(self.set_four_colour)
        view.addAction(self.four_colour_action)
        colours = view.addMenu(QCoreApplication.translate("MainWindow", "&Table colour"))
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
        pad.setText(QCoreApplication.translate("MainWindow", "Score &pad"))
        view.addAction(pad)
        help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules_action = self._action(
            QCoreApplication.translate("MainWindow", "&Rules of this match"),
            self.show_rules_help,
            "F1",
        )
        help_menu.addAction(self.rules_action)
        help_menu.addAction(
            QCoreApplication.translate("MainWindow", "&About pitch-desktop…"),
            lambda: AboutDialog.show_for(self),
        )

    def _action(
        self, text: str, slot: Callable[[], object], key: QKeySequence.StandardKey | str
    ) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(key))
        action.triggered.connect(slot)
        return action
