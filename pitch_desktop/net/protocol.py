"""The ``pitch-net/1`` protocol: JSON text messages over WebSocket, checked like records.

Every message is one JSON object with a ``type``; docs/network.md lists each type, its fields and
their limits. Reading refuses, with a ``ProtocolError`` that carries an ``ErrorCode``, whatever
no message of this version holds: a binary frame, a text over the size cap, JSON nested deeper
than ``MAX_DEPTH``, a field given twice, an unknown type or field, a value of the wrong type, a
string too long, a number out of bounds. Both sides use the same readers: the server reads
what clients send, a client reads what the server sends.

A seat's view travels as ``view_json`` writes it: cards as the records' tokens (``AS``, ``TD``,
``BJ``), each hand a set written lowest card first, so the same view is always the same bytes.
``view_from_json`` reads it back into the engine's own ``PlayerView``, which a bot or the window
takes as it is.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import singledispatch
from typing import Any, TypeAlias

from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.cards import (
    MAX_DECK_SIZE,
    SUITS,
    Card,
    CardError,
    Mask,
    card_text,
    mask_of,
    union,
)
from pitch_desktop.engine.cards import parse_card as _parse_card
from pitch_desktop.engine.deck import deck_of, trumps_of
from pitch_desktop.engine.points import MOST_POINTS
from pitch_desktop.engine.records import (
    MAX_SCORE,
    RESULT_FORMAT,
    RecordError,
    load_json,
    read_rules,
    rules_json,
    shown,
)
from pitch_desktop.engine.rules import MAX_PLAYERS, SMUDGE_LEVEL, Rules
from pitch_desktop.engine.state import (
    UNSEEN_DISCARD,
    Action,
    Phase,
    action_text,
    bid_action,
    bid_level,
    is_bid,
    parse_action,
)
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.play.runner import ActedBy  # the wire says who answered in its words
from pitch_desktop.play.seats import TABLE_SEAT_KINDS, SeatKind

PROTOCOL = "pitch-net/1"
# The WebSocket subprotocol a client offers and the server requires (a token may not hold "/"):
# a client of another version is refused at the handshake, before any message.
SUBPROTOCOL = "pitch-net-1"
# pitch-net-1 and one message more, ``moved``: a node of a group of servers sends it, to a client
# that offers this subprotocol (before ``pitch-net-1``, which a server alone picks), when another
# node holds the table a code names.
SUBPROTOCOL_MOVED = "pitch-net-1.1"
MAX_URL_CHARS = 300

# The limits of every message (docs/network.md, "Limits"). A client message over
# MAX_MESSAGE_BYTES is answered with an error; a frame over MAX_FRAME_BYTES is refused by the
# WebSocket layer itself, which closes the connection (code 1009).
MAX_MESSAGE_BYTES = 8 * 1024
MAX_FRAME_BYTES = 64 * 1024
MAX_SERVER_MESSAGE_BYTES = MAX_FRAME_BYTES
MAX_DEPTH = 6
MAX_NAME_CHARS = 24
MAX_TABLE_NAME_CHARS = 40
MAX_LEVEL_CHARS = 32
MAX_CODE_CHARS = 64
MAX_TOKEN_CHARS = 64
MAX_ACTION_CHARS = 8
MAX_TURN_SECONDS = 600
MAX_TEXT_CHARS = 300
# A chat line: at most this many characters once cleaned (``chat_text``), from a text of at
# most MAX_CHAT_INPUT_CHARS as sent.
MAX_CHAT_CHARS = 200
MAX_CHAT_INPUT_CHARS = 1000
MAX_STEP = 10_000
MAX_HAND_NUMBER = 1_000_000
MAX_RESULTS_SENT = 100  # the finished hands a rejoining seat is told again (the last ones)
MAX_CHAT_SENT = 50  # the chat lines a rejoining seat is told again (the last ones)
MAX_RETRY_SECONDS = 3600.0
MAX_STAND_IN_SECONDS = 86_400.0  # a stand-in is due within a day at most
MAX_WATCHERS = 1_000  # the most watchers a ``table`` message may count (a server allows fewer)


class ErrorCode(StrEnum):
    """What an ``error`` message says went wrong; the words for a person are the client's."""

    BINARY = "binary"  # a binary frame: messages are JSON text
    TOO_LARGE = "too_large"
    NOT_JSON = "not_json"
    TOO_DEEP = "too_deep"
    BAD_MESSAGE = "bad_message"  # the wrong shape: a missing or unknown field, a bad value
    UNKNOWN_TYPE = "unknown_type"
    BAD_RULES = "bad_rules"
    RATE_LIMITED = "rate_limited"  # too many messages, or too many failed joins: wait
    BAD_CODE = "bad_code"  # no table has this invite code
    BAD_TOKEN = "bad_token"  # no seat of the table has this token
    SEAT_TAKEN = "seat_taken"
    NO_SEAT = "no_seat"  # the seat does not exist, or the table is full
    ALREADY_SEATED = "already_seated"
    NOT_SEATED = "not_seated"
    NOT_HOST = "not_host"
    STARTED = "started"
    NOT_STARTED = "not_started"
    NOT_YOUR_TURN = "not_your_turn"
    ILLEGAL = "illegal"  # the rules do not allow the action; the message says which rule
    STALE = "stale"  # the action answers a view that is no longer the table's
    BAD_LEVEL = "bad_level"
    SERVER_FULL = "server_full"
    CHAT_OFF = "chat_off"  # the host opened the table without chat
    WATCH_OFF = "watch_off"  # the host does not let anyone watch this table
    WATCHERS_FULL = "watchers_full"  # as many watch the table as may
    WATCHING = "watching"  # a spectator cannot play or chat
    REPLACED = "replaced"  # the seat was taken back by another connection with its token
    DROPPED = "dropped"  # too many bad messages: the connection is closed
    SERVER_ERROR = "server_error"


