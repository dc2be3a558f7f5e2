"""The human's hand at the bottom of the table: its cards, which of them may be played, and the
keyboard's focus ring that the arrows move. A part of ``TableScene``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QPointF

from pitch_desktop.controller.hand_so_far import deal_turn
from pitch_desktop.engine.cards import Card, cards_of
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.ui.common.card_shapes import CARD_ASPECT
from pitch_desktop.ui.table.card_item import CardItem
from pitch_desktop.ui.table.layout import HAND_GAP, hand_order
from pitch_desktop.ui.table.table_facts import TableFacts


class HandFocus:
    """The viewer's cards, the cards they may play and the focus ring (``TableScene``).

    A click on a card goes to ``on_click`` (the scene decides whether it shows a hidden hand,
    puts a trick shown again away, or is a play: then ``click``).
    """

    def __init__(self, table: TableFacts, on_click: Callable[[CardItem], None]) -> None:
        self._table = table
        self._on_click = on_click
        self._items: dict[Card, CardItem] = {}
        self._legal: set[Card] = set()
        self._human_turn = False
        self._focus: int | None = None  # index into the sorted hand
        self._keyboard_play = False  # the human's last card was played with the keyboard
        self._curtain = False  # face down until the viewer shows them (``reveal``)

    # --- the cards ---------------------------------------------------------------------------
    @property
    def items(self) -> dict[Card, CardItem]:
        return dict(self._items)

    def __contains__(self, card: Card) -> bool:
        return card in self._items

    def sorted_hand(self) -> list[Card]:
        view = self._table.current_view
        return hand_order(list(self._items), view.trumps if view else None)

    def deal(self, cards: Iterable[Card], start: QPointF | None) -> None:
        """The hand's cards on the table; from ``start`` (the dealer), when they fly in."""
        lay = self._table.layout
        for c in cards:
            item = self._new_item(c)
            if start is not None:
                item.setPos(start)
                item.setScale(lay.trick_scale)
            self._table.addItem(item)
            self._items[c] = item

    def deal_hand(self, dealer: int, view: PlayerView, *, fresh: bool) -> None:
        """The viewer's cards as ``view`` holds them; a fresh deal flies them in from the
        dealer, packet by packet, as the deal goes round the table."""
        lay = self._table.layout
        viewer = self._table.viewer
        ms = self._table.speed.animation_ms
        cards = hand_order(cards_of(view.hand), view.trumps)
        animate = fresh and len(cards) == view.rules.deal and ms > 0
        delays = deal_delays(cards, dealer, viewer, view.players, ms) if animate else {}
        dealt_from = lay.seats[dealer] if dealer != viewer else lay.centre
        self.deal(cards, dealt_from if animate else None)
        self.place(animate=animate, delays=delays)

    def receive(self, cards: Iterable[Card], start: QPointF, ms: int) -> None:
        """Drawn cards come into the hand from ``start`` (the stock), face down if it is."""
        lay = self._table.layout
        delays: dict[Card, int] = {}
        for c in cards:
            item = self._new_item(c)
            item.set_face_down(self._curtain)
            item.setPos(start)
            item.setScale(lay.trick_scale)
            self._table.addItem(item)
            self._items[c] = item
            delays[c] = ms  # after the thrown cards have left: one thing at a time
        self._focus = None
        self.place(animate=ms > 0, delays=delays)
        self.show_focus()

    def _new_item(self, card: Card) -> CardItem:
        item = CardItem(card, self._table.layout.card_height, four_colour=self._table.four_colour)
        item.clicked.connect(self._on_click)
        return item

    def take(self, card: Card) -> CardItem:
        """The card leaves the hand (played, thrown, burned); its item is the caller's now."""
        item = self._items.pop(card)
        item.set_playable(None)
        item.set_focused(False)
        return item

    def keep_only(self, held: set[Card]) -> list[CardItem]:
        """The cards no longer held leave the hand; their items are the caller's now."""
        return [self.take(c) for c in [c for c in self._items if c not in held]]

    def clear(self) -> None:
        """Off the table: a new match or hand."""
        for item in self._items.values():
            item.stop_motion()
            self._table.removeItem(item)
        self._items.clear()
        self._legal.clear()
        self._human_turn = False
        self._focus = None

    def _positions(self, cards: list[Card]) -> list[QPointF]:
        """Side by side with a small gap when there is room, overlapping when there is not."""
        lay = self._table.layout
        n = len(cards)
        if n == 0:
            return []
        cw = lay.card_height / CARD_ASPECT
        room = lay.hand_right - lay.hand_left
        full = cw * (1 + HAND_GAP)
        step = full if n == 1 else min(full, (room - cw) / (n - 1))
        step = max(step, cw * 0.22)
        total = cw + step * (n - 1)
        x0 = lay.width / 2 - total / 2 + cw / 2
        return [QPointF(x0 + i * step, lay.hand_y) for i in range(n)]

    def place(self, animate: bool, delays: dict[Card, int] | None = None) -> None:
        cards = self.sorted_hand()
        ms = self._table.speed.animation_ms if animate else 0
        for z, (c, pos) in enumerate(zip(cards, self._positions(cards), strict=True)):
            item = self._items[c]
            item.setZValue(10 + z)
            delay = (delays or {}).get(c, 0)
            item.move_to(pos, ms, scale=1.0, delay_ms=delay)

    # --- the curtain ---------------------------------------------------------------------------
    @property
    def hidden(self) -> bool:
        """The viewer's cards are face down until they show them."""
        return self._curtain

    def hide(self) -> None:
        self._curtain = True
        for item in self._items.values():
            item.set_face_down(True)

    def reveal(self) -> bool:
        """Turn the cards face up; false when they were not hidden."""
        if not self._curtain:
            return False
        self._curtain = False
        for item in self._items.values():
            item.set_face_down(False)
        return True

    # --- the turn ------------------------------------------------------------------------------
    def start_turn(self, human_turn: bool, cards: list[Card]) -> None:
        """The viewer's turn (``human_turn``) with ``cards`` to play, or another's."""
        self._human_turn = human_turn
        self._legal = set(cards)
        playing = human_turn and bool(cards)
        for c, item in self._items.items():
            item.set_playable((c in self._legal) if playing else None)
        if playing:
            order = self.sorted_hand()
            if self._focus is None or self._focus >= len(order):
                self._focus = None
            if self._focus is None and self._keyboard_play:
                # The last card went by the keyboard: the ring waits on a card still in hand.
                self._focus = self._first_legal(order, 0 if order else None)
        else:
            self._focus = None
        self.show_focus()

    def _first_legal(self, order: list[Card], otherwise: int | None) -> int | None:
        legal = [i for i, c in enumerate(order) if c in self._legal]
        return legal[0] if legal else otherwise

    def end_turn(self) -> None:
        """The human has acted: nothing is playable until the next turn."""
        self._human_turn = False
        self._legal.clear()
        for item in self._items.values():
            item.set_playable(None)
        self._focus = None
        self.show_focus()

    def mark_choice(self, played: Card | None, better: Card | None) -> None:
        """Raise and ring the card chosen and light the better one, the others dimmed."""
        marking = played is not None or better is not None
        for c, item in self._items.items():
            item.set_focused(c == played)
            item.set_winning("won" if c == better and better != played else "")
            # The card chosen stands raised, the rest but the better one are dimmed.
            item.set_playable((c in (played, better)) if marking else None)

    # --- clicks and the focus ring ---------------------------------------------------------------
    def click(self, item: CardItem) -> Card | None:
        """A click on a card of the hand: the ring follows it, and a card that may not be played
        shakes; the card clicked (the controller decides whether it is a play)."""
        if item.card is None or item.card not in self._items:
            return None
        order = self.sorted_hand()
        if item.card in order and self._focus is not None:
            self._focus = order.index(item.card)
            self.show_focus()
        if item.card not in self._legal and self._human_turn:
            item.shake()
        return item.card

    def move_focus(self, step: int) -> None:
        order = self.sorted_hand()
        if not order:
            return
        if self._focus is None:
            self._focus = self._first_legal(order, 0)
        else:
            self._focus = (self._focus + step) % len(order)
        self.show_focus()

    def keyboard_in_use(self) -> None:
        """The player acts by the keyboard: the ring waits on a card when cards are to be
        played, so Enter plays without an arrow first."""
        self._keyboard_play = True

    def mouse_in_use(self) -> None:
        """The mouse is in use: no ring until an arrow asks."""
        self._keyboard_play = False

    def focused_card(self) -> Card | None:
        order = self.sorted_hand()
        if self._focus is None or self._focus >= len(order):
            return None
        return order[self._focus]

    def focused_item(self) -> CardItem | None:
        card = self.focused_card()
        return None if card is None else self._items[card]

    def focus_card(self, card: Card) -> None:
        """Put the focus ring on ``card`` (a hint points at it so)."""
        order = self.sorted_hand()
        if card in order:
            self._focus = order.index(card)
            self.show_focus()

    def show_focus(self) -> None:
        focused = self.focused_card()
        for c, item in self._items.items():
            item.set_focused(c == focused)


def deal_delays(
    cards: Sequence[Card], dealer: int, viewer: int, players: int, ms: int
) -> dict[Card, int]:
    """How long each card waits before it flies: packets of three go round from the dealer's
    left, so the viewer's first packet is the ``deal_turn``-th of the round."""
    first = deal_turn(dealer, viewer, players)
    packet_gap = 60 * ms // 250
    return {c: (first + (i // 3) * players) * packet_gap for i, c in enumerate(cards)}
