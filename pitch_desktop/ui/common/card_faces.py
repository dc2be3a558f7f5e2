"""Painted playing cards: faces, backs and suit symbols drawn with QPainter, no image files.

Every shape is built from paths in coordinates relative to the card's rectangle and every font is
sized in pixels relative to the card's height, so a card stays legible in a 90 px hand and crisp at
400 px or on a high-DPI screen. The functions only draw with the painter they are handed and put
its state back afterwards, so graphics items, the trump indicator, previews and tests share them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import cache
from typing import Final, Literal

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from pitch_desktop.engine import cards

# The engine's rank and suit letters; ranks ace first, the order a deck is shown in.
RANKS: Final[tuple[str, ...]] = tuple(reversed(cards.RANKS))
SUITS: Final[tuple[str, ...]] = tuple(cards.SUITS)

#: A card's height divided by its width (poker size, 2.5 x 3.5 inches).
CARD_ASPECT: Final = 1.4

DEFAULT_BACK_COLOUR: Final = QColor(28, 58, 138)
"""Deep blue: calm on the green felt and unlike any suit colour."""

# The backs the preferences offer, by the name the settings keep (``storage.settings.CardBack``).
BACK_COLOURS: Final = {
    "blue": QColor(DEFAULT_BACK_COLOUR),
    "red": QColor(146, 28, 40),
    "green": QColor(18, 96, 58),
    "black": QColor(34, 34, 38),
}
_back_ink = [QColor(DEFAULT_BACK_COLOUR)]  # what ``paint_back`` uses when given no colour


def back_colour(name: str) -> QColor:
    """The ink of the back called ``name``; blue for a name this version does not know."""
    return QColor(BACK_COLOURS.get(name, DEFAULT_BACK_COLOUR))


def set_back_colour(name: str) -> None:
    """Choose the back every card is painted with from now on (items repaint on update)."""
    _back_ink[0] = back_colour(name)


def chosen_back_colour() -> QColor:
    """The ink of the back the player chose (``set_back_colour``), for marks that stand for
    a card back."""
    return QColor(_back_ink[0])


_BLACK: Final = QColor(24, 24, 28)
_RED: Final = QColor(200, 22, 42)
_GREEN: Final = QColor(22, 128, 56)
_BLUE: Final = QColor(26, 80, 190)
_FACE_WHITE: Final = QColor(255, 255, 255)
_BORDER_GREY: Final = QColor(150, 150, 150)
_GOLD: Final = QColor(226, 176, 46)

_CORNER_RADIUS: Final = 0.06  # of the card's width
_INDEX_CENTRE_X: Final = 0.095  # of the width: the index column hugs the left edge
_INDEX_MAX_WIDTH: Final = 0.15  # of the width: "10" is squeezed to fit
_INDEX_TOP: Final = 0.035  # of the height
_INDEX_RANK_CAP: Final = 0.09  # of the height: cap height of the rank
_INDEX_GAP: Final = 0.01  # of the height
_INDEX_SUIT: Final = 0.08  # of the height: size of the suit symbol under the rank

_PIP_LEFT: Final = 0.29
_PIP_MIDDLE: Final = 0.5
_PIP_RIGHT: Final = 0.71
_PIP_TOP: Final = 0.2
_PIP_BOTTOM: Final = 0.8
_PIP_SIZE: Final = 0.19  # of the width

_COURT_PANEL: Final = (0.2, 0.075, 0.8, 0.925)  # left, top, right, bottom as fractions


class UnknownCardError(ValueError):
    """Raised for a rank or suit letter that is not part of a 52-card deck."""


def _pip_rows(rows: Sequence[float]) -> list[tuple[float, float]]:
    return [(x, y) for y in rows for x in (_PIP_LEFT, _PIP_RIGHT)]


def _between(a: float, b: float) -> float:
    return (a + b) / 2


_ROW4: Final = tuple(_PIP_TOP + i * (_PIP_BOTTOM - _PIP_TOP) / 3 for i in range(4))

# Pip centres as (x, y) fractions of the card, in the layouts printed on real cards.
_PIP_LAYOUTS: Final[dict[str, list[tuple[float, float]]]] = {
    "2": [(_PIP_MIDDLE, _PIP_TOP), (_PIP_MIDDLE, _PIP_BOTTOM)],
    "3": [(_PIP_MIDDLE, _PIP_TOP), (_PIP_MIDDLE, 0.5), (_PIP_MIDDLE, _PIP_BOTTOM)],
    "4": _pip_rows((_PIP_TOP, _PIP_BOTTOM)),
    "5": [*_pip_rows((_PIP_TOP, _PIP_BOTTOM)), (_PIP_MIDDLE, 0.5)],
    "6": _pip_rows((_PIP_TOP, 0.5, _PIP_BOTTOM)),
    "7": [*_pip_rows((_PIP_TOP, 0.5, _PIP_BOTTOM)), (_PIP_MIDDLE, _between(_PIP_TOP, 0.5))],
    "8": [
        *_pip_rows((_PIP_TOP, 0.5, _PIP_BOTTOM)),
        (_PIP_MIDDLE, _between(_PIP_TOP, 0.5)),
        (_PIP_MIDDLE, _between(0.5, _PIP_BOTTOM)),
    ],
    "9": [*_pip_rows(_ROW4), (_PIP_MIDDLE, 0.5)],
    "T": [
        *_pip_rows(_ROW4),
        (_PIP_MIDDLE, _between(_ROW4[0], _ROW4[1])),
        (_PIP_MIDDLE, _between(_ROW4[2], _ROW4[3])),
    ],
}


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


def _rank_label(rank: str) -> str:
    """The rank as printed in the corner; court letters are translatable (German decks: B D K)."""
    if rank == "A":
        return QCoreApplication.translate("CardArt", "A", "corner index of an ace")
    if rank == "K":
        return QCoreApplication.translate("CardArt", "K", "corner index of a king")
    if rank == "Q":
        return QCoreApplication.translate("CardArt", "Q", "corner index of a queen")
    if rank == "J":
        return QCoreApplication.translate("CardArt", "J", "corner index of a jack")
    if rank == "T":
        return "10"
    return rank


def _font(pixel_size: float, *, serif: bool = False) -> QFont:
    font = QFont()
    if serif:
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman", "serif"])
        font.setStyleHint(QFont.StyleHint.Serif)
    else:
        font.setFamilies(["DejaVu Sans", "Helvetica Neue", "Arial", "sans-serif"])
        font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _draw_text_fitted(
    painter: QPainter,
    text: str,
    font: QFont,
    centre_x: float,
    top: float,
    cap_height: float,
    max_width: float,
) -> float:
    """Draw ``text`` with capitals ``cap_height`` tall from ``top``, centred on ``centre_x``.

    Fonts differ in their proportions, so the text is scaled to the wanted cap height (and squeezed
    sideways if it would be wider than ``max_width``) instead of trusting the nominal pixel size.
    Returns the y of the baseline.
    """
    metrics = QFontMetricsF(font)
    font_cap = metrics.capHeight() or metrics.ascent() * 0.7
    scale = cap_height / font_cap
    bounds = metrics.tightBoundingRect(text)
    width = bounds.width() * scale
    squeeze = min(1.0, max_width / width) if width > 0 else 1.0
    baseline = top + cap_height
    painter.save()
    painter.setFont(font)
    painter.translate(centre_x, baseline)
    painter.scale(scale * squeeze, scale)
    painter.drawText(QPointF(-bounds.center().x(), 0.0), text)
    painter.restore()
    return baseline


def _paint_index(painter: QPainter, rect: QRectF, rank: str, suit: str, colour: QColor) -> None:
    """The top-left corner index: rank above suit, readable when only the left strip shows."""
    width, height = rect.width(), rect.height()
    centre_x = rect.left() + _INDEX_CENTRE_X * width
    cap = _INDEX_RANK_CAP * height
    painter.setPen(colour)
    baseline = _draw_text_fitted(
        painter,
        _rank_label(rank),
        _font(cap / 0.72),
        centre_x,
        rect.top() + _INDEX_TOP * height,
        cap,
        _INDEX_MAX_WIDTH * width,
    )
    size = _INDEX_SUIT * height
    top = baseline + _INDEX_GAP * height
    painter.fillPath(suit_path(suit, QRectF(centre_x - size / 2, top, size, size)), colour)


def _rotated_half_turn(painter: QPainter, rect: QRectF) -> None:
    """Turn the painter 180 degrees about the card's centre, for the mirrored half of a card."""
    centre = rect.center()
    painter.translate(centre)
    painter.rotate(180.0)
    painter.translate(-centre)


