"""The learned bid model: the shipped file loads and is checked, its predictions are
deterministic and sane on hand-made hands, its training is reproducible, and a damaged file
is refused with a clear message while the expert plays on without it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pitch_desktop.ai import bid_model
from pitch_desktop.ai.bid_model import (
    BidModelError,
    BidTable,
    load_bid_model,
    model_for,
    model_key,
)
from pitch_desktop.ai.expert import ExpertBot
from pitch_desktop.engine.auction import PASS_LEVEL
from pitch_desktop.engine.cards import mask_of, parse_card
from pitch_desktop.engine.rules import PRESETS, SMUDGE_LEVEL
from pitch_desktop.engine.state import Phase, apply, bid_level, deal, legal_actions
from pitch_desktop.engine.view import view_of
from tests.ai.learned_files import assert_read_faults_refused, damaged
from tools import train_bid_model

FOUR_POINT_CASES = ("setback", "auction-pitch")
DRAW_BACK_CASES = ("ten-point", "seven-point")


def _hand(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def _table(preset: str) -> BidTable:
    table = model_for(PRESETS[preset])
    assert table is not None, f"no model for {preset}"
    return table


def _first_speaker(table: BidTable, hand: str) -> dict[int, float]:
    """The chance of each bid of the first speaker (left of the dealer) at 0-0."""
    ctx = table.context(0, 1, (), (0,) * table.rules.sides)
    probs = table.probabilities(table.hand_scores(_hand(hand)), ctx)
    return {table.levels[i]: p for i, p in zip(ctx.legal, probs, strict=True)}


def test_the_shipped_model_loads_with_the_presets_it_names() -> None:
    model = load_bid_model()
    for key in (
        "setback:4",
        "auction-pitch:4",
        "five-point:4",
        "six-point:4",
        "ten-point:4",
        "seven-point:4",
    ):
        assert key in model.tables
    assert model_key(PRESETS["setback"]) == "setback:4"
    # Nine-point's bids were learned on six cards; it deals nine now, so none is shipped.
    assert "nine-point:4" not in model.tables and model_key(PRESETS["nine-point"]) is None
    assert model_key(PRESETS["ten-point"]) == "ten-point:4"
    assert model_key(PRESETS["ten-point"].seated(2)) == "ten-point:2"  # none is shipped
    assert model_for(PRESETS["ten-point"].seated(2)) is None
    assert model_key(PRESETS["setback"].with_changes(target=11)) == "setback:4"
    assert model_key(PRESETS["setback"].with_changes(min_bid=1)) is None


def test_predictions_are_deterministic_and_sum_to_one() -> None:
    again = load_bid_model().table(PRESETS["setback"])
    assert again is not None
    table = _table("setback")
    rng = random.Random(3)
    for _ in range(50):
        hand = deal(PRESETS["setback"], 0, rng).hands[2]
        ctx = table.context(0, 2, (2,), (5, 17))
        p = table.probabilities(table.hand_scores(hand), ctx)
        assert p == again.probabilities(again.hand_scores(hand), again.context(0, 2, (2,), (5, 17)))
        assert sum(p) == pytest.approx(1.0)
        assert table.pick(table.hand_scores(hand), ctx, 0.5) in table.levels


@pytest.mark.parametrize("preset", FOUR_POINT_CASES)
def test_a_strong_trump_suit_bids_high(preset: str) -> None:
    p = _first_speaker(_table(preset), "AS KS QS JS 2S 4H")
    high = sum(v for lv, v in p.items() if lv >= 3)
    assert high > 0.8, p
    assert p[PASS_LEVEL] < 0.05, p


@pytest.mark.parametrize("preset", FOUR_POINT_CASES)
def test_a_hand_with_no_ace_jack_or_ten_passes(preset: str) -> None:
    # The expert of the training bids 1 on such a hand now and then in auction-pitch (Low goes
    # to the taker), so a pass is the likeliest bid there, not a sure one.
    p = _first_speaker(_table(preset), "9S 8H 7D 6C 5S 4H")
    assert p[PASS_LEVEL] > 0.55 and p[PASS_LEVEL] == max(p.values()), p
    assert sum(v for lv, v in p.items() if lv >= 3) < 0.02, p


@pytest.mark.parametrize("preset", DRAW_BACK_CASES)
def test_a_long_trump_suit_with_its_top_and_bottom_bids_high_with_the_draw_back(
    preset: str,
) -> None:
    table = _table(preset)
    p = _first_speaker(table, "AS KS QS JS TS 3S 2S 4H 5D")
    middle = (table.rules.min_bid + table.rules.max_bid) / 2
    assert sum(v for lv, v in p.items() if lv >= middle) > 0.7, p
    assert p[PASS_LEVEL] < 0.05, p


@pytest.mark.parametrize("preset", DRAW_BACK_CASES)
def test_a_hand_with_no_high_card_bids_little_with_the_draw_back(preset: str) -> None:
    # The draw fills any suit with trumps, so such a hand is still worth a few points: the
    # expert of the training bids one over the least on it now and then, never much more.
    rules = PRESETS[preset]
    p = _first_speaker(_table(preset), "9S 8H 7D 6C 5S 4H 7C 8D 6H")
    assert p[PASS_LEVEL] == max(p.values()), p
    assert sum(v for lv, v in p.items() if lv >= rules.min_bid + 2) < 0.15, p


@pytest.mark.parametrize("preset", DRAW_BACK_CASES)
def test_a_bid_seen_weighs_the_worlds_where_its_bidder_is_strong(preset: str) -> None:
    """The expert's reading of the draw-back's bids: after the first speaker bids the middle
    level, a world that deals it a long suit with its top and bottom counts far more than one
    that deals it no high card."""
    from pitch_desktop.ai.expert import _BidReads

    rules = PRESETS[preset]
    middle = (rules.min_bid + rules.max_bid) // 2
    state = deal(rules, 0, random.Random(4))
    state = apply(state, next(a for a in legal_actions(state) if bid_level(a) == middle))
    view = view_of(state, state.to_act)
    assert view.seat == 2
    reads = _BidReads(view, _table(preset))
    strong = _hand("AS KS QS JS TS 3S 2S 4H 5D")
    weak = _hand("9S 8H 7D 6C 5S 4H 7C 8D 6H")
    hands = list(state.hands)
    assert reads.weight([*hands[:1], strong, *hands[2:]]) > 10 * reads.weight(
        [*hands[:1], weak, *hands[2:]]
    )


def test_the_expert_weighs_its_draw_back_worlds_by_the_bids_it_saw() -> None:
    """With the model, the worlds of a draw-back bid count as much as the bids seen fit them
    (less than one each); without it, one each."""
    rules = PRESETS["ten-point"]
    state = deal(rules, 0, random.Random(4))
    state = apply(state, next(a for a in legal_actions(state) if bid_level(a) == 7))
    view = view_of(state, state.to_act)
    legal = legal_actions(state)
    sims = {
        on: ExpertBot(time_budget=30.0, max_samples=10, bid_model=on)._simulate_bids(
            view, legal, random.Random(1), float("inf")
        )
        for on in (False, True)
    }
    assert sims[False].samples == sims[True].samples == 10
    assert sims[False].weights == 10.0
    assert 0.0 < sims[True].weights < 10.0


def test_a_dealer_stuck_with_nothing_bids_the_least_it_may() -> None:
    table = _table("setback")
    ctx = table.context(0, 0, (0, 0, 0), (0, 0))
    probs = table.probabilities(table.hand_scores(_hand("9S 8H 7D 6C 5S 4H")), ctx)
    levels = [table.levels[i] for i in ctx.legal]
    assert PASS_LEVEL not in levels and SMUDGE_LEVEL in levels
    assert levels[probs.index(max(probs))] == 2


def _train(tmp_path: Path, name: str) -> bytes:
    out = tmp_path / name
    args = ["--deals", "12", "--cases", "setback:4,ten-point:4", "--work", "3", "--quiet"]
    assert train_bid_model.main([*args, "--out", str(out)]) == 0
    return out.read_bytes()


def test_training_twice_on_the_same_seed_writes_the_same_file(tmp_path: Path) -> None:
    first = _train(tmp_path, "a.json")
    assert first == _train(tmp_path, "b.json")
    model = load_bid_model(tmp_path / "a.json")
    assert list(model.tables) == ["setback:4", "ten-point:4"]


def _damaged(tmp_path: Path, text: str) -> Path:
    return damaged(tmp_path, "bid_model.json", text)


def test_a_missing_or_damaged_file_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    good = bid_model.model_path().read_text(encoding="utf-8")
    assert_read_faults_refused(load_bid_model, BidModelError, good, tmp_path, "bid_model.json")
    raw = json.loads(good)
    raw["models"]["setback:4"]["weights"][1] = raw["models"]["setback:4"]["weights"][1][:-1]
    with pytest.raises(BidModelError, match=r"'setback:4': weights must be 5 rows of \d+ numbers"):
        load_bid_model(_damaged(tmp_path, json.dumps(raw)))
    raw = json.loads(good)
    raw["hand_features"] = ["bias"]
    with pytest.raises(BidModelError, match="features are not the ones"):
        load_bid_model(_damaged(tmp_path, json.dumps(raw)))
    raw = json.loads(good)
    raw["models"]["setback:4"]["weights"][0][0] = float("nan")
    with pytest.raises(BidModelError, match="weights must be"):
        load_bid_model(_damaged(tmp_path, json.dumps(raw)))


def test_the_expert_plays_on_without_a_readable_model(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bid_model, "model_path", lambda: _damaged(tmp_path, "{"))
    monkeypatch.setattr(bid_model, "_SHIPPED", [])
    assert model_for(PRESETS["setback"]) is None
    state = deal(PRESETS["setback"], 0, random.Random(2))
    legal = legal_actions(state)
    bot = ExpertBot(time_budget=30.0, max_samples=8, bid_model=True)
    action = bot.choose(view_of(state, state.to_act), legal, random.Random(1))
    old = ExpertBot(time_budget=30.0, max_samples=8, bid_model=False)
    assert action == old.choose(view_of(state, state.to_act), legal, random.Random(1))
    assert bid_level(action) >= PASS_LEVEL


@pytest.mark.parametrize("preset", [*FOUR_POINT_CASES, "ten-point"])
def test_the_expert_reading_bids_is_reproducible(preset: str) -> None:
    """The same view and seed give the same action at every step of a hand, the auction
    imagined and the deals weighed by the model."""
    state = deal(PRESETS[preset], 1, random.Random(9))
    while state.phase is not Phase.DONE:
        view = view_of(state, state.to_act)
        legal = legal_actions(state)
        seed = len(state.plays) + len(state.bids)
        a = ExpertBot(time_budget=30.0, max_samples=12, bid_model=True).choose(
            view, legal, random.Random(seed)
        )
        b = ExpertBot(time_budget=30.0, max_samples=12, bid_model=True).choose(
            view, legal, random.Random(seed)
        )
        assert a == b and a in legal
        state = apply(state, a)
