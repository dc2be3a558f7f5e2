"""Fixtures for the controller tests: settings kept away from the player's own."""

from __future__ import annotations

from tests.qt_settings import isolated_settings  # noqa: F401  (an autouse fixture)
