"""pitch-desktop."""
