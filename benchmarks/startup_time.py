"""Start-up of the packaged app against a bare PySide6 window, side by side on one machine.

Goal: the frozen app paints its table within 1.5 times the time an empty PySide6 window takes.
Each case is a fresh process timed from launch to the end of its first paint: the bare window
(packaging/bare_window.py) from source and frozen with PyInstaller's defaults, and pitch-desktop
from source and frozen by the project's spec around packaging/first_paint.py. pitch-desktop's
first paint is its window with the felt; the moment the whole table (menus, score pad, status
line, table view) has been painted into that window is printed too. A second yardstick,
packaging/bare_table.py, builds the same frame in Qt alone (a plain window, then menus, a score
table, a status line and a graphics view in it), frozen with PyInstaller's defaults: how much of
the goal Qt itself takes. The app in dist/ (built if missing) is also timed launch to exit on
`--screenshot`. Cases alternate run by run, so other load hits them alike; medians are printed.
Helpers are built under build/startup-benchmark.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pitch_desktop.this_machine import keep_to_this_machine

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "pitch_desktop.spec"
WORK = ROOT / "build" / "startup-benchmark"
DIST = ROOT / "dist"
EXE = ".exe" if sys.platform == "win32" else ""
GOAL_RATIO = 1.5
LATER_NAMES = {"table-paint": "whole table painted"}  # the later moments' names in the results
RUN_TIMEOUT_S = 120


class StartupError(RuntimeError):
    """A build or a timed run went wrong; the message carries its output."""


@dataclass
class Case:
    """One way of starting a window, with its timings in seconds."""

    name: str
    command: list[str]
    whole_process: bool = False  # time to exit instead of the printed first paint
    times: list[float] = field(default_factory=list)
    # Later moments the case prints as `<moment> <unix time>` lines ("table-paint"), by name.
    later: dict[str, list[float]] = field(default_factory=dict)

    @property
    def median(self) -> float:
        return statistics.median(self.times)


def pyinstaller(*args: str) -> None:
    """Run PyInstaller of this interpreter, quietly unless it fails."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level=WARN", *args]
    print("building:", " ".join(args), flush=True)
    # Not from the checkout: `-m` would put it, and the egg-info pip leaves there, on sys.path.
    WORK.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(command, cwd=WORK, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise StartupError(f"PyInstaller failed:\n{done.stderr[-4000:]}")


def frozen_yardstick(name: str, rebuild: bool) -> Path:
    """packaging/<name>.py frozen with PyInstaller's defaults, as anyone would freeze it."""
    program = name.replace("_", "-")
    executable = WORK / "dist" / program / f"{program}{EXE}"
    if rebuild or not executable.exists():
        pyinstaller(
            "--onedir",
            f"--name={program}",
            f"--distpath={WORK / 'dist'}",
            f"--workpath={WORK / 'yardstick-work' / program}",
            f"--specpath={WORK}",
            str(PACKAGING / f"{name}.py"),
        )
    return executable


def frozen_first_paint(rebuild: bool) -> Path:
    """pitch-desktop bundled exactly as `make package` does, around the first-paint probe."""
    executable = WORK / "probe-dist" / "pitch-desktop" / f"pitch-desktop{EXE}"
    if rebuild or not executable.exists():
        pyinstaller(
            f"--distpath={WORK / 'probe-dist'}",
            f"--workpath={WORK / 'probe-work'}",
            str(SPEC),
            "--",
            f"--entry={PACKAGING / 'first_paint.py'}",
        )
    return executable


def packaged_app() -> Path:
    """The app in dist/, built with the `make package` command if it is not there yet."""
    executable = DIST / "pitch-desktop" / f"pitch-desktop{EXE}"
    if not executable.exists():
        workpath = ROOT / "build" / "pyinstaller"
        pyinstaller("--clean", f"--distpath={DIST}", f"--workpath={workpath}", str(SPEC))
    return executable


def time_once(case: Case, env: Mapping[str, str]) -> float:
    """Seconds from launch to the first paint (or to the exit, for a whole-process case).

    Any later moment the process prints is kept in ``case.later``, in seconds from launch too.
    """
    start = time.time()
    done = subprocess.run(
        case.command,
        env=dict(env),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT_S,
        check=False,
    )
    end = time.time()
    if done.returncode != 0:
        raise StartupError(f"{case.name} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    if case.whole_process:
        return end - start
    moments = {}
    for line in done.stdout.splitlines():
        name, _, when = line.partition(" ")
        if name.endswith("-paint"):
            moments[name] = float(when) - start
    if "first-paint" not in moments:
        raise StartupError(f"{case.name} printed no first-paint line:\n{done.stdout[-2000:]}")
    for name, seconds in moments.items():
        if name != "first-paint":
            case.later.setdefault(name, []).append(seconds)
    return moments["first-paint"]


def session_env(home: Path) -> dict[str, str]:
    """The caller's environment with a scratch home, so the app's settings stay untouched.

    Without a display, Qt's offscreen platform stands in for one (all cases alike).
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY") or env.get("QT_QPA_PLATFORM")):
        env["QT_QPA_PLATFORM"] = "offscreen"
    runtime = home / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_RUNTIME_DIR=str(runtime),
    )
    return env


def measure(cases: Sequence[Case], runs: int, env: Mapping[str, str]) -> None:
    """One untimed warm-up each (disk cache, font cache), then runs rounds in turn."""
    for case in cases:
        time_once(case, env)
        case.later.clear()
    for _ in range(runs):
        for case in cases:
            case.times.append(time_once(case, env))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each case")
    parser.add_argument("--rebuild", action="store_true", help="rebuild the frozen helpers")
    args = parser.parse_args()

    bare_frozen = frozen_yardstick("bare_window", args.rebuild)  # the fair yardstick
    frame_frozen = frozen_yardstick("bare_table", args.rebuild)
    pitch_frozen = frozen_first_paint(args.rebuild)
    app = packaged_app()
    bare_source = Case(
        "bare window, from source", [sys.executable, str(PACKAGING / "bare_window.py")]
    )
    bare = Case("bare window, frozen", [str(bare_frozen)])
    frame = Case("the table's frame in Qt alone, frozen", [str(frame_frozen)])
    table_source = Case(
        "pitch-desktop table, from source", [sys.executable, str(PACKAGING / "first_paint.py")]
    )
    table = Case("pitch-desktop table, frozen", [str(pitch_frozen)])
    with tempfile.TemporaryDirectory() as scratch:
        shot = Case(
            "dist app --screenshot, launch to exit",
            [str(app), "--screenshot", str(Path(scratch) / "shot.png")],
            whole_process=True,
        )
        cases = [bare_source, bare, frame, table_source, table, shot]
        env = session_env(Path(scratch))
        print(f"platform: {env.get('QT_QPA_PLATFORM', 'the desktop')}, {args.runs} runs each")
        measure(cases, args.runs, env)

    print("\n| case | median s | min s | max s |\n|---|---|---|---|")
    for case in cases:
        rows = [(case.name, case.times)]
        rows += [(f"{case.name}: {LATER_NAMES.get(m, m)}", t) for m, t in case.later.items()]
        for name, times in rows:
            median = statistics.median(times)
            print(f"| {name} | {median:.3f} | {min(times):.3f} | {max(times):.3f} |")
    ratio_frozen = table.median / bare.median
    ratio_source = table.median / bare_source.median
    print(
        f"\nfrozen table / frozen bare window: {ratio_frozen:.2f}"
        f" (goal <= {GOAL_RATIO}: {'met' if ratio_frozen <= GOAL_RATIO else 'NOT met'})"
    )
    print(f"frozen table / bare window from source: {ratio_source:.2f}")
    if "table-paint" in table.later:
        whole = statistics.median(table.later["table-paint"]) / bare.median
        print(f"frozen whole table painted / frozen bare window: {whole:.2f}")
    if "table-paint" in frame.later:
        floor = statistics.median(frame.later["table-paint"]) / bare.median
        print(f"frozen frame in Qt alone painted / frozen bare window: {floor:.2f}")
    size = sum(
        p.lstat().st_size for p in app.parent.rglob("*") if p.is_file() and not p.is_symlink()
    )
    print(f"dist/pitch-desktop: {size / 1e6:.1f} MB (as benchmarks/package_size.py counts)")
    return 0


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    raise SystemExit(main())
