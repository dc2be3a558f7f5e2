"""Open the main window and every dialog on one screen and report any that does not fit it.

Run by ``test_ui_screen_fit`` in a process of its own for each screen, since the offscreen
platform takes its screens from a file named when Qt starts
(``QT_QPA_PLATFORM=offscreen:configfile=...``): ``python -m tests.ui.screen_probe LANGUAGE``.
It prints one line per window or dialog whose frame leaves the screen's available area, or
whose size the table changed while a seven-player hand was played, and exits 1 if there is any.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDialog, QWidget


def _wait(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def _wait_fitted(app: QApplication, widget: QWidget, room: QRect) -> None:
    """Until the window is framed and fitted (or long enough that it never will be)."""
    end = time.monotonic() + 3
    _wait(app, 0.15)
    while time.monotonic() < end and not room.contains(widget.frameGeometry()):
        _wait(app, 0.05)


def _outside(widget: QWidget, room: QRect) -> str:
    frame = widget.frameGeometry()
    if room.contains(frame):
        return ""
    return f"{type(widget).__name__} {frame.getRect()} outside {room.getRect()}"


def main(language: str) -> int:
    app = QApplication([])
    from pitch_desktop.controller.match_controller import MatchController
    from pitch_desktop.controller.worker import WorkerKind
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
    from pitch_desktop.ui.common.language import install_language
    from pitch_desktop.ui.window.main_window import MainWindow

    if not install_language(app, language):
        print(f"no translation for {language}")
        return 1
    controller = MatchController(worker=WorkerKind.THREAD)
    win = MainWindow(controller, remember=False)
    win.set_speed(Speed.INSTANT, save=False)
    win.show()
    screen = win.screen()
    assert screen is not None
    room = screen.availableGeometry()
    _wait_fitted(app, win, room)
    problems = [p for p in [_outside(win, room)] if p]
    size = win.size()

    # A seven-player match at this size: nothing on the table may grow the window.
    rules = PRESETS["setback"].seated(7)
    names = ("Ann", "Bartholomew", "Carla", "Davidson", "Emmanuelle", "Finn", "Gus")
    seats = tuple(SeatSetup.bot(n, "greedy") for n in names)
    grew: list[str] = []

    def look(_event: object) -> None:
        if win.size() != size:
            if "--why" in sys.argv:
                for child in win.findChildren(QWidget):
                    hint = child.minimumSizeHint()
                    if child.isVisible() and hint.width() > 300:
                        print(type(child).__name__, child.objectName(), hint.toTuple())
            grew.append(
                f"the table grew the window from {size.toTuple()} to {win.size().toTuple()}"
            )

    controller.trick_won.connect(look)
    controller.bid_made.connect(look)
    done: list[object] = []
    controller.hand_scored.connect(done.append)
    win.start_match(MatchSetup(rules, seats, Speed.INSTANT, seed=3))
    end = time.monotonic() + 30
    while not done and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
    controller.stop()
    problems += sorted(set(grew))
    problems += [p for p in [_outside(win, room)] if p]

    from pitch_desktop.ui.history.dialog import show_history
    from tests.ui.common.test_ui_translations import _dialogs_of

    dialogs: list[QDialog] = [*_dialogs_of(win), show_history(win, win.hand_history)]
    dialogs.append(win.show_statistics())
    for dialog in dialogs:
        dialog.show()
        _wait_fitted(app, dialog, room)
        if problem := _outside(dialog, room):
            problems.append(problem)
        dialog.close()
    for problem in problems:
        print(problem)
    win.close()
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
