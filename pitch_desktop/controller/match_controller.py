"""The match controller: the one place where the rules engine meets Qt.

``MatchController`` owns the match state and the random generator that deals. It asks the
player of the seat to act (``seats``: a person at this window, a computer player thinking in
the worker, or any kind registered later) and goes on when that player answers; it applies each
action once, paces computer players by the Speed setting, and announces every change by a
signal carrying a payload from ``events`` (worded by ``narration``, which replays use too). The
UI decides no rule: it only calls ``start``, ``resume``, ``submit``, ``next_hand``,
``set_speed`` and ``stop``, and the hint and undo commands. Every step runs from a Qt timer,
so even an instant-speed match never blocks the event loop; an answer that arrives after
``stop``, an undo or a new ``start`` is recognised by its generation number and dropped.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from contextlib import suppress
from dataclasses import dataclass, replace
from enum import Enum, auto
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance, Slot

from pitch_desktop.ai.advice import ADVICE_SEED
from pitch_desktop.ai.claim import claim_card
from pitch_desktop.engine.auction import PASS_LEVEL, takes_by_matching
from pitch_desktop.engine.match import MatchState, continue_match, deal_next, new_match
from pitch_desktop.engine.state import (
    DRAW,
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
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed

from .events import (
    ActionRejected,
    AuctionOver,
    BidMade,
    BotTrouble,
    CardPlayed,
    CardsDrawn,
    ClaimOffered,
    HandScored,
    HandStarted,
    Hint,
    MatchOver,
    MatchStarted,
    TrickWon,
    TroubleKind,
    TrumpBurned,
    TrumpNamed,
    TurnStarted,
    ViewerChanged,
)
from .narration import step_events
from .seats import BotService, LocalPlayer, SeatPlayer, StandIn, Turn, make_player, player_class
from .words import duty_words, violation_words
from .worker import BOT_DEADLINE_MS, WorkerKind

log = logging.getLogger(__name__)


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
    """A match set-up that cannot be played (seat count, unknown bot, a kind of seat that
    cannot take part here)."""


class _Wait(Enum):
    """What the controller is waiting for; at most one thing at a time."""

    IDLE = auto()  # no match, or stopped
    STEP = auto()  # the step timer will run the next step
    ANSWER = auto()  # the seat to act has been asked; its player answers (``submit`` here)
    NEXT_HAND = auto()  # the hand summary is shown: ``next_hand``
    TRICK_SHOWN = auto()  # a trick rests until ``go_on`` (pause after each trick)
    OVER = auto()  # the match is won
    STOPPED = auto()  # ``stop`` was called: nothing more happens until ``start``


class _Relay(QObject):
    """Carries a finished hint from the worker's thread to the GUI thread (queued)."""

    done = Signal(int, object)


def _deliver(relay: _Relay, generation: int, future: Future[Any]) -> None:
    """Runs in a worker's thread when a hint is done: hand it to the GUI thread."""
    # RuntimeError: the controller was destroyed meanwhile; nobody wants the result.
    with suppress(RuntimeError):
        relay.done.emit(generation, future)


