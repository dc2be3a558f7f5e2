"""A seat at a server's table through ``NetworkTable``: the same events as a local match,
built from the seat's views alone, over a real server on loopback."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import (
    CardDiscarded,
    HandScored,
    MatchOver,
    MatchStarted,
    TurnStarted,
)
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.network_table import NetworkTable, close_words, seat_setup
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.controller.words import turn_prompt
from pitch_desktop.engine.records import result_json
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import Phase, is_bid
from pitch_desktop.net.client import ConnectionLostError, TableClient
from pitch_desktop.net.server import ServerThread
from pitch_desktop.play.seats import SeatKind
from pitch_desktop.storage.settings import shared_name
from tests.net.net_tools import FAST as QUICK

FAST = replace(QUICK, seed=7)  # a quick table (``net_tools``), its own deals


@pytest.fixture
def server_url() -> Iterator[str]:
    server = ServerThread(FAST)
    url = server.start()
    yield url
    server.stop()


def _play(qtbot: QtBot, url: str, rules: Rules, seed: int) -> dict[str, list[Any]]:
    """Host a table of ``rules`` (the other seats bots), start it and play the first legal
    card or bid at random until the match is over; what the table told."""
    table = NetworkTable()
    told: dict[str, list[Any]] = {"started": [], "bids": [], "cards": [], "tricks": []}
    told.update(scored=[], over=[], refused=[], turns=[])
    rng = random.Random(seed)
    table.hand_started.connect(told["started"].append)
    table.bid_made.connect(told["bids"].append)
    table.card_played.connect(told["cards"].append)
    table.trick_won.connect(told["tricks"].append)
    table.hand_scored.connect(told["scored"].append)
    table.match_over.connect(told["over"].append)
    table.refused.connect(told["refused"].append)
    table.action_rejected.connect(told["refused"].append)
    table.auto_continue = True

    def on_turn(ev: TurnStarted) -> None:
        told["turns"].append(ev)
        if ev.is_local:
            table.submit(rng.choice(ev.legal))

    table.turn_started.connect(on_turn)
    try:
        table.connect_to(TableClient, url)
        with qtbot.waitSignal(table.table_changed, timeout=10000):
            table.client.create("Ann", rules)
        assert table.is_host and table.seat == 0
        with qtbot.waitSignal(table.match_over, timeout=60000):
            table.start(table.setup)  # type: ignore[arg-type]
        told["match"] = [table.match]
    finally:
        table.stop()
    return told


@pytest.mark.parametrize("preset", ["setback", "auction-pitch", "nine-point"])
def test_a_match_at_a_server_is_told_as_a_local_one(
    qtbot: QtBot, server_url: str, preset: str
) -> None:
    rules = replace(PRESETS[preset], target=5)
    told = _play(qtbot, server_url, rules, seed=3)
    assert not told["refused"]
    scored: list[HandScored] = told["scored"]
    over: MatchOver = told["over"][0]
    assert len(told["started"]) == len(scored) == len(over.hand_scores)
    assert over.scores == scored[-1].scores_after and over.winner == scored[-1].winner
    # The history keeps the match when the seat saw every hand of it whole, as the server had it.
    match = told["match"][0]
    if preset == "setback":  # a stuck dealer: every hand is played out, none thrown in
        assert match is not None
    if all(ev.hand is not None for ev in scored):
        assert match is not None and match.is_over
        assert match.history == tuple(ev.hand for ev in scored)
        assert match.scores == over.scores and match.winner == over.winner
    else:
        assert match is None
    # Every hand played out is rebuilt whole from the seat's last view, and scores as the
    # server said (the table would have logged otherwise); a thrown-in hand has no hand.
    for ev in scored:
        if ev.hand is None:
            assert ev.score is None
        else:
            assert ev.hand.is_over and ev.score == ev.hand.score
            assert result_json(ev.hand)["scores_after"] == list(ev.scores_after)
    cards = sum(len(ev.hand.plays) for ev in scored if ev.hand is not None)
    assert len(told["cards"]) == cards
    assert len(told["tricks"]) * rules.players == cards
    # The seat was asked for each of its own bids and cards, and told of every other turn.
    assert any(t.is_local for t in told["turns"]) and any(not t.is_local for t in told["turns"])


def test_an_action_out_of_turn_is_refused_here_and_nothing_is_sent(qtbot: QtBot) -> None:
    table = NetworkTable()
    refused: list[Any] = []
    table.action_rejected.connect(refused.append)
    table.submit(0)
    assert refused and "not your turn" in refused[0].reason
    assert not table.can_undo and not table.undo() and not table.claim()
    table.stop()


def test_draw_back_rules_are_told_too(qtbot: QtBot, server_url: str) -> None:
    """The draw-back's draw cannot be told from views (the thrown and the dead are one
    count there): the table is drawn afresh after it, and the match still plays through."""
    rules = rules_from_json({"preset": "seven-point", "target": 5})
    told = _play(qtbot, server_url, rules, seed=4)
    assert not told["refused"] and told["over"]
    assert all(ev.hand is None for ev in told["scored"])
    assert any(ev.score is not None for ev in told["scored"])  # scored from the views alone
    last = told["scored"][-1]
    assert last.winner is not None and told["over"][0].scores == last.scores_after
    assert len(told["over"][0].hand_scores) == len(told["scored"])


def test_views_that_do_not_follow_on_are_drawn_afresh_not_a_traceback(qtbot: QtBot) -> None:
    """A server that is not this program's may send views that no action links: the table is
    drawn again from the latest, and the hand's end without a whole hand is told without it."""
    from pitch_desktop.engine.state import apply, deal, legal_actions
    from pitch_desktop.engine.view import view_of
    from pitch_desktop.net.protocol import (
        ActedBy,
        HandResult,
        LastAction,
        Seated,
        SeatInfo,
        TableInfo,
        TableState,
        ViewUpdate,
    )

    rules = PRESETS["setback"]
    rng = random.Random(5)
    one, other = deal(rules, 0, rng, (0, 0)), deal(rules, 0, rng, (0, 0))
    seats = tuple(SeatInfo(n, SeatKind.BOT, "", "standard") for n in range(4))
    seats = (SeatInfo(0, SeatKind.PERSON, "Ann", None), *seats[1:])
    info = TableInfo("t", "CODE", rules, 0, TableState.PLAYING, 0, seats, (0, 0), 1)
    table = NetworkTable()
    started: list[object] = []
    table.hand_started.connect(started.append)
    table._on_message(Seated(0, "token", "joined", info))
    table._on_message(ViewUpdate(1, 0, view_of(one, 0)))
    # The next "action" does not lead from that view to this one: another deal altogether.
    action = legal_actions(other)[0]
    after = apply(other, action)
    table._on_message(ViewUpdate(1, 1, view_of(after, 0), (), LastAction(1, action, ActedBy.BOT)))
    assert len(started) == 2 and table.viewer_view() == view_of(after, 0)
    with qtbot.waitSignal(table.hand_scored, timeout=1000) as scored:
        table._on_message(HandResult(1, {"not": "a result"}))
    assert scored.args[0].hand is None and scored.args[0].score is None
    table.stop()


