"""The player's rating moved by each counted result: a match won against the computer, a deal
of the day once compared with the levels. A part of ``MainWindow``.

What counts is what the statistics count: the one person at this computer against computer
players only, no hints or undo (practice), not at a table with friends. A deal of the day is
rated by its duplicate comparison alone, never also as a match, and once per date and rules:
played again, its cards are known.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from pitch_desktop.ai.rating import (
    LevelRatingsError,
    Rating,
    default_rating,
    load_level_ratings,
    rate_day,
    rate_match,
    rating_family,
)
from pitch_desktop.controller.events import MatchOver
from pitch_desktop.match_setup import MatchSetup, SeatKind
from pitch_desktop.storage.ratings import RatingPoint, RatingsError, add_rating, read_ratings
from pitch_desktop.ui.window.part import WindowKit, WindowPart

if TYPE_CHECKING:
    from pitch_desktop.controller.comparer import DayComparison
    from pitch_desktop.engine.daily import DailyDeals
    from pitch_desktop.engine.state import HandState


def computer_levels(setup: MatchSetup, rated: set[str]) -> list[str | None] | None:
    """Each seat's level, None for the player's own; None when the match does not count: no
    one person here, or a seat that is a person or a level without a rating."""
    you = setup.you_seat
    if you is None:
        return None
    levels: list[str | None] = []
    for seat, s in enumerate(setup.seats):
        if seat == you:
            levels.append(None)
        elif s.kind is SeatKind.BOT and s.level in rated:
            levels.append(s.level)
        else:
            return None
    return levels


def day_points(comparison: DayComparison) -> tuple[int, int, int]:
    """The player's, the expert's and the standard level's points over the day."""
    deals = comparison.deals_compared

    def level(name: str) -> int:
        return sum(p.points for d in deals for p in d.levels if p.level == name)

    return sum(d.points for d in deals), level("expert"), level("standard")


class Ratings(WindowPart):
    """Hears a match won and a day played and compared, and keeps the rating they give.

    ``path``: the ratings file (None: the home's). ``enabled``: results are kept; off, as the
    hand history is, in a window that keeps nothing (screenshots, most tests). A result that
    cannot be kept (a bad file, a full disk) is told in the status bar's one sentence; the match
    goes on.
    """

    def __init__(self, kit: WindowKit, path: Path | None = None) -> None:
        super().__init__(kit)
        self.path = path
        self.enabled = kit.remember
        self._day: tuple[str, bool] | None = None  # the played day's key and its practice
        kit.controller.match_over.connect(self._on_match_over)

    def _on_match_over(self, ev: MatchOver) -> None:
        controller = self._controller
        setup = controller.setup
        if setup is None or getattr(controller, "day", None) is not None:
            return  # a day is rated by its comparison
        self.match_won(setup, ev, practice=controller.practice or controller.online)

    def day_played(self, deals: DailyDeals, _played: tuple[HandState, ...]) -> None:
        """The day is played: remember whether it was practice before the comparison comes."""
        key = f"day:{deals.day.isoformat()}:{deals.key.hex()[:16]}"
        self._day = (key, self._controller.practice or self._controller.online)

    def day_compared(self, comparison: DayComparison) -> RatingPoint | None:
        """The comparison of the day just played is in: it moves the rating."""
        day, self._day = self._day, None
        setup = self._controller.setup
        if day is None or day[1] or setup is None or setup.you_seat is None:
            return None
        family = rating_family(setup.rules)
        points = day_points(comparison)
        return self._keep(family, day[0], "day", lambda r, lv: rate_day(r, points, lv))

    def match_won(self, setup: MatchSetup, ev: MatchOver, *, practice: bool) -> RatingPoint | None:
        """A match against the computer is won by some side: unless it was practice, it moves
        the rating of its family. Returns the rating kept (None: it did not count)."""
        if practice or not ev.history:
            return None
        from pitch_desktop.storage.history import first_deal_key

        try:
            rated = load_level_ratings()
        except LevelRatingsError as exc:
            self._status.tell(str(exc))
            return None
        levels = computer_levels(setup, set(rated))
        you = setup.you_seat
        if levels is None or you is None:
            return None
        rules = setup.rules
        key = f"match:{first_deal_key(ev.history[0])}"
        return self._keep(
            rating_family(rules),
            key,
            "match",
            lambda r, lv: rate_match(r, you, levels, rules.side_of_seat, ev.scores, ev.winner, lv),
        )

    def _keep(self, family: str, key: str, kind: str, move: _Move) -> RatingPoint | None:
        """The family's rating moved by ``move`` and kept; told in one sentence if it cannot."""
        if not self.enabled:
            return None
        try:
            book = read_ratings(self.path)
            if book.counted(family, key):
                return None
            now = book.current(family)
            start = Rating(now.mu, now.sigma) if now is not None else default_rating()
            after = move(start, load_level_ratings())
            point = RatingPoint(time.time(), after.mu, after.sigma, kind, key)
            add_rating(family, point, self.path)
        except (RatingsError, LevelRatingsError) as exc:
            self._status.tell(str(exc))
            return None
        return point


if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    _Move = Callable[[Rating, Mapping[str, Rating]], Rating]
