"""The cloth of the table, and the game's top-level window that shows it from the first moment.

Importing the game (rules, bots, controller, the table's items) and building its window take
longer than Qt takes to open a window. So the app first shows a ``GameFrame`` painting the felt
in the player's colour, and on the next turn of the event loop builds the ``MainWindow`` inside
that same top-level window: the player sees the table at once, in the window that stays, which
never changes size or place. For that reason this module imports only Qt and the settings, and
does not touch the ``Qt`` namespace, whose first use costs PySide6 about 10 ms. The table scene
paints its background with ``paint_felt`` as well, so the two cannot differ.
"""

from __future__ import annotations

import struct

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMargins,
    QObject,
    QPoint,
    QRect,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QRadialGradient,
)
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from pitch_desktop.storage.settings import TableColour

# Felt colours: (centre, edge) of the radial gradient, for each cloth the settings offer.
TABLE_COLOURS: dict[str, tuple[QColor, QColor]] = {
    TableColour.GREEN: (QColor(38, 120, 70), QColor(10, 52, 30)),
    TableColour.BLUE: (QColor(36, 92, 140), QColor(10, 34, 66)),
    TableColour.RED: (QColor(140, 44, 48), QColor(62, 14, 18)),
    TableColour.GREY: (QColor(96, 100, 104), QColor(36, 38, 42)),
    # High contrast: near black, so the white cards and the light words stand out the most.
    TableColour.CONTRAST: (QColor(22, 22, 22), QColor(0, 0, 0)),
}


def table_colour_names() -> dict[TableColour, str]:
    """The cloths by name, for the View menu and the Preferences dialog."""
    return {
        TableColour.GREEN: QCoreApplication.translate("PreferencesDialog", "Green"),
        TableColour.BLUE: QCoreApplication.translate("PreferencesDialog", "Blue"),
        TableColour.RED: QCoreApplication.translate("PreferencesDialog", "Red"),
        TableColour.GREY: QCoreApplication.translate("PreferencesDialog", "Grey"),
        TableColour.CONTRAST: QCoreApplication.translate("PreferencesDialog", "High contrast"),
    }


#: Qt platforms with no screen, where nobody looks or listens: the tests, screenshots and the
#: smoke test run on them.
HEADLESS_PLATFORMS = ("offscreen", "minimal")

#: The window's size on a first start, before the player resizes it.
WINDOW_SIZE = (1280, 800)


#: A title bar and borders, until the window manager has told the window its own.
FRAME_GUESS = QMargins(8, 38, 8, 8)
#: How often, and how many times at most, a window just shown looks whether the window manager
#: has told it its frame yet.
SETTLE_POLL_MS = 100
SETTLE_LOOKS = 50


def fitted_geometry(wanted: QRect, margins: QMargins, room: QRect) -> QRect:
    """Where a window wanting the client area ``wanted``, framed by ``margins``, goes so that
    its whole frame lies within ``room`` (a screen's available area): as large as wanted if it
    fits, else shrunk to fit, and moved in where it sticks out."""
    width = max(1, min(wanted.width(), room.width() - margins.left() - margins.right()))
    height = max(1, min(wanted.height(), room.height() - margins.top() - margins.bottom()))
    x = min(wanted.x(), room.right() + 1 - margins.right() - width)
    y = min(wanted.y(), room.bottom() + 1 - margins.bottom() - height)
    x = max(x, room.left() + margins.left())
    y = max(y, room.top() + margins.top())
    return QRect(x, y, width, height)


def _frame_margins(window: QWidget) -> QMargins:
    """The frame the window manager puts round ``window``: its own once it is known (shown and
    framed), a guess before."""
    inner, outer = window.geometry(), window.frameGeometry()
    if window.isVisible() and outer != inner:
        return QMargins(
            inner.left() - outer.left(),
            inner.top() - outer.top(),
            outer.right() - inner.right(),
            outer.bottom() - inner.bottom(),
        )
    return FRAME_GUESS


def keep_within_screen(window: QWidget, wanted: QRect | None = None) -> None:
    """Fit ``window``'s frame into its screen's available area now: at ``wanted`` (the client
    area asked for) as far as it fits, else where it is (a no-op when it fits)."""
    screen = window.screen()
    if screen is None:
        return
    room = screen.availableGeometry()
    target = fitted_geometry(wanted or window.geometry(), _frame_margins(window), room)
    if target != window.geometry():
        window.setGeometry(target)


