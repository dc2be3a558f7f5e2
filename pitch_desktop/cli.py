"""``pitch-cli``: the engine and the bots without a window.

``replay`` checks a hand or match record and prints the result of each hand, ``simulate`` plays
a match between bots and writes its record, ``rules`` spells out a preset, ``arena`` compares
bots on duplicate deals, ``advise`` asks a bot what to do next and ``daily`` prints the deals of
the day, or compares a played record of them with the levels. Each subcommand is one small
function registered on the argument parser. Bad input of any kind ends with exit status 2 and
a single line on standard error that says where the input is wrong and which rule it breaks,
never a traceback and never a half-printed result. So does output that cannot be written (a full
device, a reader that went away). Every number has limits (``MAX_HANDS`` and the rest below), so
no command runs unbounded.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import random
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from pitch_desktop.ai.advice import AdviceError, advise
from pitch_desktop.ai.arena import NEAR_TARGET, ArenaError, arena_json, format_arena, run_arena
from pitch_desktop.ai.base import Bot
from pitch_desktop.ai.duplicate import DealComparison, compare_day
from pitch_desktop.ai.registry import DEFAULT_LEVEL, UnknownBotError, bot_with_work, make_bot
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.challenge import Challenge, ChallengeError, read_challenge_text
from pitch_desktop.engine.daily import DailyDeals, DailyError, daily_deals, parse_day
from pitch_desktop.engine.match import MatchState, apply_match, deal_next, new_match
from pitch_desktop.engine.records import (
    MAX_NESTING,
    MAX_RECORD_BYTES,
    MAX_SCORE,
    RecordError,
    dumps_line,
    load_json,
    match_record_json,
    read_record_text,
    result_json,
    shown,
    too_large_message,
)
from pitch_desktop.engine.rules import (
    MAX_PLAYERS,
    PRESETS,
    SMUDGE_LEVEL,
    Rules,
    RulesError,
    rules_from_json,
)
from pitch_desktop.engine.state import HandState, action_text, bid_level, is_bid, legal_actions
from pitch_desktop.engine.view import view_of

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

PROG = "pitch-cli"
EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_BAD_INPUT = 2
# Output that cannot be written ends like bad input: the user can fix it (free the device, keep
# the reader), and scripts test one status for every failure of the command's own.
EXIT_CANNOT_WRITE = EXIT_BAD_INPUT
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report a command stopped by Ctrl-C
STDIN_NAME = "-"

# The limits of every number the command line takes: far beyond any real use, and low enough
# that no command runs for days or writes what its own reader refuses.
MAX_HANDS = 5_000  # a simulated match; its record (at most ~700 bytes a hand) stays under 4 MiB
MAX_DEALS = 1_000_000  # duplicate deals in the arena
MAX_MATCHES = 100_000  # arena matches, each abandoned after 400 hands
MAX_WORK = 10_000  # sampled deals a decision: 25 times the 400 the expert looks at, at most
MAX_SEED = 2**63 - 1
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")


class CliError(Exception):
    """Something the user can fix; reported as one line, with the exit status to end with."""

    def __init__(self, message: str, status: int = EXIT_BAD_INPUT) -> None:
        super().__init__(message)
        self.status = status


class _UsageError(Exception):
    """argparse found the command line malformed (raised instead of printing usage and exiting)."""

    def __init__(self, prog: str, message: str) -> None:
        # argparse quotes what it could not use, which may be a whole file's worth of text.
        super().__init__(f"{prog}: {_clipped(message)} (see '{prog} --help')")


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, so every failure reads the same way."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(self.prog, message)

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        """The help, written as the results are: argparse would let a failed write pass."""
        if file is None:
            _write(self.format_help())
        else:
            super().print_help(file)


Subparsers = Any  # argparse's _SubParsersAction is private; its add_parser is all we use.
Command = Callable[[argparse.Namespace], int]


def _one_line(text: str) -> str:
    return re.sub(r"\s*[\r\n]+\s*", " ", text.strip())


def whole_number(lo: int, hi: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``lo`` to ``hi``, so every number is bounded where
    it is read. Digits are counted before ``int`` sees them: a number of thousands of digits is
    refused like any other, never with ``int``'s own error about its digit limit."""

    def parse(text: str) -> int:
        t = text.strip()
        if not _WHOLE_NUMBER.fullmatch(t):
            raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)}")
        digits = t.lstrip("+-").lstrip("0")
        if len(digits) > len(str(max(abs(lo), abs(hi)))) or not lo <= int(t) <= hi:
            raise argparse.ArgumentTypeError(f"must be from {lo} to {hi}, not {_clipped(t, 40)}")
        return int(t)

    return parse


