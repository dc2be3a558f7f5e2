"""The deals of the day: the same for a date and rules anywhere, another set on another date."""

from __future__ import annotations

import datetime
import hashlib
import os
import subprocess
import sys

import pytest

from pitch_desktop.engine.daily import (
    DAILY_DEALS,
    DailyDeals,
    DailyError,
    canonical_rules,
    daily_deals,
    parse_day,
)
from pitch_desktop.engine.match import apply_match
from pitch_desktop.engine.records import hand_body_json
from pitch_desktop.engine.rules import PRESETS, rules_from_json
from pitch_desktop.engine.state import DRAW, Phase, apply, legal_actions

DAY = datetime.date(2026, 12, 4)


def _cards(deals: DailyDeals) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
    return [(d.dealer, d.dealt, d.stock) for d in deals.deals]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_same_date_and_rules_give_the_same_deals(preset: str) -> None:
    rules = PRESETS[preset]
    a, b = daily_deals(DAY, rules), daily_deals(DAY, rules)
    assert len(a.deals) == DAILY_DEALS
    assert _cards(a) == _cards(b)
    assert a.seat_rng(3, 1).random() == b.seat_rng(3, 1).random()


@pytest.mark.parametrize("preset", list(PRESETS))
def test_another_date_or_other_rules_give_other_deals(preset: str) -> None:
    rules = PRESETS[preset]
    today = _cards(daily_deals(DAY, rules))
    assert today != _cards(daily_deals(DAY + datetime.timedelta(days=1), rules))
    other = rules_from_json({"preset": preset, "target": rules.target + 1})
    assert today != _cards(daily_deals(DAY, other))


def test_the_deals_differ_from_one_another_and_the_dealer_passes_left() -> None:
    rules = PRESETS["setback"]
    deals = daily_deals(DAY, rules)
    assert [d.dealer for d in deals.deals] == [i % rules.players for i in range(DAILY_DEALS)]
    assert len({d.dealt for d in deals.deals}) == DAILY_DEALS
    assert all(d.stock == () for d in deals.deals)


@pytest.mark.parametrize("preset", ["seven-point", "ten-point"])
def test_the_draw_back_deals_its_stock(preset: str) -> None:
    rules = PRESETS[preset]
    deals = daily_deals(DAY, rules)
    for i, d in enumerate(deals.deals):
        hand = deals.hand(i)
        dealt = sum(m.bit_count() for m in d.dealt)
        assert len(d.stock) == rules.deck_size - dealt > 0
        assert hand.undealt == d.stock


def test_a_kitty_is_dealt_with_each_deal_and_played_hands_of_it_compare() -> None:
    """Kitty Pitch: each deal has its kitty of four, none of them dealt; a hand played from a
    deal is that deal, and one with another kitty is not."""
    rules = PRESETS["kitty-pitch"]
    deals = daily_deals(DAY, rules)
    played = []
    for i, d in enumerate(deals.deals):
        assert d.kitty.bit_count() == rules.kitty
        assert not any(d.kitty & m for m in d.dealt)
        hand = deals.hand(i)
        assert hand.kitty == d.kitty
        while not hand.is_over:
            hand = apply(hand, legal_actions(hand)[0])
        played.append(hand)
        assert d.kitty == daily_deals(DAY, rules).deals[i].kitty
    deals.check_played(played)
    other = played[0]._replace(kitty=deals.deals[1].kitty)
    with pytest.raises(DailyError, match="hand 1 is not deal 1"):
        deals.check_played([other])


def test_a_deal_is_fixed_by_the_hash_of_date_and_rules_alone() -> None:
    """Pinned: the first deal of 2026-12-04 at setback, the same in any process and Python."""
    rules = PRESETS["setback"]
    key = hashlib.sha256(f"pitch-daily/1\n2026-12-04\n{canonical_rules(rules)}".encode()).digest()
    deals = daily_deals(DAY, rules)
    assert deals.key == key
    code = (
        "import datetime; from pitch_desktop.engine.daily import daily_deals;"
        "from pitch_desktop.engine.rules import PRESETS;"
        "d = daily_deals(datetime.date(2026, 12, 4), PRESETS['setback']);"
        "print([x.dealt for x in d.deals])"
    )
    env_seed = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env_seed
    )
    assert out.stdout.strip() == str([d.dealt for d in deals.deals])


def test_the_days_match_plays_the_deals_in_order() -> None:
    rules = PRESETS["ten-point"]
    deals = daily_deals(DAY, rules, count=3)
    match = deals.new_match()
    for i in range(3):
        match = deals.put_in_play(match)
        assert match.hand is not None and match.hand.dealt == deals.deals[i].dealt
        while match.hand is not None:
            hand = match.hand
            action = DRAW if hand.phase is Phase.DRAW else legal_actions(hand)[0]
            match = apply_match(match, action)
        if match.is_over:
            break
    deals.check_played(list(match.history))
    with pytest.raises(DailyError, match="all played"):
        deals.put_in_play(match)


def test_a_record_not_of_the_deals_is_refused() -> None:
    rules = PRESETS["setback"]
    today = daily_deals(DAY, rules)
    tomorrow = daily_deals(DAY + datetime.timedelta(days=1), rules)
    with pytest.raises(DailyError, match="hand 1 is not deal 1 of 2026-12-04"):
        today.check_played([tomorrow.hand(0)])
    with pytest.raises(DailyError, match="not finished"):
        today.check_played([today.hand(0)])
    with pytest.raises(DailyError, match="no hand"):
        today.check_played([])
    with pytest.raises(DailyError, match="rules"):
        today.check_played([daily_deals(DAY, PRESETS["auction-pitch"]).hand(0)])


@pytest.mark.parametrize(
    "text", ["2026-13-01", "2026-02-30", "26-12-04", "2026-12-4", "tomorrow", "", "2026-12-04x"]
)
def test_a_bad_date_is_refused(text: str) -> None:
    with pytest.raises(DailyError):
        parse_day(text)


def test_a_good_date_is_read() -> None:
    assert parse_day("2026-12-04") == DAY


def test_the_first_deal_of_a_day_is_pinned() -> None:
    """The cards themselves: a change to how the day is dealt would change everyone's deals."""
    setback = daily_deals(DAY, PRESETS["setback"])
    assert hand_body_json(setback.hand(0))["hands"] == [
        ["KS", "9H", "7H", "TD", "JC", "6C"],
        ["QH", "JH", "8H", "6H", "4H", "3C"],
        ["5S", "2H", "KD", "4D", "9C", "4C"],
        ["AH", "5H", "9D", "3D", "QC", "2C"],
    ]
    ten_point = daily_deals(DAY, PRESETS["ten-point"])
    assert hand_body_json(ten_point.hand(0))["stock"][:5] == ["9D", "3D", "8D", "AS", "8S"]
