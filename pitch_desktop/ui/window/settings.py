"""The player's settings as the main window applies them: speed, card size and back, table
colour, four colours, the last card by itself; read at start, chosen in the menus or the
Preferences dialog, kept in the settings. A part of ``MainWindow``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pitch_desktop.match_setup import Speed
from pitch_desktop.storage.settings import CardBack, CardSize, TableColour
from pitch_desktop.ui.common.card_backs import set_back_colour
from pitch_desktop.ui.common.felt import TABLE_COLOURS
from pitch_desktop.ui.window.menus import WindowMenus
from pitch_desktop.ui.window.part import WindowKit, WindowPart
from pitch_desktop.ui.window.sounds import TableSounds

if TYPE_CHECKING:
    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.ui.dialogs.preferences import Preferences, PreferencesDialog


class WindowSettings(WindowPart):
    """The preferences, applied to the table and kept (``remember``: not in tests and
    screenshots); the menus show them."""

    def __init__(self, kit: WindowKit, menus: WindowMenus, sounds: TableSounds) -> None:
        super().__init__(kit)
        self._menus = menus
        self._sounds = sounds
        self._speed = Speed.NORMAL
        self._four_colour = False
        self._auto_last = True
        self._confirm_card = False
        self._card_size = CardSize.NORMAL
        self._card_back = CardBack.BLUE
        self._table_colour = TableColour.GREEN
        self._preferences_dialog: PreferencesDialog | None = None

    def load(self) -> None:
        """The kept settings, applied at start (shown in the menus without being saved again)."""
        store = self._store
        menus = self._menus
        self.set_speed(store.speed(), save=False)
        four = store.four_colour()
        menus.four_colour_action.setChecked(four)
        self.set_four_colour(four, save=False)
        self.set_table_colour(store.table_colour().value, save=False)
        self._auto_last = store.auto_last_card() if self._remember else True
        # Shown, not set: the toggle would write the setting back at every start.
        menus.auto_last_action.blockSignals(True)
        menus.auto_last_action.setChecked(self._auto_last)
        menus.auto_last_action.blockSignals(False)
        menus.pause_action.setChecked(store.pause_after_trick() if self._remember else False)
        if self._remember:
            self._confirm_card = store.confirm_card()
            menus.always_hint_action.setChecked(store.always_hint())
            self.set_card_size(store.card_size(), save=False)
            self.set_card_back(store.card_back(), save=False)
        menus.always_hint_action.toggled.connect(self._remember_always_hint)

    def _remember_always_hint(self, on: bool) -> None:
        if self._remember:
            self._store.set_always_hint(on)

    def preferences(self) -> Preferences:
        """The settings as they stand, for the Preferences dialog."""
        from pitch_desktop.ui.dialogs.preferences import Preferences

        return Preferences(
            language=self._store.language(),
            speed=self._speed,
            card_size=self._card_size,
            four_colour=self._four_colour,
            card_back=self._card_back,
            table_colour=self._table_colour,
            confirm_card=self._confirm_card,
            auto_last_card=self._auto_last,
            always_hint=self._menus.always_hint_action.isChecked(),
            sound=self._store.sound(),
            sound_volume=self._store.sound_volume(),
        )

    def show_preferences(self) -> PreferencesDialog:
        """Game > Preferences (Ctrl+,): every setting in one dialog, applied on OK."""
        from pitch_desktop.ui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(
            self.preferences(), self._window, sound_unavailable=self._sounds.unavailable_reason
        )
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.preferences()))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        self._preferences_dialog = dialog
        dialog.open()
        return dialog

    def apply_preferences(self, chosen: Preferences) -> None:
        """Apply what the Preferences dialog chose, through the same setters as the menus."""
        self.set_speed(chosen.speed)
        self._menus.four_colour_action.setChecked(chosen.four_colour)  # calls set_four_colour
        self.set_table_colour(chosen.table_colour.value)
        self.set_card_size(chosen.card_size)
        self.set_card_back(chosen.card_back)
        self._menus.auto_last_action.setChecked(chosen.auto_last_card)  # calls set_auto_last_card
        self._menus.always_hint_action.setChecked(chosen.always_hint)
        self._confirm_card = chosen.confirm_card
        self._sounds.apply(chosen.sound, chosen.sound_volume)
        if self._remember:
            self._store.set_confirm_card(chosen.confirm_card)
            self._store.set_sound(chosen.sound)
            self._store.set_sound_volume(chosen.sound_volume)
            if chosen.language != self._store.language():
                self._store.set_language(chosen.language)
                self._status.tell(
                    QCoreApplication.translate(
                        "MainWindow", "The new language applies when Pitch next starts."
                    )
                )

    def set_card_size(self, size: CardSize, *, save: bool = True) -> None:
        """Small, normal or large cards: the table is laid out again at once."""
        self._card_size = CardSize(size)
        self._scene.set_card_scale(self._card_size.scale)
        if save and self._remember:
            self._store.set_card_size(self._card_size)

    def set_card_back(self, back: CardBack, *, save: bool = True) -> None:
        self._card_back = CardBack(back)
        set_back_colour(self._card_back.value)
        self._scene.update()
        self._view.resetCachedContent()
        if save and self._remember:
            self._store.set_card_back(self._card_back)

    def set_auto_last_card(self, on: bool) -> None:
        """Play the last card of a hand for the player, since there is no choice."""
        self._auto_last = on
        if self._remember:
            self._store.set_auto_last_card(on)

    def set_pause_after_trick(self, on: bool) -> None:
        """Game > Pause after each trick: each trick rests until a click or a key."""
        self._controller.pause_after_trick = on
        self._scene.set_hold_tricks(on)
        if self._remember:
            self._store.set_pause_after_trick(on)

    @property
    def speed(self) -> Speed:
        return self._speed

    @property
    def four_colour(self) -> bool:
        """The four-colour deck (View > Four-colour deck): the dialogs' cards follow it."""
        return self._four_colour

    @property
    def confirm_card(self) -> bool:
        """Ask before a card is played (Preferences)."""
        return self._confirm_card

    @property
    def auto_last_card(self) -> bool:
        """Play a hand's last card by itself (Game > Play the last card by itself)."""
        return self._auto_last

    def set_speed(self, speed: Speed, *, save: bool = True) -> None:
        self._speed = Speed(speed)
        self._menus.speed_actions[self._speed].setChecked(True)
        self._controller.set_speed(self._speed)
        self._scene.set_speed(self._speed)
        if save and self._remember:
            self._store.set_speed(self._speed)

    def set_four_colour(self, on: bool, *, save: bool = True) -> None:
        self._four_colour = on
        self._scene.set_four_colour(on)
        self._view.name_panel.set_four_colour(on)
        if save and self._remember:
            self._store.set_four_colour(on)

    def set_table_colour(self, name: str, *, save: bool = True) -> None:
        colour = TableColour(name) if name in TABLE_COLOURS else TableColour.GREEN
        self._table_colour = colour
        self._menus.colour_actions[colour.value].setChecked(True)
        self._scene.set_table_colour(colour.value)
        self._view.resetCachedContent()
        if save and self._remember:
            self._store.set_table_colour(colour)
