"""The pitcher's panel for naming trump with the draw-back: one button per suit.

It is the bid panel's sibling (same frame and look, ``bid_panel.panel_style``), shown at once
and never animated, since the player must read it straight away. The panel names no rule: every
suit may be named, and what each would keep is counted by the engine's deck for the hint line.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from pitch_desktop.controller.words import suit_name
from pitch_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUITS
from pitch_desktop.ui.common.card_shapes import SUIT_SYMBOLS, suit_colour
from pitch_desktop.ui.table.keyed_panel import KeyedPanel

# The suits left to right as the hand shows them, colours alternating.
SUIT_BUTTON_ORDER = (SPADES, HEARTS, CLUBS, DIAMONDS)
# The keys that name each suit: the deck's own letters (C D H S), as the records write them.
SUIT_KEYS = {
    Qt.Key.Key_C: CLUBS,
    Qt.Key.Key_D: DIAMONDS,
    Qt.Key.Key_H: HEARTS,
    Qt.Key.Key_S: SPADES,
}


def kept_words(kept: Mapping[int, int]) -> str:
    """The panel's hint: how many trumps the hand would keep for each suit named, in the
    buttons' order ("Trumps you would keep: ♠ 3 · ♥ 1 · ♣ 4 · ♦ 1")."""
    counts = " · ".join(f"{SUIT_SYMBOLS[s]} {kept[s]}" for s in SUIT_BUTTON_ORDER if s in kept)
    return QCoreApplication.translate("NamePanel", "Trumps you would keep: {counts}").format(
        counts=counts
    )


class NamePanel(KeyedPanel):
    """Buttons for the pitcher naming trump. ``suit_chosen`` carries the suit (0..3, C D H S).

    Keys: the arrows move between the suits, Return or Space names the one in focus, and
    C, D, H, S name a suit at once.
    """

    suit_chosen = Signal(int)

    BUTTON_SHARE = (5.2, 2.4)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("NamePanel", parent, wrap_hint=True)
        self._four_colour = False
        for suit in SUIT_BUTTON_ORDER:
            button = QPushButton(self)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, s=suit: self.suit_chosen.emit(s))
            button.installEventFilter(self)  # the arrows go round the suits, not the window
            self.ring.watch(button)
            self._row.addWidget(button)
            self.buttons[suit] = button
        self._current = SUIT_BUTTON_ORDER[0]
        self._name_buttons()
        self.hide()

    def _name_buttons(self) -> None:
        """The suits' symbols and names in the ink of the cards, and their words for the ear."""
        for suit, button in self.buttons.items():
            name = suit_name(suit)
            button.setText(f"{SUIT_SYMBOLS[suit]} {name[:1].upper()}{name[1:]}")
            ink = suit_colour(SUITS[suit], self._four_colour).name()
            button.setStyleSheet(f"QPushButton {{ color: {ink}; }}")
            words = self.tr("Name {suit} trump").format(suit=name)
            button.setAccessibleName(words)
            button.setToolTip(self.tr("{words} (key {key})").format(words=words, key=SUITS[suit]))

    def set_four_colour(self, on: bool) -> None:
        """The buttons' inks follow the deck's: clubs green and diamonds blue in four colours."""
        if on != self._four_colour:
            self._four_colour = on
            self._name_buttons()

    def offer(self, title: str, hint: str) -> None:
        """Show the panel, every suit enabled (any suit may be named), the first in focus."""
        for button in self.buttons.values():
            button.setEnabled(True)
            self._set_hinted(button, False)
        self.setAccessibleName(title)
        self.setAccessibleDescription(hint)
        self._show_offer(title, hint)
        self._focus(SUIT_BUTTON_ORDER[0])

    def letter_choice(self, event: QKeyEvent) -> int | None:
        """A suit's letter names it."""
        key = event.key()
        return SUIT_KEYS[Qt.Key(key)] if key in SUIT_KEYS else None

    def focused_suit(self) -> int | None:
        """The suit Return would name (None while the panel is hidden)."""
        return self.focused()
