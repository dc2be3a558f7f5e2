"""The window without a player: ``--smoke-test`` and ``--screenshot`` of ``pitch-desktop``.

The smoke test plays one hand with computer players in every seat and prints its
``pitch-result/1`` line: the packaged app's self-check. Given an invite link, it joins that
table instead, through Join a table… as a player would, prints the seat it took and leaves: a
check that the app reaches a table, for the package's tests and for a player whose friends'
table cannot be reached. A screenshot saves the window at a chosen moment, acting for the human
until then: for the README and for checking layouts at other sizes and player counts. Both
drive the real ``MainWindow`` through its controller's signals, as a player would, and give up
after a time limit rather than hang.

Only the standard library is imported at the top, so the command line can offer
``SHOT_MOMENTS`` before Qt is loaded; Qt and the game's modules come in when a run is armed.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pitch_desktop.controller.events import CardsDrawn, HandScored, TurnStarted
    from pitch_desktop.engine.state import Action
    from pitch_desktop.match_setup import MatchSetup
    from pitch_desktop.ui.window.main_window import MainWindow
    from pitch_desktop.ui.window.online_window import SeatWindow

#: When ``--screenshot`` is taken: the human's first turn, their first bid or first card, a
#: trick in progress, the hand summary, or the last trick shown again; with the draw-back also
#: the human naming trump, the table right after the draw (or right after the human's own
#: draw, while the table rests), burned trumps on the table (at the
#: human's turn to burn or to play), and a trick with a player out; with a kitty the human
#: choosing its discards (for "name", "burn" and "discard" the human bids as high as allowed,
#: to pitch).
SHOT_MOMENTS = (
    "turn",
    "bid",
    "play",
    "trick",
    "summary",
    "last-trick",
    "name",
    "draw",
    "own-draw",
    "burn",
    "out",
    "discard",
    "call",
    "rob",
)
# The moments for which the human bids the most they may, so as to be the pitcher.
_PITCHING_MOMENTS = ("name", "burn", "discard", "call")
TIME_LIMIT_MS = 90_000
# Time for the cards' last moves and the dialog to settle before the window is grabbed.
_SHOT_DELAY_MS = 300
_FALLBACK_LEVEL = "greedy"  # the human's stand-in when no seat names a level
#: The name a smoke test joins a table with when the player has given none: the host sees who
#: came and went.
SMOKE_TEST_NAME = "Smoke test"


class TableLink(Protocol):
    """Where an invite link leads: ``net.links.InviteLink`` (the window imports no network)."""

    @property
    def address(self) -> str: ...

    @property
    def display_code(self) -> str: ...


@dataclass
class Outcome:
    """How an unattended run ended: the exit code, 0 unless something went wrong."""

    exit_code: int = 0
    resumed: bool = False  # the smoke test went on with a saved match


@dataclass(frozen=True, slots=True)
class Unattended:
    """What to do instead of waiting for a player: a smoke test (of a table with friends, given
    ``join``) or a screenshot (to ``path``)."""

    smoke_test: bool = False
    screenshot: str | None = None
    moment: str = "turn"
    join: TableLink | None = None

    @property
    def joins(self) -> bool:
        """The smoke test joins the linked table: nothing is dealt here."""
        return self.smoke_test and self.join is not None

    @property
    def bot_plays_human(self) -> bool:
        """A whole hand must be played: nobody is there to bid and play for the human."""
        return self.smoke_test or (self.screenshot is not None and self.moment == "summary")

    def match_setup(self, setup: MatchSetup) -> MatchSetup:
        """``setup`` with a computer player in the human's seat when needed (it keeps the name)."""
        if not self.bot_plays_human:
            return setup
        from pitch_desktop.match_setup import SeatKind

        level = next((s.level for s in setup.seats if s.level), _FALLBACK_LEVEL)
        seats = tuple(
            replace(s, kind=SeatKind.BOT, level=level) if s.is_local else s for s in setup.seats
        )
        return replace(setup, seats=seats)

    def arm(self, window: MainWindow) -> Outcome:
        """Set the window to instant speed and watch it; the returned outcome fills in later."""
        from pitch_desktop.match_setup import Speed

        outcome = Outcome()
        # The rest after the human's own draw, and its cards in motion, exist at a set pace only.
        own_draw = self.screenshot is not None and self.moment == "own-draw"
        window.set_speed(Speed.FAST if own_draw else Speed.INSTANT, save=False)
        if self.join is not None and self.smoke_test:
            arm_smoke_join(window, self.join, outcome)
        elif self.smoke_test:
            arm_smoke_test(window, outcome)
        elif self.screenshot is not None:
            arm_screenshot(window, self.screenshot, self.moment, outcome)
        arm_time_limit(window, outcome)
        return outcome