class _Settling(QObject):
    """One window just shown, looking until the window manager has told it its frame, then
    fitted with the real frame (a guessed frame larger than the real one gives the room back)."""

    def __init__(self, window: QWidget, wanted: QRect | None) -> None:
        super().__init__(window)
        self._window = window
        self._wanted = wanted
        self._looks = 0
        self._poll = QTimer(self)
        self._poll.setInterval(SETTLE_POLL_MS)
        self._poll.timeout.connect(self._look)
        self._poll.start()
        handle = window.windowHandle()
        if handle is not None:
            handle.screenChanged.connect(self._screen_changed)

    def _look(self) -> None:
        self._looks += 1
        window = self._window
        framed = window.frameGeometry() != window.geometry()
        if framed or self._looks >= SETTLE_LOOKS:
            self._poll.stop()
            keep_within_screen(window, self._wanted)
            self._wanted = None

    def _screen_changed(self, _screen: object) -> None:
        self._wanted = None  # another screen: fit what there is
        QTimer.singleShot(0, self, lambda: keep_within_screen(self._window))


class _ScreenKeeper(QObject):
    """Keeps every window and dialog of the app within its screen: each one, when it is first
    shown, is fitted once the window manager has framed it, and again when it moves to another
    screen. One for the application (``fit_window_to_screen`` puts it in)."""

    def __init__(self, app: QObject) -> None:
        super().__init__(app)
        # By window id: the area asked for, and where the window was put for it (with a guessed
        # frame). Moved or resized since (a screenshot's --size), it keeps what it was given.
        self.wanted: dict[int, tuple[QRect, QRect]] = {}
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QWidget):
            kept = watched.property(_KEPT)
            if watched.isWindow() and not kept and self._keeps(watched):
                watched.setProperty(_KEPT, True)
                wanted, fitted = self.wanted.pop(id(watched), (None, None))
                _Settling(watched, wanted if watched.geometry() == fitted else None)
        return False

    @staticmethod
    def _keeps(window: QWidget) -> bool:
        """Windows and dialogs, not menus, tooltips or a list's popup."""
        return isinstance(window, QDialog) or window.property(_TOP_LEVEL) is True


_KEPT = "pitchKeptOnScreen"
_TOP_LEVEL = "pitchTopLevel"


def _keeper() -> _ScreenKeeper | None:
    app = QCoreApplication.instance()
    if app is None:
        return None
    keeper = app.findChild(_ScreenKeeper)
    return keeper if keeper is not None else _ScreenKeeper(app)


def keep_size_asked(window: QWidget) -> None:
    """Leave ``window`` at the size it was given (a screenshot's ``--size``), even on a smaller
    screen: it is not fitted to it."""
    window.setProperty(_KEPT, True)


#: ``QWidget.saveGeometry``'s mark and the format versions read here.
_GEOMETRY_MAGIC = 0x1D9D0CB
_GEOMETRY_HEAD = struct.Struct(">IHH")
_GEOMETRY_RECTS = struct.Struct(">iiii iiii")
_GEOMETRY_SCREEN = struct.Struct(">iBBi")  # screen number, maximized, full screen, its width
#: A window saved at least this share of its screen's width filled that screen.
FILLED_SHARE = 0.9


def saved_client_rect(blob: bytes) -> QRect | None:
    """The window's own area (its normal geometry, without the frame) kept in a
    ``saveGeometry`` blob, or None if the blob is not one. Read here rather than given to
    ``restoreGeometry``, which on a smaller or other screen moves and shrinks the window its own
    way; the caller fits it to the screen it opens on."""
    try:
        magic, major, _minor = _GEOMETRY_HEAD.unpack_from(blob, 0)
        rects = _GEOMETRY_RECTS.unpack_from(blob, _GEOMETRY_HEAD.size)
    except struct.error:
        return None
    if magic != _GEOMETRY_MAGIC or major not in (2, 3):
        return None
    left, top, right, bottom = rects[4:]  # the normal geometry (frame geometry first)
    rect = QRect(QPoint(left, top), QPoint(right, bottom))
    return rect if rect.width() >= 1 and rect.height() >= 1 else None


def saved_screen_width(blob: bytes) -> int | None:
    """The width of the screen a ``saveGeometry`` blob was saved on, or None if it does not
    say (a blob this version cannot read)."""
    if saved_client_rect(blob) is None:
        return None
    try:
        _number, _maximized, _full, width = _GEOMETRY_SCREEN.unpack_from(
            blob, _GEOMETRY_HEAD.size + _GEOMETRY_RECTS.size
        )
    except struct.error:
        return None
    return width if width > 0 else None


