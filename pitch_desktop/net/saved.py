"""Saved tables: a server started with a state folder keeps each table in one file there, so a
restart, or a crash, loses no table and no match.

A file is a ``pitch-server-table/1`` object: the table's code, name, rules, host, turn timer,
chat and hints flags (and ``watch`` when watching is off), its seats (names, kinds, bot
levels, and for each person the SHA-256 of their seat token, never the token), the deal seed,
and the match so far as the records' own ``pitch-match/1`` record (``match_state_json``), the
hand in play last. The seed and the cards stay on the server: no client is ever sent either.

Files are written by one thread of their own (``TableFiles``), each through a temporary file
in the same folder that is synced and renamed over the old one, so a crash leaves the old file
or the new one, never half of either; a table that changes faster than the disk writes has
only its latest state written. A disk that is full or read-only is logged once and play goes
on unsaved. Reading checks everything, replaying the match through the engine and the deals
from the seed, so a file that is truncated, edited or from another version is refused with a
one-line reason (``SavedTableError``), never half-loaded.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
import re
import tempfile
import threading
from collections.abc import Callable, Collection
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.records import (
    MAX_RECORD_BYTES,
    RecordError,
    load_json,
    match_state_from_json,
    match_state_json,
    read_rules,
    rules_json,
    shown,
    with_older_nine_point_deal,
)
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import deal
from pitch_desktop.play.seats import SeatKind
from pitch_desktop.regular_files import read_regular_file

from .codes import ALPHABET, CODE_SYMBOLS
from .protocol import (
    MAX_LEVEL_CHARS,
    MAX_TABLE_NAME_CHARS,
    MAX_TURN_SECONDS,
    ProtocolError,
    TableState,
    check_name,
)

log = logging.getLogger(__name__)

TABLE_FORMAT = "pitch-server-table/1"
_FORMAT_PREFIX = "pitch-server-table/"
_FIELDS = frozenset(
    {"format", "code", "name", "rules", "host", "turn_seconds", "chat", "hints", "state"}
    | {"seed", "matches", "address", "seats", "scores", "match"}
)
# Optional: written only when off, so a table from before it reads as it was (watching on).
_OPTIONAL_FIELDS = frozenset({"watch"})
_SUFFIX = ".json"
_TEMP_PREFIX = ".pitch-table-"
_TEMP_SUFFIX = ".tmp"
_CODE_NAME = re.compile(f"[{ALPHABET}]{{{CODE_SYMBOLS}}}")
_HASH = re.compile(r"[0-9a-f]{64}")
MAX_SEED_CHARS = 100
MAX_ADDRESS_CHARS = 100
MAX_MATCHES = 1_000_000


class SavedTableError(ValueError):
    """A saved table's file that cannot be loaded; the message says why in one line."""


@dataclass(frozen=True, slots=True)
class SavedSeat:
    """A seat as saved: a person's name and token hash, or a bot's or open seat's level."""

    kind: SeatKind
    name: str = ""
    level: str = ""
    token_hash: str = ""


@dataclass(frozen=True, slots=True)
class SavedTable:
    """All a table is, to start it again: only immutable parts, so a snapshot taken on the
    event loop can be written out on another thread."""

    code: str
    name: str
    rules: Rules
    host: int
    turn_seconds: int
    chat: bool
    hints: bool
    state: TableState  # lobby or playing: a finished match's table is not kept
    seed: str
    matches: int  # matches begun before this one at the table (each deals from its own stream)
    address: str  # who opened it, for the tables-per-address limit
    seats: tuple[SavedSeat, ...]
    match: MatchState | None
    watch: bool = True  # anyone with the invite code may watch


def deal_stream(seed: str, matches: int) -> random.Random:
    """The generator that deals the table's ``matches``-th match (0 the first): its own stream
    per match, so a resumed table deals on exactly as it would have."""
    return random.Random(f"{seed}/deal" if matches == 0 else f"{seed}/deal/{matches}")


