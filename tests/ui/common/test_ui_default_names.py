"""A default name kept in English (the settings store names as they were shown) is shown in the
language the game speaks: "You" on the player's plate is "Tu" in Italian; a name of the
player's own is never changed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.ui.common.language import install_language
from pitch_desktop.ui.common.sides import shown_name
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
from pitch_desktop.ui.table.scene import TableScene


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    try:
        resource_path("translations/pitch_it.qm")
    except ResourceNotFoundError:
        pytest.skip("the translations are not built (make)")
    assert install_language(qapp, "it")
    yield
    install_language(qapp, "en")


def _setup(first: str) -> MatchSetup:
    rules = PRESETS["setback"]
    seats = (
        SeatSetup.local(first),
        *(SeatSetup.bot(n, "standard") for n in ("Ben", "Anna", "Carla")),
    )
    return MatchSetup(rules, seats)


def test_the_english_default_name_is_shown_in_italian(qtbot: QtBot, italian: None) -> None:
    assert shown_name(0, "You") == "Tu"
    assert shown_name(0, "Marco") == "Marco"  # the player's own name
    assert shown_name(1, "You") == "You"  # not that seat's default: a name someone chose
    scene = TableScene()
    scene.start_match(_setup("You"))
    assert scene.plates[0].name == "Tu" and scene.seat_name(0) == "Tu"
    scene.start_match(_setup("Marco"))
    assert scene.plates[0].name == "Marco"
    dialog = NewMatchDialog(_setup("You"))
    qtbot.addWidget(dialog)
    assert dialog.seat_rows.names[0].text() == "Tu"


def test_in_english_the_names_are_as_stored(qtbot: QtBot) -> None:
    assert shown_name(0, "You") == "You" and shown_name(2, "Anna") == "Anna"
