"""The new-match dialog: presets fill the fields, only fitting partnerships are offered, and an
invalid mix of rules cannot be dealt (OK disabled, the engine's reason shown)."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QSpinBox
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import levels, player_levels
from pitch_desktop.engine.rules import PRESETS, RULE_FIELDS, TEAM_LAYOUTS
from pitch_desktop.ui.dialogs.new_match import RULE_ROWS, NewMatchDialog
from pitch_desktop.ui.window.main_window import MainWindow


def _dialog(qtbot: QtBot) -> NewMatchDialog:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    return dialog


def test_ui_dialog_defaults_to_setback(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    assert dialog.rules() == PRESETS["setback"]
    assert dialog.ok_button.isEnabled()
    setup = dialog.match_setup()
    assert setup.seats[0].is_local
    assert all(s.level == player_levels().default for s in setup.seats[1:])


def test_ui_dialog_preset_fills_fields(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData("auction-pitch"))
    assert dialog.rules() == PRESETS["auction-pitch"]
    assert dialog.rule_widgets["min_bid"].value() == 1  # type: ignore[union-attr]
    assert not dialog.rule_widgets["smudge"].isChecked()  # type: ignore[union-attr]
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
    low, high = dialog.rule_widgets["min_bid"], dialog.rule_widgets["max_bid"]
    assert isinstance(low, QSpinBox) and isinstance(high, QSpinBox)
    low.setValue(4)
    high.setValue(3)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "The lowest bid is above the highest."
    high.setValue(4)
    assert dialog.ok_button.isEnabled()
    assert dialog.error.text() == ""


def test_ui_dialog_other_target(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.target_choice.setCurrentIndex(dialog.target_choice.count() - 1)
    dialog.target.setValue(33)
    assert dialog.rules().target == 33
    dialog.target_choice.setCurrentIndex(dialog.target_choice.findData(11))
    assert dialog.rules().target == 11


def test_ui_seat_menus_offer_named_player_levels_only(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    menu = dialog.levels[1]
    keys = [menu.itemData(i) for i in range(menu.count())]
    names = [menu.itemText(i) for i in range(menu.count())]
    # The levels, then a person at this computer.
    assert keys == [*(lv.key for lv in levels() if not lv.for_testing), "@local"]
    assert names[-1] == "Player at this computer"
    assert "random" not in keys and "greedy" not in keys
    assert names[:3] == ["Beginner", "Standard", "Expert"]
    assert menu.currentData() == "standard"


def test_ui_every_rule_field_has_one_row() -> None:
    """A rule setting needs exactly one row, except those in the dialog's top part."""
    rows = [r.field for r in RULE_ROWS]
    assert len(rows) == len(set(rows))
    assert set(rows) | {"players", "teams", "target"} == set(RULE_FIELDS)


def test_ui_rows_that_do_not_apply_are_greyed(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    smudge = dialog.rule_widgets["smudge"]
    assert isinstance(smudge, QCheckBox)
    smudge.setChecked(False)
    assert not dialog.rule_widgets["smudge_value"].isEnabled()
    smudge.setChecked(True)
    assert dialog.rule_widgets["smudge_value"].isEnabled()


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


def test_ui_dialog_fits_a_small_screen_with_seven_players(qtbot: QtBot) -> None:
    """At 800x600 the dialog stays on screen; its rules and seats scroll instead."""
    dialog = _dialog(qtbot)
    dialog.players.setValue(7)
    screen = dialog.screen()
    assert screen is not None
    dialog.resize(780, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 600 and dialog.width() <= 800
    assert dialog.ok_button.isVisible()
    bar = dialog.body_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the body scrolls: the seven seats are all there below
    dialog.body_scroll.ensureWidgetVisible(dialog.names[6])
    assert dialog.names[6].visibleRegion().boundingRect().height() > 0


def test_ui_dialog_seats_a_second_person_at_this_computer(qtbot: QtBot) -> None:
    """Partners at one window: seat 2 becomes a person here, and the choice comes back."""
    dialog = _dialog(qtbot)
    partner = dialog.levels[2]
    partner.setCurrentIndex(partner.findData("@local"))
    dialog.names[2].setText("Cleo")
    setup = dialog.match_setup()
    assert [s.is_local for s in setup.seats] == [True, False, True, False]
    assert setup.seats[2].name == "Cleo" and setup.you_seat is None
    again = NewMatchDialog(current=setup)
    qtbot.addWidget(again)
    assert again.match_setup().seats == setup.seats
