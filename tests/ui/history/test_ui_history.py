"""Game > History and Game > Statistics: a played match is kept, a stored hand replays forward and
back by buttons and keys, hands and matches go to files and come back, a bad file or a damaged
history is told in one sentence, and the statistics window shows the stored figures."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import main as cli_main
from pitch_desktop.cli import simulate_match
from pitch_desktop.controller.events import TurnStarted
from pitch_desktop.controller.words import card_name
from pitch_desktop.engine.records import match_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup
from pitch_desktop.storage.history import HistoryStore, history_path
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.stats import TableKind, compute_statistics
from pitch_desktop.ui.history.dialog import HistoryDialog
from pitch_desktop.ui.history.replay import ReplayedHand
from pitch_desktop.ui.history.statistics import StatisticsDialog
from pitch_desktop.ui.window.main_window import MainWindow
from tests.engine.test_engine_refill import DEAL_1, ROB_1, STOCK_1
from tests.engine.test_engine_refill import record as refill_record
from tests.storage.test_storage_history import Clock

HUMAN_SEAT = 0  # the seat these tests give the person at the window

SETBACK = PRESETS["setback"]
AUCTION = PRESETS["auction-pitch"]
# What the offscreen test platform cannot do when a window is brought forward.
OFFSCREEN = pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support propagateSizeHints"
)


def _setup(rules: Rules, level: str = "standard") -> MatchSetup:
    names = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")
    seats = tuple(
        (SeatSetup.local(names[s]) if s == HUMAN_SEAT else SeatSetup.bot(names[s], level))
        for s in range(rules.players)
    )
    return MatchSetup(rules, seats)


@pytest.fixture
def stored() -> Iterator[HistoryStore]:
    """A history in the app's data folder holding five finished bot matches, hand by hand."""
    store = HistoryStore(clock=Clock())
    for rules, seed in ((SETBACK, 1), (SETBACK, 2), (AUCTION, 3), (SETBACK, 4), (AUCTION, 5)):
        match, _ = simulate_match(rules, [make_bot("standard")] * rules.players, 60, seed)
        match_id = None
        for n in range(1, len(match.history) + 1):
            match_id = store.record_match(_setup(rules), match.history[:n], match_id)
    yield store
    store.close()


@pytest.fixture
def history(qtbot: QtBot, stored: HistoryStore) -> Iterator[HistoryDialog]:
    recorder = HistoryRecorder()
    dialog = HistoryDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    yield dialog
    recorder.close()


def _game_menu(window: MainWindow) -> dict[str, QAction]:
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    return {a.text(): a for a in menu.actions()}


def _one_sentence(text: str) -> bool:
    return bool(text) and text.endswith(".") and "\n" not in text and ". " not in text


# --- a played match ----------------------------------------------------------------------------


def _play_to_the_end(qtbot: QtBot, win: MainWindow, setup: MatchSetup, seed: int) -> None:
    rng = random.Random(seed)
    c = win.controller

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            choice = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(choice) if c.is_waiting_for_human else None)

    c.turn_started.connect(on_turn)
    win.start_match(setup)
    for _ in range(200):
        qtbot.waitUntil(
            lambda: win.summary_dialog is not None or win.game_over_dialog is not None,
            timeout=20_000,
        )
        if win.game_over_dialog is not None:
            return
        summary = win.summary_dialog
        assert summary is not None
        summary.accept()
    raise AssertionError("the match did not end")


