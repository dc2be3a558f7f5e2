"""Properties of random legal hands of the draw-back (RULES.md, "The draw-back").

Each table below deals with a seeded ``random.Random`` and plays uniformly random legal actions
(bids, the suit named, the forced draws, burns and cards) to the end of the hand, a few hundred
hands in all: seven-point and ten-point at four, ten-point at two, three, five, six (eight cards
each, in two teams of three or three of two) and seven (seven cards each), and two tables that
stretch the rules (ten-point with the five as well, so that a point trump must sometimes be
burned; seven-point where all may pass and the hand is thrown in).

What is checked comes from RULES.md alone, with its own trump order and point cards (nothing of
``engine.deck``, ``engine.scoring`` or ``engine.draw_back``): every card of the deck ends in
exactly one place (the stock, dead, burned or played); the draw takes what RULES.md says in the
order it says; burns leave six and spare the point trumps while others are held; play is of
trumps only, each trick one card from every player still holding one, led as RULES.md says; the
points won add up to the awards whose card was in play; and a hand's record replays to the same
state.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.records import hand_record_json, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS, Rules, RulesError, rules_from_json
from pitch_desktop.engine.state import (
    HandState,
    Phase,
    apply,
    deal,
    legal_actions,
    trick_history,
)

# --- the cards, from RULES.md (0..51 = suit * 13 + rank, BJ 52, LJ 53) ----------------------------

RANK_COUNT = 13
SUIT_CARDS = 52
BJ, LJ = 52, 53
TWO, THREE, FIVE, TEN, JACK, QUEEN, KING, ACE = 0, 1, 3, 8, 9, 10, 11, 12
# The other suit of each suit's colour: clubs with spades, diamonds with hearts.
SAME_COLOUR = {0: 3, 3: 0, 1: 2, 2: 1}
KEPT = 6  # every player draws back to six, and burns down to six
WORTH = {"three": 3, "five": 5}  # every other award is worth 1
# The awards carried by a rank of the trump suit.
TRUMP_RANK_AWARDS = {"jack": JACK, "ten": TEN, "three": THREE, "five": FIVE}
CARD_POINTS = {TEN: 10, ACE: 4, KING: 3, QUEEN: 2, JACK: 1}

TEN_AND_FIVE: dict[str, Any] = {
    "preset": "ten-point",
    "points": [
        "high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten", "three", "five",
    ],
}  # fmt: skip
# The same at two players: the pitcher takes most of the stock, and holding all seven point
# trumps and more than six in all it must burn one of them.
TEN_AND_FIVE_2: dict[str, Any] = {**TEN_AND_FIVE, "players": 2, "teams": 0}

# (name, rules, hands played): about 500 hands, a few seconds in all.
TABLES: list[tuple[str, dict[str, Any], int]] = [
    ("seven_point", {"preset": "seven-point"}, 100),
    ("ten_point", {"preset": "ten-point"}, 100),
    ("ten_point_2", {"preset": "ten-point", "players": 2, "teams": 0}, 30),
    ("ten_point_3", {"preset": "ten-point", "players": 3, "teams": 0}, 30),
    ("ten_point_5", {"preset": "ten-point", "players": 5, "teams": 0}, 30),
    ("ten_point_6_two_teams", {"preset": "ten-point", "players": 6}, 30),
    ("ten_point_6_three_teams", {"preset": "ten-point", "players": 6, "teams": 3}, 20),
    ("seven_point_6_cutthroat", {"preset": "seven-point", "players": 6, "teams": 0}, 20),
    ("ten_point_7_deal_7", {"preset": "ten-point", "players": 7, "teams": 0, "deal": 7}, 20),
    ("ten_and_five", TEN_AND_FIVE, 40),
    ("ten_and_five_2", TEN_AND_FIVE_2, 40),
    ("seven_point_redeal", {"preset": "seven-point", "all_pass": "redeal"}, 30),
]


def mask_of(cards: Any) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def off_jack_of(trump: int) -> int:
    return SAME_COLOUR[trump] * RANK_COUNT + JACK


def trump_order(trump: int) -> list[int]:
    """The 16 trumps high to low: A K Q J, the off-jack, BJ, LJ, T 9 .. 2 (both presets play an
    off-jack and two jokers)."""
    base = trump * RANK_COUNT
    order = [base + ACE, base + KING, base + QUEEN, base + JACK, off_jack_of(trump), BJ, LJ]
    order.extend(base + r for r in range(TEN, TWO - 1, -1))
    return order


def award_card(name: str, trump: int) -> int | None:
    """The card of a card award (None for High and Low)."""
    if name in TRUMP_RANK_AWARDS:
        return trump * RANK_COUNT + TRUMP_RANK_AWARDS[name]
    if name == "off_jack":
        return off_jack_of(trump)
    return {"big_joker": BJ, "little_joker": LJ}.get(name)


def point_trumps(rules: Rules, trump: int) -> int:
    """The trumps carrying a card award of the rules' points."""
    cards = (award_card(str(a), trump) for a in rules.points)
    return mask_of(c for c in cards if c is not None)


