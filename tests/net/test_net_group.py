"""A group of table servers on one Redis (``pitch-server --group``): an invite code works at any
node, a node killed with SIGKILL mid-match loses no table (another takes each of its tables when
the lease runs out, rebuilt from Redis, and its people come back with their tokens to the views
they had), a Redis restart loses nothing acknowledged, and a Redis that cannot be reached is
told in one line. A real ``redis-server`` runs on a free loopback port (``group_tools``)."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.engine.records import load_json
from pitch_desktop.engine.state import Phase
from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.codes import parse_code
from pitch_desktop.net.protocol import ViewUpdate
from pitch_desktop.net.saved import read_table
from tests.net.group_tools import NodeProcess, RedisProcess, free_port, running_redis
from tests.net.net_tools import ROOT, SETBACK_SHORT, BackgroundSeat, run, until

SIGKILLED = -signal.SIGKILL
OPEN_WAIT = 1.0  # seconds a client waits for a node's handshake


@pytest.fixture
def redis(tmp_path: Path) -> Iterator[RedisProcess]:
    with running_redis(tmp_path / "redis", then=NodeProcess.kill_left) as server:
        yield server


def _is_mid_hand(question: ViewUpdate) -> bool:
    return question.view.phase is Phase.PLAY and len(question.view.plays) >= 2


def _a_choice_mid_hand(question: ViewUpdate) -> bool:
    return question.view.phase is Phase.PLAY and len(question.legal) >= 2


def _redis_table(redis: RedisProcess, code: str) -> dict[str, object] | None:
    """The table as the group keeps it, read with a plain client."""
    import redis as redis_py

    client = redis_py.Redis(port=redis.port, decode_responses=True)
    try:
        text = client.get(f"pitch:{{{parse_code(code)}}}:table")
    finally:
        client.close()
    return None if text is None else json.loads(str(text))


class _Table:
    """A table of two people (host and guest, at nodes of their own) and two bots, the host
    holding a question mid-hand: the state every seat's view is compared with."""

    def __init__(
        self,
        host: AsyncTableClient,
        guest: AsyncTableClient,
        hold: Callable[[ViewUpdate], bool] = _is_mid_hand,
    ) -> None:
        self.host, self.guest = host, guest
        self.hosting = BackgroundSeat(host, hold=hold)
        self.guesting = BackgroundSeat(guest, seed=2)
        self.held: ViewUpdate | None = None
        self.guest_view: ViewUpdate | None = None

    @classmethod
    async def open(
        cls, host_url: str, guest_url: str, hold: Callable[[ViewUpdate], bool] = _is_mid_hand
    ) -> _Table:
        # A node that is paused accepts a connection and never answers: try elsewhere soon.
        host = await AsyncTableClient.connect(host_url, open_timeout=OPEN_WAIT)
        await host.create("Ann", SETBACK_SHORT)
        assert host.code is not None
        guest = await AsyncTableClient.connect(guest_url, open_timeout=OPEN_WAIT)
        await guest.join(host.code, "Bob", 1)
        assert guest.url == host.url, "the join went on to the node of the table"
        await host.start()
        return cls(host, guest, hold)

    async def hold(self) -> None:
        """Wait for the host's held question and the guest's view of the same step, then
        stop reading: the table waits for the host."""
        hosting, guesting = self.hosting, self.guesting
        await hosting.until(lambda: hosting.held is not None)
        held = self.held = hosting.held
        assert held is not None

        def guest_there() -> list[ViewUpdate]:
            return [v for v in guesting.views() if (v.hand, v.step) == (held.hand, held.step)]

        await guesting.until(lambda: bool(guest_there()))
        self.guest_view = guest_there()[-1]
        await hosting.stop()
        await guesting.stop()

    async def come_back(self, urls: list[str]) -> None:
        """Both people come back through ``urls`` and are sent the very views they had."""
        held, guest_view = self.held, self.guest_view
        assert held is not None and guest_view is not None
        seated = await self.host.come_back(urls, timeout=20)
        assert seated.how == "rejoined" and seated.seat == 0
        back = await until(self.host, ViewUpdate)
        assert (back.hand, back.step, back.view) == (held.hand, held.step, held.view)
        if not back.legal:  # a table taken over asks again once its first person is back
            back = await until(self.host, ViewUpdate)
        assert (back.step, back.view, back.legal) == (held.step, held.view, held.legal)
        assert (await self.guest.come_back(urls, timeout=20)).seat == 1
        guest_back = await until(self.guest, ViewUpdate)
        assert (guest_back.hand, guest_back.step, guest_back.view) == (
            guest_view.hand,
            guest_view.step,
            guest_view.view,
        )

    async def play_out(self) -> None:
        """Release the held question and play to the end: each seat's views step on one by
        one, every action once."""
        before_host, before_guest = self.hosting.views(), self.guesting.views()
        self.hosting = BackgroundSeat(self.host, seed=3)
        self.guesting = BackgroundSeat(self.guest, seed=2)
        held = self.held
        assert held is not None
        await self.host.act(held.legal[0], held.step)
        ends = await asyncio.gather(self.hosting.finished(), self.guesting.finished())
        assert ends[0] == ends[1] and max(ends[0].scores) >= SETBACK_SHORT.target
        _steps_once([*before_host, *self.hosting.views()])
        _steps_once([*before_guest, *self.guesting.views()])


