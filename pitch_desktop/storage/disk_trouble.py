"""Why a write to disk failed, as the player can act on it: full, read-only, locked or missing.

SQLite and the system name one trouble many ways (``SQLITE_FULL``, "database or disk is full",
``ENOSPC``; ``SQLITE_READONLY``, ``EROFS``, ``EACCES``...), and a raw message such as "disk I/O
error" tells the player nothing to do. ``trouble_of`` sorts an exception into a ``DiskTrouble``
and ``trouble_words`` says it in a few words that fit inside a sentence, so the player is told
the true cause once instead of a message that comes from somewhere below it.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QCoreApplication


class DiskTrouble(StrEnum):
    """What stops a write, as far as the player is concerned."""

    FULL = "full"  # no space left (or over the quota)
    READ_ONLY = "read-only"  # a read-only disk or a folder the game may not write
    LOCKED = "locked"  # another program holds the file
    MISSING = "missing"  # the folder or the disk is gone (an unplugged drive)
    OTHER = "other"  # anything else: the raw reason is told


def _errnos(*names: str) -> frozenset[int]:
    """The numbers of the named errors this system has (EDQUOT is not everywhere)."""
    return frozenset(getattr(errno, name) for name in names if hasattr(errno, name))


_BY_ERRNO: dict[DiskTrouble, frozenset[int]] = {
    DiskTrouble.FULL: _errnos("ENOSPC", "EDQUOT"),
    DiskTrouble.READ_ONLY: _errnos("EROFS", "EACCES", "EPERM"),
    DiskTrouble.LOCKED: _errnos("EBUSY", "ETXTBSY"),
    DiskTrouble.MISSING: _errnos("ENOENT", "ENODEV", "ENXIO", "ESTALE", "ENOMEDIUM"),
}

_BY_SQLITE_CODE: dict[int, DiskTrouble] = {
    sqlite3.SQLITE_FULL: DiskTrouble.FULL,
    sqlite3.SQLITE_READONLY: DiskTrouble.READ_ONLY,
    sqlite3.SQLITE_PERM: DiskTrouble.READ_ONLY,
    sqlite3.SQLITE_BUSY: DiskTrouble.LOCKED,
    sqlite3.SQLITE_LOCKED: DiskTrouble.LOCKED,
}

# SQLite's own messages, for errors made without a code (and old Pythons that give none).
_BY_SQLITE_TEXT: tuple[tuple[str, DiskTrouble], ...] = (
    ("disk is full", DiskTrouble.FULL),
    ("readonly database", DiskTrouble.READ_ONLY),
    ("read-only", DiskTrouble.READ_ONLY),
    ("is locked", DiskTrouble.LOCKED),
    ("database is busy", DiskTrouble.LOCKED),
)


def trouble_of(exc: BaseException, where: Path | None = None) -> DiskTrouble:
    """The trouble behind ``exc``: an ``OSError`` by its errno, an ``sqlite3.Error`` by its
    code or, without one, its message; ``OTHER`` when it is none of those. SQLite's "unable to
    open database file" says no more than that: ``where`` (the file) tells a missing folder
    from one that cannot be written."""
    if isinstance(exc, OSError):
        return _os_trouble(exc)
    if isinstance(exc, sqlite3.Error):
        return _sqlite_trouble(exc, where)
    return DiskTrouble.OTHER


def _os_trouble(exc: OSError) -> DiskTrouble:
    for trouble, numbers in _BY_ERRNO.items():
        if exc.errno in numbers:
            return trouble
    return DiskTrouble.OTHER


def _sqlite_trouble(exc: sqlite3.Error, where: Path | None) -> DiskTrouble:
    """SQLite's trouble by its extended code's primary part, else by its message."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        found = _BY_SQLITE_CODE.get(code & 0xFF)
        if found is not None:
            return found
        if code & 0xFF == sqlite3.SQLITE_CANTOPEN and where is not None:
            return _unopenable(where)
    text = str(exc).lower()
    for words, trouble in _BY_SQLITE_TEXT:
        if words in text:
            return trouble
    return DiskTrouble.OTHER


def _unopenable(where: Path) -> DiskTrouble:
    folder = where.parent
    if not folder.is_dir():
        return DiskTrouble.MISSING
    if not os.access(folder, os.W_OK) or (where.exists() and not os.access(where, os.W_OK)):
        return DiskTrouble.READ_ONLY
    return DiskTrouble.OTHER


def trouble_words(trouble: DiskTrouble, why: str) -> str:
    """A few words for ``trouble``, to go inside a sentence; ``why`` for ``OTHER``."""
    words = {
        DiskTrouble.FULL: QCoreApplication.translate("DiskTrouble", "the disk is full"),
        DiskTrouble.READ_ONLY: QCoreApplication.translate(
            "DiskTrouble", "the disk or its folder is read-only"
        ),
        DiskTrouble.LOCKED: QCoreApplication.translate(
            "DiskTrouble", "another program has locked it"
        ),
        DiskTrouble.MISSING: QCoreApplication.translate(
            "DiskTrouble", "its folder or disk is missing"
        ),
    }
    return words.get(trouble, why)
