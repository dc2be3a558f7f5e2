"""The rules of a match told in the player's words, built from its ``Rules`` value alone.

Help > Rules of this match, the score pad's tooltips and the bid panel's tooltips all read their
sentences here, so what the player is told can never drift from what the engine plays: every
sentence is chosen by a rule setting, and where the auction's outcome depends on a rule the
engine's own function (``dealer_may_match``, ``auction_ends_after``, ``match_winner``) decides
which sentence applies. Every sentence goes through Qt's translation (context ``RulesText``);
where a number counts something, ``%n`` lets a translation choose the plural.

The four-point family (High, Low, Jack, Game with a plain 52-card deck) keeps its own sentences;
the other families (an off-jack, jokers, card awards such as the five) add a section on the
trumps and say each award of ``rules.points`` with its worth.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from pitch_desktop.controller.words import bid_name, card_name, rank_name
from pitch_desktop.engine.auction import auction_ends_after
from pitch_desktop.engine.cards import ACE, FIVE, JACK, RANKS, THREE
from pitch_desktop.engine.deck import off_card, off_jack_card
from pitch_desktop.engine.points import FOUR_POINTS, POINTS_TABLE, Award, AwardRow, worth
from pitch_desktop.engine.rules import (
    PLAIN_DEAL,
    PRESET_BOOK,
    AllPass,
    DealerSteal,
    JokersRank,
    LowGoesTo,
    Rules,
    TrumpRule,
    WinRule,
)
from pitch_desktop.engine.scoring import HandScore, match_winner


class RulesText(QObject):
    """The translation context of these sentences. Sentences that count with ``%n`` go through
    ``RulesText.tr(text, None, n)``: ``pyside6-lupdate`` marks a plural form only for ``tr``."""

    if TYPE_CHECKING:  # called on the class, as Qt allows; the stubs know only the method

        @staticmethod
        def tr(source: str, disambiguation: str | None = None, n: int = -1) -> str: ...


@dataclass(frozen=True, slots=True)
class RulesParagraph:
    """One paragraph; ``term`` is a word the dialog sets in bold before it ("High")."""

    text: str
    term: str = ""


@dataclass(frozen=True, slots=True)
class RulesSection:
    title: str
    paragraphs: tuple[RulesParagraph, ...]


def _p(text: str, term: str = "") -> RulesParagraph:
    return RulesParagraph(text, term)


def preset_title(rules: Rules) -> str:
    """What these rules are called: a preset's name (at any table size it seats), or house
    rules."""
    name = rules.seated_preset_name()
    if name is not None:
        return QCoreApplication.translate("RulesText", PRESET_BOOK[name].title)
    return QCoreApplication.translate("RulesText", "House rules")


def _four_points(rules: Rules) -> bool:
    """The four points High, Low, Jack and Game (in any order): the classic sentences apply."""
    return set(rules.points) == set(FOUR_POINTS) and len(rules.points) == len(FOUR_POINTS)


def _plain_deck(rules: Rules) -> bool:
    """52 cards, no off-card: every trump is a card of the trump suit."""
    return not rules.off_cards and not rules.jokers


def _more_off_cards(rules: Rules) -> tuple[str, ...]:
    """The off-cards other than the off-jack ("A", "5", "3"), which have sentences of their
    own; the off-jack alone keeps the older ones."""
    return tuple(r for r in rules.off_cards if r != "J")


def point_name(name: str) -> str:
    """An award's name: "High", "Low", "Jack", "Off-jack", "Big joker", "Five", "Game"..."""
    return QCoreApplication.translate("RulesText", POINTS_TABLE[Award(name)].words.name)


def points_words(points: Sequence[Award]) -> str:
    """Awards in a row with the worth of those worth more than one: "High, Low, Five (5 points)"."""
    words = []
    for award in points:
        n = worth(award)
        name = point_name(award)
        words.append(
            name if n == 1 else RulesText.tr("{name} (%n points)", None, n).format(name=name)
        )
    return ", ".join(words)


def points_summary(points: Sequence[Award]) -> str:
    """The awards and what they make together: "High, Low, Jack, Off-jack, Game: 5 points"."""
    total = sum(worth(a) for a in points)
    return RulesText.tr("{points}: %n points", None, total).format(points=points_words(points))


def off_jack_words(rules: Rules, trump: int) -> str | None:
    """Which card is the off-jack with ``trump`` ("Off-jack: the jack of clubs"), or None when
    these rules have no off-jack."""
    if not rules.off_jack:
        return None
    return QCoreApplication.translate("RulesText", "Off-jack: the {card}").format(
        card=card_name(off_jack_card(trump))
    )


def off_cards_words(rules: Rules, trump: int) -> str | None:
    """Which card is each off-card with ``trump``, high to low ("Off-ace: the ace of clubs;
    Off-jack: the jack of clubs"), or None when these rules have none."""
    if not rules.off_cards:
        return None
    words = []
    for rank in rules.off_ranks:
        if rank == JACK:
            text = off_jack_words(rules, trump)
            assert text is not None
            words.append(text)
            continue
        line = {
            ACE: QCoreApplication.translate("RulesText", "Off-ace: the {card}"),
            FIVE: QCoreApplication.translate("RulesText", "Off-five: the {card}"),
            THREE: QCoreApplication.translate("RulesText", "Off-three: the {card}"),
        }[rank]
        words.append(line.format(card=card_name(off_card(rank, trump))))
    return "; ".join(words)


