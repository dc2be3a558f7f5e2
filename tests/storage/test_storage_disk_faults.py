"""Hard to break, part two: a history another program has locked, a full disk, settings that
cannot be saved, a named pipe where a file should be, and the same match stored by two stores.

Each case keeps what was played (in memory, tried again until it can be stored), tells the true
cause in one sentence, once, and never holds the window's thread up: a regression fails here
rather than hanging the suite (a watchdog unblocks a pipe that is waited on).
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import simulate_match
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.match_setup import LevelChoice, MatchSetup, SeatSetup, Speed
from pitch_desktop.storage import settings as st
from pitch_desktop.storage.autosave import read_saved_match
from pitch_desktop.storage.disk_trouble import DiskTrouble, trouble_of
from pitch_desktop.storage.files import NotAFileError, read_regular_file
from pitch_desktop.storage.history import HISTORY_NAME, HistoryError, HistoryStore
from pitch_desktop.storage.instance import InstanceLock, Lock
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.saves import DamagedSaveError, SaveError, load_match
from tests.storage.test_storage_history import _with_history

RULES = PRESETS["setback"]
LEVELS = LevelChoice(keys=("beginner", "standard", "expert"), default="standard")
# The window's thread may be held up this long at most by a call into storage.
STALL_S = 0.05


def _setup(rules: Rules = RULES) -> MatchSetup:
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    return MatchSetup(rules, (SeatSetup.local("You"), *bots))


@pytest.fixture(scope="module")
def played() -> MatchState:
    match, _ = simulate_match(RULES, [make_bot("standard")] * RULES.players, 60, 31)
    assert len(match.history) >= 5
    return match


def _one_sentence(text: str) -> bool:
    body = text.rstrip(".")
    return bool(body) and ". " not in body and "\n" not in text and text.endswith(".")


def _stored_hands(path: Path) -> list[tuple[str, int]]:
    """(match id, hands) of every stored match, read by a connection of the test's own."""
    db = sqlite3.connect(path)
    try:
        return [(str(m), int(h)) for m, h in db.execute("SELECT id, hands FROM matches")]
    finally:
        db.close()


@pytest.fixture
def recorders() -> Iterator[list[HistoryRecorder]]:
    """Recorders closed after the test, whatever happened (their writer threads end)."""
    made: list[HistoryRecorder] = []
    yield made
    for recorder in made:
        recorder.close()


# --- the same match twice ----------------------------------------------------------------------


def test_two_stores_on_one_file_keep_one_copy_of_a_match(
    tmp_path: Path, played: MatchState
) -> None:
    """Two copies of the game that resumed the same match: each stores it "as its own"."""
    path = tmp_path / HISTORY_NAME
    first, second = HistoryStore(path), HistoryStore(path)
    try:
        setup, hands = _setup(), played.history
        one = first.record_match(setup, hands[:2])
        two = second.record_match(setup, hands[:2])  # the same hands, as a new match
        assert two == one
        three = second.record_match(setup, hands[:3])  # the second goes on: still that match
        assert three == one
        assert first.record_match(setup, hands[:3], one) == one  # and the first after it
        assert _stored_hands(path) == [(one, 3)]
        assert len(first.hands(one)) == 3
        # Other players at the same deal are another match.
        others = MatchSetup(RULES, tuple(SeatSetup.bot(f"X{s}", "standard") for s in range(4)))
        assert first.record_match(others, hands[:1]) != one
    finally:
        first.close()
        second.close()


def test_two_recorders_on_one_file_keep_one_copy_of_a_match(
    tmp_path: Path, played: MatchState, recorders: list[HistoryRecorder]
) -> None:
    path = tmp_path / HISTORY_NAME
    a, b = HistoryRecorder(path), HistoryRecorder(path)
    recorders += [a, b]
    for n in (1, 2, 3):
        a.hand_scored(_setup(), _with_history(played, n))
        b.hand_scored(_setup(), _with_history(played, n))
    # Each may find the other writing (on a loaded machine, longer than its short wait): it
    # keeps its hands and tries again.
    deadline = time.monotonic() + 10
    while not (a.flush() and b.flush()) and time.monotonic() < deadline:
        pass
    assert a.waiting == b.waiting == 0
    assert a.match_id == b.match_id
    assert _stored_hands(path) == [(a.match_id, 3)]


# --- a history another program has locked -------------------------------------------------------


