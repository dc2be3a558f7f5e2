"""Properties of random legal hands of the point families (RULES.md, "More trumps", "Points").

Each example builds valid family rules (an off-jack or not, 0 to 2 jokers and their rank, any
non-empty list of the awards the deck allows, in any order, bids up to the total), deals with a
seeded ``random.Random`` and plays uniformly random legal actions to the end. At every card the
legal cards and the seat to act are checked against a reading of RULES.md kept in this file; the
finished hand is scored again by ``family_expected_result``, an oracle written from RULES.md
alone: it has its own trump order, suits, trick rule, awards and match rule, and imports nothing
of ``engine.deck``, ``engine.scoring`` or ``engine.play``.

Old records (the four-point family, written before the families) must replay exactly as before,
and a record of a family hand must survive being written as JSON text and read back.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.engine.records import hand_record_json, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import (
    BID_BASE,
    SMUDGE,
    HandState,
    apply,
    deal,
    legal_actions,
)
from tests.strategies import family_rules_strategy, rules_strategy

# The whole file runs in a few seconds on a slow 2-core machine (the budget is 20 s).
FAMILY_SETTINGS = settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
RECORD_SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# --- the cards, from RULES.md and the brief (0..51 = suit * 13 + rank, BJ 52, LJ 53) -----------

SUIT_LETTERS = "CDHS"
RANK_COUNT = 13
SUIT_CARDS = 52
BJ, LJ = 52, 53
TWO, THREE, FIVE, TEN, JACK, QUEEN, KING, ACE = 0, 1, 3, 8, 9, 10, 11, 12
# The other suit of each suit's colour: clubs with spades, diamonds with hearts.
SAME_COLOUR = {0: 3, 3: 0, 1: 2, 2: 1}
# Card points for Game: T 10, A 4, K 3, Q 2, J 1 (the off-jack too); jokers 0.
CARD_POINTS = {TEN: 10, ACE: 4, KING: 3, QUEEN: 2, JACK: 1}
# What each award is worth ("Points"): the three and the five of trump 3 and 5, the rest 1.
WORTH = {
    "high": 1,
    "low": 1,
    "jack": 1,
    "off_jack": 1,
    "big_joker": 1,
    "little_joker": 1,
    "ten": 1,
    "three": 3,
    "five": 5,
    "game": 1,
}
# The awards carried by a rank of the trump suit.
TRUMP_RANK_AWARDS = {"jack": JACK, "ten": TEN, "three": THREE, "five": FIVE}
FAMILY_FIELDS = ("points", "off_jack", "jokers", "jokers_rank", "deal", "draw")
FOUR_POINT_NAMES = ("setback", "auction-pitch", "classic")
HAND_RECORD_FIELDS = {"format", "rules", "dealer", "hands", "bids", "plays", "scores_before"}
SMUDGE_LEVEL = SMUDGE - BID_BASE
# Hands played per example of the scoring property (the rules vary between examples).
HANDS_PER_EXAMPLE = 4


def deck_cards(rules: Rules) -> set[int]:
    """The table's deck: the 52 cards of the suits, then BJ, then LJ."""
    return set(range(SUIT_CARDS + rules.jokers))


def off_jack_of(trump: int) -> int:
    return SAME_COLOUR[trump] * RANK_COUNT + JACK


def trump_order(rules: Rules, trump: int) -> list[int]:
    """The trumps high to low: A K Q J of trump, the off-jack, BJ, LJ, then T 9 .. 2 of trump."""
    base = trump * RANK_COUNT
    order = [base + ACE, base + KING, base + QUEEN, base + JACK]
    if rules.off_jack:
        order.append(off_jack_of(trump))
    order.extend([BJ, LJ][: rules.jokers])
    order.extend(base + r for r in range(TEN, TWO - 1, -1))
    return order


def suit_of(rules: Rules, trump: int, c: int) -> int:
    """A card's suit once trump is known: trump for the off-jack and the jokers."""
    if c >= SUIT_CARDS or (rules.off_jack and c == off_jack_of(trump)):
        return trump
    return c // RANK_COUNT


def expected_legal(rules: Rules, trump: int | None, trick: list[int], hand: set[int]) -> set[int]:
    """The cards of ``hand`` that may be played now (RULES.md, "Play" and "More trumps")."""
    if trump is None:  # the pitch names trump: never a joker
        return {c for c in hand if c < SUIT_CARDS}
    if not trick:
        return set(hand)
    led = suit_of(rules, trump, trick[0])
    follow = {c for c in hand if suit_of(rules, trump, c) == led}
    if not follow:
        return set(hand)
    if rules.trump_rule == "anytime" and led != trump:
        return follow | {c for c in hand if suit_of(rules, trump, c) == trump}
    return follow


