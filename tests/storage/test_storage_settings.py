"""Settings: first-run defaults, round trips, and bad stored values that fall back alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.rules import PRESETS, rules_from_json
from pitch_desktop.match_setup import LevelChoice, MatchSetup, SeatSetup, Speed
from pitch_desktop.storage import settings as st

# The levels a player may choose, as the bots' registry would say (storage knows no bots).
LEVELS = LevelChoice(keys=("beginner", "standard", "expert"), default="standard")


def test_the_first_run_offers_setback_with_a_partner_and_two_opponents(
    isolated_settings: Path,
) -> None:
    setup = st.load_setup(LEVELS)
    assert setup.rules == PRESETS["setback"]
    assert [s.name for s in setup.seats] == ["You", "Ben", "Anna", "Carla"]
    assert setup.seats[0].is_local
    assert [s.level for s in setup.seats[1:]] == ["standard"] * 3
    assert setup.speed is Speed.NORMAL and setup.seed is None
    assert st.read_four_colour() is False
    assert st.read_table_colour() is st.TableColour.GREEN
    assert not list(isolated_settings.rglob("*.ini"))  # reading writes nothing


def test_the_app_identity_names_the_store() -> None:
    assert QCoreApplication.organizationName() == "pitch-desktop"
    assert QCoreApplication.applicationName() == "Pitch"


def test_a_set_up_survives_a_round_trip(isolated_settings: Path) -> None:
    rules = rules_from_json({"preset": "auction-pitch", "players": 5, "target": 11})
    seats = (
        SeatSetup.local("Me, myself"),
        SeatSetup.bot("Zoë", "expert"),
        SeatSetup.bot("B", "beginner"),
        SeatSetup.bot("C", "expert"),
        SeatSetup.bot("D", "beginner"),
    )
    st.save_setup(MatchSetup(rules, seats, Speed.FAST, seed=99))
    QSettings().sync()
    assert list(isolated_settings.rglob("*.ini"))
    assert st.load_setup(LEVELS) == MatchSetup(rules, seats, Speed.FAST)
    # Rules spelled out field by field (commas and all) survive the INI file too.
    custom = PRESETS["classic"].with_changes(trump_rule="follow_suit", players=3)
    st.save_setup(MatchSetup(custom, st.default_seats(3, LEVELS)))
    QSettings().sync()
    assert st.load_setup(LEVELS).rules == custom


def test_bad_stored_values_fall_back_one_by_one() -> None:
    rules = PRESETS["auction-pitch"]
    st.save_setup(
        MatchSetup(rules, (SeatSetup.local("You"), *(SeatSetup.bot(n, "beginner") for n in "XYZ")))
    )
    s = QSettings()
    s.setValue(st.KEY_SPEED, "warp")
    s.setValue(st.KEY_FOUR_COLOUR, "maybe")
    s.setValue(st.KEY_TABLE_COLOUR, "purple")
    s.beginWriteArray(st.KEY_SEATS, 4)
    s.setArrayIndex(1)
    s.setValue("level", "grandmaster")
    s.setArrayIndex(2)
    s.setValue("name", "   ")
    s.setArrayIndex(3)
    s.setValue("level", "random")  # a level for tests only, not offered to players
    s.setArrayIndex(0)
    s.setValue("level", "random")  # the human's seat stays human
    s.endArray()
    s.sync()
    setup = st.load_setup(LEVELS)
    assert setup.rules == rules  # the good rules are kept
    assert setup.speed is Speed.NORMAL
    assert setup.seats[0] == SeatSetup.local("You")
    assert setup.seats[1] == SeatSetup.bot("X", LEVELS.default)
    assert setup.seats[2] == SeatSetup.bot("Anna", "beginner")
    assert setup.seats[3] == SeatSetup.bot("Z", LEVELS.default)
    assert st.read_four_colour() is False
    assert st.read_table_colour() is st.TableColour.GREEN
    s.setValue(st.KEY_RULES, "{not json")
    assert st.load_setup(LEVELS).rules == PRESETS["setback"]
    s.setValue(st.KEY_RULES, '{"preset": "setback", "players": 9}')
    assert st.read_rules() == PRESETS["setback"]
    s.setValue(st.KEY_RULES, 42)
    assert st.read_rules() == PRESETS["setback"]
    # Every preset the table plays is kept, a called partner and the rob among them.
    for name in ("cinch", "call-partner"):
        s.setValue(st.KEY_RULES, f'{{"preset": "{name}"}}')
        assert st.read_rules() == PRESETS[name]


def test_more_players_than_stored_seats_get_default_seats() -> None:
    st.save_setup(MatchSetup(PRESETS["setback"], st.default_seats(4, LEVELS)))
    QSettings().setValue(st.KEY_RULES, '{"preset": "auction-pitch", "players": 6}')
    setup = st.load_setup(LEVELS)
    assert len(setup.seats) == 6
    assert [s.name for s in setup.seats[4:]] == ["David", "Emma"]


def test_the_store_announces_each_change_once(qtbot: QtBot) -> None:
    store = st.SettingsStore(LEVELS)
    with qtbot.wait_signal(store.settings_changed, timeout=500) as blocker:
        store.set_speed(Speed.SLOW)
    assert blocker.args == [st.KEY_SPEED]
    assert store.speed() is Speed.SLOW
    with qtbot.assert_not_emitted(store.settings_changed):
        store.set_speed(Speed.SLOW)
    with qtbot.wait_signal(store.settings_changed, timeout=500) as blocker:
        store.set_table_colour(st.TableColour.BLUE)
    assert blocker.args == [st.KEY_TABLE_COLOUR] and store.table_colour() is st.TableColour.BLUE
    with qtbot.wait_signal(store.settings_changed, timeout=500) as blocker:
        store.set_four_colour(True)
    assert blocker.args == [st.KEY_FOUR_COLOUR] and store.four_colour() is True
    setup = store.setup()
    with qtbot.wait_signal(store.settings_changed, timeout=500) as blocker:
        store.set_setup(MatchSetup(PRESETS["classic"], st.default_seats(4, LEVELS), setup.speed))
    assert blocker.args == [st.KEY_RULES] and store.setup().rules == PRESETS["classic"]


def test_sound_is_on_at_seventy_on_a_first_run(isolated_settings: Path) -> None:
    assert st.read_sound() is True
    assert st.read_sound_volume() == st.DEFAULT_SOUND_VOLUME == 70
    store = st.SettingsStore(LEVELS)
    assert store.sound() is True and store.sound_volume() == 70
    assert not list(isolated_settings.rglob("*.ini"))  # reading writes nothing


def test_sound_and_its_volume_survive_a_round_trip(qtbot: QtBot) -> None:
    store = st.SettingsStore(LEVELS)
    with qtbot.wait_signal(store.settings_changed, timeout=500) as blocker:
        store.set_sound(False)
    assert blocker.args == [st.KEY_SOUND]
    with qtbot.wait_signal(store.settings_changed, timeout=500) as blocker:
        store.set_sound_volume(35)
    assert blocker.args == [st.KEY_SOUND_VOLUME]
    with qtbot.assert_not_emitted(store.settings_changed):
        store.set_sound_volume(35)
    # A fresh QSettings reads the INI file: numbers come back as text there.
    assert st.read_sound(QSettings()) is False
    assert st.read_sound_volume(QSettings()) == 35
    store.set_sound_volume(0)
    assert store.sound_volume() == 0  # silent is a volume, not garbage
    store.set_sound_volume(250)
    assert store.sound_volume() == 100
    store.set_sound_volume(-3)
    assert store.sound_volume() == 0


def test_a_garbage_volume_falls_back_to_the_default() -> None:
    s = QSettings()
    for garbage in ("loud", "", "101", "-1", "55.5", 101, -1, 55.5, True, [1, 2]):
        s.setValue(st.KEY_SOUND_VOLUME, garbage)
        s.sync()
        assert st.read_sound_volume() == st.DEFAULT_SOUND_VOLUME, garbage
    s.setValue(st.KEY_SOUND_VOLUME, " 40 ")
    assert st.read_sound_volume() == 40
    s.setValue(st.KEY_SOUND, "maybe")
    assert st.read_sound() is True
    s.setValue(st.KEY_SOUND, "off")
    assert st.read_sound() is False
