"""The draw-back (seven- and ten-point Pitch) as every bot level plays it: the one module of
what the bots know of it.

After the auction the pitcher names trump; every other player throws what is not trump and
draws back to six, the pitcher takes the whole rest of the stock, anyone over six trumps burns
down to six, and the hand is played with trumps only. So:

- a hand is worth what it will hold *after* the draw: the trumps held now, and a share of the
  unseen trumps that grows with the stock the pitcher takes (``outlook``);
- High and Low go to the player who held the card (the presets' ``holder``), so the ace and the
  two score wherever they fall: they are the last trumps to burn, and a two is a free card to
  play into a lost trick; the other card awards (the jack, the off-jack, the jokers, the ten and
  in ten-point the three) score to the side that takes them, so they are saved for tricks the
  side wins (``burn_choice``, ``play_trump``);
- every trump is played (a player must play one to every trick while holding one), so length
  is control: the long hand saves its point cards for the tricks after the others are out, and
  the short hands must place theirs under a partner's winner or lose them.

``play_trump`` is the card policy of the ``standard`` level on what a seat can see (it counts
the trumps out, which are exactly the other hands); ``world_card`` is the same play on a fully
dealt world, cheap enough for the ``expert``'s play-outs (``draw_back_search``). Everything here
is pure and works on card masks.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from pitch_desktop.engine import draw_back
from pitch_desktop.engine.cards import SUIT_COUNT, SUIT_MASKS, Card, Mask, cards_of
from pitch_desktop.engine.deck import Trumps, deck_of
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import KEPT_AFTER_DRAW, LowGoesTo, Rules
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

from .heuristics import is_partner, trump_table
from .reasons import (
    CardWord,
    HoldingWord,
    Reason,
    SuitWord,
    card_list,
    give_little_words,
    reason,
)

# ----- one trump suit as the bots read it ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class TrumpSuit:
    """One suit as trump at a draw-back table: its trumps in order, and what each card is worth
    to the side that takes it (the card awards; High and Low go to the holder instead)."""

    suit: int
    trumps: Trumps
    mask: Mask
    order: tuple[Card, ...]
    # Per card its place in ``order`` (0: the ace); a card that is no trump has ``len(order)``.
    place: tuple[int, ...]
    # Per card the worth of the card awards it carries (the three: 3 in ten-point).
    worth: tuple[int, ...]
    # The trumps that carry a card award: burned only when nothing else may be.
    points: Mask
    scores_high: bool
    scores_low: bool
    # Low scores to the side that takes it (not the presets': they give it to its holder).
    low_taken: bool


@lru_cache(maxsize=256)
def trump_suit(rules: Rules, suit: int) -> TrumpSuit:
    """The bots' reading of ``suit`` as trump at this table (cached per rules)."""
    trumps = deck_of(rules).by_suit[suit]
    order = trumps.order
    place = [len(order)] * len(trump_table(rules, suit).worth)
    for i, c in enumerate(order):
        place[c] = i
    return TrumpSuit(
        suit=suit,
        trumps=trumps,
        mask=trumps.mask,
        order=order,
        place=tuple(place),
        worth=trump_table(rules, suit).worth,
        points=draw_back.point_trumps(rules, suit),
        scores_high=Award.HIGH in rules.points,
        scores_low=Award.LOW in rules.points,
        low_taken=Award.LOW in rules.points and rules.low_goes_to is LowGoesTo.TAKER,
    )


def low_card(ts: TrumpSuit, burned: Mask) -> Card | None:
    """The card that will be Low: every trump not burned is in play with the draw-back, so it
    is the lowest card of the trump suit nobody burned."""
    return ts.trumps.lowest_of_suit(SUIT_MASKS[ts.suit] & ~burned)


def high_card(ts: TrumpSuit, burned: Mask) -> Card | None:
    """The card that will be High: the highest trump nobody burned."""
    for c in ts.order:
        if not burned >> c & 1:
            return c
    return None


def capture_mask(ts: TrumpSuit, burned: Mask) -> Mask:
    """The trumps a side must not hand to the others: the card awards, and Low where it goes
    to the side that takes it."""
    keep = ts.points
    if ts.low_taken:
        low = low_card(ts, burned)
        if low is not None:
            keep |= 1 << low
    return keep


def capture_worth(ts: TrumpSuit, c: Card, keep: Mask) -> int:
    """What ``c`` is worth to the side that takes it (``keep``: ``capture_mask``)."""
    return ts.worth[c] or (1 if keep >> c & 1 else 0)


# ----- what a hand is worth after the draw --------------------------------------------------


