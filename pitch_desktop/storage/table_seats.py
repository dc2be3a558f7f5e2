"""The seats this player holds at tables with friends, kept so that a restart of the app does not
lose them: the table's address and code, the seat token the server gave, and for the host the
port its own server listened on (the host's server keeps its tables in ``hosted_tables_dir``).

A seat token is a key to a seat: it is kept in the player's own settings, like a saved password
of a game, and dropped once the table's match is over or the player left it. Every entry is
validated when read; one that is damaged or too long is skipped, never a crash.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

KEY_SEATS = "online/seats"
MAX_KEPT = 12  # the latest seats; an older one is forgotten
MAX_TEXT = 300  # an address, a code, a token or a name longer than this is not one of ours


@dataclass(frozen=True, slots=True)
class KeptSeat:
    """One seat at one table."""

    url: str
    code: str
    token: str
    table: str  # the table's name, to show
    player: str  # the name the player sat under
    port: int | None = None  # set when this app hosts the table (its server's port)

    @property
    def hosted(self) -> bool:
        return self.port is not None


def _text(raw: object) -> str | None:
    return raw if isinstance(raw, str) and 0 < len(raw) <= MAX_TEXT else None


def _seat(raw: object) -> KeptSeat | None:
    if not isinstance(raw, dict):
        return None
    texts = [_text(raw.get(k)) for k in ("url", "code", "token", "table", "player")]
    port = raw.get("port")
    if any(t is None for t in texts) or not _port_fits(port):
        return None
    url, code, token, table, player = (t or "" for t in texts)
    if not url.startswith(("ws://", "wss://")):
        return None
    return KeptSeat(url, code, token, table, player, port)


def _port_fits(port: object) -> bool:
    """No port kept, or a TCP port number."""
    return port is None or (type(port) is int and 1 <= port <= 65535)


def kept_seats(settings: QSettings | None = None) -> list[KeptSeat]:
    """The seats kept, the latest first; what cannot be read is left out."""
    s = settings if settings is not None else QSettings()
    raw = s.value(KEY_SEATS, "")
    if not isinstance(raw, str) or not raw or len(raw) > MAX_KEPT * 8 * MAX_TEXT:
        return []
    try:
        items = json.loads(raw)
    except ValueError:
        return []
    if not isinstance(items, list):
        return []
    seats = [seat for seat in (_seat(item) for item in items[:MAX_KEPT]) if seat is not None]
    return seats


def _store(seats: list[KeptSeat], settings: QSettings | None) -> None:
    s = settings if settings is not None else QSettings()
    s.setValue(KEY_SEATS, json.dumps([asdict(seat) for seat in seats[:MAX_KEPT]]))
    s.sync()


def keep_seat(seat: KeptSeat, settings: QSettings | None = None) -> None:
    """Keep ``seat`` first (the same seat kept before is replaced; two windows of this app may
    hold two seats at one table, the host's and a friend's)."""
    others = [k for k in kept_seats(settings) if k.token != seat.token]
    _store([seat, *others], settings)


def forget_seat(code: str, token: str | None = None, settings: QSettings | None = None) -> None:
    """The player left the seat (``token``), or the table's match is over (every seat at it):
    it is not kept."""
    seats = kept_seats(settings)
    keep = [k for k in seats if k.code != code or (token is not None and k.token != token)]
    if len(keep) != len(seats):
        _store(keep, settings)


def kept_seat(code: str, settings: QSettings | None = None) -> KeptSeat | None:
    return next((k for k in kept_seats(settings) if k.code == code), None)


def hosted_tables_dir() -> Path:
    """Where this app's own table server keeps its tables (``pitch-server --state``)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / "tables"
