"""Help > Rules of this match: the rules being played, in the player's words.

The text is built from the match's ``Rules`` by ``controller.rules_text``, so it can never
say other than what the rules engine does. The dialog is not modal: a player can keep it open
beside the table and play on, and it follows a new match's rules when one starts.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from pitch_desktop.controller.events import MatchStarted
from pitch_desktop.controller.rules_text import preset_title, rules_sections
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.engine.rules import Rules


def rules_html(rules: Rules) -> str:
    """The rules as rich text: a title, then each section's heading and paragraphs."""
    out = [f"<h2>{html.escape(preset_title(rules))}</h2>"]
    for section in rules_sections(rules):
        out.append(f"<h3>{html.escape(section.title)}</h3>")
        for p in section.paragraphs:
            term = f"<b>{html.escape(p.term)}</b>: " if p.term else ""
            indent = ' style="margin-left:14px"' if p.term else ""
            out.append(f"<p{indent}>{term}{html.escape(p.text)}</p>")
    return "\n".join(out)


class RulesHelpDialog(QDialog):
    """A non-modal window with the rules of the match being played."""

    def __init__(self, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesHelp")
        self.setWindowTitle(self.tr("Rules of this match"))
        self.setModal(False)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.resize(560, 620)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 12, 12, 10)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        box.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.close)
        box.addWidget(buttons)
        self._rules: Rules | None = None
        self.set_rules(rules)

    @property
    def rules(self) -> Rules | None:
        return self._rules

    def set_rules(self, rules: Rules) -> None:
        """Show these rules; the scroll position is kept when they have not changed."""
        if rules == self._rules:
            return
        self._rules = rules
        self.browser.setHtml(rules_html(rules))

    def on_match_started(self, ev: MatchStarted) -> None:
        """A new match may be played by other rules: show those."""
        self.set_rules(ev.setup.rules)

    def text(self) -> str:
        """The text shown, without markup (for tests and copying)."""
        return self.browser.toPlainText()


def show_rules_help(
    parent: QWidget, controller: TableSource, rules: Rules, current: RulesHelpDialog | None
) -> RulesHelpDialog:
    """Open the rules window, or bring the open one forward, showing ``rules``.

    A new dialog follows the controller's next matches, so it never shows stale rules.
    """
    dialog = current
    if dialog is None:
        dialog = RulesHelpDialog(rules, parent)
        controller.match_started.connect(dialog.on_match_started)
    dialog.set_rules(rules)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
