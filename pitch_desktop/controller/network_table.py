"""A table played at a server: the window's controller when the match runs elsewhere.

``NetworkTable`` is the ``TableSource`` of a match held by a table server
(``pitch_desktop.net``), never here: it knows only what the server sends its seat, the seat's
``PlayerView`` after each action. It turns each view into the same events the local controller
emits (``narration.view_events``), so the table, the panels, the score pad and the summary show
a network match exactly as they show one played here. A hand is rebuilt in full for the
summary and the analysis only when the seat saw every card of it (``engine.view.seen_hand``).

The connection's reader thread hands each message to a gate (``_Gate``) that bounds what a
server can make the window do; a queued signal brings it to the window's thread. A seat whose
person has dropped is told as away, with the seconds until a computer plays for it, never as
thinking. Undo and claims do not exist at a network table (undo would show cards already
seen); hints follow the host's table setting.
"""

from __future__ import annotations

import contextlib
import logging
import math
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, Slot

from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.records import RecordError, read_result, result_json
from pitch_desktop.engine.scoring import HandScore, match_winner
from pitch_desktop.engine.state import Action, HandState, Phase
from pitch_desktop.engine.view import PlayerView, seen_hand, seen_score
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup, Speed
from pitch_desktop.net.client import TableClient
from pitch_desktop.net.limits import MessageRate
from pitch_desktop.net.protocol import (
    Closed,
    ErrorCode,
    ErrorReply,
    HandResult,
    Said,
    Seated,
    ServerMessage,
    TableInfo,
    ViewUpdate,
    Watching,
)
from pitch_desktop.net.protocol import (
    MatchOver as NetMatchOver,
)
from pitch_desktop.storage.settings import shared_name

from .events import (
    ActionRejected,
    HandScored,
    HandStarted,
    MatchOver,
    MatchStarted,
    TurnStarted,
)
from .narration import view_events
from .table_source import TableSource
from .words import turn_prompt
from .worker import WorkerKind

log = logging.getLogger(__name__)

AWAY_TICK_MS = 1000  # how often the wait for a stand-in is counted down on the table
DEFAULT_RETRY_SECONDS = 1.0  # a move refused for the rate, by a server that says no wait
MAX_RETRY_WAIT = 60.0  # a move is sent again within a minute, whatever a server says
# What a server may make the window do: messages a second on average and in a burst (a table
# at its quickest, bots without pauses, sends a seat about 400 a second), messages waiting for
# the window's thread, and chat lines a second (people at a table say a few).
MAX_MESSAGES_PER_SECOND = 1000.0
MAX_MESSAGE_BURST = 5000
MAX_WAITING = 5000
MAX_CHAT_PER_SECOND = 10.0
MAX_CHAT_BURST = 50


class NetworkTableError(Exception):
    """A command a network table cannot follow (it has no undo, no claim, no local deal)."""


class _Mail(QObject):
    """Carries the connection's messages from its reader thread to the window's."""

    arrived = Signal(object, object)  # the gate it came through, the message
    lost = Signal(object, str)
    flooded = Signal(object)  # the gate that shut


class _Gate:
    """What one connection may hand the window's thread: a bounded rate and queue of messages,
    and chat lines at a pace people talk (those beyond are not shown). A server that sends
    more is flooding: the gate shuts, the connection is closed on the reader's thread (the
    window never waits for it) and ``flooded`` tells the window once."""

    def __init__(self, mail: _Mail) -> None:
        now = time.monotonic()
        self._mail = mail
        self._lock = threading.Lock()
        self._rate = MessageRate(MAX_MESSAGES_PER_SECOND, MAX_MESSAGE_BURST, now)
        self._chat = MessageRate(MAX_CHAT_PER_SECOND, MAX_CHAT_BURST, now)
        self._waiting = 0
        self.shut = False
        self.client: TableClient | None = None

    def offer(self, message: ServerMessage) -> None:
        """A message read (on the reader thread): passed on, dropped, or the end of it all."""
        with self._lock:
            if self.shut:
                return
            now = time.monotonic()
            if not self._rate.allow(now) or self._waiting >= MAX_WAITING:
                self.shut = True
            elif isinstance(message, Said) and not self._chat.allow(now):
                return  # faster than people talk: not shown
            else:
                self._waiting += 1
        if self.shut:
            self._mail.flooded.emit(self)
            client = self.client
            if client is not None:
                with contextlib.suppress(ConnectionError, RuntimeError):
                    client.close()
            return
        self._mail.arrived.emit(self, message)

    def taken(self) -> None:
        """The window's thread has taken one message."""
        with self._lock:
            self._waiting -= 1


