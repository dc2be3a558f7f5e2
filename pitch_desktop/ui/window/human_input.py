"""The human's keys (arrows and Enter for cards, digits and P for bids, the arrows and C, D, H, S
to name trump, Space continues) and the question before a card is played. A part of
``MainWindow``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMessageBox

from pitch_desktop.controller.events import TurnStarted
from pitch_desktop.controller.words import card_name
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import Phase
from pitch_desktop.ui.common import accessible
from pitch_desktop.ui.window.window_base import WindowBase


class HumanInput(WindowBase):
    """Keyboard play and the confirmation of a card (``MainWindow``)."""

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
            self,
        )
        box.setObjectName("ConfirmCard")
        box.setDefaultButton(QMessageBox.StandardButton.Yes)

        def done(result: int) -> None:
            box.deleteLater()
            yes = result == QMessageBox.StandardButton.Yes
            if yes and self.presenter.turn is turn and self.controller.is_waiting_for_human:
                self.controller.submit(card)

        box.finished.connect(done)
        self._confirm_box = box
        box.open()

    def claim_rest(self) -> None:
        """Game > Claim the rest: the player's cards surely take every trick left, so the hand
        is played out at once."""
        if self.controller.claim():
            self.presenter.rush_claim()
            self.set_status(
                QCoreApplication.translate(
                    "MainWindow", "Claimed: the rest of the tricks are yours"
                )
            )
        else:
            self.set_status(
                QCoreApplication.translate(
                    "MainWindow", "A claim is for when your cards surely take every trick left."
                )
            )

    def go_on(self) -> bool:
        """After a trick the match waits (Game > Pause after each trick): a click or a key
        goes on. False when it was not waiting."""
        if not self.controller.is_paused_after_trick:
            return False
        self.scene.hurry()  # the trick goes to its taker now
        return self.controller.go_on()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play: arrows and Enter for cards, digits and P for bids, the arrows, Enter
        and the suits' letters to name trump, Space continues."""
        key = event.key()
        if self._summary is not None and key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
            self._summary.accept()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.go_on():
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and (
            self.scene.reveal_hand()
        ):
            return True  # the next person at the window shows their cards
        if key == Qt.Key.Key_Escape and self.scene.reviewing:
            self.scene.end_review()
            return True
        if self.name_panel.isVisible():
            used = self.name_panel.handle_key(event)
            if used:
                self.scene.keyboard_in_use()
            return used
        if self.bid_panel.isVisible():
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 or key in (Qt.Key.Key_P, Qt.Key.Key_S):
                self.scene.keyboard_in_use()
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
                self.bid_panel.choose(key - Qt.Key.Key_0)
                return True
            if key == Qt.Key.Key_P:
                self.bid_panel.choose(0)
                return True
            if key == Qt.Key.Key_S:
                self.bid_panel.choose(SMUDGE_LEVEL)
                return True
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.scene.move_focus(-1 if key == Qt.Key.Key_Left else 1)
            self._announce_focused_card()
            return True
        if (
            key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and self.scene.focused_card() is not None
        ):
            self.scene.activate_focus()
            return True
        return False

    def _announce_focused_card(self) -> None:
        """Say the card the focus ring moved to, and whether it may be played."""
        card = self.scene.focused_card()
        if card is None:
            return
        turn = self.presenter.turn
        playable = turn is not None and turn.is_local and card in turn.legal
        self.announcer.announce(accessible.card_words(card, playable))
