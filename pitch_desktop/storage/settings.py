"""The player's settings, kept by QSettings: the match set-up, the speed, the table's look and
the sound.

``init_app_identity`` names the organisation and application once; after that a plain
``QSettings()`` anywhere finds the same store. Every read is validated: a value that is missing,
of the wrong type or out of range falls back to its default on its own, so one bad entry never
crashes the game nor costs the player the other settings. ``SettingsStore`` wraps the reads and
writes for the UI and announces each change by ``settings_changed`` (as frescobaldi does).

QSettings writes quietly: a read-only folder, a ``Pitch.conf`` that is a folder or a config home
that is a file lose every change without a word. ``SettingsStore`` syncs after each write and
checks the status; a save that fails is said once by ``save_failed``, and the game goes on with
the settings in memory (the store holds the settings file open, so later reads still see them).
"""

from __future__ import annotations

import json
import os
import shutil
from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from pitch_desktop.engine.rules import (
    PRESETS,
    Rules,
    RulesError,
    rules_from_json,
    rules_json,
)
from pitch_desktop.match_setup import LevelChoice, MatchSetup, SeatKind, SeatSetup, Speed
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

ORGANIZATION = "pitch-desktop"
APPLICATION = "Pitch"

DEFAULT_PRESET = "setback"
DEFAULT_SPEED = Speed.NORMAL
MAX_NAME_LENGTH = 24

KEY_RULES = "match/rules"
KEY_SEATS = "match/seats"
KEY_SPEED = "play/speed"
KEY_FOUR_COLOUR = "look/four_colour_deck"
KEY_TABLE_COLOUR = "look/table_colour"
KEY_AUTO_LAST_CARD = "play/auto_last_card"
KEY_PAUSE_AFTER_TRICK = "play/pause_after_trick"
KEY_WINDOW_GEOMETRY = "window/geometry"
KEY_LANGUAGE = "look/language"
KEY_CARD_SIZE = "look/card_size"
KEY_CARD_BACK = "look/card_back"
KEY_CONFIRM_CARD = "play/confirm_card"
KEY_ALWAYS_HINT = "play/always_hint"
KEY_SOUND = "sound/on"
KEY_SOUND_VOLUME = "sound/volume"

#: The sound's volume, 0 (silent) to ``MAX_SOUND_VOLUME``; never louder than the system's.
DEFAULT_SOUND_VOLUME = 70
MAX_SOUND_VOLUME = 100

#: The languages the game is translated into (``resources/translations/pitch_<code>.ts``), by
#: ISO 639-1 code; English is the source language. The stored language "" follows the system.
LANGUAGES = ("en", "it", "hu")
SYSTEM_LANGUAGE = ""

# Default names by seat: the partner across the table (seat 2) is Anna. Marked for translation
# ("You" is a word, the rest are names a translation may make local).
_DEFAULT_NAMES = (
    QT_TRANSLATE_NOOP("settings", "You"),
    QT_TRANSLATE_NOOP("settings", "Ben"),
    QT_TRANSLATE_NOOP("settings", "Anna"),
    QT_TRANSLATE_NOOP("settings", "Carla"),
    QT_TRANSLATE_NOOP("settings", "David"),
    QT_TRANSLATE_NOOP("settings", "Emma"),
    QT_TRANSLATE_NOOP("settings", "Felix"),
)


class TableColour(StrEnum):
    """The colour of the cloth."""

    GREEN = "green"
    BLUE = "blue"
    RED = "red"
    GREY = "grey"
    CONTRAST = "contrast"  # high contrast: a black cloth under white and yellow text


class CardSize(StrEnum):
    """How large the cards are drawn, against the window's height."""

    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"

    @property
    def scale(self) -> float:
        return {"small": 0.85, "normal": 1.0, "large": 1.2}[self.value]


class CardBack(StrEnum):
    """The colour and pattern of the cards' backs."""

    BLUE = "blue"
    RED = "red"
    GREEN = "green"
    BLACK = "black"


