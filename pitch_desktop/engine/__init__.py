"""The rules engine: pure Python, no Qt, no I/O, no global random.

Layout (after OpenSpiel's one-game-in-one-place style): ``cards`` (ints and bitmasks),
``rules`` (variant settings and presets), ``auction`` and ``play`` (each rule in one function),
``scoring`` (the breakdown and how a match ends), ``state`` (the immutable hand: phases,
``legal_actions``, ``apply``, the dealing chance step), ``match`` (hands in turn), ``view`` (what
one seat may know, and sampling the unseen cards), ``records`` (the JSON formats), ``playout``
(fast random hands for benchmarks and bots).

Families for later (RULES.md) and where they fit:

- Off-jack and jokers add trumps that are not of the trump suit. Cards stay ints; jokers take
  ids 52 and 53 and the deck mask grows to 54 bits. The one place that decides "is this a trump
  and how high" is ``play.trick_winner_index`` with ``play.legal_play_mask``: both would take a
  trump mask and a trump order from ``Rules`` instead of a suit, and ``scoring.score_hand`` would
  read High and Low from that order.
- Ten-point pitch adds awards to the tuple ``scoring.score_hand`` builds (off-jack, jokers, the
  three of trump worth 3): each award is a ``PointAward`` with a value, so the breakdown, records
  and the score pad carry them with no new structure. ``Rules`` grows a ``points`` setting.
- Nine-card deals and a kitty add a ``Phase.DISCARD`` between the auction and play, with its own
  ``legal_actions``/``apply`` pair, like the other phases.
"""
