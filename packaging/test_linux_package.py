"""The Debian package installs, starts headless, joins a table by its invite link, refuses a bad
link, and leaves nothing.

It is packed (build_deb.py) from the session's one frozen build, installed with dpkg into a scratch
root that has a dpkg database of its own (``--root``, ``--admindir``, ``--force-not-root``: no
root rights and nothing of the machine's own dpkg touched), started from its /usr/bin link,
purged, and the root is compared file by file with what it held before. To join, a real table
server runs in the test on 127.0.0.1 with a table hosted at it; the installed app, given the
table's link with ``--smoke-test``, must take a seat (the server tells the host who sat down),
say which, leave and end by itself.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from build_deb import PACKAGE, build_deb, deb_name
from frozen_build import RUN_TIMEOUT_S, describe, frozen_env, run_frozen, unexpected_stderr
from project_version import project_version
from PySide6.QtWidgets import QApplication

from pitch_desktop.ui.window.automation import SMOKE_TEST_NAME
from tests.net.net_tools import join_by_link

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(shutil.which("dpkg") is None, reason="dpkg is a Debian tool"),
]

DPKG_TIMEOUT_S = 300


def _dpkg(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """dpkg working on ``root`` and its own database only."""
    return subprocess.run(
        [
            "dpkg",
            "--root",
            str(root),
            "--admindir",
            str(root / "var" / "lib" / "dpkg"),
            "--force-not-root",
            "--log=/dev/null",
            *args,
        ],
        capture_output=True,
        text=True,
        timeout=DPKG_TIMEOUT_S,
        check=False,
    )


def _tree(root: Path) -> set[str]:
    """Every path under root, but the dpkg database's own files."""
    return {
        str(p.relative_to(root))
        for p in root.rglob("*")
        if not p.relative_to(root).as_posix().startswith("var/lib/dpkg")
    }


@pytest.fixture(scope="module")
def deb(frozen_app: Path, tmp_path_factory: pytest.TempPathFactory, qapp: QApplication) -> Path:
    """The package, gzip-compressed: the same files as a player's, packed in seconds.

    Its icons are drawn by Qt in this process: with the tests' QApplication (``qapp``), or the
    QGuiApplication that icons.py would make would leave later tests no way to make widgets.
    """
    return build_deb(frozen_app.parent, tmp_path_factory.mktemp("deb"), quick=True)


def test_the_package_is_named_by_the_project_version(deb: Path) -> None:
    assert deb.name == deb_name(project_version()) == f"{PACKAGE}_{project_version()}_amd64.deb"
    info = subprocess.run(
        ["dpkg-deb", "--field", str(deb), "Package", "Version", "Architecture"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    assert info[:3] == [
        f"Package: {PACKAGE}",
        f"Version: {project_version()}",
        "Architecture: amd64",
    ]


def test_the_package_holds_the_menu_entry_icons_and_licences(deb: Path) -> None:
    listing = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    paths = {line.split()[5].removeprefix(".").rstrip("/") for line in listing.splitlines()}
    assert f"/usr/share/applications/{PACKAGE}.desktop" in paths
    assert f"/usr/share/icons/hicolor/scalable/apps/{PACKAGE}.svg" in paths
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/{PACKAGE}.png" in paths
    assert f"/usr/share/doc/{PACKAGE}/copyright" in paths
    assert f"/opt/{PACKAGE}/{PACKAGE}" in paths
    links = [line for line in listing.splitlines() if f"./usr/bin/{PACKAGE} -> " in line]
    assert [line.split(" -> ")[1] for line in links] == [f"../../opt/{PACKAGE}/{PACKAGE}"]


def test_it_installs_starts_and_uninstalls_leaving_nothing(deb: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    database = root / "var" / "lib" / "dpkg"
    for folder in ("info", "updates"):
        (database / folder).mkdir(parents=True)
    (database / "status").touch()
    before = _tree(root)

    done = _dpkg(root, "--install", str(deb))
    assert done.returncode == 0, done.stderr
    installed = root / "usr" / "bin" / PACKAGE
    assert os.access(installed, os.X_OK), sorted(_tree(root))[:20]
    entry = (root / "usr" / "share" / "applications" / f"{PACKAGE}.desktop").read_text()
    assert f"Exec={PACKAGE} %u" in entry
    assert "MimeType=x-scheme-handler/pitch;" in entry

    played = run_frozen(installed, tmp_path / "home", "--smoke-test")
    assert played.returncode == 0, describe(played)
    assert '"format": "pitch-result/1"' in played.stdout, describe(played)
    assert unexpected_stderr(played.stderr) == [], describe(played)

    _joins_a_table_by_its_link(installed, tmp_path / "guest")

    refused = run_frozen(installed, tmp_path / "home", "pitch://nowhere/7K3M-Q9XD-2HTR-W8VA")
    assert refused.returncode == 2, describe(refused)
    assert refused.stderr.count("\n") == 1 and "port" in refused.stderr, describe(refused)

    done = _dpkg(root, "--purge", PACKAGE)
    assert done.returncode == 0, done.stderr
    assert _tree(root) == before
    status = (database / "status").read_text()
    assert f"Package: {PACKAGE}\n" not in status


def _joins_a_table_by_its_link(installed: Path, home: Path) -> None:
    """The installed app, given a table's link, takes a seat there and leaves by itself."""
    home.mkdir()
    command = [str(installed), "--smoke-test"]
    joined = join_by_link(command, env=frozen_env(home), cwd=home, timeout=RUN_TIMEOUT_S)
    told = f"exit {joined.returncode}\n--- stdout\n{joined.stdout}\n--- stderr\n{joined.stderr}"
    assert joined.returncode == 0, told
    said = json.loads(joined.stdout.strip().splitlines()[-1])
    assert said == {"smoke_test": {"joined": joined.code, "seat": 2}}, told
    assert joined.came == [(1, SMOKE_TEST_NAME)], told  # the server seated it
    assert joined.left, told
    assert unexpected_stderr(joined.stderr) == [], told
