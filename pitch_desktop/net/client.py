"""Clients of a table server: ``AsyncTableClient`` for asyncio code, ``TableClient`` for a
window (a thread reads the socket, the window's thread sends).

Both read every message the server sends with the protocol's own checks and keep what a seat
needs to go on: the table's rules (so each view is read into the engine's ``PlayerView``), the
seat, its token and the invite code. A question to the seat is a ``ViewUpdate`` with ``legal``
not empty; the answer is ``act(action, step)``, and a refused one comes back as an
``ErrorReply`` naming the rule while the question stays open, as at the offline table.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import ssl
import threading
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from typing import Any, TypeVar

from websockets.asyncio.client import ClientConnection as AsyncConnection
from websockets.asyncio.client import connect as async_connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import ClientConnection as SyncConnection
from websockets.sync.client import connect as sync_connect
from websockets.typing import Subprotocol

from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import Action

from .protocol import (
    MAX_SERVER_MESSAGE_BYTES,
    PROTOCOL,
    SUBPROTOCOL,
    SUBPROTOCOL_MOVED,
    Act,
    ClientMessage,
    Create,
    ErrorCode,
    ErrorReply,
    Join,
    Leave,
    Moved,
    ProtocolError,
    Rejoin,
    Say,
    Seated,
    ServerMessage,
    SetBot,
    Start,
    TableInfo,
    ViewUpdate,
    Watch,
    Watching,
    Welcome,
    read_server,
    write_client,
)

M = TypeVar("M", bound=ServerMessage)
OPEN_TIMEOUT = 10.0
REPLY_TIMEOUT = 10.0
MAX_MOVES = 3  # a code sent on from node to node more often than this is refused


class TableRefusedError(Exception):
    """The server refused a request (a wrong code, a seat taken): its ``ErrorReply``."""

    def __init__(self, reply: ErrorReply) -> None:
        super().__init__(f"{reply.code.value}: {reply.message}")
        self.reply = reply
        self.code: ErrorCode = reply.code


class ConnectionLostError(ConnectionError):
    """The connection to the server is closed; ``code`` and ``reason`` are the close frame's
    (1008: dropped for bad messages, 1013: the server is too busy)."""

    def __init__(self, code: int | None, reason: str) -> None:
        super().__init__(f"the connection to the table server closed ({code}: {reason})")
        self.code = code
        self.reason = reason


class CannotConnectError(ConnectionError):
    """No connection to a table server at that address: nobody listens, it is not a table
    server, it speaks another version, or (``untrusted``) its TLS certificate is not trusted."""

    def __init__(self, url: str, exc: BaseException) -> None:
        self.untrusted = isinstance(exc, ssl.SSLCertVerificationError)
        why = "its certificate is not trusted" if self.untrusted else str(exc) or type(exc).__name__
        super().__init__(f"cannot connect to {url} ({why})")


# What connecting may raise besides a broken protocol: the address, the handshake, the time.
_CONNECT_FAILURES = (OSError, InvalidHandshake, TimeoutError, EOFError)


def _lost(exc: ConnectionClosed) -> ConnectionLostError:
    frame = exc.rcvd
    return ConnectionLostError(frame.code if frame else None, frame.reason if frame else "")


async def _open(
    url: str, ssl_context: ssl.SSLContext | None, open_timeout: float
) -> AsyncConnection:
    """A WebSocket to a table server, offering ``pitch-net-1.1`` (a group's ``moved``) first."""
    try:
        return await async_connect(
            url,
            subprotocols=[Subprotocol(SUBPROTOCOL_MOVED), Subprotocol(SUBPROTOCOL)],
            compression=None,
            max_size=MAX_SERVER_MESSAGE_BYTES,
            open_timeout=open_timeout,
            **_tls(ssl_context),
        )
    except _CONNECT_FAILURES as exc:
        raise CannotConnectError(url, exc) from exc


def _tls(context: ssl.SSLContext | None) -> dict[str, Any]:
    """The TLS argument of a connection: a ``wss://`` URL without a context of its own verifies
    the server against the system's certificates (websockets' default)."""
    return {} if context is None else {"ssl": context}


class _SeatState:
    """What a client learns of its own seat from the messages it reads."""

    def __init__(self) -> None:
        self.welcome: Welcome | None = None
        self.rules: Rules | None = None
        self.table: TableInfo | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.code: str | None = None
        self.view: ViewUpdate | None = None
        self.watching = False  # a spectator: public views, no seat
        self.lock = threading.Lock()

    def read(self, data: str | bytes) -> ServerMessage:
        message = read_server(data, self.rules)
        with self.lock:
            if isinstance(message, Welcome):
                self.welcome = message
            elif isinstance(message, Seated):
                self.seat, self.token = message.seat, message.token
                self._table(message.table)
            elif isinstance(message, Watching):
                self.watching = True
                self._table(message.table)
            elif isinstance(message, TableInfo):
                self._table(message)
            elif isinstance(message, ViewUpdate):
                self.view = message
        return message

    def _table(self, table: TableInfo) -> None:
        self.table, self.rules, self.code = table, table.rules, table.code


def _check_welcome(message: ServerMessage) -> Welcome:
    if not isinstance(message, Welcome) or message.protocol != PROTOCOL:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, f"the server does not speak {PROTOCOL}")
    return message


