"""Whole matches with the human's seat played through the window: real clicks on cards and bids.

Bots play the other seats at instant speed; the test clicks bid buttons and card items where the
player would, continues after every hand summary and stops at the game-over dialog, which must
name the winner. Illegal clicks must change nothing and explain why in the status line.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import PASS, bid_action, is_bid
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.common.sides import side_names
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.window.main_window import MainWindow

HUMAN_SEAT = 0  # the seat these tests give the person at the window

ClickCard = Callable[[MainWindow, CardItem], None]


def _setup(rules: Rules, seed: int) -> MatchSetup:
    names = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")
    seats = tuple(
        (SeatSetup.local(names[s]) if s == HUMAN_SEAT else SeatSetup.bot(names[s], "greedy"))
        for s in range(rules.players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=seed)


def _ready(win: MainWindow) -> bool:
    return (
        win.controller.is_waiting_for_human
        or win.summary_dialog is not None
        or win.game_over_dialog is not None
    )


def _play_match(
    qtbot: QtBot, win: MainWindow, click_card: ClickCard, rules: Rules, seed: int
) -> tuple[int, int]:
    """Play to the end through the UI; returns (hands played, human actions taken)."""
    rng = random.Random(seed)
    win.start_match(_setup(rules, seed))
    hands = actions = 0
    for _ in range(600):
        qtbot.waitUntil(lambda: _ready(win), timeout=10_000)
        if win.game_over_dialog is not None:
            return hands, actions
        summary = win.summary_dialog
        if summary is not None:
            hands += 1
            assert summary.isVisible()
            # On a loaded machine a click may land before the dialog takes it: click until it
            # goes, so that each pass of the loop stays one step of the match.
            for _attempt in range(100):
                QTest.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
                if win.summary_dialog is not summary:
                    break
                qtbot.wait(100)
            assert win.summary_dialog is not summary, "the summary does not take its click"
            continue
        state = win.controller.state
        assert state is not None and state.to_act == HUMAN_SEAT
        if win.bid_panel.isVisible():
            enabled = [b for b in win.bid_panel.buttons.values() if b.isEnabled()]
            take = win.bid_panel.take_button
            if take is not None and take.isVisible():
                enabled.append(take)
            button = enabled[0] if len(enabled) == 1 else rng.choice(enabled)
            bids_before = len(state.bids)
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            after = win.controller.match
            assert after is not None
            assert after.hand is None or len(after.hand.bids) == bids_before + 1
        else:
            playable = [i for i in win.scene.hand_items.values() if i.playable]
            assert playable, "the human is to play but no card is marked playable"
            # The last card may be played by the table itself first (on its timer): a choice
            # of one draws nothing, so the rest of the match is the same whoever plays it.
            item = playable[0] if len(playable) == 1 else rng.choice(playable)
            card = item.card
            click_card(win, item)
            assert card not in win.scene.hand_items
        actions += 1
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(
    ("rules", "seed"),
    [
        (PRESETS["setback"].with_changes(target=5), 7),
        (PRESETS["auction-pitch"].with_changes(players=5, target=3), 3),
        (PRESETS["six-point"].with_changes(target=5), 5),
        (PRESETS["nine-point"].with_changes(players=3, teams=0, target=8), 2),
    ],
    ids=["setback", "auction-pitch-5", "six-point", "nine-point-3"],
)
def test_ui_whole_match_through_clicks(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard, rules: Rules, seed: int
) -> None:
    hands, actions = _play_match(qtbot, window, click_card, rules, seed)
    assert hands >= 1 and actions >= 2
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    match = window.controller.match
    assert match is not None and match.winner is not None
    setup = window.controller.setup
    assert setup is not None
    assert side_names(setup)[match.winner] in dialog.winner_text
    assert window.score_pad.totals() == list(match.scores)
    assert window.score_pad.hands == len(match.history)
    dialog.close()


def _first_turn_with_an_illegal_card(qtbot: QtBot, win: MainWindow) -> None:
    """Pass or play the first legal card until the human must follow and holds a card it may not
    play; continue after summaries."""
    for _ in range(400):
        qtbot.waitUntil(lambda: _ready(win), timeout=10_000)
        if win.summary_dialog is not None:
            win.summary_dialog.accept()
            continue
        assert win.game_over_dialog is None, "the match ended before an illegal card came up"
        items = win.scene.hand_items
        if win.bid_panel.isVisible():
            win.controller.submit(
                PASS
                if win.bid_panel.buttons[0].isEnabled()
                else bid_action(
                    min(
                        level
                        for level, button in win.bid_panel.buttons.items()
                        if level and button.isEnabled()
                    )
                )
            )
            continue
        if any(i.playable is False for i in items.values()):
            return
        win.controller.submit(next(c for c, i in items.items() if i.playable))
    raise AssertionError("no turn with an illegal card came up")


def test_ui_illegal_click_changes_nothing_and_says_why(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    window.start_match(_setup(PRESETS["setback"].with_changes(target=99), 11))
    _first_turn_with_an_illegal_card(qtbot, window)
    state_before = window.controller.state
    items = window.scene.hand_items
    illegal = next(i for i in items.values() if i.playable is False)
    assert illegal.card is not None
    status_before = window.status.text()
    with qtbot.waitSignal(window.controller.action_rejected, timeout=2000):
        click_card(window, illegal)
    assert window.controller.state is state_before
    assert window.controller.is_waiting_for_human
    assert set(window.scene.hand_items) == set(items)
    assert window.status.text() != status_before
    assert "cannot play" in window.status.text()
    # A legal card still plays afterwards.
    legal = next(i for i in items.values() if i.playable)
    click_card(window, legal)
    assert legal.card not in window.scene.hand_items


def test_ui_keyboard_bids_and_plays(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(PRESETS["setback"].with_changes(target=99), 5))
    for _ in range(60):
        qtbot.waitUntil(lambda: _ready(window), timeout=10_000)
        if window.summary_dialog is not None:
            QTest.keyClick(window.summary_dialog, Qt.Key.Key_Space)
            continue
        state = window.controller.state
        assert state is not None
        if window.bid_panel.isVisible():
            bids = len(state.bids)
            legal = [lv for lv, b in window.bid_panel.buttons.items() if b.isEnabled()]
            key = Qt.Key.Key_P if 0 in legal else Qt.Key(Qt.Key.Key_0 + min(legal))
            QTest.keyClick(window.view, key)
            hand = window.controller.state
            assert hand is None or len(hand.bids) == bids + 1
            continue
        before = len(window.scene.hand_items)
        # The bids went by their keys: the ring already waits on a card Enter may play.
        focused = window.scene.focused_card()
        assert focused is not None and window.scene.hand_items[focused].playable
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        focused = window.scene.focused_card()
        assert focused is not None
        if not window.scene.hand_items[focused].playable:
            QTest.keyClick(window.view, Qt.Key.Key_Left)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        assert len(window.scene.hand_items) == before - 1
        return
    raise AssertionError("the human never got to play a card")


def test_ui_bid_panel_offers_only_legal_bids(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(PRESETS["setback"], 2))
    for _ in range(40):
        qtbot.waitUntil(lambda: _ready(window), timeout=10_000)
        if window.bid_panel.isVisible():
            break
        if window.summary_dialog is not None:
            window.summary_dialog.accept()
            continue
        window.controller.submit(next(c for c, i in window.scene.hand_items.items() if i.playable))
    else:
        raise AssertionError("no bid turn for the human")
    state = window.controller.state
    assert state is not None
    from pitch_desktop.engine.state import bid_level, legal_actions

    legal = {bid_level(a) for a in legal_actions(state) if is_bid(a)}
    shown = {lv for lv, b in window.bid_panel.buttons.items() if b.isEnabled()}
    take = window.bid_panel.take_button
    if take is not None and take.isVisible():
        shown.add(state.high_bid)
    assert shown == legal


def test_ui_hover_lifts_only_legal_cards(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(PRESETS["setback"].with_changes(target=99), 11))
    _first_turn_with_an_illegal_card(qtbot, window)
    items = list(window.scene.hand_items.values())
    legal = next(i for i in items if i.playable)
    illegal = next(i for i in items if i.playable is False)
    rested = legal.lift()
    assert rested > 0 and illegal.lift() == 0

    def point_at(item: CardItem) -> QPoint:
        r = item.card_rect()
        return window.view.mapFromScene(
            item.mapToScene(QPointF(r.left() + r.width() * 0.12, -item.lift()))
        )

    QTest.mouseMove(window.view.viewport(), point_at(legal))
    qtbot.waitUntil(lambda: legal.lift() > rested, timeout=2000)
    QTest.mouseMove(window.view.viewport(), point_at(illegal))
    qtbot.waitUntil(lambda: legal.lift() == rested, timeout=2000)
    assert illegal.lift() == 0
