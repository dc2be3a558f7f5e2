"""The player's statistics, per preset and table layout, from the matches in the hand history.

Pure arithmetic over ``MatchSummary`` and ``HandSummary`` (no database, no Qt), so the figures can
be checked against hand counts. What counts: matches that are not practice and had the player at
the table (``HistoryStore.statistics_input`` picks them). A match counts as played once it has a
winner; its hands count as soon as they are finished, so an unfinished match still adds to the
bids and points. Thrown-in hands are no hands here: nobody scored in them. The deals of the day
are counted apart (``compute_day_statistics``): their cards are everyone's that day, and their
measure is the duplicate comparison, not the match.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .history import DayResult, HandSummary, MatchSummary


@dataclass(frozen=True, slots=True, order=True)
class TableKind:
    """What the statistics are kept apart by: the preset and the seats at the table."""

    preset: str
    players: int
    teams: int  # 0: cutthroat


@dataclass(slots=True)
class TableStats:
    """The figures of one preset and layout, for the player's own seat and side."""

    kind: TableKind
    matches_played: int = 0  # matches won by some side
    matches_won: int = 0  # ... by the player's side
    hands_played: int = 0  # scored hands (not thrown in)
    hands_bid: int = 0  # hands the player pitched
    hands_made: int = 0
    hands_set: int = 0
    smudges_bid: int = 0
    smudges_made: int = 0
    points: int = 0  # the player's side's hand scores, summed
    others_points: float = 0.0  # per hand, the mean of the other sides' hand scores, summed
    longest_streak: int = 0  # matches won in a row
    # The player's side's points a hand in each match that has a scored hand, oldest first.
    match_averages: list[float] = field(default_factory=list)

    @property
    def average_points(self) -> float:
        """The player's side's points a hand."""
        return self.points / self.hands_played if self.hands_played else 0.0

    @property
    def others_average(self) -> float:
        """The other sides' points a hand (each side's, averaged over the other sides)."""
        return self.others_points / self.hands_played if self.hands_played else 0.0


def table_kind(match: MatchSummary) -> TableKind:
    return TableKind(match.preset, match.players, match.teams)


def compute_statistics(
    matches: Iterable[tuple[MatchSummary, Sequence[HandSummary]]],
) -> dict[TableKind, TableStats]:
    """The statistics of each preset and layout, from matches in the order they were started.

    Matches without the player at the table or marked practice are skipped here too, so the
    figures never count them whoever calls this.
    """
    out: dict[TableKind, TableStats] = {}
    streaks: dict[TableKind, int] = {}
    for match, hands in matches:
        side = match.human_side
        seat = match.human_seat
        if match.practice or side is None or seat is None or match.is_day:
            continue
        kind = table_kind(match)
        stats = out.setdefault(kind, TableStats(kind))
        if match.winner is not None:
            _count_result(stats, match.human_won, streaks)
        _count_hands(stats, hands, side, seat)
    return dict(sorted(out.items()))


@dataclass(slots=True)
class DayStats:
    """The deals of the day played at one preset and layout."""

    kind: TableKind
    days: int = 0
    deals: int = 0  # finished deals
    points: int = 0  # the player's side's, over the deals
    compared: int = 0  # days compared with the levels
    # Per level, the player's points minus the level's over the compared days.
    against: dict[str, int] = field(default_factory=dict)


def compute_day_statistics(
    matches: Iterable[tuple[MatchSummary, Sequence[HandSummary]]],
) -> dict[TableKind, DayStats]:
    """The deals of the day of each preset and layout, the same matches counting as for
    ``compute_statistics`` (not practice, the player at the table)."""
    out: dict[TableKind, DayStats] = {}
    for match, hands in matches:
        side = match.human_side
        if match.day is None or match.practice or side is None or match.human_seat is None:
            continue
        kind = table_kind(match)
        _count_day(out.setdefault(kind, DayStats(kind)), match.day, hands, side)
    return dict(sorted(out.items()))


def _count_day(stats: DayStats, day: DayResult, hands: Sequence[HandSummary], side: int) -> None:
    """One day: its deals and the player's side's points, and its comparison if it has one."""
    stats.days += 1
    scored = [h for h in hands if len(h.points) > side]
    stats.deals += len(scored)
    stats.points += sum(h.points[side] for h in scored)
    if day.levels:
        stats.compared += 1
    for level, _ in day.levels:
        stats.against[level] = stats.against.get(level, 0) + (day.against(level) or 0)


def _count_result(stats: TableStats, won: bool, streaks: dict[TableKind, int]) -> None:
    """A match won by some side: the player's streak at this kind of table goes on or ends."""
    kind = stats.kind
    stats.matches_played += 1
    if won:
        stats.matches_won += 1
        streaks[kind] = streaks.get(kind, 0) + 1
        stats.longest_streak = max(stats.longest_streak, streaks[kind])
    else:
        streaks[kind] = 0


def _count_hands(stats: TableStats, hands: Sequence[HandSummary], side: int, seat: int) -> None:
    """The scored hands of one match: the player's side's points, the others', the pitches."""
    scored = 0
    points = 0
    for hand in hands:
        if hand.thrown_in or len(hand.points) <= side:
            continue
        scored += 1
        points += hand.points[side]
        others = [p for s, p in enumerate(hand.points) if s != side]
        stats.others_points += sum(others) / len(others) if others else 0.0
        if hand.pitcher == seat:
            _count_pitch(stats, hand)
    stats.hands_played += scored
    stats.points += points
    if scored:
        stats.match_averages.append(points / scored)


def _count_pitch(stats: TableStats, hand: HandSummary) -> None:
    """A hand the player pitched: made or set, and a smudge bid and made."""
    stats.hands_bid += 1
    if hand.made:
        stats.hands_made += 1
    else:
        stats.hands_set += 1
    if hand.smudge:
        stats.smudges_bid += 1
        if hand.made:
            stats.smudges_made += 1
