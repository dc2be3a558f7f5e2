"""The learned model of what a pitch makes: the shipped file loads and is checked, its chances
are sane on hand-made hands, its training is reproducible, a damaged file is refused in one line,
and the expert mixes it into its own pitch at the share it is given."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from pitch_desktop.ai import outcome_model
from pitch_desktop.ai.expert import ExpertBot, make_rate_shrink
from pitch_desktop.ai.outcome_model import (
    OUTCOME_PRESETS,
    OutcomeModelError,
    OutcomePrior,
    OutcomeTable,
    load_outcome_model,
    outcome_model_for,
    splits_of,
)
from pitch_desktop.ai.search import MatchValue
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.cards import mask_of, parse_card, suit_of
from pitch_desktop.engine.rules import PRESETS
from pitch_desktop.engine.state import bid_level, deal, legal_actions
from pitch_desktop.engine.view import view_of
from tests.ai.learned_files import assert_read_faults_refused, damaged
from tools import train_outcome_model


def _hand(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def _table(preset: str) -> OutcomeTable:
    table = outcome_model_for(PRESETS[preset])
    assert table is not None, f"no outcome model for {preset}"
    return table


def _suit_of(card: str) -> int:
    return suit_of(parse_card(card))


def test_the_shipped_model_has_every_preset_it_models() -> None:
    model = load_outcome_model()
    assert sorted(model) == sorted(OUTCOME_PRESETS)
    assert outcome_model_for(PRESETS["seven-point"]) is None  # the draw-back: not modelled
    assert outcome_model_for(PRESETS["setback"].with_changes(target=21)) is _table("setback")


@pytest.mark.parametrize("preset", OUTCOME_PRESETS)
def test_the_chances_sum_to_one_and_fall_as_the_bid_rises(preset: str) -> None:
    table = _table(preset)
    hand = deal(PRESETS[preset], 0, random.Random(3)).dealt[1]
    suit = _suit_of("AH")
    chances = table.chances(hand, suit)
    assert len(chances) == len(splits_of(PRESETS[preset]))
    assert sum(chances) == pytest.approx(1.0)
    rates = [table.make_rate(hand, suit, b) for b in range(0, PRESETS[preset].max_bid + 1)]
    assert rates[0] == pytest.approx(1.0)
    assert all(a >= b for a, b in itertools.pairwise(rates))


@pytest.mark.parametrize("preset", ["setback", "auction-pitch", "six-point"])
def test_a_strong_trump_suit_makes_more_than_a_weak_one(preset: str) -> None:
    table = _table(preset)
    strong = _hand("AH KH JH 2H 3H 9C")
    weak = _hand("7H 8C 9D 6S 4C 8D")
    hearts = _suit_of("AH")
    assert table.make_rate(strong, hearts, 3) > 0.7
    assert table.make_rate(weak, hearts, 3) < 0.2
    assert table.make_rate(strong, hearts, 2) > table.make_rate(weak, hearts, 2) + 0.5


def _prior(share: float) -> OutcomePrior:
    rules = PRESETS["setback"]
    value = MatchValue(rules, 0, (0, 0), 6.0)
    margin = MatchValue(rules, 0, (0, 0), 0.0)
    return OutcomePrior(_table("setback"), share, _hand("AH KH 5H 2H TC 9D"), 0, value, margin)


def test_the_prior_mixes_the_model_with_the_sampled_deal_at_its_share() -> None:
    sides = (0, 0, 1, 0)
    hearts = _suit_of("AH")
    alone = _prior(0.0).mix(3, hearts, sides, True, 4.0, 4.0)
    assert alone == (1.0, 4.0, 4.0)
    made, _, m = _prior(1.0).mix(3, hearts, sides, True, 4.0, 4.0)
    table = _table("setback")
    assert made == pytest.approx(table.make_rate(_hand("AH KH 5H 2H TC 9D"), hearts, 3))
    assert -3.0 - 4.0 <= m <= 4.0 and m != 4.0
    half = _prior(0.5).mix(3, hearts, sides, False, -5.0, -5.0)
    assert half[0] == pytest.approx(0.5 * made)
    assert half[2] == pytest.approx(0.5 * -5.0 + 0.5 * m)


def test_the_expert_with_the_model_alone_claims_the_models_make_rate() -> None:
    """With the model alone for its own pitch, the make rate the expert claims for its bid is the
    model's for that bid and suit (times the preset's calibration), whatever the deals sampled."""
    rules = PRESETS["setback"]
    for seed in range(40):
        state = deal(rules, 3, random.Random(seed))
        view = view_of(state, state.to_act)
        bot = ExpertBot(time_budget=30.0, max_samples=16, outcome_prior=1.0)
        action = bot.choose(view, legal_actions(state), random.Random(seed))
        if bid_level(action) == PASS_LEVEL or bot.last_claim is None:
            continue
        table = _table("setback")
        rates = [table.make_rate(view.hand, s, bid_level(action)) for s in range(4)]
        shrink = make_rate_shrink(rules, bid_level(action))
        assert any(bot.last_claim == pytest.approx(min(1.0, shrink * r)) for r in rates)
        return
    pytest.fail("no bid in 40 deals")


def test_training_twice_on_the_same_seed_writes_the_same_file(tmp_path: Path) -> None:
    def train(name: str) -> bytes:
        out = tmp_path / name
        train_outcome_model.main(["--deals", "40", "--cases", "setback", "--out", str(out)])
        return out.read_bytes()

    first = train("a.json")
    assert first == train("b.json")
    assert list(load_outcome_model(tmp_path / "a.json")) == ["setback"]


def _damaged(tmp_path: Path, text: str) -> Path:
    return damaged(tmp_path, "outcome_model.json", text)


def test_a_missing_or_damaged_file_is_refused_in_one_line(tmp_path: Path) -> None:
    good = outcome_model.outcome_path().read_text(encoding="utf-8")
    assert_read_faults_refused(
        load_outcome_model, OutcomeModelError, good, tmp_path, "outcome_model.json"
    )
    raw = json.loads(good)
    raw["presets"]["setback"]["weights"][1] = raw["presets"]["setback"]["weights"][1][:-1]
    with pytest.raises(OutcomeModelError, match=r"'setback': weights must be 15 rows of \d+"):
        load_outcome_model(_damaged(tmp_path, json.dumps(raw)))
    raw = json.loads(good)
    raw["presets"]["seven-point"] = raw["presets"]["setback"]
    with pytest.raises(OutcomeModelError, match="'seven-point' is no preset it models"):
        load_outcome_model(_damaged(tmp_path, json.dumps(raw)))
    raw = json.loads(good)
    raw["presets"]["setback"]["splits"] = raw["presets"]["setback"]["splits"][:-1]
    with pytest.raises(OutcomeModelError, match="splits are not those"):
        load_outcome_model(_damaged(tmp_path, json.dumps(raw)))


def test_the_expert_bids_as_before_without_a_readable_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(outcome_model, "outcome_path", lambda: _damaged(tmp_path, "{"))
    monkeypatch.setattr(outcome_model, "_SHIPPED", [])
    assert outcome_model_for(PRESETS["setback"]) is None
    state = deal(PRESETS["setback"], 0, random.Random(2))
    legal = legal_actions(state)
    with_it = ExpertBot(time_budget=30.0, max_samples=8, outcome_prior=1.0)
    without = ExpertBot(time_budget=30.0, max_samples=8)
    view = view_of(state, state.to_act)
    assert with_it.choose(view, legal, random.Random(1)) == without.choose(
        view, legal, random.Random(1)
    )
