"""The bots value the awards of the rest of the family at their worth: the off-three at 3, the
off-ace at 1 (and the off-five at 5), in eleven- and thirteen-point and in a house table with
every off-card award and no draw.

The bots read a card's worth from the points table (``heuristics.trump_table``), never from a
list of awards of their own, so a new award is counted once it is a row there; these pin it for
the awards the four-point and point-family tests do not reach: the card play's worth, the
burns of the draw-back, the draw-back outlook and the six-card estimate.
"""

from __future__ import annotations

from pitch_desktop.ai import draw_back_play
from pitch_desktop.ai.heuristics import estimate_suit, trump_table
from pitch_desktop.engine.cards import HEARTS, Mask, card_text, mask_of, parse_card
from pitch_desktop.engine.draw_back import point_trumps
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import PRESETS, Rules

ELEVEN = PRESETS["eleven-point"]
THIRTEEN = PRESETS["thirteen-point"]
# A house table without the draw: every off-card award, each at its worth in the points table.
EVERY_OFF_CARD = Rules(
    max_bid=14,
    smudge=False,
    points=(
        Award.HIGH,
        Award.LOW,
        Award.JACK,
        Award.OFF_ACE,
        Award.OFF_JACK,
        Award.OFF_FIVE,
        Award.OFF_THREE,
        Award.GAME,
    ),
    off_cards=("A", "J", "5", "3"),
)


def m(text: str) -> Mask:
    return mask_of(parse_card(t) for t in text.split())


def test_the_card_play_counts_the_off_three_at_three_and_the_off_ace_at_one() -> None:
    # Hearts trump: the off-cards are the diamonds of the same rank.
    eleven = trump_table(ELEVEN, HEARTS)
    assert eleven.worth[parse_card("AD")] == 1  # the off-ace
    assert eleven.worth[parse_card("3H")] == 3
    assert eleven.worth[parse_card("AH")] == 0  # High goes to its holder, not the taker
    thirteen = trump_table(THIRTEEN, HEARTS)
    assert thirteen.worth[parse_card("3D")] == 3  # the off-three
    assert thirteen.worth[parse_card("3H")] == 3
    assert thirteen.worth[parse_card("JD")] == 1  # the off-jack
    assert thirteen.worth[parse_card("AD")] == 0  # no off-ace in thirteen-point
    house = trump_table(EVERY_OFF_CARD, HEARTS)
    worth = {c: house.worth[parse_card(c)] for c in ("AD", "JD", "5D", "3D")}
    assert worth == {"AD": 1, "JD": 1, "5D": 5, "3D": 3}
    # The draw-back's reading is the same table, and the off-cards are burned last.
    assert draw_back_play.trump_suit(THIRTEEN, HEARTS).worth == thirteen.worth
    assert point_trumps(THIRTEEN, HEARTS) >> parse_card("3D") & 1
    assert point_trumps(ELEVEN, HEARTS) >> parse_card("AD") & 1


def test_a_burn_keeps_the_off_three_over_the_smaller_awards() -> None:
    hand = m("3D TH JD")

    def order(rules: Rules, hand: Mask) -> list[str]:
        out, burned = [], 0
        while hand.bit_count() > 1:
            c = draw_back_play.burn_choice(rules, HEARTS, hand, burned)
            out.append(card_text(c))
            hand &= ~(1 << c)
            burned |= 1 << c
        return out

    # Only card awards left: the ten and the off-jack (1 each) go before the off-three (3).
    assert order(THIRTEEN, hand) == ["TH", "JD"]
    # In eleven-point the three of diamonds is no trump; the off-ace (1) goes before the three.
    assert order(ELEVEN, m("AD 3H")) == ["AD"]


def without(rules: Rules, award: Award) -> Rules:
    """The same table without ``award`` (its off-card still a trump)."""
    return rules.with_changes(
        points=tuple(a for a in rules.points if a is not award),
        max_bid=rules.max_bid - rules.worths[rules.points.index(award)],
    )


def test_the_outlook_counts_the_off_three_at_three_and_the_off_ace_at_one() -> None:
    # Held and guarded by the top trumps, each comes home nearly always: the outlook counts it
    # at its worth times that chance.
    hand = m("AH KH QH 3D AD 9C 8C 7S 6S")
    off_three = draw_back_play.outlook(THIRTEEN, hand, HEARTS).taken - (
        draw_back_play.outlook(without(THIRTEEN, Award.OFF_THREE), hand, HEARTS).taken
    )
    assert 2.5 < off_three < 3.0 + 1e-9
    off_ace = draw_back_play.outlook(ELEVEN, hand, HEARTS).taken - (
        draw_back_play.outlook(without(ELEVEN, Award.OFF_ACE), hand, HEARTS).taken
    )
    assert 0.8 < off_ace < 1.0 + 1e-9


def test_the_six_card_estimate_counts_each_off_card_at_its_worth() -> None:
    est = estimate_suit(m("AH KH QH 3D 5D AD"), HEARTS, EVERY_OFF_CARD)
    points = dict(zip(EVERY_OFF_CARD.points, est.points, strict=True))
    for award, worth in ((Award.OFF_ACE, 1), (Award.OFF_FIVE, 5), (Award.OFF_THREE, 3)):
        assert est.chance(award) > 0.5
        assert points[award] == worth * est.chance(award)
