"""The one match loop (``pitch_desktop.play.runner``), driven by a hand-wound clock: a whole
match plays as the engine's own functions play it; each answer is checked and applied once;
an answer to a withdrawn question, a stale one and an illegal one change nothing; the pace, the
holds and the words ``go_on`` and ``next_hand`` are waited for; a new player takes the
question over."""

from __future__ import annotations

import pytest

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.match import MatchState, apply_match, deal_next, new_match
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.play.runner import (
    ActedBy,
    AnswerRefusedError,
    MatchRunner,
    SeatPlayer,
    Waiting,
)
from tests.play.runner_tools import (
    BotSeat,
    Pace,
    Person,
    counted_applies,
    new_runner,
    streams,
)

SHORT = rules_from_json({"preset": "setback", "target": 7})
DRAW_BACK = rules_from_json({"preset": "seven-point", "target": 5})


def _person_against_bots(runner: MatchRunner, seed: int) -> Person:
    """A person at seat 0 and three greedy bots, seat 3 dealing, from ``seed``."""
    person = Person()
    deal_rng, seat_rngs = streams(SHORT, seed)
    players: list[SeatPlayer] = [person, BotSeat("greedy"), BotSeat("greedy"), BotSeat("greedy")]
    runner.play(new_match(SHORT, 3), players, deal_rng, seat_rngs)
    return person


def _reference(rules: Rules, levels: list[str], seed: int) -> MatchState:
    """The match as the engine's own functions play it, step by step."""
    deal_rng, seat_rngs = streams(rules, seed)
    bots = [make_bot(level) for level in levels]
    match = new_match(rules, deal_rng.randrange(rules.players))
    while match.winner is None:
        match = deal_next(match, deal_rng)
        while match.hand is not None:
            hand = match.hand
            if hand.phase.name == "DRAW":
                match = apply_match(match, legal_actions(hand)[0])
                continue
            seat = hand.to_act
            legal = tuple(legal_actions(hand))
            action = bots[seat].choose(view_of(hand, seat), legal, seat_rngs[seat])
            match = apply_match(match, action)
    return match


@pytest.mark.parametrize(("rules", "seed"), [(SHORT, 3), (DRAW_BACK, 5)])
def test_a_whole_match_plays_as_the_engine_plays_it(rules: Rules, seed: int) -> None:
    levels = ["standard", "greedy", "beginner", "standard"][: rules.players]
    runner, clock, listener = new_runner()
    deal_rng, seat_rngs = streams(rules, seed)
    match = new_match(rules, deal_rng.randrange(rules.players))
    runner.play(match, [BotSeat(level) for level in levels], deal_rng, seat_rngs)
    clock.run()
    played = runner.match
    assert played is not None and played.winner is not None
    assert runner.waiting is Waiting.OVER
    expected = _reference(rules, levels, seed)
    assert played.history == expected.history and played.scores == expected.scores
    assert len(listener.heard.dealt) == len(listener.heard.over) == len(played.history)
    assert len(listener.heard.applied) == sum(len(h.actions) for h in played.history)


def test_each_answer_is_checked_and_applied_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counted_applies(monkeypatch)
    runner, clock, _ = new_runner()
    person = _person_against_bots(runner, 1)
    clock.run()
    assert person.answer is not None
    question = person.answer.question
    calls.clear()
    runner.answer(0, question.step, question.legal[-1], ActedBy.PERSON)
    assert calls == [(0, question.step, question.legal[-1])]


def test_an_answer_that_is_late_stale_or_illegal_changes_nothing() -> None:
    runner, clock, listener = new_runner()
    person = _person_against_bots(runner, 2)
    clock.run()
    answer = person.answer
    assert answer is not None and answer.open
    before = runner.match
    illegal = next(a for a in range(-5, 200) if a not in answer.question.legal)
    with pytest.raises(AnswerRefusedError) as refused:
        answer.give(illegal, ActedBy.PERSON)
    assert refused.value.reason == "illegal" and answer.open and runner.match is before
    with pytest.raises(AnswerRefusedError, match="step"):
        runner.answer(0, answer.question.step + 1, answer.question.legal[0], ActedBy.PERSON)
    with pytest.raises(AnswerRefusedError):
        runner.answer(1, None, answer.question.legal[0], ActedBy.PERSON)  # not seat 1's turn
    assert runner.match is before
    answer.give(answer.question.legal[0], ActedBy.PERSON)
    assert not answer.open
    with pytest.raises(AnswerRefusedError):  # the same question twice
        answer.give(answer.question.legal[0], ActedBy.PERSON)
    assert listener.heard.applied[-1] == (0, answer.question.legal[0], ActedBy.PERSON)


def test_a_new_player_takes_the_question_over() -> None:
    runner, clock, listener = new_runner()
    person = _person_against_bots(runner, 4)
    clock.run()
    old = person.answer
    assert old is not None
    runner.set_player(0, BotSeat("greedy"))  # a stand-in
    assert person.withdrawn == 1 and not old.open
    clock.run()
    with pytest.raises(AnswerRefusedError):
        old.give(old.question.legal[0], ActedBy.PERSON)
    match = runner.match
    assert match is not None and match.winner is not None  # the stand-in played it out
    assert (0, ActedBy.BOT) in {(seat, by) for seat, _, by in listener.heard.applied}


def _waiting(runner: MatchRunner) -> Waiting:
    """What the runner waits for, read anew (a property that steps change)."""
    return runner.waiting


def test_the_pace_holds_and_words_are_waited_for() -> None:
    runner, clock, listener = new_runner(Pace(bot=0.5, trick=None, hands=None))
    listener.hold_each = True
    deal_rng, seat_rngs = streams(SHORT, 6)
    runner.play(new_match(SHORT, 0), [BotSeat("greedy") for _ in range(4)], deal_rng, seat_rngs)
    clock.run()
    # The first bid: asked at once, applied after the bot's pause, then held by the listener.
    assert len(listener.heard.applied) == 1 and runner.waiting is Waiting.HOLD
    assert 0.5 in clock.waits
    listener.holds.pop()()
    clock.run()
    tricks = 0
    while (waiting := _waiting(runner)) is not Waiting.NEXT_HAND:
        if waiting is Waiting.HOLD:
            listener.holds.pop()()
        elif waiting is Waiting.GO_ON:  # after each trick, until told
            assert not runner.next_hand()
            assert runner.go_on()
            tricks += 1
        clock.run()
    assert tricks == listener.heard.paused == SHORT.deal  # one word after each trick
    assert len(listener.heard.over) == 1 and not runner.go_on()
    assert runner.next_hand()
    clock.run()
    assert len(listener.heard.dealt) == 2


def test_stopping_withdraws_the_question_and_drops_the_pending_step() -> None:
    runner, clock, _ = new_runner()
    person = _person_against_bots(runner, 8)
    clock.run()
    answer = person.answer
    assert answer is not None
    runner.stop()
    assert person.withdrawn == 1 and not answer.open and runner.waiting is Waiting.NOTHING
    with pytest.raises(AnswerRefusedError):
        answer.give(answer.question.legal[0], ActedBy.PERSON)
    assert clock.run() == 0


def test_the_runner_needs_a_player_and_a_generator_for_each_seat() -> None:
    runner, _, _ = new_runner()
    deal_rng, seat_rngs = streams(PRESETS["setback"], 1)
    with pytest.raises(ValueError, match="4 seats"):
        runner.play(new_match(PRESETS["setback"]), [Person()], deal_rng, seat_rngs)
