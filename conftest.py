"""The whole suite (tests/ and packaging/) is kept to this machine, whatever a test forgets.

Before any test module is imported, the process gets a home of its own (HOME and every XDG
folder inside a scratch folder made here, so QSettings, saves, hosted tables and Qt's own files
land there) and the socket guard of ``pitch_desktop.this_machine``: a connect, a send or a name
look-up that would reach past loopback is refused before anything leaves, and the test that made
it fails with the one line that names the call and the address. The switch is in the
environment, so every child the tests start (the server, the app, the packaged app, the bots'
workers) is guarded the same way and reports into a file read here. After the last test, the
real home is compared with what it held before: anything new there fails the run.

It also holds ``frozen_app``, the packaged app built once per session and shared by every test
of packaging/ that runs it (the Linux package is packed from that same build).
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pitch_desktop.this_machine import REFUSALS_FILE, keep_to_this_machine

REAL_HOME = Path(os.path.expanduser("~")).resolve()
ROOT = Path(__file__).resolve().parent
WATCH_DEPTH = 3  # how deep under the real home new entries are looked for
# Where Qt and the app write: a file there that changed is as bad as one that appeared.
WRITTEN_BY_APPS = (".config", ".local", ".cache", ".qttest")


def _home_entries(home: Path, skip: tuple[Path, ...]) -> dict[str, int]:
    """Every path under ``home`` down to ``WATCH_DEPTH`` levels: a file's modification time,
    -1 for a folder."""
    found: dict[str, int] = {}
    todo = [(home, 0)]
    while todo:
        folder, depth = todo.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            path = Path(entry.path)
            if any(path == s or s in path.parents for s in skip):
                continue
            try:
                is_dir = entry.is_dir(follow_symlinks=False)
                found[str(path.relative_to(home))] = (
                    -1 if is_dir else entry.stat(follow_symlinks=False).st_mtime_ns
                )
            except OSError:
                continue
            if is_dir and depth + 1 < WATCH_DEPTH:
                todo.append((path, depth + 1))
    return found


_SCRATCH = Path(tempfile.mkdtemp(prefix="pitch-tests-")).resolve()
_SKIP = (ROOT, _SCRATCH, Path(tempfile.gettempdir()).resolve())
_HOME_BEFORE = _home_entries(REAL_HOME, _SKIP)
_REFUSALS_PATH = _SCRATCH / "loopback-refusals.txt"
_refused: list[str] = []
_refused_lock = threading.Lock()
_file_offset = 0


def _hear(line: str) -> None:
    with _refused_lock:
        _refused.append(line)


keep_to_this_machine(_SCRATCH / "home", _hear)
os.environ[REFUSALS_FILE] = str(_REFUSALS_PATH)


def take_refusals() -> list[str]:
    """The refusals heard since the last call, in this process and in its children."""
    global _file_offset
    with _refused_lock:
        lines = list(_refused)
        _refused.clear()
        try:
            with open(_REFUSALS_PATH, encoding="utf-8") as f:
                f.seek(_file_offset)
                more = f.read()
                _file_offset = f.tell()
        except FileNotFoundError:
            more = ""
    return lines + [line for line in more.splitlines() if line.strip()]


def _fail_for(lines: list[str]) -> None:
    more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
    pytest.fail(lines[0] + more, pytrace=False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Fails the test that tried to reach past loopback, or whose child did, even when it
    swallowed the error."""
    result = yield
    lines = take_refusals()
    if lines:
        _fail_for(lines)
    return result


@pytest.fixture(autouse=True)
def _kept_to_this_machine() -> Iterator[None]:
    """Refusals made while a test's fixtures were set up or torn down fail it too."""
    take_refusals()  # anything left from before belongs to no test: it was reported then
    yield
    lines = take_refusals()
    if lines:
        _fail_for(lines)


@pytest.fixture
def refusals() -> Callable[[], list[str]]:
    """For the guard's own tests: takes the refusals made so far, so they fail nothing."""
    return take_refusals


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of the packaged app all run in one process when the suite is spread over
    several (pytest-xdist's ``--dist loadgroup``), so the app is built once."""
    for item in items:
        if "frozen_app" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.xdist_group("frozen_app"))


@pytest.fixture(scope="session")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The packaged app's executable, built once per session (packaging/frozen_build.py)."""
    # packaging/ is on the path once its test modules are imported, which asking for this does.
    from frozen_build import build_frozen_app

    return build_frozen_app(tmp_path_factory.mktemp("pyinstaller"))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run if a refusal came after the last test, or the real home changed."""
    problems = [f"after the last test: {line}" for line in take_refusals()]
    after = _home_entries(REAL_HOME, _SKIP)
    appeared = sorted(set(after) - set(_HOME_BEFORE))
    changed = sorted(
        path
        for path, stamp in after.items()
        if path in _HOME_BEFORE
        and stamp != _HOME_BEFORE[path]
        and path.split(os.sep, 1)[0] in WRITTEN_BY_APPS
    )
    for path in appeared[:5]:
        problems.append(f"the suite wrote in the real home: {REAL_HOME / path} appeared")
    for path in changed[:5]:
        problems.append(f"the suite wrote in the real home: {REAL_HOME / path} changed")
    shutil.rmtree(_SCRATCH, ignore_errors=True)
    if problems:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.ensure_newline()
        for line in problems:
            if reporter is not None:
                reporter.write_line(f"ERROR: {line}", red=True)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