def test_a_network_table_is_a_table_source_that_refuses_nothing_of_a_local_match() -> None:
    """Both kinds of table answer the window through ``TableSource``; a seat at a server's table
    is not a local match that says no to most of what it inherits."""
    assert issubclass(NetworkTable, TableSource) and issubclass(MatchController, TableSource)
    assert not issubclass(NetworkTable, MatchController)
    assert not hasattr(NetworkTable, "resume") and not hasattr(NetworkTable, "stand_in")
    required = [
        name
        for name, member in vars(TableSource).items()
        if (isinstance(member, property) and _unfinished(member.fget))
        or (callable(member) and _unfinished(member))
    ]
    assert {"state", "match", "start", "submit", "next_hand", "stop"} <= {*required, "stop"}
    for cls in (MatchController, NetworkTable):
        for name in required:
            assert vars(TableSource)[name] is not getattr(cls, name), f"{cls.__name__}.{name}"


def _unfinished(function: object) -> bool:
    """Whether a member of ``TableSource`` is left for each kind of table to answer."""
    code = getattr(function, "__code__", None)
    return code is not None and "NotImplementedError" in code.co_names


def test_a_seat_that_comes_back_is_told_every_hand_already_played(
    qtbot: QtBot, server_url: str
) -> None:
    """After a lost connection the match starts afresh at this seat with the hands the server
    has scored, so the score pad is written again row by row, totals and all."""
    table = NetworkTable()
    scored: list[HandScored] = []
    started: list[MatchStarted] = []
    rng = random.Random(4)
    table.hand_scored.connect(scored.append)
    table.match_started.connect(started.append)

    def on_turn(ev: TurnStarted) -> None:
        if ev.is_local:
            table.submit(rng.choice(ev.legal))

    table.turn_started.connect(on_turn)
    table.auto_continue = True
    try:
        table.connect_to(TableClient, server_url)
        with qtbot.waitSignal(table.table_changed, timeout=10000):
            table.client.create("Ann", replace(PRESETS["setback"], target=52))
        table.start(table.setup)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: len(scored) >= 3, timeout=60000)
        with qtbot.waitSignal(table.connection_lost, timeout=10000):
            table.client.close()
        told = list(scored)
        with qtbot.waitSignal(table.match_started, timeout=10000) as again:
            table.reconnect(TableClient, server_url)
        back: MatchStarted = again.args[0]
    finally:
        table.stop()
    assert len(started) == 2 and started[0].hands == ()
    assert len(back.hands) >= len(told) >= 3
    for was, now in zip(told, back.hands, strict=False):
        assert now.scores_after == was.scores_after
        assert (now.score is None) == (was.score is None)
        if now.score is not None and was.score is not None:
            assert now.score.hand_score == was.score.hand_score
            assert now.score.points == was.score.points
            assert (now.score.pitcher, now.score.bid, now.score.made) == (
                was.score.pitcher,
                was.score.bid,
                was.score.made,
            )
    assert back.scores == back.hands[-1].scores_after or len(back.hands) > len(told)


