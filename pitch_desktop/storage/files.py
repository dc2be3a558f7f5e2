"""Reading a file the player chose, or the game's own, without ever waiting on it: the reader
of ``pitch_desktop.regular_files``, saying in the player's language what a path that is not a
regular file is (a caller's "cannot be opened ({why})" then reads well).
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from pitch_desktop.regular_files import NotAFileError
from pitch_desktop.regular_files import read_regular_file as _read

__all__ = ["NotAFileError", "read_regular_file", "write_json_file"]


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


def write_json_file(path: Path, obj: object, prefix: str, *, ascii_only: bool = True) -> None:
    """Write ``obj`` as JSON at ``path`` in one step (a temporary file named from ``prefix``
    renamed over it), so a failed write leaves the file as it was; ``OSError`` says why."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(obj, f, indent=1, ensure_ascii=ascii_only)
            f.write("\n")
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
