"""Builds the packaged app from the project's spec and runs it headless, as a player would get it.

Running from source cannot show what freezing leaves out (a Qt plugin, a resource, the package
metadata, a module imported by name), so this builds the one-folder app into a temporary folder
and starts the frozen executable: one hand played by computer players (`--smoke-test`), a
screenshot compared with the source's, and `--version`. An unexplained line on standard error
fails, since a frozen app that complains there usually lacks something. PITCH_FROZEN_APP=<the
executable> tests an existing build (say, after `make package`) instead of making one.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage

pytestmark = pytest.mark.packaging

PACKAGING = Path(__file__).resolve().parent
SPEC = PACKAGING / "pitch_desktop.spec"
APP_NAME = "pitch-desktop"
EXECUTABLE = APP_NAME + (".exe" if sys.platform == "win32" else "")
RESULT_FORMAT = "pitch-result/1"

BUILD_TIMEOUT_S = 600
RUN_TIMEOUT_S = 120

#: Lines the frozen app may print on standard error, each a regular expression matched against
#: the whole line, with why it is harmless. Everything else fails the test.
STDERR_ALLOWED: Mapping[str, str] = {
    # Qt's offscreen platform (used only here, never on a player's screen) cannot pass a window's
    # minimum and maximum sizes to a window manager, and says so whenever they change.
    r"This plugin does not support propagateSizeHints\(\)": "offscreen platform only",
}


def _unexpected_stderr(stderr: str) -> list[str]:
    """The lines of stderr that the allow-list does not explain."""
    allowed = [re.compile(pattern) for pattern in STDERR_ALLOWED]
    return [
        line
        for line in stderr.splitlines()
        if line.strip() and not any(p.fullmatch(line.strip()) for p in allowed)
    ]


def _frozen_env(home: Path) -> dict[str, str]:
    """The environment of a player's session, headless and with a fresh home.

    A home of its own keeps the test's settings and saved games away from the developer's (and
    theirs away from the test); the private runtime folder is the one a desktop session has.
    """
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "QT_", "PYTEST", "VIRTUAL_ENV"))
    }
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        USERPROFILE=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_RUNTIME_DIR=str(runtime),
    )
    return env


@pytest.fixture(scope="module")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The frozen executable: PITCH_FROZEN_APP if set, else a fresh build of the spec."""
    existing = os.environ.get("PITCH_FROZEN_APP")
    if existing:
        return Path(existing).resolve()
    build = tmp_path_factory.mktemp("pyinstaller")
    # A temporary dist and work folder, so that `dist/` and `build/` of the checkout stay as they
    # are; and run from there, since `-m` would put the checkout, with the egg-info that pip
    # leaves in it, ahead of the installed metadata that the spec copies.
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        "--distpath",
        str(build / "dist"),
        "--workpath",
        str(build / "work"),
        str(SPEC),
    ]
    if sys.platform == "win32":
        command += ["--", "--console"]  # a windowed .exe has no stdout to read the result from
    done = subprocess.run(
        command,
        cwd=build,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
        check=False,
    )
    assert done.returncode == 0, f"PyInstaller failed ({done.returncode}):\n{done.stderr[-4000:]}"
    executable = build / "dist" / APP_NAME / EXECUTABLE
    assert executable.is_file(), f"the build made no {EXECUTABLE}: {done.stderr[-2000:]}"
    return executable


def _run(executable: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    home.mkdir(parents=True, exist_ok=True)
    return subprocess.run(
        [str(executable), *args],
        cwd=home,
        env=_frozen_env(home),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )


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


def _describe(done: subprocess.CompletedProcess[str]) -> str:
    """What a failure message needs: the exit code and the ends of both streams."""
    stdout, stderr = done.stdout[-3000:], done.stderr[-3000:]
    return f"exit {done.returncode}\n--- stdout\n{stdout}\n--- stderr\n{stderr}"


def test_smoke_test_plays_a_hand_and_prints_its_result(frozen_app: Path, tmp_path: Path) -> None:
    done = _run(frozen_app, tmp_path / "home", "--smoke-test")
    assert done.returncode == 0, _describe(done)
    assert _result_object(done.stdout) is not None, f"no {RESULT_FORMAT} object: {_describe(done)}"
    assert _unexpected_stderr(done.stderr) == [], _describe(done)


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
    done = _run(frozen_app, tmp_path / "frozen-home", *moment, str(frozen))
    assert done.returncode == 0, _describe(done)
    assert _unexpected_stderr(done.stderr) == [], _describe(done)
    shot = QImage(str(frozen))
    assert not shot.isNull(), f"{frozen.name} is missing or not an image: {_describe(done)}"
    assert _colour_count(shot) >= 16, f"the screenshot looks blank: {_colour_count(shot)} colours"

    done = _run(
        Path(sys.executable), tmp_path / "source-home", "-m", "pitch_desktop", *moment, str(source)
    )
    assert done.returncode == 0, _describe(done)
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
    # The app falls back to pitch_desktop.__version__ without metadata: check the bundle holds it.
    bundled = list(frozen_app.parent.rglob("pitch_desktop*-info"))
    assert bundled, "the package metadata is not in the bundle (copy_metadata in the spec)"
    done = _run(frozen_app, tmp_path / "home", "--version")
    assert done.returncode == 0, _describe(done)
    assert importlib.metadata.version(APP_NAME) in done.stdout.split(), _describe(done)
    assert _unexpected_stderr(done.stderr) == [], _describe(done)
