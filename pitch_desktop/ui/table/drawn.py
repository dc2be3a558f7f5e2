"""The table's hand-drawn marks (the seat plates, the corner panels, the trump sign, the banner,
the stock) share Qt's ``paint``: smooth edges, then the mark's own ``draw``."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget


class DrawnItem(QGraphicsObject):
    """A mark of the table drawn with ``QPainter``, antialiased; a subclass draws in ``draw``."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        """The mark itself, on a painter already set to smooth edges."""
        raise NotImplementedError
