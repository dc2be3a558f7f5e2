"""Chat at a table: ``say`` comes back to every seat as ``said``, cleaned of control characters;
an empty or too long line is refused, a table opened without chat refuses every line, and a
flood is slowed down without disturbing the match. The host's chat and hints flags reach
everyone in the table message."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.protocol import (
    MAX_CHAT_CHARS,
    Create,
    ErrorCode,
    ErrorReply,
    ProtocolError,
    Said,
    Say,
    TableInfo,
    chat_text,
    read_client,
    read_server,
    write,
    write_client,
)
from pitch_desktop.net.server import TableServer
from tests.net.net_tools import (
    SHORT,
    BackgroundSeat,
    connect,
    host_table,
    play_until_over,
    run,
    serving,
    until,
)


async def _three_at_a_table(
    server: TableServer, **create: Any
) -> tuple[AsyncTableClient, AsyncTableClient, AsyncTableClient]:
    host = await host_table(server, SHORT, **create)
    assert host.code is not None
    guests = []
    for seat, name in ((1, "Bob"), (2, "Cyd")):
        guest = await connect(server)
        await guest.join(host.code, name, seat)
        guests.append(guest)
    return host, guests[0], guests[1]


def test_a_chat_line_reaches_every_seat_cleaned() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host, bob, cyd = await _three_at_a_table(server)
            await bob.say("  Good\nluck\t all\u202e\x07  ")
            for client in (host, bob, cyd):
                said = await until(client, Said)
                assert said == Said(seat=1, name="Bob", text="Good luck all")
            longest = "x" * MAX_CHAT_CHARS
            await host.say(f"  {longest}  ")  # the spaces at the ends do not count
            for client in (host, bob, cyd):
                assert await until(client, Said) == Said(0, "Ann", longest)
            stranger = await connect(server)
            await stranger.say("hello?")
            refused = await until(stranger, ErrorReply)
            assert refused.code is ErrorCode.NOT_SEATED

    run(scenario())


@pytest.mark.parametrize(
    "text",
    ["", "   ", "\n\t\r", "\x00\x07\u200f\u202e", "x" * (MAX_CHAT_CHARS + 1), "y" * 5000],
)
def test_an_empty_or_too_long_chat_line_is_refused(text: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        read_client(write({"type": "say", "text": text}))
    assert refused.value.code is ErrorCode.BAD_MESSAGE

    async def scenario() -> None:
        async with serving() as server:
            host, bob, _ = await _three_at_a_table(server)
            await bob.send_raw(write({"type": "say", "text": text}))
            assert (await until(bob, ErrorReply)).code is ErrorCode.BAD_MESSAGE
            await bob.say("after all")  # the next good line is the first the others get
            assert (await until(host, Said)).text == "after all"

    run(scenario())


def test_chat_text_keeps_letters_and_drops_controls() -> None:
    assert chat_text("a\x00b\x1b[31mc") == "ab[31mc"
    assert chat_text("Ça va ? 🂡\u00a0ok") == "Ça va ? 🂡 ok"
    assert chat_text("\ud800lone") == "lone"  # a lone surrogate, as JSON may carry one
    assert read_client(write_client(Say(" hi "))) == Say("hi")


def test_a_table_without_chat_refuses_every_line_and_everyone_knows_the_flags() -> None:
    async def scenario() -> None:
        async with serving() as server:
            host, bob, cyd = await _three_at_a_table(server, chat=False, hints=False)
            assert host.table is not None and not host.table.chat and not host.table.hints
            for client in (bob, cyd):
                assert client.table is not None
                assert not client.table.chat and not client.table.hints
            await bob.say("hello")
            refused = await until(bob, ErrorReply)
            assert refused.code is ErrorCode.CHAT_OFF
            await host.start()
            everyone = [BackgroundSeat(c, seed=i) for i, c in enumerate((host, bob, cyd))]
            ends = await asyncio.gather(*(seat.finished() for seat in everyone))
            assert len(set(ends)) == 1
            assert not any(isinstance(m, Said) for seat in everyone for m in seat.messages)

    run(scenario())


def test_the_flags_default_to_on_and_an_older_table_message_reads_so() -> None:
    assert '"chat"' not in write_client(Create("Ann", SHORT))  # only written when off
    assert '"chat":false' in write_client(Create("Ann", SHORT, chat=False))
    created = read_client(write_client(Create("Ann", SHORT, hints=False)))
    assert isinstance(created, Create) and created.chat and not created.hints
    older = (
        '{"type":"table","name":"","code":"7K3M-Q9XD-2HTR-W8VA","rules":{"preset":"setback"},'
        '"host":0,"state":"lobby","turn_seconds":0,"seats":['
        + ",".join(
            f'{{"seat":{i},"kind":"open","name":"","level":"standard","away":false,'
            '"stand_in":false}'
            for i in range(4)
        )
        + '],"scores":[0,0],"hand":0}'
    )
    info = read_server(older, None)
    assert isinstance(info, TableInfo) and info.chat and info.hints


def test_a_chat_flood_is_slowed_and_the_match_plays_on() -> None:
    lines, burst = 30, 5

    async def scenario() -> None:
        # A chat rate so slow that no line's token comes back during the test: exact counts.
        async with serving(chat_rate=0.0001, chat_burst=burst) as server:
            host, bob, cyd = await _three_at_a_table(server)
            await host.start()
            guests = [
                BackgroundSeat(c, seed=i, tolerate=frozenset({ErrorCode.RATE_LIMITED}))
                for i, c in enumerate((bob, cyd), start=1)
            ]
            for i in range(lines):
                await bob.say(f"line {i}")
            ends = await asyncio.gather(play_until_over(host), *(s.finished() for s in guests))
            assert len(set(ends)) == 1
            first = [f"line {i}" for i in range(burst)]
            for seat in guests:  # the sender and another seat alike
                assert [m.text for m in seat.messages if isinstance(m, Said)] == first
            assert sum(text.startswith('{"type":"said"') for text in host.raw) == burst
            slowed = [
                m
                for m in guests[0].messages
                if isinstance(m, ErrorReply) and m.code is ErrorCode.RATE_LIMITED
            ]
            assert len(slowed) == lines - burst
            assert all(m.retry_after == 3600.0 for m in slowed)  # the most a wait is said to be

    run(scenario())
