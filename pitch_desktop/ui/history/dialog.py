"""Game > History: past matches and their hands, and a hand replayed with every hand face up.

The list reads the hand history (``storage.history``); choosing a hand replays its stored record
through the engine, one bid or card at a time, forward and back, with the scoring breakdown
below. A hand or a match can be exported as a record that ``pitch-cli replay`` reads, and a
record can be opened from a file (checked by the engine's reader: a bad file is refused in one
sentence and nothing else changes). ``HandReplay.hand_shown`` and ``HandReplay.show_analysis``
are where an analysis of the player's decisions plugs in.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QObject,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.words import bid_name, card_name, suit_name
from pitch_desktop.engine.cards import HAND_SIZE, RANKS, SUITS, cards_of, rank_of, suit_of
from pitch_desktop.engine.records import (
    MATCH_FORMAT,
    MAX_RECORD_BYTES,
    RecordError,
    hand_record_json,
    load_json,
    match_record_json,
    replay_record,
    too_large_message,
)
from pitch_desktop.engine.rules import Rules, RulesError
from pitch_desktop.engine.state import HandState, apply, bid_action, new_hand
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.storage.history import (
    CUSTOM_PRESET,
    HandSummary,
    HistoryError,
    HistoryStore,
    MatchSummary,
    setup_of,
)
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.card_art import CARD_ASPECT, paint_face, paint_shadow
from pitch_desktop.ui.dialogs import card_html, hand_summary_words
from pitch_desktop.ui.felt import felt_colours, paint_felt
from pitch_desktop.ui.items import SIDE_COLOURS
from pitch_desktop.ui.score_pad import side_names, signed
from pitch_desktop.ui.table_scene import hand_order, trick_offsets

if TYPE_CHECKING:
    from pitch_desktop.ui.stats_dialog import StatisticsDialog

_GOLD = QColor(246, 215, 122)
_INK = QColor(242, 234, 210)


# --- words shared with the statistics window -------------------------------------------------


def preset_words(preset: str) -> str:
    """A stored preset name in the player's words."""
    return {
        "setback": QCoreApplication.translate("HandHistory", "Setback"),
        "auction-pitch": QCoreApplication.translate("HandHistory", "Auction Pitch"),
        "classic": QCoreApplication.translate("HandHistory", "Classic Pitch"),
        CUSTOM_PRESET: QCoreApplication.translate("HandHistory", "House rules"),
    }.get(preset, preset)


def layout_words(players: int, teams: int) -> str:
    """The seats at a table: "4 players in 2 teams", "3 players, each for themselves"."""
    if teams:
        return QCoreApplication.translate(
            "HandHistory", "{players} players in {teams} teams"
        ).format(players=players, teams=teams)
    return QCoreApplication.translate(
        "HandHistory", "{players} players, each for themselves"
    ).format(players=players)


def when_words(seconds: float, *, time_only: bool = False) -> str:
    """A stored time in the player's locale."""
    moment = QDateTime.fromMSecsSinceEpoch(round(seconds * 1000)).toLocalTime()
    if time_only:
        return QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def seat_names(setup: MatchSetup, human_seat: int | None) -> list[str]:
    return [
        QCoreApplication.translate("HandHistory", "You") if seat == human_seat else s.name
        for seat, s in enumerate(setup.seats)
    ]


def _scores_words(scores: Sequence[int]) -> str:
    """Totals side by side with a true minus: "7 · −2 · 5"."""
    return " · ".join(str(s).replace("-", "\u2212") for s in scores)


# --- the breakdown --------------------------------------------------------------------------


def breakdown_html(state: HandState, setup: MatchSetup, *, four_colour: bool = False) -> str:
    """The hand's result: the words of the hand summary (``hand_summary_words``: the bid made or
    set back, who won each point and why), then what each side scored and its total."""
    if not state.is_over:
        return QCoreApplication.translate(
            "HandHistory", "The record stops before the end of the hand."
        )
    sides = side_names(setup)
    words = hand_summary_words(setup, state.score, lambda c: card_html(c, four_colour))
    verdict = words.verdict
    if words.set_back:
        verdict = f'<span style="color:#c62828">{verdict}</span>'
    lines = [f"<b>{words.headline} {verdict}</b>"]
    if words.points:
        rows = "".join(
            f"<tr><td><b>{p.point}</b></td><td>{p.why}</td><td>→ {p.side}</td></tr>"
            for p in words.points
        )
        lines.append(f'<table cellspacing="0" cellpadding="2">{rows}</table>')
    score = state.score
    hand = score.hand_score if score is not None else (0,) * len(sides)
    lines.append(
        " · ".join(
            QCoreApplication.translate("HandHistory", "{side} {hand} (total {total})").format(
                side=sides[s], hand=signed(hand[s]), total=state.scores_after[s]
            )
            for s in range(len(sides))
        )
    )
    if state.winner is not None:
        won = QCoreApplication.translate("HandHistory", "{side} won the match.")
        lines.append(f"<b>{won.format(side=sides[state.winner])}</b>")
    return "<br>".join(lines)


