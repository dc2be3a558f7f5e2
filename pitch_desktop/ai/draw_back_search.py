"""Play-outs of the draw-back on card masks: the draw, the burns, trumps-only play and the score,
for the ``expert``'s simulations of a sampled world.

Every rule is the engine's own (``engine.draw_back``: who draws how many and in what order, what
may be burned, who plays to a trick and who leads; ``engine.scoring``: the awards and the bid),
and every choice is the shared policy of ``draw_back_play`` (``burn_choice``, ``world_card``);
only the bookkeeping is kept in local ints instead of the engine's ``HandState``, so a whole
hand plays out in a few hundred microseconds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pitch_desktop.engine import draw_back
from pitch_desktop.engine.cards import Card, Mask
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.scoring import AwardSides, award_sides, bid_outcome, pair_sides
from pitch_desktop.engine.state import HandState

from .draw_back_play import WorldTable, burn_choice, capture_mask, world_card, world_table


@dataclass(frozen=True, slots=True)
class Played:
    """A hand played out: who won each award of the rules' points, the points each side won,
    the tricks of each side and the tricks of the hand."""

    sides: AwardSides
    won: tuple[int, ...]
    tricks: tuple[int, ...]
    # A called partner's side in the world played (its points and tricks pooled with the
    # pitcher's): it scores the pitcher's score.
    partner_side: int | None = None

    def result(self, rules: Rules, pitcher_side: int, bid: int) -> tuple[bool, tuple[int, ...]]:
        """Made or not, and each side's score for the hand (``engine.scoring.bid_outcome``)."""
        made, scores = bid_outcome(
            rules, pitcher_side, bid, self.won, self.tricks[pitcher_side], sum(self.tricks)
        )
        ps = self.partner_side
        if ps is not None and ps != pitcher_side:
            scores = tuple(scores[pitcher_side] if i == ps else v for i, v in enumerate(scores))
        return made, scores


def draw_all(
    rules: Rules,
    trump: int,
    dealer: int,
    pitcher: int,
    hands: list[Mask],
    stock: Sequence[Card],
    done: int = 0,
) -> None:
    """The draw from the ``done``-th drawer on, in place: each throws what is not trump and
    draws back to six from the top of the stock (``engine.draw_back.cards_to_draw``), the
    pitcher last, taking the rest."""
    tm = world_table(rules, trump).ts.mask
    pos = 0
    for seat in draw_back.draw_order(rules.players, dealer, pitcher)[done:]:
        kept = hands[seat] & tm
        k = draw_back.cards_to_draw(kept.bit_count(), len(stock) - pos, seat == pitcher)
        drew = 0
        for c in stock[pos : pos + k]:
            drew |= 1 << c
        pos += k
        hands[seat] = kept | drew & tm


def burn_all(
    rules: Rules, trump: int, dealer: int, hands: list[Mask], burned: Mask, start: int = 0
) -> Mask:
    """Every burn from place ``start`` of the burn order on, in place, each seat over six
    burning ``draw_back_play.burn_choice``; the burned cards, with ``burned`` before."""
    for seat in draw_back.burn_order(rules.players, dealer)[start:]:
        while draw_back.over_six(hands[seat]):
            c = burn_choice(rules, trump, hands[seat], burned)
            hands[seat] &= ~(1 << c)
            burned |= 1 << c
    return burned


def play_all(
    wt: WorldTable,
    hands: list[Mask],
    leader: int,
    trick: list[Card],
    seats: tuple[int, ...],
    piles: list[Mask],
    tricks: list[int],
    keep: Mask,
    rng: random.Random,
    eps: float,
) -> None:
    """Play the rest of the hand with ``world_card``, in place: ``trick`` holds the cards of the
    trick in play and ``seats`` the seats that play to it (``engine.draw_back.trick_seats``);
    ``piles`` and ``tricks`` are per side."""
    n = wt.players
    side_of = wt.side_of
    beats = wt.beats
    trick = list(trick)
    while True:
        if not trick:
            held = 0
            for s in range(n):
                if hands[s]:
                    held |= 1 << s
            seats = draw_back.trick_seats(held, leader, n)
        for seat in seats[len(trick) :]:
            c = world_card(wt, hands, seat, trick, seats, keep, rng, eps)
            hands[seat] &= ~(1 << c)
            trick.append(c)
        win = trick[0]
        win_i = 0
        pile = 1 << win
        for i in range(1, len(trick)):
            c = trick[i]
            pile |= 1 << c
            if beats[win] >> c & 1:
                win, win_i = c, i
        taker = seats[win_i]
        side = side_of[taker]
        piles[side] |= pile
        tricks[side] += 1
        trick = []
        nxt = draw_back.next_holding(tuple(hands), taker)
        if nxt is None:
            return
        leader = nxt


def score(
    rules: Rules,
    trump: int,
    in_play: Sequence[Mask],
    piles: list[Mask],
    tricks: list[int],
    side_of: tuple[int, ...] | None = None,
) -> Played:
    """The awards and points of a hand played out (``engine.scoring.award_sides``;
    ``side_of``: the side of each seat when a called partner joins the pitcher's)."""
    sides = award_sides(rules, trump, list(in_play), piles, side_of)
    won = [0] * rules.sides
    for side, worth in zip(sides, rules.worths, strict=True):
        if side is not None:
            won[side] += worth
    return Played(sides, tuple(won), tuple(tricks))


