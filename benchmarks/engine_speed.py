"""Engine speed: random legal hands played and scored per second, and records replayed per second.

Runs on one core in pure Python, for every preset. The goals (4 players) are at least 20,000
random hands a second through the fast playout in the four-point game and 15,000 in six-point;
the playout shares every rule function with the immutable engine. The replay figure goes through
the immutable ``HandState`` API and record validation; ``engine_api_work.py`` times that work
against another version of the code.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from pitch_desktop.engine.playout import random_hand
from pitch_desktop.engine.records import hand_record_json, replay_record
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import apply, deal, legal_actions
from pitch_desktop.this_machine import keep_to_this_machine


def hands_per_second(preset: str, seconds: float, seed: int) -> float:
    """Best of several one-second rounds: the machine is shared, so the best round is the one
    least disturbed by other work."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    best = 0.0
    rounds = max(1, round(seconds))
    for _ in range(rounds):
        done = 0
        start = time.perf_counter()
        end = start + seconds / rounds
        while True:
            for _ in range(250):
                random_hand(rules, done % rules.players, rng)
                done += 1
            now = time.perf_counter()
            if now >= end:
                best = max(best, done / (now - start))
                break
    return best


def immutable_hands_per_second(preset: str, seconds: float, seed: int) -> float:
    """The same random hands through ``legal_actions``/``apply`` on the immutable state."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        state = deal(rules, done % rules.players, rng)
        while not state.is_over:
            legal = legal_actions(state)
            state = apply(state, legal[int(rng.random() * len(legal))])
        done += 1
    return done / (time.perf_counter() - start)


def records_per_second(preset: str, seconds: float, seed: int) -> float:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    texts = []
    for i in range(200):
        state = deal(rules, i % rules.players, rng)
        while not state.is_over:
            legal = legal_actions(state)
            state = apply(state, legal[int(rng.random() * len(legal))])
        texts.append(json.dumps(hand_record_json(state)))
    done = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        replay_record(json.loads(texts[done % len(texts)]))
        done += 1
    return done / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(
        "| preset (4 players) | random hands/s (fast playout) | random hands/s (immutable API) "
        "| records replayed/s |"
    )
    print("|---|---|---|---|")
    for preset in PRESETS:
        # The fast playout plays the six-card games; the draw-back has the API only.
        fast = "-"
        if not PRESETS[preset].draw_back:
            fast = f"{hands_per_second(preset, args.seconds, args.seed):,.0f}"
        slow = immutable_hands_per_second(preset, args.seconds, args.seed)
        rec = records_per_second(preset, args.seconds, args.seed)
        print(f"| {preset} | {fast} | {slow:,.0f} | {rec:,.0f} |")


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
