"""What a screen reader says about the table: its words, and the announcer that speaks them.

Qt's graphics items have no accessibility of their own, so the table is told in words: the
``TableView`` (a widget) carries an accessible name and a description of the table kept up to
date (whose turn, the bid or trump, the trick so far, your hand with its playable cards, each
seat's plate), and every bid, card and trick is announced through an ``Announcer``. The words
are built here from the controller's payloads alone (the player's ``PlayerView``), so this
module reads no graphics item and the table's own files need not change for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QWidget

from pitch_desktop.controller.words import bid_name, card_name, level_name, suit_name
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup


def card_words(card: int, playable: bool | None = None) -> str:
    """A card for the ear: "queen of hearts, playable" ("queen of hearts" when it is no turn)."""
    name = card_name(card)
    if playable is None:
        return name
    if playable:
        return QCoreApplication.translate("Accessible", "{card}, playable").format(card=name)
    return QCoreApplication.translate("Accessible", "{card}, not playable").format(card=name)


def bid_words(level: int) -> str:
    """A bid as the table says it ("pass", "3", "smudge")."""
    return bid_name(level)


def seat_words(setup: MatchSetup, view: PlayerView | None, seat: int, names: Sequence[str]) -> str:
    """One seat plate: who sits there, the level of a computer player, dealer, bid, cards left
    and, with the draw-back, the trumps it burned (until the first trick) and whether it is out."""
    parts = [names[seat]]
    level = setup.seats[seat].level
    if level is not None:
        parts.append(level_name(level))
    if view is not None:
        parts.extend(_seat_in_hand(view, seat))
    return ", ".join(parts)


def _seat_in_hand(view: PlayerView, seat: int) -> list[str]:
    """What the hand in play says of a seat: its role, its cards left, the draw-back's marks."""
    left = QCoreApplication.translate("Accessible", "cards left: {n}").format(
        n=view.cards_left[seat]
    )
    return [*_seat_roles(view, seat), left, *_seat_draw_back(view, seat)]


def _seat_roles(view: PlayerView, seat: int) -> list[str]:
    """Dealer, and pitcher with the bid once there is one."""
    parts = []
    if seat == view.dealer:
        parts.append(QCoreApplication.translate("Accessible", "dealer"))
    if view.pitcher == seat and view.high_bid:
        parts.append(
            QCoreApplication.translate("Accessible", "pitcher at {bid}").format(
                bid=bid_words(view.high_bid)
            )
        )
    return parts


def _seat_draw_back(view: PlayerView, seat: int) -> list[str]:
    """With the draw-back: the trumps the seat burned (told until the first trick is taken)
    and whether it is out of the hand."""
    parts = []
    if view.burned and view.burned[seat] and not any(view.tricks):
        burned = ", ".join(card_name(c) for c in cards_of(view.burned[seat]))
        parts.append(
            QCoreApplication.translate("Accessible", "burned: {cards}").format(cards=burned)
        )
    if view.phase is Phase.PLAY and view.seats_in and not view.seats_in >> seat & 1:
        parts.append(QCoreApplication.translate("Accessible", "out of the hand"))
    return parts


def table_description(
    setup: MatchSetup,
    view: PlayerView | None,
    names: Sequence[str],
    *,
    to_act: int | None = None,
    playable: frozenset[int] = frozenset(),
) -> str:
    """The whole table in a few sentences, for the table view's accessible description."""
    if view is None:
        return QCoreApplication.translate("Accessible", "The cards are being dealt.")
    sentences = (
        _turn_sentence(setup, names, to_act),
        _bid_sentence(view, names),
        _trick_sentence(view, names),
        _hand_sentence(view, playable),
    )
    lines = [line for line in sentences if line]
    seats = "; ".join(seat_words(setup, view, s, names) for s in range(setup.rules.players))
    lines.append(QCoreApplication.translate("Accessible", "Seats: {seats}.").format(seats=seats))
    return " ".join(lines)


def _turn_sentence(setup: MatchSetup, names: Sequence[str], to_act: int | None) -> str:
    """Whose turn it is; "" when it is nobody's."""
    if to_act is None:
        return ""
    if to_act == setup.you_seat:
        return QCoreApplication.translate("Accessible", "Your turn.")
    return QCoreApplication.translate("Accessible", "{name} to play.").format(name=names[to_act])


