"""Whole matches over real sockets: clients and bots play to the end, and no message told any
seat a card it may not know (another hand, the stock)."""

from __future__ import annotations

import asyncio

from pitch_desktop.engine.rules import Rules
from pitch_desktop.net.client import AsyncTableClient, TableClient
from pitch_desktop.net.protocol import (
    ActedBy,
    HandResult,
    MatchOver,
    Seated,
    ServerMessage,
    TableInfo,
    TableState,
    ViewUpdate,
    read_server,
)
from pitch_desktop.net.server import ServerThread
from pitch_desktop.play.seats import SeatKind
from tests.net.net_tools import (
    DRAW_BACK,
    FAST,
    HANG_GUARD,
    SHORT,
    check_no_hidden_card,
    connect,
    host_table,
    play_until_over,
    run,
    serving,
    table_of,
)


async def _whole_match(rules: Rules, guests: int, levels: dict[int, str]) -> None:
    async with serving() as server:
        host = await host_table(server, rules, levels, table_name="Friday")
        assert host.code is not None
        others = []
        for i in range(guests):
            guest = await connect(server)
            seated = await guest.join(host.code.lower(), f"Guest{i}")
            assert seated.how == "joined" and seated.table.rules == rules
            others.append(guest)
        await host.start()
        clients = [host, *others]
        ends = await asyncio.gather(
            *(play_until_over(c, "standard", seed) for seed, c in enumerate(clients))
        )
        assert len({(e.winner, e.scores) for e in ends}) == 1
        table = table_of(server, host)
        match = table.match
        assert match is not None and match.is_over and table.state is TableState.OVER
        assert ends[0].winner == match.winner and ends[0].scores == match.scores
        for c in clients:
            assert c.seat is not None
            assert check_no_hidden_card(c.raw, c.seat, match) > len(match.history)
            assert sum('"type":"result"' in text for text in c.raw) == len(match.history)


def test_three_friends_and_a_bot_play_a_whole_match() -> None:
    run(_whole_match(SHORT, guests=2, levels={3: "beginner"}))


def test_a_draw_back_match_tells_nobody_the_stock_or_a_hand() -> None:
    run(_whole_match(DRAW_BACK, guests=1, levels={1: "greedy", 3: "standard"}))


def test_views_say_who_acted_and_only_the_asked_seat_gets_legal_actions() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host = await host_table(server, SHORT, {1: "greedy", 2: "greedy", 3: "greedy"})
            await host.start()
            await play_until_over(host)
            views = [m for m in _read_back(host) if isinstance(m, ViewUpdate)]
            for v in views:
                if v.legal:
                    assert v.view.to_act == 0 and v.view.seat == 0
                if v.last is not None and v.last.by is ActedBy.BOT:
                    assert v.last.seat != 0
            assert any(v.last is not None and v.last.by is ActedBy.PERSON for v in views)

    run(scenario())


def _read_back(client: AsyncTableClient) -> list[ServerMessage]:
    """The messages a client was sent, read again from the bytes it kept."""
    rules: Rules | None = None
    out: list[ServerMessage] = []
    for text in client.raw:
        message = read_server(text, rules)
        if isinstance(message, Seated):
            rules = message.table.rules
        elif isinstance(message, TableInfo):
            rules = message.rules
        out.append(message)
    return out


def test_the_threaded_client_plays_a_match_on_a_server_thread() -> None:
    """The way a window would host: the server on a thread of its own, the window's seat a
    ``TableClient`` whose reader thread hands it each message."""
    thread = ServerThread(FAST)
    url = thread.start()
    try:
        host = TableClient(url)
        guest = TableClient(url)
        try:
            host.create("Ann", SHORT, seat=1)
            seated = host.wait_for(Seated)
            assert host.code is not None and seated.seat == 1
            guest.join(host.code, "Bob")
            assert guest.wait_for(Seated).seat == 0
            host.set_bot(2, "greedy")
            host.start()
            results = {0: 0, 1: 0}
            over: dict[int, MatchOver] = {}
            while len(over) < 2:
                for who, client in ((0, guest), (1, host)):
                    if who in over:
                        continue
                    message = client.next_message(HANG_GUARD)
                    if isinstance(message, ViewUpdate) and message.legal:
                        client.act(message.legal[0], message.step)
                    elif isinstance(message, HandResult):
                        results[who] += 1
                    elif isinstance(message, MatchOver):
                        over[who] = message
            assert over[0] == over[1] and results[0] == results[1] >= 1
            table = host.wait_for(TableInfo)  # sent after the match's end
            assert table.state is TableState.OVER
            assert [s.kind for s in table.seats] == [
                SeatKind.PERSON,
                SeatKind.PERSON,
                SeatKind.BOT,
                SeatKind.BOT,
            ]
        finally:
            host.close()
            guest.close()
    finally:
        thread.stop()
