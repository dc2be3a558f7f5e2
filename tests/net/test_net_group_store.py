"""The group's keys in a real Redis: a lease is one node's at a time, each new owner has a
larger fencing number, and a write with an old one is refused, so an owner that lost its
lease (paused, cut off) can never write over the table again. Also the ``moved`` message on
the wire, and what a ``pitch-net-1`` client is told at a node that does not hold its table."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.typing import Subprotocol

from pitch_desktop.net.client import AsyncTableClient, TableClient
from pitch_desktop.net.group_config import GroupConfig, shown_url
from pitch_desktop.net.group_store import GroupStore, lease_value
from pitch_desktop.net.protocol import (
    SUBPROTOCOL,
    ErrorCode,
    ErrorReply,
    Moved,
    ProtocolError,
    Seated,
    read_server,
    write_client,
    write_server,
)
from pitch_desktop.net.protocol import Join as JoinMessage
from tests.net.group_tools import RedisProcess, running_redis
from tests.net.net_tools import SETBACK_SHORT, host_table, run, serving

CODE = "0123456789ABCDEF"


@pytest.fixture
def redis(tmp_path: Path) -> Iterator[RedisProcess]:
    with running_redis(tmp_path / "redis") as server:
        yield server


def test_a_lease_is_one_nodes_and_an_old_fence_never_writes_again(redis: RedisProcess) -> None:
    async def scenario() -> None:
        store = GroupStore(redis.url)
        try:
            first = await store.claim(CODE, "a", 300)
            assert first >= 1
            assert await store.claim(CODE, "b", 300) == 0  # held: nobody else takes it
            assert await store.holder(CODE) == "a"
            assert await store.write(CODE, first, "one")
            assert await store.renew({CODE: lease_value("a", first)}, 300) == set()
            await asyncio.sleep(0.4)  # a is paused past its lease
            assert await store.holder(CODE) is None
            assert await store.unleased([CODE]) == [CODE]
            second = await store.claim(CODE, "b", 5000)
            assert second > first
            assert not await store.write(CODE, first, "stale")  # fenced out
            assert await store.renew({CODE: lease_value("a", first)}, 300) == {CODE}
            assert await store.table_text(CODE) == "one"
            assert await store.write(CODE, second, "two")
            assert await store.codes() == [CODE]
            assert not await store.remove(CODE, first)
            assert await store.remove(CODE, second)
            assert await store.codes() == [] and await store.table_text(CODE) is None
        finally:
            await store.close()

    run(scenario(), 30)


def test_moved_is_written_and_read_back_and_a_bad_address_refused() -> None:
    text = write_server(Moved("wss://node2.example:47470/"))
    assert text == '{"type":"moved","url":"wss://node2.example:47470/"}'
    assert read_server(text, None) == Moved("wss://node2.example:47470/")
    for url in ("http://x/", "", "ws://a b/", "ws://x/\n", "ws://" + "x" * 400):
        with pytest.raises(ProtocolError):
            read_server(write_server(Moved(url)), None)


def test_a_pitch_net_1_client_is_told_where_the_table_is(redis: RedisProcess) -> None:
    """A client that cannot follow ``moved`` is refused with the owner's address."""

    async def scenario() -> None:
        group = GroupConfig(redis.url, lease_seconds=2.0)
        async with serving(group=group) as owner, serving(group=group) as other:
            host = await host_table(owner, SETBACK_SHORT)
            assert host.code is not None
            async with connect(other.url, subprotocols=[Subprotocol(SUBPROTOCOL)]) as ws:
                assert ws.subprotocol == SUBPROTOCOL
                await ws.recv()  # welcome
                await ws.send(write_client(JoinMessage(host.code, "Bob", 1)))
                reply = read_server(await ws.recv(), None)
            assert isinstance(reply, ErrorReply) and reply.code is ErrorCode.BAD_CODE
            assert reply.message == f"this table is at {owner.url}"
            await host.close()

    run(scenario(), 30)


def test_a_redis_url_is_shown_without_its_password() -> None:
    assert shown_url("redis://user:secret@10.0.0.5:6379/2") == "redis://10.0.0.5:6379/2"
    assert shown_url("redis://10.0.0.5:6379/2") == "redis://10.0.0.5:6379/2"


def test_the_windows_client_follows_moved_to_the_tables_node(redis: RedisProcess) -> None:
    """The threaded client (the app's) asks again where ``moved`` sends it, unseen by its
    window: the window hears ``seated`` as from a server alone."""

    async def scenario() -> None:
        group = GroupConfig(redis.url, lease_seconds=2.0)
        async with serving(group=group) as owner, serving(group=group) as other:
            host = await host_table(owner, SETBACK_SHORT)
            assert host.code is not None
            guest = await asyncio.to_thread(TableClient, other.url)
            try:
                guest.join(host.code, "Bob", 1)
                seated = await asyncio.to_thread(guest.wait_for, Seated)
                assert seated.seat == 1 and seated.how == "joined"
                assert guest.url == owner.url
            finally:
                await asyncio.to_thread(guest.close)
            await host.close()

    run(scenario(), 30)


def test_a_server_alone_speaks_pitch_net_1_to_a_client_that_offers_1_1_too() -> None:
    """Without a group nothing changes: the server picks ``pitch-net-1`` and never sends
    ``moved``; a table's file is kept as before (``test_net_restart``)."""

    async def scenario() -> None:
        async with serving() as server:
            assert server.group is None
            client = await AsyncTableClient.connect(server.url)
            assert client._ws.subprotocol == SUBPROTOCOL
            await client.close()

    run(scenario(), 30)
