"""The rule-based bots (``random``, ``greedy``, ``beginner``, ``standard``) in the point families.

Whole hands of five-, six- and nine-point Pitch (and a house table with every card award) at
two, four and six players, every action legal; positions where ``standard`` keeps the five of
trump home, feeds its partner's safe trick the five, a joker or the off-jack, and does not throw
the off-jack under a higher trump; and its bids in nine-point: never above nine, a pass on a
weak hand, a real bid on a strong one. The four-point game is pinned elsewhere
(``benchmarks/bot_choices.py`` digests, ``test_ai_standard``).
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.heuristics import (
    award_worth,
    best_suit,
    card_value,
    estimate_suit,
    higher_out,
    may_hold,
)
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.standard import card_words, smudge_hand
from pitch_desktop.engine.cards import (
    BIG_JOKER,
    CLUBS,
    HEARTS,
    LITTLE_JOKER,
    SPADES,
    SUIT_MASKS,
    card_text,
    cards_of,
    mask_of,
    parse_card,
)
from pitch_desktop.engine.deck import Trumps, deck_of, trumps_of
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import PRESETS, JokersRank, Rules, TrumpRule
from pitch_desktop.engine.state import (
    PASS,
    HandState,
    Phase,
    action_text,
    apply,
    bid_action,
    bid_level,
    deal,
    is_bid,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of

RULE_LEVELS = ["random", "greedy", "beginner", "standard"]
FAMILIES = ["five-point", "six-point", "nine-point"]
# A house table with every card award the engine plays without the draw-back.
EVERY_AWARD = Rules(
    max_bid=10,
    smudge=False,
    points=(
        Award.HIGH,
        Award.LOW,
        Award.JACK,
        Award.OFF_JACK,
        Award.BIG_JOKER,
        Award.LITTLE_JOKER,
        Award.TEN,
        Award.THREE,
        Award.GAME,
    ),
    off_jack=True,
    jokers=2,
    jokers_rank=JokersRank.FIRST_PLAYED,
    trump_rule=TrumpRule.FOLLOW_SUIT,
)


def hand(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def table(preset: str, players: int) -> Rules:
    """The preset at ``players`` seats, as the window seats it: its partnerships where they
    fit, else cutthroat, and the deal the table's size allows (nine-point deals eight at six)."""
    return PRESETS[preset].seated(players)


def play_hands(rules: Rules, level: str, hands: int) -> list[HandState]:
    """Whole hands with ``level`` in every seat: every action must be legal, every reason
    readable."""
    bots = [make_bot(level) for _ in range(rules.players)]
    ends = []
    for d in range(hands):
        rng = random.Random(d)
        state = deal(rules, d % rules.players, rng)
        seats = [random.Random(d * 31 + s) for s in range(rules.players)]
        while state.phase is not Phase.DONE:
            seat = state.to_act
            legal = legal_actions(state)
            action, why = bots[seat].advise(view_of(state, seat), legal, seats[seat])
            assert action in legal, (rules.preset_name(), level, d, action_text(action))
            assert str(why)
            state = apply(state, action)
        ends.append(state)
    return ends


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("preset", FAMILIES)
@pytest.mark.parametrize("level", RULE_LEVELS)
def test_every_rule_level_plays_whole_hands_of_the_families(
    level: str, preset: str, players: int
) -> None:
    rules = table(preset, players)
    ends = play_hands(rules, level, 12)
    assert all(s.phase is Phase.DONE for s in ends)


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("level", RULE_LEVELS)
def test_every_rule_level_plays_a_table_with_every_card_award(level: str, players: int) -> None:
    rules = EVERY_AWARD.with_changes(players=players, teams=2 if players in (4, 6) else 0)
    play_hands(rules, level, 10)


# The positions below are of six-card hands: nine-point as it was dealt before it dealt nine.
SIX_CARD_NINE_POINT = PRESETS["nine-point"].with_changes(deal=6)


def position(preset: str, hands: list[str], bids: list[object], plays: list[str]) -> HandState:
    rules: dict[str, object] = {"preset": preset}
    if preset == "nine-point":
        rules["deal"] = 6
    record = {
        "format": "pitch-hand/1",
        "rules": rules,
        "dealer": 0,
        "hands": [h.split() for h in hands],
        "bids": bids,
        "plays": plays,
    }
    return replay_record(record)[-1]


