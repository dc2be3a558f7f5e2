"""The suite's guard (``conftest.py``, ``pitch_desktop.this_machine``): a send to a broadcast
address, a connection to a network address or a look-up of a name elsewhere is refused before
the socket layer is reached, and reported in one line; loopback works as before; a child
process started with the switch is guarded the same way; a test that forgets fails."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pitch_desktop.net.discovery import host_address, lan_address
from pitch_desktop.this_machine import (
    LOOPBACK_ONLY,
    REFUSALS_FILE,
    LoopbackOnlyError,
    is_local_host,
)

ROOT = Path(__file__).resolve().parents[1]
Refusals = Callable[[], list[str]]

# Audit events are raised by the C socket layer itself, just before it acts: one heard here
# means the call reached the system. A hook cannot be removed, so it listens only when asked.
_reached: list[tuple[str, object]] = []
_listening = False


def _audit(event: str, args: tuple[object, ...]) -> None:
    if _listening and event in ("socket.connect", "socket.sendto", "socket.sendmsg"):
        _reached.append((event, args[1] if len(args) > 1 else None))


sys.addaudithook(_audit)


@pytest.fixture
def reached() -> Iterator[list[tuple[str, object]]]:
    """The socket calls that reached the system during the test."""
    global _listening
    _reached.clear()
    _listening = True
    yield _reached
    _listening = False


def test_a_broadcast_is_refused_before_it_is_sent(
    refusals: Refusals, reached: list[tuple[str, object]]
) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        with pytest.raises(LoopbackOnlyError, match=r"sendto to 255\.255\.255\.255:47471"):
            sock.sendto(b"hello", ("255.255.255.255", 47471))
        with pytest.raises(LoopbackOnlyError, match="<broadcast>"):
            sock.sendto(b"hello", 0, ("<broadcast>", 47471))
        with pytest.raises(LoopbackOnlyError, match=r"224\.0\.0\.251"):  # multicast (mDNS)
            sock.sendto(b"hello", ("224.0.0.251", 5353))
    assert reached == []
    lines = refusals()
    assert len(lines) == 3 and all("\n" not in line for line in lines)
    assert lines[0].startswith("refused socket.sendto to 255.255.255.255:47471")


def test_a_connection_to_a_network_address_is_refused_before_it_is_made(
    refusals: Refusals, reached: list[tuple[str, object]]
) -> None:
    with socket.socket() as sock, pytest.raises(LoopbackOnlyError, match=r"10\.1\.2\.3:80"):
        sock.connect(("10.1.2.3", 80))
    with socket.socket() as sock, pytest.raises(LoopbackOnlyError, match="connect_ex"):
        sock.connect_ex(("192.168.1.20", 47470))
    with socket.socket(socket.AF_INET6) as sock, pytest.raises(LoopbackOnlyError, match="2001:db8"):
        sock.connect(("2001:db8::1", 80, 0, 0))
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    with udp, pytest.raises(LoopbackOnlyError):  # a UDP "connect" sends nothing, but is refused
        udp.connect(("8.8.8.8", 53))
    assert reached == []
    lines = refusals()
    assert [line.split(" to ")[0] for line in lines] == [
        "refused socket.connect",
        "refused socket.connect_ex",
        "refused socket.connect",
        "refused socket.connect",
    ]


def test_a_name_is_not_even_looked_up_unless_it_is_localhost(
    refusals: Refusals, reached: list[tuple[str, object]]
) -> None:
    with pytest.raises(LoopbackOnlyError, match=r"getaddrinfo to 'example\.com'"):
        socket.create_connection(("example.com", 80), timeout=1)
    with pytest.raises(LoopbackOnlyError, match="gethostbyname"):
        socket.gethostbyname("pitch.example.org")
    with socket.socket() as sock, pytest.raises(LoopbackOnlyError, match=r"example\.net:80"):
        sock.connect(("example.net", 80))
    assert reached == []
    assert len(refusals()) == 3
    assert socket.getaddrinfo("localhost", 80)  # resolved here, from the hosts file


def test_loopback_works_as_before(refusals: Refusals) -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        with socket.create_connection(server.getsockname(), timeout=5) as client:
            peer, _ = server.accept()
            with peer:
                client.sendall(b"ping")
                assert peer.recv(4) == b"ping"
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
        udp.bind(("127.0.0.1", 0))
        udp.sendto(b"x", udp.getsockname())
        assert udp.recv(1) == b"x"
    assert refusals() == []


@pytest.mark.parametrize(
    ("host", "local"),
    [
        ("127.0.0.1", True),
        ("127.8.9.10", True),
        ("::1", True),
        ("::ffff:127.0.0.1", True),
        ("localhost", True),
        ("LOCALHOST.", True),
        ("0.0.0.0", True),
        ("", True),
        ("255.255.255.255", False),
        ("<broadcast>", False),
        ("10.0.0.1", False),
        ("169.254.1.1", False),
        ("ff02::1", False),
        ("fe80::1%eth0", False),
        ("example.com", False),
        ("localhost.example.com", False),
        (None, False),
    ],
)
def test_what_counts_as_this_machine(host: str | None, local: bool) -> None:
    assert is_local_host(host) is local


def test_the_app_asks_no_network_address_when_kept_to_this_machine(refusals: Refusals) -> None:
    assert lan_address() == "127.0.0.1" and host_address() == "127.0.0.1"
    assert refusals() == []


def test_a_child_process_with_the_switch_is_guarded_too(tmp_path: Path) -> None:
    log = tmp_path / "refused.txt"
    env = {**os.environ, LOOPBACK_ONLY: "1", REFUSALS_FILE: str(log)}
    script = "import pitch_desktop, socket; socket.socket().connect(('10.9.8.7', 47470))"
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode != 0 and "LoopbackOnlyError" in done.stderr
    assert log.read_text().splitlines() == [
        f"refused socket.connect to 10.9.8.7:47470: this process talks to loopback only "
        f"({LOOPBACK_ONLY})"
    ]


def test_a_test_that_sends_past_loopback_fails_in_one_line(tmp_path: Path) -> None:
    """A test that swallows the error still fails: the guard heard the attempt."""
    (tmp_path / "conftest.py").write_text((ROOT / "conftest.py").read_text())
    (tmp_path / "test_forgets.py").write_text(
        textwrap.dedent(
            """
            import contextlib, socket

            def test_forgets_to_turn_the_announcement_off():
                with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                    with contextlib.suppress(OSError):
                        sock.sendto(b"table", ("255.255.255.255", 47471))

            def test_talks_to_loopback():
                with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                    sock.sendto(b"table", ("127.0.0.1", 9))
            """
        )
    )
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed, 1 passed" in done.stdout
    assert "FAILED test_forgets.py::test_forgets_to_turn_the_announcement_off" in done.stdout
    assert (
        "refused socket.sendto to 255.255.255.255:47471: this process talks to loopback only"
    ) in done.stdout
