"""Card knowledge the rule-based bots share: hand value for bidding, and reading a trick.

Every function here is pure and cheap (bit masks, no search), so the ``standard`` bot can decide
in well under a millisecond (the ``expert``'s playouts use the leaner policy of ``search``).
The bidding estimate is a sum of chances, one per award of the table's points (High, Low, Jack,
Game, and in the point families the off-jack, the jokers, the ten, three and five of trump), each
times its worth, for a suit as trump; the trick functions say who is winning, who could still
beat a card, and what a trick is worth to the side that takes it.

What a card is once trump is known comes from the card-rules kernel (``engine.deck``): the
off-jack and the jokers are trumps, the trump order and the trick rule are its ``Trumps``. In the
plain deck of the four-point game the kernel is the printed suits and the cards' numeric order,
so every function here reduces to the arithmetic of the four-point bots.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pitch_desktop.engine.cards import (
    ACE,
    BIG_JOKER,
    DECK_SIZE,
    GAME_POINTS,
    JACK,
    MAX_DECK_SIZE,
    QUEEN,
    RANK_MASKS,
    SEVEN,
    SUIT_COUNT,
    SUIT_MASKS,
    TEN,
    Card,
    Mask,
    card,
    highest,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.deck import Trumps, deck_of, suits_cards, trumps_of
from pitch_desktop.engine.points import POINTS_TABLE, Award, Decided
from pitch_desktop.engine.rules import LowGoesTo, Rules, TrumpRule
from pitch_desktop.engine.scoring import award_cards
from pitch_desktop.engine.view import PlayerView

# How many Game card points one of the four points is worth when weighing a trick: the Game
# point is decided by a margin of some tens of card points, so a ten is about a quarter point.
# A card award worth more (the three, the five) counts that many times over.
POINT_AS_CARD_POINTS = 30

# The trumps of the plain deck: before trump is known (the pitch), a card's own suit stands in.
_PLAIN = deck_of(Rules()).by_suit
# The card awards a held card may carry, in the order the estimates are worked out.
_HONOURS = (Award.JACK, Award.OFF_JACK, Award.BIG_JOKER, Award.LITTLE_JOKER)
_PIPS = (Award.TEN, Award.THREE, Award.FIVE)
# How much of a big award's spread (worth x p x (1 - p)) a bid does not count on.
LUMP_CAUTION = 1.0
# The trumps a side's top cards are counted among when it must bring a low point card home.
_TOP_TRUMPS = 4
# Under ``taker``: the top trumps (the ace and king) that catch a Low the hand does not hold, the
# chance each adds, and the most they add together.
_LOW_CATCHERS = 2
LOW_CATCH_PER_TOP = 0.35
LOW_CATCH_MAX = 0.8


@dataclass(frozen=True, slots=True)
class SuitEstimate:
    """Chance that the pitcher's side wins each point with ``suit`` as trump, and their sum.

    ``high``, ``low``, ``jack`` and ``game`` are the four-point chances (worked out whatever the
    table scores); ``others`` the chance of each further card award the table scores (the
    off-jack, the jokers, the ten, three and five of trump); ``points`` the expected points of
    each award of the rules' points in their order (chance times worth). ``total`` sums them.
    """

    suit: int
    high: float
    low: float
    jack: float
    game: float
    trumps: int
    others: tuple[tuple[Award, float], ...] = ()
    points: tuple[float, ...] = ()

    @property
    def total(self) -> float:
        if not self.points:
            return self.high + self.low + self.jack + self.game
        t = self.points[0]
        for p in self.points[1:]:
            t += p
        return t

    @property
    def bid_value(self) -> float:
        """``total`` as a bid may count on it: less by the doubt in each big award (the three,
        the five), a point for each point of its spread (worth times chance times the chance
        against), since a bid that needs it fails all at once."""
        t = self.total
        for a, p in self.others:
            w = POINTS_TABLE[a].worth
            if w > 1:
                t -= LUMP_CAUTION * w * p * (1.0 - p)
        return t

    def chance(self, award: Award) -> float:
        """The chance of one award (0 for an award the table does not score beyond the four)."""
        if award is Award.HIGH:
            return self.high
        if award is Award.LOW:
            return self.low
        if award is Award.JACK:
            return self.jack
        if award is Award.GAME:
            return self.game
        for a, p in self.others:
            if a is award:
                return p
        return 0.0

    @property
    def surest(self) -> float:
        """The best chance of High, Low, the Jack or a further card award: the bid's sure point."""
        return max(self.high, self.low, self.jack, *(p for _, p in self.others))


