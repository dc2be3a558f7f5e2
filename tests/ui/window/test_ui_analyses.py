"""What the window says of the analysis of the player's last hand goes when the next hand
begins: "Hand 1: 1 of your decisions cost half a point" is not left over hand 2."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from pitch_desktop.ai.analysis import Decision
from pitch_desktop.controller.analyst import HandAnalysis
from pitch_desktop.controller.events import HandStarted
from pitch_desktop.engine.cards import parse_card
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import deal
from pitch_desktop.engine.view import view_of
from pitch_desktop.ui.window.main_window import MainWindow


def test_the_analysis_notice_goes_with_its_hand(qtbot: QtBot, window: MainWindow) -> None:
    state = deal(PRESETS["setback"], 0, random.Random(3))
    dear, best = parse_card("2H"), parse_card("AH")
    costly = Decision(4, 0, 1, dear, best, 1.0, {best: 1.5, dear: 0.5}, "exact")
    analyses = window.analyses
    analyses._number = 1  # hand 1 was scored and its analysis asked for
    analyses._request = 41
    analyses._on_analysed(HandAnalysis(41, state, 0, (costly,)))
    notice = window.status_bar.notice
    assert notice.isVisibleTo(window) and notice.text().startswith("Hand 1: 1 of your")
    # Hand 1 dealt again after an undo is the same hand: the notice stays.
    analyses.hand_started(HandStarted(1, 0, view_of(state, 0)))
    assert notice.isVisibleTo(window)
    analyses.hand_started(HandStarted(2, 1, view_of(state, 0)))
    assert not notice.isVisibleTo(window)
