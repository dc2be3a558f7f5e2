"""The card table: felt, seats around an ellipse, the human's hand, the trick and the trump sign.

The scene draws what the controller announces and nothing else: every payload carries the
human's view, so each handler can redraw from it while it animates from the event itself. A click
on a card is reported by ``card_clicked``; the window passes it to the controller, which decides
whether it is legal. The scene's coordinates are the view's pixels (it is relaid out on every
resize), so cards are painted at their real size and stay crisp at any scale.

Around the trick the table keeps the hand readable while it is played: the bids of the hand in
a panel above the trump sign, the tally of tricks and points so far in the corner opposite, a
glow on the card winning the trick, and a caption naming who took it while it rests. What is a
steal, who wins a trick and who holds a point so far come from the controller
(``hand_so_far``); the scene only lays them out. With the draw-back the stock lies in the middle
until everyone has drawn, burned trumps lie beside their player and a player out is dimmed
(``draw_motion``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QWidget

from pitch_desktop.controller.events import (
    AuctionOver,
    BidMade,
    HandScored,
    HandStarted,
    TurnStarted,
    ViewerChanged,
)
from pitch_desktop.controller.hand_so_far import (
    BidEntry,
    TrickRecord,
    bid_history,
    deal_turn,
    tricks_so_far,
)
from pitch_desktop.controller.words import level_name
from pitch_desktop.engine.cards import Card, cards_of
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.storage.settings import TableColour
from pitch_desktop.ui.common.actions import card_actions
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.common.felt import felt_colours, paint_felt
from pitch_desktop.ui.common.sides import shown_name
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.corner_panel import CornerPanel
from pitch_desktop.ui.table.draw_motion import DrawMotion
from pitch_desktop.ui.table.hand_focus import HandFocus
from pitch_desktop.ui.table.hand_panels import HandPanels
from pitch_desktop.ui.table.layout import HAND_GAP, TableLayout, compute_layout, hand_order
from pitch_desktop.ui.table.look import SIDE_COLOURS
from pitch_desktop.ui.table.marks import Banner, StockPile, TrumpSign
from pitch_desktop.ui.table.seat_plate import SeatPlate
from pitch_desktop.ui.table.trick_motion import TrickMotion
from pitch_desktop.ui.table.trick_review import TrickReview


class TableScene(HandPanels, TrickMotion, TrickReview, HandFocus, DrawMotion):
    """The table. The window feeds it the controller's payloads; it reports card clicks.

    The match, the deal, the turns and the layout are here; the rest is in its parts
    (``hand_panels``, ``trick_motion``, ``trick_review``, ``hand_focus``, ``draw_motion``;
    ``scene_base``).

    Signals:
        card_clicked: the person at the bottom clicked a card of their hand. arg: the card
            (the controller decides whether it may be played).
    """

    card_clicked = Signal(int)
    hand_revealed = Signal()  # the viewer showed their face-down cards (``reveal_hand``)
    tapped = Signal()  # a click anywhere on the table (a match paused after a trick goes on)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._layout = compute_layout(800, 600, 4)
        self._setup: MatchSetup | None = None
        self._view: PlayerView | None = None
        self._viewer = 0
        self._curtain = False
        self._you: int | None = 0
        self._speed = Speed.NORMAL
        self._four_colour = False
        self._card_scale = 1.0
        self._felt = felt_colours(TableColour.GREEN)
        self._plates: list[SeatPlate] = []
        self._hand: dict[Card, CardItem] = {}
        self._trick: list[tuple[int, CardItem]] = []
        self._resting: list[CardItem] = []  # a finished trick, shown until it is gathered
        self._rest_target: QPointF | None = None
        self._gathering: list[CardItem] = []
        self._legal: set[Card] = set()
        self._human_turn = False
        self._focus: int | None = None  # index into the sorted hand
        self._keyboard_play = False  # the human's last card was played with the keyboard
        self._bids: list[BidEntry] = []
        self._tricks: list[TrickRecord] = []  # the finished tricks of the hand
        self._overlay: list[QGraphicsItem] = []
        self._review: int | None = None  # index of the trick shown again
        self._review_timer = QTimer(self)
        self._review_timer.setSingleShot(True)
        self._review_timer.timeout.connect(self.end_review)
        self._rest_timer = QTimer(self)
        self._rest_timer.setSingleShot(True)
        self._rest_timer.timeout.connect(self._gather_resting)
        self._trump = TrumpSign()
        self._trump.setVisible(False)
        self.addItem(self._trump)
        self._history = CornerPanel(two_rows_allowed=True)
        self.addItem(self._history)
        self._tally = CornerPanel(two_rows_allowed=True)
        self._tally.setCursor(Qt.CursorShape.PointingHandCursor)
        self.addItem(self._tally)
        self._banner = Banner()
        self.addItem(self._banner)
        self._caption = Banner()  # who took the trick at rest
        self._caption.setZValue(150)
        self.addItem(self._caption)
        self._stock = StockPile()
        self.addItem(self._stock)
        self._burned: dict[int, list[CardItem]] = {}
        self._leaving: list[CardItem] = []
        self._dead: list[CardItem] = []
        self._still = False
        self._hold = False
        self.setSceneRect(0, 0, 800, 600)

    # --- settings --------------------------------------------------------------------------
    @property
    def layout(self) -> TableLayout:
        return self._layout

    @property
    def plates(self) -> tuple[SeatPlate, ...]:
        return tuple(self._plates)

    @property
    def hand_items(self) -> dict[Card, CardItem]:
        return dict(self._hand)

    @property
    def trick_items(self) -> list[tuple[int, CardItem]]:
        return list(self._trick)

    @property
    def resting_items(self) -> list[CardItem]:
        """The finished trick while it rests before it is gathered."""
        return list(self._resting)

    @property
    def current_view(self) -> PlayerView | None:
        """The hand as the table last showed it, for the seat at the bottom."""
        return self._view

    @property
    def trump_sign(self) -> TrumpSign:
        return self._trump

    @property
    def bid_panel_items(self) -> tuple[CornerPanel, CornerPanel]:
        """The bids of the hand and the tally so far, in their corners."""
        return self._history, self._tally

    @property
    def caption(self) -> Banner:
        """The caption naming who took the trick at rest."""
        return self._caption

    def set_speed(self, speed: Speed) -> None:
        self._speed = Speed(speed)

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        for item in self._all_cards():
            item.set_four_colour(on)
        self._trump.four_colour = on
        self._trump.update()

    def set_card_scale(self, scale: float) -> None:
        """Draw the cards ``scale`` times their usual size (the card size preference)."""
        if scale != self._card_scale:
            self._card_scale = scale
            self.resize_table(self._layout.width, self._layout.height)

    def set_still(self, still: bool) -> None:
        """A table told a stored hand (the history's replay): no time passes on it, so nothing
        moves and a finished trick rests, its taker named, until the next card is played."""
        self._still = still
        if still:
            self._speed = Speed.INSTANT

    def show_open_hands(self, hands: Sequence[int] | None) -> None:
        """Every other seat's cards face up beside its plate (a replay shows every hand), or
        None for backs again; ``hands`` holds each seat's cards, as the record keeps them."""
        trumps = self._view.trumps if self._view else None
        for seat, plate in enumerate(self._plates):
            faces = None
            if hands is not None and seat != self._viewer:
                faces = tuple(hand_order(cards_of(hands[seat]), trumps))
            plate.set_faces(faces, four_colour=self._four_colour)

    def mark_choice(self, played: Card | None, better: Card | None) -> None:
        """In the hand at the bottom, raise and ring the card the player chose and light the one
        that was worth more, the others dimmed (the review of a decision); None for both marks
        nothing."""
        marking = played is not None or better is not None
        for c, item in self._hand.items():
            item.set_focused(c == played)
            item.set_winning("won" if c == better and better != played else "")
            # The card chosen stands raised, the rest but the better one are dimmed.
            item.set_playable((c in (played, better)) if marking else None)

    def set_table_colour(self, name: str) -> None:
        self._felt = felt_colours(name)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _ms(self) -> int:
        return self._speed.animation_ms

    def _all_cards(self) -> list[CardItem]:
        return [
            *self._hand.values(),
            *(i for _, i in self._trick),
            *self._resting,
            *self._gathering,
            *(i for items in self._burned.values() for i in items),
            *self._leaving,
        ]

    def card_rects(self) -> list[QRectF]:
        """Every card on the table (the hand, the trick, a trick shown again), in the scene."""
        items = [*self._all_cards(), *(i for i in self._overlay if isinstance(i, CardItem))]
        return [i.sceneBoundingRect() for i in items if i.isVisible() and i.opacity() > 0]

    def obstacles(self) -> tuple[list[QRectF], list[QRectF]]:
        """What a panel over the table must not cover (the plates with their bubbles and fans)
        and what it had better not (the cards, the trump sign and the corner panels)."""
        hard = [p.sceneBoundingRect() for p in self._plates]
        soft = self.card_rects()
        soft += [i.sceneBoundingRect() for i in (self._trump, self._history, self._tally)]
        if self._stock.isVisible():
            soft.append(self._stock.sceneBoundingRect())
        return hard, soft

    # --- background --------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, self.sceneRect(), rect, self._felt)

    # --- layout --------------------------------------------------------------------------------
    def resize_table(self, width: float, height: float) -> None:
        """Lay everything out again for a view of this size (no animation)."""
        players = self._setup.rules.players if self._setup else 4
        note = self._setup is not None and self._setup.rules.off_jack
        self._layout = compute_layout(
            width, height, players, self._card_scale, self._viewer, trump_note=note
        )
        self.setSceneRect(0, 0, self._layout.width, self._layout.height)
        self._place_plates()
        lay = self._layout
        self._trump.set_size(lay.trump_rect.width(), lay.trump_rect.height())
        self._trump.set_note_room(note)
        self._trump.setPos(lay.trump_rect.topLeft())
        self._place_panels()
        for item in self._all_cards():
            item.set_height(lay.card_height)
        self._place_hand(animate=False)
        for seat, item in self._trick:
            item.stop_motion()
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
        self._lay_resting()
        self._lay_stock()
        self._lay_all_burned()
        self._banner.setPos(lay.centre)
        if self._review is not None:
            self._show_review(self._review)

    def _place_plates(self) -> None:
        lay = self._layout
        w, h = lay.plate_size
        for seat, plate in enumerate(self._plates):
            plate.set_size(w, h)
            plate.bubble_below = lay.seats[seat].y() < lay.centre.y() - 1
            plate.fan_below = lay.fan_below(seat)
            plate.show_fan = seat != self._viewer
            plate.open_side = lay.open_hand_side(seat)
            plate.setPos(lay.seats[seat])

    def _place_panels(self) -> None:
        lay = self._layout
        for panel, room in ((self._history, lay.history_rect), (self._tally, lay.tally_rect)):
            panel.set_room(room.width(), room.height(), lay.line_px)
            panel.setPos(room.left(), room.bottom())

    def _hand_positions(self, cards: list[Card]) -> list[QPointF]:
        """Side by side with a small gap when there is room, overlapping when there is not."""
        lay = self._layout
        n = len(cards)
        if n == 0:
            return []
        cw = lay.card_height / CARD_ASPECT
        room = lay.hand_right - lay.hand_left
        full = cw * (1 + HAND_GAP)
        step = full if n == 1 else min(full, (room - cw) / (n - 1))
        step = max(step, cw * 0.22)
        total = cw + step * (n - 1)
        x0 = lay.width / 2 - total / 2 + cw / 2
        return [QPointF(x0 + i * step, lay.hand_y) for i in range(n)]

    def sorted_hand(self) -> list[Card]:
        trumps = self._view.trumps if self._view else None
        return hand_order(list(self._hand), trumps)

    def _place_hand(self, animate: bool, delays: dict[Card, int] | None = None) -> None:
        cards = self.sorted_hand()
        for z, (c, pos) in enumerate(zip(cards, self._hand_positions(cards), strict=True)):
            item = self._hand[c]
            item.setZValue(10 + z)
            delay = (delays or {}).get(c, 0)
            item.move_to(pos, self._ms() if animate else 0, scale=1.0, delay_ms=delay)

    # --- the match ---------------------------------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        """New seats for a new match; the hand arrives with ``start_hand``."""
        self._setup = setup
        self._viewer = setup.viewer_seat
        self._you = setup.you_seat
        self._clear_cards()
        for plate in self._plates:
            self.removeItem(plate)
        self._plates = []
        rules = setup.rules
        for seat, s in enumerate(setup.seats):
            colour = SIDE_COLOURS[rules.side_of_seat[seat] % len(SIDE_COLOURS)]
            level = "" if s.is_person else level_name(s.level or "")
            plate = SeatPlate(shown_name(seat, s.name), level, colour)
            plate.dealer_letter = self.tr("D", "the dealer's button")
            plate.out_label = self.tr("out", "a player with no trump left, out of the hand")
            self.addItem(plate)
            self._plates.append(plate)
        self._trump.set_trump(None, "", "")
        self._bids = []
        self._tricks = []
        self._history.set_lines("", [])
        self._tally.set_lines("", [])
        lay = self._layout
        self.resize_table(lay.width, lay.height)

    def set_seat_notes(self, notes: Sequence[str]) -> None:
        """The second line of each seat's plate, where a computer player's level is: at a table
        with friends it says who is a friend, who is away, who is covered by a computer."""
        for plate, note in zip(self._plates, notes, strict=False):
            if plate.level != note:
                plate.level = note
                plate.update()

    def seat_name(self, seat: int) -> str:
        if self._setup is None:
            return str(seat)
        return shown_name(seat, self._setup.seats[seat].name)

    def _clear_cards(self) -> None:
        self.end_review()
        self._rest_timer.stop()
        self._caption.setVisible(False)
        for item in self._all_cards():
            item.stop_motion()
            self.removeItem(item)
        self._hand.clear()
        self._trick.clear()
        self._resting.clear()
        self._gathering.clear()
        self._burned.clear()
        self._leaving.clear()
        self._dead.clear()
        self._stock.set_count(0)
        self._legal.clear()
        self._human_turn = False
        self._focus = None

    def start_hand(self, ev: HandStarted) -> None:
        """Deal: the viewer's cards fly from the dealer in packets of three.

        A hand resumed or taken back arrives here too, part played: the table is then set as
        the view stands (bids, trump, the trick in progress), without the deal's flight.
        """
        self._show_hand(ev.dealer, ev.view, deal=True)

    def show_viewer(self, ev: ViewerChanged) -> None:
        """Another person at this window is to act: their seat comes to the bottom and the
        table is set again from their view, without the deal's flight. Their cards stay face
        down, so the person who just played does not see them, until a click or a key shows
        them (``reveal_hand``)."""
        self._show_hand(ev.view.dealer, ev.view, deal=False)
        self._curtain = True
        for item in self._hand.values():
            item.set_face_down(True)
        self._banner.set_text(
            self.tr("{name}: click the table or press Enter to see your cards").format(
                name=self.seat_name(ev.seat)
            ),
            self._layout.plate_size[1] * 0.6,
            max_width=self._layout.width * 0.8,
        )
        self._banner.setPos(self._layout.centre)

    @property
    def hand_hidden(self) -> bool:
        """The viewer's cards are face down until they show them."""
        return self._curtain

    def reveal_hand(self) -> bool:
        """Turn the viewer's cards face up; false when they were not hidden."""
        if not self._curtain:
            return False
        self._curtain = False
        for item in self._hand.values():
            item.set_face_down(False)
        self._banner.setVisible(False)
        self.hand_revealed.emit()
        return True

    def _show_hand(self, dealer: int, view: PlayerView, *, deal: bool) -> None:
        if view.seat != self._viewer:
            self._viewer = view.seat
            lay = self._layout
            self.resize_table(lay.width, lay.height)
        self._clear_cards()
        self._banner.setVisible(False)
        self._curtain = False
        self._view = view
        self._bids = list(bid_history(view))
        records = tricks_so_far(view)
        self._tricks = [t for t in records if t.complete]
        bidding = view.phase is Phase.BID
        for seat, plate in enumerate(self._plates):
            plate.set_state(
                cards_left=view.cards_left[seat],
                dealer=seat == dealer,
                to_act=False,
                bubble=self._bubble_of(seat) if bidding else "",
                badge=self._pitcher_badge() if seat == view.pitcher and not bidding else "",
            )
        self._show_trump_sign()
        self._show_history()
        self._show_tally()
        lay = self._layout
        cards = hand_order(cards_of(view.hand), view.trumps)
        fresh = deal and not view.bids and len(cards) == view.rules.deal
        animate = fresh and self._ms() > 0
        delays: dict[Card, int] = {}
        dealt_from = lay.seats[dealer] if dealer != self._viewer else lay.centre
        if animate:
            n = view.players
            # Packets go round from the dealer's left; the viewer's first packet is number k.
            first = deal_turn(dealer, self._viewer, n)
            packet_gap = 60 * self._ms() // 250
            for i, c in enumerate(cards):
                delays[c] = (first + (i // 3) * n) * packet_gap
        for c in cards:
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.clicked.connect(self._on_card_clicked)
            if animate:
                item.setPos(dealt_from)
                item.setScale(lay.trick_scale)
            self.addItem(item)
            self._hand[c] = item
        self._place_hand(animate=animate, delays=delays)
        if records and not records[-1].complete:
            trick = records[-1]
            for seat, c in zip(trick.seats[: len(trick.cards)], trick.cards, strict=True):
                self._add_trick_card(seat, c, animate=False)
            self._mark_winning(trick.winning)
        self._show_draw_back(view)

    def turn(self, ev: TurnStarted) -> None:
        self._view = ev.view
        for seat, plate in enumerate(self._plates):
            plate.set_state(to_act=seat == ev.seat)
        self._human_turn = ev.is_local and ev.seat == self._viewer
        # The cards to play, or with the draw-back to burn (never a bid or a suit to name).
        cards = card_actions(ev.legal) if self._human_turn else []
        self._legal = set(cards)
        playing = self._human_turn and bool(cards)
        for c, item in self._hand.items():
            item.set_playable((c in self._legal) if playing else None)
        if playing:
            order = self.sorted_hand()
            if self._focus is None or self._focus >= len(order):
                self._focus = None
            if self._focus is None and self._keyboard_play:
                # The last card went by the keyboard: the ring waits on a card still in hand.
                legal = [i for i, c in enumerate(order) if c in self._legal]
                self._focus = legal[0] if legal else (0 if order else None)
        else:
            self._focus = None
        self._show_focus()

    def end_human_turn(self) -> None:
        """The human has acted: nothing is playable until the next turn."""
        self._human_turn = False
        self._legal.clear()
        for item in self._hand.values():
            item.set_playable(None)
        self._focus = None
        self._show_focus()

    # --- the auction ---------------------------------------------------------------------------
    def bid(self, ev: BidMade) -> None:
        self._view = ev.view
        self._bids.append(BidEntry(ev.seat, ev.level, matched=ev.matched, stuck=ev.stuck))
        self._plates[ev.seat].set_state(bubble=self._bubble_of(ev.seat))
        self._show_history()
        if ev.seat == self._viewer:
            self.end_human_turn()

    def auction_over(self, ev: AuctionOver) -> None:
        self._view = ev.view
        for plate in self._plates:
            plate.set_state(bubble="", to_act=False)
        self._show_history()
        self._show_trump_sign()
        if ev.pitcher is None:
            self._banner.set_text(
                self.tr("Everyone passed: the hand is thrown in"),
                self._layout.plate_size[1] * 0.9,
                max_width=self._layout.width * 0.9,
            )
            self._banner.setPos(self._layout.centre)
            return
        self._plates[ev.pitcher].set_state(badge=self._pitcher_badge())
        self._show_tally()

    def hand_scored(self, ev: HandScored) -> None:
        for plate in self._plates:
            plate.set_state(to_act=False)
        self.end_review()
        self.end_human_turn()
