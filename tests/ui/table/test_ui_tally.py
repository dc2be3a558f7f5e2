"""The tally in the corner shows the rules' awards and nothing more: the card points for Game
only where the rules award Game."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.ui.table.corner_panel import CornerPanel, Light, PanelLine
from pitch_desktop.ui.table.hand_panels import _point_cells
from pitch_desktop.ui.table.layout import compute_layout
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.table.test_ui_table import _play_along, _setup


@pytest.mark.parametrize("preset", ["setback", "seven-point", "ten-point"])
def test_ui_tally_shows_only_the_rules_awards(
    qtbot: QtBot, window: MainWindow, preset: str
) -> None:
    rules = PRESETS[preset]
    window.start_match(_setup(rules, seed=7))
    tally = window.scene.panels.tally
    _play_along(qtbot, window, lambda: tally.isVisible() and bool(tally.lines))
    assert tally.header is not None
    has_game = Award.GAME in rules.points
    assert ("game" in tally.header.cells) == has_game
    for line in tally.lines:
        assert len(line.cells) == len(tally.header.cells)


# Ten-point Smear's eight awards at 800x600 still need the least text size: a known limit, kept
# failing on purpose (strict) until the tally gets a second row.
_CROWDED = pytest.mark.xfail(strict=True, reason="eight awards at 800x600 need the least size")


@pytest.mark.parametrize(
    ("preset", "size"),
    [
        pytest.param(p, size, marks=_CROWDED)
        if (p, size) == ("ten-point-smear", (800, 600))
        else (p, size)
        for p in PRESETS
        for size in ((800, 600), (1280, 800))
    ],
)
def test_ui_the_tally_fits_with_every_award_won(preset: str, size: tuple[int, int]) -> None:
    """The widest tally a hand can show (one side holding every award) fits its corner at a
    readable size: no cell spills out, no name is cut."""
    rules = PRESETS[preset]
    awards = rules.points
    lay = compute_layout(size[0], size[1] - 60, rules.players, trump_note=rules.off_jack)
    tally = CornerPanel(two_rows_allowed=True)
    tally.set_room(lay.tally_rect.width(), lay.tally_rect.height(), lay.line_px)
    compact = len(awards) > 4
    game = ("34",) if Award.GAME in awards else ()
    lines = []
    every: dict[str, Light] = {str(a): Light.WON for a in awards}
    for name, held in (("You & Anna", every), ("Ben & Carla", {})):
        letters, lit = _point_cells(awards, held, compact=compact)
        lines.append(PanelLine(name, ("12", *letters, *game), (None, *lit, *(None,) * len(game))))
    points = ("points", "") if compact else ("",) * len(awards)
    header = PanelLine("This hand", ("tricks", *points, *(("game",) if game else ())))
    tally.set_lines("", lines, header)
    assert tally._px() > CornerPanel.LEAST  # not shrunk to the least
    assert tally._cells_width() <= tally._w - 2 * tally._pad()
    assert not tally.elided_lines()
