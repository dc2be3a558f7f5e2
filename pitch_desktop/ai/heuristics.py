"""Card knowledge the rule-based bots share: hand value for bidding, and reading a trick.

Every function here is pure and cheap (bit masks, no search), so the ``standard`` bot can decide
in well under a millisecond (the ``expert``'s playouts use the leaner policy of ``search``).
The bidding estimate is a sum of chances, one per point (High, Low, Jack, Game), for a suit as
trump; the trick functions say who is winning, who could still beat a card, and what a trick is
worth to the side that takes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitch_desktop.engine.cards import (
    ACE,
    CARDS_ABOVE,
    DECK_SIZE,
    GAME_POINTS,
    HAND_SIZE,
    JACK,
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
    lowest,
    rank_of,
    suit_of,
    suits_cards,
)
from pitch_desktop.engine.play import trick_winner_index
from pitch_desktop.engine.rules import LowGoesTo, Rules, TrumpRule
from pitch_desktop.engine.view import PlayerView

# How many Game card points one of the four points is worth when weighing a trick: the Game
# point is decided by a margin of some tens of card points, so a ten is about a quarter point.
POINT_AS_CARD_POINTS = 30


@dataclass(frozen=True, slots=True)
class SuitEstimate:
    """Chance that the pitcher's side wins each point with ``suit`` as trump, and their sum."""

    suit: int
    high: float
    low: float
    jack: float
    game: float
    trumps: int

    @property
    def total(self) -> float:
        return self.high + self.low + self.jack + self.game


def suit_cards(hand: Mask, suit: int) -> Mask:
    return hand & SUIT_MASKS[suit]


def _deal_share(rules: Rules, seats: int) -> float:
    """Chance that one unseen card lies in the hands of ``seats`` other players before play."""
    return min(1.0, HAND_SIZE * seats / (DECK_SIZE - HAND_SIZE))


def estimate_suit(hand: Mask, suit: int, rules: Rules) -> SuitEstimate:
    """The chance of each point for the pitcher's side with ``suit`` as trump, from six cards.

    High: the ace is sure; a lower top trump holds if none of the higher ones was dealt to an
    opponent. Low: the two (or three) is nearly sure when held (under ``taker`` it must also be
    brought home). Jack: held and guarded by higher trumps, or caught with the top trumps. Game:
    a base chance by the number of sides, raised by tens, aces and trump length.
    """
    trumps = hand & SUIT_MASKS[suit]
    n_trumps = trumps.bit_count()
    if not n_trumps:
        return SuitEstimate(suit, 0.0, 0.0, 0.0, 0.0, 0)
    n = rules.players
    partners = len(rules.seats_of(0)) - 1 if rules.teams else 0
    opponents = n - 1 - partners
    p_opp = _deal_share(rules, opponents)
    p_partner = _deal_share(rules, partners)
    top = rank_of(highest(trumps))
    above = ACE - top
    high = (1.0 - p_opp) ** above
    low_rank = rank_of(lowest(trumps))
    taker = rules.low_goes_to is LowGoesTo.TAKER
    guard = 0.85 if taker else 1.0
    if n_trumps == 1 and taker:
        guard = 0.7 if top >= JACK else 0.55
    low = guard * (1.0 - p_opp) ** low_rank
    # A partner's lower trump is ours too, a little.
    if partners and low_rank:
        low += (1.0 - low) * 0.3 * (1.0 - (1.0 - p_partner) ** low_rank)
    jack_card = card(JACK, suit)
    higher_than_jack = (trumps & CARDS_ABOVE[jack_card]).bit_count()
    if trumps >> jack_card & 1:
        jack = 0.6 + 0.13 * higher_than_jack + 0.04 * (n_trumps - 1)
        if n_trumps == 1:
            jack = 0.45
    else:
        in_opp = p_opp
        catch = 0.15 + 0.2 * higher_than_jack + 0.03 * n_trumps
        jack = in_opp * min(0.8, catch) + p_partner * 0.75
    jack = min(jack, 0.95)
    if higher_than_jack == 3 and trumps >> jack_card & 1:
        jack = 0.97  # the jack is the boss once the ace, king and queen are mine
    sides = rules.sides
    game = 0.75 / sides**0.5 if sides > 2 else 0.45
    if partners:
        game += 0.05
    tens = (hand & RANK_MASKS[TEN]).bit_count()
    aces = (hand & RANK_MASKS[ACE]).bit_count()
    ten_trump = trumps >> card(TEN, suit) & 1
    game += 0.12 * tens + 0.06 * ten_trump + 0.04 * aces + 0.04 * max(0, n_trumps - 2)
    # Top trumps take tricks, and the cards in them count for Game.
    game += 0.08 * (trumps >> card(QUEEN, suit)).bit_count()
    game = min(game, 0.85)
    return SuitEstimate(suit, high, min(low, 0.95), jack, game, n_trumps)


