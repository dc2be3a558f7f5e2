"""The player's words for the rules: suit names, what a card must be, why an action is refused.

The engine names a rule by a value (``FollowDuty``, ``Violation``); this module is the one place
that turns those values into sentences for the player, through Qt's translation (context
``Rules``). The window shows these sentences as they are and decides no rule itself.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from pitch_desktop.ai.reasons import CardWord, Reason, SuitWord
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.breach import Breach, FollowDuty, Violation
from pitch_desktop.engine.cards import (
    BIG_JOKER,
    LITTLE_JOKER,
    RANKS,
    SUIT_NAMES,
    Card,
    rank_of,
    suit_of,
)
from pitch_desktop.engine.play import follow_duty
from pitch_desktop.engine.refill import throws_left
from pitch_desktop.engine.rules import SMUDGE_LEVEL, Rules
from pitch_desktop.engine.state import PASS, Action, Phase, bid_level
from pitch_desktop.engine.view import PlayerView


def turn_prompt(view: PlayerView, legal: tuple[Action, ...]) -> str:
    """What the person to act must do now, in the game's words, from their own view alone: the
    same words at a local match and at a table with friends."""
    if view.phase is Phase.BID:
        if PASS not in legal:
            return QCoreApplication.translate(
                "MatchController", "You are stuck: bid at least {bid}"
            ).format(bid=min(bid_level(a) for a in legal if bid_level(a) != PASS_LEVEL))
        return QCoreApplication.translate("MatchController", "Your bid")
    if view.phase in (Phase.NAME, Phase.DISCARD, Phase.BURN, Phase.CALL, Phase.ROB):
        return _before_play_prompt(view)
    if view.rules.draw_back:  # trumps only: every card held is a trump
        if not view.trick:
            return QCoreApplication.translate("MatchController", "Lead a trump")
        return QCoreApplication.translate("MatchController", "Play a trump")
    trumps = view.trumps
    led = trumps.suit_of[view.trick[0]] if view.trick and trumps is not None else None
    return duty_words(follow_duty(view.hand, led, trumps, view.rules.trump_rule), led)


def _before_play_prompt(view: PlayerView) -> str:
    """Naming trump, the kitty's discards and the burns: what comes between bids and cards."""
    if view.phase is Phase.NAME:
        return QCoreApplication.translate("MatchController", "Name trump")
    if view.phase is Phase.DISCARD:
        left = view.rules.kitty - view.discard_count
        return QCoreApplication.translate(
            "MatchController", "You took the kitty: cards to discard, face down: {n}"
        ).format(n=left)
    if view.phase is Phase.CALL:
        return QCoreApplication.translate(
            "MatchController", "Call your partner: a trump you do not hold"
        )
    if view.phase is Phase.ROB:
        return QCoreApplication.translate(
            "MatchController", "Rob the pack: throw a card, down to six: {n} to go"
        ).format(n=throws_left(view.hand.bit_count()))
    return QCoreApplication.translate("MatchController", "You hold more than six trumps: burn one")


def suit_name(suit: int) -> str:
    """A suit in the plural, as in "follow hearts"."""
    names = (
        QCoreApplication.translate("Rules", "clubs"),
        QCoreApplication.translate("Rules", "diamonds"),
        QCoreApplication.translate("Rules", "hearts"),
        QCoreApplication.translate("Rules", "spades"),
    )
    assert len(names) == len(SUIT_NAMES)
    return names[suit]


def rank_name(rank: int) -> str:
    names = (
        QCoreApplication.translate("Rules", "2"),
        QCoreApplication.translate("Rules", "3"),
        QCoreApplication.translate("Rules", "4"),
        QCoreApplication.translate("Rules", "5"),
        QCoreApplication.translate("Rules", "6"),
        QCoreApplication.translate("Rules", "7"),
        QCoreApplication.translate("Rules", "8"),
        QCoreApplication.translate("Rules", "9"),
        QCoreApplication.translate("Rules", "10"),
        QCoreApplication.translate("Rules", "jack"),
        QCoreApplication.translate("Rules", "queen"),
        QCoreApplication.translate("Rules", "king"),
        QCoreApplication.translate("Rules", "ace"),
    )
    assert len(names) == len(RANKS)
    return names[rank]


def card_name(card: Card) -> str:
    """A card in words: "queen of hearts", "big joker"."""
    if card == BIG_JOKER:
        return QCoreApplication.translate("Rules", "big joker")
    if card == LITTLE_JOKER:
        return QCoreApplication.translate("Rules", "little joker")
    return QCoreApplication.translate("Rules", "{rank} of {suit}").format(
        rank=rank_name(rank_of(card)), suit=suit_name(suit_of(card))
    )


def bid_name(level: int) -> str:
    """A bid as said at the table: "pass", "2", "smudge"."""
    if level == PASS_LEVEL:
        return QCoreApplication.translate("Rules", "pass")
    if level == SMUDGE_LEVEL:
        return QCoreApplication.translate("Rules", "smudge")
    return str(level)


def duty_words(duty: FollowDuty, led_suit: int | None) -> str:
    """What the player must play now, as an instruction ("Follow hearts or play a trump")."""
    if duty is FollowDuty.PITCH:
        return QCoreApplication.translate("Rules", "Pitch: lead a card to name trump")
    # (A joker cannot be pitched: the engine leaves it out of the legal cards.)
    if duty is FollowDuty.LEAD:
        return QCoreApplication.translate("Rules", "Lead a card")
    if duty is FollowDuty.ANY:
        return QCoreApplication.translate("Rules", "Play any card")
    assert led_suit is not None
    suit = suit_name(led_suit)
    if duty is FollowDuty.FOLLOW_OR_TRUMP:
        return QCoreApplication.translate("Rules", "Follow {suit} or play a trump").format(
            suit=suit
        )
    if duty is FollowDuty.FOLLOW_TRUMP:
        return QCoreApplication.translate("Rules", "Follow the trump lead with a trump")
    return QCoreApplication.translate("Rules", "Follow {suit}").format(suit=suit)