class ProtocolError(ValueError):
    """A message that is not ``pitch-net/1``; ``code`` says how, the message says where."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


def _bad(where: str, why: str) -> ProtocolError:
    return ProtocolError(ErrorCode.BAD_MESSAGE, f"{where}: {why}")


# --- reading JSON text -----------------------------------------------------------------------


def read_object(data: str | bytes, limit: int = MAX_MESSAGE_BYTES) -> dict[str, Any]:
    """The JSON object of one message, refusing binary frames, oversized and deep texts."""
    if not isinstance(data, str):
        raise ProtocolError(ErrorCode.BINARY, "messages are JSON text, not binary frames")
    if len(data) > limit or (len(data) * 4 > limit and _utf8_size(data) > limit):
        raise ProtocolError(ErrorCode.TOO_LARGE, f"a message may hold at most {limit} bytes")
    try:
        obj = load_json(data)  # the records' reader: no field twice, no NaN
    except RecordError as exc:
        code = ErrorCode.TOO_DEEP if exc.reason.startswith("nested") else ErrorCode.NOT_JSON
        raise ProtocolError(code, exc.reason) from None
    _check_depth(obj)
    if not isinstance(obj, dict):
        raise ProtocolError(ErrorCode.BAD_MESSAGE, "a message is a JSON object with a type")
    return obj


def _utf8_size(text: str) -> int:
    return len(text.encode("utf-8", "surrogatepass"))


def _check_depth(obj: object) -> None:
    """Refuse arrays and objects nested deeper than ``MAX_DEPTH`` (no message needs more).
    Only arrays and objects are stacked: a view's hundreds of strings and numbers are looked at
    once each, as every message a client reads passes here."""
    if not isinstance(obj, dict | list):
        return
    containers = (dict, list)
    stack: list[tuple[dict[str, Any] | list[Any], int]] = [(obj, 1)]
    while stack:
        value, depth = stack.pop()
        for child in value.values() if isinstance(value, dict) else value:
            if isinstance(child, containers):
                if depth >= MAX_DEPTH:
                    raise ProtocolError(
                        ErrorCode.TOO_DEEP, f"nested deeper than {MAX_DEPTH} levels"
                    )
                stack.append((child, depth + 1))


def write(obj: Mapping[str, Any]) -> str:
    """One message as compact JSON; ASCII only, so no text can carry a broken character."""
    return json.dumps(obj, separators=(",", ":"))


# --- field checks ----------------------------------------------------------------------------

Check: TypeAlias = Callable[[object, str], Any]


def _whole(lo: int, hi: int) -> Callable[[object, str], int]:
    def check(value: object, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _bad(where, f"must be a whole number, not {shown(value)}")
        if not lo <= value <= hi:
            raise _bad(where, f"must be from {lo} to {hi}, not {value}")
        return value

    return check


def _flag(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise _bad(where, f"must be true or false, not {shown(value)}")
    return value


def _text(max_chars: int, min_chars: int = 0) -> Callable[[object, str], str]:
    def check(value: object, where: str) -> str:
        if not isinstance(value, str):
            raise _bad(where, f"must be a string, not {shown(value)}")
        if not min_chars <= len(value) <= max_chars:
            raise _bad(where, f"must have {min_chars} to {max_chars} characters, not {len(value)}")
        return value

    return check


def _name_text(max_chars: int, min_chars: int) -> Callable[[object, str], str]:
    """A name shown at the table: no control or format characters (no direction overrides, no
    line breaks), no space at either end."""
    plain = _text(max_chars, min_chars)

    def check(value: object, where: str) -> str:
        text = plain(value, where)
        if text != text.strip():
            raise _bad(where, "must not begin or end with a space")
        for ch in text:
            if unicodedata.category(ch).startswith("C"):
                raise _bad(where, f"must not hold the character U+{ord(ch):04X}")
        return text

    return check


def check_name(
    value: object, where: str, max_chars: int = MAX_NAME_CHARS, min_chars: int = 1
) -> str:
    """A name as the table shows it (a seat's, or a table's with its limits), checked as
    ``create`` checks it; ``ProtocolError`` otherwise."""
    text: str = _name_text(max_chars, min_chars)(value, where)
    return text


def chat_text(text: str) -> str:
    """A chat line as the table shows it: line breaks, tabs and runs of spaces become one
    space, other control and format characters (direction overrides, lone surrogates) go, and
    no space is left at either end, so a line can neither break the table's layout nor
    disguise itself."""
    kept = "".join(
        ch for ch in text if ch.isspace() or not unicodedata.category(ch).startswith("C")
    )
    return " ".join(kept.split())


def _chat(value: object, where: str) -> str:
    text = chat_text(_text(MAX_CHAT_INPUT_CHARS)(value, where))
    if not text:
        raise _bad(where, "must say something (it is empty once spaces and controls go)")
    if len(text) > MAX_CHAT_CHARS:
        raise _bad(where, f"must have at most {MAX_CHAT_CHARS} characters, not {len(text)}")
    return text


def _one_of(*values: str) -> Callable[[object, str], str]:
    def check(value: object, where: str) -> str:
        if value not in values:
            raise _bad(where, f"must be one of {', '.join(values)}, not {shown(value)}")
        assert isinstance(value, str)
        return value

    return check


def _seconds(hi: float) -> Callable[[object, str], float]:
    def check(value: object, where: str) -> float:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise _bad(where, f"must be a number, not {shown(value)}")
        if not 0 <= value <= hi:
            raise _bad(where, f"must be from 0 to {hi}, not {value}")
        return float(value)

    return check


def _list(value: object, where: str, max_len: int) -> list[Any]:
    if not isinstance(value, list):
        raise _bad(where, f"must be a list, not {shown(value)}")
    if len(value) > max_len:
        raise _bad(where, f"must hold at most {max_len} items, not {len(value)}")
    return value


def _action(value: object, where: str) -> Action:
    """An action as the records write it: ``"pass"``, a bid number, ``"smudge"``, a card such
    as ``"AS"``, a suit named trump (``"S"``) or ``"draw"``."""
    if isinstance(value, str) and len(value) > MAX_ACTION_CHARS:
        raise _bad(where, f"must have at most {MAX_ACTION_CHARS} characters")
    try:
        return parse_action(value)
    except (ValueError, CardError) as exc:
        raise _bad(where, str(exc)) from None


def _told_action(value: object, where: str) -> Action:
    """An action another seat took, as a seat is told of it: any action, or ``"discard"``, a
    kitty's discard or a rob's throw face down. Never what a seat may send: ``act`` reads
    ``_action``."""
    if value == action_text(UNSEEN_DISCARD):
        return UNSEEN_DISCARD
    return _action(value, where)


def action_token(action: Action) -> int | str:
    """An action as records and messages write it: a bid as a number, else its word or card."""
    if is_bid(action) and PASS_LEVEL < bid_level(action) < SMUDGE_LEVEL:
        return bid_level(action)
    return action_text(action)


def _rules(value: object, where: str) -> Rules:
    """A preset name or a rules object, read by the records' own reader."""
    if isinstance(value, str) and len(value) > MAX_LEVEL_CHARS:
        raise ProtocolError(ErrorCode.BAD_RULES, f"{where}: a preset name is short")
    try:
        return read_rules(value)
    except RecordError as exc:
        raise ProtocolError(ErrorCode.BAD_RULES, f"{where}: {exc.reason}") from None
    except (ValueError, TypeError, KeyError) as exc:
        raise ProtocolError(ErrorCode.BAD_RULES, f"{where}: bad rules ({exc})") from None


