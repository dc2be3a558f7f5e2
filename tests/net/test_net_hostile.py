"""Hostile clients: fuzzed and malformed messages, floods, guessed codes, too many connections.
Each gets an ``error`` (or is dropped) and the tables play on as if nothing happened."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from websockets.asyncio.client import connect as raw_connect
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.typing import Subprotocol

from pitch_desktop.net.client import ConnectionLostError, TableClient, TableRefusedError
from pitch_desktop.net.protocol import (
    MAX_FRAME_BYTES,
    MAX_MESSAGE_BYTES,
    ErrorCode,
    ErrorReply,
    HandResult,
    MatchOver,
    ProtocolError,
    Seated,
    ViewUpdate,
    read_client,
)
from pitch_desktop.net.server import ServerThread
from tests.net.net_tools import (
    FAST,
    HANG_GUARD,
    SHORT,
    connect,
    host_table,
    play_until_over,
    run,
    serving,
)

# Fuzzed messages sent (PITCH_FUZZ_CASES sets another number).
FUZZ_CASES = int(os.environ.get("PITCH_FUZZ_CASES", "2000"))
KNOWN_TYPES = ["create", "join", "rejoin", "set_bot", "start", "act", "leave"]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=16,
)


@st.composite
def bad_messages(draw: st.DrawFn) -> str | bytes:
    """Something no ``pitch-net/1`` client sends: junk text, bytes, JSON of the wrong shape, a
    known type with a field it does not have or a value of the wrong kind."""
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return draw(st.text(max_size=200))
    if kind == 1:
        return draw(st.binary(max_size=200))
    if kind == 2:
        return json.dumps(draw(json_values))
    fields: dict[str, Any] = draw(st.dictionaries(st.text(max_size=10), json_values, max_size=5))
    if kind == 3:
        fields["type"] = draw(st.sampled_from(KNOWN_TYPES))
        fields["x" + draw(st.text(max_size=5))] = draw(json_values)  # no message has it
    elif kind == 4:
        fields["type"] = draw(st.sampled_from(KNOWN_TYPES))
    else:
        fields["type"] = draw(json_values)
    return json.dumps(fields, ensure_ascii=draw(st.booleans()))


def _reader_code(message: str | bytes) -> ErrorCode | None:
    try:
        read_client(message)
    except ProtocolError as exc:
        return exc.code
    return None


@dataclass
class FuzzedTable:
    """The host of a table of three bots, and how many hands it has seen finished."""

    host: TableClient
    hands: int = 0

    def until_error(self) -> ErrorReply:
        """Read on, playing each question (first legal action) and starting a rematch at the
        end, until an error."""
        while True:
            message = self.host.next_message(HANG_GUARD)
            if isinstance(message, ErrorReply):
                return message
            if isinstance(message, ViewUpdate) and message.legal:
                self.host.act(message.legal[0], message.step)
            elif isinstance(message, HandResult):
                self.hands += 1
            elif isinstance(message, MatchOver):
                self.host.start()


@pytest.fixture(scope="module")
def fuzzed_table() -> Iterator[FuzzedTable]:
    """A table in play on a server that never drops its host for bad messages."""
    config = replace(FAST, bad_message_limit=10**9, seed=7)
    thread = ServerThread(config)
    url = thread.start()
    host = TableClient(url)
    host.create("Ann", SHORT)
    host.wait_for(Seated)
    host.start()
    try:
        yield FuzzedTable(host)
    finally:
        host.close()
        thread.stop()


@settings(
    max_examples=FUZZ_CASES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(message=bad_messages())
def test_fuzzed_messages_are_answered_with_the_readers_error(
    fuzzed_table: FuzzedTable, message: str | bytes
) -> None:
    expected = _reader_code(message)
    assume(expected is not None)
    fuzzed_table.host.send_raw(message)
    assert fuzzed_table.until_error().code is expected


def test_the_fuzzed_table_played_on(fuzzed_table: FuzzedTable) -> None:
    """Runs after the fuzzing: the match went on between the bad messages, and goes on."""
    seen = fuzzed_table.hands
    while fuzzed_table.hands == seen:  # a whole hand more, played through the same table
        fuzzed_table.host.send_raw("[]")
        assert fuzzed_table.until_error().code is ErrorCode.BAD_MESSAGE
    assert fuzzed_table.hands > seen >= 1


def test_huge_and_deep_messages_are_refused_and_the_connection_stays() -> None:
    async def scenario() -> None:
        async with serving() as server:
            client = await connect(server)
            for text, code in (
                ("[" * 4000 + "]" * 4000, ErrorCode.TOO_DEEP),
                ("x" * (MAX_MESSAGE_BYTES + 1), ErrorCode.TOO_LARGE),
                (
                    '{"type":"leave","pad":"' + "p" * (MAX_FRAME_BYTES // 2) + '"}',
                    ErrorCode.TOO_LARGE,
                ),
            ):
                await client.send_raw(text)
                reply = await client.receive(HANG_GUARD)
                assert isinstance(reply, ErrorReply) and reply.code is code
            await client.create("Ann", SHORT)  # still served
            await client.send_raw("x" * (MAX_FRAME_BYTES + 1))  # over the frame limit: closed
            with pytest.raises(ConnectionLostError) as lost:
                while True:
                    await client.receive(HANG_GUARD)
            assert lost.value.code == 1009

    run(scenario())


def test_a_client_that_keeps_sending_bad_messages_is_dropped_and_the_others_play_on() -> None:
    async def scenario() -> None:
        async with serving(bad_message_limit=10) as server:
            host = await host_table(server, SHORT, {1: "greedy", 2: "greedy", 3: "greedy"})
            await host.start()
            playing = asyncio.ensure_future(play_until_over(host))
            pest = await connect(server)
            codes = []
            for i in range(20):
                try:
                    await pest.send_raw(f"junk {i}")
                except ConnectionLostError:
                    break
            with pytest.raises(ConnectionLostError) as lost:
                while True:
                    reply = await pest.receive(HANG_GUARD)
                    assert isinstance(reply, ErrorReply)
                    codes.append(reply.code)
            assert codes == [ErrorCode.NOT_JSON] * 10 + [ErrorCode.DROPPED]
            assert lost.value.code == 1008
            over = await playing
            assert over.winner is not None

    run(scenario())


def test_a_flood_of_messages_is_cut_off_by_the_message_rate() -> None:
    async def scenario() -> None:
        async with serving(message_rate=20.0, message_burst=40) as server:
            host = await host_table(server, SHORT, {1: "greedy", 2: "greedy", 3: "greedy"})
            await host.start()
            playing = asyncio.ensure_future(play_until_over(host))
            flood = await connect(server)

            async def read_to_the_end() -> None:
                with pytest.raises(ConnectionLostError):
                    while True:
                        await flood.receive(HANG_GUARD)

            reading = asyncio.ensure_future(read_to_the_end())
            with contextlib.suppress(ConnectionLostError):
                for _ in range(1000):
                    await flood.send_raw('{"type":"leave"}')  # well-formed: not seated
            await reading
            codes = [json.loads(t)["code"] for t in flood.raw if '"error"' in t]
            assert codes.count("not_seated") <= 40 + 5  # the burst, and what came back meanwhile
            assert "rate_limited" in codes and codes[-1] == "dropped"
            assert (await playing).winner is not None

    run(scenario())


def test_guessed_codes_back_off_per_connection_and_per_address() -> None:
    async def scenario() -> None:
        async with serving(guess_free=3, guess_base=60.0) as server:
            host = await host_table(server)
            assert host.code is not None
            guesser = await connect(server)
            for guess in ("AAAA-AAAA-AAAA-AAAA", "not a code", "BBBB-BBBB-BBBB-BBBB"):
                with pytest.raises(TableRefusedError) as wrong:
                    await guesser.join(guess, "Eve")
                assert wrong.value.code is ErrorCode.BAD_CODE
            with pytest.raises(TableRefusedError) as fourth:
                await guesser.join("CCCC-CCCC-CCCC-CCCC", "Eve")  # blocked from now on
            assert fourth.value.code is ErrorCode.BAD_CODE
            for client in (guesser, await connect(server)):  # the same address, anew
                with pytest.raises(TableRefusedError) as blocked:
                    await client.join(host.code, "Eve")  # even the right code
                assert blocked.value.code is ErrorCode.RATE_LIMITED
                retry = blocked.value.reply.retry_after
                assert retry is not None and 0 < retry <= 60

    run(scenario())


def test_connections_beyond_the_address_limit_are_closed_at_once() -> None:
    async def scenario() -> None:
        async with serving(max_connections_per_address=3) as server:
            kept = [await connect(server) for _ in range(3)]
            with pytest.raises((ConnectionClosed, ConnectionLostError, OSError)) as refused:
                extra = await connect(server)
                await extra.receive(HANG_GUARD)
            assert "1013" in str(refused.value) or "too many" in str(refused.value)
            await kept[0].close()
            for _ in range(100):  # the server sees the close a moment later
                try:
                    again = await connect(server)
                    break
                except (ConnectionClosed, ConnectionLostError):
                    await asyncio.sleep(0.01)
            else:
                raise AssertionError("a freed connection slot was never given again")
            await again.create("Ann", SHORT)

    run(scenario())


def test_a_client_of_another_protocol_version_is_refused_at_the_handshake() -> None:
    async def scenario() -> None:
        async with serving() as server:
            with pytest.raises(InvalidStatus) as refused:
                await raw_connect(server.url, subprotocols=[Subprotocol("pitch-net-2")])
            assert refused.value.response.status_code == 400
            with pytest.raises(InvalidStatus):
                await raw_connect(server.url)

    run(scenario())


def test_a_persons_moves_are_never_refused_for_the_rate_and_every_refusal_says_when() -> None:
    """At a message rate of one a second, a seat answering every question at once (bots without
    pauses) plays a whole match unrefused: a move answering the seat's question is bounded by
    the table's own pace. What does go over the rate is refused with ``retry_after``."""

    async def scenario() -> None:
        async with serving(message_rate=1.0, message_burst=6) as server:
            host = await host_table(server, SHORT, {1: "greedy", 2: "greedy", 3: "greedy"})
            await host.start()  # five messages of the burst of six
            for _ in range(3):  # the rest spent on chat: the next messages are over the rate
                await host.say("hello")
            over = await play_until_over(host, tolerate=frozenset({ErrorCode.RATE_LIMITED}))
            assert over.winner is not None
            errors = [json.loads(t) for t in host.raw if t.startswith('{"type":"error"')]
            assert errors and all(e["code"] == "rate_limited" for e in errors)
            assert all(0 < e["retry_after"] <= 1.0 for e in errors)
            assert len(errors) <= 2  # the chat lines over the rate, never a move

    run(scenario())
