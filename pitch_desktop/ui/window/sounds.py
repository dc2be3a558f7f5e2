"""The table's sounds: which moment of the match makes which sound (``ui.common.sound`` plays it).

The sound board is made at the first sound, not with the window, so start-up pays nothing for
it. A deal, each card, each trick gathered, a side set back and a match won by a person here
sound as they are announced; the player's turn only when they have been waiting a while for the
computer players, so the tick tells them to look back at the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from pitch_desktop.controller.events import HandScored, MatchOver, TurnStarted
from pitch_desktop.controller.table_source import TableSource

if TYPE_CHECKING:
    from pitch_desktop.ui.common.sound import Cue, SoundBoard

# How long the player must have waited for the others before their turn ticks.
WAITED_S = 1.5


class TableSounds(QObject):
    """Hears the controller and plays the cue of each moment; ``silent`` boards never play
    (tests, screenshots, the smoke test)."""

    def __init__(
        self,
        controller: TableSource,
        *,
        on: bool,
        volume: int,
        silent: bool,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._on = on
        self._volume = volume
        self._silent = silent
        self._clock = clock
        self._board: SoundBoard | None = None
        self._waiting_since: float | None = None
        self._undone = False
        c = controller
        c.hand_started.connect(self._on_hand_started)
        c.undone.connect(self._on_undone)
        c.card_played.connect(lambda _ev: self._play("CARD"))
        c.trick_won.connect(lambda _ev: self._play("TRICK"))
        c.turn_started.connect(self._on_turn)
        c.hand_scored.connect(self._on_hand_scored)
        c.match_over.connect(self._on_match_over)

    def use_board(self, board: SoundBoard) -> None:
        """Play through ``board`` (the tests hand one with a fake player)."""
        self._board = board

    @property
    def board(self) -> SoundBoard:
        """The sound board, made on first use."""
        if self._board is None:
            from pitch_desktop.ui.common.sound import SoundBoard

            self._board = SoundBoard(
                on=self._on, volume=self._volume, silent=self._silent, parent=self
            )
        return self._board

    @property
    def unavailable_reason(self) -> str:
        """One sentence for Preferences when this system cannot play sounds ("" when it can)."""
        return self.board.unavailable_reason

    def apply(self, on: bool, volume: int) -> None:
        """The player's choice in Preferences, at once."""
        self._on, self._volume = on, volume
        if self._board is not None:
            self._board.set_on(on)
            self._board.set_volume(volume)

    def close(self) -> None:
        if self._board is not None:
            self._board.close()

    def _play(self, name: str) -> None:
        if not self._on or self._volume <= 0:
            return  # nothing to load for a sound that is off
        from pitch_desktop.ui.common.sound import Cue

        cue: Cue = Cue[name]
        self.board.play(cue)

    def _on_undone(self, _ev: object) -> None:
        self._undone = True  # the table is redrawn, not dealt

    def _on_hand_started(self, _ev: object) -> None:
        if self._undone:
            self._undone = False
            return
        self._play("DEAL")

    def _on_turn(self, ev: TurnStarted) -> None:
        now = self._clock()
        if not ev.is_local:
            if self._waiting_since is None:
                self._waiting_since = now
            return
        since, self._waiting_since = self._waiting_since, None
        if since is not None and now - since >= WAITED_S and not self._controller.is_claiming:
            self._play("TURN")

    def _on_hand_scored(self, ev: HandScored) -> None:
        score = ev.score
        if score is not None and not score.made:
            self._play("SET_BACK")

    def _on_match_over(self, ev: MatchOver) -> None:
        setup = self._controller.setup
        if setup is None:
            return
        side_of = setup.rules.side_of_seat
        if any(seat.is_local and side_of[i] == ev.winner for i, seat in enumerate(setup.seats)):
            self._play("MATCH_WON")
