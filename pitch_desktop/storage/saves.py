"""Saved matches: a match in progress kept as a ``pitch-match/1`` record and read back.

The record lists every hand so far, the last one possibly unfinished, so a saved game is also a
hand history that ``pitch-cli replay`` reads. Reading replays it through the engine, so a file
that was edited or damaged is refused with the record's own one-line reason, never half-loaded.
Writing goes through a temporary file that replaces the old one, so a crash never leaves half a
save behind.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QStandardPaths

from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.records import RecordError, match_record_json, replay_record

AUTOSAVE_NAME = "autosave.pitch.json"


class SaveError(ValueError):
    """A saved match that cannot be read or written; the message says why in one line."""


def match_to_json(match: MatchState) -> dict[str, Any]:
    """The ``pitch-match/1`` record of every hand so far, the one in play last."""
    hands = [*match.history, *([match.hand] if match.hand is not None else [])]
    return match_record_json(match.rules, hands)


def match_from_json(obj: object) -> MatchState:
    """The match a ``pitch-match/1`` record describes, ready to go on from where it stopped."""
    try:
        states = replay_record(obj)
    except RecordError as exc:
        raise SaveError(str(exc)) from None
    if not isinstance(obj, dict) or obj.get("format") != "pitch-match/1":
        raise SaveError("a saved match must be a 'pitch-match/1' record")
    if not states:
        raise SaveError("the saved match has no hands")
    rules = states[0].rules
    current = states[-1] if not states[-1].is_over else None
    finished = tuple(states[:-1] if current is not None else states)
    last = finished[-1] if finished else None
    return MatchState(
        rules=rules,
        scores=last.scores_after if last is not None else (0,) * rules.sides,
        dealer=current.dealer if current is not None else (states[-1].dealer + 1) % rules.players,
        hand=current,
        history=finished,
        winner=last.winner if last is not None else None,
    )


def save_match(match: MatchState, path: Path) -> None:
    """Write the match to ``path`` in one step (a temporary file renamed over it)."""
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
        raise SaveError(f"cannot save the match to {path.name}: {exc.strerror}") from None


def load_match(path: Path) -> MatchState:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"cannot read {path.name}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a saved match (not text)") from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path.name} is not valid JSON (line {exc.lineno})") from None
    return match_from_json(obj)


def autosave_path() -> Path:
    """Where the match in progress is kept between sessions (the application's data folder)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / AUTOSAVE_NAME
