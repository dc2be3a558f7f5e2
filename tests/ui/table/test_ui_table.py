"""The table while a hand is played: the bids stay readable, the trick and its taker show, the
hand fits, and nothing covers what the player must see, at every table size and window size.

Geometry is measured from the items' rectangles in the scene; what the table shows (the winning
card, the tally, the bids) is checked against the engine's own state.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import (
    AuctionOver,
    CardPlayed,
    HandScored,
    HandStarted,
    TrickWon,
)
from pitch_desktop.controller.narration import bid_made
from pitch_desktop.engine.cards import (
    JACK,
    SUIT_MASKS,
    card,
    game_points,
    highest,
    lowest,
    suit_of,
)
from pitch_desktop.engine.deck import trumps_of
from pitch_desktop.engine.play import trick_winner_index
from pitch_desktop.engine.rules import PRESETS, SMUDGE_LEVEL, LowGoesTo, Rules
from pitch_desktop.engine.state import (
    HandState,
    Phase,
    apply,
    bid_action,
    deal,
    legal_actions,
    trick_history,
)
from pitch_desktop.engine.view import view_of
from pitch_desktop.match_setup import MatchSetup, SeatSetup, Speed
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.window.main_window import MainWindow

HUMAN_SEAT = 0  # the seat these tests give the person at the window

NAMES = ("You", "Benedetta", "Anna", "Carla", "David", "Emma", "Felix")
# Every table the rules allow: (players, teams).
TABLES = [(2, 0), (3, 0), (4, 0), (4, 2), (5, 0), (6, 0), (6, 2), (6, 3), (7, 0)]
SLIVER = 2.0  # pixels two rectangles may share at their edges (antialiasing, rounding)


def _setup(rules: Rules, seed: int = 1, first_dealer: int | None = None) -> MatchSetup:
    seats = tuple(
        (SeatSetup.local(NAMES[s]) if s == HUMAN_SEAT else SeatSetup.bot(NAMES[s], "greedy"))
        for s in range(rules.players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=seed, first_dealer=first_dealer)


def _rules(players: int, teams: int, preset: str = "setback") -> Rules:
    return PRESETS[preset].with_changes(players=players, teams=teams)


def _overlap(a: QRectF, b: QRectF) -> bool:
    """More than a sliver in common."""
    inter = a.intersected(b)
    return inter.width() > SLIVER and inter.height() > SLIVER


def _resize(qtbot: QtBot, win: MainWindow, size: tuple[int, int]) -> None:
    win.resize(*size)
    qtbot.waitUntil(lambda: (win.width(), win.height()) == size)
    qtbot.wait(1)  # the view's own resize event follows the window's


def _current_hand(win: MainWindow) -> HandState:
    match = win.controller.match
    assert match is not None
    hand = match.hand if match.hand is not None else match.history[-1]
    return hand


def _play_along(
    qtbot: QtBot,
    win: MainWindow,
    done: Callable[[], bool],
    seed: int = 5,
    hands: int = 1,
) -> None:
    """Act for the human (a random legal action) until ``done()`` or ``hands`` are scored."""
    rng = random.Random(seed)
    scored = 0
    for _ in range(400):
        qtbot.waitUntil(
            lambda: (
                done()
                or win.controller.is_waiting_for_human
                or win.summary_dialog is not None
                or win.game_over_dialog is not None
            ),
            timeout=10_000,
        )
        if done() or win.game_over_dialog is not None:
            return
        if win.summary_dialog is not None:
            scored += 1
            if scored >= hands:
                return
            win.summary_dialog.accept()
            continue
        win.controller.submit(rng.choice(_legal(win)))


def _legal(win: MainWindow) -> list[int]:
    state = win.controller.state
    assert state is not None
    return legal_actions(state)


# --- the auction stays readable -------------------------------------------------------------


def _auction(scene: TableScene, rules: Rules, dealer: int, levels: list[int]) -> HandState:
    """Deal and speak ``levels`` in turn through the scene, as the controller announces them."""
    state = deal(rules, dealer, random.Random(7))
    scene.start_match(_setup(rules, first_dealer=dealer))
    scene.start_hand(HandStarted(hand_number=1, dealer=dealer, view=view_of(state, HUMAN_SEAT)))
    for level in levels:
        before = state
        state = apply(state, bid_action(level))
        view = view_of(state, HUMAN_SEAT)
        scene.bid(bid_made(view_of(before, HUMAN_SEAT), view, bid_action(level)))
    assert state.phase is not Phase.BID, "the auction should be over"
    scene.auction_over(
        AuctionOver(pitcher=state.pitcher, bid=state.high_bid, view=view_of(state, HUMAN_SEAT))
    )
    return state


def test_ui_bid_history_in_order_with_a_steal(window: MainWindow) -> None:
    rules = _rules(4, 2)  # setback: the dealer may take the bid by matching it
    _auction(window.scene, rules, dealer=3, levels=[2, 0, 0, 2])
    assert window.scene.bid_history_lines() == [
        ("You", "2"),
        ("Benedetta", "pass"),
        ("Anna", "pass"),
        ("Carla", "takes it at 2"),
    ]
    assert window.scene.trump_sign.detail == "Carla takes it at 2"
    history = window.scene.panels.history
    assert [line.left for line in history.lines] == ["You", "Benedetta", "Anna", "Carla"]
    assert history.lines[-1].bold and not history.lines[0].bold  # the pitcher's line stands out


def test_ui_bid_history_the_human_steals(window: MainWindow) -> None:
    rules = _rules(4, 2)
    _auction(window.scene, rules, dealer=0, levels=[3, 0, 0, 3])
    assert window.scene.bid_history_lines()[-1] == ("You", "take it at 3")
    assert window.scene.trump_sign.detail == "You take it at 3"


def test_ui_bid_history_stuck_dealer(window: MainWindow) -> None:
    rules = _rules(4, 2)
    _auction(window.scene, rules, dealer=2, levels=[0, 0, 0, 2])
    assert window.scene.bid_history_lines() == [
        ("Carla", "pass"),
        ("You", "pass"),
        ("Benedetta", "pass"),
        ("Anna", "stuck, bids 2"),
    ]
    assert "stuck" in window.scene.trump_sign.detail


def test_ui_bid_history_thrown_in(window: MainWindow) -> None:
    rules = _rules(4, 0, "auction-pitch").with_changes(all_pass="redeal")
    _auction(window.scene, rules, dealer=1, levels=[0, 0, 0, 0])
    history = window.scene.panels.history
    assert [line.left for line in history.lines][:4] == ["Anna", "Carla", "You", "Benedetta"]
    assert history.lines[-1].cells == ("thrown in",)
    assert window.scene.trump_sign.detail == "Thrown in"


def test_ui_bid_history_survives_a_resume(window: MainWindow) -> None:
    """A hand resumed mid-play is retold from its view: the same bids, steal and all."""
    rules = _rules(4, 2)
    state = _auction(window.scene, rules, dealer=3, levels=[2, 0, 0, 2])
    told = window.scene.bid_history_lines()
    window.scene.start_hand(HandStarted(hand_number=1, dealer=3, view=view_of(state, HUMAN_SEAT)))
    assert window.scene.bid_history_lines() == told
    assert window.scene.trump_sign.detail == "Carla takes it at 2"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_ui_smudge_fits_wherever_a_bid_is_shown(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    _resize(qtbot, window, size)
    scene = window.scene
    for players in range(2, 8):
        rules = _rules(players, 0)
        dealer = HUMAN_SEAT  # Benedetta (seat 1) speaks first and smudges; the rest pass
        levels = [SMUDGE_LEVEL] + [0] * (players - 1)
        state = deal(rules, dealer, random.Random(3))
        scene.start_match(_setup(rules, first_dealer=dealer))
        scene.start_hand(HandStarted(1, dealer, view_of(state, HUMAN_SEAT)))
        for level in levels:
            if state.phase is not Phase.BID:
                break
            before = state
            state = apply(state, bid_action(level))
            scene.bid(
                bid_made(view_of(before, HUMAN_SEAT), view_of(state, HUMAN_SEAT), bid_action(level))
            )
            plate = scene.plates[before.to_act]
            assert plate.elided_texts() == [], (players, plate.bubble)
        smudger = scene.plates[1]
        assert smudger.bubble == "Smudge"
        assert smudger.boundingRect().contains(smudger._bubble_rect())
        scene.auction_over(AuctionOver(state.pitcher, state.high_bid, view_of(state, HUMAN_SEAT)))
        assert state.pitcher == 1
        assert "Smudge" in smudger.badge and smudger.elided_texts() == [], players
        assert scene.trump_sign.detail_fits(), (players, scene.trump_sign.detail)
        history = scene.panels.history
        assert ("smudge",) in [line.cells for line in history.lines]


# --- the trick --------------------------------------------------------------------------------

TRICK_SIZES = [(800, 600), (1280, 800)]


@pytest.mark.parametrize(("players", "teams"), [(6, 0), (6, 2), (6, 3), (7, 0)])
@pytest.mark.parametrize("size", TRICK_SIZES)
def test_ui_trick_cards_never_cover_one_another(
    qtbot: QtBot, window: MainWindow, players: int, teams: int, size: tuple[int, int]
) -> None:
    _resize(qtbot, window, size)
    full_tricks: list[list[QRectF]] = []

    def on_card(_ev: CardPlayed) -> None:
        items = window.scene.trick_items
        if len(items) == players:
            full_tricks.append([item.sceneBoundingRect() for _, item in items])

    window.controller.card_played.connect(on_card)
    window.start_match(_setup(_rules(players, teams), seed=players + teams))
    _play_along(qtbot, window, lambda: len(full_tricks) >= 2)
    assert full_tricks
    plates = [p.mapRectToScene(p.plate_rect()) for p in window.scene.plates]
    for rects in full_tricks:
        for a, b in itertools.combinations(rects, 2):
            assert not _overlap(a, b), (a, b)
        for r, p in itertools.product(rects, plates):
            assert not r.intersects(p), (r, p)


@pytest.mark.parametrize(("players", "teams"), [(4, 2), (6, 2), (6, 3), (7, 0)])
@pytest.mark.parametrize("size", TRICK_SIZES)
def test_ui_review_banner_covers_no_card(
    qtbot: QtBot, window: MainWindow, players: int, teams: int, size: tuple[int, int]
) -> None:
    _resize(qtbot, window, size)
    window.start_match(_setup(_rules(players, teams), seed=11))
    _play_along(
        qtbot,
        window,
        lambda: (
            window.controller.is_waiting_for_human
            and len(window.scene.review.finished_tricks) >= 2
            and bool(window.scene.trick_items)
        ),
    )
    window.show_last_trick()
    banner = window.scene.review.review_banner
    assert banner is not None and banner.isVisible()
    rect = banner.sceneBoundingRect()
    cards = window.scene.room.card_rects()
    assert len(cards) > players  # the hand, the trick in progress and the trick shown again
    for card_rect in cards:
        assert not rect.intersects(card_rect), (rect, card_rect)
    assert QRectF(window.scene.sceneRect()).contains(rect)


def test_ui_resting_trick_names_its_taker_and_covers_no_card(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At a pace with a rest, the finished trick stays, its taker named once its last card has
    landed, until it is gathered; the caption never lies over a card."""
    window.scene.set_speed(Speed.NORMAL)  # the table rests; the controller stays instant
    won: list[int] = []
    seen: list[tuple[str, bool, int]] = []

    def on_won(ev: TrickWon) -> None:
        marked = [i for i in window.scene.resting_items if i.winning == "won"]
        assert len(marked) == 1 and marked[0].card == ev.cards[(ev.winner - ev.leader) % 7]
        won.append(ev.winner)

    def caption_seen() -> bool:
        """Each trick's caption, looked at the first time it shows."""
        caption = window.scene.caption
        if caption.isVisible() and len(seen) < len(won):
            clear = all(
                not caption.sceneBoundingRect().intersects(r)
                for r in window.scene.room.card_rects()
            )
            seen.append((caption.text, clear, won[len(seen)]))
        return len(seen) >= 3

    window.controller.trick_won.connect(on_won)
    window.start_match(_setup(_rules(7, 0), seed=4))
    _play_along(qtbot, window, caption_seen)
    for text, clear, winner in seen:
        name = "You take the trick" if winner == HUMAN_SEAT else f"{NAMES[winner]} takes"
        assert text.startswith(name), text
        assert clear


