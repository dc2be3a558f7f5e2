"""The simple steps every level takes for a called partner and for Cinch's refill and rob.

Sense more than strength: call the highest trump the pitcher lacks (the likeliest to win a
trick for the pair), rob by keeping the trumps and the best of the rest, name trump where the
hand's outlook is best, and take the forced refill. Each level asks ``special_step`` before its
own policy, so the two presets play legally at every level.
"""

from __future__ import annotations

from collections.abc import Sequence

from pitch_desktop.engine.cards import RANKS_PER_SUIT, Card, game_points
from pitch_desktop.engine.state import DRAW, Action, Phase, called_card, name_action
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from . import draw_back_play
from .reasons import Reason, reason


def special_step(
    view: PlayerView, legal: Sequence[Action], bot: str
) -> tuple[Action, Reason] | None:
    """The action for a phase of the call or the refill, or None where the level's own
    policy plays (the bids, the draw-back's own phases, the tricks)."""
    if view.phase is Phase.CALL:
        return call_choice(view, legal), _chosen(bot)
    if view.phase is Phase.ROB:
        return rob_choice(view, legal), _chosen(bot)
    if view.rules.refill and view.phase is Phase.NAME:
        return name_action(draw_back_play.best_outlook(view.rules, view.hand).suit), _chosen(bot)
    if view.rules.refill and view.phase is Phase.DRAW:
        return DRAW, _chosen(bot)
    return None


def _chosen(bot: str) -> Reason:
    return reason(QT_TRANSLATE_NOOP("BotReason", "{bot} chooses it"), bot=bot)


def call_choice(view: PlayerView, legal: Sequence[Action]) -> Action:
    """The highest trump the pitcher may call."""
    trumps = view.trumps
    assert trumps is not None
    calls = {called_card(a): a for a in legal}
    for c in trumps.order:
        if c in calls:
            return calls[c]
    return legal[0]


def rob_choice(view: PlayerView, legal: Sequence[Action]) -> Card:
    """The card the robbing dealer throws: of the non-trumps, the one worth least
    (``throw_key``); of trumps (the rules then allow only those carrying no award), the lowest
    in the trump order."""
    trumps = view.trumps
    assert trumps is not None
    if all(trumps.mask >> c & 1 for c in legal):
        return max(legal, key=trumps.order.index)
    return min(legal, key=throw_key)


def throw_key(c: Card) -> tuple[int, int]:
    """How much a non-trump is worth keeping after the rob: its card points, then its rank
    (in Cinch, which scores no Game, keeping the highest cards instead measured no better:
    -0.15 and +0.04 points a hand over 1,000 deals each)."""
    return game_points(1 << c), c % RANKS_PER_SUIT


__all__ = ["call_choice", "rob_choice", "special_step", "throw_key"]
