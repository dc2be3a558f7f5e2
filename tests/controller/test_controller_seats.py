"""Seats as players: people anywhere at the table, several at one window, a computer player
standing in for one who is away, and a stored hand retold with the same events as live play."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import (
    AuctionOver,
    BidMade,
    CardPlayed,
    HandStarted,
    TrickWon,
    TurnStarted,
    ViewerChanged,
)
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.narration import actions_of, replay_events
from pitch_desktop.controller.seats import (
    BotPlayer,
    SeatPlayer,
    Turn,
    make_player,
    player_class,
    register_seat_kind,
)
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup, SeatSetupError, Speed


@pytest.fixture
def controller(qtbot: QtBot) -> Any:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    yield c
    c.stop()


def seats(rules: Rules, local: set[int], level: str = "greedy") -> tuple[SeatSetup, ...]:
    return tuple(
        SeatSetup.local(f"Person {s}") if s in local else SeatSetup.bot(f"Bot {s}", level)
        for s in range(rules.players)
    )


def play_locals(c: MatchController, seed: int) -> list[TurnStarted]:
    """Answer every turn of a person at the window with a random legal action, later."""
    rng = random.Random(seed)
    turns: list[TurnStarted] = []

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            turns.append(turn)
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    return turns


def test_a_seat_names_its_kind() -> None:
    assert SeatSetup.local("Ann").kind is SeatKind.LOCAL and SeatSetup.local("Ann").is_local
    bot = SeatSetup.bot("Ben", "expert")
    assert bot.kind is SeatKind.BOT and bot.level == "expert" and not bot.is_person
    read = SeatSetup("Cy", "remote")  # type: ignore[arg-type]  # a kind read from text
    assert read.kind is SeatKind.REMOTE
    with pytest.raises(SeatSetupError, match="no level"):
        SeatSetup("Dee", SeatKind.BOT)
    with pytest.raises(SeatSetupError, match="not a kind of seat"):
        SeatSetup("Eve", "martian")  # type: ignore[arg-type]
    rules = PRESETS["setback"]
    assert MatchSetup(rules, seats(rules, {2})).viewer_seat == 2
    assert MatchSetup(rules, seats(rules, {1, 3})).viewer_seat == 1
    assert MatchSetup(rules, seats(rules, {1, 3})).you_seat is None
    assert MatchSetup(rules, seats(rules, set())).viewer_seat == 0
    assert MatchSetup(rules, seats(rules, {3})).you_seat == 3


def test_two_people_at_one_window_play_a_match_through_submit(
    qtbot: QtBot, controller: MatchController
) -> None:
    """Partners at seats 0 and 2 share the window: it shows whichever of them is to act, and
    every payload's view is the shown seat's."""
    rules = PRESETS["setback"]
    c = controller
    turns = play_locals(c, seed=3)
    changes: list[ViewerChanged] = []
    c.viewer_changed.connect(changes.append)
    views: list[tuple[int, int]] = []  # (viewer when told, seat of the payload's view)
    for signal in (c.hand_started, c.bid_made, c.card_played, c.trick_won, c.auction_over):
        signal.connect(lambda ev: views.append((c.viewer_seat, ev.view.seat)))
    with qtbot.wait_signal(c.match_over, timeout=20000) as over:
        c.start(MatchSetup(rules, seats(rules, {0, 2}), Speed.INSTANT, seed=21))
    assert {t.seat for t in turns} == {0, 2}
    assert all(t.view.seat == t.seat and t.legal for t in turns)
    # The window is switched before the other person's turn, and only then.
    assert changes and {ch.seat for ch in changes} <= {0, 2}
    assert all(ch.view.seat == ch.seat for ch in changes)
    assert all(a != b for a, b in itertools.pairwise(changes))
    assert views and all(viewer == seen for viewer, seen in views)
    history = over.args[0].history
    assert (
        over.args[0].scores
        == replay_record(match_record_json(rules, list(history)))[-1].scores_after
    )


def test_a_person_may_sit_at_any_seat(qtbot: QtBot, controller: MatchController) -> None:
    rules = rules_from_json({"preset": "auction-pitch", "players": 5})
    c = controller
    turns = play_locals(c, seed=4)
    changes: list[ViewerChanged] = []
    c.viewer_changed.connect(changes.append)
    started: list[HandStarted] = []
    c.hand_started.connect(started.append)
    with qtbot.wait_signal(c.match_over, timeout=20000):
        c.start(MatchSetup(rules, seats(rules, {3}), Speed.INSTANT, seed=8))
    assert turns and {t.seat for t in turns} == {3}
    assert c.viewer_seat == 3 and not changes
    assert all(h.view.seat == 3 for h in started)


def test_a_refused_action_leaves_the_same_person_to_act(
    qtbot: QtBot, controller: MatchController
) -> None:
    rules = PRESETS["setback"]
    c = controller
    with qtbot.wait_signal(c.turn_started, timeout=5000, check_params_cb=lambda t: t.is_local):
        c.start(MatchSetup(rules, seats(rules, {0, 2}), Speed.INSTANT, seed=5))
    state = c.state
    assert state is not None and c.is_waiting_for_human
    seat = state.to_act
    assert c.viewer_seat == seat
    with qtbot.wait_signal(c.action_rejected, timeout=1000) as rejected:
        c.submit(10_000)
    assert rejected.args[0].reason == "Bids run from 2 to 4."
    assert c.state is state and c.is_waiting_for_human


def test_a_stand_in_plays_for_a_person_who_is_away(
    qtbot: QtBot, controller: MatchController
) -> None:
    """The stand-in answers the question already asked; the person takes the seat back and is
    asked again from the next turn on."""
    rules = PRESETS["setback"]
    c = controller
    asked: list[TurnStarted] = []
    c.turn_started.connect(lambda t: asked.append(t) if t.is_local else None)
    with qtbot.wait_signal(c.turn_started, timeout=5000, check_params_cb=lambda t: t.is_local):
        c.start(MatchSetup(rules, seats(rules, {0}), Speed.INSTANT, seed=9))
    first = c.match
    assert first is not None and first.hand is not None
    with qtbot.wait_signal(c.hand_scored, timeout=20000):
        c.stand_in(0)  # nobody submits: the stand-in plays the rest of the hand
    assert len(asked) == 1 and not c.is_waiting_for_human
    assert c.setup is not None and c.setup.seats[0].is_local  # the seat keeps its kind
    c.come_back(0)
    qtbot.waitUntil(lambda: len(asked) > 1, timeout=20000)
    assert c.is_waiting_for_human and asked[-1].seat == 0


def test_a_new_kind_of_seat_is_one_class_and_one_registration(
    qtbot: QtBot, controller: MatchController, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seat kind that answers with the last legal action, always, from a timer: registered
    for the remote kind, it plays a whole match."""
    from pitch_desktop.controller import seats as seats_module

    monkeypatch.setattr(seats_module, "_KINDS", dict(seats_module._KINDS))

    @register_seat_kind
    class LastLegal(SeatPlayer):
        kind = SeatKind.REMOTE

        def ask(self, turn: Turn) -> None:
            QTimer.singleShot(0, lambda: turn.answer(turn.legal[-1], turn.rng))

    assert player_class(SeatKind.REMOTE) is LastLegal
    rules = PRESETS["auction-pitch"]
    far = tuple(SeatSetup(f"Far {s}", SeatKind.REMOTE) for s in range(rules.players))
    with qtbot.wait_signal(controller.match_over, timeout=20000) as over:
        controller.start(MatchSetup(rules, far, Speed.INSTANT, seed=2))
    for hand in over.args[0].history:
        assert hand.bids[-1] == hand.high_bid or hand.thrown_in
    assert isinstance(make_player(0, SeatSetup.bot("B", "greedy"), controller._bots), BotPlayer)


