"""Start the game: ``pitch-desktop`` or ``python -m pitch_desktop``.

Besides opening the table, ``--smoke-test`` plays one hand with computer players in every seat
(the packaged app's self-check) and ``--screenshot`` saves the window at a chosen moment, for the
README and for checking layouts at other sizes and player counts.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Sequence
from dataclasses import replace

_SHOT_MOMENTS = ("turn", "bid", "play", "trick", "summary", "last-trick")
_TIMEOUT_MS = 90_000
_DEAL_ANYWAY_MS = 400


def version() -> str:
    """The installed version, or the package's own for a frozen app without metadata."""
    try:
        from importlib.metadata import PackageNotFoundError
        from importlib.metadata import version as dist_version

        return dist_version("pitch-desktop")
    except PackageNotFoundError:
        from pitch_desktop import __version__

        return __version__


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
        "JSON and exit",
    )
    p.add_argument("--screenshot", metavar="FILE.png", help="save the window to FILE.png and exit")
    p.add_argument(
        "--screenshot-at",
        choices=_SHOT_MOMENTS,
        default="turn",
        help="when to take the screenshot: the human's first turn (default), bid, play, "
        "a trick in progress, the hand summary, or the last trick shown",
    )
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, such as 1280x800")
    p.add_argument("--players", type=int, choices=range(2, 8), metavar="N", help="2 to 7")
    p.add_argument("--preset", metavar="NAME", help="setback, auction-pitch or classic")
    p.add_argument("--seed", type=int, metavar="S", help="seed of the deal")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.version:  # before any Qt: needs no display
        print(f"pitch-desktop {version()}")
        return 0
    return _run(args)


def _run(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.controller.events import HUMAN_SEAT, MatchSetup, Speed
    from pitch_desktop.engine.rules import PRESETS, TEAM_LAYOUTS, RulesError
    from pitch_desktop.resources import ResourceNotFoundError, resource_path
    from pitch_desktop.storage.settings import default_seats, init_app_identity, load_setup
    from pitch_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    init_app_identity(app)
    with contextlib.suppress(ResourceNotFoundError):  # a missing icon is no reason to stop
        app.setWindowIcon(QIcon(str(resource_path("icon.svg"))))
    _install_translation(app)

    setup: MatchSetup = load_setup()
    if args.preset is not None or args.players is not None:
        if args.preset is not None and args.preset not in PRESETS:
            print(
                f"pitch-desktop: unknown preset {args.preset!r} (one of {', '.join(PRESETS)})",
                file=sys.stderr,
            )
            return 2
        rules = PRESETS[args.preset] if args.preset is not None else setup.rules
        players = args.players if args.players is not None else rules.players
        teams = rules.teams if (players, rules.teams) in TEAM_LAYOUTS else 0
        try:
            rules = rules.with_changes(players=players, teams=teams)
        except RulesError as exc:
            print(f"pitch-desktop: {exc}", file=sys.stderr)
            return 2
        seats = setup.seats if len(setup.seats) == players else default_seats(players)
        setup = replace(setup, rules=rules, seats=seats)
    if args.seed is not None:
        setup = replace(setup, seed=args.seed)

    automated = bool(args.smoke_test or args.screenshot)
    window = MainWindow(remember=not automated)
    if args.size is not None:
        window.resize(*args.size)
    if automated:
        window.set_speed(Speed.INSTANT, save=False)
    exit_code = [0]

    if args.smoke_test or (args.screenshot and args.screenshot_at == "summary"):
        # A computer player takes the human's seat (and keeps its name).
        level = next((s.level for s in setup.seats if s.level), "greedy")
        seats = tuple(
            replace(s, level=level) if i == HUMAN_SEAT else s for i, s in enumerate(setup.seats)
        )
        setup = replace(setup, seats=seats)

    if args.smoke_test:
        from pitch_desktop.controller.events import HandScored
        from pitch_desktop.engine.records import dumps_line, result_json

        def on_scored(ev: HandScored) -> None:
            print(dumps_line(result_json(ev.hand)), flush=True)
            QTimer.singleShot(0, app.quit)

        window.controller.hand_scored.connect(on_scored)
    elif args.screenshot:
        _arm_screenshot(window, args.screenshot, args.screenshot_at, exit_code)

    if automated:

        def give_up() -> None:
            print("pitch-desktop: timed out", file=sys.stderr)
            exit_code[0] = 1
            app.quit()

        QTimer.singleShot(_TIMEOUT_MS, app, give_up)
    dealt = [False]

    def deal() -> None:
        if not dealt[0]:
            dealt[0] = True
            window.start_match(setup)

    # Deal once the table is on screen: the window appears at once, then the cards fly in. A
    # window that is never painted (started minimised) deals a moment later all the same.
    window.view.first_painted.connect(lambda: QTimer.singleShot(0, window, deal))
    QTimer.singleShot(_DEAL_ANYWAY_MS, window, deal)
    window.show()
    result = app.exec()
    window.controller.stop()
    return exit_code[0] or result


def _install_translation(app: object) -> None:
    """Load ``translations/pitch_<locale>.qm`` for the system's language, when one exists."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    from pitch_desktop.resources import ResourceNotFoundError, resource_path

    assert isinstance(app, QCoreApplication)
    locale = QLocale.system()
    for name in (locale.name(), locale.name().split("_")[0]):
        try:
            path = resource_path(f"translations/pitch_{name}.qm")
        except ResourceNotFoundError:
            continue
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            return


def _arm_screenshot(window: object, path: str, moment: str, exit_code: list[int]) -> None:
    """Save the window to ``path`` when ``moment`` comes, then quit."""
    from PySide6.QtCore import QPoint, QTimer
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QApplication

    from pitch_desktop.controller.events import HUMAN_SEAT, HandScored, TurnStarted
    from pitch_desktop.engine.state import is_bid
    from pitch_desktop.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    done = [False]

    def shoot() -> None:
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
            exit_code[0] = 1
        QApplication.quit()

    def fire() -> None:
        if not done[0]:
            done[0] = True
            QTimer.singleShot(300, shoot)

    def on_turn(ev: TurnStarted) -> None:
        if ev.seat != HUMAN_SEAT or not ev.is_human:
            return
        cards = any(not is_bid(a) for a in ev.legal)
        if (
            moment == "turn"
            or (moment == "bid" and not cards)
            or (moment == "play" and cards)
            or (moment == "trick" and cards and ev.view.trick)
        ):
            fire()
        elif moment == "last-trick" and cards and sum(ev.view.tricks) >= 2 and not done[0]:
            window.show_last_trick()
            fire()
        elif not done[0]:
            # Not the moment yet: act for the human (pass if allowed, else the first choice).
            action = min(ev.legal, key=lambda a: (not is_bid(a), a))
            QTimer.singleShot(0, lambda: window.controller.submit(action))

    def on_scored(ev: HandScored) -> None:
        if moment == "summary":
            fire()

    window.controller.turn_started.connect(on_turn)
    window.controller.hand_scored.connect(on_scored)


if __name__ == "__main__":
    sys.exit(main())
