"""The draw-back at the table: ten-point matches played through the window, the panel that names
trump (mouse, keys and the hint), the draw shown on the plates and in the hand, a burn by a click
on a card, burned cards beside their player until the first trick is won, a player out marked on
the plate, and the history replaying a draw-back hand.

The human's seat is played through the window as a player would (buttons and cards clicked);
at every turn of theirs the table is checked against the controller's view: the hand, each
plate's count and "out" mark, the stock, the burned cards and the trick in play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from pitch_desktop.ai.registry import make_bot
from pitch_desktop.cli import simulate_match
from pitch_desktop.controller.events import (
    BotTrouble,
    CardsDrawn,
    HandStarted,
    TrickWon,
    TrumpBurned,
    TrumpNamed,
    TurnStarted,
)
from pitch_desktop.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, cards_of
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.engine.state import (
    DRAW,
    Phase,
    bid_action,
    is_name,
    legal_actions,
    name_action,
    named_suit,
)
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.storage.history import HistoryStore
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.ui.common.actions import card_actions, name_suits
from pitch_desktop.ui.history.dialog import HistoryDialog
from pitch_desktop.ui.table.name_panel import SUIT_BUTTON_ORDER
from pitch_desktop.ui.window.main_window import MainWindow
from tests.storage.test_storage_history import Clock
from tests.ui.conftest import ClickCard

HUMAN = 0
NAMES = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")
BURN_PROMPT = "You hold more than six trumps: burn one"


def _rules(players: int = 4) -> Rules:
    return PRESETS["ten-point"].seated(players)


def _setup(rules: Rules, seed: int) -> MatchSetup:
    seats = tuple(
        SeatSetup.local(NAMES[s]) if s == HUMAN else SeatSetup.bot(NAMES[s], "greedy")
        for s in range(rules.players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=seed)


def _ready(win: MainWindow) -> bool:
    return (
        win.controller.is_waiting_for_human
        or win.summary_dialog is not None
        or win.game_over_dialog is not None
    )


@dataclass
class Seen:
    """What the controller told during a match, for the checks after it."""

    named: list[TrumpNamed] = field(default_factory=list)
    drawn: list[CardsDrawn] = field(default_factory=list)
    burned: list[TrumpBurned] = field(default_factory=list)
    trouble: list[BotTrouble] = field(default_factory=list)
    hands: int = 0
    human_named: int = 0
    human_burned: int = 0
    out_seen: int = 0  # human turns with a player out marked
    burned_seen: int = 0  # human turns with burned cards beside a plate
    burned_after_trick: list[int] = field(default_factory=list)  # burned items left after tricks


def _watch(win: MainWindow) -> Seen:
    seen = Seen()
    c = win.controller
    c.trump_named.connect(seen.named.append)
    c.cards_drawn.connect(seen.drawn.append)
    c.trump_burned.connect(seen.burned.append)
    c.bot_trouble.connect(seen.trouble.append)

    def on_trick(_ev: TrickWon) -> None:
        # The scene heard the trick first (the presenter's slot is connected before this one).
        seen.burned_after_trick.append(len(win.scene.burned_items))

    c.trick_won.connect(on_trick)
    return seen


def _check_table(win: MainWindow, seen: Seen) -> None:
    """At the human's turn the table shows what the controller's view says."""
    state = win.controller.state
    view = win.controller.viewer_view()
    assert state is not None and view is not None and view.seat == HUMAN
    scene = win.scene
    assert set(scene.hand_items) == set(cards_of(view.hand))
    for seat, plate in enumerate(scene.plates):
        assert plate.cards_left == view.cards_left[seat], seat
        out = view.phase is Phase.PLAY and not view.seats_in >> seat & 1
        assert plate.out == out, (seat, view.seats_in)
        assert (plate.opacity() < 1) == out
    if out_seats := [s for s, p in enumerate(scene.plates) if p.out]:
        seen.out_seen += 1
        assert all(view.is_out(s) for s in out_seats)
    drawing = view.phase in (Phase.BID, Phase.NAME, Phase.DRAW)
    assert scene.draw.stock_pile == (view.stock_left if drawing else 0)
    shown = {s: {i.card for i in items} for s, items in scene.burned_items.items()}
    if any(view.tricks):
        assert shown == {}
    else:
        assert shown == {s: set(cards_of(m)) for s, m in enumerate(view.burned) if m}
        seen.burned_seen += bool(shown)
        _check_burned_beside_plates(win)
    # The trick in play: one card per player still in, each at its seat's spot.
    in_trick = view.plays[len(view.plays) - len(view.trick) :]
    assert [(s, i.card) for s, i in scene.trick_items] == list(in_trick)
    for seat, item in scene.trick_items:
        assert item.pos() == scene.layout.trick_pos(seat)
    legal = set(legal_actions(state))
    playable = {c for c, i in scene.hand_items.items() if i.playable}
    if view.phase is Phase.NAME:
        assert win.name_panel.isVisible() and not win.bid_panel.isVisible()
        assert not playable
        assert all(i.playable is None for i in scene.hand_items.values())
    elif view.phase is Phase.BID:
        assert win.bid_panel.isVisible() and not win.name_panel.isVisible()
    else:
        assert not win.name_panel.isVisible() and not win.bid_panel.isVisible()
        assert playable == legal
        if view.phase is Phase.BURN:
            assert win.status.text() == BURN_PROMPT


def _check_burned_beside_plates(win: MainWindow) -> None:
    """Each row of burned cards lies beside its own plate, over no plate, trick spot or hand."""
    scene = win.scene
    lay = scene.layout
    for seat, items in scene.burned_items.items():
        row = QRectF()
        for item in items:
            row = row.united(item.sceneBoundingRect())
        plate = lay.plate_rect(seat)
        gap = row.center() - plate.center()
        assert abs(gap.x()) < lay.width * 0.3 and abs(gap.y()) < lay.height * 0.25, seat
        others = [lay.seat_rect(s) for s in range(len(lay.seats))]
        others += [lay.trick_card_rect(s) for s in range(len(lay.seats)) if s != seat]
        for item in items:
            card = item.mapRectToScene(item.card_rect())
            assert not any(card.intersects(r) for r in others), (seat, item.card)
            assert not card.intersects(lay.hand_rect())


def _choose_bid(win: MainWindow, rng: random.Random, pitch: float) -> None:
    enabled = [(lv, b) for lv, b in win.bid_panel.buttons.items() if b.isEnabled()]
    if rng.random() < pitch:
        _, button = max(enabled, key=lambda e: e[0])
    else:
        _, button = enabled[0] if len(enabled) == 1 else rng.choice(enabled)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _human_turn(
    win: MainWindow, click_card: ClickCard, rng: random.Random, seen: Seen, pitch: float
) -> None:
    """One action of the human, by a click where a player would click."""
    state = win.controller.state
    assert state is not None and state.to_act == HUMAN
    _check_table(win, seen)
    if win.bid_panel.isVisible():
        bids = len(state.bids)
        _choose_bid(win, rng, pitch)
        after = win.controller.match
        assert after is not None and (after.hand is None or len(after.hand.bids) == bids + 1)
        return
    if win.name_panel.isVisible():
        suit = rng.choice(SUIT_BUTTON_ORDER)
        QTest.mouseClick(win.name_panel.buttons[suit], Qt.MouseButton.LeftButton)
        hand = win.controller.state
        assert hand is not None and hand.trump == suit
        assert win.scene.trump_sign.suit == suit and not win.name_panel.isVisible()
        seen.human_named += 1
        return
    playable = [i for i in win.scene.hand_items.values() if i.playable]
    item = playable[0] if len(playable) == 1 else rng.choice(playable)  # the same either way
    card = item.card
    burning = state.phase is Phase.BURN
    click_card(win, item)
    assert card not in win.scene.hand_items
    if burning:
        seen.human_burned += 1
        assert card in {i.card for i in win.scene.burned_items.get(HUMAN, [])}


def _play_match(
    qtbot: QtBot,
    win: MainWindow,
    click_card: ClickCard,
    setup: MatchSetup,
    *,
    pitch: float = 0.3,
    hands: int | None = None,
) -> Seen:
    """Play through the window to the match's end (or ``hands`` hands)."""
    rng = random.Random(setup.seed)
    seen = _watch(win)
    # Every action of the human is the test's, so the match is the same however loaded the
    # machine: the last card played by itself, on a timer, could come before the test's
    # click or after it, and take the match another way.
    win.set_auto_last_card(False)
    win.start_match(setup)
    for _ in range(2000):
        qtbot.waitUntil(lambda: _ready(win), timeout=15_000)
        if win.game_over_dialog is not None:
            return seen
        summary = win.summary_dialog
        if summary is not None:
            seen.hands += 1
            if hands is not None and seen.hands >= hands:
                return seen
            QTest.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)
            continue
        _human_turn(win, click_card, rng, seen, pitch)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (6, 8)], ids=["4-players", "6-players"])
