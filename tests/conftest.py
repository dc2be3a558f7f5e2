"""The suite under ``tests/`` runs only with the loopback guard on.

The repository's root ``conftest.py`` installs the guard (``pitch_desktop.this_machine``) before
any test module is imported. This checks, once a session, that it really is on for these tests:
a run started some other way (another root, ``-p no:...``, a moved conftest) would otherwise let
a forgotten LAN announcement or address leave this machine without a word.
"""

from __future__ import annotations

import socket

import pytest

from pitch_desktop.this_machine import loopback_only


@pytest.fixture(autouse=True, scope="session")
def _loopback_guard_is_on() -> None:
    guarded = [
        getattr(socket.socket.connect, "__name__", ""),
        getattr(socket.socket.sendto, "__name__", ""),
        getattr(socket.getaddrinfo, "__name__", ""),
    ]
    if not loopback_only() or guarded != [
        "guarded_connect",
        "guarded_sendto",
        "guarded_getaddrinfo",
    ]:
        pytest.exit("the loopback guard is not on: run the suite from the repository's root", 2)
