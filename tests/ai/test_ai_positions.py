"""Hand-made positions a strong player gets right, for the ``standard`` and ``expert`` bots.

Each position is one of the mistakes a review of bot hands found: overbidding when speaking
last, bold junk bids, passing a High-and-Low hand, throwing away Low or a ten, and letting a
near-tie go to the first card in card order. The expert runs with a fixed number of sampled deals
(``fixed_work``), so its answers are the same on any machine.
"""

from __future__ import annotations

import random

import pytest

from pitch_desktop.ai.base import ReasonedBot
from pitch_desktop.ai.expert import ExpertBot, make_rate_shrink
from pitch_desktop.ai.registry import make_bot
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS, Rules
from pitch_desktop.engine.state import (
    HandState,
    action_text,
    apply,
    bid_level,
    legal_actions,
    new_hand,
    parse_action,
)
from pitch_desktop.engine.view import view_of
from tests.ai.claims import first_claim

SETBACK = PRESETS["setback"]
AUCTION = PRESETS["auction-pitch"]
BOTS = ["standard", "expert"]


def _bot(name: str) -> ReasonedBot | ExpertBot:
    if name == "expert":
        return ExpertBot.fixed_work(120)
    bot = make_bot(name)
    assert isinstance(bot, ReasonedBot)
    return bot


def _position(
    rules: Rules,
    dealer: int,
    hands: list[str],
    actions: list[str],
    scores: tuple[int, ...] | None = None,
) -> HandState:
    """A hand dealt as written (the rest of the deck out of play), after ``actions``."""
    dealt = tuple(mask_of(parse_card(t) for t in h.split()) for h in hands)
    state = new_hand(rules, dealer, dealt, scores)
    for a in actions:
        state = apply(state, parse_action(a))
    return state


def _answer(name: str, state: HandState, seed: int = 0) -> tuple[str, str]:
    action, reason = _bot(name).advise(
        view_of(state, state.to_act), legal_actions(state), random.Random(seed)
    )
    return action_text(action), reason


# ----- card play ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTS)
def test_nine_four_of_trump_under_the_pitchers_ace_keeps_the_four(name: str) -> None:
    # Hearts are trump: the pitcher (seat 1) leads the ace; seat 2 must follow with a trump.
    # Both lose the trick; the four may well be Low, the nine never is.
    state = _position(
        SETBACK,
        0,
        ["2C 3C 4C 5C 6C 7C", "AH KH 4S 5S 6S 7S", "9H 4H 8C 4D 5D 6D", "AC KC QC 2D 3D 7D"],
        ["2", "pass", "pass", "pass", "AH"],
    )
    assert state.to_act == 2
    assert _answer(name, state)[0] == "9H"


@pytest.mark.parametrize("name", BOTS)
def test_last_seat_banks_low_when_the_trick_is_won_either_way(name: str) -> None:
    # Hearts are trump. Seat 0 plays last to a club trick its partner is winning: the ace of
    # clubs or the two of trump both take it, and only the two banks Low.
    state = _position(
        SETBACK,
        0,
        ["AC 2H 3H 4D 5D 6D", "AH 7C 4H 5H 6H 7D", "9C 8H 5S 6S 7S 8S", "5C 3C KD QD 8D 9D"],
        ["2", "pass", "pass", "pass", "AH", "8H", "3C", "3H", "7C", "9C", "5C"],
    )
    assert state.to_act == 0
    for seed in range(3):
        action, reason = _answer(name, state, seed)
        assert action == "2H", reason
        assert "Low" in reason


@pytest.mark.parametrize("name", BOTS)
def test_takes_with_the_boss_ace_rather_than_dumping_the_ten(name: str) -> None:
    # Auction-pitch, hearts trump: the pitcher leads the king, seat 2 follows low; seat 3 holds
    # the ace and ten of trump. The ace takes the trick for sure; the ten thrown under the king
    # hands ten Game points to the pitcher.
    state = _position(
        AUCTION,
        0,
        ["2C 3C 4C 5C 6C 7C", "KH 8H 4S 5S 6S 7S", "9H 4H 8C 4D 5D 6D", "AH TH QC 2D 3D 7D"],
        ["2", "pass", "pass", "pass", "KH", "4H"],
    )
    assert state.to_act == 3
    action, reason = _answer(name, state)
    assert action == "AH", reason
    assert "trick is lost" not in reason


