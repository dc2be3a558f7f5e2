"""Keeping a process to this machine: sockets that talk to loopback only, and a home of its own.

The test suite, the benchmarks and whatever they start (the table server, the app, the packaged
app) must never reach another machine: no broadcast of a table, no connection to a network
address, no name looked up elsewhere. ``guard_sockets`` makes that a rule of the process rather
than a habit of each test: it wraps the standard library's socket calls that send or connect
(``connect``, ``connect_ex``, ``sendto``, ``sendmsg``) and the name look-ups, and refuses, before
anything is sent, any Internet address that is not loopback (127.0.0.0/8, ::1) or this host's
unspecified address (0.0.0.0 and ::, which Linux delivers locally). Names are refused unless
they are ``localhost``: looking one up could itself send a query. Listening on every interface
is not refused.

``PITCH_LOOPBACK_ONLY=1`` in the environment turns the guard on in any process that imports
``pitch_desktop`` (children inherit it); each refusal is written on standard error and appended
to the file ``PITCH_LOOPBACK_REFUSALS`` names, where the test suite reads it. The app honours
the switch where it would probe the network itself (``net.discovery.lan_address``).

Only Python's sockets are guarded: Qt's own network classes are not used by this program.
"""

from __future__ import annotations

import atexit
import contextlib
import ipaddress
import os
import shutil
import socket
import sys
import tempfile
import threading
from collections.abc import Callable, MutableMapping
from pathlib import Path
from typing import Any

LOOPBACK_ONLY = "PITCH_LOOPBACK_ONLY"
REFUSALS_FILE = "PITCH_LOOPBACK_REFUSALS"

_INET = (socket.AF_INET, socket.AF_INET6)
_lock = threading.Lock()
_installed: list[Callable[[str], None]] = []  # the reporter, once the guard is on


class LoopbackOnlyError(PermissionError):
    """A socket call would have reached past this machine; nothing was sent."""


def loopback_only() -> bool:
    """Whether this process is kept to loopback (the switch, or the guard installed here)."""
    return os.environ.get(LOOPBACK_ONLY) == "1" or bool(_installed)


def is_local_host(host: object) -> bool:
    """Whether ``host`` (an address or a name, as a socket call takes it) stays on this machine."""
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    if not isinstance(host, str):
        return False
    name = host.strip().rstrip(".").lower()
    if name == "localhost" or name.endswith(".localhost"):
        return True
    if name == "":  # Python reads "" as INADDR_ANY: this host
        return True
    try:
        address = ipaddress.ip_address(name.split("%", 1)[0])
    except ValueError:  # a name, or "<broadcast>"
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback or address.is_unspecified


def _where(address: object) -> str:
    if isinstance(address, tuple) and len(address) >= 2:
        host = address[0]
        host = host.decode("ascii", "replace") if isinstance(host, bytes) else str(host)
        return f"[{host}]:{address[1]}" if ":" in host else f"{host}:{address[1]}"
    return repr(address)


def _refuse(call: str, where: str) -> LoopbackOnlyError:
    line = f"refused {call} to {where}: this process talks to loopback only ({LOOPBACK_ONLY})"
    with _lock:
        reporters = list(_installed)
    for report in reporters:
        report(line)
    return LoopbackOnlyError(line)


def _check_address(sock: socket.socket, call: str, address: object) -> None:
    if sock.family not in _INET:  # a Unix socket or a pipe stays here
        return
    host = address[0] if isinstance(address, tuple) and address else address
    if not is_local_host(host):
        raise _refuse(call, _where(address))


def _check_name(call: str, host: object) -> None:
    if host is None:
        return
    if not is_local_host(host):
        raise _refuse(call, repr(host))


def report_to_stderr_and_file(line: str) -> None:
    """How a child process reports a refusal: on standard error, and to the suite's file."""
    with contextlib.suppress(OSError, ValueError):
        print(f"{Path(sys.argv[0] or 'python').name}: {line}", file=sys.stderr, flush=True)
    path = os.environ.get(REFUSALS_FILE)
    if path:
        with contextlib.suppress(OSError), open(path, "a", encoding="utf-8") as out:
            out.write(line + "\n")


