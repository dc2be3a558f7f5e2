"""Hints and undo: advice that is legal and the same as ``pitch-cli advise``, an undo that
returns exactly to the earlier decision, and a match that becomes practice once."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pitch_desktop.ai.advice import advise
from pitch_desktop.controller.events import Hint
from pitch_desktop.controller.table_source import HINT_WORK
from pitch_desktop.engine.records import hand_record_json
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import (
    Phase,
    action_text,
    bid_action,
    bid_level,
    is_bid,
    legal_actions,
)
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.learning import without_the_action
from pitch_desktop.ui.window.main_window import MainWindow

HUMAN_SEAT = 0  # the seat these tests give the person at the window


def _setup(seed: int) -> MatchSetup:
    rules = PRESETS["setback"]
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    return MatchSetup(rules, (SeatSetup.local("You"), *bots), Speed.INSTANT, seed=seed)


def _human_turn(qtbot: QtBot, win: MainWindow) -> None:
    qtbot.waitUntil(lambda: win.controller.is_waiting_for_human, timeout=15000)


def _play_first_legal(win: MainWindow) -> None:
    state = win.controller.state
    assert state is not None
    win.controller.submit(legal_actions(state)[-1])


def test_a_hint_is_legal_and_is_what_advise_says(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(seed=12))
    for _ in range(4):  # a bid, then cards
        _human_turn(qtbot, window)
        state = window.controller.state
        assert state is not None
        with qtbot.waitSignal(window.controller.hint_ready, timeout=10000) as got:
            assert window.controller.request_hint(level="standard")
        hint: Hint = got.args[0]
        assert hint.action in legal_actions(state)
        expected = advise(hand_record_json(state), "standard")
        shown = hint.action
        text: int | str = action_text(shown)
        if is_bid(shown) and 0 < bid_level(shown) < 5:
            text = bid_level(shown)
        assert (expected["seat"], expected["action"], expected["reason"]) == (
            HUMAN_SEAT,
            text,
            hint.reason,
        )
        assert window.status.text().startswith("Hint:")
        window.controller.submit(hint.action)


def test_the_experts_hint_is_what_advise_says_at_the_same_work(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The window's own hints (the expert at ``HINT_WORK`` deals) for a bid and a card."""
    window.start_match(_setup(seed=12))
    for _ in range(2):
        _human_turn(qtbot, window)
        state = window.controller.state
        assert state is not None
        with qtbot.waitSignal(window.controller.hint_ready, timeout=30000) as got:
            assert window.controller.request_hint()
        hint: Hint = got.args[0]
        expected = advise(hand_record_json(state), "expert", work=HINT_WORK)
        assert (expected["action"], expected["reason"]) == (_record_words(hint.action), hint.reason)
        window.controller.submit(hint.action)


def _record_words(action: int) -> int | str:
    """An action as ``pitch-cli advise`` prints it."""
    if is_bid(action) and 0 < bid_level(action) < 5:
        return bid_level(action)
    return action_text(action)


def test_a_hint_to_take_the_high_bid_says_take(qtbot: QtBot, window: MainWindow) -> None:
    """The human deals; when a bid stands before them, matching it is a take, and the hint
    words it as the button does."""
    from dataclasses import replace

    for seed in range(40):
        window.start_match(replace(_setup(seed), first_dealer=HUMAN_SEAT))
        _human_turn(qtbot, window)
        state = window.controller.state
        if state is not None and state.high_bid:
            break
    else:
        raise AssertionError("no seed left a bid standing before the dealer")
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10000) as got:
        assert window.controller.request_hint(level="standard")
    hint: Hint = got.args[0]
    assert hint.matched == (is_bid(hint.action) and bid_level(hint.action) == state.high_bid)
    take = replace(hint, action=bid_action(state.high_bid), matched=True)
    window.learning.show_hint(take)
    assert window.status.text().startswith(f"Hint: Take {state.high_bid}. ")


