"""Words that moved to a part of their own (a new translation context) are still shown in the
player's language: each part's words are read in Italian from the part itself."""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import simulate_match
from pitch_desktop.controller.events import MatchOver
from pitch_desktop.engine.daily import daily_deals
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.ui.common.language import install_language
from pitch_desktop.ui.common.sides import side_names
from pitch_desktop.ui.dialogs.day_result import DayResultDialog, PlayedDay
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
from pitch_desktop.ui.dialogs.summary import GameOverDialog


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    try:
        resource_path("translations/pitch_it.qm")
    except ResourceNotFoundError:
        pytest.skip("the translations are not built (make)")
    assert install_language(qapp, "it")
    yield
    install_language(qapp, "en")


def test_the_seat_rows_speak_italian(qtbot: QtBot, italian: None) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    rows = dialog.seat_rows
    assert rows.title() == "Giocatori"
    assert rows.levels[1].itemText(rows.levels[1].count() - 1) == "Giocatore a questo computer"
    labels = [w.text() for w in rows.findChildren(QLabel)]
    assert "questo posto è tuo" in labels
    dialog.players.setValue(4)
    dialog.teams.setCurrentIndex(dialog.teams.findData(2))
    assert rows.seat_sides[0].text() == "squadra 1"
    assert dialog.match_setup().seats[0].name == "Tu"


def test_a_conflict_of_rules_is_explained_in_italian(qtbot: QtBot, italian: None) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("six-point"))
    jokers = dialog.rule_widgets["jokers"]
    assert isinstance(jokers, QComboBox)
    jokers.setCurrentIndex(jokers.findData(0))
    assert not dialog.ok_button.isEnabled()
    words = dialog.error.text()
    assert words.startswith("Il punto ") and words.endswith(" richiede un jolly nel mazzo."), words


def _setup() -> MatchSetup:
    rules = PRESETS["setback"]
    bots = (SeatSetup.bot(f"Bot {s}", "standard") for s in range(1, rules.players))
    return MatchSetup(rules, (SeatSetup.local("Anna"), *bots), seed=4, first_dealer=0)


def test_the_final_score_of_a_match_is_said_in_italian(qtbot: QtBot, italian: None) -> None:
    setup = _setup()
    match, _ = simulate_match(setup.rules, [make_bot("standard")] * 4, 200, 4)
    assert match.winner is not None
    dialog = GameOverDialog(setup, MatchOver(match.winner, match.scores, tuple(match.history)))
    qtbot.addWidget(dialog)
    sides = side_names(setup)
    line = " · ".join(f"{side} {score}" for side, score in zip(sides, match.scores, strict=True))
    assert dialog.score_line.text() == f"Punteggio finale: {line}".replace("-", "\u2212")


def test_the_final_score_of_a_day_is_said_in_italian(qtbot: QtBot, italian: None) -> None:
    setup = _setup()
    deals = daily_deals(datetime.date(2026, 12, 5), setup.rules, 2)
    match = play_day(deals, [make_bot("greedy") for _ in range(setup.rules.players)])
    dialog = DayResultDialog(PlayedDay(deals, match.history, 0, setup))
    qtbot.addWidget(dialog)
    scores = match.history[-1].scores_after
    line = " · ".join(
        f"{side} {score}" for side, score in zip(side_names(setup), scores, strict=True)
    )
    assert dialog.score_line.text() == f"Punteggio finale: {line}".replace("-", "\u2212")
