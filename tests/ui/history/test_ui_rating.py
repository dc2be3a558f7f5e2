"""The rating in the window: a match won moves it as openskill says, practice does not, a bad
file is said in one line, and the statistics' rating chart paints (Qt warnings fail the test)."""

from __future__ import annotations

import json
from pathlib import Path

from openskill.models import PlackettLuce, PlackettLuceRating
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.rating import load_level_ratings
from pitch_desktop.controller.events import MatchOver
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.storage.ratings import RatingPoint, add_rating, read_ratings
from pitch_desktop.ui.history.rating_chart import RatingPanel
from pitch_desktop.ui.window.main_window import MainWindow
from pitch_desktop.ui.window.ratings import computer_levels
from tests.random_matches import random_match

SETUP = MatchSetup(
    rules=PRESETS["setback"],
    seats=(
        SeatSetup.local("You"),
        SeatSetup.bot("West", "expert"),
        SeatSetup.bot("North", "standard"),
        SeatSetup.bot("East", "expert"),
    ),
)


def _won(seed: int) -> MatchOver:
    match = random_match("setback", 3, seed)
    return MatchOver(winner=0, scores=(11, 7), history=tuple(match.history))


def test_a_match_won_moves_the_rating_as_openskill_says(window: MainWindow, tmp_path: Path) -> None:
    window.ratings.path = tmp_path / "ratings.json"
    window.ratings.enabled = True
    point = window.ratings.match_won(SETUP, _won(1), practice=False)
    assert point is not None and point.kind == "match"
    levels = load_level_ratings()
    model = PlackettLuce()

    def made(key: str) -> PlackettLuceRating:
        return model.rating(mu=levels[key].mu, sigma=levels[key].sigma)

    [[me, _], _] = model.rate(
        [[model.rating(), made("standard")], [made("expert"), made("expert")]], ranks=[0, 1]
    )
    assert (point.mu, point.sigma) == (me.mu, me.sigma)
    assert read_ratings(window.ratings.path).current("setback") == point
    # The same match heard twice counts once.
    assert window.ratings.match_won(SETUP, _won(1), practice=False) is None


def test_practice_does_not_move_the_rating(window: MainWindow, tmp_path: Path) -> None:
    window.ratings.path = tmp_path / "ratings.json"
    window.ratings.enabled = True
    assert window.ratings.match_won(SETUP, _won(2), practice=True) is None
    assert not window.ratings.path.exists()


def test_only_the_person_here_against_computer_players_counts() -> None:
    assert computer_levels(SETUP, {"expert", "standard"}) == [None, "expert", "standard", "expert"]
    two_here = (*SETUP.seats[:2], SeatSetup.local("Friend"), *SETUP.seats[3:])
    assert computer_levels(MatchSetup(SETUP.rules, two_here), {"expert", "standard"}) is None
    assert computer_levels(SETUP, {"standard"}) is None  # a level without a rating


def test_a_bad_ratings_file_is_told_and_kept(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    path.write_text('{"format": "something else"}', encoding="utf-8")
    window.ratings.path = path
    window.ratings.enabled = True
    assert window.ratings.match_won(SETUP, _won(3), practice=False) is None
    told = window.status_bar.notice.text()
    assert "ratings.json" in told and "\n" not in told
    assert path.read_text(encoding="utf-8") == '{"format": "something else"}'


def test_the_chart_paints_the_rating_and_says_the_level(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    for i, (mu, sigma) in enumerate(((25.0, 8.3), (27.0, 7.0), (24.0, 6.1), (24.6, 5.5))):
        add_rating("setback", RatingPoint(float(i), mu, sigma, "match", f"m{i}"), path)
    add_rating("ten-point", RatingPoint(9.0, 20.0, 7.0, "day", "d1"), path)
    panel = RatingPanel(path=path)
    qtbot.addWidget(panel)
    panel.resize(640, 260)
    panel.refresh()
    assert panel.chooser.count() == 2
    assert "24.6" in panel.summary.text() and "Standard" in panel.summary.text()
    lo, hi = panel.chart.extent()
    assert lo <= 24.6 - 5.5 and hi >= 24.0 + 8.3 - 5  # the bands are inside the scale
    assert not panel.chart.grab().isNull()
    panel.chooser.setCurrentIndex(panel.chooser.findData("ten-point"))
    assert "20.0" in panel.summary.text() and "Beginner" in panel.summary.text()
    assert not panel.chart.grab().isNull()


def test_the_panel_says_a_bad_file_in_one_line(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    path.write_text(json.dumps({"format": "pitch-ratings/1", "families": []}), encoding="utf-8")
    panel = RatingPanel(path=path)
    qtbot.addWidget(panel)
    panel.refresh()
    assert "ratings.json" in panel.summary.text() and "\n" not in panel.summary.text()
    assert panel.chooser.count() == 0
    assert not panel.chart.grab().isNull()


def test_a_window_that_keeps_nothing_keeps_no_rating(window: MainWindow, tmp_path: Path) -> None:
    window.ratings.path = tmp_path / "ratings.json"
    assert not window.ratings.enabled  # the test window remembers nothing, as screenshots
    assert window.ratings.match_won(SETUP, _won(4), practice=False) is None
    assert not window.ratings.path.exists()


def test_the_window_hears_a_match_won_and_keeps_it_unless_practice(
    window: MainWindow, tmp_path: Path
) -> None:
    window.ratings.path = tmp_path / "ratings.json"
    window.ratings.enabled = True
    window.start_match(SETUP)
    window.controller._practice = True  # a hint was used: the match over is not counted
    window.controller.match_over.emit(_won(5))
    assert not window.ratings.path.exists()
    window.start_match(SETUP)
    assert not window.controller.practice
    window.controller.match_over.emit(_won(6))
    kept = read_ratings(window.ratings.path).families["setback"]
    assert len(kept) == 1 and kept[0].kind == "match"
