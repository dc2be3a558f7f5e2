"""Call-your-partner and Cinch hosted over 127.0.0.1, and hostile views and actions with
their new fields: every view a person is sent is exactly its seat's view (the partner named
only to itself until the called card is shown), and anything malformed is refused in one line.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.engine.cards import card_text
from pitch_desktop.engine.match import MatchState, deal_next, new_match
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import HandState, Phase, apply, legal_actions
from pitch_desktop.engine.view import public_view, view_of
from pitch_desktop.net.codes import new_code
from pitch_desktop.net.protocol import (
    Act,
    ErrorReply,
    MatchOver,
    ProtocolError,
    TableState,
    ViewUpdate,
    read_client,
    read_server,
    view_json,
)
from pitch_desktop.net.saved import (
    SavedSeat,
    SavedTable,
    deal_stream,
    read_table,
    resumed_deals,
    table_text,
)
from pitch_desktop.play.seats import SeatKind
from tests.net.net_tools import (
    check_no_hidden_card,
    connect,
    host_table,
    next_question,
    play_until_over,
    replayed,
    run,
    serving,
    table_of,
    until,
)

CALL_SHORT = rules_from_json({"preset": "call-partner", "target": 12})
CINCH_SHORT = rules_from_json({"preset": "cinch", "target": 12})


def _shown(state: HandState, c: int) -> bool:
    return c in state.plays or any(m >> c & 1 for m in state.burned)


def _check_views(raw: list[str], seat: int, match: MatchState) -> tuple[int, int]:
    """Every view the seat was sent is its own seat's view of the hand at that step, byte for
    byte; returns the views where a partner was known to the table's server but hidden from
    this seat, and those where this seat was the partner before the card was shown."""
    hidden = mine = 0
    for text in raw:
        obj = json.loads(text)
        if obj["type"] != "view":
            continue
        state = replayed(match.history[obj["hand"] - 1], obj["step"])
        assert obj["view"] == view_json(view_of(state, seat))
        if _secret(state):
            told = obj["view"]["partner"]
            assert told == (seat if state.partner == seat else None), "a partner named too soon"
            mine += state.partner == seat
            hidden += state.partner != seat
    return hidden, mine


def _secret(state: HandState) -> bool:
    """Has the hand a partner nobody but the partner may know yet?"""
    called = state.called
    return not (state.partner is None or called is None or _shown(state, called) or state.is_over)


async def _hosted(rules: Rules) -> tuple[MatchState, list[str], int, list[str]]:
    """The host, alone among bots, plays a whole match over loopback, and someone watches:
    the match, what the host was sent, its seat, and what the watcher was sent."""
    async with serving() as server:
        host = await host_table(server, rules)
        assert host.code is not None
        watcher = await connect(server)
        await watcher.watch(host.code, "Wat")
        await host.start()
        await asyncio.gather(play_until_over(host, "standard", 3), until(watcher, MatchOver))
        match = table_of(server, host).match
        assert match is not None and match.is_over and host.seat is not None
        return match, host.raw, host.seat, watcher.raw


def _check_watched(raw: list[str], match: MatchState) -> int:
    """Every view a watcher was sent is the public view of the hand at that step, byte for
    byte, naming no partner while it is secret; returns the views sent while one was."""
    secret = 0
    for text in raw:
        obj = json.loads(text)
        if obj["type"] != "view":
            continue
        state = replayed(match.history[obj["hand"] - 1], obj["step"])
        assert obj["view"] == view_json(public_view(state)) and obj["legal"] == []
        if _secret(state):
            assert obj["view"]["partner"] is None
            secret += 1
    return secret


def test_a_call_partner_table_of_five_names_the_partner_only_as_the_rules_say() -> None:
    match, raw, seat, watched = run(_hosted(CALL_SHORT), timeout=120.0)
    assert check_no_hidden_card(raw, seat, match) > len(match.history)
    hidden, _mine = _check_views(raw, seat, match)
    assert hidden, "no hand had a partner hidden from the person's seat"
    assert _check_watched(watched, match), "no view was watched while the partner was secret"
    assert any(h.called is not None for h in match.history)
    _check_call_told(raw)


def _check_call_told(raw: list[str]) -> None:
    """The seat was told a call, and a result named a partner."""
    sent = [json.loads(t) for t in raw]
    assert any(m["result"].get("partner") is not None for m in sent if m["type"] == "result")
    told = [str((m.get("last") or {}).get("action")) for m in sent if m["type"] == "view"]
    assert any(action.startswith("call ") for action in told), "nobody was told a call"


def test_a_cinch_table_tells_a_face_down_rob_as_a_discard() -> None:
    match, raw, seat, watched = run(_hosted(CINCH_SHORT), timeout=120.0)
    _check_watched(watched, match)
    assert check_no_hidden_card(raw, seat, match) > len(match.history)
    _check_views(raw, seat, match)
    told = sum(_rob_told(json.loads(text), match, seat) for text in raw)
    assert told, "the dealer never robbed"


def _rob_told(obj: dict[str, Any], match: MatchState, seat: int) -> bool:
    """If the message is a view that follows a throw of the rob: the seat was told the card
    when face up or its own, else "discard"."""
    if obj["type"] != "view" or obj["last"] is None:
        return False
    hand = match.history[obj["hand"] - 1]
    before = replayed(hand, obj["step"] - 1)
    if before.phase is not Phase.ROB or before.trumps is None:
        return False
    action = hand.actions[obj["step"] - 1]
    shown = before.trumps.mask >> action & 1 or seat == hand.dealer
    assert obj["last"]["action"] == (card_text(action) if shown else "discard")
    return True


async def _hostile_acts(rules: Rules) -> list[ErrorReply]:
    """At the person's first question, acts no seat may take: each is refused, and the hand
    plays on."""
    bad = ["call XX", "call", "call 3", "call AS AS", "discard", "call BJ", "rob", "call 10S"]
    async with serving() as server:
        host = await host_table(server, rules)
        await host.start()
        question = await next_question(host)
        refusals: list[ErrorReply] = []
        for token in bad:
            await host.send_raw(json.dumps({"type": "act", "action": token}))
            while True:
                message = await host.receive(30.0)
                if isinstance(message, ErrorReply):
                    refusals.append(message)
                    break
        await host.act(question.legal[0], question.step)
        await asyncio.wait_for(play_until_over(host, "standard", 5), 90.0)
        return refusals


def test_hostile_acts_at_a_call_partner_table_are_refused_in_one_line() -> None:
    refusals = run(_hostile_acts(CALL_SHORT), timeout=120.0)
    assert len(refusals) == 8
    assert all("\n" not in r.message for r in refusals)


# --- fuzzed views and acts ----------------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**40), 2**40)
    | st.sampled_from(["AS", "discard", "call AS", "BJ", "LJ", "TD", "5H", ""])
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=10,
)


def _sample_views() -> list[tuple[Rules, dict[str, Any]]]:
    """Views as sent, of both presets, at every phase of a few hands and from every seat."""
    out: list[tuple[Rules, dict[str, Any]]] = []
    for rules in (PRESETS["call-partner"], PRESETS["cinch"]):
        rng = random.Random(f"fuzz/{rules.players}")
        for _ in range(3):
            hand = deal_next(new_match(rules, rng.randrange(rules.players)), rng).hand
            assert hand is not None
            while not hand.is_over:
                if rng.random() < 0.3:
                    out.append((rules, view_json(view_of(hand, rng.randrange(rules.players)))))
                    out.append((rules, view_json(public_view(hand))))
                hand = apply(hand, rng.choice(legal_actions(hand)))
    return out


SAMPLES = _sample_views()


def _message(view: dict[str, Any], last: object) -> str:
    return json.dumps(
        {"type": "view", "hand": 1, "step": 3, "view": view, "legal": [], "last": last}
    )


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    index=st.integers(0, len(SAMPLES) - 1),
    key=st.sampled_from(["call", "partner", "rob", "draw_back", "hand", "x"]),
    value=json_values,
    drop=st.booleans(),
    last=json_values,
)
def test_a_fuzzed_call_or_rob_view_is_read_or_refused_in_one_line(
    index: int, key: str, value: object, drop: bool, last: object
) -> None:
    rules, view = SAMPLES[index]
    view = dict(view)
    if drop and key in view:
        del view[key]
    else:
        view[key] = value
    try:
        message = read_server(_message(view, last), rules)
    except ProtocolError as exc:
        assert "\n" not in str(exc) and str(exc)
    else:
        assert isinstance(message, ViewUpdate)


@settings(max_examples=300, deadline=None)
@given(action=json_values | st.text(max_size=12).map(lambda t: "call " + t))
def test_a_fuzzed_act_is_read_or_refused_in_one_line(action: object) -> None:
    text = json.dumps({"type": "act", "action": action})
    try:
        message = read_client(text)
    except ProtocolError as exc:
        assert "\n" not in str(exc) and str(exc)
    else:
        assert isinstance(message, Act)


# --- a saved table ------------------------------------------------------------------------------


def _stopped_at(rules: Rules, phase: Phase) -> tuple[int, MatchState]:
    """A table's match (of the seed "callnet") whose first hand stands at ``phase``, and the
    matches begun at the table before it."""
    for matches in range(40):
        rng = deal_stream("callnet", matches)
        match = deal_next(new_match(rules, rng.randrange(rules.players)), rng)
        hand = match.hand
        moves = random.Random(matches)
        while hand is not None and not hand.is_over and hand.phase is not phase:
            hand = apply(hand, moves.choice(legal_actions(hand)))
        if hand is not None and hand.phase is phase:
            return matches, replace(match, hand=hand)
    raise AssertionError(f"no hand stopped at {phase.name}")


def _saved(rules: Rules, matches: int, match: MatchState) -> SavedTable:
    host = SavedSeat(SeatKind.PERSON, name="Ann", token_hash="0" * 64)
    bots = tuple(SavedSeat(SeatKind.BOT, level="standard") for _ in range(rules.players - 1))
    return SavedTable(
        code=new_code(),
        name="",
        rules=rules,
        host=0,
        turn_seconds=0,
        chat=True,
        hints=True,
        state=TableState.PLAYING,
        seed="callnet",
        matches=matches,
        address="127.0.0.1",
        seats=(host, *bots),
        match=match,
    )


@pytest.mark.parametrize(("rules", "phase"), [(CALL_SHORT, Phase.CALL), (CINCH_SHORT, Phase.ROB)])
def test_a_table_saved_at_the_call_or_the_rob_reads_back_as_it_stood(
    rules: Rules, phase: Phase
) -> None:
    """A server's saved table keeps a hand stopped at the call or in the rob, and its deals
    are its seed's."""
    saved = _saved(rules, *_stopped_at(rules, phase))
    back = read_table(json.loads(table_text(saved)), ["standard"])
    assert back.match == saved.match
    resumed_deals(back)  # the deal is the seed's, or this raises
