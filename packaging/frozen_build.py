"""Builds the packaged app once for every test of packaging/, and runs it as a player would.

Running from source cannot show what freezing leaves out (a Qt plugin, a resource, the package
metadata, a module imported by name), so the tests build the one-folder app from the project's
spec into a temporary folder and start the frozen executable headless, in a home of its own.
The build takes a while: the root conftest.py makes it once per test session (``frozen_app``),
and both smoke_test.py and test_linux_package.py use that one build. PITCH_FROZEN_APP=<the
executable> tests an existing build (say, after `make package`) instead of making one.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
SPEC = PACKAGING / "pitch_desktop.spec"
APP_NAME = "pitch-desktop"
EXECUTABLE = APP_NAME + (".exe" if sys.platform == "win32" else "")

BUILD_TIMEOUT_S = 600
RUN_TIMEOUT_S = 120

#: Lines the frozen app may print on standard error, each a regular expression matched against
#: the whole line, with why it is harmless. Everything else fails the test.
STDERR_ALLOWED: Mapping[str, str] = {
    # Qt's offscreen platform (used only here, never on a player's screen) cannot pass a window's
    # minimum and maximum sizes to a window manager, and says so whenever they change.
    r"This plugin does not support propagateSizeHints\(\)": "offscreen platform only",
}


class FrozenBuildError(RuntimeError):
    """PyInstaller failed, or made no executable."""


def unexpected_stderr(stderr: str) -> list[str]:
    """The lines of stderr that the allow-list does not explain."""
    allowed = [re.compile(pattern) for pattern in STDERR_ALLOWED]
    return [
        line
        for line in stderr.splitlines()
        if line.strip() and not any(p.fullmatch(line.strip()) for p in allowed)
    ]


def frozen_env(home: Path) -> dict[str, str]:
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


def build_frozen_app(build: Path) -> Path:
    """The frozen executable: PITCH_FROZEN_APP if set, else a fresh build of the spec in build."""
    existing = os.environ.get("PITCH_FROZEN_APP")
    if existing:
        return Path(existing).resolve()
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
    if done.returncode != 0:
        raise FrozenBuildError(f"PyInstaller failed ({done.returncode}):\n{done.stderr[-4000:]}")
    executable = build / "dist" / APP_NAME / EXECUTABLE
    if not executable.is_file():
        raise FrozenBuildError(f"the build made no {EXECUTABLE}: {done.stderr[-2000:]}")
    return executable


def run_frozen(executable: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``executable`` with ``args`` headless, in ``home``, as its own fresh home."""
    home.mkdir(parents=True, exist_ok=True)
    return subprocess.run(
        [str(executable), *args],
        cwd=home,
        env=frozen_env(home),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )


def describe(done: subprocess.CompletedProcess[str]) -> str:
    """What a failure message needs: the exit code and the ends of both streams."""
    stdout, stderr = done.stdout[-3000:], done.stderr[-3000:]
    return f"exit {done.returncode}\n--- stdout\n{stdout}\n--- stderr\n{stderr}"
