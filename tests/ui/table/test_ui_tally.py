"""The tally in the corner shows the rules' awards and nothing more: the card points for Game
only where the rules award Game."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.table.test_ui_table import _play_along, _setup


@pytest.mark.parametrize("preset", ["setback", "seven-point", "ten-point"])
def test_ui_tally_shows_only_the_rules_awards(
    qtbot: QtBot, window: MainWindow, preset: str
) -> None:
    rules = PRESETS[preset]
    window.start_match(_setup(rules, seed=7))
    _history, tally = window.scene.bid_panel_items
    _play_along(qtbot, window, lambda: tally.isVisible() and bool(tally.lines))
    assert tally.header is not None
    has_game = Award.GAME in rules.points
    assert ("game" in tally.header.cells) == has_game
    for line in tally.lines:
        assert len(line.cells) == len(tally.header.cells)
