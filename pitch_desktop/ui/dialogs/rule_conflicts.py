"""An invalid mix of rules in the new-match dialog's words, never the fields' names.

The engine says which fields do not go together (``RulesError.fields``); this says why, as a
player would: a bid above the points at stake, a point that needs a joker the deck lacks, a
known pair from ``CONFLICTS``, or else the rows' own labels. The words are the dialog's (its
translation context), like the rows of ``rule_rows``.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from pitch_desktop.controller.rules_text import point_name
from pitch_desktop.engine.points import POINTS_TABLE, Award, worth
from pitch_desktop.engine.rules import RulesError
from pitch_desktop.ui.dialogs.rule_rows import BID_FIELDS, CONFLICTS, RULE_ROWS

_CONTEXT = "NewMatchDialog"


def conflict_words(
    error: RulesError, values: Mapping[str, object], points: tuple[Award, ...]
) -> str:
    """Why the rules ``values`` (the rows' values, with the ``points`` ticked) do not go
    together."""
    fields = frozenset(error.fields)
    words = _bid_conflict(fields, values, points) or _joker_conflict(fields, values, points)
    if words:
        return words
    known = CONFLICTS.get(fields)
    if known is not None:
        return QCoreApplication.translate(_CONTEXT, known)
    labels = {spec.field: spec.label or spec.check or "" for spec in RULE_ROWS}
    names = [QCoreApplication.translate(_CONTEXT, labels[f]) for f in error.fields if labels.get(f)]
    if names:
        return QCoreApplication.translate(
            "NewMatchDialog", "These rules do not go together: {names}."
        ).format(names=", ".join(names))
    return QCoreApplication.translate("NewMatchDialog", "These rules do not go together.")


def _joker_conflict(
    fields: frozenset[str], values: Mapping[str, object], points: tuple[Award, ...]
) -> str:
    """A point ticked that needs more jokers than the deck has, in words; "" if that is
    not the fault."""
    if fields != {"points", "jokers"}:
        return ""
    jokers = int(values["jokers"])  # type: ignore[call-overload]
    for award in points:
        needs = POINTS_TABLE[award].needs_jokers
        if needs > jokers:
            if needs == 1:
                words = QCoreApplication.translate(
                    "NewMatchDialog", "The {name} point needs a joker in the deck."
                )
            else:
                words = QCoreApplication.translate(
                    "NewMatchDialog", "The {name} point needs both jokers in the deck."
                )
            return words.format(name=point_name(award))
    return ""


def _bid_conflict(
    fields: frozenset[str], values: Mapping[str, object], points: tuple[Award, ...]
) -> str:
    """A bid above the points at stake, in words; "" if that is not the fault."""
    if len(fields) != 1:
        return ""
    (name,) = fields
    if name not in BID_FIELDS:
        return ""
    total = sum(worth(a) for a in points)
    if values[name] <= total:  # type: ignore[operator]
        return ""
    if name == "min_bid":
        return QCoreApplication.translate(
            "NewMatchDialog", "The lowest bid is above the %n points at stake.", None, total
        )
    if name == "max_bid":
        return QCoreApplication.translate(
            "NewMatchDialog", "The highest bid is above the %n points at stake.", None, total
        )
    return QCoreApplication.translate(
        "NewMatchDialog", "A stuck dealer's bid is above the %n points at stake.", None, total
    )
