"""A challenge file: written from a played day, read back to the same deals and points; anything
else refused in one line, never a traceback."""

from __future__ import annotations

import copy
import datetime
import json
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.challenge import (
    CHALLENGE_FORMAT,
    Challenge,
    ChallengeError,
    challenge_json,
    player_name,
    read_challenge,
    read_challenge_bytes,
    read_challenge_text,
)
from pitch_desktop.engine.daily import daily_deals, side_points
from pitch_desktop.engine.records import MAX_RECORD_BYTES, match_record_json
from pitch_desktop.engine.rules import PRESETS
from tests.fuzz_records import KINDS, damage

DAY = datetime.date(2026, 12, 4)
CASES = int(os.environ.get("PITCH_FUZZ_CASES", "40")) // 4
SEED = int(os.environ.get("PITCH_FUZZ_SEED", "20240611"))


def _day(preset: str, count: int | None = None, seat: int = 0) -> dict[str, Any]:
    deals = daily_deals(DAY, PRESETS[preset])
    match = play_day(deals, [make_bot("greedy")] * deals.rules.players, count)
    return challenge_json(deals, match.history, seat, "Anna")


_SETBACK = _day("setback")


def _refused(obj: object) -> str:
    with pytest.raises(ChallengeError) as info:
        read_challenge(obj)
    message = str(info.value)
    assert "\n" not in message and message
    return message


@pytest.mark.parametrize("preset", ["setback", "ten-point", "auction-pitch"])
def test_a_challenge_reads_back_to_the_same_deals_and_points(preset: str) -> None:
    obj = _SETBACK if preset == "setback" else _day(preset, seat=1)
    text = json.dumps(obj)
    challenge = read_challenge_text(text)
    assert isinstance(challenge, Challenge)
    assert challenge.player == "Anna"
    deals = daily_deals(DAY, PRESETS[preset])
    assert [h.dealt for h in challenge.played] == [d.dealt for d in deals.deals][
        : len(challenge.played)
    ]
    assert list(challenge.points) == [d["points"] for d in obj["deals"]]
    assert challenge.total == obj["total"]
    assert challenge.points == tuple(side_points(h, challenge.seat) for h in challenge.played)
    # Written again, the same bytes: the file names no machine and no time.
    assert challenge_json(deals, challenge.played, challenge.seat, "Anna") == obj


def test_a_challenge_holds_no_card_and_is_small() -> None:
    assert _SETBACK["format"] == CHALLENGE_FORMAT
    assert set(_SETBACK) == {"format", "date", "rules", "seat", "from", "deals", "total"}
    for d in _SETBACK["deals"]:
        assert "hands" not in d and "dealer" not in d
    assert len(json.dumps(_SETBACK)) < 4000


def test_a_day_won_before_its_last_deal_is_a_challenge_of_fewer_deals() -> None:
    obj = _day("setback", count=3)
    assert len(read_challenge(obj).played) == 3


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda o: o.update(format="pitch-match/1"), "not a Pitch challenge file"),
        (lambda o: o.pop("format"), "not a Pitch challenge file"),
        (lambda o: o.update(date="2026-13-01"), "date"),
        (lambda o: o.update(date=20261204), "date"),
        (lambda o: o.update(rules={"preset": "nonesuch"}), "rules are refused"),
        (lambda o: o.update(seat=4), "seat"),
        (lambda o: o.update(seat=True), "seat"),
        (lambda o: o.update(seat=10**400), "seat"),
        (lambda o: o.update({"from": "a\nb"}), "'from'"),
        (lambda o: o.update({"from": ""}), "'from'"),
        (lambda o: o.update({"from": "x" * 41}), "'from'"),
        (lambda o: o.update(total=o["total"] + 1), "total"),
        (lambda o: o.update(extra=1), "unknown field"),
        (lambda o: o.pop("deals"), "no 'deals'"),
        (lambda o: o.update(deals=[]), "1 to 8 deals"),
        (lambda o: o.update(deals=o["deals"] * 2), "1 to 8 deals"),
        (lambda o: o["deals"][2].update(points=o["deals"][2]["points"] + 1), "deal 3"),
        (lambda o: o["deals"][2].update(points=1.0 * o["deals"][2]["points"]), "deal 3"),
        (lambda o: o["deals"][0].update(hands=[]), "the date deals the cards"),
        (lambda o: o["deals"][1]["plays"].pop(), "not played as the rules say"),
        (lambda o: o["deals"][1].update(bids=["smudge"] * 9), "not played as the rules say"),
        (lambda o: o["deals"].__setitem__(0, "deal"), "deal 1"),
    ],
)
def test_a_damaged_challenge_is_refused_in_one_line(change: Any, words: str) -> None:
    obj = copy.deepcopy(_SETBACK)
    change(obj)
    assert words in _refused(obj)


