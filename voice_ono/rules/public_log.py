"""The public move log: who played what, at which total (public information only).

Every player at the table sees each card as it is played, the total it was
played on, and whether it was the first or second of two forced cards
(R-P2-1, R-80-DP-1).  :class:`GameState` appends one :class:`PublicPlay` per
card play or four-ONO-99 discard (R-ONO-2); draws and the cards drawn are not
in it (they are hidden).  :class:`PlayerView` carries the log, so a bot may
reason about what its opponents are likely to hold
(``voice_ono/bots/inference.py``).  Saved games keep it (``public_log`` in
the snapshot); a save from before it existed resumes with an empty log.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from voice_ono.rules.events import Action, action_from_str


@dataclass(frozen=True)
class PublicPlay:
    """One public play.

    * ``seat``: the player (seat index);
    * ``action``: a ``PlayCard`` or ``DiscardOnoSet``;
    * ``total``: the total before the play (points);
    * ``pending_play2`` and ``plays_left``: the forced-play state before the
      play (``plays_left`` = 2 on the first of two forced cards);
    * ``round``: the round (1 unless tokens or points scoring);
    * ``hand_size``: the player's hand size before the play (public: every
      player can count the cards in a hand).
    """

    seat: int
    action: Action
    total: int
    pending_play2: bool
    plays_left: int
    round: int
    hand_size: int

    def to_json(self) -> list[Any]:
        """A JSON-ready list (for saved games)."""
        return [self.seat, str(self.action), self.total, self.pending_play2, self.plays_left,
                self.round, self.hand_size]

    @classmethod
    def from_json(cls, data: Any) -> "PublicPlay":
        """Inverse of :meth:`to_json`.

        :raises ValueError: when ``data`` is malformed or names an unknown action.
        """
        try:
            seat, action, total, pending, plays_left, round_, hand_size = data
        except (TypeError, ValueError):
            raise ValueError(f"malformed public play: {data!r}") from None
        return cls(int(seat), action_from_str(str(action)), int(total), bool(pending),
                   int(plays_left), int(round_), int(hand_size))
