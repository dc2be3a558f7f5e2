"""What the network tests share: a real server on 127.0.0.1 (port 0), clients that play with
bots, and the check that no message told a seat a card it may not know.

No test waits on a clock: each waits for a message, with ``HANG_GUARD`` only so that a server
that never answers fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import AsyncIterator, Coroutine
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any, TypeVar

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.cards import card_text, cards_of
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import Rules, rules_from_json
from pitch_desktop.engine.state import HandState, apply, new_hand
from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.protocol import ErrorCode, ErrorReply, MatchOver, ServerMessage, ViewUpdate
from pitch_desktop.net.server import ServerConfig, Table, TableServer

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


def _replayed(hand: HandState, step: int) -> HandState:
    """The hand as it stood after its first ``step`` actions."""
    state = new_hand(hand.rules, hand.dealer, hand.dealt, hand.scores_before, hand.undealt)
    for action in hand.actions[:step]:
        state = apply(state, action)
    return state


def cards_seat_may_know(hand: HandState, seat: int, step: int) -> set[str]:
    """What ``seat`` may have seen after ``step`` actions: the cards dealt to it, those it has
    drawn, every card played to a trick and every trump burned face up. Never another hand's
    card or the stock's."""
    state = _replayed(hand, step)
    known = state.dealt[seat]
    if hand.rules.draw_back:
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
        found = set(CARD_TOKEN.findall(text))
        obj = json.loads(text)
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
