"""investigate: evidence-backed investigations of contested topics."""

__version__ = "0.1.0"
