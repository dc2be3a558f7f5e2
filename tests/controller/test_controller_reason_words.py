"""The bots' reasons reach the player in the player's language: the English text and its
template travel together (through the worker's pickling too), and the window's words translate
the template and name the cards and suits in it."""

from __future__ import annotations

import pickle
import random
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from pitch_desktop.ai.reasons import RANK_WORDS, Reason
from pitch_desktop.ai.registry import bot_with_work, make_bot
from pitch_desktop.controller.words import reason_words
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import Phase, apply, deal, legal_actions
from pitch_desktop.engine.view import view_of
from pitch_desktop.resources import resource_path

ENGLISH_WORDS = re.compile(r"\b(the|of|and|clubs|diamonds|hearts|spades|trick|play|lead|pass)\b")


def _reasons(bot_name: str, deals: int, work: int | None = None) -> list[Reason]:
    """Every reason a bot gives over a few whole hands, each decision its own."""
    bot = make_bot(bot_name) if work is None else bot_with_work(bot_name, work)
    rules = PRESETS["setback"]
    found: list[Reason] = []
    for d in range(deals):
        rng = random.Random(d)
        state = deal(rules, d % rules.players, rng)
        while state.phase is not Phase.DONE:
            action, why = bot.advise(view_of(state, state.to_act), legal_actions(state), rng)
            assert isinstance(why, Reason), why
            found.append(why)
            state = apply(state, action)
    return found


@pytest.fixture(scope="module")
def reasons() -> list[Reason]:
    return [*_reasons("standard", 3), *_reasons("beginner", 1), *_reasons("expert", 1, work=8)]


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(str(resource_path("translations/pitch_it.qm"))), "run `make qm`"
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_a_reason_is_its_english_text_and_pickles_with_its_template(
    reasons: list[Reason],
) -> None:
    for r in reasons:
        assert r == r.template.format(**r.values)
        back = pickle.loads(pickle.dumps(r))
        assert isinstance(back, Reason)
        assert (str(back), back.template, back.values) == (str(r), r.template, r.values)


def test_in_english_the_window_says_what_the_bot_says(qapp: QApplication) -> None:
    # The window writes the ranks up to the ten in figures ("the 7 of diamonds").
    figures = {word: str(rank + 2) for rank, word in enumerate(RANK_WORDS[:9])}
    for r in [*_reasons("standard", 1), *_reasons("beginner", 1)]:
        english = re.sub(r"\bthe (\w+) of", lambda m: f"the {figures.get(m[1], m[1])} of", r)
        assert reason_words(r) == english
    assert reason_words("plain text") == "plain text"


@pytest.mark.usefixtures("italian")
def test_in_italian_every_reason_is_italian(reasons: list[Reason]) -> None:
    assert QCoreApplication.translate("BotReason", "follow low") != "follow low"
    for r in reasons:
        said = reason_words(r)
        assert "{" not in said and "}" not in said, said
        assert not ENGLISH_WORDS.search(said), (r, said)
    cards = [r for r in reasons if "CardWord" in repr(r.values)]
    assert cards, "no reason named a card"
    assert any(" di " in reason_words(r) for r in cards)
