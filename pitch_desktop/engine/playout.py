"""The random card of a playout: one card of a mask, uniform over it, picked by a number in [0, 1).

The bots' playouts, which choose their cards by a policy, are in ``ai.search``; they take
``random_card`` from here for the share of cards they play at random. The fast random hands that
measure the engine's speed are the benchmark's own (``benchmarks/engine_speed.py``).
"""

from __future__ import annotations

from .cards import lowest


def random_card(m: int, rnd: float) -> int:
    """The card of mask ``m`` picked by ``rnd`` in [0, 1): uniform over its set bits."""
    k = int(rnd * m.bit_count())
    for _ in range(k):
        m &= m - 1
    return lowest(m)
