"""Records worked out by hand from RULES.md, and helpers that run ``pitch-cli`` in-process.

The two setback hands below use the same 24 cards. In hand 1 (dealer 3) seat 0 bids 2 and
leads the ace of spades; in hand 2 (dealer 0) seat 1 bids 3 and leads the ten of diamonds. The
expected results, worked out trick by trick in the comments, are what the tests compare with.
"""

from __future__ import annotations

import copy
import io
import sys
from dataclasses import dataclass
from typing import Any

import pytest

from pitch_desktop.cli import main


def cards(text: str) -> list[str]:
    """Cards written as at the table, a trick to a group."""
    return text.split()


DEALT = [
    ["AS", "2S", "KH", "9D", "4C", "3C"],
    ["JS", "8H", "7H", "TD", "6D", "5C"],
    ["TS", "QS", "AH", "3D", "8C", "7C"],
    ["KS", "5S", "TH", "2H", "AD", "9C"],
]

# Hand 1, trump spades. Tricks (leader first): AS JS QS 5S -> seat 0 (7 card points);
# KH 7H AH 2H -> seat 2 (7); 8C 9C 3C 5C -> seat 3 (0); KS 2S 8H TS -> seat 3 (13);
# TH 4C 6D 7C -> seat 3 (10); AD 9D TD 3D -> seat 3 (14). Game points: side 0 14, side 1 37.
# High AS (held by seat 0): side 0. Low 2S, taken by seat 3: side 1. Jack JS, taken by seat 0:
# side 0. Game: side 1. Seat 0 bid 2 and its side won 2: made, scores 2 and 2.
HAND_1_PLAYS = cards("AS JS QS 5S  KH 7H AH 2H  8C 9C 3C 5C  KS 2S 8H TS  TH 4C 6D 7C  AD 9D TD 3D")
HAND_1_RESULT: dict[str, Any] = {
    "format": "pitch-result/1",
    "pitcher": 0,
    "bid": 2,
    "trump": "S",
    "points": {"high": 0, "low": 1, "jack": 0, "game": 1},
    "game_points": [14, 37],
    "won": [2, 2],
    "made": True,
    "hand_score": [2, 2],
    "scores_after": [2, 2],
    "winner": None,
}

# Hand 2, trump diamonds. Tricks: TD 3D AD 9D -> seat 3 (14); 9C 4C 6D 8C -> seat 1 (0);
# JS QS KS AS -> seat 0 (10); KH 8H AH TH -> seat 2 (17); TS 5S 2S 5C -> seat 2 (10);
# 7C 2H 3C 7H -> seat 2 (0). Game points: side 0 37, side 1 14. High AD (seat 3): side 1.
# Low 3D, taken by seat 3: side 1. The jack of diamonds was not dealt: nobody. Game: side 0.
# Seat 1 bid 3 but its side won only 2: set back by 3. Scores carry: 2+1 and 2-3.
HAND_2_PLAYS = cards("TD 3D AD 9D  9C 4C 6D 8C  JS QS KS AS  KH 8H AH TH  TS 5S 2S 5C  7C 2H 3C 7H")
HAND_2_RESULT: dict[str, Any] = {
    "format": "pitch-result/1",
    "pitcher": 1,
    "bid": 3,
    "trump": "D",
    "points": {"high": 1, "low": 1, "jack": None, "game": 0},
    "game_points": [37, 14],
    "won": [1, 2],
    "made": False,
    "hand_score": [1, -3],
    "scores_after": [3, -1],
    "winner": None,
}


def hand_1_record() -> dict[str, Any]:
    return {
        "format": "pitch-hand/1",
        "rules": {"preset": "setback"},
        "dealer": 3,
        "hands": copy.deepcopy(DEALT),
        "bids": [2, "pass", "pass", "pass"],
        "plays": list(HAND_1_PLAYS),
    }


def match_record() -> dict[str, Any]:
    return {
        "format": "pitch-match/1",
        "rules": {"preset": "setback"},
        "hands": [
            {
                "dealer": 3,
                "hands": copy.deepcopy(DEALT),
                "bids": [2, "pass", "pass", "pass"],
                "plays": list(HAND_1_PLAYS),
            },
            {
                "dealer": 0,
                "hands": copy.deepcopy(DEALT),
                "bids": [3, "pass", "pass", "pass"],
                "plays": list(HAND_2_PLAYS),
            },
        ],
    }


@dataclass(frozen=True)
class CliRun:
    """Exit status and the text ``pitch-cli`` wrote on each stream."""

    status: int
    out: str
    err: str


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> CliRun:
    """Run ``main(args)`` in-process and collect what it wrote."""
    capsys.readouterr()
    status = main(list(args))
    captured = capsys.readouterr()
    return CliRun(status, captured.out, captured.err)


def feed_stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    """Make ``-`` read ``text``."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
