"""Every bot level in the draw-back (ten- and seven-point Pitch).

Whole seeded hands at four and six players and at two (cutthroat), every action legal and every
reason a readable sentence, through the arena too; positions where a level must burn a middle
trump and keep the ace, the two and the jack, name the suit of its strong trumps, pass a
hopeless hand, keep its point cards out of a lost trick and bank them in its partner's, duck
with the two, draw trumps with the top; the playouts the expert thinks with score as the engine
does; and the expert naming the suit its simulation prefers.
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai import draw_back_play
from pitch_desktop.ai.arena import run_arena
from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.draw_back_search import play_named
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import bot_names, bot_with_work, make_bot
from pitch_desktop.engine.cards import (
    BIG_JOKER,
    CLUBS,
    HEARTS,
    LITTLE_JOKER,
    SPADES,
    Card,
    Mask,
    card_text,
    mask_of,
    parse_card,
)
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    DRAW,
    PASS,
    HandState,
    Phase,
    action_text,
    apply,
    bid_action,
    deal,
    is_name,
    legal_actions,
    name_action,
    named_suit,
    new_hand,
)
from pitch_desktop.engine.view import sample_world, view_of

DRAW_BACK = ["ten-point", "seven-point"]
# The expert looks at a fixed number of deals, so every run gives the same answers.
WORK = 12


def bot(level: str, work: int = WORK) -> Bot:
    return bot_with_work(level, work) if level == "expert" else make_bot(level)


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def m(text: str) -> Mask:
    return mask_of(cards(text))


def play_whole_hands(rules: Rules, level: str, hands: int) -> list[HandState]:
    """Whole hands with ``level`` in every seat; every action legal, every reason a sentence."""
    players = [bot(level) for _ in range(rules.players)]
    ends = []
    for d in range(hands):
        rng = random.Random(d)
        state = deal(rules, d % rules.players, rng)
        seats = [random.Random(d * 31 + s) for s in range(rules.players)]
        while state.phase is not Phase.DONE:
            seat = state.to_act
            legal = legal_actions(state)
            action, why = players[seat].advise(view_of(state, seat), legal, seats[seat])
            assert action in legal, (rules.preset_name(), level, d, action_text(action))
            assert isinstance(why, str) and why.strip(), (level, state.phase)
            if state.phase is Phase.DRAW:
                assert action == DRAW
            state = apply(state, action)
        ends.append(state)
    return ends


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("preset", DRAW_BACK)
@pytest.mark.parametrize("level", bot_names())
def test_every_level_plays_whole_draw_back_hands(level: str, preset: str, players: int) -> None:
    rules = PRESETS[preset].seated(players)
    assert rules.draw_back
    ends = play_whole_hands(rules, level, 2 if level == "expert" else 6)
    for end in ends:
        assert end.score is not None
        # Every trump not burned was in play: High and Low always score with the draw-back.
        assert end.score.award("high").side is not None


@pytest.mark.parametrize("preset", DRAW_BACK)
def test_the_arena_plays_the_draw_back(preset: str) -> None:
    result = run_arena(PRESETS[preset], ["expert", "standard"], 2, 3, work=6)
    assert result.deals == 2
    made = sum(s.bids_made + s.bids_set for s in result.stats.values())
    assert made == 4  # every hand is played: the dealer is stuck


# ----- positions -------------------------------------------------------------------------------


def position(
    rules: Rules,
    trumps: list[str],
    trump: int,
    pitcher: int,
    plays: str = "",
    dealer: int = 0,
    bid: int | None = None,
) -> HandState:
    """A draw-back hand in play where seat ``s`` holds the trumps ``trumps[s]`` after the draw.

    Every other trump is dealt to nobody but lies at the bottom of the stock, under the
    non-trumps the others draw, so that the pitcher takes them; with ``trumps`` naming all the
    trumps, the stock holds none. The pitcher bids (``rules.min_bid`` unless ``bid``), the
    others pass, the pitcher names ``trump``, everyone draws, and ``plays`` are played.
    """
    state = dealt_for(rules, trumps, trump, dealer)
    state = auction(state, pitcher, bid)
    state = apply(state, name_action(trump))
    while state.phase is Phase.DRAW:
        state = apply(state, DRAW)
    assert state.phase is Phase.PLAY, state.phase
    for c in cards(plays):
        state = apply(state, c)
    return state


def dealt_for(rules: Rules, trumps: list[str], trump: int, dealer: int = 0) -> HandState:
    """The deal of ``position``: each seat its trumps and non-trumps to fill its hand."""
    deck = deck_of(rules)
    tm = deck.by_suit[trump].mask
    held = [m(t) for t in trumps]
    taken = 0
    for h in held:
        taken |= h
    plain = [c for c in range(deck.size) if deck.mask >> c & 1 and not tm >> c & 1]
    spare = [c for c in range(deck.size) if tm >> c & 1 and not taken >> c & 1]
    dealt = []
    for h in held:
        need = rules.deal - h.bit_count()
        fill, plain = plain[:need], plain[need:]
        dealt.append(h | mask_of(fill))
    return new_hand(rules, dealer, tuple(dealt), stock=tuple(plain + spare))


def auction(state: HandState, pitcher: int, bid: int | None = None) -> HandState:
    level = state.rules.min_bid if bid is None else bid
    while state.phase is Phase.BID:
        state = apply(state, bid_action(level) if state.to_act == pitcher else PASS)
    assert state.pitcher == pitcher
    return state


def choice(state: HandState, level: str, work: int = WORK) -> tuple[str, str]:
    action, why = bot(level, work).advise(
        view_of(state, state.to_act), legal_actions(state), random.Random(0)
    )
    return action_text(action), str(why)


TEN = PRESETS["ten-point"]
SEVEN = PRESETS["seven-point"]


def burning_state(rules: Rules) -> HandState:
    """Seat 1 keeps seven spades of its nine (the ace, the jack and the two with four others)
    and must burn one before play; seat 2 pitches spades."""
    dealt = dealt_for(rules, ["", "AS JS 9S 7S 5S 4S 2S", "KS QS", ""], SPADES)
    state = auction(dealt, 2)
    state = apply(state, name_action(SPADES))
    while state.phase is Phase.DRAW:
        state = apply(state, DRAW)
    assert state.phase is Phase.BURN and state.to_act == 1
    return state


@pytest.mark.parametrize("rules", [TEN, SEVEN], ids=["ten-point", "seven-point"])
@pytest.mark.parametrize("level", ["greedy", "beginner", "standard", "expert"])
def test_a_burn_keeps_the_ace_and_the_jack(rules: Rules, level: str) -> None:
    state = burning_state(rules)
    burned, why = choice(state, level, work=24)
    # The jack carries a point (the engine forbids burning it here) and the ace scores High
    # to its holder: a trump that carries no point goes, a middle one by the rules of thumb
    # (the two scores Low to its holder too).
    assert burned in {"9S", "7S", "5S", "4S", "2S"}, (burned, why)
    if level != "expert":
        assert burned == "4S"
    elif rules is SEVEN:
        assert burned != "2S", why
    # In ten-point the expert's search burns the two here: the pitcher holds the three
    # (worth 3), which it would play last and win over a two; a four kept takes it then
    # (+1.9 points a hand over 400 sampled deals, though Low goes to the three's holder).
    if level != "greedy":  # a yardstick: it gives no reasons of its own
        assert "burn" in why


def test_burn_order_keeps_high_and_low_then_the_big_awards() -> None:
    ts = draw_back_play.trump_suit(TEN, HEARTS)
    held = m("AH KH 9H 4H 2H")

    def order(hand: Mask, burned: Mask = 0) -> list[str]:
        out = []
        while hand.bit_count() > 1:
            c = draw_back_play.burn_choice(TEN, HEARTS, hand, burned)
            out.append(card_text(c))
            hand &= ~(1 << c)
            burned |= 1 << c
        return out

    assert order(held) == ["4H", "9H", "KH", "2H"]
    # Only card awards left: the one ranked lowest of the least worth, the three (3) last.
    assert order(m("JH JD 3H TH") | (1 << BIG_JOKER)) == ["TH", "BJ", "JD", "JH"]
    # The two burned by someone else: the three is Low now, kept over a middle trump.
    assert draw_back_play.burn_rank(ts, parse_card("3H"), m("2H")) > draw_back_play.burn_rank(
        ts, parse_card("9H"), m("2H")
    )


def naming_state(rules: Rules, hand: str) -> HandState:
    """Seat 1 holds ``hand`` (nine cards), bids and must name trump."""
    rest = [c for c in range(rules.deck_size) if not m(hand) >> c & 1]
    dealt = [0, m(hand), 0, 0]
    for seat in (0, 2, 3):
        dealt[seat], rest = mask_of(rest[: rules.deal]), rest[rules.deal :]
    state = new_hand(rules, 0, tuple(dealt), stock=tuple(rest))
    state = auction(state, 1)
    assert state.phase is Phase.NAME and state.to_act == 1
    return state


STRONG_SPADES = "AS KS JS TS 3S 2S 4C 5D 6H"


@pytest.mark.parametrize("level", ["greedy", "beginner", "standard", "expert"])
def test_naming_trump_picks_the_strong_trumps(level: str) -> None:
    state = naming_state(TEN, STRONG_SPADES)
    named, why = choice(state, level)
    assert named == "S", (named, why)
    if level in ("standard", "expert"):
        assert "spades" in why


def test_the_expert_names_the_suit_its_simulation_prefers() -> None:
    # Hearts are longer (five against four), but the spades hold the ace, the two, the jack
    # and the three: every sampled world scores the spades better.
    state = naming_state(TEN, "AS JS 3S 2S 9H 8H 7H 6H 5H")
    view = view_of(state, 1)
    rng = random.Random(5)
    worlds = [sample_world(view, rng) for _ in range(60)]
    mean = {
        s: sum(play_named(w, 1, s, rng, 0.1).won[1] for w in worlds) / len(worlds)
        for s in (HEARTS, SPADES)
    }
    assert mean[SPADES] > mean[HEARTS] + 1.0
    action, why = ExpertBot.fixed_work(40).advise(view, legal_actions(state), random.Random(0))
    assert is_name(action) and named_suit(action) == SPADES, why
    assert "spades" in why and "sampled deals" in why


HOPELESS = "4C 5C 6D 7D 8H 9H 5S 6S 7S"


def bidding_state(rules: Rules, hand: str, seat: int, bids: list[int]) -> HandState:
    """Seat ``seat`` holds ``hand`` (the others what is left, in order) and is to speak after
    ``bids`` (0: pass), the dealer being seat 0."""
    rest = [c for c in range(rules.deck_size) if not m(hand) >> c & 1]
    dealt = [0] * rules.players
    dealt[seat] = m(hand)
    for s in range(rules.players):
        if s != seat:
            dealt[s], rest = mask_of(rest[: rules.deal]), rest[rules.deal :]
    state = new_hand(rules, 0, tuple(dealt), stock=tuple(rest))
    for level in bids:
        state = apply(state, bid_action(level))
    assert state.to_act == seat
    return state


@pytest.mark.parametrize("rules", [TEN, SEVEN], ids=["ten-point", "seven-point"])
@pytest.mark.parametrize("level", ["greedy", "beginner", "standard"])
def test_a_hopeless_hand_passes(rules: Rules, level: str) -> None:
    state = bidding_state(rules, HOPELESS, 1, [])
    bid, why = choice(state, level)
    assert bid == "pass", (bid, why)
    if level != "greedy":
        assert "pass" in why


@pytest.mark.parametrize("rules", [TEN, SEVEN], ids=["ten-point", "seven-point"])
@pytest.mark.parametrize("level", ["greedy", "beginner", "standard", "expert"])
def test_a_hopeless_hand_does_not_overcall(rules: Rules, level: str) -> None:
    # An opponent (seat 1) has bid all but the top: seat 2, holding nothing, lets it play.
    state = bidding_state(rules, HOPELESS, 2, [rules.max_bid - 2])
    bid, why = choice(state, level, work=40)
    assert bid == "pass", (bid, why)


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_a_strong_hand_bids(level: str) -> None:
    state = bidding_state(TEN, STRONG_SPADES, 1, [])
    bid, why = choice(state, level, work=40)
    assert bid != "pass", why
    assert int(bid) <= TEN.max_bid


def test_the_outlook_counts_the_draw() -> None:
    hand = m("AS KS JS TS 3S 2S 4C 5D 6H")
    strong = draw_back_play.outlook(TEN, hand, SPADES)
    weak = draw_back_play.outlook(TEN, hand, CLUBS)
    assert strong.total > weak.total + 3
    assert strong.high == 1.0 and strong.low == 1.0
    assert draw_back_play.best_outlook(TEN, hand).suit == SPADES
    # The pitcher takes the rest of the stock: far more of it at two players than at four,
    # none at five (the others draw it all).
    four = draw_back_play.draw_share(TEN, 3)
    two = draw_back_play.draw_share(TEN.seated(2), 3)
    assert two > 3 * four > 0
    assert draw_back_play.draw_share(TEN.seated(5), 3) == 0.0
    assert weak.expected > weak.held  # a suit held short still draws


# In the positions below seats 0 and 2 are partners against 1 and 3, and every trump of
# spades (the jack of clubs and both jokers too) is in some hand.


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_a_partner_winning_trick_gets_the_ten_not_the_ace(level: str) -> None:
    # Seat 1 leads the four, seat 2 (the partner) plays the queen and seat 3 the seven. Seat 0
    # plays last, so the queen holds: the ten is banked, the ace (High whatever) kept.
    trumps = ["AS TS 6S", "KS 4S 8S LJ", "QS 5S 9S BJ", "JS 7S 2S 3S JC"]
    state = position(TEN, trumps, SPADES, 1, "4S QS 7S")
    assert state.to_act == 0
    played, why = choice(state, level)
    assert played == "TS", (played, why)


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_a_lost_trick_gets_the_two_not_the_jack(level: str) -> None:
    # Seat 1 leads the ace: seat 2 cannot beat it and keeps the jack home; standard plays the
    # two (Low scores to its holder wherever the two falls). For the expert the two and the
    # nine are worth the same within a tenth of a point (1,500 sampled deals), the jack a
    # point less.
    trumps = ["KS TS 6S", "AS 4S 8S LJ", "JS 2S 9S", "QS 7S 5S 3S JC BJ"]
    state = position(TEN, trumps, SPADES, 1, "AS")
    played, why = choice(state, level, work=60)
    if level == "standard":
        assert played == "2S", (played, why)
    assert played != "JS", (played, why)


def test_standard_draws_trumps_with_the_top() -> None:
    trumps = ["9S 8S 7S", "AS KS QS 6S 5S 4S", "JS TS 2S", "3S JC BJ LJ"]
    state = position(TEN, trumps, SPADES, 1)
    played, why = choice(state, "standard")
    assert played in ("AS", "KS", "QS"), why
    assert "draw" in why


def test_standard_ducks_under_trumps_that_must_fall() -> None:
    # Seat 1 holds only the ace and the king, which must fall to the next two tricks; the
    # pitcher leads small under them and keeps the queen and the jack for the tricks after.
    trumps = ["QS JS 5S 4S", "AS KS", "TS 9S 8S 7S 6S 3S", "2S JC BJ LJ"]
    state = position(TEN, trumps, SPADES, 0, dealer=3)
    played, why = choice(state, "standard")
    assert played == "4S", (played, why)


def test_the_playouts_score_as_the_engine() -> None:
    for preset in DRAW_BACK:
        for players in (2, 4, 6):
            rules = PRESETS[preset].seated(players)
            for d in range(30):
                state = deal(rules, d % players, random.Random(d))
                state = auction(state, (d + 1) % players)
                trump = d % 4
                predicted = play_named(state, state.pitcher or 0, trump, random.Random(0), 0.0)
                state = apply(state, name_action(trump))
                while state.phase is not Phase.DONE:
                    state = apply(state, _policy_move(state))
                assert state.score is not None
                assert predicted.won == state.score.won, (preset, players, d)
                assert predicted.sides == tuple(a.side for a in state.score.awards)


def _policy_move(state: HandState) -> int:
    """The playouts' own choice at an engine state, as ``play_named`` makes it."""
    if state.phase is Phase.DRAW:
        return DRAW
    assert state.trump is not None
    burned = 0
    for b in state.burned:
        burned |= b
    if state.phase is Phase.BURN:
        return draw_back_play.burn_choice(
            state.rules, state.trump, state.hands[state.to_act], burned
        )
    from pitch_desktop.engine import draw_back

    wt = draw_back_play.world_table(state.rules, state.trump)
    seats = draw_back.trick_seats(state.seats_in, state.leader, state.rules.players)
    keep = draw_back_play.capture_mask(wt.ts, burned)
    return draw_back_play.world_card(
        wt, list(state.hands), state.to_act, list(state.trick), seats, keep, random.Random(0), 0.0
    )


def test_the_expert_is_reproducible_with_fixed_work() -> None:
    state = naming_state(SEVEN, STRONG_SPADES)
    view = view_of(state, 1)
    a = ExpertBot.fixed_work(10).advise(view, legal_actions(state), random.Random(4))
    b = ExpertBot.fixed_work(10).advise(view, legal_actions(state), random.Random(4))
    assert a == b
    assert str(a[1]) == str(b[1])


def test_jokers_are_trumps_in_the_outlook() -> None:
    hand = m("AH 2H") | (1 << BIG_JOKER) | (1 << LITTLE_JOKER)
    o = draw_back_play.outlook(TEN, hand, HEARTS)
    assert o.held == 4
    assert o.cards[-1] == parse_card("2H")
