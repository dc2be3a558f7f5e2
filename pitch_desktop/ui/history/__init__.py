"""Past hands: the hand history and its replay, the statistics, and the analysis of the
player's decisions; with the words they share."""
