"""The ``standard`` level: a good club player, by rules of thumb and counting cards.

It bids on a per-suit estimate of High, Low, Jack and Game (``heuristics.estimate_suit``) and
only with a point close to sure behind the bid; speaking last it bids the least that wins the
auction; it bids more boldly only when another side would go out by making its bid or when a
made bid wins the match; it smudges only with a near-certain hand. In play it counts the trumps
and the cards still out, reads voids, draws trumps with its top trumps (on the pitcher's side a
king or queen too, while an opponent may hold the Jack: a short Jack falls), keeps its Jack and Low
out of tricks the other side will take and banks them in tricks its side wins anyway, never
throws a ten away while holding the card of its suit that takes the trick, gives point cards to
a partner whose card will hold, and takes points away from the pitcher (an ace's worth with a
small trump). A boss trump takes its own trick whenever it is played, so it is never spent to
bank its points in a trick its side wins anyway. Every reason names the
fact that decided the card and is true of the position (tested). It is stateless: every
decision is worked out from the view alone, so the suit it leads as pitcher is the suit it bid
on.

In the point families it reads the cards through the kernel (``engine.deck``): the off-jack and
the jokers are trumps, and every card award of the table (the off-jack, a joker, the ten, three
or five of trump) is a point card like the Jack, worth its points: kept out of tricks the other
side takes, given to a partner's safe trick, led once nothing out beats it. Its bids count each
award at its worth, a big one (the five) less by its doubt, and ask more for each level above
four, so that it does not overbid the bigger games.

In the draw-back (seven- and ten-point) it plays by ``draw_back_play``: it bids and names trump
on the hand it expects after the draw (``outlook``: the trumps held, the share of the stock it
takes, High and Low to their holder, each card award's chance of coming home), asking more of a
bid the more its points spread (a three worth 3); it burns a middle trump that carries no point
and keeps the ace and the two; in the trumps-only play it counts the trumps out (they are the
other hands), draws with the boss, banks a card award that nothing out can beat or that goes to
its partner's safe trick, ducks a trick with no points in it, and keeps its card awards out of
tricks the other side takes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pitch_desktop.engine.cards import (
    ACE,
    DECK_SIZE,
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
    Mask,
    card,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.deck import Trumps, trumps_of
from pitch_desktop.engine.rules import SMUDGE_LEVEL, DealerSteal, Rules, WinRule
from pitch_desktop.engine.state import (
    DRAW,
    PASS,
    SMUDGE,
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
from .heuristics import (
    SuitEstimate,
    award_worth,
    best_suit,
    boss_of_suit,
    can_be_beaten,
    card_value,
    higher_out,
    is_low_card,
    is_partner,
    may_hold,
    rank_key,
    seats_still_to_play,
    trick_value,
    trump_table,
)
from .reasons import CardWord, HoldingWord, Reason, SuitWord, card_list, give_little_words, reason

# The dealer who may take the bid by matching it speaks last with the auction in view; measured
# in the arena, matching needs the same hand as outbidding (a bolder dealer lost points).
DEALER_BOLDNESS = 0.0
# A top trump (queen, king, ace) takes a trick worth fewer card points than this only when
# nothing else will do: it is worth more catching the jack or tens later. What the trick is
# worth counts the card this seat would play instead, which the other side takes with it.
TOP_TRUMP_FOR = 4
# A trick the other side is winning with this many card points in it (an ace's) is worth a
# small trump that carries no point, though a later player may still ruff over it.
CHEAP_FIGHT_FOR = 4


# How much less the estimate may be when the other side would go out by making its bid, and
# when making this bid would win the match.
STOP_BOLDNESS = 0.4
WIN_BOLDNESS = 0.3
# Less boldness when the other side goes out only by making its bid with a point to spare: a
# hand that is set most of the time does not take the bid to stop that.
STOP_NEAR_BOLDNESS = 0.2
# With a called partner the pitcher bids this many points below its outlook's need: the
# outlook gives the partner a random share of the trumps, but the called card (the top trump
# the pitcher lacks) is the partner's for sure, and each defender scores alone (measured in
# the arena against the beginner at call-partner, 1000 deals: 0.5, 1.0, 1.5 and 2.0 gave
# +3.40, +3.47, +3.44 and +3.33 points a hand).
CALL_BOLDNESS = 1.0
# A hand outbidding its partner counts on the partner's hand too, this much a level of the
# partner's bid: the bid shows cards that take tricks and count for Game whatever is trump.
PARTNER_SUPPORT = 0.3
# A bid needs one point that is close to sure (High, Low or the Jack at this chance or better).
SURE_POINT = 0.5

# How much more than a bid the estimate must reach before the bot makes that bid.
BID_MARGIN: dict[int, float] = {1: -0.55, 2: -0.3, 3: -0.2, 4: 0.3}
# Above four (the point families' bigger bids), each level more asks this much more again: the
# more points a bid needs, the more of them are chances that may all fail together.
BIG_BID_STEP = 0.35


def card_words(c: Card) -> str:
    """A card as the reasons name it: "the jack of hearts"."""
    return str(CardWord(c))


def smudge_hand(hand: int, suit: int, rules: Rules | None = None) -> bool:
    """Near-certain to take all six tricks: six trumps headed by the ace, king, queen and jack
    (with ``rules``, the off-jack and the jokers count as trumps)."""
    trumps = hand & (SUIT_MASKS[suit] if rules is None else trumps_of(rules, suit).mask)
    top4 = sum(1 << card(r, suit) for r in (JACK, QUEEN, KING, ACE))
    size = HAND_SIZE if rules is None else rules.deal
    return trumps.bit_count() == size and trumps & top4 == top4


def _describe(e: SuitEstimate, hand: int, rules: Rules) -> Reason:
    order = trumps_of(rules, e.suit).order
    cards = tuple(c for c in order if hand >> c & 1)
    held = HoldingWord(cards)
    return reason(
        QT_TRANSLATE_NOOP("BotReason", "{held} of {suit} (about {points} points)"),
        held=held,
        suit=SuitWord(e.suit),
        points=f"{e.total:.1f}",
    )


def bid_margin(margins: dict[int, float], level: int) -> float:
    """How much more than ``level`` the estimate must be to bid it."""
    m = margins.get(level)
    if m is None:
        top = max(margins)
        m = margins[top] + BIG_BID_STEP * (level - top)
    return m


# What a ten counts toward Game (card points): a card worth at least this much (a ten, or a
# Jack or Low of trump, which ``card_value`` counts as a whole point) is worth fighting for.
TEN_POINTS = GAME_POINTS[card(TEN, 0)]


def keep_cost(view: PlayerView, c: Card) -> float:
    """What playing ``c`` now gives up in later tricks: top trumps and plain aces win later."""
    trumps = view.trumps
    if trumps is not None and trumps.mask >> c & 1:
        if c >= DECK_SIZE or c == trumps.off_jack:
            # Ranked between the jack and the ten: a trump that still takes tricks later, kept
            # before a small one (its point is sure where a likely Low's is not).
            return 4.0
        r = rank_of(c)
        # Of the small trumps the lowest is kept longest: it may turn out to be Low.
        return 4.0 + (r - TEN) * 1.5 if r >= QUEEN else 3.0 + max(0, TEN - r) * 0.1
    return 1.5 if rank_of(c) == ACE else 0.0


def safe_in_hand(view: PlayerView, c: Card) -> bool:
    """``c`` is a trump no unseen card beats: whatever trick it is played to, it takes."""
    trumps = view.trumps
    return trumps is not None and bool(trumps.mask >> c & 1) and not higher_out(view, c)


def bank_value(view: PlayerView, c: Card) -> int:
    """What putting ``c`` on a trick this side takes now banks: its worth (``card_value``),
    nothing for a trump that is safe in hand, whose points come home with its own trick."""
    return 0 if safe_in_hand(view, c) else card_value(view, c)


@dataclass(frozen=True, slots=True)
class _TrickSoFar:
    """What a follower reads off the trick in play: read once, asked by every decision."""

    trumps: Trumps
    trump: int
    led: int
    winning_card: Card
    # The card winning the trick now is this side's (a partner's).
    partner_winning: bool
    later_opponents: list[int]
    # Card points in the trick now (``trick_value``).
    value: int

    @staticmethod
    def read(view: PlayerView) -> _TrickSoFar:
        trumps = view.trumps
        assert trumps is not None
        trick = view.trick
        wi = trumps.winner_index(trick)
        return _TrickSoFar(
            trumps=trumps,
            trump=trumps.suit,
            led=trumps.suit_of[trick[0]],
            winning_card=trick[wi],
            partner_winning=is_partner(view, (view.leader + wi) % view.players),
            later_opponents=[s for s in seats_still_to_play(view) if not is_partner(view, s)],
            value=trick_value(view, trick),
        )

    def beaten_by(self, c: Card) -> bool:
        """``c`` would win the trick as it stands."""
        return bool(self.trumps.beats[self.winning_card] >> c & 1)


def _pitch_middle_trump(
    suit: int, trumps: list[Action], worth: Sequence[int]
) -> tuple[Action, str] | None:
    """The Jack, Low and every card award stay home: the pitch leads the cheapest middle trump
    (None: the hand holds none)."""
    middling = [c for c in trumps if not worth[c] and rank_of(c) > THREE]
    if not middling:
        return None
    c = min(middling, key=lambda x: (GAME_POINTS[x], x))
    kept = [x for x in trumps if worth[x] or rank_of(x) <= THREE]
    if kept:
        home = card_list([CardWord(x) for x in sorted(kept, reverse=True)])
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "pitch {suit}: lead {card}, keeping {home} home"),
            suit=SuitWord(suit),
            card=CardWord(c),
            home=home,
        )
    return c, reason(
        QT_TRANSLATE_NOOP("BotReason", "pitch {suit}: lead {card}, the cheapest middle trump"),
        suit=SuitWord(suit),
        card=CardWord(c),
    )


@register("standard")
class StandardBot(ReasonedBot):
    """Counts cards, protects Low and Jack, works with its partner, sets the pitcher."""

    margins: dict[int, float] = BID_MARGIN

    def __init__(self, catch_jack: bool = True) -> None:
        # Lead the top trump (a king or queen too) when the Jack is out: see ``_jack_catcher``.
        self.catch_jack = catch_jack

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

    # --- the draw-back (seven- and ten-point): ``draw_back_play`` knows it -------------------

    def _draw_back(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        """Every phase of a draw-back hand: bid and name trump on the hand expected after the
        draw, draw, burn the trump least worth keeping, and play trumps only."""
        rules = view.rules
        if view.phase is Phase.BID:
            return self._draw_back_bid(view, legal)
        if view.phase is Phase.NAME:
            o = draw_back_play.best_outlook(rules, view.hand)
            return name_action(o.suit), reason(
                QT_TRANSLATE_NOOP("BotReason", "name {suit}: {hand}"),
                suit=SuitWord(o.suit),
                hand=o.described(),
            )
        if view.phase is Phase.DRAW:
            return DRAW, draw_back_play.draw_reason(view)
        assert view.trump is not None
        if view.phase is Phase.BURN:
            return draw_back_play.burn_step(view, legal)
        return draw_back_play.play_trump(view, legal)

    def _draw_back_bid(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        """Bid the highest number the hand's outlook after the draw reaches with a sure point
        behind it (``draw_back_play.bid_need``), more boldly only when the match is at stake;
        the dealer bids the least that wins; a partner's bid is left to it."""
        rules = view.rules
        o = draw_back_play.best_outlook(rules, view.hand)
        what = o.described()
        numbers = [bid_level(a) for a in legal if a not in (PASS, SMUDGE)]
        partner_holds = self._partner_holds_bid(view)
        stop = self._must_stop(view)
        chosen = 0
        if stop or o.sure >= draw_back_play.SURE_POINT:
            for level in sorted(numbers, reverse=True):
                need = draw_back_play.bid_need(rules, level, o) - stop
                if rules.call_partner:
                    need -= CALL_BOLDNESS
                need -= self._winning_bid(view, level)
                if partner_holds:
                    need += 0.6  # the side scores the same whichever partner plays it
                if o.total >= need:
                    chosen = level
                    break
        if chosen and view.seat == view.dealer:
            chosen = min(numbers)
        return self._bid_or_pass(view, legal, numbers, chosen, partner_holds, what)

    # --- the auction --------------------------------------------------------------------------

    def _bid(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        e = best_suit(view.hand, view.rules)
        what = _describe(e, view.hand, view.rules)
        if SMUDGE in legal and smudge_hand(view.hand, e.suit, view.rules):
            return SMUDGE, reason(
                QT_TRANSLATE_NOOP("BotReason", "smudge: {hand}, every trick is mine"), hand=what
            )
        numbers = [bid_level(a) for a in legal if a not in (PASS, SMUDGE)]
        partner_holds = self._partner_holds_bid(view)
        chosen = self._bid_level(view, e, numbers, partner_holds)
        return self._bid_or_pass(view, legal, numbers, chosen, partner_holds, what)

    @staticmethod
    def _partner_holds_bid(view: PlayerView) -> bool:
        """A partner holds the bid: this hand takes it over only when clearly better, since
        the side scores the same whichever partner plays it."""
        return (
            view.pitcher is not None
            and view.pitcher != view.seat
            and is_partner(view, view.pitcher)
        )

    def _bid_level(
        self, view: PlayerView, e: SuitEstimate, numbers: list[int], partner_holds: bool
    ) -> int:
        """The number to bid, 0 for none: the highest the estimate reaches with a sure point
        behind it, a 3 on a power hand, and for the dealer the least that wins the auction."""
        is_dealer = view.seat == view.dealer
        stop = self._must_stop(view)
        chosen = 0
        for level in sorted(numbers, reverse=True):
            need = self._bid_needs(view, level, stop, is_dealer, partner_holds)
            if e.bid_value >= need and not self._too_thin(view, e, level, stop):
                chosen = level
                break
        if chosen < 3 and 3 in numbers and not partner_holds and self._power(e):
            chosen = 3
        if chosen and is_dealer:
            # Speaking last, the lowest bid that wins the auction is enough: a higher one
            # scores no more when made and loses more when set.
            chosen = min(numbers)
        return chosen

    def _bid_needs(
        self, view: PlayerView, level: int, stop: float, is_dealer: bool, partner_holds: bool
    ) -> float:
        """The estimate a bid of ``level`` needs: its margin, less when the match is at stake
        or the dealer may take the bid by matching, more when a partner holds the bid (though
        a bid above the partner's counts on the partner's values, ``PARTNER_SUPPORT``)."""
        need = level + bid_margin(self.margins, level) - stop - self._winning_bid(view, level)
        if is_dealer and view.rules.dealer_steal is not DealerSteal.NEVER:
            need -= DEALER_BOLDNESS
        if partner_holds:
            need += 0.6  # let a partner play its own bid unless this hand is clearly better
            if level > view.high_bid:
                need -= PARTNER_SUPPORT * view.high_bid
        return need

    def _bid_or_pass(
        self,
        view: PlayerView,
        legal: Sequence[Action],
        numbers: list[int],
        chosen: int,
        partner_holds: bool,
        what: Reason,
    ) -> tuple[Action, str]:
        """Say the level chosen (0: none); else pass, or, for a dealer who may not pass, bid
        the least there is."""
        if chosen:
            return self._say_bid(view, chosen, what)
        if PASS in legal:
            return self._pass_bid(partner_holds, what)
        low = min(numbers) if numbers else SMUDGE_LEVEL
        return bid_action(low), reason(
            QT_TRANSLATE_NOOP("BotReason", "stuck: bid {bid} on {hand}"), bid=low, hand=what
        )

    @staticmethod
    def _say_bid(view: PlayerView, chosen: int, what: Reason) -> tuple[Action, str]:
        """Bid ``chosen``; a dealer matching the high bid says it takes the bid at the least
        that wins, so the player sees why it did not outbid."""
        if view.seat == view.dealer and chosen == view.high_bid:
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

    @staticmethod
    def _pass_bid(partner_holds: bool, what: Reason) -> tuple[Action, str]:
        """Pass, saying whether the hand is too weak or a partner's bid is left to play."""
        if partner_holds:
            return PASS, reason(
                QT_TRANSLATE_NOOP("BotReason", "pass: my partner holds the bid and I have {hand}"),
                hand=what,
            )
        return PASS, reason(QT_TRANSLATE_NOOP("BotReason", "pass: {hand} is not enough"), hand=what)

    def _power(self, e: SuitEstimate) -> bool:
        """High and Jack as good as won (ace down to jack held) with length: worth a 3."""
        return e.high >= 0.99 and e.jack >= 0.95 and e.trumps >= 4

    @staticmethod
    def _too_thin(view: PlayerView, e: SuitEstimate, level: int, stop: float) -> bool:
        """A bid with no point near sure behind it (a lone trump, a king among many players):
        a steal a good player does not try unless the other side is about to go out."""
        if stop:
            return False
        if e.surest < SURE_POINT:
            return True
        return level >= 2 and e.trumps < 2

    @staticmethod
    def _must_stop(view: PlayerView) -> float:
        """Boldness when another side holds the bid and would go out by making it (less when
        it would need a point more than its bid)."""
        rules = view.rules
        if rules.win_rule is WinRule.HIGHEST or view.pitcher is None:
            return 0.0
        holder = rules.side_of_seat[view.pitcher]
        if holder == view.side:
            return 0.0
        at = view.scores_before[holder] + max(view.high_bid, 1)
        if at >= rules.target:
            return STOP_BOLDNESS
        if at + 1 >= rules.target:
            return STOP_NEAR_BOLDNESS
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
        # The pitch names trump by its printed suit (the engine leaves the jokers out of it).
        trumps = [c for c in legal if c < DECK_SIZE and suit_of(c) == suit]
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
        worth = trump_table(view.rules, suit).worth
        middle = _pitch_middle_trump(suit, trumps, worth)
        if middle is not None:
            return middle
        c = max(trumps, key=lambda x: (not worth[x], -worth[x], x))
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "pitch {suit} with {card}"),
            suit=SuitWord(suit),
            card=CardWord(c),
        )

    # --- leading later tricks -----------------------------------------------------------------

    def _lead(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        trumps = view.trumps
        assert trumps is not None
        trump = trumps.suit
        opp_trumps = self._opponents_trumps(view, trump)
        boss = boss_of_suit(view, trump)
        if self.catch_jack:
            catch = self._lead_under_short_jack(view, legal, trump, boss)
            if catch is not None:
                return catch
        drawn = self._draw_trumps(view, legal, boss, opp_trumps)
        if drawn is None and opp_trumps:
            drawn = self._draw_to_keep_low(view, legal)
        if drawn is not None:
            return drawn
        if not opp_trumps:
            cashed = self._cash_plain_boss(view, legal, trump)
            if cashed is not None:
                return cashed
        return self._lead_cheap_plain(view, legal) or self._lead_spare_trump(view, legal)

    @staticmethod
    def _lead_cheap_plain(view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str] | None:
        """Nothing to draw or cash: the plain card that gives away least (None: only trumps)."""
        trumps = view.trumps
        assert trumps is not None
        plain = [c for c in legal if not trumps.mask >> c & 1]
        if not plain:
            return None
        c = min(plain, key=lambda x: (card_value(view, x), rank_of(x)))
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card}, a card that gives away little"),
            card=CardWord(c),
        )

    @staticmethod
    def _opponents_trumps(view: PlayerView, trump: int) -> Mask:
        """The trumps some opponent may still hold: while there are any, the top trump draws
        them and a plain boss may be trumped."""
        opp_trumps = 0
        for s in range(view.players):
            if not is_partner(view, s):
                opp_trumps |= may_hold(view, s)
        return opp_trumps & trumps_of(view.rules, trump).mask

    def _lead_under_short_jack(
        self, view: PlayerView, legal: Sequence[Action], trump: int, boss: Card | None
    ) -> tuple[Action, str] | None:
        """Lead the top trump (a king or queen too) for the pitcher's side while an opponent
        may hold the Jack short; the boss trump is left to ``_draw_trumps``."""
        top = self._jack_catcher(view, trump)
        if top is None or top not in legal or top == boss:
            return None
        return top, reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "lead {card}: an opponent's short Jack may fall under it"
            ),
            card=CardWord(top),
        )

    @staticmethod
    def _draw_trumps(
        view: PlayerView, legal: Sequence[Action], boss: Card | None, opp_trumps: Mask
    ) -> tuple[Action, str] | None:
        """Lead the boss trump while an opponent may still hold trumps, to draw them; the Jack
        (or another card award: the off-jack, a joker, the five) as boss is led even when none
        are out: nothing can take it, so the point is banked."""
        if boss is None or boss not in legal:
            return None
        banked = award_worth(view, boss) > 0
        if not (opp_trumps or banked):
            return None
        if banked and view.trump is not None and boss == card(JACK, view.trump):
            return boss, reason(
                QT_TRANSLATE_NOOP("BotReason", "lead the jack of trump: nothing out can beat it")
            )
        if not opp_trumps:
            return boss, reason(
                QT_TRANSLATE_NOOP("BotReason", "lead {card}: the opponents are out of trumps"),
                card=CardWord(boss),
            )
        return boss, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card} to draw trumps"), card=CardWord(boss)
        )

    @staticmethod
    def _draw_to_keep_low(view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str] | None:
        """Holding Low and a higher trump that only one unseen trump beats (perhaps not even
        dealt): lead the higher trump, so the opponents' trumps come out under it while Low
        stays home for a later trick, rather than a plain card they may ruff or keep trumps for.
        """
        trumps = view.trumps
        assert trumps is not None
        mine = view.hand & trumps.mask
        lows = [c for c in legal if is_low_card(view, c)]
        if not lows or mine == 1 << lows[0]:
            return None
        top = trumps.highest(mine)
        if top not in legal or top in lows or card_value(view, top):
            return None
        if higher_out(view, top).bit_count() > 1:
            return None
        return top, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card} to draw trumps"), card=CardWord(top)
        )

    @staticmethod
    def _cash_plain_boss(
        view: PlayerView, legal: Sequence[Action], trump: int
    ) -> tuple[Action, str] | None:
        """Lead a plain suit's boss once no opponent can trump it: the trick is sure."""
        for s in range(SUIT_COUNT):
            if s == trump:
                continue
            b = boss_of_suit(view, s)
            if b is not None and b in legal:
                return b, reason(
                    QT_TRANSLATE_NOOP("BotReason", "lead {card}: the opponents are out of trumps"),
                    card=CardWord(b),
                )
        return None

    @staticmethod
    def _lead_spare_trump(view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        """Only trumps left: lead the cheapest one that is neither the Jack nor Low, so those
        stay home for a trick this side takes."""
        spare = [c for c in legal if not award_worth(view, c) and not is_low_card(view, c)]
        pool = spare or list(legal)
        trumps = view.trumps
        c = min(pool, key=lambda x: (card_value(view, x), rank_key(trumps, x)))
        kept = [x for x in legal if x != c and (award_worth(view, x) or is_low_card(view, x))]
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
        trumps = trumps_of(view.rules, trump)
        mine = view.hand & trumps.mask
        if not mine:
            return None
        top = trumps.highest(mine)
        if trumps.order.index(top) > trumps.order.index(jack):
            return None
        return top

    # --- following ----------------------------------------------------------------------------

    def _follow(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        t = _TrickSoFar.read(view)
        if t.partner_winning and not can_be_beaten(view, t.winning_card, t.later_opponents):
            return self._help_partners_trick(view, legal)
        winners = [c for c in legal if t.beaten_by(c)]
        sure = [c for c in winners if not can_be_beaten(view, c, t.later_opponents)]
        # What losing the trick gives away: its cards and the one this seat would throw on it.
        duck = self._cheapest_discard(view, legal)
        at_stake = t.value + (0 if t.beaten_by(duck) else card_value(view, duck))
        contested = self._contest(view, t, winners, sure, at_stake)
        if contested is not None:
            return contested
        return self._give_little(view, legal, sure, t)

    def _contest(
        self,
        view: PlayerView,
        t: _TrickSoFar,
        winners: list[Card],
        sure: list[Card],
        at_stake: int,
    ) -> tuple[Action, str] | None:
        """The trick is not safely the side's: take it for sure where that pays, and else
        fight for a ten's worth or ruff an ace's worth that the other side holds (None: the
        trick is not worth a card)."""
        if sure:
            taken = self._take_for_sure(view, sure, at_stake)
            if taken is not None:
                return taken
        if not winners or t.partner_winning:
            return None
        if t.value >= TEN_POINTS:
            fought = self._fight_for_points(view, winners, t.trump)
            if fought is not None:
                return fought
        if at_stake >= CHEAP_FIGHT_FOR:
            return self._ruff_cheaply(view, winners)
        return None

    def _help_partners_trick(self, view: PlayerView, legal: Sequence[Action]) -> tuple[Action, str]:
        """The trick is ours (the partner's card will hold): give it the best card we can
        spare, or the cheapest when every card is worth more kept."""
        trumps = view.trumps
        c = max(
            legal,
            key=lambda x: (bank_value(view, x) - keep_cost(view, x), -rank_key(trumps, x)),
        )
        if bank_value(view, c) > keep_cost(view, c):
            return self._bank_in_partners_trick(view, c)
        c = self._cheapest_discard(view, legal)
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "my partner has the trick: play {card}"),
            card=CardWord(c),
        )

    @staticmethod
    def _bank_in_partners_trick(view: PlayerView, c: Card) -> tuple[Action, str]:
        """Give ``c`` to the partner's trick, naming the Jack or Low it banks for the side."""
        if view.trump is not None and c == card(JACK, view.trump):
            return c, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "{card} is safe in my partner's trick: nothing beats it"
                ),
                card=CardWord(c),
            )
        if is_low_card(view, c):
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "{card} banks Low: my side wins this trick anyway"),
                card=CardWord(c),
            )
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "give {card} to my partner's trick"), card=CardWord(c)
        )

    def _take_for_sure(
        self, view: PlayerView, sure: list[Card], value_now: int
    ) -> tuple[Action, str] | None:
        """A card of ours takes the trick for sure: take it with a point card (a ten, the Jack,
        Low) if one does, else with the cheapest sure card when the trick is worth it. A boss
        trump is no point card to bank here: it takes its own trick whenever it is played."""
        own_points = [c for c in sure if bank_value(view, c) >= TEN_POINTS]
        if own_points:
            return self._take_with_points(view, own_points)
        return self._take_cheaply(view, sure, value_now)

    @staticmethod
    def _take_with_points(view: PlayerView, own_points: list[Card]) -> tuple[Action, str]:
        """Take the trick with the point card worth most: it cannot be lost in this trick."""
        c = max(own_points, key=lambda x: card_value(view, x))
        jack = card(JACK, view.trump) if view.trump is not None else None
        if is_low_card(view, c) and c != jack:
            return c, reason(
                QT_TRANSLATE_NOOP("BotReason", "{card} banks Low: this trick is mine anyway"),
                card=CardWord(c),
            )
        if c == jack or award_worth(view, c):
            return c, reason(
                QT_TRANSLATE_NOOP(
                    "BotReason", "{card} is safe: no opponent still to play can take it"
                ),
                card=CardWord(c),
            )
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "take the trick with {card}, keeping its points"),
            card=CardWord(c),
        )

    @staticmethod
    def _take_cheaply(
        view: PlayerView, sure: list[Card], value_now: int
    ) -> tuple[Action, str] | None:
        """Take the trick with the sure card cheapest to give up, unless that spends a top
        trump on a trick worth little (None: the trick is not worth the card)."""
        trumps = view.trumps
        c = min(sure, key=lambda x: (keep_cost(view, x), rank_key(trumps, x)))
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
        return None

    @staticmethod
    def _ruff_cheaply(view: PlayerView, winners: list[Card]) -> tuple[Action, str] | None:
        """A trick with an ace's worth in it that the other side holds: take it with a small
        trump that carries no point (no Low, no card award), the highest of them, so that a
        later ruff over it is least likely; a trump that wins later tricks is not spent."""
        trumps = view.trumps
        assert trumps is not None
        small = [
            c
            for c in winners
            if trumps.mask >> c & 1 and card_value(view, c) == 0 and keep_cost(view, c) < 4.0
        ]
        if not small:
            return None
        c = max(small, key=lambda x: rank_key(trumps, x))
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "fight for the points with {card}"), card=CardWord(c)
        )

    @staticmethod
    def _fight_for_points(
        view: PlayerView, winners: list[Card], trump: int
    ) -> tuple[Action, str] | None:
        """A trick with a ten's worth in it that the other side holds: beat it with the
        highest card that is no point card itself, though a later card may still take it."""
        risky = [c for c in winners if card_value(view, c) < TEN_POINTS]
        if not risky:
            return None
        trumps = trumps_of(view.rules, trump)
        c = max(
            risky,
            key=lambda x: rank_key(trumps, x) + (RANKS_PER_SUIT if trumps.mask >> x & 1 else 0),
        )
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "fight for the points with {card}"), card=CardWord(c)
        )

    def _give_little(
        self, view: PlayerView, legal: Sequence[Action], sure: list[Card], t: _TrickSoFar
    ) -> tuple[Action, str]:
        """No trick worth taking: play the cheapest card, unless that throws a point card away
        while a sure winner of its suit is in hand."""
        c = self._cheapest_discard(view, legal)
        kept = self._take_rather_than_give(view, c, sure)
        if kept is not None:
            return kept
        wins = t.beaten_by(c)
        return c, give_little_words(c, t.partner_winning and not wins, wins)

    @staticmethod
    def _take_rather_than_give(
        view: PlayerView, c: Card, sure: list[Card]
    ) -> tuple[Action, str] | None:
        """Never throw a ten (or the Jack, or Low) away while holding the card of its suit
        that takes the trick for sure: take the trick with that card instead."""
        trumps = view.trumps
        assert trumps is not None
        suit_of_card = trumps.suit_of
        boss = [w for w in sure if suit_of_card[w] == suit_of_card[c]]
        if not boss or card_value(view, c) < TEN_POINTS:
            return None
        w = min(boss, key=lambda x: (keep_cost(view, x), rank_key(trumps, x)))
        return w, reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "take the trick with {card} rather than give away {other}"
            ),
            card=CardWord(w),
            other=CardWord(c),
        )

    def _cheapest_discard(self, view: PlayerView, legal: Sequence[Action]) -> Card:
        """The card that costs least thrown into a trick another side takes."""
        trumps = view.trumps
        return min(legal, key=lambda x: (self._dump_cost(view, x), rank_key(trumps, x)))

    def _dump_cost(self, view: PlayerView, c: Card) -> float:
        """Cost of throwing ``c`` into a trick another side takes."""
        return card_value(view, c) + keep_cost(view, c)


__all__ = ["StandardBot", "card_words", "smudge_hand"]
