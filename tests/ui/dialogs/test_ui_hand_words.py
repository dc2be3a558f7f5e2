"""The hand summary's words: scripted hands played by the engine, and the exact lines they give.

The hands are the engine's scripted deals (tests/engine/test_engine_scripted.py), replayed as
records and through the public API; the words are checked line by line, for a made bid, a set
back, Low to its holder, a tie for Game, a smudge without the jack, and a cutthroat table.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored
from pitch_desktop.engine.cards import parse_card
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import HandState, apply, deal, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.common.card_faces import card_label
from pitch_desktop.ui.common.sides import SET_BACK_RED
from pitch_desktop.ui.dialogs.summary import (
    HandSummaryDialog,
    HandWords,
    PointLine,
    hand_summary_words,
)
from tests.engine.conftest import make_record, replay_both
from tests.engine.test_engine_scripted import (
    AP,
    DEAL_A,
    DEAL_C_NO_JACK,
    DEAL_E,
    DEAL_I,
    PLAYS_A,
    PLAYS_C_NO_JACK,
    PLAYS_E,
    PLAYS_I,
    SETBACK_HOLDER,
    P,
)

# Seat 0 is the human ("You" in the words, whatever the name); partners sit across.
FOUR = ("Dora", "Ben", "Anna", "Carla")
US, THEM = "You & Anna", "Ben & Carla"


def scored(
    hands: list[str], dealer: int, bids: list[int | str], plays: str, rules: str | dict[str, Any]
) -> HandState:
    return replay_both(make_record(hands, dealer, bids, plays, rules))


def table(state: HandState, names: tuple[str, ...]) -> MatchSetup:
    seats = tuple(
        (SeatSetup.local(n) if i == 0 else SeatSetup.bot(n, "standard"))
        for i, n in enumerate(names)
    )
    return MatchSetup(rules=state.rules, seats=seats)


def words_of(state: HandState, names: tuple[str, ...] = FOUR) -> HandWords:
    return hand_summary_words(table(state, names), state.score)


def test_a_made_bid_names_each_point_its_card_and_who_took_it() -> None:
    words = words_of(scored(DEAL_A, 3, [2, P, P, P], PLAYS_A, "setback"))
    assert words == HandWords(
        headline="You bid 2 and made it:",
        verdict="You & Anna score +4",
        set_back=False,
        points=(
            PointLine("High", "A♠, held by you", US),
            PointLine("Low", "2♠, taken by you", US),
            PointLine("Jack", "J♠, taken by you", US),
            PointLine("Game", "You & Anna 20, Ben & Carla 19", US),
        ),
    )


def test_a_set_back_and_low_to_its_holder() -> None:
    # The same cards: the 2♠ was dealt to Ben, so under "holder" Low is his side's.
    words = words_of(scored(DEAL_A, 3, [4, P, P, P], PLAYS_A, SETBACK_HOLDER))
    assert (words.headline, words.verdict, words.set_back) == (
        "You bid 4 and won 3:",
        "You & Anna set back -4",
        True,
    )
    assert words.points[1] == PointLine("Low", "2♠, held by Ben", THEM)
    assert [line.side for line in words.points] == [US, THEM, US, US]


def test_a_tie_for_game_gives_it_to_nobody() -> None:
    words = words_of(scored(DEAL_E, 3, [2, P, P, P], PLAYS_E, "setback"))
    assert words.points[3] == PointLine("Game", "You & Anna 20, Ben & Carla 20: a tie", "nobody")
    assert words.verdict == "You & Anna score +3"


def test_a_smudge_without_the_jack_of_trump_is_set_back() -> None:
    words = words_of(scored(DEAL_C_NO_JACK, 3, ["smudge", P, P, P], PLAYS_C_NO_JACK, "setback"))
    assert words == HandWords(
        headline="You bid smudge and won 3:",
        verdict="You & Anna set back -5",
        set_back=True,
        points=(
            PointLine("High", "A♠, held by you", US),
            PointLine("Low", "2♠, taken by you", US),
            PointLine("Jack", "not dealt", "nobody"),
            PointLine("Game", "You & Anna 79, Ben & Carla 0", US),
        ),
    )


def test_cutthroat_sides_are_the_players() -> None:
    state = scored(DEAL_I, 0, [P, 2, P], PLAYS_I, {"preset": AP, "players": 3})
    words = words_of(state, ("Dora", "Ben", "Eve"))
    assert words == HandWords(
        headline="Eve bid 2 and won 1:",
        verdict="Eve set back -2",
        set_back=True,
        points=(
            PointLine("High", "A♦, held by Ben", "Ben"),
            PointLine("Low", "2♦, taken by Eve", "Eve"),
            PointLine("Jack", "not dealt", "nobody"),
            PointLine("Game", "You 24, Ben 6, Eve 4", "You"),
        ),
    )


def test_a_hand_thrown_in_has_no_points() -> None:
    state = scored(DEAL_A, 3, [2, P, P, P], PLAYS_A, "setback")
    words = hand_summary_words(table(state, FOUR), None)
    assert words == HandWords("Everyone passed: the hand is thrown in.", "", False, ())


@pytest.mark.parametrize(
    ("text", "label"), [("TH", "10♥"), ("QS", "Q♠"), ("2C", "2♣"), ("AD", "A♦"), ("JS", "J♠")]
)
def test_card_labels(text: str, label: str) -> None:
    assert card_label(parse_card(text)) == label


def test_the_dialog_shows_the_words_and_the_set_back_in_red(qtbot: QtBot) -> None:
    state = scored(DEAL_A, 3, [4, P, P, P], PLAYS_A, SETBACK_HOLDER)
    assert state.score is not None
    scores = state.score.hand_score
    dialog = HandSummaryDialog(table(state, FOUR), HandScored(state, state.score, scores, None), 1)
    qtbot.addWidget(dialog)
    headline = dialog.headline.text()
    assert headline.startswith("You bid 4 and won 3: <span")
    assert f"color:{SET_BACK_RED.name()}" in headline
    assert "You &amp; Anna set back -4" in headline
    assert dialog.words.points[1].why.startswith("<b>2<span")  # the card in its suit's ink
    assert dialog.words.points[1].why.endswith(", held by Ben")


def test_a_called_partner_scores_with_the_pitcher_in_the_verdict() -> None:
    """Call-your-partner: the verdict names the pair that scores the hand, pitcher and partner."""
    rules = PRESETS["call-partner"]
    setup = MatchSetup(
        rules, (SeatSetup.local("You"), *(SeatSetup.bot(n, "greedy") for n in "BCDE"))
    )
    rng = random.Random(4)
    for dealer in range(40):
        state = deal(rules, dealer % rules.players, random.Random(dealer))
        while not state.is_over:
            state = apply(state, rng.choice(legal_actions(state)))
        score = state.score
        if score is not None and score.partner is not None:
            break
    else:
        pytest.fail("no hand had a partner")
    words = hand_summary_words(setup, score)
    pitcher = "You" if score.pitcher == 0 else "BCDE"[score.pitcher - 1]
    partner = "You" if score.partner == 0 else "BCDE"[score.partner - 1]
    assert f"{pitcher} & {partner} " in words.verdict
