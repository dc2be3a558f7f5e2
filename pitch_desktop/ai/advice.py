"""What a bot would do next in a hand that stops part-way (``pitch-cli advise``).

The record is replayed with the engine, the seat to act gets its own view, and the bot answers
with its action and a short reason. The bot's random stream is fixed, so advice repeats; with a
fixed amount of work (``work`` sampled deals, for the levels that sample) it is the same on a
loaded and on a quiet machine.
"""

from __future__ import annotations

import random
from typing import Any

from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import Phase, action_text, bid_level, is_bid, legal_actions
from pitch_desktop.engine.view import view_of

from .registry import bot_with_work

ADVICE_SEED = 0


class AdviceError(ValueError):
    """The record gives nothing to advise on: it holds no hand, or its last hand is over."""


def advise(record_obj: dict[str, Any], bot_name: str, work: int | None = None) -> dict[str, Any]:
    """``{"seat": S, "action": A, "reason": R}`` for the seat to act in the record's last hand.

    ``A`` is ``"pass"``, a bid number (an int), ``"smudge"`` or a card such as ``"AS"``. Raises
    ``AdviceError`` when the hand is finished and ``RecordError`` when the record is bad.
    """
    states = replay_record(record_obj)
    if not states:
        raise AdviceError("the record holds no hand: there is no action to advise")
    state = states[-1]
    if state.phase is Phase.DONE:
        raise AdviceError("the hand is over: there is no action to advise")
    if work is not None and work < 1:
        raise AdviceError("work must be at least one sampled deal")
    bot = bot_with_work(bot_name, work)
    seat = state.to_act
    action, reason = bot.advise(
        view_of(state, seat), legal_actions(state), random.Random(ADVICE_SEED)
    )
    text: int | str = action_text(action)
    if is_bid(action) and PASS_LEVEL < bid_level(action) < SMUDGE_LEVEL:
        text = bid_level(action)
    return {"seat": seat, "action": text, "reason": reason}
