"""One game per data folder, and a game killed outright: the real app as separate processes,
each with its own HOME and XDG folders (the player's own are never touched).

A second start of ``python -m pitch_desktop`` brings the first up and ends in one sentence,
while the smoke test still runs beside it. A game that keeps its history and autosave is killed
with SIGKILL at random moments of a match and started again on the same folders: each time the
stale lock is taken over, the history passes ``PRAGMA integrity_check`` and replays, the autosave
loads, and the match goes on in the one stored match (never a second copy of it).
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.engine.records import replay_record
from pitch_desktop.storage.autosave import read_saved_match
from pitch_desktop.storage.history import HISTORY_NAME, HistoryStore
from tests.proc_tools import HAS_PROC
from tests.ui.window.test_ui_app_faults import app_env, wait_for

pytestmark = pytest.mark.skipif(not HAS_PROC, reason="reads child processes from /proc")

# Where the app keeps its data under a test's XDG_DATA_HOME (organisation, application).
DATA = Path("data", "pitch-desktop", "Pitch")
KILLS = int(os.environ.get("PITCH_KILLS", "4"))


def test_a_second_start_brings_up_the_first_and_ends_in_one_sentence(tmp_path: Path) -> None:
    env = app_env(tmp_path)
    log = tmp_path / "first.log"
    with log.open("w") as err_file:
        first = subprocess.Popen(
            [sys.executable, "-m", "pitch_desktop"],
            env=env,
            cwd=tmp_path,
            stdout=subprocess.DEVNULL,
            stderr=err_file,  # a file: a pipe would wait for every process that inherited it
        )
    try:
        saved = tmp_path / DATA / "autosave.pitch.json"
        wait_for(saved.exists, 60, "the first game to deal and save its match")
        second = subprocess.run(
            [sys.executable, "-m", "pitch_desktop"],
            env=env,
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
        )
        lines = [line for line in second.stderr.splitlines() if line.strip()]
        assert second.returncode == 0, second.stderr
        assert lines == [
            "pitch-desktop: Pitch is already open: its window was brought to the front."
        ]
        assert not (tmp_path / DATA / "pitch.ring").exists()  # the first answered the ring
        # An unattended run keeps nothing, so it runs beside the game.
        smoke = subprocess.run(
            [sys.executable, "-m", "pitch_desktop", "--smoke-test"],
            env=env,
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert smoke.returncode == 0, smoke.stderr
        assert '"format": "pitch-result/1"' in smoke.stdout
        assert first.poll() is None  # the first game plays on
    finally:
        if first.poll() is None:
            first.send_signal(signal.SIGTERM)
            try:
                first.wait(timeout=60)
            except subprocess.TimeoutExpired:
                first.kill()
                first.wait()
    err = log.read_text()
    assert first.returncode == 0, err
    assert "Traceback" not in err
    assert not (tmp_path / DATA / "pitch.lock").exists()  # released as the game ended


# A game as the player has it (history, autosave, the lock) with computer players in every seat,
# every hand summary taken away at once and a new match after each; it says "hand" after each
# hand it has handed to the history.
_GAME = textwrap.dedent(
    """
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from pitch_desktop.controller.match_controller import MatchController
    from pitch_desktop.controller.worker import WorkerKind
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
    from pitch_desktop.storage.instance import InstanceLock, Lock
    from pitch_desktop.storage.settings import init_app_identity

    app = QApplication([])
    init_app_identity(app)
    lock = InstanceLock()
    if lock.acquire() is not Lock.TAKEN:
        print("the lock was not taken", flush=True)
        sys.exit(3)
    from pitch_desktop.ui.window.main_window import MainWindow

    controller = MatchController(worker=WorkerKind.THREAD)
    win = MainWindow(controller, remember=True)
    win.confirm_leaving = False
    win.analyse_hands = False
    win.set_speed(Speed.INSTANT, save=False)
    rules = PRESETS["setback"].with_changes(target=5)
    seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(rules.players))
    setup = MatchSetup(rules, seats, Speed.INSTANT)

    def next_hand():
        if win.summary_dialog is not None:
            win.summary_dialog.accept()

    def new_match():
        if win.game_over_dialog is not None:
            win.game_over_dialog.close()
        win.start_match(setup)

    def on_scored(_ev):
        print("hand", flush=True)
        QTimer.singleShot(0, next_hand)

    controller.hand_scored.connect(on_scored)
    controller.match_over.connect(lambda _ev: QTimer.singleShot(0, new_match))
    win.show()
    win.resume_or_start(setup)
    app.exec()
    """
)


def _check_after_a_kill(data: Path) -> int:
    """The history is whole and replays, the autosave loads, and no match is stored twice;
    the number of hands stored."""
    history = data / HISTORY_NAME
    if not history.exists():
        return 0
    db = sqlite3.connect(history)
    try:
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        db.close()
    saved = read_saved_match(bot_names(), data / "autosave.pitch.json")  # raises if damaged
    store = HistoryStore(history)
    try:
        assert store.notice is None  # nothing was set aside
        matches = store.matches()
        for summary in matches:
            states = replay_record(store.match_record(summary.match_id))
            assert len(states) == summary.hands == len(store.hands(summary.match_id))
        # Every killed game was resumed from its autosave: only the match in play may be
        # unfinished, so a second unfinished one would be the same match stored twice.
        unfinished = [m for m in matches if m.winner is None]
        assert len(unfinished) <= 1, unfinished
        if saved is not None and saved.match.history and unfinished:
            assert unfinished[0].hands <= len(saved.match.history)
        return sum(m.hands for m in matches)
    finally:
        store.close()


def test_a_game_killed_at_random_moments_loses_nothing_it_had_stored(tmp_path: Path) -> None:
    env = {**app_env(tmp_path), "PYTHONHASHSEED": "0"}
    seed = int(os.environ.get("PITCH_KILL_SEED", random.randrange(1 << 30)))
    print(f"kill moments seed: {seed} (PITCH_KILL_SEED replays them)")
    rng = random.Random(seed)
    data = tmp_path / DATA
    stored = 0
    for kill in range(KILLS):
        game = subprocess.Popen(
            [sys.executable, "-c", _GAME],
            env=env,
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert game.stdout is not None
        # A game that stops saying anything is killed all the same: the suite never hangs.
        guard = threading.Timer(60, game.kill)
        guard.start()
        try:
            for _ in range(rng.randint(1, 3)):  # a hand or three, then a moment more
                line = game.stdout.readline()
                assert line == "hand\n", f"kill {kill} (seed {seed}): the game said {line!r}"
            with contextlib.suppress(subprocess.TimeoutExpired):  # a moment more, at random
                game.wait(timeout=rng.uniform(0.0, 0.25))
        finally:
            guard.cancel()
            game.send_signal(signal.SIGKILL)
            game.wait()
            game.stdout.close()
        assert game.returncode == -signal.SIGKILL, f"kill {kill} (seed {seed})"
        now = _check_after_a_kill(data)
        assert now >= stored, f"kill {kill} (seed {seed}): hands stored were lost"
        stored = now
    assert stored > 0
