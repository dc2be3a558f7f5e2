"""The words of the hand beside the trick: the bids panel, the tally so far, the trump sign, and
what a seat says when it bids. A part of ``TableScene``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor

from pitch_desktop.controller.hand_so_far import BidEntry, RunningTally, running_tally
from pitch_desktop.controller.rules_text import off_cards_words
from pitch_desktop.controller.words import bid_name
from pitch_desktop.engine.cards import card_text, suit_of
from pitch_desktop.engine.points import Award
from pitch_desktop.engine.rules import SMUDGE_LEVEL
from pitch_desktop.engine.state import Phase
from pitch_desktop.ui.common.card_shapes import SUIT_SYMBOLS
from pitch_desktop.ui.common.sides import point_letter, side_names
from pitch_desktop.ui.table.corner_panel import CornerPanel, Light, PanelLine
from pitch_desktop.ui.table.look import SIDE_COLOURS, WINNING_COLOUR
from pitch_desktop.ui.table.marks import TrumpSign
from pitch_desktop.ui.table.table_facts import TableFacts


class HandPanels:
    """The bids and the tally in their corners, and the trump sign (``TableScene``)."""

    def __init__(self, table: TableFacts) -> None:
        self._table = table
        self._bids: list[BidEntry] = []
        self.trump = TrumpSign()
        self.trump.setVisible(False)
        table.addItem(self.trump)
        self.history = CornerPanel(two_rows_allowed=True)
        table.addItem(self.history)
        self.tally = CornerPanel(two_rows_allowed=True)
        self.tally.setCursor(Qt.CursorShape.PointingHandCursor)
        table.addItem(self.tally)

    def reset(self) -> None:
        """A new match: no trump, no bids, no tally yet."""
        self.trump.set_trump(None, "", "")
        self._bids = []
        self.history.set_lines("", [])
        self.tally.set_lines("", [])

    def set_bids(self, bids: list[BidEntry]) -> None:
        self._bids = bids

    def add_bid(self, entry: BidEntry) -> None:
        self._bids.append(entry)

    def lay_out(self, trump_note: bool) -> None:
        """The sign and the panels where the table's layout wants them."""
        lay = self._table.layout
        self.trump.set_size(lay.trump_rect.width(), lay.trump_rect.height())
        self.trump.set_note_room(trump_note)
        self.trump.setPos(lay.trump_rect.topLeft())
        for panel, room in ((self.history, lay.history_rect), (self.tally, lay.tally_rect)):
            panel.set_room(room.width(), room.height(), lay.line_px)
            panel.setPos(room.left(), room.bottom())

    def set_four_colour(self, on: bool) -> None:
        self.trump.four_colour = on
        self.trump.update()

    def rects(self) -> list[QRectF]:
        """Where the sign and the panels lie, in the scene."""
        return [i.sceneBoundingRect() for i in (self.trump, self.history, self.tally)]

    def bid_words(self, level: int, *, taken: bool = False) -> str:
        """A bid as a seat says it: "Pass", "2", "Smudge", "Take 2"."""
        if level == 0:
            return QCoreApplication.translate("TableScene", "Pass")
        if level == SMUDGE_LEVEL:
            return QCoreApplication.translate("TableScene", "Smudge")
        if taken:
            return QCoreApplication.translate("TableScene", "Take {bid}").format(bid=level)
        return str(level)

    @property
    def bid_history(self) -> tuple[BidEntry, ...]:
        """The bids of the hand in the order spoken."""
        return tuple(self._bids)

    def bid_history_lines(self) -> list[tuple[str, str]]:
        """The bids as the panel shows them: (who, what they said), in order."""
        return [(self._who(b.seat), self._entry_words(b)) for b in self._bids]

    def _who(self, seat: int) -> str:
        return (
            QCoreApplication.translate("TableScene", "You")
            if seat == self._table.you
            else self._table.seat_name(seat)
        )

    def _entry_words(self, entry: BidEntry) -> str:
        """What a seat did in the auction, for the bids panel: "pass", "2", "takes it at 2"."""
        bid = bid_name(entry.level)
        you = entry.seat == self._table.you
        if entry.matched:
            yours, theirs = (
                QCoreApplication.translate("TableScene", "take it at {bid}"),
                QCoreApplication.translate("TableScene", "takes it at {bid}"),
            )
        elif entry.stuck:
            yours, theirs = (
                QCoreApplication.translate("TableScene", "stuck, bid {bid}"),
                QCoreApplication.translate("TableScene", "stuck, bids {bid}"),
            )
        else:
            return bid
        return (yours if you else theirs).format(bid=bid)

    def bubble_of(self, seat: int) -> str:
        entry = next((b for b in self._bids if b.seat == seat), None)
        if entry is None:
            return ""
        if entry.stuck and entry.level:
            return QCoreApplication.translate("TableScene", "Stuck: {bid}").format(
                bid=self.bid_words(entry.level)
            )
        return self.bid_words(entry.level, taken=entry.matched)

    def _pitcher_entry(self) -> BidEntry | None:
        view = self._table.current_view
        if view is None or view.pitcher is None:
            return None
        return next((b for b in reversed(self._bids) if b.seat == view.pitcher and b.level), None)

    def pitcher_badge(self) -> str:
        view = self._table.current_view
        if view is None or view.pitcher is None:
            return ""
        if view.high_bid == SMUDGE_LEVEL:
            return QCoreApplication.translate("TableScene", "Pitcher · Smudge")
        return QCoreApplication.translate("TableScene", "Pitcher · bid {bid}").format(
            bid=self.bid_words(view.high_bid)
        )

    def pitch_words(self) -> str:
        """Who has the bid and how they got it: "Carla takes it at 2", "You bid 3"."""
        view = self._table.current_view
        if view is None or view.pitcher is None:
            return ""
        entry = self._pitcher_entry()
        bid = bid_name(view.high_bid)
        you = view.pitcher == self._table.you
        name = self._table.seat_name(view.pitcher)
        if entry is not None and entry.matched:
            yours = QCoreApplication.translate("TableScene", "You take it at {bid}")
            theirs = QCoreApplication.translate("TableScene", "{name} takes it at {bid}")
        elif entry is not None and entry.stuck:
            yours = QCoreApplication.translate("TableScene", "You are stuck: bid {bid}")
            theirs = QCoreApplication.translate("TableScene", "{name} is stuck: bids {bid}")
        else:
            yours = QCoreApplication.translate("TableScene", "You bid {bid}")
            theirs = QCoreApplication.translate("TableScene", "{name} bids {bid}")
        return (yours if you else theirs).format(name=name, bid=bid)

    def show_trump_sign(self) -> None:
        view = self._table.current_view
        if view is None:
            self.trump.set_trump(None, "", "")
            return
        if view.phase is Phase.BID:
            self.trump.set_trump(
                None,
                QCoreApplication.translate("TableScene", "Trump"),
                QCoreApplication.translate("TableScene", "Bidding…"),
            )
        elif view.pitcher is None:
            self.trump.set_trump(
                None,
                QCoreApplication.translate("TableScene", "Trump"),
                QCoreApplication.translate("TableScene", "Thrown in"),
            )
        else:
            self.trump.set_trump(
                view.trump,
                QCoreApplication.translate("TableScene", "Trump"),
                self.pitch_words(),
                self._off_jack_note(),
            )
        self.trump.setToolTip(self.off_jack_words())

    def _off_jack_note(self) -> str:
        """The off-cards on the trump sign, short, high to low: "Off-ace: A♣, Off-jack: J♣"
        (the whole sentences are the sign's tooltip)."""
        trumps = self._table.current_view.trumps if self._table.current_view is not None else None
        if trumps is None:
            return ""
        notes = []
        for c in trumps.off_cards:
            card = card_text(c)[0] + SUIT_SYMBOLS[suit_of(c)]
            note = {
                "A": QCoreApplication.translate("TableScene", "Off-ace: {card}"),
                "J": QCoreApplication.translate("TableScene", "Off-jack: {card}"),
                "5": QCoreApplication.translate("TableScene", "Off-five: {card}"),
                "3": QCoreApplication.translate("TableScene", "Off-three: {card}"),
            }[card_text(c)[0]]
            notes.append(note.format(card=card))
        return ", ".join(notes)

    def off_jack_words(self) -> str:
        """What the off-cards are this hand ("Off-jack: the jack of clubs"), once trump is
        known at a table that plays them; empty otherwise."""
        view = self._table.current_view
        if view is None or view.trump is None:
            return ""
        return off_cards_words(view.rules, view.trump) or ""

    def show_history(self) -> None:
        view = self._table.current_view
        lines = []
        pitcher = view.pitcher if view is not None and view.phase is not Phase.BID else None
        for entry in self._bids:
            taker = entry.seat == pitcher and entry.level > 0
            lines.append(
                PanelLine(
                    self._who(entry.seat),
                    (self._entry_words(entry),),
                    colour=QColor(WINNING_COLOUR) if taker else QColor(225, 228, 215),
                    bold=taker,
                )
            )
        if view is not None and view.phase is not Phase.BID and view.pitcher is None:
            lines.append(
                PanelLine(
                    QCoreApplication.translate("TableScene", "All passed"),
                    (QCoreApplication.translate("TableScene", "thrown in"),),
                )
            )
        self.history.set_lines(QCoreApplication.translate("TableScene", "Bids"), lines)

    # --- the tally -----------------------------------------------------------------------------
    def _running_tally(self) -> RunningTally | None:
        view = self._table.current_view
        if view is None or self._table.setup is None or view.trump is None:
            return None
        return running_tally(view)

    def tally_rows(self) -> list[tuple[str, int, tuple[str, ...], int]]:
        """Per side as the tally shows it: name, tricks, points held so far, card points."""
        tally = self._running_tally()
        if tally is None or self._table.setup is None:
            return []
        names = side_names(self._table.setup)
        return [
            (names[side], tally.tricks[side], tally.points[side], tally.game_points[side])
            for side in range(tally.sides)
        ]

    def tally_lights(self) -> list[dict[str, Light]]:
        """Per side, how the tally lights each point it holds: won for good, or leading so far
        (a card still out could change it)."""
        tally = self._running_tally()
        if tally is None:
            return []
        return [
            {
                p: Light.WON if p in tally.decided[side] else Light.LEADING
                for p in tally.points[side]
            }
            for side in range(tally.sides)
        ]

    def show_tally(self) -> None:
        rows = self.tally_rows()
        lights = self.tally_lights()
        lines = []
        awards = self._table.setup.rules.points if self._table.setup is not None else ()
        # Every award a letter of its own, lit when held, while the four points fit the corner;
        # in the bigger families a cell of the letters won and one of those leading so far.
        compact = len(awards) > 4
        # The card points count only where the rules award Game for them: elsewhere (the
        # draw-back presets) a column of them would read as a score that scores nothing.
        game_shown = Award.GAME in awards
        for side, (name, tricks, _points, game) in enumerate(rows):
            letters, lit = _point_cells(awards, lights[side], compact=compact)
            lines.append(
                PanelLine(
                    name,
                    (str(tricks), *letters, *((str(game),) if game_shown else ())),
                    (None, *lit, *((None,) if game_shown else ())),
                    swatch=SIDE_COLOURS[side % len(SIDE_COLOURS)],
                )
            )
        header = PanelLine(
            QCoreApplication.translate("TableScene", "This hand"),
            (
                QCoreApplication.translate("TableScene", "tricks"),
                *(
                    (QCoreApplication.translate("TableScene", "points"), "")
                    if compact
                    else ("",) * len(awards)
                ),
                *((QCoreApplication.translate("TableScene", "game"),) if game_shown else ()),
            ),
        )
        self.tally.set_lines("", lines, header)
        self.tally.setToolTip(
            QCoreApplication.translate(
                "TableScene",
                "A point in gold is won for good; a point outlined only leads so far: a card"
                " still to come could change it. Click to see the last trick again (L).",
            )
        )


def _point_cells(
    awards: Sequence[str], held: dict[str, Light], *, compact: bool
) -> tuple[tuple[str, ...], tuple[Light | None, ...]]:
    """A side's points in the tally, and how each cell is lit: a letter per award, or (in the
    bigger families) a cell of the letters won and one of those leading so far."""
    if not compact:
        return tuple(point_letter(p) for p in awards), tuple(held.get(p, Light.OFF) for p in awards)
    won = _letters_lit(awards, held, Light.WON)
    leading = _letters_lit(awards, held, Light.LEADING)
    letters = (won or ("" if leading else "\u2013"), leading)
    return letters, (Light.WON if won else None, Light.LEADING if leading else None)


def _letters_lit(awards: Sequence[str], held: dict[str, Light], light: Light) -> str:
    return " ".join(point_letter(p) for p in awards if held.get(p) is light)
