"""The analysis on screen: the costly card listed in words, a button that shows its moment,
and the window analysing each finished hand of the player's off the table."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.analysis import analyse_hand
from pitch_desktop.controller.analyst import Analyst, HandAnalysis
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import PASS, apply, bid_action, legal_actions, new_hand
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.history.analysis import AnalysisDialog
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ai.test_ai_analysis import STRONG, _auction, _finish, _planted


def _setup() -> MatchSetup:
    rules = PRESETS["setback"]
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    return MatchSetup(rules, (SeatSetup.local("You"), *bots), Speed.INSTANT, seed=8)


def test_the_costly_card_is_listed_and_shown(qtbot: QtBot) -> None:
    hand = _planted("2H")
    analysis = HandAnalysis(1, hand, 1, tuple(analyse_hand(hand, 1, work=4)))
    dialog = AnalysisDialog(analysis, _setup(), 3)
    qtbot.addWidget(dialog)
    lines = [label.text() for label in dialog.list.lines]
    assert len(lines) == len([d for d in analysis.decisions if d.cost >= 0.5]) >= 1
    assert lines[0].startswith(
        "Trick 1: you played the 2 of hearts; the 9 of hearts was worth about +"
    )
    dialog.list.show_buttons[0].click()
    step = dialog.replay.step
    assert dialog.replay.current_state() is not None
    assert hand.actions[step] == parse_card("2H")  # the table stands just before that card
    # In the player's hand, the card played is ringed and the better one lit.
    items = dialog.replay.scene.hand_items
    assert items[parse_card("2H")].focused and not items[parse_card("2H")].winning
    assert items[parse_card("9H")].winning == "won" and not items[parse_card("9H")].focused
    assert not dialog.replay.scene.resting_items  # no finished trick over the moment


def test_a_costly_bid_and_pitch_are_worded(qtbot: QtBot) -> None:

    passed = _auction("pass")
    analysis = HandAnalysis(1, passed, 1, tuple(analyse_hand(passed, 1, work=4)))
    dialog = AnalysisDialog(analysis, _setup(), 2)
    qtbot.addWidget(dialog)
    first = dialog.list.lines[0].text()
    assert first.startswith("Bidding: you said pass; ") and "was worth about +" in first
    dialog.list.show_buttons[0].click()
    # The table before seat 1's pass: left of the dealer, it spoke first.
    assert dialog.replay.step == 0 and passed.actions[0] == PASS

    dealt = tuple(mask_of(parse_card(c) for c in h.split()) for h in STRONG)
    s = new_hand(PRESETS["setback"], 0, dealt)
    for action in (bid_action(3), PASS, PASS, PASS):
        s = apply(s, action)
    s = apply(s, parse_card("9C"))
    hand = _finish(s)
    analysis = HandAnalysis(2, hand, 1, tuple(analyse_hand(hand, 1, work=4)))
    second = AnalysisDialog(analysis, _setup(), 2)
    qtbot.addWidget(second)
    pitch_lines = [
        label.text()
        for label in second.list.lines
        if label.text().startswith("Your pitch: the 9 of clubs; the ")
    ]
    assert len(pitch_lines) == 1


def test_the_analyst_answers_off_the_gui_thread(qtbot: QtBot) -> None:
    analyst = Analyst(worker=WorkerKind.THREAD, work=3)
    hand = _planted("2H")
    with qtbot.waitSignal(analyst.analysed, timeout=30000) as got:
        request = analyst.analyse(hand, 1)
    result: HandAnalysis = got.args[0]
    assert result.request == request and result.seat == 1
    assert result.decisions == tuple(analyse_hand(hand, 1, work=3))
    analyst.stop()


def test_the_window_analyses_each_hand_of_the_player(qtbot: QtBot, window: MainWindow) -> None:
    window.analyse_hands = True
    window.start_match(_setup())
    c = window.controller

    def play() -> bool:
        if c.is_waiting_for_human and c.state is not None:
            c.submit(legal_actions(c.state)[-1])
        return window.last_analysis is not None

    qtbot.waitUntil(play, timeout=60000)
    analysis = window.last_analysis
    assert analysis is not None and analysis.seat == 0
    assert c.match is not None and analysis.hand == c.match.history[0]
    dialog = window.review_play()
    assert dialog is not None and dialog.isVisible()
    dialog.close()


# The offscreen platform cannot raise a window and says so when the history is brought up.
@pytest.mark.qt_log_ignore(
    r"This plugin does not support raise\(\)", "This plugin does not support propagateSizeHints"
)
def test_a_hand_chosen_in_the_history_shows_its_analysis(qtbot: QtBot, window: MainWindow) -> None:
    from pitch_desktop.ui.history.replay import ReplayedHand

    dialog = window.show_history()
    hand = _planted("2H")
    with qtbot.waitSignal(window.analyst.analysed, timeout=30000):
        dialog.replay.load(ReplayedHand(hand, _setup(), 1, 1, "Hand 1"))
    qtbot.waitUntil(lambda: not dialog.replay.analysis_box.isHidden(), timeout=5000)
    lists = dialog.replay.analysis_box.findChildren(QWidget, "AnalysisList")
    assert len(lists) == 1
    dialog.close()


@pytest.mark.parametrize(("checked", "words"), [(1, "one decision"), (2, "2 decisions")])
def test_no_costly_decision_is_said_with_a_proper_plural(
    qtbot: QtBot, checked: int, words: str
) -> None:
    """English has no translation to pick a plural form: the sentence never says
    "decision(s)"."""
    from pitch_desktop.ai.analysis import Decision
    from pitch_desktop.ui.history.analysis import AnalysisList

    hand = _planted("9H")
    cards = [parse_card("9H"), parse_card("2H")]
    fine = tuple(
        Decision(i, 1, 1, cards[0], cards[0], 0.0, {cards[0]: 1.0, cards[1]: 0.5})
        for i in range(checked)
    )
    shown = AnalysisList(HandAnalysis(1, hand, 1, fine), None)
    qtbot.addWidget(shown)
    text = shown.lines[0].text()
    assert f"({words} checked)" in text and "(s)" not in text