def best_suit(hand: Mask, rules: Rules) -> SuitEstimate:
    """The suit to pitch: the best estimate, ties to more trumps then the higher suit.

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


def winning_index(trick: tuple[Card, ...], trump: int | None) -> int:
    """Index of the card now winning a non-empty trick (the led suit stands in for trump)."""
    return trick_winner_index(trick, trump if trump is not None else suit_of(trick[0]))


def beats(c: Card, best: Card, led: int, trump: int) -> bool:
    """Would ``c`` played later take the trick from ``best`` (the card now winning)?"""
    s, bs = suit_of(c), suit_of(best)
    if s == trump:
        return bs != trump or c > best
    return bs != trump and s == led and c > best


def higher_out(view: PlayerView, c: Card) -> Mask:
    """Cards of ``c``'s suit above it that this seat has not seen (in other hands or out)."""
    return SUIT_MASKS[suit_of(c)] & CARDS_ABOVE[c] & view.unseen


def may_hold(view: PlayerView, seat: int) -> Mask:
    """Unseen cards ``seat`` could hold, given the suits it has shown void in."""
    if seat == view.seat:
        return view.hand
    if not view.cards_left[seat]:
        return 0
    return view.unseen & ~suits_cards(view.voids[seat])


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
    suit = suit_of(c)
    trump = view.trump if view.trump is not None else suit
    led = suit_of(view.trick[0]) if view.trick else suit
    higher_same = higher_out(view, c)
    trump_cards = SUIT_MASKS[trump]
    anytime = view.rules.trump_rule is TrumpRule.ANYTIME
    for s in seats:
        held = may_hold(view, s)
        if not held:
            continue
        if held & higher_same and suit in (trump, led):
            return True
        # Trumping in: always allowed under ``anytime``, after showing a void otherwise.
        if (
            suit != trump
            and held & trump_cards
            and (anytime or view.voids[s] >> led & 1 or suit != led)
        ):
            return True
    return False


def is_low_card(view: PlayerView, c: Card) -> bool:
    """Could ``c`` be the Low point: a trump with no lower trump played or likely out?

    Counts as Low when no lower trump has been played or is held with it, and at most one
    lower trump is unseen.
    """
    if view.trump is None or suit_of(c) != view.trump:
        return False
    below = SUIT_MASKS[view.trump] & ((1 << c) - 1)
    if below & (view.played | view.hand):
        return False
    return (below & view.unseen).bit_count() <= 1 and rank_of(c) <= SEVEN


def card_value(view: PlayerView, c: Card) -> int:
    """What ``c`` is worth to the side that captures it, in Game card points.

    The jack of trump and (under ``taker``) a likely Low card are each worth a whole point.
    """
    v = GAME_POINTS[c]
    if view.trump is None or suit_of(c) != view.trump:
        return v
    if rank_of(c) == JACK or (view.rules.low_goes_to is LowGoesTo.TAKER and is_low_card(view, c)):
        v += POINT_AS_CARD_POINTS
    return v


def trick_value(view: PlayerView, cards: tuple[Card, ...] | list[Card]) -> int:
    """The worth of a trick's cards to its taker (see ``card_value``)."""
    return sum(card_value(view, c) for c in cards)


def boss_of_suit(view: PlayerView, suit: int) -> Card | None:
    """This seat's card of ``suit`` that no unseen card beats, if it holds one."""
    mine = view.hand & SUIT_MASKS[suit]
    if not mine:
        return None
    top = highest(mine)
    return None if higher_out(view, top) else top


def jack_of(suit: int) -> Card:
    return card(JACK, suit)


def trumps_out(view: PlayerView) -> Mask:
    """Trumps this seat has not seen that some other seat may still hold."""
    if view.trump is None:
        return 0
    m = 0
    for s in range(view.players):
        if s != view.seat:
            m |= may_hold(view, s)
    return m & SUIT_MASKS[view.trump]


def is_partner(view: PlayerView, seat: int) -> bool:
    """Same side as this seat (itself included)."""
    return view.rules.side_of_seat[seat] == view.rules.side_of_seat[view.seat]


__all__ = [
    "POINT_AS_CARD_POINTS",
    "SuitEstimate",
    "beats",
    "best_suit",
    "boss_of_suit",
    "can_be_beaten",
    "card_value",
    "estimate_suit",
    "higher_out",
    "is_low_card",
    "is_partner",
    "jack_of",
    "may_hold",
    "seats_still_to_play",
    "suit_cards",
    "trick_value",
    "trumps_out",
    "winning_index",
]
