"""The width the style leaves a text in a table's cell or header, and whether a text fits it:
the score pad fits its words to it."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableWidget,
)


def cell_text_room(table: QTableWidget, width: int) -> int:
    """The width a cell's text may take in a column ``width`` wide, as the style draws it: the
    column less the grid line, the item's text rectangle, less the text margins."""
    option = QStyleOptionViewItem()
    option.initFrom(table)
    option.features = QStyleOptionViewItem.ViewItemFeature.HasDisplay
    grid = 1 if table.showGrid() else 0
    option.rect = QRect(0, 0, width - grid, 30)
    style = table.style()
    text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, table)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    return text.width() - 2 * margin


def header_text_room(header: QHeaderView, section: int) -> int:
    """The width a header section's label may take, as the style lays the section out."""
    option = QStyleOptionHeader()
    header.initStyleOption(option)
    option.section = section
    option.rect = QRect(0, 0, header.sectionSize(section), max(header.height(), 1))
    return header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header).width()


def lines_fit(text: str, font: QFont, room: int) -> bool:
    """Does every line of ``text`` fit ``room`` pixels?"""
    metrics = QFontMetricsF(font)  # a view elides by the exact width, fractions included
    return all(metrics.horizontalAdvance(line) <= room for line in text.split("\n"))


def cut_to_fit(name: str, font: QFont, room: int) -> str:
    """The longest start of ``name`` that fits (one letter at least): the tooltip has it whole."""
    for end in range(len(name), 1, -1):
        if lines_fit(name[:end], font, room):
            return name[:end]
    return name[:1]


def scaled_font(font: QFont, scale: float) -> QFont:
    """``font`` at ``scale`` of its size (in points, or in pixels where it has no point size)."""
    out = QFont(font)
    if font.pointSizeF() > 0:
        out.setPointSizeF(font.pointSizeF() * scale)
    else:
        out.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return out


def fitting_font(base: QFont, texts: list[tuple[list[str], int]], least_scale: float) -> QFont:
    """``base``, or a step smaller (down to ``least_scale`` of its size), as large as lets
    every text fit its room (``texts``: the texts and the room they share); the least size
    when none does."""
    scale = 1.0
    font = base
    while scale >= least_scale - 1e-9:
        font = scaled_font(base, scale)
        if all(lines_fit(t, font, room) for group, room in texts for t in group):
            return font
        scale -= 0.05
    return font
