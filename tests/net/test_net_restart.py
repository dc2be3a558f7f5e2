"""Saved tables: ``pitch-server --state DIR`` killed with SIGKILL mid-match and started again
loads its tables, and their people come back with their tokens to the match exactly as it stood;
a file that is damaged, edited or from another version is skipped in one line and left alone;
a disk that fails is logged once and play goes on."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from pitch_desktop.engine.records import MAX_RECORD_BYTES
from pitch_desktop.engine.state import Phase
from pitch_desktop.net.client import AsyncTableClient
from pitch_desktop.net.codes import parse_code
from pitch_desktop.net.protocol import TableState, ViewUpdate
from pitch_desktop.net.saved import TABLE_FORMAT
from tests.net.net_tools import (
    HANG_GUARD,
    ROOT,
    SETBACK_SHORT,
    BackgroundSeat,
    host_table,
    play_until_over,
    run,
    serving,
    table_of,
    until,
)

SIGKILLED = -signal.SIGKILL


class _ServerProcess:
    """``pitch-server --state DIR`` on a free port, with no pauses and a stand-in at once."""

    def __init__(self, process: asyncio.subprocess.Process, url: str, log: Path) -> None:
        self.process, self.url, self.log = process, url, log

    @classmethod
    async def start(cls, state: Path, log: Path) -> _ServerProcess:
        with log.open("a") as err:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                *("-m", "pitch_desktop.net.server_main", "--port", "0", "--state", str(state)),
                *("--away-seconds", "0", "--bot-delay", "0", "--hand-pause", "0"),
                stdout=asyncio.subprocess.PIPE,
                stderr=err,
                cwd=ROOT,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
        assert process.stdout is not None
        line = (await asyncio.wait_for(process.stdout.readline(), HANG_GUARD)).decode()
        assert line.startswith("pitch-server: serving "), line + log.read_text()
        return cls(process, line.split()[2], log)

    async def kill(self) -> int:
        self.process.kill()
        return await asyncio.wait_for(self.process.wait(), HANG_GUARD)

    async def stop(self) -> int:
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
        return await asyncio.wait_for(self.process.wait(), HANG_GUARD)


def _is_mid_hand(question: ViewUpdate) -> bool:
    """A question in the play phase with cards already played: mid-hand, mid-trick or not."""
    return question.view.phase is Phase.PLAY and len(question.view.plays) >= 2


def test_a_server_killed_mid_match_comes_back_with_the_match_as_it_stood(tmp_path: Path) -> None:
    state, log = tmp_path / "state", tmp_path / "server.log"

    async def scenario() -> None:
        first = await _ServerProcess.start(state, log)
        host = await AsyncTableClient.connect(first.url)
        await host.create("Ann", SETBACK_SHORT)
        guest = await AsyncTableClient.connect(first.url)
        assert host.code is not None and host.token is not None
        await guest.join(host.code, "Bob", 1)
        assert guest.token is not None
        await host.start()
        hosting = BackgroundSeat(host, hold=_is_mid_hand)
        guesting = BackgroundSeat(guest, seed=2)
        await hosting.until(lambda: hosting.held is not None)
        held = hosting.held
        assert held is not None
        # The guest has been sent the same state: its view of the step the host is asked at.
        await guesting.until(lambda: any(v.step == held.step for v in _of_hand(guesting, held)))
        guest_view = [v for v in _of_hand(guesting, held) if v.step == held.step][-1]
        await hosting.stop()
        await guesting.stop()
        assert await first.kill() == SIGKILLED
        await host.close()
        await guest.close()

        (saved,) = state.iterdir()
        text = saved.read_text()
        obj = json.loads(text)
        assert obj["format"] == TABLE_FORMAT and saved.name == f"{parse_code(host.code)}.json"
        for token in (host.token, guest.token):  # the tokens' hashes are kept, never a token
            assert token not in text
            assert hashlib.sha256(token.encode()).hexdigest() in text
        assert obj["match"]["format"] == "pitch-match/1"
        assert len(obj["match"]["hands"]) == held.hand

        second = await _ServerProcess.start(state, log)
        try:
            host2 = await AsyncTableClient.connect(second.url)
            seated = await host2.rejoin(host.code, host.token)
            assert seated.seat == 0 and seated.how == "rejoined" and seated.token == host.token
            table = seated.table
            assert table.state is TableState.PLAYING and table.hand == held.hand
            assert table.scores == held.view.scores_before  # the match's, mid-hand
            assert table.seats[1].away and not table.seats[1].stand_in
            back = await until(host2, ViewUpdate)
            # Nothing moved while nobody was there: the very view the host was asked with.
            assert (back.hand, back.step, back.view) == (held.hand, held.step, held.view)
            guest2 = await AsyncTableClient.connect(second.url)
            assert (await guest2.rejoin(host.code, guest.token)).seat == 1
            guest_back = await until(guest2, ViewUpdate)
            assert (guest_back.hand, guest_back.step) == (held.hand, held.step)
            assert guest_back.view == guest_view.view
            asked = await until(host2, ViewUpdate)  # the question, asked again
            assert asked.legal == held.legal and asked.view == held.view
            await host2.act(held.legal[0], held.step)
            ends = await asyncio.gather(play_until_over(host2), play_until_over(guest2, seed=2))
            assert ends[0] == ends[1] and max(ends[0].scores) >= SETBACK_SHORT.target
            assert list(state.iterdir()) == []  # a finished match's file is removed
            await host2.close()
            await guest2.close()
        finally:
            assert await second.stop() == 0
        assert "Traceback" not in log.read_text()

    run(scenario())


def _of_hand(seat: BackgroundSeat, held: ViewUpdate) -> list[ViewUpdate]:
    return [v for v in seat.views() if v.hand == held.hand]


# --- files that are not tables ------------------------------------------------------------


@asynccontextmanager
async def _saved_table(state: Path) -> AsyncIterator[dict[str, Any]]:
    """A table mid-match saved in ``state`` by a server that then stops; its file's object."""
    async with serving(state_dir=state) as server:
        host = await host_table(server, SETBACK_SHORT)
        await host.start()
        hosting = BackgroundSeat(host, hold=_is_mid_hand)
        await hosting.until(lambda: hosting.held is not None)
        await hosting.stop()
        code = table_of(server, host).code
    yield json.loads((state / f"{code}.json").read_text())


