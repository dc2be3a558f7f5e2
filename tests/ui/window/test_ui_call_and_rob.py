"""A called partner and Cinch's refill and rob at the table (RULES.md, "Call your partner" and
"Refill and rob"): the call panel with the mouse and the keys, the called card on the pitcher's
plate, the partner told to itself and to nobody else until its card is shown, the dealer's rob
chosen by clicking a card, and whole matches of both presets played to their end."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.words import card_name
from pitch_desktop.engine.cards import RANKS, card, cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import (
    CALL_BASE,
    PASS,
    HandState,
    Phase,
    bid_action,
    bid_level,
    is_bid,
    legal_actions,
)
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import ClickCard

HUMAN = 0
KING = RANKS.index("K")
NAMES = ("You", "Ben", "Anna", "Carla", "Dan", "Eva", "Fay")
# What the test does at the player's turn: an action to submit, or None when it acted itself.
Decide = Callable[[HandState], int | None]


def _start(window: MainWindow, preset: str, players: int, seed: int, target: int = 0) -> None:
    rules = PRESETS[preset].seated(players)
    if target:
        rules = rules.with_changes(target=target)
    seats = tuple(
        SeatSetup.local(NAMES[s]) if s == HUMAN else SeatSetup.bot(NAMES[s], "standard")
        for s in range(players)
    )
    window.resize(1000, 700)
    window.start_match(MatchSetup(rules=rules, seats=seats, seed=seed))


def _highest_bid(state: HandState) -> int:
    return max((a for a in legal_actions(state) if is_bid(a)), key=bid_level, default=PASS)


def _play(qtbot: QtBot, window: MainWindow, decide: Decide, until: Callable[[], bool]) -> None:
    """Answer the player's turns with ``decide`` (hands' summaries closed) until ``until``."""
    for _ in range(600):
        if until():
            return
        qtbot.waitUntil(
            lambda: (
                until()
                or window.controller.is_waiting_for_human
                or window.summary_dialog is not None
                or window.game_over_dialog is not None
            ),
            timeout=20_000,
        )
        if until():
            return
        if window.summary_dialog is not None:
            window.summary_dialog.accept()
            continue
        assert window.game_over_dialog is None, "the match ended first"
        state = window.controller.state
        assert state is not None
        action = decide(state)
        if action is not None:
            window.controller.submit(action)
    pytest.fail("never came")


def _bid_high(state: HandState) -> int:
    """Bid the most, name and call through the controller, then the first legal card."""
    if state.phase is Phase.BID:
        return _highest_bid(state)
    return legal_actions(state)[0]


def _call_phase(window: MainWindow) -> bool:
    state = window.controller.state
    return state is not None and state.phase is Phase.CALL and window.call_panel.isVisible()


def test_the_pitcher_calls_with_the_mouse_and_its_plate_names_the_card(
    qtbot: QtBot, window: MainWindow
) -> None:
    _start(window, "call-partner", 5, seed=3)
    _play(qtbot, window, _bid_high, lambda: _call_phase(window))
    state = window.controller.state
    assert state is not None and state.trump is not None
    panel = window.call_panel
    offered = list(panel.buttons)
    callable_now = {a - 128 for a in legal_actions(state)}
    assert set(offered) == callable_now
    assert not set(offered) & set(cards_of(state.hands[HUMAN]))  # never one of its own
    first = offered[0]
    QTest.mouseClick(panel.buttons[first], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: (s := window.controller.state) is not None and s.called == first)
    assert not panel.isVisible()
    plate = window.scene.plates[HUMAN]
    assert plate.called == first
    assert card_name(first) in plate.toolTip()
    assert "You call the" in window.status.text() or "partner" in window.status.text()


def test_the_keyboard_calls_the_card_in_focus(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, "call-partner", 5, seed=3)
    _play(qtbot, window, _bid_high, lambda: _call_phase(window))
    panel = window.call_panel
    second = list(panel.buttons)[1]
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert panel.focused_card() == second
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (s := window.controller.state) is not None and s.called == second)


def _partner_badges(window: MainWindow) -> list[int]:
    return [s for s, plate in enumerate(window.scene.plates) if plate.badge == "Partner"]


def test_the_partner_is_told_to_itself_and_to_nobody_else_until_its_card_is_shown(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Hands are played until the player is someone's partner and until the player sees a
    partner revealed by its card; before either, no plate names a partner."""
    told_self: list[str] = []
    shown: list[tuple[int, bool]] = []

    def watch(_ev: object) -> None:
        state = window.controller.state
        if state is None or state.partner is None or state.called is None:
            return
        played = state.called in state.plays or any(b >> state.called & 1 for b in state.burned)
        badges = _partner_badges(window)
        if state.partner == HUMAN:
            assert badges == [HUMAN]
            told_self.append(window.status.text())
        elif not played:
            assert badges == [], f"partner shown before its card: {badges}"
        else:
            shown.append((state.partner, badges == [state.partner]))

    c = window.controller
    for signal in (c.cards_drawn, c.card_played, c.trump_burned, c.trick_won):
        signal.connect(watch)

    def decide(state: HandState) -> int | None:
        return (
            PASS
            if state.phase is Phase.BID and PASS in legal_actions(state)
            else (legal_actions(state)[0])
        )

    def seen() -> bool:
        return bool(told_self) and any(ok for _p, ok in shown)

    for seed in range(11, 21):  # matches until both were seen (a match may end first)
        _start(window, "call-partner", 5, seed=seed, target=52)
        _play(qtbot, window, decide, lambda: seen() or window.game_over_dialog is not None)
        if seen():
            break
        over = window.game_over_dialog
        assert over is not None
        over.close()
    assert any("You are" in words and "partner" in words for words in told_self), told_self
    assert all(ok for _p, ok in shown), shown


