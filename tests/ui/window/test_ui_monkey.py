"""Monkey test: thousands of random clicks, keys, resizes and menu actions during a match.

The human's seat is played by a monkey while three bots play at instant speed: clicks anywhere
on the table, on cards and on the bid panel (legal or not, in turn or not), key presses, window
resizes, every menu action but Quit and the slower speeds, and answers to whatever dialog is
open (accepted, rejected, closed or a random button pressed; every dialog of the window opens
without blocking). Now and then it makes a proper move so that hands finish. Checked: every
finished hand replays through the engine to its result, the controller's match replays to its
state at the end, nothing raised in a slot (pytest-qt) and Qt logged no warning
(``qt_log_level_fail``). ``PITCH_MONKEY_EVENTS`` sets the number of events; the seed is printed
and ``PITCH_MONKEY_SEED`` replays it (``random`` draws a new one).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QFileDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, TurnStarted
from pitch_desktop.engine.records import (
    hand_record_json,
    match_record_json,
    replay_record,
    result_json,
)
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import ClickCard

EVENTS = int(os.environ.get("PITCH_MONKEY_EVENTS", "2000"))
_SEED_TEXT = os.environ.get("PITCH_MONKEY_SEED", "7")
SEED = random.SystemRandom().randrange(10**9) if _SEED_TEXT == "random" else int(_SEED_TEXT)

KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backspace,
    Qt.Key.Key_0,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_5,
    Qt.Key.Key_9,
    Qt.Key.Key_P,
    Qt.Key.Key_S,
    Qt.Key.Key_H,
    Qt.Key.Key_L,
    Qt.Key.Key_Q,
    Qt.Key.Key_Z,
)
MODIFIERS = (
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.NoModifier,
    Qt.KeyboardModifier.ShiftModifier,
    Qt.KeyboardModifier.ControlModifier,
)


class Monkey:
    """Random input to one window, from one seeded generator."""

    def __init__(self, window: MainWindow, rng: random.Random, click_card: ClickCard) -> None:
        self.window = window
        self.rng = rng
        self.click_card = click_card
        self.hands = 0
        self.moves = 0
        self.failures: list[str] = []
        self.last_turn: TurnStarted | None = None
        window.controller.hand_scored.connect(self._on_hand_scored)
        window.controller.turn_started.connect(self._on_turn)
        quit_texts = ("&Quit",)
        slower = [a for s, a in window.speed_actions.items() if s is not Speed.INSTANT]
        self.actions = [
            a
            for a in self._menu_actions(window)
            if a.text() not in quit_texts and a not in slower and not a.isSeparator()
        ]
        assert self.actions, "the window has no menu actions to try"

    @staticmethod
    def _menu_actions(window: MainWindow) -> list[QAction]:
        found: list[QAction] = []
        todo = list(window.menuBar().actions())
        while todo:
            action = todo.pop(0)
            menu = action.menu()
            if isinstance(menu, QMenu):
                todo.extend(menu.actions())
            else:
                found.append(action)
        return found

    def _on_turn(self, ev: TurnStarted) -> None:
        self.last_turn = ev

    def _on_hand_scored(self, ev: HandScored) -> None:
        self.hands += 1
        assert ev.hand is not None  # a table here holds every hand
        replayed = replay_record(hand_record_json(ev.hand))
        if replayed != [ev.hand] or result_json(replayed[0]) != result_json(ev.hand):
            self.failures.append(f"hand {self.hands} does not replay to its result")

    # --- the events -----------------------------------------------------------------------------

    def step(self) -> str:
        """One random event; returns its name (for the failure message)."""
        choices: list[tuple[int, Callable[[], str]]] = [
            (30, self.click_somewhere),
            (20, self.click_a_card),
            (10, self.click_a_bid),
            (14, self.press_a_key),
            (4, self.resize),
            (5, self.trigger_a_menu_action),
            (12, self.answer_a_dialog),
            (8, self.make_a_proper_move),
            (10, self.let_time_pass),
        ]
        weights = [w for w, _ in choices]
        event = self.rng.choices([e for _, e in choices], weights)[0]
        name = event()
        QApplication.processEvents()
        return name

    def click_somewhere(self) -> str:
        view = self.window.view.viewport()
        w, h = max(1, view.width()), max(1, view.height())
        y = self.rng.randrange(h) if self.rng.random() < 0.5 else int(h * self.rng.uniform(0.6, 1))
        pos = QPoint(self.rng.randrange(w), min(h - 1, y))
        button = self.rng.choice((Qt.MouseButton.LeftButton,) * 4 + (Qt.MouseButton.RightButton,))
        if self.rng.random() < 0.1:
            QTest.mouseDClick(view, button, pos=pos)
        else:
            QTest.mouseClick(view, button, pos=pos)
        return "click"

    def click_a_card(self) -> str:
        items = list(self.window.scene.hand_items.values())
        if not items:
            return "click a card (none)"
        self.click_card(self.window, self.rng.choice(items))
        return "click a card"

    def click_a_bid(self) -> str:
        panel = self.window.bid_panel
        buttons = [b for b in panel.findChildren(QAbstractButton) if b.isVisible()]
        if not buttons:
            return "click a bid (none)"
        QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)
        return "click a bid"

    def press_a_key(self) -> str:
        focus = QApplication.focusWidget()
        if focus is not None and isinstance(focus.window(), QFileDialog):
            # Return in a file dialog's name field makes Qt itself ask "file not found?" with a
            # blocking message box; choosing files is not the monkey's business.
            focus.window().close()
            return "close a file dialog"
        target = focus if focus is not None and self.rng.random() < 0.5 else self.window.view
        QTest.keyClick(target, self.rng.choice(KEYS), self.rng.choice(MODIFIERS))
        return "key"

    def resize(self) -> str:
        self.window.resize(self.rng.randint(320, 1900), self.rng.randint(240, 1200))
        return "resize"

    def trigger_a_menu_action(self) -> str:
        action = self.rng.choice(self.actions)
        if action.isEnabled():
            action.trigger()
        return f"menu {action.text()!r}"

    def answer_a_dialog(self) -> str:
        dialogs = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()
        ]
        if not dialogs:
            return "answer a dialog (none)"
        dialog = self.rng.choice(dialogs)
        if isinstance(dialog, QFileDialog):
            dialog.reject()  # its own buttons may ask with a blocking box (see press_a_key)
            return "reject a file dialog"
        buttons = [b for b in dialog.findChildren(QAbstractButton) if b.isVisible()]
        how = self.rng.randrange(4)
        if how == 0:
            dialog.accept()
        elif how == 1:
            dialog.reject()
        elif how == 2 or not buttons:
            dialog.close()
        else:
            QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)
        return f"answer {type(dialog).__name__}"

    def make_a_proper_move(self) -> str:
        """A legal move through the window, so that hands go on whatever else happens."""
        summary = self.window.summary_dialog
        if summary is not None and summary.isVisible():
            QTest.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
            return "continue"
        turn = self.last_turn
        if not self.window.controller.is_waiting_for_human or turn is None or not turn.is_local:
            return "proper move (not my turn)"
        panel = self.window.bid_panel
        if panel.isVisible():
            buttons = [b for b in panel.buttons.values() if b.isVisible() and b.isEnabled()]
            if buttons:
                QTest.mouseClick(self.rng.choice(buttons), Qt.MouseButton.LeftButton)
                self.moves += 1
            return "bid"
        playable = [i for i in self.window.scene.hand_items.values() if i.playable]
        if playable:
            self.click_card(self.window, self.rng.choice(playable))
            self.moves += 1
        return "play"

    def let_time_pass(self) -> str:
        QTest.qWait(self.rng.randint(0, 15))
        return "wait"


def _check_the_match_replays(window: MainWindow) -> None:
    match = window.controller.match
    assert match is not None
    hands = [*match.history, *([match.hand] if match.hand is not None else [])]
    assert replay_record(match_record_json(match.rules, hands)) == hands
    before = (0,) * match.rules.sides
    for hand in match.history:
        assert hand.scores_before == before
        before = hand.scores_after
    assert match.scores == before


# The offscreen platform cannot raise a window, grab the keyboard or pass size hints on, and says
# so as a warning whenever a dialog the monkey opens again is raised, a menu pops up or a window
# is resized: the test platform, not the app. (This mark replaces the folder's, so it repeats it.)
@pytest.mark.qt_log_ignore(
    r"This plugin does not support raise\(\)",
    "This plugin does not support grabbing",
    "This plugin does not support propagateSizeHints",
)
def test_a_monkey_cannot_break_the_match(
    qtbot: QtBot,
    window: MainWindow,
    click_card: ClickCard,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # File dialogs open in the working folder, and the monkey may make folders there.
    monkeypatch.chdir(tmp_path)
    print(f"monkey: seed {SEED}, {EVENTS} events (PITCH_MONKEY_SEED={SEED} replays it)")
    rng = random.Random(SEED)
    rules = PRESETS[rng.choice(sorted(PRESETS))]
    seats = (
        SeatSetup.local("You"),
        *(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(1, rules.players)),
    )
    window.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=SEED))
    monkey = Monkey(window, rng, click_card)
    done: list[str] = []
    for i in range(EVENTS):
        name = monkey.step()
        done.append(name)
        assert not monkey.failures, f"seed {SEED}, event {i} ({name}): {monkey.failures}"
    # Let what the last events set off settle, then check the match against the engine.
    QTest.qWait(50)
    window.controller.stop()
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QWidget) and w is not window and w.isVisible():
            w.close()
    print(f"monkey: {monkey.hands} hands finished, {monkey.moves} proper moves")
    print("monkey:", ", ".join(f"{n} {k}" for k, n in Counter(done).most_common()))
    assert monkey.hands >= 1 and monkey.moves >= 1, f"seed {SEED}: the match never got going"
    _check_the_match_replays(window)
    assert not monkey.failures, f"seed {SEED}: {monkey.failures}"
