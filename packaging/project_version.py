"""The project's version, read from pyproject.toml: the one place it is written.

The spec, the Linux package's name and the Windows version resource all take it from here, and
the app itself reads it from its package metadata, which pip writes from the same file; so a
release changes one line. Standard library only, so any build step can import it.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"

#: What a release number looks like here: two or three dotted numbers (Windows wants numbers).
_RELEASE = re.compile(r"\d+(\.\d+){1,2}")


class VersionError(ValueError):
    """pyproject.toml holds no version, or one that the packages cannot carry."""


def project_version(pyproject: Path = PYPROJECT) -> str:
    """The ``[project] version`` of pyproject.toml, such as ``1.2.3``."""
    with pyproject.open("rb") as f:
        version = tomllib.load(f).get("project", {}).get("version")
    if not isinstance(version, str) or not _RELEASE.fullmatch(version):
        raise VersionError(f"{pyproject.name}: [project] version {version!r} is not like 1.2.3")
    return version


def windows_version_numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows version resource: ``1.2`` is ``(1, 2, 0, 0)``."""
    if not _RELEASE.fullmatch(version):
        raise VersionError(f"{version!r} is not like 1.2.3")
    parts = [int(p) for p in version.split(".")]
    padded = [*parts, 0, 0]
    return padded[0], padded[1], padded[2], 0


if __name__ == "__main__":
    print(project_version())
