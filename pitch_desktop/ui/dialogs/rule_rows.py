"""The New match dialog's tables: one row per rule setting, the conflicts in the dialog's words,
and the point families it offers.

``RULE_ROWS``: each row names a ``Rules`` field, its label, a short grey line that says what it
does, its widget and when it applies; the dialog builds, fills, reads and greys its widgets from
them. ``CONFLICTS`` words an invalid mix by the fields ``RulesError`` names. ``FAMILIES`` are the
presets whose points, off-jack and jokers the family choice sets. Words are English marked for
translation in the dialog's context (``NewMatchDialog``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from pitch_desktop.engine.points import MOST_POINTS
from pitch_desktop.engine.rules import (
    PRESET_BOOK,
    PRESETS,
    AllPass,
    DealerSteal,
    JokersRank,
    LowGoesTo,
    Rules,
    TrumpRule,
    WinRule,
)
from pitch_desktop.translation_marks import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class RuleRow:
    """One rule setting in the dialog.

    A row is a spin box (``spin`` gives its range), a check box (``check``: its text), or a
    list (``choices``: label and value). ``applies`` says from the other values whether the
    setting matters now; a setting that does not is greyed out. ``family`` rows sit in the
    point family's box, the others in the rules box. Words are English marked for translation
    in the dialog's context.
    """

    field: str
    label: str
    note: str
    spin: tuple[int, int] | None = None
    check: str | None = None
    choices: tuple[tuple[str, StrEnum | int], ...] = ()
    applies: Callable[[Mapping[str, object]], bool] | None = None
    family: bool = False


# The bids' rows: their spin boxes reach up to the total of the points ticked.
BID_FIELDS = ("min_bid", "max_bid", "stuck_bid")


RULE_ROWS: tuple[RuleRow, ...] = (
    RuleRow(
        "off_jack",
        "",
        QT_TRANSLATE_NOOP(
            "NewMatchDialog", "the jack of trump's colour is a trump, below the jack"
        ),
        check=QT_TRANSLATE_NOOP("NewMatchDialog", "Off-jack"),
        family=True,
    ),
    RuleRow(
        "jokers",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Jokers"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "trumps below the jacks, above the ten"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "None"), 0),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "One: the big joker"), 1),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Two: big and little"), 2),
        ),
        family=True,
    ),
    RuleRow(
        "jokers_rank",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Higher joker"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "of two jokers in one trick"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "The big joker"), JokersRank.MARKED),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "The first played"), JokersRank.FIRST_PLAYED),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "The second played"), JokersRank.SECOND_PLAYED),
        ),
        applies=lambda v: int(v["jokers"]) == 2,  # type: ignore[call-overload]
        family=True,
    ),
    RuleRow(
        "min_bid",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Lowest bid"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "the least anyone may bid"),
        spin=(1, MOST_POINTS),
    ),
    RuleRow(
        "max_bid",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Highest bid"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "at most every point at stake"),
        spin=(1, MOST_POINTS),
    ),
    RuleRow(
        "smudge",
        "",
        QT_TRANSLATE_NOOP("NewMatchDialog", "shoot the moon: every point and all six tricks"),
        check=QT_TRANSLATE_NOOP("NewMatchDialog", "Smudge"),
    ),
    RuleRow(
        "smudge_value",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Smudge value"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "points won or set back"),
        spin=(1, 99),
        applies=lambda v: bool(v["smudge"]),
    ),
    RuleRow(
        "smudge_wins",
        "",
        QT_TRANSLATE_NOOP("NewMatchDialog", "instead of scoring its value"),
        check=QT_TRANSLATE_NOOP("NewMatchDialog", "A made smudge wins the match"),
        applies=lambda v: bool(v["smudge"]),
    ),
    RuleRow(
        "dealer_steal",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Dealer may take"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "the dealer speaks last and may match the high bid"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Always"), DealerSteal.ALWAYS),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Not the top bid"), DealerSteal.BELOW_MAX),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Never"), DealerSteal.NEVER),
        ),
    ),
    RuleRow(
        "all_pass",
        QT_TRANSLATE_NOOP("NewMatchDialog", "If all pass"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "the dealer must bid, or the hand is thrown in"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Stick the dealer"), AllPass.STICK_DEALER),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Redeal"), AllPass.REDEAL),
        ),
    ),
    RuleRow(
        "stuck_bid",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Stuck dealer bids"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "at least this much"),
        spin=(1, MOST_POINTS),
        applies=lambda v: v["all_pass"] == AllPass.STICK_DEALER,
    ),
    RuleRow(
        "trump_rule",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Trumping"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "may you trump while holding the suit led?"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Trump any time"), TrumpRule.ANYTIME),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Follow suit"), TrumpRule.FOLLOW_SUIT),
        ),
    ),
    RuleRow(
        "low_goes_to",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Low goes to"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "the lowest trump: its trick's winner or its holder"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Who takes it"), LowGoesTo.TAKER),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Who held it"), LowGoesTo.HOLDER),
        ),
    ),
    RuleRow(
        "win_rule",
        QT_TRANSLATE_NOOP("NewMatchDialog", "Winning"),
        QT_TRANSLATE_NOOP("NewMatchDialog", "who wins when the target is reached"),
        choices=(
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Bidder goes out"), WinRule.BIDDER_OUT),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Count in order"), WinRule.COUNT_ORDER),
            (QT_TRANSLATE_NOOP("NewMatchDialog", "Highest score"), WinRule.HIGHEST),
        ),
    ),
)

# What an invalid mix of settings is called in the dialog, by the fields at fault.
CONFLICTS: dict[frozenset[str], str] = {
    frozenset({"min_bid", "max_bid"}): QT_TRANSLATE_NOOP(
        "NewMatchDialog", "The lowest bid is above the highest."
    ),
    frozenset({"stuck_bid", "max_bid"}): QT_TRANSLATE_NOOP(
        "NewMatchDialog", "A stuck dealer's bid is above the highest bid."
    ),
    frozenset({"teams", "players"}): QT_TRANSLATE_NOOP(
        "NewMatchDialog", "These partnerships do not fit this many players."
    ),
    frozenset({"points", "off_jack"}): QT_TRANSLATE_NOOP(
        "NewMatchDialog", "The Off-jack point needs the off-jack as a trump: tick Off-jack."
    ),
    frozenset({"points", "off_cards"}): QT_TRANSLATE_NOOP(
        "NewMatchDialog",
        "An off-card's point needs that off-card as a trump: choose a family that plays it.",
    ),
    frozenset({"points"}): QT_TRANSLATE_NOOP("NewMatchDialog", "Tick at least one point to score."),
}

# The families of points the dialog offers, each as the preset heading it plays it (the awards,
# the off-jack and the jokers), and how the choice is called (``Preset.family``). Other mixes
# are "Custom".
FAMILIES: tuple[tuple[str, str], ...] = tuple(
    (key, preset.family) for key, preset in PRESET_BOOK.items() if preset.family is not None
)
# The fields a family sets (the draw and with it the deal are not rows of the dialog).
FAMILY_FIELDS = ("points", "off_jack", "off_cards", "jokers", "jokers_rank", "draw")


def family_of(rules: Rules | Mapping[str, object]) -> str:
    """The preset whose family these rules (or the dialog's values) play, or ""."""
    for name, _ in FAMILIES:
        preset = PRESETS[name]
        if all(_value(rules, f) == getattr(preset, f) for f in FAMILY_FIELDS):
            return name
    return ""


def _value(rules: Rules | Mapping[str, object], name: str) -> object:
    return rules[name] if isinstance(rules, Mapping) else getattr(rules, name)
