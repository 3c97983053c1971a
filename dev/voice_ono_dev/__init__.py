"""Benchmark and test tooling, not used while playing: ``bench`` (the
``voice-ono bench`` command: rules, bots, soak, latency, the spoken loop),
``soak`` (random-command games through the data-safety invariants) and
``spoken_loop`` (whole voice games through stand-in devices).  Nothing in the
game imports this package."""
