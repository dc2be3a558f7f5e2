"""The hand summary and the game-over dialog.

Both are opened with ``open()`` (window-modal, never a blocking ``exec()``), so the match keeps
its event loop and tests can close them. The summary explains the engine's scoring breakdown in
the game's words: who won High, Low, Jack and Game, and whether the bid was made or set back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.events import HandScored, MatchOver, MatchSetup
from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.rules import SMUDGE_LEVEL, LowGoesTo
from pitch_desktop.ui.score_pad import side_names

_SUIT_SYMBOLS = ("♣", "♦", "♥", "♠")


def card_html(card: Card, four_colour: bool = False) -> str:
    """A card as rich text: rank and a coloured suit symbol ("10♥")."""
    rank = "23456789TJQKA"[card % 13]
    rank = "10" if rank == "T" else rank
    suit = card // 13
    colours = ("#161618", "#c8162a", "#c8162a", "#161618")
    if four_colour:
        colours = ("#168038", "#1a50be", "#c8162a", "#161618")
    return f'<b>{rank}<span style="color:{colours[suit]}">{_SUIT_SYMBOLS[suit]}</span></b>'


class HandSummaryDialog(QDialog):
    """After a hand: the breakdown by side, then Continue (Space) deals the next hand."""

    continued = Signal()

    def __init__(
        self,
        setup: MatchSetup,
        ev: HandScored,
        hand_number: int,
        parent: QWidget | None = None,
        *,
        four_colour: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("HandSummary")
        self.setMinimumWidth(560)
        self.setWindowTitle(self.tr("Hand {n}").format(n=hand_number))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        rules = setup.rules
        sides = side_names(setup)
        names = [self.tr("You") if s.is_human else s.name for s in setup.seats]
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 18, 22, 16)
        box.setSpacing(10)
        self.headline = QLabel(self)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.headline.setFont(font)
        box.addWidget(self.headline)
        score = ev.score
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(3, 1)
        lines: list[tuple[str, str, str]] = []
        if score is None:
            self.headline.setText(self.tr("Everyone passed: the hand is thrown in."))
        else:
            bid = self.tr("smudge") if score.bid == SMUDGE_LEVEL else str(score.bid)
            pitcher = names[score.pitcher]
            ps = sides[score.pitcher_side]
            if score.made:
                self.headline.setText(
                    self.tr("{pitcher} bid {bid} and made it: {side} score {points:+d}").format(
                        pitcher=pitcher,
                        bid=bid,
                        side=ps,
                        points=score.hand_score[score.pitcher_side],
                    )
                )
            else:
                self.headline.setText(
                    self.tr(
                        '{pitcher} bid {bid} and won {won}: <span style="color:#be1e28">'
                        "{side} set back {points:+d}</span>"
                    ).format(
                        pitcher=pitcher,
                        bid=bid,
                        won=score.won[score.pitcher_side],
                        side=ps,
                        points=score.hand_score[score.pitcher_side],
                    )
                )
            for award in score.awards:
                who = sides[award.side] if award.side is not None else self.tr("nobody")
                if award.name == "high":
                    title = self.tr("High")
                    why = self.tr("{card}, held by {name}").format(
                        card=card_html(award.card or 0, four_colour), name=names[award.seat or 0]
                    )
                elif award.name == "low":
                    title = self.tr("Low")
                    if rules.low_goes_to is LowGoesTo.HOLDER:
                        text = self.tr("{card}, held by {name}")
                    else:
                        text = self.tr("{card}, taken by {name}")
                    why = text.format(
                        card=card_html(award.card or 0, four_colour), name=names[award.seat or 0]
                    )
                elif award.name == "jack":
                    title = self.tr("Jack")
                    if award.card is None:
                        why = self.tr("not dealt")
                    else:
                        why = self.tr("{card}, taken by {name}").format(
                            card=card_html(award.card, four_colour), name=names[award.seat or 0]
                        )
                else:
                    title = self.tr("Game")
                    counts = ", ".join(
                        f"{sides[s]} {score.game_points[s]}" for s in range(len(sides))
                    )
                    why = (
                        counts
                        if award.side is not None
                        else self.tr("{counts}: a tie").format(counts=counts)
                    )
                lines.append((title, why, who))
            for row, (title, why, who) in enumerate(lines):
                t = QLabel(f"<b>{title}</b>", self)
                w = QLabel(why, self)
                w.setTextFormat(Qt.TextFormat.RichText)
                s = QLabel(f"→ {who}", self)
                grid.addWidget(t, row, 0)
                grid.addWidget(w, row, 1)
                grid.addWidget(s, row, 2)
        box.addLayout(grid)
        scores = QGridLayout()
        scores.setHorizontalSpacing(18)
        scores.setColumnStretch(len(sides) + 1, 1)
        scores.addWidget(QLabel(f"<i>{self.tr('This hand')}</i>", self), 1, 0)
        scores.addWidget(QLabel(f"<i>{self.tr('Total')}</i>", self), 2, 0)
        for side, name in enumerate(sides):
            scores.addWidget(QLabel(f"<b>{name}</b>", self), 0, side + 1)
            hand = score.hand_score[side] if score is not None else 0
            colour = "#be1e28" if hand < 0 else "#202020"
            scores.addWidget(
                QLabel(f'<span style="color:{colour}">{hand:+d}</span>', self), 1, side + 1
            )
            scores.addWidget(QLabel(f"<b>{ev.scores_after[side]}</b>", self), 2, side + 1)
        box.addLayout(scores)
        target = QLabel(self.tr("Playing to {target}.").format(target=rules.target), self)
        target.setStyleSheet("color: #606060")
        box.addWidget(target)
        self.lines = lines
        buttons = QDialogButtonBox(self)
        self.continue_button = QPushButton(self.tr("Continue (Space)"), self)
        self.continue_button.setDefault(True)
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.accept)
        self.accepted.connect(self.continued)
        self.rejected.connect(self.continued)


class GameOverDialog(QDialog):
    """The match is won: names the winner, shows the final scores, offers a new match."""

    new_match_requested = Signal()

    def __init__(self, setup: MatchSetup, ev: MatchOver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOver")
        self.setMinimumWidth(420)
        self.setWindowTitle(self.tr("Game over"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        sides = side_names(setup)
        winner = sides[ev.winner]
        human_side = setup.rules.side_of_seat[0] if setup.seats[0].is_human else None
        plural = setup.rules.teams > 0 or ev.winner == human_side  # "You win", "Ben & Cleo win"
        win, wins = self.tr("{winner} win the match!"), self.tr("{winner} wins the match!")
        text = win if plural else wins
        self.winner_text = text.format(winner=winner)
        box = QVBoxLayout(self)
        box.setContentsMargins(26, 20, 26, 16)
        title = QLabel(self.winner_text, self)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        box.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        for side, name in enumerate(sides):
            grid.addWidget(QLabel(name, self), side, 0)
            grid.addWidget(QLabel(f"<b>{ev.scores[side]}</b>", self), side, 1)
        box.addLayout(grid)
        hands = QLabel(
            self.tr("{n} hands played, to {target}.").format(
                n=len(ev.history), target=setup.rules.target
            ),
            self,
        )
        hands.setStyleSheet("color: #606060")
        box.addWidget(hands)
        buttons = QDialogButtonBox(self)
        self.new_button = QPushButton(self.tr("New match…"), self)
        self.new_button.setDefault(True)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.accepted.connect(self.new_match_requested)
        box.addWidget(buttons)
