"""A called partner and Cinch's rob with friends: the partner's secret and the dealer's
face-down throws reach nobody who may not know them.

Two deals alike but for which of two other seats holds the called card (swapped with another
trump, so every count the table shows stays the same) are played with the same actions: until
the called card is shown, every other seat, and a watcher, is sent the same bytes in both.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from typing import Any, cast

import pytest

from pitch_desktop.engine.cards import Card, Mask, card_text, cards_of
from pitch_desktop.engine.deck import trumps_of
from pitch_desktop.engine.match import deal_next, new_match
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import (
    UNSEEN_DISCARD,
    Action,
    HandState,
    Phase,
    apply,
    call_action,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import public_view, thrown_face_down, view_of
from pitch_desktop.net.codes import new_code
from pitch_desktop.net.protocol import (
    ActedBy,
    LastAction,
    ProtocolError,
    ServerMessage,
    ViewUpdate,
    view_from_json,
    view_json,
    write,
    write_server,
)
from pitch_desktop.net.server import Connection, Table, TableServer, told_to
from tests.net.net_tools import FAST

CALL = PRESETS["call-partner"]
CINCH = PRESETS["cinch"]
# Cinch's refill and rob with a called partner: five on their own, the pitcher going out.
CINCH_CALL = rules_from_json(
    {"preset": "cinch", "players": 5, "teams": 0, "call_partner": True, "win_rule": "bidder_out"}
)
CALLING = {
    "call-partner-5": CALL,
    "call-partner-6": CALL.seated(6),
    "call-partner-7": CALL.seated(7),
    "cinch-call-5": CINCH_CALL,
}


def _to_call(rules: Rules, rng: random.Random) -> HandState | None:
    """A fresh deal played by random bids (someone bids) and naming to the pitcher's call;
    None when all passed."""
    match = deal_next(new_match(rules, rng.randrange(rules.players)), rng)
    hand = match.hand
    assert hand is not None
    while hand.phase in (Phase.BID, Phase.NAME):
        legal = legal_actions(hand)
        bids = [a for a in legal if a != legal[0]] if hand.phase is Phase.BID else legal
        hand = apply(hand, rng.choice(bids or legal))
    return hand if hand.phase is Phase.CALL else None


class _Pair:
    """Two hands alike but that seat ``a`` holds the called card ``called`` and seat ``b`` the
    trump ``other`` in the first, the other way round in the second."""

    def __init__(self, first: HandState, second: HandState, called: Card, other: Card) -> None:
        self.first, self.second = first, second
        self.called, self.other = called, other


def _pair(rules: Rules, rng: random.Random) -> _Pair:
    """A deal at its call where two seats besides the pitcher hold a trump each; the pitcher
    calls the first seat's, and the second deal swaps the two cards."""
    for _ in range(200):
        hand = _to_call(rules, rng)
        if hand is None or hand.trump is None:
            continue
        trumps = trumps_of(rules, hand.trump).mask
        holders = [s for s in range(rules.players) if s != hand.pitcher and hand.hands[s] & trumps]
        if len(holders) < 2:
            continue
        a, b = rng.sample(holders, 2)
        called = rng.choice(cards_of(hand.hands[a] & trumps))
        other = rng.choice(cards_of(hand.hands[b] & trumps))
        swap = (1 << called) | (1 << other)
        dealt = list(hand.dealt)
        dealt[a] ^= swap
        dealt[b] ^= swap
        second = new_hand(
            rules, hand.dealer, tuple(dealt), hand.scores_before, hand.undealt, hand.kitty
        )
        for action in hand.actions:
            second = apply(second, action)
        act = call_action(called)
        return _Pair(apply(hand, act), apply(second, act), called, other)
    raise AssertionError("no deal gave two other seats a trump each")


def _sent(state: HandState, seat: int | None, last: LastAction | None, face_down: bool) -> str:
    """The bytes the server sends ``seat`` (None: a watcher) after ``state``: its view, what
    it may do when asked, and the last action as it is told of it."""
    legal: tuple[Action, ...] = ()
    if seat is None:
        view = public_view(state)
    else:
        asked = not state.is_over and state.to_act == seat
        view, legal = view_of(state, seat), tuple(legal_actions(state)) if asked else ()
    told = told_to(last, face_down, seat)
    return write_server(ViewUpdate(1, len(state.actions), view, legal, told))


def _shown(state: HandState, c: Card) -> bool:
    """Has card ``c`` been played, or burned face up (a rob's face-up trump among them)?"""
    return c in state.plays or any(m >> c & 1 for m in state.burned)


