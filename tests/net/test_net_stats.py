"""A measured server (``ServerConfig.measure``) keeps how long it took to handle each person's
action; an unmeasured one keeps nothing. The reservoir stays bounded however long it runs."""

from __future__ import annotations

import asyncio

from pitch_desktop.engine.state import HandState, apply, new_hand
from pitch_desktop.net.stats import ActionTimes
from tests.net.net_tools import connect, host_table, play_until_over, run, serving


def _actors(hand: HandState) -> list[int]:
    """The seat that took each action of a finished hand."""
    state = new_hand(hand.rules, hand.dealer, hand.dealt, hand.scores_before, hand.undealt)
    seats = []
    for action in hand.actions:
        seats.append(state.to_act)
        state = apply(state, action)
    return seats


def test_a_measured_server_times_every_action_a_person_takes() -> None:
    async def body() -> None:
        async with serving(measure=True) as server:
            host = await host_table(server)
            guest = await connect(server)
            assert host.code is not None
            await guest.join(host.code, "Bea", 2)
            await host.start()
            await asyncio.gather(play_until_over(host, seed=1), play_until_over(guest, seed=2))
            stats = server.stats
            assert stats is not None
            table = server.table_for(host.code)
            assert table is not None and table.match is not None
            # Every action of the two people (the seats 0 and 2), and no bot's.
            people = sum(s in (0, 2) for hand in table.match.history for s in _actors(hand))
            assert stats.count == people > 0
            summary = stats.summary()
            assert summary["count"] == people and summary["kept"] == people
            assert 0 < summary["median_ms"] <= summary["p95_ms"] <= summary["max_ms"] < 10_000

    run(body())


def test_an_unmeasured_server_keeps_no_times() -> None:
    async def body() -> None:
        async with serving() as server:
            host = await host_table(server)
            await host.start()
            await play_until_over(host)
            assert server.stats is None

    run(body())


def test_the_times_kept_are_bounded_and_the_count_is_of_all() -> None:
    times = ActionTimes(keep=100, seed=3)
    assert times.summary()["p95_ms"] is None and times.summary()["count"] == 0
    for i in range(10_000):
        times.add(i / 1_000_000)  # 0 to 9.999 ms
    summary = times.summary()
    assert summary["count"] == 10_000 and summary["kept"] == 100
    assert summary["max_ms"] == 9.999
    assert 3.0 < summary["median_ms"] < 7.0  # a uniform sample of them all
    assert summary["median_ms"] <= summary["p95_ms"] <= summary["p99_ms"] <= 9.999
    assert abs(summary["mean_ms"] - 4.9995) < 1e-9
