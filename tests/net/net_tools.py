"""What the network tests share: a real server on 127.0.0.1 (port 0), clients that play with
bots, and the check that no message told a seat a card it may not know.

No test waits on a clock: each waits for a message, with ``HANG_GUARD`` only so that a server
that never answers fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import sys
from collections.abc import AsyncIterator, Callable, Coroutine, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.cards import card_text, cards_of
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import Rules, rules_from_json, rules_json
from pitch_desktop.engine.state import HandState, Phase, apply, new_hand
from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.protocol import (
    ActedBy,
    ErrorCode,
    ErrorReply,
    MatchOver,
    ServerMessage,
    TableInfo,
    ViewUpdate,
)
from pitch_desktop.net.server import ServerConfig, Table, TableServer
from pitch_desktop.play.seats import SeatKind

T = TypeVar("T")
HANG_GUARD = 30.0  # seconds: only a server that hangs ever reaches it
# A quick table: no pauses for people to follow, a stand-in as soon as someone is away, and a
# message rate that clients answering at once (bots without pauses) never reach.
FAST = ServerConfig(
    bot_delay=0.0,
    hand_pause=0.0,
    away_seconds=0.0,
    message_rate=10_000.0,
    message_burst=10_000,
    seed=20240611,
)
SHORT = rules_from_json({"preset": "auction-pitch", "target": 4})
DRAW_BACK = rules_from_json({"preset": "seven-point", "target": 5})
# Setback to 3 points: a match of a few hands, for the tests that start processes.
SETBACK_SHORT = rules_from_json({"preset": "setback", "target": 3})
ROOT = Path(__file__).resolve().parents[2]
_CHILD_ENV = {**os.environ, "PYTHONUNBUFFERED": "1"}
# Every card token the records write (``AS``, ``TD``, ``BJ``), as a whole word.
CARD_TOKEN = re.compile(r"\b(?:[2-9TJQKA][CDHS]|BJ|LJ)\b")


def run(coro: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
    """Run a test's coroutine to its end on a fresh event loop."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


@asynccontextmanager
async def serving(**changes: Any) -> AsyncIterator[TableServer]:
    server = TableServer(replace(FAST, **changes))
    await server.start("127.0.0.1", 0)
    try:
        yield server
    finally:
        await server.close()


async def connect(server: TableServer, keep_raw: bool = True) -> AsyncTableClient:
    return await AsyncTableClient.connect(server.url, keep_raw=keep_raw)


def table_of(server: TableServer, client: AsyncTableClient) -> Table:
    assert client.code is not None
    table = server.table_for(client.code)
    assert table is not None
    return table


async def play_until_over(
    client: AsyncTableClient,
    bot_name: str = "standard",
    seed: int = 1,
    tolerate: frozenset[ErrorCode] = frozenset(),
) -> MatchOver:
    """Answer every question with a bot that sees only the view the client was sent, until
    the match is over; a refusal not in ``tolerate`` fails the test."""
    bot = make_bot(bot_name)
    rng = random.Random(seed)
    while True:
        message = await client.receive(HANG_GUARD)
        if isinstance(message, ViewUpdate) and message.legal:
            await client.act(bot.choose(message.view, message.legal, rng), message.step)
        elif isinstance(message, MatchOver):
            return message
        elif isinstance(message, ErrorReply) and message.code not in tolerate:
            raise AssertionError(f"the server refused a bot's action: {message}")


async def next_question(client: AsyncTableClient) -> ViewUpdate:
    while True:
        message = await client.receive(HANG_GUARD)
        if isinstance(message, ViewUpdate) and message.legal:
            return message


async def until(client: AsyncTableClient, kind: type[T]) -> T:
    """Read on until a message of ``kind``; every message read is returned in ``seen``."""
    while True:
        message: ServerMessage = await client.receive(HANG_GUARD)
        if isinstance(message, kind):
            return message


def replayed(hand: HandState, step: int) -> HandState:
    """The hand as it stood after its first ``step`` actions."""
    state = new_hand(
        hand.rules, hand.dealer, hand.dealt, hand.scores_before, hand.undealt, hand.kitty
    )
    for action in hand.actions[:step]:
        state = apply(state, action)
    return state


def cards_seat_may_know(hand: HandState, seat: int, step: int) -> set[str]:
    """What ``seat`` may have seen after ``step`` actions: the cards dealt to it, those it has
    drawn, the kitty once it has taken it as pitcher, every card played to a trick, every
    trump burned face up (or thrown face up in a rob) and a called card. Never another hand's
    card, the stock's, or the kitty and its discards to anyone but the pitcher."""
    state = replayed(hand, step)
    known = state.dealt[seat]
    if state.pitcher == seat and state.phase is not Phase.BID:
        known |= state.kitty
    if state.called is not None:
        known |= 1 << state.called
    if hand.rules.drawing:
        known |= state.drawn[seat]
        for m in state.burned:
            known |= m
    for c in state.plays:
        known |= 1 << c
    return {card_text(c) for c in cards_of(known)}


