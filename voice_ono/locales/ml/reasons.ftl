## Why a command is refused (rules reasons: voice_ono.rules.reasons.IllegalCode;
## command reasons: voice_ono.commands.resolve.RefusalCode).
## $card: the card's name; $said: the card at the start of a sentence ("The number 2"); $player: whose turn it is.

illegal-game_over = കളി കഴിഞ്ഞു.
illegal-not_started = കളി തുടങ്ങിയിട്ടില്ല.
illegal-not_your_turn = ഇത് നിങ്ങളുടെ ഊഴമല്ല. ഇപ്പോൾ ഊഴം: { $player }.
illegal-nothing_to_draw = ഇപ്പോൾ നിങ്ങൾക്ക് എടുക്കാൻ കാർഡ് ഇല്ല.
illegal-draw_first = നിങ്ങളുടെ കാർഡ് എടുക്കൂ; ഇപ്പോൾ കളിക്കാനുള്ള ഊഴമല്ല.
illegal-not_in_hand = നിങ്ങളുടെ കയ്യിൽ { $card } ഇല്ല.
illegal-ono_only_on_tens = ആകെ തുക പൂജ്യത്തിൽ അവസാനിക്കുമ്പോൾ മാത്രമേ { $card } കാർഡുകൾ കളിക്കാൻ കഴിയൂ, ഒരു ഊഴത്തിൽ ഒന്ന് മാത്രം.
illegal-ono_once_per_turn = ഈ ഊഴത്തിൽ നിങ്ങൾ ഒരു { $card } കാർഡ് ഇതിനകം കളിച്ചു. ഒരു ഊഴത്തിൽ ഒന്ന് മാത്രമേ പാടുള്ളൂ. മറ്റൊരു കാർഡ് കളിക്കൂ.
# R-ONO-1: said whether or not the player holds one ("play ono", "play 99" in rules without a 99 card).
illegal-never_playable = ഈ നിയമങ്ങളിൽ { $card } കാർഡുകൾ ഒരിക്കലും കളിക്കാൻ കഴിയില്ല; അവ കയ്യിൽ തന്നെ ഇരിക്കും. നിങ്ങളുടെ സുരക്ഷിതമായ കാർഡുകൾ കേൾക്കാൻ, എനിക്ക് എന്ത് കളിക്കാം എന്ന് ചോദിക്കൂ.
illegal-forcing_not_first = നിർബന്ധമായി കളിക്കേണ്ട രണ്ട് കാർഡുകളിൽ ആദ്യത്തേതായി { $said } കളിക്കാൻ കഴിയില്ല.
# R-BUST-1: $total is the total the card would make; $safe the safe cards, listed ("none" when $count is 0).
illegal-would_bust = { $said } കളിച്ചാൽ ആകെ തുക { $total } ആകും, { $bust } ആയാൽ നിങ്ങൾ തോൽക്കും. സുരക്ഷിതമായ കാർഡുകൾ: { $count ->
        [0] ഒന്നുമില്ല
       *[other] { $safe }
    }.
illegal-not_now = ഇപ്പോൾ നിങ്ങൾക്ക് { $card } കളിക്കാൻ കഴിയില്ല.
illegal-no_ono_discard = ഈ നിയമങ്ങളിൽ നാല് ഒനോ 99 കാർഡുകൾ ഉപേക്ഷിക്കാൻ കഴിയില്ല.
illegal-need_four_ono = ഉപേക്ഷിക്കാൻ നിങ്ങൾക്ക് നാല് ഒനോ 99 കാർഡുകൾ വേണം.
illegal-not_possible = അത് ഇപ്പോൾ സാധ്യമല്ല.
illegal-not_supported = അത് ഇപ്പോൾ സാധ്യമല്ല.

refused-game_over = കളി കഴിഞ്ഞു. വീണ്ടും കളിക്കാൻ, പുതിയ കളി എന്ന് പറയൂ.
refused-draw_first = ആദ്യം നിങ്ങളുടെ കാർഡ് എടുക്കൂ: കാർഡ് എടുക്കൂ എന്ന് പറയൂ.
refused-not_your_turn = ഇത് നിങ്ങളുടെ ഊഴമല്ല. ഇപ്പോൾ ഊഴം: { $player }.
# $cards: the cards heard, joined by "or".
refused-not_in_rules = ഈ നിയമങ്ങളിൽ { $cards } കാർഡ് ഇല്ല. നിങ്ങളുടെ കാർഡുകൾ കേൾക്കാൻ, എന്റെ കാർഡുകൾ വായിക്കൂ എന്ന് പറയൂ.
refused-not_in_hand = നിങ്ങളുടെ കയ്യിൽ { $cards } ഇല്ല. നിങ്ങളുടെ കാർഡുകൾ കേൾക്കാൻ, എന്റെ കാർഡുകൾ വായിക്കൂ എന്ന് പറയൂ.

# Two cards of the hand fit what was said. $options: "the number 2, or the Play 2 card"; $says: the phrases to say.
choose-ask = നിങ്ങൾ ഉദ്ദേശിച്ചത് { $options } ആണോ? { $says } എന്ന് പറയൂ.
