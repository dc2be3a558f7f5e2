"""Seats at a table: the lobby's rules, an action for another seat or out of turn refused with
the rule's words, a dropped player's return with their token, and the stand-in bot."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from pitch_desktop.engine.state import is_bid
from pitch_desktop.net.client import AsyncTableClient, ConnectionLostError, TableRefusedError
from pitch_desktop.net.protocol import (
    ActedBy,
    Closed,
    ErrorCode,
    ErrorReply,
    ServerMessage,
    TableInfo,
    TableState,
    ViewUpdate,
    read_server,
)
from pitch_desktop.net.server import TableServer
from pitch_desktop.play.seats import SeatKind
from tests.net.net_tools import (
    HANG_GUARD,
    SHORT,
    check_no_hidden_card,
    connect,
    host_table,
    next_question,
    play_until_over,
    run,
    serving,
    table_of,
    until,
)


async def _refused(client: AsyncTableClient) -> ErrorReply:
    return await until(client, ErrorReply)


async def _answer_until(
    client: AsyncTableClient, seen: Callable[[ServerMessage], bool]
) -> ServerMessage:
    """Play the client's questions (first legal action) until a message ``seen`` wants."""
    while True:
        message = await client.receive(HANG_GUARD)
        if seen(message):
            return message
        if isinstance(message, ViewUpdate) and message.legal:
            await client.act(message.legal[0], message.step)


def _meanwhile(
    client: AsyncTableClient, seen: Callable[[ServerMessage], bool]
) -> asyncio.Task[ServerMessage]:
    """The client plays its questions in the background until a message ``seen`` wants (so a
    test waiting on another seat is never stuck behind this one's turn)."""
    return asyncio.ensure_future(_answer_until(client, seen))


def _views(client: AsyncTableClient) -> list[ViewUpdate]:
    """The views a client was sent, read again from the bytes it kept."""
    assert client.rules is not None
    out = []
    for text in client.raw:
        if text.startswith('{"type":"view"'):
            message = read_server(text, client.rules)
            assert isinstance(message, ViewUpdate)
            out.append(message)
    return out


def _stood_in_for(seat: int) -> Callable[[ServerMessage], bool]:
    return lambda m: (
        isinstance(m, ViewUpdate)
        and m.last is not None
        and m.last.seat == seat
        and m.last.by is ActedBy.STAND_IN
    )


async def _two_at_a_table(
    server: TableServer, **create: object
) -> tuple[AsyncTableClient, AsyncTableClient, str]:
    host = await host_table(server, SHORT, {2: "greedy", 3: "greedy"}, **create)
    guest = await connect(server)
    assert host.code is not None
    seated = await guest.join(host.code, "Bob", 1)
    return host, guest, seated.token


def test_the_lobby_keeps_its_rules() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host = await host_table(server)
            code = host.code
            assert code is not None
            guest = await connect(server)
            with pytest.raises(TableRefusedError) as taken:
                await guest.join(code, "Bob", 0)
            assert taken.value.code is ErrorCode.SEAT_TAKEN
            with pytest.raises(TableRefusedError) as missing:
                await guest.join(code, "Bob", 5)
            assert missing.value.code is ErrorCode.NO_SEAT
            assert (await guest.join(code, "Bob")).seat == 1  # the first free seat
            info = await until(host, TableInfo)
            assert info.seats[1].kind is SeatKind.PERSON and info.seats[1].name == "Bob"
            with pytest.raises(TableRefusedError) as again:
                await guest.create("Bob", SHORT)
            assert again.value.code is ErrorCode.ALREADY_SEATED
            for request, code_expected in (
                (guest.set_bot(2, "expert"), ErrorCode.NOT_HOST),
                (guest.start(), ErrorCode.NOT_HOST),
                (guest.act(0), ErrorCode.NOT_STARTED),
                (host.set_bot(1, "expert"), ErrorCode.SEAT_TAKEN),
                (host.set_bot(2, "grandmaster"), ErrorCode.BAD_LEVEL),
            ):
                await request
                by_guest = code_expected in (ErrorCode.NOT_HOST, ErrorCode.NOT_STARTED)
                client = guest if by_guest else host
                assert (await _refused(client)).code is code_expected
            for seat in (2, 3):
                filler = await connect(server)
                await filler.join(code, f"Filler{seat}")
            late = await connect(server)
            with pytest.raises(TableRefusedError) as full:
                await late.join(code, "Late")
            assert full.value.code is ErrorCode.NO_SEAT
            stranger = await connect(server)
            await stranger.act(0)
            assert (await _refused(stranger)).code is ErrorCode.NOT_SEATED

    run(scenario())


