"""The main window and what hangs on it: its parts (menus, settings, starting a match, the
windows beside the table, the keys), the score pad, the unattended runs (smoke test,
screenshot) and closing on SIGTERM."""