def test_the_only_card_says_so() -> None:
    state = _position(
        SETBACK,
        0,
        ["2C 3C 4C 5C 6C 7C", "AH KH 4S 5S 6S 7S", "9H 8C 9C 4D 5D 6D", "AC KC QC 2D 3D 7D"],
        ["2", "pass", "pass", "pass", "AH"],
    )
    for name in BOTS:
        action, reason = _answer(name, state)
        assert action == "9H" and "only card" in reason


def test_the_pitcher_without_ace_or_jack_leads_its_king_to_catch_a_short_jack() -> None:
    # King-queen high with the Jack out: a small trump led lets the Jack's holder play a small
    # one under it; led from the top, a Jack alone or once guarded has to fall sooner. Only a
    # Jack the pitcher does not hold is hunted.
    hands = ["KH QH 9H 4H 5C 6D", "2C 3C 4C 7C 8C 9C", "2S 3S 4S 5S 6S 7S", "TD JD QD KD AD 8S"]
    state = _position(SETBACK, 3, hands, ["2", "pass", "pass", "pass"])
    action, reason = _answer("standard", state)
    assert action == "KH" and "Jack" in reason, reason
    hands[0] = "KH QH JH 4H 5C 6D"
    own_jack = _position(SETBACK, 3, hands, ["2", "pass", "pass", "pass"])
    assert _answer("standard", own_jack)[0] not in ("KH", "JH")


def test_the_pitcher_leads_its_king_again_while_the_jack_is_out() -> None:
    # After the first trump trick the ace and the Jack are both unseen: the king goes on
    # hunting the Jack rather than a small club being led.
    state = _position(
        SETBACK,
        3,
        ["KH 9H 4H 5C 6D 7D", "2C 3C 4C 7C 8C 3H", "2S 3S 4S 5S 6S 5H", "TD JD QD KD AD 6H"],
        ["2", "pass", "pass", "pass", "9H", "3H", "5H", "6H"],
    )
    assert state.to_act == 0
    action, reason = _answer("standard", state)
    assert action == "KH", reason


# ----- the auction --------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTS)
def test_dealer_with_ace_king_jack_five_matches_a_two(name: str) -> None:
    # Setback: the dealer may take a 2 by matching it. A 3 wins the auction no better and
    # risks a set of 3.
    state = _position(
        SETBACK,
        3,
        ["2C 3C 4C 5C 6C 7C", "QS 8S 4H 5H 6H 7H", "9H 4D 8C 5D 6D 7D", "AS KS JS 5S 3D 9C"],
        ["2", "pass", "pass"],
    )
    assert state.to_act == 3
    action, reason = _answer(name, state)
    assert action == "2", reason


@pytest.mark.parametrize("name", BOTS)
def test_ace_two_of_trumps_in_second_seat_bids(name: str) -> None:
    # High and Low are as good as won: passing sticks the partner (the dealer) with the bid.
    state = _position(
        SETBACK,
        3,
        ["2C 3C 4C 5C 6C 7C", "AS 2S 4H 9D 6H 8C", "9H 4D 8H 5D 6D 7D", "KS QS JD 5S 3D 9C"],
        ["pass"],
    )
    assert state.to_act == 1
    action, reason = _answer(name, state)
    assert action == "2", reason


@pytest.mark.parametrize("name", BOTS)
def test_dealer_at_five_of_seven_matches_a_two_that_wins_the_match(name: str) -> None:
    # Auction-pitch to 7: the dealer (seat 3) stands at 5, so a made 2 wins the match, and the
    # bidder of 2 also stands at 5. At 0-0 the same thin hand is not worth a bid.
    hands = ["2C 3C 4C 5C 6C 7C", "QS 8S 4H 5H 6H 7H", "9H 4D 8C 5D 6D 7D", "QD 9D 3D 7S 8H TC"]
    near = _position(AUCTION, 3, hands, ["pass", "2", "pass"], (3, 5, 2, 5))
    assert near.to_act == 3
    action, reason = _answer(name, near)
    assert action == "2", reason
    level = _position(AUCTION, 3, hands, ["pass", "2", "pass"])
    action, reason = _answer(name, level)
    assert action == "pass", reason


