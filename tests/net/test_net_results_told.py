"""A seat that comes back is told the results of the hands it missed (``seated.results``): the
message reads back the same, and whatever a server puts in a result is either a hand of the
table's rules or one refusal, never a traceback."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_desktop.engine.records import RecordError, read_result, result_json
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.net.codes import display_code, new_code
from pitch_desktop.net.protocol import (
    MAX_CHAT_SENT,
    MAX_RESULTS_SENT,
    ProtocolError,
    Said,
    Seated,
    SeatInfo,
    TableInfo,
    TableState,
    read_server,
    write_server,
)
from pitch_desktop.play.seats import SeatKind
from tests.random_matches import random_match


def _seated(preset: str, results: tuple[dict[str, Any], ...]) -> Seated:
    rules = PRESETS[preset]
    seats = tuple(SeatInfo(s, SeatKind.BOT, "", "standard") for s in range(rules.players))
    info = TableInfo(
        "t",
        display_code(new_code()),
        rules,
        0,
        TableState.PLAYING,
        30,
        seats,
        (0,) * rules.sides,
        3,
    )
    return Seated(0, "x" * 20, "rejoined", info, results)


@pytest.mark.parametrize("preset", sorted(PRESETS))  # the server hosts them all
def test_every_finished_hand_reads_back_from_its_result(preset: str) -> None:
    match = random_match(preset, 6, seed=9)
    assert match.history
    for hand in match.history:
        read = read_result(match.rules, result_json(hand))
        assert read.scores_after == hand.scores_after
        if hand.score is None:
            assert read.score is None
            continue
        assert read.score is not None
        was, now = hand.score, read.score
        assert (now.pitcher, now.pitcher_side, now.bid, now.trump, now.made) == (
            was.pitcher,
            was.pitcher_side,
            was.bid,
            was.trump,
            was.made,
        )
        assert (now.game_points, now.won, now.hand_score) == (
            was.game_points,
            was.won,
            was.hand_score,
        )
        assert now.points == was.points


def test_seated_reads_back_with_its_results_and_leaves_them_out_when_none() -> None:
    match = random_match("setback", 3, seed=2)
    results = tuple(result_json(h) for h in match.history)
    message = _seated("setback", results)
    assert read_server(write_server(message), match.rules) == message
    lobby = _seated("setback", ())
    assert "results" not in json.loads(write_server(lobby))
    assert read_server(write_server(lobby), match.rules) == lobby


def test_seated_reads_back_with_the_tables_last_chat_lines() -> None:
    lines = (Said(0, "Ann", "hello"), Said(2, "Bea", "good luck"))
    message = replace(_seated("setback", ()), chat=lines)
    assert read_server(write_server(message), PRESETS["setback"]) == message
    assert "chat" not in json.loads(write_server(_seated("setback", ())))
    too_many = json.loads(write_server(message))
    too_many["chat"] = too_many["chat"][:1] * (MAX_CHAT_SENT + 1)
    with pytest.raises(ProtocolError):
        read_server(json.dumps(too_many), PRESETS["setback"])
    not_a_line = json.loads(write_server(message))
    not_a_line["chat"] = ["hello"]
    with pytest.raises(ProtocolError):
        read_server(json.dumps(not_a_line), PRESETS["setback"])


def test_a_server_may_not_send_more_results_than_the_protocol_allows() -> None:
    result = result_json(random_match("setback", 1, seed=2).history[0])
    too_many = json.loads(write_server(_seated("setback", (result,))))
    too_many["results"] = [result] * (MAX_RESULTS_SENT + 1)
    with pytest.raises(ProtocolError):
        read_server(json.dumps(too_many), PRESETS["setback"])


_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**9), 10**9),
    st.text(max_size=3),
    st.lists(st.integers(-5, 5), max_size=4),
    st.dictionaries(st.text(max_size=5), st.one_of(st.none(), st.integers(-1, 3)), max_size=5),
)


@settings(max_examples=300, deadline=None)
@given(
    key=st.sampled_from(
        [
            "pitcher",
            "bid",
            "trump",
            "points",
            "game_points",
            "won",
            "made",
            "hand_score",
            "scores_after",
            "thrown_in",
            "format",
            "finished",
        ]
    ),
    value=_VALUES,
    preset=st.sampled_from(sorted(PRESETS)),
)
def test_a_hostile_result_is_read_or_refused_in_one_sentence(
    key: str, value: object, preset: str
) -> None:
    match = random_match(preset, 2, seed=5)
    scored = [h for h in match.history if h.score is not None] or list(match.history)
    obj = dict(result_json(scored[0]))
    obj[key] = value
    try:
        read = read_result(match.rules, obj)
    except RecordError as exc:
        assert "\n" not in str(exc) and str(exc)
    else:
        assert len(read.scores_after) == match.rules.sides