def _next_action(pair: _Pair, rng: random.Random) -> Action | None:
    """An action legal in both hands that neither plays nor burns one of the two swapped
    cards; None when there is none (one of them must be shown now)."""
    both = set(legal_actions(pair.second))
    choices = [
        a for a in legal_actions(pair.first) if a in both and a not in (pair.called, pair.other)
    ]
    return rng.choice(choices) if choices else None


def _holders(pair: _Pair) -> set[int]:
    """The two seats that hold the called card, one in each hand."""
    first, second = pair.first, pair.second
    return {
        s for s in range(first.players) if (first.hands[s] | second.hands[s]) >> pair.called & 1
    }


def _walk(pair: _Pair, rng: random.Random) -> tuple[int, set[Phase]]:
    """Play the pair alike until a swapped card must be shown, checking at every step that
    every seat but the two holders, and a watcher, is sent the same bytes in both hands.
    Returns the steps checked and the phases passed."""
    holders = _holders(pair)
    others: list[int | None] = [*(s for s in range(pair.first.players) if s not in holders), None]
    steps, phases = 0, set()
    last = LastAction(pair.first.pitcher or 0, call_action(pair.called), ActedBy.BOT)
    face_down = False
    while True:
        _assert_alike(pair, others, last, face_down)
        steps += 1
        phases.add(pair.first.phase)
        action = None if pair.first.is_over else _next_action(pair, rng)
        if action is None:
            return steps, phases
        face_down = thrown_face_down(pair.first, action)
        last = LastAction(pair.first.to_act, action, ActedBy.BOT)
        pair.first, pair.second = apply(pair.first, action), apply(pair.second, action)


def _assert_alike(pair: _Pair, others: list[int | None], last: LastAction, face_down: bool) -> None:
    """Every seat of ``others`` (None: a watcher) is sent the same bytes in both hands."""
    for seat in others:
        sent = {_sent(hand, seat, last, face_down) for hand in (pair.first, pair.second)}
        assert len(sent) == 1, f"seat {seat} could tell who holds {card_text(pair.called)}"


@pytest.mark.parametrize("name", sorted(CALLING))
def test_no_other_seat_can_tell_who_holds_the_called_card(name: str) -> None:
    rules = CALLING[name]
    rng = random.Random(f"same-bytes/{name}")
    phases: set[Phase] = set()
    partners_kept = 0
    for _ in range(12):
        pair = _pair(rules, rng)
        steps, passed = _walk(pair, rng)
        phases |= passed
        assert steps > 1
        partners_kept += _secret_partner_kept(pair)
    assert Phase.PLAY in phases and partners_kept, "no pair reached play with a secret partner"
    if rules.refill:
        assert Phase.ROB in phases


def _secret_partner_kept(pair: _Pair) -> bool:
    """Where the walk stopped with a partner still secret: the two hands have two partners,
    and each partner's own view names itself."""
    first, second = pair.first, pair.second
    if first.partner is None or _shown(first, pair.called) or first.is_over:
        return False
    assert second.partner is not None and first.partner != second.partner
    assert view_of(first, first.partner).partner == first.partner
    assert view_of(second, second.partner).partner == second.partner
    return True


class _Outbox:
    """A connection that nobody reads: it keeps the bytes of what the server posts to it."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.member: object = None
        self.watcher: object = None
        self.closing = False

    def post(self, message: ServerMessage) -> None:
        self.sent.append(write_server(message))


class _ServedTable:
    """A server's own table, a person on an outbox at every seat and a watcher on another:
    the server's per-seat messages, without a socket."""

    def __init__(self, server: TableServer, hand: HandState) -> None:
        rules = hand.rules
        self.table = Table(server, new_code(), "", rules, 0, 0, "same-bytes", "127.0.0.1")
        self.outboxes = [_Outbox() for _ in range(rules.players + 1)]
        for seat in range(rules.players):
            self.table.seat_person(seat, f"P{seat}", cast(Connection, self.outboxes[seat]))
        self.table.add_watcher("W", cast(Connection, self.outboxes[-1]))
        self.match = replace(new_match(rules, hand.dealer), hand=hand)
        self.table.match = self.match

    def sent(self, before: HandState, action: Action, after: HandState) -> list[str]:
        """The server applies ``action``: what it then sends each seat, and the watcher last."""
        for box in self.outboxes:
            box.sent.clear()
        self.table.applied(before, action, replace(self.match, hand=after), ActedBy.BOT)
        self.table.asked(after.to_act, None)
        return [box.sent[-1] for box in self.outboxes]


