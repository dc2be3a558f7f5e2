"""The expert's calibration per bid level: where a preset's record gives a bid level a factor of
its own (``Preset.level_shrink``, eleven-point's 6s at four players), that level's simulated
make rate is scaled by it, in the bid threshold, the claim, the reason for passing and the
naming of trump at that bid; every other level keeps the table size's factor; and
``make_rate_factor`` replaces both, as it does when a factor is measured.
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai import expert as expert_module
from pitch_desktop.ai.expert import (
    MIN_MAKE_RATE,
    ExpertBot,
    _BidSims,
    _BidStance,
    _Choice,
    _would_bid,
    make_rate_shrink,
)
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS
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
from tests.ai.claims import first_claim

ELEVEN = PRESETS["eleven-point"]
SIX = 6


def _six_factor() -> float:
    """Eleven-point's own factor for its 6s at four players, from the record."""
    (factor,) = [f for n, lv, f in PRESET_BOOK["eleven-point"].level_shrink if (n, lv) == (4, 6)]
    return factor


def test_eleven_points_sixes_have_a_factor_of_their_own() -> None:
    table = make_rate_shrink(ELEVEN)
    six = _six_factor()
    assert table == 1.12 and six != table  # the 6s over-claimed with the table's factor
    assert 1.0 <= six < table
    assert make_rate_shrink(ELEVEN, SIX) == six
    for level in (5, 7, 8, 9, 10, 11):
        assert make_rate_shrink(ELEVEN, level) == table
    # Another table size was never measured per level: its 6s keep its own (none) factor.
    assert make_rate_shrink(ELEVEN.seated(3), SIX) == make_rate_shrink(ELEVEN.seated(3)) == 1.0
    # A preset with no level measured: every level the table's factor.
    thirteen = PRESETS["thirteen-point"]
    assert {make_rate_shrink(thirteen, lv) for lv in range(5, 14)} == {1.17}


def test_the_bots_factor_is_the_levels_and_make_rate_factor_replaces_every_one() -> None:
    base = ExpertBot()
    assert base.shrink(ELEVEN, SIX) == _six_factor()
    assert base.shrink(ELEVEN, 7) == 1.12
    for factor in (1.12, 0.9):
        bot = ExpertBot(make_rate_factor=factor)
        assert {bot.shrink(ELEVEN, lv) for lv in range(4, 12)} == {factor}


def _first_speaker() -> HandState:
    state = deal(ELEVEN, 3, random.Random(0))
    assert state.phase is Phase.BID and state.to_act == 0
    return state


def _sims(raw: float) -> _BidSims:
    """Sums over 100 sampled deals in which a 6 and a 7 each won the auction and were made at
    the simulated rate ``raw`` in spades, each two points a hand better than passing."""
    sims = _BidSims.over([PASS_LEVEL, SIX, 7], [0, 1, 2, 3])
    sims.samples, sims.weights = 100, 100.0
    for level in (SIX, 7):
        sims.pitched[level] = 100.0
        sims.made[level][0] = 100.0 * raw
        sims.margins[level][0] = sims.totals[level][0] = 200.0
    return sims


def test_a_six_is_bid_only_if_its_own_factor_makes_it_likely() -> None:
    state = _first_speaker()
    view = view_of(state, 0)
    # A simulated 47%: 48.9% with the 6s' factor (under the 50% a bid needs), 52.6% with the
    # table's, which the 7 keeps.
    raw = 0.47
    assert _six_factor() * raw < MIN_MAKE_RATE < 1.12 * raw
    sims = _sims(raw)
    stance = _BidStance.of(ExpertBot(), view, sims)
    assert stance.shrinks[SIX] == _six_factor() and stance.shrinks[7] == 1.12
    assert not stance.free and not stance.partner
    assert not _would_bid(SIX, 0, sims, stance)
    assert _would_bid(7, 0, sims, stance)
    # The old bot, every level at the table's factor, bids the 6 too.
    old = _BidStance.of(ExpertBot(make_rate_factor=1.12), view, sims)
    assert _would_bid(SIX, 0, sims, old) and _would_bid(7, 0, sims, old)


def test_the_reason_for_passing_scales_a_six_by_its_own_factor() -> None:
    sims = _sims(0.47)
    del sims.levels[2]  # the 6 the best bid
    view = view_of(_first_speaker(), 0)

    def words(bot: ExpertBot) -> str:
        stance = _BidStance.of(bot, view, sims)
        return ExpertBot._pass_reason(ELEVEN, sims, stance)

    assert "made in only about 49%" in words(ExpertBot())
    assert "gains only" in words(ExpertBot(make_rate_factor=1.12))


def test_a_claimed_six_in_eleven_point_is_scaled_by_the_sixes_factor() -> None:
    """The same deal and the same 6, claimed at its simulated rate times the 6s' factor by the
    expert as shipped, times 1.12 by the old one."""

    def claim(seed: int, factor: float | None) -> tuple[str, float | None]:
        return first_claim(ELEVEN, seed, factor, samples=24)

    for seed in range(40):
        bid, simulated = claim(seed, 1.0)
        if bid != "6" or simulated is None or not 0.5 < simulated < 0.85:
            continue
        for factor, expected in ((None, _six_factor()), (1.12, 1.12)):
            again, claimed = claim(seed, factor)
            assert again == bid
            assert claimed == pytest.approx(expected * simulated)
        return
    pytest.fail("no 6 in forty deals claimed a rate the factors can scale")


def test_naming_trump_at_a_six_scales_the_rate_by_the_sixes_factor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = "AS QS 9S 5S 4C 5D 6H 8C 9D"  # a 6 made in most sampled deals, not all
    held = mask_of([parse_card(c) for c in hand.split()])
    rest = [c for c in range(ELEVEN.deck_size) if not held >> c & 1]
    dealt = [0, held, 0, 0]
    for seat in (0, 2, 3):
        dealt[seat], rest = mask_of(rest[: ELEVEN.deal]), rest[ELEVEN.deal :]
    state = new_hand(ELEVEN, 0, tuple(dealt), stock=tuple(rest))
    while state.phase is Phase.BID:
        state = apply(state, bid_action(SIX) if state.to_act == 1 else PASS)
    assert state.phase is Phase.NAME and state.to_act == 1 and state.high_bid == SIX
    rates: list[float] = []
    naming = expert_module._naming

    def spy(suit: int, rate: float, samples: int) -> _Choice:
        rates.append(rate)
        return naming(suit, rate, samples)

    monkeypatch.setattr(expert_module, "_naming", spy)
    for factor in (1.0, None, 1.12):
        bot = ExpertBot(time_budget=float("inf"), max_samples=24, make_rate_factor=factor)
        bot.choose(view_of(state, 1), legal_actions(state), random.Random(2))
    raw, shipped, old = rates
    assert 0.0 < raw < 0.9
    assert shipped == pytest.approx(_six_factor() * raw)
    assert old == pytest.approx(1.12 * raw)
