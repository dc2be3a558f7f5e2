"""The match controller: order of events, whole matches, the human's input, pacing, stopping."""

from __future__ import annotations

import multiprocessing
import random
import re
import threading
import time
from contextlib import ExitStack
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import (
    ActionRejected,
    HandScored,
    MatchOver,
    TrickWon,
    TurnStarted,
)
from pitch_desktop.controller.match_controller import MatchController, SetupError
from pitch_desktop.controller.words import card_name, suit_name
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.breach import Breach
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import (
    BID_BASE,
    HandState,
    IllegalActionError,
    Phase,
    apply,
)
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup, Speed

HUMAN_SEAT = 0  # the seat these tests give the person at the window

SIGNALS = (
    "match_started",
    "hand_started",
    "turn_started",
    "bid_made",
    "auction_over",
    "card_played",
    "trick_won",
    "hand_scored",
    "match_over",
    "action_rejected",
)
LETTERS = dict(zip(SIGNALS, "MHTBACWSOR", strict=True))
HUMAN_PROMPTS = re.compile(
    r"Your bid|You are stuck: bid at least \d|Pitch: lead a card to name trump|Lead a card|"
    r"Follow (clubs|diamonds|hearts|spades) or play a trump|Follow the trump lead with a trump|"
    r"Follow (clubs|diamonds|hearts|spades)|Play any card"
)


class Recorder:
    """Keeps every signal of a controller, in order, with its payload."""

    def __init__(self, controller: MatchController) -> None:
        self.events: list[tuple[str, Any]] = []
        for name in SIGNALS:
            getattr(controller, name).connect(lambda p, n=name: self.events.append((n, p)))

    def letters(self) -> str:
        return "".join(LETTERS[n] for n, _ in self.events)

    def payloads(self, name: str) -> list[Any]:
        return [p for n, p in self.events if n == name]


def bots(rules: Rules, level: str = "greedy") -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup.bot(f"Bot {s}", level) for s in range(rules.players))


def with_human(rules: Rules, level: str = "greedy") -> tuple[SeatSetup, ...]:
    return (SeatSetup.local("You"), *bots(rules, level)[1:])


@pytest.fixture
def controller(qtbot: QtBot) -> Any:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    yield c
    c.stop()


def run_to_end(qtbot: QtBot, c: MatchController, setup: MatchSetup, timeout: int = 15000) -> Any:
    with qtbot.wait_signal(c.match_over, timeout=timeout) as blocker:
        c.start(setup)
    return blocker.args[0]


def check_hand_grammar(letters: str, players: int) -> None:
    """Each hand: H (T B)+ A, then either S (thrown in) or six tricks of n (T C) then W, then S."""
    trick = "(?:TC)" * players + "W"
    hand = f"H(?:TB)+A(?:S|(?:{trick}){{6}}S)"
    assert re.fullmatch(f"M(?:{hand})+O", letters), letters


def test_first_events_of_a_hand_come_in_order(qtbot: QtBot, controller: MatchController) -> None:
    setup = MatchSetup(PRESETS["setback"], bots(PRESETS["setback"]), Speed.INSTANT, seed=3)
    c = controller
    signals = [c.match_started, c.hand_started, c.turn_started, c.bid_made, c.turn_started]
    with qtbot.wait_signals(signals, order="strict", timeout=5000):
        c.start(setup)
    c.stop()


@pytest.mark.parametrize(
    "rules",
    [PRESETS["setback"], rules_from_json({"preset": "auction-pitch", "players": 5})],
    ids=["setback", "auction-pitch-5"],
)
def test_a_match_of_bots_ends_as_the_engine_replays_it(
    qtbot: QtBot, controller: MatchController, rules: Rules
) -> None:
    rec = Recorder(controller)
    over: MatchOver = run_to_end(
        qtbot, controller, MatchSetup(rules, bots(rules), Speed.INSTANT, 7)
    )
    check_hand_grammar(rec.letters(), rules.players)
    replayed = replay_record(match_record_json(rules, list(over.history)))
    assert over.scores == replayed[-1].scores_after
    assert over.winner == replayed[-1].winner is not None
    scored: list[HandScored] = rec.payloads("hand_scored")
    assert [h.scores_after for h in scored] == [h.scores_after for h in replayed]
    assert controller.match is not None and controller.match.is_over
    # Each trick's payload agrees with the engine's replay of the cards.
    tricks: list[TrickWon] = rec.payloads("trick_won")
    assert all(len(t.cards) == rules.players for t in tricks)
    assert not controller.is_busy


