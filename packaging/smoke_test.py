"""Runs the packaged app built from the project's spec headless, as a player would get it.

Running from source cannot show what freezing leaves out (a Qt plugin, a resource, the package
metadata, a module imported by name), so this starts the frozen executable that frozen_build.py
builds once per test session, into a temporary folder: one hand played by computer players
(`--smoke-test`), a screenshot compared with the source's, and `--version`. An unexplained line
on standard error fails, since a frozen app that complains there usually lacks something.
PITCH_FROZEN_APP=<the executable> tests an existing build (say, after `make package`) instead of
making one.
"""

from __future__ import annotations

import importlib.metadata
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from frozen_build import describe, run_frozen, unexpected_stderr
from PySide6.QtGui import QImage

pytestmark = pytest.mark.packaging

APP_NAME = "pitch-desktop"
RESULT_FORMAT = "pitch-result/1"


def _result_object(stdout: str) -> dict[str, Any] | None:
    """The first JSON object in stdout with "format": "pitch-result/1", wherever it starts."""
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", stdout):
        try:
            value, _ = decoder.raw_decode(stdout, match.start())
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict) and value.get("format") == RESULT_FORMAT:
            return value
    return None


def test_smoke_test_plays_a_hand_and_prints_its_result(frozen_app: Path, tmp_path: Path) -> None:
    done = run_frozen(frozen_app, tmp_path / "home", "--smoke-test")
    assert done.returncode == 0, describe(done)
    assert _result_object(done.stdout) is not None, f"no {RESULT_FORMAT} object: {describe(done)}"
    assert unexpected_stderr(done.stderr) == [], describe(done)


def _colour_count(image: QImage) -> int:
    """Distinct colours on a 64 x 64 grid: a blank window has a handful, a dealt table many."""
    step_x, step_y = max(1, image.width() // 64), max(1, image.height() // 64)
    return len(
        {
            image.pixel(x, y)
            for x in range(0, image.width(), step_x)
            for y in range(0, image.height(), step_y)
        }
    )


def test_screenshot_shows_the_table_as_from_source(frozen_app: Path, tmp_path: Path) -> None:
    """The frozen app paints a table, and the very picture the source paints for the same deal.

    A font, style or image plugin missing from the bundle shows up here and nowhere else.
    """
    moment = ["--seed", "7", "--size", "1024x700", "--screenshot"]
    frozen, source = tmp_path / "frozen.png", tmp_path / "source.png"
    done = run_frozen(frozen_app, tmp_path / "frozen-home", *moment, str(frozen))
    assert done.returncode == 0, describe(done)
    assert unexpected_stderr(done.stderr) == [], describe(done)
    shot = QImage(str(frozen))
    assert not shot.isNull(), f"{frozen.name} is missing or not an image: {describe(done)}"
    assert _colour_count(shot) >= 16, f"the screenshot looks blank: {_colour_count(shot)} colours"

    done = run_frozen(
        Path(sys.executable), tmp_path / "source-home", "-m", "pitch_desktop", *moment, str(source)
    )
    assert done.returncode == 0, describe(done)
    reference = QImage(str(source))
    assert shot.size() == reference.size(), f"frozen {shot.size()}, source {reference.size()}"
    if shot != reference:
        differing = sum(
            shot.pixel(x, y) != reference.pixel(x, y)
            for x in range(shot.width())
            for y in range(shot.height())
        )
        # Identical in practice; the margin only absorbs a stray antialiased edge.
        assert differing <= shot.width() * shot.height() // 1000, f"{differing} pixels differ"


def test_version_comes_from_the_package_metadata(frozen_app: Path, tmp_path: Path) -> None:
    # Without the metadata the app would not know its version: check the bundle holds it.
    bundled = list(frozen_app.parent.rglob("pitch_desktop*-info"))
    assert bundled, "the package metadata is not in the bundle (copy_metadata in the spec)"
    done = run_frozen(frozen_app, tmp_path / "home", "--version")
    assert done.returncode == 0, describe(done)
    assert importlib.metadata.version(APP_NAME) in done.stdout.split(), describe(done)
    assert unexpected_stderr(done.stderr) == [], describe(done)
