"""Marks a string for translation where Qt may not be imported (the engine, the bots, the set-up).

``pyside6-lupdate`` finds ``QT_TRANSLATE_NOOP(context, text)`` by its name, so a pure module can
name a level or a rule in English and the window translates it later with
``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """The text itself: only a mark for the translation tools."""
    return text
