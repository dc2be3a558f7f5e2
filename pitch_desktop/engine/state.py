"""One hand of Pitch as an immutable state: the auction, the draw-back where it is played, the
tricks, and the score.

After OpenSpiel's game API: a ``Phase`` per stage, ``legal_actions`` and ``apply`` that dispatch
on it, and dealing as an explicit chance step driven by a ``random.Random`` the caller owns, so a
hand replays exactly from its deal and its action list.

Actions are ints: a card 0..53 (see ``cards``; played, or burned in the burn phase), a bid
``BID_BASE + level`` where level 0 is a pass, then the numbers, and ``SMUDGE_LEVEL`` smudge; with
the draw-back, naming trump ``NAME_BASE + suit`` and the forced ``DRAW``. ``legal_actions`` lists
them sorted (cards first).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from enum import IntEnum
from functools import lru_cache
from typing import NamedTuple, NoReturn, cast

from . import draw_back, refill
from .auction import (
    PASS_LEVEL,
    auction_ends_after,
    bid_breach,
    bid_text,
    legal_bid_levels,
)
from .breach import Breach, FollowDuty, Violation
from .cards import (
    MAX_DECK_SIZE,
    RANKS_PER_SUIT,
    SUIT_COUNT,
    SUIT_NAMES,
    SUITS,
    Card,
    Mask,
    card_text,
    cards_of,
    is_joker,
    mask_of,
    parse_card,
)
from .deck import Deck, Trumps, deck_of, trumps_of
from .play import follow_duty, legal_play_mask, trick_winner_index
from .points import MOST_POINTS
from .rules import SMUDGE_LEVEL, Rules
from .scoring import HandScore, match_winner, score_hand

Action = int
# Bids are numbered after the cards of the largest deck, with room to grow.
BID_BASE = 64
PASS: Action = BID_BASE
SMUDGE: Action = BID_BASE + SMUDGE_LEVEL
# The draw-back's own actions, after the bids: the pitcher naming a suit, and a player's draw.
NAME_BASE = 96
DRAW: Action = NAME_BASE + SUIT_COUNT
# A kitty's discard as every seat but the pitcher's is told of it: face down, no card. It is
# never applied, only told (a table with friends sends it in place of the card).
UNSEEN_DISCARD: Action = DRAW + 1
# A called partner: the pitcher calling a card, ``CALL_BASE + card``, after every other action.
CALL_BASE = 128


class EngineError(Exception):
    """Base of the engine's errors."""


class IllegalActionError(EngineError):
    """An action the rules do not allow now.

    ``violation`` names the rule broken as a value (the controller words it for the player);
    the message is the English of records and the command line, from ``violation_text``.
    """

    def __init__(self, violation: Violation, rules: Rules) -> None:
        super().__init__(violation_text(violation, rules))
        self.violation = violation


class Phase(IntEnum):
    BID = 0
    PLAY = 1
    DONE = 2
    NAME = 3  # the draw-back: the pitcher names trump
    DRAW = 4  # the draw-back: each player throws what is not trump and draws (forced)
    BURN = 5  # the draw-back: a player over six trumps burns one, face up
    DISCARD = 6  # the kitty without a draw: the pitcher discards one card, face down
    CALL = 7  # a called partner: the pitcher calls a trump it does not hold
    ROB = 8  # the refill: the dealer, holding the rest of the stock, throws one card


_PLAY, _BID, _DONE = Phase.PLAY, Phase.BID, Phase.DONE


def bid_action(level: int) -> Action:
    return BID_BASE + level


def is_bid(action: Action) -> bool:
    return BID_BASE <= action < NAME_BASE


def name_action(suit: int) -> Action:
    """The pitcher naming ``suit`` trump (the draw-back)."""
    return NAME_BASE + suit


def is_name(action: Action) -> bool:
    return NAME_BASE <= action < DRAW


def named_suit(action: Action) -> int:
    return action - NAME_BASE


def call_action(c: Card) -> Action:
    """The pitcher calling ``c`` (a called partner)."""
    return CALL_BASE + c


def is_call(action: Action) -> bool:
    return CALL_BASE <= action < CALL_BASE + MAX_DECK_SIZE


def called_card(action: Action) -> Card:
    return action - CALL_BASE


def bid_level(action: Action) -> int:
    return action - BID_BASE


def action_text(action: Action) -> str:
    """``pass``, ``2``, ``smudge``, a card such as ``AS``, a suit named trump (``S``) or
    ``draw``: the words of the records and the command line."""
    if is_bid(action):
        return bid_text(bid_level(action))
    if is_name(action):
        return SUITS[named_suit(action)]
    if action == DRAW:
        return "draw"
    if action == UNSEEN_DISCARD:
        return "discard"
    if is_call(action):
        return f"call {card_text(called_card(action))}"
    return card_text(action)


def parse_action(token: object) -> Action:
    """Read an action as written in records: ``"pass"``, a number, ``"smudge"`` or a card."""
    if isinstance(token, bool):
        raise ValueError(f"{token!r} is not a bid or a card")
    if isinstance(token, int):
        if not 1 <= token <= MOST_POINTS:
            raise ValueError(f"bid {token} is not a number from 1 to {MOST_POINTS}")
        return bid_action(token)
    if isinstance(token, str):
        return _parse_word(token)
    raise ValueError(f"{token!r} is not a bid or a card")


# The actions written as a word in records and on the command line.
_WORD_ACTIONS: dict[str, Action] = {"pass": PASS, "smudge": SMUDGE, "draw": DRAW}


