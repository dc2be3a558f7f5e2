"""How long the GUI thread's event loop stalls while computer players think.

A 5 ms QTimer ticks on the GUI thread and records the gap between ticks while a match of bots
plays at instant speed; the longest gap during each bot decision is one sample. The window must
never freeze: the goal is a longest gap under 50 ms while the ``expert`` bot thinks.

With ``--history-locked HANDS`` each finished hand goes to the hand history, as the window sends
it, while another connection holds a write transaction on that history all along (another
program writing it); the longest gap during each hand is one sample, and the time of the call
that hands the hand to the history another. The goal is the same 50 ms: the history never holds
the window up.

    python benchmarks/ui_stall.py [--bot expert] [--decisions 20] [--worker thread|process]
                                  [--switch-ms 5] [--history-locked HANDS]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.controller.events import TurnStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.storage.history import HISTORY_NAME, HistoryStore
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.this_machine import keep_to_this_machine


class StallMeter:
    """Ticks every ``interval_ms`` on the GUI thread and keeps the longest gap since ``reset``."""

    def __init__(self, interval_ms: int = 5) -> None:
        self.interval_ms = interval_ms
        self.longest_ms = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.reset()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def reset(self) -> None:
        self._last = time.perf_counter()
        self.longest_ms = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest_ms = max(self.longest_ms, (now - self._last) * 1000)
        self._last = now


def measure(
    bot: str, decisions: int, worker: WorkerKind, seed: int = 1
) -> tuple[list[float], list[float]]:
    """Longest event-loop gap (ms) and thinking time (ms) for each of ``decisions`` decisions."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    controller = MatchController(auto_continue=True, worker=worker)
    meter = StallMeter()
    gaps: list[float] = []
    thinking: list[float] = []
    started = [0.0]

    def on_turn(turn: TurnStarted) -> None:
        meter.reset()
        started[0] = time.perf_counter()

    def on_action(_: object) -> None:
        thinking.append((time.perf_counter() - started[0]) * 1000)
        gaps.append(meter.longest_ms)
        if len(gaps) > decisions:
            controller.stop()
            app.quit()

    def on_over(_: object) -> None:
        controller.start(setup)  # a new match if the first ends before enough decisions

    controller.turn_started.connect(on_turn)
    controller.bid_made.connect(on_action)
    controller.card_played.connect(on_action)
    controller.match_over.connect(on_over)
    seats = tuple(SeatSetup.bot(f"Bot {i}", bot) for i in range(4))
    setup = MatchSetup(rules=PRESETS["setback"], seats=seats, speed=Speed.INSTANT, seed=seed)
    meter.start()
    controller.start(setup)
    app.exec()
    meter.stop()
    controller.stop()
    # The first decision also waits for the worker to start (once per match): not counted.
    return gaps[1:], thinking[1:]


def measure_locked_history(
    bot: str, hands: int, worker: WorkerKind, seed: int = 1
) -> tuple[list[float], list[float]]:
    """Longest event-loop gap (ms) during each of ``hands`` hands, and the time (ms) of each call
    that hands a finished hand to the history, while another connection holds it locked."""
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / HISTORY_NAME
        HistoryStore(path).close()
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another program writing the history, all along
        recorder = HistoryRecorder(path)
        controller = MatchController(auto_continue=True, worker=worker)
        meter = StallMeter()
        gaps: list[float] = []
        calls: list[float] = []
        seats = tuple(SeatSetup.bot(f"Bot {i}", bot) for i in range(4))
        setup = MatchSetup(rules=PRESETS["setback"], seats=seats, speed=Speed.INSTANT, seed=seed)

        def on_started(_: object) -> None:
            if calls:  # the hand before, from its deal to the next one, its storing included
                gaps.append(meter.longest_ms)
            if len(gaps) >= hands:
                controller.stop()
                app.quit()
            meter.reset()

        def on_scored(_: object) -> None:
            began = time.perf_counter()
            recorder.hand_scored(setup, controller.match)  # as the window does
            calls.append((time.perf_counter() - began) * 1000)

        controller.hand_started.connect(on_started)
        controller.hand_scored.connect(on_scored)
        controller.match_over.connect(lambda _: controller.start(setup))
        meter.start()
        controller.start(setup)
        app.exec()
        meter.stop()
        controller.stop()
        other.execute("ROLLBACK")
        other.close()
        recorder.close()
    return gaps, calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default_bot = "expert" if "expert" in bot_names() else "standard"
    parser.add_argument("--bot", default=default_bot)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--worker", default="process", choices=[k.value for k in WorkerKind])
    parser.add_argument("--switch-ms", type=float, default=None, help="sys.setswitchinterval")
    parser.add_argument(
        "--history-locked",
        type=int,
        metavar="HANDS",
        help="store each hand in a history another connection holds locked, for HANDS hands",
    )
    args = parser.parse_args()
    if args.switch_ms is not None:
        sys.setswitchinterval(args.switch_ms / 1000)
    if args.history_locked is not None:
        gaps, calls = measure_locked_history(args.bot, args.history_locked, WorkerKind(args.worker))
        print(f"bot={args.bot} worker={args.worker} history=locked hands={len(gaps)}")
        print(
            f"storing a hand ms: median {statistics.median(calls):.1f}, max {max(calls):.1f}; "
            f"longest event-loop gap ms: median {statistics.median(gaps):.1f}, "
            f"max {max(gaps):.1f}"
        )
        return
    gaps, thinking = measure(args.bot, args.decisions, WorkerKind(args.worker))
    print(
        f"bot={args.bot} worker={args.worker} switch={sys.getswitchinterval() * 1000:.1f} ms "
        f"decisions={len(gaps)}"
    )
    print(
        f"thinking ms: median {statistics.median(thinking):.0f}, max {max(thinking):.0f}; "
        f"longest event-loop gap ms: median {statistics.median(gaps):.1f}, max {max(gaps):.1f}"
    )


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
