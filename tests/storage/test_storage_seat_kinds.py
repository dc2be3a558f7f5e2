"""Seats keep their kind in the autosave, the settings and the history, and what was stored
before seats had kinds (a person was a seat with no level) still reads the same."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from pitch_desktop.ai.registry import player_levels
from pitch_desktop.engine.match import deal_next, new_match
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import HandState, apply, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup, Speed
from pitch_desktop.storage import settings as st
from pitch_desktop.storage.autosave import (
    SavedMatch,
    _check,
    saved_match_from_json,
    saved_match_json,
)
from pitch_desktop.storage.history import HistoryStore
from pitch_desktop.storage.saves import SaveError

RULES = PRESETS["setback"]
LEVELS = player_levels()
# Two people at one window, partners at seats 0 and 2.
SEATS = (
    SeatSetup.local("Ann"),
    SeatSetup.bot("Ben", "beginner"),
    SeatSetup.local("Cleo"),
    SeatSetup.bot("Dan", "expert"),
)


def _saved(seats: tuple[SeatSetup, ...] = SEATS) -> SavedMatch:
    match = deal_next(new_match(RULES, 1), random.Random(3))
    return SavedMatch(MatchSetup(RULES, seats, Speed.FAST), match)


def _resealed(obj: dict[str, Any]) -> dict[str, Any]:
    """The object with its check made anew, as if the game had written it."""
    payload = {k: v for k, v in obj.items() if k != "check"}
    return {**payload, "check": _check(payload)}


def test_the_autosave_keeps_each_seats_kind() -> None:
    saved = _saved()
    obj = json.loads(json.dumps(saved_match_json(saved)))
    assert [s["kind"] for s in obj["seats"]] == ["local", "bot", "local", "bot"]
    assert saved_match_from_json(obj, LEVELS.keys).setup.seats == SEATS


def test_a_save_from_before_seat_kinds_reads_the_same() -> None:
    saved = _saved((SeatSetup.local("You"), *SEATS[1:2], SeatSetup.bot("C", "standard"), SEATS[3]))
    obj = saved_match_json(saved)
    obj["seats"] = [{"name": s.name, "level": s.level} for s in saved.setup.seats]
    read = saved_match_from_json(_resealed(obj), LEVELS.keys)
    assert read.setup.seats == saved.setup.seats


@pytest.mark.parametrize(
    ("seat", "reason"),
    [
        ({"name": "Far", "kind": "remote", "level": None}, "neither a player here nor a computer"),
        ({"name": "Odd", "kind": "martian", "level": None}, "neither a player here nor a computer"),
        ({"name": "Bot", "kind": "bot", "level": None}, "computer level the game does not know"),
        ({"name": "Bot", "kind": "bot", "level": "grandmaster"}, "computer level"),
        ({"name": "Bot", "kind": "bot"}, "not a name and a level"),
    ],
)
def test_a_seat_that_cannot_be_resumed_is_refused_in_one_line(
    seat: dict[str, Any], reason: str
) -> None:
    obj = saved_match_json(_saved())
    obj["seats"][1] = seat
    with pytest.raises(SaveError, match=reason) as err:
        saved_match_from_json(_resealed(obj), LEVELS.keys)
    assert "\n" not in str(err.value)


def test_the_settings_keep_a_person_at_any_seat(isolated_settings: Path) -> None:
    st.save_setup(MatchSetup(RULES, SEATS, Speed.FAST))
    QSettings().sync()
    assert st.load_setup(LEVELS).seats == SEATS


def test_settings_from_before_seat_kinds_keep_the_person_at_seat_0(
    isolated_settings: Path,
) -> None:
    s = QSettings()
    s.beginWriteArray(st.KEY_SEATS, 4)
    for i, (name, level) in enumerate([("Me", ""), ("B", "expert"), ("C", ""), ("D", "bad")]):
        s.setArrayIndex(i)
        s.setValue("name", name)
        s.setValue("level", level)
    s.endArray()
    seats = st.read_seats(4, LEVELS, s)
    assert [x.kind for x in seats] == [SeatKind.LOCAL, SeatKind.BOT, SeatKind.BOT, SeatKind.BOT]
    assert [x.level for x in seats[1:]] == ["expert", LEVELS.default, LEVELS.default]


def _finished_hand() -> HandState:
    rng = random.Random(5)
    hand = deal_next(new_match(RULES, 0), rng).hand
    assert hand is not None
    while not hand.is_over:
        hand = apply(hand, rng.choice(legal_actions(hand)))
    return hand


def test_the_history_keeps_kinds_and_the_statistics_seat(tmp_path: Path) -> None:
    """The statistics follow the one person at this computer; a shared window has none."""
    hand = _finished_hand()
    store = HistoryStore(tmp_path / "history.sqlite")
    alone_seats = (SeatSetup.bot("A", "greedy"), SeatSetup.local("Me"), *SEATS[1:2], SEATS[3])
    try:
        shared = store.record_match(MatchSetup(RULES, SEATS), [hand])
        alone = store.record_match(MatchSetup(RULES, alone_seats), [hand])
        assert store.seats_of(shared) == SEATS
        assert store.seats_of(alone) == alone_seats
        by_id = {m.match_id: m for m in store.matches()}
        assert by_id[shared].human_seat is None and by_id[alone].human_seat == 1
    finally:
        store.close()
