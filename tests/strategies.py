"""Hypothesis strategies shared by the engine's and the bots' property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import (
    TEAM_LAYOUTS,
    AllPass,
    DealerSteal,
    JokersRank,
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


# What each award of the families needs in the deck (RULES.md, "Points"): off_jack needs the
# off-jack, big_joker one joker or two, little_joker two; the others fit every deck.
_AWARD_NEEDS: dict[Award, tuple[bool, int]] = {
    Award.HIGH: (False, 0),
    Award.LOW: (False, 0),
    Award.JACK: (False, 0),
    Award.OFF_JACK: (True, 0),
    Award.BIG_JOKER: (False, 1),
    Award.LITTLE_JOKER: (False, 2),
    Award.TEN: (False, 0),
    Award.THREE: (False, 0),
    Award.FIVE: (False, 0),
    Award.GAME: (False, 0),
}
_AWARD_WORTHS: dict[Award, int] = {Award.THREE: 3, Award.FIVE: 5}


@st.composite
def family_rules_strategy(draw: st.DrawFn) -> Rules:
    """Any valid table of the point families (RULES.md, "More trumps" and "Points"): every
    layout, an off-jack or not, 0 to 2 jokers and their rank, a non-empty list of the awards
    the deck allows in any order, bids within 1..total points, smudge, every enum setting.
    The draw-back is not played yet: ``deal`` 6 and ``draw`` none (the defaults)."""
    players, teams = draw(st.sampled_from(LAYOUTS))
    off_jack = draw(st.booleans())
    jokers = draw(st.integers(0, 2))
    allowed = [
        a
        for a, (needs_off_jack, needs_jokers) in _AWARD_NEEDS.items()
        if (off_jack or not needs_off_jack) and jokers >= needs_jokers
    ]
    points = draw(st.lists(st.sampled_from(allowed), min_size=1, unique=True))
    total = sum(_AWARD_WORTHS.get(a, 1) for a in points)
    min_bid = draw(st.integers(1, total))
    max_bid = draw(st.integers(min_bid, total))
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
        points=tuple(points),
        off_jack=off_jack,
        jokers=jokers,
        jokers_rank=draw(st.sampled_from(JokersRank)),
    )
