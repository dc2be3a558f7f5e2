"""Resources are found from a checkout and from a PyInstaller bundle, and a missing one is named."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pitch_desktop.resources import ResourceNotFoundError, resource_path


def test_ui_resource_from_the_checkout() -> None:
    path = resource_path("icon.svg")
    assert path.is_file() and path.name == "icon.svg"


def test_ui_resource_from_a_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "resources").mkdir()
    (tmp_path / "resources" / "only-in-bundle.txt").write_text("x")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("only-in-bundle.txt") == tmp_path / "resources" / "only-in-bundle.txt"


def test_ui_missing_resource_is_named() -> None:
    with pytest.raises(ResourceNotFoundError, match=r"no-such-file\.png"):
        resource_path("no-such-file.png")
