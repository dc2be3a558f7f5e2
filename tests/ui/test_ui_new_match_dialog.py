"""The new-match dialog: presets fill the fields, only fitting partnerships are offered, and an
invalid mix of rules cannot be dealt (OK disabled, the engine's reason shown)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS, TEAM_LAYOUTS
from pitch_desktop.ui.main_window import MainWindow
from pitch_desktop.ui.new_match_dialog import NewMatchDialog, ordered_levels


def _dialog(qtbot: QtBot) -> NewMatchDialog:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    return dialog


def test_ui_dialog_defaults_to_setback(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.rules() == PRESETS["setback"]
    assert dialog.ok_button.isEnabled()
    setup = dialog.match_setup()
    assert setup.seats[0].is_human
    assert all(s.level in ordered_levels() for s in setup.seats[1:])


def test_ui_dialog_preset_fills_fields(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData("auction-pitch"))
    assert dialog.rules() == PRESETS["auction-pitch"]
    assert dialog.min_bid.value() == 1 and not dialog.smudge.isChecked()
    dialog.preset.setCurrentIndex(dialog.preset.findData("classic"))
    assert dialog.rules() == PRESETS["classic"]


def test_ui_dialog_offers_only_fitting_partnerships(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    for players in range(2, 8):
        dialog.players.setValue(players)
        offered = {dialog.teams.itemData(i) for i in range(dialog.teams.count())}
        assert offered == {0} | {t for p, t in TEAM_LAYOUTS if p == players}
        assert dialog.ok_button.isEnabled()
        assert len(dialog.match_setup().seats) == players


def test_ui_dialog_refuses_invalid_rules(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.min_bid.setValue(4)
    dialog.max_bid.setValue(3)
    assert not dialog.ok_button.isEnabled()
    assert "min_bid" in dialog.error.text()
    dialog.max_bid.setValue(4)
    assert dialog.ok_button.isEnabled()
    assert dialog.error.text() == ""


def test_ui_dialog_other_target(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.target_choice.setCurrentIndex(dialog.target_choice.count() - 1)
    dialog.target.setValue(33)
    assert dialog.rules().target == 33
    dialog.target_choice.setCurrentIndex(dialog.target_choice.findData(11))
    assert dialog.rules().target == 11


def test_ui_weak_bots_listed_last() -> None:
    levels = ordered_levels()
    weak = [i for i, n in enumerate(levels) if n in ("random", "greedy")]
    assert weak == list(range(len(levels) - len(weak), len(levels)))


def test_ui_new_match_from_the_menu_deals_it(qtbot: QtBot, window: MainWindow) -> None:
    window.new_action.trigger()
    dialog = window.findChild(NewMatchDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.preset.setCurrentIndex(dialog.preset.findData("auction-pitch"))
    dialog.players.setValue(3)
    dialog.names[1].setText("Zoe")
    with qtbot.waitSignal(window.controller.hand_started, timeout=5000):
        dialog.ok_button.click()
    setup = window.controller.setup
    assert setup is not None
    assert setup.rules.players == 3 and setup.seats[1].name == "Zoe"
    assert len(window.scene.plates) == 3
    assert window.scene.plates[1].name == "Zoe"
