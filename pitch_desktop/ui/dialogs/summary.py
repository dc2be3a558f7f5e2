"""The hand summary and the game-over dialog.

Both are opened with ``open()`` (window-modal, never a blocking ``exec()``), so the match keeps
its event loop and tests can close them. The summary explains the engine's scoring breakdown in
the game's words: who won High, Low, Jack and Game and why, and whether the bid was made or set
back. ``hand_summary_words`` finds those words as plain data, and the dialog only lays them out;
``match_figures`` counts what the game-over dialog shows of the whole match.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, Qt, Signal
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

from pitch_desktop.controller.events import HandScored, MatchOver
from pitch_desktop.controller.rules_text import match_goes_on_reason, point_name
from pitch_desktop.controller.words import bid_name, card_name
from pitch_desktop.engine.cards import BIG_JOKER, SUITS, Card, is_joker, suit_of
from pitch_desktop.engine.rules import LowGoesTo
from pitch_desktop.engine.scoring import HandScore, PointAward
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.ui.common.card_faces import card_label
from pitch_desktop.ui.common.card_shapes import SUIT_SYMBOLS, joker_colour, suit_colour
from pitch_desktop.ui.common.sides import SET_BACK_RED, final_score_line, shown_name, side_names

assert len(SUIT_SYMBOLS) == len(SUITS)


def card_html(card: Card, four_colour: bool = False) -> str:
    """A card as rich text: rank and a suit symbol in the suit's ink on the cards ("10♥")."""
    if is_joker(card):
        colour = joker_colour(card == BIG_JOKER).name()
        return f'<b><span style="color:{colour}">{card_name(card)}</span></b>'
    label = card_label(card)
    rank, symbol = label[:-1], label[-1]
    colour = suit_colour(SUITS[suit_of(card)], four_colour).name()
    return f'<b>{rank}<span style="color:{colour}">{symbol}</span></b>'


@dataclass(frozen=True, slots=True)
class PointLine:
    """One of the four points in words: "High", "A♠, held by Ben", and who scores it."""

    point: str
    why: str
    side: str


@dataclass(frozen=True, slots=True)
class HandWords:
    """A scored hand in words, for the summary.

    ``headline`` says what was bid and won, ``verdict`` what the pitcher's side scores for it
    (empty for a hand thrown in), ``set_back`` whether that is a set back; ``points`` has a line
    for each of High, Low, Jack and Game (none for a hand thrown in).
    """

    headline: str
    verdict: str
    set_back: bool
    points: tuple[PointLine, ...]


def hand_summary_words(
    setup: MatchSetup,
    score: HandScore | None,
    card_words: Callable[[Card], str] = card_label,
) -> HandWords:
    """The summary of a hand in the game's words; ``score`` is None for a hand thrown in.

    Cards are named by ``card_words``, plain text unless the caller wants rich text; everything
    else is plain text, translated (context ``HandSummaryDialog``).
    """
    if score is None:
        return HandWords(
            QCoreApplication.translate(
                "HandSummaryDialog", "Everyone passed: the hand is thrown in."
            ),
            "",
            False,
            (),
        )
    names = [
        QCoreApplication.translate("HandSummaryDialog", "You")
        if seat == setup.you_seat
        else shown_name(seat, s.name)
        for seat, s in enumerate(setup.seats)
    ]
    sides = side_names(setup)
    pitcher, bid = names[score.pitcher], bid_name(score.bid)
    side, points = sides[score.pitcher_side], score.hand_score[score.pitcher_side]
    if score.partner is not None:  # a called partner: the pair scores the hand together
        side = " & ".join((names[score.pitcher], names[score.partner]))
    won = score.won[score.pitcher_side]
    you = score.pitcher == setup.you_seat  # "You bid", with the verb a language needs
    if score.made:
        if you:
            headline = QCoreApplication.translate(
                "HandSummaryDialog", "You bid {bid} and made it:"
            ).format(bid=bid)
        else:
            headline = QCoreApplication.translate(
                "HandSummaryDialog", "{pitcher} bid {bid} and made it:"
            ).format(pitcher=pitcher, bid=bid)
        verdict = QCoreApplication.translate("HandSummaryDialog", "{side} score {points:+d}")
    else:
        if you:
            headline = QCoreApplication.translate(
                "HandSummaryDialog", "You bid {bid} and won {won}:"
            ).format(bid=bid, won=won)
        else:
            headline = QCoreApplication.translate(
                "HandSummaryDialog", "{pitcher} bid {bid} and won {won}:"
            ).format(pitcher=pitcher, bid=bid, won=won)
        verdict = QCoreApplication.translate("HandSummaryDialog", "{side} set back {points:+d}")
    return HandWords(
        headline,
        verdict.format(side=side, points=points),
        not score.made,
        tuple(_point_line(award, setup, score, names, sides, card_words) for award in score.awards),
    )


