"""The expert, the exact solver and the search playouts in the point families (five-, six- and
nine-point: the off-jack, the jokers, the five): legal whole hands, hand-worked endgames whose
values follow the kernel's trick rule and the awards' worths, and playouts scored as the engine
scores them."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_desktop.ai.analysis import analyse_hand
from pitch_desktop.ai.expert import ExpertBot, _deciding_point
from pitch_desktop.ai.registry import bot_with_work
from pitch_desktop.ai.search import (
    MatchValue,
    Table,
    choose_card,
    hand_result,
    keep_mask,
    play_out,
    points_won,
)
from pitch_desktop.ai.solver import Position, solve, solve_moves
from pitch_desktop.engine.cards import (
    BIG_JOKER,
    HEARTS,
    SPADES,
    Card,
    mask_of,
    parse_card,
)
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import (
    PRESETS,
    JokersRank,
    LowGoesTo,
    Rules,
    TrumpRule,
)
from pitch_desktop.engine.scoring import match_winner
from pitch_desktop.engine.state import (
    PASS,
    HandState,
    Phase,
    apply,
    bid_action,
    deal,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import view_of
from tests.strategies import family_rules_strategy

FAMILIES = ("five-point", "six-point", "nine-point")
PLAYERS = (2, 4, 6)


def _table(preset: str, players: int) -> Rules:
    """The preset at ``players`` seats: its partnerships where they fit, else cutthroat, and
    the deal the table's size allows (nine-point deals eight at six)."""
    return PRESETS[preset].seated(players)


