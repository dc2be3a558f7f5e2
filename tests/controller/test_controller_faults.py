"""Faults in the bot worker: killed, crashed, stopped (SIGSTOP), raising, hanging.

In every case the match goes on to the end, the player is told in one sentence
(``bot_trouble``), the match replays through the engine to the same scores, and once the
controller stops no worker process is left (checked through /proc).
"""

from __future__ import annotations

import os
import random
import signal
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller import worker
from pitch_desktop.controller.events import BotTrouble, MatchOver, TroubleKind, TurnStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import Decision, WorkerKind
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import Action
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.storage.saves import load_match, save_match
from tests.proc_tools import HAS_PROC, bot_workers, is_running, state_of

pytestmark = pytest.mark.skipif(not HAS_PROC, reason="reads child processes from /proc")

LONG_RULES = PRESETS["auction-pitch"].with_changes(target=40)
NEVER_MS = 600_000  # a deadline that a test must never reach


def bots(rules: Rules, level: str = "greedy") -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup.bot(f"Bot {s}", level) for s in range(rules.players))


class Watch:
    """Cards played, troubles told and the end of the match, as a controller reports them."""

    def __init__(self, c: MatchController) -> None:
        self.cards = 0
        self.troubles: list[BotTrouble] = []
        self.over: MatchOver | None = None
        c.card_played.connect(self._on_card)
        c.bot_trouble.connect(self.troubles.append)
        c.match_over.connect(self._on_over)

    def _on_card(self, _: object) -> None:
        self.cards += 1

    def _on_over(self, ev: MatchOver) -> None:
        self.over = ev


def check_the_match_replays(rules: Rules, over: MatchOver) -> None:
    replayed = replay_record(match_record_json(rules, list(over.history)))
    assert list(over.history) == replayed
    assert over.scores == replayed[-1].scores_after


def check_one_sentence(trouble: BotTrouble) -> None:
    text = trouble.message
    assert text[0].isupper() and text.endswith(".") and text.count(".") == 1, text
    assert "\n" not in text


def nothing_left(qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: not bot_workers(), timeout=10_000)


def warm(qtbot: QtBot, c: MatchController) -> None:
    """Start the worker process and wait until it takes decisions, before the match begins:
    a match of quick bots can be over before a busy machine has started a process."""
    c.warm_up()
    qtbot.waitUntil(lambda: c.bots_in_process, timeout=60_000)


@pytest.fixture
def in_process(qtbot: QtBot) -> Iterator[tuple[MatchController, Watch, int]]:
    """A match of bots that think in a warm worker process: the controller, what it reported,
    and the worker's process id."""
    c = MatchController(auto_continue=True, worker=WorkerKind.PROCESS, bot_deadline_ms=NEVER_MS)
    watch = Watch(c)
    try:
        warm(qtbot, c)
        c.start(MatchSetup(LONG_RULES, bots(LONG_RULES), Speed.INSTANT, seed=21))
        qtbot.waitUntil(lambda: watch.cards > 0, timeout=10_000)
        workers = bot_workers()
        assert len(workers) == 1
        yield c, watch, workers[0]
    finally:
        c.stop()
    nothing_left(qtbot)


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGSEGV], ids=["killed", "crashed"])
def test_a_dead_worker_is_replaced_at_once(
    qtbot: QtBot, in_process: tuple[MatchController, Watch, int], sig: signal.Signals
) -> None:
    _, watch, pid = in_process
    os.kill(pid, sig)
    # The deadline is out of reach: the match can only go on by noticing the death itself.
    qtbot.waitUntil(lambda: watch.over is not None, timeout=60_000)
    assert [t.kind for t in watch.troubles] == [TroubleKind.DIED]
    check_one_sentence(watch.troubles[0])
    assert not is_running(pid)
    assert watch.over is not None
    check_the_match_replays(LONG_RULES, watch.over)


def test_a_stopped_worker_is_killed_at_the_deadline(qtbot: QtBot) -> None:
    c = MatchController(auto_continue=True, worker=WorkerKind.PROCESS, bot_deadline_ms=1000)
    watch = Watch(c)
    try:
        warm(qtbot, c)
        c.start(MatchSetup(LONG_RULES, bots(LONG_RULES), Speed.INSTANT, seed=22))
        qtbot.waitUntil(lambda: watch.cards > 0, timeout=10_000)
        (pid,) = bot_workers()
        os.kill(pid, signal.SIGSTOP)
        qtbot.waitUntil(lambda: state_of(pid) in ("T", "t", "Z", None), timeout=5000)
        qtbot.waitUntil(lambda: watch.over is not None, timeout=60_000)
        assert [t.kind for t in watch.troubles] == [TroubleKind.STALLED]
        check_one_sentence(watch.troubles[0])
        assert "Bot " in watch.troubles[0].message  # names the seat that was waited for
        assert not is_running(pid)  # killed, though stopped
        assert watch.over is not None
        check_the_match_replays(LONG_RULES, watch.over)
    finally:
        c.stop()
    nothing_left(qtbot)


