"""A node of a group of table servers on one Redis: any node answers an invite code, and a
node that stops or dies loses no table.

Each table has one owner, the node that holds its lease (``group_store``). The owner plays
the table as a server alone does; where a server alone writes the table's file, the owner
writes the table to Redis, fenced, and the table waits for the write before anyone is sent
the state it led to, however long Redis takes (a server alone goes on after 5 s). A node
renews its leases every third of the lease; one that cannot (cut off, paused, killed) loses
them when they run out, and the first node to look (every third of a lease, or at once when a
person comes back with the table's code) takes each table, rebuilt from Redis, with a new
fencing number: the old owner's writes are refused from then on, and it lets the table go.

A ``join``, ``rejoin`` or ``watch`` for a table another node owns is answered ``moved`` with
that node's address (``pitch-net-1.1``): the client opens a connection there and asks again.
A redirect rather than a proxy: the owner then counts the connection against its own limits,
a message crosses one node rather than two, and a node that dies takes only its own
connections with it. A client of ``pitch-net-1`` cannot follow it and is refused ``bad_code``
with the address in the message.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.engine.records import RecordError, load_json

from .codes import InviteCodeError, parse_code
from .group_config import GroupConfig, shown_url
from .group_store import GroupStore, GroupStoreError, lease_value
from .protocol import (
    ClientMessage,
    ErrorCode,
    ErrorReply,
    Join,
    Moved,
    Rejoin,
    ServerMessage,
    Watch,
)
from .saved import SavedTable, SavedTableError, read_table


class NodeTable(Protocol):
    """A table as the node sees it: one it can let go."""

    def let_go(self) -> None: ...


class NodeServer(Protocol):
    """What a node needs of its server (``server.TableServer``, which imports this module):
    its address, its tables, a table rebuilt from its saved state, and a table dropped."""

    @property
    def url(self) -> str: ...

    @property
    def tables(self) -> Mapping[str, NodeTable]: ...

    def seat_saved(self, saved: SavedTable, now: float) -> None: ...

    def drop_table(self, code: str) -> NodeTable | None: ...


log = logging.getLogger(__name__)

# How long a node waits for a dead node's lease to run out before it takes a table a person
# asks for, beyond the lease itself.
_TAKE_MARGIN = 1.0
_RETRY_FIRST = 0.05  # a write Redis refused is tried again after this, doubling to a second
_RETRY_MOST = 1.0


def _read(text: str) -> SavedTable:
    """A table as the group keeps it, every part checked as a saved file's is."""
    return read_table(load_json(text), tuple(bot_names()))


@dataclass(slots=True)
class _Pending:
    """The latest state of a table to write (None: remove it), and who waits for it."""

    text: Callable[[], str] | None
    waiting: list[concurrent.futures.Future[None]] = field(default_factory=list)


