"""Damaged copies of valid records, for the fuzz tests of the command line and saved matches.

``damage(obj, kind, rng)`` returns the bytes of a copy of the JSON value ``obj`` damaged in one
way of ``KINDS``: a node replaced by a value of the wrong type, a huge number or a deeply nested
array; a field added, removed or given twice; one card copied over another; a very long string or
list; the text cut short, sprinkled with random bytes, padded past the size limit, or given a NaN.
Every case comes from a seeded ``random.Random``, so a failure names its seed and replays.
"""

from __future__ import annotations

import copy
import json
import random
import re
from dataclasses import dataclass
from typing import Any

from pitch_desktop.engine.records import MAX_RECORD_BYTES

KINDS = (
    "wrong-type",
    "huge-number",
    "deep-nesting",
    "unknown-field",
    "missing-field",
    "duplicate-key",
    "duplicate-card",
    "long-value",
    "truncated",
    "random-bytes",
    "not-a-number",
)
# Cases too large to run many of: a file past the size limit, nesting thousands deep.
BIG_KINDS = ("too-large", "very-deep")

_WRONG: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    7,
    1.5,
    -0.0,
    "",
    "x",
    "AS",
    "pass",
    [],
    {},
    [[]],
    {"a": 1},
)
_HUGE = (10**40, -(10**40), 2**63, -(2**63) - 1, 1e308, -1e308, 10**4000, 5e-324)
_TOO_LONG_NUMBER = "\x00a number of 5000 digits\x00"  # more than Python reads from text
_DEEP = "\x00arrays nested deep\x00"
_CARD = re.compile(r"^(10|[2-9TJQKA])[CDHS]$", re.IGNORECASE)


@dataclass(frozen=True)
class _Dup:
    """A JSON object written with a field given twice."""

    pairs: tuple[tuple[str, Any], ...]


def _dump(value: Any) -> str:
    """JSON text like ``json.dumps``, which can also write an object with a repeated field."""
    if isinstance(value, _Dup):
        return "{" + ", ".join(f"{json.dumps(k)}: {_dump(v)}" for k, v in value.pairs) + "}"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)}: {_dump(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_dump(v) for v in value) + "]"
    return json.dumps(value)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in the tree: a key of an object or an index of an array, root first."""
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*path, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, (*path, i)))
    return out


def _get(root: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        root = root[step]
    return root


def _put(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(root, path[:-1])[path[-1]] = value
    return root


def _containers(root: Any, kind: type) -> list[tuple[Any, ...]]:
    return [p for p in _paths(root) if isinstance(_get(root, p), kind)]


def damage(obj: Any, kind: str, rng: random.Random) -> bytes:
    """The bytes of a copy of ``obj`` damaged one way (``KINDS`` or ``BIG_KINDS``)."""
    root = copy.deepcopy(obj)
    paths = _paths(root)
    if kind == "wrong-type":
        root = _put(root, rng.choice(paths), copy.deepcopy(rng.choice(_WRONG)))
    elif kind == "huge-number":
        huge: Any = rng.choice((*_HUGE, _TOO_LONG_NUMBER))
        root = _put(root, rng.choice(paths), huge)
    elif kind in ("deep-nesting", "very-deep"):
        depths = (15, 16, 17, 40, 200) if kind == "deep-nesting" else (900, 990, 1000, 50000)
        depth = rng.choice(depths)
        root = _put(root, rng.choice(paths), _DEEP)
    elif kind in ("unknown-field", "missing-field", "duplicate-key"):
        objects = _containers(root, dict)
        if objects:
            where = rng.choice(objects)
            target = _get(root, where)
            if kind == "unknown-field":
                target[rng.choice(("zzz", "Format", "hands ", "", "\u00e9"))] = rng.choice(_WRONG)
            elif target and kind == "missing-field":
                del target[rng.choice(list(target))]
            elif target:
                key = rng.choice(list(target))
                pairs = list(target.items())
                pairs.insert(rng.randrange(len(pairs) + 1), (key, rng.choice(_WRONG)))
                root = _put(root, where, _Dup(tuple(pairs)))
    elif kind == "duplicate-card":
        cards = [p for p in paths if isinstance(_get(root, p), str) and _CARD.match(_get(root, p))]
        if len(cards) >= 2:
            source, target = rng.sample(cards, 2)
            root = _put(root, target, _get(root, source))
    elif kind == "long-value":
        big: Any = rng.choice(("A" * 100_000, ["AS"] * 20_000, list(range(50_000))))
        root = _put(root, rng.choice(paths), big)
    text = _dump(root).replace(json.dumps(_TOO_LONG_NUMBER), "9" * 5000)
    if kind in ("deep-nesting", "very-deep"):  # written as text: too deep for json.dumps
        text = text.replace(json.dumps(_DEEP), "[" * depth + "]" * depth)
    data = text.encode("utf-8")
    if kind == "truncated":
        data = data[: rng.randrange(len(data))]
    elif kind == "random-bytes":
        buf = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            buf[rng.randrange(len(buf))] = rng.randrange(256)
        data = bytes(buf)
    elif kind == "not-a-number":
        numbers = [m.span() for m in re.finditer(rb"(?<![\w\"])-?\d+(?![\w\"])", data)]
        if numbers:
            a, b = rng.choice(numbers)
            data = data[:a] + rng.choice((b"NaN", b"Infinity", b"-Infinity")) + data[b:]
    elif kind == "too-large":
        pad = MAX_RECORD_BYTES + 1 - len(data) + rng.randrange(1000)
        data = data[:-1] + b" " * pad + data[-1:] if data.endswith(b"}") else data + b" " * pad
    return data
