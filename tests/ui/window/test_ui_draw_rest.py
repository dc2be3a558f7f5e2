"""The player's own draw, for a newcomer: after they threw and drew (the draw-back), the table
rests with what went and what came in the middle, each row named, until they click the table or
press Space, or the speed's rest is over; "Cards played" tells which cards are out of play."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import CardsDrawn, TurnStarted
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog
from pitch_desktop.ui.dialogs.summary import card_html
from pitch_desktop.ui.table.marks import Banner
from pitch_desktop.ui.window.main_window import MainWindow

NAMES = ("You", "Ben", "Anna", "Carla")


def _play_to_own_draw(
    qtbot: QtBot, win: MainWindow, speed: Speed, *, pause: bool = False
) -> list[CardsDrawn]:
    """A ten-point match with the player at seat 0, their turns answered at random, until
    their own draw; the draws told so far."""
    c = win.controller
    rng = random.Random(3)
    drawn: list[CardsDrawn] = []

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    c.cards_drawn.connect(drawn.append)
    win.pause_action.setChecked(pause)
    win.set_speed(speed, save=False)  # a match starts at the window's speed
    seats = (SeatSetup.local(NAMES[0]), *(SeatSetup.bot(n, "greedy") for n in NAMES[1:]))
    win.start_match(MatchSetup(PRESETS["ten-point"], seats, speed, seed=11))
    qtbot.waitUntil(lambda: any(ev.seat == 0 for ev in drawn), timeout=30000)
    return drawn


def _captions(win: MainWindow) -> list[str]:
    return sorted(
        i.text for i in win.scene.items() if isinstance(i, Banner) and i.isVisible() and i.text
    )


def test_the_table_rests_after_the_players_draw_until_space(
    qtbot: QtBot, window: MainWindow
) -> None:
    win = window
    c = win.controller
    drawn = _play_to_own_draw(qtbot, win, Speed.SLOW)
    assert c.is_resting_after_draw and not c.is_paused_after_trick
    assert "press Space to go on" in win.status.text()
    own = next(ev for ev in drawn if ev.seat == 0)
    count = len(drawn)
    # What went and what came lie in the middle, named, while the table rests.
    assert "Thrown" in _captions(win) or own.thrown == 0
    qtbot.wait(win.speed.animation_ms * 3)
    assert len(drawn) == count, "the next player drew while the table rested"
    QTest.keyClick(win.view, Qt.Key.Key_Space)
    assert not c.is_resting_after_draw
    qtbot.waitUntil(lambda: not _captions(win), timeout=10000)
    c.stop()


def test_a_click_ends_the_rest_and_so_does_its_time(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    c = win.controller
    _play_to_own_draw(qtbot, win, Speed.FAST)
    assert c.is_resting_after_draw
    corner = win.view.viewport().rect().topLeft() + QPoint(5, 5)
    QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert not c.is_resting_after_draw
    c.stop()
    # Left alone, the rest ends by itself after the speed's draw rest (generous bound).
    drawn = _play_to_own_draw(qtbot, win, Speed.FAST)
    count = len(drawn)
    assert c.is_resting_after_draw
    qtbot.waitUntil(lambda: not c.is_resting_after_draw, timeout=Speed.FAST.draw_rest_ms * 5)
    qtbot.waitUntil(lambda: len(drawn) > count or c.is_waiting_for_human, timeout=10000)
    c.stop()


def test_with_pause_after_trick_the_rest_lasts_until_the_player_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    win = window
    c = win.controller
    _play_to_own_draw(qtbot, win, Speed.FAST, pause=True)
    qtbot.wait(Speed.FAST.draw_rest_ms + 500)
    assert c.is_resting_after_draw
    assert win.go_on()
    assert not c.is_resting_after_draw
    win.pause_action.setChecked(False)
    c.stop()


def test_at_instant_speed_nothing_waits(qtbot: QtBot, window: MainWindow) -> None:
    win = window
    c = win.controller
    _play_to_own_draw(qtbot, win, Speed.INSTANT)
    assert not c.is_resting_after_draw
    assert not _captions(win)
    c.stop()


def test_cards_played_names_the_cards_out_of_play(qtbot: QtBot, window: MainWindow) -> None:
    """After the draw, "Cards played" lists the player's thrown and dead cards as out of play,
    and the burned trumps with who burned them, never as "not seen yet"."""
    win = window
    c = win.controller
    _play_to_own_draw(qtbot, win, Speed.FAST)
    view = win.scene.current_view
    assert isinstance(view, PlayerView)
    c.stop()
    out = cards_of((view.own_dealt | view.own_drawn) & ~view.hand)
    assert out, "the player threw nothing: pick another seed"
    dialog = CardsPlayedDialog()
    qtbot.addWidget(dialog)
    text = dialog.words(view, NAMES)
    for line in text.split("<br>"):
        if line.startswith("Not seen yet"):
            for card in out:
                assert card_html(card, False) not in line
    assert "Out of play" in text
