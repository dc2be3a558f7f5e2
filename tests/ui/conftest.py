"""Fixtures for the window tests: a main window at instant speed, settings kept apart."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.window.main_window import MainWindow
from tests.qt_settings import isolated_settings  # noqa: F401  (an autouse fixture)
from tests.ui.windows import open_window


@pytest.fixture(autouse=True)
def _no_modal_dialog_left() -> Iterator[None]:
    """A modal dialog a test leaves open (a hand's summary of a window it made itself) is closed
    after it: the tests share one application per process, and the next test's
    ``activeModalWidget`` must be its own."""
    yield
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        if isinstance(widget, QDialog) and widget.isModal() and widget.isVisible():
            widget.close()


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = open_window(qtbot, remember=False)
    yield win
    win.controller.stop()
    for dialog in (win.summary_dialog, win.game_over_dialog):
        if dialog is not None:
            dialog.close()


ClickCard = Callable[[MainWindow, CardItem], None]


@pytest.fixture
def click_card(qtbot: QtBot) -> ClickCard:
    """A real mouse click on the visible left strip of a fanned card."""

    def click(win: MainWindow, item: CardItem) -> None:
        r = item.card_rect()
        point = item.mapToScene(QPointF(r.left() + r.width() * 0.12, -item.lift()))
        pos = win.view.mapFromScene(point)
        QTest.mouseClick(win.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    return click


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The offscreen platform cannot pass a window's size hints on and says so for every
    top-level window whose minimum size changes; that is the test platform, not the app.

    Qt's unified animation timer, on a loaded machine, can be asked to stop its driver a second
    time as the last slide ends (one CI run in several, never reproduced alone, in a four-point
    match with no animation of the draw-back): a message from inside Qt about its own driver,
    which no call of the app's changes, so it does not fail a test either."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(
                pytest.mark.qt_log_ignore(
                    "This plugin does not support propagateSizeHints",
                    "QUnifiedTimer::stopAnimationDriver: driver is not running",
                )
            )