_SEAT = _whole(0, MAX_PLAYERS - 1)
_NAME = _name_text(MAX_NAME_CHARS, 1)
_TABLE_NAME = _name_text(MAX_TABLE_NAME_CHARS, 0)
_LEVEL = _text(MAX_LEVEL_CHARS, 1)
_CODE = _text(MAX_CODE_CHARS, 1)
_TOKEN = _text(MAX_TOKEN_CHARS, 1)
_STEP = _whole(0, MAX_STEP)
_TURN_SECONDS = _whole(0, MAX_TURN_SECONDS)

FieldSpec: TypeAlias = Mapping[str, tuple[Check, bool]]  # name -> (check, required)


def _fields(obj: Mapping[str, Any], spec: FieldSpec, kind: str) -> dict[str, Any]:
    for key in obj:
        if key != "type" and key not in spec:
            raise _bad(kind, f"unknown field {shown(key)}")
    out: dict[str, Any] = {}
    for key, (check, required) in spec.items():
        if key in obj:
            out[key] = check(obj[key], f"{kind}.{key}")
        elif required:
            raise _bad(kind, f"missing field {key!r}")
    return out


def _kind(obj: Mapping[str, Any], known: Mapping[str, object]) -> str:
    kind = obj.get("type")
    if not isinstance(kind, str):
        raise _bad("message", 'needs a "type" string')
    if kind not in known:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, f"unknown message type {shown(kind)}")
    return kind


# --- what clients send -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Create:
    """Open a table with these rules and sit at ``seat`` of it as its host."""

    name: str
    rules: Rules
    seat: int = 0
    table: str = ""
    turn_seconds: int = 0  # 0: no turn timer; else a stand-in plays a turn taking longer
    chat: bool = True  # the seats may ``say`` things to the table
    hints: bool = True  # the host allows hints (each client works them out from its own view)
    watch: bool = True  # anyone with the invite code may watch the table


@dataclass(frozen=True, slots=True)
class Join:
    """Sit at the table of the invite code ``code``, at ``seat`` or the first free one."""

    code: str
    name: str
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Watch:
    """Watch the table of the invite code ``code`` as ``name``: its public view, no hand."""

    code: str
    name: str


@dataclass(frozen=True, slots=True)
class Rejoin:
    """Come back to the seat whose token is ``token``."""

    code: str
    token: str


@dataclass(frozen=True, slots=True)
class SetBot:
    """The host gives an empty seat a computer player at ``level``."""

    seat: int
    level: str


@dataclass(frozen=True, slots=True)
class Start:
    """The host starts the match (or a rematch once it is over); bots fill the empty seats."""


@dataclass(frozen=True, slots=True)
class Act:
    """The seat's action; ``step``, if given, is the view's: a later table refuses it."""

    action: Action
    step: int | None = None


@dataclass(frozen=True, slots=True)
class Leave:
    """Give up the seat (in the lobby), or step away from it (a stand-in plays meanwhile)."""


@dataclass(frozen=True, slots=True)
class Say:
    """A chat line to the table; read back cleaned (``chat_text``), 1 to ``MAX_CHAT_CHARS``."""

    text: str


ClientMessage: TypeAlias = Create | Join | Watch | Rejoin | SetBot | Start | Act | Leave | Say

_CLIENT_SPECS: dict[str, FieldSpec] = {
    "create": {
        "name": (_NAME, True),
        "rules": (_rules, True),
        "seat": (_SEAT, False),
        "table": (_TABLE_NAME, False),
        "turn_seconds": (_TURN_SECONDS, False),
        "chat": (_flag, False),
        "hints": (_flag, False),
        "watch": (_flag, False),
    },
    "join": {"code": (_CODE, True), "name": (_NAME, True), "seat": (_SEAT, False)},
    "watch": {"code": (_CODE, True), "name": (_NAME, True)},
    "rejoin": {"code": (_CODE, True), "token": (_TOKEN, True)},
    "set_bot": {"seat": (_SEAT, True), "level": (_LEVEL, True)},
    "start": {},
    "act": {"action": (_action, True), "step": (_STEP, False)},
    "leave": {},
    "say": {"text": (_chat, True)},
}
_CLIENT_CLASSES: dict[str, type[ClientMessage]] = {
    "create": Create,
    "join": Join,
    "watch": Watch,
    "rejoin": Rejoin,
    "set_bot": SetBot,
    "start": Start,
    "act": Act,
    "leave": Leave,
    "say": Say,
}
_CLIENT_TYPES = {cls: kind for kind, cls in _CLIENT_CLASSES.items()}


def read_client(data: str | bytes) -> ClientMessage:
    """What a client sent, checked; ``ProtocolError`` for anything ``pitch-net/1`` does not hold."""
    obj = read_object(data, MAX_MESSAGE_BYTES)
    kind = _kind(obj, _CLIENT_SPECS)
    return _CLIENT_CLASSES[kind](**_fields(obj, _CLIENT_SPECS[kind], kind))


def write_client(message: ClientMessage) -> str:
    return write({"type": _CLIENT_TYPES[type(message)], **_client_fields(message)})


@singledispatch
def _client_fields(message: ClientMessage) -> dict[str, Any]:
    """A client message's fields besides its type; one writer a type (none: no fields)."""
    return {}


@_client_fields.register
def _create_fields(message: Create) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "name": message.name,
        "rules": rules_json(message.rules),
        "seat": message.seat,
    }
    if message.table:
        obj["table"] = message.table
    if message.turn_seconds:
        obj["turn_seconds"] = message.turn_seconds
    if not message.chat:  # written only when off, as a server before the flags reads it
        obj["chat"] = False
    if not message.hints:
        obj["hints"] = False
    if not message.watch:
        obj["watch"] = False
    return obj


@_client_fields.register
def _join_fields(message: Join) -> dict[str, Any]:
    obj: dict[str, Any] = {"code": message.code, "name": message.name}
    if message.seat is not None:
        obj["seat"] = message.seat
    return obj


@_client_fields.register
def _watch_fields(message: Watch) -> dict[str, Any]:
    return {"code": message.code, "name": message.name}


@_client_fields.register
def _rejoin_fields(message: Rejoin) -> dict[str, Any]:
    return {"code": message.code, "token": message.token}


@_client_fields.register
def _set_bot_fields(message: SetBot) -> dict[str, Any]:
    return {"seat": message.seat, "level": message.level}


@_client_fields.register
def _act_fields(message: Act) -> dict[str, Any]:
    obj: dict[str, Any] = {"action": action_token(message.action)}
    if message.step is not None:
        obj["step"] = message.step
    return obj


