"""The words of a called partner and of the refill's rob, for the table and the replay alike:
one place, so a hand tells the same sentence live and when it is replayed.

The partner is named only as the view names it (``PlayerView.partner``): to the partner itself
from the end of the draw, to everyone once the called card is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pitch_desktop.controller.words import card_name


def call_words(name: str, you: bool, card: int) -> str:
    """The pitcher's call: "Carla calls the A♥ as her partner"."""
    if you:
        return QCoreApplication.translate(
            "MainWindow", "You call the {card}: whoever holds it is your partner"
        ).format(card=card_name(card))
    return QCoreApplication.translate(
        "MainWindow", "{name} calls the {card}: whoever holds it is the partner"
    ).format(name=name, card=card_name(card))


def partner_words(partner: str, pitcher: str, you_partner: bool, you_pitcher: bool) -> str:
    """Who the partner is, once the view says: "You are Carla's partner"."""
    if you_partner:
        return QCoreApplication.translate("MainWindow", "You are {pitcher}'s partner").format(
            pitcher=pitcher
        )
    if you_pitcher:
        return QCoreApplication.translate("MainWindow", "{partner} is your partner").format(
            partner=partner
        )
    return QCoreApplication.translate("MainWindow", "{partner} is {pitcher}'s partner").format(
        partner=partner, pitcher=pitcher
    )


def rob_words(name: str, you: bool, card: int | None, face_up: bool, left: int) -> str:
    """The dealer's throw in the rob: a non-trump face down (its card to the dealer's own
    seat, or in a replay that shows every hand), or a trump face up; and how many it still
    throws."""
    if card is None:
        words = QCoreApplication.translate("MainWindow", "{name} robs the pack: a card, face down")
    elif face_up:
        words = (
            QCoreApplication.translate("MainWindow", "You rob the pack: the {card}, face up")
            if you
            else QCoreApplication.translate(
                "MainWindow", "{name} robs the pack: the {card}, face up"
            )
        )
    else:
        words = (
            QCoreApplication.translate("MainWindow", "You rob the pack: the {card}, face down")
            if you
            else QCoreApplication.translate(
                "MainWindow", "{name} robs the pack: the {card}, face down"
            )
        )
    words = words.format(name=name, card=card_name(card) if card is not None else "")
    if left:
        words = QCoreApplication.translate("MainWindow", "{words}; {n} to go").format(
            words=words, n=left
        )
    return words
