"""The score pad at 1280x800 with every number of sides: every name, hand line and total read
whole, no scrolling for ten hands and more, the width kept, and folding on a narrow window.

"Read whole" is measured as Qt lays the pad out: each line of a text's advance in its own font
against the room the style gives it in its column (``cell_text_room``, ``header_text_room``).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from PySide6.QtWidgets import (
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
)
from pytestqt.qtbot import QtBot

from pitch_desktop.controller.events import HandScored
from pitch_desktop.engine.rules import PRESETS, SMUDGE_LEVEL, Rules
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.engine.state import deal, legal_actions
from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.common.sides import side_names
from pitch_desktop.ui.window.main_window import MainWindow
from pitch_desktop.ui.window.pad_folding import FOLD_BELOW
from pitch_desktop.ui.window.pad_width import KEY_PAD_WIDTH, MAX_PAD_WIDTH, read_pad_width
from pitch_desktop.ui.window.score_pad import ScorePad
from pitch_desktop.ui.window.text_room import cell_text_room, header_text_room
from tests.hand_scores import scripted_score
from tests.ui.windows import open_window

HUMAN_SEAT = 0  # the seat these tests give the person at the window

NAMES = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")
LONG_NAMES = tuple(f"{n}-Maximiliana Long" for n in NAMES)


def _setup(rules: Rules, names: tuple[str, ...] = NAMES) -> MatchSetup:
    seats = tuple(
        (SeatSetup.local(names[s]) if s == HUMAN_SEAT else SeatSetup.bot(names[s], "greedy"))
        for s in range(rules.players)
    )
    return MatchSetup(rules=rules, seats=seats, seed=3)


_score = scripted_score


def _worst_hands(rules: Rules, count: int, start: int = -40) -> list[HandScored]:
    """Hands with the widest lines a pad can get: all four letters with +4, three letters with
    a smudge set back (bold), a thrown-in hand, and totals from ``start`` (far below zero by
    default: three characters and a minus)."""
    hand = deal(rules, 0, random.Random(1))
    totals = [start + 3 * s for s in range(rules.sides)]
    out = []
    for i in range(count):
        side = i % rules.sides
        other = (side + 1) % rules.sides
        score: HandScore | None
        if i == 5:
            score = None
        elif i % 2:
            bid = SMUDGE_LEVEL if rules.smudge else rules.max_bid
            score = _score(rules, side, bid, (side, side, side, other))
        else:
            score = _score(rules, side, rules.max_bid, (side, side, side, side))
        if score is not None:
            totals = [t + h for t, h in zip(totals, score.hand_score, strict=True)]
        out.append(HandScored(hand=hand, score=score, scores_after=tuple(totals), winner=None))
    return out


def _settle(qtbot: QtBot) -> None:
    """Let the pad's layout and scroll bars catch up (posted layout events, not a delay)."""
    QCoreApplication.processEvents()
    qtbot.wait(1)
    QCoreApplication.processEvents()


def _drawn_room(table: QTableWidget, item: QTableWidgetItem) -> float:
    """The width the table gives the item's text when it paints it: the item's text rectangle
    as the style lays it out, less the margins the style draws text within."""
    option = QStyleOptionViewItem()
    option.initFrom(table)
    delegate = table.itemDelegate()
    assert isinstance(delegate, QStyledItemDelegate)
    delegate.initStyleOption(option, table.indexFromItem(item))
    option.rect = table.visualItemRect(item)
    style = table.style()
    text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, table)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    return text.width() - 2 * margin


def _fits(text: str, font: QFont, room: float) -> bool:
    metrics = QFontMetricsF(font)  # the exact width: a view elides a text a fraction too wide
    return all(metrics.horizontalAdvance(line) <= room for line in text.split("\n"))


