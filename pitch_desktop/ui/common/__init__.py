"""What every room of the window shares: the painted cards, the felt, the language, the
words for screen readers and the sides in words. It imports none of the other rooms."""
