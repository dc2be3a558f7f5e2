"""The deals of the day: a short set of deals, the same for everyone on a calendar date.

Two players anywhere get the same cards without a server: the deals come from a SHA-256 hash of
the date and the rules (their canonical JSON, every field spelled out), never from Python's
``hash()`` (salted per process) nor from ``random`` (whose shuffles may change between Python
versions). Deal ``i`` is dealt by seat ``i`` modulo the players, the deal passing left as in a
match from seat 0; with the draw-back the stock is part of the deal.

Each seat has its own generator per deal, from the same hash (``seat_rng``): a computer player
is given a fresh one at the start of every deal of the day, so a deal replays the same whatever
happened in the deals before it (the duplicate comparison counts on it). The deals are played
as one match from 0-0, scores carrying; a match won before the last deal ends the day there.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, Mask
from .match import MatchState, new_match, start_hand
from .rules import Rules
from .state import EngineError, HandState, deal_from, new_hand

DAILY_DEALS = 8
MAX_DAILY_DEALS = 64
# Part of every hash: a change of how the day is dealt changes the name, never the old deals.
_SCHEME = "pitch-daily/1"
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class DailyError(EngineError):
    """A date that is not one, or a record that is not of the day's deals: says which, in one
    line."""


def parse_day(text: str) -> datetime.date:
    """A calendar date written ``YYYY-MM-DD`` (nothing else: the date names the deals)."""
    if not _DATE.fullmatch(text):
        raise DailyError(f"not a date written YYYY-MM-DD: {text[:40]!r}")
    try:
        return datetime.date.fromisoformat(text)
    except ValueError as exc:
        raise DailyError(f"not a calendar date: {text!r} ({exc})") from None


def canonical_rules(rules: Rules) -> str:
    """The rules as the hash reads them: every field, keys sorted, no spaces."""
    return json.dumps(rules.to_json(), sort_keys=True, separators=(",", ":"))


class _HashStream:
    """Whole numbers drawn from SHA-256 of a key and a counter: the same on any machine."""

    def __init__(self, key: bytes) -> None:
        self._key = key
        self._counter = 0
        self._pool = b""

    def _bytes(self, n: int) -> bytes:
        while len(self._pool) < n:
            block = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
            self._pool += block
            self._counter += 1
        out, self._pool = self._pool[:n], self._pool[n:]
        return out

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, each as likely (draws past the last whole
        multiple of ``n`` are thrown away)."""
        span = 1 << 64
        limit = span - span % n
        while True:
            x = int.from_bytes(self._bytes(8), "big")
            if x < limit:
                return x % n


def _shuffled(size: int, key: bytes) -> list[Card]:
    """The deck ``0..size-1`` shuffled (Fisher-Yates), top first."""
    deck = list(range(size))
    stream = _HashStream(key)
    for i in range(size - 1, 0, -1):
        j = stream.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@dataclass(frozen=True, slots=True)
class DailyDeal:
    """One deal of the day: its dealer, the cards dealt to each seat, the kitty (if the rules
    have one) and, with the draw-back, the stock (top first)."""

    index: int  # 0 for the first deal
    dealer: int
    dealt: tuple[Mask, ...]
    stock: tuple[Card, ...]
    kitty: Mask = 0


@dataclass(frozen=True, slots=True)
class DailyDeals:
    """The deals of one date at one table's rules, and each seat's generator per deal."""

    day: datetime.date
    rules: Rules
    key: bytes  # the SHA-256 digest of the date and the rules that everything is drawn from
    deals: tuple[DailyDeal, ...]

    def hand(self, index: int, scores_before: tuple[int, ...] | None = None) -> HandState:
        """Deal ``index`` ready for its auction, at ``scores_before`` (0-0 when None)."""
        d = self.deals[index]
        return new_hand(self.rules, d.dealer, d.dealt, scores_before, d.stock, d.kitty)

    def seat_rng(self, index: int, seat: int) -> random.Random:
        """The generator of ``seat`` for deal ``index``, fresh at the deal's start."""
        digest = hashlib.sha256(self.key + f"/deal {index}/seat {seat}".encode()).digest()
        return random.Random(int.from_bytes(digest, "big"))

    def new_match(self) -> MatchState:
        """The match the day is played as: from 0-0, seat 0 dealing first."""
        return new_match(self.rules, self.deals[0].dealer)

    def put_in_play(self, match: MatchState) -> MatchState:
        """Put the next deal of the day in play, between two hands of the day's match."""
        index = len(match.history)
        if index >= len(self.deals):
            raise DailyError(f"the day has {len(self.deals)} deals, all played")
        return start_hand(match, self.hand(index, match.scores))

    def check_played(self, hands: Sequence[HandState]) -> None:
        """Refuse a record that is not of these deals, in order from the first, every hand
        finished; ``DailyError`` names the first hand that is not."""
        if not hands:
            raise DailyError("the record holds no hand")
        if len(hands) > len(self.deals):
            raise DailyError(f"the record holds {len(hands)} hands; the day has {len(self.deals)}")
        if hands[0].rules != self.rules:
            raise DailyError("the record's rules are not the rules of these deals")
        for number, (hand, d) in enumerate(zip(hands, self.deals, strict=False), start=1):
            if (hand.dealer, hand.dealt, hand.undealt, hand.kitty) != (
                d.dealer,
                d.dealt,
                d.stock,
                d.kitty,
            ):
                raise DailyError(
                    f"hand {number} is not deal {number} of {self.day.isoformat()} "
                    "(other cards or another dealer)"
                )
            if not hand.is_over:
                raise DailyError(f"hand {number} is not finished: only played deals compare")


def side_points(hand: HandState, seat: int) -> int:
    """What the side of ``seat`` scored in a finished hand (0 when thrown in): the points a
    player's deal counts for, against a level's or a friend's with the same cards."""
    score = hand.score
    return 0 if score is None else score.hand_score[hand.rules.side_of(seat)]


def daily_deals(day: datetime.date, rules: Rules, count: int = DAILY_DEALS) -> DailyDeals:
    """The ``count`` deals of ``day`` at ``rules``: the same on any machine, another set on
    another date or at other rules."""
    if not 1 <= count <= MAX_DAILY_DEALS:
        raise DailyError(f"the deals of the day are 1 to {MAX_DAILY_DEALS}, not {count}")
    text = f"{_SCHEME}\n{day.isoformat()}\n{canonical_rules(rules)}"
    key = hashlib.sha256(text.encode()).digest()
    deals: list[DailyDeal] = []
    for i in range(count):
        dealer = i % rules.players
        deck = _shuffled(rules.deck_size, key + f"/deal {i}".encode())
        hand = deal_from(rules, dealer, deck)
        deals.append(
            DailyDeal(
                index=i, dealer=dealer, dealt=hand.dealt, stock=hand.undealt, kitty=hand.kitty
            )
        )
    return DailyDeals(day=day, rules=rules, key=key, deals=tuple(deals))
