"""``voice-ono enroll``: the spoken enrollment dialogue (:mod:`.dialogue`), the phrases it asks for
(:mod:`.phrases`), the checks of each take (:mod:`.take_checks`), takes on disk and from WAV files (:mod:`.takes`),
and building a profile from a manifest (:mod:`.manifest`)."""
