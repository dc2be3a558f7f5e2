"""Spectators over real sockets: a friends' match played to its end while someone watches, and
not one frame the watcher gets names a card that is not yet public; watching switched off,
bounded, counted on the players' table, and a watcher who cannot play or chat."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import pytest

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.engine.cards import card_text, cards_of
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import Rules, rules_from_json
from pitch_desktop.net.client import AsyncTableClient, TableRefusedError
from pitch_desktop.net.protocol import (
    ErrorCode,
    ErrorReply,
    MatchOver,
    Said,
    SeatInfo,
    TableInfo,
    TableState,
    Watch,
    Watching,
    read_client,
    read_server,
    write_client,
    write_server,
)
from pitch_desktop.net.saved import read_table, table_json
from pitch_desktop.play.seats import SeatKind
from tests.net.net_tools import (
    CARD_TOKEN,
    DRAW_BACK,
    HANG_GUARD,
    SHORT,
    connect,
    host_table,
    next_question,
    play_until_over,
    replayed,
    run,
    serving,
    table_of,
)


def _public(match: MatchState, hand: int, step: int) -> set[str]:
    """The cards shown at the table after ``step`` actions of hand ``hand``: played to a
    trick, or burned face up. Nothing else is public."""
    state = replayed(match.history[hand - 1], step)
    shown = 0
    for c in state.plays:
        shown |= 1 << c
    for m in state.burned:
        shown |= m
    return {card_text(c) for c in cards_of(shown)}


def check_watched_frames(raw: list[str], match: MatchState) -> int:
    """Every frame a watcher got names only public cards: a view those played or burned by
    its step, with no hand and nothing to do; any other message none. Returns the views."""
    views = 0
    for text in raw:
        found = set(CARD_TOKEN.findall(text))
        obj = json.loads(text)
        if obj["type"] != "view":
            assert not found, f"a {obj['type']} message names cards {sorted(found)}: {text}"
            continue
        views += 1
        assert obj["legal"] == [] and obj["view"]["hand"] == []
        hidden = found - _public(match, obj["hand"], obj["step"])
        assert not hidden, f"a watcher was sent {sorted(hidden)} before they were shown: {text}"
    return views


async def _counted(client: AsyncTableClient, watchers: int) -> TableInfo:
    """Read on until the table says ``watchers`` watch it."""
    while True:
        message = await client.receive(HANG_GUARD)
        if isinstance(message, TableInfo) and message.watchers == watchers:
            return message


async def _watched_match(rules: Rules) -> None:
    async with serving() as server:
        host = await host_table(server, rules, table_name="Friday")
        assert host.code is not None
        guest = await connect(server)
        await guest.join(host.code, "Bea")
        watcher = await connect(server)
        watching = await watcher.watch(host.code.lower(), "Cleo")
        assert watching.table.watchers == 1 and watcher.watching and watcher.seat is None
        assert (await _counted(host, 1)).watchers == 1  # the players see someone watching
        await host.say("hello, Cleo")
        said = await watcher.wait_for(Said, HANG_GUARD)
        assert said.text == "hello, Cleo"  # the watcher reads the chat
        await host.start()
        ends = await asyncio.gather(
            play_until_over(host, "standard", 1),
            play_until_over(guest, "standard", 2),
            watcher.wait_for(MatchOver, HANG_GUARD * 4),
        )
        assert len({(e.winner, e.scores) for e in ends}) == 1
        table = table_of(server, host)
        match = table.match
        assert match is not None and match.is_over and table.state is TableState.OVER
        views = check_watched_frames(watcher.raw, match)
        assert views > len(match.history)
        assert sum('"type":"result"' in t for t in watcher.raw) == len(match.history)
        await watcher.close()
        assert (await _counted(host, 0)).watchers == 0  # and no longer once they leave


# Kitty Pitch: the watcher is told the kitty's counts and each discard as "discard", no card.
KITTY_SHORT = rules_from_json({"preset": "kitty-pitch", "target": 4})


@pytest.mark.parametrize(
    "rules", [SHORT, DRAW_BACK, KITTY_SHORT], ids=["auction", "draw-back", "kitty"]
)
def test_a_friends_match_is_played_to_its_end_with_a_spectator_watching(rules: Rules) -> None:
    run(_watched_match(rules), timeout=180)


def test_a_watcher_cannot_play_or_chat_and_may_leave() -> None:
    async def main() -> None:
        async with serving() as server:
            host = await host_table(server, SHORT)
            assert host.code is not None
            watcher = await connect(server)
            await watcher.watch(host.code, "Cleo")
            await host.start()
            question = await next_question(host)
            await watcher.act(question.legal[0], question.step)
            refused = await watcher.wait_for(ErrorReply, HANG_GUARD)
            assert refused.code is ErrorCode.WATCHING
            await watcher.say("psst")
            assert (await watcher.wait_for(ErrorReply, HANG_GUARD)).code is ErrorCode.WATCHING
            with pytest.raises(TableRefusedError) as again:
                await watcher.watch(host.code, "Cleo")
            assert again.value.reply.code is ErrorCode.ALREADY_SEATED
            await watcher.leave()
            assert (await _counted(host, 0)).watchers == 0
            assert not table_of(server, host).watchers

    run(main())


def test_watching_switched_off_is_refused_in_a_clear_word_and_kept_in_the_file() -> None:
    async def main() -> None:
        async with serving() as server:
            host = await host_table(server, SHORT, watch=False)
            assert host.code is not None and host.table is not None
            assert not host.table.watch
            watcher = await connect(server)
            with pytest.raises(TableRefusedError) as refused:
                await watcher.watch(host.code, "Cleo")
            assert refused.value.reply.code is ErrorCode.WATCH_OFF
            saved = table_of(server, host).saved()
            assert not read_table(table_json(saved), bot_names()).watch

    run(main())


def test_the_watchers_of_a_table_are_bounded() -> None:
    async def main() -> None:
        async with serving(max_watchers=1) as server:
            host = await host_table(server, SHORT)
            assert host.code is not None
            first, second = await connect(server), await connect(server)
            await first.watch(host.code, "Cleo")
            with pytest.raises(TableRefusedError) as refused:
                await second.watch(host.code, "Dan")
            assert refused.value.reply.code is ErrorCode.WATCHERS_FULL

    run(main())


def test_the_watch_messages_read_back_and_a_table_nobody_watches_keeps_its_bytes() -> None:
    assert read_client(write_client(Watch("7K3M-Q9XD-2HTR-W8VA", "Cleo"))) == Watch(
        "7K3M-Q9XD-2HTR-W8VA", "Cleo"
    )
    seats = tuple(SeatInfo(s, SeatKind.OPEN, "", "standard") for s in range(SHORT.players))
    info = TableInfo("t", "7K3M-Q9XD-2HTR-W8VA", SHORT, 0, TableState.LOBBY, 0, seats, (0, 0), 0)
    assert "watch" not in write_server(info)  # what a client from before spectators reads
    for table in (replace(info, watchers=3), replace(info, watch=False)):
        assert read_server(write_server(table), None) == table
        told = Watching(table, chat=(Said(0, "Ann", "hi"),))
        assert read_server(write_server(told), None) == told
