"""Child processes seen through /proc (Linux), for the tests that a worker never outlives its use.

Reads ``/proc/<pid>/stat`` of every process rather than a third-party library; a zombie (ended,
not yet reaped) counts as ended.
"""

from __future__ import annotations

import os
from pathlib import Path

PROC = Path("/proc")
HAS_PROC = (PROC / "self" / "stat").exists()


def _stat(pid: int) -> tuple[str, int] | None:
    """The state letter and the parent's id of ``pid``, or None when it is gone."""
    try:
        text = (PROC / str(pid) / "stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[1].split()
    return fields[0], int(fields[1])


def is_running(pid: int) -> bool:
    """Whether ``pid`` exists and has not ended (a zombie has ended)."""
    stat = _stat(pid)
    return stat is not None and stat[0] not in ("Z", "X")


def state_of(pid: int) -> str | None:
    """``R``, ``S``, ``T`` (stopped), ``Z``..., or None when gone."""
    stat = _stat(pid)
    return stat[0] if stat is not None else None


def children(pid: int) -> list[int]:
    """The running processes whose parent is ``pid``."""
    out = []
    for entry in os.listdir(PROC):
        if entry.isdigit():
            stat = _stat(int(entry))
            if stat is not None and stat[1] == pid and stat[0] not in ("Z", "X"):
                out.append(int(entry))
    return sorted(out)


def descendants(pid: int) -> list[int]:
    """The running processes below ``pid``: children, their children, and so on."""
    found: list[int] = []
    todo = [pid]
    while todo:
        kids = children(todo.pop())
        found.extend(kids)
        todo.extend(kids)
    return sorted(found)


def cmdline(pid: int) -> str:
    try:
        return (
            (PROC / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        )
    except OSError:
        return ""


def bot_workers(pid: int | None = None) -> list[int]:
    """The bot worker processes below ``pid`` (this process by default)."""
    root = os.getpid() if pid is None else pid
    return [p for p in descendants(root) if "spawn_main" in cmdline(p)]