@dataclass(frozen=True, slots=True)
class TrumpTable:
    """What the bots read per card once a suit is trump, for one table's rules."""

    trumps: Trumps
    # Per card: the trumps ranked above it (by the trump order), 0 for a card that is no trump.
    above: tuple[Mask, ...]
    # Per card: the worth of the card awards of the rules' points it carries (the Jack: 1).
    worth: tuple[int, ...]
    # The card behind each card award of the points, with its award.
    awards: tuple[tuple[Award, Card], ...]


@lru_cache(maxsize=256)
def _table(rules: Rules, suit: int) -> TrumpTable:
    trumps = trumps_of(rules, suit)
    above = [0] * MAX_DECK_SIZE
    m = 0
    for t in trumps.order:
        above[t] = m
        m |= 1 << t
    worth = [0] * MAX_DECK_SIZE
    awards: list[tuple[Award, Card]] = []
    for award, w, c in zip(rules.points, rules.worths, award_cards(rules, suit), strict=True):
        if c is not None and POINTS_TABLE[award].decided is Decided.TAKEN:
            worth[c] += w
            awards.append((award, c))
    return TrumpTable(trumps, tuple(above), tuple(worth), tuple(awards))


def trump_table(rules: Rules, suit: int) -> TrumpTable:
    """The bots' per-card table for ``suit`` as trump at this table (cached)."""
    return _table(rules, suit)


def suit_cards(hand: Mask, suit: int) -> Mask:
    """The cards of ``hand`` printed in ``suit`` (before trump is known: no joker, the off-jack
    in its own suit)."""
    return hand & SUIT_MASKS[suit]


def rank_key(trumps: Trumps | None, c: Card) -> float:
    """A card's rank as the bots sort by it: its rank for a suit card, and for the off-jack and
    the jokers their place in the trump order, between the jack and the ten."""
    if c >= DECK_SIZE:
        return TEN + (0.5 if c == BIG_JOKER else 0.25)
    if trumps is not None and c == trumps.off_jack:
        return TEN + 0.75
    return rank_of(c)


def award_worth(view: PlayerView, c: Card) -> int:
    """The worth of the card awards ``c`` carries at this table (0 before trump is known)."""
    if view.trump is None:
        return 0
    return _table(view.rules, view.trump).worth[c]


def _deal_share(rules: Rules, seats: int) -> float:
    """Chance that one unseen card lies in the hands of ``seats`` other players before play."""
    return min(1.0, rules.deal * seats / (rules.deck_size - rules.deal))


def _honour_chance(
    held: bool, above: int, higher: int, n_trumps: int, p_opp: float, p_partner: float
) -> float:
    """The side's chance of a high card award (the Jack, the off-jack, a joker) with ``above``
    trumps ranked over it, ``higher`` of them in hand: held and guarded by higher trumps, or
    caught with the top trumps (a partner's is ours too)."""
    extra = 0.05 * (above - 3) if above > 3 else 0.0
    if held:
        base = 0.6 - extra if extra else 0.6
        chance = base + 0.13 * higher + 0.04 * (n_trumps - 1)
        if n_trumps == 1:
            chance = 0.45 - extra
    else:
        catch = 0.15 + 0.2 * higher + 0.03 * n_trumps
        chance = p_opp * min(0.8, catch) + p_partner * 0.75
    chance = min(chance, 0.95)
    if higher == above and held:
        chance = 0.97  # the card is the boss once every higher trump is mine
    return chance


def _pip_chance(
    held: bool,
    pitched: bool,
    above_out: int,
    top: int,
    n_trumps: int,
    partners: int,
    p_opp: float,
    p_partner: float,
) -> float:
    """The side's chance of a low card award taken home (the ten, three or five of trump).

    Held, it is safe when no opponent holds a trump above it (``above_out`` of them not in
    hand), and else still comes home most often when guarded by other trumps: kept back, it is
    played on a trick the side wins (the longer the trumps, the surer; a lone one falls to the
    first trump lead, and the pitcher's only card of the suit is the pitch itself). Not held, a
    partner's comes home as often, and an opponent's falls to the top trumps when short.
    Measured in standard's own nine-point hands (the pitcher brought a guarded five home about
    nine times in ten).
    """
    if held:
        if not above_out:
            return 0.97
        safe = (1.0 - p_opp) ** above_out
        if pitched:
            # The only card of the suit: the pitch itself, led into every higher trump.
            return safe * 0.5
        if n_trumps == 1:
            # Alone, it falls to the first trump lead (unless a partner's card wins it).
            rescue = 0.15 + (0.1 if partners else 0.0)
        else:
            rescue = 0.45 + 0.17 * (n_trumps - 1) + 0.05 * top
        return min(0.95, safe + (1.0 - safe) * min(rescue, 0.95))
    catch = min(0.55, 0.25 + 0.08 * top + 0.02 * n_trumps)
    return p_opp * catch + p_partner * 0.85


