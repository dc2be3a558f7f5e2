"""The sound board: the right file for each cue, silence whenever the player should hear none,
bursts played once, the volume scaled into the samples, the system's player chosen on each
platform, and a broken player or file that leaves the game quiet, never a traceback.

No test makes a sound or starts a real player: the board is handed a fake backend, and the one
test of a real process starts Python doing nothing.
"""

from __future__ import annotations

import array
import io
import math
import shutil
import subprocess
import sys
import types
import wave
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.ui.common import sound
from pitch_desktop.ui.common.sound import (
    COALESCE_S,
    MAX_PLAYING,
    CommandBackend,
    Cue,
    SoundBoard,
    SoundUnavailableError,
    WinsoundBackend,
    find_backend,
    scale_wav,
    volume_gain,
)
from tools import make_sounds

SOUNDS = Path(__file__).resolve().parents[3] / "resources" / "sounds"


class FakeBackend:
    """Records what it was asked to play; can be made busy, muted or broken."""

    def __init__(self) -> None:
        self.started: list[Path] = []
        self.busy = 0
        self.is_muted = False
        self.fails: Exception | None = None
        self.stopped = False

    @property
    def name(self) -> str:
        return "fake"

    def start(self, path: Path) -> None:
        if self.fails is not None:
            raise self.fails
        self.started.append(path)

    def playing(self) -> int:
        return self.busy

    def muted(self) -> bool:
        return self.is_muted

    def stop(self) -> None:
        self.stopped = True


class Clock:
    """Time that moves only when the test says."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def shown(qtbot: QtBot) -> QWidget:
    """A window on screen and active: the app can be heard."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(200, 100)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(sound.app_is_shown)  # the application's state follows the window's
    return widget


@pytest.fixture
def fake() -> FakeBackend:
    return FakeBackend()


@pytest.fixture
def board(fake: FakeBackend) -> Iterator[SoundBoard]:
    b = SoundBoard(backend=fake, clock=Clock())
    yield b
    b.close()


def _samples(data: bytes) -> array.array[int]:
    with wave.open(io.BytesIO(data), "rb") as w:
        frames = w.readframes(w.getnframes())
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def _peak(data: bytes) -> int:
    return max(abs(s) for s in _samples(data))


# --- the right file, at the right volume --------------------------------------------------------


def test_each_cue_plays_its_own_file(shown: QWidget, fake: FakeBackend) -> None:
    board = SoundBoard(backend=fake, volume=100, clock=Clock())
    for cue in Cue:
        assert board.play(cue)
    assert fake.started == [resource_path(f"sounds/{cue.value}.wav") for cue in Cue]
    assert [p.name for p in fake.started] == [
        "deal.wav",
        "card.wav",
        "trick.wav",
        "turn.wav",
        "set_back.wav",
        "match_won.wav",
    ]
    board.close()


def test_below_full_volume_each_cue_plays_its_file_scaled(
    shown: QWidget, board: SoundBoard, fake: FakeBackend
) -> None:
    board.set_volume(40)
    for cue in Cue:
        assert board.play(cue)
    for cue, path in zip(Cue, fake.started, strict=True):
        assert path.name == f"{cue.value}-40.wav"
        assert path.read_bytes() == scale_wav((SOUNDS / cue.file_name).read_bytes(), 40)


def test_a_scaled_sound_is_made_once_per_cue_and_volume_and_removed_on_close(
    shown: QWidget, fake: FakeBackend
) -> None:
    clock = Clock()
    board = SoundBoard(backend=fake, volume=55, clock=clock)
    assert board.play(Cue.CARD)
    clock.now += 1
    assert board.play(Cue.CARD)
    board.set_volume(56)
    clock.now += 1
    assert board.play(Cue.CARD)
    first, again, louder = fake.started
    assert first == again != louder
    folder = first.parent
    assert sorted(p.name for p in folder.iterdir()) == ["card-55.wav", "card-56.wav"]
    board.close()
    assert fake.stopped and not folder.exists()
    assert not board.play(Cue.CARD)  # a closed board is quiet


# --- silence ------------------------------------------------------------------------------------


def test_silent_when_sound_is_off_and_again_at_once_when_on(
    shown: QWidget, board: SoundBoard, fake: FakeBackend
) -> None:
    board.set_on(False)
    assert not board.on and not board.play(Cue.CARD)
    assert fake.started == []
    board.set_on(True)
    assert board.play(Cue.CARD)
    assert len(fake.started) == 1