def _paint_pip(painter: QPainter, suit: str, centre: QPointF, size: float, colour: QColor) -> None:
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.fillPath(suit_path(suit, rect), colour)


def _paint_pips(painter: QPainter, rect: QRectF, rank: str, suit: str, colour: QColor) -> None:
    """Number cards: pips below the middle are upside down, as on printed cards."""
    width, height = rect.width(), rect.height()
    size = _PIP_SIZE * min(width, height / CARD_ASPECT)
    for fx, fy in _PIP_LAYOUTS[rank]:
        cx, cy = rect.left() + fx * width, rect.top() + fy * height
        pip = suit_path(suit, QRectF(cx - size / 2, cy - size / 2, size, size))
        if fy > 0.5 + 1e-9:
            pip = QTransform().translate(cx, cy).rotate(180.0).translate(-cx, -cy).map(pip)
        painter.fillPath(pip, colour)


def _paint_ace(painter: QPainter, rect: QRectF, suit: str, colour: QColor) -> None:
    """One big pip; the ace of spades is larger and ringed, as tradition has it."""
    width = rect.width()
    size = (0.56 if suit == "S" else 0.44) * width
    centre = rect.center()
    if suit == "S":
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 0.012 * width))
        ring = 0.36 * width
        painter.drawEllipse(centre, ring, ring * 1.05)
        painter.restore()
    _paint_pip(painter, suit, centre, size, colour)