def _steps_once(views: list[ViewUpdate]) -> None:
    """Within each hand the views go 0, 1, 2, … one step at a time: no action lost or played
    twice. The one view seen twice is the one a seat came back to, the same both times."""
    last: ViewUpdate | None = None
    for v in views:
        if last is not None and v.hand == last.hand:
            if v.step == last.step:
                assert v.view == last.view, f"hand {v.hand} step {v.step} told twice, not alike"
            else:
                assert v.step == last.step + 1, f"hand {v.hand}: step {last.step}, then {v.step}"
        else:
            assert v.step == 0, f"hand {v.hand} began at step {v.step}"
        last = v


def test_three_nodes_one_killed_mid_match_lose_no_table(
    redis: RedisProcess, tmp_path: Path
) -> None:
    async def scenario() -> None:
        logs = [tmp_path / f"node{i}.log" for i in range(3)]
        nodes = [await NodeProcess.start(redis.url, log) for log in logs]
        urls = [n.url for n in nodes]
        # Two tables at each node, their guests joining through the next node.
        tables = [await _Table.open(urls[i % 3], urls[(i + 1) % 3]) for i in range(6)]
        await asyncio.gather(*(t.hold() for t in tables))
        dead, *alive = nodes
        assert await dead.kill() == SIGKILLED
        killed = [t for t in tables if t.host.url == dead.url]
        assert len(killed) == 2
        began = asyncio.get_running_loop().time()
        await asyncio.gather(*(t.come_back([n.url for n in alive]) for t in killed))
        took = asyncio.get_running_loop().time() - began
        assert took < 10, f"the takeover took {took:.1f} s"
        for t in killed:
            assert t.host.url in (alive[0].url, alive[1].url)
            assert t.host.code is not None and t.held is not None
            taken = json.dumps(_redis_table(redis, t.host.code))
            saved = read_table(load_json(taken), bot_names())
            assert saved.match is not None and saved.match.hand is not None
            assert len(saved.match.hand.actions) == t.held.step  # nothing lost, nothing more
        await asyncio.gather(*(t.play_out() for t in tables))
        for t in tables:
            assert t.host.code is not None
            assert _redis_table(redis, t.host.code) is None  # a finished match is not kept
            await t.host.close()
            await t.guest.close()
        for node in alive:
            assert await node.stop() == 0
        for log in logs:
            assert "Traceback" not in log.read_text()

    run(scenario(), 60)


def test_a_node_stopped_lets_its_tables_go_at_once(redis: RedisProcess, tmp_path: Path) -> None:
    """A deploy: SIGTERM, and the other node takes the table without waiting out the lease."""

    async def scenario() -> None:
        logs = [tmp_path / "a.log", tmp_path / "b.log"]
        stopped, other = [await NodeProcess.start(redis.url, log, lease=20.0) for log in logs]
        table = await _Table.open(stopped.url, other.url)
        await table.hold()
        assert await stopped.stop() == 0
        began = asyncio.get_running_loop().time()
        await table.come_back([other.url])
        assert asyncio.get_running_loop().time() - began < 5  # not the 20 s lease
        await table.play_out()
        await table.host.close()
        await table.guest.close()
        assert await other.stop() == 0
        assert all("Traceback" not in log.read_text() for log in logs)

    run(scenario(), 60)