class GroupNode:
    """The server's part in the group: its leases, its writes, the tables it takes over and
    the codes it sends on. The server calls ``start``, ``save``, ``remove``, ``route`` and
    ``close``; everything runs on the server's event loop."""

    save_wait: float | None = None  # a table waits for its write as long as it takes

    def __init__(self, server: NodeServer, config: GroupConfig) -> None:
        self.server = server
        self.config = config
        self.node = secrets.token_hex(8)
        self.store = GroupStore(config.url)
        self._ms = max(1, round(config.lease_seconds * 1000))
        self._fences: dict[str, int] = {}  # the tables this node owns, and their fences
        self._pending: dict[str, _Pending] = {}
        self._writing: dict[str, asyncio.Task[None]] = {}
        self._taking: dict[str, asyncio.Task[bool]] = {}
        self._broken: set[str] = set()  # tables in Redis that cannot be read: logged once
        self._keeper: asyncio.Task[None] | None = None
        self._trouble: str | None = None
        self._url = ""

    # --- running

    async def start(self) -> None:
        """Reach Redis (``GroupStoreError`` if it cannot be) and begin keeping leases."""
        await self.store.ping()
        self._url = self.config.node_url or self.server.url
        await self.store.announce(self.node, self._url, self._ms)
        self._keeper = asyncio.get_running_loop().create_task(self._keep())

    async def close(self) -> None:
        """Stop: what is waiting is written, the leases let go (another node takes each table
        at once), and every connection closed without a word, so its people come back
        through another node."""
        if self._keeper is not None:
            self._keeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._keeper
        writes = list(self._writing.values())
        if writes:
            _, late = await asyncio.wait(writes, timeout=5.0)
            for task in late:  # Redis is not answering: what it has not taken stays untold
                task.cancel()
        fences = dict(self._fences)
        for code in list(self.server.tables):
            self._let_go(code, quiet=True)
        with contextlib.suppress(GroupStoreError):
            for code, fence in fences.items():
                await self.store.release(code, lease_value(self.node, fence))
            await self.store.forget_node(self.node)
        self._fences.clear()
        await self.store.close()

    async def _keep(self) -> None:
        """Every third of a lease: say where the node is, renew its leases, take the tables
        whose lease ran out."""
        loop = asyncio.get_running_loop()
        kept_at = loop.time()
        while True:
            try:
                await self._tend()
                self._fine()
                kept_at = loop.time()
            except GroupStoreError as exc:
                self._troubled(str(exc))
                if loop.time() - kept_at > self.config.lease_seconds:
                    self._lapsed()
            except Exception:  # a bug must not end the keeping of every lease
                log.exception("keeping the group's leases failed")
            await asyncio.sleep(self.config.lease_seconds / 3)

    def _lapsed(self) -> None:
        """Cut off from Redis for longer than a lease: another node may have the tables by
        now, so their people are let go to find them there."""
        if self.server.tables:
            log.warning(
                "the leases ran out unrenewed; letting %d tables go", len(self.server.tables)
            )
        for code in list(self.server.tables):
            self._let_go(code, quiet=True)

    async def _tend(self) -> None:
        await self.store.announce(self.node, self._url, self._ms)
        leases = {code: lease_value(self.node, fence) for code, fence in self._fences.items()}
        for code in await self.store.renew(leases, self._ms):
            if self._fences.get(code) is not None:
                log.warning("table %s: its lease ran out; another node has it now", code)
                self._let_go(code)
        tables = self.server.tables
        others = [c for c in await self.store.codes() if c not in tables and c not in self._broken]
        for code in await self.store.unleased(others):
            await self.take(code)

    def _troubled(self, why: str) -> None:
        if self._trouble is None:
            self._trouble = why
            log.warning(
                "cannot reach the group's Redis at %s (%s); tables wait for it",
                shown_url(self.store.url),
                why,
            )

    def _fine(self) -> None:
        if self._trouble is not None:
            self._trouble = None
            log.warning("the group's Redis at %s answers again", shown_url(self.store.url))

    # --- taking tables

    async def take(self, code: str) -> bool:
        """Take the table of ``code`` when nobody holds it: rebuilt from Redis, everyone away,
        waiting for its first person to come back. False: another node has it."""
        if code in self.server.tables:
            return True
        task = self._taking.get(code)
        if task is None:
            task = self._taking[code] = asyncio.get_running_loop().create_task(self._take(code))
            task.add_done_callback(lambda _: self._taking.pop(code, None))
        return await asyncio.shield(task)

    async def _take(self, code: str) -> bool:
        fence = await self.store.claim(code, self.node, self._ms)
        if not fence:
            return False
        text = await self.store.table_text(code)
        loop = asyncio.get_running_loop()
        try:
            if text is None:
                raise SavedTableError("it is gone")
            # Replaying a match takes milliseconds: off the loop, so that taking many tables
            # at once holds up no other table.
            saved = await loop.run_in_executor(None, _read, text)
            if saved.code != code:
                raise SavedTableError("it holds another table")
        except (SavedTableError, RecordError) as exc:
            self._broken.add(code)
            log.warning("skipping the group's table %s: %s", code, exc)
            await self.store.release(code, lease_value(self.node, fence))
            return False
        self._fences[code] = fence
        self.server.seat_saved(saved, loop.time())
        log.info("took the table %s (fence %d)", code, fence)
        return True

    def _let_go(self, code: str, *, quiet: bool = False) -> None:
        """The table is not this node's any more: it stops here, its people are dropped."""
        self._fences.pop(code, None)
        table = self.server.drop_table(code)
        if table is not None:
            table.let_go()
        pending = self._pending.pop(code, None)
        for w in pending.waiting if pending else ():
            w.cancel()
        if not quiet:
            log.info("let the table %s go", code)

    # --- routing a code to its owner

    async def route(
        self, message: ClientMessage, *, moved: bool, too_fast: Callable[[], bool]
    ) -> ServerMessage | None:
        """The answer that sends a join, rejoin or watch on to the table's owner (``moved``:
        the client follows a ``moved``), after taking the table when its owner is gone; None:
        the server follows the message itself. The server asks only for a connection not at
        a table yet; ``too_fast`` is its check of a client guessing codes."""
        if not isinstance(message, Join | Rejoin | Watch):
            return None
        try:
            code = parse_code(message.code)
        except InviteCodeError:
            return None
        if code in self.server.tables or too_fast():
            return None
        try:
            url = await self._owner_url(code)
        except GroupStoreError as exc:
            self._troubled(str(exc))
            return ErrorReply(ErrorCode.SERVER_ERROR, "the group's store cannot be reached")
        if url is None:
            return None
        if moved:
            return Moved(url)
        return ErrorReply(ErrorCode.BAD_CODE, f"this table is at {url}")

    async def _owner_url(self, code: str) -> str | None:
        """Where the table's owner is reached (None: here, now, or nowhere)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.config.lease_seconds + _TAKE_MARGIN
        while True:
            holder = await self.store.holder(code)
            if holder is None:
                if await self.store.exists(code):
                    await self.take(code)
                return None
            if holder == self.node:
                return None
            url = await self.store.node_url(holder)
            if url is not None:
                return url
            if loop.time() > deadline:  # a node gone that still holds a lease: not for long
                return None
            await asyncio.sleep(min(0.2, self.config.lease_seconds / 5))

    # --- writing, as a server alone writes files

    def save(self, code: str, text: Callable[[], str]) -> concurrent.futures.Future[None]:
        return self._put(code, text)

    def remove(self, code: str) -> concurrent.futures.Future[None]:
        return self._put(code, None)

    def _put(self, code: str, text: Callable[[], str] | None) -> concurrent.futures.Future[None]:
        done: concurrent.futures.Future[None] = concurrent.futures.Future()
        pending = self._pending.get(code)
        if pending is None:
            pending = self._pending[code] = _Pending(text)
        pending.text = text  # only the latest state is written
        pending.waiting.append(done)
        if code not in self._writing:
            task = asyncio.get_running_loop().create_task(self._write_out(code))
            self._writing[code] = task
            task.add_done_callback(lambda _: self._writing.pop(code, None))
        return done

    async def _write_out(self, code: str) -> None:
        while code in self._pending:
            pending = self._pending.pop(code)
            kept = await self._write(code, pending.text)
            for w in pending.waiting:
                if w.done():
                    continue
                if kept:
                    w.set_result(None)
                else:
                    w.cancel()
            if not kept:
                log.warning("table %s: another node has taken it; letting it go", code)
                self._let_go(code)
                return

    async def _write(self, code: str, text: Callable[[], str] | None) -> bool:
        """One write, tried again until Redis takes it: false when the fence is not ours."""
        wait = _RETRY_FIRST
        while True:
            try:
                kept = await self._write_once(code, text)
                self._fine()
                return kept
            except GroupStoreError as exc:
                self._troubled(str(exc))
            await asyncio.sleep(wait)
            wait = min(2 * wait, _RETRY_MOST)

    async def _write_once(self, code: str, text: Callable[[], str] | None) -> bool:
        fence = self._fences.get(code)
        if fence is None:  # a table made here: its lease first
            if text is None:
                return True
            fence = await self.store.claim(code, self.node, self._ms)
            if not fence:
                return False
            self._fences[code] = fence
        if text is None:
            await self.store.remove(code, fence)
            self._fences.pop(code, None)
            return True
        return await self.store.write(code, fence, text())