def _point_line(
    award: PointAward,
    setup: MatchSetup,
    score: HandScore,
    names: list[str],
    sides: list[str],
    card_words: Callable[[Card], str],
) -> PointLine:
    """Why one point went where it did: the card and its holder or taker, or Game's counts."""
    if award.name == "game":
        why = _game_why(award, score, sides)
    elif award.card is None:
        why = _unplayed_why(setup)
    else:
        why = _card_why(award, setup, names, card_words)
    who = (
        sides[award.side]
        if award.side is not None
        else QCoreApplication.translate("HandSummaryDialog", "nobody")
    )
    name = point_name(award.name)
    if award.worth > 1:
        name = QCoreApplication.translate("HandSummaryDialog", "{award} ({worth})").format(
            award=name, worth=award.worth
        )
    return PointLine(name, why, who)


def _game_why(award: PointAward, score: HandScore, sides: list[str]) -> str:
    """Game: each side's count of cards taken, and a tie said as one."""
    counts = ", ".join(f"{sides[s]} {score.game_points[s]}" for s in range(len(sides)))
    if award.side is not None:
        return counts
    return QCoreApplication.translate("HandSummaryDialog", "{counts}: a tie").format(counts=counts)


def _unplayed_why(setup: MatchSetup) -> str:
    """A point whose card (the jack of trump, say) never came into play."""
    if setup.rules.draw_back:
        # Left in the stock, or burned: either way it never came into play.
        return QCoreApplication.translate("HandSummaryDialog", "not in play")
    return QCoreApplication.translate("HandSummaryDialog", "not dealt")


def _card_why(
    award: PointAward,
    setup: MatchSetup,
    names: list[str],
    card_words: Callable[[Card], str],
) -> str:
    """The point's card and who held it (High, and Low where Low goes to its holder) or took
    it in a trick."""
    assert award.card is not None and award.seat is not None, award
    held = award.name == "high" or (
        award.name == "low" and setup.rules.low_goes_to is LowGoesTo.HOLDER
    )
    # The player's own seat has forms of its own: a name in a sentence does not always
    # read right as "you" in every language ("Te kezében", "preso da Tu").
    if award.seat == setup.you_seat:
        if held:
            text = QCoreApplication.translate("HandSummaryDialog", "{card}, held by you")
        else:
            text = QCoreApplication.translate("HandSummaryDialog", "{card}, taken by you")
    elif held:
        text = QCoreApplication.translate("HandSummaryDialog", "{card}, held by {name}")
    else:
        text = QCoreApplication.translate("HandSummaryDialog", "{card}, taken by {name}")
    return text.format(card=card_words(award.card), name=names[award.seat])


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
        self.words = hand_summary_words(setup, ev.score, lambda c: card_html(c, four_colour))
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 18, 22, 16)
        box.setSpacing(10)
        self.headline = self._headline(self.words)
        box.addWidget(self.headline)
        box.addLayout(self._points_grid(self.words.points))
        box.addLayout(self._scores_grid(side_names(setup), ev))
        target = QLabel(self.tr("Playing to {target}.").format(target=setup.rules.target), self)
        target.setStyleSheet("color: #606060")
        target.setWordWrap(True)
        # A side at the target but no winner (bidder goes out, a tie): say why it goes on.
        goes_on = None
        if ev.winner is None:
            goes_on = match_goes_on_reason(
                setup.rules, ev.score, ev.scores_after, side_names(setup)
            )
        if goes_on:
            target.setText(f"{target.text()} {goes_on}")
        self.goes_on = goes_on
        box.addWidget(target)
        buttons = QDialogButtonBox(self)
        self.continue_button = QPushButton(self.tr("Continue (Space)"), self)
        self.continue_button.setDefault(True)
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.accept)
        self.accepted.connect(self.continued)
        self.rejected.connect(self.continued)

    def _headline(self, words: HandWords) -> QLabel:
        """The bid and its outcome, large; a set back in red."""
        label = QLabel(self)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)  # a long verdict (a set back, in Italian) wraps, never clips
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        label.setFont(font)
        verdict = html.escape(words.verdict)
        if words.set_back:
            verdict = f'<span style="color:{SET_BACK_RED.name()}">{verdict}</span>'
        label.setText(f"{html.escape(words.headline)} {verdict}".strip())
        return label

    def _points_grid(self, points: tuple[PointLine, ...]) -> QGridLayout:
        """A row per point: its name, why (with the card in colour), and who scores it."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(3, 1)
        for row, line in enumerate(points):
            why = QLabel(line.why, self)
            why.setTextFormat(Qt.TextFormat.RichText)
            grid.addWidget(QLabel(f"<b>{html.escape(line.point)}</b>", self), row, 0)
            grid.addWidget(why, row, 1)
            grid.addWidget(QLabel(f"→ {line.side}", self), row, 2)
        return grid

    def _scores_grid(self, sides: list[str], ev: HandScored) -> QGridLayout:
        """This hand's score and the total, a column per side."""
        scores = QGridLayout()
        scores.setHorizontalSpacing(18)
        scores.setColumnStretch(len(sides) + 1, 1)
        this_hand, total = self.tr("This hand"), self.tr("Total")  # lupdate reads no f-string
        scores.addWidget(QLabel(f"<i>{this_hand}</i>", self), 1, 0)
        scores.addWidget(QLabel(f"<i>{total}</i>", self), 2, 0)
        for side, name in enumerate(sides):
            scores.addWidget(QLabel(f"<b>{html.escape(name)}</b>", self), 0, side + 1)
            hand = ev.score.hand_score[side] if ev.score is not None else 0
            colour = SET_BACK_RED.name() if hand < 0 else "#202020"
            scores.addWidget(
                QLabel(f'<span style="color:{colour}">{hand:+d}</span>', self), 1, side + 1
            )
            scores.addWidget(QLabel(f"<b>{ev.scores_after[side]}</b>", self), 2, side + 1)
        return scores