def _top_mask(order: tuple[Card, ...], count: int) -> Mask:
    """The ``count`` highest trumps of the trump order, as a mask."""
    m = 0
    for c in order[:count]:
        m |= 1 << c
    return m


def estimate_suit(hand: Mask, suit: int, rules: Rules) -> SuitEstimate:
    """The chance of each point for the pitcher's side with ``suit`` as trump, from six cards.

    High: the ace is sure; a lower top trump holds if none of the higher ones was dealt to an
    opponent. Low: the two (or three) is nearly sure when held (under ``taker`` it must also be
    brought home). Jack: held and guarded by higher trumps, or caught with the top trumps; the
    off-jack and the jokers alike. The ten, three and five: held, brought home; else caught.
    Game: a base chance by the number of sides, raised by tens, aces and trump length. The trumps
    are the kernel's (the off-jack and the jokers count); a suit the hand holds no printed card
    of cannot be pitched, so it is worth nothing.
    """
    suit_held = hand & SUIT_MASKS[suit]
    if not suit_held:
        return SuitEstimate(suit, 0.0, 0.0, 0.0, 0.0, 0)
    table = _table(rules, suit)
    trumps = hand & table.trumps.mask
    partners = len(rules.seats_of(0)) - 1 if rules.teams else 0
    opponents = rules.players - 1 - partners
    r = _Reading(
        rules,
        table,
        suit,
        suit_held,
        trumps,
        trumps.bit_count(),
        partners,
        _deal_share(rules, opponents),
        _deal_share(rules, partners),
    )
    order = table.trumps.order
    above = order.index(table.trumps.highest(trumps))
    high = (1.0 - r.p_opp) ** above
    low = _low_chance(r, hand, above)
    jack = _award_chance(r, Award.JACK, card(JACK, suit))
    game = _game_chance(r, hand)
    others = [
        (award, _award_chance(r, award, c)) for award, c in table.awards if award is not Award.JACK
    ]
    chances = {Award.HIGH: high, Award.LOW: low, Award.JACK: jack, Award.GAME: game}
    chances.update(others)
    points = tuple(chances[a] * w for a, w in zip(rules.points, rules.worths, strict=True))
    return SuitEstimate(suit, high, low, jack, game, r.n_trumps, tuple(others), points)


@dataclass(frozen=True, slots=True)
class _Reading:
    """A hand read with one suit as trump: what each point's chance is worked out from (the
    printed cards of the suit, the trumps, and the chance an unseen card lies with an opponent
    or a partner)."""

    rules: Rules
    table: TrumpTable
    suit: int
    suit_held: Mask
    trumps: Mask
    n_trumps: int
    partners: int
    p_opp: float
    p_partner: float


def _low_chance(r: _Reading, hand: Mask, above: int) -> float:
    """Low: the lowest card held of the suit is nearly sure when low enough; under ``taker``
    it must also be brought home, and is caught as well as held."""
    rules, order = r.rules, r.table.trumps.order
    low_card = r.table.trumps.lowest_of_suit(hand)
    assert low_card is not None
    low_rank = rank_of(low_card)
    taker = rules.low_goes_to is LowGoesTo.TAKER
    guard = 0.85 if taker else 1.0
    jack_place = order.index(card(JACK, r.suit))
    if r.n_trumps == 1 and taker:
        guard = 0.7 if above <= jack_place else 0.55
    low = guard * (1.0 - r.p_opp) ** low_rank
    # A partner's lower trump is ours too, a little.
    if r.partners and low_rank:
        low += (1.0 - low) * 0.3 * (1.0 - (1.0 - r.p_partner) ** low_rank)
    if taker:
        # Under ``taker`` Low is caught as well as held: the top trumps take the trump tricks,
        # and the small trumps (Low among them) fall under them. Measured in standard's own
        # hands, the pitcher's side took a Low it did not hold about 0.35 more often for each
        # of the ace and king it held (a queen-high suit takes few trump tricks).
        top3 = (r.trumps & _top_mask(order, _LOW_CATCHERS)).bit_count()
        held_low = (1.0 - r.p_opp) ** low_rank
        low += (1.0 - low) * (1.0 - held_low) * min(LOW_CATCH_MAX, LOW_CATCH_PER_TOP * top3)
    return min(low, 0.95)


