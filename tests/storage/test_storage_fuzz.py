"""Fuzzing what the app reads back: saved matches, the autosave and the settings.

Saved matches (``saves.load_match``) and the autosave (``autosave.read_saved_match``) are
damaged every way ``tests.fuzz_records`` knows: reading gives the match or a one-line
``DamagedSaveError``, never another exception, and a damaged file is renamed aside byte for byte,
never deleted. Settings are given values of every wrong type and size, and their file is cut
short and sprinkled with random bytes: every read falls back to a valid value. Saving into a
read-only, full or missing folder fails with a one-line ``SaveError``. ``PITCH_FUZZ_CASES`` sets
the number of cases per kind of damage, ``PITCH_FUZZ_SEED`` the seed.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QSettings

from pitch_desktop.ai.registry import bot_names, make_bot
from pitch_desktop.cli import simulate_match
from pitch_desktop.engine.match import MatchState
from pitch_desktop.engine.rules import PRESETS, Rules
from pitch_desktop.match_setup import LevelChoice, MatchSetup, SeatSetup, Speed
from pitch_desktop.storage import autosave, saves
from pitch_desktop.storage import settings as st
from tests.fuzz_records import BIG_KINDS, KINDS, damage

CASES = int(os.environ.get("PITCH_FUZZ_CASES", "40"))
SEED = int(os.environ.get("PITCH_FUZZ_SEED", "20240611"))
LEVELS = LevelChoice(keys=("beginner", "standard", "expert"), default="standard")


def _match_in_play() -> MatchState:
    """A match of three finished hands and a fourth stopped after five cards."""
    rules = PRESETS["auction-pitch"].with_changes(target=50)
    bots = [make_bot("random") for _ in range(rules.players)]
    match, played = simulate_match(rules, bots, 4, seed=11)
    assert played == 4
    record = saves.match_to_json(match)
    record["hands"][-1]["plays"] = record["hands"][-1]["plays"][:5]
    return saves.match_from_json(record)


MATCH = _match_in_play()
MATCH_RECORD: dict[str, Any] = saves.match_to_json(MATCH)
SEATS = (SeatSetup.local("You"), *(SeatSetup.bot(n, "standard") for n in ("Ben", "Anna", "Carla")))
SAVED = autosave.SavedMatch(MatchSetup(MATCH.rules, SEATS, Speed.FAST), MATCH)
SAVED_RECORD: dict[str, Any] = autosave.saved_match_json(SAVED)


def _resigned(data: bytes) -> bytes:
    """The damaged autosave with its check made to fit again, when it still parses: so that
    reading goes past the check into the match itself."""
    try:
        obj = json.loads(data)
        if not isinstance(obj, dict):
            return data
        obj.pop("check", None)
        obj["check"] = autosave._check(obj)
        return json.dumps(obj).encode()
    except (ValueError, TypeError, RecursionError):
        return data


def _expect_damaged_or_read(path: Path, data: bytes, case: str, read: Any) -> None:
    """Reading gives a result and leaves the file, or renames it aside whole and says why."""
    path.write_bytes(data)
    for old in path.parent.glob(path.name + ".damaged*"):
        old.unlink()
    try:
        result = read(path)
    except saves.DamagedSaveError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 500, f"{case}: {message!r}"
        assert exc.kept_as is not None, case
        assert exc.kept_as.read_bytes() == data, f"{case}: the damaged file was not kept whole"
        assert not path.exists(), case
        return
    assert result is not None, case
    assert path.read_bytes() == data, case


@pytest.mark.parametrize("kind", KINDS + BIG_KINDS)
def test_a_damaged_saved_match_is_refused_and_kept(tmp_path: Path, kind: str) -> None:
    rng = random.Random(f"{SEED}:save:{kind}")
    path = tmp_path / "game.pitch.json"
    cases = CASES if kind in KINDS else 2
    for i in range(cases):
        data = damage(MATCH_RECORD, kind, rng)
        case = f"seed {SEED}, {kind} case {i}"
        path.write_bytes(data)
        with contextlib.suppress(saves.SaveError):
            saves.load_match(path)  # without setting aside: the file stays as it was
        assert path.read_bytes() == data, case

        def read(p: Path) -> MatchState:
            return saves.load_match(p, set_aside_damaged=True)

        _expect_damaged_or_read(path, data, case, read)


@pytest.mark.parametrize("kind", KINDS + BIG_KINDS)
def test_a_damaged_autosave_is_set_aside(tmp_path: Path, kind: str) -> None:
    rng = random.Random(f"{SEED}:autosave:{kind}")
    path = tmp_path / "autosave.pitch.json"
    cases = CASES if kind in KINDS else 2
    for i in range(cases):
        data = damage(SAVED_RECORD, kind, rng)
        if i % 2:
            data = _resigned(data)

        def read(p: Path) -> autosave.SavedMatch | None:
            return autosave.read_saved_match(bot_names(), p)

        _expect_damaged_or_read(path, data, f"seed {SEED}, {kind} case {i}", read)


def test_an_untouched_save_reads_back_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "game.pitch.json"
    saves.save_match(MATCH, path)
    assert saves.load_match(path, set_aside_damaged=True) == MATCH
    autosave.write_saved_match(SAVED, tmp_path / "auto.json")
    assert autosave.read_saved_match(bot_names(), tmp_path / "auto.json") == SAVED


def test_a_damaged_save_is_never_set_aside_over_another(tmp_path: Path) -> None:
    path = tmp_path / "game.pitch.json"
    kept: list[Path] = []
    for i in range(3):
        path.write_text(f"damaged {i}", encoding="utf-8")
        with pytest.raises(saves.DamagedSaveError) as err:
            saves.load_match(path, set_aside_damaged=True)
        assert err.value.kept_as is not None
        kept.append(err.value.kept_as)
    assert [p.name for p in kept] == [
        "game.pitch.json.damaged",
        "game.pitch.json.damaged-2",
        "game.pitch.json.damaged-3",
    ]
    assert [p.read_text(encoding="utf-8") for p in kept] == [f"damaged {i}" for i in range(3)]


# --- saving where it cannot be done -----------------------------------------------------------


@pytest.mark.parametrize(
    ("fault", "words"),
    [
        (errno.EROFS, "Read-only file system"),
        (errno.ENOSPC, "No space left on device"),
        (errno.EACCES, "Permission denied"),
    ],
)
def test_saving_to_a_read_only_or_full_folder_fails_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: int, words: str
) -> None:
    path = tmp_path / "game.pitch.json"
    saves.save_match(MATCH, path)
    before = path.read_bytes()

    def refuse(*_: object, **__: object) -> Any:
        raise OSError(fault, os.strerror(fault))

    # The folder is writable here (tests may run as root), so the system's refusal is played.
    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with pytest.raises(saves.SaveError) as err:
        saves.save_match(MATCH, path)
    assert str(err.value) == f"cannot save the match to game.pitch.json: {words}"
    monkeypatch.undo()

    real_replace = os.replace
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(saves.SaveError, match=words):
        saves.save_match(MATCH, path)
    monkeypatch.setattr(os, "replace", real_replace)
    assert path.read_bytes() == before  # the earlier save is whole
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.pitch.json"]  # nothing left over


def test_saving_under_a_file_instead_of_a_folder_fails_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("not a folder", encoding="utf-8")
    with pytest.raises(saves.SaveError, match=r"cannot save the match to game\.json") as err:
        saves.save_match(MATCH, tmp_path / "data" / "game.json")
    assert "\n" not in str(err.value)
    with pytest.raises(saves.SaveError) as err2:
        autosave.write_saved_match(SAVED, tmp_path / "data" / "auto.json")
    assert "\n" not in str(err2.value)


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs /proc")
def test_saving_into_a_folder_nobody_may_write_fails_in_one_line() -> None:
    """/proc refuses new files even to root: a read-only data folder for real."""
    for path in (Path("/proc/self/game.pitch.json"), Path("/proc/self/pitch/game.json")):
        with pytest.raises(saves.SaveError) as err:
            saves.save_match(MATCH, path)
        assert str(err.value).startswith(f"cannot save the match to {path.name}: ")
        assert "\n" not in str(err.value)
        with pytest.raises(saves.SaveError) as err2:
            autosave.write_saved_match(SAVED, path)
        assert str(err2.value) and "\n" not in str(err2.value)
        assert not path.exists()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_disk_mid_write_fails_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The write itself fails: the temporary file is on a device that is always full."""
    real_mkstemp = tempfile.mkstemp

    def on_full_device(*args: Any, **kwargs: Any) -> tuple[int, str]:
        fd, name = real_mkstemp(*args, **kwargs)
        full = os.open("/dev/full", os.O_WRONLY)
        os.dup2(full, fd)
        os.close(full)
        return fd, name

    monkeypatch.setattr(tempfile, "mkstemp", on_full_device)
    with pytest.raises(saves.SaveError, match="No space left on device"):
        saves.save_match(MATCH, tmp_path / "game.pitch.json")
    assert not list(tmp_path.iterdir())  # no temporary file left, no half save