@pytest.mark.parametrize("name", BOTS)
def test_king_eight_four_at_six_players_passes(name: str) -> None:
    # Six players, nobody near going out on this hand: a king is High only if no ace is dealt
    # to five others, and the rest is junk.
    six = AUCTION.with_changes(players=6)
    state = _position(
        six,
        5,
        [
            "2C 3C 4C 5C 6C 7C",
            "KS 8S 4S 9C 3D 6H",
            "9H 4D 8C 5D 6D 7D",
            "AD KD TD 8D 8H TC",
            "TH JH QH KH AH 2H",
            "2S 3S 5S 6S 7S 9S",
        ],
        ["pass"],
        (3, 4, 4, 2, 1, 3),
    )
    assert state.to_act == 1
    action, reason = _answer(name, state)
    assert action == "pass", reason


# Setback, the dealer (seat 3) speaks last: its partner (seat 1) bid 2, the others passed.
_PARTNER_BID = ["pass", "2", "pass"]
_PARTNER_HANDS = ["4H 6H JC 9D 2D QC", "AH 9H 5D 8C 3C TD", "AC KC TH 4S 5S 9S"]


def _dealer_over_partner(hand: str) -> tuple[str, str]:
    state = _position(SETBACK, 3, [*_PARTNER_HANDS, hand], _PARTNER_BID)
    assert state.to_act == 3 and state.pitcher == 1
    action, reason = ExpertBot.fixed_work(200).advise(
        view_of(state, 3), legal_actions(state), random.Random(0)
    )
    return action_text(action), reason


def test_the_expert_leaves_its_partners_two_to_the_partner_with_king_queen_seven() -> None:
    # The dealer may take the bid by matching it, but K-Q-7 and junk is no better a pitch
    # than the partner's own: the side gains nothing for the risk.
    action, reason = _dealer_over_partner("KS QS 7S 8H 4D 6C")
    assert action == "pass", reason
    assert "partner" in reason


def test_the_expert_takes_its_partners_two_with_ace_king_jack_three_two() -> None:
    # High, the Jack and Low as good as won: this hand is worth far more to the side than
    # whatever the partner bid 2 on.
    action, reason = _dealer_over_partner("AS KS JS 3S 2S 6C")
    assert action == "2", reason


def test_calibration_factors_name_presets_and_apply_to_them() -> None:
    factors = [(k, n, f) for k, p in PRESET_BOOK.items() for n, f in p.make_rate_shrink]
    assert len(factors) >= 8  # the presets measured so far keep their factors
    measured = {"eleven-point": 1.12, "thirteen-point": 1.17, "nine-point": 1.09}
    for name, factor in measured.items():  # each measured against none before it went in
        assert (name, 4, factor) in factors
    for name, players, factor in factors:
        rules = PRESETS[name]
        if rules.players != players:
            rules = rules.with_changes(players=players, teams=rules.teams if players == 4 else 0)
        assert make_rate_shrink(rules) == factor
        assert 0.8 <= factor <= 1.2  # a correction, not a different estimate
    assert make_rate_shrink(Rules(players=5, teams=0, target=9)) == 1.0


@pytest.mark.parametrize("preset", ["eleven-point", "thirteen-point", "nine-point", "smear"])
def test_the_claimed_make_rate_is_the_simulated_one_times_the_calibration(preset: str) -> None:
    """The expert claims for a bid its simulated make rate times the preset record's factor
    for the bid's level (``make_rate_shrink``), or its own ``make_rate_factor`` when given
    one: the same deals, the same bid, the claim scaled."""
    rules = PRESETS[preset]

    def claim(seed: int, factor: float | None) -> tuple[str, float | None]:
        return first_claim(rules, seed, factor, samples=40)

    for seed in range(12):
        bid, simulated = claim(seed, 1.0)
        if simulated is None or not 0.3 < simulated < 0.8:
            continue
        level = bid_level(parse_action(bid))
        for factor, expected in ((None, make_rate_shrink(rules, level)), (0.9, 0.9)):
            again, claimed = claim(seed, factor)
            assert again == bid
            assert claimed == pytest.approx(min(1.0, expected * simulated))
        return
    pytest.fail("no bid in twelve deals claimed a rate the factors can scale")
