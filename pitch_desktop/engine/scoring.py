"""Scoring a hand (High, Low, Jack, Game, set back, smudge) and deciding whether the match ends.

Scoring returns a breakdown that says which side won each point and why, since the score pad,
the records and the tests all read it. A lone trump being High and Low (and Jack) needs no special
case: it falls out of taking the highest and the lowest trump in play.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .cards import (
    HAND_SIZE,
    JACK,
    SUIT_MASKS,
    Card,
    Mask,
    card,
    card_text,
    game_points,
    highest,
    lowest,
)
from .rules import SMUDGE_LEVEL, LowGoesTo, Rules, WinRule

POINT_NAMES: tuple[str, ...] = ("high", "low", "jack", "game")


@dataclass(frozen=True, slots=True)
class PointAward:
    """One of the four points: who won it and why.

    ``card`` is the High, Low or Jack card (None for Game, or when the jack was not dealt);
    ``seat`` the player who held it (High, Low under ``holder``) or took it in a trick (Low under
    ``taker``, Jack); ``side`` the side that scores it, None when nobody does.
    """

    name: str
    side: int | None
    card: Card | None = None
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class HandScore:
    """The breakdown of a played hand, per side (index = side)."""

    pitcher: int
    pitcher_side: int
    bid: int
    trump: int
    awards: tuple[PointAward, ...]
    game_points: tuple[int, ...]
    tricks: tuple[int, ...]
    won: tuple[int, ...]
    made: bool
    hand_score: tuple[int, ...]

    @property
    def smudge(self) -> bool:
        return self.bid == SMUDGE_LEVEL

    def award(self, name: str) -> PointAward:
        return self.awards[POINT_NAMES.index(name)]

    @property
    def points(self) -> dict[str, int | None]:
        return {a.name: a.side for a in self.awards}


class HandPoints(NamedTuple):
    """The bare numbers of a scored hand, cheap enough for thousands of playouts a second.

    ``sides`` gives the side that won High, Low, Jack and Game (None: nobody); seats and cards
    are -1 where there is none (the jack not dealt).
    """

    sides: tuple[int | None, int | None, int | None, int | None]
    high_card: Card
    high_seat: int
    low_card: Card
    low_seat: int
    jack_card: Card
    jack_seat: int
    game_points: tuple[int, ...]
    tricks: tuple[int, ...]
    won: tuple[int, ...]
    made: bool
    hand_score: tuple[int, ...]


def _seat_holding(piles: tuple[Mask, ...] | list[Mask], c: Card) -> int:
    b = 1 << c
    for seat, pile in enumerate(piles):
        if pile & b:
            return seat
    raise ValueError(f"{card_text(c)} is in nobody's pile")


AwardSides = tuple[int | None, int | None, int | None, int | None]


def award_sides(
    rules: Rules,
    trump: int,
    dealt: tuple[Mask, ...] | list[Mask],
    side_piles: tuple[Mask, ...] | list[Mask],
) -> AwardSides:
    """The side that wins High, Low, Jack and Game (None: nobody), from what each seat was
    dealt and what each side took in tricks. The one place where the four points are decided."""
    side_of = rules.side_of_seat
    in_play = 0
    for m in dealt:
        in_play |= m
    trumps = in_play & SUIT_MASKS[trump]  # never empty once a trump has been led
    high = highest(trumps)
    low = 1 << lowest(trumps)
    high_side = low_side = jack_side = None
    for seat, m in enumerate(dealt):
        if m >> high & 1:
            high_side = side_of[seat]
        if m & low and rules.low_goes_to is LowGoesTo.HOLDER:
            low_side = side_of[seat]
    jack = 1 << card(JACK, trump)
    best = -1
    game_side: int | None = None
    for side, pile in enumerate(side_piles):
        if pile & low and rules.low_goes_to is LowGoesTo.TAKER:
            low_side = side
        if pile & jack:
            jack_side = side
        points = game_points(pile)
        if points > best:
            best, game_side = points, side
        elif points == best:
            game_side = None  # a tie for most: nobody scores Game
    return high_side, low_side, jack_side, game_side


def bid_outcome(
    rules: Rules,
    pitcher_side: int,
    bid: int,
    won: tuple[int, ...] | list[int],
    pitcher_tricks: int,
) -> tuple[bool, tuple[int, ...]]:
    """Whether the pitcher made the bid, and what each side scores: points won, or minus the
    bid when set back; a smudge is made only with all four points and all six tricks."""
    hand_score = list(won)
    if bid == SMUDGE_LEVEL:
        made = won[pitcher_side] == len(POINT_NAMES) and pitcher_tricks == HAND_SIZE
        hand_score[pitcher_side] = rules.smudge_value if made else -rules.smudge_value
    else:
        made = won[pitcher_side] >= bid
        if not made:
            hand_score[pitcher_side] = -bid
    return made, tuple(hand_score)


def hand_points(
    rules: Rules,
    pitcher: int,
    bid: int,
    trump: int,
    dealt: tuple[Mask, ...] | list[Mask],
    captured: tuple[Mask, ...] | list[Mask],
    tricks: tuple[int, ...] | list[int],
) -> HandPoints:
    """Score a finished hand from what each seat was dealt and took in tricks (per seat)."""
    side_of = rules.side_of_seat
    nsides = rules.teams or rules.players
    side_piles = [0] * nsides
    side_tricks = [0] * nsides
    for seat in range(len(captured)):
        side = side_of[seat]
        side_piles[side] |= captured[seat]
        side_tricks[side] += tricks[seat]
    sides = award_sides(rules, trump, dealt, side_piles)
    won = [0] * nsides
    for winner in sides:
        if winner is not None:
            won[winner] += 1
    made, hand_score = bid_outcome(rules, side_of[pitcher], bid, won, side_tricks[side_of[pitcher]])

    # The seats behind the points, for the breakdown.
    in_play = 0
    for m in dealt:
        in_play |= m
    trumps = in_play & SUIT_MASKS[trump]
    high_card = highest(trumps)
    low_card = lowest(trumps)
    low_piles = dealt if rules.low_goes_to is LowGoesTo.HOLDER else captured
    jack_card = card(JACK, trump)
    jack_seat = -1
    if sides[2] is not None:
        jack_seat = _seat_holding(captured, jack_card)
    else:
        jack_card = -1
    return HandPoints(
        sides,
        high_card,
        _seat_holding(dealt, high_card),
        low_card,
        _seat_holding(low_piles, low_card),
        jack_card,
        jack_seat,
        tuple(game_points(pile) for pile in side_piles),
        tuple(side_tricks),
        tuple(won),
        made,
        hand_score,
    )


def score_hand(
    rules: Rules,
    pitcher: int,
    bid: int,
    trump: int,
    dealt: tuple[Mask, ...],
    captured: tuple[Mask, ...],
    tricks: tuple[int, ...],
) -> HandScore:
    """The breakdown of a finished hand: which side won each point, with the cards and seats."""
    p = hand_points(rules, pitcher, bid, trump, dealt, captured, tricks)
    high_side, low_side, jack_side, game_side = p.sides
    jack = (
        PointAward("jack", jack_side, p.jack_card, p.jack_seat)
        if p.jack_card >= 0
        else PointAward("jack", None)
    )
    return HandScore(
        pitcher=pitcher,
        pitcher_side=rules.side_of_seat[pitcher],
        bid=bid,
        trump=trump,
        awards=(
            PointAward("high", high_side, p.high_card, p.high_seat),
            PointAward("low", low_side, p.low_card, p.low_seat),
            jack,
            PointAward("game", game_side),
        ),
        game_points=p.game_points,
        tricks=p.tricks,
        won=p.won,
        made=p.made,
        hand_score=p.hand_score,
    )


def match_winner(rules: Rules, before: tuple[int, ...], score: HandScore) -> int | None:
    """The side that has won the match after this hand, or None (RULES.md, Winning the match)."""
    return winner_after(
        rules,
        before,
        score.pitcher_side,
        score.bid,
        score.made,
        score.hand_score,
        tuple(a.side for a in score.awards),  # type: ignore[arg-type]
    )


def winner_after(
    rules: Rules,
    before: tuple[int, ...],
    pitcher_side: int,
    bid: int,
    made: bool,
    hand_score: tuple[int, ...] | list[int],
    sides: AwardSides,
) -> int | None:
    """The side that has won the match after a hand, from the bare numbers of the hand (the
    bots call this on simulated hands)."""
    ps = pitcher_side
    if bid == SMUDGE_LEVEL and made and rules.smudge_wins:
        return ps
    after = [b + h for b, h in zip(before, hand_score, strict=True)]
    target = rules.target
    if rules.win_rule is WinRule.BIDDER_OUT:
        return ps if made and after[ps] >= target else None
    if rules.win_rule is WinRule.HIGHEST:
        top = max(after)
        if top < target:
            return None
        leaders = [s for s, v in enumerate(after) if v == top]
        return leaders[0] if len(leaders) == 1 else None
    # count_order: the pitcher's side counts first, then High, Low, Jack, Game in turn.
    running = list(before)
    running[ps] += hand_score[ps]
    if running[ps] >= target:
        return ps
    for side in sides:
        if side is None or side == ps:
            continue
        running[side] += 1
        if running[side] >= target:
            return side
    return None