_SEATS_TOLD = re.compile(r"the table has seats 0 to (\d{1,2})")


def _seat_count(reply: ErrorReply) -> int | None:
    """How many seats the table has, when the server refused a seat it does not have (its
    message says "the table has seats 0 to N", ``docs/network.md``)."""
    found = _SEATS_TOLD.fullmatch(reply.message) if reply.code is ErrorCode.NO_SEAT else None
    return int(found.group(1)) + 1 if found else None


def refusal_words(reply: ErrorReply) -> str:
    """The server's refusal as one sentence for the player, in the player's language (the
    protocol's codes are for programs; its messages are English)."""
    words = {
        ErrorCode.BAD_CODE: QCoreApplication.translate(
            "NetworkTable", "No table has this invite code: check it with the host."
        ),
        ErrorCode.BAD_TOKEN: QCoreApplication.translate(
            "NetworkTable", "That seat is no longer yours at this table."
        ),
        ErrorCode.SEAT_TAKEN: QCoreApplication.translate(
            "NetworkTable", "That seat is taken: choose another."
        ),
        ErrorCode.NO_SEAT: QCoreApplication.translate(
            "NetworkTable", "The table has no free seat."
        ),
        ErrorCode.STARTED: QCoreApplication.translate(
            "NetworkTable", "The match at this table has started: only its players rejoin."
        ),
        ErrorCode.NOT_HOST: QCoreApplication.translate(
            "NetworkTable", "Only the host can do that."
        ),
        ErrorCode.SERVER_FULL: QCoreApplication.translate(
            "NetworkTable", "The table server is full: try again later."
        ),
        ErrorCode.CHAT_OFF: QCoreApplication.translate(
            "NetworkTable", "The host has turned chat off at this table."
        ),
        ErrorCode.REPLACED: QCoreApplication.translate(
            "NetworkTable", "Your seat was taken back from another window or computer."
        ),
        ErrorCode.RATE_LIMITED: QCoreApplication.translate(
            "NetworkTable", "Too many tries at once: wait a little and try again."
        ),
        ErrorCode.NOT_YOUR_TURN: QCoreApplication.translate("NetworkTable", "It is not your turn."),
        ErrorCode.WATCH_OFF: QCoreApplication.translate(
            "NetworkTable", "The host does not let anyone watch this table."
        ),
        ErrorCode.WATCHERS_FULL: QCoreApplication.translate(
            "NetworkTable", "As many people watch this table as may: try again later."
        ),
        ErrorCode.WATCHING: QCoreApplication.translate(
            "NetworkTable", "You are watching this table: only its players do that."
        ),
    }
    seats = _seat_count(reply)
    if seats is not None:  # a seat asked for that the table does not have
        return QCoreApplication.translate(
            "NetworkTable", "The table has {n} seats: choose one of seats 1 to {n}."
        ).format(n=seats)
    found = words.get(reply.code)
    if found is not None:
        return found
    return QCoreApplication.translate("NetworkTable", "The table refused it ({why}).").format(
        why=reply.message
    )


def shown_safely(name: str) -> str:
    """A name another computer chose, as the window shows it: angle brackets look alike but
    are never markup, so no name can turn a label of the table into rich text."""
    return name.replace("<", "\u2039").replace(">", "\u203a")


def close_words(reason: str, code: int | None) -> str:
    """Why the server closed the connection, in the player's language: the server's reasons
    are English words for programs (``docs/network.md``); one it does not document is shown as
    it came, or its code."""
    words = {
        "server stopped": QCoreApplication.translate("NetworkTable", "the server stopped"),
        "replaced": QCoreApplication.translate(
            "NetworkTable", "the seat was taken up by another connection"
        ),
        "too slow": QCoreApplication.translate(
            "NetworkTable", "this computer read the table too slowly"
        ),
        "too many connections": QCoreApplication.translate(
            "NetworkTable", "the server has too many players just now"
        ),
        "too many bad messages": QCoreApplication.translate(
            "NetworkTable", "the server could not understand this app"
        ),
    }
    return words.get(reason) or reason or (str(code) if code is not None else "?")


