"""Where everything on the table goes: the seats on an ellipse, the hand, the trick and the
corner panels, for a view of any size and any number of players; the order of the hand's fan,
and a free spot for a panel over the table. Pure geometry over Qt's rectangles and points.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF

from pitch_desktop.engine.cards import (
    CLUBS,
    DIAMONDS,
    HAND_SIZE,
    HEARTS,
    SPADES,
    Card,
    is_joker,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.deck import Trumps
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.look import TRUMP_NOTE_SHARE

# Suits of the hand from left to right: colours alternate (spades, hearts, clubs, diamonds).
_SUIT_ORDER = (SPADES, HEARTS, CLUBS, DIAMONDS)
TRICK_SCALE = 0.6  # cards in the trick and at other seats, relative to the human's hand
LEAST_TRICK_SCALE = 0.4  # the trick's cards shrink down to this before they touch a plate
TRICK_GAP = 0.16  # the least gap between two cards of the trick, in card widths
HAND_GAP = 0.06  # the gap between the human's cards when there is room, in card widths
FAN_PEEK = 0.6  # how far the fan of backs reaches past a plate's edge, in plate heights
REVIEW_MS = 6000  # a trick shown again goes away by itself after this long
BURN_SHARE = 0.72  # burned cards beside a plate, relative to the trick's cards
BURN_STEP = 0.42  # the part of a burned card left showing in their row, in card widths


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
            if _cards_touch(pts, w + gap, h + gap * w):
                continue
            cost = _trick_room(pts, w, h)
            if best is None or cost < best[0] - 1e-9:
                best = (cost, a, b)
            break  # a larger b for this a only takes more room
    assert best is not None
    _, a, b = best
    return tuple((c * a, s * b) for c, s in dirs)


def _cards_touch(pts: list[tuple[float, float]], w: float, h: float) -> bool:
    """Two of the cards centred at ``pts`` come closer than ``w`` across and ``h`` down."""
    return any(
        abs(x1 - x2) < w and abs(y1 - y2) < h
        for k, (x1, y1) in enumerate(pts)
        for x2, y2 in pts[k + 1 :]
    )


def _trick_room(pts: list[tuple[float, float]], w: float, h: float) -> float:
    """The room a trick of cards ``w`` by ``h`` centred at ``pts`` takes, its width counted at
    less weight than its height (the table is wider than tall)."""
    xs = [x for x, _ in pts]
    ys = [y for _, y in pts]
    ext_x = max(xs) - min(xs) + w
    ext_y = max(ys) - min(ys) + h
    return max(ext_x / 1.7, ext_y) + 0.01 * (ext_x + ext_y)


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
    viewer: int = 0  # the seat at the bottom, whose hand is shown

    def plate_rect(self, seat: int) -> QRectF:
        w, h = self.plate_size
        c = self.seats[seat]
        return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)

    def fan_below(self, seat: int) -> bool:
        """A seat above the centre (or level with it) shows its fan below its plate."""
        return self.seats[seat].y() <= self.centre.y() + 1

    def open_hand_side(self, seat: int) -> str:
        """Where a seat's cards lie face up when every hand is open (a replay): beside the
        plate, toward the centre, for a seat far to one side (so the rows of neighbours do
        not meet), else below or above it like the fan of backs. One of ``below``, ``above``,
        ``right``, ``left``."""
        at = self.seats[seat]
        if abs(at.x() - self.centre.x()) > self.width * 0.3:
            return "right" if at.x() < self.centre.x() else "left"
        return "below" if self.fan_below(seat) else "above"

    def seat_rect(self, seat: int) -> QRectF:
        """The plate and, for another player, the fan of backs peeking out of it."""
        return _seat_rect(
            self.plate_rect(seat), seat == self.viewer, self.fan_below(seat), self.plate_size[1]
        )

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

    @property
    def burn_scale(self) -> float:
        """The size of the burned cards shown beside a plate, of the hand's cards."""
        return self.trick_scale * BURN_SHARE

    def hand_rect(self) -> QRectF:
        """The room of the viewer's hand, its cards risen as high as they rise."""
        top = self.hand_y - self.card_height * (0.5 + CardItem.MAX_LIFT)
        return QRectF(self.hand_left, top, self.hand_right - self.hand_left, self.height - top)

    def burn_spots(self, seat: int, count: int) -> list[QPointF]:
        """Where ``count`` cards burned by ``seat`` lie face up: a row beside its plate, on the
        side of the table's middle, clear of every plate and fan, the trick, the hand and the
        corner panels (moved up or down first if the place beside the plate is taken)."""
        if count <= 0:
            return []
        h = self.card_height * self.burn_scale
        w = h / CARD_ASPECT
        step = w * BURN_STEP
        row_w = w + step * (count - 1)
        plate_w, plate_h = self.plate_size
        at = self.seats[seat]
        side = 1.0 if at.x() <= self.centre.x() + 1 else -1.0
        gap = plate_h * 0.2
        anchor = QPointF(at.x() + side * (plate_w / 2 + gap + row_w / 2), at.y())
        grow = gap / 2
        hard = [self.seat_rect(s) for s in range(len(self.seats))]
        hard += [self.trick_card_rect(s) for s in range(len(self.seats))]
        hard += [self.hand_rect(), self.trump_rect]
        hard = [r.adjusted(-grow, -grow, grow, grow) for r in hard]
        soft = [self.history_rect, self.tally_rect]
        bounds = QRectF(0, 0, self.width, self.height).adjusted(4, 4, -4, -4)
        centre = free_spot((row_w, h), anchor, bounds, hard, soft)
        left = centre.x() - row_w / 2 + w / 2
        return [QPointF(left + i * step, centre.y()) for i in range(count)]


