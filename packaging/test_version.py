"""The version is written once, in pyproject.toml, and everything that shows it agrees.

The spec, the Linux package's name and the Windows version resource read it through
project_version.py; the app (``--version``, About) reads pip's metadata, made from the same line;
the Windows installer and the workflow are handed it on the command line.
"""

from __future__ import annotations

import importlib.metadata
from pathlib import Path

import pytest
from build_deb import deb_name
from project_version import VersionError, project_version, windows_version_numbers

from pitch_desktop.__main__ import version

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def test_the_app_the_metadata_and_the_packages_agree() -> None:
    written = project_version()
    assert importlib.metadata.version("pitch-desktop") == written
    assert version() == written
    assert deb_name(written) == f"pitch-desktop_{written}_amd64.deb"
    numbers = windows_version_numbers(written)
    assert ".".join(str(n) for n in numbers).startswith(written)


def test_the_version_is_written_nowhere_else() -> None:
    written = project_version()
    places = [
        *(ROOT / "pitch_desktop").rglob("*.py"),
        *PACKAGING.glob("*.*"),
        *(ROOT / ".github" / "workflows").glob("*.yml"),
        ROOT / "resources" / "pitch-desktop.desktop",
        ROOT / "Makefile",
    ]
    holding = [
        p.relative_to(ROOT)
        for p in places
        if p != Path(__file__).resolve() and written in p.read_text(encoding="utf-8")
    ]
    assert holding == []


def test_the_spec_and_installer_read_it_from_one_place() -> None:
    spec = (PACKAGING / "pitch_desktop.spec").read_text(encoding="utf-8")
    assert "VERSION = project_version()" in spec
    assert "windows_version_numbers(VERSION)" in spec
    assert 'CFBundleShortVersionString": VERSION' in spec
    iss = (PACKAGING / "pitch-desktop.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in iss
    assert "#define AppVersion" not in iss


@pytest.mark.parametrize(
    ("written", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("2.10", (2, 10, 0, 0)), ("1.2.3", (1, 2, 3, 0))],
)
def test_windows_numbers(written: str, numbers: tuple[int, int, int, int]) -> None:
    assert windows_version_numbers(written) == numbers


@pytest.mark.parametrize("written", ["1", "1.2.3.4", "1.2rc1", "v1.2", ""])
def test_a_version_the_packages_cannot_carry_is_refused(written: str, tmp_path: Path) -> None:
    with pytest.raises(VersionError):
        windows_version_numbers(written)
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(f'[project]\nname = "x"\nversion = "{written}"\n', encoding="utf-8")
    with pytest.raises(VersionError):
        project_version(pyproject)
