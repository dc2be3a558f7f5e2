"""The table's layout at the smallest and a large window, for every number of players.

Seat plates must never overlap or leave the view, and the human's cards must stay readable
(at least 90 px tall at 800x600), as LOOK.md asks.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.cards import card_text, parse_card
from pitch_desktop.engine.deck import trumps_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.table.layout import compute_layout, hand_order
from pitch_desktop.ui.window.main_window import MainWindow

HUMAN_SEAT = 0  # the seat these tests give the person at the window


def _setup(players: int) -> MatchSetup:
    rules = PRESETS["auction-pitch"].with_changes(players=players)
    seats = tuple(
        (
            SeatSetup.local(f"Player {s}")
            if s == HUMAN_SEAT
            else SeatSetup.bot(f"Player {s}", "greedy")
        )
        for s in range(players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=1)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_ui_plates_inside_and_apart(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    view_rect = QRectF(window.view.viewport().rect())
    for players in range(2, 8):
        window.scene.start_match(_setup(players))
        plates = [p.mapRectToScene(p.plate_rect()) for p in window.scene.plates]
        assert len(plates) == players
        for seat, rect in enumerate(plates):
            shown = window.view.mapFromScene(rect).boundingRect()
            assert view_rect.contains(QRectF(shown)), (players, seat, rect, view_rect)
        for (a, ra), (b, rb) in itertools.combinations(enumerate(plates), 2):
            assert not ra.intersects(rb), (players, a, b)
        # The human sits at the bottom centre, seat 1 on the human's left.
        human = plates[HUMAN_SEAT]
        assert abs(human.center().x() - view_rect.center().x()) < 2
        assert all(human.center().y() >= r.center().y() for r in plates)
        if players > 2:
            assert plates[1].center().x() < human.center().x()


def test_ui_human_cards_are_big_enough(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.start_match(_setup(4))
    qtbot.waitUntil(lambda: len(window.scene.hand_items) == 6, timeout=5000)
    view_rect = QRectF(window.view.viewport().rect())
    for item in window.scene.hand_items.values():
        rect = item.mapRectToScene(item.card_rect())
        assert rect.height() >= 90
        assert view_rect.contains(rect)


@pytest.mark.parametrize("players", range(2, 8))
def test_ui_layout_seats_clockwise_from_the_left(players: int) -> None:
    lay = compute_layout(1280, 760, players)
    human = lay.seats[HUMAN_SEAT]
    # Going round from the human's left, the seats turn one way (clockwise on the screen).
    angles = []
    import math

    for seat in range(players):
        p = lay.seats[seat]
        a = math.atan2((p.y() - lay.centre.y()) / lay.height, (p.x() - lay.centre.x()) / lay.width)
        angles.append((a - math.atan2(human.y() - lay.centre.y(), 0)) % (2 * math.pi))
    assert angles == sorted(angles)
    if players == 4:
        assert abs(lay.seats[2].x() - human.x()) < 1 and lay.seats[2].y() < lay.centre.y()
    if players == 7:
        assert sum(1 for p in lay.seats if p.y() < lay.centre.y()) == 4


def test_ui_hand_sorted_by_suit_with_trump_first() -> None:
    # 2C, AC, 5D, KH, 3S, QS; trump diamonds comes first, then the others alternate colours.
    cards = [0, 12, 16, 37, 40, 49]
    assert hand_order(cards, None) == [49, 40, 37, 12, 0, 16]
    assert hand_order(cards, trumps_of(PRESETS["setback"], 1)) == [16, 49, 40, 37, 12, 0]


def test_ui_hand_sorts_the_off_jack_and_jokers_with_the_trumps() -> None:
    rules = PRESETS["six-point"].with_changes(jokers=2, points=PRESETS["six-point"].points)
    hand = [parse_card(t) for t in ["JD", "BJ", "9H", "AH", "LJ", "2S"]]
    # Before trump is known the jokers come first; the JD is a diamond.
    assert [card_text(c) for c in hand_order(hand, None)] == ["BJ", "LJ", "2S", "AH", "9H", "JD"]
    # With hearts trump the JD is the off-jack, below the ace and above the jokers.
    trumps = trumps_of(rules, parse_card("AH") // 13)
    assert [card_text(c) for c in hand_order(hand, trumps)] == ["AH", "JD", "BJ", "LJ", "9H", "2S"]


def test_ui_a_corner_panel_shrinks_its_type_until_the_cells_fit(qtbot: QtBot) -> None:
    """The tally of a big family (every award held by one side) in a small window's corner: the
    cells are never cut, so the type shrinks until they fit the panel."""
    from pitch_desktop.ui.table.corner_panel import CornerPanel, PanelLine

    panel = CornerPanel(two_rows_allowed=True)
    panel.set_room(150.0, 200.0, 15.0)
    letters = " ".join(("H", "L", "J", "O", "BJ", "LJ", "G"))
    header = PanelLine("This hand", ("tricks", "points", "game"))
    panel.set_lines("", [PanelLine("Ann & Ben", ("6", letters, "80"))], header)
    room = panel.boundingRect().width() - 2 * panel._pad()
    assert panel._cells_width() <= room
    assert panel._px() < 15.0  # it did shrink


@pytest.mark.parametrize("size", [(800, 560), (1055, 750), (1280, 760)])
def test_ui_seven_bids_keep_name_and_bid_on_one_line(qtbot: QtBot, size: tuple[int, int]) -> None:
    """The bids panel of a seven-player auction, the dealer taking it by matching, in the
    table of an 800x600 window: each name sits beside its bid on one line, in readable type."""
    from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
    from pitch_desktop.ui.table.corner_panel import CornerPanel, PanelLine
    from pitch_desktop.ui.table.scene import TableScene

    rules = PRESETS["auction-pitch"].with_changes(players=7)
    names = ("You", "Anna", "Ben", "Carla", "David", "Emma", "Felix")
    seats = (SeatSetup.local(names[0]), *(SeatSetup.bot(n, "standard") for n in names[1:]))
    scene = TableScene()
    scene.start_match(MatchSetup(rules, seats, Speed.NORMAL, seed=1))
    scene.resize_table(*size)
    panel = scene.panels.history
    assert isinstance(panel, CornerPanel)
    words = ["pass", "pass", "2", "pass", "pass", "pass", "takes it at 2"]
    order = names[1:] + names[:1]
    panel.set_lines("Bids", [PanelLine(n, (w,)) for n, w in zip(order, words, strict=True)])
    assert not panel.two_rows
    assert panel._px() >= CornerPanel.LEAST
    assert panel.boundingRect().height() <= scene.layout.history_rect.height() + 0.5