@dataclass(frozen=True, slots=True)
class MatchFigures:
    """What a finished match comes to beyond its score, per side (index = side): the bids
    made and set back, and the best hand (the most points a side scored in one hand)."""

    bids_made: tuple[int, ...]
    bids_set: tuple[int, ...]
    best_hand: int | None  # its number in the match (thrown-in hands count); None: no points
    best_side: int | None
    best_points: int


def match_figures(sides: int, scores: Sequence[HandScore | None]) -> MatchFigures:
    """Count the scored hands of a match (``MatchOver.hand_scores``), the first best hand
    kept."""
    made, set_back = [0] * sides, [0] * sides
    for score in scores:
        if score is not None:
            (made if score.made else set_back)[score.pitcher_side] += 1
    best = _best_hand(scores)
    if best is None:
        return MatchFigures(tuple(made), tuple(set_back), None, None, 0)
    points, number, side = best
    return MatchFigures(tuple(made), tuple(set_back), number, side, points)


def _best_hand(scores: Sequence[HandScore | None]) -> tuple[int, int, int] | None:
    """The most points a side scored in one hand, as (points, hand number, side): the first
    such hand wins a tie; None when no side scored in any hand."""
    best: tuple[int, int, int] | None = None
    for number, score in enumerate(scores, start=1):
        if score is None:
            continue
        for side, points in enumerate(score.hand_score):
            if points > 0 and (best is None or points > best[0]):
                best = (points, number, side)
    return best


