"""The damaged-file checks both learned files of the bots share (the bid model and the outcome
model, each read through ``bid_model.read_learned``); each model's test adds its own faults."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest


def damaged(tmp_path: Path, name: str, text: str) -> Path:
    """A file ``name`` in ``tmp_path`` holding ``text``."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def assert_read_faults_refused(
    load: Callable[[Path], object], error: type[Exception], good: str, tmp_path: Path, name: str
) -> None:
    """A missing file, a cut one and JSON of the wrong shape are each refused with ``error`` in
    one line that names the file."""
    with pytest.raises(error, match=r"the file is missing \(run `make train`\)"):
        load(tmp_path / "nothing.json")
    with pytest.raises(error, match="not readable JSON"):
        load(damaged(tmp_path, name, good[: len(good) // 2]))
    with pytest.raises(error) as e:
        load(damaged(tmp_path, name, "[]"))
    assert "\n" not in str(e.value) and str(tmp_path) in str(e.value)
