"""The history's replay is the live table: the same scene, told the same events by the same
teller, shows each step of a stored hand as the window showed it when it was played, with every
other hand face up."""

from __future__ import annotations

from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, TrickWon
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.history.replay import HandReplay, ReplayedHand
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.teller import TableTeller
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.windows import live_match


def _table(scene: TableScene) -> dict[str, Any]:
    """What a player reads off the table: the hand at the bottom, the trick in play, each
    plate, the bids, the trump sign and the tally."""
    return {
        "hand": sorted(scene.hand_items),
        "trick": [(seat, item.card) for seat, item in scene.trick_items],
        "plates": [(p.name, p.cards_left, p.bubble, p.badge, p.out) for p in scene.plates],
        "bids": scene.bid_history_lines(),
        "trump": scene.trump_sign.isVisible(),
        "tally": scene.tally_rows(),
        "burned": {seat: [i.card for i in items] for seat, items in scene.burned_items.items()},
    }


@pytest.mark.parametrize(
    ("preset", "players"), [("setback", 4), ("auction-pitch", 2), ("ten-point", 7)]
)
def test_each_replayed_step_shows_what_live_play_showed(
    qtbot: QtBot, window: MainWindow, preset: str, players: int
) -> None:
    win = window
    rules = PRESETS[preset].seated(players)
    seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(players))
    setup = MatchSetup(rules, seats, Speed.INSTANT, seed=41)
    c = win.controller
    live: list[dict[str, Any]] = []
    # Connected after the presenter: each snapshot is the table once the event is shown.
    for signal in (
        c.hand_started,
        c.bid_made,
        c.auction_over,
        c.trump_named,
        c.cards_drawn,
        c.trump_burned,
        c.card_played,
        c.trick_won,
    ):
        signal.connect(lambda _ev: live.append(_table(win.scene)))
    with qtbot.wait_signal(c.hand_scored, timeout=30000) as scored:
        win.start_match(setup)
    c.stop()
    ev: HandScored = scored.args[0]
    replay = HandReplay()
    qtbot.addWidget(replay)
    replay.resize(900, 640)
    replay.show()
    assert ev.hand is not None
    replay.load(ReplayedHand(ev.hand, setup, None, 1, "Hand 1"))
    assert isinstance(replay.scene, TableScene)
    told = 0
    for k, step in enumerate(replay.replay_steps):
        replay.go_to(k)
        told += len(step.events)
        assert _table(replay.scene) == live[told - 1], f"step {k}"
        # Every other hand face up beside its plate, the bottom one in the hand row.
        for seat, plate in enumerate(replay.scene.plates):
            if seat == 0:
                assert plate.faces is None
            else:
                assert plate.faces is not None
                assert sorted(plate.faces) == cards_of(step.hand.hands[seat])
    assert told == len(live)


def test_a_finished_trick_rests_on_the_replayed_table_until_the_next_card(
    qtbot: QtBot,
) -> None:
    """Nothing moves on a replayed table: the trick a step completes stays in sight, its
    taker named, however long the step is looked at."""
    rules = PRESETS["setback"]
    seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(rules.players))
    setup = MatchSetup(rules, seats, Speed.INSTANT, seed=7)
    _, history = live_match(qtbot, setup)
    replay = HandReplay()
    qtbot.addWidget(replay)
    replay.load(ReplayedHand(history[0], setup, None, 1, "Hand 1"))
    won = next(
        k
        for k, step in enumerate(replay.replay_steps)
        if any(isinstance(e, TrickWon) for e in step.events)
    )
    replay.go_to(won)
    qtbot.wait(50)
    assert len(replay.scene.resting_items) == rules.players
    assert replay.scene.caption.isVisible()
    assert "takes the trick" in replay.table_words
    replay.go_to(won + 1)
    assert not replay.scene.resting_items and len(replay.scene.trick_items) == 1


def test_the_live_table_and_the_replay_share_one_teller(window: MainWindow) -> None:
    assert isinstance(window.presenter.teller, TableTeller)
    assert window.presenter.teller.scene is window.scene
    replay = HandReplay()
    try:
        assert isinstance(replay.teller, TableTeller) and replay.teller.scene is replay.scene
    finally:
        replay.deleteLater()
