"""The cards played so far in the hand, suit by suit (Game > Cards played, K).

Counting cards is half of Pitch: which trumps are gone, whether the jack or the ten is still
out. This window lists, for each suit as it is followed (trump first, the off-jack and the jokers
among the trumps where the rules make them so), the cards played and who played them, with the
draw-back the trumps burned face up and the player's own cards gone out of play in the draw,
the player's own cards, and the cards not seen yet, highest first. It is kept up to date while it is
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
        if not view.plays and not view.all_burned and not self._out_of_play(view):
            return self.tr("No card has been played yet in this hand.")
        played = {card: seat for seat, card in view.plays}
        for seat, mask in enumerate(view.burned):
            for card in cards_of(mask):
                played[card] = seat
        paragraphs = [
            self._suit_words(view, suit, mask, played, names)
            for suit, mask in self._suits_followed(view)
        ]
        return "<p>" + "</p><p>".join(paragraphs) + "</p>"

    @staticmethod
    def _suits_followed(view: PlayerView) -> list[tuple[int, int]]:
        """Each suit with the cards that follow it, trump first: the off-jack and the jokers
        are trumps where the rules make them so, so the masks come from the trump's order."""
        trumps = view.trumps
        deck = deck_of(view.rules)
        if trumps is not None:
            suits = [trumps.suit, *(s for s in range(SUIT_COUNT) if s != trumps.suit)]
            return [(s, trumps.suit_masks[s] & deck.mask) for s in suits]
        # Not reached today (the first card names trump); kept for a record cut short.
        return [(s, deck.by_suit[s].suit_masks[s] & deck.mask) for s in range(SUIT_COUNT)]

    def _suit_words(
        self,
        view: PlayerView,
        suit: int,
        mask: int,
        played: dict[Card, int],
        names: Sequence[str],
    ) -> str:
        """One suit's paragraph: its title, who played what, then the player's own cards and
        those not seen yet (lines left out when there are none)."""
        gone, burned, dead, mine, out = self._card_groups(view, mask, played, names)
        lines = [f"<b>{self._suit_title(view, suit)}</b>"]
        lines.append(
            self.tr("Played: {cards}").format(cards=" · ".join(gone))
            if gone
            else self.tr("Played: none")
        )
        if burned:
            lines.append(self.tr("Burned face up: {cards}").format(cards=" · ".join(burned)))
        if dead:
            lines.append(
                self.tr("Out of play (you threw or drew them): {cards}").format(
                    cards=" ".join(dead)
                )
            )
        if mine:
            lines.append(self.tr("In your hand: {cards}").format(cards=" ".join(mine)))
        if out:
            lines.append(self.tr("Not seen yet: {cards}").format(cards=" ".join(out)))
        return "<br>".join(lines)

    def _card_groups(
        self, view: PlayerView, mask: int, played: dict[Card, int], names: Sequence[str]
    ) -> tuple[list[str], list[str], list[str], list[str], list[str]]:
        """The suit's cards, highest first, in five groups: played and burned (with who played
        or burned each), out of play by the player's own draw, in the player's hand, and not
        seen yet."""
        cards = self._high_first(view, cards_of(mask))
        burned = view.all_burned
        dead = self._out_of_play(view)

        def who(c: Card) -> str:
            return self.tr("{card} {name}").format(card=self._card(c), name=names[played[c]])

        gone = [who(c) for c in cards if c in played and not burned >> c & 1]
        burns = [who(c) for c in cards if burned >> c & 1]
        thrown = [self._card(c) for c in cards if c not in played and dead >> c & 1]
        rest = [c for c in cards if c not in played and not dead >> c & 1]
        mine = [self._card(c) for c in rest if view.hand >> c & 1]
        out = [self._card(c) for c in rest if not view.hand >> c & 1]
        return gone, burns, thrown, mine, out

    @staticmethod
    def _out_of_play(view: PlayerView) -> int:
        """The player's own cards gone out of play in the draw (thrown, or drawn dead): dealt
        or drawn, and neither held, played nor burned."""
        return (
            (view.own_dealt | view.own_drawn)
            & ~view.hand
            & ~view.played_by[view.seat]
            & ~view.all_burned
        )

    def _suit_title(self, view: PlayerView, suit: int) -> str:
        """The suit's name capitalised as a title, marked when it is trump."""
        name = suit_name(suit)
        title = name[:1].upper() + name[1:]
        if view.trumps is not None and suit == view.trumps.suit:
            return self.tr("{suit} (trump)").format(suit=title)
        return title

    @staticmethod
    def _high_first(view: PlayerView, cards: list[Card]) -> list[Card]:
        trumps = view.trumps
        if trumps is None:
            return sorted(cards, reverse=True)
        return sorted(cards, key=trumps.rank_in_suit, reverse=True)

    def _card(self, card: Card) -> str:
        return card_html(card, self.four_colour)
