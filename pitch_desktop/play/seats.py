"""The one vocabulary of seat kinds, for the desktop and the table server alike.

It sits on the match loop's floor so that everything above may import it: the match set-up
(``match_setup``), the desktop's controller and the table server. The values are the words
written in saved matches and tables and sent in ``pitch-net/1``'s messages: they never change.
"""

from __future__ import annotations

from enum import StrEnum


class SeatKind(StrEnum):
    """Who acts for a seat.

    A desktop match's seats are ``LOCAL``, ``BOT`` or ``REMOTE`` (``SETUP_SEAT_KINDS``); a
    network table's seats are ``PERSON``, ``BOT`` or ``OPEN`` (``TABLE_SEAT_KINDS``).
    ``controller.seats`` has a player class for ``LOCAL`` and ``BOT``. ``REMOTE`` has none on
    purpose: a person at another computer is asked by the table server's match loop (its
    person seat, or a bot standing in while they are away), and the desktop only shows what
    the server tells it.
    """

    LOCAL = "local"  # a person at this desktop, answering through the window
    BOT = "bot"  # a computer player at a level
    REMOTE = "remote"  # a person at another computer, as this desktop sees them
    PERSON = "person"  # a person at a network table (connected or away), as its server sees them
    OPEN = "open"  # nobody yet at a network table: a bot at the seat's level takes it at the start


SETUP_SEAT_KINDS = frozenset({SeatKind.LOCAL, SeatKind.BOT, SeatKind.REMOTE})
"""The kinds a desktop match's seat may have (``match_setup.SeatSetup``)."""

TABLE_SEAT_KINDS = (SeatKind.PERSON, SeatKind.BOT, SeatKind.OPEN)
"""The kinds a network table's seat may have: the only ones sent or saved for a table."""
