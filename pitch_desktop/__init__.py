"""pitch-desktop."""

# The version of a frozen app, which has no package metadata; keep in step with pyproject.toml.
__version__ = "0.1.0"
