"""A deal of the day in the history window and the statistics, and the rating it moves."""

from __future__ import annotations

import datetime
from collections.abc import Iterator
from pathlib import Path

import pytest
from openskill.models import PlackettLuce
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import DealComparison, LevelPlay, play_day
from pitch_desktop.ai.rating import load_level_ratings
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller.comparer import DayComparison
from pitch_desktop.engine.daily import daily_deals
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.storage.history import HistoryStore
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.history.dialog import HistoryDialog
from pitch_desktop.ui.history.statistics import StatisticsDialog
from pitch_desktop.ui.window.main_window import MainWindow

RULES = PRESETS["setback"]
DAY = datetime.date(2026, 12, 4)
SETUP = MatchSetup(
    RULES, (SeatSetup.local("You"), *(SeatSetup.bot(f"Bot {s}", "standard") for s in (1, 2, 3)))
)


def _day() -> tuple[MatchState, list[int]]:
    deals = daily_deals(DAY, RULES, 4)
    match = play_day(deals, [make_bot("greedy") for _ in range(4)])
    return match, [h.score.hand_score[0] if h.score else 0 for h in match.history]


@pytest.fixture
def stored_day() -> Iterator[str]:
    match, mine = _day()
    store = HistoryStore()
    match_id = store.record_match(SETUP, match.history)
    store.mark_day(match_id, DAY.isoformat())
    store.keep_duplicate(
        match_id, mine, {"expert": [p - 2 for p in mine], "standard": [p + 1 for p in mine]}
    )
    store.close()
    yield match_id


def test_the_history_list_names_the_day_and_its_duplicate(qtbot: QtBot, stored_day: str) -> None:
    recorder = HistoryRecorder()
    dialog = HistoryDialog(recorder)
    qtbot.addWidget(dialog)
    line = dialog.tree.topLevelItem(0)
    assert line is not None
    text = line.text(3)
    assert text.startswith("Deal of the day 2026-12-04: +8 against the expert, −4 against standard")
    recorder.close()


def test_the_statistics_count_the_days_apart(qtbot: QtBot, stored_day: str) -> None:
    recorder = HistoryRecorder()
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    assert dialog.statistics == {}  # no match counted: the day is not one
    assert "counted apart" in dialog.empty.text()
    assert not dialog.days_line.isHidden()
    words = dialog.days_line.text()
    assert "days played 1, deals 4" in words
    assert "+8 against the expert" in words and "−4 against standard" in words
    recorder.close()


def _comparison(match: MatchState, mine: list[int], expert: list[int]) -> DayComparison:
    deals = daily_deals(DAY, RULES, 4)
    hand = match.history[0]
    compared = tuple(
        DealComparison(
            i,
            0,
            p,
            (LevelPlay("expert", e, p - e, None, hand), LevelPlay("standard", p, 0, None, hand)),
        )
        for i, (p, e) in enumerate(zip(mine, expert, strict=True))
    )
    return DayComparison(deals, 0, compared)


def test_a_compared_day_moves_the_rating_once(window: MainWindow, tmp_path: Path) -> None:
    window.ratings.path = tmp_path / "ratings.json"
    window.ratings.enabled = True
    window.start_match(SETUP)
    match, mine = _day()
    deals = daily_deals(DAY, RULES, 4)
    window.ratings.day_played(deals, match.history)
    point = window.ratings.day_compared(_comparison(match, mine, [p + 1 for p in mine]))
    assert point is not None and point.kind == "day"
    levels = load_level_ratings()
    model = PlackettLuce()
    made = {k: model.rating(mu=levels[k].mu, sigma=levels[k].sigma) for k in levels}
    # The player 4 behind the expert, level with standard.
    [[me], _, _] = model.rate([[model.rating()], [made["expert"]], [made["standard"]]], [1, 0, 1])
    assert (point.mu, point.sigma) == (me.mu, me.sigma)
    # The same day played again: its cards are known, it does not count.
    window.ratings.day_played(deals, match.history)
    assert window.ratings.day_compared(_comparison(match, mine, mine)) is None


def test_a_practice_day_does_not_move_the_rating(window: MainWindow, tmp_path: Path) -> None:
    window.ratings.path = tmp_path / "ratings.json"
    window.ratings.enabled = True
    window.start_match(SETUP)
    match, mine = _day()
    window.controller._practice = True  # a hint was used
    window.ratings.day_played(daily_deals(DAY, RULES, 4), match.history)
    assert window.ratings.day_compared(_comparison(match, mine, mine)) is None
    assert not window.ratings.path.exists()
