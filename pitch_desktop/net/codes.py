"""Invite codes and seat tokens: the two secrets of a table.

An invite code lets a person sit at a table; it is read aloud across a room or pasted into a
chat, so it is written in Crockford's base32 (digits and capitals without I, L, O and U, which
are misread) in four groups of four, and read back forgiving case, dashes, spaces and the
letters people write for the digits they mean (O for 0, I and L for 1). Its 80 bits come from
``secrets``: with guesses rate-limited, no one finds a table by trying codes.

A seat token proves that a connection is the person who took a seat, so they can come back to
it after a dropped connection or a restart of their app. It is never shown to anyone else, and
the server keeps only its SHA-256 (``token_hash``), in memory and in a saved table's file: a
file that is read by someone else gives them no seat.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_BITS = 80
CODE_SYMBOLS = CODE_BITS // 5
GROUP = 4
# What people type for the digits they mean (Crockford's decoding).
_READ_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
_SEPARATORS = re.compile(r"[\s\-_.]+")
TOKEN_BYTES = 16


class InviteCodeError(ValueError):
    """A text that is not an invite code (wrong length, a letter the codes never hold)."""


def new_code() -> str:
    """A fresh invite code, normalised (no dashes): ``display_code`` writes it for people."""
    value = secrets.randbits(CODE_BITS)
    symbols = []
    for _ in range(CODE_SYMBOLS):
        symbols.append(ALPHABET[value & 31])
        value >>= 5
    return "".join(reversed(symbols))


def display_code(code: str) -> str:
    """``7K3MQ9XD2HTRW8VA`` as ``7K3M-Q9XD-2HTR-W8VA``: four groups to read aloud."""
    return "-".join(code[i : i + GROUP] for i in range(0, len(code), GROUP))


def parse_code(text: str) -> str:
    """The normalised code in ``text``, however it was typed; ``InviteCodeError`` otherwise."""
    if not isinstance(text, str) or len(text) > 4 * CODE_SYMBOLS:
        raise InviteCodeError("an invite code is four groups of four letters and digits")
    code = _SEPARATORS.sub("", text).upper().translate(_READ_AS)
    if len(code) != CODE_SYMBOLS:
        raise InviteCodeError(
            f"an invite code has {CODE_SYMBOLS} letters and digits, not {len(code)}"
        )
    for symbol in code:
        if symbol not in ALPHABET:
            raise InviteCodeError(f"{symbol!r} is never in an invite code")
    return code


def new_token() -> str:
    """A fresh seat token: 128 random bits as 32 hexadecimal digits."""
    return secrets.token_hex(TOKEN_BYTES)


def same_token(given: str, kept: str) -> bool:
    """Compare tokens in constant time, so timing tells a guesser nothing."""
    return secrets.compare_digest(given.encode(), kept.encode())


def token_hash(token: str) -> str:
    """What the server keeps of a seat token: its SHA-256, in hexadecimal."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_matches(given: str, kept_hash: str) -> bool:
    """Whether ``given`` is the token whose hash is kept, compared in constant time."""
    return hmac.compare_digest(token_hash(given), kept_hash)
