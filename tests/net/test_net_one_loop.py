"""The table server plays through the one match loop (``pitch_desktop.play.runner``): a
person's action is checked and applied once, and a match at the server gives the same records
as the same seats, seed and bots played by the runner alone, with no server in between."""

from __future__ import annotations

import json
import random

import pytest

import pitch_desktop.net.server as server_module
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.match import new_match
from pitch_desktop.engine.records import result_json
from pitch_desktop.engine.state import HandState
from pitch_desktop.net.protocol import ActedBy, HandResult, MatchOver, ViewUpdate
from pitch_desktop.net.saved import deal_stream
from pitch_desktop.play.runner import SeatPlayer
from tests.net.net_tools import (
    HANG_GUARD,
    SHORT,
    host_table,
    next_question,
    run,
    serving,
    table_of,
)
from tests.play.runner_tools import BotSeat, counted_applies, new_runner, streams

LEVELS = {1: "greedy", 2: "standard", 3: "beginner"}


def test_a_persons_action_is_applied_once(monkeypatch: pytest.MonkeyPatch) -> None:
    applied = counted_applies(monkeypatch)
    assert not hasattr(server_module, "apply")  # the server applies nothing itself

    async def scenario() -> None:
        async with serving() as server:
            host = await host_table(server, SHORT, LEVELS)
            await host.start()
            question = await next_question(host)
            action = question.legal[-1]
            applied.clear()
            await host.act(action, question.step)
            while True:
                message = await host.receive(HANG_GUARD)
                if isinstance(message, ViewUpdate) and message.last is not None:
                    assert message.last.by is ActedBy.PERSON and message.last.action == action
                    break
            mine = [entry for entry in applied if entry[:2] == (0, question.step)]
            assert mine == [(0, question.step, action)]

    run(scenario())


def _offline(seed: str, person_seed: int) -> list[str]:
    """The same table played by the runner alone: the person's seat answered by the same bot
    with the same generator as the client's, the others by the seats' bots."""
    runner, clock, listener = new_runner()
    deal_rng = deal_stream(seed, 0)
    _, seat_rngs = streams(SHORT, seed)
    match = new_match(SHORT, deal_rng.randrange(SHORT.players))
    players: list[SeatPlayer] = [BotSeat("standard", random.Random(person_seed))]
    players += [BotSeat(LEVELS[s]) for s in range(1, SHORT.players)]
    runner.play(match, players, deal_rng, seat_rngs)
    clock.run()
    return [_result(m.history[-1]) for m in listener.heard.over]


def _result(hand: HandState) -> str:
    return json.dumps(result_json(hand), sort_keys=True)


def test_a_match_at_the_server_gives_the_records_the_runner_gives_alone() -> None:
    person_seed = 7

    async def scenario() -> tuple[str, list[str]]:
        async with serving() as server:
            host = await host_table(server, SHORT, LEVELS)
            seed = table_of(server, host).seed
            await host.start()
            bot, rng = make_bot("standard"), random.Random(person_seed)
            results: list[str] = []
            while True:
                message = await host.receive(HANG_GUARD)
                if isinstance(message, ViewUpdate) and message.legal:
                    await host.act(bot.choose(message.view, message.legal, rng), message.step)
                elif isinstance(message, HandResult):
                    results.append(json.dumps(message.result, sort_keys=True))
                elif isinstance(message, MatchOver):
                    return seed, results

    seed, at_the_server = run(scenario())
    assert len(at_the_server) >= 2
    assert at_the_server == _offline(seed, person_seed)
