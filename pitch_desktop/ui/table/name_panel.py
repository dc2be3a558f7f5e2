"""The pitcher's panel for naming trump with the draw-back: one button per suit.

It is the bid panel's sibling (same frame and look, ``bid_panel.panel_style``), shown at once
and never animated, since the player must read it straight away. The panel names no rule: every
suit may be named, and what each would keep is counted by the engine's deck for the hint line.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from pitch_desktop.controller.words import suit_name
from pitch_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, SUITS
from pitch_desktop.ui.common.card_shapes import SUIT_SYMBOLS, suit_colour
from pitch_desktop.ui.table.bid_panel import ChoicePanel

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


class NamePanel(ChoicePanel):
    """Buttons for the pitcher naming trump. ``suit_chosen`` carries the suit (0..3, C D H S).

    Keys: the arrows move between the suits, Return or Space names the one in focus, and
    C, D, H, S name a suit at once.
    """

    suit_chosen = Signal(int)

    BUTTON_SHARE = (5.2, 2.4)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("NamePanel", parent, wrap_hint=True)
        self._four_colour = False
        self.buttons: dict[int, QPushButton] = {}
        for suit in SUIT_BUTTON_ORDER:
            button = QPushButton(self)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, s=suit: self.suit_chosen.emit(s))
            button.installEventFilter(self)  # the arrows go round the suits, not the window
            self.ring.watch(button)
            self._row.addWidget(button)
            self.buttons[suit] = button
        # The suit the keys act on: the button in focus, kept here as well, since the window
        # may not be the active one (the focus ring follows it all the same).
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

    def _all_buttons(self) -> list[QPushButton]:
        return list(self.buttons.values())

    def mark_hint(self, suit: int) -> QPushButton | None:
        """Outline the suit a hint advises and give it the focus; None when the panel is not
        shown."""
        button = self.buttons.get(suit)
        if button is None or not self.isVisible():
            return None
        for other in self.buttons.values():
            self._set_hinted(other, other is button)
        self._focus(suit)
        return button

    def choose(self, suit: int) -> bool:
        """Click the button of ``suit`` (its letter on the keyboard); false when not shown."""
        button = self.buttons.get(suit)
        if not self.isVisible() or button is None or not button.isEnabled():
            return False
        button.click()
        return True

    def focused_suit(self) -> int | None:
        """The suit Return would name (None while the panel is hidden)."""
        return self._current if self.isVisible() else None

    def _focus(self, suit: int) -> None:
        self._current = suit
        self.buttons[suit].setFocus()

    def move_focus(self, step: int) -> None:
        """The arrows: the focus goes to the next suit, round the row (its ring shown)."""
        self.ring.set_shown(True)
        order = list(SUIT_BUTTON_ORDER)
        self._focus(order[(order.index(self._current) + step) % len(order)])

    def takes_key(self, event: QKeyEvent) -> bool:
        """A suit's letter: it goes to the panel before any shortcut of the window's menus (H
        is also the hint's, C the claim's) while the panel is offered."""
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return self.isVisible() and plain and event.key() in SUIT_KEYS

    def handle_key(self, event: QKeyEvent) -> bool:
        """The panel's keys, wherever the keyboard focus is; true when one was used."""
        if not self.isVisible():
            return False
        key = event.key()
        if key in SUIT_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return self.choose(SUIT_KEYS[Qt.Key(key)])
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.move_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return self.choose(self._current)
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and self.takes_key(event)
        ):
            event.accept()  # the key comes as a key press, not as a menu's shortcut
            return True
        if event.type() == QEvent.Type.FocusIn:  # a click or Tab moved the focus
            suit = next((s for s, b in self.buttons.items() if b is watched), None)
            self._current = self._current if suit is None else suit
        if (
            event.type() == QEvent.Type.KeyPress
            and watched in self.buttons.values()
            and isinstance(event, QKeyEvent)
            and self.handle_key(event)
        ):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)
