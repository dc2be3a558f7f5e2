"""Start the game: ``pitch-desktop`` or ``python -m pitch_desktop``.

The table is on screen before the game's own modules are loaded: ``_run`` opens the game's window
painting the felt (``ui.common.felt.GameFrame``), and once that first paint is done it imports
the rest, builds the main window inside that same window and deals when the table is painted.
An invite link (``--join LINK``, or the link alone as the desktop passes it) opens Join a
table… filled in over the table; a malformed one is refused in one sentence. Besides opening
the table, ``--smoke-test`` plays one hand with computer players in every seat (the
packaged app's self-check), or with an invite link joins that table, says the seat it took
and leaves (the check that the app reaches a friend's table), and ``--screenshot`` saves the
window at a chosen moment, for the README and for checking layouts at other sizes and player
counts (``ui.window.automation``).

One game runs per data folder (``storage.instance``): a second start brings the first one's
window to the front and ends, saying so in one sentence, instead of playing the same saved match
twice; a second start with an invite link hands the link over, and Join a table… opens filled in
in the game already open. The smoke test and screenshots keep nothing, so they run beside a
game.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from pitch_desktop.app_version import version as version  # `--version`; tests import it here
from pitch_desktop.engine.rules import PLAYER_COUNTS, PRESETS
from pitch_desktop.ui.window.automation import SHOT_MOMENTS, Outcome, Unattended

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from pitch_desktop.match_setup import MatchSetup
    from pitch_desktop.storage.instance import InstanceLock
    from pitch_desktop.ui.common.felt import GameFrame
    from pitch_desktop.ui.window.main_window import MainWindow

# A window that is never painted (started minimised) is built, and then dealt, after this all
# the same.
_ANYWAY_MS = 400


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r}: width and height must be 320-8000, 240-8000")
    return w, h


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="pitch-desktop", description="Pitch, the card game.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument(
        "--smoke-test",
        action="store_true",
        help="play one hand with computer players in every seat, print its pitch-result/1 "
        "JSON and exit; with an invite link, join its table instead, print the seat taken, "
        "leave and exit",
    )
    p.add_argument("--screenshot", metavar="FILE.png", help="save the window to FILE.png and exit")
    p.add_argument(
        "--screenshot-at",
        choices=SHOT_MOMENTS,
        default="turn",
        help="when to take the screenshot: the human's first turn (default), bid, play, "
        "a trick in progress, the hand summary, or the last trick shown; with the draw-back "
        "also the human naming trump, the table after the draw, the human burning a trump, "
        "or a trick with a player out; with a kitty the human choosing the discards; with a "
        "called partner the human calling; with the refill the human robbing the pack",
    )
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, such as 1280x800")
    p.add_argument("--players", type=int, choices=PLAYER_COUNTS, help="players at the table")
    p.add_argument("--preset", metavar="NAME", help=f"one of {', '.join(PRESETS)}")
    p.add_argument("--seed", type=int, metavar="S", help="seed of the deal")
    p.add_argument(
        "--join",
        metavar="LINK",
        help="open Join a table… filled in from an invite link, pitch://HOST:PORT/CODE",
    )
    # How the desktop hands over a clicked link (Exec=pitch-desktop %u, the installers' keys).
    p.add_argument("link", nargs="?", help="an invite link: the same as --join LINK")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.version:  # before any Qt: needs no display
        print(f"pitch-desktop {version()}")
        return 0
    if args.preset is not None and args.preset not in PRESETS:  # before any window opens
        print(
            f"pitch-desktop: unknown preset {args.preset!r} (one of {', '.join(PRESETS)})",
            file=sys.stderr,
        )
        return 2
    if args.join is not None or args.link is not None:  # before any window opens
        from pitch_desktop.net.links import InviteLinkError, parse_link

        try:
            args.join = parse_link(args.join if args.join is not None else args.link)
        except InviteLinkError as exc:
            print(f"pitch-desktop: {exc}", file=sys.stderr)
            return 2
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    """Take the data folder for this game (or bring up the one running on it), then play."""
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.storage.settings import init_app_identity

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    init_app_identity(app)
    _set_window_icon(app)
    _install_translation(app)

    with contextlib.ExitStack() as held:
        lock: InstanceLock | None = None
        if not (args.smoke_test or args.screenshot):  # unattended runs keep nothing: no lock
            from pitch_desktop.storage.instance import InstanceLock, Lock

            lock = InstanceLock()
            taken = lock.acquire()
            if taken is Lock.HELD:
                return _already_open(lock, args.join.text() if args.join is not None else "")
            if taken is Lock.TAKEN:
                held.callback(lock.release)  # after the last hand is written (``finish``)
            else:
                lock = None  # no lock can be kept: the history and the save say why
        return _play(args, lock)


def _play(args: argparse.Namespace, lock: InstanceLock | None) -> int:
    """Put the felt on screen with as little as possible loaded; ``_Start`` does the rest.

    With ``lock`` (this game holds the data folder) a second start rings this one up."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.storage.settings import read_table_colour, read_window_geometry
    from pitch_desktop.ui.common.felt import (
        GameFrame,
        felt_colours,
        fit_window_to_screen,
        keep_size_asked,
    )

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    frame = GameFrame(felt_colours(read_table_colour()))
    with contextlib.ExitStack() as after_loop:
        start = _Start(args, frame, after_loop)
        if lock is not None:
            from pitch_desktop.storage.instance import InstanceBell

            bell = InstanceBell(lock.folder, frame)
            bell.rung.connect(start.bring_up)
            bell.check()
        # The last size and place (never for a screenshot, whose size is the default or --size).
        fit_window_to_screen(frame, read_window_geometry() if start.remember else None)
        if args.size is not None:
            frame.resize(*args.size)
            keep_size_asked(frame)
        # Build the main window once the felt is on screen (the paint has been flushed by the
        # time a zero timer runs).
        frame.first_painted.connect(lambda: QTimer.singleShot(0, frame, start.build))
        QTimer.singleShot(_ANYWAY_MS, frame, start.build)
        frame.show()
        result = app.exec()
    return start.finish(result)


