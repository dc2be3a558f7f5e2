"""One running game per data folder: a second start finds the first and brings it up.

Two copies of the game on one home would both resume the saved match and store it, each as its
own, and overwrite each other's autosave. ``InstanceLock`` is a ``QLockFile`` beside the data;
a lock left by a game that was killed or crashed is taken over (its process is gone), while a
running game keeps it however long it runs (no age makes it stale).

The second start rings the first through a file beside the lock (``ring_first``), which the
first watches (``InstanceBell``): only QtCore is needed, so the packaged app, built without Qt's
network module, does it too. The file carries the invite link the second start was given, if
any, so that a link clicked while the game is open reaches the open game. When nobody answers
(the first is stopped, or the folder cannot be watched) the caller says in one sentence that the
game is already open.
"""

from __future__ import annotations

import contextlib
import os
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QStandardPaths, Signal, Slot

LOCK_NAME = "pitch.lock"
RING_NAME = "pitch.ring"
# How long a second start waits for the first to answer its ring.
RING_WAIT_S = 2.0
_RING_POLL_S = 0.05


def data_folder() -> Path:
    """The application's data folder, where the history and the autosave are kept."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder)


class Lock(Enum):
    """How taking the lock went."""

    TAKEN = "taken"  # this is the only game on this data folder now
    HELD = "held"  # another running game holds it
    UNAVAILABLE = "unavailable"  # no lock can be kept there (a folder that cannot be written)


class InstanceLock:
    """The lock that makes this the one game running on its data folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_folder()
        self.path = self.folder / LOCK_NAME
        self._lock = QLockFile(str(self.path))
        # Stale only when the process that took it is gone: a game may run for days.
        self._lock.setStaleLockTime(0)

    def acquire(self) -> Lock:
        """Take the lock, or find out who holds it; never waits."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Lock.UNAVAILABLE
        if self._lock.tryLock(0):
            return Lock.TAKEN
        if self._lock.error() == QLockFile.LockError.LockFailedError:
            return Lock.HELD
        return Lock.UNAVAILABLE

    def holder(self) -> int | None:
        """The process id of the game that holds the lock, if it can be read."""
        pid = self._lock.getLockInfo()[0]  # (pid, host, app); 0 when there is no lock
        return int(pid) or None

    def release(self) -> None:
        if self._lock.isLocked():
            self._lock.unlock()


class InstanceBell(QObject):
    """Listens, in the game holding the lock, for a second start ringing: ``rung`` then.

    Signals:
        rung: Another start of the game on this data folder asked for this one to come up.
            arg: the invite link it was given, or "" (the link is checked by the one who
            rang, and again by whoever opens it).
    """

    rung = Signal(str)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ring = folder / RING_NAME
        self._watcher = QFileSystemWatcher([str(folder)], self)
        self._watcher.directoryChanged.connect(self._changed)

    def check(self) -> None:
        """Answer a ring left before the bell was listening (the two started together)."""
        self._changed("")

    @Slot(str)
    def _changed(self, _folder: str) -> None:
        if not self._ring.exists():
            return
        link = ""
        with contextlib.suppress(OSError, UnicodeDecodeError):
            link = self._ring.read_text(encoding="utf-8").partition("\n")[2].strip()
        with contextlib.suppress(OSError):
            self._ring.unlink()  # the answer: the second start sees it gone
        self.rung.emit(link)


def ring_first(folder: Path | None = None, wait: float = RING_WAIT_S, link: str = "") -> bool:
    """Ask the game already running on ``folder`` to come up, and to open ``link`` if one is
    given; True when it answered in time."""
    ring = (folder if folder is not None else data_folder()) / RING_NAME
    # Written whole under another name first: the bell never reads half a link.
    written = ring.with_name(f"{RING_NAME}.{os.getpid()}")
    try:
        written.write_text(f"{os.getpid()}\n{link}", encoding="utf-8")
        os.replace(written, ring)
    except OSError:
        with contextlib.suppress(OSError):
            written.unlink()
        return False
    end = time.monotonic() + wait
    while time.monotonic() < end:
        if not ring.exists():
            return True
        time.sleep(_RING_POLL_S)
    with contextlib.suppress(OSError):
        ring.unlink()
    return False