def draw_share(rules: Rules, held: int, seen: int | None = None) -> float:
    """The chance that one unseen card ends in the pitcher's hand: the stock left once the
    others have drawn back to six, over the cards the pitcher has not seen.

    ``held`` is how many trumps of the suit the pitcher holds, so the others' expected trumps
    (and draws) follow from the rest; ``seen`` the cards it has seen (its deal by default).
    """
    n = rules.players
    deck = rules.deck_size
    seen = rules.deal if seen is None else seen
    unseen = deck - seen
    if unseen <= 0:
        return 0.0
    stock = deck - n * rules.deal
    total = deck_of(rules).by_suit[0].mask.bit_count()
    per_other = rules.deal * max(0, total - held) / unseen
    drawn = (n - 1) * max(0.0, KEPT_AFTER_DRAW - per_other)
    return max(0.0, stock - drawn) / unseen


@dataclass(frozen=True, slots=True)
class Outlook:
    """What a hand is worth with ``suit`` as trump once the draw is done, for its pitcher.

    ``held`` the trumps it holds now, ``expected`` those it should hold after the draw (at most
    six), ``share`` the chance an unseen card ends in its hand, ``high`` and ``low`` the chances
    its side scores them, ``taken`` the expected points of the card awards its side takes,
    ``total`` the expected points of the hand, ``sure`` the best single chance among High, Low
    and its own card awards (a bid's sure point), and ``spread`` the standard deviation of the
    points were every award an independent chance (a three worth 3 spreads them most).
    """

    suit: int
    held: int
    expected: float
    share: float
    high: float
    low: float
    taken: float
    total: float
    sure: float
    cards: tuple[Card, ...]
    spread: float = 0.0

    def described(self) -> Reason:
        """The trumps held and the expected points, as the standard level's reasons name them."""
        return reason(
            QT_TRANSLATE_NOOP("BotReason", "{held} of {suit} (about {points} points)"),
            held=HoldingWord(self.cards),
            suit=SuitWord(self.suit),
            points=f"{self.total:.1f}",
        )


# The chance a card award comes home to the pitcher's side. Each trump above it with an
# opponent takes it with the chance ``KEEP_LOSS`` (less for a pitcher longer than the others,
# ``LENGTH_GUARD`` a trump of length: it plays its point cards once the others are out), or
# ``PARTNER_LOSS`` when a partner holds it. An opponent's is caught by the side's higher
# trumps (``CATCH_MINE``, ``CATCH_PARTNER`` each, up to ``CATCH_MAX``; ``CATCH_LENGTH`` more for
# length). A bigger stock share (``DRAW_LIFT``) and fewer opponents (``OPPONENT_LIFT`` each
# below two) bring more home. Fitted to 33,000 hands of the standard level's own play (ten- and
# seven-point, 2 to 6 players, every suit named; ``benchmarks/draw_back_arena.py`` reports the
# bids that rest on it).
KEEP_LOSS = 0.235
LENGTH_GUARD = 0.52
PARTNER_LOSS = 0.20
CATCH_MAX = 0.94
CATCH_MINE = 0.146
CATCH_PARTNER = 0.151
CATCH_LENGTH = 0.186
DRAW_LIFT = 0.177
OPPONENT_LIFT = 0.06


def outlook(rules: Rules, hand: Mask, suit: int, burned: Mask = 0) -> Outlook:
    """The pitcher's expected points with ``suit`` as trump, from the hand before the draw.

    Every unseen trump ends in the pitcher's hand with the chance ``draw_share``, else in one
    of the other hands alike (a partner's is the side's). High and Low (to their holder) count
    that chance; a card award the side holds comes home unless an opponent's higher trump
    takes it, and an opponent's is caught by the side's higher trumps.
    """
    seen = min(rules.deck_size, max(rules.deal, hand.bit_count()))
    return _outlook(rules, suit, hand & trump_suit(rules, suit).mask & ~burned, burned, seen)


