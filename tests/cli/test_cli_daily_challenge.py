"""``pitch-cli daily --challenge``: a played record of the day against a friend's challenge."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from pitch_desktop.ai.duplicate import play_day
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import match_record_text
from pitch_desktop.engine.challenge import challenge_json
from pitch_desktop.engine.daily import daily_deals, side_points
from pitch_desktop.engine.rules import PRESETS
from tests.cli.cli_records import run_cli

Capsys = pytest.CaptureFixture[str]
DATE = "2026-12-04"
DAY = datetime.date(2026, 12, 4)
RULES = PRESETS["setback"]
FAST = ["--work", "1", "--opponents", "greedy"]


def _files(tmp_path: Path, friend_deals: int | None = None) -> tuple[Path, Path, list[int]]:
    """Anna's challenge (greedy bots' day) and Ben's played record (standard bots' day)."""
    deals = daily_deals(DAY, RULES)
    anna = play_day(deals, [make_bot("greedy")] * RULES.players, friend_deals)
    challenge = tmp_path / "anna.json"
    challenge.write_text(json.dumps(challenge_json(deals, anna.history, 0, "Anna")))
    ben = play_day(deals, [make_bot("standard")] * RULES.players)
    played = tmp_path / "ben.json"
    played.write_text(match_record_text(ben), encoding="utf-8")
    return challenge, played, [side_points(h, 0) for h in anna.history]


def test_each_deal_gains_the_friends_points(capsys: Capsys, tmp_path: Path) -> None:
    challenge, played, points = _files(tmp_path)
    argv = ["daily", "--date", DATE, "--rules", "setback", "--duplicate", str(played)]
    run = run_cli(capsys, *argv, "--challenge", str(challenge), *FAST)
    assert run.status == 0 and run.err == ""
    lines = [json.loads(line) for line in run.out.splitlines()]
    assert lines
    for line, theirs in zip(lines, points, strict=False):
        assert line["friend"] == {
            "from": "Anna",
            "seat": 0,
            "points": theirs,
            "difference": line["points"] - theirs,
        }
    without = run_cli(capsys, *argv, *FAST)
    assert [
        {k: v for k, v in json.loads(x).items() if k != "friend"} for x in run.out.splitlines()
    ] == [json.loads(x) for x in without.out.splitlines()]


def test_a_deal_the_friend_did_not_reach_has_no_friend(capsys: Capsys, tmp_path: Path) -> None:
    challenge, played, _ = _files(tmp_path, friend_deals=1)
    argv = ["daily", "--date", DATE, "--rules", "setback", "--duplicate", str(played)]
    run = run_cli(capsys, *argv, "--challenge", str(challenge), *FAST)
    lines = [json.loads(line) for line in run.out.splitlines()]
    assert lines[0]["friend"] is not None
    assert all(line["friend"] is None for line in lines[1:])


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--challenge", "CHALLENGE"], "--challenge: give the played record"),
        (["--challenge", "PLAYED", "--duplicate", "PLAYED"], "not a Pitch challenge file"),
        (["--challenge", "GARBAGE", "--duplicate", "PLAYED"], "not a Pitch challenge file"),
        (["--challenge", "BINARY", "--duplicate", "PLAYED"], "not UTF-8 text"),
        (["--challenge", "nowhere.json", "--duplicate", "PLAYED"], "cannot read it"),
    ],
)
def test_a_file_that_is_not_a_challenge_is_refused_in_one_line(
    capsys: Capsys, tmp_path: Path, argv: list[str], words: str
) -> None:
    challenge, played, _ = _files(tmp_path, friend_deals=1)
    garbage = tmp_path / "garbage.json"
    garbage.write_bytes(b"garbage")
    binary = tmp_path / "binary.json"
    binary.write_bytes(bytes(range(256)))
    names = {"CHALLENGE": challenge, "PLAYED": played, "GARBAGE": garbage, "BINARY": binary}
    args = [str(names[a]) if a in names else a for a in argv]
    run = run_cli(capsys, "daily", "--date", DATE, "--rules", "setback", *args, *FAST)
    assert run.status == 2 and run.out == "" and run.err.count("\n") == 1, run
    assert words in run.err


def test_a_challenge_of_another_day_is_refused(capsys: Capsys, tmp_path: Path) -> None:
    challenge, played, _ = _files(tmp_path, friend_deals=1)
    argv = ["daily", "--date", "2026-12-05", "--rules", "setback", "--duplicate", str(played)]
    run = run_cli(capsys, *argv, "--challenge", str(challenge), *FAST)
    assert run.status == 2 and "the challenge is of the deals of 2026-12-04" in run.err
