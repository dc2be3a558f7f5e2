"""The hand history keeps the deals of the day with their duplicate result, and the statistics
count them apart from the matches."""

from __future__ import annotations

import datetime
import sqlite3
from pathlib import Path

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.daily import daily_deals, side_points
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.storage.history import HISTORY_NAME, SCHEMA_VERSION, HistoryStore
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.stats import compute_day_statistics, compute_statistics, table_kind
from tests.storage.test_storage_history import Clock, _bot_match, _setup, _with_history

RULES = PRESETS["setback"]
DAY = datetime.date(2026, 12, 4)


def _day_match(count: int = 8) -> MatchState:
    deals = daily_deals(DAY, RULES, count)
    return play_day(deals, [make_bot("greedy") for _ in range(RULES.players)])


def test_a_day_is_kept_with_its_date_and_duplicate_and_counted_apart(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    day = _day_match()
    recorder = HistoryRecorder(path)
    for n in range(1, len(day.history) + 1):
        recorder.hand_scored(_setup(RULES), _with_history(day, n), DAY.isoformat())
    mine = [side_points(h, 0) for h in day.history]
    expert = [p - 1 for p in mine]  # the player one point better each deal
    standard = [p + 2 for p in mine]
    recorder.day_compared(day.history, mine, {"expert": expert, "standard": standard})
    # An ordinary match beside it.
    match = _bot_match(RULES, 5, 30)
    for n in range(1, len(match.history) + 1):
        recorder.hand_scored(_setup(RULES), _with_history(match, n))
    store = recorder.store()
    assert store is not None
    days = [m for m in store.matches() if m.day is not None]
    (kept,) = days
    assert kept.day is not None and kept.day.day == "2026-12-04"
    assert kept.day.points == tuple(mine)
    assert kept.day.against("expert") == len(mine)
    assert kept.day.against("standard") == -2 * len(mine)
    counted = store.statistics_input()
    stats = compute_statistics(counted)
    (only,) = stats.values()
    assert only.hands_played == len(match.history)  # none of the day's deals
    (day_stats,) = compute_day_statistics(counted).values()
    assert day_stats.kind == table_kind(kept)
    assert (day_stats.days, day_stats.deals, day_stats.points) == (1, len(mine), sum(mine))
    assert day_stats.compared == 1
    assert day_stats.against == {"expert": len(mine), "standard": -2 * len(mine)}
    recorder.close()


def test_a_practice_day_or_one_not_compared_is_told_as_such(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    recorder = HistoryRecorder(path)
    first = _day_match(3)
    for n in range(1, len(first.history) + 1):
        recorder.hand_scored(_setup(RULES), _with_history(first, n), "2026-12-04")
    store = recorder.store()
    assert store is not None
    (kept,) = store.matches()
    assert kept.day is not None and kept.day.levels == () and kept.day.against("expert") is None
    (stats,) = compute_day_statistics(store.statistics_input()).values()
    assert stats.days == 1 and stats.compared == 0 and stats.against == {}
    store.mark_practice(kept.match_id)
    assert compute_day_statistics(store.statistics_input()) == {}
    recorder.close()


def test_a_version_2_history_gains_the_days_and_keeps_its_matches(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    store = HistoryStore(path, clock=Clock())
    match = _bot_match(RULES, 7, 10)
    store.record_match(_setup(RULES), match.history)
    store.close()
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE matches DROP COLUMN duplicate")
    db.execute("ALTER TABLE matches DROP COLUMN day")
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()
    again = HistoryStore(path, clock=Clock())
    assert again.schema_version == SCHEMA_VERSION == 3
    (kept,) = again.matches()
    assert kept.day is None and kept.hands == len(match.history)
    again.mark_day(kept.match_id, "2026-12-05")
    again.keep_duplicate(kept.match_id, [1, 2], {"expert": [0, 0]})
    (marked,) = again.matches()
    assert marked.day is not None and marked.day.against("expert") == 3
    again.close()
