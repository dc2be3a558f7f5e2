"""The statistics' bar chart: a value is drawn beside its bar, never over its row's label, on
either side of the zero line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetrics
from pytestqt.qtbot import QtBot

from pitch_desktop.ui.history.charts import Bar, BarChart


@pytest.mark.parametrize(
    "values",
    [(-3.25, 1.5), (-12.0, -0.5), (0.0, 4.0), (2.0, 7.75), (-0.01, 9.99)],
)
@pytest.mark.parametrize("width", [220, 260, 420])
def test_ui_a_value_is_never_drawn_over_its_label(
    qtbot: QtBot, values: tuple[float, float], width: int
) -> None:
    chart = BarChart("Points a hand", value_text=lambda v: f"{v:+.2f}")
    qtbot.addWidget(chart)
    chart.resize(width, 150)
    colour = QColor("gold")
    chart.set_bars([Bar("You", values[0], colour), Bar("Computer players", values[1], colour)])
    rect = QRectF(chart.rect()).adjusted(4, 4, -4, -4)
    rows, _zero, _area = chart.rows(rect, 18.0, QFontMetrics(chart.font()))
    for label, bar, value in rows:
        assert not value.intersects(label), (values, label, value)
        assert not value.intersects(bar.adjusted(1, 0, -1, 0)), (values, bar, value)
    chart.grab()  # and it paints


def test_ui_an_empty_chart_says_why(qtbot: QtBot) -> None:
    chart = BarChart("Points a hand", empty="No match played yet.")
    qtbot.addWidget(chart)
    chart.resize(260, 150)
    chart.set_bars([])
    chart.grab()  # paints its sentence, no bars
