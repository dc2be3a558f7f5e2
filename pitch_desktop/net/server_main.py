"""``pitch-server``: the table server without a window, for a machine everyone can reach.

It serves ``ws://HOST:PORT/`` (``wss://`` with ``--cert`` and ``--key``) until Ctrl-C, which
ends it with one line and exit status 130 (SIGTERM: one line, status 0). Bad arguments (a port
out of range, a certificate that cannot be read) end with one line on standard error and status
2, a port that cannot be listened on with status 1; never a traceback. The one line on standard
output when it is ready names the address it listens on (with ``--port 0``, the port chosen).
With ``--state DIR`` every table is kept in DIR and loaded again at the next start, so a
restart (or a crash) loses no match; a file there that cannot be loaded is named in one line
and left alone. With ``--stats FILE`` the server measures how long it takes to handle each
person's action and writes a summary of those times to FILE (JSON) when it stops.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import ipaddress
import json
import logging
import os
import re
import signal
import ssl
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from pitch_desktop.cli import whole_number
from pitch_desktop.regular_files import NotAFileError, read_regular_file, what_it_is

from .discovery import Announcer
from .group_config import DEFAULT_LEASE_SECONDS, GroupConfig, shown_url
from .protocol import PROTOCOL
from .server import GroupUnreachableError, ServerConfig, TableServer, server_ssl

PROG = "pitch-server"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 47470
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130
_DEFAULTS = ServerConfig()
# A host name as DNS has it: labels of letters, digits, '-' (and '_'), 253 characters at most.
_HOST_NAME = re.compile(
    r"(?=.{1,253}\.?$)[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?"
    r"(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?"
)


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """Errors as one line, like every other failure of the command."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(f"{self.prog}: {message} (see '{self.prog} --help')")


class _OneLine(logging.Formatter):
    """Log records as one line each: an exception by its last line, not a traceback."""

    def formatException(self, ei: object) -> str:  # noqa: N802 - logging's own name
        exc = ei[1] if isinstance(ei, tuple) else None
        return f"({type(exc).__name__}: {exc})" if exc is not None else ""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        return " ".join(text.split("\n"))


def _seconds(hi: float) -> Callable[[str], float]:
    """An argparse type: seconds from 0 to ``hi``, a plain decimal number."""

    def parse(text: str) -> float:
        t = text.strip()
        if len(t) > 12 or not t.replace(".", "", 1).isdigit():
            raise argparse.ArgumentTypeError(f"not a number of seconds: {t[:20]!r}")
        value = float(t)
        if not 0 <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be from 0 to {hi:g} seconds, not {t}")
        return value

    return parse


def _address(text: str) -> str:
    """An argparse type: an address to listen on, an IP address or a host name. Empty is
    refused (it would serve every network unasked)."""
    if not text:
        raise argparse.ArgumentTypeError("give an address (0.0.0.0 serves every network)")
    with contextlib.suppress(ValueError):
        ipaddress.ip_address(text)
        return text
    if not _HOST_NAME.fullmatch(text):
        shown = text if len(text) <= 40 else text[:40] + "…"
        raise argparse.ArgumentTypeError(f"not an address or a host name: {shown!r}")
    return text


def _given(what: str) -> Callable[[str], str]:
    """An argparse type: any text but an empty one (an empty path would name the working
    folder, an empty name nothing)."""

    def parse(text: str) -> str:
        if not text:
            raise argparse.ArgumentTypeError(f"give {what}, not an empty value")
        return text

    return parse


def _redis_url(text: str) -> str:
    """An argparse type: where the group's Redis is (``redis://HOST:PORT/N``)."""
    if not text.startswith(("redis://", "rediss://", "unix://")) or not text.isprintable():
        raise argparse.ArgumentTypeError("give a Redis URL such as redis://127.0.0.1:6379/0")
    return text


def _node_url(text: str) -> str:
    if not text.startswith(("ws://", "wss://")) or not text.isprintable() or " " in text:
        raise argparse.ArgumentTypeError("give the ws:// or wss:// address clients reach")
    return text


