"""Starting, resuming and leaving a match: the saved match resumed, the question before a match
in play is left, and the New match dialog. A part of ``MainWindow``.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox

from pitch_desktop.match_setup import MatchSetup, SeatSetup
from pitch_desktop.ui.window.part import WindowKit, WindowPart
from pitch_desktop.ui.window.settings import WindowSettings

if TYPE_CHECKING:
    # Imported where first used: they are not needed to put the table on screen.
    from pitch_desktop.controller.comparer import DayComparison
    from pitch_desktop.engine.challenge import Challenge
    from pitch_desktop.engine.daily import DailyDeals
    from pitch_desktop.engine.state import HandState
    from pitch_desktop.ui.dialogs.day_result import DayResultDialog, PlayedDay
    from pitch_desktop.ui.dialogs.new_match import NewMatchDialog


class MatchStart(WindowPart):
    """A match started, resumed or left. ``confirm_leaving``: ask before a match in play is
    abandoned or the window closed (off in tests and screenshots).

    Signals:
        starting: A match is about to start or resume: what the last one left open goes.
    """

    starting = Signal()

    def __init__(
        self,
        kit: WindowKit,
        settings: WindowSettings,
        save_path: Path | None,
        summary_open: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__(kit)
        self._settings = settings
        self._save_path = save_path
        self.confirm_leaving = kit.remember
        self._new_dialog: NewMatchDialog | None = None
        self._leave_box: QMessageBox | None = None
        self.day_dialog: DayResultDialog | None = None
        self._summary_open = summary_open  # a hand's summary is on the table
        # The day last played, and its comparison once settled (or why it failed).
        self._played: PlayedDay | None = None
        self._outcome: DayComparison | str | None = None
        self._challenge: Challenge | None = None  # the friend's day being answered, if any
        self._file_dialog: QFileDialog | None = None
        from pitch_desktop.controller.comparer import DayComparer
        from pitch_desktop.controller.match_controller import MatchController

        # The day played, compared in the worker: the table goes on meanwhile.
        self.comparer = DayComparer(self, worker=self._controller.worker_kind)
        self.comparer.compared.connect(self._show_day)
        self.comparer.failed.connect(self._day_failed)
        self._controller.match_started.connect(lambda _ev: self._forget_day())
        if isinstance(self._controller, MatchController):
            self._controller.day_played.connect(self._compare_day)

    def start_match(self, setup: MatchSetup) -> None:
        """Start a match at the window's current speed."""
        self.starting.emit()
        self._controller.start(replace(setup, speed=self._settings.speed))

    def resume_or_start(
        self, setup: MatchSetup, adapt: Callable[[MatchSetup], MatchSetup] | None = None
    ) -> bool:
        """Go on with the match saved when the app last stopped, or start ``setup``'s.

        True when a saved match was resumed. A save that cannot be used is set aside and the
        player is told why in one sentence; a new match starts then. ``adapt`` changes the
        saved seats (the smoke test puts computer players in every seat). Only a window that
        plays its match here resumes one: a table with friends is rejoined at its server.
        """
        from pitch_desktop.ai.registry import bot_names
        from pitch_desktop.controller.match_controller import MatchController

        controller = self._controller
        if not isinstance(controller, MatchController):
            return False
        from pitch_desktop.storage.autosave import read_saved_match
        from pitch_desktop.storage.saves import DamagedSaveError

        try:
            saved = read_saved_match(bot_names(), self._save_path)
        except DamagedSaveError as exc:
            self.start_match(setup)
            kept = exc.kept_as.name if exc.kept_as is not None else "?"
            self._status.tell(
                QCoreApplication.translate(
                    "MainWindow",
                    "The saved match could not be resumed ({why}); it was kept as {file}.",
                ).format(why=exc, file=kept)
            )
            return False
        if saved is None:
            self.start_match(setup)
            return False
        self.starting.emit()
        resumed = saved.setup if adapt is None else adapt(saved.setup)
        controller.resume(replace(resumed, speed=self._settings.speed), saved.match, saved.practice)
        if saved.practice:
            self._hand_history().mark_practice(saved.match)
        self._status.tell(
            QCoreApplication.translate(
                "MainWindow", "Your match was resumed where it stopped: hand {n}, score {scores}."
            ).format(n=saved.match.hand_number, scores="–".join(str(x) for x in saved.match.scores))
        )
        return True

    @property
    def match_in_play(self) -> bool:
        """A match has started and nobody has won it yet."""
        return self._controller.in_match

    def ask_to_leave(self, question: str, yes: str, then: Callable[[], object]) -> None:
        """Ask before a match in play is left; ``then`` runs on yes. Never blocks the table."""
        if not (self.confirm_leaving and self.match_in_play):
            then()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Pitch"),
            question,
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        box.setObjectName("LeaveQuestion")
        go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(
            QCoreApplication.translate("MainWindow", "Keep playing"),
            QMessageBox.ButtonRole.RejectRole,
        )
        box.setDefaultButton(go)

        def done() -> None:
            if self._leave_box is box:
                self._leave_box = None
            box.deleteLater()
            if box.clickedButton() is go:
                then()

        box.finished.connect(lambda _r: done())
        self._leave_box = box
        box.open()

    @property
    def leave_question(self) -> QMessageBox | None:
        """The question open before leaving a match, if any."""
        return self._leave_box

    def new_match(self) -> None:
        """Game > New match: ask first when a match is in play."""
        self.ask_to_leave(
            QCoreApplication.translate("MainWindow", "Abandon this match?"),
            QCoreApplication.translate("MainWindow", "Abandon it"),
            self.open_new_match_dialog,
        )

    def deal_of_the_day(self) -> None:
        """Game > Deal of the day: ask first when a match is in play."""
        self.ask_to_leave(
            QCoreApplication.translate("MainWindow", "Abandon this match?"),
            QCoreApplication.translate("MainWindow", "Abandon it"),
            self.play_day,
        )

    def play_day(
        self, day: datetime.date | None = None, challenge: Challenge | None = None
    ) -> None:
        """Play the deals of ``day`` (None: today, the local date) at the player's rules and
        table, the same cards as everyone's that day; or a friend's ``challenge``: its date's
        deals at its rules, the player in the friend's seat. Only a match played here has
        them."""
        from pitch_desktop.controller.match_controller import MatchController
        from pitch_desktop.engine.daily import daily_deals

        controller = self._controller
        if not isinstance(controller, MatchController):
            return
        setup = self._presenter.setup or self._store.setup()
        if challenge is not None:
            deals = challenge.deals
            setup = challenge_setup(setup, challenge)
        else:
            deals = daily_deals(day or self.today(), setup.rules)
        self.starting.emit()
        self._challenge = challenge
        fresh = replace(setup, speed=self._settings.speed, seed=None, first_dealer=None)
        controller.start_day(fresh, deals)

    def open_challenge(self) -> None:
        """Game > Open a challenge: ask first when a match is in play, then for the file."""
        self.ask_to_leave(
            QCoreApplication.translate("MainWindow", "Abandon this match?"),
            QCoreApplication.translate("MainWindow", "Abandon it"),
            self.ask_challenge_file,
        )

    def ask_challenge_file(self) -> QFileDialog:
        dialog = QFileDialog(
            self._window, QCoreApplication.translate("MainWindow", "Open a challenge")
        )
        dialog.setObjectName("ChallengeFileDialog")
        dialog.setNameFilter(
            QCoreApplication.translate("MainWindow", "Pitch challenges (*.json);;All files (*)")
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda name: self.open_challenge_file(Path(name)))
        dialog.finished.connect(lambda _r: dialog.deleteLater())
        self._file_dialog = dialog
        dialog.open()
        return dialog

    def open_challenge_file(self, path: Path) -> bool:
        """Play the deals of the friend's challenge at ``path``; a file that is not one is
        refused in one sentence in the status bar, and the match in play goes on."""
        from pitch_desktop.engine.challenge import ChallengeError, read_challenge_bytes
        from pitch_desktop.engine.records import MAX_RECORD_BYTES
        from pitch_desktop.storage.files import read_regular_file

        try:
            challenge = read_challenge_bytes(read_regular_file(path, MAX_RECORD_BYTES + 1))
        except OSError as exc:
            why = exc.strerror or str(exc)
        except ChallengeError as exc:
            why = str(exc)
        else:
            why = _cannot_play(challenge)
        if not why:
            self.play_day(challenge=challenge)
            self._status.tell(
                QCoreApplication.translate(
                    "MainWindow", "{name}'s challenge: the deals of {day}, in {name}'s seat."
                ).format(name=challenge.player, day=challenge.deals.day.isoformat())
            )
            return True
        self._status.tell(
            QCoreApplication.translate(
                "MainWindow", "{file} cannot be played as a challenge ({why})."
            ).format(file=path.name, why=why)
        )
        return False

    def _compare_day(self, deals: DailyDeals, played: tuple[HandState, ...]) -> None:
        """The day is played: compare it in the worker; its result opens once the player has
        done with the last hand."""
        from pitch_desktop.ui.dialogs.day_result import PlayedDay

        setup = self._controller.setup or self._presenter.setup or self._store.setup()
        seat = self._controller.viewer_seat
        others = [s.level or "standard" for s in setup.seats]
        self._forget_day()
        challenge = self._challenge
        if challenge is not None and challenge.deals.key != deals.key:
            challenge = None  # another day was played since
        self._played = PlayedDay(deals, tuple(played), seat, setup, challenge)
        self.comparer.compare(deals, played, seat, others)

    def last_hand_closed(self) -> None:
        """The summary of the day's last hand is closed: a day played out shows its result at
        once, the levels' points to come; a won day's game-over dialog is up, and the result
        follows it when the comparison is in."""
        played = self._played
        if played is None:
            return
        if played.played[-1].winner is None or self._outcome is not None:
            self._open_day()

    def _show_day(self, comparison: DayComparison) -> None:
        self._outcome = comparison
        if self._played is not None:  # kept with the day in the hand history
            deals = comparison.deals_compared
            levels: dict[str, list[int]] = {}
            for d in deals:
                for play in d.levels:
                    levels.setdefault(play.level, []).append(play.points)
            self._hand_history().day_compared(
                self._played.played, [d.points for d in deals], levels
            )
        self._settled()

    def _day_failed(self, why: str) -> None:
        sentence = QCoreApplication.translate(
            "MainWindow", "Your day could not be compared with the expert's play ({why})."
        ).format(why=why)
        self._outcome = sentence
        self._status.tell(sentence)
        self._settled()

    def _settled(self) -> None:
        """The comparison is in, or failed: shown where the day's result stands, else opened
        unless the last hand's summary is still on the table (closing it opens it)."""
        dialog = self.day_dialog
        if dialog is not None and dialog.day is self._played and dialog.isVisible():
            self._fill(dialog)
        elif self._played is not None and not self._summary_open():
            self._open_day()

    def _open_day(self) -> None:
        from pitch_desktop.ui.dialogs.day_result import DayResultDialog

        assert self._played is not None
        dialog = self.day_dialog
        if dialog is None or dialog.day is not self._played:
            dialog = DayResultDialog(self._played, self._window)
            self.day_dialog = dialog
        self._fill(dialog)
        dialog.open()

    def _fill(self, dialog: DayResultDialog) -> None:
        outcome = self._outcome
        if isinstance(outcome, str):
            dialog.show_failure(outcome)
        elif outcome is not None and dialog.comparison is not outcome:
            dialog.show_comparison(outcome)

    def _forget_day(self) -> None:
        """Another match starts: the last day's comparison, if still to come, would be stale."""
        self.comparer.forget()
        self._played = None
        self._outcome = None
        if self.day_dialog is not None:
            self.day_dialog.close()
            self.day_dialog.deleteLater()
            self.day_dialog = None

    @staticmethod
    def today() -> datetime.date:
        """The local date: the day whose deals Game > Deal of the day plays."""
        return datetime.date.today()

    def open_new_match_dialog(self) -> NewMatchDialog:
        from pitch_desktop.ui.dialogs.new_match import NewMatchDialog

        dialog = NewMatchDialog(self._presenter.setup, self._window)
        dialog.accepted.connect(lambda: self._new_match_chosen(dialog))
        self._new_dialog = dialog
        dialog.open()
        return dialog

    def _new_match_chosen(self, dialog: NewMatchDialog) -> None:
        setup = dialog.match_setup()
        if self._remember:
            self._store.set_setup(setup)
        self.start_match(setup)


