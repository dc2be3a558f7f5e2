"""Never lose a match: saved after every bid and card, resumed on launch, damaged saves set
aside with one sentence, and a question before a match in play is abandoned."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.storage.autosave import (
    SavedMatch,
    read_saved_match,
    saved_match_json,
    write_saved_match,
)
from pitch_desktop.storage.saves import autosave_path
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.windows import open_window

ROOT = Path(__file__).resolve().parents[3]


def _setup(preset: str = "setback", seed: int = 5) -> MatchSetup:
    rules = PRESETS[preset]
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    seats = (SeatSetup.local("You"), *bots)
    return MatchSetup(rules, seats, Speed.INSTANT, seed=seed)


@pytest.fixture
def keeping(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, Path]]:
    """A window that keeps its match in ``tmp_path`` and asks before leaving it."""
    path = tmp_path / "match.json"
    win = open_window(qtbot, remember=False, keep_match=True, save_path=path)
    yield win, path
    win.confirm_leaving = False
    win.controller.stop()


def _until_human_card_turn(qtbot: QtBot, win: MainWindow) -> None:
    def ready() -> bool:
        s = win.controller.state
        return bool(win.controller.is_waiting_for_human and s is not None and s.pitcher is not None)

    # The human bids the least it may (or passes) until a card is to be played.
    def step() -> bool:
        c = win.controller
        if ready():
            return True
        turn = c.state
        if c.is_waiting_for_human and turn is not None and turn.pitcher is None:
            from pitch_desktop.engine.state import legal_actions

            c.submit(legal_actions(turn)[-1] if len(legal_actions(turn)) else 0)
        return False

    qtbot.waitUntil(step, timeout=15000)


def test_every_bid_and_card_is_saved_and_read_back(
    qtbot: QtBot, keeping: tuple[MainWindow, Path]
) -> None:
    win, path = keeping
    win.start_match(_setup())
    _until_human_card_turn(qtbot, win)
    assert win.keeper is not None and win.keeper.saves >= 2
    saved = read_saved_match(bot_names(), path)
    assert saved is not None
    assert saved.match == win.controller.match
    assert [s.name for s in saved.setup.seats] == ["You", "Bot 1", "Bot 2", "Bot 3"]
    assert not list(path.parent.glob("*.tmp"))  # the atomic write left nothing behind


def test_a_match_not_dealt_yet_leaves_no_save_its_reader_would_refuse(
    qtbot: QtBot, keeping: tuple[MainWindow, Path]
) -> None:
    """The save written as a match starts, before its first deal, was a record of no hand,
    which the reader sets aside as damaged (found by killing the game at random moments)."""
    win, path = keeping
    seen: list[bool] = []
    win.controller.match_started.connect(lambda _ev: seen.append(path.exists()))
    win.start_match(_setup())
    assert seen == [False]
    _until_human_card_turn(qtbot, win)
    assert read_saved_match(bot_names(), path) is not None  # a dealt hand is saved


def test_a_won_match_is_forgotten(qtbot: QtBot, keeping: tuple[MainWindow, Path]) -> None:
    win, path = keeping
    rules = PRESETS["auction-pitch"].with_changes(target=1)
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(rules.players))
    win.controller.auto_continue = True
    with qtbot.waitSignal(win.controller.match_over, timeout=30000):
        win.controller.start(MatchSetup(rules, bots, Speed.INSTANT, seed=3))
    assert not path.exists()


def test_a_won_match_is_forgotten_only_once_the_history_holds_its_last_hand(
    qtbot: QtBot, isolated_settings: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kill between the two would lose the winning hand: the save is its only copy until
    the history's writer (a thread, slowed here) has it."""
    import time

    from pitch_desktop.storage.history import HistoryStore, history_path

    record = HistoryStore.record_match

    def slow_record(self: HistoryStore, *args: Any, **kwargs: Any) -> str:
        time.sleep(0.3)
        return record(self, *args, **kwargs)

    monkeypatch.setattr(HistoryStore, "record_match", slow_record)
    path = isolated_settings.parent / "match.json"
    win = open_window(qtbot, remember=True, keep_match=True, save_path=path)
    win.confirm_leaving = False
    win.analyse_hands = False
    rules = PRESETS["auction-pitch"].with_changes(target=1)
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(rules.players))
    seen: list[tuple[bool, int]] = []

    def at_match_over(_ev: object) -> None:  # after the keeper's own slot
        store = HistoryStore(history_path())
        try:
            seen.append((path.exists(), sum(m.winner is not None for m in store.matches())))
        finally:
            store.close()

    win.controller.match_over.connect(at_match_over)
    win.controller.auto_continue = True
    try:
        with qtbot.waitSignal(win.controller.match_over, timeout=30000):
            win.controller.start(MatchSetup(rules, bots, Speed.INSTANT, seed=3))
        assert seen == [(False, 1)]
    finally:
        win.controller.stop()
        win.hand_history.close()