def test_a_hint_never_changes_what_the_bots_do(qtbot: QtBot, window: MainWindow) -> None:
    """The same seed with and without hints deals and plays the same hand."""
    plays: list[tuple[int, ...]] = []
    for with_hints in (False, True):
        window.start_match(_setup(seed=31))
        for _ in range(3):
            _human_turn(qtbot, window)
            if with_hints:
                with qtbot.waitSignal(window.controller.hint_ready, timeout=10000):
                    window.controller.request_hint(level="standard")
            _play_first_legal(window)
        _human_turn(qtbot, window)
        state = window.controller.state
        assert state is not None
        plays.append(state.actions)
    assert plays[0] == plays[1]


def test_undo_returns_exactly_to_the_earlier_decision(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(seed=7))
    _human_turn(qtbot, window)
    _play_first_legal(window)  # the bid
    _human_turn(qtbot, window)
    before = window.controller.state
    assert before is not None
    hand_before = set(window.scene.hand_items)
    _play_first_legal(window)
    _human_turn(qtbot, window)
    assert window.controller.state != before
    assert window.undo_action.isEnabled()
    with qtbot.waitSignal(window.controller.practice_started, timeout=2000):
        window.undo_action.trigger()
    _human_turn(qtbot, window)
    assert window.controller.state == before
    assert set(window.scene.hand_items) == hand_before
    assert window.controller.practice
    assert "practice" in window.notice.text()
    # The same card again gives the same bots' answers as the first time.
    _play_first_legal(window)
    _human_turn(qtbot, window)
    again = window.controller.state
    assert again is not None
    # Undo is repeatable within the hand: back to the card, then back to the bid.
    assert window.controller.undo()
    _human_turn(qtbot, window)
    assert window.controller.state == before
    assert window.controller.undo()
    _human_turn(qtbot, window)
    state = window.controller.state
    assert state is not None and state.phase is Phase.BID and not state.plays
    assert state.to_act == HUMAN_SEAT


def test_nothing_to_undo_at_the_first_decision(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(seed=3))
    _human_turn(qtbot, window)
    assert not window.controller.can_undo
    assert not window.undo_action.isEnabled()
    window.undo()
    assert window.status.text() == "Nothing to take back in this hand."
    assert not window.controller.practice


def test_a_hint_names_its_action_once() -> None:
    """Not "Hint: Pass. pass: I count only 3 points.": the reason's own head is left out when
    it names what the hint names already."""
    assert without_the_action("pass: I count only 3 points", "Pass") == "I count only 3 points"
    assert without_the_action("bid 3: I count 5 points", "3") == "I count 5 points"
    assert (
        without_the_action("play the ace of spades: the only card I may play", "ace of spades")
        == "The only card I may play"
    )
    assert without_the_action("passz: ennyi nem elég: 2", "Passz") == "Ennyi nem elég: 2"
    # A head that says more than the action, or a reason with no head, stays whole.
    kept = "smudge in hearts: made in about 60% of 200 sampled deals"
    assert without_the_action(kept, "Smudge") == kept
    assert without_the_action("the dealer is stuck: bid the least", "2") == (
        "the dealer is stuck: bid the least"
    )
    assert without_the_action("my partner has the trick", "3") == "my partner has the trick"


def test_a_pass_hint_says_pass_once(qtbot: QtBot, window: MainWindow) -> None:
    for seed in range(12, 40):
        window.start_match(_setup(seed=seed))
        _human_turn(qtbot, window)
        with qtbot.waitSignal(window.controller.hint_ready, timeout=10000) as got:
            assert window.controller.request_hint(level="standard")
        hint: Hint = got.args[0]
        if is_bid(hint.action) and bid_level(hint.action) == 0:
            text = window.status.text()
            assert text.startswith("Hint: Pass. ") and "pass:" not in text.lower(), text
            return
    raise AssertionError("no pass advised in these deals")
