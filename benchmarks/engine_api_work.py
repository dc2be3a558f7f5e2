"""A fixed amount of engine work, to time as a whole process against another version of the code.

Plays ``--hands`` seeded random hands through the immutable API (``legal_actions``/``apply``) and
replays each one's record ``--replays`` times (``replay_record`` on the parsed JSON, as
``pitch-cli replay`` and the history do). It uses only what every version of the engine has, so
the same script times today's code and an older checkout side by side (put the other checkout
first on ``PYTHONPATH``), for example with ``/usr/bin/time -v`` or ``hyperfine``, alternating:

    python benchmarks/engine_api_work.py --mode api
    PYTHONPATH=../old python benchmarks/engine_api_work.py --mode api

It prints a digest of every result, so the two versions can also be seen to agree.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

from pitch_desktop.engine.records import hand_record_json, replay_record, result_json
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import apply, deal, legal_actions
from pitch_desktop.this_machine import keep_to_this_machine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--preset", default="setback")
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--replays", type=int, default=1)
    parser.add_argument("--mode", choices=("api", "replay"), default="api")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = PRESETS[args.preset]
    rng = random.Random(args.seed)
    digest = hashlib.sha256()
    texts: list[str] = []
    for i in range(args.hands):
        state = deal(rules, i % rules.players, rng)
        while not state.is_over:
            legal = legal_actions(state)
            state = apply(state, legal[int(rng.random() * len(legal))])
        if args.mode == "replay":
            texts.append(json.dumps(hand_record_json(state)))
        else:
            digest.update(json.dumps(result_json(state), sort_keys=True).encode())
    for _ in range(args.replays if args.mode == "replay" else 0):
        for text in texts:
            last = replay_record(json.loads(text))[-1]
            digest.update(json.dumps(result_json(last), sort_keys=True).encode())
    print(digest.hexdigest())


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    main()
