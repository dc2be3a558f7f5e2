"""The language the game speaks: the player's choice, else the system's, else English.

The translations are ``translations/pitch_<code>.qm`` (built from ``resources/translations``)
and Qt's own ``qtbase_<code>.qm`` for its standard buttons. They are installed once, before any
window is built, because the windows translate their words as they build them: a language
chosen in the preferences applies from the next start. This module imports only QtCore and the
settings, so the start-up can install the language before the rest of the game is loaded.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from pitch_desktop.resources import ResourceNotFoundError, resource_path
from pitch_desktop.storage.settings import LANGUAGES, SYSTEM_LANGUAGE

SOURCE_LANGUAGE = "en"

#: Each language's name in that language, so a player finds their own whatever is on screen.
LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "hu": "Magyar"}

_installed: list[QTranslator] = []
_spoken = [SOURCE_LANGUAGE]  # the language installed last


def system_language() -> str:
    """The system's language when the game speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def language_for(choice: str) -> str:
    """The language to speak for a stored choice ("" follows the system)."""
    if choice == SYSTEM_LANGUAGE or choice not in LANGUAGES:
        return system_language()
    return choice


def install_language(app: QCoreApplication, code: str) -> bool:
    """Speak ``code`` from now on (windows built later); English needs no translator.

    Replaces the translators this function installed before. True when the game's own
    translation was found and loaded (always true for English).
    """
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _spoken[0] = SOURCE_LANGUAGE
    if code == SOURCE_LANGUAGE or code not in LANGUAGES:
        return code == SOURCE_LANGUAGE
    try:
        path = resource_path(f"translations/pitch_{code}.qm")
    except ResourceNotFoundError:
        return False
    game = QTranslator(app)
    if not game.load(str(path)):
        return False
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    app.installTranslator(game)
    _installed.append(game)
    _spoken[0] = code
    return True


def spoken_language() -> str:
    """The language the game speaks now (English until another is installed)."""
    return _spoken[0]


def date_locale() -> QLocale:
    """The locale dates are written in: the player's, unless it names no language (the "C"
    locale of a bare system), which writes a date as "1 12 2026"; then the game's language."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale(spoken_language())
    return locale


def date_time_words(moment: QDateTime) -> str:
    """A date and time the player reads at once: the locale's short form, or "1 Dec 2026
    18:21" (the month by name) where the locale gives none of its own."""
    if QLocale().language() == QLocale.Language.C:
        return date_locale().toString(moment, f"d MMM yyyy {_BARE_TIME}")
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def time_words(moment: QDateTime) -> str:
    """The time of ``moment`` as ``date_time_words`` writes it, so that one list never mixes
    "15:56" and "3:56 PM"."""
    if QLocale().language() == QLocale.Language.C:
        return date_locale().toString(moment.time(), _BARE_TIME)
    return QLocale().toString(moment.time(), QLocale.FormatType.ShortFormat)


#: The time where the locale gives no form of its own (a bare system's "C" locale).
_BARE_TIME = "HH:mm"
