"""Starts pitch-desktop as a player would and quits once the whole table has been painted.

benchmarks/startup_time.py builds the packaged app around this script (`--entry` of the spec) and
runs it from source too. It prints two moments, as unix times, each once its paint has finished:

- `first-paint`: the game's window first painted, the felt in the player's colour filling it.
  This is the window the player keeps (ui/common/felt.py's GameFrame, which then holds the main
  window), not a splash screen, so it is the moment a player sees the table, and the one
  compared with bare_window.py's empty window.
- `table-paint`: the main window built into it and painted: menus, score pad, status line and
  the table view, just before the cards are dealt.

The app has no flag for this, so the script listens to the two windows' own `first_painted`
signals, which are emitted by their first paint events. It does not filter the application's
events: a Python event filter sees every event of the start (each a call into Python) and turns
Qt's private event types into Python enums one by one, which cost a frozen start about 30 ms
that the game itself never pays. Qt is imported inside main() only: the app's worker process
re-imports this module when run from source.
"""

import multiprocessing
import sys
import time
from typing import Any


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.__main__ import main as pitch_main
    from pitch_desktop.ui.common.felt import GameFrame

    def report(moment: str) -> None:
        """Runs once the paint event has finished: that much is on screen now."""
        print(f"{moment} {time.time():.6f}", flush=True)

    def report_table_and_quit() -> None:
        report("table-paint")
        # exit, not quit: quit would close the window as a player does, and the deal queued
        # by the same paint may have started a match by now.
        QApplication.exit(0)

    def watch_table() -> None:
        """Once the felt is painted: the table view's first paint is reported before the deal
        the app queues on the same signal (this connection comes first)."""
        from pitch_desktop.ui.table.view import TableView  # the app imports it next anyway

        view_init = TableView.__init__

        def watched_view_init(view: TableView, *args: Any, **kwargs: Any) -> None:
            view_init(view, *args, **kwargs)
            view.first_painted.connect(lambda: QTimer.singleShot(0, report_table_and_quit))

        TableView.__init__ = watched_view_init  # type: ignore[method-assign,assignment]

    def felt_painted() -> None:
        report("first-paint")
        watch_table()

    frame_init = GameFrame.__init__

    def watched_frame_init(frame: GameFrame, *args: Any, **kwargs: Any) -> None:
        frame_init(frame, *args, **kwargs)
        # Before the app's own connection, which builds the main window.
        frame.first_painted.connect(lambda: QTimer.singleShot(0, felt_painted))

    GameFrame.__init__ = watched_frame_init  # type: ignore[method-assign,assignment]
    app = QApplication(sys.argv[:1])  # the app takes the QApplication it finds
    assert app is QApplication.instance()
    return pitch_main([])


if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
