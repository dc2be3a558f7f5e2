"""What a group of table servers keeps in Redis: each table's state, its lease and its fence.

Every key of a table carries its invite code in braces (``pitch:{CODE}:table``), so a Redis
Cluster would keep a table's keys on one shard and the scripts below could still touch them
together. The keys:

- ``pitch:{CODE}:table``: the table as ``pitch-server-table/1`` text (``saved``): its seats
  (token hashes only), rules, seed and the match so far, whose hands' actions are the table's
  log; a node rebuilds the table by replaying them through the engine.
- ``pitch:{CODE}:lease``: ``NODE FENCE``, with an expiry the owner renews; gone, the table is
  anyone's to take.
- ``pitch:{CODE}:fence``: the fencing number, one more at each new owner (``INCR``). Every
  write checks it in the same script, so an owner whose lease ran out (a node paused, cut off,
  or thought dead) can never write again once another has taken the table.
- ``pitch:tables``: the codes of every table kept, which the nodes look through for tables
  whose lease has run out.
- ``pitch:node:NODE``: the address clients reach the node at, with an expiry its node renews.

The client is redis-py's asyncio one, imported only here: a server without a group never loads it.
"""

from __future__ import annotations

from typing import Any

import redis.asyncio as aioredis
from redis.exceptions import RedisError

TABLES = "pitch:tables"

# A new owner: the lease if nobody holds it (SET NX PX), then the next fencing number, which
# the lease names. 0: somebody holds it.
_CLAIM = """
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 0 end
local fence = redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[1], ARGV[1] .. ' ' .. fence, 'PX', ARGV[2])
return fence
"""
# The owner keeps its lease: only while it is still the one the lease names.
_RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""
# The owner's write: only while the fence is still its own.
_WRITE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SADD', KEYS[3], ARGV[3])
return 1
"""
# The table is over (or its host closed it): gone, with its lease and fence.
_REMOVE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
redis.call('SREM', KEYS[4], ARGV[2])
return 1
"""
# A node that stops lets go of its lease at once, so another takes the table without waiting.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class GroupStoreError(Exception):
    """Redis cannot be reached, or answered with an error; the message says which, in a line."""


def table_key(code: str) -> str:
    return f"pitch:{{{code}}}:table"


def lease_key(code: str) -> str:
    return f"pitch:{{{code}}}:lease"


def fence_key(code: str) -> str:
    return f"pitch:{{{code}}}:fence"


def node_key(node: str) -> str:
    return f"pitch:node:{node}"


def lease_value(node: str, fence: int) -> str:
    return f"{node} {fence}"


class GroupStore:
    """One node's connection to the group's Redis, and the few operations a node needs."""

    def __init__(self, url: str, timeout: float = 2.0) -> None:
        self.url = url
        self._redis: Any = aioredis.from_url(
            url,
            decode_responses=True,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
        )
        self._claim = self._redis.register_script(_CLAIM)
        self._renew = self._redis.register_script(_RENEW)
        self._write = self._redis.register_script(_WRITE)
        self._remove = self._redis.register_script(_REMOVE)
        self._release = self._redis.register_script(_RELEASE)

    async def _run(self, what: str, call: Any) -> Any:
        """``call`` awaited; every failure of Redis or the network as ``GroupStoreError``."""
        try:
            return await call
        except (RedisError, OSError) as exc:
            raise GroupStoreError(
                f"{what}: {' '.join(str(exc).split()) or type(exc).__name__}"
            ) from None

    async def ping(self) -> None:
        await self._run("ping", self._redis.ping())

    async def close(self) -> None:
        await self._redis.aclose()

    # --- nodes

    async def announce(self, node: str, url: str, ms: int) -> None:
        """Say where the node is reached, for ``ms`` milliseconds."""
        await self._run("announce", self._redis.set(node_key(node), url, px=ms))

    async def node_url(self, node: str) -> str | None:
        url: str | None = await self._run("node", self._redis.get(node_key(node)))
        return url

    async def forget_node(self, node: str) -> None:
        await self._run("forget node", self._redis.delete(node_key(node)))

    # --- leases

    async def claim(self, code: str, node: str, ms: int) -> int:
        """Take the table's lease for ``ms`` milliseconds: its new fencing number, or 0 when
        another node holds it."""
        keys = [lease_key(code), fence_key(code)]
        fence: int = await self._run("claim", self._claim(keys=keys, args=[node, ms]))
        return int(fence)

    async def renew(self, leases: dict[str, str], ms: int) -> set[str]:
        """Renew each lease (code: its value) in one round trip: the codes whose lease is no
        longer the node's."""
        pipe = self._redis.pipeline(transaction=False)
        codes = list(leases)
        for code in codes:
            await self._renew(keys=[lease_key(code)], args=[leases[code], ms], client=pipe)
        answers = await self._run("renew", pipe.execute())
        return {code for code, kept in zip(codes, answers, strict=True) if not kept}

    async def release(self, code: str, value: str) -> None:
        await self._run("release", self._release(keys=[lease_key(code)], args=[value]))

    async def holder(self, code: str) -> str | None:
        """The node that holds the table's lease now (None: nobody)."""
        value: str | None = await self._run("lease", self._redis.get(lease_key(code)))
        return value.split(" ")[0] if value else None

    async def unleased(self, codes: list[str]) -> list[str]:
        """Of ``codes``, those whose lease has run out."""
        if not codes:
            return []
        pipe = self._redis.pipeline(transaction=False)
        for code in codes:
            pipe.exists(lease_key(code))
        held = await self._run("leases", pipe.execute())
        return [code for code, h in zip(codes, held, strict=True) if not h]

    # --- tables

    async def write(self, code: str, fence: int, text: str) -> bool:
        """Keep the table's state, if ``fence`` is still the table's: false when another node
        has taken it since."""
        keys = [fence_key(code), table_key(code), TABLES]
        done = await self._run("write", self._write(keys=keys, args=[fence, text, code]))
        return bool(done)

    async def remove(self, code: str, fence: int) -> bool:
        keys = [fence_key(code), table_key(code), lease_key(code), TABLES]
        done = await self._run("remove", self._remove(keys=keys, args=[fence, code]))
        return bool(done)

    async def table_text(self, code: str) -> str | None:
        text: str | None = await self._run("read", self._redis.get(table_key(code)))
        return text

    async def exists(self, code: str) -> bool:
        return bool(await self._run("exists", self._redis.exists(table_key(code))))

    async def codes(self) -> list[str]:
        members: set[str] = await self._run("tables", self._redis.smembers(TABLES))
        return sorted(members)
