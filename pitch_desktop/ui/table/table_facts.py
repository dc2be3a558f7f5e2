"""What a part of the table reads of it: the layout, the view, who sits where, the pace.

The parts of the table scene (``seat_plates``, ``hand_focus``, ``hand_panels``,
``trick_motion``, ``trick_review``, ``draw_motion``, ``kitty_motion``, ``table_notice``) each own
their own cards and marks; they read the rest of the table only through this, so none of them
knows the scene. The hand at the bottom is the one part others are handed: the draw-back and the
kitty take cards from it and give it cards.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.ui.table.layout import TableLayout
from pitch_desktop.ui.table.marks import Banner


class TableFacts(Protocol):
    """The table as its parts see it (``TableScene`` is one)."""

    @property
    def layout(self) -> TableLayout: ...

    @property
    def current_view(self) -> PlayerView | None: ...

    @property
    def setup(self) -> MatchSetup | None: ...

    @property
    def viewer(self) -> int:
        """The seat at the bottom, whose hand is shown."""
        ...

    @property
    def you(self) -> int | None:
        """The seat spoken to as "you" (None: several people share the window)."""
        ...

    @property
    def speed(self) -> Speed: ...

    @property
    def four_colour(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def place_caption(self, banner: Banner) -> None:
        """Put ``banner`` by the trick where it covers no card."""
        ...

    def sceneRect(self) -> QRectF: ...  # noqa: N802 (Qt's name)

    def addItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 (Qt's name)

    def removeItem(self, item: QGraphicsItem, /) -> None: ...  # noqa: N802 (Qt's name)
