"""The history's replay is told by the controller's narration: the same events, in the same
order, as live play told the table, and no rule worked out in the history's own code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import (
    BidMade,
    CardDiscarded,
    CardPlayed,
    HandStarted,
    PackRobbed,
    PartnerCalled,
    TrickWon,
)
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.history.replay import HandReplay, ReplayedHand
from tests.ui.windows import live_match

HISTORY = Path(__file__).resolve().parents[3] / "pitch_desktop" / "ui" / "history"


@pytest.mark.parametrize("preset", ["setback", "kitty-pitch", "call-partner", "cinch"])
def test_the_replay_tells_each_hand_as_live_play_told_it(qtbot: QtBot, preset: str) -> None:
    rules = PRESETS[preset]
    if rules.target > 21:  # a short match: every step of a few hands is enough
        rules = rules.with_changes(target=15)
    seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(rules.players))
    setup = MatchSetup(rules, seats, Speed.INSTANT, seed=31)
    told, history = live_match(qtbot, setup)
    starts = [i for i, ev in enumerate(told) if isinstance(ev, HandStarted)] + [len(told)]
    assert len(starts) == len(history) + 1
    replay = HandReplay()
    qtbot.addWidget(replay)
    for number, hand in enumerate(history, start=1):
        replay.load(ReplayedHand(hand, setup, None, number, f"Hand {number}"))
        steps = replay.replay_steps
        retold = [ev for step in steps for ev in step.events]
        assert retold == told[starts[number - 1] : starts[number]]
        # Stepping shows each step's hand, and its words name the seats its events name.
        for k, step in enumerate(steps):
            assert replay.step == k and replay.current_state() == step.hand
            words = replay.caption.text()
            for ev in step.events:
                if isinstance(ev, HandStarted):
                    assert f"Bot {ev.dealer} deals" in words
                elif isinstance(ev, BidMade):
                    assert words.startswith(f"Hand {number} · Bot {ev.seat}: ")
                elif isinstance(ev, CardDiscarded):
                    # Told as the replay's seat saw it: the card to the pitcher's seat alone.
                    card = "a card" if ev.card is None else "the "
                    assert f"Bot {ev.seat} discards {card}" in words
                elif isinstance(ev, PartnerCalled):
                    assert f"Bot {ev.seat} calls the " in words
                elif isinstance(ev, PackRobbed):
                    # A non-trump thrown face down is named to the dealer's seat alone.
                    card = "a card" if ev.card is None else "the "
                    assert f"Bot {ev.seat} robs the pack: {card}" in words
                elif isinstance(ev, CardPlayed):
                    # "plays", "pitches", or with the draw-back "leads"
                    assert f"Bot {ev.seat} p" in words or f"Bot {ev.seat} leads" in words
                elif isinstance(ev, TrickWon):
                    assert f"; Bot {ev.winner} takes the trick" in words
            QTest.keyClick(replay, Qt.Key.Key_Right)
        assert replay.step == replay.steps and replay.current_state() == hand


def test_the_players_own_moves_are_worded_for_them(qtbot: QtBot) -> None:
    rules = PRESETS["auction-pitch"]
    seats = tuple(SeatSetup.bot(f"Bot {s}", "greedy") for s in range(rules.players))
    setup = MatchSetup(rules, seats, Speed.INSTANT, seed=5)
    _, history = live_match(qtbot, setup)
    replay = HandReplay()
    qtbot.addWidget(replay)
    replay.load(ReplayedHand(history[0], setup, 2, 1, "Hand 1"))
    spoke = 0
    for k, step in enumerate(replay.replay_steps):
        replay.go_to(k)
        words = replay.caption.text()
        first = step.events[0]
        if isinstance(first, BidMade):
            who = "You" if first.seat == 2 else f"Bot {first.seat}"
            assert words.startswith(f"Hand 1 · {who}: ")
            spoke += first.seat == 2
        elif isinstance(first, CardPlayed):
            who = "You" if first.seat == 2 else f"Bot {first.seat}"
            assert re.search(rf": {who} (plays?|pitch|pitches) the ", words), words
            spoke += first.seat == 2
    assert spoke  # the player's own bid and cards were among them


def _engine_state_imports(source: str) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module == "pitch_desktop.engine.state":
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names if a.name.startswith("pitch_desktop.engine"))
    return names


def test_the_history_applies_no_action_and_counts_no_seats() -> None:
    files = sorted(HISTORY.glob("*.py"))
    assert files
    for path in files:
        source = path.read_text(encoding="utf-8")
        imported = _engine_state_imports(source)
        assert not imported & {"apply", "new_hand", "bid_action"}, path.name
        assert not any(name.startswith("pitch_desktop.engine") for name in imported), path.name
        assert not re.search(r"\b(apply|new_hand|bid_action)\b", source), path.name
        assert not re.search(r"\s%\s+(n|players|state\.players)\b", source), path.name
        assert not re.search(r"\+\s*1\)\s*%", source), path.name
