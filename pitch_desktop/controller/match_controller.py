"""The match controller: the one place where the rules engine meets Qt.

``MatchController`` owns the match state and the random generator that deals. It asks the
player of the seat to act (``seats``: a person at this window, a computer player thinking in
the worker, or any kind registered later) and goes on when that player answers; it applies each
action once, paces computer players by the Speed setting, and announces every change by a
signal carrying a payload from ``events`` (worded by ``narration``, which replays use too). The
UI decides no rule: it only calls ``start``, ``resume``, ``submit``, ``next_hand``,
``set_speed`` and ``stop``, and the hint and undo commands. The match itself is played by the
one match loop every table shares (``play.runner``), driven here by a Qt timer, so even an
instant-speed match never blocks the event loop; an answer that arrives after ``stop``, an undo
or a new ``start`` answers a withdrawn question and is dropped.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, SignalInstance, Slot

from pitch_desktop.ai.claim import claim_card
from pitch_desktop.engine.daily import DailyDeals
from pitch_desktop.engine.match import MatchState, new_match
from pitch_desktop.engine.state import (
    Action,
    HandState,
    IllegalActionError,
    Phase,
    legal_actions,
)
from pitch_desktop.engine.view import PlayerView, view_of
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.play.runner import ActedBy as RunnerActedBy
from pitch_desktop.play.runner import (
    Answer,
    AnswerRefusedError,
    Hold,
    MatchRunner,
    Question,
    Waiting,
)
from pitch_desktop.play.runner import SeatPlayer as RunnerSeat

from .events import (
    ActionRejected,
    BotTrouble,
    ClaimOffered,
    HandScored,
    HandStarted,
    MatchOver,
    MatchStarted,
    TrickWon,
    TroubleKind,
    TurnStarted,
    ViewerChanged,
)
from .narration import step_events
from .relay import Relay, deliver
from .seats import LocalPlayer, SeatPlayer, StandIn, Turn, make_player, player_class
from .table_source import TableSource
from .words import turn_prompt, violation_words
from .worker import BOT_DEADLINE_MS, WorkerKind

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class _Snapshot:
    """Everything that decides what happens next, at one of the human's decisions."""

    match: MatchState
    deal_rng: tuple[Any, ...]
    seat_rngs: tuple[tuple[Any, ...], ...]


class SetupError(ValueError):
    """A match set-up that cannot be played (seat count, unknown bot, a kind of seat that
    cannot take part here)."""


# What ``can_undo`` accepts the runner waiting for, besides a person here.
_UNDOABLE = frozenset({Waiting.ANSWER, Waiting.STEP, Waiting.NOTHING, Waiting.GO_ON})


class _QtClock:
    """The runner's clock on the desktop: one precise single-shot Qt timer (a coarse timer may
    fire 5% early), so even an instant match never blocks the event loop."""

    def __init__(self, parent: QObject) -> None:
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._run)
        self._step: Callable[[], None] | None = None

    @property
    def active(self) -> bool:
        return self._timer.isActive()

    def later(self, seconds: float, step: Callable[[], None]) -> _QtTimer:
        self._step = step
        self._timer.start(max(0, round(seconds * 1000)))
        return _QtTimer(self, step)

    def cancel(self, step: Callable[[], None]) -> None:
        if self._step is step:
            self._step = None
            self._timer.stop()

    def _run(self) -> None:
        step, self._step = self._step, None
        if step is not None:
            step()


@dataclass(frozen=True, slots=True)
class _QtTimer:
    clock: _QtClock
    step: Callable[[], None]

    def cancel(self) -> None:
        self.clock.cancel(self.step)


class _Seat(RunnerSeat):
    """A seat's player (``seats``) as the runner asks it: the question becomes a ``Turn``, and
    the player's answer and trouble go through the controller."""

    def __init__(self, controller: MatchController, player: SeatPlayer) -> None:
        self.controller = controller
        self.player = player
        self.paced = player.paced

    def ask(self, answer: Answer) -> None:
        c, q = self.controller, answer.question
        turn = Turn(
            seat=q.seat,
            view=q.view,
            legal=q.legal,
            rng=q.rng,
            answer=partial(c._answered, answer, self.player),
            trouble=partial(c._trouble, answer),
        )
        self.player.ask(turn)
        if answer.open:
            c._turn_asked(self.player, answer)

    def withdraw(self) -> None:
        self.player.withdraw()