def table_json(saved: SavedTable) -> dict[str, Any]:
    """The ``pitch-server-table/1`` object of a table."""
    seats: list[dict[str, Any]] = []
    for s in saved.seats:
        if s.kind is SeatKind.PERSON:
            seats.append({"kind": s.kind.value, "name": s.name, "token_sha256": s.token_hash})
        else:
            seats.append({"kind": s.kind.value, "level": s.level})
    match = saved.match
    obj: dict[str, Any] = {
        "format": TABLE_FORMAT,
        "code": saved.code,
        "name": saved.name,
        "rules": rules_json(saved.rules),
        "host": saved.host,
        "turn_seconds": saved.turn_seconds,
        "chat": saved.chat,
        "hints": saved.hints,
        "state": saved.state.value,
        "seed": saved.seed,
        "matches": saved.matches,
        "address": saved.address,
        "seats": seats,
        "scores": list(match.scores) if match is not None else [0] * saved.rules.sides,
        "match": match_state_json(match) if match is not None and match_has_hands(match) else None,
    }
    if not saved.watch:
        obj["watch"] = False
    return obj


def match_has_hands(match: MatchState) -> bool:
    return match.hand is not None or bool(match.history)


def table_text(saved: SavedTable) -> str:
    return json.dumps(table_json(saved), indent=1)


# --- reading ---------------------------------------------------------------------------------


def _whole(obj: dict[str, Any], key: str, lo: int, hi: int) -> int:
    v = obj.get(key)
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise SavedTableError(f"{key} must be a whole number from {lo} to {hi}, not {shown(v)}")
    return v


def _string(obj: dict[str, Any], key: str, max_chars: int, min_chars: int = 1) -> str:
    v = obj.get(key)
    if not isinstance(v, str) or not min_chars <= len(v) <= max_chars:
        raise SavedTableError(
            f"{key} must be a string of {min_chars} to {max_chars} characters, not {shown(v)}"
        )
    return v


def _flag(obj: dict[str, Any], key: str) -> bool:
    v = obj.get(key)
    if not isinstance(v, bool):
        raise SavedTableError(f"{key} must be true or false, not {shown(v)}")
    return v


def _seat(obj: object, i: int, levels: Collection[str]) -> SavedSeat:
    where = f"seat {i}"
    if not isinstance(obj, dict):
        raise SavedTableError(f"{where} must be an object")
    kind = obj.get("kind")
    if kind == SeatKind.PERSON.value:
        return _person_seat(obj, where)
    if kind in (SeatKind.BOT.value, SeatKind.OPEN.value):
        return _level_seat(obj, SeatKind(kind), where, levels)
    raise SavedTableError(f"{where}: kind must be person, bot or open, not {shown(kind)}")


def _person_seat(obj: dict[str, Any], where: str) -> SavedSeat:
    if set(obj) != {"kind", "name", "token_sha256"}:
        raise SavedTableError(f"{where}: a person's seat holds kind, name and token_sha256")
    try:
        name = check_name(obj["name"], f"{where}.name")
    except ProtocolError as exc:
        raise SavedTableError(str(exc)) from None
    token_hash = obj["token_sha256"]
    if not isinstance(token_hash, str) or not _HASH.fullmatch(token_hash):
        raise SavedTableError(f"{where}: token_sha256 must be 64 hexadecimal digits")
    return SavedSeat(SeatKind.PERSON, name=name, token_hash=token_hash)


def _level_seat(
    obj: dict[str, Any], kind: SeatKind, where: str, levels: Collection[str]
) -> SavedSeat:
    """A bot's seat or an open one: both name the level of the bot that plays it."""
    if set(obj) != {"kind", "level"}:
        raise SavedTableError(f"{where}: a bot's or open seat holds kind and level")
    level = obj["level"]
    if not isinstance(level, str) or len(level) > MAX_LEVEL_CHARS or level not in levels:
        raise SavedTableError(f"{where}: no bot has the level {shown(level)}")
    return SavedSeat(kind, level=level)


def read_table(obj: object, levels: Collection[str]) -> SavedTable:
    """The table a ``pitch-server-table/1`` object describes, every part checked: the match is
    replayed through the engine, and its deals must be those of its seed."""
    fields = _table_fields(obj)
    code = _string(fields, "code", CODE_SYMBOLS)
    if not _CODE_NAME.fullmatch(code):
        raise SavedTableError(f"code {shown(code)} is not an invite code")
    try:
        name = check_name(fields["name"], "name", MAX_TABLE_NAME_CHARS, 0)
        rules = read_rules(fields["rules"])
    except ProtocolError as exc:
        raise SavedTableError(str(exc)) from None
    except RecordError as exc:
        raise SavedTableError(f"rules: {exc.reason}") from None
    host = _whole(fields, "host", 0, rules.players - 1)
    turn_seconds = _whole(fields, "turn_seconds", 0, MAX_TURN_SECONDS)
    chat, hints = _flag(fields, "chat"), _flag(fields, "hints")
    watch = _flag(fields, "watch") if "watch" in fields else True
    state_text = fields["state"]
    if state_text not in (TableState.LOBBY.value, TableState.PLAYING.value):
        raise SavedTableError(f"state must be lobby or playing, not {shown(state_text)}")
    state = TableState(state_text)
    seed = _string(fields, "seed", MAX_SEED_CHARS)
    matches = _whole(fields, "matches", 0, MAX_MATCHES)
    address = _string(fields, "address", MAX_ADDRESS_CHARS, 0)
    seats = _table_seats(fields["seats"], rules, host, state, levels)
    match = _table_match(fields["match"], rules, state)
    scores = match.scores if match is not None else (0,) * rules.sides
    if fields["scores"] != list(scores):
        raise SavedTableError(f"scores {shown(fields['scores'])} are not those of its match")
    saved = SavedTable(
        code, name, rules, host, turn_seconds, chat, hints, state, seed, matches, address,
        seats, match, watch,
    )  # fmt: skip
    resumed_deals(saved)  # the deals must be the seed's
    return saved


def _table_fields(obj: object) -> dict[str, Any]:
    """The object's fields, once it is known to be a table of this format with every field."""
    if not isinstance(obj, dict):
        raise SavedTableError("not a saved table (not a JSON object)")
    fmt = obj.get("format")
    if fmt != TABLE_FORMAT:
        if isinstance(fmt, str) and fmt.startswith(_FORMAT_PREFIX):
            raise SavedTableError(f"saved by another version of the server ({shown(fmt)})")
        raise SavedTableError(f"not a saved table (format {shown(fmt)}, not {TABLE_FORMAT!r})")
    unknown = sorted(set(obj) - _FIELDS - _OPTIONAL_FIELDS)
    if unknown:
        raise SavedTableError(f"unknown field {shown(unknown[0])}")
    missing = sorted(_FIELDS - set(obj))
    if missing:
        raise SavedTableError(f"missing field {missing[0]!r}")
    return _with_older_nine_point_deal(obj)


def _with_older_nine_point_deal(obj: dict[str, Any]) -> dict[str, Any]:
    """A table whose match is of the older six-card nine-point goes on as it was played: its
    rules, the match's, gain ``"deal": 6`` (a lobby's nine-point deals nine)."""
    match = obj["match"]
    if not isinstance(match, dict):
        return obj
    migrated = with_older_nine_point_deal(match)
    if migrated is match or obj["rules"] != match.get("rules"):
        return obj
    return {**obj, "rules": migrated["rules"], "match": migrated}


# The kind of seat a table in each state may not have, and why.
_NO_SEAT_OF_KIND = {
    TableState.LOBBY: (SeatKind.BOT, "a lobby's seats are people or open"),
    TableState.PLAYING: (SeatKind.OPEN, "a match in play has no open seat"),
}


