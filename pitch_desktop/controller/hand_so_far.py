"""The hand in play as the table retells it: the auction, the tricks and the running tally.

Each function reads one ``PlayerView`` (what the human may know) and answers with the engine's
own rules, so the window can show a bid history, step back through the tricks or keep a tally
without deciding a rule itself. A resumed or taken-back hand is retold from its view the same
way as a hand watched from the deal.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitch_desktop.engine.auction import PASS_LEVEL, dealer_is_stuck, takes_by_matching
from pitch_desktop.engine.cards import Card, Mask, game_points
from pitch_desktop.engine.deck import deck_of, trumps_of
from pitch_desktop.engine.play import trick_winner_index
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.scoring import award_sides, decided_awards
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView


@dataclass(frozen=True, slots=True)
class BidEntry:
    """One seat's word in the auction; ``matched``: the dealer took the bid by matching it
    (a steal); ``stuck``: the dealer had to bid because everyone before passed."""

    seat: int
    level: int  # 0 pass, a number, or SMUDGE_LEVEL
    matched: bool = False
    stuck: bool = False


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A trick of the hand: its cards in play order from ``leader``, played by ``seats`` (every
    seat from the leader, or with the draw-back those still in); ``winning`` is the seat whose
    card wins it so far (its taker once ``complete``)."""

    leader: int
    cards: tuple[Card, ...]
    winning: int
    complete: bool
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RunningTally:
    """What each side (index = side) has taken so far in the hand.

    ``points`` holds the awards of ``rules.points`` a side would score if the hand ended now, from
    the cards played so far: High and Low are the highest and lowest trump played yet, Jack the
    jack of trump once taken, Game the side with strictly most card points so far. At the end of
    the hand they are the hand's points.

    ``decided`` holds those of ``points`` that no card still out can take away (the ace of trump
    played is High for good; a lead in card points no card left could catch up is Game), so a
    point only leading so far can be told from a point won.
    """

    tricks: tuple[int, ...]
    game_points: tuple[int, ...]
    points: tuple[tuple[str, ...], ...]
    decided: tuple[tuple[str, ...], ...]

    @property
    def sides(self) -> int:
        return len(self.tricks)


def bid_history(view: PlayerView) -> tuple[BidEntry, ...]:
    """Every bid of the hand so far, in the order spoken (from the dealer's left)."""
    out: list[BidEntry] = []
    high = PASS_LEVEL
    for index, level in enumerate(view.bids):
        seat = view.bidder_seat(index)
        is_dealer = seat == view.dealer
        out.append(
            BidEntry(
                seat=seat,
                level=level,
                matched=takes_by_matching(is_dealer, level, high),
                stuck=dealer_is_stuck(view.rules, is_dealer, high),
            )
        )
        high = max(high, level)
    return tuple(out)


def trick_seats(leader: int, count: int, players: int) -> tuple[int, ...]:
    """The seats that played the first ``count`` cards of a trick: play goes left from the
    leader."""
    return tuple((leader + i) % players for i in range(count))


def deal_turn(dealer: int, seat: int, players: int) -> int:
    """How many seats get their cards before ``seat``: the deal starts at the dealer's left."""
    return (seat - dealer - 1) % players


def winning_seat(seats: tuple[int, ...], cards: tuple[Card, ...], trump: int, rules: Rules) -> int:
    """The seat whose card wins a trick (or a trick so far) played by ``seats`` in order."""
    return seats[trick_winner_index(cards, trumps_of(rules, trump))]


def tricks_so_far(view: PlayerView) -> tuple[TrickRecord, ...]:
    """The tricks of the hand so far, the one in progress last."""
    trump = view.trump
    out: list[TrickRecord] = []
    plays = view.plays
    if trump is None:
        return ()
    start = 0
    for seats in view.trick_seat_lists:
        chunk = plays[start : start + len(seats)]
        start += len(chunk)
        cards = tuple(c for _, c in chunk)
        out.append(
            TrickRecord(
                leader=seats[0],
                cards=cards,
                winning=winning_seat(seats, cards, trump, view.rules),
                complete=len(cards) == len(seats),
                seats=seats,
            )
        )
    return tuple(out)


def running_tally(view: PlayerView) -> RunningTally:
    """Tricks, card points and the points each side holds so far (see ``RunningTally``)."""
    rules = view.rules
    tricks = [0] * rules.sides
    piles = [0] * rules.sides
    for seat in range(view.players):
        tricks[rules.side_of_seat[seat]] += view.tricks[seat]
        piles[rules.side_of_seat[seat]] |= view.captured[seat]
    points, decided = _points_held(view, piles)
    return RunningTally(
        tricks=tuple(tricks),
        game_points=tuple(game_points(p) for p in piles),
        points=points,
        decided=decided,
    )


def _points_held(
    view: PlayerView, piles: list[Mask]
) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...]]:
    """The points each side holds so far, and those of them no card still out can take away
    (each by its name, side by side); none before trump is named and a card played."""
    rules = view.rules
    points: list[list[str]] = [[] for _ in range(rules.sides)]
    decided: list[list[str]] = [[] for _ in range(rules.sides)]
    if view.trump is not None and view.played:
        # The cards played so far stand in for the cards in play: by the end they are the same.
        holders = award_sides(rules, view.trump, view.played_by, piles)
        final = decided_awards(rules, view.trump, view.played_by, piles, still_out(view))
        for name, side, sure in zip(rules.points, holders, final, strict=True):
            if side is not None:
                points[side].append(name)
                if sure:
                    decided[side].append(name)
    return tuple(tuple(p) for p in points), tuple(tuple(p) for p in decided)


def still_out(view: PlayerView) -> Mask:
    """The cards that may still come into play, as far as the seat of ``view`` knows: none once
    the hand is over, else every card not played and not known to be out of play (burned, or
    the seat's own dead cards); with the draw-back, once everyone has drawn, only trumps (every
    hand holds trumps only)."""
    if view.phase is Phase.DONE:
        return 0
    out = deck_of(view.rules).mask & ~view.played & ~view.all_burned & ~view.own_dead
    trumps = view.trumps
    if view.rules.draw_back and view.phase is Phase.PLAY and trumps is not None:
        out &= trumps.mask
    return out
