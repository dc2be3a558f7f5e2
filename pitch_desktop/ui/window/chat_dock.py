"""The chat of a table with friends: a dock beside the table with the lines said and a field to
say one; the server cleans every line, and the dock shows it as plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import QDockWidget, QLineEdit, QPlainTextEdit, QVBoxLayout, QWidget

from pitch_desktop.controller.tables import MAX_CHAT_CHARS

MAX_CHAT_LINES = 500  # the chat keeps the latest lines
MAX_CHAT_WIDTH = 320


class ChatDock(QDockWidget):
    """The table's chat: the lines said, and a field to say one (Enter sends it).

    Signals:
        said: The player wrote a line. arg: its text.
    """

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("OnlineWindow", "Chat"), parent)
        self.setObjectName("ChatDock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(6, 4, 6, 6)
        self.lines = QPlainTextEdit(body)
        self.lines.setObjectName("ChatLines")
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(MAX_CHAT_LINES)
        self.lines.setAccessibleName(QCoreApplication.translate("OnlineWindow", "Chat"))
        self.field = QLineEdit(body)
        self.field.setObjectName("ChatField")
        self.field.setMaxLength(MAX_CHAT_CHARS)
        self.field.setPlaceholderText(
            QCoreApplication.translate("OnlineWindow", "Say something to the table (Enter)")
        )
        self.field.returnPressed.connect(self._send)
        box.addWidget(self.lines, 1)
        box.addWidget(self.field)
        self.setWidget(body)
        self.setMaximumWidth(MAX_CHAT_WIDTH)  # opened in a small window, it leaves the table room

    @Slot()
    def _send(self) -> None:
        text = self.field.text().strip()
        if text:
            self.said.emit(text)
            self.field.clear()

    def add_line(self, name: str, text: str) -> None:
        """A line as the server sent it (cleaned there), shown as plain text."""
        self.lines.appendPlainText(f"{name}: {text}")

    def show_lines(self, lines: list[tuple[str, str]]) -> None:
        """The chat as the table told it again (a rejoin), in place of what was shown."""
        self.lines.clear()
        for name, text in lines:
            self.add_line(name, text)

    def transcript(self) -> list[str]:
        return self.lines.toPlainText().splitlines()