async def _walk_served(pair: _Pair, rng: random.Random) -> int:
    """As ``_walk``, with the messages the server's own tables send: each seat but the two
    holders, and the watcher (the last), is sent the same bytes at both tables."""
    server = TableServer(FAST)
    tables = [_ServedTable(server, pair.first), _ServedTable(server, pair.second)]
    holders = _holders(pair)
    steps = 0
    action: Action | None = None if pair.first.is_over else _next_action(pair, rng)
    while action is not None:
        sent = [
            table.sent(hand, action, apply(hand, action))
            for table, hand in zip(tables, (pair.first, pair.second), strict=True)
        ]
        pair.first, pair.second = apply(pair.first, action), apply(pair.second, action)
        alike = [one == two for one, two in zip(*sent, strict=True)]
        told = [seat for seat, same in enumerate(alike) if not same and seat not in holders]
        assert not told, f"the server told seats {told} who holds the called card"
        steps += 1
        action = None if pair.first.is_over else _next_action(pair, rng)
    server.executor.shutdown()
    return steps


@pytest.mark.parametrize("name", sorted(CALLING))
def test_the_servers_own_messages_are_the_same_bytes_for_every_other_seat(name: str) -> None:
    rng = random.Random(f"served/{name}")
    steps = [asyncio.run(_walk_served(_pair(CALLING[name], rng), rng)) for _ in range(4)]
    assert sum(steps) > 20


def test_the_views_differ_once_the_partner_is_named() -> None:
    """The check above can fail: a watcher of two hands with different partners, once the
    hand is over, is sent different bytes."""
    rng = random.Random("differ")
    pair = _pair(CALL, rng)
    first, second = pair.first, pair.second
    while not first.is_over:
        first = apply(first, rng.choice(legal_actions(first)))
    while not second.is_over:
        second = apply(second, rng.choice(legal_actions(second)))
    if first.partner is not None and second.partner is not None:
        assert _sent(first, None, None, False) != _sent(second, None, None, False)
    assert public_view(first).partner == first.partner


# --- the rob ------------------------------------------------------------------------------------


def _to_rob(rules: Rules, rng: random.Random) -> HandState:
    """A deal played at random until the dealer robs the pack."""
    for _ in range(400):
        hand = _to_call(rules, rng) if rules.call_partner else _auctioned(rules, rng)
        while hand is not None and hand.phase not in (Phase.ROB, Phase.PLAY, Phase.DONE):
            hand = apply(hand, rng.choice(legal_actions(hand)))
        if hand is not None and hand.phase is Phase.ROB:
            return hand
    raise AssertionError("the dealer never robbed")


def _auctioned(rules: Rules, rng: random.Random) -> HandState | None:
    match = deal_next(new_match(rules, rng.randrange(rules.players)), rng)
    hand = match.hand
    assert hand is not None
    while hand.phase is Phase.BID:
        legal = legal_actions(hand)
        hand = apply(hand, rng.choice([a for a in legal if a != legal[0]] or legal))
    return None if hand.phase is Phase.DONE else hand


@pytest.mark.parametrize("rules", [CINCH, CINCH_CALL], ids=["cinch", "cinch-call-5"])
def test_whatever_the_dealer_throws_face_down_the_others_are_sent_the_same(rules: Rules) -> None:
    """At each throw of the rob, every face-down choice leads to the same bytes for every other
    seat and a watcher (told "discard"); the dealer is told its own card."""
    rng = random.Random(f"rob/{rules.players}")
    face_down_seen = 0
    for _ in range(10):
        hand = _to_rob(rules, rng)
        while hand.phase is Phase.ROB:
            face_down_seen += _check_rob_throw(hand) > 1
            hand = apply(hand, rng.choice(legal_actions(hand)))
    assert face_down_seen


def _check_rob_throw(hand: HandState) -> int:
    """Each face-down throw the dealer may make now leads to the same bytes for every other
    seat and a watcher, to different ones for the dealer; returns how many there are."""
    dealer = hand.to_act
    down = [a for a in legal_actions(hand) if thrown_face_down(hand, a)]
    for seat in [*range(hand.players), None]:
        sent = {_sent(apply(hand, a), seat, LastAction(dealer, a, ActedBy.BOT), True) for a in down}
        if seat == dealer:
            assert len(sent) == len(down)
        else:
            assert len(sent) <= 1, f"seat {seat} could tell the dealer's throws apart"
    return len(down)