@OFFSCREEN
def test_a_played_match_is_kept_and_listed_after_a_restart(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.hand_history.enabled = True
    rules = SETBACK.with_changes(target=4)
    _play_to_the_end(qtbot, window, _setup(rules, "greedy"), 3)
    match = window.controller.match
    assert match is not None and match.winner is not None
    window.game_over_dialog.close()  # type: ignore[union-attr]
    store = window.hand_history.store()
    assert store is not None
    (summary,) = store.matches()
    assert summary.hands == len(match.history) and summary.winner == match.winner
    assert summary.scores == match.scores and summary.finished_at is not None
    assert store.match_record(summary.match_id) == match_record_json(rules, match.history)

    # Game > Hand history lists it, with its hands.
    actions = _game_menu(window)
    actions["Hand &history…"].trigger()
    dialog = window.findChild(HistoryDialog)
    assert dialog is not None and dialog.isVisible()
    top = dialog.tree.topLevelItem(0)
    assert top is not None and "You" in top.text(2)
    top.setExpanded(True)
    assert top.childCount() == len(match.history)
    dialog.close()
    window.hand_history.close()

    # A new start of the app (a fresh recorder on the same data folder) finds it all.
    again = HistoryDialog(HistoryRecorder())
    qtbot.addWidget(again)
    assert again.select_hand(summary.match_id, len(match.history))
    hand = again.replay.hand
    assert hand is not None and hand.state == match.history[-1]
    assert hand.human_seat == HUMAN_SEAT


# --- replaying a hand --------------------------------------------------------------------------


def test_a_stored_hand_replays_forward_and_back(
    qtbot: QtBot, history: HistoryDialog, stored: HistoryStore
) -> None:
    newest = stored.matches()[0]
    assert history.select_hand(newest.match_id, 2)
    replay = history.replay
    final = stored.replay_match(newest.match_id)[1]
    bids, plays = len(final.bids), len(final.plays)
    n = final.players
    assert replay.step == 0 and replay.steps == bids + plays
    state = replay.current_state()
    assert state is not None and state.hands == final.dealt  # every hand, face up, as dealt
    assert not replay.back_button.isEnabled() and replay.forward_button.isEnabled()

    QTest.mouseClick(replay.forward_button, Qt.MouseButton.LeftButton)
    assert replay.step == 1
    replay.setFocus()
    QTest.keyClick(replay, Qt.Key.Key_Right)
    QTest.keyClick(replay, Qt.Key.Key_Right)
    assert replay.step == 3
    QTest.keyClick(replay, Qt.Key.Key_Left)
    assert replay.step == 2
    # A trick at a time: the end of the auction, then the end of each trick.
    QTest.keyClick(replay, Qt.Key.Key_PageDown)
    assert replay.step == bids
    QTest.mouseClick(replay.forward_trick_button, Qt.MouseButton.LeftButton)
    assert replay.step == bids + n
    state = replay.current_state()
    assert state is not None and len(state.plays) == n and state.trick == ()
    assert card_name(state.plays[-1]) in replay.caption.text()
    QTest.keyClick(replay, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert replay.step == bids + 2 * n
    QTest.keyClick(replay, Qt.Key.Key_PageUp)
    assert replay.step == bids + n
    QTest.keyClick(replay, Qt.Key.Key_End)
    assert replay.step == replay.steps and replay.current_state() == final
    assert not replay.forward_button.isEnabled()
    QTest.mouseClick(replay.back_trick_button, Qt.MouseButton.LeftButton)
    assert replay.step == bids + plays - n
    QTest.mouseClick(replay.start_button, Qt.MouseButton.LeftButton)
    assert replay.step == 0

    # With the hand chosen in the list, the arrow keys move the replay too.
    history.tree.setFocus()
    QTest.keyClick(history.tree, Qt.Key.Key_Right)
    assert replay.step == 1
    # The breakdown tells the bid and its outcome.
    score = final.score
    assert score is not None
    names = ["You", "Ben", "Anna", "Carla"]
    assert names[score.pitcher] in replay.breakdown.text()
    assert ("made it" if score.made else "set back") in replay.breakdown.text()


def test_every_hand_in_the_list_replays_to_its_stored_result(
    history: HistoryDialog, stored: HistoryStore
) -> None:
    shown = 0
    for summary in stored.matches():
        for hand in stored.hands(summary.match_id):
            assert history.select_hand(summary.match_id, hand.number)
            replay = history.replay
            replay.go_to_end()
            state = replay.current_state()
            assert state is not None and state.is_over
            assert state.scores_after == hand.scores_after
            assert (state.score.hand_score if state.score else (0, 0)) == hand.points
            shown += 1
    assert shown == sum(m.hands for m in stored.matches())


def test_the_place_for_the_analysis_of_the_players_decisions(
    qtbot: QtBot, history: HistoryDialog, stored: HistoryStore
) -> None:
    newest = stored.matches()[0]
    with qtbot.waitSignal(history.replay.hand_shown) as shown:
        assert history.select_hand(newest.match_id, 1)
    hand = shown.args[0] if shown.args else None
    assert isinstance(hand, ReplayedHand) and hand.human_seat == HUMAN_SEAT
    assert hand.state == stored.replay_match(newest.match_id)[0]
    replay = history.replay
    assert replay.analysis_box.isHidden()
    replay.show_analysis(QLabel("Trick 3: the 9 of hearts keeps Low"))
    assert not replay.analysis_box.isHidden()
    assert replay.analysis_box.findChild(QLabel) is not None
    replay.show_moment(5)
    assert replay.step == 5
    assert history.select_hand(newest.match_id, 2)  # another hand: the place is emptied
    assert replay.analysis_box.isHidden()


# --- files -------------------------------------------------------------------------------------


def test_export_a_hand_and_a_match_for_pitch_cli_and_open_them_again(
    history: HistoryDialog,
    stored: HistoryStore,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    newest = stored.matches()[0]
    hands = stored.hands(newest.match_id)
    assert history.select_hand(newest.match_id, 3)
    hand_file, match_file = tmp_path / "hand.json", tmp_path / "out" / "match.json"
    assert history.export_hand_to(hand_file)
    assert history.export_match_to(match_file)
    assert cli_main(["replay", str(hand_file)]) == 0
    (result,) = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert result["scores_after"] == list(hands[2].scores_after)
    assert cli_main(["replay", str(match_file)]) == 0
    results = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [r["scores_after"] for r in results] == [list(h.scores_after) for h in hands]

    tops = history.tree.topLevelItemCount()
    assert history.open_file(match_file)
    assert history.tree.topLevelItemCount() == tops + 1
    opened = history.tree.topLevelItem(0)
    assert opened is not None and opened.childCount() == len(hands)
    replayed = history.replay.hand
    assert replayed is not None and replayed.human_seat is None  # who sat there is not in a file
    assert replayed.state == replay_record(json.loads(match_file.read_text()))[0]
    assert history.open_file(hand_file)
    top = history.tree.topLevelItem(0)
    assert top is not None and top.childCount() == 1
    history.replay.go_to_end()
    end = history.replay.current_state()
    assert end is not None and end.scores_after == hands[2].scores_after
    assert not history.export_match_button.isEnabled()  # one hand is no match


def _bad_files(tmp_path: Path, good: dict[str, object]) -> list[Path]:
    broken = json.loads(json.dumps(good))
    broken["plays"][1] = broken["plays"][0]  # a card played twice
    files = {
        "not-json.json": "{this is not json",
        "illegal.json": json.dumps(broken),
        "other-format.json": json.dumps({"format": "pitch-save/1"}),
    }
    paths = []
    for name, text in files.items():
        paths.append(tmp_path / name)
        paths[-1].write_text(text)
    paths.append(tmp_path / "bytes.json")
    paths[-1].write_bytes(bytes(range(256)))
    paths.append(tmp_path / "missing.json")
    return paths


def test_a_bad_file_is_refused_in_one_sentence_and_nothing_is_lost(
    history: HistoryDialog, stored: HistoryStore, tmp_path: Path
) -> None:
    newest = stored.matches()[0]
    assert history.select_hand(newest.match_id, 1)
    shown = history.replay.hand
    good = stored.hand_record(newest.match_id, 1)
    before = [m.match_id for m in stored.matches()]
    tops = history.tree.topLevelItemCount()
    for path in _bad_files(tmp_path, good):
        assert not history.open_file(path)
        text = history.message.text()
        assert not history.message.isHidden() and path.name in text
        assert _one_sentence(text), text
        assert history.tree.topLevelItemCount() == tops
        assert history.replay.hand is shown
    assert [m.match_id for m in stored.matches()] == before


def test_a_record_of_cinch_opens_and_replays_its_rob(
    history: HistoryDialog, tmp_path: Path
) -> None:
    path = tmp_path / "cinch.json"
    path.write_text(
        json.dumps(refill_record(DEAL_1, STOCK_1, [7, "pass", "pass", "pass"], rob=ROB_1))
    )
    tops = history.tree.topLevelItemCount()
    assert history.open_file(path)
    assert history.tree.topLevelItemCount() == tops + 1
    replay = history.replay
    assert replay.hand is not None
    words = []
    for _ in range(replay.steps):
        replay.forward()
        words.append(replay.caption.text())
    assert any("robs the pack" in w for w in words), words


@OFFSCREEN
def test_game_menu_opens_a_file_through_the_history_window(
    qtbot: QtBot, window: MainWindow
) -> None:
    actions = _game_menu(window)
    assert {"Hand &history…", "S&tatistics…", "&Open hand or match from file…"} <= set(actions)
    actions["&Open hand or match from file…"].trigger()
    dialog = window.findChild(HistoryDialog)
    assert dialog is not None and dialog.isVisible()
    chooser = dialog.findChild(QFileDialog)
    assert chooser is not None and chooser.isVisible()
    chooser.reject()


# --- damaged history ---------------------------------------------------------------------------


@OFFSCREEN
def test_a_damaged_history_is_told_in_the_window_and_the_game_goes_on(
    qtbot: QtBot, window: MainWindow
) -> None:
    path = history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 500)
    dialog = window.show_history()
    notice = window.notice.text()
    assert not window.notice.isHidden() and "history.sqlite3.damaged" in notice
    assert _one_sentence(notice), notice
    assert path.with_name(path.name + ".damaged").read_bytes() == b"\x00garbage" * 500
    assert dialog.tree.topLevelItemCount() == 1  # the "no hands yet" line
    window.hand_history.close()


# --- statistics --------------------------------------------------------------------------------


def test_statistics_window_shows_the_stored_figures(qtbot: QtBot, stored: HistoryStore) -> None:
    recorder = HistoryRecorder()
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    expected = compute_statistics(stored.statistics_input())
    kinds = [TableKind("auction-pitch", 4, 0), TableKind("setback", 4, 2)]
    assert list(dialog.statistics) == kinds == list(expected)
    assert dialog.chooser.count() == 2
    for kind in kinds:
        assert dialog.choose(kind)
        s = expected[kind]
        f = dialog.figures
        assert f["played"].text() == str(s.matches_played)
        assert f["won"].text().startswith(str(s.matches_won))
        assert f["hands"].text() == str(s.hands_played)
        assert f["bid"].text() == str(s.hands_bid)
        assert f["made"].text() == str(s.hands_made) and f["set"].text() == str(s.hands_set)
        assert f["streak"].text() == str(s.longest_streak)
        assert [b.value for b in dialog.matches_chart.bars] == [
            s.matches_won,
            s.matches_played - s.matches_won,
        ]
        assert [b.value for b in dialog.points_chart.bars] == [
            s.average_points,
            s.others_average,
        ]
        assert dialog.trend_chart.values == s.match_averages
    recorder.close()


def test_reset_asks_first_and_keeps_the_hands(qtbot: QtBot, stored: HistoryStore) -> None:
    recorder = HistoryRecorder()
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.ask_reset()
    assert box.isVisible() and dialog.reset_question is box
    keep = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    QTest.mouseClick(keep, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.reset_question is None)
    assert len(dialog.statistics) == 2
    box = dialog.ask_reset()
    reset = next(
        b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.DestructiveRole
    )
    QTest.mouseClick(reset, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.reset_question is None)
    assert dialog.statistics == {} and dialog.chooser.count() == 0
    assert not dialog.empty.isHidden()
    assert len(stored.matches()) == 5  # the hands stay in the history
    recorder.close()


@OFFSCREEN
def test_the_open_history_shows_each_new_hand_and_keeps_the_replay(
    qtbot: QtBot, history: HistoryDialog, stored: HistoryStore
) -> None:
    older = stored.matches()[0]
    assert history.select_hand(older.match_id, 1)
    history.replay.go_to(3)
    chosen = history.tree.currentItem()
    match, _ = simulate_match(SETBACK, [make_bot("standard")] * SETBACK.players, 60, 77)
    match_id = stored.record_match(_setup(SETBACK), match.history[:1], None)
    history.match_stored(match_id)
    top = history.tree.topLevelItem(0)
    assert top is not None and top.data(0, Qt.ItemDataRole.UserRole) == ("match", match_id)
    assert "after one hand" in top.text(3)
    top.setExpanded(True)
    assert top.childCount() == 1
    for n in (2, 3):
        stored.record_match(_setup(SETBACK), match.history[:n], match_id)
        history.match_stored(match_id)
        assert top.childCount() == n and f"after {n} hands" in top.text(3)
    assert history.tree.topLevelItemCount() == 6  # one row for the new match, not one a hand
    assert history.tree.currentItem() is chosen and history.replay.step == 3


@pytest.mark.parametrize("preset", ["five-point", "six-point", "nine-point"])
def test_a_match_of_a_point_family_is_kept_and_replays_with_its_awards(
    qtbot: QtBot, preset: str
) -> None:
    rules = PRESETS[preset]
    store = HistoryStore(clock=Clock())
    match, _ = simulate_match(rules, [make_bot("standard")] * rules.players, 8, 21)
    match_id = None
    for n in range(1, len(match.history) + 1):
        match_id = store.record_match(_setup(rules), match.history[:n], match_id)
    store.close()
    recorder = HistoryRecorder()
    dialog = HistoryDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert match_id is not None
    jokers_seen = False
    for number, hand in enumerate(match.history, start=1):
        assert dialog.select_hand(match_id, number)
        replay = dialog.replay
        while replay.step < replay.steps:  # every moment painted, jokers and all
            replay.forward()
            replay.grab()
        state = replay.current_state()
        assert state is not None and state.score == hand.score
        jokers_seen |= any(d >> 52 & 1 for d in hand.dealt)
    if rules.jokers:
        assert jokers_seen  # the seed deals a joker, so it was painted
    recorder.close()


# --- what the tester read ----------------------------------------------------------------------


def test_the_list_writes_a_date_to_read_at_once_where_the_locale_gives_none(
    qtbot: QtBot, history: HistoryDialog, stored: HistoryStore
) -> None:
    """The bare "C" locale writes 1 December 2026 as "1 12 2026"; the list names the month."""
    import re

    from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

    from pitch_desktop.ui.history.words import when_words

    moment = QDateTime(QDate(2026, 12, 1), QTime(18, 21)).toSecsSinceEpoch()
    kept = QLocale()
    try:
        QLocale.setDefault(QLocale.c())
        assert when_words(moment) == "1 Dec 2026 18:21"
        history.refresh()
        top = history.tree.topLevelItem(0)
        assert top is not None
        assert not re.match(r"\d+ \d+ \d{4}", top.text(0)), top.text(0)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
        assert when_words(moment) == "01/12/2026 18:21"  # a locale's own short form
    finally:
        QLocale.setDefault(kept)


def test_a_time_alone_is_written_as_the_dates_and_times_are() -> None:
    """One list never mixes "15:56" and "3:56 PM": a time alone has the form of the time in a
    date and time, whatever the locale."""
    from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

    from pitch_desktop.ui.history.words import when_words

    moment = QDateTime(QDate(2026, 12, 1), QTime(15, 56)).toSecsSinceEpoch()
    kept = QLocale()
    try:
        for locale in (
            QLocale.c(),
            QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
            QLocale(QLocale.Language.Hungarian, QLocale.Country.Hungary),
        ):
            QLocale.setDefault(locale)
            alone = when_words(moment, time_only=True)
            assert when_words(moment).endswith(alone), (locale.name(), alone)
    finally:
        QLocale.setDefault(kept)


@pytest.mark.parametrize(("preset", "players"), [("seven-point", 7), ("auction-pitch", 7)])
def test_a_preset_at_its_tables_size_is_named_as_the_preset(preset: str, players: int) -> None:
    """Seven-point at seven players is seven-point, not "House rules"."""
    from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS
    from pitch_desktop.storage.history import CUSTOM_PRESET
    from pitch_desktop.ui.history.words import preset_words

    rules = PRESETS[preset].seated(players)
    stored = rules.seated_preset_name() or CUSTOM_PRESET
    assert stored == preset
    assert preset_words(stored) not in ("House rules", preset)
    assert preset_words("ten-point") == PRESET_BOOK["ten-point"].title


def test_export_offers_the_documents_folder_then_the_last_one_used(
    qtbot: QtBot,
    history: HistoryDialog,
    stored: HistoryStore,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    newest = stored.matches()[0]
    assert history.select_hand(newest.match_id, 1)
    chooser = history.ask_export_hand()
    assert chooser is not None
    assert Path(chooser.directory().absolutePath()) == home / "Documents"
    chooser.reject()
    assert history.export_hand_to(tmp_path / "kept" / "hand.json")
    chooser = history.ask_export_match()
    assert chooser is not None
    assert Path(chooser.directory().absolutePath()) == tmp_path / "kept"
    chooser.reject()


def test_statistics_say_why_they_are_empty_after_practice_matches(qtbot: QtBot) -> None:
    store = HistoryStore(clock=Clock())
    match, _ = simulate_match(AUCTION, [make_bot("standard")] * AUCTION.players, 60, 3)
    match_id = None
    for n in range(1, len(match.history) + 1):
        match_id = store.record_match(_setup(AUCTION), match.history[:n], match_id, practice=True)
    recorder = HistoryRecorder()
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.statistics == {}
    assert not dialog.empty.isHidden() and "practice" in dialog.empty.text()
    assert "not counted" in dialog.empty.text()
    assert dialog.chooser.currentIndex() == -1 and dialog.chooser.placeholderText()
    for chart in (dialog.matches_chart, dialog.bids_chart, dialog.points_chart):
        assert chart.bars == [] and chart.empty_words
    assert dialog.trend_chart.values == [] and dialog.trend_chart.empty_words
    recorder.close()
    store.close()


def test_statistics_of_nothing_played_say_so(qtbot: QtBot) -> None:
    recorder = HistoryRecorder()
    dialog = StatisticsDialog(recorder)
    qtbot.addWidget(dialog)
    assert "practice" not in dialog.empty.text() and dialog.empty.text().startswith("Nothing")
    recorder.close()


def test_a_match_with_friends_is_kept_and_marked_so(qtbot: QtBot) -> None:
    store = HistoryStore(clock=Clock())
    match, _ = simulate_match(SETBACK, [make_bot("standard")] * SETBACK.players, 60, 6)
    base = _setup(SETBACK)
    seats = list(base.seats)
    seats[1] = SeatSetup("Bea", SeatKind.REMOTE, None)  # a friend at another computer
    online = MatchSetup(SETBACK, tuple(seats))
    match_id = None
    for n in range(1, len(match.history) + 1):
        match_id = store.record_match(online, match.history[:n], match_id)
    store.close()
    recorder = HistoryRecorder()
    dialog = HistoryDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    (row,) = [dialog.tree.topLevelItem(i) for i in range(dialog.tree.topLevelItemCount())]
    assert row is not None and row.text(3).endswith("(with friends)")
    assert "Bea" in row.text(2)
    recorder.close()
