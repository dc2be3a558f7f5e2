"""The ``pitch-net/1`` messages: written and read back unchanged, and every malformed one refused
with its own error code, before any server sees it."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_desktop.engine.match import apply_match, deal_next, new_match
from pitch_desktop.engine.rules import PRESETS, rules_from_json
from pitch_desktop.engine.state import PASS, SMUDGE, bid_action, legal_actions, name_action
from pitch_desktop.engine.view import SamplingError, sample_world, view_of
from pitch_desktop.net.protocol import (
    MAX_DEPTH,
    MAX_MESSAGE_BYTES,
    Act,
    ActedBy,
    ClientMessage,
    Closed,
    Create,
    ErrorCode,
    ErrorReply,
    Join,
    LastAction,
    Leave,
    MatchOver,
    ProtocolError,
    Rejoin,
    ServerMessage,
    SetBot,
    Start,
    ViewUpdate,
    Welcome,
    read_client,
    read_server,
    view_from_json,
    view_json,
    write,
    write_client,
    write_server,
)


@settings(max_examples=40, deadline=None)
# Every preset: the server hosts them all.
@given(preset=st.sampled_from(sorted(PRESETS)), seed=st.integers(0, 2**32))
def test_every_view_of_a_random_hand_reads_back_the_same(preset: str, seed: int) -> None:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    match = deal_next(new_match(rules, rng.randrange(rules.players)), rng)
    while match.hand is not None:
        hand = match.hand
        for seat in range(rules.players):
            view = view_of(hand, seat)
            text = write(view_json(view))
            assert view_from_json(json.loads(text), rules) == view
            assert write(view_json(view_from_json(json.loads(text), rules))) == text
        match = apply_match(match, rng.choice(legal_actions(hand)))


# The deals that fit a view are built by ``sample_world``, which does not rebuild the other
# seats' draws of the draw-back, nor a kitty and its discards: those presets are left to the
# whole-match leak checks, and the kitty to its own bytes test (test_net_kitty).
WITHOUT_DRAW_BACK = sorted(
    name for name, rules in PRESETS.items() if not rules.drawing and not rules.kitty
)


@settings(max_examples=30, deadline=None)
@given(preset=st.sampled_from(WITHOUT_DRAW_BACK), seed=st.integers(0, 2**32))
def test_a_seat_is_sent_the_same_bytes_however_the_hidden_cards_lie(preset: str, seed: int) -> None:
    """What a seat is sent depends on nothing it may not know: the same view, the same bytes,
    in another deal of the cards it has not seen that fits what it has."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    match = deal_next(new_match(rules, rng.randrange(rules.players)), rng)
    while match.hand is not None:
        hand = match.hand
        seat = rng.randrange(rules.players)
        view = view_of(hand, seat)
        try:
            other = sample_world(view, rng)
        except SamplingError:
            other = None
        if other is not None:
            assert write(view_json(view_of(other, seat))) == write(view_json(view))
        match = apply_match(match, rng.choice(legal_actions(hand)))


CLIENT_MESSAGES: list[ClientMessage] = [
    Create("Ann", PRESETS["setback"]),
    Create("Zoë", rules_from_json({"preset": "seven-point", "target": 5}), 2, "Friday", 30),
    Join("7K3M-Q9XD-2HTR-W8VA", "Bob"),
    Join("7k3mq9xd2htrw8va", "Bob", 3),
    Rejoin("7K3M-Q9XD-2HTR-W8VA", "0" * 32),
    SetBot(1, "expert"),
    Start(),
    Act(PASS),
    Act(bid_action(3), 4),
    Act(SMUDGE),
    Act(name_action(3)),
    Act(51, 12),
    Leave(),
]


@pytest.mark.parametrize("message", CLIENT_MESSAGES, ids=lambda m: type(m).__name__)
def test_client_messages_read_back_the_same(message: ClientMessage) -> None:
    assert read_client(write_client(message)) == message


def test_server_messages_read_back_the_same() -> None:
    rules = PRESETS["setback"]
    match = deal_next(new_match(rules, 0), random.Random(4))
    assert match.hand is not None
    messages: list[ServerMessage] = [
        Welcome("pitch-net/1", {"max_message_bytes": MAX_MESSAGE_BYTES}),
        ViewUpdate(1, 0, view_of(match.hand, 2), (PASS, bid_action(2)), None),
        ViewUpdate(1, 0, view_of(match.hand, 1), (), LastAction(0, PASS, ActedBy.STAND_IN)),
        MatchOver(1, (21, 4)),
        ErrorReply(ErrorCode.RATE_LIMITED, "wait", 2.5),
        Closed("host_left", "the host closed the table"),
    ]
    for message in messages:
        assert read_server(write_server(message), rules) == message