def standard_plays(state: HandState) -> tuple[str, str]:
    action, why = make_bot("standard").advise(
        view_of(state, state.to_act), legal_actions(state), random.Random(0)
    )
    return action_text(action), str(why)


# Seat 1 bids and pitches the ace of hearts; seats 1 and 3 are partners.
PITCH = [3, "pass", "pass", "pass"]


def test_the_kernel_reads_the_tricks_of_the_families() -> None:
    five = trumps_of(PRESETS["five-point"], HEARTS)
    # The off-jack (the jack of diamonds) is a trump between the jack and the ten.
    trick = (parse_card("TH"), parse_card("JD"), parse_card("AD"))
    assert five.winner_index(trick) == 1
    assert five.beats[parse_card("TH")] >> parse_card("JD") & 1
    assert not five.beats[parse_card("JH")] >> parse_card("JD") & 1
    six = trumps_of(PRESETS["six-point"], SPADES)
    assert six.winner_index((parse_card("2S"), BIG_JOKER, parse_card("TS"))) == 1
    assert six.order.index(BIG_JOKER) == 5  # A K Q J, the off-jack (JC), then the joker
    # In the plain deck the jack of diamonds is a diamond.
    assert trumps_of(PRESETS["setback"], HEARTS).winner_index(trick) == 0


def test_card_values_count_each_award_at_its_worth() -> None:
    state = position(
        "nine-point",
        ["2C 3C 4C 6D 7D 8D", "AH KH QH 2S 3S 4S", "5H 9H TC JC QC KC", "AC 2D 3D 4D 5D 6S"],
        PITCH,
        ["AH"],
    )
    view = view_of(state, 2)
    assert award_worth(view, parse_card("5H")) == 5
    assert card_value(view, parse_card("5H")) == 5 * 30
    assert card_value(view, parse_card("JH")) == 31
    assert card_value(view, parse_card("JD")) == 1  # no off-jack in nine-point
    six = position(
        "six-point",
        ["2C 3C 4C 6D 7D 8D", "AH KH QH 2S 3S 4S", "BJ 9H TC JC QC KC", "AC 2D 3D 4D 5D 6S"],
        PITCH,
        ["AH"],
    )
    view = view_of(six, 2)
    assert card_value(view, BIG_JOKER) == 30  # a point, and no Game points
    assert card_value(view, parse_card("JD")) == 31  # the off-jack
    # The trumps above the king that seat 2 has not seen: the ace is played, none.
    assert higher_out(view, parse_card("KH")) == 0
    assert higher_out(view, BIG_JOKER) == hand("KH QH JH JD")


def test_standard_keeps_the_five_home_in_a_lost_trick() -> None:
    state = position(
        "nine-point",
        ["2C 3C 4C 6D 7D 8D", "AH KH QH 2S 3S 4S", "5H 9H TC JC QC KC", "AC 2D 3D 4D 5D 6S"],
        PITCH,
        ["AH"],
    )
    card, _ = standard_plays(state)
    assert card == "9H"


def test_standard_does_not_lead_the_five_into_the_opponents_trumps() -> None:
    # Seat 1 won the first trick with the ace; the king of trump is still out (seat 2).
    state = position(
        "nine-point",
        ["2C 3C 4C 6D 7D 8D", "AH 5H 9C 2S 3S 4S", "KH 9H TC JC QC KC", "AC 2D 3D 4D 5D 6S"],
        PITCH,
        ["AH", "9H", "AC", "2C"],
    )
    assert state.to_act == 1
    card, _ = standard_plays(state)
    assert card != "5H"


@pytest.mark.parametrize(
    ("preset", "feed", "words"),
    [
        ("nine-point", "5H", "the five of hearts"),
        ("six-point", "BJ", "the big joker"),
        ("five-point", "JD", "the jack of diamonds"),
    ],
)
def test_standard_feeds_its_partners_safe_trick(preset: str, feed: str, words: str) -> None:
    # The partner (seat 1) pitched the ace of trump: nothing beats it.
    state = position(
        preset,
        ["2C 3C 4C 6D 7D 8D", "AH KH QH 2S 3S 4S", "9H TC JC QC KC AC", f"{feed} 7H 2D 3D 4D 6S"],
        PITCH,
        ["AH", "9H"],
    )
    card, why = standard_plays(state)
    assert card == feed
    assert why == f"give {words} to my partner's trick"


