"""Tests for the painted cards: every face and the back are rendered and their pixels inspected.

The checks look for ink where a player expects it (pips, corner indices, court panels) and for the
right colours, so a painter that draws nothing, the wrong suit colour or outside its card fails.
"""

from __future__ import annotations

import configparser
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from pitch_desktop.engine.cards import BIG_JOKER, DECK_SIZE, LITTLE_JOKER, Card, parse_card
from pitch_desktop.storage.settings import CardBack, TableColour
from pitch_desktop.ui.common.card_backs import paint_back, set_back_colour
from pitch_desktop.ui.common.card_faces import paint_card, paint_face, paint_joker
from pitch_desktop.ui.common.card_shapes import (
    RANKS,
    SUITS,
    UnknownCardError,
    joker_colour,
    paint_shadow,
    shadow_margins,
    star_path,
    suit_colour,
    suit_path,
)
from pitch_desktop.ui.common.felt import felt_colours

RESOURCES = Path(__file__).resolve().parents[3] / "resources"
WIDTH, HEIGHT = 120, 168
CARDS = [(rank, suit) for suit in SUITS for rank in RANKS]
RED_SUITS = ("D", "H")

RGB = tuple[int, int, int]
Region = tuple[float, float, float, float]  # left, top, right, bottom as fractions of the image

WHOLE: Region = (0.0, 0.0, 1.0, 1.0)
BODY: Region = (0.2, 0.12, 0.8, 0.88)  # between the corner indices: pips, ace, court panel
TOP_LEFT_INDEX: Region = (0.02, 0.015, 0.185, 0.23)
BOTTOM_RIGHT_INDEX: Region = (0.815, 0.77, 0.98, 0.985)


def is_ink(rgb: RGB) -> bool:
    """Printed ink, not paper: the white face, its light tints and the grey border don't count."""
    return min(rgb) < 120


def rgb_of(colour: QColor) -> RGB:
    return (colour.red(), colour.green(), colour.blue())


def is_red(rgb: RGB) -> bool:
    r, g, b = rgb
    return r > 150 and g < 90 and b < 100


def is_green(rgb: RGB) -> bool:
    r, g, b = rgb
    return g > 90 and g > r + 40 and g > b + 30


def is_blue(rgb: RGB) -> bool:
    r, g, b = rgb
    return b > 120 and b > r + 60 and b > g + 40


@dataclass(frozen=True)
class Pixels:
    """An image's pixels as RGB tuples, row by row, for counting."""

    width: int
    height: int
    rgb: tuple[RGB, ...]

    @classmethod
    def of(cls, image: QImage) -> Pixels:
        image = image.convertToFormat(QImage.Format.Format_RGB32)
        data = bytes(image.constBits())
        stride = image.bytesPerLine()
        # Format_RGB32 stores each pixel as the 32-bit value 0xffRRGGBB in native byte order.
        r_at, g_at, b_at = (2, 1, 0) if sys.byteorder == "little" else (1, 2, 3)
        rgb = tuple(
            (data[i + r_at], data[i + g_at], data[i + b_at])
            for y in range(image.height())
            for i in range(y * stride, y * stride + 4 * image.width(), 4)
        )
        return cls(image.width(), image.height(), rgb)

    def region(self, region: Region) -> Iterator[RGB]:
        left, top, right, bottom = region
        for y in range(round(top * self.height), round(bottom * self.height)):
            row = y * self.width
            for x in range(round(left * self.width), round(right * self.width)):
                yield self.rgb[row + x]

    def count(self, test: Callable[[RGB], bool], region: Region = WHOLE) -> int:
        return sum(1 for rgb in self.region(region) if test(rgb))

    def differing(self, other: Pixels, tolerance: int = 0) -> int:
        """How many pixels differ by more than ``tolerance`` in some channel."""
        return sum(
            1
            for a, b in zip(self.rgb, other.rgb, strict=True)
            if max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2])) > tolerance
        )


