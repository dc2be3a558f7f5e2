"""A hand replayed one bid or card at a time, forward and back (``HandReplay``), with the scoring
breakdown below; with the draw-back, naming trump, each draw and each burn are steps too.

The replay is the live table: a ``TableScene`` told the hand's events by the same
``TableTeller`` that tells live play, every other hand face up beside its plate and nothing
moving (``TableScene.set_still``). A step is shown by telling the table the events from the
deal to that step, as they were told when the hand was played.
``HandReplay.hand_shown`` and ``HandReplay.show_analysis`` are where an analysis of the player's
decisions plugs in.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.events import (
    AuctionOver,
    BidMade,
    CardDiscarded,
    CardPlayed,
    CardsDrawn,
    HandStarted,
    PackRobbed,
    PartnerCalled,
    TrickWon,
    TrumpBurned,
    TrumpNamed,
)
from pitch_desktop.controller.narration import ReplayStep, StepEvent, replay_events
from pitch_desktop.controller.words import bid_name, card_name, suit_name
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.ui.common.call_words import call_words, rob_words
from pitch_desktop.ui.history.words import breakdown_html, seat_names
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.teller import TableTeller
from pitch_desktop.ui.table.view import TableView


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A hand to replay: its final (or last recorded) state and who sat where."""

    state: HandState
    setup: MatchSetup
    human_seat: int | None  # None: nobody at the table was the player (a file, a bots' match)
    number: int  # the hand's number in its match
    title: str


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
        self._steps: list[ReplayStep] = []
        self._names: list[str] = []
        self._step = 0
        self._four_colour = False
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
        top = QHBoxLayout()
        top.addWidget(self.caption, 1)
        # Beside the caption rather than the buttons: the row of buttons stays narrow.
        self.position = QLabel(self)
        self.position.setObjectName("ReplayPosition")
        top.addWidget(self.position, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(top)
        self.scene = TableScene(self)
        self.scene.set_still(True)
        self.table = TableView(self.scene, self)
        self.table.setObjectName("ReplayTable")
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setMinimumSize(360, 260)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._said = ""  # the teller's last words (the status line of live play)
        self.teller = TableTeller(self.scene, self.table, self._hear)
        self.placeholder = QLabel(
            QCoreApplication.translate("HandHistory", "Choose a hand in the list to replay it."),
            self,
        )
        self.placeholder.setObjectName("ReplayPlaceholder")
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setMinimumSize(360, 260)
        self.placeholder.setStyleSheet(
            "#ReplayPlaceholder { background: #1f5c3a; color: #f2ead2; border-radius: 6px; }"
        )
        box.addWidget(self.table, 1)
        box.addWidget(self.placeholder, 1)
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
        return len(self._steps) - 1

    @property
    def replay_steps(self) -> tuple[ReplayStep, ...]:
        """The hand retold as live play told it: each step's events and the hand after it."""
        return tuple(self._steps)

    def current_state(self) -> HandState | None:
        return self._steps[self._step].hand if self._steps else None

    def load(self, hand: ReplayedHand | None) -> None:
        """Show ``hand`` from its deal (None: nothing), and tell ``hand_shown``."""
        self._hand = hand
        self.show_analysis(None)
        if hand is None:
            self._steps = []
            self._names = []
            self._step = 0
            self.breakdown.setText(self.tr("The breakdown of the hand shows here."))
            self._refresh()
            return
        # The replay is told by the controller's narration, as live play is: the engine applies
        # each action once and the events say who did what; the table shows every hand.
        viewer = hand.human_seat if hand.human_seat is not None else 0
        self._steps = list(replay_events(hand.state, hand.number, viewer))
        self._names = seat_names(hand.setup, hand.human_seat)
        self._step = 0
        self.breakdown.setText(
            breakdown_html(hand.state, hand.setup, four_colour=self._four_colour)
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

    def show_moment(
        self, action_index: int, played: int | None = None, better: int | None = None
    ) -> None:
        """The table as the player saw it when the ``action_index``-th action (0 first, bids
        then cards, as a record lists them) was about to be taken: a trick just won already
        gathered, and the card ``played`` and the ``better`` one marked in the hand (bids and
        suits mark nothing)."""
        self.go_to(action_index)
        self.scene.hurry()  # live, the last trick had gone to its taker by then
        self.scene.mark_choice(played, better)

    # --- moving ---------------------------------------------------------------------------------
    def go_to(self, step: int) -> None:
        if not self._steps:
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
        """The steps a trick at a time: the deal, the end of the auction, (with the draw-back)
        trump named and the last draw or burn, each trick's end."""
        marks = {0, self.steps}
        for i, step in enumerate(self._steps):
            if any(isinstance(ev, AuctionOver | TrickWon | TrumpNamed) for ev in step.events):
                marks.add(i)
            later = self._steps[i + 1].events if i + 1 < len(self._steps) else ()
            drawing = (CardsDrawn, TrumpBurned)
            if any(isinstance(ev, drawing) for ev in step.events) and not any(
                isinstance(ev, drawing) for ev in later
            ):
                marks.add(i)
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
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        # Each key's move, and with Ctrl held (the arrows only) the move by a whole trick.
        moves: dict[int, tuple[Callable[[], None], Callable[[], None]]] = {
            Qt.Key.Key_Right: (self.forward, self.forward_trick),
            Qt.Key.Key_Left: (self.back, self.back_trick),
            Qt.Key.Key_PageDown: (self.forward_trick, self.forward_trick),
            Qt.Key.Key_PageUp: (self.back_trick, self.back_trick),
            Qt.Key.Key_Home: (self.go_to_start, self.go_to_start),
            Qt.Key.Key_End: (self.go_to_end, self.go_to_end),
        }
        move = moves.get(event.key())
        if move is None:
            return False
        plain, by_trick = move
        (by_trick if ctrl else plain)()
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
            self.table.hide()
            self.placeholder.show()
            return
        self.placeholder.hide()
        self.table.show()
        self._tell_table()
        self.caption.setText(
            self.tr("{title} · {step}").format(title=self._hand.title, step=self._step_words())
        )
        self.position.setText(
            self.tr("Step {step} of {steps}").format(step=self._step, steps=self.steps)
        )

    def _tell_table(self) -> None:
        """Set the table at the step shown: tell it the events from the deal to this step, as
        live play told them, then turn every other hand face up."""
        assert self._hand is not None
        if self.teller.setup is not self._hand.setup:
            self.teller.start_match(self._hand.setup)
        for step in self._steps[: self._step + 1]:
            for event in step.events:
                self.teller.tell(event)
        self.scene.show_open_hands(self._steps[self._step].hand.hands)

    def _hear(self, words: str) -> None:
        self._said = words

    @property
    def table_words(self) -> str:
        """What the table said last, in the words of live play's status line."""
        return self._said

    def set_four_colour(self, on: bool) -> None:
        """Cards and the breakdown in four colours, as the table's preference is."""
        if on == self._four_colour:
            return
        self._four_colour = on
        self.scene.set_four_colour(on)
        if self._hand is not None:
            self.breakdown.setText(
                breakdown_html(self._hand.state, self._hand.setup, four_colour=on)
            )
            self._refresh()

    def _step_words(self) -> str:
        """What the last step did, in the game's words (the player's own moves as "you"), read
        off the events the step told."""
        state = self.current_state()
        assert state is not None and self._hand is not None
        events = self._steps[self._step].events
        first = events[0]
        if isinstance(first, HandStarted):
            return self._deal_words(first)
        if isinstance(first, BidMade):
            return self._bid_step_words(first, events)
        if isinstance(first, TrumpNamed | CardsDrawn | TrumpBurned):
            return self._draw_back_words(first)
        if isinstance(first, CardDiscarded):
            return self._discard_words(first)
        if isinstance(first, PartnerCalled | PackRobbed):
            return self._call_rob_words(first)
        assert isinstance(first, CardPlayed)
        return self._card_step_words(first, events, state)

    def _deal_words(self, event: HandStarted) -> str:
        """The deal: who dealt, and that the replay shows every hand."""
        assert self._hand is not None
        if event.dealer == self._hand.human_seat:
            return self.tr("You deal; every hand is face up")
        return self.tr("{dealer} deals; every hand is face up").format(
            dealer=self._names[event.dealer]
        )

    def _bid_step_words(self, event: BidMade, events: tuple[HandStarted | StepEvent, ...]) -> str:
        """A bid or a pass, and how the auction ended when this bid ended it."""
        assert self._hand is not None
        names = self._names
        seat, level = event.seat, event.level
        said = (
            self.tr("{name}: pass").format(name=names[seat])
            if level == 0
            else self.tr("{name}: bid {bid}").format(name=names[seat], bid=bid_name(level))
        )
        over = next((ev for ev in events if isinstance(ev, AuctionOver)), None)
        if over is None:
            return said
        if over.pitcher is None:
            return self.tr("{said}. Everyone passed: the hand is thrown in").format(said=said)
        bid = bid_name(over.bid)
        if over.pitcher == self._hand.human_seat:
            return self.tr("{said}. You pitch at {bid}").format(said=said, bid=bid)
        return self.tr("{said}. {pitcher} pitches at {bid}").format(
            said=said, pitcher=names[over.pitcher], bid=bid
        )

    def _card_step_words(
        self, event: CardPlayed, events: tuple[HandStarted | StepEvent, ...], state: HandState
    ) -> str:
        """A card played, with the trick it belongs to, who took it when it was the last, and
        the end of the hand when it was the last card."""
        assert self._hand is not None
        won = next((ev for ev in events if isinstance(ev, TrickWon)), None)
        tricks_done = sum(state.tricks)
        trick = tricks_done if won is not None else tricks_done + 1
        words = self._card_words(event, state)
        if won is not None:
            if won.winner == self._hand.human_seat:
                words = self.tr("{words}; you take the trick").format(words=words)
            else:
                words = self.tr("{words}; {winner} takes the trick").format(
                    words=words, winner=self._names[won.winner]
                )
        words = self.tr("Trick {trick}: {words}").format(trick=trick, words=words)
        if state.is_over:
            words = self.tr("{words}. The hand is over").format(words=words)
        return words

    def _card_words(self, event: CardPlayed, state: HandState) -> str:
        """The card itself: the first card of the hand pitches (names trump) unless trump was
        named before the draw-back, when it only leads; any other is played."""
        assert self._hand is not None
        names = self._names
        you = event.seat == self._hand.human_seat
        seat, card = event.seat, card_name(event.card)
        if len(state.plays) == 1 and state.rules.draw_back:
            if you:
                return self.tr("You lead the {card}").format(card=card)
            return self.tr("{name} leads the {card}").format(name=names[seat], card=card)
        if len(state.plays) == 1:
            suit = suit_name(event.trump)
            if you:
                return self.tr("You pitch the {card}; {suit} are trump").format(
                    card=card, suit=suit
                )
            return self.tr("{name} pitches the {card}; {suit} are trump").format(
                name=names[seat], card=card, suit=suit
            )
        if you:
            return self.tr("You play the {card}").format(card=card)
        return self.tr("{name} plays the {card}").format(name=names[seat], card=card)

    def _discard_words(self, event: CardDiscarded) -> str:
        """A discard after taking the kitty: its card told only to the pitcher."""
        assert self._hand is not None
        name = self._names[event.seat]
        if event.card is None:
            return self.tr("{name} discards a card, face down").format(name=name)
        card = card_name(event.card)
        if event.seat == self._hand.human_seat:
            return self.tr("You discard the {card}, face down").format(card=card)
        return self.tr("{name} discards the {card}, face down").format(name=name, card=card)

    def _call_rob_words(self, event: PartnerCalled | PackRobbed) -> str:
        """A called partner, or a throw of the refill's rob: the words live play says."""
        assert self._hand is not None
        name = self._names[event.seat]
        you = event.seat == self._hand.human_seat
        if isinstance(event, PartnerCalled):
            return call_words(name, you, event.card)
        return rob_words(name, you, event.card, event.face_up, event.left)

    def _draw_back_words(self, event: TrumpNamed | CardsDrawn | TrumpBurned) -> str:
        """A step of the draw-back in words: trump named, a draw, a burn."""
        assert self._hand is not None
        names = self._names
        you = event.seat == self._hand.human_seat
        name = names[event.seat]
        if isinstance(event, TrumpNamed):
            suit = suit_name(event.trump)
            if you:
                return self.tr("You name {suit} trump").format(suit=suit)
            return self.tr("{name} names {suit} trump").format(name=name, suit=suit)
        if isinstance(event, TrumpBurned):
            card = card_name(event.card)
            if you:
                return self.tr("You hold more than six trumps and burn the {card}").format(
                    card=card
                )
            return self.tr("{name} holds more than six trumps and burns the {card}").format(
                name=name, card=card
            )
        kept = event.view.cards_left[event.seat]
        view = event.view
        if event.seat == (view.dealer if view.rules.refill else view.pitcher):
            words = (
                self.tr("You throw {thrown}, take the rest of the stock ({drawn}) and keep {kept}")
                if you
                else self.tr(
                    "{name} throws {thrown}, takes the rest of the stock ({drawn}) and keeps {kept}"
                )
            )
        else:
            words = (
                self.tr("You throw {thrown}, draw {drawn} and keep {kept}")
                if you
                else self.tr("{name} throws {thrown}, draws {drawn} and keeps {kept}")
            )
        return words.format(name=name, thrown=event.thrown, drawn=event.drawn, kept=kept)
