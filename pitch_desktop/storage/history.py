"""The hand history: every finished hand kept in a local SQLite database, for lists and statistics.

Each match is one row holding its ``pitch-match/1`` record (rewritten after every finished hand,
so the record always replays to the stored result) and the facts the history window and the
statistics read without replaying anything: preset, layout, seats, scores, winner, practice.
Each finished hand is one row of its own with the pitcher, the bid, made or set, smudge and the
points per side.

The database runs in write-ahead-log mode with full syncs, so a killed process or a crash loses
at most the hand being written. Its layout is versioned by ``PRAGMA user_version``; opening an
older file migrates it step by step (``MIGRATIONS``). A file that is not a database, is damaged,
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
from collections.abc import Callable, Iterator, Mapping, Sequence
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
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.storage.disk_trouble import DiskTrouble, trouble_of, trouble_words
from pitch_desktop.storage.history_rows import (
    MIGRATIONS,
    SCHEMA_VERSION,
    TABLES,
    DayResult,
    HandSummary,
    MatchSummary,
    compact,
    duplicate_json,
    hand_columns,
    hand_summary,
    match_of,
    match_summary,
    setup_of,
)

__all__ = [
    "CUSTOM_PRESET",
    "HISTORY_NAME",
    "SCHEMA_VERSION",
    "DayResult",
    "HandSummary",
    "HistoryError",
    "HistoryStore",
    "MatchSummary",
    "first_deal_key",
    "history_path",
    "setup_of",
]

HISTORY_NAME = "history.sqlite3"
CUSTOM_PRESET = "custom"  # the preset column of rules that are no preset

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
        if version and not TABLES[version] <= tables:
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
                    for statement in MIGRATIONS[version]:
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
        record = compact(match_record_json(rules, finished))
        bodies = [hand_body_json(h) for h in finished]
        key = first_deal_key(finished[0])
        # The statistics are the person's at this computer: none when several share it.
        human = setup.you_seat
        seats = compact(
            [{"name": s.name, "kind": s.kind.value, "level": s.level} for s in setup.seats]
        )

        def write(db: sqlite3.Connection) -> None:
            nonlocal ident
            found: tuple[str, int] | None = None
            if match_id is not None:
                # The match named, if it is still there and these hands are its own (a
                # history set aside and started afresh since holds none of it).
                found = match_of(
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
                found = match_of(
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
                        compact([0] * rules.sides),
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
                    (ident, number, now, *hand_columns(finished[number - 1])),
                )
            db.execute(
                "UPDATE matches SET hands = ?, scores = ?, winner = ?, finished_at = ?, "
                "record = ?, practice = MAX(practice, ?) WHERE id = ?",
                (
                    len(finished),
                    compact(list(last.scores_after)),
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

    def mark_day(self, match_id: str, day: str) -> None:
        """The match played the deals of ``day`` (YYYY-MM-DD): the list says so, and the
        statistics count it apart from the matches."""
        self._write(
            lambda db: db.execute("UPDATE matches SET day = ? WHERE id = ?", (day, match_id))
        )

    def keep_duplicate(
        self, match_id: str, points: Sequence[int], levels: Mapping[str, Sequence[int]]
    ) -> None:
        """A day's comparison: the player's side's points deal by deal, and each level's."""
        self._write(
            lambda db: db.execute(
                "UPDATE matches SET duplicate = ? WHERE id = ? AND day IS NOT NULL",
                (duplicate_json(points, levels), match_id),
            )
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
        "hands, scores, winner, practice, day, duplicate"
    )

    def matches(self) -> list[MatchSummary]:
        """Every stored match, the most recent first."""
        rows = self._read(
            f"SELECT {self._MATCH_COLUMNS} FROM matches ORDER BY started_at DESC, rowid DESC"
        )
        return [match_summary(row) for row in rows]

    def match(self, match_id: str) -> MatchSummary | None:
        rows = self._read(f"SELECT {self._MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
        return match_summary(rows[0]) if rows else None

    def hands(self, match_id: str) -> list[HandSummary]:
        """A match's stored hands, in the order played."""
        rows = self._read(
            "SELECT match_id, number, finished_at, dealer, thrown_in, pitcher, pitcher_side, bid, "
            "made, smudge, points, scores_after, winner FROM hands WHERE match_id = ? "
            "ORDER BY number",
            (match_id,),
        )
        return [hand_summary(row) for row in rows]

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
        summaries = [match_summary(row) for row in rows]
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
                hand = hand_summary(row)
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