_CODES = iter(f"{n:016d}" for n in range(1, 100))


def _bad_files(good: dict[str, Any], folder: Path) -> dict[str, str]:
    """Files that must be skipped, by name: what each is."""
    made: dict[str, str] = {}

    def put(
        what: str, data: bytes | dict[str, Any], name: str | None = None, own: bool = True
    ) -> None:
        code = next(_CODES)
        name = name or f"{code}.json"
        if isinstance(data, dict):
            data = json.dumps({**data, "code": code} if own else data).encode()
        (folder / name).write_bytes(data)
        made[name] = what

    text = json.dumps(good).encode()
    put("truncated", text[: len(text) // 2])
    put("empty", b"")
    put("not text", b"\xff\xfe\x00garbage")
    put("not JSON", b"{'format': 'pitch-server-table/1'}")
    put("another version", {**good, "format": "pitch-server-table/2"})
    put("an unknown field", {**good, "extra": 1})
    put("nested deep", b"[" * 100_000 + b"]" * 100_000)
    put("too large", b" " * (MAX_RECORD_BYTES + 10) + b"{}")
    seats = [dict(s) for s in good["seats"]]
    seats[0]["token_sha256"] = "not a hash"
    put("a bad token hash", {**good, "seats": seats})
    seats = [dict(s) for s in good["seats"]]
    seats[2] = {"kind": "bot", "level": "grandmaster"}
    put("an unknown bot", {**good, "seats": seats})
    seats = [dict(s) for s in good["seats"]]
    seats[0]["name"] = "Ann\u202e"
    put("a name with a direction override", {**good, "seats": seats})
    put("scores that are not the match's", {**good, "scores": [2, 0]})
    match = json.loads(json.dumps(good["match"]))
    hands = match["hands"][0]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]  # cards swapped: not the seed's deal
    put("a deal edited", {**good, "match": match})
    put("another seed", {**good, "seed": "1234"})
    match = json.loads(json.dumps(good["match"]))
    match["hands"][0]["plays"].append("ZZ")
    put("an illegal play", {**good, "match": match})
    put("a name that is no code", {**good}, name="not-a-table.json")
    put("a file of another table", good, own=False)
    pipe = f"{next(_CODES)}.json"
    os.mkfifo(folder / pipe)  # never waited on
    made[pipe] = "a pipe"
    sub = f"{next(_CODES)}.json"
    (folder / sub).mkdir()
    made[sub] = "a folder"
    return made


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_files_that_are_not_saved_tables_are_skipped_in_one_line_each(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    state = tmp_path / "state"

    async def scenario() -> None:
        async with _saved_table(state) as good:
            bad = _bad_files(good, state)
        before = {p.name: p.read_bytes() for p in state.iterdir() if p.is_file()}
        caplog.clear()
        with caplog.at_level(logging.WARNING, "pitch_desktop.net"):
            async with serving(state_dir=state) as server:
                assert list(server.tables) == [good["code"]]  # the good one, and only it
                table = server.tables[good["code"]]
                assert table.state is TableState.PLAYING and table.match is not None
                skipped = [r for r in caplog.records if r.name == "pitch_desktop.net.saved"]
                assert len(skipped) == len(bad), [r.getMessage() for r in skipped]
                for record, name in zip(skipped, sorted(bad), strict=True):
                    line = record.getMessage()
                    assert record.exc_info is None and "\n" not in line, line
                    assert line.startswith(f"skipping the saved table {name}: "), line
                    assert line.endswith("(the file is left as it is)"), line
        after = {p.name: p.read_bytes() for p in state.iterdir() if p.is_file()}
        assert after == before  # nothing skipped was touched

    run(scenario())


def test_a_state_folder_that_fails_is_logged_once_and_play_goes_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    state = tmp_path / "state"

    async def scenario() -> None:
        with caplog.at_level(logging.WARNING, "pitch_desktop.net"):
            async with serving(state_dir=state) as server:
                host = await host_table(server, SETBACK_SHORT)
                # Moved away in one step: a save being written now cannot refill it, as it
                # could a folder being emptied file by file.
                state.rename(tmp_path / "moved-away")
                state.write_text("a file where the folder was\n")  # every write now fails
                await host.start()
                over = await play_until_over(host)
                assert max(over.scores) >= SETBACK_SHORT.target
        trouble = [r.getMessage() for r in caplog.records if "cannot save tables" in r.getMessage()]
        assert len(trouble) == 1, trouble
        assert all(r.exc_info is None for r in caplog.records)

    run(scenario())
