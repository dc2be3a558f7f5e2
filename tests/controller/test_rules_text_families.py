"""The rules help of the point families: the deck, the off-jack, the jokers, the trump order and
each award with its worth, built from the ``Rules`` alone (RULES.md, "Point families")."""

from __future__ import annotations

import pytest

from pitch_desktop.controller.rules_text import (
    off_cards_words,
    off_jack_words,
    point_description,
    points_summary,
    rules_sections,
    rules_text,
    smudge_tooltip,
    win_rule_sentence,
)
from pitch_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES
from pitch_desktop.engine.points import AWARDS, Award
from pitch_desktop.engine.rules import PRESETS, JokersRank, LowGoesTo, Rules, WinRule

FIVE = PRESETS["five-point"]
SIX = PRESETS["six-point"]
NINE = PRESETS["nine-point"]
ALL = (
    Award.HIGH,
    Award.LOW,
    Award.JACK,
    Award.OFF_JACK,
    Award.BIG_JOKER,
    Award.LITTLE_JOKER,
    Award.GAME,
)
TWO_JOKERS = SIX.with_changes(jokers=2, points=ALL, max_bid=7)


def _section(title: str, rules: Rules) -> str:
    """One section's paragraphs as ``rules_text`` writes them."""
    for section in rules_sections(rules):
        if section.title == title:
            return "\n".join(
                f"{p.term}: {p.text}" if p.term else p.text for p in section.paragraphs
            )
    raise AssertionError(f"no section {title!r}")


def test_five_point_has_the_off_jack_and_no_joker() -> None:
    text = rules_text(FIVE)
    assert text.startswith("Five-point Pitch")
    for words in (
        "The deck has 52 cards, the four suits without jokers.",
        "Off-jack: the jack of the other suit of trump's colour is a trump, just below the jack"
        " of trump: with spades trump, the jack of clubs",
        "a pitched jack names its own suit trump",
        "from high to low, ace, king, queen, jack, off-jack, 10, 9, 8, 7, 6, 5, 4, 3, 2.",
        "Every hand 5 points are at stake:",
        "Off-jack: the off-jack, won by the team that takes it in a trick. When nobody was dealt"
        " it, nobody scores it.",
        "Low is a card of the trump suit itself, never the off-jack.",
        "Bids run from 2 to 5.",
    ):
        assert words in text, words
    assert "joker" not in text.replace("without jokers", "").lower()
    assert "The four points" not in text and "worth" not in text


def test_six_point_has_one_joker_that_cannot_be_pitched() -> None:
    text = rules_text(SIX)
    assert text.startswith("Six-point Pitch")
    for words in (
        "The deck has 53 cards: the 52 of the four suits and one joker.",
        "the joker, called the big joker, is a trump, ranking below the off-jack and above the"
        " ten of trump.",
        "the pitcher may not lead a joker, and a pitched jack names its own suit trump",
        "ace, king, queen, jack, off-jack, big joker, 10, 9,",
        "Every hand 6 points are at stake:",
        "Big joker: the big joker, won by the team that takes it in a trick.",
        "never a joker or the off-jack",
        "Jokers count nothing.",
        "Bids run from 2 to 6.",
    ):
        assert words in text, words
    assert "little" not in text


def test_nine_point_has_the_five_and_a_plain_deck() -> None:
    text = rules_text(NINE)
    assert text.startswith("Nine-point Pitch")
    for words in (
        "Every hand 9 points are at stake:",
        "Five: the five of trump, worth 5 points, won by the team that takes it in a trick."
        " When nobody was dealt it, nobody scores it.",
        "A card that is Low and scores a point of its own, as the five of trump can, scores both.",
        "won by the team of the player dealt it, whoever takes its trick",  # low to the holder
        "Bids run from 3 to 9.",
        "A bid of 9 ends the auction at once",
        "The match is played to 31.",
    ):
        assert words in text, words
    # A plain 52-card deck: no trumps section, no off-jack, no jokers.
    assert "Off-jack" not in text and "joker" not in text.lower() and "Trump order" not in text
    assert "The deck has" not in text


def test_two_jokers_and_their_rank() -> None:
    text = rules_text(TWO_JOKERS)
    assert "The deck has 54 cards: the 52 of the four suits and two jokers" in text
    assert "off-jack, big joker, little joker, 10," in text
    assert "The big joker ranks above the little one." in text
    assert "Little joker: the little joker" in text and "Every hand 7 points" in text
    first = rules_text(TWO_JOKERS.with_changes(jokers_rank=JokersRank.FIRST_PLAYED))
    assert "the one played first ranks higher" in first
    assert "The big joker ranks above the little one." not in first
    # Jokers without the off-jack rank below the jack of trump.
    no_off = rules_text(
        TWO_JOKERS.with_changes(
            off_jack=False, points=(Award.HIGH, Award.LOW, Award.JACK, Award.GAME), max_bid=4
        )
    )
    assert "ranking below the jack of trump" in no_off
    assert "may not lead a joker." in no_off and "off-jack" not in no_off.lower()
    # Four points with jokers still say what Low is.
    assert "Every hand four points are at stake" in no_off
    assert "Low is a card of the trump suit itself, never a joker." in no_off


