"""Where a panel or a caption may go over the table: what it must not cover and what it had
better not. A part of ``TableScene``.

The answers are read from the other parts each time they are asked, so they follow every card in
motion; nothing is kept here but where to look.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from pitch_desktop.ui.table.draw_motion import DrawMotion
from pitch_desktop.ui.table.hand_focus import HandFocus
from pitch_desktop.ui.table.hand_panels import HandPanels
from pitch_desktop.ui.table.kitty_motion import KittyMotion
from pitch_desktop.ui.table.layout import TableLayout, free_spot
from pitch_desktop.ui.table.marks import Banner
from pitch_desktop.ui.table.seat_plates import SeatPlates
from pitch_desktop.ui.table.trick_motion import TrickMotion
from pitch_desktop.ui.table.trick_review import TrickReview


class TableRoom:
    """The room left on the table by the scene's parts (``TableScene``)."""

    def __init__(
        self,
        plates: SeatPlates,
        hand: HandFocus,
        panels: HandPanels,
        trick: TrickMotion,
        review: TrickReview,
        draw: DrawMotion,
        kitty: KittyMotion,
    ) -> None:
        self._plates = plates
        self._hand = hand
        self._panels = panels
        self._trick = trick
        self._review = review
        self._draw = draw
        self._kitty = kitty

    def card_rects(self) -> list[QRectF]:
        """Every card on the table (the hand, the trick, a trick shown again), in the scene."""
        items = [
            *self._hand.items.values(),
            *self._trick.cards(),
            *self._draw.cards(),
            *self._review.cards(),
        ]
        return [i.sceneBoundingRect() for i in items if i.isVisible() and i.opacity() > 0]

    def obstacles(self) -> tuple[list[QRectF], list[QRectF]]:
        """What a panel over the table must not cover (the plates with their bubbles and fans)
        and what it had better not (the cards, the trump sign and the corner panels)."""
        return self._plates.rects(), self.card_rects() + self._panels.rects()

    def kept_clear(self, lay: TableLayout) -> list[QRectF]:
        """What a panel over the table never covers, whatever the room: the player's own hand
        (where its cards lie once dealt, risen as high as they rise), the stock and the kitty."""
        keep = [lay.hand_rect()]
        for pile in (self._draw.stock_rect(), self._kitty.rect()):
            if pile is not None:
                keep.append(pile)
        return keep

    def place_caption(self, banner: Banner, lay: TableLayout) -> None:
        """Below the trick if there is room, else above it: never over a card."""
        rect = banner.boundingRect()
        gap = lay.plate_size[1] * 0.15
        area = lay.trick_area().adjusted(-gap, -gap, gap, gap)
        anchor = QPointF(lay.centre.x(), area.bottom() + rect.height() * 0.5)
        # A card still sliding into the trick is kept clear of where it will lie, too.
        hard = [r.adjusted(-gap, -gap, gap, gap) for r in self.card_rects()] + [area]
        # The corner panels are read while the trick rests; a plate may be covered a moment.
        hard += self._panels.rects()
        soft = self._plates.rects()
        bounds = QRectF(0, 0, lay.width, lay.height).adjusted(4, 4, -4, -4)
        banner.setPos(free_spot((rect.width(), rect.height()), anchor, bounds, hard, soft))
        banner.setVisible(True)
