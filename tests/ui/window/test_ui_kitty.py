"""The kitty at the table (RULES.md, "The kitty"): face down in the middle through the auction,
taken by the pitcher, and, when the player pitches, four cards chosen in the hand and discarded
from the discard panel, with the mouse or the keyboard. Nobody else's cards are ever shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import PASS, HandState, Phase, bid_action, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import ClickCard

HUMAN = 0
NAMES = ("You", "Ben", "Anna", "Carla")


def _start(window: MainWindow, players: int = 4, seed: int = 3) -> None:
    rules = PRESETS["kitty-pitch"].seated(players)
    seats = tuple(
        SeatSetup.local(NAMES[s]) if s == HUMAN else SeatSetup.bot(NAMES[s], "standard")
        for s in range(players)
    )
    window.resize(1000, 700)
    window.start_match(MatchSetup(rules=rules, seats=seats, seed=seed))


def _next_turn(qtbot: QtBot, window: MainWindow) -> HandState | None:
    """Wait for the player's turn and give its hand, or close a hand's summary (None)."""
    qtbot.waitUntil(
        lambda: window.controller.is_waiting_for_human or window.summary_dialog is not None,
        timeout=20_000,
    )
    if window.summary_dialog is not None:
        window.summary_dialog.accept()
        return None
    state = window.controller.state
    assert state is not None
    return state


def _to_own_discard(qtbot: QtBot, window: MainWindow) -> None:
    """Bid the most whenever asked, until the player takes the kitty; the kitty lies face down
    in the middle while the player bids."""
    for _ in range(200):
        state = _next_turn(qtbot, window)
        if state is None:
            continue
        if state.phase is Phase.DISCARD:
            return
        if state.phase is Phase.BID:
            assert window.scene.kitty.count == state.rules.kitty
            window.controller.submit(bid_action(state.rules.max_bid))
        else:
            window.controller.submit(legal_actions(state)[0])
    pytest.fail("the player never took the kitty")


def test_the_pitcher_chooses_four_cards_and_discards_them_with_the_mouse(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    _start(window)
    _to_own_discard(qtbot, window)
    state = window.controller.state
    assert state is not None
    kitty = state.rules.kitty
    panel = window.discard_panel
    qtbot.waitUntil(panel.isVisible, timeout=5_000)
    assert window.scene.kitty.count == 0  # taken
    held = cards_of(state.hands[HUMAN])
    assert len(held) == state.rules.deal + kitty
    qtbot.waitUntil(lambda: set(window.scene.hand_items) == set(held), timeout=5_000)
    assert not panel.button.isEnabled()
    chosen = window.scene.hand.sorted_hand()[:kitty]
    for card in chosen:
        item = window.scene.hand_items[card]
        qtbot.waitUntil(lambda item=item: not item.is_moving, timeout=5_000)  # type: ignore[misc]
        click_card(window, item)
    assert panel.chosen == chosen
    assert all(window.scene.hand_items[c].chosen for c in chosen)
    # A fifth card is refused while four are chosen; a chosen one clicked again goes back.
    extra = window.scene.hand.sorted_hand()[kitty]
    click_card(window, window.scene.hand_items[extra])
    assert extra not in panel.chosen and "put it back" in window.status.text()
    click_card(window, window.scene.hand_items[chosen[0]])
    assert chosen[0] not in panel.chosen and not panel.button.isEnabled()
    click_card(window, window.scene.hand_items[chosen[0]])
    assert panel.button.isEnabled()
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: (s := window.controller.state) is not None and s.phase is not Phase.DISCARD,
        timeout=10_000,
    )
    after = window.controller.state
    assert after is not None
    assert sorted(after.discards) == sorted(chosen)
    assert not panel.isVisible() and not panel.pending
    qtbot.waitUntil(lambda: set(window.scene.hand_items) == set(cards_of(after.hands[HUMAN])))


def test_the_keyboard_chooses_with_space_and_discards_with_enter(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start(window, seed=8)
    _to_own_discard(qtbot, window)
    panel = window.discard_panel
    qtbot.waitUntil(panel.isVisible, timeout=5_000)
    state = window.controller.state
    assert state is not None
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)  # nothing chosen: Enter puts the ring on a card
    for _ in range(state.rules.kitty):
        QTest.keyClick(view, Qt.Key.Key_Space)
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert panel.complete
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (s := window.controller.state) is not None and len(s.discards) == s.rules.kitty,
        timeout=10_000,
    )


def test_the_others_are_told_the_kitty_and_never_shown_a_discard(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Whoever pitches, the table says they take the kitty and discard four; a discard by
    another seat shows only a back."""
    _start(window, seed=5)
    said: list[str] = []
    window.controller.auction_over.connect(lambda _ev: said.append(window.status.text()))
    seen: list[object] = []
    window.controller.card_discarded.connect(lambda ev: seen.append(ev))
    for _ in range(300):
        state = _next_turn(qtbot, window)
        if state is None:
            continue
        legal = legal_actions(state)
        window.controller.submit(PASS if PASS in legal else legal[0])
        if any(getattr(ev, "seat", HUMAN) != HUMAN for ev in seen):
            break
    others = [ev for ev in seen if getattr(ev, "seat", HUMAN) != HUMAN]
    assert others, "no other seat discarded"
    assert all(getattr(ev, "card", 0) is None for ev in others)
    assert any("takes the kitty and discards 4" in words for words in said), said


def test_a_hint_at_the_discard_points_at_a_card_of_the_hand(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start(window)
    _to_own_discard(qtbot, window)
    state = window.controller.state
    assert state is not None
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30_000) as hint:
        window.controller.request_hint()
    assert hint.args is not None
    assert hint.args[0].action in cards_of(state.hands[HUMAN])
