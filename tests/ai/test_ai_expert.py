"""The expert bot: sensible choices in hand-made positions, a playout engine that scores exactly
as the engine does, determinism under a sample cap, and legal play under every rule setting."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.search import (
    MatchValue,
    Table,
    choose_card,
    hand_result,
    play_out,
    points_won,
)
from pitch_desktop.engine.cards import ACE, JACK, SUIT_MASKS, mask_of, parse_card
from pitch_desktop.engine.rules import (
    PRESETS,
    SMUDGE_LEVEL,
    Rules,
)
from pitch_desktop.engine.scoring import match_winner
from pitch_desktop.engine.state import (
    HandState,
    Phase,
    apply,
    bid_level,
    deal,
    legal_actions,
    new_hand,
    parse_action,
)
from pitch_desktop.engine.view import view_of
from tests.strategies import rules_strategy


def _bot(samples: int = 60) -> ExpertBot:
    # A budget far above what the cap needs, so the cap decides and results are reproducible.
    return ExpertBot(time_budget=30.0, max_samples=samples)


def _hand(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def _position(rules: Rules, dealer: int, hands: list[str], actions: list[str | int]) -> HandState:
    """A hand dealt as written (the rest of the deck out of play), after ``actions``."""
    state = new_hand(rules, dealer, tuple(_hand(h) for h in hands))
    for a in actions:
        state = apply(state, parse_action(a))
    return state


def _choose(state: HandState, bot: ExpertBot | None = None, seed: int = 1) -> int:
    bot = bot or _bot()
    legal = legal_actions(state)
    action = bot.choose(view_of(state, state.to_act), legal, random.Random(seed))
    assert action in legal
    return action


SETBACK = PRESETS["setback"]
AUCTION = PRESETS["auction-pitch"]


# ----- hand-made positions ------------------------------------------------------------------


def test_does_not_give_the_jack_to_a_trick_it_loses() -> None:
    # Hearts are trump. Seat 1 (pitcher) leads KH; seat 2 (expert) must follow with a trump and
    # would lose the jack to the king; the nine is the safe card.
    hands = [
        "2C 3C 4C 5C 6C 7C",
        "KH 8H 4S 5S 6S 7S",
        "JH 9H 8C 4D 5D 6D",
        "AC KC QC 2D 3D 7D",
    ]
    for seed in range(3):
        state = _position(SETBACK, 0, hands, ["2", "pass", "pass", "pass", "KH"])
        assert state.to_act == 2
        assert _choose(state, seed=seed) == parse_card("9H")


def test_keeps_low_from_the_opponents() -> None:
    # Hearts are trump and the expert (seat 3) holds the 2H, surely Low. The others have played
    # to the trick led with KH by the pitcher; throwing the 2H would hand Low to that side.
    hands = [
        "KH 3C 4S 5S 6S 7S",
        "8C 9C TC 4D 5D 6D",
        "4H QC 2S 3S 7D 8D",
        "2H 9H 5C 9D TD JD",
    ]
    for seed in range(3):
        state = _position(AUCTION, 3, hands, ["2", "pass", "pass", "pass", "KH", "8C", "4H"])
        assert state.to_act == 3
        assert _choose(state, seed=seed) == parse_card("9H")


def test_takes_the_trick_holding_the_jack() -> None:
    # Hearts are trump. In trick five the pitcher (seat 1) leads the JH; the expert, seat 0,
    # last to play, holds QH and 4H and must take the jack with the queen.
    hands = [
        "QH 4H 3H 8D 9D TD",
        "AH JH KC QC JC TC",
        "2C 3C 4C 5C 6C 7C",
        "2D 3D 4D 5D 6D 7D",
    ]
    script = ["2", "pass", "pass", "pass"]
    script += ["AH", "2C", "2D", "3H", "KC", "3C", "3D", "8D", "QC", "4C", "4D", "9D"]
    script += ["JC", "5C", "5D", "TD", "JH", "6C", "6D"]
    for seed in range(3):
        state = _position(AUCTION, 0, hands, list(script))
        assert state.to_act == 0 and state.hands[0] == _hand("QH 4H")
        assert _choose(state, seed=seed) == parse_card("QH")


# ----- bidding ------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [SETBACK, AUCTION], ids=["setback", "auction-pitch"])
@pytest.mark.parametrize("suit", range(4))
def test_never_passes_ace_king_queen_jack(rules: Rules, suit: int) -> None:
    top = mask_of(suit * 13 + r for r in (ACE, ACE - 1, ACE - 2, JACK))
    rng = random.Random(suit)
    rest = [c for c in range(52) if not top >> c & 1]
    rng.shuffle(rest)
    mine = top | mask_of(rest[:2])
    others = rest[2:]
    hands = [mine] + [mask_of(others[6 * i : 6 * i + 6]) for i in range(3)]
    # Seat 0 speaks first (seat 3 deals).
    state = new_hand(rules, 3, tuple(hands))
    action = _choose(state, seed=suit)
    assert bid_level(action) != 0


def test_never_bids_four_without_ace_or_jack() -> None:
    rng = random.Random(7)
    no_honour = [c for c in range(52) if c % 13 not in (ACE, JACK)]
    for trial in range(6):
        rng.shuffle(no_honour)
        mine = mask_of(no_honour[:6])
        rest = [c for c in range(52) if not mine >> c & 1]
        rng.shuffle(rest)
        hands = [mine] + [mask_of(rest[6 * i : 6 * i + 6]) for i in range(3)]
        rules = SETBACK if trial % 2 else AUCTION
        state = new_hand(rules, 3, tuple(hands))
        level = bid_level(_choose(state, _bot(40), seed=trial))
        assert level < 4, f"bid {level} holding no ace or jack"


def test_stuck_dealer_bids() -> None:
    hands = ["2C 5D 7H 9S 3C 4D", "2D 5C 7S 9H 3D 4C", "6C 8D TH QS 6D 8C", "6H 8S TS QH 6S 8H"]
    state = _position(SETBACK, 0, hands, ["pass", "pass", "pass"])
    action = _choose(state)
    assert bid_level(action) >= 2


# ----- the playout engine agrees with the engine -------------------------------------------


@settings(max_examples=150, deadline=None)
@given(rules=rules_strategy(), seed=st.integers(0, 2**32 - 1), eps=st.sampled_from([0.0, 0.3, 1.0]))
def test_playout_scores_as_the_engine(rules: Rules, seed: int, eps: float) -> None:
    rng = random.Random(seed)
    state = deal(rules, seed % rules.players, rng, scores_before=(0,) * rules.sides)
    while state.phase is Phase.BID:
        state = apply(state, rng.choice(legal_actions(state)))
    if state.thrown_in:
        return
    assert state.pitcher is not None
    tab = Table.of(rules)
    pitcher = state.pitcher
    lead = rng.choice(legal_actions(state))
    trump = lead // 13
    state = apply(state, lead)
    # Fast playout from here, with its own copy of the random stream.
    hands = list(state.hands)
    piles = [0] * tab.sides
    tricks = [0] * tab.sides
    in_play = 0
    for m in state.dealt:
        in_play |= m
    keep = (1 << (trump * 13 + JACK)) | (
        in_play & SUIT_MASKS[trump] & -(in_play & SUIT_MASKS[trump])
    )
    play_out(tab, hands, trump, pitcher, [lead], piles, tricks, keep, random.Random(seed), eps)
    # The engine, driven card by card by the same policy and the same stream.
    policy_rng = random.Random(seed)
    while state.phase is Phase.PLAY:
        seat = state.to_act
        c = choose_card(
            tab,
            list(state.hands),
            seat,
            list(state.trick),
            state.leader,
            trump,
            keep,
            policy_rng,
            eps,
        )
        assert c in legal_actions(state)
        state = apply(state, c)
    score = state.score
    assert score is not None
    side_piles = [0] * tab.sides
    for s in range(rules.players):
        side_piles[rules.side_of_seat[s]] |= state.captured[s]
    assert piles == side_piles
    assert list(score.tricks) == tricks
    sides, won = points_won(tab, trump, state.dealt, piles)
    assert won == list(score.won)
    assert sides == tuple(a.side for a in score.awards)
    ps = score.pitcher_side
    result = hand_result(tab, ps, score.bid, won, tricks[ps])
    assert result == list(score.hand_score)
    before = tuple(rng.randrange(-5, rules.target) for _ in range(rules.sides))
    value = MatchValue(rules, 0, before, 1.0)
    assert value.winner(result, ps, score.bid, sides) == match_winner(rules, before, score)


def test_smudge_scoring() -> None:
    tab = Table.of(SETBACK)
    assert hand_result(tab, 0, SMUDGE_LEVEL, [4, 0], 6) == [5, 0]
    assert hand_result(tab, 0, SMUDGE_LEVEL, [4, 0], 5) == [-5, 0]
    assert hand_result(tab, 1, 3, [2, 2], 3) == [2, -3]


# ----- determinism and legality ------------------------------------------------------------


def _swap_unseen(state: HandState, seat: int, rng: random.Random) -> HandState:
    """The same hand as ``seat`` sees it, with the others' unplayed cards dealt differently."""
    n = state.rules.players
    pool = [c for s in range(n) if s != seat for c in range(52) if state.hands[s] >> c & 1]
    rng.shuffle(pool)
    hands = list(state.hands)
    i = 0
    for s in range(n):
        if s == seat:
            continue
        k = state.hands[s].bit_count()
        hands[s] = mask_of(pool[i : i + k])
        i += k
    return new_hand(
        state.rules, state.dealer, tuple(hands[s] for s in range(n)), state.scores_before
    )


