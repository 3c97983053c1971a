"""Speech recognition: the result type and protocol, the engines, endpointing, the acceptance policy, voice profiles and models."""