@lru_cache(maxsize=1 << 14)
def _outlook(rules: Rules, suit: int, mine: Mask, burned: Mask, seen: int) -> Outlook:
    """``outlook`` from what it depends on, cached: the trumps held of a suit repeat from one
    sampled world to the next (the expert reads every bidder's hand in each)."""
    ts = trump_suit(rules, suit)
    held = mine.bit_count()
    p = draw_share(rules, held, seen)
    n = rules.players
    partners = _partners(rules)
    opponents = n - 1 - partners
    q_part = (1.0 - p) * partners / (n - 1) if n > 1 else 0.0
    q_opp = (1.0 - p) * opponents / (n - 1) if n > 1 else 0.0
    in_play = ts.mask & ~burned
    expected = min(float(KEPT_AFTER_DRAW), held + (in_play.bit_count() - held) * p)
    others = (in_play.bit_count() - expected) / max(1, n - 1)
    guard = max(0.0, min(1.0, (expected - others) * LENGTH_GUARD))
    lift = 1.0 + DRAW_LIFT * (p - 0.15) - OPPONENT_LIFT * (opponents - 2)
    keep = capture_mask(ts, burned)
    mine_above = part_above = opp_above = 0.0
    high = low = taken = var = 0.0
    sure = 0.0
    hi = high_card(ts, burned)
    lo = low_card(ts, burned)
    for c in ts.order:
        if burned >> c & 1:
            continue
        mine_c = bool(mine >> c & 1)
        own = 1.0 if mine_c else p
        part = 0.0 if mine_c else q_part
        opp = 0.0 if mine_c else q_opp
        w = capture_worth(ts, c, keep)
        if c == hi and ts.scores_high:
            high = own + part
            sure = max(sure, own)
            var += high * (1.0 - high)
        if c == lo and ts.scores_low and not ts.low_taken:
            low = own + part
            sure = max(sure, own)
            var += low * (1.0 - low)
        if w:
            home = (1.0 - KEEP_LOSS * (1.0 - guard)) ** opp_above
            home_part = (1.0 - PARTNER_LOSS) ** opp_above
            missed = (1.0 - CATCH_MINE) ** mine_above * (1.0 - CATCH_PARTNER) ** part_above
            catch = min(1.0, CATCH_MAX * (1.0 - missed) + CATCH_LENGTH * guard)
            chance = max(0.0, min(1.0, (own * home + part * home_part + opp * catch) * lift))
            taken += w * chance
            var += w * w * chance * (1.0 - chance)
            if mine_c:
                sure = max(sure, min(1.0, home * lift))
        mine_above += own
        part_above += part
        opp_above += opp
    total = high + low + taken
    cards = tuple(c for c in ts.order if mine >> c & 1)
    return Outlook(suit, held, expected, p, high, low, taken, total, sure, cards, var**0.5)


def _partners(rules: Rules) -> int:
    """The pitcher's partners: its team's other seats, or the one it calls (whose trumps are
    the side's as a partner's are)."""
    if rules.call_partner:
        return 1
    return len(rules.seats_of(rules.side_of_seat[0])) - 1 if rules.teams else 0


def best_outlook(rules: Rules, hand: Mask, burned: Mask = 0) -> Outlook:
    """The suit to name: the best expected points, then more trumps held, then the higher suit
    (any suit may be named with the draw-back, even one the hand holds no card of)."""
    best = outlook(rules, hand, 0, burned)
    for s in range(1, SUIT_COUNT):
        o = outlook(rules, hand, s, burned)
        if (o.total, o.held, s) > (best.total, best.held, best.suit):
            best = o
    return best


# How much more than a bid the expected points must reach before a bot bids it: this many of
# the outlook's spread (a three worth 3 spreads the points most), and ``BID_STEP`` more for each
# level above the least bid, since the more points a bid needs, the more of them are chances
# that fail together. Chosen on the fitted hands so that about three bids in four are made at
# four players (``benchmarks/draw_back_arena.py --calibrate`` measures it in play).
BID_SPREAD = 0.45
BID_STEP = 0.1
# The spread counts in full up to the stock share of a four-player table; a pitcher who takes
# more of the stock (two or three players) holds a surer hand after the draw than the outlook
# says, and asks less in proportion to the share it leaves to the others (measured at two
# players: +0.6 to +1.4 points a hand over the full spread, none lost at four).
FULL_SPREAD_SHARE = 0.17
# A bid needs one point close to sure behind it (High, Low or a card award of its own).
SURE_POINT = 0.6


def bid_need(rules: Rules, level: int, o: Outlook) -> float:
    """The expected points a bid of ``level`` needs on the hand of outlook ``o``."""
    doubt = min(1.0, (1.0 - o.share) / (1.0 - FULL_SPREAD_SHARE))
    return level + BID_SPREAD * doubt * o.spread + BID_STEP * (level - rules.min_bid)


def likely_bid(rules: Rules, o: Outlook) -> int:
    """The highest number bid the outlook reaches with a sure point behind it, 0 for none: the
    bid a sound player makes on the hand (the expert imagines the others' bids with it)."""
    if o.sure < SURE_POINT:
        return 0
    for level in range(rules.max_bid, rules.min_bid - 1, -1):
        if o.total >= bid_need(rules, level, o):
            return level
    return 0


