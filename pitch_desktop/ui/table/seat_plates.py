"""The seats round the table: one plate per player with their name, cards left, the dealer's
button, what they bid, the pitcher's badge and whether they are out. A part of ``TableScene``.

The plates say what the view says of each seat; the scene tells them when the view changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from PySide6.QtCore import QCoreApplication, QRectF

from pitch_desktop.controller.words import level_name
from pitch_desktop.engine.cards import cards_of
from pitch_desktop.engine.deck import Trumps
from pitch_desktop.engine.state import Phase
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.ui.common.sides import shown_name
from pitch_desktop.ui.table.layout import hand_order
from pitch_desktop.ui.table.look import SIDE_COLOURS
from pitch_desktop.ui.table.seat_plate import SeatPlate
from pitch_desktop.ui.table.table_facts import TableFacts


class SeatPlates:
    """Every seat's plate, in seat order (``TableScene``)."""

    def __init__(self, table: TableFacts, pitcher_badge: Callable[[], str]) -> None:
        self._table = table
        self._pitcher_badge = pitcher_badge  # the pitcher's badge as the hand stands
        self._plates: list[SeatPlate] = []

    def __getitem__(self, seat: int) -> SeatPlate:
        return self._plates[seat]

    def __iter__(self) -> Iterator[SeatPlate]:
        return iter(self._plates)

    def __len__(self) -> int:
        return len(self._plates)

    def rects(self) -> list[QRectF]:
        """Each plate with its bubble and fan, in the scene."""
        return [p.sceneBoundingRect() for p in self._plates]

    def seat(self, setup: MatchSetup) -> None:
        """New plates for a new match's seats, in its sides' colours."""
        for plate in self._plates:
            self._table.removeItem(plate)
        self._plates = []
        rules = setup.rules
        for seat, s in enumerate(setup.seats):
            colour = SIDE_COLOURS[rules.side_of_seat[seat] % len(SIDE_COLOURS)]
            level = "" if s.is_person else level_name(s.level or "")
            plate = SeatPlate(shown_name(seat, s.name), level, colour)
            plate.dealer_letter = QCoreApplication.translate(
                "TableScene", "D", "the dealer's button"
            )
            plate.out_label = QCoreApplication.translate(
                "TableScene", "out", "a player with no trump left, out of the hand"
            )
            self._table.addItem(plate)
            self._plates.append(plate)

    def lay_out(self) -> None:
        """Each plate at its seat; the viewer's shows no fan (their cards are the hand)."""
        lay = self._table.layout
        w, h = lay.plate_size
        for seat, plate in enumerate(self._plates):
            plate.set_size(w, h)
            plate.bubble_below = lay.seats[seat].y() < lay.centre.y() - 1
            plate.fan_below = lay.fan_below(seat)
            plate.show_fan = seat != self._table.viewer
            plate.open_side = lay.open_hand_side(seat)
            plate.setPos(lay.seats[seat])

    def set_notes(self, notes: Sequence[str], away: Sequence[bool] = ()) -> None:
        """The second line of each plate (``TableScene.set_seat_notes``)."""
        gone = list(away) + [False] * (len(self._plates) - len(away))
        for plate, note, off in zip(self._plates, notes, gone, strict=False):
            if plate.level != note or plate.away != off:
                plate.prepareGeometryChange()
                plate.level, plate.away = note, off
                plate.update()

    def show_open_hands(self, hands: Sequence[int] | None, trumps: Trumps | None) -> None:
        """Every other seat's cards face up beside its plate, or None for backs again."""
        for seat, plate in enumerate(self._plates):
            faces = None
            if hands is not None and seat != self._table.viewer:
                faces = tuple(hand_order(cards_of(hands[seat]), trumps))
            plate.set_faces(faces, four_colour=self._table.four_colour)

    def set_from_view(self, dealer: int, view: PlayerView, bubbles: Sequence[str]) -> None:
        """Each plate as the view stands: cards left, the dealer, the bids (``bubbles``, by
        seat) while the auction lasts, else the pitcher's badge."""
        badge = self._pitcher_badge()
        bidding = view.phase is Phase.BID
        for seat, plate in enumerate(self._plates):
            plate.set_state(
                cards_left=view.cards_left[seat],
                dealer=seat == dealer,
                to_act=False,
                bubble=bubbles[seat] if bidding else "",
                badge=self._badge(seat, view, badge) if not bidding else "",
            )
            plate.set_called(view.called if seat == view.pitcher else None)

    @staticmethod
    def _badge(seat: int, view: PlayerView, pitcher_badge: str) -> str:
        """The pitcher's badge on its plate; a called partner's on the partner's, once this
        seat's view names it."""
        if seat == view.pitcher:
            return pitcher_badge
        if seat == view.partner:
            return QCoreApplication.translate(
                "TableScene", "Partner", "the pitcher's called partner"
            )
        return ""

    def show_pair(self, view: PlayerView) -> None:
        """The pitcher's badge and the card it called, and its partner's badge, as the view
        knows them now."""
        pitcher_badge = self._pitcher_badge()
        for seat, plate in enumerate(self._plates):
            plate.set_called(view.called if seat == view.pitcher else None)
            if seat == view.pitcher or seat == view.partner:
                plate.set_state(badge=self._badge(seat, view, pitcher_badge))

    def mark_out(self, view: PlayerView) -> None:
        """Dim the plate of every player out of the trick in play (no trump left)."""
        playing = view.rules.drawing and view.phase is Phase.PLAY and bool(view.seats_in)
        for seat, plate in enumerate(self._plates):
            plate.set_state(out=playing and not view.seats_in >> seat & 1)

    def set_to_act(self, seat: int | None) -> None:
        """Light the plate of the seat to act (None: nobody's)."""
        for s, plate in enumerate(self._plates):
            plate.set_state(to_act=s == seat)

    def clear_bubbles(self) -> None:
        """What the plates said (bids, the draw) is done with."""
        for plate in self._plates:
            plate.set_state(bubble="")

    def count(self, seat: int, view: PlayerView) -> None:
        """The seat has acted: its cards left as the view counts them, no longer to act (and
        a called partner shown if its card was)."""
        self._plates[seat].set_state(cards_left=view.cards_left[seat], to_act=False)
        self.show_pair(view)
