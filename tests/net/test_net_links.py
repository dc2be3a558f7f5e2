"""Invite links (``net.links``): what a clicked ``pitch://`` link becomes, and what is refused.

Whatever text arrives (a link cut short in a chat, a mistyped one, anything at all), parsing it
either gives the table's address and code or says in one sentence why not: never a traceback.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitch_desktop.net.codes import ALPHABET, new_code
from pitch_desktop.net.links import InviteLink, InviteLinkError, parse_link

CODE = "7K3MQ9XD2HTRW8VA"


@pytest.mark.parametrize(
    ("text", "host", "port", "address"),
    [
        (
            "pitch://192.168.1.20:47470/7K3M-Q9XD-2HTR-W8VA",
            "192.168.1.20",
            47470,
            "192.168.1.20:47470",
        ),
        (
            " PITCH://Kitchen.local:5000/7k3m-q9xd-2htr-w8va/ \n",
            "kitchen.local",
            5000,
            "kitchen.local:5000",
        ),
        ("pitch://[fd00::5]:47470/7K3MQ9XD2HTRW8VA", "fd00::5", 47470, "ws://[fd00::5]:47470/"),
        ("pitch://[::1]:1/7K3M-Q9XD-2HTR-W8VA", "::1", 1, "ws://[::1]:1/"),
    ],
)
def test_a_link_gives_the_address_and_code(text: str, host: str, port: int, address: str) -> None:
    link = parse_link(text)
    assert link == InviteLink(host, port, CODE)
    assert link.address == address
    assert link.display_code == "7K3M-Q9XD-2HTR-W8VA"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "starts with pitch://"),
        ("http://host:1/7K3M-Q9XD-2HTR-W8VA", "starts with pitch://"),
        ("pitch://host/7K3M-Q9XD-2HTR-W8VA", "port"),
        ("pitch://host:0/7K3M-Q9XD-2HTR-W8VA", "port"),
        ("pitch://host:65536/7K3M-Q9XD-2HTR-W8VA", "port"),
        ("pitch://host:１２/7K3M-Q9XD-2HTR-W8VA", "port"),
        ("pitch://host:47470", "the address and the code"),
        ("pitch://host:47470/", "the address and the code"),
        ("pitch://host:47470/7K3M/Q9XD", "the address and the code"),
        ("pitch://host:47470/7K3M-Q9XD-2HTR-W8VA?seat=1", "the address and the code"),
        ("pitch://ho st:47470/7K3M-Q9XD-2HTR-W8VA", "the address and the code"),
        ("pitch://host:47470/7K3M-Q9XD", "invite code"),
        ("pitch://host:47470/UUUU-Q9XD-2HTR-W8VA", "invite code"),
        ("pitch://fd00::5:47470/7K3M-Q9XD-2HTR-W8VA", "not a name"),
        ("pitch://[fd00::5:47470/7K3M-Q9XD-2HTR-W8VA", "brackets"),
        ("pitch://[fe80::1%eth0]:47470/7K3M-Q9XD-2HTR-W8VA", "brackets"),
        ("pitch://[nothing]:47470/7K3M-Q9XD-2HTR-W8VA", "not an IPv6 address"),
        ("pitch://-host-:47470/7K3M-Q9XD-2HTR-W8VA", "not a name"),
        ("pitch://" + "a" * 300 + ":1/7K3M-Q9XD-2HTR-W8VA", "too long"),
    ],
)
def test_a_malformed_link_is_one_sentence(text: str, words: str) -> None:
    with pytest.raises(InviteLinkError) as refused:
        parse_link(text)
    sentence = str(refused.value)
    assert words in sentence
    assert sentence.endswith(".") and "\n" not in sentence


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120) | st.builds(lambda rest: "pitch://" + rest, st.text(max_size=80)))
def test_any_text_is_a_link_or_one_sentence(text: str) -> None:
    try:
        link = parse_link(text)
    except InviteLinkError as refused:
        assert str(refused).endswith(".") and "\n" not in str(refused)
    else:
        assert parse_link(link.text()) == link


_LABEL = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=1, max_size=12)


@settings(max_examples=150, deadline=None)
@given(
    host=st.one_of(
        st.lists(_LABEL, min_size=1, max_size=4).map(".".join),
        st.ip_addresses(v=4).map(str),
        st.ip_addresses(v=6).map(str),
    ),
    port=st.integers(1, 65535),
    code=st.text(alphabet=ALPHABET, min_size=16, max_size=16),
)
def test_every_table_has_a_link_that_reads_back(host: str, port: int, code: str) -> None:
    link = InviteLink(host, port, code)
    assert parse_link(link.text()) == link
    assert parse_link(f"  {link.text()}/  ") == link


def test_a_fresh_code_makes_a_link() -> None:
    code = new_code()
    assert parse_link(f"pitch://localhost:47470/{code}").code == code
