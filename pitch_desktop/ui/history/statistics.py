"""Game > Statistics: the player's record per preset and table layout, in figures and small charts.

The figures come from ``storage.stats`` over the matches in the hand history that count (not
practice, the player at the table, since the last reset). The charts (``charts``): matches won
and lost, bids made and set, the player's points a hand beside the opponents', and the points a
hand match by match. Reset asks first (without blocking the table) and keeps the
hands themselves: it only starts the counting afresh. Below them, the player's rating per family
of points (``rating_chart``), which a reset leaves as it is: it follows the player throughout.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.storage.history import HistoryError, HistoryStore
from pitch_desktop.storage.recorder import HistoryRecorder
from pitch_desktop.storage.stats import (
    DayStats,
    TableKind,
    TableStats,
    compute_day_statistics,
    compute_statistics,
)
from pitch_desktop.ui.history.bring_up import bring_up
from pitch_desktop.ui.history.charts import (
    LOST,
    MADE,
    OTHERS,
    SMUDGE,
    WON,
    YOU,
    Bar,
    BarChart,
    TrendChart,
    one_decimal,
)
from pitch_desktop.ui.history.rating_chart import RatingPanel
from pitch_desktop.ui.history.words import (
    day_statistics_words,
    layout_words,
    preset_words,
    when_words,
)


def kind_words(kind: TableKind) -> str:
    """A preset and layout as the statistics' chooser names it."""
    return f"{preset_words(kind.preset)} · {layout_words(kind.players, kind.teams)}"


