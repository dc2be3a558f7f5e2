"""Packs the one-folder app into an installable Debian package: `make package-linux`.

A Linux player expects the game in the applications menu, with its icon, and removable like
anything else, so the package holds:

- the app folder under /opt/pitch-desktop, and /usr/bin/pitch-desktop linking to its executable
  (a relative link, so the package also works unpacked into any folder);
- the desktop entry in /usr/share/applications, which also hands pitch:// invite links to the
  game, and the icon in the hicolor theme at every size (drawn from resources/icon.svg by
  icons.py: Qt, which the app needs anyway, is the only drawing tool used) and as SVG;
- /usr/share/doc/pitch-desktop/copyright naming every licence that ships: the game's MIT, Qt's
  and PySide6's LGPL v3, websockets' BSD and the sounds' CC0.

Removing it leaves nothing behind: every file is the package's own, there are no maintainer
scripts and no configuration files (the desktops' icon and menu caches are refreshed by their own
dpkg triggers). The bundled libraries need no other package; the two X11 libraries that the spec
may not bundle are recommended. Standard library and dpkg-deb only (run as
`python packaging/build_deb.py APP_FOLDER OUT_FOLDER`).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

# Siblings in packaging/, on the path when this runs as a script and in packaging/'s tests.
from icons import HICOLOR_SIZES, render_icon
from project_version import project_version

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
PACKAGE = "pitch-desktop"
INSTALL_DIR = Path("opt") / PACKAGE
ARCHITECTURE = "amd64"
MAINTAINER = "pitch-desktop contributors"


class DebBuildError(RuntimeError):
    """The app folder is not a build of the spec, or dpkg-deb refused the package."""


def deb_name(version: str) -> str:
    """The package's file name, as Debian names them: ``pitch-desktop_1.2.3_amd64.deb``."""
    return f"{PACKAGE}_{version}_{ARCHITECTURE}.deb"


def control(version: str, installed_kib: int) -> str:
    """DEBIAN/control: what dpkg and the software centres show of the package."""
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {ARCHITECTURE}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        "Recommends: libxcb-icccm4, libxcb-keysyms1, libxcb-cursor0\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: Pitch (Setback, High-Low-Jack) card game\n"
        " Play Pitch against computer opponents, or with friends at a table on the\n"
        " network. The app carries its own Python and Qt.\n"
    )


def copyright_file() -> str:
    """usr/share/doc/pitch-desktop/copyright, in Debian's machine-readable format."""
    sounds = (RESOURCES / "sounds" / "LICENSE").read_text(encoding="utf-8")
    sounds_text = "\n".join(f" {line}" if line.strip() else " ." for line in sounds.splitlines())
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: {PACKAGE}

Files: *
Copyright: pitch-desktop contributors
License: MIT

Files: opt/{PACKAGE}/_internal/PySide6/* opt/{PACKAGE}/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3.0-only
 Qt 6 and its Python binding PySide6 (Qt for Python) are used under the GNU Lesser
 General Public License version 3, unmodified and as shared libraries, which the player
 may replace. Sources: https://download.qt.io/official_releases/qt/ and
 https://download.qt.io/official_releases/QtForPython/
 .
 On Debian systems, the full text is in /usr/share/common-licenses/LGPL-3 and
 /usr/share/common-licenses/GPL-3.

Files: opt/{PACKAGE}/_internal/websockets/*
Copyright: Aymeric Augustin and contributors
License: BSD-3-Clause
 Redistribution and use in source and binary forms, with or without modification,
 are permitted provided that the conditions of the BSD 3-Clause licence are met:
 https://github.com/python-websockets/websockets/blob/main/LICENSE
 .
 On Debian systems, the full text is in /usr/share/common-licenses/BSD.

Files: opt/{PACKAGE}/_internal/libpython* opt/{PACKAGE}/_internal/base_library.zip
Copyright: Python Software Foundation
License: PSF-2.0
 https://docs.python.org/3/license.html

Files: opt/{PACKAGE}/_internal/resources/sounds/*
Copyright: none (dedicated to the public domain)
License: CC0-1.0
{sounds_text}

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files, to deal in the software without
 restriction, subject to the conditions of the MIT licence:
 https://opensource.org/license/mit
"""


def desktop_entry() -> str:
    """The desktop entry, as the repository keeps it (Exec=pitch-desktop, found on PATH)."""
    return (RESOURCES / f"{PACKAGE}.desktop").read_text(encoding="utf-8")


def _files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() or path.is_symlink():
            yield path


def _normalise_modes(tree: Path) -> None:
    """Folders and executables 755, everything else 644, whatever the builder's umask."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir() or path.stat().st_mode & 0o111:
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def stage(app_dir: Path, tree: Path, version: str) -> None:
    """Lay out in ``tree`` every file the package installs, and its DEBIAN/control."""
    executable = app_dir / PACKAGE
    if not executable.is_file():
        raise DebBuildError(f"{app_dir}: no {PACKAGE} executable here; run `make package` first")
    shutil.copytree(app_dir, tree / INSTALL_DIR, symlinks=True)
    bin_dir = tree / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / PACKAGE).symlink_to(Path("..", "..", INSTALL_DIR, PACKAGE))
    share = tree / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{PACKAGE}.desktop").write_text(desktop_entry(), encoding="utf-8")
    icons = share / "icons" / "hicolor"
    for size in HICOLOR_SIZES:
        render_icon(icons / f"{size}x{size}" / "apps" / f"{PACKAGE}.png", size=size)
    (icons / "scalable" / "apps").mkdir(parents=True)
    shutil.copyfile(RESOURCES / "icon.svg", icons / "scalable" / "apps" / f"{PACKAGE}.svg")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_file(), encoding="utf-8")
    installed = sum(p.lstat().st_size for p in _files(tree))
    debian = tree / "DEBIAN"
    debian.mkdir()
    (debian / "control").write_text(control(version, -(-installed // 1024)), encoding="utf-8")
    _normalise_modes(tree)


def build_deb(
    app_dir: Path, out_dir: Path, version: str | None = None, *, quick: bool = False
) -> Path:
    """Pack the one-folder app in ``app_dir`` into ``out_dir/pitch-desktop_<version>_amd64.deb``.

    Files are owned by root in the package (``--root-owner-group``), so no fakeroot is needed.
    A player's package is xz-compressed (a third of the folder's size, about a CPU minute);
    ``quick`` packs the same files with light gzip instead, for the tests.
    """
    version = version or project_version()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / deb_name(version)
    with tempfile.TemporaryDirectory(prefix="pitch-deb-") as scratch:
        tree = Path(scratch) / "tree"
        stage(app_dir, tree, version)
        done = subprocess.run(
            [
                "dpkg-deb",
                "--root-owner-group",
                *(["-Zgzip", "-z1"] if quick else ["-Zxz"]),
                "--build",
                str(tree),
                str(target),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
    if done.returncode != 0:
        raise DebBuildError(f"dpkg-deb failed ({done.returncode}): {done.stderr.strip()}")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build_deb.py", description=__doc__.split("\n")[0])
    parser.add_argument("app_dir", type=Path, help="the one-folder app, such as dist/pitch-desktop")
    parser.add_argument("out_dir", type=Path, help="where the .deb goes, such as dist")
    args = parser.parse_args(argv)
    try:
        print(build_deb(args.app_dir, args.out_dir))
    except DebBuildError as exc:
        print(f"build_deb.py: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