def _parse_word(token: str) -> Action:
    """A written action: a word, a suit named trump, a bid's number, else a card."""
    t = token.strip().lower()
    if t.startswith("call "):
        return call_action(parse_card(token.strip()[5:].strip()))
    if t in _WORD_ACTIONS:
        return _WORD_ACTIONS[t]
    if len(t) == 1 and t.upper() in SUITS:
        return name_action(SUITS.index(t.upper()))
    if t.isdigit():
        return parse_action(int(t))
    return parse_card(token)


# ``tuple.__new__`` typed for the state: builds a HandState from its fields in order, without
# the per-field work of a keyword constructor.
_tuple_new = cast("Callable[[type[HandState], tuple[object, ...]], HandState]", tuple.__new__)


class HandState(NamedTuple):
    """Everything about one hand. Seats are 0..n-1 clockwise; per-seat tuples index by seat.

        A named tuple rather than a frozen dataclass: just as immutable, and a new state per action
        is made in a few hundred nanoseconds instead of microseconds (``_replace``, or one tuple in
    ``_apply_card``), which is most of
        the cost of replaying a record or walking the tree of a hand.
    """

    rules: Rules
    dealer: int
    dealt: tuple[Mask, ...]
    hands: tuple[Mask, ...]
    scores_before: tuple[int, ...]
    phase: Phase = Phase.BID
    to_act: int = 0
    bids: tuple[int, ...] = ()
    high_bid: int = PASS_LEVEL
    pitcher: int | None = None
    trump: int | None = None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    plays: tuple[Card, ...] = ()
    captured: tuple[Mask, ...] = ()
    tricks: tuple[int, ...] = ()
    last_trick: tuple[Card, ...] = ()
    last_leader: int | None = None
    thrown_in: bool = False
    score: HandScore | None = None
    winner: int | None = None
    # The draw-back (empty without it): the stock left, top first; per seat the cards drawn, the
    # dead cards (what was not trump, thrown or drawn) and the trumps burned; the burns in the
    # order made; how many players have drawn; the seats in at the current trick's start.
    stock: tuple[Card, ...] = ()
    drawn: tuple[Mask, ...] = ()
    dead: tuple[Mask, ...] = ()
    burned: tuple[Mask, ...] = ()
    burns: tuple[Card, ...] = ()
    draws: int = 0
    seats_in: Mask = 0
    undealt: tuple[Card, ...] = ()  # the whole stock as dealt, top first (the record's)
    # The kitty (empty without it): its cards, and the pitcher's face-down discards in order.
    kitty: Mask = 0
    discards: tuple[Card, ...] = ()
    # The refill: the dealer's throws when it robs the pack, in order (a trump among them is
    # face up, and in ``burned`` too; a non-trump in ``dead``).
    robs: tuple[Card, ...] = ()
    # A called partner: the card the pitcher called, and its holder once the draw is done
    # (None: not yet, or the pitcher plays alone).
    called: Card | None = None
    partner: int | None = None

    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def is_over(self) -> bool:
        return self.phase is _DONE

    @property
    def trumps(self) -> Trumps | None:
        """What each card is this hand, once trump is known (``engine.deck``)."""
        return None if self.trump is None else trumps_of(self.rules, self.trump)

    @property
    def led_suit(self) -> int | None:
        """The suit of the trick's first card, as following counts it (the off-jack and the
        jokers lead trump)."""
        if not self.trick:
            return None
        trumps = self.trumps
        assert trumps is not None
        return trumps.suit_of[self.trick[0]]

    @property
    def scores_after(self) -> tuple[int, ...]:
        if self.score is None:
            return self.scores_before
        return tuple(b + h for b, h in zip(self.scores_before, self.score.hand_score, strict=True))

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every action taken so far in order: bids, the kitty's discards, then with the
        draw-back trump named, the draws and the burns, then cards played (``new_hand`` and
        ``apply`` replay them)."""
        bids = tuple(bid_action(b) for b in self.bids)
        if self.discards:
            bids += self.discards
        if not self.rules.drawing or self.phase is _BID or self.pitcher is None:
            return bids + self.plays
        named = () if self.phase is Phase.NAME else (name_action(self.trump or 0),)
        call = () if self.called is None else (call_action(self.called),)
        return bids + named + call + (DRAW,) * self.draws + self.robs + self.burns + self.plays

    def trick_seat(self, index: int) -> int:
        """The seat that played the ``index``-th card of the current trick."""
        return draw_back.trick_seat(self.seats_in, self.leader, self.rules.players, index)

    def is_out(self, seat: int) -> bool:
        """With a draw, a seat with no card left once play has begun sits the hand out."""
        return (
            self.rules.drawing
            and self.phase in (_PLAY, _DONE)
            and self.pitcher is not None
            and not self.hands[seat]
        )

    @property
    def trick_size(self) -> int:
        """Cards the current trick will hold: one a player, or one a player still in."""
        return draw_back.trick_size(self.seats_in, self.rules.players)


def new_hand(
    rules: Rules,
    dealer: int,
    dealt: tuple[Mask, ...],
    scores_before: tuple[int, ...] | None = None,
    stock: tuple[Card, ...] = (),
    kitty: Mask = 0,
) -> HandState:
    """A hand ready for the auction, from the cards dealt to each seat (``rules.deal`` each,
    all from the table's deck), the kitty (``rules.kitty`` cards) and, with the draw-back, the
    stock: every card neither dealt nor in the kitty, top first."""
    n = rules.players
    if not 0 <= dealer < n:
        raise EngineError(f"dealer {dealer} is not a seat (0 to {n - 1})")
    seen = _check_dealt(rules, dealt)
    seen |= _check_kitty(rules, seen, kitty)
    if scores_before is None:
        scores_before = (0,) * rules.sides
    if len(scores_before) != rules.sides:
        raise EngineError(f"{len(scores_before)} scores for {rules.sides} sides")
    zeros = (0,) * n
    drawing = rules.drawing
    if drawing:
        _check_stock(rules, seen, tuple(stock))
    elif stock:
        raise EngineError("a stock is dealt only with a draw (draw_back or refill)")
    return HandState(
        rules=rules,
        dealer=dealer,
        dealt=tuple(dealt),
        hands=tuple(dealt),
        scores_before=tuple(scores_before),
        to_act=(dealer + 1) % n,
        captured=zeros,
        tricks=zeros,
        stock=tuple(stock),
        drawn=zeros if drawing else (),
        dead=zeros if drawing else (),
        burned=zeros if drawing else (),
        undealt=tuple(stock),
        kitty=kitty,
    )


def as_dealt(hand: HandState) -> HandState:
    """``hand`` as it was dealt, before anyone acted: where a retelling or an analysis starts."""
    return new_hand(
        hand.rules, hand.dealer, hand.dealt, hand.scores_before, hand.undealt, hand.kitty
    )


def _check_dealt(rules: Rules, dealt: tuple[Mask, ...]) -> Mask:
    """Each seat must hold a full deal of this table's cards, no card dealt twice: the cards
    dealt, all seats together."""
    n = rules.players
    if len(dealt) != n:
        raise EngineError(f"{len(dealt)} hands dealt for {n} players")
    seen = 0
    deck = deck_of(rules).mask
    for seat, m in enumerate(dealt):
        if m.bit_count() != rules.deal:
            raise EngineError(f"seat {seat} was dealt {m.bit_count()} cards, not {rules.deal}")
        if m & ~deck:
            stray = card_text(cards_of(m & ~deck)[0])
            raise EngineError(f"{stray} is not in this table's deck of {rules.deck_size} cards")
        if seen & m:
            dup = card_text(cards_of(seen & m)[0])
            raise EngineError(f"{dup} is dealt twice")
        seen |= m
    return seen


def _check_kitty(rules: Rules, dealt: Mask, kitty: Mask) -> Mask:
    """The kitty must be ``rules.kitty`` cards of the deck, none dealt: the kitty."""
    if kitty.bit_count() != rules.kitty:
        raise EngineError(f"the kitty holds {kitty.bit_count()} cards, not {rules.kitty}")
    deck = deck_of(rules).mask
    if kitty & ~deck:
        stray = card_text(cards_of(kitty & ~deck)[0])
        raise EngineError(f"{stray} is not in this table's deck of {rules.deck_size} cards")
    if kitty & dealt:
        raise EngineError(f"{card_text(cards_of(kitty & dealt)[0])} is in the kitty and dealt too")
    return kitty


def _check_stock(rules: Rules, dealt: Mask, stock: tuple[Card, ...]) -> None:
    """The stock must be exactly the cards of the deck not dealt."""
    deck = deck_of(rules).mask
    seen = 0
    for c in stock:
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < MAX_DECK_SIZE:
            raise EngineError(f"{c!r} in the stock is not a card")
        b = 1 << c
        if not deck & b:
            raise EngineError(
                f"{card_text(c)} in the stock is not in this table's deck of "
                f"{rules.deck_size} cards"
            )
        if dealt & b:
            raise EngineError(f"{card_text(c)} is in the stock and dealt too")
        if seen & b:
            raise EngineError(f"{card_text(c)} is in the stock twice")
        seen |= b
    missing = deck & ~dealt & ~seen
    if missing:
        raise EngineError(
            f"the stock lacks {card_text(cards_of(missing)[0])}: it must hold every card not dealt"
        )


def deal(
    rules: Rules, dealer: int, rng: random.Random, scores_before: tuple[int, ...] | None = None
) -> HandState:
    """The chance step: shuffle and deal rounds of three (a last round of what is left of the
    deal), starting left of the dealer; then the kitty; with the draw-back the rest is the
    stock."""
    size = rules.deck_size
    return deal_from(rules, dealer, rng.sample(range(size), size), scores_before)


def deal_from(
    rules: Rules,
    dealer: int,
    deck: Sequence[Card],
    scores_before: tuple[int, ...] | None = None,
) -> HandState:
    """Deal a deck already shuffled (top first) as ``deal`` does: a deal that must come out
    the same on any machine (the deals of the day) shuffles with its own generator."""
    n = rules.players
    hands = [0] * n
    pos = 0
    rounds = [3] * (rules.deal // 3) + ([rules.deal % 3] if rules.deal % 3 else [])
    for per in rounds:
        for i in range(1, n + 1):
            seat = (dealer + i) % n
            for c in deck[pos : pos + per]:
                hands[seat] |= 1 << c
            pos += per
    kitty = mask_of(deck[pos : pos + rules.kitty])
    pos += rules.kitty
    stock = tuple(deck[pos:]) if rules.drawing else ()
    return new_hand(rules, dealer, tuple(hands), scores_before, stock, kitty)


def legal_actions(state: HandState) -> list[Action]:
    """The actions the seat ``state.to_act`` may take, sorted."""
    if state.phase is _PLAY:
        return _legal_cards(state)
    return _LEGAL_BY_PHASE[state.phase](state)


def _legal_cards(state: HandState) -> list[Action]:
    """The cards the seat to act may play (the first phase looked for: most actions are)."""
    rules = state.rules
    trump = state.trump
    trick = state.trick
    if trump is None:
        trumps = led = None
    else:
        trumps = (rules.deck_cache or deck_of(rules)).by_suit[trump]
        led = trumps.suit_of[trick[0]] if trick else None
    return cards_of(legal_play_mask(state.hands[state.to_act], led, trumps, rules.trump_rule))


def _legal_bids(state: HandState) -> list[Action]:
    return list(_bid_actions(state.rules, state.to_act == state.dealer, state.high_bid))


def _legal_names(state: HandState) -> list[Action]:
    return [name_action(s) for s in range(SUIT_COUNT)]


def _legal_draws(state: HandState) -> list[Action]:
    return [DRAW]


def _legal_burns(state: HandState) -> list[Action]:
    assert state.trump is not None
    return cards_of(draw_back.burnable(state.rules, state.trump, state.hands[state.to_act]))


def _legal_discards(state: HandState) -> list[Action]:
    return cards_of(state.hands[state.to_act])


def _legal_calls(state: HandState) -> list[Action]:
    assert state.trump is not None
    return [call_action(c) for c in cards_of(_callable(state, state.trump))]


def _callable(state: HandState, trump: int) -> Mask:
    """The trumps the pitcher may call: every trump of the deck it does not hold (dealt, and
    the kitty's: at the call it holds just those)."""
    deck = deck_of(state.rules)
    return deck.by_suit[trump].mask & deck.mask & ~state.hands[state.to_act]


def _legal_robs(state: HandState) -> list[Action]:
    assert state.trump is not None
    return cards_of(refill.robbable(state.rules, state.trump, state.hands[state.to_act]))


def _no_actions(state: HandState) -> list[Action]:
    return []


_LEGAL_BY_PHASE: dict[Phase, Callable[[HandState], list[Action]]] = {
    Phase.PLAY: _legal_cards,
    Phase.BID: _legal_bids,
    Phase.NAME: _legal_names,
    Phase.DRAW: _legal_draws,
    Phase.BURN: _legal_burns,
    Phase.DISCARD: _legal_discards,
    Phase.CALL: _legal_calls,
    Phase.ROB: _legal_robs,
    Phase.DONE: _no_actions,
}


@lru_cache(maxsize=4096)
def _bid_actions(rules: Rules, is_dealer: bool, high: int) -> tuple[Action, ...]:
    return tuple(BID_BASE + lv for lv in legal_bid_levels(rules, is_dealer, high))


def apply(state: HandState, action: Action) -> HandState:
    """The state after ``action``; raises ``IllegalActionError`` naming the rule it breaks."""
    if state.phase is _PLAY:  # (looked at first, inlined: this runs for every card replayed)
        if action >= BID_BASE:  # not a card
            _refuse(state, Breach.AUCTION_OVER, action)
        if state.seats_in:
            return _apply_trump_card(state, action)
        return _apply_card(state, action)
    return _APPLY_BY_PHASE[state.phase](state, action)


def _apply_bid_action(state: HandState, action: Action) -> HandState:
    if action < BID_BASE or NAME_BASE <= action <= DRAW or is_call(action):
        _refuse(state, Breach.BID_FIRST, action)
    return _apply_bid(state, action - BID_BASE)


def _apply_name_action(state: HandState, action: Action) -> HandState:
    if not is_name(action):
        _refuse(state, Breach.NAME_FIRST, action)
    return _apply_name(state, named_suit(action))


def _apply_draw_action(state: HandState, action: Action) -> HandState:
    if action != DRAW:
        _refuse(state, Breach.DRAW_FIRST, action)
    return _apply_draw(state)


def _apply_after_hand(state: HandState, action: Action) -> NoReturn:
    _refuse(state, Breach.HAND_OVER, action)


def _refuse(
    state: HandState,
    breach: Breach,
    action: Action,
    *,
    duty: FollowDuty | None = None,
    led_suit: int | None = None,
    high_bid: int = 0,
) -> NoReturn:
    violation = Violation(breach, state.to_act, action, duty, led_suit, high_bid)
    raise IllegalActionError(violation, state.rules)


def _apply_bid(state: HandState, level: int) -> HandState:
    rules = state.rules
    seat = state.to_act
    is_dealer = seat == state.dealer
    if level not in legal_bid_levels(rules, is_dealer, state.high_bid):
        breach = bid_breach(rules, is_dealer, state.high_bid, level)
        _refuse(state, breach, bid_action(level), high_bid=state.high_bid)
    high, pitcher = state.high_bid, state.pitcher
    if level != PASS_LEVEL:
        high, pitcher = level, seat
    bids = (*state.bids, level)
    if not auction_ends_after(rules, is_dealer, high):
        return state._replace(
            bids=bids, high_bid=high, pitcher=pitcher, to_act=(seat + 1) % rules.players
        )
    if pitcher is None:
        return state._replace(bids=bids, phase=Phase.DONE, thrown_in=True)
    if rules.drawing:
        # The kitty joins the pitcher's hand before trump is named, as cards it drew.
        return state._replace(
            bids=bids,
            high_bid=high,
            pitcher=pitcher,
            phase=Phase.NAME,
            to_act=pitcher,
            hands=_with(state.hands, pitcher, state.hands[pitcher] | state.kitty),
            drawn=_with(state.drawn, pitcher, state.kitty),
        )
    if state.kitty:
        return state._replace(
            bids=bids,
            high_bid=high,
            pitcher=pitcher,
            phase=Phase.DISCARD,
            to_act=pitcher,
            hands=_with(state.hands, pitcher, state.hands[pitcher] | state.kitty),
        )
    return state._replace(
        bids=bids,
        high_bid=high,
        pitcher=pitcher,
        phase=Phase.PLAY,
        to_act=pitcher,
        leader=pitcher,
    )


def _apply_name(state: HandState, suit: int) -> HandState:
    """The pitcher names trump; then it calls its partner, or the first player to draw is to
    act."""
    assert state.pitcher is not None
    if state.rules.call_partner:
        return state._replace(trump=suit, phase=Phase.CALL)
    return _start_draw(state._replace(trump=suit))


def _start_draw(state: HandState) -> HandState:
    assert state.pitcher is not None
    order = _draw_order(state, state.pitcher)
    return state._replace(phase=Phase.DRAW, to_act=order[0])


def _draw_order(state: HandState, pitcher: int) -> tuple[int, ...]:
    """Who draws in turn: the draw-back's pitcher last, the refill's dealer last."""
    if state.rules.refill:
        return refill.refill_order(state.players, state.dealer)
    return draw_back.draw_order(state.players, state.dealer, pitcher)


def _apply_call_action(state: HandState, action: Action) -> HandState:
    """The pitcher calls a trump it does not hold; then the draw."""
    if not is_call(action):
        _refuse(state, Breach.CALL_FIRST, action)
    c = called_card(action)
    assert state.trump is not None
    if not _callable(state, state.trump) >> c & 1:
        _refuse(state, Breach.CALL_HELD, action)
    return _start_draw(state._replace(called=c))


def _apply_rob(state: HandState, c: Card) -> HandState:
    """The dealer throws one card of the robbed pack: a non-trump face down, or, holding none,
    a trump face up in the burn's order; at six the draw is done."""
    rules = state.rules
    seat = state.to_act
    assert state.trump is not None
    hand = _holding(state, deck_of(rules), c, Breach.ROB_FIRST)
    b = 1 << c
    if not refill.robbable(rules, state.trump, hand) & b:
        trumps = deck_of(rules).by_suit[state.trump].mask
        _refuse(state, Breach.BURN_POINT if trumps & hand == hand else Breach.ROB_TRUMP, c)
    face_up = bool(deck_of(rules).by_suit[state.trump].mask & b)
    state = state._replace(
        hands=_with(state.hands, seat, hand ^ b),
        robs=(*state.robs, c),
        burned=_with(state.burned, seat, state.burned[seat] | b) if face_up else state.burned,
        dead=state.dead if face_up else _with(state.dead, seat, state.dead[seat] | b),
    )
    if refill.throws_left((hand ^ b).bit_count()):
        return state
    return _draw_done(state)


def _draw_done(state: HandState) -> HandState:
    """Once the draw is done (the pitcher's taking or the dealer's rob included) the called
    card's holder is the partner, unless it is the pitcher or nobody holds it; then the
    burns."""
    if state.called is not None:
        holder = next((s for s, h in enumerate(state.hands) if h >> state.called & 1), None)
        state = state._replace(partner=None if holder == state.pitcher else holder)
    return _after_burns(state, 0)


def _apply_draw(state: HandState) -> HandState:
    """The player to act throws every card that is not trump and draws; after the pitcher,
    who takes the rest of the stock, come the burns or the first trick."""
    if state.rules.refill:
        return _apply_refill(state)
    rules = state.rules
    seat = state.to_act
    pitcher = state.pitcher
    assert state.trump is not None and pitcher is not None
    trumps = deck_of(rules).by_suit[state.trump].mask
    hand = state.hands[seat]
    kept = hand & trumps
    count = draw_back.cards_to_draw(kept.bit_count(), len(state.stock), seat == pitcher)
    drew = 0
    for c in state.stock[:count]:
        drew |= 1 << c
    hands = _with(state.hands, seat, kept | drew & trumps)
    state = state._replace(
        hands=hands,
        stock=state.stock[count:],
        drawn=_with(state.drawn, seat, state.drawn[seat] | drew),
        dead=_with(state.dead, seat, (hand | drew) & ~trumps),
        draws=state.draws + 1,
    )
    order = draw_back.draw_order(state.players, state.dealer, pitcher)
    if state.draws < len(order):
        return state._replace(to_act=order[state.draws])
    return _draw_done(state)


def _apply_refill(state: HandState) -> HandState:
    """The refill: a player throws its non-trumps and is dealt back to six, keeping what it
    draws; the dealer, last, takes the whole rest of the stock and robs down to six."""
    seat = state.to_act
    assert state.trump is not None
    trumps = deck_of(state.rules).by_suit[state.trump].mask
    hand = state.hands[seat]
    is_dealer = seat == state.dealer
    kept = hand if is_dealer else hand & trumps
    count = refill.cards_to_refill(kept.bit_count(), len(state.stock), is_dealer)
    drew = mask_of(state.stock[:count])
    state = state._replace(
        hands=_with(state.hands, seat, kept | drew),
        stock=state.stock[count:],
        drawn=_with(state.drawn, seat, state.drawn[seat] | drew),
        dead=_with(state.dead, seat, hand & ~kept),
        draws=state.draws + 1,
    )
    if not is_dealer:
        return state._replace(to_act=refill.refill_order(state.players, state.dealer)[state.draws])
    if refill.throws_left((kept | drew).bit_count()):
        return state._replace(phase=Phase.ROB)
    return _draw_done(state)


def _apply_discard(state: HandState, c: Card) -> HandState:
    """The pitcher discards a card face down, out of play; after the kitty's count, it
    pitches."""
    rules = state.rules
    seat = state.to_act
    hand = _holding(state, deck_of(rules), c, Breach.DISCARD_FIRST)
    discards = (*state.discards, c)
    state = state._replace(hands=_with(state.hands, seat, hand ^ 1 << c), discards=discards)
    if len(discards) < rules.kitty:
        return state
    return state._replace(phase=_PLAY, leader=seat)


def _after_burns(state: HandState, start: int) -> HandState:
    """The next seat that must burn, from place ``start`` of the burn order, or the first
    trick (the hand is over at once if nobody holds a trump)."""
    burner = draw_back.next_burner(state.players, state.dealer, state.hands, start)
    if burner is not None:
        return state._replace(phase=Phase.BURN, to_act=burner)
    assert state.pitcher is not None
    leader = draw_back.next_holding(state.hands, state.pitcher)
    if leader is None:
        return _score_drawn(state._replace(phase=_PLAY))
    seats_in = draw_back.seats_holding(state.hands)
    return state._replace(phase=_PLAY, to_act=leader, leader=leader, seats_in=seats_in)


def _apply_burn(state: HandState, c: Card) -> HandState:
    rules = state.rules
    seat = state.to_act
    assert state.trump is not None
    hand = _holding(state, deck_of(rules), c, Breach.BURN_FIRST)
    b = 1 << c
    if not draw_back.burnable(rules, state.trump, hand) & b:
        _refuse(state, Breach.BURN_POINT, c)
    state = state._replace(
        hands=_with(state.hands, seat, hand ^ b),
        burned=_with(state.burned, seat, state.burned[seat] | b),
        burns=(*state.burns, c),
    )
    if draw_back.over_six(hand ^ b):
        return state
    place = draw_back.burn_order(state.players, state.dealer).index(seat)
    return _after_burns(state, place + 1)


def _apply_trump_card(state: HandState, c: Card) -> HandState:
    """A card of the play after a draw (the draw-back's trumps only, the refill's ordinary
    game): one from each player still in, then the winner leads, or the next player to the
    left still holding a card."""
    rules = state.rules
    deck = rules.deck_cache or deck_of(rules)
    seat = state.to_act
    hand = _holding(state, deck, c)
    if state.trick and rules.refill:
        _check_follows(state, deck.by_suit[state.trump], hand, c)  # type: ignore[index]
    hands = _with(state.hands, seat, hand ^ 1 << c)
    trick = (*state.trick, c)
    plays = (*state.plays, c)
    seats = draw_back.trick_seats(state.seats_in, state.leader, rules.players)
    if len(trick) < len(seats):
        return state._replace(hands=hands, trick=trick, plays=plays, to_act=seats[len(trick)])
    assert state.trump is not None
    taker = seats[deck.by_suit[state.trump].winner_index(trick)]
    pile = mask_of(trick)
    state = state._replace(
        hands=hands,
        trick=(),
        plays=plays,
        captured=_with(state.captured, taker, state.captured[taker] | pile),
        tricks=_with(state.tricks, taker, state.tricks[taker] + 1),
        last_trick=trick,
        last_leader=state.leader,
    )
    leader = draw_back.next_holding(hands, taker)
    if leader is None:
        return _score_drawn(state._replace(leader=taker, to_act=taker))
    return state._replace(leader=leader, to_act=leader, seats_in=draw_back.seats_holding(hands))


def held_for_play(state: HandState) -> tuple[Mask, ...]:
    """After a draw, per seat the cards it plays this hand: dealt or drawn, less those it threw
    or burned (the draw-back's are its trumps)."""
    assert state.trump is not None
    if state.rules.refill:
        return refill.cards_in_play(state.dealt, state.drawn, state.dead, state.burned)
    return draw_back.cards_in_play(
        deck_of(state.rules).by_suit[state.trump].mask, state.dealt, state.drawn, state.burned
    )


def _score_drawn(state: HandState) -> HandState:
    """Score a hand played after a draw: the cards in play are those each seat held for
    play."""
    rules = state.rules
    assert state.trump is not None and state.pitcher is not None
    score = score_hand(
        rules,
        state.pitcher,
        state.high_bid,
        state.trump,
        held_for_play(state),
        state.captured,
        state.tricks,
        state.partner,
    )
    winner = match_winner(rules, state.scores_before, score)
    return state._replace(phase=Phase.DONE, score=score, winner=winner, seats_in=0)


def _held_for_play(
    dealt: tuple[Mask, ...], pitcher: int, kitty: Mask, discards: tuple[Card, ...]
) -> tuple[Mask, ...]:
    """Per seat the cards it played this hand: dealt, and for the pitcher the kitty less its
    discards (out of play, they count for nobody)."""
    if not kitty:
        return dealt
    return _with(dealt, pitcher, (dealt[pitcher] | kitty) & ~mask_of(discards))


def _with(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def _holding(state: HandState, deck: Deck, c: Card, not_a_card: Breach = Breach.NOT_A_CARD) -> Mask:
    """The hand of the seat to act, which must hold ``c``, a card of this table's deck (else
    refused as ``not_a_card``: the breach says what was due, a card, a burn, a discard, a
    rob)."""
    if not 0 <= c < MAX_DECK_SIZE or not deck.mask >> c & 1:
        _refuse(state, not_a_card, c)
    hand = state.hands[state.to_act]
    if not hand >> c & 1:
        _refuse(state, Breach.NOT_HELD, c)
    return hand


def _check_follows(state: HandState, trumps: Trumps, hand: Mask, c: Card) -> None:
    """A card to a trick led must follow as the table's trump rule asks."""
    rules = state.rules
    led = trumps.suit_of[state.trick[0]]
    if not legal_play_mask(hand, led, trumps, rules.trump_rule) >> c & 1:
        duty = follow_duty(hand, led, trumps, rules.trump_rule)
        _refuse(state, Breach.FOLLOW, c, duty=duty, led_suit=led)


def _pitched_trump(state: HandState, c: Card) -> int:
    """The pitch names trump: the suit of its card, which may not be a joker."""
    if is_joker(c):
        _refuse(state, Breach.JOKER_PITCH, c)
    return c // RANKS_PER_SUIT


def _apply_card(state: HandState, c: Card) -> HandState:
    # The hottest function of record replay and of every walk through a hand's tree: the state
    # is unpacked once and the next one built as one tuple, in the field order of ``HandState``.
    (
        rules,
        dealer,
        dealt,
        hands,
        scores_before,
        phase,
        seat,
        bids,
        high_bid,
        pitcher,
        trump,
        leader,
        trick,
        plays,
        captured,
        tricks,
        last_trick,
        last_leader,
        thrown_in,
        score,
        winner,
        stock,
        drawn,
        dead,
        burned,
        burns,
        draws,
        seats_in,
        undealt,
        kitty,
        discards,
        robs,
        called,
        partner,
    ) = state
    deck = rules.deck_cache or deck_of(rules)
    hand = _holding(state, deck, c)
    if trick:
        _check_follows(state, deck.by_suit[trump], hand, c)  # type: ignore[index]
    elif trump is None:
        trump = _pitched_trump(state, c)
    hands = (*hands[:seat], hand ^ 1 << c, *hands[seat + 1 :])
    trick = (*trick, c)
    plays = (*plays, c)
    n = rules.players
    if len(trick) < n:
        seat = (seat + 1) % n
    else:
        assert trump is not None
        taker = (leader + deck.by_suit[trump].winner_index(trick)) % n
        pile = mask_of(trick)
        captured = (*captured[:taker], captured[taker] | pile, *captured[taker + 1 :])
        tricks = (*tricks[:taker], tricks[taker] + 1, *tricks[taker + 1 :])
        if len(plays) == n * rules.deal:
            assert pitcher is not None
            held = _held_for_play(dealt, pitcher, kitty, discards)
            score = score_hand(rules, pitcher, high_bid, trump, held, captured, tricks)
            winner = match_winner(rules, scores_before, score)
            phase = Phase.DONE
        last_trick, last_leader, trick = trick, leader, ()
        seat = leader = taker
    return _tuple_new(
        HandState,
        (
            rules,
            dealer,
            dealt,
            hands,
            scores_before,
            phase,
            seat,
            bids,
            high_bid,
            pitcher,
            trump,
            leader,
            trick,
            plays,
            captured,
            tricks,
            last_trick,
            last_leader,
            thrown_in,
            score,
            winner,
            stock,
            drawn,
            dead,
            burned,
            burns,
            draws,
            seats_in,
            undealt,
            kitty,
            discards,
            robs,
            called,
            partner,
        ),
    )


# How each phase but play takes an action (``apply`` handles a card played itself).
_APPLY_BY_PHASE: dict[Phase, Callable[[HandState, Action], HandState]] = {
    Phase.BID: _apply_bid_action,
    Phase.NAME: _apply_name_action,
    Phase.DRAW: _apply_draw_action,
    Phase.BURN: _apply_burn,
    Phase.DISCARD: _apply_discard,
    Phase.CALL: _apply_call_action,
    Phase.ROB: _apply_rob,
    Phase.DONE: _apply_after_hand,
}


def trick_history(state: HandState) -> list[tuple[int, tuple[Card, ...], int | None]]:
    """Each trick so far as (leader, cards in play order, winner or None if unfinished)."""
    return [(seats[0], cards, winner) for seats, cards, winner in trick_plays(state)]


def trick_plays(
    state: HandState,
) -> list[tuple[tuple[int, ...], tuple[Card, ...], int | None]]:
    """Each trick so far as (the seats that play to it in order, its cards in play order, the
    winner or None if unfinished); with the draw-back, players who are out are not among the
    seats."""
    if state.pitcher is None or not state.plays:
        return []
    if not state.rules.drawing:
        return _every_seat_trick_plays(state, state.pitcher)
    return _draw_back_trick_plays(state, state.pitcher)


_TrickPlays = list[tuple[tuple[int, ...], tuple[Card, ...], int | None]]


def _every_seat_trick_plays(state: HandState, pitcher: int) -> _TrickPlays:
    """``trick_plays`` where every seat plays to every trick, the pitcher leading the first."""
    out: _TrickPlays = []
    n = state.rules.players
    trumps = deck_of(state.rules).by_suit[state.plays[0] // RANKS_PER_SUIT]
    leader = pitcher
    for i in range(0, len(state.plays), n):
        cards = state.plays[i : i + n]
        seats = tuple((leader + k) % n for k in range(n))
        if len(cards) < n:
            out.append((seats, cards, None))
            break
        winner = (leader + trick_winner_index(cards, trumps)) % n
        out.append((seats, cards, winner))
        leader = winner
    return out


def _draw_back_trick_plays(state: HandState, pitcher: int) -> _TrickPlays:
    """``trick_plays`` after a draw: the hands are followed trick by trick, since a seat that
    runs out of cards plays no more."""
    out: _TrickPlays = []
    n = state.rules.players
    assert state.trump is not None
    trumps = deck_of(state.rules).by_suit[state.trump]
    hands = held_for_play(state)
    leader_or_none = draw_back.next_holding(hands, pitcher)
    i = 0
    while i < len(state.plays) and leader_or_none is not None:
        seats = draw_back.trick_seats(draw_back.seats_holding(hands), leader_or_none, n)
        cards = state.plays[i : i + len(seats)]
        i += len(cards)
        for seat, c in zip(seats, cards, strict=False):
            hands = _with(hands, seat, hands[seat] & ~(1 << c))
        if len(cards) < len(seats):
            out.append((seats, cards, None))
            break
        winner = seats[trumps.winner_index(cards)]
        out.append((seats, cards, winner))
        leader_or_none = draw_back.next_holding(hands, winner)
    return out


def duty_of(state: HandState) -> FollowDuty:
    """What the seat to act must play now (in the play phase)."""
    led = state.led_suit
    return follow_duty(state.hands[state.to_act], led, state.trumps, state.rules.trump_rule)


_DUTY_TEXT = {
    FollowDuty.FOLLOW: "must follow {led}",
    FollowDuty.FOLLOW_OR_TRUMP: "must follow {led} or play a trump",
    FollowDuty.FOLLOW_TRUMP: "must follow the trump lead with a trump ({led})",
}


def _shown(action: Action) -> str:
    if 0 <= action < MAX_DECK_SIZE or BID_BASE <= action <= DRAW or is_call(action):
        return action_text(action)
    return str(action)


def violation_text(v: Violation, rules: Rules) -> str:
    """The English of records and ``pitch-cli`` for a broken rule; the player's words are
    the controller's."""
    text = _BREACH_TEXT.get(v.breach)
    if text is not None:
        return text(v, rules)
    return f"{bid_text(bid_level(v.action))} is not legal for seat {v.seat} ({_bid_why(v, rules)})"


def _hand_over_text(v: Violation, rules: Rules) -> str:
    return "the hand is over; no more actions"


def _auction_over_text(v: Violation, rules: Rules) -> str:
    seat, act = v.seat, v.action
    if is_bid(act):
        return f"the auction is over; seat {seat} must play a card, not bid {action_text(act)}"
    return f"seat {seat} must play a card now, not {_shown(act)}"


def _bid_first_text(v: Violation, rules: Rules) -> str:
    seat, act = v.seat, v.action
    if is_name(act) or act == DRAW or is_call(act):
        return f"seat {seat} must bid or pass, not {_shown(act)}"
    return f"seat {seat} must bid or pass before any card is played, not play {_shown(act)}"


def _not_a_card_text(v: Violation, rules: Rules) -> str:
    act = v.action
    if 0 <= act < MAX_DECK_SIZE:
        return f"{card_text(act)} is not in this table's deck of {rules.deck_size} cards"
    return f"{act} is not a card"


def _joker_pitch_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} may not pitch a joker ({card_text(v.action)}): the pitch names trump"


def _name_first_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} must name trump (S, H, D or C), not {_shown(v.action)}"


def _draw_first_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} must draw now, not {_shown(v.action)}"


def _burn_first_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} holds more than six trumps and must burn one, not {_shown(v.action)}"


