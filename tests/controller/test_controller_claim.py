"""Claiming the rest: offered only when the proof holds, played out at once, every trick after
it the claimer's, and gone with the turn."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.claim import claim_card
from pitch_desktop.controller.events import ClaimOffered, HandScored, TrickWon, TurnStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.match import new_match, start_hand
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, apply, new_hand, parse_action
from pitch_desktop.match_setup import MatchSetup, Speed
from tests.controller.test_controller_seats import seats


@pytest.fixture
def controller(qtbot: QtBot) -> Any:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    yield c
    c.stop()


def _provable(turn: TurnStarted) -> bool:
    view = turn.view
    return (
        view.phase is Phase.PLAY
        and view.trump is not None
        and view.hand.bit_count() >= 2
        and claim_card(view) is not None
    )


def test_a_claim_is_offered_and_plays_the_rest_out(qtbot: QtBot, controller: Any) -> None:
    c: MatchController = controller
    rules = PRESETS["ten-point"]  # trumps only in play: claims come often
    rng = random.Random(4)
    offers: list[ClaimOffered] = []
    claimed_hands: list[int] = []
    after_claim: list[TrickWon] = []
    unprovable_offers: list[TurnStarted] = []
    hands: list[HandScored] = []
    turns: list[TurnStarted] = []
    offer_left: list[bool] = []  # at the end of each claimed hand: is a claim still offered?

    def on_turn(turn: TurnStarted) -> None:
        if not turn.is_local:
            return
        turns.append(turn)
        if c.is_claiming:
            return  # the claim plays this card itself
        if _provable(turn):
            return  # wait for the offer
        choice = rng.choice(turn.legal)
        QTimer.singleShot(0, lambda: c.submit(choice))

    def on_offer(ev: ClaimOffered) -> None:
        if not _provable(turns[-1]):
            unprovable_offers.append(turns[-1])
        offers.append(ev)
        assert c.can_claim
        claimed_hands.append(len(hands))
        QTimer.singleShot(0, lambda: c.claim() or None)

    def on_trick(ev: TrickWon) -> None:
        if c.is_claiming:
            after_claim.append(ev)

    c.turn_started.connect(on_turn)
    c.claim_offered.connect(on_offer)
    c.trick_won.connect(on_trick)

    def on_scored(ev: HandScored) -> None:
        if claimed_hands and claimed_hands[-1] == len(hands):
            offer_left.append(c.can_claim)
        hands.append(ev)

    c.hand_scored.connect(on_scored)
    c.start(MatchSetup(rules, seats(rules, {0}), Speed.INSTANT, seed=11))
    qtbot.waitUntil(lambda: len(offers) >= 2 or c.match is None or c.match.is_over, timeout=60000)
    qtbot.waitUntil(lambda: not c.is_claiming, timeout=20000)
    assert len(offers) >= 2, "the seeded match should see two claims"
    assert not unprovable_offers
    assert after_claim and all(t.winner == 0 for t in after_claim)
    # The hand of a claim ended with every trick after it to the claimer, none waiting on them,
    # and the offer gone with it (the match plays on, so a later hand may offer another).
    assert all(o.seat == 0 for o in offers)
    assert offer_left and not any(offer_left)


def test_a_scripted_setback_claim(qtbot: QtBot, controller: Any) -> None:
    # Seat 0 pitched the ace of hearts, everyone else showed void in trumps: its five hearts
    # left take every trick, and the claim plays them out at once.
    c: MatchController = controller
    rules = PRESETS["setback"]
    hands = ("AH KH QH JH TH 9H", "2C 3C 4C 5C 6C 7C", "8C 9C TC JC QC KC", "2S 3S 4S 5S 6S 7S")
    hand = new_hand(rules, 3, tuple(mask_of(parse_card(t) for t in h.split()) for h in hands))
    for token in ["2", "pass", "pass", "pass", "AH", "2C", "8C", "2S"]:
        hand = apply(hand, parse_action(token))
    match = start_hand(new_match(rules, 3), hand)
    offers: list[ClaimOffered] = []
    c.claim_offered.connect(offers.append)
    won: list[TrickWon] = []
    c.trick_won.connect(won.append)
    scored: list[HandScored] = []
    c.hand_scored.connect(scored.append)
    c.auto_continue = False
    c.resume(MatchSetup(rules, seats(rules, {0}), Speed.NORMAL, seed=1), match)
    qtbot.waitUntil(lambda: bool(offers), timeout=20000)
    assert c.can_claim and offers[0].seat == 0
    assert c.claim() and c.is_claiming and not c.can_claim
    qtbot.waitUntil(lambda: bool(scored), timeout=20000)
    assert [t.winner for t in won] == [0] * 5
    score = scored[0].hand.score
    assert score is not None and score.tricks[0] == 6  # the pitch trick and all five after it
    assert not c.is_claiming


def test_no_claim_when_the_person_is_not_sure(qtbot: QtBot, controller: Any) -> None:
    c: MatchController = controller
    rules = PRESETS["setback"]
    offers: list[ClaimOffered] = []
    c.claim_offered.connect(offers.append)
    first_play: list[TurnStarted] = []

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local and turn.view.phase is Phase.PLAY and not first_play:
            first_play.append(turn)
        elif turn.is_local and not first_play:
            QTimer.singleShot(0, lambda: c.submit(turn.legal[-1]))

    c.turn_started.connect(on_turn)
    c.start(MatchSetup(rules, seats(rules, {0}), Speed.INSTANT, seed=2))
    qtbot.waitUntil(lambda: bool(first_play), timeout=20000)
    qtbot.wait(200)
    assert not _provable(first_play[0])
    assert not offers and not c.can_claim
    assert not c.claim()  # nothing to claim: nothing happens
    assert c.is_waiting_for_human
