"""``voice-ono demo``: a whole game played by a synthesised voice through the real recogniser (the player's
phrases come from the grammar, spoken by flite or eSpeak NG, mixed with a faint noise floor).  Part of the
game's wheel; the benchmarks and stand-in devices live in the workshop package (``dev/``)."""
