"""Reading a file the player chose, or the game's own, without ever waiting on it: the reader
of ``pitch_desktop.regular_files``, saying in the player's language what a path that is not a
regular file is (a caller's "cannot be opened ({why})" then reads well).
"""

from __future__ import annotations

import stat
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from pitch_desktop.regular_files import NotAFileError
from pitch_desktop.regular_files import read_regular_file as _read

__all__ = ["NotAFileError", "read_regular_file"]


def _what(mode: int) -> str:
    """What a path that is not a regular file is, in a few words."""
    if stat.S_ISDIR(mode):
        return QCoreApplication.translate("Files", "it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return QCoreApplication.translate("Files", "it is a named pipe, not a file")
    if stat.S_ISSOCK(mode):
        return QCoreApplication.translate("Files", "it is a socket, not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return QCoreApplication.translate("Files", "it is a device, not a file")
    return QCoreApplication.translate("Files", "it is not a regular file")


def read_regular_file(path: Path, limit: int) -> bytes:
    """The first ``limit`` bytes (at most) of the regular file at ``path`` (see
    ``regular_files.read_regular_file``); ``NotAFileError`` in the player's words."""
    return _read(path, limit, _what)
