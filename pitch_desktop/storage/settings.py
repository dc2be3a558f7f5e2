"""The player's settings, kept by QSettings: the match set-up, the speed and the table's look.

``init_app_identity`` names the organisation and application once; after that a plain
``QSettings()`` anywhere finds the same store. Every read is validated: a value that is missing,
of the wrong type or out of range falls back to its default on its own, so one bad entry never
crashes the game nor costs the player the other settings. ``SettingsStore`` wraps the reads and
writes for the UI and announces each change by ``settings_changed`` (as frescobaldi does).
"""

from __future__ import annotations

import json
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal

from pitch_desktop.ai.base import bot_names
from pitch_desktop.controller.events import HUMAN_SEAT, MatchSetup, SeatSetup, Speed
from pitch_desktop.engine.records import rules_json
from pitch_desktop.engine.rules import PRESETS, Rules, RulesError, rules_from_json

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

# Default names by seat: the partner across the table (seat 2) is Anna.
_DEFAULT_NAMES = ("You", "Ben", "Anna", "Carla", "David", "Emma", "Felix")


class TableColour(StrEnum):
    """The colour of the cloth."""

    GREEN = "green"
    BLUE = "blue"
    RED = "red"
    GREY = "grey"


def init_app_identity(app: QCoreApplication) -> None:
    """Name the organisation and application, so ``QSettings()`` finds the player's store."""
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)


def _tr(text: str) -> str:
    return QCoreApplication.translate("settings", text)


def default_level() -> str:
    """The computer players' level on first run: ``standard``, or ``greedy`` until it exists."""
    return "standard" if "standard" in bot_names() else "greedy"


def default_name(seat: int) -> str:
    return (
        _tr(_DEFAULT_NAMES[seat])
        if seat < len(_DEFAULT_NAMES)
        else _tr("Player {n}").format(n=seat + 1)
    )


def default_seats(players: int) -> tuple[SeatSetup, ...]:
    """The human at seat 0 and computer players at the default level around the table."""
    level = default_level()
    return tuple(
        SeatSetup(default_name(s), None if s == HUMAN_SEAT else level) for s in range(players)
    )


def default_setup() -> MatchSetup:
    rules = PRESETS[DEFAULT_PRESET]
    return MatchSetup(rules=rules, seats=default_seats(rules.players), speed=DEFAULT_SPEED)


# --- validated reads ----------------------------------------------------------------------------


def _settings(settings: QSettings | None) -> QSettings:
    return settings if settings is not None else QSettings()


def read_rules(settings: QSettings | None = None) -> Rules:
    s = _settings(settings)
    raw = s.value(KEY_RULES, None)
    if isinstance(raw, list):  # an INI file may split an unquoted value at its commas
        raw = ", ".join(str(x) for x in raw)
    if not isinstance(raw, str):
        return PRESETS[DEFAULT_PRESET]
    try:
        return rules_from_json(json.loads(raw))
    except (ValueError, TypeError, RulesError):
        return PRESETS[DEFAULT_PRESET]


def _read_seat(s: QSettings, seat: int, levels: list[str], fallback: SeatSetup) -> SeatSetup:
    name = s.value("name", None)
    if not isinstance(name, str) or not name.strip():
        name = fallback.name
    name = name.strip()[:MAX_NAME_LENGTH]
    if seat == HUMAN_SEAT:
        return SeatSetup(name, None)
    level = s.value("level", None)
    if not isinstance(level, str) or level not in levels:
        level = fallback.level
    return SeatSetup(name, level)


def read_seats(players: int, settings: QSettings | None = None) -> tuple[SeatSetup, ...]:
    """The stored seats, validated one by one; seats the store lacks get their defaults."""
    s = _settings(settings)
    defaults = default_seats(players)
    levels = bot_names()
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
            seats.append(_read_seat(s, seat, levels, defaults[seat]))
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


def load_setup(settings: QSettings | None = None) -> MatchSetup:
    """The set-up to offer for a new match: what was saved, each part validated."""
    rules = read_rules(settings)
    return MatchSetup(
        rules=rules, seats=read_seats(rules.players, settings), speed=read_speed(settings)
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
        s.setValue("level", seat.level if seat.level is not None else "")
    s.endArray()
    s.setValue(KEY_SPEED, setup.speed.value)


class SettingsStore(QObject):
    """Typed access to the settings for the UI; ``settings_changed`` says which key changed.

    Signals:
        settings_changed: A setting was changed through this store. arg: the key (str), one of
            ``KEY_RULES`` (the whole set-up), ``KEY_SPEED``, ``KEY_FOUR_COLOUR``,
            ``KEY_TABLE_COLOUR``.
    """

    settings_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def setup(self) -> MatchSetup:
        return load_setup()

    def set_setup(self, setup: MatchSetup) -> None:
        old = load_setup()
        save_setup(setup)
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

    def _write(self, key: str, value: object, old: object) -> None:
        QSettings().setValue(key, value)
        if value != old:
            self.settings_changed.emit(key)
