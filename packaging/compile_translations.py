"""Compiles the translations (resources/translations/*.ts) into the .qm files the app loads.

`make qm` does this where make is at hand; CI's Windows build has no make, so the workflow runs
this script on every system instead, with the same tool (PySide6's lrelease) and output folder.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "resources" / "translations"
TARGET = ROOT / "pitch_desktop" / "resources" / "translations"


def compile_translations() -> list[Path]:
    """Every pitch_*.ts compiled into TARGET; returns the .qm files written."""
    lrelease = shutil.which("pyside6-lrelease")
    if lrelease is None:
        raise SystemExit("compile_translations.py: pyside6-lrelease not found (pip install -e .)")
    TARGET.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(SOURCES.glob("pitch_*.ts")):
        qm = TARGET / f"{ts.stem}.qm"
        subprocess.run([lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


if __name__ == "__main__":
    for path in compile_translations():
        print(path.relative_to(ROOT))