def simple_count(rules: Rules, hand: Mask, suit: int) -> int:
    """A plain count of the points a hand holds with ``suit`` as trump, the draw not counted:
    the ace and the two (High and Low score to their holder), each card award held at its
    worth once three trumps guard it, and one more for five trumps or more."""
    ts = trump_suit(rules, suit)
    mine = hand & ts.mask
    n = mine.bit_count()
    count = 0
    if ts.scores_high and mine >> ts.order[0] & 1:
        count += 1
    low = ts.trumps.lowest_of_suit(ts.mask)
    if ts.scores_low and low is not None and mine >> low & 1:
        count += 1
    if n >= 3:
        for c in cards_of(mine & ts.points):
            count += ts.worth[c]
    if n >= 5:
        count += 1
    return count


def simple_suit(rules: Rules, hand: Mask) -> int:
    """The suit with the best plain count, then the most trumps, then the higher suit."""
    return max(
        range(SUIT_COUNT),
        key=lambda s: (
            simple_count(rules, hand, s),
            (hand & trump_suit(rules, s).mask).bit_count(),
            s,
        ),
    )


# ----- burning -------------------------------------------------------------------------------


def burn_rank(ts: TrumpSuit, c: Card, burned: Mask) -> float:
    """How much a trump is worth keeping (lowest burns first): High and Low score to the
    holder, so the card that will be High and the one that will be Low stay longest; a card
    award (burned only when nothing else may be) by its worth; any other trump by its rank,
    so the middle ranks go first."""
    rank = float(len(ts.order) - ts.place[c])
    if ts.scores_high and c == high_card(ts, burned):
        return 1000.0 + rank
    if ts.scores_low and c == low_card(ts, burned):
        return 900.0
    if ts.worth[c]:
        return 500.0 + 100.0 * ts.worth[c] + rank
    return rank


def burn_choice(rules: Rules, trump: int, hand: Mask, burned: Mask = 0) -> Card:
    """The trump to burn now: of those the engine allows (``draw_back.burnable``: the ones with
    no card award first), the one least worth keeping (``burn_rank``)."""
    ts = trump_suit(rules, trump)
    allowed = draw_back.burnable(rules, trump, hand & ts.mask)
    return min(cards_of(allowed), key=lambda c: (burn_rank(ts, c, burned), c))


def burn_step(view: PlayerView, legal: Sequence[Card]) -> tuple[Card, Reason]:
    """The shared burn of the rule-based levels: ``burn_choice`` among the legal cards, with
    its reason."""
    assert view.trump is not None
    rules = view.rules
    c = burn_choice(rules, view.trump, view.hand, view.all_burned)
    if c not in legal:
        c = legal[0]
    return c, burn_reason(rules, view.trump, view.hand, c, view.all_burned)


def burn_reason(rules: Rules, trump: int, hand: Mask, c: Card, burned: Mask = 0) -> Reason:
    """Why ``c`` burns: it carries no point while the High and Low cards stay, or every trump
    left carries one."""
    ts = trump_suit(rules, trump)
    if ts.points >> c & 1:
        return reason(
            QT_TRANSLATE_NOOP(
                "BotReason",
                "burn {card}: every trump I may burn carries a point; it carries the least",
            ),
            card=CardWord(c),
        )
    kept = _kept_home(ts, hand, c, burned)
    if kept:
        return reason(
            QT_TRANSLATE_NOOP("BotReason", "burn {card}: it carries no point; {home} stays home"),
            card=CardWord(c),
            home=card_list([CardWord(x) for x in kept]),
        )
    return reason(
        QT_TRANSLATE_NOOP("BotReason", "burn {card}: it carries no point"), card=CardWord(c)
    )


def _kept_home(ts: TrumpSuit, hand: Mask, c: Card, burned: Mask) -> list[Card]:
    """The cards of ``hand`` other than ``c`` that will be High and Low (where they score): the
    ones a burn keeps home."""
    scoring = ((ts.scores_high, high_card(ts, burned)), (ts.scores_low, low_card(ts, burned)))
    return [x for scores, x in scoring if scores and x is not None and x != c and hand >> x & 1]


def draw_reason(view: PlayerView) -> Reason:
    """The draw is forced: what it does for this seat."""
    if view.seat == view.pitcher:
        return reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "draw: throw what is not trump and take the rest of the stock"
            )
        )
    return reason(
        QT_TRANSLATE_NOOP("BotReason", "draw: throw what is not trump and draw back to six")
    )


# ----- the card policy on what a seat sees (the standard level) ------------------------------


def _none_above(total: int, higher: int, later: int) -> float:
    """The chance that ``later`` cards dealt from ``total`` unseen hold none of ``higher``."""
    if higher <= 0 or later <= 0:
        return 1.0
    if total - higher < later:
        return 0.0
    p = 1.0
    for i in range(later):
        p *= (total - higher - i) / (total - i)
    return p


