"""``pitch-cli``: the engine and the bots without a window.

``replay`` checks a hand or match record and prints the result of each hand, ``simulate`` plays
a match between bots and writes its record, and ``rules`` spells out a preset. Each subcommand is
one small function registered on the argument parser, so new ones (``arena``, ``advise``) slot in
beside them. Bad input of any kind ends with exit status 2 and a single line on standard error
that says where the input is wrong and which rule it breaks, never a traceback and never a
half-printed result.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from pitch_desktop.ai.base import Bot, UnknownBotError, make_bot
from pitch_desktop.engine.match import MatchState, apply_match, deal_next, new_match
from pitch_desktop.engine.records import (
    RecordError,
    dumps_line,
    match_record_json,
    read_record_text,
    result_json,
)
from pitch_desktop.engine.rules import PRESETS, Rules, RulesError, rules_from_json
from pitch_desktop.engine.state import HandState, action_text, legal_actions
from pitch_desktop.engine.view import view_of

PROG = "pitch-cli"
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
STDIN_NAME = "-"


class CliError(Exception):
    """Something the user can fix; reported as one line, with the exit status to end with."""

    def __init__(self, message: str, status: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.status = status


class _UsageError(Exception):
    """argparse found the command line malformed (raised instead of printing usage and exiting)."""

    def __init__(self, prog: str, message: str) -> None:
        super().__init__(f"{prog}: {message} (see '{prog} --help')")


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, so every failure reads the same way."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(self.prog, message)


Subparsers = Any  # argparse's _SubParsersAction is private; its add_parser is all we use.
Command = Callable[[argparse.Namespace], int]


def _one_line(text: str) -> str:
    return re.sub(r"\s*[\r\n]+\s*", " ", text.strip())


# --- replay ---------------------------------------------------------------------------------


def _read_input(name: str) -> str:
    if name == STDIN_NAME:
        try:
            return sys.stdin.read()
        except UnicodeDecodeError as exc:
            raise CliError(f"standard input: not UTF-8 text ({exc.reason})") from None
    try:
        return Path(name).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise CliError(f"{name}: not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise CliError(f"{name}: cannot read it ({exc.strerror or exc})") from None


def _replay_text(text: str, source: str) -> list[HandState]:
    """Read and replay a whole record before anything is printed, so bad input prints nothing."""
    try:
        return read_record_text(text)
    except RecordError as exc:
        raise CliError(f"{source}: {exc}") from None


def _run_replay(args: argparse.Namespace) -> int:
    name: str = args.file
    source = "standard input" if name == STDIN_NAME else name
    hands = _replay_text(_read_input(name), source)
    sys.stdout.write("".join(dumps_line(result_json(h)) + "\n" for h in hands))
    return EXIT_OK


def _add_replay(sub: Subparsers) -> None:
    p = sub.add_parser(
        "replay",
        help="replay a hand or match record and print the result of each hand",
        description=(
            "Replay a pitch-hand/1 or pitch-match/1 record, checking every bid and card, and "
            "print one pitch-result/1 JSON object per hand, one a line. A hand that stops "
            "part-way gives finished:false and the seat to act. Bad input prints nothing on "
            "standard output and one line on standard error, with exit status 2."
        ),
    )
    p.add_argument("file", metavar="FILE", help="the record to replay, or - for standard input")
    p.set_defaults(run=_run_replay)


# --- simulate -------------------------------------------------------------------------------


def _parse_rules(text: str, option: str) -> Rules:
    """A preset name or a rules JSON object, as ``--rules`` and ``rules`` take them."""
    t = text.strip()
    try:
        if not t.startswith(("{", "[")):
            return rules_from_json({"preset": t})
        try:
            obj = json.loads(t)
        except json.JSONDecodeError as exc:
            raise CliError(f"{option}: not valid JSON (column {exc.colno}: {exc.msg})") from None
        return rules_from_json(obj)
    except RulesError as exc:
        raise CliError(f"{option}: {exc}") from None
    except TypeError as exc:
        raise CliError(f"{option}: bad rules ({exc})") from None


def _parse_bots(text: str, players: int) -> list[Bot]:
    """One bot name for every seat, or one per seat in seat order."""
    names = [n.strip() for n in text.split(",")]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise CliError(
            f"--bots: {len(names)} names for {players} players "
            "(give one name for every seat, or one per seat)"
        )
    try:
        return [make_bot(n) for n in names]
    except UnknownBotError as exc:
        raise CliError(f"--bots: {exc}") from None


def bot_rng(seed: int, seat: int) -> random.Random:
    """The random source of the bot in ``seat``: its own, derived from the seed alone."""
    return random.Random(f"{seed}:{seat}")


def simulate_match(
    rules: Rules, bots: Sequence[Bot], hands: int, seed: int
) -> tuple[MatchState, int]:
    """Play up to ``hands`` hands from dealer 0; stops early when the match is won.

    Returns the match and the number of hands played. The deal draws on ``Random(seed)`` and
    each seat's bot on ``bot_rng(seed, seat)``, so the same arguments give the same match.
    """
    deal_rng = random.Random(seed)
    rngs = [bot_rng(seed, seat) for seat in range(rules.players)]
    match = new_match(rules, dealer=0)
    played = 0
    while played < hands and not match.is_over:
        match = deal_next(match, deal_rng)
        while match.hand is not None:
            hand = match.hand
            seat = hand.to_act
            legal = legal_actions(hand)
            action = bots[seat].choose(view_of(hand, seat), legal, rngs[seat])
            if action not in legal:
                raise CliError(
                    f"hand {played + 1}: bot {bots[seat].name!r} in seat {seat} chose "
                    f"{action_text(action)!r}, which is not legal now",
                    EXIT_FAILURE,
                )
            match = apply_match(match, action)
        played += 1
    return match, played


def match_record_text(match: MatchState) -> str:
    """The ``pitch-match/1`` record, one hand a line, so saved matches read and diff well."""
    record = match_record_json(match.rules, match.history)
    head = {k: v for k, v in record.items() if k != "hands"}
    lines = [dumps_line(h) for h in record["hands"]]
    return dumps_line(head)[:-1] + ', "hands": [\n  ' + ",\n  ".join(lines) + "\n]}\n"


def _run_simulate(args: argparse.Namespace) -> int:
    rules = _parse_rules(args.rules, "--rules")
    hands: int = args.hands
    if hands < 1:
        raise CliError(f"--hands: must be a positive number of hands, not {hands}")
    bots = _parse_bots(args.bots, rules.players)
    match, played = simulate_match(rules, bots, hands, args.seed)
    text = match_record_text(match)
    if args.out is not None:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise CliError(f"{args.out}: cannot write it ({exc.strerror or exc})") from None
    else:
        sys.stdout.write(text)
    if played < hands:
        print(
            f"{PROG}: side {match.winner} won the match in hand {played}; "
            f"stopped after {played} of {hands} hands",
            file=sys.stderr,
        )
    return EXIT_OK


def _add_simulate(sub: Subparsers) -> None:
    p = sub.add_parser(
        "simulate",
        help="play a match between bots and write its pitch-match/1 record",
        description=(
            "Play N hands as one match between bots: scores carry from hand to hand and the "
            "deal passes left, starting with seat 0 dealing. If a side wins the match before N "
            "hands, the match stops there, the record holds the hands played, and a note on "
            "standard error says so. The same command always writes the same record."
        ),
    )
    p.add_argument(
        "--rules",
        required=True,
        metavar="PRESET_OR_JSON",
        help=(
            f"a preset ({', '.join(PRESETS)}) or a rules JSON object such as "
            '\'{"preset": "setback", "target": 11}\' (see "pitch-cli rules")'
        ),
    )
    p.add_argument("--hands", required=True, type=int, metavar="N", help="hands to play (N >= 1)")
    p.add_argument(
        "--seed", required=True, type=int, metavar="S", help="seed of the deal and of every bot"
    )
    p.add_argument(
        "--bots",
        required=True,
        metavar="NAME[,NAME...]",
        help=(
            "one bot for every seat, or one per seat in seat order (an unknown name lists the "
            "bots there are)"
        ),
    )
    p.add_argument("--out", metavar="FILE", help="write the record here (default: standard output)")
    p.set_defaults(run=_run_simulate)


# --- rules ----------------------------------------------------------------------------------


def _run_rules(args: argparse.Namespace) -> int:
    if args.rules is None:
        obj: dict[str, Any] = {name: r.to_json() for name, r in PRESETS.items()}
    else:
        obj = _parse_rules(args.rules, "rules").to_json()
    sys.stdout.write(json.dumps(obj, indent=2) + "\n")
    return EXIT_OK


def _add_rules(sub: Subparsers) -> None:
    p = sub.add_parser(
        "rules",
        help="print every field of a preset's rules as JSON",
        description=(
            "Print the full rules object of a preset (or of a rules JSON object with overrides), "
            "every field spelled out, as a starting point for --rules. Without an argument, "
            "print every preset, keyed by name."
        ),
    )
    p.add_argument(
        "rules",
        nargs="?",
        metavar="PRESET",
        help=f"a preset ({', '.join(PRESETS)}) or a rules JSON object",
    )
    p.set_defaults(run=_run_rules)


# --- main -----------------------------------------------------------------------------------

# Each entry adds one subcommand; ``arena`` and ``advise`` join here as they are written.
SUBCOMMANDS: list[Callable[[Subparsers], None]] = [_add_replay, _add_simulate, _add_rules]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Pitch without a window: replay records, simulate bot matches.",
        epilog="Bad input ends with exit status 2 and one line on standard error.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for add in SUBCOMMANDS:
        add(sub)
    return parser


def _fail(message: str) -> None:
    print(_one_line(message), file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except _UsageError as exc:
        _fail(str(exc))
        return EXIT_BAD_INPUT
    except SystemExit as exc:  # --help and --version end here
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or EXIT_OK
        return EXIT_FAILURE
    run: Command = args.run
    try:
        return run(args)
    except CliError as exc:
        _fail(f"{PROG}: {exc}")
        return exc.status
    except BrokenPipeError:
        # The reader went away (as with ``| head``): stop quietly, as other tools do.
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILURE


if __name__ == "__main__":
    raise SystemExit(main())