def test_the_dealer_robs_the_pack_by_clicking_a_card(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    """Cinch: when the player deals and holds more than six after the refill, each card it
    clicks is thrown (a non-trump face down) until six are left."""
    _start(window, "cinch", 4, seed=2)
    robbed: list[object] = []
    window.controller.pack_robbed.connect(robbed.append)

    def rob_turn() -> bool:
        state = window.controller.state
        return (
            state is not None
            and state.phase is Phase.ROB
            and state.to_act == HUMAN
            and window.controller.is_waiting_for_human
        )

    _play(qtbot, window, _bid_high, rob_turn)
    state = window.controller.state
    assert state is not None
    assert "Rob the pack" in window.status.text()
    held = len(cards_of(state.hands[HUMAN]))
    assert held > 6
    legal = legal_actions(state)
    item = window.scene.hand_items[legal[0]]
    qtbot.waitUntil(lambda: not item.is_moving, timeout=5_000)
    click_card(window, item)
    qtbot.waitUntil(lambda: bool(robbed), timeout=5_000)
    after = window.controller.state
    assert after is not None and legal[0] in after.robs
    assert "You rob the pack" in window.status.text()


def test_an_opponents_face_down_rob_shows_no_card(qtbot: QtBot, window: MainWindow) -> None:
    """Another dealer's non-trump throws reach the table with no card named."""
    _start(window, "cinch", 4, seed=5)
    seen: list[object] = []
    window.controller.pack_robbed.connect(seen.append)
    _play(
        qtbot,
        window,
        _bid_high,
        lambda: any(getattr(ev, "seat", HUMAN) != HUMAN for ev in seen),
    )
    for ev in seen:
        if ev.seat != HUMAN:  # type: ignore[attr-defined]
            assert ev.face_up or ev.card is None  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("preset", "players", "seed"), [("call-partner", 5, 4), ("cinch", 4, 6), ("cinch", 6, 7)]
)
def test_whole_matches_play_to_their_end(
    qtbot: QtBot, window: MainWindow, preset: str, players: int, seed: int
) -> None:
    """The player bids the most it may and plays its first legal card, calls and robs through
    the panel and the cards; the match ends with its dialog."""
    _start(window, preset, players, seed=seed, target=12)

    def decide(state: HandState) -> int | None:
        if state.phase is Phase.CALL:
            QTest.mouseClick(
                next(iter(window.call_panel.buttons.values())),
                Qt.MouseButton.LeftButton,
            )
            return None
        if state.phase is Phase.BID and state.to_act == HUMAN:
            return _highest_bid(state) if state.dealer == HUMAN else bid_action(0)
        return legal_actions(state)[0]

    _play(qtbot, window, decide, lambda: window.game_over_dialog is not None)


def test_a_hint_at_the_call_marks_a_trump_of_the_panel(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, "call-partner", 5, seed=3)
    _play(qtbot, window, _bid_high, lambda: _call_phase(window))
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30_000) as hint:
        window.controller.request_hint()
    assert hint.args is not None
    card = hint.args[0].action - CALL_BASE
    assert card in window.call_panel.buttons
    qtbot.waitUntil(lambda: window.call_panel.focused_card() == card, timeout=5_000)
    assert "Hint: call the" in window.status.text()


def test_a_hint_at_the_rob_names_a_card_to_throw(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, "cinch", 4, seed=2)

    def rob_turn() -> bool:
        state = window.controller.state
        return state is not None and state.phase is Phase.ROB and state.to_act == HUMAN

    _play(qtbot, window, _bid_high, rob_turn)
    qtbot.waitUntil(lambda: window.controller.is_waiting_for_human, timeout=20_000)
    state = window.controller.state
    assert state is not None
    with qtbot.waitSignal(window.controller.hint_ready, timeout=30_000) as hint:
        window.controller.request_hint()
    assert hint.args is not None and hint.args[0].action in legal_actions(state)
    qtbot.waitUntil(lambda: "Hint: throw the" in window.status.text(), timeout=5_000)


def test_a_ranks_key_calls_that_trump_before_a_menus_shortcut(
    qtbot: QtBot, window: MainWindow
) -> None:
    """K calls the king of trump while the panel is offered, though K also opens the cards
    played; a rank with no card to call does nothing."""
    for seed in range(4, 40):
        _start(window, "call-partner", 5, seed=seed)
        _play(qtbot, window, _bid_high, lambda: _call_phase(window))
        state = window.controller.state
        assert state is not None and state.trump is not None
        king = next((c for c in window.call_panel.buttons if c == card(KING, state.trump)), None)
        if king is not None:
            break
    else:
        pytest.fail("no deal left the king of trump to call")
    called: list[int] = []
    window.controller.partner_called.connect(lambda ev: called.append(ev.card))
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: called == [king], timeout=5_000)
    shown = window.side_windows.cards_played_dialog
    assert shown is None or not shown.isVisible()


def test_undo_takes_the_call_back(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, "call-partner", 5, seed=3)
    _play(qtbot, window, _bid_high, lambda: _call_phase(window))
    first = next(iter(window.call_panel.buttons))
    window.call_panel.choose(first)
    qtbot.waitUntil(lambda: (s := window.controller.state) is not None and s.called == first)
    qtbot.waitUntil(lambda: window.controller.can_undo, timeout=10_000)
    assert window.controller.undo()
    qtbot.waitUntil(lambda: _call_phase(window), timeout=10_000)
    assert window.scene.plates[HUMAN].called is None
