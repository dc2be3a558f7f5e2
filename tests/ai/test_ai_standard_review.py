"""Positions from a club player's review of ``standard``'s hands, each a mistake it made.

Every position is written out whole (the cards of every seat, the auction and the tricks so far,
the scores); the docstring of each test says what the position is and why the other choice is
right, with the figures of the exact solver (``ai.solver.evaluate_choices``, deals of the unseen
cards that fit the view) or of the expert's play-outs (``ExpertBot.card_values`` and
``bid_values``) that were checked when the test was written. The tests pin the choice alone:
the rule behind it is general (its reason says which), not a match of the position.
"""

from __future__ import annotations

import random

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import (
    HandState,
    action_text,
    legal_actions,
)
from pitch_desktop.engine.view import view_of
from tests.ai.test_ai_positions import _position

SETBACK = PRESETS["setback"]
AUCTION = PRESETS["auction-pitch"]


def _standard(state: HandState) -> tuple[str, str]:
    action, why = make_bot("standard").advise(
        view_of(state, state.to_act), legal_actions(state), random.Random(0)
    )
    return action_text(action), why


# ----- the auction --------------------------------------------------------------------------


def test_ace_queen_two_of_trumps_takes_over_the_partners_two_with_three() -> None:
    """Setback, dealer seat 0, scores 16-14 to 21 (this side, seats 1 and 3, at 16): the
    partner (seat 1) bid 2, seat 2 passed; seat 3 holds A-Q-2 of clubs, the king of diamonds
    and two small cards. High is sure and Low nearly so (the two is the lowest trump there is),
    the queen is a likely trick, and the partner's bid says its hand holds values that take
    tricks and count for Game whatever is trump. The expert's simulation (400 deals that fit the
    bids): 3 in clubs made in about 85%, worth +1.75 points a hand against +0.11 for passing."""
    hands = ["9D 8S 5H 3D 6C 3S", "AH TH 6H 9C 5D 8D", "JS 4D 7D 9S 3H 8C", "AC QC 2C KD 7H 4S"]
    state = _position(SETBACK, 0, hands, ["2", "pass"], (16, 14))
    assert state.to_act == 3 and state.pitcher == 1
    action, why = _standard(state)
    assert action == "3", why


def test_a_thin_hand_does_not_match_a_two_when_the_bidder_needs_a_point_more_to_go_out() -> None:
    """Auction-pitch to 7, dealer seat 0 at 1 point; seat 1 (at 4) bid 2, seats 2 and 3 (at 2
    and 3) passed. The dealer holds 9-7-6 of spades, 7-2 of clubs and the jack of diamonds: no
    ace, no king, the best suit (7-2 of clubs) a Low and nothing more. Matching is a set most of
    the time (the expert's simulation: about 22% made in any suit); the bidder goes out only by
    making its 2 with a point to spare, so no match is at stake that this hand could save. With
    the bidder at 5 (a made 2 ends the match), the same hand does take the bid to stop it."""
    hands = ["9S 7S 6S 7C 2C JD", "AH TH 6H 9C 5D 8D", "9D 8S 5H 3D 6C 3S", "JS 4D 7D KS 3H 8C"]
    state = _position(AUCTION, 0, hands, ["2", "pass", "pass"], (1, 4, 2, 3))
    assert state.to_act == 0
    action, why = _standard(state)
    assert action == "pass", why
    stop = _position(AUCTION, 0, hands, ["2", "pass", "pass"], (1, 5, 2, 3))
    action, why = _standard(stop)
    assert action == "2", why


# ----- the pitch ----------------------------------------------------------------------------


def _pitch_position(mine: str, others: list[str]) -> HandState:
    """Setback, dealer seat 0: seat 1 bid 2 and everyone passed; seat 1 is to pitch."""
    state = _position(
        SETBACK, 0, [others[0], mine, others[1], others[2]], ["2", "pass", "pass", "pass"]
    )
    assert state.to_act == 1 and state.trump is None
    return state


def test_the_pitch_is_ace_king_of_diamonds_rather_than_ace_two_of_clubs() -> None:
    """Seat 1 pitches holding A-2 of clubs and A-K of diamonds (and 8H, 5S). Both suits make
    High; in clubs the two is Low but alone once the ace is led, while the ace and king of
    diamonds take two trump tricks, and the small trumps that fall under them (Low under the
    taker rule among them) and the Jack when it is short come to this side. The expert's
    play-outs (600 deals): the king or ace of diamonds +2.3 points a hand, the ace of clubs
    +1.6; `standard` playing every seat after the pitch, 600 deals: +2.37 against +1.70."""
    others = ["3H 9S 6D QS 4C TH", "9C 5H 7D 6S JH 2D", "KC 4D 8S 3C TC QH"]
    action, why = _standard(_pitch_position("AC 2C AD KD 8H 5S", others))
    assert action in ("AD", "KD"), why


def test_the_pitch_is_ace_king_of_spades_rather_than_queen_two_of_clubs() -> None:
    """Seat 1 pitches holding Q-2 of clubs and A-K of spades (and 8H, 5D). The queen of clubs
    is High only if neither the ace nor the king was dealt to an opponent, and led it falls to
    either; A-K of spades is High for sure and two trump tricks. The expert's play-outs (600
    deals): the king or ace of spades +2.1 to +2.2 points a hand, the queen of clubs -0.3."""
    others = ["3H 9S 6D QS 4C TH", "9C 5H 7D 6S JH 2D", "KC 4D 8S 3C TC QH"]
    state = _pitch_position("QC 2C AS KS 8H 5D", [o.replace("QS", "QD") for o in others])
    action, why = _standard(state)
    assert action in ("AS", "KS"), why