def _card_words(row: AwardRow) -> str:
    """The card behind a card award, as the start of its description ("the five of trump")."""
    card = row.words.card
    assert card is not None  # the points table refuses a card award without its card's words
    return QCoreApplication.translate("RulesText", card)


def _card_award_description(rules: Rules, award: Award) -> str:
    """A card award but the jack: its card, its worth if more than one, and who scores it."""
    row = POINTS_TABLE[award]
    what = _card_words(row)
    if row.worth == 1:
        if rules.teams:
            text = QCoreApplication.translate(
                "RulesText",
                "{card}, won by the team that takes it in a trick."
                " When nobody was dealt it, nobody scores it.",
            )
        else:
            text = QCoreApplication.translate(
                "RulesText",
                "{card}, won by whoever takes it in a trick."
                " When nobody was dealt it, nobody scores it.",
            )
    elif rules.teams:
        text = RulesText.tr(
            "{card}, worth %n points, won by the team that takes it in a trick."
            " When nobody was dealt it, nobody scores it.",
            None,
            row.worth,
        )
    else:
        text = RulesText.tr(
            "{card}, worth %n points, won by whoever takes it in a trick."
            " When nobody was dealt it, nobody scores it.",
            None,
            row.worth,
        )
    return text.format(card=what)


def _low_extra(rules: Rules) -> str:
    """Low beside off-cards or jokers: only a card of the trump suit itself is Low."""
    if _more_off_cards(rules) and rules.jokers:
        return QCoreApplication.translate(
            "RulesText", "Low is a card of the trump suit itself, never a joker or an off-card."
        )
    if _more_off_cards(rules):
        return QCoreApplication.translate(
            "RulesText", "Low is a card of the trump suit itself, never an off-card."
        )
    if rules.off_jack and rules.jokers:
        return QCoreApplication.translate(
            "RulesText", "Low is a card of the trump suit itself, never a joker or the off-jack."
        )
    if rules.off_jack:
        return QCoreApplication.translate(
            "RulesText", "Low is a card of the trump suit itself, never the off-jack."
        )
    if rules.jokers:
        return QCoreApplication.translate(
            "RulesText", "Low is a card of the trump suit itself, never a joker."
        )
    return ""


def point_description(rules: Rules, name: str) -> str:
    """What one award is and who wins it, under these rules."""
    text = _point_description(rules, name)
    extra = ""
    if name == "low":
        extra = _low_extra(rules)
    elif name == "game" and rules.jokers:
        extra = QCoreApplication.translate("RulesText", "Jokers count nothing.")
    return f"{text} {extra}" if extra else text


def _point_description(rules: Rules, name: str) -> str:
    words = _POINT_WORDS.get(name)
    if words is None:
        return _card_award_description(rules, Award(name))
    return words(rules, rules.teams > 0)


def _high_words(rules: Rules, teams: bool) -> str:
    if teams:
        return QCoreApplication.translate(
            "RulesText", "the highest trump in play, won by the team of the player dealt it."
        )
    return QCoreApplication.translate(
        "RulesText", "the highest trump in play, won by the player dealt it."
    )


def _low_words(rules: Rules, teams: bool) -> str:
    if rules.low_goes_to is LowGoesTo.TAKER:
        if teams:
            return QCoreApplication.translate(
                "RulesText",
                "the lowest trump in play, won by the team that takes it in a trick.",
            )
        return QCoreApplication.translate(
            "RulesText", "the lowest trump in play, won by whoever takes it in a trick."
        )
    if teams:
        return QCoreApplication.translate(
            "RulesText",
            "the lowest trump in play, won by the team of the player dealt it,"
            " whoever takes its trick.",
        )
    return QCoreApplication.translate(
        "RulesText",
        "the lowest trump in play, won by the player dealt it, whoever takes its trick.",
    )


def _jack_words(rules: Rules, teams: bool) -> str:
    if teams:
        return QCoreApplication.translate(
            "RulesText",
            "the jack of trump, won by the team that takes it in a trick."
            " When nobody was dealt it, nobody scores it.",
        )
    return QCoreApplication.translate(
        "RulesText",
        "the jack of trump, won by whoever takes it in a trick."
        " When nobody was dealt it, nobody scores it.",
    )


def _game_words(rules: Rules, teams: bool) -> str:
    if teams:
        return QCoreApplication.translate(
            "RulesText",
            "each team counts the cards it took in tricks, in every suit: 10 for each ten,"
            " 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack."
            " The team with the most wins the point; a tie for most gives it to nobody.",
        )
    return QCoreApplication.translate(
        "RulesText",
        "each player counts the cards they took in tricks, in every suit: 10 for each ten,"
        " 4 for each ace, 3 for each king, 2 for each queen and 1 for each jack."
        " The player with the most wins the point; a tie for most gives it to nobody.",
    )


