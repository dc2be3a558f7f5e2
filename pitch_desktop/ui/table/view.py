"""The view on the table: one scene pixel per view pixel, laid out again on every resize.

Keeping the scene the size of the viewport (rather than scaling a fixed scene) lets the cards be
painted at their true size, so they stay crisp from 800x600 to 4K and on high-DPI screens.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from pitch_desktop.ui.table.bid_panel import MAX_ROWS, BidPanel, ChoicePanel
from pitch_desktop.ui.table.call_panel import CallPanel
from pitch_desktop.ui.table.discard_panel import DiscardPanel
from pitch_desktop.ui.table.layout import clear_spot
from pitch_desktop.ui.table.name_panel import NamePanel
from pitch_desktop.ui.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows a ``TableScene`` filling the viewport, with the bid panel (or, with the draw-back,
    the panel naming trump) floating over its centre.

    ``first_painted`` is emitted once, after the table is first on screen: the app deals then,
    so the window appears at once and the cards fly in after.
    """

    first_painted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.bid_panel = BidPanel(self)
        self.name_panel = NamePanel(self)
        self.discard_panel = DiscardPanel(self)
        self.call_panel = CallPanel(self)
        # The window's keyboard play; arrows would otherwise scroll the view.
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def event(self, event: QEvent) -> bool:
        """A panel's letter (a suit to name, a rank to call) is the panel's while it is
        offered, before the menus' shortcuts on the same keys."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (self.name_panel.takes_key(event) or self.call_panel.takes_key(event))
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.resetCachedContent()
        self.table.resize_table(size.width(), size.height())
        self.bid_panel.set_text_size(self.text_pixels())
        self.name_panel.set_text_size(self.text_pixels())
        self.discard_panel.set_text_size(self.text_pixels())
        self.call_panel.set_text_size(self.text_pixels())
        self.setSceneRect(self.table.sceneRect())
        self.place_bid_panel()

    def text_pixels(self) -> int:
        """The size of text over the table, in pixels: grows with the window."""
        return max(13, round(self.viewport().height() * 0.021))

    def place_bid_panel(self) -> None:
        """Put the bid panel, and the panel naming trump, on the trick's spot (the auction has
        no trick), or as near it as they can be without covering a seat's plate, its bid or its
        cards."""
        self._place_panel(self.bid_panel)
        self._place_panel(self.name_panel)
        self._place_panel(self.discard_panel)
        self._place_panel(self.call_panel)

    def _place_panel(self, panel: ChoicePanel) -> None:
        """Placed by its measured size (its words are longer in some languages): on one row of
        buttons if it fits between the plates, else on more; never over the player's hand or
        the stock, and over a plate only when the table has no other room."""
        if panel.isHidden():
            return  # placed when it is offered (the search for a free spot costs a few ms)
        plates, soft = self.table.room.obstacles()
        keep = self.table.room.kept_clear(self.table.layout)
        bounds = self.table.sceneRect().adjusted(4, 4, -4, -4)
        anchor = self.table.layout.centre
        centre: QPointF | None = None
        for rows in range(1, MAX_ROWS + 1) if isinstance(panel, BidPanel) else (1,):
            if isinstance(panel, BidPanel):
                panel.set_rows(rows)
            panel.adjustSize()
            size = (panel.width() + 8, panel.height() + 8)
            centre = clear_spot(size, anchor, bounds, keep + plates, soft, snug=True)
            if centre is not None:
                break
        else:
            centre = clear_spot(size, anchor, bounds, keep, plates + soft, snug=True)
            centre = centre or QPointF(anchor)
        at = self.viewport().mapTo(self, self.mapFromScene(centre))
        top_left = at - QPoint(panel.width() // 2, panel.height() // 2)
        top_left.setX(max(4, min(top_left.x(), self.width() - panel.width() - 4)))
        top_left.setY(max(4, min(top_left.y(), self.height() - panel.height() - 4)))
        panel.move(top_left)

    def bid_panel_scene_rect(self) -> QRectF:
        """Where the bid panel lies, in the table's coordinates."""
        g = self.bid_panel.geometry()
        top_left = self.mapToScene(self.viewport().mapFrom(self, g.topLeft()))
        return QRectF(top_left.x(), top_left.y(), g.width(), g.height())
