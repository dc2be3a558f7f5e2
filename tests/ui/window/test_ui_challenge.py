"""A challenge: the day's result saves it, a friend in another home opens it with Game > Open a
challenge, plays the same deals and sees their points beside the friend's; any other file is
refused in one sentence and the match in play goes on."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.controller.events import HandStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.engine.challenge import read_challenge_bytes
from pitch_desktop.engine.daily import daily_deals, side_points
from pitch_desktop.engine.records import match_record_json
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.dialogs.day_result import DayResultDialog, PlayedDay
from pitch_desktop.ui.history.dialog import HistoryDialog
from pitch_desktop.ui.window.match_start import challenge_setup
from tests.ui.windows import open_window

DAY = datetime.date(2026, 12, 5)
RULES = PRESETS["setback"]


def _move_home(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Everything the game keeps (settings, data, the default folder) under ``home``."""
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(home / "settings"))
    return home


def _played(count: int = 8) -> tuple[PlayedDay, list[int]]:
    deals = daily_deals(DAY, RULES, count)
    match = play_day(deals, [make_bot("greedy") for _ in range(RULES.players)])
    bots = (SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, RULES.players))
    seats = (SeatSetup.local("Anna"), *bots)
    day = PlayedDay(deals, match.history, 0, MatchSetup(RULES, seats))
    return day, [side_points(h, 0) for h in match.history]


def _cells(dialog: DayResultDialog, col: int) -> list[str]:
    items = (dialog.table.item(row, col) for row in range(dialog.table.rowCount()))
    return [item.text() if item is not None else "" for item in items]


def test_ui_a_challenge_from_one_home_plays_the_same_deals_in_another(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Anna's home: her day, its result, and "Save a challenge…".
    anna = _move_home(tmp_path / "anna", monkeypatch)
    day, points = _played()
    dialog = DayResultDialog(day)
    qtbot.addWidget(dialog)
    sent = anna / "pitch-challenge-2026-12-05.json"
    assert dialog.save_challenge(sent)
    assert "Open a challenge" in dialog.saved_label.text()
    dialog.close()

    # Ben's home: another process reads it to the very cards Anna was dealt.
    ben = _move_home(tmp_path / "ben", monkeypatch)
    received = ben / "from-anna.json"
    received.write_bytes(sent.read_bytes())
    script = (
        "import sys; from pitch_desktop.engine.challenge import read_challenge_bytes as r;"
        "c = r(open(sys.argv[1], 'rb').read());"
        "print(([list(h.dealt) for h in c.played], list(c.points), c.player))"
    )
    env = {**os.environ, "HOME": str(ben), "PYTHONHASHSEED": "12345"}
    out = subprocess.run(
        [sys.executable, "-c", script, str(received)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    assert out.strip() == str(([list(h.dealt) for h in day.played], points, "Anna"))

    # Ben opens it in his window: the day of that date at its rules, his table dealt Anna's cards.
    win = open_window(qtbot, remember=False)
    monkeypatch.setattr(win.match_start, "today", lambda: datetime.date(2031, 1, 1))
    controller = win.controller
    assert isinstance(controller, MatchController)
    with qtbot.wait_signal(controller.hand_started, timeout=10000) as started:
        assert win.match_start.open_challenge_file(received)
    first: HandStarted = started.args[0]
    assert controller.day == day.deals
    assert controller.day is not None and controller.day.day == DAY
    assert [d.dealt for d in controller.day.deals] == [d.dealt for d in day.deals.deals]
    assert first.view.hand == day.played[0].dealt[controller.viewer_seat]
    assert win.status_bar.notice.text().startswith("Anna's challenge: the deals of 2026-12-05")

    # His day over (played here by bots), the result shows Anna's points deal by deal.
    his = play_day(controller.day, [make_bot("standard") for _ in range(RULES.players)])
    win.match_start._compare_day(controller.day, his.history)
    win.match_start.last_hand_closed()
    result = win.match_start.day_dialog
    assert result is not None and result.isVisible()
    header = result.table.horizontalHeaderItem(1)
    assert header is not None and header.text() == "Anna"
    assert _cells(result, 1) == [str(p) for p in points]
    mine = sum(side_points(h, 0) for h in his.history)
    assert result.friend_label.text().startswith(f"{mine - sum(points):+d} against Anna")
    controller.stop()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"garbage",
        bytes(range(256)),
        b"{}",
        json.dumps(match_record_json(RULES, [daily_deals(DAY, RULES).hand(0)])).encode(),
    ],
    ids=["empty", "garbage", "binary", "empty-object", "match-record"],
)
def test_ui_a_file_that_is_not_a_challenge_is_refused_and_nothing_is_lost(
    qtbot: QtBot, tmp_path: Path, content: bytes
) -> None:
    win = open_window(qtbot, remember=False)
    controller = win.controller
    assert isinstance(controller, MatchController)
    with qtbot.wait_signal(controller.hand_started, timeout=10000):
        win.match_start.start_match(win.match_start._store.setup())
    before = controller.match
    assert before is not None and win.match_in_play
    path = tmp_path / "not-a-challenge.json"
    path.write_bytes(content)
    assert not win.match_start.open_challenge_file(path)
    message = win.status_bar.notice.text()
    assert message.startswith("not-a-challenge.json cannot be played as a challenge (not a Pitch")
    assert message.endswith(").") and "\n" not in message
    after = controller.match  # the same match goes on (its bots may have played meanwhile)
    assert after is not None and after.hand_number == before.hand_number
    assert controller.day is None and win.match_in_play
    assert path.read_bytes() == content
    controller.stop()


def test_ui_a_friend_in_another_seat_puts_the_player_there() -> None:
    seats = (SeatSetup.local("Ben"), *(SeatSetup.bot(f"Bot {s}", "expert") for s in range(1, 4)))
    deals = daily_deals(DAY, RULES, 2)
    match = play_day(deals, [make_bot("greedy") for _ in range(4)])
    day = PlayedDay(deals, match.history, 2, MatchSetup(RULES, seats))
    challenge = read_challenge_bytes(json.dumps(day.challenge_json()).encode())
    fitted = challenge_setup(MatchSetup(RULES, seats), challenge)
    assert fitted.viewer_seat == 2 and fitted.seats[2] == SeatSetup.local("Ben")
    assert [s.level for s in fitted.seats if not s.is_person] == ["expert"] * 3


def test_ui_a_challenge_carries_the_opponents_levels_to_the_friend() -> None:
    deals = daily_deals(DAY, RULES, 2)
    match = play_day(deals, [make_bot("greedy") for _ in range(4)])
    levels = ("beginner", "expert", "standard")
    seats = (
        SeatSetup.local("Anna"),
        *(SeatSetup.bot(f"Bot {s}", lv) for s, lv in enumerate(levels)),
    )
    day = PlayedDay(deals, match.history, 0, MatchSetup(RULES, seats))
    challenge = read_challenge_bytes(json.dumps(day.challenge_json()).encode())
    assert challenge.levels == (None, *levels)
    # The friend's own table has standard opponents; the file's levels sit at theirs.
    ben = (SeatSetup.local("Ben"), *(SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, 4)))
    fitted = challenge_setup(MatchSetup(RULES, ben), challenge)
    assert [s.level for s in fitted.seats[1:]] == list(levels)
    assert fitted.seats[0] == SeatSetup.local("Ben")


