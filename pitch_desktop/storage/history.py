"""The hand history: every finished hand kept in a local SQLite database, for lists and statistics.

Each match is one row holding its ``pitch-match/1`` record (rewritten after every finished hand,
so the record always replays to the stored result) and the facts the history window and the
statistics read without replaying anything: preset, layout, seats, scores, winner, practice.
Each finished hand is one row of its own with the pitcher, the bid, made or set, smudge and the
points per side.

The database runs in write-ahead-log mode with full syncs, so a killed process or a crash loses
at most the hand being written. Its layout is versioned by ``PRAGMA user_version``; opening an
older file migrates it step by step (``_MIGRATIONS``). A file that is not a database, is damaged,
or was written by a newer version is renamed aside (never deleted) with one sentence saying so,
and a fresh history is started: the game never stops over its history. A full, read-only, locked
or missing disk is not damage: ``HistoryError.trouble`` names it, and nothing is set aside.

SQLite's wait for a lock is short (``BUSY_WAIT_S``): the window's reads never wait long, and the
window's writes go through ``storage.recorder``, which keeps hands it could not store and tries
again. A match is stored once however many stores record it: ``record_match`` looks, inside its
write, for the match the hands are already part of.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths

from pitch_desktop.engine.records import (
    RecordError,
    hand_body_json,
    hand_record_json,
    match_record_json,
    replay_record,
    rules_json,
    with_older_nine_point_deal,
)
from pitch_desktop.engine.rules import SMUDGE_LEVEL, Rules
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup
from pitch_desktop.storage.disk_trouble import DiskTrouble, trouble_of, trouble_words

HISTORY_NAME = "history.sqlite3"
CUSTOM_PRESET = "custom"  # the preset column of rules that are no preset

# Version 1 kept matches and hands; version 2 added the practice flag and the statistics' reset.
SCHEMA_VERSION = 2

_V1 = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        started_at REAL NOT NULL,
        finished_at REAL,
        preset TEXT NOT NULL,
        players INTEGER NOT NULL,
        teams INTEGER NOT NULL,
        seats TEXT NOT NULL,
        human_seat INTEGER,
        human_side INTEGER,
        first_deal TEXT NOT NULL,
        hands INTEGER NOT NULL DEFAULT 0,
        scores TEXT NOT NULL,
        winner INTEGER,
        record TEXT NOT NULL
    )""",
    """CREATE TABLE hands (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        finished_at REAL NOT NULL,
        dealer INTEGER NOT NULL,
        thrown_in INTEGER NOT NULL,
        pitcher INTEGER,
        pitcher_side INTEGER,
        bid INTEGER,
        made INTEGER,
        smudge INTEGER NOT NULL DEFAULT 0,
        points TEXT NOT NULL,
        scores_after TEXT NOT NULL,
        winner INTEGER,
        PRIMARY KEY (match_id, number)
    )""",
    "CREATE INDEX matches_first_deal ON matches(first_deal)",
    "CREATE INDEX matches_started ON matches(started_at)",
)

_V2 = (
    "ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
)

# _MIGRATIONS[v] takes a database at version v to version v + 1; an empty file is version 0.
_MIGRATIONS: tuple[tuple[str, ...], ...] = (_V1, _V2)
assert len(_MIGRATIONS) == SCHEMA_VERSION

# The tables each version must have; a file claiming a version without them is damaged.
_TABLES: dict[int, frozenset[str]] = {
    1: frozenset({"matches", "hands"}),
    2: frozenset({"matches", "hands", "meta"}),
}

_STATS_SINCE = "stats_since"

# How long SQLite waits for another program's lock before it says the database is locked: short,
# so that the window never freezes on it (the recorder's writes are kept and tried again).
BUSY_WAIT_S = 0.05


