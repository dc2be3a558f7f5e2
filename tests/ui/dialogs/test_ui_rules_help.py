"""Help > Rules of this match: the text follows every rule setting, the window is not modal,
and the sentences behind the tooltips and the hand summary say what the engine does.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.rules_text import (
    match_goes_on_reason,
    rules_sections,
    rules_text,
    smudge_tooltip,
    take_tooltip,
)
from pitch_desktop.engine.rules import (
    PRESETS,
    RULE_FIELDS,
    SMUDGE_LEVEL,
    AllPass,
    DealerSteal,
    Draw,
    JokersRank,
    LowGoesTo,
    Rules,
    RulesError,
    TrumpRule,
    WinRule,
)
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.dialogs.rules_help import RulesHelpDialog
from pitch_desktop.ui.table.bid_panel import BidPanel
from pitch_desktop.ui.window.main_window import MainWindow
from tests.hand_scores import scripted_score

HUMAN_SEAT = 0  # the seat these tests give the person at the window

SETBACK = PRESETS["setback"]
AUCTION = PRESETS["auction-pitch"]
CLASSIC = PRESETS["classic"]


def test_rules_text_of_each_preset() -> None:
    setback = rules_text(SETBACK)
    assert setback.startswith("Setback")
    for words in (
        "4 players in two teams of two",
        "Bids run from 2 to 4.",
        "Smudge ranks above 4",
        "whatever it is, smudge included",
        "the dealer is stuck and must bid at least 2",
        "follow that suit or play a trump, as you like",
        "won by the team that takes it in a trick",
        "A smudge made (all four points and all six tricks) scores 5.",
        "The match is played to 21.",
        "The bidder goes out",
        "10 for each ten, 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack",
    ):
        assert words in setback, words
    assert "cannot be taken" not in setback and "thrown in" not in setback

    auction = rules_text(AUCTION)
    assert auction.startswith("Auction Pitch")
    for words in (
        "4 players, each playing alone (cutthroat)",
        "Bids run from 1 to 4.",
        "but not a bid of 4: that bid cannot be taken",
        "A bid of 4 ends the auction at once",
        "won by whoever takes it in a trick",
        "The match is played to 7.",
    ):
        assert words in auction, words
    assert "smudge" not in auction.lower() and "Partners" not in auction

    classic = rules_text(CLASSIC)
    assert classic.startswith("Classic Pitch")
    for words in (
        "matching it is not enough",
        "won by the player dealt it, whoever takes its trick",
        "Points are counted in order",
    ):
        assert words in classic, words
    assert "The bidder goes out" not in classic and '("Take it")' not in classic


@pytest.mark.parametrize("base", [SETBACK, AUCTION, CLASSIC], ids=["setback", "auction", "classic"])
def test_rules_text_says_exactly_what_differs(base: Rules) -> None:
    for steal in DealerSteal:
        text = rules_text(base.with_changes(dealer_steal=steal))
        assert ("cannot be taken" in text or "can only be outbid" in text) == (
            steal is DealerSteal.BELOW_MAX
        )
        assert ("matching it is not enough" in text) == (steal is DealerSteal.NEVER)
        assert ("whatever it is" in text) == (steal is DealerSteal.ALWAYS)
    for smudge in (False, True):
        text = rules_text(base.with_changes(smudge=smudge))
        assert ("Smudge ranks above" in text) == smudge
        assert ("A smudge failed" in text) == smudge
    for all_pass in AllPass:
        text = rules_text(base.with_changes(all_pass=all_pass))
        assert ("the dealer is stuck" in text) == (all_pass is AllPass.STICK_DEALER)
        assert ("thrown in without score" in text) == (all_pass is AllPass.REDEAL)
    for trump in TrumpRule:
        text = rules_text(base.with_changes(trump_rule=trump))
        assert ("you may not trump while you hold the suit led" in text) == (
            trump is TrumpRule.FOLLOW_SUIT
        )
    for low in LowGoesTo:
        text = rules_text(base.with_changes(low_goes_to=low))
        assert ("whoever takes its trick" in text) == (low is LowGoesTo.HOLDER)
    for win in WinRule:
        text = rules_text(base.with_changes(win_rule=win))
        assert ("The bidder goes out" in text) == (win is WinRule.BIDDER_OUT)
        assert ("Points are counted in order" in text) == (win is WinRule.COUNT_ORDER)
        assert ("a tie for the highest plays another hand" in text) == (win is WinRule.HIGHEST)


def test_rules_text_of_custom_mixes() -> None:
    mix = AUCTION.with_changes(
        players=7, min_bid=2, max_bid=3, smudge=True, smudge_value=9, smudge_wins=True
    )
    text = rules_text(mix)
    assert text.startswith("House rules")
    assert "7 players, each playing alone" in text and "42 cards are in play" in text
    assert "Bids run from 2 to 3." in text and "Smudge ranks above 3" in text
    # A smudge cannot be taken below_max: it ends the auction at once.
    assert "but not a bid of 3 or a smudge" in text
    assert "A bid of smudge ends the auction at once" in text
    assert "wins the match at once" in text and "sets the pitcher back 9" in text
    three_teams = rules_text(SETBACK.with_changes(players=6, teams=3))
    assert "6 players in three teams of two" in three_teams
    two_teams = rules_text(SETBACK.with_changes(players=6, teams=2))
    assert "6 players in two teams of three" in two_teams and "every other seat" in two_teams
    only = rules_text(SETBACK.with_changes(min_bid=4, stuck_bid=2))
    assert "The only number bid is 4." in only and "must bid at least 4" in only
    # Everyone may always steal: no bid ends the auction before the dealer speaks.
    assert "ends the auction at once" not in rules_text(SETBACK)


# Another valid value for every rule setting, from the setback preset (smudge on, so that its
# value and whether it wins matter). A new setting must say here how it changes the text.
CHANGES: dict[str, list[dict[str, object]]] = {
    "players": [{"players": 6}, {"players": 6, "teams": 3}],
    "teams": [{"teams": 0}],
    "min_bid": [{"min_bid": 1}, {"min_bid": 3}, {"min_bid": 4}],
    "max_bid": [{"max_bid": 3}, {"max_bid": 2}],
    "smudge": [{"smudge": False}],
    "smudge_value": [{"smudge_value": 1}, {"smudge_value": 12}],
    "smudge_wins": [{"smudge_wins": True}],
    "dealer_steal": [{"dealer_steal": DealerSteal.BELOW_MAX}, {"dealer_steal": DealerSteal.NEVER}],
    "all_pass": [{"all_pass": AllPass.REDEAL}],
    "stuck_bid": [{"stuck_bid": 3}, {"stuck_bid": 4}],
    "trump_rule": [{"trump_rule": TrumpRule.FOLLOW_SUIT}],
    "low_goes_to": [{"low_goes_to": LowGoesTo.HOLDER}],
    "target": [{"target": 7}, {"target": 1}, {"target": 99}],
    "win_rule": [{"win_rule": WinRule.COUNT_ORDER}, {"win_rule": WinRule.HIGHEST}],
    "points": [
        {"points": ("game", "jack", "low", "high")},
        {"points": ("high", "low", "jack", "five", "game")},
        {"points": ("high", "low", "game"), "max_bid": 3},
    ],
    "off_jack": [{"off_jack": True}],
    "off_cards": [{"off_cards": ("A",)}, {"off_cards": ("5", "3")}, {"off_cards": ("A", "J")}],
    "jokers": [{"jokers": 1}, {"jokers": 2}],
    # Which joker ranks higher matters with two jokers only (see the family tests).
    "jokers_rank": [
        {"jokers": 2, "jokers_rank": JokersRank.FIRST_PLAYED},
        {"jokers": 2, "jokers_rank": JokersRank.SECOND_PLAYED},
    ],
}
CHANGES["draw"] = [{"draw": Draw.DRAW_BACK, "deal": 9}]
CHANGES["kitty"] = [{"kitty": 4}, {"kitty": 2, "draw": Draw.DRAW_BACK, "deal": 9}]
CHANGES["deal"] = [{"draw": Draw.DRAW_BACK, "deal": 8}, {"deal": 9}, {"deal": 10}]
CHANGES["draw"].append({"draw": Draw.REFILL, "deal": 9})
# The call alone (the same five players with the draw-back, with and without it).
FIVE_DRAWING = {"players": 5, "teams": 0, "draw": Draw.DRAW_BACK, "deal": 9}
CHANGES["call_partner"] = [{**FIVE_DRAWING, "call_partner": True}]


def test_every_rule_setting_changes_the_text() -> None:
    assert set(CHANGES) == set(RULE_FIELDS), "every Rules field needs a change"
    with pytest.raises(RulesError):
        SETBACK.with_changes(deal=11)
    base = rules_text(SETBACK)
    for field, changes in CHANGES.items():
        for change in changes:
            try:
                rules = SETBACK.with_changes(**change)
            except RulesError as e:  # pragma: no cover - the table above is wrong
                raise AssertionError(f"{change} is not a valid change") from e
            assert getattr(rules, field) != getattr(SETBACK, field)
            assert rules_text(rules) != base, change
    # The call itself has its words, and the refill its own beside the draw-back's.
    five = SETBACK.with_changes(**FIVE_DRAWING)
    assert rules_text(five.with_changes(call_partner=True)) != rules_text(five)
    refill = SETBACK.with_changes(draw=Draw.REFILL, deal=9)
    assert rules_text(refill) != rules_text(SETBACK.with_changes(draw=Draw.DRAW_BACK, deal=9))
    # Every player count reads differently.
    texts = {rules_text(AUCTION.with_changes(players=n)) for n in range(2, 8)}
    assert len(texts) == 6


def _setup(rules: Rules) -> MatchSetup:
    names = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")
    seats = tuple(
        (SeatSetup.local(names[s]) if s == HUMAN_SEAT else SeatSetup.bot(names[s], "greedy"))
        for s in range(rules.players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=4)


@pytest.mark.qt_log_ignore(  # what the offscreen test platform cannot do
    "This plugin does not support raise", "This plugin does not support propagateSizeHints"
)
def test_ui_f1_opens_the_rules_beside_the_table(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(AUCTION))
    qtbot.waitUntil(lambda: window.controller.setup is not None)
    window.activateWindow()
    qtbot.waitActive(window)
    assert window.rules_action.shortcut().toString() == "F1"
    QTest.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.findChild(RulesHelpDialog) is not None)
    dialog = window.findChild(RulesHelpDialog)
    assert isinstance(dialog, RulesHelpDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert not dialog.isModal()
    assert dialog.windowModality() is Qt.WindowModality.NonModal
    assert QApplication.activeModalWidget() is None
    shown = dialog.text()
    for section in rules_sections(AUCTION):
        assert section.title in shown
        for p in section.paragraphs:
            assert p.text in shown, p.text
    # F1 again brings the same window forward; a new match's rules replace the old ones.
    assert window.show_rules_help() is dialog
    window.start_match(_setup(SETBACK))
    qtbot.waitUntil(lambda: dialog.rules == SETBACK)
    assert "Smudge ranks above 4" in dialog.text()
    dialog.close()


def test_ui_bid_panel_tooltips(qtbot: QtBot) -> None:
    table = QWidget()  # the panel lives on the table, as in the window
    qtbot.addWidget(table)
    panel = BidPanel(table)
    table.show()
    panel.set_rules(SETBACK)
    tip = panel.buttons[SMUDGE_LEVEL].toolTip()
    assert tip == smudge_tooltip(SETBACK)
    assert "all six tricks" in tip and "scores 5" in tip
    assert "wins the match" in smudge_tooltip(SETBACK.with_changes(smudge_wins=True))
    panel.offer({0, 3, 4, SMUDGE_LEVEL}, 3, "Your bid", "")
    take = panel.take_button
    assert take is not None and take.isVisible()
    assert take.toolTip() == take_tooltip(3) and "pitcher at 3" in take.toolTip()
    panel.offer({0, 4, SMUDGE_LEVEL}, SMUDGE_LEVEL, "Your bid", "")
    assert "pitcher at smudge" in take.toolTip()


_score = scripted_score


def _after(before: tuple[int, ...], score: HandScore) -> tuple[int, ...]:
    return tuple(b + h for b, h in zip(before, score.hand_score, strict=True))


def test_match_goes_on_reason_under_bidder_out() -> None:
    rules = AUCTION  # bidder goes out, to 7, four players cutthroat
    names = ["You", "Ben", "Anna", "Carla"]
    # Ben defends and passes the target while You make a bid of 2 short of it.
    score = _score(rules, 0, 2, (0, 0, 1, 1))
    after = _after((3, 5, 0, 0), score)
    assert after == (5, 7, 0, 0)
    reason = match_goes_on_reason(rules, score, after, names)
    assert reason is not None
    assert "Ben" in reason and "You" not in reason and "goes on" in reason
    # The pitcher makes the bid and reaches the target: the match is over, nothing to explain.
    won = _score(rules, 0, 2, (0, 0, 1, 0))
    assert match_goes_on_reason(rules, won, _after((6, 8, 0, 0), won), names) is None
    # The pitcher set back while a defender stands above the target.
    lost = _score(rules, 2, 3, (1, 1, 2, 2))
    after = _after((0, 6, 0, 0), lost)
    assert after[1] >= rules.target
    reason = match_goes_on_reason(rules, lost, after, names)
    assert reason is not None and "Ben" in reason
    # Nobody at the target: nothing to explain; a thrown-in hand with a side above it: why.
    assert match_goes_on_reason(rules, score, (1, 2, 3, 4), names) is None
    reason = match_goes_on_reason(rules, None, (2, 9, 0, 0), names)
    assert reason is not None and "Ben" in reason
    # Without names the sides are numbered.
    assert "side 2" in (match_goes_on_reason(rules, None, (2, 9, 0, 0)) or "")


def test_match_goes_on_reason_under_the_other_rules() -> None:
    names = ["You", "Ben", "Anna", "Carla"]
    # Count in order: a defender reaching the target wins, so there is no "goes on".
    score = _score(CLASSIC, 0, 2, (0, 0, 1, 1))
    assert match_goes_on_reason(CLASSIC, score, _after((3, 5, 0, 0), score), names) is None
    highest = AUCTION.with_changes(win_rule=WinRule.HIGHEST)
    # A tie for the highest score at the target plays on, and says who is tied.
    tie = _score(highest, 0, 2, (0, 0, 1, None))
    after = _after((6, 7, 0, 0), tie)
    assert after == (8, 8, 0, 0)
    reason = match_goes_on_reason(highest, tie, after, names)
    assert reason is not None and "You" in reason and "Ben" in reason and "tie" in reason
    # No tie: the highest wins.
    clear = _score(highest, 0, 2, (0, 0, 0, 1))
    assert match_goes_on_reason(highest, clear, _after((6, 7, 0, 0), clear), names) is None


def test_ui_summary_says_why_the_match_goes_on(qtbot: QtBot) -> None:
    """Bidder goes out: a defending side past the target does not win; the summary says why."""
    from pitch_desktop.controller.events import HandScored
    from pitch_desktop.ui.dialogs.summary import HandSummaryDialog
    from tests.ai.test_ai_analysis import _planted

    hand = _planted("2H")  # seat 0 pitches; seat 1 (a defender, side 1) takes Low at least
    assert hand.score is not None
    won_by_defenders = hand.score.hand_score[1]
    assert won_by_defenders > 0
    rules = hand.rules.with_changes(target=won_by_defenders)
    scores = (0, won_by_defenders)
    names = ("You", "Ben", "Anna", "Carla")
    seats = tuple(
        (SeatSetup.local(n) if i == 0 else SeatSetup.bot(n, "standard"))
        for i, n in enumerate(names)
    )
    setup = MatchSetup(rules, seats)
    ev = HandScored(hand=hand, score=hand.score, scores_after=scores, winner=None)
    dialog = HandSummaryDialog(setup, ev, 1, None)
    qtbot.addWidget(dialog)
    assert dialog.goes_on is not None
    assert any(dialog.goes_on in label.text() for label in dialog.findChildren(QLabel))


@pytest.mark.parametrize("name", ["five-point", "six-point", "nine-point"])
def test_ui_rules_help_of_each_family(qtbot: QtBot, name: str) -> None:
    """The help window of a family preset: its title, its total, and its trumps where it has
    more than the trump suit's."""
    rules = PRESETS[name]
    dialog = RulesHelpDialog(rules)
    qtbot.addWidget(dialog)
    shown = dialog.text()
    assert shown.startswith(name.split("-")[0].capitalize() + "-point Pitch")
    assert f"Every hand {rules.total_points} points are at stake:" in shown
    assert ("Trump order" in shown) == (rules.off_jack or rules.jokers > 0)
    assert ("the jack of clubs" in shown) == rules.off_jack
    assert ("The deck has 53 cards" in shown) == (rules.jokers == 1)
    assert ("Five: the five of trump, worth 5 points" in shown) == (name == "nine-point")
    for section in rules_sections(rules):
        assert section.title in shown
        for p in section.paragraphs:
            assert p.text in shown, p.text