class _Start:
    """The rest of the start, once the felt is on screen: the set-up, the main window, the deal.

    ``after_loop`` holds what must be undone when the event loop ends.
    """

    def __init__(
        self, args: argparse.Namespace, frame: GameFrame, after_loop: contextlib.ExitStack
    ) -> None:
        self._args = args
        self._frame = frame
        self._after_loop = after_loop
        self._unattended: Unattended | None = None
        if args.smoke_test or args.screenshot:
            self._unattended = Unattended(
                smoke_test=args.smoke_test,
                screenshot=args.screenshot or None,
                moment=args.screenshot_at,
                join=args.join,
            )
        self._started = False
        self._window: MainWindow | None = None
        self._outcome = Outcome()
        self._error: Exception | None = None
        self._dealt = False

    @property
    def remember(self) -> bool:
        """The window keeps the player's set-up, preferences and place (not when unattended)."""
        return self._unattended is None

    def build(self) -> None:
        if self._started:
            return
        self._started = True
        try:
            self._build()
        except Exception as exc:
            # Raised again after the event loop, so the app fails as loudly as if the window
            # had not been on screen yet (Qt would only print it and carry on with bare felt).
            self._error = exc
            _quit()

    def _build(self) -> None:
        from PySide6.QtCore import QTimer

        from pitch_desktop.engine.rules import RulesError
        from pitch_desktop.ui.window.main_window import MainWindow
        from pitch_desktop.ui.window.termination import close_on_termination

        try:
            setup = _match_setup(self._args)
        except RulesError as exc:
            print(f"pitch-desktop: {exc}", file=sys.stderr)
            self._outcome.exit_code = 2
            _quit()
            return
        window = MainWindow(parent=self._frame, remember=self.remember)
        self._window = window
        # SIGTERM at logout closes the window cleanly, now that there is a match to stop.
        self._after_loop.enter_context(close_on_termination(window))
        if self._unattended is not None:
            setup = self._unattended.match_setup(setup)
            self._outcome = self._unattended.arm(window)

        unattended = self._unattended

        def deal() -> None:
            if self._dealt or (unattended is not None and unattended.joins):
                return
            self._dealt = True
            if unattended is not None and unattended.screenshot is not None:
                window.start_match(setup)  # a picture of the set-up asked for, never a save's
            elif unattended is not None:
                # The smoke test goes through the same resume path as a player, with computer
                # players in every seat, and says whether it resumed.
                self._outcome.resumed = window.resume_or_start(setup, unattended.match_setup)
            else:
                window.resume_or_start(setup)

        # Deal once the table is on screen: the window appears at once, then the cards fly in.
        window.view.first_painted.connect(lambda: QTimer.singleShot(0, window, deal))
        QTimer.singleShot(_ANYWAY_MS, window, deal)
        self._frame.hold(window)
        link = self._args.join
        if link is not None and unattended is None:  # an invite link: Join a table…, filled in
            QTimer.singleShot(
                0, window, lambda: window.join_by_link(link.address, link.display_code)
            )

    def bring_up(self, link: str = "") -> None:
        """Pitch was started again on this data folder: this game's window comes to the front,
        with Join a table… filled in when it was started with an invite link."""
        frame = self._frame
        if frame.isMinimized():
            frame.showNormal()
        frame.raise_()
        frame.activateWindow()
        if link:
            self._open_link(link)
        elif self._window is not None:
            from PySide6.QtCore import QCoreApplication

            self._window.tell(
                QCoreApplication.translate(
                    "MainWindow", "Pitch was started again: this is the game already open."
                )
            )

    def _open_link(self, text: str) -> None:
        """Join a table…, filled in from a link passed on by a second start (once the window
        is built, if it is not yet)."""
        from pitch_desktop.net.links import InviteLinkError, parse_link

        try:
            link = parse_link(text)
        except InviteLinkError:  # checked by the second start: only a stray file gets here
            return
        if self._window is None:
            self._args.join = link
        else:
            self._window.join_by_link(link.address, link.display_code)

    def finish(self, result: int) -> int:
        """After the event loop: stop the match, write the last hands, say how the app ends."""
        if self._window is not None:
            self._window.controller.stop()
            self._window.hand_history.close()
        if self._error is not None:
            raise self._error
        return self._outcome.exit_code or result