@dataclass(frozen=True, slots=True)
class _Table:
    """What one decision reads off the view: the trumps out (the other hands, exactly), the
    seats to play after this one, and who is winning the trick."""

    ts: TrumpSuit
    keep: Mask
    out: Mask
    total_out: int
    later_opp_cards: int
    opponents_in: bool
    winning: Card | None
    partner_winning: bool
    trick_worth: int
    # A called partner's read: the pitcher, still to play to this trick, holds the boss.
    pitcher_boss_to_come: bool = False

    def beats(self, c: Card) -> Mask:
        return self.ts.trumps.beats[c]

    def holds(self, c: Card) -> float:
        """The chance no opponent still to play in this trick holds a trump above ``c``."""
        higher = (self.out & self.beats(c)).bit_count()
        return _none_above(self.total_out, higher, self.later_opp_cards)

    def boss(self, c: Card) -> bool:
        """Nothing out can beat ``c``."""
        return not self.out & self.beats(c)

    def worth(self, c: Card) -> int:
        return capture_worth(self.ts, c, self.keep)


def _read(view: PlayerView) -> _Table:
    assert view.trump is not None
    ts = trump_suit(view.rules, view.trump)
    n = view.players
    out = view.unseen & ts.mask
    keep = capture_mask(ts, view.all_burned)
    seats = draw_back.trick_seats(view.seats_in, view.leader, n)
    later = seats[len(view.trick) + 1 :]
    later_opp = sum(view.cards_left[s] for s in later if not is_partner(view, s))
    opponents_in = any(view.cards_left[s] for s in range(n) if not is_partner(view, s))
    winning: Card | None = None
    partner_winning = False
    if view.trick:
        wi = ts.trumps.winner_index(view.trick)
        winning = view.trick[wi]
        partner_winning = is_partner(view, seats[wi])
    worth = sum(capture_worth(ts, c, keep) for c in view.trick)
    return _Table(
        ts,
        keep,
        out,
        out.bit_count(),
        later_opp,
        opponents_in,
        winning,
        partner_winning,
        worth,
        _pitcher_boss_to_come(view, ts, out, later),
    )


def _pitcher_boss_to_come(view: PlayerView, ts: TrumpSuit, out: Mask, later: Sequence[int]) -> bool:
    """Seen by the called partner: the pitcher plays later to this trick and holds the top
    trump out. The pitcher calls the highest trump it lacks, so every unseen trump above the
    called card is the pitcher's; when the top trump out is one of them, the trick is the
    pitcher's and the partner's points are safe in it."""
    called, pitcher = view.called, view.pitcher
    if called is None or pitcher is None or view.partner != view.seat or view.seat == pitcher:
        return False
    if pitcher not in later or not out:
        return False
    top = min(cards_of(out), key=lambda c: ts.place[c])
    return bool(ts.trumps.beats[called] >> top & 1)


def _cheapest(t: _Table, cards: Sequence[Card]) -> Card:
    """The card that costs least to give away: no point, and the lowest trump."""
    return min(cards, key=lambda c: (t.worth(c), -t.ts.place[c]))


def _richest(t: _Table, cards: Sequence[Card]) -> Card:
    """The card worth most to a trick the side takes: the biggest card award, the lowest of
    equal ones (a higher one may still win a trick of its own)."""
    return max(cards, key=lambda c: (t.worth(c), t.ts.place[c]))


def play_trump(view: PlayerView, legal: Sequence[Card]) -> tuple[Card, Reason]:
    """A card of the draw-back's trumps-only play, and why (the ``standard`` level's policy).

    Leading: a card award nothing out can beat is banked; the boss trump is led while an
    opponent still holds trumps, to draw out theirs; else the cheapest trump goes (a two: Low
    is its holder's wherever it falls). Following: a partner's trick that will hold gets the
    richest card award; a trick an opponent is winning is taken with a card no one to come can
    beat (a card award if one does), fought for when it holds points, and else gets the
    cheapest card, the card awards kept home for tricks the side wins.
    """
    cards = list(legal)
    if len(cards) == 1:
        return cards[0], reason(
            QT_TRANSLATE_NOOP("BotReason", "play {card}: the only card I may play"),
            card=CardWord(cards[0]),
        )
    t = _read(view)
    if not view.trick:
        return _lead(t, cards)
    return _follow(t, cards)


def _lead(t: _Table, cards: list[Card]) -> tuple[Card, Reason]:
    """A card to lead: the richest once the opponents are out, else a boss, else the cheapest."""
    if not t.opponents_in:
        c = _richest(t, cards)
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card}: the opponents are out of trumps"),
            card=CardWord(c),
        )
    return _lead_boss(t, cards) or _lead_back(t, cards) or _lead_cheap(t, cards)


