"""The ``expert`` computer opponent: it bids and plays by searching over the cards it cannot see.

For every decision it deals the unseen cards at random, consistently with what the table has shown
(the cards played and the voids; optionally what the bids say of the hands), plays each deal out
with the fast heuristic policy of ``search``, and picks the action worth most on average for the
match, not only the hand. Cards the search cannot tell apart (within ``TIE_POINTS``) are played as a
good player would (the ``standard`` level's choice), so a tie never goes to whichever card comes
first. It bids only what its simulation says it makes more often than not (its make rate calibrated
per preset in its record, ``Preset.make_rate_shrink``, and where one factor does not fit a bid
level, per level, ``Preset.level_shrink``) and for a real gain over passing, unless the
match is at stake. Its reasons give the deciding fact of the search in points a hand, without the
match bonus: the card it compares with, and the point its choice wins in how many more of the
sampled deals.

In the draw-back (seven- and ten-point) it samples whole worlds (``engine.view.sample_world``: the
other hands and the stock) and plays each out on masks (``draw_back_search``): to bid, each suit it
could name with the draw, the burns and the play, so it bids on the hand it will hold after the
draw, the others imagined bidding what ``draw_back_play.likely_bid`` makes of their sampled hands;
to name trump, each suit at the bid it holds; to burn and to play, each legal card. The play-outs
follow the shared policy of ``draw_back_play``; near-ties go to the ``standard`` level's choice, as
in the six-card games.

Every search stops at a time budget, so a slow machine makes it a little weaker rather than slow;
``fixed_work`` makes it look at a fixed number of deals instead, so the same input gets the same
answer anywhere."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from pitch_desktop.engine.auction import PASS_LEVEL, auction_ends_after, dealer_may_match
from pitch_desktop.engine.cards import (
    RANKS_PER_SUIT,
    SUIT_COUNT,
    SUIT_MASKS,
    Card,
    Mask,
    cards_of,
    highest,
    union,
)
from pitch_desktop.engine.play import trick_winner_index
from pitch_desktop.engine.points import POINTS_TABLE, Award
from pitch_desktop.engine.rules import (
    PRESET_BOOK,
    SMUDGE_LEVEL,
    AllPass,
    Preset,
    Rules,
    RulesError,
    WinRule,
)
from pitch_desktop.engine.scoring import AwardSides
from pitch_desktop.engine.state import (
    DRAW,
    Action,
    HandState,
    Phase,
    apply,
    bid_level,
    is_bid,
    name_action,
    named_suit,
)
from pitch_desktop.engine.view import (
    PlayerView,
    SamplingError,
    sample_hands,
    sample_kitty,
    sample_world,
)
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from . import call_and_rob, draw_back_play, draw_back_search, kitty_play
from .base import Bot, register
from .bid_model import BidTable, Context, model_for
from .heuristics import best_suit
from .outcome_model import OutcomePrior, outcome_model_for
from .reasons import CardWord, Reason, SuitWord, reason
from .refill_sampling import refill_hands
from .refill_search import Refill, name_tally, refilled_pitch
from .search import (
    MatchValue,
    Table,
    hand_result,
    keep_mask,
    play_out,
    points_won,
    race_chance,
)
from .standard import BID_MARGIN, SURE_POINT, StandardBot, bid_margin
from .strength import best_suit_strength, suit_strength


class NoLegalActionError(ValueError):
    """The bot was asked for a move where the rules allow none (the hand is over)."""


class NoDealError(ValueError):
    """No deal of the unseen cards fits what the table has shown, so nothing can be valued."""


@dataclass(frozen=True, slots=True)
class _Choice:
    action: Action
    reason: str


@dataclass(slots=True)
class _BidSims:
    """Sums over the sampled deals, per bid level and per suit this seat could name:
    ``totals`` the match value, ``margins`` the points a hand, ``made`` the weight of deals
    where the bid was made, ``pitched`` where this seat won the auction with it, ``chances``
    the chance of winning the match after the hand, ``set_chances`` that chance summed over the
    deals where this seat's pitch was set. Added to one sampled deal at a time, the six-card
    games and the draw-back alike."""

    levels: list[int]
    suits: list[int]
    totals: dict[int, list[float]]
    margins: dict[int, list[float]]
    made: dict[int, list[float]]
    pitched: dict[int, float]
    chances: dict[int, list[float]]
    set_chances: dict[int, list[float]]
    samples: int = 0
    weights: float = 0.0

    @classmethod
    def over(cls, levels: list[int], suits: list[int]) -> _BidSims:
        """Nothing counted yet for these bid levels and the suits this seat could name."""
        return cls(
            levels,
            suits,
            {lv: [0.0] * SUIT_COUNT for lv in levels},
            {lv: [0.0] * SUIT_COUNT for lv in levels},
            {lv: [0.0] * SUIT_COUNT for lv in levels},
            {lv: 0.0 for lv in levels},
            {lv: [0.0] * SUIT_COUNT for lv in levels},
            {lv: [0.0] * SUIT_COUNT for lv in levels},
        )

    def count(self, w: float) -> None:
        """One more sampled deal, of weight ``w``."""
        self.samples += 1
        self.weights += w

    def add_mine(
        self, level: int, suit: int, w: float, made: float, v: float, m: float, chance: float
    ) -> None:
        """This seat pitched at ``level`` naming ``suit``: made (or its chance), match value
        ``v``, points ``m``, the chance of winning the match after the hand ``chance``."""
        self.made[level][suit] += w * made
        self.totals[level][suit] += w * v
        self.margins[level][suit] += w * m
        self.chances[level][suit] += w * chance
        self.set_chances[level][suit] += w * (1.0 - made) * chance

    def add_theirs(self, level: int, w: float, v: float, m: float, chance: float) -> None:
        """Another seat pitched (or nobody did): the suit this seat meant to name is moot."""
        for s in self.suits:
            self.totals[level][s] += w * v
            self.margins[level][s] += w * m
            self.chances[level][s] += w * chance

    def floor(self, level: int, suit: int) -> float:
        """The make rate at which pitching ``level`` in ``suit`` gives the same chance of
        winning the match as passing, where a made bid wins it: the chance passing wins, less
        what a set bid still keeps of the match (the mean chance after a set), over what a set
        loses. Where a set loses the match outright, the chance of winning it by passing."""
        passing = self.chances[PASS_LEVEL][self.suits[0]] / self.weights if self.weights else 0
        set_weight = self.pitched[level] - self.made[level][suit]
        kept = self.set_chances[level][suit] / set_weight if set_weight > 0 else 0.0
        return (passing - kept) / (1.0 - kept) if kept < 1.0 else 1.0


@dataclass(frozen=True, slots=True)
class _Scene:
    """What every sampled deal of one decision is valued with: the match value and the points
    a hand (``margin``), and for a bid the learned bid model if it imagines the later bids.
    The chances of winning the match are only worked out where the floor reads them
    (``floor``: it is on and a bid may win the match); else they count as 0."""

    view: PlayerView
    value: MatchValue
    margin: MatchValue
    table: BidTable | None
    prior: OutcomePrior | None = None
    floor: bool = False

    @property
    def standing(self) -> float:
        """The chance of winning the match from the scores now, if nobody pitches."""
        if not self.floor:
            return 0.0
        return race_chance(self.view.rules.target, self.view.scores_before, self.view.side)

    def chance(self, result: list[int], pitcher_side: int, bid: int, sides: AwardSides) -> float:
        """The chance of winning the match after this hand (``MatchValue.chance``)."""
        return self.value.chance(result, pitcher_side, bid, sides) if self.floor else 0.0

    def outlook(
        self, result: list[int], pitcher_side: int, bid: int, sides: AwardSides
    ) -> tuple[float, float, float]:
        """Another side's pitch to this seat: the match value, the points a hand and the
        chance of winning the match."""
        return (
            self.value.of(result, pitcher_side, bid, sides),
            self.margin.of(result, pitcher_side, bid, sides),
            self.chance(result, pitcher_side, bid, sides),
        )


# One way a pitch of this seat's came out in a sampled deal: the suit named, whether the bid
# was made, the points per side, and who won each award.
_Outcome = tuple[int, bool, list[int], AwardSides]


@dataclass(frozen=True, slots=True)
class _BidStance:
    """How this seat weighs a bid now: the calibration of its make rate per bid level
    (``shrinks``), whether the match is at stake (``free``: any bid may be worth it), and
    whether the high bid is its partner's (passing lets the partner play it), with the make
    rate and edge a bid must reach then; ``wins_if_made`` the levels whose made bid wins the
    match."""

    shrinks: dict[int, float]
    free: bool
    partner: bool
    min_rate: float
    edge: float
    draw_back: bool
    wins_if_made: frozenset[int]

    @classmethod
    def of(cls, bot: ExpertBot, view: PlayerView, sims: _BidSims) -> _BidStance:
        rules = view.rules
        free = PASS_LEVEL not in sims.levels or bot._match_at_stake(view)
        partner = (
            PASS_LEVEL in sims.levels
            and view.pitcher is not None
            and view.pitcher != view.seat
            and rules.side_of_seat[view.pitcher] == view.side
        )
        min_rate, edge = (
            (PARTNER_MAKE_RATE, PARTNER_BID_EDGE) if partner else (MIN_MAKE_RATE, BID_EDGE)
        )
        shrinks = {lv: bot.shrink(rules, lv) for lv in sims.levels}
        wins = frozenset(
            lv for lv in sims.levels if _goes_out(rules, view.scores_before, view.seat, lv)
        )
        return cls(shrinks, free, partner, min_rate, edge, rules.draw_back, wins)


def _best_bid(legal: Sequence[Action], sims: _BidSims, stance: _BidStance) -> tuple[Action, int]:
    """The bid (and the suit it would name) worth most for the match among those a good player
    would make (``_would_bid``)."""
    best = (-1e9, legal[0], -1)
    for lv, a in zip(sims.levels, legal, strict=True):
        for s in sims.suits if lv != PASS_LEVEL else sims.suits[:1]:
            if _would_bid(lv, s, sims, stance) and sims.totals[lv][s] > best[0]:
                best = (sims.totals[lv][s], a, s)
    return best[1], best[2]


def _would_bid(level: int, suit: int, sims: _BidSims, stance: _BidStance) -> bool:
    """Whether a good player makes this bid: not on a hand more likely set than made, nor for a
    few hundredths of a point, unless the match is at stake; nor does it take its partner's bid
    for less than a clear gain to the side. With the draw-back a bid that never won the
    simulated auction is not made either: its make rate is unknown, and it would rest on the
    imagined bids. With the match at stake, a bid more likely set than made still needs a real
    gain for the match over passing."""
    if level == PASS_LEVEL:
        return True
    pitched = sims.pitched[level]
    rate = stance.shrinks[level] * sims.made[level][suit] / pitched if pitched else 0.0
    return not (
        _falls_short(level, suit, rate, sims, stance)
        or _hopeless_gamble(level, suit, rate, sims, stance)
        or _under_floor(level, suit, rate, sims, stance)
    )


def _falls_short(level: int, suit: int, rate: float, sims: _BidSims, stance: _BidStance) -> bool:
    """With nothing at stake (or over a partner's bid) the bid is made too rarely or gains too
    little over passing. Compared with passing only where passing is allowed (a stuck dealer
    may not pass)."""
    passing = sims.suits[0]
    return bool(
        (stance.partner or not stance.free)
        and (sims.pitched[level] or stance.draw_back)
        and (
            rate < stance.min_rate
            or sims.margins[level][suit] - sims.margins[PASS_LEVEL][passing]
            < stance.edge * sims.weights
        )
    )


def _hopeless_gamble(
    level: int, suit: int, rate: float, sims: _BidSims, stance: _BidStance
) -> bool:
    """With the match at stake, a bid more likely set than made that gains the match too
    little over passing."""
    passing = sims.suits[0]
    return bool(
        stance.free
        and not stance.partner
        and PASS_LEVEL in sims.levels
        and sims.pitched[level]
        and rate < MIN_MAKE_RATE
        and sims.totals[level][suit] - sims.totals[PASS_LEVEL][passing] < MATCH_EDGE * sims.weights
    )


def _under_floor(level: int, suit: int, rate: float, sims: _BidSims, stance: _BidStance) -> bool:
    """Where a made bid wins the match, the bid is weighed by the chance of winning the match
    alone, not by the points of the hand: its make rate must reach the floor at which it wins
    the match as often as passing does (``_BidSims.floor``; where a set bid loses the match,
    the chance of winning it by passing)."""
    return bool(
        MATCH_FLOOR
        and not stance.partner
        and PASS_LEVEL in sims.levels
        and level in stance.wins_if_made
        and sims.pitched[level]
        and rate < sims.floor(level, suit)
    )


def _bid_words(
    view: PlayerView, level: int, suit: int, rate: float, sims: _BidSims, stance: _BidStance
) -> Reason:
    """Why a bid: its make rate over the sampled deals, its gain over passing, and what it does
    for the match."""
    rules = view.rules
    pct = f"{rate:.0%}"
    why = (
        reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "smudge in {suit}: made in about {rate} of {samples} sampled deals"
            ),
            suit=SuitWord(suit),
            rate=pct,
            samples=sims.samples,
        )
        if level == SMUDGE_LEVEL
        else reason(
            QT_TRANSLATE_NOOP(
                "BotReason",
                "bid {bid} in {suit}: made in about {rate} of {samples} sampled deals",
            ),
            bid=level,
            suit=SuitWord(suit),
            rate=pct,
            samples=sims.samples,
        )
    )
    if PASS_LEVEL in sims.levels:
        margins = sims.margins
        gain = (margins[level][suit] - margins[PASS_LEVEL][sims.suits[0]]) / sims.weights
        why = reason(
            QT_TRANSLATE_NOOP("BotReason", "{why}, {gain} points a hand against passing"),
            why=why,
            gain=f"{gain:+.1f}",
        )
    if rules.win_rule is not WinRule.HIGHEST and (
        view.scores_before[view.side] + max(_bid_points(rules, level), 1) >= rules.target
    ):
        why = reason(QT_TRANSLATE_NOOP("BotReason", "{why}; made, it wins the match"), why=why)
    elif stance.free and PASS_LEVEL in sims.levels:
        why = reason(
            QT_TRANSLATE_NOOP("BotReason", "{why}; the other side goes out if its bid stands"),
            why=why,
        )
    return why


@dataclass(slots=True)
class _CardSims:
    """Sums over the sampled deals, per candidate card: ``totals`` the match value,
    ``margins`` the points a hand, ``taken`` the awards the seat's side took in each deal
    (bit ``i`` for the ``i``-th award of ``rules.points``). Added to one deal at a time."""

    totals: list[float]
    margins: list[float]
    taken: list[list[int]]
    samples: int = 0
    weights: float = 0.0

    @classmethod
    def over(cls, candidates: int) -> _CardSims:
        """Nothing counted yet for this many candidate cards."""
        return cls([0.0] * candidates, [0.0] * candidates, [[] for _ in range(candidates)])

    def count(self, w: float) -> None:
        """One more sampled deal, of weight ``w``."""
        self.samples += 1
        self.weights += w

    def add(self, k: int, w: float, v: float, m: float, taken: int) -> None:
        """Candidate ``k`` in this deal: match value ``v``, points ``m``, the awards taken."""
        self.totals[k] += w * v
        self.margins[k] += w * m
        self.taken[k].append(taken)


def _even_hands(view: PlayerView) -> bool:
    """Every seat plays to every trick to the end (the card play-outs need it): each holds
    as many cards, counting the one it has played to the trick in play. With the refill a
    seat the stock ran out on holds fewer."""
    played = {(view.leader + i) % view.players for i in range(len(view.trick))}
    return len({view.cards_left[s] + (s in played) for s in range(view.players)}) == 1


def _taken_bits(sides: AwardSides, side: int) -> int:
    """The awards ``side`` took, bit ``i`` for the ``i``-th award of the rules."""
    return sum(1 << i for i, sd in enumerate(sides) if sd == side)


_best_suit = best_suit_strength


def _bid_points(rules: Rules, level: int) -> int:
    """A bid level as the points it promises: smudge one more than every point of the rules
    (5 in the four-point game, as when smudge was the level after 4)."""
    return rules.total_points + 1 if level == SMUDGE_LEVEL else level


class _BidReads:
    """What the bids and passes seen say of the hands, by the learned bid model: a deal counts
    as much as the model's chance that its hands bid as the table did (policy-based
    inference), each speaker's chance raised to ``READ_POWER``. The pitcher who has named
    trump is read through that suit."""

    def __init__(self, view: PlayerView, table: BidTable) -> None:
        self.table = table
        self.seen: list[tuple[int, int | None, Context, int]] = []
        for i, level in enumerate(view.bids):
            seat = view.bidder_seat(i)
            if seat == view.seat:
                continue
            suit = view.trump if seat == view.pitcher else None
            ctx = table.context(view.dealer, seat, view.bids[:i], view.scores_before)
            self.seen.append((seat, suit, ctx, level))

    def weight(self, dealt: Sequence[Mask]) -> float:
        """How well the dealt hands (cards played included) fit the bids seen."""
        table = self.table
        w = 1.0
        for seat, suit, ctx, level in self.seen:
            p = table.probability(table.hand_scores(dealt[seat], suit), ctx, level)
            w *= max(p, READ_FLOOR) ** READ_POWER
        return w


# A speaker's chance of its bid is raised to this power in a deal's weight (1: the model taken
# at its word), and never counts for less than ``READ_FLOOR``, so a bid the model finds
# unlikely for every hand (a bluff, a stuck dealer) leaves the deals their weight relative
# to each other.
READ_POWER = 1.0
READ_FLOOR = 1e-3


class _Deal(NamedTuple):
    """One sampled deal: the hands, the kitty while nobody has taken it (0 otherwise: once
    taken its cards are the pitcher's, and its discards are out of play), and how much the
    deal counts."""

    hands: list[Mask]
    kitty: Mask
    weight: float
    # Cinch's stock before the refill, in order (empty otherwise): the pitch refills from it.
    stock: tuple[Card, ...] = ()

    def taken(self, rules: Rules, pitcher: int, suit: int | None = None) -> list[Mask]:
        """The hands once ``pitcher`` has taken the kitty and discarded as every level does
        (``kitty_play.take_kitty``, keeping ``suit`` when named): what a pitch plays out."""
        if not self.kitty:
            return self.hands
        hands = list(self.hands)
        hands[pitcher] = kitty_play.take_kitty(hands[pitcher], self.kitty, rules.kitty, suit)
        return hands


class _Sampler:
    """Deals of the unseen cards that fit the view, each with a weight for how well it fits
    the bids; before the pitcher takes it, the kitty too (``engine.view.sample_kitty``), so
    whoever wins a simulated auction takes it and discards.

    With the learned bid model (``bid_model``) the weight is the chance of the bids seen
    (``_BidReads``). Without it, when asked (``infer``): a bidder of N is taken to hold a suit
    worth about N - 1 by ``suit_strength``; a player who passed when a bid was open to them,
    not much more than the high bid then; a deal that contradicts this counts for less.
    Weighting is cheaper than drawing again, and never stalls when the bids were a bluff.
    While nobody has shown a void, a plain shuffle of the unseen cards is enough; after that
    ``view.sample_hands`` respects the voids.
    """

    def __init__(
        self,
        view: PlayerView,
        checks: list[tuple[int, float, float, int]],
        reads: _BidReads | None = None,
        refilled: bool = False,
    ) -> None:
        self.view = view
        self.checks = checks
        self.reads = reads
        self.refilled = refilled
        n = view.rules.players
        self.others = [s for s in range(n) if s != view.seat and view.cards_left[s]]
        self.plain = not any(view.voids[s] for s in self.others)
        self.pool = cards_of(view.unseen)
        self.need = sum(view.cards_left[s] for s in self.others)

    def draw(self, rng: random.Random) -> _Deal:
        view = self.view
        if self.refilled:
            return _Deal(refill_hands(view, rng), 0, 1.0)
        if self.plain:
            cards = rng.sample(self.pool, self.need)
            hands = [0] * view.rules.players
            hands[view.seat] = view.hand
            i = 0
            for s in self.others:
                m = 0
                for c in cards[i : i + view.cards_left[s]]:
                    m |= 1 << c
                hands[s] = m
                i += view.cards_left[s]
        else:
            hands = list(sample_hands(view, rng))
        weight = 1.0
        rules = view.rules
        for seat, lo, hi, suit in self.checks:
            h = hands[seat] | view.played_by[seat]
            strength = suit_strength(h, suit, rules) if suit >= 0 else _best_suit(h, rules)[0]
            if strength < lo or strength > hi:
                weight *= _MISFIT_WEIGHT
        if self.reads is not None:
            weight *= self.reads.weight([h | p for h, p in zip(hands, view.played_by, strict=True)])
        if rules.refill:
            stock = cards_of(view.unseen & ~union(hands))
            rng.shuffle(stock)
            return _Deal(hands, 0, weight, tuple(stock))
        return _Deal(hands, sample_kitty(view, hands, rng), weight)


# A bid the simulation makes less often than this is not made (unless the match is at stake).
MIN_MAKE_RATE = 0.5
# ... nor one that gains less than this (points a hand) over passing.
BID_EDGE = 0.25
# Over the partner's bid the expert asks more: the playouts deal the partner a hand at random,
# not one worth its bid, so they undervalue letting the partner play. It takes the bid only
# for this much more (points a hand) over passing, and only if it makes it this often.
PARTNER_BID_EDGE = 1.5
PARTNER_MAKE_RATE = 0.8


def make_rate_shrink(rules: Rules, level: int | None = None) -> float:
    """The calibration factor of the simulated make rate of a bid of ``level`` for these rules:
    the preset's record says it per table size and, where measured, per bid level
    (``engine.rules.Preset.shrink_at``; ``level`` None: the table size's); 1.0 for rules that
    are no preset, or a size not measured."""
    preset = _preset_of(rules)
    return 1.0 if preset is None else preset.shrink_at(rules.players, level)


@lru_cache(maxsize=64)
def _preset_of(rules: Rules) -> Preset | None:
    """The preset these rules are, at any table size (kept: a bid asks it for every level)."""
    for preset in PRESET_BOOK.values():
        base = preset.rules
        try:
            seated = rules.with_changes(players=base.players, teams=base.teams)
        except RulesError:  # rules that cannot sit so many (a called partner below five)
            continue
        if seated == base:
            return preset
    return None


# How much a deal counts that contradicts what a bid or a pass said about a hand.
_MISFIT_WEIGHT = 0.2
# A later speaker imagined in the auction bids this many levels over what its hand is worth
# when the side holding the bid would win the match by making it: a good player stops a match
# with less, and a dealer who may match takes the bid (the expert once bid a hopeless 3 to
# win the match though the dealer, about to lose, could match it, and did).
STOP_LEVELS = 1
# A later speaker imagined without the learned model bids its hand's ``suit_strength`` plus
# this, rounded down.
WANT_ROUNDING = 0.25
# ... or, when this is 1, the highest bid its hand reaches as ``standard`` counts it (its
# estimate, its margins, a point near sure behind the bid).
IMAGINE_STANDARD = 0
# A bid made more often set than made, because the match is at stake, must still gain this
# much (points a hand, the match counted) over passing: the playouts' noise is no reason.
MATCH_EDGE = 0.5
# Where a made bid wins the match, its make rate must reach the rate at which it wins the match as
# often as passing (``_under_floor``), when this is 1. Off: in paired matches from near the
# target it changed too few to measure a gain (docs/measurements.md, "Bids for the match").
MATCH_FLOOR = 0


def _goes_out(rules: Rules, scores: tuple[int, ...], holder: int | None, high: int) -> bool:
    """Would the side of ``holder`` win the match by making its bid of ``high``?"""
    if holder is None or high == PASS_LEVEL or rules.win_rule is WinRule.HIGHEST:
        return False
    return scores[rules.side_of_seat[holder]] + max(_bid_points(rules, high), 1) >= rules.target


def _imagined_auction(
    view: PlayerView,
    table: BidTable,
    later: list[tuple[int, list[float], float]],
    level: int,
) -> tuple[int | None, int]:
    """Who pitches, and at what bid, if this seat bids ``level``: each later speaker (its seat,
    its hand's scores and its chance ``u``) bids what the learned model draws for it."""
    rules = view.rules
    high, holder = view.high_bid, view.pitcher
    if level != PASS_LEVEL:
        high, holder = level, view.seat
    bids = [*view.bids, level]
    if auction_ends_after(rules, view.seat == view.dealer, high):
        return holder, high
    for seat, scores, u in later:
        ctx = table.context(view.dealer, seat, bids, view.scores_before)
        bid = table.pick(scores, ctx, u)
        bids.append(bid)
        is_dealer = seat == view.dealer
        if bid != PASS_LEVEL and (bid > high or is_dealer):
            high, holder = bid, seat
        if auction_ends_after(rules, is_dealer, high):
            break
    return holder, high


def _wanted_bid(
    view: PlayerView, seat: int, want: int, holder: int | None, high: int
) -> tuple[int | None, int]:
    """The holder and the high bid after ``seat`` bids what its hand is worth (``want``):
    more when the holder's side would go out, the dealer matching where it may, a stuck
    dealer taking the least bid."""
    rules = view.rules
    is_dealer = seat == view.dealer
    if _goes_out(rules, view.scores_before, holder, high):
        # A player whose side loses the match if the bid stands takes it with less.
        want += STOP_LEVELS
    if is_dealer and _dealer_matches(rules, high, want):
        return seat, high
    if want > high and want >= rules.min_bid:
        return seat, want
    if is_dealer and holder is None and rules.all_pass is AllPass.STICK_DEALER:
        return seat, rules.least_stuck_bid
    return holder, high


def _standard_want(rules: Rules, hand: Mask) -> int:
    """The highest bid ``hand`` reaches as ``standard`` counts it, with nothing at stake:
    its best suit's ``bid_value`` at least the level and its margin, and a point near sure
    behind it; 0 for none."""
    e = best_suit(hand, rules)
    if e.surest < SURE_POINT:
        return PASS_LEVEL
    want = PASS_LEVEL
    for level in range(rules.min_bid, rules.max_bid + 1):
        if e.bid_value >= level + bid_margin(BID_MARGIN, level):
            want = level
    return want


def _standard_wants(view: PlayerView, hands: list[Mask]) -> list[tuple[int, int]]:
    """Each later speaker and the bid ``standard`` makes on its sampled hand
    (``_standard_want``): Cinch's bids count points the four-point estimate does not."""
    rules = view.rules
    return [
        (view.bidder_seat(i), _standard_want(rules, hands[view.bidder_seat(i)]))
        for i in range(len(view.bids) + 1, rules.players)
    ]


def _dealer_matches(rules: Rules, high: int, want: int) -> bool:
    """The dealer may take the high bid by matching it, and its hand is worth it."""
    return high != PASS_LEVEL and dealer_may_match(rules, high) and want >= high


@register("expert")
class ExpertBot(Bot):
    """Determinized search (PIMC) for the cards, simulated outcomes for the bids.

    ``time_budget`` is the seconds one decision may take (it always finishes at least one
    sample); ``max_samples`` caps the sampled deals per decision (tests set it to make results
    reproducible); ``bid_margin`` is the points the pitcher's simulated result is discounted for
    the playouts' optimism (none by default: it bids only what it makes more often than not by a
    calibrated rate, and a discount of 0.35 cost 0.13 points a hand in setback and 0.04 in
    auction-pitch over 200 arena deals); ``win_bonus`` the margin points that winning the match
    is worth; ``epsilon`` the rollout policy's share of random cards; ``bid_model`` reads the
    bids with the learned model of how players bid (``ai.bid_model``) where it has one for the
    rules: the deals weighed by how likely their hands bid as the table did, the rest of the
    auction imagined with it; ``infer``, where it has none, weighs deals by a rough reading of
    the bids by ``suit_strength``. Both are off by default: neither has measured as a gain in
    the arena (``benchmarks/expert_variants.py``). ``outcome_prior`` mixes the learned model of
    what a pitch makes (``ai.outcome_model``) into its own pitch in each sampled deal, at that
    share (0, the default: the simulation alone).
    """

    def __init__(
        self,
        time_budget: float = 0.12,
        max_samples: int = 400,
        bid_margin: float = 0.0,
        win_bonus: float = 6.0,
        epsilon: float = 0.1,
        infer: bool = False,
        bid_model: bool = False,
        make_rate_factor: float | None = None,
        outcome_prior: float = 0.0,
    ) -> None:
        self.time_budget = time_budget
        self.max_samples = max_samples
        self.bid_margin = bid_margin
        self.win_bonus = win_bonus
        self.epsilon = epsilon
        self.infer = infer
        self.bid_model = bid_model
        self.make_rate_factor = make_rate_factor
        self.outcome_prior = outcome_prior
        # The make rate the last bid decision claimed for the bid it made (None: it passed);
        # the arena compares it with the bids really made.
        self.last_claim: float | None = None

    @classmethod
    def fixed_work(cls, samples: int) -> ExpertBot:
        """An expert that looks at exactly ``samples`` deals per decision, however long they
        take: the same input gets the same answer on a loaded and on a quiet machine."""
        return cls(time_budget=math.inf, max_samples=samples)

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        return self._decide(view, legal, rng).action

    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        choice = self._decide(view, legal, rng)
        return choice.action, choice.reason

    def _decide(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> _Choice:
        if not legal:
            raise NoLegalActionError("the expert was asked to act with no legal action")
        deadline = time.perf_counter() + self.time_budget
        if view.rules.refill or view.phase is Phase.CALL:
            return self._call_or_refill(view, legal, rng, deadline)
        if is_bid(legal[-1]):
            return self._bid(view, legal, random.Random(rng.getrandbits(64)), deadline)
        if view.phase is Phase.DISCARD:
            return _Choice(*kitty_play.discard_step(view, legal))
        if view.rules.draw_back and view.phase is not Phase.PLAY:
            return self._draw_back_step(view, legal, random.Random(rng.getrandbits(64)), deadline)
        return self._play(view, legal, random.Random(rng.getrandbits(64)), deadline)

    def _call_or_refill(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        """The call, and Cinch's refill: the call, the rob, the auction and naming trump as
        the standard level plays them; Cinch's cards by the search, over worlds that keep every
        unseen trump in a hand (a called partner's other decisions are the draw-back's own)."""
        searched = view.rules.draw_back or _even_hands(view)
        if view.phase is Phase.PLAY and view.trump is not None and searched:
            return self._play(view, legal, random.Random(rng.getrandbits(64)), deadline)
        if view.phase is Phase.BID and view.rules.refill and is_bid(legal[-1]):
            return self._bid(view, legal, random.Random(rng.getrandbits(64)), deadline)
        if view.phase is Phase.NAME and view.rules.refill:
            return self._refill_name(view, legal, random.Random(rng.getrandbits(64)), deadline)
        special = call_and_rob.special_step(view, legal, self.name)
        return _Choice(*(special or _PERSON.advise(view, legal, rng)))

    def _refill_name(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        """Cinch: name the suit whose sampled deals, refilled and played out, are worth most
        to this side (the bid as it stands)."""
        suits = [named_suit(a) for a in legal]
        deals = ((d.hands, d.stock) for d in self._sampled_deals(view, rng, deadline, least=8))
        t = name_tally(view, suits, deals, self._value(view), rng, self.epsilon)
        if t.samples == 0:
            special = call_and_rob.special_step(view, legal, self.name)
            assert special is not None
            return _Choice(*special)
        best = max(range(len(suits)), key=lambda k: t.totals[k])
        rate = self.shrink(view.rules, view.high_bid) * t.made[best] / t.samples
        return _naming(suits[best], rate, t.samples)

    def shrink(self, rules: Rules, level: int) -> float:
        """The calibration factor of the simulated make rate of a bid of ``level``: this bot's
        own for every level if it was given one (how a factor is measured before it goes in a
        record), else the preset record's (``make_rate_shrink``)."""
        if self.make_rate_factor is not None:
            return self.make_rate_factor
        return make_rate_shrink(rules, level)

    def _value(self, view: PlayerView) -> MatchValue:
        return MatchValue(view.rules, view.side, view.scores_before, self.win_bonus)

    # ----- sampling -----------------------------------------------------------------------

    def _sampler(self, view: PlayerView) -> _Sampler:
        if view.rules.refill:
            # The bids of Cinch are of the hands before the refill (and this level reads them
            # on another scale): a plain deal, and in the play every unseen trump in a hand.
            return _Sampler(view, [], refilled=view.phase is Phase.PLAY)
        table = self._bid_table(view)
        if table is not None:
            return _Sampler(view, [], _BidReads(view, table))
        checks = self._auction_checks(view) if self.infer else []
        return _Sampler(view, checks)

    def _bid_table(self, view: PlayerView) -> BidTable | None:
        """The learned bid model for these rules, if it is used and there is one."""
        return model_for(view.rules) if self.bid_model else None

    def _auction_checks(self, view: PlayerView) -> list[tuple[int, float, float, int]]:
        out: list[tuple[int, float, float, int]] = []
        high = PASS_LEVEL
        rules = view.rules
        n = rules.players
        # A bid above the four-point game's 4 (smudge too) says no more than the top bid.
        top = max(4, rules.max_bid)
        for i, level in enumerate(view.bids):
            seat = view.bidder_seat(i)
            if seat == view.seat:
                if level > high:
                    high = level
                continue
            if level == PASS_LEVEL:
                if i < n - 1 or high == PASS_LEVEL:
                    out.append((seat, -9.0, max(_bid_points(rules, high), 1) + 0.6, -1))
            else:
                lo = min(level, top) - 1.4
                suit = view.trump if seat == view.pitcher and view.trump is not None else -1
                out.append((seat, lo, 99.0, suit))
                high = max(high, level)
        return out

    # ----- bidding -------------------------------------------------------------------------

    def _bid(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        self.last_claim = None
        if len(legal) == 1:
            return _Choice(legal[0], reason(QT_TRANSLATE_NOOP("BotReason", "the only bid allowed")))
        sims = self._simulate_bids(view, legal, rng, deadline)
        if sims.samples == 0:
            return _Choice(
                legal[0],
                reason(
                    QT_TRANSLATE_NOOP("BotReason", "no deal fits the table; the first legal bid")
                ),
            )
        stance = _BidStance.of(self, view, sims)
        action, suit = _best_bid(legal, sims, stance)
        level = bid_level(action)
        self.last_claim = None
        if level == PASS_LEVEL:
            why = self._pass_reason(view.rules, sims, stance)
            if stance.partner:
                why = reason(
                    QT_TRANSLATE_NOOP("BotReason", "{why}; the bid stays with my partner"), why=why
                )
            return _Choice(action, why)
        made, pitched = sims.made[level][suit], sims.pitched[level]
        rate = min(1.0, stance.shrinks[level] * made / pitched) if pitched else 0.0
        self.last_claim = rate
        return _Choice(action, _bid_words(view, level, suit, rate, sims, stance))

    def _simulate_bids(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _BidSims:
        """Every legal bid played out over sampled deals: the auction imagined to its end, the
        pitcher leading its best trump, each suit this seat could name tried."""
        if view.rules.draw_back:
            return self._simulate_draw_back_bids(view, legal, rng, deadline)
        suits = [s for s in range(SUIT_COUNT) if view.hand & SUIT_MASKS[s]]
        tally = _BidSims.over([bid_level(a) for a in legal], suits)
        scene = self._scene(view)
        for sampled in self._sampled_deals(view, rng, deadline, least=8):
            tally.count(sampled.weight)
            self._tally_deal(scene, sampled, rng, tally)
        return tally

    def _scene(self, view: PlayerView) -> _Scene:
        margin = MatchValue(view.rules, view.side, view.scores_before, 0.0)
        value = self._value(view)
        outcomes = outcome_model_for(view.rules) if self.outcome_prior else None
        prior = None
        if outcomes is not None and view.phase is Phase.BID:
            prior = OutcomePrior(outcomes, self.outcome_prior, view.hand, view.side, value, margin)
        rules = view.rules
        # The floor is read only if the bid promising the most points would win the match.
        most = max((rules.max_bid, SMUDGE_LEVEL), key=lambda lv: _bid_points(rules, lv))
        floor = bool(MATCH_FLOOR) and _goes_out(rules, view.scores_before, view.seat, most)
        return _Scene(view, value, margin, self._bid_table(view), prior, floor)

    def _tally_deal(
        self, scene: _Scene, sampled: _Deal, rng: random.Random, tally: _BidSims
    ) -> None:
        """One sampled deal's part of every bid's sums: this seat's pitch in each suit it could
        name where its bid wins the auction, else the pitch of the seat that wins it (each
        seat and bid played once per deal; with a kitty, the pitcher takes it first)."""
        view = scene.view
        rules = view.rules
        tab = Table.of(rules)
        me, my_side = view.seat, view.side
        w = sampled.weight
        refill = Refill(view.dealer, sampled.stock) if rules.refill else None
        mine = {
            s: self._pitch(tab, sampled.taken(rules, me, s), me, s, rng, refill)
            for s in tally.suits
        }
        wants = _standard_wants if rules.refill else self._wants
        ends = self._ends(view, scene.table, sampled.hands, tally.levels, rng, wants)
        others: dict[tuple[int, int], tuple[float, float, float]] = {}
        for lv, (holder, high) in zip(tally.levels, ends, strict=True):
            if holder == me:
                outcomes = []
                for s in tally.suits:
                    (sides, won), tricks = mine[s]
                    result = hand_result(tab, my_side, lv, won, tricks)
                    outcomes.append((s, result[my_side] > 0, result, sides))
                self._tally_mine(scene, lv, w, outcomes, tally)
            elif holder is None:
                tally.add_theirs(lv, w, 0.0, 0.0, scene.standing)
            else:
                if (holder, high) not in others:
                    others[(holder, high)] = self._their_pitch(
                        scene, tab, sampled.taken(rules, holder), holder, high, rng, refill
                    )
                tally.add_theirs(lv, w, *others[(holder, high)])

    def _tally_mine(
        self, scene: _Scene, level: int, w: float, outcomes: list[_Outcome], tally: _BidSims
    ) -> None:
        """This seat's bid of ``level`` won the auction: each suit's pitch, its match value
        discounted by ``_caution``."""
        my_side = scene.view.side
        tally.pitched[level] += w
        caution = self._caution(scene.view.rules, level)
        for s, made, result, sides in outcomes:
            v = scene.value.of(result, my_side, level, sides) - caution
            m = scene.margin.of(result, my_side, level, sides)
            chance = scene.chance(result, my_side, level, sides)
            if scene.prior is not None and level != SMUDGE_LEVEL:
                tally.add_mine(level, s, w, *scene.prior.mix(level, s, sides, made, v, m), chance)
            else:
                tally.add_mine(level, s, w, made, v, m, chance)

    def _their_pitch(
        self,
        scene: _Scene,
        tab: Table,
        hands: list[Mask],
        holder: int,
        high: int,
        rng: random.Random,
        refill: Refill | None = None,
    ) -> tuple[float, float, float]:
        """Another seat pitches ``high`` in its best suit: the match value, the points a hand
        and the chance of winning the match, to this seat."""
        _, trump = _best_suit(hands[holder], scene.view.rules)
        (sides, won), tricks = self._pitch(tab, hands, holder, trump, rng, refill)
        ps = tab.side_of[holder]
        result = hand_result(tab, ps, high, won, tricks)
        return scene.outlook(result, ps, high, sides)

    def _ends(
        self,
        view: PlayerView,
        table: BidTable | None,
        hands: list[Mask],
        levels: list[int],
        rng: random.Random,
        wants: Callable[[PlayerView, list[Mask]], list[tuple[int, int]]],
    ) -> list[tuple[int | None, int]]:
        """Per level, who pitches and at what bid in a sampled deal: the later speakers bid as
        the learned model draws, or without it what ``wants`` makes of their hands."""
        if table is None:
            later = wants(view, hands)
            return [self._auction_end(view, later, lv) for lv in levels]
        return self._imagined_ends(view, table, hands, levels, rng)

    def bid_values(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> dict[Action, float]:
        """What each legal bid is worth to this seat's side in points a hand (no match bonus),
        by the simulation the expert bids by, naming the best suit for it: the post-hand
        analysis values a player's bids with it."""
        sims = self._simulate_bids(view, legal, rng, time.perf_counter() + self.time_budget)
        if sims.samples == 0:
            raise NoDealError("no deal of the unseen cards fits the table")
        out: dict[Action, float] = {}
        for lv, a in zip(sims.levels, legal, strict=True):
            out[a] = max(sims.margins[lv][s] for s in sims.suits) / sims.weights
        return out

    @staticmethod
    def _pass_reason(rules: Rules, sims: _BidSims, stance: _BidStance) -> str:
        """Why passing: what the best bid by points a hand lacked (the deciding fact). A
        smudge is named by the points it promises (5 in the four-point game)."""
        levels, suits, made, pitched = sims.levels, sims.suits, sims.made, sims.pitched
        margins, weights, samples = sims.margins, sims.weights, sims.samples
        options = [
            (margins[lv][s] - margins[PASS_LEVEL][suits[0]], lv, s)
            for lv in levels
            if lv != PASS_LEVEL and pitched[lv]
            for s in suits
        ]
        if not options:
            return reason(
                QT_TRANSLATE_NOOP(
                    "BotReason",
                    "pass: no bid of mine would win the auction in {samples} sampled deals",
                ),
                samples=samples,
            )
        gain, lv, s = max(options)
        gain /= weights
        rate = min(1.0, stance.shrinks[lv] * made[lv][s] / pitched[lv])
        # What the reasons for a bid made too rarely say of it.
        rarely = {
            "bid": _bid_points(rules, lv),
            "suit": SuitWord(s),
            "rate": f"{rate:.0%}",
            "samples": samples,
        }
        if _under_floor(lv, s, rate, sims, stance):
            return reason(
                QT_TRANSLATE_NOOP(
                    "BotReason",
                    "pass: the best bid, {bid} in {suit}, would win the match but is made in only about {rate} of {samples} sampled deals; to win it as often as passing it needs {floor}",  # noqa: E501
                ),
                floor=f"{sims.floor(lv, s):.0%}",
                **rarely,
            )
        if rate < MIN_MAKE_RATE:
            return reason(
                QT_TRANSLATE_NOOP(
                    "BotReason",
                    "pass: the best bid, {bid} in {suit}, is made in only about {rate} of {samples} sampled deals",  # noqa: E501
                ),
                **rarely,
            )
        return reason(
            QT_TRANSLATE_NOOP(
                "BotReason",
                "pass: the best bid, {bid} in {suit}, gains only {gain} points a hand over passing",
            ),
            bid=_bid_points(rules, lv),
            suit=SuitWord(s),
            gain=f"{gain:+.1f}",
        )

    @staticmethod
    def _match_at_stake(view: PlayerView) -> bool:
        """Another side holds the bid and goes out by making it, or a made bid of this side's
        would win the match: the only times a bid more likely set than made is worth it."""
        rules = view.rules
        if rules.win_rule is WinRule.HIGHEST:
            return False
        high = _bid_points(rules, view.high_bid)
        if view.scores_before[view.side] + max(high + 1, rules.min_bid) >= rules.target:
            return True
        if view.pitcher is None:
            return False
        holder = rules.side_of_seat[view.pitcher]
        return holder != view.side and (view.scores_before[holder] + high + 1 >= rules.target)

    def _sampled_deals(
        self, view: PlayerView, rng: random.Random, deadline: float, least: int
    ) -> Iterator[_Deal]:
        """Weighted deals of the unseen cards, up to ``max_samples``; past the deadline once
        ``least`` are in, so a decision is anytime but never rests on a handful of deals."""
        sampler = self._sampler(view)
        for samples in range(self.max_samples):
            if samples >= least and time.perf_counter() > deadline:
                return
            try:
                yield sampler.draw(rng)
            except SamplingError:
                return

    def _caution(self, rules: Rules, level: int) -> float:
        """What the pitcher's simulated result is discounted: playouts defend too weakly."""
        return self.bid_margin * (1.0 + 0.25 * _bid_points(rules, level))

    def _pitch(
        self,
        tab: Table,
        hands: list[Mask],
        pitcher: int,
        trump: int,
        rng: random.Random,
        refill: Refill | None = None,
    ) -> tuple[tuple[AwardSides, list[int]], int]:
        """Play a sampled deal out with ``pitcher`` leading its best trump: who won each point and
        the points per side, and the tricks of the pitcher's side. The pitch names trump by its
        printed suit (never a joker, nor the off-jack for trump's own suit), so it is the
        highest card of that suit. With Cinch's refill (``refill``) trump is named, every hand
        refilled and robbed, and the pitcher leads as the fast policy chooses."""
        if refill is not None:
            return refilled_pitch(tab, hands, pitcher, trump, rng, self.epsilon, refill)
        world = list(hands)
        lead = highest(world[pitcher] & SUIT_MASKS[trump])
        world[pitcher] &= ~(1 << lead)
        piles = [0] * tab.sides
        tricks = [0] * tab.sides
        keep = keep_mask(tab, trump, union(hands))
        play_out(tab, world, trump, pitcher, [lead], piles, tricks, keep, rng, self.epsilon)
        return points_won(tab, trump, hands, piles), tricks[tab.side_of[pitcher]]

    @staticmethod
    def _wants(view: PlayerView, hands: list[Mask]) -> list[tuple[int, int]]:
        """Each later speaker and the bid its sampled hand is worth by ``suit_strength`` (or
        as ``standard`` counts it, ``IMAGINE_STANDARD``)."""
        out = []
        rules = view.rules
        max_bid = rules.max_bid
        for i in range(len(view.bids) + 1, rules.players):
            seat = view.bidder_seat(i)
            if IMAGINE_STANDARD:
                out.append((seat, _standard_want(rules, hands[seat])))
                continue
            est, _ = _best_suit(hands[seat], rules)
            out.append((seat, min(int(est + WANT_ROUNDING), max_bid)))
        return out

    @staticmethod
    def _imagined_ends(
        view: PlayerView,
        table: BidTable,
        hands: list[Mask],
        levels: list[int],
        rng: random.Random,
    ) -> list[tuple[int | None, int]]:
        """Who pitches, and at what bid, if this seat bids each of ``levels`` in a sampled
        deal, each later speaker bidding what the learned model draws for its hand and the
        auction it hears. One draw per speaker serves every level (the same chance read at
        each), so the levels compare on the same imagined players."""
        rules = view.rules
        later = [
            (seat, table.hand_scores(hands[seat]), rng.random())
            for seat in (view.bidder_seat(i) for i in range(len(view.bids) + 1, rules.players))
        ]
        return [_imagined_auction(view, table, later, level) for level in levels]

    @staticmethod
    def _auction_end(
        view: PlayerView, wants: list[tuple[int, int]], level: int
    ) -> tuple[int | None, int]:
        """Who pitches, and at what bid, if this seat bids ``level`` (0: passes) in a sampled
        deal, imagining each later speaker bids what its hand is worth (``wants``)."""
        rules = view.rules
        high = view.high_bid
        holder = view.pitcher
        if level != PASS_LEVEL:
            high, holder = level, view.seat
        if auction_ends_after(rules, view.seat == view.dealer, high):
            return holder, high
        for seat, want in wants:
            partner_holds = (
                holder is not None and rules.side_of_seat[holder] == rules.side_of_seat[seat]
            )
            if partner_holds and want < rules.max_bid:
                continue
            holder, high = _wanted_bid(view, seat, want, holder, high)
            if auction_ends_after(rules, seat == view.dealer, high):
                break
        return holder, high

    # ----- card play -----------------------------------------------------------------------

    def _play(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        cards = list(legal)
        if len(cards) == 1:
            return _Choice(
                cards[0],
                reason(
                    QT_TRANSLATE_NOOP("BotReason", "{card}: the only card that may be played"),
                    card=CardWord(cards[0], short=True),
                ),
            )
        sims = self._simulate_cards(view, cards, rng, deadline)
        totals, margins, taken = sims.totals, sims.margins, sims.taken
        samples, weights = sims.samples, sims.weights
        if samples == 0:
            return _Choice(
                cards[0],
                reason(
                    QT_TRANSLATE_NOOP("BotReason", "no deal fits the table; the first legal card")
                ),
            )
        order = sorted(range(len(cards)), key=lambda k: -totals[k])
        best = order[0]
        # Near-ties go by a good player's priorities (the standard level's choice): a card
        # the search cannot tell from the best is played the way a person would play it.
        person, why = _PERSON.advise(view, cards, random.Random(0))
        k = cards.index(person)
        runner_up = order[1] if len(order) > 1 else best
        tie = totals[best] - totals[runner_up] <= TIE_POINTS * weights
        if totals[best] - totals[k] <= TIE_POINTS * weights and (k != best or tie):
            return _Choice(
                person,
                reason(
                    QT_TRANSLATE_NOOP("BotReason", "{why} (the search finds no better card)"),
                    why=why,
                ),
            )
        if len(order) == 1:
            return _Choice(cards[best], _lead_or_play(view, CardWord(cards[best], short=True)))
        other = order[1]
        gain = (margins[best] - margins[other]) / weights
        why = reason(
            QT_TRANSLATE_NOOP("BotReason", "{play}: {gain} points a hand over {other}"),
            play=_lead_or_play(view, CardWord(cards[best], short=True)),
            gain=f"{gain:+.1f}",
            other=CardWord(cards[other], short=True),
        )
        fact = _deciding_point(taken[best], taken[other], view.rules.points)
        if fact is not None:
            name, more = fact
            why = reason(
                QT_TRANSLATE_NOOP(
                    "BotReason",
                    "{why}; it wins {point} for my side in {more} more of {samples} sampled deals",
                ),
                why=why,
                point=reason(name),
                more=more,
                samples=samples,
            )
        return _Choice(cards[best], why)

    def _simulate_cards(
        self, view: PlayerView, cards: list[Card], rng: random.Random, deadline: float
    ) -> _CardSims:
        """Every candidate card played out over sampled deals by the fast policy (the pitch
        with its own suit as trump)."""
        if view.rules.draw_back:
            return self._simulate_draw_back_cards(view, cards, rng, deadline)
        rules = view.rules
        tab = Table.of(rules)
        n = rules.players
        scene = self._scene(view)
        assert view.pitcher is not None
        pitcher_side = tab.side_of[view.pitcher]
        bid = view.high_bid
        base = view.side_piles()
        tally = _CardSims.over(len(cards))
        for sampled in self._sampled_deals(view, rng, deadline, least=4):
            hands, w = sampled.hands, sampled.weight
            tally.count(w)
            dealt = [hands[s] | view.played_by[s] for s in range(n)]
            in_play = 0
            for h in dealt:
                in_play |= h
            for k, c in enumerate(cards):
                sides, won, tricks = self._card_played_out(
                    view, tab, hands, dealt, in_play, c, base, rng
                )
                result = hand_result(tab, pitcher_side, bid, won, tricks[pitcher_side])
                v = scene.value.of(result, pitcher_side, bid, sides)
                m = scene.margin.of(result, pitcher_side, bid, sides)
                tally.add(k, w, v, m, _taken_bits(sides, view.side))
        return tally

    def _card_played_out(
        self,
        view: PlayerView,
        tab: Table,
        hands: list[Mask],
        dealt: list[Mask],
        in_play: Mask,
        c: Card,
        base: tuple[list[Mask], list[int]],
        rng: random.Random,
    ) -> tuple[AwardSides, list[int], list[int]]:
        """A sampled deal played out by the fast policy after this seat plays ``c``: who won
        each award, the points per side, and the tricks per side (``base``: the cards and
        tricks each side has taken so far)."""
        n = view.rules.players
        # The pitch (never a joker) names trump by its printed suit.
        trump = view.trump if view.trump is not None else c // RANKS_PER_SUIT
        world = list(hands)
        world[view.seat] &= ~(1 << c)
        trick = [*view.trick, c]
        leader = view.leader
        piles, tricks = list(base[0]), list(base[1])
        if len(trick) == n:
            leader = (leader + trick_winner_index(trick, tab.by_trump[trump].trumps)) % n
            side = tab.side_of[leader]
            for t in trick:
                piles[side] |= 1 << t
            tricks[side] += 1
            trick = []
        keep = keep_mask(tab, trump, in_play)
        play_out(tab, world, trump, leader, trick, piles, tricks, keep, rng, self.epsilon)
        sides, won = points_won(tab, trump, dealt, piles)
        return sides, won, tricks

    # ----- the draw-back (seven- and ten-point) ---------------------------------------------

    def _worlds(
        self, view: PlayerView, rng: random.Random, deadline: float, least: int
    ) -> Iterator[HandState]:
        """Whole hand states that fit the view (``engine.view.sample_world``: the other hands
        and, before the draw is done, the stock), up to ``max_samples``; past the deadline once
        ``least`` are in."""
        for samples in range(self.max_samples):
            if samples >= least and time.perf_counter() > deadline:
                return
            try:
                yield sample_world(view, rng)
            except SamplingError:
                return

    def _simulate_draw_back_bids(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _BidSims:
        """Every legal bid over sampled worlds of the draw-back: the auction imagined to its
        end (the others bid what ``draw_back_play.likely_bid`` makes of their sampled hands),
        and the pitcher's hand played out for each suit it could name: the draw from the
        sampled stock, the burns and the play, by the shared policy. So a bid rests on the
        hand the pitcher holds after the draw, not on the nine cards dealt. With the learned
        bid model a world counts as much as the chance that its dealt hands bid as the table
        did, and the later speakers bid what the model draws for their hands."""
        tally = _BidSims.over([bid_level(a) for a in legal], list(range(SUIT_COUNT)))
        scene = self._scene(view)
        reads = None if scene.table is None else _BidReads(view, scene.table)
        for world in self._worlds(view, rng, deadline, least=8):
            w = 1.0 if reads is None else reads.weight(world.hands)
            tally.count(w)
            self._tally_world(scene, world, w, rng, tally)
        return tally

    def _tally_world(
        self,
        scene: _Scene,
        world: HandState,
        w: float,
        rng: random.Random,
        tally: _BidSims,
    ) -> None:
        """``_tally_deal`` for a sampled world of the draw-back: each pitch played through the
        draw and the burns (each seat that pitches played once per world)."""
        view = scene.view
        rules = view.rules
        me, my_side = view.seat, view.side
        eps = self.epsilon
        mine = [draw_back_search.play_named(world, me, s, rng, eps) for s in tally.suits]
        hands = list(world.hands)
        ends = self._ends(view, scene.table, hands, tally.levels, rng, self._draw_back_wants)
        played: dict[int, draw_back_search.Played] = {}
        for lv, (holder, high) in zip(tally.levels, ends, strict=True):
            if holder == me:
                outcomes = []
                for s in tally.suits:
                    ok, result = mine[s].result(rules, my_side, lv)
                    outcomes.append((s, ok, list(result), mine[s].sides))
                self._tally_mine(scene, lv, w, outcomes, tally)
            elif holder is None:
                tally.add_theirs(lv, w, 0.0, 0.0, scene.standing)
            else:
                if holder not in played:
                    trump = draw_back_play.best_outlook(rules, world.hands[holder]).suit
                    played[holder] = draw_back_search.play_named(world, holder, trump, rng, eps)
                other = played[holder]
                ps = rules.side_of_seat[holder]
                _, result = other.result(rules, ps, high)
                tally.add_theirs(lv, w, *scene.outlook(list(result), ps, high, other.sides))

    @staticmethod
    def _draw_back_wants(view: PlayerView, hands: list[Mask]) -> list[tuple[int, int]]:
        """Each later speaker and the bid a sound player makes on its sampled hand
        (``draw_back_play.likely_bid``)."""
        rules = view.rules
        return [
            (seat, draw_back_play.likely_bid(rules, draw_back_play.best_outlook(rules, h)))
            for seat, h in ExpertBot._later_speakers(view, hands)
        ]

    @staticmethod
    def _later_speakers(view: PlayerView, hands: Sequence[Mask]) -> list[tuple[int, Mask]]:
        """Each seat still to speak after this one, with its sampled hand."""
        n = view.rules.players
        return [
            (view.bidder_seat(i), hands[view.bidder_seat(i)]) for i in range(len(view.bids) + 1, n)
        ]

    def _draw_back_step(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        """Naming trump, the forced draw and the burns."""
        if view.phase is Phase.DRAW or len(legal) == 1:
            why = draw_back_play.draw_reason(view) if legal[0] == DRAW else None
            if why is None:
                why = reason(
                    QT_TRANSLATE_NOOP("BotReason", "{card}: the only card that may be burned"),
                    card=CardWord(legal[0], short=True),
                )
            return _Choice(legal[0], why)
        if view.phase is Phase.NAME:
            return self._name(view, legal, rng, deadline)
        return self._burn(view, legal, rng, deadline)

    def _name(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        """Name the suit whose simulated hands (the draw, the burns and the play over sampled
        worlds) are worth most for the match; a near-tie goes to the standard level's suit."""
        rules = view.rules
        me = view.seat
        my_side = view.side
        bid = view.high_bid
        value = self._value(view)
        suits = [named_suit(a) for a in legal]
        totals = [0.0] * len(suits)
        made = [0] * len(suits)
        samples = 0
        for world in self._worlds(view, rng, deadline, least=8):
            samples += 1
            for k, s in enumerate(suits):
                p = draw_back_search.play_named(world, me, s, rng, self.epsilon)
                ok, result = p.result(rules, my_side, bid)
                made[k] += ok
                totals[k] += value.of(list(result), my_side, bid, p.sides)
        person = draw_back_play.best_outlook(rules, view.hand).suit
        if samples == 0:
            return _Choice(
                name_action(person),
                reason(QT_TRANSLATE_NOOP("BotReason", "no deal fits the table; my best suit")),
            )
        best = max(range(len(suits)), key=lambda k: totals[k])
        if person in suits:
            k = suits.index(person)
            if totals[best] - totals[k] <= TIE_POINTS * samples:
                best = k
        return _naming(suits[best], self.shrink(rules, bid) * made[best] / samples, samples)

    def draw_back_values(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> dict[Action, float]:
        """What each way of naming trump, or each trump to burn, is worth to this seat's side
        in points a hand (no match bonus), by the play-outs the expert names and burns by: the
        post-hand analysis values those decisions with it."""
        rules = view.rules
        hand_value = MatchValue(rules, view.side, view.scores_before, 0.0)
        bid = view.high_bid
        assert view.pitcher is not None
        pitcher_side = rules.side_of_seat[view.pitcher]
        totals = dict.fromkeys(legal, 0.0)
        samples = 0
        deadline = time.perf_counter() + self.time_budget
        for world in self._worlds(view, rng, deadline, least=4):
            samples += 1
            for a in legal:
                if view.phase is Phase.NAME:
                    p = draw_back_search.play_named(
                        world, view.seat, named_suit(a), rng, self.epsilon
                    )
                else:
                    p = draw_back_search.play_burned(world, a, rng, self.epsilon)
                _, result = p.result(rules, pitcher_side, bid)
                totals[a] += hand_value.of(list(result), pitcher_side, bid, p.sides)
        if samples == 0:
            raise NoDealError("no deal of the unseen cards fits the table")
        return {a: v / samples for a, v in totals.items()}

    def _burn(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random, deadline: float
    ) -> _Choice:
        """Burn the trump whose loss costs least over sampled worlds (the others' burns and the
        play by the shared policy); a near-tie goes to ``draw_back_play.burn_choice``."""
        rules = view.rules
        assert view.trump is not None and view.pitcher is not None
        cards = list(legal)
        value = self._value(view)
        hand_value = MatchValue(rules, view.side, view.scores_before, 0.0)
        pitcher_side = rules.side_of_seat[view.pitcher]
        bid = view.high_bid
        totals = [0.0] * len(cards)
        margins = [0.0] * len(cards)
        samples = 0
        for world in self._worlds(view, rng, deadline, least=4):
            samples += 1
            for k, c in enumerate(cards):
                p = draw_back_search.play_burned(world, c, rng, self.epsilon)
                _, result = p.result(rules, pitcher_side, bid)
                totals[k] += value.of(list(result), pitcher_side, bid, p.sides)
                margins[k] += hand_value.of(list(result), pitcher_side, bid, p.sides)
        person = draw_back_play.burn_choice(rules, view.trump, view.hand, view.all_burned)
        if person not in cards:
            person = cards[0]
        why = draw_back_play.burn_reason(rules, view.trump, view.hand, person, view.all_burned)
        if samples == 0:
            return _Choice(person, why)
        order = sorted(range(len(cards)), key=lambda k: -totals[k])
        best = order[0]
        k = cards.index(person)
        if totals[best] - totals[k] <= TIE_POINTS * samples:
            return _Choice(
                person,
                reason(
                    QT_TRANSLATE_NOOP("BotReason", "{why} (the search finds no better card)"),
                    why=why,
                ),
            )
        other = k if k != best else order[1]
        gain = (margins[best] - margins[other]) / samples
        return _Choice(
            cards[best],
            reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "burn {card}: {gain} points a hand over burning {other}"
                ),
                card=CardWord(cards[best], short=True),
                gain=f"{gain:+.1f}",
                other=CardWord(cards[other], short=True),
            ),
        )

    def _simulate_draw_back_cards(
        self, view: PlayerView, cards: list[Card], rng: random.Random, deadline: float
    ) -> _CardSims:
        """Every candidate trump played into sampled worlds of the trumps-only play (the other
        hands are exactly the trumps unseen), each played out by the shared policy."""
        rules = view.rules
        scene = self._scene(view)
        assert view.pitcher is not None
        pitcher_side = rules.side_of_seat[view.pitcher]
        bid = view.high_bid
        tally = _CardSims.over(len(cards))
        for world in self._worlds(view, rng, deadline, least=4):
            tally.count(1.0)
            for k, c in enumerate(cards):
                p = draw_back_search.play_from(apply(world, c), rng, self.epsilon)
                _, result = p.result(rules, pitcher_side, bid)
                v = scene.value.of(list(result), pitcher_side, bid, p.sides)
                m = scene.margin.of(list(result), pitcher_side, bid, p.sides)
                tally.add(k, 1.0, v, m, _taken_bits(p.sides, view.side))
        return tally

    def card_values(
        self, view: PlayerView, legal: Sequence[Card], rng: random.Random
    ) -> dict[Card, float]:
        """What each legal card is worth to this seat's side in points a hand (no match
        bonus), by the expert's play-outs: the post-hand analysis values a pitch, and a
        position too deep for the exact solver, with it."""
        cards = list(legal)
        sims = self._simulate_cards(view, cards, rng, time.perf_counter() + self.time_budget)
        if sims.samples == 0:
            raise NoDealError("no deal of the unseen cards fits the table")
        return {c: m / sims.weights for c, m in zip(cards, sims.margins, strict=True)}


# Cards whose match values differ by less than this (points a hand) are a tie for the search.
TIE_POINTS = 0.1
_PERSON = StandardBot()


def _lead_or_play(view: PlayerView, card: CardWord) -> Reason:
    """The card's verb: "lead" into an empty trick, "play" into a trick started."""
    if view.trick:
        return reason(QT_TRANSLATE_NOOP("BotReason", "play {card}"), card=card)
    return reason(QT_TRANSLATE_NOOP("BotReason", "lead {card}"), card=card)


def _deciding_point(
    best: list[int], other: list[int], points: tuple[Award, ...]
) -> tuple[str, int] | None:
    """The award (of the rules' ``points``, bit ``i`` for the ``i``-th) the better of two
    candidate cards wins for this side in most more of the same sampled deals than the other
    card: its name and that count."""
    found: tuple[int, str] | None = None
    for i, award in enumerate(points):
        name = POINTS_TABLE[award].words.reason  # translated with its reason (BotReason)
        bit = 1 << i
        net = sum(((a & bit) > 0) - ((b & bit) > 0) for a, b in zip(best, other, strict=True))
        if net > 0 and (found is None or net > found[0]):
            found = (net, name)
    return None if found is None else (found[1], found[0])


def _naming(suit: int, rate: float, samples: int) -> _Choice:
    """Naming ``suit`` trump, with the share of sampled deals in which the bid is made."""
    return _Choice(
        name_action(suit),
        reason(
            QT_TRANSLATE_NOOP(
                "BotReason",
                "name {suit}: after the draw my bid is made in about {rate} of {samples} sampled deals",  # noqa: E501
            ),
            suit=SuitWord(suit),
            rate=f"{min(1.0, rate):.0%}",
            samples=samples,
        ),
    )
