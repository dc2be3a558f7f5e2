"""The draw-back through the controller: naming trump and burning are turns like bids and cards,
the draw is applied by the controller itself, and the table is told each step in order."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import (
    CardPlayed,
    CardsDrawn,
    TrickWon,
    TrumpBurned,
    TrumpNamed,
    TurnStarted,
)
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.narration import replay_events
from pitch_desktop.controller.words import violation_words
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.breach import Breach, Violation
from pitch_desktop.engine.cards import parse_card
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, rules_from_json
from pitch_desktop.engine.state import DRAW, Phase, is_name
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed


@pytest.fixture
def controller(qtbot: QtBot) -> Any:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    yield c
    c.stop()


def test_a_ten_point_match_runs_its_steps_in_order(
    qtbot: QtBot, controller: MatchController
) -> None:
    rules = rules_from_json({"preset": "ten-point", "target": 12})
    c = controller
    rng = random.Random(5)
    turns: list[TurnStarted] = []
    events: list[object] = []

    def on_turn(turn: TurnStarted) -> None:
        turns.append(turn)
        if turn.is_local:
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    for signal in (c.trump_named, c.cards_drawn, c.trump_burned, c.card_played, c.trick_won):
        signal.connect(events.append)
    seats = (SeatSetup.local("Ann"), *(SeatSetup.bot(f"Bot {s}", "greedy") for s in (1, 2, 3)))
    with qtbot.wait_signal(c.match_over, timeout=60_000) as over:
        c.start(MatchSetup(rules, seats, Speed.INSTANT, seed=4))
    # Nobody is asked to draw: the controller draws for every player itself.
    assert turns and all(t.view.phase is not Phase.DRAW for t in turns)
    assert any(t.is_local and t.legal and all(is_name(a) for a in t.legal) for t in turns)
    names = [e for e in events if isinstance(e, TrumpNamed)]
    draws = [e for e in events if isinstance(e, CardsDrawn)]
    history = over.args[0].history
    assert len(names) == len(history) and len(draws) == 4 * len(history)
    # Each hand: trump named, then four draws, then any burns, then the cards.
    kinds = [type(e) for e in events]
    for i, kind in enumerate(kinds):
        if kind is TrumpNamed:
            assert kinds[i + 1 : i + 5] == [CardsDrawn] * 4
    burns = [e for e in events if isinstance(e, TrumpBurned)]
    assert len(burns) == sum(len(h.burns) for h in history)
    # A trick is as big as the players still in, and its seats say who played.
    for e in events:
        if isinstance(e, TrickWon):
            assert len(e.seats) == len(e.cards) and e.winner in e.seats
    played = sum(isinstance(e, CardPlayed) for e in events)
    assert played == sum(len(h.plays) for h in history)
    replayed = replay_record(match_record_json(rules, list(history)))
    assert replayed == list(history)


def test_a_stored_draw_back_hand_is_retold_with_the_live_events() -> None:
    rules = PRESETS["ten-point"]
    from pitch_desktop.ai.registry import make_bot
    from pitch_desktop.cli import simulate_match

    match, _ = simulate_match(rules, [make_bot("random") for _ in range(4)], 2, seed=3)
    hand = match.history[0]
    steps = list(replay_events(hand, 1, 0))
    assert steps[-1].hand == hand
    told = [type(e) for step in steps for e in step.events]
    assert told.count(TrumpNamed) == 1 and told.count(CardsDrawn) == 4
    assert told.count(CardPlayed) == len(hand.plays)
    assert told.count(TrumpBurned) == len(hand.burns)
    assert DRAW in hand.actions


@pytest.mark.parametrize(
    ("breach", "words"),
    [
        (Breach.NAME_FIRST, "First name trump: choose a suit."),
        (Breach.DRAW_FIRST, "Wait: the players are drawing."),
        (Breach.BURN_FIRST, "You hold more than six trumps: first burn one of them."),
        (
            Breach.BURN_POINT,
            "You cannot burn the jack of hearts while you hold a trump that carries no point.",
        ),
    ],
)
def test_the_draw_back_breaches_are_said_in_words(breach: Breach, words: str) -> None:
    v = Violation(breach, 0, parse_card("JH"))
    assert violation_words(v, PRESETS["ten-point"]) == words