# --- settings ---------------------------------------------------------------------------------

_SETTING_KEYS = (
    st.KEY_RULES,
    st.KEY_SPEED,
    st.KEY_FOUR_COLOUR,
    st.KEY_TABLE_COLOUR,
    f"{st.KEY_SEATS}/size",
    f"{st.KEY_SEATS}/1/name",
    f"{st.KEY_SEATS}/1/level",
    f"{st.KEY_SEATS}/2/level",
)


def _bad_value(rng: random.Random) -> Any:
    deep = "[" * rng.choice((17, 1000, 100_000)) + "]" * 3
    choices: list[Any] = [
        None,
        True,
        0,
        -1,
        10**18,
        1.5,
        "",
        "x" * rng.choice((100, 100_000)),
        deep,
        '{"preset": "setback", "target": ' + "[" * 5000 + "]" * 5000 + "}",
        '{"preset": "setback", "players": 99}',
        '{"preset": ["setback"]}',
        '{"preset": "setback", "preset": "classic"}',
        "[1, 2, 3]",
        "null",
        "NaN",
        ["a", "b", ["c"]],
        {"a": 1, "b": [1, 2]},
        QByteArray(bytes(rng.randrange(256) for _ in range(64))),
        "\udcff",
    ]
    return rng.choice(choices)


