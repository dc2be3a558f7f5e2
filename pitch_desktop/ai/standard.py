"""The ``standard`` level: a good club player, by rules of thumb and counting cards.

It bids on a per-suit estimate of High, Low, Jack and Game (``heuristics.estimate_suit``) and
only with a point close to sure behind the bid; speaking last it bids the least that wins the
auction; it bids more boldly only when another side would go out by making its bid or when a
made bid wins the match; it smudges only with a near-certain hand. In play it counts the trumps
and the cards still out, reads voids, draws trumps with its top trumps (on the pitcher's side a
king or queen too, while an opponent may hold the Jack: a short Jack falls), keeps its Jack and Low
out of tricks the other side will take and banks them in tricks its side wins anyway, never
throws a ten away while holding the card of its suit that takes the trick, gives point cards to
a partner whose card will hold, and takes points away from the pitcher. Every reason names the
fact that decided the card and is true of the position (tested). It is stateless: every
decision is worked out from the view alone, so the suit it leads as pitcher is the suit it bid
on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitch_desktop.engine.cards import (
    ACE,
    GAME_POINTS,
    HAND_SIZE,
    JACK,
    KING,
    QUEEN,
    RANKS_PER_SUIT,
    SUIT_COUNT,
    SUIT_MASKS,
    TEN,
    THREE,
    Card,
    card,
    cards_of,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.rules import SMUDGE_LEVEL, DealerSteal, WinRule
from pitch_desktop.engine.state import PASS, SMUDGE, Action, bid_action, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .base import Level, ReasonedBot, register
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
from .reasons import CardWord, HoldingWord, Reason, SuitWord, card_list, reason

# The dealer who may take the bid by matching it speaks last with the auction in view; measured
# in the arena, matching needs the same hand as outbidding (a bolder dealer lost points).
DEALER_BOLDNESS = 0.0
# A top trump (queen, king, ace) takes a trick worth fewer card points than this only when
# nothing else will do: it is worth more catching the jack or tens later.
TOP_TRUMP_FOR = 4


# How much less the estimate may be when the other side would go out by making its bid, and
# when making this bid would win the match.
STOP_BOLDNESS = 0.4
WIN_BOLDNESS = 0.3
# A bid needs one point that is close to sure (High, Low or the Jack at this chance or better).
SURE_POINT = 0.5

# How much more than a bid the estimate must reach before the bot makes that bid.
BID_MARGIN: dict[int, float] = {1: -0.55, 2: -0.3, 3: -0.2, 4: 0.3}


def card_words(c: Card) -> str:
    """A card as the reasons name it: "the jack of hearts"."""
    return str(CardWord(c))


def smudge_hand(hand: int, suit: int) -> bool:
    """Near-certain to take all six tricks: six trumps headed by the ace, king, queen and jack."""
    trumps = hand & SUIT_MASKS[suit]
    top4 = sum(1 << card(r, suit) for r in (JACK, QUEEN, KING, ACE))
    return trumps.bit_count() == HAND_SIZE and trumps & top4 == top4


def _describe(e: SuitEstimate, hand: int) -> Reason:
    trumps = hand & SUIT_MASKS[e.suit]
    held = HoldingWord(tuple(sorted(cards_of(trumps), reverse=True)))
    return reason(
        QT_TRANSLATE_NOOP("BotReason", "{held} of {suit} (about {points} points)"),
        held=held,
        suit=SuitWord(e.suit),
        points=f"{e.total:.1f}",
    )


# What a ten counts toward Game (card points): a card worth at least this much (a ten, or a
# Jack or Low of trump, which ``card_value`` counts as a whole point) is worth fighting for.
TEN_POINTS = GAME_POINTS[card(TEN, 0)]


def keep_cost(view: PlayerView, c: Card) -> float:
    """What playing ``c`` now gives up in later tricks: top trumps and plain aces win later."""
    r = rank_of(c)
    if view.trump is not None and suit_of(c) == view.trump:
        # Of the small trumps the lowest is kept longest: it may turn out to be Low.
        return 4.0 + (r - TEN) * 1.5 if r >= QUEEN else 3.0 + max(0, TEN - r) * 0.1
    return 1.5 if r == ACE else 0.0


@register(
    Level(
        key="standard",
        name=QT_TRANSLATE_NOOP("BotLevel", "Standard"),
        description=QT_TRANSLATE_NOOP(
            "BotLevel", "A good club player: counts trumps, reads voids, protects Low and the Jack."
        ),
        order=20,
    )
)
class StandardBot(ReasonedBot):
    """Counts cards, protects Low and Jack, works with its partner, sets the pitcher."""

    margins: dict[int, float] = BID_MARGIN

    def __init__(self, catch_jack: bool = True) -> None:
        # Lead the top trump (a king or queen too) when the Jack is out: see ``_jack_catcher``.
        self.catch_jack = catch_jack

    def advise(
        self, view: PlayerView, legal: Sequence[Action], rng: random.Random
    ) -> tuple[Action, str]:
        if is_bid(legal[0]):
            return self._bid(view, legal)
        if len(legal) == 1:
            return legal[0], reason(
                QT_TRANSLATE_NOOP("BotReason", "play {card}: the only card I may play"),
                card=CardWord(legal[0]),
            )
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
            return SMUDGE, reason(
                QT_TRANSLATE_NOOP("BotReason", "smudge: {hand}, every trick is mine"), hand=what
            )
        numbers = [bid_level(a) for a in legal if a not in (PASS, SMUDGE)]
        is_dealer = view.seat == view.dealer
        partner_holds = (
            view.pitcher is not None
            and view.pitcher != view.seat
            and is_partner(view, view.pitcher)
        )
        stop = self._must_stop(view)
        chosen = 0
        for level in sorted(numbers, reverse=True):
            need = level + self.margins[level] - stop - self._winning_bid(view, level)
            if is_dealer and rules.dealer_steal is not DealerSteal.NEVER:
                need -= DEALER_BOLDNESS
            if partner_holds:
                need += 0.6  # let a partner play its own bid unless this hand is clearly better
            if e.total >= need and not self._too_thin(view, e, level, stop):
                chosen = level
                break
        if chosen < 3 and 3 in numbers and not partner_holds and self._power(e):
            chosen = 3
        if chosen and is_dealer:
            # Speaking last, the lowest bid that wins the auction is enough: a higher one
            # scores no more when made and loses more when set.
            chosen = min(numbers)
        if chosen:
            if is_dealer and chosen == view.high_bid:
                return bid_action(chosen), reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "take the bid at {bid}, the least that wins: {hand}"
                    ),
                    bid=chosen,
                    hand=what,
                )
            return bid_action(chosen), reason(
                QT_TRANSLATE_NOOP("BotReason", "bid {bid}: {hand}"), bid=chosen, hand=what
            )
        if PASS in legal:
            if partner_holds:
                return PASS, reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "pass: my partner holds the bid and I have {hand}"
                    ),
                    hand=what,
                )
            return PASS, reason(
                QT_TRANSLATE_NOOP("BotReason", "pass: {hand} is not enough"), hand=what
            )
        low = min(numbers) if numbers else SMUDGE_LEVEL
        return bid_action(low), reason(
            QT_TRANSLATE_NOOP("BotReason", "stuck: bid {bid} on {hand}"), bid=low, hand=what
        )

    def _power(self, e: SuitEstimate) -> bool:
        """High and Jack as good as won (ace down to jack held) with length: worth a 3."""
        return e.high >= 0.99 and e.jack >= 0.95 and e.trumps >= 4

    @staticmethod
    def _too_thin(view: PlayerView, e: SuitEstimate, level: int, stop: float) -> bool:
        """A bid with no point near sure behind it (a lone trump, a king among many players):
        a steal a good player does not try unless the other side is about to go out."""
        if stop:
            return False
        surest = max(e.high, e.low, e.jack)
        if surest < SURE_POINT:
            return True
        return level >= 2 and e.trumps < 2

    @staticmethod
    def _must_stop(view: PlayerView) -> float:
        """Boldness when another side holds the bid and would go out by making it."""
        rules = view.rules
        if rules.win_rule is WinRule.HIGHEST or view.pitcher is None:
            return 0.0
        holder = rules.side_of_seat[view.pitcher]
        if holder == view.side:
            return 0.0
        if view.scores_before[holder] + max(view.high_bid, 1) + 1 >= rules.target:
            return STOP_BOLDNESS
        return 0.0

    @staticmethod
    def _winning_bid(view: PlayerView, level: int) -> float:
        """Boldness when making ``level`` wins the match for this side."""
        rules = view.rules
        if rules.win_rule is WinRule.HIGHEST:
            return 0.0
        return WIN_BOLDNESS if view.scores_before[view.side] + level >= rules.target else 0.0

    # --- the pitch: the first lead names trump ------------------------------------------------

    def _pitch(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        suit = best_suit(view.hand, view.rules).suit
        trumps = [c for c in legal if suit_of(c) == suit]
        top = max(trumps)
        if rank_of(top) == ACE:
            return top, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "pitch {suit}: lead the ace of trump to draw trumps"
                ),
                suit=SuitWord(suit),
            )
        if self.catch_jack and self._jack_catcher(view, suit) == top:
            return top, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "pitch {suit}: lead {card}, an opponent's short Jack may fall"
                ),
                suit=SuitWord(suit),
                card=CardWord(top),
            )
        middling = [c for c in trumps if rank_of(c) != JACK and rank_of(c) > THREE]
        if middling:
            c = min(middling, key=lambda x: (GAME_POINTS[x], x))
            kept = [x for x in trumps if rank_of(x) == JACK or rank_of(x) <= THREE]
            if kept:
                home = card_list([CardWord(x) for x in sorted(kept, reverse=True)])
                return c, reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "pitch {suit}: lead {card}, keeping {home} home"
                    ),
                    suit=SuitWord(suit),
                    card=CardWord(c),
                    home=home,
                )
            return c, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "pitch {suit}: lead {card}, the cheapest middle trump"
                ),
                suit=SuitWord(suit),
                card=CardWord(c),
            )
        c = max(trumps, key=lambda x: (rank_of(x) != JACK, x))
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "pitch {suit} with {card}"),
            suit=SuitWord(suit),
            card=CardWord(c),
        )

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
        if self.catch_jack:
            top = self._jack_catcher(view, trump)
            if top is not None and top in legal and top != boss:
                return top, reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "lead {card}: an opponent's short Jack may fall under it"
                    ),
                    card=CardWord(top),
                )
        if boss is not None and boss in legal and (opp_trumps or rank_of(boss) == JACK):
            if rank_of(boss) == JACK:
                return boss, reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "lead the jack of trump: nothing out can beat it"
                    )
                )
            return boss, reason(
                QT_TRANSLATE_NOOP("BotReason", "lead {card} to draw trumps"), card=CardWord(boss)
            )
        # A plain boss is safe to lead when no opponent can trump it.
        if not opp_trumps:
            for s in range(SUIT_COUNT):
                if s == trump:
                    continue
                b = boss_of_suit(view, s)
                if b is not None and b in legal:
                    return b, reason(
                        QT_TRANSLATE_NOOP(
                            "BotReason", "lead {card}: the opponents are out of trumps"
                        ),
                        card=CardWord(b),
                    )
        plain = [c for c in legal if suit_of(c) != trump]
        if plain:
            c = min(plain, key=lambda x: (card_value(view, x), rank_of(x)))
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "lead {card}, a card that gives away little"),
                card=CardWord(c),
            )
        spare = [c for c in legal if rank_of(c) != JACK and not is_low_card(view, c)]
        pool = spare or list(legal)
        c = min(pool, key=lambda x: (card_value(view, x), rank_of(x)))
        kept = [x for x in legal if x != c and (rank_of(x) == JACK or is_low_card(view, x))]
        if kept:
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "lead {card}, keeping {home} home"),
                card=CardWord(c),
                home=CardWord(kept[0]),
            )
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card}, a trump that gives away little"),
            card=CardWord(c),
        )

    @staticmethod
    def _jack_catcher(view: PlayerView, trump: int) -> Card | None:
        """The top trump the pitcher's side leads so that an opponent's short Jack falls under
        it: this seat's highest trump when it is above the Jack, and the Jack unseen and perhaps
        an opponent's (an opponent with the Jack alone or with one guard has to play it early).
        """
        if view.pitcher is None or not is_partner(view, view.pitcher):
            return None
        jack = card(JACK, trump)
        if not view.unseen >> jack & 1:
            return None
        if not any(
            may_hold(view, s) >> jack & 1 for s in range(view.players) if not is_partner(view, s)
        ):
            return None
        mine = view.hand & SUIT_MASKS[trump]
        if not mine:
            return None
        top = mine.bit_length() - 1
        if top < jack:
            return None
        return top

    # --- following ----------------------------------------------------------------------------

    def _follow(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        trump = view.trump
        assert trump is not None
        trick = view.trick
        led = suit_of(trick[0])
        n = view.players
        wi = winning_index(trick, trump)
        wcard = trick[wi]
        wseat = (view.leader + wi) % n
        later = seats_still_to_play(view)
        later_opp = [s for s in later if not is_partner(view, s)]
        value_now = trick_value(view, trick)

        if is_partner(view, wseat) and not can_be_beaten(view, wcard, later_opp):
            # The trick is ours: give it the best card we can spare.
            c = max(legal, key=lambda x: (card_value(view, x) - keep_cost(view, x), -rank_of(x)))
            if card_value(view, c) > keep_cost(view, c):
                if rank_of(c) == JACK and suit_of(c) == trump:
                    return c, reason(
                        QT_TRANSLATE_NOOP(
                            "BotReason", "{card} is safe in my partner's trick: nothing beats it"
                        ),
                        card=CardWord(c),
                    )
                if is_low_card(view, c):
                    return c, reason(
                        QT_TRANSLATE_NOOP(
                            "BotReason", "{card} banks Low: my side wins this trick anyway"
                        ),
                        card=CardWord(c),
                    )
                return c, reason(
                    QT_TRANSLATE_NOOP("BotReason", "give {card} to my partner's trick"),
                    card=CardWord(c),
                )
            c = min(legal, key=lambda x: (self._dump_cost(view, x), rank_of(x)))
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "my partner has the trick: play {card}"),
                card=CardWord(c),
            )

        winners = [c for c in legal if beats(c, wcard, led, trump)]
        sure = [c for c in winners if not can_be_beaten(view, c, later_opp)]
        if sure:
            own_points = [c for c in sure if card_value(view, c) >= TEN_POINTS]
            if own_points:
                c = max(own_points, key=lambda x: card_value(view, x))
                if is_low_card(view, c) and rank_of(c) != JACK:
                    return c, reason(
                        QT_TRANSLATE_NOOP(
                            "BotReason", "{card} banks Low: this trick is mine anyway"
                        ),
                        card=CardWord(c),
                    )
                if rank_of(c) == JACK:
                    return c, reason(
                        QT_TRANSLATE_NOOP(
                            "BotReason", "{card} is safe: no opponent still to play can take it"
                        ),
                        card=CardWord(c),
                    )
                return c, reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "take the trick with {card}, keeping its points"
                    ),
                    card=CardWord(c),
                )
            c = min(sure, key=lambda x: (keep_cost(view, x), rank_of(x)))
            cheap = keep_cost(view, c) < 3.0
            # A trump spent on a trick worth nothing is missed later (measured in the arena).
            top_trump = keep_cost(view, c) >= 7.0
            if (value_now > 0 or cheap) and not (top_trump and value_now < TOP_TRUMP_FOR):
                return c, reason(
                    QT_TRANSLATE_NOOP(
                        "BotReason", "take the trick with {card}: no opponent to come can beat it"
                    ),
                    card=CardWord(c),
                )
        if winners and value_now >= TEN_POINTS and not is_partner(view, wseat):
            risky = [c for c in winners if card_value(view, c) < TEN_POINTS]
            if risky:
                c = max(
                    risky, key=lambda x: rank_of(x) + (RANKS_PER_SUIT if suit_of(x) == trump else 0)
                )
                return c, reason(
                    QT_TRANSLATE_NOOP("BotReason", "fight for the points with {card}"),
                    card=CardWord(c),
                )
        c = min(legal, key=lambda x: (self._dump_cost(view, x), rank_of(x)))
        boss = [w for w in sure if suit_of(w) == suit_of(c)]
        if boss and card_value(view, c) >= TEN_POINTS:
            # Never throw a ten (or the Jack, or Low) away while holding the card of its suit
            # that takes the trick for sure.
            w = min(boss, key=lambda x: (keep_cost(view, x), rank_of(x)))
            return w, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "take the trick with {card} rather than give away {other}"
                ),
                card=CardWord(w),
                other=CardWord(c),
            )
        if is_partner(view, wseat) and not beats(c, wcard, led, trump):
            return c, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "play {card}: my partner may lose the trick, so give little"
                ),
                card=CardWord(c),
            )
        if beats(c, wcard, led, trump):
            return c, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "play {card}: cheapest card, though it may not hold the trick"
                ),
                card=CardWord(c),
            )
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "play {card}: the trick is lost, give nothing away"),
            card=CardWord(c),
        )

    def _dump_cost(self, view: PlayerView, c: Card) -> float:
        """Cost of throwing ``c`` into a trick another side takes."""
        return card_value(view, c) + keep_cost(view, c)


__all__ = ["StandardBot", "card_words", "smudge_hand"]
