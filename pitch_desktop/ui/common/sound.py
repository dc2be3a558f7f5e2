"""The table's sounds: a sound board that plays short wooden cues through the system's player.

PySide6-Essentials has no QtMultimedia, and every sound library weighs more than the game needs
(see the README), so the board hands each cue to what the system already has: ``winsound`` on
Windows, ``afplay`` on macOS, ``pw-play``, ``paplay`` or ``aplay`` elsewhere. A player is
started and never waited for, so the GUI thread never blocks on a process or a sound device.
The system's player goes through the system's mixer, so a muted system stays silent, and the
board scales the samples itself for the player's volume: never louder than the system.

The board plays nothing while sound is off, at volume 0, when the app has no visible active
window (LOOK.md: no sound while the app is hidden), on a headless platform (the tests, the
screenshots and the smoke test run offscreen) or when made ``silent``. A cue repeated within
``COALESCE_S`` is played once, and at most ``MAX_PLAYING`` players run at a time, so eight cards
dealt at once are one sound, not eight processes. Nothing here raises: a missing player or sound
file makes the board say so (``available``, ``unavailable_reason``) and stay quiet.
"""

from __future__ import annotations

import array
import atexit
import importlib
import io
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from collections.abc import Callable, Sequence
from enum import Enum
from pathlib import Path
from types import ModuleType
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QGuiApplication, QWindow

from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.ui.common.felt import HEADLESS_PLATFORMS

log = logging.getLogger(__name__)

#: A cue asked for again within this many seconds of its last sound is not played again.
COALESCE_S = 0.040
#: At most this many sounds play at once; a cue asked for beyond that is dropped.
MAX_PLAYING = 3
#: The volume a board starts at, as in the settings.
DEFAULT_VOLUME = 70
MAX_VOLUME = 100

#: The players tried on Linux and the other POSIX systems, best first, with their arguments:
#: PipeWire's, then PulseAudio's (which PipeWire also answers), then bare ALSA's.
POSIX_PLAYERS: tuple[tuple[str, ...], ...] = (("pw-play",), ("paplay",), ("aplay", "-q"))

# The errors a player, a file or a WAV can raise; anything else is a bug and is not hidden.
_PLAY_ERRORS = (OSError, RuntimeError, ValueError, EOFError, wave.Error)


class Cue(Enum):
    """A moment of the game that has a sound; the value names its file in ``resources/sounds``."""

    DEAL = "deal"  # a card dealt
    CARD = "card"  # a card played
    TRICK = "trick"  # a trick gathered
    TURN = "turn"  # the player's turn: a gentle tick
    SET_BACK = "set_back"  # a side set back: low
    MATCH_WON = "match_won"

    @property
    def file_name(self) -> str:
        return f"{self.value}.wav"


class SoundUnavailableError(Exception):
    """No way to play sounds here; the message is a sentence for the player (translated)."""


class Backend(Protocol):
    """What starts a sound. ``start`` returns at once; it raises ``OSError`` or
    ``RuntimeError`` when the sound cannot be started."""

    @property
    def name(self) -> str: ...

    def start(self, path: Path) -> None: ...

    def playing(self) -> int:
        """How many sounds this backend may still be playing."""
        ...

    def muted(self) -> bool:
        """The system is known to be muted (asked only where that costs nothing)."""
        ...

    def stop(self) -> None: ...


