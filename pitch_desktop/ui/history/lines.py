"""The words of the history list's lines: a stored match's result (who won or how far it went,
practice, with friends, and a deal of the day with its duplicate result), and a hand's outcome
(thrown in, or who bid what, made or set back, each side's points), alike whether the hand was
stored or replayed from a file. The words keep the history window's own translation context.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from pitch_desktop.controller.words import bid_name
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.storage.history import DayResult, HandSummary, MatchSummary
from pitch_desktop.ui.common.sides import signed
from pitch_desktop.ui.history.words import seat_names, when_words


def scores_words(scores: Sequence[int]) -> str:
    """Totals side by side with a true minus: "7 · −2 · 5"."""
    return " · ".join(str(s).replace("-", "\u2212") for s in scores)


def match_result_words(m: MatchSummary, sides: Sequence[str]) -> str:
    """A stored match's result as its line in the list says it."""
    if m.winner is not None and m.winner < len(sides):
        result = QCoreApplication.translate("HistoryDialog", "{side} won: {scores}").format(
            side=sides[m.winner], scores=scores_words(m.scores)
        )
    else:
        count = m.hands
        if count == 1:
            after = QCoreApplication.translate(
                "HistoryDialog", "Unfinished: {scores} after one hand"
            )
        else:
            after = QCoreApplication.translate(
                "HistoryDialog", "Unfinished: {scores} after %n hands", None, count
            )
        result = after.format(scores=scores_words(m.scores))
    if m.day is not None:
        result = day_words(m.day, result)
    if m.practice:
        result = QCoreApplication.translate("HistoryDialog", "{result} (practice)").format(
            result=result
        )
    if m.online:
        result = QCoreApplication.translate("HistoryDialog", "{result} (with friends)").format(
            result=result
        )
    return result


def day_words(day: DayResult, result: str) -> str:
    """A deal of the day's line: its date, and its duplicate once compared."""
    words = {
        "expert": QCoreApplication.translate("HistoryDialog", "{difference} against the expert"),
        "standard": QCoreApplication.translate("HistoryDialog", "{difference} against standard"),
    }
    against = [
        words[level].format(difference=signed(difference))
        for level, _ in day.levels
        if level in words and (difference := day.against(level)) is not None
    ]
    if not against:
        return QCoreApplication.translate(
            "HistoryDialog", "Deal of the day {day}: {result}"
        ).format(day=day.day, result=result)
    return QCoreApplication.translate(
        "HistoryDialog", "Deal of the day {day}: {against} ({result})"
    ).format(day=day.day, against=", ".join(against), result=result)


@dataclass(frozen=True, slots=True)
class HandOutcome:
    """What the list says of a finished hand, alike whether it was stored or replayed from a
    file: thrown in, or who bid what, made or set back, and each side's points."""

    thrown: bool
    pitcher: int | None
    bid: int | None
    made: bool | None
    points: tuple[int, ...]

    @classmethod
    def of_stored(cls, stored: HandSummary) -> HandOutcome:
        return cls(stored.thrown_in, stored.pitcher, stored.bid, stored.made, stored.points)

    @classmethod
    def of_state(cls, state: HandState) -> HandOutcome:
        """From a replayed hand: its score once it has one, else the auction as it stood."""
        score = state.score
        if score is None:
            return cls(state.thrown_in, state.pitcher, state.high_bid or None, None, ())
        return cls(state.thrown_in, score.pitcher, score.bid, score.made, score.hand_score)


def hand_columns(
    number: int,
    state: HandState | None,
    setup: MatchSetup,
    human_seat: int | None,
    stored: HandSummary | None,
) -> list[str]:
    """Time, "Hand 3", the bid, the result: from the stored columns or a replayed state."""
    when = when_words(stored.finished_at, time_only=True) if stored is not None else ""
    hand = QCoreApplication.translate("HistoryDialog", "Hand {n}").format(n=number)
    if stored is not None:
        outcome = HandOutcome.of_stored(stored)
    else:
        assert state is not None
        if not state.is_over:
            return [when, hand, QCoreApplication.translate("HistoryDialog", "not finished"), ""]
        outcome = HandOutcome.of_state(state)
    if outcome.thrown or outcome.pitcher is None or outcome.bid is None:
        return [when, hand, QCoreApplication.translate("HistoryDialog", "thrown in"), ""]
    names = seat_names(setup, human_seat)
    said = QCoreApplication.translate("HistoryDialog", "{name} bid {bid}").format(
        name=names[outcome.pitcher], bid=bid_name(outcome.bid)
    )
    made = (
        QCoreApplication.translate("HistoryDialog", "made")
        if outcome.made
        else QCoreApplication.translate("HistoryDialog", "set back")
    )
    return [when, hand, said, f"{made}: " + " / ".join(signed(p) for p in outcome.points)]