def _assert_readable(pad: ScorePad, setup: MatchSetup) -> None:
    table, footer = pad.table, pad.footer
    header = table.horizontalHeader()
    sides = setup.rules.sides
    assert table.columnCount() == footer.columnCount() == sides
    # The columns fill the pad, none scrolled away.
    assert sum(header.sectionSize(i) for i in range(sides)) <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    for side in range(sides):
        item = table.horizontalHeaderItem(side)
        assert item is not None
        text = item.text()
        # Each name in the type the pad gave it: bold, a step smaller where that writes it whole.
        font = item.font()
        assert font.bold() and font.pointSizeF() >= 0.79 * header.font().pointSizeF()
        line = QFontMetrics(font).lineSpacing()
        assert _fits(text, font, header_text_room(header, side)), (side, text)
        assert (text.count("\n") + 1) * line <= header.height(), (side, text)
        assert item.toolTip() == side_names(setup)[side]
        for label, grid in (("total", footer.item(0, side)), ("to go", footer.item(1, side))):
            assert grid is not None and grid.text(), (label, side)
            rect = footer.visualItemRect(grid)
            assert _fits(grid.text(), grid.font(), _drawn_room(footer, grid)), (
                label,
                side,
                grid.text(),
            )
            lines = grid.text().count("\n") + 1
            assert lines * QFontMetrics(grid.font()).lineSpacing() <= rect.height(), label
    totals = [footer.item(0, s) for s in range(sides)]
    assert [int(t.text().replace("\u2212", "-")) for t in totals if t is not None] == pad.totals()
    for row in range(table.rowCount()):
        for side in range(sides):
            cell = table.item(row, side)
            if cell is None:  # inside a thrown-in hand's span
                continue
            rect = table.visualItemRect(cell)
            assert _fits(cell.text(), cell.font(), _drawn_room(table, cell)), (
                row,
                side,
                cell.text(),
            )
            lines = cell.text().count("\n") + 1
            assert lines * QFontMetrics(cell.font()).lineSpacing() <= rect.height()


LAYOUTS = [
    pytest.param(PRESETS["auction-pitch"].with_changes(players=7), id="7-cutthroat"),
    pytest.param(PRESETS["setback"].with_changes(players=6, teams=3), id="6-three-teams"),
    pytest.param(PRESETS["setback"].with_changes(players=6, teams=2), id="6-two-teams"),
    pytest.param(PRESETS["auction-pitch"].with_changes(players=5), id="5-cutthroat"),
    pytest.param(PRESETS["setback"], id="4-two-teams"),
    pytest.param(PRESETS["classic"].with_changes(players=2), id="2-cutthroat"),
]


@pytest.mark.parametrize("start", [-40, 0], ids=["far-below", "near-the-target"])
@pytest.mark.parametrize("rules", LAYOUTS)
def test_ui_pad_reads_whole_at_1280x800(
    qtbot: QtBot, window: MainWindow, rules: Rules, start: int
) -> None:
    assert window.size().width() == 1280 and window.size().height() == 800
    pad = window.score_pad
    setup = _setup(rules)
    pad.start_match(setup)
    window.resizeDocks([pad], [pad.preferred_width()], Qt.Orientation.Horizontal)
    for ev in _worst_hands(rules, 12, start):
        pad.add_hand(ev)
    _settle(qtbot)
    assert pad.isVisible() and pad.hands == 12
    assert window.rect().contains(pad.geometry())
    _assert_readable(pad, setup)
    # Twelve hands need no scrolling: the whole pad is in view.
    assert not pad.table.verticalScrollBar().isVisible()
    rows = sum(pad.table.rowHeight(r) for r in range(pad.table.rowCount()))
    assert rows <= pad.table.viewport().height()
    # The default names are written whole: a partner per line at most, never cut short.
    for side, name in enumerate(side_names(setup)):
        item = pad.table.horizontalHeaderItem(side)
        assert item is not None
        assert " ".join(item.text().split()) == name


def test_ui_pad_reads_whole_a_step_from_the_target(qtbot: QtBot, window: MainWindow) -> None:
    """Seven sides each a few points short: "7 to go" is as wide as a column's room, give or
    take a fraction of a pixel, and must still be written whole."""
    rules = PRESETS["auction-pitch"].with_changes(players=7)
    setup = _setup(rules)
    pad = window.score_pad
    pad.start_match(setup)
    window.resizeDocks([pad], [pad.preferred_width()], Qt.Orientation.Horizontal)
    hand = deal(rules, 0, random.Random(1))
    score = _score(rules, 0, 1, (0, 1, 2, 3))
    pad.add_hand(
        HandScored(hand=hand, score=score, scores_after=(1, 1, 1, 1, 0, 0, 0), winner=None)
    )
    for width in range(pad.minimumWidth(), MAX_PAD_WIDTH + 1, 7):
        window.resizeDocks([pad], [width], Qt.Orientation.Horizontal)
        _settle(qtbot)
        _assert_readable(pad, setup)


@pytest.mark.parametrize("rules", LAYOUTS)
def test_ui_pad_writes_the_default_names_whole_at_its_narrowest(
    qtbot: QtBot, window: MainWindow, rules: Rules
) -> None:
    """Seven players with the default names on a pad at its least width: "David" and "Emma"
    are written whole (a step smaller if need be), never cut to "Davi" and "Emm"."""
    setup = _setup(rules)
    pad = window.score_pad
    pad.start_match(setup)
    for ev in _worst_hands(rules, 4):
        pad.add_hand(ev)
    for width in (pad.minimumWidth(), pad.preferred_width()):
        window.resizeDocks([pad], [width], Qt.Orientation.Horizontal)
        _settle(qtbot)
        _assert_readable(pad, setup)
        for side, name in enumerate(side_names(setup)):
            item = pad.table.horizontalHeaderItem(side)
            assert item is not None
            assert " ".join(item.text().split()) == name, (width, item.text())


