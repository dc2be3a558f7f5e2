"""Scoring a hand (the awards of ``engine.points``, set back, smudge) and whether the match ends.

Scoring returns a breakdown that says which side won each award and why, since the score pad,
the records and the tests all read it. A lone trump being High and Low (and Jack) needs no special
case: it falls out of taking the highest trump and the lowest card of the trump suit in play.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    SUIT_MASKS,
    Card,
    Mask,
    card,
    card_text,
    game_points,
    union,
)
from .deck import SAME_COLOUR, Trumps, deck_of
from .points import POINTS_TABLE, Award, Carrier, Decided
from .rules import SMUDGE_LEVEL, LowGoesTo, Rules, WinRule

# How ``award_sides`` decides each kind of award, as small ints for its inner loop.
_HIGH, _LOW, _TAKEN, _MOST = range(4)
_CODES = {Decided.HIGHEST: _HIGH, Decided.LOWEST: _LOW, Decided.TAKEN: _TAKEN, Decided.MOST: _MOST}


@dataclass(frozen=True, slots=True)
class PointAward:
    """One award of the hand: who won it and why.

    ``card`` is the card behind it (High, Low, or the card of a card award; None for Game, or
    when the card was not in play); ``seat`` the player who held it (High, Low under ``holder``)
    or took it in a trick (Low under ``taker``, a card award); ``side`` the side that scores it,
    None when nobody does; ``worth`` what it adds to that side.
    """

    name: Award
    side: int | None
    card: Card | None = None
    seat: int | None = None
    worth: int = 1


@dataclass(frozen=True, slots=True)
class HandScore:
    """The breakdown of a played hand, per side (index = side); ``awards`` in the rules'
    counting order."""

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
    partner: int | None = None  # a called partner's seat (None: none, or the pitcher alone)

    @property
    def smudge(self) -> bool:
        return self.bid == SMUDGE_LEVEL

    def award(self, name: str) -> PointAward:
        """The award called ``name``; ``KeyError`` when the rules do not score it."""
        for a in self.awards:
            if a.name == name:
                return a
        raise KeyError(name)

    def has(self, name: str) -> bool:
        return any(a.name == name for a in self.awards)

    @property
    def points(self) -> dict[str, int | None]:
        return {a.name.value: a.side for a in self.awards}


# The side that won each award of the rules' points (None: nobody), in their order.
AwardSides = tuple[int | None, ...]


class HandPoints(NamedTuple):
    """The bare numbers of a scored hand, cheap enough for thousands of playouts a second.

    ``sides`` gives the side that won each award of ``rules.points`` (None: nobody).
    """

    sides: AwardSides
    game_points: tuple[int, ...]
    tricks: tuple[int, ...]
    won: tuple[int, ...]
    made: bool
    hand_score: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class _Plan:
    """The awards of a table under one trump, as ``award_sides`` reads them."""

    trumps: Trumps
    codes: tuple[tuple[int, Mask], ...]  # per award: how it is decided, and its card's bit
    cards: tuple[Card | None, ...]  # per award: its card, for a card award
    low_to_holder: bool


@lru_cache(maxsize=512)
def _plan(rules: Rules, trump: int) -> _Plan:
    trumps = deck_of(rules).by_suit[trump]
    codes: list[tuple[int, Mask]] = []
    cards: list[Card | None] = []
    for award in rules.points:
        row = POINTS_TABLE[award]
        c = _carried_card(row.carrier, row.rank, trumps)
        cards.append(c)
        codes.append((_CODES[row.decided], 0 if c is None else 1 << c))
    return _Plan(trumps, tuple(codes), tuple(cards), rules.low_goes_to is LowGoesTo.HOLDER)


def _carried_card(carrier: Carrier | None, rank: int | None, trumps: Trumps) -> Card | None:
    if carrier is None:
        return None
    if carrier is Carrier.TRUMP_RANK:
        assert rank is not None
        return card(rank, trumps.suit)
    if carrier is Carrier.OFF_RANK:
        assert rank is not None
        return card(rank, SAME_COLOUR[trumps.suit])
    return BIG_JOKER if carrier is Carrier.BIG_JOKER else LITTLE_JOKER


def award_cards(rules: Rules, trump: int) -> tuple[Card | None, ...]:
    """The card behind each award of ``rules.points`` under ``trump`` (None: High, Low, Game)."""
    return _plan(rules, trump).cards


def _seat_holding(piles: tuple[Mask, ...] | list[Mask], c: Card) -> int:
    b = 1 << c
    for seat, pile in enumerate(piles):
        if pile & b:
            return seat
    raise ValueError(f"{card_text(c)} is in nobody's pile")


def award_sides(
    rules: Rules,
    trump: int,
    dealt: tuple[Mask, ...] | list[Mask],
    side_piles: tuple[Mask, ...] | list[Mask],
    side_of: tuple[int, ...] | None = None,
) -> AwardSides:
    """The side that wins each award of ``rules.points`` (None: nobody), from what each seat
    was dealt and what each side took in tricks (``side_of``: the side of each seat, the
    rules' unless a called partner joins the pitcher's). The one place where the awards are
    decided."""
    plan = _plan(rules, trump)
    if side_of is None:
        side_of = rules.side_of_seat
    in_play = union(dealt)
    out: list[int | None] = []
    for code, bit in plan.codes:
        if code == _TAKEN:
            out.append(_taker_side(in_play, bit, side_piles))
        elif code == _MOST:
            out.append(_most_side(side_piles))
        elif code == _HIGH:
            out.append(_high_side(plan, in_play, dealt, side_of))
        else:
            out.append(_low_side(plan, in_play, dealt, side_piles, side_of))
    return tuple(out)


def _taker_side(in_play: Mask, bit: Mask, side_piles: tuple[Mask, ...] | list[Mask]) -> int | None:
    """A card award goes to the side that took its card, if it was in play."""
    if in_play & bit:
        for s, pile in enumerate(side_piles):
            if pile & bit:
                return s
    return None


def _most_side(side_piles: tuple[Mask, ...] | list[Mask]) -> int | None:
    """Game goes to the side with the most game points; a tie for most: nobody scores it."""
    side: int | None = None
    best = -1
    for s, pile in enumerate(side_piles):
        points = game_points(pile)
        if points > best:
            best, side = points, s
        elif points == best:
            side = None
    return side


def _high_side(
    plan: _Plan, in_play: Mask, dealt: tuple[Mask, ...] | list[Mask], side_of: tuple[int, ...]
) -> int | None:
    """High goes to the side of the seat dealt the highest trump in play. A trump is in play
    once one is led; with the draw-back nobody may hold one."""
    if in_play & plan.trumps.mask:
        high = 1 << plan.trumps.highest(in_play)
        for seat, m in enumerate(dealt):
            if m & high:
                return side_of[seat]
    return None


def _low_side(
    plan: _Plan,
    in_play: Mask,
    dealt: tuple[Mask, ...] | list[Mask],
    side_piles: tuple[Mask, ...] | list[Mask],
    side_of: tuple[int, ...],
) -> int | None:
    """Low goes to the side of the lowest trump's holder, or of its taker, as the table
    plays."""
    low_card = plan.trumps.lowest_of_suit(in_play)
    if low_card is None:
        return None
    low = 1 << low_card
    piles = dealt if plan.low_to_holder else side_piles
    for i, m in enumerate(piles):
        if m & low:
            return side_of[i] if plan.low_to_holder else i
    return None


def decided_awards(
    rules: Rules,
    trump: int,
    played_by: tuple[Mask, ...] | list[Mask],
    side_piles: tuple[Mask, ...] | list[Mask],
    still_out: Mask,
) -> tuple[bool, ...]:
    """Per award of ``rules.points``: is its side (``award_sides`` of the cards played so far)
    final, whatever ``still_out`` (the cards that may yet come into play) does?

    A tally during a hand shows who leads each award; only an award no card still out could
    change is won. ``played_by`` holds per seat the cards played so far and ``side_piles`` per
    side the cards taken in tricks; a card played but not yet taken (the trick in progress) is
    still undecided for what its taker wins.
    """
    plan = _plan(rules, trump)
    played = union(played_by)
    taken = union(side_piles)
    pending = played & ~taken  # in the trick in progress: its taker is not known yet
    out: list[bool] = []
    for code, bit in plan.codes:
        if code == _TAKEN:
            out.append(bool(taken & bit) or not (still_out | pending) & bit)
        elif code == _HIGH:
            out.append(_high_decided(plan.trumps, played, still_out))
        elif code == _LOW:
            out.append(_low_decided(plan, played, pending, still_out))
        else:
            out.append(_game_decided(side_piles, pending, still_out))
    return tuple(out)


def _high_decided(trumps: Trumps, played: Mask, still_out: Mask) -> bool:
    """High is decided once no trump above the highest played is still out."""
    above = trumps.mask
    if played & trumps.mask:
        high = trumps.highest(played)
        above = 0
        for c in trumps.order[: trumps.order.index(high)]:
            above |= 1 << c
    return not still_out & above


def _low_decided(plan: _Plan, played: Mask, pending: Mask, still_out: Mask) -> bool:
    """Low is decided once no lower trump is still out, and, when it goes to the taker, once
    the trick holding it has been taken."""
    suit = SUIT_MASKS[plan.trumps.suit]
    low = plan.trumps.lowest_of_suit(played)
    below = suit if low is None else suit & ((1 << low) - 1)
    waiting = low is not None and not plan.low_to_holder and bool(pending >> low & 1)
    return bool(not still_out & below and not waiting)


def _game_decided(
    side_piles: tuple[Mask, ...] | list[Mask], pending: Mask, still_out: Mask
) -> bool:
    """Game is decided once the game points still to take cannot change who has the most."""
    counts = sorted((game_points(pile) for pile in side_piles), reverse=True)
    left = game_points(still_out | pending)
    lead = counts[0] - (counts[1] if len(counts) > 1 else 0)
    return left == 0 or lead > left


def bid_outcome(
    rules: Rules,
    pitcher_side: int,
    bid: int,
    won: tuple[int, ...] | list[int],
    pitcher_tricks: int,
    all_tricks: int,
) -> tuple[bool, tuple[int, ...]]:
    """Whether the pitcher made the bid, and what each side scores: points won, or minus the
    bid when set back; a smudge is made only with every point of the rules and every trick
    (``all_tricks``: the tricks the hand had, fewer than the deal with the draw-back)."""
    hand_score = list(won)
    if bid == SMUDGE_LEVEL:
        made = won[pitcher_side] == rules.total_points and pitcher_tricks == all_tricks
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
    partner: int | None = None,
) -> HandPoints:
    """Score a finished hand from what each seat was dealt and took in tricks (per seat); a
    called ``partner`` is of the pitcher's side for the hand (``pair_sides``)."""
    side_of = pair_sides(rules, pitcher, partner)
    nsides = rules.teams or rules.players
    side_piles = [0] * nsides
    side_tricks = [0] * nsides
    for seat in range(len(captured)):
        side = side_of[seat]
        side_piles[side] |= captured[seat]
        side_tricks[side] += tricks[seat]
    sides = award_sides(rules, trump, dealt, side_piles, side_of)
    won = [0] * nsides
    for winner, worth in zip(sides, rules.worths, strict=True):
        if winner is not None:
            won[winner] += worth
    made, hand_score = bid_outcome(
        rules, side_of[pitcher], bid, won, side_tricks[side_of[pitcher]], sum(side_tricks)
    )
    game = [game_points(pile) for pile in side_piles]
    if partner is not None:
        # The pair's figures under both seats (FORMATS.md, the result with a called partner).
        ps = side_of[pitcher]
        won[partner], game[partner] = won[ps], game[ps]
        hand_score = _with_pair(hand_score, ps, partner)
    return HandPoints(sides, tuple(game), tuple(side_tricks), tuple(won), made, hand_score)


