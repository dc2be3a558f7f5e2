"""Invite links: ``pitch://HOST:PORT/CODE``, a table's address and invite code in one line.

A host pastes the link into a chat; a friend clicks it, and the desktop (the .desktop entry on
Linux, the installer's registry keys on Windows, the app's Info.plist on macOS) starts
``pitch-desktop LINK``, which opens Join a table… filled in. The link carries nothing secret that
the invite code alone does not, and no seat token. HOST is a name, an IPv4 address or an IPv6
address in brackets (``pitch://[fd00::5]:47470/7K3M-Q9XD-2HTR-W8VA``); the code is read as
``codes.parse_code`` reads a typed one. A text that is not such a link raises
``InviteLinkError``, whose message is one sentence for the player.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from pitch_desktop.net.codes import InviteCodeError, display_code, parse_code

SCHEME = "pitch"
MAX_LINK_LENGTH = 300  # a name of 253 characters, a port and a code fit
_NAME = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?")
_SHAPE = f"{SCHEME}://HOST:PORT/CODE"


class InviteLinkError(ValueError):
    """A text that is not an invite link; its message is one sentence for the player."""


@dataclass(frozen=True, slots=True)
class InviteLink:
    """A table's host and port, and the normalised invite code (``codes.parse_code``)."""

    host: str  # an IPv6 address without its brackets
    port: int
    code: str

    @property
    def ipv6(self) -> bool:
        return ":" in self.host

    @property
    def address(self) -> str:
        """The address as Join a table… reads it: ``host:port``, or a URL for IPv6."""
        if self.ipv6:
            return f"ws://[{self.host}]:{self.port}/"
        return f"{self.host}:{self.port}"

    @property
    def display_code(self) -> str:
        return display_code(self.code)

    def text(self) -> str:
        """The link itself, to paste into a chat."""
        host = f"[{self.host}]" if self.ipv6 else self.host
        return f"{SCHEME}://{host}:{self.port}/{self.display_code}"


def _host(text: str) -> str:
    if text.startswith("["):
        if not text.endswith("]") or "%" in text:  # no zone: a link is for another computer
            raise InviteLinkError(f"An IPv6 address in a link is written in brackets: {_SHAPE}.")
        try:
            return str(ipaddress.IPv6Address(text[1:-1]))
        except ValueError:
            raise InviteLinkError(
                "The link's address in brackets is not an IPv6 address."
            ) from None
    if not _NAME.fullmatch(text) or len(text) > 253:
        raise InviteLinkError("The link does not name a computer: its address is not a name.")
    return text.lower()


def _port(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= 65535:
        raise InviteLinkError("The link's port is not a number from 1 to 65535.")
    return int(text)


def _parts(link: str) -> tuple[str, str]:
    """The link's ``HOST:PORT`` and its ``CODE``, checked only for their places."""
    if len(link) > MAX_LINK_LENGTH:
        raise InviteLinkError(f"That is too long for an invite link ({_SHAPE}).")
    scheme, separator, rest = link.partition("://")
    if not separator or scheme.lower() != SCHEME:
        raise InviteLinkError(f"An invite link starts with {SCHEME}://, like {_SHAPE}.")
    authority, slash, path = rest.partition("/")
    path = path.removesuffix("/")
    if not slash or not path or any(c in path for c in "/?#") or any(c.isspace() for c in rest):
        raise InviteLinkError(f"An invite link is the address and the code: {_SHAPE}.")
    return authority, path


def _code(text: str) -> str:
    try:
        return parse_code(text)
    except InviteCodeError:
        raise InviteLinkError(
            "The link's invite code is not four groups of four letters and digits."
        ) from None


def parse_link(text: str) -> InviteLink:
    """The invite link in ``text`` (spaces around it are fine); ``InviteLinkError`` otherwise."""
    authority, path = _parts(text.strip())
    host, colon, port = authority.rpartition(":")
    if not colon or not host:
        raise InviteLinkError(f"An invite link names the table's port: {_SHAPE}.")
    code = _code(path)  # the code's fault first: it is the part most often cut short
    return InviteLink(_host(host), _port(port), code)
