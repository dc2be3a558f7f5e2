"""One authoritative table server: many tables, each a match on the engine, over WebSocket.

The server is the only one that knows the cards. A table's match runs on the engine's own
functions (``new_match``, ``deal_next``, ``legal_actions``, ``apply_match``), as the controller's
does; after every action each person at the table is sent ``view_of`` their own seat and
nothing else, anyone watching it (with the invite code, if the host allows) ``public_view``,
which holds no hand, and every other message (the lobby, results) carries no card at all.

A seat is played by a person (through their connection), a bot (``make_bot`` at the seat's
level, with the seat's own seeded ``random.Random``, thinking in a small thread pool so one
table's bot never stalls the others), or, while a person is away longer than
``ServerConfig.away_seconds`` or lets the host's turn timer run out, a stand-in bot in their
place until they come back with their seat token. Network play has no undo.

With ``ServerConfig.state_dir`` every table is also kept in a file there (``saved``), written
after every action and every change of seats, before anyone is told of it: a server that is
restarted, or killed, loads its tables again, and their people come back with their tokens to
the match as it stood. A loaded table waits for its first person to rejoin before anything at
it moves.

Everything that touches a table runs on the event loop's thread; only the bots' thinking runs
elsewhere, on immutable views. A message a connection sends is checked (``protocol``) before it
reaches a table; a bad one is answered with an ``error`` and changes nothing, and a connection
that keeps sending bad ones is dropped.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import random
import secrets
import ssl
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.typing import Subprotocol

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.registry import DEFAULT_LEVEL, bot_names, make_bot
from pitch_desktop.engine.match import MatchState, new_match
from pitch_desktop.engine.records import result_json
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import UNSEEN_DISCARD, Action, HandState
from pitch_desktop.engine.view import PlayerView, public_view, thrown_face_down, view_of
from pitch_desktop.play.runner import (
    Answer,
    AnswerRefusedError,
    Hold,
    MatchRunner,
    Question,
    SeatPlayer,
    Timer,
)
from pitch_desktop.play.seats import SeatKind

from .codes import (
    InviteCodeError,
    display_code,
    new_code,
    new_token,
    parse_code,
    token_hash,
    token_matches,
)
from .limits import WATCHERS_PER_TABLE, GuessLimiter, MessageRate, RecentCount
from .protocol import (
    MAX_CHAT_SENT,
    MAX_FRAME_BYTES,
    MAX_RESULTS_SENT,
    PROTOCOL,
    SUBPROTOCOL,
    SUBPROTOCOL_MOVED,
    Act,
    ActedBy,
    ClientMessage,
    Closed,
    Create,
    ErrorCode,
    ErrorReply,
    HandResult,
    Join,
    LastAction,
    Leave,
    MatchOver,
    ProtocolError,
    Rejoin,
    Said,
    Say,
    Seated,
    SeatInfo,
    ServerMessage,
    SetBot,
    Start,
    TableInfo,
    TableState,
    ViewUpdate,
    Watch,
    Watching,
    Welcome,
    limits_json,
    read_client,
    write_server,
)
from .saved import (
    SavedSeat,
    SavedTable,
    TableFiles,
    deal_stream,
    load_tables,
    resumed_deals,
    table_text,
)
from .stats import ActionTimes

if TYPE_CHECKING:
    from .group import GroupNode
    from .group_config import GroupConfig

log = logging.getLogger(__name__)

# WebSocket close codes (RFC 6455): a policy broken, a server too busy, a normal end.
CLOSE_NORMAL = 1000
CLOSE_POLICY = 1008
CLOSE_TRY_LATER = 1013
CLOSE_MOVED = 1012  # "service restart": the table goes on at another node of the group
# A message longer than this is never a move (an ``act`` is under 100 bytes): over the rate,
# it is refused unread.
_SMALL_MESSAGE = 256
# How long a closing connection's last messages may take to go out.
_CLOSE_WAIT = 5.0
# How long a table waits for its file to be written before it goes on regardless (a disk that
# hangs must not stop play; the writer logs its trouble).
_SAVE_WAIT = 5.0


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """The server's limits and pace. The defaults suit a server on the internet; tests make the
    waits tiny (``away_seconds``, ``bot_delay``, ``hand_pause``)."""

    max_tables: int = 500
    max_tables_per_address: int = 20
    max_connections: int = 2_000
    max_connections_per_address: int = 32
    message_rate: float = 20.0  # messages a second a connection may send, on average
    message_burst: int = 40
    bad_message_limit: int = 10  # this many bad messages within the window: dropped
    bad_message_window: float = 10.0
    away_seconds: float = 30.0  # a person away this long is covered by a stand-in bot
    idle_table_seconds: float = 900.0  # a table nobody is connected to is forgotten then
    bot_delay: float = 0.6  # the least time a bot's move takes, so people can follow it
    hand_pause: float = 2.0  # between a hand's result and the next deal
    bot_deadline: float = 5.0  # a bot still thinking then plays its first legal action
    stand_in_level: str = DEFAULT_LEVEL
    open_seat_level: str = DEFAULT_LEVEL  # what fills an empty seat unless the host says
    guess_free: int = 5  # failed joins that cost nothing; each later one backs off
    guess_base: float = 1.0
    guess_ceiling: float = 300.0
    outbox_limit: int = 256  # messages waiting for a client that does not read: dropped
    bot_threads: int = 2
    seed: int | None = None  # None: every table's deal from ``secrets``; tests fix it
    chat_rate: float = 1.0  # chat lines a second a person may say, on average
    chat_burst: int = 5
    state_dir: Path | None = None  # where every table is kept, to survive a restart
    measure: bool = False  # keep how long each person's action takes (``TableServer.stats``)
    max_watchers: int = WATCHERS_PER_TABLE  # people who may watch one table at once
    group: GroupConfig | None = None  # a node of a group of servers on Redis (``group``)


class TableKeeper(Protocol):
    """Where tables are kept: a state folder's files (``saved.TableFiles``) or the group's
    Redis (``group.GroupNode``). A future is done once the state is kept."""

    def save(self, code: str, text: Callable[[], str]) -> concurrent.futures.Future[None]: ...

    def remove(self, code: str) -> concurrent.futures.Future[None]: ...


def _now() -> float:
    """The event loop's clock (the one ``away_since`` is read on), or the same monotonic clock
    outside a loop."""
    try:
        return asyncio.get_running_loop().time()
    except RuntimeError:
        return time.monotonic()


class GroupUnreachableError(ConnectionError):
    """The group's Redis cannot be reached as the server starts: the message says so in one
    line (the URL without its password)."""


class RefusalError(Exception):
    """A well-formed message the table cannot follow now (not your turn, a seat taken, an
    illegal card): answered with an ``error``, and nothing changes."""

    def __init__(self, code: ErrorCode, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.retry_after = retry_after


# --- bots, in the thread pool ----------------------------------------------------------------

_thread_bots = threading.local()


def _decide(
    level: str, view: PlayerView, legal: Sequence[Action], rng: random.Random
) -> tuple[Action, random.Random]:
    """One bot decision, in a pool thread: each thread keeps its own bot of each level, so no
    bot object is ever used by two threads at once."""
    bots: dict[str, Bot] | None = getattr(_thread_bots, "bots", None)
    if bots is None:
        bots = _thread_bots.bots = {}
    bot = bots.get(level)
    if bot is None:
        bot = bots[level] = make_bot(level)
    return bot.choose(view, legal, rng), rng


def told_to(last: LastAction | None, face_down: bool, seat: int | None) -> LastAction | None:
    """The last action as ``seat`` is told of it: a kitty's discard, or a card the dealer
    throws face down as it robs the pack (``face_down``), names its card to its thrower alone;
    every other seat (and a watcher, ``None``) hears only that a card went face down."""
    if last is None or not face_down or seat == last.seat:
        return last
    return replace(last, action=UNSEEN_DISCARD)


def _copy_rng(rng: random.Random) -> random.Random:
    """The seat's generator as it stands: a decision that is not used leaves the seat's own
    unchanged, so a seeded table plays the same whoever answered first."""
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


# --- connections and seats --------------------------------------------------------------------


class Connection:
    """One client's WebSocket: its limits, and an outbox written by a task of its own, so a
    client that reads slowly delays nobody else (one that does not read at all is dropped)."""

    def __init__(self, ws: ServerConnection, address: str, config: ServerConfig, now: float):
        self.ws = ws
        self.address = address
        self.config = config
        self.rate = MessageRate(config.message_rate, config.message_burst, now)
        self.bad = RecentCount(config.bad_message_window)
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.member: Member | None = None
        self.watcher: Watcher | None = None
        self.closing = False
        self.close_code = CLOSE_NORMAL
        self.close_reason = ""
        self._held: asyncio.Future[None] | None = None  # what is sent next waits for it

    def hold(self, done: concurrent.futures.Future[None] | None) -> None:
        """Send nothing more until ``done`` (a seat's token is given once its table is kept)."""
        if done is not None:
            self._held = asyncio.wrap_future(done)

    def post(self, message: ServerMessage) -> None:
        if self.closing:
            return
        if self.outbox.qsize() >= self.config.outbox_limit:
            log.warning("a client at %s reads too slowly; dropping it", self.address)
            self.close(CLOSE_POLICY, "too slow")
            return
        self.outbox.put_nowait(write_server(message))

    def close(self, code: int = CLOSE_NORMAL, reason: str = "") -> None:
        """Close once what is queued is sent."""
        if self.closing:
            return
        self.closing = True
        self.close_code, self.close_reason = code, reason
        self.outbox.put_nowait(None)

    async def write_out(self) -> None:
        try:
            while True:
                text = await self.outbox.get()
                held, self._held = self._held, None
                if held is not None:
                    await asyncio.wait({held})
                if text is None:
                    await self.ws.close(self.close_code, self.close_reason)
                    return
                await self.ws.send(text)
        except ConnectionClosed:
            return


@dataclass(eq=False, slots=True)
class Member:
    """A person's hold on a seat: their token, and their connection while they are here."""

    table: Table
    seat: int
    name: str
    token_hash: str  # the seat token's SHA-256: the token itself is kept by its holder only
    conn: Connection | None
    away_since: float | None = None
    stepped_away: bool = False  # left the match: the stand-in plays at once
    chat: MessageRate | None = None  # made at the first chat line


@dataclass(eq=False, slots=True)
class Watcher:
    """A person watching a table with its invite code: sent the public view, never a hand."""

    table: Table
    name: str
    conn: Connection


@dataclass(eq=False, slots=True)
class TableSeat:
    kind: SeatKind
    level: str
    member: Member | None = None
    stand_in: bool = False  # a stand-in bot is playing for the person


# --- a table ---------------------------------------------------------------------------------


class Table:
    """A lobby, then a match: the seats, the engine's state, and the task that plays it."""

    def __init__(
        self,
        server: TableServer,
        code: str,
        name: str,
        rules: Rules,
        host_seat: int,
        turn_seconds: int,
        seed: int | str,
        address: str,
        chat: bool = True,
        hints: bool = True,
        watch: bool = True,
    ) -> None:
        self.server = server
        self.config = server.config
        self.code = code
        self.name = name
        self.rules = rules
        self.host_seat = host_seat
        self.turn_seconds = turn_seconds
        self.address = address
        self.chat = chat
        self.hints = hints
        self.watch = watch  # the host lets people watch with the invite code
        self.watchers: list[Watcher] = []
        self.recent_chat: deque[Said] = deque(maxlen=MAX_CHAT_SENT)  # told again on a rejoin
        level = self.config.open_seat_level
        self.seats = [TableSeat(SeatKind.OPEN, level) for _ in range(rules.players)]
        self.state = TableState.LOBBY
        self.match: MatchState | None = None
        self.seed = str(seed)
        self.matches = 0  # matches begun at this table before the one in play
        self._deal_rng = deal_stream(self.seed, 0)
        self._seat_rngs = [random.Random(f"{seed}/seat{s}") for s in range(rules.players)]
        self._question: Question | None = None  # the seat's, while it is asked
        self._last: LastAction | None = None  # the action the next views follow
        self._last_face_down = False  # a card went face down: told as such to the others
        self._runner = MatchRunner(
            _AsyncioClock(self), self, _ServerPace(self.config), time.monotonic
        )
        self._playing = False  # the runner plays the match (not a loaded one, not yet)
        self._resume: MatchState | None = None  # a loaded match, played on at the first rejoin
        self._idle: asyncio.TimerHandle | None = None
        self.acted_at: float | None = None  # a measured action read then, its results not sent
        self.closed = False

    @classmethod
    def from_saved(cls, server: TableServer, saved: SavedTable, now: float) -> Table:
        """A table loaded from its file: everyone away, nothing moving until someone rejoins."""
        table = cls(
            server,
            saved.code,
            saved.name,
            saved.rules,
            saved.host,
            saved.turn_seconds,
            saved.seed,
            saved.address,
            saved.chat,
            saved.hints,
            saved.watch,
        )
        table.matches = saved.matches
        table._deal_rng = resumed_deals(saved)[0]
        for i, s in enumerate(saved.seats):
            entry = table.seats[i]
            entry.kind = s.kind
            if s.kind is SeatKind.PERSON:
                entry.member = Member(table, i, s.name, s.token_hash, None, away_since=now)
            else:
                entry.level = s.level
        table.state = saved.state
        match = saved.match
        if saved.state is TableState.PLAYING:
            table.match = table._resume = match
            # The seats' bots go on from generators of their own: what they drew before the
            # restart is not kept, and need not be (a bot's choice is its own).
            step = len(match.hand.actions) if match is not None and match.hand else 0
            hand = match.hand_number if match is not None else 0
            table._seat_rngs = [
                random.Random(f"{saved.seed}/seat{s}/resumed/{table.matches}/{hand}/{step}")
                for s in range(saved.rules.players)
            ]
        table._came_or_went()
        return table

    def saved(self) -> SavedTable:
        """The table as its file keeps it: immutable, so it is written out on another thread."""
        seats = []
        for s in self.seats:
            m = s.member
            if s.kind is SeatKind.PERSON and m is not None:
                seats.append(SavedSeat(s.kind, name=m.name, token_hash=m.token_hash))
            else:
                seats.append(SavedSeat(s.kind, level=s.level))
        return SavedTable(
            code=self.code,
            name=self.name,
            rules=self.rules,
            host=self.host_seat,
            turn_seconds=self.turn_seconds,
            chat=self.chat,
            hints=self.hints,
            state=self.state,
            seed=self.seed,
            matches=self.matches,
            address=self.address,
            seats=tuple(seats),
            match=self.match,
            watch=self.watch,
        )

    def save(self) -> concurrent.futures.Future[None] | None:
        """Have the table's file written as the table stands now (None: no state folder, or
        a finished match, whose file is gone)."""
        files = self.server.files
        if files is None or self.closed or self.state is TableState.OVER:
            return None
        snapshot = self.saved()
        return files.save(self.code, lambda: table_text(snapshot))

    async def _saved(self, done: concurrent.futures.Future[None] | None) -> None:
        """Wait (not blocking the loop) until the file is written, or ``_SAVE_WAIT`` at most."""
        if done is None:
            return
        waiting = asyncio.wrap_future(done)
        _, late = await asyncio.wait({waiting}, timeout=_SAVE_WAIT)
        if late:
            log.warning("table %s: its file is slow to write; going on", self.name or "-")

    def remove_file(self) -> concurrent.futures.Future[None] | None:
        files = self.server.files
        return files.remove(self.code) if files is not None else None

    # --- who sits where

    @property
    def members(self) -> list[Member]:
        return [s.member for s in self.seats if s.member is not None]

    def results(self) -> tuple[dict[str, Any], ...]:
        """The results of the match's finished hands, the last ones the protocol sends again."""
        match = self.match
        if match is None:
            return ()
        return tuple(result_json(h) for h in match.history[-MAX_RESULTS_SENT:])

    def info(self) -> TableInfo:
        seats = []
        for i, s in enumerate(self.seats):
            m = s.member
            seats.append(
                SeatInfo(
                    seat=i,
                    kind=s.kind,
                    name=m.name if m is not None else "",
                    level=None if s.kind is SeatKind.PERSON else s.level,
                    away=m is not None and m.conn is None,
                    stand_in=s.stand_in,
                    stand_in_after=self._stand_in_after(s),
                )
            )
        match = self.match
        return TableInfo(
            name=self.name,
            code=display_code(self.code),
            rules=self.rules,
            host=self.host_seat,
            state=self.state,
            turn_seconds=self.turn_seconds,
            seats=tuple(seats),
            scores=match.scores if match is not None else (0,) * self.rules.sides,
            hand=match.hand_number if match is not None else 0,
            chat=self.chat,
            hints=self.hints,
            watch=self.watch,
            watchers=len(self.watchers),
        )

    def _stand_in_after(self, entry: TableSeat) -> float | None:
        """Seconds until a stand-in covers the seat's person, who is away in a match and not
        covered yet (None otherwise): the others see how long the table waits for them."""
        m = entry.member
        if self.state is not TableState.PLAYING or m is None or m.conn is not None:
            return None
        if entry.stand_in or m.away_since is None:
            return None
        if m.stepped_away:
            return 0.0
        return max(0.0, m.away_since + self.config.away_seconds - _now())

    def broadcast(self, message: ServerMessage) -> None:
        """A message with no card, to every person at the table and everyone watching it."""
        for m in self.members:
            if m.conn is not None:
                m.conn.post(message)
        for w in self.watchers:
            w.conn.post(message)

    def add_watcher(self, name: str, conn: Connection) -> Watcher:
        """Someone watches with the invite code, when the host lets them and there is room."""
        if not self.watch:
            raise RefusalError(ErrorCode.WATCH_OFF, "the host does not let anyone watch this table")
        if len(self.watchers) >= self.config.max_watchers:
            raise RefusalError(ErrorCode.WATCHERS_FULL, "as many people watch this table as may")
        watcher = Watcher(self, name, conn)
        self.watchers.append(watcher)
        conn.watcher = watcher
        return watcher

    def remove_watcher(self, watcher: Watcher) -> None:
        if watcher in self.watchers:
            self.watchers.remove(watcher)
        watcher.conn.watcher = None

    def seat_person(self, seat: int, name: str, conn: Connection) -> tuple[Member, str]:
        """Sit a person down: their hold on the seat, and the seat token (for them alone)."""
        token = new_token()
        member = Member(self, seat, name, token_hash(token), conn)
        entry = self.seats[seat]
        entry.kind, entry.member, entry.stand_in = SeatKind.PERSON, member, False
        conn.member = member
        self._came_or_went()
        self.save()
        return member, token

    def free_seat(self, member: Member) -> None:
        entry = self.seats[member.seat]
        entry.kind, entry.member, entry.stand_in = SeatKind.OPEN, None, False
        entry.level = self.config.open_seat_level
        if member.conn is not None:
            member.conn.member = None
            member.conn = None
        self._came_or_went()
        self.save()

    def attach(self, member: Member, conn: Connection) -> None:
        """The person is back: their seat is theirs to play again."""
        old = member.conn
        if old is not None and old is not conn:
            old.member = None
            old.post(ErrorReply(ErrorCode.REPLACED, "your seat was taken back from elsewhere"))
            old.close(CLOSE_NORMAL, "replaced")
        member.conn, member.away_since, member.stepped_away = conn, None, False
        conn.member = member
        self.seats[member.seat].stand_in = False
        self._came_or_went()
        if self.state is TableState.PLAYING and not self._playing and not self.closed:
            # A loaded table's match goes on once someone is back to see it.
            resume, self._resume = self._resume, None
            self._begin(resume)

    def detach(self, member: Member, now: float, *, stepped_away: bool = False) -> None:
        """The person's connection is gone (or they stepped away): the seat waits for them."""
        if member.conn is not None:
            member.conn.member = None
        member.conn, member.away_since = None, now
        member.stepped_away = member.stepped_away or stepped_away
        self._came_or_went()

    def _came_or_went(self) -> None:
        asked = self._runner.asked
        if isinstance(asked, _PersonSeat):  # a stand-in may be due sooner, or later
            asked.reconsider()
        connected = any(m.conn is not None for m in self.members)
        if connected and self._idle is not None:
            self._idle.cancel()
            self._idle = None
        elif not connected and self._idle is None and not self.closed:
            loop = asyncio.get_running_loop()
            self._idle = loop.call_later(self.config.idle_table_seconds, self._forget_idle)

    def _forget_idle(self) -> None:
        self._idle = None
        if not any(m.conn is not None for m in self.members):
            log.info("table %s stood idle; forgetting it", self.name or "(unnamed)")
            self.server.forget(self)

    def close(self, reason: str, message: str) -> None:
        """End the table: its connections are told, its seat tokens void, its match stopped."""
        if not self._stop():
            return
        self.broadcast(Closed(reason, message))
        for m in self.members:
            if m.conn is not None:
                m.conn.member = None
                m.conn = None
        for w in list(self.watchers):
            self.remove_watcher(w)

    def _stop(self) -> bool:
        """The table stops here: no idle wait, no match running. False: it already had."""
        if self.closed:
            return False
        self.closed = True
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        self._runner.stop()
        self._playing = False
        return True

    def let_go(self) -> None:
        """Another node of the group has the table now: it stops here, and its connections
        are closed without a word (no ``closed``: the seat tokens still hold), so its people
        come back with them through any node."""
        if not self._stop():
            return
        for m in self.members:
            if m.conn is not None:
                m.conn.member = None
                m.conn.close(CLOSE_MOVED, "the table moves")
                m.conn = None
        for w in list(self.watchers):
            self.remove_watcher(w)
            w.conn.close(CLOSE_MOVED, "the table moves")

    # --- the lobby's commands

    def start(self) -> None:
        if self.state is TableState.PLAYING:
            raise RefusalError(ErrorCode.STARTED, "the match has already started")
        if self.state is TableState.OVER:  # a rematch deals from a stream of its own
            self.matches += 1
            self._deal_rng = deal_stream(self.seed, self.matches)
        for s in self.seats:
            if s.kind is SeatKind.OPEN:
                s.kind = SeatKind.BOT
        self.state = TableState.PLAYING
        self.match = None
        self.save()
        self.broadcast(self.info())
        self._begin(None)

    def set_bot(self, seat: int, level: str) -> None:
        if self.state is TableState.PLAYING:
            raise RefusalError(ErrorCode.STARTED, "bots are chosen before the match starts")
        if not 0 <= seat < self.rules.players:
            raise RefusalError(ErrorCode.NO_SEAT, f"the table has seats 0 to {len(self.seats) - 1}")
        entry = self.seats[seat]
        if entry.kind is SeatKind.PERSON:
            raise RefusalError(ErrorCode.SEAT_TAKEN, f"a person sits at seat {seat}")
        if level not in bot_names():
            known = ", ".join(bot_names())
            raise RefusalError(ErrorCode.BAD_LEVEL, f"unknown bot level {level!r} (one of {known})")
        entry.level = level
        self.save()
        self.broadcast(self.info())

    def say(self, member: Member, text: str, now: float) -> None:
        """A person's chat line, to everyone at the table (the sender too, as the others see
        it), at a person's pace."""
        if not self.chat:
            raise RefusalError(ErrorCode.CHAT_OFF, "the host opened this table without chat")
        config = self.config
        if member.chat is None:
            member.chat = MessageRate(config.chat_rate, config.chat_burst, now)
        if not member.chat.allow(now):
            wait = member.chat.wait()
            raise RefusalError(ErrorCode.RATE_LIMITED, "too many chat lines: slow down", wait)
        line = Said(member.seat, member.name, text)
        self.recent_chat.append(line)
        self.broadcast(line)

    # --- the match, played by the runner every table shares

    def _begin(self, resume: MatchState | None) -> None:
        """Play the match (from ``resume``, a loaded one, when given) through the runner."""
        match = resume or new_match(self.rules, self._deal_rng.randrange(self.rules.players))
        self.match = match
        self._playing = True
        players: list[SeatPlayer] = [self._player_of(seat) for seat in range(self.rules.players)]
        self._runner.play(match, players, self._deal_rng, self._seat_rngs)

    def _player_of(self, seat: int) -> SeatPlayer:
        entry = self.seats[seat]
        if entry.kind is SeatKind.PERSON:
            return _PersonSeat(self, entry)
        return _BotSeat(self, entry.level, ActedBy.BOT)

    def answer(self, member: Member, message: Act) -> None:
        """A person's action: given to the runner, which checks it and applies it, once."""
        q = self._question_for(member, message.step)
        try:
            self._runner.answer(member.seat, q.step, message.action, ActedBy.PERSON)
        except AnswerRefusedError as exc:
            if exc.reason == "illegal":
                raise RefusalError(ErrorCode.ILLEGAL, str(exc)) from None
            raise RefusalError(ErrorCode.NOT_YOUR_TURN, str(exc)) from None

    def asks(self, member: Member, step: int | None) -> bool:
        """Whether ``member``'s seat is asked now (at ``step``, when given)."""
        q = self._question
        return (
            self.state is TableState.PLAYING
            and q is not None
            and q.seat == member.seat
            and self._runner.asked is not None
            and (step is None or step == q.step)
        )

    def _question_for(self, member: Member, step: int | None) -> Question:
        """The question open to ``member``'s seat (at ``step``, when they name the step they
        answer); ``RefusalError`` when there is none."""
        match, q = self.match, self._question
        if self.state is not TableState.PLAYING or match is None or match.hand is None:
            raise RefusalError(ErrorCode.NOT_STARTED, "no hand is in play")
        if q is None or q.seat != member.seat or self._runner.asked is None:
            raise RefusalError(
                ErrorCode.NOT_YOUR_TURN,
                f"it is not your turn: seat {match.hand.to_act} is to act",
            )
        if step is not None and step != q.step:
            raise RefusalError(
                ErrorCode.STALE, f"the table has moved on to step {q.step}, not {step}"
            )
        return q

    def send_view(self, member: Member, last: LastAction | None = None) -> None:
        """The seat's own view of the hand in play (or the one just finished), and only it."""
        match, conn = self.match, member.conn
        if match is None or conn is None:
            return
        hand = match.hand if match.hand is not None else (match.history or (None,))[-1]
        if hand is None:
            return
        q = self._question
        asked = q is not None and q.seat == member.seat and self._runner.asked is not None
        conn.post(
            ViewUpdate(
                hand=match.hand_number,
                step=len(hand.actions),
                view=view_of(hand, member.seat),
                legal=q.legal if asked and q is not None else (),
                last=self._told(last, member.seat),
            )
        )

    def _told(self, last: LastAction | None, seat: int | None) -> LastAction | None:
        return told_to(last, self._last_face_down, seat)

    def send_public_view(self, conn: Connection, last: LastAction | None = None) -> None:
        """The hand in play (or the one just finished) as anyone watching may see it: no
        hand, no seat's own cards, never ``legal``."""
        match = self.match
        if match is None:
            return
        hand = match.hand if match.hand is not None else (match.history or (None,))[-1]
        if hand is None:
            return
        view = public_view(hand)
        conn.post(
            ViewUpdate(match.hand_number, len(hand.actions), view, (), self._told(last, None))
        )

    def _send_views(self, last: LastAction | None) -> None:
        for m in self.members:
            self.send_view(m, last)
        for w in self.watchers:
            self.send_public_view(w.conn, last)
        if self.acted_at is not None:  # the views a person's action led to: its results
            stats = self.server.stats
            if stats is not None:
                stats.add(time.perf_counter() - self.acted_at)
            self.acted_at = None

    # The runner's listener: each new state is on disk before anyone is sent it, so a crash
    # never loses what a person has seen.

    def dealt(self, match: MatchState) -> Hold | None:
        self.match, self._last = match, None
        return _Written(self.save(), self.server.save_wait)

    def asked(self, seat: int, question: Question | None) -> None:
        """The seat to act is asked: everyone is sent the view it follows, the person to act
        with what they may do."""
        self._question = question
        self._send_views(self._last)

    def applied(
        self, before: HandState, action: Action, after: MatchState, by: ActedBy
    ) -> Hold | None:
        self.match = after
        self._question = None
        self._last = LastAction(before.to_act, action, by)
        self._last_face_down = thrown_face_down(before, action)
        return _Written(self.save(), self.server.save_wait) if after.winner is None else None

    def hand_over(self, match: MatchState) -> None:
        self._send_views(self._last)  # the hand as it ended
        self.broadcast(HandResult(len(match.history), result_json(match.history[-1])))
        if match.winner is None:
            return
        self.state = TableState.OVER
        self._playing = False
        winner, scores = match.winner, match.scores

        def tell() -> None:
            self.broadcast(MatchOver(winner, scores))
            self.broadcast(self.info())

        _Written(self.remove_file(), self.server.save_wait).then(
            tell
        )  # a finished match is not kept

    def stand_in_delay(self, entry: TableSeat, asked_at: float, now: float) -> float | None:
        """Seconds until a stand-in plays for the seat's person (None: not while things stay
        as they are). With nobody at the table connected, nobody stands in: the match waits
        for someone to come back (or for the table to be forgotten), rather than bots playing
        it out for no one."""
        member = entry.member
        waits: list[float] = []
        if not any(m.conn is not None for m in self.members):
            return None
        if member is None or member.stepped_away:
            return 0.0
        if member.conn is None and member.away_since is not None:
            waits.append(member.away_since + self.config.away_seconds - now)
        if self.turn_seconds:
            waits.append(asked_at + self.turn_seconds - now)
        return max(0.0, min(waits)) if waits else None

    def paused(self) -> None:  # the server's pace never holds after a step
        pass

    def _failed(self) -> None:
        log.exception("table %s failed; closing it", self.name or "(unnamed)")
        self._runner.stop()
        self.broadcast(ErrorReply(ErrorCode.SERVER_ERROR, "the table failed and is closed"))
        self.server.forget(self)

    def think(
        self, level: str, question: Question, then: Callable[[Action, random.Random], None]
    ) -> asyncio.Task[None]:
        """A bot's decision for ``question``, off the event loop; a bot that fails, answers
        what is not legal or misses the deadline plays its first legal action instead. ``then``
        hears the action and the seat's generator after it."""
        loop = asyncio.get_running_loop()
        seat, legal = question.seat, question.legal

        async def run() -> None:
            rng = _copy_rng(question.rng)
            job = loop.run_in_executor(
                self.server.executor, _decide, level, question.view, legal, rng
            )
            try:
                action, rng = await asyncio.wait_for(job, self.config.bot_deadline)
            except TimeoutError:
                log.warning("the %s bot for seat %d missed its deadline", level, seat)
                action, rng = legal[0], question.rng
            except Exception:
                log.exception("the %s bot for seat %d failed", level, seat)
                action, rng = legal[0], question.rng
            if action not in legal:
                log.error("the %s bot for seat %d chose an illegal action", level, seat)
                action, rng = legal[0], question.rng
            try:
                then(action, rng)
            except Exception:
                self._failed()

        return loop.create_task(run())


class _AsyncioClock:
    """The runner's clock at the server: the event loop's timers; a step that fails closes
    its table rather than stopping the loop."""

    def __init__(self, table: Table) -> None:
        self._table = table

    def later(self, seconds: float, step: Callable[[], None]) -> Timer:
        def run() -> None:
            try:
                step()
            except Exception:
                self._table._failed()

        return asyncio.get_running_loop().call_later(seconds, run)


class _ServerPace:
    """A bot's move takes ``bot_delay`` at least, so people can follow it; the draw too; a
    hand's result stays ``hand_pause`` before the next deal. A person is never kept waiting."""

    def __init__(self, config: ServerConfig) -> None:
        self._config = config

    def before_apply(self, player: SeatPlayer, by: ActedBy, waited: float) -> float:
        if by in (ActedBy.BOT, ActedBy.FORCED):
            return self._config.bot_delay - waited
        return 0.0

    def after_step(self, before: HandState, after: HandState) -> float | None:
        return 0.0

    def between_hands(self) -> float | None:
        return self._config.hand_pause


class _Written:
    """The runner's hold on a table's file being written: the match goes on once it is, or
    after ``_SAVE_WAIT`` at most (a disk that hangs must not stop play; the writer logs)."""

    def __init__(
        self, done: concurrent.futures.Future[None] | None, wait: float | None = _SAVE_WAIT
    ) -> None:
        self._done = done
        self._wait = wait  # None: as long as it takes (a group's table)

    def then(self, go_on: Callable[[], None]) -> None:
        loop = asyncio.get_running_loop()
        done = self._done
        if done is None:
            loop.call_soon(go_on)
            return
        fired = False

        def once(late: bool) -> None:
            nonlocal fired
            if fired:
                return
            fired = True
            if late:
                log.warning("a table's file is slow to write; going on")
            go_on()

        timer = None if self._wait is None else loop.call_later(self._wait, once, True)

        def written(future: asyncio.Future[None]) -> None:
            if timer is not None:
                timer.cancel()
            if not future.cancelled():  # cancelled: the table is another node's now
                once(False)

        asyncio.wrap_future(done).add_done_callback(written)


class _BotSeat(SeatPlayer):
    """A bot at a seat (or standing in): it thinks in the server's pool of threads."""

    def __init__(self, table: Table, level: str, by: ActedBy) -> None:
        self._table = table
        self._level = level
        self._by = by
        self._thinking: asyncio.Task[None] | None = None

    def ask(self, answer: Answer) -> None:
        def then(action: Action, rng: random.Random) -> None:
            if answer.open:
                answer.give(action, self._by, rng)

        self._thinking = self._table.think(self._level, answer.question, then)

    def withdraw(self) -> None:
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None


class _PersonSeat(SeatPlayer):
    """A person, through their connection (``Table.answer``). While they are away past the
    timeout, or past the host's turn timer, a stand-in bot answers for them: the first answer
    counts."""

    paced = False

    def __init__(self, table: Table, entry: TableSeat) -> None:
        self._table = table
        self._entry = entry
        self._answer: Answer | None = None
        self._asked_at = 0.0
        self._timer: asyncio.TimerHandle | None = None
        self._thinking: asyncio.Task[None] | None = None

    def ask(self, answer: Answer) -> None:
        self.withdraw()  # whatever the last question left
        self._answer = answer
        self._asked_at = asyncio.get_running_loop().time()
        self.reconsider()

    def withdraw(self) -> None:
        self._answer = None
        self._stop_waiting()
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None

    def _stop_waiting(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def reconsider(self) -> None:
        """Someone came or went, or a wait ran out: when does a stand-in play?"""
        answer = self._answer
        if answer is None or not answer.open or self._thinking is not None:
            return
        self._stop_waiting()
        loop = asyncio.get_running_loop()
        delay = self._table.stand_in_delay(self._entry, self._asked_at, loop.time())
        if delay is None:
            return
        if delay > 0:
            self._timer = loop.call_later(delay, self.reconsider)
            return
        self._stand_in(answer)

    def _stand_in(self, answer: Answer) -> None:
        table, entry = self._table, self._entry
        member = entry.member
        if (member is None or member.conn is None) and not entry.stand_in:
            entry.stand_in = True
            table.broadcast(table.info())
        loop = asyncio.get_running_loop()
        started = loop.time()

        def then(action: Action, rng: random.Random) -> None:
            def give() -> None:
                if answer.open:
                    answer.give(action, ActedBy.STAND_IN, rng)

            wait = table.config.bot_delay - (loop.time() - started)
            if wait > 0:
                self._timer = loop.call_later(wait, give)
            else:
                give()

        self._thinking = table.think(table.config.stand_in_level, answer.question, then)


# --- the server ------------------------------------------------------------------------------


class TableServer:
    """Many tables behind one WebSocket endpoint, ``ws://host:port/`` (``wss`` with TLS)."""

    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.tables: dict[str, Table] = {}
        self.executor = ThreadPoolExecutor(self.config.bot_threads, "pitch-bot")
        self.guesses = GuessLimiter(
            self.config.guess_free, self.config.guess_base, self.config.guess_ceiling
        )
        self._connections: set[Connection] = set()
        self._per_address: Counter[str] = Counter()
        self._tables_made = 0
        self._server: Server | None = None
        self.tls = False
        self.files: TableKeeper | None = None
        self.group: GroupNode | None = None
        # With ``config.measure``: how long each person's action took, from its message read to
        # the last of the views it led to queued for the table's connections.
        self.stats: ActionTimes | None = ActionTimes() if self.config.measure else None

    # --- running

    async def start(
        self, host: str = "127.0.0.1", port: int = 0, ssl_context: ssl.SSLContext | None = None
    ) -> None:
        """Listen on ``host:port`` (port 0: any free port, see ``port``), with the tables
        saved in the state folder loaded first."""
        self.tls = ssl_context is not None
        group = self.config.group
        if self.config.state_dir is not None and self.files is None and group is None:
            await self._load(self.config.state_dir)
        # A group's node speaks pitch-net-1.1 (``moved``) to a client that offers it.
        subprotocols = [SUBPROTOCOL] if group is None else [SUBPROTOCOL_MOVED, SUBPROTOCOL]
        self._server = await serve(
            self._serve_connection,
            host,
            port,
            ssl=ssl_context,
            subprotocols=[Subprotocol(p) for p in subprotocols],
            compression=None,  # small messages; no compression oracle, no inflating bombs
            max_size=MAX_FRAME_BYTES,
            max_queue=16,
            open_timeout=10,
            close_timeout=5,
            server_header="pitch-server",
        )
        if group is not None:
            await self._join_group(group)

    async def _join_group(self, group: GroupConfig) -> None:
        """Become a node of the group: the tables are kept in its Redis from now on
        (``group.GroupStoreError`` when it cannot be reached)."""
        from .group import GroupNode  # redis is imported only for a group
        from .group_config import shown_url
        from .group_store import GroupStoreError

        node = GroupNode(self, group)
        try:
            await node.start()
        except BaseException as exc:
            assert self._server is not None
            self._server.close()
            await node.store.close()
            if isinstance(exc, GroupStoreError):
                raise GroupUnreachableError(
                    f"cannot reach the group's Redis at {shown_url(group.url)} ({exc})"
                ) from None
            raise
        self.group = self.files = node

    @property
    def save_wait(self) -> float | None:
        """How long a table waits for its state to be kept before it goes on."""
        return _SAVE_WAIT if self.group is None else None

    def seat_saved(self, saved: SavedTable, now: float) -> None:
        """A table rebuilt from its saved state plays here from now on."""
        self.tables[saved.code] = Table.from_saved(self, saved, now)

    def drop_table(self, code: str) -> Table | None:
        """The table of ``code`` is not played here any more (None: it was not)."""
        return self.tables.pop(code, None)

    async def _load(self, folder: Path) -> None:
        """The tables saved in ``folder`` (made, for the server's user alone, if missing)."""
        loop = asyncio.get_running_loop()
        try:
            folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("cannot make the state folder %s (%s)", folder, exc.strerror or exc)
        saved = await loop.run_in_executor(None, load_tables, folder, tuple(bot_names()))
        self.files = TableFiles(folder)
        now = loop.time()
        for table in saved:
            self.seat_saved(table, now)
        if saved:
            log.info("loaded %d saved tables from %s", len(saved), folder)

    @property
    def port(self) -> int:
        assert self._server is not None, "the server is not started"
        return int(self._server.sockets[0].getsockname()[1])

    @property
    def url(self) -> str:
        assert self._server is not None, "the server is not started"
        host = self._server.sockets[0].getsockname()[0]
        if ":" in host:
            host = f"[{host}]"
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}/"

    async def serve_forever(self) -> None:
        assert self._server is not None, "the server is not started"
        await self._server.serve_forever()

    async def close(self) -> None:
        """Stop: every table is closed, and with a state folder kept there to load again (a
        group's node lets its tables go to the other nodes)."""
        if self.group is not None:
            await self.group.close()
        for table in list(self.tables.values()):
            table.close("server_stopped", "the server stopped")
        self.tables.clear()
        files = self.files
        if isinstance(files, TableFiles):  # what is still to be written goes out first
            await asyncio.get_running_loop().run_in_executor(None, files.close)
        for conn in list(self._connections):
            conn.close(CLOSE_NORMAL, "server stopped")
        if self._server is not None:
            self._server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._server.wait_closed(), 10)
        self.executor.shutdown(wait=False, cancel_futures=True)

    async def __aenter__(self) -> TableServer:
        if self._server is None:
            await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def table_for(self, code: str) -> Table | None:
        """The table of an invite code as people write it (tests and the host's app)."""
        try:
            return self.tables.get(parse_code(code))
        except InviteCodeError:
            return None

    def forget(self, table: Table) -> None:
        """The table is gone for good, its file too."""
        table.close("closed", "the table is closed")
        table.remove_file()
        if self.tables.get(table.code) is table:
            del self.tables[table.code]

    # --- one connection

    async def _serve_connection(self, ws: ServerConnection) -> None:
        peer = ws.remote_address
        address = str(peer[0]) if peer else "?"
        config = self.config
        if (
            len(self._connections) >= config.max_connections
            or self._per_address[address] >= config.max_connections_per_address
        ):
            await ws.close(CLOSE_TRY_LATER, "too many connections")
            return
        loop = asyncio.get_running_loop()
        conn = Connection(ws, address, config, loop.time())
        self._connections.add(conn)
        self._per_address[address] += 1
        writer = loop.create_task(conn.write_out())
        conn.post(Welcome(PROTOCOL, limits_json()))
        try:
            await self._read(conn)
        except ConnectionClosed:
            pass
        finally:
            self._connections.discard(conn)
            self._per_address[address] -= 1
            if self._per_address[address] <= 0:
                del self._per_address[address]
            self.guesses.succeeded(id(conn))
            member = conn.member
            if member is not None:
                member.table.detach(member, loop.time())
                member.table.broadcast(member.table.info())
            watcher = conn.watcher
            if watcher is not None:
                watcher.table.remove_watcher(watcher)
                watcher.table.broadcast(watcher.table.info())
            conn.close()
            with contextlib.suppress(TimeoutError, ConnectionClosed):
                await asyncio.wait_for(writer, _CLOSE_WAIT)
            writer.cancel()

    async def _read(self, conn: Connection) -> None:
        """Every message of the connection, in turn, until it closes."""
        async for data in conn.ws:
            # A connection being closed is still read, and what it says ignored, so its
            # close frame is not stuck behind messages nobody reads.
            if conn.closing:
                continue
            if self.group is None:
                self._receive(conn, data)
            else:
                await self._receive_in_group(conn, data)

    def _receive(self, conn: Connection, data: str | bytes) -> None:
        """One message: checked, then followed; whatever goes wrong is answered, never raised."""
        read_at = time.perf_counter() if self.stats is not None else 0.0
        now = asyncio.get_running_loop().time()
        message = self._admitted(conn, data, now)
        if message is not None:
            self._handle(conn, message, now, read_at)

    async def _receive_in_group(self, conn: Connection, data: str | bytes) -> None:
        """As ``_receive``, with a code sent on to the node that owns its table."""
        assert self.group is not None
        read_at = time.perf_counter() if self.stats is not None else 0.0
        loop = asyncio.get_running_loop()
        message = self._admitted(conn, data, loop.time())
        if message is None:
            return
        if conn.member is None and conn.watcher is None:
            reply = await self.group.route(
                message,
                moved=conn.ws.subprotocol == SUBPROTOCOL_MOVED,
                too_fast=lambda: self.guessing_too_fast(conn),
            )
            if reply is not None:
                conn.post(reply)
                return
        if conn.closing:
            return
        self._handle(conn, message, loop.time(), read_at)
        member = conn.member
        if isinstance(message, Create | Join) and member is not None:
            conn.hold(member.table.save())  # the seat is kept before its token is given

    def guessing_too_fast(self, conn: Connection) -> bool:
        """Whether the connection's failed joins make it wait now."""
        now = asyncio.get_running_loop().time()
        return max(self.guesses.wait(id(conn), now), self.guesses.wait(conn.address, now)) > 0

    def _handle(self, conn: Connection, message: ClientMessage, now: float, read_at: float) -> None:
        stats = self.stats
        try:
            self._follow(conn, message, now)
            if stats is not None and isinstance(message, Act) and conn.member is not None:
                conn.member.table.acted_at = read_at  # taken: its results are yet to be sent
        except RefusalError as exc:
            conn.post(ErrorReply(exc.code, exc.message, exc.retry_after))
        except Exception:
            log.exception("a %s message could not be handled", type(message).__name__)
            conn.post(ErrorReply(ErrorCode.SERVER_ERROR, "the server could not follow that"))

    def _admitted(self, conn: Connection, data: str | bytes, now: float) -> ClientMessage | None:
        """The message read, when the connection may send it now; None when it is refused
        (and answered): unreadable, or over the rate and not a move the seat is asked for."""
        over = not conn.rate.allow(now)
        if over and len(data) > _SMALL_MESSAGE:  # not a move: no need to read it
            self._over_rate(conn, now)
            return None
        try:
            message = read_client(data)
        except ProtocolError as exc:
            if over:
                self._over_rate(conn, now)
            else:
                self._bad(conn, exc.code, str(exc), now)
            return None
        if over and not self._answers_question(conn, message):
            self._over_rate(conn, now)
            return None
        return message

    @staticmethod
    def _answers_question(conn: Connection, message: ClientMessage) -> bool:
        """A person's move that answers the question their seat is asked now: never refused
        for the rate, since the table's own pace bounds it (one for each question)."""
        member = conn.member
        return (
            isinstance(message, Act)
            and member is not None
            and member.table.asks(member, message.step)
        )

    def _over_rate(self, conn: Connection, now: float) -> None:
        wait = conn.rate.wait()
        self._bad(conn, ErrorCode.RATE_LIMITED, "too many messages: slow down", now, wait)

    def _bad(
        self,
        conn: Connection,
        code: ErrorCode,
        message: str,
        now: float,
        retry_after: float | None = None,
    ) -> None:
        conn.post(ErrorReply(code, message, retry_after))
        if conn.bad.add(now) >= self.config.bad_message_limit:
            conn.post(ErrorReply(ErrorCode.DROPPED, "too many bad messages: goodbye"))
            conn.close(CLOSE_POLICY, "too many bad messages")

    def _follow(self, conn: Connection, message: ClientMessage, now: float) -> None:
        handlers: dict[type, Callable[[Connection, Any, float], None]] = {
            Create: self._create,
            Join: self._join,
            Watch: self._watch,
            Rejoin: self._rejoin,
        }
        handler = handlers.get(type(message))
        if handler is not None:
            if conn.member is not None or conn.watcher is not None:
                raise RefusalError(
                    ErrorCode.ALREADY_SEATED, "you already sit at a table: leave it first"
                )
            handler(conn, message, now)
            return
        if conn.watcher is not None:
            self._watcher_says(conn.watcher, message)
            return
        member = conn.member
        if member is None:
            raise RefusalError(ErrorCode.NOT_SEATED, "join a table first")
        self._member_says(member, message, now)

    def _member_says(self, member: Member, message: ClientMessage, now: float) -> None:
        """What a person at a seat asks of their table."""
        table = member.table
        if isinstance(message, Act):
            table.answer(member, message)
            return
        if isinstance(message, Leave):
            self._leave(member, now)
            return
        if isinstance(message, Say):
            table.say(member, message.text, now)
            return
        if member.seat != table.host_seat:
            raise RefusalError(ErrorCode.NOT_HOST, "only the host may do that")
        if isinstance(message, SetBot):
            table.set_bot(message.seat, message.level)
        elif isinstance(message, Start):
            table.start()

    def _create(self, conn: Connection, message: Create, now: float) -> None:
        config = self.config
        if len(self.tables) >= config.max_tables:
            raise RefusalError(ErrorCode.SERVER_FULL, "the server holds all the tables it can")
        mine = sum(1 for t in self.tables.values() if t.address == conn.address)
        if mine >= config.max_tables_per_address:
            raise RefusalError(ErrorCode.SERVER_FULL, "you have opened as many tables as allowed")
        if message.seat >= message.rules.players:
            raise RefusalError(
                ErrorCode.NO_SEAT, f"the table has seats 0 to {message.rules.players - 1}"
            )
        code = new_code()
        while code in self.tables:
            code = new_code()
        self._tables_made += 1
        seed: int | str = (
            secrets.randbits(64) if config.seed is None else f"{config.seed}/{self._tables_made}"
        )
        table = Table(
            self,
            code,
            message.table,
            message.rules,
            message.seat,
            message.turn_seconds,
            seed,
            conn.address,
            message.chat,
            message.hints,
            message.watch,
        )
        self.tables[code] = table
        member, token = table.seat_person(message.seat, message.name, conn)
        conn.post(Seated(member.seat, token, "created", table.info()))

    def _guarded(self, conn: Connection, code_text: str, now: float) -> Table:
        """The table of an invite code, for a connection not guessing too fast."""
        wait = max(self.guesses.wait(id(conn), now), self.guesses.wait(conn.address, now))
        if wait > 0:
            raise RefusalError(
                ErrorCode.RATE_LIMITED, "too many failed tries: wait before trying again", wait
            )
        try:
            table = self.tables.get(parse_code(code_text))
        except InviteCodeError as exc:
            self._guess_failed(conn, now)
            raise RefusalError(ErrorCode.BAD_CODE, str(exc)) from None
        if table is None or table.closed:
            self._guess_failed(conn, now)
            raise RefusalError(ErrorCode.BAD_CODE, "no table has this invite code")
        return table

    def _guess_failed(self, conn: Connection, now: float) -> None:
        self.guesses.failed(id(conn), now)
        self.guesses.failed(conn.address, now)

    def _join(self, conn: Connection, message: Join, now: float) -> None:
        table = self._guarded(conn, message.code, now)
        self.guesses.succeeded(id(conn))
        if table.state is not TableState.LOBBY:
            raise RefusalError(ErrorCode.STARTED, "the match has started: only its players rejoin")
        seat = message.seat
        if seat is None:
            free = [i for i, s in enumerate(table.seats) if s.kind is SeatKind.OPEN]
            if not free:
                raise RefusalError(ErrorCode.NO_SEAT, "the table is full")
            seat = free[0]
        elif seat >= len(table.seats):
            last = len(table.seats) - 1
            raise RefusalError(ErrorCode.NO_SEAT, f"the table has seats 0 to {last}")
        elif table.seats[seat].kind is not SeatKind.OPEN:
            raise RefusalError(ErrorCode.SEAT_TAKEN, f"seat {seat} is taken")
        _, token = table.seat_person(seat, message.name, conn)
        conn.post(Seated(seat, token, "joined", table.info()))
        table.broadcast(table.info())

    def _watch(self, conn: Connection, message: Watch, now: float) -> None:
        table = self._guarded(conn, message.code, now)
        self.guesses.succeeded(id(conn))
        table.add_watcher(message.name, conn)
        conn.post(Watching(table.info(), table.results(), tuple(table.recent_chat)))
        table.broadcast(table.info())  # the players see one more watching
        if table.state is not TableState.LOBBY:
            table.send_public_view(conn)

    @staticmethod
    def _watcher_says(watcher: Watcher, message: ClientMessage) -> None:
        """A watcher may only stop watching: everything else is the players'."""
        if isinstance(message, Leave):
            table = watcher.table
            table.remove_watcher(watcher)
            table.broadcast(table.info())
            return
        raise RefusalError(ErrorCode.WATCHING, "you watch this table: only its players do that")

    def _rejoin(self, conn: Connection, message: Rejoin, now: float) -> None:
        table = self._guarded(conn, message.code, now)
        member = None
        for m in table.members:  # every seat compared, in constant time each
            if token_matches(message.token, m.token_hash):
                member = m
        if member is None:
            self._guess_failed(conn, now)
            raise RefusalError(ErrorCode.BAD_TOKEN, "no seat of this table has that token")
        self.guesses.succeeded(id(conn))
        table.attach(member, conn)
        told = Seated(
            member.seat,
            message.token,
            "rejoined",
            table.info(),
            table.results(),
            tuple(table.recent_chat),
        )
        conn.post(told)
        table.broadcast(table.info())
        table.send_view(member)

    def _leave(self, member: Member, now: float) -> None:
        table = member.table
        if table.state is TableState.PLAYING:
            table.detach(member, now, stepped_away=True)
        elif member.seat == table.host_seat:
            self.forget(table)  # the host's leaving closes the lobby
            return
        else:
            table.free_seat(member)
        table.broadcast(table.info())


def server_ssl(cert: str, key: str) -> ssl.SSLContext:
    """A TLS context for ``wss://``: TLS 1.2 at least, the certificate chain and its key."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert, key)
    return context


class ServerThread:
    """A ``TableServer`` on its own thread and event loop, for an app that hosts a table while
    its window runs (the window then joins it like any client, at ``url``)."""

    def __init__(
        self,
        config: ServerConfig | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        self.server = TableServer(config)
        self._where = (host, port, ssl_context)
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="pitch-server", daemon=True)

    def start(self, timeout: float = 10.0) -> str:
        """Start listening; the URL to connect to. Raises the server's failure (a port in use)."""
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the table server did not start in time")
        if self._failure is not None:
            raise self._failure
        return self.server.url

    def stop(self, timeout: float = 10.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended meanwhile
                loop.call_soon_threadsafe(stop.set)
        self._thread.join(timeout)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        host, port, context = self._where
        try:
            await self.server.start(host, port, context)
        except BaseException as exc:  # handed to the thread that waits in start()
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            await self._stop.wait()
        finally:
            await self.server.close()