def challenge_setup(setup: MatchSetup, challenge: Challenge) -> MatchSetup:
    """The player's table fitted to a friend's challenge: its rules, the player in the friend's
    seat, the friend's computer opponents' levels when the file gives them (else the player's
    own opponents kept where their seats are at the table)."""
    from pitch_desktop.storage.settings import default_name

    rules = challenge.deals.rules
    level = _opponents_level(setup)
    seats: list[SeatSetup] = []
    for seat in range(rules.players):
        mine = setup.seats[seat] if seat < len(setup.seats) else None
        theirs = challenge.levels[seat] if challenge.levels is not None else None
        if seat == challenge.seat:
            seats.append(SeatSetup.local(_your_name(setup)))
        elif mine is not None and not mine.is_person:
            seats.append(replace(mine, level=theirs) if theirs else mine)
        else:
            seats.append(SeatSetup.bot(default_name(seat), theirs or level))
    return replace(setup, rules=rules, seats=tuple(seats))


def _cannot_play(challenge: Challenge) -> str:
    """Why a challenge cannot be played here: it names a level this version does not have
    ("" when it can be played)."""
    from pitch_desktop.ai.registry import player_levels

    known = player_levels().keys
    for level in challenge.levels or ():
        if level is not None and level not in known:
            return QCoreApplication.translate(
                "MainWindow", "it names a computer level this game does not have: {level}"
            ).format(level=level)
    return ""


def _your_name(setup: MatchSetup) -> str:
    """The name of the person at this computer (the first seat's default without one)."""
    from pitch_desktop.storage.settings import default_name

    local = setup.local_seats
    return setup.seats[local[0]].name if local else default_name(0)


def _opponents_level(setup: MatchSetup) -> str:
    """The level of the player's first computer opponent, for a seat the table did not have."""
    levels = [s.level for s in setup.seats if not s.is_person and s.level]
    return levels[0] if levels else "standard"
