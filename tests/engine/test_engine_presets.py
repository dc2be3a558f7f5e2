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
    for players, level, factor in preset.level_shrink:  # a bid level of the preset's own
        assert preset.rules.min_bid <= level <= preset.rules.max_bid
        assert 2 <= players <= 7 and 0.8 <= factor <= 1.2
        assert preset.shrink_at(players, level) == factor


def test_the_families_are_headed_by_their_presets() -> None:
    heads = [key for key, preset in PRESET_BOOK.items() if preset.family is not None]
    assert heads[0] == "setback"  # the four-point family first
    assert len({PRESET_BOOK[k].rules.points for k in heads}) == len(heads)


def test_a_table_size_never_measured_is_not_corrected() -> None:
    assert PRESET_BOOK["setback"].shrink_at(4) == 0.99
    assert PRESET_BOOK["setback"].shrink_at(5) == 1.0


def test_a_level_with_a_factor_of_its_own_keeps_it_to_itself() -> None:
    """Eleven-point's 6s at four players have their own factor; its other levels, and its 6s
    at another table size, keep the table size's."""
    eleven = PRESET_BOOK["eleven-point"]
    assert (4, 6) in {(n, lv) for n, lv, _ in eleven.level_shrink}
    six = eleven.shrink_at(4, 6)
    assert six != eleven.shrink_at(4) == eleven.shrink_at(4, 7) == eleven.shrink_at(4, None)
    assert eleven.shrink_at(3, 6) == eleven.shrink_at(3) == 1.0