# --- court cards -----------------------------------------------------------------------------


def _emblem_transform(box: QRectF) -> QTransform:
    transform = QTransform()
    transform.translate(box.left(), box.top())
    transform.scale(box.width(), box.height())
    return transform


def _polygon(points: Sequence[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def _dots(box: QRectF, centres: Sequence[tuple[float, float]], radius: float) -> QPainterPath:
    """Dots centred at points of ``box``'s unit square.

    ``radius`` is a fraction of the box's height, so the dots stay round however wide the box is.
    """
    path = QPainterPath()
    t = _emblem_transform(box)
    for x, y in centres:
        path.addEllipse(t.map(QPointF(x, y)), radius * box.height(), radius * box.height())
    return path


# An emblem is a list of paths, each with how it is painted: "gold" or "light" (filled and outlined
# in the suit colour), "ink" (filled with the suit colour), "line" (only outlined).
_Finish = Literal["gold", "light", "ink", "line"]
_Emblem = list[tuple[QPainterPath, _Finish]]


def _crown(box: QRectF) -> _Emblem:
    """A king's crown: five points tipped with balls above a jewelled band."""
    t = _emblem_transform(box)
    points = _polygon(
        [
            (0.12, 0.84),
            (0.05, 0.36),
            (0.27, 0.58),
            (0.33, 0.2),
            (0.5, 0.5),
            (0.67, 0.2),
            (0.73, 0.58),
            (0.95, 0.36),
            (0.88, 0.84),
        ]
    )
    band = QPainterPath()
    band.addRect(QRectF(0.1, 0.74, 0.8, 0.22))
    tips = [(0.05, 0.3), (0.33, 0.14), (0.67, 0.14), (0.95, 0.3)]
    return [
        (t.map(points), "gold"),
        (_dots(box, [*tips, (0.5, 0.16)], 0.075), "gold"),
        (t.map(band), "gold"),
        (_dots(box, [(0.3, 0.85), (0.5, 0.85), (0.7, 0.85)], 0.06), "ink"),
    ]


def _tiara(box: QRectF) -> _Emblem:
    """A queen's tiara: a curved band rising to one tall peak between two small ones."""
    t = _emblem_transform(box)
    p = QPainterPath(QPointF(0.04, 0.92))
    p.quadTo(0.5, 0.7, 0.96, 0.92)
    p.lineTo(0.95, 0.66)
    p.quadTo(0.86, 0.38, 0.74, 0.54)
    p.quadTo(0.64, 0.18, 0.5, 0.02)
    p.quadTo(0.36, 0.18, 0.26, 0.54)
    p.quadTo(0.14, 0.38, 0.05, 0.66)
    p.closeSubpath()
    return [
        (t.map(p), "gold"),
        (_dots(box, [(0.5, 0.44)], 0.1), "ink"),
        (_dots(box, [(0.19, 0.68), (0.81, 0.68)], 0.065), "ink"),
    ]


def _cap(box: QRectF) -> _Emblem:
    """A jack's cap: a soft beret on a brim, with a long feather sweeping up and back."""
    t = _emblem_transform(box)
    feather = QPainterPath(QPointF(0.56, 0.66))
    feather.cubicTo(0.5, 0.3, 0.74, 0.04, 1.0, 0.0)
    feather.cubicTo(0.98, 0.3, 0.86, 0.58, 0.66, 0.7)
    feather.closeSubpath()
    quill = QPainterPath(QPointF(0.6, 0.7))
    quill.cubicTo(0.64, 0.4, 0.78, 0.16, 0.98, 0.02)
    crown = QPainterPath(QPointF(0.1, 0.82))
    crown.cubicTo(0.02, 0.36, 0.56, 0.2, 0.74, 0.5)
    crown.cubicTo(0.8, 0.6, 0.8, 0.72, 0.78, 0.82)
    crown.closeSubpath()
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(0.04, 0.76, 0.84, 0.2), 0.1, 0.1)
    return [
        (t.map(feather), "light"),
        (t.map(quill), "line"),
        (t.map(crown), "ink"),
        (t.map(brim), "gold"),
    ]


def _paint_emblem(
    painter: QPainter, rank: str, box: QRectF, colour: QColor, outline_width: float
) -> None:
    emblem = {"K": _crown, "Q": _tiara, "J": _cap}[rank](box)
    outline = QPen(colour, outline_width)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    outline.setCapStyle(Qt.PenCapStyle.RoundCap)
    fills: dict[_Finish, QBrush] = {
        "gold": QBrush(_GOLD),
        "light": QBrush(_tint(colour, 0.22)),
        "line": QBrush(Qt.BrushStyle.NoBrush),
    }
    for path, kind in emblem:
        if kind == "ink":
            painter.fillPath(path, colour)
            continue
        painter.setPen(outline)
        painter.setBrush(fills[kind])
        painter.drawPath(path)


def _tint(colour: QColor, amount: float) -> QColor:
    """``colour`` mixed into white; ``amount`` is how much of the colour remains."""
    return QColor(
        round(255 + (colour.red() - 255) * amount),
        round(255 + (colour.green() - 255) * amount),
        round(255 + (colour.blue() - 255) * amount),
    )


def _paint_court_half(
    painter: QPainter, panel: QRectF, rank: str, suit: str, colour: QColor
) -> None:
    """One half of a double-ended court card: emblem above a large letter, suit beside it."""
    pw, ph = panel.width(), panel.height()
    left, top = panel.left(), panel.top()
    emblem = QRectF(left + 0.14 * pw, top + 0.045 * ph, 0.72 * pw, 0.2 * ph)
    _paint_emblem(painter, rank, emblem, colour, max(0.8, 0.02 * pw))
    painter.setPen(colour)
    cap = 0.17 * ph
    _draw_text_fitted(
        painter,
        _rank_label(rank),
        _font(cap / 0.72, serif=True),
        left + 0.4 * pw,
        top + 0.275 * ph,
        cap,
        0.55 * pw,
    )
    size = 0.2 * pw
    centre = QPointF(left + 0.79 * pw, top + 0.37 * ph)
    _paint_pip(painter, suit, centre, size, colour)


def _paint_court(painter: QPainter, rect: QRectF, rank: str, suit: str, colour: QColor) -> None:
    """J, Q, K: a framed panel, double-ended like printed court cards."""
    width, height = rect.width(), rect.height()
    left, top, right, bottom = _COURT_PANEL
    panel = QRectF(
        rect.left() + left * width,
        rect.top() + top * height,
        (right - left) * width,
        (bottom - top) * height,
    )
    frame = max(1.0, 0.018 * width)
    painter.setPen(QPen(colour, frame))
    painter.setBrush(_tint(colour, 0.09))
    radius = 0.03 * width
    painter.drawRoundedRect(panel, radius, radius)
    inner = panel.adjusted(2.2 * frame, 2.2 * frame, -2.2 * frame, -2.2 * frame)
    painter.setPen(QPen(_tint(colour, 0.45), max(0.6, 0.006 * width)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    # The dividing line between the two halves.
    middle = panel.center().y()
    painter.drawLine(QPointF(inner.left(), middle), QPointF(inner.right(), middle))
    painter.save()
    painter.setClipRect(inner)
    _paint_court_half(painter, panel, rank, suit, colour)
    _rotated_half_turn(painter, panel)
    _paint_court_half(painter, panel, rank, suit, colour)
    painter.restore()


# --- public painters -------------------------------------------------------------------------


def paint_face(
    painter: QPainter, rect: QRectF, rank: str, suit: str, *, four_colour: bool = False
) -> None:
    """Paint the face of one card into ``rect`` (no shadow: see ``paint_shadow``).

    ``rank`` is one of ``A K Q J T 9 8 7 6 5 4 3 2`` (T is the ten) and ``suit`` one of
    ``C D H S``. Nothing is drawn outside ``rect`` and the painter's state is restored.
    """
    _check_rank(rank)
    _check_suit(suit)
    colour = suit_colour(suit, four_colour)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    _paint_blank(painter, rect)
    if rank == "A":
        _paint_ace(painter, rect, suit, colour)
    elif rank in ("K", "Q", "J"):
        _paint_court(painter, rect, rank, suit, colour)
    else:
        _paint_pips(painter, rect, rank, suit, colour)
    _paint_index(painter, rect, rank, suit, colour)
    _rotated_half_turn(painter, rect)
    _paint_index(painter, rect, rank, suit, colour)
    painter.restore()


# Backs drawn once at a size and kept, by (width, height in device pixels, ink): a back's
# lattice is over a hundred shapes, and a seven-player table shows dozens of backs.
_BACK_CACHE: dict[tuple[int, int, int], QPixmap] = {}
_BACK_CACHE_SIZE = 64


def paint_back(painter: QPainter, rect: QRectF, colour: QColor | None = None) -> None:
    """Paint the back of a card: a symmetric lattice in one colour inside a white border.

    The pattern is laid out from the card's centre so it reads the same upside down and mirrored,
    which is why a player cannot tell one back from another. It is drawn once per size and ink
    into a pixmap at the device's resolution (``_BACK_CACHE``) and copied from there.
    """
    ink = QColor(colour) if colour is not None else chosen_back_colour()
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12())
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    w = max(1, round(rect.width() * scale * ratio))
    h = max(1, round(rect.height() * scale * ratio))
    key = (w, h, ink.rgba())
    pixmap = _BACK_CACHE.get(key)
    if pixmap is None:
        if len(_BACK_CACHE) >= _BACK_CACHE_SIZE:
            _BACK_CACHE.clear()
        pixmap = QPixmap(w, h)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        _paint_back_shapes(p, QRectF(0, 0, w, h), ink)
        p.end()
        _BACK_CACHE[key] = pixmap
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
    painter.restore()


def _paint_back_shapes(painter: QPainter, rect: QRectF, ink: QColor) -> None:
    width = rect.width()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_blank(painter, rect)
    margin = 0.065 * width
    field = rect.adjusted(margin, margin, -margin, -margin)
    field_path = _rounded(field, 0.035 * width)
    painter.fillPath(field_path, ink)
    painter.setClipPath(field_path)

    light = _tint(ink, 0.45)
    centre = field.center()
    spacing = field.width() / 5
    reach = math.hypot(field.width(), field.height())
    count = math.ceil(reach / spacing) + 1
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(light, 0.02 * width))
    for k in range(-count, count + 1):
        d = k * spacing
        # Lines x - y = d and x + y = d through the centre give a diamond lattice.
        painter.drawLine(
            QPointF(centre.x() + d - reach, centre.y() - reach),
            QPointF(centre.x() + d + reach, centre.y() + reach),
        )
        painter.drawLine(
            QPointF(centre.x() + d - reach, centre.y() + reach),
            QPointF(centre.x() + d + reach, centre.y() - reach),
        )
    # A dot in the heart of every diamond of the main lattice.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(light)
    dot = 0.022 * width
    half_rows = math.ceil(field.height() / spacing) + 1
    half_cols = math.ceil(field.width() / spacing) + 1
    for row in range(-half_rows, half_rows + 1):
        for col in range(-half_cols, half_cols + 1):
            if (row + col) % 2:  # odd sums are the diamonds' centres, even ones the crossings
                point = QPointF(centre.x() + col * spacing / 2, centre.y() + row * spacing / 2)
                painter.drawEllipse(point, dot, dot)
    painter.setClipping(False)
    frame = field.adjusted(0.025 * width, 0.025 * width, -0.025 * width, -0.025 * width)
    painter.setPen(QPen(QColor(255, 255, 255, 200), 0.01 * width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, 0.025 * width, 0.025 * width)
    painter.restore()


__all__ = [
    "BACK_COLOURS",
    "CARD_ASPECT",
    "DEFAULT_BACK_COLOUR",
    "RANKS",
    "SUITS",
    "UnknownCardError",
    "back_colour",
    "chosen_back_colour",
    "paint_back",
    "paint_face",
    "paint_shadow",
    "set_back_colour",
    "shadow_margins",
    "suit_colour",
    "suit_path",
]
