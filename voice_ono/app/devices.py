"""``voice-ono devices``: the input devices."""

from __future__ import annotations

from voice_ono.narration import text
from voice_ono.narration import error_text
from voice_ono.app.wiring import say_error


def run_devices() -> int:
    """``voice-ono devices``: list input devices, or say why there are none."""
    from voice_ono.speech.audio import list_input_devices
    from voice_ono.speech.errors import SpeechError

    try:
        devices = list_input_devices()
    except SpeechError as exc:
        say_error(error_text(exc))
        return 1
    if not devices:
        print(text("no-microphones"))
        return 0
    for d in devices:
        print(d)
    return 0