def _bid_sentence(view: PlayerView, names: Sequence[str]) -> str:
    """Trump once it is known, else the high bid so far; "" before any bid."""
    if view.trump is not None:
        return QCoreApplication.translate("Accessible", "Trump: {suit}.").format(
            suit=suit_name(view.trump)
        )
    if view.high_bid and view.pitcher is not None:
        return QCoreApplication.translate("Accessible", "High bid: {bid} by {name}.").format(
            bid=bid_words(view.high_bid), name=names[view.pitcher]
        )
    return ""


def _trick_sentence(view: PlayerView, names: Sequence[str]) -> str:
    """The cards of the trick in play, who played each; "" between tricks."""
    if not view.plays or len(view.trick) == 0:
        return ""
    played = view.plays[-len(view.trick) :]
    words = "; ".join(
        QCoreApplication.translate("Accessible", "{name}: {card}").format(
            name=names[seat], card=card_name(card)
        )
        for seat, card in played
    )
    return QCoreApplication.translate("Accessible", "Trick so far: {cards}.").format(cards=words)


def _hand_sentence(view: PlayerView, playable: frozenset[int]) -> str:
    """The player's cards, each marked playable or not while it is their turn to play."""
    hand = cards_of(view.hand)
    if not hand:
        return ""
    cards = "; ".join(card_words(c, (c in playable) if playable else None) for c in sorted(hand))
    return QCoreApplication.translate("Accessible", "Your hand: {cards}.").format(cards=cards)


def bid_announcement(name: str, you: bool, level: int, *, matched: bool, stuck: bool) -> str:
    """One bid, as a screen reader says it at once; ``you``: the seat of "you" bid."""
    if level == 0:
        return (
            QCoreApplication.translate("Accessible", "You pass")
            if you
            else QCoreApplication.translate("Accessible", "{name} passes").format(name=name)
        )
    bid = bid_words(level)
    if matched:
        return QCoreApplication.translate("Accessible", "{name} takes the bid at {bid}").format(
            name=name, bid=bid
        )
    if stuck:
        return QCoreApplication.translate("Accessible", "{name} is stuck and bids {bid}").format(
            name=name, bid=bid
        )
    if level == SMUDGE_LEVEL:
        return QCoreApplication.translate("Accessible", "{name} bids a smudge").format(name=name)
    return QCoreApplication.translate("Accessible", "{name} bids {bid}").format(name=name, bid=bid)


def card_announcement(name: str, card: int) -> str:
    return QCoreApplication.translate("Accessible", "{name} plays the {card}").format(
        name=name, card=card_name(card)
    )


def trick_announcement(name: str, trick_number: int) -> str:
    return QCoreApplication.translate("Accessible", "Trick {n}: {name} takes it").format(
        n=trick_number, name=name
    )


def score_words(names: Sequence[str], totals: Sequence[int], target: int) -> str:
    """The score pad's totals, for its accessible description."""
    scores = "; ".join(
        QCoreApplication.translate("Accessible", "{side}: {total}").format(side=n, total=t)
        for n, t in zip(names, totals, strict=True)
    )
    return QCoreApplication.translate("Accessible", "Score: {scores}. Playing to {target}.").format(
        scores=scores, target=target
    )


class Announcer(QLabel):
    """A live region: each announcement becomes its accessible name, and assistive technology
    is told at once (an alert), so a screen reader speaks every bid and card as it happens.

    It shows no text (a sighted player reads the table and the status line) and takes one pixel
    of the status bar, since a hidden widget is not in the accessibility tree at all.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Announcer")
        self.setFixedSize(1, 1)
        self.setAccessibleName("")
        self.setAccessibleDescription(
            QCoreApplication.translate("Accessible", "Announcements of the game")
        )
        self.said: list[str] = []  # every announcement, oldest first (the last 50)

    def announce(self, text: str) -> None:
        if not text:
            return
        self.said = [*self.said[-49:], text]
        self.setAccessibleName(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))


def describe_bid_panel(panel: QWidget, title: str, hint: str) -> None:
    """Name the bid panel and each of its buttons for the ear ("Bid 3", "Pass")."""
    panel.setAccessibleName(title)
    panel.setAccessibleDescription(hint)
    buttons = getattr(panel, "buttons", {})
    for level, button in buttons.items():
        if level == 0:
            name = QCoreApplication.translate("Accessible", "Pass")
        elif level == SMUDGE_LEVEL:
            name = QCoreApplication.translate("Accessible", "Bid a smudge")
        else:
            name = QCoreApplication.translate("Accessible", "Bid {bid}").format(bid=level)
        button.setAccessibleName(name)
        if not button.isEnabled():
            button.setAccessibleDescription(
                QCoreApplication.translate("Accessible", "not allowed now")
            )
        else:
            button.setAccessibleDescription("")
