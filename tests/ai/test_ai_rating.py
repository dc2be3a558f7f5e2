"""The player's rating moves exactly as openskill says, and the levels' ratings are read strictly.

Each expected figure is computed here by calling openskill's own Plackett-Luce model directly,
with the teams and ranks a person would write down for the result; the game's functions must
give the very same numbers.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from pitch_desktop.ai.rating import (
    CUSTOM_FAMILY,
    LevelRatingsError,
    Rating,
    default_rating,
    load_level_ratings,
    rate_day,
    rate_match,
    rating_family,
    suggested_level,
)
from pitch_desktop.engine.rules import PRESETS

LEVELS = {
    "beginner": Rating(20.0, 1.5),
    "standard": Rating(25.0, 1.5),
    "expert": Rating(27.0, 1.5),
}


def _direct(teams: list[list[Rating]], ranks: list[float], team: int, member: int) -> Rating:
    model = PlackettLuce()
    made = [[model.rating(mu=r.mu, sigma=r.sigma) for r in t] for t in teams]
    got = model.rate(made, ranks=ranks)[team][member]
    return Rating(got.mu, got.sigma)


def test_a_scripted_run_of_results_moves_the_rating_as_openskill_says() -> None:
    setback = PRESETS["setback"]
    cutthroat = PRESETS["auction-pitch"]
    me = default_rating()
    assert me == Rating(PlackettLuce().rating().mu, PlackettLuce().rating().sigma)
    expected = me
    # 1. Setback, the player in seat 0 with a standard partner, against two experts: won 11-7.
    me = rate_match(
        me, 0, [None, "expert", "standard", "expert"], setback.side_of_seat, (11, 7), 0, LEVELS
    )
    expected = _direct(
        [[expected, LEVELS["standard"]], [LEVELS["expert"], LEVELS["expert"]]], [0, 1], 0, 0
    )
    assert me == expected
    # 2. The same table lost 9-12: the other side is first.
    me = rate_match(
        me, 0, [None, "expert", "standard", "expert"], setback.side_of_seat, (9, 12), 1, LEVELS
    )
    expected = _direct(
        [[expected, LEVELS["standard"]], [LEVELS["expert"], LEVELS["expert"]]], [1, 0], 0, 0
    )
    assert me == expected
    # 3. Cutthroat in seat 2 against beginner, standard, expert: seat 3 won 7; seats 0 and 1
    #    tied on 4 behind the player's 5.
    me = rate_match(
        me, 2, ["beginner", "standard", None, "expert"], cutthroat.side_of_seat, (4, 4, 5, 7), 3,
        LEVELS,
    )  # fmt: skip
    expected = _direct(
        [[LEVELS["beginner"]], [LEVELS["standard"]], [expected], [LEVELS["expert"]]],
        [2, 2, 1, 0],
        2,
        0,
    )
    assert me == expected
    # 4. A deal of the day: 9 points, the expert 7, standard 9 with the same cards.
    me = rate_day(me, (9, 7, 9), LEVELS)
    expected = _direct([[expected], [LEVELS["expert"]], [LEVELS["standard"]]], [0, 1, 0], 0, 0)
    assert me == expected
    assert me != default_rating()


def test_a_win_raises_and_a_loss_lowers() -> None:
    side = PRESETS["setback"].side_of_seat
    seats: list[str | None] = [None, "standard", "standard", "standard"]
    start = default_rating()
    won = rate_match(start, 0, seats, side, (11, 3), 0, LEVELS)
    lost = rate_match(start, 0, seats, side, (3, 11), 1, LEVELS)
    assert lost.mu < start.mu < won.mu
    assert won.sigma < start.sigma


def test_the_family_is_the_points_not_the_table() -> None:
    assert rating_family(PRESETS["setback"]) == "setback"
    assert rating_family(PRESETS["auction-pitch"]) == "setback"
    assert rating_family(PRESETS["classic"]) == "setback"
    assert rating_family(PRESETS["kitty-pitch"]) == "six-point"
    assert rating_family(PRESETS["ten-point"]) == "ten-point"
    odd = PRESETS["setback"].with_changes(jokers=1)
    assert rating_family(odd) == CUSTOM_FAMILY


def test_the_suggested_level_is_the_nearest() -> None:
    assert suggested_level(Rating(19.0, 3.0), LEVELS) == "beginner"
    assert suggested_level(Rating(24.0, 3.0), LEVELS) == "standard"
    assert suggested_level(Rating(31.0, 3.0), LEVELS) == "expert"


def test_the_shipped_levels_ratings_read_and_rank_the_levels() -> None:
    shipped = load_level_ratings()
    assert {"beginner", "standard", "expert"} <= set(shipped)
    assert shipped["beginner"].mu < shipped["standard"].mu < shipped["expert"].mu
    assert shipped["standard"].mu == PlackettLuce().rating().mu  # the anchor


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        json.dumps({"format": "pitch-level-ratings/0", "levels": {}}),
        json.dumps({"format": "pitch-level-ratings/1", "levels": {"expert": {"mu": 1}}}),
        json.dumps(
            {
                "format": "pitch-level-ratings/1",
                "levels": {"expert": {"mu": 1, "sigma": 0}, "standard": {"mu": 1, "sigma": 1}},
            }
        ),
    ],
)
def test_a_bad_levels_file_is_refused_in_one_line(tmp_path: Path, content: str) -> None:
    path = tmp_path / "level_ratings.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(LevelRatingsError) as caught:
        load_level_ratings(path)
    assert "\n" not in str(caught.value)