# ----- the play -----------------------------------------------------------------------------


def test_the_ace_of_trump_takes_the_pitchers_king_rather_than_the_queen_falling_under_it() -> None:
    """Setback, clubs trump: seat 1 bid 2 and pitched the king of clubs. Seat 2 holds the ace
    and queen of clubs and no other trump, so it must play one of them. The queen under the
    king gives the pitcher's side five card points and keeps the ace for later; the ace takes
    the king (it cannot be beaten) and the queen stays home. The exact solver (30 deals of the
    unseen cards): the ace +3.9 points a hand, the queen +0.2."""
    hands = ["2C TH 5D 4S KS 6D", "KC 8C 5C AD TD 4H", "AC QC 9D 6H 7S 3S", "JC 3C 7D 8H 2S 9S"]
    state = _position(SETBACK, 0, hands, ["2", "pass", "pass", "pass", "KC"])
    assert state.to_act == 2
    action, why = _standard(state)
    assert action == "AC", why


def test_third_seat_ruffs_an_opponents_ace_with_a_small_trump() -> None:
    """Setback, clubs trump: seat 0 (partner of seat 2) bid 2, pitched the ace of clubs and
    then led the five of hearts; seat 1 put the ace of hearts on it. Seat 2 holds the nine of
    hearts and the eight of clubs, a trump that is no point card. Discarding the nine gives the
    ace's four Game points to the other side for sure; the eight takes them unless seat 3 holds
    a higher club and ruffs over. The exact solver (60 deals): the eight of clubs +1.00 points
    a hand, the nine of hearts +0.67."""
    hands = ["AC 7C 5H KD 4S 6D", "3C AH 8H TS 2D 9S", "4C 8C 9H QS 7D 5S", "6C JH 3H 8S JD 9D"]
    state = _position(
        SETBACK, 3, hands, ["2", "pass", "pass", "pass", "AC", "3C", "4C", "6C", "5H", "AH"]
    )
    assert state.to_act == 2
    action, why = _standard(state)
    assert action == "8C", why


def test_last_seat_keeps_the_boss_jack_when_the_partners_nine_wins() -> None:
    """Setback, clubs trump: seat 1 pitched the ace of clubs, and the king and queen fell on
    it, so the jack of clubs in seat 0 is the boss trump. Seat 1 led the five of hearts, seat
    2 (seat 0's partner) played the nine and seat 3 the seven: the nine wins, and seat 0 plays
    last. The jack cannot be lost whenever it is played, so putting it on a trick the side
    has already won only spends a trump that would take a trick of its own later. The exact
    solver (60 deals): the three of hearts +0.03 points a hand, the jack -1.07."""
    hands = ["4C JC 3H 8D 6S 2S", "AC 7C 5H TD 4S 6D", "QC 9H KS 7D 5S 3D", "KC 7H JH 8S 9D AD"]
    actions = ["2", "pass", "pass", "pass", "AC", "QC", "KC", "4C", "5H", "9H", "7H"]
    state = _position(SETBACK, 0, hands, actions)
    assert state.to_act == 0
    action, why = _standard(state)
    assert action == "3H", why


_LOW_HANDS = ["QH 8C 3D 5S 9D KC", "AH JH 9H 2H 7S 7D", "KH AD 4C 6D 8S 3S", "5H 6C TD 4S 2D JS"]
_LOW_PLAYS = ["2", "pass", "pass", "pass", "AH", "KH", "5H", "QH", "7D", "AD", "TD", "9D"]


def test_last_seat_ruffs_a_trick_with_nothing_in_it_with_low_not_the_boss_jack() -> None:
    """Setback, hearts trump: seat 1 (the pitcher) led the ace, and the king and queen fell,
    so its jack of hearts is the boss trump; it holds the nine and the two too (the two is
    Low: no lower heart exists). Seat 2 led the four of clubs, seats 3 and 0 followed with the
    six and eight, and seat 1, void in clubs, plays last. The jack is safe in hand (nothing out
    beats it), the two is not (a trump lead takes it); last to play, the two wins this trick
    for sure and banks Low (under the taker rule it counts for whoever takes its trick). The
    exact solver (80 deals): the two +3.45 points a hand, the jack +3.15."""
    state = _position(SETBACK, 0, _LOW_HANDS, [*_LOW_PLAYS, "4C", "6C", "8C"])
    assert state.to_act == 1
    action, why = _standard(state)
    assert action == "2H", why
    assert "Low" in why


def test_after_ruffing_with_the_jack_the_pitcher_draws_trumps_to_keep_low_home() -> None:
    """The same hand after the jack was spent on the club trick: seat 1 leads holding the nine
    and two of hearts and the seven of spades. Only the ten of hearts (unseen, perhaps not
    dealt) can beat the nine. Led, the nine pulls the opponents' trumps while the two stays
    home for a later trick; the seven of spades lets an opponent ruff it cheaply or keep its
    trumps to catch the two. The exact solver (80 deals): the nine +2.90 points a hand, the
    seven of spades +2.29, the two +2.00."""
    state = _position(SETBACK, 0, _LOW_HANDS, [*_LOW_PLAYS, "4C", "6C", "8C", "JH"])
    assert state.to_act == 1 and not state.trick
    action, why = _standard(state)
    assert action == "9H", why
