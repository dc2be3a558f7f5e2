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

from PySide6.QtCore import QByteArray, QRect, QRectF, Signal
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
from PySide6.QtWidgets import QVBoxLayout, QWidget

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

#: The window's size on a first start, before the player resizes it.
WINDOW_SIZE = (1280, 800)


def fit_window_to_screen(window: QWidget, geometry: bytes | None) -> None:
    """Give a top-level ``window`` its last size and place (``geometry``, from ``saveGeometry``),
    never larger than the screen's available area; centred on the screen when it has none."""
    if geometry is not None:
        window.restoreGeometry(QByteArray(geometry))
    else:
        window.resize(*WINDOW_SIZE)
    screen = window.screen()
    if screen is None:
        return
    room = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    width = min(window.width(), room.width() - frame.width())
    height = min(window.height(), room.height() - frame.height())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    if geometry is None or not room.intersects(window.frameGeometry()):
        window.move(room.center() - window.rect().center())


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