def _seat_rect(plate: QRectF, at_bottom: bool, fan_below: bool, plate_h: float) -> QRectF:
    if at_bottom:  # the viewer's own cards are in the hand below, not fanned at the plate
        return QRectF(plate)
    peek = FAN_PEEK * plate_h
    return plate.adjusted(0, 0, 0, peek) if fan_below else plate.adjusted(0, -peek, 0, 0)


def compute_layout(
    width: float,
    height: float,
    players: int,
    card_scale: float = 1.0,
    viewer: int = 0,
    trump_note: bool = False,
) -> TableLayout:
    """Seats on an ellipse (``viewer`` at the bottom, the rest clockwise), the hand below them.

    The hand sits between two corner columns: the trump sign and the bids at the left, the
    tally at the right. The columns give up width (down to a readable least) so that six cards
    lie side by side when the window is wide enough; on a narrow one the cards overlap instead.
    ``trump_note``: the trump sign has a line more, to name the off-jack.
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
    # Places round the ellipse clockwise from the bottom; seat s sits at place (s - viewer) % n.
    place_of = [(seat - viewer) % players for seat in range(players)]
    places = [
        QPointF(
            cx + rx * math.cos(math.pi / 2 + p * 2 * math.pi / players),
            cy + ry * math.sin(math.pi / 2 + p * 2 * math.pi / players),
        )
        for p in range(players)
    ]
    seats = [places[place_of[seat]] for seat in range(players)]
    centre = QPointF(cx, cy)
    seat_rects = [
        _seat_rect(
            QRectF(p.x() - plate_w / 2, p.y() - plate_h / 2, plate_w, plate_h),
            seat == viewer,
            p.y() <= cy + 1,
            plate_h,
        )
        for seat, p in enumerate(seats)
    ]

    # The corner columns beside the hand.
    trump_h = min(max(52.0, 0.085 * h), 84.0)
    if trump_note:
        trump_h *= 1 + TRUMP_NOTE_SHARE
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
    seat_offsets = [offsets[place_of[seat]] for seat in range(players)]
    scale, spots = _fit_trick(card_h, cx, cy, seat_offsets, margin, seat_rects)
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
        viewer=viewer,
    )


def _fit_trick(
    card_h: float,
    cx: float,
    cy: float,
    offsets: list[tuple[float, float]],
    margin: float,
    seat_rects: list[QRectF],
) -> tuple[float, list[QPointF]]:
    """The trick's scale, as large as it can be up to TRICK_SCALE without a card reaching a
    plate, and each seat's spot in it (``offsets`` by seat, from ``trick_offsets``)."""
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
            return scale, spots
        scale = max(LEAST_TRICK_SCALE, scale - 0.02)