def test_ui_click_hurries_a_resting_trick(qtbot: QtBot, window: MainWindow) -> None:
    window.scene.set_speed(Speed.SLOW)
    hurried: list[bool] = []

    def on_won(_ev: TrickWon) -> None:
        if hurried:
            return
        window.controller.stop()  # the table alone now: nothing but the click moves it
        assert window.scene.resting_items  # its caption waits for the last card to land
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(3, 3))
        hurried.append(not window.scene.resting_items and not window.scene.caption.isVisible())

    window.controller.trick_won.connect(on_won)
    window.start_match(_setup(_rules(4, 2), seed=8))
    _play_along(qtbot, window, lambda: bool(hurried))
    assert hurried == [True]
    qtbot.wait(Speed.SLOW.animation_ms)
    assert not window.scene.caption.isVisible()  # gathered early, its caption never comes


def test_ui_winning_card_is_marked_as_the_engine_says(qtbot: QtBot, window: MainWindow) -> None:
    checked: list[bool] = []

    def on_card(ev: CardPlayed) -> None:
        hand = _current_hand(window)
        cards = hand.trick or hand.last_trick
        leader = hand.leader if hand.trick else hand.last_leader
        assert leader is not None and hand.trump is not None
        index = trick_winner_index(cards, trumps_of(hand.rules, hand.trump))
        expected = cards[index]
        assert ev.winning_seat == (leader + index) % hand.players
        item = window.scene.trick.winning_item
        assert item is not None and item.card == expected
        marked = [i for _, i in window.scene.trick_items if i.winning]
        assert len(marked) == 1
        checked.append(True)

    window.controller.card_played.connect(on_card)
    window.start_match(_setup(_rules(5, 0), seed=21))
    _play_along(qtbot, window, lambda: False, hands=2)
    assert len(checked) >= 30


