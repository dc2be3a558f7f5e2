"""The game's top-level window at start-up: felt first, then the main window inside it.

``GameFrame`` is what the player sees from the first paint; the main window is built into it a
moment later and must then behave as if it were the top-level window itself: fill it, follow its
size, give it its title and keyboard focus, and close together with it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QCloseEvent, QColor
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.storage.settings import TableColour
from pitch_desktop.ui.common.felt import GameFrame, felt_colours
from pitch_desktop.ui.window.main_window import MainWindow

BLUE = felt_colours(TableColour.BLUE)


@pytest.fixture
def frame(qtbot: QtBot) -> Iterator[GameFrame]:
    frame = GameFrame(BLUE)
    qtbot.addWidget(frame)
    frame.resize(900, 600)
    with qtbot.waitSignal(frame.first_painted):
        frame.show()
    yield frame
    if frame.held is not None and isinstance(frame.held, MainWindow):
        frame.held.controller.stop()


def near(colour: QColor, other: QColor, by: int = 24) -> bool:
    one = (colour.red(), colour.green(), colour.blue())
    two = (other.red(), other.green(), other.blue())
    return all(abs(a - b) <= by for a, b in zip(one, two, strict=True))


def test_the_felt_is_painted_in_the_players_colour(frame: GameFrame) -> None:
    shot = frame.grab().toImage()
    centre, edge = BLUE
    assert near(shot.pixelColor(450, 300), centre)  # lit at the centre
    assert near(shot.pixelColor(1, 1), edge, by=40)  # darker towards the corners
    assert shot.pixelColor(1, 1).lightness() < shot.pixelColor(450, 300).lightness()


def test_the_main_window_fills_the_frame_as_a_plain_child(qtbot: QtBot, frame: GameFrame) -> None:
    window = MainWindow(MatchController(worker=WorkerKind.THREAD), frame, remember=False)
    assert window.isWindow()  # a QMainWindow is a window of its own, even with a parent
    frame.hold(window)
    assert not window.isWindow() and window.isVisible()
    assert window.geometry() == frame.rect()
    assert frame.windowTitle() == window.windowTitle()
    frame.resize(1100, 700)
    qtbot.waitUntil(lambda: window.size() == QSize(1100, 700))
    assert frame.focusWidget() is not None  # the keyboard works without a click first


def test_quit_in_the_main_window_closes_the_frame(qtbot: QtBot, frame: GameFrame) -> None:
    window = MainWindow(MatchController(worker=WorkerKind.THREAD), frame, remember=False)
    frame.hold(window)
    assert window.close_without_asking()
    assert not frame.isVisible() and not window.isVisible()


class Stubborn(QWidget):
    """A main window that refuses to close, as ours does while it asks the player."""

    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()


def test_the_frame_stays_while_its_window_refuses_to_close(frame: GameFrame) -> None:
    stubborn = Stubborn()
    frame.hold(stubborn)
    assert not frame.close()
    assert frame.isVisible() and stubborn.isVisible()