def test_a_locked_history_never_holds_the_window_up_and_stores_the_hands_with_history(
    tmp_path: Path, played: MatchState, recorders: list[HistoryRecorder]
) -> None:
    path = tmp_path / HISTORY_NAME
    HistoryStore(path).close()
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program writing, for as long as it likes
    told: list[str] = []
    recorder = HistoryRecorder(path, tell=told.append)
    recorders.append(recorder)
    try:
        for n in (1, 2, 3):
            began = time.perf_counter()
            recorder.hand_scored(_setup(), _with_history(played, n))
            assert time.perf_counter() - began < STALL_S
            assert not recorder.flush(1.0)  # tried, and kept
        assert recorder.waiting == 1
        began = time.perf_counter()
        store = recorder.store()  # reading is not held up by another program's write
        assert store is not None and store.matches() == []
        assert time.perf_counter() - began < 0.5
        assert len(told) == 1 and _one_sentence(told[0]), told
        assert "locked" in told[0] and "kept" in told[0]
    finally:
        other.execute("ROLLBACK")
        other.close()
    # The lock is gone: the kept hands go in by themselves, without waiting for another hand.
    deadline = time.monotonic() + 10
    while recorder.waiting and time.monotonic() < deadline:
        time.sleep(0.05)
    assert recorder.waiting == 0
    recorder.flush()
    assert [h for _, h in _stored_hands(path)] == [3]
    assert len(told) == 2 and "in it now" in told[1]


def test_a_history_locked_at_opening_is_not_set_aside(tmp_path: Path) -> None:
    path = tmp_path / HISTORY_NAME
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA locking_mode=EXCLUSIVE")
    db.execute("BEGIN EXCLUSIVE")
    db.execute("CREATE TABLE mine (x)")
    try:
        began = time.perf_counter()
        with pytest.raises(HistoryError) as raised:
            HistoryStore(path)
        assert time.perf_counter() - began < 1.0
        assert raised.value.trouble is DiskTrouble.LOCKED
        assert "locked" in str(raised.value) and _one_sentence(str(raised.value))
    finally:
        db.execute("ROLLBACK")
        db.close()
    assert not list(tmp_path.glob("*.damaged*"))


# --- a full disk -------------------------------------------------------------------------------


class _FullAtCommit:
    """A connection on a disk that fills up at the commit: SQLite rolls the write back by
    itself and says "database or disk is full" (so a ROLLBACK after it finds no transaction)."""

    def __init__(self, db: sqlite3.Connection, full: Callable[[], bool]) -> None:
        self._db = db
        self._full = full

    def execute(self, sql: str, *args: Any) -> sqlite3.Cursor:
        if sql == "COMMIT" and self._full():
            self._db.execute("ROLLBACK")
            raise sqlite3.OperationalError("database or disk is full")
        return self._db.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


def test_a_full_disk_at_the_commit_is_told_as_a_full_disk(
    tmp_path: Path, played: MatchState
) -> None:
    store = HistoryStore(tmp_path / HISTORY_NAME)
    store._db = _FullAtCommit(store._db, lambda: True)  # type: ignore[assignment]
    try:
        with pytest.raises(HistoryError) as raised:
            store.record_match(_setup(), played.history[:1])
        message = str(raised.value)
        assert raised.value.trouble is DiskTrouble.FULL
        assert "disk is full" in message and "rollback" not in message, message
        assert not store._db.in_transaction
        assert store.matches() == []
    finally:
        store.close()


def test_a_real_sqlite_full_error_is_a_full_disk(tmp_path: Path, played: MatchState) -> None:
    """SQLite itself out of room (its page limit reached, as on a full disk)."""
    store = HistoryStore(tmp_path / HISTORY_NAME)
    try:
        pages = store._db.execute("PRAGMA page_count").fetchone()[0]
        store._db.execute(f"PRAGMA max_page_count = {pages}")
        with pytest.raises(HistoryError) as raised:
            store.record_match(_setup(), played.history)
        assert raised.value.trouble is DiskTrouble.FULL, raised.value
        assert "disk is full" in str(raised.value)
    finally:
        store.close()


