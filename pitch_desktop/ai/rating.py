"""The player's rating against the computer levels, by openskill's Plackett-Luce model.

A rating is a skill ``mu`` and an uncertainty ``sigma`` (openskill's Weng-Lin ratings): a player
starts at the library's default (25, 25/3) and each counted result moves it as the library says;
nothing here adds its own arithmetic. The computer levels have ratings of their own, measured in
the arena (``tools/level_ratings.py``) and shipped in ``data/level_ratings.json``; they stand
still, so a player's rating reads against the same yardstick from one match to the next.

A finished match is a game between the sides, ranked by who won and then by the scores; a
partnership's side is the player and its partner level (Plackett-Luce adds team members'
skills). A deal of the day is a game between three players who held the very same cards: the
player, the expert and the standard level in the player's seat, ranked by their points.

Ratings are kept per family of points (``rating_family``): which cards score and how is what a
player masters, while the table's size, its target and its bidding options change less.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pitch_desktop.engine.rules import PRESET_BOOK, PRESETS, Rules

LEVEL_RATINGS_FILE = "level_ratings.json"
LEVEL_RATINGS_FORMAT = "pitch-level-ratings/1"
CUSTOM_FAMILY = "custom"  # rules whose points are no preset's family

# The fields that make a family of points (as the New match dialog's family choice reads them).
_FAMILY_FIELDS = ("points", "off_jack", "off_cards", "jokers", "jokers_rank", "draw")
# The presets that head a family, in the preset book's order.
FAMILY_HEADS: tuple[str, ...] = tuple(k for k, p in PRESET_BOOK.items() if p.family is not None)


class LevelRatingsError(ValueError):
    """The levels' ratings file is missing or not what this version reads."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A skill and its uncertainty (one standard deviation), on openskill's scale."""

    mu: float
    sigma: float


def default_rating() -> Rating:
    """Where a player starts: the model's own default."""
    made = _model().rating()
    return Rating(float(made.mu), float(made.sigma))


def rating_family(rules: Rules) -> str:
    """The preset heading the family of points these rules play, or ``CUSTOM_FAMILY``."""
    for name in FAMILY_HEADS:
        head = PRESETS[name]
        if all(getattr(rules, f) == getattr(head, f) for f in _FAMILY_FIELDS):
            return name
    return CUSTOM_FAMILY


@cache
def _model() -> Any:
    """openskill's Plackett-Luce model, made once (importing openskill is put off until a
    rating is first needed, so the window starts without it)."""
    from openskill.models import PlackettLuce

    return PlackettLuce()


def _ranks(scores: Sequence[float], winner: int | None = None) -> list[int]:
    """Each side's rank (0 is first): the winner first, then by score, equal scores equal."""
    order = sorted({s for i, s in enumerate(scores) if i != winner}, reverse=True)
    first = 1 if winner is not None else 0
    return [0 if i == winner else first + order.index(s) for i, s in enumerate(scores)]


def rate(teams: Sequence[Sequence[Rating]], ranks: Sequence[int], seat: tuple[int, int]) -> Rating:
    """The rating of the one at ``seat`` (team, member) after a game of ``teams`` ranked so;
    everyone else's new rating is the library's business and is not kept."""
    model = _model()
    made = [[model.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in teams]
    after = model.rate(made, ranks=list(ranks))
    found = after[seat[0]][seat[1]]
    return Rating(float(found.mu), float(found.sigma))


def rate_match(
    player: Rating,
    seat: int,
    levels: Sequence[str | None],
    side_of_seat: Sequence[int],
    scores: Sequence[int],
    winner: int | None,
    level_ratings: Mapping[str, Rating],
) -> Rating:
    """The player's rating after a finished match: ``levels`` per seat (None: the player),
    ``scores`` per side, ``winner`` the side that won it."""
    teams: list[list[Rating]] = [[] for _ in scores]
    where = (0, 0)
    for s, level in enumerate(levels):
        side = side_of_seat[s]
        if s == seat:
            where = (side, len(teams[side]))
            teams[side].append(player)
        else:
            teams[side].append(level_ratings[level or ""])
    return rate(teams, _ranks(scores, winner), where)


def rate_day(
    player: Rating,
    points: tuple[int, int, int],
    level_ratings: Mapping[str, Rating],
) -> Rating:
    """The player's rating after a deal of the day: ``points`` the player's, the expert's and
    the standard level's in the player's seat with the same cards."""
    teams = [[player], [level_ratings["expert"]], [level_ratings["standard"]]]
    return rate(teams, _ranks(points), (0, 0))


def suggested_level(rating: Rating, level_ratings: Mapping[str, Rating]) -> str:
    """The level whose skill is nearest the player's: the even game to choose next."""
    return min(level_ratings, key=lambda k: (abs(level_ratings[k].mu - rating.mu), k))


# --- the shipped levels' ratings ----------------------------------------------------------------
def level_ratings_path() -> Path:
    """Beside this module in a checkout or a wheel, under the bundle's copy in a PyInstaller
    build."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        frozen = Path(bundle) / "pitch_desktop" / "ai" / "data" / LEVEL_RATINGS_FILE
        if frozen.exists():
            return frozen
    return Path(__file__).resolve().parent / "data" / LEVEL_RATINGS_FILE


def load_level_ratings(path: Path | None = None) -> dict[str, Rating]:
    """The levels' ratings, the file checked field by field."""
    path = level_ratings_path() if path is None else path
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise LevelRatingsError(f"level ratings {path.name}: not readable ({e})") from None
    if not isinstance(raw, dict) or raw.get("format") != LEVEL_RATINGS_FORMAT:
        raise LevelRatingsError(f"level ratings {path.name}: not {LEVEL_RATINGS_FORMAT}")
    levels = raw.get("levels")
    if not isinstance(levels, dict) or not {"expert", "standard"} <= levels.keys():
        raise LevelRatingsError(f"level ratings {path.name}: the levels are missing")
    return {str(k): _rating_of(v, f"level ratings {path.name}, {k}") for k, v in levels.items()}


def _rating_of(obj: object, where: str) -> Rating:
    """A ``{"mu": .., "sigma": ..}`` object, both finite, the uncertainty above zero."""
    if not isinstance(obj, dict) or set(obj) != {"mu", "sigma"}:
        raise LevelRatingsError(f"{where}: a rating is {{mu, sigma}}")
    mu, sigma = obj["mu"], obj["sigma"]
    numbers = all(isinstance(v, int | float) and not isinstance(v, bool) for v in (mu, sigma))
    if not numbers or not math.isfinite(mu) or not math.isfinite(sigma) or sigma <= 0:
        raise LevelRatingsError(f"{where}: mu and sigma must be numbers, sigma above 0")
    return Rating(float(mu), float(sigma))