def test_ui_review_steps_back_through_the_tricks(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(_setup(_rules(4, 2), seed=2))
    _play_along(
        qtbot,
        window,
        lambda: (
            window.controller.is_waiting_for_human and len(window.scene.review.finished_tricks) >= 3
        ),
    )
    hand = _current_hand(window)
    done = [t for t in trick_history(hand) if t[2] is not None]
    total = len(done)
    assert total >= 3
    for step in range(total):
        QTest.keyClick(window, Qt.Key.Key_L)
        index = total - 1 - step
        assert window.scene.review.review_index == index
        _leader, cards, winner = done[index]
        assert winner is not None
        assert window.scene.review.review_cards == list(cards)
        who = "you" if winner == HUMAN_SEAT else NAMES[winner]
        assert window.scene.review.review_caption == f"Trick {index + 1} of {total}: {who} took it"
    QTest.keyClick(window, Qt.Key.Key_L)  # past the first trick: the review ends
    assert not window.scene.reviewing
    QTest.keyClick(window, Qt.Key.Key_L)
    assert window.scene.review.review_index == total - 1
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not window.scene.reviewing


# --- the tally --------------------------------------------------------------------------------


def _expected_tally(hand: HandState) -> list[tuple[int, tuple[str, ...], int]]:
    """Per side, from the engine's state alone: tricks, points held so far, card points."""
    rules = hand.rules
    side_of = rules.side_of_seat
    sides = rules.sides
    tricks = [0] * sides
    piles = [0] * sides
    for seat in range(rules.players):
        tricks[side_of[seat]] += hand.tricks[seat]
        piles[side_of[seat]] |= hand.captured[seat]
    held: list[list[str]] = [[] for _ in range(sides)]
    history = trick_history(hand)
    played = [
        (leader + i) % rules.players for leader, cards, _ in history for i in range(len(cards))
    ]
    cards = [c for _, cs, _ in history for c in cs]
    assert hand.trump is not None
    trumps = [c for c in cards if suit_of(c) == hand.trump]
    if trumps:
        played_mask = 0
        for c in trumps:
            played_mask |= 1 << c
        high = highest(played_mask & SUIT_MASKS[hand.trump])
        held[side_of[played[cards.index(high)]]].append("high")
        low = lowest(played_mask & SUIT_MASKS[hand.trump])
        if rules.low_goes_to is LowGoesTo.HOLDER:
            held[side_of[played[cards.index(low)]]].append("low")
        else:
            for side, pile in enumerate(piles):
                if pile >> low & 1:
                    held[side].append("low")
        jack = card(JACK, hand.trump)
        for side, pile in enumerate(piles):
            if pile >> jack & 1:
                held[side].append("jack")
    points = [game_points(p) for p in piles]
    best = max(points)
    if points.count(best) == 1:
        held[points.index(best)].append("game")
    return [
        (tricks[s], tuple(n for n in rules.points if n in held[s]), points[s]) for s in range(sides)
    ]


@pytest.mark.parametrize(("players", "teams", "preset"), [(4, 2, "setback"), (5, 0, "classic")])
def test_ui_tally_follows_the_engine(
    qtbot: QtBot, window: MainWindow, players: int, teams: int, preset: str
) -> None:
    checked: list[int] = []
    final: list[bool] = []

    def on_won(_ev: TrickWon) -> None:
        hand = _current_hand(window)
        shown = [(t, p, g) for _, t, p, g in window.scene.tally_rows()]
        assert shown == _expected_tally(hand)
        checked.append(1)

    def on_scored(ev: HandScored) -> None:
        if ev.score is None:
            return
        shown = window.scene.tally_rows()
        for side, (_name, tricks, points, game) in enumerate(shown):
            assert tricks == ev.score.tricks[side]
            assert game == ev.score.game_points[side]
            assert points == tuple(a.name for a in ev.score.awards if a.side == side)
        final.append(True)

    window.controller.trick_won.connect(on_won)
    window.controller.hand_scored.connect(on_scored)
    window.start_match(_setup(_rules(players, teams, preset), seed=31))
    _play_along(qtbot, window, lambda: len(final) >= 2, hands=6)
    assert len(final) >= 2 and len(checked) >= 12
    tally = window.scene.panels.tally
    assert (
        tally.isVisible()
        and len(tally.lines)
        == len(window.scene.tally_rows())
        == PRESETS[preset].with_changes(players=players, teams=teams).sides
    )


# --- the human's hand and the other seats -------------------------------------------------------


@pytest.mark.parametrize(("players", "teams"), [(2, 0), (4, 2), (4, 0)])
def test_ui_six_cards_side_by_side_at_1280x800(
    qtbot: QtBot, window: MainWindow, players: int, teams: int
) -> None:
    _resize(qtbot, window, (1280, 800))
    window.start_match(_setup(_rules(players, teams), seed=3))
    qtbot.waitUntil(lambda: len(window.scene.hand_items) == 6, timeout=5000)
    rects = [i.mapRectToScene(i.card_rect()) for i in window.scene.hand_items.values()]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    view_rect = QRectF(window.view.viewport().rect())
    assert all(view_rect.contains(r) for r in rects)


def test_ui_hand_in_line_after_a_start(qtbot: QtBot, window: MainWindow) -> None:
    """A resize while the cards fly in (the score pad taking its width) must not leave the
    hand placed for the old width once the flights end."""
    window.set_speed(Speed.SLOW, save=False)
    resized: list[int] = []

    def on_dealt(_ev: HandStarted) -> None:
        if not resized:  # while the packets still wait for their turn to fly
            assert any(i.is_moving for i in window.scene.hand_items.values())
            window.resize(1000, 760)
            resized.append(window.view.viewport().width())

    window.controller.hand_started.connect(on_dealt)
    window.start_match(_setup(_rules(4, 2), seed=3))
    qtbot.waitUntil(lambda: bool(resized), timeout=5000)
    assert resized[0] < 1000
    # Every flight of the deal has had its turn (the last packet leaves under a second in).
    qtbot.wait(1500)
    qtbot.waitUntil(
        lambda: not any(i.is_moving for i in window.scene.hand_items.values()), timeout=10_000
    )
    lay = window.scene.layout
    items = sorted(window.scene.hand_items.values(), key=lambda i: i.x())
    xs = [i.x() for i in items]
    assert all(abs(i.y() - lay.hand_y) < 0.5 for i in items)
    assert abs((xs[0] + xs[-1]) / 2 - lay.width / 2) < 0.5, (xs, lay.width)
    steps = {round(b - a, 3) for a, b in itertools.pairwise(xs)}
    assert len(steps) == 1


@pytest.mark.parametrize("players", [3, 7])
def test_ui_other_seats_show_their_cards_as_backs(
    qtbot: QtBot, window: MainWindow, players: int
) -> None:
    window.start_match(_setup(_rules(players, 0), seed=3))
    qtbot.waitUntil(lambda: len(window.scene.hand_items) == 6, timeout=5000)
    for seat, plate in enumerate(window.scene.plates):
        fan = plate.fan_rect()
        assert plate.show_fan == (seat != HUMAN_SEAT)
        assert fan.isEmpty() == (seat == HUMAN_SEAT)
        if seat != HUMAN_SEAT:
            assert len(plate._fan_cards()) == plate.cards_left == 6


# --- the bid panel ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_ui_bid_panel_covers_no_plate(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    """Every seat has spoken (a bubble each), the panel offers everything: it must still leave
    every plate, bubble and fan of backs in sight."""
    _resize(qtbot, window, size)
    scene = window.scene
    for players, teams in TABLES:
        rules = _rules(players, teams)
        dealer = 0
        state = deal(rules, dealer, random.Random(players))
        window.bid_panel.set_rules(rules)
        scene.start_match(_setup(rules, first_dealer=dealer))
        scene.start_hand(HandStarted(1, dealer, view_of(state, HUMAN_SEAT)))
        for seat in range(1, players):
            before = state
            action = bid_action(SMUDGE_LEVEL if seat == 1 else 0)
            state = apply(state, action)
            scene.bid(bid_made(view_of(before, HUMAN_SEAT), view_of(state, HUMAN_SEAT), action))
        # The dealer (the human) to speak, with every button the rules know.
        levels = {0, *range(rules.min_bid, rules.max_bid + 1), SMUDGE_LEVEL}
        window.bid_panel.offer(levels, SMUDGE_LEVEL, "Your bid", "High bid: Smudge by Benedetta")
        window.view.place_bid_panel()
        panel = window.view.bid_panel_scene_rect()
        assert QRectF(scene.sceneRect()).contains(panel), (players, teams, panel)
        for seat, plate in enumerate(scene.plates):
            assert not panel.intersects(plate.sceneBoundingRect()), (players, teams, seat)
        window.bid_panel.hide()


def test_ui_resumed_hand_shows_its_trick_in_progress(window: MainWindow) -> None:
    """A hand resumed (or taken back) in the middle of a trick is set as its view stands."""
    rules = _rules(5, 0)
    state = _auction(window.scene, rules, dealer=4, levels=[2, 0, 0, 0, 0])
    while len(state.plays) < rules.players + 2:  # one trick done, two cards of the next
        state = apply(state, legal_actions(state)[-1])
    window.scene.start_hand(HandStarted(1, 4, view_of(state, HUMAN_SEAT)))
    shown = [(seat, item.card) for seat, item in window.scene.trick_items]
    assert shown == [(state.trick_seat(i), c) for i, c in enumerate(state.trick)]
    assert state.trump is not None
    index = trick_winner_index(state.trick, trumps_of(state.rules, state.trump))
    winning = window.scene.trick.winning_item
    assert winning is not None and winning.card == state.trick[index]
    assert len(window.scene.review.finished_tricks) == 1
    assert window.scene.bid_history_lines()[0] == ("You", "2")
    assert set(window.scene.hand_items) == {
        c for c in range(52) if state.hands[HUMAN_SEAT] >> c & 1
    }


def test_ui_focus_stays_on_a_card_in_hand_after_enter(qtbot: QtBot, window: MainWindow) -> None:
    """Played with Enter, the next turn's focus ring waits on a card still in hand; it never
    follows the played card into the trick."""
    from PySide6.QtCore import Qt as _Qt
    from PySide6.QtTest import QTest

    from pitch_desktop.engine.rules import PRESETS as _PRESETS
    from pitch_desktop.match_setup import MatchSetup as _Setup
    from pitch_desktop.match_setup import SeatSetup as _Seat
    from pitch_desktop.match_setup import Speed as _Speed

    rules = _PRESETS["setback"]
    seats = (_Seat.local("You"), *(_Seat.bot(n, "standard") for n in ("B", "C", "D")))
    window.start_match(_Setup(rules, seats, _Speed.INSTANT, seed=11))
    c = window.controller

    def card_turn() -> bool:
        s = c.state
        if c.is_waiting_for_human and s is not None and s.pitcher is None:
            from pitch_desktop.engine.state import legal_actions as _legal

            c.submit(_legal(s)[0])  # pass or the least bid
        return bool(c.is_waiting_for_human and s is not None and s.pitcher is not None)

    qtbot.waitUntil(card_turn, timeout=20000)
    window.view.setFocus()
    QTest.keyClick(window.view, _Qt.Key.Key_Right)
    played = window.scene.focused_card()
    assert played is not None
    QTest.keyClick(window.view, _Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: played not in window.scene.hand_items, timeout=5000)
    trick_cards = [item for _, item in window.scene.trick_items]
    assert all(not getattr(item, "focused", False) for item in trick_cards)
    qtbot.waitUntil(lambda: c.is_waiting_for_human or c.state is None, timeout=20000)
    if c.is_waiting_for_human and window.scene.hand_items:
        focused = window.scene.focused_card()
        assert focused is not None and focused in window.scene.hand_items


def test_ui_tally_tells_a_point_won_from_a_point_leading_so_far(qtbot: QtBot) -> None:
    """After the first trick (the ace, the 2, the king and the 8 of hearts) High and Low are
    the pitcher's side's for good, while its lead in Game's card points could still be caught:
    won points are lit, Game only outlined as leading."""
    from pitch_desktop.engine.cards import mask_of, parse_card
    from pitch_desktop.engine.state import PASS, new_hand
    from pitch_desktop.ui.history.replay import HandReplay, ReplayedHand
    from pitch_desktop.ui.table.corner_panel import Light
    from tests.ai.test_ai_analysis import HANDS, _finish

    rules = PRESETS["setback"]
    state = new_hand(rules, 3, tuple(mask_of(parse_card(c) for c in h.split()) for h in HANDS))
    first_trick = (parse_card(c) for c in ("AH", "2H", "KH", "8H"))
    for action in (bid_action(2), PASS, PASS, PASS, *first_trick):
        state = apply(state, action)
    hand = _finish(state)
    replay = HandReplay()
    qtbot.addWidget(replay)
    replay.load(ReplayedHand(hand, _setup(rules), HUMAN_SEAT, 1, "Hand 1"))
    steps = replay.replay_steps
    after_trick = next(i for i, s in enumerate(steps) if len(s.hand.plays) == 4)
    replay.go_to(after_trick)
    lights = replay.scene.panels.tally_lights()
    assert lights[0] == {"high": Light.WON, "low": Light.WON, "game": Light.LEADING}
    assert lights[1] == {}
    tally = replay.scene.panels.tally
    letters = tally.lines[0].lit[1:-1]  # between the tricks and the card points
    assert letters == (Light.WON, Light.WON, Light.OFF, Light.LEADING)
    replay.go_to_end()
    final = replay.scene.panels.tally_lights()
    assert all(light is Light.WON for side in final for light in side.values())


def test_ui_bid_panel_shows_no_focus_ring_until_the_keyboard_is_used(
    qtbot: QtBot, window: MainWindow
) -> None:
    """At a new hand the first bid has the keyboard focus (the keys work at once) but looks
    like every other button: a gold ring there would read as a hint. A key shows the ring,
    a click hides it again."""
    window.start_match(_setup(_rules(4, 2), seed=3))
    panel = window.bid_panel
    qtbot.waitUntil(panel.isVisible, timeout=15000)
    first = next(b for b in panel.buttons.values() if b.isEnabled())
    qtbot.waitUntil(first.hasFocus, timeout=3000)

    def look() -> QImage:
        return first.grab().toImage()

    focused = look()
    window.view.setFocus()
    qtbot.waitUntil(lambda: not first.hasFocus(), timeout=3000)
    assert look() == focused  # no ring: in focus or not, the button looks the same
    first.setFocus()
    qtbot.waitUntil(first.hasFocus, timeout=3000)
    QTest.keyClick(first, Qt.Key.Key_Shift)  # a modifier alone navigates nothing
    assert look() == focused
    QTest.keyClick(first, Qt.Key.Key_Right)  # the arrows go along the buttons
    ringed = panel.focusWidget()
    assert ringed is not None and ringed.hasFocus() and panel.ring.shown
    assert ringed.grab().toImage() != _unfocused(qtbot, window, ringed)
    QTest.mouseClick(ringed, Qt.MouseButton.LeftButton)
    assert not panel.ring.shown


def _unfocused(qtbot: QtBot, window: MainWindow, widget: QWidget) -> QImage:
    window.view.setFocus()
    qtbot.waitUntil(lambda: not widget.hasFocus(), timeout=3000)
    image = widget.grab().toImage()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=3000)
    return image


def test_ui_a_click_on_the_tricks_panel_shows_the_last_trick(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The last trick again with one click on the table itself: the panel of tricks taken."""
    window.start_match(_setup(_rules(4, 2), seed=2))
    _play_along(
        qtbot,
        window,
        lambda: (
            window.controller.is_waiting_for_human and len(window.scene.review.finished_tricks) >= 2
        ),
    )
    tally = window.scene.panels.tally
    assert tally.isVisible() and "last trick" in tally.toolTip()
    at = window.view.mapFromScene(tally.sceneBoundingRect().center())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    total = len(window.scene.review.finished_tricks)
    assert window.scene.review.review_index == total - 1
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert not window.scene.reviewing  # a click anywhere puts it away
