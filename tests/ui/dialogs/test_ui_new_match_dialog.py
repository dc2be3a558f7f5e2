"""The new-match dialog: presets fill the fields, only fitting partnerships are offered, and an
invalid mix of rules cannot be dealt (OK disabled, the engine's reason shown)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import levels, player_levels
from pitch_desktop.controller.rules_text import points_summary
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import PRESETS, RULE_FIELDS, TEAM_LAYOUTS, JokersRank
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
from pitch_desktop.ui.dialogs.rule_rows import FAMILIES, RULE_ROWS
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
    menu = dialog.seat_rows.levels[1]
    keys = [menu.itemData(i) for i in range(menu.count())]
    names = [menu.itemText(i) for i in range(menu.count())]
    # The levels, then a person at this computer.
    assert keys == [*(lv.key for lv in levels() if not lv.for_testing), "@local"]
    assert names[-1] == "Player at this computer"
    assert "random" not in keys and "greedy" not in keys
    assert names[:3] == ["Beginner", "Standard", "Expert"]
    assert menu.currentData() == "standard"


def test_ui_every_rule_field_has_one_row() -> None:
    """A rule setting needs exactly one row, except those in the dialog's top part, the points
    (a check box per award), the deal and draw (one value each until the draw-back) and the
    off-cards beyond the off-jack (set by the preset; the off-jack has its row), and the call of
    a partner (the table does not play it yet)."""
    rows = [r.field for r in RULE_ROWS]
    assert len(rows) == len(set(rows))
    hidden = {"players", "teams", "target", "points", "deal", "draw", "off_cards", "kitty"}
    hidden |= {"call_partner"}
    assert set(rows) | hidden == set(RULE_FIELDS)


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
    dialog.seat_rows.names[1].setText("Zoe")
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
    dialog.body_scroll.ensureWidgetVisible(dialog.seat_rows.names[6])
    assert dialog.seat_rows.names[6].visibleRegion().boundingRect().height() > 0


def test_ui_dialog_seats_a_second_person_at_this_computer(qtbot: QtBot) -> None:
    """Partners at one window: seat 2 becomes a person here, and the choice comes back."""
    dialog = _dialog(qtbot)
    partner = dialog.seat_rows.levels[2]
    partner.setCurrentIndex(partner.findData("@local"))
    dialog.seat_rows.names[2].setText("Cleo")
    setup = dialog.match_setup()
    assert [s.is_local for s in setup.seats] == [True, False, True, False]
    assert setup.seats[2].name == "Cleo" and setup.you_seat is None
    again = NewMatchDialog(current=setup)
    qtbot.addWidget(again)
    assert again.match_setup().seats == setup.seats


# --- the point families -------------------------------------------------------------------------


def _spin(dialog: NewMatchDialog, field: str) -> QSpinBox:
    w = dialog.rule_widgets[field]
    assert isinstance(w, QSpinBox)
    return w


def _check(dialog: NewMatchDialog, field: str) -> QCheckBox:
    w = dialog.rule_widgets[field]
    assert isinstance(w, QCheckBox)
    return w


def _combo(dialog: NewMatchDialog, field: str) -> QComboBox:
    w = dialog.rule_widgets[field]
    assert isinstance(w, QComboBox)
    return w


def _choose(combo: QComboBox, value: object) -> None:
    i = combo.findData(value)
    assert i >= 0, value
    combo.setCurrentIndex(i)


@pytest.mark.parametrize("name", list(PRESETS))
def test_ui_dialog_builds_every_preset_exactly(qtbot: QtBot, name: str) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog.preset, name)
    rules = PRESETS[name]
    assert dialog.rules() == rules
    assert dialog.preset.currentData() == name
    assert dialog.ok_button.isEnabled() and dialog.error.text() == ""
    assert dialog.points_words.text() == points_summary(rules.points)
    # The bids reach up to every point at stake, no further.
    assert _spin(dialog, "max_bid").maximum() == rules.total_points
    assert _check(dialog, "off_jack").isChecked() == rules.off_jack
    assert _combo(dialog, "jokers").currentData() == rules.jokers
    # The boxes ticked are the preset's points (their counting order is the rules' own, which
    # ``dialog.rules() == rules`` checked: ten-point Smear counts Game before the three).
    ticked = [a for a, box in dialog.award_boxes.items() if box.isChecked()]
    assert sorted(ticked) == sorted(rules.points) and len(ticked) == len(rules.points)
    # And back from another preset: nothing of the other one is left behind.
    _choose(dialog.preset, "nine-point" if name != "nine-point" else "six-point")
    _choose(dialog.preset, name)
    assert dialog.rules() == rules


def test_ui_dialog_offers_the_family_presets_by_name(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    titles = {
        dialog.preset.itemData(i): dialog.preset.itemText(i) for i in range(dialog.preset.count())
    }
    assert titles["five-point"].startswith("Five-point Pitch")
    assert titles["six-point"].startswith("Six-point Pitch")
    assert titles["nine-point"].startswith("Nine-point Pitch")
    families = [dialog.family.itemData(i) for i in range(dialog.family.count())]
    assert families == [name for name, _ in FAMILIES] + [""]
    assert dialog.family.currentData() == "setback"
    assert dialog.family.currentText() == "Four-point: High, Low, Jack, Game"
    assert dialog.points_words.text() == "High, Low, Jack, Game: 4 points"


def test_ui_family_choice_sets_the_points_and_the_deck(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)  # setback: bids 2 to 4
    _choose(dialog.family, "six-point")
    rules = dialog.rules()
    six = PRESETS["six-point"]
    assert (rules.points, rules.off_jack, rules.jokers) == (six.points, True, 1)
    # A highest bid of every point follows the new total; the rest of setback stays.
    assert rules.max_bid == 6 and rules.min_bid == 2 and rules.smudge and rules.target == 21
    assert dialog.points_words.text() == "High, Low, Jack, Off-jack, Big joker, Game: 6 points"
    assert dialog.preset.currentData() == ""  # Custom: setback's rules with six points
    _choose(dialog.family, "nine-point")
    assert dialog.rules().points == PRESETS["nine-point"].points
    assert dialog.rules().max_bid == 9 and not dialog.rules().off_jack
    assert dialog.points_words.text() == "High, Low, Jack, Five (5 points), Game: 9 points"
    _choose(dialog.family, "setback")
    assert dialog.rules() == PRESETS["setback"]
    assert dialog.preset.currentData() == "setback"


def test_ui_family_toggles_give_the_rules(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog.preset, "six-point")
    rank = _combo(dialog, "jokers_rank")
    assert not rank.isEnabled()  # which joker ranks higher matters with two only
    _choose(_combo(dialog, "jokers"), 2)
    assert rank.isEnabled()
    dialog.award_boxes[Award.LITTLE_JOKER].setChecked(True)
    _choose(rank, JokersRank.FIRST_PLAYED)
    six = PRESETS["six-point"]
    expected = six.with_changes(
        jokers=2,
        jokers_rank=JokersRank.FIRST_PLAYED,
        points=(
            Award.HIGH,
            Award.LOW,
            Award.JACK,
            Award.OFF_JACK,
            Award.BIG_JOKER,
            Award.LITTLE_JOKER,
            Award.GAME,
        ),
    )
    assert dialog.rules() == expected
    assert dialog.preset.currentData() == "" and dialog.family.currentData() == ""
    assert dialog.family.currentText() == "Custom"
    assert dialog.points_words.text().endswith("Little joker, Game: 7 points")
    # The bids may now go up to seven.
    top = _spin(dialog, "max_bid")
    assert top.maximum() == 7
    top.setValue(7)
    assert dialog.rules().max_bid == 7
    # The five on top, with no off-jack point: a nine-point deck with jokers.
    dialog.award_boxes[Award.FIVE].setChecked(True)
    assert dialog.rules().total_points == 12 and top.maximum() == 12


def test_ui_family_conflicts_are_said_in_words(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog.preset, "six-point")
    jokers = _combo(dialog, "jokers")
    _choose(jokers, 0)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "The Big joker point needs a joker in the deck."
    _choose(jokers, 1)
    dialog.award_boxes[Award.LITTLE_JOKER].setChecked(True)
    assert dialog.error.text() == "The Little joker point needs both jokers in the deck."
    dialog.award_boxes[Award.LITTLE_JOKER].setChecked(False)
    assert dialog.ok_button.isEnabled() and dialog.rules() == PRESETS["six-point"]

    _choose(dialog.preset, "five-point")
    _check(dialog, "off_jack").setChecked(False)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "The Off-jack point needs the off-jack as a trump: tick Off-jack."
    assert dialog.preset.currentData() == ""
    # Without its point the off-jack rules are fine, but a bid of 5 is above the 4 points left.
    dialog.award_boxes[Award.OFF_JACK].setChecked(False)
    assert dialog.error.text() == "The highest bid is above the 4 points at stake."
    assert _spin(dialog, "max_bid").value() == 5
    _spin(dialog, "max_bid").setValue(4)
    assert dialog.ok_button.isEnabled() and dialog.error.text() == ""
    assert _spin(dialog, "max_bid").maximum() == 4
    assert dialog.rules() == PRESETS["setback"].with_changes(smudge=False, target=11)

    for box in dialog.award_boxes.values():
        box.setChecked(False)
    assert not dialog.ok_button.isEnabled()
    assert dialog.error.text() == "Tick at least one point to score."
    assert dialog.points_words.text() == "No points are ticked."


def test_ui_dialog_refuses_an_accept_from_elsewhere_on_a_bad_mix(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Return, or a script calling accept(), deals nothing the Deal button would not."""
    window.new_action.trigger()
    dialog = window.findChild(NewMatchDialog)
    assert dialog is not None
    _choose(dialog.preset, "six-point")
    dialog.award_boxes[Award.LITTLE_JOKER].setChecked(True)
    assert not dialog.ok_button.isEnabled()
    started: list[object] = []
    window.controller.hand_started.connect(started.append)
    dialog.error.setText("")
    dialog.accept()
    qtbot.wait(50)
    assert dialog.isVisible() and dialog.result() == 0 and not started
    assert dialog.error.text() == "The Little joker point needs both jokers in the deck."
    dialog.award_boxes[Award.LITTLE_JOKER].setChecked(False)
    with qtbot.waitSignal(window.controller.hand_started, timeout=5000):
        dialog.accept()
    assert window.controller.setup is not None
    assert window.controller.setup.rules == PRESETS["six-point"]