def _discard_first_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} must discard a card for the kitty first, not {_shown(v.action)}"


def _call_first_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} must call a trump it does not hold first, not {_shown(v.action)}"


def _call_held_text(v: Violation, rules: Rules) -> str:
    act = v.action
    shown = card_text(called_card(act)) if is_call(act) else _shown(act)
    return f"seat {v.seat} may not call {shown}: the call is a trump it does not hold"


def _rob_first_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} robbed the pack and must throw a card first, not {_shown(v.action)}"


def _rob_trump_text(v: Violation, rules: Rules) -> str:
    return (
        f"seat {v.seat} may not throw the trump {card_text(v.action)} while holding a card "
        "that is not trump"
    )


def _burn_point_text(v: Violation, rules: Rules) -> str:
    return (
        f"seat {v.seat} may not burn {card_text(v.action)} while holding a trump that carries "
        "no point"
    )


def _not_held_text(v: Violation, rules: Rules) -> str:
    return f"seat {v.seat} does not hold {card_text(v.action)}"


def _follow_text(v: Violation, rules: Rules) -> str:
    assert v.duty is not None and v.led_suit is not None
    why = _DUTY_TEXT[v.duty].format(led=SUIT_NAMES[v.led_suit])
    return f"{card_text(v.action)} is not legal for seat {v.seat} ({why})"