def _m(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def _cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


# ----- whole hands, legal actions only ----------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("preset", FAMILIES)
def test_expert_plays_whole_family_hands_legally(preset: str, players: int) -> None:
    rules = _table(preset, players)
    bot = bot_with_work("expert", 6)
    assert isinstance(bot, ExpertBot)
    for d in range(2):
        rng = random.Random(f"families:{preset}:{players}:{d}")
        state = deal(rules, d % players, rng)
        while state.phase is not Phase.DONE:
            legal = legal_actions(state)
            action, why = bot.advise(view_of(state, state.to_act), legal, rng)
            assert action in legal, (why, action, legal)
            assert isinstance(why, str) and why
            state = apply(state, action)
        assert state.thrown_in or state.score is not None


def _paranoid_choice(state: HandState, side: int) -> tuple[Card, float]:
    """The card the solver names for the seat to act when ``side`` maximises and every other
    side minimises, and its value."""
    view = view_of(state, state.to_act)
    values = solve_moves(Position.from_view(view, state.hands), side)
    if state.rules.side_of_seat[state.to_act] == side:
        best = max(values, key=lambda c: (values[c], -c))
    else:
        best = min(values, key=lambda c: (values[c], c))
    return best, values[best]


def _margin(state: HandState, side: int) -> float:
    assert state.score is not None
    scores = state.score.hand_score
    return scores[side] - (sum(scores) - scores[side]) / (len(scores) - 1)


# Tricks left when the solver takes over from the expert: the whole hand after the pitch at two
# players, the last four tricks at four, the last three at six (each in milliseconds).
_SOLVED_TRICKS = {2: 5, 4: 4, 6: 3}


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("preset", FAMILIES)
def test_solver_plays_family_hands_to_its_value(preset: str, players: int) -> None:
    """The expert bids and plays the first tricks, then every seat plays the solver's card for
    side 0 (maximising for it, minimising against it): every card is legal and the hand ends
    with exactly the value the solver gave when it took over."""
    rules = _table(preset, players)
    expert = bot_with_work("expert", 4)
    checked = 0
    for d in range(6):
        rng = random.Random(f"solver:{preset}:{players}:{d}")
        state = deal(rules, d % players, rng)
        left = _SOLVED_TRICKS[players]
        while state.phase is not Phase.DONE and not (
            state.trump is not None and state.hands[state.to_act].bit_count() <= left
        ):
            state = apply(
                state, expert.choose(view_of(state, state.to_act), legal_actions(state), rng)
            )
        if state.phase is Phase.DONE:
            continue
        promised: float | None = None
        while state.phase is Phase.PLAY:
            c, value = _paranoid_choice(state, 0)
            if promised is None:
                promised = value
            assert c in legal_actions(state)
            state = apply(state, c)
        assert promised is not None
        assert _margin(state, 0) == pytest.approx(promised)
        checked += 1
    assert checked >= 3


# ----- hand-worked endgames ----------------------------------------------------------------

SIX_TWO = PRESETS["six-point"].with_changes(players=2, teams=0)
# Six cards each, as nine-point was dealt before it dealt nine.
NINE_TWO = PRESETS["nine-point"].with_changes(players=2, teams=0, deal=6)


def _played(rules: Rules, dealt: tuple[str, str], bid: int, cards: str) -> HandState:
    """Seat 0 bids ``bid``, the dealer (seat 1) passes, and ``cards`` are played in order."""
    state = new_hand(rules, 1, (_m(dealt[0]), _m(dealt[1])))
    state = apply(apply(state, bid_action(bid)), PASS)
    for c in _cards(cards):
        state = apply(state, c)
    return state


def test_off_jack_takes_the_joker_it_draws() -> None:
    """Six-point, two players, hearts trump: the off-jack is the jack of diamonds, above the big
    joker. Seat 0 (pitcher, bid 2) leads with JD 4C left; seat 1 holds BJ 9C.

    Tricks so far: AH/3H and KC/6C to seat 0, 5D/7D to seat 1, 8S (led by seat 1) trumped by
    2H. Seat 0 holds High (AH) and Low (2H, taken) and leads Game 7 to 0.

    - JD: seat 1 must follow trump (the joker is one): BJ, which JD beats. Seat 0 takes the
      off-jack and the big joker; 4C then goes to 9C. Seat 0: High, Low, off-jack, big joker,
      Game (8 to 0) = 5, seat 1 nothing: +5.
    - 4C: seat 1 trumps with BJ (9C would let JD draw the joker next) and keeps the big joker;
      JD then takes 9C. Seat 0: High, Low, off-jack, Game = 4, seat 1 the big joker: +3.
    """
    state = _played(
        SIX_TWO,
        ("AH 2H JD 4C KC 5D", "BJ 9C 3H 6C 7D 8S"),
        2,
        "AH 3H KC 6C 5D 7D 8S 2H",
    )
    assert state.to_act == 0 and state.trick == ()
    pos = Position.from_view(view_of(state, 0), state.hands)
    assert pos == Position(
        rules=SIX_TWO,
        hands=(_m("JD 4C"), _m("BJ 9C")),
        dealt=(_m("AH 2H JD 4C KC 5D"), _m("BJ 9C 3H 6C 7D 8S")),
        trump=HEARTS,
        leader=0,
        trick=(),
        piles=(_m("AH 3H KC 6C 8S 2H"), _m("5D 7D")),
        tricks=(3, 1),
        pitcher_side=0,
        bid=2,
    )
    assert solve_moves(pos, 0) == {parse_card("JD"): 5.0, parse_card("4C"): 3.0}
    assert solve_moves(pos, 1) == {parse_card("JD"): -5.0, parse_card("4C"): -3.0}
    assert solve(pos, 0) == 5.0
    # The joker must follow the off-jack's lead: it is a trump.
    led = apply(state, parse_card("JD"))
    assert legal_actions(led) == [BIG_JOKER]
    # Seat 1's best answer to 4C is the joker.
    after = apply(state, parse_card("4C"))
    values = solve_moves(Position.from_view(view_of(after, 1), after.hands), 1)
    assert values == {parse_card("9C"): -5.0, BIG_JOKER: -3.0}


def test_the_five_is_kept_by_trumping_in() -> None:
    """Nine-point, two players, spades trump, Low to its holder. Seat 0 (pitcher, bid 3) holds
    5S AD; seat 1 leads 4D and keeps KS.

    Tricks so far: AS/9S to seat 0, TC/QC to seat 1, 3C trumped by 2S, 6H/7H to seat 1. Seat 0
    has High (AS) and Low (2S, held); Game stands 4 to 12.

    - 5S (trumping in): seat 0 takes the trick and so the five (5); AD is then trumped by KS,
      and seat 1 has Game (19 to 4). Seat 0: 1 + 1 + 5 = 7 against 1: +6.
    - AD: seat 0 takes the trick, then must lead 5S into KS: the five and Game (15 to 8) to
      seat 1. Seat 0 makes only 2 of its 3: set, -3, against 6: -9.
    """
    state = _played(
        NINE_TWO,
        ("AS 2S 5S AD TC 6H", "KS 9S 4D QC 3C 7H"),
        3,
        "AS 9S TC QC 3C 2S 6H 7H 4D",
    )
    assert state.to_act == 0 and state.trick == (parse_card("4D"),)
    pos = Position.from_view(view_of(state, 0), state.hands)
    assert pos.trump == SPADES and pos.piles == (_m("AS 9S 3C 2S"), _m("TC QC 6H 7H"))
    assert solve_moves(pos, 0) == {parse_card("5S"): 6.0, parse_card("AD"): -9.0}
    # Played out, the engine scores the same.
    for c, value in ((parse_card("5S"), 6.0), (parse_card("AD"), -9.0)):
        end = apply(state, c)
        while end.phase is Phase.PLAY:
            end = apply(end, legal_actions(end)[0])
        assert _margin(end, 0) == value


# ----- the playouts score as the engine ----------------------------------------------------


def _playout_matches_engine(rules: Rules, seed: int, eps: float) -> None:
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
    hands = list(state.hands)
    piles = [0] * tab.sides
    tricks = [0] * tab.sides
    in_play = 0
    for m in state.dealt:
        in_play |= m
    keep = keep_mask(tab, trump, in_play)
    play_out(tab, hands, trump, pitcher, [lead], piles, tricks, keep, random.Random(seed), eps)
    # The engine, driven card by card by the same policy and the same stream.
    policy_rng = random.Random(seed)
    while state.phase is Phase.PLAY:
        c = choose_card(
            tab,
            list(state.hands),
            state.to_act,
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
    assert sides == tuple(a.side for a in score.awards)
    assert won == list(score.won)
    ps = score.pitcher_side
    result = hand_result(tab, ps, score.bid, won, tricks[ps])
    assert result == list(score.hand_score)
    before = tuple(rng.randrange(-5, rules.target) for _ in range(rules.sides))
    value = MatchValue(rules, 0, before, 1.0)
    assert value.winner(result, ps, score.bid, sides) == match_winner(rules, before, score)


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("preset", FAMILIES)
def test_family_playouts_score_as_the_engine(preset: str, players: int) -> None:
    rules = _table(preset, players)
    for seed in range(40):
        _playout_matches_engine(rules, seed, (0.0, 0.2, 1.0)[seed % 3])


@settings(max_examples=150, deadline=None)
@given(
    rules=family_rules_strategy(),
    seed=st.integers(0, 2**32 - 1),
    eps=st.sampled_from([0.0, 0.3, 1.0]),
)
def test_any_family_playout_scores_as_the_engine(rules: Rules, seed: int, eps: float) -> None:
    _playout_matches_engine(rules, seed, eps)


# ----- reasons and analysis -----------------------------------------------------------------


def test_the_deciding_point_names_any_award() -> None:
    points = PRESETS["six-point"].points
    off_jack = 1 << points.index(Award.OFF_JACK)
    joker = 1 << points.index(Award.BIG_JOKER)
    best = [off_jack | joker, off_jack, off_jack, joker]
    other = [0, 0, joker, 0]
    assert _deciding_point(best, other, points) == ("the Off-Jack", 3)
    nine = PRESETS["nine-point"].points
    five = 1 << nine.index(Award.FIVE)
    assert _deciding_point([five, five], [0, five], nine) == ("the Five", 1)


@pytest.mark.parametrize("preset", FAMILIES)
def test_a_family_hand_is_analysed(preset: str) -> None:
    rules = _table(preset, 4)
    rng = random.Random(7)
    bot = bot_with_work("standard")
    state = deal(rules, 0, rng)
    while state.phase is not Phase.DONE:
        state = apply(state, bot.choose(view_of(state, state.to_act), legal_actions(state), rng))
    decisions = analyse_hand(state, 1, work=2)
    assert decisions
    for d in decisions:
        assert d.played in d.values or d.method == "none"
        assert d.cost >= 0.0


# ----- the solver agrees with a plain minimax over the engine's states ----------------------


def _reference(state: HandState, side: int) -> float:
    """Plain minimax over the engine's states, no pruning: the value for ``side``."""
    if state.phase is Phase.DONE:
        return _margin(state, side)
    values = [_reference(apply(state, c), side) for c in legal_actions(state)]
    return max(values) if state.rules.side_of_seat[state.to_act] == side else min(values)


TWO_JOKERS = Rules(
    players=3,
    teams=0,
    min_bid=1,
    max_bid=8,
    smudge=True,
    points=(
        Award.HIGH,
        Award.LOW,
        Award.JACK,
        Award.OFF_JACK,
        Award.BIG_JOKER,
        Award.LITTLE_JOKER,
        Award.TEN,
        Award.GAME,
    ),
    off_jack=True,
    jokers=2,
    jokers_rank=JokersRank.FIRST_PLAYED,
)


@pytest.mark.parametrize(
    ("rules", "tricks_left"),
    [
        (_table("five-point", 4), 2),
        (_table("six-point", 2), 4),
        (_table("nine-point", 3), 3),
        (TWO_JOKERS, 3),
        (
            TWO_JOKERS.with_changes(low_goes_to=LowGoesTo.HOLDER, trump_rule=TrumpRule.FOLLOW_SUIT),
            3,
        ),
    ],
    ids=["five-point-4", "six-point-2", "nine-point-3", "two-jokers-3", "two-jokers-holder-3"],
)
def test_family_solver_agrees_with_plain_minimax(rules: Rules, tricks_left: int) -> None:
    bot = bot_with_work("standard")
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = deal(rules, seed % rules.players, rng)
        while state.phase is not Phase.DONE and not (
            state.trump is not None and state.hands[state.to_act].bit_count() == tricks_left
        ):
            state = apply(
                state, bot.choose(view_of(state, state.to_act), legal_actions(state), rng)
            )
        if state.phase is Phase.DONE:
            continue
        view = view_of(state, state.to_act)
        pos = Position.from_view(view, state.hands)
        for side in {view.side, (view.side + 1) % rules.sides}:
            for c, v in solve_moves(pos, side).items():
                assert v == pytest.approx(_reference(apply(state, c), side)), (seed, c)
        checked += 1
    assert checked >= 15