def seat_of(masks: tuple[int, ...], c: int) -> int:
    return next(s for s, m in enumerate(masks) if m >> c & 1)


def side_of(rules: Rules, seat: int) -> int:
    return seat % rules.teams if rules.teams else seat


def card_points(c: int) -> int:
    return 0 if c >= SUIT_CARDS else CARD_POINTS.get(c % RANK_COUNT, 0)


# --- a random hand --------------------------------------------------------------------------------


class Played:
    """A random hand: the state as dealt, when play began, at the end; per trick, the seats
    holding a trump at its start."""

    def __init__(self, rules: Rules, seed: int) -> None:
        rng = random.Random(seed)
        state = deal(rules, rng.randrange(rules.players), rng)
        self.start = state
        self.at_play: HandState | None = None
        self.holding: list[int] = []
        while not state.is_over:
            legal = legal_actions(state)
            assert legal, "no legal action before the hand is over"
            if state.phase is Phase.DRAW:
                assert len(legal) == 1, "the draw is forced"
            if state.phase is Phase.PLAY:
                if self.at_play is None:
                    self.at_play = state
                # Trumps only: any trump held may be played, at any time.
                assert legal == cards_of(state.hands[state.to_act])
                if not state.trick:
                    self.holding.append(mask_of(s for s, h in enumerate(state.hands) if h))
            state = apply(state, rng.choice(legal))
        self.end = state


def hands_played(obj: dict[str, Any], count: int, base: int) -> list[Played]:
    rules = rules_from_json(obj)
    return [Played(rules, base + k) for k in range(count)]


# --- the checks -----------------------------------------------------------------------------------


def check_cards(p: Played) -> None:
    """Every card of the deck is in exactly one place at the end: the stock left (nothing, as the
    pitcher takes the rest), dead, burned or played; every card played is a trump."""
    state = p.end
    rules = state.rules
    deck = mask_of(range(SUIT_CARDS + rules.jokers))
    assert deck_of(rules).mask == deck
    n = rules.players
    assert all(m.bit_count() == rules.deal for m in state.dealt)
    assert sum(m.bit_count() for m in state.dealt) + len(p.start.stock) == deck.bit_count()
    if state.thrown_in:
        assert mask_of(p.start.stock) | sum_masks(state.dealt) == deck
        assert not state.plays
        return
    assert state.trump is not None
    trumps = mask_of(trump_order(state.trump))
    places = [
        mask_of(state.stock),
        *state.dead,
        *state.burned,
        mask_of(state.plays),
    ]
    assert sum(m.bit_count() for m in places) == deck.bit_count(), "a card in two places"
    assert sum_masks(places) == deck, "a card in no place"
    assert len(set(state.plays)) == len(state.plays)
    assert state.stock == (), "the pitcher takes the whole rest of the stock"
    assert all(h == 0 for h in state.hands)
    assert mask_of(state.plays) & ~trumps == 0, "a card played that is not a trump"
    for seat in range(n):
        seen = state.dealt[seat] | state.drawn[seat]
        assert state.dead[seat] == seen & ~trumps, "dead: every non-trump dealt or drawn"
        assert state.burned[seat] & ~(seen & trumps) == 0, "burned: the seat's own trumps"


