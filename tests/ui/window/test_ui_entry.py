"""The entry point's own modes, run as a player or a packager would: a separate process.

``--smoke-test`` must print one pitch-result/1 line and exit 0; ``--screenshot`` must write a
picture of the table that is not blank; ``--version`` must work with no display at all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from pitch_desktop.__main__ import main, version


def _run(*args: str, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env_extra or {}))
    return subprocess.run(
        [sys.executable, "-m", "pitch_desktop", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


def test_ui_version_needs_no_display(capsys: object) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    done = subprocess.run(
        [sys.executable, "-m", "pitch_desktop", "--version"],
        capture_output=True,
        text=True,
        timeout=30,
        env=env,
    )
    assert done.returncode == 0
    assert done.stdout.strip() == f"pitch-desktop {version()}"
    assert version().count(".") >= 1


def test_ui_bad_option_is_refused() -> None:
    try:
        main(["--size", "tiny"])
    except SystemExit as exc:
        assert exc.code == 2
    else:
        raise AssertionError("--size tiny was accepted")


def test_ui_smoke_test_prints_a_result(tmp_path: Path) -> None:
    done = _run("--smoke-test", "--seed", "4", env_extra={"HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.strip()]
    assert len(lines) == 2
    result = json.loads(lines[0])
    assert result["format"] == "pitch-result/1"
    assert "scores_after" in result
    assert json.loads(lines[1]) == {"smoke_test": {"resumed": False}}


def test_ui_smoke_test_resumes_a_saved_match(tmp_path: Path) -> None:
    """With a match saved mid-hand, the smoke test goes on with it and says so."""
    import random

    from pitch_desktop.engine.match import apply_match, deal_next, new_match
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.engine.state import legal_actions
    from pitch_desktop.match_setup import MatchSetup, SeatSetup
    from pitch_desktop.storage.autosave import SavedMatch, write_saved_match
    from pitch_desktop.storage.saves import autosave_path

    rules = PRESETS["setback"]
    match = deal_next(new_match(rules, 1), random.Random(3))
    for _ in range(6):  # the auction and a card or two
        assert match.hand is not None
        match = apply_match(match, legal_actions(match.hand)[-1])
    seats = (SeatSetup.local("You"), *(SeatSetup.bot(n, "standard") for n in ("B", "C", "D")))
    save = autosave_path()  # under this test's own data folder (see tests/qt_settings.py)
    assert str(save).startswith(str(tmp_path))
    write_saved_match(SavedMatch(MatchSetup(rules, seats), match), save)
    done = _run("--smoke-test", env_extra={"HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert lines[-1] == {"smoke_test": {"resumed": True}}
    assert lines[0]["format"] == "pitch-result/1"


def test_ui_screenshot_is_not_blank(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    done = _run(
        "--screenshot",
        str(shot),
        "--size",
        "800x600",
        "--players",
        "5",
        "--preset",
        "auction-pitch",
        "--seed",
        "2",
        env_extra={"HOME": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert not image.isNull()
    assert (image.width(), image.height()) == (800, 600)
    colours = {image.pixel(x, y) for x in range(0, 800, 7) for y in range(0, 600, 7)}
    assert len(colours) > 200  # felt, cards, plates and text; a blank grab has one or two
    # The felt is green in the table's corner.
    felt = image.pixelColor(12, 60)
    assert felt.green() > felt.red() and felt.green() > felt.blue()


@pytest.mark.parametrize(
    ("moment", "preset", "players"), [("call", "call-partner", 5), ("rob", "cinch", 4)]
)
def test_ui_screenshot_at_the_call_and_the_rob(
    tmp_path: Path, moment: str, preset: str, players: int
) -> None:
    """The unattended run pitches to call a partner, and deals until it robs the pack."""
    shot = tmp_path / f"{moment}.png"
    done = _run(
        "--screenshot", str(shot), "--screenshot-at", moment, "--size", "800x600",
        "--players", str(players), "--preset", preset, "--seed", "3",
        env_extra={"HOME": str(tmp_path)},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert not QImage(str(shot)).isNull()
