"""After a hand: which of one seat's bids and cards cost points, and what would have been better.

Every legal choice is valued in points a hand for the seat's side (its score minus the
others' average), averaged over deals of the unseen cards consistent with what the seat could
see then, and the cost of a choice is what the best one was worth more:

- a card, by the exact solver (``solver.evaluate_choices``): solved to the end of the hand with
  every card visible; a card whose search would pass ``NODE_LIMIT`` positions (early tricks
  at cutthroat tables) by the expert's play-outs (``ExpertBot.card_values``) instead;
- the pitch (the first lead, which names trump) by the expert's play-outs: a whole hand solved
  for each suit takes a tenth of a second to seconds a deal, and the few deals that affords
  leave the exact values noisier than a point, where 240 play-outs agree within a tenth;
- a bid, by the expert's simulation (``ExpertBot.bid_values``): the rest of the auction as the
  expert imagines it from each sampled deal, then the hand played out by its fast policy, the
  bidder naming its best suit. Exact solving would need the others' bids, which no deal fixes.

Where several cards are worth the same within ``TIE_POINTS``, the card named as the better one
is the one a good player would play (the ``standard`` level's choice).

``work`` fixes the number of sampled deals, so the same hand gives the same analysis anywhere.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Literal

from pitch_desktop.engine.state import (
    Action,
    HandState,
    Phase,
    action_text,
    apply,
    as_dealt,
    is_bid,
    is_call,
    is_name,
    legal_actions,
    trick_plays,
)
from pitch_desktop.engine.view import PlayerView, view_of

from .expert import TIE_POINTS, ExpertBot, NoDealError
from .solver import SolverBudgetError, SolverError, evaluate_choices
from .standard import StandardBot

# A choice that loses at least this much against the best one is worth showing a player.
WORTH_SHOWING = 0.5
DEFAULT_WORK = 12
ANALYSIS_SEED = 0

# How a decision's choices were valued: "exact" by the solver, "simulated" by the expert's
# play-outs (bids, the pitch, positions too deep to solve), "only" when
# there was one choice, "none" when no deal of the unseen cards fitted the table, "unvalued"
# for the kitty's discards, the call of a partner and the rob, which every level makes by one
# rule, with no search to weigh one choice against another.
Method = Literal["exact", "simulated", "only", "none", "unvalued"]

# The most positions one sampled deal may cost the solver: a few seconds at most. Early in a
# hand at a cutthroat table a single deal can otherwise take minutes; such a decision is then
# valued by the expert's play-outs instead.
NODE_LIMIT = 400_000

# With this many tricks still to play, a deal takes the solver tens of milliseconds or more,
# so fewer deals are sampled there (a third of ``work``, at least two).
_EARLY_TRICKS_LEFT = 5

# The play-outs are much cheaper than exact solving and noisier, so they look at this many
# deals per unit of ``work`` (12 units: 240 deals, about a tenth of a second a decision).
SIMULATED_DEALS_PER_WORK = 20


_PERSON = StandardBot()


class AnalysisError(ValueError):
    """The hand cannot be analysed for that seat (not finished, or no such seat)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the analysed seat.

    ``index`` counts the hand's actions as a record lists them (bids first, then cards);
    ``trick`` is the trick (from 1) of a card, None for a bid; ``values`` the value of each
    legal choice for the seat's side in points a hand, averaged over the sampled deals;
    ``cost`` what the best choice was worth more than the one played (0 when it was the best);
    ``method`` how the values were found; ``pitch`` marks the lead that named trump.
    """

    index: int
    seat: int
    trick: int | None
    played: Action
    best: Action
    cost: float
    values: dict[Action, float]
    method: Method = "exact"
    pitch: bool = False
    burn: bool = False  # with the draw-back: a trump burned

    @property
    def is_card(self) -> bool:
        """A card played, burned, discarded or robbed (not a bid, trump named or a call)."""
        return not is_bid(self.played) and not is_name(self.played) and not is_call(self.played)

    @property
    def kind(self) -> str:
        """What was decided: "bid", "name" (trump named, with the draw-back), "call" (a
        partner), "burn", "pitch" (the lead that names trump) or "card"."""
        if is_bid(self.played):
            return "bid"
        if is_name(self.played):
            return "name"
        if is_call(self.played):
            return "call"
        return "burn" if self.burn else ("pitch" if self.pitch else "card")

    @property
    def valued(self) -> bool:
        """There was a choice, and it was valued."""
        return self.method in ("exact", "simulated")


def _card_values(
    view: PlayerView, legal: list[Action], work: int, rng: random.Random
) -> tuple[dict[Action, float], Method]:
    """Each legal card's value, exactly where the search fits its budget, else (and for the
    pitch) by play-outs."""
    if view.trump is not None:
        tricks_left = view.cards_left[view.seat]
        samples = max(2, work // 3) if tricks_left >= _EARLY_TRICKS_LEFT else work
        try:
            return evaluate_choices(view, legal, samples, rng, NODE_LIMIT), "exact"
        except SolverBudgetError:
            pass
    return _simulated(work).card_values(view, legal, _fork(rng)), "simulated"


def _bid_values(
    view: PlayerView, legal: list[Action], work: int, rng: random.Random
) -> dict[Action, float]:
    return _simulated(work).bid_values(view, legal, _fork(rng))


def _simulated(work: int) -> ExpertBot:
    """The expert at a fixed number of deals (no time budget: the same answer anywhere)."""
    return ExpertBot(time_budget=math.inf, max_samples=SIMULATED_DEALS_PER_WORK * work)


def _fork(rng: random.Random) -> random.Random:
    return random.Random(rng.getrandbits(64))


_HOW = {
    "exact": "exact play-out over sampled deals",
    "simulated": "simulated play-outs over sampled deals",
}


def reason(decision: Decision) -> str:
    """One sentence on the decision, in the words of records (``pitch-cli analyse``)."""
    played = action_text(decision.played)
    where = f"trick {decision.trick}: " if decision.trick is not None else ""
    what = decision.kind
    if decision.method == "only":
        return f"{where}{played} was the only {what}"
    if decision.method == "unvalued":
        return f"{where}{played}: not valued (every level makes this choice by one rule)"
    if decision.method == "none":
        return f"{where}{played}: no deal of the unseen cards fits the table, so nothing was valued"
    how = _HOW[decision.method]
    if not decision.is_card:
        how = "the auction and the hand simulated over sampled deals"
    if decision.best == decision.played:
        return f"{where}{played} was the best {what} ({how})"
    return (
        f"{where}{action_text(decision.best)} instead of {played} was worth about "
        f"{decision.cost:.1f} points a hand more ({how})"
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
    state = as_dealt(hand)
    out: list[Decision] = []
    n = hand.rules.players
    for index, action in enumerate(hand.actions):
        # The draw is forced: no decision to value.
        if state.to_act == seat and state.phase not in (Phase.DONE, Phase.DRAW):
            out.append(_decision(state, index, seat, action, work, rng, n))
        state = apply(state, action)
    return out


def _decision(
    state: HandState,
    index: int,
    seat: int,
    action: Action,
    work: int,
    rng: random.Random,
    players: int,
) -> Decision:
    """The played ``action`` against every legal choice at ``state``."""
    legal = legal_actions(state)
    played = state.phase is Phase.PLAY
    trick = sum(1 for *_, won in trick_plays(state) if won is not None) + 1 if played else None
    pitch = played and state.trump is None
    burn = state.phase is Phase.BURN
    if len(legal) == 1:
        return Decision(index, seat, trick, action, action, 0.0, {action: 0.0}, "only", pitch, burn)
    if state.phase in (Phase.DISCARD, Phase.CALL, Phase.ROB):
        # The kitty's discards, the call and the rob are not valued: every level makes them by
        # one rule (``kitty_play``, ``call_and_rob``), with no search to weigh the choices.
        return Decision(index, seat, None, action, action, 0.0, {}, "unvalued", False, False)
    view = view_of(state, seat)
    try:
        values, method = _values(state, view, action, legal, work, rng)
    except (NoDealError, SolverError):
        return Decision(index, seat, trick, action, action, 0.0, {}, "none", pitch, burn)
    best = max(legal, key=lambda c: (round(values[c], 9), -c))
    if values[action] >= values[best] - 1e-9:
        best = action
    elif played:
        best = _as_a_person_would(view, legal, values, best)
    cost = max(0.0, values[best] - values[action])
    return Decision(index, seat, trick, action, best, cost, dict(values), method, pitch, burn)


def _values(
    state: HandState,
    view: PlayerView,
    action: Action,
    legal: list[Action],
    work: int,
    rng: random.Random,
) -> tuple[dict[Action, float], Method]:
    """Every legal choice's value at ``state``, and how it was found: a bid, a draw-back
    naming or burn and a trumps-only card by the expert's simulation, any other card as
    ``_card_values`` finds it."""
    if is_bid(action):
        return _bid_values(view, legal, work, rng), "simulated"
    if state.phase is not Phase.PLAY:  # the draw-back: trump named, or a burn
        return _simulated(work).draw_back_values(view, legal, _fork(rng)), "simulated"
    if state.rules.draw_back:  # trumps-only play: the expert's own play-outs
        return _simulated(work).card_values(view, legal, _fork(rng)), "simulated"
    return _card_values(view, legal, work, rng)


def _as_a_person_would(
    view: PlayerView, legal: list[Action], values: dict[Action, float], best: Action
) -> Action:
    """The card to name as the better one: among the cards the analysis cannot tell from the
    best (within ``TIE_POINTS``), the one a good player would play (the ``standard`` level's
    choice), so the player reads "the ace of hearts", not "the 3 of hearts", for a near tie."""
    near = [c for c in legal if values[c] >= values[best] - TIE_POINTS]
    if len(near) < 2:
        return best
    person, _ = _PERSON.advise(view, legal, random.Random(ANALYSIS_SEED))
    return person if person in near else best
