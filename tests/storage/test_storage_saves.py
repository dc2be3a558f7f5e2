"""Saved matches: a match stopped mid-hand is written, read back whole and played on."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandStarted, TurnStarted
from pitch_desktop.controller.match_controller import MatchController, SetupError
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.storage.saves import (
    SaveError,
    autosave_path,
    load_match,
    match_from_json,
    match_to_json,
    save_match,
)

RULES = PRESETS["auction-pitch"]
SEATS = (SeatSetup.local("You"), SeatSetup.bot("Ben", "greedy"), SeatSetup.bot("Anna", "greedy"),
         SeatSetup.bot("Carla", "greedy"))  # fmt: skip


def _human_plays_at_random(c: MatchController, seed: int) -> None:
    rng = random.Random(seed)

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice))

    c.turn_started.connect(on_turn)


def _match_stopped_mid_hand(qtbot: QtBot) -> MatchState:
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    _human_plays_at_random(c, 1)
    cards = [0]

    def on_card(_: object) -> None:
        cards[0] += 1
        if cards[0] == 30:  # the second hand (or later), part-way through
            c.stop()

    c.card_played.connect(on_card)
    c.start(MatchSetup(RULES, SEATS, Speed.INSTANT, seed=17))
    qtbot.waitUntil(lambda: cards[0] >= 30, timeout=10000)
    c.stop()
    assert c.match is not None and c.match.hand is not None and c.match.history
    return c.match


def test_a_match_in_progress_survives_saving(qtbot: QtBot, tmp_path: Path) -> None:
    match = _match_stopped_mid_hand(qtbot)
    path = tmp_path / "saves" / "game.json"
    save_match(match, path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "pitch-match/1"
    assert len(record["hands"]) == len(match.history) + 1
    assert load_match(path) == match
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]  # no temporary file left


def test_a_resumed_match_plays_on_to_the_end(qtbot: QtBot, tmp_path: Path) -> None:
    match = _match_stopped_mid_hand(qtbot)
    save_match(match, tmp_path / "game.json")
    loaded = load_match(tmp_path / "game.json")
    hand = loaded.hand
    assert hand is not None
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    turns: list[TurnStarted] = []
    c.turn_started.connect(turns.append)
    _human_plays_at_random(c, 2)
    try:
        with pytest.raises(SetupError):
            c.resume(MatchSetup(PRESETS["setback"], SEATS), loaded)
        hands: list[HandStarted] = []
        c.hand_started.connect(hands.append)
        signals = [c.match_started, c.hand_started, c.turn_started]
        with qtbot.wait_signals(signals, order="strict", timeout=2000):
            c.resume(MatchSetup(RULES, SEATS, Speed.INSTANT, seed=3), loaded)
        assert hands[0].hand_number == loaded.hand_number
        assert hands[0].view.plays and hands[0].view.phase is hand.phase
        assert turns[0].seat == hand.to_act
        if turns[0].is_local:
            assert list(turns[0].legal) == legal_actions(hand)
        with qtbot.wait_signal(c.match_over, timeout=15000) as over:
            pass
    finally:
        c.stop()
    history = over.args[0].history
    assert history[: len(loaded.history)] == loaded.history
    replayed = replay_record(match_record_json(RULES, list(history)))
    assert over.args[0].scores == replayed[-1].scores_after


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "pitch-hand/1", "rules": "setback", "dealer": 0, "hands": []}', "hand"),
        ('{"format": "pitch-match/1", "rules": {"preset": "setback"}, "hands": []}', "no hands"),
        ('{"format": "pitch-match/1", "rules": {"preset": "nope"}, "hands": []}', "preset"),
    ],
)
def test_a_damaged_save_is_refused_in_one_line(tmp_path: Path, content: str, reason: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(SaveError, match=reason) as err:
        load_match(path)
    assert "\n" not in str(err.value)


def test_a_missing_save_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="cannot read"):
        load_match(tmp_path / "nothing.json")


def test_an_edited_card_is_caught(qtbot: QtBot, tmp_path: Path) -> None:
    match = _match_stopped_mid_hand(qtbot)
    record = match_to_json(match)
    record["hands"][0]["plays"][1] = record["hands"][0]["plays"][0]  # a card played twice
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(SaveError, match="hand 1"):
        load_match(path)


def test_the_autosave_lives_in_the_app_data_folder() -> None:
    path = autosave_path()
    assert path.name == "autosave.pitch.json"
    assert "Pitch" in str(path.parent)


CINCH_STOCK = "AH KH QH 9D TD JH 6H 7H 8H 9H TH 5D JD QD KD AD"


def test_a_save_of_cinch_goes_on_where_it_stopped() -> None:
    match = {
        "format": "pitch-match/1",
        "rules": {"preset": "cinch"},
        "hands": [
            {
                "dealer": 0,
                "hands": [
                    ["AS", "KS", "QS", "JS", "TS", "2H", "3H", "4H", "5H"],
                    ["9S", "8S", "7S", "2D", "3D", "4D", "6D", "7D", "8D"],
                    ["6S", "5S", "5C", "2C", "3C", "4C", "6C", "7C", "8C"],
                    ["4S", "3S", "2S", "9C", "TC", "JC", "QC", "KC", "AC"],
                ],
                "stock": CINCH_STOCK.split(),
                "bids": [],
                "plays": [],
            }
        ],
    }
    resumed = match_from_json(match)
    assert resumed.rules == PRESETS["cinch"]
    assert resumed.hand is not None
    assert resumed.hand.phase is Phase.BID and resumed.hand.dealer == 0
