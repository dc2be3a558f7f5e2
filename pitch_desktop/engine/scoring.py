"""Scoring a hand (High, Low, Jack, Game, set back, smudge) and deciding whether the match ends.

Scoring returns a breakdown that says which side won each point and why, since the score pad,
the records and the tests all read it. A lone trump being High and Low (and Jack) needs no special
case: it falls out of taking the highest and the lowest trump in play.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import JACK, SUIT_MASKS, Card, Mask, card, card_text, game_points, highest, lowest
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

    def describe(self) -> str:
        if self.name == "game":
            return "Game: tied, nobody scores" if self.side is None else f"Game: side {self.side}"
        if self.card is None:
            return "Jack: not dealt, nobody scores"
        verb = "held" if self.name == "high" else "taken"
        if self.name == "low" and self.seat is not None:
            verb = "held or taken"
        return f"{self.name.capitalize()}: {card_text(self.card)}, {verb} by seat {self.seat}"


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


def _seat_holding(piles: tuple[Mask, ...], c: Card) -> int:
    b = 1 << c
    for seat, pile in enumerate(piles):
        if pile & b:
            return seat
    raise ValueError(f"{card_text(c)} is in nobody's pile")


def score_hand(
    rules: Rules,
    pitcher: int,
    bid: int,
    trump: int,
    dealt: tuple[Mask, ...],
    captured: tuple[Mask, ...],
    tricks: tuple[int, ...],
) -> HandScore:
    """Score a finished hand from what each seat was dealt and took in tricks."""
    side_of = rules.side_of_seat
    nsides = rules.sides
    in_play = 0
    for m in dealt:
        in_play |= m
    trumps = in_play & SUIT_MASKS[trump]  # never empty: the pitcher led one

    high_card = highest(trumps)
    high_seat = _seat_holding(dealt, high_card)
    high = PointAward("high", side_of[high_seat], high_card, high_seat)

    low_card = lowest(trumps)
    low_piles = dealt if rules.low_goes_to is LowGoesTo.HOLDER else captured
    low_seat = _seat_holding(low_piles, low_card)
    low = PointAward("low", side_of[low_seat], low_card, low_seat)

    jack_card = card(JACK, trump)
    if in_play >> jack_card & 1:
        jack_seat = _seat_holding(captured, jack_card)
        jack = PointAward("jack", side_of[jack_seat], jack_card, jack_seat)
    else:
        jack = PointAward("jack", None)

    side_game = [0] * nsides
    side_tricks = [0] * nsides
    for seat, pile in enumerate(captured):
        side_game[side_of[seat]] += game_points(pile)
        side_tricks[side_of[seat]] += tricks[seat]
    best = max(side_game)
    leaders = [s for s in range(nsides) if side_game[s] == best]
    game = PointAward("game", leaders[0] if len(leaders) == 1 else None)

    awards = (high, low, jack, game)
    won = [0] * nsides
    for a in awards:
        if a.side is not None:
            won[a.side] += 1

    ps = side_of[pitcher]
    hand_score = list(won)
    if bid == SMUDGE_LEVEL:
        made = won[ps] == 4 and side_tricks[ps] == 6
        hand_score[ps] = rules.smudge_value if made else -rules.smudge_value
    else:
        made = won[ps] >= bid
        if not made:
            hand_score[ps] = -bid
    return HandScore(
        pitcher=pitcher,
        pitcher_side=ps,
        bid=bid,
        trump=trump,
        awards=awards,
        game_points=tuple(side_game),
        tricks=tuple(side_tricks),
        won=tuple(won),
        made=made,
        hand_score=tuple(hand_score),
    )


def match_winner(rules: Rules, before: tuple[int, ...], score: HandScore) -> int | None:
    """The side that has won the match after this hand, or None (RULES.md, Winning the match)."""
    ps = score.pitcher_side
    after = [b + h for b, h in zip(before, score.hand_score, strict=True)]
    if score.smudge and score.made and rules.smudge_wins:
        return ps
    target = rules.target
    if rules.win_rule is WinRule.BIDDER_OUT:
        return ps if score.made and after[ps] >= target else None
    if rules.win_rule is WinRule.HIGHEST:
        top = max(after)
        if top < target:
            return None
        leaders = [s for s, v in enumerate(after) if v == top]
        return leaders[0] if len(leaders) == 1 else None
    # count_order: the pitcher's side counts first, then High, Low, Jack, Game in turn.
    running = list(before)
    running[ps] += score.hand_score[ps]
    if running[ps] >= target:
        return ps
    for award in score.awards:
        if award.side is None or award.side == ps:
            continue
        running[award.side] += 1
        if running[award.side] >= target:
            return award.side
    return None