def test_the_three_as_low_and_every_award() -> None:
    every = SIX.with_changes(
        points=AWARDS, jokers=2, off_cards=("A", "J", "5", "3"), max_bid=25, smudge=True
    )
    text = rules_text(every)
    assert "Every hand 25 points are at stake:" in text
    assert "Off-three: the off-three, worth 3 points" in text
    assert "Off-five: the off-five, worth 5 points" in text
    assert "Off-ace: the off-ace, won by" in text
    assert "Three: the three of trump, worth 3 points" in text
    assert "as the three of trump can, scores both" in text
    assert "Ten: the ten of trump, won by" in text
    # Smudge: every point of the hand, and a card award not in play makes it impossible.
    assert "a promise to win every point of the hand (25) and all six tricks" in text
    assert "A smudge made (every point of the hand and all six tricks) scores 5." in text
    assert "cannot be made when the card of one of these is not in play: Jack, Off-jack" in text
    assert "A number bid never scores more than the 25 points" in text
    assert "all four points" not in text and "all four points" not in smudge_tooltip(every)
    assert "every point of the hand" in smudge_tooltip(every)


def test_count_order_counts_the_awards_with_their_worths() -> None:
    counted = NINE.with_changes(win_rule=WinRule.COUNT_ORDER)
    sentence = win_rule_sentence(counted)
    assert "in the order High, Low, Jack, Five (5 points), Game, each adding its worth" in sentence
    classic = win_rule_sentence(PRESETS["classic"])
    assert "in the order High, Low, Jack, Game, and" in classic


@pytest.mark.parametrize("name", ["five-point", "six-point", "nine-point"])
def test_each_family_preset_reads_its_total_and_awards(name: str) -> None:
    rules = PRESETS[name]
    text = rules_text(rules)
    assert f"Every hand {rules.total_points} points are at stake:" in text
    points = _section("The points", rules)
    for award in rules.points:
        assert point_description(rules, award) in points
    assert ("Off-jack" in text) == rules.off_jack
    assert ("big joker" in text) == (rules.jokers > 0)
    assert ("the five of trump" in text) == (Award.FIVE in rules.points)


def test_low_to_the_holder_without_teams() -> None:
    rules = SIX.with_changes(teams=0, low_goes_to=LowGoesTo.HOLDER)
    words = point_description(rules, "low")
    assert words.startswith("the lowest trump in play, won by the player dealt it")
    assert words.endswith("never a joker or the off-jack.")
    assert "won by whoever takes it in a trick" in point_description(rules, "big_joker")


def test_points_summary() -> None:
    assert points_summary(SIX.points) == "High, Low, Jack, Off-jack, Big joker, Game: 6 points"
    assert points_summary(NINE.points) == "High, Low, Jack, Five (5 points), Game: 9 points"
    assert points_summary(PRESETS["setback"].points) == "High, Low, Jack, Game: 4 points"


def test_off_jack_words() -> None:
    assert off_jack_words(FIVE, SPADES) == "Off-jack: the jack of clubs"
    assert off_jack_words(FIVE, CLUBS) == "Off-jack: the jack of spades"
    assert off_jack_words(SIX, HEARTS) == "Off-jack: the jack of diamonds"
    assert off_jack_words(SIX, DIAMONDS) == "Off-jack: the jack of hearts"
    assert off_jack_words(NINE, SPADES) is None
    assert off_jack_words(PRESETS["setback"], HEARTS) is None


def test_every_off_card_ranks_below_its_twin_and_is_never_low() -> None:
    every = TWO_JOKERS.with_changes(off_cards=("A", "J", "5", "3"))
    text = rules_text(every)
    order = (
        "ace, off-ace, king, queen, jack, off-jack, big joker, little joker, 10, 9, 8, 7, 6,"
        " 5, off-five, 4, 3, off-three, 2."
    )
    assert order in text
    assert "the ace, 5, 3 of the other suit of trump's colour are trumps too" in text
    assert "never a joker or an off-card" in text
    assert "a pitched off-card names its own suit trump" in text
    plain = rules_text(
        FIVE.with_changes(points=(Award.HIGH, Award.LOW), max_bid=2, off_cards=("A",))
    )
    assert "ace, off-ace, king, queen, jack, 10," in plain and "off-jack" not in plain
    assert "the ace of the other suit of trump's colour is a trump too" in plain
    assert "Low is a card of the trump suit itself, never an off-card." in plain


def test_off_cards_words_name_every_off_card_high_to_low() -> None:
    eleven, thirteen = PRESETS["eleven-point"], PRESETS["thirteen-point"]
    assert off_cards_words(eleven, SPADES) == (
        "Off-ace: the ace of clubs; Off-jack: the jack of clubs"
    )
    assert off_cards_words(thirteen, HEARTS) == (
        "Off-jack: the jack of diamonds; Off-three: the 3 of diamonds"
    )
    assert off_cards_words(FIVE, SPADES) == off_jack_words(FIVE, SPADES)
    assert off_cards_words(NINE, SPADES) is None