def _already_open(lock: InstanceLock, link: str) -> int:
    """Another game runs on this data folder: bring it up (opening ``link`` there, if any) and
    say so in one sentence.

    0 when the running game answered (its window is in front now), 1 when it did not.
    """
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    from pitch_desktop.storage.instance import ring_first
    from pitch_desktop.ui.common.felt import HEADLESS_PLATFORMS

    if ring_first(lock.folder, link=link):
        sentence = QCoreApplication.translate(
            "Start", "Pitch is already open: its window was brought to the front."
        )
        print(f"pitch-desktop: {sentence}", file=sys.stderr)
        return 0
    sentence = QCoreApplication.translate(
        "Start", "Pitch is already open (process {pid}): switch to its window, or close it first."
    ).format(pid=lock.holder() or "?")
    print(f"pitch-desktop: {sentence}", file=sys.stderr)
    if QGuiApplication.platformName() not in HEADLESS_PLATFORMS:  # someone to press OK
        QMessageBox.information(None, QCoreApplication.translate("Start", "Pitch"), sentence)
    return 1


def _quit() -> None:
    from PySide6.QtCore import QCoreApplication, QTimer

    QTimer.singleShot(0, QCoreApplication.quit)


def _match_setup(args: argparse.Namespace) -> MatchSetup:
    """The last match's set-up, as the settings keep it, changed by the command line."""
    from pitch_desktop.ai.registry import player_levels
    from pitch_desktop.storage.settings import default_seats, load_setup

    levels = player_levels()
    setup = load_setup(levels)
    if args.preset is not None or args.players is not None:
        rules = PRESETS[args.preset] if args.preset is not None else setup.rules
        players = args.players if args.players is not None else rules.players
        rules = rules.seated(players)  # RulesError: refused
        seats = setup.seats if len(setup.seats) == players else default_seats(players, levels)
        setup = replace(setup, rules=rules, seats=seats)
    if args.seed is not None:
        setup = replace(setup, seed=args.seed)
    return setup


def _set_window_icon(app: QCoreApplication) -> None:
    """The icon of every window; a missing icon is no reason to stop."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.resources import ResourceNotFoundError, resource_path

    assert isinstance(app, QApplication)
    with contextlib.suppress(ResourceNotFoundError):
        app.setWindowIcon(QIcon(str(resource_path("icon.svg"))))


def _install_translation(app: QCoreApplication) -> None:
    """Speak the language chosen in the preferences, else the system's (``ui.common.language``)."""
    from pitch_desktop.storage.settings import read_language
    from pitch_desktop.ui.common.language import install_language, language_for

    install_language(app, language_for(read_language()))


if __name__ == "__main__":
    sys.exit(main())
