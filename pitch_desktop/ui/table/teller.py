"""The teller: tells a table scene the story of a hand, one event at a time.

``TableTeller`` takes the events the controller's narration makes (a hand dealt, a bid, the end
of the auction, trump named, a draw, a burn, a card, a trick won) and shows each on its
``TableScene``, says it in a line of words (the window's status line) and to a screen reader,
and keeps the table's accessible description up to date. Live play (the window's presenter) and
the replay of a stored hand (the history, the review of a hand) both tell their table through
it, so a replayed hand is shown exactly as it was played. Its words keep the ``MainWindow``
context of the translations, where they were first made.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

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
)
from pitch_desktop.controller.narration import TOLD_BY, StepEvent
from pitch_desktop.controller.words import card_name, suit_name
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup
from pitch_desktop.ui.common import accessible
from pitch_desktop.ui.common.call_words import call_words, partner_words, rob_words
from pitch_desktop.ui.common.sides import shown_name
from pitch_desktop.ui.table.scene import TableScene

# What is done with a line of words: shown, or spoken.
Say = Callable[[str], None]


def _silent(_words: str) -> None:
    """Where nobody listens (a replay has no screen reader's live region)."""


class TableTeller(QObject):
    """Shows each event of a hand on ``scene`` and says it through ``say`` and ``announce``;
    ``described`` is the widget whose accessible description tells the table as it stands."""

    def __init__(
        self,
        scene: TableScene,
        described: QWidget,
        say: Say,
        announce: Say = _silent,
    ) -> None:
        super().__init__(scene)
        self.scene = scene
        self._described = described
        self._say = say
        self._announce = announce
        self._setup: MatchSetup | None = None
        self._partner_told = False  # the called partner, once this seat may know it, is said

    # --- who is who ------------------------------------------------------------------------
    @property
    def setup(self) -> MatchSetup | None:
        return self._setup

    def you(self) -> int | None:
        """The seat spoken to as "you": None when several people share the window."""
        return self._setup.you_seat if self._setup is not None else None

    def name(self, seat: int) -> str:
        if self._setup is None:
            return str(seat)
        if seat == self._setup.you_seat:
            return QCoreApplication.translate("MainWindow", "You")
        return shown_name(seat, self._setup.seats[seat].name)

    def names(self) -> list[str]:
        players = self._setup.rules.players if self._setup is not None else 0
        return [self.name(s) for s in range(players)]

    def describe(
        self, view: PlayerView, *, to_act: int | None = None, playable: frozenset[int] = frozenset()
    ) -> None:
        """Keep the table's accessible description up to date (``ui.common.accessible``)."""
        if self._setup is None:
            return
        self._described.setAccessibleDescription(
            accessible.table_description(
                self._setup, view, self.names(), to_act=to_act, playable=playable
            )
        )

    # --- the story ---------------------------------------------------------------------------
    def start_match(self, setup: MatchSetup) -> None:
        """New seats; the first hand arrives with ``hand_started``."""
        self._setup = setup
        self.scene.start_match(setup)

    def tell(self, event: HandStarted | StepEvent | HandScored) -> None:
        """Show one event of the narration: what the table is told as the hand goes on."""
        if isinstance(event, HandStarted):
            self.hand_started(event)
        elif isinstance(event, HandScored):
            self.scene.hand_scored(event)
        else:  # an action's event, by the method of the name the table source's signal has
            getattr(self, TOLD_BY[type(event)])(event)

    def hand_started(self, ev: HandStarted) -> None:
        self._partner_told = ev.view.partner is not None  # a hand resumed: its plate says so
        self.scene.start_hand(ev)
        self.describe(ev.view)
        if ev.dealer == self.you():
            words = QCoreApplication.translate("MainWindow", "Hand {n}: you deal")
        else:
            words = QCoreApplication.translate("MainWindow", "Hand {n}: {dealer} deals")
        self._say(words.format(n=ev.hand_number, dealer=self.name(ev.dealer)))

    def bid_made(self, ev: BidMade) -> None:
        self.scene.bid(ev)
        self._announce(
            accessible.bid_announcement(
                self.name(ev.seat),
                ev.seat == self.you(),
                ev.level,
                matched=ev.matched,
                stuck=ev.stuck,
            )
        )
        self.describe(ev.view)

    def auction_over(self, ev: AuctionOver) -> None:
        self.scene.auction_over(ev)
        if ev.pitcher is None:
            return
        bid = self.scene.bid_words(ev.bid)
        if ev.pitcher == self.you():
            words = QCoreApplication.translate("MainWindow", "You pitch at {bid}").format(bid=bid)
        else:
            words = QCoreApplication.translate("MainWindow", "{name} pitches at {bid}").format(
                name=self.name(ev.pitcher), bid=bid
            )
        kitty = ev.view.rules.kitty
        if kitty:
            words = QCoreApplication.translate("MainWindow", "{words}. {kitty}").format(
                words=words, kitty=self._kitty_words(ev.pitcher, kitty, ev.view.rules.draw_back)
            )
            self._tell_words(words, ev.view)
            return
        self._say(words)

    def _kitty_words(self, pitcher: int, kitty: int, draw_back: bool) -> str:
        """Who takes the kitty, and (without the draw) that they discard as many."""
        you = pitcher == self.you()
        if draw_back:
            if you:
                return QCoreApplication.translate("MainWindow", "You take the kitty")
            return QCoreApplication.translate("MainWindow", "{name} takes the kitty").format(
                name=self.name(pitcher)
            )
        if you:
            return QCoreApplication.translate(
                "MainWindow", "You take the kitty and discard {n}"
            ).format(n=kitty)
        return QCoreApplication.translate(
            "MainWindow", "{name} takes the kitty and discards {n}"
        ).format(name=self.name(pitcher), n=kitty)

    def card_discarded(self, ev: CardDiscarded) -> None:
        """The pitcher discarded a card face down (its card told to the pitcher only)."""
        self.scene.card_discarded(ev)
        if ev.card is not None:
            words = QCoreApplication.translate("MainWindow", "You discard the {card}").format(
                card=card_name(ev.card)
            )
        elif ev.left:
            words = QCoreApplication.translate(
                "MainWindow", "{name} discards a card face down; {n} to go"
            ).format(name=self.name(ev.seat), n=ev.left)
        else:
            words = QCoreApplication.translate(
                "MainWindow", "{name} has discarded, face down"
            ).format(name=self.name(ev.seat))
        self._tell_words(words, ev.view)

    def trump_named(self, ev: TrumpNamed) -> None:
        """With the draw-back the pitcher names trump before the draw."""
        self.scene.trump_named(ev)
        if ev.seat == self.you():
            words = QCoreApplication.translate("MainWindow", "You name {suit} trump")
        else:
            words = QCoreApplication.translate("MainWindow", "{name} names {suit} trump")
        self._tell_words(words.format(name=self.name(ev.seat), suit=suit_name(ev.trump)), ev.view)

    def partner_called(self, ev: PartnerCalled) -> None:
        """The pitcher called a trump: whoever holds it is its partner for the hand."""
        self.scene.partner_called(ev)
        self._tell_words(call_words(self.name(ev.seat), ev.seat == self.you(), ev.card), ev.view)

    def pack_robbed(self, ev: PackRobbed) -> None:
        """The refill's dealer threw a card of the robbed pack."""
        self.scene.pack_robbed(ev)
        words = rob_words(self.name(ev.seat), ev.seat == self.you(), ev.card, ev.face_up, ev.left)
        self._tell_words(words, ev.view)

    def _partner_news(self, view: PlayerView) -> str:
        """The called partner's name, the first time this seat's view holds it ("" else)."""
        if self._partner_told or view.partner is None or view.pitcher is None:
            return ""
        self._partner_told = True
        you = self.you()
        return partner_words(
            self.name(view.partner),
            self.name(view.pitcher),
            view.partner == you,
            view.pitcher == you,
        )

    def cards_drawn(self, ev: CardsDrawn) -> None:
        """A player threw what was not trump and drew back (the pitcher: the rest of the
        stock; with the refill, the dealer takes the rest and throws nothing yet)."""
        self.scene.cards_drawn(ev)
        you = ev.seat == self.you()
        words = self._draw_words(ev, you).format(
            name=self.name(ev.seat), thrown=ev.thrown, drawn=ev.drawn
        )
        if you and ev.dead:
            words = QCoreApplication.translate(
                "MainWindow", "{words}; not trump, so out at once: {dead}"
            ).format(words=words, dead=ev.dead)
        self._tell_words(words, ev.view)

    @staticmethod
    def _draw_words(ev: CardsDrawn, you: bool) -> str:
        """The words of a draw, to format with ``name``, ``thrown`` and ``drawn``."""
        last = ev.seat == (ev.view.dealer if ev.view.rules.refill else ev.view.pitcher)
        if last and not ev.thrown:
            case = "take"
        elif not ev.drawn and not ev.view.stock_left:
            case = "none left"
        else:
            case = "rest" if last else "draw"
        yours, theirs = {
            "take": (
                QCoreApplication.translate("MainWindow", "You take the rest of the stock: {drawn}"),
                QCoreApplication.translate(
                    "MainWindow", "{name} takes the rest of the stock: {drawn}"
                ),
            ),
            "none left": (
                QCoreApplication.translate(
                    "MainWindow", "You throw {thrown}; nothing is left in the stock"
                ),
                QCoreApplication.translate(
                    "MainWindow", "{name} throws {thrown}; nothing is left in the stock"
                ),
            ),
            "rest": (
                QCoreApplication.translate(
                    "MainWindow", "You throw {thrown} and take the rest of the stock: {drawn}"
                ),
                QCoreApplication.translate(
                    "MainWindow", "{name} throws {thrown} and takes the rest of the stock: {drawn}"
                ),
            ),
            "draw": (
                QCoreApplication.translate("MainWindow", "You throw {thrown} and draw {drawn}"),
                QCoreApplication.translate(
                    "MainWindow", "{name} throws {thrown} and draws {drawn}"
                ),
            ),
        }[case]
        return yours if you else theirs

    def trump_burned(self, ev: TrumpBurned) -> None:
        """A player over six trumps burned one face up."""
        self.scene.trump_burned(ev)
        if ev.seat == self.you():
            words = QCoreApplication.translate("MainWindow", "You burn the {card}")
        else:
            words = QCoreApplication.translate("MainWindow", "{name} burns the {card}")
        self._tell_words(words.format(name=self.name(ev.seat), card=card_name(ev.card)), ev.view)

    def card_played(self, ev: CardPlayed) -> None:
        self.scene.card_played(ev)
        self._announce(accessible.card_announcement(self.name(ev.seat), ev.card))
        self.describe(ev.view)
        news = self._partner_news(ev.view)  # the called card played shows its holder
        if news:
            self._say(news)
            self._announce(news)

    def trick_won(self, ev: TrickWon) -> None:
        self.scene.trick_won(ev)
        self._announce(accessible.trick_announcement(self.name(ev.winner), sum(ev.view.tricks)))
        self.describe(ev.view)
        if ev.winner == self.you():
            self._say(QCoreApplication.translate("MainWindow", "You take the trick"))
        else:
            self._say(
                QCoreApplication.translate("MainWindow", "{name} takes the trick").format(
                    name=self.name(ev.winner)
                )
            )

    def _tell_words(self, words: str, view: PlayerView) -> None:
        """Words to show and to speak, and the table described anew (with the called partner
        when this seat learns it now)."""
        news = self._partner_news(view)
        if news:
            words = QCoreApplication.translate("MainWindow", "{words}. {news}").format(
                words=words, news=news
            )
        self._say(words)
        self._announce(words)
        self.describe(view)
