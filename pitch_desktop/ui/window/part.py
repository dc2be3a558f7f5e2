"""What every part of ``MainWindow`` is given: the window's shared objects, handed over once.

The parts (the hand's end, the settings, the side windows, ...) each hear and ask the same few
objects of the window; ``WindowKit`` carries them and ``WindowPart`` keeps them, so a part's own
constructor names only what is its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.settings import SettingsStore
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.view import TableView
from pitch_desktop.ui.window.presenter import TablePresenter
from pitch_desktop.ui.window.status_bar import StatusBar


@dataclass(frozen=True)
class WindowKit:
    """The window's objects its parts share.

    ``hand_history`` is asked for each time: the window may be given another recorder.
    ``remember`` is whether the window keeps the set-up and preferences (not in tests and
    screenshots).
    """

    window: QWidget
    controller: TableSource
    presenter: TablePresenter
    view: TableView
    store: SettingsStore
    status: StatusBar
    hand_history: Callable[[], HistoryRecorder]
    remember: bool


class WindowPart(QObject):
    """A part of the window, owned by it, keeping the shared objects under the names every part
    uses."""

    def __init__(self, kit: WindowKit) -> None:
        super().__init__(kit.window)
        self._window = kit.window
        self._controller = kit.controller
        self._presenter = kit.presenter
        self._view = kit.view
        self._scene: TableScene = kit.view.table
        self._store = kit.store
        self._status = kit.status
        self._hand_history = kit.hand_history
        self._remember = kit.remember
