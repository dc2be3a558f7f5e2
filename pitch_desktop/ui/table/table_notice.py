"""A word to the whole table, in the middle of it: the hand thrown in when everyone passed, or
whose turn it is to show their cards when several people share the window. A part of
``TableScene``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pitch_desktop.ui.table.marks import Banner
from pitch_desktop.ui.table.table_facts import TableFacts


class TableNotice:
    """The banner in the middle of the table (``TableScene``)."""

    def __init__(self, table: TableFacts) -> None:
        self._table = table
        self._banner = Banner()
        table.addItem(self._banner)

    def all_passed(self) -> None:
        """Nobody bid: the hand is thrown in."""
        text = QCoreApplication.translate("TableScene", "Everyone passed: the hand is thrown in")
        self._say(text, height=0.9, width=0.9)

    def whose_cards(self, name: str) -> None:
        """The cards at the bottom are face down until ``name`` shows them."""
        text = QCoreApplication.translate(
            "TableScene", "{name}: click the table or press Enter to see your cards"
        ).format(name=name)
        self._say(text, height=0.6, width=0.8)

    def hide(self) -> None:
        self._banner.setVisible(False)

    def lay_out(self) -> None:
        self._banner.setPos(self._table.layout.centre)

    def _say(self, text: str, *, height: float, width: float) -> None:
        """``height`` of the text and ``width`` of the line, as shares of a plate's height and
        of the table's width."""
        lay = self._table.layout
        self._banner.set_text(text, lay.plate_size[1] * height, max_width=lay.width * width)
        self._banner.setPos(lay.centre)
