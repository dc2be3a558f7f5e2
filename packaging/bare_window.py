"""Yardstick of benchmarks/startup_time.py: an empty PySide6 window that quits on its first paint.

It prints `first-paint <unix time>` once the first paint is done, exactly as first_paint.py does
for the game's window, so both start-ups are timed the same way, from source and frozen.
"""

import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QWidget


class BareWindow(QWidget):
    """Reports its first paint, then quits."""

    def __init__(self) -> None:
        super().__init__()
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, report_and_quit)


def report_and_quit() -> None:
    """Runs once the paint event has finished: the window is on screen now."""
    print(f"first-paint {time.time():.6f}", flush=True)
    QApplication.quit()


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = BareWindow()
    window.resize(1024, 700)
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
