"""The registry of levels: every level is there, a level that cannot be imported says so, and
the window's side of the app never imports a bot."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

import pitch_desktop.ai
from pitch_desktop.ai import base
from pitch_desktop.ai.beginner import BeginnerBot
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.ai.registry import (
    LevelModuleError,
    UnknownBotError,
    bot_names,
    level_of,
    make_bot,
    player_levels,
)
from pitch_desktop.ai.simple import GreedyBot, RandomBot
from pitch_desktop.ai.standard import StandardBot


def test_every_level_is_registered_in_menu_order() -> None:
    assert bot_names() == ["random", "greedy", "beginner", "standard", "expert"]
    assert player_levels().keys == ("beginner", "standard", "expert")
    assert player_levels().default == "standard"
    made = {name: type(make_bot(name)) for name in bot_names()}
    assert made == {
        "random": RandomBot,
        "greedy": GreedyBot,
        "beginner": BeginnerBot,
        "standard": StandardBot,
        "expert": ExpertBot,
    }
    assert all(make_bot(name).name == name for name in bot_names())
    assert level_of("expert").name == "Expert"
    assert level_of("greedy").for_testing and not level_of("beginner").for_testing


def test_an_unknown_level_names_the_known_ones() -> None:
    with pytest.raises(UnknownBotError, match=r"unknown bot 'wizard' \(one of random, greedy"):
        make_bot("wizard")
    with pytest.raises(UnknownBotError, match="wizard"):
        level_of("wizard")


def test_a_level_that_fails_to_import_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    # A module that cannot be imported: ``None`` in ``sys.modules`` makes its import raise; making
    # its bot fails with it instead of playing some other level.
    monkeypatch.delitem(base._BOT_CLASSES, "expert")
    monkeypatch.delattr(pitch_desktop.ai, "expert")
    monkeypatch.setitem(sys.modules, "pitch_desktop.ai.expert", None)
    with pytest.raises(ImportError, match="expert"):
        make_bot("expert")


def test_a_level_whose_module_registers_no_class_fails_loudly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delitem(base._BOT_CLASSES, "beginner")  # its module imported, the class gone
    with pytest.raises(LevelModuleError, match=r"pitch_desktop.ai.beginner .*'beginner'"):
        make_bot("beginner")


def test_the_window_and_its_controller_import_no_bot() -> None:
    # The bots think in a worker process: the GUI process needs only the levels' words, and
    # importing the bots (their search, their tables) would only slow the start of the window.
    code = (
        "import sys\n"
        "import pitch_desktop.ui.window.main_window\n"
        "from pitch_desktop.ai.registry import bot_names, level_of, player_levels\n"
        "player_levels(); [level_of(n) for n in bot_names()]\n"
        "bots = ['beginner', 'expert', 'simple', 'standard', 'analysis', 'search', 'solver']\n"
        "print(sorted(b for b in bots if f'pitch_desktop.ai.{b}' in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.stdout.strip() == "[]"
