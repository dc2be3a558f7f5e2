"""Painted card backs: the inks the preferences offer, the one chosen, and the lattice drawn once
per size and ink and copied from a small cache.
"""

from __future__ import annotations

import math
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from pitch_desktop.ui.common.card_shapes import _paint_blank, _rounded, _tint

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