def sum_masks(masks: Any) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


def check_draw(p: Played) -> None:
    """From the dealer's left, each player but the pitcher draws six less the trumps kept (fewer
    as the stock runs out) from the top; the pitcher takes the rest."""
    state = p.end
    if state.thrown_in:
        assert all(m == 0 for m in state.drawn)
        return
    rules = state.rules
    n = rules.players
    assert state.trump is not None and state.pitcher is not None
    trumps = mask_of(trump_order(state.trump))
    stock = list(p.start.stock)
    order = [(state.dealer + i) % n for i in range(1, n + 1)]
    order.remove(state.pitcher)
    for seat in order:
        kept = (state.dealt[seat] & trumps).bit_count()
        count = min(len(stock), max(0, KEPT - kept))
        assert state.drawn[seat] == mask_of(stock[:count]), f"seat {seat}'s draw"
        stock = stock[count:]
    assert state.drawn[state.pitcher] == mask_of(stock), "the pitcher takes the rest"


def check_burns(p: Played) -> None:
    """Only a player over six burns, down to six; a point trump only when no other is held."""
    state = p.end
    if state.thrown_in:
        return
    rules = state.rules
    assert state.trump is not None
    trumps = mask_of(trump_order(state.trump))
    points = point_trumps(rules, state.trump)
    for seat in range(rules.players):
        held = (state.dealt[seat] | state.drawn[seat]) & trumps
        burned = state.burned[seat]
        assert burned.bit_count() == max(0, held.bit_count() - KEPT)
        if burned & points:
            # Every trump without an award went first.
            assert held & ~points & ~burned == 0, f"seat {seat} burned a point trump too soon"
    if p.at_play is not None:
        for seat, hand in enumerate(p.at_play.hands):
            assert hand.bit_count() <= KEPT, "more than six trumps when play starts"
            assert hand & ~trumps == 0, "a card that is not a trump held for play"
            held = (state.dealt[seat] | state.drawn[seat]) & trumps
            assert hand == held & ~state.burned[seat]


def check_tricks(p: Played) -> None:
    """Each trick: one card from every player holding a trump at its start, led by the pitcher
    (or the next seat to its left holding one), then by the winner (or the next seat to its
    left holding one); the highest trump wins; the hand ends when nobody holds a trump."""
    state = p.end
    if state.thrown_in:
        return
    rules = state.rules
    n = rules.players
    assert state.trump is not None and state.pitcher is not None
    order = trump_order(state.trump)
    rank = {c: -i for i, c in enumerate(order)}  # higher is better; BJ above LJ (marked)
    hands = list(p.at_play.hands) if p.at_play is not None else [0] * n
    history = trick_history(state)
    assert len(history) == len(p.holding)
    assert sum(len(cards) for _, cards, _ in history) == len(state.plays)
    lead_from = state.pitcher
    for (leader, cards, winner), holding in zip(history, p.holding, strict=True):
        seats_in = [s for s in range(n) if hands[s]]
        assert holding == mask_of(seats_in)
        assert len(cards) == len(seats_in), "a trick is one card from each player still in"
        expected_leader = next(s for s in ((lead_from + i) % n for i in range(n)) if hands[s])
        assert leader == expected_leader
        seats = [s for s in ((leader + i) % n for i in range(n)) if hands[s]]
        for seat, c in zip(seats, cards, strict=True):
            assert hands[seat] >> c & 1, f"seat {seat} played a card it did not hold"
            hands[seat] &= ~(1 << c)
        best = max(range(len(cards)), key=lambda i: rank[cards[i]])
        assert winner == seats[best]
        lead_from = seats[best]
    assert all(h == 0 for h in hands)
    assert sum(state.tricks) == len(history)