class HistoryError(Exception):
    """The history cannot be read or written; the message says why in one sentence, and
    ``trouble`` what stands in the way (a full disk, a lock...), so the cause can be told once."""

    def __init__(self, message: str, trouble: DiskTrouble = DiskTrouble.OTHER) -> None:
        super().__init__(message)
        self.trouble = trouble


def history_path() -> Path:
    """Where the hand history is kept: the application's data folder, beside the autosave."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / HISTORY_NAME


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One stored match, as the lists and the statistics read it (no replay needed)."""

    match_id: str
    started_at: float
    finished_at: float | None  # None: not won yet (in play, or left unfinished)
    preset: str  # a preset name or ``CUSTOM_PRESET``
    players: int
    teams: int
    seats: tuple[SeatSetup, ...]
    human_seat: int | None  # None: only computer players sat at the table
    human_side: int | None
    hands: int
    scores: tuple[int, ...]
    winner: int | None
    practice: bool

    @property
    def human_won(self) -> bool:
        return self.winner is not None and self.winner == self.human_side

    @property
    def online(self) -> bool:
        """Played at a table with friends: a seat was a person at another computer."""
        return any(s.kind is SeatKind.REMOTE for s in self.seats)


@dataclass(frozen=True, slots=True)
class HandSummary:
    """One stored finished hand: who pitched what and the points each side scored."""

    match_id: str
    number: int  # 1 for a match's first hand
    finished_at: float
    dealer: int
    thrown_in: bool
    pitcher: int | None
    pitcher_side: int | None
    bid: int | None  # a number bid, or ``SMUDGE_LEVEL``
    made: bool | None
    smudge: bool
    points: tuple[int, ...]  # what each side scored this hand (minus the bid when set back)
    scores_after: tuple[int, ...]
    winner: int | None  # the side that won the match with this hand


def first_deal_key(hand: HandState) -> str:
    """What tells one match from another: its rules, first dealer and first deal.

    The same key is found from the first hand while it is being played and once it is stored,
    so a match resumed after a restart, or marked as practice before its first hand ends, is
    recognised as the one already stored.
    """
    body = hand_body_json(hand)
    text = json.dumps(
        {"rules": rules_json(hand.rules), "dealer": body["dealer"], "hands": body["hands"]},
        sort_keys=True,
        separators=(",", ":"),
    )
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _compact(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":"))


