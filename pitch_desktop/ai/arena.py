"""Bots against bots on duplicate deals, so the luck of the cards cancels.

Each deal is played once per seat pattern: with two bots A and B the seats (or, in a partnership
game, the sides) alternate A, B, A, ... and then B, A, B, ..., so every bot holds every hand. The
deal, the dealer and each seat's random stream come from the seed, the deal number and the seat
alone, so a run replays exactly. The result gives points per hand per bot, the margin of the first
bot over the second with a 95% interval over the per-deal paired differences, bids made and set,
smudges made, matches won, and the time each bot took per decision.

Deals start at 0-0 unless ``scores`` says otherwise: given scores per side, or ``NEAR_TARGET``
for scores drawn per deal just below the target, where the bids that win or stop a match are
made. Matches start from 0-0, one seat pattern after another; with ``scores`` they start from
those scores too, each played once per seat pattern on the same deals (``pitch-cli arena
--scores near --matches N``: who wins the matches that are close to their end). A bot that says
how likely its bid is to be made (``last_claim``, the expert) has that claim compared with the
bids it really made.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pitch_desktop.engine.match import apply_match, deal_next, new_match
from pitch_desktop.engine.rules import SMUDGE_LEVEL, Rules
from pitch_desktop.engine.state import HandState, Phase, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of

from .base import Bot
from .registry import bot_with_work

# A match that has not ended after this many hands is abandoned (counted as won by nobody).
MAX_MATCH_HANDS = 400
# ``scores`` value for deals that start from random scores near the target.
NEAR_TARGET = "near"
# How far below the target the scores of a ``NEAR_TARGET`` deal may start.
NEAR_TARGET_SPAN = 6
# The deal numbers whose start scores the matches from given scores take (past any deal's).
MATCH_SCORES_BASE = 10**9

StartScores = tuple[int, ...] | str | None


class ArenaError(ValueError):
    """Arena settings that cannot be played: too few or too many bots, no deals."""


@dataclass
class BotStats:
    """What one bot did over the whole run."""

    name: str
    points: float = 0.0
    bids_made: int = 0
    bids_set: int = 0
    smudges: int = 0
    matches_won: int = 0
    times_ms: list[float] = field(default_factory=list)
    points_per_hand: float = 0.0
    claims: list[float] = field(default_factory=list)
    claims_made: int = 0
    # Per bid it claimed and played: the bid's level, the claim, and whether it was made.
    claimed_bids: list[tuple[int, float, bool]] = field(default_factory=list)

    def claimed_pct(self) -> float | None:
        """The make rate the bot claimed on average for the bids it played, in percent."""
        return 100.0 * statistics.fmean(self.claims) if self.claims else None

    def made_pct(self) -> float | None:
        """The share of the bids it played that it made, in percent (of the claimed ones when
        it claims)."""
        if self.claims:
            return 100.0 * self.claims_made / len(self.claims)
        bids = self.bids_made + self.bids_set
        return 100.0 * self.bids_made / bids if bids else None

    def decision_ms(self) -> dict[str, float]:
        """Median, 95th percentile and maximum time per decision, in milliseconds."""
        if not self.times_ms:
            return {"median": 0.0, "p95": 0.0, "max": 0.0}
        ts = sorted(self.times_ms)
        p95 = ts[min(len(ts) - 1, math.ceil(0.95 * len(ts)) - 1)]
        return {
            "median": round(statistics.median(ts), 4),
            "p95": round(p95, 4),
            "max": round(ts[-1], 4),
        }


@dataclass
class ArenaResult:
    """The outcome of ``run_arena``; ``keys`` name the bots in the order given."""

    rules: Rules
    deals: int
    seed: int
    matches: int
    keys: list[str]
    stats: dict[str, BotStats]
    diffs: list[float]
    margin: float
    ci95: tuple[float, float]
    thrown_in: int = 0
    scores: StartScores = None
    # Per match, in the order played: the index of the bot that won it (None: abandoned).
    winners: list[int | None] = field(default_factory=list)


def bot_keys(bots: Sequence[str]) -> list[str]:
    """Names as the report keys them: a repeated name gets ``#2``, ``#3``..."""
    seen: dict[str, int] = {}
    out: list[str] = []
    for name in bots:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return out


