"""The main window and what hangs on it: its parts (the status bar, menus, settings, hints and
undo, the analyses, the end of a hand, starting a match, the windows beside the table, the
human's moves, the tables with friends), the presenter, the score pad, the unattended runs
(smoke test, screenshot) and closing on SIGTERM."""
