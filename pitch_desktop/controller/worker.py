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
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from enum import StrEnum

from pitch_desktop.ai.base import Bot, make_bot
from pitch_desktop.engine.state import Action
from pitch_desktop.engine.view import PlayerView

Decision = tuple[Action, random.Random]

_bots: dict[str, Bot] = {}


class WorkerKind(StrEnum):
    """Where bots think: a thread of this process, or a separate process (no shared GIL)."""

    THREAD = "thread"
    PROCESS = "process"


def decide(name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Decision:
    """One decision of the bot ``name``; runs in the worker. Bots are built once per worker."""
    bot = _bots.get(name)
    if bot is None:
        bot = _bots[name] = make_bot(name)
    return bot.choose(view, legal, rng), rng


def _warm_up() -> None:
    """Import the engine and every bot in a fresh worker before the first real decision."""
    from pitch_desktop.ai.base import bot_names

    bot_names()


class BotPool:
    """One worker, created on first use; ``shutdown`` ends it without waiting for a decision.

    A process takes a second or so to start and import the bots, so with ``PROCESS`` the bots
    think in a thread until the process has warmed up; the first turns never wait for it, and
    the app's start-up does not pay for importing ``multiprocessing``.
    """

    def __init__(self, kind: WorkerKind = WorkerKind.PROCESS) -> None:
        self.kind = kind
        self._thread: Executor | None = None
        self._process: Executor | None = None
        self._warm: Future[None] | None = None

    def start(self) -> None:
        """Create the worker now, so it is warm by the time the bots need it."""
        if self._thread is not None:
            return
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="pitch-bot")
        if self.kind is WorkerKind.PROCESS:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            ctx = multiprocessing.get_context("spawn")
            self._process = ProcessPoolExecutor(max_workers=1, mp_context=ctx)
            self._warm = self._process.submit(_warm_up)

    def _executor(self) -> Executor:
        """The process once it is warm (and did not fail to start), else the thread."""
        self.start()
        warm = self._warm
        if (
            self._process is not None
            and warm is not None
            and warm.done()
            and warm.exception() is None
        ):
            return self._process
        assert self._thread is not None
        return self._thread

    def submit(
        self, name: str, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> Future[Decision]:
        return self._executor().submit(decide, name, view, tuple(legal), rng)

    @property
    def in_process(self) -> bool:
        """Whether decisions now go to the worker process."""
        return self._executor() is self._process

    def shutdown(self, wait: bool = False) -> None:
        """Stop the worker; a decision under way finishes on its own and its result is dropped."""
        executors = (self._thread, self._process)
        self._thread = self._process = self._warm = None
        for executor in executors:
            if executor is not None:
                executor.shutdown(wait=wait, cancel_futures=True)

    @property
    def running(self) -> bool:
        return self._thread is not None
