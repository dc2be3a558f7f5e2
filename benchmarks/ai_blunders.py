"""How often each computer level plays a card that exact solving shows to cost points.

Each level plays ``--hands`` hands against itself (every seat) in each preset. For a sample of
its card decisions late in the hand (``--tricks-left`` tricks or fewer to play, so that exact
solving is fast), the benchmark deals the unseen cards ``--samples`` times consistently with the
bot's view, solves every deal exactly for each legal card (``pitch_desktop.ai.solver``), and
charges the bot the difference between the best card's average value and its own card's, in
points a hand. It prints, per level and preset, the decisions checked, the share that cost at
least half a point (a clear mistake), the average cost, and clear mistakes per 10 hands.

    python benchmarks/ai_blunders.py --hands 100 --levels standard,expert --seed 1
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.ai.solver import SolverError, evaluate_choices
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import Phase, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of

CLEAR_MISTAKE = 0.5
PRESET_NAMES = ("setback", "auction-pitch")


@dataclass
class Tally:
    """The checked decisions of one level in one preset."""

    hands: int = 0
    checked: int = 0
    mistakes: int = 0
    cost: float = 0.0

    def row(self, level: str, preset: str) -> str:
        share = self.mistakes / self.checked if self.checked else 0.0
        mean = self.cost / self.checked if self.checked else 0.0
        per10 = 10.0 * self.mistakes / self.hands if self.hands else 0.0
        cells = [level, preset, str(self.hands), str(self.checked)]
        cells += [f"{share:.1%}", f"{mean:.3f}", f"{per10:.2f}"]
        return "| " + " | ".join(cells) + " |"


def _bot(level: str, work: int | None) -> Bot:
    if level == "expert" and work:
        return ExpertBot.fixed_work(work)
    return make_bot(level)


def measure(
    rules: Rules,
    level: str,
    hands: int,
    seed: int,
    samples: int,
    tricks_left: int,
    share: float,
    work: int | None,
) -> Tally:
    """Play ``hands`` hands of ``level`` against itself and check a share of its late cards."""
    bot = _bot(level, work)
    tally = Tally(hands=hands)
    pick = random.Random(f"blunders-pick:{seed}")
    for d in range(hands):
        rng = random.Random(f"blunders:{seed}:{d}")
        state = deal(rules, d % rules.players, rng)
        while state.phase is not Phase.DONE:
            seat = state.to_act
            view = view_of(state, seat)
            legal = legal_actions(state)
            action = bot.choose(view, legal, rng)
            late = (
                state.phase is Phase.PLAY
                and state.trump is not None
                and len(legal) > 1
                and view.hand.bit_count() <= tricks_left
            )
            if late and pick.random() < share:
                try:
                    values = evaluate_choices(view, legal, samples, random.Random(pick.random()))
                except SolverError:
                    values = {}
                if values:
                    cost = max(values.values()) - values[action]
                    tally.checked += 1
                    tally.cost += cost
                    if cost >= CLEAR_MISTAKE:
                        tally.mistakes += 1
            state = apply(state, action)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=100, help="hands per level and preset")
    parser.add_argument("--levels", default="standard,expert")
    parser.add_argument("--presets", default=",".join(PRESET_NAMES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=16, help="deals solved per decision")
    parser.add_argument("--tricks-left", type=int, default=4, help="check cards this late")
    parser.add_argument("--share", type=float, default=1.0, help="share of late cards checked")
    parser.add_argument(
        "--work", type=int, default=0, help="expert: this many sampled deals per decision"
    )
    args = parser.parse_args(argv)
    if args.hands < 1 or args.samples < 1 or not 0.0 < args.share <= 1.0:
        print("--hands and --samples must be positive, --share in (0, 1]", file=sys.stderr)
        return 2
    header = ["level", "preset", "hands", "cards checked", "cost >= 0.5", "mean cost"]
    header.append("clear mistakes / 10 hands")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for preset in args.presets.split(","):
        for level in args.levels.split(","):
            tally = measure(
                PRESETS[preset],
                level,
                args.hands,
                args.seed,
                args.samples,
                args.tricks_left,
                args.share,
                args.work or None,
            )
            print(tally.row(level, preset), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
