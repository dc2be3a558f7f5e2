"""Playing with friends: what the dialogs of a table with friends share.

``HostTableDialog`` (``host_table``) asks what the host's table is, ``JoinTableDialog``
(``join_table``) where a table is, and ``LobbyDialog`` (``lobby``) shows a table before its
match; none touches the network itself: the window does (``ui.window.network``). Here are what
they have in common: an address as a player types it, a name a table would take, the line that
says why not, and the buttons.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from pitch_desktop.storage.settings import MAX_NAME_LENGTH

DEFAULT_PORT = 47470  # the announcement's port is one above


def server_url(text: str) -> str:
    """An address as a player types it (``192.168.1.20``, ``host:47470``, ``ws://…``,
    ``wss://…``) as a WebSocket URL; ``ValueError`` in one sentence when it is none."""
    t = text.strip()
    if not t:
        raise ValueError(QCoreApplication.translate("NetworkTables", "Give the table's address."))
    if "://" in t:
        return _typed_url(t)
    return _host_url(t)


def _typed_url(t: str) -> str:
    """A URL typed whole: only a WebSocket one, to somewhere, ending in a slash."""
    scheme, _, rest = t.partition("://")
    if scheme not in ("ws", "wss") or not rest.strip("/"):
        raise ValueError(
            QCoreApplication.translate(
                "NetworkTables", "An address starts with ws:// or wss://, or is a name."
            )
        )
    return t if t.endswith("/") else t + "/"


def _host_url(t: str) -> str:
    """A computer's name or address, with a port or not (then the game's own): a bare IPv6
    address has colons of its own, so it goes in brackets and keeps the default port."""
    if any(c.isspace() for c in t) or "/" in t:
        raise ValueError(
            QCoreApplication.translate("NetworkTables", "That is not a computer's address.")
        )
    host, colon, port = t.rpartition(":")
    if colon and port.isdigit() and "]" not in port and host.count(":") == 0:
        return f"ws://{host}:{int(port)}/"
    if t.count(":") > 1 and not t.startswith("["):  # a bare IPv6 address
        return f"ws://[{t}]:{DEFAULT_PORT}/"
    return f"ws://{t}:{DEFAULT_PORT}/"


def error_and_buttons(
    dialog: QDialog, name: str, ok: str, accept: Callable[[], None]
) -> tuple[QLabel, QDialogButtonBox, QPushButton]:
    """The line that says why not (hidden until then), and OK (worded ``ok``) and Cancel."""
    error = QLabel(dialog)
    error.setObjectName(name)
    error.setStyleSheet("color: #b03020")
    error.setWordWrap(True)
    error.setTextFormat(Qt.TextFormat.PlainText)
    error.hide()
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    button = buttons.button(QDialogButtonBox.StandardButton.Ok)
    button.setText(ok)
    buttons.accepted.connect(accept)
    buttons.rejected.connect(dialog.reject)
    return error, buttons, button


def say_why_not(error: QLabel, button: QPushButton, sentence: str) -> None:
    """The table could not be had: say why, and let the player ask again."""
    error.setText(sentence)
    error.show()
    button.setEnabled(True)


def wait_for_answer(error: QLabel, button: QPushButton) -> None:
    """Asked: no old reason shown, and no second ask until the window says how it went."""
    error.hide()
    button.setEnabled(False)


def name_field(parent: QWidget, name: str) -> QLineEdit:
    edit = QLineEdit(name, parent)
    edit.setPlaceholderText(QCoreApplication.translate("NetworkTables", "The name friends see"))
    edit.setMaxLength(MAX_NAME_LENGTH)
    edit.setObjectName("YourName")
    return edit


def name_problem(name: str, max_chars: int = MAX_NAME_LENGTH) -> str | None:
    """Why a table would refuse ``name``, as a player's sentence (the table's own answer is in
    its protocol's words), or None when it would take it."""
    if len(name) > max_chars:
        return QCoreApplication.translate(
            "NetworkTables", "A name has {n} characters at most: make it shorter."
        ).format(n=max_chars)
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        return QCoreApplication.translate(
            "NetworkTables",
            "A name cannot hold hidden characters (such as one that turns the text's"
            " direction): type it again with letters, digits, spaces and signs.",
        )
    return None


def say_when_cut(edit: QLineEdit, say: Callable[[str], None]) -> None:
    """Say so when ``edit`` cuts a name at its most characters (a name pasted or typed on):
    the field keeps the first characters only, which the player would not see otherwise."""

    def check(text: str) -> None:
        if len(text) >= edit.maxLength():
            say(
                QCoreApplication.translate(
                    "NetworkTables", "A name has {n} characters at most: the rest is left out."
                ).format(n=edit.maxLength())
            )

    edit.textEdited.connect(check)
