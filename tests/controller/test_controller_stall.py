"""The window never freezes while a computer player thinks: the event loop's longest gap."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed

BOUND_MS = 250  # several times the 50 ms goal: only a real fault (bots on the GUI thread) fails
DECISIONS = 6


def test_the_event_loop_keeps_ticking_while_a_bot_thinks(qtbot: QtBot) -> None:
    # The expert searches (about 0.15 s a decision) in the default worker, a process.
    name = "expert"
    c = MatchController(auto_continue=True, worker=WorkerKind.PROCESS)
    rules = PRESETS["setback"]
    seats = tuple(SeatSetup.bot(f"Bot {s}", name) for s in range(rules.players))
    gaps: list[float] = []
    state = {"last": time.perf_counter(), "longest": 0.0, "started": 0.0}

    def tick() -> None:
        now = time.perf_counter()
        state["longest"] = max(state["longest"], now - state["last"])
        state["last"] = now

    def on_turn(_: object) -> None:
        state["longest"] = 0.0
        state["last"] = state["started"] = time.perf_counter()

    def on_action(_: object) -> None:
        gaps.append(state["longest"] * 1000)

    timer = QTimer()
    timer.setTimerType(timer.timerType().PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(tick)
    c.turn_started.connect(on_turn)
    c.bid_made.connect(on_action)
    c.card_played.connect(on_action)
    try:
        timer.start()
        c.start(MatchSetup(rules, seats, Speed.INSTANT, seed=21))
        # The first decision also waits for the worker to start; it is measured but not counted.
        qtbot.waitUntil(lambda: len(gaps) > DECISIONS, timeout=20000)
    finally:
        c.stop()
        timer.stop()
    measured = gaps[1 : DECISIONS + 1]
    print(f"\n{name} (process): longest event-loop gap per decision, ms: {measured}")
    assert max(measured) < BOUND_MS
