"""Game > Preferences: every setting of the player's in one dialog.

The dialog only shows and collects ``Preferences``; the window applies them (the same setters
its View menu uses, so menu and dialog can never disagree) and the settings store keeps them.
The language is read once at start, so a new language applies from the next start, which the
dialog says beside the choice. The sound's volume can only be set while sound is on; where the
system has no way to play sounds, the window passes the reason, which the dialog shows there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from pitch_desktop.match_setup import Speed
from pitch_desktop.storage.settings import (
    LANGUAGES,
    MAX_SOUND_VOLUME,
    SYSTEM_LANGUAGE,
    CardBack,
    CardSize,
    TableColour,
)
from pitch_desktop.ui.common.card_backs import back_colour, paint_back
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.common.felt import table_colour_names
from pitch_desktop.ui.common.language import LANGUAGE_NAMES, language_for


@dataclass(frozen=True, slots=True)
class Preferences:
    """The player's settings as the dialog shows them."""

    language: str  # a code of LANGUAGES, or SYSTEM_LANGUAGE
    speed: Speed
    card_size: CardSize
    four_colour: bool
    card_back: CardBack
    table_colour: TableColour
    confirm_card: bool
    auto_last_card: bool
    always_hint: bool
    sound: bool
    sound_volume: int  # 0-100


def _back_icon(back: CardBack) -> QIcon:
    """A small card back, as the table will paint it."""
    h = 36
    w = round(h / CARD_ASPECT)
    pixmap = QPixmap(w, h)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_back(painter, QRectF(0, 0, w, h), back_colour(back.value))
    painter.end()
    return QIcon(pixmap)


class PreferencesDialog(QDialog):
    """Language, speed, the look of the cards and the table, the play helpers and the sound.

    ``sound_unavailable`` is why the system cannot play sounds, shown under the sound's
    choices; "" when it can.
    """

    def __init__(
        self, current: Preferences, parent: QWidget | None = None, *, sound_unavailable: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)

        self.language = QComboBox(self)
        system = LANGUAGE_NAMES[language_for(SYSTEM_LANGUAGE)]
        self.language.addItem(
            self.tr("As the system ({language})").format(language=system), SYSTEM_LANGUAGE
        )
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)
        self._select(self.language, current.language)
        form.addRow(self._label(self.tr("&Language:"), self.language), self.language)
        self.language_note = QLabel(self.tr("A new language applies when Pitch next starts."))
        self.language_note.setWordWrap(True)
        self.language_note.setObjectName("LanguageNote")
        form.addRow("", self.language_note)

        self.speed = self._choice(
            (
                (Speed.SLOW, self.tr("Slow")),
                (Speed.NORMAL, self.tr("Normal")),
                (Speed.FAST, self.tr("Fast")),
                (Speed.INSTANT, self.tr("Instant")),
            ),
            current.speed,
        )
        form.addRow(self._label(self.tr("&Speed:"), self.speed), self.speed)

        self.card_size = self._choice(
            (
                (CardSize.SMALL, self.tr("Small")),
                (CardSize.NORMAL, self.tr("Normal")),
                (CardSize.LARGE, self.tr("Large")),
            ),
            current.card_size,
        )
        form.addRow(self._label(self.tr("Card si&ze:"), self.card_size), self.card_size)

        self.card_back = QComboBox(self)
        self.card_back.setIconSize(QSize(24, 36))
        for back, text in (
            (CardBack.BLUE, self.tr("Blue")),
            (CardBack.RED, self.tr("Red")),
            (CardBack.GREEN, self.tr("Green")),
            (CardBack.BLACK, self.tr("Black")),
        ):
            self.card_back.addItem(_back_icon(back), text, back.value)
        self._select(self.card_back, current.card_back.value)
        form.addRow(self._label(self.tr("Card &back:"), self.card_back), self.card_back)

        self.table_colour = self._choice(table_colour_names().items(), current.table_colour)
        form.addRow(self._label(self.tr("&Table:"), self.table_colour), self.table_colour)

        self.four_colour = QCheckBox(self.tr("&Four-colour deck (green clubs, blue diamonds)"))
        self.four_colour.setChecked(current.four_colour)
        self.confirm_card = QCheckBox(self.tr("&Confirm before playing a card"))
        self.confirm_card.setChecked(current.confirm_card)
        self.auto_last_card = QCheckBox(self.tr("&Play the last card by itself"))
        self.auto_last_card.setChecked(current.auto_last_card)
        self.always_hint = QCheckBox(self.tr("Show a &hint at every turn"))
        self.always_hint.setChecked(current.always_hint)
        for check in (self.four_colour, self.confirm_card, self.auto_last_card, self.always_hint):
            form.addRow(check)

        self.sound = QCheckBox(self.tr("Play so&unds"))
        self.sound.setChecked(current.sound)
        form.addRow(self.sound)
        self.sound_volume = QSlider(Qt.Orientation.Horizontal, self)
        self.sound_volume.setRange(0, MAX_SOUND_VOLUME)
        self.sound_volume.setSingleStep(5)
        self.sound_volume.setPageStep(10)
        self.sound_volume.setValue(max(0, min(MAX_SOUND_VOLUME, current.sound_volume)))
        self.sound_volume.setAccessibleName(self.tr("Sound volume"))
        self.sound_volume.setEnabled(current.sound)
        self.sound.toggled.connect(self.sound_volume.setEnabled)
        form.addRow(self._label(self.tr("&Volume:"), self.sound_volume), self.sound_volume)
        self.sound_note = QLabel(sound_unavailable)
        self.sound_note.setWordWrap(True)
        self.sound_note.setObjectName("SoundNote")
        form.addRow("", self.sound_note)
        form.setRowVisible(self.sound_note, bool(sound_unavailable))

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(buttons)
        self.language.setFocus()

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)  # Alt + the underlined letter reaches the field
        return label

    def _choice(self, items: Iterable[tuple[StrEnum, str]], current: StrEnum) -> QComboBox:
        """A choice of a setting's values, each in words, the current one chosen."""
        combo = QComboBox(self)
        for value, text in items:
            combo.addItem(text, value.value)
        self._select(combo, current.value)
        return combo

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        combo.setCurrentIndex(max(0, index))

    def preferences(self) -> Preferences:
        """What the player chose."""
        return Preferences(
            language=str(self.language.currentData()),
            speed=Speed(self.speed.currentData()),
            card_size=CardSize(self.card_size.currentData()),
            four_colour=self.four_colour.isChecked(),
            card_back=CardBack(self.card_back.currentData()),
            table_colour=TableColour(self.table_colour.currentData()),
            confirm_card=self.confirm_card.isChecked(),
            auto_last_card=self.auto_last_card.isChecked(),
            always_hint=self.always_hint.isChecked(),
            sound=self.sound.isChecked(),
            sound_volume=self.sound_volume.value(),
        )