async def _served_rob_throws(hand: HandState) -> int:
    """The server's own tables, one a face-down throw the dealer may make now: every other
    seat and the watcher (the last) are sent the same bytes, the dealer different ones."""
    server = TableServer(FAST)
    down = [a for a in legal_actions(hand) if thrown_face_down(hand, a)]
    sent = [_ServedTable(server, hand).sent(hand, a, apply(hand, a)) for a in down]
    server.executor.shutdown()
    for seat, told in enumerate(zip(*sent, strict=True)):
        if seat == hand.dealer:
            assert len(set(told)) == len(down)
        else:
            assert len(set(told)) == 1, f"the server let seat {seat} tell the throws apart"
            assert '"action":"discard"' in told[0]
    return len(down)


def test_the_servers_own_messages_hide_the_dealers_face_down_throws() -> None:
    rng = random.Random("served-rob")
    throws = [asyncio.run(_served_rob_throws(_to_rob(CINCH, rng))) for _ in range(4)]
    assert max(throws) > 1


def test_a_rob_reads_back_and_names_face_down_cards_to_the_dealer_alone() -> None:
    rng = random.Random("rob-read")
    for rules in (CINCH, CINCH_CALL):
        hand = _to_rob(rules, rng)
        while not hand.is_over:
            for seat in [*range(rules.players), None]:
                _check_rob_read(hand, seat)
            hand = apply(hand, rng.choice(legal_actions(hand)))


def _check_rob_read(hand: HandState, seat: int | None) -> None:
    """The view of ``seat`` (None: a watcher's) reads back as it was, its rob naming each
    face-up trump and, to the dealer alone, each face-down card ("discard" to the rest)."""
    view = public_view(hand) if seat is None else view_of(hand, seat)
    obj = json.loads(write(view_json(view)))
    assert view_from_json(obj, hand.rules) == view
    trumps = trumps_of(hand.rules, hand.trump or 0).mask
    for c, told in zip(hand.robs, obj["rob"], strict=True):
        shown = trumps >> c & 1 or seat == hand.dealer
        assert told == (card_text(c) if shown else "discard")


# --- the reader ---------------------------------------------------------------------------------


def _view_in_play(rules: Rules, seed: str, seat_is: str) -> tuple[dict[str, Any], HandState]:
    """A view (as sent) of the first trick, the called card still hidden, of the partner's
    seat (``"partner"``) or of another seat that is not the pitcher (``"other"``)."""
    rng = random.Random(seed)
    for _ in range(200):
        hand = _hidden_partner(rules, rng)
        if hand is None or hand.partner is None:
            continue
        if seat_is == "partner":
            return view_json(view_of(hand, hand.partner)), hand
        seat = next(s for s in range(rules.players) if s not in (hand.partner, hand.pitcher))
        return view_json(view_of(hand, seat)), hand
    raise AssertionError("no hand with a hidden partner")


def _hidden_partner(rules: Rules, rng: random.Random) -> HandState | None:
    """A hand played at random to its first trick, if it has a partner not yet shown."""
    hand = _to_call(rules, rng)
    while hand is not None and hand.phase not in (Phase.PLAY, Phase.DONE):
        hand = apply(hand, rng.choice(legal_actions(hand)))
    if hand is None or hand.partner is None or hand.phase is not Phase.PLAY:
        return None
    return None if hand.called is None or _shown(hand, hand.called) else hand


def test_a_partner_is_read_in_its_own_view_and_refused_in_another_seats() -> None:
    mine, hand = _view_in_play(CALL, "reader", "partner")
    assert mine["partner"] == hand.partner and mine["call"] == card_text(hand.called or 0)
    assert view_from_json(mine, CALL).partner == hand.partner
    other, _ = _view_in_play(CALL, "reader", "other")
    assert other["partner"] is None
    other["partner"] = hand.partner
    with pytest.raises(ProtocolError, match="partner's view alone") as info:
        view_from_json(other, CALL)
    assert "\n" not in str(info.value)


def _mask_cards(m: Mask) -> list[str]:
    return [card_text(c) for c in cards_of(m)]


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ({"call": "XX"}, "call"),
        ({"call": 3}, "call"),
        ({"call": None, "partner": "same"}, "only once the draw is done"),
        ({"partner": 9}, "partner"),
        ({"partner": "pitcher"}, "only once the draw is done"),
        ({"call": "off"}, "not a trump"),
        ({"rob": ["AS"]}, "rob"),
    ],
)
def test_a_bad_call_in_a_view_is_refused_in_one_line(change: dict[str, Any], why: str) -> None:
    obj, hand = _view_in_play(CALL, "bad-call", "partner")
    assert hand.trump is not None and hand.called is not None
    for key, value in change.items():
        if value == "same":
            value = obj[key]
        elif value == "pitcher":
            value = hand.pitcher
        elif value == "off":
            off = cards_of(~trumps_of(CALL, hand.trump).mask & ((1 << 52) - 1))
            value = card_text(off[0])
        obj[key] = value
    with pytest.raises(ProtocolError, match=why) as info:
        view_from_json(obj, CALL)
    assert "\n" not in str(info.value)


