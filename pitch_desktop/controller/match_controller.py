"""The match controller: the one place where the rules engine meets Qt.

``MatchController`` owns the match state and the random generator that deals, asks the human for
actions through signals and the bots through a worker off the GUI thread, paces the bots by the
Speed setting, and announces every change by a signal carrying a payload from ``events``. The UI
decides no rule: it only calls ``start``, ``submit``, ``next_hand``, ``set_speed`` and ``stop``.
Every step runs from a Qt timer, so even an instant-speed match never blocks the event loop.
Bots think in a worker process by default (``worker`` says why); a result that arrives after
``stop`` or a new ``start`` is recognised by its generation number and dropped.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, CancelledError, Future
from contextlib import suppress
from dataclasses import dataclass, replace
from enum import Enum, auto
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance, Slot

from pitch_desktop.ai.advice import ADVICE_SEED
from pitch_desktop.ai.base import make_bot
from pitch_desktop.engine.auction import PASS_LEVEL, dealer_is_stuck, takes_by_matching
from pitch_desktop.engine.match import MatchState, apply_match, deal_next, new_match
from pitch_desktop.engine.state import (
    PASS,
    Action,
    HandState,
    IllegalActionError,
    Phase,
    apply,
    bid_level,
    duty_of,
    is_bid,
    legal_actions,
)
from pitch_desktop.engine.view import PlayerView, view_of
from pitch_desktop.match_setup import HUMAN_SEAT, MatchSetup, Speed

from .events import (
    ActionRejected,
    AuctionOver,
    BidMade,
    CardPlayed,
    HandScored,
    HandStarted,
    Hint,
    MatchOver,
    MatchStarted,
    TrickWon,
    TurnStarted,
)
from .hand_so_far import winning_seat
from .words import duty_words, violation_words
from .worker import BOT_DEADLINE_MS, BotPool, BotTrouble, Decision, TroubleKind, WorkerKind

log = logging.getLogger(__name__)


def bid_made(before: HandState, after: HandState, action: Action, view: PlayerView) -> BidMade:
    """The payload of a bid: what it was, and whether the dealer stole or was stuck."""
    seat = before.to_act
    level = bid_level(action)
    is_dealer = seat == before.dealer
    return BidMade(
        seat=seat,
        level=level,
        high_bid=after.high_bid,
        pitcher=after.pitcher,
        view=view,
        previous_high=before.high_bid,
        matched=takes_by_matching(is_dealer, level, before.high_bid),
        stuck=dealer_is_stuck(before.rules, is_dealer, before.high_bid),
    )


# The level that gives hints, and the seed of its generator (``pitch-cli advise`` uses the same).
HINT_LEVEL = "expert"
HINT_SEED = ADVICE_SEED
# The sampled deals a hint looks at: a fixed amount, so a hint is what ``pitch-cli advise
# --bot expert --work 200`` says of the same position on any machine (a few tenths of a second).
HINT_WORK = 200


@dataclass(frozen=True, slots=True)
class _Snapshot:
    """Everything that decides what happens next, at one of the human's decisions."""

    match: MatchState
    deal_rng: tuple[Any, ...]
    seat_rngs: tuple[tuple[Any, ...], ...]


class SetupError(ValueError):
    """A match set-up that cannot be played (seat count, unknown bot, human not at seat 0)."""


class _Wait(Enum):
    """What the controller is waiting for; at most one thing at a time."""

    IDLE = auto()  # no match, or stopped
    STEP = auto()  # the step timer will run the next step
    BOT = auto()  # a bot is thinking in the worker
    HUMAN = auto()  # the human is to act: ``submit``
    NEXT_HAND = auto()  # the hand summary is shown: ``next_hand``
    OVER = auto()  # the match is won
    STOPPED = auto()  # ``stop`` was called: nothing more happens until ``start``


class _Relay(QObject):
    """Carries a finished decision from the worker's thread to the GUI thread (queued)."""

    done = Signal(int, object)