class CommandBackend:
    """A command-line player (``afplay``, ``pw-play``, ``paplay``, ``aplay``), one process per
    sound, with no input or output, in its own session so a terminal's Ctrl+C leaves it be.

    The processes are polled, never waited for: ``playing`` reaps the finished ones.
    """

    def __init__(self, command: Sequence[str]) -> None:
        self._command = tuple(command)
        self._running: list[subprocess.Popen[bytes]] = []

    @property
    def name(self) -> str:
        return Path(self._command[0]).name

    @property
    def command(self) -> tuple[str, ...]:
        return self._command

    def start(self, path: Path) -> None:
        self._running.append(
            subprocess.Popen(
                [*self._command, str(path)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
                start_new_session=os.name == "posix",
            )
        )

    def playing(self) -> int:
        self._running = [p for p in self._running if p.poll() is None]
        return len(self._running)

    def muted(self) -> bool:
        # Asking (pactl, wpctl, osascript) costs a process; a muted system's mixer silences
        # the player anyway.
        return False

    def stop(self) -> None:
        """Leave the players to finish: each lasts under a second."""
        self._running = [p for p in self._running if p.poll() is None]


class WinsoundBackend:
    """Windows' own ``PlaySound``, asynchronous from a file (it cannot play from memory
    asynchronously). It plays one sound at a time: a new one cuts the one before short."""

    def __init__(self, winsound: ModuleType) -> None:
        self._winsound = winsound

    @property
    def name(self) -> str:
        return "winsound"

    def start(self, path: Path) -> None:
        w = self._winsound
        w.PlaySound(str(path), w.SND_FILENAME | w.SND_ASYNC | w.SND_NODEFAULT)

    def playing(self) -> int:
        return 0  # one at a time, never overlapping

    def muted(self) -> bool:
        return False

    def stop(self) -> None:
        self._winsound.PlaySound(None, 0)


def find_backend() -> Backend:
    """The system's own player for this platform; ``SoundUnavailableError`` says why not."""
    if sys.platform == "win32":
        try:
            return WinsoundBackend(importlib.import_module("winsound"))
        except ImportError as error:
            raise SoundUnavailableError(
                QCoreApplication.translate(
                    "SoundBoard", "Sound is unavailable: Windows' sound module is missing."
                )
            ) from error
    if sys.platform == "darwin":
        found = shutil.which("afplay")
        if found is None:
            raise SoundUnavailableError(
                QCoreApplication.translate(
                    "SoundBoard", "Sound is unavailable: afplay was not found."
                )
            )
        return CommandBackend((found,))
    for command in POSIX_PLAYERS:
        found = shutil.which(command[0])
        if found is not None:
            return CommandBackend((found, *command[1:]))
    names = ", ".join(command[0] for command in POSIX_PLAYERS)
    raise SoundUnavailableError(
        QCoreApplication.translate(
            "SoundBoard", "Sound is unavailable: no sound player was found ({players})."
        ).format(players=names)
    )


def volume_gain(volume: int) -> float:
    """The factor the samples are scaled by at ``volume`` (0-100, clamped).

    Loudness is heard roughly on a log scale, so the gain follows the square of the slider:
    half-way is a quarter of the amplitude (-12 dB), and the slider's low end stays useful.
    """
    v = max(0, min(MAX_VOLUME, int(volume)))
    return (v / MAX_VOLUME) ** 2


def scale_wav(data: bytes, volume: int) -> bytes:
    """A 16-bit WAV file's bytes with its samples scaled for ``volume`` (0-100, clamped).

    Raises ``wave.Error`` (or ``EOFError``) for a damaged file, ``ValueError`` for one that is
    not 16-bit.
    """
    with wave.open(io.BytesIO(data), "rb") as source:
        params = source.getparams()
        frames = source.readframes(params.nframes)
    if params.sampwidth != 2:
        raise ValueError(f"only 16-bit sounds can be scaled, not {8 * params.sampwidth}-bit")
    samples = array.array("h")
    samples.frombytes(frames[: len(frames) - len(frames) % 2])
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    gain = volume_gain(volume)
    scaled = array.array("h", (max(-32768, min(32767, round(s * gain))) for s in samples))
    if sys.byteorder == "big":
        scaled.byteswap()
    out = io.BytesIO()
    with wave.open(out, "wb") as target:
        target.setparams(params)
        target.writeframes(scaled.tobytes())
    return out.getvalue()


def sound_files() -> dict[Cue, Path]:
    """Every cue's file; ``SoundUnavailableError`` if one is missing (a broken install)."""
    try:
        return {cue: resource_path(f"sounds/{cue.file_name}") for cue in Cue}
    except ResourceNotFoundError as error:
        log.warning("%s", error)
        raise SoundUnavailableError(
            QCoreApplication.translate(
                "SoundBoard", "Sound is unavailable: the game's sounds are missing."
            )
        ) from error


def app_is_shown() -> bool:
    """The app is the active one and its focused window is on screen (not hidden, not
    minimised): the only time the board makes a sound."""
    if not isinstance(QCoreApplication.instance(), QGuiApplication):
        return False
    if QGuiApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
        return False
    window = QGuiApplication.focusWindow()
    return (
        window is not None
        and window.isVisible()
        and window.visibility() not in (QWindow.Visibility.Hidden, QWindow.Visibility.Minimized)
    )


def _headless() -> bool:
    app = QCoreApplication.instance()
    return not isinstance(app, QGuiApplication) or app.platformName() in HEADLESS_PLATFORMS


class SoundBoard(QObject):
    """Plays a ``Cue`` when the player can hear it, never blocking and never raising.

    ``on`` and ``volume`` (0-100) are the player's settings, applied at once by ``set_on`` and
    ``set_volume``. ``silent`` makes a board that never plays nor looks for a player, for the
    tests, the screenshots and the smoke test; a board on a headless platform is silent unless
    it is handed a ``backend`` (the tests hand it a fake one). ``clock`` tells the seconds for
    the coalescing of bursts. The scaled sounds are written to a folder of this process's own,
    removed by ``close`` or at exit.
    """

    def __init__(
        self,
        *,
        on: bool = True,
        volume: int = DEFAULT_VOLUME,
        silent: bool = False,
        backend: Backend | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._on = bool(on)
        self._volume = max(0, min(MAX_VOLUME, int(volume)))
        self._silent = silent or (backend is None and _headless())
        self._clock = clock
        self._backend: Backend | None = None
        self._files: dict[Cue, Path] = {}
        self._reason = ""
        self._last: dict[Cue, float] = {}
        self._originals: dict[Cue, bytes] = {}
        self._scaled: dict[tuple[Cue, int], Path] = {}
        self._broken: set[Cue] = set()
        self._cache_dir: Path | None = None
        if self._silent:
            return
        try:
            self._files = sound_files()
            self._backend = backend if backend is not None else find_backend()
        except SoundUnavailableError as error:
            self._reason = str(error)
            log.info("%s", self._reason)

    # --- the settings ---------------------------------------------------------------------------

    @property
    def on(self) -> bool:
        return self._on

    def set_on(self, on: bool) -> None:
        self._on = bool(on)

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        """Set the volume (0-100; clamped)."""
        self._volume = max(0, min(MAX_VOLUME, int(volume)))

    # --- what it can do -------------------------------------------------------------------------

    @property
    def silent(self) -> bool:
        """Made never to play (tests, screenshots, a headless platform)."""
        return self._silent

    @property
    def available(self) -> bool:
        """A player and the sounds were found (a silent board counts as available)."""
        return not self._reason

    @property
    def unavailable_reason(self) -> str:
        """Why there is no sound, in one sentence for the Preferences; "" when available."""
        return self._reason

    @property
    def backend_name(self) -> str:
        """The player in use ("pw-play", "afplay", "winsound", ...); "" when there is none."""
        return self._backend.name if self._backend is not None else ""

    # --- playing --------------------------------------------------------------------------------

    def play(self, cue: Cue) -> bool:
        """Start ``cue``'s sound if the player can hear it; True if a sound was started.

        Returns at once: the player runs on its own. Never raises.
        """
        backend = self._backend
        if backend is None or not self._may_play(cue):
            return False
        now = self._clock()
        if self._held_back(cue, now):
            return False
        try:
            if backend.muted() or backend.playing() >= MAX_PLAYING:
                return False
        except _PLAY_ERRORS as error:
            return self._player_failed(backend, error)
        path = self._playable_file(cue)
        if path is None:
            return False
        try:
            backend.start(path)
        except _PLAY_ERRORS as error:
            return self._player_failed(backend, error)
        self._last[cue] = now
        return True

    def _may_play(self, cue: Cue) -> bool:
        """On, heard (a volume above nought) and not a sound that failed before."""
        return self._on and self._volume != 0 and cue not in self._broken

    def _held_back(self, cue: Cue, now: float) -> bool:
        """The same cue a moment ago, or the app not on screen: one sound for a burst of
        events, none for a window nobody sees."""
        last = self._last.get(cue)
        if last is not None and 0.0 <= now - last < COALESCE_S:
            return True
        return not app_is_shown()

    def _playable_file(self, cue: Cue) -> Path | None:
        """The file for ``cue``; None, and the cue never tried again, when it cannot be made."""
        try:
            return self._file_for(cue)
        except _PLAY_ERRORS as error:
            self._broken.add(cue)
            log.warning("the %s sound cannot be played: %s", cue.value, error)
            return None

    def close(self) -> None:
        """Stop the player and remove the scaled sounds; the board plays nothing after."""
        backend, self._backend = self._backend, None
        if backend is not None:
            try:
                backend.stop()
            except _PLAY_ERRORS as error:
                log.info("the sound player did not stop: %s", error)
        self._scaled.clear()
        if self._cache_dir is not None:
            shutil.rmtree(self._cache_dir, ignore_errors=True)
            self._cache_dir = None

    def _player_failed(self, backend: Backend, error: Exception) -> bool:
        """A player that cannot start will not start next time either: say so, and stop."""
        log.warning("the sound player %s cannot be started: %s", backend.name, error)
        self._backend = None
        self._reason = QCoreApplication.translate(
            "SoundBoard", "Sound is unavailable: the sound player {player} did not start."
        ).format(player=backend.name)
        return False

    def _file_for(self, cue: Cue) -> Path:
        """The file to play for ``cue`` at the current volume: the original at full volume,
        else a scaled copy, made once per cue and volume."""
        original = self._files[cue]
        if self._volume == MAX_VOLUME:
            return original
        key = (cue, self._volume)
        path = self._scaled.get(key)
        if path is not None and path.is_file():
            return path
        data = self._originals.get(cue)
        if data is None:
            data = self._originals[cue] = original.read_bytes()
        path = self._cache() / f"{cue.value}-{self._volume}.wav"
        path.write_bytes(scale_wav(data, self._volume))
        self._scaled[key] = path
        return path

    def _cache(self) -> Path:
        if self._cache_dir is None or not self._cache_dir.is_dir():
            self._cache_dir = Path(tempfile.mkdtemp(prefix="pitch-sounds-"))
            atexit.register(shutil.rmtree, self._cache_dir, True)
        return self._cache_dir