_CREATE = '{"type": "create", "name": "Ann", "rules": %s}'


def _code(text: str | bytes) -> ErrorCode:
    with pytest.raises(ProtocolError) as caught:
        read_client(text)
    return caught.value.code


@pytest.mark.parametrize(
    ("text", "code"),
    [
        (b'{"type": "leave"}', ErrorCode.BINARY),
        ("x" * (MAX_MESSAGE_BYTES + 1), ErrorCode.TOO_LARGE),
        ('{"type": "leave", "n": "' + "é" * (MAX_MESSAGE_BYTES // 2) + '"}', ErrorCode.TOO_LARGE),
        ("{not json", ErrorCode.NOT_JSON),
        ('{"type": "leave", "type": "start"}', ErrorCode.NOT_JSON),
        ('{"type": "act", "action": NaN}', ErrorCode.NOT_JSON),
        ("[" * 4000 + "]" * 4000, ErrorCode.TOO_DEEP),
        ('{"type": "leave", "x": ' + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "}", ErrorCode.TOO_DEEP),
        # One level less is deep enough to be read: the unknown field is what is refused.
        (
            '{"type": "leave", "x": ' + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "}",
            ErrorCode.BAD_MESSAGE,
        ),
        ("[]", ErrorCode.BAD_MESSAGE),
        ('"leave"', ErrorCode.BAD_MESSAGE),
        ("{}", ErrorCode.BAD_MESSAGE),
        ('{"type": 3}', ErrorCode.BAD_MESSAGE),
        ('{"type": "shuffle"}', ErrorCode.UNKNOWN_TYPE),
        ('{"type": "leave", "seat": 1}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": ""}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": "' + "n" * 25 + '"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": " Ann"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": "A\\u202eB"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": "A\\nB"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": "\\ud800"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": "Ann", "seat": 7}', ErrorCode.BAD_MESSAGE),
        ('{"type": "join", "code": "ABCD", "name": "Ann", "seat": true}', ErrorCode.BAD_MESSAGE),
        ('{"type": "act", "action": "ZZ"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "act", "action": 99}', ErrorCode.BAD_MESSAGE),
        # A face-down discard is what the others are told, never a move anyone may send.
        ('{"type": "act", "action": "discard"}', ErrorCode.BAD_MESSAGE),
        ('{"type": "act", "action": "DISCARD", "step": 3}', ErrorCode.BAD_MESSAGE),
        ('{"type": "act", "action": "AS", "step": -1}', ErrorCode.BAD_MESSAGE),
        ('{"type": "act", "action": "AS", "step": 1e400}', ErrorCode.BAD_MESSAGE),
        (_CREATE % '"no-such-preset"', ErrorCode.BAD_RULES),
        (_CREATE % '{"preset": "setback", "x": 1}', ErrorCode.BAD_RULES),
        (_CREATE % '{"players": 9}', ErrorCode.BAD_RULES),
        (_CREATE % "[1, 2]", ErrorCode.BAD_RULES),
        (_CREATE % '{"preset": "setback", "target": "x"}', ErrorCode.BAD_RULES),
        (_CREATE % '{"preset": "setback", "points": [[[["high"]]]]}', ErrorCode.BAD_RULES),
        (_CREATE % '{"preset": "setback", "players": 5}', ErrorCode.BAD_RULES),
    ],
)
def test_malformed_messages_are_refused_with_their_code(text: str | bytes, code: ErrorCode) -> None:
    assert _code(text) is code


def test_a_view_for_another_table_is_refused() -> None:
    """A client reads each card against its table's deck: a joker at a table without them is
    a broken server, not a card to show."""
    rules = PRESETS["seven-point"]
    match = deal_next(new_match(rules, 0), random.Random(1))
    assert match.hand is not None
    text = write_server(ViewUpdate(1, 0, view_of(match.hand, 0)))
    if "BJ" not in text and "LJ" not in text:
        text = text.replace('"hand":["', '"hand":["BJ","', 1)
    with pytest.raises(ProtocolError):
        read_server(text, PRESETS["setback"])
    with pytest.raises(ProtocolError):
        read_server(text, None)  # a view before the table's rules
