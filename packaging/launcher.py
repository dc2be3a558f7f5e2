"""Entry script of the frozen app: the same main() as `pitch-desktop`, after freeze_support().

PyInstaller needs a script rather than an entry point. freeze_support() must run before anything
else, so that a worker process started by multiprocessing in the frozen app runs its task instead
of opening a second window; from source it does nothing.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()

    from pitch_desktop.__main__ import main

    raise SystemExit(main())
