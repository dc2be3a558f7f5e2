"""What makes a table server a node of a group, read without loading the group's Redis client:
``pitch-server`` and a server alone never import redis."""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_LEASE_SECONDS = 10.0


@dataclass(frozen=True, slots=True)
class GroupConfig:
    """Where the group's Redis is, how long a lease lasts, and where clients reach this node
    (None: the address it listens on)."""

    url: str
    lease_seconds: float = DEFAULT_LEASE_SECONDS
    node_url: str | None = None


def shown_url(url: str) -> str:
    """A Redis URL as a log may show it: without its user and password."""
    scheme, sep, rest = url.partition("://")
    return f"{scheme}{sep}{rest.rpartition('@')[2]}" if sep else url