def test_a_ten_point_match_is_played_through_the_window(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard, players: int, seed: int
) -> None:
    setup = _setup(_rules(players), seed)
    seen = _play_match(qtbot, window, click_card, setup)
    match = window.controller.match
    assert match is not None and match.winner is not None
    dialog = window.game_over_dialog
    assert dialog is not None and dialog.isVisible()
    assert window.score_pad.totals() == list(match.scores)
    assert window.score_pad.hands == len(match.history)
    played = [h for h in match.history if not h.thrown_in]
    assert played and len(seen.named) == len(played)
    assert len(seen.drawn) == players * len(played)  # every player threw and drew, each hand
    assert seen.human_named, "the human never named trump"
    assert seen.out_seen, "no player was ever out at the human's turn"
    # The burned cards left the table with the first trick of their hand (at six players the
    # stock is small: nobody may ever hold more than six).
    assert all(n == 0 for n in seen.burned_after_trick)
    assert seen.burned or players == 6
    assert not seen.trouble, [t.message for t in seen.trouble]
    dialog.close()


def _to_the_naming(qtbot: QtBot, win: MainWindow, seed: int) -> None:
    """Start a match in which the human bids the most at once, and wait for their naming."""
    win.start_match(_setup(_rules(), seed))
    for _ in range(200):
        qtbot.waitUntil(lambda: _ready(win), timeout=15_000)
        if win.name_panel.isVisible():
            return
        if win.summary_dialog is not None:
            win.summary_dialog.accept()
        elif win.bid_panel.isVisible():
            _choose_bid(win, random.Random(0), pitch=1.0)
        else:
            win.controller.submit(min(legal_actions(win.controller.state)))  # type: ignore[arg-type]
    raise AssertionError("the human never named trump")


