"""The expert's claim for the first bid of a seeded deal, shared by the calibration tests."""

from __future__ import annotations

import random

from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import action_text, deal, legal_actions
from pitch_desktop.engine.view import view_of


def first_claim(
    rules: Rules, seed: int, factor: float | None, samples: int
) -> tuple[str, float | None]:
    """The bid the expert (at ``samples`` deals, its factor ``factor``) makes first in deal
    ``seed`` dealt by seat 3, and the make rate it claims for it."""
    bot = ExpertBot(time_budget=float("inf"), max_samples=samples, make_rate_factor=factor)
    state = deal(rules, 3, random.Random(seed))
    action = bot.choose(view_of(state, 0), legal_actions(state), random.Random(1))
    return action_text(action), bot.last_claim