def _add_count(
    p: argparse.ArgumentParser,
    flag: str,
    lo: int,
    hi: int,
    metavar: str,
    what: str,
    *,
    required: bool = False,
    default: int | None = None,
) -> None:
    """An option taking a whole number from ``lo`` to ``hi``: the help says the range that
    ``whole_number`` checks, from the same two numbers."""
    p.add_argument(
        flag,
        required=required,
        type=whole_number(lo, hi),
        default=default,
        metavar=metavar,
        help=f"{what} ({lo} to {hi})",
    )


def _write(text: str) -> None:
    """Write all of ``text`` to standard output or raise ``OSError``.

    Standard output may have been closed before the command started. Unbuffered (``python -u``,
    PYTHONUNBUFFERED) its text layer drops what a short write leaves over, as when the reader
    of a pipe leaves mid-write; so the bytes are written here until all are out, and the next
    write after a short one fails as it should (a closed pipe, a full device).
    """
    out = sys.stdout
    if out is None:
        raise OSError("standard output is closed")
    binary = getattr(out, "buffer", None)
    if binary is None:  # a text stream without bytes below it (as tests capture)
        out.write(text)
        return
    out.flush()
    encoding = out.encoding or "utf-8"
    try:
        encoded = text.encode(encoding, out.errors or "strict")
    except UnicodeEncodeError:  # a character the output cannot hold: escaped, never a traceback
        encoded = text.encode(encoding, "backslashreplace")
    data = memoryview(encoded)
    while data:
        written = binary.write(data)
        if written is None:  # a non-blocking output that is full
            raise BlockingIOError(errno.EAGAIN, "the output would block")
        data = data[written:]


def _note(text: str) -> None:
    """One line on standard error, if there is one (``print`` would fall back to stdout).

    Text the stream cannot encode (a file name of undecodable bytes) is escaped, not lost."""
    err = sys.stderr
    if err is None:
        return
    encoding = getattr(err, "encoding", None) or "utf-8"
    with contextlib.suppress(OSError, ValueError, LookupError):
        print(text.encode(encoding, "backslashreplace").decode(encoding), file=err)


# --- replay ---------------------------------------------------------------------------------


def _read_input(name: str) -> str:
    """The text of a record, read no further than the size limit (a record is never larger)."""
    limit = MAX_RECORD_BYTES + 1
    source = "standard input" if name == STDIN_NAME else name
    try:
        raw = _read_stdin(source, limit) if name == STDIN_NAME else _read_file(name, limit)
    except OSError as exc:  # caught here, or main would take it for a failed write
        raise CliError(_clipped(f"{source}: cannot read it ({exc.strerror or exc})")) from None
    except ValueError as exc:  # a name no file can have (a NUL in it)
        raise CliError(_clipped(f"{source}: cannot read it ({exc})")) from None
    if len(raw) >= limit:
        raise CliError(f"{source}: {too_large_message()}")
    if isinstance(raw, str):
        return raw
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CliError(f"{source}: not UTF-8 text ({exc.reason})") from None


def _read_stdin(source: str, limit: int) -> bytes | str:
    """Up to ``limit`` bytes of standard input, or characters when it is a text stream only."""
    if sys.stdin is None:  # closed before the command started
        raise CliError(f"{source}: cannot read it (it is closed)")
    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # standard input replaced by a text stream
        text: str = sys.stdin.read(limit)
        return text
    data: bytes = stream.read(limit)
    return data