@_client_fields.register
def _say_fields(message: Say) -> dict[str, Any]:
    return {"text": message.text}


# --- a seat's view ---------------------------------------------------------------------------

_PHASES = {p.name.lower(): p for p in Phase}


def _cards_json(m: Mask) -> list[str]:
    """A set of cards, lowest card number first: one set, one spelling."""
    out: list[str] = []
    while m:
        low = m & -m
        out.append(card_text(low.bit_length() - 1))
        m ^= low
    return out


def _suits_json(m: Mask) -> list[str]:
    return [SUITS[s] for s in range(len(SUITS)) if m >> s & 1]


def _bid_json(level: int) -> int | str:
    return action_token(bid_action(level))


def view_json(view: PlayerView) -> dict[str, Any]:
    """What ``view`` holds, and nothing else: this seat's cards and what the table has shown."""
    out: dict[str, Any] = {
        "seat": view.seat,
        "dealer": view.dealer,
        "phase": view.phase.name.lower(),
        "to_act": view.to_act,
        "hand": _cards_json(view.hand),
        "scores_before": list(view.scores_before),
        "bids": [_bid_json(b) for b in view.bids],
        "high_bid": _bid_json(view.high_bid),
        "pitcher": view.pitcher,
        "trump": None if view.trump is None else SUITS[view.trump],
        "leader": view.leader,
        "trick": [card_text(c) for c in view.trick],
        "plays": [[seat, card_text(c)] for seat, c in view.plays],
        "captured": [_cards_json(m) for m in view.captured],
        "tricks": list(view.tricks),
        "cards_left": list(view.cards_left),
        "voids": [_suits_json(m) for m in view.voids],
        "trick_seats": [list(seats) for seats in view.trick_seat_lists],
    }
    return {**out, **_rules_fields(view)}


def _rules_fields(view: PlayerView) -> dict[str, Any]:
    """What the table's rules add to a view, only at tables that play them (so every other
    table's views stay the bytes they were): the draw, the kitty, the call and the rob."""
    rules = view.rules
    out: dict[str, Any] = {}
    if rules.drawing:
        out["draw_back"] = _draw_back_json(view)
    if rules.kitty:
        out["kitty"] = {
            "kitty_left": view.kitty_left,
            "discard_count": view.discard_count,
            "own_discards": _cards_json(view.own_discards),
        }
    if rules.call_partner:
        out["call"] = _card_or_null(view.called)
        out["partner"] = view.partner
    if rules.refill:
        out["rob"] = [_UNSEEN if c is None else card_text(c) for c in view.robs]
    return out


def _card_or_null(c: Card | None) -> str | None:
    return None if c is None else card_text(c)


# The phases of a hand whose draw is done: only there may a view name a called partner.
_PARTNER_PHASES = frozenset((Phase.BURN, Phase.PLAY, Phase.DONE))
# A card thrown face down, as every seat but its thrower's is told of it (the told action's word).
_UNSEEN = action_text(UNSEEN_DISCARD)


def _draw_back_json(view: PlayerView) -> dict[str, Any]:
    """What a draw-back table adds to a view: the stock and what each seat drew and lost."""
    return {
        "stock_left": view.stock_left,
        "draws": view.draws,
        "drawn_counts": list(view.drawn_counts),
        "dead_counts": list(view.dead_counts),
        "burned": [_cards_json(m) for m in view.burned],
        "own_dealt": _cards_json(view.own_dealt),
        "own_drawn": _cards_json(view.own_drawn),
        "own_dead": _cards_json(view.own_dead),
        "seats_in": [s for s in range(view.players) if view.seats_in >> s & 1],
    }


