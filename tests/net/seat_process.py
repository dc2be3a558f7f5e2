"""One seat at a table server, in a process of its own: the network tests start several, kill
one with SIGKILL, and start another that takes the seat back with its token.

``python -m tests.net.seat_process URL (--create RULES | --join CODE | --rejoin CODE TOKEN)``
plays every question with a bot that sees only the seat's view, and writes one JSON line to
standard output for each thing the test waits on: ``seated`` (with the seat, the token and the
invite code), ``hanging`` (``--hang-in-play N``: the seat's Nth question of the play phase is
never answered, for the test to kill it there), ``stand_in`` (a stand-in played for a seat) and
``over`` (the winner and the scores). ``--raw FILE`` keeps every message received, for the
check that no seat was sent a card it may not know.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
from pathlib import Path
from typing import Any

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.rules import rules_from_json
from pitch_desktop.engine.state import Phase
from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.protocol import (
    ActedBy,
    ErrorCode,
    ErrorReply,
    MatchOver,
    TableInfo,
    ViewUpdate,
)
from pitch_desktop.play.seats import SeatKind

HANG_GUARD = 60.0
# A move sent just as a stand-in's lands, or as the seat is taken back, may be refused so.
_TOLERATED = frozenset({ErrorCode.STALE, ErrorCode.NOT_YOUR_TURN})


def _tell(event: str, **fields: Any) -> None:
    print(json.dumps({"event": event, **fields}), flush=True)


async def _seat(client: AsyncTableClient, args: argparse.Namespace) -> None:
    if args.create is not None:
        rules = rules_from_json(json.loads(args.create))
        seated = await client.create(args.name, rules)
    elif args.join is not None:
        seated = await client.join(args.join, args.name, args.seat)
    else:
        code, token = args.rejoin
        seated = await client.rejoin(code, token)
    _tell("seated", seat=seated.seat, token=seated.token, code=seated.table.code, how=seated.how)


async def _play(client: AsyncTableClient, args: argparse.Namespace) -> None:
    bot = make_bot(args.bot)
    rng = random.Random(args.seed)
    plays_asked = 0
    told_stand_in: set[int] = set()
    started = args.create is None or not args.start_when_full
    table = client.table
    if not started and table is not None and _full(table):
        await client.start()
        started = True
    while True:
        message = await client.receive(HANG_GUARD)
        if isinstance(message, TableInfo) and not started and _full(message):
            await client.start()
            started = True
        elif isinstance(message, ViewUpdate):
            last = message.last
            if last is not None and last.by is ActedBy.STAND_IN and last.seat not in told_stand_in:
                told_stand_in.add(last.seat)
                _tell("stand_in", seat=last.seat, hand=message.hand, step=message.step)
            if not message.legal:
                continue
            if message.view.phase is Phase.PLAY:
                plays_asked += 1
                if plays_asked == args.hang_in_play:
                    _tell("hanging", hand=message.hand, step=message.step)
                    await asyncio.sleep(3600)  # killed here by the test
            await client.act(bot.choose(message.view, message.legal, rng), message.step)
        elif isinstance(message, MatchOver):
            _tell("over", winner=message.winner, scores=list(message.scores))
            return
        elif isinstance(message, ErrorReply) and message.code not in _TOLERATED:
            raise SystemExit(f"the server refused a move: {message}")


def _full(table: TableInfo) -> bool:
    return all(s.kind is SeatKind.PERSON for s in table.seats)


async def _main(args: argparse.Namespace) -> None:
    client = await AsyncTableClient.connect(args.url, keep_raw=args.raw is not None)
    try:
        await _seat(client, args)
        await _play(client, args)
    finally:
        if args.raw is not None:
            Path(args.raw).write_text(json.dumps(client.raw))
        await client.close()


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="seat_process")
    p.add_argument("url")
    how = p.add_mutually_exclusive_group(required=True)
    how.add_argument("--create", metavar="RULES")
    how.add_argument("--join", metavar="CODE")
    how.add_argument("--rejoin", nargs=2, metavar=("CODE", "TOKEN"))
    p.add_argument("--name", default="Seat")
    p.add_argument("--seat", type=int)
    p.add_argument("--start-when-full", action="store_true")
    p.add_argument("--hang-in-play", type=int, default=0)
    p.add_argument("--bot", default="standard")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--raw")
    args = p.parse_args(argv)
    asyncio.run(_main(args))


if __name__ == "__main__":
    main(sys.argv[1:])