def init_app_identity(app: QCoreApplication) -> None:
    """Name the organisation and application, so ``QSettings()`` finds the player's store."""
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)


def _tr(text: str) -> str:
    return QCoreApplication.translate("settings", text)


def default_name(seat: int) -> str:
    return (
        _tr(_DEFAULT_NAMES[seat])
        if seat < len(_DEFAULT_NAMES)
        else QCoreApplication.translate("settings", "Player {n}").format(n=seat + 1)
    )


def shared_name(seat: int) -> str:
    """A computer player's name at a table with friends: the same in every language, so that
    everyone at the table calls it the same (``default_name`` is the player's language's)."""
    return _DEFAULT_NAMES[seat] if seat < len(_DEFAULT_NAMES) else f"Player {seat + 1}"


def default_seats(players: int, levels: LevelChoice) -> tuple[SeatSetup, ...]:
    """The person at this computer at seat 0 and computer players at the default level around
    the table."""
    level = levels.default
    return tuple(
        SeatSetup.local(default_name(s)) if s == 0 else SeatSetup.bot(default_name(s), level)
        for s in range(players)
    )


def default_setup(levels: LevelChoice) -> MatchSetup:
    rules = PRESETS[DEFAULT_PRESET]
    return MatchSetup(rules=rules, seats=default_seats(rules.players, levels), speed=DEFAULT_SPEED)


# --- validated reads ----------------------------------------------------------------------------


def _settings(settings: QSettings | None) -> QSettings:
    return settings if settings is not None else QSettings()


def read_rules(settings: QSettings | None = None) -> Rules:
    s = _settings(settings)
    raw = s.value(KEY_RULES, None)
    if isinstance(raw, list):  # an INI file may split an unquoted value at its commas
        raw = ", ".join(str(x) for x in raw)
    if not isinstance(raw, str) or len(raw) > 65536:  # a rules object is a few hundred bytes
        return PRESETS[DEFAULT_PRESET]
    try:
        rules = rules_from_json(json.loads(raw))
    except (ValueError, TypeError, RulesError, RecursionError):  # deep nesting: RecursionError
        return PRESETS[DEFAULT_PRESET]
    return rules


def _read_seat(s: QSettings, seat: int, levels: tuple[str, ...], fallback: SeatSetup) -> SeatSetup:
    name = s.value("name", None)
    if not isinstance(name, str) or not name.strip():
        name = fallback.name
    name = name.strip()[:MAX_NAME_LENGTH]
    # Settings from before seats had kinds keep the person at seat 0 and computers elsewhere.
    kind = s.value("kind", None)
    if kind not in (SeatKind.LOCAL.value, SeatKind.BOT.value):
        kind = fallback.kind.value if seat != 0 else SeatKind.LOCAL.value
    if kind == SeatKind.LOCAL.value:
        return SeatSetup.local(name)
    level = s.value("level", None)
    if not isinstance(level, str) or level not in levels:
        level = fallback.level or levels[0]
    return SeatSetup.bot(name, level)


def read_seats(
    players: int, levels: LevelChoice, settings: QSettings | None = None
) -> tuple[SeatSetup, ...]:
    """The stored seats, validated one by one against the levels a player may choose; seats
    the store lacks, or whose level is no longer offered, get their defaults."""
    s = _settings(settings)
    defaults = default_seats(players, levels)
    try:
        count = s.beginReadArray(KEY_SEATS)
    except (TypeError, ValueError):
        return defaults
    seats: list[SeatSetup] = []
    try:
        for seat in range(players):
            if seat >= count:
                seats.append(defaults[seat])
                continue
            s.setArrayIndex(seat)
            seats.append(_read_seat(s, seat, levels.keys, defaults[seat]))
    finally:
        s.endArray()
    return tuple(seats)


def read_speed(settings: QSettings | None = None) -> Speed:
    raw = _settings(settings).value(KEY_SPEED, None)
    return Speed(raw) if isinstance(raw, str) and raw in tuple(Speed) else DEFAULT_SPEED