class _ViewReader:
    """Reads a view for one table's rules: every seat a seat, every card in its deck."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.players = rules.players
        self.deck = deck_of(rules).mask
        self.seat = _whole(0, rules.players - 1)
        self.count = _whole(0, MAX_DECK_SIZE)
        self.score = _whole(-MAX_SCORE, MAX_SCORE)

    def card(self, value: object, where: str) -> Card:
        if not isinstance(value, str) or len(value) > 3:
            raise _bad(where, f"must be a card, not {shown(value)}")
        try:
            c = _parse_card(value)
        except CardError as exc:
            raise _bad(where, str(exc)) from None
        if not self.deck >> c & 1:
            raise _bad(where, f"{card_text(c)} is not in this table's deck")
        return c

    def cards(self, value: object, where: str) -> Mask:
        m = 0
        for c in _list(value, where, MAX_DECK_SIZE):
            m |= 1 << self.card(c, where)
        return m

    def card_order(self, value: object, where: str) -> tuple[Card, ...]:
        return tuple(self.card(c, where) for c in _list(value, where, MAX_DECK_SIZE))

    def per_seat(self, value: object, where: str, read: Check) -> tuple[Any, ...]:
        items = _list(value, where, self.players)
        if len(items) != self.players:
            raise _bad(where, f"must hold one item per seat ({self.players})")
        return tuple(read(v, where) for v in items)

    def bid(self, value: object, where: str) -> int:
        if value == "pass":
            return PASS_LEVEL
        action = _action(value, where)
        if not is_bid(action):
            raise _bad(where, f"must be a bid, not {shown(value)}")
        return bid_level(action)

    def optional_seat(self, value: object, where: str) -> int | None:
        return None if value is None else self.seat(value, where)

    def suits(self, value: object, where: str) -> Mask:
        m = 0
        for s in _list(value, where, len(SUITS)):
            if s not in SUITS or not isinstance(s, str) or len(s) != 1:
                raise _bad(where, f"must be a suit letter, not {shown(s)}")
            m |= 1 << SUITS.index(s)
        return m

    def trump(self, value: object, where: str) -> int | None:
        if value is None:
            return None
        if not isinstance(value, str) or len(value) != 1 or value not in SUITS:
            raise _bad(where, f"must be a suit letter or null, not {shown(value)}")
        return SUITS.index(value)

    def plays(self, value: object, where: str) -> tuple[tuple[int, Card], ...]:
        out: list[tuple[int, Card]] = []
        for item in _list(value, where, MAX_DECK_SIZE):
            pair = _list(item, where, 2)
            if len(pair) != 2:
                raise _bad(where, "each play is [seat, card]")
            out.append((self.seat(pair[0], where), self.card(pair[1], where)))
        return tuple(out)

    def seat_lists(self, value: object, where: str) -> tuple[tuple[int, ...], ...]:
        return tuple(
            tuple(self.seat(s, where) for s in _list(item, where, self.players))
            for item in _list(value, where, MAX_DECK_SIZE)
        )

    def seat_mask(self, value: object, where: str) -> Mask:
        m = 0
        for s in _list(value, where, self.players):
            m |= 1 << self.seat(s, where)
        return m

    def phase(self, value: object, where: str) -> Phase:
        if not isinstance(value, str) or value not in _PHASES:
            raise _bad(where, f"must be one of {', '.join(_PHASES)}, not {shown(value)}")
        return _PHASES[value]

    def view(self, obj: object, where: str = "view") -> PlayerView:
        if not isinstance(obj, dict):
            raise _bad(where, "must be an object")
        spec: dict[str, tuple[Check, bool]] = {
            "seat": (self.seat, True),
            "dealer": (self.seat, True),
            "phase": (self.phase, True),
            "to_act": (self.seat, True),
            "hand": (self.cards, True),
            "scores_before": (lambda v, w: self._sides(v, w), True),
            "bids": (lambda v, w: tuple(self.bid(b, w) for b in _list(v, w, 64)), True),
            "high_bid": (self.bid, True),
            "pitcher": (self.optional_seat, True),
            "trump": (self.trump, True),
            "leader": (self.seat, True),
            "trick": (self.card_order, True),
            "plays": (self.plays, True),
            "captured": (lambda v, w: self.per_seat(v, w, self.cards), True),
            "tricks": (lambda v, w: self.per_seat(v, w, self.count), True),
            "cards_left": (lambda v, w: self.per_seat(v, w, self.count), True),
            "voids": (lambda v, w: self.per_seat(v, w, self.suits), True),
            "trick_seats": (self.seat_lists, True),
            "draw_back": (self._draw_back, self.rules.drawing),
            "kitty": (self._kitty, bool(self.rules.kitty)),
            "call": (self._called, self.rules.call_partner),
            "partner": (self.optional_seat, self.rules.call_partner),
            "rob": (self._robs, self.rules.refill),
        }
        f = _fields(obj, spec, where)
        extra = self._extras(f, where)
        played_by = [0] * self.players
        for seat, c in f["plays"]:
            played_by[seat] |= 1 << c
        return PlayerView(
            rules=self.rules,
            seat=f["seat"],
            dealer=f["dealer"],
            hand=f["hand"],
            scores_before=f["scores_before"],
            phase=f["phase"],
            to_act=f["to_act"],
            bids=f["bids"],
            high_bid=f["high_bid"],
            pitcher=f["pitcher"],
            trump=f["trump"],
            leader=f["leader"],
            trick=f["trick"],
            plays=f["plays"],
            played_by=tuple(played_by),
            captured=f["captured"],
            tricks=f["tricks"],
            cards_left=f["cards_left"],
            voids=f["voids"],
            trick_seat_lists=f["trick_seats"],
            **extra,
        )

    def _extras(self, f: dict[str, Any], where: str) -> dict[str, Any]:
        """The draw's fields, the kitty's, the call's and the rob's, taken out of ``f``: only
        at tables that play them, and what one seat alone may know only in its view."""
        for key, plays in (
            ("draw_back", self.rules.drawing),
            ("kitty", self.rules.kitty),
            ("call", self.rules.call_partner),
            ("partner", self.rules.call_partner),
            ("rob", self.rules.refill),
        ):
            if key in f and not plays:
                raise _bad(where, f"{key} belongs to tables whose rules play it")
        kitty: dict[str, Any] = f.pop("kitty", {})
        if kitty:
            _check_own_discards(kitty, f["seat"] == f["pitcher"], f"{where}.kitty")
        draw: dict[str, Any] = f.pop("draw_back", {})
        extra: dict[str, Any] = {**draw, **kitty}
        if self.rules.call_partner:
            extra["called"], extra["partner"] = f.pop("call"), f.pop("partner")
            self._check_call(f, extra, where)
        if self.rules.refill:
            extra["robs"] = f.pop("rob")
            self._check_robs(f, extra, where)
        return extra

    def _called(self, value: object, where: str) -> Card | None:
        return None if value is None else self.card(value, where)

    def _robs(self, value: object, where: str) -> tuple[Card | None, ...]:
        """The dealer's rob: a card, or ``"discard"`` for one thrown face down."""
        return tuple(
            None if item == _UNSEEN else self.card(item, where)
            for item in _list(value, where, MAX_DECK_SIZE)
        )

    def _check_call(self, f: Mapping[str, Any], extra: Mapping[str, Any], where: str) -> None:
        """The called card is a trump once trump is named; the partner, only after the draw,
        never the pitcher, and named only to itself until the card is shown or the hand
        is over (``engine.view.partner_seen``)."""
        called, partner = extra["called"], extra["partner"]
        if called is not None and not self._is_trump(called, f["trump"]):
            raise _bad(f"{where}.call", f"{card_text(called)} is not a trump of this hand")
        if partner is None:
            return
        if called is None or f["phase"] not in _PARTNER_PHASES or partner == f["pitcher"]:
            raise _bad(f"{where}.partner", "a partner is named only once the draw is done")
        shown = mask_of(c for _, c in f["plays"]) | union(extra["burned"])
        if f["phase"] is not Phase.DONE and not shown >> called & 1:
            _check_secret_partner(partner, called, f, f"{where}.partner")

    def _is_trump(self, c: Card, trump: int | None) -> bool:
        return trump is not None and bool(trumps_of(self.rules, trump).mask >> c & 1)

    def _check_robs(self, f: Mapping[str, Any], extra: Mapping[str, Any], where: str) -> None:
        """The rob: face-up trumps among the dealer's burned cards; a face-down card by its
        card only in the dealer's own view, and there all of them or none (a watcher's
        public view, seat 0's place)."""
        robs, trump, dealer = extra["robs"], f["trump"], f["dealer"]
        if not robs:
            return
        if trump is None:
            raise _bad(f"{where}.rob", "nobody robs before trump is named")
        trumps = trumps_of(self.rules, trump).mask
        named = mask_of(c for c in robs if c is not None)
        stray = named & trumps & ~extra["burned"][dealer]
        if stray:
            c = stray.bit_length() - 1
            raise _bad(f"{where}.rob", f"{card_text(c)} is not among the dealer's burned")
        face_down = named & ~trumps
        if not face_down:
            return
        if f["seat"] != dealer or face_down & ~extra["own_dead"]:
            raise _bad(f"{where}.rob", "a card thrown face down belongs to the dealer's view")
        if None in robs:
            raise _bad(f"{where}.rob", "the dealer's view names all its face-down throws or none")

    def _sides(self, value: object, where: str) -> tuple[int, ...]:
        items = _list(value, where, self.rules.sides)
        if len(items) != self.rules.sides:
            raise _bad(where, f"must hold one score per side ({self.rules.sides})")
        return tuple(self.score(v, where) for v in items)

    def _draw_back(self, value: object, where: str) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise _bad(where, "must be an object")
        per_count: Check = lambda v, w: self.per_seat(v, w, self.count)  # noqa: E731
        spec: dict[str, tuple[Check, bool]] = {
            "stock_left": (self.count, True),
            "draws": (self.count, True),
            "drawn_counts": (per_count, True),
            "dead_counts": (per_count, True),
            "burned": (lambda v, w: self.per_seat(v, w, self.cards), True),
            "own_dealt": (self.cards, True),
            "own_drawn": (self.cards, True),
            "own_dead": (self.cards, True),
            "seats_in": (self.seat_mask, True),
        }
        return _fields(value, spec, where)

    def _kitty(self, value: object, where: str) -> dict[str, Any]:
        """The kitty's counts, at most the kitty's cards each, and the pitcher's own discards."""
        if not isinstance(value, dict):
            raise _bad(where, "must be an object")
        count = _whole(0, self.rules.kitty)
        spec: dict[str, tuple[Check, bool]] = {
            "kitty_left": (count, True),
            "discard_count": (count, True),
            "own_discards": (self.cards, True),
        }
        return _fields(value, spec, where)


