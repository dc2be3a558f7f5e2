"""Soak: many hands of bots played through the window at instant speed.

Every seat is a computer player; the driver continues after each hand summary as a player would
(the dialog's accept) and starts a new match when one is won. Checked: every finished hand
replays through the engine to its stored result and every match to its final scores; the
memory (RSS) after the last hand is within 20 MB of the memory after the first tenth of the
hands; and the table's scene holds no more graphics items late in the run than early on.
``PITCH_SOAK_HANDS`` sets the number of hands (the long run: 500; the default keeps the suite
quick).
"""

from __future__ import annotations

import gc
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, HandStarted, MatchOver
from pitch_desktop.engine.records import (
    hand_record_json,
    match_record_json,
    replay_record,
    result_json,
)
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow

HANDS = int(os.environ.get("PITCH_SOAK_HANDS", "25"))
EARLY = max(1, HANDS // 10)  # memory and items are compared with the state after these hands
MEMORY_SLACK = 20 * 1024 * 1024
RULES = PRESETS["setback"].with_changes(target=11)  # short matches: new matches often
LEVELS = ("standard", "beginner", "standard", "greedy")


def rss_bytes() -> int:
    """Resident memory of this process, from /proc/self/statm (pages)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE")


def settled_rss() -> int:
    """RSS once deleted Qt objects and Python garbage are gone, so it measures what stays."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return rss_bytes()


class Soak:
    """Drives the window as a patient player: continue after each hand, new match when won."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.hands = 0
        self.matches = 0
        self.rss_early = 0
        self.items_early = 0
        self.items: list[int] = []
        self.failures: list[str] = []
        c = window.controller
        c.hand_started.connect(self._on_hand_started)
        c.hand_scored.connect(self._on_hand_scored)
        c.match_over.connect(self._on_match_over)

    def start(self) -> None:
        self.matches += 1
        seats = tuple(SeatSetup.bot(f"Bot {s}", LEVELS[s]) for s in range(RULES.players))
        self.window.start_match(MatchSetup(RULES, seats, Speed.INSTANT, seed=1000 + self.matches))

    def _on_hand_started(self, ev: HandStarted) -> None:
        QTimer.singleShot(0, self._count_items)

    def _count_items(self) -> None:
        self.items.append(len(self.window.scene.items()))

    def _on_hand_scored(self, ev: HandScored) -> None:
        self.hands += 1
        self._count_items()  # the fullest table: every trick taken, the score shown
        assert ev.hand is not None  # a table here holds every hand
        replayed = replay_record(hand_record_json(ev.hand))
        if replayed != [ev.hand] or result_json(replayed[0]) != result_json(ev.hand):
            self.failures.append(f"hand {self.hands} does not replay to its result")
        if self.hands == EARLY:
            QTimer.singleShot(0, self._measure_early)
        QTimer.singleShot(0, self._continue)

    def _measure_early(self) -> None:
        self.rss_early = settled_rss()
        self.items_early = max(self.items)

    def _continue(self) -> None:
        if self.hands >= HANDS:
            return
        dialog = self.window.summary_dialog
        if dialog is not None:
            dialog.accept()  # as Space does
        game_over = self.window.game_over_dialog
        if game_over is not None:
            game_over.close()
            self.start()

    def _on_match_over(self, ev: MatchOver) -> None:
        replayed = replay_record(match_record_json(RULES, list(ev.history)))
        if replayed != list(ev.history) or replayed[-1].scores_after != ev.scores:
            self.failures.append(f"match {self.matches} does not replay to its scores")
        QTimer.singleShot(0, self._continue)


def test_hands_through_the_window_leak_neither_memory_nor_items(
    qtbot: QtBot, window: MainWindow
) -> None:
    print(f"soak: {HANDS} hands, memory compared after hand {EARLY} and hand {HANDS}")
    window.resize(960, 640)  # painting is most of the time a hand takes; size changes no leak
    soak = Soak(window)
    soak.start()
    qtbot.waitUntil(lambda: soak.hands >= HANDS, timeout=60_000 + HANDS * 2000)
    window.controller.stop()
    rss_late = settled_rss()
    assert not soak.failures, soak.failures
    assert soak.matches >= 2, "the run should span several matches"
    grown = rss_late - soak.rss_early
    print(f"soak: RSS {soak.rss_early / 2**20:.1f} MB -> {rss_late / 2**20:.1f} MB")
    assert grown < MEMORY_SLACK, f"RSS grew by {grown / 2**20:.1f} MB"
    late_items = soak.items[len(soak.items) // 2 :]
    assert late_items and max(late_items) <= soak.items_early, (soak.items_early, late_items)