# --- one hand, replayed ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A hand to replay: its final (or last recorded) state and who sat where."""

    state: HandState
    setup: MatchSetup
    human_seat: int | None  # None: nobody at the table was the player (a file, a bots' match)
    number: int  # the hand's number in its match
    title: str


def states_of(hand: HandState) -> list[HandState]:
    """The hand after each of its actions, from the deal (index 0) to the last action."""
    state = new_hand(hand.rules, hand.dealer, hand.dealt, hand.scores_before)
    out = [state]
    for action in (*(bid_action(b) for b in hand.bids), *hand.plays):
        state = apply(state, action)
        out.append(state)
    return out


class ReplayTable(QWidget):
    """The table of a replayed hand: every seat's cards face up, the bids, the trick in play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayTable")
        self.setMinimumSize(520, 380)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._state: HandState | None = None
        self._names: list[str] = []
        self._completed_trick = False
        self.four_colour = False

    def show_state(self, state: HandState | None, names: list[str], completed: bool) -> None:
        """Draw ``state``; ``completed``: the last card finished a trick, shown before it goes."""
        self._state = state
        self._names = names
        self._completed_trick = completed
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect())
        paint_felt(painter, rect, event.rect(), felt_colours("green"))
        state = self._state
        if state is None:
            painter.setPen(_INK)
            painter.drawText(
                rect,
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate(
                    "HandHistory", "Choose a hand in the list to replay it."
                ),
            )
            painter.end()
            return
        self._paint_table(painter, rect, state)
        painter.end()

    def _paint_table(self, painter: QPainter, rect: QRectF, state: HandState) -> None:
        n = state.players
        w, h = rect.width(), rect.height()
        share = 0.2 if n <= 4 else 0.16 if n <= 5 else 0.13
        card_h = min(h * share, w * 0.13)
        card_w = card_h / CARD_ASPECT
        step = card_w * 0.42  # the part of a card left showing in a row
        row_w = card_w + 5 * step
        font = QFont(self.font())
        font.setPixelSize(max(11, round(card_h * 0.16)))
        painter.setFont(font)
        line = painter.fontMetrics().height()
        centre = rect.center()
        rx = max(w / 2 - row_w / 2 - 10, 10.0)
        ry = max(h / 2 - card_h / 2 - line - 14, 10.0)
        seats = []
        for seat in range(n):
            angle = math.pi / 2 + seat * 2 * math.pi / n
            seats.append(
                QPointF(centre.x() + rx * math.cos(angle), centre.y() + ry * math.sin(angle))
            )
        obstacles: list[QRectF] = []
        for seat, pos in enumerate(seats):
            obstacles.extend(
                self._paint_seat(painter, state, seat, pos, card_w, card_h, step, line)
            )
        spots = trick_rects(centre, n, obstacles, card_w * 0.92, card_h * 0.92)
        self._paint_trick(painter, state, spots, card_w * 0.92)
        if state.trump is not None:
            painter.setPen(_INK)
            painter.drawText(
                QRectF(10, 8, w / 3, line * 1.4),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QCoreApplication.translate("HandHistory", "Trump: {suit}").format(
                    suit=suit_name(state.trump)
                ),
            )

    def _paint_seat(
        self,
        painter: QPainter,
        state: HandState,
        seat: int,
        pos: QPointF,
        card_w: float,
        card_h: float,
        step: float,
        line: int,
    ) -> tuple[QRectF, QRectF]:
        """Paint a seat's cards face up with its name plate above them; return the plate and
        the room of a full hand."""
        cards = hand_order(cards_of(state.hands[seat]), state.trump)
        row_w = card_w + step * max(len(cards) - 1, 0)
        left = pos.x() - row_w / 2
        top = pos.y() - card_h / 2
        for i, card in enumerate(cards):
            r = QRectF(left + i * step, top, card_w, card_h)
            paint_shadow(painter, r)
            paint_face(
                painter, r, RANKS[rank_of(card)], SUITS[suit_of(card)], four_colour=self.four_colour
            )
        if not cards:
            empty = QRectF(pos.x() - card_w / 2, top, card_w, card_h)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(empty, card_w * 0.06, card_w * 0.06)
        label = self._seat_label(state, seat)
        metrics = painter.fontMetrics()
        text_w = metrics.horizontalAdvance(label) + 18
        bounds = QRectF(self.rect())
        x = min(max(pos.x() - text_w / 2, bounds.left() + 4), bounds.right() - text_w - 4)
        plate = QRectF(x, top - line - 10, text_w, line + 6)
        side = state.rules.side_of_seat[seat]
        path = QPainterPath()
        path.addRoundedRect(plate, 6, 6)
        painter.fillPath(path, QColor(16, 28, 22, 200))
        painter.setPen(QPen(SIDE_COLOURS[side % len(SIDE_COLOURS)], 2))
        if seat == state.pitcher and state.phase is not state.phase.BID:
            painter.setPen(QPen(_GOLD, 2.5))
        painter.drawPath(path)
        painter.setPen(_INK)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, label)
        full_w = card_w + step * (HAND_SIZE - 1)
        return plate, QRectF(pos.x() - full_w / 2, top, full_w, card_h)

    def _seat_label(self, state: HandState, seat: int) -> str:
        name = self._names[seat] if seat < len(self._names) else str(seat + 1)
        parts = [name]
        if seat == state.dealer:
            parts.append(QCoreApplication.translate("HandHistory", "dealer"))
        spoken = _bid_of(state, seat)
        if spoken is not None:
            parts.append(
                QCoreApplication.translate("HandHistory", "bid {bid}").format(bid=bid_name(spoken))
                if spoken
                else QCoreApplication.translate("HandHistory", "pass")
            )
        if state.plays:
            parts.append(
                QCoreApplication.translate("HandHistory", "{n} tricks").format(n=state.tricks[seat])
            )
        return " · ".join(parts)

    def _paint_trick(
        self,
        painter: QPainter,
        state: HandState,
        spots: list[QRectF],
        card_w: float,
    ) -> None:
        n = state.players
        if state.trick:
            shown, leader, winner = state.trick, state.leader, None
        elif self._completed_trick and state.last_trick and state.last_leader is not None:
            shown, leader, winner = state.last_trick, state.last_leader, state.leader
        else:
            return
        for i, card in enumerate(shown):
            seat = (leader + i) % n
            r = spots[seat]
            paint_shadow(painter, r)
            paint_face(
                painter, r, RANKS[rank_of(card)], SUITS[suit_of(card)], four_colour=self.four_colour
            )
            if seat == winner:
                painter.setPen(QPen(_GOLD, max(2.0, card_w * 0.04)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-2, -2, 2, 2), card_w * 0.07, card_w * 0.07)


_TRICK_GAP = 4.0  # pixels between a card of the trick and a plate or a hand


def trick_rects(
    centre: QPointF, players: int, obstacles: list[QRectF], card_w: float, card_h: float
) -> list[QRectF]:
    """Each seat's card of the trick where the table puts it (``table_scene.trick_offsets``:
    toward its seat, no two touching), as large as it can be while clear of the name plates
    and hands (``obstacles``); the trick may rise a little above the centre for it, since the
    player's own plate sits between the trick and the bottom hand."""
    offsets = trick_offsets(players)
    best: list[QRectF] = []
    best_scale = 0.0
    for rise in (0.0, 0.25, 0.5, 0.75, 1.0):
        scale = 1.0
        while scale > best_scale:
            w, h = card_w * scale, card_h * scale
            cy = centre.y() - rise * card_h * 0.5
            rects = [
                QRectF(centre.x() + dx * w - w / 2, cy + dy * h - h / 2, w, h) for dx, dy in offsets
            ]
            grown = [r.adjusted(-_TRICK_GAP, -_TRICK_GAP, _TRICK_GAP, _TRICK_GAP) for r in rects]
            if not any(g.intersects(o) for g in grown for o in obstacles):
                best, best_scale = rects, scale
                break
            scale -= 0.04
    if not best:  # no room anywhere: the smallest trick, at the centre
        w, h = card_w * 0.4, card_h * 0.4
        best = [
            QRectF(centre.x() + dx * w - w / 2, centre.y() + dy * h - h / 2, w, h)
            for dx, dy in offsets
        ]
    return best