def _game_chance(r: _Reading, hand: Mask) -> float:
    """Game: a base chance by the number of sides, raised by tens, aces, trump length and the
    top trumps (the cards in the tricks they take count)."""
    sides = r.rules.sides
    game = 0.75 / sides**0.5 if sides > 2 else 0.45
    if r.partners:
        game += 0.05
    tens = (hand & RANK_MASKS[TEN]).bit_count()
    aces = (hand & RANK_MASKS[ACE]).bit_count()
    ten_trump = r.trumps >> card(TEN, r.suit) & 1
    game += 0.12 * tens + 0.06 * ten_trump + 0.04 * aces + 0.04 * max(0, r.n_trumps - 2)
    # Top trumps take tricks, and the cards in them count for Game.
    game += 0.08 * (r.suit_held >> card(QUEEN, r.suit)).bit_count()
    return min(game, 0.85)


def _award_chance(r: _Reading, award: Award, c: Card) -> float:
    """A card award's chance: a high one (the Jack, the off-jack, a joker) held and guarded
    or caught with the top trumps; a pip (the ten, three, five) held and brought home, or
    caught."""
    held = bool(r.trumps >> c & 1)
    higher = r.table.above[c]
    if award in _HONOURS:
        return _honour_chance(
            held,
            r.table.trumps.order.index(c),
            (r.trumps & higher).bit_count(),
            r.n_trumps,
            r.p_opp,
            r.p_partner,
        )
    top = (r.trumps & _top_mask(r.table.trumps.order, _TOP_TRUMPS)).bit_count()
    return _pip_chance(
        held,
        r.suit_held == 1 << c,
        (higher & ~r.trumps).bit_count(),
        top,
        r.n_trumps,
        r.partners,
        r.p_opp,
        r.p_partner,
    )


def best_suit(hand: Mask, rules: Rules) -> SuitEstimate:
    """The suit to pitch: the best estimate, ties to more trumps then the higher suit.

    Only a suit the hand holds a printed card of can be pitched (a joker names no suit).
    Deterministic in the hand alone, so a stateless bot that bid on a suit names the same suit
    when it leads.
    """
    best: SuitEstimate | None = None
    for s in range(SUIT_COUNT):
        e = estimate_suit(hand, s, rules)
        if not e.trumps:
            continue
        if best is None or (e.total, e.trumps, s) > (best.total, best.trumps, best.suit):
            best = e
    assert best is not None, "a hand of six cards holds some suit"
    return best


def higher_out(view: PlayerView, c: Card) -> Mask:
    """Cards of ``c``'s suit above it that this seat has not seen (in other hands or out): for a
    trump the trumps that beat it, the off-jack and jokers too."""
    trumps = view.trumps
    if trumps is None:
        return SUIT_MASKS[suit_of(c)] & _PLAIN[suit_of(c)].beats[c] & view.unseen
    return trumps.beats[c] & trumps.suit_masks[trumps.suit_of[c]] & view.unseen


def may_hold(view: PlayerView, seat: int) -> Mask:
    """Unseen cards ``seat`` could hold, given the suits it has shown void in."""
    if seat == view.seat:
        return view.hand
    if not view.cards_left[seat]:
        return 0
    return view.unseen & ~suits_cards(view.trumps, view.voids[seat])


def seats_still_to_play(view: PlayerView) -> list[int]:
    """The seats that play to the current trick after this one."""
    n = view.players
    played = len(view.trick)
    return [(view.seat + k) % n for k in range(1, n - played)]


def can_be_beaten(view: PlayerView, c: Card, seats: list[int]) -> bool:
    """Could any of ``seats`` (playing after) take the trick from ``c`` if ``c`` were winning?

    A seat can trump a plain-suit lead under ``anytime`` whenever it may hold a trump; under
    ``follow_suit`` only once it has shown void in the led suit.
    """
    if not seats:
        return False
    trumps = view.trumps
    if trumps is None:
        trumps = _PLAIN[suit_of(c)]
    suit = trumps.suit_of[c]
    trump = trumps.suit
    led = trumps.suit_of[view.trick[0]] if view.trick else suit
    # A higher card of its own suit beats ``c`` when that suit is trump or led.
    over = higher_out(view, c) if suit in (trump, led) else 0
    # A trump beats a plain ``c``: always allowed under ``anytime``, after showing a void
    # otherwise (unless ``c`` itself is off the suit led).
    ruff = trumps.mask if suit != trump else 0
    ruff_now = view.rules.trump_rule is TrumpRule.ANYTIME or suit != led
    return any(_may_take(view, s, over, ruff, ruff_now, led) for s in seats)