def guard_sockets(report: Callable[[str], None] = report_to_stderr_and_file) -> None:
    """Refuse, from now on in this process, every socket call that would leave the machine;
    ``report`` hears each refusal in one line (from whichever thread made the call). Installing
    it again changes only the reporter."""
    with _lock:
        first = not _installed
        _installed[:] = [report]
    if not first:
        return
    cls = socket.socket
    connect, connect_ex = cls.connect, cls.connect_ex
    sendto, sendmsg = cls.sendto, cls.sendmsg
    getaddrinfo, gethostbyname = socket.getaddrinfo, socket.gethostbyname
    gethostbyname_ex = socket.gethostbyname_ex

    def guarded_connect(self: socket.socket, address: Any) -> None:
        _check_address(self, "socket.connect", address)
        connect(self, address)

    def guarded_connect_ex(self: socket.socket, address: Any) -> int:
        _check_address(self, "socket.connect_ex", address)
        return connect_ex(self, address)

    def guarded_sendto(self: socket.socket, data: Any, *rest: Any) -> int:
        if rest:
            _check_address(self, "socket.sendto", rest[-1])
        return sendto(self, data, *rest)

    def guarded_sendmsg(self: socket.socket, *args: Any) -> int:
        if len(args) >= 4 and args[3] is not None:
            _check_address(self, "socket.sendmsg", args[3])
        return sendmsg(self, *args)

    def guarded_getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        _check_name("socket.getaddrinfo", host)
        return getaddrinfo(host, *args, **kwargs)

    def guarded_gethostbyname(host: str) -> str:
        _check_name("socket.gethostbyname", host)
        return gethostbyname(host)

    def guarded_gethostbyname_ex(host: str) -> tuple[str, list[str], list[str]]:
        _check_name("socket.gethostbyname_ex", host)
        return gethostbyname_ex(host)

    cls.connect = guarded_connect  # type: ignore[method-assign,assignment]
    cls.connect_ex = guarded_connect_ex  # type: ignore[method-assign,assignment]
    cls.sendto = guarded_sendto  # type: ignore[method-assign,assignment]
    cls.sendmsg = guarded_sendmsg  # type: ignore[method-assign,assignment]
    socket.getaddrinfo = guarded_getaddrinfo
    socket.gethostbyname = guarded_gethostbyname
    socket.gethostbyname_ex = guarded_gethostbyname_ex


def guard_from_environment() -> None:
    """Turn the guard on when the switch asks for it (``pitch_desktop`` calls this on import)."""
    if os.environ.get(LOOPBACK_ONLY) == "1":
        guard_sockets()


def home_in(folder: Path, env: MutableMapping[str, str]) -> None:
    """Point ``env``'s home and every XDG folder inside ``folder`` (made here), so settings,
    saves, tables and Qt's own files are written there and never in the real home."""
    runtime = folder / "runtime"
    for sub in (".config", ".local/share", ".local/state", ".cache", "runtime"):
        (folder / sub).mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    env.update(
        HOME=str(folder),
        USERPROFILE=str(folder),
        XDG_CONFIG_HOME=str(folder / ".config"),
        XDG_DATA_HOME=str(folder / ".local" / "share"),
        XDG_STATE_HOME=str(folder / ".local" / "state"),
        XDG_CACHE_HOME=str(folder / ".cache"),
        XDG_RUNTIME_DIR=str(runtime),
    )


def keep_to_this_machine(
    folder: Path | None = None, report: Callable[[str], None] | None = None
) -> Path:
    """What the test suite and every benchmark do first: a home inside ``folder`` (without one,
    a scratch folder removed when the process ends), the switch set for every child, and the
    guard on here. Returns the home."""
    if folder is None:
        folder = Path(tempfile.mkdtemp(prefix="pitch-home-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
    home_in(folder, os.environ)
    os.environ[LOOPBACK_ONLY] = "1"
    guard_sockets(report or report_to_stderr_and_file)
    return folder