class StatisticsDialog(QDialog):
    """The statistics of one preset and layout at a time, chosen at the top."""

    def __init__(self, recorder: HistoryRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(880, 820)
        self._recorder = recorder
        self._stats: dict[TableKind, TableStats] = {}
        self.days: dict[TableKind, DayStats] = {}  # the deals of the day, counted apart
        self._kinds: list[TableKind] = []  # in the chooser's order
        self._reset_box: QMessageBox | None = None
        self._problem: str | None = None  # why the history could not be counted
        self._practice_only = False  # the player's matches since the reset are all practice
        # The tables' figures and the rating each have a page: on one page they took 640
        # pixels, taller than an 800x600 screen.
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("StatisticsPages")
        page = QWidget(self.tabs)
        box = QVBoxLayout(page)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Table:"), self))
        self.chooser = QComboBox(self)
        self.chooser.setObjectName("StatisticsTable")
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.setPlaceholderText(self.tr("No table counted yet"))
        self.chooser.currentIndexChanged.connect(lambda _i: self._show_chosen())
        top.addWidget(self.chooser)
        top.addStretch(1)
        self.reset_button = QPushButton(self.tr("Reset statistics…"), self)
        self.reset_button.clicked.connect(self.ask_reset)
        top.addWidget(self.reset_button)
        box.addLayout(top)
        self.empty = QLabel(self)
        self.empty.setObjectName("StatisticsEmpty")
        self.empty.setWordWrap(True)
        box.addWidget(self.empty)
        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(4)
        rows = (
            ("played", self.tr("Matches played")),
            ("won", self.tr("Matches won")),
            ("streak", self.tr("Longest winning streak")),
            ("hands", self.tr("Hands played")),
            ("bid", self.tr("Hands you bid")),
            ("made", self.tr("Bids made")),
            ("set", self.tr("Bids set back")),
            ("smudges", self.tr("Smudges made / bid")),
            ("points", self.tr("Your side's points a hand")),
            ("others", self.tr("Opponents' points a hand")),
        )
        for i, (key, title) in enumerate(rows):
            row, col = i % 5, (i // 5) * 2
            grid.addWidget(QLabel(title, self), row, col)
            value = QLabel(self)
            value.setObjectName(f"figure_{key}")
            value.setTextFormat(Qt.TextFormat.PlainText)
            font = value.font()
            font.setBold(True)
            value.setFont(font)
            grid.addWidget(value, row, col + 1)
            self.figures[key] = value
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        box.addLayout(grid)
        charts = QGridLayout()
        charts.setSpacing(10)
        self.matches_chart = BarChart(
            self.tr("Matches"), self, empty=self.tr("No match counted yet")
        )
        self.bids_chart = BarChart(
            self.tr("Your bids"), self, empty=self.tr("No bid of yours counted yet")
        )
        self.points_chart = BarChart(
            self.tr("Points a hand"),
            self,
            value_text=one_decimal,
            empty=self.tr("No hand counted yet"),
        )
        self.trend_chart = TrendChart(self.tr("Your side's points a hand, match by match"), self)
        charts.addWidget(self.matches_chart, 0, 0)
        charts.addWidget(self.bids_chart, 0, 1)
        charts.addWidget(self.points_chart, 1, 0)
        charts.addWidget(self.trend_chart, 1, 1)
        box.addLayout(charts, 1)
        self.days_line = QLabel(self)
        self.days_line.setObjectName("StatisticsDays")
        self.days_line.setWordWrap(True)
        box.addWidget(self.days_line)
        self.tabs.addTab(page, self.tr("Tables"))
        self.rating = RatingPanel(self.tabs)  # per family of points, not per table
        rating_box = self.rating.layout()
        if rating_box is not None:  # its own page: the margins of the tables' page
            rating_box.setContentsMargins(box.contentsMargins())
        self.tabs.addTab(self.rating, self.tr("Rating"))
        outer = QVBoxLayout(self)
        outer.addWidget(self.tabs, 1)
        self.note = QLabel(self)
        self.note.setObjectName("StatisticsNote")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("#StatisticsNote { color: #606060; }")
        outer.addWidget(self.note)
        self.refresh()

    @property
    def statistics(self) -> dict[TableKind, TableStats]:
        return self._stats

    def refresh(self) -> None:
        """Count again from the history, keeping the chosen table if it is still there."""
        chosen = self._chosen_kind()
        store = self._recorder.store()
        since = self._count(store)
        self._fill_chooser(chosen)
        note = self.tr(
            "Practice matches (with hints or undo) and matches of computer players only are "
            "not counted; a match counts as played once a side has won it."
        )
        if since:
            note += " " + self.tr("Counting since {when}.").format(when=when_words(since))
        self.note.setText(note)
        self.reset_button.setEnabled(store is not None)
        self._show_chosen()
        self.days_line.setText(day_statistics_words(self.days.values()))
        self.days_line.setVisible(bool(self.days))
        self.rating.refresh()

    def _count(self, store: HistoryStore | None) -> float:
        """Count the figures of ``store`` afresh (none without one, or when it cannot be read:
        the problem is kept to be said); the time the counting starts from, 0 for always."""
        self._stats, self.days = {}, {}
        self._problem = None
        self._practice_only = False
        if store is None:
            return 0.0
        since = 0.0
        try:
            counted = store.statistics_input()
            self._stats = compute_statistics(counted)
            self.days = compute_day_statistics(counted)
            since = store.stats_since()
            # Nothing counted, but the player did play: say why those matches are left out.
            self._practice_only = not self._stats and any(
                m.practice and m.human_seat is not None and m.started_at >= since
                for m in store.matches()
            )
        except HistoryError as exc:
            self._problem = str(exc)
        return since

    def _fill_chooser(self, chosen: TableKind | None) -> None:
        """A choice per table counted, with its hands; ``chosen`` stays chosen if it is there."""
        self.chooser.blockSignals(True)
        self.chooser.clear()
        self._kinds = list(self._stats)
        for kind, stats in self._stats.items():
            hands = stats.hands_played
            words = (
                self.tr("{table} (one hand)")
                if hands == 1
                else self.tr("{table} (%n hands)", None, hands)
            )
            self.chooser.addItem(words.format(table=kind_words(kind)))
        index = self._kinds.index(chosen) if chosen in self._kinds else 0
        self.chooser.setCurrentIndex(index if self._kinds else -1)
        self.chooser.blockSignals(False)

    def _chosen_kind(self) -> TableKind | None:
        index = self.chooser.currentIndex()
        return self._kinds[index] if 0 <= index < len(self._kinds) else None

    def chosen(self) -> TableStats | None:
        """The figures of the preset and layout chosen at the top."""
        kind = self._chosen_kind()
        return self._stats.get(kind) if kind is not None else None

    def choose(self, kind: TableKind) -> bool:
        """Show the figures of ``kind``; false when there are none."""
        if kind not in self._kinds:
            return False
        self.chooser.setCurrentIndex(self._kinds.index(kind))
        return True

    def _show_chosen(self) -> None:
        stats = self.chosen()
        has = stats is not None
        self.empty.setVisible(not has)
        if not has:
            self.empty.setText(self._problem or self._empty_words())
        for label in self.figures.values():
            label.setText("–")
        if stats is None:
            for chart in (self.matches_chart, self.bids_chart, self.points_chart):
                chart.set_bars([])
            self.trend_chart.set_values([])
            return
        self._show_figures(stats)
        # A chart with nothing to show yet says so in its card (``empty_words``).
        self.matches_chart.set_bars(self._match_bars(stats))
        self.bids_chart.set_bars(self._bid_bars(stats))
        self.points_chart.set_bars(self._point_bars(stats))
        self.trend_chart.set_values(stats.match_averages)

    def _show_figures(self, stats: TableStats) -> None:
        """The figures in numbers, the matches won with their share."""
        f = self.figures
        f["played"].setText(str(stats.matches_played))
        won_pct = (
            f" ({round(100 * stats.matches_won / stats.matches_played)}%)"
            if stats.matches_played
            else ""
        )
        f["won"].setText(f"{stats.matches_won}{won_pct}")
        f["streak"].setText(str(stats.longest_streak))
        f["hands"].setText(str(stats.hands_played))
        f["bid"].setText(str(stats.hands_bid))
        f["made"].setText(str(stats.hands_made))
        f["set"].setText(str(stats.hands_set))
        f["smudges"].setText(f"{stats.smudges_made} / {stats.smudges_bid}")
        f["points"].setText(one_decimal(stats.average_points))
        f["others"].setText(one_decimal(stats.others_average))

    def _match_bars(self, stats: TableStats) -> list[Bar]:
        """Matches won and lost; none before a match is played."""
        if not stats.matches_played:
            return []
        return [
            Bar(self.tr("Won"), stats.matches_won, WON),
            Bar(self.tr("Lost"), stats.matches_played - stats.matches_won, LOST),
        ]

    def _bid_bars(self, stats: TableStats) -> list[Bar]:
        """Bids made and set back, and smudges made once one was bid; none before a bid."""
        if not stats.hands_bid:
            return []
        bids = [
            Bar(self.tr("Made"), stats.hands_made, MADE),
            Bar(self.tr("Set back"), stats.hands_set, LOST),
        ]
        if stats.smudges_bid:
            bids.append(Bar(self.tr("Smudges made"), stats.smudges_made, SMUDGE))
        return bids

    def _point_bars(self, stats: TableStats) -> list[Bar]:
        """The player's points a hand against the others' (a team's against the other team's
        with partners); none before a hand is played."""
        if not stats.hands_played:
            return []
        teams = stats.kind.teams > 0
        return [
            Bar(self.tr("Your team") if teams else self.tr("You"), stats.average_points, YOU),
            Bar(
                self.tr("Opponents") if teams else self.tr("Each opponent"),
                stats.others_average,
                OTHERS,
            ),
        ]

    def _empty_words(self) -> str:
        """Why there are no figures: only practice matches so far, only deals of the day, or
        nothing played yet."""
        if self._practice_only:
            return self.tr(
                "Nothing counted yet: your matches so far were practice matches (hints or undo"
                " used), which are not counted. Finish a hand of a match without them and it"
                " shows here."
            )
        if self.days:
            return self.tr("No match counted yet: the deals of the day are counted apart, below.")
        return self.tr("Nothing to count yet: finish a hand and it shows here.")

    # --- reset ----------------------------------------------------------------------------------
    def ask_reset(self) -> QMessageBox:
        """Ask before the statistics start afresh; never blocks the table."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr(
                "Start the statistics afresh? The hands stay in the history and can still be "
                "replayed; only matches started from now on will be counted."
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.setObjectName("ResetQuestion")
        reset = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)

        def done() -> None:
            self._reset_box = None
            box.deleteLater()
            if box.clickedButton() is reset:
                self.reset_now()

        box.finished.connect(lambda _r: done())
        self._reset_box = box
        box.open()
        return box

    @property
    def reset_question(self) -> QMessageBox | None:
        return self._reset_box

    def reset_now(self) -> None:
        store = self._recorder.store()
        if store is None:
            return
        try:
            store.reset_statistics()
        except HistoryError as exc:
            self.refresh()
            self._problem = str(exc)
            self._show_chosen()
            return
        self.refresh()


def show_statistics(
    parent: QWidget, recorder: HistoryRecorder, shown: StatisticsDialog | None = None
) -> StatisticsDialog:
    """Game > Statistics: the statistics window, counted afresh (one window, reused)."""
    dialog = shown if shown is not None else StatisticsDialog(recorder, parent)
    bring_up(dialog, again=shown is not None)
    return dialog
