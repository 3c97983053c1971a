"""The narration layer: the only place that words text for the player.

Events, query answers, refusal reasons, questions and help become sentences
here, from one Project Fluent catalog per language
(``voice_ono/locales/<lang>/*.ftl``; :mod:`voice_ono.narration.catalog`).
Everything below this layer (rules, bots, commands) hands it data: reason
codes with values, question types, events.

Modules: ``catalog`` (loading and rendering), ``cards`` (card names, lists),
``events`` (:class:`Narrator`), ``queries`` (its answers), ``rounds`` (the
1980 editions' round events), ``explain`` (what a card does), ``reasons``
(refusals, hints, "why"), ``problems`` (faults reported as data), ``questions`` (the session's yes/no and choice
questions).
"""

from voice_ono.narration.cards import a_card, card_name, hand_text, join_words, rules_label
from voice_ono.narration.catalog import Catalog, MissingMessageError, name_text, text
from voice_ono.narration.events import Narrator, player_words
from voice_ono.narration.explain import explain_card
from voice_ono.narration.problems import Problem, error_text, problem_text
from voice_ono.narration.reasons import (choice_question, move_text, reason_text, refusal_code, refusal_sentence,
                                       refusal_text)
from voice_ono.narration.rounds import narrate_round_event

__all__ = [
    "Catalog", "MissingMessageError", "Narrator", "a_card", "card_name", "choice_question", "explain_card",
    "hand_text", "join_words", "move_text", "narrate_round_event", "player_words", "Problem", "error_text",
    "name_text", "problem_text", "reason_text", "refusal_code", "refusal_sentence", "refusal_text",
    "rules_label", "text",
]