def _lease(text: str) -> float:
    value = _seconds(600)(text)
    if value < 0.5:
        raise argparse.ArgumentTypeError(f"a lease of at least 0.5 seconds, not {text.strip()}")
    return value


def _given_path(text: str) -> Path:
    return Path(_given("a path")(text))


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog=PROG,
        description=(
            f"Serve Pitch tables to friends over the network ({PROTOCOL} over WebSocket). The "
            "host of a table gets an invite code for the others to join with; bots fill the "
            "empty seats."
        ),
    )
    p.add_argument(
        "--host",
        type=_address,
        default=DEFAULT_HOST,
        help=f"address to listen on (default {DEFAULT_HOST}: this machine only; "
        "0.0.0.0 for every network)",
    )
    p.add_argument(
        "--port",
        type=whole_number(0, 65535),
        default=DEFAULT_PORT,
        help=f"port to listen on (default {DEFAULT_PORT}; 0: any free port)",
    )
    p.add_argument(
        "--cert",
        metavar="FILE",
        type=_given("a file"),
        help="TLS certificate chain (PEM), for wss://",
    )
    p.add_argument(
        "--key", metavar="FILE", type=_given("a file"), help="the certificate's private key (PEM)"
    )
    p.add_argument(
        "--max-tables",
        type=whole_number(1, 100_000),
        default=_DEFAULTS.max_tables,
        metavar="N",
        help=f"tables the server holds at most (default {_DEFAULTS.max_tables})",
    )
    p.add_argument(
        "--max-tables-per-address",
        type=whole_number(1, 100_000),
        default=_DEFAULTS.max_tables_per_address,
        metavar="N",
        help=f"tables one address may open at most (default {_DEFAULTS.max_tables_per_address})",
    )
    p.add_argument(
        "--max-connections",
        type=whole_number(1, 100_000),
        default=_DEFAULTS.max_connections,
        metavar="N",
        help=f"connections the server holds at most (default {_DEFAULTS.max_connections})",
    )
    p.add_argument(
        "--max-connections-per-address",
        type=whole_number(1, 100_000),
        default=_DEFAULTS.max_connections_per_address,
        metavar="N",
        help="connections from one address at most "
        f"(default {_DEFAULTS.max_connections_per_address})",
    )
    p.add_argument(
        "--message-rate",
        type=whole_number(1, 100_000),
        default=int(_DEFAULTS.message_rate),
        metavar="N",
        help="messages a second a connection may send on average, in bursts of twice that "
        f"(default {int(_DEFAULTS.message_rate)})",
    )
    p.add_argument(
        "--away-seconds",
        type=whole_number(0, 3600),
        default=int(_DEFAULTS.away_seconds),
        metavar="S",
        help="seconds a dropped player is waited for before a bot stands in "
        f"(default {int(_DEFAULTS.away_seconds)})",
    )
    p.add_argument(
        "--bot-delay",
        type=_seconds(60),
        default=_DEFAULTS.bot_delay,
        metavar="S",
        help="the least time a bot's move takes, so people can follow it "
        f"(default {_DEFAULTS.bot_delay:g})",
    )
    p.add_argument(
        "--hand-pause",
        type=_seconds(60),
        default=_DEFAULTS.hand_pause,
        metavar="S",
        help="seconds between a hand's result and the next deal "
        f"(default {_DEFAULTS.hand_pause:g})",
    )
    p.add_argument(
        "--state",
        metavar="DIR",
        type=_given_path,
        help="keep every table in DIR (made if missing, for this user only) and load them "
        "again at the next start, so a restart loses no match",
    )
    p.add_argument(
        "--stats",
        metavar="FILE",
        type=_given_path,
        help="measure how long each person's action takes to handle and write a summary "
        "(JSON: count, median, p95, max in ms) to FILE when the server stops",
    )
    p.add_argument(
        "--group",
        metavar="URL",
        type=_redis_url,
        help="be a node of the group of servers that keeps its tables in the Redis at URL "
        "(redis://HOST:PORT/N): any node answers an invite code, and a node that stops or "
        "dies loses no table (needs the redis package: pitch-desktop[group])",
    )
    p.add_argument(
        "--lease-seconds",
        dest="lease",
        metavar="S",
        type=_lease,
        help="with --group: how long a node holds its tables without renewing; another node "
        "takes them this long after it dies (default 10)",
    )
    p.add_argument(
        "--node-url",
        metavar="URL",
        type=_node_url,
        help="with --group: the address clients reach this node at, sent to clients of "
        "another node whose table this one holds (default: the address it listens on)",
    )
    p.add_argument(
        "--announce",
        metavar="NAME",
        type=_given("a name"),
        help="announce the server on the local network under NAME (a UDP broadcast of the "
        "name and port, never an invite code)",
    )
    return p