def arm_smoke_test(window: MainWindow, outcome: Outcome) -> None:
    """Print the first scored hand as one ``pitch-result/1`` line and then
    ``{"smoke_test": {"resumed": ...}}`` (whether a saved match was resumed), then quit."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.engine.records import dumps_line, result_json

    def on_scored(ev: HandScored) -> None:
        assert ev.hand is not None  # the smoke test plays here, where every hand is held
        print(dumps_line(result_json(ev.hand)), flush=True)
        print(dumps_line({"smoke_test": {"resumed": outcome.resumed}}), flush=True)
        QTimer.singleShot(0, QApplication.quit)

    window.controller.hand_scored.connect(on_scored)


def arm_smoke_join(window: MainWindow, link: TableLink, outcome: Outcome) -> None:
    """Join the linked table from Join a table…, filled in by the link, as the player's name
    or ``SMOKE_TEST_NAME``; once seated print ``{"smoke_test": {"joined": CODE, "seat": N}}``
    (N counted from 1, as the dialog does), leave the table and quit. A table that cannot be
    joined is one line on standard error and exit code 1."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.engine.records import dumps_line

    def seated(table_window: SeatWindow) -> None:
        online = table_window.online
        assert online is not None  # the seating makes the window a seat before it signals
        info, seat = online.table.table, online.table.seat
        assert info is not None and seat is not None
        print(dumps_line({"smoke_test": {"joined": info.code, "seat": seat + 1}}), flush=True)
        window.close_online_tables()  # left in the lobby: the seat is given up
        QTimer.singleShot(0, QApplication.quit)

    def refused(sentence: str) -> None:
        print(f"pitch-desktop: {link.address}: {sentence}", file=sys.stderr, flush=True)
        outcome.exit_code = 1
        QTimer.singleShot(0, QApplication.quit)

    def join() -> None:
        dialog = window.join_by_link(link.address, link.display_code)
        if not dialog.name.text().strip():
            dialog.name.setText(SMOKE_TEST_NAME)
        dialog.join_button.click()
        if dialog.choice is None:  # the dialog refused its own fields
            refused(dialog.error.text())

    window.online_play.table_opened.connect(seated)
    window.online_play.seat_refused.connect(refused)
    QTimer.singleShot(0, window, join)


