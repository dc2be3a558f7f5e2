"""The kitty with friends: its cards and the pitcher's discards reach the pitcher's seat alone.
Every other seat is sent how many cards lie in the middle and how many went face down, the
same bytes whatever they were, and is told of each discard as ``"discard"``, never its card."""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import replace
from typing import Any

import pytest

from pitch_desktop.engine.cards import Mask, card_text, cards_of, mask_of
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.match import deal_next, new_match
from pitch_desktop.engine.records import RecordError, hand_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.engine.state import (
    UNSEEN_DISCARD,
    HandState,
    Phase,
    apply,
    legal_actions,
    new_hand,
    parse_action,
)
from pitch_desktop.engine.view import view_of
from pitch_desktop.net.protocol import (
    ActedBy,
    LastAction,
    ProtocolError,
    ViewUpdate,
    read_server,
    view_from_json,
    view_json,
    write,
    write_server,
)
from tests.net.net_tools import (
    CARD_TOKEN,
    check_no_hidden_card,
    connect,
    host_table,
    play_until_over,
    run,
    serving,
    table_of,
)

KITTY = PRESETS["kitty-pitch"]
KITTY_SHORT = rules_from_json({"preset": "kitty-pitch", "target": 5})
# The presets of the rest of the family, each hosted for a whole match (short ones).
NEW_PRESETS = ["eleven-point", "thirteen-point", "smear", "ten-point-smear", "kitty-pitch"]


def _kitty_hand(rules: Rules, seed: int) -> HandState:
    match = deal_next(new_match(rules, seed % rules.players), random.Random(seed))
    assert match.hand is not None
    return match.hand


def _to_discards(hand: HandState, rng: random.Random) -> HandState:
    """The hand once someone bid: at the pitcher's first discard."""
    while hand.phase is Phase.BID:
        legal = legal_actions(hand)
        bids = [a for a in legal if a != legal[0]] or legal
        hand = apply(hand, rng.choice(bids))
    return hand


def _with_kitty(hand: HandState, kitty: Mask) -> HandState:
    """The same deal with another kitty, before any action."""
    return new_hand(hand.rules, hand.dealer, hand.dealt, hand.scores_before, (), kitty)


@pytest.mark.parametrize("seed", range(6))
def test_another_seat_is_sent_the_same_bytes_whatever_the_kitty_and_the_discards(
    seed: int,
) -> None:
    """Two deals alike but for the kitty, the pitcher discarding the kitty it took in each: at
    every step every other seat is sent the same bytes (and told "discard"); the pitcher is
    not."""
    rng = random.Random(seed)
    first = _kitty_hand(KITTY, seed)
    spare = deck_of(KITTY).mask & ~first.kitty
    for m in first.dealt:
        spare &= ~m
    other_kitty = mask_of(rng.sample(cards_of(spare), KITTY.kitty))
    a, b = first, _with_kitty(first, other_kitty)
    moves = random.Random(seed + 100)
    while a.phase is not Phase.DONE:
        if a.phase is Phase.DISCARD:  # each discards the kitty it took, lowest first
            acts = (
                min(cards_of(a.kitty & a.hands[a.to_act])),
                min(cards_of(b.kitty & b.hands[b.to_act])),
            )
        else:
            legal = legal_actions(a)
            assert legal == legal_actions(b)
            pick = moves.choice(legal)
            acts = (pick, pick)
        face_down = a.phase is Phase.DISCARD
        seat = a.to_act
        a, b = apply(a, acts[0]), apply(b, acts[1])
        for s in range(KITTY.players):
            told = [
                write_server(
                    ViewUpdate(1, len(h.actions), view_of(h, s), (), _told(seat, act, face_down, s))
                )
                for h, act in ((a, acts[0]), (b, acts[1]))
            ]
            if s != a.pitcher or a.pitcher is None:
                assert told[0] == told[1], f"seat {s} could tell the two kitties apart"
            elif a.discards:
                assert told[0] != told[1]
    assert a.discards != b.discards and a.score == b.score