def _read_bool(raw: object, default: bool) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, str) and raw.strip().lower() in ("true", "1", "yes", "on"):
        return True
    if isinstance(raw, str) and raw.strip().lower() in ("false", "0", "no", "off"):
        return False
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    return default


def read_four_colour(settings: QSettings | None = None) -> bool:
    return _read_bool(_settings(settings).value(KEY_FOUR_COLOUR, None), False)


def read_table_colour(settings: QSettings | None = None) -> TableColour:
    raw = _settings(settings).value(KEY_TABLE_COLOUR, None)
    if isinstance(raw, str) and raw in tuple(TableColour):
        return TableColour(raw)
    return TableColour.GREEN


def read_language(settings: QSettings | None = None) -> str:
    """The chosen language's code, or ``SYSTEM_LANGUAGE`` ("") to follow the system's."""
    raw = _settings(settings).value(KEY_LANGUAGE, None)
    return raw if isinstance(raw, str) and raw in LANGUAGES else SYSTEM_LANGUAGE


def read_card_size(settings: QSettings | None = None) -> CardSize:
    raw = _settings(settings).value(KEY_CARD_SIZE, None)
    return CardSize(raw) if isinstance(raw, str) and raw in tuple(CardSize) else CardSize.NORMAL


def read_card_back(settings: QSettings | None = None) -> CardBack:
    raw = _settings(settings).value(KEY_CARD_BACK, None)
    return CardBack(raw) if isinstance(raw, str) and raw in tuple(CardBack) else CardBack.BLUE


def read_sound(settings: QSettings | None = None) -> bool:
    """Play the table's sounds (on unless the player turned them off)."""
    return _read_bool(_settings(settings).value(KEY_SOUND, None), True)


def read_sound_volume(settings: QSettings | None = None) -> int:
    """The sound's volume, 0-100; anything else stored (a word, a number out of range, a
    fraction) gives the default."""
    raw = _settings(settings).value(KEY_SOUND_VOLUME, None)
    if isinstance(raw, str) and raw.strip().isdecimal():  # an INI file keeps numbers as text
        raw = int(raw.strip())
    if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw <= MAX_SOUND_VOLUME:
        return raw
    return DEFAULT_SOUND_VOLUME


def read_window_geometry(settings: QSettings | None = None) -> bytes | None:
    """The window's last size and place, as ``QWidget.saveGeometry`` gave it, if any."""
    raw = _settings(settings).value(KEY_WINDOW_GEOMETRY, None)
    if isinstance(raw, QByteArray) and not raw.isEmpty():
        return bytes(raw.data())
    if isinstance(raw, bytes) and raw:
        return raw
    return None


def load_setup(levels: LevelChoice, settings: QSettings | None = None) -> MatchSetup:
    """The set-up to offer for a new match: what was saved, each part validated."""
    rules = read_rules(settings)
    return MatchSetup(
        rules=rules,
        seats=read_seats(rules.players, levels, settings),
        speed=read_speed(settings),
    )


# --- writes -------------------------------------------------------------------------------------


def save_setup(setup: MatchSetup, settings: QSettings | None = None) -> None:
    """Store the rules, the seats and the speed (never the seed: each match gets a fresh one)."""
    s = _settings(settings)
    s.setValue(KEY_RULES, json.dumps(rules_json(setup.rules)))
    s.remove(KEY_SEATS)
    s.beginWriteArray(KEY_SEATS, len(setup.seats))
    for i, seat in enumerate(setup.seats):
        s.setArrayIndex(i)
        s.setValue("name", seat.name)
        s.setValue("kind", seat.kind.value)
        s.setValue("level", seat.level if seat.level is not None else "")
    s.endArray()
    s.setValue(KEY_SPEED, setup.speed.value)


