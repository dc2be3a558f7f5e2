"""The real app under faults: ended by SIGTERM, started with a damaged settings file.

Each test runs ``python -m pitch_desktop`` as a child process under the offscreen platform with
its own HOME and XDG folders, so the player's settings and saves are never touched.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.proc_tools import HAS_PROC, bot_workers, descendants, is_running

pytestmark = pytest.mark.skipif(not HAS_PROC, reason="reads child processes from /proc")

ROOT = Path(__file__).resolve().parents[3]


def app_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        PYTHONPATH=str(ROOT),
    )
    return env


def wait_for(check: Callable[[], bool], seconds: float, what: str) -> None:
    """Poll until ``check`` holds; fail naming ``what`` if it never does (not a timing test:
    the bound only keeps a hang from stalling the suite)."""
    end = time.monotonic() + seconds
    while not check():
        if time.monotonic() > end:
            pytest.fail(f"gave up waiting: {what}")
        time.sleep(0.05)


@pytest.mark.parametrize("stopped", [False, True], ids=["worker-running", "worker-stopped"])
def test_sigterm_closes_the_app_and_leaves_no_process(tmp_path: Path, stopped: bool) -> None:
    log = tmp_path / "app.log"
    with log.open("w") as err_file:
        app = subprocess.Popen(
            [sys.executable, "-m", "pitch_desktop"],
            env=app_env(tmp_path),
            cwd=tmp_path,
            stdout=subprocess.DEVNULL,
            stderr=err_file,  # a file: a pipe would wait for every process that inherited it
        )
    below: list[int] = []
    try:
        wait_for(lambda: bool(bot_workers(app.pid)), 60, "the bot worker to start")
        below = descendants(app.pid)
        if stopped:
            for pid in bot_workers(app.pid):
                os.kill(pid, signal.SIGSTOP)
        app.send_signal(signal.SIGTERM)
        app.wait(timeout=60)
        err = log.read_text()
        assert app.returncode == 0, err
        assert "Traceback" not in err
        assert below
        wait_for(lambda: not any(is_running(pid) for pid in below), 30, f"{below} to end")
    finally:
        # Whatever failed, leave nothing of this test running.
        if app.poll() is None:
            app.kill()
            app.wait()
        for pid in below:
            if is_running(pid):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize(
    "settings",
    [
        "[match]\nrules=" + "[" * 1000 + "]" * 1000 + "\n",
        '[match]\nrules="{\\"preset\\": \\"setback\\", \\"target\\": '
        + "[" * 5000
        + "]" * 5000
        + '}"\n',
        "[match]\nrules=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x12garbage)\nseats\\size=-3\n"
        "seats\\1\\level=@ByteArray(\\xff\\xfe)\n[play]\nspeed=9999999999999999999999\n"
        "[look]\ntable_colour=@Point(1 2)\nfour_colour_deck=maybe\n",
        "\x00\xff\xfe garbage \x01\x02[[[[\n" * 50,
    ],
    ids=["deep-rules", "deep-target", "wrong-types", "binary"],
)
def test_a_damaged_settings_file_does_not_stop_the_app(tmp_path: Path, settings: str) -> None:
    store = tmp_path / "config" / "pitch-desktop" / "Pitch.conf"
    store.parent.mkdir(parents=True)
    store.write_bytes(settings.encode("utf-8", "surrogateescape"))
    before = store.read_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "pitch_desktop", "--smoke-test"],
        env=app_env(tmp_path),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert '"format": "pitch-result/1"' in done.stdout
    assert store.read_bytes() == before  # the smoke test remembers nothing