def test_a_message_posted_before_the_table_was_left_is_for_nobody(qtbot: QtBot) -> None:
    """The connection's thread may have posted a turn just before the player left: once the
    table is stopped, it is dropped rather than asking the player to act with no connection."""
    from pitch_desktop.net.protocol import Seated, SeatInfo, TableInfo, TableState

    rules = PRESETS["setback"]
    seats = tuple(SeatInfo(n, SeatKind.BOT, "", "standard") for n in range(4))
    info = TableInfo("t", "CODE", rules, 0, TableState.PLAYING, 0, seats, (0, 0), 1)
    table = NetworkTable()
    changed: list[object] = []
    table.table_changed.connect(changed.append)
    # Posted by the reader thread, not yet delivered:
    table._mail.arrived.emit(table._gate, Seated(0, "token", "joined", info))
    table.stop()
    qtbot.wait(50)
    assert changed == []


def test_a_friend_who_drops_is_away_at_once_with_the_wait_for_a_computer(qtbot: QtBot) -> None:
    """When a friend's connection drops at their turn, the others' table says at once that they
    are away and in how many seconds a computer plays for them, not that they are thinking;
    once they are back, they are thinking again."""
    server = ServerThread(replace(FAST, away_seconds=30.0))
    url = server.start()
    ann, bea = NetworkTable(), NetworkTable()
    turns: list[TurnStarted] = []
    asked: list[TurnStarted] = []

    def ann_turn(ev: TurnStarted) -> None:
        turns.append(ev)
        if ev.is_local:
            ann.submit(ev.legal[0])

    def bea_turn(ev: TurnStarted) -> None:
        if ev.is_local:
            asked.append(ev)

    ann.turn_started.connect(ann_turn)
    bea.turn_started.connect(bea_turn)
    try:
        ann.connect_to(TableClient, url)
        with qtbot.waitSignal(ann.table_changed, timeout=10000):
            ann.client.create("Ann", PRESETS["setback"])
        code = ann.table.code if ann.table is not None else ""
        bea.connect_to(TableClient, url)
        with qtbot.waitSignal(bea.table_changed, timeout=10000):
            bea.client.join(code, "Bea", 1)
        qtbot.waitUntil(lambda: ann.table is not None and ann.table.seats[1].name == "Bea")
        ann.start(ann.setup)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: bool(asked), timeout=10000)  # Bea is asked, and never answers
        qtbot.waitUntil(lambda: any(t.seat == 1 and not t.away for t in turns), timeout=5000)
        assert [t.prompt for t in turns if t.seat == 1][-1] == "Bea is thinking"
        with qtbot.waitSignal(ann.table_changed, timeout=10000):
            bea.client.close()  # the cable pulled
        qtbot.waitUntil(lambda: turns[-1].away, timeout=5000)
        now = turns[-1]
        assert now.seat == 1 and not now.is_local and not now.legal
        assert ann.is_away(1) and not ann.is_away(2) and ann.stand_in_in(2) is None
        left = ann.stand_in_in(1)
        assert left is not None and 25 <= left <= 30
        assert now.prompt == f"Bea is away: a computer plays for them in {left} s"
        # The wait counts down on the table, a second at a time.
        with qtbot.waitSignal(ann.away_ticked, timeout=3000):
            pass
        assert turns[-1].away and "a computer plays for them in" in turns[-1].prompt
        with qtbot.waitSignal(bea.match_started, timeout=10000):
            bea.reconnect(TableClient, url)
        qtbot.waitUntil(lambda: not turns[-1].away, timeout=5000)
        assert turns[-1].seat == 1 and turns[-1].prompt == "Bea is thinking"
        assert not ann.is_away(1) and ann.stand_in_in(1) is None
    finally:
        ann.stop()
        bea.stop()
        server.stop()


