"""The score pad after a break: a match that comes back writes every hand already played, row by
row, with the totals of the record, before its next hand is dealt."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored, MatchStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.records import result_json
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow
from tests.random_matches import random_match
from tests.ui.windows import open_window


def _setup(preset: str) -> MatchSetup:
    rules = PRESETS[preset]
    bots = tuple(SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    return MatchSetup(rules, (SeatSetup.local("You"), *bots), Speed.INSTANT, seed=3)


def _text(win: MainWindow, row: int, column: int) -> str:
    item = win.score_pad.table.item(row, column)
    return "" if item is None else item.text()


def _pad_rows(win: MainWindow) -> list[list[tuple[str, str]]]:
    """Every cell of the pad: its text and its tooltip (the hand's awards in words)."""
    table = win.score_pad.table
    rows = []
    for r in range(table.rowCount()):
        items = [table.item(r, c) for c in range(table.columnCount())]
        rows.append([("", "") if i is None else (i.text(), i.toolTip()) for i in items])
    return rows


@pytest.mark.parametrize(("preset", "hands", "seed"), [("setback", 4, 11), ("auction-pitch", 6, 2)])
def test_a_resumed_match_writes_every_hand_of_its_record(
    qtbot: QtBot, preset: str, hands: int, seed: int
) -> None:
    match = random_match(preset, hands, seed, dealer=1)
    assert match.history and any(any(h.scores_after) for h in match.history)
    # The same hands told live, one by one, as the pad wrote them when they were played.
    live = open_window(qtbot, show=False, remember=False)
    live.score_pad.start_match(_setup(preset))
    for hand in match.history:
        live.score_pad.add_hand(HandScored.of(hand))

    win = open_window(qtbot, show=False, remember=False)
    controller = win.controller
    assert isinstance(controller, MatchController)
    controller.resume(_setup(preset), match)
    try:
        pad = win.score_pad
        assert pad.hands == len(match.history)
        assert pad.totals() == list(match.scores)
        assert _pad_rows(win) == _pad_rows(live)
        for row, hand in enumerate(match.history):  # each row against the hand's result
            result = result_json(hand)
            for side in range(match.rules.sides):
                text = _text(win, row, side if "hand_score" in result else 0)
                if "hand_score" in result:
                    value = f"{result['hand_score'][side]:+d}".replace("+0", "0")
                    assert text.endswith(value.replace("-", "\u2212"))
                else:
                    assert text == "thrown in"
        assert win.totals.text() != "" and "0 / 0" not in win.totals.text()
    finally:
        win.controller.stop()


def test_a_table_that_does_not_say_its_earlier_hands_still_shows_the_score(
    qtbot: QtBot,
) -> None:
    win = open_window(qtbot, show=False, remember=False)
    setup = _setup("setback")
    win.presenter.match_started(MatchStarted(setup=setup, scores=(7, -2)))
    pad = win.score_pad
    assert pad.totals() == [7, -2]
    assert pad.table.rowCount() == 1 and _text(win, 0, 0) == "earlier hands"
    assert pad.hands == 0
