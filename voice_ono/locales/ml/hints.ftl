## Hints ("what should I play?") and "why did Bot 1 play that?": reason codes of voice_ono.bots.explain.
## reason-hint-*: to the player, present tense; reason-why-*: a bot's move, past tense; reason-why-hidden-*: while the bot's hand is
## hidden (only where the plain why would tell of its cards).
## $total: the total before the move, $after: after it, $bust: the losing total, $next: the next player ("you" or a name).

reason-hint-draw = കാർഡ് എടുക്കാനുള്ള അവസരം നിങ്ങളുടേതാണ്; അടുത്ത കളിക്കാരൻ ആദ്യം കളിച്ചാൽ അത് നഷ്ടമാകും
reason-why-draw = കാർഡ് എടുക്കാനുള്ള അവസരം അതിന്റേതായിരുന്നു; ഇല്ലെങ്കിൽ അത് നഷ്ടമാകുമായിരുന്നു
reason-hint-discard_ono = ഒനോ 99 കാർഡുകൾ ഒരിക്കലും കളിക്കാൻ കഴിയില്ല; ഇതുവഴി നിങ്ങൾക്ക് നാല് പുതിയ കാർഡുകൾ കിട്ടും
reason-why-discard_ono = ഒനോ 99 കാർഡുകൾ ഒരിക്കലും കളിക്കാൻ കഴിയില്ല; ഇതുവഴി അതിന് നാല് പുതിയ കാർഡുകൾ കിട്ടി
reason-hint-ono_on_tens = ആകെ തുക പൂജ്യത്തിൽ അവസാനിക്കുന്നു, അതിനാൽ ഒനോ 99 കാർഡ് നഷ്ടമില്ലാതെ കളിക്കാം
reason-why-ono_on_tens = ആകെ തുക പൂജ്യത്തിൽ അവസാനിച്ചിരുന്നു, അതിനാൽ ഒനോ 99 കാർഡ് നഷ്ടമില്ലാതെ കളിക്കാനായി
reason-hint-dodge = നിങ്ങൾ രണ്ട് കാർഡുകൾ കളിക്കുന്നതിന് പകരം, ഇനി രണ്ട് കാർഡുകൾ കളിക്കേണ്ടത് { $next } ആണ്
reason-why-dodge = അത് രണ്ട് കാർഡുകൾ കളിക്കുന്നതിന് പകരം, ഇനി രണ്ട് കാർഡുകൾ കളിക്കേണ്ടത് { $next } ആയി
reason-hint-bring_down = ആകെ തുക { $total } ആണ്; നിങ്ങളുടെ മറ്റു കാർഡുകൾ കളിച്ചാൽ തോൽക്കും
reason-why-bring_down = ആകെ തുക { $total } ആയിരുന്നു; അതിന്റെ മറ്റു കാർഡുകൾ കളിച്ചിരുന്നെങ്കിൽ തോൽക്കുമായിരുന്നു
reason-why-hidden-bring_down = ആകെ തുക { $total } ആയിരുന്നത് അത് { $after } ആയി കുറച്ചു
reason-hint-only_safe = ആകെ തുക { $bust } എത്താതെ നിർത്തുന്ന നിങ്ങളുടെ ഒരേയൊരു കാർഡാണ് ഇത്
reason-why-only_safe = ആകെ തുക { $bust } എത്താതെ നിർത്തുന്ന അതിന്റെ ഒരേയൊരു കാർഡ് ഇതായിരുന്നു
reason-why-hidden-only_safe = ആകെ തുക { $after } ആയി; { $bust } എത്തിയില്ല
reason-hint-safe_pair = ഇത് കളിച്ചാൽ രണ്ടാമതായി കളിക്കാൻ നിങ്ങൾക്ക് ഒരു സുരക്ഷിത കാർഡ് ബാക്കിയുണ്ടാകും
reason-why-safe_pair = ഇതുവഴി രണ്ടാമതായി കളിക്കാൻ അതിന് ഒരു സുരക്ഷിത കാർഡ് ബാക്കിയുണ്ടായി
reason-why-hidden-safe_pair = അതിന്റെ രണ്ട് കാർഡുകളിൽ ആദ്യത്തേതായിരുന്നു ഇത്; ആകെ തുക { $after } ആയി നിന്നു
reason-hint-force = ആകെ തുക { $total } ഉള്ളപ്പോൾ { $next } രണ്ട് കാർഡുകൾ കളിക്കേണ്ടിവരും
reason-why-force = ആകെ തുക { $total } ഉള്ളപ്പോൾ { $next } രണ്ട് കാർഡുകൾ കളിക്കേണ്ടിവന്നു
reason-hint-set_99 = ഇത് ആകെ തുക 99 ആക്കുന്നു, അതിനാൽ { $next } ഒന്നും കൂട്ടാത്ത ഒരു കാർഡ് കളിക്കണം
reason-why-set_99 = ഇത് ആകെ തുക 99 ആക്കി, അതിനാൽ { $next } ഒന്നും കൂട്ടാത്ത ഒരു കാർഡ് കളിക്കണമായിരുന്നു
reason-hint-reverse = ഇത് ആകെ തുക { $total } ആയി നിലനിർത്തുന്നു; നിങ്ങളുടെ നമ്പർ കാർഡുകൾ പിന്നീടേക്ക് ബാക്കിയാകും
reason-why-reverse = ഇത് ആകെ തുക { $total } ആയി നിലനിർത്തി; അതിന്റെ നമ്പർ കാർഡുകൾ പിന്നീടേക്ക് ബാക്കിയായി
reason-hint-lower = ഇത് ആകെ തുക { $after } ആയി കുറയ്ക്കുന്നു; നിങ്ങളുടെ മറ്റു കാർഡുകൾക്ക് ഇടം കിട്ടും
reason-why-lower = ഇത് ആകെ തുക { $after } ആയി കുറച്ചു; അതിന്റെ മറ്റു കാർഡുകൾക്ക് ഇടം കിട്ടി
reason-hint-highest = ഇത് നിങ്ങളുടെ ഏറ്റവും ഉയർന്ന സുരക്ഷിത കാർഡാണ്; കുറഞ്ഞ കാർഡുകൾ പിന്നീടേക്ക് ബാക്കിയാകും
reason-why-highest = ഇത് അതിന്റെ ഏറ്റവും ഉയർന്ന സുരക്ഷിത കാർഡായിരുന്നു; കുറഞ്ഞ കാർഡുകൾ പിന്നീടേക്ക് ബാക്കിയായി
reason-why-hidden-highest = ഇത് ആകെ തുക { $after } ആക്കി; { $bust } എത്താതെ സുരക്ഷിതം
reason-hint-number = ഇത് ആകെ തുക { $after } ആക്കുന്നു; { $bust } എത്താതെ സുരക്ഷിതം
reason-why-number = ഇത് ആകെ തുക { $after } ആക്കി; { $bust } എത്താതെ സുരക്ഷിതം

