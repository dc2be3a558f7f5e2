"""Digest of seeded matches played through the match controller, to show that a refactor of the
controller (or of anything it drives) kept every seeded match the same.

Each case plays one match (stopped after ``--hands`` hands, since random bots can set each other
back for ever) at instant speed with the bots in a thread, under a preset at 2, 4 and 7
players, every level from random to standard, with and without a person at seat 0 whose
actions come from a seeded generator. It prints a line per case (hands played, a digest of the
``pitch-match/1`` record) and a digest of them all: run it before and after a change and
compare the output.

    python benchmarks/controller_matches.py [--hands 25] [--json]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from pitch_desktop.controller.events import TurnStarted
from pitch_desktop.controller.match_controller import MatchController
from pitch_desktop.controller.worker import WorkerKind
from pitch_desktop.engine.records import match_record_json
from pitch_desktop.engine.rules import PRESETS, Rules, rules_from_json
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.this_machine import keep_to_this_machine

LEVELS = ("random", "greedy", "beginner", "standard")


def rules_for(preset: str, players: int) -> Rules:
    base = PRESETS[preset]
    if players == base.players:
        rules = base
    else:
        rules = rules_from_json({"preset": preset, "players": players, "teams": 0})
    return rules.with_changes(target=11)


_LATER_FIELDS = ("points", "off_jack", "jokers", "jokers_rank", "deal", "draw")
_FOUR_POINT_FIELDS = {k: v for k, v in Rules().to_json().items() if k in _LATER_FIELDS}
_UNSET = object()


def play(rules: Rules, level: str, person: bool, seed: int, hands: int) -> tuple[int, str]:
    """One match; the number of hands played and the digest of its record."""
    seats = tuple(
        SeatSetup.local(f"S{s}") if person and s == 0 else SeatSetup.bot(f"S{s}", level)
        for s in range(rules.players)
    )
    c = MatchController(auto_continue=True, worker=WorkerKind.THREAD)
    rng = random.Random(seed)
    loop = QEventLoop()

    def on_turn(turn: TurnStarted) -> None:
        if turn.is_local:
            action = rng.choice(turn.legal)
            QTimer.singleShot(0, lambda: c.submit(action))

    def on_scored(_: object) -> None:
        if c.match is not None and len(c.match.history) >= hands:
            loop.quit()

    c.turn_started.connect(on_turn)
    c.hand_scored.connect(on_scored)
    c.match_over.connect(lambda _: loop.quit())
    c.start(MatchSetup(rules, seats, Speed.INSTANT, seed=1000 + seed))
    QTimer.singleShot(120_000, loop.quit)
    loop.exec()
    c.stop()
    assert c.match is not None
    history = list(c.match.history)
    obj = match_record_json(rules, history)
    # The fields the point families added are left out at their four-point values, as a record
    # written before them reads (FORMATS.md): the digest stays comparable across that change.
    obj["rules"] = {k: v for k, v in obj["rules"].items() if _FOUR_POINT_FIELDS.get(k, _UNSET) != v}
    record = json.dumps(obj, sort_keys=True)
    return len(history), hashlib.sha256(record.encode()).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=25, help="hands per match at most")
    parser.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    args = parser.parse_args()
    app = QCoreApplication(sys.argv)  # noqa: F841 - the controller's timers need one
    total = hashlib.sha256()
    cases: list[dict[str, object]] = []
    hands_played = 0
    seed = 0
    for preset in ("setback", "auction-pitch"):
        for players in (2, 4, 7):
            for level in LEVELS:
                for person in (False, True):
                    hands, digest = play(
                        rules_for(preset, players), level, person, seed, args.hands
                    )
                    seed += 1
                    total.update(digest.encode())
                    hands_played += hands
                    case = {"preset": preset, "players": players, "level": level}
                    cases.append({**case, "person": person, "hands": hands, "digest": digest})
                    if not args.json:
                        print(preset, players, level, person, hands, digest[:16], flush=True)
    if args.json:
        print(json.dumps({"cases": cases, "digest": total.hexdigest()}))
    else:
        print("matches", len(cases), "hands", hands_played)
        print("digest", total.hexdigest())


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