# The words for each rule broken but a bid's (``_bid_why``).
_BREACH_TEXT: dict[Breach, Callable[[Violation, Rules], str]] = {
    Breach.HAND_OVER: _hand_over_text,
    Breach.AUCTION_OVER: _auction_over_text,
    Breach.BID_FIRST: _bid_first_text,
    Breach.NOT_A_CARD: _not_a_card_text,
    Breach.JOKER_PITCH: _joker_pitch_text,
    Breach.NAME_FIRST: _name_first_text,
    Breach.DRAW_FIRST: _draw_first_text,
    Breach.BURN_FIRST: _burn_first_text,
    Breach.DISCARD_FIRST: _discard_first_text,
    Breach.BURN_POINT: _burn_point_text,
    Breach.CALL_FIRST: _call_first_text,
    Breach.CALL_HELD: _call_held_text,
    Breach.ROB_FIRST: _rob_first_text,
    Breach.ROB_TRUMP: _rob_trump_text,
    Breach.NOT_HELD: _not_held_text,
    Breach.FOLLOW: _follow_text,
}


def _bid_why(v: Violation, rules: Rules) -> str:
    """Why a bid is not legal, for the rules of the auction."""
    return {
        Breach.DEALER_STUCK: f"the dealer is stuck and must bid at least {rules.least_stuck_bid}",
        Breach.NO_SMUDGE: "smudge is not played at this table",
        Breach.NO_STEAL: "the dealer may not take the bid by matching it here",
        Breach.NO_STEAL_AT_MAX: f"the dealer may not match a bid of {rules.max_bid} here",
        Breach.BID_TOO_LOW: f"a bid must be higher than the high bid {bid_text(v.high_bid)}",
        Breach.BID_OUT_OF_RANGE: f"bids run from {rules.min_bid} to {rules.max_bid}",
    }[v.breach]


__all__ = [
    "BID_BASE",
    "DRAW",
    "NAME_BASE",
    "PASS",
    "SMUDGE",
    "SUIT_NAMES",
    "Action",
    "Breach",
    "EngineError",
    "FollowDuty",
    "HandState",
    "IllegalActionError",
    "Phase",
    "Violation",
    "action_text",
    "apply",
    "bid_action",
    "bid_level",
    "call_action",
    "called_card",
    "deal",
    "duty_of",
    "held_for_play",
    "is_bid",
    "is_call",
    "is_name",
    "legal_actions",
    "name_action",
    "named_suit",
    "new_hand",
    "parse_action",
    "trick_history",
    "trick_plays",
]
