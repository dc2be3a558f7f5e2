"""The score pad's width as the player leaves it, kept in the settings: a width the pad is given
by the window (or asked of it) is not the player's and is not kept. A part of ``ScorePad``.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow

KEY_PAD_WIDTH = "look/score_pad_width"
MIN_PAD_WIDTH = 160  # a stored width outside these bounds is not the player's: it falls back
MAX_PAD_WIDTH = 560


def read_pad_width(settings: QSettings | None = None) -> int | None:
    """The pad width the player left, or None when there is none or it makes no sense."""
    raw = (settings if settings is not None else QSettings()).value(KEY_PAD_WIDTH, None)
    if isinstance(raw, str) and raw.strip().isdigit():
        raw = int(raw.strip())
    if isinstance(raw, bool) or not isinstance(raw, int):
        return None
    return raw if MIN_PAD_WIDTH <= raw <= MAX_PAD_WIDTH else None


class PadWidth:
    """Tells the player's widths of ``pad`` from the window's (``remember`` off: none is read or
    kept, for tests and screenshots, which must not touch the player's own)."""

    def __init__(self, pad: QDockWidget, *, remember: bool) -> None:
        self._pad = pad
        self._remember = remember
        self._requested_width = 0  # the width last asked of the window (not the player's)
        self._window_width = -1

    def stored(self) -> int | None:
        """The width the player left the pad at, if it is remembered."""
        return read_pad_width() if self._remember else None

    def ask(self, width: int) -> None:
        """Ask the window to give the pad ``width``."""
        window = self._pad.parentWidget()
        if isinstance(window, QMainWindow) and not self._pad.isFloating():
            self._requested_width = width
            window.resizeDocks([self._pad], [width], Qt.Orientation.Horizontal)

    def resized(self, event: QResizeEvent) -> None:
        """Keep the width if the player moved the pad's edge (not the window resizing)."""
        window = self._pad.parentWidget()
        window_width = window.width() if window is not None else -1
        moved_by_player = (
            window_width == self._window_width  # not the window being resized
            and event.oldSize().width() > 0
            and event.size().width() != self._requested_width
        )
        self._window_width = window_width
        pad = self._pad
        if moved_by_player and self._remember and pad.isVisible() and not pad.isFloating():
            width = event.size().width()
            if MIN_PAD_WIDTH <= width <= MAX_PAD_WIDTH:
                QSettings().setValue(KEY_PAD_WIDTH, width)
