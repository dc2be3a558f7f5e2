"""Where the computer players think: one worker off the GUI thread, a process by default.

A thread shares the GIL with the GUI thread, which then waits up to the switch interval each
time it needs Python. With the expert thinking (about 0.13 s a decision), ``benchmarks/ui_stall.py``
measured the longest event-loop gap per decision at median 17-27 ms, max 23-40 ms with a thread,
and median 9-10 ms, max 24 ms with a process; a 16 ms timer whose slot fans out to 30 Python
slots, as a repaint does, took up to 55 ms behind a thread and 1 ms behind a process. So bots
run in a ``spawn`` worker process (the frozen app must call ``multiprocessing.freeze_support()``
first); the view, the legal actions and the seat's ``random.Random`` travel to it and the action
and the generator come back, so a seeded match plays the same in a thread or a process. This module
imports no Qt, so the worker starts quickly and never builds a second GUI.

The process is a plain ``multiprocessing`` child on a pipe rather than a ``ProcessPoolExecutor``:
a pool's shutdown and its exit handler wait for a worker that was stopped (SIGSTOP) or hangs, and
its worker outlives a parent that died by a signal. Here the worker reads its pipe and ends when
the parent's end closes, whatever ended the parent; the parent can kill it at once without waiting
for anything (the controller does when a bot misses its deadline); and both executors run on
daemon threads, so a decision that never ends cannot keep the app from exiting.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import queue
import random
import sys
import threading
import weakref
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import BrokenExecutor, Executor, Future
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.registry import bot_with_work, make_bot
from pitch_desktop.engine.state import Action
from pitch_desktop.engine.view import PlayerView

if TYPE_CHECKING:  # multiprocessing is imported only when a worker process starts
    from multiprocessing.connection import Connection

    from pitch_desktop.ai.analysis import Decision as AnalysedDecision
    from pitch_desktop.ai.duplicate import DealComparison
    from pitch_desktop.engine.daily import DailyDeals
    from pitch_desktop.engine.state import HandState

log = logging.getLogger(__name__)

Decision = tuple[Action, random.Random]

# How long a computer player may think before the match goes on without its worker. The slowest
# level (the expert) takes about 0.15 s a decision on a quiet machine; 5 s leaves room for a
# machine many times slower or busier, and is still short enough that a player who sees a bot
# stuck has not yet given up on the game.
BOT_DEADLINE_MS = 5000

_bots: dict[str, Bot] = {}


class WorkerKind(StrEnum):
    """Where bots think: a thread of this process, or a separate process (no shared GIL)."""

    THREAD = "thread"
    PROCESS = "process"


class WorkerDiedError(BrokenExecutor):
    """The worker process ended (killed, crashed) or was shut down before it answered."""


def _bot(name: str) -> Bot:
    """The bot ``name`` of this worker: built once per worker, then reused."""
    bot = _bots.get(name)
    if bot is None:
        bot = _bots[name] = make_bot(name)
    return bot


def decide(name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
    """One decision of the bot ``name``; runs in the worker."""
    return _bot(name).choose(view, legal, rng), rng


def advise(
    name: str, view: PlayerView, legal: Sequence[Action], seed: int, work: int | None = None
) -> tuple[Action, str]:
    """The bot's action with its reason, from a generator of its own (``seed``), so that asking
    for advice never changes what the bots will do; with ``work``, a fixed amount of it (as
    ``pitch-cli advise --work``), so the advice is the same on any machine. Runs in the worker."""
    bot = _bot(name) if work is None else bot_with_work(name, work)
    return bot.advise(view, legal, random.Random(seed))


def analyse(hand: HandState, seat: int, work: int | None) -> list[AnalysedDecision]:
    """``ai.analysis.analyse_hand``, imported here, in the worker; ``work`` None: its default."""
    from pitch_desktop.ai.analysis import DEFAULT_WORK, analyse_hand

    return analyse_hand(hand, seat, DEFAULT_WORK if work is None else work)


def _warm_up() -> None:
    """Import the engine and every bot in a fresh worker before the first real decision."""
    from pitch_desktop.ai.registry import bot_class, bot_names

    for name in bot_names():
        bot_class(name)


# --- the worker process -----------------------------------------------------------------------


def _die_with_parent() -> None:
    """Linux: have the kernel kill this worker when the app dies, even while it is stopped."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            import ctypes
            import signal

            pr_set_pdeathsig = 1
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(pr_set_pdeathsig, int(signal.SIGKILL), 0, 0, 0)


