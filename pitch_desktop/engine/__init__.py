"""The rules engine: pure Python, no Qt, no I/O, no global random.

Layout (after OpenSpiel's one-game-in-one-place style): ``cards`` (ints and bitmasks, the
jokers 52 and 53), ``points`` (the table of awards a hand may score), ``rules`` (variant
settings and presets), ``deck`` (the card-rules kernel: the table's deck, a card's suit once trump
is known, the trump order and which card beats which), ``auction`` and ``play`` (each rule in one
function), ``breach`` (which rule an action breaks, as values: the words are above the engine),
``scoring`` (the awards, set back, smudge, and how a match ends), ``state`` (the
immutable hand: phases, ``legal_actions``, ``apply``, the dealing chance step), ``match`` (hands
in turn), ``view`` (what one seat may know, and sampling the unseen cards), ``records`` (the JSON
formats), ``draw_back`` (the draw-back's rules: the draw, the burn, who leads), ``playout`` (the
random card of the bots' playouts).

Where the point families fit: an award is a row of ``points.POINTS_TABLE`` (its worth, its card,
how it is decided, what the deck must hold), decided in ``scoring.award_sides`` alone; a trump
that is not of the trump suit (the off-jack, a joker) is the kernel's business alone
(``deck.Trumps``: ``mask``, ``suit_of``, ``order``, ``beats``), which the follow rule, the trick,
High and Low, the views, the playouts and the bots read. The draw-back (the ``seven-point`` and
``ten-point`` presets: nine cards dealt, eight at six players; the pitcher names trump, each player
throws what is not trump and draws back to six (the pitcher takes the rest of the stock), a player
over six burns, then only trumps are played) is played in phases of its own between the auction and
the play (``Phase.NAME``, ``DRAW`` and ``BURN`` in ``state``), each with its
``legal_actions``/``apply`` pair like the others, and its rules are written once in ``draw_back``.
"""
