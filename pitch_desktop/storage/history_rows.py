"""The hand history's layout and rows: the tables each version of the database has, the steps
from one version to the next, and a stored match's and hand's row read into the facts the lists
and the statistics use, or a finished hand written into its columns.

``storage.history`` opens the database, runs the migrations and the queries; what a row holds
and how it reads is here, so the two can be read (and changed) apart.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from pitch_desktop.engine.rules import SMUDGE_LEVEL, Rules
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup, SeatKind, SeatSetup

# Version 1 kept matches and hands; version 2 added the practice flag and the statistics' reset;
# version 3 the deal of the day a match played and its duplicate result.
SCHEMA_VERSION = 3

_V1 = (
    """CREATE TABLE matches (
        id TEXT PRIMARY KEY,
        started_at REAL NOT NULL,
        finished_at REAL,
        preset TEXT NOT NULL,
        players INTEGER NOT NULL,
        teams INTEGER NOT NULL,
        seats TEXT NOT NULL,
        human_seat INTEGER,
        human_side INTEGER,
        first_deal TEXT NOT NULL,
        hands INTEGER NOT NULL DEFAULT 0,
        scores TEXT NOT NULL,
        winner INTEGER,
        record TEXT NOT NULL
    )""",
    """CREATE TABLE hands (
        match_id TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        finished_at REAL NOT NULL,
        dealer INTEGER NOT NULL,
        thrown_in INTEGER NOT NULL,
        pitcher INTEGER,
        pitcher_side INTEGER,
        bid INTEGER,
        made INTEGER,
        smudge INTEGER NOT NULL DEFAULT 0,
        points TEXT NOT NULL,
        scores_after TEXT NOT NULL,
        winner INTEGER,
        PRIMARY KEY (match_id, number)
    )""",
    "CREATE INDEX matches_first_deal ON matches(first_deal)",
    "CREATE INDEX matches_started ON matches(started_at)",
)

_V2 = (
    "ALTER TABLE matches ADD COLUMN practice INTEGER NOT NULL DEFAULT 0",
    "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
)

# MIGRATIONS[v] takes a database at version v to version v + 1; an empty file is version 0.
_V3 = (
    "ALTER TABLE matches ADD COLUMN day TEXT",  # YYYY-MM-DD: the deals of that day
    "ALTER TABLE matches ADD COLUMN duplicate TEXT",  # the day's comparison (``DayResult``)
)

MIGRATIONS: tuple[tuple[str, ...], ...] = (_V1, _V2, _V3)
assert len(MIGRATIONS) == SCHEMA_VERSION

# The tables each version must have; a file claiming a version without them is damaged.
TABLES: dict[int, frozenset[str]] = {
    1: frozenset({"matches", "hands"}),
    2: frozenset({"matches", "hands", "meta"}),
    3: frozenset({"matches", "hands", "meta"}),
}


@dataclass(frozen=True, slots=True)
class DayResult:
    """A deal of the day as the history keeps it: its date and, once compared, the player's
    side's points deal by deal beside each level's with the same cards (empty when the day was
    not compared: left early, or the comparison failed)."""

    day: str  # YYYY-MM-DD
    points: tuple[int, ...] = ()
    levels: tuple[tuple[str, tuple[int, ...]], ...] = ()  # (level, its points deal by deal)

    def against(self, level: str) -> int | None:
        """The player's points minus ``level``'s over the day (None: not compared with it)."""
        for name, theirs in self.levels:
            if name == level:
                return sum(self.points) - sum(theirs)
        return None


def duplicate_json(points: Sequence[int], levels: Mapping[str, Sequence[int]]) -> str:
    """The ``duplicate`` column of a compared day."""
    return compact({"points": list(points), "levels": {k: list(v) for k, v in levels.items()}})


def day_result(day: str, duplicate: str | None) -> DayResult:
    """A stored day read leniently: a comparison that does not read is no comparison."""
    try:
        value = json.loads(duplicate) if duplicate else None
        points = tuple(int(v) for v in value["points"]) if value else ()
        levels = tuple(
            (str(k), tuple(int(v) for v in pts))
            for k, pts in (value or {}).get("levels", {}).items()
        )
    except (ValueError, TypeError, KeyError, AttributeError):
        return DayResult(str(day))
    if any(len(pts) != len(points) for _, pts in levels):
        return DayResult(str(day))
    return DayResult(str(day), points, levels)


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """One stored match, as the lists and the statistics read it (no replay needed)."""

    match_id: str
    started_at: float
    finished_at: float | None  # None: not won yet (in play, or left unfinished)
    preset: str  # a preset name or ``CUSTOM_PRESET``
    players: int
    teams: int
    seats: tuple[SeatSetup, ...]
    human_seat: int | None  # None: only computer players sat at the table
    human_side: int | None
    hands: int
    scores: tuple[int, ...]
    winner: int | None
    practice: bool
    day: DayResult | None = None  # the deals of the day it played, if it did

    @property
    def is_day(self) -> bool:
        return self.day is not None

    @property
    def human_won(self) -> bool:
        return self.winner is not None and self.winner == self.human_side

    @property
    def online(self) -> bool:
        """Played at a table with friends: a seat was a person at another computer."""
        return any(s.kind is SeatKind.REMOTE for s in self.seats)


@dataclass(frozen=True, slots=True)
class HandSummary:
    """One stored finished hand: who pitched what and the points each side scored."""

    match_id: str
    number: int  # 1 for a match's first hand
    finished_at: float
    dealer: int
    thrown_in: bool
    pitcher: int | None
    pitcher_side: int | None
    bid: int | None  # a number bid, or ``SMUDGE_LEVEL``
    made: bool | None
    smudge: bool
    points: tuple[int, ...]  # what each side scored this hand (minus the bid when set back)
    scores_after: tuple[int, ...]
    winner: int | None  # the side that won the match with this hand


def compact(obj: object) -> str:
    return json.dumps(obj, separators=(",", ":"))


def match_of(
    rows: Sequence[Sequence[Any]],
    bodies: Sequence[dict[str, Any]],
    seats: str | None = None,
    *,
    newcomer: bool = False,
) -> tuple[str, int] | None:
    """Of stored ``(id, hands, record, winner, seats)`` rows, the match whose hands agree with
    ``bodies`` (the hands' ``hand_body_json``) as far as both go, with its number of stored
    hands: a match going on, or one stored as far or further already (by another store).

    A won match is that match only if it holds exactly these hands: the same first hand after
    it is the same deal started afresh. But for a ``newcomer`` (a store that has kept nothing
    of this match yet) it is that match when these hands are its first: another store on the
    file may have kept the whole match before this one kept its first hand. With ``seats``,
    only a match with those seats counts (other players make another match)."""
    for match_id, count, record, winner, stored_seats in rows:
        if winner is not None and (count < len(bodies) if newcomer else count != len(bodies)):
            continue
        if seats is not None and stored_seats != seats:
            continue
        stored = _stored_hands(record, count)
        both = min(count, len(bodies))
        if stored is not None and stored[:both] == list(bodies[:both]):
            return str(match_id), int(count)
    return None


def _stored_hands(record: str, count: int) -> list[Any] | None:
    """The hands of a stored match record, None when it cannot be read or does not hold the
    ``count`` hands its row says (such a row is passed over, never matched)."""
    try:
        stored = json.loads(record)["hands"]
    except (ValueError, KeyError, TypeError):
        return None
    if not isinstance(stored, list) or len(stored) != count:
        return None
    return stored


def hand_columns(hand: HandState) -> tuple[object, ...]:
    """dealer, thrown_in, pitcher, pitcher_side, bid, made, smudge, points, scores_after, winner"""
    score = hand.score
    if score is None:
        zeros = compact([0] * hand.rules.sides)
        return (hand.dealer, 1, None, None, None, None, 0, zeros, _scores(hand), hand.winner)
    return (
        hand.dealer,
        0,
        score.pitcher,
        score.pitcher_side,
        score.bid,
        int(score.made),
        int(score.bid == SMUDGE_LEVEL),
        compact(list(score.hand_score)),
        _scores(hand),
        hand.winner,
    )


def _scores(hand: HandState) -> str:
    return compact(list(hand.scores_after))


def _ints(text: str) -> tuple[int, ...]:
    value = json.loads(text)
    return tuple(int(v) for v in value) if isinstance(value, list) else ()


def _seats(text: str) -> tuple[SeatSetup, ...]:
    try:
        value = json.loads(text)
    except ValueError:
        return ()
    if not isinstance(value, list):
        return ()
    return tuple(
        _stored_seat(s, s["name"])
        for s in value
        if isinstance(s, dict) and isinstance(s.get("name"), str)
    )


def _stored_seat(s: dict[str, Any], name: str) -> SeatSetup:
    """A stored seat read leniently: a kind the game does not know, or a computer player
    without a level, is read as the kind its level points to."""
    level = s.get("level")
    level = level if isinstance(level, str) and level else None
    by_level = SeatKind.BOT if level else SeatKind.LOCAL
    # Matches stored before seats had kinds say None for the person's level.
    try:
        kind = SeatKind(s.get("kind", by_level))
    except ValueError:
        kind = by_level
    if kind is SeatKind.BOT and level is None:
        kind = SeatKind.LOCAL
    return SeatSetup(name, kind, level)


def match_summary(row: Sequence[Any]) -> MatchSummary:
    return MatchSummary(
        match_id=str(row[0]),
        started_at=float(row[1]),
        finished_at=float(row[2]) if row[2] is not None else None,
        preset=str(row[3]),
        players=int(row[4]),
        teams=int(row[5]),
        seats=_seats(row[6]),
        human_seat=row[7],
        human_side=row[8],
        hands=int(row[9]),
        scores=_ints(row[10]),
        winner=row[11],
        practice=bool(row[12]),
        day=day_result(row[13], row[14]) if row[13] else None,
    )


def hand_summary(row: Sequence[Any]) -> HandSummary:
    return HandSummary(
        match_id=str(row[0]),
        number=int(row[1]),
        finished_at=float(row[2]),
        dealer=int(row[3]),
        thrown_in=bool(row[4]),
        pitcher=row[5],
        pitcher_side=row[6],
        # A smudge is stored with its flag; its level was 5 before the point families (now
        # above every number bid), so the flag decides.
        bid=SMUDGE_LEVEL if row[9] else row[7],
        made=bool(row[8]) if row[8] is not None else None,
        smudge=bool(row[9]),
        points=_ints(row[10]),
        scores_after=_ints(row[11]),
        winner=row[12],
    )


def setup_of(rules: Rules, seats: Sequence[SeatSetup]) -> MatchSetup:
    """A set-up to name a stored or opened match's seats and sides by (seat numbers when the
    names are not known, as for a record opened from a file)."""
    if len(seats) != rules.players:
        seats = tuple(
            SeatSetup.bot(QCoreApplication.translate("History", "Seat {n}").format(n=seat + 1), "?")
            for seat in range(rules.players)
        )
    return MatchSetup(rules, tuple(seats))