def _serve(conn: Connection) -> None:
    """The worker process: run each call sent on ``conn`` in order until the pipe closes."""
    import signal

    _die_with_parent()
    # Ctrl+C in a terminal reaches the whole process group: the app decides, not the worker.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            fn, args = conn.recv()
        except (EOFError, OSError):
            return  # the app closed its end or died: nothing more to do
        except Exception as exc:  # a call that cannot be unpickled here
            reply: tuple[bool, object] = (False, exc)
        else:
            try:
                reply = (True, fn(*args))
            except Exception as exc:
                reply = (False, exc)
        try:
            try:
                conn.send(reply)
            except (EOFError, OSError):
                raise
            except Exception as exc:  # an answer that cannot be pickled
                conn.send((False, RuntimeError(f"the answer could not be sent back: {exc!r}")))
        except (EOFError, OSError):
            return


_live_workers: weakref.WeakSet[_ProcessWorker] = weakref.WeakSet()


_exit_hook: list[bool] = []


def _kill_live_workers() -> None:
    """At exit, before multiprocessing's own handler (which waits for a stopped child forever)."""
    for worker in list(_live_workers):
        worker.kill()


def _arm_exit_hook() -> None:
    """Register ``_kill_live_workers`` once, after multiprocessing is imported: exit handlers
    run last registered first, so it runs before multiprocessing's."""
    if not _exit_hook:
        _exit_hook.append(True)
        atexit.register(_kill_live_workers)