def _first_hands(qtbot: QtBot, kind: WorkerKind, setup: MatchSetup, n: int) -> list[HandState]:
    c = MatchController(auto_continue=True, worker=kind)
    rec = Recorder(c)
    try:
        c.start(setup)
        qtbot.waitUntil(lambda: len(rec.payloads("hand_scored")) >= n, timeout=20000)
    finally:
        c.stop()
    return [h.hand for h in rec.payloads("hand_scored")[:n]]


def test_a_seeded_match_replays_the_same_in_a_thread_and_in_a_process(qtbot: QtBot) -> None:
    """The random bots draw on their seat's generator, which must come back from the worker."""
    rules = PRESETS["setback"]
    setup = MatchSetup(rules, bots(rules, "random"), Speed.INSTANT, seed=11)
    in_thread = _first_hands(qtbot, WorkerKind.THREAD, setup, 4)
    in_process = _first_hands(qtbot, WorkerKind.PROCESS, setup, 4)
    assert match_record_json(rules, in_thread) == match_record_json(rules, in_process)


def test_a_human_can_play_a_match_through(qtbot: QtBot, controller: MatchController) -> None:
    rules = PRESETS["auction-pitch"]
    rng = random.Random(5)
    prompts: set[str] = set()

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            assert turn.seat == HUMAN_SEAT and turn.legal
            prompts.add(turn.prompt)
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: controller.submit(choice))
        else:
            assert turn.legal == () and turn.prompt == f"Bot {turn.seat} is thinking"

    controller.turn_started.connect(on_turn)
    rec = Recorder(controller)
    over = run_to_end(qtbot, controller, MatchSetup(rules, with_human(rules), Speed.INSTANT, 2))
    check_hand_grammar(rec.letters(), rules.players)
    assert rec.payloads("action_rejected") == []
    assert prompts and all(HUMAN_PROMPTS.fullmatch(p) for p in prompts), prompts
    assert (
        over.scores == replay_record(match_record_json(rules, list(over.history)))[-1].scores_after
    )


def _wait_for_human_turn(qtbot: QtBot, c: MatchController, phase: Phase) -> TurnStarted:
    """Play random legal actions for the human until a human turn in ``phase`` with a card
    that may not be played (during play) comes up; return that turn."""
    found: list[TurnStarted] = []
    rng = random.Random(1)

    def on_turn(turn: TurnStarted) -> None:
        if not turn.is_local or found:
            return
        state = c.state
        assert state is not None
        held = cards_of(state.hands[HUMAN_SEAT])
        if state.phase is phase and (phase is Phase.BID or set(held) - set(turn.legal)):
            found.append(turn)
            return
        choice = rng.choice(turn.legal)
        QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)
    qtbot.waitUntil(lambda: bool(found), timeout=10000)
    c.turn_started.disconnect(on_turn)
    return found[0]