def test_stop_ends_a_stopped_worker(
    qtbot: QtBot, in_process: tuple[MatchController, Watch, int]
) -> None:
    c, _, pid = in_process
    os.kill(pid, signal.SIGSTOP)
    c.stop()  # returns without waiting for the worker, which could never answer
    qtbot.waitUntil(lambda: not is_running(pid), timeout=10_000)


def test_a_resumed_match_survives_its_worker_dying(qtbot: QtBot, tmp_path: Path) -> None:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    watch = Watch(c)
    c.start(MatchSetup(LONG_RULES, bots(LONG_RULES), Speed.INSTANT, seed=23))
    qtbot.waitUntil(lambda: watch.cards >= 40, timeout=20_000)
    c.stop()
    assert c.match is not None
    save_match(c.match, tmp_path / "game.json")
    saved = load_match(tmp_path / "game.json")
    assert saved == c.match

    again = MatchController(auto_continue=True, worker=WorkerKind.PROCESS, bot_deadline_ms=NEVER_MS)
    watch2 = Watch(again)
    try:
        warm(qtbot, again)
        again.resume(MatchSetup(LONG_RULES, bots(LONG_RULES), Speed.INSTANT, seed=24), saved)
        qtbot.waitUntil(lambda: watch2.cards > 0, timeout=10_000)
        assert watch2.over is None
        for pid in bot_workers():
            os.kill(pid, signal.SIGKILL)
        qtbot.waitUntil(lambda: watch2.over is not None, timeout=60_000)
    finally:
        again.stop()
    assert watch2.troubles and {t.kind for t in watch2.troubles} == {TroubleKind.DIED}
    assert watch2.over is not None
    assert watch2.over.history[: len(saved.history)] == saved.history
    check_the_match_replays(LONG_RULES, watch2.over)
    nothing_left(qtbot)


# --- bots that fail in a thread -------------------------------------------------------------


def test_a_bot_that_raises_is_played_for(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    real = worker.decide

    def faulty(
        name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> Decision:
        if view.seat == 1 and rng.random() < 0.5:
            raise ZeroDivisionError("a bug in the bot")
        return real(name, view, legal, rng)

    monkeypatch.setattr(worker, "decide", faulty)
    rules = PRESETS["setback"].with_changes(target=11)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    watch = Watch(c)
    try:
        c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=25))
        qtbot.waitUntil(lambda: watch.over is not None, timeout=60_000)
    finally:
        c.stop()
    assert watch.troubles and {t.kind for t in watch.troubles} == {TroubleKind.STAND_IN}
    assert {t.seat for t in watch.troubles} == {1}
    check_one_sentence(watch.troubles[0])
    assert watch.over is not None
    check_the_match_replays(rules, watch.over)


def test_a_bot_that_never_answers_is_played_for(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = worker.decide
    release = threading.Event()
    hung = [0]

    def hanging(
        name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> Decision:
        if view.seat == 2 and hung[0] < 2:
            hung[0] += 1
            release.wait()  # as a bot stuck in a loop: until the test ends
        return real(name, view, legal, rng)

    monkeypatch.setattr(worker, "decide", hanging)
    rules = PRESETS["setback"].with_changes(target=11)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD, bot_deadline_ms=300)
    watch = Watch(c)
    turns: list[TurnStarted] = []
    c.turn_started.connect(turns.append)
    try:
        c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=26))
        qtbot.waitUntil(lambda: watch.over is not None, timeout=60_000)
    finally:
        c.stop()
        release.set()
    # Asked once, asked again in a fresh thread, then played for: the match went on.
    assert [t.kind for t in watch.troubles] == [TroubleKind.STALLED, TroubleKind.STAND_IN]
    assert {t.seat for t in watch.troubles} == {2}
    for trouble in watch.troubles:
        check_one_sentence(trouble)
    assert watch.over is not None
    check_the_match_replays(rules, watch.over)
    qtbot.waitUntil(
        lambda: not any(t.name.startswith("pitch-bot") for t in threading.enumerate()),
        timeout=10_000,
    )


def test_a_late_answer_after_the_deadline_is_dropped(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bot that answers just after it was given up on must not play twice."""
    real = worker.decide
    slow_once = threading.Event()

    def late(name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
        if view.seat == 3 and not slow_once.is_set():
            slow_once.set()
            threading.Event().wait(0.6)  # past the deadline, then it answers after all
        return real(name, view, legal, rng)

    monkeypatch.setattr(worker, "decide", late)
    rules = PRESETS["setback"].with_changes(target=11)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD, bot_deadline_ms=200)
    watch = Watch(c)
    try:
        c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=27))
        qtbot.waitUntil(lambda: watch.over is not None, timeout=60_000)
    finally:
        c.stop()
    assert [t.kind for t in watch.troubles] == [TroubleKind.STALLED]
    assert watch.over is not None
    check_the_match_replays(rules, watch.over)
