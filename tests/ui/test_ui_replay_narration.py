"""The history's replay is told by the controller's narration: the same events, in the same
order, as live play told the table, and no rule worked out in the history's own code."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.history.replay import HandReplay, ReplayedHand

HISTORY = Path(__file__).resolve().parents[2] / "pitch_desktop" / "ui" / "history"


def test_the_replay_tells_each_hand_as_live_play_told_it(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(rules.players))
    setup = MatchSetup(rules, seats, Speed.INSTANT, seed=31)
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    told: list[Any] = []
    for signal in (c.hand_started, c.bid_made, c.auction_over, c.card_played, c.trick_won):
        signal.connect(told.append)
    try:
        with qtbot.wait_signal(c.match_over, timeout=20000) as over:
            c.start(setup)
    finally:
        c.stop()
    history = over.args[0].history
    starts = [i for i, ev in enumerate(told) if isinstance(ev, HandStarted)] + [len(told)]
    replay = HandReplay()
    qtbot.addWidget(replay)
    for number, hand in enumerate(history, start=1):
        replay.load(ReplayedHand(hand, setup, None, number, f"Hand {number}"))
        retold = [ev for step in replay.replay_steps for ev in step.events]
        assert retold == told[starts[number - 1] : starts[number]]
        replay.go_to_end()
        assert replay.current_state() == hand
        # The words of the last card name the seat the events name.
        last = replay.replay_steps[-1].events[0]
        assert f"Bot {last.seat}" in replay.caption.text()  # type: ignore[union-attr]


def test_the_history_applies_no_action_and_counts_no_seats() -> None:
    for path in HISTORY.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"\b(apply|new_hand|bid_action)\b", source), path.name
        assert not re.search(r"\s%\s+(n|players|state\.players)\b", source), path.name
