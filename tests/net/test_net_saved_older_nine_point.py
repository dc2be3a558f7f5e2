"""A server's saved table of the older nine-point, which dealt six cards, goes on as it was
played: its match and rules read as ``{"preset": "nine-point", "deal": 6}``, and its deals are
still those of its seed."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.engine.match import new_match
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import apply, deal, legal_actions
from pitch_desktop.net.protocol import TableState
from pitch_desktop.net.saved import (
    SavedSeat,
    SavedTable,
    deal_stream,
    read_table,
    resumed_deals,
    table_json,
)
from pitch_desktop.play.seats import SeatKind

SIX_CARD_NINE_POINT = PRESETS["nine-point"].with_changes(deal=6)


def _older_table_file() -> dict[str, Any]:
    """A playing table's file as the server wrote it when nine-point dealt six: the rules and
    the match's rules both just the preset's name."""
    rules = SIX_CARD_NINE_POINT
    rng = deal_stream("older", 0)
    dealer = rng.randrange(rules.players)
    hand = deal(rules, dealer, rng)
    for _ in range(6):
        hand = apply(hand, legal_actions(hand)[0])
    match = new_match(rules, dealer)
    match = match.__class__(
        rules=rules, scores=match.scores, dealer=dealer, hand=hand, history=(), winner=None
    )
    host = SavedSeat(SeatKind.PERSON, name="Anna", token_hash=hashlib.sha256(b"t").hexdigest())
    bots = tuple(SavedSeat(SeatKind.BOT, level="standard") for _ in range(3))
    table = SavedTable(
        "ABCDEFGHJKMNPQRS", "Friday", rules, 0, 0, True, False, TableState.PLAYING, "older", 0, "",
        (host, *bots), match,
    )  # fmt: skip
    obj: dict[str, Any] = json.loads(json.dumps(table_json(table)))
    obj["rules"] = obj["match"]["rules"] = {"preset": "nine-point"}
    return obj


def test_a_saved_table_of_the_older_nine_point_goes_on_as_it_was_played() -> None:
    obj = _older_table_file()
    assert len(obj["match"]["hands"][0]["hands"][0]) == 6
    saved = read_table(obj, bot_names())
    assert saved.rules == SIX_CARD_NINE_POINT
    assert saved.match is not None and saved.match.rules == SIX_CARD_NINE_POINT
    resumed_deals(saved)  # the deals are still those of the seed
    # A lobby of nine-point has no match to go on with: it deals nine.
    lobby = {
        **obj,
        "state": "lobby",
        "match": None,
        "seats": [obj["seats"][0], *[{"kind": "open", "level": "standard"}] * 3],
    }
    assert read_table(lobby, bot_names()).rules == PRESETS["nine-point"]