def check_score(p: Played) -> None:
    """The points won add up to the worth of the awards whose card (for High a trump, for Low a
    card of the trump suit) was played; the pitcher's side scores them or minus its bid."""
    state = p.end
    if state.thrown_in:
        assert state.score is None
        return
    rules = state.rules
    score = state.score
    assert score is not None and state.trump is not None and state.pitcher is not None
    played = set(state.plays)
    trump_suit = {c for c in played if c < SUIT_CARDS and c // RANK_COUNT == state.trump}
    in_play = 0
    for award in rules.points:
        name = str(award)
        c = award_card(name, state.trump)
        if name == "high":
            counted = bool(played)
        elif name == "low":
            counted = bool(trump_suit)
        elif name == "game":
            best = max(score.game_points)
            counted = list(score.game_points).count(best) == 1
        else:
            counted = c in played
        in_play += WORTH.get(name, 1) if counted else 0
    assert sum(score.won) == in_play
    assert sum(score.won) <= rules.total_points
    side = side_of(rules, state.pitcher)
    bid = state.high_bid
    assert score.made == (score.won[side] >= bid)
    expected = list(score.won)
    if not score.made:
        expected[side] = -bid
    assert list(score.hand_score) == expected
    # Card points are counted in the trumps taken.
    taken = [0] * rules.sides
    for seat, pile in enumerate(state.captured):
        taken[side_of(rules, seat)] += sum(card_points(c) for c in cards_of(pile))
    assert list(score.game_points) == taken
    got = result_json(state)
    assert list(got["points"]) == [str(a) for a in rules.points]
    # Low: the lowest card of the trump suit played, to its holder's side (low_goes_to holder).
    if "low" in got["points"]:
        if trump_suit:
            low = min(trump_suit)
            holder = seat_of(
                tuple(d | dr for d, dr in zip(state.dealt, state.drawn, strict=True)), low
            )
            assert got["points"]["low"] == side_of(rules, holder)
        else:
            assert got["points"]["low"] is None


def check_replay(p: Played) -> None:
    """The hand's record, written as JSON text and read back, replays to the same state."""
    record = hand_record_json(p.end)
    again = replay_record(json.loads(json.dumps(record)))
    assert again == [p.end]
    assert result_json(again[0]) == result_json(p.end)


# --- the properties -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("obj", "count", "base"),
    [pytest.param(obj, count, 1000 * i, id=name) for i, (name, obj, count) in enumerate(TABLES)],
)
def test_random_draw_back_hands(obj: dict[str, Any], count: int, base: int) -> None:
    for p in hands_played(obj, count, base):
        check_cards(p)
        check_draw(p)
        check_burns(p)
        check_tricks(p)
        check_score(p)
        check_replay(p)


@pytest.mark.parametrize(
    "obj",
    [
        pytest.param({"preset": "ten-point"}, id="ten-point"),
        pytest.param({"preset": "ten-point", "players": 2, "teams": 0}, id="two_players"),
        pytest.param(TEN_AND_FIVE, id="ten_and_five"),
    ],
)
def test_records_cut_part_way_replay(obj: dict[str, Any]) -> None:
    """A record of a hand stopped part-way (before trump, between burns, mid-trick) replays to
    the same state. (A record cannot stop between the draws, which follow trump at once.)"""
    rules = rules_from_json(obj)
    for k in range(30):
        rng = random.Random(5000 + k)
        state = deal(rules, rng.randrange(rules.players), rng)
        states = [state]
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
            states.append(state)
        for cut in rng.sample(states, 4):
            if cut.phase is Phase.DRAW:
                continue
            again = replay_record(json.loads(json.dumps(hand_record_json(cut))))
            assert again == [cut]
            assert result_json(again[0]) == result_json(cut)


