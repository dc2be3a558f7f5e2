"""Help > About pitch-desktop…: the version, the licences that ship, and the data folder."""

from __future__ import annotations

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from pitch_desktop.app_version import version
from pitch_desktop.storage.instance import data_folder
from pitch_desktop.ui.dialogs.about import AboutDialog
from pitch_desktop.ui.window.main_window import MainWindow


def _about_action(window: MainWindow) -> QAction:
    help_menu = next(m for m in window.menuBar().findChildren(QMenu) if m.title() == "&Help")
    return next(a for a in help_menu.actions() if a.text() == "&About pitch-desktop…")


def test_help_about_shows_version_licences_and_data_folder(
    window: MainWindow, qtbot: QtBot
) -> None:
    _about_action(window).trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() == "About pitch-desktop"
    text = dialog.body.text()
    assert f"Version {version()}" in text and version().count(".") >= 1
    assert f"Qt {qVersion()} and PySide6 {pyside_version}, under the GNU LGPL version 3" in text
    assert "websockets " in text and "BSD 3-Clause" in text
    assert "CC0 1.0" in text and "MIT licence" in text
    assert dialog.data_label.text() == str(data_folder())
    dialog.close()
    qtbot.waitUntil(lambda: window.findChild(AboutDialog) is None)
