"""Turns the drawn app icon (resources/icon.svg) into the .ico and .icns files Windows and Mac use.

Only the SVG lives in the repository; the spec calls render_icon() at build time, so the platform
icons cannot go stale. Qt draws the SVG (QSvgRenderer) and writes the file with its own ico/icns
image plugins, so no other tool is needed. The Linux package takes PNGs at every size of the
desktops' hicolor theme (HICOLOR_SIZES), drawn from the SVG at that size rather than scaled down.
By hand: `python packaging/icons.py OUT.ico` (or .icns, .png).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SVG = Path(__file__).resolve().parent.parent / "resources" / "icon.svg"

#: Edge in pixels per format: the largest each format holds, so the system only ever scales down.
SIZES = {".ico": 256, ".icns": 1024, ".png": 512}

#: The hicolor theme's usual fixed sizes, each drawn for the Linux package's icon folders.
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


class IconRenderError(RuntimeError):
    """The SVG could not be read or the image file could not be written."""


def render_icon(target: Path, svg: Path = SVG, size: int | None = None) -> Path:
    """Render svg into target, whose suffix (.ico, .icns or .png) picks format and, unless
    given, size."""
    if target.suffix.lower() not in SIZES:
        raise IconRenderError(f"{target.name}: icons are written as {', '.join(SIZES)} only")
    size = size or SIZES[target.suffix.lower()]
    # Text in the SVG needs fonts, hence a GUI application; offscreen needs no display.
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise IconRenderError(f"{svg}: not a readable SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target)):
        raise IconRenderError(f"{target}: Qt could not write this format here")
    return target


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(render_icon(Path(name)))
