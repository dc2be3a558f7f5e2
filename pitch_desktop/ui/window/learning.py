"""Learning at the table: a hint for the decision open (Game > Hint), the last move taken back
(Game > Undo), and the match marked as practice once either is used. A part of ``MainWindow``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pitch_desktop.controller.events import Hint
from pitch_desktop.controller.words import card_name, reason_words, suit_name
from pitch_desktop.engine.state import (
    Phase,
    bid_level,
    called_card,
    is_bid,
    is_call,
    is_name,
    named_suit,
)
from pitch_desktop.ui.window.part import WindowKit, WindowPart


class Learning(WindowPart):
    """Hints and undo; hears the controller's hints and the start of practice itself."""

    def __init__(self, kit: WindowKit) -> None:
        super().__init__(kit)
        self._last_hint: Hint | None = None
        kit.controller.hint_ready.connect(self.show_hint)
        kit.controller.practice_started.connect(self._on_practice)

    @property
    def last_hint(self) -> Hint | None:
        """The last hint shown (the tests check what it advised)."""
        return self._last_hint

    def ask_hint(self) -> None:
        """Game > Hint: the expert's advice for the decision now open, shown on the table."""
        if self._controller.request_hint():
            self._status.set_status(QCoreApplication.translate("MainWindow", "Looking for a hint…"))
        else:
            self._status.set_status(
                QCoreApplication.translate("MainWindow", "A hint is for your turn.")
            )

    def show_hint(self, hint: Hint) -> None:
        """The controller's hint, on the panel or the card it advises and in the status line,
        while the turn it was asked for is open here."""
        turn = self._presenter.turn
        if turn is None or not turn.is_local:
            return
        reason = reason_words(hint.reason).rstrip(".")
        if is_name(hint.action):
            suit = named_suit(hint.action)
            self._view.name_panel.mark_hint(suit)
            words = QCoreApplication.translate("MainWindow", "Hint: name {suit} trump. {reason}.")
            reason = without_the_action(reason, suit_name(suit))
            self._status.set_status(words.format(suit=suit_name(suit), reason=reason))
        elif is_call(hint.action):
            card = called_card(hint.action)
            self._view.call_panel.mark_hint(card)
            words = QCoreApplication.translate("MainWindow", "Hint: call the {card}. {reason}.")
            reason = without_the_action(reason, card_name(card))
            self._status.set_status(words.format(card=card_name(card), reason=reason))
        elif is_bid(hint.action):
            level = bid_level(hint.action)
            self._view.bid_panel.mark_hint(level)
            bid = self._view.table.bid_words(level, taken=hint.matched)
            words = QCoreApplication.translate("MainWindow", "Hint: {bid}. {reason}.")
            reason = without_the_action(reason, bid)
            self._status.set_status(words.format(bid=bid, reason=reason))
        else:
            self._view.table.focus_card(hint.action)
            words = {
                Phase.BURN: QCoreApplication.translate(
                    "MainWindow", "Hint: burn the {card}. {reason}."
                ),
                Phase.ROB: QCoreApplication.translate(
                    "MainWindow", "Hint: throw the {card}. {reason}."
                ),
            }.get(
                hint.view.phase,
                QCoreApplication.translate("MainWindow", "Hint: the {card}. {reason}."),
            )
            reason = without_the_action(reason, card_name(hint.action))
            self._status.set_status(words.format(card=card_name(hint.action), reason=reason))
        self._last_hint = hint

    def undo(self) -> None:
        """Game > Undo: take back your last bid or card in this hand (and the bots' after it)."""
        if not self._controller.undo():
            self._status.set_status(
                QCoreApplication.translate("MainWindow", "Nothing to take back in this hand.")
            )

    def _on_practice(self) -> None:
        self._hand_history().mark_practice(self._controller.match)
        self._status.tell(
            QCoreApplication.translate(
                "MainWindow",
                "Hints and undo make this a practice match: it stays out of your statistics.",
            )
        )


def without_the_action(reason: str, action: str) -> str:
    """A reason that begins by naming the action the hint names already ("pass: I count only
    3 points" after "Hint: Pass."), from its cause on; any other reason as it is."""
    head, colon, cause = reason.partition(": ")
    said = head.strip().casefold()
    if not colon or not cause or len(said.split()) > len(action.split()) + 2:
        return reason
    if not said.endswith(action.strip().casefold()):
        return reason
    return cause[:1].upper() + cause[1:]
