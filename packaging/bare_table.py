"""Second yardstick of benchmarks/startup_time.py: the table's frame in Qt alone, no game in it.

It starts as the game does, a plain window painted first, then builds into it what the game's
whole table is made of in Qt terms: a main window with five menus of eight actions with
shortcuts, a score table in a dock, a status line and a graphics view. It prints `first-paint`
and `table-paint` (unix times, each once its paint has finished), as first_paint.py does, and
quits. The gap between its table-paint and the bare window's first paint is what Qt itself asks
for such a frame; whatever the game takes beyond it is the game's own start.
"""

import sys
import time

from PySide6.QtCore import Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QGraphicsScene,
    QGraphicsView,
    QLabel,
    QMainWindow,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

MENUS = ("&Game", "&Edit", "&View", "&Online", "&Help")
ACTIONS_PER_MENU = 8


class PaintReporter:
    """Emits ``painted`` once, after the first paint event has finished."""

    painted: SignalInstance  # each Qt class below declares it as its Signal

    def report_first_paint(self) -> None:
        if not getattr(self, "_painted", False):
            self._painted = True
            QTimer.singleShot(0, self.painted.emit)


class Felt(QWidget, PaintReporter):
    painted = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.fill = QVBoxLayout(self)  # the main window will fill it, as in the game
        self.fill.setContentsMargins(0, 0, 0, 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.report_first_paint()


class Table(QGraphicsView, PaintReporter):
    painted = Signal()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.report_first_paint()


def report(moment: str) -> None:
    print(f"{moment} {time.time():.6f}", flush=True)


def report_table_and_quit() -> None:
    report("table-paint")
    QApplication.exit(0)


def build_frame(felt: Felt) -> None:
    """The main window with its menus, score pad, status line and table, inside the felt."""
    window = QMainWindow()
    for number, title in enumerate(MENUS):
        menu = window.menuBar().addMenu(title)
        for item in range(ACTIONS_PER_MENU):
            action = QAction(f"Item {item}", window)
            action.setShortcut(QKeySequence(f"Ctrl+{number + 1}, {item}"))
            menu.addAction(action)
    table = Table(QGraphicsScene(window))
    window.setCentralWidget(table)
    dock = QDockWidget("Score", window)
    dock.setWidget(QTableWidget(4, 3))
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.statusBar().addWidget(QLabel("Your bid"))
    table.painted.connect(report_table_and_quit)
    window.setParent(felt, Qt.WindowType.Widget)
    felt.fill.addWidget(window)
    window.show()


def main() -> int:
    app = QApplication(sys.argv[:1])
    felt = Felt()
    felt.resize(1024, 700)

    def felt_painted() -> None:
        report("first-paint")
        build_frame(felt)

    felt.painted.connect(felt_painted)
    felt.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
