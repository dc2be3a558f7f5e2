"""``pitch-server``: bad arguments end in one line and exit status 2, Ctrl-C in one line and 130,
never a traceback; with ``--cert`` and ``--key`` it serves ``wss://`` that a client verifies."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from pitch_desktop.net.client import AsyncTableClient, CannotConnectError, ConnectionLostError
from pitch_desktop.net.server_main import EXIT_BAD_INPUT, EXIT_FAILURE, main
from tests.net.net_tools import SHORT, play_until_over, run

Capsys = pytest.CaptureFixture[str]
ROOT = Path(__file__).resolve().parents[2]


def _one_line(capsys: Capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("pitch-server: ")
    return err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--port", "70000"], "from 0 to 65535"),
        (["--port", "-1"], "from 0 to 65535"),
        (["--port", "eighty"], "not a whole number"),
        (["--port", "9" * 5000], "from 0 to 65535"),
        (["--cert", "no-such-cert.pem", "--key", "no-such-key.pem"], "cannot read"),
        (["--cert", "no-such-cert.pem"], "go together"),
        (["--key", "no-such-key.pem"], "go together"),
        (["--away-seconds", "-5"], "from 0 to 3600"),
        (["--bot-delay", "-1"], "not a number of seconds"),
        (["--hand-pause", "61"], "from 0 to 60 seconds"),
        (["--state", "/dev/null/tables"], "--state: cannot use /dev/null/tables"),
        (["--max-tables-per-address", "0"], "from 1 to 100000"),
        (["--max-connections", "100001"], "from 1 to 100000"),
        (["--max-connections-per-address", "many"], "not a whole number"),
        (["--message-rate", "0"], "from 1 to 100000"),
        (["--message-rate", "2.5"], "not a whole number"),
        (["--stats", "/dev/null/stats.json"], "--stats: cannot write /dev/null/stats.json"),
        (["--stats", "bad\0name"], "--stats: cannot write it"),
        (["--shuffle"], "unrecognized arguments"),
        (["--host", ""], "--host: give an address (0.0.0.0 serves every network)"),
        (["--host", "a" * 300], "--host: not an address or a host name"),
        (["--host", "b." * 150], "--host: not an address or a host name"),
        (["--host", "two words"], "--host: not an address or a host name"),
        (["--state", ""], "--state: give a path, not an empty value"),
        (["--stats", ""], "--stats: give a path, not an empty value"),
        (["--cert", "", "--key", "key.pem"], "--cert: give a file, not an empty value"),
        (["--key", ""], "--key: give a file, not an empty value"),
        (["--announce", ""], "--announce: give a name, not an empty value"),
    ],
)
def test_bad_arguments_end_in_one_line(argv: list[str], words: str, capsys: Capsys) -> None:
    assert main(argv) == EXIT_BAD_INPUT
    assert words in _one_line(capsys)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
@pytest.mark.parametrize("option", ["--stats", "--cert", "--key"])
def test_a_named_pipe_for_a_file_is_refused_at_once(
    option: str, tmp_path: Path, capsys: Capsys
) -> None:
    """Opening a named pipe waits for its other end: the server says no instead of hanging."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    pem = tmp_path / "some.pem"
    pem.write_text("not a certificate\n")
    files = {"--cert": str(pem), "--key": str(pem)} if option != "--stats" else {}
    files[option] = str(pipe)
    argv = [word for pair in files.items() for word in pair]
    signal.alarm(20)  # a start that waits on the pipe fails the test instead of hanging it
    try:
        assert main(argv) == EXIT_BAD_INPUT
    finally:
        signal.alarm(0)
    line = _one_line(capsys)
    assert option in line and "named pipe" in line


def test_a_file_that_is_no_certificate_is_refused_in_one_line(
    tmp_path: Path, capsys: Capsys
) -> None:
    junk = tmp_path / "junk.pem"
    junk.write_text("not a certificate\n")
    assert main(["--cert", str(junk), "--key", str(junk)]) == EXIT_BAD_INPUT
    assert "not a certificate" in _one_line(capsys)


