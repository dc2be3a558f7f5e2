"""Hard to break, part two, through the window: a locked history told once and caught up
after, settings that cannot be saved told once, and a named pipe opened from the history
window refused at once (a watchdog unblocks it if a regression waits on it)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.storage.history import HistoryStore, history_path
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.history.dialog import HistoryDialog
from tests.ui.windows import open_window

OFFSCREEN = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support propagateSizeHints"
)


def _one_sentence(text: str) -> bool:
    return bool(text) and text.endswith(".") and "\n" not in text and ". " not in text


@OFFSCREEN
def test_a_locked_history_is_told_once_and_the_hand_reaches_the_open_history_after(
    qtbot: QtBot,
) -> None:
    path = history_path()
    HistoryStore(path).close()
    window = open_window(qtbot, remember=False)
    window.hand_history.enabled = True
    dialog = window.show_history()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writing the history
    try:
        rules = PRESETS["setback"]
        seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(rules.players))
        window.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=3))
        qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=20_000)
        qtbot.waitUntil(lambda: "locked" in window.notice.text(), timeout=5_000)
        notice = window.notice.text()
        assert _one_sentence(notice) and "kept" in notice, notice
        assert window.hand_history.waiting == 1
    finally:
        other.execute("ROLLBACK")
        other.close()
    # The kept hand goes in by itself, and the open history window shows it.
    qtbot.waitUntil(lambda: window.hand_history.waiting == 0, timeout=10_000)
    match_id = window.hand_history.match_id
    assert match_id is not None

    def listed() -> bool:
        top = dialog.tree.topLevelItem(0)
        return top is not None and top.data(0, Qt.ItemDataRole.UserRole) == ("match", match_id)

    qtbot.waitUntil(listed, timeout=5_000)  # told by the recorder, with no read of its own
    assert "in it now" in window.notice.text()
    window.controller.stop()
    window.hand_history.close()


@OFFSCREEN
def test_settings_that_cannot_be_saved_are_told_once_in_the_window(
    qtbot: QtBot, isolated_settings: Path
) -> None:
    (isolated_settings / "pitch-desktop" / "Pitch.ini").mkdir(parents=True)
    window = open_window(qtbot, remember=True)
    window.confirm_leaving = False
    # The start only reads the settings; the first change is the first write.
    assert window.notice.isHidden()
    window.set_speed(Speed.SLOW)
    notice = window.notice.text()
    assert not window.notice.isHidden() and _one_sentence(notice), notice
    assert "Pitch.ini is a folder" in notice
    with qtbot.assert_not_emitted(window.store.save_failed):
        window.set_speed(Speed.FAST)
        window.set_table_colour("blue")
    assert window.speed is Speed.FAST and window.store.speed() is Speed.FAST


def test_a_named_pipe_opened_from_the_history_window_is_refused_at_once(
    qtbot: QtBot, tmp_path: Path
) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    fifo = tmp_path / "match.json"
    os.mkfifo(fifo)

    def watchdog() -> None:
        """A regression would wait on the pipe for good: its other end opens after 5 s, so
        the wait ends and the test fails on the time instead of hanging the suite."""
        time.sleep(5)
        with contextlib.suppress(OSError):  # nobody was waiting on it
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    threading.Thread(target=watchdog, daemon=True).start()
    recorder = HistoryRecorder()
    dialog = HistoryDialog(recorder)
    qtbot.addWidget(dialog)
    began = time.perf_counter()
    assert not dialog.open_file(fifo)
    assert time.perf_counter() - began < 1.0
    said = dialog.message.text()
    assert said == "match.json cannot be opened (it is a named pipe, not a file).", said
    recorder.close()
