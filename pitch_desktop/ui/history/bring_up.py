"""One window reused: brought to the front, and read afresh when it was open before.

The history and the statistics windows both come up so; it sits below both of them.
"""

from __future__ import annotations

from typing import Protocol


class Refreshable(Protocol):
    """A window that reads its content afresh (``HistoryDialog``, ``StatisticsDialog``)."""

    def refresh(self) -> None: ...
    def show(self) -> None: ...
    def raise_(self) -> None: ...
    def activateWindow(self) -> None: ...  # noqa: N802 (Qt's name)


def bring_up(dialog: Refreshable, *, again: bool) -> None:
    """Show a reused window in front, read afresh when it was open before."""
    if again:
        dialog.refresh()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
