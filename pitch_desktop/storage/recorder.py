"""Keeps the match in play in the hand history, for the window: one call after each hand.

``HistoryRecorder`` knows which stored match the hands belong to and opens the database the
first time it is needed; the database module (``storage.history``, with ``sqlite3``) is only
imported then, so the window that holds a recorder starts as fast as before.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pitch_desktop.engine.match import MatchState
    from pitch_desktop.match_setup import MatchSetup
    from pitch_desktop.storage.history import HistoryStore


class HistoryRecorder:
    """Keeps the match in play in the history: the window calls ``hand_scored`` after each hand.

    It knows which stored match the hands belong to (a new match, or the one a resumed match
    goes on with), opens the database the first time it is needed, and tells the player once,
    through ``tell``, when the history cannot be kept or a damaged one was set aside. Recording
    is off when ``enabled`` is false (screenshots, most tests); reading works either way.
    """

    def __init__(
        self,
        path: Path | None = None,
        *,
        enabled: bool = True,
        tell: Callable[[str], None] | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.enabled = enabled
        self._path = path
        self._tell = tell
        self._clock = clock
        self._store: HistoryStore | None = None
        self._failed = False  # the player was told that the history cannot be kept
        self._match_id: str | None = None
        self._match_key: str | None = None
        self._stored_hands = 0
        self._practice: set[str] = set()  # first-deal keys of matches marked as practice

    @property
    def match_id(self) -> str | None:
        """The stored match the match in play belongs to (None before its first hand ends)."""
        return self._match_id

    def store(self) -> HistoryStore | None:
        """The history, opened on first use; None (the player told once) if it cannot be."""
        if self._store is None:
            from pitch_desktop.storage.history import HistoryError, HistoryStore

            try:
                self._store = HistoryStore(self._path, clock=self._clock)
            except HistoryError as exc:
                self._say(str(exc))
                return None
            if self._store.notice is not None:
                self._say(self._store.notice, always=True)
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def _say(self, sentence: str, *, always: bool = False) -> None:
        if (always or not self._failed) and self._tell is not None:
            self._tell(sentence)
        if not always:
            self._failed = True

    def hand_scored(self, setup: MatchSetup | None, match: MatchState | None) -> None:
        """Store the hands of ``match`` finished since the last call (normally the one just
        scored); never raises: a failure is told once and tried again with the next hand."""
        if not self.enabled or setup is None or match is None or not match.history:
            return
        store = self.store()
        if store is None:
            return
        from pitch_desktop.storage.history import HistoryError, first_deal_key

        hands = match.history
        key = first_deal_key(hands[0])
        try:
            if not (
                self._match_id is not None
                and key == self._match_key
                and self._stored_hands < len(hands)
            ):
                self._match_id = store.find_open_match(hands)
                self._match_key = key
            self._match_id = store.record_match(
                setup, hands, self._match_id, practice=key in self._practice
            )
        except HistoryError as exc:
            self._say(str(exc))
            return
        self._stored_hands = len(hands)
        self._failed = False

    def mark_practice(self, match: MatchState | None) -> None:
        """Mark ``match`` (the match in play) as practice, from now on and for its stored hands:
        hints or undo were used, so it stays out of the statistics."""
        if match is None:
            return
        first = match.history[0] if match.history else match.hand
        if first is None:
            return
        from pitch_desktop.storage.history import HistoryError, first_deal_key

        key = first_deal_key(first)
        self._practice.add(key)
        if self._match_id is not None and key == self._match_key:
            store = self.store()
            if store is None:
                return
            try:
                store.mark_practice(self._match_id)
            except HistoryError as exc:
                self._say(str(exc))