def _read_file(name: str, limit: int) -> bytes:
    with open(name, "rb") as f:
        return f.read(limit)


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
    _write("".join(dumps_line(result_json(h)) + "\n" for h in hands))
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
        # The records' reader: it refuses what no rules object holds (a number of thousands of
        # digits, a field given twice, NaN, a text too large or too deep) in one line.
        return rules_from_json(load_json(t))
    except RecordError as exc:
        raise CliError(f"{option}: {exc}") from None
    except RulesError as exc:
        raise CliError(_clipped(f"{option}: {exc}")) from None
    except TypeError as exc:
        raise CliError(_clipped(f"{option}: bad rules ({exc})")) from None


def _clipped(message: str, limit: int = 260) -> str:
    """A message quoting a long value, cut to fit one line."""
    return message if len(message) <= limit else message[: limit - 1] + "…"


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
        raise CliError(_clipped(f"--bots: {exc}")) from None


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
    bots = _parse_bots(args.bots, rules.players)
    match, played = simulate_match(rules, bots, hands, args.seed)
    text = match_record_text(match)
    if args.out is not None:
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
            message = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise CliError(_clipped(f"{args.out}: cannot write it ({message})")) from None
    else:
        _write(text)
    if played < hands:
        _note(
            f"{PROG}: side {match.winner} won the match in hand {played}; "
            f"stopped after {played} of {hands} hands"
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
    _add_count(p, "--hands", 1, MAX_HANDS, "N", "hands to play", required=True)
    _add_count(p, "--seed", 0, MAX_SEED, "S", "seed of the deal and of every bot", required=True)
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
    _write(json.dumps(obj, indent=2) + "\n")
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


# --- arena ----------------------------------------------------------------------------------


def _run_arena(args: argparse.Namespace) -> int:
    rules = _parse_rules(args.rules, "--rules")
    names = [n.strip() for n in args.bots.split(",")]
    if len(names) < 2:
        raise CliError("--bots: name at least two bots, as A,B")
    scores = _parse_scores(args.scores)
    try:
        result = run_arena(
            rules, names, args.deals, args.seed, args.matches, scores=scores, work=args.work
        )
    except UnknownBotError as exc:
        raise CliError(_clipped(f"--bots: {exc}")) from None
    except ArenaError as exc:
        raise CliError(_clipped(f"arena: {exc}")) from None
    if args.json:
        _write(json.dumps(arena_json(result)) + "\n")
    else:
        _write(format_arena(result) + "\n")
    return EXIT_OK


def _add_arena(sub: Subparsers) -> None:
    p = sub.add_parser(
        "arena",
        help="bots against bots on duplicate deals",
        description=(
            "Play the same deals with the seats rotated so that each bot holds every hand "
            "(duplicate play: the luck of the deal cancels; in partnership games a bot's copies "
            "sit together as a team). Prints per bot the points per hand, bids made and set, "
            "smudges, matches won and decision times, and the margin between the first two bots "
            "with a 95%% confidence interval."
        ),
    )
    p.add_argument("--rules", required=True, metavar="PRESET_OR_JSON", help="preset or rules JSON")
    p.add_argument("--bots", required=True, metavar="A,B", help="the bots to compare")
    _add_count(p, "--deals", 1, MAX_DEALS, "N", "duplicate deals", required=True)
    _add_count(p, "--seed", 0, MAX_SEED, "S", "seed of deals and bots", required=True)
    _add_count(p, "--matches", 0, MAX_MATCHES, "M", "also play M matches to the target", default=0)
    p.add_argument(
        "--scores",
        metavar="near|A,B,...",
        help="start every deal from these scores per side (each below the target, and at "
        f"least {-MAX_SCORE}), or from random scores near the target (near), instead of 0-0",
    )
    _add_work(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=_run_arena)


def _add_work(p: argparse.ArgumentParser) -> None:
    _add_count(
        p,
        "--work",
        1,
        MAX_WORK,
        "N",
        "bots that sample deals (expert) look at exactly N per decision instead of "
        "stopping at a time budget: the same answer on any machine",
    )


_SCORE = whole_number(-MAX_SCORE, MAX_SCORE)


def _parse_scores(text: str | None) -> tuple[int, ...] | str | None:
    """``--scores``: None, ``near``, or one whole number per side (the arena checks each is
    below the target; the lower limit is the records' own)."""
    if text is None:
        return None
    if text.strip() == NEAR_TARGET:
        return NEAR_TARGET
    try:
        return tuple(_SCORE(v) for v in text.split(","))
    except argparse.ArgumentTypeError as exc:
        raise CliError(
            f"--scores: write {NEAR_TARGET} or whole numbers per side as A,B ({exc})"
        ) from None


# --- advise ---------------------------------------------------------------------------------


def _run_advise(args: argparse.Namespace) -> int:
    name: str = args.file
    source = "standard input" if name == STDIN_NAME else name
    text = _read_input(name)
    try:
        advice = advise(load_json(text), args.bot, args.work)
    except RecordError as exc:
        raise CliError(f"{source}: {exc}") from None
    except AdviceError as exc:
        raise CliError(f"{source}: {exc}") from None
    except UnknownBotError as exc:
        raise CliError(_clipped(f"--bot: {exc}")) from None
    _write(json.dumps(advice) + "\n")
    return EXIT_OK


def _add_advise(sub: Subparsers) -> None:
    p = sub.add_parser(
        "advise",
        help="what a bot would do next in a record that stops part-way",
        description=(
            "Read a pitch-hand/1 record that stops part-way and print, as JSON, the action the "
            'bot would take for the seat to act next and a short reason: {"seat": 2, '
            '"action": "AS", "reason": "..."}. An action is "pass", a number, "smudge" or a card.'
        ),
    )
    p.add_argument("--bot", required=True, metavar="NAME", help="the bot to ask")
    _add_work(p)
    p.add_argument("file", metavar="FILE", help="the record, or - for standard input")
    p.set_defaults(run=_run_advise)


def _run_analyse(args: argparse.Namespace) -> int:
    from pitch_desktop.ai.analysis import AnalysisError, analyse_hand, reason

    name: str = args.file
    source = "standard input" if name == STDIN_NAME else name
    hands = _replay_text(_read_input(name), source)
    if len(hands) != 1:
        raise CliError(f"{source}: analyse reads one hand (a pitch-hand/1 record)")
    try:
        decisions = analyse_hand(hands[0], args.seat, work=args.work)
    except AnalysisError as exc:
        raise CliError(f"{source}: {exc}") from None
    lines = []
    for d in decisions:
        line = {
            "index": d.index,
            "played": _action_json(d.played),
            "best": _action_json(d.best),
            "cost": round(d.cost, 2),
            "reason": reason(d),
        }
        lines.append(json.dumps(line) + "\n")
    _write("".join(lines))
    return EXIT_OK


def _action_json(action: int) -> int | str:
    """An action as records write it: "pass", a bid number, "smudge" or a card."""
    if is_bid(action) and PASS_LEVEL < bid_level(action) < SMUDGE_LEVEL:
        return bid_level(action)
    return action_text(action)


def _add_analyse(sub: Subparsers) -> None:
    p = sub.add_parser(
        "analyse",
        help="which of a seat's bids and cards in a finished hand cost points",
        description=(
            "Read a finished pitch-hand/1 record and print one JSON object per decision of "
            'the seat, bids first then cards as the record lists them: {"index": i, '
            '"played": "4H", "best": "9H", "cost": 0.7, "reason": "..."}. Each legal card is '
            "valued by exact play-out of the rest of the hand over deals consistent with "
            "what the seat saw (the pitch, and a position too deep to solve in time, by the "
            "expert's play-outs); each legal bid by simulating the rest of the auction and "
            "the hand. Cost is in points a hand for the seat's side (0 when the played "
            "choice was best)."
        ),
    )
    p.add_argument(
        "--seat",
        type=whole_number(0, MAX_PLAYERS - 1),
        required=True,
        metavar="N",
        help="the seat to analyse (0 is the first; the record's table has the last word)",
    )
    p.add_argument(
        "--work",
        type=whole_number(1, MAX_WORK),
        default=12,
        metavar="N",
        help="deals sampled per decision (a fixed amount: the same input gives the same output; "
        f"1 to {MAX_WORK})",
    )
    p.add_argument("file", metavar="FILE", help="the record, or - for standard input")
    p.set_defaults(run=_run_analyse)


# --- daily ----------------------------------------------------------------------------------


def _run_daily(args: argparse.Namespace) -> int:
    rules = _parse_rules(args.rules, "--rules")
    try:
        deals = daily_deals(parse_day(args.date), rules)
    except DailyError as exc:
        raise CliError(f"--date: {exc}") from None
    friend = None if args.challenge is None else _read_challenge(args.challenge, deals)
    if args.duplicate is None:
        if friend is not None:
            raise CliError("--challenge: give the played record to compare with --duplicate")
        _write("".join(_daily_line(deals, i) for i in range(len(deals.deals))))
        return EXIT_OK
    if args.seat >= rules.players:
        raise CliError(f"--seat: seat {args.seat} is not at a table of {rules.players}")
    others = _parse_opponents(args.opponents, rules.players, args.work)
    name: str = args.duplicate
    source = "standard input" if name == STDIN_NAME else name
    played = _replay_text(_read_input(name), source)
    try:
        results = compare_day(deals, played, args.seat, others, work=args.work)
    except DailyError as exc:
        raise CliError(f"{source}: {exc}") from None
    _write("".join(json.dumps(_comparison_json(r, friend)) + "\n" for r in results))
    return EXIT_OK


def _read_challenge(name: str, deals: DailyDeals) -> Challenge:
    """``--challenge``: a friend's challenge of the deals of ``--date`` at ``--rules``."""
    source = "standard input" if name == STDIN_NAME else name
    try:
        challenge = read_challenge_text(_read_input(name))
    except ChallengeError as exc:
        raise CliError(f"{source}: {exc}") from None
    if challenge.deals.key != deals.key:
        raise CliError(
            f"{source}: the challenge is of the deals of {challenge.deals.day.isoformat()} at "
            "its own rules, not those of --date and --rules"
        )
    return challenge


def _daily_line(deals: DailyDeals, index: int) -> str:
    """One deal of the day as a ``pitch-match/1`` record of one hand dealt and not yet bid."""
    return dumps_line(match_record_json(deals.rules, [deals.hand(index)])) + "\n"


def _parse_opponents(text: str, players: int, work: int | None) -> list[Bot]:
    """``--opponents``: one level for every other seat, or one per seat in seat order, each
    at ``--work`` as the levels compared are."""
    names = [n.strip() for n in text.split(",")]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise CliError(
            f"--opponents: {len(names)} names for {players} players "
            "(give one name for every seat, or one per seat)"
        )
    try:
        return [bot_with_work(n, work) for n in names]
    except UnknownBotError as exc:
        raise CliError(_clipped(f"--opponents: {exc}")) from None


def _comparison_json(r: DealComparison, friend: Challenge | None = None) -> dict[str, Any]:
    levels: dict[str, Any] = {}
    for lv in r.levels:
        parted = None
        if lv.parting is not None:
            parted = {
                "step": lv.parting.step,
                "played": _action_json(lv.parting.played),
                "chosen": _action_json(lv.parting.chosen),
            }
        levels[lv.level] = {"points": lv.points, "difference": lv.difference, "parted": parted}
    out: dict[str, Any] = {"deal": r.index + 1, "seat": r.seat, "points": r.points}
    out["levels"] = levels
    if friend is not None:
        out["friend"] = _friend_json(r, friend)
    return out


def _friend_json(r: DealComparison, friend: Challenge) -> dict[str, Any] | None:
    """The friend's points in the deal, or None for a deal the friend's day did not reach."""
    if r.index >= len(friend.played):
        return None
    theirs = friend.points[r.index]
    return {
        "from": friend.player,
        "seat": friend.seat,
        "points": theirs,
        "difference": r.points - theirs,
    }


def _add_daily(sub: Subparsers) -> None:
    p = sub.add_parser(
        "daily",
        help="the deals of the day, or a played record of them compared with the levels",
        description=(
            "Print the deals of a date at a preset, the same on any machine: one pitch-match/1 "
            "record a line, each holding one deal dealt and not yet bid, dealer passing left "
            "from seat 0. With --duplicate, read a played pitch-match/1 record of those deals "
            "and print per deal, one JSON object a line, the player's points and the expert's "
            "and standard's with the same cards in the player's seat, the other seats as they "
            "played (see the documentation for the fields)."
        ),
    )
    p.add_argument("--date", required=True, metavar="YYYY-MM-DD", help="the day of the deals")
    p.add_argument("--rules", required=True, metavar="PRESET_OR_JSON", help="preset or rules JSON")
    p.add_argument(
        "--duplicate",
        metavar="MATCH.json",
        help="a played record of the deals (or - for standard input) to compare",
    )
    p.add_argument(
        "--challenge",
        metavar="CHALLENGE.json",
        help="a friend's pitch-challenge/1 file of the same deals: each line of --duplicate "
        "gains the friend's points",
    )
    p.add_argument(
        "--seat",
        type=whole_number(0, MAX_PLAYERS - 1),
        default=0,
        metavar="N",
        help=f"the player's seat in the record (0 to {MAX_PLAYERS - 1}; default 0)",
    )
    p.add_argument(
        "--opponents",
        default=DEFAULT_LEVEL,
        metavar="NAME[,NAME...]",
        help=(
            "the levels that played the other seats: one for all, or one per seat in seat "
            f"order, the player's own not used (default {DEFAULT_LEVEL})"
        ),
    )
    _add_work(p)
    p.set_defaults(run=_run_daily)


# --- main -----------------------------------------------------------------------------------

# Each entry adds one subcommand.
SUBCOMMANDS: list[Callable[[Subparsers], None]] = [
    _add_replay,
    _add_simulate,
    _add_rules,
    _add_arena,
    _add_advise,
    _add_analyse,
    _add_daily,
]


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description=(
            "Pitch without a window: replay records, simulate bot matches, compare bots, "
            "ask a bot for advice, deal the deals of the day."
        ),
        epilog="Bad input ends with exit status 2 and one line on standard error.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for add in SUBCOMMANDS:
        add(sub)
    return parser


def _fail(message: str) -> None:
    _note(_one_line(message))


def main(argv: list[str] | None = None) -> int:
    """Run one command; every way it can end is an exit status and at most one line on stderr."""
    try:
        status = _parse_and_run(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # a full device or a closed pipe fails here, not at exit
        return status
    except OSError as exc:  # the output could not be written: a full device, a closed pipe
        _quiet_stdout()
        _fail(f"{PROG}: cannot write the output ({exc.strerror or exc})")
        return EXIT_CANNOT_WRITE
    except KeyboardInterrupt:  # Ctrl-C: the user knows why; one line, the shell's status
        _quiet_stdout()
        _fail(f"{PROG}: interrupted")
        return EXIT_INTERRUPTED


def _check_values(args: argparse.Namespace) -> None:
    """Refuse an option whose value argparse left as an empty list: ``--work=--`` is taken for
    the end of the options and given no value, without the option's type ever seeing it."""
    for name, value in vars(args).items():
        if isinstance(value, list) and not value:
            option = "--" + name.replace("_", "-")
            raise _UsageError(f"{PROG} {args.command}", f"argument {option}: expected one argument")


def _parse_and_run(argv: list[str] | None) -> int:
    """Parse and run the command, turning each failure of the input into its one line."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        _check_values(args)
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
    except RecursionError:  # input nested beyond what the readers check; never a traceback
        _fail(f"{PROG}: the input is nested deeper than {MAX_NESTING} levels")
        return EXIT_BAD_INPUT
    except MemoryError:
        _fail(f"{PROG}: the input is too large to read")
        return EXIT_BAD_INPUT


def _quiet_stdout() -> None:
    """Point standard output at the null device, so the buffered text that could not be
    written is not tried again (with a traceback) when the interpreter exits."""
    if sys.stdout is None:
        return
    with contextlib.suppress(OSError, ValueError):
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, sys.stdout.fileno())
        finally:
            os.close(null)


if __name__ == "__main__":
    raise SystemExit(main())
