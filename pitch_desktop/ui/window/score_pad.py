"""The score pad: the target on top, a column per side, a line per hand, the totals and what
each side still needs.

It reads the scoring breakdown the engine returns (``HandScore``) and never adds up a rule of its
own: hand scores and totals come from the controller's ``HandScored`` payload.

Every text on the pad must be read whole, with two sides or seven, in whatever width the player
gives the pad: each time the columns change width the pad picks, from the most spacious to the
most compact, the first way of writing its lines that fits them all ("H L J G  +4", "HLJG +4",
or the letters above the score), and writes a side's name whole, a partner per line, or cut
short with the whole name in its tooltip. The totals sit below the hand lines and never scroll.
The pad's width is kept in the settings (``pad_width``); a narrow window folds the pad away and
a wide one brings it back, unless the player closed it (``pad_folding``). The awards' letters
are named under the pad (``pad_legend``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QFont,
    QFontMetrics,
    QFontMetricsF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.events import HandScored
from pitch_desktop.controller.rules_text import win_rule_sentence
from pitch_desktop.engine.points import FOUR_POINTS
from pitch_desktop.engine.rules import Rules, WinRule
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.ui.common.sides import (
    SET_BACK_RED,
    point_letter,
    side_members,
    side_names,
    signed,
)
from pitch_desktop.ui.window.pad_cells import (
    LAYOUTS,
    LETTER_LINES,
    grey_item,
    hand_item,
    hand_text,
    layout_lines,
    letter_rows,
)
from pitch_desktop.ui.window.pad_folding import PadFolding
from pitch_desktop.ui.window.pad_legend import PadLegend
from pitch_desktop.ui.window.pad_width import MAX_PAD_WIDTH, MIN_PAD_WIDTH, PadWidth
from pitch_desktop.ui.window.text_room import (
    cell_text_room,
    cut_to_fit,
    fitting_font,
    header_text_room,
    lines_fit,
)

_DEFAULT_WIDE, _DEFAULT_NARROW = 360, 220  # the pad's width by default, at most and at least

_HEADER_PADDING = 2
_LEAST_HEADER_SCALE = 0.8  # the headers' type shrinks this far to write the names whole


class ScorePad(QDockWidget):
    """A collapsible panel at the side of the table.

    ``remember`` keeps the width the player gives the pad in the settings (off for tests and
    screenshots, which must not read or change the player's own).
    """

    def __init__(self, parent: QWidget | None = None, *, remember: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("ScorePad")
        self.setWindowTitle(self.tr("Score"))
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self._width = PadWidth(self, remember=remember)
        body = QWidget(self)
        box = QVBoxLayout(body)
        box.setContentsMargins(6, 4, 6, 6)
        box.setSpacing(0)
        self.target_label = QLabel(body)
        font = self.target_label.font()
        font.setBold(True)
        self.target_label.setFont(font)
        self.target_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.target_label.setContentsMargins(0, 0, 0, 4)
        box.addWidget(self.target_label)
        self.table = self._grid(body)
        self.table.setObjectName("ScorePadHands")
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        # A header resizes its sections one by one and reports each before it sizes the next:
        # the texts are fitted once the whole row of sections is done.
        self._relayout_soon = QTimer(self)
        self._relayout_soon.setSingleShot(True)
        self._relayout_soon.setInterval(0)
        self._relayout_soon.timeout.connect(self._relayout)
        header.sectionResized.connect(lambda *_: self._relayout_soon.start())
        box.addWidget(self.table, 1)
        self.footer = self._grid(body)
        self.footer.setObjectName("ScorePadTotals")
        self.footer.horizontalHeader().hide()
        self.footer.verticalHeader().hide()
        self.footer.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.footer.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.footer.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.addWidget(self.footer)
        self._legend = PadLegend(body)
        box.addLayout(self._legend.grid)
        self.setWidget(body)
        self.setMinimumWidth(MIN_PAD_WIDTH)
        self.setMaximumWidth(MAX_PAD_WIDTH)
        self.setStyleSheet(
            "QTableWidget { background: #fbf8ee; gridline-color: #ddd6c0; }"
            "QTableWidget#ScorePadTotals { background: #ece8d6; border-top: 2px solid #bfb48f; }"
            "QHeaderView::section { background: #efe9d6; border: 0; border-bottom: 1px solid"
            f" #cfc6aa; padding: {_HEADER_PADDING}px; font-weight: bold; }}"
        )
        self._setup: MatchSetup | None = None
        self._hands: list[HandScored] = []
        self._rows_before = 0
        self._totals: list[int] = []
        self._full_names: list[str] = []
        self._laying_out = False
        self._again = False
        self._folding = PadFolding(self, parent if isinstance(parent, QMainWindow) else None)
        self._legend.show(None)

    def _grid(self, parent: QWidget) -> QTableWidget:
        table = QTableWidget(parent)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setWordWrap(False)
        table.setCornerButtonEnabled(False)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        return table

    # --- the match ------------------------------------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        self._setup = setup
        rules = setup.rules
        self.target_label.setText(self.tr("Playing to {target}").format(target=rules.target))
        self.target_label.setToolTip(win_rule_sentence(rules))
        self._full_names = side_names(setup)
        n = len(self._full_names)
        self._hands = []
        self._rows_before = 0  # a grey row for earlier hands the table did not say
        self._totals = [0] * n
        for table in (self.table, self.footer):
            table.clearSpans()
            table.clear()
            table.setRowCount(0)
            table.setColumnCount(n)
        self.footer.setRowCount(2)
        for side, name in enumerate(self._full_names):
            item = QTableWidgetItem(name)
            item.setToolTip(name)
            self.table.setHorizontalHeaderItem(side, item)
        self._legend.show(setup.rules)
        self.setMinimumWidth(self.least_width(n))
        self._write_totals()
        self._relayout()
        self.apply_width()

    @property
    def hands(self) -> int:
        """Hands written on the pad (thrown-in hands included)."""
        return len(self._hands)

    def totals(self) -> list[int]:
        return list(self._totals)

    def add_hand(self, ev: HandScored) -> None:
        if self._setup is None:
            return
        self._hands.append(ev)
        row = self.table.rowCount()
        self.table.insertRow(row)
        n = self.table.columnCount()
        number = len(self._hands)
        score = ev.score
        if score is None:
            self._grey_row(
                row,
                self.tr("thrown in"),
                self.tr("Hand {n}: everyone passed, and the hand was thrown in.").format(n=number),
            )
        else:
            for side in range(n):
                self.table.setItem(
                    row, side, hand_item(number, score, side, self._full_names[side])
                )
        self._totals = list(ev.scores_after)
        self._write_totals()
        self._relayout()
        self.table.scrollToBottom()

    def write_earlier(self, hands: tuple[HandScored, ...], scores: tuple[int, ...]) -> None:
        """A match that comes back (a resume, a rejoin): the rows of the hands already played,
        and the totals as they stand. Where the table did not say every earlier hand (an
        older server, or only the last ones), one grey row at the top stands for the rest."""
        if self._setup is None:
            return
        first = hands[0] if hands else None
        if first is None:
            before: tuple[int, ...] = scores
        elif first.score is None:
            before = first.scores_after
        else:
            before = tuple(
                a - h for a, h in zip(first.scores_after, first.score.hand_score, strict=True)
            )
        if any(before):
            self.table.insertRow(0)
            self._rows_before = 1
            self._grey_row(
                0,
                self.tr("earlier hands"),
                self.tr("The hands played before you came: the totals carry them."),
            )
        for ev in hands:
            self.add_hand(ev)
        self._totals = list(scores)
        self._write_totals()
        self._relayout()

    def _grey_row(self, row: int, text: str, tip: str) -> None:
        """A line across every side's column: a hand no side scored."""
        self.table.setItem(row, 0, grey_item(text, tip))
        n = self.table.columnCount()
        if n > 1:
            self.table.setSpan(row, 0, 1, n)

    def _write_totals(self) -> None:
        if self._setup is None:
            return
        rules = self._setup.rules
        for side, total in enumerate(self._totals):
            name = self._full_names[side]
            item = QTableWidgetItem(str(total).replace("-", "\u2212"))
            font = QFont(self.footer.font())
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.25)
            item.setFont(font)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if total < 0:
                item.setForeground(QBrush(SET_BACK_RED))
            item.setToolTip(self.tr("{side}: {total} in all").format(side=name, total=total))
            self.footer.setItem(0, side, item)
            to_go = rules.target - total
            item = QTableWidgetItem()
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setForeground(QBrush(QColor(90, 90, 90)))
            if to_go > 0:
                item.setToolTip(
                    self.tr("{side}: %n to go to reach {target}", None, to_go).format(
                        side=name, target=rules.target
                    )
                )
            elif rules.win_rule is WinRule.BIDDER_OUT:
                item.setToolTip(
                    self.tr("{side}: at the target; a bid made wins the match").format(side=name)
                )
            else:
                item.setToolTip(self.tr("{side}: at the target").format(side=name))
            self.footer.setItem(1, side, item)

    def _to_go_text(self, side: int) -> str:
        assert self._setup is not None
        to_go = self._setup.rules.target - self._totals[side]
        if to_go > 0:
            return self.tr("%n to go", None, to_go)
        return self.tr("at target")

    @property
    def legend(self) -> dict[str, QLabel]:
        """The award labels under the pad, by award."""
        return self._legend.labels

    def show_legend(self, rules: Rules | None) -> None:
        """The letters of the awards of ``rules`` (the four points before any is known): a
        table with friends shows its own from its lobby on, before its match starts."""
        self._legend.show(rules)

    # --- fitting the texts to the columns -------------------------------------------------------
    def column_width(self) -> int:
        """The narrowest column: every text is fitted to it."""
        header = self.table.horizontalHeader()
        n = self.table.columnCount()
        return min((header.sectionSize(i) for i in range(n)), default=0)

    def _relayout(self) -> None:
        """Write every text in the most spacious form that fits the columns as they are now."""
        if self._laying_out:
            self._again = True
            return
        self._laying_out = True
        try:
            for _ in range(3):  # a scroll bar coming or going narrows or widens the columns
                self._again = False
                self._fit_texts()
                if not self._again:
                    break
        finally:
            self._laying_out = False

    def _fit_texts(self) -> None:
        n = self.table.columnCount()
        if self._setup is None or n == 0:
            return
        self._fit_headers(n)
        room = cell_text_room(self.table, self.column_width())
        self._fit_hands(n, room)
        self._fit_footer(n, room)

    def _fit_headers(self, n: int) -> None:
        """The sides' names, in one type for all, and the header as tall as the most lines."""
        header = self.table.horizontalHeader()
        rooms = [header_text_room(header, side) for side in range(n)]
        header_font = self._header_font(rooms)
        header_lines = 1
        for side in range(n):
            text = self._header_text(side, header_font, rooms[side])
            header_lines = max(header_lines, text.count("\n") + 1)
            item = self.table.horizontalHeaderItem(side)
            if item is not None:
                if item.text() != text:
                    item.setText(text)
                if item.font() != header_font:
                    item.setFont(header_font)
        line = QFontMetrics(header_font).lineSpacing()
        header.setFixedHeight(header_lines * line + 2 * _HEADER_PADDING + 6)

    def _fit_hands(self, n: int, room: int) -> None:
        """Each hand's row in the layout that fits every cell (``_hand_layout``)."""
        layout = self._hand_layout(room)
        lines = layout_lines(layout)
        row_height = lines * QFontMetrics(self.table.font()).lineSpacing() + 8
        for row in range(self._rows_before):
            self.table.setRowHeight(row, row_height)
        for row, ev in enumerate(self._hands, start=self._rows_before):
            self.table.setRowHeight(row, row_height)
            if ev.score is None:
                continue
            for side in range(n):
                item = self.table.item(row, side)
                if item is not None:
                    item.setText(hand_text(ev.score, side, layout))

    def _fit_footer(self, n: int, room: int) -> None:
        """The totals big where they fit, and what each side needs to reach the target."""
        header = self.table.horizontalHeader()
        for side in range(n):
            self.footer.setColumnWidth(side, header.sectionSize(side))
        total_font = self._total_font(big=True)
        body = self.footer.font()
        for side in range(n):
            total = self.footer.item(0, side)
            if total is not None:
                fits = lines_fit(total.text(), total_font, room)
                total.setFont(total_font if fits else self._total_font(big=False))
        to_go = self._to_go_texts(n, body, room)
        go_lines = max(t.count("\n") + 1 for t in to_go)
        for side, text in enumerate(to_go):
            item = self.footer.item(1, side)
            if item is not None:
                item.setText(text)
        body_line = QFontMetrics(body).lineSpacing()
        self.footer.setRowHeight(0, QFontMetrics(total_font).lineSpacing() + 10)
        self.footer.setRowHeight(1, go_lines * body_line + 6)
        self.footer.setFixedHeight(
            self.footer.rowHeight(0) + self.footer.rowHeight(1) + 2 * self.footer.frameWidth()
        )

    def _to_go_texts(self, n: int, body: QFont, room: int) -> list[str]:
        """ "5 to go" on one line, else on two, else the number alone (its tooltip says the
        rest); the same for every side, so the row reads straight across."""
        to_go = [self._to_go_text(side) for side in range(n)]
        if not all(lines_fit(t, body, room) for t in to_go):
            to_go = [t.replace(" ", "\n", 1) for t in to_go]
        if not all(lines_fit(t, body, room) for t in to_go):
            to_go = [t.split("\n", 1)[0] for t in to_go]
        return to_go

    def _total_font(self, *, big: bool) -> QFont:
        font = QFont(self.footer.font())
        font.setBold(True)
        if big:
            font.setPointSizeF(font.pointSizeF() * 1.25)
        return font

    def _header_font(self, rooms: list[int]) -> QFont:
        """The headers' bold type, a step smaller where that writes every name whole (down to
        ``_LEAST_HEADER_SCALE``): seven names in a narrow pad read whole rather than cut."""
        assert self._setup is not None
        base = QFont(self.table.horizontalHeader().font())
        base.setBold(True)
        names = [side_members(self._setup, side) for side in range(len(rooms))]
        return fitting_font(base, list(zip(names, rooms, strict=True)), _LEAST_HEADER_SCALE)

    def _header_text(self, side: int, font: QFont, room: int) -> str:
        """The side's name whole, else a partner per line, else each name cut short."""
        assert self._setup is not None
        members = side_members(self._setup, side)
        whole = " & ".join(members)
        if lines_fit(whole, font, room):
            return whole
        stacked = "\n".join([*(m + " &" for m in members[:-1]), members[-1]])
        if lines_fit(stacked, font, room):
            return stacked
        return "\n".join(cut_to_fit(m, font, room) for m in members)

    def _hand_layout(self, room: int) -> int:
        """0: "H L J  +3", 1: "HLJ +3", then the letters above the score on one line, two or
        three: the first that fits."""
        for layout in range(LAYOUTS - 1):
            if all(
                lines_fit(hand_text(ev.score, side, layout), self._item_font(row, side), room)
                for row, ev in enumerate(self._hands, start=self._rows_before)
                if ev.score is not None
                for side in range(self.table.columnCount())
            ):
                return layout
        return LAYOUTS - 1

    def _item_font(self, row: int, column: int) -> QFont:
        item = self.table.item(row, column)
        return item.font() if item is not None else self.table.font()

    # --- width ----------------------------------------------------------------------------------
    def _chrome(self) -> int:
        """The pad's width besides its columns: margins, frame, a scroll bar when one comes."""
        margins = self.widget().contentsMargins()
        bar = self.table.verticalScrollBar().sizeHint().width()
        return margins.left() + margins.right() + 2 * self.table.frameWidth() + bar + 2

    def _cell_margin(self) -> int:
        """A column's width besides its text, plus a pixel to spare."""
        return 100 - cell_text_room(self.table, 100) + 1

    def least_width(self, sides: int) -> int:
        """The narrowest pad on which every text still fits, in its most compact form (a side
        that won every award has their letters on three lines)."""
        bold = QFont(self.table.font())
        bold.setBold(True)
        big = QFont(bold)
        big.setPointSizeF(big.pointSizeF() * 1.25)
        rows = letter_rows([point_letter(n) for n in self._points()], LETTER_LINES)
        column = max(
            *(QFontMetricsF(bold).horizontalAdvance(row) for row in rows),
            QFontMetricsF(bold).horizontalAdvance("\u221299"),
            QFontMetricsF(big).horizontalAdvance("\u221299"),
            *(
                QFontMetricsF(self.footer.font()).horizontalAdvance(line)
                for line in self.tr("%n to go", None, 99).split(" ", 1)
            ),
        )
        need = sides * (math.ceil(column) + self._cell_margin()) + self._chrome()
        return max(MIN_PAD_WIDTH, need)

    def default_width(self, sides: int) -> int:
        """Room for "HLJG +4" on one line where a pad of reasonable width allows it."""
        letters = "".join(point_letter(n) for n in self._points())
        line = QFontMetricsF(self.table.font()).horizontalAdvance(f"{letters} {signed(4)}")
        wanted = sides * (math.ceil(line) + self._cell_margin()) + self._chrome()
        return max(_DEFAULT_NARROW, min(_DEFAULT_WIDE, wanted))

    def _points(self) -> tuple[str, ...]:
        """The awards of the match on the pad (the four points before one starts)."""
        return self._setup.rules.points if self._setup is not None else FOUR_POINTS

    def preferred_width(self) -> int:
        """The width the player left the pad at (if remembered), else the default for the match;
        never narrower than the match needs."""
        sides = self.table.columnCount() or 2
        stored = self._width.stored()
        width = stored if stored is not None else self.default_width(sides)
        return min(MAX_PAD_WIDTH, max(width, self.least_width(sides)))

    def apply_width(self) -> None:
        """Ask the window to give the pad its preferred width."""
        self._width.ask(self.preferred_width())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._width.resized(event)

    # --- folding --------------------------------------------------------------------------------
    @property
    def folded(self) -> bool:
        """Hidden by a narrow window, to come back when it is wide again."""
        return self._folding.folded

    def closeEvent(self, event: QCloseEvent) -> None:
        """The pad's close button: the player hid it."""
        self._folding.player_closed()
        super().closeEvent(event)