@pytest.mark.parametrize("where", ["commit", "folder"])
def test_hands_played_on_a_full_disk_are_kept_and_stored_once_there_is_room(
    tmp_path: Path,
    played: MatchState,
    monkeypatch: pytest.MonkeyPatch,
    recorders: list[HistoryRecorder],
    where: str,
) -> None:
    """ "commit": SQLite's "database or disk is full" as the hand is written; "folder": the
    history's folder cannot even be made (``ENOSPC``)."""
    disk = {"full": True}
    path = tmp_path / "data" / HISTORY_NAME
    real_connect = sqlite3.connect
    real_mkdir = Path.mkdir

    def connect(*args: Any, **kwargs: Any) -> Any:
        return _FullAtCommit(real_connect(*args, **kwargs), lambda: disk["full"])

    def mkdir(self: Path, *args: Any, **kwargs: Any) -> None:
        if self == path.parent and disk["full"]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self))
        real_mkdir(self, *args, **kwargs)

    if where == "commit":
        monkeypatch.setattr(sqlite3, "connect", connect)  # the module the history uses
    else:
        monkeypatch.setattr(Path, "mkdir", mkdir)
    told: list[str] = []
    recorder = HistoryRecorder(path, tell=told.append)
    recorders.append(recorder)
    for n in (1, 2, 3):
        recorder.hand_scored(_setup(), _with_history(played, n))
        assert not recorder.flush()
    assert recorder.waiting == 1
    assert len(told) == 1 and _one_sentence(told[0]), told  # once, not every hand
    assert "disk is full" in told[0] and "rollback" not in told[0], told[0]
    disk["full"] = False  # room again: the next hand brings every kept one in
    recorder.hand_scored(_setup(), _with_history(played, 4))
    assert recorder.flush()
    monkeypatch.undo()
    store = recorder.store()
    assert store is not None
    (summary,) = store.matches()
    assert summary.hands == 4 and len(store.hands(summary.match_id)) == 4
    assert len(told) == 2 and "in it now" in told[1]


@pytest.mark.parametrize(
    ("error", "trouble"),
    [
        (sqlite3.OperationalError("database or disk is full"), DiskTrouble.FULL),
        (sqlite3.OperationalError("database is locked"), DiskTrouble.LOCKED),
        (sqlite3.OperationalError("attempt to write a readonly database"), DiskTrouble.READ_ONLY),
        (OSError(errno.ENOSPC, "No space left on device"), DiskTrouble.FULL),
        (OSError(errno.EROFS, "Read-only file system"), DiskTrouble.READ_ONLY),
        (OSError(errno.EACCES, "Permission denied"), DiskTrouble.READ_ONLY),
        (OSError(errno.ENOENT, "No such file or directory"), DiskTrouble.MISSING),
        (sqlite3.OperationalError("no such table: x"), DiskTrouble.OTHER),
    ],
)
def test_errors_are_sorted_by_their_cause(error: BaseException, trouble: DiskTrouble) -> None:
    assert trouble_of(error) is trouble


# --- settings that cannot be saved ---------------------------------------------------------------


def _settings_file(isolated_settings: Path) -> Path:
    return isolated_settings / "pitch-desktop" / "Pitch.ini"


@pytest.mark.parametrize("how", ["file-is-a-folder", "home-is-a-file", "read-only-folder"])
def test_settings_that_cannot_be_saved_are_told_once_and_kept_in_memory(
    qtbot: QtBot, isolated_settings: Path, how: str
) -> None:
    file = _settings_file(isolated_settings)
    if how == "file-is-a-folder":
        file.mkdir(parents=True)
        words = "is a folder"
    elif how == "home-is-a-file":
        isolated_settings.write_text("a file where the settings folder should be")
        words = "is a file"
    else:
        if os.geteuid() == 0:
            pytest.skip("root writes into a read-only folder")
        file.parent.mkdir(parents=True)
        file.parent.chmod(stat.S_IRUSR | stat.S_IXUSR)
        words = "read-only"
    try:
        store = st.SettingsStore(LEVELS)
        with qtbot.wait_signal(store.save_failed, timeout=500) as failed:
            store.set_speed(Speed.FAST)
        sentence = failed.args[0]
        assert _one_sentence(sentence) and words in sentence, sentence
        assert store.unsaved and store.speed() is Speed.FAST  # the game goes on with it
        with qtbot.assert_not_emitted(store.save_failed):
            store.set_table_colour(st.TableColour.RED)
            store.set_four_colour(True)
        assert store.table_colour() is st.TableColour.RED and store.four_colour()
    finally:
        if file.parent.is_dir():
            file.parent.chmod(stat.S_IRWXU)


def test_settings_that_can_be_saved_again_are_told_again_only_after_a_new_failure(
    qtbot: QtBot, isolated_settings: Path
) -> None:
    file = _settings_file(isolated_settings)
    file.mkdir(parents=True)
    store = st.SettingsStore(LEVELS)
    with qtbot.wait_signal(store.save_failed, timeout=500):
        store.set_speed(Speed.FAST)
    file.rmdir()
    with qtbot.assert_not_emitted(store.save_failed):
        store.set_speed(Speed.SLOW)
    assert not store.unsaved and file.is_file() and "slow" in file.read_text()