def seat_setup(info: TableInfo, me: int | None) -> MatchSetup:
    """The table as a ``MatchSetup``: this seat the person here (None: someone watching, who
    has none), the others people elsewhere or computer players (an open seat is played by one
    at its level once the match starts).
    The computer players get the game's own names, none that a person at the table has, the
    same in every language (everyone at the table calls them alike)."""
    taken = {s.name.casefold() for s in info.seats if s.kind is SeatKind.PERSON}
    spare = iter(
        name for name in (shared_name(i) for i in range(1, 64)) if name.casefold() not in taken
    )
    seats: list[SeatSetup] = []
    for s in info.seats:
        if s.seat == me:
            seats.append(SeatSetup.local(s.name))
        elif s.kind is SeatKind.PERSON:
            seats.append(SeatSetup(shown_safely(s.name), SeatKind.REMOTE, s.level))
        else:
            seats.append(SeatSetup.bot(next(spare), s.level or "standard"))
    return MatchSetup(info.rules, tuple(seats), Speed.NORMAL)


class NetworkTable(TableSource):
    """The window's controller for a seat at a server's table.

    Signals (besides those of every ``TableSource``):
        table_changed: Who sits where, who is away or stood in for, the table's state.
            arg: the server's ``TableInfo``.
        refused: The server refused a request (or the connection broke). arg: one sentence.
        connection_lost: The connection ended. arg: one sentence; the seat token brings the
            player back (``rejoin``).
        chat_heard: A line of the table's chat. arg: the server's ``Said`` (seat, name, text).
        chat_told: Back at the seat (or watching): the table's last chat lines, which the chat
            shows in place of what it held. arg: a tuple of ``Said``, oldest first.
        away_ticked: A second went by while a seat's person is away and no computer plays for
            them yet (``stand_in_in`` counts it down).
    """

    table_changed = Signal(object)
    away_ticked = Signal()
    chat_heard = Signal(object)
    chat_told = Signal(object)
    refused = Signal(str)
    connection_lost = Signal(str)

    def __init__(self, parent: QObject | None = None, *, worker: WorkerKind = WorkerKind.THREAD):
        super().__init__(parent, worker=worker)
        self._client: TableClient | None = None
        self._mail = _Mail(self)
        self._mail.arrived.connect(self._on_mail, Qt.ConnectionType.QueuedConnection)
        self._mail.lost.connect(self._on_lost, Qt.ConnectionType.QueuedConnection)
        self._mail.flooded.connect(self._on_flooded, Qt.ConnectionType.QueuedConnection)
        self._gate = _Gate(self._mail)
        self._flooded = False  # the server sent more than any table does: left
        self._info: TableInfo | None = None
        self._seat: int | None = None
        self._token: str | None = None
        self._watching = False  # a spectator: public views, no seat, nothing to do
        self._net_setup: MatchSetup | None = None
        self._seen: PlayerView | None = None
        self._hand_no = 0
        self._at_step = 0  # the step of the last view: an action answers it
        self._legal: tuple[Action, ...] = ()
        self._sent: Action | None = None  # the action sent, until the server answers it
        self._scores: list[HandScore | None] = []
        self._started = False
        self._held: list[ServerMessage] = []  # what came while the summary was open
        self._holding = False
        self._over = False
        self._lost = False  # the connection broke; ``reconnect`` mends it
        self.last_refusal: ErrorCode | None = None  # the code of the last request refused
        self.lost_code: int | None = None  # the WebSocket close code of the lost connection
        self._hands: list[HandState] = []  # the match's hands, each seen whole
        self._whole = False  # every hand of the match so far is in ``_hands``
        self._winner: int | None = None
        self._scores_after: tuple[int, ...] = ()
        self._earlier: tuple[Mapping[str, Any], ...] = ()  # results told on a rejoin
        # Seats whose person is away: when a stand-in plays for them (monotonic; None: the
        # server did not say), and the clock that counts it down.
        self._stand_in_at: dict[int, float | None] = {}
        self._away_tick = QTimer(self)
        self._away_tick.setInterval(AWAY_TICK_MS)
        self._away_tick.timeout.connect(self._on_away_tick)

    # --- the connection ----------------------------------------------------------------------

    def connect_to_server(self, url: str) -> None:
        """Open the connection to the table server at ``url`` (blocking: call it off the
        window's thread); ``CannotConnectError`` says in one sentence why it cannot."""
        self.connect_to(TableClient, url)

    def reconnect_to_server(self, url: str) -> None:
        """``reconnect`` with the network's own client (blocking, as ``connect_to_server``)."""
        self.reconnect(TableClient, url)

    def connect_to(self, make: Callable[..., TableClient], url: str, **options: Any) -> None:
        """Open the connection (``make`` is ``TableClient`` or a stand-in for it): raises
        ``CannotConnectError`` in one sentence when the server cannot be reached."""
        self._gate.shut = True  # an earlier connection's messages are not this one's
        gate = self._gate = _Gate(self._mail)
        self._flooded = False
        self._client = make(url, on_message=gate.offer, on_closed=self._mail.lost.emit, **options)
        gate.client = self._client

    def reconnect(self, make: Callable[..., TableClient], url: str, **options: Any) -> None:
        """Come back to the seat after the connection was lost: a new connection, and the
        seat token. The table is drawn afresh from the next view (what happened meanwhile
        cannot be told one action at a time)."""
        code, token = self._info.code if self._info else None, self._token
        if code is None or token is None:
            raise NetworkTableError("no seat to come back to")
        old, self._client = self._client, None
        if old is not None:
            with contextlib.suppress(ConnectionError, RuntimeError):
                old.close(timeout=1.0)
        self._seen = None
        self._holding, self._held = False, []
        self._whole = False  # hands may go by unseen meanwhile
        self._started = False  # the match is told afresh, its earlier hands from the server
        self.connect_to(make, url, **options)
        self._lost = False
        self.client.rejoin(code, token)

    @property
    def in_match(self) -> bool:
        """A match at this table has started and is not over (as far as this seat knows), and
        the seat is connected to it."""
        return self._started and not self._over and not self._lost

    @property
    def deals_next_match(self) -> bool:
        return self.is_host

    @property
    def client(self) -> TableClient:
        if self._client is None:
            raise NetworkTableError("not connected to a table")
        return self._client

    @property
    def table(self) -> TableInfo | None:
        return self._info

    @property
    def seat(self) -> int | None:
        return self._seat

    @property
    def watching(self) -> bool:
        """This window watches the table (with its invite code) rather than sits at it."""
        return self._watching

    @property
    def token(self) -> str | None:
        """The seat token: the way back to the seat after a dropped connection."""
        return self._token

    @property
    def online(self) -> bool:
        return True

    @property
    def hints_allowed(self) -> bool:
        return self._info is None or self._info.hints

    @property
    def is_host(self) -> bool:
        return self._info is not None and self._info.host == self._seat

    @Slot(object, object)
    def _on_mail(self, gate: _Gate, message: ServerMessage) -> None:
        gate.taken()
        if gate is self._gate and not gate.shut:  # not from a connection left or flooding
            self._on_message(message)

    def _on_message(self, message: ServerMessage) -> None:
        if self._holding and isinstance(message, ViewUpdate | HandResult | NetMatchOver):
            if len(self._held) >= MAX_WAITING:
                self._on_flooded(self._gate)
                return
            self._held.append(message)
            return
        self._follow(message)

    @Slot(object)
    def _on_flooded(self, gate: _Gate) -> None:
        """The server sent more than any table does: the table is left, in one sentence."""
        if self._flooded or gate is not self._gate:
            return
        self._flooded = True
        self._gate.shut = True
        self._legal = ()
        self._lost = True
        self._away_tick.stop()
        client = gate.client
        if client is not None:  # already closing when the reader found the flood
            threading.Thread(target=client.close, daemon=True, name="pitch-leave").start()
        self.connection_lost.emit(
            self.tr("The table sent far more than any table does, so you left it.")
        )

    def _follow(self, message: ServerMessage) -> None:
        if isinstance(message, Seated):
            self._seat, self._token = message.seat, message.token
            self._earlier = message.results
            self._table(message.table)
            if message.how == "rejoined":
                self.chat_told.emit(message.chat)
        elif isinstance(message, Watching):
            self._watching = True
            self._earlier = message.results
            self._table(message.table)
            self.chat_told.emit(message.chat)
        elif isinstance(message, TableInfo):
            self._table(message)
        elif isinstance(message, ViewUpdate):
            self._view_update(message)
        elif isinstance(message, HandResult):
            self._hand_result(message)
        elif isinstance(message, NetMatchOver):
            self._match_over(message)
        elif isinstance(message, ErrorReply):
            self._refusal(message)
        elif isinstance(message, Closed):
            self.connection_lost.emit(message.message)
        else:
            self._other(message)

    def _refusal(self, reply: ErrorReply) -> None:
        """The server refused the move sent (sent again when it only had no time for it), or
        another request."""
        if reply.code is ErrorCode.RATE_LIMITED and self._send_again(reply):
            return
        sent, self._sent = self._sent, None
        if sent is not None:
            self.action_rejected.emit(ActionRejected(action=sent, reason=reply.message))
        else:
            self.last_refusal = reply.code
            self.refused.emit(refusal_words(reply))

    def _send_again(self, reply: ErrorReply) -> bool:
        """A move the server had no time for is sent again once it says (``retry_after``, a
        second from a server that does not say), rather than leave the table waiting for it.
        False when no move is waiting for an answer."""
        sent, step = self._sent, self._at_step
        if sent is None:
            return False
        wait = reply.retry_after if reply.retry_after is not None else DEFAULT_RETRY_SECONDS
        wait = min(max(wait, 0.0), MAX_RETRY_WAIT)

        def again() -> None:
            if self._sent == sent and self._at_step == step and self._client is not None:
                with contextlib.suppress(ConnectionError):
                    self._client.act(sent, step)

        QTimer.singleShot(math.ceil(wait * 1000), self, again)
        return True

    def _other(self, message: ServerMessage) -> None:
        """A message the table does not draw: the chat goes to the window."""
        if isinstance(message, Said):
            self.chat_heard.emit(message)

    @property
    def chat_allowed(self) -> bool:
        return self._info is not None and self._info.chat

    def say(self, text: str) -> bool:
        """Send a chat line (the server cleans it and sends it to everyone, this seat too)."""
        if self._client is None or not self.chat_allowed or not text.strip():
            return False
        try:
            self._client.say(text)
        except ConnectionError:
            return False
        return True

    @Slot(object, str)
    def _on_lost(self, code: int | None, reason: str) -> None:
        self._legal = ()
        self._lost = True
        self.lost_code = code
        self._away_tick.stop()  # who is away is not known until the seat is back
        if not self._over and not self._flooded:  # a flood was told in its own words
            self.connection_lost.emit(
                self.tr("The connection to the table was lost ({why}).").format(
                    why=close_words(reason, code)
                )
            )

    def _table(self, info: TableInfo) -> None:
        before = self._away_state()
        self._info = info
        if self._seat is not None or self._watching:
            self._net_setup = seat_setup(info, self._seat)
        self._count_away(info)
        self.table_changed.emit(info)
        if self._away_state() != before:  # the seat to act dropped, came back or is covered
            self._retell_turn()

    # --- who is away ---------------------------------------------------------------------------

    def _count_away(self, info: TableInfo) -> None:
        """When a computer plays for each person away, counted down while one is to come."""
        now = time.monotonic()
        self._stand_in_at = {
            s.seat: None if s.stand_in_after is None else now + s.stand_in_after
            for s in info.seats
            if s.away and s.seat != self._seat
        }
        if any(at is not None and at > now for at in self._stand_in_at.values()):
            self._away_tick.start()

    def is_away(self, seat: int) -> bool:
        """The person at ``seat`` is not connected (as the server last told)."""
        return seat in self._stand_in_at

    def is_stood_in(self, seat: int) -> bool:
        """A computer plays for the person at ``seat`` now."""
        info = self._info
        return info is not None and seat < len(info.seats) and info.seats[seat].stand_in

    def stand_in_in(self, seat: int) -> int | None:
        """Whole seconds until a computer plays for the away person at ``seat`` (0: it does
        now, or will at their turn); None when they are not away or the server does not say."""
        at = self._stand_in_at.get(seat)
        if at is None:
            return 0 if self.is_stood_in(seat) else None
        return max(0, math.ceil(at - time.monotonic()))

    def _away_state(self) -> tuple[int, bool, bool] | None:
        """Whether the seat to act now (someone else) is away, and covered."""
        view = self._seen
        if view is None or view.phase is Phase.DONE or view.to_act == self._seat:
            return None
        seat = view.to_act
        return seat, self.is_away(seat), self.is_stood_in(seat)

    def _retell_turn(self) -> None:
        """Say again whose turn it is, and how they are: the table's words stay true."""
        view = self._seen
        if view is not None and self.in_match and not self._holding and view.to_act != self._seat:
            self._turn(view)

    @Slot()
    def _on_away_tick(self) -> None:
        now = time.monotonic()
        if not any(at is not None and at > now - 1.0 for at in self._stand_in_at.values()):
            self._away_tick.stop()  # every wait is over (told once more at its end)
        self.away_ticked.emit()
        state = self._away_state()
        if state is not None and state[1]:
            self._retell_turn()

    # --- the match, from the server's views ----------------------------------------------------

    def _view_update(self, u: ViewUpdate) -> None:
        before = self._seen
        self._at_step = u.step
        self._sent = None
        if not self._started:
            self._start_match(u)
        if u.hand != self._hand_no or before is None or u.last is None:
            self._hand_no = u.hand
            self._seen = u.view
            self.hand_started.emit(
                HandStarted(hand_number=u.hand, dealer=u.view.dealer, view=u.view)
            )
        else:
            self._seen = u.view
            signals = self.step_signals()
            try:
                events = view_events(before, u.last.action, u.view)
            except Exception as exc:  # the draw-back's draw, or views that do not follow on
                if not isinstance(exc, ValueError):  # a server that is not this program's
                    log.warning("a view that does not follow the last one: %s", exc)
                events = ()  # the table is drawn afresh from the view
                self.hand_started.emit(
                    HandStarted(hand_number=u.hand, dealer=u.view.dealer, view=u.view)
                )
            for event in events:
                signals[type(event)].emit(event)
        self._legal = u.legal
        self._turn(u.view)

    def _start_match(self, u: ViewUpdate) -> None:
        self._started = True
        self._over = False
        self._hands = []
        self._winner = None
        # A match seen from its first hand can be kept whole in the history; one come back to
        # later (the app restarted) cannot.
        self._whole = u.hand == 1 and not any(u.view.scores_before)
        setup = self._net_setup
        if setup is None:
            raise NetworkTableError("a view came before the seat was given")
        earlier = self._earlier_hands(setup)
        self._scores = [ev.score for ev in earlier]
        scores = u.view.scores_before
        self.match_started.emit(MatchStarted(setup=setup, scores=scores, hands=earlier))

    def _earlier_hands(self, setup: MatchSetup) -> tuple[HandScored, ...]:
        """The finished hands the server told on a rejoin, for the score pad; none if any of
        them is not a hand of these rules (the pad then carries them in its totals)."""
        told, self._earlier = self._earlier, ()
        try:
            read = [read_result(setup.rules, r) for r in told]
        except RecordError as exc:
            log.warning("the server's earlier results are not this table's: %s", exc)
            return ()
        return tuple(
            HandScored(hand=None, score=r.score, scores_after=r.scores_after, winner=None)
            for r in read
        )

    def _turn(self, view: PlayerView) -> None:
        if view.phase is Phase.DONE:
            return
        seat = view.to_act
        away = not self._legal and self.is_away(seat)
        if self._legal:
            prompt = turn_prompt(view, self._legal)  # the words a local match says
        elif away:
            prompt = self._away_words(seat)
        else:
            prompt = self.tr("{name} is thinking").format(name=self._name(seat))
        self.turn_started.emit(
            TurnStarted(
                seat=seat,
                is_local=bool(self._legal),
                legal=self._legal,
                prompt=prompt,
                view=view,
                away=away,
            )
        )

    def _away_words(self, seat: int) -> str:
        """Whose turn it is when their person is away: how long until a computer plays it."""
        name = self._name(seat)
        left = self.stand_in_in(seat)
        if left is None:
            return self.tr("{name} is away").format(name=name)
        if left > 0:
            return self.tr("{name} is away: a computer plays for them in {seconds} s").format(
                name=name, seconds=left
            )
        return self.tr("{name} is away: a computer plays for them").format(name=name)

    def _name(self, seat: int) -> str:
        setup = self._net_setup
        return setup.seats[seat].name if setup is not None else f"Seat {seat + 1}"

    def _hand_result(self, r: HandResult) -> None:
        view = self._seen
        if view is None:
            return
        try:
            hand, score = seen_hand(view), seen_score(view)
        except Exception as exc:  # a view no hand of these rules ends in: told without it
            log.warning("the last view of hand %d cannot be scored here: %s", r.hand, exc)
            hand, score = None, None
        scores_after = view.scores_before
        if score is not None:
            scores_after = tuple(
                b + h for b, h in zip(view.scores_before, score.hand_score, strict=True)
            )
        if hand is not None and dict(r.result) != result_json(hand):
            log.error("the server's result %r is not this table's", r.result)  # they disagree
        winner = match_winner(view.rules, view.scores_before, score) if score else None
        self._scores.append(score)
        self._scores_after = scores_after
        self._winner = winner
        if hand is None:
            self._whole = False  # a hand not seen whole: the history cannot keep this match
        else:
            self._hands.append(hand)
        # The next deal waits for the summary to close; the match's end does not (the window
        # waits for it to show the Game over box).
        self._holding = not self.auto_continue and winner is None
        self.hand_scored.emit(
            HandScored(hand=hand, score=score, scores_after=scores_after, winner=winner)
        )

    def _match_over(self, m: NetMatchOver) -> None:
        self._winner = m.winner
        self._over = True
        self._started = False
        self._legal = ()
        self.match_over.emit(
            MatchOver(winner=m.winner, scores=m.scores, scored=tuple(self._scores))
        )

    # --- the window's commands ---------------------------------------------------------------

    @property
    def state(self) -> HandState | None:
        return None  # the hand is the server's

    @property
    def match(self) -> MatchState | None:
        """The match's finished hands, for the history, when this seat saw every one of them
        whole (no hand in play: it is the server's); None otherwise."""
        view = self._seen
        if not self._whole or not self._hands or view is None:
            return None
        return MatchState(
            rules=view.rules,
            scores=self._scores_after,
            dealer=view.dealer,
            history=tuple(self._hands),
            winner=self._winner,
        )

    @property
    def setup(self) -> MatchSetup | None:
        return self._net_setup

    @property
    def viewer_seat(self) -> int:
        return self._seat if self._seat is not None else 0

    @property
    def is_waiting_for_human(self) -> bool:
        return bool(self._legal) and self._sent is None

    @property
    def is_busy(self) -> bool:
        return False

    def viewer_view(self) -> PlayerView | None:
        return self._seen

    def start(self, setup: MatchSetup) -> None:
        """The host starts the match (or a rematch) at the server; nobody else can."""
        if not self.is_host:
            self.refused.emit(self.tr("Only the host starts the match."))
            return
        with contextlib.suppress(ConnectionError):  # a closed connection is told as ``lost``
            self.client.start()

    def submit(self, action: Action) -> None:
        if not self.is_waiting_for_human:
            self.action_rejected.emit(
                ActionRejected(action=action, reason=self.tr("It is not your turn."))
            )
            return
        self._sent = action
        self._legal = ()
        # A connection closed meanwhile is told by its own signal (``lost``); the move is void.
        with contextlib.suppress(ConnectionError):
            self.client.act(action, self._at_step)

    def next_hand(self) -> bool:
        """The summary was closed: show what the server sent meanwhile (it deals by itself)."""
        if not self._holding:
            return False
        self._holding = False
        held, self._held = self._held, []
        for message in held:
            self._on_message(message)
        return True

    def set_speed(self, speed: Speed) -> None:
        self._speed = Speed(speed)  # the table animates at it; the server sets the pace
        if self._net_setup is not None:
            self._net_setup = replace(self._net_setup, speed=self._speed)

    def _hint_position(self) -> tuple[PlayerView, tuple[Action, ...]] | None:
        """A hint is worked out from the seat's own view, when the host allows hints."""
        view = self._seen
        if not self.hints_allowed or not self.is_waiting_for_human or view is None:
            return None
        return view, self._legal

    def leave(self) -> None:
        """Step away from the table (a stand-in plays) and close the connection."""
        client, self._client = self._client, None
        self._gate.shut = True  # what the connection posted meanwhile is for nobody now
        self._away_tick.stop()
        self._legal = ()
        self._over = True
        if client is not None and not self._flooded:  # a flooding one is closing already
            if self._seat is not None:  # a seat to give up (a refused join has none)
                with contextlib.suppress(ConnectionError):
                    client.leave()
            client.close()

    def stop(self) -> None:
        self.leave()
        super().stop()
