"""Whole seeded games narrated line by line: a deterministic human (:class:`ScriptedPlayer`) against two
medium bots.  The golden transcripts (tests/golden/) are these lines."""

from __future__ import annotations

from voice_ono.commands.resolve import card_phrase
from voice_ono.rules import DiscardOnoSet, Draw, PlayCard
from voice_ono.session import GameSettings, Heard, Prompt, Session, new_state
from voice_ono.speech.tts import RecorderSpeaker


class ScriptedPlayer:
    """A deterministic human: each turn asks what it can play, then plays the
    first legal action by saying its command phrase."""

    def __init__(self) -> None:
        self.asked = False

    def next(self, prompt: Prompt) -> Heard | None:
        if prompt.game_over:
            return None
        if not self.asked:
            self.asked = True
            return Heard("what can i play")
        self.asked = False
        action = prompt.view.legal_actions[0]
        if isinstance(action, DiscardOnoSet):
            return Heard("discard four onos")
        if isinstance(action, Draw):  # R-80-DRAW: the owed draw
            return Heard("draw a card")
        assert isinstance(action, PlayCard)
        return Heard("play " + card_phrase(action.card))


def narrate_seed42() -> list[str]:
    return narrate_game("mattel2022", 42)


def narrate_game(rules: str, seed: int, options: dict | None = None) -> list[str]:
    """Every line said in a whole game of ``rules`` (seed ``seed``): you (the
    :class:`ScriptedPlayer`) against two medium bots."""
    settings = GameSettings(bots=2, humans=1, difficulty="heuristic", seed=seed, rules=rules,
                            options=options or {})
    state = new_state(settings)
    speaker = RecorderSpeaker()
    session = Session(state, settings.kinds(), speaker=speaker, inputs=ScriptedPlayer(),
                      settings=settings, save_path=None)
    assert session.run() == 0
    assert state.is_over
    return speaker.lines