def check_no_hidden_card(raw: list[str], seat: int, match: MatchState) -> int:
    """Every message a seat was sent names only cards it may know (a view: those of its own
    hand so far and those shown; any other message: none). Returns the views checked."""
    hands = match.history
    views = 0
    cache: dict[tuple[int, int], set[str]] = {}
    for text in raw:
        obj = json.loads(text)
        found = set(CARD_TOKEN.findall(_without_calls(obj, text)))
        if obj["type"] != "view":
            assert not found, f"a {obj['type']} message names cards {sorted(found)}: {text}"
            continue
        views += 1
        assert obj["view"]["seat"] == seat, "a view of another seat was sent"
        key = (obj["hand"], obj["step"])
        if key not in cache:
            cache[key] = cards_seat_may_know(hands[obj["hand"] - 1], seat, obj["step"])
        hidden = found - cache[key]
        assert not hidden, f"seat {seat} was sent {sorted(hidden)} it may not know: {text}"
    return views


def _without_calls(obj: dict[str, Any], text: str) -> str:
    """A message's text less the calls the seat may make, which name the trumps it does not
    hold (every one of them, whoever holds it): no card of anyone's in particular."""
    legal = obj.get("legal") if obj["type"] == "view" else None
    if not legal or not any(str(a).startswith("call ") for a in legal):
        return text
    kept = [a for a in legal if not str(a).startswith("call ")]
    return json.dumps({**obj, "legal": kept})


async def host_table(
    server: TableServer,
    rules: Rules = SHORT,
    levels: dict[int, str] | None = None,
    **create: Any,
) -> AsyncTableClient:
    """A client that opened a table at seat 0, with the bot level of some empty seats set."""
    host = await connect(server)
    await host.create("Ann", rules, **create)
    for seat, level in (levels or {}).items():
        await host.set_bot(seat, level)
    return host


class SeatProcess:
    """A seat played by ``tests.net.seat_process`` in a process of its own; ``event`` reads the
    JSON lines it writes."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    @classmethod
    async def start(cls, url: str, *args: str) -> SeatProcess:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.net.seat_process",
            url,
            *args,
            stdout=asyncio.subprocess.PIPE,
            cwd=ROOT,
            env=_CHILD_ENV,
        )
        return cls(process)

    @staticmethod
    def creating(rules: Rules) -> list[str]:
        return ["--create", json.dumps(rules_json(rules))]

    async def event(self, kind: str) -> dict[str, Any]:
        """The next line of ``kind`` (the other kinds passed over)."""
        assert self.process.stdout is not None
        while True:
            line = await asyncio.wait_for(self.process.stdout.readline(), HANG_GUARD)
            if not line:
                status = await self.process.wait()
                raise AssertionError(f"the seat process ended ({status}) before a {kind} line")
            obj: dict[str, Any] = json.loads(line)
            if obj["event"] == kind:
                return obj

    async def killed(self) -> int:
        """SIGKILL: the seat's connection drops as in a crash, with no close frame."""
        self.process.kill()
        return await asyncio.wait_for(self.process.wait(), HANG_GUARD)

    async def ended(self) -> int:
        return await asyncio.wait_for(self.process.wait(), HANG_GUARD)

    def stop(self) -> None:
        if self.process.returncode is None:
            self.process.kill()


@asynccontextmanager
async def seat_processes() -> AsyncIterator[list[SeatProcess]]:
    """A list to put the test's seat processes in: any still running at the end is killed."""
    started: list[SeatProcess] = []
    try:
        yield started
    finally:
        for p in started:
            p.stop()
        for p in started:
            await asyncio.wait_for(p.process.wait(), HANG_GUARD)