def _why(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


class HistoryStore:
    """The history database: open it, record finished hands, read them back.

    Opening never fails over a bad file: a damaged, foreign or newer database is renamed aside
    and a fresh one is made; ``notice`` then holds the sentence to tell the player, and
    ``kept_as`` the name it was kept under. ``HistoryError`` is raised only when no history
    can be kept at all (a folder that cannot be written, a full disk, a lock held elsewhere).
    ``busy_timeout`` is how long SQLite may wait for another program's lock.
    """

    def __init__(
        self,
        path: Path | None = None,
        *,
        clock: Callable[[], float] = time.time,
        busy_timeout: float = BUSY_WAIT_S,
    ) -> None:
        self.path = path if path is not None else history_path()
        self.notice: str | None = None
        self.kept_as: Path | None = None
        self._clock = clock
        self._busy_timeout = busy_timeout
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise self._cannot_keep(exc) from None
        problem = self._open()
        if problem is None:
            return
        kept = self._set_aside()
        if kept is None:
            raise HistoryError(
                QCoreApplication.translate(
                    "History",
                    "The hand history could not be read ({why}) nor moved aside; "
                    "hands are not being kept.",
                ).format(why=problem)
            )
        self.kept_as = kept
        self.notice = QCoreApplication.translate(
            "History",
            "The hand history could not be read ({why}); it was kept as {file} "
            "and a new one was started.",
        ).format(why=problem, file=kept.name)
        problem = self._open()
        if problem is not None:
            raise HistoryError(
                QCoreApplication.translate(
                    "History", "The hand history cannot be kept ({why})."
                ).format(why=problem)
            )

    # --- opening ------------------------------------------------------------------------------
    def _cannot_keep(self, exc: BaseException) -> HistoryError:
        """The history cannot be opened at all, for a reason that is not the file's own."""
        trouble = trouble_of(exc, self.path)
        if trouble is DiskTrouble.LOCKED:
            message = QCoreApplication.translate(
                "History", "The hand history is locked by another program ({why})."
            )
        else:
            message = QCoreApplication.translate(
                "History", "The hand history cannot be kept ({why})."
            )
        return HistoryError(message.format(why=trouble_words(trouble, _why(exc))), trouble)

    def _open(self) -> str | None:
        """Open and migrate the database; the reason it cannot be used, or None."""
        try:
            self._db = sqlite3.connect(self.path, timeout=self._busy_timeout, isolation_level=None)
        except sqlite3.Error as exc:  # the file cannot even be opened: no fault of its own
            raise self._cannot_keep(exc) from None
        try:
            problem = self._check_and_migrate()
        except sqlite3.OperationalError as exc:
            self._db.close()
            if trouble_of(exc, self.path) is DiskTrouble.OTHER:
                return QCoreApplication.translate(
                    "History", "not a readable database: {why}"
                ).format(why=_why(exc))
            # Locked by another program, a full or read-only disk: nothing is wrong with the file.
            raise self._cannot_keep(exc) from None
        except sqlite3.DatabaseError as exc:
            problem = QCoreApplication.translate(
                "History", "not a readable database: {why}"
            ).format(why=_why(exc))
        if problem is not None:
            self._db.close()
        return problem

    def _check_and_migrate(self) -> str | None:
        db = self._db
        # One read transaction for both: another store creating this history commits its
        # tables and its version together, and read apart they would look like a database
        # that is not a hand history (tables without a version), which would be set aside.
        with _transaction(db, "BEGIN"):
            version = int(db.execute("PRAGMA user_version").fetchone()[0])
            tables = {
                row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            }
        if version > SCHEMA_VERSION:
            return QCoreApplication.translate(
                "History", "it was written by a newer version of Pitch"
            )
        if version == 0 and tables:
            return QCoreApplication.translate("History", "it is not a hand history")
        if version and not _TABLES[version] <= tables:
            return QCoreApplication.translate("History", "its tables are missing")
        check = [row[0] for row in db.execute("PRAGMA quick_check")]
        if check != ["ok"]:
            return QCoreApplication.translate("History", "it is damaged")
        mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            return QCoreApplication.translate("History", "its journal cannot be kept")
        db.execute("PRAGMA synchronous=FULL")
        db.execute("PRAGMA foreign_keys=ON")
        self._migrate(version)
        return None

    def _migrate(self, version: int) -> None:
        """Take the database from ``version`` to ``SCHEMA_VERSION``, one step a transaction
        (the version read again inside it: another store may have just taken that step)."""
        db = self._db
        while version < SCHEMA_VERSION:
            with _transaction(db):
                current = int(db.execute("PRAGMA user_version").fetchone()[0])
                if current == version:
                    for statement in _MIGRATIONS[version]:
                        db.execute(statement)
                    current = version + 1
                    db.execute(f"PRAGMA user_version = {current}")
            version = current

    def _set_aside(self) -> Path | None:
        """Rename the database (and its journal files) to ``NAME.damaged[-n]``; None if not."""
        for n in range(1, 100):
            kept = self.path.with_name(f"{self.path.name}.damaged" + (f"-{n}" if n > 1 else ""))
            if any(Path(f"{kept}{suffix}").exists() for suffix in ("", "-wal", "-shm", "-journal")):
                continue
            try:
                if self.path.exists():
                    self.path.rename(kept)
                for suffix in ("-wal", "-shm", "-journal"):
                    side = Path(f"{self.path}{suffix}")
                    if side.exists():
                        side.rename(f"{kept}{suffix}")
            except OSError:
                return None
            return kept
        return None

    @property
    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        self._db.close()

    # --- writing ------------------------------------------------------------------------------
    def _write(self, statements: Callable[[sqlite3.Connection], object]) -> None:
        """Run ``statements`` in one transaction; ``HistoryError`` in one sentence if it fails,
        naming the true cause (a full disk, a lock) rather than what failed after it."""
        db = self._db
        try:
            with _transaction(db):
                statements(db)
        except sqlite3.Error as exc:
            trouble = trouble_of(exc, self.path)
            raise HistoryError(
                QCoreApplication.translate(
                    "History", "The hand history could not be written ({why})."
                ).format(why=trouble_words(trouble, _why(exc))),
                trouble,
            ) from None

    def record_match(
        self,
        setup: MatchSetup,
        hands: Sequence[HandState],
        match_id: str | None = None,
        *,
        practice: bool = False,
        newcomer: bool = False,
    ) -> str:
        """Store the finished ``hands`` of a match (those not stored yet) and its record.

        ``match_id`` is the match they go on with; without it, or when that match is gone or
        holds other hands, the stored match these hands are part of is found (same first deal,
        seats and hands so far) or a new one is stored: a match is never stored twice. Returns
        the match's id. The match row gets its result with the hand that wins it. ``practice``
        only ever sets the flag. ``newcomer``: the caller has stored nothing of a match with
        this first deal (so a won match these hands begin is theirs, kept by another store).
        """
        finished = [h for h in hands if h.is_over]
        if len(finished) != len(hands):
            raise ValueError("only finished hands are stored")
        if not finished:
            raise ValueError("a match is stored from its first finished hand on")
        rules = setup.rules
        now = self._clock()
        ident = match_id if match_id is not None else os.urandom(16).hex()
        last = finished[-1]
        record = _compact(match_record_json(rules, finished))
        bodies = [hand_body_json(h) for h in finished]
        key = first_deal_key(finished[0])
        # The statistics are the person's at this computer: none when several share it.
        human = setup.you_seat
        seats = _compact(
            [{"name": s.name, "kind": s.kind.value, "level": s.level} for s in setup.seats]
        )

        def write(db: sqlite3.Connection) -> None:
            nonlocal ident
            found: tuple[str, int] | None = None
            if match_id is not None:
                # The match named, if it is still there and these hands are its own (a
                # history set aside and started afresh since holds none of it).
                found = _match_of(
                    db.execute(
                        "SELECT id, hands, record, NULL, seats FROM matches WHERE id = ?",
                        (match_id,),
                    ).fetchall(),
                    bodies,
                )
            if found is None:
                # Another store on this file (another copy of the game, a recorder opened
                # again) may have stored this very match since it was looked for: it is
                # looked for again inside the write, so it is never stored twice.
                found = _match_of(
                    db.execute(
                        "SELECT id, hands, record, winner, seats FROM matches "
                        "WHERE first_deal = ? ORDER BY started_at DESC",
                        (key,),
                    ).fetchall(),
                    bodies,
                    seats,
                    newcomer=newcomer and match_id is None,
                )
                if found is None and match_id is not None:
                    ident = os.urandom(16).hex()
            if found is None:
                db.execute(
                    "INSERT INTO matches (id, started_at, preset, players, teams, seats, "
                    "human_seat, human_side, first_deal, scores, record) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        ident,
                        now,
                        # A preset at its table's size is that preset (seven-point at seven).
                        rules.seated_preset_name() or CUSTOM_PRESET,
                        rules.players,
                        rules.teams,
                        seats,
                        human,
                        rules.side_of_seat[human] if human is not None else None,
                        key,
                        _compact([0] * rules.sides),
                        record,
                    ),
                )
                stored = 0
            else:
                ident, stored = found
                if stored >= len(finished):  # nothing new (or stored further): keep it as it is
                    db.execute(
                        "UPDATE matches SET practice = MAX(practice, ?) WHERE id = ?",
                        (int(practice), ident),
                    )
                    return
            for number in range(stored + 1, len(finished) + 1):
                db.execute(
                    "INSERT INTO hands (match_id, number, finished_at, dealer, thrown_in, "
                    "pitcher, pitcher_side, bid, made, smudge, points, scores_after, winner) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (ident, number, now, *_hand_columns(finished[number - 1])),
                )
            db.execute(
                "UPDATE matches SET hands = ?, scores = ?, winner = ?, finished_at = ?, "
                "record = ?, practice = MAX(practice, ?) WHERE id = ?",
                (
                    len(finished),
                    _compact(list(last.scores_after)),
                    last.winner,
                    now if last.winner is not None else None,
                    record,
                    int(practice),
                    ident,
                ),
            )

        self._write(write)
        return ident

    def mark_practice(self, match_id: str) -> None:
        """Keep a match out of the statistics: hints or undo were used in it."""
        self._write(
            lambda db: db.execute("UPDATE matches SET practice = 1 WHERE id = ?", (match_id,))
        )

    def reset_statistics(self) -> None:
        """Start the statistics afresh: matches started before now no longer count.

        The hands themselves stay in the history, so a reset loses nothing that can be replayed.
        """
        since = self._clock()
        self._write(
            lambda db: db.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                (_STATS_SINCE, repr(since)),
            )
        )

    # --- reading ------------------------------------------------------------------------------
    def _read(self, sql: str, args: Sequence[object] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, tuple(args)).fetchall()
        except sqlite3.Error as exc:
            raise HistoryError(
                QCoreApplication.translate(
                    "History", "The hand history could not be read ({why})."
                ).format(why=_why(exc)),
                trouble_of(exc, self.path),
            ) from None

    def stats_since(self) -> float:
        """When the statistics were last reset (0: never)."""
        rows = self._read("SELECT value FROM meta WHERE key = ?", (_STATS_SINCE,))
        try:
            return float(rows[0][0]) if rows else 0.0
        except ValueError:
            return 0.0

    _MATCH_COLUMNS = (
        "id, started_at, finished_at, preset, players, teams, seats, human_seat, human_side, "
        "hands, scores, winner, practice"
    )

    def matches(self) -> list[MatchSummary]:
        """Every stored match, the most recent first."""
        rows = self._read(
            f"SELECT {self._MATCH_COLUMNS} FROM matches ORDER BY started_at DESC, rowid DESC"
        )
        return [_match_summary(row) for row in rows]

    def match(self, match_id: str) -> MatchSummary | None:
        rows = self._read(f"SELECT {self._MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
        return _match_summary(rows[0]) if rows else None

    def hands(self, match_id: str) -> list[HandSummary]:
        """A match's stored hands, in the order played."""
        rows = self._read(
            "SELECT match_id, number, finished_at, dealer, thrown_in, pitcher, pitcher_side, bid, "
            "made, smudge, points, scores_after, winner FROM hands WHERE match_id = ? "
            "ORDER BY number",
            (match_id,),
        )
        return [_hand_summary(row) for row in rows]

    def match_record(self, match_id: str) -> dict[str, Any]:
        """The stored ``pitch-match/1`` record of a match; one of the older six-card
        nine-point as it was played (``"deal": 6``), so it replays and exports as played."""
        rows = self._read("SELECT record FROM matches WHERE id = ?", (match_id,))
        if not rows:
            raise HistoryError(
                QCoreApplication.translate("History", "That match is no longer in the history.")
            )
        try:
            record = json.loads(rows[0][0])
        except ValueError:
            record = None
        if not isinstance(record, dict):
            raise HistoryError(
                QCoreApplication.translate("History", "The record of that match is damaged.")
            )
        return with_older_nine_point_deal(record)

    def replay_match(self, match_id: str) -> list[HandState]:
        """Every stored hand of a match, replayed through the engine from its record."""
        try:
            return replay_record(self.match_record(match_id))
        except RecordError as exc:
            raise HistoryError(
                QCoreApplication.translate(
                    "History", "The record of that match is damaged ({why})."
                ).format(why=exc)
            ) from None

    def hand_record(self, match_id: str, number: int) -> dict[str, Any]:
        """The ``pitch-hand/1`` record of one stored hand, with the scores before it."""
        states = self.replay_match(match_id)
        if not 1 <= number <= len(states):
            raise HistoryError(
                QCoreApplication.translate("History", "That hand is no longer in the history.")
            )
        return hand_record_json(states[number - 1])

    def seats_of(self, match_id: str) -> tuple[SeatSetup, ...]:
        found = self.match(match_id)
        return found.seats if found is not None else ()

    def statistics_input(self) -> list[tuple[MatchSummary, list[HandSummary]]]:
        """The matches the statistics count, oldest first, each with its hands: not practice,
        a human at the table, started since the last reset."""
        rows = self._read(
            f"SELECT {self._MATCH_COLUMNS} FROM matches WHERE practice = 0 "
            "AND human_seat IS NOT NULL AND started_at >= ? ORDER BY started_at, rowid",
            (self.stats_since(),),
        )
        summaries = [_match_summary(row) for row in rows]
        by_match: dict[str, list[HandSummary]] = {m.match_id: [] for m in summaries}
        if summaries:
            hand_rows = self._read(
                "SELECT h.match_id, h.number, h.finished_at, h.dealer, h.thrown_in, h.pitcher, "
                "h.pitcher_side, h.bid, h.made, h.smudge, h.points, h.scores_after, h.winner "
                "FROM hands h JOIN matches m ON m.id = h.match_id WHERE m.practice = 0 "
                "AND m.human_seat IS NOT NULL AND m.started_at >= ? ORDER BY h.number",
                (self.stats_since(),),
            )
            for row in hand_rows:
                hand = _hand_summary(row)
                if hand.match_id in by_match:
                    by_match[hand.match_id].append(hand)
        return [(m, by_match[m.match_id]) for m in summaries]


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection, begin: str = "BEGIN IMMEDIATE") -> Iterator[None]:
    """One transaction: committed when the block ends, rolled back if it raises."""
    db.execute(begin)
    try:
        yield
        db.execute("COMMIT")
    except BaseException:
        _roll_back(db)
        raise