def _check_reads(settings: QSettings) -> None:
    """Every read gives a valid value, whatever the store holds."""
    rules = st.read_rules(settings)
    assert isinstance(rules, Rules)
    seats = st.read_seats(rules.players, LEVELS, settings)
    assert len(seats) == rules.players and seats[0].is_local
    assert all(s.level in LEVELS.keys for s in seats[1:])
    assert all(isinstance(s.name, str) and 0 < len(s.name) <= st.MAX_NAME_LENGTH for s in seats)
    assert isinstance(st.read_speed(settings), Speed)
    assert isinstance(st.read_four_colour(settings), bool)
    assert isinstance(st.read_table_colour(settings), st.TableColour)
    setup = st.load_setup(LEVELS, settings)
    assert setup.rules == rules


def test_settings_of_every_wrong_type_fall_back(tmp_path: Path) -> None:
    rng = random.Random(f"{SEED}:settings")
    for i in range(CASES * 3):
        path = tmp_path / f"values-{i}.ini"
        s = QSettings(str(path), QSettings.Format.IniFormat)
        st.save_setup(MatchSetup(PRESETS["setback"], st.default_seats(4, LEVELS)), s)
        for key in rng.sample(_SETTING_KEYS, rng.randint(1, 3)):
            s.setValue(key, _bad_value(rng))
        s.sync()
        _check_reads(s)
        _check_reads(QSettings(str(path), QSettings.Format.IniFormat))  # as written to disk


def test_a_damaged_settings_file_falls_back(tmp_path: Path) -> None:
    rng = random.Random(f"{SEED}:settings-file")
    good = tmp_path / "good.ini"
    s = QSettings(str(good), QSettings.Format.IniFormat)
    st.save_setup(MatchSetup(PRESETS["classic"], st.default_seats(4, LEVELS), Speed.FAST), s)
    s.setValue(st.KEY_FOUR_COLOUR, True)
    s.sync()
    text = good.read_bytes()
    assert text
    for i in range(CASES * 2):
        data = bytearray(text)
        if i % 3 == 0:
            data = data[: rng.randrange(len(data))]
        else:
            for _ in range(rng.randint(1, 20)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        if i % 5 == 0:
            data += b"\n[match]\nrules=" + b"[" * 50_000 + b"\n"
        path = tmp_path / f"damaged-{i}.ini"
        path.write_bytes(bytes(data))
        _check_reads(QSettings(str(path), QSettings.Format.IniFormat))


def test_rules_nested_a_thousand_deep_in_the_settings_give_the_default(
    isolated_settings: Path,
) -> None:
    for depth in (990, 1000, 5000, 100_000):
        QSettings().setValue(st.KEY_RULES, "[" * depth + "]" * depth)
        assert st.read_rules() == PRESETS[st.DEFAULT_PRESET]
        QSettings().setValue(st.KEY_RULES, '{"preset": "setback", "target": %s}' % ("[" * depth))
        assert st.read_rules() == PRESETS[st.DEFAULT_PRESET]
        assert st.load_setup(LEVELS).rules == PRESETS[st.DEFAULT_PRESET]


def test_the_practice_mark_round_trips_and_a_bad_one_is_refused() -> None:
    practice = autosave.SavedMatch(SAVED.setup, SAVED.match, practice=True)
    obj = autosave.saved_match_json(practice)
    assert obj["practice"] is True and "practice" not in SAVED_RECORD
    assert autosave.saved_match_from_json(obj, bot_names()) == practice
    bad = {k: v for k, v in obj.items() if k != "check"}
    bad["practice"] = "yes"
    bad["check"] = autosave._check(bad)
    with pytest.raises(saves.SaveError, match="practice mark"):
        autosave.saved_match_from_json(bad, bot_names())
