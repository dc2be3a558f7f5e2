"""``benchmarks/expert_variants.py`` reads a variant as settings of the expert, or refuses it."""

from __future__ import annotations

import subprocess
import sys
from types import ModuleType

import pytest

from pitch_desktop.ai import expert
from tests.scripts import ROOT, load_script


def _script() -> ModuleType:
    return load_script("benchmarks/expert_variants.py")


def test_a_variant_sets_constants_and_keywords() -> None:
    variants = _script()
    assert variants.parse_variant("base") == ({}, {})
    assert variants.parse_variant("MIN_MAKE_RATE=0.4,bid_model=true,win_bonus=4") == (
        {"MIN_MAKE_RATE": 0.4},
        {"bid_model": True, "win_bonus": 4},
    )


@pytest.mark.parametrize(
    "text", ["NO_SUCH_CONSTANT=1", "no_such_keyword=1", "MIN_MAKE_RATE", "MIN_MAKE_RATE=high"]
)
def test_a_variant_that_is_no_setting_is_refused(text: str) -> None:
    variants = _script()
    with pytest.raises(variants.VariantError):
        variants.parse_variant(text)


def test_a_variant_changes_the_constant_for_its_run_only() -> None:
    variants = _script()
    before = expert.MIN_MAKE_RATE
    with variants._constants({"MIN_MAKE_RATE": 0.123}):
        assert expert.MIN_MAKE_RATE == 0.123
    assert before == expert.MIN_MAKE_RATE


def test_a_bad_variant_is_one_line_on_the_command_line() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "expert_variants.py"), "--deals", "1", "NOPE=1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.strip().endswith("ai/expert.py has no numeric constant NOPE")