def _roll_back(db: sqlite3.Connection) -> None:
    """Undo the transaction in progress, if SQLite has not undone it itself.

    After a full disk or an I/O error SQLite may roll back on its own; a ROLLBACK then fails
    with "cannot rollback - no transaction is active", which would hide the true cause.
    """
    if db.in_transaction:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")


def _match_of(
    rows: Sequence[Sequence[Any]],
    bodies: Sequence[dict[str, Any]],
    seats: str | None = None,
    *,
    newcomer: bool = False,
) -> tuple[str, int] | None:
    """Of stored ``(id, hands, record, winner, seats)`` rows, the match whose hands agree with
    ``bodies`` (the hands' ``hand_body_json``) as far as both go, with its number of stored
    hands: a match going on, or one stored as far or further already (by another store).

    A won match is that match only if it holds exactly these hands: the same first hand after
    it is the same deal started afresh. But for a ``newcomer`` (a store that has kept nothing
    of this match yet) it is that match when these hands are its first: another store on the
    file may have kept the whole match before this one kept its first hand. With ``seats``,
    only a match with those seats counts (other players make another match)."""
    for match_id, count, record, winner, stored_seats in rows:
        if winner is not None and (count < len(bodies) if newcomer else count != len(bodies)):
            continue
        if seats is not None and stored_seats != seats:
            continue
        stored = _stored_hands(record, count)
        both = min(count, len(bodies))
        if stored is not None and stored[:both] == list(bodies[:both]):
            return str(match_id), int(count)
    return None