def test_a_paused_owner_never_writes_again_once_another_has_the_table(
    redis: RedisProcess, tmp_path: Path
) -> None:
    """The owner is paused (SIGSTOP) past its lease with a move on its way to it; another node
    takes the table and play goes on there; resumed, the old owner follows the move it was
    sent, but its write is refused by the fence, and it lets the table go: Redis keeps the
    new owner's match, and nobody is shown the old owner's move."""

    async def scenario() -> None:
        logs = [tmp_path / "paused.log", tmp_path / "other.log"]
        paused, other = [await NodeProcess.start(redis.url, log) for log in logs]
        table = await _Table.open(paused.url, other.url, _a_choice_mid_hand)
        await table.hold()
        held = table.held
        assert held is not None and table.host.code is not None and len(held.legal) >= 2
        paused.process.send_signal(signal.SIGSTOP)
        try:
            await table.host.act(held.legal[1], held.step)  # waits in the paused node's socket
            await table.come_back([other.url])
            await table.host.act(held.legal[0], held.step)  # the move, at the new owner
            after = await until(table.guest, ViewUpdate)
            assert after.step == held.step + 1 and after.last is not None
            assert after.last.action == held.legal[0]
        finally:
            paused.process.send_signal(signal.SIGCONT)
        log = logs[0]
        for _ in range(100):
            if "another node has taken it" in log.read_text() or "lease ran out" in log.read_text():
                break
            await asyncio.sleep(0.05)
        text = log.read_text()
        assert "another node has taken it" in text or "lease ran out" in text, text
        saved = read_table(load_json(json.dumps(_redis_table(redis, table.host.code))), bot_names())
        assert saved.match is not None and saved.match.hand is not None
        assert saved.match.hand.actions[held.step] == held.legal[0]  # the new owner's, kept
        await table.host.close()
        await table.guest.close()
        for node in (paused, other):
            assert await node.stop() == 0

    run(scenario(), 60)


def test_a_redis_restart_loses_nothing_acknowledged(redis: RedisProcess, tmp_path: Path) -> None:
    async def scenario() -> None:
        log = tmp_path / "node.log"
        node = await NodeProcess.start(redis.url, log, lease=3.0)
        table = await _Table.open(node.url, node.url)
        await table.hold()
        held = table.held
        assert held is not None
        redis.stop()
        await table.host.act(held.legal[0], held.step)
        await asyncio.sleep(0.5)
        # Not kept, so not shown: nobody is sent the state the action led to.
        with pytest.raises(TimeoutError):
            await asyncio.wait_for(until(table.guest, ViewUpdate), 0.3)
        redis.start()
        after = await until(table.guest, ViewUpdate)
        assert (after.hand, after.step) == (held.hand, held.step + 1)
        assert table.host.code is not None
        kept = _redis_table(redis, table.host.code)
        assert kept is not None and kept["state"] == "playing"
        # The node dies; a new one takes the table from Redis with the action in it.
        assert await node.kill() == SIGKILLED
        second = await NodeProcess.start(redis.url, log)
        seated = await table.guest.come_back([second.url], timeout=20)
        assert seated.seat == 1
        back = await until(table.guest, ViewUpdate)
        # The action is kept: the table goes on from it. A bot whose turn it was may already
        # have moved on the new node before the guest is seated again.
        assert back.hand == after.hand and back.step >= after.step
        if back.step == after.step:
            assert back.view == after.view
        await table.host.close()
        await table.guest.close()
        assert await second.stop() == 0
        text = log.read_text()
        assert text.count("cannot reach the group's Redis") == 1, text
        assert "answers again" in text and "Traceback" not in text

    run(scenario(), 60)


def _pitch_server(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pitch_desktop.net.server_main", "--port", "0", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=30,
        env={"PITCH_LOOPBACK_ONLY": "1", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )


def test_a_redis_that_cannot_be_reached_is_told_in_one_line() -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"
    done = _pitch_server("--group", url)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.count("\n") == 1, done.stderr
    assert done.stderr.startswith(f"pitch-server: cannot reach the group's Redis at {url} (")


def test_group_options_that_do_not_fit_are_refused_in_one_line(tmp_path: Path) -> None:
    for args in (
        ("--group", "http://x"),
        ("--group", "redis://127.0.0.1:1/0", "--state", str(tmp_path)),
        ("--node-url", "ws://127.0.0.1:1/"),
        ("--lease-seconds", "5"),
        ("--group", "redis://127.0.0.1:1/0", "--lease-seconds", "0.1"),
    ):
        done = _pitch_server(*args)
        assert done.returncode == 2 and done.stderr.count("\n") == 1, (args, done.stderr)


def test_a_server_alone_never_loads_redis() -> None:
    code = (
        "import sys, pitch_desktop.net.server_main, pitch_desktop.net.server;"
        "assert not any(m == 'redis' or m.startswith('redis.') for m in sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)