class BackgroundSeat:
    """A client that answers its questions with a bot in the background and keeps every
    message, so that a test can wait for a state of the table while the seat plays on. With
    ``hold``, the first question it says yes to is kept in ``held`` and never answered."""

    def __init__(
        self,
        client: AsyncTableClient,
        hold: Callable[[ViewUpdate], bool] | None = None,
        seed: int = 1,
        tolerate: frozenset[ErrorCode] = frozenset(),
    ) -> None:
        self.client = client
        self.messages: list[ServerMessage] = []
        self.held: ViewUpdate | None = None
        self.over: MatchOver | None = None
        self._hold = hold
        self._bot = make_bot("standard")
        self._rng = random.Random(seed)
        self._tolerate = tolerate
        self._changed = asyncio.Event()
        self._task = asyncio.ensure_future(self._run())

    async def _run(self) -> None:
        bot, rng = self._bot, self._rng
        try:
            while True:
                m = await self.client.receive(HANG_GUARD)
                self.messages.append(m)
                self._changed.set()
                if isinstance(m, ViewUpdate) and m.legal and self.held is None:
                    if self._hold is not None and self._hold(m):
                        self.held = m
                    else:
                        await self.client.act(bot.choose(m.view, m.legal, rng), m.step)
                elif isinstance(m, MatchOver):
                    self.over = m
                    return
                elif isinstance(m, ErrorReply) and m.code not in self._tolerate:
                    raise AssertionError(f"the server refused the seat: {m}")
        finally:
            self._changed.set()

    async def release(self) -> None:
        """Answer the held question, and every later one."""
        held, self.held, self._hold = self.held, None, None
        assert held is not None, "no question is held"
        await self.client.act(self._bot.choose(held.view, held.legal, self._rng), held.step)

    def views(self) -> list[ViewUpdate]:
        return [m for m in self.messages if isinstance(m, ViewUpdate)]

    def stood_in(self, seat: int) -> list[ViewUpdate]:
        """The views that followed a stand-in's move for ``seat``."""
        return [
            v
            for v in self.views()
            if v.last is not None and v.last.seat == seat and v.last.by is ActedBy.STAND_IN
        ]

    async def until(self, seen: Callable[[], bool]) -> None:
        """Wait, message by message, until ``seen()`` is true."""
        while not seen():
            if self._task.done():
                self._task.result()
                raise AssertionError("the seat stopped reading before the table got there")
            self._changed.clear()
            await self._changed.wait()

    async def finished(self) -> MatchOver:
        await asyncio.wait_for(self._task, HANG_GUARD)
        assert self.over is not None
        return self.over

    async def stop(self) -> None:
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task


@dataclass(frozen=True)
class LinkJoin:
    """A run of ``pitch-desktop --smoke-test LINK`` against a table hosted at a real server,
    and every state of the table its host (seat 0) was told of, in order."""

    returncode: int
    stdout: str
    stderr: str
    code: str
    tables: tuple[TableInfo, ...]

    def people(self, info: TableInfo) -> list[tuple[int, str]]:
        """The seats taken by people other than the host, and their names."""
        return [(s.seat, s.name) for s in info.seats if s.kind is SeatKind.PERSON and s.seat]

    @property
    def came(self) -> list[tuple[int, str]]:
        """Every person other than the host who sat at the table, once each."""
        return sorted({p for info in self.tables for p in self.people(info)})

    @property
    def left(self) -> bool:
        """Somebody sat down and, at the end, only the host is seated."""
        return bool(self.came) and not self.people(self.tables[-1])


def join_by_link(
    command: Sequence[str], *, env: Mapping[str, str], cwd: Path, timeout: float
) -> LinkJoin:
    """Host a table on 127.0.0.1, run ``command`` with the table's invite link added to it,
    and once it ends (and left the table, when it succeeded) say what it did."""

    async def scenario() -> LinkJoin:
        async with serving() as server:
            host = await host_table(server)
            assert host.code is not None
            tables: list[TableInfo] = []
            changed = asyncio.Event()

            async def watch() -> None:
                """Keep every table the host is told of (however long the app takes to start,
                so with no time limit; cancelled at the end)."""
                try:
                    while True:
                        message = await host.receive()
                        if isinstance(message, TableInfo):
                            tables.append(message)
                            changed.set()
                finally:
                    changed.set()

            watching = asyncio.ensure_future(watch())
            link = f"pitch://127.0.0.1:{server.port}/{host.code}"
            process = await asyncio.create_subprocess_exec(
                *command,
                link,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=dict(env),
                cwd=cwd,
            )
            try:
                out, err = await asyncio.wait_for(process.communicate(), timeout)
            finally:
                if process.returncode is None:
                    process.kill()
                    await process.wait()

            async def left() -> None:
                while not LinkJoin(0, "", "", "", tuple(tables)).left and not watching.done():
                    changed.clear()
                    await changed.wait()

            if process.returncode == 0:  # it leaves as it ends: the seat is open again soon
                await asyncio.wait_for(left(), HANG_GUARD)
            watching.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await watching
            await host.close()
            assert process.returncode is not None
            return LinkJoin(
                process.returncode,
                out.decode(errors="replace"),
                err.decode(errors="replace"),
                host.code,
                tuple(tables),
            )

    return run(scenario(), timeout + 2 * HANG_GUARD)
