"""Tables with friends, as a service the window asks and listens to: hosting a table here (the
table server on a thread of its own and its announcement on this network), hearing the tables
announced nearby, and connecting off the window's thread.

The window never imports ``pitch_desktop.net`` (an import contract says so): what it shows of a
table (``TableInfo``, a seat's kind, a chat line, an invite code, a table found nearby) it reads
here, as the value types the net package defines; what it does to a table it asks of this module
or of ``NetworkTable``.
"""

from __future__ import annotations

import logging
import socket
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from pitch_desktop.net.codes import InviteCodeError, parse_code
from pitch_desktop.net.discovery import Announcer, FoundTable, host_address, lan_address, listen
from pitch_desktop.net.protocol import (
    MAX_CHAT_CHARS,
    MAX_NAME_CHARS,
    MAX_TABLE_NAME_CHARS,
    ErrorCode,
    Said,
    TableInfo,
    TableState,
)
from pitch_desktop.net.saved import table_path
from pitch_desktop.net.server import ServerConfig, ServerThread

log = logging.getLogger(__name__)

__all__ = [
    "MAX_CHAT_CHARS",
    "MAX_NAME_CHARS",
    "MAX_TABLE_NAME_CHARS",
    "ErrorCode",
    "FoundTable",
    "Hosting",
    "HostingError",
    "InviteCodeError",
    "Said",
    "ServerConfig",
    "TableFinder",
    "TableInfo",
    "TableState",
    "connect_in_background",
    "hosted_table_file",
    "parse_code",
    "server_config",
    "unreachable",
]


class HostingError(Exception):
    """The table server cannot run here (the port is taken, no network); one sentence."""


@dataclass
class Hosting:
    """The host's table server, on a thread of its own, and its announcement."""

    server: ServerThread
    port: int
    announcer: Announcer | None = None

    @classmethod
    def start(
        cls,
        port: int,
        table_name: str,
        *,
        announce: bool,
        bind: str | None = None,
        config: ServerConfig | None = None,
    ) -> Hosting:
        """Run a table server on ``port`` (every network, or ``bind``), announced on this
        network under ``table_name`` when asked; ``HostingError`` says why it cannot."""
        server = ServerThread(config or ServerConfig(), bind or host_address(), port)
        try:
            server.start()
        except (OSError, TimeoutError) as exc:
            server.stop(timeout=1.0)
            raise HostingError(
                QCoreApplication.translate(
                    "OnlineWindow",
                    "A table cannot be hosted on port {port} here ({why}): choose another.",
                ).format(port=port, why=getattr(exc, "strerror", None) or exc)
            ) from exc
        announcer = None
        if announce:
            try:
                announcer = Announcer(table_name, port)
                announcer.start()
            except OSError:  # no network to announce on: friends type the address instead
                log.warning("the table cannot be announced on this network", exc_info=True)
                announcer = None
        return cls(server, port, announcer)

    @property
    def local_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def address_words(self) -> str:
        return QCoreApplication.translate(
            "OnlineWindow", "Friends on this network join at {address}:{port}"
        ).format(address=lan_address(), port=self.port)

    def stop(self) -> None:
        """Close the server (its players are told) and stop the announcement."""
        if self.announcer is not None:
            self.announcer.stop()
            self.announcer = None
        self.server.stop(timeout=5.0)


def server_config(base: ServerConfig | None, state_dir: Path) -> ServerConfig:
    """The hosted server's limits and pace (``base``, or the defaults), keeping its tables in
    ``state_dir``."""
    return replace(base or ServerConfig(), state_dir=state_dir)


def hosted_table_file(state_dir: Path, code: str) -> Path | None:
    """The file a table hosted here is kept in, by its invite code (None: not a code)."""
    try:
        return table_path(state_dir, parse_code(code))
    except InviteCodeError:
        return None


def unreachable(exc: BaseException) -> str:
    """Why a table cannot be reached, in one sentence a player understands (never the system's
    words, such as "[Errno 111] Connection refused")."""
    return QCoreApplication.translate("OnlineWindow", "The table cannot be reached: {why}.").format(
        why=_why_unreachable(exc)
    )


def _why_unreachable(exc: BaseException) -> str:
    """The cause of a failed connection (``exc`` or what it was raised from), in words."""
    cause: BaseException = exc
    while cause.__cause__ is not None and not isinstance(cause, ssl.SSLCertVerificationError):
        cause = cause.__cause__
    if isinstance(cause, ssl.SSLCertVerificationError):
        return QCoreApplication.translate("OnlineWindow", "its certificate is not trusted")
    if isinstance(cause, ConnectionRefusedError):
        return QCoreApplication.translate(
            "OnlineWindow",
            "nothing answers at that address and port (the table may have closed, or the port"
            " is not the table's)",
        )
    if isinstance(cause, socket.gaierror):
        return QCoreApplication.translate("OnlineWindow", "no computer has that address")
    if isinstance(cause, TimeoutError):
        return QCoreApplication.translate("OnlineWindow", "no answer came in time")
    if isinstance(cause, ConnectionError | EOFError):
        return QCoreApplication.translate("OnlineWindow", "the connection was cut")
    if isinstance(cause, OSError):
        return QCoreApplication.translate(
            "OnlineWindow", "this computer could not connect to it (is the network on?)"
        )
    return QCoreApplication.translate("OnlineWindow", "it does not answer as a table of Pitch")


class _Connecting(QObject):
    """Brings the outcome of a connection made on a thread to the window's thread."""

    done = Signal(str)  # "" when connected, else the sentence that says why not


def connect_in_background(
    work: Callable[[], None], parent: QObject, then: Callable[[str], None]
) -> QObject:
    """Run ``work`` (which connects) on a thread; ``then`` hears how it went, on the window's
    thread. It is connected before the thread starts: a refusal can come at once."""
    relay = _Connecting(parent)
    relay.done.connect(then, Qt.ConnectionType.QueuedConnection)

    def run() -> None:
        try:
            work()
        except Exception as exc:  # not reached, not a table server, a bad address
            log.info("connecting failed: %s", exc)
            relay.done.emit(unreachable(exc))
        else:
            relay.done.emit("")

    threading.Thread(target=run, name="pitch-connect", daemon=True).start()
    return relay


class TableFinder(QObject):
    """Hears the tables announced on this network, on a thread of its own (a second at a time)
    until stopped.

    Signals:
        heard: A table announced. arg: its ``FoundTable``.
        deaf: Nothing can be heard here (the port is taken, or there is no network).
    """

    heard = Signal(object)
    deaf = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop: threading.Event | None = None
        self._relay = _Heard()
        self._relay.heard.connect(self.heard, Qt.ConnectionType.QueuedConnection)
        self._relay.deaf.connect(self.deaf, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        if self._stop is not None:
            return
        self._stop = stop = threading.Event()
        threading.Thread(
            target=self._hear, args=(stop, self._relay), name="pitch-discovery", daemon=True
        ).start()

    @Slot()
    def stop(self) -> None:
        if self._stop is not None:
            self._stop.set()

    @staticmethod
    def _hear(stop: threading.Event, relay: _Heard) -> None:
        while not stop.is_set():
            try:
                tables = listen(1.0)
            except OSError:  # the port is taken (a server here) or there is no network
                relay.deaf.emit()
                return
            for table in tables:
                if stop.is_set():
                    return
                relay.heard.emit(table)


class _Heard(QObject):
    """The finder's thread speaks through this (it outlives the finder, never its thread)."""

    heard = Signal(object)
    deaf = Signal()
