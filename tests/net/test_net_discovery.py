"""Finding a table on the network: the announcement (name, port, TLS; never the invite code),
heard on the loopback interface only, and every other datagram ignored."""

from __future__ import annotations

import json
import socket
import threading

import pytest

from pitch_desktop.net.discovery import (
    ANNOUNCE_FORMAT,
    Announcer,
    FoundTable,
    announcement,
    listen,
    read_announcement,
)
from tests.net.net_tools import HANG_GUARD


def _free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_announced_table_is_found_with_its_address() -> None:
    port = _free_udp_port()
    heard: list[FoundTable] = []
    listener = threading.Thread(
        target=lambda: heard.extend(listen(HANG_GUARD, bind=("127.0.0.1", port), enough=1))
    )
    listener.start()
    announcer = Announcer("Friday night", 47470, tls=True, target=("127.0.0.1", port))
    try:
        while listener.is_alive():  # the listener may not be bound yet: say it again
            announcer.send_once()
            listener.join(0.05)
    finally:
        announcer.stop()
    assert heard == [FoundTable("Friday night", "127.0.0.1", 47470, True, "pitch-net/1")]
    assert heard[0].url == "wss://127.0.0.1:47470/"


def test_the_announcement_holds_no_invite_code() -> None:
    obj = json.loads(announcement("Table", 1234))
    assert set(obj) == {"format", "protocol", "name", "port", "tls"}


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\xff\xfe",
        b"not json",
        b"[]",
        b"[" * 400 + b"]" * 400,
        json.dumps({"format": "other/1", "protocol": "p", "name": "n", "port": 1, "tls": False}),
        json.dumps(
            {"format": ANNOUNCE_FORMAT, "protocol": "p", "name": "n", "port": 0, "tls": False}
        ),
        json.dumps(
            {"format": ANNOUNCE_FORMAT, "protocol": "p", "name": "n", "port": True, "tls": 0}
        ),
        json.dumps(
            {"format": ANNOUNCE_FORMAT, "protocol": "p", "name": "a\nb", "port": 1, "tls": False}
        ),
        json.dumps(
            {
                "format": ANNOUNCE_FORMAT,
                "protocol": "p",
                "name": "n",
                "port": 1,
                "tls": False,
                "code": "7K3M-Q9XD-2HTR-W8VA",
            }
        ),
        b"x" * 600,
    ],
)
def test_other_datagrams_are_ignored(data: str | bytes) -> None:
    raw = data.encode() if isinstance(data, str) else data
    assert read_announcement(raw, "127.0.0.1") is None