# The words for each point every table plays by its name; the others are cards' awards.
_POINT_WORDS: dict[str, Callable[[Rules, bool], str]] = {
    "high": _high_words,
    "low": _low_words,
    "jack": _jack_words,
    "game": _game_words,
}


def _sides_section(rules: Rules) -> RulesSection:
    n = rules.players
    if rules.teams == 0:
        sides = RulesText.tr(
            "%n players, each playing alone (cutthroat): every player is a side of their own.",
            None,
            n,
        )
    elif rules.teams == 2 and n == 4:
        sides = RulesText.tr(
            "%n players in two teams of two. Partners sit across the table from each other"
            " and score together.",
            None,
            n,
        )
    elif rules.teams == 3:
        sides = RulesText.tr(
            "%n players in three teams of two. Partners sit across the table from each other"
            " and score together.",
            None,
            n,
        )
    else:
        sides = RulesText.tr(
            "%n players in two teams of three. Partners sit at every other seat and score"
            " together.",
            None,
            n,
        )
    deck = _deck_sentence(rules)
    deal, cards = _deal_sentences(rules)
    kitty = _kitty_sentence(rules)
    call, refill = _call_and_refill_sentences(rules)
    title = QCoreApplication.translate("RulesText", "Players and the deal")
    return RulesSection(
        title, tuple(_p(t) for t in (sides, deck, deal, kitty, refill, call, cards) if t)
    )


def _call_and_refill_sentences(rules: Rules) -> tuple[str, str]:
    """A called partner and Cinch's refill and rob, where they are played ("" otherwise)."""
    call = refill = ""
    if rules.call_partner:
        call = QCoreApplication.translate(
            "RulesText",
            "Right after naming trump the pitcher calls a trump it does not hold. Whoever holds"
            " it once the draw is done is its secret partner for the hand: the two score their"
            " points together, and only the pitcher can go out on its bid.",
        )
    if rules.refill:
        refill = QCoreApplication.translate(
            "RulesText",
            "Once trump is named, each player but the dealer throws away every card that is not"
            " trump and is dealt back to six, keeping what it draws. The dealer then robs the"
            " pack: it takes the rest of the stock and throws down to six, cards that are not"
            " trump first.",
        )
    return call, refill


def _kitty_sentence(rules: Rules) -> str:
    """The kitty, where it is dealt ("" without one)."""
    if not rules.kitty:
        return ""
    return QCoreApplication.translate(
        "RulesText",
        "After the players' cards a kitty of {count} is dealt face down to the middle. Only the"
        " pitcher takes it, once the auction is over; without a draw it then discards"
        " {count} cards face down, which count for nobody.",
    ).format(count=rules.kitty)


def _deal_sentences(rules: Rules) -> tuple[str, str]:
    """How many cards each player is dealt (and so the tricks, without a draw), and how many
    are in play when the deal leaves some of the deck out ("" when it does not)."""
    in_play = rules.deal * rules.players
    cards = ""
    if rules.draw_back:
        deal = RulesText.tr(
            "The dealer gives each player %n cards, starting on the left; the rest of the deck"
            " is the stock, face down. The deal passes to the left after every hand.",
            None,
            rules.deal,
        )
    elif rules.deal != PLAIN_DEAL:
        deal = RulesText.tr(
            "The dealer gives each player %n cards, three at a time, starting on the left;"
            " the hand is played in as many tricks. The deal passes to the left after every"
            " hand.",
            None,
            rules.deal,
        )
    else:
        deal = QCoreApplication.translate(
            "RulesText",
            "The dealer gives each player six cards, three at a time, starting on the left."
            " The deal passes to the left after every hand.",
        )
    if not rules.draw_back and in_play < rules.deck_size:
        cards = RulesText.tr(
            "%n cards are in play; the rest of the deck sits out the hand, so the best trumps"
            " may not be dealt at all.",
            None,
            in_play,
        )
    return deal, cards


def _deck_sentence(rules: Rules) -> str:
    """The deck, when it is not the plain 52 cards of the four-point game."""
    if rules.jokers == 2:
        return QCoreApplication.translate(
            "RulesText",
            "The deck has {cards} cards: the 52 of the four suits and two jokers,"
            " a big and a little one.",
        ).format(cards=rules.deck_size)
    if rules.jokers == 1:
        return QCoreApplication.translate(
            "RulesText", "The deck has {cards} cards: the 52 of the four suits and one joker."
        ).format(cards=rules.deck_size)
    if rules.off_cards:
        return QCoreApplication.translate(
            "RulesText", "The deck has {cards} cards, the four suits without jokers."
        ).format(cards=rules.deck_size)
    return ""


