"""Keeps the match in play in the hand history, for the window: one call after each hand.

``HistoryRecorder`` knows which stored match the hands belong to. Its writes run in a thread of
their own (``_Writer``), so a slow, locked or full disk never holds the window up: the window's
call only queues the hands. Hands that cannot be stored (a full, read-only, locked or missing
disk) are kept, in memory, and tried again with the next hand and after a wait that grows while
they keep failing; the player is told the cause once, and once more when they are all in. A read
(``store``) first waits, briefly, for the writes queued before it, so that it sees them.

The database module (``storage.history``, with ``sqlite3``) is only imported when first needed,
so the window that holds a recorder starts as fast as before.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

if TYPE_CHECKING:
    from pitch_desktop.engine.match import MatchState
    from pitch_desktop.engine.state import HandState
    from pitch_desktop.match_setup import MatchSetup
    from pitch_desktop.storage.disk_trouble import DiskTrouble
    from pitch_desktop.storage.history import HistoryError, HistoryStore

# How long SQLite waits for another program's lock in the writer's thread before the hands are
# kept for later (the window does not wait for it).
WRITE_WAIT_S = 0.2
# The wait before kept hands are tried again; it doubles, up to the most, while they fail.
RETRY_FIRST_S = 1.0
RETRY_MOST_S = 30.0
# How long a read waits for the writes queued before it, and closing for every kept hand.
READ_FLUSH_S = 1.0
CLOSE_FLUSH_S = 2.0


@dataclass(frozen=True, slots=True)
class _Record:
    """Store the finished ``hands`` of the match whose first deal is ``key``."""

    setup: MatchSetup
    hands: tuple[HandState, ...]
    key: str
    practice: bool
    day: str | None = None  # the date of the deals of the day these hands play, if they do


@dataclass(frozen=True, slots=True)
class _Practice:
    """Mark the match whose first deal is ``key`` as practice, once it is stored."""

    key: str


@dataclass(frozen=True, slots=True)
class _Duplicate:
    """Keep the comparison of the day whose first deal is ``key``, once it is stored."""

    key: str
    points: tuple[int, ...]
    levels: tuple[tuple[str, tuple[int, ...]], ...]


_Job = _Record | _Practice | _Duplicate


@dataclass(frozen=True, slots=True)
class _Told:
    """A sentence for the player: once for each new trouble, always when ``trouble`` is None."""

    sentence: str
    trouble: DiskTrouble | None


@dataclass(frozen=True, slots=True)
class _Stored:
    """Hands of ``match_id`` are in the history now; ``recovered``: every kept hand is in."""

    match_id: str
    recovered: bool = False


_News = _Told | _Stored


class _Mailbox(QObject):
    """Brings the writer's news to the thread the recorder was made in (the window's)."""

    posted = Signal()

    def __init__(self, deliver: Callable[[], None]) -> None:
        super().__init__()
        self._deliver = deliver
        self.posted.connect(self._on_posted, Qt.ConnectionType.QueuedConnection)

    @Slot()
    def _on_posted(self) -> None:
        self._deliver()


def _kept_sentence(exc: HistoryError) -> str:
    return QCoreApplication.translate(
        "HistoryRecorder",
        "{problem}; your hands are kept and go into it as soon as it can be written.",
    ).format(problem=str(exc).rstrip("."))


class _Writer:
    """The history's writes, oldest first, in a thread of their own.

    Jobs that fail stay at the head of the queue, in order, and are tried again when a job
    comes, when ``flush`` asks, and after a wait that doubles while they keep failing. A record
    of a match replaces the one waiting before it (the later holds every hand of the earlier).
    The thread has its own connection to the database; ``match_id`` is the last match stored.
    """

    def __init__(
        self, path: Path, clock: Callable[[], float], post: Callable[[_News], None]
    ) -> None:
        self._path = path
        self._clock = clock
        self._post = post
        self._cond = threading.Condition()
        self._jobs: list[_Job] = []
        self._trying = 0  # the jobs at the head of ``_jobs`` that the thread is trying now
        self._wake = False  # jobs are to be tried: they are new, or ``flush`` asked
        self._stopping = False
        self.match_id: str | None = None
        # Only the thread touches these.
        self._store: HistoryStore | None = None
        self._match_key: str | None = None
        self._stored_hands = 0
        self._trouble: DiskTrouble | None = None  # why the kept jobs could not be stored
        self._thread = threading.Thread(target=self._run, name="pitch-history", daemon=True)
        self._thread.start()

    @property
    def waiting(self) -> int:
        """Jobs not stored yet: queued, being written, or kept after a failure."""
        with self._cond:
            return len(self._jobs)

    def put(self, job: _Job) -> None:
        with self._cond:
            last = self._jobs[-1] if len(self._jobs) > self._trying else None
            if (
                isinstance(job, _Record)
                and isinstance(last, _Record)
                and (last.key, last.setup) == (job.key, job.setup)
                and len(last.hands) <= len(job.hands)
            ):
                self._jobs[-1] = job
            else:
                self._jobs.append(job)
            self._wake = True
            self._cond.notify_all()

    def flush(self, timeout: float, *, retry: bool = True) -> bool:
        """Wait until the jobs queued so far have been tried (``retry``: the kept ones too,
        now), at most ``timeout`` seconds; True when nothing is left to store."""
        with self._cond:
            if retry and self._jobs:
                self._wake = True
                self._cond.notify_all()
            end = time.monotonic() + timeout
            while (self._trying or self._wake) and self._thread.is_alive():
                left = end - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(left)
            return not self._jobs

    def stop(self, timeout: float) -> None:
        """End the thread after the job in hand (what is still kept is dropped)."""
        with self._cond:
            self._stopping = True
            self._cond.notify_all()
        self._thread.join(timeout)

    def _run(self) -> None:
        wait = RETRY_FIRST_S
        try:
            while True:
                timed = False  # tried because the wait ran out (not for a new job or a flush)
                with self._cond:
                    while not self._wake and not self._stopping:
                        if not self._jobs:
                            self._cond.wait()
                        elif not self._cond.wait(wait):
                            self._wake = timed = True  # time to try the kept jobs again
                    if self._stopping:
                        return
                    self._wake = False
                    jobs = list(self._jobs)
                    self._trying = len(jobs)
                done, failed = self._try(jobs)
                with self._cond:
                    del self._jobs[:done]
                    self._trying = 0
                    # A full disk is not freed in a second: the waits grow while timed tries
                    # fail, and start again short after a new hand.
                    wait = min(wait * 2, RETRY_MOST_S) if failed and timed else RETRY_FIRST_S
                    self._cond.notify_all()
        finally:
            if self._store is not None:
                self._store.close()
                self._store = None
            with self._cond:
                self._trying = 0
                self._cond.notify_all()

    def _try(self, jobs: Sequence[_Job]) -> tuple[int, bool]:
        """Store ``jobs`` in order; how many were done (stored, or dropped as faulty), and
        whether one failed and is kept."""
        from pitch_desktop.storage.disk_trouble import DiskTrouble
        from pitch_desktop.storage.history import HistoryError

        done = 0
        try:
            store = self._open()
            for job in jobs:
                try:
                    self._do(store, job)
                except (ValueError, TypeError, KeyError, IndexError) as exc:
                    # A fault of the game's, not of the disk: trying again would not help.
                    traceback.print_exc()
                    self._post(
                        _Told(
                            QCoreApplication.translate(
                                "HistoryRecorder",
                                "A hand could not be added to the history ({why}).",
                            ).format(why=exc),
                            None,
                        )
                    )
                done += 1
        except HistoryError as exc:
            if exc.trouble is not DiskTrouble.LOCKED and self._store is not None:
                # Opened again for the next try: the disk may have been unplugged or remounted.
                self._store.close()
                self._store = None
            if exc.trouble != self._trouble:
                self._post(_Told(_kept_sentence(exc), exc.trouble))
            self._trouble = exc.trouble
            return done, True
        if self._trouble is not None:
            self._trouble = None
            if self.match_id is not None:
                self._post(_Stored(self.match_id, recovered=True))
        return done, False

    def _open(self) -> HistoryStore:
        if self._store is None:
            from pitch_desktop.storage.history import HistoryStore

            store = HistoryStore(self._path, clock=self._clock, busy_timeout=WRITE_WAIT_S)
            if store.notice is not None:  # a damaged history was set aside
                self._post(_Told(store.notice, None))
            self._store = store
        return self._store

    def _do(self, store: HistoryStore, job: _Job) -> None:
        if isinstance(job, _Practice | _Duplicate):
            if self.match_id is not None and job.key == self._match_key:
                if isinstance(job, _Practice):
                    store.mark_practice(self.match_id)
                else:
                    store.keep_duplicate(self.match_id, job.points, dict(job.levels))
            return
        # The match in play goes on in its stored match; any other (a resumed match, the same
        # deal started afresh) is looked for among those stored by ``record_match`` itself.
        going_on = (
            self.match_id is not None
            and job.key == self._match_key
            and self._stored_hands < len(job.hands)
        )
        match_id = store.record_match(
            job.setup,
            job.hands,
            self.match_id if going_on else None,
            practice=job.practice,
            newcomer=job.key != self._match_key,
        )
        if job.day is not None:
            store.mark_day(match_id, job.day)
        with self._cond:
            self.match_id = match_id
        self._match_key = job.key
        self._stored_hands = len(job.hands)
        self._post(_Stored(match_id))


class HistoryRecorder:
    """Keeps the match in play in the history: the window calls ``hand_scored`` after each hand.

    It knows which stored match the hands belong to (a new match, or the one a resumed match
    goes on with) and writes them in a thread of its own. It tells the player, through ``tell``,
    once for each cause, when the history cannot be kept or a damaged one was set aside, and
    ``stored`` hears the id of each match a hand was stored in; both are called in the thread the
    recorder was made in. Recording is off when ``enabled`` is false (screenshots, most tests);
    reading works either way.
    """

    def __init__(
        self,
        path: Path | None = None,
        *,
        enabled: bool = True,
        tell: Callable[[str], None] | None = None,
        stored: Callable[[str], None] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.enabled = enabled
        self._path = path
        self._tell = tell
        self._on_stored = stored
        self._clock = clock
        self._store: HistoryStore | None = None  # for reading, in the window's thread
        self._writer: _Writer | None = None
        self._news: deque[_News] = deque()
        self._mailbox = _Mailbox(self._deliver)
        self._told: DiskTrouble | None = None  # the trouble the player was told of last
        self._practice: set[str] = set()  # first-deal keys of matches marked as practice

    @property
    def match_id(self) -> str | None:
        """The stored match the match in play belongs to (None before its first hand is in)."""
        if self._writer is None:
            return None
        self.flush(READ_FLUSH_S, retry=False)
        return self._writer.match_id

    @property
    def waiting(self) -> int:
        """Writes not done yet: hands (and practice marks) queued or kept after a failure."""
        return self._writer.waiting if self._writer is not None else 0

    def flush(self, timeout: float = CLOSE_FLUSH_S, *, retry: bool = True) -> bool:
        """Wait until what was queued has been tried (``retry``: kept hands too, now), at most
        ``timeout`` seconds, and pass on what the writer said; True when everything is stored."""
        done = self._writer.flush(timeout, retry=retry) if self._writer is not None else True
        self._deliver()
        return done

    def store(self) -> HistoryStore | None:
        """The history for reading, opened on first use, once the writes queued before have
        been tried (so that a read sees them); None (the player told once) if it cannot be."""
        self.flush(READ_FLUSH_S, retry=False)
        if self._store is None:
            from pitch_desktop.storage.history import HistoryError, HistoryStore

            try:
                self._store = HistoryStore(self._path, clock=self._clock)
            except HistoryError as exc:
                self._report(str(exc), exc.trouble)
                return None
            if self._store.notice is not None:
                self._report(self._store.notice, None)
        return self._store

    def close(self) -> None:
        """Store what is still waiting (briefly), end the writer and close the history."""
        if self._writer is not None:
            self._writer.flush(CLOSE_FLUSH_S)
            self._writer.stop(CLOSE_FLUSH_S)
            self._writer = None
        self._deliver()
        if self._store is not None:
            self._store.close()
            self._store = None

    def _writer_now(self) -> _Writer:
        if self._writer is None:
            from pitch_desktop.storage.history import history_path

            path = self._path if self._path is not None else history_path()
            self._writer = _Writer(path, self._clock, self._post)
        return self._writer

    def _post(self, news: _News) -> None:
        """From the writer's thread: keep ``news`` and wake the window's thread for it."""
        self._news.append(news)
        self._mailbox.posted.emit()

    def _deliver(self) -> None:
        while self._news:
            news = self._news.popleft()
            if isinstance(news, _Told):
                self._report(news.sentence, news.trouble)
                continue
            if news.recovered and self._told is not None:
                self._told = None
                self._say(
                    QCoreApplication.translate(
                        "HistoryRecorder",
                        "The hands kept while the history could not be written are in it now.",
                    )
                )
            if self._on_stored is not None:
                self._on_stored(news.match_id)

    def _report(self, sentence: str, trouble: DiskTrouble | None) -> None:
        """Tell ``sentence`` unless the player already knows of ``trouble`` (None: always)."""
        if trouble is not None:
            if trouble == self._told:
                return
            self._told = trouble
        self._say(sentence)

    def _say(self, sentence: str) -> None:
        if self._tell is not None:
            self._tell(sentence)

    def hand_scored(
        self, setup: MatchSetup | None, match: MatchState | None, day: str | None = None
    ) -> None:
        """Queue the hands of ``match`` finished since the last call (normally the one just
        scored); returns at once and never raises: the writer stores them, or keeps them and
        tries again, and a failure is told once. ``day``: the date of the deals of the day the
        match plays, if it does."""
        if not self.enabled or setup is None or match is None or not match.history:
            return
        from pitch_desktop.storage.history import first_deal_key

        hands = tuple(match.history)
        key = first_deal_key(hands[0])
        self._writer_now().put(_Record(setup, hands, key, key in self._practice, day))

    def day_compared(
        self, played: Sequence[HandState], points: Sequence[int], levels: dict[str, list[int]]
    ) -> None:
        """Keep a day's comparison with the day (``played``, its hands, stored by then):
        the player's side's points deal by deal, and each level's."""
        if not self.enabled or not played:
            return
        from pitch_desktop.storage.history import first_deal_key

        kept = tuple((k, tuple(v)) for k, v in levels.items())
        self._writer_now().put(_Duplicate(first_deal_key(played[0]), tuple(points), kept))

    def mark_practice(self, match: MatchState | None) -> None:
        """Mark ``match`` (the match in play) as practice, from now on and for its stored hands:
        hints or undo were used, so it stays out of the statistics."""
        if match is None:
            return
        first = match.history[0] if match.history else match.hand
        if first is None:
            return
        from pitch_desktop.storage.history import first_deal_key

        key = first_deal_key(first)
        self._practice.add(key)
        if self.enabled or self._writer is not None:
            self._writer_now().put(_Practice(key))
