"""What the painted cards share: the deck's letters, the card's proportions, the suit symbols and
their inks, the jokers' star and inks, the blank card and its shadow.

Every shape is built from paths in coordinates relative to the card's rectangle, so a card stays
legible in a 90 px hand and crisp at 400 px or on a high-DPI screen. The functions only draw with
the painter they are handed and put its state back afterwards, so graphics items, the trump
indicator, previews and tests share them. The faces are in ``card_faces``, the backs in
``card_backs``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Final

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from pitch_desktop.engine import cards

# The engine's rank and suit letters; ranks ace first, the order a deck is shown in.
RANKS: Final[tuple[str, ...]] = tuple(reversed(cards.RANKS))
SUITS: Final[tuple[str, ...]] = tuple(cards.SUITS)

#: A card's height divided by its width (poker size, 2.5 x 3.5 inches).
CARD_ASPECT: Final = 1.4

# The suits' symbols as text, by suit as the engine numbers them (C D H S).
SUIT_SYMBOLS: tuple[str, ...] = ("\u2663", "\u2666", "\u2665", "\u2660")


_BLACK: Final = QColor(24, 24, 28)
_RED: Final = QColor(200, 22, 42)
_GREEN: Final = QColor(22, 128, 56)
_BLUE: Final = QColor(26, 80, 190)
_GOLD: Final = QColor(226, 176, 46)
_FACE_WHITE: Final = QColor(255, 255, 255)
_BORDER_GREY: Final = QColor(150, 150, 150)

_CORNER_RADIUS: Final = 0.06  # of the card's width


class UnknownCardError(ValueError):
    """Raised for a rank or suit letter that is not part of a 52-card deck, or a card number
    that is neither one of its cards nor a joker."""


# --- suit symbols ----------------------------------------------------------------------------
# Each symbol is drawn once in a unit square (x right, y down) and mapped into the caller's rect.


def _unit_heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.98))
    p.cubicTo(0.40, 0.84, 0.02, 0.62, 0.02, 0.33)
    p.cubicTo(0.02, 0.14, 0.15, 0.04, 0.28, 0.04)
    p.cubicTo(0.39, 0.04, 0.47, 0.11, 0.5, 0.22)
    p.cubicTo(0.53, 0.11, 0.61, 0.04, 0.72, 0.04)
    p.cubicTo(0.85, 0.04, 0.98, 0.14, 0.98, 0.33)
    p.cubicTo(0.98, 0.62, 0.60, 0.84, 0.5, 0.98)
    p.closeSubpath()
    return p


def _unit_spade() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.02))
    p.cubicTo(0.62, 0.18, 0.98, 0.36, 0.98, 0.60)
    p.cubicTo(0.98, 0.75, 0.87, 0.83, 0.75, 0.83)
    p.cubicTo(0.66, 0.83, 0.58, 0.79, 0.535, 0.72)
    p.cubicTo(0.55, 0.86, 0.62, 0.94, 0.74, 0.98)
    p.lineTo(0.26, 0.98)
    p.cubicTo(0.38, 0.94, 0.45, 0.86, 0.465, 0.72)
    p.cubicTo(0.42, 0.79, 0.34, 0.83, 0.25, 0.83)
    p.cubicTo(0.13, 0.83, 0.02, 0.75, 0.02, 0.60)
    p.cubicTo(0.02, 0.36, 0.38, 0.18, 0.5, 0.02)
    p.closeSubpath()
    return p


def _unit_diamond() -> QPainterPath:
    p = QPainterPath(QPointF(0.5, 0.0))
    p.quadTo(0.68, 0.3, 0.88, 0.5)
    p.quadTo(0.68, 0.7, 0.5, 1.0)
    p.quadTo(0.32, 0.7, 0.12, 0.5)
    p.quadTo(0.32, 0.3, 0.5, 0.0)
    p.closeSubpath()
    return p


def _unit_club() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    radius = 0.215
    for cx, cy in ((0.5, 0.245), (0.255, 0.56), (0.745, 0.56)):
        p.addEllipse(QPointF(cx, cy), radius, radius)
    # A filled heart of the clover so the three leaves meet without a hole between them.
    p.addEllipse(QPointF(0.5, 0.52), 0.13, 0.13)
    stem = QPainterPath(QPointF(0.46, 0.55))
    stem.lineTo(0.54, 0.55)
    stem.cubicTo(0.55, 0.80, 0.62, 0.92, 0.74, 0.98)
    stem.lineTo(0.26, 0.98)
    stem.cubicTo(0.38, 0.92, 0.45, 0.80, 0.46, 0.55)
    stem.closeSubpath()
    p.addPath(stem)
    return p


_UNIT_BUILDERS: Final[dict[str, Callable[[], QPainterPath]]] = {
    "C": _unit_club,
    "D": _unit_diamond,
    "H": _unit_heart,
    "S": _unit_spade,
}


@cache
def _unit_suit_path(suit: str) -> QPainterPath:
    return _UNIT_BUILDERS[suit]()


def _check_suit(suit: str) -> None:
    if suit not in _UNIT_BUILDERS:
        raise UnknownCardError(f"unknown suit {suit!r}: expected one of {', '.join(SUITS)}")


def _check_rank(rank: str) -> None:
    if rank not in RANKS:
        raise UnknownCardError(f"unknown rank {rank!r}: expected one of {' '.join(RANKS)}")


def suit_path(suit: str, rect: QRectF) -> QPainterPath:
    """Return the suit symbol filling the largest square centred in ``rect``.

    A path rather than a glyph so the symbol looks the same on every platform and font, and can be
    filled, outlined or hit-tested by the caller (the table's trump indicator reuses it).
    """
    _check_suit(suit)
    side = min(rect.width(), rect.height())
    centre = rect.center()
    transform = QTransform()
    transform.translate(centre.x() - side / 2, centre.y() - side / 2)
    transform.scale(side, side)
    return transform.map(_unit_suit_path(suit))


def suit_colour(suit: str, four_colour: bool) -> QColor:
    """Return the ink of a suit; the four-colour deck tells clubs and diamonds apart at a glance."""
    _check_suit(suit)
    if four_colour and suit == "C":
        return QColor(_GREEN)
    if four_colour and suit == "D":
        return QColor(_BLUE)
    return QColor(_RED if suit in ("D", "H") else _BLACK)


def joker_colour(big: bool) -> QColor:
    """The ink of a joker's index and outlines: red for the big joker (printed in full colour),
    black for the little one (printed in one dark ink), in the four-colour deck as well."""
    return QColor(_RED if big else _BLACK)


@cache
def _unit_star() -> QPainterPath:
    """A plump five-pointed star, point up, as wide as the unit square and centred in it."""
    outer = 0.5 / math.sin(math.radians(72))  # the two side points touch the square's sides
    inner = 0.46 * outer  # plumper than a pentagram's 0.38, so it stays a star at 6 px
    top = (1.0 - outer * (1 + math.cos(math.radians(36)))) / 2
    cx, cy = 0.5, top + outer
    p = QPainterPath()
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(-90 + 36 * i)
        point = QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle))
        if i == 0:
            p.moveTo(point)
        else:
            p.lineTo(point)
    p.closeSubpath()
    return p


def star_path(rect: QRectF) -> QPainterPath:
    """Return the jokers' star filling the largest square centred in ``rect``, like
    ``suit_path``: a shape, not a glyph, so it reads the same in every font."""
    side = min(rect.width(), rect.height())
    centre = rect.center()
    transform = QTransform()
    transform.translate(centre.x() - side / 2, centre.y() - side / 2)
    transform.scale(side, side)
    return transform.map(_unit_star())


# --- shared pieces ---------------------------------------------------------------------------


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def shadow_margins(rect: QRectF) -> QMarginsF:
    """How far ``paint_shadow`` reaches outside ``rect``, for a graphics item's bounding rect."""
    spread = 0.03 * rect.width()
    offset = 0.015 * rect.height()
    return QMarginsF(spread, spread, spread, spread + offset)


def paint_shadow(painter: QPainter, rect: QRectF) -> None:
    """Paint a faint, soft drop shadow under a card occupying ``rect``.

    Kept apart from the face so an item can leave it out (a card being dragged, a cached pixmap)
    and so the face itself never draws outside ``rect``.
    """
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(Qt.PenStyle.NoPen)
    width = rect.width()
    offset = 0.015 * rect.height()
    radius = _CORNER_RADIUS * width
    layers = ((0.03, 8), (0.02, 10), (0.01, 14), (0.0, 18))
    for fraction, alpha in layers:
        spread = fraction * width
        shadow = rect.adjusted(-spread, -spread + offset, spread, spread + offset)
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawRoundedRect(shadow, radius + spread, radius + spread)
    painter.restore()


def _paint_blank(painter: QPainter, rect: QRectF) -> None:
    """The white card with its thin grey border, kept wholly inside ``rect``."""
    border = max(1.0, 0.008 * rect.width())
    inner = rect.adjusted(border / 2, border / 2, -border / 2, -border / 2)
    painter.setPen(QPen(_BORDER_GREY, border))
    painter.setBrush(_FACE_WHITE)
    painter.drawRoundedRect(inner, _CORNER_RADIUS * rect.width(), _CORNER_RADIUS * rect.width())


def _tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed into white; ``amount`` is how much of the colour remains."""
    return QColor(
        round(255 + (colour.red() - 255) * amount),
        round(255 + (colour.green() - 255) * amount),
        round(255 + (colour.blue() - 255) * amount),
    )