def _check_secret_partner(partner: int, called: Card, f: Mapping[str, Any], where: str) -> None:
    """Before the called card is shown and the hand is over, only the partner's own view
    names the partner, and that view holds the card."""
    if partner != f["seat"]:
        raise _bad(where, "belongs to the partner's view alone until it is shown")
    if not f["hand"] >> called & 1:
        raise _bad(where, "the partner holds the called card")


def _check_own_discards(kitty: Mapping[str, Any], pitcher: bool, where: str) -> None:
    """The pitcher's view holds its discards (all, or none in a watcher's public view, which
    is seat 0's place); every other seat's, none."""
    own, count = kitty["own_discards"].bit_count(), kitty["discard_count"]
    if not pitcher and own:
        raise _bad(where, "own_discards belong to the pitcher's view alone")
    if pitcher and own not in (0, count):
        raise _bad(where, f"own_discards holds {own} cards, not the {count} discarded")


def view_from_json(obj: object, rules: Rules) -> PlayerView:
    """The ``PlayerView`` that ``view_json`` wrote, for a table of ``rules``."""
    return _ViewReader(rules).view(obj)


# --- what the server sends -------------------------------------------------------------------


class TableState(StrEnum):
    LOBBY = "lobby"
    PLAYING = "playing"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int
    kind: SeatKind  # one of TABLE_SEAT_KINDS
    name: str
    level: str | None  # a bot's level, or an open seat's (what fills it)
    away: bool = False  # a person not connected
    stand_in: bool = False  # a bot is playing for the person now
    # Away, not yet covered: seconds from this message until a stand-in plays their turns.
    stand_in_after: float | None = None


@dataclass(frozen=True, slots=True)
class TableInfo:
    """The lobby and the score: who sits where. No card, ever."""

    name: str
    code: str
    rules: Rules
    host: int
    state: TableState
    turn_seconds: int
    seats: tuple[SeatInfo, ...]
    scores: tuple[int, ...]
    hand: int  # the hand in play or last played, 0 before the first
    chat: bool = True  # the seats may chat
    hints: bool = True  # the host allows hints
    watch: bool = True  # the host lets people watch with the invite code
    watchers: int = 0  # how many watch now


@dataclass(frozen=True, slots=True)
class Welcome:
    protocol: str
    limits: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Seated:
    """The answer to create, join and rejoin: the seat, its token (keep it to come back) and
    the table."""

    seat: int
    token: str
    how: str  # created, joined, rejoined
    table: TableInfo
    # On a rejoin into a match: the ``pitch-result/1`` objects of its finished hands, the last
    # MAX_RESULTS_SENT of them, so the score pad can be written again.
    results: tuple[Mapping[str, Any], ...] = ()
    # On a rejoin: the table's last MAX_CHAT_SENT chat lines, oldest first.
    chat: tuple[Said, ...] = ()


@dataclass(frozen=True, slots=True)
class Watching:
    """The answer to watch: the table, and as for a rejoin its finished hands' results and
    its last chat lines. The views that follow are public ones (no hand), never with ``legal``."""

    table: TableInfo
    results: tuple[Mapping[str, Any], ...] = ()
    chat: tuple[Said, ...] = ()


@dataclass(frozen=True, slots=True)
class LastAction:
    seat: int
    action: Action
    by: ActedBy


@dataclass(frozen=True, slots=True)
class ViewUpdate:
    """This seat's view after ``step`` actions of hand ``hand``; ``legal`` is what the seat may
    do now when it is asked (empty otherwise); ``last`` the action that led here."""

    hand: int
    step: int
    view: PlayerView
    legal: tuple[Action, ...] = ()
    last: LastAction | None = None


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand's ``pitch-result/1`` object (FORMATS.md): scores and awards by side, no card."""

    hand: int
    result: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class MatchOver:
    winner: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Said:
    """A chat line from the person at ``seat``, as cleaned by the server (no control
    characters, 1 to ``MAX_CHAT_CHARS`` characters)."""

    seat: int
    name: str
    text: str


@dataclass(frozen=True, slots=True)
class ErrorReply:
    code: ErrorCode
    message: str
    retry_after: float | None = None  # with rate_limited: seconds to wait


@dataclass(frozen=True, slots=True)
class Closed:
    """The table is gone (the host closed it, or it stood idle); the seat token is void."""

    reason: str
    message: str


@dataclass(frozen=True, slots=True)
class Moved:
    """The table of the code is held by another node of the group, reached at ``url``: the
    client connects there and sends its ``join``, ``rejoin`` or ``watch`` again."""

    url: str


ServerMessage: TypeAlias = (
    Welcome
    | Seated
    | Watching
    | TableInfo
    | ViewUpdate
    | HandResult
    | MatchOver
    | Said
    | ErrorReply
    | Closed
    | Moved
)


def _seat_json(s: SeatInfo) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "seat": s.seat,
        "kind": s.kind.value,
        "name": s.name,
        "level": s.level,
        "away": s.away,
        "stand_in": s.stand_in,
    }
    if s.stand_in_after is not None:  # only while it counts: a seat's usual bytes stay as they were
        obj["stand_in_after"] = round(min(s.stand_in_after, MAX_STAND_IN_SECONDS), 1)
    return obj


