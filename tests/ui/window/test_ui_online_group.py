"""A game window at a table of a group of servers: it joins by code through a node that does
not hold the table (``moved`` sends it on), and plays on across a SIGKILL of the node that
does, taking its seat back by itself once another node has the table. A real Redis and two
``pitch-server --group`` processes on loopback."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.net.client import TableClient
from pitch_desktop.net.protocol import Seated
from pitch_desktop.ui.window.main_window import MainWindow
from tests.net.group_tools import RedisProcess, running_redis
from tests.net.net_tools import ROOT, SETBACK_SHORT
from tests.ui.window.test_ui_online import _main, _play_by_itself, _seat, _table, windows

__all__ = ["windows"]  # the fixture, shared with the other windows' tests


@pytest.fixture
def redis(tmp_path: Path) -> Iterator[RedisProcess]:
    with running_redis(tmp_path / "redis", then=_stop_nodes) as server:
        yield server


def _stop_nodes() -> None:
    """What a test that failed midway left running."""
    for process in _started:
        if process.poll() is None:
            process.kill()
        process.wait(30)
    _started.clear()


_started: list[subprocess.Popen[bytes]] = []


def _node(redis_url: str, log: Path) -> tuple[subprocess.Popen[bytes], str]:
    with log.open("ab") as err:
        process = subprocess.Popen(
            [
                *(sys.executable, "-m", "pitch_desktop.net.server_main", "--port", "0"),
                *("--group", redis_url, "--lease-seconds", "1.5", "--away-seconds", "5"),
                *("--bot-delay", "0", "--hand-pause", "0"),
            ],
            stdout=subprocess.PIPE,
            stderr=err,
            cwd=ROOT,
            env={**os.environ, "PYTHONUNBUFFERED": "1", "PITCH_LOOPBACK_ONLY": "1"},
        )
    _started.append(process)
    assert process.stdout is not None
    line = process.stdout.readline().decode()
    assert line.startswith("pitch-server: serving "), line
    return process, line.split()[2]


def _port(url: str) -> int:
    return int(url.rstrip("/").rsplit(":", 1)[1])


def test_a_window_joins_through_another_node_and_plays_on_across_a_kill(
    qtbot: QtBot, windows: list[MainWindow], redis: RedisProcess, tmp_path: Path
) -> None:
    owner, owner_url = _node(redis.url, tmp_path / "owner.log")
    _, other_url = _node(redis.url, tmp_path / "other.log")
    host = TableClient(owner_url)
    try:
        host.create("Ann", SETBACK_SHORT)
        code = host.wait_for(Seated).table.code
        main = _main(qtbot, windows)
        dialog = main.join_table()
        dialog.address.setText(f"127.0.0.1:{_port(other_url)}")  # not the table's node
        dialog.code.setText(code)
        dialog.name.setText("Bea")
        dialog.join_button.click()
        qtbot.waitUntil(lambda: bool(main.online_windows), timeout=10000)
        friend = main.online_windows[0]
        qtbot.waitUntil(lambda: _table(friend).seat is not None, timeout=10000)
        assert _table(friend).client.url == owner_url  # moved on to the table's node
        turns = _play_by_itself(friend, seed=4)
        host.start()
        host.leave()  # a stand-in plays the host's seat from now on
        qtbot.waitUntil(lambda: len(turns) >= 3, timeout=20000)
        friend.grab().save(str(tmp_path / "1-before-the-kill.png"))

        owner.kill()
        owner.wait(30)
        qtbot.waitUntil(lambda: _seat(friend).rejoin_action.isEnabled(), timeout=10000)
        friend.grab().save(str(tmp_path / "2-owner-killed.png"))
        before = len(turns)
        # Nobody triggers Rejoin: the window comes back by itself once the other node has
        # taken the table, and plays on.
        qtbot.waitUntil(lambda: len(turns) >= before + 3, timeout=30000)
        assert _table(friend).in_match and not _seat(friend).rejoin_action.isEnabled()
        assert _table(friend).client.url == other_url
        friend.grab().save(str(tmp_path / "3-after-the-takeover.png"))
    finally:
        host.close()
