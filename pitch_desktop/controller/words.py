"""The player's words for the rules: suit names, what a card must be, why an action is refused.

The engine names a rule by a value (``FollowDuty``, ``Violation``); this module is the one place
that turns those values into sentences for the player, through Qt's translation (context
``Rules``). The window shows these sentences as they are and decides no rule itself.
"""

from __future__ import annotations

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
from pitch_desktop.engine.rules import SMUDGE_LEVEL, Rules


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
    b = v.breach
    if b is Breach.FOLLOW:
        assert v.duty is not None
        return QCoreApplication.translate("Rules", "You cannot play the {card}: {rule}.").format(
            card=card_name(v.action), rule=duty_words(v.duty, v.led_suit).lower()
        )
    if b is Breach.NOT_HELD:
        return QCoreApplication.translate("Rules", "You do not hold the {card}.").format(
            card=card_name(v.action)
        )
    if b is Breach.NOT_A_CARD:
        return QCoreApplication.translate("Rules", "That is neither a bid nor a card.")
    if b is Breach.JOKER_PITCH:
        return QCoreApplication.translate(
            "Rules", "A joker cannot be pitched: the pitch names trump by its suit."
        )
    if b is Breach.HAND_OVER:
        return QCoreApplication.translate("Rules", "The hand is over.")
    if b is Breach.BID_FIRST:
        return QCoreApplication.translate(
            "Rules", "First bid or pass: the auction comes before the cards."
        )
    if b is Breach.AUCTION_OVER:
        return QCoreApplication.translate("Rules", "The auction is over: play a card.")
    if b is Breach.NAME_FIRST:
        return QCoreApplication.translate("Rules", "First name trump: choose a suit.")
    if b is Breach.DRAW_FIRST:
        return QCoreApplication.translate("Rules", "Wait: the players are drawing.")
    if b is Breach.BURN_FIRST:
        return QCoreApplication.translate(
            "Rules", "You hold more than six trumps: first burn one of them."
        )
    if b is Breach.BURN_POINT:
        return QCoreApplication.translate(
            "Rules",
            "You cannot burn the {card} while you hold a trump that carries no point.",
        ).format(card=card_name(v.action))
    if b is Breach.DEALER_STUCK:
        return QCoreApplication.translate(
            "Rules", "You are the dealer and everyone passed: you must bid at least {bid}."
        ).format(bid=rules.least_stuck_bid)
    if b is Breach.NO_SMUDGE:
        return QCoreApplication.translate("Rules", "Smudge is not played at this table.")
    if b is Breach.NO_STEAL:
        return QCoreApplication.translate(
            "Rules", "At this table the dealer may not take the bid by matching it."
        )
    if b is Breach.NO_STEAL_AT_MAX:
        return QCoreApplication.translate(
            "Rules", "At this table the dealer may not match a bid of {bid}."
        ).format(bid=rules.max_bid)
    if b is Breach.BID_TOO_LOW:
        return QCoreApplication.translate(
            "Rules", "Your bid must be higher than the high bid ({bid})."
        ).format(bid=bid_name(v.high_bid))
    return QCoreApplication.translate("Rules", "Bids run from {low} to {high}.").format(
        low=rules.min_bid, high=rules.max_bid
    )


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
