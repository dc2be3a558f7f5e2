"""Cinch's pitches played out on sampled deals for the ``expert``: the refill and the rob as
every level plays them (``refill_sampling.refill_all``), then the fast play-out of ``search``.
The expert bids and names trump with them."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from pitch_desktop.engine.cards import Card, Mask, union
from pitch_desktop.engine.scoring import AwardSides
from pitch_desktop.engine.view import PlayerView

from .refill_sampling import refill_all
from .search import MatchValue, Table, hand_result, keep_mask, play_out, points_won


class Refill(NamedTuple):
    """What a Cinch pitch needs to refill a sampled deal: the dealer, and the stock."""

    dealer: int
    stock: tuple[Card, ...]


def refilled_pitch(
    tab: Table,
    hands: list[Mask],
    pitcher: int,
    trump: int,
    rng: random.Random,
    eps: float,
    refill: Refill,
) -> tuple[tuple[AwardSides, list[int]], int]:
    """A sampled deal as dealt, ``pitcher`` naming ``trump``: every hand refilled and robbed,
    then played from the pitcher's lead; who won each award, the points per side, and the
    tricks of the pitcher's side. The cards thrown are out of play."""
    world = list(hands)
    refill_all(tab.rules, trump, refill.dealer, world, refill.stock)
    in_play = list(world)
    piles = [0] * tab.sides
    tricks = [0] * tab.sides
    keep = keep_mask(tab, trump, union(world))
    play_out(tab, world, trump, pitcher, [], piles, tricks, keep, rng, eps)
    return points_won(tab, trump, in_play, piles), tricks[tab.side_of[pitcher]]


class NameTally(NamedTuple):
    """Per suit the match value summed over the sampled deals and how often the bid was made,
    and how many deals."""

    totals: list[float]
    made: list[int]
    samples: int


def name_tally(
    view: PlayerView,
    suits: list[int],
    deals: Iterable[tuple[list[Mask], tuple[Card, ...]]],
    value: MatchValue,
    rng: random.Random,
    eps: float,
) -> NameTally:
    """Each suit this pitcher may name, played out over ``deals`` (hands and stock) at the
    bid as it stands."""
    tab = Table.of(view.rules)
    totals = [0.0] * len(suits)
    made = [0] * len(suits)
    samples = 0
    bid = view.high_bid
    for hands, stock in deals:
        samples += 1
        refill = Refill(view.dealer, stock)
        for k, suit in enumerate(suits):
            (sides, won), tricks = refilled_pitch(tab, hands, view.seat, suit, rng, eps, refill)
            result = hand_result(tab, view.side, bid, won, tricks)
            made[k] += result[view.side] > 0
            totals[k] += value.of(result, view.side, bid, sides)
    return NameTally(totals, made, samples)


__all__ = ["NameTally", "Refill", "name_tally", "refilled_pitch"]