def test_an_illegal_card_is_rejected_with_the_rule_in_words(
    qtbot: QtBot, controller: MatchController
) -> None:
    rules = PRESETS["setback"]
    c = controller
    c.auto_continue = True
    c.start(MatchSetup(rules, with_human(rules), Speed.INSTANT, seed=4))
    turn = _wait_for_human_turn(qtbot, c, Phase.PLAY)
    state = c.state
    assert state is not None
    bad = next(x for x in cards_of(state.hands[HUMAN_SEAT]) if x not in turn.legal)
    with pytest.raises(IllegalActionError) as err:
        apply(state, bad)
    moved = [c.bid_made, c.card_played, c.turn_started, c.trick_won]
    with ExitStack() as stack:
        for sig in moved:
            stack.enter_context(qtbot.assert_not_emitted(sig))
        blocker = stack.enter_context(qtbot.wait_signal(c.action_rejected, timeout=1000))
        c.submit(bad)
    rejected: ActionRejected = blocker.args[0]
    assert rejected.action == bad
    # The engine names the rule; the player reads it in words, never as "seat 0".
    assert err.value.violation.breach is Breach.FOLLOW
    led = suit_name(state.trick[0] // 13)
    assert rejected.reason.startswith(f"You cannot play the {card_name(bad)}: follow {led}")
    assert "seat" not in rejected.reason
    assert c.state is state and c.is_waiting_for_human
    # A bid during play is refused too, and the legal card still goes through afterwards.
    with qtbot.wait_signal(c.action_rejected, timeout=1000) as blocker:
        c.submit(BID_BASE + 2)
    assert blocker.args[0].reason == "The auction is over: play a card."
    with qtbot.wait_signal(c.card_played, timeout=1000) as played:
        c.submit(turn.legal[0])
    assert played.args[0].card == turn.legal[0] and played.args[0].seat == HUMAN_SEAT


def test_nothing_moves_when_the_human_acts_out_of_turn(
    qtbot: QtBot, controller: MatchController
) -> None:
    rules = PRESETS["setback"]
    c = controller
    c.start(MatchSetup(rules, with_human(rules), Speed.FAST, seed=8, first_dealer=0))
    # Dealer 0: seat 1 speaks first, so a bot is thinking when the first turn starts.
    with qtbot.wait_signal(c.turn_started, timeout=2000) as turn:
        pass
    assert not turn.args[0].is_local
    before = c.state
    with (
        qtbot.assert_not_emitted(c.bid_made),
        qtbot.assert_not_emitted(c.card_played),
        qtbot.wait_signal(c.action_rejected, timeout=1000) as blocker,
    ):
        c.submit(BID_BASE)
    assert blocker.args[0] == ActionRejected(
        action=BID_BASE, reason="It is not your turn: Bot 1 is to play."
    )
    assert c.state is before


def test_a_card_offered_during_the_auction_is_refused(
    qtbot: QtBot, controller: MatchController
) -> None:
    rules = PRESETS["setback"]
    c = controller
    c.start(MatchSetup(rules, with_human(rules), Speed.INSTANT, seed=9))
    _wait_for_human_turn(qtbot, c, Phase.BID)
    state = c.state
    assert state is not None
    card = cards_of(state.hands[HUMAN_SEAT])[0]
    with (
        qtbot.assert_not_emitted(c.card_played),
        qtbot.wait_signal(c.action_rejected, timeout=1000) as blocker,
    ):
        c.submit(card)
    assert blocker.args[0].reason == "First bid or pass: the auction comes before the cards."


def test_the_next_hand_waits_for_the_player_unless_auto_continue(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    c = MatchController(worker=WorkerKind.THREAD)
    try:
        assert not c.next_hand()
        with qtbot.wait_signal(c.hand_scored, timeout=5000):
            c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=5))
        with qtbot.assert_not_emitted(c.hand_started, wait=100):
            pass
        assert not c.is_busy
        with qtbot.wait_signal(c.hand_started, timeout=1000) as hand:
            assert c.next_hand()
        assert hand.args[0].hand_number == 2
        assert not c.next_hand()
    finally:
        c.stop()


def test_bots_are_paced_by_the_speed(qtbot: QtBot, controller: MatchController) -> None:
    rules = PRESETS["setback"]
    c = controller
    times: dict[str, float] = {}

    def on_card(_: object) -> None:
        state = c.state
        if state is not None and len(state.trick) == rules.players - 1 and "speed" not in times:
            times["speed"] = time.monotonic()
            c.set_speed(Speed.FAST)

    def on_trick(_: object) -> None:
        times.setdefault("trick", time.monotonic())

    def on_turn(_: object) -> None:
        if "trick" in times:
            times.setdefault("turn", time.monotonic())

    c.card_played.connect(on_card)
    c.trick_won.connect(on_trick)
    c.turn_started.connect(on_turn)
    c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=6))
    qtbot.waitUntil(lambda: "turn" in times, timeout=5000)
    c.stop()
    assert times["trick"] - times["speed"] >= Speed.FAST.bot_delay_ms / 1000 - 0.01
    assert times["turn"] - times["trick"] >= Speed.FAST.trick_rest_ms / 1000 - 0.01
    assert c.setup is not None and c.setup.speed is Speed.FAST


@pytest.mark.parametrize("kind", list(WorkerKind))
def test_stop_mid_hand_leaves_nothing_running(qtbot: QtBot, kind: WorkerKind) -> None:
    rules = PRESETS["setback"]
    c = MatchController(auto_continue=True, worker=kind)
    rec = Recorder(c)
    c.card_played.connect(lambda _: c.set_speed(Speed.FAST))
    c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=12))
    qtbot.waitUntil(lambda: bool(rec.payloads("card_played")), timeout=10000)
    with qtbot.wait_signal(c.turn_started, timeout=2000):
        pass
    c.stop()  # a bot is thinking, or its action is waiting for the pacing timer
    seen = len(rec.events)
    assert not c.is_busy
    qtbot.wait(Speed.FAST.bot_delay_ms + 200)
    assert len(rec.events) == seen

    def workers_gone() -> bool:
        names = [t.name for t in threading.enumerate()]
        return not multiprocessing.active_children() and not any(
            n.startswith("pitch-bot") or "ExecutorManager" in n for n in names
        )

    qtbot.waitUntil(workers_gone, timeout=5000)
    c.stop()  # twice is harmless
    assert c.match is not None and c.match.hand is not None
    with qtbot.wait_signal(c.action_rejected, timeout=500) as blocker:
        c.submit(BID_BASE)
    assert blocker.args[0].reason == "The match has been stopped."


