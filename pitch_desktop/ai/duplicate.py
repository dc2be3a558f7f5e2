"""Duplicate: a player's deals of the day played again by a level in their seat.

Each deal the player played is dealt again at the same scores; the level sits in the player's
seat, and every other seat is played as it was: while the level chooses what the player chose,
the other seats take their recorded actions; once it parts from the player, their bots go on,
each with the seat's own generator of the day (``DailyDeals.seat_rng``), called at every turn
of the seat from the deal's start so that it stands where it stood in the player's deal. The
level draws from the player's seat's generator of the day. A player who plays exactly as the
level would therefore scores exactly as it does, and no decision parts.

Points are the side's hand score (what it scores, minus the bid when set back; 0 when thrown
in); the difference is the player's points minus the level's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitch_desktop.engine.daily import DailyDeals, side_points
from pitch_desktop.engine.match import MatchState, apply_match
from pitch_desktop.engine.state import DRAW, Action, HandState, Phase, apply, legal_actions
from pitch_desktop.engine.view import view_of

from .base import Bot
from .registry import bot_with_work

# The levels a player is compared with, the strongest first.
DUPLICATE_LEVELS = ("expert", "standard")


__all__ = [
    "DUPLICATE_LEVELS",
    "DealComparison",
    "DuplicateError",
    "LevelPlay",
    "Parting",
    "compare_day",
    "play_day",
    "replay_deal",
    "side_points",
]


class DuplicateError(ValueError):
    """Settings that cannot be compared: a seat that is not at the table, too few bots."""


@dataclass(frozen=True, slots=True)
class Parting:
    """The first decision where the level chose otherwise than the player."""

    step: int  # the index of the decision among the hand's actions (``HandState.actions``)
    played: Action  # the player's
    chosen: Action  # the level's


@dataclass(frozen=True, slots=True)
class LevelPlay:
    """One deal as a level played it in the player's seat."""

    level: str
    points: int
    difference: int  # the player's points minus the level's
    parting: Parting | None  # None: the level chose as the player did throughout
    hand: HandState  # the level's hand, played out (for a replay side by side)


@dataclass(frozen=True, slots=True)
class DealComparison:
    """One deal of the day: the player's points and each level's in the same seat."""

    index: int  # 0 for the first deal
    seat: int
    points: int
    levels: tuple[LevelPlay, ...]


def compare_day(
    deals: DailyDeals,
    played: Sequence[HandState],
    seat: int,
    others: Sequence[Bot],
    levels: Sequence[str] = DUPLICATE_LEVELS,
    work: int | None = None,
) -> list[DealComparison]:
    """Every played deal of the day against each level in ``seat``. ``others`` are the bots
    of the other seats, one per seat in seat order (the entry for ``seat`` is not asked);
    ``work`` fixes the sampled deals per decision of a level that samples (None: the game's
    own time budget). ``DailyError`` for a record not of the deals."""
    rules = deals.rules
    if not 0 <= seat < rules.players:
        raise DuplicateError(f"seat {seat} is not at a table of {rules.players}")
    if len(others) != rules.players:
        raise DuplicateError(f"{len(others)} bots for {rules.players} seats")
    deals.check_played(played)
    bots = [bot_with_work(name, work) for name in levels]
    out: list[DealComparison] = []
    for index, hand in enumerate(played):
        mine = side_points(hand, seat)
        plays: list[LevelPlay] = []
        for name, bot in zip(levels, bots, strict=True):
            seats = [bot if s == seat else others[s] for s in range(rules.players)]
            end, parting = replay_deal(deals, index, hand, seat, seats)
            theirs = side_points(end, seat)
            plays.append(LevelPlay(name, theirs, mine - theirs, parting, end))
        out.append(DealComparison(index, seat, mine, tuple(plays)))
    return out


def replay_deal(
    deals: DailyDeals, index: int, played: HandState, seat: int, bots: Sequence[Bot]
) -> tuple[HandState, Parting | None]:
    """Deal ``index`` played again from its start at the player's scores, ``bots[seat]`` in
    the player's seat: the hand at its end and where the bot first parted from the player."""
    record = played.actions
    rngs = [deals.seat_rng(index, s) for s in range(deals.rules.players)]
    state = deals.hand(index, played.scores_before)
    parting: Parting | None = None
    while state.phase is not Phase.DONE:
        step = len(state.actions)
        if state.phase is Phase.DRAW:  # forced: nobody chooses
            state = apply(state, DRAW)
            continue
        to_act = state.to_act
        chosen = bots[to_act].choose(view_of(state, to_act), legal_actions(state), rngs[to_act])
        action = chosen
        if parting is None:
            recorded = record[step]
            if to_act != seat:
                action = recorded
            elif chosen != recorded:
                parting = Parting(step, recorded, chosen)
        state = apply(state, action)
    return state, parting


def play_day(deals: DailyDeals, bots: Sequence[Bot], count: int | None = None) -> MatchState:
    """The day's deals played as its match by ``bots`` (one per seat), each seat from its own
    generator of the deal: what a table of bots would record (tests, benchmarks)."""
    match = deals.new_match()
    wanted = len(deals.deals) if count is None else count
    for index in range(wanted):
        if match.is_over:
            break
        match = deals.put_in_play(match)
        rngs = [deals.seat_rng(index, s) for s in range(deals.rules.players)]
        while match.hand is not None:
            hand = match.hand
            if hand.phase is Phase.DRAW:
                match = apply_match(match, DRAW)
                continue
            s = hand.to_act
            match = apply_match(
                match, bots[s].choose(view_of(hand, s), legal_actions(hand), rngs[s])
            )
    return match
