"""The new-match dialog: preset, players, partnerships, target, every rule, and the seats.

The rules box is built from one table, ``RULE_ROWS`` (in ``rule_rows``): each row names a
``Rules`` field, its label, a short grey line that says what it does (a tooltip alone is easy to
miss), its widget and when it applies. The same table fills the widgets, reads them back and
enables them, so a new rule setting needs its ``Rules`` field, its validation and one row there.
The dialog builds a ``Rules`` on every change and lets the engine judge it; an invalid mix
disables Deal and is explained in the dialog's own words.

The point family (RULES.md, "Point families") has a box of its own above the rules: a choice of
family (``FAMILIES``), the awards it scores in words, the rows of the deck (off-jack, jokers,
which joker ranks higher) and a check box per award of ``engine.points``. The bids' spin boxes
reach up to the total of the awards ticked.

The seats below the rules are a part of their own (``seat_rows``), and so are the words for an
invalid mix (``rule_conflicts``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.controller.rules_text import point_name, points_summary
from pitch_desktop.engine.cards import DECK_SIZE
from pitch_desktop.engine.points import AWARDS, MOST_POINTS, Award, worth
from pitch_desktop.engine.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    OFF_CARD_RANKS,
    PLAIN_DEAL,
    PRESET_BOOK,
    PRESETS,
    TEAM_LAYOUTS,
    Draw,
    Rules,
    RulesError,
    call_partner_deal,
    seated_nine_card_deal,
)
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.ui.dialogs.rule_conflicts import conflict_words
from pitch_desktop.ui.dialogs.rule_rows import (
    BID_FIELDS,
    FAMILIES,
    RULE_ROWS,
    RuleRow,
    family_of,
)
from pitch_desktop.ui.dialogs.seat_rows import SeatRows

TARGETS = (7, 11, 15, 21)


def _more_off_cards(rules: Rules) -> tuple[str, ...]:
    """The off-cards but the off-jack (which has its own row), which the dialog keeps as the
    preset or family set them."""
    return tuple(r for r in rules.off_cards if r != "J")


# The award boxes, so many to a row that the dialog fits an 800x600 screen in every language.
_AWARDS_PER_ROW = 5


class NewMatchDialog(QDialog):
    """Set up a match. ``match_setup()`` is valid once the dialog is accepted."""

    def __init__(self, current: MatchSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewMatchDialog")
        self.setWindowTitle(self.tr("New match"))
        self._speed = current.speed if current is not None else Speed.NORMAL
        self._filling = False
        outer = QVBoxLayout(self)
        outer.addLayout(self._top_form())

        # The points, the rules and the seats scroll when the screen is too small for them all.
        body = QWidget(self)
        inner = QVBoxLayout(body)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self._family_box(body))
        inner.addWidget(self._rules_box(body))
        self.seat_rows = SeatRows(lambda sentence: self.error.setText(sentence), body)
        inner.addWidget(self.seat_rows)
        self.body_scroll = QScrollArea(self)
        self.body_scroll.setObjectName("NewMatchBody")
        self.body_scroll.setWidgetResizable(True)
        self.body_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body_scroll.setWidget(body)
        outer.addWidget(self.body_scroll, 1)

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
        self.family.currentIndexChanged.connect(self._on_family)
        self.players.valueChanged.connect(self._on_players)
        self.target_choice.currentIndexChanged.connect(self._on_target_choice)
        self.target.valueChanged.connect(self._changed)
        self.teams.currentIndexChanged.connect(self._changed)

        if current is not None:
            self._fill_current(current)
        else:
            self._fill(PRESETS["setback"])
        self._changed()
        self._fit_screen(body)

    def _top_form(self) -> QFormLayout:
        """Above the scrolled body: the preset, the players, the partnerships and the target."""
        top = QFormLayout()
        self.preset = QComboBox(self)
        for name in PRESETS:
            self.preset.addItem(self.tr(PRESET_BOOK[name].menu_title), name)
        self.preset.addItem(self.tr("Custom"), "")
        top.addRow(
            self.tr("Preset"), self._with_note(self.preset, self.tr("fills in every rule below"))
        )
        self.players = QSpinBox(self)
        self.players.setRange(MIN_PLAYERS, MAX_PLAYERS)
        top.addRow(
            self.tr("Players"),
            self._with_note(
                self.players,
                self.tr("{low} to {high} at the table").format(low=MIN_PLAYERS, high=MAX_PLAYERS),
            ),
        )
        self.teams = QComboBox(self)
        self.teams_note = self._note(self.tr("partners sit apart and score together"))
        top.addRow(self.tr("Partnerships"), self._with_note(self.teams, self.teams_note))
        top.addRow(self.tr("Target"), self._with_note(self._target_box(), self.tr("points to win")))
        return top

    def _target_box(self) -> QWidget:
        """The usual targets to choose from, and a spin box for any other."""
        target_box = QWidget(self)
        target_row = QHBoxLayout(target_box)
        target_row.setContentsMargins(0, 0, 0, 0)
        self.target_choice = QComboBox(self)
        for t in TARGETS:
            self.target_choice.addItem(str(t), t)
        self.target_choice.addItem(self.tr("Other…"), 0)
        self.target = QSpinBox(self)
        self.target.setRange(1, 99)
        target_row.addWidget(self.target_choice)
        target_row.addWidget(self.target)
        target_row.addStretch(1)
        return target_box

    def _rules_box(self, body: QWidget) -> QGroupBox:
        """A row per rule of ``RULE_ROWS``: the deck's rows go in the points box above (built
        first), every other in the rules box; then the award check boxes."""
        rules_box = QGroupBox(self.tr("Rules"), body)
        grid = QGridLayout(rules_box)
        grid.setColumnStretch(2, 1)
        self.rule_widgets: dict[str, QSpinBox | QCheckBox | QComboBox] = {}
        for spec in RULE_ROWS:
            widget = self._rule_widget(spec)
            self.rule_widgets[spec.field] = widget
            rows = self._family_grid if spec.family else grid
            row = rows.rowCount()
            rows.addWidget(QLabel(self.tr(spec.label) if spec.label else "", self), row, 0)
            rows.addWidget(widget, row, 1)
            rows.addWidget(self._note(self.tr(spec.note)), row, 2)
        self._add_award_boxes()
        return rules_box

    def _fill_current(self, current: MatchSetup) -> None:
        """The rules and seats of the match in play, to start from."""
        self._fill(current.rules)
        self.seat_rows.fill(current)

    def _fit_screen(self, body: QWidget) -> None:
        """As tall as the rules and seats need, but never taller than the screen allows."""
        hint = body.sizeHint()
        wanted = hint.width() + self.body_scroll.verticalScrollBar().sizeHint().width()
        screen = self.screen()
        if screen is None:
            self.body_scroll.setMinimumWidth(wanted)
            return
        room = screen.availableGeometry()
        # Never wider than the screen: the notes wrap to fit the room there is.
        self.body_scroll.setMinimumWidth(min(wanted, room.width() - 60))
        chrome = self.sizeHint().height() - self.body_scroll.sizeHint().height()
        height = min(hint.height() + chrome + 24, room.height() - 40)
        self.resize(min(self.sizeHint().width(), room.width() - 20), height)

    # --- widgets --------------------------------------------------------------------------------
    def _family_box(self, parent: QWidget) -> QGroupBox:
        """The point family: the choice, what it scores in words; the deck's rows and the award
        check boxes are added below by ``RULE_ROWS`` and ``_add_award_boxes``."""
        box = QGroupBox(self.tr("Points"), parent)
        grid = QGridLayout(box)
        grid.setColumnStretch(2, 1)
        self.family = QComboBox(self)
        for name, title in FAMILIES:
            self.family.addItem(self.tr(title), name)
        self.family.addItem(self.tr("Custom"), "")
        grid.addWidget(QLabel(self.tr("Family"), self), 0, 0)
        grid.addWidget(self.family, 0, 1)
        grid.addWidget(self._note(self.tr("sets the points and the deck")), 0, 2)
        self.points_words = QLabel(self)
        self.points_words.setObjectName("PointsWords")
        self.points_words.setWordWrap(True)
        grid.addWidget(self.points_words, 1, 1, 1, 2)
        self._family_grid = grid
        return box

    def _add_award_boxes(self) -> None:
        """A check box per award, in the order of RULES.md's table, below the deck's rows."""
        grid = self._family_grid
        row = grid.rowCount()
        grid.addWidget(QLabel(self.tr("Scoring"), self), row, 0, Qt.AlignmentFlag.AlignTop)
        awards = QWidget(self)
        boxes = QGridLayout(awards)
        boxes.setContentsMargins(0, 0, 0, 0)
        self.award_boxes: dict[Award, QCheckBox] = {}
        per_row = _AWARDS_PER_ROW
        for i, award in enumerate(AWARDS):
            n = worth(award)
            name = point_name(award)
            text = name if n == 1 else self.tr("{name} (%n points)", None, n).format(name=name)
            box = QCheckBox(text, self)
            box.toggled.connect(self._changed)
            self.award_boxes[award] = box
            boxes.addWidget(box, i // per_row, i % per_row)
        grid.addWidget(awards, row, 1, 1, 2)

    def _rule_widget(self, spec: RuleRow) -> QSpinBox | QCheckBox | QComboBox:
        """The widget of one rule row, wired to ``_changed``."""
        if spec.spin is not None:
            spin = QSpinBox(self)
            spin.setRange(*spec.spin)
            spin.setMaximumWidth(90)
            spin.valueChanged.connect(self._changed)
            return spin
        if spec.check is not None:
            box = QCheckBox(self.tr(spec.check), self)
            box.toggled.connect(self._changed)
            return box
        combo = QComboBox(self)
        for text, value in spec.choices:
            combo.addItem(self.tr(text), value)
        combo.currentIndexChanged.connect(self._changed)
        return combo

    def _note(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setStyleSheet("color: #707070")
        # Notes wrap, so a language with longer words still fits a small screen.
        label.setWordWrap(True)
        return label

    def _with_note(self, widget: QWidget, note: str | QLabel) -> QWidget:
        box = QWidget(self)
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(widget)
        row.addWidget(note if isinstance(note, QLabel) else self._note(note), 1)
        return box

    @property
    def ok_button(self) -> QPushButton:
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    # --- filling and reading --------------------------------------------------------------------
    def _rule_values(self) -> dict[str, object]:
        """Each rule row's value as its widget shows it, and the points ticked."""
        values: dict[str, object] = {}
        for spec in RULE_ROWS:
            w = self.rule_widgets[spec.field]
            if isinstance(w, QSpinBox):
                values[spec.field] = w.value()
            elif isinstance(w, QCheckBox):
                values[spec.field] = w.isChecked()
            else:
                values[spec.field] = w.currentData()
        values["points"] = self._points()
        values["off_cards"] = tuple(
            r
            for r in OFF_CARD_RANKS
            if r in self._more_off_cards or (r == "J" and values["off_jack"])
        )
        return values

    def _points(self) -> tuple[Award, ...]:
        """The awards ticked, in the counting order of the rules filled in (RULES.md's table
        order for those ticked since)."""
        ticked = [a for a in AWARDS if self.award_boxes[a].isChecked()]
        order = self._points_order
        if list(order) == sorted(order, key=AWARDS.index):
            return tuple(ticked)
        return tuple(
            sorted(
                ticked,
                key=lambda a: (0, order.index(a)) if a in order else (1, AWARDS.index(a)),
            )
        )

    def _total(self) -> int:
        return sum(worth(a) for a in self._points())

    def _set_points(self, points: tuple[Award, ...]) -> None:
        self._points_order = points
        for award, box in self.award_boxes.items():
            box.setChecked(award in points)

    def _fill(self, rules: Rules) -> None:
        self._filling = True
        try:
            # What the dialog does not show yet (the deal, the draw-back, the off-cards but the
            # off-jack) is kept as it was.
            self._hidden = {
                "deal": rules.deal,
                "draw": rules.draw,
                "kitty": rules.kitty,
                "call_partner": rules.call_partner,
            }
            self._asked_deal = rules.deal
            self._more_off_cards = _more_off_cards(rules)
            self._open_bids()
            self._set_points(rules.points)
            self.players.setValue(rules.players)
            self._refill_teams(rules.teams)
            i = self.target_choice.findData(rules.target)
            self.target_choice.setCurrentIndex(i if i >= 0 else self.target_choice.count() - 1)
            self.target.setValue(rules.target)
            self.target.setVisible(i < 0)
            for spec in RULE_ROWS:
                w = self.rule_widgets[spec.field]
                value = getattr(rules, spec.field)
                if isinstance(w, QSpinBox):
                    w.setValue(value)
                elif isinstance(w, QCheckBox):
                    w.setChecked(value)
                else:
                    w.setCurrentIndex(w.findData(value))
            name = rules.seated_preset_name()
            self.preset.setCurrentIndex(self.preset.findData(name or ""))
            self.family.setCurrentIndex(self.family.findData(family_of(rules)))
        finally:
            self._filling = False

    def _open_bids(self) -> None:
        """Let the bids reach every point there is while the points change, so no bid is cut
        down on the way (``_changed`` tightens them to the points' total after)."""
        for bid in BID_FIELDS:
            spin = self.rule_widgets[bid]
            assert isinstance(spin, QSpinBox)
            spin.setMaximum(MOST_POINTS)

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
            target=int(target),
            **self._hidden,  # type: ignore[arg-type]
            **self._rule_values(),  # type: ignore[arg-type]
        )

    def accept(self) -> None:
        """Deal only a mix the engine allows: the Deal button is off for any other, and an
        accept from elsewhere (Return, a script) is refused the same way."""
        try:
            self.rules()
        except RulesError as exc:
            self.error.setText(self.conflict_words(exc))
            self.ok_button.setEnabled(False)
            return
        super().accept()

    def match_setup(self) -> MatchSetup:
        rules = self.rules()
        seats = self.seat_rows.seats(rules.players)
        return MatchSetup(rules=rules, seats=seats, speed=self._speed)

    def conflict_words(self, error: RulesError) -> str:
        """An invalid mix of settings in the dialog's words, never the fields' names."""
        return conflict_words(error, self._rule_values(), self._points())

    # --- reactions ------------------------------------------------------------------------------
    def _on_preset(self) -> None:
        if self._filling:
            return
        name = self.preset.currentData()
        if name:
            self._fill(PRESETS[name])
            self._changed()

    def _on_family(self) -> None:
        """A family sets the points and the deck; a highest bid of every point follows the new
        total, and no bid is left above it."""
        if self._filling:
            return
        name = self.family.currentData()
        if not name:
            return
        preset = PRESETS[name]
        old_total = self._total()
        self._filling = True
        try:
            self._open_bids()
            self._set_points(preset.points)
            self._hidden = {
                "deal": preset.deal,
                "draw": preset.draw,
                "kitty": preset.kitty,
                "call_partner": preset.call_partner,
            }
            self._asked_deal = preset.deal
            self._more_off_cards = _more_off_cards(preset)
            self._deal_for_players()
            self._set_deck(preset)
            self._follow_total(old_total, preset.total_points)
        finally:
            self._filling = False
        self._changed()

    def _set_deck(self, family: Rules) -> None:
        """The deck's rows as ``family`` has them: the off-jack and the jokers."""
        off_jack = self.rule_widgets["off_jack"]
        assert isinstance(off_jack, QCheckBox)
        off_jack.setChecked(family.off_jack)
        for field in ("jokers", "jokers_rank"):
            combo = self.rule_widgets[field]
            assert isinstance(combo, QComboBox)
            combo.setCurrentIndex(combo.findData(getattr(family, field)))

    def _follow_total(self, old_total: int, total: int) -> None:
        """A highest bid of every point (``old_total``) becomes every point of the new
        ``total``, and no bid stays above it."""
        spins = {f: self.rule_widgets[f] for f in BID_FIELDS}
        top = spins["max_bid"]
        assert isinstance(top, QSpinBox)
        if top.value() == old_total:
            top.setValue(total)
        for spin in spins.values():
            assert isinstance(spin, QSpinBox)
            spin.setValue(min(spin.value(), total))

    def _on_players(self) -> None:
        if self._filling:
            return
        self._refill_teams(int(self.teams.currentData() or 0))
        self._deal_for_players()
        self._changed()

    def _deal_for_players(self) -> None:
        """The deal the table's size allows: a called partner's ten at five, eight at six, seven
        at seven; with the draw-back nine, eight at six; without
        it the deal asked for, or as many as the deck gives every player (ten-point Smear
        deals nine at six players)."""
        jokers = int(self.rule_widgets["jokers"].currentData())  # type: ignore[union-attr]
        deck = DECK_SIZE + jokers
        if self._hidden["call_partner"]:
            deal = min(call_partner_deal(self.players.value()), deck // self.players.value())
        elif self._hidden["draw"] == Draw.DRAW_BACK:
            deal = seated_nine_card_deal(self.players.value(), deck)
        else:
            kitty = self._hidden["kitty"]
            assert isinstance(kitty, int)
            dealt = deck - kitty  # the kitty is dealt after the hands
            deal = max(PLAIN_DEAL, min(self._asked_deal, dealt // self.players.value()))
        self._hidden = {**self._hidden, "deal": deal}

    def _on_target_choice(self) -> None:
        other = not self.target_choice.currentData()
        self.target.setVisible(other)
        self._changed()

    def _changed(self) -> None:
        """After any change: the seats in play, the rules that apply, the bids' reach, the
        points in words, the family and preset that match, and whether Deal may deal."""
        if self._filling:
            return
        players = self.players.value()
        self.seat_rows.show_seats(players)
        self.teams_note.setVisible(bool(self.teams.currentData()))  # no partners: no note
        values = self._rule_values()
        for spec in RULE_ROWS:
            if spec.applies is not None:
                self.rule_widgets[spec.field].setEnabled(spec.applies(values))
        self._cap_bids()
        points = self._points()
        self.points_words.setText(
            points_summary(points) if points else self.tr("No points are ticked.")
        )
        self._choose_quietly(self.family, family_of({**values, **self._hidden}))
        try:
            rules = self.rules()
        except RulesError as exc:
            self.error.setText(self.conflict_words(exc))
            self.ok_button.setEnabled(False)
            self._choose_quietly(self.preset, "")
            return
        self.error.setText("")
        self.ok_button.setEnabled(True)
        self.seat_rows.show_teams(rules)
        self._choose_quietly(self.preset, rules.seated_preset_name() or "")

    def _choose_quietly(self, combo: QComboBox, data: object) -> None:
        """Show the item of ``data`` without its reaction: the choice follows the rules here,
        it does not set them."""
        self._filling = True
        combo.setCurrentIndex(combo.findData(data))
        self._filling = False

    def _cap_bids(self) -> None:
        """Each bid reaches up to every point at stake (a bid left above it is refused)."""
        total = self._total()
        for name in BID_FIELDS:
            spin = self.rule_widgets[name]
            assert isinstance(spin, QSpinBox)
            spin.setMaximum(max(total, spin.value()))
