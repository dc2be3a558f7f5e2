"""Starts pitch-desktop as a player would and quits once the whole table has been painted.

benchmarks/startup_time.py builds the packaged app around this script (`--entry` of the spec) and
runs it from source too. It prints two moments, as unix times, each once its paint has finished:

- `first-paint`: the game's window first painted, the felt in the player's colour filling it.
  This is the window the player keeps (ui/common/felt.py's GameFrame, which then holds the main
  window), not a splash screen, so it is the moment a player sees the table, and the one
  compared with bare_window.py's empty window.
- `table-paint`: the main window built into it and painted: menus, score pad, status line and
  the table view, just before the cards are dealt.

The app has no flag for this, so the script watches paint events from outside. Qt is imported
inside main() only: the app's worker process re-imports this module when run from source.
"""

import multiprocessing
import sys
import time


def main() -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.__main__ import main as pitch_main
    from pitch_desktop.ui.common.felt import GameFrame

    def report(moment: str) -> None:
        """Runs once the paint event has finished: that much is on screen now."""
        print(f"{moment} {time.time():.6f}", flush=True)

    def report_table_and_quit() -> None:
        report("table-paint")
        QApplication.quit()

    class Paints(QObject):
        """Event filter on the application that notices the window's and the table's first paints.

        The table view is known by its class name, so that this script imports nothing of the
        game before the app itself does.
        """

        window_seen = False
        table_seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint:
                return False
            if not self.window_seen and isinstance(watched, GameFrame):
                self.window_seen = True
                QTimer.singleShot(0, lambda: report("first-paint"))
            parent = watched.parent()
            if (
                not self.table_seen
                and parent is not None
                and parent.metaObject().className() == "TableView"
            ):
                self.table_seen = True
                QTimer.singleShot(0, report_table_and_quit)
            return False

    # The app takes the QApplication it finds, so the filter sees every event from the start.
    app = QApplication(sys.argv[:1])
    watcher = Paints()
    app.installEventFilter(watcher)
    return pitch_main([])


if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