def test_silent_at_volume_zero(shown: QWidget, board: SoundBoard, fake: FakeBackend) -> None:
    board.set_volume(0)
    assert not board.play(Cue.MATCH_WON)
    board.set_volume(-20)
    assert board.volume == 0 and not board.play(Cue.MATCH_WON)
    assert fake.started == []


def test_a_silent_board_never_plays_nor_looks_for_a_player(
    shown: QWidget, fake: FakeBackend, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_looking() -> None:
        raise AssertionError("a silent board looked for a player")

    monkeypatch.setattr(sound, "find_backend", no_looking)
    silent = SoundBoard(silent=True, backend=fake)
    assert silent.silent and silent.available and silent.unavailable_reason == ""
    assert not any(silent.play(cue) for cue in Cue)
    assert fake.started == []
    # On a headless platform (the tests, the screenshots, the smoke test) a board is silent
    # by itself, unless it is handed a backend.
    headless = SoundBoard()
    assert headless.silent and headless.backend_name == ""
    assert not headless.play(Cue.CARD)


def test_silent_while_the_app_is_hidden_or_minimised(
    qtbot: QtBot, shown: QWidget, board: SoundBoard, fake: FakeBackend
) -> None:
    shown.showMinimized()
    qtbot.waitUntil(lambda: not sound.app_is_shown())
    assert not board.play(Cue.TURN)
    shown.showNormal()
    shown.activateWindow()
    qtbot.waitUntil(sound.app_is_shown)
    assert board.play(Cue.TURN)
    shown.hide()
    qtbot.waitUntil(lambda: not sound.app_is_shown())
    assert not board.play(Cue.CARD)
    assert len(fake.started) == 1


def test_silent_before_any_window_is_active(board: SoundBoard, fake: FakeBackend) -> None:
    assert not sound.app_is_shown()
    assert not board.play(Cue.DEAL)
    assert fake.started == []


def test_silent_when_the_system_is_known_to_be_muted(
    shown: QWidget, board: SoundBoard, fake: FakeBackend
) -> None:
    fake.is_muted = True
    assert not board.play(Cue.CARD)
    fake.is_muted = False
    assert board.play(Cue.CARD)


# --- bursts -------------------------------------------------------------------------------------


def test_a_burst_of_one_cue_is_played_once(shown: QWidget, fake: FakeBackend) -> None:
    clock = Clock()
    board = SoundBoard(backend=fake, clock=clock)
    played = [board.play(Cue.DEAL) for _ in range(8)]  # eight cards dealt at once
    assert played == [True] + [False] * 7
    clock.now += COALESCE_S / 2
    assert not board.play(Cue.DEAL)  # still the same burst
    assert board.play(Cue.CARD)  # another cue is another sound
    clock.now += COALESCE_S
    assert board.play(Cue.DEAL)
    assert [p.name.split("-")[0] for p in fake.started] == ["deal", "card", "deal"]
    board.close()


def test_no_more_players_than_the_cap_run_at_once(
    shown: QWidget, board: SoundBoard, fake: FakeBackend
) -> None:
    fake.busy = MAX_PLAYING
    assert not board.play(Cue.TRICK)
    fake.busy = MAX_PLAYING - 1
    assert board.play(Cue.TRICK)


# --- the volume in the samples ------------------------------------------------------------------


@pytest.mark.parametrize("volume", [100, 85, 70, 50, 25, 10, 1])
def test_the_volume_scales_every_sample(volume: int) -> None:
    original = (SOUNDS / "match_won.wav").read_bytes()
    scaled = scale_wav(original, volume)
    gain = volume_gain(volume)
    assert gain == pytest.approx((volume / 100) ** 2)
    assert _peak(scaled) / _peak(original) == pytest.approx(gain, abs=1 / _peak(original))
    before, after = _samples(original), _samples(scaled)
    assert len(after) == len(before)
    assert all(abs(a - b * gain) <= 0.5 for a, b in zip(after, before, strict=True))
    with wave.open(io.BytesIO(scaled), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)


def test_the_volume_is_clamped_and_never_louder_than_the_file() -> None:
    original = (SOUNDS / "card.wav").read_bytes()
    assert scale_wav(original, 150) == scale_wav(original, 100)
    assert _samples(scale_wav(original, 100)) == _samples(original)
    assert set(_samples(scale_wav(original, -5))) == {0}
    loud = io.BytesIO()
    with wave.open(loud, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(array.array("h", [32767, -32768, 0, 12345]).tobytes())
    assert list(_samples(scale_wav(loud.getvalue(), 100))) == [32767, -32768, 0, 12345]
    board = SoundBoard(silent=True, volume=400)
    assert board.volume == 100


def test_only_sixteen_bit_sounds_are_scaled() -> None:
    eight = io.BytesIO()
    with wave.open(eight, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(1)
        w.setframerate(22050)
        w.writeframes(bytes([128, 200, 50]))
    with pytest.raises(ValueError, match="16-bit"):
        scale_wav(eight.getvalue(), 50)


# --- the system's player, by platform -----------------------------------------------------------


def _which(*present: str) -> object:
    def which(name: str) -> str | None:
        return f"/usr/bin/{name}" if name in present else None

    return which


@pytest.mark.parametrize(
    ("present", "command"),
    [
        (("pw-play", "paplay", "aplay"), ("/usr/bin/pw-play",)),
        (("paplay", "aplay"), ("/usr/bin/paplay",)),
        (("aplay",), ("/usr/bin/aplay", "-q")),
    ],
)
def test_linux_takes_the_best_player_it_has(
    monkeypatch: pytest.MonkeyPatch, present: tuple[str, ...], command: tuple[str, ...]
) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(shutil, "which", _which(*present))
    backend = find_backend()
    assert isinstance(backend, CommandBackend)
    assert backend.command == command
    assert backend.name == Path(command[0]).name


def test_linux_without_a_player_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(shutil, "which", _which())
    with pytest.raises(SoundUnavailableError, match="pw-play, paplay, aplay"):
        find_backend()


def test_macos_plays_with_afplay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(shutil, "which", _which("afplay", "aplay"))
    backend = find_backend()
    assert isinstance(backend, CommandBackend) and backend.command == ("/usr/bin/afplay",)
    monkeypatch.setattr(shutil, "which", _which("aplay"))
    with pytest.raises(SoundUnavailableError, match="afplay"):
        find_backend()


def _fake_winsound(calls: list[tuple[object, int]]) -> types.ModuleType:
    module = types.ModuleType("winsound")
    module.SND_FILENAME = 0x20000  # type: ignore[attr-defined]
    module.SND_ASYNC = 0x1  # type: ignore[attr-defined]
    module.SND_NODEFAULT = 0x2  # type: ignore[attr-defined]
    module.PlaySound = lambda sound, flags: calls.append((sound, flags))  # type: ignore[attr-defined]
    return module


def test_windows_plays_with_winsound_asynchronously_from_a_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[tuple[object, int]] = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "winsound", _fake_winsound(calls))
    backend = find_backend()
    assert isinstance(backend, WinsoundBackend) and backend.name == "winsound"
    backend.start(tmp_path / "card.wav")
    backend.stop()
    assert calls == [(str(tmp_path / "card.wav"), 0x20000 | 0x1 | 0x2), (None, 0)]
    assert backend.playing() == 0


def test_windows_without_winsound_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "winsound", None)  # importing it raises ImportError
    with pytest.raises(SoundUnavailableError, match="Windows"):
        find_backend()


def test_no_player_found_makes_a_quiet_board_that_says_why(
    shown: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sound, "_headless", lambda: False)  # as on a real desktop
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(shutil, "which", _which())
    board = SoundBoard()
    assert not board.silent and not board.available
    assert "no sound player was found" in board.unavailable_reason
    assert "\n" not in board.unavailable_reason
    assert not board.play(Cue.CARD)


# --- broken players and files -------------------------------------------------------------------


def test_a_player_that_cannot_start_leaves_the_board_quiet(
    shown: QWidget, caplog: pytest.LogCaptureFixture, capsys: pytest.CaptureFixture[str]
) -> None:
    board = SoundBoard(backend=CommandBackend(["/nonexistent/pw-play"]), clock=Clock())
    assert board.available
    assert not board.play(Cue.CARD)
    assert not board.available and "pw-play" in board.unavailable_reason
    assert not board.play(Cue.CARD)  # asked no more
    assert all(r.exc_info is None for r in caplog.records)
    assert "Traceback" not in capsys.readouterr().err
    board.close()


def test_a_popen_that_raises_leaves_the_board_quiet(
    shown: QWidget, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object, **kwargs: object) -> None:
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(subprocess, "Popen", broken)
    board = SoundBoard(backend=CommandBackend(["/usr/bin/paplay"]), clock=Clock())
    assert not board.play(Cue.TRICK)
    assert not board.available


def test_a_backend_raising_a_runtime_error_leaves_the_board_quiet(
    shown: QWidget, board: SoundBoard, fake: FakeBackend
) -> None:
    fake.fails = RuntimeError("Failed to play sound")  # what winsound raises without a device
    assert not board.play(Cue.SET_BACK)
    assert not board.available


def test_a_missing_sound_file_makes_the_board_unavailable(
    shown: QWidget, fake: FakeBackend, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing(name: str) -> Path:
        raise ResourceNotFoundError(f"resource {name!r} not found")

    monkeypatch.setattr(sound, "resource_path", missing)
    board = SoundBoard(backend=fake)
    assert not board.available and "sounds are missing" in board.unavailable_reason
    assert not board.play(Cue.DEAL)
    assert fake.started == []


def test_a_damaged_or_vanished_sound_skips_that_cue_only(
    shown: QWidget, fake: FakeBackend, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    for cue in Cue:
        (tmp_path / cue.file_name).write_bytes((SOUNDS / cue.file_name).read_bytes())
    (tmp_path / "card.wav").write_bytes(b"RIFF, but not a sound")
    monkeypatch.setattr(sound, "resource_path", lambda name: tmp_path / Path(name).name)
    board = SoundBoard(backend=fake, volume=50, clock=Clock())
    (tmp_path / "trick.wav").unlink()
    assert not board.play(Cue.CARD)
    assert not board.play(Cue.TRICK)
    assert board.play(Cue.DEAL)
    assert board.available and [p.name for p in fake.started] == ["deal-50.wav"]
    board.close()


# What a player started by the board sees: its standard streams, and whether it leads its own
# session; written to the file it was given to play.
_REPORTER = """
import os, sys
null = os.stat(os.devnull)
streams = [os.path.samestat(os.fstat(fd), null) for fd in (0, 1, 2)]
own_session = os.name != "posix" or os.getsid(0) == os.getpid()
open(sys.argv[1], "w").write(repr((streams, own_session)))
"""


def test_a_real_process_is_started_detached_and_reaped(qtbot: QtBot, tmp_path: Path) -> None:
    """Not a player: Python reporting how it was started, started as a player would be."""
    backend = CommandBackend([sys.executable, "-c", _REPORTER])
    report = tmp_path / "report"
    backend.start(report)
    qtbot.waitUntil(lambda: backend.playing() == 0, timeout=30000)  # reaped, never waited for
    assert report.read_text() == repr(([True, True, True], True))


# --- the sound files themselves ----------------------------------------------------------------


def test_the_cues_are_the_six_moments_of_the_table() -> None:
    assert [cue.name for cue in Cue] == ["DEAL", "CARD", "TRICK", "TURN", "SET_BACK", "MATCH_WON"]


def test_the_sounds_are_found_in_a_frozen_app(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Where the PyInstaller spec puts them: ``resources/sounds`` under the bundle."""
    bundled = tmp_path / "resources" / "sounds"
    bundled.mkdir(parents=True)
    for cue in Cue:
        (bundled / cue.file_name).write_bytes((SOUNDS / cue.file_name).read_bytes())
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert sound.sound_files() == {cue: bundled / cue.file_name for cue in Cue}
    spec = (SOUNDS.parents[1] / "packaging" / "pitch_desktop.spec").read_text(encoding="utf-8")
    assert '"resources/sounds"' in spec


def test_the_tool_makes_the_committed_sounds_byte_for_byte(tmp_path: Path) -> None:
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made == sorted(cue.file_name for cue in Cue)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), (
            f"{name} differs from tools/make_sounds.py: run `make sounds`"
        )
    assert (SOUNDS / "LICENSE").is_file()


@pytest.mark.parametrize(
    ("cue", "shortest_ms", "longest_ms"),
    [
        (Cue.DEAL, 40, 90),
        (Cue.CARD, 40, 90),
        (Cue.TRICK, 120, 180),
        (Cue.TURN, 40, 100),
        (Cue.SET_BACK, 250, 350),
        (Cue.MATCH_WON, 600, 800),
    ],
)
def test_each_sound_is_short_soft_and_faded(cue: Cue, shortest_ms: int, longest_ms: int) -> None:
    data = (SOUNDS / cue.file_name).read_bytes()
    with wave.open(io.BytesIO(data), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        length_ms = 1000 * w.getnframes() / w.getframerate()
    assert shortest_ms <= length_ms <= longest_ms
    samples = _samples(data)
    assert 20 * math.log10(_peak(data) / 32768) < -6.0
    assert samples[0] == 0 and samples[-1] == 0  # faded in and out: no click
    assert len(data) < 40_000