def _table_json(t: TableInfo) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "name": t.name,
        "code": t.code,
        "rules": rules_json(t.rules),
        "host": t.host,
        "state": t.state.value,
        "turn_seconds": t.turn_seconds,
        "seats": [_seat_json(s) for s in t.seats],
        "scores": list(t.scores),
        "hand": t.hand,
        "chat": t.chat,
        "hints": t.hints,
    }
    # Written only when they say something, so that a table nobody watches is the same bytes
    # a client from before spectators reads.
    if not t.watch:
        obj["watch"] = False
    if t.watchers:
        obj["watchers"] = t.watchers
    return obj


@singledispatch
def server_json(message: ServerMessage) -> dict[str, Any]:
    """The JSON object of a server message (``write`` makes it text); one writer a type."""
    raise TypeError(f"{type(message).__name__} is not a server message")


@server_json.register
def _welcome_json(message: Welcome) -> dict[str, Any]:
    return {"type": "welcome", "protocol": message.protocol, "limits": dict(message.limits)}


@server_json.register
def _seated_json(message: Seated) -> dict[str, Any]:
    obj = {
        "type": "seated",
        "seat": message.seat,
        "token": message.token,
        "how": message.how,
        "table": _table_json(message.table),
    }
    if message.results:  # a rejoin into a match; a seat taken in the lobby has no hands
        obj["results"] = [dict(r) for r in message.results]
    if message.chat:  # a rejoin at a table where something was said
        obj["chat"] = _said_lines_json(message.chat)
    return obj


def _said_lines_json(lines: tuple[Said, ...]) -> list[dict[str, Any]]:
    return [{"seat": line.seat, "name": line.name, "text": line.text} for line in lines]


@server_json.register
def _watching_json(message: Watching) -> dict[str, Any]:
    obj: dict[str, Any] = {"type": "watching", "table": _table_json(message.table)}
    if message.results:
        obj["results"] = [dict(r) for r in message.results]
    if message.chat:
        obj["chat"] = _said_lines_json(message.chat)
    return obj


@server_json.register
def _table_message_json(message: TableInfo) -> dict[str, Any]:
    return {"type": "table", **_table_json(message)}


def _last_json(last: LastAction | None) -> dict[str, Any] | None:
    if last is None:
        return None
    return {"seat": last.seat, "action": action_token(last.action), "by": last.by.value}


@server_json.register
def _view_update_json(message: ViewUpdate) -> dict[str, Any]:
    return {
        "type": "view",
        "hand": message.hand,
        "step": message.step,
        "view": view_json(message.view),
        "legal": [action_token(a) for a in message.legal],
        "last": _last_json(message.last),
    }


@server_json.register
def _hand_result_json(message: HandResult) -> dict[str, Any]:
    return {"type": "result", "hand": message.hand, "result": dict(message.result)}


@server_json.register
def _match_over_json(message: MatchOver) -> dict[str, Any]:
    return {"type": "match_over", "winner": message.winner, "scores": list(message.scores)}


@server_json.register
def _said_json(message: Said) -> dict[str, Any]:
    return {"type": "said", "seat": message.seat, "name": message.name, "text": message.text}


@server_json.register
def _error_json(message: ErrorReply) -> dict[str, Any]:
    obj: dict[str, Any] = {"type": "error", "code": message.code.value}
    obj["message"] = message.message[:MAX_TEXT_CHARS]
    if message.retry_after is not None:
        obj["retry_after"] = round(min(message.retry_after, MAX_RETRY_SECONDS), 3)
    return obj


@server_json.register
def _closed_json(message: Closed) -> dict[str, Any]:
    return {"type": "closed", "reason": message.reason, "message": message.message}


@server_json.register
def _moved_json(message: Moved) -> dict[str, Any]:
    return {"type": "moved", "url": message.url}


def write_server(message: ServerMessage) -> str:
    return write(server_json(message))


_SCORE = _whole(-MAX_SCORE, MAX_SCORE)
_HAND = _whole(0, MAX_HAND_NUMBER)
_PLAIN_TEXT = _text(MAX_TEXT_CHARS)
_ERROR_CODES = frozenset(c.value for c in ErrorCode)


def _error_code(value: object, where: str) -> ErrorCode:
    if isinstance(value, str) and value in _ERROR_CODES:
        return ErrorCode(value)
    raise _bad(where, f"unknown error code {shown(value)}")


def _scores(value: object, where: str) -> tuple[int, ...]:
    return tuple(_SCORE(v, where) for v in _list(value, where, MAX_PLAYERS))


def _limits(value: object, where: str) -> dict[str, int]:
    if not isinstance(value, dict) or len(value) > 32:
        raise _bad(where, "must be an object of at most 32 numbers")
    return {_text(40, 1)(k, where): _whole(0, 2**31)(v, where) for k, v in value.items()}