def test_same_view_same_seed_same_action() -> None:
    rules = SETBACK
    for g in range(3):
        state = deal(rules, g % 4, random.Random(100 + g))
        other = _swap_unseen(state, state.to_act, random.Random(g))
        assert view_of(other, other.to_act) == view_of(state, state.to_act)
        a = _choose(state, _bot(30), seed=g)
        b = _choose(other, _bot(30), seed=g)
        assert a == b
        a2, why = _bot(30).advise(
            view_of(state, state.to_act), legal_actions(state), random.Random(g)
        )
        assert a2 == a and why


def test_card_play_is_reproducible_under_a_sample_cap() -> None:
    rules = PRESETS["setback"]
    rng = random.Random(5)
    state = deal(rules, 0, rng)
    while state.phase is not Phase.DONE:
        legal = legal_actions(state)
        view = view_of(state, state.to_act)
        a = _bot(20).choose(view, legal, random.Random(len(state.plays)))
        b = _bot(20).choose(view, legal, random.Random(len(state.plays)))
        assert a == b
        state = apply(state, a)


@settings(max_examples=8, deadline=None)
@given(rules=rules_strategy(), seed=st.integers(0, 2**32 - 1))
def test_every_action_is_legal(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    bot = ExpertBot(time_budget=30.0, max_samples=4, infer=seed % 2 == 0)
    state = deal(rules, seed % rules.players, rng, scores_before=(0,) * rules.sides)
    while state.phase is not Phase.DONE:
        legal = legal_actions(state)
        action, why = bot.advise(view_of(state, state.to_act), legal, rng)
        assert action in legal and why
        state = apply(state, action)


def test_bid_action_in_reason() -> None:
    state = new_hand(
        SETBACK,
        3,
        tuple(
            _hand(h)
            for h in [
                "AH KH QH JH 2H 3C",
                "2C 5D 7S 9S 3D 4D",
                "6C 8D TC QS 6D 8C",
                "6H 8S TS QC 6S 8H",
            ]
        ),
    )
    action, why = _bot(40).advise(view_of(state, 0), legal_actions(state), random.Random(0))
    assert bid_level(action) >= 2 and "hearts" in why
