"""Closing the game cleanly when the system asks it to end (logout, ``kill``, Ctrl+C).

Python runs a signal handler only between Python instructions, and while Qt's event loop waits
no Python runs at all, so a plain handler would wait for the next click. ``signal.set_wakeup_fd``
makes the interpreter write a byte to a socket when a signal arrives; a ``QSocketNotifier`` on
the other end wakes the event loop, and the handler then closes the window as the player would
(the controller stops and its worker process is killed) and quits. Without this, SIGTERM ends the
app at once and nothing stops the worker.
"""

from __future__ import annotations

import contextlib
import signal
import socket
import threading
from collections.abc import Callable, Iterator
from types import FrameType

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer
from PySide6.QtWidgets import QWidget

_ENDING_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP")


@contextlib.contextmanager
def close_on_termination(window: QWidget) -> Iterator[None]:
    """While the block runs (Qt's loop), SIGTERM, SIGINT and SIGHUP close ``window`` and quit.

    The previous handlers are put back afterwards. Off the main thread, or where the platform
    cannot do this, the block runs unchanged.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    try:
        reader, writer = socket.socketpair()
    except OSError:
        yield
        return
    reader.setblocking(False)
    writer.setblocking(False)
    previous_handlers: dict[signal.Signals, object] = {}
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, window)

    def drain() -> None:
        # Reading lets Python run the handler that the byte announced.
        with contextlib.suppress(OSError):
            reader.recv(64)

    def on_signal(signum: int, frame: FrameType | None) -> None:
        QTimer.singleShot(0, _close_and_quit(window))

    notifier.activated.connect(drain)
    try:
        previous_fd = signal.set_wakeup_fd(writer.fileno())
    except (ValueError, OSError):
        previous_fd = None
    try:
        for name in _ENDING_SIGNALS:
            signum = getattr(signal, name, None)
            if signum is not None:
                with contextlib.suppress(OSError, ValueError):
                    previous_handlers[signum] = signal.signal(signum, on_signal)
        yield
    finally:
        for signum, handler in previous_handlers.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(signum, handler)  # type: ignore[arg-type]
        if previous_fd is not None:
            with contextlib.suppress(ValueError, OSError):
                signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        notifier.deleteLater()
        reader.close()
        writer.close()


def _close_and_quit(window: QWidget) -> Callable[[], None]:
    def close() -> None:
        # No question now: the system is ending the app (the match in play is already saved).
        close_now = getattr(window, "close_without_asking", window.close)
        close_now()  # the window's closeEvent stops the controller and its worker
        QCoreApplication.quit()  # even if a dialog keeps a window open

    return close
