"""pitch-cli analyse: one JSON object per decision of the seat, bids included, repeatable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitch_desktop.cli import main
from pitch_desktop.engine.records import hand_record_json
from tests.ai.test_ai_analysis import _deal, _planted


def test_analyse_prints_each_decision_of_the_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(hand_record_json(_planted("2H"))))
    assert main(["analyse", "--seat", "1", "--work", "4", str(path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [set(x) for x in lines] == [{"index", "played", "best", "cost", "reason"}] * len(lines)
    assert lines[0] == {
        "index": 1,
        "played": "pass",
        "best": "pass",
        "cost": 0.0,
        "reason": "pass was the best bid (the auction and the hand simulated over sampled deals)",
    }
    low = next(x for x in lines if x["played"] == "2H")
    assert low["best"] == "9H" and low["cost"] >= 0.5
    assert main(["analyse", "--seat", "1", "--work", "4", str(path)]) == 0
    assert [json.loads(x) for x in capsys.readouterr().out.splitlines()] == lines


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--seat", "1"], "the hand is not finished"),
        (["--seat", "5"], "seat 5 is not at this table"),
        (["--seat", "9"], "argument --seat: must be from 0 to 6, not 9"),
        (["--seat", "9" * 5000], "argument --seat: must be from 0 to 6, not 999"),
        (["--seat", "1", "--work", "0"], "argument --work: must be from 1 to 10000, not 0"),
        (["--seat", "1", "--work", "10001"], "argument --work: must be from 1 to 10000, not 10001"),
    ],
)
def test_analyse_refuses_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], args: list[str], words: str
) -> None:
    path = tmp_path / "hand.json"
    state = _deal() if args == ["--seat", "1"] else _planted("2H")
    path.write_text(json.dumps(hand_record_json(state)))
    assert main(["analyse", *args, str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err
