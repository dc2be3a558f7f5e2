"""A challenge: the deals of one day as a player played them, in a small file a friend opens to
play the same deals and compare, offline.

The file is this program's own ``pitch-challenge/1`` (docs/playing.md): the date and the rules,
which deal the cards (``daily_deals``), so no card is written; the player's seat and name; and
per deal the points the player's side scored and the actions as a ``pitch-match/1`` record
writes them (``bids``, ``plays`` and, with a draw, ``trump`` and ``burns``); and, since a later
version, the computer opponents' levels seat by seat, so the friend meets the same players (a
file without them still reads: the friend's own opponents play). Reading it replays
every action on the day's cards, as a record is read, so a file whose points are not what its
actions score, or whose actions are not legal, is refused; every refusal is one line.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .daily import DailyDeals, DailyError, daily_deals, parse_day, side_points
from .records import (
    MATCH_FORMAT,
    MAX_RECORD_BYTES,
    RecordError,
    hand_body_json,
    load_json,
    read_rules,
    replay_record,
    shown,
    too_large_message,
)
from .rules import Rules, rules_json
from .state import EngineError, HandState

CHALLENGE_FORMAT = "pitch-challenge/1"
MAX_NAME_CHARS = 40
_FIELDS = frozenset({"format", "date", "rules", "seat", "from", "deals", "total"})
_OPTIONAL_FIELDS = frozenset({"levels"})  # added later: older files have none
# A computer level's name as a file may give it (whether this version has the level is for the
# window to say: the engine knows no bots).
_LEVEL_NAME = re.compile(r"[a-z][a-z0-9-]{0,31}")
# What the date and the rules give: never in a challenge, whose cards are the day's.
_DEAL_FIELDS = ("dealer", "hands", "stock")


class ChallengeError(EngineError):
    """A file that is not a challenge, or one that cannot be played: why, in one line."""


@dataclass(frozen=True, slots=True)
class Challenge:
    """A friend's day: the deals (from the date and the rules), the friend's seat and name, and
    the hands as the friend played them, in order from the first deal."""

    deals: DailyDeals
    seat: int
    player: str
    played: tuple[HandState, ...]
    # Per seat the computer level that played it, None at the friend's own seat; None for a
    # file that does not say (written before levels were kept, or not all computer opponents).
    levels: tuple[str | None, ...] | None = None

    @property
    def points(self) -> tuple[int, ...]:
        """The friend's side's points, deal by deal."""
        return tuple(side_points(h, self.seat) for h in self.played)

    @property
    def total(self) -> int:
        return sum(self.points)


def challenge_json(
    deals: DailyDeals,
    played: Sequence[HandState],
    seat: int,
    player: str,
    levels: Sequence[str | None] | None = None,
) -> dict[str, Any]:
    """The ``pitch-challenge/1`` object of a played day (``DailyDeals.check_played`` holds);
    ``levels``, per seat, the computer opponents' (None at ``seat``), when all were computers."""
    out: list[dict[str, Any]] = []
    for hand in played:
        body = hand_body_json(hand)
        actions = {k: v for k, v in body.items() if k not in _DEAL_FIELDS}
        out.append({"points": side_points(hand, seat), **actions})
    obj: dict[str, Any] = {
        "format": CHALLENGE_FORMAT,
        "date": deals.day.isoformat(),
        "rules": rules_json(deals.rules),
        "seat": seat,
        "from": player_name(player),
    }
    if levels is not None:
        obj["levels"] = list(levels)
    return {**obj, "deals": out, "total": sum(d["points"] for d in out)}


def player_name(text: str) -> str:
    """A name as a challenge keeps it: one line, no control characters, at most
    ``MAX_NAME_CHARS``."""
    words = " ".join(text.split())
    return "".join(c for c in words if unicodedata.category(c)[0] != "C")[:MAX_NAME_CHARS]


def read_challenge_bytes(data: bytes) -> Challenge:
    """The challenge a file's bytes hold (UTF-8, at most ``MAX_RECORD_BYTES``)."""
    if len(data) > MAX_RECORD_BYTES:
        raise ChallengeError(f"not a Pitch challenge file ({too_large_message()})")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ChallengeError("not a Pitch challenge file (it is not text)") from None
    return read_challenge_text(text)


def read_challenge_text(text: str) -> Challenge:
    """The challenge a file's text holds; ``ChallengeError`` says in one line why it is not one."""
    try:
        obj = load_json(text)
    except RecordError as exc:
        raise ChallengeError(f"not a Pitch challenge file ({exc})") from None
    return read_challenge(obj)


def read_challenge(obj: object) -> Challenge:
    """The challenge of a ``pitch-challenge/1`` object, every field checked."""
    fields = _challenge_fields(obj)
    deals = daily_deals(_read_date(fields["date"]), _read_rules(fields["rules"]))
    seat = _read_whole(fields["seat"], "seat", 0, deals.rules.players - 1)
    player = _read_name(fields["from"])
    levels = (
        _read_levels(fields["levels"], deals.rules.players, seat) if "levels" in fields else None
    )
    played = _read_deals(fields["deals"], deals, seat)
    points = sum(side_points(h, seat) for h in played)
    total = _read_whole(fields["total"], "total", -(10**6), 10**6)
    if total != points:
        raise ChallengeError(f"the challenge's total {total} is not its deals' {points}")
    return Challenge(deals, seat, player, played, levels)


