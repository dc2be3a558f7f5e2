"""Game > Host a table… and Join a table…: the dialogs, and the table's own window once the
server has seated the player. A part of ``MainWindow``.

A match with friends runs at a table server (``pitch_desktop.net``): in this app for the host,
elsewhere for the others. It opens in a game window of its own (``online_window.OnlineSeat``
makes it a seat), so the match played here against computer players stays as it was. The
network code is imported when the player first asks for it: the table needs none to show.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal

from pitch_desktop.storage.settings import default_name
from pitch_desktop.ui.window.part import WindowKit, WindowPart

if TYPE_CHECKING:
    from pitch_desktop.controller.network_table import NetworkTable
    from pitch_desktop.controller.tables import ServerConfig
    from pitch_desktop.storage.table_seats import KeptSeat
    from pitch_desktop.ui.dialogs.host_table import HostChoice, HostTableDialog
    from pitch_desktop.ui.dialogs.join_table import JoinChoice, JoinTableDialog
    from pitch_desktop.ui.window.online_window import SeatWindow, TableSeating


class OnlinePlay(WindowPart):
    """Hosting and joining tables; each table opens in a window ``make_window`` makes.

    Signals:
        table_opened: The player was seated; arg: the table's window (a ``SeatWindow``).
        seat_refused: No seat; arg: the one sentence the dialog shows.
    """

    table_opened = Signal(object)
    seat_refused = Signal(str)

    def __init__(self, kit: WindowKit, make_window: Callable[[NetworkTable], SeatWindow]) -> None:
        super().__init__(kit)
        self._make_window = make_window
        self._online_windows: list[SeatWindow] = []  # the tables with friends opened from here
        self._seating: TableSeating | None = None  # a seat asked for, until the server answers
        self.server_config: ServerConfig | None = None  # the hosted server's limits (tests)
        self.tables_dir: Path | None = None  # where hosted tables are kept (None: the app's)

    def _tables_dir(self, port: int) -> Path:
        """Where the server hosted at ``port`` keeps its tables: a folder for each port, so
        two servers hosted at once never share one."""
        from pitch_desktop.storage.table_seats import hosted_tables_dir

        return (self.tables_dir or hosted_tables_dir()) / str(port)

    def _config(self, port: int) -> ServerConfig:
        """The hosted server's: it keeps its tables, so a match goes on after a restart."""
        from dataclasses import replace

        from pitch_desktop.controller.tables import ServerConfig

        return replace(self.server_config or ServerConfig(), state_dir=self._tables_dir(port))

    def _resumable(self) -> list[KeptSeat]:
        """The tables hosted here whose match was not over when the app closed."""
        from pitch_desktop.controller.tables import hosted_table_file
        from pitch_desktop.storage.table_seats import kept_seats

        open_now = {
            w.online.table.table.code
            for w in self._online_windows
            if w.widget.isVisible() and w.online is not None and w.online.table.table is not None
        }
        found = []
        for seat in kept_seats():
            if seat.port is None or seat.code in open_now:
                continue
            path = hosted_table_file(self._tables_dir(seat.port), seat.code)
            if path is not None and path.is_file():
                found.append(seat)
        return found

    def _your_name(self) -> str:
        """The name the player gave in New match; none when it is still the default "You"
        (friends would read "You is thinking")."""
        from pitch_desktop.ui.common.sides import shown_name

        setup = self._presenter.setup or self._store.setup()
        you = setup.you_seat
        if you is None:
            return ""
        name = shown_name(you, setup.seats[you].name)  # a default name in today's language
        return "" if name == default_name(0) else name

    def host_table(self) -> HostTableDialog:
        """Game > Host a table…: the rules and the seat, then a server here and its lobby."""
        from pitch_desktop.ui.dialogs.host_table import HostTableDialog

        rules = (self._presenter.setup or self._store.setup()).rules
        dialog = HostTableDialog(rules, self._your_name(), self._window, saved=self._resumable())
        dialog.chosen.connect(lambda choice: self._host_chosen(dialog, choice))
        dialog.open()
        return dialog

    def _host_chosen(self, dialog: HostTableDialog, choice: HostChoice) -> None:
        from pitch_desktop.controller.tables import Hosting, HostingError
        from pitch_desktop.ui.window.online_window import TableSeating

        try:
            hosting = Hosting.start(
                choice.port,
                choice.table,
                announce=choice.announce,
                config=self._config(choice.port),
            )
        except HostingError as exc:
            dialog.show_error(str(exc))
            return
        if choice.resume is not None:
            kept = choice.resume
            url = hosting.local_url
            seating = TableSeating.back(url, kept, self._window, self._make_window, hosting)
        else:
            seating = TableSeating.host(choice, hosting, self._window, self._make_window)
        self._sit(seating, dialog.accept, dialog.show_error)

    def join_table(self) -> JoinTableDialog:
        """Game > Join a table…: a table found on this network or an address, and a code."""
        from pitch_desktop.storage.table_seats import kept_seats
        from pitch_desktop.ui.dialogs.join_table import JoinTableDialog

        kept = [seat for seat in kept_seats() if not seat.hosted]
        dialog = JoinTableDialog(self._your_name(), self._window, hear=self._remember, kept=kept)
        dialog.chosen.connect(lambda choice: self._join_chosen(dialog, choice))
        dialog.open()
        return dialog

    def join_by_link(self, address: str, code: str) -> JoinTableDialog:
        """An invite link was opened: Join a table… with its address and code filled in."""
        dialog = self.join_table()
        dialog.address.setText(address)
        dialog.code.setText(code)
        return dialog

    def _join_chosen(self, dialog: JoinTableDialog, choice: JoinChoice) -> None:
        from pitch_desktop.ui.window.online_window import TableSeating

        if choice.watch:
            seating = TableSeating.watch(choice, self._window, self._make_window)
        elif choice.kept is not None:
            seating = TableSeating.back(choice.url, choice.kept, self._window, self._make_window)
        else:
            seating = TableSeating.join(choice, self._window, self._make_window)
        self._sit(seating, dialog.accept, dialog.show_error)

    def _sit(
        self, seating: TableSeating, done: Callable[[], object], why: Callable[[str], object]
    ) -> None:
        """Wait for the server's answer; the table's window opens once the player is seated."""
        if self._seating is not None:
            self._seating.abandon()
        self._seating = seating

        def opened(window: SeatWindow) -> None:
            self._seating = None
            self._online_windows = [w for w in self._online_windows if w.widget.isVisible()]
            self._online_windows.append(window)
            window.widget.destroyed.connect(lambda: self._forget_online(window))
            done()
            self.table_opened.emit(window)

        def refused(sentence: str) -> None:
            self._seating = None
            why(sentence)
            self.seat_refused.emit(sentence)

        seating.seated.connect(opened)
        seating.failed.connect(refused)
        seating.begin()

    def _forget_online(self, window: SeatWindow) -> None:
        if window in self._online_windows:
            self._online_windows.remove(window)

    @property
    def online_windows(self) -> tuple[SeatWindow, ...]:
        """The tables with friends open now."""
        return tuple(self._online_windows)

    def close_online_tables(self) -> None:
        """The app is quitting: every table with friends is left (a bot takes the seat)."""
        for window in list(self._online_windows):
            window.close_without_asking()
