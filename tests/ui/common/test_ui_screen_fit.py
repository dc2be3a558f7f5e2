"""Every window and dialog fits the screen it opens on, frame included, at every screen size,
first start or restored: a rule of the window's, tested, not a fix per window."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QMargins, QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pitch_desktop.ui.common.felt import (
    FRAME_GUESS,
    WINDOW_SIZE,
    fit_window_to_screen,
    fitted_geometry,
    saved_client_rect,
    saved_screen_width,
)

ROOT = Path(__file__).resolve().parents[3]
# (width, height, device pixel ratio): the logical size is width/dpr x height/dpr.
SCREENS = [(800, 600, 1), (1024, 768, 1), (1280, 800, 1), (1920, 1080, 1), (3840, 2160, 2)]
OPENBOX = QMargins(1, 20, 1, 5)


def _frame(client: QRect, margins: QMargins) -> QRect:
    return client.adjusted(-margins.left(), -margins.top(), margins.right(), margins.bottom())


@pytest.mark.parametrize(("width", "height", "dpr"), SCREENS)
@pytest.mark.parametrize("margins", [QMargins(), OPENBOX, FRAME_GUESS], ids=["none", "ob", "guess"])
def test_a_first_window_or_a_saved_one_fits_with_its_frame(
    width: int, height: int, dpr: int, margins: QMargins
) -> None:
    room = QRect(0, 0, width // dpr, height // dpr)
    for wanted in (
        QRect(0, 0, *WINDOW_SIZE),  # a first start, the screen's size or larger
        QRect(300, 200, 1920, 1080),  # saved on a larger screen
        QRect(-900, 2500, 800, 600),  # saved on a screen that is gone
        QRect(10, 40, 640, 480),  # saved small: it fits and stays as it was
    ):
        got = fitted_geometry(wanted, margins, room)
        assert room.contains(_frame(got, margins)), (wanted, got)
        fits = room.contains(_frame(wanted, margins))
        assert (got == wanted) == fits
        # As large as asked, as far as the screen allows.
        assert got.width() == min(wanted.width(), room.width() - margins.left() - margins.right())


@settings(max_examples=300, deadline=None)
@given(
    st.tuples(st.integers(-5000, 5000), st.integers(-5000, 5000)),
    st.tuples(st.integers(1, 9000), st.integers(1, 9000)),
    st.tuples(*(st.integers(0, 60) for _ in range(4))),
    st.tuples(st.integers(-2000, 2000), st.integers(-2000, 2000)),
    st.tuples(st.integers(320, 8000), st.integers(240, 8000)),
)
def test_the_frame_never_leaves_the_screen(
    at: tuple[int, int],
    size: tuple[int, int],
    frame: tuple[int, int, int, int],
    origin: tuple[int, int],
    screen: tuple[int, int],
) -> None:
    margins = QMargins(*frame)
    room = QRect(*origin, *screen)
    got = fitted_geometry(QRect(*at, *size), margins, room)
    assert room.contains(_frame(got, margins))


def test_a_saved_geometry_is_read_as_the_window_saved_it(qtbot: QtBot) -> None:
    w = QWidget()
    qtbot.addWidget(w)
    w.setGeometry(40, 60, 700, 500)
    blob = bytes(w.saveGeometry().data())
    assert saved_client_rect(blob) == QRect(40, 60, 700, 500)
    for bad in (b"", b"junk", blob[:20], b"\x00" * len(blob)):
        assert saved_client_rect(bad) is None


def test_a_window_saved_on_a_larger_screen_opens_within_this_one(qtbot: QtBot) -> None:
    """The tests' screen is the offscreen platform's; a geometry saved on a 4K screen is fitted
    to it rather than restored as it was."""
    big = QWidget()
    qtbot.addWidget(big)
    big.setGeometry(100, 100, 3800, 2100)
    blob = bytes(big.saveGeometry().data())
    w = QWidget()
    qtbot.addWidget(w)
    fit_window_to_screen(w, blob)
    w.show()
    qtbot.waitExposed(w)
    screen = w.screen()
    assert screen is not None
    room = screen.availableGeometry()
    # Fitted at once with a guessed frame, then again with the real one, as wide as it fits.
    qtbot.waitUntil(lambda: w.frameGeometry().width() == room.width(), timeout=3000)
    assert room.contains(w.frameGeometry())


def _probe(tmp_path: Path, width: int, height: int, dpr: int, language: str) -> str:
    config = tmp_path / f"screen-{width}x{height}.json"
    screen = {
        "name": "probe",
        "x": 0,
        "y": 0,
        "width": width,
        "height": height,
        "logicalDpi": 96,
        "logicalBaseDpi": 96,
        "dpr": dpr,
    }
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    run = subprocess.run(
        [sys.executable, "-m", "tests.ui.screen_probe", language],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    warnings = [
        line
        for line in run.stderr.splitlines()
        if line.strip() and "This plugin does not support" not in line  # offscreen's own
    ]
    assert run.returncode == 0 and not warnings, run.stdout + run.stderr
    return run.stdout


@pytest.mark.parametrize(
    ("width", "height", "dpr", "language"),
    [(*s, "en") for s in SCREENS] + [(800, 600, 1, "it"), (800, 600, 1, "hu")],
    ids=lambda v: str(v),
)
def test_every_window_and_dialog_fits_the_screen(
    tmp_path: Path, width: int, height: int, dpr: int, language: str
) -> None:
    """The main window, a seven-player hand played on it, and every dialog, on a screen of this
    size: each frame within the screen's available area, and the window never grown by the
    table."""
    _probe(tmp_path, width, height, dpr, language)


def _saved_on(qtbot: QtBot, client: QRect, screen_width: int) -> bytes:
    """A geometry saved by a window at ``client`` on a screen ``screen_width`` wide."""
    w = QWidget()
    qtbot.addWidget(w)
    w.setGeometry(client)
    blob = bytearray(w.saveGeometry().data())
    assert saved_screen_width(bytes(blob)) == w.screen().geometry().width()
    blob[46:50] = screen_width.to_bytes(4, "big")  # after the head, the rects, number, states
    assert saved_screen_width(bytes(blob)) == screen_width
    return bytes(blob)


def _opened(qtbot: QtBot, blob: bytes) -> tuple[QWidget, QRect]:
    w = QWidget()
    qtbot.addWidget(w)
    fit_window_to_screen(w, blob)
    screen = w.screen()
    assert screen is not None
    return w, screen.availableGeometry()


def _centred(w: QWidget, room: QRect) -> bool:
    frame = _frame(w.geometry(), FRAME_GUESS)
    return abs(frame.center().x() - room.center().x()) <= 1 and (
        abs(frame.center().y() - room.center().y()) <= 1 or frame.height() >= room.height() - 1
    )


def test_a_window_saved_on_another_screen_opens_centred_on_this_one(qtbot: QtBot) -> None:
    """Played at 800x600 (the window filling that screen, in its top-left corner), then started
    on another screen: it opens at the first start's size as far as it fits, centred, not as
    a small window in the corner; a window the player made small keeps its size, centred."""
    filled, room = _opened(qtbot, _saved_on(qtbot, QRect(1, 24, 798, 575), 800 - 160))
    assert filled.width() == min(WINDOW_SIZE[0], room.width() - 16) and _centred(filled, room)
    small, room = _opened(qtbot, _saved_on(qtbot, QRect(0, 30, 500, 400), 2560))
    assert (small.width(), small.height()) == (500, 400) and _centred(small, room)
    # On the screen it was saved on, a window opens where it was.
    same, _room = _opened(qtbot, _saved_on(qtbot, QRect(40, 60, 500, 400), room.width()))
    assert same.geometry() == QRect(40, 60, 500, 400)


def test_a_blob_that_names_no_screen_has_no_screen_width() -> None:
    assert saved_screen_width(b"junk") is None and saved_screen_width(b"") is None
