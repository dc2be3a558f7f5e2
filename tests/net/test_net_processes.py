"""Seats in processes of their own: four processes play a whole match through one server, and a
process killed mid-hand (SIGKILL, no goodbye) is stood in for until a new process takes the
seat back with its token and plays the match to its end."""

from __future__ import annotations

import json
from pathlib import Path

from pitch_desktop.net.protocol import TableInfo, TableState
from tests.net.net_tools import (
    SETBACK_SHORT,
    BackgroundSeat,
    SeatProcess,
    check_no_hidden_card,
    host_table,
    run,
    seat_processes,
    serving,
    table_of,
)

SIGKILLED = -9


def test_four_processes_play_a_whole_match_through_one_server(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with serving() as server, seat_processes() as seats:
            raws = [tmp_path / f"raw{i}.json" for i in range(4)]
            host = await SeatProcess.start(
                server.url,
                *SeatProcess.creating(SETBACK_SHORT),
                *("--name", "Ann", "--start-when-full", "--raw", str(raws[0])),
            )
            seats.append(host)
            seated = await host.event("seated")
            assert seated["seat"] == 0 and seated["how"] == "created"
            code = seated["code"]
            for i in (1, 2, 3):
                guest = await SeatProcess.start(
                    server.url,
                    *("--join", code, "--seat", str(i), "--name", f"Guest{i}"),
                    *("--seed", str(i), "--raw", str(raws[i])),
                )
                seats.append(guest)
                joined = await guest.event("seated")
                assert joined["seat"] == i and joined["how"] == "joined"
            ends = [await p.event("over") for p in seats]
            assert [await p.ended() for p in seats] == [0, 0, 0, 0]
            table = server.table_for(code)
            assert table is not None and table.state is TableState.OVER
            match = table.match
            assert match is not None and match.winner is not None
            assert all(e == {"event": "over", "winner": match.winner, "scores": list(match.scores)}
                       for e in ends)  # fmt: skip
            assert max(match.scores) >= SETBACK_SHORT.target
            for seat, raw in enumerate(raws):
                views = check_no_hidden_card(json.loads(raw.read_text()), seat, match)
                assert views > len(match.history)

    run(scenario())


def test_a_process_killed_mid_hand_is_stood_in_for_then_another_takes_the_seat_back() -> None:
    async def scenario() -> None:
        async with serving(away_seconds=0.0) as server, seat_processes() as seats:
            host = await host_table(server, SETBACK_SHORT, {2: "greedy", 3: "greedy"})
            code = host.code
            assert code is not None
            victim = await SeatProcess.start(
                server.url, *("--join", code, "--seat", "1", "--name", "Bob", "--hang-in-play", "2")
            )
            seats.append(victim)
            seated = await victim.event("seated")
            await host.start()
            # The host holds its first question after a stand-in played for seat 1, so the
            # match is still on when the seat is taken back.
            hosting = BackgroundSeat(host, hold=lambda _: bool(hosting.stood_in(1)))
            hanging = await victim.event("hanging")  # asked for its second card, never answers
            assert await victim.killed() == SIGKILLED
            await hosting.until(lambda: hosting.held is not None)
            first = hosting.stood_in(1)[0]
            # The stand-in played the very card the killed process was asked for.
            assert (first.hand, first.step) == (hanging["hand"], hanging["step"] + 1)
            infos = [m for m in hosting.messages if isinstance(m, TableInfo)]
            assert any(i.seats[1].away and i.seats[1].stand_in for i in infos)
            back = await SeatProcess.start(server.url, "--rejoin", code, seated["token"])
            seats.append(back)
            assert await back.event("seated") == {**seated, "how": "rejoined"}
            await hosting.release()
            end = await back.event("over")
            assert await back.ended() == 0
            over = await hosting.finished()
            assert end == {"event": "over", "winner": over.winner, "scores": list(over.scores)}
            table = table_of(server, host)
            assert table.state is TableState.OVER and table.match is not None
            assert table.match.winner == over.winner
            assert not table.info().seats[1].stand_in  # the seat was taken back

    run(scenario())
