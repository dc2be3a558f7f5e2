"""The analysis of the player's hand on screen: the bids and cards that cost points, each with a
button that shows that moment of the hand.

Rows come from ``controller.analyst.HandAnalysis``; only decisions that cost at least
``WORTH_SHOWING`` points are listed, worded in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.analysis import WORTH_SHOWING, Decision
from pitch_desktop.controller.analyst import HandAnalysis
from pitch_desktop.controller.words import bid_name, card_name, suit_name
from pitch_desktop.engine.state import bid_level, named_suit
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.ui.history.replay import HandReplay, ReplayedHand


def costly(analysis: HandAnalysis) -> list[Decision]:
    """The decisions worth showing: valued, and at least ``WORTH_SHOWING`` points dearer than
    the best choice."""
    return [d for d in analysis.decisions if d.valued and d.cost >= WORTH_SHOWING]


class AnalysisList(QWidget):
    """One line per costly decision, with a Show button; a sentence when there is none."""

    def __init__(
        self,
        analysis: HandAnalysis,
        show_moment: Callable[[int, int | None, int | None], None] | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisList")
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(0, 1)
        self.lines: list[QLabel] = []
        self.show_buttons: list[QPushButton] = []
        found = costly(analysis)
        valued = sum(1 for d in analysis.decisions if d.valued and len(d.values) > 1)
        if not found:
            # English has no translation file to pick a plural form, so one decision has its
            # own sentence; a translation still gets every plural form of the other.
            if valued == 1:
                text = self.tr(
                    "None of your bids or cards cost half a point or more (one decision checked)."
                )
            else:
                text = self.tr(
                    "None of your bids or cards cost half a point or more (%n decisions checked).",
                    None,
                    valued,
                )
            label = QLabel(text, self)
            label.setWordWrap(True)
            grid.addWidget(label, 0, 0)
            self.lines.append(label)
            return
        for row, d in enumerate(found):
            label = QLabel(self.line(d), self)
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(label, row, 0)
            self.lines.append(label)
            if show_moment is not None:
                button = QPushButton(self.tr("Show"), self)
                button.setToolTip(self.tr("The table as it was before this decision"))
                marks = (d.played, d.best) if d.kind in ("card", "pitch", "burn") else (None, None)
                button.clicked.connect(lambda _=False, i=d.index, m=marks: show_moment(i, *m))
                grid.addWidget(button, row, 1)
                self.show_buttons.append(button)

    def line(self, d: Decision) -> str:
        """The decision in one sentence: what the player did, the better choice, its worth."""
        cost = f"{d.cost:.1f}"
        if d.kind == "bid":
            return self.tr(
                "Bidding: you said {played}; {best} was worth about +{cost} points."
            ).format(
                played=bid_name(bid_level(d.played)), best=bid_name(bid_level(d.best)), cost=cost
            )
        if d.kind == "name":
            return self.tr(
                "Naming trump: you named {played}; {best} were worth about +{cost} points."
            ).format(
                played=suit_name(named_suit(d.played)),
                best=suit_name(named_suit(d.best)),
                cost=cost,
            )
        if d.kind == "burn":
            return self.tr(
                "Burning: you burned the {played}; the {best} was worth about +{cost} points."
            ).format(played=card_name(d.played), best=card_name(d.best), cost=cost)
        if d.pitch:
            return self.tr(
                "Your pitch: the {played}; the {best} was worth about +{cost} points."
            ).format(played=card_name(d.played), best=card_name(d.best), cost=cost)
        return self.tr(
            "Trick {trick}: you played the {played}; the {best} was worth about +{cost} points."
        ).format(
            trick=d.trick,
            played=card_name(d.played),
            best=card_name(d.best),
            cost=cost,
        )


class AnalysisDialog(QDialog):
    """The hand replayed with every card face up, and the analysis of the player's cards."""

    def __init__(
        self, analysis: HandAnalysis, setup: MatchSetup, number: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("AnalysisDialog")
        self.setWindowTitle(self.tr("Your play in hand {n}").format(n=number))
        box = QVBoxLayout(self)
        self.replay = HandReplay(self)
        box.addWidget(self.replay, 1)
        title = self.tr("Hand {n}").format(n=number)
        self.replay.load(ReplayedHand(analysis.hand, setup, analysis.seat, number, title))
        self.replay.go_to_end()
        self.list = AnalysisList(analysis, self.replay.show_moment, self)
        self.replay.show_analysis(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.resize(900, 680)