def _saved_or_first(window: QWidget, geometry: bytes | None) -> bool:
    """Size and place ``window`` as saved, or as on a first start; true when it is to be
    centred on its screen: a first start, or a geometry saved on another screen (its place
    there means nothing here; a window that filled that screen opens at the first start's
    size, one the player made smaller keeps its size)."""
    saved = saved_client_rect(geometry) if geometry is not None else None
    if geometry is None or saved is None:  # nothing saved, or nothing this version can read
        window.resize(*WINDOW_SIZE)
        return True
    was_on = saved_screen_width(geometry)
    screen = window.screen()
    if screen is None or was_on is None or was_on == screen.geometry().width():
        window.setGeometry(saved)
        return False
    if saved.width() >= was_on * FILLED_SHARE:
        window.resize(*WINDOW_SIZE)
    else:
        window.resize(saved.size())
    return True


def fit_window_to_screen(window: QWidget, geometry: bytes | None) -> None:
    """Give a top-level ``window`` its last size and place (``geometry``, from ``saveGeometry``),
    or the first start's size centred on the screen, and keep its whole frame (title bar
    included) within the screen's available area: a saved geometry from a larger or another
    screen is fitted, never restored blindly."""
    centre = _saved_or_first(window, geometry)
    screen = window.screen()
    if screen is not None:
        room = screen.availableGeometry()
        margins = _frame_margins(window)
        if centre or not room.intersects(window.frameGeometry()):
            # Centred: the frame's middle on the screen's middle.
            frame_w = window.width() + margins.left() + margins.right()
            frame_h = window.height() + margins.top() + margins.bottom()
            window.setGeometry(
                room.center().x() - frame_w // 2 + margins.left(),
                room.center().y() - frame_h // 2 + margins.top(),
                window.width(),
                window.height(),
            )
        wanted = window.geometry()
        window.setGeometry(fitted_geometry(wanted, margins, room))
    wanted_and_fitted = (wanted, window.geometry()) if screen is not None else None
    window.setProperty(_TOP_LEVEL, True)
    keeper = _keeper()
    if keeper is not None and wanted_and_fitted is not None:
        keeper.wanted[id(window)] = wanted_and_fitted


def felt_colours(name: str) -> tuple[QColor, QColor]:
    """The gradient of the cloth called ``name``; green for a name this version does not know."""
    return TABLE_COLOURS.get(name, TABLE_COLOURS[TableColour.GREEN])


def paint_felt(
    painter: QPainter, table: QRectF, exposed: QRectF | QRect, colours: tuple[QColor, QColor]
) -> None:
    """Fill ``exposed`` with the felt of a table covering ``table``: lit at its centre."""
    centre, edge = colours
    gradient = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.7)
    gradient.setColorAt(0.0, centre)
    gradient.setColorAt(1.0, edge)
    # fillPath rather than fillRect: PySide6 tells fillRect's overloads apart by way of the Qt
    # namespace's enums, and their first use costs about 10 ms, when the felt is the first thing
    # the app paints.
    area = QPainterPath()
    area.addRect(QRectF(QRectF(exposed).toAlignedRect()))  # whole pixels: no soft edge
    painter.fillPath(area, QBrush(gradient))


class GameFrame(QWidget):
    """The game's top-level window: felt until it holds the main window, then the main window.

    ``first_painted`` is emitted once, after the felt is first on screen: the app builds the main
    window then. The frame takes the main window's title. Closing the frame closes the main
    window first, which may ask the player and refuse; the main window closes the top-level
    window it sits in (``self.window()``), this frame, so both go at once.
    """

    first_painted = Signal()

    def __init__(self, colours: tuple[QColor, QColor], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colours = colours
        self._painted = False
        self._held: QWidget | None = None
        self.setObjectName("GameFrame")
        # The application's name until the main window brings its own, translated title.
        self.setWindowTitle(QGuiApplication.applicationDisplayName())
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)

    @property
    def held(self) -> QWidget | None:
        """The main window, once it is built."""
        return self._held

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(self.rect()), event.rect(), self._colours)
        painter.end()
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def hold(self, window: QWidget) -> None:
        """Show ``window`` inside the frame, filling it, as it would fill a top-level window.

        A ``QMainWindow`` is a window of its own even when it has a parent, so it is made a plain
        child here; it should not have been shown yet. Its size is set before it is shown, so
        its first ``showEvent`` sees the frame's size.
        """
        from PySide6.QtCore import Qt  # not at the top: see the module's docstring

        window.setParent(self, Qt.WindowType.Widget)
        self._held = window
        window.setAutoFillBackground(True)  # a top-level window's background is always painted
        self.setWindowTitle(window.windowTitle())
        window.windowTitleChanged.connect(self.setWindowTitle)
        layout = self.layout()
        assert layout is not None
        layout.addWidget(window)
        window.setGeometry(self.rect())
        window.show()
        if self.focusWidget() is None:
            self.focusNextChild()  # as a window gives its first control focus when it is shown

    def closeEvent(self, event: QCloseEvent) -> None:
        held = self._held
        if held is not None and held.isVisible() and not held.close():
            event.ignore()
            return
        super().closeEvent(event)
