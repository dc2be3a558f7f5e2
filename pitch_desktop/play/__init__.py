"""Playing a match, whoever drives it: the one match loop (``runner``) that the desktop and the
table server both run, free of Qt and of the network."""