def _lead_back(t: _Table, cards: list[Card]) -> tuple[Card, Reason] | None:
    """A called partner whose pitcher holds the top trump out leads its richest point card
    back to it: the pitcher's trick banks it (None: no point card, or no such read)."""
    points = [c for c in cards if t.worth(c)]
    if not t.pitcher_boss_to_come or not points:
        return None
    c = _richest(t, points)
    return c, reason(
        QT_TRANSLATE_NOOP("BotReason", "give {card} to my partner's trick"), card=CardWord(c)
    )


def _lead_boss(t: _Table, cards: list[Card]) -> tuple[Card, Reason] | None:
    """A card nothing out can beat: a card award banked first, else the highest boss, to draw
    the opponents' trumps; None when the hand holds no boss."""
    bosses = [c for c in cards if t.boss(c)]
    banked = [c for c in bosses if t.worth(c)]
    if banked:
        c = _richest(t, banked)
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card}: nothing out can beat it"),
            card=CardWord(c),
        )
    if bosses:
        c = min(bosses, key=lambda x: -t.ts.place[x])
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card} to draw trumps"), card=CardWord(c)
        )
    return None


def _lead_cheap(t: _Table, cards: list[Card]) -> tuple[Card, Reason]:
    """No boss: the trump that gives away least, the card awards kept home."""
    c = _cheapest(t, cards)
    kept = [x for x in cards if x != c and t.worth(x)]
    if kept and not t.worth(c):
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "lead {card}, keeping {home} home"),
            card=CardWord(c),
            home=CardWord(_richest(t, kept)),
        )
    return c, reason(
        QT_TRANSLATE_NOOP("BotReason", "lead {card}, a trump that gives away little"),
        card=CardWord(c),
    )


# A trick is fought for (with a card that may still be beaten) when it holds points and the
# card holds with at least this chance.
FIGHT_CHANCE = 0.5


def _follow(t: _Table, cards: list[Card]) -> tuple[Card, Reason]:
    """A card to a trick already led: each step below may settle it, the cheapest card last."""
    assert t.winning is not None
    winners = [c for c in cards if t.beats(t.winning) >> c & 1]
    if (t.partner_winning and t.holds(t.winning) >= 1.0) or t.pitcher_boss_to_come:
        return _into_partners_trick(t, cards)
    chosen = _take_safely(t, winners) or _fight(t, winners)
    if chosen is not None:
        return chosen
    return _give_little(t, cards)


def _into_partners_trick(t: _Table, cards: list[Card]) -> tuple[Card, Reason]:
    """A partner's trick nobody to come can beat: the richest card award is safe in it."""
    points = [c for c in cards if t.worth(c)]
    if points:
        c = _richest(t, points)
        return c, reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "{card} is safe in my partner's trick: nothing beats it"
            ),
            card=CardWord(c),
        )
    c = _cheapest(t, cards)
    return c, reason(
        QT_TRANSLATE_NOOP("BotReason", "my partner has the trick: play {card}"),
        card=CardWord(c),
    )


def _take_safely(t: _Table, winners: list[Card]) -> tuple[Card, Reason] | None:
    """An opponent's trick, or a partner's that may be lost with points in it, taken with a
    card no opponent to come can beat (a card award banked first); None to look further."""
    sure = [c for c in winners if t.holds(c) >= 1.0]
    if not sure or (t.partner_winning and not t.trick_worth):
        return None
    points = [c for c in sure if t.worth(c)]
    if points:
        c = _richest(t, points)
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "{card} is safe: no opponent still to play can take it"),
            card=CardWord(c),
        )
    # A trick with no points in it is left to the others: a boss spent on it is missed
    # later, when their point cards must fall, and the lead is worth little (measured:
    # +0.6 points a hand in ten-point, +0.4 in seven-point).
    if not t.trick_worth:
        return None
    c = min(sure, key=lambda x: -t.ts.place[x])
    return c, reason(
        QT_TRANSLATE_NOOP(
            "BotReason", "take the trick with {card}: no opponent to come can beat it"
        ),
        card=CardWord(c),
    )


def _fight(t: _Table, winners: list[Card]) -> tuple[Card, Reason] | None:
    """An opponent's trick with points in it, fought for with the lowest plain trump that
    holds it often enough (``FIGHT_CHANCE``); None when there is none."""
    if not t.trick_worth or not winners or t.partner_winning:
        return None
    risky = [c for c in winners if not t.worth(c) and t.holds(c) >= FIGHT_CHANCE]
    if not risky:
        return None
    c = min(risky, key=lambda x: t.ts.place[x])
    return c, reason(
        QT_TRANSLATE_NOOP("BotReason", "fight for the points with {card}"),
        card=CardWord(c),
    )


