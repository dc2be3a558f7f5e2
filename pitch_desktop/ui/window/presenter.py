"""The presenter: between the match controller and the table's widgets.

``TablePresenter`` subscribes to the controller's signals. The story of the hand (the deal,
bids, trump, draws, burns, cards, tricks) it passes to its ``TableTeller``, which shows it on the
scene, in the status line and to the screen reader, as the history's replay does; the turns
it offers itself (the bid panel, the panel that names trump, the cards to play, a hint), and it
keeps the score pad's totals. The main window keeps only its menus, its dialogs and its frame
(and the dialogs it opens on a finished hand or match, which it hears from the controller
itself). Its words keep the ``MainWindow`` context of the translations.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton

from pitch_desktop.controller.events import (
    ActionRejected,
    AuctionOver,
    BidMade,
    ClaimOffered,
    HandScored,
    HandStarted,
    MatchStarted,
    PartnerCalled,
    TrumpNamed,
    TurnStarted,
    ViewerChanged,
)
from pitch_desktop.controller.table_source import TableSource
from pitch_desktop.engine.deck import deck_of
from pitch_desktop.engine.state import Phase, bid_level, is_bid
from pitch_desktop.engine.view import PlayerView
from pitch_desktop.match_setup import MatchSetup, Speed
from pitch_desktop.ui.common import accessible
from pitch_desktop.ui.common.accessible import Announcer
from pitch_desktop.ui.common.actions import call_cards, card_actions, name_suits
from pitch_desktop.ui.common.sides import side_names
from pitch_desktop.ui.table.bid_panel import BidPanel
from pitch_desktop.ui.table.call_panel import CallPanel
from pitch_desktop.ui.table.discard_panel import DiscardPanel
from pitch_desktop.ui.table.name_panel import NamePanel, kept_words
from pitch_desktop.ui.table.scene import TableScene
from pitch_desktop.ui.table.teller import TableTeller
from pitch_desktop.ui.table.view import TableView
from pitch_desktop.ui.window.score_pad import ScorePad
from pitch_desktop.ui.window.status_bar import TotalsLine


class PresentedWindow(Protocol):
    """What the presenter needs of its window: the parts it tells, and a few words."""

    controller: TableSource
    scene: TableScene
    view: TableView
    bid_panel: BidPanel
    name_panel: NamePanel
    discard_panel: DiscardPanel
    call_panel: CallPanel
    score_pad: ScorePad
    status: QLabel
    totals: TotalsLine
    announcer: Announcer
    claim_button: QPushButton

    @property
    def undo_action(self) -> QAction: ...

    @property
    def claim_action(self) -> QAction: ...

    @property
    def always_hint_action(self) -> QAction: ...

    @property
    def speed(self) -> Speed: ...

    @property
    def auto_last_card(self) -> bool: ...

    def set_status(self, text: str) -> None: ...

    def tell(self, sentence: str) -> None: ...

    def ask_hint(self) -> None: ...


class TablePresenter(QObject):
    """Tells the table what the controller announces; one per main window.

    It keeps what the table shows now, which the window reads: the match's set-up, the hand's
    number and the turn the window may answer.
    """

    def __init__(self, window: PresentedWindow, parent: QObject) -> None:
        super().__init__(parent)
        self._window = window
        self.setup: MatchSetup | None = None
        self.hand_number = 0
        self.turn: TurnStarted | None = None
        self._claim_rushed = False  # the table was set to instant for a claim
        # The story of each hand, as the table is told it (shared with the history's replay).
        self.teller = TableTeller(
            window.scene, window.view, window.set_status, window.announcer.announce
        )
        c = window.controller
        c.match_started.connect(self.match_started)
        c.hand_started.connect(self.hand_started)
        c.viewer_changed.connect(self.viewer_changed)
        c.turn_started.connect(self.turn_started)
        c.bid_made.connect(self.bid_made)
        c.auction_over.connect(self.auction_over)
        c.trump_named.connect(self.trump_named)
        c.partner_called.connect(self.partner_called)
        c.pack_robbed.connect(self.teller.pack_robbed)
        c.card_discarded.connect(self.teller.card_discarded)
        c.cards_drawn.connect(self.teller.cards_drawn)
        c.trump_burned.connect(self.teller.trump_burned)
        c.card_played.connect(self.teller.card_played)
        c.trick_won.connect(self.teller.trick_won)
        c.hand_scored.connect(self.hand_scored)
        c.action_rejected.connect(self.action_rejected)
        c.undone.connect(self.undone)
        c.trick_paused.connect(self.trick_paused)
        c.draw_resting.connect(self.trick_paused)
        c.claim_offered.connect(self.claim_offered)
        c.card_played.connect(lambda _ev: self.withdraw_claim())
        c.bot_trouble.connect(lambda ev: window.tell(ev.message))
        window.scene.hand_revealed.connect(self._on_hand_revealed)

    def hand_scored(self, ev: HandScored) -> None:
        """The table's part of a finished hand: the window opens the summary itself."""
        w = self._window
        self.teller.tell(ev)
        self.hide_panels()
        w.score_pad.add_hand(ev)
        self.show_totals()

    def match_started(self, ev: MatchStarted) -> None:
        w = self._window
        self.setup = ev.setup
        self.hand_number = 0
        self.teller.start_match(ev.setup)
        w.score_pad.start_match(ev.setup)
        w.score_pad.write_earlier(ev.hands, ev.scores)
        self.show_totals()
        w.bid_panel.set_rules(ev.setup.rules)
        w.bid_panel.set_text_size(w.view.text_pixels())
        w.name_panel.set_text_size(w.view.text_pixels())
        w.discard_panel.set_text_size(w.view.text_pixels())
        w.call_panel.set_text_size(w.view.text_pixels())
        self.hide_panels()
        w.set_status(QCoreApplication.translate("MainWindow", "Dealing…"))

    def hand_started(self, ev: HandStarted) -> None:
        w = self._window
        self.hand_number = ev.hand_number
        self.turn = None
        self.withdraw_claim()
        if self._claim_rushed:  # a claim played out at once is over
            self._claim_rushed = False
            w.scene.set_speed(w.speed)
        self.hide_panels()
        w.discard_panel.reset()  # a hand dealt, resumed or taken back: nothing chosen
        self.teller.hand_started(ev)

    def viewer_changed(self, ev: ViewerChanged) -> None:
        """Another person here is to act: the table turns to them, their cards face down."""
        w = self._window
        self.hide_panels()
        w.scene.show_viewer(ev)
        self.teller.describe(ev.view)
        w.set_status(
            QCoreApplication.translate("MainWindow", "{name}, it is your turn").format(
                name=self.teller.name(ev.seat)
            )
        )

    def turn_started(self, ev: TurnStarted) -> None:
        w = self._window
        self.withdraw_claim()
        w.undo_action.setEnabled(w.controller.can_undo)
        self.turn = ev
        w.scene.turn(ev)
        playable = frozenset(card_actions(ev.legal)) if ev.is_local else frozenset()
        self.teller.describe(ev.view, to_act=ev.seat, playable=playable)
        if not ev.is_local:
            self.hide_panels()
            if ev.away:  # a friend who dropped: the controller says until when the table waits
                w.set_status(ev.prompt)
                return
            w.set_status(
                QCoreApplication.translate("MainWindow", "{name} is thinking…").format(
                    name=self.teller.name(ev.seat)
                )
            )
            return
        if w.scene.hand_hidden:
            self.hide_panels()  # offered once the person here shows their cards
            return
        if w.controller.is_claiming:
            w.set_status(ev.prompt)  # the claim plays this card by itself
            return
        self._offer(ev)

    def _on_hand_revealed(self) -> None:
        """The person to act showed their cards: now offer them their choices."""
        turn = self.turn
        if turn is not None and turn.is_local and self._window.controller.is_waiting_for_human:
            self._offer(turn)

    def hide_panels(self) -> None:
        """Neither the bids nor the suits to name are offered now."""
        self._window.bid_panel.hide()
        self._window.name_panel.hide()
        self._window.discard_panel.hide()
        self._window.call_panel.hide()

    def _offer(self, ev: TurnStarted) -> None:
        """The choices of the person to act here: the bid panel, the suits to name trump or
        the cards (to play or to burn), and a hint."""
        w = self._window
        if w.always_hint_action.isChecked():
            QTimer.singleShot(0, w.ask_hint)
        bids = {bid_level(a) for a in ev.legal if is_bid(a)}
        suits = name_suits(ev.legal)
        if ev.view.phase is Phase.DISCARD:
            self._offer_discards(ev)
        elif ev.view.phase is Phase.CALL:
            self._offer_calls(ev)
        elif suits:
            self._offer_suits(ev, suits)
        elif bids:
            self._offer_bids(ev, bids)
        else:
            self._offer_cards(ev)
        prompt = ev.prompt or QCoreApplication.translate("MainWindow", "Your turn")
        if self.teller.you() is None:  # several people share the window: say whose turn it is
            prompt = QCoreApplication.translate("MainWindow", "{name}: {prompt}").format(
                name=self.teller.name(ev.seat), prompt=prompt
            )
        w.set_status(prompt)

    def _offer_suits(self, ev: TurnStarted, suits: list[int]) -> None:
        """The pitcher names trump (the draw-back): the suits, and the trumps each keeps."""
        w = self._window
        w.bid_panel.hide()
        w.name_panel.offer(
            ev.prompt or QCoreApplication.translate("MainWindow", "Name trump"),
            self._naming_hint(ev.view, suits),
        )
        w.view.place_bid_panel()

    def _offer_calls(self, ev: TurnStarted) -> None:
        """The pitcher calls a partner: the trumps it may call, high to low."""
        w = self._window
        w.bid_panel.hide()
        w.name_panel.hide()
        trumps = ev.view.trumps
        may = set(call_cards(ev.legal))
        order = [c for c in trumps.order if c in may] if trumps is not None else sorted(may)
        w.call_panel.offer(
            order,
            ev.view.trump if ev.view.trump is not None else 0,
            ev.prompt or QCoreApplication.translate("MainWindow", "Call your partner"),
            QCoreApplication.translate(
                "MainWindow", "Whoever holds the trump you call plays with you this hand"
            ),
        )
        w.view.place_bid_panel()

    def _offer_discards(self, ev: TurnStarted) -> None:
        """The pitcher took the kitty: the cards to discard are chosen on the table and
        confirmed on the panel, then told to the table one an action (``pending``)."""
        w = self._window
        panel = w.discard_panel
        w.bid_panel.hide()
        w.name_panel.hide()
        if panel.pending:
            card = panel.pending.pop(0)
            QTimer.singleShot(0, lambda: self._discard_next(ev, card))
            return
        w.scene.set_chosen(())
        panel.offer(ev.view.rules.kitty - ev.view.discard_count)
        w.view.place_bid_panel()
        w.view.setFocus()

    def _discard_next(self, turn: TurnStarted, card: int) -> None:
        w = self._window
        if self.turn is turn and w.controller.is_waiting_for_human:
            w.controller.submit(card)

    def _offer_bids(self, ev: TurnStarted, bids: set[int]) -> None:
        """The bids allowed, under the high bid so far."""
        w = self._window
        w.name_panel.hide()
        high = ev.view.high_bid
        if high and ev.view.pitcher is not None:
            hint = QCoreApplication.translate("MainWindow", "High bid: {bid} by {name}").format(
                bid=w.scene.bid_words(high), name=self.teller.name(ev.view.pitcher)
            )
        else:
            hint = QCoreApplication.translate("MainWindow", "No bids yet")
        w.bid_panel.offer(
            bids, high, ev.prompt or QCoreApplication.translate("MainWindow", "Your bid"), hint
        )
        accessible.describe_bid_panel(
            w.bid_panel, ev.prompt or QCoreApplication.translate("MainWindow", "Your bid"), hint
        )
        w.view.place_bid_panel()

    def _offer_cards(self, ev: TurnStarted) -> None:
        """The cards, to play or to burn; the hand's last card goes by itself when asked."""
        w = self._window
        self.hide_panels()
        w.view.setFocus()
        if w.auto_last_card and len(ev.legal) == 1 and ev.view.hand.bit_count() == 1:
            # The last card of the hand: no choice is left, so it goes by itself.
            card = ev.legal[0]
            QTimer.singleShot(w.speed.animation_ms, lambda: self._play_last(ev, card))

    @staticmethod
    def _naming_hint(view: PlayerView, suits: list[int]) -> str:
        """The line under "Name trump": how many trumps the hand would keep for each suit
        (the off-jack and the jokers counted where the deck makes them trumps)."""
        by_suit = deck_of(view.rules).by_suit
        return kept_words({s: (by_suit[s].mask & view.hand).bit_count() for s in suits})

    def _play_last(self, turn: TurnStarted, card: int) -> None:
        w = self._window
        if self.turn is turn and w.controller.is_waiting_for_human:
            w.controller.submit(card)

    def bid_made(self, ev: BidMade) -> None:
        self.teller.bid_made(ev)
        if ev.seat == self._window.controller.viewer_seat:
            self._window.bid_panel.hide()

    def auction_over(self, ev: AuctionOver) -> None:
        self.hide_panels()
        self.teller.auction_over(ev)

    def trump_named(self, ev: TrumpNamed) -> None:
        self.hide_panels()
        self.teller.trump_named(ev)

    def partner_called(self, ev: PartnerCalled) -> None:
        self.hide_panels()
        self.teller.partner_called(ev)

    def claim_offered(self, ev: ClaimOffered) -> None:
        """The player's own cards surely take every trick left: offer to play them out."""
        w = self._window
        if not w.controller.can_claim or w.scene.hand_hidden:
            return
        w.claim_action.setEnabled(True)
        w.claim_button.show()
        w.set_status(
            QCoreApplication.translate(
                "MainWindow", "{said}. Your cards take every trick left: claim the rest (C)"
            ).format(said=w.status.text().rstrip("."))
        )

    def rush_claim(self) -> None:
        """A claim was made: the table shows the rest of the hand at once."""
        self.withdraw_claim()
        self._claim_rushed = True
        self._window.scene.set_speed(Speed.INSTANT)

    def withdraw_claim(self) -> None:
        """The claim offered lapsed with the turn (or was made)."""
        w = self._window
        w.claim_action.setEnabled(False)
        w.claim_button.hide()

    def trick_paused(self) -> None:
        """The trick rests, its taker named (or the player's own draw, what went and what
        came), until the player goes on."""
        w = self._window
        w.set_status(
            QCoreApplication.translate(
                "MainWindow", "{said}. Click the table or press Space to go on"
            ).format(said=w.status.text())
        )

    def show_totals(self) -> None:
        w = self._window
        setup = self.setup
        if setup is None:
            return
        names = side_names(setup)
        w.totals.set_totals(names, w.score_pad.totals(), setup.rules.target)
        w.totals.setVisible(not w.score_pad.isVisible())
        w.score_pad.setAccessibleName(QCoreApplication.translate("MainWindow", "Score pad"))
        w.score_pad.setAccessibleDescription(
            accessible.score_words(names, w.score_pad.totals(), setup.rules.target)
        )

    def undone(self, ev: HandStarted) -> None:
        """A decision was taken back: ``hand_started`` redraws the table from ``ev`` next."""
        w = self._window
        self.hide_panels()
        w.set_status(QCoreApplication.translate("MainWindow", "Taken back: your move again."))

    def action_rejected(self, ev: ActionRejected) -> None:
        """Show why, in the controller's words."""
        w = self._window
        w.set_status(ev.reason)
