## Enrollment and voice profiles (issue 11): spoken and printed by voice_ono.enroll; one-line notes of voice_ono.app.
enroll-intro = Voice enrollment for profile { $name }. I will ask you to say { $phrases } phrases, { $takes ->
    [one] once each
   *[other] { $takes } times each
}, { $total } takes in all. Say each phrase after I ask for it, in your normal voice. To stop, say quit, or press Control C; your takes are kept and you can go on later.
enroll-resume = Welcome back. { $done } of { $total } takes are already recorded; we go on from there.
enroll-prompt = { $n } of { $total }. Say: { $phrase }.
enroll-too-quiet = That was too quiet. Please come closer to the microphone, or speak up, and say { $phrase } again.
enroll-clipped = That was too loud and distorted. Please move back a little and say { $phrase } again.
enroll-nothing = I heard nothing. Please say { $phrase }.
enroll-skipped = Let us skip { $phrase } for now; I will ask for it again next time.
enroll-paused = Enrollment paused. { $done } of { $total } takes are kept. To go on, run: voice-ono enroll --profile { $name }
enroll-building = Thank you. All { $total } takes are recorded. Building your voice profile; this takes a moment.
enroll-done = Your voice profile { $name } is ready. Use it with: voice-ono play --profile { $name }
enroll-not-adapted = Note: { $why }
enroll-incomplete = { $missing } takes are still missing, so the profile is not built yet. Run voice-ono enroll --profile { $name } again to record them.
profile-in-use = Using voice profile { $name }.
profile-not-used = { $problem } Going on without a voice profile.
profiles-none = No voice profiles yet. Make one with: voice-ono enroll --profile NAME
profile-deleted = Deleted voice profile { $name }.
enroll-profile-exists = A voice profile named { $name } already exists. To enroll again, delete it first with voice-ono profiles delete { $name }, or choose another name with --profile.