class MatchController(QObject):
    """Runs one match at a time and tells the UI everything by signals.

    Every signal carries one frozen dataclass from ``pitch_desktop.controller.events``; views in
    payloads are always the viewer's (``viewer_seat``, the seat the window shows) after the
    change.

    Signals:
        match_started: A match has begun. arg: ``MatchStarted`` (set-up with the seed drawn,
            starting scores).
        hand_started: A hand has been dealt. arg: ``HandStarted`` (hand number from 1, dealer,
            the viewer's view with its cards).
        viewer_changed: Another person at this window is to act, so the window now shows their
            seat. arg: ``ViewerChanged`` (the seat and its view); ``turn_started`` follows.
        turn_started: A seat is to act, computer players too. arg: ``TurnStarted``; for a
            person at this window (``is_local``) ``legal`` lists the allowed actions and
            ``prompt`` says what to do; otherwise ``legal`` is empty and ``prompt`` reads
            "Anna is thinking".
        bid_made: A seat passed or bid. arg: ``BidMade`` (level 0 pass, 1-4, 5 smudge; the high
            bid and pitcher after it).
        auction_over: The auction has ended. arg: ``AuctionOver``; ``pitcher`` is None when all
            passed and the hand is thrown in (``hand_scored`` follows at once).
        trump_named: With the draw-back, the pitcher named trump. arg: ``TrumpNamed``.
        cards_drawn: With the draw-back, a player threw and drew; nobody is asked, the draw is
            forced and paced like a computer player's turn. arg: ``CardsDrawn``.
        trump_burned: With the draw-back, a player over six trumps burned one face up. arg:
            ``TrumpBurned``.
        card_played: A card was played. arg: ``CardPlayed`` (``trump`` is set from the first
            card on).
        trick_won: The last card of a trick was played. arg: ``TrickWon`` (cards in play order
            from ``leader``). The next turn starts after ``Speed.trick_rest_ms``.
        hand_scored: A hand is over. arg: ``HandScored`` (``score`` None for a thrown-in hand).
        match_over: A side has won. arg: ``MatchOver``; emitted right after ``hand_scored``.
        action_rejected: ``submit`` was refused (no person here is to act, or against the
            rules); nothing changed. arg: ``ActionRejected`` with the reason in words.
        bot_trouble: A computer player's decision missed its deadline or failed and the match
            went on without it. arg: ``BotTrouble`` (seat, kind, one sentence for the player).
        hint_ready: The advice asked for by ``request_hint`` is here. arg: ``Hint``; it is
            dropped when the position changed meanwhile.
        practice_started: The first hint or undo of the match: from now on the match is
            practice (kept out of the statistics). No argument.
        trick_paused: With ``pause_after_trick`` on, a trick was won and the match waits for
            ``go_on`` (a person here has looked at it). No argument.
        claim_offered: The person to play here surely takes every trick left, whatever the
            others hold and play (proven from their view alone, so the offer tells them
            nothing they could not see): ``claim`` plays the rest out at once. arg:
            ``ClaimOffered``; it lapses with the turn.
        undone: ``undo`` took the last decision of a person here back. arg: ``HandStarted``
            with the view as it stands again; ``hand_started`` follows with the same payload
            (the table redraws from it), then that person's turn.

    Order in a hand: hand_started, then ([viewer_changed,] turn_started, bid_made)...
    auction_over, then ([viewer_changed,] turn_started, card_played [, trick_won])...
    hand_scored [, match_over].
    """

    match_started = Signal(MatchStarted)
    hand_started = Signal(HandStarted)
    viewer_changed = Signal(ViewerChanged)
    turn_started = Signal(TurnStarted)
    bid_made = Signal(BidMade)
    auction_over = Signal(AuctionOver)
    trump_named = Signal(TrumpNamed)
    cards_drawn = Signal(CardsDrawn)
    trump_burned = Signal(TrumpBurned)
    card_played = Signal(CardPlayed)
    trick_won = Signal(TrickWon)
    hand_scored = Signal(HandScored)
    match_over = Signal(MatchOver)
    action_rejected = Signal(ActionRejected)
    bot_trouble = Signal(BotTrouble)
    hint_ready = Signal(Hint)
    practice_started = Signal()
    undone = Signal(HandStarted)
    trick_paused = Signal()
    claim_offered = Signal(ClaimOffered)

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
        self._pause_after_trick = False
        # A computer player that has not answered by the deadline is given up on (``seats``).
        self._bots = BotService(worker, bot_deadline_ms)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse timer may fire 5% early
        self._timer.timeout.connect(self._run_step)
        self._step: Callable[[], None] | None = None
        self._generation = 0
        self._wait = _Wait.IDLE
        self._setup: MatchSetup | None = None
        self._match: MatchState | None = None
        self._players: list[SeatPlayer] = []
        self._asked: SeatPlayer | None = None  # the player whose answer is awaited
        self._viewer = 0
        self._deal_rng = random.Random()
        self._seat_rngs: list[random.Random] = []
        self._seed = 0
        self._speed = Speed.NORMAL
        self._asked_since = 0.0
        # Undo: the match and every generator as they were at each decision of a person here
        # in the hand in play, oldest first.
        self._decisions: list[_Snapshot] = []
        self._practice = False
        self._hint_relay = _Relay(self)
        self._hint_relay.done.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)
        # Claiming the rest: each turn of a person here gets a number; the proof found for that
        # turn (its card), and the seat playing its claim out.
        self._turns = 0
        self._claim: tuple[int, int] | None = None  # (turn number, card)
        self._claiming: int | None = None
        self._claim_relay = _Relay(self)
        self._claim_relay.done.connect(self._on_claim_proof, Qt.ConnectionType.QueuedConnection)

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
    def pause_after_trick(self) -> bool:
        """After each trick, wait for ``go_on`` before the next card (when a person plays here):
        at fast speeds the player may look at every trick as long as they like."""
        return self._pause_after_trick

    @pause_after_trick.setter
    def pause_after_trick(self, value: bool) -> None:
        self._pause_after_trick = value
        if not value:
            self.go_on()

    @property
    def is_paused_after_trick(self) -> bool:
        return self._wait is _Wait.TRICK_SHOWN

    def go_on(self) -> bool:
        """End the pause after a trick: the match goes on. False when it was not paused."""
        if self._wait is not _Wait.TRICK_SHOWN or self._step is None:
            return False
        self._schedule(self._step, 0)
        return True

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
    def online(self) -> bool:
        """The match is played at a server's table (``NetworkTable``), not here."""
        return False

    @property
    def in_match(self) -> bool:
        """A match has started and nobody has won it yet (leaving it needs a word first)."""
        return self._match is not None and not self._match.is_over

    @property
    def deals_next_match(self) -> bool:
        """This window may start the next match (at a table with friends, the host only)."""
        return True

    @property
    def viewer_seat(self) -> int:
        """The seat the window shows: the person here who acted last or is to act (the first
        person here at the start), or seat 0 when only computer players play."""
        return self._viewer

    @property
    def is_waiting_for_human(self) -> bool:
        """A person at this window is to act: ``submit`` answers for them."""
        return self._wait is _Wait.ANSWER and self._local_asked() is not None

    @property
    def is_busy(self) -> bool:
        """A timer or a computer player's decision is pending (false once stopped)."""
        asked = self._asked
        return self._timer.isActive() or (
            self._wait is _Wait.ANSWER and asked is not None and not asked.local
        )

    def viewer_view(self) -> PlayerView | None:
        """What the viewer may see of the hand in play, or of the hand just finished."""
        hand = self._current_or_last_hand()
        return view_of(hand, self._viewer) if hand is not None else None

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
            try:
                player_class(s.kind).check(s)  # UnknownBotError (a ValueError) for a bad level
            except ValueError as exc:
                raise SetupError(f"seat {seat}: {exc}") from exc
        if setup.first_dealer is not None and not 0 <= setup.first_dealer < rules.players:
            raise SetupError(f"the first dealer {setup.first_dealer} is not a seat")

    def _begin(self, setup: MatchSetup) -> None:
        """End what was in play, seat the players and seed the generators (the dealer's and
        each seat's)."""
        self._cancel()
        self._decisions.clear()
        self._practice = False
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**63)
        self._seed = seed
        self._deal_rng = random.Random(seed)
        players = setup.rules.players
        self._seat_rngs = [random.Random(f"{seed}/seat{seat}") for seat in range(players)]
        self._speed = setup.speed
        self._setup = replace(setup, seed=seed)
        self._players = [make_player(seat, s, self._bots) for seat, s in enumerate(setup.seats)]
        self._viewer = setup.viewer_seat
        if not all(p.local for p in self._players):
            self._bots.pool.start()

    def submit(self, action: Action) -> None:
        """The action of the person at this window who is to act: applied if legal, else
        rejected (and they are still to act)."""
        player = self._local_asked()
        if self._wait is not _Wait.ANSWER or player is None:
            self._reject(action, self._not_your_turn_reason())
            return
        if not isinstance(action, int) or isinstance(action, bool):
            self._reject(action, self.tr("That is neither a bid nor a card."))
            return
        player.answer(action)

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

    def stand_in(self, seat: int) -> None:
        """A computer player takes over ``seat`` (a person who is away) at the level the seat
        names, or the default; the seat keeps its kind and name. Asked again if it is to act."""
        self._replace_player(seat, StandIn(seat, self._seat_setup(seat), self._bots))

    def come_back(self, seat: int) -> None:
        """The seat's own player takes it back from a stand-in."""
        self._replace_player(seat, make_player(seat, self._seat_setup(seat), self._bots))

    def _seat_setup(self, seat: int) -> SeatSetup:
        if self._setup is None or not 0 <= seat < len(self._players):
            raise SetupError(f"seat {seat} is not at the table")
        return self._setup.seats[seat]

    def _replace_player(self, seat: int, player: SeatPlayer) -> None:
        old = self._players[seat]
        self._players[seat] = player
        if not player.local:
            self._bots.pool.start()
        if self._asked is old:
            old.withdraw()
            self._asked = None
            self._generation += 1  # an answer from the old player is dropped
            self._schedule(self._next_turn, 0)

    @property
    def worker_kind(self) -> WorkerKind:
        """Where the bots think (the analysis of a hand uses the same kind of worker)."""
        return self._bots.pool.kind

    @property
    def bots_in_process(self) -> bool:
        """Whether the bots now think in the worker process (it takes a moment to warm up)."""
        return self._bots.pool.in_process

    def warm_up(self) -> None:
        """Start the bot worker now (a process takes a moment), so the first bot is quick."""
        self._bots.pool.start()

    def stop(self) -> None:
        """Stop timers and the bot worker; a result still on its way is dropped. Idempotent."""
        self._cancel()
        if self._match is not None:
            self._wait = _Wait.STOPPED
        self._bots.pool.shutdown(wait=False)

    # --- learning: hints and undo ------------------------------------------------------------

    @property
    def practice(self) -> bool:
        """A hint or an undo was used in this match: it counts as practice."""
        return self._practice

    def _mark_practice(self) -> None:
        if not self._practice:
            self._practice = True
            self.practice_started.emit()

    def _hint_position(self) -> tuple[PlayerView, tuple[Action, ...]] | None:
        """What a hint is worked out from: the view of the person to act here and what they
        may do; None when no person here is to act (or hints are not allowed)."""
        hand = self.state
        if not self.is_waiting_for_human or hand is None:
            return None
        return view_of(hand, hand.to_act), tuple(legal_actions(hand))

    def request_hint(self, level: str = HINT_LEVEL, work: int = HINT_WORK) -> bool:
        """Ask ``level`` (the expert) what the person to act here should do now, at a fixed
        amount of ``work``; ``hint_ready`` answers.

        The advice comes from a generator of its own, so it never changes what the bots do,
        and it is dropped if the position changed before it came. False when no person here
        is to act.
        """
        position = self._hint_position()
        if position is None:
            return False
        self._mark_practice()
        view, legal = position
        future = self._bots.pool.advise(level, view, legal, HINT_SEED, work)
        future.add_done_callback(partial(_deliver, self._hint_relay, self._generation))
        return True

    @Slot(int, object)
    def _on_hint(self, generation: int, future: Future[tuple[Action, str]]) -> None:
        position = self._hint_position()
        if generation != self._generation or position is None:
            return
        try:
            action, reason = future.result()
        except Exception:
            log.exception("the hint could not be worked out")
            return
        view, legal = position
        if action in legal:
            matched = is_bid(action) and takes_by_matching(
                view.seat == view.dealer, bid_level(action), view.high_bid
            )
            self.hint_ready.emit(Hint(action=action, reason=reason, view=view, matched=matched))

    @property
    def can_undo(self) -> bool:
        """A person here has made a decision in this hand that can be taken back."""
        hand = self.state
        if hand is None or hand.is_over or not self._decisions:
            return False
        if self.is_waiting_for_human:
            return len(self._decisions) >= 2
        return self._wait in (_Wait.ANSWER, _Wait.STEP, _Wait.IDLE, _Wait.TRICK_SHOWN)

    def undo(self) -> bool:
        """Take back the last decision of a person here in this hand and the actions after it.

        The match and every random generator return to the moment of that decision, so the
        bots will answer as they did. False (nothing done) when there is nothing to take back.
        """
        if not self.can_undo:
            return False
        if self.is_waiting_for_human:
            self._decisions.pop()  # the decision now open is not taken back, the one before is
        snapshot = self._decisions[-1]
        self._cancel()
        self._mark_practice()
        self._match = snapshot.match
        self._deal_rng.setstate(snapshot.deal_rng)
        for rng, state in zip(self._seat_rngs, snapshot.seat_rngs, strict=True):
            rng.setstate(state)
        hand = self._match.hand
        assert hand is not None
        if self._players[hand.to_act].local:
            self._viewer = hand.to_act
        started = HandStarted(
            hand_number=self._match.hand_number, dealer=hand.dealer, view=self._view()
        )
        if self._announce(self.undone, started) and self._announce(self.hand_started, started):
            self._schedule(self._next_turn, 0)
        return True

    # --- claiming the rest ------------------------------------------------------------------

    @property
    def can_claim(self) -> bool:
        """The person to play here may claim the rest (``claim_offered`` said so)."""
        return (
            self._claim is not None
            and self._claim[0] == self._turns
            and self._claiming is None
            and self.is_waiting_for_human
        )

    @property
    def is_claiming(self) -> bool:
        """A claim is being played out: the claimer's cards go by themselves, no one waits."""
        return self._claiming is not None

    def claim(self) -> bool:
        """Play the rest of the hand out at once: the claimer's cards as the proof found them,
        everyone else's as they choose, without pauses. False when no claim is open."""
        if not self.can_claim:
            return False
        assert self._claim is not None
        hand = self.state
        assert hand is not None
        self._claiming = hand.to_act
        self.submit(self._claim[1])
        return True

    def _seek_claim(self, view: PlayerView) -> None:
        """Look for a proof that the person to play takes every trick left, in the worker."""
        future = self._bots.pool.call(claim_card, view)
        future.add_done_callback(partial(_deliver, self._claim_relay, self._turns))

    @Slot(int, object)
    def _on_claim_proof(self, turn: int, future: Future[int | None]) -> None:
        if turn != self._turns or not self.is_waiting_for_human:
            return
        try:
            card = future.result()
        except Exception:
            log.exception("the claim could not be worked out")
            card = None
        hand = self.state
        assert hand is not None
        if self._claiming is not None:
            if card is None:  # cannot happen after a proof; the player plays on by hand
                log.error("a claim in play found no card to go on with")
                self._claiming = None
                return
            self.submit(card)
            return
        if card is not None:
            self._claim = (turn, card)
            self.claim_offered.emit(ClaimOffered(seat=hand.to_act, view=view_of(hand, hand.to_act)))

    # --- internals --------------------------------------------------------------------------

    def _cancel(self) -> None:
        self._generation += 1
        self._turns += 1
        self._claiming = None
        self._timer.stop()
        self._step = None
        if self._asked is not None:
            self._asked.withdraw()
            self._asked = None
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

    def _local_asked(self) -> LocalPlayer | None:
        asked = self._asked
        return asked if isinstance(asked, LocalPlayer) else None

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
        return view_of(hand, self._viewer)

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
        if not self._players[hand.to_act].local:
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
        """Ask the player of the seat to act, and tell the table whose turn it is."""
        hand, match = self.state, self._match
        assert hand is not None and match is not None
        if hand.phase is Phase.DRAW:  # forced: nobody is asked
            after = apply(hand, DRAW)
            self._schedule(lambda: self._apply(hand, DRAW, after), self._speed.bot_delay_ms)
            return
        seat = hand.to_act
        player = self._players[seat]
        legal = tuple(legal_actions(hand))
        if player.local:
            snapshot = _Snapshot(
                match, self._deal_rng.getstate(), tuple(r.getstate() for r in self._seat_rngs)
            )
            if not self._decisions or self._decisions[-1].match is not match:
                self._decisions.append(snapshot)
            if seat != self._viewer:
                self._viewer = seat
                if not self._announce(self.viewer_changed, ViewerChanged(seat, self._view())):
                    return
        generation = self._generation
        turn = Turn(
            seat=seat,
            view=view_of(hand, seat),
            legal=legal,
            rng=self._seat_rngs[seat],
            answer=partial(self._on_answer, generation, player),
            trouble=partial(self._on_trouble, generation, seat),
        )
        self._wait = _Wait.ANSWER
        self._asked = player
        self._asked_since = time.monotonic()
        self._turns += 1
        if player.local and self._claiming == seat:
            prompt = self.tr("Playing out your claim")
        elif player.local:
            prompt = self._local_prompt(hand, legal)
        else:
            prompt = self.tr("{name} is thinking").format(name=self._seat_name(seat))
        player.ask(turn)
        if self._generation == generation and self._asked is player:
            self.turn_started.emit(
                TurnStarted(
                    seat=seat,
                    is_local=player.local,
                    legal=legal if player.local else (),
                    prompt=prompt,
                    view=self._view(),
                )
            )
        if (
            player.local
            and hand.phase is Phase.PLAY
            and (hand.hands[seat].bit_count() >= 2 or self._claiming == seat)  # one is no claim
            and self._generation == generation
            and self._asked is player
        ):
            self._seek_claim(turn.view)

    def _on_trouble(self, generation: int, seat: int, kind: TroubleKind, message: str) -> bool:
        """A seat's player had trouble deciding; false when the question is void now."""
        if generation != self._generation:
            return False
        log.warning("seat %d: %s", seat, message)
        return self._announce(self.bot_trouble, BotTrouble(seat=seat, kind=kind, message=message))

    def _on_answer(
        self, generation: int, player: SeatPlayer, action: Action, rng: random.Random
    ) -> None:
        """The asked player's action: checked by the engine (applied once), then played once
        the pacing allows."""
        hand = self.state
        if generation != self._generation or player is not self._asked or hand is None:
            return  # a late answer: the match was stopped, restarted or taken back meanwhile
        try:
            after = apply(hand, action)
        except IllegalActionError as exc:
            if player.local:
                self._reject(action, violation_words(exc.violation, hand.rules))
                return
            log.error("seat %d answered an illegal action %r", hand.to_act, action)
            action = legal_actions(hand)[0]
            after = apply(hand, action)
        self._asked = None
        self._seat_rngs[hand.to_act] = rng
        waited_ms = int((time.monotonic() - self._asked_since) * 1000)
        delay = (
            self._speed.bot_delay_ms - waited_ms if player.paced and self._claiming is None else 0
        )
        if delay > 0:
            self._schedule(lambda: self._apply(hand, action, after), delay)
        else:
            self._wait = _Wait.IDLE
            self._apply(hand, action, after)

    def _announce(self, signal: SignalInstance, payload: object) -> bool:
        """Emit; false when a slot stopped or restarted the match meanwhile: then go no further."""
        generation = self._generation
        signal.emit(payload)
        return generation == self._generation

    def _apply(self, before: HandState, action: Action, after: HandState) -> None:
        """Put the hand that the checked action produced in play and tell the table."""
        assert self._match is not None and self._match.hand is before
        self._match = continue_match(self._match, after)
        signals: dict[type, SignalInstance] = {
            BidMade: self.bid_made,
            AuctionOver: self.auction_over,
            TrumpNamed: self.trump_named,
            CardsDrawn: self.cards_drawn,
            TrumpBurned: self.trump_burned,
            CardPlayed: self.card_played,
            TrickWon: self.trick_won,
        }
        events = step_events(before, action, after, self._viewer)
        for event in events:
            if not self._announce(signals[type(event)], event):
                return
        if isinstance(events[-1], TrickWon):
            then = self._finish_hand if after.is_over else self._next_turn
            if self._claiming is not None:
                self._schedule(then, 0)  # a claim plays out at once
                return
            if self._pause_after_trick and any(p.local for p in self._players):
                self._step = then
                self._wait = _Wait.TRICK_SHOWN
                self.trick_paused.emit()
                return
            self._schedule(then, self._speed.trick_rest_ms)
        elif after.is_over:
            self._finish_hand()  # thrown in
        else:
            self._schedule(self._next_turn, 0)

    def _finish_hand(self) -> None:
        m = self._match
        assert m is not None and m.history
        hand = m.history[-1]
        self._claiming = None
        # The waiting state is set first, so a slot may call ``next_hand`` straight away.
        self._wait = _Wait.OVER if m.winner is not None else _Wait.NEXT_HAND
        scored = HandScored(hand=hand, score=hand.score, scores_after=m.scores, winner=m.winner)
        if not self._announce(self.hand_scored, scored):
            return
        if m.winner is not None:
            self.match_over.emit(MatchOver(winner=m.winner, scores=m.scores, history=m.history))
        elif self._auto_continue and self._wait is _Wait.NEXT_HAND:
            self._schedule(self._deal, self._speed.trick_rest_ms)

    def _local_prompt(self, hand: HandState, legal: tuple[Action, ...]) -> str:
        """What the person to act must do now, in the game's words."""
        if hand.phase is Phase.BID:
            if PASS not in legal:
                return self.tr("You are stuck: bid at least {bid}").format(
                    bid=min(bid_level(a) for a in legal if bid_level(a) != PASS_LEVEL)
                )
            return self.tr("Your bid")
        if hand.phase is Phase.NAME:
            return self.tr("Name trump")
        if hand.phase is Phase.BURN:
            return self.tr("You hold more than six trumps: burn one")
        if hand.rules.draw_back:  # trumps only: every card held is a trump
            return self.tr("Lead a trump") if not hand.trick else self.tr("Play a trump")
        return duty_words(duty_of(hand), hand.led_suit)