why-easy-bot = ഇതൊരു എളുപ്പമുള്ള ബോട്ടാണ്; സുരക്ഷിതമായ ഏതെങ്കിലും ഒരു കാർഡ് ക്രമമില്ലാതെ കളിക്കും

# "7 കളിക്കുക: ഇത് ..." / "ബോട്ട് 1 7 കളിച്ചു: ഇത് ..."
hint = { $move }: { $reason }.
why = { $mover } { $move }: { $reason }.

# $card: the card as said in a move (move-card)
move-play = { $tense ->
    [past] { $card } കളിച്ചു
   *[imperative] { $card } കളിക്കുക
 }
move-draw = { $tense ->
    [past] അതിന്റെ കാർഡ് എടുത്തു
   *[imperative] നിങ്ങളുടെ കാർഡ് എടുക്കുക
 }
move-discard = { $tense ->
    [past] നാല് ഒനോ 99 കാർഡുകൾ ഉപേക്ഷിച്ചു
   *[imperative] നിങ്ങളുടെ നാല് ഒനോ 99 കാർഡുകൾ ഉപേക്ഷിക്കുക
 }
move-card = { $card ->
    [number] { $name }
    [two] നമ്പർ { $name }
    [minus10] { $name }
    [ono99] { $name } കാർഡ്
    [ninety_nine] { $name } കാർഡ്
   *[other] { $name } കാർഡ്
 }
