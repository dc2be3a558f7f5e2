"""The registry of levels: every level is there, and a level that cannot be imported says so."""

from __future__ import annotations

import importlib
import sys

import pytest

import pitch_desktop.ai
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import bot_names, make_bot, player_levels


def test_every_level_is_registered_in_menu_order() -> None:
    assert bot_names() == ["random", "greedy", "beginner", "standard", "expert"]
    assert player_levels().keys == ("beginner", "standard", "expert")
    assert player_levels().default == "standard"
    assert isinstance(make_bot("expert"), ExpertBot)


def test_a_level_that_fails_to_import_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    # A module that cannot be imported: ``None`` in ``sys.modules`` makes its import raise; the
    # registry, imported afresh, fails with it instead of offering the other levels.
    monkeypatch.delattr(pitch_desktop.ai, "expert")
    monkeypatch.setitem(sys.modules, "pitch_desktop.ai.expert", None)
    monkeypatch.delitem(sys.modules, "pitch_desktop.ai.registry")
    with pytest.raises(ImportError, match="expert"):
        importlib.import_module("pitch_desktop.ai.registry")