def _stored_hands(record: str, count: int) -> list[Any] | None:
    """The hands of a stored match record, None when it cannot be read or does not hold the
    ``count`` hands its row says (such a row is passed over, never matched)."""
    try:
        stored = json.loads(record)["hands"]
    except (ValueError, KeyError, TypeError):
        return None
    if not isinstance(stored, list) or len(stored) != count:
        return None
    return stored


def _hand_columns(hand: HandState) -> tuple[object, ...]:
    """dealer, thrown_in, pitcher, pitcher_side, bid, made, smudge, points, scores_after, winner"""
    score = hand.score
    if score is None:
        zeros = _compact([0] * hand.rules.sides)
        return (hand.dealer, 1, None, None, None, None, 0, zeros, _scores(hand), hand.winner)
    return (
        hand.dealer,
        0,
        score.pitcher,
        score.pitcher_side,
        score.bid,
        int(score.made),
        int(score.bid == SMUDGE_LEVEL),
        _compact(list(score.hand_score)),
        _scores(hand),
        hand.winner,
    )


def _scores(hand: HandState) -> str:
    return _compact(list(hand.scores_after))


def _ints(text: str) -> tuple[int, ...]:
    value = json.loads(text)
    return tuple(int(v) for v in value) if isinstance(value, list) else ()


