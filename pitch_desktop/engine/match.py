"""A match: hands dealt in turn, the deal passing left, scores carried until a side wins.

``MatchState`` is immutable like a hand; the ``random.Random`` that shuffles is owned by whoever
drives the match (the controller, the arena, the command line) and passed to ``deal_next``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from .rules import Rules
from .state import Action, EngineError, HandState, apply, deal


@dataclass(frozen=True, slots=True)
class MatchState:
    """Scores per side, the dealer of the hand in play (or of the next one), finished hands."""

    rules: Rules
    scores: tuple[int, ...]
    dealer: int
    hand: HandState | None = None
    history: tuple[HandState, ...] = ()
    winner: int | None = None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def hand_number(self) -> int:
        """1 for the first hand, counting the one in play."""
        return len(self.history) + (1 if self.hand is not None else 0)


def new_match(rules: Rules, dealer: int = 0) -> MatchState:
    if not 0 <= dealer < rules.players:
        raise EngineError(f"dealer {dealer} is not a seat (0 to {rules.players - 1})")
    return MatchState(rules=rules, scores=(0,) * rules.sides, dealer=dealer)


def deal_next(match: MatchState, rng: random.Random) -> MatchState:
    """Deal the next hand (the chance step)."""
    if match.is_over:
        raise EngineError("the match is over")
    if match.hand is not None:
        raise EngineError("a hand is still in play")
    return replace(match, hand=deal(match.rules, match.dealer, rng, match.scores))


def start_hand(match: MatchState, hand: HandState) -> MatchState:
    """Put a given hand in play (from a record); it must fit the match."""
    if hand.rules != match.rules or hand.dealer != match.dealer:
        raise EngineError("the hand does not follow on from the match (rules or dealer differ)")
    return replace(match, hand=hand._replace(scores_before=match.scores))


def apply_match(match: MatchState, action: Action) -> MatchState:
    """Apply an action to the hand in play; a finished hand is scored and the deal passes left."""
    if match.hand is None:
        raise EngineError("no hand is in play; deal first")
    return continue_match(match, apply(match.hand, action))


def continue_match(match: MatchState, hand: HandState) -> MatchState:
    """Put in play the hand that an action on the hand in play produced (applied once, by the
    caller); a finished hand is scored and the deal passes left."""
    if not hand.is_over:
        return replace(match, hand=hand)
    return finish_hand(match, hand)


def finish_hand(match: MatchState, hand: HandState) -> MatchState:
    """Carry a finished hand's score into the match and pass the deal to the left."""
    return replace(
        match,
        hand=None,
        history=(*match.history, hand),
        scores=hand.scores_after,
        dealer=(hand.dealer + 1) % match.rules.players,
        winner=hand.winner,
    )
