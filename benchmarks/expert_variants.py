"""Settings of the expert against each other: the arena for each on the same deals, deal by deal.

Each variant plays the expert (at a fixed ``--work``) against ``standard`` over the same duplicate
deals; the first variant is the reference, and every other one is compared with it deal by deal
(the difference of the two margins, with its 95% interval). A variant is ``base`` (the expert as
shipped) or comma-separated changes: an upper-case name sets that constant of ``ai/expert.py``
for the run (``MIN_MAKE_RATE=0.4``), a lower-case one a keyword of ``ExpertBot``
(``bid_model=true``, ``win_bonus=4``).

    python benchmarks/expert_variants.py --rules setback --deals 1000 --seed 11 --work 100 \\
        base bid_model=true

With ``--bids-only`` the expert only bids, names trump and pitches (the first card of the hand);
``standard`` plays every other card of its seats, so the margin is what the bidding alone is worth.

With ``--matches N`` each variant plays N whole matches from scores near the target instead
(each from the same scores and deals for every variant, once per seat pattern), and the
variants are compared by the share of matches the expert won, match by match: the measure for
bids made for the match.

    python benchmarks/expert_variants.py --rules setback --matches 400 --seed 3 base MATCH_FLOOR=1

With ``--cache DIR`` each variant's margins per deal are kept in a file there and read back the
next time, so variants can be played in processes of their own (one core each) and compared after.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import random
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from pitch_desktop.ai import expert as expert_module
from pitch_desktop.ai.arena import NEAR_TARGET, format_arena, mean_ci, run_arena
from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.standard import StandardBot
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import Action, Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.this_machine import keep_to_this_machine

Value = bool | int | float


class VariantError(ValueError):
    """A variant names no setting of the expert, or gives it a value it cannot take."""


def _value(text: str) -> Value:
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    try:
        return int(low)
    except ValueError:
        pass
    try:
        return float(low)
    except ValueError:
        raise VariantError(f"not a number or true/false: {text!r}") from None


def parse_variant(text: str) -> tuple[dict[str, Value], dict[str, Value]]:
    """``base`` or ``NAME=VALUE,...``: the module constants and the bot keywords it changes."""
    constants: dict[str, Value] = {}
    keywords: dict[str, Value] = {}
    if text == "base":
        return constants, keywords
    for part in text.split(","):
        name, sep, raw = part.partition("=")
        name = name.strip()
        if not sep or not name:
            raise VariantError(f"a change is NAME=VALUE: {part!r}")
        if name.isupper():
            old = getattr(expert_module, name, None)
            if not isinstance(old, int | float) or isinstance(old, bool):
                raise VariantError(f"ai/expert.py has no numeric constant {name}")
            constants[name] = _value(raw)
        else:
            keywords[name] = _value(raw)
    try:
        ExpertBot(**keywords)  # type: ignore[arg-type]
    except TypeError as exc:
        raise VariantError(f"ExpertBot does not take these: {exc}") from None
    return constants, keywords


@contextlib.contextmanager
def _constants(changes: dict[str, Value]) -> Iterator[None]:
    old = {name: getattr(expert_module, name) for name in changes}
    try:
        for name, value in changes.items():
            setattr(expert_module, name, value)
        yield
    finally:
        for name, value in old.items():
            setattr(expert_module, name, value)


class BidderBot(Bot):
    """The expert's bids, naming and pitch; ``standard``'s cards after the pitch."""

    name = "expert bids"

    def __init__(self, bidder: ExpertBot, player: Bot) -> None:
        self.bidder = bidder
        self.player = player
        self.last_claim: float | None = None

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if view.phase is Phase.PLAY and (view.plays or view.seat != view.pitcher):
            return self.player.choose(view, legal, rng)
        action = self.bidder.choose(view, legal, rng)
        if view.phase is Phase.BID:
            self.last_claim = self.bidder.last_claim
        return action


def play_variant(
    rules: Rules,
    variant: str,
    deals: int,
    seed: int,
    work: int,
    bids_only: bool = False,
    matches: int = 0,
) -> list[float]:
    """The expert's margin over ``standard`` deal by deal, with this variant's settings; with
    ``matches``, whether the expert won each match from near the target (1 or 0) instead."""
    constants, keywords = parse_variant(variant)
    expert = ExpertBot(time_budget=math.inf, max_samples=work, **keywords)  # type: ignore[arg-type]
    bot: Bot = BidderBot(expert, StandardBot()) if bids_only else expert
    players = [bot, StandardBot()]
    with _constants(constants):
        if matches:
            result = run_arena(
                rules, ["expert", "standard"], 1, seed, matches, NEAR_TARGET, players=players
            )
        else:
            result = run_arena(rules, ["expert", "standard"], deals, seed, players=players)
    print(f"the expert, {variant}:")
    print(format_arena(result), flush=True)
    if matches:
        return [1.0 if w == 0 else 0.0 for w in result.winners]
    return result.diffs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("variants", nargs="+", help="base, or NAME=VALUE[,NAME=VALUE...]")
    parser.add_argument("--rules", default="setback", choices=sorted(PRESETS))
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--work", type=int, default=100, help="the expert's sampled deals a move")
    parser.add_argument("--cache", type=Path, default=None, help="a folder for the margins")
    parser.add_argument("--bids-only", action="store_true", help="standard plays the cards")
    parser.add_argument("--matches", type=int, default=0, help="matches from near the target")
    args = parser.parse_args(argv)
    rules = PRESETS[args.rules]
    if args.players:
        rules = rules.seated(args.players)
    try:
        for v in args.variants:
            parse_variant(v)
    except VariantError as exc:
        parser.error(str(exc))
    if args.matches < 0 or args.deals < 1:
        parser.error("--matches cannot be negative, and --deals must be at least 1")
    unit = "of the matches won" if args.matches else "points a hand"
    margins: dict[str, list[float]] = {}
    for variant in args.variants:
        cached = None
        if args.cache is not None:
            key = f"{args.rules}-{rules.players}-{args.deals}-{args.seed}-{args.work}-{variant}"
            key += "-bids" if args.bids_only else ""
            key += f"-matches{args.matches}" if args.matches else ""
            cached = args.cache / (key.replace("/", "_") + ".json")
            if cached.exists():
                margins[variant] = json.loads(cached.read_text())
                continue
        margins[variant] = play_variant(
            rules, variant, args.deals, args.seed, args.work, args.bids_only, args.matches
        )
        if cached is not None:
            cached.parent.mkdir(parents=True, exist_ok=True)
            cached.write_text(json.dumps(margins[variant]))
    reference = args.variants[0]
    for variant in args.variants:
        mean, (lo, hi) = mean_ci(margins[variant])
        print(f"{variant}: {mean:+.3f} {unit} ({lo:+.3f} to {hi:+.3f})")
    for variant in args.variants[1:]:
        pairs = zip(margins[reference], margins[variant], strict=True)
        gain, (lo, hi) = mean_ci([b - a for a, b in pairs])
        print(f"{variant} - {reference}: {gain:+.3f} {unit} ({lo:+.3f} to {hi:+.3f}, 95%)")
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