def seat_patterns(rules: Rules, nbots: int) -> list[tuple[int, ...]]:
    """For each replay of a deal, the bot index that holds each seat.

    Units are seats in cutthroat and sides in a partnership game (partners are copies of one
    bot). Pattern ``j`` gives unit ``u`` to bot ``(u + j) % nbots``, so over the ``nbots``
    patterns each bot holds each unit exactly once.
    """
    units = rules.sides
    if nbots < 2:
        raise ArenaError("the arena needs at least two bots")
    if nbots > units:
        raise ArenaError(f"{nbots} bots do not fit {units} sides")
    out = []
    for j in range(nbots):
        out.append(tuple((rules.side_of_seat[s] + j) % nbots for s in range(rules.players)))
    return out


def seat_rng(seed: int, deal_index: int, seat: int) -> random.Random:
    """The random stream of a seat's bot on one deal (the same for every replay of it)."""
    return random.Random(f"arena:{seed}:{deal_index}:{seat}")


def deal_rng(seed: int, deal_index: int) -> random.Random:
    return random.Random(f"arena-deal:{seed}:{deal_index}")


def start_scores(rules: Rules, scores: StartScores, seed: int, deal_index: int) -> tuple[int, ...]:
    """The scores a deal starts from: 0-0, the given ones, or drawn near the target."""
    if scores is None:
        return (0,) * rules.sides
    if isinstance(scores, str):
        if scores != NEAR_TARGET:
            raise ArenaError(f"scores: {scores!r} is neither {NEAR_TARGET!r} nor numbers")
        rng = random.Random(f"arena-scores:{seed}:{deal_index}")
        low = max(0, rules.target - NEAR_TARGET_SPAN)
        return tuple(rng.randrange(low, rules.target) for _ in range(rules.sides))
    if len(scores) != rules.sides:
        raise ArenaError(f"scores: {len(scores)} given for {rules.sides} sides")
    if any(v >= rules.target for v in scores):
        raise ArenaError(f"scores: each must be below the target {rules.target}")
    return tuple(scores)


def _choose(bot: Bot, state: HandState, rng: random.Random, times: list[float]) -> int:
    legal = legal_actions(state)
    view = view_of(state, state.to_act)
    t0 = time.perf_counter()
    action = bot.choose(view, legal, rng)
    times.append((time.perf_counter() - t0) * 1000.0)
    return action


def play_deal(
    start: HandState,
    pattern: tuple[int, ...],
    bots: Sequence[Bot],
    rngs: Sequence[random.Random],
    times: Sequence[list[float]],
    claims: dict[int, float] | None = None,
) -> HandState:
    """Play one hand from its deal to the end, seat ``s`` played by ``bots[pattern[s]]``.

    ``claims`` receives, per seat, the make rate its bot claimed for the last bid it made.
    """
    state = start
    while state.phase is not Phase.DONE:
        seat = state.to_act
        b = pattern[seat]
        bidding = state.phase is Phase.BID
        state = apply(state, _choose(bots[b], state, rngs[seat], times[b]))
        claim = getattr(bots[b], "last_claim", None)
        if bidding and claims is not None and isinstance(claim, float):
            claims[seat] = claim
    return state


def _account(
    state: HandState,
    pattern: tuple[int, ...],
    stats: Sequence[BotStats],
    rules: Rules,
    claims: dict[int, float],
) -> list[float]:
    """Per bot, its mean hand score over the sides it held; counts bids made and set."""
    n = len(stats)
    totals = [0.0] * n
    counts = [0] * n
    side_bot = {rules.side_of_seat[s]: pattern[s] for s in range(rules.players)}
    score = state.score
    for side, b in side_bot.items():
        counts[b] += 1
        if score is not None:
            totals[b] += score.hand_score[side]
    if score is not None:
        b = pattern[score.pitcher]
        if score.made:
            stats[b].bids_made += 1
            if score.bid == SMUDGE_LEVEL:
                stats[b].smudges += 1
        else:
            stats[b].bids_set += 1
        claim = claims.get(score.pitcher)
        if claim is not None:
            stats[b].claims.append(claim)
            stats[b].claims_made += score.made
            stats[b].claimed_bids.append((score.bid, claim, score.made))
    return [totals[i] / counts[i] if counts[i] else 0.0 for i in range(n)]


