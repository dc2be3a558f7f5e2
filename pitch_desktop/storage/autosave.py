"""The match in play, kept after every bid and card so that quitting or a crash loses nothing.

The file is a ``pitch-save/1`` object: the match as a ``pitch-match/1`` record (every hand so
far, the last one possibly unfinished) with what a resume needs besides (the seats' names,
kinds and levels, the speed) and a SHA-256 check of all of it. It is written atomically by
``QSaveFile`` (a crash or power cut mid-write leaves the previous save whole). Reading replays
the record through the engine and checks everything else, so a file that is truncated, damaged,
edited or from a newer version is refused in one sentence and renamed aside (never deleted), and
the app starts normally.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QIODevice, QSaveFile

from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.records import MAX_RECORD_BYTES, RecordError, load_json
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup, Speed
from pitch_desktop.storage.files import read_regular_file
from pitch_desktop.storage.saves import (
    DamagedSaveError,
    SaveError,
    autosave_path,
    match_from_json,
    match_to_json,
    set_aside,
)
from pitch_desktop.storage.settings import MAX_NAME_LENGTH

SAVE_FORMAT = "pitch-save/1"
_FORMAT_PREFIX = "pitch-save/"
_SAVE_VERSION = 1
# A seat in the save: its name, its kind (a ``SeatKind`` that can be resumed here) and its level.
SEAT_FIELDS = frozenset({"name", "kind", "level"})


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """A match to go on with: who sits where, the match itself, and whether it is practice
    (hints or undo were used; it stays out of the statistics after a resume too)."""

    setup: MatchSetup
    match: MatchState
    practice: bool = False


def _check(payload: dict[str, Any]) -> str:
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def saved_match_json(saved: SavedMatch) -> dict[str, Any]:
    """The ``pitch-save/1`` object of a match in play."""
    payload: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "match": match_to_json(saved.match),
        "seats": [
            {"name": s.name, "kind": s.kind.value, "level": s.level} for s in saved.setup.seats
        ],
        "speed": saved.setup.speed.value,
    }
    if saved.practice:  # only when set, so a save from before the flag reads the same
        payload["practice"] = True
    return {**payload, "check": _check(payload)}


def saved_match_from_json(obj: object, known_levels: Collection[str]) -> SavedMatch:
    """Read a ``pitch-save/1`` object; ``SaveError`` says in one line what is wrong."""
    if not isinstance(obj, dict):
        raise SaveError(QCoreApplication.translate("SavedMatch", "not a saved match"))
    _check_format(obj.get("format"))
    _check_untouched(obj)
    match = match_from_json(obj.get("match"))
    seats = _read_seats(obj.get("seats"), match.rules.players, known_levels)
    speed = _read_speed(obj.get("speed"))
    practice = _read_practice(obj)
    setup = MatchSetup(rules=match.rules, seats=seats, speed=speed)
    return SavedMatch(setup=setup, match=match, practice=practice)


def _check_format(fmt: object) -> None:
    """A save of this version; one of a later version is told apart, to say so."""
    if isinstance(fmt, str) and fmt.startswith(_FORMAT_PREFIX) and fmt != SAVE_FORMAT:
        version = fmt.removeprefix(_FORMAT_PREFIX)
        if version.isdigit() and int(version) > _SAVE_VERSION:
            raise SaveError(
                QCoreApplication.translate("SavedMatch", "it was saved by a newer version of Pitch")
            )
    if fmt != SAVE_FORMAT:
        raise SaveError(QCoreApplication.translate("SavedMatch", "not a saved match"))


def _check_untouched(obj: dict[str, Any]) -> None:
    """No field but the save's own, and the check still fits: the file was not edited."""
    unknown = set(obj) - {"format", "match", "seats", "speed", "practice", "check"}
    if unknown:
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "it has an unknown field {name}").format(
                name=sorted(unknown)[0]
            )
        )
    payload = {k: v for k, v in obj.items() if k != "check"}
    if obj.get("check") != _check(payload):
        raise SaveError(QCoreApplication.translate("SavedMatch", "it was changed outside the game"))


def _read_speed(speed: object) -> Speed:
    if not isinstance(speed, str) or speed not in tuple(Speed):
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "the speed is not one the game knows")
        )
    return Speed(speed)