def test_standard_does_not_throw_the_off_jack_under_a_higher_trump() -> None:
    # Hearts are trump (the king pitched); the off-jack (JD) cannot beat it: a small trump goes.
    state = position(
        "five-point",
        ["2C 3C 4C 6D 7D 8D", "KH QH 9S 2S 3S 4S", "JD 6H TC JC QC KC", "AC 2D 3D 4D 5D 6S"],
        PITCH,
        ["KH"],
    )
    card, _ = standard_plays(state)
    assert card == "6H"


def test_the_pitch_is_never_a_joker() -> None:
    # A hand whose best trumps are the jokers still pitches a card of its suit.
    rules = EVERY_AWARD.with_changes(trump_rule=TrumpRule.ANYTIME)
    deck = cards_of(deck_of(rules).mask)
    mine = hand("BJ LJ 2S 4S 9D 8C")
    rest = [c for c in deck if not mine >> c & 1]
    state = new_hand(
        rules, 0, (mask_of(rest[0:6]), mine, mask_of(rest[6:12]), mask_of(rest[12:18]))
    )
    state = apply(state, bid_action(4))
    for _ in range(3):
        state = apply(state, PASS)
    assert state.phase is Phase.PLAY and state.to_act == 1
    for level in ("greedy", "beginner", "standard"):
        action = make_bot(level).choose(view_of(state, 1), legal_actions(state), random.Random(0))
        assert action not in (BIG_JOKER, LITTLE_JOKER), level
    assert best_suit(mine, rules).suit == SPADES
    assert card_words(BIG_JOKER) == "the big joker"
    assert card_words(LITTLE_JOKER) == "the little joker"


def test_in_nine_point_no_bid_is_above_nine() -> None:
    rules = PRESETS["nine-point"]
    for level in ("greedy", "beginner", "standard"):
        bot = make_bot(level)
        for d in range(150):
            state = deal(rules, d % 4, random.Random(d), (d % 31, (d * 7) % 31))
            while state.phase is Phase.BID:
                legal = legal_actions(state)
                action = bot.choose(view_of(state, state.to_act), legal, random.Random(d))
                if action != PASS:
                    assert is_bid(action) and rules.min_bid <= bid_level(action) <= 9
                state = apply(state, action)


def _nine_point_bid(mine: int, seat: int = 1) -> tuple[str, str]:
    rules = SIX_CARD_NINE_POINT
    rest = [c for c in range(52) if not mine >> c & 1]
    hands = [mask_of(rest[6 * i : 6 * i + 6]) for i in range(3)]
    hands.insert(seat, mine)
    state = new_hand(rules, 0, tuple(hands))
    while state.to_act != seat:
        state = apply(state, PASS)
    action, why = make_bot("standard").advise(
        view_of(state, seat), legal_actions(state), random.Random(0)
    )
    return action_text(action), str(why)


def test_standard_passes_a_weak_hand_in_nine_point() -> None:
    for weak in ("9S 7D 6C 4C 8H 6D", "KH 8H 3C 6D 9S TS", "QD 7D 4H 9C JS 2C"):
        action, why = _nine_point_bid(hand(weak))
        assert action == "pass", (weak, why)
    # The five with one small guard and nothing else: the least bid, not the five's worth.
    action, why = _nine_point_bid(hand("9S 7D 5C 4C 8H 6D"))
    assert action in ("pass", "3"), why


def test_standard_bids_a_strong_hand_in_nine_point_within_reason() -> None:
    # Ace, king, jack, five and two of trump: High, Low (to the holder), the five and most
    # likely the Jack: seven points are near sure, never all nine.
    action, why = _nine_point_bid(hand("AH KH JH 5H 2H TC"))
    assert action.isdigit() and 5 <= int(action) <= 8, why
    assert why.startswith(f"bid {action}: A-K-J-5-2 of hearts")
    # The ace and the five with one guard: a middle bid, not a big one.
    action, why = _nine_point_bid(hand("AH 5H 9H 7C 8D 3S"))
    assert action.isdigit() and 3 <= int(action) <= 5, why


