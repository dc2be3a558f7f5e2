"""Painted card faces: the corner indexes, the pips, the aces, the court cards and the two
jokers, drawn with QPainter, no image files.

Every font is sized in pixels relative to the card's height, so a face stays legible in a 90 px
hand and crisp at 400 px; the suit symbols, inks and the blank card come from ``card_shapes``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Literal

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QTransform,
)

from pitch_desktop.controller.words import card_name
from pitch_desktop.engine import cards
from pitch_desktop.ui.common.card_shapes import (
    _BLACK,
    _BLUE,
    _GOLD,
    _RED,
    CARD_ASPECT,
    SUIT_SYMBOLS,
    UnknownCardError,
    _check_rank,
    _check_suit,
    _paint_blank,
    _tint,
    joker_colour,
    star_path,
    suit_colour,
    suit_path,
)

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


def rank_label(rank: str) -> str:
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
    *,
    below_ink: bool = True,
) -> float:
    """Draw ``text`` with capitals ``cap_height`` tall from ``top``, centred on ``centre_x``.

    Fonts differ in their proportions, so the text is scaled to the wanted cap height (and squeezed
    sideways if it would be wider than ``max_width``) instead of trusting the nominal pixel size.
    Returns the y of the lowest ink (``below_ink``): the baseline, or below it where a letter
    descends (the hook of a J, the tail of a Q), so that what is drawn under the text never meets
    it; else the baseline.
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
    return baseline + max(0.0, bounds.bottom()) * scale if below_ink else baseline


def _paint_index(painter: QPainter, rect: QRectF, rank: str, suit: str, colour: QColor) -> None:
    """The top-left corner index: rank above suit, readable when only the left strip shows."""
    width, height = rect.width(), rect.height()
    centre_x = rect.left() + _INDEX_CENTRE_X * width
    cap = _INDEX_RANK_CAP * height
    painter.setPen(colour)
    baseline = _draw_text_fitted(
        painter,
        rank_label(rank),
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
        rank_label(rank),
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


# --- jokers ---------------------------------------------------------------------------------

# The word printed down a joker's index strip. Not translated: decks print it the same in every
# language, as the suits' symbols (and it is drawn letter by letter, one under the other).
_JOKER_WORD: Final = "JOKER"
_JOKER_CAP: Final = 0.08  # of the height: cap height of each letter of the word
_JOKER_GAP: Final = 0.011  # of the height, between the letters
_JOKER_STAR: Final = 0.1  # of the height: the star under the word, solid or hollow


def _paint_joker_index(painter: QPainter, rect: QRectF, big: bool) -> None:
    """The top-left corner of a joker: "JOKER" running down the strip, a star under it.

    The big joker's index is red with a solid star, the little joker's black with a hollow one,
    so the two differ in shape as well as in colour.
    """
    width, height = rect.width(), rect.height()
    ink = joker_colour(big)
    centre_x = rect.left() + _INDEX_CENTRE_X * width
    cap = _JOKER_CAP * height
    font = _font(cap / 0.72)
    top = rect.top() + _INDEX_TOP * height
    painter.setPen(ink)
    for letter in _JOKER_WORD:
        top = _draw_text_fitted(
            painter, letter, font, centre_x, top, cap, _INDEX_MAX_WIDTH * width, below_ink=False
        ) + (_JOKER_GAP * height)
    size = min(_JOKER_STAR * height, 0.17 * width)
    room = QRectF(centre_x - size / 2, top + 0.004 * height, size, size)
    if big:
        painter.fillPath(star_path(room), ink)
    else:
        # The outline is drawn round a smaller star, so the hollow star is as big as the solid.
        stroke = max(1.0, 0.12 * size)
        pen = QPen(ink, stroke)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        inset = 0.6 * stroke
        painter.strokePath(star_path(room.adjusted(inset, inset, -inset, -inset)), pen)


def _jester_cap(box: QRectF) -> list[QPainterPath]:
    """A jester's cap and bells in ``box``, in painting order: the two side horns flopping
    outward and down, the middle horn in front of them, the band, and the three bells at the
    horns' tips."""
    t = _emblem_transform(box)
    middle = QPainterPath(QPointF(0.3, 0.8))
    middle.cubicTo(0.3, 0.5, 0.4, 0.24, 0.5, 0.1)
    middle.cubicTo(0.6, 0.24, 0.7, 0.5, 0.7, 0.8)
    middle.closeSubpath()
    left = QPainterPath(QPointF(0.5, 0.78))
    left.cubicTo(0.44, 0.36, 0.3, 0.16, 0.16, 0.18)
    left.cubicTo(0.06, 0.2, 0.02, 0.36, 0.05, 0.58)
    left.cubicTo(0.12, 0.46, 0.2, 0.42, 0.25, 0.5)
    left.cubicTo(0.28, 0.58, 0.26, 0.7, 0.22, 0.82)
    left.closeSubpath()
    right = QTransform(-1, 0, 0, 1, 1, 0).map(left)
    band = QPainterPath(QPointF(0.14, 0.74))
    band.quadTo(0.5, 0.64, 0.86, 0.74)
    band.lineTo(0.86, 0.94)
    band.quadTo(0.5, 0.84, 0.14, 0.94)
    band.closeSubpath()
    bells = [_dots(box, [(x, y)], 0.075) for x, y in ((0.05, 0.64), (0.95, 0.64), (0.5, 0.08))]
    return [t.map(left), t.map(right), t.map(middle), t.map(band), *bells]


def _paint_joker_body(painter: QPainter, rect: QRectF, big: bool) -> None:
    """A large star wearing a jester's cap and bells, between the index strips.

    The big joker's in full colour (a gold star, red and blue horns, gold bells), the little
    joker's in black on white (black horns, a hollow star), as printed decks have them.
    """
    width, height = rect.width(), rect.height()
    ink = joker_colour(big)
    size = 0.5 * width
    centre = QPointF(rect.left() + 0.5 * width, rect.top() + 0.625 * height)
    star = star_path(QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size))
    star_pen = QPen(ink, max(1.0, 0.03 * width))
    star_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(star_pen)
    painter.setBrush(_GOLD if big else _tint(_BLACK, 0.1))
    painter.drawPath(star)
    # The cap's band sits on the star's top point.
    cap = QRectF(
        rect.left() + 0.22 * width, rect.top() + 0.185 * height, 0.56 * width, 0.29 * height
    )
    dark = QColor(_BLACK)
    light = _tint(_BLACK, 0.1)
    # Fills of the side horns, the middle horn, the band and the bells.
    if big:
        side, middle, band, bell = _RED, _BLUE, _GOLD, _GOLD
    else:
        side, middle, band, bell = dark, light, dark, light
    outline = QPen(dark, max(0.8, 0.016 * width))
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(outline)
    for path, fill in zip(
        _jester_cap(cap), (side, side, middle, band, bell, bell, bell), strict=True
    ):
        painter.setBrush(fill)
        painter.drawPath(path)


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


