"""What a measured server keeps of its own pace (``ServerConfig.measure``): how long it took to
handle each person's action, from the message read to the last of its results queued to the
table's connections. Off by default; on, it costs a clock reading and an append an action.

The times are kept in a reservoir of bounded size (a uniform sample of all of them), so a server
measured for hours holds no more than ``keep`` numbers; the count and the longest are of all.
"""

from __future__ import annotations

import random
from typing import Any


class ActionTimes:
    """Handling times of people's actions, in seconds."""

    def __init__(self, keep: int = 100_000, seed: int = 0) -> None:
        if keep < 1:
            raise ValueError("keep at least one time")
        self.keep = keep
        self.count = 0
        self.longest = 0.0
        self.total = 0.0
        self._sample: list[float] = []
        self._rng = random.Random(seed)

    def add(self, seconds: float) -> None:
        self.count += 1
        self.total += seconds
        self.longest = max(self.longest, seconds)
        if len(self._sample) < self.keep:
            self._sample.append(seconds)
            return
        i = self._rng.randrange(self.count)  # each time so far kept with the same chance
        if i < self.keep:
            self._sample[i] = seconds

    def summary(self) -> dict[str, Any]:
        """Counts and milliseconds: ``count``, ``kept``, ``mean_ms``, ``median_ms``,
        ``p95_ms``, ``p99_ms``, ``max_ms`` (the times ``None`` when there are none)."""
        ordered = sorted(self._sample)

        def ms(fraction: float) -> float | None:
            if not ordered:
                return None
            return round(ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000, 4)

        return {
            "count": self.count,
            "kept": len(ordered),
            "mean_ms": round(self.total / self.count * 1000, 4) if self.count else None,
            "median_ms": ms(0.5),
            "p95_ms": ms(0.95),
            "p99_ms": ms(0.99),
            "max_ms": round(self.longest * 1000, 4) if self.count else None,
        }
