"""What the parts of the table scene share: the scene's state, declared once.

``TableScene`` is put together from parts of one job each (``hand_panels``, ``trick_motion``,
``trick_review``, ``hand_focus``, ``draw_motion``); each part is a ``SceneBase``, so it reads
and changes the state ``TableScene.__init__`` makes, and calls the other parts' methods, with
their types known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from pitch_desktop.controller.hand_so_far import BidEntry, TrickRecord
from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.corner_panel import CornerPanel
from pitch_desktop.ui.table.layout import TableLayout
from pitch_desktop.ui.table.marks import Banner, StockPile, TrumpSign
from pitch_desktop.ui.table.seat_plate import SeatPlate

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance


class SceneBase(QGraphicsScene):
    """The table's state (made by ``TableScene.__init__``) and the methods its parts share."""

    _layout: TableLayout
    _setup: MatchSetup | None
    _view: PlayerView | None
    _viewer: int  # the seat at the bottom, whose hand is shown
    _curtain: bool  # the viewer's hand is face down until they show it (``reveal_hand``)
    _you: int | None  # the seat spoken to as "you" (None: several people share the window)
    _speed: Speed
    _four_colour: bool
    _card_scale: float
    _felt: tuple[QColor, QColor]
    _plates: list[SeatPlate]
    _hand: dict[Card, CardItem]
    _trick: list[tuple[int, CardItem]]
    _resting: list[CardItem]  # a finished trick, shown until it is gathered
    _rest_target: QPointF | None
    _gathering: list[CardItem]
    _legal: set[Card]
    _human_turn: bool
    _focus: int | None  # index into the sorted hand
    _keyboard_play: bool  # the human's last card was played with the keyboard
    _bids: list[BidEntry]
    _tricks: list[TrickRecord]  # the finished tricks of the hand
    _overlay: list[QGraphicsItem]
    _review: int | None  # index of the trick shown again
    _review_timer: QTimer
    _rest_timer: QTimer
    _trump: TrumpSign
    _history: CornerPanel
    _tally: CornerPanel
    _banner: Banner
    _caption: Banner
    # The draw-back: the stock, the trumps burned face up by seat, cards on their way out.
    _stock: StockPile
    _burned: dict[int, list[CardItem]]
    _leaving: list[CardItem]
    _dead: list[CardItem]  # of those, the viewer's dead drawn cards shown a moment
    _still: bool  # a stored hand told: a finished trick rests until the next card
    _hold: bool  # the match pauses after each trick: it rests until the next card too

    if TYPE_CHECKING:
        # Defined by ``TableScene`` and its parts; declared here for the type checker only.
        card_clicked: SignalInstance
        tapped: SignalInstance

        def _ms(self) -> int: ...
        def seat_name(self, seat: int) -> str: ...
        def sorted_hand(self) -> list[Card]: ...
        def card_rects(self) -> list[QRectF]: ...
        def end_human_turn(self) -> None: ...
        def _place_hand(self, animate: bool, delays: dict[Card, int] | None = None) -> None: ...
        def _show_trump_sign(self) -> None: ...
        def _show_tally(self) -> None: ...
        def _place_caption(self, banner: Banner) -> None: ...
        def _gather_resting(self) -> None: ...
        def end_review(self) -> None: ...
        def review_previous_trick(self) -> bool: ...
        def _on_card_clicked(self, item: CardItem) -> None: ...
        def _show_focus(self) -> None: ...
        def _clear_burned(self) -> None: ...
        def _hurry_dead(self) -> None: ...
        def _mark_out(self, view: PlayerView) -> None: ...
        def hurry(self) -> bool: ...
        def reveal_hand(self) -> bool: ...