def _give_little(t: _Table, cards: list[Card]) -> tuple[Card, Reason]:
    """Nothing better: the cheapest card, the card awards kept home for tricks the side wins."""
    assert t.winning is not None
    c = _cheapest(t, cards)
    return c, give_little_words(c, t.partner_winning, bool(t.beats(t.winning) >> c & 1))


def simple_trump(view: PlayerView, legal: Sequence[Card]) -> tuple[Card, Reason]:
    """The beginner's trumps-only play, with no memory of the cards played: lead the highest
    trump that carries no point (the ace first), take a trick with the cheapest trump that
    wins it now, and else follow with the lowest trump that carries no point, so the point
    cards stay home until nothing else is left (measured: +1.2 points a hand in ten-point over
    leading the highest trump and taking with it)."""
    assert view.trump is not None
    ts = trump_suit(view.rules, view.trump)
    cards = list(legal)
    if len(cards) == 1:
        return cards[0], reason(
            QT_TRANSLATE_NOOP("BotReason", "play {card}: the only card I may play"),
            card=CardWord(cards[0]),
        )
    if not view.trick:
        return _simple_lead(ts, cards)
    return _simple_follow(ts, view.trick, cards)


def _simple_lead(ts: TrumpSuit, cards: list[Card]) -> tuple[Card, Reason]:
    """The beginner's lead: the highest trump that carries no point."""
    plain = [c for c in cards if not ts.worth[c]] or cards
    c = min(plain, key=lambda x: ts.place[x])
    if c == ts.order[0]:
        return c, reason(QT_TRANSLATE_NOOP("BotReason", "lead the ace of trump"))
    return c, reason(QT_TRANSLATE_NOOP("BotReason", "lead high"))


def _simple_follow(
    ts: TrumpSuit, trick: tuple[Card, ...], cards: list[Card]
) -> tuple[Card, Reason]:
    """The beginner's follow: the cheapest trump that wins the trick now, else the lowest
    that carries no point."""
    winning = trick[ts.trumps.winner_index(trick)]
    winners = [c for c in cards if ts.trumps.beats[winning] >> c & 1]
    if winners:
        plain = [c for c in winners if not ts.worth[c]] or winners
        c = max(plain, key=lambda x: ts.place[x])
        return c, reason(
            QT_TRANSLATE_NOOP("BotReason", "take it with {card}, the cheapest trump that wins it"),
            card=CardWord(c),
        )
    c = min(cards, key=lambda x: (ts.worth[x], -ts.place[x]))
    return c, reason(QT_TRANSLATE_NOOP("BotReason", "follow low"))


# ----- the same play on a fully dealt world (the expert's play-outs) ------------------------


@dataclass(frozen=True, slots=True)
class WorldTable:
    """The constants a play-out reads for one trump suit at one table."""

    ts: TrumpSuit
    players: int
    side_of: tuple[int, ...]
    beats: tuple[Mask, ...]
    place: tuple[int, ...]
    worth: tuple[int, ...]


@lru_cache(maxsize=256)
def world_table(rules: Rules, trump: int) -> WorldTable:
    ts = trump_suit(rules, trump)
    return WorldTable(ts, rules.players, rules.side_of_seat, ts.trumps.beats, ts.place, ts.worth)


def _cheapest_of(wt: WorldTable, m: Mask, keep: Mask) -> Card:
    """The card of ``m`` cheapest to give away: outside ``keep``, the lowest trump."""
    plain = m & ~keep
    if plain:
        m = plain
    best = -1
    best_key = -(1 << 20)
    place = wt.place
    worth = wt.worth
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        key = place[c] - 100 * worth[c]
        if key > best_key:
            best, best_key = c, key
    return best


def _richest_of(wt: WorldTable, m: Mask, keep: Mask) -> Card:
    """The card of ``m`` worth most to the side's sure trick: the biggest of ``keep``."""
    rich = m & keep
    if not rich:
        return _cheapest_of(wt, m, keep)
    best = -1
    best_key = -1
    place = wt.place
    worth = wt.worth
    while rich:
        b = rich & -rich
        rich ^= b
        c = b.bit_length() - 1
        key = 100 * (worth[c] or 1) + place[c]
        if key > best_key:
            best, best_key = c, key
    return best


def _unbeaten(beats: Sequence[Mask], cards: Mask, against: Mask) -> Mask:
    """The cards of ``cards`` that no card of ``against`` beats (``beats`` per card the cards
    that take a trick from it)."""
    out = 0
    m = cards
    while m:
        b = m & -m
        m ^= b
        if not against & beats[b.bit_length() - 1]:
            out |= b
    return out


