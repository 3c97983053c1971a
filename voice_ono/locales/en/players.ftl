## How players are addressed. The single human player is "you"; in hot-seat games everyone is called by name.
## Messages that agree with a subject take $person: "you" or "other" (then $name is said).

you-subject = You
you-object = you
# A reason about the player after the move, when the move does not say who that is.
next-player = the next player
someone = Someone
# The words used for the player: no other player may be called one of them (compared without case;
# voice_ono.rules.names). Comma-separated.
player-words = you, your, yours, yourself, someone
# Default player names (also said in commands: "why did Bot 1 play that").
player-human = Player { $number }
player-bot = Bot { $number }
## voice_ono.bots.bot_kind: an unknown bot or difficulty (a voice_ono.rules.DataError)
bot-unknown = unknown bot '{ $name }'; choose one of: { $choices }
