"""The ``standard`` level: a good club player, by rules of thumb and counting cards.

It bids on a per-suit estimate of High, Low, Jack and Game (``heuristics.estimate_suit``), more
boldly when the other side is close to winning, and smudges only with a near-certain hand. In
play it counts the trumps and the cards still out, reads voids, draws trumps with its top trumps,
keeps its Jack and Low out of tricks the other side will take, gives point cards to a partner
whose card will hold, and takes points away from the pitcher. It is stateless: every decision is
worked out from the view alone, so the suit it leads as pitcher is the suit it bid on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import (
    ACE,
    JACK,
    QUEEN,
    RANKS,
    SUIT_MASKS,
    SUIT_NAMES,
    TEN,
    Card,
    cards_of,
)
from pitch_desktop.engine.rules import SMUDGE_LEVEL, DealerSteal, WinRule
from pitch_desktop.engine.state import PASS, SMUDGE, Action, bid_action, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView

from .base import ReasonedBot, register
from .heuristics import (
    SuitEstimate,
    beats,
    best_suit,
    boss_of_suit,
    can_be_beaten,
    card_value,
    is_low_card,
    is_partner,
    may_hold,
    seats_still_to_play,
    trick_value,
    winning_index,
)

# The dealer who may take the bid by matching it speaks last with the auction in view; measured
# in the arena, matching needs the same hand as outbidding (a bolder dealer lost points).
DEALER_BOLDNESS = 0.0
# A top trump (queen, king, ace) takes a trick worth fewer card points than this only when
# nothing else will do: it is worth more catching the jack or tens later.
TOP_TRUMP_FOR = 4

RANK_WORDS = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)

# How much more than a bid the estimate must reach before the bot makes that bid.
BID_MARGIN: dict[int, float] = {1: -0.55, 2: -0.3, 3: -0.2, 4: 0.3}


def card_words(c: Card) -> str:
    return f"the {RANK_WORDS[c % 13]} of {SUIT_NAMES[c // 13]}"


def smudge_hand(hand: int, suit: int) -> bool:
    """Near-certain to take all six tricks: six trumps headed by the ace, king, queen and jack."""
    trumps = hand & SUIT_MASKS[suit]
    top4 = sum(1 << (suit * 13 + r) for r in (JACK, QUEEN, QUEEN + 1, ACE))
    return trumps.bit_count() == 6 and trumps & top4 == top4


def _describe(e: SuitEstimate, hand: int) -> str:
    trumps = hand & SUIT_MASKS[e.suit]
    names = [RANKS[c % 13] for c in sorted(cards_of(trumps), reverse=True)]
    return f"{'-'.join(names)} of {SUIT_NAMES[e.suit]} (about {e.total:.1f} points)"


def keep_cost(view: PlayerView, c: Card) -> float:
    """What playing ``c`` now gives up in later tricks: top trumps and plain aces win later."""
    r = c % 13
    if view.trump is not None and c // 13 == view.trump:
        return 4.0 + (r - 8) * 1.5 if r >= QUEEN else 3.0
    return 1.5 if r == ACE else 0.0


@register("standard")
class StandardBot(ReasonedBot):
    """Counts cards, protects Low and Jack, works with its partner, sets the pitcher."""

    margins: dict[int, float] = BID_MARGIN

    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        if is_bid(legal[0]):
            return self._bid(view, legal)
        if view.trump is None:
            return self._pitch(view, legal)
        if not view.trick:
            return self._lead(view, legal)
        return self._follow(view, legal)

    # --- the auction --------------------------------------------------------------------------

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        rules = view.rules
        e = best_suit(view.hand, rules)
        what = _describe(e, view.hand)
        if SMUDGE in legal and smudge_hand(view.hand, e.suit):
            return SMUDGE, f"smudge: {what}, every trick is mine"
        numbers = [bid_level(a) for a in legal if a not in (PASS, SMUDGE)]
        is_dealer = view.seat == view.dealer
        partner_holds = (
            view.pitcher is not None
            and view.pitcher != view.seat
            and is_partner(view, view.pitcher)
        )
        bold = self._boldness(view)
        if is_dealer and rules.dealer_steal is not DealerSteal.NEVER:
            bold += DEALER_BOLDNESS
        chosen = 0
        for level in sorted(numbers, reverse=True):
            need = level + self.margins[level] - bold
            if partner_holds:
                need += 0.6  # let a partner play its own bid unless this hand is clearly better
            if e.total >= need:
                chosen = level
                break
        if chosen < 3 and 3 in numbers and not partner_holds and self._power(e):
            chosen = 3
        if chosen:
            verb = "take the bid at" if is_dealer and chosen == view.high_bid else "bid"
            return bid_action(chosen), f"{verb} {chosen}: {what}"
        if PASS in legal:
            if partner_holds:
                return PASS, f"pass: my partner holds the bid and I have {what}"
            return PASS, f"pass: {what} is not enough"
        low = min(numbers) if numbers else SMUDGE_LEVEL
        return bid_action(low), f"stuck: bid {low} on {what}"

    def _power(self, e: SuitEstimate) -> bool:
        """High and Jack as good as won (ace down to jack held) with length: worth a 3."""
        return e.high >= 0.99 and e.jack >= 0.95 and e.trumps >= 4

    def _boldness(self, view: PlayerView) -> float:
        """Bid more boldly when another side may win the match on its next made bid."""
        rules = view.rules
        if rules.win_rule is not WinRule.BIDDER_OUT:
            return 0.0
        mine = view.scores_before[view.side]
        others = [v for s, v in enumerate(view.scores_before) if s != view.side]
        bold = 0.0
        if others and max(others) >= rules.target - rules.max_bid:
            bold += 0.4
        if mine >= rules.target - 2:
            bold += 0.2
        return bold

    # --- the pitch: the first lead names trump ------------------------------------------------

    def _pitch(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        suit = best_suit(view.hand, view.rules).suit
        trumps = [c for c in legal if c // 13 == suit]
        top = max(trumps)
        if top % 13 == ACE:
            return top, f"pitch {SUIT_NAMES[suit]}: lead the ace of trump to draw trumps"
        middling = [c for c in trumps if c % 13 not in (JACK,) and c % 13 > 1]
        if middling:
            c = min(middling, key=lambda x: (game_weight(x), x))
            return c, f"pitch {SUIT_NAMES[suit]}: lead {card_words(c)}, keeping Jack and Low home"
        c = max(trumps, key=lambda x: (x % 13 != JACK, x))
        return c, f"pitch {SUIT_NAMES[suit]} with {card_words(c)}"

    # --- leading later tricks -----------------------------------------------------------------

    def _lead(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        trump = view.trump
        assert trump is not None
        opponents = [s for s in range(view.players) if not is_partner(view, s)]
        opp_trumps = 0
        for s in opponents:
            opp_trumps |= may_hold(view, s)
        opp_trumps &= SUIT_MASKS[trump]
        boss = boss_of_suit(view, trump)
        if boss is not None and boss in legal and (opp_trumps or boss % 13 == JACK):
            if boss % 13 == JACK:
                return boss, "lead the jack of trump: nothing out can beat it"
            return boss, f"lead {card_words(boss)} to draw trumps"
        # A plain boss is safe to lead when no opponent can trump it.
        if not opp_trumps:
            for s in range(4):
                if s == trump:
                    continue
                b = boss_of_suit(view, s)
                if b is not None and b in legal:
                    return b, f"lead {card_words(b)}: the opponents are out of trumps"
        plain = [c for c in legal if c // 13 != trump]
        if plain:
            c = min(plain, key=lambda x: (card_value(view, x), x % 13))
            return c, f"lead {card_words(c)}, a card that gives away little"
        spare = [c for c in legal if c % 13 != JACK and not is_low_card(view, c)]
        pool = spare or list(legal)
        c = min(pool, key=lambda x: (card_value(view, x), x % 13))
        return c, f"lead {card_words(c)}, keeping my Jack and Low"

    # --- following ----------------------------------------------------------------------------

    def _follow(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        trump = view.trump
        assert trump is not None
        trick = view.trick
        led = trick[0] // 13
        n = view.players
        wi = winning_index(trick, trump)
        wcard = trick[wi]
        wseat = (view.leader + wi) % n
        later = seats_still_to_play(view)
        later_opp = [s for s in later if not is_partner(view, s)]
        value_now = trick_value(view, trick)

        if is_partner(view, wseat) and not can_be_beaten(view, wcard, later_opp):
            # The trick is ours: give it the best card we can spare.
            c = max(legal, key=lambda x: (card_value(view, x) - keep_cost(view, x), -(x % 13)))
            if card_value(view, c) > keep_cost(view, c):
                return c, f"give {card_words(c)} to my partner's trick"
            c = min(legal, key=lambda x: (self._dump_cost(view, x), x % 13))
            return c, f"my partner has the trick: play {card_words(c)}"

        winners = [c for c in legal if beats(c, wcard, led, trump)]
        sure = [c for c in winners if not can_be_beaten(view, c, later_opp)]
        if sure:
            own_points = [c for c in sure if card_value(view, c) >= TEN]
            if own_points:
                c = max(own_points, key=lambda x: card_value(view, x))
                return c, f"take the trick with {card_words(c)}, keeping its points"
            c = min(sure, key=lambda x: (keep_cost(view, x), x % 13))
            cheap = keep_cost(view, c) < 3.0
            # A trump spent on a trick worth nothing is missed later (measured in the arena).
            top_trump = keep_cost(view, c) >= 7.0
            if (value_now > 0 or cheap) and not (top_trump and value_now < TOP_TRUMP_FOR):
                return c, f"take the trick with {card_words(c)}"
        if winners and value_now >= TEN and not is_partner(view, wseat):
            risky = [c for c in winners if card_value(view, c) < TEN]
            if risky:
                c = max(risky, key=lambda x: x % 13 + (13 if x // 13 == trump else 0))
                return c, f"fight for the points with {card_words(c)}"
        c = min(legal, key=lambda x: (self._dump_cost(view, x), x % 13))
        return c, f"play {card_words(c)}: the trick is lost, give nothing away"

    def _dump_cost(self, view: PlayerView, c: Card) -> float:
        """Cost of throwing ``c`` into a trick another side takes."""
        return card_value(view, c) + keep_cost(view, c)


def game_weight(c: Card) -> int:
    """Game card points of a card's rank (tens count most)."""
    return (0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4)[c % 13]


__all__ = ["StandardBot", "card_words", "smudge_hand"]
