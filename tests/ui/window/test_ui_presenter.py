"""The presenter drives the table from the controller's signals; two people share a window."""

from __future__ import annotations

import inspect
import random

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, TurnStarted, ViewerChanged
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.table.teller import TableTeller
from pitch_desktop.ui.window.main_window import MainWindow
from pitch_desktop.ui.window.presenter import TablePresenter

TABLE_HANDLERS = {
    "_on_match_started": "match_started",
    "_on_hand_started": "hand_started",
    "_on_viewer_changed": "viewer_changed",
    "_on_turn_started": "turn_started",
    "_on_bid_made": "bid_made",
    "_on_auction_over": "auction_over",
    "_on_card_played": "card_played",
    "_on_trick_won": "trick_won",
    "_on_action_rejected": "action_rejected",
    "_on_undone": "undone",
}


def test_the_presenter_and_not_the_window_tells_the_table() -> None:
    """Each table event is heard by the presenter, or told by its teller (the story of the
    hand, which the history's replay tells too); none by the window."""
    for old, new in TABLE_HANDLERS.items():
        assert not hasattr(MainWindow, old), old
        heard = getattr(TablePresenter, new, None) or getattr(TableTeller, new, None)
        assert callable(heard), new


# What only the table's handlers take: a window method taking one of them alone is a handler left.
TABLE_PAYLOADS = {
    "MatchStarted",
    "HandStarted",
    "ViewerChanged",
    "TurnStarted",
    "BidMade",
    "AuctionOver",
    "CardPlayed",
    "TrickWon",
    "ActionRejected",
}


def test_no_window_method_handles_a_table_payload() -> None:
    """Caught under any name: a method of the window whose one argument is a table payload."""
    left = []
    for name, member in inspect.getmembers(MainWindow, inspect.isfunction):
        params = list(inspect.signature(member).parameters.values())[1:]
        if len(params) == 1 and str(params[0].annotation) in TABLE_PAYLOADS:
            left.append(name)
    assert left == []
    for name in TABLE_HANDLERS.values():
        heard = getattr(TablePresenter, name, None) or getattr(TableTeller, name)
        params = list(inspect.signature(heard).parameters.values())[1:]
        assert str(params[0].annotation) in TABLE_PAYLOADS, name


def test_two_people_share_the_window_and_each_sees_only_their_cards(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Partners at seats 0 and 2: the table turns to whoever is to act, their cards face down
    until they show them, and the status line names them."""
    win = window
    rules = PRESETS["setback"]
    seats = (
        SeatSetup.local("Ann"),
        SeatSetup.bot("Ben", "greedy"),
        SeatSetup.local("Cleo"),
        SeatSetup.bot("Dan", "greedy"),
    )
    c = win.controller
    rng = random.Random(6)
    seen: list[int] = []
    turned: list[ViewerChanged] = []
    hidden: list[bool] = []
    c.viewer_changed.connect(turned.append)
    c.viewer_changed.connect(lambda _: hidden.append(win.scene.hand_hidden))

    def on_turn(turn: TurnStarted) -> None:
        if not turn.is_local:
            return
        name = seats[turn.seat].name
        win.scene.reveal_hand()  # the person shows their cards, if they were turned down
        assert set(win.scene.hand_items) == set(cards_of(turn.view.hand))
        assert not any(item.face_down for item in win.scene.hand_items.values())
        assert win.status.text().startswith(f"{name}: "), win.status.text()
        seen.append(turn.seat)
        choice = rng.choice(turn.legal)
        QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    with qtbot.wait_signal(c.hand_scored, timeout=20000) as scored:
        win.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=12))
    assert {0, 2} <= set(seen) and turned
    assert hidden and all(hidden)  # each time the table turned, the cards came face down
    ev: HandScored = scored.args[0]
    assert ev.hand is not None and ev.hand.is_over
    # Nobody is "you" at a shared window: the score pad names both partners.
    assert win.totals.text().startswith("Ann & Cleo")