class GameOverDialog(QDialog):
    """The match is won: the winner, the final score, each side's bids made and set back and
    the best hand; then a new match, the same match again, or the history.

    The window starts what the buttons ask for: ``new_match_requested`` (the New match
    dialog), ``rematch_requested`` with the set-up to deal (the same players and rules, a fresh
    deal) and ``history_requested``; the dialog closes itself first.
    """

    new_match_requested = Signal()
    rematch_requested = Signal(object)  # MatchSetup
    history_requested = Signal()

    def __init__(self, setup: MatchSetup, ev: MatchOver, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameOver")
        self.setMinimumWidth(420)
        self.setWindowTitle(self.tr("Game over"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self._rematch = replace(setup, seed=None, first_dealer=None)
        sides = side_names(setup)
        winner = sides[ev.winner]
        you = setup.you_seat
        human_side = setup.rules.side_of_seat[you] if you is not None else None
        plural = setup.rules.teams > 0 or ev.winner == human_side  # "You win", "Ben & Cleo win"
        win, wins = self.tr("{winner} win the match!"), self.tr("{winner} wins the match!")
        text = win if plural else wins
        self.winner_text = text.format(winner=winner)
        box = QVBoxLayout(self)
        box.setContentsMargins(26, 20, 26, 16)
        box.setSpacing(8)
        title = QLabel(self.winner_text, self)
        title.setTextFormat(Qt.TextFormat.PlainText)
        title.setWordWrap(True)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        title.setFont(font)
        box.addWidget(title)
        self.score_line = QLabel(final_score_line(sides, ev.scores), self)
        self.score_line.setObjectName("FinalScore")
        self.score_line.setTextFormat(Qt.TextFormat.PlainText)
        self.score_line.setWordWrap(True)
        box.addWidget(self.score_line)
        self.figures = match_figures(len(sides), ev.hand_scores)
        box.addLayout(self._sides_grid(sides, ev))
        self.best_hand = QLabel(self._best_words(sides), self)
        self.best_hand.setObjectName("BestHand")
        self.best_hand.setTextFormat(Qt.TextFormat.PlainText)
        self.best_hand.setWordWrap(True)
        box.addWidget(self.best_hand)
        n = len(ev.hand_scores)
        played = (
            self.tr("One hand played, to {target}.")
            if n == 1
            else self.tr("%n hands played, to {target}.", None, n)
        )
        hands = QLabel(played.format(target=setup.rules.target), self)
        hands.setStyleSheet("color: #606060")
        box.addWidget(hands)
        box.addWidget(self._buttons())

    def _sides_grid(self, sides: list[str], ev: MatchOver) -> QGridLayout:
        """A row per side: its name, its final score, its bids made and set back."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(4)
        # lupdate reads no f-string: the words are translated first.
        heads = (self.tr("Score"), self.tr("Bids made"), self.tr("Bids set back"))
        for column, head in enumerate(heads, start=1):
            grid.addWidget(self._rich(f"<i>{html.escape(head)}</i>"), 0, column)
        f = self.figures
        for side, name in enumerate(sides):
            row = side + 1
            bold = "<b>{}</b>" if side == ev.winner else "{}"
            grid.addWidget(self._rich(bold.format(html.escape(name))), row, 0)
            score = str(ev.scores[side]).replace("-", "\u2212")
            grid.addWidget(self._rich(f"<b>{score}</b>"), row, 1)
            grid.addWidget(QLabel(str(f.bids_made[side]), self), row, 2)
            set_label = QLabel(str(f.bids_set[side]), self)
            if f.bids_set[side]:
                set_label.setStyleSheet(f"color: {SET_BACK_RED.name()}")
            grid.addWidget(set_label, row, 3)
        grid.setColumnStretch(4, 1)
        return grid

    def _rich(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def _best_words(self, sides: list[str]) -> str:
        f = self.figures
        if f.best_hand is None or f.best_side is None:
            return self.tr("No side scored in a hand of this match.")
        return self.tr("Best hand: {side} scored {points:+d} in hand {n}.").format(
            side=sides[f.best_side], points=f.best_points, n=f.best_hand
        )

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(self)
        self.new_button = QPushButton(self.tr("New match…"), self)
        self.new_button.setDefault(True)
        self.new_button.setToolTip(self.tr("Choose the players and rules of a new match"))
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.rematch_button = QPushButton(self.tr("Rematch"), self)
        self.rematch_button.setToolTip(self.tr("The same players and rules, a fresh deal"))
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.history_button = QPushButton(self.tr("History…"), self)
        self.history_button.setToolTip(
            self.tr("Replay the hands of this match and the ones before")
        )
        buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.accepted.connect(self.new_match_requested)
        self.rematch_button.clicked.connect(self._ask_rematch)
        self.history_button.clicked.connect(self._ask_history)
        return buttons

    def _ask_rematch(self) -> None:
        self.reject()
        self.rematch_requested.emit(self._rematch)

    def _ask_history(self) -> None:
        self.reject()
        self.history_requested.emit()