def _trumps_section(rules: Rules) -> RulesSection | None:
    """The off-jack, the jokers, the pitch and the trump order; None with a plain deck."""
    if _plain_deck(rules):
        return None
    paragraphs: list[RulesParagraph] = []
    if rules.off_jack:
        paragraphs.append(
            _p(
                QCoreApplication.translate(
                    "RulesText",
                    "the jack of the other suit of trump's colour is a trump, just below the jack"
                    " of trump: with spades trump, the jack of clubs; with hearts trump, the jack"
                    " of diamonds (and the other way round). It is a trump for every rule,"
                    " following and winning tricks alike, and no longer a card of its own suit.",
                ),
                point_name("off_jack"),
            )
        )
    if _more_off_cards(rules):
        paragraphs.append(_off_cards_paragraph(rules))
    if rules.jokers:
        paragraphs.append(_jokers_paragraph(rules))
    paragraphs.append(_pitch_paragraph(rules))
    paragraphs.append(
        _p(
            QCoreApplication.translate("RulesText", "from high to low, {order}.").format(
                order=_trump_order_words(rules)
            ),
            QCoreApplication.translate("RulesText", "Trump order"),
        )
    )
    return RulesSection(QCoreApplication.translate("RulesText", "Trumps"), tuple(paragraphs))


def _off_cards_paragraph(rules: Rules) -> RulesParagraph:
    """The off-cards but the jack: which, and where they rank."""
    more = _more_off_cards(rules)
    ranks = ", ".join(rank_name(RANKS.index(r)) for r in more)
    if len(more) == 1:
        text = QCoreApplication.translate(
            "RulesText",
            "the {ranks} of the other suit of trump's colour is a trump too, just below the"
            " card of its rank in the trump suit: with spades trump, the one of clubs; with"
            " hearts trump, the one of diamonds (and the other way round). It is a trump for"
            " every rule, following and winning tricks alike, and no longer a card of its own"
            " suit.",
        ).format(ranks=ranks)
        return _p(text, QCoreApplication.translate("RulesText", "Off-cards"))
    text = QCoreApplication.translate(
        "RulesText",
        "the {ranks} of the other suit of trump's colour are trumps too, each just below the"
        " card of its rank in the trump suit: with spades trump, the clubs; with hearts trump,"
        " the diamonds (and the other way round). Each is a trump for every rule, following"
        " and winning tricks alike, and no longer a card of its own suit.",
    ).format(ranks=ranks)
    return _p(text, QCoreApplication.translate("RulesText", "Off-cards"))


def _jokers_paragraph(rules: Rules) -> RulesParagraph:
    """Where the jokers rank among the trumps, and against each other."""
    above = (
        QCoreApplication.translate("RulesText", "the off-jack")
        if rules.off_jack
        else QCoreApplication.translate("RulesText", "the jack of trump")
    )
    if rules.jokers == 1:
        jokers = QCoreApplication.translate(
            "RulesText",
            "the joker, called the big joker, is a trump, ranking below {above} and above"
            " the ten of trump.",
        ).format(above=above)
    else:
        jokers = QCoreApplication.translate(
            "RulesText",
            "the big and the little joker are trumps, ranking below {above} and above the"
            " ten of trump.",
        ).format(above=above)
        if rules.jokers_rank is JokersRank.FIRST_PLAYED:
            rank = QCoreApplication.translate(
                "RulesText",
                "When both jokers fall in one trick, the one played first ranks higher;"
                " for High the big joker always ranks above the little one.",
            )
        elif rules.jokers_rank is JokersRank.SECOND_PLAYED:
            rank = QCoreApplication.translate(
                "RulesText",
                "When both jokers fall in one trick, the one played second ranks higher;"
                " for High the big joker always ranks above the little one.",
            )
        else:
            rank = QCoreApplication.translate(
                "RulesText", "The big joker ranks above the little one."
            )
        jokers = f"{jokers} {rank}"
    term = (
        QCoreApplication.translate("RulesText", "Joker")
        if rules.jokers == 1
        else QCoreApplication.translate("RulesText", "Jokers")
    )
    return _p(jokers, term)


def _pitch_paragraph(rules: Rules) -> RulesParagraph:
    """What the pitch may be before trump is known, with the draw-back or these cards."""
    if rules.draw_back:
        pitch = QCoreApplication.translate(
            "RulesText",
            "Trump is named before any card is played, so every trump is known from the start:"
            " the first lead may be any trump, a joker too.",
        )
    elif _more_off_cards(rules) and rules.jokers:
        pitch = QCoreApplication.translate(
            "RulesText",
            "Before trump is known a joker has no suit and an off-card is a plain card of its"
            " own suit: the pitcher may not lead a joker, and a pitched off-card names its own"
            " suit trump.",
        )
    elif _more_off_cards(rules):
        pitch = QCoreApplication.translate(
            "RulesText",
            "Before trump is known an off-card is a plain card of its own suit: a pitched"
            " off-card names its own suit trump.",
        )
    elif rules.off_jack and rules.jokers:
        pitch = QCoreApplication.translate(
            "RulesText",
            "Before trump is known a joker has no suit and the off-jack is a plain jack:"
            " the pitcher may not lead a joker, and a pitched jack names its own suit trump.",
        )
    elif rules.jokers:
        pitch = QCoreApplication.translate(
            "RulesText",
            "Before trump is known a joker has no suit, so the pitcher may not lead a joker.",
        )
    else:
        pitch = QCoreApplication.translate(
            "RulesText",
            "Before trump is known the off-jack is a plain jack: a pitched jack names its own"
            " suit trump.",
        )
    return _p(pitch)


