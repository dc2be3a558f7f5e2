"""Size of the packaged app folder (dist/pitch-desktop by default) against the 120 MB goal.

Builds nothing: run `make package` first. MB are 10^6 bytes (MiB in brackets); symlinks count as
links, not twice, because PyInstaller links some Qt libraries into two places of the folder.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from pitch_desktop.this_machine import keep_to_this_machine

GOAL_MB = 120.0
DEFAULT_FOLDER = Path(__file__).resolve().parent.parent / "dist" / "pitch-desktop"


def folder_bytes(folder: Path) -> int:
    """Bytes of all regular files under folder, symlinks not followed."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def largest(folder: Path, count: int) -> list[tuple[int, Path]]:
    """The biggest files: where to look first when the size goal slips."""
    files = [
        (p.lstat().st_size, p) for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
    ]
    return sorted(files, reverse=True)[:count]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER)
    parser.add_argument("--top", type=int, default=0, help="also list the N largest files")
    args = parser.parse_args()
    folder: Path = args.folder
    if not folder.is_dir():
        parser.error(f"{folder} does not exist: build it with `make package`")
    size = folder_bytes(folder)
    verdict = "within" if size / 1e6 < GOAL_MB else "OVER"
    print(
        f"{folder.name}: {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB), "
        f"{verdict} the {GOAL_MB:.0f} MB goal"
    )
    for file_size, path in largest(folder, args.top):
        print(f"  {file_size / 1e6:6.1f} MB  {path.relative_to(folder)}")
    return 0 if verdict == "within" else 1


if __name__ == "__main__":
    keep_to_this_machine()  # loopback only, and a scratch home
    raise SystemExit(main())
