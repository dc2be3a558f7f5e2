"""Starts pitch-desktop as a player would and quits right after the table's first paint.

benchmarks/startup_time.py builds the packaged app around this script (`--entry` of the spec) and
runs it from source too. It prints `first-paint <unix time>` when the table view's first paint has
finished, the moment a player sees the table, as bare_window.py does for an empty window. The app
has no flag for this, so the script watches paint events of the TableView from outside. Qt is
imported inside main() only: the app's worker process re-imports this module when run from source.
"""

import multiprocessing
import sys
import time


def main() -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.__main__ import main as pitch_main
    from pitch_desktop.ui.table_view import TableView

    def report_and_quit() -> None:
        """Runs once the paint event has finished: the table is on screen now."""
        print(f"first-paint {time.time():.6f}", flush=True)
        QApplication.quit()

    class FirstTablePaint(QObject):
        """Event filter on the application that notices the first paint of the table."""

        seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                not self.seen
                and event.type() == QEvent.Type.Paint
                and isinstance(watched.parent(), TableView)
            ):
                self.seen = True
                QTimer.singleShot(0, report_and_quit)
            return False

    # The app takes the QApplication it finds, so the filter sees every event from the start.
    app = QApplication(sys.argv[:1])
    watcher = FirstTablePaint()
    app.installEventFilter(watcher)
    return pitch_main([])


if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