def _trump_order_words(rules: Rules) -> str:
    """The trumps high to low: "ace, off-ace, king, queen, jack, off-jack, big joker, 10 ...
    5, off-five, 4, 3, off-three, 2", each off-card right below its twin."""
    off_words = {
        ACE: QCoreApplication.translate("RulesText", "off-ace"),
        JACK: QCoreApplication.translate("RulesText", "off-jack"),
        FIVE: QCoreApplication.translate("RulesText", "off-five"),
        THREE: QCoreApplication.translate("RulesText", "off-three"),
    }
    off_ranks = set(rules.off_ranks)
    words = []
    for rank in range(ACE, -1, -1):
        words.append(rank_name(rank))
        if rank in off_ranks:
            words.append(off_words[rank])
        if rank == JACK:
            if rules.jokers >= 1:
                words.append(QCoreApplication.translate("RulesText", "big joker"))
            if rules.jokers >= 2:
                words.append(QCoreApplication.translate("RulesText", "little joker"))
    return ", ".join(words)


def _points_section(rules: Rules) -> RulesSection:
    if _four_points(rules):
        intro = QCoreApplication.translate(
            "RulesText",
            "Every hand four points are at stake, one each for High, Low, Jack and Game:",
        )
        title = QCoreApplication.translate("RulesText", "The four points")
    else:
        intro = RulesText.tr("Every hand %n points are at stake:", None, rules.total_points)
        title = QCoreApplication.translate("RulesText", "The points")
    paragraphs = [_p(intro)]
    for award in rules.points:
        paragraphs.append(_p(point_description(rules, award), point_name(award)))
    paragraphs += [_p(t) for t in _more_than_one_point(rules)]
    if rules.draw_back:
        paragraphs.append(
            _p(
                QCoreApplication.translate(
                    "RulesText",
                    "With the draw-back, the player dealt a card means the player who held it"
                    " for play, dealt or drawn; a card left dead or burned, or never dealt,"
                    " scores for nobody.",
                )
            )
        )
    return RulesSection(title, tuple(paragraphs))


def _more_than_one_point(rules: Rules) -> list[str]:
    """When one card wins more than one award: a lone trump, a card award that is Low."""
    if _four_points(rules) and _plain_deck(rules):
        return [
            QCoreApplication.translate(
                "RulesText",
                "A lone trump in play is both High and Low (and Jack too, if it is the jack).",
            )
        ]
    out = []
    if rules.scores(Award.HIGH) and rules.scores(Award.LOW):
        if _plain_deck(rules):
            out.append(
                QCoreApplication.translate(
                    "RulesText", "A lone trump in play is both High and Low."
                )
            )
        else:
            out.append(
                QCoreApplication.translate(
                    "RulesText",
                    "When the only trump in play is a card of the trump suit, it is both High"
                    " and Low.",
                )
            )
    if rules.scores(Award.LOW):
        # The lowest card award of the trump suit that could be Low: the three, the five, the ten.
        for award in (Award.THREE, Award.FIVE, Award.TEN):
            if rules.scores(award):
                row = POINTS_TABLE[award]
                out.append(
                    QCoreApplication.translate(
                        "RulesText",
                        "A card that is Low and scores a point of its own, as {card} can, scores"
                        " both.",
                    ).format(card=_card_words(row))
                )
                break
    return out


def _bids_sentence(rules: Rules) -> str:
    if rules.min_bid == rules.max_bid:
        return QCoreApplication.translate("RulesText", "The only number bid is {bid}.").format(
            bid=rules.max_bid
        )
    return QCoreApplication.translate("RulesText", "Bids run from {low} to {high}.").format(
        low=rules.min_bid, high=rules.max_bid
    )


def _dealer_sentence(rules: Rules) -> str:
    if rules.dealer_steal is DealerSteal.NEVER:
        return QCoreApplication.translate(
            "RulesText",
            "The dealer speaks last and, like everyone else, must bid more than the high bid"
            " to take it: matching it is not enough.",
        )
    if rules.dealer_steal is DealerSteal.ALWAYS:
        if rules.smudge:
            return QCoreApplication.translate(
                "RulesText",
                "The dealer speaks last and may take the bid by matching the high bid"
                ' ("Take it"), whatever it is, smudge included.',
            )
        return QCoreApplication.translate(
            "RulesText",
            'The dealer speaks last and may take the bid by matching the high bid ("Take it"),'
            " whatever it is.",
        )
    if rules.smudge:
        return QCoreApplication.translate(
            "RulesText",
            'The dealer speaks last and may take the bid by matching the high bid ("Take it"),'
            " but not a bid of {top} or a smudge: those can only be outbid.",
        ).format(top=rules.max_bid)
    return QCoreApplication.translate(
        "RulesText",
        'The dealer speaks last and may take the bid by matching the high bid ("Take it"),'
        " but not a bid of {top}: that bid cannot be taken.",
    ).format(top=rules.max_bid)