def _note(text: str) -> None:
    err = sys.stderr
    if err is not None:
        with contextlib.suppress(OSError, ValueError):
            print(" ".join(text.split()), file=err, flush=True)


def _check_readable(option: str, path: str) -> None:
    """A file an option names must open, so a wrong path is bad input, said as such; what is
    not a regular file (a named pipe) is refused at once, never waited on."""
    try:
        read_regular_file(Path(path), 1)
    except OSError as exc:
        raise _UsageError(f"{PROG}: {option}: cannot read {path} ({exc.strerror or exc})") from None
    except ValueError as exc:  # a NUL in the name
        raise _UsageError(f"{PROG}: {option}: cannot read it ({exc})") from None


def _tls(cert: str | None, key: str | None) -> ssl.SSLContext | None:
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise _UsageError(f"{PROG}: --cert and --key go together (give both)")
    _check_readable("--cert", cert)
    _check_readable("--key", key)
    try:
        return server_ssl(cert, key)
    except (ssl.SSLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or exc
        raise _UsageError(
            f"{PROG}: --cert/--key: not a certificate and its key ({reason})"
        ) from None


def _group(args: argparse.Namespace) -> GroupConfig | None:
    """The group the server is a node of (None: a server alone), once redis is there."""
    if args.group is None:
        for option, value in (("--node-url", args.node_url), ("--lease-seconds", args.lease)):
            if value is not None:
                raise _UsageError(f"{PROG}: {option} is for a node of a group (--group)")
        return None
    if args.state is not None:
        raise _UsageError(f"{PROG}: a group keeps its tables in Redis: --state is not for it")
    if importlib.util.find_spec("redis") is None:
        raise _UsageError(f"{PROG}: --group needs the redis package (pitch-desktop[group])")
    lease = DEFAULT_LEASE_SECONDS if args.lease is None else args.lease
    return GroupConfig(args.group, lease, args.node_url)


def _state_dir(path: Path | None) -> Path | None:
    """The state folder, made if missing; a path that cannot be a folder is bad input."""
    if path is None:
        return None
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as exc:
        raise _UsageError(f"{PROG}: --state: cannot use {path} ({exc.strerror or exc})") from None
    except ValueError as exc:  # a NUL in the name
        raise _UsageError(f"{PROG}: --state: cannot use it ({exc})") from None
    if not path.is_dir():
        raise _UsageError(f"{PROG}: --state: {path} is not a folder")
    return path


def _stats_file(path: Path | None) -> Path | None:
    """The stats file, written once now so that one that cannot be is bad input at the start,
    not lost at the end."""
    if path is None:
        return None
    try:
        _write_regular(path, "{}\n")
    except OSError as exc:
        raise _UsageError(f"{PROG}: --stats: cannot write {path} ({exc.strerror or exc})") from None
    except ValueError as exc:  # a NUL in the name
        raise _UsageError(f"{PROG}: --stats: cannot write it ({exc})") from None
    return path


def _write_regular(path: Path, text: str) -> None:
    """Write ``text`` to the regular file at ``path`` (made if missing), never waiting on it:
    a named pipe, a device or a folder there is refused with ``NotAFileError``."""
    with contextlib.suppress(FileNotFoundError):
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise NotAFileError(0, what_it_is(mode), str(path))
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):  # swapped for something else since the check
            raise NotAFileError(0, what_it_is(mode), str(path))
        os.ftruncate(fd, 0)
        data = text.encode("utf-8")
        while data:
            data = data[os.write(fd, data) :]
    finally:
        os.close(fd)


