"""The cards played so far in the hand, suit by suit (Game > Cards played, K).

Counting cards is half of Pitch: which trumps are gone, whether the jack or the ten is still
out. This window lists, for each suit as it is followed (trump first, the off-jack and the jokers
among the trumps where the rules make them so), the cards played and who played them, the
player's own cards, and the cards not seen yet, highest first. It is kept up to date while it is
open (``show_view`` on each card).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from pitch_desktop.controller.words import suit_name
from pitch_desktop.engine.cards import SUIT_COUNT, Card, cards_of
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.ui.dialogs.summary import card_html


class CardsPlayedDialog(QDialog):
    """The cards played so far by suit, for the seat the window shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("CardsPlayed")
        self.setWindowTitle(self.tr("Cards played"))
        box = QVBoxLayout(self)
        self.body = QLabel(self)
        self.body.setObjectName("CardsPlayedBody")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body.setMinimumWidth(420)
        box.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        box.addWidget(buttons)
        # K, which opened it from the table, closes it again from here.
        QShortcut(QKeySequence("K"), self, self.close)
        self.four_colour = False
        self.body.setText(self.tr("No card has been played yet in this hand."))

    def show_view(self, view: PlayerView, names: Sequence[str]) -> None:
        """Show the hand as ``view`` sees it; ``names`` names each seat for the reader."""
        self.body.setText(self.words(view, names))

    def words(self, view: PlayerView, names: Sequence[str]) -> str:
        """The rich text of the window: one paragraph a suit."""
        if not view.plays:
            return self.tr("No card has been played yet in this hand.")
        trumps = view.trumps
        deck = deck_of(view.rules)
        played = {card: seat for seat, card in view.plays}
        if trumps is not None:
            suits = [trumps.suit, *(s for s in range(SUIT_COUNT) if s != trumps.suit)]
            masks = [trumps.suit_masks[s] & deck.mask for s in suits]
        else:  # not reached today (the first card names trump); kept for a record cut short
            suits = list(range(SUIT_COUNT))
            masks = [deck.by_suit[s].suit_masks[s] & deck.mask for s in suits]
        paragraphs = []
        for suit, mask in zip(suits, masks, strict=True):
            cards = self._high_first(view, cards_of(mask))
            gone = [
                self.tr("{card} {name}").format(card=self._card(c), name=names[played[c]])
                for c in cards
                if c in played
            ]
            mine = [self._card(c) for c in cards if c not in played and view.hand >> c & 1]
            out = [self._card(c) for c in cards if c not in played and not view.hand >> c & 1]
            name = suit_name(suit)
            title = name[:1].upper() + name[1:]
            if trumps is not None and suit == trumps.suit:
                title = self.tr("{suit} (trump)").format(suit=title)
            lines = [f"<b>{title}</b>"]
            lines.append(
                self.tr("Played: {cards}").format(cards=" · ".join(gone))
                if gone
                else self.tr("Played: none")
            )
            if mine:
                lines.append(self.tr("In your hand: {cards}").format(cards=" ".join(mine)))
            if out:
                lines.append(self.tr("Not seen yet: {cards}").format(cards=" ".join(out)))
            paragraphs.append("<br>".join(lines))
        return "<p>" + "</p><p>".join(paragraphs) + "</p>"

    @staticmethod
    def _high_first(view: PlayerView, cards: list[Card]) -> list[Card]:
        trumps = view.trumps
        if trumps is None:
            return sorted(cards, reverse=True)
        return sorted(cards, key=trumps.rank_in_suit, reverse=True)

    def _card(self, card: Card) -> str:
        return card_html(card, self.four_colour)
