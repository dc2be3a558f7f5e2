"""The dialogs of a table with friends read what a player types as a hostile one might: any
address, code, name or number gives a WebSocket address and a choice, or one sentence in the
dialog, never a traceback; and the choice is exactly what was asked for."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.net.codes import new_code, parse_code
from pitch_desktop.net.discovery import FoundTable
from pitch_desktop.storage.settings import MAX_NAME_LENGTH
from pitch_desktop.storage.table_seats import KeptSeat
from pitch_desktop.ui.dialogs.host_table import HostChoice, HostTableDialog
from pitch_desktop.ui.dialogs.join_table import JoinChoice, JoinTableDialog
from pitch_desktop.ui.dialogs.network_tables import DEFAULT_PORT, server_url


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("192.168.1.20", f"ws://192.168.1.20:{DEFAULT_PORT}/"),
        (" pitch.example.org:4000 ", "ws://pitch.example.org:4000/"),
        ("wss://pitch.example.org", "wss://pitch.example.org/"),
        ("ws://10.0.0.2:47470/", "ws://10.0.0.2:47470/"),
        ("fe80::1", f"ws://[fe80::1]:{DEFAULT_PORT}/"),
    ],
)
def test_an_address_as_typed_becomes_a_websocket_address(typed: str, url: str) -> None:
    assert server_url(typed) == url


@pytest.mark.parametrize(
    "typed", ["", "   ", "http://example.org", "ws://", "two words", "a/b", "wss:///"]
)
def test_what_is_no_address_is_said_in_one_sentence(typed: str) -> None:
    with pytest.raises(ValueError) as refused:
        server_url(typed)
    words = str(refused.value)
    assert words.endswith(".") and "\n" not in words


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_any_text_is_an_address_or_one_sentence(typed: str) -> None:
    try:
        url = server_url(typed)
    except ValueError as exc:
        assert str(exc).endswith(".") and "\n" not in str(exc)
    else:
        assert url.startswith(("ws://", "wss://")) and url.endswith("/")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(address=st.text(max_size=40), code=st.text(max_size=30), name=st.text(max_size=40))
def test_the_join_dialog_takes_anything_typed_without_a_traceback(
    qtbot: QtBot, address: str, code: str, name: str
) -> None:
    dialog = JoinTableDialog("", hear=False)
    qtbot.addWidget(dialog)
    chosen: list[JoinChoice] = []
    dialog.chosen.connect(chosen.append)
    dialog.address.setText(address)
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.join_button.click()
    if chosen:
        (choice,) = chosen
        assert choice.url == server_url(address) and choice.code == parse_code(code)
        assert choice.name == dialog.name.text().strip() and choice.name
        assert not dialog.join_button.isEnabled()  # until the window says how it went
    else:
        assert dialog.error.isVisibleTo(dialog) and dialog.error.text().endswith(".")
        assert dialog.join_button.isEnabled()
    dialog.close()


def test_tables_heard_on_the_network_are_listed_with_their_address_and_port(
    qtbot: QtBot,
) -> None:
    """Two tables of one name, one on another port of the same computer, one on an IPv6
    address: each line says where it is, so a player can tell them apart."""
    dialog = JoinTableDialog("", hear=False)
    qtbot.addWidget(dialog)
    for host, port in (("192.168.1.20", 47470), ("192.168.1.20", 47471), ("fe80::1", 47470)):
        dialog.add_found(FoundTable("Ann's table", host, port, False, "pitch/1"))
    dialog.add_found(FoundTable("Ann's table", "192.168.1.20", 47470, False, "pitch/1"))
    lines = [dialog.found.item(i).text() for i in range(dialog.found.count())]
    assert lines == [
        "Ann's table  (192.168.1.20:47470)",
        "Ann's table  (192.168.1.20:47471)",
        "Ann's table  ([fe80::1]:47470)",
    ]
    dialog.found.setCurrentRow(1)
    assert dialog.address.text() == "ws://192.168.1.20:47471/"


def test_a_kept_seat_fills_the_join_dialog_and_is_taken_back(qtbot: QtBot) -> None:
    code = new_code()
    kept = KeptSeat("ws://192.168.1.20:47470/", code, "t" * 32, "Ann's table", "Bea")
    dialog = JoinTableDialog("", hear=False, kept=[kept])
    qtbot.addWidget(dialog)
    chosen: list[JoinChoice] = []
    dialog.chosen.connect(chosen.append)
    dialog.found.setCurrentRow(0)
    assert dialog.address.text() == kept.url and dialog.name.text() == "Bea"
    dialog.join_button.click()
    assert chosen and chosen[0].kept == kept and chosen[0].code == parse_code(code)
    # The same code at another address is another table: joined, not taken back.
    dialog.show_error("")
    dialog.address.setText("10.0.0.9")
    dialog.join_button.click()
    assert chosen[-1].kept is None


def test_the_host_dialog_asks_for_what_makes_a_table(qtbot: QtBot) -> None:
    dialog = HostTableDialog(PRESETS["auction-pitch"], "")
    qtbot.addWidget(dialog)
    dialog.announce.setChecked(False)  # nothing is hosted here; no test announces a table
    chosen: list[HostChoice] = []
    dialog.chosen.connect(chosen.append)
    dialog.host_button.click()
    assert dialog.error.text() == "Give your name." and not chosen
    dialog.name.setText("  Ann  ")
    dialog.players.setValue(7)
    dialog.seat.setValue(7)
    dialog.target.setValue(52)
    dialog.turn.setValue(45)
    dialog.chat.setChecked(False)
    dialog.host_button.click()
    (choice,) = chosen
    assert choice.name == "Ann" and choice.table == "Ann's table" and choice.seat == 6
    assert choice.rules == PRESETS["auction-pitch"].seated(7).with_changes(target=52)
    assert choice.turn_seconds == 45 and not choice.chat and choice.hints
    assert choice.resume is None and not choice.announce


def test_a_saved_table_is_offered_first_and_keeps_its_own_set_up(qtbot: QtBot) -> None:
    kept = KeptSeat("ws://127.0.0.1:47480/", new_code(), "t" * 32, "Ann's table", "Ann", 47480)
    dialog = HostTableDialog(PRESETS["setback"], "", saved=[kept])
    qtbot.addWidget(dialog)
    dialog.announce.setChecked(False)
    chosen: list[HostChoice] = []
    dialog.chosen.connect(chosen.append)
    assert dialog.which.currentIndex() == 1 and not dialog.players.isEnabled()
    assert dialog.port.value() == 47480 and dialog.name.text() == "Ann"
    dialog.host_button.click()
    assert chosen[0].resume == kept and chosen[0].port == 47480
    dialog.which.setCurrentIndex(0)  # a new table after all
    assert dialog.players.isEnabled()
    dialog.show_error("")
    dialog.host_button.click()
    assert chosen[-1].resume is None


def test_the_host_dialog_shows_no_table_choice_over_the_name_without_a_saved_table(
    qtbot: QtBot,
) -> None:
    dialog = HostTableDialog(PRESETS["setback"], "Ann")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.which.isVisible()
    for child in dialog.findChildren(QWidget):
        if child is not dialog.name and child.isVisible() and child.parent() is dialog:
            assert not child.geometry().intersects(dialog.name.geometry()), child


@pytest.mark.parametrize("bad", ["Ann\u202eeB", "Ann\u200f", "A\u0007nn"])
def test_a_name_the_table_would_refuse_is_said_in_a_players_words(qtbot: QtBot, bad: str) -> None:
    host = HostTableDialog(PRESETS["setback"], "")
    join = JoinTableDialog("", hear=False)
    for dialog in (host, join):
        qtbot.addWidget(dialog)
    host.announce.setChecked(False)
    join.address.setText("127.0.0.1")
    join.code.setText(new_code())
    for dialog, button in ((host, host.host_button), (join, join.join_button)):
        chosen: list[object] = []
        dialog.chosen.connect(chosen.append)
        dialog.name.setText(bad)
        button.click()
        words = dialog.error.text()
        assert not chosen and "hidden characters" in words, words
        assert "must not hold" not in words and "U+" not in words and "name:" not in words


def test_a_name_cut_at_its_most_characters_is_said(qtbot: QtBot) -> None:
    dialog = JoinTableDialog("", hear=False)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setFocus()
    QTest.keyClicks(dialog.name, "Bartholomew Montgomery-Smythe")
    assert len(dialog.name.text()) == MAX_NAME_LENGTH
    assert dialog.error.isVisibleTo(dialog)
    assert f"{MAX_NAME_LENGTH} characters at most" in dialog.error.text()