def _table_seats(
    seats_obj: object, rules: Rules, host: int, state: TableState, levels: Collection[str]
) -> tuple[SavedSeat, ...]:
    """The seats, each checked, and together: the host a person, a lobby without bots, a match
    without open seats, no token twice."""
    if not isinstance(seats_obj, list) or len(seats_obj) != rules.players:
        raise SavedTableError(f"seats must list the {rules.players} seats of the rules")
    seats = tuple(_seat(s, i, levels) for i, s in enumerate(seats_obj))
    if seats[host].kind is not SeatKind.PERSON:
        raise SavedTableError(f"the host's seat {host} has no person")
    kind_not_here, why = _NO_SEAT_OF_KIND[state]
    if any(s.kind is kind_not_here for s in seats):
        raise SavedTableError(why)
    hashes = [s.token_hash for s in seats if s.kind is SeatKind.PERSON]
    if len(set(hashes)) != len(hashes):
        raise SavedTableError("two seats have the same token")
    return seats


def _table_match(match_obj: object, rules: Rules, state: TableState) -> MatchState | None:
    """The match in play (None in a lobby): under the table's rules, and not over."""
    if match_obj is None:
        return None
    if state is not TableState.PLAYING:
        raise SavedTableError("a lobby has no match")
    try:
        match = match_state_from_json(match_obj)
    except RecordError as exc:
        raise SavedTableError(f"match: {exc}") from None
    if match.rules != rules:
        raise SavedTableError("the match's rules are not the table's")
    if match.winner is not None:
        raise SavedTableError("its match is over")
    return match


def resumed_deals(saved: SavedTable) -> tuple[random.Random, int | None]:
    """The match's dealing generator as it stands after the deals so far, and the first
    dealer it chose (None before the match's first deal): each deal is dealt again from the
    seed and must be the one saved (``SavedTableError`` otherwise)."""
    rng = deal_stream(saved.seed, saved.matches)
    if saved.state is not TableState.PLAYING or saved.match is None:
        return rng, None
    rules = saved.rules
    first_dealer = rng.randrange(rules.players)
    match = saved.match
    hands = [*match.history, *([match.hand] if match.hand is not None else [])]
    for i, hand in enumerate(hands, start=1):
        again = deal(rules, hand.dealer, rng, hand.scores_before)
        if (i == 1 and hand.dealer != first_dealer) or (
            again.dealt != hand.dealt or again.undealt != hand.undealt
        ):
            raise SavedTableError(f"hand {i} is not the deal of the table's seed")
    return rng, first_dealer


def table_path(folder: Path, code: str) -> Path:
    """Where a table is kept in ``folder``, by its invite code (as read by ``parse_code``)."""
    return folder / f"{code}{_SUFFIX}"