class _ProcessWorker(Executor):
    """One spawned process that runs calls in the order they are submitted.

    A daemon thread reads the answers and completes the futures; when the process ends for any
    reason, every future still waiting fails with ``WorkerDiedError``. ``kill`` ends the process
    at once (SIGKILL works on a stopped process too) and never waits for it.
    """

    def __init__(self) -> None:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        ours, theirs = ctx.Pipe(duplex=True)
        self._process = ctx.Process(
            target=_serve, args=(theirs,), name="pitch-bot-worker", daemon=True
        )
        self._process.start()
        theirs.close()
        self._conn = ours
        self._lock = threading.Lock()
        self._waiting: deque[Future[Any]] = deque()
        self._closed = False
        self._reader = threading.Thread(target=self._read, name="pitch-bot-reader", daemon=True)
        self._reader.start()
        _arm_exit_hook()
        _live_workers.add(self)

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def submit(  # type: ignore[override]
        self, fn: Callable[..., Any], /, *args: Any
    ) -> Future[Any]:
        future: Future[Any] = Future()
        with self._lock:
            if self._closed:
                raise WorkerDiedError("the bot worker process has ended")
            self._waiting.append(future)
            try:
                self._conn.send((fn, args))
            except (OSError, ValueError) as exc:
                self._waiting.pop()
                raise WorkerDiedError(f"the bot worker process has ended ({exc})") from None
            except Exception as exc:  # a question that cannot be pickled: nothing was sent
                self._waiting.pop()
                raise WorkerDiedError(f"cannot send the question to the worker ({exc})") from None
        return future

    def _read(self) -> None:
        while True:
            try:
                ok, value = self._conn.recv()
            except (EOFError, OSError):
                break
            except Exception as exc:  # an answer that cannot be unpickled
                ok, value = False, exc
            with self._lock:
                future = self._waiting.popleft() if self._waiting else None
            if future is not None and future.set_running_or_notify_cancel():
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)
        self._fail_waiting()
        self._conn.close()
        self._process.join(1.0)  # reap it: it has ended or is ending

    def _fail_waiting(self) -> None:
        with self._lock:
            self._closed = True
            waiting = list(self._waiting)
            self._waiting.clear()
        for future in waiting:
            if future.set_running_or_notify_cancel():
                future.set_exception(WorkerDiedError("the bot worker process ended"))

    def kill(self) -> None:
        """End the process now; the futures still waiting fail (cancelled ones stay cancelled)."""
        with self._lock:
            self._closed = True
        with contextlib.suppress(OSError, ValueError, AttributeError):
            self._process.kill()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Kill the worker: it holds nothing worth waiting for. ``wait`` waits for it to end."""
        if cancel_futures:
            with self._lock:
                waiting = list(self._waiting)
            for future in waiting:
                future.cancel()
        self.kill()
        if wait:
            self._reader.join()


class _ThreadWorker(Executor):
    """One daemon thread that runs calls in order: a call that never returns is abandoned with
    its thread (``shutdown``) and does not hold up the app's exit, as a pool's thread would."""

    def __init__(self) -> None:
        self._calls: queue.SimpleQueue[
            tuple[Future[Any], Callable[..., Any], tuple[Any, ...]] | None
        ]
        self._calls = queue.SimpleQueue()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="pitch-bot", daemon=True)
        self._thread.start()

    def submit(  # type: ignore[override]
        self, fn: Callable[..., Any], /, *args: Any
    ) -> Future[Any]:
        if self._closed:
            raise RuntimeError("the bot thread has been shut down")
        future: Future[Any] = Future()
        self._calls.put((future, fn, args))
        return future

    def _run(self) -> None:
        while (call := self._calls.get()) is not None:
            future, fn, args = call
            if not future.set_running_or_notify_cancel():
                continue
            try:
                result = fn(*args)
            except BaseException as exc:
                future.set_exception(exc)
            else:
                future.set_result(result)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        if not self._closed:
            self._closed = True
            if cancel_futures:
                with contextlib.suppress(queue.Empty):
                    while True:
                        call = self._calls.get_nowait()
                        if call is not None:
                            call[0].cancel()
            self._calls.put(None)
        if wait:
            self._thread.join()


class BotPool:
    """One worker, created on first use; ``shutdown`` ends it without waiting for a decision.

    A process takes a second or so to start and import the bots, so with ``PROCESS`` the bots
    think in a thread until the process has warmed up; the first turns never wait for it, and
    the app's start-up does not pay for importing ``multiprocessing``. A process that cannot be
    started leaves the bots in the thread.
    """

    def __init__(self, kind: WorkerKind = WorkerKind.PROCESS) -> None:
        self.kind = kind
        self._thread: _ThreadWorker | None = None
        self._process: _ProcessWorker | None = None
        self._warm: Future[None] | None = None

    def start(self) -> None:
        """Create the worker now, so it is warm by the time the bots need it."""
        if self._thread is not None:
            return
        self._thread = _ThreadWorker()
        if self.kind is WorkerKind.PROCESS:
            try:
                self._process = _ProcessWorker()
                self._warm = self._process.submit(_warm_up)
            except (OSError, RuntimeError, WorkerDiedError) as exc:
                log.warning("cannot start the bot worker process (%s); bots think in a thread", exc)
                self._process = self._warm = None

    def _executor(self) -> Executor:
        """The process once it is warm (and did not fail to start), else the thread."""
        self.start()
        warm = self._warm
        if (
            self._process is not None
            and warm is not None
            and warm.done()
            and not warm.cancelled()
            and warm.exception() is None
        ):
            return self._process
        assert self._thread is not None
        return self._thread

    def submit(
        self, name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> Future[Decision]:
        return self._executor().submit(decide, name, view, tuple(legal), rng)

    def call(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        """Run any long, pure job (a hand's analysis) in the worker; ``fn`` must be a module's
        function so a process can find it."""
        return self._executor().submit(fn, *args)

    def advise(
        self,
        name: str,
        view: PlayerView,
        legal: Sequence[Action],
        seed: int,
        work: int | None = None,
    ) -> Future[tuple[Action, str]]:
        """The bot's advice (action and reason) for a position, in the worker."""
        return self._executor().submit(advise, name, view, tuple(legal), seed, work)

    @property
    def in_process(self) -> bool:
        """Whether decisions now go to the worker process."""
        return self._executor() is self._process

    def shutdown(self, wait: bool = False) -> None:
        """Stop the worker: the process is killed, the thread ends after the decision under way
        (whose result is dropped); with ``wait``, until both have ended."""
        thread, process = self._thread, self._process
        self._thread = self._process = self._warm = None
        if process is not None:
            process.shutdown(wait=wait, cancel_futures=True)
        if thread is not None:
            thread.shutdown(wait=wait, cancel_futures=True)

    @property
    def running(self) -> bool:
        return self._thread is not None


def compare(
    deals: DailyDeals, played: tuple[HandState, ...], seat: int, others: tuple[str, ...]
) -> list[DealComparison]:
    """``ai.duplicate.compare_day`` with the other seats' levels by name, in the worker."""
    from pitch_desktop.ai.duplicate import compare_day

    return compare_day(deals, played, seat, [_bot(name) for name in others])