def _write_stats(server: TableServer, path: Path, seconds: float) -> None:
    stats = server.stats
    summary = {
        "seconds": round(seconds, 3),
        "actions": stats.summary() if stats is not None else None,
    }
    try:
        _write_regular(path, json.dumps(summary, indent=1) + "\n")
    except (OSError, ValueError) as exc:
        _note(f"{PROG}: --stats: cannot write {path} ({getattr(exc, 'strerror', None) or exc})")


async def _serve(
    args: argparse.Namespace, config: ServerConfig, context: ssl.SSLContext | None
) -> int:
    server = TableServer(config)
    try:
        await server.start(args.host, args.port, context)
    except GroupUnreachableError as exc:
        _note(f"{PROG}: {exc}")
        return EXIT_FAILURE
    stop = asyncio.Event()
    status = EXIT_OK
    loop = asyncio.get_running_loop()

    def interrupted() -> None:
        nonlocal status
        status = EXIT_INTERRUPTED
        stop.set()

    with contextlib.suppress(NotImplementedError, RuntimeError):  # not on every platform
        loop.add_signal_handler(signal.SIGINT, interrupted)
        loop.add_signal_handler(signal.SIGTERM, stop.set)
    announcer = None
    if args.announce:
        announcer = Announcer(args.announce, server.port, tls=context is not None)
        announcer.start()
    saved = ""
    if config.group is not None:
        saved = f", a node of the group at {shown_url(config.group.url)}"
    if config.state_dir is not None:
        saved = f", {len(server.tables)} saved tables loaded from {config.state_dir}"
    print(f"{PROG}: serving {server.url} ({PROTOCOL}){saved}", flush=True)
    began = loop.time()
    try:
        await stop.wait()
    finally:
        if announcer is not None:
            announcer.stop()
        await server.close()
        if args.stats is not None:
            _write_stats(server, args.stats, loop.time() - began)
    return status


def main(argv: list[str] | None = None) -> int:
    """Serve until stopped; every way it ends is an exit status and at most one line."""
    try:
        args = build_parser().parse_args(argv)
        context = _tls(args.cert, args.key)
        state_dir = _state_dir(args.state)
        _stats_file(args.stats)
        group = _group(args)
    except _UsageError as exc:
        _note(str(exc))
        return EXIT_BAD_INPUT
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else EXIT_OK
    handler = logging.StreamHandler()
    handler.setFormatter(_OneLine(f"{PROG}: %(message)s"))
    root = logging.getLogger()
    quiet = logging.getLogger("websockets")
    # Put back as found when serving ends: main() may run inside another program (the tests),
    # whose logging must not be left writing to this run's standard error.
    before = (list(root.handlers), root.level, quiet.level)
    logging.basicConfig(level=logging.WARNING, handlers=[handler], force=True)
    quiet.setLevel(logging.CRITICAL)  # handshakes of port scanners
    config = ServerConfig(
        max_tables=args.max_tables,
        max_tables_per_address=args.max_tables_per_address,
        max_connections=args.max_connections,
        max_connections_per_address=args.max_connections_per_address,
        message_rate=float(args.message_rate),
        message_burst=2 * args.message_rate,
        away_seconds=float(args.away_seconds),
        bot_delay=args.bot_delay,
        hand_pause=args.hand_pause,
        state_dir=state_dir,
        measure=args.stats is not None,
        group=group,
    )
    try:
        status = asyncio.run(_serve(args, config, context))
    except KeyboardInterrupt:  # where no signal handler could be set
        status = EXIT_INTERRUPTED
    except (OSError, UnicodeError) as exc:  # UnicodeError: a name the resolver cannot encode
        reason = getattr(exc, "strerror", None) or exc
        _note(f"{PROG}: cannot listen on {args.host[:60]}:{args.port} ({reason})")
        return EXIT_FAILURE
    finally:
        root.removeHandler(handler)
        handler.close()
        root.handlers[:] = before[0]
        root.setLevel(before[1])
        quiet.setLevel(before[2])
    if status != EXIT_FAILURE:
        _note(f"{PROG}: interrupted" if status == EXIT_INTERRUPTED else f"{PROG}: stopped")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