def run_arena(
    rules: Rules,
    bots: list[str],
    deals: int,
    seed: int,
    matches: int = 0,
    scores: StartScores = None,
    work: int | None = None,
    players: Sequence[Bot] | None = None,
) -> ArenaResult:
    """Play ``deals`` duplicate deals (and ``matches`` whole matches) between ``bots``.

    ``scores`` sets where each deal starts (see ``start_scores``); ``work`` runs the bots that
    support it with a fixed number of sampled deals per decision (``bot_with_work``);
    ``players``, bots already made (one per name, in order), plays those instead, so two
    settings of one level can meet the same deals (the names then only label them).
    """
    patterns = _checked_patterns(rules, bots, deals, matches, work, players)
    players = list(players) if players is not None else [bot_with_work(n, work) for n in bots]
    keys = bot_keys(bots)
    stats = [BotStats(k) for k in keys]
    per_deal, thrown_in = _play_deals(rules, deals, seed, scores, patterns, players, stats)
    for i, s in enumerate(stats):
        s.points = sum(row[i] for row in per_deal)
        s.points_per_hand = s.points / deals
    winners = _play_matches(rules, matches, seed, scores, patterns, players, stats)
    diffs = [row[0] - row[1] for row in per_deal]
    margin, ci = mean_ci(diffs)
    return ArenaResult(
        rules=rules,
        deals=deals,
        seed=seed,
        matches=matches,
        keys=keys,
        stats={s.name: s for s in stats},
        diffs=diffs,
        margin=margin,
        ci95=ci,
        thrown_in=thrown_in,
        scores=scores,
        winners=winners,
    )


def _checked_patterns(
    rules: Rules,
    bots: list[str],
    deals: int,
    matches: int,
    work: int | None,
    players: Sequence[Bot] | None,
) -> list[tuple[int, ...]]:
    """The seat patterns of a run, once its settings are known to be playable (else an
    ``ArenaError`` that says which one is not, before any deal is played)."""
    if deals < 1:
        raise ArenaError("the arena needs at least one deal")
    if matches < 0:
        raise ArenaError("matches cannot be negative")
    patterns = seat_patterns(rules, len(bots))
    if work is not None and work < 1:
        raise ArenaError("work must be at least one sampled deal")
    if players is not None and len(players) != len(bots):
        raise ArenaError(f"{len(players)} bots made for {len(bots)} names")
    return patterns


def _play_deals(
    rules: Rules,
    deals: int,
    seed: int,
    scores: StartScores,
    patterns: list[tuple[int, ...]],
    players: Sequence[Bot],
    stats: Sequence[BotStats],
) -> tuple[list[list[float]], int]:
    """Every deal once per seat pattern: per deal each bot's mean hand score over the
    patterns, and how many hands were thrown in."""
    times = [s.times_ms for s in stats]
    n = rules.players
    per_deal: list[list[float]] = []
    thrown_in = 0
    for d in range(deals):
        start = deal(rules, d % n, deal_rng(seed, d), start_scores(rules, scores, seed, d))
        sums = [0.0] * len(players)
        for pattern in patterns:
            rngs = [seat_rng(seed, d, s) for s in range(n)]
            claims: dict[int, float] = {}
            end = play_deal(start, pattern, players, rngs, times, claims)
            if end.thrown_in:
                thrown_in += 1
            for i, v in enumerate(_account(end, pattern, stats, rules, claims)):
                sums[i] += v
        per_deal.append([v / len(patterns) for v in sums])
    return per_deal, thrown_in


def _play_matches(
    rules: Rules,
    matches: int,
    seed: int,
    scores: StartScores,
    patterns: list[tuple[int, ...]],
    players: Sequence[Bot],
    stats: Sequence[BotStats],
) -> list[int | None]:
    """Play the run's ``matches``, each counted to the bot that won it; the winners in order."""
    times = [s.times_ms for s in stats]
    winners: list[int | None] = []
    for m in range(matches):
        winner = _play_arena_match(rules, m, seed, scores, patterns, players, times)
        winners.append(winner)
        if winner is not None:
            stats[winner].matches_won += 1
    return winners


def _play_arena_match(
    rules: Rules,
    m: int,
    seed: int,
    scores: StartScores,
    patterns: list[tuple[int, ...]],
    players: Sequence[Bot],
    times: Sequence[list[float]],
) -> int | None:
    """Match ``m`` of a run: from 0-0 with the next seat pattern, or from given scores, where
    each match is played once per seat pattern from the same scores and deals, so the luck
    of the cards cancels there too."""
    if scores is None:
        return _play_match(rules, patterns[m % len(patterns)], players, seed, m, times)
    index = m // len(patterns)
    begin = start_scores(rules, scores, seed, MATCH_SCORES_BASE + index)
    pattern = patterns[m % len(patterns)]
    return _play_match(rules, pattern, players, seed, index, times, begin)