def test_a_guest_leaving_the_lobby_frees_the_seat_and_the_host_leaving_closes_it() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host, guest, _ = await _two_at_a_table(server)
            code = host.code
            assert code is not None
            await guest.leave()
            info = await _answer_until(
                host, lambda m: isinstance(m, TableInfo) and m.seats[1].kind is SeatKind.OPEN
            )
            assert isinstance(info, TableInfo)
            assert (await guest.join(code, "Bob", 1)).seat == 1
            await host.leave()
            closed = await until(guest, Closed)
            assert closed.reason
            newcomer = await connect(server)
            with pytest.raises(TableRefusedError) as gone:
                await newcomer.join(code, "Cyd")
            assert gone.value.code is ErrorCode.BAD_CODE

    run(scenario())


def test_another_seats_action_out_of_turn_illegal_or_stale_is_refused_and_changes_nothing() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host, guest, _ = await _two_at_a_table(server)
            refused = _meanwhile(guest, lambda m: isinstance(m, ErrorReply))
            await host.start()
            question = await next_question(host)
            table = table_of(server, host)
            before = table.match
            await guest.act(question.legal[0], question.step)  # the host's turn, not the guest's
            not_yours = await refused
            assert isinstance(not_yours, ErrorReply)
            assert not_yours.code is ErrorCode.NOT_YOUR_TURN and "seat 0" in not_yours.message
            card = next(c for c in range(52) if not question.view.hand >> c & 1)
            await host.act(card, question.step)  # a card never held, or one while bidding
            illegal = await _refused(host)
            assert illegal.code is ErrorCode.ILLEGAL and "seat 0" in illegal.message
            await host.act(question.legal[0], question.step + 1)
            assert (await _refused(host)).code is ErrorCode.STALE
            assert table.match is before  # nothing moved
            if is_bid(question.legal[0]):
                not_a_bid = max(question.legal) + 1 if max(question.legal) < 68 else None
                if not_a_bid is not None and not_a_bid not in question.legal:
                    await host.act(not_a_bid)
                    assert (await _refused(host)).code is ErrorCode.ILLEGAL
            await host.act(question.legal[0], question.step)
            moved = await until(host, ViewUpdate)
            assert moved.step == question.step + 1 and moved.last is not None
            assert moved.last.seat == 0 and moved.last.by is ActedBy.PERSON
            await asyncio.gather(play_until_over(host), play_until_over(guest))

    run(scenario())


def test_a_dropped_player_rejoins_with_the_token_and_is_asked_again() -> None:
    async def scenario() -> None:
        async with serving(away_seconds=3600.0) as server:  # no stand-in: the table waits
            host, guest, token = await _two_at_a_table(server)
            code = host.code
            assert code is not None
            watching = _meanwhile(host, lambda m: isinstance(m, TableInfo) and m.seats[1].away)
            await host.start()
            question = await next_question(guest)
            await guest.close()
            away = await watching
            assert isinstance(away, TableInfo) and not away.seats[1].stand_in
            impostor = await connect(server)
            with pytest.raises(TableRefusedError) as wrong:
                await impostor.rejoin(code, "0" * 32)
            assert wrong.value.code is ErrorCode.BAD_TOKEN
            back = await connect(server)
            seated = await back.rejoin(code, token)
            assert seated.how == "rejoined" and seated.seat == 1 and seated.token == token
            assert not seated.table.seats[1].away
            again = await until(back, ViewUpdate)
            assert again.view == question.view and again.legal == question.legal
            assert again.step == question.step
            await back.act(again.legal[0], again.step)
            await asyncio.gather(play_until_over(host), play_until_over(back))
            match = table_of(server, host).match
            assert match is not None
            check_no_hidden_card(back.raw, 1, match)

    run(scenario())