def test_the_five_counts_by_how_surely_it_comes_home() -> None:
    rules = SIX_CARD_NINE_POINT
    guarded = estimate_suit(hand("AH 9H 5H 7C 8D 3S"), HEARTS, rules).chance(Award.FIVE)
    alone = estimate_suit(hand("5H KC 9C 7D 8D 3S"), HEARTS, rules).chance(Award.FIVE)
    missing = estimate_suit(hand("AH 9H 4H 7C 8D 3S"), HEARTS, rules).chance(Award.FIVE)
    assert guarded > 0.7 > 0.3 > alone
    assert missing < 0.3
    e = estimate_suit(hand("AH 9H 5H 7C 8D 3S"), HEARTS, rules)
    assert e.total == pytest.approx(e.high + e.low + e.jack + 5 * e.chance(Award.FIVE) + e.game)
    # In the four-point game the total is the four chances, as before.
    plain = estimate_suit(hand("AH 9H 5H 7C 8D 3S"), HEARTS, Rules())
    assert plain.others == () and plain.total == plain.high + plain.low + plain.jack + plain.game


def test_a_joker_is_a_trump_of_every_suit_before_trump_is_known() -> None:
    rules = PRESETS["six-point"]
    with_joker = hand("BJ 2S 4S 9D 8C 7H")
    for suit in range(4):
        e = estimate_suit(with_joker, suit, rules)
        assert e.trumps == (with_joker & SUIT_MASKS[suit]).bit_count() + 1
        assert e.chance(Award.BIG_JOKER) > 0.4
    # The off-jack of spades (the jack of clubs) counts with spades, not with clubs.
    off = hand("JC 2S 4S 9D 8C 7H")
    assert estimate_suit(off, SPADES, rules).trumps == 3
    assert estimate_suit(off, SPADES, rules).chance(Award.OFF_JACK) > 0.4
    assert estimate_suit(off, CLUBS, rules).trumps == 2
    # A suit the hand holds no printed card of cannot be pitched: worth nothing.
    assert estimate_suit(hand("BJ 2S 4S 9D 8C 7C"), HEARTS, rules).total == 0.0


def test_smudge_counts_the_kernels_trumps() -> None:
    rules = PRESETS["six-point"]
    assert smudge_hand(hand("AH KH QH JH JD BJ"), HEARTS, rules)
    assert not smudge_hand(hand("AH KH QH JH JD BJ"), HEARTS)
    assert not smudge_hand(hand("AH KH QH TH JD BJ"), HEARTS, rules)


def _award_card(preset: str, trumps: Trumps) -> int:
    """The card award each family's test watches: the five, the off-jack, the big joker."""
    if preset == "nine-point":
        return parse_card("5" + "CDHS"[trumps.suit])
    if preset == "five-point":
        assert trumps.off_jack is not None
        return trumps.off_jack
    return BIG_JOKER


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("preset", FAMILIES)
def test_in_many_hands_standard_never_throws_or_leads_a_point_card_away(
    preset: str, players: int
) -> None:
    """The five (the off-jack, the big joker) is never thrown under the other side's winning
    card, nor led while an opponent may hold a trump above it, when a card worth nothing
    would do."""
    rules = table(preset, players)
    bot = make_bot("standard")
    for d in range(100):
        state = deal(rules, d % players, random.Random(d))
        rngs = [random.Random(d * 10 + s) for s in range(players)]
        while state.phase is not Phase.DONE:
            seat = state.to_act
            view = view_of(state, seat)
            legal = legal_actions(state)
            action = bot.choose(view, legal, rngs[seat])
            trumps = view.trumps
            if trumps is not None and view.phase is Phase.PLAY:
                point = _award_card(preset, trumps)
                others = [c for c in legal if c != point and not award_worth(view, c)]
                if action == point and others:
                    if view.trick:
                        wi = trumps.winner_index(view.trick)
                        wseat = (view.leader + wi) % players
                        lost = (
                            rules.side_of(wseat) != view.side
                            and not trumps.beats[view.trick[wi]] >> point & 1
                        )
                        assert not lost, (d, [card_text(c) for c in legal])
                    else:
                        threats = higher_out(view, point)
                        opponents = [s for s in range(players) if rules.side_of(s) != view.side]
                        assert not any(may_hold(view, s) & threats for s in opponents), d
            state = apply(state, action)
