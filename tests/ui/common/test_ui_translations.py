"""Nothing is left out of the translations, and every word fits its widget in every language.

Four checks: no string literal reaches the screen unmarked (an AST scan of ``ui/`` and
``controller/``); every marked string is in the ``.ts`` files, none unfinished or obsolete, with
the same placeholders; the ``.ts`` files are up to date with the code (``pyside6-lupdate`` into a
temporary copy finds the same strings); and every window and dialog, opened in each language,
shows its labels, buttons, check boxes and combo boxes whole.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.storage.settings import LANGUAGES
from pitch_desktop.ui.common.language import install_language
from pitch_desktop.ui.window.main_window import MainWindow as MainWindowType
from tests.ui.windows import open_window

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "pitch_desktop"
TS_DIR = ROOT / "resources" / "translations"
TS_FILES = sorted(TS_DIR.glob("pitch_*.ts"))
TRANSLATED = tuple(code for code in LANGUAGES if code != "en")

# Calls whose string arguments the player reads.
SINKS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis", "setTitle",
    "setPlaceholderText", "addAction", "addMenu", "addItem", "addTab", "setHeaderLabels",
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction", "QMenu",
    "setStatus", "set_status", "tell", "showMessage", "setAccessibleName",
    "setAccessibleDescription", "information", "warning", "critical", "question",
}  # fmt: skip
# Literals that are not words: object names, a lone symbol a translation cannot change.
EXCEPTIONS = {"", "?", "·", "–", "—", "…", "+", "−", "-", "×"}
TRANSLATE_CALLS = {"tr", "translate", "QT_TRANSLATE_NOOP"}
LOGGERS = {"log", "logger", "logging", "_log"}


def _sources(*folders: str) -> list[Path]:
    return sorted(p for f in folders for p in (PACKAGE / f).rglob("*.py"))


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _is_word(value: str) -> bool:
    return value not in EXCEPTIONS and any(ch.isalpha() for ch in value)


def test_no_string_reaches_the_screen_unmarked() -> None:
    unmarked = []
    for path in _sources("ui", "controller"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or _call_name(node) not in SINKS:
                continue
            owner = node.func.value if isinstance(node.func, ast.Attribute) else None
            if isinstance(owner, ast.Name) and owner.id in LOGGERS:
                continue  # for the developer, in English
            for arg in [*node.args, *(k.value for k in node.keywords if k.arg != "objectName")]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    if _is_word(arg.value):
                        unmarked.append(f"{path.relative_to(ROOT)}:{arg.lineno}: {arg.value!r}")
                elif isinstance(arg, ast.JoinedStr):  # an f-string cannot be translated
                    shape = "".join(
                        str(v.value) if isinstance(v, ast.Constant) else "{}" for v in arg.values
                    )
                    if _is_word(re.sub(r"<[^>]*>|&\w+;|\{\}", "", shape)):  # words beside markup
                        unmarked.append(f"{path.relative_to(ROOT)}:{arg.lineno}: f-string")
    assert not unmarked, "not marked for translation:\n" + "\n".join(unmarked)


def _ts_messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(path).getroot()
    out: dict[tuple[str, str], ET.Element] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message
    return out


def _literal_marks(path: Path) -> Iterator[tuple[str, str, int]]:
    """(context, text, line) of every tr/translate/QT_TRANSLATE_NOOP call with literals."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    classes: dict[ast.AST, str] = {}
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            for inner in ast.walk(cls):
                classes.setdefault(inner, cls.name)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _call_name(node) not in TRANSLATE_CALLS:
            continue
        args = [a.value if isinstance(a, ast.Constant) else None for a in node.args]
        if _call_name(node) == "tr":
            f = node.func
            owner = (
                f.value.id if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else ""
            )
            context = classes.get(node, "") if owner in ("self", "") else owner
            if args and isinstance(args[0], str):
                yield context, args[0], node.lineno
        elif len(args) >= 2 and isinstance(args[0], str) and isinstance(args[1], str):
            yield args[0], args[1], node.lineno


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.stem)
def test_every_marked_string_is_translated_with_its_placeholders(ts: Path) -> None:
    messages = _ts_messages(ts)
    problems = []
    for path in [*_sources("ui", "controller", "ai", "storage"), PACKAGE / "match_setup.py"]:
        for context, text, line in _literal_marks(path):
            if context and (context, text) not in messages:
                problems.append(f"{path.relative_to(ROOT)}:{line}: {context}/{text!r} missing")
    placeholder = re.compile(r"\{[^{}]*\}|%n")
    for (context, source), message in messages.items():
        translation = message.find("translation")
        assert translation is not None
        kind = translation.get("type")
        if kind in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{context}/{source!r} is {kind}")
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            if not form.strip():
                problems.append(f"{context}/{source!r} has an empty translation")
            elif set(placeholder.findall(form)) != set(placeholder.findall(source)):
                problems.append(f"{context}/{source!r}: placeholders differ in {form!r}")
    assert not problems, f"{ts.name}:\n" + "\n".join(problems)


