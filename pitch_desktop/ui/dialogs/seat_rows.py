"""The seats of the new-match dialog: a row per seat the table can have, with the name, who
plays it (a computer player of a level, or someone else at this computer) and its team.

The dialog shows as many rows as there are players and tells the rows the teams once its rules
are valid; the rows turn themselves into the match's ``SeatSetup``s.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from pitch_desktop.ai.registry import player_levels
from pitch_desktop.controller.words import level_description, level_name
from pitch_desktop.engine.rules import MAX_PLAYERS, Rules
from pitch_desktop.match_setup import LevelChoice, MatchSetup, SeatSetup
from pitch_desktop.storage.settings import MAX_NAME_LENGTH, default_name
from pitch_desktop.ui.common.sides import shown_name
from pitch_desktop.ui.dialogs.network_tables import say_when_cut

_TOOLTIP_ROLE = Qt.ItemDataRole.ToolTipRole
# The seat of the person who sets the match up, drawn at the bottom of the table.
YOUR_SEAT = 0
# A seat's choice that is a person here, not a level (never a level's key: those are words).
_LOCAL = "@local"


class SeatRows(QGroupBox):
    """The seats' rows; those beyond the players are hidden (``show_seats``).

    ``say`` shows the dialog a sentence (a name cut to its longest).
    """

    def __init__(self, say: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Players"))
        self.seat_grid = QGridLayout(self)
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        self.seat_sides: list[QLabel] = []
        choice = player_levels()
        for seat in range(MAX_PLAYERS):
            name_edit = QLineEdit(self)
            name_edit.setMaxLength(MAX_NAME_LENGTH)
            say_when_cut(name_edit, say)
            side = QLabel(self)
            side.setStyleSheet("color: #707070")
            self.seat_grid.addWidget(name_edit, seat, 0)
            if seat == YOUR_SEAT:
                name_edit.setText(self.tr("You"))
                you = QLabel(self.tr("you play this seat"), self)
                you.setStyleSheet("color: #707070")
                self.seat_grid.addWidget(you, seat, 1)
                self.levels.append(QComboBox(self))  # placeholder, never shown
                self.levels[-1].hide()
            else:
                name_edit.setText(default_name(seat))
                level = self._level_choice(choice)
                self.seat_grid.addWidget(level, seat, 1)
                self.levels.append(level)
            self.seat_grid.addWidget(side, seat, 2)
            self.names.append(name_edit)
            self.seat_sides.append(side)

    def _level_choice(self, choice: LevelChoice) -> QComboBox:
        """Who plays another seat: a computer player of a level (its description as the
        tooltip), or someone else at this computer."""
        level = QComboBox(self)
        for i, key in enumerate(choice.keys):
            level.addItem(level_name(key), key)
            level.setItemData(i, level_description(key), _TOOLTIP_ROLE)
        # Another person at this window can take the seat (they share it by turns).
        level.addItem(self.tr("Player at this computer"), _LOCAL)
        level.setItemData(
            level.count() - 1,
            self.tr("Someone else here plays this seat; the table turns to them."),
            _TOOLTIP_ROLE,
        )
        level.setCurrentIndex(level.findData(choice.default))
        return level

    def fill(self, current: MatchSetup) -> None:
        """The seats of the match in play, to start from."""
        for seat, s in enumerate(current.seats):
            name = shown_name(seat, s.name) or (self.tr("You") if s.is_local else "")
            self.names[seat].setText(name)
            if s.is_local and seat != YOUR_SEAT:
                self.levels[seat].setCurrentIndex(self.levels[seat].findData(_LOCAL))
            elif s.level is not None:
                i = self.levels[seat].findData(s.level)
                if i >= 0:
                    self.levels[seat].setCurrentIndex(i)

    def seats(self, players: int) -> tuple[SeatSetup, ...]:
        """The first ``players`` seats as set; an empty name is the seat's default."""
        seats = []
        for seat in range(players):
            name = self.names[seat].text().strip()
            if seat == YOUR_SEAT:
                seats.append(SeatSetup.local(name or self.tr("You")))
            elif self.levels[seat].currentData() == _LOCAL:
                seats.append(SeatSetup.local(name or default_name(seat)))
            else:
                level = str(self.levels[seat].currentData())
                seats.append(SeatSetup.bot(name or default_name(seat), level))
        return tuple(seats)

    def show_seats(self, players: int) -> None:
        """The rows of the seats at the table, the others hidden."""
        for seat in range(MAX_PLAYERS):
            visible = seat < players
            self.names[seat].setVisible(visible)
            self.levels[seat].setVisible(visible and seat != YOUR_SEAT)
            self.seat_sides[seat].setVisible(visible)
            cell = self.seat_grid.itemAtPosition(seat, 1)
            widget = cell.widget() if cell is not None else None
            if widget is not None:
                widget.setVisible(visible)

    def show_teams(self, rules: Rules) -> None:
        """Each seat's team beside it; nothing without partners."""
        for seat in range(rules.players):
            if rules.teams:
                self.seat_sides[seat].setText(
                    self.tr("team {n}").format(n=rules.side_of_seat[seat] + 1)
                )
            else:
                self.seat_sides[seat].setText("")