def _seats(text: str) -> tuple[SeatSetup, ...]:
    try:
        value = json.loads(text)
    except ValueError:
        return ()
    if not isinstance(value, list):
        return ()
    return tuple(
        _stored_seat(s, s["name"])
        for s in value
        if isinstance(s, dict) and isinstance(s.get("name"), str)
    )


def _stored_seat(s: dict[str, Any], name: str) -> SeatSetup:
    """A stored seat read leniently: a kind the game does not know, or a computer player
    without a level, is read as the kind its level points to."""
    level = s.get("level")
    level = level if isinstance(level, str) and level else None
    by_level = SeatKind.BOT if level else SeatKind.LOCAL
    # Matches stored before seats had kinds say None for the person's level.
    try:
        kind = SeatKind(s.get("kind", by_level))
    except ValueError:
        kind = by_level
    if kind is SeatKind.BOT and level is None:
        kind = SeatKind.LOCAL
    return SeatSetup(name, kind, level)


def _match_summary(row: Sequence[Any]) -> MatchSummary:
    return MatchSummary(
        match_id=str(row[0]),
        started_at=float(row[1]),
        finished_at=float(row[2]) if row[2] is not None else None,
        preset=str(row[3]),
        players=int(row[4]),
        teams=int(row[5]),
        seats=_seats(row[6]),
        human_seat=row[7],
        human_side=row[8],
        hands=int(row[9]),
        scores=_ints(row[10]),
        winner=row[11],
        practice=bool(row[12]),
    )


def _hand_summary(row: Sequence[Any]) -> HandSummary:
    return HandSummary(
        match_id=str(row[0]),
        number=int(row[1]),
        finished_at=float(row[2]),
        dealer=int(row[3]),
        thrown_in=bool(row[4]),
        pitcher=row[5],
        pitcher_side=row[6],
        # A smudge is stored with its flag; its level was 5 before the point families (now
        # above every number bid), so the flag decides.
        bid=SMUDGE_LEVEL if row[9] else row[7],
        made=bool(row[8]) if row[8] is not None else None,
        smudge=bool(row[9]),
        points=_ints(row[10]),
        scores_after=_ints(row[11]),
        winner=row[12],
    )


def setup_of(rules: Rules, seats: Sequence[SeatSetup]) -> MatchSetup:
    """A set-up to name a stored or opened match's seats and sides by (seat numbers when the
    names are not known, as for a record opened from a file)."""
    if len(seats) != rules.players:
        seats = tuple(
            SeatSetup.bot(QCoreApplication.translate("History", "Seat {n}").format(n=seat + 1), "?")
            for seat in range(rules.players)
        )
    return MatchSetup(rules, tuple(seats))
