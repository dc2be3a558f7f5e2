"""Records of hands and matches, and the results of hands, as JSON.

The formats are ``pitch-hand/1``, ``pitch-match/1`` and ``pitch-result/1``.

Records are plain JSON, validated field by field on reading; every error names the hand, the
position in it and the rule broken, so a bad record is reported in one line and nothing is
half-read. The formats are fixed in FORMATS.md; other tools rely on them exactly. Reading also
refuses what no record holds and what could exhaust memory or the stack: more than
``MAX_RECORD_MIB`` MiB, nesting deeper than ``MAX_NESTING``, a field given twice, NaN, a score
beyond ``MAX_SCORE``.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from .cards import (
    DECK_SIZE,
    SUITS,
    Card,
    CardError,
    Mask,
    card_text,
    cards_of,
    mask_of,
    parse_card,
)
from .deck import deck_of
from .match import MatchState
from .rules import PLAIN_DEAL, SMUDGE_LEVEL, Rules, RulesError, rules_from_json, rules_json
from .scoring import HandScore, PointAward
from .state import (
    DRAW,
    EngineError,
    HandState,
    Phase,
    action_text,
    apply,
    bid_level,
    call_action,
    is_bid,
    new_hand,
    parse_action,
)

HAND_FORMAT = "pitch-hand/1"
MATCH_FORMAT = "pitch-match/1"
RESULT_FORMAT = "pitch-result/1"

_HAND_FIELDS = frozenset(
    {"format", "rules", "dealer", "hands", "bids", "plays", "scores_before"}
    | {"stock", "trump", "burns", "kitty", "discards", "call", "rob"}
)
_MATCH_HAND_FIELDS = frozenset(
    {"dealer", "hands", "bids", "plays", "stock", "trump", "burns", "kitty", "discards"}
    | {"call", "rob"}
)
# The fields of a draw, refused at a table without one.
_DRAW_BACK_FIELDS = ("stock", "trump", "burns")
_MATCH_FIELDS = frozenset({"format", "rules", "hands"})


class RecordError(EngineError):
    """A record that cannot be read or replayed: names the hand, the position and the rule."""

    def __init__(self, message: str, hand: int | None = None, where: str | None = None) -> None:
        self.hand = hand
        self.where = where
        message = _clipped(message, 300)
        self.reason = message
        prefix = ", ".join(p for p in (f"hand {hand}" if hand else None, where) if p)
        super().__init__(f"{prefix}: {message}" if prefix else message)


# What a reader accepts: far more than any real record (a match of a thousand hands is about
# 0.5 MB and four levels deep), little enough that a damaged or hostile file cannot exhaust
# memory or the stack.
MAX_RECORD_MIB = 4
MAX_RECORD_BYTES = MAX_RECORD_MIB * 1024 * 1024
MAX_NESTING = 16
# The most a score before a hand may be either way: no match comes near it (a target is at most
# 99), and a hand's result built on it stays a short number that JSON can write back.
MAX_SCORE = 1_000_000
_SHOWN_CHARS = 40


def shown(value: object) -> str:
    """A value as an error message quotes it: its repr, cut short so the message stays one line."""
    try:
        text = repr(value)
    except RecursionError:  # a structure nested deeper than repr can walk
        text = f"<a {type(value).__name__} nested too deep>"
    return text if len(text) <= _SHOWN_CHARS else text[: _SHOWN_CHARS - 1] + "…"


def too_large_message() -> str:
    """Why a file over the size limit is refused, for every reader to say alike."""
    return f"larger than {MAX_RECORD_MIB} MiB, the most a record may be"


class _DuplicateFieldError(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


class _NotANumberError(Exception):
    def __init__(self, name: str) -> None:
        self.name = name


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """JSON allows a field twice in one object but a record cannot mean both: refuse it."""
    obj = dict(pairs)
    if len(obj) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateFieldError(key)
            seen.add(key)
    return obj


def _refuse_constant(name: str) -> Any:
    raise _NotANumberError(name)


def check_nesting(obj: object) -> None:
    """Refuse arrays and objects nested deeper than ``MAX_NESTING``, without recursing."""
    stack: list[tuple[list[Any] | dict[str, Any], int]] = []
    if isinstance(obj, dict | list):
        stack.append((obj, 1))
    containers = (dict, list)
    while stack:
        value, depth = stack.pop()
        for child in value.values() if isinstance(value, dict) else value:
            if isinstance(child, containers):
                if depth >= MAX_NESTING:
                    raise RecordError(f"nested deeper than {MAX_NESTING} levels")
                stack.append((child, depth + 1))


def load_json(text: str) -> Any:
    """Parse a record's JSON, refusing what no record holds: a too large or too deep text,
    a field given twice, NaN or Infinity. Raises ``RecordError`` with a one-line reason."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(too_large_message())
    try:
        obj = json.loads(
            text, object_pairs_hook=_object_without_duplicates, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    except RecursionError:
        raise RecordError(f"nested deeper than {MAX_NESTING} levels") from None
    except _DuplicateFieldError as exc:
        raise RecordError(f"field {shown(exc.key)} is given twice in one object") from None
    except _NotANumberError as exc:
        raise RecordError(f"not valid JSON ({exc.name} is not a number JSON allows)") from None
    except ValueError:  # the only other ValueError: a number of thousands of digits
        raise RecordError("not valid JSON (a number too long to read)") from None
    check_nesting(obj)
    return obj


def _rules_key(obj: object) -> object:
    """A hashable key for a ``rules`` object of plain values, with each value's type (so that
    ``1`` is never taken for ``true``); None for anything else, which is read the long way."""
    if isinstance(obj, str):
        return obj
    if not isinstance(obj, dict) or len(obj) > 64:
        return None
    key: list[tuple[str, type, object]] = []
    for k, v in obj.items():
        plain = _plain_key_value(v)
        if plain is None:
            return None
        key.append((k, type(plain), plain))
    return tuple(key)


def _plain_key_value(v: object) -> object:
    """A rules value as part of ``_rules_key``: a short list of strings as a tuple, a string,
    a bool or a small int as itself; None for anything else."""
    if isinstance(v, list):
        if len(v) > 16 or not all(type(x) is str for x in v):
            return None
        return tuple(v)
    if type(v) not in (str, int, bool) or (type(v) is int and not -999 <= v <= 999):
        return None
    return v


# The rules of records read lately: a history or a match file holds one set for every hand, and
# building a ``Rules`` (every field checked) costs as much as replaying a hand's plays.
_RULES_READ: dict[object, Rules] = {}
_RULES_READ_LIMIT = 64


def read_rules(obj: object, hand: int | None = None) -> Rules:
    key = _rules_key(obj)
    if key is not None:
        known = _RULES_READ.get(key)
        if known is not None:
            return known
    rules = _read_rules(obj, hand)
    if key is not None:
        if len(_RULES_READ) >= _RULES_READ_LIMIT:
            _RULES_READ.clear()
        _RULES_READ[key] = rules
    return rules


def _read_rules(obj: object, hand: int | None) -> Rules:
    try:
        return rules_from_json(obj)
    except RulesError as exc:
        # Long enough for the list of every preset an unknown one is told.
        raise RecordError(_clipped(str(exc), _RULES_CLIP), hand, "rules") from None
    except TypeError as exc:
        raise RecordError(_clipped(f"bad rules ({exc})"), hand, "rules") from None
    except RecursionError:
        raise RecordError(f"nested deeper than {MAX_NESTING} levels", hand, "rules") from None


_RULES_CLIP = 240


def _clipped(message: str, limit: int = 160) -> str:
    """A message quoting a long value, cut to fit one line."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


def _read_dealt(obj: object, rules: Rules, hand_no: int) -> tuple[Mask, ...]:
    if not isinstance(obj, list):
        raise RecordError("must be a list of the cards dealt to each seat", hand_no, "hands")
    if len(obj) != rules.players:
        raise RecordError(f"{len(obj)} hands for {rules.players} players", hand_no, "hands")
    seen: dict[int, int] = {}
    dealt: list[Mask] = []
    deck = deck_of(rules).mask
    for seat, cards in enumerate(obj):
        if not isinstance(cards, list):
            raise RecordError(f"seat {seat}'s hand must be a list of cards", hand_no, "hands")
        if len(cards) != rules.deal:
            raise RecordError(
                f"seat {seat} has {len(cards)} cards, not {rules.deal}", hand_no, "hands"
            )
        m = 0
        for text in cards:
            try:
                c = parse_card(text)
            except CardError as exc:
                raise RecordError(f"seat {seat}: {exc}", hand_no, "hands") from None
            if not deck >> c & 1:
                raise RecordError(
                    f"seat {seat}: {card_text(c)} is not in this table's deck "
                    f"of {rules.deck_size} cards",
                    hand_no,
                    "hands",
                )
            if c in seen:
                raise RecordError(
                    f"{card_text(c)} is dealt twice (seats {seen[c]} and {seat})", hand_no, "hands"
                )
            seen[c] = seat
            m |= 1 << c
        dealt.append(m)
    return tuple(dealt)


def _read_int(obj: dict[str, Any], key: str, hand_no: int, lo: int, hi: int) -> int:
    v = obj.get(key)
    if isinstance(v, bool) or not isinstance(v, int):
        raise RecordError(f"must be a whole number, not {shown(v)}", hand_no, key)
    if not lo <= v <= hi:
        raise RecordError(f"must be from {lo} to {hi}, not {v}", hand_no, key)
    return v


def _read_list(obj: dict[str, Any], key: str, hand_no: int) -> list[Any]:
    v = obj.get(key, [])
    if not isinstance(v, list):
        raise RecordError("must be a list", hand_no, key)
    return v


def replay_hand_obj(
    obj: object,
    rules: Rules,
    hand_no: int,
    scores_before: tuple[int, ...] | None,
    allowed_fields: frozenset[str],
) -> HandState:
    """Build a hand from its record and replay its bids and plays, validating each."""
    hand = _hand_fields(obj, hand_no, allowed_fields)
    _refuse_unplayed_fields(hand, rules, hand_no)
    dealer = _read_int(hand, "dealer", hand_no, 0, rules.players - 1)
    dealt = _read_dealt(hand["hands"], rules, hand_no)
    stock = _read_hand_stock(hand, rules, hand_no)
    kitty = _read_kitty(hand, rules, dealt, hand_no)
    try:
        state = new_hand(rules, dealer, dealt, scores_before, stock, kitty)
    except EngineError as exc:
        raise RecordError(str(exc), hand_no, "stock") from None
    state = _replay_bids(_read_list(hand, "bids", hand_no), state, hand_no)
    plays = _read_list(hand, "plays", hand_no)
    if rules.kitty and not rules.drawing:
        state = _replay_discards(hand, state, hand_no, bool(plays))
    if rules.drawing:
        state = _replay_draw_back(hand, state, hand_no, bool(plays))
    return _replay_plays(plays, state, hand_no)


def _hand_fields(obj: object, hand_no: int, allowed_fields: frozenset[str]) -> dict[str, Any]:
    """The hand's object, holding no field but those allowed and at least the deal."""
    if not isinstance(obj, dict):
        raise RecordError("a hand must be a JSON object", hand_no)
    for key in obj:
        if key not in allowed_fields:
            raise RecordError(f"unknown field {shown(key)}", hand_no)
    for key in ("dealer", "hands"):
        if key not in obj:
            raise RecordError(f"missing field {shown(key)}", hand_no)
    return obj


def _read_hand_stock(obj: dict[str, Any], rules: Rules, hand_no: int) -> tuple[Card, ...]:
    """The stock the draw-back draws from; without the draw-back none of its fields may be
    given."""
    if rules.drawing:
        if "stock" not in obj:
            raise RecordError(
                f"missing field 'stock' (the {_draw_name(rules)} draws from it)", hand_no
            )
        return _read_stock(obj["stock"], rules, hand_no)
    for key in _DRAW_BACK_FIELDS:
        if key in obj:
            raise RecordError(
                f"{shown(key)} belongs to a draw (draw_back or refill), which these rules do "
                "not play",
                hand_no,
                key,
            )
    return ()


def _draw_name(rules: Rules) -> str:
    return "refill" if rules.refill else "draw-back"


def _refuse_unplayed_fields(obj: dict[str, Any], rules: Rules, hand_no: int) -> None:
    """``rob`` only with the refill, ``call`` only with a called partner."""
    if "rob" in obj and not rules.refill:
        raise RecordError(
            "'rob' belongs to the refill, which these rules do not play", hand_no, "rob"
        )
    if "call" in obj and not rules.call_partner:
        raise RecordError(
            "'call' belongs to call_partner, which these rules do not play", hand_no, "call"
        )


def _read_kitty(obj: dict[str, Any], rules: Rules, dealt: tuple[Mask, ...], hand_no: int) -> Mask:
    """The kitty's cards: required with the setting, exactly ``kitty`` of them, none dealt;
    without it an empty list at most. ``discards`` only without a draw."""
    if "discards" in obj and (not rules.kitty or rules.drawing):
        why = "these rules deal no kitty" if not rules.kitty else "the pitcher discards none"
        raise RecordError(f"no discards here: {why}", hand_no, "discards")
    if not rules.kitty:
        if obj.get("kitty", []) != []:
            raise RecordError("these rules deal no kitty", hand_no, "kitty")
        return 0
    if "kitty" not in obj:
        raise RecordError("missing field 'kitty' (the rules deal one)", hand_no)
    cards = _read_cards(obj["kitty"], hand_no, "kitty")
    kitty = mask_of(cards)
    if len(cards) != rules.kitty or kitty.bit_count() != rules.kitty:
        raise RecordError(
            f"must be the kitty's {rules.kitty} cards, not {len(cards)}", hand_no, "kitty"
        )
    _check_kitty_cards(cards, rules, dealt, hand_no)
    return kitty


def _check_kitty_cards(
    cards: list[Card], rules: Rules, dealt: tuple[Mask, ...], hand_no: int
) -> None:
    """Every card of the kitty is of this table's deck and dealt to nobody."""
    deck = deck_of(rules).mask
    seen = 0
    for m in dealt:
        seen |= m
    for c in cards:
        if not deck >> c & 1:
            raise RecordError(
                f"{card_text(c)} is not in this table's deck of {rules.deck_size} cards",
                hand_no,
                "kitty",
            )
        if seen >> c & 1:
            raise RecordError(f"{card_text(c)} is in the kitty and dealt too", hand_no, "kitty")


def _read_cards(obj: object, hand_no: int, where: str) -> list[Card]:
    if not isinstance(obj, list):
        raise RecordError("must be a list of cards", hand_no, where)
    cards: list[Card] = []
    for i, text in enumerate(obj, start=1):
        try:
            cards.append(parse_card(text))
        except CardError as exc:
            raise RecordError(f"card {i}: {exc}", hand_no, where) from None
    return cards


def _replay_discards(
    obj: dict[str, Any], state: HandState, hand_no: int, has_plays: bool
) -> HandState:
    """The pitcher's discards in order; exactly the kitty's count, fewer only in a record
    that stops there."""
    discards = _read_cards(obj.get("discards", []), hand_no, "discards")
    if discards and state.phase is Phase.BID:
        raise RecordError("the auction is not over: nobody discards yet", hand_no, "discards")
    if state.phase is Phase.DONE and discards:
        raise RecordError("the hand was thrown in: nobody discards", hand_no, "discards")
    for i, c in enumerate(discards, start=1):
        if state.phase is not Phase.DISCARD:
            raise RecordError(
                f"{card_text(c)} is one discard too many (the kitty holds {state.rules.kitty})",
                hand_no,
                "discards",
            )
        try:
            state = apply(state, c)
        except EngineError as exc:
            raise RecordError(f"discard {i}: {exc}", hand_no, "discards") from None
    if has_plays and state.phase is Phase.DISCARD:
        raise RecordError(
            f"{len(discards)} discards, not {state.rules.kitty}, before the plays",
            hand_no,
            "discards",
        )
    return state


def _replay_bids(bids: list[Any], state: HandState, hand_no: int) -> HandState:
    """Apply the record's bids in order; each must be a bid word or number, made in the
    auction."""
    for i, token in enumerate(bids, start=1):
        where = f"bid {i}"
        if state.phase is not Phase.BID:
            raise RecordError(
                f"the auction is already over, {shown(token)} is one bid too many", hand_no, where
            )
        if token not in ("pass", "smudge") and (
            isinstance(token, bool) or not isinstance(token, int)
        ):
            raise RecordError(
                f'{shown(token)} is not a bid ("pass", a number or "smudge")', hand_no, where
            )
        try:
            action = parse_action(token)
            state = apply(state, action)
        except (ValueError, EngineError) as exc:
            raise RecordError(str(exc), hand_no, where) from None
    return state


def _replay_plays(plays: list[Any], state: HandState, hand_no: int) -> HandState:
    """Apply the record's cards in order, each in the play phase."""
    for i, token in enumerate(plays, start=1):
        if state.phase is not Phase.PLAY:
            raise _not_playing_error(state, token, hand_no, f"play {i}")
        try:
            state = apply(state, parse_card(token))
        except (CardError, EngineError) as exc:
            raise RecordError(str(exc), hand_no, f"play {i}") from None
    return state


def _not_playing_error(state: HandState, token: object, hand_no: int, where: str) -> RecordError:
    """Why a card comes where no card may be played: the auction or a burn is still owed, or
    the hand is over."""
    if state.phase is Phase.BID:
        return RecordError(
            f"the auction is not over: seat {state.to_act} must still bid", hand_no, where
        )
    if state.phase is Phase.DISCARD:
        return RecordError(
            f"seat {state.to_act} took the kitty and must discard first", hand_no, where
        )
    if state.phase is Phase.BURN:
        return RecordError(
            f"seat {state.to_act} holds more than six trumps and must burn first", hand_no, where
        )
    owed = _OWED.get(state.phase)
    if owed is not None:
        return RecordError(f"seat {state.to_act} {owed} first", hand_no, where)
    return RecordError(f"the hand is over, {shown(token)} is one card too many", hand_no, where)


# What the seat to act owes before any card is played, in the draw's phases.
_OWED = {
    Phase.NAME: "is the pitcher and must name trump",
    Phase.CALL: "is the pitcher and must call a trump",
    Phase.ROB: "robbed the pack and must throw down to six",
}


def _read_stock(obj: object, rules: Rules, hand_no: int) -> tuple[Card, ...]:
    if not isinstance(obj, list):
        raise RecordError("must be a list of the cards not dealt, top first", hand_no, "stock")
    cards: list[Card] = []
    for i, text in enumerate(obj, start=1):
        try:
            cards.append(parse_card(text))
        except CardError as exc:
            raise RecordError(f"card {i}: {exc}", hand_no, "stock") from None
    return tuple(cards)


def _replay_draw_back(
    obj: dict[str, Any], state: HandState, hand_no: int, has_plays: bool
) -> HandState:
    """Name trump, call, draw, rob and burn as the record says; a record may stop before
    trump, the call, a throw of the rob or a burn, but not with anything after it."""
    burns = _read_burns(obj, state.rules, hand_no)
    robs = _read_cards(obj.get("rob", []), hand_no, "rob")
    state = _replay_trump(obj, state, hand_no, has_plays or any(burns) or bool(robs))
    state = _replay_call(obj, state, hand_no, has_plays or any(burns) or bool(robs))
    while state.phase is Phase.DRAW:
        state = apply(state, DRAW)
    state = _replay_rob(robs, state, hand_no, has_plays or any(burns))
    if any(burns) and state.phase is Phase.BID:
        raise RecordError("the auction is not over: nobody burns yet", hand_no, "burns")
    return _replay_burns(state, [list(b) for b in burns], hand_no, has_plays)


def _replay_call(obj: dict[str, Any], state: HandState, hand_no: int, goes_on: bool) -> HandState:
    """The pitcher's call; a record that ``goes_on`` past it must give it."""
    if "call" in obj:
        if state.phase is not Phase.CALL:
            raise RecordError("nobody calls here: trump is not named", hand_no, "call")
        token = obj["call"]
        try:
            return apply(state, call_action(parse_card(token)))
        except (CardError, EngineError) as exc:
            raise RecordError(str(exc), hand_no, "call") from None
    if state.phase is Phase.CALL and goes_on:
        raise RecordError(
            f"missing: seat {state.to_act}, the pitcher, must call a trump first", hand_no, "call"
        )
    return state


def _replay_rob(robs: list[Card], state: HandState, hand_no: int, goes_on: bool) -> HandState:
    """The dealer's throws as it robs the pack, down to six; a record that ``goes_on`` past
    the rob must give every throw, and none may come after it."""
    for i, c in enumerate(robs, start=1):
        if state.phase is not Phase.ROB:
            why = (
                "nobody robs yet"
                if state.phase in (Phase.BID, Phase.NAME, Phase.CALL)
                else (f"the dealer holds no more than six: {card_text(c)} is one throw too many")
            )
            raise RecordError(why, hand_no, f"rob {i}")
        try:
            state = apply(state, c)
        except EngineError as exc:
            raise RecordError(str(exc), hand_no, f"rob {i}") from None
    if state.phase is Phase.ROB and goes_on:
        raise RecordError(
            f"seat {state.to_act}, the dealer, holds {state.hands[state.to_act].bit_count()} "
            "cards and must throw down to six",
            hand_no,
            "rob",
        )
    return state


def _replay_trump(obj: dict[str, Any], state: HandState, hand_no: int, goes_on: bool) -> HandState:
    """Name the record's trump; a record that ``goes_on`` to burns or plays must name it."""
    if "trump" in obj:
        if state.phase is not Phase.NAME:
            why = "the auction is not over" if state.phase is Phase.BID else "nobody bid"
            raise RecordError(f"{why}: no trump is named", hand_no, "trump")
        token = obj["trump"]
        if not isinstance(token, str) or len(token) != 1 or token.upper() not in SUITS:
            raise RecordError(
                f'must be a suit ("S", "H", "D" or "C"), not {shown(token)}', hand_no, "trump"
            )
        return apply(state, parse_action(token))
    if state.phase is Phase.NAME and goes_on:
        raise RecordError(
            f"missing: seat {state.to_act}, the pitcher, must name trump first", hand_no, "trump"
        )
    return state


def _replay_burns(
    state: HandState, left: list[list[Card]], hand_no: int, has_plays: bool
) -> HandState:
    """Burn each seat's trumps in the burn order until nobody holds more than six; the record
    may stop short before a burn only when no play follows, and may not burn more."""
    while state.phase is Phase.BURN:
        seat = state.to_act
        if not left[seat]:
            if has_plays:
                raise RecordError(
                    f"seat {seat} holds {state.hands[seat].bit_count()} trumps and must burn "
                    "down to six before play",
                    hand_no,
                    "burns",
                )
            return state
        c = left[seat].pop(0)
        try:
            state = apply(state, c)
        except EngineError as exc:
            raise RecordError(str(exc), hand_no, f"burns, seat {seat}") from None
    for seat, rest in enumerate(left):
        if rest:
            raise RecordError(
                f"seat {seat} burns {card_text(rest[0])} but holds no more than six trumps",
                hand_no,
                f"burns, seat {seat}",
            )
    return state


def _read_burns(obj: dict[str, Any], rules: Rules, hand_no: int) -> tuple[tuple[Card, ...], ...]:
    if "burns" not in obj:
        return ((),) * rules.players
    v = obj["burns"]
    if not isinstance(v, list) or len(v) != rules.players:
        raise RecordError(
            f"must be a list of {rules.players} lists, the trumps each seat burned",
            hand_no,
            "burns",
        )
    out: list[tuple[Card, ...]] = []
    for seat, cards in enumerate(v):
        if not isinstance(cards, list):
            raise RecordError(f"seat {seat}'s burns must be a list of cards", hand_no, "burns")
        seat_cards: list[Card] = []
        for text in cards:
            try:
                seat_cards.append(parse_card(text))
            except CardError as exc:
                raise RecordError(f"seat {seat}: {exc}", hand_no, "burns") from None
        out.append(tuple(seat_cards))
    return tuple(out)


def _read_scores(obj: dict[str, Any], rules: Rules) -> tuple[int, ...] | None:
    if "scores_before" not in obj:
        return None
    v = obj["scores_before"]
    if (
        not isinstance(v, list)
        or len(v) != rules.sides
        or any(isinstance(x, bool) or not isinstance(x, int) for x in v)
    ):
        raise RecordError(
            f"must be a list of {rules.sides} whole numbers, one per side", 1, "scores_before"
        )
    for x in v:
        if not -MAX_SCORE <= x <= MAX_SCORE:
            raise RecordError(
                f"each score must be from {-MAX_SCORE} to {MAX_SCORE}, not {shown(x)}",
                1,
                "scores_before",
            )
    return tuple(v)


def replay_record(obj: object) -> list[HandState]:
    """Replay a ``pitch-hand/1`` or ``pitch-match/1`` record: the state after each hand."""
    check_nesting(obj)
    if not isinstance(obj, dict):
        raise RecordError("a record must be a JSON object")
    fmt = obj.get("format")
    if fmt == HAND_FORMAT:
        return _replay_hand_record(obj)
    if fmt == MATCH_FORMAT:
        return _replay_match_record(obj)
    raise RecordError(f"unknown format {shown(fmt)} (expected {HAND_FORMAT!r} or {MATCH_FORMAT!r})")


def _replay_hand_record(obj: dict[str, Any]) -> list[HandState]:
    """A ``pitch-hand/1`` record: one hand, with its own rules and scores before."""
    if "rules" not in obj:
        raise RecordError("missing field 'rules'", 1)
    _refuse_older_nine_point(obj, 1)
    rules = read_rules(obj["rules"], 1)
    return [replay_hand_obj(obj, rules, 1, _read_scores(obj, rules), _HAND_FIELDS)]


def _replay_match_record(obj: dict[str, Any]) -> list[HandState]:
    """A ``pitch-match/1`` record: hands in order, each going on from the one before."""
    for key in obj:
        if key not in _MATCH_FIELDS:
            raise RecordError(f"unknown field {shown(key)}")
    if "rules" not in obj:
        raise RecordError("missing field 'rules'")
    _refuse_older_nine_point(obj, None)
    rules = read_rules(obj["rules"])
    hands = obj.get("hands")
    if not isinstance(hands, list):
        raise RecordError("'hands' must be a list of hands")
    out: list[HandState] = []
    scores: tuple[int, ...] = (0,) * rules.sides
    for i, h in enumerate(hands, start=1):
        if out:
            _check_goes_on(out[-1], h, i)
        state = replay_hand_obj(h, rules, i, scores, _MATCH_HAND_FIELDS)
        scores = state.scores_after
        out.append(state)
    return out


# Nine-point dealt six cards before it dealt nine (RULES.md, "Presets of the families").
_NINE_POINT = "nine-point"


def _older_nine_point_rules(obj: dict[str, Any]) -> dict[str, Any] | None:
    """The rules object of a record of the older, six-card nine-point, None for any other
    record: the rules name the preset and give no deal, and the first hand deals six cards
    (which the preset no longer does at any table)."""
    rules = obj.get("rules")
    if isinstance(rules, str):
        rules = {"preset": rules}
    if not isinstance(rules, dict) or rules.get("preset") != _NINE_POINT or "deal" in rules:
        return None
    return rules if _first_deal_size(obj) == PLAIN_DEAL else None


def _first_deal_size(obj: dict[str, Any]) -> int | None:
    """How many cards the first hand of a record deals its first seat (None if unreadable)."""
    first: object = obj
    if obj.get("format") == MATCH_FORMAT:
        hands = obj.get("hands")
        first = hands[0] if isinstance(hands, list) and hands else None
    dealt = first.get("hands") if isinstance(first, dict) else None
    if isinstance(dealt, list) and dealt and isinstance(dealt[0], list):
        return len(dealt[0])
    return None


def _refuse_older_nine_point(obj: dict[str, Any], hand: int | None) -> None:
    """A record file of the older nine-point is refused with the one field that reads it."""
    if _older_nine_point_rules(obj) is not None:
        raise RecordError(
            f'nine-point now deals nine cards; for a record of six, add "deal": {PLAIN_DEAL} '
            "to its rules",
            hand,
            "rules",
        )


def with_older_nine_point_deal(obj: dict[str, Any]) -> dict[str, Any]:
    """A record from the game's own files (a save, the history) as it was played: one of the
    older, six-card nine-point gains ``"deal": 6``; any other is returned as it is."""
    rules = _older_nine_point_rules(obj)
    return obj if rules is None else {**obj, "rules": {**rules, "deal": PLAIN_DEAL}}


def _check_goes_on(prev: HandState, h: object, i: int) -> None:
    """A match's next hand comes only after a finished hand of a match not yet won, dealt by
    the next seat to the left."""
    if not prev.is_over:
        raise RecordError("the hand before this one is not finished", i)
    if prev.winner is not None:
        raise RecordError(f"the match was already won by side {prev.winner}", i)
    expected = (prev.dealer + 1) % prev.rules.players
    if isinstance(h, dict) and h.get("dealer") != expected:
        raise RecordError(f"the deal passes left: the dealer must be seat {expected}", i, "dealer")


def read_record_text(text: str) -> list[HandState]:
    return replay_record(load_json(text))


# --- writing ---------------------------------------------------------------------------------


def _cards_json(m: Mask) -> list[str]:
    """A hand's cards high to low by suit (spades first), the big joker before the little."""
    return [
        card_text(c)
        for c in sorted(cards_of(m), key=lambda c: (c < DECK_SIZE, -c if c < DECK_SIZE else c))
    ]


def _bid_json(level: int) -> int | str:
    if level == 0:
        return "pass"
    if level == SMUDGE_LEVEL:
        return "smudge"
    return level


def hand_body_json(state: HandState) -> dict[str, Any]:
    body: dict[str, Any] = {
        "dealer": state.dealer,
        "hands": [_cards_json(m) for m in state.dealt],
    }
    body.update(_kitty_json(state))
    if not state.rules.drawing:
        body["bids"] = [_bid_json(b) for b in state.bids]
        body.update(_discards_json(state))
        body["plays"] = [card_text(c) for c in state.plays]
        return body
    body["stock"] = [card_text(c) for c in state.undealt]
    body["bids"] = [_bid_json(b) for b in state.bids]
    if state.trump is not None:
        body["trump"] = SUITS[state.trump]
    if state.called is not None:
        body["call"] = card_text(state.called)
    if state.robs:
        body["rob"] = [card_text(c) for c in state.robs]
    if state.burns:
        body["burns"] = _burns_json(state)
    body["plays"] = [card_text(c) for c in state.plays]
    return body


def _kitty_json(state: HandState) -> dict[str, list[str]]:
    """The kitty's cards, at a table with a kitty."""
    return {"kitty": _cards_json(state.kitty)} if state.rules.kitty else {}


def _discards_json(state: HandState) -> dict[str, list[str]]:
    """The pitcher's discards, in order, at a table with a kitty."""
    if not state.rules.kitty:
        return {}
    return {"discards": [card_text(c) for c in state.discards]}


def _burns_json(state: HandState) -> list[list[str]]:
    """Per seat the trumps it burned, in the order burned."""
    per_seat: list[list[str]] = [[] for _ in range(state.players)]
    for c in state.burns:
        seat = next(s for s, m in enumerate(state.burned) if m >> c & 1)
        per_seat[seat].append(card_text(c))
    return per_seat


def hand_record_json(state: HandState) -> dict[str, Any]:
    """A ``pitch-hand/1`` record of a hand, finished or in progress."""
    return {
        "format": HAND_FORMAT,
        "rules": rules_json(state.rules),
        **hand_body_json(state),
        "scores_before": list(state.scores_before),
    }


def match_record_json(
    rules: Rules, hands: list[HandState] | tuple[HandState, ...]
) -> dict[str, Any]:
    """A ``pitch-match/1`` record: hands in order, scores carrying from one to the next."""
    return {
        "format": MATCH_FORMAT,
        "rules": rules_json(rules),
        "hands": [hand_body_json(h) for h in hands],
    }


def match_state_json(match: MatchState) -> dict[str, Any]:
    """The ``pitch-match/1`` record of every hand of a match so far, the one in play last: how a
    match in progress is kept (the app's save, the table server's saved tables)."""
    hands = [*match.history, *([match.hand] if match.hand is not None else [])]
    return match_record_json(match.rules, hands)


def match_state_from_json(obj: object) -> MatchState:
    """The match a ``pitch-match/1`` record describes, ready to go on from where it stopped;
    ``RecordError`` says in one line why a record cannot be."""
    states = replay_record(obj)
    if not isinstance(obj, dict) or obj.get("format") != MATCH_FORMAT:
        raise RecordError(f"a saved match must be a {MATCH_FORMAT!r} record")
    if not states:
        raise RecordError("the saved match has no hands")
    rules = states[0].rules
    current = states[-1] if not states[-1].is_over else None
    finished = tuple(states[:-1] if current is not None else states)
    last = finished[-1] if finished else None
    return MatchState(
        rules=rules,
        scores=last.scores_after if last is not None else (0,) * rules.sides,
        dealer=current.dealer if current is not None else (states[-1].dealer + 1) % rules.players,
        hand=current,
        history=finished,
        winner=last.winner if last is not None else None,
    )


def result_json(state: HandState) -> dict[str, Any]:
    """The ``pitch-result/1`` object for a hand: finished, thrown in, or still in progress."""
    if state.phase is not Phase.DONE:
        return {
            "format": RESULT_FORMAT,
            "finished": False,
            "to_act": state.to_act,
            "scores_after": list(state.scores_before),
        }
    if state.thrown_in:
        return {
            "format": RESULT_FORMAT,
            "thrown_in": True,
            "scores_after": list(state.scores_before),
            "winner": None,
        }
    score = state.score
    assert score is not None
    partner = {"partner": score.partner} if state.rules.call_partner else {}
    return {
        "format": RESULT_FORMAT,
        "pitcher": score.pitcher,
        **partner,
        "bid": _bid_json(score.bid),
        "trump": SUITS[score.trump],
        "points": score.points,
        "game_points": list(score.game_points),
        "won": list(score.won),
        "made": score.made,
        "hand_score": list(score.hand_score),
        "scores_after": list(state.scores_after),
        "winner": state.winner,
    }


class ReadResult(NamedTuple):
    """A finished hand read back from its result: its score (None: thrown in) and the
    scores after it."""

    score: HandScore | None
    scores_after: tuple[int, ...]


def read_result(rules: Rules, obj: object) -> ReadResult:
    """A finished hand read back from its ``pitch-result/1`` object, for a table that learns
    its earlier hands from a server. A result holds no card, so the awards name no card or
    seat, and no trick count (``tricks`` are zeros); ``RecordError`` for a result that these
    rules cannot have scored."""
    if not isinstance(obj, dict) or obj.get("format") != RESULT_FORMAT:
        raise RecordError(f"a result must be a {RESULT_FORMAT} object")
    if obj.get("finished") is False:
        raise RecordError("result: the hand is not finished")
    scores_after = _result_sides(obj, "scores_after", rules.sides)
    if obj.get("thrown_in") is True:
        return ReadResult(None, scores_after)
    return ReadResult(_score_of_result(rules, obj), scores_after)


def _score_of_result(rules: Rules, obj: dict[str, Any]) -> HandScore:
    sides = rules.sides
    pitcher = _result_number(obj, "pitcher", 0, rules.players - 1)
    bid = SMUDGE_LEVEL if obj.get("bid") == "smudge" else _result_number(obj, "bid", 1, 99)
    trump = obj.get("trump")
    if not isinstance(trump, str) or len(trump) != 1 or trump not in SUITS:
        raise RecordError(f"result.trump: must be one of {', '.join(SUITS)}")
    points = obj.get("points")
    names = [a.value for a in rules.points]
    if not isinstance(points, dict) or sorted(points) != sorted(names):
        raise RecordError(f"result.points: must name exactly {', '.join(names)}")
    awards = tuple(
        PointAward(name=a, side=_result_side(points[a.value], a.value, sides)) for a in rules.points
    )
    made = obj.get("made")
    if not isinstance(made, bool):
        raise RecordError("result.made: must be true or false")
    partner = None
    if rules.call_partner and obj.get("partner") is not None:
        partner = _result_number(obj, "partner", 0, rules.players - 1)
    return HandScore(
        pitcher=pitcher,
        pitcher_side=rules.side_of(pitcher),
        bid=bid,
        trump=SUITS.index(trump),
        awards=awards,
        game_points=_result_sides(obj, "game_points", sides),
        tricks=(0,) * sides,
        won=_result_sides(obj, "won", sides),
        made=made,
        hand_score=_result_sides(obj, "hand_score", sides),
        partner=partner,
    )


def _result_number(obj: dict[str, Any], key: str, low: int, high: int) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(f"result.{key}: must be a whole number from {low} to {high}")
    return value


def _result_side(value: object, name: str, sides: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < sides:
        raise RecordError(f"result.points.{name}: must be a side (0 to {sides - 1}) or null")
    return value


def _result_sides(obj: dict[str, Any], key: str, sides: int) -> tuple[int, ...]:
    values = obj.get(key)
    if (
        not isinstance(values, list)
        or len(values) != sides
        or any(isinstance(v, bool) or not isinstance(v, int) for v in values)
        or any(abs(v) > MAX_SCORE for v in values)
    ):
        raise RecordError(f"result.{key}: must be {sides} whole numbers, one a side")
    return tuple(values)


def dumps_line(obj: object) -> str:
    """One JSON object on one line, as ``replay`` prints results."""
    return json.dumps(obj, separators=(", ", ": "))


__all__ = [
    "HAND_FORMAT",
    "MATCH_FORMAT",
    "MAX_NESTING",
    "MAX_RECORD_BYTES",
    "MAX_RECORD_MIB",
    "MAX_SCORE",
    "RESULT_FORMAT",
    "ReadResult",
    "RecordError",
    "action_text",
    "bid_level",
    "check_nesting",
    "dumps_line",
    "hand_record_json",
    "is_bid",
    "load_json",
    "match_record_json",
    "match_state_from_json",
    "match_state_json",
    "read_record_text",
    "read_result",
    "replay_record",
    "result_json",
    "rules_json",
    "shown",
    "too_large_message",
]
