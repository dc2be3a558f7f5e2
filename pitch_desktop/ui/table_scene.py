"""The card table: felt, seats around an ellipse, the human's hand, the trick and the trump sign.

The scene draws what the controller announces and nothing else: every payload carries the
human's view, so each handler can redraw from it while it animates from the event itself. A click
on a card is reported by ``card_clicked``; the window passes it to the controller, which decides
whether it is legal. The scene's coordinates are the view's pixels (it is relaid out on every
resize), so cards are painted at their real size and stay crisp at any scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from pitch_desktop.controller.events import (
    HUMAN_SEAT,
    AuctionOver,
    BidMade,
    CardPlayed,
    HandScored,
    HandStarted,
    MatchSetup,
    Speed,
    TrickWon,
    TurnStarted,
)
from pitch_desktop.engine.cards import Card, cards_of
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.ui.card_art import CARD_ASPECT
from pitch_desktop.ui.items import SIDE_COLOURS, Banner, CardItem, SeatPlate, TrumpSign

# Felt colours: (centre, edge) of the radial gradient.
TABLE_COLOURS: dict[str, tuple[QColor, QColor]] = {
    "green": (QColor(38, 120, 70), QColor(10, 52, 30)),
    "blue": (QColor(36, 92, 140), QColor(10, 34, 66)),
    "red": (QColor(140, 44, 48), QColor(62, 14, 18)),
    "grey": (QColor(96, 100, 104), QColor(36, 38, 42)),
}

# Suits of the hand from left to right: colours alternate (spades, hearts, clubs, diamonds).
_SUIT_ORDER = (3, 2, 0, 1)
TRICK_SCALE = 0.6  # cards in the trick and at other seats, relative to the human's hand


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

    def plate_rect(self, seat: int) -> QRectF:
        w, h = self.plate_size
        c = self.seats[seat]
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def trick_pos(self, seat: int) -> QPointF:
        """Where ``seat``'s card lies in the trick: offset from the centre toward the seat.

        The offset follows an ellipse about one card wide and half a card high, so with four
        players the cards just clear each other and with seven they still fan out by seat.
        """
        s = self.seats[seat]
        dx, dy = s.x() - self.centre.x(), s.y() - self.centre.y()
        d = math.hypot(dx, dy) or 1.0
        ch = self.card_height * TRICK_SCALE
        crowded = len(self.seats) > 4  # more cards, so spread them further apart
        kx, ky = (1.25, 0.72) if crowded else (0.72, 0.55)
        return QPointF(
            self.centre.x() + dx / d * ch / CARD_ASPECT * kx,
            self.centre.y() + dy / d * ch * ky,
        )


def compute_layout(width: float, height: float, players: int) -> TableLayout:
    """Seats on an ellipse (human at the bottom, the rest clockwise), the hand below them."""
    w, h = max(width, 200.0), max(height, 200.0)
    card_h = max(90.0, 0.22 * h)
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
    trump_h = min(max(52.0, 0.085 * h), 84.0)
    trump_w = trump_h * 2.6
    trump_rect = QRectF(margin, h - margin - trump_h, trump_w, trump_h)
    hand_left = trump_rect.right() + margin * 2
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
    )


def hand_order(cards: list[Card], trump: int | None) -> list[Card]:
    """Cards sorted for the fan: by suit with colours alternating, trump first, high to low."""
    order = list(_SUIT_ORDER)
    if trump is not None:
        order.remove(trump)
        order.insert(0, trump)
    return sorted(cards, key=lambda c: (order.index(c // 13), -(c % 13)))


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
        self._felt = TABLE_COLOURS["green"]
        self._plates: list[SeatPlate] = []
        self._hand: dict[Card, CardItem] = {}
        self._trick: list[tuple[int, CardItem]] = []
        self._gathering: list[CardItem] = []
        self._legal: set[Card] = set()
        self._human_turn = False
        self._focus: int | None = None  # index into the sorted hand
        self._last_trick: tuple[int, tuple[Card, ...], int] | None = None  # leader, cards, winner
        self._overlay: list[QGraphicsItem] = []
        self._deal_generation = 0
        self._trump = TrumpSign()
        self._trump.setVisible(False)
        self.addItem(self._trump)
        self._banner = Banner()
        self.addItem(self._banner)
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

    def set_speed(self, speed: Speed) -> None:
        self._speed = Speed(speed)

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        for item in self._all_cards():
            item.set_four_colour(on)
        self._trump.four_colour = on
        self._trump.update()

    def set_table_colour(self, name: str) -> None:
        self._felt = TABLE_COLOURS.get(name, TABLE_COLOURS["green"])
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _ms(self) -> int:
        return self._speed.animation_ms

    def _all_cards(self) -> list[CardItem]:
        return [*self._hand.values(), *(i for _, i in self._trick), *self._gathering]

    # --- background --------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        r = self.sceneRect()
        centre, edge = self._felt
        grad = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
        grad.setColorAt(0.0, centre)
        grad.setColorAt(1.0, edge)
        painter.fillRect(rect, grad)

    # --- layout --------------------------------------------------------------------------------
    def resize_table(self, width: float, height: float) -> None:
        """Lay everything out again for a view of this size (no animation)."""
        players = self._setup.rules.players if self._setup else 4
        self._layout = compute_layout(width, height, players)
        self.setSceneRect(0, 0, self._layout.width, self._layout.height)
        self._place_plates()
        lay = self._layout
        self._trump.set_size(lay.trump_rect.width(), lay.trump_rect.height())
        self._trump.setPos(lay.trump_rect.topLeft())
        for item in self._all_cards():
            item.set_height(lay.card_height)
        self._place_hand(animate=False)
        for seat, item in self._trick:
            item.stop_motion()
            item.setPos(lay.trick_pos(seat))
            item.setScale(TRICK_SCALE)
        self._banner.setPos(lay.centre)
        if self._overlay:
            self.hide_last_trick()

    def _place_plates(self) -> None:
        lay = self._layout
        w, h = lay.plate_size
        for seat, plate in enumerate(self._plates):
            plate.set_size(w, h)
            plate.bubble_below = lay.seats[seat].y() < lay.centre.y() - 1
            plate.setPos(lay.seats[seat])

    def _hand_positions(self, cards: list[Card]) -> list[QPointF]:
        lay = self._layout
        n = len(cards)
        if n == 0:
            return []
        cw = lay.card_height / CARD_ASPECT
        room = lay.hand_right - lay.hand_left
        # Wide enough to read each card's index and most of its face, never wider.
        step = cw * 0.8 if n == 1 else min(cw * 0.8, (room - cw) / (n - 1))
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
            level = "" if s.is_human else self.level_text(s.level or "")
            plate = SeatPlate(s.name, level, colour)
            plate.dealer_letter = self.tr("D", "the dealer's button")
            self.addItem(plate)
            self._plates.append(plate)
        self._trump.set_trump(None, "", "")
        self._last_trick = None
        lay = self._layout
        self.resize_table(lay.width, lay.height)

    def level_text(self, level: str) -> str:
        """A bot level as shown on a plate."""
        names = {
            "random": self.tr("Random"),
            "greedy": self.tr("Greedy"),
            "easy": self.tr("Easy"),
            "standard": self.tr("Standard"),
            "strong": self.tr("Strong"),
            "expert": self.tr("Expert"),
        }
        return names.get(level, level.capitalize())

    def seat_name(self, seat: int) -> str:
        if self._setup is None:
            return str(seat)
        return self._setup.seats[seat].name

    def _clear_cards(self) -> None:
        self.hide_last_trick()
        for item in self._all_cards():
            item.stop_motion()
            self.removeItem(item)
        self._hand.clear()
        self._trick.clear()
        self._gathering.clear()
        self._legal.clear()
        self._human_turn = False
        self._focus = None

    def start_hand(self, ev: HandStarted) -> None:
        """Deal: the human's cards fly from the dealer in packets of three."""
        self._clear_cards()
        self._banner.setVisible(False)
        self._view = ev.view
        self._deal_generation += 1
        n = ev.view.players
        for seat, plate in enumerate(self._plates):
            plate.set_state(
                cards_left=ev.view.cards_left[seat],
                dealer=seat == ev.dealer,
                to_act=False,
                bubble="",
                badge="",
            )
        self._trump.set_trump(None, self.tr("Trump"), self.tr("Bidding…"))
        self._trump.setVisible(True)
        lay = self._layout
        cards = hand_order(cards_of(ev.view.hand), None)
        dealt_from = lay.seats[ev.dealer] if ev.dealer != HUMAN_SEAT else lay.centre
        # Packets go round from the dealer's left; the human's first packet is number k.
        first = (HUMAN_SEAT - ev.dealer - 1) % n
        packet_gap = 60 * self._ms() // 250
        delays: dict[Card, int] = {}
        dealt_order = list(cards)
        for i, c in enumerate(dealt_order):
            packet = first + (i // 3) * n
            delays[c] = packet * packet_gap
        for c in cards:
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.clicked.connect(self._on_card_clicked)
            item.setPos(dealt_from)
            if self._ms() > 0:
                item.setScale(TRICK_SCALE)
            self.addItem(item)
            self._hand[c] = item
        self._place_hand(animate=self._ms() > 0, delays=delays)

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

    def bid(self, ev: BidMade, previous_high: int) -> None:
        self._view = ev.view
        plate = self._plates[ev.seat]
        plate.set_state(bubble=self.bid_words(ev.level, taken=ev.level == previous_high > 0))
        if ev.seat == HUMAN_SEAT:
            self.end_human_turn()

    def bid_words(self, level: int, *, taken: bool = False) -> str:
        if level == 0:
            return self.tr("Pass")
        if level == SMUDGE_LEVEL:
            return self.tr("Smudge")
        if taken:
            return self.tr("Take {bid}").format(bid=level)
        return str(level)

    def auction_over(self, ev: AuctionOver) -> None:
        self._view = ev.view
        for plate in self._plates:
            plate.set_state(bubble="", to_act=False)
        if ev.pitcher is None:
            self._banner.set_text(
                self.tr("Everyone passed: the hand is thrown in"), self._layout.plate_size[1] * 0.9
            )
            self._banner.setPos(self._layout.centre)
            self._trump.set_trump(None, self.tr("Trump"), self.tr("Thrown in"))
            return
        bid = self.bid_words(ev.bid)
        self._plates[ev.pitcher].set_state(badge=self.tr("Pitcher · bid {bid}").format(bid=bid))
        self._trump.set_trump(
            None,
            self.tr("Trump"),
            self.tr("{name} pitches · {bid}").format(name=self.seat_name(ev.pitcher), bid=bid),
        )

    def card_played(self, ev: CardPlayed) -> None:
        self._view = ev.view
        lay = self._layout
        if not self._trick and self._overlay:
            self.hide_last_trick()
        if ev.seat == HUMAN_SEAT and ev.card in self._hand:
            item = self._hand.pop(ev.card)
            self.end_human_turn()
            item.set_playable(None)
        else:
            item = CardItem(ev.card, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.seats[ev.seat])
            item.setScale(TRICK_SCALE * 0.7)
            self.addItem(item)
        item.setZValue(100 + len(self._trick))
        self._trick.append((ev.seat, item))
        item.move_to(lay.trick_pos(ev.seat), self._ms(), scale=TRICK_SCALE)
        self._plates[ev.seat].set_state(cards_left=ev.view.cards_left[ev.seat], to_act=False)
        if len(ev.view.plays) == 1 and self._setup is not None:
            self._show_trump(ev.trump)
        if ev.seat == HUMAN_SEAT:
            self._place_hand(animate=True)

    def _show_trump(self, trump: int) -> None:
        view = self._view
        if view is None or view.pitcher is None:
            return
        self._trump.set_trump(
            trump,
            self.tr("Trump"),
            self.tr("{name} bid {bid}").format(
                name=self.seat_name(view.pitcher), bid=self.bid_words(view.high_bid)
            ),
        )
        self._place_hand(animate=True)

    def trick_won(self, ev: TrickWon) -> None:
        """The trick rests (the controller paces the next turn), then goes to its winner."""
        self._view = ev.view
        self._last_trick = (ev.leader, ev.cards, ev.winner)
        items = [item for _, item in self._trick]
        self._trick.clear()
        self._gathering.extend(items)
        target = self._layout.seats[ev.winner]
        rest = self._speed.trick_rest_ms
        ms = self._ms()
        if ms <= 0:
            self._gather(items, target, 0)
            return
        wait = max(ms, rest - ms // 2)
        QTimer.singleShot(wait, self, lambda: self._gather(items, target, ms))

    def _gather(self, items: list[CardItem], target: QPointF, ms: int) -> None:
        for item in items:
            if item not in self._gathering:
                continue  # cleared meanwhile (a new hand or match)
            anim = item.fade_to(target, ms)
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
        self.end_human_turn()

    # --- the last trick ----------------------------------------------------------------------
    @property
    def last_trick(self) -> tuple[int, tuple[Card, ...], int] | None:
        return self._last_trick

    def show_last_trick(self, caption: str) -> bool:
        """Lay the previous trick over the table until clicked or ``hide_last_trick``."""
        self.hide_last_trick()
        if self._last_trick is None or self._setup is None:
            return False
        leader, cards, _winner = self._last_trick
        lay = self._layout
        n = self._setup.rules.players
        shade = QGraphicsRectItem(self.sceneRect())
        shade.setBrush(QColor(0, 0, 0, 110))
        shade.setPen(Qt.PenStyle.NoPen)
        shade.setZValue(200)
        self.addItem(shade)
        self._overlay.append(shade)
        for i, c in enumerate(cards):
            seat = (leader + i) % n
            item = CardItem(c, lay.card_height, four_colour=self._four_colour)
            item.setPos(lay.trick_pos(seat))
            item.setScale(TRICK_SCALE)
            item.setZValue(201 + i)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(item)
            self._overlay.append(item)
        banner = Banner()
        banner.set_text(caption, lay.plate_size[1] * 0.7)
        banner.setPos(lay.centre.x(), lay.centre.y() - lay.card_height * TRICK_SCALE * 1.25)
        banner.setZValue(220)
        self.addItem(banner)
        self._overlay.append(banner)
        return True

    def hide_last_trick(self) -> None:
        for item in self._overlay:
            self.removeItem(item)
        self._overlay.clear()

    @property
    def showing_last_trick(self) -> bool:
        return bool(self._overlay)

    # --- the human's hand ----------------------------------------------------------------------
    def _on_card_clicked(self, item: CardItem) -> None:
        if self._overlay:
            self.hide_last_trick()
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

    def focused_card(self) -> Card | None:
        order = self.sorted_hand()
        if self._focus is None or self._focus >= len(order):
            return None
        return order[self._focus]

    def activate_focus(self) -> None:
        card = self.focused_card()
        if card is not None:
            self._on_card_clicked(self._hand[card])

    def _show_focus(self) -> None:
        focused = self.focused_card()
        for c, item in self._hand.items():
            item.set_focused(c == focused)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._overlay:  # any click puts the last trick away
            self.hide_last_trick()
            event.accept()
            return
        super().mousePressEvent(event)
