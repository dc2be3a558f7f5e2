"""A seat plate's second line reads whole however much else the plate carries: the dealer's
button sits on the name's line alone, so a pitcher who deals and is then out of the hand (the
draw-back) keeps the room of its badge, at every table size and window size."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandStarted
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import deal
from pitch_desktop.engine.view import view_of
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.main_window import MainWindow

NAMES = ("You", "Benedetta", "Anna", "Carla", "David", "Emma", "Felix")


def _badges() -> list[str]:
    """The widest badges a pitcher's plate shows, in the table's own words."""
    bid = QCoreApplication.translate("TableScene", "Pitcher · bid {bid}").format(bid=10)
    return [bid, QCoreApplication.translate("TableScene", "Pitcher · Smudge")]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_ui_a_dealing_pitcher_out_of_the_hand_keeps_its_badge_whole(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    qtbot.wait(1)  # the view's own resize event follows the window's
    scene = window.scene
    for players in range(2, 8):
        rules = PRESETS["setback"].with_changes(players=players, teams=0)
        seats = tuple(
            SeatSetup.local(NAMES[s]) if s == 0 else SeatSetup.bot(NAMES[s], "greedy")
            for s in range(players)
        )
        scene.start_match(MatchSetup(rules=rules, seats=seats, seed=1))
        state = deal(rules, 0, random.Random(1))
        scene.start_hand(HandStarted(1, 0, view_of(state, 0)))
        for seat, plate in enumerate(scene.plates):
            for badge in _badges():
                plate.set_state(badge=badge, dealer=True, out=True, cards_left=0)
                assert plate.elided_texts() == [], (size, players, seat, badge)