def read_table_file(path: Path, levels: Collection[str]) -> SavedTable:
    """The table saved at ``path``; ``SavedTableError`` (one line) if it cannot be loaded."""
    if not _CODE_NAME.fullmatch(path.name.removesuffix(_SUFFIX)) or path.suffix != _SUFFIX:
        raise SavedTableError("not a saved table's name (an invite code and .json)")
    try:
        data = read_regular_file(path, MAX_RECORD_BYTES + 1)  # a pipe there: never waited on
    except OSError as exc:
        raise SavedTableError(f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_RECORD_BYTES:
        raise SavedTableError(f"larger than {MAX_RECORD_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SavedTableError("not UTF-8 text") from None
    try:
        obj = load_json(text)
    except RecordError as exc:
        raise SavedTableError(exc.reason) from None
    saved = read_table(obj, levels)
    if path.name != f"{saved.code}{_SUFFIX}":
        raise SavedTableError(f"it holds the table {saved.code}, not the one of its name")
    return saved


def load_tables(folder: Path, levels: Collection[str]) -> list[SavedTable]:
    """Every table saved in ``folder``; each file that cannot be loaded is logged in one line
    and left where it is. Temporary files of an interrupted write are removed."""
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError as exc:
        log.warning("cannot read the saved tables in %s (%s)", folder, exc.strerror or exc)
        return []
    tables: list[SavedTable] = []
    codes: set[str] = set()
    for entry in entries:
        path = Path(entry.path)
        if entry.name.startswith(_TEMP_PREFIX) and entry.name.endswith(_TEMP_SUFFIX):
            with contextlib.suppress(OSError):
                path.unlink()
            continue
        try:
            saved = read_table_file(path, levels)
            if saved.code in codes:
                raise SavedTableError("another file holds the same table")
        except SavedTableError as exc:
            _skipped(path, str(exc))
            continue
        except Exception as exc:  # a reader's bug must not keep the server from starting
            _skipped(path, f"{type(exc).__name__}: {exc}")
            continue
        codes.add(saved.code)
        tables.append(saved)
    return tables


def _skipped(path: Path, reason: str) -> None:
    name = path.name if path.name.isprintable() and len(path.name) <= 60 else shown(path.name)
    log.warning(
        "skipping the saved table %s: %s (the file is left as it is)",
        name,
        " ".join(reason.split()),
    )


# --- writing ---------------------------------------------------------------------------------


class TableFiles:
    """Writes and removes the tables' files on a thread of its own, the latest state of each
    table only, so the event loop never waits on the disk."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._lock = threading.Condition()
        # code -> (the text to write, or None to remove the file; who waits for it)
        self._pending: dict[str, tuple[Callable[[], str] | None, list[Future[None]]]] = {}
        self._stopping = False
        self._trouble: str | None = None  # the trouble logged, until a write works again
        self._thread = threading.Thread(target=self._run, name="pitch-table-files", daemon=True)
        self._thread.start()

    def path_of(self, code: str) -> Path:
        return table_path(self.folder, code)

    def save(self, code: str, text: Callable[[], str]) -> Future[None]:
        """Write the table's file with ``text()`` (made on the writing thread); the future is
        done once it is on disk, or could not be (logged)."""
        return self._put(code, text)

    def remove(self, code: str) -> Future[None]:
        return self._put(code, None)

    def _put(self, code: str, text: Callable[[], str] | None) -> Future[None]:
        done: Future[None] = Future()
        with self._lock:
            if self._stopping:
                done.set_result(None)
                return done
            _, waiting = self._pending.pop(code, (None, []))
            self._pending[code] = (text, [*waiting, done])  # the latest state, queued last
            self._lock.notify()
        return done

    def close(self, timeout: float = 10.0) -> None:
        """Write what is pending, then stop."""
        with self._lock:
            self._stopping = True
            self._lock.notify()
        self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._pending and not self._stopping:
                    self._lock.wait()
                if not self._pending:
                    return
                code = next(iter(self._pending))
                text, waiting = self._pending.pop(code)
            try:
                self._do(code, text)
            finally:
                for w in waiting:
                    w.set_result(None)

    def _do(self, code: str, text: Callable[[], str] | None) -> None:
        try:
            if text is None:
                self.path_of(code).unlink(missing_ok=True)
            else:
                self._write(code, text())
        except OSError as exc:
            self._troubled(exc.strerror or str(exc) or type(exc).__name__)
            return
        except Exception as exc:  # a bug must not stop the thread that saves every table
            self._troubled(f"{type(exc).__name__}: {exc}")
            return
        if self._trouble is not None:
            self._trouble = None
            log.warning("saving tables in %s works again", self.folder)

    def _troubled(self, why: str) -> None:
        if self._trouble is None:
            self._trouble = why
            log.warning(
                "cannot save tables in %s (%s); play goes on, unsaved until it works again",
                self.folder,
                " ".join(why.split()),
            )

    def _write(self, code: str, text: str) -> None:
        fd, tmp = tempfile.mkstemp(prefix=_TEMP_PREFIX, suffix=_TEMP_SUFFIX, dir=self.folder)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path_of(code))
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        with contextlib.suppress(OSError):  # the rename itself, through a power cut
            dir_fd = os.open(self.folder, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)


__all__ = [
    "TABLE_FORMAT",
    "SavedSeat",
    "SavedTable",
    "SavedTableError",
    "TableFiles",
    "deal_stream",
    "load_tables",
    "read_table",
    "read_table_file",
    "resumed_deals",
    "table_json",
    "table_text",
]