def pair_sides(rules: Rules, pitcher: int, partner: int | None) -> tuple[int, ...]:
    """The side of each seat for a hand: the rules', a called partner's being the pitcher's."""
    side_of = rules.side_of_seat
    if partner is None:
        return side_of
    return tuple(side_of[pitcher] if s == partner else side for s, side in enumerate(side_of))


def _with_pair(hand_score: tuple[int, ...], ps: int, partner: int) -> tuple[int, ...]:
    """Both of the pair score the side's hand score."""
    return tuple(hand_score[ps] if s == partner else v for s, v in enumerate(hand_score))


def score_hand(
    rules: Rules,
    pitcher: int,
    bid: int,
    trump: int,
    dealt: tuple[Mask, ...],
    captured: tuple[Mask, ...],
    tricks: tuple[int, ...],
    partner: int | None = None,
) -> HandScore:
    """The breakdown of a finished hand: which side won each award, with the cards and seats."""
    p = hand_points(rules, pitcher, bid, trump, dealt, captured, tricks, partner)
    plan = _plan(rules, trump)
    in_play = union(dealt)
    awards = tuple(
        _point_award(plan, in_play, dealt, captured, award, side, worth, code, c)
        for award, side, worth, (code, _), c in zip(
            rules.points, p.sides, rules.worths, plan.codes, plan.cards, strict=True
        )
    )
    return HandScore(
        pitcher=pitcher,
        pitcher_side=rules.side_of_seat[pitcher],
        bid=bid,
        trump=trump,
        awards=awards,
        game_points=p.game_points,
        tricks=p.tricks,
        won=p.won,
        made=p.made,
        hand_score=p.hand_score,
        partner=partner,
    )


