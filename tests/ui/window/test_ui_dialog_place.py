"""The hand summary opens where it stays: sized and centred on the table before it is shown,
so a window manager never draws it first at another place or size."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.window.main_window import MainWindow


class _FirstShow(QObject):
    """Notes the geometry a dialog has when it is first shown."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: dict[str, QRect] = {}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        name = watched.objectName()
        if event.type() == QEvent.Type.Show and name == "HandSummary" and name not in self.seen:
            self.seen[name] = watched.geometry()  # type: ignore[attr-defined]
        return False


def test_the_summary_is_placed_before_it_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    assert app is not None
    first = _FirstShow()
    app.installEventFilter(first)
    try:
        rules = PRESETS["setback"]
        seats = tuple(SeatSetup.bot(n, "greedy") for n in ("Ann", "Ben", "Cy", "Di"))
        window.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=3))
        qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=20000)
        dialog = window.summary_dialog
        assert dialog is not None
        qtbot.waitUntil(lambda: "HandSummary" in first.seen, timeout=5000)
        qtbot.wait(50)
        shown, now = first.seen["HandSummary"], dialog.geometry()
        # The same size, and the same place but for the frame the platform adds (a pixel or
        # two); shown first, it opened at the screen's corner and then jumped.
        assert shown.size() == now.size()
        assert (shown.topLeft() - now.topLeft()).manhattanLength() <= 6
        centre = window.view.mapToGlobal(window.view.rect().center())
        assert abs(dialog.geometry().center().x() - centre.x()) <= 2
    finally:
        app.removeEventFilter(first)
        window.controller.stop()
