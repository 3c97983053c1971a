## Jokalariei nola deitzen zaien. Giza jokalari bakarra "zu" da; txandakako jokoetan denei izenez deitzen zaie.
## Subjektuarekin bat datozen mezuek $person hartzen dute: "you" edo "other" (orduan $name esaten da).

you-subject = Zu
you-object = zu
# Jokaldiaren ondorengo jokalariari buruzko arrazoia, jokaldiak nor den esaten ez duenean.
next-player = hurrengo jokalaria
someone = Norbait
# Jokalariarentzat erabiltzen diren hitzak: beste inori ezin zaio horietako batekin deitu (maiuskulak kontuan hartu gabe;
# voice_ono.rules.names). Komaz bereizita.
player-words = zu, zuk, zure, zureak, zuri, zeu, norbait
# Jokalarien izen lehenetsiak (aginduetan ere esaten dira: "zergatik jokatu du Robota 1ek hori").
player-human = Jokalaria { $number }
player-bot = Robota { $number }
## voice_ono.bots.bot_kind: robot edo zailtasun ezezaguna (voice_ono.rules.DataError bat)
bot-unknown = robot ezezaguna: '{ $name }'. Aukeratu hauetako bat: { $choices }
