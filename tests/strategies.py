"""Hypothesis strategies shared by the engine's and the bots' property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from pitch_desktop.engine.rules import (
    TEAM_LAYOUTS,
    AllPass,
    DealerSteal,
    LowGoesTo,
    Rules,
    TrumpRule,
    WinRule,
)

LAYOUTS = [(n, 0) for n in range(2, 8)] + list(TEAM_LAYOUTS)


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    """Any valid table: player count and sides, bid range, smudge, and every enum setting."""
    players, teams = draw(st.sampled_from(LAYOUTS))
    min_bid = draw(st.integers(1, 4))
    max_bid = draw(st.integers(min_bid, 4))
    return Rules(
        players=players,
        teams=teams,
        min_bid=min_bid,
        max_bid=max_bid,
        smudge=draw(st.booleans()),
        smudge_value=draw(st.integers(1, 99)),
        smudge_wins=draw(st.booleans()),
        dealer_steal=draw(st.sampled_from(DealerSteal)),
        all_pass=draw(st.sampled_from(AllPass)),
        stuck_bid=draw(st.integers(1, max_bid)),
        trump_rule=draw(st.sampled_from(TrumpRule)),
        low_goes_to=draw(st.sampled_from(LowGoesTo)),
        target=draw(st.integers(1, 99)),
        win_rule=draw(st.sampled_from(WinRule)),
    )