class _Listener:
    """The runner's news, passed on to the controller (which words it in signals)."""

    def __init__(self, controller: MatchController) -> None:
        self._c = controller

    def dealt(self, match: MatchState) -> Hold | None:
        self._c._dealt(match)
        return None

    def asked(self, seat: int, question: Question | None) -> None:
        self._c._asked(seat, question)

    def applied(
        self, before: HandState, action: Action, after: MatchState, by: RunnerActedBy
    ) -> Hold | None:
        self._c._applied(before, action, after)
        return None

    def hand_over(self, match: MatchState) -> None:
        self._c._hand_over(match)

    def paused(self) -> None:
        self._c.trick_paused.emit()


class _Pace:
    """The desktop's pace: a computer player's move (and the draw) takes the speed's delay at
    least; a person's none; nothing waits while a claim plays out."""

    def __init__(self, controller: MatchController) -> None:
        self._c = controller

    def before_apply(self, player: RunnerSeat, by: RunnerActedBy, waited: float) -> float:
        if not player.paced or self._c._claiming is not None:
            return 0.0
        return self._c.speed.bot_delay_ms / 1000 - waited

    def after_step(self, before: HandState, after: HandState) -> float | None:
        return self._c._after_step(before, after)

    def between_hands(self) -> float | None:
        c = self._c
        return c.speed.trick_rest_ms / 1000 if c.auto_continue else None


class _DaySource:
    """The deals of the day for the runner: each put in play in turn, every seat's generator
    fresh for it, so the duplicate replays each deal as it was played here."""

    def __init__(self, deals: DailyDeals) -> None:
        self.deals = deals

    def has_next(self, match: MatchState) -> bool:
        return len(match.history) < len(self.deals.deals)

    def deal(self, match: MatchState) -> tuple[MatchState, list[random.Random]]:
        index = len(match.history)
        rngs = [self.deals.seat_rng(index, s) for s in range(self.deals.rules.players)]
        return self.deals.put_in_play(match), rngs


