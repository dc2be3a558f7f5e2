"""A preset is one record (``engine.rules.PRESET_BOOK``): its rules, its names, the family it
heads, the file of its scripted hands and the bots' calibration, together; what the menus, the
rules' help and the bots read of a preset comes from there."""

from __future__ import annotations

import pytest

from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS, rules_from_json
from tests.scripts import ROOT


@pytest.mark.parametrize("key", list(PRESET_BOOK))
def test_a_preset_is_one_whole_record(key: str) -> None:
    preset = PRESET_BOOK[key]
    assert preset.key == key and PRESETS[key] is preset.rules
    assert rules_from_json({"preset": key}) == preset.rules
    assert preset.title and preset.menu_title
    hands = ROOT / preset.scripted_hands
    assert hands.is_file() and f'"{key}"' in hands.read_text(encoding="utf-8")
    for players, factor in preset.make_rate_shrink:
        assert 2 <= players <= 7 and 0.8 <= factor <= 1.2  # a correction, not an estimate
        assert preset.shrink_at(players) == factor


def test_the_families_are_headed_by_their_presets() -> None:
    heads = [key for key, preset in PRESET_BOOK.items() if preset.family is not None]
    assert heads[0] == "setback"  # the four-point family first
    assert len({PRESET_BOOK[k].rules.points for k in heads}) == len(heads)


def test_a_table_size_never_measured_is_not_corrected() -> None:
    assert PRESET_BOOK["setback"].shrink_at(4) == 0.99
    assert PRESET_BOOK["setback"].shrink_at(5) == 1.0