def test_ui_a_challenge_naming_an_unknown_level_is_refused(qtbot: QtBot, tmp_path: Path) -> None:
    day, _ = _played(2)
    obj = day.challenge_json()
    assert obj["levels"] == [None, "standard", "standard", "standard"]
    obj["levels"][2] = "grandmaster"
    path = tmp_path / "anna.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    win = open_window(qtbot, remember=False)
    assert not win.match_start.open_challenge_file(path)
    told = win.status_bar.notice.text()
    assert "grandmaster" in told and "\n" not in told
    win.controller.stop()


def test_ui_a_challenge_of_cinch_opens_at_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    """A friend's day of Cinch plays at the table, its refill and rob as the table shows
    them."""
    rules = PRESETS["cinch"]
    deals = daily_deals(DAY, rules, 1)
    match = play_day(deals, [make_bot("standard") for _ in range(rules.players)])
    bots = (SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    day = PlayedDay(deals, match.history, 0, MatchSetup(rules, (SeatSetup.local("Anna"), *bots)))
    path = tmp_path / "cinch.json"
    path.write_text(json.dumps(day.challenge_json()), encoding="utf-8")
    win = open_window(qtbot, remember=False)
    assert win.match_start.open_challenge_file(path)
    controller = win.controller
    assert isinstance(controller, MatchController) and controller.day is not None
    assert controller.setup is not None and controller.setup.rules == rules
    controller.stop()


def test_ui_a_challenge_opened_as_a_record_is_recognised(qtbot: QtBot, tmp_path: Path) -> None:
    """Open hand or match from file (Ctrl+O) tells a challenge apart and says where it plays."""
    day, _ = _played(2)
    path = tmp_path / "anna.json"
    path.write_text(json.dumps(day.challenge_json()), encoding="utf-8")
    recorder = HistoryRecorder()
    history = HistoryDialog(recorder)
    qtbot.addWidget(history)
    assert not history.open_file(path)
    assert history.message.text() == (
        "anna.json is a friend's challenge: Game > Open a challenge plays its deals."
    )
    recorder.close()
