"""Every event an action tells has a signal of the table source and a method of the teller,
of the one name ``narration.TOLD_BY`` gives it."""

from __future__ import annotations

from typing import get_args

from PySide6.QtCore import Signal

from pitch_desktop.controller.narration import TOLD_BY, StepEvent
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.ui.table.teller import TableTeller


def test_every_event_of_an_action_is_told_by_a_signal_and_a_method_of_one_name() -> None:
    assert set(TOLD_BY) == set(get_args(StepEvent))
    for name in TOLD_BY.values():
        assert isinstance(getattr(TableSource, name), Signal), name
        assert callable(getattr(TableTeller, name)), name
