"""The window, its dialogs and the table server offer only the presets the table can play: a
called partner and Cinch's rob are for the command line until the table shows them."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.__main__ import main as desktop_main
from pitch_desktop.engine.rules import PRESETS, TABLE_PRESETS
from pitch_desktop.net.client import TableRefusedError
from pitch_desktop.net.protocol import ErrorCode
from pitch_desktop.ui.dialogs.host_table import HostTableDialog
from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
from tests.net.net_tools import connect, run, serving

FOR_THE_COMMAND_LINE = {"cinch", "call-partner"}


def _offered(combo_owner: NewMatchDialog | HostTableDialog) -> set[str]:
    combo = combo_owner.preset
    return {combo.itemData(i) for i in range(combo.count())} - {""}


def test_the_new_match_dialog_leaves_them_out(qtbot: QtBot) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    assert _offered(dialog) == set(TABLE_PRESETS)
    assert not _offered(dialog) & FOR_THE_COMMAND_LINE


def test_the_host_dialog_leaves_them_out(qtbot: QtBot) -> None:
    dialog = HostTableDialog(PRESETS["setback"], "")
    qtbot.addWidget(dialog)
    assert _offered(dialog) == set(TABLE_PRESETS)


def test_the_window_refuses_them_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    for name in FOR_THE_COMMAND_LINE:
        assert desktop_main(["--preset", name]) != 0
        assert f"unknown preset {name!r}" in capsys.readouterr().err


@pytest.mark.parametrize("name", sorted(FOR_THE_COMMAND_LINE))
def test_the_server_refuses_a_table_of_them(name: str) -> None:
    async def scenario() -> ErrorCode:
        async with serving() as server:
            host = await connect(server)
            with pytest.raises(TableRefusedError) as refused:
                await host.create("Ann", PRESETS[name])
            return refused.value.code

    assert run(scenario()) is ErrorCode.BAD_RULES


def test_the_command_line_takes_every_preset() -> None:
    assert set(PRESETS) - set(TABLE_PRESETS) == FOR_THE_COMMAND_LINE
