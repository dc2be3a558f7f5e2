"""Bringing a result finished on a worker's thread to the GUI thread: one queued signal."""

from __future__ import annotations

from concurrent.futures import Future
from contextlib import suppress
from typing import Any

from PySide6.QtCore import QObject, Signal


class Relay(QObject):
    """Carries a finished future, with the number of the request it answers, to the GUI
    thread (connect ``done`` queued)."""

    done = Signal(int, object)


def deliver(relay: Relay, request: int, future: Future[Any]) -> None:
    """Runs in a worker's thread when a result is done: hand it to the GUI thread."""
    # RuntimeError: the relay's owner was destroyed meanwhile; nobody wants the result.
    with suppress(RuntimeError):
        relay.done.emit(request, future)
