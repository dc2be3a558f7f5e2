"""``pitch-desktop --join LINK`` (and the link alone, as the desktop passes a clicked one) opens
Join a table… filled in over the table; a malformed link is one sentence and exit status 2.
A link opened while the game is already open reaches that game, which opens Join a table…
filled in. With ``--smoke-test`` the link's table is joined for real, at a server started
here: the app takes a seat, says which, leaves and ends by itself; a table it cannot reach is
one line and exit status 1.

The app runs as a player starts it, in a process of its own with a fresh home, headless; a few
lines run before its main() watch for the dialog, print what it holds and end the app.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.__main__ import main
from pitch_desktop.storage.instance import LOCK_NAME, RING_NAME, InstanceBell, ring_first
from pitch_desktop.ui.window.automation import SMOKE_TEST_NAME
from tests.net.net_tools import ROOT, join_by_link

LINK = "pitch://[::1]:47470/7k3m-q9xd-2htr-w8va"

# Starts the app as `pitch-desktop ARGS`, and reports the Join a table dialog once it is open.
_WATCHER = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pitch_desktop.__main__ import main

app = QApplication(sys.argv[:1])

def look():
    for widget in QApplication.topLevelWidgets() + QApplication.allWidgets():
        if widget.objectName() == "JoinTableDialog" and widget.isVisible():
            print(json.dumps({"address": widget.address.text(), "code": widget.code.text()}))
            QApplication.exit(0)
            return
    QTimer.singleShot(50, look)

QTimer.singleShot(0, look)
QTimer.singleShot(60000, lambda: QApplication.exit(3))
sys.exit(main(sys.argv[1:]))
"""


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home))
    for name, folder in (("CONFIG", ".config"), ("DATA", ".local/share"), ("CACHE", ".cache")):
        env[f"XDG_{name}_HOME"] = str(home / folder)
    return env


def _start(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _WATCHER, *args],
        capture_output=True,
        text=True,
        timeout=90,
        env=_env(home),
        check=False,
    )


@pytest.mark.parametrize("args", [("--join", LINK), (LINK,)])
def test_a_link_opens_join_a_table_filled_in(tmp_path: Path, args: tuple[str, ...]) -> None:
    done = _start(tmp_path, *args)
    assert done.returncode == 0, done.stderr[-3000:]
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown == {"address": "ws://[::1]:47470/", "code": "7K3M-Q9XD-2HTR-W8VA"}


@pytest.mark.parametrize(
    "link", ["pitch://host/7K3M-Q9XD-2HTR-W8VA", "http://x:1/7K3M-Q9XD-2HTR-W8VA", "pitch://"]
)
def test_a_malformed_link_is_one_sentence_and_status_2(
    link: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--join", link]) == 2
    assert main([link]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 2 and lines[0] == lines[1]
    assert lines[0].startswith("pitch-desktop: ") and lines[0].endswith(".")
    assert "Traceback" not in err


def test_the_smoke_test_joins_the_linked_table_then_leaves(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "pitch_desktop", "--smoke-test"]
    joined = join_by_link(command, env=_env(tmp_path), cwd=ROOT, timeout=90)
    assert joined.returncode == 0, joined.stderr[-3000:]
    said = json.loads(joined.stdout.strip().splitlines()[-1])
    assert said == {"smoke_test": {"joined": joined.code, "seat": 2}}
    assert joined.came == [(1, SMOKE_TEST_NAME)]  # the server seated it: the host was told
    assert joined.left


def test_the_smoke_test_says_in_one_line_when_the_table_cannot_be_reached(
    tmp_path: Path,
) -> None:
    with socket.socket() as s:  # a port where nobody listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = [sys.executable, "-m", "pitch_desktop", "--smoke-test", "--join"]
    done = subprocess.run(
        [*command, f"pitch://127.0.0.1:{port}/7K3M-Q9XD-2HTR-W8VA"],
        capture_output=True,
        text=True,
        timeout=90,
        env=_env(tmp_path),
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 1, done.stderr[-3000:]
    assert done.stdout == ""
    # The offscreen platform's own complaint aside (it cannot pass a window's size hints on).
    lines = [line for line in done.stderr.splitlines() if "propagateSizeHints" not in line]
    assert len(lines) == 1 and lines[0].startswith("pitch-desktop: "), done.stderr[-3000:]
    assert f"127.0.0.1:{port}" in lines[0]  # says where it could not go


@pytest.mark.parametrize("link", [LINK, ""])
def test_a_ring_carries_the_link_to_the_open_game(qtbot: QtBot, tmp_path: Path, link: str) -> None:
    bell = InstanceBell(tmp_path)
    answered: list[bool] = []
    ringing = threading.Thread(target=lambda: answered.append(ring_first(tmp_path, link=link)))
    with qtbot.waitSignal(bell.rung, timeout=10000) as rung:
        ringing.start()
    ringing.join(10)
    assert rung.args == [link]
    assert answered == [True]
    assert sorted(p.name for p in tmp_path.iterdir()) == []  # the ring was answered, and gone


def test_a_link_opened_while_the_game_runs_opens_join_a_table_there(tmp_path: Path) -> None:
    env = _env(tmp_path)
    lock = tmp_path / ".local" / "share" / "pitch-desktop" / "Pitch" / LOCK_NAME
    log = tmp_path / "first.log"
    with log.open("w") as err_file:
        first = subprocess.Popen(
            [sys.executable, "-c", _WATCHER],  # the game as a player starts it, no link
            env=env,
            stdout=subprocess.PIPE,
            stderr=err_file,  # a file: a pipe would wait for every process that inherited it
            text=True,
        )
    try:
        end = time.monotonic() + 60
        while not lock.exists() and first.poll() is None and time.monotonic() < end:
            time.sleep(0.05)
        assert lock.exists(), log.read_text()[-3000:]
        second = subprocess.run(
            [sys.executable, "-m", "pitch_desktop", LINK],
            env=env,
            capture_output=True,
            text=True,
            timeout=90,
            check=False,
        )
        assert second.returncode == 0, second.stderr[-3000:]
        assert "already open" in second.stderr
        out, _ = first.communicate(timeout=90)
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert first.returncode == 0, log.read_text()[-3000:]
    shown = json.loads(out.strip().splitlines()[-1])
    assert shown == {"address": "ws://[::1]:47470/", "code": "7K3M-Q9XD-2HTR-W8VA"}
    assert not (lock.parent / RING_NAME).exists()