def paint_joker(painter: QPainter, rect: QRectF, big: bool) -> None:
    """Paint the big (``big=True``) or the little joker into ``rect``, as ``paint_face`` does
    a suit card: the same in the four-colour deck, nothing outside ``rect``, the painter's
    state restored."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    _paint_blank(painter, rect)
    _paint_joker_body(painter, rect, big)
    _paint_joker_index(painter, rect, big)
    _rotated_half_turn(painter, rect)
    _paint_joker_index(painter, rect, big)
    painter.restore()


def paint_card(
    painter: QPainter, rect: QRectF, card: cards.Card, *, four_colour: bool = False
) -> None:
    """Paint the face of an engine card (0..51, ``cards.BIG_JOKER`` or ``cards.LITTLE_JOKER``)
    into ``rect``: ``paint_face`` for a suit card, ``paint_joker`` for a joker."""
    if card in cards.JOKERS:
        paint_joker(painter, rect, card == cards.BIG_JOKER)
    elif 0 <= card < cards.DECK_SIZE:
        rank = cards.RANKS[cards.rank_of(card)]
        suit = cards.SUITS[cards.suit_of(card)]
        paint_face(painter, rect, rank, suit, four_colour=four_colour)
    else:
        raise UnknownCardError(f"unknown card {card!r}: expected 0..{cards.MAX_DECK_SIZE - 1}")


def card_label(card: cards.Card) -> str:
    """A card as plain text: rank and suit symbol ("10♥", "Q♠"), the court letters as the faces
    print them in the player's language (a Hungarian queen is "D"), a joker in words."""
    if cards.is_joker(card):
        return card_name(card)
    return rank_label(cards.RANKS[cards.rank_of(card)]) + SUIT_SYMBOLS[cards.suit_of(card)]


def card_ink(card: cards.Card, four_colour: bool = False) -> QColor:
    """The ink a card's label is written in: its suit's, or the joker's."""
    if cards.is_joker(card):
        return joker_colour(card == cards.BIG_JOKER)
    return suit_colour(cards.SUITS[cards.suit_of(card)], four_colour)
