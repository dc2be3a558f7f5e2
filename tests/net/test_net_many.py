"""One server, many tables at once: each plays its own match to the end, and the server holds
no more tables than its limits allow."""

from __future__ import annotations

import asyncio

import pytest

from pitch_desktop.net.client import AsyncTableClient, TableRefusedError
from pitch_desktop.net.protocol import ErrorCode, MatchOver
from tests.net.net_tools import (
    SHORT,
    check_no_hidden_card,
    connect,
    host_table,
    play_until_over,
    run,
    serving,
    table_of,
)

TABLES = 24


def test_many_tables_play_at_once_each_its_own_match() -> None:
    async def scenario() -> None:
        async with serving(max_connections_per_address=100, max_tables_per_address=100) as server:
            hosts: list[AsyncTableClient] = []
            guests: list[AsyncTableClient] = []
            for i in range(TABLES):
                host = await host_table(server, SHORT, {2: "beginner", 3: "standard"})
                guest = await connect(server)
                assert host.code is not None
                await guest.join(host.code, f"Guest{i}", 1)
                hosts.append(host)
                guests.append(guest)
            assert len(server.tables) == TABLES
            assert len({h.code for h in hosts}) == TABLES
            for host in hosts:
                await host.start()
            ends = await asyncio.gather(
                *(play_until_over(c, seed=i) for i, c in enumerate(hosts + guests))
            )
            assert all(isinstance(e, MatchOver) for e in ends)
            for i, host in enumerate(hosts):
                assert ends[i] == ends[TABLES + i]  # host and guest saw the same end
                match = table_of(server, host).match
                assert match is not None and match.is_over
                check_no_hidden_card(guests[i].raw, 1, match)
            # Every table deals from its own seed: no two first deals alike.
            firsts = set()
            for host in hosts:
                match = table_of(server, host).match
                assert match is not None
                firsts.add(match.history[0].dealt)
            assert len(firsts) == TABLES

    run(scenario())


def test_the_server_holds_no_more_tables_than_its_limits() -> None:
    async def scenario() -> None:
        async with serving(max_tables=3, max_tables_per_address=2) as server:
            for _ in range(2):
                await host_table(server)
            third = await connect(server)
            with pytest.raises(TableRefusedError) as mine:
                await third.create("Cyd", SHORT)
            assert mine.value.code is ErrorCode.SERVER_FULL
        async with serving(max_tables=2) as server:
            for _ in range(2):
                await host_table(server)
            late = await connect(server)
            with pytest.raises(TableRefusedError) as full:
                await late.create("Dee", SHORT)
            assert full.value.code is ErrorCode.SERVER_FULL

    run(scenario())


def test_a_table_nobody_is_connected_to_is_forgotten() -> None:
    async def scenario() -> None:
        async with serving(idle_table_seconds=0.0) as server:
            host = await host_table(server)
            assert host.code is not None and server.table_for(host.code) is not None
            code = host.code
            await host.close()
            newcomer = await connect(server)
            for _ in range(200):  # the server sees the close, then forgets the table
                if server.table_for(code) is None:
                    break
                await asyncio.sleep(0.01)
            with pytest.raises(TableRefusedError) as gone:
                await newcomer.join(code, "Bob")
            assert gone.value.code is ErrorCode.BAD_CODE

    run(scenario())
