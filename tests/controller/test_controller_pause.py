"""Pause after each trick: the match waits, after every trick, until the person here goes on."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import TrickWon
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, Speed
from tests.controller.test_controller_seats import play_locals, seats


@pytest.fixture
def controller(qtbot: QtBot) -> Any:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    yield c
    c.stop()


def test_each_trick_waits_until_the_player_goes_on(qtbot: QtBot, controller: Any) -> None:
    c: MatchController = controller
    rules = PRESETS["setback"]
    c.pause_after_trick = True
    play_locals(c, seed=3)
    won: list[TrickWon] = []
    c.trick_won.connect(won.append)
    paused: list[int] = []
    c.trick_paused.connect(lambda: paused.append(len(won)))
    c.start(MatchSetup(rules, seats(rules, {0}), Speed.INSTANT, seed=8))
    qtbot.waitUntil(lambda: c.is_paused_after_trick, timeout=20000)
    assert paused == [1] and len(won) == 1
    cards = len(c.state.plays) if c.state is not None else -1
    qtbot.wait(300)  # nothing moves while it waits
    assert c.is_paused_after_trick and c.state is not None and len(c.state.plays) == cards
    assert c.can_undo  # the player may still take a card back
    assert c.go_on() and not c.go_on()  # once: the second finds nothing to end
    qtbot.waitUntil(lambda: len(paused) == 2, timeout=20000)
    assert len(won) == 2
    # Turned off while it waits: the match goes on by itself, and no longer stops.
    c.pause_after_trick = False
    qtbot.waitUntil(lambda: len(won) >= 4, timeout=20000)
    assert len(paused) == 2


def test_a_table_of_computer_players_never_pauses(qtbot: QtBot, controller: Any) -> None:
    c: MatchController = controller
    rules = PRESETS["setback"]
    c.pause_after_trick = True
    won: list[TrickWon] = []
    c.trick_won.connect(won.append)
    paused: list[bool] = []
    c.trick_paused.connect(lambda: paused.append(True))
    with qtbot.wait_signal(c.hand_scored, timeout=20000):
        c.start(MatchSetup(rules, seats(rules, set()), Speed.INSTANT, seed=8))
    assert won and not paused
