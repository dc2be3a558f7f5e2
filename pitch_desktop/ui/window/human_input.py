"""The human's moves: cards clicked, bids and suits chosen on the panels, the keys (arrows and
Enter for cards, digits and P for bids, the arrows and C, D, H, S to name trump, Space continues),
the question before a card is played, and the claim of the rest. A part of ``MainWindow``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMessageBox

from pitch_desktop.controller.events import TurnStarted
from pitch_desktop.controller.words import card_name
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import Phase, bid_action, call_action, name_action
from pitch_desktop.ui.common import accessible
from pitch_desktop.ui.common.actions import card_actions, name_suits
from pitch_desktop.ui.window.hand_end import HandEnd
from pitch_desktop.ui.window.part import WindowKit, WindowPart
from pitch_desktop.ui.window.settings import WindowSettings

_GO_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_BID_LETTERS: dict[int, int] = {Qt.Key.Key_P: 0, Qt.Key.Key_S: SMUDGE_LEVEL}  # pass, smudge


class HumanInput(WindowPart):
    """What the human does at the table, passed to the controller (which judges it)."""

    def __init__(self, kit: WindowKit, settings: WindowSettings, hand_end: HandEnd) -> None:
        super().__init__(kit)
        self._settings = settings
        self._hand_end = hand_end
        self._confirm_box: QMessageBox | None = None
        kit.status.claim_button.clicked.connect(self.claim_rest)
        self._scene.card_clicked.connect(self._on_card_clicked)
        self._scene.tapped.connect(self.go_on)
        view = kit.view
        view.bid_panel.bid_chosen.connect(self.submit_bid)
        view.name_panel.suit_chosen.connect(self.submit_name)
        view.discard_panel.discard_chosen.connect(self.submit_discards)
        view.call_panel.card_called.connect(self.submit_call)

    def _on_card_clicked(self, card: int) -> None:
        """Cards go to the controller on the human's card turn (to play, or to burn with the
        draw-back); otherwise say what is awaited."""
        turn = self._presenter.turn
        if turn is None or self._presenter.setup is None:
            return
        awaited = self._awaited(turn)
        if awaited:
            self._status.set_status(awaited)
        elif turn.view.phase is Phase.DISCARD:
            self._choose_discard(card)
        elif self._settings.confirm_card and any(a == card for a in turn.legal):
            self._confirm_and_play(turn, card)
        else:
            self._controller.submit(card)

    def _awaited(self, turn: TurnStarted) -> str:
        """What the table waits for instead of a card ("" when a card is awaited): another
        seat's turn, or a choice on a panel."""
        if not turn.is_local:
            return QCoreApplication.translate("MainWindow", "Wait: it is {name}'s turn").format(
                name=self._presenter.teller.name(turn.seat)
            )
        if turn.view.phase is Phase.DISCARD:
            return ""
        if name_suits(turn.legal):
            return QCoreApplication.translate(
                "MainWindow", "First name trump, in the panel above your cards"
            )
        if turn.view.phase is Phase.CALL:
            return QCoreApplication.translate(
                "MainWindow", "First call your partner, in the panel above your cards"
            )
        if not card_actions(turn.legal):
            return QCoreApplication.translate(
                "MainWindow", "First bid or pass, in the panel above your cards"
            )
        return ""

    def _choose_discard(self, card: int) -> None:
        """A card of the pitcher's hand chosen to discard, or put back."""
        panel = self._view.discard_panel
        if not panel.isVisible():
            return  # the discards chosen are on their way to the table
        if not panel.toggle(card):
            self._status.set_status(
                QCoreApplication.translate(
                    "MainWindow", "That is all of them: click a chosen card to put it back"
                )
            )
            return
        self._scene.set_chosen(panel.chosen)  # the panel stays where it is: no jump under the eye

    def submit_discards(self, cards: list[int]) -> None:
        """The discards confirmed: the first goes now, the rest as the table asks again."""
        if not cards:
            return
        self._scene.set_chosen(())
        self._view.discard_panel.pending = list(cards[1:])
        self._controller.submit(cards[0])

    def submit_bid(self, level: int) -> None:
        self._controller.submit(bid_action(level))

    def submit_call(self, card: int) -> None:
        """The pitcher calls ``card``: whoever holds it is its partner."""
        self._controller.submit(call_action(card))

    def submit_name(self, suit: int) -> None:
        """The pitcher names ``suit`` trump (the draw-back)."""
        self._controller.submit(name_action(suit))

    def _confirm_and_play(self, turn: TurnStarted, card: int) -> None:
        """Preferences > Confirm before playing a card: ask, then play if the turn still holds."""
        question = (
            QCoreApplication.translate("MainWindow", "Burn the {card}?")
            if turn.view.phase is Phase.BURN
            else QCoreApplication.translate("MainWindow", "Play the {card}?")
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Pitch"),
            question.format(card=card_name(card)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self._window,
        )
        box.setObjectName("ConfirmCard")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)

        def done(result: int) -> None:
            box.deleteLater()
            yes = result == QMessageBox.StandardButton.Yes
            if yes and self._presenter.turn is turn and self._controller.is_waiting_for_human:
                self._controller.submit(card)

        box.finished.connect(done)
        self._confirm_box = box
        box.open()

    def claim_rest(self) -> None:
        """Game > Claim the rest: the player's cards surely take every trick left, so the hand
        is played out at once."""
        if self._controller.claim():
            self._presenter.rush_claim()
            self._status.set_status(
                QCoreApplication.translate(
                    "MainWindow", "Claimed: the rest of the tricks are yours"
                )
            )
        else:
            self._status.set_status(
                QCoreApplication.translate(
                    "MainWindow", "A claim is for when your cards surely take every trick left."
                )
            )

    def go_on(self) -> bool:
        """After a trick the match waits (Game > Pause after each trick), and after the
        player's own draw it rests a moment: a click or a key goes on. False when it was not
        waiting."""
        if self._controller.is_resting_after_draw:
            self._scene.hurry_dead()  # the dead drawn cards leave the middle now
            return self._controller.go_on()
        if not self._controller.is_paused_after_trick:
            return False
        self._scene.hurry()  # the trick goes to its taker now
        return self._controller.go_on()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play: arrows and Enter for cards, digits and P for bids, the arrows, Enter
        and the suits' letters to name trump, Space continues."""
        key = event.key()
        if self._goes_on(key):
            return True
        for panel in (self._view.name_panel, self._view.call_panel):
            if panel.isVisible():
                used = panel.handle_key(event)
                if used:
                    self._scene.keyboard_in_use()
                return used
        if self._view.bid_panel.isVisible():
            return self._bid_key(key)
        discard = self._view.discard_panel
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and discard.isVisible():
            return discard.confirm() or self._card_key(key)
        return self._card_key(key)

    def _goes_on(self, key: int) -> bool:
        """Space or Enter closes the hand's summary, ends the pause after a trick or shows the
        next person's cards; Escape ends the review of the hand."""
        summary = self._hand_end.summary_dialog
        if summary is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            summary.accept()
            return True
        if key in _GO_KEYS and (self.go_on() or self._scene.reveal_hand()):
            return True  # reveal_hand: the next person at the window shows their cards
        if key == Qt.Key.Key_Escape and self._scene.reviewing:
            self._scene.end_review()
            return True
        return False

    def _bid_key(self, key: int) -> bool:
        """A digit bids that many, P passes, S bids the smudge."""
        level = key - Qt.Key.Key_0 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else _BID_LETTERS.get(key)
        if level is None:
            return False
        self._scene.keyboard_in_use()
        self._view.bid_panel.choose(level)
        return True

    def _card_key(self, key: int) -> bool:
        """The arrows move the focus along the hand; Enter or Space plays the card in focus,
        or, with no ring shown yet on the player's turn, puts it on the first card that may be
        played (as an arrow would: Enter alone never does nothing then)."""
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._scene.move_focus(-1 if key == Qt.Key.Key_Left else 1)
            self._announce_focused_card()
            return True
        if key not in _GO_KEYS:
            return False
        if self._scene.focused_card() is not None:
            self._scene.activate_focus()
            return True
        turn = self._presenter.turn
        if turn is None or not turn.is_local or not self._controller.is_waiting_for_human:
            return False
        self._scene.keyboard_in_use()
        self._scene.move_focus(0)
        self._announce_focused_card()
        return self._scene.focused_card() is not None

    def _announce_focused_card(self) -> None:
        """Say the card the focus ring moved to, and whether it may be played."""
        card = self._scene.focused_card()
        if card is None:
            return
        turn = self._presenter.turn
        playable = turn is not None and turn.is_local and card in turn.legal
        self._status.announcer.announce(accessible.card_words(card, playable))
