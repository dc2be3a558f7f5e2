"""A table that cannot be reached is told in a player's sentence, never in the system's words
("[Errno 111] Connection refused")."""

from __future__ import annotations

import socket

import pytest

from pitch_desktop.controller.tables import unreachable
from pitch_desktop.net.client import CannotConnectError


def _refused() -> ConnectionRefusedError:
    """What connecting to a port nobody listens on raises, for real."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
    except ConnectionRefusedError as exc:
        return exc
    pytest.skip("something listens on a port just freed")


def _wrapped(exc: BaseException) -> CannotConnectError:
    try:
        raise CannotConnectError("ws://127.0.0.1:1", exc) from exc
    except CannotConnectError as wrapped:
        return wrapped


@pytest.mark.parametrize(
    ("cause", "words"),
    [
        (_refused(), "nothing answers at that address and port"),
        (socket.gaierror(-2, "Name or service not known"), "no computer has that address"),
        (TimeoutError("timed out"), "no answer came in time"),
        (OSError(101, "Network is unreachable"), "could not connect"),
        (ValueError("not pitch"), "does not answer as a table of Pitch"),
    ],
)
def test_unreachable_says_why_in_words(cause: BaseException, words: str) -> None:
    for exc in (cause, _wrapped(cause)):
        sentence = unreachable(exc)
        assert sentence.startswith("The table cannot be reached: ") and words in sentence
        assert "Errno" not in sentence and "ws://" not in sentence and "[" not in sentence