def test_a_new_match_drops_the_old_ones_late_results(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    try:
        c.start(MatchSetup(rules, bots(rules), Speed.NORMAL, seed=1))
        with qtbot.wait_signal(c.turn_started, timeout=2000):
            pass
        rec = Recorder(c)
        over = run_to_end(qtbot, c, MatchSetup(rules, bots(rules), Speed.INSTANT, seed=2))
        check_hand_grammar(rec.letters(), rules.players)
        assert (
            over.scores
            == replay_record(match_record_json(rules, list(over.history)))[-1].scores_after
        )
    finally:
        c.stop()


def test_a_bad_setup_is_refused(controller: MatchController) -> None:
    rules = PRESETS["setback"]
    with pytest.raises(SetupError):
        controller.start(MatchSetup(rules, bots(rules)[:3]))
    # A person at another computer cannot take part yet: no player is registered for the kind.
    remote = SeatSetup("Far away", SeatKind.REMOTE)
    with pytest.raises(SetupError, match=r"seat 3: .*'remote' cannot take part"):
        controller.start(MatchSetup(rules, (*bots(rules)[:3], remote)))
    with pytest.raises(ValueError, match="unknown bot"):
        controller.start(MatchSetup(rules, bots(rules, "no-such-bot")))
    assert controller.match is None and controller.viewer_view() is None


def test_a_dead_worker_process_does_not_end_the_match(
    qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    """The worker is killed from a slot of the first hand's score, while the match waits for
    the next deal: nothing races with the match, which then deals on through the fallback."""
    rules = PRESETS["auction-pitch"].with_changes(target=50)
    c = MatchController(worker=WorkerKind.PROCESS)
    rec = Recorder(c)
    killed: list[int] = []

    def kill_the_worker(_: HandScored) -> None:
        if killed:
            return
        children = multiprocessing.active_children()
        killed.append(len(children))
        for child in children:
            child.kill()
            child.join(5)
        c.auto_continue = True  # deals the next hand: its first bot finds the worker dead

    c.hand_scored.connect(kill_the_worker)
    try:
        c.warm_up()
        qtbot.waitUntil(lambda: c.bots_in_process, timeout=20000)
        c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=13))
        qtbot.waitUntil(lambda: bool(rec.payloads("match_over")), timeout=60000)
    finally:
        c.stop()
    assert killed and killed[0] >= 1
    assert len(rec.payloads("hand_scored")) > 1
    assert "now think in a thread" in caplog.text
    check_hand_grammar(rec.letters(), rules.players)
    over: MatchOver = rec.payloads("match_over")[0]
    replayed = replay_record(match_record_json(rules, list(over.history)))
    assert over.scores == replayed[-1].scores_after


@pytest.mark.parametrize("signal", ["hand_started", "bid_made", "card_played", "trick_won"])
def test_a_slot_that_stops_the_match_hears_nothing_more(
    qtbot: QtBot, controller: MatchController, signal: str
) -> None:
    rules = PRESETS["setback"]
    getattr(controller, signal).connect(lambda _: controller.stop())
    rec = Recorder(controller)
    controller.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=3))
    qtbot.waitUntil(lambda: bool(rec.payloads(signal)), timeout=5000)
    seen = rec.letters()
    qtbot.wait(50)
    assert rec.letters() == seen and seen.endswith(LETTERS[signal])
    assert not controller.is_busy


def test_a_slot_may_deal_the_next_hand_at_once(qtbot: QtBot) -> None:
    rules = PRESETS["setback"]
    c = MatchController(worker=WorkerKind.THREAD)
    try:
        c.hand_scored.connect(lambda _: c.next_hand())
        rec = Recorder(c)
        with qtbot.wait_signal(c.match_over, timeout=15000):
            c.start(MatchSetup(rules, bots(rules), Speed.INSTANT, seed=5))
        check_hand_grammar(rec.letters(), rules.players)
    finally:
        c.stop()
