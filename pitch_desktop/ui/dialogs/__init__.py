"""The dialogs over the table: the hand summary and game over, a new match, the preferences
and the rules of the match."""
