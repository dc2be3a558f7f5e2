"""The window, its dialogs and the table server offer every preset, a called partner and
Cinch's rob among them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.ui.dialogs.host_table import HostTableDialog
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog

CALL_AND_ROB = {"cinch", "call-partner"}


def _offered(combo_owner: NewMatchDialog | HostTableDialog) -> set[str]:
    combo = combo_owner.preset
    return {combo.itemData(i) for i in range(combo.count())} - {""}


def test_the_new_match_dialog_offers_every_preset(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    assert _offered(dialog) == set(PRESETS)
    assert _offered(dialog) >= CALL_AND_ROB


def test_the_host_dialog_offers_every_preset(qtbot: QtBot) -> None:
    dialog = HostTableDialog(PRESETS["setback"], "")
    qtbot.addWidget(dialog)
    assert _offered(dialog) == set(PRESETS)
