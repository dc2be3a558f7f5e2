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
        words, named = self._mark_hint(hint)
        # The reason, without the action it repeats, after the action's own words.
        said = without_the_action(reason, named)
        # Each line names its action by its own placeholder; the others are left unused.
        self._status.set_status(words.format(suit=named, card=named, bid=named, reason=said))
        self._last_hint = hint

    def _mark_hint(self, hint: Hint) -> tuple[str, str]:
        """Mark the panel's choice or the card a hint advises; its line's words and the action
        they name."""
        action = hint.action
        if is_name(action):
            self._view.name_panel.mark_hint(named_suit(action))
            words = QCoreApplication.translate("MainWindow", "Hint: name {suit} trump. {reason}.")
            return words, suit_name(named_suit(action))
        if is_call(action):
            self._view.call_panel.mark_hint(called_card(action))
            words = QCoreApplication.translate("MainWindow", "Hint: call the {card}. {reason}.")
            return words, card_name(called_card(action))
        if is_bid(action):
            self._view.bid_panel.mark_hint(bid_level(action))
            words = QCoreApplication.translate("MainWindow", "Hint: {bid}. {reason}.")
            bid = self._view.table.bid_words(bid_level(action), taken=hint.matched)
            return words, bid
        self._view.table.focus_card(action)
        if hint.view.phase is Phase.BURN:
            words = QCoreApplication.translate("MainWindow", "Hint: burn the {card}. {reason}.")
        elif hint.view.phase is Phase.ROB:
            words = QCoreApplication.translate("MainWindow", "Hint: throw the {card}. {reason}.")
        else:
            words = QCoreApplication.translate("MainWindow", "Hint: the {card}. {reason}.")
        return words, card_name(action)

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
