"""The rules layer: cards, rule sets, game state, actions and events.

Pure and seeded: no I/O, no audio, no global randomness.
"""

from voice_ono.rules.cards import Card, UnknownCardError, sort_cards
from voice_ono.rules.data_errors import DataError
from voice_ono.rules.errors import GameSetupError
from voice_ono.rules.events import Action, DiscardOnoSet, Draw, Event, EventBase, PlayCard, event_from_json
from voice_ono.rules.reasons import Illegal, IllegalCode
from voice_ono.rules.ruleset import MOST_PLAYERS, PRESETS, PointsMode, RuleSet, ScoringMode, bots_range, get_ruleset
from voice_ono.rules.state import (
    GameOverError,
    GameState,
    IllegalActionError,
    Outcome,
    PlayerView,
    Termination,
    replay,
)

__all__ = [
    "Action", "Card", "DataError", "DiscardOnoSet", "Draw", "Event", "EventBase", "GameOverError", "GameSetupError",
    "GameState",
    "Illegal", "IllegalActionError", "IllegalCode", "Outcome", "PRESETS", "PlayCard", "PlayerView", "PointsMode",
    "RuleSet", "ScoringMode", "Termination", "UnknownCardError", "get_ruleset", "MOST_PLAYERS", "bots_range",
    "event_from_json", "replay", "sort_cards",
]
