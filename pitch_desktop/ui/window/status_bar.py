"""The line under the table: what to do next, one sentence the player should not miss, the
button to claim the rest, the totals, and the screen reader's voice. A part of ``MainWindow``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from pitch_desktop.ui.common import accessible

NOTICE_MS = 12000  # how long a sentence the player should not miss stays


class StatusBar(QFrame):
    """Its widgets are public: the presenter writes the status line and the totals."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("StatusBar")
        self.setStyleSheet(
            "#StatusBar { background: #1b2620; border-top: 1px solid #2f4238; }"
            "#StatusLine { color: #f2ead2; padding: 6px 12px; }"
        )
        self.status = QLabel(parent)
        self.status.setObjectName("StatusLine")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        # The words wrap rather than widen the window: nothing on the table may change its size.
        self.status.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.status, 1)
        # One sentence the player should not miss (a resumed match, a save that failed).
        self.notice = QLabel(parent)
        self.notice.setObjectName("Notice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)  # it may quote a friend's words
        self.notice.setStyleSheet("#Notice { color: #f6d77a; padding: 6px 12px; }")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.notice.hide)
        row.addWidget(self.notice, 1)
        # Offered when the player's own cards surely take every trick left (Game > Claim).
        self.claim_button = QPushButton(
            QCoreApplication.translate("MainWindow", "Claim the rest"), parent
        )
        self.claim_button.setObjectName("ClaimButton")
        self.claim_button.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Your cards take every trick left: play them out (C)"
            )
        )
        self.claim_button.hide()
        row.addWidget(self.claim_button)
        # The totals, for when the score pad is hidden (small windows hide it at first).
        self.totals = QLabel(parent)
        self.totals.setObjectName("Totals")
        self.totals.setStyleSheet("#Totals { color: #d8cfa8; padding: 6px 12px; }")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.totals.setWordWrap(True)  # seven names wrap rather than widen the window
        row.addWidget(self.totals, 1)
        # Screen readers hear every bid, card and trick from here (no text on screen).
        self.announcer = accessible.Announcer(parent)
        row.addWidget(self.announcer)
        self.status.setAccessibleName(QCoreApplication.translate("MainWindow", "What to do next"))

    def set_status(self, text: str) -> None:
        self.status.setText(text)

    def tell(self, sentence: str) -> None:
        """Show one sentence the player should not miss, for a while, beside the status line."""
        self.notice.setText(sentence)
        self.notice.setAccessibleName(sentence)
        self.notice.show()
        self._notice_timer.start(NOTICE_MS)

    def withdraw(self, sentence: str) -> None:
        """Take ``sentence`` away if it is still shown (what it says is over)."""
        if not self.notice.isHidden() and self.notice.text() == sentence:
            self._notice_timer.stop()
            self.notice.hide()

    def fit_font(self, window_height: int) -> None:
        """The words grow with the window (never below 14 pixels)."""
        font = self.status.font()
        font.setPixelSize(max(14, round(window_height * 0.02)))
        self.status.setFont(font)
        self.totals.setFont(font)