def test_a_stand_in_plays_for_a_player_who_is_away_until_they_come_back() -> None:
    async def scenario() -> None:
        async with serving(away_seconds=0.0) as server:
            host, guest, token = await _two_at_a_table(server)
            code = host.code
            assert code is not None
            watching = _meanwhile(host, _stood_in_for(1))
            await host.start()
            await next_question(guest)
            await guest.close()
            stood_in = await watching
            assert isinstance(stood_in, ViewUpdate)
            info = table_of(server, host).info()
            assert info.seats[1].away and info.seats[1].stand_in
            back = await connect(server)
            seated = await back.rejoin(code, token)
            assert not seated.table.seats[1].stand_in and not seated.table.seats[1].away
            tolerate = frozenset({ErrorCode.STALE, ErrorCode.NOT_YOUR_TURN})  # a stand-in's
            # move already on its way when the player came back may still land first
            await asyncio.gather(play_until_over(host), play_until_over(back, tolerate=tolerate))
            asked = [m for m in _views(back) if m.legal]
            if asked:
                assert any(
                    m.last is not None and m.last.seat == 1 and m.last.by is ActedBy.PERSON
                    for m in _views(back)
                )

    run(scenario())


def test_stepping_away_lets_the_stand_in_play_at_once() -> None:
    async def scenario() -> None:
        async with serving(away_seconds=3600.0) as server:
            host, guest, _ = await _two_at_a_table(server)
            watching = _meanwhile(host, _stood_in_for(1))
            await host.start()
            await next_question(guest)
            await guest.leave()
            stood_in = await watching
            assert isinstance(stood_in, ViewUpdate) and stood_in.last is not None
            assert stood_in.last.seat == 1
            await play_until_over(host)

    run(scenario())


def test_the_hosts_turn_timer_lets_a_stand_in_play_a_slow_turn() -> None:
    async def scenario() -> None:
        async with serving(away_seconds=3600.0) as server:
            host, guest, _ = await _two_at_a_table(server, turn_seconds=1)
            assert host.table is not None and host.table.turn_seconds == 1
            watching = _meanwhile(host, _stood_in_for(1))
            await host.start()
            question = await next_question(guest)  # and never answered
            stood_in = await watching
            assert isinstance(stood_in, ViewUpdate) and stood_in.step == question.step + 1
            await guest.act(question.legal[0], question.step)  # too late: the table moved on
            late = await _refused(guest)
            assert late.code in (ErrorCode.STALE, ErrorCode.NOT_YOUR_TURN)

    run(scenario())


def test_a_seat_taken_back_elsewhere_closes_the_old_connection() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host, guest, token = await _two_at_a_table(server)
            assert host.code is not None
            other = await connect(server)
            assert (await other.rejoin(host.code, token)).seat == 1
            replaced = await _refused(guest)
            assert replaced.code is ErrorCode.REPLACED
            with pytest.raises(ConnectionLostError):
                while True:
                    await guest.receive(HANG_GUARD)
            await host.start()
            ends = await asyncio.gather(play_until_over(host), play_until_over(other))
            assert ends[0] == ends[1]
            assert table_of(server, host).state is TableState.OVER

    run(scenario())


def test_a_dropped_player_is_told_away_at_once_with_the_wait_for_a_stand_in() -> None:
    """The others see the seat away the moment its connection drops, with the seconds until a
    stand-in covers it; a seat nobody waits for carries no such field (the bytes of before)."""

    async def scenario() -> None:
        async with serving(away_seconds=30.0) as server:
            host, guest, token = await _two_at_a_table(server)
            code = host.code
            assert code is not None
            watching = _meanwhile(host, lambda m: isinstance(m, TableInfo) and m.seats[1].away)
            await host.start()
            await next_question(guest)
            await guest.close()
            away = await watching
            assert isinstance(away, TableInfo)
            bea = away.seats[1]
            assert bea.away and not bea.stand_in
            assert bea.stand_in_after is not None and 25.0 <= bea.stand_in_after <= 30.0
            assert all(s.stand_in_after is None for s in away.seats if s.seat != 1)
            told = [t for t in host.raw if t.startswith('{"type":"table"')]
            assert '"stand_in_after"' in told[-1] and '"stand_in_after"' not in told[0]
            back = await connect(server)
            seated = await back.rejoin(code, token)
            assert seated.table.seats[1].stand_in_after is None

    run(scenario())


def test_a_player_who_steps_away_is_told_covered_at_once() -> None:
    async def scenario() -> None:
        async with serving(away_seconds=3600.0) as server:
            host, guest, _ = await _two_at_a_table(server)
            watching = _meanwhile(host, lambda m: isinstance(m, TableInfo) and m.seats[1].away)
            await host.start()
            await next_question(guest)
            await guest.leave()
            away = await watching
            assert isinstance(away, TableInfo)
            assert away.seats[1].stand_in or away.seats[1].stand_in_after == 0.0

    run(scenario())