def test_the_opponents_levels_are_carried_and_an_older_file_still_reads() -> None:
    deals = daily_deals(DAY, PRESETS["setback"])
    match = play_day(deals, [make_bot("greedy")] * 4)
    levels = ["expert", None, "beginner", "standard"]
    obj = challenge_json(deals, match.history, 1, "Anna", levels)
    assert obj["levels"] == levels
    assert read_challenge_text(json.dumps(obj)).levels == tuple(levels)
    older = challenge_json(deals, match.history, 1, "Anna")
    assert "levels" not in older
    assert read_challenge(older).levels is None


@pytest.mark.parametrize(
    ("levels", "words"),
    [
        ("expert", "a list of 4"),
        ([None, "expert", "expert"], "a list of 4"),
        (["expert", "expert", "expert", "expert"], "at its player's seat"),
        ([None, "expert", 3, "expert"], "seat 2"),
        ([None, "expert", None, "expert"], "seat 2"),
        ([None, "Expert!", "expert", "expert"], "seat 1"),
        ([None, "x" * 40, "expert", "expert"], "seat 1"),
    ],
)
def test_bad_levels_are_refused_in_one_line(levels: object, words: str) -> None:
    obj = copy.deepcopy(_SETBACK)
    obj["levels"] = levels
    assert words in _refused(obj)


def test_a_record_or_other_file_is_not_a_challenge() -> None:
    deals = daily_deals(DAY, PRESETS["setback"])
    record = match_record_json(deals.rules, [deals.hand(0)])
    for data in (
        json.dumps(record).encode(),
        b"",
        b"garbage",
        bytes(range(256)),
        b"[1, 2]",
        b"\xff\xfe\x00",
        b" " * (MAX_RECORD_BYTES + 1),
    ):
        with pytest.raises(ChallengeError) as info:
            read_challenge_bytes(data)
        assert str(info.value).startswith("not a Pitch challenge file"), data[:20]
        assert "\n" not in str(info.value)


def test_a_name_is_kept_on_one_line_and_short() -> None:
    assert player_name("  Anna\n\tBoth\x00  ") == "Anna Both"
    assert len(player_name("x" * 100)) == 40


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_challenges_are_read_or_refused_in_one_line(kind: str) -> None:
    rng = random.Random(f"{SEED}:challenge:{kind}")
    for i in range(CASES):
        data = damage(_SETBACK, kind, rng)
        try:
            read_challenge_bytes(data)
        except ChallengeError as exc:
            assert "\n" not in str(exc), f"seed {SEED}, {kind} case {i}"


_JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
_FIELDS = ("format", "date", "rules", "seat", "from", "deals", "total", "levels")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(_FIELDS), value=_JSON)
def test_any_value_in_any_field_is_read_or_refused_in_one_line(field: str, value: object) -> None:
    obj = copy.deepcopy(_SETBACK)
    obj[field] = value
    try:
        read_challenge(obj)
    except ChallengeError as exc:
        assert "\n" not in str(exc)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(min_value=0, max_value=7), key=st.text(max_size=10), value=_JSON)
def test_any_value_in_a_deal_is_read_or_refused_in_one_line(
    deal: int, key: str, value: object
) -> None:
    obj = copy.deepcopy(_SETBACK)
    obj["deals"][deal][key] = value
    try:
        read_challenge(obj)
    except ChallengeError as exc:
        assert "\n" not in str(exc)


@settings(max_examples=60, deadline=None)
@given(depth=st.integers(min_value=1, max_value=5000))
def test_deep_nesting_is_refused_in_one_line(depth: int) -> None:
    text = json.dumps(_SETBACK).replace('"rules": ', '"rules": ' + "[" * depth, 1)
    text = text.replace(', "seat"', "]" * depth + ', "seat"', 1)
    with pytest.raises(ChallengeError):
        read_challenge_text(text)
