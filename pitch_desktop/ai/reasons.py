"""A bot's reason as English text that also keeps what the window needs to translate it.

A ``Reason`` is the English sentence itself (``pitch-cli advise`` prints it, tests compare it),
and it carries its template (marked for translation, context ``BotReason``) and the values put
into it. The values are plain numbers and strings, game words the window names in the player's
language (``CardWord``, ``SuitWord``, ``HoldingWord``), or other reasons (a clause of a longer
one). Nothing here imports Qt: the bots run in a worker process, which pickles the reason back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitch_desktop.engine.cards import (
    BIG_JOKER,
    RANKS,
    SUIT_NAMES,
    Card,
    card_text,
    is_joker,
    rank_of,
    suit_of,
)
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP

RANK_WORDS = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)


@dataclass(frozen=True, slots=True)
class CardWord:
    """A card in a reason: "the jack of hearts", "the big joker", or "JH", "BJ" when ``short``."""

    card: Card
    short: bool = False

    def __str__(self) -> str:
        if self.short:
            return card_text(self.card)
        if is_joker(self.card):
            return "the big joker" if self.card == BIG_JOKER else "the little joker"
        return f"the {RANK_WORDS[rank_of(self.card)]} of {SUIT_NAMES[suit_of(self.card)]}"


@dataclass(frozen=True, slots=True)
class SuitWord:
    """A suit in a reason, in the plural: "hearts"."""

    suit: int

    def __str__(self) -> str:
        return SUIT_NAMES[self.suit]


@dataclass(frozen=True, slots=True)
class HoldingWord:
    """The ranks held in one suit, highest first, as "A-J-5" (a joker "BJ" or "LJ"); the same
    in every language."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "-".join(card_text(c) if is_joker(c) else RANKS[rank_of(c)] for c in self.cards)


class Reason(str):
    """English text of a reason, with its translatable ``template`` and its ``values``."""

    template: str
    values: dict[str, object]

    def __new__(cls, template: str, values: dict[str, object]) -> Reason:
        self = super().__new__(cls, template.format(**values))
        self.template = template
        self.values = dict(values)
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Reason, (self.template, self.values))


def reason(template: str, **values: object) -> Reason:
    """The reason from an English template (marked with ``QT_TRANSLATE_NOOP("BotReason", ...)``)."""
    return Reason(template, values)


def card_list(cards: list[CardWord]) -> Reason | CardWord:
    """Cards named one after another: "the jack of hearts and the two of hearts"."""
    words: Reason | CardWord = cards[0]
    for c in cards[1:]:
        words = reason(QT_TRANSLATE_NOOP("BotReason", "{first} and {next}"), first=words, next=c)
    return words


def give_little_words(c: Card, partner_may_lose: bool, may_win: bool) -> Reason:
    """Why the cheapest card goes into a trick (the rule-based levels' last resort, in every
    game): the partner's trick may be lost, the card may win it though perhaps not hold it,
    or the trick is lost."""
    if partner_may_lose:
        return reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "play {card}: my partner may lose the trick, so give little"
            ),
            card=CardWord(c),
        )
    if may_win:
        return reason(
            QT_TRANSLATE_NOOP(
                "BotReason", "play {card}: cheapest card, though it may not hold the trick"
            ),
            card=CardWord(c),
        )
    return reason(
        QT_TRANSLATE_NOOP("BotReason", "play {card}: the trick is lost, give nothing away"),
        card=CardWord(c),
    )