def arm_time_limit(window: MainWindow, outcome: Outcome, limit_ms: int = TIME_LIMIT_MS) -> None:
    """Quit with exit code 1 if the run has not ended after ``limit_ms``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def give_up() -> None:
        print("pitch-desktop: timed out", file=sys.stderr)
        outcome.exit_code = 1
        QApplication.quit()

    QTimer.singleShot(limit_ms, window, give_up)


def arm_screenshot(window: MainWindow, path: str, moment: str, outcome: Outcome) -> None:
    """Save the window to ``path`` when ``moment`` (one of SHOT_MOMENTS) comes, then quit.

    Until then the human's turns are taken for them: pass when allowed (bid the most for the
    moments that need the human to pitch), name the suit that keeps the most trumps, else the
    first choice.
    """
    from PySide6.QtCore import QTimer

    from pitch_desktop.engine.state import Phase
    from pitch_desktop.ui.common.actions import card_actions

    if moment not in SHOT_MOMENTS:
        raise ValueError(f"no screenshot moment {moment!r} (one of {', '.join(SHOT_MOMENTS)})")
    taken = [False]
    # The human's last card would go by itself before the picture is taken.
    window.set_auto_last_card(False)

    def fire() -> None:
        if not taken[0]:
            taken[0] = True
            QTimer.singleShot(_SHOT_DELAY_MS, window, lambda: save_window(window, path, outcome))

    def on_turn(ev: TurnStarted) -> None:
        if not ev.is_local:
            return
        phase = ev.view.phase
        cards = bool(card_actions(ev.legal)) and phase is Phase.PLAY
        # A player out of the trick in play: no trump left when it began.
        seats_in = ev.view.seats_in
        out = bool(seats_in) and any(not seats_in >> s & 1 for s in range(ev.view.players))
        # Trumps burned and still shown: before the first trick is won.
        burned = bool(ev.view.all_burned) and not any(ev.view.tricks)
        if (
            moment == "turn"
            or (moment == "bid" and phase is Phase.BID)
            or (moment == "play" and cards)
            or (moment == "trick" and cards and ev.view.trick)
            or (moment == "name" and phase is Phase.NAME)
            or (moment == "burn" and burned and phase in (Phase.BURN, Phase.PLAY))
            or (moment == "out" and cards and out and ev.view.trick)
            or (moment == "call" and phase is Phase.CALL)
            or (moment == "rob" and phase is Phase.ROB)
        ):
            fire()
        elif moment == "discard" and phase is Phase.DISCARD and not taken[0]:
            # Half the discards chosen, so the picture shows chosen and unchosen cards.
            choose_some(ev)
            fire()
        elif moment == "last-trick" and cards and sum(ev.view.tricks) >= 2 and not taken[0]:
            window.show_last_trick()
            fire()
        elif not taken[0]:
            action = stand_in_action(ev, pitch=moment in _PITCHING_MOMENTS)
            QTimer.singleShot(0, window, lambda: window.controller.submit(action))

    def on_drawn(ev: CardsDrawn) -> None:
        if moment == "own-draw" and ev.seat == ev.view.seat and not taken[0]:
            # The table rests after the human's draw: the picture once the cards have moved.
            taken[0] = True
            settle = 2 * window.speed.animation_ms + _SHOT_DELAY_MS
            QTimer.singleShot(settle, window, lambda: save_window(window, path, outcome))
        if moment == "draw" and ev.view.phase is not Phase.DRAW and not taken[0]:
            # The last player has drawn: the match waits for nobody now, so it is stopped
            # where it stands for the picture.
            window.controller.stop()
            fire()

    def on_scored(_ev: HandScored) -> None:
        if moment == "summary":
            fire()
        elif not taken[0]:
            QTimer.singleShot(0, window, next_hand)  # the moment may come in a later hand

    def choose_some(ev: TurnStarted) -> None:
        panel = window.discard_panel
        for card in sorted(card_actions(ev.legal))[: ev.view.rules.kitty // 2]:
            panel.toggle(card)
        window.scene.set_chosen(panel.chosen)

    def next_hand() -> None:
        summary = window.summary_dialog
        if summary is not None and not taken[0]:
            summary.accept()

    window.controller.turn_started.connect(on_turn)
    window.controller.cards_drawn.connect(on_drawn)
    window.controller.hand_scored.connect(on_scored)


def stand_in_action(ev: TurnStarted, *, pitch: bool = False) -> Action:
    """What an unattended run does for the human: pass when allowed (``pitch``: bid the most
    allowed), name the suit that keeps the most trumps, else the lowest card."""
    from pitch_desktop.engine.deck import deck_of
    from pitch_desktop.engine.state import PASS, is_bid, is_name, named_suit

    bids = [a for a in ev.legal if is_bid(a)]
    if bids:
        if pitch:
            return max(bids)
        return PASS if PASS in bids else min(bids)
    names = [a for a in ev.legal if is_name(a)]
    if names:
        by_suit = deck_of(ev.view.rules).by_suit
        return max(names, key=lambda a: (by_suit[named_suit(a)].mask & ev.view.hand).bit_count())
    return min(ev.legal)


def save_window(window: MainWindow, path: str, outcome: Outcome) -> None:
    """Grab the window, with the hand summary drawn where it stands over it, save it and quit."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    pixmap = window.grab()
    dialog = window.summary_dialog
    if dialog is not None and dialog.isVisible():
        # A dialog is its own top-level window: draw it over the table where it stands.
        shot = dialog.grab()
        painter = QPainter(pixmap)
        at = dialog.mapToGlobal(QPoint(0, 0)) - window.mapToGlobal(QPoint(0, 0))
        if not (0 <= at.x() < pixmap.width() and 0 <= at.y() < pixmap.height()):
            at = QPoint(
                (window.width() - shot.width()) // 2, (window.height() - shot.height()) // 2
            )
        painter.drawPixmap(at, shot)
        painter.end()
    if not pixmap.save(path):
        print(f"pitch-desktop: cannot write {path}", file=sys.stderr)
        outcome.exit_code = 1
    QApplication.quit()
