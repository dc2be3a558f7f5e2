"""The player's rating over time, per family of points, kept in ``ratings.json`` beside the hand
history.

The file holds, for each family, every rating the player had after a counted result, oldest
first: when, the skill ``mu`` and its uncertainty ``sigma`` (openskill's scale), whether a match
or a deal of the day moved it, and the result's key, so that the same match or day never counts
twice. The arithmetic is the bots' (``ai.rating``): storage only keeps the figures.

The file is checked field by field when read. A file that is not one of these is refused in one
sentence (``RatingsError``) and left exactly as it is: nothing is written over it, so whatever it
held can still be put right by hand.

    {"format": "pitch-ratings/1",
     "families": {"setback": [{"at": 1764950000.0, "mu": 26.1, "sigma": 7.9,
                               "kind": "match", "key": "..."}]}}
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths

from pitch_desktop.storage.files import NotAFileError, read_regular_file, write_json_file

RATINGS_NAME = "ratings.json"
RATINGS_FORMAT = "pitch-ratings/1"
MAX_RATINGS_BYTES = 8 * 1024 * 1024  # some hundred thousand results
KINDS = ("match", "day")  # what moved the rating
_POINT_FIELDS = frozenset({"at", "mu", "sigma", "kind", "key"})


class RatingsError(Exception):
    """The ratings file cannot be read or written; the message says why in one sentence."""


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The player's rating after one counted result."""

    at: float  # seconds since the epoch
    mu: float
    sigma: float
    kind: str  # one of ``KINDS``
    key: str  # the match's or the day's own key


@dataclass(frozen=True, slots=True)
class RatingBook:
    """Every family's ratings over time, oldest first."""

    families: dict[str, tuple[RatingPoint, ...]] = field(default_factory=dict)

    def current(self, family: str) -> RatingPoint | None:
        """The family's latest rating (None: nothing counted yet)."""
        points = self.families.get(family, ())
        return points[-1] if points else None

    def counted(self, family: str, key: str) -> bool:
        return any(p.key == key for p in self.families.get(family, ()))


def ratings_path() -> Path:
    """Where the ratings are kept: the application's data folder, beside the hand history."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(folder) / RATINGS_NAME


def _refused(path: Path, why: str) -> RatingsError:
    return RatingsError(
        QCoreApplication.translate(
            "Ratings", "The ratings file {file} is not one this game reads ({why})."
        ).format(file=path.name, why=why)
    )


def read_ratings(path: Path | None = None) -> RatingBook:
    """The ratings kept at ``path`` (the home's unless given); no file yet is an empty book."""
    path = ratings_path() if path is None else path
    try:
        data = read_regular_file(path, MAX_RATINGS_BYTES + 1)
    except FileNotFoundError:
        return RatingBook()
    except (OSError, NotAFileError) as exc:
        raise RatingsError(
            QCoreApplication.translate(
                "Ratings", "The ratings file {file} could not be read ({why})."
            ).format(file=path.name, why=str(exc) or type(exc).__name__)
        ) from None
    if len(data) > MAX_RATINGS_BYTES:
        raise _refused(path, "too large")
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise _refused(path, f"not JSON: {exc}") from None
    try:
        return _book(raw)
    except ValueError as exc:
        raise _refused(path, str(exc)) from None


def _book(raw: object) -> RatingBook:
    """The book of a file's JSON, each part checked (``ValueError`` says which is wrong)."""
    if not isinstance(raw, dict) or raw.get("format") != RATINGS_FORMAT:
        raise ValueError(f"not {RATINGS_FORMAT}")
    if set(raw) != {"format", "families"} or not isinstance(raw["families"], dict):
        raise ValueError("it holds format and families, nothing else")
    families: dict[str, tuple[RatingPoint, ...]] = {}
    for name, points in raw["families"].items():
        if not isinstance(points, list):
            raise ValueError(f"{name}: a list of ratings")
        families[name] = tuple(_point(p, f"{name}, rating {i + 1}") for i, p in enumerate(points))
    return RatingBook(families)


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _point(obj: object, where: str) -> RatingPoint:
    if not isinstance(obj, dict) or set(obj) != _POINT_FIELDS:
        raise ValueError(f"{where}: a rating has {', '.join(sorted(_POINT_FIELDS))}")
    if not all(_number(obj[f]) for f in ("at", "mu", "sigma")) or obj["sigma"] <= 0:
        raise ValueError(f"{where}: at, mu and sigma are numbers, sigma above 0")
    kind, key = obj["kind"], obj["key"]
    if kind not in KINDS or not isinstance(key, str) or not key:
        raise ValueError(f"{where}: kind is match or day, and key a name")
    return RatingPoint(float(obj["at"]), float(obj["mu"]), float(obj["sigma"]), kind, key)


def _json(book: RatingBook) -> dict[str, object]:
    return {
        "format": RATINGS_FORMAT,
        "families": {
            name: [
                {"at": p.at, "mu": p.mu, "sigma": p.sigma, "kind": p.kind, "key": p.key}
                for p in points
            ]
            for name, points in book.families.items()
        },
    }


def add_rating(family: str, point: RatingPoint, path: Path | None = None) -> RatingBook:
    """Keep ``point`` as the family's latest rating, unless its key was counted already; a bad
    file is refused (``RatingsError``) and not written over. Returns the book as now kept."""
    path = ratings_path() if path is None else path
    book = read_ratings(path)
    if book.counted(family, point.key):
        return book
    families = dict(book.families)
    families[family] = (*families.get(family, ()), point)
    book = RatingBook(families)
    try:
        write_json_file(path, _json(book), ".ratings-")
    except OSError as exc:
        raise RatingsError(
            QCoreApplication.translate(
                "Ratings", "The ratings file {file} could not be written ({why})."
            ).format(file=path.name, why=exc.strerror or str(exc))
        ) from None
    return book
