"""The card table: felt, seats around an ellipse, the human's hand, the trick and the trump sign.

The scene draws what the controller announces and nothing else: every payload carries the
human's view, so each handler can redraw from it while it animates from the event itself. A click
on a card is reported by ``card_clicked``; the window passes it to the controller, which decides
whether it is legal. The scene's coordinates are the view's pixels (it is relaid out on every
resize), so cards are painted at their real size and stay crisp at any scale.

Around the trick: the bids in a panel above the trump sign, the tally in the opposite corner,
a glow on the card winning the trick and a caption naming who took it (what a steal is, who
wins and who holds a point come from ``hand_so_far``). With a draw the stock lies in the middle
until everyone has drawn, burned trumps lie beside their player, a player out is dimmed; a
called card sits on its pitcher's plate and the partner's plate says so once it may be known.

Its parts each own their cards and marks: ``seat_plates``, ``hand_focus`` (the hand and its
deal), ``hand_panels`` (the hand's words and panels), ``trick_motion``, ``trick_review``,
``draw_motion`` (the draw and the rob's face-up throws), ``kitty_motion`` (the kitty, its
discards and the rob's face-down throws), ``table_notice`` and ``table_room``. They read the
table through ``table_facts``; the scene tells each what an event means to it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from pitch_desktop.controller.events import (
    AuctionOver,
    BidMade,
    CardDiscarded,
    CardPlayed,
    CardsDrawn,
    HandScored,
    HandStarted,
    PackRobbed,
    PartnerCalled,
    TrickWon,
    TrumpBurned,
    TrumpNamed,
    TurnStarted,
    ViewerChanged,
)
from pitch_desktop.controller.hand_so_far import BidEntry, TrickRecord, bid_history, tricks_so_far
from pitch_desktop.engine.cards import Card
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.storage.settings import TableColour
from pitch_desktop.ui.common.actions import card_actions
from pitch_desktop.ui.common.felt import felt_colours, paint_felt
from pitch_desktop.ui.common.sides import shown_name
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.draw_motion import DrawMotion
from pitch_desktop.ui.table.hand_focus import HandFocus
from pitch_desktop.ui.table.hand_panels import HandPanels
from pitch_desktop.ui.table.kitty_motion import KittyMotion
from pitch_desktop.ui.table.layout import TableLayout, compute_layout
from pitch_desktop.ui.table.marks import Banner, TrumpSign
from pitch_desktop.ui.table.seat_plate import SeatPlate
from pitch_desktop.ui.table.seat_plates import SeatPlates
from pitch_desktop.ui.table.table_notice import TableNotice
from pitch_desktop.ui.table.table_room import TableRoom
from pitch_desktop.ui.table.trick_motion import TrickMotion
from pitch_desktop.ui.table.trick_review import TrickReview


class TableScene(QGraphicsScene):
    """The table. The window feeds it the controller's payloads; it reports card clicks.

    The match, the turns and the layout are here; the plates, cards and marks are its parts'
    (``seat_plates``, ``hand_focus``, ``hand_panels``, ``trick_motion``, ``trick_review``,
    ``draw_motion``, ``kitty_motion``); what they show may be read through ``hand``,
    ``panels``, ``trick``, ``review``, ``draw`` and ``kitty``.

    Signals:
        card_clicked: the person at the bottom clicked a card of their hand. arg: the card
            (the controller decides whether it may be played).
    """

    card_clicked = Signal(int)
    hand_revealed = Signal()  # the viewer showed their face-down cards (``reveal_hand``)
    tapped = Signal()  # a click anywhere on the table (a match paused after a trick goes on)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._layout = compute_layout(800, 600, 4)
        self._setup: MatchSetup | None = None
        self._view: PlayerView | None = None
        self._viewer = 0
        self._you: int | None = 0
        self._speed = Speed.NORMAL
        self._four_colour = False
        self._card_scale = 1.0
        self._felt = felt_colours(TableColour.GREEN)
        self._plates = SeatPlates(self, lambda: self._panels.pitcher_badge())
        self._hand = HandFocus(self, self._on_card_clicked)
        self._panels = HandPanels(self)
        self._notice = TableNotice(self)
        self._trick = TrickMotion(self, self)
        self._review = TrickReview(self, self)
        self._review.table_trick_shown.connect(self._trick.set_shown)
        self._draw = DrawMotion(self, self._hand, self)
        self._kitty = KittyMotion(self, self._hand, self)
        parts = (self._hand, self._panels, self._trick, self._review, self._draw, self._kitty)
        self._room = TableRoom(self._plates, *parts)
        self.setSceneRect(0, 0, 800, 600)

    # --- what the parts read ---------------------------------------------------------------
    @property
    def layout(self) -> TableLayout:
        return self._layout

    @property
    def setup(self) -> MatchSetup | None:
        return self._setup

    @property
    def viewer(self) -> int:
        """The seat at the bottom, whose hand is shown."""
        return self._viewer

    @property
    def you(self) -> int | None:
        """The seat spoken to as "you" (None: several people share the window)."""
        return self._you

    @property
    def speed(self) -> Speed:
        return self._speed

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    @property
    def current_view(self) -> PlayerView | None:
        """The hand as the table last showed it, for the seat at the bottom."""
        return self._view

    # --- the parts, to read what they show ---------------------------------------------------
    @property
    def hand(self) -> HandFocus:
        return self._hand

    @property
    def panels(self) -> HandPanels:
        return self._panels

    @property
    def trick(self) -> TrickMotion:
        return self._trick

    @property
    def review(self) -> TrickReview:
        return self._review

    @property
    def draw(self) -> DrawMotion:
        return self._draw

    @property
    def kitty(self) -> KittyMotion:
        return self._kitty

    # --- what is on the table ----------------------------------------------------------------
    @property
    def plates(self) -> tuple[SeatPlate, ...]:
        return tuple(self._plates)

    @property
    def hand_items(self) -> dict[Card, CardItem]:
        return self._hand.items

    @property
    def trick_items(self) -> list[tuple[int, CardItem]]:
        return self._trick.trick_items

    @property
    def resting_items(self) -> list[CardItem]:
        """The finished trick while it rests before it is gathered."""
        return self._trick.resting_items

    @property
    def burned_items(self) -> dict[int, list[CardItem]]:
        """The burned trumps shown face up, by the seat that burned them."""
        return self._draw.burned_items

    @property
    def trump_sign(self) -> TrumpSign:
        return self._panels.trump

    @property
    def caption(self) -> Banner:
        """The caption naming who took the trick at rest."""
        return self._trick.caption

    # --- settings --------------------------------------------------------------------------
    def set_speed(self, speed: Speed) -> None:
        self._speed = Speed(speed)

    def set_four_colour(self, on: bool) -> None:
        self._four_colour = on
        for item in self._all_cards():
            item.set_four_colour(on)
        self._panels.set_four_colour(on)

    def set_card_scale(self, scale: float) -> None:
        """Draw the cards ``scale`` times their usual size (the card size preference)."""
        if scale != self._card_scale:
            self._card_scale = scale
            self.resize_table(self._layout.width, self._layout.height)

    def set_still(self, still: bool) -> None:
        """A table told a stored hand (the history's replay): no time passes on it, so nothing
        moves and a finished trick rests, its taker named, until the next card is played."""
        self._trick.set_still(still)
        if still:
            self._speed = Speed.INSTANT

    def set_hold_tricks(self, on: bool) -> None:
        """Keep each finished trick at rest, its taker named, until the next card (the match
        waits after each trick for the player to go on), at any speed."""
        self._trick.set_hold_tricks(on)

    def show_open_hands(self, hands: Sequence[int] | None) -> None:
        """Every other seat's cards face up beside its plate (a replay shows every hand), or
        None for backs again; ``hands`` holds each seat's cards, as the record keeps them."""
        self._plates.show_open_hands(hands, self._view.trumps if self._view else None)

    def mark_choice(self, played: Card | None, better: Card | None) -> None:
        """In the hand at the bottom, raise and ring the card the player chose and light the one
        that was worth more, the others dimmed (the review of a decision); None for both marks
        nothing."""
        self._hand.mark_choice(played, better)

    def set_table_colour(self, name: str) -> None:
        self._felt = felt_colours(name)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _ms(self) -> int:
        return self._speed.animation_ms

    def _all_cards(self) -> list[CardItem]:
        return [*self._hand.items.values(), *self._trick.cards(), *self._draw.cards()]

    @property
    def room(self) -> TableRoom:
        """Where a panel or a caption may go over the table."""
        return self._room

    def place_caption(self, banner: Banner) -> None:
        """Below the trick if there is room, else above it: never over a card."""
        self._room.place_caption(banner, self._layout)

    # --- background --------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, self.sceneRect(), rect, self._felt)

    # --- layout --------------------------------------------------------------------------------
    def resize_table(self, width: float, height: float) -> None:
        """Lay everything out again for a view of this size (no animation)."""
        players = self._setup.rules.players if self._setup else 4
        note = self._setup is not None and bool(self._setup.rules.off_cards)
        self._layout = compute_layout(
            width, height, players, self._card_scale, self._viewer, trump_note=note
        )
        lay = self._layout
        self.setSceneRect(0, 0, lay.width, lay.height)
        self._plates.lay_out()
        self._panels.lay_out(note)
        for item in self._all_cards():
            item.set_height(lay.card_height)
        self._hand.place(animate=False)
        self._trick.lay_out()
        self._draw.lay_stock()
        self._kitty.lay_out(self._view)
        self._draw.lay_all_burned()
        self._notice.lay_out()
        self._review.lay_out()

    # --- the match ---------------------------------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        """New seats for a new match; the hand arrives with ``start_hand``."""
        self._setup = setup
        self._viewer = setup.viewer_seat
        self._you = setup.you_seat
        self._clear_cards()
        self._plates.seat(setup)
        self._panels.reset()
        self._review.set_tricks([])
        lay = self._layout
        self.resize_table(lay.width, lay.height)

    def set_seat_notes(self, notes: Sequence[str], away: Sequence[bool] = ()) -> None:
        """The second line of each seat's plate, where a computer player's level is: at a table
        with friends it says who is a friend, who is away, who is covered by a computer. A seat
        ``away`` shows its note even over the pitcher's badge: the table waits for them."""
        self._plates.set_notes(notes, away)

    def seat_name(self, seat: int) -> str:
        if self._setup is None:
            return str(seat)
        return shown_name(seat, self._setup.seats[seat].name)

    def _clear_cards(self) -> None:
        self._review.end_review()
        self._trick.clear()
        self._hand.clear()
        self._draw.clear()
        self._kitty.clear()

    def start_hand(self, ev: HandStarted) -> None:
        """Deal: the viewer's cards fly from the dealer in packets of three.

        A hand resumed or taken back arrives here too, part played: the table is then set as
        the view stands (bids, trump, the trick in progress), without the deal's flight.
        """
        self._show_hand(ev.dealer, ev.view, deal=True)

    def show_viewer(self, ev: ViewerChanged) -> None:
        """Another person at this window is to act: their seat comes to the bottom and the
        table is set again from their view, without the deal's flight. Their cards stay face
        down, so the person who just played does not see them, until a click or a key shows
        them (``reveal_hand``)."""
        self._show_hand(ev.view.dealer, ev.view, deal=False)
        self._hand.hide()
        self._notice.whose_cards(self.seat_name(ev.seat))

    @property
    def hand_hidden(self) -> bool:
        """The viewer's cards are face down until they show them."""
        return self._hand.hidden

    def reveal_hand(self) -> bool:
        """Turn the viewer's cards face up; false when they were not hidden."""
        if not self._hand.reveal():
            return False
        self._notice.hide()
        self.hand_revealed.emit()
        return True

    def _show_hand(self, dealer: int, view: PlayerView, *, deal: bool) -> None:
        if view.seat != self._viewer:
            self._viewer = view.seat
            lay = self._layout
            self.resize_table(lay.width, lay.height)
        self._clear_cards()
        self._notice.hide()
        self._hand.reveal()  # the cards dealt are face up (the hand is empty: none turns)
        self._view = view
        self._panels.set_bids(list(bid_history(view)))
        records = tricks_so_far(view)
        self._review.set_tricks([t for t in records if t.complete])
        bubbles = [self._panels.bubble_of(seat) for seat in range(view.players)]
        self._plates.set_from_view(dealer, view, bubbles)
        self._panels.show_trump_sign()
        self._panels.show_history()
        self._panels.show_tally()
        self._hand.deal_hand(dealer, view, fresh=deal and not view.bids)
        if records and not records[-1].complete:
            trick = records[-1]
            for seat, c in zip(trick.seats[: len(trick.cards)], trick.cards, strict=True):
                self._add_trick_card(seat, c, animate=False)
            self._trick.mark_winning(trick.winning)
        self._draw.show_stock(view)
        self._kitty.show(view)
        self._plates.mark_out(view)
        self._draw.show_burned(view)

    def _add_trick_card(self, seat: int, card: Card, *, animate: bool) -> None:
        held = self._hand.take(card) if seat == self._viewer and card in self._hand else None
        self._trick.add_card(seat, card, held, animate=animate, shown=not self._review.reviewing)

    def turn(self, ev: TurnStarted) -> None:
        self._view = ev.view
        self._plates.set_to_act(ev.seat)
        human_turn = ev.is_local and ev.seat == self._viewer
        # The cards to play, or with the draw-back to burn (never a bid or a suit to name).
        self._hand.start_turn(human_turn, card_actions(ev.legal) if human_turn else [])

    def end_human_turn(self) -> None:
        """The human has acted: nothing is playable until the next turn."""
        self._hand.end_turn()

    # --- the auction ---------------------------------------------------------------------------
    def bid(self, ev: BidMade) -> None:
        self._view = ev.view
        self._panels.add_bid(BidEntry(ev.seat, ev.level, matched=ev.matched, stuck=ev.stuck))
        self._plates[ev.seat].set_state(bubble=self._panels.bubble_of(ev.seat))
        self._panels.show_history()
        if ev.seat == self._viewer:
            self.end_human_turn()

    def auction_over(self, ev: AuctionOver) -> None:
        self._view = ev.view
        self._plates.set_to_act(None)
        self._plates.clear_bubbles()
        self._panels.show_history()
        self._panels.show_trump_sign()
        if ev.pitcher is None:
            self._notice.all_passed()
            return
        self._plates[ev.pitcher].set_state(badge=self._panels.pitcher_badge())
        self._panels.show_tally()
        if self._kitty.count:
            self._plates[ev.pitcher].set_state(cards_left=ev.view.cards_left[ev.pitcher])
            self._kitty.take(ev.pitcher, ev.view)

    def set_chosen(self, cards: Sequence[Card]) -> None:
        """Mark the cards of the viewer's hand chosen to discard (none: ``()``)."""
        self._kitty.set_chosen(cards)

    def card_discarded(self, ev: CardDiscarded) -> None:
        """The pitcher discarded a card face down; the viewer's own leaves the hand."""
        self._view = ev.view
        self._kitty.discard(ev.seat, ev.card)
        self._plates.count(ev.seat, ev.view)

    def bid_words(self, level: int, *, taken: bool = False) -> str:
        """A bid as a seat says it: "Pass", "2", "Smudge", "Take 2"."""
        return self._panels.bid_words(level, taken=taken)

    def bid_history_lines(self) -> list[tuple[str, str]]:
        """The bids as the panel shows them: (who, what they said), in order."""
        return self._panels.bid_history_lines()

    def tally_rows(self) -> list[tuple[str, int, tuple[str, ...], int]]:
        """Per side as the tally shows it: name, tricks, points held so far, card points."""
        return self._panels.tally_rows()

    # --- the draw-back -----------------------------------------------------------------------
    def trump_named(self, ev: TrumpNamed) -> None:
        """Trump is known before the first card: the sign shows it and the hand sorts by it."""
        self._view = ev.view
        self._plates.set_to_act(None)
        if ev.seat == self._viewer:
            self.end_human_turn()
        self._panels.show_trump_sign()
        self._hand.place(animate=True)
        self._panels.show_tally()

    def cards_drawn(self, ev: CardsDrawn) -> None:
        """A player threw what was not trump and drew: their plate counts the cards and says
        how many went and came; the viewer's own hand changes before their eyes."""
        view = ev.view
        self._view = view
        self._plates[ev.seat].set_state(
            cards_left=view.cards_left[ev.seat], to_act=False, bubble=self._draw.draw_note(ev)
        )
        if ev.seat == self._viewer:
            self._draw.redraw_hand(view)
        self._draw.show_stock(view)
        self._plates.mark_out(view)
        self._plates.show_pair(view)

    def hurry_dead(self) -> None:
        """The player went on after their draw: the dead drawn cards leave the middle now."""
        self._draw.hurry_dead()

    def trump_burned(self, ev: TrumpBurned) -> None:
        """A trump burned face up: it goes beside its player's plate and stays there, for all
        to see, until the first trick is won."""
        self._view = ev.view
        self._draw.burn_trump(ev.seat, ev.card)
        self._plates.count(ev.seat, ev.view)
        self._plates.mark_out(ev.view)

    def partner_called(self, ev: PartnerCalled) -> None:
        self._view = ev.view  # the pitcher's plate shows the card it called
        self._plates.set_to_act(None)
        if ev.seat == self._viewer:
            self.end_human_turn()
        self._plates.show_pair(ev.view)

    def pack_robbed(self, ev: PackRobbed) -> None:
        """The rob's trump goes face up beside its plate, as a burn; a non-trump face down."""
        if ev.face_up and ev.card is not None:
            self.trump_burned(TrumpBurned(ev.seat, ev.card, ev.view))
        else:
            self.card_discarded(CardDiscarded(ev.seat, ev.card, ev.left, ev.view))

    # --- the trick -----------------------------------------------------------------------------
    def card_played(self, ev: CardPlayed) -> None:
        self._view = ev.view
        self._trick.start_trick()  # a new trick: the last one goes to its taker now
        self._draw.hurry_dead()  # the draw's dead cards, if still shown, leave the middle
        human = ev.seat == self._viewer and ev.card in self._hand
        if human:
            self.end_human_turn()
        self._add_trick_card(ev.seat, ev.card, animate=True)
        self._trick.mark_winning(ev.winning_seat)
        self._plates.count(ev.seat, ev.view)
        if len(ev.view.plays) == 1 and self._setup is not None:
            # The pitch names trump (with the draw-back it was named before): the sign shows
            # it, the hand sorts by it, and what the plates said of the draw is done with.
            self._plates.clear_bubbles()
            self._panels.show_trump_sign()
            self._hand.place(animate=True)
        if human:
            self._hand.place(animate=True)
        self._panels.show_tally()

    def trick_won(self, ev: TrickWon) -> None:
        """The trick rests, its taker named, while the controller waits before the next turn;
        then it goes to its taker. A click on the table, or the next card, gathers it sooner."""
        self._view = ev.view
        self._trick.won(ev.winner, ev.seats)
        self._review.add_trick(
            TrickRecord(ev.leader, ev.cards, ev.winner, complete=True, seats=ev.seats)
        )
        self._panels.show_tally()
        self._draw.clear_burned()  # the burned trumps were shown until the first trick was won
        self._plates.mark_out(ev.view)
        self._trick.rest(ev.winner)

    def hand_scored(self, ev: HandScored) -> None:
        self._plates.set_to_act(None)
        self.end_review()
        self.end_human_turn()

    # --- a trick shown again -------------------------------------------------------------------
    @property
    def reviewing(self) -> bool:
        return self._review.reviewing

    def review_previous_trick(self) -> bool:
        """Show the trick before the one shown (the last one first); past the first trick the
        review ends. False when the hand has no finished trick to show."""
        return self._review.review_previous_trick()

    def end_review(self) -> None:
        """Put the trick shown again away (Esc, a click, the time running out)."""
        self._review.end_review()

    def hurry(self) -> bool:
        """A click on the table: put a shown trick away, or gather a resting one now."""
        if self._review.showing:
            self.end_review()
            return True
        return self._trick.hurry()

    # --- the mouse and the keyboard ------------------------------------------------------------
    def _on_card_clicked(self, item: CardItem) -> None:
        if self.reveal_hand():  # the first click shows a hidden hand; it plays nothing
            return
        if self._review.showing:
            self.end_review()
            return
        card = self._hand.click(item)
        if card is not None:
            self.card_clicked.emit(card)

    def move_focus(self, step: int) -> None:
        self._hand.move_focus(step)

    def keyboard_in_use(self) -> None:
        """The player acts by the keyboard (a bid by its key): when the cards are to be played,
        the focus ring waits on a card, so Enter plays without an arrow first."""
        self._hand.keyboard_in_use()

    def focused_card(self) -> Card | None:
        return self._hand.focused_card()

    def focus_card(self, card: Card) -> None:
        """Put the focus ring on ``card`` of the human's hand (a hint points at it so)."""
        self._hand.focus_card(card)

    def activate_focus(self) -> None:
        if self.reveal_hand():
            return
        item = self._hand.focused_item()
        if item is not None:
            self._hand.keyboard_in_use()
            self._on_card_clicked(item)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A click puts a trick shown again away; on a card it is the card's (it may be a
        # play), elsewhere it hurries a resting trick to its taker.
        self._hand.mouse_in_use()
        self.tapped.emit()  # a match paused after a trick goes on
        if self.reveal_hand():
            event.accept()
            return
        if self._review.showing:
            self.end_review()
            event.accept()
            return
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() else None
        tricks = self._review.finished_tricks
        if item is self._panels.tally and tricks and self.review_previous_trick():
            event.accept()  # the tricks' panel: the last trick again, as L shows it
            return
        if not isinstance(item, CardItem) and self.hurry():
            event.accept()
            return
        super().mousePressEvent(event)