def _point_award(
    plan: _Plan,
    in_play: Mask,
    dealt: tuple[Mask, ...],
    captured: tuple[Mask, ...],
    award: Award,
    side: int | None,
    worth: int,
    code: int,
    c: Card | None,
) -> PointAward:
    """One award of the breakdown: the card behind it and the seat that held or took it, when
    that card was in play."""
    if code == _HIGH:
        if not in_play & plan.trumps.mask:
            return PointAward(award, None, worth=worth)
        high = plan.trumps.highest(in_play)
        return PointAward(award, side, high, _seat_holding(dealt, high), worth)
    if code == _LOW:
        low = plan.trumps.lowest_of_suit(in_play)
        if low is None:
            return PointAward(award, None, worth=worth)
        piles = dealt if plan.low_to_holder else captured
        return PointAward(award, side, low, _seat_holding(piles, low), worth)
    if code == _TAKEN and c is not None and in_play >> c & 1:
        return PointAward(award, side, c, _seat_holding(captured, c), worth)
    return PointAward(award, side, worth=worth)


def match_winner(rules: Rules, before: tuple[int, ...], score: HandScore) -> int | None:
    """The side that has won the match after this hand, or None (RULES.md, Winning the match)."""
    return winner_after(
        rules,
        before,
        score.pitcher_side,
        score.bid,
        score.made,
        score.hand_score,
        tuple(a.side for a in score.awards),
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
    if rules.win_rule is WinRule.BIDDER_OUT:
        return ps if made and after[ps] >= rules.target else None
    if rules.win_rule is WinRule.HIGHEST:
        return _highest_winner(after, rules.target)
    return _count_order_winner(rules, before, ps, hand_score, sides)


def _highest_winner(after: list[int], target: int) -> int | None:
    """``highest``: the one side at the top once it reaches the target; a tie plays on."""
    top = max(after)
    if top < target:
        return None
    leaders = [s for s, v in enumerate(after) if v == top]
    return leaders[0] if len(leaders) == 1 else None


def _count_order_winner(
    rules: Rules,
    before: tuple[int, ...],
    ps: int,
    hand_score: tuple[int, ...] | list[int],
    sides: AwardSides,
) -> int | None:
    """``count_order``: the pitcher's side counts first, then the awards in the rules' order,
    each adding its worth; the first side to reach the target wins."""
    target = rules.target
    running = list(before)
    running[ps] += hand_score[ps]
    if running[ps] >= target:
        return ps
    for side, worth in zip(sides, rules.worths, strict=True):
        if side is None or side == ps:
            continue
        running[side] += worth
        if running[side] >= target:
            return side
    return None
