"""What the table's items share: the sides' colours, the focus and winning glows, and fonts sized
in pixels that fit their text.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF

# Colours of the sides on the name plates: partners share one.
SIDE_COLOURS: tuple[QColor, ...] = (
    QColor(214, 166, 60),  # gold
    QColor(92, 158, 214),  # sky blue
    QColor(196, 96, 96),  # brick
    QColor(140, 190, 110),  # sage
    QColor(176, 128, 200),  # lilac
    QColor(90, 190, 180),  # teal
    QColor(220, 140, 70),  # orange
)
FOCUS_COLOUR = QColor(255, 214, 90)
WINNING_COLOUR = QColor(255, 205, 70)  # the glow of the card winning the trick


def ui_font(pixel_size: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixel_size)))
    font.setBold(bold)
    return font


# The trump sign's off-jack line, as a share of the sign's height without it.
TRUMP_NOTE_SHARE = 0.34


def fitted_font(
    text: str, width: float, pixels: float, *, least: float = 9.0, bold: bool = False
) -> tuple[QFont, str]:
    """The font (``pixels`` tall, smaller down to ``least`` if need be) at which ``text`` fits
    in ``width``, and the text to draw: elided only when even the least size is too wide."""
    size = max(least, pixels)
    while True:
        font = ui_font(size, bold=bold)
        fm = QFontMetricsF(font)
        if fm.horizontalAdvance(text) <= width:
            return font, text
        if size <= least:
            return font, fm.elidedText(text, Qt.TextElideMode.ElideRight, max(0.0, width))
        size = max(least, size - 1)


def text_fits(text: str, width: float, least: float = 9.0, *, bold: bool = False) -> bool:
    """Whether ``text`` fits in ``width`` at the least size ``fitted_font`` goes down to."""
    return QFontMetricsF(ui_font(least, bold=bold)).horizontalAdvance(text) <= width