def test_a_stored_hand_is_retold_with_the_events_of_live_play(
    qtbot: QtBot, controller: MatchController
) -> None:
    rules = PRESETS["auction-pitch"]
    c = controller
    told: list[Any] = []
    for signal in (c.hand_started, c.bid_made, c.auction_over, c.card_played, c.trick_won):
        signal.connect(told.append)
    with qtbot.wait_signal(c.match_over, timeout=20000) as over:
        c.start(MatchSetup(rules, seats(rules, set()), Speed.INSTANT, seed=17))
    history = over.args[0].history
    retold: list[Any] = []
    for number, hand in enumerate(history, start=1):
        steps = list(replay_events(hand, number, viewer=0))
        assert steps[-1].hand == hand and len(steps) == 1 + len(actions_of(hand))
        retold.extend(ev for step in steps for ev in step.events)
    assert retold == told
    kinds = {type(ev) for ev in told}
    assert kinds == {HandStarted, BidMade, AuctionOver, CardPlayed, TrickWon}


def test_an_illegal_answer_from_a_computer_seat_is_replaced_by_a_legal_one(
    qtbot: QtBot,
    controller: MatchController,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The controller checks every answer with the engine, whoever gave it: a seat that is
    not a person here and answers against the rules is played for with its first legal
    action, and the match goes on."""
    from pitch_desktop.controller import seats as seats_module

    monkeypatch.setattr(seats_module, "_KINDS", dict(seats_module._KINDS))

    @register_seat_kind
    class Cheat(SeatPlayer):
        kind = SeatKind.REMOTE

        def ask(self, turn: Turn) -> None:
            QTimer.singleShot(0, lambda: turn.answer(10_000, turn.rng))

    rules = PRESETS["setback"]
    far = tuple(SeatSetup(f"Far {s}", SeatKind.REMOTE) for s in range(rules.players))
    with qtbot.wait_signal(controller.hand_scored, timeout=20000) as scored:
        controller.start(MatchSetup(rules, far, Speed.INSTANT, seed=4))
    hand = scored.args[0].hand
    assert hand.is_over and "answered an illegal action" in caplog.text
