"""Exact solving of the rest of a hand with every card visible, and choices judged by it.

``solve`` plays out the remaining tricks of a fully dealt position perfectly for one side: a
minimax over sides (the side evaluated maximises, every other side minimises, as if they
played together against it), with alpha-beta pruning, memoisation on the cards left and what
the tricks so far have decided, cards that are interchangeable searched once, and likely
winners tried first. The value is the hand's score for that side minus the others' average
(the engine's own scoring: every award of ``rules.points`` with its worth, the bid made or set,
smudge), with no match bonus: points a hand. The cards are the card-rules kernel's
(``engine.deck``): the off-jack and the jokers are trumps, ``Trumps.beats`` decides tricks.

``evaluate_choices`` averages that exact value over deals of the unseen cards consistent with
a player's view, for each legal card: what each choice is worth if everyone played perfectly
from then on. The blunder benchmark compares the bots' cards with it; the same call serves a
review of a finished hand.

Cost: a few milliseconds with three tricks left, tens with four; whole hands from the first
trick can take seconds, so callers choose late positions or few samples.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pitch_desktop.engine.cards import GAME_POINTS, JOKERS, RANKS_PER_SUIT, Card, Mask, game_points
from pitch_desktop.engine.deck import Trumps, trumps_of
from pitch_desktop.engine.play import follow_masks, legal_play_mask
from pitch_desktop.engine.points import POINTS_TABLE, Decided
from pitch_desktop.engine.rules import LowGoesTo, Rules
from pitch_desktop.engine.scoring import award_cards, bid_outcome
from pitch_desktop.engine.view import PlayerView, SamplingError, sample_hands


class SolverError(ValueError):
    """A position the solver cannot work on: no trump named yet, or no cards left to play."""


class SolverBudgetError(SolverError):
    """The search visited more positions than it was allowed (``node_limit``)."""


@dataclass(frozen=True, slots=True)
class Position:
    """A hand in play with every card visible.

    ``hands`` are the cards each seat still holds; ``dealt`` what each seat was dealt (it fixes
    High, and Low where Low goes to its holder); ``trick`` the cards of the trick in play, led
    by ``leader``; ``piles`` and ``tricks`` what each side has taken so far.
    """

    rules: Rules
    hands: tuple[Mask, ...]
    dealt: tuple[Mask, ...]
    trump: int
    leader: int
    trick: tuple[Card, ...]
    piles: tuple[Mask, ...]
    tricks: tuple[int, ...]
    pitcher_side: int
    bid: int

    @staticmethod
    def from_view(view: PlayerView, hands: Sequence[Mask]) -> Position:
        """The position a view describes once its unseen cards are dealt as ``hands``."""
        if view.trump is None or view.pitcher is None:
            raise SolverError("the solver needs a hand with trump named")
        rules = view.rules
        n = rules.players
        piles, tricks = view.side_piles()
        return Position(
            rules=rules,
            hands=tuple(hands),
            dealt=tuple(hands[s] | view.played_by[s] for s in range(n)),
            trump=view.trump,
            leader=view.leader,
            trick=view.trick,
            piles=tuple(piles),
            tricks=tuple(tricks),
            pitcher_side=rules.side_of_seat[view.pitcher],
            bid=view.high_bid,
        )

    @property
    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % self.rules.players

    def legal(self) -> list[Card]:
        """The cards the seat to act may play, lowest first."""
        trumps = trumps_of(self.rules, self.trump)
        led = trumps.suit_of[self.trick[0]] if self.trick else None
        m = legal_play_mask(self.hands[self.to_act], led, trumps, self.rules.trump_rule)
        out = []
        while m:
            b = m & -m
            m ^= b
            out.append(b.bit_length() - 1)
        return out


# The Game points of every card of the largest deck (a joker counts none).
_GAME_POINTS = GAME_POINTS + (0,) * len(JOKERS)

# What the tricks so far have decided: Game points per side, the side that took each card
# whose taker wins an award (-1: nobody yet), and the pitcher side's tricks.
_Facts = tuple[tuple[int, ...], tuple[int, ...], int]


def _move_order(trumps: Trumps) -> tuple[int, ...]:
    """Per card its place in the move order: high cards and trumps first (trumps by the trump
    order), since they decide tricks and so prune most."""
    order_key = [-(c % RANKS_PER_SUIT) for c in range(len(_GAME_POINTS))]
    for i, c in enumerate(reversed(trumps.order)):
        order_key[c] = -(i + _TRUMP_FIRST)
    return tuple(order_key)


class _Solver:
    """One search: the side evaluated, the fixed facts of the deal, and the memo.

    The cards follow the card-rules kernel (``engine.deck``): ``Trumps.beats`` is the trick
    rule, ``play.follow_masks`` following, and the awards are those of ``rules.points``, each
    with its worth: High (the highest trump in play, ``Trumps.highest``) and Low to its holder
    are fixed by the deal; Low to its taker and every card award (``scoring.award_cards``)
    go to the side that takes the card; Game to the most card points, strictly.
    """

    def __init__(self, pos: Position, side: int, node_limit: int | None = None) -> None:
        self.nodes = 0
        self.node_limit = node_limit
        rules = pos.rules
        self.rules = rules
        self.n = rules.players
        self.side_of = rules.side_of_seat
        self.sides = rules.sides
        self.side = side
        self.trump = pos.trump
        trumps = trumps_of(rules, pos.trump)
        self.beats = trumps.beats
        self.suit_of = trumps.suit_of
        self.follow = follow_masks(trumps, rules.trump_rule)
        self.pitcher_side = pos.pitcher_side
        self.bid = pos.bid
        in_play = 0
        for m in pos.dealt:
            in_play |= m
        if not in_play & trumps.mask:
            raise SolverError("no trump is in play")
        fixed, tracked, special, self.game_worth = self._read_awards(pos, trumps, in_play)
        self.fixed = tuple(fixed)
        self.tracked = tuple(tracked)
        self.tracked_mask = 0
        for b, _ in tracked:
            self.tracked_mask |= b
        self.special = special
        self.order_key = _move_order(trumps)
        self.memo: dict[tuple[object, ...], tuple[float, int]] = {}

    def _read_awards(
        self, pos: Position, trumps: Trumps, in_play: Mask
    ) -> tuple[list[int], list[tuple[Mask, int]], Mask, int]:
        """The rules' awards as the search keeps them: the points fixed by the deal, per side;
        the cards whose taker scores (with the worth each brings); the cards whose capture
        decides a point (never interchangeable with their neighbours); the worth of Game."""
        rules = pos.rules
        fixed = [0] * self.sides
        tracked: list[tuple[Mask, int]] = []
        special = 0
        game_worth = 0
        cards = award_cards(rules, pos.trump)
        for award, worth, c in zip(rules.points, rules.worths, cards, strict=True):
            decided = POINTS_TABLE[award].decided
            if decided is Decided.HIGHEST:
                fixed[self._holder_side(pos, trumps.highest(in_play))] += worth
            elif decided is Decided.LOWEST:
                low = trumps.lowest_of_suit(in_play)
                if low is None:
                    continue
                if rules.low_goes_to is LowGoesTo.TAKER:
                    tracked.append((1 << low, worth))
                    special |= 1 << low
                else:
                    fixed[self._holder_side(pos, low)] += worth
                    # Its taker is followed all the same, for nothing: the positions searched
                    # (and so ``node_limit``) stay those of the four-point solver.
                    tracked.append((1 << low, 0))
            elif decided is Decided.TAKEN:
                if c is not None and in_play >> c & 1:
                    tracked.append((1 << c, worth))
                    special |= 1 << c
            else:
                game_worth += worth
        return fixed, tracked, special, game_worth

    def _holder_side(self, pos: Position, c: Card) -> int:
        return next(self.side_of[s] for s in range(self.n) if pos.dealt[s] >> c & 1)

    # --- the facts a finished trick changes -----------------------------------------------

    def start_facts(self, pos: Position) -> _Facts:
        """Game points per side, the side holding each tracked award card (-1: nobody yet),
        and the pitcher side's tricks."""
        game = tuple(game_points(p) for p in pos.piles)
        takers = []
        for b, _ in self.tracked:
            taker = -1
            for side, p in enumerate(pos.piles):
                if p & b:
                    taker = side
            takers.append(taker)
        return game, tuple(takers), pos.tricks[self.pitcher_side]

    def value(self, game: tuple[int, ...], takers: tuple[int, ...], ptricks: int) -> float:
        """The side's score minus the others' average, from the facts of a finished hand."""
        won = list(self.fixed)
        for (_, worth), taker in zip(self.tracked, takers, strict=True):
            if taker >= 0:
                won[taker] += worth
        if self.game_worth:
            best = max(game)
            if game.count(best) == 1:
                won[game.index(best)] += self.game_worth
        result = bid_outcome(
            self.rules, self.pitcher_side, self.bid, won, ptricks, self.rules.deal
        )[1]
        mine = result[self.side]
        return mine - (sum(result) - mine) / (self.sides - 1)

    # --- the search -------------------------------------------------------------------------

    def moves(self, hands: tuple[Mask, ...], seat: int, trick: tuple[Card, ...]) -> list[Card]:
        """The legal cards of ``seat``, one of each run of interchangeable cards, likely
        winners first."""
        hand = hands[seat]
        suit_of = self.suit_of
        if trick:
            must, allowed = self.follow[suit_of[trick[0]]]
            legal = hand & allowed if hand & must else hand
        else:
            legal = hand
        live = 0
        for h in hands:
            live |= h
        for c in trick:
            live |= 1 << c
        beats = self.beats
        points = _GAME_POINTS
        out: list[Card] = []
        prev = -1
        m = legal
        while m:
            b = m & -m
            m ^= b
            c = b.bit_length() - 1
            if prev >= 0:
                pb = 1 << prev
                # The cards ranking between the two in their suit: those that beat one of
                # them but not the other.
                if (
                    suit_of[prev] == suit_of[c]
                    and points[prev] == points[c]
                    and not (b | pb) & self.special
                    and not live & (beats[prev] ^ beats[c]) & ~(b | pb)
                ):
                    # Only cards out of play or gone lie between: ``c`` plays as ``prev`` does.
                    prev = c
                    continue
            out.append(c)
            prev = c
        # High cards and trumps first: they decide tricks, which prunes most.
        out.sort(key=self.order_key.__getitem__)
        return out

    def search(
        self,
        hands: tuple[Mask, ...],
        leader: int,
        trick: tuple[Card, ...],
        facts: _Facts,
        alpha: float,
        beta: float,
    ) -> float:
        seat = (leader + len(trick)) % self.n
        if not hands[seat] and not trick:
            return self.value(*facts)
        key = (hands, leader, trick, facts)
        if self.node_limit is not None:
            self.nodes += 1
            if self.nodes > self.node_limit:
                raise SolverBudgetError(f"more than {self.node_limit} positions to search")
        hit = self.memo.get(key)
        if hit is not None:
            v, kind = hit
            if kind == 0 or (kind > 0 and v >= beta) or (kind < 0 and v <= alpha):
                return v
        maximise = self.side_of[seat] == self.side
        a0, b0 = alpha, beta
        best = -1e9 if maximise else 1e9
        for c in self.moves(hands, seat, trick):
            v = self.after(hands, leader, trick, facts, seat, c, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best = v
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        # Exact inside the window; a lower bound when it failed high, an upper when low.
        kind = 1 if best >= b0 else (-1 if best <= a0 else 0)
        self.memo[key] = (best, kind)
        return best

    def after(
        self,
        hands: tuple[Mask, ...],
        leader: int,
        trick: tuple[Card, ...],
        facts: _Facts,
        seat: int,
        c: Card,
        alpha: float,
        beta: float,
    ) -> float:
        """The value once ``seat`` plays ``c``."""
        left = list(hands)
        left[seat] &= ~(1 << c)
        new_hands = tuple(left)
        cards = (*trick, c)
        n = self.n
        if len(cards) < n:
            return self.search(new_hands, leader, cards, facts, alpha, beta)
        beats = self.beats
        win = cards[0]
        win_i = 0
        points = 0
        taken = 0
        for i in range(n):
            t = cards[i]
            points += _GAME_POINTS[t]
            taken |= 1 << t
            if i and beats[win] >> t & 1:
                win, win_i = t, i
        winner = (leader + win_i) % n
        side = self.side_of[winner]
        game, takers, ptricks = facts
        g = list(game)
        g[side] += points
        if taken & self.tracked_mask:
            takers = tuple(
                side if taken & b else t for (b, _), t in zip(self.tracked, takers, strict=True)
            )
        if side == self.pitcher_side:
            ptricks += 1
        return self.search(new_hands, winner, (), (tuple(g), takers, ptricks), alpha, beta)


# Trumps sort before every plain card (whose keys run down to minus the ace's rank).
_TRUMP_FIRST = 20


def _cards(m: Mask) -> list[Card]:
    out = []
    while m:
        b = m & -m
        m ^= b
        out.append(b.bit_length() - 1)
    return out


def solve(pos: Position, side: int) -> float:
    """The value of ``pos`` for ``side`` with perfect play from here (points a hand: its
    score minus the others' average)."""
    solver = _Solver(pos, side)
    return solver.search(pos.hands, pos.leader, pos.trick, solver.start_facts(pos), -1e9, 1e9)


def solve_moves(pos: Position, side: int, node_limit: int | None = None) -> dict[Card, float]:
    """The exact value for ``side`` of each legal card of the seat to act in ``pos``;
    ``SolverBudgetError`` past ``node_limit`` positions searched (None: no limit)."""
    solver = _Solver(pos, side, node_limit)
    facts = solver.start_facts(pos)
    seat = pos.to_act
    if not pos.hands[seat]:
        raise SolverError("the hand is over: no card to play")
    return {
        c: solver.after(pos.hands, pos.leader, pos.trick, facts, seat, c, -1e9, 1e9)
        for c in pos.legal()
    }


def evaluate_choices(
    view: PlayerView,
    legal: Sequence[Card],
    samples: int,
    rng: random.Random,
    node_limit: int | None = None,
) -> dict[Card, float]:
    """For each card of ``legal``, its exact value for the view's side (points a hand),
    averaged over ``samples`` deals of the unseen cards consistent with the view.

    The deals come from ``engine.view.sample_hands`` (voids respected; bids not weighed).
    Raises ``SolverError`` before trump is named or when no deal fits the view.
    """
    if view.trump is None:
        raise SolverError("the solver needs a hand with trump named")
    totals = dict.fromkeys(legal, 0.0)
    done = 0
    for _ in range(samples):
        try:
            hands = sample_hands(view, rng)
        except SamplingError as exc:
            raise SolverError(str(exc)) from exc
        values = solve_moves(Position.from_view(view, hands), view.side, node_limit)
        for c in legal:
            totals[c] += values[c]
        done += 1
    return {c: v / done for c, v in totals.items()} if done else totals


__all__ = [
    "Position",
    "SolverBudgetError",
    "SolverError",
    "evaluate_choices",
    "solve",
    "solve_moves",
]