def _told(seat: int, action: int, face_down: bool, to: int) -> LastAction:
    hidden = face_down and to != seat
    return LastAction(seat, UNSEEN_DISCARD if hidden else action, ActedBy.BOT)


def test_every_kitty_view_reads_back_the_same_and_only_the_pitcher_sees_its_discards() -> None:
    for seed in range(8):
        rng = random.Random(seed)
        hand = _to_discards(_kitty_hand(KITTY, seed), rng)
        while hand.phase is not Phase.DONE:
            for seat in range(KITTY.players):
                view = view_of(hand, seat)
                obj = json.loads(write(view_json(view)))
                assert view_from_json(obj, KITTY) == view
                kitty = obj["kitty"]
                assert kitty["discard_count"] == len(hand.discards)
                mine = sorted(card_text(c) for c in hand.discards) if seat == hand.pitcher else []
                assert sorted(kitty["own_discards"]) == mine
            hand = apply(hand, rng.choice(legal_actions(hand)))


def test_a_table_without_a_kitty_is_sent_the_same_bytes_as_before() -> None:
    view = view_of(_kitty_hand(PRESETS["setback"], 3), 1)
    assert "kitty" not in view_json(view)
    obj = view_json(view)
    obj["kitty"] = {"kitty_left": 0, "discard_count": 0, "own_discards": []}
    with pytest.raises(ProtocolError, match="kitty"):
        view_from_json(obj, PRESETS["setback"])


def _discarded_view(seat_is_pitcher: bool) -> dict[str, Any]:
    """A kitty-pitch view one discard in, of the pitcher's seat or another's."""
    hand = _to_discards(_kitty_hand(KITTY, 5), random.Random(5))
    pitcher = hand.pitcher
    assert pitcher is not None
    hand = apply(hand, legal_actions(hand)[0])
    seat = pitcher if seat_is_pitcher else (pitcher + 1) % KITTY.players
    return view_json(view_of(hand, seat))


@pytest.mark.parametrize(
    ("pitcher", "change", "why"),
    [
        (True, {"kitty_left": 5}, "kitty_left"),
        (True, {"discard_count": -1}, "discard_count"),
        (True, {"discard_count": 5}, "discard_count"),
        (True, {"own_discards": ["LJ"]}, "not in this table's deck"),
        (True, {"discard_count": 2}, "own_discards holds 1 cards, not the 2"),
        (True, {"own_discards": "AS"}, "own_discards"),
        (False, {"own_discards": ["AS"]}, "pitcher's view alone"),
        (False, {"hidden": 1}, "unknown field"),
    ],
)
def test_a_bad_kitty_in_a_view_is_refused(pitcher: bool, change: dict[str, Any], why: str) -> None:
    obj = _discarded_view(pitcher)
    obj["kitty"].update(change)
    with pytest.raises(ProtocolError, match=why):
        view_from_json(obj, KITTY)


def test_a_kitty_view_without_its_kitty_is_refused() -> None:
    obj = _discarded_view(False)
    del obj["kitty"]
    with pytest.raises(ProtocolError, match="kitty"):
        view_from_json(obj, KITTY)


def test_discard_is_read_only_as_another_seats_last_action() -> None:
    """ "discard" is what a seat is told of the pitcher's face-down card; records, like a
    client's own move, never hold it."""
    obj = _discarded_view(False)
    pitcher = obj["pitcher"]
    message = {"type": "view", "hand": 1, "step": 9, "view": obj, "legal": []}
    message["last"] = {"seat": pitcher, "action": "discard", "by": "bot"}
    update = read_server(json.dumps(message), KITTY)
    assert isinstance(update, ViewUpdate) and update.last is not None
    assert update.last.action == UNSEEN_DISCARD
    assert write_server(update) == write(message)
    message["legal"] = ["discard"]
    with pytest.raises(ProtocolError):
        read_server(json.dumps(message), KITTY)
    with pytest.raises(ValueError):
        parse_action("discard")


