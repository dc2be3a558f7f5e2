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

    python benchmarks/server_load.py [--tables 200] [--seconds 60] [--clients 1] [--seed 1]
                                     [--rules setback] [--think 0]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import signal
import statistics
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


async def _open_table(url: str, rules: Rules, table: int) -> list[AsyncTableClient]:
    host = await AsyncTableClient.connect(url)
    await host.create(f"H{table}", rules, 0, f"load {table}")
    code = host.code
    assert code is not None
    seats = [host]
    for seat in range(1, rules.players):
        guest = await AsyncTableClient.connect(url)
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
            return await _open_table(url, rules, t)

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


async def _measure(args: argparse.Namespace) -> int:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    load_before = os.getloadavg()
    connections = 4 * args.tables
    with tempfile.TemporaryDirectory() as folder:
        stats_path = Path(folder) / "stats.json"
        server_log = open(Path(folder) / "server.log", "w+b")  # noqa: SIM115 - read at the end
        server = await asyncio.create_subprocess_exec(
            sys.executable,
            *("-m", "pitch_desktop.net.server_main", "--port", "0"),
            *("--bot-delay", "0", "--hand-pause", "0", "--stats", str(stats_path)),
            *("--max-tables", str(args.tables + 10)),
            *("--max-tables-per-address", str(args.tables + 10)),
            *("--max-connections", str(connections + 100)),
            *("--max-connections-per-address", str(connections + 100)),
            *("--message-rate", "10000"),
            stdout=asyncio.subprocess.PIPE,
            stderr=server_log,
            cwd=ROOT,
            env=env,
        )
        workers: list[asyncio.subprocess.Process] = []
        try:
            ready = await _line(server.stdout, 30)
            if not ready.startswith("pitch-server: serving "):
                raise RuntimeError(f"the server did not start: {ready!r}")
            url = ready.split()[2]
            await asyncio.sleep(1.0)
            idle_kb = _rss_kb(server.pid)
            share = -(-args.tables // args.clients)
            for first in range(0, args.tables, share):
                count = min(share, args.tables - first)
                workers.append(
                    await asyncio.create_subprocess_exec(
                        sys.executable,
                        str(Path(__file__).resolve()),
                        *("--worker", url, str(first), str(count)),
                        *("--seconds", str(args.seconds), "--seed", str(args.seed)),
                        *("--rules", args.rules, "--think", str(args.think)),
                        stdin=asyncio.subprocess.PIPE,
                        stdout=asyncio.subprocess.PIPE,
                        cwd=ROOT,
                        env=env,
                        limit=RESULT_LIMIT,
                    )
                )
            for w in workers:
                line = await _line(w.stdout, SETUP_LIMIT + 10)
                if line.strip() != "ready":
                    raise RuntimeError(f"a client process did not get its tables: {line!r}")
            seated_kb = _rss_kb(server.pid)
            for w in workers:
                assert w.stdin is not None
                w.stdin.write(b"go\n")
                await w.stdin.drain()
            cpu_began, began = _cpu_seconds(server.pid), time.perf_counter()
            samples: list[int] = []
            while time.perf_counter() - began < args.seconds:
                await asyncio.sleep(
                    min(1.0, max(0.0, args.seconds - (time.perf_counter() - began)))
                )
                samples.append(_rss_kb(server.pid))
            server_cpu = _cpu_seconds(server.pid) - cpu_began
            window = time.perf_counter() - began
            load_end = os.getloadavg()
            results = []
            for w in workers:
                results.append(json.loads(await _line(w.stdout, REPLY_LIMIT + STOP_LIMIT)))
            for w in workers:
                await asyncio.wait_for(w.wait(), STOP_LIMIT)
            await _stop(server)
            stats = json.loads(stats_path.read_text(encoding="utf-8"))
        except BaseException:
            server_log.seek(0)
            sys.stderr.write(server_log.read().decode(errors="replace"))
            raise
        finally:
            for w in workers:
                if w.returncode is None:
                    w.kill()
                    await w.wait()
            await _stop(server)
            server_log.close()
    actions = stats.get("actions") or {}
    round_trips = [x for r in results for x in r["round_trips"]]
    rt_count, rt_median, rt_p95, rt_max = _figures(round_trips)
    playing = sum(r["playing"] for r in results)
    matches = sum(r["matches"] for r in results)
    errors = sum(r["error_count"] for r in results)
    client_cpu = sum(r["cpu"] for r in results)
    playing_kb = samples[-1] if samples else seated_kb
    peak_kb = max(samples, default=seated_kb)
    per_table_kb = (playing_kb - idle_kb) / args.tables
    count = int(actions.get("count") or 0)

    print(
        f"server load: {args.tables} tables x 4 person seats ({args.rules}), {window:.0f} s, "
        f"{len(workers)} client process(es), think {args.think:g} s, seed {args.seed}, "
        f"{os.cpu_count()} cores"
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
    p.add_argument("--worker", nargs=3, metavar=("URL", "FIRST", "COUNT"), help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.tables < 1 or args.clients < 1 or args.seconds <= 0 or args.think < 0:
        p.error("--tables and --clients at least 1, --seconds above 0, --think not below 0")
    if args.worker:
        url, first, count = args.worker
        asyncio.run(_worker(url, int(first), int(count), args))
        return 0
    limit = SETUP_LIMIT + args.seconds + 4 * STOP_LIMIT + 60
    return asyncio.run(asyncio.wait_for(_measure(args), limit))


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    raise SystemExit(main())