class _Recorder:
    """A connection that keeps what the table sends (a server of its own making answers)."""

    def __init__(self) -> None:
        self.acts: list[tuple[int, int | None]] = []

    def act(self, action: int, step: int | None = None) -> None:
        self.acts.append((action, step))


def test_a_move_the_server_had_no_time_for_is_sent_again_after_its_wait(qtbot: QtBot) -> None:
    """A move refused as ``rate_limited`` is not lost: it goes again once ``retry_after`` is
    over (a second when the server says no wait), unless the table has moved on meanwhile."""
    from pitch_desktop.engine.state import deal, legal_actions
    from pitch_desktop.engine.view import view_of
    from pitch_desktop.net.protocol import (
        ErrorCode,
        ErrorReply,
        Seated,
        SeatInfo,
        TableInfo,
        TableState,
        ViewUpdate,
    )

    rules = PRESETS["setback"]
    hand = deal(rules, 3, random.Random(2), (0, 0))  # seat 0 bids first
    seats = tuple(SeatInfo(n, SeatKind.BOT, "", "standard") for n in range(4))
    seats = (SeatInfo(0, SeatKind.PERSON, "Ann", None), *seats[1:])
    info = TableInfo("t", "CODE", rules, 0, TableState.PLAYING, 0, seats, (0, 0), 1)
    table = NetworkTable()
    sent = _Recorder()
    table._client = sent  # type: ignore[assignment]
    rejected: list[object] = []
    table.action_rejected.connect(rejected.append)
    try:
        table._on_message(Seated(0, "token", "joined", info))
        legal = tuple(legal_actions(hand))
        table._on_message(ViewUpdate(1, 0, view_of(hand, 0), legal))
        table.submit(legal[0])
        assert sent.acts == [(legal[0], 0)]
        table._on_message(ErrorReply(ErrorCode.RATE_LIMITED, "slow down", 0.05))
        qtbot.waitUntil(lambda: len(sent.acts) == 2, timeout=2000)
        assert sent.acts[1] == (legal[0], 0) and not rejected
        assert not table.is_waiting_for_human  # still waiting for the server's answer
        table._on_message(ErrorReply(ErrorCode.RATE_LIMITED, "slow down"))  # says no wait
        qtbot.wait(300)
        assert len(sent.acts) == 2  # a second, not at once
        qtbot.waitUntil(lambda: len(sent.acts) == 3, timeout=3000)
        # Moved on meanwhile (a stand-in played): the refused move is not sent again.
        table._on_message(ErrorReply(ErrorCode.RATE_LIMITED, "slow down", 0.05))
        table._on_message(ViewUpdate(1, 1, view_of(hand, 0), ()))
        qtbot.wait(200)
        assert len(sent.acts) == 3 and not rejected
    finally:
        table._client = None
        table.stop()


