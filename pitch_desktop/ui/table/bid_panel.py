"""The auction panel: Pass, each bid, Smudge and the dealer's "Take it", only legal ones enabled.

The panel is told which levels are legal (from the controller's ``TurnStarted.legal``); it never
works out a bid's legality itself. It appears at once, never animated, since the player must read
it straight away.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pitch_desktop.controller.rules_text import smudge_tooltip, take_tooltip
from pitch_desktop.engine.rules import SMUDGE_LEVEL, Rules

PASS_LEVEL = 0
MAX_ROWS = 3  # the most rows the buttons are shared between on a small table


def panel_style(pixels: int, name: str = "BidPanel", *, ring: bool = False) -> str:
    """The look of a panel of buttons over the table (the bids, naming trump); buttons take
    their text size from here, as a style sheet wins. ``ring``: the button in focus has its
    gold ring (only once the player uses the keyboard: see ``FocusRing``)."""
    focus = (
        f"#{name} QPushButton:focus {{ border: 2px solid #ffd65a; }}"
        if ring
        else f"#{name} QPushButton:focus {{ outline: none; }}"
    )
    return (
        f"#{name} {{ background: rgba(12, 24, 18, 225); border: 1px solid rgba(255,255,255,70);"
        " border-radius: 12px; }"
        f"#{name} QLabel {{ color: #f4ecd0; background: transparent; }}"
        f"#{name} QPushButton {{ color: #1d1d1d; background: #f5f0e0;"
        f" border: 1px solid #8a8060; font-size: {pixels}px;"
        " border-radius: 7px; padding: 6px 12px; font-weight: bold; }"
        f"#{name} QPushButton:hover {{ background: #fff7d6; }}"
        f"{focus}"
        f'#{name} QPushButton[hinted="true"] {{ border: 3px solid #ffd65a; background: #fff3c0; }}'
        f"#{name} QPushButton:disabled {{ color: #8c8c84; background: #4a5650;"
        " border-color: #3c4640; }"
    )


# Keys that only change another key: pressed alone (Ctrl of Ctrl+N) they navigate nothing.
_MODIFIER_KEYS = frozenset(
    {Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr}
)


_KEYBOARD_REASONS = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)


def panel_box(panel: QFrame, *, wrap_hint: bool = False) -> tuple[QLabel, QLabel, QHBoxLayout]:
    """What a panel over the table holds, top to bottom: its title, a hint and a row for its
    buttons."""
    title = QLabel(panel)
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    hint = QLabel(panel)
    hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
    if wrap_hint:
        hint.setWordWrap(True)
    row = QHBoxLayout()
    row.setSpacing(8)
    box = QVBoxLayout(panel)
    box.setContentsMargins(16, 10, 16, 12)
    box.setSpacing(6)
    box.addWidget(title)
    box.addWidget(hint)
    box.addLayout(row)
    return title, hint, row


class FocusRing(QObject):
    """Whether a panel of buttons shows its keyboard focus ring.

    The panel puts the focus on its first button so the keys work at once, but a gold ring
    there before the player touches a key reads as advice. The ring shows from the first key
    pressed on a button (or Tab into one) and goes again with a click, as the ring on the cards
    does. ``restyle`` is called with the new state.
    """

    def __init__(self, panel: QWidget, restyle: Callable[[bool], None]) -> None:
        super().__init__(panel)
        self.shown = False
        self._restyle = restyle

    def watch(self, button: QWidget) -> None:
        button.installEventFilter(self)

    def set_shown(self, on: bool) -> None:
        if on != self.shown:
            self.shown = on
            self._restyle(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyPress:
            if event.key() not in _MODIFIER_KEYS:
                self.set_shown(True)
        elif kind == QEvent.Type.MouseButtonPress:
            self.set_shown(False)
        elif isinstance(event, QFocusEvent) and kind == QEvent.Type.FocusIn:
            self.set_shown(self.shown or event.reason() in _KEYBOARD_REASONS)
        return False


class ChoicePanel(QFrame):
    """A panel of buttons over the table (the bids, naming trump): a title, a hint and a row of
    buttons, a focus ring for the keyboard, and type that scales with the table.
    ``BUTTON_SHARE`` is a button's least width and height, in text sizes."""

    BUTTON_SHARE = (2.6, 2.1)

    def __init__(self, name: str, parent: QWidget | None, *, wrap_hint: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self._name = name
        self._pixels = 14
        self.ring = FocusRing(
            self, lambda on: self.setStyleSheet(panel_style(self._pixels, name, ring=on))
        )
        self.setStyleSheet(panel_style(14, name))
        self._title, self._hint, self._row = panel_box(self, wrap_hint=wrap_hint)

    def _all_buttons(self) -> list[QPushButton]:
        """Every button the panel holds now."""
        raise NotImplementedError

    def _show_offer(self, title: str, hint: str) -> None:
        """The panel shown with ``title`` and ``hint`` (none shown when empty), on top."""
        self._title.setText(title)
        self._hint.setText(hint)
        self._hint.setVisible(bool(hint))
        self.adjustSize()
        self.show()
        self.raise_()

    @staticmethod
    def _set_hinted(button: QPushButton, on: bool) -> None:
        """Outline ``button`` as the one a hint advises (or not), its style read again."""
        button.setProperty("hinted", on)
        button.style().unpolish(button)
        button.style().polish(button)

    def set_text_size(self, pixels: int) -> None:
        """Scale the panel with the table, so it reads as well at 4K as at 800x600."""
        self._pixels = pixels
        self.setStyleSheet(panel_style(pixels, self._name, ring=self.ring.shown))
        title = self._title.font()
        title.setPixelSize(round(pixels * 1.2))
        title.setBold(True)
        self._title.setFont(title)
        hint = self._hint.font()
        hint.setPixelSize(round(pixels * 0.92))
        self._hint.setFont(hint)
        wide, high = self.BUTTON_SHARE
        for button in self._all_buttons():
            button.setMinimumWidth(round(pixels * wide))
            button.setMinimumHeight(round(pixels * high))
        self.adjustSize()


class BidPanel(ChoicePanel):
    """Buttons for the human's bid. ``bid_chosen`` carries the level (0 pass, 5 smudge)."""

    bid_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("BidPanel", parent)
        # More rows for the buttons, shown when one row is wider than the room on the table
        # (hidden otherwise: an empty row would hold the box to its least width).
        box = self.layout()
        assert isinstance(box, QVBoxLayout)
        self._more_rows: list[QWidget] = []
        for _ in range(MAX_ROWS - 1):
            holder = QWidget(self)
            row = QHBoxLayout(holder)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(8)
            holder.hide()
            box.addWidget(holder)
            self._more_rows.append(holder)
        self._rows = 1
        self.buttons: dict[int, QPushButton] = {}
        self._take: QPushButton | None = None
        self._rules: Rules | None = None
        self.hide()

    def set_rules(self, rules: Rules) -> None:
        """One button per level the table's rules know, built once per match."""
        if rules == self._rules:
            return
        self._rules = rules
        for button in self._all_buttons():
            for row in self._row_layouts():
                row.removeWidget(button)
            button.hide()  # out of the panel's measure before it is deleted
            button.deleteLater()
        self.buttons = {}
        self._take = None
        levels = [PASS_LEVEL, *range(rules.min_bid, rules.max_bid + 1)]
        if rules.smudge:
            levels.append(SMUDGE_LEVEL)
        for level in levels:
            if level == PASS_LEVEL:
                text = self.tr("Pass (P)")
            elif level == SMUDGE_LEVEL:
                text = self.tr("Smudge")
            else:
                text = str(level)
            button = QPushButton(text, self)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            if level == SMUDGE_LEVEL:
                button.setToolTip(smudge_tooltip(rules))
            button.clicked.connect(lambda _=False, lv=level: self.bid_chosen.emit(lv))
            self.ring.watch(button)
            self._row.addWidget(button)
            self.buttons[level] = button
        take = QPushButton(self)
        take.setCursor(Qt.CursorShape.PointingHandCursor)
        take.clicked.connect(self._on_take)
        self.ring.watch(take)
        self._row.addWidget(take)
        self._take = take
        self._take_level = PASS_LEVEL

    @property
    def take_button(self) -> QPushButton | None:
        return self._take

    def _on_take(self) -> None:
        self.bid_chosen.emit(self._take_level)

    def offer(self, legal_levels: set[int], high_bid: int, title: str, hint: str) -> None:
        """Show the panel with only ``legal_levels`` enabled.

        A dealer who may take the bid by matching it gets "Take it (N)" for the level that
        equals the high bid; the plain number button for that level stays disabled.
        """
        take_level = high_bid if high_bid != PASS_LEVEL and high_bid in legal_levels else None
        for level, button in self.buttons.items():
            button.setEnabled(level in legal_levels and level != take_level)
        if self._take is not None:
            self._offer_take(self._take, take_level)
        for button in self._all_buttons():
            button.setProperty("hinted", False)
        self._show_offer(title, hint)
        first = next((b for b in self.buttons.values() if b.isEnabled()), None)
        if first is not None:
            # The keys work at once; the ring waits for them (``FocusRing``).
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _offer_take(self, take: QPushButton, take_level: int | None) -> None:
        """The dealer's "Take it (N)" shown for ``take_level``, or hidden for None."""
        take.setVisible(take_level is not None)
        if take_level is not None:
            self._take_level = take_level
            words = self.tr("Smudge") if take_level == SMUDGE_LEVEL else str(take_level)
            take.setText(self.tr("Take it ({bid})").format(bid=words))
            take.setToolTip(take_tooltip(take_level))
            take.setEnabled(True)

    def _all_buttons(self) -> list[QPushButton]:
        """The level buttons and the dealer's take, when the panel has it."""
        return [*self.buttons.values(), *([self._take] if self._take else [])]

    def _row_layouts(self) -> list[QHBoxLayout]:
        """The rows the buttons may lie in, top to bottom."""
        rows = [self._row]
        for holder in self._more_rows:
            row = holder.layout()
            assert isinstance(row, QHBoxLayout)
            rows.append(row)
        return rows

    def set_rows(self, rows: int) -> None:
        """The buttons on one row, or shared between two or three (the first rows the longer),
        so that the panel is narrow enough to lie between the plates of a small window."""
        rows = max(1, min(rows, MAX_ROWS))
        self._rows = rows
        layouts = self._row_layouts()
        buttons = self._all_buttons()
        for button in buttons:
            for row in layouts:
                row.removeWidget(button)
        shown = [b for b in buttons if not b.isHidden()]
        per_row = -(-len(shown) // rows)
        for button in buttons:
            at = shown.index(button) // per_row if button in shown else 0
            layouts[at].addWidget(button)
            # A button moved to another row's holder is hidden with its new parent until
            # shown again (Qt shows it later, after the panel would have been measured).
            button.setVisible(button in shown)
        for i, holder in enumerate(self._more_rows, start=2):
            holder.setVisible(i <= rows)
        box = self.layout()
        assert box is not None
        box.invalidate()  # the box keeps its old measure of the rows otherwise
        box.activate()
        self.adjustSize()

    def mark_hint(self, level: int) -> QPushButton | None:
        """Outline the button a hint advises and give it the focus; None if it is not shown."""
        button = self._take if level == self._take_level and self._take_visible() else None
        button = button or self.buttons.get(level)
        if button is None or not button.isEnabled():
            return None
        for other in self._all_buttons():
            self._set_hinted(other, other is button)
        button.setFocus()
        return button

    def _take_visible(self) -> bool:
        return self._take is not None and not self._take.isHidden()

    def choose(self, level: int) -> bool:
        """Click the button for ``level`` if it is enabled (digits and P on the keyboard)."""
        if not self.isVisible():
            return False
        if self._take is not None and self._take.isVisible() and level == self._take_level:
            self._take.click()
            return True
        button = self.buttons.get(level)
        if button is not None and button.isEnabled():
            button.click()
            return True
        return False