def trick_winner(rules: Rules, trump: int, cards: list[int]) -> int:
    """Index (in play order) of the card that wins a trick: the highest trump, else the highest
    card of the suit led. Under ``first_played`` the first of two jokers ranks higher, under
    ``second_played`` the second."""
    order = trump_order(rules, trump)
    rank = {c: len(order) - i for i, c in enumerate(order)}  # higher is better
    if rules.jokers_rank == "first_played" and BJ in cards and LJ in cards:
        first, second = sorted((BJ, LJ), key=cards.index)
        rank[first], rank[second] = rank[BJ], rank[LJ]
    if rules.jokers_rank == "second_played" and BJ in cards and LJ in cards:
        first, second = sorted((BJ, LJ), key=cards.index)
        rank[second], rank[first] = rank[BJ], rank[LJ]
    trumps = [i for i, c in enumerate(cards) if c in rank]
    if trumps:
        return max(trumps, key=lambda i: rank[cards[i]])
    led = cards[0] // RANK_COUNT
    follow = [i for i, c in enumerate(cards) if c // RANK_COUNT == led]
    return max(follow, key=lambda i: cards[i] % RANK_COUNT)


def card_points(c: int) -> int:
    return 0 if c >= SUIT_CARDS else CARD_POINTS.get(c % RANK_COUNT, 0)


def cards_of_mask(m: int) -> set[int]:
    return {c for c in range(m.bit_length()) if m >> c & 1}


# --- an independent reading of RULES.md's scoring of the families ----------------------------


def family_expected_result(state: HandState) -> dict[str, Any]:
    """The ``pitch-result/1`` of a finished hand, worked out from RULES.md directly, from what
    a record holds: the rules, the dealer, the cards dealt, the bids, the plays, the scores."""
    rules = state.rules
    n = rules.players
    side = [s % rules.teams if rules.teams else s for s in range(n)]
    nsides = rules.teams or n
    before = list(state.scores_before)
    if not state.plays:  # every seat passed and the hand was thrown in
        assert rules.all_pass == "redeal" and list(state.bids) == [0] * n
        return {
            "format": "pitch-result/1",
            "thrown_in": True,
            "scores_after": before,
            "winner": None,
        }
    high_level = max(state.bids)
    speakers = [(state.dealer + 1 + i) % n for i in range(len(state.bids))]
    # The last bid at the high level is the pitcher's (a dealer's steal comes after the bid).
    pitcher = [s for s, b in zip(speakers, state.bids, strict=True) if b == high_level][-1]
    trump = state.plays[0] // RANK_COUNT
    order = trump_order(rules, trump)
    dealt = [cards_of_mask(m) for m in state.dealt]
    in_play = set().union(*dealt)
    taken: list[set[int]] = [set() for _ in range(n)]
    tricks = [0] * n
    leader = pitcher
    assert len(state.plays) == rules.deal * n  # a hand is as many tricks as cards dealt
    for t in range(rules.deal):
        cards = list(state.plays[t * n : (t + 1) * n])
        winner = (leader + trick_winner(rules, trump, cards)) % n
        taken[winner] |= set(cards)
        tricks[winner] += 1
        leader = winner

    def holder(c: int) -> int:
        return next(s for s in range(n) if c in dealt[s])

    def taker(c: int) -> int:
        return next(s for s in range(n) if c in taken[s])

    side_game = [0] * nsides
    side_tricks = [0] * nsides
    for s in range(n):
        side_game[side[s]] += sum(card_points(c) for c in taken[s])
        side_tricks[side[s]] += tricks[s]

    points: dict[str, int | None] = {}
    for award in rules.points:
        name = str(award)
        who: int | None = None
        if name == "high":
            top = next(c for c in order if c in in_play)  # the pitch is a trump in play
            who = side[holder(top)]
        elif name == "low":
            of_suit = [c for c in in_play if c < SUIT_CARDS and c // RANK_COUNT == trump]
            if of_suit:
                low = min(of_suit)
                who = side[taker(low) if rules.low_goes_to == "taker" else holder(low)]
        elif name == "game":
            best = max(side_game)
            who = side_game.index(best) if side_game.count(best) == 1 else None
        else:
            if name in TRUMP_RANK_AWARDS:
                c = trump * RANK_COUNT + TRUMP_RANK_AWARDS[name]
            elif name == "off_jack":
                c = off_jack_of(trump)
            else:
                c = BJ if name == "big_joker" else LJ
            who = side[taker(c)] if c in in_play else None
        points[name] = who
    total = sum(WORTH[a] for a in points)
    won = [0] * nsides
    for name, who in points.items():
        if who is not None:
            won[who] += WORTH[name]
    ps = side[pitcher]
    score = list(won)
    if high_level == SMUDGE_LEVEL:
        made = won[ps] == total and side_tricks[ps] == rules.deal
        score[ps] = rules.smudge_value if made else -rules.smudge_value
    else:
        made = won[ps] >= high_level
        score[ps] = won[ps] if made else -high_level
    after = [b + h for b, h in zip(before, score, strict=True)]
    winner_side: int | None = None
    if high_level == SMUDGE_LEVEL and made and rules.smudge_wins:
        winner_side = ps
    elif rules.win_rule == "bidder_out":
        winner_side = ps if made and after[ps] >= rules.target else None
    elif rules.win_rule == "highest":
        top_score = max(after)
        if top_score >= rules.target and after.count(top_score) == 1:
            winner_side = after.index(top_score)
    else:  # count_order: the pitcher first, then the awards in the order of points
        running = list(before)
        running[ps] += score[ps]
        if running[ps] >= rules.target:
            winner_side = ps
        else:
            for name, who in points.items():
                if who is not None and who != ps:
                    running[who] += WORTH[name]
                    if running[who] >= rules.target:
                        winner_side = who
                        break
    return {
        "format": "pitch-result/1",
        "pitcher": pitcher,
        "bid": "smudge" if high_level == SMUDGE_LEVEL else high_level,
        "trump": SUIT_LETTERS[trump],
        "points": points,
        "game_points": side_game,
        "won": won,
        "made": made,
        "hand_score": score,
        "scores_after": after,
        "winner": winner_side,
    }


# --- playing a random hand, checking each card -------------------------------------------------


def play_random_hand(
    rules: Rules, seed: int, scores: tuple[int, ...] | None = None, stop: int | None = None
) -> HandState:
    """Deal and play uniformly random legal actions (``stop`` of them, else to the end),
    checking before every card the seat to act and the legal cards against this file's rules."""
    rng = random.Random(seed)
    n = rules.players
    state = deal(rules, rng.randrange(n), rng, scores)
    trump: int | None = None
    leader: int | None = None
    trick: list[int] = []
    steps = 0
    while not state.is_over and steps != stop:
        legal = legal_actions(state)
        assert legal, "no legal action before the hand is over"
        if legal[0] < BID_BASE:  # the play
            if leader is None:
                leader = state.pitcher
                assert leader is not None
            seat = (leader + len(trick)) % n
            assert state.to_act == seat
            hand = cards_of_mask(state.hands[seat])
            assert set(legal) == expected_legal(rules, trump, trick, hand)
            assert all(a < BID_BASE for a in legal)
        else:
            assert all(a >= BID_BASE for a in legal)
        action = rng.choice(legal)
        state = apply(state, action)
        steps += 1
        if action < BID_BASE:
            if trump is None:
                trump = action // RANK_COUNT
                assert state.trump == trump
            trick.append(action)
            if len(trick) == n:
                assert leader is not None
                assert list(state.last_trick) == trick  # a trick is one card a player
                leader = (leader + trick_winner(rules, trump, trick)) % n
                assert state.to_act == leader or state.is_over
                trick = []
    return state


def check_cards_accounted_for(state: HandState) -> None:
    rules = state.rules
    n = rules.players
    deck = deck_cards(rules)
    dealt = [cards_of_mask(m) for m in state.dealt]
    union: set[int] = set()
    for cards in dealt:
        assert len(cards) == rules.deal
        assert not union & cards, "a card dealt twice"
        union |= cards
    assert union <= deck, "a card dealt that is not in the deck"
    undealt = deck - union
    assert union | undealt == deck and len(undealt) == len(deck) - rules.deal * n
    if state.plays:
        assert len(state.plays) == rules.deal * n
        assert sorted(state.plays) == sorted(union), "every dealt card is played exactly once"
        for t in range(rules.deal):  # each trick: one card from each seat's dealt hand
            trick = state.plays[t * n : (t + 1) * n]
            holders = {next(s for s in range(n) if c in dealt[s]) for c in trick}
            assert len(holders) == n
        assert sum(state.tricks) == rules.deal
        taken: set[int] = set()
        for m in state.captured:
            taken |= cards_of_mask(m)
        assert taken == union
        assert all(m == 0 for m in state.hands)


# --- the properties ----------------------------------------------------------------------------


@FAMILY_SETTINGS
@given(rules=family_rules_strategy(), seed=st.integers(0, 2**32), data=st.data())
def test_family_hand_scores_as_rules_md_says(rules: Rules, seed: int, data: st.DataObject) -> None:
    assert rules.total_points == sum(WORTH[str(a)] for a in rules.points)
    assert list(rules.worths) == [WORTH[str(a)] for a in rules.points]
    total = rules.total_points
    # Scores anywhere, or just below the target, where the match rules decide something.
    near = st.integers(rules.target - total - 1, rules.target)
    score = st.one_of(st.integers(-30, 30), near)
    scores = tuple(data.draw(st.lists(score, min_size=rules.sides, max_size=rules.sides)))
    for k in range(HANDS_PER_EXAMPLE):
        state = play_random_hand(rules, seed + k, scores)
        assert state.is_over
        check_cards_accounted_for(state)
        got = result_json(state)
        assert got == family_expected_result(state)
        if "points" in got:
            assert list(got["points"]) == [str(a) for a in rules.points]  # in counting order
            assert sum(got["won"]) <= total
            assert all(0 <= w <= total for w in got["won"])
            assert all(h <= max(total, rules.smudge_value) for h in got["hand_score"])


@RECORD_SETTINGS
@given(
    rules=family_rules_strategy().filter(lambda r: r.jokers == 2),
    seed=st.integers(0, 2**32),
)
def test_two_joker_tables_score_as_rules_md_says(rules: Rules, seed: int) -> None:
    """Both jokers in one trick is rare over all tables; here every deck holds both."""
    for k in range(HANDS_PER_EXAMPLE):
        state = play_random_hand(rules, seed + k)
        check_cards_accounted_for(state)
        assert result_json(state) == family_expected_result(state)


@RECORD_SETTINGS
@given(rules=rules_strategy(), seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 60))
def test_old_records_replay_as_before(rules: Rules, seed: int, cut: int) -> None:
    # Four-point rules written before the families read back the same without the new fields.
    spelled = rules.to_json()
    old = {k: v for k, v in spelled.items() if k not in FAMILY_FIELDS}
    assert rules_from_json(old) == rules
    assert rules_from_json(spelled) == rules
    # A hand played to the end (or stopped part-way, as a record may be).
    stop = None if cut >= 50 else cut
    state = play_random_hand(rules, seed, stop=stop)
    record = hand_record_json(state)
    assert set(record) <= HAND_RECORD_FIELDS  # no family field outside ``rules``
    assert set(record) >= HAND_RECORD_FIELDS - {"scores_before"}
    written = record["rules"]
    if "preset" in written:
        assert set(written) == {"preset"} and written["preset"] in FOUR_POINT_NAMES
    again = replay_record(record)
    assert again == [state]
    assert result_json(again[0]) == result_json(state)
    # The same hand as an old program wrote it: the rules spelled out without the new fields.
    as_old = replay_record({**record, "rules": old})
    assert as_old == [state]
    assert result_json(as_old[0]) == result_json(state)
    if state.is_over and state.plays:
        assert list(result_json(state)["points"]) == ["high", "low", "jack", "game"]
        assert result_json(state) == family_expected_result(state)


@RECORD_SETTINGS
@given(rules=family_rules_strategy(), seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 60))
def test_family_record_round_trips_as_json_text(rules: Rules, seed: int, cut: int) -> None:
    stop = None if cut >= 45 else cut
    state = play_random_hand(rules, seed, stop=stop)
    record = hand_record_json(state)
    assert set(record) <= HAND_RECORD_FIELDS
    text = json.dumps(record)
    again = replay_record(json.loads(text))
    assert again == [state]
    assert result_json(again[0]) == result_json(state)
    assert json.loads(json.dumps(result_json(state))) == result_json(state)
    assert rules_from_json(json.loads(json.dumps(rules.to_json()))) == rules


