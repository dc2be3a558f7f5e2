"""Finding a table on the local network without typing an address: a UDP announcement.

A hosting app (or ``pitch-server --announce NAME``) broadcasts one small JSON datagram every
couple of seconds to ``DISCOVERY_PORT``: the format, the table's name, the WebSocket port and
whether it speaks TLS. The sender's address is the host. The invite code is never in it: anyone
on the same network (a café's Wi-Fi) hears the announcement, and the code is what keeps them
from sitting down; it is read aloud across the room as before.

Why a broadcast and not mDNS (``zeroconf``): both reach only the local link, but the broadcast
needs nothing beyond the standard library (``zeroconf`` is a 1.5 MB wheel with a dependency of
its own), fits in a hundred lines, and a window can hear it with Qt's own ``QUdpSocket`` and
``read_announcement``. What mDNS would add (names resolved by other programs, service browsers)
no player needs to join a card table.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from dataclasses import dataclass
from typing import TypeGuard

from pitch_desktop.this_machine import loopback_only

from .protocol import MAX_TABLE_NAME_CHARS, PROTOCOL

DISCOVERY_PORT = 47471
ANNOUNCE_FORMAT = "pitch-table/1"
ANNOUNCE_INTERVAL = 2.0
MAX_ANNOUNCEMENT_BYTES = 512
BROADCAST = ("255.255.255.255", DISCOVERY_PORT)
_FIELDS = frozenset({"format", "protocol", "name", "port", "tls"})


@dataclass(frozen=True, slots=True)
class FoundTable:
    """A table announced on the network; join it at ``url`` with the code its host gives."""

    name: str
    host: str
    port: int
    tls: bool
    protocol: str

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}/"


def announcement(name: str, port: int, tls: bool = False) -> bytes:
    obj = {
        "format": ANNOUNCE_FORMAT,
        "protocol": PROTOCOL,
        "name": name[:MAX_TABLE_NAME_CHARS],
        "port": port,
        "tls": tls,
    }
    return json.dumps(obj, separators=(",", ":")).encode("ascii")


def read_announcement(data: bytes, sender: str) -> FoundTable | None:
    """The table a datagram announces, or None for anything else (never raises: the port is
    open to whatever the network sends)."""
    if len(data) > MAX_ANNOUNCEMENT_BYTES:
        return None
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or set(obj) != _FIELDS or obj["format"] != ANNOUNCE_FORMAT:
        return None
    name, port, tls, protocol = obj["name"], obj["port"], obj["tls"], obj["protocol"]
    if not (_is_table_name(name) and _is_port(port) and _is_protocol(tls, protocol)):
        return None
    return FoundTable(name, sender, port, tls, protocol)


def _is_table_name(name: object) -> TypeGuard[str]:
    return isinstance(name, str) and len(name) <= MAX_TABLE_NAME_CHARS and name.isprintable()


def _is_port(port: object) -> TypeGuard[int]:
    return not isinstance(port, bool) and isinstance(port, int) and 1 <= port <= 65535


def _is_protocol(tls: object, protocol: object) -> bool:
    return isinstance(tls, bool) and isinstance(protocol, str) and len(protocol) <= 40


def host_address() -> str:
    """Where a table hosted here listens: every network, so friends reach it; loopback only in
    a process kept to this machine."""
    return "127.0.0.1" if loopback_only() else "0.0.0.0"


def lan_address() -> str:
    """This computer's address on its network, as friends type it. Asking the system which
    address would route to a private one sends no packet; a process kept to loopback does not
    even ask (``this_machine``)."""
    if loopback_only():
        return "127.0.0.1"
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.254.254.254", 1))
        address = probe.getsockname()[0]
        if isinstance(address, str) and not address.startswith("0."):
            return address
    return socket.gethostname()


class Announcer:
    """Broadcasts a table's announcement every ``interval`` seconds on a thread of its own,
    until ``stop``. ``target`` is the broadcast address unless told otherwise."""

    def __init__(
        self,
        name: str,
        port: int,
        tls: bool = False,
        *,
        target: tuple[str, int] = BROADCAST,
        interval: float = ANNOUNCE_INTERVAL,
    ) -> None:
        self.data = announcement(name, port, tls)
        self.target = target
        self.interval = interval
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)

    def send_once(self) -> None:
        with contextlib.suppress(OSError):  # no network now: try again next time
            self._sock.sendto(self.data, self.target)

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="pitch-announce", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.send_once()
            self._stop.wait(self.interval)

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(self.interval + 1.0)
        self._sock.close()


def listen(
    seconds: float, *, bind: tuple[str, int] | None = None, enough: int | None = None
) -> list[FoundTable]:
    """The tables announced within ``seconds``, each once (by host and port), in the order
    heard; with ``enough``, as soon as that many are found. By default on the discovery port of
    every network (of loopback only, in a process kept to this machine)."""
    if bind is None:
        bind = ("127.0.0.1" if loopback_only() else "", DISCOVERY_PORT)
    found: dict[tuple[str, int], FoundTable] = {}
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):  # several apps on one machine may listen
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(bind)
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            sock.settimeout(left)
            try:
                data, (host, _port) = sock.recvfrom(MAX_ANNOUNCEMENT_BYTES + 1)
            except TimeoutError:
                break
            table = read_announcement(data, host)
            if table is not None:
                found.setdefault((table.host, table.port), table)
                if enough is not None and len(found) >= enough:
                    break
    return list(found.values())