class MatchController(TableSource):
    """Runs one match at a time here, through the runner, and tells the window everything by
    the signals of ``TableSource``."""

    # The deals of the day are played (all of them, or fewer when a side won the match first):
    # the day's deals and the finished hands.
    day_played = Signal(object, object)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        auto_continue: bool = False,
        worker: WorkerKind = WorkerKind.PROCESS,
        bot_deadline_ms: int = BOT_DEADLINE_MS,
    ) -> None:
        super().__init__(parent, worker=worker, bot_deadline_ms=bot_deadline_ms)
        self._auto_continue = auto_continue
        self._pause_after_trick = False
        self._clock = _QtClock(self)
        self._runner = MatchRunner(self._clock, _Listener(self), _Pace(self), time.monotonic)
        self._stopped = False
        self._setup: MatchSetup | None = None
        self._day: DailyDeals | None = None  # the deals of the day in play, if they are
        self._players: list[SeatPlayer] = []
        self._viewer = 0
        self._seed = 0
        # Undo: the match and every generator as they were at each decision of a person here
        # in the hand in play, oldest first.
        self._decisions: list[_Snapshot] = []
        # Claiming the rest: each turn of a person here gets a number; the proof found for that
        # turn (its card), and the seat playing its claim out.
        self._turns = 0
        self._trick_won = False  # the last step applied won a trick
        self._draw_rest = False  # the table rests after a person here drew (``go_on`` ends it)
        self._claim: tuple[int, int] | None = None  # (turn number, card)
        self._claiming: int | None = None
        self._claim_relay = Relay(self)
        self._claim_relay.done.connect(self._on_claim_proof, Qt.ConnectionType.QueuedConnection)

    # --- properties ---------------------------------------------------------------------------

    @property
    def auto_continue(self) -> bool:
        """Deal the next hand without waiting for ``next_hand`` (tests, smoke test)."""
        return self._auto_continue

    @auto_continue.setter
    def auto_continue(self, value: bool) -> None:
        self._auto_continue = value
        if value:  # a hand waiting for the word is dealt at once
            self._runner.next_hand(self._speed.trick_rest_ms / 1000)

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
        return self._runner.waiting is Waiting.GO_ON and not self._draw_rest

    @property
    def is_resting_after_draw(self) -> bool:
        return self._draw_rest and self._runner.waiting in (Waiting.GO_ON, Waiting.STEP)

    def go_on(self) -> bool:
        """End the pause after a trick or the rest after a person's draw: the match goes on.
        False when it was neither."""
        if self.is_resting_after_draw:
            self._draw_rest = False
            if self._runner.go_on():
                return True
            self._runner.hurry()
            return True
        return self._runner.go_on()

    @property
    def state(self) -> HandState | None:
        """The hand in play, or None between hands and before a match."""
        match = self._runner.match
        return match.hand if match is not None else None

    @property
    def match(self) -> MatchState | None:
        return self._runner.match

    @property
    def setup(self) -> MatchSetup | None:
        """The set-up of the match in play, with the seed actually used and the current speed."""
        return self._setup

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def online(self) -> bool:
        """The match is played at a server's table (``NetworkTable``), not here."""
        return False

    @property
    def in_match(self) -> bool:
        """A match has started and nobody has won it yet, nor has it played the last deal of
        the day it plays (leaving it needs a word first)."""
        match = self._runner.match
        return match is not None and not match.is_over and not self.day_over

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
        return self._local_asked() is not None

    @property
    def is_busy(self) -> bool:
        """A timer or a computer player's decision is pending (false once stopped)."""
        asked = self._runner.asked
        return self._clock.active or (isinstance(asked, _Seat) and not asked.player.local)

    def viewer_view(self) -> PlayerView | None:
        """What the viewer may see of the hand in play, or of the hand just finished."""
        hand = self._current_or_last_hand()
        return view_of(hand, self._viewer) if hand is not None else None

    # --- the UI's commands ----------------------------------------------------------------------

    def start(self, setup: MatchSetup) -> None:
        """Start a new match (ending any match in play); the first hand is dealt at once."""
        self._check(setup)
        deal_rng, seat_rngs = self._begin(setup)
        dealer = setup.first_dealer
        if dealer is None:
            dealer = deal_rng.randrange(setup.rules.players)
        self._setup = replace(self._setup or setup, first_dealer=dealer)
        match = new_match(setup.rules, dealer)
        self.match_started.emit(MatchStarted(setup=self._setup, scores=match.scores))
        self._runner.play(match, self._seats(), deal_rng, seat_rngs)

    @property
    def day(self) -> DailyDeals | None:
        """The deals of the day being played (None: an ordinary match)."""
        return self._day

    @property
    def day_over(self) -> bool:
        """The deals of the day are played: all of them, or fewer when a side won first."""
        day, match = self._day, self._runner.match
        if day is None or match is None:
            return False
        return match.is_over or (match.hand is None and len(match.history) >= len(day.deals))

    def start_day(self, setup: MatchSetup, deals: DailyDeals) -> None:
        """Play the deals of the day as one match from 0-0 (``setup``'s rules must be the
        deals'): the day ends after its last deal, or earlier when a side wins the match."""
        if setup.rules != deals.rules:
            raise SetupError("the deals of the day are for other rules")
        self._check(setup)
        deal_rng, seat_rngs = self._begin(setup)
        match = deals.new_match()
        self._day = deals
        self._setup = replace(self._setup or setup, first_dealer=match.dealer)
        self.match_started.emit(MatchStarted(setup=self._setup, scores=match.scores))
        self._runner.play(match, self._seats(), deal_rng, seat_rngs, _DaySource(deals))

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
        deal_rng, seat_rngs = self._begin(setup)
        self._practice = practice
        assert self._setup is not None
        played = tuple(HandScored.of(h) for h in match.history)
        self.match_started.emit(MatchStarted(setup=self._setup, scores=match.scores, hands=played))
        if match.hand is not None and not match.is_over:
            hand = match.hand
            view = view_of(hand, self._viewer)
            started = HandStarted(hand_number=match.hand_number, dealer=hand.dealer, view=view)
            generation = self._generation
            self.hand_started.emit(started)
            if generation != self._generation:
                return
        self._runner.play(match, self._seats(), deal_rng, seat_rngs)

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

    def _begin(self, setup: MatchSetup) -> tuple[random.Random, list[random.Random]]:
        """End what was in play, seat the players, and seed the generators (the dealer's and
        each seat's), which are returned."""
        self._cancel()
        self._stopped = False
        self._day = None
        self._decisions.clear()
        self._practice = False
        seed = setup.seed if setup.seed is not None else random.SystemRandom().randrange(2**63)
        self._seed = seed
        players = setup.rules.players
        self._speed = setup.speed
        self._setup = replace(setup, seed=seed)
        self._players = [make_player(seat, s, self._bots) for seat, s in enumerate(setup.seats)]
        self._viewer = setup.viewer_seat
        if not all(p.local for p in self._players):
            self._bots.pool.start()
        return random.Random(seed), [random.Random(f"{seed}/seat{s}") for s in range(players)]

    def _seats(self) -> list[RunnerSeat]:
        return [_Seat(self, player) for player in self._players]

    def submit(self, action: Action) -> None:
        """The action of the person at this window who is to act: applied if legal, else
        rejected (and they are still to act)."""
        player = self._local_asked()
        if player is None:
            self._reject(action, self._not_your_turn_reason())
            return
        if not isinstance(action, int) or isinstance(action, bool):
            self._reject(action, self.tr("That is neither a bid nor a card."))
            return
        player.answer(action)

    def next_hand(self) -> bool:
        """Deal the next hand after the summary; false (and nothing done) when not waiting."""
        return self._runner.next_hand()

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
        self._players[seat] = player
        if not player.local:
            self._bots.pool.start()
        self._runner.set_player(seat, _Seat(self, player))

    def stop(self) -> None:
        """Stop timers and the bot worker; a result still on its way is dropped. Idempotent."""
        self._cancel()
        if self._runner.match is not None:
            self._stopped = True
        super().stop()

    # --- learning: hints and undo ------------------------------------------------------------

    def _hint_position(self) -> tuple[PlayerView, tuple[Action, ...]] | None:
        """What a hint is worked out from: the view of the person to act here and what they
        may do; None when no person here is to act (or hints are not allowed)."""
        hand = self.state
        if not self.is_waiting_for_human or hand is None:
            return None
        return view_of(hand, hand.to_act), tuple(legal_actions(hand))

    @property
    def can_undo(self) -> bool:
        """A person here has made a decision in this hand that can be taken back."""
        hand = self.state
        if hand is None or hand.is_over or not self._decisions:
            return False
        if self.is_waiting_for_human:
            return len(self._decisions) >= 2
        return self._runner.waiting in _UNDOABLE

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
        match = snapshot.match
        self._runner.restore(match, snapshot.deal_rng, snapshot.seat_rngs)
        hand = match.hand
        assert hand is not None
        if self._players[hand.to_act].local:
            self._viewer = hand.to_act
        started = HandStarted(hand_number=match.hand_number, dealer=hand.dealer, view=self._view())
        if self._announce(self.undone, started):
            self._announce(self.hand_started, started)
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
        future.add_done_callback(partial(deliver, self._claim_relay, self._turns))

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
        self._runner.stop()

    def _local_asked(self) -> LocalPlayer | None:
        asked = self._runner.asked
        if isinstance(asked, _Seat) and isinstance(asked.player, LocalPlayer):
            return asked.player
        return None

    def _current_or_last_hand(self) -> HandState | None:
        m = self._runner.match
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
        hand, match = self.state, self._runner.match
        if match is None:
            return self.tr("No match is in play.")
        if self._stopped:
            return self.tr("The match has been stopped.")
        if match.is_over:
            return self.tr("The match is over.")
        if hand is None:
            if self._runner.waiting is Waiting.NEXT_HAND:
                return self.tr("The hand is over: continue to deal the next one.")
            return self.tr("Wait for the cards to be dealt.")
        if not self._players[hand.to_act].local:
            return self.tr("It is not your turn: {name} is to play.").format(
                name=self._seat_name(hand.to_act)
            )
        return self.tr("Wait a moment: the table is still moving.")

    def _announce(self, signal: SignalInstance, payload: object) -> bool:
        """Emit; false when a slot stopped or restarted the match meanwhile: then go no further."""
        generation = self._generation
        signal.emit(payload)
        return generation == self._generation

    # What the runner tells (``_Listener`` passes it on), in the controller's signals.

    def _dealt(self, match: MatchState) -> None:
        self._decisions.clear()  # undo stays within the hand
        self._draw_rest = False
        hand = match.hand
        assert hand is not None
        self.hand_started.emit(
            HandStarted(hand_number=match.hand_number, dealer=hand.dealer, view=self._view())
        )

    def _asked(self, seat: int, question: Question | None) -> None:
        """The seat to act is about to be asked: keep the moment for undo, and show the
        person here who is to act."""
        self._draw_rest = False  # the rest after a draw, if any, is over
        match = self._runner.match
        if question is None or match is None:
            return
        if self._players[seat].local:
            snapshot = _Snapshot(
                match,
                self._runner.deal_rng.getstate(),
                tuple(r.getstate() for r in self._runner.seat_rngs),
            )
            if not self._decisions or self._decisions[-1].match is not match:
                self._decisions.append(snapshot)
            if seat != self._viewer:
                self._viewer = seat
                self._announce(self.viewer_changed, ViewerChanged(seat, self._view()))

    def _turn_asked(self, seat: SeatPlayer, answer: Answer) -> None:
        """The seat's player has the question: tell the table whose turn it is."""
        generation = self._generation
        question = answer.question
        hand = self.state
        assert hand is not None
        self._turns += 1
        prompt = self._turn_prompt(seat, hand, question)
        if not answer.open:
            return
        self.turn_started.emit(
            TurnStarted(
                seat=question.seat,
                is_local=seat.local,
                legal=question.legal if seat.local else (),
                prompt=prompt,
                view=self._view(),
            )
        )
        if self._may_claim(seat, hand, question) and self._generation == generation and answer.open:
            self._seek_claim(question.view)

    def _turn_prompt(self, seat: SeatPlayer, hand: HandState, question: Question) -> str:
        """What the table says while ``seat`` is asked: the person's choice here, a claim being
        played out, or whose turn it is elsewhere."""
        if seat.local and self._claiming == question.seat:
            return self.tr("Playing out your claim")
        if seat.local:
            return turn_prompt(question.view, question.legal)
        return self.tr("{name} is thinking").format(name=self._seat_name(question.seat))

    def _may_claim(self, seat: SeatPlayer, hand: HandState, question: Question) -> bool:
        """Whether the person asked could claim the rest of the tricks now (or goes on with a
        claim): in play, with two cards or more left."""
        return (
            seat.local
            and hand.phase is Phase.PLAY
            and (hand.hands[question.seat].bit_count() >= 2 or self._claiming == question.seat)
        )

    def _trouble(self, answer: Answer, kind: TroubleKind, message: str) -> bool:
        """A seat's player had trouble deciding; false when the question is void now."""
        if not answer.open:
            return False
        seat = answer.question.seat
        log.warning("seat %d: %s", seat, message)
        return self._announce(self.bot_trouble, BotTrouble(seat=seat, kind=kind, message=message))

    def _answered(
        self, answer: Answer, player: SeatPlayer, action: Action, rng: random.Random
    ) -> None:
        """The asked player's action, given to the runner (which checks and applies it once);
        a person's illegal action is refused in words, a computer player's replaced."""
        if not answer.open:
            return  # a late answer: the match was stopped, restarted or taken back meanwhile
        by = RunnerActedBy.PERSON if player.local else RunnerActedBy.BOT
        try:
            answer.give(action, by, rng)
        except AnswerRefusedError as exc:
            cause = exc.__cause__
            if exc.reason != "illegal":
                return
            if player.local and isinstance(cause, IllegalActionError):
                hand = self.state
                assert hand is not None
                self._reject(action, violation_words(cause.violation, hand.rules))
                return
            log.error("seat %d answered an illegal action %r", answer.question.seat, action)
            answer.give(answer.question.legal[0], by, rng)

    def _applied(self, before: HandState, action: Action, after: MatchState) -> None:
        """Tell the table what the applied action did."""
        hand = after.hand if after.hand is not None else after.history[-1]
        self._trick_won = False
        signals = self.step_signals()
        events = step_events(before, action, hand, self._viewer)
        self._trick_won = isinstance(events[-1], TrickWon)
        for event in events:
            if not self._announce(signals[type(event)], event):
                return

    def _after_step(self, before: HandState, after: HandState) -> float | None:
        """The rest after a step, in seconds: after a trick the speed's rest, and after a
        person here threw and drew the speed's draw rest, which ``go_on`` ends sooner (None:
        until ``go_on``, when a person here looks at each trick); none while a claim plays
        out."""
        if self._claiming is not None:
            return 0.0  # a claim plays out at once
        if self._drawn_here(before):
            self._draw_rest = True
            self.draw_resting.emit()
            return None if self._pause_after_trick else self._speed.draw_rest_ms / 1000
        if not self._trick_won:
            return 0.0
        if self._pause_after_trick and any(p.local for p in self._players):
            return None
        return self._speed.trick_rest_ms / 1000

    def _drawn_here(self, before: HandState) -> bool:
        """The step was the draw of a person here, at a speed that lets them see it."""
        return (
            before.phase is Phase.DRAW
            and self._speed.draw_rest_ms > 0
            and self._players[before.to_act].local
        )

    def _hand_over(self, match: MatchState) -> None:
        hand = match.history[-1]
        self._claiming = None
        scored = HandScored.of(hand)
        if not self._announce(self.hand_scored, scored):
            return
        if match.winner is not None:
            generation = self._generation
            self.match_over.emit(
                MatchOver(winner=match.winner, scores=match.scores, history=match.history)
            )
            if generation != self._generation:
                return
        if self._day is not None and self.day_over:
            self.day_played.emit(self._day, match.history)
