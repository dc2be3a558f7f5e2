"""The server's brakes: a message rate per connection, a count of bad messages in a window,
and the back-off of failed joins (wrong invite codes, wrong seat tokens).

Each takes the time as an argument instead of reading a clock, so the tests drive them with
made-up times and never sleep.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

# The most people who may watch one table at once: each is sent every view, so a table's
# watchers are bounded like its seats (a server may set fewer, ``ServerConfig.max_watchers``).
WATCHERS_PER_TABLE = 50


class MessageRate:
    """A token bucket: ``rate`` messages a second on average, bursts up to ``burst``."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate = rate
        self.burst = float(burst)
        self._tokens = float(burst)
        self._at = now

    def allow(self, now: float) -> bool:
        """Take one message's token; false when the connection sends faster than allowed."""
        self._tokens = min(self.burst, self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False

    def wait(self) -> float:
        """Seconds until the next message is allowed, as of the last ``allow``."""
        if self._tokens >= 1.0:
            return 0.0
        return (1.0 - self._tokens) / self.rate if self.rate > 0 else float("inf")


class RecentCount:
    """How many times something happened in the last ``window`` seconds (bad messages)."""

    def __init__(self, window: float) -> None:
        self.window = window
        self._times: deque[float] = deque()

    def add(self, now: float) -> int:
        """Count one more at ``now``; the count within the window, this one included."""
        self._times.append(now)
        while self._times and self._times[0] <= now - self.window:
            self._times.popleft()
        return len(self._times)


@dataclass(slots=True)
class _Failures:
    count: int = 0
    last: float = 0.0
    blocked_until: float = 0.0


@dataclass(eq=False)
class GuessLimiter:
    """Failed joins back off, per key (a connection, an address).

    The first ``free`` failures cost nothing (a typo); after that each failure blocks the key
    for ``base`` seconds, doubling up to ``ceiling``. A key with no failure for ``forget``
    seconds starts afresh. The table of keys is bounded: the oldest are forgotten first.
    """

    free: int = 5
    base: float = 1.0
    ceiling: float = 300.0
    forget: float = 900.0
    max_keys: int = 10_000
    _keys: dict[object, _Failures] = field(default_factory=dict, init=False, repr=False)

    def wait(self, key: object, now: float) -> float:
        """Seconds ``key`` must still wait before it may try again (0: it may try now)."""
        f = self._keys.get(key)
        if f is None:
            return 0.0
        if now - f.last >= self.forget:
            del self._keys[key]
            return 0.0
        return max(0.0, f.blocked_until - now)

    def failed(self, key: object, now: float) -> None:
        f = self._keys.get(key)
        if f is None or now - f.last >= self.forget:
            if len(self._keys) >= self.max_keys:
                self._forget_oldest()
            f = self._keys[key] = _Failures()
        f.count += 1
        f.last = now
        over = f.count - self.free
        if over > 0:
            f.blocked_until = now + min(self.ceiling, self.base * 2 ** min(over - 1, 32))

    def succeeded(self, key: object) -> None:
        """A join that worked: this key's failures are forgiven."""
        self._keys.pop(key, None)

    def _forget_oldest(self) -> None:
        oldest = sorted(self._keys.items(), key=lambda kv: kv[1].last)
        for key, _ in oldest[: max(1, len(oldest) // 10)]:
            del self._keys[key]
