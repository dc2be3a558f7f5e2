"""The ratings file: kept per family, a result counted once, a bad file refused and left alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pitch_desktop.storage.ratings import (
    RatingPoint,
    RatingsError,
    add_rating,
    ratings_path,
    read_ratings,
)


def _point(key: str, mu: float = 26.0) -> RatingPoint:
    return RatingPoint(at=1000.0, mu=mu, sigma=7.5, kind="match", key=key)


def test_no_file_is_an_empty_book(tmp_path: Path) -> None:
    book = read_ratings(tmp_path / "ratings.json")
    assert book.families == {}
    assert book.current("setback") is None


def test_ratings_are_kept_per_family_in_order_and_counted_once(tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    add_rating("setback", _point("a", 26.0), path)
    add_rating("setback", _point("b", 27.0), path)
    add_rating("ten-point", _point("a", 22.0), path)
    again = add_rating("setback", _point("a", 30.0), path)  # the same match once more
    book = read_ratings(path)
    assert book == again
    assert [p.mu for p in book.families["setback"]] == [26.0, 27.0]
    assert book.current("ten-point") == _point("a", 22.0)


def test_the_home_file_sits_beside_the_history() -> None:
    from pitch_desktop.storage.history import history_path

    assert ratings_path().parent == history_path().parent


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe not text",
        b"[1, 2]",
        json.dumps({"format": "pitch-ratings/1", "families": {"setback": [{"mu": 1}]}}).encode(),
        json.dumps(
            {
                "format": "pitch-ratings/1",
                "families": {
                    "setback": [{"at": 1, "mu": 25, "sigma": -1, "kind": "match", "key": "k"}]
                },
            }
        ).encode(),
        json.dumps(
            {
                "format": "pitch-ratings/1",
                "families": {
                    "setback": [{"at": 1, "mu": 25, "sigma": 1, "kind": "bet", "key": "k"}]
                },
            }
        ).encode(),
        json.dumps({"format": "pitch-ratings/1", "families": {}, "extra": 1}).encode(),
    ],
)
def test_a_bad_file_is_refused_in_one_line_and_never_written_over(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "ratings.json"
    path.write_bytes(content)
    with pytest.raises(RatingsError) as caught:
        read_ratings(path)
    assert "\n" not in str(caught.value)
    assert "ratings.json" in str(caught.value)
    with pytest.raises(RatingsError):
        add_rating("setback", _point("a"), path)
    assert path.read_bytes() == content  # nothing lost


def test_a_folder_in_its_place_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "ratings.json"
    path.mkdir()
    with pytest.raises(RatingsError):
        read_ratings(path)
