"""The bots' play of a called partner and of Cinch's refill: the pair as one side once it is
known, the partner leading points back, the call and the rob, and the expert's sampled worlds
(the called card dealt like any unseen card, every unseen Cinch trump in a hand)."""

from __future__ import annotations

import random
from dataclasses import replace

from pitch_desktop.ai import draw_back_search
from pitch_desktop.ai.call_and_rob import call_choice
from pitch_desktop.ai.draw_back_play import best_outlook, play_trump
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.heuristics import is_partner
from pitch_desktop.ai.refill_sampling import refill_all, refill_hands
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.cards import card_text, cards_of, parse_card
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import HandState, Phase, apply, called_card, deal, legal_actions
from pitch_desktop.engine.view import sample_world, view_of
from tests.engine.test_engine_call_partner import record as call_record
from tests.engine.test_engine_refill import BIDS_1, DEAL_1, STOCK_1
from tests.engine.test_engine_refill import record as refill_record

P = "pass"
# Spades trump: seat 0 pitches holding the AS and KS and calls the QS, which seat 1 holds with
# the JS and the 3S. The stock's four hearts fall to seat 1 in the draw and are dead, so every
# seat keeps the trumps dealt. Trick 1: 2S QS 9S 8S 4S, seat 1 wins it and leads.
DEAL_Q = [
    "AS KS 2S AH KH QH JH TH 9H 8H",
    "QS JS 3S 7H 6H AD KD QD JD TD",
    "JC BJ 9S 9D 8D 7D 6D 5D 4D 3D",
    "LJ TS 8S 2D AC KC QC TC 9C 8C",
    "7S 6S 5S 4S 7C 6C 5C 4C 3C 2C",
]
STOCK_Q = "2H 3H 4H 5H"


def _state(plays: str = "") -> HandState:
    return replay_record(call_record(DEAL_Q, STOCK_Q, [4, P, P, P, P], "QS", plays))[-1]


def test_the_partner_knows_the_pitcher_is_its_side_and_nobody_else_does() -> None:
    state = _state()
    assert state.phase is Phase.PLAY and state.partner == 1
    partner = view_of(state, 1)
    assert is_partner(partner, 0) and not is_partner(partner, 2)
    pitcher = view_of(state, 0)
    assert not any(is_partner(pitcher, s) for s in (1, 2, 3, 4))
    defender = view_of(state, 2)
    assert not is_partner(defender, 0) and not is_partner(defender, 1)
    # Once the QS is played everyone knows the pair.
    shown = view_of(_state("2S QS"), 0)
    assert is_partner(shown, 1) and not is_partner(shown, 3)


def test_the_partner_leads_its_three_back_to_the_pitchers_top_trump() -> None:
    state = _state("2S QS 9S 8S 4S")
    assert state.to_act == 1 and not state.trick
    view = view_of(state, 1)
    card, _ = play_trump(view, legal_actions(state))
    # The AS and KS are out and above the QS it was called by: the pitcher's. The 3S (three
    # points) goes back to it rather than the JS, the cheaper card of a plain lead.
    assert card_text(card) == "3S"
    # A defender on lead in the same spot keeps its points home.
    alone = replace(view_of(state, 1), partner=None)
    assert card_text(play_trump(alone, legal_actions(state))[0]) == "JS"


def test_every_level_calls_the_highest_trump_the_pitcher_lacks() -> None:
    state = replay_record(call_record(DEAL_Q, STOCK_Q, [4, P, P, P, P], None))[-1]
    assert state.phase is Phase.CALL
    view, legal = view_of(state, 0), legal_actions(state)
    assert card_text(called_card(call_choice(view, legal))) == "QS"
    for level in ("beginner", "standard", "expert"):
        action = make_bot(level).choose(view, legal, random.Random(0))
        assert card_text(called_card(action)) == "QS"
    assert view.trump is not None
    hand = view.hand
    assert card_text(draw_back_search.call_of(view.rules, view.trump, hand) or 0) == "QS"