def test_ui_pad_cuts_long_names_and_keeps_them_in_tooltips(
    qtbot: QtBot, window: MainWindow
) -> None:
    rules = PRESETS["auction-pitch"].with_changes(players=7)
    setup = _setup(rules, LONG_NAMES)
    pad = window.score_pad
    pad.start_match(setup)
    for ev in _worst_hands(rules, 4):
        pad.add_hand(ev)
    _settle(qtbot)
    _assert_readable(pad, setup)
    cut = [pad.table.horizontalHeaderItem(s) for s in range(1, 7)]
    assert all(i is not None and i.text() != i.toolTip() for i in cut)


def test_ui_pad_lines_follow_the_pad_width(qtbot: QtBot, window: MainWindow) -> None:
    """Narrowed by the player, the pad writes its lines more compactly and they still fit."""
    rules = PRESETS["auction-pitch"].with_changes(players=5)
    setup = _setup(rules)
    pad = window.score_pad
    pad.start_match(setup)
    for ev in _worst_hands(rules, 10):
        pad.add_hand(ev)
    texts = []
    for width in (MAX_PAD_WIDTH, pad.minimumWidth()):
        window.resizeDocks([pad], [width], Qt.Orientation.Horizontal)

        def reached(w: int = width) -> bool:
            return abs(pad.width() - w) <= 2

        qtbot.waitUntil(reached)
        _settle(qtbot)
        _assert_readable(pad, setup)
        item = pad.table.item(0, 0)
        assert item is not None
        texts.append(item.text())
    assert texts[0] == "H L J G  +4" and texts[1] == "HLJG\n+4"


def test_ui_pad_is_fed_by_real_hands(qtbot: QtBot, window: MainWindow) -> None:
    """Seven players, hands played through the controller: the pad follows every hand."""
    rules = PRESETS["auction-pitch"].with_changes(players=7, target=11)
    setup = _setup(rules)
    rng = random.Random(2)
    window.start_match(setup)
    hands = 0
    for _ in range(400):
        qtbot.waitUntil(
            lambda: window.controller.is_waiting_for_human or window.summary_dialog is not None,
            timeout=10_000,
        )
        summary = window.summary_dialog
        if summary is not None:
            hands += 1
            if hands == 2:  # at most 8 points each: nobody has won yet
                break
            summary.accept()
            continue
        state = window.controller.state
        assert state is not None
        window.controller.submit(rng.choice(legal_actions(state)))
    assert hands == 2
    summary = window.summary_dialog
    assert summary is not None
    summary.close()
    _settle(qtbot)
    pad = window.score_pad
    assert pad.hands == 2
    match = window.controller.match
    assert match is not None and pad.totals() == list(match.scores)
    _assert_readable(pad, window.controller.setup or setup)


def test_ui_pad_tooltips_say_what_the_letters_mean(qtbot: QtBot, window: MainWindow) -> None:
    rules = PRESETS["classic"]
    setup = _setup(rules)
    pad = window.score_pad
    pad.start_match(setup)
    for ev in _worst_hands(rules, 2):
        pad.add_hand(ev)
    legend = {name: label.toolTip() for name, label in pad.legend.items()}
    assert legend["high"].startswith("H: High") and "highest trump" in legend["high"]
    assert legend["low"].startswith("L: Low") and "whoever takes its trick" in legend["low"]
    assert legend["jack"].startswith("J: Jack") and "jack of trump" in legend["jack"]
    assert legend["game"].startswith("G: Game") and "10 for each ten" in legend["game"]
    made = pad.table.item(0, 0)
    assert made is not None and "High, Low, Jack, Game" in made.toolTip()
    assert "made it" in made.toolTip()
    set_back = pad.table.item(1, 1)  # the second hand: side 1 bid 4 and won three points
    assert set_back is not None
    assert "Set back" in set_back.toolTip() and "won only 3" in set_back.toolTip()
    assert set_back.font().bold()
    go = pad.footer.item(1, 0)
    assert go is not None and "to reach 7" in go.toolTip()


def _window(qtbot: QtBot) -> MainWindow:
    win = open_window(qtbot, remember=True, keep_match=False)
    win.confirm_leaving = False
    return win