def test_the_naming_panel_offers_the_four_suits_and_a_click_names_one(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    _to_the_naming(qtbot, window, 3)
    panel = window.name_panel
    state = window.controller.state
    assert state is not None and state.phase is Phase.NAME and state.pitcher == HUMAN
    assert not window.bid_panel.isVisible()
    assert window.status.text() == "Name trump"
    assert set(panel.buttons) == {CLUBS, DIAMONDS, HEARTS, SPADES}
    names = {s: b.accessibleName() for s, b in panel.buttons.items()}
    assert names == {
        CLUBS: "Name clubs trump",
        DIAMONDS: "Name diamonds trump",
        HEARTS: "Name hearts trump",
        SPADES: "Name spades trump",
    }
    assert "♥" in panel.buttons[HEARTS].text() and "Hearts" in panel.buttons[HEARTS].text()
    # The suits in the ink of the cards: red for hearts and diamonds, black for the others.
    assert "#c8162a" in panel.buttons[HEARTS].styleSheet().lower()
    assert "#c8162a" not in panel.buttons[SPADES].styleSheet().lower()
    # The panel sits over the table, clear of every plate.
    g = panel.geometry()
    top_left = window.view.mapToScene(window.view.viewport().mapFrom(window.view, g.topLeft()))
    rect = QRectF(top_left.x(), top_left.y(), g.width(), g.height())
    assert not any(rect.intersects(p.sceneBoundingRect()) for p in window.scene.plates)
    # A card is no answer yet: nothing changes and the status line says why.
    click_card(window, next(iter(window.scene.hand_items.values())))
    assert window.controller.state is state
    assert "name trump" in window.status.text()
    # The hint outlines one suit, as the bid panel does for a bid.
    window.ask_hint()
    qtbot.waitUntil(lambda: window.last_hint is not None, timeout=30_000)
    hint = window.last_hint
    assert hint is not None and is_name(hint.action)
    hinted = [s for s, b in panel.buttons.items() if b.property("hinted")]
    assert hinted == [named_suit(hint.action)]
    assert window.status.text().startswith("Hint: name ")
    QTest.mouseClick(panel.buttons[HEARTS], Qt.MouseButton.LeftButton)
    after = window.controller.state
    assert after is not None and after.trump == HEARTS
    assert not panel.isVisible() and window.scene.trump_sign.suit == HEARTS


@pytest.mark.parametrize(
    ("keys", "suit"),
    [
        ([Qt.Key.Key_D], DIAMONDS),
        ([Qt.Key.Key_C], CLUBS),
        ([Qt.Key.Key_H], HEARTS),  # H is also the hint's shortcut: the panel's first
        ([Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return], CLUBS),
        ([Qt.Key.Key_Left, Qt.Key.Key_Return], DIAMONDS),
        ([Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Enter], SPADES),
    ],
    ids=[
        "letter-d",
        "letter-c",
        "letter-h",
        "right-right-return",
        "left-return",
        "right-left-enter",
    ],
)
def test_the_naming_panel_answers_the_keyboard(
    qtbot: QtBot, window: MainWindow, keys: list[Qt.Key], suit: int
) -> None:
    _to_the_naming(qtbot, window, 3)
    # The focus waits on the first suit (spades); keys go to the table or the button in focus.
    assert window.name_panel.focused_suit() == SUIT_BUTTON_ORDER[0]
    for i, key in enumerate(keys):
        target = window.view if i % 2 == 0 else window.name_panel.buttons[SPADES]
        QTest.keyClick(target, key)
    state = window.controller.state
    assert state is not None and state.trump == suit
    assert not window.name_panel.isVisible()


def _to_a_human_burn(qtbot: QtBot, win: MainWindow, seed: int) -> None:
    """The human pitches at the most, names the suit that keeps the most trumps, and plays
    the lowest card, hand after hand, until they must burn."""
    from pitch_desktop.ui.window.automation import stand_in_action

    turns: list[TurnStarted] = []
    win.controller.turn_started.connect(turns.append)
    win.start_match(_setup(_rules(), seed))
    for _ in range(600):
        qtbot.waitUntil(lambda: _ready(win), timeout=15_000)
        if win.summary_dialog is not None:
            win.summary_dialog.accept()
            continue
        state = win.controller.state
        assert state is not None
        if state.phase is Phase.BURN:
            return
        win.controller.submit(stand_in_action(turns[-1], pitch=True))
    raise AssertionError("the human never had to burn")


def test_the_human_burns_a_trump_by_clicking_it(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    _to_a_human_burn(qtbot, window, 3)
    state = window.controller.state
    assert state is not None and state.to_act == HUMAN
    assert window.status.text() == BURN_PROMPT
    legal = set(legal_actions(state))
    items = window.scene.hand_items
    assert len(items) > 6
    assert {c for c, i in items.items() if i.playable} == legal
    assert all(i.playable is False for c, i in items.items() if c not in legal)
    kept = [i for c, i in items.items() if c not in legal]
    if kept:  # a trump carrying a point may not be burned yet: nothing happens
        click_card(window, kept[0])
        assert window.controller.state is state and kept[0].card in window.scene.hand_items
    item = next(i for i in items.values() if i.playable)
    card = item.card
    click_card(window, item)
    after = window.controller.state
    assert after is not None and after.burned[HUMAN] >> card & 1  # type: ignore[operator]
    assert card not in window.scene.hand_items
    burned = window.scene.burned_items[HUMAN]
    assert [i.card for i in burned] == [card]
    assert not burned[0].face_down and burned[0].playable is None
    assert window.scene.plates[HUMAN].cards_left == len(window.scene.hand_items)


def test_burned_cards_show_beside_their_player_until_the_first_trick(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    """Hand after hand, the trumps burned lie face up by their plates at every turn of the
    human's before the first trick is won, and are gone after it."""
    seen = _play_match(qtbot, window, click_card, _setup(_rules(), 5), pitch=0.5, hands=4)
    assert seen.burned and seen.burned_seen
    assert seen.burned_after_trick and all(n == 0 for n in seen.burned_after_trick)


def test_an_out_players_plate_is_marked(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    seen = _watch(window)
    rng = random.Random(2)
    window.start_match(_setup(_rules(), 2))
    for _ in range(600):
        qtbot.waitUntil(lambda: _ready(window), timeout=15_000)
        if window.summary_dialog is not None:
            window.summary_dialog.accept()
            continue
        view = window.controller.viewer_view()
        assert view is not None
        out = [s for s in range(view.players) if view.phase is Phase.PLAY and view.is_out(s)]
        out = [s for s in out if not view.seats_in >> s & 1]
        if out and view.trick:
            break
        _human_turn(window, click_card, rng, seen, 0.3)
    else:
        raise AssertionError("no player was out while a trick was in play")
    plates = window.scene.plates
    for seat in range(view.players):
        marked = seat in out
        assert plates[seat].out == marked and (plates[seat].opacity() < 1) == marked
        assert plates[seat].out_label == "out"
    # The trick holds cards from the players still in only, none from those out.
    assert {s for s, _ in window.scene.trick_items} <= {
        s for s in range(view.players) if view.seats_in >> s & 1
    }


def test_the_history_replays_a_ten_point_hand(qtbot: QtBot) -> None:
    rules = _rules()
    store = HistoryStore(clock=Clock())
    match, _ = simulate_match(rules, [make_bot("greedy")] * rules.players, 6, 19)
    match_id = None
    for n in range(1, len(match.history) + 1):
        match_id = store.record_match(_setup(rules, 19), match.history[:n], match_id)
    store.close()
    recorder = HistoryRecorder()
    dialog = HistoryDialog(recorder)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert match_id is not None
    told = {"named": 0, "drawn": 0, "burned": 0}
    for number, hand in enumerate(match.history, start=1):
        assert dialog.select_hand(match_id, number)
        replay = dialog.replay
        assert replay.steps == len(hand.actions)
        while replay.step < replay.steps:  # every moment told and painted
            replay.forward()
            replay.grab()
            words = replay.caption.text()
            first = replay.replay_steps[replay.step].events[0]
            if isinstance(first, TrumpNamed):
                told["named"] += 1
                assert " trump" in words and ("You name" in words or " names " in words)
            elif isinstance(first, CardsDrawn):
                told["drawn"] += 1
                assert "throw" in words and "keep" in words
            elif isinstance(first, TrumpBurned):
                told["burned"] += 1
                assert "burn" in words
            elif isinstance(first, HandStarted):
                raise AssertionError("the deal is the first step only")
        state = replay.current_state()
        assert state is not None and state.score == hand.score
        # A trick at a time passes the draw in one step: from the naming to the first card.
        replay.go_to_start()
        replay.forward_trick()
        replay.forward_trick()
        state = replay.current_state()
        assert state is not None and (state.trump is not None or hand.thrown_in)
    assert told["named"] and told["drawn"] >= told["named"] * rules.players
    assert told["burned"]
    recorder.close()


def test_plates_note_each_draw_and_the_note_goes_with_the_first_card(
    qtbot: QtBot, window: MainWindow, click_card: ClickCard
) -> None:
    notes: list[tuple[int, str]] = []

    def on_drawn(ev: CardsDrawn) -> None:
        notes.append((ev.seat, window.scene.plates[ev.seat].bubble))
        assert window.scene.plates[ev.seat].cards_left == ev.view.cards_left[ev.seat]
        if ev.seat == HUMAN:
            assert set(window.scene.hand_items) == set(cards_of(ev.view.hand))
            trumps = ev.view.trumps
            assert trumps is not None and not ev.view.hand & ~trumps.mask

    window.controller.cards_drawn.connect(on_drawn)
    firsts: list[list[str]] = []

    def on_played(_ev: object) -> None:
        if len(window.controller.viewer_view().plays) == 1:  # type: ignore[union-attr]
            firsts.append([p.bubble for p in window.scene.plates])

    window.controller.card_played.connect(on_played)
    _play_match(qtbot, window, click_card, _setup(_rules(), 4), hands=2)
    assert notes and all(n.startswith("threw ") for _, n in notes)
    assert any(", took " in n for _, n in notes) and any(", drew " in n for _, n in notes)
    assert firsts and all(b == [""] * len(b) for b in firsts)


def test_the_window_tells_cards_from_bids_and_suits() -> None:
    """The actions offered as cards are never bids, suits to name or the forced draw."""
    legal = [0, 5, bid_action(0), bid_action(2), *(name_action(s) for s in range(4)), DRAW]
    assert card_actions(legal) == [0, 5]
    assert name_suits(legal) == [CLUBS, DIAMONDS, HEARTS, SPADES]


def test_the_review_of_your_play_words_naming_trump_and_burning(qtbot: QtBot) -> None:
    """A costly choice of trump or of a burn is told in its own words, not as a card played."""
    from pitch_desktop.ai.analysis import Decision
    from pitch_desktop.controller.analyst import HandAnalysis
    from pitch_desktop.ui.history.analysis import AnalysisList

    rules = _rules()
    match, _ = simulate_match(rules, [make_bot("greedy")] * rules.players, 6, 19)
    hand = next(h for h in match.history if h.burns)
    actions = hand.actions
    named = len(hand.bids)
    burn = named + 1 + hand.draws
    assert is_name(actions[named]) and actions[burn] == hand.burns[0]
    other = name_action((named_suit(actions[named]) + 1) % 4)
    assert hand.pitcher is not None
    decisions = (
        Decision(named, hand.pitcher, None, actions[named], other, 1.5, {}, "simulated"),
        Decision(burn, 0, None, actions[burn], actions[burn], 0.9, {}, "simulated", burn=True),
    )
    listing = AnalysisList(HandAnalysis(1, hand, hand.pitcher, decisions), None)
    qtbot.addWidget(listing)
    lines = [label.text() for label in listing.lines]
    assert lines[0].startswith("Naming trump: you named ") and "+1.5" in lines[0]
    assert lines[1].startswith("Burning: you burned the ")
