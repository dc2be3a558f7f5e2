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
(``hand_so_far``); the scene only lays them out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from pitch_desktop.controller.events import (
    AuctionOver,
    BidMade,
    CardPlayed,
    HandScored,
    HandStarted,
    TrickWon,
    TurnStarted,
)
from pitch_desktop.controller.hand_so_far import (
    BidEntry,
    TrickRecord,
    bid_history,
    running_tally,
    tricks_so_far,
)
from pitch_desktop.controller.words import bid_name, level_name
from pitch_desktop.engine.cards import (
    CLUBS,
    DIAMONDS,
    HAND_SIZE,
    HEARTS,
    SPADES,
    Card,
    cards_of,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.scoring import POINT_NAMES
from pitch_desktop.engine.state import Phase, is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import HUMAN_SEAT, MatchSetup, Speed
from pitch_desktop.storage.settings import TableColour
from pitch_desktop.ui.card_art import CARD_ASPECT
from pitch_desktop.ui.felt import felt_colours, paint_felt
from pitch_desktop.ui.items import (
    SIDE_COLOURS,
    WINNING_COLOUR,
    Banner,
    CardItem,
    CornerPanel,
    PanelLine,
    SeatPlate,
    TrumpSign,
    arrow_angle,
)
from pitch_desktop.ui.score_pad import point_letter, side_names

# Suits of the hand from left to right: colours alternate (spades, hearts, clubs, diamonds).
_SUIT_ORDER = (SPADES, HEARTS, CLUBS, DIAMONDS)
TRICK_SCALE = 0.6  # cards in the trick and at other seats, relative to the human's hand
LEAST_TRICK_SCALE = 0.4  # the trick's cards shrink down to this before they touch a plate
TRICK_GAP = 0.16  # the least gap between two cards of the trick, in card widths
HAND_GAP = 0.06  # the gap between the human's cards when there is room, in card widths
FAN_PEEK = 0.6  # how far the fan of backs reaches past a plate's edge, in plate heights
REVIEW_MS = 6000  # a trick shown again goes away by itself after this long


@lru_cache(maxsize=8)
def trick_offsets(players: int) -> tuple[tuple[float, float], ...]:
    """Each seat's card in the trick: its offset from the centre, in card widths and heights.

    The cards lie toward their seats (the seats' directions around the ellipse), as close as
    they can without any two touching: a search over the ellipse's two radii keeps the one
    whose trick takes the least room, counting width at half the weight of height since the
    table is wider than tall.
    """
    dirs = [
        (
            math.cos(math.pi / 2 + s * 2 * math.pi / players),
            math.sin(math.pi / 2 + s * 2 * math.pi / players),
        )
        for s in range(players)
    ]
    w, h = 1.0, CARD_ASPECT
    gap = TRICK_GAP
    best: tuple[float, float, float] | None = None
    # Never closer to the centre than this, so each card still leans toward its seat.
    for i in range(81):
        a = 0.5 + i * 0.04  # widths
        for j in range(81):
            b = 0.35 + j * 0.04  # heights
            pts = [(c * a * w, s * b * h) for c, s in dirs]
            if any(
                abs(x1 - x2) < w + gap and abs(y1 - y2) < h + gap * w
                for k, (x1, y1) in enumerate(pts)
                for x2, y2 in pts[k + 1 :]
            ):
                continue
            xs = [x for x, _ in pts]
            ys = [y for _, y in pts]
            ext_x = max(xs) - min(xs) + w
            ext_y = max(ys) - min(ys) + h
            cost = max(ext_x / 1.7, ext_y) + 0.01 * (ext_x + ext_y)
            if best is None or cost < best[0] - 1e-9:
                best = (cost, a, b)
            break  # a larger b for this a only takes more room
    assert best is not None
    _, a, b = best
    return tuple((c * a, s * b) for c, s in dirs)


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Where everything goes for a view of ``width`` x ``height`` pixels and ``players`` seats."""

    width: float
    height: float
    card_height: float
    plate_size: tuple[float, float]
    seats: tuple[QPointF, ...]  # plate centres, by seat
    centre: QPointF  # the trick's centre
    hand_y: float  # centre line of the human's hand
    hand_left: float
    hand_right: float
    trump_rect: QRectF
    trick_scale: float  # of the hand's cards, for the cards of the trick
    trick_spots: tuple[QPointF, ...]  # by seat
    history_rect: QRectF  # the room for the bids, above the trump sign
    tally_rect: QRectF  # the room for the tally, in the corner opposite
    line_px: float  # the text size of the corner panels

    def plate_rect(self, seat: int) -> QRectF:
        w, h = self.plate_size
        c = self.seats[seat]
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def fan_below(self, seat: int) -> bool:
        """A seat above the centre (or level with it) shows its fan below its plate."""
        return self.seats[seat].y() <= self.centre.y() + 1

    def seat_rect(self, seat: int) -> QRectF:
        """The plate and, for another player, the fan of backs peeking out of it."""
        return _seat_rect(self.plate_rect(seat), seat, self.fan_below(seat), self.plate_size[1])

    def trick_pos(self, seat: int) -> QPointF:
        """Where ``seat``'s card lies in the trick: toward the seat, clear of the others."""
        return self.trick_spots[seat]

    def trick_card_rect(self, seat: int) -> QRectF:
        h = self.card_height * self.trick_scale
        w = h / CARD_ASPECT
        p = self.trick_spots[seat]
        return QRectF(p.x() - w / 2, p.y() - h / 2, w, h)

    def trick_area(self) -> QRectF:
        area = QRectF()
        for seat in range(len(self.seats)):
            area = area.united(self.trick_card_rect(seat))
        return area


def _seat_rect(plate: QRectF, seat: int, fan_below: bool, plate_h: float) -> QRectF:
    if seat == HUMAN_SEAT:
        return QRectF(plate)
    peek = FAN_PEEK * plate_h
    return plate.adjusted(0, 0, 0, peek) if fan_below else plate.adjusted(0, -peek, 0, 0)


def compute_layout(
    width: float, height: float, players: int, card_scale: float = 1.0
) -> TableLayout:
    """Seats on an ellipse (human at the bottom, the rest clockwise), the hand below them.

    The hand sits between two corner columns: the trump sign and the bids at the left, the
    tally at the right. The columns give up width (down to a readable least) so that six cards
    lie side by side when the window is wide enough; on a narrow one the cards overlap instead.
    """
    w, h = max(width, 200.0), max(height, 200.0)
    card_h = max(90.0, 0.22 * h) * card_scale  # card_scale: the card size preference
    cw = card_h / CARD_ASPECT
    margin = max(6.0, 0.012 * h)
    plate_h = min(max(40.0, 0.072 * h), 64.0)
    plate_w = min(max(132.0, plate_h * 3.6), 0.3 * w)
    # The hand's centre: its lifted cards must stay inside the view.
    hand_y = h - margin - card_h / 2
    hand_top = hand_y - card_h / 2 - CardItem.MAX_LIFT * card_h
    top = margin + plate_h / 2
    bottom = hand_top - plate_h / 2 - margin * 0.5
    cx = w / 2
    cy = (top + bottom) / 2
    ry = (bottom - top) / 2
    rx = w / 2 - plate_w / 2 - margin
    seats = []
    for seat in range(players):
        angle = math.pi / 2 + seat * 2 * math.pi / players
        seats.append(QPointF(cx + rx * math.cos(angle), cy + ry * math.sin(angle)))
    centre = QPointF(cx, cy)
    seat_rects = [
        _seat_rect(
            QRectF(p.x() - plate_w / 2, p.y() - plate_h / 2, plate_w, plate_h),
            seat,
            p.y() <= cy + 1,
            plate_h,
        )
        for seat, p in enumerate(seats)
    ]

    # The corner columns beside the hand.
    trump_h = min(max(52.0, 0.085 * h), 84.0)
    need = HAND_SIZE * cw + (HAND_SIZE - 1) * cw * HAND_GAP
    least = min(150.0, max(120.0, 150.0 - (w - 800.0) * 0.15))
    corner_w = max(least, min(trump_h * 2.6, (w - need) / 2 - 3 * margin))
    corner_w = min(corner_w, w * 0.3)
    trump_rect = QRectF(margin, h - margin - trump_h, corner_w, trump_h)
    hand_left = trump_rect.right() + margin * 2

    def column(x0: float, bottom: float) -> QRectF:
        """The room in a corner column above ``bottom``, below any seat over it."""
        x1 = x0 + corner_w
        ceiling = margin
        for r in seat_rects:
            if r.right() > x0 and r.left() < x1 and r.bottom() < bottom:
                ceiling = max(ceiling, r.bottom() + margin)
        return QRectF(x0, ceiling, corner_w, max(0.0, bottom - ceiling))

    history_rect = column(margin, trump_rect.top() - margin * 0.6)
    tally_rect = column(w - margin - corner_w, h - margin)

    # The trick: as large as it can be, up to TRICK_SCALE, without reaching a plate.
    offsets = trick_offsets(players)
    spots: list[QPointF] = []
    scale = TRICK_SCALE
    while True:
        th = card_h * scale
        tw = th / CARD_ASPECT
        spots = [QPointF(cx + dx * tw, cy + dy * th) for dx, dy in offsets]
        clear = all(
            not QRectF(p.x() - tw / 2, p.y() - th / 2, tw, th)
            .adjusted(-margin, -margin, margin, margin)
            .intersects(r)
            for p in spots
            for r in seat_rects
        )
        if clear or scale <= LEAST_TRICK_SCALE + 1e-9:
            break
        scale = max(LEAST_TRICK_SCALE, scale - 0.02)
    return TableLayout(
        width=w,
        height=h,
        card_height=card_h,
        plate_size=(plate_w, plate_h),
        seats=tuple(seats),
        centre=centre,
        hand_y=hand_y,
        hand_left=hand_left,
        hand_right=w - hand_left,
        trump_rect=trump_rect,
        trick_scale=scale,
        trick_spots=tuple(spots),
        history_rect=history_rect,
        tally_rect=tally_rect,
        line_px=min(max(10.0, 0.018 * h), 15.0),
    )


def hand_order(cards: list[Card], trump: int | None) -> list[Card]:
    """Cards sorted for the fan: by suit with colours alternating, trump first, high to low."""
    order = list(_SUIT_ORDER)
    if trump is not None:
        order.remove(trump)
        order.insert(0, trump)
    return sorted(cards, key=lambda c: (order.index(suit_of(c)), -rank_of(c)))


def free_spot(
    size: tuple[float, float],
    anchor: QPointF,
    bounds: QRectF,
    hard: list[QRectF],
    soft: list[QRectF],
) -> QPointF:
    """The centre nearest ``anchor`` for a box of ``size`` inside ``bounds`` that meets none of
    ``hard`` (and, where it can, none of ``soft`` either)."""
    w, h = size
    step_y = max(4.0, h / 4)
    step_x = max(8.0, bounds.width() / 24)
    rows = int(bounds.height() / step_y) + 1
    cols = int(bounds.width() / step_x) + 1
    candidates: list[tuple[float, QPointF]] = []
    for i in range(-rows, rows + 1):
        for j in range(-cols, cols + 1):
            c = QPointF(anchor.x() + j * step_x, anchor.y() + i * step_y)
            r = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
            if not bounds.contains(r):
                continue
            # Moving up or down reads better than sideways: weigh sideways moves more.
            candidates.append(((j * step_x * 1.5) ** 2 + (i * step_y) ** 2, c))
    candidates.sort(key=lambda t: t[0])
    fallback: QPointF | None = None
    for _, c in candidates:
        r = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        if any(r.intersects(o) for o in hard):
            continue
        if not any(r.intersects(o) for o in soft):
            return c
        if fallback is None:
            fallback = c
    return fallback if fallback is not None else QPointF(anchor)


class TableScene(QGraphicsScene):
    """The table. The window feeds it the controller's payloads; it reports card clicks.

    Signals:
        card_clicked: the human clicked a card of the hand. args: the card, and whether the
            table had marked it playable (the controller still has the last word).
    """

    card_clicked = Signal(int, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._layout = compute_layout(800, 600, 4)
        self._setup: MatchSetup | None = None
        self._view: PlayerView | None = None
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
        self._deal_generation = 0
        self._trump = TrumpSign()
        self._trump.setVisible(False)
        self.addItem(self._trump)
        self._history = CornerPanel(two_rows_allowed=True)
        self.addItem(self._history)
        self._tally = CornerPanel(two_rows_allowed=True)
        self.addItem(self._tally)
        self._banner = Banner()
        self.addItem(self._banner)
        self._caption = Banner()  # who took the trick at rest
        self._caption.setZValue(150)
        self.addItem(self._caption)
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
        return hard, soft

    # --- background --------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, self.sceneRect(), rect, self._felt)

    # --- layout --------------------------------------------------------------------------------
    def resize_table(self, width: float, height: float) -> None:
        """Lay everything out again for a view of this size (no animation)."""
        players = self._setup.rules.players if self._setup else 4
        self._layout = compute_layout(width, height, players, self._card_scale)
        self.setSceneRect(0, 0, self._layout.width, self._layout.height)
        self._place_plates()
        lay = self._layout
        self._trump.set_size(lay.trump_rect.width(), lay.trump_rect.height())
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
        trump = self._view.trump if self._view else None
        return hand_order(list(self._hand), trump)

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
        self._clear_cards()
        for plate in self._plates:
            self.removeItem(plate)
        self._plates = []
        rules = setup.rules
        for seat, s in enumerate(setup.seats):
            colour = SIDE_COLOURS[rules.side_of_seat[seat] % len(SIDE_COLOURS)]
            level = "" if s.is_human else level_name(s.level or "")
            plate = SeatPlate(s.name, level, colour)
            plate.dealer_letter = self.tr("D", "the dealer's button")
            plate.show_fan = seat != HUMAN_SEAT
            self.addItem(plate)
            self._plates.append(plate)
        self._trump.set_trump(None, "", "")
        self._bids = []
        self._tricks = []
        self._history.set_lines("", [])
        self._tally.set_lines("", [])
        lay = self._layout
        self.resize_table(lay.width, lay.height)

    def seat_name(self, seat: int) -> str:
        if self._setup is None:
            return str(seat)
        return self._setup.seats[seat].name

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
        self._legal.clear()
        self._human_turn = False
        self._focus = None

    def start_hand(self, ev: HandStarted) -> None:
        """Deal: the human's cards fly from the dealer in packets of three.

        A hand resumed or taken back arrives here too, part played: the table is then set as
        the view stands (bids, trump, the trick in progress), without the deal's flight.
        """
        self._clear_cards()
        self._banner.setVisible(False)
        view = ev.view
        self._view = view
        self._deal_generation += 1
        self._bids = list(bid_history(view))
        records = tricks_so_far(view)
        self._tricks = [t for t in records if t.complete]
        bidding = view.phase is Phase.BID
        for seat, plate in enumerate(self._plates):
            plate.set_state(
                cards_left=view.cards_left[seat],
                dealer=seat == ev.dealer,
                to_act=False,
                bubble=self._bubble_of(seat) if bidding else "",
                badge=self._pitcher_badge() if seat == view.pitcher and not bidding else "",
            )
        self._show_trump_sign()
        self._show_history()
        self._show_tally()
        lay = self._layout
        cards = hand_order(cards_of(view.hand), view.trump)
        fresh = not view.bids and len(cards) == HAND_SIZE
        animate = fresh and self._ms() > 0
        delays: dict[Card, int] = {}
        dealt_from = lay.seats[ev.dealer] if ev.dealer != HUMAN_SEAT else lay.centre
        if animate:
            n = view.players
            # Packets go round from the dealer's left; the human's first packet is number k.
            first = (HUMAN_SEAT - ev.dealer - 1) % n
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
            for i, c in enumerate(trick.cards):
                seat = (trick.leader + i) % view.players
                self._add_trick_card(seat, c, animate=False)
            self._mark_winning(trick.winning)

    def turn(self, ev: TurnStarted) -> None:
        self._view = ev.view
        for seat, plate in enumerate(self._plates):
            plate.set_state(to_act=seat == ev.seat)
        self._human_turn = ev.is_human and ev.seat == HUMAN_SEAT
        cards = [a for a in ev.legal if not is_bid(a)] if self._human_turn else []
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
        if ev.seat == HUMAN_SEAT:
            self.end_human_turn()

    def bid_words(self, level: int, *, taken: bool = False) -> str:
        """A bid as a seat says it: "Pass", "2", "Smudge", "Take 2"."""
        if level == 0:
            return self.tr("Pass")
        if level == SMUDGE_LEVEL:
            return self.tr("Smudge")
        if taken:
            return self.tr("Take {bid}").format(bid=level)
        return str(level)

    @property
    def bid_history(self) -> tuple[BidEntry, ...]:
        """The bids of the hand in the order spoken."""
        return tuple(self._bids)

    def bid_history_lines(self) -> list[tuple[str, str]]:
        """The bids as the panel shows them: (who, what they said), in order."""
        return [(self._who(b.seat), self._entry_words(b)) for b in self._bids]

    def _who(self, seat: int) -> str:
        return self.tr("You") if seat == HUMAN_SEAT else self.seat_name(seat)

    def _entry_words(self, entry: BidEntry) -> str:
        """What a seat did in the auction, for the bids panel: "pass", "2", "takes it at 2"."""
        bid = bid_name(entry.level)
        you = entry.seat == HUMAN_SEAT
        if entry.matched:
            return (self.tr("take it at {bid}") if you else self.tr("takes it at {bid}")).format(
                bid=bid
            )
        if entry.stuck:
            return (self.tr("stuck, bid {bid}") if you else self.tr("stuck, bids {bid}")).format(
                bid=bid
            )
        return bid

    def _bubble_of(self, seat: int) -> str:
        entry = next((b for b in self._bids if b.seat == seat), None)
        if entry is None:
            return ""
        if entry.stuck and entry.level:
            return self.tr("Stuck: {bid}").format(bid=self.bid_words(entry.level))
        return self.bid_words(entry.level, taken=entry.matched)

    def _pitcher_entry(self) -> BidEntry | None:
        view = self._view
        if view is None or view.pitcher is None:
            return None
        return next((b for b in reversed(self._bids) if b.seat == view.pitcher and b.level), None)

    def _pitcher_badge(self) -> str:
        view = self._view
        if view is None or view.pitcher is None:
            return ""
        if view.high_bid == SMUDGE_LEVEL:
            return self.tr("Pitcher · Smudge")
        return self.tr("Pitcher · bid {bid}").format(bid=self.bid_words(view.high_bid))

    def pitch_words(self) -> str:
        """Who has the bid and how they got it: "Carla takes it at 2", "You bid 3"."""
        view = self._view
        if view is None or view.pitcher is None:
            return ""
        entry = self._pitcher_entry()
        bid = bid_name(view.high_bid)
        you = view.pitcher == HUMAN_SEAT
        name = self.seat_name(view.pitcher)
        if entry is not None and entry.matched:
            if you:
                return self.tr("You take it at {bid}").format(bid=bid)
            return self.tr("{name} takes it at {bid}").format(name=name, bid=bid)
        if entry is not None and entry.stuck:
            if you:
                return self.tr("You are stuck: bid {bid}").format(bid=bid)
            return self.tr("{name} is stuck: bids {bid}").format(name=name, bid=bid)
        if you:
            return self.tr("You bid {bid}").format(bid=bid)
        return self.tr("{name} bids {bid}").format(name=name, bid=bid)

    def _show_trump_sign(self) -> None:
        view = self._view
        if view is None:
            self._trump.set_trump(None, "", "")
            return
        if view.phase is Phase.BID:
            self._trump.set_trump(None, self.tr("Trump"), self.tr("Bidding…"))
        elif view.pitcher is None:
            self._trump.set_trump(None, self.tr("Trump"), self.tr("Thrown in"))
        else:
            self._trump.set_trump(view.trump, self.tr("Trump"), self.pitch_words())

    def _show_history(self) -> None:
        view = self._view
        lines = []
        pitcher = view.pitcher if view is not None and view.phase is not Phase.BID else None
        for entry in self._bids:
            taker = entry.seat == pitcher and entry.level > 0
            lines.append(
                PanelLine(
                    self._who(entry.seat),
                    (self._entry_words(entry),),
                    colour=QColor(WINNING_COLOUR) if taker else QColor(225, 228, 215),
                    bold=taker,
                )
            )
        if view is not None and view.phase is not Phase.BID and view.pitcher is None:
            lines.append(PanelLine(self.tr("All passed"), (self.tr("thrown in"),)))
        self._history.set_lines(self.tr("Bids"), lines)

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

    # --- the tally -----------------------------------------------------------------------------
    def tally_rows(self) -> list[tuple[str, int, tuple[str, ...], int]]:
        """Per side as the tally shows it: name, tricks, points held so far, card points."""
        view = self._view
        if view is None or self._setup is None or view.trump is None:
            return []
        tally = running_tally(view)
        names = side_names(self._setup)
        return [
            (names[side], tally.tricks[side], tally.points[side], tally.game_points[side])
            for side in range(tally.sides)
        ]

    def _show_tally(self) -> None:
        rows = self.tally_rows()
        lines = []
        for side, (name, tricks, points, game) in enumerate(rows):
            letters = tuple(point_letter(p) for p in POINT_NAMES)
            lit = tuple(p in points for p in POINT_NAMES)
            lines.append(
                PanelLine(
                    name,
                    (str(tricks), *letters, str(game)),
                    (None, *lit, None),
                    swatch=SIDE_COLOURS[side % len(SIDE_COLOURS)],
                )
            )
        header = PanelLine(
            self.tr("This hand"), (self.tr("tricks"), "", "", "", "", self.tr("game"))
        )
        self._tally.set_lines("", lines, header)

    # --- the trick -----------------------------------------------------------------------------
    def _add_trick_card(self, seat: int, card: Card, *, animate: bool) -> CardItem:
        lay = self._layout
        if seat == HUMAN_SEAT and card in self._hand:
            item = self._hand.pop(card)
            item.set_playable(None)
            item.set_focused(False)
        else:
            item = CardItem(card, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.seats[seat])
            item.setScale(lay.trick_scale * 0.7)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
        item.setZValue(100 + len(self._trick))
        item.setVisible(self._review is None)
        self._trick.append((seat, item))
        item.move_to(lay.trick_pos(seat), self._ms() if animate else 0, scale=lay.trick_scale)
        return item

    def _mark_winning(self, seat: int, how: str = "so far") -> None:
        for s, item in self._trick:
            item.set_winning(how if s == seat else "")

    @property
    def winning_item(self) -> CardItem | None:
        """The card marked as winning the trick in progress (or at rest)."""
        for item in [*(i for _, i in self._trick), *self._resting]:
            if item.winning:
                return item
        return None

    def card_played(self, ev: CardPlayed) -> None:
        self._view = ev.view
        if not self._trick and self._resting:
            self._gather_resting()  # a new trick: the last one goes to its taker now
        human = ev.seat == HUMAN_SEAT and ev.card in self._hand
        if human:
            self.end_human_turn()
        self._add_trick_card(ev.seat, ev.card, animate=True)
        self._mark_winning(ev.winning_seat)
        self._plates[ev.seat].set_state(cards_left=ev.view.cards_left[ev.seat], to_act=False)
        if len(ev.view.plays) == 1 and self._setup is not None:
            self._show_trump_sign()
            self._place_hand(animate=True)
        if human:
            self._place_hand(animate=True)
        self._show_tally()

    def trick_won(self, ev: TrickWon) -> None:
        """The trick rests, its taker named, while the controller waits before the next turn;
        then it goes to its taker. A click on the table, or the next card, gathers it sooner."""
        self._view = ev.view
        self._mark_winning(ev.winner, "won")
        self._tricks.append(TrickRecord(ev.leader, ev.cards, ev.winner, complete=True))
        self._resting = [item for _, item in self._trick]
        self._trick.clear()
        self._rest_target = self._layout.seats[ev.winner]
        self._show_tally()
        ms = self._ms()
        rest = self._speed.trick_rest_ms
        if ms <= 0 or rest <= 0:
            self._gather_resting()
            return
        self._show_caption(ev.winner)
        self._rest_timer.start(max(ms, rest - ms // 2))

    def _show_caption(self, winner: int) -> None:
        text = (
            self.tr("You take the trick")
            if winner == HUMAN_SEAT
            else self.tr("{name} takes the trick").format(name=self.seat_name(winner))
        )
        lay = self._layout
        self._caption.set_text(
            text,
            lay.plate_size[1] * 0.72,
            max_width=lay.width * 0.6,
            arrow=arrow_angle(lay.centre, lay.seats[winner]),
        )
        self._place_caption(self._caption)

    def _place_caption(self, banner: Banner) -> None:
        """Below the trick if there is room, else above it: never over a card."""
        lay = self._layout
        rect = banner.boundingRect()
        gap = lay.plate_size[1] * 0.15
        area = lay.trick_area().adjusted(-gap, -gap, gap, gap)
        anchor = QPointF(lay.centre.x(), area.bottom() + rect.height() * 0.5)
        # A card still sliding into the trick is kept clear of where it will lie, too.
        hard = [r.adjusted(-gap, -gap, gap, gap) for r in self.card_rects()] + [area]
        # The corner panels are read while the trick rests; a plate may be covered a moment.
        hard += [i.sceneBoundingRect() for i in (self._trump, self._history, self._tally)]
        soft = [p.sceneBoundingRect() for p in self._plates]
        bounds = QRectF(0, 0, lay.width, lay.height).adjusted(4, 4, -4, -4)
        banner.setPos(free_spot((rect.width(), rect.height()), anchor, bounds, hard, soft))
        banner.setVisible(True)

    def _lay_resting(self) -> None:
        """Put the resting trick where the new layout wants it."""
        if not self._resting:
            return
        lay = self._layout
        for i, item in enumerate(self._resting):
            item.stop_motion()
            seat = self._resting_seat(i)
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
        if self._tricks:
            self._rest_target = lay.seats[self._tricks[-1].winning]
        if self._caption.isVisible() and self._tricks:
            self._show_caption(self._tricks[-1].winning)

    def _resting_seat(self, index: int) -> int:
        trick = self._tricks[-1]
        return (trick.leader + index) % len(self._layout.seats)

    def _gather_resting(self) -> None:
        self._rest_timer.stop()
        self._caption.setVisible(False)
        items, self._resting = self._resting, []
        if not items or self._rest_target is None:
            return
        self._gathering.extend(items)
        ms = self._ms()
        for item in items:
            item.set_winning("")
            anim = item.fade_to(self._rest_target, ms)
            if anim is None:
                self._drop(item)
            else:
                anim.finished.connect(lambda it=item: self._drop(it))

    def _drop(self, item: CardItem) -> None:
        if item in self._gathering:
            self._gathering.remove(item)
            item.stop_motion()
            self.removeItem(item)

    def hand_scored(self, ev: HandScored) -> None:
        for plate in self._plates:
            plate.set_state(to_act=False)
        self.end_review()
        self.end_human_turn()

    # --- reviewing the hand ---------------------------------------------------------------------
    @property
    def finished_tricks(self) -> tuple[TrickRecord, ...]:
        return tuple(self._tricks)

    @property
    def last_trick(self) -> tuple[int, tuple[Card, ...], int] | None:
        """The last finished trick: (leader, cards in play order, taker)."""
        if not self._tricks:
            return None
        t = self._tricks[-1]
        return t.leader, t.cards, t.winning

    @property
    def review_index(self) -> int | None:
        """Which trick (from 0) is shown again, or None."""
        return self._review

    @property
    def review_caption(self) -> str:
        banner = next((i for i in self._overlay if isinstance(i, Banner)), None)
        return banner.text if banner is not None else ""

    @property
    def review_cards(self) -> list[Card]:
        """The cards of the trick shown again, in play order."""
        return [i.card for i in self._overlay if isinstance(i, CardItem) and i.card is not None]

    @property
    def review_banner(self) -> Banner | None:
        return next((i for i in self._overlay if isinstance(i, Banner)), None)

    def review_previous_trick(self) -> bool:
        """Show the trick before the one shown (the last one first); past the first trick the
        review ends. False when the hand has no finished trick to show."""
        if not self._tricks or self._setup is None:
            return False
        index = len(self._tricks) - 1 if self._review is None else self._review - 1
        if index < 0:
            self.end_review()
            return True
        self._show_review(index)
        self._review_timer.start(REVIEW_MS)
        return True

    def _show_review(self, index: int) -> None:
        self._clear_overlay()
        self._show_table_trick(False)
        self._review = index
        trick = self._tricks[index]
        lay = self._layout
        n = len(lay.seats)
        shade = QGraphicsRectItem(self.sceneRect())
        shade.setBrush(QColor(0, 0, 0, 120))
        shade.setPen(Qt.PenStyle.NoPen)
        shade.setZValue(200)
        self.addItem(shade)
        self._overlay.append(shade)
        for i, c in enumerate(trick.cards):
            seat = (trick.leader + i) % n
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.trick_pos(seat))
            item.setScale(lay.trick_scale)
            item.setZValue(201 + i)
            item.set_winning("won" if seat == trick.winning else "")
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
            self._overlay.append(item)
        who = trick.winning
        if who == HUMAN_SEAT:
            caption = self.tr("Trick {n} of {total}: you took it")
        else:
            caption = self.tr("Trick {n} of {total}: {name} took it")
        caption = caption.format(n=index + 1, total=len(self._tricks), name=self.seat_name(who))
        banner = Banner()
        banner.setZValue(220)
        banner.set_text(
            caption,
            lay.plate_size[1] * 0.72,
            max_width=lay.width * 0.9,
            arrow=arrow_angle(lay.centre, lay.seats[who]),
        )
        self.addItem(banner)
        self._overlay.append(banner)
        self._place_caption(banner)

    def _clear_overlay(self) -> None:
        for item in self._overlay:
            self.removeItem(item)
        self._overlay.clear()

    def end_review(self) -> None:
        """Put the trick shown again away (Esc, a click, the time running out)."""
        self._review_timer.stop()
        self._review = None
        self._clear_overlay()
        self._show_table_trick(True)

    def _show_table_trick(self, shown: bool) -> None:
        """The trick on the table hides while another is shown again in its place."""
        for item in [*(i for _, i in self._trick), *self._resting]:
            item.setVisible(shown)

    @property
    def reviewing(self) -> bool:
        return self._review is not None

    def hurry(self) -> bool:
        """A click on the table: put a shown trick away, or gather a resting one now."""
        if self._overlay:
            self.end_review()
            return True
        if self._resting:
            self._gather_resting()
            return True
        return False

    # --- the human's hand ----------------------------------------------------------------------
    def _on_card_clicked(self, item: CardItem) -> None:
        if self._overlay:
            self.end_review()
            return
        if item.card is None or item.card not in self._hand:
            return
        order = self.sorted_hand()
        if item.card in order and self._focus is not None:
            self._focus = order.index(item.card)
            self._show_focus()
        legal = item.card in self._legal
        if not legal and self._human_turn:
            item.shake()
        self.card_clicked.emit(item.card, legal)

    def move_focus(self, step: int) -> None:
        order = self.sorted_hand()
        if not order:
            return
        if self._focus is None:
            legal = [i for i, c in enumerate(order) if c in self._legal]
            self._focus = legal[0] if legal else 0
        else:
            self._focus = (self._focus + step) % len(order)
        self._show_focus()

    def keyboard_in_use(self) -> None:
        """The player acts by the keyboard (a bid by its key): when the cards are to be played,
        the focus ring waits on a card, so Enter plays without an arrow first."""
        self._keyboard_play = True

    def focused_card(self) -> Card | None:
        order = self.sorted_hand()
        if self._focus is None or self._focus >= len(order):
            return None
        return order[self._focus]

    def focus_card(self, card: Card) -> None:
        """Put the focus ring on ``card`` of the human's hand (a hint points at it so)."""
        order = self.sorted_hand()
        if card in order:
            self._focus = order.index(card)
            self._show_focus()

    def activate_focus(self) -> None:
        card = self.focused_card()
        if card is not None:
            self._keyboard_play = True
            self._on_card_clicked(self._hand[card])

    def _show_focus(self) -> None:
        focused = self.focused_card()
        for c, item in self._hand.items():
            item.set_focused(c == focused)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A click puts a trick shown again away; on a card it is the card's (it may be a
        # play), elsewhere it hurries a resting trick to its taker.
        self._keyboard_play = False  # the mouse is in use: no ring until an arrow asks
        if self._overlay:
            self.end_review()
            event.accept()
            return
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
        if not isinstance(item, CardItem) and self.hurry():
            event.accept()
            return
        super().mousePressEvent(event)
