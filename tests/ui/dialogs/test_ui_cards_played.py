"""Game > Cards played (K): the cards played so far, suit by suit, kept up to date while open."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import CardPlayed
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.common.card_faces import card_label
from pitch_desktop.ui.window.main_window import MainWindow


def _plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_the_cards_played_window_counts_the_hand_as_it_goes(
    qtbot: QtBot, window: MainWindow
) -> None:
    win = window
    rules = PRESETS["setback"]
    seats = tuple(SeatSetup.bot(n, "greedy") for n in ("Ann", "Ben", "Cleo", "Dan"))
    played: list[CardPlayed] = []
    win.controller.card_played.connect(played.append)
    # The window answers the keyboard before the first card: nothing is played yet.
    win.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=9))
    qtbot.waitUntil(lambda: win.scene.current_view is not None, timeout=10000)
    QTest.keyClick(win.view, Qt.Key.Key_K)
    dialog = win.side_windows.cards_played_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: len(played) >= 6, timeout=20000)
    win.controller.stop()
    view = win.scene.current_view  # the window heard what the table heard
    assert view is not None
    text = _plain(dialog.body.text())
    if not view.plays:
        assert "No card has been played yet" in text
    else:
        for seat, card in view.plays:
            assert f"{card_label(card)} {seats[seat].name}" in text
        held = text.split("In your hand:", 1)[1] if view.hand else ""
        for card in cards_of(view.hand):
            assert card_label(card) in held
        assert "(trump)" in text
    # A second press, in the window itself, closes it.
    QTest.keyClick(dialog, Qt.Key.Key_K)
    assert not dialog.isVisible()


def test_before_the_first_card_it_says_so(qtbot: QtBot) -> None:
    from pitch_desktop.engine.state import new_hand
    from pitch_desktop.engine.view import view_of
    from pitch_desktop.ui.dialogs.cards_played import CardsPlayedDialog

    rules = PRESETS["setback"]
    dealt = tuple(sum(1 << c for c in range(6 * s, 6 * s + 6)) for s in range(4))
    state = new_hand(rules, 0, dealt, (0, 0))
    dialog = CardsPlayedDialog()
    qtbot.addWidget(dialog)
    dialog.show_view(view_of(state, 0), ["You", "Ben", "Cleo", "Dan"])
    assert "No card has been played yet" in dialog.body.text()
