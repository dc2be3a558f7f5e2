"""A panel of choices the keyboard drives: the panel naming trump and the call panel.

The arrows go round the buttons, Return, Enter or Space chooses the one in focus, and each
panel's own letters (a suit's, a rank's) choose at once. Those letters are the panel's while it
is offered, before any menu shortcut on the same key (H is also the hint's, K the cards
played's): the window's view and the buttons accept the shortcut's override for them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from pitch_desktop.ui.table.bid_panel import ChoicePanel

_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down)
_CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def _plain(event: QKeyEvent) -> bool:
    return not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier


class KeyedPanel(ChoicePanel):
    """Buttons by choice (``buttons``, in their order on screen), one of them in focus.

    ``letter_choice`` says which choice a key's letter makes (None: no letter of this panel).
    """

    def __init__(self, name: str, parent: QWidget | None, *, wrap_hint: bool = False) -> None:
        super().__init__(name, parent, wrap_hint=wrap_hint)
        self.buttons: dict[int, QPushButton] = {}
        # The choice the keys act on: the button in focus, kept here as well, since the window
        # may not be the active one (the focus ring follows it all the same).
        self._current: int | None = None

    def letter_choice(self, event: QKeyEvent) -> int | None:
        raise NotImplementedError

    def _all_buttons(self) -> list[QPushButton]:
        return list(self.buttons.values())

    def mark_hint(self, choice: int) -> QPushButton | None:
        """Outline the choice a hint advises and give it the focus; None when it is not
        offered."""
        button = self.buttons.get(choice)
        if button is None or not self.isVisible():
            return None
        for other in self.buttons.values():
            self._set_hinted(other, other is button)
        self._focus(choice)
        return button

    def choose(self, choice: int) -> bool:
        """Click the button of ``choice``; false when it is not offered."""
        button = self.buttons.get(choice)
        if not self.isVisible() or button is None or not button.isEnabled():
            return False
        button.click()
        return True

    def focused(self) -> int | None:
        """The choice Return would make (None while the panel is hidden)."""
        return self._current if self.isVisible() else None

    def _focus(self, choice: int) -> None:
        self._current = choice
        self.buttons[choice].setFocus()

    def move_focus(self, step: int) -> None:
        """The arrows: the focus goes to the next choice, round the buttons (its ring shown)."""
        order = list(self.buttons)
        if not order:
            return
        self.ring.set_shown(True)
        at = order.index(self._current) if self._current in order else 0
        self._focus(order[(at + step) % len(order)])

    def takes_key(self, event: QKeyEvent) -> bool:
        """A letter of this panel, while it is offered: the panel's before any shortcut."""
        return self.isVisible() and _plain(event) and self.letter_choice(event) is not None

    def handle_key(self, event: QKeyEvent) -> bool:
        """The panel's keys, wherever the keyboard focus is; true when one was used."""
        if not self.isVisible():
            return False
        choice = self.letter_choice(event) if _plain(event) else None
        if choice is not None:
            return self.choose(choice)
        key = event.key()
        if key in _ARROWS:
            self.move_focus(-1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1)
            return True
        if key in _CHOOSE and self._current is not None:
            return self.choose(self._current)
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(event, QKeyEvent):
            if event.type() == QEvent.Type.FocusIn:  # a click or Tab moved the focus
                self._focus_moved(watched)
            return super().eventFilter(watched, event)
        if event.type() == QEvent.Type.ShortcutOverride and self.takes_key(event):
            event.accept()  # the key comes as a key press, not as a menu's shortcut
            return True
        pressed = event.type() == QEvent.Type.KeyPress and watched in self.buttons.values()
        if pressed and self.handle_key(event):
            return True
        return super().eventFilter(watched, event)

    def _focus_moved(self, watched: QObject) -> None:
        choice = next((c for c, b in self.buttons.items() if b is watched), None)
        self._current = self._current if choice is None else choice

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)
