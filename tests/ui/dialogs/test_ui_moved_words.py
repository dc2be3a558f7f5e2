"""Words that moved to a part of their own (a new translation context) are still shown in the
player's language: each part's words are read in Italian from the part itself."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.ui.common.language import install_language
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog


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
