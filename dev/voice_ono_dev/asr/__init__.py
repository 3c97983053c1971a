"""The ASR benchmarks (``voice-ono bench asr|answers|enroll|adapt``): tooling, never imported while playing."""