def test_family_presets_score_as_rules_md_says() -> None:
    """The presets, and a two-joker table where both jokers often fall in one trick (seven
    players hold 42 of 54 cards), scored by the oracle over many random hands."""
    both_jokers = rules_from_json(
        {
            "preset": "six-point",
            "jokers": 2,
            "points": ["high", "low", "jack", "off_jack", "big_joker", "little_joker", "game"],
            "jokers_rank": "first_played",
            "players": 7,
            "teams": 0,
        }
    )
    # The rest of the family without a draw: Smear, ten-point Smear (ten cards, the second
    # joker played higher) and at five players, and five-point dealt eight.
    more = [
        PRESETS["smear"],
        PRESETS["ten-point-smear"],
        PRESETS["ten-point-smear"].seated(5).with_changes(teams=0),
        rules_from_json({"preset": "five-point", "deal": 8}),
    ]
    tables = [PRESETS["five-point"], PRESETS["six-point"], PRESETS["nine-point"], both_jokers]
    tables += more
    little_first = 0
    for rules in tables:
        for seed in range(60):
            state = play_random_hand(rules, seed)
            check_cards_accounted_for(state)
            assert result_json(state) == family_expected_result(state)
            if rules is both_jokers:
                n = rules.players
                for t in range(6):
                    trick = list(state.plays[t * n : (t + 1) * n])
                    if BJ in trick and LJ in trick and trick.index(LJ) < trick.index(BJ):
                        little_first += 1
    assert little_first > 0  # the first_played case was met