def _all_pass_sentence(rules: Rules) -> str:
    if rules.all_pass is AllPass.REDEAL:
        return QCoreApplication.translate(
            "RulesText",
            "When everyone passes, the dealer too, the hand is thrown in without score and the"
            " next dealer deals.",
        )
    return QCoreApplication.translate(
        "RulesText",
        "When everyone before the dealer passes, the dealer is stuck and must bid at least {bid}.",
    ).format(bid=rules.least_stuck_bid)


def _auction_section(rules: Rules) -> RulesSection:
    paragraphs = [
        QCoreApplication.translate(
            "RulesText",
            "One round of bidding, starting left of the dealer: each player speaks once, to pass"
            " or to bid more than the high bid so far. A bid is the number of points you"
            " promise to win.",
        ),
        _bids_sentence(rules),
    ]
    if rules.smudge and _four_points(rules):
        paragraphs.append(
            QCoreApplication.translate(
                "RulesText",
                "Smudge ranks above {high}: a promise to win all four points and all six tricks.",
            ).format(high=rules.max_bid)
        )
    elif rules.smudge:
        paragraphs.append(
            RulesText.tr(
                "Smudge ranks above {high}: a promise to win every point of the hand (%n) and"
                " all six tricks.",
                None,
                rules.total_points,
            ).format(high=rules.max_bid)
        )
    if rules.teams:
        paragraphs.append(
            QCoreApplication.translate("RulesText", "Partners may outbid each other.")
        )
    paragraphs.append(_dealer_sentence(rules))
    paragraphs.append(_all_pass_sentence(rules))
    top = rules.top_bid
    if auction_ends_after(rules, False, top) and rules.draw_back:
        paragraphs.append(
            QCoreApplication.translate(
                "RulesText",
                "A bid of {bid} ends the auction at once, since nobody can raise it or take it:"
                " the bidder names trump straight away.",
            ).format(bid=bid_name(top))
        )
    elif auction_ends_after(rules, False, top):  # the engine's own test: the dealer cannot take it
        paragraphs.append(
            QCoreApplication.translate(
                "RulesText",
                "A bid of {bid} ends the auction at once, since nobody can raise it or take it:"
                " the bidder pitches straight away.",
            ).format(bid=bid_name(top))
        )
    paragraphs.append(
        QCoreApplication.translate("RulesText", "The player with the high bid is the pitcher.")
    )
    title = QCoreApplication.translate("RulesText", "The auction")
    return RulesSection(title, tuple(_p(t) for t in paragraphs))


def _draw_back_section(rules: Rules) -> RulesSection:
    """Naming trump, the throw and the draw, the burns and trumps-only play (RULES.md)."""
    name = QCoreApplication.translate(
        "RulesText", "After the auction the pitcher names trump, before anyone plays a card."
    )
    draw = QCoreApplication.translate(
        "RulesText",
        "Then each player but the pitcher, in turn from the dealer's left, throws away every"
        " card that is not a trump and draws from the stock back to six cards; the pitcher"
        " then takes the whole rest of the stock. Every card that is not a trump, dealt or"
        " drawn, is dead: it is never played and not replaced. When the stock runs out,"
        " the players still to draw get fewer cards or none.",
    )
    burn = QCoreApplication.translate(
        "RulesText",
        "A player holding more than six trumps burns trumps of their choice, face up, down"
        " to six, but may burn a trump that carries a point ({cards}) only when holding no"
        " other. Burned cards are out of the hand and score for nobody.",
    ).format(cards=_point_trump_words(rules))
    play = QCoreApplication.translate(
        "RulesText",
        "Only trumps are played. The pitcher leads any trump, a joker too (holding none, the"
        " next player to the left who holds one leads); the highest trump wins the trick. A"
        " player with no trump left is out for the rest of the hand. The winner leads the"
        " next trick, or when out of trumps the next player to the left still holding one."
        " The hand ends when nobody holds a trump.",
    )
    title = QCoreApplication.translate("RulesText", "Naming trump and the draw-back")
    return RulesSection(title, tuple(_p(t) for t in (name, draw, burn, play)))


def _point_trump_words(rules: Rules) -> str:
    """The trumps that carry a card award of the rules' points, in words."""
    words = [
        _card_words(POINTS_TABLE[a]) for a in rules.points if POINTS_TABLE[a].carrier is not None
    ]
    return ", ".join(words) if words else QCoreApplication.translate("RulesText", "none here")