@pytest.mark.parametrize(("field", "named"), [("discards", "discards"), ("plays", "play 1")])
def test_a_record_never_holds_a_face_down_discard(field: str, named: str) -> None:
    rng = random.Random(2)
    hand = _to_discards(_kitty_hand(KITTY, 2), rng)
    while hand.phase is not Phase.DONE:
        hand = apply(hand, rng.choice(legal_actions(hand)))
    record = hand_record_json(hand)
    record[field][0] = "discard"
    with pytest.raises(RecordError, match=f"{named}.*'discard' is not a card"):
        replay_record(record)


# --- hosted: whole matches over 127.0.0.1 ---------------------------------------------------


async def _hosted(rules: Rules, guests: int, levels: dict[int, str]) -> None:
    """A host, guests and bots play a whole match; every frame each seat was sent names only
    cards it may know, and a discard reaches other seats as "discard" alone."""
    async with serving() as server:
        host = await host_table(server, rules, levels)
        assert host.code is not None
        others = []
        for i in range(guests):
            guest = await connect(server)
            await guest.join(host.code, f"Guest{i}")
            others.append(guest)
        await host.start()
        clients = [host, *others]
        await asyncio.gather(*(play_until_over(c, "standard", s) for s, c in enumerate(clients)))
        match = table_of(server, host).match
        assert match is not None and match.is_over
        for c in clients:
            assert c.seat is not None
            assert check_no_hidden_card(c.raw, c.seat, match) > len(match.history)
            if rules.kitty and not rules.draw_back:
                assert any(h.discards for h in match.history)
                _check_discards_told(c.raw, c.seat, match.history)


def _check_discards_told(raw: list[str], seat: int, hands: tuple[HandState, ...]) -> None:
    """The seat was told of every discard: its card if it was the pitcher, else "discard"; and
    no frame of the hand named a discarded card to another seat."""
    told = 0
    for text in raw:
        obj = json.loads(text)
        if obj["type"] != "view":
            continue
        hand = hands[obj["hand"] - 1]
        discards = [card_text(c) for c in hand.discards]
        mine = seat == hand.pitcher
        if not mine:
            assert obj["view"]["kitty"]["own_discards"] == []
            assert not set(discards) & set(CARD_TOKEN.findall(text)), f"seat {seat} saw one"
        index = obj["step"] - 1 - len(hand.bids)  # the action that led here, among discards
        if obj["last"] is not None and 0 <= index < len(discards):
            assert obj["last"]["action"] == (discards[index] if mine else "discard")
            told += 1
    assert told == sum(len(h.discards) for h in hands)


def test_a_hosted_kitty_match_tells_nobody_but_the_pitcher_the_kitty_or_its_discards() -> None:
    run(_hosted(KITTY_SHORT, guests=2, levels={3: "standard"}), timeout=120.0)


@pytest.mark.parametrize("preset", NEW_PRESETS[:-1])
def test_every_new_preset_can_be_hosted_and_played(preset: str) -> None:
    rules = rules_from_json({"preset": preset, "target": 5})
    run(_hosted(rules, guests=1, levels={2: "greedy", 3: "standard"}), timeout=120.0)


@pytest.mark.parametrize(
    "rules",
    [
        # The kitty with the draw-back: taken into the pitcher's hand as cards it drew.
        rules_from_json({"preset": "seven-point", "kitty": 2, "target": 5}),
        # Three on their own, a kitty of three.
        rules_from_json({"preset": "kitty-pitch", "players": 3, "teams": 0, "kitty": 3}),
    ],
    ids=["draw-back", "three-alone"],
)
def test_a_kitty_of_other_rules_is_hosted_as_safely(rules: Rules) -> None:
    run(_hosted(replace(rules, target=5), guests=1, levels={2: "standard"}), timeout=120.0)