class _ClosedClient:
    """A connection the server closed a moment ago: every send fails."""

    def act(self, action: int, step: int) -> None:
        raise ConnectionLostError(1000, "")


def test_a_move_made_as_the_connection_closes_is_void_not_a_traceback() -> None:
    """The player acts just as the server closes: the move goes nowhere, and the close is
    told by the connection's own signal, not by an exception in the window's event loop."""
    from pitch_desktop.engine.state import deal, legal_actions
    from pitch_desktop.engine.view import view_of
    from pitch_desktop.net.protocol import Seated, SeatInfo, TableInfo, TableState, ViewUpdate

    rules = PRESETS["setback"]
    hand = deal(rules, 3, random.Random(2), (0, 0))
    seats = tuple(SeatInfo(n, SeatKind.BOT, "", "standard") for n in range(4))
    seats = (SeatInfo(0, SeatKind.PERSON, "Ann", None), *seats[1:])
    info = TableInfo("t", "CODE", rules, 0, TableState.PLAYING, 0, seats, (0, 0), 1)
    table = NetworkTable()
    table._client = _ClosedClient()  # type: ignore[assignment]
    try:
        table._on_message(Seated(0, "token", "joined", info))
        legal = tuple(legal_actions(hand))
        table._on_message(ViewUpdate(1, 0, view_of(hand, 0), legal))
        assert table.is_waiting_for_human
        table.submit(legal[0])  # no ConnectionLostError out of here
        assert not table.is_waiting_for_human
    finally:
        table._client = None
        table.stop()


class _FloodingServer:
    """A hostile table server on loopback: it seats whoever creates a table, then sends chat
    lines as fast as it can until the connection is closed (or ``seconds`` pass)."""

    def __init__(self, seconds: float = 15.0) -> None:
        import threading

        from websockets.sync.server import serve

        self.sent = 0
        self.seconds = seconds
        self._server = serve(
            self._serve,
            "127.0.0.1",
            0,
            subprotocols=["pitch-net-1"],  # type: ignore[list-item]
            close_timeout=1,
        )
        self.url = f"ws://127.0.0.1:{self._server.socket.getsockname()[1]}/"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def _serve(self, ws: Any) -> None:
        import time

        from websockets.exceptions import ConnectionClosed

        from pitch_desktop.net.codes import display_code, new_code, new_token
        from pitch_desktop.net.protocol import (
            PROTOCOL,
            Said,
            Seated,
            SeatInfo,
            TableInfo,
            TableState,
            Welcome,
            limits_json,
            write_server,
        )

        rules = PRESETS["setback"]
        seats = tuple(SeatInfo(n, SeatKind.OPEN, "", "standard") for n in range(4))
        seats = (SeatInfo(0, SeatKind.PERSON, "Ann", None), *seats[1:])
        info = TableInfo(
            "t", display_code(new_code()), rules, 0, TableState.LOBBY, 0, seats, (0, 0), 0
        )
        line = write_server(Said(0, "Ann", ("buy cheap cards " * 10).strip()))
        try:
            ws.send(write_server(Welcome(PROTOCOL, limits_json())))
            ws.recv(10)
            ws.send(write_server(Seated(0, new_token(), "created", info)))
            end = time.monotonic() + self.seconds
            while time.monotonic() < end:
                ws.send(line)
                self.sent += 1
        except (ConnectionClosed, OSError, TimeoutError):
            return

    def stop(self) -> None:
        self._server.shutdown()
        self._thread.join(5)


