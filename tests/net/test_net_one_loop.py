"""The table server plays through the one match loop (``pitch_desktop.play.runner``): a
person's action is checked and applied once, and a match at the server gives the same records
as the same seats, seed and bots played by the runner alone, with no server in between."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

import pitch_desktop.engine.state as state_module
import pitch_desktop.net.server as server_module
import pitch_desktop.play.runner as runner_module
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.match import MatchState, new_match
from pitch_desktop.engine.records import result_json
from pitch_desktop.engine.state import Action, HandState
from pitch_desktop.net.protocol import ActedBy, HandResult, MatchOver, ViewUpdate
from pitch_desktop.net.saved import deal_stream
from pitch_desktop.play.runner import ActedBy as RunnerActedBy
from pitch_desktop.play.runner import Answer, MatchRunner, Question, SeatPlayer
from tests.net.net_tools import (
    HANG_GUARD,
    SHORT,
    host_table,
    next_question,
    run,
    serving,
    table_of,
)

LEVELS = {1: "greedy", 2: "standard", 3: "beginner"}


def test_a_persons_action_is_applied_once(monkeypatch: pytest.MonkeyPatch) -> None:
    applied: list[tuple[int, int, Action]] = []
    engine_apply = state_module.apply

    def counting(hand: HandState, action: Action) -> HandState:
        applied.append((hand.to_act, len(hand.actions), action))
        return engine_apply(hand, action)

    monkeypatch.setattr(runner_module, "apply", counting)
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


class _Bot(SeatPlayer):
    """A bot at a seat, answering at once with the generator it is given (None: the seat's)."""

    def __init__(self, level: str, rng: random.Random | None = None) -> None:
        self._bot = make_bot(level)
        self._rng = rng

    def ask(self, answer: Answer) -> None:
        q = answer.question
        rng = self._rng or q.rng
        answer.give(self._bot.choose(q.view, q.legal, rng), RunnerActedBy.BOT, q.rng)


class _Clock:
    def __init__(self) -> None:
        self.steps: list[Callable[[], None]] = []

    def later(self, seconds: float, step: Callable[[], None]) -> _Clock:
        self.steps.append(step)
        return self

    def cancel(self) -> None:
        pass


class _Results:
    def __init__(self) -> None:
        self.results: list[str] = []

    def dealt(self, match: MatchState) -> None:
        return None

    def asked(self, seat: int, question: Question | None) -> None:
        pass

    def applied(
        self, before: HandState, action: Action, after: MatchState, by: RunnerActedBy
    ) -> None:
        return None

    def hand_over(self, match: MatchState) -> None:
        self.results.append(json.dumps(result_json(match.history[-1]), sort_keys=True))

    def paused(self) -> None:
        pass


def _offline(seed: str, person_seed: int) -> list[str]:
    """The same table played by the runner alone: the person's seat answered by the same bot
    with the same generator as the client's, the others by the seats' bots."""
    clock, results = _Clock(), _Results()
    runner = MatchRunner(clock, results, _NoPace(), lambda: 0.0)
    deal_rng = deal_stream(seed, 0)
    seat_rngs = [random.Random(f"{seed}/seat{s}") for s in range(SHORT.players)]
    match = new_match(SHORT, deal_rng.randrange(SHORT.players))
    players: list[SeatPlayer] = [_Bot("standard", random.Random(person_seed))]
    players += [_Bot(LEVELS[s]) for s in range(1, SHORT.players)]
    runner.play(match, players, deal_rng, seat_rngs)
    while clock.steps:
        clock.steps.pop(0)()
    return results.results


class _NoPace:
    def before_apply(self, player: SeatPlayer, by: RunnerActedBy, waited: float) -> float:
        return 0.0

    def after_step(self, before: HandState, after: HandState) -> float:
        return 0.0

    def between_hands(self) -> float:
        return 0.0


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
