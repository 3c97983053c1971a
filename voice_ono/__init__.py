"""voice-ono: play ONO 99 by voice, offline, against computer opponents."""

__version__ = "0.1.0"
