## Lines printed to stderr or said once at start-up: save files, input ending, devices (voice_ono.app, voice_ono.session).
not-a-save = { $path } is not a voice-ono saved game, so it is left untouched. Pick another file with --save-file, or leave --save-file out.
save-in-use = The saved game at { $path } is open in another voice-ono right now, so this one will not touch it. Close the other game first, or pick another file with --save-file.
damaged-new-game = The saved game at { $path } is damaged and can't be loaded; it is kept as { $kept }. Starting a new game.
damaged-not-moved = The saved game at { $path } is damaged and can't be loaded, and it could not be moved aside ({ $error }); it stays untouched and this game will not be saved.
save-newer = The saved game at { $path } was saved by a newer version of voice-ono. Update voice-ono to continue it, or start another game with --save-file FILE; the file is left as it is.
# $command: the command that starts a new game on the same save file (quoted for the shell).
damaged-resume = The saved game at { $path } is damaged and can't be loaded. To start a new game, run { $command }; the damaged file will be kept.
input-ended-saved = input ended; your saved game is kept. Continue with: { $command }
input-ended-game = input ended; the game is saved. Continue with: { $command }
input-ended-save-failed = input ended; the game could not be saved, so { $earlier ->
    [yes] your saved game is still at the earlier position. Continue from there with: { $command }
   *[no] it is not saved.
}
input-ended-unsaved = input ended; the game was not saved (autosave is off).
saved-game-options = You have a saved game: if you continue it, it keeps its own rules and players, and { $options } { $count ->
    [one] applies
   *[other] apply
} only if you start a new game.
save-file-is-folder = { $path } is a folder. Give --save-file a file name, for example { $path }/game.json.
resume-ignores = resuming your saved game as it was; { $options } { $count ->
    [one] applies
   *[other] apply
} to new games only (run without --resume for a new game).
config-missing = the config file { $path } does not exist; using the default speech settings (saying slower, louder or short announcements will create it).
typed-commands = Typed commands are in use.
mic-stopped-reopened = The microphone stopped. I opened it again, so please say your command again.
mic-stopped-typed = The microphone stopped and could not be opened again, so the game goes on with typed commands. Type help to hear what you can type.
device-unused = --device { $device } is not used: { $why }.
device-unused-text = commands are typed (--input text)
device-unused-wav = commands come from the WAV files
device-unused-no-mic = no microphone could be opened
no-microphone = No microphone found, so typed commands are in use. For details run: voice-ono devices
save-damaged = The saved game at { $path } is damaged and can't be loaded.
push-to-talk-help = To speak a command, press Enter, wait for the tone, then speak.
wav-skipped = { $error } Skipping it.
demo-you-say = You say: { $said }.
no-save-to-resume = there is no saved game to resume; starting a new one.
interrupted-saved = interrupted; the game is saved. Continue with: { $command }
interrupted = interrupted.
interrupted-save-failed = interrupted; the game could not be saved, so { $earlier ->
    [yes] your saved game is still at the earlier position. Continue from there with: { $command }
   *[no] it is not saved.
}
save-lock-partial = the saved game at { $path } could not be locked beside it ({ $lock } cannot be made), so a voice-ono started with another home or cache folder would not be stopped from playing it at the same time; play only one game on it at a time.
save-folder-unusable = the folder { $folder } cannot hold a file ({ $error }), so the game could not be saved at { $path }. Choose another path with --save-file, or play with --no-autosave.
log-unwritable = voice-ono.log could not be written, so the detail is here: { $detail }
save-not-locked = the saved game at { $path } could not be locked (no lock file could be made), so another voice-ono playing it at the same time would not be stopped; play only one game on it at a time.
save-file-empty = --save-file needs a file name, for example --save-file game.json.
resume-not-saved = resuming the saved game at { $path } without saving (--no-autosave): it stays as it was.
wav-needs-files = --input wav needs the recorded commands: add --wav FILE... (one or more WAV files).
demo-ended-early = the demo ended before the game finished.
bad-hand = { $error }. Give the hand as card names separated by commas, e.g. --hand 3,7,reverse.
no-microphones = No microphones found. Plug one in; meanwhile play with: voice-ono play --input text
demo-no-synthesiser = No offline synthesiser found for the demo.
demo-install-synthesiser = Install one: sudo apt-get install flite espeak-ng
demo-voice-missing = Voice '{ $voice }' is not installed.
demo-choose-voice = Choose one of: { $voices }
no-wav-readable = None of the WAV files could be read.
check-wav-names = Check the file names.
config-unreadable = could not read { $path } ({ $error }); using the default speech settings
# $fields: the names of the values ignored; the allowed values follow (the range voice commands keep to).
config-bad-values = ignored bad { $fields } in { $path } (rate: { $rate_low } to { $rate_high } words per minute; volume: { $volume_low } to { $volume_high }; verbosity: full or short; language: { $languages })
config-not-ours = { $path } is not a voice-ono config file, so it was left untouched
enroll-use-wavs = Or record your takes as WAV files and use --wav FILE... or --from-manifest FILE.
too-few-players = a game needs at least 2 players: use --bots and --humans
recognize-nothing = (nothing recognised)
recognize-too-quiet = (nothing recognised: the recording is too quiet; its loudest part is { $level } dBFS and speech is heard from { $least } dBFS. Record closer to the microphone, or raise the input level.)

# One line of the program on stderr: its name, then $message (a sentence).
program-line = voice-ono: { $message }

## The demo player's synthesiser (voice_ono/demo/synth.py)
synth-failed = { $voice } could not speak the phrase.
synth-no-audio = { $voice } wrote no sound.
synth-espeak-fix = Install libespeak-ng1, or use a flite voice.
synth-unknown = There is no synthesiser called { $engine }.
synth-choose = Use flite, espeak-ng or pyttsx3.
synth-missing = { $program } is not installed.
synth-install = Install it: sudo apt-get install { $program }
synth-unreadable = { $voice } wrote a sound file that cannot be read.