def test_ui_dialog_keeps_a_custom_counting_order(qtbot: QtBot) -> None:
    """Rules read from a record may count their awards in another order: kept as they are."""
    from pitch_desktop.match_setup import MatchSetup, SeatSetup

    game_first = PRESETS["classic"].with_changes(
        points=(Award.GAME, Award.HIGH, Award.LOW, Award.JACK)
    )
    seats = tuple(
        SeatSetup.local("You") if s == 0 else SeatSetup.bot(f"Bot {s}", "standard")
        for s in range(game_first.players)
    )
    dialog = NewMatchDialog(MatchSetup(rules=game_first, seats=seats))
    qtbot.addWidget(dialog)
    assert dialog.rules() == game_first
    dialog.award_boxes[Award.FIVE].setChecked(True)
    assert dialog.rules().points == (Award.GAME, Award.HIGH, Award.LOW, Award.JACK, Award.FIVE)


def test_ui_dialog_with_the_families_fits_a_small_screen(qtbot: QtBot) -> None:
    """The point family's box added, the dialog still fits 800x600 and scrolls."""
    dialog = _dialog(qtbot)
    _choose(dialog.preset, "six-point")
    dialog.resize(780, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 600 and dialog.width() <= 800
    assert dialog.ok_button.isVisible()
    assert dialog.body_scroll.verticalScrollBar().maximum() > 0
    dialog.body_scroll.ensureWidgetVisible(dialog.award_boxes[Award.GAME])
    assert dialog.award_boxes[Award.GAME].visibleRegion().boundingRect().height() > 0


@pytest.mark.parametrize("name", ["auction-pitch", "setback", "ten-point"])
def test_ui_only_the_player_count_changed_keeps_the_preset(qtbot: QtBot, name: str) -> None:
    """Seven at an Auction Pitch table is still Auction Pitch (the engine seats the preset at
    seven), here and in the rules help (F1), not "Custom" and "House rules"."""
    from pitch_desktop.controller.rules_text import preset_title

    dialog = _dialog(qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData(name))
    dialog.players.setValue(7)
    assert dialog.rules() == PRESETS[name].seated(7)
    assert dialog.preset.currentData() == name
    assert preset_title(dialog.rules()) == preset_title(PRESETS[name]) != "House rules"
    again = NewMatchDialog(dialog.match_setup())  # the set-up as the next match opens it
    qtbot.addWidget(again)
    assert again.preset.currentData() == name
    dialog.rule_widgets["max_bid"].setValue(  # type: ignore[union-attr]
        PRESETS[name].max_bid - 1
    )
    assert dialog.preset.currentData() == ""  # another rule changed: Custom


def test_ui_partners_note_only_beside_partnerships(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.show()
    assert dialog.teams.currentData() == 2 and dialog.teams_note.isVisible()
    dialog.teams.setCurrentIndex(dialog.teams.findData(0))
    assert not dialog.teams_note.isVisible()
    dialog.players.setValue(7)  # no partnership fits seven
    assert dialog.teams.currentData() == 0 and not dialog.teams_note.isVisible()
    dialog.players.setValue(6)
    dialog.teams.setCurrentIndex(dialog.teams.findData(3))
    assert dialog.teams_note.isVisible()


def test_ui_dialog_keeps_the_off_cards_and_deals_what_the_deck_gives(qtbot: QtBot) -> None:
    """The off-cards but the off-jack have no row: the family or preset keeps them; ten-point
    Smear deals ten, and at six players the nine the deck gives each."""
    dialog = _dialog(qtbot)
    _choose(dialog.family, "thirteen-point")
    assert dialog.rules().off_cards == ("J", "3") and dialog.ok_button.isEnabled()
    _choose(dialog.family, "five-point")
    assert dialog.rules().off_cards == ("J",)
    _choose(dialog.preset, "ten-point-smear")
    dialog.players.setValue(6)
    assert dialog.rules() == PRESETS["ten-point-smear"].seated(6)
    assert dialog.rules().deal == 9 and dialog.preset.currentData() == "ten-point-smear"
    dialog.players.setValue(4)
    assert dialog.rules() == PRESETS["ten-point-smear"]