def test_a_sampled_world_makes_the_holder_of_the_called_card_the_partner() -> None:
    state = _state()
    view = view_of(state, 2)
    assert view.partner is None  # the defender does not know who holds the QS
    rng = random.Random(3)
    holders = set()
    for _ in range(60):
        world = sample_world(view, rng)
        holder = next(s for s, h in enumerate(world.hands) if h >> parse_card("QS") & 1)
        assert world.partner == holder and holder not in (0, 2)
        holders.add(holder)
    assert holders == {1, 3, 4}
    # The partner's own worlds keep the truth.
    assert sample_world(view_of(state, 1), rng).partner == 1


def test_a_played_out_world_scores_the_pair_alike() -> None:
    state = _state()
    world = sample_world(view_of(state, 1), random.Random(0))
    played = draw_back_search.play_from(world, random.Random(0), 0.0)
    made, scores = played.result(state.rules, 0, state.high_bid)
    assert played.partner_side == 1 and scores[1] == scores[0]
    assert played.won[1] == 0  # the partner's tricks are pooled with the pitcher's
    assert made == (played.won[0] >= state.high_bid)


def test_the_outlook_counts_on_a_called_partner() -> None:
    rules = PRESETS["call-partner"]
    alone = rules.with_changes(call_partner=False)
    hand = sum(1 << parse_card(c) for c in DEAL_Q[0].split())
    assert best_outlook(rules, hand).total > best_outlook(alone, hand).total


def test_the_rob_keeps_the_trumps_and_the_best_of_the_rest_at_every_level() -> None:
    start = replay_record(refill_record(DEAL_1, STOCK_1, BIDS_1))[-1]
    assert start.phase is Phase.ROB and start.to_act == 3
    for level in ("beginner", "standard", "expert"):
        bot, state = make_bot(level), start
        while state.phase is Phase.ROB:
            state = apply(state, bot.choose(view_of(state, 3), legal_actions(state), _rng()))
        kept = {card_text(c) for c in cards_of(state.hands[3])}
        # The tens (ten card points each) and the ace worth most after them.
        assert kept == {"2S", "3S", "4S", "TC", "TH", "AD"}


def _rng() -> random.Random:
    return random.Random(0)


def _cinch_in_play(seed: int) -> HandState:
    rules = PRESETS["cinch"]
    rng = random.Random(seed)
    state = deal(rules, seed % rules.players, rng)
    bot = StandardBot()
    while state.phase is not Phase.PLAY or state.trump is None:
        state = apply(state, bot.choose(view_of(state, state.to_act), legal_actions(state), rng))
    return state


def test_cinch_worlds_hold_every_unseen_trump() -> None:
    rng = random.Random(5)
    for seed in range(6):
        state = _cinch_in_play(seed)
        for seat in range(state.rules.players):
            view = view_of(state, seat)
            assert view.trumps is not None
            unseen_trumps = view.unseen & view.trumps.mask
            for _ in range(10):
                hands = refill_hands(view, rng)
                held = 0
                for s, h in enumerate(hands):
                    assert h.bit_count() == (view.cards_left[s] if s != seat else h.bit_count())
                    held |= h
                assert unseen_trumps & ~held == 0
                assert hands[seat] == view.hand


def test_the_expert_searches_cinch_and_call_partner_cards() -> None:
    for state in (_cinch_in_play(1), _state()):
        view = view_of(state, state.to_act)
        legal = legal_actions(state)
        action, why = ExpertBot.fixed_work(12).advise(view, legal, random.Random(0))
        assert action in legal
        assert "sampled" in str(why) or "search" in str(why) or "points a hand" in str(why)


def test_the_refill_of_a_sampled_deal_is_the_engines() -> None:
    rules = PRESETS["cinch"]
    at_rob = replay_record(refill_record(DEAL_1, STOCK_1, BIDS_1))[-1]
    hands = [sum(1 << parse_card(c) for c in h.split()) for h in DEAL_1]
    stock = [parse_card(c) for c in STOCK_1.split()]
    assert at_rob.trump is not None
    refill_all(rules, at_rob.trump, 3, hands, stock)
    assert hands[:3] == list(at_rob.hands[:3])
    kept = {card_text(c) for c in cards_of(hands[3])}
    assert kept == {"2S", "3S", "4S", "TC", "TH", "AD"}
