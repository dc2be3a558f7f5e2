"""Find the files under ``resources/`` wherever the app runs from.

A checkout keeps them beside the package, an installed wheel may carry them inside the package
(``pitch_desktop/resources``), and a PyInstaller bundle unpacks them under ``sys._MEIPASS``; one
helper looks in each place so no other module needs to know how the app was started.
"""

from __future__ import annotations

import sys
from pathlib import Path


class ResourceNotFoundError(FileNotFoundError):
    """A resource file is in none of the places the app may have been installed to."""


def _candidate_roots() -> list[Path]:
    roots: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots += [Path(bundle) / "resources", Path(bundle) / "pitch_desktop" / "resources"]
    here = Path(__file__).resolve().parent
    roots += [
        here / "resources",
        here.parent / "resources",
        Path(sys.prefix) / "share" / "pitch-desktop",
    ]
    return roots


def resource_path(name: str) -> Path:
    """The path of ``resources/<name>`` (for example ``icon.svg``)."""
    for root in _candidate_roots():
        path = root / name
        if path.exists():
            return path
    places = ", ".join(str(r) for r in _candidate_roots())
    raise ResourceNotFoundError(f"resource {name!r} not found (looked in {places})")