def _rob_view(seat_is_dealer: bool) -> tuple[dict[str, Any], HandState]:
    """A Cinch view just after the dealer's first face-down throw, the dealer's own or
    another seat's."""
    rng = random.Random("rob-view")
    for _ in range(50):
        hand = _to_rob(CINCH, rng)
        down = [a for a in legal_actions(hand) if thrown_face_down(hand, a)]
        if not down:
            continue
        dealer = hand.to_act
        hand = apply(hand, down[0])
        seat = dealer if seat_is_dealer else (dealer + 1) % CINCH.players
        return view_json(view_of(hand, seat)), hand
    raise AssertionError("no face-down throw")


def test_a_face_down_rob_is_refused_in_another_seats_view() -> None:
    obj, hand = _rob_view(seat_is_dealer=False)
    assert obj["rob"] == ["discard"]
    obj["rob"] = [card_text(hand.robs[0])]
    with pytest.raises(ProtocolError, match="dealer's view"):
        view_from_json(obj, CINCH)


@pytest.mark.parametrize(
    ("rob", "why"),
    [
        ("twice", "all its face-down throws or none"),
        ("not-own", "dealer's view"),
        (["LJ"], "not in this table's deck"),
        ("trump", "not among the dealer's burned"),
        ("AS", "must be a list"),
    ],
)
def test_a_bad_rob_in_the_dealers_view_is_refused(rob: Any, why: str) -> None:
    obj, hand = _rob_view(seat_is_dealer=True)
    trumps = trumps_of(CINCH, hand.trump or 0).mask
    deck = (1 << 52) - 1
    dealer = hand.dealer
    if rob == "twice":
        rob = [*obj["rob"], "discard"]
    elif rob == "not-own":
        rob = _mask_cards(deck & ~trumps & ~hand.dead[dealer] & ~hand.hands[dealer])[:1]
    elif rob == "trump":
        rob = _mask_cards(trumps & ~hand.burned[dealer])[:1]
    obj["rob"] = rob
    with pytest.raises(ProtocolError, match=why) as info:
        view_from_json(obj, CINCH)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("key", ["call", "partner", "rob"])
def test_a_table_without_the_rule_refuses_its_field(key: str) -> None:
    rules = PRESETS["eleven-point"]
    match = deal_next(new_match(rules), random.Random(4))
    assert match.hand is not None
    obj = view_json(view_of(match.hand, 1))
    assert not {"call", "partner", "rob"} & set(obj)
    obj[key] = None if key != "rob" else []
    with pytest.raises(ProtocolError, match=key):
        view_from_json(obj, rules)


@pytest.mark.parametrize(("rules", "key"), [(CALL, "call"), (CALL, "partner"), (CINCH, "rob")])
def test_a_view_of_the_rule_without_its_field_is_refused(rules: Rules, key: str) -> None:
    match = deal_next(new_match(rules), random.Random(4))
    assert match.hand is not None
    obj = view_json(view_of(match.hand, 1))
    del obj[key]
    with pytest.raises(ProtocolError, match=key):
        view_from_json(obj, rules)


def test_a_face_down_throw_is_told_only_where_a_card_can_go_face_down() -> None:
    """ "discard" as the last action: read at a Cinch table (the rob), refused at a table
    with neither a kitty nor a rob."""
    from pitch_desktop.net.protocol import read_server

    obj, hand = _rob_view(seat_is_dealer=False)
    message = {"type": "view", "hand": 1, "step": len(hand.actions), "view": obj, "legal": []}
    message["last"] = {"seat": hand.dealer, "action": "discard", "by": "bot"}
    update = read_server(json.dumps(message), CINCH)
    assert isinstance(update, ViewUpdate) and update.last is not None
    assert update.last.action == UNSEEN_DISCARD
    eleven = PRESETS["eleven-point"]
    match = deal_next(new_match(eleven), random.Random(1))
    assert match.hand is not None
    message["view"] = view_json(view_of(match.hand, 1))
    with pytest.raises(ProtocolError, match="face down only"):
        read_server(json.dumps(message), eleven)
