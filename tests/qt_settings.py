"""The settings fixture of every Qt test: QSettings kept away from the player's own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from pitch_desktop.storage.settings import init_app_identity


@pytest.fixture(autouse=True)
def isolated_settings(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Point QSettings at a fresh INI store, and the app's data folder (where the match in
    play is saved) at a fresh folder, both under the test's temporary folder."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    init_app_identity(qapp)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(tmp_path / "settings"))
    yield tmp_path / "settings"
