"""Invite codes (read aloud, pasted, mistyped) and the brakes on rates and guesses, driven by
made-up times."""

from __future__ import annotations

import pytest

from pitch_desktop.net.codes import (
    ALPHABET,
    CODE_SYMBOLS,
    InviteCodeError,
    display_code,
    new_code,
    new_token,
    parse_code,
    same_token,
)
from pitch_desktop.net.limits import GuessLimiter, MessageRate, RecentCount


def test_codes_hold_80_random_bits_in_four_groups_without_misread_letters() -> None:
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    for code in codes:
        assert len(code) == CODE_SYMBOLS == 16
        assert set(code) <= set(ALPHABET)
        assert not set(code) & set("ILOU")
        shown = display_code(code)
        assert [len(g) for g in shown.split("-")] == [4, 4, 4, 4]
        assert parse_code(shown) == code
    assert len(ALPHABET) == 32  # 5 bits a symbol: 16 symbols are 80 bits


@pytest.mark.parametrize(
    "typed",
    [
        "7K3M-Q9XD-2HTR-W8VA",
        "7k3m-q9xd-2htr-w8va",
        "7K3MQ9XD2HTRW8VA",
        " 7K3M Q9XD 2HTR W8VA ",
        "7K3M_Q9XD.2HTR-W8VA",
    ],
)
def test_a_code_is_read_whatever_the_case_and_the_dashes(typed: str) -> None:
    assert parse_code(typed) == "7K3MQ9XD2HTRW8VA"


def test_letters_people_write_for_digits_are_read_as_the_digits() -> None:
    assert parse_code("OOOO-IIII-LLLL-0000") == "0000111111110000"


@pytest.mark.parametrize(
    "typed",
    [
        "",
        "7K3M-Q9XD-2HTR",
        "7K3M-Q9XD-2HTR-W8VA-1",
        "UUUU-UUUU-UUUU-UUUU",
        "7K3M-Q9XD-2HTR-W8V!",
        "x" * 1000,
    ],
)
def test_what_is_not_a_code_is_refused(typed: str) -> None:
    with pytest.raises(InviteCodeError):
        parse_code(typed)


def test_seat_tokens_are_128_bits_and_compared_whole() -> None:
    tokens = {new_token() for _ in range(500)}
    assert len(tokens) == 500 and all(len(t) == 32 for t in tokens)
    token = next(iter(tokens))
    assert same_token(token, token)
    assert not same_token(token[:-1] + ("0" if token[-1] != "0" else "1"), token)
    assert not same_token("", token)


def test_the_message_rate_allows_a_burst_then_the_average() -> None:
    rate = MessageRate(rate=10.0, burst=5, now=0.0)
    assert all(rate.allow(0.0) for _ in range(5))
    assert not rate.allow(0.0)
    assert rate.allow(0.1)  # one token back after a tenth of a second
    assert not rate.allow(0.1)
    assert all(rate.allow(10.0) for _ in range(5))  # never more than the burst saved up
    assert not rate.allow(10.0)


def test_bad_messages_are_counted_within_their_window() -> None:
    bad = RecentCount(window=10.0)
    assert [bad.add(t) for t in (0.0, 1.0, 2.0)] == [1, 2, 3]
    assert bad.add(11.5) == 2  # the ones at 0 and 1 have left the window
    assert bad.add(100.0) == 1


def test_failed_joins_back_off_doubling_and_are_forgotten_later() -> None:
    guesses = GuessLimiter(free=3, base=1.0, ceiling=8.0, forget=100.0)
    for t in range(3):
        guesses.failed("addr", float(t))
        assert guesses.wait("addr", float(t)) == 0  # a few typos cost nothing
    waits = []
    now = 3.0
    for _ in range(6):
        guesses.failed("addr", now)
        waits.append(guesses.wait("addr", now))
        now += waits[-1]
    assert waits == [1.0, 2.0, 4.0, 8.0, 8.0, 8.0]
    assert guesses.wait("other", now) == 0
    guesses.failed("addr", now)
    assert guesses.wait("addr", now + 200.0) == 0  # long quiet: forgotten
    guesses.failed("k", 0.0)
    guesses.succeeded("k")
    assert guesses.wait("k", 0.0) == 0


def test_the_guess_table_stays_bounded() -> None:
    guesses = GuessLimiter(free=0, max_keys=100)
    for i in range(1000):
        guesses.failed(i, float(i))
    assert len(guesses._keys) <= 100
    assert guesses.wait(999, 999.0) > 0  # the newest are kept