def test_a_server_that_floods_the_window_is_left_in_one_sentence(qtbot: QtBot) -> None:
    """A server sending chat as fast as it can neither keeps the window's thread busy nor
    fills its memory: a few lines are shown, the rest never queued, and the table is left
    with one sentence once it is clear no table sends that much."""
    import time

    flood = _FloodingServer()
    table = NetworkTable()
    heard: list[object] = []
    lost: list[str] = []
    table.chat_heard.connect(heard.append)
    table.connection_lost.connect(lost.append)
    began = time.monotonic()
    try:
        table.connect_to(TableClient, flood.url)
        table.client.create("Ann", PRESETS["setback"])
        qtbot.waitUntil(lambda: bool(lost), timeout=10000)
        took = time.monotonic() - began
        qtbot.wait(500)  # what was on its way is dropped, not told
        assert lost == ["The table sent far more than any table does, so you left it."]
        assert took < 8.0 and flood.sent > len(heard)
        # The chat showed at most its burst and pace: a flood is not talk.
        assert len(heard) <= 50 + 10 * took + 1
        assert not table.in_match
        sent = flood.sent
        qtbot.wait(300)
        assert flood.sent - sent < 100  # the connection is closed: the flood stopped
    finally:
        table.stop()
        flood.stop()


OFFLINE_WORDS = (
    "Your bid",
    "You are stuck: bid at least",
    "Name trump",
    "You hold more than six trumps: burn one",
    "Lead a trump",
    "Play a trump",
    "Pitch: lead a card to name trump",
    "Lead a card",
    "Play any card",
    "Follow ",
)


@pytest.mark.parametrize("preset", ["setback", "seven-point"])
def test_a_seat_at_a_server_is_asked_in_the_words_of_a_local_match(
    qtbot: QtBot, server_url: str, preset: str
) -> None:
    """ "Your bid", "Name trump", "Lead a trump"… at a table with friends as offline, never a
    bare "Your turn"."""
    told = _play(qtbot, server_url, replace(PRESETS[preset], target=5), seed=6)
    mine = [t for t in told["turns"] if t.is_local]
    assert mine
    for turn in mine:
        assert turn.prompt == turn_prompt(turn.view, turn.legal)
        assert turn.prompt.startswith(OFFLINE_WORDS), turn.prompt


@pytest.mark.parametrize(
    ("reason", "code", "words"),
    [
        ("server stopped", 1000, "the server stopped"),
        ("too many connections", 1013, "the server has too many players just now"),
        ("", 1006, "1006"),
        ("something new", 1000, "something new"),
        ("", None, "?"),
    ],
)
def test_a_closed_connection_is_told_in_the_players_words(
    reason: str, code: int | None, words: str
) -> None:
    assert close_words(reason, code) == words


def test_computer_players_are_named_alike_in_every_language(qapp: Any) -> None:
    """Two friends whose apps speak Italian and Hungarian call the table's computer players by
    the same names (before, each window named them in its own language: Bruno and Bence)."""
    from pitch_desktop.net.protocol import SeatInfo, TableInfo, TableState
    from pitch_desktop.ui.common.language import install_language

    rules = PRESETS["setback"]
    seats = (
        SeatInfo(0, SeatKind.PERSON, "Ann", None),
        *(SeatInfo(n, SeatKind.BOT, "", "standard") for n in range(1, 4)),
    )
    info = TableInfo("t", "CODE", rules, 0, TableState.LOBBY, 0, seats, (0, 0), 1)
    names = []
    try:
        for code in ("it", "hu", "en"):
            assert install_language(qapp, code)
            names.append([s.name for s in seat_setup(info, 0).seats])
    finally:
        install_language(qapp, "en")
    assert names[0] == names[1] == names[2]
    assert names[0][1:] == [shared_name(i) for i in (1, 2, 3)]


def test_a_seat_the_table_does_not_have_is_told_with_the_tables_size(
    qtbot: QtBot, server_url: str
) -> None:
    """Join asks for seat 7 at a four-seat table: the player is told the table has four seats
    and which to choose (before, "The table has no free seat" at a table with three)."""
    host, friend = NetworkTable(), NetworkTable()
    refused: list[str] = []
    friend.refused.connect(refused.append)
    try:
        host.connect_to(TableClient, server_url)
        with qtbot.waitSignal(host.table_changed, timeout=10000) as made:
            host.client.create("Ann", PRESETS["setback"])
        code = made.args[0].code
        friend.connect_to(TableClient, server_url)
        with qtbot.waitSignal(friend.refused, timeout=10000):
            friend.client.join(code, "Bea", 6)
    finally:
        friend.stop()
        host.stop()
    assert refused == ["The table has 4 seats: choose one of seats 1 to 4."]