def test_some_hands_burn_and_some_point_trumps_are_burned() -> None:
    """Random play does reach the rarer rules: burns, a point trump burned (with the five as
    well), a trick of a single card, a player drawing fewer than it needs."""
    burned = point_burned = lone_trick = short = 0
    for p in [
        *hands_played({"preset": "ten-point", "players": 2, "teams": 0}, 30, 7000),
        *hands_played(TEN_AND_FIVE_2, 60, 8000),
        *hands_played({"preset": "ten-point", "players": 6}, 60, 9000),
    ]:
        state = p.end
        assert state.trump is not None and state.pitcher is not None
        points = point_trumps(state.rules, state.trump)
        burned += any(state.burned)
        point_burned += any(m & points for m in state.burned)
        lone_trick += any(len(cards) == 1 for _, cards, _ in trick_history(state))
        trumps = mask_of(trump_order(state.trump))
        for seat in range(state.rules.players):
            need = max(0, KEPT - (state.dealt[seat] & trumps).bit_count())
            short += seat != state.pitcher and state.drawn[seat].bit_count() < need
    assert burned and point_burned and lone_trick and short


# --- the rules of the draw-back tables ------------------------------------------------------------


def test_draw_back_presets() -> None:
    seven = PRESETS["seven-point"].to_json()
    ten = PRESETS["ten-point"].to_json()
    assert seven["draw"] == ten["draw"] == "draw_back"
    assert seven["deal"] == ten["deal"] == 9
    assert seven["points"] == [
        "high", "low", "jack", "off_jack", "big_joker", "little_joker", "ten",
    ]  # fmt: skip
    assert ten["points"] == [*seven["points"], "three"]
    assert (seven["min_bid"], seven["max_bid"], seven["stuck_bid"]) == (3, 7, 3)
    assert (ten["min_bid"], ten["max_bid"], ten["stuck_bid"]) == (4, 10, 4)
    assert (seven["target"], ten["target"]) == (21, 32)
    for r in (seven, ten):
        assert r["jokers"] == 2 and r["off_jack"] is True and r["low_goes_to"] == "holder"
        assert r["dealer_steal"] == "never" and r["smudge"] is False
        assert r["jokers_rank"] == "marked" and r["win_rule"] == "bidder_out"
        assert r["players"] == 4 and r["teams"] == 2
    assert PRESETS["seven-point"].total_points == 7
    assert PRESETS["ten-point"].total_points == 10


@pytest.mark.parametrize(
    ("obj", "deal_size"),
    [
        pytest.param({"preset": "ten-point", "players": 6}, 8, id="six_deal_eight"),
        pytest.param({"preset": "ten-point", "players": 6, "teams": 3}, 8, id="six_three_teams"),
        pytest.param({"preset": "ten-point", "players": 6, "deal": 7}, 7, id="six_deal_seven"),
        pytest.param({"preset": "seven-point", "players": 5, "teams": 0}, 9, id="five_deal_nine"),
        pytest.param({"preset": "ten-point", "players": 2, "teams": 0}, 9, id="two_deal_nine"),
        pytest.param({"preset": "ten-point", "players": 7, "teams": 0, "deal": 7}, 7, id="seven"),
    ],
)
def test_draw_back_tables_accepted(obj: dict[str, Any], deal_size: int) -> None:
    assert rules_from_json(obj).deal == deal_size


@pytest.mark.parametrize(
    "obj",
    [
        # 7 x 9 = 63 cards, more than the 54 of the deck (and two teams do not fit seven).
        pytest.param({"preset": "ten-point", "players": 7}, id="seven_players"),
        pytest.param({"preset": "ten-point", "players": 7, "teams": 0}, id="seven_cutthroat"),
        pytest.param({"preset": "ten-point", "players": 7, "teams": 0, "deal": 8}, id="7x8"),
        # A deal above nine.
        pytest.param({"preset": "ten-point", "players": 5, "teams": 0, "deal": 11}, id="deal_11"),
        # Two teams do not fit five players.
        pytest.param({"preset": "seven-point", "players": 5}, id="five_in_two_teams"),
    ],
)
def test_draw_back_tables_refused(obj: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        rules_from_json(obj)


def test_six_players_of_nine_is_the_whole_deck() -> None:
    """players x deal may equal the deck: six players of nine cards, no stock at all."""
    rules = rules_from_json({"preset": "ten-point", "players": 6, "deal": 9})
    assert rules.deal == 9
    p = Played(rules, 42)
    assert p.start.stock == ()
    check_cards(p)
    check_draw(p)
    check_tricks(p)
    check_replay(p)
