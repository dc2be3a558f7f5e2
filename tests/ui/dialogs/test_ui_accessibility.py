"""A screen reader can follow the game, the keyboard reaches everything, preferences are kept."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton, QComboBox, QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.cards import parse_card
from pitch_desktop.match_setup import Speed
from pitch_desktop.storage.settings import (
    KEY_LANGUAGE,
    CardBack,
    CardSize,
    TableColour,
    default_setup,
    read_language,
)
from pitch_desktop.ui.common.accessible import card_words
from pitch_desktop.ui.dialogs.preferences import Preferences, PreferencesDialog
from pitch_desktop.ui.window.main_window import MainWindow


def test_a_card_is_named_with_whether_it_may_be_played() -> None:
    queen = parse_card("QH")
    assert card_words(queen, True) == "queen of hearts, playable"
    assert card_words(queen, False) == "queen of hearts, not playable"
    assert card_words(queen) == "queen of hearts"


def test_the_table_and_each_bid_are_told_to_assistive_technology(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_match(default_setup(window.store.levels))
    qtbot.waitUntil(lambda: window.bid_panel.isVisible(), timeout=10000)
    view = window.view
    described = view.accessibleDescription()
    assert view.accessibleName() == "Card table"
    assert "Your turn." in described and "Your hand: " in described
    assert described.count(";") >= 5  # six cards, and the seats
    face = QAccessible.queryAccessibleInterface(view)
    assert face is not None
    assert face.text(QAccessible.Text.Description) == described
    names = {b.accessibleName() for b in window.bid_panel.buttons.values()}
    assert "Pass" in names and any(n.startswith("Bid ") for n in names)
    window.bid_panel.choose(0)  # pass
    qtbot.waitUntil(lambda: "You pass" in window.announcer.said, timeout=10000)
    assert window.announcer.accessibleName() in window.announcer.said


def test_preferences_are_applied_and_remembered(qtbot: QtBot) -> None:
    win = MainWindow(remember=True, keep_match=False)
    win.confirm_leaving = False
    qtbot.addWidget(win)
    win.set_speed(Speed.INSTANT)
    win.show()
    before = win.scene.layout.card_height
    dialog = win.show_preferences()
    assert isinstance(dialog, PreferencesDialog)
    dialog.card_size.setCurrentIndex(dialog.card_size.findData(CardSize.LARGE.value))
    dialog.card_back.setCurrentIndex(dialog.card_back.findData(CardBack.RED.value))
    dialog.table_colour.setCurrentIndex(dialog.table_colour.findData(TableColour.CONTRAST.value))
    dialog.language.setCurrentIndex(dialog.language.findData("hu"))
    dialog.confirm_card.setChecked(True)
    dialog.always_hint.setChecked(True)
    dialog.sound_volume.setValue(25)
    dialog.sound.setChecked(False)
    dialog.accept()
    assert win.scene.layout.card_height > before
    assert win.always_hint_action.isChecked()
    assert win.colour_actions[TableColour.CONTRAST.value].isChecked()
    assert win.store.card_size() is CardSize.LARGE
    assert win.store.card_back() is CardBack.RED
    assert win.store.table_colour() is TableColour.CONTRAST
    assert win.store.confirm_card() and win.store.always_hint()
    assert win.store.sound() is False and win.store.sound_volume() == 25
    assert read_language() == "hu"
    assert "next starts" in win.notice.text()
    # A second window starts with them.
    again = MainWindow(remember=True, keep_match=False)
    qtbot.addWidget(again)
    assert again.preferences() == win.preferences()
    win.controller.stop()
    again.controller.stop()


def _preferences(*, sound: bool = True, sound_volume: int = 70) -> Preferences:
    return Preferences(
        language="",
        speed=Speed.NORMAL,
        card_size=CardSize.NORMAL,
        four_colour=False,
        card_back=CardBack.BLUE,
        table_colour=TableColour.GREEN,
        confirm_card=False,
        auto_last_card=True,
        always_hint=False,
        sound=sound,
        sound_volume=sound_volume,
    )


def test_the_preferences_dialog_round_trips_the_sound_and_its_volume(qtbot: QtBot) -> None:
    quiet = _preferences(sound=False, sound_volume=35)
    dialog = PreferencesDialog(quiet)
    qtbot.addWidget(dialog)
    assert dialog.preferences() == quiet
    assert not dialog.sound.isChecked() and dialog.sound_volume.value() == 35
    assert not dialog.sound_volume.isEnabled()  # no volume to set while sound is off
    assert dialog.sound_volume.accessibleName() == "Sound volume"
    assert (dialog.sound_volume.minimum(), dialog.sound_volume.maximum()) == (0, 100)
    dialog.sound.setChecked(True)
    assert dialog.sound_volume.isEnabled()
    dialog.sound_volume.setValue(90)
    assert dialog.preferences() == replace(quiet, sound=True, sound_volume=90)
    dialog.sound_volume.setValue(0)
    assert dialog.preferences().sound_volume == 0


def test_the_preferences_say_why_there_is_no_sound(qtbot: QtBot) -> None:
    plain = PreferencesDialog(_preferences())
    qtbot.addWidget(plain)
    plain.show()
    assert not plain.sound_note.isVisible()
    why = "Sound is unavailable: no sound player was found (pw-play, paplay, aplay)."
    told = PreferencesDialog(_preferences(), sound_unavailable=why)
    qtbot.addWidget(told)
    told.show()
    assert told.sound_note.isVisible() and told.sound_note.text() == why


def test_a_stored_language_the_game_does_not_speak_follows_the_system() -> None:
    QSettings().setValue(KEY_LANGUAGE, "klingon")
    assert read_language() == ""


def test_every_control_of_the_preferences_is_reached_by_tab(qtbot: QtBot) -> None:
    win = MainWindow(remember=False)
    qtbot.addWidget(win)
    dialog = win.show_preferences()
    qtbot.waitExposed(dialog)
    controls = [
        w
        for w in dialog.findChildren(QWidget)
        if isinstance(w, (QAbstractButton, QComboBox)) and w.isVisible()
    ]
    reached: set[int] = set()
    dialog.language.setFocus()
    start = dialog.focusWidget()
    widget: QWidget | None = start
    for _ in range(len(controls) + 5):
        assert widget is not None
        reached.add(id(widget))
        widget = widget.nextInFocusChain()
        while widget is not None and not (
            widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            widget = widget.nextInFocusChain()
        if widget is start:
            break
    assert {id(c) for c in controls} <= reached
    assert win.preferences_action.shortcut().toString() == "Ctrl+,"
    dialog.reject()
    win.controller.stop()
