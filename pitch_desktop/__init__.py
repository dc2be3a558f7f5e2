"""pitch-desktop."""

import os as _os

# A process started by the test suite or a benchmark is kept to this machine like its parent
# (``this_machine``); a player's process never sets the switch and imports nothing more.
if _os.environ.get("PITCH_LOOPBACK_ONLY") == "1":
    from pitch_desktop.this_machine import guard_from_environment as _guard

    _guard()
