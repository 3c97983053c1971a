"""Why an action is illegal, as data: a reason code plus the values a
sentence needs.  The rules layer never words it; the narration layer renders
it in the player's language (``voice_ono.narration.reasons``).

Rule IDs: R-BUST-1 (would bust, with the total and the safe cards),
R-ONO-1 (O'NO 99 never played), R-80-ONO-1 (only on a total ending in zero),
R-80-DP-3 (the forcing card may not start a forced pair), R-ONO-2 (the four
O'NO 99 discard), R-80-DRAW (the owed draw), turn order.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from voice_ono.rules.cards import Card


class IllegalCode(str, Enum):
    """What makes an action illegal now (values are stable: they appear in logs and tests)."""

    GAME_OVER = "game_over"
    NOT_STARTED = "not_started"
    NOT_YOUR_TURN = "not_your_turn"          # turn: the seat whose turn it is
    NOTHING_TO_DRAW = "nothing_to_draw"      # R-80-DRAW: no draw is owed
    DRAW_FIRST = "draw_first"                # R-80-DRAW: the seat owes a draw, not a play
    NOT_IN_HAND = "not_in_hand"              # card
    ONO_ONLY_ON_TENS = "ono_only_on_tens"    # card; R-80-ONO-3: the total does not end in zero
    ONO_ONCE_PER_TURN = "ono_once_per_turn"  # card; R-80-ONO-3: one was played this turn already
    NEVER_PLAYABLE = "never_playable"        # card; R-ONO-1
    FORCING_NOT_FIRST = "forcing_not_first"  # card; R-80-DP-3
    WOULD_BUST = "would_bust"                # card, total (after), bust_total, safe; R-BUST-1
    NOT_NOW = "not_now"                      # card
    NO_ONO_DISCARD = "no_ono_discard"        # these rules have no four O'NO 99 discard
    NEED_FOUR_ONO = "need_four_ono"          # R-ONO-2
    NOT_POSSIBLE = "not_possible"
    NOT_SUPPORTED = "not_supported"          # an action the rule set does not know


@dataclass(frozen=True)
class Illegal:
    """Why an action is illegal: ``code`` and the values that go with it.

    :param card: the card played (codes about a card).
    :param total: the total the card would make (``WOULD_BUST``).
    :param bust_total: the total at which a player loses (``WOULD_BUST``).
    :param safe: the cards that are safe to play now, canonical order (``WOULD_BUST``).
    :param turn: the seat whose turn it is (``NOT_YOUR_TURN``).
    :param player: that seat's name (``NOT_YOUR_TURN``).
    """

    code: IllegalCode
    card: Card | None = None
    total: int | None = None
    bust_total: int | None = None
    safe: tuple[Card, ...] = ()
    turn: int | None = None
    player: str | None = None

    def __str__(self) -> str:  # for logs and tracebacks only; players hear narration's rendering
        fields = {k: v for k, v in vars(self).items() if k != "code" and v not in (None, ())}
        shown = ", ".join(f"{k}={getattr(v, 'value', v) if not isinstance(v, tuple) else [c.value for c in v]}"
                          for k, v in fields.items())
        return f"{self.code.value}({shown})" if shown else self.code.value