def _deliver(relay: _Relay, generation: int, future: Future[Decision]) -> None:
    """Runs in a worker's thread when a decision is done: hand it to the GUI thread."""
    # RuntimeError: the controller was destroyed while the bot thought; nobody wants the result.
    with suppress(RuntimeError):
        relay.done.emit(generation, future)


class MatchController(QObject):
    """Runs one match at a time and tells the UI everything by signals.

    Every signal carries one frozen dataclass from ``pitch_desktop.controller.events``; views in
    payloads are always the human's (seat 0) after the change.

    Signals:
        match_started: A match has begun. arg: ``MatchStarted`` (set-up with the seed drawn,
            starting scores).
        hand_started: A hand has been dealt. arg: ``HandStarted`` (hand number from 1, dealer,
            the human's view with six cards).
        turn_started: A seat is to act, bots too. arg: ``TurnStarted``; for the human ``legal``
            lists the allowed actions and ``prompt`` says what to do; for a bot ``legal`` is
            empty and ``prompt`` reads "Anna is thinking".
        bid_made: A seat passed or bid. arg: ``BidMade`` (level 0 pass, 1-4, 5 smudge; the high
            bid and pitcher after it).
        auction_over: The auction has ended. arg: ``AuctionOver``; ``pitcher`` is None when all
            passed and the hand is thrown in (``hand_scored`` follows at once).
        card_played: A card was played. arg: ``CardPlayed`` (``trump`` is set from the first
            card on).
        trick_won: The last card of a trick was played. arg: ``TrickWon`` (cards in play order
            from ``leader``). The next turn starts after ``Speed.trick_rest_ms``.
        hand_scored: A hand is over. arg: ``HandScored`` (``score`` None for a thrown-in hand).
        match_over: A side has won. arg: ``MatchOver``; emitted right after ``hand_scored``.
        action_rejected: ``submit`` was refused (not the human's turn, or against the rules);
            nothing changed. arg: ``ActionRejected`` with the reason in words.
        bot_trouble: A computer player's decision missed its deadline or failed and the match
            went on without it. arg: ``BotTrouble`` (seat, kind, one sentence for the player).
        hint_ready: The advice asked for by ``request_hint`` is here. arg: ``Hint``; it is
            dropped when the position changed meanwhile.
        practice_started: The first hint or undo of the match: from now on the match is
            practice (kept out of the statistics). No argument.
        undone: ``undo`` took the human's last decision back. arg: ``HandStarted`` with the
            view as it stands again; ``hand_started`` follows with the same payload (the table
            redraws from it), then the human's turn.

    Order in a hand: hand_started, then (turn_started, bid_made)... auction_over, then
    (turn_started, card_played [, trick_won])... hand_scored [, match_over].
    """

    match_started = Signal(MatchStarted)
    hand_started = Signal(HandStarted)
    turn_started = Signal(TurnStarted)
    bid_made = Signal(BidMade)
    auction_over = Signal(AuctionOver)
    card_played = Signal(CardPlayed)
    trick_won = Signal(TrickWon)
    hand_scored = Signal(HandScored)
    match_over = Signal(MatchOver)
    action_rejected = Signal(ActionRejected)
    bot_trouble = Signal(BotTrouble)
    hint_ready = Signal(Hint)
    practice_started = Signal()
    undone = Signal(HandStarted)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        auto_continue: bool = False,
        worker: WorkerKind = WorkerKind.PROCESS,
        bot_deadline_ms: int = BOT_DEADLINE_MS,
    ) -> None:
        super().__init__(parent)
        self._auto_continue = auto_continue
        self._pool = BotPool(worker)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_decision, Qt.ConnectionType.QueuedConnection)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may fire 5% early
        self._timer.timeout.connect(self._run_step)
        self._step: Callable[[], None] | None = None
        self._generation = 0
        self._wait = _Wait.IDLE
        self._setup: MatchSetup | None = None
        self._match: MatchState | None = None
        self._deal_rng = random.Random()
        self._seat_rngs: list[random.Random] = []
        self._seed = 0
        self._speed = Speed.NORMAL
        self._pending: Future[Decision] | None = None
        self._bot_since = 0.0
        # A bot that has not answered by the deadline is given up on (``_on_bot_deadline``).
        self._bot_deadline_ms = bot_deadline_ms
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._on_bot_deadline)
        self._missed = 0  # deadlines missed on the turn in play
        # Undo: the match and every generator as they were at each of the human's decisions in
        # the hand in play, oldest first.
        self._decisions: list[_Snapshot] = []
        self._practice = False
        self._hints = 0
        self._hint_relay = _Relay(self)
        self._hint_relay.done.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)

    # --- properties ---------------------------------------------------------------------------

    @property
    def auto_continue(self) -> bool:
        """Deal the next hand without waiting for ``next_hand`` (tests, smoke test)."""
        return self._auto_continue

    @auto_continue.setter
    def auto_continue(self, value: bool) -> None:
        self._auto_continue = value
        if value and self._wait is _Wait.NEXT_HAND:
            self._schedule(self._deal, self._speed.trick_rest_ms)

    @property
    def state(self) -> HandState | None:
        """The hand in play, or None between hands and before a match."""
        return self._match.hand if self._match is not None else None

    @property
    def match(self) -> MatchState | None:
        return self._match

    @property
    def setup(self) -> MatchSetup | None:
        """The set-up of the match in play, with the seed actually used and the current speed."""
        return self._setup

    @property
    def speed(self) -> Speed:
        return self._speed

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def is_waiting_for_human(self) -> bool:
        return self._wait is _Wait.HUMAN

    @property
    def is_busy(self) -> bool:
        """A timer or a bot's decision is pending (false once stopped)."""
        return self._timer.isActive() or self._pending is not None

    def human_view(self) -> PlayerView | None:
        """What the human may see of the hand in play, or of the hand just finished."""
        hand = self._current_or_last_hand()
        return view_of(hand, HUMAN_SEAT) if hand is not None else None

    # --- the UI's commands ----------------------------------------------------------------------

    def start(self, setup: MatchSetup) -> None:
        """Start a new match (ending any match in play); the first hand is dealt at once."""
        self._check(setup)
        self._begin(setup)
        dealer = setup.first_dealer
        if dealer is None:
            dealer = self._deal_rng.randrange(setup.rules.players)
        self._setup = replace(self._setup or setup, first_dealer=dealer)
        self._match = new_match(setup.rules, dealer)
        self.match_started.emit(MatchStarted(setup=self._setup, scores=self._match.scores))
        self._schedule(self._deal, 0)

    def resume(self, setup: MatchSetup, match: MatchState, practice: bool = False) -> None:
        """Go on with a saved match (``storage.saves.load_match``) under ``setup``'s seats;
        ``practice``: hints or undo were used in it before (the player was told then).

        ``match_started`` comes first; with a hand in play ``hand_started`` follows with the
        view as it stands (cards already played included), then the turn of the seat to act.
        Later hands are dealt from ``setup.seed`` (or a fresh seed).
        """
        self._check(setup)
        if match.rules != setup.rules:
            raise SetupError("the saved match was played under other rules")
        self._begin(setup)
        self._match = match
        self._practice = practice
        assert self._setup is not None
        self.match_started.emit(MatchStarted(setup=self._setup, scores=match.scores))
        if match.is_over:
            self._wait = _Wait.OVER
        elif match.hand is not None:
            self.hand_started.emit(
                HandStarted(
                    hand_number=match.hand_number, dealer=match.hand.dealer, view=self._view()
                )
            )
            self._schedule(self._next_turn, 0)
        else:
            self._schedule(self._deal, 0)

    def _check(self, setup: MatchSetup) -> None:
        rules = setup.rules
        if len(setup.seats) != rules.players:
            raise SetupError(f"{len(setup.seats)} seats for {rules.players} players")
        for seat, s in enumerate(setup.seats):
            if s.is_human and seat != HUMAN_SEAT:
                raise SetupError(f"the human must sit at seat {HUMAN_SEAT}, not {seat}")
            if s.level is not None:
                make_bot(s.level)  # raises UnknownBotError (a ValueError) for a bad name
        if setup.first_dealer is not None and not 0 <= setup.first_dealer < rules.players:
            raise SetupError(f"the first dealer {setup.first_dealer} is not a seat")

    def _begin(self, setup: MatchSetup) -> None:
        """End what was in play and seed the generators (the dealer's and each seat's)."""
        self._cancel()
        self._decisions.clear()
        self._practice = False
        self._hints = 0
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**63)
        self._seed = seed
        self._deal_rng = random.Random(seed)
        players = setup.rules.players
        self._seat_rngs = [random.Random(f"{seed}/seat{seat}") for seat in range(players)]
        self._speed = setup.speed
        self._setup = replace(setup, seed=seed)
        if any(s.level is not None for s in setup.seats):
            self._pool.start()

    def submit(self, action: Action) -> None:
        """The human's action: applied if it is the human's turn and legal, else rejected."""
        hand = self.state
        if self._wait is not _Wait.HUMAN or hand is None:
            self._reject(action, self._not_your_turn_reason())
            return
        if not isinstance(action, int) or isinstance(action, bool):
            self._reject(action, self.tr("That is neither a bid nor a card."))
            return
        try:
            apply(hand, action)
        except IllegalActionError as exc:
            self._reject(action, violation_words(exc.violation, hand.rules))
            return
        self._wait = _Wait.IDLE
        self._apply(action)

    def next_hand(self) -> bool:
        """Deal the next hand after the summary; false (and nothing done) when not waiting."""
        if self._wait is not _Wait.NEXT_HAND:
            return False
        self._schedule(self._deal, 0)
        return True

    def set_speed(self, speed: Speed) -> None:
        """Change the pace from the next wait on."""
        self._speed = Speed(speed)
        if self._setup is not None:
            self._setup = replace(self._setup, speed=self._speed)

    @property
    def worker_kind(self) -> WorkerKind:
        """Where the bots think (the analysis of a hand uses the same kind of worker)."""
        return self._pool.kind

    @property
    def bots_in_process(self) -> bool:
        """Whether the bots now think in the worker process (it takes a moment to warm up)."""
        return self._pool.in_process

    def warm_up(self) -> None:
        """Start the bot worker now (a process takes a moment), so the first bot is quick."""
        self._pool.start()

    def stop(self) -> None:
        """Stop timers and the bot worker; a result still on its way is dropped. Idempotent."""
        self._cancel()
        self._deadline.stop()
        if self._match is not None:
            self._wait = _Wait.STOPPED
        self._pool.shutdown(wait=False)

    # --- learning: hints and undo ------------------------------------------------------------

    @property
    def practice(self) -> bool:
        """A hint or an undo was used in this match: it counts as practice."""
        return self._practice

    def _mark_practice(self) -> None:
        if not self._practice:
            self._practice = True
            self.practice_started.emit()

    def request_hint(self, level: str = HINT_LEVEL, work: int = HINT_WORK) -> bool:
        """Ask ``level`` (the expert) what the human should do now, at a fixed amount of
        ``work``; ``hint_ready`` answers.

        The advice comes from a generator of its own, so it never changes what the bots do,
        and it is dropped if the position changed before it came. False when it is not the
        human's turn.
        """
        hand = self.state
        if self._wait is not _Wait.HUMAN or hand is None:
            return False
        self._mark_practice()
        self._hints += 1
        view = view_of(hand, HUMAN_SEAT)
        future = self._pool.advise(level, view, legal_actions(hand), HINT_SEED, work)
        future.add_done_callback(partial(_deliver, self._hint_relay, self._generation))
        return True

    @Slot(int, object)
    def _on_hint(self, generation: int, future: Future[tuple[Action, str]]) -> None:
        hand = self.state
        if generation != self._generation or self._wait is not _Wait.HUMAN or hand is None:
            return
        try:
            action, reason = future.result()
        except Exception:
            log.exception("the hint could not be worked out")
            return
        view = view_of(hand, HUMAN_SEAT)
        if action in legal_actions(hand):
            matched = is_bid(action) and takes_by_matching(
                view.seat == view.dealer, bid_level(action), view.high_bid
            )
            self.hint_ready.emit(Hint(action=action, reason=reason, view=view, matched=matched))

    @property
    def can_undo(self) -> bool:
        """The human has made a decision in this hand that can be taken back."""
        hand = self.state
        if hand is None or hand.is_over or not self._decisions:
            return False
        if self._wait is _Wait.HUMAN:
            return len(self._decisions) >= 2
        return self._wait in (_Wait.BOT, _Wait.STEP, _Wait.IDLE)

    def undo(self) -> bool:
        """Take back the human's last decision in this hand and the bots' actions after it.

        The match and every random generator return to the moment of that decision, so the
        bots will answer as they did. False (nothing done) when there is nothing to take back.
        """
        if not self.can_undo:
            return False
        if self._wait is _Wait.HUMAN:
            self._decisions.pop()  # the decision now open is not taken back, the one before is
        snapshot = self._decisions[-1]
        self._cancel()
        self._deadline.stop()
        self._mark_practice()
        self._match = snapshot.match
        self._deal_rng.setstate(snapshot.deal_rng)
        for rng, state in zip(self._seat_rngs, snapshot.seat_rngs, strict=True):
            rng.setstate(state)
        hand = self._match.hand
        assert hand is not None
        started = HandStarted(
            hand_number=self._match.hand_number, dealer=hand.dealer, view=self._view()
        )
        if self._announce(self.undone, started) and self._announce(self.hand_started, started):
            self._schedule(self._next_turn, 0)
        return True

    # --- internals --------------------------------------------------------------------------

    def _cancel(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._step = None
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
        self._wait = _Wait.IDLE

    def _schedule(self, step: Callable[[], None], delay_ms: int) -> None:
        self._step = step
        self._wait = _Wait.STEP
        self._timer.start(max(0, delay_ms))

    @Slot()
    def _run_step(self) -> None:
        step, self._step = self._step, None
        if step is not None:
            self._wait = _Wait.IDLE
            step()

    def _current_or_last_hand(self) -> HandState | None:
        m = self._match
        if m is None:
            return None
        if m.hand is not None:
            return m.hand
        return m.history[-1] if m.history else None

    def _view(self) -> PlayerView:
        hand = self._current_or_last_hand()
        assert hand is not None
        return view_of(hand, HUMAN_SEAT)

    def _seat_name(self, seat: int) -> str:
        assert self._setup is not None
        return self._setup.seats[seat].name

    def _reject(self, action: Action, reason: str) -> None:
        self.action_rejected.emit(ActionRejected(action=action, reason=reason))

    def _not_your_turn_reason(self) -> str:
        hand = self.state
        if self._match is None:
            return self.tr("No match is in play.")
        if self._wait is _Wait.STOPPED:
            return self.tr("The match has been stopped.")
        if self._match.is_over:
            return self.tr("The match is over.")
        if hand is None:
            if self._wait is _Wait.NEXT_HAND:
                return self.tr("The hand is over: continue to deal the next one.")
            return self.tr("Wait for the cards to be dealt.")
        if self._wait is _Wait.BOT or hand.to_act != HUMAN_SEAT:
            return self.tr("It is not your turn: {name} is to play.").format(
                name=self._seat_name(hand.to_act)
            )
        return self.tr("Wait a moment: the table is still moving.")

    def _deal(self) -> None:
        assert self._match is not None
        self._decisions.clear()  # undo stays within the hand
        self._match = deal_next(self._match, self._deal_rng)
        hand = self._match.hand
        assert hand is not None
        started = HandStarted(
            hand_number=self._match.hand_number, dealer=hand.dealer, view=self._view()
        )
        if self._announce(self.hand_started, started):
            self._schedule(self._next_turn, 0)

    def _next_turn(self) -> None:
        hand = self.state
        assert hand is not None and self._setup is not None
        seat = hand.to_act
        level = self._setup.seats[seat].level
        if level is None:
            legal = tuple(legal_actions(hand))
            self._wait = _Wait.HUMAN
            assert self._match is not None
            snapshot = _Snapshot(
                self._match, self._deal_rng.getstate(), tuple(r.getstate() for r in self._seat_rngs)
            )
            if not self._decisions or self._decisions[-1].match is not self._match:
                self._decisions.append(snapshot)
            self.turn_started.emit(
                TurnStarted(
                    seat=seat,
                    is_human=True,
                    legal=legal,
                    prompt=self._human_prompt(hand, legal),
                    view=self._view(),
                )
            )
            return
        self._wait = _Wait.BOT
        self._bot_since = time.monotonic()
        self._ask_bot(hand, level)
        self.turn_started.emit(
            TurnStarted(
                seat=seat,
                is_human=False,
                legal=(),
                prompt=self.tr("{name} is thinking").format(name=self._seat_name(seat)),
                view=self._view(),
            )
        )

    def _ask_bot(self, hand: HandState, level: str, *, again: bool = False) -> None:
        """Ask the worker for the bot's action, with a deadline; ``again`` after a failure."""
        seat = hand.to_act
        if not again:
            self._missed = 0
        args = (level, view_of(hand, seat), legal_actions(hand), self._seat_rngs[seat])
        try:
            future = self._pool.submit(*args)
        except (BrokenExecutor, OSError, RuntimeError):
            self._fall_back_to_thread()
            if not self._tell(seat, TroubleKind.DIED, self._helper_stopped()):
                return
            future = self._pool.submit(*args)
        self._pending = future
        self._deadline.start(self._bot_deadline_ms)
        future.add_done_callback(partial(_deliver, self._relay, self._generation))

    def _fall_back_to_thread(self) -> None:
        """A worker has died or stalled: kill it (never waiting for it) and think in a fresh
        thread from now on."""
        log.warning("the bot worker failed or stalled; computer players now think in a thread")
        self._pool.shutdown(wait=False)
        self._pool = BotPool(WorkerKind.THREAD)

    @Slot()
    def _on_bot_deadline(self) -> None:
        """No answer in time: ask again in a fresh thread; if that misses too, play for the bot."""
        future, hand = self._pending, self.state
        if future is None or future.done() or hand is None or self._setup is None:
            return
        seat = hand.to_act
        level = self._setup.seats[seat].level
        assert level is not None
        self._pending = None
        future.cancel()  # a decision under way cannot be cancelled; its late answer is dropped
        self._missed += 1
        name = self._seat_name(seat)
        self._fall_back_to_thread()
        if self._missed == 1:
            stalled = self.tr(
                "{name} took too long to think, so the computer players were restarted."
            ).format(name=name)
            if self._tell(seat, TroubleKind.STALLED, stalled):
                self._ask_bot(hand, level, again=True)
            return
        stand_in = self.tr(
            "{name} could not decide in time, so a safe move was made for them."
        ).format(name=name)
        if self._tell(seat, TroubleKind.STAND_IN, stand_in):
            self._play_for_bot(seat, legal_actions(hand)[0], self._seat_rngs[seat])

    def _helper_stopped(self) -> str:
        return self.tr("The computer players' helper stopped, so it was restarted.")

    def _tell(self, seat: int, kind: TroubleKind, message: str) -> bool:
        """Tell the player; false when a slot stopped or restarted the match meanwhile."""
        log.warning("seat %d: %s", seat, message)
        return self._announce(self.bot_trouble, BotTrouble(seat=seat, kind=kind, message=message))

    @Slot(int, object)
    def _on_decision(self, generation: int, future: Future[Decision]) -> None:
        if generation != self._generation or future is not self._pending:
            return  # a late result: the match was stopped or restarted meanwhile
        self._pending = None
        self._deadline.stop()
        hand = self.state
        assert hand is not None
        legal = legal_actions(hand)
        seat = hand.to_act
        try:
            action, rng = future.result()
        except CancelledError:
            return
        except BrokenExecutor:
            self._fall_back_to_thread()
            if not self._tell(seat, TroubleKind.DIED, self._helper_stopped()):
                return
            level = self._setup.seats[seat].level if self._setup is not None else None
            assert level is not None
            # The same question again; the pacing clock runs on.
            self._ask_bot(hand, level, again=True)
            return
        except Exception:
            log.exception("the bot for seat %d failed; playing its first legal action", seat)
            mistake = self.tr("{name} made a mistake, so a safe move was made for them.").format(
                name=self._seat_name(seat)
            )
            if not self._tell(seat, TroubleKind.STAND_IN, mistake):
                return
            action, rng = legal[0], self._seat_rngs[seat]
        if action not in legal:
            log.error("the bot for seat %d chose an illegal action %r", seat, action)
            action = legal[0]
        self._play_for_bot(seat, action, rng)

    def _play_for_bot(self, seat: int, action: Action, rng: random.Random) -> None:
        """Play a bot's checked action once the pacing allows."""
        self._seat_rngs[seat] = rng
        waited_ms = int((time.monotonic() - self._bot_since) * 1000)
        delay = self._speed.bot_delay_ms - waited_ms
        if delay > 0:
            self._schedule(lambda: self._apply(action), delay)
        else:
            self._wait = _Wait.IDLE
            self._apply(action)

    def _announce(self, signal: SignalInstance, payload: object) -> bool:
        """Emit; false when a slot stopped or restarted the match meanwhile: then go no further."""
        generation = self._generation
        signal.emit(payload)
        return generation == self._generation

    def _apply(self, action: Action) -> None:
        """Apply a checked action and announce what changed."""
        assert self._match is not None
        before = self._match.hand
        assert before is not None
        seat = before.to_act
        self._match = apply_match(self._match, action)
        after = self._current_or_last_hand()
        assert after is not None
        view = view_of(after, HUMAN_SEAT)
        if is_bid(action):
            bid = bid_made(before, after, action, view)
            if not self._announce(self.bid_made, bid):
                return
            if after.phase is Phase.BID:
                self._schedule(self._next_turn, 0)
                return
            over = AuctionOver(pitcher=after.pitcher, bid=after.high_bid, view=view)
            if not self._announce(self.auction_over, over):
                return
            if after.is_over:
                self._finish_hand()  # thrown in
            else:
                self._schedule(self._next_turn, 0)
            return
        assert after.trump is not None
        trick = (*before.trick, action)
        winning = winning_seat(before.leader, trick, after.trump, before.players)
        played = CardPlayed(
            seat=seat, card=action, trump=after.trump, view=view, winning_seat=winning
        )
        if not self._announce(self.card_played, played):
            return
        if len(before.trick) + 1 < before.players:
            self._schedule(self._next_turn, 0)
            return
        won = TrickWon(
            winner=after.leader, leader=before.leader, cards=(*before.trick, action), view=view
        )
        if self._announce(self.trick_won, won):
            rest = self._speed.trick_rest_ms
            self._schedule(self._finish_hand if after.is_over else self._next_turn, rest)

    def _finish_hand(self) -> None:
        m = self._match
        assert m is not None and m.history
        hand = m.history[-1]
        # The waiting state is set first, so a slot may call ``next_hand`` straight away.
        self._wait = _Wait.OVER if m.winner is not None else _Wait.NEXT_HAND
        scored = HandScored(hand=hand, score=hand.score, scores_after=m.scores, winner=m.winner)
        if not self._announce(self.hand_scored, scored):
            return
        if m.winner is not None:
            self.match_over.emit(MatchOver(winner=m.winner, scores=m.scores, history=m.history))
        elif self._auto_continue and self._wait is _Wait.NEXT_HAND:
            self._schedule(self._deal, self._speed.trick_rest_ms)

    def _human_prompt(self, hand: HandState, legal: tuple[Action, ...]) -> str:
        """What the human must do now, in the game's words."""
        if hand.phase is Phase.BID:
            if PASS not in legal:
                return self.tr("You are stuck: bid at least {bid}").format(
                    bid=min(bid_level(a) for a in legal if bid_level(a) != PASS_LEVEL)
                )
            return self.tr("Your bid")
        return duty_words(duty_of(hand), hand.led_suit)