def test_ui_pad_width_survives_a_restart(qtbot: QtBot) -> None:
    setup = _setup(PRESETS["setback"])
    first = _window(qtbot)
    pad = first.score_pad
    pad.start_match(setup)
    wanted = pad.preferred_width() + 57
    # What a drag of the pad's edge does: the window gives the pad another width.
    first.resizeDocks([pad], [wanted], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: read_pad_width() == pad.width())
    kept = pad.width()
    assert abs(kept - wanted) <= 2
    first.controller.stop()
    first.close()

    second = _window(qtbot)
    second.score_pad.start_match(setup)
    assert second.score_pad.preferred_width() == kept
    qtbot.waitUntil(lambda: second.score_pad.width() == kept)
    second.controller.stop()
    second.close()


@pytest.mark.parametrize("stored", ["wide", "-5", 9999, 3, "", True])
def test_ui_pad_width_read_back_falls_back(qtbot: QtBot, stored: object) -> None:
    QSettings().setValue(KEY_PAD_WIDTH, stored)
    assert read_pad_width() is None
    pad = ScorePad(remember=True)
    qtbot.addWidget(pad)
    pad.start_match(_setup(PRESETS["setback"]))
    assert pad.preferred_width() == pad.default_width(2)
    QSettings().setValue(KEY_PAD_WIDTH, "300")
    assert read_pad_width() == 300 and pad.preferred_width() == 300


def test_ui_pad_folds_on_a_narrow_window(qtbot: QtBot, window: MainWindow) -> None:
    pad = window.score_pad
    window.start_match(_setup(PRESETS["setback"]))
    assert pad.isVisible()
    window.resize(FOLD_BELOW - 100, 700)
    qtbot.waitUntil(lambda: not pad.isVisible())
    assert pad.folded
    assert window.totals.isVisible()  # the totals move to the status line meanwhile
    window.resize(1280, 800)
    qtbot.waitUntil(pad.isVisible)
    assert not pad.folded

    # Hidden by the player (View > Score pad), the pad stays hidden when the window widens.
    pad.toggleViewAction().trigger()
    assert not pad.isVisible()
    window.resize(FOLD_BELOW - 100, 700)
    qtbot.waitUntil(lambda: window.width() == FOLD_BELOW - 100)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    _settle(qtbot)
    assert not pad.isVisible()

    # Shown by the player on a narrow window, it stays.
    window.resize(FOLD_BELOW - 100, 700)
    qtbot.waitUntil(lambda: window.width() == FOLD_BELOW - 100)
    pad.toggleViewAction().trigger()
    _settle(qtbot)
    assert pad.isVisible()


def test_ui_pad_measures_the_room_the_table_draws_in(qtbot: QtBot, window: MainWindow) -> None:
    """The pad fits its texts to the room the table really draws them in: an item's text
    rectangle, whatever the style."""
    pad = window.score_pad
    pad.start_match(_setup(PRESETS["setback"]))
    for ev in _worst_hands(PRESETS["setback"], 2):
        pad.add_hand(ev)
    _settle(qtbot)
    item = pad.table.item(0, 0)
    assert item is not None
    width = pad.table.columnWidth(0)
    assert cell_text_room(pad.table, width) == _drawn_room(pad.table, item)
    assert 0 < _drawn_room(pad.table, item) < width
    assert not _fits("H L J G  +4 set back " * 3, item.font(), _drawn_room(pad.table, item))


@pytest.mark.parametrize("preset", ["eleven-point", "thirteen-point"])
def test_ui_pad_of_a_big_family_at_seven_leaves_the_table_its_room(
    qtbot: QtBot, window: MainWindow, preset: str
) -> None:
    """Eleven awards in seven columns: a side that won them all has its letters over several
    lines, so the pad needs no more than its widest width and the table keeps the rest of a
    1280-pixel window (one line of every letter made the pad 840 pixels wide)."""
    rules = PRESETS[preset].seated(7)
    setup = _setup(rules)
    pad = window.score_pad
    pad.start_match(setup)
    assert pad.minimumWidth() <= MAX_PAD_WIDTH
    hand = deal(rules, 0, random.Random(1))
    every = _score(rules, 0, rules.max_bid, (0,) * len(rules.points))
    some = _score(rules, 1, rules.min_bid, (1, 2, 1) + (None,) * (len(rules.points) - 3))
    for score in (every, some):
        pad.add_hand(HandScored(hand=hand, score=score, scores_after=(0,) * 7, winner=None))
    for width in (pad.minimumWidth(), pad.preferred_width()):
        window.resizeDocks([pad], [width], Qt.Orientation.Horizontal)
        _settle(qtbot)
        assert pad.width() <= MAX_PAD_WIDTH
        _assert_readable(pad, setup)
    cell = pad.table.item(0, 0)
    assert cell is not None and cell.text().count("\n") >= 1  # the letters above the score
