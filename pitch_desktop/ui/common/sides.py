"""The sides in words, as the score pad, the table, the summaries and the history name them:
"You & Anna", a point's letter, a hand score with its sign, a final score on one line.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from pitch_desktop.engine.points import POINTS_TABLE, Award
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.storage.settings import default_name

SET_BACK_RED = QColor(190, 30, 40)


def shown_name(seat: int, name: str) -> str:
    """A seat's name as the player reads it: a default name kept in English (the settings
    store names as they were shown, perhaps before the game spoke the player's language) in
    the language spoken now; any other name as it is."""
    local = default_name(seat)
    if name != local and QCoreApplication.translate("settings", name) == local:
        return local
    return name


def side_members(setup: MatchSetup, side: int) -> list[str]:
    """The names of a side's players, "You" for the one person at this computer."""
    return [
        QCoreApplication.translate("ScorePad", "You")
        if s == setup.you_seat
        else shown_name(s, setup.seats[s].name)
        for s in setup.rules.seats_of(side)
    ]


def side_names(setup: MatchSetup) -> list[str]:
    """Names of the sides: "You & Anna" for a team, the player's name in cutthroat."""
    return [" & ".join(side_members(setup, side)) for side in range(setup.rules.sides)]


def point_letter(name: str) -> str:
    """An award's letter on the pad: H, L, J, G, O for the off-jack, BJ and LJ for the jokers
    (their text in records), and the rank for the ten, three and five of trump (translated)."""
    return QCoreApplication.translate("ScorePad", POINTS_TABLE[Award(name)].words.letter)


def points_letters(score: HandScore, side: int, sep: str = " ") -> str:
    """The points a side won this hand as letters: "H L J G" (translated)."""
    return sep.join(point_letter(a.name) for a in score.awards if a.side == side)


def signed(value: int) -> str:
    """A hand score with its sign, a true minus for a set back: "+2", "−3", "0"."""
    return f"{value:+d}".replace("-", "\u2212") if value else "0"


def final_score_line(sides: Sequence[str], scores: Sequence[int]) -> str:
    """The final score on one line, as the game over and the day's result say it: "Final
    score: You & Anna 21 · Ben & Carla 15" (a side with no score yet is left out)."""
    line = " · ".join(
        QCoreApplication.translate("Sides", "{side} {score}").format(
            side=side, score=str(score).replace("-", "\u2212")
        )
        for side, score in zip(sides, scores, strict=False)
    )
    return QCoreApplication.translate("Sides", "Final score: {line}").format(line=line)
