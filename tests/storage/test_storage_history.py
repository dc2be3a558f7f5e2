"""The hand history: hands stored as they finish, replayed to their stored results, migrated
from an older layout, damaged files set aside, a killed writer loses nothing committed, and the
statistics equal figures counted by hand."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import main as cli_main
from pitch_desktop.cli import simulate_match
from pitch_desktop.engine.match import MatchState, deal_next, new_match
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, SMUDGE_LEVEL, Rules
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.storage.history import (
    HISTORY_NAME,
    SCHEMA_VERSION,
    HandSummary,
    HistoryStore,
    MatchSummary,
    history_path,
)
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.stats import TableKind, compute_statistics

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ben", "Anna", "Carla", "David", "Emma", "Felix")


def _setup(rules: Rules, *, human: bool = True) -> MatchSetup:
    first = SeatSetup.local("You") if human else SeatSetup.bot("Zed", "standard")
    bots = tuple(SeatSetup.bot(NAMES[s - 1], "standard") for s in range(1, rules.players))
    return MatchSetup(rules, (first, *bots))


def _bot_match(rules: Rules, seed: int, hands: int = 60) -> MatchState:
    match, _ = simulate_match(rules, [make_bot("standard")] * rules.players, hands, seed)
    return match


class Clock:
    """A clock that moves a minute at each reading, so the order of matches is known."""

    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        self.now += 60.0
        return self.now


def _store_hand_by_hand(
    store: HistoryStore, setup: MatchSetup, match: MatchState, *, practice: bool = False
) -> str:
    """Store a match as the window does: once after each finished hand."""
    match_id: str | None = None
    for n in range(1, len(match.history) + 1):
        match_id = store.record_match(setup, match.history[:n], match_id, practice=practice)
    assert match_id is not None
    return match_id


def _assert_every_hand_replays_to_its_stored_result(store: HistoryStore) -> int:
    """Replay every stored match record and compare each hand with its stored columns."""
    checked = 0
    for summary in store.matches():
        states = replay_record(store.match_record(summary.match_id))
        hands = store.hands(summary.match_id)
        assert [h.number for h in hands] == list(range(1, len(states) + 1))
        assert summary.hands == len(states)
        for state, stored in zip(states, hands, strict=True):
            assert state.is_over
            score = state.score
            assert stored.thrown_in == state.thrown_in
            assert stored.dealer == state.dealer
            assert stored.scores_after == state.scores_after
            assert stored.winner == state.winner
            if score is None:
                assert stored.pitcher is None and stored.bid is None
                assert stored.points == (0,) * state.rules.sides
            else:
                assert stored.pitcher == score.pitcher
                assert stored.pitcher_side == score.pitcher_side
                assert stored.bid == score.bid
                assert stored.made == score.made
                assert stored.smudge == (score.bid == SMUDGE_LEVEL)
                assert stored.points == score.hand_score
            checked += 1
        assert summary.scores == states[-1].scores_after
        assert summary.winner == states[-1].winner
        assert (summary.finished_at is not None) == (states[-1].winner is not None)
    return checked


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    s = HistoryStore(tmp_path / HISTORY_NAME, clock=Clock())
    yield s
    s.close()


# --- where and how it is kept ----------------------------------------------------------------


def test_history_lives_in_the_app_data_folder_in_wal_mode() -> None:
    path = history_path()
    assert path.name == HISTORY_NAME
    # The test fixture points the data folder at the test's temporary folder.
    assert Path(os.environ["XDG_DATA_HOME"]) in path.parents
    store = HistoryStore()
    try:
        assert store.path == path and path.exists()
        assert store.notice is None
        assert store.schema_version == SCHEMA_VERSION
        db = sqlite3.connect(path)
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        db.close()
    finally:
        store.close()


@pytest.mark.parametrize(
    ("rules", "seed"),
    [
        (PRESETS["setback"], 11),
        (PRESETS["auction-pitch"], 4),
        (PRESETS["classic"], 9),
        (PRESETS["auction-pitch"].with_changes(all_pass="redeal", target=11), 2),
        (Rules(players=6, teams=3, target=11), 5),
        (Rules(players=7, teams=0, min_bid=1, target=7), 8),
    ],
    ids=["setback", "auction-pitch", "classic", "redeal", "six-in-three-teams", "seven"],
)
def test_every_stored_hand_replays_to_its_stored_result(
    store: HistoryStore, rules: Rules, seed: int
) -> None:
    match = _bot_match(rules, seed)
    match_id = _store_hand_by_hand(store, _setup(rules), match)
    assert store.match_record(match_id) == match_record_json(rules, match.history)
    assert _assert_every_hand_replays_to_its_stored_result(store) == len(match.history)
    summary = store.match(match_id)
    assert summary is not None
    assert summary.preset == (rules.preset_name() or "custom")
    assert (summary.players, summary.teams) == (rules.players, rules.teams)
    assert summary.human_seat == 0 and summary.human_side == 0
    assert summary.seats == _setup(rules).seats
    assert summary.winner == match.winner is not None


def test_exported_records_replay_with_pitch_cli_to_the_stored_results(
    store: HistoryStore, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = PRESETS["setback"]
    match_id = _store_hand_by_hand(store, _setup(rules), _bot_match(rules, 21))
    stored = store.hands(match_id)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(store.match_record(match_id)))
    assert cli_main(["replay", str(path)]) == 0
    results = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["scores_after"] for r in results] == [list(h.scores_after) for h in stored]
    assert [r.get("made") for r in results] == [h.made for h in stored]
    third = tmp_path / "hand.json"
    third.write_text(json.dumps(store.hand_record(match_id, 3)))
    assert cli_main(["replay", str(third)]) == 0
    (result,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert result["scores_after"] == list(stored[2].scores_after)
    assert result["hand_score"] == list(stored[2].points)


def test_history_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    rules = PRESETS["auction-pitch"]
    first = HistoryStore(path)
    match_id = _store_hand_by_hand(first, _setup(rules), _bot_match(rules, 6))
    before = first.hands(match_id)
    first.close()
    again = HistoryStore(path)
    try:
        assert again.notice is None
        assert again.hands(match_id) == before
        assert _assert_every_hand_replays_to_its_stored_result(again) == len(before)
    finally:
        again.close()


# --- the layout's versions -------------------------------------------------------------------

# The layout as version 1 of the history wrote it: no practice flag, no statistics' reset.
_VERSION_1 = """
CREATE TABLE matches (id TEXT PRIMARY KEY, started_at REAL NOT NULL, finished_at REAL,
    preset TEXT NOT NULL, players INTEGER NOT NULL, teams INTEGER NOT NULL, seats TEXT NOT NULL,
    human_seat INTEGER, human_side INTEGER, first_deal TEXT NOT NULL,
    hands INTEGER NOT NULL DEFAULT 0, scores TEXT NOT NULL, winner INTEGER, record TEXT NOT NULL);
