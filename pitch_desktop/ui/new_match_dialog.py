"""The new-match dialog: preset, players, partnerships, target, every rule, and the seats.

Each rule has a short grey line that says what it does, since a tooltip alone is easy to miss.
The dialog builds a ``Rules`` on every change and lets the engine judge it: an invalid mix
disables OK and shows the engine's own ``RulesError`` message, so no rule is checked twice.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.ai.base import bot_names
from pitch_desktop.controller.events import HUMAN_SEAT, MatchSetup, SeatSetup, Speed
from pitch_desktop.engine.rules import (
    PRESETS,
    TEAM_LAYOUTS,
    AllPass,
    DealerSteal,
    LowGoesTo,
    Rules,
    RulesError,
    TrumpRule,
    WinRule,
)
from pitch_desktop.storage.settings import default_name

TARGETS = (7, 11, 15, 21)
_WEAK_BOTS = ("random", "greedy")  # listed last: they are for testing, not for a good game


def ordered_levels() -> list[str]:
    """Bot levels for the seat menus, the testing bots last."""
    names = bot_names()
    return [n for n in names if n not in _WEAK_BOTS] + [n for n in names if n in _WEAK_BOTS]


def default_level() -> str:
    levels = ordered_levels()
    return "standard" if "standard" in levels else levels[0]


class NewMatchDialog(QDialog):
    """Set up a match. ``match_setup()`` is valid once the dialog is accepted."""

    def __init__(self, current: MatchSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewMatchDialog")
        self.setWindowTitle(self.tr("New match"))
        self._speed = current.speed if current is not None else Speed.NORMAL
        self._filling = False
        outer = QVBoxLayout(self)

        top = QFormLayout()
        self.preset = QComboBox(self)
        for name in PRESETS:
            self.preset.addItem(self._preset_title(name), name)
        self.preset.addItem(self.tr("Custom"), "")
        top.addRow(self.tr("Preset"), self._with_note(self.preset, self._preset_note()))
        self.players = QSpinBox(self)
        self.players.setRange(2, 7)
        top.addRow(
            self.tr("Players"), self._with_note(self.players, self.tr("2 to 7 at the table"))
        )
        self.teams = QComboBox(self)
        top.addRow(
            self.tr("Partnerships"),
            self._with_note(self.teams, self.tr("partners sit apart and score together")),
        )
        target_row = QHBoxLayout()
        self.target_choice = QComboBox(self)
        for t in TARGETS:
            self.target_choice.addItem(str(t), t)
        self.target_choice.addItem(self.tr("Other…"), 0)
        self.target = QSpinBox(self)
        self.target.setRange(1, 99)
        target_row.addWidget(self.target_choice)
        target_row.addWidget(self.target)
        target_row.addStretch(1)
        target_box = QWidget(self)
        target_box.setLayout(target_row)
        target_row.setContentsMargins(0, 0, 0, 0)
        top.addRow(self.tr("Target"), self._with_note(target_box, self.tr("points to win")))
        outer.addLayout(top)

        rules_box = QGroupBox(self.tr("Rules"), self)
        grid = QGridLayout(rules_box)
        grid.setColumnStretch(2, 1)
        self.min_bid = self._spin(1, 4)
        self.max_bid = self._spin(1, 4)
        self.smudge = QCheckBox(self.tr("Smudge"), self)
        self.smudge_value = self._spin(1, 99)
        self.smudge_wins = QCheckBox(self.tr("A made smudge wins the match"), self)
        self.dealer_steal = self._combo(
            [
                (self.tr("Always"), DealerSteal.ALWAYS),
                (self.tr("Not the top bid"), DealerSteal.BELOW_MAX),
                (self.tr("Never"), DealerSteal.NEVER),
            ]
        )
        self.all_pass = self._combo(
            [
                (self.tr("Stick the dealer"), AllPass.STICK_DEALER),
                (self.tr("Redeal"), AllPass.REDEAL),
            ]
        )
        self.stuck_bid = self._spin(1, 4)
        self.trump_rule = self._combo(
            [
                (self.tr("Trump any time"), TrumpRule.ANYTIME),
                (self.tr("Follow suit"), TrumpRule.FOLLOW_SUIT),
            ]
        )
        self.low_goes_to = self._combo(
            [(self.tr("Who takes it"), LowGoesTo.TAKER), (self.tr("Who held it"), LowGoesTo.HOLDER)]
        )
        self.win_rule = self._combo(
            [
                (self.tr("Bidder goes out"), WinRule.BIDDER_OUT),
                (self.tr("Count in order"), WinRule.COUNT_ORDER),
                (self.tr("Highest score"), WinRule.HIGHEST),
            ]
        )
        rows: list[tuple[str, QWidget, str]] = [
            (self.tr("Lowest bid"), self.min_bid, self.tr("the least anyone may bid")),
            (self.tr("Highest bid"), self.max_bid, self.tr("4 is all four points")),
            ("", self.smudge, self.tr("shoot the moon: all four points and all six tricks")),
            (self.tr("Smudge value"), self.smudge_value, self.tr("points won or set back")),
            ("", self.smudge_wins, self.tr("instead of scoring its value")),
            (
                self.tr("Dealer may take"),
                self.dealer_steal,
                self.tr("the dealer speaks last and may match the high bid"),
            ),
            (
                self.tr("If all pass"),
                self.all_pass,
                self.tr("the dealer must bid, or the hand is thrown in"),
            ),
            (self.tr("Stuck dealer bids"), self.stuck_bid, self.tr("at least this much")),
            (
                self.tr("Trumping"),
                self.trump_rule,
                self.tr("may you trump while holding the suit led?"),
            ),
            (
                self.tr("Low goes to"),
                self.low_goes_to,
                self.tr("the lowest trump: its trick's winner or its holder"),
            ),
            (self.tr("Winning"), self.win_rule, self.tr("who wins when the target is reached")),
        ]
        for row, (label, widget, note) in enumerate(rows):
            grid.addWidget(QLabel(label, self), row, 0)
            grid.addWidget(widget, row, 1)
            grid.addWidget(self._note(note), row, 2)
        outer.addWidget(rules_box)

        seats_box = QGroupBox(self.tr("Players"), self)
        self.seat_grid = QGridLayout(seats_box)
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        self.seat_sides: list[QLabel] = []
        levels = ordered_levels()
        for seat in range(7):
            name_edit = QLineEdit(self)
            name_edit.setMaxLength(20)
            side = QLabel(self)
            side.setStyleSheet("color: #707070")
            self.seat_grid.addWidget(name_edit, seat, 0)
            if seat == HUMAN_SEAT:
                name_edit.setText(self.tr("You"))
                you = QLabel(self.tr("you play this seat"), self)
                you.setStyleSheet("color: #707070")
                self.seat_grid.addWidget(you, seat, 1)
                self.levels.append(QComboBox(self))  # placeholder, never shown
                self.levels[-1].hide()
            else:
                name_edit.setText(default_name(seat))
                level = QComboBox(self)
                for lv in levels:
                    level.addItem(lv, lv)
                level.setCurrentIndex(level.findData(default_level()))
                self.seat_grid.addWidget(level, seat, 1)
                self.levels.append(level)
            self.seat_grid.addWidget(side, seat, 2)
            self.names.append(name_edit)
            self.seat_sides.append(side)
        outer.addWidget(seats_box)

        self.error = QLabel(self)
        self.error.setStyleSheet("color: #be1e28")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        ok = self.ok_button
        ok.setText(self.tr("Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self.preset.currentIndexChanged.connect(self._on_preset)
        self.players.valueChanged.connect(self._on_players)
        self.target_choice.currentIndexChanged.connect(self._on_target_choice)
        for w in (self.min_bid, self.max_bid, self.smudge_value, self.stuck_bid, self.target):
            w.valueChanged.connect(self._changed)
        for c in (self.smudge, self.smudge_wins):
            c.toggled.connect(self._changed)
        for b in (
            self.dealer_steal,
            self.all_pass,
            self.trump_rule,
            self.low_goes_to,
            self.win_rule,
            self.teams,
        ):
            b.currentIndexChanged.connect(self._changed)

        if current is not None:
            self._fill(current.rules)
            for seat, s in enumerate(current.seats):
                self.names[seat].setText(self.tr("You") if s.is_human and not s.name else s.name)
                if s.level is not None:
                    i = self.levels[seat].findData(s.level)
                    if i >= 0:
                        self.levels[seat].setCurrentIndex(i)
        else:
            self._fill(PRESETS["setback"])
        self._changed()

    # --- widgets --------------------------------------------------------------------------------
    def _preset_title(self, name: str) -> str:
        return {
            "setback": self.tr("Setback (partners, smudge)"),
            "auction-pitch": self.tr("Auction Pitch (cutthroat, to 7)"),
            "classic": self.tr("Classic Pitch (Hoyle)"),
        }.get(name, name)

    def _preset_note(self) -> str:
        return self.tr("fills in every rule below")

    def _note(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setStyleSheet("color: #707070")
        return label

    def _with_note(self, widget: QWidget, note: str) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(widget)
        row.addWidget(self._note(note), 1)
        return box

    def _spin(self, lo: int, hi: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(lo, hi)
        spin.setMaximumWidth(90)
        return spin

    def _combo(self, items: list[tuple[str, object]]) -> QComboBox:
        combo = QComboBox(self)
        for text, value in items:
            combo.addItem(text, value)
        return combo

    @property
    def ok_button(self) -> QPushButton:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    # --- filling and reading --------------------------------------------------------------------
    def _fill(self, rules: Rules) -> None:
        self._filling = True
        try:
            self.players.setValue(rules.players)
            self._refill_teams(rules.teams)
            i = self.target_choice.findData(rules.target)
            self.target_choice.setCurrentIndex(i if i >= 0 else self.target_choice.count() - 1)
            self.target.setValue(rules.target)
            self.target.setVisible(i < 0)
            self.min_bid.setValue(rules.min_bid)
            self.max_bid.setValue(rules.max_bid)
            self.smudge.setChecked(rules.smudge)
            self.smudge_value.setValue(rules.smudge_value)
            self.smudge_wins.setChecked(rules.smudge_wins)
            self.stuck_bid.setValue(rules.stuck_bid)
            for combo, value in (
                (self.dealer_steal, rules.dealer_steal),
                (self.all_pass, rules.all_pass),
                (self.trump_rule, rules.trump_rule),
                (self.low_goes_to, rules.low_goes_to),
                (self.win_rule, rules.win_rule),
            ):
                combo.setCurrentIndex(combo.findData(value))
            name = rules.preset_name()
            self.preset.setCurrentIndex(self.preset.findData(name or ""))
        finally:
            self._filling = False

    def _refill_teams(self, teams: int) -> None:
        players = self.players.value()
        self.teams.blockSignals(True)
        self.teams.clear()
        self.teams.addItem(self.tr("None: everyone for themselves"), 0)
        for p, t in TEAM_LAYOUTS:
            if p == players:
                self.teams.addItem(
                    self.tr("{teams} teams of {size}").format(teams=t, size=p // t), t
                )
        i = self.teams.findData(teams)
        self.teams.setCurrentIndex(i if i >= 0 else 0)
        self.teams.blockSignals(False)

    def rules(self) -> Rules:
        """The rules as set; raises ``RulesError`` for a mix the engine does not allow."""
        target = self.target_choice.currentData()
        if not target:
            target = self.target.value()
        return Rules(
            players=self.players.value(),
            teams=int(self.teams.currentData() or 0),
            min_bid=self.min_bid.value(),
            max_bid=self.max_bid.value(),
            smudge=self.smudge.isChecked(),
            smudge_value=self.smudge_value.value(),
            smudge_wins=self.smudge_wins.isChecked(),
            dealer_steal=self.dealer_steal.currentData(),
            all_pass=self.all_pass.currentData(),
            stuck_bid=self.stuck_bid.value(),
            trump_rule=self.trump_rule.currentData(),
            low_goes_to=self.low_goes_to.currentData(),
            target=int(target),
            win_rule=self.win_rule.currentData(),
        )

    def match_setup(self) -> MatchSetup:
        rules = self.rules()
        seats = []
        for seat in range(rules.players):
            name = self.names[seat].text().strip()
            if seat == HUMAN_SEAT:
                seats.append(SeatSetup(name or self.tr("You")))
            else:
                seats.append(
                    SeatSetup(name or default_name(seat), str(self.levels[seat].currentData()))
                )
        return MatchSetup(rules=rules, seats=tuple(seats), speed=self._speed)

    # --- reactions ------------------------------------------------------------------------------
    def _on_preset(self) -> None:
        if self._filling:
            return
        name = self.preset.currentData()
        if name:
            self._fill(PRESETS[name])
            self._changed()

    def _on_players(self) -> None:
        if self._filling:
            return
        self._refill_teams(int(self.teams.currentData() or 0))
        self._changed()

    def _on_target_choice(self) -> None:
        other = not self.target_choice.currentData()
        self.target.setVisible(other)
        self._changed()

    def _changed(self) -> None:
        if self._filling:
            return
        players = self.players.value()
        for seat in range(7):
            visible = seat < players
            self.names[seat].setVisible(visible)
            self.levels[seat].setVisible(visible and seat != HUMAN_SEAT)
            self.seat_sides[seat].setVisible(visible)
            cell = self.seat_grid.itemAtPosition(seat, 1)
            widget = cell.widget() if cell is not None else None
            if widget is not None:
                widget.setVisible(visible)
        self.smudge_value.setEnabled(self.smudge.isChecked())
        self.smudge_wins.setEnabled(self.smudge.isChecked())
        self.stuck_bid.setEnabled(self.all_pass.currentData() == AllPass.STICK_DEALER)
        try:
            rules = self.rules()
        except RulesError as exc:
            self.error.setText(str(exc))
            self.ok_button.setEnabled(False)
            return
        self.error.setText("")
        self.ok_button.setEnabled(True)
        for seat in range(players):
            if rules.teams:
                self.seat_sides[seat].setText(
                    self.tr("team {n}").format(n=rules.side_of_seat[seat] + 1)
                )
            else:
                self.seat_sides[seat].setText("")
        self._filling = True
        self.preset.setCurrentIndex(self.preset.findData(rules.preset_name() or ""))
        self._filling = False