def test_a_match_resumes_where_the_killed_process_left_it(qtbot: QtBot, tmp_path: Path) -> None:
    """A separate app process plays into the first hand, saves, and is killed outright."""
    path = tmp_path / "match.json"
    script = textwrap.dedent(
        f"""
        import os, signal, sys
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication
        from pitch_desktop.controller.match_controller import MatchController
        from pitch_desktop.controller.worker import WorkerKind
        from pitch_desktop.engine.rules import PRESETS
        from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
        from pitch_desktop.ui.window.main_window import MainWindow
        from pathlib import Path
        app = QApplication([])
        rules = PRESETS["setback"]
        seats = tuple(SeatSetup.bot(f"Bot {{s}}", "standard") for s in range(4))
        c = MatchController(worker=WorkerKind.THREAD)
        win = MainWindow(c, remember=False, keep_match=True, save_path=Path({str(path)!r}))
        plays = []
        def on_card(ev):
            plays.append(ev.card)
            if len(plays) == 9:  # mid-hand, mid-trick
                os.kill(os.getpid(), signal.SIGKILL)
        c.card_played.connect(on_card, type=Qt.ConnectionType.QueuedConnection)
        c.start(MatchSetup(rules, seats, Speed.INSTANT, seed=21))
        app.exec()
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, timeout=120, capture_output=True, text=True
    )
    assert done.returncode == -signal.SIGKILL, done.stderr[-2000:]
    saved = read_saved_match(bot_names(), path)
    assert saved is not None and saved.match.hand is not None
    played = len(saved.match.hand.plays)
    assert 8 <= played <= 9  # the save after the ninth card may not have been written

    win = open_window(qtbot, show=False, remember=False, keep_match=True, save_path=path)
    controller = win.controller
    with qtbot.waitSignal(controller.hand_started, timeout=5000) as started:
        assert win.resume_or_start(_setup())
    assert tuple(c for _, c in started.args[0].view.plays) == saved.match.hand.plays
    assert controller.match == saved.match
    assert win.notice.text() == "Your match was resumed where it stopped: hand 1, score 0–0."
    assert not win.notice.isHidden()
    controller.stop()


@pytest.mark.parametrize(
    "damage",
    ["truncated", "random bytes", "newer version", "tampered", "card dealt twice", "empty"],
)
def test_a_damaged_save_is_set_aside_and_a_new_match_starts(
    qtbot: QtBot, keeping: tuple[MainWindow, Path], damage: str
) -> None:
    win, path = keeping
    win.start_match(_setup())
    _until_human_card_turn(qtbot, win)
    win.controller.stop()
    good = path.read_bytes()
    obj = json.loads(good)
    if damage == "truncated":
        bad = good[: len(good) // 2]
    elif damage == "random bytes":
        bad = os.urandom(300)
    elif damage == "newer version":
        bad = json.dumps({**obj, "format": "pitch-save/7"}).encode()
    elif damage == "tampered":
        obj["seats"][1]["name"] = "Mallory"
        bad = json.dumps(obj).encode()
    elif damage == "card dealt twice":
        hand = obj["match"]["hands"][-1]
        hand["hands"][1][0] = hand["hands"][0][0]  # one card dealt twice
        payload = {k: v for k, v in obj.items() if k != "check"}
        from pitch_desktop.storage import autosave

        bad = json.dumps({**payload, "check": autosave._check(payload)}).encode()
    else:
        bad = b""
    path.write_bytes(bad)
    with qtbot.waitSignal(win.controller.match_started, timeout=5000) as started:
        resumed = win.resume_or_start(_setup(seed=9))
    assert not resumed
    assert started.args[0].setup.seed == 9  # a new match, as asked
    kept = path.with_name(path.name + ".damaged")
    assert kept.read_bytes() == bad  # set aside whole, never deleted
    sentence = win.notice.text()
    assert sentence.startswith("The saved match could not be resumed")
    assert sentence.count(".") >= 1 and "\n" not in sentence
    if damage == "newer version":
        assert "newer version" in sentence
    if damage == "tampered":
        assert "changed outside the game" in sentence


def test_a_save_written_by_the_game_round_trips(
    qtbot: QtBot, keeping: tuple[MainWindow, Path]
) -> None:
    win, path = keeping
    win.start_match(_setup())
    _until_human_card_turn(qtbot, win)
    match, setup = win.controller.match, win.controller.setup
    assert match is not None and setup is not None
    other = path.with_name("copy.json")
    write_saved_match(SavedMatch(setup, match), other)
    assert json.loads(other.read_text()) == saved_match_json(SavedMatch(setup, match))


def _answer(qtbot: QtBot, win: MainWindow, text: str) -> None:
    box = win.leave_question
    assert box is not None and box.isVisible()
    button = next(b for b in box.findChildren(QPushButton) if b.text() == text)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def test_new_match_and_quit_ask_before_abandoning_a_match(
    qtbot: QtBot, keeping: tuple[MainWindow, Path]
) -> None:
    win, _ = keeping
    win.confirm_leaving = True
    win.start_match(_setup())
    _until_human_card_turn(qtbot, win)
    win.new_action.trigger()
    _answer(qtbot, win, "Keep playing")
    assert win.findChild(NewMatchDialog) is None and win.controller.is_waiting_for_human
    win.new_action.trigger()
    _answer(qtbot, win, "Abandon it")
    dialog = win.findChild(NewMatchDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.reject()
    assert not win.close()  # Quit asks first
    _answer(qtbot, win, "Keep playing")
    assert win.isVisible()
    win.close()
    _answer(qtbot, win, "Quit")
    assert not win.isVisible()


def test_a_finished_match_needs_no_question(qtbot: QtBot, keeping: tuple[MainWindow, Path]) -> None:
    win, _ = keeping
    win.confirm_leaving = True
    assert not win.match_in_play
    win.new_action.trigger()
    assert win.leave_question is None
    dialog = win.findChild(NewMatchDialog)
    assert dialog is not None
    dialog.reject()


def test_shortcuts_work_while_the_bid_panel_has_focus(
    qtbot: QtBot, keeping: tuple[MainWindow, Path]
) -> None:
    win, _ = keeping
    win.start_match(_setup(seed=2))
    qtbot.waitUntil(lambda: win.bid_panel.isVisible(), timeout=15000)
    button = win.bid_panel.findChildren(QPushButton)[0]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    QTest.keyClick(button, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = win.findChild(NewMatchDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def test_the_window_fits_the_available_screen(qtbot: QtBot) -> None:
    win = MainWindow(MatchController(worker=WorkerKind.THREAD), remember=False)
    qtbot.addWidget(win)
    screen = QGuiApplication.primaryScreen()
    assert screen is not None
    room = screen.availableGeometry()
    assert win.width() <= room.width() and win.height() <= room.height()
    win.controller.stop()


def test_the_default_save_lives_in_the_app_data_folder(isolated_settings: Path) -> None:
    assert str(autosave_path()).startswith(str(isolated_settings.parent / "data"))


def test_a_practice_match_is_still_practice_after_a_resume(
    qtbot: QtBot, keeping: tuple[MainWindow, Path]
) -> None:
    """Hints in the first hand, then the app closes before that hand ends: the save keeps
    the practice mark, and the resumed match stays out of the statistics."""
    win, path = keeping
    win.start_match(_setup())
    _until_human_card_turn(qtbot, win)
    assert "practice" not in json.loads(path.read_text())
    with qtbot.waitSignal(win.controller.practice_started, timeout=5000):
        assert win.controller.request_hint()
    assert json.loads(path.read_text())["practice"] is True
    win.controller.stop()
    with qtbot.waitSignal(win.controller.match_started, timeout=5000):
        assert win.resume_or_start(_setup(seed=9))
    assert win.controller.practice
    saved = read_saved_match(bot_names(), path)
    assert saved is not None and saved.practice
