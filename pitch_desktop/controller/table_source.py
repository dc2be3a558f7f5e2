"""What a window shows a table through, whoever plays the match: ``TableSource``.

The match played here (``MatchController``, on the one match loop) and a seat at a server's
table (``NetworkTable``, from the views the server sends) tell a window the same things by the
same signals, answer the same commands, and say what they offer: a table with friends offers no
undo and no claim, and hints only when its host allows them. Hints are worked out here for both,
from the view of the person to act, in a worker of the table's own.
"""

from __future__ import annotations

import logging
from concurrent.futures import Future
from functools import partial

from PySide6.QtCore import QObject, Qt, Signal, SignalInstance, Slot

from pitch_desktop.ai.advice import ADVICE_SEED
from pitch_desktop.engine.auction import takes_by_matching
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.state import Action, HandState, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, Speed

from .events import (
    ActionRejected,
    AuctionOver,
    BidMade,
    BotTrouble,
    CardDiscarded,
    CardPlayed,
    CardsDrawn,
    ClaimOffered,
    HandScored,
    HandStarted,
    Hint,
    MatchOver,
    MatchStarted,
    PackRobbed,
    PartnerCalled,
    TrickWon,
    TrumpBurned,
    TrumpNamed,
    TurnStarted,
    ViewerChanged,
)
from .narration import TOLD_BY
from .relay import Relay, deliver
from .seats import BotService
from .worker import BOT_DEADLINE_MS, WorkerKind

log = logging.getLogger(__name__)

# The level that gives hints, and the seed of its generator (``pitch-cli advise`` uses the same).
HINT_LEVEL = "expert"
HINT_SEED = ADVICE_SEED
# The sampled deals a hint looks at: a fixed amount, so a hint is what ``pitch-cli advise
# --bot expert --work 200`` says of the same position on any machine (a few tenths of a second).
HINT_WORK = 200


class TableSource(QObject):
    """What a window shows a table through: the match played here (``MatchController``) and a
    seat at a server's table (``NetworkTable``) alike. The presenter listens to its signals;
    the window calls its commands and reads what it offers (``can_undo``, ``can_claim``, hints).


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
        card_discarded: With a kitty and no draw, the pitcher discarded a card face down (the
            card is told to the pitcher's own seat only). arg: ``CardDiscarded``.
        partner_called: A called partner: the pitcher called a trump. arg: ``PartnerCalled``.
        pack_robbed: The refill: the dealer threw a card of the robbed pack (face down but to
            its own seat, a trump face up). arg: ``PackRobbed``.
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
        draw_resting: A person here threw and drew (the draw-back): the table rests so that
            they can see what went and what came, until ``go_on`` or the speed's draw rest
            ends. No argument.
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
    card_discarded = Signal(CardDiscarded)
    trump_named = Signal(TrumpNamed)
    partner_called = Signal(PartnerCalled)
    pack_robbed = Signal(PackRobbed)
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
    draw_resting = Signal()
    claim_offered = Signal(ClaimOffered)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        worker: WorkerKind = WorkerKind.PROCESS,
        bot_deadline_ms: int = BOT_DEADLINE_MS,
    ) -> None:
        super().__init__(parent)
        # The worker computer players (and the hints) think in.
        self._bots = BotService(worker, bot_deadline_ms)
        self._speed = Speed.NORMAL
        self._auto_continue = False
        self._generation = 0  # a hint for an older position is dropped
        self._practice = False
        self._hint_relay = Relay(self)
        self._hint_relay.done.connect(self._on_hint, Qt.ConnectionType.QueuedConnection)

    def step_signals(self) -> dict[type, SignalInstance]:
        """The signal that tells each event of an action (``narration.StepEvent``), by the
        name ``narration.TOLD_BY`` gives it."""
        return {event: getattr(self, name) for event, name in TOLD_BY.items()}

    # --- what every table says ------------------------------------------------------------------

    @property
    def state(self) -> HandState | None:
        """The hand in play when this window holds it; None between hands, before a match, and
        at a server's table (whose hand is the server's: ``viewer_view`` is the seat's view)."""
        raise NotImplementedError

    @property
    def match(self) -> MatchState | None:
        """The match so far, as the history keeps it (None when not known here whole)."""
        raise NotImplementedError

    @property
    def setup(self) -> MatchSetup | None:
        raise NotImplementedError

    @property
    def online(self) -> bool:
        """The match is played at a server's table, not here."""
        raise NotImplementedError

    @property
    def in_match(self) -> bool:
        """A match has started and nobody has won it yet (leaving it needs a word first)."""
        raise NotImplementedError

    @property
    def day_over(self) -> bool:
        """The deals of the day played here are all played (never, for a table that plays no
        day)."""
        return False

    @property
    def deals_next_match(self) -> bool:
        """This window may start the next match (at a table with friends, the host only)."""
        raise NotImplementedError

    @property
    def viewer_seat(self) -> int:
        """The seat the window shows."""
        raise NotImplementedError

    @property
    def is_waiting_for_human(self) -> bool:
        """A person at this window is to act: ``submit`` answers for them."""
        raise NotImplementedError

    @property
    def is_busy(self) -> bool:
        """A timer or a computer player's decision is pending here."""
        raise NotImplementedError

    def viewer_view(self) -> PlayerView | None:
        """What the viewer may see of the hand in play, or of the hand just finished."""
        raise NotImplementedError

    @property
    def speed(self) -> Speed:
        return self._speed

    # --- the window's commands ----------------------------------------------------------------

    def start(self, setup: MatchSetup) -> None:
        raise NotImplementedError

    def submit(self, action: Action) -> None:
        raise NotImplementedError

    def next_hand(self) -> bool:
        """The hand's summary was closed; false (and nothing done) when nothing waited for it."""
        raise NotImplementedError

    def set_speed(self, speed: Speed) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        """Stop everything this table runs here (its worker included). Idempotent."""
        self._bots.pool.shutdown(wait=False)

    # --- what a table may offer: by default, nothing more ---------------------------------------

    @property
    def auto_continue(self) -> bool:
        """Go on to the next hand without waiting for ``next_hand`` (tests, the smoke test)."""
        return self._auto_continue

    @auto_continue.setter
    def auto_continue(self, value: bool) -> None:
        self._auto_continue = value

    @property
    def pause_after_trick(self) -> bool:
        return False

    @pause_after_trick.setter
    def pause_after_trick(self, value: bool) -> None:
        """Look at each trick until ``go_on`` (where the table waits for the window)."""

    @property
    def is_paused_after_trick(self) -> bool:
        return False

    @property
    def is_resting_after_draw(self) -> bool:
        """The table rests after a person here drew; ``go_on`` ends it."""
        return False

    def go_on(self) -> bool:
        return False

    @property
    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False

    @property
    def can_claim(self) -> bool:
        return False

    @property
    def is_claiming(self) -> bool:
        return False

    def claim(self) -> bool:
        return False

    # --- the worker -------------------------------------------------------------------------------

    @property
    def worker_kind(self) -> WorkerKind:
        """Where the bots think (the analysis of a hand uses the same kind of worker)."""
        return self._bots.pool.kind

    @property
    def bots_in_process(self) -> bool:
        """Whether the bots now think in the worker process (it takes a moment to warm up)."""
        return self._bots.pool.in_process

    def warm_up(self) -> None:
        """Start the worker now (a process takes a moment), so the first answer is quick."""
        self._bots.pool.start()

    # --- hints --------------------------------------------------------------------------------

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
        return None

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
        future.add_done_callback(partial(deliver, self._hint_relay, self._generation))
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
