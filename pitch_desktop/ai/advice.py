"""What a bot would do next in a hand that stops part-way (``pitch-cli advise``).

The record is replayed with the engine, the seat to act gets its own view, and the bot answers
with its action and a short reason. The bot's random stream is fixed, so advice repeats.
"""

from __future__ import annotations

import random
from typing import Any

from pitch_desktop.engine.records import replay_record
from pitch_desktop.engine.state import Phase, action_text, bid_level, is_bid, legal_actions
from pitch_desktop.engine.view import view_of

from .base import make_bot

ADVICE_SEED = 0


class AdviceError(ValueError):
    """The record gives nothing to advise on: its last hand is over."""


def advise(record_obj: dict[str, Any], bot_name: str) -> dict[str, Any]:
    """``{"seat": S, "action": A, "reason": R}`` for the seat to act in the record's last hand.

    ``A`` is ``"pass"``, a bid number (an int), ``"smudge"`` or a card such as ``"AS"``. Raises
    ``AdviceError`` when the hand is finished and ``RecordError`` when the record is bad.
    """
    states = replay_record(record_obj)
    state = states[-1]
    if state.phase is Phase.DONE:
        raise AdviceError("the hand is over: there is no action to advise")
    bot = make_bot(bot_name)
    seat = state.to_act
    action, reason = bot.advise(
        view_of(state, seat), legal_actions(state), random.Random(ADVICE_SEED)
    )
    text: int | str = action_text(action)
    if is_bid(action) and 1 <= bid_level(action) <= 4:
        text = bid_level(action)
    return {"seat": seat, "action": text, "reason": reason}
