"""``benchmarks/imagined_auctions.py`` sets the expert's imagined auction beside the one
``standard`` players bid; ``IMAGINE_STANDARD`` imagines the later speakers as ``standard``
counts their hands (RULES.md's Smear: the dealer must outbid, stuck at 2 when all pass)."""

from __future__ import annotations

import pytest

from pitch_desktop.ai import expert
from pitch_desktop.engine.rules import PRESETS
from tests.scripts import load_script


def test_in_smear_the_imagined_auction_leaves_the_dealer_stuck_far_more_than_standard_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After the first speaker passes, the expert imagines the dealer stuck with the bid of 2
    in most deals; ``standard`` players at the same deals bid, and seldom leave it there.
    Imagining them as ``standard`` counts their hands brings the two together."""
    auction_ends = load_script("benchmarks/imagined_auctions.py").auction_ends
    rules = PRESETS["smear"]
    imagined, real = auction_ends(rules, 200, 7)
    assert sum(imagined.values()) == sum(real.values()) == 200
    assert imagined["0 at 2"] > 80 and real["0 at 2"] < 20
    monkeypatch.setattr(expert, "IMAGINE_STANDARD", 1)
    imagined, _ = auction_ends(rules, 200, 7)
    assert imagined["0 at 2"] < 20