def _play_section(rules: Rules) -> RulesSection:
    if rules.draw_back:
        return _draw_back_section(rules)
    pitch = QCoreApplication.translate(
        "RulesText",
        "The pitcher leads the first card: its suit is trump for the hand.",
    )
    if rules.trump_rule is TrumpRule.ANYTIME:
        follow = QCoreApplication.translate(
            "RulesText",
            "When a trump is led, play a trump if you can. When another suit is led, follow"
            " that suit or play a trump, as you like. Holding none of the suit led, play any"
            " card.",
        )
    else:
        follow = QCoreApplication.translate(
            "RulesText",
            "Follow the suit led if you can: you may not trump while you hold the suit led."
            " Holding none of it, play any card, a trump or not.",
        )
    if rules.deal != PLAIN_DEAL:
        wins = RulesText.tr(
            "The highest trump wins the trick; with no trump in it, the highest card of the"
            " suit led (ace high). The winner leads the next trick, until all %n are played.",
            None,
            rules.deal,
        )
    else:
        wins = QCoreApplication.translate(
            "RulesText",
            "The highest trump wins the trick; with no trump in it, the highest card of the"
            " suit led (ace high). The winner leads the next trick, until all six are played.",
        )
    title = QCoreApplication.translate("RulesText", "Pitching and playing")
    return RulesSection(title, (_p(pitch), _p(follow), _p(wins)))


def _scoring_section(rules: Rules) -> RulesSection:
    if rules.teams:
        bid = QCoreApplication.translate(
            "RulesText",
            "If the pitcher's team wins at least the points it bid, it scores every point it"
            " won. If not, it is set back: it loses as many points as it bid. Scores may go"
            " below zero.",
        )
        others = QCoreApplication.translate(
            "RulesText", "The other teams score the points they won."
        )
    else:
        bid = QCoreApplication.translate(
            "RulesText",
            "If the pitcher wins at least the points they bid, they score every point they won."
            " If not, they are set back: they lose as many points as they bid. Scores may go"
            " below zero.",
        )
        others = QCoreApplication.translate(
            "RulesText", "Every other player scores the points they won."
        )
    paragraphs = [bid, others]
    if rules.smudge and not _four_points(rules):
        paragraphs += _family_smudge(rules)
    elif rules.smudge:
        if rules.smudge_wins:
            made = QCoreApplication.translate(
                "RulesText",
                "A smudge made (all four points and all six tricks) wins the match at once,"
                " whatever the score.",
            )
        else:
            made = RulesText.tr(
                "A smudge made (all four points and all six tricks) scores %n.",
                None,
                rules.smudge_value,
            )
        failed = RulesText.tr(
            "A smudge failed sets the pitcher back %n. Without the jack in play a smudge"
            " cannot be made.",
            None,
            rules.smudge_value,
        )
        plain = QCoreApplication.translate(
            "RulesText",
            "A number bid never scores more than the four points, even with all six tricks.",
        )
        paragraphs += [made, failed, plain]
    title = QCoreApplication.translate("RulesText", "Scoring a hand")
    return RulesSection(title, tuple(_p(t) for t in paragraphs))


def _family_smudge(rules: Rules) -> list[str]:
    """Smudge beside other points than the four: every point of the hand, all six tricks."""
    if rules.smudge_wins:
        made = QCoreApplication.translate(
            "RulesText",
            "A smudge made (every point of the hand and all six tricks) wins the match at once,"
            " whatever the score.",
        )
    else:
        made = RulesText.tr(
            "A smudge made (every point of the hand and all six tricks) scores %n.",
            None,
            rules.smudge_value,
        )
    failed = RulesText.tr("A smudge failed sets the pitcher back %n.", None, rules.smudge_value)
    cards = [a for a in rules.points if POINTS_TABLE[a].carrier is not None]
    out = [made, failed]
    if cards:
        out.append(
            QCoreApplication.translate(
                "RulesText",
                "A smudge needs every point, so it cannot be made when the card of one of these"
                " is not in play: {points}.",
            ).format(points=", ".join(point_name(a) for a in cards))
        )
    out.append(
        RulesText.tr(
            "A number bid never scores more than the %n points, even with all six tricks.",
            None,
            rules.total_points,
        )
    )
    return out


def win_rule_sentence(rules: Rules) -> str:
    """How the match is won once a side reaches the target, in one or two sentences."""
    if rules.win_rule is WinRule.BIDDER_OUT:
        return QCoreApplication.translate(
            "RulesText",
            "The bidder goes out: the match ends only after a hand in which the pitcher's side"
            " made its bid and stands at the target or above; that side wins, even if another"
            " has more. A side that reaches the target while defending plays on.",
        )
    if rules.win_rule is WinRule.COUNT_ORDER and rules.points != FOUR_POINTS:
        return QCoreApplication.translate(
            "RulesText",
            "Points are counted in order: after a hand the pitcher's points count first, and"
            " if the pitcher's side reaches the target it wins. Otherwise the points count in"
            " the order {points}, each adding its worth, and the first side to reach the target"
            " wins.",
        ).format(points=points_words(rules.points))
    if rules.win_rule is WinRule.COUNT_ORDER:
        return QCoreApplication.translate(
            "RulesText",
            "Points are counted in order: after a hand the pitcher's points count first, and"
            " if the pitcher's side reaches the target it wins. Otherwise the points count in"
            " the order High, Low, Jack, Game, and the first side to reach the target wins.",
        )
    return QCoreApplication.translate(
        "RulesText",
        "After a hand, if any side stands at the target or above, the highest score wins;"
        " a tie for the highest plays another hand.",
    )


