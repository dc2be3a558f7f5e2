"""The ``beginner`` level: plays sensibly but simply, with no memory of the cards played.

It bids a plain count of likely points in its best suit, pitches that suit, takes a trick with
its highest card when that card wins the trick now, and otherwise follows with its lowest card.
In the draw-back it counts the points held in each suit (the draw not counted), names the best,
burns as the shared rule of thumb says (a middle trump), leads its highest trump with no point,
takes a trick with its cheapest trump that wins it now, and else plays its lowest trump with no
point.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import (
    ACE,
    DECK_SIZE,
    JACK,
    KING,
    SUIT_COUNT,
    SUIT_MASKS,
    THREE,
    Mask,
    card,
    highest,
    lowest,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.deck import Trumps, trumps_of
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import Rules
from pitch_desktop.engine.state import (
    DRAW,
    PASS,
    Action,
    Phase,
    bid_action,
    bid_level,
    is_bid,
    name_action,
)
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from . import call_and_rob, draw_back_play, kitty_play
from .base import ReasonedBot, register
from .heuristics import rank_key, trump_table
from .reasons import SuitWord, reason


def simple_count(hand: int, suit: int, rules: Rules | None = None) -> int:
    """Likely points with ``suit`` as trump: ace or king, a two or three, the jack, length.

    With the rules of a point family, also a point for each further card award held (the
    off-jack, a joker, the ten or three of trump), and the five of trump as two points when the
    ace guards it (one alone): a simple player does not count on bringing five home.
    """
    printed = hand & SUIT_MASKS[suit]
    if not printed:
        return 0
    trumps = printed if rules is None else hand & trumps_of(rules, suit).mask
    count = sum(
        (
            rank_of(highest(printed)) >= KING,
            rank_of(lowest(printed)) <= THREE,
            bool(trumps >> card(JACK, suit) & 1),
            trumps.bit_count() >= 3,
        )
    )
    if rules is not None:
        count += _award_count(rules, suit, printed, trumps)
    return count


def _award_count(rules: Rules, suit: int, printed: Mask, trumps: Mask) -> int:
    """The further card awards held past the jack: one each, the five two when the ace of
    its suit guards it."""
    guarded = bool(printed >> card(ACE, suit) & 1)
    count = 0
    for award, c in trump_table(rules, suit).awards:
        if award is Award.JACK or not trumps >> c & 1:
            continue
        count += 2 if award is Award.FIVE and guarded else 1
    return count


def simple_suit(hand: int, rules: Rules | None = None) -> int:
    """The suit with the best count, then the most cards, then the highest card."""
    return max(
        (s for s in range(SUIT_COUNT) if hand & SUIT_MASKS[s]),
        key=lambda s: (
            simple_count(hand, s, rules),
            (hand & (SUIT_MASKS[s] if rules is None else trumps_of(rules, s).mask)).bit_count(),
            rank_of(highest(hand & SUIT_MASKS[s])),
            s,
        ),
    )


@register("beginner")
class BeginnerBot(ReasonedBot):
    """Bids its count, leads high, takes a trick with a high card or follows low."""

    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        if view.phase is Phase.DISCARD:
            return kitty_play.discard_step(view, legal)
        special = call_and_rob.special_step(view, legal, self.name)
        if special is not None:
            return special
        if view.rules.draw_back:
            return self._draw_back(view, legal)
        if is_bid(legal[0]):
            return self._bid(view, legal)
        return self._play(view, legal)

    def _draw_back(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        """The draw-back with a plain count: bid and name the suit with the best count of the
        points held (the draw not counted), burn as the rules advise, and play simply."""
        rules = view.rules
        if view.phase is Phase.BID:
            suit = draw_back_play.simple_suit(rules, view.hand)
            return self._bid(view, legal, draw_back_play.simple_count(rules, view.hand, suit))
        if view.phase is Phase.NAME:
            suit = draw_back_play.simple_suit(rules, view.hand)
            return name_action(suit), reason(
                QT_TRANSLATE_NOOP("BotReason", "name {suit}: it holds my best count"),
                suit=SuitWord(suit),
            )
        if view.phase is Phase.DRAW:
            return DRAW, draw_back_play.draw_reason(view)
        assert view.trump is not None
        if view.phase is Phase.BURN:
            return draw_back_play.burn_step(view, legal)
        return draw_back_play.simple_trump(view, legal)

    def _bid(
        self, view: PlayerView, legal: Sequence[Action], count: int | None = None
    ) -> tuple[Action, str]:
        rules = view.rules
        if count is None:
            count = simple_count(view.hand, simple_suit(view.hand, rules), rules)
        for level in range(min(count, view.rules.max_bid), 0, -1):
            if bid_action(level) in legal:
                return bid_action(level), reason(
                    QT_TRANSLATE_NOOP("BotReason", "bid {bid}: I count {count} points"),
                    bid=level,
                    count=count,
                )
        if PASS in legal:
            return PASS, reason(
                QT_TRANSLATE_NOOP("BotReason", "pass: I count only {count} points"), count=count
            )
        low = min(legal, key=bid_level)
        return low, reason(QT_TRANSLATE_NOOP("BotReason", "the dealer is stuck: bid the least"))

    def _play(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        trumps = view.trumps
        if trumps is None:
            # The pitch names trump by a printed suit: never a joker (nor legal).
            suit = simple_suit(view.hand, view.rules)
            c = max(c for c in legal if c < DECK_SIZE and suit_of(c) == suit)
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "pitch my best suit with its highest card")
            )
        if not view.trick:
            return _lead_high(trumps, legal)
        return _take_or_follow_low(view, trumps, legal)


def _lead_high(trumps: Trumps, legal: Sequence[Action]) -> tuple[Action, str]:
    """The beginner's lead: the ace of trump, else the highest card."""
    mask = trumps.mask
    ace = card(ACE, trumps.suit)
    if ace in legal:
        return ace, reason(QT_TRANSLATE_NOOP("BotReason", "lead the ace of trump"))
    return max(legal, key=lambda c: (rank_key(trumps, c), bool(mask >> c & 1))), reason(
        QT_TRANSLATE_NOOP("BotReason", "lead high")
    )


def _take_or_follow_low(
    view: PlayerView, trumps: Trumps, legal: Sequence[Action]
) -> tuple[Action, str]:
    """The beginner's follow: take the trick with its highest winner (a plain card before a
    trump), else play its lowest card."""
    mask = trumps.mask
    n = len(view.trick)
    winners = [c for c in legal if trumps.winner_index((*view.trick, c)) == n]
    if winners:
        return max(
            winners,
            key=lambda c: (not mask >> c & 1, trumps.rank_in_suit(c) if mask >> c & 1 else c),
        ), reason(QT_TRANSLATE_NOOP("BotReason", "take it with a high card"))
    return min(legal, key=lambda c: (bool(mask >> c & 1), rank_key(trumps, c))), reason(
        QT_TRANSLATE_NOOP("BotReason", "follow low")
    )
