## The command line: argument errors (voice_ono.cli, voice_ono.cli_parser) and `voice-ono models`
## (voice_ono.app.models_cmd.run_models).
cli-error = { $prog }: { $error }. See { $prog } --help.
cli-unrecognized = unrecognized arguments: { $args }
cli-not-a-number = '{ $value }' is not { $whole ->
    [yes] a whole number
   *[no] a number
}; give { $low } to { $high }{ $unit }
cli-out-of-range = { $value } is out of range; give { $low } to { $high }{ $unit }
cli-unit-wpm = {" "}words per minute
cli-name-too-long = { $what ->
    [name] a file or folder name in '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
   *[path] '{ $path }' is { $length } bytes long, but this file system allows at most { $most }
}; give a shorter path
models-none = No vosk models installed. Run `voice-ono models download` to get one (voice-ono needs none: it hears you with its built-in Whisper tiny.en, or pocketsphinx as the fallback).
models-searched = Searched: { $folders }
model-installed = Installed { $name } at { $path }
model-not-verified = SHA-256 of { $archive } is { $digest }: NOT verified (no checksum known). Pass --sha256 to verify.
size = { $size } { $unit }
file-error = { $path }: error: { $error }
option-needs-key-value = --option needs KEY=VALUE, not '{ $pair }'
## Rule presets and options (voice_ono.rules.ruleset.UnknownRulesError: a message id and values)
rules-unknown = unknown rules '{ $name }'; choose one of: { $presets }
rules-unknown-option = unknown rule option '{ $key }'; options: { $options }
rules-option-choice = { $key } must be one of { $choices }, not '{ $value }'
rules-option-bool = option { $key } needs true or false, not '{ $value }'
rules-option-int = option { $key } needs a whole number, not '{ $value }'
rules-bad-bust-total = bust_total must be 99 or 100, not { $value }
rules-not-positive = hand_size, tokens and target must be positive
rules-bad-modes = scoring and points_mode must be a ScoringMode and a PointsMode
report-out-is-a-file = { $path } is a file, not a folder; give a folder for the report
report-not-written = The report could not be written in { $path } ({ $reason }). Give --out a folder you can write in.
# The terminal's encoding cannot write the language's script: said in English when the language's own letters cannot be shown.
cli-not-utf8 = This terminal cannot show the letters of language { $language } (its encoding is { $encoding }). Set a UTF-8 locale, for example LANG=C.UTF-8, or PYTHONIOENCODING=utf-8.
cli-bench-not-installed = The benchmarks are a development tool, not part of the game. From a checkout of voice-ono, install them with: pip install -e ./dev
