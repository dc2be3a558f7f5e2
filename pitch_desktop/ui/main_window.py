"""The main window: table, score pad, status line and menus, wired to the controller.

The window passes the controller's payloads to the table and the score pad, and the human's
clicks and keys back to the controller. It decides no rule: a card or a bid is always submitted,
and what the controller rejects is explained in the status line.
"""

from __future__ import annotations

from collections.abc import Callable
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
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.events import (
    HUMAN_SEAT,
    ActionRejected,
    AuctionOver,
    BidMade,
    CardPlayed,
    HandScored,
    HandStarted,
    MatchOver,
    MatchSetup,
    MatchStarted,
    Speed,
    TrickWon,
    TurnStarted,
)
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.play import why_illegal
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import bid_action, bid_level, is_bid
from pitch_desktop.storage.settings import SettingsStore, TableColour
from pitch_desktop.ui.score_pad import ScorePad, side_names
from pitch_desktop.ui.table_scene import TABLE_COLOURS, TableScene
from pitch_desktop.ui.table_view import TableView

if TYPE_CHECKING:
    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.dialogs import GameOverDialog, HandSummaryDialog
    from pitch_desktop.ui.new_match_dialog import NewMatchDialog


class MainWindow(QMainWindow):
    """The game's window. ``start_match`` deals; everything else follows from the controller."""

    def __init__(
        self,
        controller: MatchController | None = None,
        parent: QWidget | None = None,
        *,
        remember: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pitch"))
        self.setObjectName("MainWindow")
        self._remember = remember  # save the set-up and preferences (not in screenshots/tests)
        self.store = SettingsStore(self)
        self.controller = controller if controller is not None else MatchController(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        self.view.key_handler = self.handle_key
        self.bid_panel = self.view.bid_panel
        self.score_pad = ScorePad(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_pad)
        self.resizeDocks([self.score_pad], [230], Qt.Orientation.Horizontal)
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
        # The totals, for when the score pad is hidden (small windows hide it at first).
        self.totals = QLabel(self)
        self.totals.setObjectName("Totals")
        self.totals.setStyleSheet("#Totals { color: #d8cfa8; padding: 6px 12px; }")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.totals)
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(bar)
        self.setCentralWidget(central)

        self._setup: MatchSetup | None = None
        self._hand_number = 0
        self._high = 0
        self._turn: TurnStarted | None = None
        self._summary: HandSummaryDialog | None = None
        self._game_over: GameOverDialog | None = None
        self._match_over: MatchOver | None = None
        self._new_dialog: NewMatchDialog | None = None
        self._four_colour = False
        self._shown_once = False

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
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.bid_panel.bid_chosen.connect(self.submit_bid)
        self._build_menus()
        self._load_preferences()
        self.resize(1280, 800)

    # --- menus and preferences ------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self.new_action = self._action(
            self.tr("&New match…"), self.open_new_match_dialog, QKeySequence.StandardKey.New
        )
        game.addAction(self.new_action)
        game.addSeparator()
        self.last_trick_action = self._action(self.tr("&Last trick"), self.show_last_trick, "L")
        game.addAction(self.last_trick_action)
        game.addSeparator()
        quit_action = self._action(self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
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
        colour_titles = {
            "green": self.tr("Green"),
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "grey": self.tr("Grey"),
        }
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
        self.colour_actions[colour.value].setChecked(True)
        self.scene.set_table_colour(colour.value)
        self.view.resetCachedContent()
        if save and self._remember:
            self.store.set_table_colour(colour)

    # --- starting -------------------------------------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        """Start a match at the window's current speed."""
        self._close_dialogs()
        from dataclasses import replace

        self.controller.start(replace(setup, speed=self._speed))

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
        pad_width = 230 if ev.setup.rules.sides <= 4 else 330  # room for a column per player
        self.resizeDocks([self.score_pad], [pad_width], Qt.Orientation.Horizontal)
        self.bid_panel.set_rules(ev.setup.rules)
        self.bid_panel.set_text_size(self.view.text_pixels())
        self.bid_panel.hide()
        self.set_status(self.tr("Dealing…"))

    def _on_hand_started(self, ev: HandStarted) -> None:
        self._hand_number = ev.hand_number
        self._high = 0
        self._turn = None
        self.bid_panel.hide()
        self.scene.start_hand(ev)
        dealer = self._name(ev.dealer)
        self.set_status(self.tr("Hand {n}: {dealer} deals").format(n=ev.hand_number, dealer=dealer))

    def _on_turn_started(self, ev: TurnStarted) -> None:
        self._turn = ev
        self.scene.turn(ev)
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
            self.view.place_bid_panel()
        else:
            self.bid_panel.hide()
            self.view.setFocus()
        self.set_status(ev.prompt or self.tr("Your turn"))

    def _on_bid_made(self, ev: BidMade) -> None:
        self.scene.bid(ev, self._high)
        self._high = ev.high_bid
        if ev.seat == HUMAN_SEAT:
            self.bid_panel.hide()

    def _on_auction_over(self, ev: AuctionOver) -> None:
        self.bid_panel.hide()
        self.scene.auction_over(ev)
        if ev.pitcher is not None:
            bid = self.scene.bid_words(ev.bid)
            self.set_status(
                self.tr("{name} pitches at {bid}").format(name=self._name(ev.pitcher), bid=bid)
            )

    def _on_card_played(self, ev: CardPlayed) -> None:
        self.scene.card_played(ev)

    def _on_trick_won(self, ev: TrickWon) -> None:
        self.scene.trick_won(ev)
        self.set_status(self.tr("{name} takes the trick").format(name=self._name(ev.winner)))

    def _on_hand_scored(self, ev: HandScored) -> None:
        self.scene.hand_scored(ev)
        self.bid_panel.hide()
        self.score_pad.add_hand(ev)
        self._show_totals()
        assert self._setup is not None
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

    def _on_action_rejected(self, ev: ActionRejected) -> None:
        """Show why; a card that breaks the follow rule is explained in the engine's words."""
        turn = self._turn
        text = ev.reason
        if (
            turn is not None
            and turn.is_human
            and self.controller.is_waiting_for_human
            and 0 <= ev.action < 52
            and ev.action not in turn.legal
            and turn.view.led_suit is not None
            and turn.view.hand >> ev.action & 1
        ):
            view = turn.view
            assert view.led_suit is not None
            why = why_illegal(view.led_suit, view.trump, view.rules.trump_rule)
            text = self.tr("You cannot play that card: you {why}.").format(why=why)
        self.set_status(text)

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

    def _on_card_clicked(self, card: int, marked_legal: bool) -> None:
        """Cards go to the controller on the human's card turn; otherwise say what is awaited."""
        turn = self._turn
        if turn is None or self._setup is None:
            return
        if not turn.is_human:
            self.set_status(self.tr("Wait: it is {name}'s turn").format(name=self._name(turn.seat)))
        elif not any(not is_bid(a) for a in turn.legal):
            self.set_status(self.tr("First bid or pass, in the panel above your cards"))
        else:
            self.controller.submit(card)

    def submit_bid(self, level: int) -> None:
        self.controller.submit(bid_action(level))

    def show_last_trick(self) -> None:
        trick = self.scene.last_trick
        if trick is None:
            self.set_status(self.tr("No trick has been played yet in this hand"))
            return
        caption = self.tr("Last trick: {name} took it").format(name=self._name(trick[2]))
        self.scene.show_last_trick(caption)
        QTimer.singleShot(2500, self.scene, self.scene.hide_last_trick)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play: arrows and Enter for cards, digits and P for bids, Space continues."""
        key = event.key()
        if self._summary is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            self._summary.accept()
            return True
        if self.bid_panel.isVisible():
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
        if key == Qt.Key.Key_Left:
            self.scene.move_focus(-1)
            return True
        if key == Qt.Key.Key_Right:
            self.scene.move_focus(1)
            return True
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and self.scene.focused_card() is not None
        ):
            self.scene.activate_focus()
            return True
        return False

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
        self.controller.stop()
        super().closeEvent(event)
