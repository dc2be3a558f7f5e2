"""The bid panel is placed by its measured size in every language: at 800x600 its longer words
(Hungarian, Italian) must not push it over the player's own hand or the stock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS, SMUDGE_LEVEL
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.ui.common.language import install_language
from pitch_desktop.ui.window.main_window import MainWindow
from tests.ui.windows import open_window

NAMES = ("You", "Benedetta", "Anna", "Carla")


@pytest.fixture(params=["en", "it", "hu"])
def spoken(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    if code != "en":
        try:
            resource_path(f"translations/pitch_{code}.qm")
        except ResourceNotFoundError:
            pytest.skip("the translations are not built (make)")
    assert install_language(qapp, code)
    yield code
    install_language(qapp, "en")


def _small_window(qtbot: QtBot) -> MainWindow:
    win = open_window(qtbot)
    win.resize(800, 600)
    qtbot.waitUntil(lambda: (win.width(), win.height()) == (800, 600))
    qtbot.wait(1)  # the view's own resize event follows the window's
    return win


def _assert_clear(win: MainWindow, panel: QRectF, where: str) -> None:
    for item in win.scene.hand_items.values():
        assert not panel.intersects(item.sceneBoundingRect()), (where, panel, item.card)
    stock = win.scene.draw.stock_rect()
    assert stock is None or not panel.intersects(stock), (where, panel, stock)
    assert QRectF(win.scene.sceneRect()).contains(panel), (where, panel)


@pytest.mark.parametrize(("preset", "players"), [("setback", 4), ("setback", 2), ("ten-point", 4)])
@pytest.mark.parametrize("seed", [1, 2])
def test_ui_bid_panel_leaves_the_hand_and_the_stock_at_800x600(
    qtbot: QtBot, spoken: str, preset: str, players: int, seed: int
) -> None:
    win = _small_window(qtbot)
    try:
        rules = PRESETS[preset].with_changes(players=players, teams=2 if players == 4 else 0)
        seats = (
            SeatSetup.local(NAMES[0]),
            *(SeatSetup.bot(n, "greedy") for n in NAMES[1:players]),
        )
        win.start_match(MatchSetup(rules, seats, seed=seed))
        qtbot.waitUntil(lambda: win.bid_panel.isVisible(), timeout=10000)
        qtbot.waitUntil(lambda: len(win.scene.hand_items) > 0, timeout=5000)
        _assert_clear(win, win.view.bid_panel_scene_rect(), f"{spoken} first bid")
        # The widest the panel gets: every level and the dealer's take, with a long hint.
        levels = {0, *range(rules.min_bid, rules.max_bid + 1), SMUDGE_LEVEL}
        hint = QCoreApplication.translate("MainWindow", "High bid: {bid} by {name}").format(
            bid=QCoreApplication.translate("BidPanel", "Smudge"), name="Benedetta"
        )
        title = QCoreApplication.translate("MainWindow", "Your bid")
        win.bid_panel.offer(levels, rules.max_bid, title, hint)
        win.view.place_bid_panel()
        _assert_clear(win, win.view.bid_panel_scene_rect(), f"{spoken} widest")
        for plate in win.scene.plates:
            assert not win.view.bid_panel_scene_rect().intersects(plate.sceneBoundingRect())
    finally:
        win.controller.stop()