class _SeatFacts:
    """What a client knows of its seat and table, read from the messages (both clients)."""

    _state: _SeatState

    @property
    def rules(self) -> Rules | None:
        return self._state.rules

    @property
    def seat(self) -> int | None:
        return self._state.seat

    @property
    def token(self) -> str | None:
        return self._state.token

    @property
    def code(self) -> str | None:
        return self._state.code

    @property
    def table(self) -> TableInfo | None:
        return self._state.table

    @property
    def view(self) -> ViewUpdate | None:
        """The latest view of the seat."""
        return self._state.view

    @property
    def watching(self) -> bool:
        """Whether this connection watches its table (public views) rather than sits at it."""
        return self._state.watching


class AsyncTableClient(_SeatFacts):
    """A seat's connection for asyncio code (tests, bots, tools).

    ``create``, ``join`` and ``rejoin`` wait for their answer (a ``Seated``, or
    ``TableRefusedError``); what arrives meanwhile is kept for ``receive``. The other requests
    only send: their effect comes as the next messages. ``raw`` holds every text received when
    ``keep_raw`` is set (the tests read the bytes each seat was sent).
    """

    def __init__(self, ws: AsyncConnection, keep_raw: bool = False) -> None:
        self._ws = ws
        self.url = ""  # where the connection is (a node's, after ``moved``)
        self._ssl_context: ssl.SSLContext | None = None
        self._open_timeout = OPEN_TIMEOUT
        self._state = _SeatState()
        self._waiting: deque[ServerMessage] = deque()
        self.keep_raw = keep_raw
        self.raw: list[str] = []

    @classmethod
    async def connect(
        cls,
        url: str,
        *,
        ssl_context: ssl.SSLContext | None = None,
        open_timeout: float = OPEN_TIMEOUT,
        keep_raw: bool = False,
    ) -> AsyncTableClient:
        ws = await _open(url, ssl_context, open_timeout)
        client = cls(ws, keep_raw)
        client.url, client._ssl_context, client._open_timeout = url, ssl_context, open_timeout
        try:
            _check_welcome(await client.receive(open_timeout))
        except BaseException:
            await ws.close()
            raise
        return client

    async def _move(self, moved: Moved) -> None:
        """Go where the table is: a connection to that node in place of this one (never from
        ``wss://`` to ``ws://``)."""
        if self.url.startswith("wss://") and not moved.url.startswith("wss://"):
            raise ProtocolError(ErrorCode.BAD_MESSAGE, "moved from wss:// to ws://")
        ws = await _open(moved.url, self._ssl_context, self._open_timeout)
        old, self._ws, self.url = self._ws, ws, moved.url
        await old.close()
        self._waiting.clear()
        _check_welcome(await self.receive(self._open_timeout))

    async def come_back(
        self, urls: list[str], timeout: float = REPLY_TIMEOUT, pause: float = 0.2
    ) -> Seated:
        """After the connection was lost: ``rejoin`` with the seat's code and token through
        the first of ``urls`` that answers (a group's nodes), following ``moved``, trying
        again until ``timeout``."""
        code, token = self.code, self.token
        if code is None or token is None:
            raise ProtocolError(ErrorCode.NOT_SEATED, "no seat to come back to")
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            for url in urls:
                # The old connection is given up at once: a server that hangs (or a network
                # that dropped it) would keep a closing handshake waiting for seconds.
                self._ws.transport.abort()
                try:
                    self._ws = await _open(url, self._ssl_context, self._open_timeout)
                    self.url = url
                    self._waiting.clear()
                    _check_welcome(await self.receive(self._open_timeout))
                    return await self.rejoin(code, token, max(0.1, deadline - loop.time()))
                except (ConnectionError, TimeoutError, TableRefusedError):
                    if loop.time() > deadline:
                        raise
            await asyncio.sleep(pause)

    # --- reading

    async def receive(self, timeout: float | None = None) -> ServerMessage:
        """The next message; ``ConnectionLostError`` once the connection is closed."""
        if self._waiting:
            return self._waiting.popleft()
        try:
            data = await asyncio.wait_for(self._ws.recv(), timeout)
        except ConnectionClosed as exc:
            raise _lost(exc) from None
        if self.keep_raw and isinstance(data, str):
            self.raw.append(data)
        return self._state.read(data)

    async def wait_for(self, kind: type[M], timeout: float = REPLY_TIMEOUT) -> M:
        """Read on until a message of ``kind`` (the others are passed over)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError(f"no {kind.__name__} message in {timeout} s")
            message = await self.receive(left)
            if isinstance(message, kind):
                return message

    def __aiter__(self) -> AsyncIterator[ServerMessage]:
        return self._messages()

    async def _messages(self) -> AsyncIterator[ServerMessage]:
        while True:
            try:
                yield await self.receive()
            except ConnectionLostError:
                return

    # --- requests

    async def send(self, message: ClientMessage) -> None:
        await self.send_raw(write_client(message))

    async def send_raw(self, data: str | bytes) -> None:
        """Send any text or bytes as one message (the tests' hostile clients)."""
        try:
            await self._ws.send(data)
        except ConnectionClosed as exc:
            raise _lost(exc) from None

    async def _seated(self, message: ClientMessage, timeout: float) -> Seated:
        return await self._answer(message, Seated, timeout)

    async def _answer(self, message: ClientMessage, kind: type[M], timeout: float) -> M:
        """Send ``message`` and wait for its answer of ``kind``; ``TableRefusedError`` for an
        error. What comes meanwhile is kept for ``receive``."""
        await self.send(message)
        deadline = asyncio.get_running_loop().time() + timeout
        passed: list[ServerMessage] = []
        moves = 0
        try:
            while True:
                left = deadline - asyncio.get_running_loop().time()
                if left <= 0:
                    raise TimeoutError("the server did not answer in time")
                reply = await self.receive(left)
                if isinstance(reply, kind):
                    return reply
                if isinstance(reply, Moved) and moves < MAX_MOVES:
                    moves += 1
                    passed.clear()
                    await self._move(reply)
                    await self.send(message)
                    continue
                if isinstance(reply, ErrorReply):
                    raise TableRefusedError(reply)
                passed.append(reply)
        finally:
            self._waiting.extendleft(reversed(passed))

    async def create(
        self,
        name: str,
        rules: Rules,
        seat: int = 0,
        table_name: str = "",
        turn_seconds: int = 0,
        timeout: float = REPLY_TIMEOUT,
        *,
        chat: bool = True,
        hints: bool = True,
        watch: bool = True,
    ) -> Seated:
        create = Create(name, rules, seat, table_name, turn_seconds, chat, hints, watch)
        return await self._seated(create, timeout)

    async def join(
        self, code: str, name: str, seat: int | None = None, timeout: float = REPLY_TIMEOUT
    ) -> Seated:
        return await self._seated(Join(code, name, seat), timeout)

    async def rejoin(self, code: str, token: str, timeout: float = REPLY_TIMEOUT) -> Seated:
        return await self._seated(Rejoin(code, token), timeout)

    async def watch(self, code: str, name: str, timeout: float = REPLY_TIMEOUT) -> Watching:
        """Watch the table of ``code``: public views, results and chat follow, never a hand."""
        return await self._answer(Watch(code, name), Watching, timeout)

    async def set_bot(self, seat: int, level: str) -> None:
        await self.send(SetBot(seat, level))

    async def start(self) -> None:
        await self.send(Start())

    async def act(self, action: Action, step: int | None = None) -> None:
        await self.send(Act(action, step))

    async def leave(self) -> None:
        await self.send(Leave())

    async def say(self, text: str) -> None:
        """A chat line to the table: it comes back to everyone as ``Said`` (cleaned), or as an
        ``ErrorReply`` (``chat_off``, ``rate_limited``, ``bad_message`` for an empty one)."""
        await self.send(Say(text))

    async def close(self) -> None:
        await self._ws.close()

    async def __aenter__(self) -> AsyncTableClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


class TableClient(_SeatFacts):
    """A seat's connection for a window: requests are sent from the caller's thread, and a
    reader thread reads every message.

    With ``on_message``, each message is handed to it on the reader thread (a Qt window emits
    it through a queued signal to the GUI thread); without, messages wait in a queue for
    ``next_message``. ``on_closed(code, reason)`` is called once when the connection ends.
    Every request returns at once; its answer is one of the next messages (``Seated`` or an
    ``ErrorReply`` for create, join and rejoin).
    """

    def __init__(
        self,
        url: str,
        *,
        ssl_context: ssl.SSLContext | None = None,
        on_message: Callable[[ServerMessage], None] | None = None,
        on_closed: Callable[[int | None, str], None] | None = None,
        open_timeout: float = OPEN_TIMEOUT,
    ) -> None:
        self.url = url  # where the connection is (a node's, after ``moved``)
        self._ssl_context, self._open_timeout = ssl_context, open_timeout
        self._state = _SeatState()
        self._ws: SyncConnection = self._open(url)
        self._asked: ClientMessage | None = None  # the last join, rejoin or watch sent
        self._on_message = on_message
        self._on_closed = on_closed
        self._inbox: queue.Queue[ServerMessage | None] = queue.Queue()
        self.closed: ConnectionLostError | None = None
        self._bad: tuple[int, str] | None = None  # why the reader left the server
        self._reader = threading.Thread(target=self._read, name="pitch-client", daemon=True)
        self._reader.start()

    def _open(self, url: str) -> SyncConnection:
        """A connection to ``url`` whose ``welcome`` is read, offering ``pitch-net-1.1`` first."""
        # Entered as a context manager: the one way that gives a plain connection in every
        # websockets this project takes (newer ones return a reconnecting wrapper otherwise).
        try:
            ws: SyncConnection = sync_connect(
                url,
                subprotocols=[Subprotocol(SUBPROTOCOL_MOVED), Subprotocol(SUBPROTOCOL)],
                compression=None,
                max_size=MAX_SERVER_MESSAGE_BYTES,
                open_timeout=self._open_timeout,
                **_tls(self._ssl_context),
            ).__enter__()
        except _CONNECT_FAILURES as exc:
            raise CannotConnectError(url, exc) from exc
        try:
            self.welcome = _check_welcome(self._state.read(ws.recv(self._open_timeout)))
        except BaseException:
            ws.close()
            raise
        return ws

    def _read(self) -> None:
        code: int | None = None
        reason = ""
        moves = 0
        try:
            while (moved := self._read_on()) is not None:
                moves += 1
                if not self._may_move(moved, moves):
                    code, reason = 1002, "the table's server sent it on too often, or without TLS"
                    self._ws.close(1002, "moved")
                    break
                self._move(moved)
        except ConnectionClosed:
            pass
        except (CannotConnectError, ProtocolError) as exc:
            code, reason = 1006, f"the table's server cannot be reached ({exc})"
        finally:
            if code is None:
                code, reason = self._ws.close_code, self._ws.close_reason or ""
                code, reason = self._bad or (code, reason)
            self.closed = ConnectionLostError(code, reason)
            self._inbox.put(None)
            if self._on_closed is not None:
                # A listener whose window is gone already (a Qt signal of a deleted object):
                # nobody is left to tell.
                with contextlib.suppress(RuntimeError):
                    self._on_closed(code, reason)

    def _read_on(self) -> Moved | None:
        """Hand on every message of the connection until it ends (None), or until a group's
        node sends the join, rejoin or watch elsewhere (its ``moved``)."""
        for data in self._ws:
            try:
                message = self._state.read(data)
            except ProtocolError as exc:  # a server that breaks the protocol: leave it
                self._bad = (1002, f"the server sent a bad message ({exc})")
                self._ws.close(1002, "bad message")
                return None
            if isinstance(message, Moved):
                return message
            if self._on_message is not None:
                self._on_message(message)
            else:
                self._inbox.put(message)
        return None

    def _may_move(self, moved: Moved, moves: int) -> bool:
        """At most ``MAX_MOVES`` in a row, and never from ``wss://`` to ``ws://``."""
        downgrade = self.url.startswith("wss://") and not moved.url.startswith("wss://")
        return moves <= MAX_MOVES and not downgrade

    def _move(self, moved: Moved) -> None:
        """Go where the table is, and ask there again."""
        ws = self._open(moved.url)
        old, self._ws, self.url = self._ws, ws, moved.url
        old.close()
        if self._asked is not None:
            self._ws.send(write_client(self._asked))

    def next_message(self, timeout: float | None = None) -> ServerMessage:
        """The next message (without ``on_message``); ``TimeoutError``, or
        ``ConnectionLostError`` once the connection is closed and every message read."""
        try:
            message = self._inbox.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError("no message in time") from None
        if message is None:
            self._inbox.put(None)  # every later call learns it too
            assert self.closed is not None
            raise self.closed
        return message

    def wait_for(self, kind: type[M], timeout: float = REPLY_TIMEOUT) -> M:
        """Read on until a message of ``kind``; an ``ErrorReply`` on the way raises
        ``TableRefusedError`` unless it is what was asked for."""
        deadline = time.monotonic() + timeout
        while True:
            message = self.next_message(max(0.0, deadline - time.monotonic()))
            if isinstance(message, kind):
                return message
            if isinstance(message, ErrorReply):
                raise TableRefusedError(message)

    def send(self, message: ClientMessage) -> None:
        self.send_raw(write_client(message))

    def send_raw(self, data: str | bytes) -> None:
        """Send any text or bytes as one message (tests of hostile clients)."""
        try:
            self._ws.send(data)
        except ConnectionClosed as exc:
            raise _lost(exc) from None

    def create(
        self,
        name: str,
        rules: Rules,
        seat: int = 0,
        table_name: str = "",
        turn_seconds: int = 0,
        *,
        chat: bool = True,
        hints: bool = True,
        watch: bool = True,
    ) -> None:
        self.send(Create(name, rules, seat, table_name, turn_seconds, chat, hints, watch))

    def join(self, code: str, name: str, seat: int | None = None) -> None:
        self._ask(Join(code, name, seat))

    def rejoin(self, code: str, token: str) -> None:
        self._ask(Rejoin(code, token))

    def watch(self, code: str, name: str) -> None:
        self._ask(Watch(code, name))

    def _ask(self, message: ClientMessage) -> None:
        """Send a request a group's node may send on to another (``moved``): kept to ask
        there again."""
        self._asked = message
        self.send(message)

    def set_bot(self, seat: int, level: str) -> None:
        self.send(SetBot(seat, level))

    def start(self) -> None:
        self.send(Start())

    def act(self, action: Action, step: int | None = None) -> None:
        self.send(Act(action, step))

    def leave(self) -> None:
        self.send(Leave())

    def say(self, text: str) -> None:
        """A chat line to the table (its answer: ``Said`` to everyone, or an ``ErrorReply``)."""
        self.send(Say(text))

    def close(self, timeout: float = 5.0) -> None:
        self._ws.close()
        if threading.current_thread() is not self._reader:
            self._reader.join(timeout)
