"""Speaker profiles: what enrollment learns about one player's voice, stored, loaded and used.

A :class:`Profile` is built from the player's enrolled takes (``voice-ono
enroll``, or ``voice-ono enroll --from-manifest FILE``) by
:func:`build_profile` and holds:

* **templates** (:class:`~voice_ono.speech.asr.templates.TemplateSet`): the
  takes' features; each new utterance is matched against them by DTW and the
  match is part of the evidence the acceptance policy decides on
  (:func:`voice_ono.speech.asr.acceptance.decide`);
* **calibration**: the engine's operating point (:class:`Thresholds`) moved
  by how the recogniser scores this speaker's enrolled takes (the median
  confidence of takes it heard right, against :data:`REFERENCE_CONFIDENCE`),
  plus the template limits;
* **acoustic adaptation** (pocketsphinx only): a means-only MLLR transform of
  the bundled model estimated on the takes
  (:func:`voice_ono.speech.asr.adapt.estimate_mllr`, needs the sphinxtrain tools),
  loaded by the recogniser with pocketsphinx's ``mllr`` option.  Where the
  tools or the module are missing the profile is built without it and
  :attr:`Profile.notes` says why.  vosk models cannot be adapted here: a vosk
  profile calibrates and matches templates only.

Storage: one folder per profile under :func:`profiles_dir` (the user data
folder, platformdirs), holding ``profile.json``, ``templates.npz`` and, when
adapted, ``mllr``.  A profile records the engine and model it was made for
(:func:`model_id`); loading it for another is refused with the reason.

The package, one concern a module: :mod:`.errors` (the profile errors), :mod:`.folders` (names, the profiles
folder, the lock), :mod:`.data` (:class:`Profile`), :mod:`.policy` (calibration and the template limits),
:mod:`.takes` (takes and manifests), :mod:`.build` (:func:`build_profile`), :mod:`.storage` (save, load, list,
delete) and :mod:`.profiled` (:class:`ProfiledRecognizer`, the profile in use).
"""
