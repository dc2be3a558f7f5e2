"""The Game over box: the winner, the final score, each side's bids made and set back, the best
hand, and New match, Rematch and History, each told to the window by a signal."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import simulate_match
from pitch_desktop.controller.events import MatchOver
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.common.sides import side_names
from pitch_desktop.ui.dialogs.summary import GameOverDialog, match_figures
from pitch_desktop.ui.window.main_window import MainWindow

NAMES = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")


def _over(rules: Rules, seed: int) -> tuple[MatchSetup, MatchOver]:
    match, _ = simulate_match(rules, [make_bot("standard")] * rules.players, 200, seed)
    assert match.winner is not None
    seats = tuple(
        SeatSetup.local(NAMES[s]) if s == 0 else SeatSetup.bot(NAMES[s], "standard")
        for s in range(rules.players)
    )
    setup = MatchSetup(rules, seats, seed=seed, first_dealer=0)
    return setup, MatchOver(match.winner, match.scores, tuple(match.history))


@pytest.mark.parametrize(
    "rules",
    [PRESETS["setback"], PRESETS["auction-pitch"].with_changes(players=7)],
    ids=["setback", "auction-pitch-7"],
)
def test_game_over_tells_the_whole_match(qtbot: QtBot, rules: Rules) -> None:
    setup, ev = _over(rules, 4)
    dialog = GameOverDialog(setup, ev)
    qtbot.addWidget(dialog)
    sides = side_names(setup)
    assert sides[ev.winner] in dialog.winner_text
    line = dialog.score_line.text()
    assert all(
        f"{side} {score}".replace("-", "\u2212") in line
        for side, score in zip(sides, ev.scores, strict=True)
    )
    scored = [h.score for h in ev.history if h.score is not None]
    figures = dialog.figures
    for side in range(rules.sides):
        bids = [s for s in scored if s.pitcher_side == side]
        assert figures.bids_made[side] == sum(s.made for s in bids)
        assert figures.bids_set[side] == sum(not s.made for s in bids)
    best = max(p for s in scored for p in s.hand_score)
    assert figures.best_points == best > 0
    assert figures.best_hand is not None and figures.best_side is not None
    hand = ev.history[figures.best_hand - 1].score
    assert hand is not None and hand.hand_score[figures.best_side] == best
    words = dialog.best_hand.text()
    assert sides[figures.best_side] in words and f"hand {figures.best_hand}" in words
    assert f"+{best}" in words


def test_game_over_buttons_ask_the_window(qtbot: QtBot) -> None:
    setup, ev = _over(PRESETS["setback"], 2)
    asked: list[object] = []
    for part in ("new", "rematch", "history"):
        dialog = GameOverDialog(setup, ev)
        qtbot.addWidget(dialog)
        dialog.open()
        button, signal = {
            "new": (dialog.new_button, dialog.new_match_requested),
            "rematch": (dialog.rematch_button, dialog.rematch_requested),
            "history": (dialog.history_button, dialog.history_requested),
        }[part]
        with qtbot.waitSignal(signal, timeout=1000) as got:
            button.click()
        asked.append(got.args[0] if got.args else None)
        assert not dialog.isVisible()  # the box closes; the window starts what was asked
    rematch = asked[1]
    assert isinstance(rematch, MatchSetup)
    assert rematch.rules == setup.rules and rematch.seats == setup.seats
    assert rematch.seed is None and rematch.first_dealer is None  # a fresh deal


def test_match_figures_of_no_scored_hand() -> None:
    figures = match_figures(2, ())
    assert figures.bids_made == figures.bids_set == (0, 0) and figures.best_hand is None


def test_rematch_from_the_game_over_box_deals_the_same_match_again(
    qtbot: QtBot, window: MainWindow
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from pitch_desktop.match_setup import Speed

    win = window
    rules = PRESETS["setback"].with_changes(target=7)
    seats = tuple(SeatSetup.bot(n, "greedy") for n in ("Ann", "Ben", "Cy", "Di"))
    win.controller.auto_continue = True  # no summary to close after each hand
    with qtbot.wait_signal(win.controller.match_over, timeout=60000):
        win.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=4))
    # The last hand's summary first; the game over box once it is closed.
    qtbot.waitUntil(lambda: win.summary_dialog is not None, timeout=5000)
    summary = win.summary_dialog
    assert summary is not None
    summary.accept()
    qtbot.waitUntil(lambda: win.game_over_dialog is not None, timeout=5000)
    box = win.game_over_dialog
    assert box is not None
    with qtbot.wait_signal(win.controller.match_started, timeout=5000) as started:
        QTest.mouseClick(box.rematch_button, Qt.MouseButton.LeftButton)
    again = started.args[0].setup
    assert again.rules == rules and again.seats == seats
    win.controller.stop()