def render(
    draw: Callable[[QPainter, QRectF], None], width: int = WIDTH, height: int = HEIGHT
) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    draw(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


@cache
def face(rank: str, suit: str, four_colour: bool = False) -> Pixels:
    def draw(painter: QPainter, rect: QRectF) -> None:
        paint_face(painter, rect, rank, suit, four_colour=four_colour)

    return Pixels.of(render(draw))


@cache
def joker(card: Card, four_colour: bool = False) -> Pixels:
    def draw(painter: QPainter, rect: QRectF) -> None:
        paint_card(painter, rect, card, four_colour=four_colour)

    return Pixels.of(render(draw))


@cache
def back() -> Pixels:
    return Pixels.of(render(paint_back))


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Fonts need a running application."""


@pytest.fixture(autouse=True)
def _default_back() -> None:
    """The back's ink is the process's (``set_back_colour``): a window test earlier in the run
    may have chosen the red back in the Preferences, and these tests look at the blue one."""
    set_back_colour(CardBack.BLUE.value)


def card_id(card: tuple[str, str]) -> str:
    return "".join(card)


@pytest.mark.parametrize("card", CARDS, ids=card_id)
def test_every_face_has_ink_between_its_indices(card: tuple[str, str]) -> None:
    rank, suit = card
    # Even the 2, the barest face, has two pips of about 20 x 20 px here.
    assert face(rank, suit).count(is_ink, BODY) > 300


@pytest.mark.parametrize("card", CARDS, ids=card_id)
def test_red_suits_print_red_and_black_suits_print_no_red(card: tuple[str, str]) -> None:
    rank, suit = card
    pixels = face(rank, suit)
    if suit in RED_SUITS:
        assert pixels.count(is_red) > 300
    else:
        assert pixels.count(is_red) == 0
        assert pixels.count(is_ink, BODY) > 300
    assert pixels.count(is_green) == 0
    assert pixels.count(is_blue) == 0


@pytest.mark.parametrize("rank", RANKS)
def test_four_colour_deck_makes_clubs_green_and_diamonds_blue(rank: str) -> None:
    clubs, diamonds = face(rank, "C", True), face(rank, "D", True)
    assert clubs.count(is_green) > 300
    assert clubs.count(is_red) == 0
    assert diamonds.count(is_blue) > 300
    assert diamonds.count(is_red) == 0
    # Hearts and spades keep their colours.
    assert face(rank, "H", True).count(is_red) > 300
    spades = face(rank, "S", True)
    assert spades.count(is_red) + spades.count(is_green) + spades.count(is_blue) == 0


@pytest.mark.parametrize("suit", SUITS)
def test_the_ten_carries_more_ink_than_the_two(suit: str) -> None:
    assert face("T", suit).count(is_ink, BODY) > 2.5 * face("2", suit).count(is_ink, BODY)


@pytest.mark.parametrize("suit", SUITS)
def test_pips_grow_with_the_rank(suit: str) -> None:
    ink = [face(rank, suit).count(is_ink, BODY) for rank in "23456789T"]
    assert ink == sorted(ink)


@pytest.mark.parametrize("card", CARDS, ids=card_id)
def test_both_corners_carry_the_index(card: tuple[str, str]) -> None:
    rank, suit = card
    pixels = face(rank, suit)
    for corner in (TOP_LEFT_INDEX, BOTTOM_RIGHT_INDEX):
        assert pixels.count(is_ink, corner) > 60
        if suit in RED_SUITS:
            assert pixels.count(is_red, corner) > 40
    # The other two corners stay bare.
    assert pixels.count(is_ink, (0.84, 0.015, 0.98, 0.07)) == 0
    assert pixels.count(is_ink, (0.02, 0.93, 0.16, 0.985)) == 0


@pytest.mark.parametrize("suit", SUITS)
def test_every_rank_has_its_own_index(suit: str) -> None:
    corners = {tuple(face(rank, suit).region(TOP_LEFT_INDEX)) for rank in RANKS}
    assert len(corners) == len(RANKS)


@pytest.mark.parametrize("rank", RANKS)
def test_every_suit_has_its_own_index(rank: str) -> None:
    corners = {tuple(face(rank, suit).region(TOP_LEFT_INDEX)) for suit in SUITS}
    assert len(corners) == len(SUITS)


def test_court_cards_differ_from_one_another() -> None:
    for suit in SUITS:
        king, queen, jack = (face(rank, suit) for rank in "KQJ")
        for a, b in ((king, queen), (king, jack), (queen, jack)):
            assert a.differing(b) > 400


def test_the_back_is_patterned_and_unlike_any_face() -> None:
    pixels = back()
    assert pixels.count(is_ink, BODY) > 0.5 * WIDTH * HEIGHT * 0.6 * 0.76
    assert pixels.count(is_red) == 0
    for rank, suit in CARDS:
        assert pixels.differing(face(rank, suit)) > WIDTH * HEIGHT // 4


def test_the_back_takes_its_colour() -> None:
    def red_back(painter: QPainter, rect: QRectF) -> None:
        paint_back(painter, rect, QColor(170, 20, 30))

    red = Pixels.of(render(red_back))
    assert red.count(is_red, BODY) > 1000
    assert red.differing(back()) > WIDTH * HEIGHT // 4


def test_the_back_is_symmetric() -> None:
    image = render(paint_back)
    turned = image.transformed(QTransform().rotate(180))
    mirrored = image.transformed(QTransform().scale(-1, 1))
    original = Pixels.of(image)
    # Antialiasing may shade an edge pixel a little differently; the pattern itself must match.
    assert original.differing(Pixels.of(turned), tolerance=24) < 20
    assert original.differing(Pixels.of(mirrored), tolerance=24) < 20


def test_a_face_draws_nothing_outside_its_rect() -> None:
    marker = QColor(0, 255, 0)
    image = QImage(200, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(marker)
    painter = QPainter(image)
    paint_face(painter, QRectF(40, 46, WIDTH, HEIGHT), "T", "H")
    painter.end()
    pixels = Pixels.of(image)
    outside = (
        (0.0, 0.0, 1.0, 46 / 260),
        (0.0, (46 + HEIGHT) / 260, 1.0, 1.0),
        (0.0, 0.0, 40 / 200, 1.0),
        ((40 + WIDTH) / 200, 0.0, 1.0, 1.0),
    )
    for region in outside:
        assert all(rgb == (0, 255, 0) for rgb in pixels.region(region))
    assert pixels.count(lambda rgb: rgb == (0, 255, 0), (0.3, 0.3, 0.7, 0.7)) == 0


def test_the_shadow_stays_within_its_margins() -> None:
    rect = QRectF(40, 40, WIDTH, HEIGHT)
    outer = rect.marginsAdded(shadow_margins(rect))
    image = QImage(200, 260, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    paint_shadow(painter, rect)
    painter.end()
    pixels = Pixels.of(image)
    shaded = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if pixels.rgb[y * image.width() + x] != (255, 255, 255)
    ]
    assert len(shaded) > 1000
    assert all(outer.adjusted(-1, -1, 1, 1).contains(QPointF(x, y)) for x, y in shaded)


def test_painting_leaves_the_painter_as_it_was() -> None:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        painter.setPen(QColor(1, 2, 3))
        painter.setBrush(QColor(4, 5, 6))
        for rank in ("A", "K", "T"):
            paint_face(painter, QRectF(0, 0, WIDTH, HEIGHT), rank, "S")
        paint_back(painter, QRectF(0, 0, WIDTH, HEIGHT))
        paint_shadow(painter, QRectF(0, 0, WIDTH, HEIGHT))
        transform, pen, brush = painter.transform(), painter.pen(), painter.brush()
        clipped = painter.hasClipping()
    finally:
        painter.end()
    assert transform.isIdentity()
    assert pen.color() == QColor(1, 2, 3)
    assert brush.color() == QColor(4, 5, 6)
    assert not clipped


@pytest.mark.parametrize("height", [90, 400])
def test_cards_scale_with_their_rect(height: int) -> None:
    width = round(height / 1.4)
    for rank, suit in (("T", "S"), ("K", "H"), ("A", "D")):

        def draw(painter: QPainter, rect: QRectF, rank: str = rank, suit: str = suit) -> None:
            paint_face(painter, rect, rank, suit)

        pixels = Pixels.of(render(draw, width, height))
        share = pixels.count(is_ink, BODY) / (width * height)
        reference = face(rank, suit).count(is_ink, BODY) / (WIDTH * HEIGHT)
        assert share == pytest.approx(reference, rel=0.25)
        assert pixels.count(is_ink, TOP_LEFT_INDEX) > 0


@pytest.mark.parametrize(("rank", "suit"), [("1", "S"), ("10", "H"), ("A", "X"), ("a", "s")])
def test_unknown_cards_are_refused(rank: str, suit: str) -> None:
    image = QImage(10, 14, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(UnknownCardError):
            paint_face(painter, QRectF(0, 0, 10, 14), rank, suit)
    finally:
        painter.end()


def test_suit_colours() -> None:
    assert is_red(rgb_of(suit_colour("H", False)))
    assert is_red(rgb_of(suit_colour("D", False)))
    assert max(rgb_of(suit_colour("S", False))) < 60
    assert max(rgb_of(suit_colour("C", False))) < 60
    assert is_green(rgb_of(suit_colour("C", True)))
    assert is_blue(rgb_of(suit_colour("D", True)))
    assert rgb_of(suit_colour("H", True)) == rgb_of(suit_colour("H", False))
    with pytest.raises(UnknownCardError):
        suit_colour("Z", False)


def test_suit_paths_fill_their_rect_and_differ() -> None:
    rect = QRectF(10, 20, 40, 40)
    masks = set()
    for suit in SUITS:
        path = suit_path(suit, rect)
        bounds = path.boundingRect()
        assert rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(bounds)
        assert bounds.height() > 0.9 * rect.height()
        assert bounds.width() > 0.7 * rect.width()
        assert path.contains(rect.center())
        mask = tuple(
            path.contains(QPointF(rect.left() + (x + 0.5) * 4, rect.top() + (y + 0.5) * 4))
            for y in range(10)
            for x in range(10)
        )
        masks.add(mask)
    assert len(masks) == len(SUITS)


def test_suit_path_keeps_its_proportions_in_a_wide_rect() -> None:
    bounds = suit_path("H", QRectF(0, 0, 100, 20)).boundingRect()
    assert bounds.width() <= 21
    assert bounds.center().x() == pytest.approx(50, abs=1)


def test_the_icon_is_a_valid_svg() -> None:
    icon = RESOURCES / "icon.svg"
    root = ET.parse(icon).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    renderer = QSvgRenderer(str(icon))
    assert renderer.isValid()
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert image.pixelColor(32, 32).alpha() == 255
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corner of the tile


class _CaseSensitiveParser(configparser.ConfigParser):
    def optionxform(self, optionstr: str) -> str:
        return optionstr


def test_the_desktop_entry_names_the_game() -> None:
    parser = _CaseSensitiveParser(interpolation=None)
    parser.read(RESOURCES / "pitch-desktop.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Pitch"
    assert entry["Exec"] == "pitch-desktop %u"  # %u: a clicked pitch:// invite link
    assert entry["MimeType"] == "x-scheme-handler/pitch;"
    assert entry["Icon"] == "pitch-desktop"
    assert entry["Terminal"] == "false"
    assert {"Game", "CardGame"} <= set(entry["Categories"].rstrip(";").split(";"))


def test_a_back_from_the_cache_is_the_back_drawn_shape_by_shape() -> None:
    from pitch_desktop.ui.common import card_backs

    ink = card_backs.chosen_back_colour()
    direct = Pixels.of(render(lambda p, r: card_backs._paint_back_shapes(p, r, ink)))
    assert Pixels.of(render(paint_back)).differing(direct, tolerance=24) < 20
    # Under a painter scaled twice, the back is drawn at the size it covers on the device:
    # sharp, not a small one stretched.
    card_backs._BACK_CACHE.clear()

    def scaled(painter: QPainter, rect: QRectF) -> None:
        painter.scale(2, 2)
        paint_back(painter, QRectF(0, 0, rect.width() / 2, rect.height() / 2))

    assert Pixels.of(render(scaled)).differing(direct, tolerance=24) < 20
    assert list(card_backs._BACK_CACHE) == [(WIDTH, HEIGHT, ink.rgba())]


# --- jokers ----------------------------------------------------------------------------------

JOKERS = (BIG_JOKER, LITTLE_JOKER)
# The index strip down a joker's left edge: "JOKER" and a star, all a fanned hand shows of it.
JOKER_STRIP: Region = (0.02, 0.015, 0.185, 0.62)
JOKER_STRIP_TURNED: Region = (0.815, 0.38, 0.98, 0.985)
JOKER_STAR_HEART: Region = (0.085, 0.54, 0.105, 0.56)  # the middle of the star under the word
FAN_STRIP: Region = (0.0, 0.0, 0.25, 1.0)  # what a tightly fanned card shows of itself
# The deck styles a card is shown in: the four-colour option, and the high-contrast table (a
# near-black cloth; the cards themselves are drawn as on any cloth).
STYLES: dict[str, tuple[bool, QColor]] = {
    "normal": (False, felt_colours(TableColour.GREEN)[0]),
    "four-colour": (True, felt_colours(TableColour.GREEN)[0]),
    "high-contrast": (False, felt_colours(TableColour.CONTRAST)[1]),
}


def joker_id(card: Card) -> str:
    return "big" if card == BIG_JOKER else "little"


def is_gold(rgb: RGB) -> bool:
    r, g, b = rgb
    return r > 180 and 130 < g < 210 and b < 110


def is_coloured(rgb: RGB) -> bool:
    return max(rgb) - min(rgb) > 40


def ink_mask(pixels: Pixels, region: Region) -> tuple[bool, ...]:
    """Where the ink lies, whatever its colour: what a player who cannot tell red from black
    still sees."""
    return tuple(is_ink(rgb) for rgb in pixels.region(region))


@pytest.mark.parametrize("style", list(STYLES))
@pytest.mark.parametrize("height", [14, 36, 54, 90, 168, 400, 700])
@pytest.mark.parametrize("card", JOKERS, ids=joker_id)
def test_jokers_paint_at_every_size_in_every_style(card: Card, height: int, style: str) -> None:
    four_colour, cloth = STYLES[style]
    width = round(height / 1.4)
    margin = 12
    image = QImage(width + 2 * margin, height + 2 * margin, QImage.Format.Format_RGB32)
    image.fill(cloth)
    painter = QPainter(image)
    paint_card(painter, QRectF(margin, margin, width, height), card, four_colour=four_colour)
    painter.end()
    pixels = Pixels.of(image)
    w, h = image.width(), image.height()
    cloth_rgb = rgb_of(cloth)
    # The cloth around the card is untouched; the card itself is white paper with ink on it.
    outside = (
        (0.0, 0.0, 1.0, margin / h),
        (0.0, (margin + height) / h, 1.0, 1.0),
        (0.0, 0.0, margin / w, 1.0),
        ((margin + width) / w, 0.0, 1.0, 1.0),
    )
    # (the antialiased rounded corners of a card whose width is not a whole number of pixels
    # may shade the cloth next to them by a level or two, as they do for every card)
    for region in outside:
        assert all(
            max(abs(a - b) for a, b in zip(rgb, cloth_rgb, strict=True)) <= 8
            for rgb in pixels.region(region)
        )
    inside = Pixels.of(image.copy(margin, margin, width, height))
    # Inside, the card is paper with ink on it: no cloth shows through but at the corners.
    assert inside.count(lambda rgb: rgb == cloth_rgb) <= 4 * max(2, 0.06 * width) ** 2
    if height >= 36:
        area = width * height
        assert inside.count(is_ink, BODY) > 0.05 * area
        assert inside.count(is_ink, JOKER_STRIP) > 0.008 * area
        assert inside.count(is_ink, JOKER_STRIP_TURNED) > 0.008 * area


@pytest.mark.parametrize("card", JOKERS, ids=joker_id)
def test_a_joker_scales_with_its_rect(card: Card) -> None:
    reference = joker(card).count(is_ink, BODY) / (WIDTH * HEIGHT)
    for height in (90, 400):
        width = round(height / 1.4)

        def draw(painter: QPainter, rect: QRectF) -> None:
            paint_card(painter, rect, card)

        share = Pixels.of(render(draw, width, height)).count(is_ink, BODY) / (width * height)
        assert share == pytest.approx(reference, rel=0.25)


def test_the_two_jokers_differ_at_a_glance() -> None:
    big, little = joker(BIG_JOKER), joker(LITTLE_JOKER)
    assert big.differing(little, tolerance=24) > WIDTH * HEIGHT // 6
    # Not only in colour: the ink lies elsewhere too (the little joker's star is hollow).
    assert sum(a != b for a, b in zip(ink_mask(big, BODY), ink_mask(little, BODY), strict=True))
    assert big.count(is_ink, BODY) > 1.3 * little.count(is_ink, BODY)


@pytest.mark.parametrize("card", JOKERS, ids=joker_id)
def test_a_joker_is_unlike_every_suit_card(card: Card) -> None:
    pixels = joker(card)
    for rank, suit in CARDS:
        assert pixels.differing(face(rank, suit), tolerance=24) > WIDTH * HEIGHT // 5
        # Even the strip a fanned hand shows of it.
        strip = face(rank, suit)
        assert (
            sum(
                a != b
                for a, b in zip(pixels.region(FAN_STRIP), strip.region(FAN_STRIP), strict=True)
            )
            > 0.1 * WIDTH * HEIGHT * 0.25
        )


def test_the_corner_index_tells_the_jokers_apart() -> None:
    big, little = joker(BIG_JOKER), joker(LITTLE_JOKER)
    for region in (TOP_LEFT_INDEX, JOKER_STRIP, JOKER_STRIP_TURNED):
        assert tuple(big.region(region)) != tuple(little.region(region))
    # The big joker's index is red, the little joker's black.
    assert big.count(is_red, JOKER_STRIP) > 0.8 * big.count(is_ink, JOKER_STRIP)
    assert little.count(is_red, JOKER_STRIP) == 0
    assert little.count(is_ink, JOKER_STRIP) > 300
    # And in shape: the same word, but a solid star under it against a hollow one.
    assert ink_mask(big, JOKER_STRIP) != ink_mask(little, JOKER_STRIP)
    assert all(ink_mask(big, JOKER_STAR_HEART))
    assert not any(ink_mask(little, JOKER_STAR_HEART))


def test_the_index_of_a_joker_runs_down_its_strip() -> None:
    """ "JOKER" reaches well below where a suit card's index ends, so a fan shows all of it."""
    for card in JOKERS:
        pixels = joker(card)
        for top in (0.23, 0.35, 0.47):
            assert pixels.count(is_ink, (0.02, top, 0.185, top + 0.12)) > 40
        # The corners without an index stay bare, as on the other cards.
        assert pixels.count(is_ink, (0.84, 0.015, 0.98, 0.07)) == 0
        assert pixels.count(is_ink, (0.02, 0.93, 0.16, 0.985)) == 0


def test_the_big_joker_is_in_full_colour_and_the_little_in_one_ink() -> None:
    big, little = joker(BIG_JOKER), joker(LITTLE_JOKER)
    assert big.count(is_red) > 600
    assert big.count(is_gold) > 600
    assert big.count(is_blue) > 100
    assert little.count(is_coloured) == 0
    assert little.count(is_ink, BODY) > 1000
    assert is_red(rgb_of(joker_colour(True)))
    assert max(rgb_of(joker_colour(False))) < 60


@pytest.mark.parametrize("card", JOKERS, ids=joker_id)
def test_the_four_colour_deck_keeps_the_jokers(card: Card) -> None:
    """A joker has no suit, so the four-colour deck prints it as the normal one."""
    assert joker(card, True).differing(joker(card, False)) == 0


def test_the_joker_painter_and_the_card_painter_agree() -> None:
    for card, big in ((BIG_JOKER, True), (LITTLE_JOKER, False)):

        def draw(painter: QPainter, rect: QRectF, big: bool = big) -> None:
            paint_joker(painter, rect, big)

        assert Pixels.of(render(draw)).differing(joker(card)) == 0
    for text in ("AS", "TD", "2C", "QH", "JC"):
        card = parse_card(text)
        for four_colour in (False, True):
            rank, suit = text[0], text[1]
            assert joker(card, four_colour).differing(face(rank, suit, four_colour)) == 0


@pytest.mark.parametrize("card", [-1, DECK_SIZE + 2, 99])
def test_cards_beyond_the_deck_and_its_jokers_are_refused(card: Card) -> None:
    image = QImage(10, 14, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(UnknownCardError):
            paint_card(painter, QRectF(0, 0, 10, 14), card)
    finally:
        painter.end()


def test_painting_a_joker_leaves_the_painter_as_it_was() -> None:
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        painter.setPen(QColor(1, 2, 3))
        painter.setBrush(QColor(4, 5, 6))
        for card in JOKERS:
            paint_card(painter, QRectF(0, 0, WIDTH, HEIGHT), card)
        transform, pen, brush = painter.transform(), painter.pen(), painter.brush()
        clipped = painter.hasClipping()
    finally:
        painter.end()
    assert transform.isIdentity()
    assert pen.color() == QColor(1, 2, 3)
    assert brush.color() == QColor(4, 5, 6)
    assert not clipped


def test_the_star_fills_its_rect() -> None:
    rect = QRectF(10, 20, 40, 60)
    bounds = star_path(rect).boundingRect()
    assert rect.adjusted(-0.01, -0.01, 0.01, 0.01).contains(bounds)
    assert bounds.width() == pytest.approx(40, abs=0.1)
    assert bounds.height() > 0.9 * 40
    assert bounds.center().x() == pytest.approx(30, abs=0.1)
    assert bounds.center().y() == pytest.approx(50, abs=0.1)
    assert star_path(rect).contains(rect.center())