def test_a_seat_that_comes_back_is_told_the_tables_last_chat_lines(
    qtbot: QtBot, server_url: str
) -> None:
    """The chat is not empty after a rejoin: the seat is told the table's last lines again."""
    table = NetworkTable()
    heard: list[Any] = []
    table.chat_heard.connect(heard.append)
    try:
        table.connect_to(TableClient, server_url)
        with qtbot.waitSignal(table.table_changed, timeout=10000):
            table.client.create("Ann", PRESETS["setback"])
        for text in ("hello", "good luck"):
            assert table.say(text)
        qtbot.waitUntil(lambda: len(heard) == 2, timeout=10000)
        with qtbot.waitSignal(table.connection_lost, timeout=10000):
            table.client.close()
        with qtbot.waitSignal(table.chat_told, timeout=10000) as told:
            table.reconnect(TableClient, server_url)
    finally:
        table.stop()
    assert [(s.name, s.text) for s in told.args[0]] == [("Ann", "hello"), ("Ann", "good luck")]


def test_a_kitty_is_told_face_down_to_every_seat_but_the_pitchers(
    qtbot: QtBot, server_url: str
) -> None:
    """Two seats at a kitty-pitch table, each bidding all it may so both come to pitch: the
    pitcher's own table tells each discard with its card, as asked and submitted one a turn;
    the other's tells only that a card went face down, counting down the same."""
    rules = rules_from_json({"preset": "kitty-pitch", "target": 11})
    host, friend = NetworkTable(), NetworkTable()
    tables = (host, friend)
    told: dict[int, list[CardDiscarded]] = {0: [], 1: []}
    asked: dict[int, list[int]] = {0: [], 1: []}
    rng = random.Random(6)

    def seat_of(i: int) -> None:
        table = tables[i]
        table.auto_continue = True
        table.card_discarded.connect(told[i].append)

        def on_turn(ev: TurnStarted) -> None:
            if not ev.is_local:
                return
            if ev.view.phase is Phase.DISCARD:
                asked[i].append(ev.view.discard_count)
            table.submit(max(ev.legal) if is_bid(max(ev.legal)) else rng.choice(ev.legal))

        table.turn_started.connect(on_turn)

    for i in (0, 1):
        seat_of(i)
    try:
        host.connect_to(TableClient, server_url)
        with qtbot.waitSignal(host.table_changed, timeout=10000) as made:
            host.client.create("Ann", rules)
        friend.connect_to(TableClient, server_url)
        with qtbot.waitSignal(friend.table_changed, timeout=10000):
            friend.client.join(made.args[0].code, "Bea")
        host.start(host.setup)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda: {ev.seat for ev in told[0]} >= {0, 1}, timeout=60000)
        qtbot.waitUntil(lambda: len(told[1]) == len(told[0]), timeout=10000)
    finally:
        friend.stop()
        host.stop()
    kitty = rules.kitty
    for i in (0, 1):
        assert [ev.left for ev in told[i]] == [kitty - 1 - n % kitty for n in range(len(told[i]))]
        for ev in told[i]:
            if ev.seat == i:  # its own: the card, among its discards and out of its hand
                assert ev.card is not None and ev.view.own_discards >> ev.card & 1
                assert not ev.view.hand >> ev.card & 1
            else:
                assert ev.card is None and ev.view.own_discards == 0
        # Asked once a discard, the count so far shown (a last one may be asked, not yet told).
        own = sum(ev.seat == i for ev in told[i])
        assert asked[i] == [n % kitty for n in range(len(asked[i]))]
        assert own <= len(asked[i]) <= own + 1
    assert [ev.seat for ev in told[0]] == [ev.seat for ev in told[1]]
