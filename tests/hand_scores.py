"""A scripted hand's breakdown for the window's tests: who won each award of the rules' points;
the engine's own ``bid_outcome`` decides whether the bid was made and what each side scores."""

from __future__ import annotations

from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.scoring import HandScore, PointAward, bid_outcome


def scripted_score(
    rules: Rules, pitcher_side: int, bid: int, sides: tuple[int | None, ...]
) -> HandScore:
    """``sides`` names the side that won each award of ``rules.points`` (None: nobody)."""
    won = [0] * rules.sides
    for side, worth in zip(sides, rules.worths, strict=True):
        if side is not None:
            won[side] += worth
    tricks = rules.deal if won[pitcher_side] == rules.total_points else 3
    made, hand_score = bid_outcome(rules, pitcher_side, bid, won, tricks, rules.deal)
    return HandScore(
        pitcher=rules.seats_of(pitcher_side)[0],
        pitcher_side=pitcher_side,
        bid=bid,
        trump=0,
        awards=tuple(
            PointAward(n, s, worth=w)
            for n, s, w in zip(rules.points, sides, rules.worths, strict=True)
        ),
        game_points=(0,) * rules.sides,
        tricks=(0,) * rules.sides,
        won=tuple(won),
        made=made,
        hand_score=hand_score,
    )
