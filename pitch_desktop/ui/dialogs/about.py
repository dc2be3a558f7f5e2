"""Help > About pitch-desktop…: the version, what the game is made with and under which
licences, and where the player's games are kept.

The licences are those a player receives with the packaged app (Qt and PySide6 under the LGPL,
websockets under BSD, the sounds in the public domain), so the dialog names them as the Linux
package's copyright file does; the data folder is the storage's own (``storage.instance``), the
one to back up or to clear.
"""

from __future__ import annotations

from html import escape

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from pitch_desktop.app_version import version
from pitch_desktop.storage.instance import data_folder


def _websockets_version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("websockets")
    except PackageNotFoundError:
        return "?"


class AboutDialog(QDialog):
    """The version, the licences and the data folder, in one small window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.setWindowTitle(self.tr("About pitch-desktop"))
        self.version = version()
        self.folder = data_folder()
        made_with = [
            self.tr("Qt {qt} and PySide6 {pyside}, under the GNU LGPL version 3").format(
                qt=qVersion(), pyside=pyside_version
            ),
            self.tr("websockets {websockets}, under the BSD 3-Clause licence").format(
                websockets=_websockets_version()
            ),
            self.tr("The sounds, made for this game and dedicated to the public domain (CC0 1.0)"),
        ]
        numbered = self.tr("Version {version}").format(version=self.version)
        paragraphs = [
            "<b>pitch-desktop</b> " + escape(numbered),
            escape(
                self.tr(
                    "Pitch (Setback, High-Low-Jack) against computer opponents and friends. "
                    "Free software under the MIT licence."
                )
            ),
            "<br>".join(escape(line) for line in made_with),
        ]
        self.body = QLabel("".join(f"<p>{p}</p>" for p in paragraphs), self)
        self.body.setObjectName("AboutBody")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setMinimumWidth(420)
        where = QLabel(self.tr("Your games, hand history and statistics are kept in:"), self)
        where.setWordWrap(True)
        self.data_label = QLabel(str(self.folder), self)
        self.data_label.setObjectName("AboutDataFolder")
        self.data_label.setTextFormat(Qt.TextFormat.PlainText)
        self.data_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.data_label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        box = QVBoxLayout(self)
        for widget in (self.body, where, self.data_label, buttons):
            box.addWidget(widget)

    @classmethod
    def show_for(cls, parent: QWidget) -> AboutDialog:
        """Open it over ``parent`` (Help > About); it goes when closed."""
        dialog = cls(parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog
