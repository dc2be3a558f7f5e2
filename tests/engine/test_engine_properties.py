"""Properties of random legal hands and matches over random rule settings (hypothesis).

Each example builds a valid ``Rules`` (every player count, team layout, bid range and setting),
deals with a seeded ``random.Random`` and plays random legal actions to the end, checking at every
step that cards are conserved, that ``legal_actions`` is sorted, never empty before the end and
exactly what ``apply`` accepts, and that a player's view samples into worlds with the same legal
actions. Finished hands are scored again by a small independent reading of RULES.md, and every
hand and match is written as a record and replayed.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.engine.cards import GAME_POINTS, JACK, SUITS
from pitch_desktop.engine.match import apply_match, deal_next, new_match
from pitch_desktop.engine.points import MOST_POINTS
from pitch_desktop.engine.records import (
    hand_record_json,
    match_record_json,
    replay_record,
    result_json,
)
from pitch_desktop.engine.rules import (
    AllPass,
    Rules,
)
from pitch_desktop.engine.state import (
    BID_BASE,
    HandState,
    IllegalActionError,
    Phase,
    apply,
    deal,
    legal_actions,
)
from pitch_desktop.engine.view import sample_hands, view_of
from tests.strategies import rules_strategy

# The engine's own number for smudge (above every number bid of every family); the oracle below
# needs only that it is one number and not a bid anyone can make.
SMUDGE_LEVEL = MOST_POINTS + 1
ALL_ACTIONS = range(BID_BASE + SMUDGE_LEVEL + 1)
PROPERTY_SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


# --- checks at every step ---------------------------------------------------------------------


def check_cards_conserved(state: HandState) -> None:
    dealt = 0
    for m in state.dealt:
        dealt |= m
    piles = [*state.hands, *state.captured, *(1 << c for c in state.trick)]
    union = 0
    for m in piles:
        assert union & m == 0, "a card is in two places"
        union |= m
    assert union == dealt
    assert dealt.bit_count() == 6 * state.players


def check_actions(state: HandState, rng: random.Random) -> list[int]:
    legal = legal_actions(state)
    assert legal == sorted(legal)
    if state.is_over:
        assert legal == []
        return legal
    assert legal, "no legal action before the hand is over"
    for action in legal:
        apply(state, action)  # never refused
    for action in rng.sample(ALL_ACTIONS, 6):
        if action not in legal:
            try:
                apply(state, action)
            except IllegalActionError:
                pass
            else:
                raise AssertionError(f"illegal action {action} was accepted")
    return legal


def check_view(state: HandState, rng: random.Random) -> None:
    seat = state.to_act
    view = view_of(state, seat)
    assert view.hand == state.hands[seat]
    assert view.cards_left == tuple(m.bit_count() for m in state.hands)
    hands = sample_hands(view, rng)
    assert hands[seat] == state.hands[seat]
    union = 0
    for s, m in enumerate(hands):
        assert m.bit_count() == view.cards_left[s]
        assert union & m == 0
        union |= m
        if s != seat:
            assert m & ~view.unseen == 0
            for suit in range(4):
                if view.voids[s] >> suit & 1:
                    assert m & (0x1FFF << 13 * suit) == 0
    # Every void the view records is true of the real hand.
    for s in range(state.players):
        for suit in range(4):
            if view.voids[s] >> suit & 1:
                assert state.hands[s] & (0x1FFF << 13 * suit) == 0
    assert legal_actions(view.world(hands)) == legal_actions(state)


def check_record(state: HandState) -> None:
    again = replay_record(hand_record_json(state))
    assert again == [state]
    assert result_json(again[0]) == result_json(state)


# --- an independent reading of RULES.md's scoring ----------------------------------------------


def expected_result(state: HandState) -> dict[str, Any]:
    """The ``pitch-result/1`` of a finished, played hand, worked out from RULES.md directly."""
    rules = state.rules
    n = rules.players
    side = [s % rules.teams if rules.teams else s for s in range(n)]
    nsides = rules.teams or n
    high_level = max(state.bids)
    speakers = [(state.dealer + 1 + i) % n for i in range(len(state.bids))]
    # The last bid at the high level is the pitcher (a dealer's steal comes after the bid).
    pitcher = [s for s, b in zip(speakers, state.bids, strict=True) if b == high_level][-1]
    trump = state.plays[0] // 13
    taken: list[set[int]] = [set() for _ in range(n)]
    tricks = [0] * n
    leader = pitcher
    for t in range(6):
        cards = state.plays[t * n : (t + 1) * n]
        seats = [(leader + i) % n for i in range(n)]
        trumps = [(c, s) for c, s in zip(cards, seats, strict=True) if c // 13 == trump]
        led = cards[0] // 13
        follow = [(c, s) for c, s in zip(cards, seats, strict=True) if c // 13 == led]
        leader = max(trumps or follow)[1]
        taken[leader] |= set(cards)
        tricks[leader] += 1
    dealt = [{c for c in range(52) if m >> c & 1} for m in state.dealt]
    in_play_trumps = sorted(c for d in dealt for c in d if c // 13 == trump)

    def holder(c: int) -> int:
        return next(s for s in range(n) if c in dealt[s])

    def taker(c: int) -> int:
        return next(s for s in range(n) if c in taken[s])

    high = side[holder(in_play_trumps[-1])]
    low_card = in_play_trumps[0]
    low = side[taker(low_card) if rules.low_goes_to == "taker" else holder(low_card)]
    jack_card = trump * 13 + JACK
    jack = side[taker(jack_card)] if jack_card in in_play_trumps else None
    game_points = [0] * nsides
    side_tricks = [0] * nsides
    for s in range(n):
        game_points[side[s]] += sum(GAME_POINTS[c] for c in taken[s])
        side_tricks[side[s]] += tricks[s]
    best = max(game_points)
    game = game_points.index(best) if game_points.count(best) == 1 else None
    awards = [high, low, jack, game]
    won = [awards.count(x) for x in range(nsides)]
    ps = side[pitcher]
    score = list(won)
    if high_level == SMUDGE_LEVEL:
        made = won[ps] == 4 and side_tricks[ps] == 6
        score[ps] = rules.smudge_value if made else -rules.smudge_value
    else:
        made = won[ps] >= high_level
        score[ps] = won[ps] if made else -high_level
    before = list(state.scores_before)
    after = [b + h for b, h in zip(before, score, strict=True)]
    winner: int | None = None
    if high_level == SMUDGE_LEVEL and made and rules.smudge_wins:
        winner = ps
    elif rules.win_rule == "bidder_out":
        winner = ps if made and after[ps] >= rules.target else None
    elif rules.win_rule == "highest":
        top = max(after)
        if top >= rules.target and after.count(top) == 1:
            winner = after.index(top)
    else:
        running = list(before)
        running[ps] += score[ps]
        if running[ps] >= rules.target:
            winner = ps
        else:
            for a in awards:
                if a is not None and a != ps:
                    running[a] += 1
                    if running[a] >= rules.target:
                        winner = a
                        break
    return {
        "format": "pitch-result/1",
        "pitcher": pitcher,
        "bid": "smudge" if high_level == SMUDGE_LEVEL else high_level,
        "trump": SUITS[trump],
        "points": {"high": high, "low": low, "jack": jack, "game": game},
        "game_points": game_points,
        "won": won,
        "made": made,
        "hand_score": score,
        "scores_after": after,
        "winner": winner,
    }


def check_finished(state: HandState) -> None:
    rules = state.rules
    n = rules.players
    if state.thrown_in:
        assert rules.all_pass is AllPass.REDEAL
        assert state.bids == (0,) * n
        assert state.plays == ()
        assert result_json(state) == {
            "format": "pitch-result/1",
            "thrown_in": True,
            "scores_after": list(state.scores_before),
            "winner": None,
        }
        return
    assert len(state.plays) == 6 * n
    assert sum(state.tricks) == 6
    score = state.score
    assert score is not None
    sides = rules.sides
    awarded = [a.side for a in score.awards]
    assert all(s is None or 0 <= s < sides for s in awarded)
    assert list(score.won) == [awarded.count(s) for s in range(sides)]
    ps = score.pitcher_side
    for s in range(sides):
        if s != ps:
            assert score.hand_score[s] == score.won[s]
    if score.smudge:
        value = rules.smudge_value
        assert score.hand_score[ps] == (value if score.made else -value)
    else:
        assert score.hand_score[ps] == (score.won[ps] if score.made else -score.bid)
        assert score.hand_score[ps] <= 4
    assert state.scores_after == tuple(
        b + h for b, h in zip(state.scores_before, score.hand_score, strict=True)
    )
    assert result_json(state) == expected_result(state)


# --- the properties ------------------------------------------------------------------------------


@PROPERTY_SETTINGS
@given(rules=rules_strategy(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_random_legal_hand(rules: Rules, seed: int, data: st.DataObject) -> None:
    rng = random.Random(seed)
    dealer = rng.randrange(rules.players)
    scores = tuple(
        data.draw(st.lists(st.integers(-30, 30), min_size=rules.sides, max_size=rules.sides))
    )
    state = deal(rules, dealer, rng, scores)
    cut = rng.randrange(7 * rules.players)
    steps = 0
    while True:
        check_cards_conserved(state)
        legal = check_actions(state, rng)
        if state.is_over:
            break
        if rng.random() < 0.25:
            check_view(state, rng)
        if steps == cut:
            check_record(state)
        state = apply(state, rng.choice(legal))
        steps += 1
    assert steps == len(state.bids) + len(state.plays)
    check_finished(state)
    check_record(state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 2**32 - 1))
def test_random_match_replays_from_its_record(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    match = new_match(rules, dealer=rng.randrange(rules.players))
    for _ in range(4):
        if match.is_over:
            break
        dealer = match.dealer
        match = deal_next(match, rng)
        while match.hand is not None:
            match = apply_match(match, rng.choice(legal_actions(match.hand)))
        last = match.history[-1]
        assert last.dealer == dealer
        assert last.phase is Phase.DONE
        assert match.dealer == (dealer + 1) % rules.players
        assert match.scores == last.scores_after
        assert match.winner == last.winner
    hands = list(match.history)
    for earlier, later in itertools.pairwise(hands):
        assert later.scores_before == earlier.scores_after
    again = replay_record(match_record_json(rules, hands))
    assert again == hands
    assert [result_json(h) for h in again] == [result_json(h) for h in hands]