# --- a named pipe where a file should be ---------------------------------------------------------


def _unblocking(fifo: Path, after: float = 5.0) -> threading.Thread:
    """A watchdog: if something waits on ``fifo`` (a regression), open its other end after
    ``after`` seconds so that the wait ends and the test fails instead of hanging."""

    def open_the_other_end() -> None:
        time.sleep(after)
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            return  # nobody reads it: nothing was waiting
        os.close(fd)

    thread = threading.Thread(target=open_the_other_end, daemon=True)
    thread.start()
    return thread


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    path = tmp_path / "record.json"
    os.mkfifo(path)
    return path


def test_a_named_pipe_is_refused_at_once(fifo: Path) -> None:
    _unblocking(fifo)
    began = time.perf_counter()
    with pytest.raises(NotAFileError) as raised:
        read_regular_file(fifo, 100)
    assert time.perf_counter() - began < 1.0
    assert raised.value.strerror is not None and "named pipe" in raised.value.strerror


def test_devices_and_folders_are_refused_and_files_read_to_the_bound(tmp_path: Path) -> None:
    if os.path.exists("/dev/zero"):
        with pytest.raises(NotAFileError, match="device"):
            read_regular_file(Path("/dev/zero"), 100)
    with pytest.raises(NotAFileError, match="folder"):
        read_regular_file(tmp_path, 100)
    big = tmp_path / "big.json"
    big.write_bytes(b"x" * 10_000)
    assert read_regular_file(big, 101) == b"x" * 101
    assert read_regular_file(big, 20_000) == b"x" * 10_000


def test_a_named_pipe_as_the_autosave_or_a_saved_match_is_refused(fifo: Path) -> None:
    _unblocking(fifo)
    began = time.perf_counter()
    with pytest.raises(SaveError, match="named pipe"):
        load_match(fifo)
    with pytest.raises(DamagedSaveError) as raised:
        read_saved_match(LEVELS.keys, fifo)
    assert time.perf_counter() - began < 1.0
    assert raised.value.kept_as is not None and not fifo.exists()  # set aside, not deleted
    assert stat.S_ISFIFO(raised.value.kept_as.stat().st_mode)


# --- one game per data folder --------------------------------------------------------------------


def test_a_second_lock_on_the_data_folder_is_refused_until_the_first_is_released(
    tmp_path: Path,
) -> None:
    first, second = InstanceLock(tmp_path / "data"), InstanceLock(tmp_path / "data")
    assert first.acquire() is Lock.TAKEN
    try:
        assert second.acquire() is Lock.HELD
        assert second.holder() == os.getpid()
    finally:
        first.release()
    assert second.acquire() is Lock.TAKEN
    second.release()


def test_no_lock_where_no_folder_can_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the data folder should be")
    assert InstanceLock(blocker / "data").acquire() is Lock.UNAVAILABLE


def _open_at_once(path: Path, stores: int) -> tuple[list[str | None], list[Exception]]:
    """Open ``stores`` HistoryStores on ``path`` in threads started together; the notices of
    those opened (each closed again) and the errors of the others."""
    start = threading.Barrier(stores)
    notices: list[str | None] = []
    failures: list[Exception] = []

    def open_one() -> None:
        start.wait()
        try:
            store = HistoryStore(path)
        except Exception as exc:
            failures.append(exc)
            return
        notices.append(store.notice)
        store.close()

    threads = [threading.Thread(target=open_one) for _ in range(stores)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    return notices, failures


def test_stores_opening_a_new_history_at_once_never_set_it_aside(tmp_path: Path) -> None:
    """Stores opening a history that does not exist yet all create it: each must see another's
    tables and their version together, never tables without a version (which is set aside,
    and the hands stored in it with it)."""
    stores = 4
    for attempt in range(25):
        notices, failures = _open_at_once(tmp_path / f"{attempt}-{HISTORY_NAME}", stores)
        # A store that finds another creating the history may be told it is locked (the
        # recorder keeps its hands and tries again); none may take it for damaged.
        locked = [f for f in failures if isinstance(f, HistoryError)]
        assert failures == locked
        assert [f.trouble for f in locked] == [DiskTrouble.LOCKED] * len(locked)
        assert notices == [None] * (stores - len(failures))
        assert not list(tmp_path.glob(f"{attempt}-*.damaged*"))
