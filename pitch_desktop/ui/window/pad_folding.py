"""The score pad folding away in a narrow window and coming back in a wide one, unless the
player closed it: the player's choice wins over folding. A part of ``ScorePad``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDockWidget, QMainWindow

FOLD_BELOW = 1000  # a window narrower than this folds the pad away


class PadFolding(QObject):
    """Watches the window's width for ``pad`` (an event filter on ``window``)."""

    def __init__(self, pad: QDockWidget, window: QMainWindow | None) -> None:
        super().__init__(pad)
        self._pad = pad
        # The window was narrow at its last resize; the pad is folded away by a narrow window
        # (not by the player); the player closed it.
        self._narrow = False
        self._folded = False
        self._player_hid = False
        pad.toggleViewAction().triggered.connect(self._on_player_toggle)
        if window is not None:
            window.installEventFilter(self)

    @property
    def folded(self) -> bool:
        """Hidden by a narrow window, to come back when it is wide again."""
        return self._folded

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        window = self._pad.parentWidget()
        if event.type() == QEvent.Type.Resize and watched is window:
            assert window is not None
            self._window_resized(window.width())
        return super().eventFilter(watched, event)

    def _window_resized(self, width: int) -> None:
        narrow = width < FOLD_BELOW
        if narrow == self._narrow or self._pad.isFloating():
            self._narrow = narrow
            return
        self._narrow = narrow
        if narrow and not self._pad.isHidden():
            self._folded = True
            self._pad.hide()
        elif not narrow and self._folded:
            self._folded = False
            if not self._player_hid:
                self._pad.show()

    def _on_player_toggle(self, checked: bool) -> None:
        """View > Score pad: the player's choice wins over folding."""
        self._player_hid = not checked
        self._folded = False

    def player_closed(self) -> None:
        """The pad's close button: the player hid it."""
        self._player_hid = True
        self._folded = False