def _top_of(wt: WorldTable, m: Mask) -> Card:
    for c in wt.ts.order:
        if m >> c & 1:
            return c
    raise ValueError("no trump")


def _lowest_of(wt: WorldTable, m: Mask) -> Card:
    best = -1
    best_place = -1
    place = wt.place
    while m:
        b = m & -m
        m ^= b
        c = b.bit_length() - 1
        if place[c] > best_place:
            best, best_place = c, place[c]
    return best


def world_card(
    wt: WorldTable,
    hands: list[Mask],
    seat: int,
    trick: list[Card],
    seats: tuple[int, ...],
    keep: Mask,
    rng: random.Random,
    eps: float,
) -> Card:
    """``play_trump`` on a world where every hand is known: the boss leads while an opponent
    holds trumps (a card award as boss first), a safe partner's trick gets the richest card
    award, an opponent's trick with points in it is taken with a card no one to come beats (a
    card award is banked so whatever the trick), else the cheapest card goes. With chance
    ``eps`` any card instead, so the play-outs do not share every blind spot of the policy."""
    hand = hands[seat]
    if hand & (hand - 1) == 0:
        return hand.bit_length() - 1
    if eps and rng.random() < eps:
        cs = cards_of(hand)
        return cs[int(rng.random() * len(cs))]
    if not trick:
        return _world_lead(wt, hands, hand, seat, seats, keep)
    return _world_follow(wt, hands, hand, seat, trick, seats, keep)


def _world_lead(
    wt: WorldTable, hands: list[Mask], hand: Mask, seat: int, seats: tuple[int, ...], keep: Mask
) -> Card:
    """``world_card``'s lead: the richest once the opponents are out, a boss (a card award as
    boss first) while they hold trumps, else the cheapest card."""
    side_of = wt.side_of
    me = side_of[seat]
    opp = 0
    for s in seats:
        if side_of[s] != me:
            opp |= hands[s]
    if not opp:
        return _richest_of(wt, hand, keep)
    bosses = _unbeaten(wt.beats, hand, opp)
    if bosses & keep:
        return _richest_of(wt, bosses, keep)
    if bosses:
        return _top_of(wt, bosses)
    return _cheapest_of(wt, hand, keep)


def _world_follow(
    wt: WorldTable,
    hands: list[Mask],
    hand: Mask,
    seat: int,
    trick: list[Card],
    seats: tuple[int, ...],
    keep: Mask,
) -> Card:
    """``world_card`` to a trick led: a safe partner's trick gets the richest card award; an
    opponent's is taken with a card no one to come beats (a card award banked whatever the
    trick, a plain one only for points), else the cheapest card goes."""
    side_of = wt.side_of
    me = side_of[seat]
    beats = wt.beats
    pos = len(trick)
    later = 0
    for s in seats[pos + 1 :]:
        if side_of[s] != me:
            later |= hands[s]
    win = trick[0]
    win_i = 0
    for i in range(1, pos):
        if beats[win] >> trick[i] & 1:
            win, win_i = trick[i], i
    if side_of[seats[win_i]] == me:
        if not later & beats[win]:
            return _richest_of(wt, hand, keep)
        return _cheapest_of(wt, hand, keep)
    return _world_take(wt, hand, trick, win, later, keep)


def _world_take(
    wt: WorldTable, hand: Mask, trick: list[Card], win: Card, later: Mask, keep: Mask
) -> Card:
    """An opponent's trick (``win`` winning it, ``later`` the opponents' cards to come): a card
    award no one to come beats is banked whatever the trick; a trick with points is taken
    with the lowest such card, else the highest plain trump that beats ``win``; else the
    cheapest card goes."""
    winners = hand & wt.beats[win]
    if winners:
        worth = 0
        for c in trick:
            if keep >> c & 1:
                worth = 1
                break
        safe = _unbeaten(wt.beats, winners, later)
        if safe & keep:
            return _richest_of(wt, safe, keep)
        if safe and worth:
            return _lowest_of(wt, safe)
        if worth:
            plain = winners & ~keep
            if plain:
                return _top_of(wt, plain)
    return _cheapest_of(wt, hand, keep)


__all__ = [
    "BID_SPREAD",
    "BID_STEP",
    "SURE_POINT",
    "Outlook",
    "TrumpSuit",
    "WorldTable",
    "best_outlook",
    "bid_need",
    "burn_choice",
    "burn_rank",
    "burn_reason",
    "capture_mask",
    "capture_worth",
    "draw_reason",
    "draw_share",
    "high_card",
    "likely_bid",
    "low_card",
    "outlook",
    "play_trump",
    "simple_count",
    "simple_suit",
    "simple_trump",
    "trump_suit",
    "world_card",
    "world_table",
]