def _challenge_fields(obj: object) -> dict[str, Any]:
    """The object of a challenge, every field there and none unknown."""
    if not isinstance(obj, dict) or obj.get("format") != CHALLENGE_FORMAT:
        what = obj.get("format") if isinstance(obj, dict) else None
        told = f" (its format is {shown(what)})" if isinstance(what, str) else ""
        raise ChallengeError(f"not a Pitch challenge file{told}")
    unknown = sorted(key for key in obj if key not in _FIELDS | _OPTIONAL_FIELDS)
    if unknown:
        raise ChallengeError(f"the challenge has an unknown field {shown(unknown[0])}")
    missing = sorted(_FIELDS - obj.keys())
    if missing:
        raise ChallengeError(f"the challenge has no {missing[0]!r}")
    return obj


def _read_date(value: object) -> datetime.date:
    if not isinstance(value, str):
        raise ChallengeError(f"the challenge's date must be written YYYY-MM-DD, not {shown(value)}")
    try:
        return parse_day(value)
    except DailyError as exc:
        raise ChallengeError(f"the challenge's date: {exc}") from None


def _read_rules(value: object) -> Rules:
    try:
        return read_rules(value)
    except RecordError as exc:
        raise ChallengeError(f"the challenge's rules are refused: {exc}") from None


def _read_whole(value: object, name: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ChallengeError(f"the challenge's {name} must be a whole number, not {shown(value)}")
    if not lo <= value <= hi:
        raise ChallengeError(
            f"the challenge's {name} must be from {lo} to {hi}, not {shown(value)}"
        )
    return value


def _read_name(value: object) -> str:
    if not isinstance(value, str) or player_name(value) != value or not value:
        raise ChallengeError(
            f"the challenge's 'from' must be a name of 1 to {MAX_NAME_CHARS} characters "
            f"on one line, not {shown(value)}"
        )
    return value


def _read_levels(value: object, players: int, seat: int) -> tuple[str | None, ...]:
    """The opponents' levels: one per seat, null at the player's own and a level's name at
    every other."""
    if not isinstance(value, list) or len(value) != players:
        raise ChallengeError(f"the challenge's levels must be a list of {players}, one per seat")
    for s, level in enumerate(value):
        if s == seat and level is not None:
            raise ChallengeError(f"the challenge's levels give {shown(level)} at its player's seat")
        if s != seat and not (isinstance(level, str) and _LEVEL_NAME.fullmatch(level)):
            raise ChallengeError(
                f"the challenge's level at seat {s} must be a level's name, not {shown(level)}"
            )
    return tuple(value)


def _read_deals(value: object, deals: DailyDeals, seat: int) -> tuple[HandState, ...]:
    """The friend's hands: each deal's actions replayed on the day's cards, as a match record
    is read, and each deal's points checked against what the actions score."""
    count = len(deals.deals)
    if not isinstance(value, list) or not 1 <= len(value) <= count:
        raise ChallengeError(f"the challenge's deals must be a list of 1 to {count} deals")
    hands = [_hand_record(d, deals, number) for number, d in enumerate(value, start=1)]
    record = {"format": MATCH_FORMAT, "rules": rules_json(deals.rules), "hands": hands}
    try:
        played = replay_record(record)
        deals.check_played(played)
    except (RecordError, DailyError) as exc:
        raise ChallengeError(
            f"the challenge's deals are not played as the rules say: {exc}"
        ) from None
    for number, (hand, d) in enumerate(zip(played, value, strict=True), start=1):
        claimed, mine = d.get("points"), side_points(hand, seat)
        if type(claimed) is not int or claimed != mine:
            raise ChallengeError(
                f"deal {number} of the challenge claims {shown(claimed)} points; "
                f"its actions score {mine}"
            )
    return tuple(played)


def _hand_record(d: object, deals: DailyDeals, number: int) -> dict[str, Any]:
    """Deal ``number``'s hand as a ``pitch-match/1`` record writes it: the day's cards and the
    challenge's actions."""
    if not isinstance(d, dict):
        raise ChallengeError(f"deal {number} of the challenge must be an object")
    given = [key for key in _DEAL_FIELDS if key in d]
    if given:
        raise ChallengeError(
            f"deal {number} of the challenge gives {given[0]!r}: the date deals the cards"
        )
    dealt = hand_body_json(deals.hand(number - 1))
    cards = {k: dealt[k] for k in _DEAL_FIELDS if k in dealt}
    return {**cards, **{k: v for k, v in d.items() if k != "points"}}


__all__ = [
    "CHALLENGE_FORMAT",
    "MAX_NAME_CHARS",
    "Challenge",
    "ChallengeError",
    "challenge_json",
    "player_name",
    "read_challenge",
    "read_challenge_bytes",
    "read_challenge_text",
]
