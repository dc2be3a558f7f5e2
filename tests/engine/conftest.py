"""Fixtures for the engine tests: scripted hands written as card strings, replayed two ways.

A scripted hand is written the way a person deals it (six cards per seat as one string, the
dealer, the bids in speaking order, the cards in the order played). The ``hand`` fixture builds
the ``pitch-hand/1`` record, replays it with ``records.replay_record``, plays the same actions
through the public API (``new_hand`` and ``apply``), checks that both give the same state and that
writing the record back and replaying it changes nothing, and returns that state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.records import hand_record_json, replay_record, result_json
from pitch_desktop.engine.rules import rules_from_json
from pitch_desktop.engine.state import HandState, apply, new_hand, parse_action

Bid = int | str
RulesArg = str | dict[str, Any]


def make_record(
    hands: list[str],
    dealer: int,
    bids: list[Bid],
    plays: str | list[str] = "",
    rules: RulesArg = "setback",
    scores_before: list[int] | None = None,
) -> dict[str, Any]:
    """The ``pitch-hand/1`` record of a scripted hand; ``plays`` may be one spaced string."""
    rules_obj = {"preset": rules} if isinstance(rules, str) else dict(rules)
    play_list = plays.split() if isinstance(plays, str) else list(plays)
    record: dict[str, Any] = {
        "format": "pitch-hand/1",
        "rules": rules_obj,
        "dealer": dealer,
        "hands": [seat.split() for seat in hands],
        "bids": list(bids),
        "plays": play_list,
    }
    if scores_before is not None:
        record["scores_before"] = list(scores_before)
    return record


def replay_both(record: dict[str, Any]) -> HandState:
    """Replay a record through ``replay_record`` and through the public API; they must agree."""
    states = replay_record(record)
    assert len(states) == 1
    state = states[0]

    rules = rules_from_json(record["rules"])
    dealt = tuple(mask_of(parse_card(c) for c in seat) for seat in record["hands"])
    scores = record.get("scores_before")
    kitty = mask_of(parse_card(c) for c in record.get("kitty", []))
    scores_tuple = None if scores is None else tuple(scores)
    api = new_hand(rules, record["dealer"], dealt, scores_tuple, kitty=kitty)
    for token in [*record["bids"], *record.get("discards", []), *record["plays"]]:
        api = apply(api, parse_action(token))
    assert api == state

    again = replay_record(hand_record_json(state))
    assert again == [state]
    assert result_json(again[0]) == result_json(state)
    return state


@pytest.fixture
def hand() -> Callable[..., HandState]:
    """``hand(hands, dealer, bids, plays, rules, scores_before)`` -> the replayed state."""

    def build(
        hands: list[str],
        dealer: int,
        bids: list[Bid],
        plays: str | list[str] = "",
        rules: RulesArg = "setback",
        scores_before: list[int] | None = None,
    ) -> HandState:
        return replay_both(make_record(hands, dealer, bids, plays, rules, scores_before))

    return build


@pytest.fixture
def record() -> Callable[..., dict[str, Any]]:
    """``record(hands, dealer, bids, plays, rules, scores_before)`` -> a ``pitch-hand/1`` dict."""
    return make_record