def mean_ci(xs: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """Mean and its 95% interval, mean +- 1.96 * sd / sqrt(n)."""
    mean = statistics.fmean(xs)
    if len(xs) < 2:
        return mean, (mean, mean)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return mean, (mean - half, mean + half)


def _play_match(
    rules: Rules,
    pattern: tuple[int, ...],
    bots: Sequence[Bot],
    seed: int,
    index: int,
    times: Sequence[list[float]],
    scores: tuple[int, ...] | None = None,
) -> int | None:
    """Play one match to the target (from ``scores``, else 0-0); the index of the winning
    bot, or None if abandoned."""
    shuffle = random.Random(f"arena-match:{seed}:{index}")
    match = new_match(rules, dealer=index % rules.players)
    if scores is not None:
        match = replace(match, scores=scores)
    for h in range(MAX_MATCH_HANDS):
        match = deal_next(match, shuffle)
        rngs = [random.Random(f"arena-match:{seed}:{index}:{h}:{s}") for s in range(rules.players)]
        while match.hand is not None:
            state = match.hand
            b = pattern[state.to_act]
            match = apply_match(match, _choose(bots[b], state, rngs[state.to_act], times[b]))
        if match.winner is not None:
            seat = rules.seats_of(match.winner)[0]
            return pattern[seat]
    return None


def arena_json(result: ArenaResult) -> dict[str, Any]:
    """The result as the documented JSON object."""
    return {
        "rules": result.rules.to_json(),
        "deals": result.deals,
        "margin": {
            "points_per_hand": round(result.margin, 4),
            "ci95": [round(result.ci95[0], 4), round(result.ci95[1], 4)],
        },
        "bots": {
            key: {
                "points_per_hand": round(s.points_per_hand, 4),
                "bids_made": s.bids_made,
                "bids_set": s.bids_set,
                "smudges": s.smudges,
                "matches_won": s.matches_won,
                "decision_ms": s.decision_ms(),
                "bids_claimed_pct": _pct(s.claimed_pct()),
                "bids_made_pct": _pct(s.made_pct()),
            }
            for key, s in result.stats.items()
        },
    }


def _pct(v: float | None) -> float | None:
    return None if v is None else round(v, 2)


def format_arena(result: ArenaResult) -> str:
    """A few lines a person can read."""
    rules = result.rules
    name = rules.preset_name() or "custom rules"
    a, b = result.keys[0], result.keys[1]
    lo, hi = result.ci95
    lines = [
        f"{' vs '.join(result.keys)}: {result.deals} duplicate deals, {name}, "
        f"{rules.players} players, seed {result.seed}"
        + (f", start scores {_scores_text(result.scores)}" if result.scores else ""),
        f"margin {a} - {b}: {result.margin:+.3f} points per hand "
        f"(95% interval {lo:+.3f} to {hi:+.3f})",
    ]
    if result.thrown_in:
        lines.append(f"hands thrown in: {result.thrown_in}")
    header = f"{'bot':<16}{'pts/hand':>9}{'made':>7}{'set':>7}{'smudge':>8}"
    if result.matches:
        header += f"{'matches':>9}"
    header += f"{'ms med':>9}{'ms p95':>9}{'ms max':>9}"
    lines.append(header)
    for key in result.keys:
        s = result.stats[key]
        t = s.decision_ms()
        row = f"{key:<16}{s.points_per_hand:>9.3f}{s.bids_made:>7}{s.bids_set:>7}{s.smudges:>8}"
        if result.matches:
            row += f"{f'{s.matches_won}/{result.matches}':>9}"
        row += f"{t['median']:>9.3f}{t['p95']:>9.3f}{t['max']:>9.3f}"
        lines.append(row)
    for key in result.keys:
        s = result.stats[key]
        claimed, made = s.claimed_pct(), s.made_pct()
        if claimed is not None and made is not None:
            lines.append(
                f"{key}: its bids claimed to be made {claimed:.1f}% of the time on average, "
                f"made {made:.1f}% ({len(s.claims)} bids)"
            )
    return "\n".join(lines)


def _scores_text(scores: StartScores) -> str:
    if isinstance(scores, str):
        return "near the target"
    return "-".join(str(v) for v in scores or ())