def violation_words(v: Violation, rules: Rules) -> str:
    """Why the player's action was refused, in one sentence that names the rule."""
    return _BREACH_WORDS.get(v.breach, _bid_range_words)(v, rules)


def _follow_words(v: Violation, rules: Rules) -> str:
    assert v.duty is not None
    return QCoreApplication.translate("Rules", "You cannot play the {card}: {rule}.").format(
        card=card_name(v.action), rule=duty_words(v.duty, v.led_suit).lower()
    )


def _bid_range_words(v: Violation, rules: Rules) -> str:
    return QCoreApplication.translate("Rules", "Bids run from {low} to {high}.").format(
        low=rules.min_bid, high=rules.max_bid
    )


# The sentence for each rule broken, from the violation's facts and the table's rules.
_BREACH_WORDS: dict[Breach, Callable[[Violation, Rules], str]] = {
    Breach.FOLLOW: _follow_words,
    Breach.NOT_HELD: lambda v, rules: QCoreApplication.translate(
        "Rules", "You do not hold the {card}."
    ).format(card=card_name(v.action)),
    Breach.NOT_A_CARD: lambda v, rules: QCoreApplication.translate(
        "Rules", "That is neither a bid nor a card."
    ),
    Breach.JOKER_PITCH: lambda v, rules: QCoreApplication.translate(
        "Rules", "A joker cannot be pitched: the pitch names trump by its suit."
    ),
    Breach.HAND_OVER: lambda v, rules: QCoreApplication.translate("Rules", "The hand is over."),
    Breach.BID_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "First bid or pass: the auction comes before the cards."
    ),
    Breach.AUCTION_OVER: lambda v, rules: QCoreApplication.translate(
        "Rules", "The auction is over: play a card."
    ),
    Breach.NAME_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "First name trump: choose a suit."
    ),
    Breach.DRAW_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "Wait: the players are drawing."
    ),
    Breach.BURN_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "You hold more than six trumps: first burn one of them."
    ),
    Breach.DISCARD_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "You took the kitty: first discard a card, face down."
    ),
    Breach.BURN_POINT: lambda v, rules: QCoreApplication.translate(
        "Rules",
        "You cannot burn the {card} while you hold a trump that carries no point.",
    ).format(card=card_name(v.action)),
    Breach.CALL_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "First call a trump you do not hold: its holder is your partner."
    ),
    Breach.CALL_HELD: lambda v, rules: QCoreApplication.translate(
        "Rules", "You may call only a trump you do not hold."
    ),
    Breach.ROB_FIRST: lambda v, rules: QCoreApplication.translate(
        "Rules", "You robbed the pack: first throw a card, down to six."
    ),
    Breach.ROB_TRUMP: lambda v, rules: QCoreApplication.translate(
        "Rules", "You cannot throw the {card} while you hold a card that is not trump."
    ).format(card=card_name(v.action)),
    Breach.DEALER_STUCK: lambda v, rules: QCoreApplication.translate(
        "Rules", "You are the dealer and everyone passed: you must bid at least {bid}."
    ).format(bid=rules.least_stuck_bid),
    Breach.NO_SMUDGE: lambda v, rules: QCoreApplication.translate(
        "Rules", "Smudge is not played at this table."
    ),
    Breach.NO_STEAL: lambda v, rules: QCoreApplication.translate(
        "Rules", "At this table the dealer may not take the bid by matching it."
    ),
    Breach.NO_STEAL_AT_MAX: lambda v, rules: QCoreApplication.translate(
        "Rules", "At this table the dealer may not match a bid of {bid}."
    ).format(bid=rules.max_bid),
    Breach.BID_TOO_LOW: lambda v, rules: QCoreApplication.translate(
        "Rules", "Your bid must be higher than the high bid ({bid})."
    ).format(bid=bid_name(v.high_bid)),
    Breach.BID_OUT_OF_RANGE: _bid_range_words,
}


def level_name(key: str) -> str:
    """A bot level's name for menus and seat plates ("Beginner"), never its key."""
    from pitch_desktop.ai.registry import UnknownBotError, level_of

    try:
        return QCoreApplication.translate("BotLevel", level_of(key).name)
    except UnknownBotError:
        return key


def level_description(key: str) -> str:
    """A bot level's one-line description, for tooltips."""
    from pitch_desktop.ai.registry import UnknownBotError, level_of

    try:
        return QCoreApplication.translate("BotLevel", level_of(key).description)
    except UnknownBotError:
        return ""


def reason_words(reason: str) -> str:
    """A bot's reason (a hint) in the player's language; text that is no ``Reason`` stays as is.

    The bots say their reasons in English and keep the template (context ``BotReason``) with
    the values: cards (always by name, where the English may give "AS") and suits are named
    here, clauses are translated in turn, numbers stay as the English has them.
    """
    if not isinstance(reason, Reason):
        return reason
    return QCoreApplication.translate("BotReason", reason.template).format(
        **{key: _reason_value(value) for key, value in reason.values.items()}
    )


def _reason_value(value: object) -> str:
    if isinstance(value, Reason):
        return reason_words(value)
    if isinstance(value, CardWord):
        # Even where the English names a card by its code ("AS"), the player reads its name.
        return QCoreApplication.translate("BotReason", "the {card}").format(
            card=card_name(value.card)
        )
    if isinstance(value, SuitWord):
        return suit_name(value.suit)
    return str(value)