def hand_order(cards: list[Card], trumps: Trumps | None) -> list[Card]:
    """Cards sorted for the fan: by suit with colours alternating, trump first, high to low.

    Once trump is known the off-jack and the jokers sit with the trumps in trump order
    (``engine.deck``); before, the jokers come first, as they will be trumps whatever the suit.
    """
    order = list(_SUIT_ORDER)
    if trumps is None:
        return sorted(
            cards,
            key=lambda c: (-1, c) if is_joker(c) else (order.index(suit_of(c)), -rank_of(c)),
        )
    order.remove(trumps.suit)
    order.insert(0, trumps.suit)
    return sorted(
        cards,
        key=lambda c: (order.index(trumps.suit_of[c]), -trumps.rank_in_suit(c)),
    )


def free_spot(
    size: tuple[float, float],
    anchor: QPointF,
    bounds: QRectF,
    hard: list[QRectF],
    soft: list[QRectF],
) -> QPointF:
    """The centre nearest ``anchor`` for a box of ``size`` inside ``bounds`` that meets none of
    ``hard`` (and, where it can, none of ``soft`` either)."""
    spot = clear_spot(size, anchor, bounds, hard, soft)
    return spot if spot is not None else QPointF(anchor)


def clear_spot(
    size: tuple[float, float],
    anchor: QPointF,
    bounds: QRectF,
    hard: list[QRectF],
    soft: list[QRectF],
    *,
    snug: bool = False,
) -> QPointF | None:
    """As ``free_spot``, but None when no spot inside ``bounds`` is clear of ``hard``: the
    caller then makes its box smaller or gives up something it would rather keep clear.
    ``snug``: try as well the spots where the box touches an edge of an obstacle or of the
    bounds, for a box that fits only just (the grid of ``_spots_nearest`` steps over them)."""
    w, h = size
    fallback: QPointF | None = None
    spots = _spots_nearest(size, anchor, bounds)
    if snug:
        spots = _snug_spots(size, anchor, bounds, [*hard, *soft]) + spots
    for c in spots:
        r = QRectF(c.x() - w / 2, c.y() - h / 2, w, h)
        if any(r.intersects(o) for o in hard):
            continue
        if not any(r.intersects(o) for o in soft):
            return c
        if fallback is None:
            fallback = c
    return fallback


def _spots_nearest(size: tuple[float, float], anchor: QPointF, bounds: QRectF) -> list[QPointF]:
    """The centres on a grid round ``anchor`` where a box of ``size`` lies inside ``bounds``,
    nearest first."""
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
    return [c for _, c in candidates]


def _snug_spots(
    size: tuple[float, float], anchor: QPointF, bounds: QRectF, obstacles: list[QRectF]
) -> list[QPointF]:
    """The centres inside ``bounds`` where a box of ``size`` lies against an edge of an
    obstacle or of the bounds (or is centred on ``anchor``), along each axis, nearest first."""
    w, h = size
    xs = {anchor.x(), bounds.left() + w / 2, bounds.right() - w / 2}
    ys = {anchor.y(), bounds.top() + h / 2, bounds.bottom() - h / 2}
    for r in obstacles:
        xs.update((r.left() - w / 2 - 1, r.right() + w / 2 + 1))
        ys.update((r.top() - h / 2 - 1, r.bottom() + h / 2 + 1))
    inside = QRectF(bounds).adjusted(w / 2, h / 2, -w / 2, -h / 2)
    spots = [
        QPointF(x, y)
        for x in xs
        for y in ys
        if inside.left() <= x <= inside.right() and inside.top() <= y <= inside.bottom()
    ]
    # As the grid: moving up or down reads better than sideways.
    spots.sort(key=lambda c: ((c.x() - anchor.x()) * 1.5) ** 2 + (c.y() - anchor.y()) ** 2)
    return spots