CREATE TABLE hands (match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number INTEGER NOT NULL, finished_at REAL NOT NULL, dealer INTEGER NOT NULL,
    thrown_in INTEGER NOT NULL, pitcher INTEGER, pitcher_side INTEGER, bid INTEGER, made INTEGER,
    smudge INTEGER NOT NULL DEFAULT 0, points TEXT NOT NULL, scores_after TEXT NOT NULL,
    winner INTEGER, PRIMARY KEY (match_id, number));
CREATE INDEX matches_first_deal ON matches(first_deal);
CREATE INDEX matches_started ON matches(started_at);
PRAGMA user_version = 1;
"""


def test_a_version_1_history_is_migrated_with_its_hands(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    rules = PRESETS["setback"]
    match = _bot_match(rules, 3)
    hand = match.history[0]
    score = hand.score
    assert score is not None
    db = sqlite3.connect(path)
    db.executescript(_VERSION_1)
    seats = json.dumps([{"name": s.name, "level": s.level} for s in _setup(rules).seats])
    db.execute(
        "INSERT INTO matches (id, started_at, preset, players, teams, seats, human_seat, "
        "human_side, first_deal, hands, scores, winner, record) "
        "VALUES ('old', 100.0, 'setback', 4, 2, ?, 0, 0, 'x', 1, ?, NULL, ?)",
        (
            seats,
            json.dumps(list(hand.scores_after)),
            json.dumps(match_record_json(rules, match.history[:1])),
        ),
    )
    db.execute(
        "INSERT INTO hands VALUES ('old', 1, 100.0, ?, 0, ?, ?, ?, ?, ?, ?, ?, NULL)",
        (
            hand.dealer,
            score.pitcher,
            score.pitcher_side,
            score.bid,
            int(score.made),
            int(score.smudge),
            json.dumps(list(score.hand_score)),
            json.dumps(list(hand.scores_after)),
        ),
    )
    db.commit()
    db.close()

    store = HistoryStore(path)
    try:
        assert store.notice is None  # a migration is no damage
        assert store.schema_version == SCHEMA_VERSION
        (old,) = store.matches()
        assert old.match_id == "old" and not old.practice
        assert store.hands("old")[0].points == score.hand_score
        assert store.stats_since() == 0.0
        # The migrated match goes on, and the new columns work.
        store.record_match(_setup(rules), match.history[:2], "old")
        store.mark_practice("old")
        again = store.match("old")
        assert again is not None and again.hands == 2 and again.practice
        assert _assert_every_hand_replays_to_its_stored_result(store) == 2
    finally:
        store.close()


# --- damaged files ---------------------------------------------------------------------------


def _damaged_by_random_bytes(path: Path) -> None:
    path.write_bytes(bytes(range(256)) * 40)


def _damaged_by_truncation(path: Path) -> None:
    store = HistoryStore(path)
    for seed in range(4):
        _store_hand_by_hand(store, _setup(PRESETS["setback"]), _bot_match(PRESETS["setback"], seed))
    store.close()
    data = path.read_bytes()
    assert len(data) > 8192
    path.write_bytes(data[: len(data) // 2 + 100])


def _written_by_a_newer_version(path: Path) -> None:
    HistoryStore(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()


def _someone_elses_database(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()


def _tables_missing(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("damage", "why"),
    [
        (_damaged_by_random_bytes, "not a readable database"),
        (_damaged_by_truncation, ""),
        (_written_by_a_newer_version, "newer version"),
        (_someone_elses_database, "not a hand history"),
        (_tables_missing, "tables are missing"),
    ],
    ids=["random-bytes", "truncated", "newer-version", "foreign", "tables-missing"],
)
def test_a_damaged_history_is_set_aside_and_a_fresh_one_started(
    tmp_path: Path, damage: Callable[[Path], None], why: str
) -> None:
    path = tmp_path / HISTORY_NAME
    damage(path)
    damaged = path.read_bytes()
    store = HistoryStore(path)
    try:
        kept = path.with_name(HISTORY_NAME + ".damaged")
        assert store.kept_as == kept
        assert kept.read_bytes() == damaged  # renamed, never deleted or changed
        notice = store.notice
        assert notice is not None and why in notice and kept.name in notice
        assert "\n" not in notice and notice.count(". ") == 0 and notice.endswith(".")
        assert store.matches() == [] and store.schema_version == SCHEMA_VERSION
        rules = PRESETS["auction-pitch"]
        _store_hand_by_hand(store, _setup(rules), _bot_match(rules, 1))
        assert _assert_every_hand_replays_to_its_stored_result(store) > 0
    finally:
        store.close()


def test_a_second_damaged_history_is_kept_beside_the_first(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    _damaged_by_random_bytes(path)
    HistoryStore(path).close()
    path.write_bytes(b"not a database either, " * 100)
    store = HistoryStore(path)
    store.close()
    assert store.kept_as == path.with_name(HISTORY_NAME + ".damaged-2")
    assert path.with_name(HISTORY_NAME + ".damaged").read_bytes()[:4] == bytes(range(4))
    assert store.kept_as.read_bytes().startswith(b"not a database")


def test_a_history_that_cannot_be_kept_is_told_once_and_never_stops_the_game(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    told: list[str] = []
    recorder = HistoryRecorder(blocker / "sub" / HISTORY_NAME, tell=told.append)
    rules = PRESETS["auction-pitch"]
    match = _bot_match(rules, 2)
    for n in range(1, 4):
        recorder.hand_scored(_setup(rules), _with_history(match, n))
    assert not recorder.flush()  # the hands are kept, not stored
    assert len(told) == 1 and "cannot be kept" in told[0]
    assert recorder.store() is None and recorder.match_id is None
    assert recorder.waiting == 1  # the three calls are one record of the match's hands
    recorder.close()
    assert len(told) == 1


# --- a killed process ------------------------------------------------------------------------

_WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from pitch_desktop.ai.registry import make_bot
    from pitch_desktop.cli import simulate_match
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.match_setup import MatchSetup, SeatSetup
    from pitch_desktop.storage.history import HistoryStore

    store = HistoryStore(Path(sys.argv[1]))
    rules = PRESETS["setback"]
    setup = MatchSetup(rules, (SeatSetup.local("You"),) + tuple(
        SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, 4)))
    stored = 0
    seed = 0
    while True:  # until killed
        match, _ = simulate_match(rules, [make_bot("standard")] * 4, 60, seed)
        seed += 1
        match_id = None
        for n in range(1, len(match.history) + 1):
            match_id = store.record_match(setup, match.history[:n], match_id)
            stored += 1
            print(stored, flush=True)
    """
)


