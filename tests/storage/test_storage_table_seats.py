"""The seats kept at tables with friends: kept and forgotten as the table goes, and whatever is
stored in their place (damaged, hostile, too long) read as nothing rather than a crash."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from pitch_desktop.storage.table_seats import (
    KEY_SEATS,
    MAX_KEPT,
    KeptSeat,
    forget_seat,
    keep_seat,
    kept_seat,
    kept_seats,
)

CODE = "7K3M-Q9XD-2HTR-W8VA"
ANN = KeptSeat("ws://127.0.0.1:47470/", CODE, "a" * 32, "Ann's table", "Ann", 47470)
BEA = KeptSeat("ws://192.168.1.20:47470/", CODE, "b" * 32, "Ann's table", "Bea")


def _one(**change: object) -> str:
    """One stored seat, good but for ``change``."""
    seat: dict[str, object] = {"url": "ws://h/", "code": "c", "token": "t", "table": "x"}
    seat["player"] = "p"
    return json.dumps([{**seat, **change}])


def test_seats_are_kept_latest_first_and_forgotten_by_seat_or_by_table() -> None:
    keep_seat(ANN)
    keep_seat(BEA)  # two windows of one app, two seats at one table
    assert kept_seats() == [BEA, ANN] and ANN.hosted and not BEA.hosted
    keep_seat(ANN)  # kept again: first, once
    assert kept_seats() == [ANN, BEA]
    forget_seat(BEA.code, BEA.token)  # Bea left the lobby
    assert kept_seats() == [ANN]
    keep_seat(BEA)
    forget_seat(ANN.code)  # the match is over: every seat at the table goes
    assert kept_seats() == [] and kept_seat(ANN.code) is None


def test_only_the_latest_seats_are_kept() -> None:
    for n in range(MAX_KEPT + 5):
        keep_seat(KeptSeat("ws://h/", f"CODE{n}", f"token{n}", "t", "p"))
    seats = kept_seats()
    assert len(seats) == MAX_KEPT and seats[0].code == f"CODE{MAX_KEPT + 4}"


@pytest.mark.parametrize(
    "stored",
    [
        "not json",
        json.dumps({"url": "ws://h/"}),
        json.dumps([1, "two", None, []]),
        _one(url="http://h/"),
        _one(code=""),
        _one(token=5),
        _one(port=0),
        _one(port="1"),
        _one(port=True),
        _one(code="c" * 301),
        "[" * 100_000,
    ],
)
def test_what_is_not_a_kept_seat_is_read_as_none(stored: str) -> None:
    QSettings().setValue(KEY_SEATS, stored)
    assert kept_seats() == []
    keep_seat(ANN)  # and the next seat is kept over it
    assert kept_seats() == [ANN]


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=6),
                    max_leaves=20))  # fmt: skip
def test_any_json_stored_reads_as_seats_or_none(value: object) -> None:
    QSettings().setValue(KEY_SEATS, json.dumps(value))
    for seat in kept_seats():
        assert isinstance(seat, KeptSeat) and seat.url.startswith(("ws://", "wss://"))