def _bid_of(state: HandState, seat: int) -> int | None:
    """What ``seat`` said in the auction so far (None: not yet spoken)."""
    n = state.players
    for i, level in enumerate(state.bids):
        if (state.dealer + 1 + i) % n == seat:
            return level
    return None


class HandReplay(QWidget):
    """A hand replayed one bid or card at a time, forward and back, with the breakdown below.

    Keys: Left and Right step one bid or card, Page Up and Page Down (or Ctrl with an arrow) a
    whole trick (the auction counts as one), Home and End go to the deal and the end.

    Signals:
        hand_shown: A hand was loaded for replay. arg: the ``ReplayedHand``. The analysis of the
            player's decisions hooks in here and shows its findings with ``show_analysis``;
            ``show_moment`` takes the table back to the moment of one decision.
        step_changed: The table moved. arg: the number of actions taken so far (int).
    """

    hand_shown = Signal(object)
    step_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandReplay")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._hand: ReplayedHand | None = None
        self._states: list[HandState] = []
        self._names: list[str] = []
        self._step = 0
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        self.caption = QLabel(self)
        self.caption.setObjectName("ReplayCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setWordWrap(True)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.caption.setFont(font)
        box.addWidget(self.caption)
        self.table = ReplayTable(self)
        box.addWidget(self.table, 1)
        nav = QHBoxLayout()
        nav.setSpacing(4)

        def button(text: str, tip: str, slot: Any) -> QPushButton:
            b = QPushButton(text, self)
            b.setToolTip(tip)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            nav.addWidget(b)
            return b

        self.start_button = button(
            self.tr("Start"), self.tr("To the deal (Home)"), self.go_to_start
        )
        self.back_trick_button = button(
            self.tr("◀◀ Trick"), self.tr("Back a trick (Page Up)"), self.back_trick
        )
        self.back_button = button(
            self.tr("◀ Back"), self.tr("Back a bid or card (Left)"), self.back
        )
        self.forward_button = button(
            self.tr("Forward ▶"), self.tr("Forward a bid or card (Right)"), self.forward
        )
        self.forward_trick_button = button(
            self.tr("Trick ▶▶"), self.tr("Forward a trick (Page Down)"), self.forward_trick
        )
        self.end_button = button(self.tr("End"), self.tr("To the end (End)"), self.go_to_end)
        nav.addStretch(1)
        self.position = QLabel(self)
        self.position.setObjectName("ReplayPosition")
        nav.addWidget(self.position)
        box.addLayout(nav)
        self.breakdown = QLabel(self)
        self.breakdown.setObjectName("ReplayBreakdown")
        self.breakdown.setTextFormat(Qt.TextFormat.RichText)
        self.breakdown.setWordWrap(True)
        self.breakdown.setStyleSheet(
            "#ReplayBreakdown { background: #fbf8ef; color: #202020; border: 1px solid #d8d0b8;"
            " border-radius: 6px; padding: 8px; }"
        )
        box.addWidget(self.breakdown)
        # Where the analysis of the player's decisions goes (``show_analysis``); empty and
        # hidden until something is put there.
        self.analysis_box = QGroupBox(self.tr("Your decisions"), self)
        self.analysis_box.setObjectName("ReplayAnalysis")
        self._analysis_layout = QVBoxLayout(self.analysis_box)
        self.analysis_box.hide()
        box.addWidget(self.analysis_box)
        self.load(None)

    # --- what is shown ------------------------------------------------------------------------
    @property
    def hand(self) -> ReplayedHand | None:
        return self._hand

    @property
    def step(self) -> int:
        """How many bids and cards of the hand are shown as taken."""
        return self._step

    @property
    def steps(self) -> int:
        """The bids and cards of the hand: the last step."""
        return len(self._states) - 1

    def current_state(self) -> HandState | None:
        return self._states[self._step] if self._states else None

    def load(self, hand: ReplayedHand | None) -> None:
        """Show ``hand`` from its deal (None: nothing), and tell ``hand_shown``."""
        self._hand = hand
        self.show_analysis(None)
        if hand is None:
            self._states = []
            self._names = []
            self._step = 0
            self.breakdown.setText(self.tr("The breakdown of the hand shows here."))
            self._refresh()
            return
        self._states = states_of(hand.state)
        self._names = seat_names(hand.setup, hand.human_seat)
        self._step = 0
        self.breakdown.setText(
            breakdown_html(hand.state, hand.setup, four_colour=self.table.four_colour)
        )
        self._refresh()
        self.hand_shown.emit(hand)

    def show_analysis(self, widget: QWidget | None) -> None:
        """Put ``widget`` (the analysis of the player's decisions) under the breakdown, in
        place of what was there; None empties and hides the place."""
        layout = self._analysis_layout
        while layout.count():
            item = layout.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.deleteLater()
        if widget is None:
            self.analysis_box.hide()
            return
        layout.addWidget(widget)
        self.analysis_box.show()

    def show_moment(self, action_index: int) -> None:
        """The table as it was when the ``action_index``-th action (0 first, bids then cards,
        as a record lists them) was about to be taken."""
        self.go_to(action_index)

    # --- moving ---------------------------------------------------------------------------------
    def go_to(self, step: int) -> None:
        if not self._states:
            return
        self._step = max(0, min(step, self.steps))
        self._refresh()
        self.step_changed.emit(self._step)

    def forward(self) -> None:
        self.go_to(self._step + 1)

    def back(self) -> None:
        self.go_to(self._step - 1)

    def go_to_start(self) -> None:
        self.go_to(0)

    def go_to_end(self) -> None:
        self.go_to(self.steps)

    def _trick_marks(self) -> list[int]:
        """The steps a trick at a time: the deal, the end of the auction, each trick's end."""
        if not self._states:
            return [0]
        final = self._states[-1]
        bids = len(final.bids)
        n = final.players
        marks = {0, bids, self.steps}
        marks.update(range(bids + n, self.steps + 1, n))
        return sorted(marks)

    def forward_trick(self) -> None:
        later = [m for m in self._trick_marks() if m > self._step]
        self.go_to(later[0] if later else self.steps)

    def back_trick(self) -> None:
        earlier = [m for m in self._trick_marks() if m < self._step]
        self.go_to(earlier[-1] if earlier else 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """The replay's keys; true when the key moved the table."""
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_Right:
            self.forward_trick() if ctrl else self.forward()
        elif key == Qt.Key.Key_Left:
            self.back_trick() if ctrl else self.back()
        elif key == Qt.Key.Key_PageDown:
            self.forward_trick()
        elif key == Qt.Key.Key_PageUp:
            self.back_trick()
        elif key == Qt.Key.Key_Home:
            self.go_to_start()
        elif key == Qt.Key.Key_End:
            self.go_to_end()
        else:
            return False
        return True

    def _refresh(self) -> None:
        state = self.current_state()
        has = state is not None
        for b in (self.start_button, self.back_trick_button, self.back_button):
            b.setEnabled(has and self._step > 0)
        for b in (self.forward_button, self.forward_trick_button, self.end_button):
            b.setEnabled(has and self._step < self.steps)
        if state is None or self._hand is None:
            self.caption.setText(self.tr("No hand chosen"))
            self.position.setText("")
            self.table.show_state(None, [], False)
            return
        completed = self._step > len(state.bids) and not state.trick and state.last_trick != ()
        self.table.show_state(state, self._names, completed)
        self.caption.setText(
            self.tr("{title} · {step}").format(title=self._hand.title, step=self._step_words())
        )
        self.position.setText(
            self.tr("Step {step} of {steps}").format(step=self._step, steps=self.steps)
        )

    def _step_words(self) -> str:
        """What the last step did, in the game's words (the player's own moves as "you")."""
        state = self.current_state()
        assert state is not None and self._hand is not None
        names = self._names
        you = self._hand.human_seat
        if self._step == 0:
            if state.dealer == you:
                return self.tr("You deal; every hand is face up")
            return self.tr("{dealer} deals; every hand is face up").format(
                dealer=names[state.dealer]
            )
        bids = len(state.bids)
        n = state.players
        if not state.plays:
            seat = (state.dealer + bids) % n  # the seat that spoke last
            level = state.bids[-1]
            said = (
                self.tr("{name}: pass").format(name=names[seat])
                if level == 0
                else self.tr("{name}: bid {bid}").format(name=names[seat], bid=bid_name(level))
            )
            if state.thrown_in:
                return self.tr("{said}. Everyone passed: the hand is thrown in").format(said=said)
            if state.pitcher is not None and state.phase is not state.phase.BID:
                bid = bid_name(state.high_bid)
                if state.pitcher == you:
                    return self.tr("{said}. You pitch at {bid}").format(said=said, bid=bid)
                return self.tr("{said}. {pitcher} pitches at {bid}").format(
                    said=said, pitcher=names[state.pitcher], bid=bid
                )
            return said
        played = len(state.plays)
        trick = (played - 1) // n + 1
        card = card_name(state.plays[-1])
        if state.trick:
            seat = (state.leader + len(state.trick) - 1) % n
        else:
            assert state.last_leader is not None
            seat = (state.last_leader + n - 1) % n
        if played == 1:
            suit = suit_name(suit_of(state.plays[0]))
            if seat == you:
                words = self.tr("You pitch the {card}; {suit} are trump").format(
                    card=card, suit=suit
                )
            else:
                words = self.tr("{name} pitches the {card}; {suit} are trump").format(
                    name=names[seat], card=card, suit=suit
                )
        elif seat == you:
            words = self.tr("You play the {card}").format(card=card)
        else:
            words = self.tr("{name} plays the {card}").format(name=names[seat], card=card)
        if not state.trick:
            if state.leader == you:
                words = self.tr("{words}; you take the trick").format(words=words)
            else:
                words = self.tr("{words}; {winner} takes the trick").format(
                    words=words, winner=names[state.leader]
                )
        words = self.tr("Trick {trick}: {words}").format(trick=trick, words=words)
        if state.is_over:
            words = self.tr("{words}. The hand is over").format(words=words)
        return words


# --- the history window ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _OpenedRecord:
    """A record opened from a file: its hands, replayed, and what it was."""

    name: str
    states: tuple[HandState, ...]
    is_match: bool


_KIND = Qt.ItemDataRole.UserRole  # ("match", id) / ("hand", id, number) / ("file", i[, number])


class HistoryDialog(QDialog):
    """The past matches and their hands on the left, the chosen hand replayed on the right."""

    def __init__(self, recorder: HistoryRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HistoryDialog")
        self.setWindowTitle(self.tr("Hand history"))
        self.resize(1320, 800)
        self._recorder = recorder
        self._opened: list[_OpenedRecord] = []
        self._replayed: dict[str, list[HandState]] = {}  # match id -> its hands, replayed
        self._summaries: dict[str, MatchSummary] = {}
        box = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        left = QWidget(split)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        self.tree = QTreeWidget(left)
        self.tree.setObjectName("HistoryList")
        self.tree.setColumnCount(4)
        self.tree.setHeaderLabels(
            [self.tr("Date"), self.tr("Preset"), self.tr("Players"), self.tr("Result")]
        )
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.tree.itemExpanded.connect(self._fill_hands)
        self.tree.currentItemChanged.connect(lambda item, _old: self._chosen(item))
        self.tree.itemClicked.connect(lambda item, _col: self._clicked(item))
        self.tree.installEventFilter(self)
        column.addWidget(self.tree, 1)
        buttons = QHBoxLayout()
        self.open_button = QPushButton(self.tr("Open from file…"), left)
        self.open_button.clicked.connect(self.ask_open_file)
        self.export_hand_button = QPushButton(self.tr("Export hand…"), left)
        self.export_hand_button.clicked.connect(self.ask_export_hand)
        self.export_match_button = QPushButton(self.tr("Export match…"), left)
        self.export_match_button.clicked.connect(self.ask_export_match)
        for b in (self.open_button, self.export_hand_button, self.export_match_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        column.addLayout(buttons)
        self.replay = HandReplay(split)
        split.addWidget(left)
        split.addWidget(self.replay)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        split.setSizes([600, 720])
        box.addWidget(split, 1)
        self.message = QLabel(self)
        self.message.setObjectName("HistoryMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("#HistoryMessage { color: #9a5b00; }")
        self.message.hide()
        box.addWidget(self.message)
        self._file_dialog: QFileDialog | None = None
        self.refresh()

    # --- the list -------------------------------------------------------------------------------
    def _store(self) -> HistoryStore | None:
        return self._recorder.store()

    def say(self, sentence: str) -> None:
        """One sentence for the player under the list (a file refused, an export failed)."""
        self.message.setText(sentence)
        self.message.setVisible(bool(sentence))

    def refresh(self) -> None:
        """Read the stored matches again (newest first), keeping the opened files on top."""
        self.tree.clear()
        self._replayed.clear()
        self._summaries.clear()
        for index, opened in enumerate(self._opened):
            self.tree.addTopLevelItem(self._file_item(index, opened))
        store = self._store()
        matches: list[MatchSummary] = []
        if store is not None:
            try:
                matches = store.matches()
            except HistoryError as exc:
                self.say(str(exc))
        for m in matches:
            self._summaries[m.match_id] = m
            self.tree.addTopLevelItem(self._match_item(m))
        if not matches and not self._opened:
            empty = QTreeWidgetItem([self.tr("No hands yet: every finished hand is kept here.")])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            empty.setFirstColumnSpanned(True)
            self.tree.addTopLevelItem(empty)
            empty.setFirstColumnSpanned(True)
        self._update_buttons()

    def _match_item(self, m: MatchSummary) -> QTreeWidgetItem:
        setup = setup_of(_rules_for(m), m.seats)
        names = seat_names(setup, m.human_seat)
        sides = side_names(setup)
        if m.winner is not None and m.winner < len(sides):
            result = self.tr("{side} won: {scores}").format(
                side=sides[m.winner], scores=_scores_words(m.scores)
            )
        else:
            result = self.tr("Unfinished: {scores} after {n} hands").format(
                scores=_scores_words(m.scores), n=m.hands
            )
        if m.practice:
            result = self.tr("{result} (practice)").format(result=result)
        item = QTreeWidgetItem(
            [
                when_words(m.started_at),
                preset_words(m.preset),
                ", ".join(names),
                result,
            ]
        )
        item.setToolTip(1, layout_words(m.players, m.teams))
        item.setToolTip(3, result)
        item.setData(0, _KIND, ("match", m.match_id))
        item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
        return item

    def _file_item(self, index: int, opened: _OpenedRecord) -> QTreeWidgetItem:
        first = opened.states[0]
        item = QTreeWidgetItem(
            [
                self.tr("From a file"),
                preset_words(first.rules.preset_name() or CUSTOM_PRESET),
                opened.name,
                self.tr("{n} hands").format(n=len(opened.states)),
            ]
        )
        item.setData(0, _KIND, ("file", index))
        setup = setup_of(first.rules, ())
        for number, state in enumerate(opened.states, start=1):
            child = QTreeWidgetItem(self._hand_columns(number, state, setup, None, None))
            child.setData(0, _KIND, ("file", index, number))
            item.addChild(child)
        item.setExpanded(True)
        return item

    def match_stored(self, match_id: str) -> None:
        """A hand of ``match_id`` (the match in play) was just stored: its row shows it now,
        at the top of the stored matches, and the hand being replayed stays as it is."""
        store = self._store()
        if store is None:
            return
        try:
            summary = next((m for m in store.matches() if m.match_id == match_id), None)
        except HistoryError as exc:
            self.say(str(exc))
            return
        if summary is None:
            return
        self._summaries[match_id] = summary
        self._replayed.pop(match_id, None)  # its hands are replayed afresh when chosen
        fresh = self._match_item(summary)
        row = self._match_row(match_id)
        if row is None:
            for i in reversed(range(self.tree.topLevelItemCount())):
                top = self.tree.topLevelItem(i)
                if top is not None and not _kind_of(top):  # "No hands yet"
                    self.tree.takeTopLevelItem(i)
            self.tree.insertTopLevelItem(len(self._opened), fresh)
            return
        for column in range(self.tree.columnCount()):
            row.setText(column, fresh.text(column))
        if row.childCount():  # opened already: add the hands stored since
            self._fill_hands(row, force=True)

    def _match_row(self, match_id: str) -> QTreeWidgetItem | None:
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            if top is not None and _kind_of(top) == ("match", match_id):
                return top
        return None

    def _fill_hands(self, item: QTreeWidgetItem, force: bool = False) -> None:
        """A match's hands are read when it is first opened in the list (``force``: again,
        adding the hands stored since)."""
        kind = _kind_of(item)
        if not kind or kind[0] != "match" or (item.childCount() and not force):
            return
        match_id = kind[1]
        store = self._store()
        summary = self._summaries.get(match_id)
        if store is None or summary is None:
            return
        try:
            hands = store.hands(match_id)
        except HistoryError as exc:
            self.say(str(exc))
            return
        setup = setup_of(_rules_for(summary), summary.seats)
        for h in hands[item.childCount() :]:
            child = QTreeWidgetItem(
                self._hand_columns(h.number, None, setup, summary.human_seat, h)
            )
            child.setData(0, _KIND, ("hand", match_id, h.number))
            item.addChild(child)
        if not hands:
            item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.DontShowIndicator)

    def _hand_columns(
        self,
        number: int,
        state: HandState | None,
        setup: MatchSetup,
        human_seat: int | None,
        stored: HandSummary | None,
    ) -> list[str]:
        """Time, "Hand 3", the bid, the result: from the stored columns or a replayed state."""
        names = seat_names(setup, human_seat)
        when = when_words(stored.finished_at, time_only=True) if stored is not None else ""
        if stored is not None:
            thrown, pitcher, bid, made = stored.thrown_in, stored.pitcher, stored.bid, stored.made
            points = stored.points
        else:
            assert state is not None
            score = state.score
            thrown = state.thrown_in
            pitcher = score.pitcher if score is not None else state.pitcher
            bid = score.bid if score is not None else (state.high_bid or None)
            made = score.made if score is not None else None
            points = score.hand_score if score is not None else ()
            if not state.is_over:
                return [when, self.tr("Hand {n}").format(n=number), self.tr("not finished"), ""]
        if thrown or pitcher is None or bid is None:
            return [when, self.tr("Hand {n}").format(n=number), self.tr("thrown in"), ""]
        said = self.tr("{name} bid {bid}").format(name=names[pitcher], bid=bid_name(bid))
        outcome = self.tr("made") if made else self.tr("set back")
        return [
            when,
            self.tr("Hand {n}").format(n=number),
            said,
            f"{outcome}: " + " / ".join(signed(p) for p in points),
        ]

    # --- choosing a hand ------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Left and Right move the replay while a hand is chosen in the list."""
        if watched is self.tree and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            kind = _kind_of(self.tree.currentItem())
            is_hand = kind is not None and len(kind) == 3
            if is_hand and event.key() in (
                Qt.Key.Key_Left,
                Qt.Key.Key_Right,
                Qt.Key.Key_PageUp,
                Qt.Key.Key_PageDown,
                Qt.Key.Key_Home,
                Qt.Key.Key_End,
            ):
                return self.replay.handle_key(event)
        return super().eventFilter(watched, event)

    def _clicked(self, item: QTreeWidgetItem) -> None:
        kind = _kind_of(item)
        if kind and len(kind) == 3:
            self.replay.setFocus()

    def _chosen(self, item: QTreeWidgetItem | None) -> None:
        self._update_buttons()
        if item is None:
            return
        kind = _kind_of(item)
        if not kind or len(kind) != 3:
            return
        hand = self._replayed_hand(kind)
        if hand is not None:
            self.replay.load(hand)

    def _replayed_hand(self, kind: tuple[Any, ...]) -> ReplayedHand | None:
        if kind[0] == "file":
            opened = self._opened[kind[1]]
            state = opened.states[kind[2] - 1]
            return ReplayedHand(
                state,
                setup_of(state.rules, ()),
                None,
                kind[2],
                self.tr("Hand {n}").format(n=kind[2]),
            )
        match_id, number = kind[1], kind[2]
        states = self._states_of(match_id)
        summary = self._summaries.get(match_id)
        if states is None or summary is None or not 1 <= number <= len(states):
            return None
        state = states[number - 1]
        return ReplayedHand(
            state,
            setup_of(state.rules, summary.seats),
            summary.human_seat,
            number,
            self.tr("Hand {n}").format(n=number),
        )

    def _states_of(self, match_id: str) -> list[HandState] | None:
        if match_id not in self._replayed:
            store = self._store()
            if store is None:
                return None
            try:
                self._replayed[match_id] = store.replay_match(match_id)
            except HistoryError as exc:
                self.say(str(exc))
                return None
        return self._replayed[match_id]

    def select_hand(self, match_id: str, number: int) -> bool:
        """Choose a stored hand in the list (and so replay it); false if it is not there."""
        top = self._match_row(match_id)
        if top is not None:
            top.setExpanded(True)
            for j in range(top.childCount()):
                child = top.child(j)
                if child is not None and _kind_of(child) == ("hand", match_id, number):
                    self.tree.setCurrentItem(child)
                    return True
        return False

    def _current_kind(self) -> tuple[Any, ...] | None:
        return _kind_of(self.tree.currentItem())

    def _update_buttons(self) -> None:
        kind = self._current_kind()
        self.export_hand_button.setEnabled(kind is not None and len(kind) == 3)
        is_match = kind is not None and (
            kind[0] == "match"
            or kind[0] == "hand"
            or (kind[0] == "file" and self._opened[kind[1]].is_match)
        )
        self.export_match_button.setEnabled(is_match)

    # --- files ----------------------------------------------------------------------------------
    def _ask_file(self, title: str, saving: bool, suggested: str, then: Any) -> QFileDialog:
        dialog = QFileDialog(self, title)
        dialog.setObjectName("HistoryFileDialog")
        dialog.setNameFilter(self.tr("Pitch records (*.json);;All files (*)"))
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix("json")
            dialog.selectFile(suggested)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda name: then(Path(name)))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        self._file_dialog = dialog
        dialog.open()
        return dialog

    def ask_open_file(self) -> QFileDialog:
        return self._ask_file(self.tr("Open a hand or match"), False, "", self.open_file)

    def ask_export_hand(self) -> QFileDialog | None:
        kind = self._current_kind()
        if kind is None or len(kind) != 3:
            return None
        return self._ask_file(
            self.tr("Export the hand"), True, f"pitch-hand-{kind[2]}.json", self.export_hand_to
        )

    def ask_export_match(self) -> QFileDialog | None:
        if self._current_kind() is None:
            return None
        return self._ask_file(
            self.tr("Export the match"), True, "pitch-match.json", self.export_match_to
        )

    def open_file(self, path: Path) -> bool:
        """Open a ``pitch-hand/1`` or ``pitch-match/1`` file at the top of the list; a file the
        engine's reader refuses is told in one sentence and changes nothing."""
        try:
            with path.open("rb") as f:
                data = f.read(MAX_RECORD_BYTES + 1)
        except OSError as exc:
            self.say(
                self.tr("{file} cannot be opened ({why}).").format(
                    file=path.name, why=exc.strerror or exc
                )
            )
            return False
        try:
            if len(data) > MAX_RECORD_BYTES:
                raise RecordError(too_large_message())
            try:
                text = data.decode("utf-8-sig")
            except UnicodeDecodeError:
                raise RecordError(self.tr("it is not text")) from None
            obj = load_json(text)
            states = replay_record(obj)
        except RecordError as exc:
            self.say(
                self.tr("{file} is not a hand or match Pitch can replay ({why}).").format(
                    file=path.name, why=exc
                )
            )
            return False
        if not states:
            self.say(self.tr("{file} holds no hands.").format(file=path.name))
            return False
        is_match = isinstance(obj, dict) and obj.get("format") == MATCH_FORMAT
        self._opened.insert(0, _OpenedRecord(path.name, tuple(states), is_match))
        self.refresh()
        top = self.tree.topLevelItem(0)
        first = top.child(0) if top is not None else None
        if first is not None:
            self.tree.setCurrentItem(first)
        self.say(self.tr("{file} was opened: choose a hand to replay it.").format(file=path.name))
        return True

    def export_hand_to(self, path: Path) -> bool:
        kind = self._current_kind()
        if kind is None or len(kind) != 3:
            return False
        hand = self._replayed_hand(kind)
        if hand is None:
            return False
        return self._write(path, hand_record_json(hand.state))

    def export_match_to(self, path: Path) -> bool:
        kind = self._current_kind()
        if kind is None:
            return False
        record: dict[str, Any]
        if kind[0] == "file":
            opened = self._opened[kind[1]]
            if not opened.is_match:
                return False
            record = match_record_json(opened.states[0].rules, list(opened.states))
        else:
            store = self._store()
            if store is None:
                return False
            try:
                record = store.match_record(kind[1])
            except HistoryError as exc:
                self.say(str(exc))
                return False
        return self._write(path, record)

    def _write(self, path: Path, record: dict[str, Any]) -> bool:
        """Write a record in one step (a temporary file renamed over the target)."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".export-", suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as f:
                    json.dump(record, f, indent=1)
                    f.write("\n")
                os.replace(tmp, path)
            finally:
                if os.path.exists(tmp):
                    os.unlink(tmp)
        except OSError as exc:
            self.say(
                self.tr("{file} could not be written ({why}).").format(
                    file=path.name, why=exc.strerror or exc
                )
            )
            return False
        self.say(self.tr("Saved as {file}.").format(file=path.name))
        return True


def _kind_of(item: QTreeWidgetItem | None) -> tuple[Any, ...] | None:
    """What a line of the list stands for: ("match", id), ("hand", id, number), ("file", i)
    or ("file", i, number); None for the placeholder line."""
    data = item.data(0, _KIND) if item is not None else None
    return tuple(data) if isinstance(data, list | tuple) and data else None


def _rules_for(m: MatchSummary) -> Rules:
    """Rules with a stored match's seats and sides: enough to name them (the whole rules are
    in the match's record)."""
    try:
        return Rules(players=m.players, teams=m.teams)
    except RulesError:
        return Rules()


def show_history(
    parent: QWidget, recorder: HistoryRecorder, shown: HistoryDialog | None = None
) -> HistoryDialog:
    """Game > History: the history window, brought up to date (one window, reused)."""
    dialog = shown if shown is not None else HistoryDialog(recorder, parent)
    bring_up(dialog, again=shown is not None)
    return dialog


def bring_up(dialog: HistoryDialog | StatisticsDialog, *, again: bool) -> None:
    """Show a reused window in front, read afresh when it was open before."""
    if again:
        dialog.refresh()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
