## Scenario and save files that do not fit (voice_ono.rules.schema.GameFileError, voice_ono.rules.scenario,
## voice_ono.session.settings.check_kinds): $file is "scenario" or "save", $field the JSON path of the field,
## $value the wrong value as the file has it (JSON), said when $shown is yes (not for a list or an object).
file-field-missing = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' is missing
file-unknown-card = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }': unknown card { $value }; valid names: { $cards }
file-one-of = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must be one of { $allowed }{ $shown ->
    [yes] , not { $value }
   *[no] {""}
}
file-wrong-type = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must be { $types ->
    [integer] a whole number
    [boolean] true or false
    [string] text
    [array] a list
    [object] a JSON object
    [null] null
    [integer-null] a whole number or null
    [array-null] a list or null
    [object-null] a JSON object or null
    [string-null] text or null
   *[number] a number
}{ $shown ->
    [yes] , not { $value }
   *[no] {""}
}
file-below-minimum = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must be at least { $minimum }{ $shown ->
    [yes] , not { $value }
   *[no] {""}
}
file-field-invalid = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' is not valid{ $shown ->
    [yes] , not { $value }
   *[no] {""}
}
file-not-found = { $file ->
    [save] save
   *[scenario] scenario
} file not found: { $path }
file-not-regular = { $file ->
    [save] save
   *[scenario] scenario
} file { $path } is not a regular file (a folder, a device or a pipe). Give a JSON file.
file-not-json = { $file ->
    [save] save
   *[scenario] scenario
} file { $path } is not valid JSON
file-not-object = { $file ->
    [save] save
   *[scenario] scenario
} file { $path } must hold a JSON object
## What makes a game's players or history wrong (voice_ono.rules.GameSetupError, DataError), the $error of
## file-bad-game (and of cannot-start)
game-player-count = { $rules } needs { $low } to { $high } players, not { $count }
## A player's name that breaks the rule (voice_ono.rules.names.PlayerNameError); $number is the player's
## place, 1 first; the $error of file-bad-name
name-not-text = player { $number }'s name must be text
name-empty = player { $number }'s name needs at least one letter or digit
name-not-printable = player { $number }'s name holds a control or invisible character; use letters, digits, spaces and punctuation
name-sentence-mark = player { $number }'s name holds a full stop, question mark, exclamation mark, colon or semicolon; use letters, digits, spaces, hyphens and apostrophes
name-too-long = player { $number }'s name is longer than { $most } characters
name-repeated = player { $number }'s name is another player's too; names must differ, also in capitals
name-reserved = player { $number } cannot be called { $name }: the game calls you that
game-hands-do-not-fit = { $players } hands of { $hand_size } cards do not fit in the { $deck_size }-card deck
game-not-an-action = not an action: '{ $action }'
game-not-an-event = not a game event: '{ $event }'
file-bad-game = { $file ->
    [save] save
   *[scenario] scenario
}: { $error }
file-bad-name = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }': { $error }. Change the name in the file.
file-one-per-player = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must list one entry per player ({ $players })
file-total-too-high = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must be a whole number below { $bust_total }
file-total-too-low = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' cannot be below { $min_total } in { $rules }
file-not-a-seat = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must be a seat index 0..{ $last }
file-turn-eliminated = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' points at an eliminated player
file-unknown-kind = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }': unknown kind '{ $kind }'; use { $kinds }
file-too-many-copies = { $file ->
    [save] save
   *[scenario] scenario
} has { $count } copies of card { $card }, but the deck has { $deck }
file-plays-left = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }' must be 1, or up to { $most } while a Play 2 is pending, not { $value }
file-no-legal-move = { $file ->
    [save] save
   *[scenario] scenario
} field '{ $field }': { $player } is to play but has no card that can be played
file-too-many-cards = { $file ->
    [save] save
   *[scenario] scenario
} has { $count } cards, but the deck has { $deck }
