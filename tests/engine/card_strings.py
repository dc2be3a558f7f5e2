"""Cards and points as the scripted hands write them: a hand as one spaced string, and a
result's ``points`` as one character a side per award, so each expected result reads on a line."""

from __future__ import annotations


def hand(text: str) -> set[str]:
    """Cards written as a spaced string, as a set."""
    return set(text.split())


def points_of(awards: tuple[str, ...], sides: str) -> dict[str, int | None]:
    """The ``points`` of a result, one character a side per award in counting order: a digit
    is the side that won it, ``-`` nobody."""
    assert len(sides) == len(awards)
    return {a: None if s == "-" else int(s) for a, s in zip(awards, sides, strict=True)}
