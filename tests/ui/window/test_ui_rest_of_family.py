"""The rest of the family at the table: the eleven- and thirteen-point games, Smear and ten-point
Smear played through the window at a small window's size, the human's hand of up to ten cards
laid out inside the table, side by side in order, and every hand's summary naming its awards."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.main_window import MainWindow

HUMAN = 0
NAMES = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")


def _ready(win: MainWindow) -> bool:
    return (
        win.controller.is_waiting_for_human
        or win.summary_dialog is not None
        or win.game_over_dialog is not None
    )


def _check_hand(win: MainWindow) -> int:
    """The human's cards are the view's, every one on the table, left to right apart."""
    state = win.controller.state
    assert state is not None
    items = win.scene.hand_items
    assert set(items) == set(cards_of(state.hands[HUMAN]))
    table = win.scene.sceneRect()
    rects = sorted((i.sceneBoundingRect() for i in items.values()), key=lambda r: r.left())
    for r in rects:
        # Across the table's width; at its foot a card may bleed by its shadow's few pixels,
        # as it does in every preset.
        assert table.left() <= r.left() and r.right() <= table.right(), (r, table)
        assert table.top() <= r.top() and r.bottom() <= table.bottom() + 0.03 * r.height()
    lefts = [r.left() for r in rects]
    assert all(b - a > 2 for a, b in pairwise(lefts))
    return len(items)


@pytest.mark.parametrize(
    ("preset", "players"),
    [("eleven-point", 4), ("thirteen-point", 4), ("smear", 4), ("ten-point-smear", 4),
     ("ten-point-smear", 5), ("kitty-pitch", 4), ("kitty-pitch", 2)],
)  # fmt: skip
def test_a_new_preset_is_played_through_a_small_window(
    qtbot: QtBot, window: MainWindow, preset: str, players: int
) -> None:
    rules = PRESETS[preset].seated(players)
    seats = tuple(
        SeatSetup.local(NAMES[s]) if s == HUMAN else SeatSetup.bot(NAMES[s], "standard")
        for s in range(players)
    )
    window.resize(800, 600)
    window.start_match(MatchSetup(rules=rules, seats=seats, seed=11))
    rng = random.Random(4)
    most, summaries = 0, 0
    for _ in range(400):
        qtbot.waitUntil(lambda: _ready(window), timeout=20_000)
        if window.game_over_dialog is not None or summaries == 2:
            break
        summary = window.summary_dialog
        if summary is not None:
            words = " ".join(label.text() for label in summary.findChildren(QLabel))
            for award in rules.points:
                if award.value.startswith("off_") or award.value == "three":
                    name = {"off_jack": "Off-jack", "off_ace": "Off-ace",
                            "off_three": "Off-three", "three": "Three"}[award.value]  # fmt: skip
                    assert name in words, (name, words)
            summaries += 1
            summary.accept()
            continue
        state = window.controller.state
        assert state is not None
        if state.phase in (Phase.BID, Phase.PLAY):
            most = max(most, _check_hand(window))
        if state.phase is Phase.PLAY and state.trump is not None:
            # The trump sign names every off-card of the hand.
            tip = window.scene.panels.off_jack_words()
            for rank, word in (("A", "Off-ace: the ace of"), ("J", "Off-jack: the jack of")):
                assert (word in tip) == (rank in rules.off_cards), tip
            assert ("Off-three: the 3 of" in tip) == ("3" in rules.off_cards)
        window.controller.submit(rng.choice(legal_actions(state)))
    assert summaries >= 1
    assert most == rules.deal  # the whole deal, seen at the human's bid
