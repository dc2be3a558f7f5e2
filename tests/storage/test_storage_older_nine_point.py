"""The game's own files of the older nine-point, which dealt six cards, go on as they were
played: a save and a history written before nine-point dealt nine (kept here as they were
written, a match of two hands and a third in play) read as ``{"preset": "nine-point",
"deal": 6}``."""

from __future__ import annotations

import shutil
from pathlib import Path

from pitch_desktop.ai.registry import bot_names
from pitch_desktop.engine.records import replay_record, result_json
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import apply, legal_actions
from pitch_desktop.storage.autosave import read_saved_match
from pitch_desktop.storage.history import HistoryStore

WRITTEN_BEFORE = Path(__file__).parent / "older_nine_point"
SIX_CARD_NINE_POINT = PRESETS["nine-point"].with_changes(deal=6)
# What the two finished hands scored when they were played, and the scores after them.
HAND_SCORES = [[5, 4], [6, 2]]
SCORES = (11, 6)


def _copied(name: str, tmp_path: Path) -> Path:
    """The file as written before, copied so that reading it changes nothing kept here."""
    return Path(shutil.copy(WRITTEN_BEFORE / name, tmp_path / name))


def test_a_save_of_the_older_nine_point_resumes_as_it_was_played(tmp_path: Path) -> None:
    saved = read_saved_match(bot_names(), _copied("autosave.pitch.json", tmp_path))
    assert saved is not None
    match = saved.match
    assert match.rules == SIX_CARD_NINE_POINT
    assert saved.setup.rules == SIX_CARD_NINE_POINT
    assert [result_json(h)["hand_score"] for h in match.history] == HAND_SCORES
    assert match.scores == SCORES
    hand = match.hand
    assert hand is not None and hand.dealer == 2 and hand.to_act == 3
    assert all(bin(cards).count("1") <= 6 for cards in hand.hands)
    # And it goes on: the seat to act may act.
    apply(hand, legal_actions(hand)[0])


def test_a_history_of_the_older_nine_point_replays_as_it_was_played(tmp_path: Path) -> None:
    store = HistoryStore(_copied("history.sqlite3", tmp_path))
    try:
        (match,) = store.matches()
        assert (match.preset, match.hands, match.scores) == ("nine-point", 2, SCORES)
        states = store.replay_match(match.match_id)
        assert [s.rules for s in states] == [SIX_CARD_NINE_POINT] * 2
        assert [result_json(s)["hand_score"] for s in states] == HAND_SCORES
        assert states[-1].scores_after == SCORES
        # A hand exported from it says its deal, so pitch-cli replays it as played.
        exported = store.hand_record(match.match_id, 2)
        assert exported["rules"] == {**SIX_CARD_NINE_POINT.to_json()}
        assert result_json(replay_record(exported)[-1])["hand_score"] == HAND_SCORES[1]
    finally:
        store.close()
