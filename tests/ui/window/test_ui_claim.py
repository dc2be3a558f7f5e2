"""Claim the rest at the table: the button and Game > Claim appear only while the player's cards
surely take every trick left; a click or C plays the hand out at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.match import MatchState, new_match, start_hand
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import apply, new_hand, parse_action
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow

RULES = PRESETS["setback"]
SEATS = (SeatSetup.local("Ann"), *(SeatSetup.bot(n, "greedy") for n in ("Ben", "Cy", "Di")))


HANDS = ("AH KH QH JH TH 9H", "2C 3C 4C 5C 6C 7C", "8C 9C TC JC QC KC", "2S 3S 4S 5S 6S 7S")


def _match(played: str, hands: tuple[str, ...] = HANDS) -> MatchState:
    """Ann (seat 0) holds the six best hearts, unless ``hands`` say otherwise."""
    hand = new_hand(RULES, 3, tuple(mask_of(parse_card(t) for t in h.split()) for h in hands))
    for token in played.split():
        hand = apply(hand, parse_action(token))
    return start_hand(new_match(RULES, 3), hand)


@pytest.mark.parametrize("how", ["button", "key", "menu"])
def test_the_claim_is_offered_and_played_out(qtbot: QtBot, window: MainWindow, how: str) -> None:
    win = window
    c = win.controller
    assert isinstance(c, MatchController)
    c.resume(MatchSetup(RULES, SEATS, Speed.NORMAL, seed=1), _match("2 pass pass pass AH 2C 8C 2S"))
    qtbot.waitUntil(lambda: win.claim_button.isVisible(), timeout=20000)
    assert win.claim_action.isEnabled()
    assert "claim the rest" in win.status.text()
    if how == "button":
        QTest.mouseClick(win.claim_button, Qt.MouseButton.LeftButton)
    elif how == "key":
        QTest.keyClick(win.view, Qt.Key.Key_C)
    else:
        win.claim_action.trigger()
    assert c.is_claiming
    assert not win.claim_button.isVisible() and not win.claim_action.isEnabled()
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=20000)
    hand = c.match.history[-1] if c.match is not None else None
    assert hand is not None and hand.tricks[0] + hand.tricks[2] == 6


def test_a_claim_at_the_pitch(qtbot: QtBot, window: MainWindow) -> None:
    # Ann holds the six best hearts and is to pitch: whatever trump the others expect, pitching
    # hearts takes every trick, so the claim comes before any card is played.
    win = window
    c = win.controller
    assert isinstance(c, MatchController)
    c.resume(MatchSetup(RULES, SEATS, Speed.NORMAL, seed=1), _match("2 pass pass pass"))
    qtbot.waitUntil(lambda: win.claim_button.isVisible(), timeout=20000)
    QTest.keyClick(win.view, Qt.Key.Key_C)
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=20000)
    hand = c.match.history[-1] if c.match is not None else None
    assert hand is not None and hand.tricks[0] + hand.tricks[2] == 6


def test_no_claim_while_a_card_could_lose(qtbot: QtBot, window: MainWindow) -> None:
    # Di has not shown void in hearts: with a club among Ann's cards nothing is sure, so no
    # claim, and C does nothing.
    win = window
    c = win.controller
    assert isinstance(c, MatchController)
    hands = ("AH KH QH JH TH AC", *HANDS[1:3], "2H 3S 4S 5S 6S 7S")
    c.resume(
        MatchSetup(RULES, SEATS, Speed.NORMAL, seed=1),
        _match("2 pass pass pass AH 2C 8C 2H", hands),
    )
    qtbot.waitUntil(lambda: c.is_waiting_for_human, timeout=20000)
    qtbot.wait(300)
    assert not win.claim_button.isVisible() and not win.claim_action.isEnabled()
    QTest.keyClick(win.view, Qt.Key.Key_C)  # nothing to claim: nothing happens
    assert not c.is_claiming and c.is_waiting_for_human