def _read_practice(obj: dict[str, Any]) -> bool:
    """The practice mark, absent in saves from before it (and in any save not practice)."""
    practice = obj.get("practice", False)
    if not isinstance(practice, bool):
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "the practice mark is not true or false")
        )
    return practice


def _read_seats(obj: object, players: int, known_levels: Collection[str]) -> tuple[SeatSetup, ...]:
    if not isinstance(obj, list) or len(obj) != players:
        raise SaveError(
            QCoreApplication.translate(
                "SavedMatch", "the seats do not fit the {players} players of the match"
            ).format(players=players)
        )
    return tuple(_read_seat(i + 1, seat, known_levels) for i, seat in enumerate(obj))


def _read_seat(n: int, seat: object, known_levels: Collection[str]) -> SeatSetup:
    """Seat number ``n`` of a save: a fitting name, a kind this app plays, and for a computer
    player a level the game knows."""
    # A save before seats had kinds holds a name and a level, None for the person.
    if not isinstance(seat, dict) or set(seat) not in ({"name", "level"}, SEAT_FIELDS):
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "seat {n} is not a name and a level").format(
                n=n
            )
        )
    name, level = seat["name"], seat["level"]
    kind = seat.get("kind", SeatKind.LOCAL.value if level is None else SeatKind.BOT.value)
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "seat {n} has no fitting name").format(n=n)
        )
    if kind not in (SeatKind.LOCAL.value, SeatKind.BOT.value):
        raise SaveError(
            QCoreApplication.translate(
                "SavedMatch", "seat {n} is neither a player here nor a computer player"
            ).format(n=n)
        )
    if not _level_fits(kind, level, known_levels):
        raise SaveError(
            QCoreApplication.translate(
                "SavedMatch", "seat {n} has a computer level the game does not know"
            ).format(n=n)
        )
    return SeatSetup(name, SeatKind(kind), level)


def _level_fits(kind: str, level: object, known_levels: Collection[str]) -> bool:
    """A computer player, or any seat that gives a level, must name a level the game knows."""
    if kind != SeatKind.BOT.value and level is None:
        return True
    return isinstance(level, str) and level in known_levels


def write_saved_match(saved: SavedMatch, path: Path | None = None) -> None:
    """Write the save in one step: the old file stays whole until the new one is complete."""
    path = path if path is not None else autosave_path()
    data = json.dumps(saved_match_json(saved), indent=1).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "cannot save the match: {why}").format(
                why=exc.strerror or str(exc)
            )
        ) from None
    f = QSaveFile(str(path))
    if not f.open(QIODevice.OpenModeFlag.WriteOnly):
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "cannot save the match: {why}").format(
                why=f.errorString()
            )
        )
    if f.write(QByteArray(data)) != len(data) or not f.commit():
        error = f.errorString()
        f.cancelWriting()
        raise SaveError(
            QCoreApplication.translate("SavedMatch", "cannot save the match: {why}").format(
                why=error
            )
        )


def read_saved_match(known_levels: Collection[str], path: Path | None = None) -> SavedMatch | None:
    """The match saved at ``path`` (the autosave by default), or None when there is none.

    A file that cannot be used is renamed aside and ``DamagedSaveError`` says why in one
    sentence, with ``kept_as`` the new name.
    """
    path = path if path is not None else autosave_path()
    if not path.exists():
        return None
    try:
        data = read_regular_file(path, MAX_RECORD_BYTES + 1)  # a pipe there is never waited on
        if len(data) > MAX_RECORD_BYTES:
            raise SaveError(QCoreApplication.translate("SavedMatch", "the file is too large"))
        return saved_match_from_json(load_json(data.decode("utf-8")), known_levels)
    except (SaveError, RecordError, UnicodeDecodeError, OSError, ValueError) as exc:
        if isinstance(exc, SaveError):
            reason = str(exc)
        elif isinstance(exc, RecordError):
            reason = QCoreApplication.translate("SavedMatch", "its hands do not follow the rules")
        else:
            reason = QCoreApplication.translate("SavedMatch", "it cannot be read")
        kept = set_aside(path)
        raise DamagedSaveError(reason, kept) from None


def forget_saved_match(path: Path | None = None) -> None:
    """The match is over: nothing is left to resume."""
    path = path if path is not None else autosave_path()
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