def unsaved_reason(file_name: str) -> str:
    """Why the settings file ``file_name`` cannot be written, in a few words for a sentence."""
    path = Path(file_name)
    if path.is_dir():
        return QCoreApplication.translate("settings", "{file} is a folder").format(file=path)
    folder = path.parent
    in_the_way = _file_in_the_way(folder)
    if in_the_way is not None:
        return QCoreApplication.translate("settings", "{path} is a file, not a folder").format(
            path=in_the_way
        )
    existing = next((p for p in (folder, *folder.parents) if p.is_dir()), None)
    if existing is not None:
        reason = _unwritable_reason(path, existing)
        if reason is not None:
            return reason
    return QCoreApplication.translate("settings", "{file} cannot be written").format(file=path)


def _file_in_the_way(folder: Path) -> Path | None:
    """A file where ``folder`` or a folder above it should be, below the nearest folder that
    exists: the settings cannot be made there."""
    for above in (folder, *folder.parents):
        if above.exists() and not above.is_dir():
            return above
        if above.is_dir():
            break
    return None


def _unwritable_reason(path: Path, existing: Path) -> str | None:
    """A full disk, or a read-only file or nearest existing folder; None when neither."""
    try:
        if shutil.disk_usage(existing).free == 0:
            return QCoreApplication.translate("settings", "the disk is full")
    except OSError:
        pass
    if not os.access(existing, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return QCoreApplication.translate("settings", "{path} is read-only").format(
            path=path if path.exists() else existing
        )
    return None


class SettingsStore(QObject):
    """Typed access to the settings for the UI; ``settings_changed`` says which key changed.

    Signals:
        settings_changed: A setting was changed through this store. arg: the key (str), one of
            ``KEY_RULES`` (the whole set-up), ``KEY_SPEED``, ``KEY_FOUR_COLOUR``,
            ``KEY_TABLE_COLOUR``, ``KEY_LANGUAGE``, ``KEY_CARD_SIZE``, ``KEY_CARD_BACK``,
            ``KEY_CONFIRM_CARD``, ``KEY_ALWAYS_HINT``, ``KEY_AUTO_LAST_CARD``, ``KEY_SOUND``,
            ``KEY_SOUND_VOLUME``.
        save_failed: The settings could not be saved. arg: the reason in one sentence (str);
            emitted once until a save works again.
    """

    settings_changed = Signal(str)
    save_failed = Signal(str)

    def __init__(self, levels: LevelChoice, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._levels = levels
        # Held open for the store's life: QSettings keeps changes it could not write in memory
        # only while a QSettings object holds the file, so settings that cannot be saved still
        # apply until the game ends.
        self._held = QSettings()
        self._unsaved = False  # the player was told that the settings cannot be saved

    @property
    def levels(self) -> LevelChoice:
        """The bot levels a seat may have: what stored seats are validated against."""
        return self._levels

    def setup(self) -> MatchSetup:
        return load_setup(self._levels)

    def set_setup(self, setup: MatchSetup) -> None:
        old = load_setup(self._levels)
        s = QSettings()
        save_setup(setup, s)
        self._saved(s)
        if (old.rules, old.seats) != (setup.rules, setup.seats):
            self.settings_changed.emit(KEY_RULES)
        if old.speed != setup.speed:
            self.settings_changed.emit(KEY_SPEED)

    def speed(self) -> Speed:
        return read_speed()

    def set_speed(self, speed: Speed) -> None:
        self._write(KEY_SPEED, Speed(speed).value, self.speed().value)

    def four_colour(self) -> bool:
        return read_four_colour()

    def set_four_colour(self, on: bool) -> None:
        self._write(KEY_FOUR_COLOUR, bool(on), self.four_colour())

    def table_colour(self) -> TableColour:
        return read_table_colour()

    def set_table_colour(self, colour: TableColour) -> None:
        self._write(KEY_TABLE_COLOUR, TableColour(colour).value, self.table_colour().value)

    def auto_last_card(self) -> bool:
        """Play the last card of a hand by itself (on unless the player turned it off)."""
        return _read_bool(QSettings().value(KEY_AUTO_LAST_CARD, None), True)

    def set_auto_last_card(self, on: bool) -> None:
        self._write(KEY_AUTO_LAST_CARD, bool(on), self.auto_last_card())

    def pause_after_trick(self) -> bool:
        """Wait after each trick until the player goes on (off unless they turned it on)."""
        return _read_bool(QSettings().value(KEY_PAUSE_AFTER_TRICK, None), False)

    def set_pause_after_trick(self, on: bool) -> None:
        self._write(KEY_PAUSE_AFTER_TRICK, bool(on), self.pause_after_trick())

    def language(self) -> str:
        """The chosen language's code; "" follows the system (read once, at start)."""
        return read_language()

    def set_language(self, code: str) -> None:
        value = code if code in LANGUAGES else SYSTEM_LANGUAGE
        self._write(KEY_LANGUAGE, value, self.language())

    def card_size(self) -> CardSize:
        return read_card_size()

    def set_card_size(self, size: CardSize) -> None:
        self._write(KEY_CARD_SIZE, CardSize(size).value, self.card_size().value)

    def card_back(self) -> CardBack:
        return read_card_back()

    def set_card_back(self, back: CardBack) -> None:
        self._write(KEY_CARD_BACK, CardBack(back).value, self.card_back().value)

    def confirm_card(self) -> bool:
        """Ask before a card is played (off unless the player turned it on)."""
        return _read_bool(QSettings().value(KEY_CONFIRM_CARD, None), False)

    def set_confirm_card(self, on: bool) -> None:
        self._write(KEY_CONFIRM_CARD, bool(on), self.confirm_card())

    def always_hint(self) -> bool:
        """Show the expert's hint at every one of the player's turns."""
        return _read_bool(QSettings().value(KEY_ALWAYS_HINT, None), False)

    def set_always_hint(self, on: bool) -> None:
        self._write(KEY_ALWAYS_HINT, bool(on), self.always_hint())

    def sound(self) -> bool:
        """Play the table's sounds (on unless the player turned them off)."""
        return read_sound()

    def set_sound(self, on: bool) -> None:
        self._write(KEY_SOUND, bool(on), self.sound())

    def sound_volume(self) -> int:
        """The sound's volume, 0-100."""
        return read_sound_volume()

    def set_sound_volume(self, volume: int) -> None:
        """Keep the volume, clamped to 0-100 (a slider cannot give more, a caller might)."""
        value = max(0, min(MAX_SOUND_VOLUME, int(volume)))
        self._write(KEY_SOUND_VOLUME, value, self.sound_volume())

    def window_geometry(self) -> bytes | None:
        """The window's last size and place, as ``QWidget.saveGeometry`` gave it, if any."""
        return read_window_geometry()

    def set_window_geometry(self, geometry: bytes) -> None:
        s = QSettings()
        s.setValue(KEY_WINDOW_GEOMETRY, QByteArray(geometry))
        self._saved(s)

    @property
    def unsaved(self) -> bool:
        """The last save failed: the settings live in memory until the game ends."""
        return self._unsaved

    def _write(self, key: str, value: object, old: object) -> None:
        s = QSettings()
        s.setValue(key, value)
        self._saved(s)
        if value != old:
            self.settings_changed.emit(key)

    def _saved(self, s: QSettings) -> None:
        """Write ``s`` out now and check that it was written; say so once if not.

        Only ``AccessError`` is a failed save: ``FormatError`` says the file read was damaged,
        and QSettings writes it afresh all the same.
        """
        s.sync()
        if s.status() != QSettings.Status.AccessError:
            self._unsaved = False
            return
        if not self._unsaved:
            self._unsaved = True
            self.save_failed.emit(
                QCoreApplication.translate(
                    "settings",
                    "Your settings cannot be saved ({why}); they apply until Pitch is closed.",
                ).format(why=unsaved_reason(s.fileName()))
            )