def test_a_port_in_use_ends_in_one_line(capsys: Capsys) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["--port", str(port)]) == EXIT_FAILURE
    assert f"cannot listen on 127.0.0.1:{port}" in _one_line(capsys)


@contextmanager
def _server_process(*args: str) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """``pitch-server`` in a process of its own on a free port, and the URL it serves."""
    process = subprocess.Popen(
        [sys.executable, "-m", "pitch_desktop.net.server_main", "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("pitch-server: serving "), line + process.communicate()[1]
        yield process, line.split()[2]
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(30)


def _stopped(process: subprocess.Popen[str], sig: int) -> tuple[int, str]:
    process.send_signal(sig)
    _, err = process.communicate(timeout=30)
    return process.returncode, err


def test_ctrl_c_ends_the_server_in_one_line_with_status_130() -> None:
    with _server_process() as (process, url):
        assert url.startswith("ws://127.0.0.1:")

        async def visit() -> None:
            client = await AsyncTableClient.connect(url)
            await client.create("Ann", SHORT)
            await client.close()

        run(visit())
        status, err = _stopped(process, signal.SIGINT)
    assert status == 130
    assert err == "pitch-server: interrupted\n"


def test_sigterm_stops_the_server_cleanly() -> None:
    with _server_process() as (process, _url):
        status, err = _stopped(process, signal.SIGTERM)
    assert status == 0 and err == "pitch-server: stopped\n"


def test_with_stats_the_server_writes_its_times_per_action_when_it_stops(tmp_path: Path) -> None:
    stats = tmp_path / "stats.json"
    # With no bot delay a whole match is answered as fast as the bots play: past the default
    # rate's burst on a long match, so this test (about the stats) lifts the rate.
    options = ("--stats", str(stats), "--bot-delay", "0", "--hand-pause", "0")
    with _server_process(*options, "--message-rate", "10000") as (process, url):

        async def play() -> None:
            client = await AsyncTableClient.connect(url)
            await client.create("Ann", SHORT)
            await client.start()
            await play_until_over(client)
            await client.close()

        run(play())
        status, err = _stopped(process, signal.SIGINT)
    assert status == 130 and err == "pitch-server: interrupted\n"
    summary = json.loads(stats.read_text(encoding="utf-8"))
    actions = summary["actions"]
    assert actions["count"] > 0 and actions["kept"] == actions["count"]
    assert 0 < actions["median_ms"] <= actions["p95_ms"] <= actions["max_ms"]
    assert summary["seconds"] > 0


def test_the_limits_given_on_the_command_line_are_the_servers() -> None:
    """Six connections from one address where the default allows 32: the seventh is refused."""
    with _server_process("--max-connections-per-address", "6", "--message-rate", "500") as (
        process,
        url,
    ):

        async def crowd() -> None:
            clients = [await AsyncTableClient.connect(url) for _ in range(6)]
            with pytest.raises((ConnectionLostError, CannotConnectError)):
                await AsyncTableClient.connect(url)
            for c in clients:
                await c.close()

        run(crowd())
        status, _ = _stopped(process, signal.SIGTERM)
    assert status == 0


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_with_a_certificate_the_server_speaks_wss_and_the_client_verifies_it(
    tmp_path: Path,
) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    make = ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"]
    subprocess.run(
        [
            *make,
            *("-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost"),
            *("-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"),
        ],
        check=True,
        capture_output=True,
    )
    with _server_process("--cert", str(cert), "--key", str(key)) as (process, url):
        assert url.startswith("wss://127.0.0.1:")

        async def visit() -> None:
            trusting = ssl.create_default_context(cafile=str(cert))
            client = await AsyncTableClient.connect(url, ssl_context=trusting)
            seated = await client.create("Ann", SHORT)
            assert seated.seat == 0
            await client.close()
            with pytest.raises(CannotConnectError) as untrusted:  # the system's trust only
                await AsyncTableClient.connect(url)
            assert untrusted.value.untrusted
            with pytest.raises(CannotConnectError) as plain:  # no TLS: no talk
                await AsyncTableClient.connect(url.replace("wss:", "ws:"))
            assert not plain.value.untrusted

        run(visit())
        status, _ = _stopped(process, signal.SIGINT)
    assert status == 130
