"""The line under the table: what to do next, one sentence the player should not miss, the
button to claim the rest, the totals, and the screen reader's voice. A part of ``MainWindow``.

The totals keep to one line whatever the window's width (``TotalsLine``): where every name
whole does not fit, the names are cut to their first letters, as many as fit, and the whole
line is in the tooltip.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from pitch_desktop.ui.common import accessible

NOTICE_MS = 12000  # how long a sentence the player should not miss stays


class TotalsLine(QLabel):
    """The sides' totals and the target on one line: "You 12 · Ben 18 · Anna 9 · to 21".

    Seven names, or five with two-digit scores, are wider than half of an 800-pixel window; a
    second line would make the bar taller and the table jump. So the label never wraps and asks
    for no width: it shows the first form that fits its width (every name whole, then each name
    cut to fewer letters, down to one), elided only if even that is too wide, and keeps the
    whole line in its tooltip and for screen readers.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._scores: list[tuple[str, int]] = []
        self._target = 0
        self._whole = ""

    def set_totals(self, names: list[str], totals: list[int], target: int) -> None:
        """Show each side's total, named, and the target."""
        self._scores = list(zip(names, totals, strict=True))
        self._target = target
        self._whole = self._written(names)
        self.setAccessibleName(self._whole)
        self.updateGeometry()
        self._fit()

    def whole_text(self) -> str:
        """The line with every name whole, whether or not it is the one shown."""
        return self._whole

    def _written(self, names: list[str]) -> str:
        parts = [f"{name} {total}" for name, (_, total) in zip(names, self._scores, strict=True)]
        return QCoreApplication.translate("MainWindow", "{scores} · to {target}").format(
            scores=" · ".join(parts), target=self._target
        )

    def _forms(self) -> Iterator[str]:
        """From the most spacious to the most compact: the names whole, then cut shorter."""
        names = [name for name, _ in self._scores]
        for letters in range(max([1, *map(len, names)]), 0, -1):
            yield self._written([n[:letters] for n in names])

    def _fit(self) -> None:
        """A hidden label has no width yet: it holds the whole line, fitted when it shows."""
        shown = self._fitted() if self.isVisible() else self._whole
        self.setText(shown)
        self.setToolTip("" if shown == self._whole else self._whole)

    def _fitted(self) -> str:
        """The first form that fits the label's width, else the most compact one elided."""
        room = self.contentsRect().width()
        metrics = self.fontMetrics()
        form = self._whole
        for form in self._forms():
            if metrics.horizontalAdvance(form) <= room:
                return form
        return metrics.elidedText(form, Qt.TextElideMode.ElideRight, room)

    def sizeHint(self) -> QSize:  # the whole line, whatever form is shown: no re-layout loop
        hint = super().sizeHint()
        margins = self.contentsMargins()
        width = self.fontMetrics().horizontalAdvance(self._whole) + margins.left() + margins.right()
        return QSize(width, hint.height())

    def minimumSizeHint(self) -> QSize:  # never widens the window: a shorter form fits
        return QSize(0, super().minimumSizeHint().height())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.updateGeometry()
            self._fit()


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
        self.totals = TotalsLine(parent)
        self.totals.setObjectName("Totals")
        self.totals.setStyleSheet("#Totals { color: #d8cfa8; padding: 6px 12px; }")
        self.totals.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
