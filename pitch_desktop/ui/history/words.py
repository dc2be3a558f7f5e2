"""The history's words, shared with the statistics window: presets, tables and times in the
player's words, and a hand's scoring breakdown.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QDateTime

from pitch_desktop.engine.rules import PRESET_BOOK
from pitch_desktop.engine.state import HandState
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.storage.history import CUSTOM_PRESET
from pitch_desktop.storage.stats import DayStats
from pitch_desktop.ui.common.language import date_time_words, time_words
from pitch_desktop.ui.common.sides import shown_name, side_names, signed
from pitch_desktop.ui.dialogs.summary import card_html, hand_summary_words

# --- words shared with the statistics window -------------------------------------------------


def preset_words(preset: str) -> str:
    """A stored preset name in the player's words (every preset by its title)."""
    words = {
        "setback": QCoreApplication.translate("HandHistory", "Setback"),
        "auction-pitch": QCoreApplication.translate("HandHistory", "Auction Pitch"),
        "classic": QCoreApplication.translate("HandHistory", "Classic Pitch"),
        CUSTOM_PRESET: QCoreApplication.translate("HandHistory", "House rules"),
    }.get(preset)
    if words is not None:
        return words
    book = PRESET_BOOK.get(preset)
    return QCoreApplication.translate("RulesText", book.title) if book is not None else preset


def layout_words(players: int, teams: int) -> str:
    """The seats at a table: "4 players in 2 teams", "3 players, each for themselves"."""
    if teams:
        return QCoreApplication.translate(
            "HandHistory", "{players} players in {teams} teams"
        ).format(players=players, teams=teams)
    return QCoreApplication.translate(
        "HandHistory", "{players} players, each for themselves"
    ).format(players=players)


def day_statistics_words(days: Iterable[DayStats]) -> str:
    """The deals of the day, counted apart from the matches: one line per preset and table."""
    lines = []
    for stats in days:
        table = f"{preset_words(stats.kind.preset)} · "
        table += layout_words(stats.kind.players, stats.kind.teams)
        line = QCoreApplication.translate(
            "StatisticsDialog",
            "Deals of the day, {table}: days played {days}, deals {deals}, your side's points "
            "{points}",
        ).format(table=table, days=stats.days, deals=stats.deals, points=stats.points)
        if stats.compared:
            line += QCoreApplication.translate(
                "StatisticsDialog",
                "; over {compared} compared: {expert} against the expert, {standard} against "
                "standard",
            ).format(
                compared=stats.compared,
                expert=signed(stats.against.get("expert", 0)),
                standard=signed(stats.against.get("standard", 0)),
            )
        lines.append(line + ".")
    return "\n".join(lines)


def when_words(seconds: float, *, time_only: bool = False) -> str:
    """A stored time in the player's locale."""
    moment = QDateTime.fromMSecsSinceEpoch(round(seconds * 1000)).toLocalTime()
    if time_only:
        return time_words(moment)
    return date_time_words(moment)


def seat_names(setup: MatchSetup, human_seat: int | None) -> list[str]:
    return [
        QCoreApplication.translate("HandHistory", "You")
        if seat == human_seat
        else shown_name(seat, s.name)
        for seat, s in enumerate(setup.seats)
    ]


# --- the breakdown --------------------------------------------------------------------------


def breakdown_html(state: HandState, setup: MatchSetup, *, four_colour: bool = False) -> str:
    """The hand's result: the words of the hand summary (``hand_summary_words``: the bid made or
    set back, who won each point and why), then what each side scored and its total."""
    if not state.is_over:
        return QCoreApplication.translate(
            "HandHistory", "The record stops before the end of the hand."
        )
    sides = side_names(setup)
    words = hand_summary_words(setup, state.score, lambda c: card_html(c, four_colour))
    verdict = words.verdict
    if words.set_back:
        verdict = f'<span style="color:#c62828">{verdict}</span>'
    lines = [f"<b>{words.headline} {verdict}</b>"]
    if words.points:
        rows = "".join(
            f"<tr><td><b>{p.point}</b></td><td>{p.why}</td><td>→ {p.side}</td></tr>"
            for p in words.points
        )
        lines.append(f'<table cellspacing="0" cellpadding="2">{rows}</table>')
    score = state.score
    hand = score.hand_score if score is not None else (0,) * len(sides)
    lines.append(
        " · ".join(
            QCoreApplication.translate("HandHistory", "{side} {hand} (total {total})").format(
                side=sides[s], hand=signed(hand[s]), total=state.scores_after[s]
            )
            for s in range(len(sides))
        )
    )
    if state.winner is not None:
        won = QCoreApplication.translate("HandHistory", "{side} won the match.")
        lines.append(f"<b>{won.format(side=sides[state.winner])}</b>")
    return "<br>".join(lines)
