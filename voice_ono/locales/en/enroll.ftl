## Enrollment and voice profiles (issue 11): spoken and printed by voice_ono.enroll; one-line notes of voice_ono.app (enroll_cmd, profiles_cmd).
enroll-intro = Voice enrollment for profile { $name }. I will ask you to say { $phrases } phrases, { $takes ->
    [one] once each
   *[other] { $takes } times each
}, { $total } takes in all. Say each phrase after I ask for it, in your normal voice. To stop, say quit, or press Control C; your takes are kept and you can go on later.
enroll-resume = Welcome back. { $done } of { $total } takes are already recorded; we go on from there.
enroll-prompt = { $n } of { $total }. Say: { $phrase }.
enroll-too-quiet = That was too quiet. Please come closer to the microphone, or speak up, and say { $phrase } again.
enroll-clipped = That was too loud and distorted. Please move back a little and say { $phrase } again.
enroll-nothing = I heard nothing. Please say { $phrase }.
enroll-skipped = Let us leave take { $n }, { $phrase }, for now and go on; I will ask for it again when you go on with this enrollment.
enroll-paused = Enrollment paused. { $done } of { $total } takes are kept. To go on, run: { $command }
enroll-building = Thank you. All { $total } takes are recorded. Building your voice profile; this takes a moment.
enroll-done = Your voice profile { $name } is ready. Use it with: voice-ono play --profile { $name }
enroll-not-adapted = Note: { $why }
enroll-incomplete = { $missing ->
    [one] One take is
   *[other] { $missing } takes are
} still missing, so the profile is not built yet. To record { $missing ->
    [one] it
   *[other] them
}, run: { $command }
profile-in-use = Using voice profile { $name }.
profile-not-used = { $problem } Going on without a voice profile.
profiles-none = No voice profiles yet. Make one with: voice-ono enroll --profile NAME
profile-deleted = Deleted voice profile { $name }.
enroll-profile-exists = A voice profile named { $name } already exists. To enroll again, delete it first with voice-ono profiles delete { $name }, or choose another name with --profile.
profile-missing = There is no voice profile named { $name }. See voice-ono profiles list, or make one with voice-ono enroll --profile { $name }.
profile-damaged = Voice profile { $name } is damaged and cannot be read. Delete it with voice-ono profiles delete { $name } and enroll again.
profile-not-loaded = Voice profile { $name } could not be loaded by the recogniser.
profile-enroll-in-use = Voice profile { $name } is in use by another enrollment right now. Wait until it ends, or choose another name with --profile.
enroll-same-take = That sounded exactly like an earlier take. Please say { $phrase } again, freshly.
enroll-duplicate-takes = { $count ->
    [one] One take is a copy of another take
   *[other] { $count } takes are copies of other takes
}: { $files }. A profile needs takes recorded separately; record them again.
manifest-skipped = Skipped { $file }: { $why }.
manifest-why-nothing = nothing heard
manifest-why-quiet = too quiet
manifest-why-clipped = too loud and distorted (clipped)
manifest-why-phrase = { $said } is not an enrollment phrase
manifest-why-copy = a copy of { $other }
manifest-why-mislabelled = it sounds like { $heard }, not { $said }
manifest-too-few = Only { $usable } of { $listed } takes in { $manifest } are usable; a profile needs at least two separate takes of one phrase. Fix the takes listed above and try again.
demo-profile-ignored = The demo's synthetic voice is not your voice, so voice profile { $name } is not used in the demo.
enroll-noise = I heard only noise, not a word. Please say { $phrase }.
manifest-why-noise = only noise, not a word
manifest-why-unreadable = the file cannot be read as a recording
profile-not-saved = could not save the profile: { $error }
profile-built = Voice profile { $name }: { $takes } takes, built in { $seconds } s, { $kib } KiB, { $adapted ->
    [yes] adapted
   *[no] not adapted
}.
profile-delete-which = say which profile to delete: voice-ono profiles delete NAME (see: voice-ono profiles list).
# Voice profile errors (voice_ono.speech.asr.profile.ProfileError: a message id, a fix id and values)
profile-bad-name = '{ $name }' is not a usable profile name.
profile-name-fix = Use 1 to 40 characters: the letters a to z or A to Z, digits, dots, dashes or underscores, starting with a letter or digit, for example --profile anna.
profile-other-engine = Profile '{ $name }' was made for { $made_model } ({ $made_engine }), not { $model } ({ $engine }).
profile-engine-fix = Use --engine { $made_engine }, or enroll again with this engine.
profile-no-takes = There are no takes with audio to build a profile from.
profile-record-again-fix = Record the takes again with voice-ono enroll.
profile-manifest-unreadable = The manifest { $manifest } cannot be read.
profile-manifest-fix = Give a manifest.jsonl in the format of ../shared/corpus/manifest.jsonl.
profile-take-unreadable = The take { $file } listed in { $manifest } cannot be read.
profile-manifest-line-fix = Fix or remove its line in { $manifest }.
profile-manifest-empty = The manifest { $manifest } lists no takes with a said word.
profile-manifest-said-fix = Each line needs "file" and "said".
profile-old-layout = Voice profile '{ $name }' has layout { $layout }; this version reads { $expected }.
profile-old-features = Voice profile '{ $name }' was made with features { $features }; this version uses { $expected }.
profile-redo-fix = Delete it with voice-ono profiles delete { $name } and enroll again.
profile-unfinished = enrollment not finished
profile-not-built = no profile built
profile-unusable = unusable: { $problem }
profile-summary = { $takes } takes, { $engine } ({ $model }), { $adapted ->
    [yes] adapted
   *[no] not adapted
}, made { $created }
enroll-help = I am learning your voice. Say each phrase I ask for, clearly, in your normal voice; { $done } of { $total } takes are recorded. Say repeat to hear the phrase again, or quit to stop; your takes are kept.
enroll-heard-other = That sounded like { $heard }, not { $phrase }. Please say { $phrase }.
enroll-takes-changed = This enrollment was started with { $was ->
    [one] one take
   *[other] { $was } takes
} of each phrase, not { $now }. Go on with: { $command }
enroll-needs-input = Enrollment needs your voice: connect a microphone, or give recordings with --wav FILE... or --from-manifest FILE.
enroll-wav-and-manifest = Give either --wav or --from-manifest, not both.
enroll-use-profile = Use it with --profile { $name }, for example: voice-ono play --profile { $name }
profiles-not-a-folder = The voice profiles folder { $path } is a file, not a folder.
profiles-not-a-folder-fix = Move or rename that file, then try again.
profile-not-finished = The enrollment of voice profile { $name } is not finished yet, so there is no profile to use.
profile-finish-fix = Finish it with: voice-ono enroll --profile { $name } (add the --wav files or --takes you started with, if any).
profiles-list-no-name = profiles list takes no name (got { $name }). To see every profile, run: voice-ono profiles list
speech-options-unused-typed = Typed commands do not use speech recognition, so { $options } { $count ->
    [one] has
   *[other] have
} no effect here.
manifest-line = line { $line }
manifest-line-not-json = not valid JSON
manifest-line-not-object = not a JSON object
manifest-line-no-file = it has no "file"
manifest-count-phrase = not an enrollment phrase
manifest-count-copy = copies of other takes
manifest-count-mislabelled = labelled as another phrase than they sound like
manifest-skipped-more = { $count ->
    [one] One more take was
   *[other] { $count } more takes were
} left out ({ $total } in all: { $reasons }).
manifest-phrases = The enrollment phrases are: { $phrases }.
manifest-capped = { $count ->
    [one] One take was
   *[other] { $count } takes were
} not used: a profile uses at most { $most } takes of each phrase (the first ones listed), which keeps building it quick.
manifest-progress = Checking takes
profile-manifest-missing = The manifest { $manifest } is not there.
profile-manifest-folder = { $manifest } is a folder, not a manifest file.
profile-manifest-bad-line = Line { $line } of { $manifest } is { $why ->
    [manifest-line-not-json] not valid JSON
    [manifest-line-not-object] not a JSON object
   *[other] missing its "file"
}.
manifest-why-missing = the file does not exist
manifest-why-folder = it is a folder, not a recording
manifest-labels-shifted = The labels in { $manifest } look wrong, perhaps shifted: the takes of { $count } of { $labels } phrases sound like another phrase ({ $examples }), and hardly any like their own label. A profile built from them would mishear you.
manifest-labels-fix = Check that each line's "said" is the word spoken in its file. If the labels are right, build anyway with --trust-labels.
enroll-paused-same = Enrollment paused. { $done } of { $total } takes are kept. To go on, run the same command again; it is printed below.
enroll-input-ended = The recordings ran out. { $done } of { $total } takes are kept.
enroll-take-name = { $phrase }, take { $take }
enroll-wav-refused-count = { $count ->
    [one] One file was
   *[other] { $count } files were
} not used as a take:
enroll-wav-refused = { $file } was not used for { $phrase }, take { $take }: { $why }.
enroll-still-missing = { $missing ->
    [one] One take is
   *[other] { $missing } takes are
} still missing: { $takes }.
enroll-record-missing = To record them, run { $command } to use the microphone, or add --wav with one new file for each missing take, in this order.
enroll-why-command = it was heard as { $heard }
enroll-why-same = the same recording as an earlier take
enroll-why-other = it sounded like { $heard }
enroll-pause-confirm = Pause enrollment? Say yes or no.
enroll-manifest-interrupted = interrupted; no profile was built. To build it, run again: { $command }
enroll-skipped-missing = { $count ->
    [one] One phrase has
   *[other] { $count } phrases have
} no usable take in this profile: { $phrases }. It will not learn { $count ->
    [one] it
   *[other] them
}; to add { $count ->
    [one] it
   *[other] them
}, enroll again under a new name (voice-ono enroll --profile NEWNAME) and delete this one.
profile-summary-uncovered = { $summary }; no takes of: { $phrases } (to add them, enroll again under a new name)
profile-delete-enrolling = { $name } is being enrolled right now; try again when it ends.
manifest-why-listed-twice = listed twice{ $same ->
    [yes] {""}
   *[no] {" "}(also as { $other })
}
manifest-count-listed-twice = files listed twice
enroll-still-missing-below = { $missing ->
    [one] One take is
   *[other] { $missing } takes are
} still missing; they are listed below.
# The list printed under enroll-still-missing-below (the count is said there, once).
enroll-missing-list = Missing: { $takes }.
# --wav files left over after the file of the last take (each take is bound to the file in its place in the
# list; $refused: how many takes' files were refused: those takes stay missing, the files after are not moved up).
enroll-wav-not-needed = { $count ->
    [one] One file was
   *[other] { $count } files were
} not used: { $count ->
    [one] it came
   *[other] they came
} after the file for the last take.{ $refused ->
    [0] {""}
    [one] {" "}The take whose file was refused is not filled from { $count ->
        [one] it
       *[other] them
    }; it stays missing.
   *[other] {" "}The takes whose files were refused are not filled from { $count ->
        [one] it
       *[other] them
    }; they stay missing.
}
# --wav files given when every take was already recorded (the profile is built from those takes).
enroll-wav-not-needed-recorded = { $count ->
    [one] One file was
   *[other] { $count } files were
} not needed: every take is already recorded, so { $count ->
    [one] it was
   *[other] they were
} not used.
