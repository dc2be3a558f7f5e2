"""One vocabulary of seat kinds for the desktop and the table server: the words written to
saves and sent on the wire stay as they were, and each side takes only its own kinds."""

from __future__ import annotations

import json

import pytest

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import SeatKind as SetupSeatKind
from pitch_desktop.match_setup import SeatSetup, SeatSetupError
from pitch_desktop.net.protocol import (
    ProtocolError,
    SeatInfo,
    TableInfo,
    TableState,
    read_server,
    write_server,
)
from pitch_desktop.play.seats import SETUP_SEAT_KINDS, TABLE_SEAT_KINDS, SeatKind


def test_the_words_of_the_seat_kinds_never_change() -> None:
    assert {k.name: k.value for k in SeatKind} == {
        "LOCAL": "local",
        "BOT": "bot",
        "REMOTE": "remote",
        "PERSON": "person",
        "OPEN": "open",
    }
    assert SetupSeatKind is SeatKind
    assert set(SETUP_SEAT_KINDS) | set(TABLE_SEAT_KINDS) == set(SeatKind)
    assert set(SETUP_SEAT_KINDS) & set(TABLE_SEAT_KINDS) == {SeatKind.BOT}


def _table(kinds: tuple[SeatKind, ...]) -> TableInfo:
    rules = PRESETS["setback"]
    seats = tuple(
        SeatInfo(i, kind, "Ann" if kind is SeatKind.PERSON else "", None)
        for i, kind in enumerate(kinds)
    )
    return TableInfo("T", "ABCDEF", rules, 0, TableState.LOBBY, 60, seats, (0, 0), 0)


def test_a_table_sends_only_its_own_seat_kinds() -> None:
    table = _table((SeatKind.PERSON, SeatKind.BOT, SeatKind.OPEN, SeatKind.OPEN))
    text = write_server(table)
    assert [s["kind"] for s in json.loads(text)["seats"]] == ["person", "bot", "open", "open"]
    assert read_server(text, None) == table
    for desktop_only in ("local", "remote"):
        obj = json.loads(text)
        obj["seats"][2]["kind"] = desktop_only
        with pytest.raises(ProtocolError):
            read_server(json.dumps(obj), None)


@pytest.mark.parametrize("kind", ["person", "open", SeatKind.PERSON, SeatKind.OPEN])
def test_a_match_set_up_takes_no_network_table_kind(kind: str) -> None:
    with pytest.raises(SeatSetupError, match="not a kind of seat"):
        SeatSetup("Ann", kind)  # type: ignore[arg-type]  # a kind read from text