def test_history_survives_a_killed_process(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(path)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    try:
        stored = 0
        while stored < 25:  # well into the second match
            line = proc.stdout.readline()
            assert line, "the writer stopped before it was killed"
            stored = int(line)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    store = HistoryStore(path)
    try:
        assert store.notice is None  # nothing was damaged
        total = sum(len(store.hands(m.match_id)) for m in store.matches())
        assert total >= stored  # every hand it said it had stored is there
        assert _assert_every_hand_replays_to_its_stored_result(store) == total
        assert len(store.matches()) >= 2
    finally:
        store.close()


# --- the window's recorder -------------------------------------------------------------------


def _with_history(match: MatchState, n: int) -> MatchState:
    """``match`` as it stood when its ``n``-th hand had just been scored."""
    hands = match.history[:n]
    last = hands[-1]
    return MatchState(
        rules=match.rules,
        scores=last.scores_after,
        dealer=(last.dealer + 1) % match.rules.players,
        history=hands,
        winner=last.winner,
    )


def test_a_resumed_match_goes_on_in_the_same_stored_match(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    rules = PRESETS["setback"]
    match = _bot_match(rules, 12)
    assert len(match.history) >= 4
    first = HistoryRecorder(path)
    for n in (1, 2):
        first.hand_scored(_setup(rules), _with_history(match, n))
    match_id = first.match_id
    first.close()
    # After a restart the match resumes: its later hands join the stored match.
    again = HistoryRecorder(path)
    for n in range(3, len(match.history) + 1):
        again.hand_scored(_setup(rules), _with_history(match, n))
    assert again.match_id == match_id
    store = again.store()
    assert store is not None
    (summary,) = store.matches()
    assert summary.hands == len(match.history) and summary.winner == match.winner
    # The same deal started afresh (the same seed) is a new match.
    again.hand_scored(_setup(rules), _with_history(match, 1))
    assert again.match_id != match_id and len(store.matches()) == 2
    assert _assert_every_hand_replays_to_its_stored_result(store) == len(match.history) + 1
    again.close()


def test_practice_marked_before_the_first_hand_ends_keeps_the_match_out(tmp_path: Path) -> None:
    import random

    path = tmp_path / HISTORY_NAME
    rules = PRESETS["auction-pitch"]
    played = _bot_match(rules, 5)
    recorder = HistoryRecorder(path)
    # The first hand in play, not finished: hints or undo used in it.
    in_play = deal_next(new_match(rules, dealer=0), random.Random(5))
    assert in_play.hand is not None and in_play.hand.dealt == played.history[0].dealt
    recorder.mark_practice(in_play)
    for n in range(1, len(played.history) + 1):
        recorder.hand_scored(_setup(rules), _with_history(played, n))
    other = _bot_match(rules, 6)
    for n in range(1, len(other.history) + 1):
        recorder.hand_scored(_setup(rules), _with_history(other, n))
    recorder.mark_practice(_with_history(other, len(other.history)))  # marked afterwards
    store = recorder.store()
    assert store is not None
    assert [m.practice for m in store.matches()] == [True, True]
    assert store.statistics_input() == []
    assert compute_statistics(store.statistics_input()) == {}
    recorder.close()


def test_recording_is_off_when_not_enabled(tmp_path: Path) -> None:
    recorder = HistoryRecorder(tmp_path / HISTORY_NAME, enabled=False)
    rules = PRESETS["setback"]
    recorder.hand_scored(_setup(rules), _with_history(_bot_match(rules, 1), 1))
    assert not (tmp_path / HISTORY_NAME).exists()


# --- statistics ------------------------------------------------------------------------------

SETBACK = TableKind("setback", 4, 2)
AUCTION = TableKind("auction-pitch", 3, 0)


def _m(
    n: int,
    kind: TableKind,
    winner: int | None,
    *,
    human: bool = True,
    practice: bool = False,
) -> MatchSummary:
    return MatchSummary(
        match_id=f"m{n}",
        started_at=float(n),
        finished_at=float(n) + 0.5 if winner is not None else None,
        preset=kind.preset,
        players=kind.players,
        teams=kind.teams,
        seats=(),
        human_seat=0 if human else None,
        human_side=0 if human else None,
        hands=0,
        scores=(),
        winner=winner,
        practice=practice,
    )


def _h(
    points: tuple[int, ...],
    pitcher: int | None = None,
    bid: int | None = None,
    made: bool | None = None,
) -> HandSummary:
    return HandSummary(
        match_id="",
        number=0,
        finished_at=0.0,
        dealer=0,
        thrown_in=pitcher is None,
        pitcher=pitcher,
        pitcher_side=None,
        bid=bid,
        made=made,
        smudge=bid == SMUDGE_LEVEL,
        points=points,
        scores_after=(),
        winner=None,
    )


def test_statistics_equal_figures_counted_by_hand() -> None:
    matches = [
        (_m(1, SETBACK, 0), [_h((3, 1), 0, 2, True), _h((0, 3), 1, 3, True)]),
        (_m(2, SETBACK, 0), [_h((5, 0), 0, SMUDGE_LEVEL, True), _h((0, 0))]),  # thrown in
        (_m(3, SETBACK, 1), [_h((-2, 2), 2, 2, False), _h((-4, 1), 0, 4, False)]),
        (_m(4, SETBACK, 0), [_h((2, 2), 0, 2, True)]),
        (_m(5, SETBACK, 0, practice=True), [_h((4, 0), 0, 4, True)]),
        (_m(6, SETBACK, None), [_h((3, 1), 0, 3, True)]),  # not finished
        (_m(7, SETBACK, 0, human=False), [_h((4, 0), 0, 4, True)]),  # bots only
        (_m(8, AUCTION, 0), [_h((2, 1, 1), 0, 1, True), _h((0, 3, -2), 2, 2, False)]),
    ]
    stats = compute_statistics(matches)
    assert list(stats) == [AUCTION, SETBACK]
    s = stats[SETBACK]
    assert (s.matches_played, s.matches_won, s.longest_streak) == (4, 3, 2)
    assert s.hands_played == 7
    assert (s.hands_bid, s.hands_made, s.hands_set) == (5, 4, 1)
    assert (s.smudges_bid, s.smudges_made) == (1, 1)
    assert s.points == 3 + 0 + 5 - 2 - 4 + 2 + 3 == 7
    assert s.average_points == pytest.approx(1.0)
    assert s.others_average == pytest.approx((1 + 3 + 0 + 2 + 1 + 2 + 1) / 7)
    assert s.match_averages == [1.5, 5.0, -3.0, 2.0, 3.0]
    a = stats[AUCTION]
    assert (a.matches_played, a.matches_won, a.longest_streak) == (1, 1, 1)
    assert (a.hands_played, a.hands_bid, a.hands_made, a.hands_set) == (2, 1, 1, 0)
    assert a.points == 2
    # Each hand, the opponents' mean: (1 + 1) / 2, then (3 - 2) / 2.
    assert a.others_average == pytest.approx((1.0 + 0.5) / 2)


def test_statistics_from_stored_matches_equal_a_count_of_their_records(
    store: HistoryStore,
) -> None:
    setback, auction = PRESETS["setback"], PRESETS["auction-pitch"]
    plan: list[tuple[Rules, int, bool, bool]] = [  # rules, seed, human at the table, practice
        (setback, 1, True, False),
        (setback, 2, True, False),
        (auction, 3, True, False),
        (setback, 4, True, True),
        (auction, 5, False, False),
        (auction, 6, True, False),
        (setback, 7, True, False),
    ]
    counted: dict[TableKind, dict[str, float]] = {}
    for rules, seed, human, practice in plan:
        match = _bot_match(rules, seed)
        _store_hand_by_hand(store, _setup(rules, human=human), match, practice=practice)
        if practice or not human:
            continue
        kind = TableKind(rules.preset_name() or "custom", rules.players, rules.teams)
        c = counted.setdefault(kind, {"played": 0, "won": 0, "hands": 0, "bid": 0, "made": 0})
        c.setdefault("points", 0)
        c["played"] += match.winner is not None
        c["won"] += match.winner == rules.side_of_seat[0]
        for hand in _hands_of_record(match):
            score = hand.score
            if score is None:
                continue
            c["hands"] += 1
            c["points"] += score.hand_score[rules.side_of_seat[0]]
            if score.pitcher == 0:
                c["bid"] += 1
                c["made"] += score.made
    stats = compute_statistics(store.statistics_input())
    assert set(stats) == set(counted)
    for kind, c in counted.items():
        s = stats[kind]
        assert s.matches_played == c["played"] and s.matches_won == c["won"]
        assert s.hands_played == c["hands"] and s.points == c["points"]
        assert s.hands_bid == c["bid"] and s.hands_made == c["made"]
        assert s.hands_set == c["bid"] - c["made"]
    # A reset starts the counting afresh and keeps every hand.
    before = len(store.matches())
    store.reset_statistics()
    assert compute_statistics(store.statistics_input()) == {}
    assert len(store.matches()) == before
    _store_hand_by_hand(store, _setup(setback), _bot_match(setback, 9))
    assert list(compute_statistics(store.statistics_input())) == [TableKind("setback", 4, 2)]


def _hands_of_record(match: MatchState) -> list[HandState]:
    """The hands as the record replays them: counted apart from the stored columns."""
    return replay_record(match_record_json(match.rules, match.history))


def test_a_store_new_to_a_match_another_store_kept_whole_joins_it(tmp_path: Path) -> None:
    """Two copies of the game on one history, the first kept the whole won match before the
    second kept its first hand: the second's hands are that match (they were stored twice, one
    CI run in many, when the second took them for the same deal started afresh)."""
    rules = PRESETS["setback"]
    match = _bot_match(rules, 12)
    hands = match.history
    path = tmp_path / "history.sqlite3"
    first, second = HistoryStore(path), HistoryStore(path)
    whole = first.record_match(_setup(rules), hands)
    assert second.record_match(_setup(rules), hands[:1], newcomer=True) == whole
    assert second.record_match(_setup(rules), hands, whole, newcomer=False) == whole
    assert len(second.matches()) == 1
    # A store that kept the won match itself, given its first hand again: a new match.
    again = first.record_match(_setup(rules), hands[:1])
    assert again != whole and len(first.matches()) == 2
    first.close()
    second.close()
