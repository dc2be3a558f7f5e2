"""The totals under the table keep to one line: at 800x600, where the score pad folds away and
the totals take half of the status bar, five or seven sides with two-digit scores must neither
wrap nor widen the window; what is cut short is whole in the tooltip."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.main_window import MainWindow

NAMES = ("You", "Benedetta", "Anna", "Carla", "David", "Emma", "Felix")


def _setup(players: int) -> MatchSetup:
    rules = PRESETS["setback"].with_changes(players=players, teams=0)
    seats = tuple(
        SeatSetup.local(NAMES[s]) if s == 0 else SeatSetup.bot(NAMES[s], "greedy")
        for s in range(players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=3)


@pytest.mark.parametrize("players", [5, 7])
@pytest.mark.parametrize("scores", [0, 18, -10])
def test_ui_the_totals_keep_to_one_line_at_800x600(
    qtbot: QtBot, window: MainWindow, players: int, scores: int
) -> None:
    window.resize(800, 600)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (800, 600))
    window.start_match(_setup(players))
    totals = window.totals
    qtbot.waitUntil(totals.isVisible)  # the pad folds away: the totals come to the status bar
    window.score_pad.write_earlier((), tuple(scores + side for side in range(players)))
    window.presenter.show_totals()
    qtbot.wait(1)
    metrics = totals.fontMetrics()
    assert metrics.horizontalAdvance(totals.text()) <= totals.contentsRect().width()
    assert totals.height() < 2 * metrics.lineSpacing(), totals.text()
    assert window.width() == 800
    whole = totals.whole_text()
    assert whole.startswith(f"You {scores} · Benedetta {scores + 1} · ") and whole.endswith("to 21")
    # Cut short or not, the whole line can be read: shown, or in the tooltip.
    assert totals.text() == whole or totals.toolTip() == whole
    assert totals.accessibleName() == whole
