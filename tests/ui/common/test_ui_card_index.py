"""A card's corner index: the rank's letter and the suit under it never meet, so a jack's J
(whose hook descends below the line) reads as a J, not as a hairline on the suit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from pitch_desktop.ui.common.card_faces import paint_face


def _inked_rows(image: QImage, right: int, bottom: int) -> list[bool]:
    """Per row of the index column (inside the card's edge, left of ``right``, from a little
    below its top to ``bottom``), whether anything dark is drawn."""
    return [
        any(QColor(image.pixel(x, y)).lightness() < 160 for x in range(2, right))
        for y in range(3, bottom)
    ]


@pytest.mark.parametrize("rank", ["J", "Q", "K", "A", "T", "7"])
@pytest.mark.parametrize("height", [90, 132, 200])
def test_ui_the_rank_and_the_suit_of_an_index_never_meet(
    qtbot: QtBot, rank: str, height: int
) -> None:
    width = height / 1.4
    image = QImage(round(width), height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_face(painter, QRectF(0, 0, width, height), rank, "S")
    painter.end()
    rows = _inked_rows(image, round(width * 0.17), height // 3)
    top = rows.index(True)  # the rank's top
    gap = rows.index(False, top)  # below the rank (its hook or tail too), paper
    assert True in rows[gap:], (rank, height)  # then the suit
    suit = rows.index(True, gap)
    # The rank is as tall as a capital at least: its descender did not run into the suit.
    assert gap - top >= 0.09 * height * 0.75, (rank, height, top, gap, suit)
    assert suit - top < 0.09 * height * 1.6, (rank, height, top, gap, suit)
