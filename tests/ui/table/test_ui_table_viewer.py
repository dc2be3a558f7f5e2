"""The table shows the viewer's seat at the bottom, whichever seat that is, and turns round
when another person at the window is to act."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandStarted, ViewerChanged
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.match import deal_next, new_match
from pitch_desktop.engine.rules import PRESETS, rules_from_json
from pitch_desktop.engine.state import HandState
from pitch_desktop.engine.view import view_of
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.table.layout import compute_layout
from pitch_desktop.ui.table.scene import TableScene


def _locals(players: int) -> tuple[int, int]:
    return (1, players - 1) if players > 2 else (0, 1)


def _hand(players: int) -> tuple[MatchSetup, HandState]:
    preset = PRESETS["setback"]
    rules = (
        preset
        if players == 4
        else rules_from_json({"preset": "setback", "players": players, "teams": 0})
    )
    seats = tuple(
        SeatSetup.local(f"P{s}") if s in _locals(players) else SeatSetup.bot(f"B{s}", "greedy")
        for s in range(players)
    )
    hand = deal_next(new_match(rules, 0), random.Random(4)).hand
    assert hand is not None
    return MatchSetup(rules, seats, Speed.INSTANT), hand


def _bottom_seat(scene: TableScene) -> int:
    return max(range(len(scene.plates)), key=lambda s: scene.plates[s].pos().y())


@pytest.mark.parametrize("viewer", [0, 1, 3])
def test_the_layout_puts_the_viewer_at_the_bottom_and_keeps_the_order(viewer: int) -> None:
    lay = compute_layout(1280, 800, 5, viewer=viewer)
    base = compute_layout(1280, 800, 5)
    for seat in range(5):
        assert lay.seats[seat] == base.seats[(seat - viewer) % 5]
        assert lay.trick_spots[seat] == base.trick_spots[(seat - viewer) % 5]
    assert lay.seat_rect(viewer) == lay.plate_rect(viewer)  # no fan for the viewer's own seat
    assert lay.seat_rect((viewer + 1) % 5) != lay.plate_rect((viewer + 1) % 5)


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_scene_turns_to_the_person_to_act(qtbot: QtBot, players: int) -> None:
    setup, hand = _hand(players)
    scene = TableScene()
    scene.resize_table(1280, 800)
    scene.start_match(setup)
    first, other = _locals(players)
    assert setup.viewer_seat == first and setup.you_seat is None
    scene.start_hand(HandStarted(hand_number=1, dealer=hand.dealer, view=view_of(hand, first)))
    assert _bottom_seat(scene) == first
    assert set(scene.hand_items) == set(cards_of(hand.hands[first]))
    assert not scene.plates[first].show_fan and scene.plates[(first + 1) % players].show_fan
    scene.show_viewer(ViewerChanged(seat=other, view=view_of(hand, other)))
    assert _bottom_seat(scene) == other
    assert set(scene.hand_items) == set(cards_of(hand.hands[other]))
    assert not scene.plates[other].show_fan and scene.plates[first].show_fan
    # With two people sharing the window nobody is "you": the bids panel names them.
    assert scene.seat_name(first) == f"P{first}"


def test_the_next_persons_cards_stay_hidden_until_they_show_them(qtbot: QtBot) -> None:
    setup, hand = _hand(4)
    scene = TableScene()
    scene.resize_table(1280, 800)
    scene.start_match(setup)
    scene.start_hand(HandStarted(hand_number=1, dealer=hand.dealer, view=view_of(hand, 1)))
    assert not scene.hand_hidden
    assert not any(item.face_down for item in scene.hand_items.values())
    scene.show_viewer(ViewerChanged(seat=3, view=view_of(hand, 3)))
    assert scene.hand_hidden and all(item.face_down for item in scene.hand_items.values())
    clicks: list[int] = []
    scene.card_clicked.connect(clicks.append)
    scene.activate_focus()  # Enter: shows the cards, plays nothing
    assert not scene.hand_hidden and not clicks
    assert not any(item.face_down for item in scene.hand_items.values())
    assert not scene.reveal_hand()  # nothing left to show