def test_the_ts_files_are_up_to_date_with_the_code(tmp_path: Path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    if not lupdate.exists():
        found = shutil.which("pyside6-lupdate")
        assert found, "pyside6-lupdate is part of PySide6-Essentials"
        lupdate = Path(found)
    ts = TS_FILES[0]
    copy = tmp_path / ts.name
    shutil.copy(ts, copy)
    sources = [str(p) for p in sorted(PACKAGE.rglob("*.py")) if p.name != "cli.py"]
    subprocess.run(
        [str(lupdate), "-no-obsolete", "-locations", "none", *sources, "-ts", str(copy)],
        check=True,
        capture_output=True,
    )
    assert set(_ts_messages(copy)) == set(_ts_messages(ts)), "run `make translations`"


# --- every word fits --------------------------------------------------------------------------


def _visible_text(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def clipped(top: QWidget) -> list[str]:
    """The texts of ``top``'s visible widgets that do not fit them whole."""
    out = []
    widgets: list[QWidget] = [top, *top.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(top) or w.width() <= 1:
            continue
        fm = w.fontMetrics()
        if isinstance(w, QLabel):
            if w.wordWrap() or w.textFormat().name == "RichText" or "<" in w.text():
                continue
            text = _visible_text(w.text()) if w.buddy() is not None else w.text()
            need = max((fm.horizontalAdvance(line) for line in text.split("\n")), default=0)
            room = w.contentsRect().width() - 2 * w.margin() - 2 * w.indent() * (w.indent() > 0)
            if need > room + 1:
                out.append(f"label {w.text()!r}: {need} > {room}")
        elif isinstance(w, (QPushButton, QCheckBox)):
            text = _visible_text(w.text())
            if text and w.width() + 1 < w.sizeHint().width():
                out.append(f"{type(w).__name__} {text!r}: {w.width()} < {w.sizeHint().width()}")
        elif isinstance(w, QComboBox):
            longest = max(
                (fm.horizontalAdvance(w.itemText(i)) for i in range(w.count())), default=0
            )
            room = w.width() - (w.sizeHint().width() - longest)
            if w.count() and longest > room + 1:
                texts = [w.itemText(i) for i in range(w.count())]
                out.append(f"combo {texts}: {longest} > {room}")
        elif isinstance(w, QAbstractButton):
            continue
    return out


@pytest.fixture(params=("en", *TRANSLATED))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = str(request.param)
    assert install_language(qapp, code), f"no translation for {code}: run `make qm`"
    yield code
    install_language(qapp, "en")


def _dialogs_of(window: QWidget) -> list[QDialog]:
    """The New match dialog, the preferences, the rules help, a hand summary, the deal of the
    day's result, and the dialogs of a table with friends (hosting, joining, the lobby of seven
    seats)."""
    from pitch_desktop.controller.events import HandScored
    from pitch_desktop.match_setup import MatchSetup, SeatSetup
    from pitch_desktop.ui.dialogs.new_match import NewMatchDialog
    from pitch_desktop.ui.dialogs.preferences import PreferencesDialog
    from pitch_desktop.ui.dialogs.rules_help import RulesHelpDialog
    from pitch_desktop.ui.dialogs.summary import HandSummaryDialog
    from tests.engine.test_engine_scripted import DEAL_A, PLAYS_A, SETBACK_HOLDER, P
    from tests.ui.dialogs.test_ui_hand_words import scored

    state = scored(DEAL_A, 3, [4, P, P, P], PLAYS_A, SETBACK_HOLDER)
    assert state.score is not None
    seats = tuple(
        (SeatSetup.local(n) if i == 0 else SeatSetup.bot(n, "standard"))
        for i, n in enumerate(("Dora", "Ben", "Anna", "Carla"))
    )
    setup = MatchSetup(rules=state.rules, seats=seats)
    scored_ev = HandScored(state, state.score, state.score.hand_score, None)
    assert isinstance(window, MainWindowType)
    from pitch_desktop.engine.rules import PRESETS
    from pitch_desktop.net.protocol import SeatInfo, TableInfo, TableState
    from pitch_desktop.play.seats import SeatKind
    from pitch_desktop.storage.table_seats import KeptSeat
    from pitch_desktop.ui.dialogs.host_table import HostTableDialog
    from pitch_desktop.ui.dialogs.join_table import JoinTableDialog
    from pitch_desktop.ui.dialogs.lobby import LobbyDialog

    seven = PRESETS["setback"].seated(7)
    kept = KeptSeat("ws://192.168.1.20:47470/", "7K3M-Q9XD-2HTR-W8VA", "t", "Dora's table", "Dora")
    friends = [
        SeatInfo(0, SeatKind.PERSON, "Dora", None),
        SeatInfo(1, SeatKind.PERSON, "Bartholomew", None, away=True),
        *(SeatInfo(n, SeatKind.OPEN, "", "standard") for n in range(2, 7)),
    ]
    info = TableInfo(
        "Dora's table", kept.code, seven, 0, TableState.LOBBY, 0, tuple(friends), (0,) * 7, 0
    )
    lobby = LobbyDialog(window)
    lobby.show_table(info, 0)
    lobby.set_address("Friends on this network join at 192.168.1.20:47470")
    join = JoinTableDialog("Dora", window, hear=False, kept=[kept])
    return [
        _day_result(setup, state, window),
        NewMatchDialog(setup, window),
        PreferencesDialog(window.preferences(), window),
        RulesHelpDialog(state.rules, window),
        HandSummaryDialog(setup, scored_ev, 1, window),
        HostTableDialog(seven, "Dora", window, saved=[kept]),
        join,
        lobby,
    ]


def _day_result(setup: MatchSetup, hand: HandState, window: QWidget) -> QDialog:
    """The deal of the day's result, its comparison in (the longest words it shows)."""
    import datetime

    from pitch_desktop.ai.duplicate import DealComparison, LevelPlay
    from pitch_desktop.controller.comparer import DayComparison
    from pitch_desktop.engine.daily import daily_deals
    from pitch_desktop.ui.dialogs.day_result import DayResultDialog, PlayedDay

    deals = daily_deals(datetime.date(2026, 12, 5), setup.rules, 2)
    levels = tuple(LevelPlay(name, -3, 6, None, hand) for name in ("expert", "standard"))
    dialog = DayResultDialog(PlayedDay(deals, (hand, hand), 0, setup), window)
    compared = tuple(DealComparison(i, 0, 3, levels) for i in range(2))
    dialog.show_comparison(DayComparison(deals, 0, compared))
    return dialog


def _main_window(qtbot: QtBot) -> MainWindowType:
    return open_window(qtbot, show=False, remember=False)


def test_every_dialog_shows_its_words_whole(qtbot: QtBot, language: str) -> None:
    problems = []
    window = _main_window(qtbot)
    for dialog in _dialogs_of(window):
        dialog.show()
        qtbot.waitExposed(dialog)
        problems += [f"{type(dialog).__name__}: {p}" for p in clipped(dialog)]
        dialog.close()
    assert not problems, f"[{language}]\n" + "\n".join(problems)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_table_shows_its_words_whole(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    from pitch_desktop.match_setup import Speed
    from pitch_desktop.storage.settings import default_setup
    from pitch_desktop.ui.window.main_window import MainWindow

    win: MainWindow = _main_window(qtbot)
    win.set_speed(Speed.INSTANT, save=False)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.start_match(default_setup(win.store.levels))
    qtbot.waitUntil(lambda: win.bid_panel.isVisible() or win.scene.hand_items != {}, timeout=5000)
    try:
        assert not clipped(win), f"[{language}] " + "\n".join(clipped(win))
    finally:
        win.controller.stop()


def test_the_new_match_dialog_fits_a_small_screen_in_every_language(
    qtbot: QtBot, language: str
) -> None:
    """Its notes wrap: in Italian and Hungarian it was wider than an 800x600 screen."""
    from pitch_desktop.ui.dialogs.new_match import NewMatchDialog

    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen()
    assert screen is not None and screen.availableGeometry().width() <= 800
    assert dialog.frameGeometry().width() <= screen.availableGeometry().width(), language
    assert dialog.body_scroll.horizontalScrollBar().maximum() == 0  # nothing hidden sideways
