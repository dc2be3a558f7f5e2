"""The running game's version, for ``--version`` and Help > About.

It is written once, in pyproject.toml; pip records it in the package metadata, which the frozen
app carries too (packaging/pitch_desktop.spec), so this reads it there. importlib.metadata is
imported when asked, not at start-up, which it would slow.
"""

from __future__ import annotations


def version() -> str:
    """The installed version, such as ``1.2.3``; ``unknown`` for a checkout never installed."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("pitch-desktop")
    except PackageNotFoundError:
        return "unknown"