def play_named(
    world: HandState, pitcher: int, trump: int, rng: random.Random, eps: float
) -> Played:
    """A sampled world before the draw (its hands as dealt, its stock), played out with
    ``pitcher`` naming ``trump``: the draw, the burns, and the play from the pitcher's lead.
    A kitty not yet taken (``world.kitty``) joins the pitcher's hand first, as the engine
    gives it before trump is named."""
    rules = world.rules
    hands = list(world.hands)
    hands[pitcher] |= world.kitty
    called = world.called
    if rules.call_partner and called is None:
        called = call_of(rules, trump, hands[pitcher])
    draw_all(rules, trump, world.dealer, pitcher, hands, world.stock, world.draws)
    partner = _holder(hands, called, pitcher)
    burned = burn_all(rules, trump, world.dealer, hands, 0)
    return _play_from_start(rules, trump, pitcher, hands, burned, rng, eps, partner)


def call_of(rules: Rules, trump: int, hand: Mask) -> Card | None:
    """The trump a pitcher holding ``hand`` calls (``ai.call_and_rob.call_choice``): the
    highest it lacks."""
    for c in world_table(rules, trump).ts.order:
        if not hand >> c & 1:
            return c
    return None


def _holder(hands: Sequence[Mask], called: Card | None, pitcher: int) -> int | None:
    """The called partner once the draw is done: the holder of the called card, unless that
    is the pitcher or nobody."""
    if called is None:
        return None
    holder = next((s for s, h in enumerate(hands) if h >> called & 1), None)
    return None if holder == pitcher else holder


def play_burned(world: HandState, burn: Card, rng: random.Random, eps: float) -> Played:
    """A sampled world in the burns, played out after the seat to act burns ``burn``: its
    further burns and the others' by the shared policy, then the play."""
    rules = world.rules
    assert world.trump is not None and world.pitcher is not None
    seat = world.to_act
    hands = list(world.hands)
    hands[seat] &= ~(1 << burn)
    burned = 1 << burn
    for b in world.burned:
        burned |= b
    place = draw_back.burn_order(rules.players, world.dealer).index(seat)
    burned = burn_all(rules, world.trump, world.dealer, hands, burned, place)
    return _play_from_start(
        rules, world.trump, world.pitcher, hands, burned, rng, eps, world.partner
    )


def _play_from_start(
    rules: Rules,
    trump: int,
    pitcher: int,
    hands: list[Mask],
    burned: Mask,
    rng: random.Random,
    eps: float,
    partner: int | None = None,
) -> Played:
    in_play = tuple(hands)
    piles = [0] * rules.sides
    tricks = [0] * rules.sides
    leader = draw_back.next_holding(in_play, pitcher)
    wt = world_table(rules, trump)
    side_of = None
    if partner is not None:
        # A called partner's tricks are the pitcher's side's in this world.
        side_of = pair_sides(rules, pitcher, partner)
        wt = replace(wt, side_of=side_of)
    if leader is not None:
        keep = capture_mask(wt.ts, burned)
        play_all(wt, hands, leader, [], (), piles, tricks, keep, rng, eps)
    if partner is None:
        return score(rules, trump, in_play, piles, tricks)
    played = score(rules, trump, in_play, piles, tricks, side_of)
    return replace(played, partner_side=rules.side_of_seat[partner])


def play_from(state: HandState, rng: random.Random, eps: float) -> Played:
    """A sampled world in the play (or done), played out to its end."""
    rules = state.rules
    trump = state.trump
    assert trump is not None
    wt = world_table(rules, trump)
    in_play = draw_back.cards_in_play(wt.ts.mask, state.dealt, state.drawn, state.burned)
    side_of = rules.side_of_seat
    partner_side = None
    if state.partner is not None and state.pitcher is not None:
        # A called partner's tricks are the pitcher's side's in this world.
        side_of = pair_sides(rules, state.pitcher, state.partner)
        wt = replace(wt, side_of=side_of)
        partner_side = rules.side_of_seat[state.partner]
    piles = [0] * rules.sides
    tricks = [0] * rules.sides
    for s in range(rules.players):
        piles[side_of[s]] |= state.captured[s]
        tricks[side_of[s]] += state.tricks[s]
    if state.score is None and any(state.hands):
        burned = 0
        for b in state.burned:
            burned |= b
        seats = draw_back.trick_seats(state.seats_in, state.leader, rules.players)
        play_all(
            wt,
            list(state.hands),
            state.leader,
            list(state.trick),
            seats,
            piles,
            tricks,
            capture_mask(wt.ts, burned),
            rng,
            eps,
        )
    if partner_side is None:
        return score(rules, trump, in_play, piles, tricks)
    played = score(rules, trump, in_play, piles, tricks, side_of)
    return replace(played, partner_side=partner_side)


__all__ = [
    "Played",
    "burn_all",
    "call_of",
    "draw_all",
    "play_all",
    "play_burned",
    "play_from",
    "play_named",
    "score",
]
