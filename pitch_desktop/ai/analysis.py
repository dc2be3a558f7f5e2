"""After a hand: which of one seat's cards cost points, and what would have been better.

For each card the seat played, every legal card is valued by the exact solver
(``solver.evaluate_choices``): solved to the end of the hand with every card visible, averaged
over deals of the unseen cards consistent with what the seat could see then. The cost of a
choice is what the best card was worth more, in points a hand for the seat's side. Bids and the
pitch (the first lead, which names trump) are listed with ``valued`` false and no cost: valuing
them needs the auction that would have followed, or a whole hand solved for every suit (seconds
a deal), which this analysis does not afford (see the README's "Not finished").

``work`` fixes the number of sampled deals, so the same hand gives the same analysis anywhere.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.state import (
    Action,
    HandState,
    Phase,
    action_text,
    apply,
    is_bid,
    legal_actions,
    new_hand,
)
from pitch_desktop.engine.view import PlayerView, view_of

from .solver import SolverBudgetError, evaluate_choices

# A choice that loses at least this much against the best one is worth showing a player.
WORTH_SHOWING = 0.5
DEFAULT_WORK = 12
ANALYSIS_SEED = 0


class AnalysisError(ValueError):
    """The hand cannot be analysed for that seat (not finished, or no such seat)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the analysed seat.

    ``index`` counts the hand's actions as a record lists them (bids first, then cards);
    ``trick`` is the trick (from 1) of a card, None for a bid; ``values`` the exact value of
    each legal choice for the seat's side, averaged over the sampled deals (empty for bids);
    ``cost`` what the best choice was worth more than the one played (0 when it was the best).
    """

    index: int
    seat: int
    trick: int | None
    played: Action
    best: Action
    cost: float
    values: dict[Action, float]
    valued: bool = True  # False for bids, the pitch, and positions too deep to solve in time
    unvalued: str = ""  # why not: "bid", "pitch" or "deep"

    @property
    def is_card(self) -> bool:
        return not is_bid(self.played)


# The most positions one sampled deal may cost the solver: a few seconds at most. Early in a
# hand at a cutthroat table a single deal can otherwise take minutes; such a decision is then
# left unvalued rather than holding the analysis up.
NODE_LIMIT = 400_000

# With this many tricks still to play, a deal takes the solver tens of milliseconds or more,
# so fewer deals are sampled there (a third of ``work``, at least two).
_EARLY_TRICKS_LEFT = 5


def _card_values(
    view: PlayerView, legal: list[Card], work: int, rng: random.Random
) -> dict[Card, float]:
    tricks_left = view.cards_left[view.seat]
    samples = max(2, work // 3) if tricks_left >= _EARLY_TRICKS_LEFT else work
    return evaluate_choices(view, legal, samples, rng, NODE_LIMIT)


def reason(decision: Decision) -> str:
    """One sentence on the decision, in the words of records (``pitch-cli analyse``)."""
    played = action_text(decision.played)
    where = f"trick {decision.trick}: " if decision.trick is not None else ""
    if not decision.valued:
        what = {
            "bid": "the bid is not valued by this analysis",
            "pitch": "the pitch, which names trump, is not valued by this analysis",
        }.get(decision.unvalued, "too many ways to play on from here to value it in time")
        return f"{where}{played}: {what}"
    if len(decision.values) <= 1:
        return f"{where}{played} was the only card"
    if decision.best == decision.played:
        return f"{where}{played} was the best card (exact play-out over sampled deals)"
    return (
        f"{where}{action_text(decision.best)} instead of {played} was worth about "
        f"{decision.cost:.1f} points a hand more (exact play-out over sampled deals)"
    )


def analyse_hand(
    hand: HandState, seat: int, work: int = DEFAULT_WORK, seed: int = ANALYSIS_SEED
) -> list[Decision]:
    """Every decision of ``seat`` in the finished ``hand``, with what each choice was worth."""
    if not 0 <= seat < hand.rules.players:
        raise AnalysisError(f"seat {seat} is not at this table (0 to {hand.rules.players - 1})")
    if hand.phase is not Phase.DONE:
        raise AnalysisError("the hand is not finished")
    if work < 1:
        raise AnalysisError("the work must be at least 1 sampled deal")
    rng = random.Random(seed)
    state = new_hand(hand.rules, hand.dealer, hand.dealt, hand.scores_before)
    out: list[Decision] = []
    n = hand.rules.players
    for index, action in enumerate(hand.actions):
        if state.to_act == seat and state.phase is not Phase.DONE:
            legal = legal_actions(state)
            trick = None if is_bid(action) else len(state.plays) // n + 1
            if is_bid(action) or state.trump is None:
                # A bid, or the pitch that names trump: both need the rest of the auction or
                # a whole hand solved per suit, beyond what this analysis can afford.
                why = "bid" if is_bid(action) else "pitch"
                out.append(Decision(index, seat, trick, action, action, 0.0, {}, False, why))
            elif len(legal) == 1:
                out.append(Decision(index, seat, trick, action, action, 0.0, {action: 0.0}))
            else:
                try:
                    values = _card_values(view_of(state, seat), legal, work, rng)
                except SolverBudgetError:
                    out.append(Decision(index, seat, trick, action, action, 0.0, {}, False, "deep"))
                    state = apply(state, action)
                    continue
                best = max(legal, key=lambda c: (round(values[c], 9), -c))
                if values[action] >= values[best] - 1e-9:
                    best = action
                cost = max(0.0, values[best] - values[action])
                out.append(Decision(index, seat, trick, action, best, cost, dict(values)))
        state = apply(state, action)
    return out
