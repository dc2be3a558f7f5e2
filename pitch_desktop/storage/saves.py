"""Saved matches: a match in progress kept as a ``pitch-match/1`` record and read back.

The record lists every hand so far, the last one possibly unfinished, so a saved game is also a
hand history that ``pitch-cli replay`` reads. Reading replays it through the engine, so a file
that was edited or damaged is refused with the record's own one-line reason, never half-loaded.
Writing goes through a temporary file that replaces the old one, so a crash never leaves half a
save behind. A damaged save can be renamed aside on reading, so it is kept for a look rather than
overwritten by the next save; no file is ever deleted.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.records import (
    MAX_RECORD_BYTES,
    RecordError,
    load_json,
    match_state_from_json,
    match_state_json,
    too_large_message,
    with_older_nine_point_deal,
)
from pitch_desktop.storage.files import read_regular_file

AUTOSAVE_NAME = "autosave.pitch.json"


class SaveError(ValueError):
    """A saved match that cannot be read or written; the message says why in one line."""


def match_to_json(match: MatchState) -> dict[str, Any]:
    """The ``pitch-match/1`` record of every hand so far, the one in play last."""
    return match_state_json(match)


def match_from_json(obj: object) -> MatchState:
    """The match a ``pitch-match/1`` record describes, ready to go on from where it stopped.
    A save of the older six-card nine-point goes on as it was played (``"deal": 6``)."""
    if isinstance(obj, dict):
        obj = with_older_nine_point_deal(obj)
    try:
        match = match_state_from_json(obj)
    except RecordError as exc:
        raise SaveError(str(exc)) from None
    return match


def save_match(match: MatchState, path: Path) -> None:
    """Write the match to ``path`` in one step (a temporary file renamed over it).

    A folder that is read-only, full or missing raises ``SaveError`` and leaves any earlier
    save as it was.
    """
    text = json.dumps(match_to_json(match), indent=1)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except OSError as exc:
        raise SaveError(f"cannot save the match to {path.name}: {_why(exc)}") from None


class DamagedSaveError(SaveError):
    """A saved match that is not a readable ``pitch-match/1`` record.

    ``kept_as`` is where the file was moved so that nothing overwrites it (None when it was not
    moved), so a player or a developer can still look at it.
    """

    def __init__(self, message: str, kept_as: Path | None = None) -> None:
        super().__init__(message)
        self.kept_as = kept_as


def load_match(path: Path, *, set_aside_damaged: bool = False) -> MatchState:
    """The match saved at ``path``; ``SaveError`` (``DamagedSaveError`` when damaged) if not.

    With ``set_aside_damaged`` a damaged file is renamed aside (``set_aside``) so that the next
    save does not overwrite it; it is never deleted.
    """
    try:
        data = read_regular_file(path, MAX_RECORD_BYTES + 1)  # a pipe there is never waited on
    except OSError as exc:
        raise SaveError(f"cannot read {path.name}: {_why(exc)}") from None
    try:
        return _match_from_bytes(data, path.name)
    except DamagedSaveError as exc:
        if not set_aside_damaged:
            raise
        kept = set_aside(path)
        where = f"it was kept as {kept.name}" if kept is not None else "it could not be moved aside"
        raise DamagedSaveError(f"{exc}; {where}", kept) from None


def _match_from_bytes(data: bytes, name: str) -> MatchState:
    if len(data) > MAX_RECORD_BYTES:
        raise DamagedSaveError(f"{name} is not a saved match ({too_large_message()})")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DamagedSaveError(f"{name} is not a saved match (not text)") from None
    try:
        return match_from_json(load_json(text))
    except RecordError as exc:
        raise DamagedSaveError(f"{name} is not a saved match ({exc})") from None
    except SaveError as exc:
        raise DamagedSaveError(f"{name}: {exc}") from None


def set_aside(path: Path) -> Path | None:
    """Rename a damaged save to ``NAME.damaged`` (``-2``, ``-3``...: never over another file), so
    that it is kept for a look and the next save does not overwrite it; None if it cannot be."""
    for n in range(1, 100):
        kept = path.with_name(f"{path.name}.damaged" + (f"-{n}" if n > 1 else ""))
        if kept.exists():
            continue
        try:
            path.rename(kept)
        except OSError:
            return None
        return kept
    return None


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__


def autosave_path() -> Path:
    """Where the match in progress is kept between sessions (the application's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME
