"""Reading a regular file without ever waiting on it, for the window's storage and the table
server alike (no Qt here: the server runs without it).

``open()`` on a named pipe waits for a writer that may never come, and a read from a device or a
socket may never end. ``read_regular_file`` checks what the path is before opening it, opens it
without blocking, checks again what it opened (the path may have been swapped in between), and
reads a bounded number of bytes. Anything else is refused by ``NotAFileError``, an ``OSError``
whose ``strerror`` says what the path is (in words the caller gives, its language).
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

_READ_CHUNK = 1 << 16


class NotAFileError(OSError):
    """The path is not a regular file (a folder, a pipe, a device, a socket): it is not read."""


def what_it_is(mode: int) -> str:
    """What a path that is not a regular file is, in a few English words."""
    if stat.S_ISDIR(mode):
        return "it is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "it is a named pipe, not a file"
    if stat.S_ISSOCK(mode):
        return "it is a socket, not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "it is a device, not a file"
    return "it is not a regular file"


def _refuse(path: Path, mode: int, words: Callable[[int], str]) -> NotAFileError:
    code = errno.EISDIR if stat.S_ISDIR(mode) else errno.EINVAL
    return NotAFileError(code, words(mode), str(path))


def read_regular_file(path: Path, limit: int, words: Callable[[int], str] = what_it_is) -> bytes:
    """The first ``limit`` bytes (at most) of the regular file at ``path``.

    Pass one more than the largest size accepted to tell a file that is too large. Raises
    ``NotAFileError`` for anything but a regular file (never opened if it can be told first,
    never waited on; ``words(mode)`` says what it is), and ``OSError`` when the file cannot be
    read.
    """
    before = os.stat(path)
    if not stat.S_ISREG(before.st_mode):
        raise _refuse(path, before.st_mode, words)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # swapped for something else since the check
            raise _refuse(path, opened.st_mode, words)
        chunks: list[bytes] = []
        left = limit
        while left > 0:
            chunk = os.read(fd, min(left, _READ_CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)