def _result(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or value.get("format") != RESULT_FORMAT:
        raise _bad(where, f"must be a {RESULT_FORMAT} object")
    return value


def _seat_info(value: object, where: str) -> SeatInfo:
    if not isinstance(value, dict):
        raise _bad(where, "must be an object")
    spec: FieldSpec = {
        "seat": (_SEAT, True),
        "kind": (lambda v, w: SeatKind(_one_of(*TABLE_SEAT_KINDS)(v, w)), True),
        "name": (_text(MAX_NAME_CHARS), True),
        "level": (lambda v, w: None if v is None else _LEVEL(v, w), True),
        "away": (_flag, True),
        "stand_in": (_flag, True),
        "stand_in_after": (_seconds(MAX_STAND_IN_SECONDS), False),  # a server before it: none
    }
    return SeatInfo(**_fields(value, spec, where))


def _table_info(value: object, where: str) -> TableInfo:
    if not isinstance(value, dict):
        raise _bad(where, "must be an object")
    spec: FieldSpec = {
        "name": (_text(MAX_TABLE_NAME_CHARS), True),
        "code": (_CODE, True),
        "rules": (_rules, True),
        "host": (_SEAT, True),
        "state": (lambda v, w: TableState(_one_of(*TableState)(v, w)), True),
        "turn_seconds": (_TURN_SECONDS, True),
        "seats": (lambda v, w: tuple(_seat_info(s, w) for s in _list(v, w, MAX_PLAYERS)), True),
        "scores": (_scores, True),
        "hand": (_HAND, True),
        "chat": (_flag, False),  # optional: a server from before the flags has chat, hints
        "hints": (_flag, False),
        "watch": (_flag, False),  # optional: written only when off
        "watchers": (_whole(0, MAX_WATCHERS), False),  # optional: written only when some watch
    }
    f = _fields(value, spec, where)
    if len(f["seats"]) != f["rules"].players:
        raise _bad(where, "must list every seat of the table")
    return TableInfo(**f)


_WELCOME_SPEC: FieldSpec = {"protocol": (_text(40, 1), True), "limits": (_limits, True)}
_SEATED_SPEC: FieldSpec = {
    "seat": (_SEAT, True),
    "token": (_TOKEN, True),
    "how": (_one_of("created", "joined", "rejoined"), True),
    "table": (_table_info, True),
    "results": (lambda v, w: tuple(_result(r, w) for r in _list(v, w, MAX_RESULTS_SENT)), False),
    "chat": (lambda v, w: tuple(_said_line(s, w) for s in _list(v, w, MAX_CHAT_SENT)), False),
}
_WATCHING_SPEC: FieldSpec = {
    "table": (_table_info, True),
    "results": _SEATED_SPEC["results"],
    "chat": _SEATED_SPEC["chat"],
}
_RESULT_SPEC: FieldSpec = {"hand": (_HAND, True), "result": (_result, True)}
_MATCH_OVER_SPEC: FieldSpec = {
    "winner": (_whole(0, MAX_PLAYERS - 1), True),
    "scores": (_scores, True),
}
_SAID_SPEC: FieldSpec = {
    "seat": (_SEAT, True),
    "name": (_text(MAX_NAME_CHARS), True),
    "text": (_name_text(MAX_CHAT_CHARS, 1), True),
}


def _said_line(value: object, where: str) -> Said:
    """One chat line told again with a seat (the fields of ``said``)."""
    if not isinstance(value, dict):
        raise _bad(where, "must be an object")
    return Said(**_fields(value, _SAID_SPEC, where))


_ERROR_SPEC: FieldSpec = {
    "code": (_error_code, True),
    "message": (_PLAIN_TEXT, True),
    "retry_after": (_seconds(MAX_RETRY_SECONDS), False),
}
_CLOSED_SPEC: FieldSpec = {"reason": (_text(40, 1), True), "message": (_PLAIN_TEXT, True)}


def _node_url(value: object, where: str) -> str:
    """A node's address: a WebSocket URL, printable, with no space."""
    url = _text(MAX_URL_CHARS, 1)(value, where)
    if not url.startswith(("ws://", "wss://")) or not url.isprintable() or " " in url:
        raise _bad(where, f"must be a ws:// or wss:// address, not {shown(url)}")
    return url


_MOVED_SPEC: FieldSpec = {"url": (_node_url, True)}

_ServerReader: TypeAlias = Callable[[Mapping[str, Any], Rules | None], ServerMessage]


def _by_spec(message: Callable[..., ServerMessage], spec: FieldSpec, kind: str) -> _ServerReader:
    """The reader of a message whose fields ``spec`` checks alone, whatever the rules."""
    return lambda obj, _rules: message(**_fields(obj, spec, kind))


def _read_table(obj: Mapping[str, Any], _rules: Rules | None) -> TableInfo:
    return _table_info({k: v for k, v in obj.items() if k != "type"}, "table")


def _read_view_update(obj: Mapping[str, Any], rules: Rules | None) -> ViewUpdate:
    if rules is None:
        raise _bad("view", "a view came before the table's rules")
    reader = _ViewReader(rules)
    spec: FieldSpec = {
        "hand": (_HAND, True),
        "step": (_STEP, True),
        "view": (reader.view, True),
        "legal": (lambda v, w: tuple(_action(a, w) for a in _list(v, w, 64)), True),
        "last": (lambda v, w: None if v is None else _last(reader, v, w), True),
    }
    return ViewUpdate(**_fields(obj, spec, "view"))


_SERVER_READERS: dict[str, _ServerReader] = {
    "welcome": _by_spec(Welcome, _WELCOME_SPEC, "welcome"),
    "seated": _by_spec(Seated, _SEATED_SPEC, "seated"),
    "watching": _by_spec(Watching, _WATCHING_SPEC, "watching"),
    "table": _read_table,
    "view": _read_view_update,
    "result": _by_spec(HandResult, _RESULT_SPEC, "result"),
    "match_over": _by_spec(MatchOver, _MATCH_OVER_SPEC, "match_over"),
    "said": _by_spec(Said, _SAID_SPEC, "said"),
    "error": _by_spec(ErrorReply, _ERROR_SPEC, "error"),
    "closed": _by_spec(Closed, _CLOSED_SPEC, "closed"),
    "moved": _by_spec(Moved, _MOVED_SPEC, "moved"),
}


def read_server(data: str | bytes, rules: Rules | None) -> ServerMessage:
    """What the server sent, checked; a view is read for ``rules`` (the table's, which the
    client learns from the ``seated`` and ``table`` messages before any view)."""
    obj = read_object(data, MAX_SERVER_MESSAGE_BYTES)
    kind = _kind(obj, _SERVER_READERS)
    return _SERVER_READERS[kind](obj, rules)


def _last(reader: _ViewReader, value: object, where: str) -> LastAction:
    if not isinstance(value, dict):
        raise _bad(where, "must be an object")
    spec: FieldSpec = {
        "seat": (reader.seat, True),
        "action": (_told_action, True),
        "by": (lambda v, w: ActedBy(_one_of(*ActedBy)(v, w)), True),
    }
    last = LastAction(**_fields(value, spec, where))
    rules = reader.rules
    if last.action == UNSEEN_DISCARD and not (rules.kitty or rules.refill):
        raise _bad(f"{where}.action", "a card goes face down only with a kitty or a rob")
    return last


def limits_json() -> dict[str, int]:
    """The limits a client should keep to, sent in ``welcome``."""
    return {
        "max_message_bytes": MAX_MESSAGE_BYTES,
        "max_name_chars": MAX_NAME_CHARS,
        "max_table_name_chars": MAX_TABLE_NAME_CHARS,
        "max_turn_seconds": MAX_TURN_SECONDS,
        "max_chat_chars": MAX_CHAT_CHARS,
        "most_points": MOST_POINTS,
    }


__all__ = [
    "MAX_CHAT_CHARS",
    "MAX_DEPTH",
    "MAX_FRAME_BYTES",
    "MAX_MESSAGE_BYTES",
    "PROTOCOL",
    "SUBPROTOCOL",
    "Act",
    "ActedBy",
    "ClientMessage",
    "Closed",
    "Create",
    "ErrorCode",
    "ErrorReply",
    "HandResult",
    "Join",
    "LastAction",
    "Leave",
    "MatchOver",
    "Moved",
    "ProtocolError",
    "Rejoin",
    "Said",
    "Say",
    "SeatInfo",
    "Seated",
    "ServerMessage",
    "SetBot",
    "Start",
    "TableInfo",
    "TableState",
    "ViewUpdate",
    "Watch",
    "Watching",
    "Welcome",
    "action_token",
    "chat_text",
    "check_name",
    "read_client",
    "read_object",
    "read_server",
    "server_json",
    "view_from_json",
    "view_json",
    "write",
    "write_client",
    "write_server",
]
