"""The floor on the make rate where a made bid wins the match.

There the expert weighs a bid by the chance of winning the match alone: the bid must be made at
least as often as the floor at which it wins the match as often as passing does. Where a set bid
loses the match outright (Classic's count order), the floor is the chance of winning it by
passing; where a set only puts the side back (the bidder goes out), the chance kept after a set
lowers it. The chance of a match not ended by the hand is the race to the target from the scores
after it (``search.race_chance``). The floor ships off (``MATCH_FLOOR = 0``: no gain measured);
these tests turn it on.
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai import expert as expert_module
from pitch_desktop.ai.expert import ExpertBot, _BidSims, _BidStance, _would_bid
from pitch_desktop.ai.search import MatchValue, race_chance
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import action_text, legal_actions
from pitch_desktop.engine.view import PlayerView, view_of
from tests.ai.test_ai_positions import _position


@pytest.fixture(autouse=True)
def _floor_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert_module, "MATCH_FLOOR", 1)


SETBACK = PRESETS["setback"]
CLASSIC = PRESETS["classic"]
HANDS = ["AC 9C 9D 4D 3D 8H", "QS 8S 4H 5H 6H 7H", "2C 3C 4C 5C 6C 7C", "KD TD 7S 2H TC 3S"]
NO_AWARDS = (None, None, None, None)


def test_the_race_to_the_target_shares_the_inverses_of_the_points_still_needed() -> None:
    # Setback to 21 at 19-10: 2 points needed against 11.
    assert race_chance(21, [19, 10], 0) == pytest.approx(11 / 13)
    assert race_chance(21, [19, 10], 1) == pytest.approx(2 / 13)
    assert race_chance(21, [5, 5], 0) == pytest.approx(0.5)
    # Three sides needing 2, 4 and 4: a half, a quarter, a quarter.
    assert race_chance(7, [5, 3, 3], 0) == pytest.approx(0.5)
    assert race_chance(7, [5, 3, 3], 2) == pytest.approx(0.25)
    # A score at or past the target counts as one point to go, never a division by zero.
    assert race_chance(21, [21, 25], 0) == pytest.approx(0.5)


def test_a_hands_chance_is_the_match_where_it_ends_it_else_the_race_after_it() -> None:
    value = MatchValue(SETBACK, 0, (19, 10), 6.0)
    # A 2 made by side 0 takes it to 21: the match won.
    assert value.chance([2, 1], 0, 2, NO_AWARDS) == 1.0
    # Set: 17-12, 4 points needed against 9.
    assert value.chance([-2, 2], 0, 2, NO_AWARDS) == pytest.approx(9 / 13)
    # The other side makes its 3 at 10, side 0 taking a point: nothing ended, 20-13.
    assert value.chance([1, 3], 1, 3, NO_AWARDS) == pytest.approx(8 / 9)
    # Classic counts in order: set at 6-6 to 7, the other side's point ends the match.
    classic = MatchValue(CLASSIC, 0, (6, 6, 6, 6), 6.0)
    low_to_side_1 = (1, None, None, None)
    assert classic.chance([-1, 1, 0, 0], 0, 1, low_to_side_1) == 0.0


def _view(rules_scores: tuple[int, ...]) -> PlayerView:
    # Seat 3 deals, so seat 0 speaks first; side 0 stands at 19 of 21 in setback.
    return view_of(_position(SETBACK, 3, HANDS, [], rules_scores), 0)


def _sims(raw: float, passing: float, kept: float) -> _BidSims:
    """100 sampled deals: a 2 in clubs wins the auction in all of them and is made at the raw
    rate ``raw``, ten points better than passing by the match value; passing wins the match with
    the chance ``passing``, and a set 2 keeps ``kept``."""
    sims = _BidSims.over([PASS_LEVEL, 2, 3, 4], [0, 1, 2, 3])
    sims.samples, sims.weights = 100, 100.0
    sims.pitched[2] = 100.0
    sims.made[2][0] = 100.0 * raw
    sims.totals[2][0] = sims.margins[2][0] = 1000.0
    sims.chances[PASS_LEVEL] = [100.0 * passing] * 4
    sims.set_chances[2][0] = 100.0 * (1.0 - raw) * kept
    return sims


def test_the_floor_is_the_make_rate_at_which_the_bid_wins_the_match_as_often_as_passing() -> None:
    # Passing wins 85%, a set keeps 60%: made 62.5% of the time the bid wins 85% too.
    assert _sims(0.7, 0.85, 0.6).floor(2, 0) == pytest.approx(0.625)
    # A set that loses the match outright: the floor is passing's chance.
    assert _sims(0.7, 0.85, 0.0).floor(2, 0) == pytest.approx(0.85)
    # Passing worse than a set: no floor at all.
    assert _sims(0.7, 0.3, 0.4).floor(2, 0) < 0.0


def test_a_bid_that_wins_the_match_is_not_made_below_the_floor(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = _view((19, 10))
    shrink = ExpertBot().shrink(SETBACK, 2)
    # Made about 57% (after the 2s' factor); a set keeps 60% and passing wins 85%: the floor
    # is 62.5%, so the bid waits, however many points it is worth.
    raw = 0.55
    assert shrink * raw < 0.625
    sims = _sims(raw, 0.85, 0.6)
    stance = _BidStance.of(ExpertBot(), view, sims)
    assert stance.free and 2 in stance.wins_if_made
    assert not _would_bid(2, 0, sims, stance)
    # Passing wins less (60%): the floor falls to zero and the bid stands.
    easy = _sims(raw, 0.6, 0.6)
    assert _would_bid(2, 0, easy, _BidStance.of(ExpertBot(), view, easy))
    # Without the floor the match value alone bids it.
    monkeypatch.setattr(expert_module, "MATCH_FLOOR", 0)
    assert _would_bid(2, 0, sims, stance)


def test_the_floor_holds_only_where_a_made_bid_wins_the_match() -> None:
    # At 10-10 a made 2 wins nothing: the same sums bid it, the points deciding.
    view = _view((10, 10))
    sims = _sims(0.55, 0.85, 0.6)
    stance = _BidStance.of(ExpertBot(), view, sims)
    assert not stance.wins_if_made
    assert _would_bid(2, 0, sims, stance)


def test_the_reason_for_passing_names_the_floor() -> None:
    sims = _sims(0.55, 0.85, 0.6)
    stance = _BidStance.of(ExpertBot(), _view((19, 10)), sims)
    words = ExpertBot._pass_reason(SETBACK, sims, stance)
    assert "would win the match but is made in only about 57%" in words
    assert "it needs 62%" in words or "it needs 63%" in words


def test_at_19_the_expert_bids_the_sure_2_that_wins_not_a_3_that_gambles_the_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A whole decision: A-9 of clubs and 9-4-3 of diamonds, first to speak at 19-10 in
    setback to 21. A made 2 wins the match and is made about nine times in ten; a 3, made
    about half the time, is worth more points but is under the floor. Without the floor the
    match value's points take the 3 on one of these seeds."""
    near = _position(SETBACK, 3, HANDS, [], (19, 10))

    def bids() -> list[str]:
        out = []
        for seed in range(3):
            bot = ExpertBot.fixed_work(120)
            action, _ = bot.advise(view_of(near, 0), legal_actions(near), random.Random(seed))
            out.append(action_text(action))
        return out

    assert bids() == ["2", "2", "2"]
    monkeypatch.setattr(expert_module, "MATCH_FLOOR", 0)
    assert "3" in bids()