def _winning_section(rules: Rules) -> RulesSection:
    target = RulesText.tr("The match is played to %n.", None, rules.target)
    paragraphs = [target, win_rule_sentence(rules)]
    if rules.smudge and rules.smudge_wins:
        paragraphs.append(
            QCoreApplication.translate("RulesText", "A smudge made wins the match at once.")
        )
    title = QCoreApplication.translate("RulesText", "Winning the match")
    return RulesSection(title, tuple(_p(t) for t in paragraphs))


def rules_sections(rules: Rules) -> tuple[RulesSection, ...]:
    """The whole of these rules, section by section, in the order a player meets them."""
    trumps = _trumps_section(rules)
    return (
        _sides_section(rules),
        _auction_section(rules),
        _play_section(rules),
        *((trumps,) if trumps is not None else ()),
        _points_section(rules),
        _scoring_section(rules),
        _winning_section(rules),
    )


def rules_text(rules: Rules) -> str:
    """The rules as plain text: the title, then each section's heading and paragraphs."""
    lines = [preset_title(rules)]
    for section in rules_sections(rules):
        lines += ["", section.title]
        for p in section.paragraphs:
            lines.append(f"{p.term}: {p.text}" if p.term else p.text)
    return "\n".join(lines)


# --- tooltips -----------------------------------------------------------------------------------


def smudge_tooltip(rules: Rules) -> str:
    """What the Smudge button promises and what it scores."""
    if not _four_points(rules):
        if rules.smudge_wins:
            return RulesText.tr(
                "Smudge: promise every point of the hand and all six tricks. Made, it wins the"
                " match at once; failed, it sets you back %n.",
                None,
                rules.smudge_value,
            )
        return RulesText.tr(
            "Smudge: promise every point of the hand and all six tricks. Made, it scores %n;"
            " failed, it sets you back as many.",
            None,
            rules.smudge_value,
        )
    if rules.smudge_wins:
        return RulesText.tr(
            "Smudge: promise all four points and all six tricks. Made, it wins the match at once;"
            " failed, it sets you back %n.",
            None,
            rules.smudge_value,
        )
    return RulesText.tr(
        "Smudge: promise all four points and all six tricks. Made, it scores %n;"
        " failed, it sets you back as many.",
        None,
        rules.smudge_value,
    )


def take_tooltip(level: int) -> str:
    """What the dealer's "Take it" does."""
    return QCoreApplication.translate(
        "RulesText",
        "As the dealer you may take the bid by matching it: you become the pitcher at {bid}.",
    ).format(bid=bid_name(level))


# --- why the match goes on ----------------------------------------------------------------------


def match_goes_on_reason(
    rules: Rules,
    score: HandScore | None,
    scores_after: Sequence[int],
    names: Sequence[str] | None = None,
) -> str | None:
    """Why the match goes on although a side stands at the target or above, or None.

    Under "bidder goes out" a side that reached the target while defending (or that was set
    back) has not won; under "highest" a tie for the lead plays on. ``names`` are the sides'
    names (``side_names``); without them the sides are numbered. The engine's
    ``match_winner`` decides whether the match is over, so this never contradicts it.
    """
    after = tuple(scores_after)
    if score is not None and _hand_won_the_match(rules, score, after):
        return None
    at_target = [s for s, v in enumerate(after) if v >= rules.target]
    if not at_target:
        return None
    if rules.win_rule is WinRule.BIDDER_OUT:
        return QCoreApplication.translate(
            "RulesText",
            "At or above the target: {sides}. The bidder goes out: only a pitcher's side that"
            " makes its bid can win, so the match goes on.",
        ).format(sides=_side_list(at_target, names))
    if rules.win_rule is WinRule.HIGHEST:
        return _tie_reason(after, names)
    return None


def _tie_reason(after: tuple[int, ...], names: Sequence[str] | None) -> str | None:
    """Under "highest": a tie for the lead plays on (None when one side leads alone)."""
    top = max(after)
    leaders = [s for s, v in enumerate(after) if v == top]
    if len(leaders) < 2:
        return None
    return QCoreApplication.translate(
        "RulesText",
        "Tied for the highest score at or above the target: {sides}. Another hand breaks the tie.",
    ).format(sides=_side_list(leaders, names))


def _hand_won_the_match(rules: Rules, score: HandScore, after: tuple[int, ...]) -> bool:
    """Whether the hand scored ``score`` ended the match (the scores before it, by ``after``)."""
    before = tuple(a - h for a, h in zip(after, score.hand_score, strict=True))
    return match_winner(rules, before, score) is not None


def _side_list(sides: Sequence[int], names: Sequence[str] | None) -> str:
    """The sides by their names, or numbered when they have none."""
    return ", ".join(_side_name(s, names) for s in sides)


def _side_name(side: int, names: Sequence[str] | None) -> str:
    if names is not None and side < len(names):
        return names[side]
    return QCoreApplication.translate("RulesText", "side {n}").format(n=side + 1)