def _may_take(view: PlayerView, s: int, over: Mask, ruff: Mask, ruff_now: bool, led: int) -> bool:
    """Could seat ``s`` hold a card of ``over``, or a trump of ``ruff`` it may play now?"""
    held = may_hold(view, s)
    return bool(held & over or (held & ruff and (ruff_now or view.voids[s] >> led & 1)))


def is_low_card(view: PlayerView, c: Card) -> bool:
    """Could ``c`` be the Low point: a card of the trump suit with no lower one played or likely
    out (never a joker or the off-jack)?

    Counts as Low when no lower trump has been played or is held with it, and at most one
    lower trump is unseen.
    """
    if view.trump is None or c >= DECK_SIZE or suit_of(c) != view.trump:
        return False
    below = SUIT_MASKS[view.trump] & ((1 << c) - 1)
    if below & (view.played | view.hand):
        return False
    return (below & view.unseen).bit_count() <= 1 and rank_of(c) <= SEVEN


def card_value(view: PlayerView, c: Card) -> int:
    """What ``c`` is worth to the side that captures it, in Game card points.

    Each card award of the table's points (the Jack; the off-jack, a joker, the ten, three or
    five of trump where they score) is worth its points, and (under ``taker``) a likely Low card
    a whole point; a joker counts no Game points.
    """
    v = GAME_POINTS[c] if c < DECK_SIZE else 0
    trumps = view.trumps
    if trumps is None or not trumps.mask >> c & 1:
        return v
    worth = _table(view.rules, trumps.suit).worth[c]
    if worth:
        v += worth * POINT_AS_CARD_POINTS
    if view.rules.low_goes_to is LowGoesTo.TAKER and is_low_card(view, c):
        v += POINT_AS_CARD_POINTS
    return v


def trick_value(view: PlayerView, cards: tuple[Card, ...] | list[Card]) -> int:
    """The worth of a trick's cards to its taker (see ``card_value``)."""
    return sum(card_value(view, c) for c in cards)


def boss_of_suit(view: PlayerView, suit: int) -> Card | None:
    """This seat's card of ``suit`` (as following counts it) that no unseen card beats."""
    trumps = view.trumps
    if trumps is None:
        mine = view.hand & SUIT_MASKS[suit]
        top = highest(mine) if mine else None
    else:
        mine = view.hand & trumps.suit_masks[suit]
        if not mine:
            top = None
        elif suit == trumps.suit:
            top = trumps.highest(mine)
        else:
            top = highest(mine)
    if top is None:
        return None
    return None if higher_out(view, top) else top


def jack_of(suit: int) -> Card:
    return card(JACK, suit)


def trumps_out(view: PlayerView) -> Mask:
    """Trumps this seat has not seen that some other seat may still hold."""
    trumps = view.trumps
    if trumps is None:
        return 0
    m = 0
    for s in range(view.players):
        if s != view.seat:
            m |= may_hold(view, s)
    return m & trumps.mask


def is_partner(view: PlayerView, seat: int) -> bool:
    """Same side as this seat (itself included); with a called partner, the pitcher and its
    partner are one side for the hand once this seat may know who the partner is (the
    partner itself knows; the others once the called card is shown)."""
    if seat == view.seat:
        return True
    pair = called_pair(view)
    if view.seat in pair:
        return seat in pair
    return view.rules.side_of_seat[seat] == view.rules.side_of_seat[view.seat]


def called_pair(view: PlayerView) -> tuple[int, ...]:
    """The pitcher and its called partner as this seat may know them (empty: no called
    partner, or not known to this seat yet)."""
    if view.partner is None or view.pitcher is None:
        return ()
    return (view.pitcher, view.partner)


__all__ = [
    "POINT_AS_CARD_POINTS",
    "SuitEstimate",
    "TrumpTable",
    "award_worth",
    "best_suit",
    "boss_of_suit",
    "called_pair",
    "can_be_beaten",
    "card_value",
    "estimate_suit",
    "higher_out",
    "is_low_card",
    "is_partner",
    "jack_of",
    "may_hold",
    "rank_key",
    "seats_still_to_play",
    "suit_cards",
    "trick_value",
    "trump_table",
    "trumps_out",
]
