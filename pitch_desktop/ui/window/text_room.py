"""The width the style leaves a text in a table's cell or header: the score pad fits its
words to it."""

from __future__ import annotations

from PySide6.QtCore import QRect
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
