"""The table's sounds: each moment of a match plays its cue, through a fake player; the turn
ticks only after a wait; nothing sounds when sound is off; a window in the tests is silent."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, TurnStarted
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.common import sound
from pitch_desktop.ui.window import sounds as table_sounds
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.common.test_sound import FakeBackend


def _names(started: list[Path]) -> list[str]:
    return [p.name.split(".")[0].split("-")[0] for p in started]


def _play_match(qtbot: QtBot, win: MainWindow, hands: int) -> list[HandScored]:
    c = win.controller
    rng = random.Random(3)

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    c.auto_continue = True
    scored: list[HandScored] = []
    c.hand_scored.connect(scored.append)
    rules = PRESETS["setback"]
    seats = (SeatSetup.local("Ann"), *(SeatSetup.bot(n, "greedy") for n in ("Ben", "Cy", "Di")))
    win.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=5))
    qtbot.waitUntil(lambda: len(scored) >= hands, timeout=30000)
    c.stop()
    return scored


def test_the_moments_of_a_match_sound(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sound, "app_is_shown", lambda: True)
    fake = FakeBackend()
    ticks = iter(range(0, 10**9, 1))  # a clock a second apart at each look: nothing coalesces
    window.sounds.apply(True, 70)
    window.sounds.use_board(sound.SoundBoard(backend=fake, clock=lambda: float(next(ticks))))
    scored = _play_match(qtbot, window, hands=6)
    heard = _names(fake.started)
    set_back = sum(1 for ev in scored if ev.score is not None and not ev.score.made)
    assert set_back and heard.count("set_back") == set_back
    assert heard.count("deal") >= 3
    assert "card" in heard and "trick" in heard
    assert heard.count("card") > heard.count("trick")
    # At instant speed the player never waits long: their turn does not tick.
    assert "turn" not in heard


def test_the_turn_ticks_after_a_wait(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sound, "app_is_shown", lambda: True)
    monkeypatch.setattr(table_sounds, "WAITED_S", 0.0)  # any wait for the others is long
    fake = FakeBackend()
    ticks = iter(range(0, 10**9, 1))
    window.sounds.apply(True, 70)
    window.sounds.use_board(sound.SoundBoard(backend=fake, clock=lambda: float(next(ticks))))
    _play_match(qtbot, window, hands=1)
    assert "turn" in _names(fake.started)


def test_sound_off_sounds_nothing(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sound, "app_is_shown", lambda: True)
    fake = FakeBackend()
    window.sounds.use_board(sound.SoundBoard(backend=fake))
    window.sounds.apply(False, 70)
    _play_match(qtbot, window, hands=1)
    assert fake.started == []


def test_a_window_in_the_tests_is_silent(window: MainWindow) -> None:
    assert window.sounds.board.silent
