"""Seeded bot choices as digests: how the project checks that a refactor kept every choice.

Every level a player may seat (the registry's levels, the testing ones left out) is asked for
``--decisions`` decisions in each preset (``setback``, ``auction-pitch``), spread over tables of
2, 4 and 7 players (a preset's partnerships where its layout allows, cutthroat otherwise). The
hands are dealt by the engine from the seed, with scores drawn below the target so the bids that
win or stop a match come up; every seat is the level itself, and a quarter of the cards and bids
actually played are random legal ones (from the table's own stream, never the bot's), so the
positions reach further than the bot's own play would. Each seat's bot keeps one random stream
for the whole hand, as in the arena, so a bot that draws differently changes its later answers.

One line per level and preset gives the number of decisions, the SHA-256 of every (action,
reason text, reason template and values) in order, and the SHA-256 of the bot's random stream
after each decision; the last line digests them all. The expert looks at a fixed number of deals
(``--work``) instead of watching a clock, so the output depends on nothing but the code and the
arguments. Run it before and after a change that must not change what the bots do; the two
outputs must be byte-identical:

    python benchmarks/bot_choices.py > /tmp/bot_choices_before.txt
    (refactor)
    python benchmarks/bot_choices.py | diff /tmp/bot_choices_before.txt - && echo identical
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.registry import bot_with_work, levels
from pitch_desktop.engine.rules import PRESETS, Rules, RulesError
from pitch_desktop.engine.state import Phase, action_text, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.this_machine import keep_to_this_machine

PRESET_NAMES = ("setback", "auction-pitch")
PLAYER_COUNTS = (2, 4, 7)
# The share of decisions after which a random legal action is played instead of the bot's.
RANDOM_SHARE = 0.25
DEFAULT_DECISIONS = 3000
DEFAULT_WORK = 20


@dataclass
class Digest:
    """The decisions of one level at one table (or summed over tables), in order."""

    decisions: int = 0
    choices: Any = field(default_factory=hashlib.sha256)
    draws: Any = field(default_factory=hashlib.sha256)

    def add(self, action: int, why: str, rng: random.Random) -> None:
        self.decisions += 1
        self.choices.update(_choice_bytes(action, why))
        self.draws.update(repr(rng.getstate()).encode())
        self.draws.update(b"\n")


def _choice_bytes(action: int, why: str) -> bytes:
    """One decision as bytes: the action, the reason's text, its template and its values
    (a ``Reason`` keeps them; a plain string has neither)."""
    template = getattr(why, "template", None)
    values = getattr(why, "values", None)
    shown = None if values is None else sorted((k, repr(v)) for k, v in values.items())
    # The action as records write it ("2", "AS"), not its number: the numbers of the bids
    # moved when the decks grew jokers, and a digest must not change with a numbering.
    return json.dumps([action_text(action), str(why), template, shown]).encode() + b"\n"


def table_rules(preset: str, players: int) -> Rules:
    """The preset at ``players`` seats: its own partnerships where they fit, else cutthroat,
    and the deal the deck allows (a nine-card preset deals seven at seven)."""
    return PRESETS[preset].seated(players)


def play_table(bot: Bot, rules: Rules, label: str, quota: int, seed: int) -> Digest:
    """Ask ``bot`` for ``quota`` decisions at this table, hand after hand."""
    digest = Digest()
    hand = 0
    while digest.decisions < quota:
        table = random.Random(f"bot-choices:{seed}:{label}:{hand}")
        scores = tuple(table.randrange(rules.target) for _ in range(rules.sides))
        state = deal(rules, table.randrange(rules.players), table, scores)
        seats = [
            random.Random(f"bot-choices-seat:{seed}:{label}:{hand}:{s}")
            for s in range(rules.players)
        ]
        while state.phase is not Phase.DONE and digest.decisions < quota:
            seat = state.to_act
            legal = legal_actions(state)
            action, why = bot.advise(view_of(state, seat), legal, seats[seat])
            digest.add(action, why, seats[seat])
            if table.random() < RANDOM_SHARE:
                action = table.choice(legal)
            state = apply(state, action)
        hand += 1
    return digest


def _split(total: int, parts: int) -> list[int]:
    return [total // parts + (1 if i < total % parts else 0) for i in range(parts)]


def run(
    level_keys: list[str],
    presets: list[str],
    players: list[int],
    decisions: int,
    work: int,
    seed: int,
) -> dict[str, Any]:
    rows: list[dict[str, Any]] = []
    overall = hashlib.sha256()
    for key in level_keys:
        for preset in presets:
            choices, draws = hashlib.sha256(), hashlib.sha256()
            tables: list[dict[str, Any]] = []
            for n, quota in zip(players, _split(decisions, len(players)), strict=True):
                rules = table_rules(preset, n)
                label = f"{preset}:{n}:{rules.teams}"
                d = play_table(bot_with_work(key, work), rules, label, quota, seed)
                tables.append(
                    {
                        "players": n,
                        "teams": rules.teams,
                        "decisions": d.decisions,
                        "sha256": d.choices.hexdigest(),
                        "rng_sha256": d.draws.hexdigest(),
                    }
                )
                choices.update(d.choices.digest())
                draws.update(d.draws.digest())
            row = {
                "level": key,
                "preset": preset,
                "decisions": sum(t["decisions"] for t in tables),
                "sha256": choices.hexdigest(),
                "rng_sha256": draws.hexdigest(),
                "tables": tables,
            }
            overall.update(f"{key}:{preset}:{row['sha256']}:{row['rng_sha256']}\n".encode())
            rows.append(row)
    return {
        "seed": seed,
        "work": work,
        "players": players,
        "decisions": sum(r["decisions"] for r in rows),
        "rows": rows,
        "sha256": overall.hexdigest(),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--decisions",
        type=int,
        default=DEFAULT_DECISIONS,
        help="decisions per level and preset, spread over the player counts",
    )
    parser.add_argument(
        "--work", type=int, default=DEFAULT_WORK, help="deals the expert looks at per decision"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--levels", default="", help="comma-separated level keys (default: every player level)"
    )
    parser.add_argument("--presets", default=",".join(PRESET_NAMES))
    parser.add_argument("--players", default=",".join(map(str, PLAYER_COUNTS)))
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    if args.decisions < 1 or args.work < 1:
        parser.error("--decisions and --work must be at least 1")
    keys = [k for k in args.levels.split(",") if k] or [lv.key for lv in levels(for_players=True)]
    presets = [p for p in args.presets.split(",") if p]
    unknown = [p for p in presets if p not in PRESETS]
    if unknown:
        parser.error(f"unknown preset {unknown[0]!r} (one of {', '.join(sorted(PRESETS))})")
    players = [int(p) for p in args.players.split(",") if p]
    t0 = time.perf_counter()
    try:
        result = run(keys, presets, players, args.decisions, args.work, args.seed)
    except (ValueError, RulesError) as e:
        print(f"bot_choices: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        shown = ",".join(map(str, players))
        for r in result["rows"]:
            print(
                f"{r['level']:<9} {r['preset']:<14} players {shown}  decisions {r['decisions']:>5}"
                f"  sha256 {r['sha256']}  rng {r['rng_sha256']}"
            )
        print(f"overall   decisions {result['decisions']}  sha256 {result['sha256']}")
    print(f"bot_choices: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    sys.exit(main())
