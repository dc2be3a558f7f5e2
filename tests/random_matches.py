"""A match played at random, for the tests that need finished hands to tell again."""

from __future__ import annotations

import random

from pitch_desktop.engine.match import MatchState, apply_match, deal_next, new_match
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import legal_actions


def random_match(preset: str, hands: int, seed: int, dealer: int = 0) -> MatchState:
    """A match of ``preset`` with ``hands`` finished hands (fewer if it ends first), every
    action chosen at random from ``seed``."""
    rng = random.Random(seed)
    match = new_match(PRESETS[preset], dealer=dealer)
    while len(match.history) < hands and not match.is_over:
        match = deal_next(match, rng)
        while match.hand is not None:
            match = apply_match(match, rng.choice(legal_actions(match.hand)))
    return match
