## stderr ਉੱਤੇ ਛਪਣ ਵਾਲੀਆਂ ਜਾਂ ਸ਼ੁਰੂ ਵਿੱਚ ਇੱਕ ਵਾਰ ਕਹੀਆਂ ਜਾਂਦੀਆਂ ਲਾਈਨਾਂ: ਸੰਭਾਲ ਫ਼ਾਈਲਾਂ, ਇਨਪੁਟ ਦਾ ਅੰਤ, ਜੰਤਰ।
not-a-save = { $path } voice-ono ਦੀ ਸੰਭਾਲੀ ਖੇਡ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਇਸਨੂੰ ਛੇੜਿਆ ਨਹੀਂ ਗਿਆ। --save-file ਨਾਲ ਕੋਈ ਹੋਰ ਫ਼ਾਈਲ ਚੁਣੋ, ਜਾਂ --save-file ਨਾ ਵਰਤੋ।
save-in-use = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਇਸ ਵੇਲੇ ਕਿਸੇ ਹੋਰ voice-ono ਵਿੱਚ ਖੁੱਲ੍ਹੀ ਹੈ, ਇਸ ਲਈ ਇਹ ਉਸਨੂੰ ਨਹੀਂ ਛੇੜੇਗਾ। ਪਹਿਲਾਂ ਦੂਜੀ ਖੇਡ ਬੰਦ ਕਰੋ, ਜਾਂ --save-file ਨਾਲ ਕੋਈ ਹੋਰ ਫ਼ਾਈਲ ਚੁਣੋ।
damaged-new-game = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਖ਼ਰਾਬ ਹੈ ਅਤੇ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਦੀ; ਇਸਨੂੰ { $kept } ਵਜੋਂ ਰੱਖਿਆ ਗਿਆ ਹੈ। ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਰਹੀ ਹੈ।
damaged-not-moved = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਖ਼ਰਾਬ ਹੈ ਅਤੇ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਦੀ, ਅਤੇ ਇਸਨੂੰ ਪਾਸੇ ਨਹੀਂ ਹਟਾਇਆ ਜਾ ਸਕਿਆ ({ $error }); ਇਹ ਜਿਵੇਂ ਹੈ ਉਵੇਂ ਰਹੇਗੀ ਅਤੇ ਇਹ ਖੇਡ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾਵੇਗੀ।
save-newer = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ voice-ono ਦੇ ਨਵੇਂ ਸੰਸਕਰਣ ਨੇ ਸੰਭਾਲੀ ਸੀ। ਇਸਨੂੰ ਜਾਰੀ ਰੱਖਣ ਲਈ voice-ono ਨੂੰ ਅੱਪਡੇਟ ਕਰੋ, ਜਾਂ --save-file ਫ਼ਾਈਲ ਨਾਲ ਕੋਈ ਹੋਰ ਖੇਡ ਸ਼ੁਰੂ ਕਰੋ; ਫ਼ਾਈਲ ਜਿਵੇਂ ਹੈ ਉਵੇਂ ਰਹੇਗੀ।
# $command: ਉਸੇ ਸੰਭਾਲ ਫ਼ਾਈਲ ਉੱਤੇ ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰਨ ਵਾਲਾ ਹੁਕਮ।
damaged-resume = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਖ਼ਰਾਬ ਹੈ ਅਤੇ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਦੀ। ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰਨ ਲਈ { $command } ਚਲਾਓ; ਖ਼ਰਾਬ ਫ਼ਾਈਲ ਰੱਖੀ ਜਾਵੇਗੀ।
input-ended-saved = ਇਨਪੁਟ ਖਤਮ ਹੋ ਗਿਆ; ਤੁਹਾਡੀ ਸੰਭਾਲੀ ਖੇਡ ਰੱਖੀ ਗਈ ਹੈ। ਇਸ ਨਾਲ ਜਾਰੀ ਰੱਖੋ: { $command }
input-ended-game = ਇਨਪੁਟ ਖਤਮ ਹੋ ਗਿਆ; ਖੇਡ ਸੰਭਾਲੀ ਗਈ ਹੈ। ਇਸ ਨਾਲ ਜਾਰੀ ਰੱਖੋ: { $command }
input-ended-save-failed = ਇਨਪੁਟ ਖਤਮ ਹੋ ਗਿਆ; ਖੇਡ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ, ਇਸ ਲਈ { $earlier ->
    [yes] ਤੁਹਾਡੀ ਸੰਭਾਲੀ ਖੇਡ ਅਜੇ ਵੀ ਪਹਿਲੀ ਸਥਿਤੀ ਉੱਤੇ ਹੈ। ਉੱਥੋਂ ਇਸ ਨਾਲ ਜਾਰੀ ਰੱਖੋ: { $command }
   *[no] ਇਹ ਸੰਭਾਲੀ ਨਹੀਂ ਗਈ।
}
input-ended-unsaved = ਇਨਪੁਟ ਖਤਮ ਹੋ ਗਿਆ; ਖੇਡ ਸੰਭਾਲੀ ਨਹੀਂ ਗਈ (ਆਪਣੇ-ਆਪ ਸੰਭਾਲਣਾ ਬੰਦ ਹੈ)।
saved-game-options = ਤੁਹਾਡੀ ਇੱਕ ਸੰਭਾਲੀ ਹੋਈ ਖੇਡ ਹੈ: ਜੇ ਤੁਸੀਂ ਉਸਨੂੰ ਜਾਰੀ ਰੱਖੋ, ਤਾਂ ਉਹ ਆਪਣੇ ਨਿਯਮ ਅਤੇ ਖਿਡਾਰੀ ਰੱਖਦੀ ਹੈ, ਅਤੇ { $options } { $count ->
    [one] ਸਿਰਫ਼ ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰਨ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ।
   *[other] ਸਿਰਫ਼ ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਕਰਨ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦੇ ਹਨ।
}
save-file-is-folder = { $path } ਇੱਕ ਫੋਲਡਰ ਹੈ। --save-file ਨੂੰ ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਦਿਓ, ਜਿਵੇਂ { $path }/game.json।
resume-ignores = ਤੁਹਾਡੀ ਸੰਭਾਲੀ ਖੇਡ ਜਿਵੇਂ ਸੀ ਉਵੇਂ ਜਾਰੀ ਹੋ ਰਹੀ ਹੈ; { $options } { $count ->
    [one] ਸਿਰਫ਼ ਨਵੀਆਂ ਖੇਡਾਂ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦਾ ਹੈ
   *[other] ਸਿਰਫ਼ ਨਵੀਆਂ ਖੇਡਾਂ ਉੱਤੇ ਲਾਗੂ ਹੁੰਦੇ ਹਨ
} (ਨਵੀਂ ਖੇਡ ਲਈ --resume ਤੋਂ ਬਿਨਾਂ ਚਲਾਓ)।
config-missing = ਸੰਰਚਨਾ ਫ਼ਾਈਲ { $path } ਮੌਜੂਦ ਨਹੀਂ ਹੈ; ਬੋਲਣ ਦੀਆਂ ਮੂਲ ਸੈਟਿੰਗਾਂ ਵਰਤੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ (ਹੌਲੀ ਬੋਲੋ, ਉੱਚੀ ਬੋਲੋ ਜਾਂ ਛੋਟੀਆਂ ਸੂਚਨਾਵਾਂ ਕਹਿਣ ਨਾਲ ਇਹ ਬਣ ਜਾਵੇਗੀ)।
typed-commands = ਲਿਖੇ ਹੋਏ ਹੁਕਮ ਵਰਤੇ ਜਾ ਰਹੇ ਹਨ।
mic-stopped-reopened = ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਬੰਦ ਹੋ ਗਿਆ ਸੀ। ਮੈਂ ਇਸਨੂੰ ਦੁਬਾਰਾ ਖੋਲ੍ਹ ਦਿੱਤਾ ਹੈ, ਕਿਰਪਾ ਕਰਕੇ ਆਪਣਾ ਹੁਕਮ ਦੁਬਾਰਾ ਕਹੋ।
mic-stopped-typed = ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਬੰਦ ਹੋ ਗਿਆ ਅਤੇ ਦੁਬਾਰਾ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਿਆ, ਇਸ ਲਈ ਖੇਡ ਲਿਖੇ ਹੁਕਮਾਂ ਨਾਲ ਜਾਰੀ ਰਹੇਗੀ। ਤੁਸੀਂ ਕੀ ਲਿਖ ਸਕਦੇ ਹੋ, ਇਹ ਜਾਣਨ ਲਈ ਮਦਦ ਲਿਖੋ।
device-unused = --device { $device } ਵਰਤਿਆ ਨਹੀਂ ਗਿਆ: { $why }।
device-unused-text = ਹੁਕਮ ਲਿਖੇ ਜਾਂਦੇ ਹਨ (--input text)
device-unused-wav = ਹੁਕਮ WAV ਫ਼ਾਈਲਾਂ ਤੋਂ ਆਉਂਦੇ ਹਨ
device-unused-no-mic = ਕੋਈ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਿਆ
no-microphone = ਕੋਈ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨਹੀਂ ਮਿਲਿਆ, ਇਸ ਲਈ ਲਿਖੇ ਹੁਕਮ ਵਰਤੇ ਜਾ ਰਹੇ ਹਨ। ਵੇਰਵੇ ਲਈ ਚਲਾਓ: voice-ono devices
save-damaged = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਖ਼ਰਾਬ ਹੈ ਅਤੇ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਦੀ।
push-to-talk-help = ਹੁਕਮ ਬੋਲਣ ਲਈ ਐਂਟਰ ਦਬਾਓ, ਟੋਨ ਦੀ ਉਡੀਕ ਕਰੋ, ਫਿਰ ਬੋਲੋ।
wav-skipped = { $error } ਇਸਨੂੰ ਛੱਡਿਆ ਜਾ ਰਿਹਾ ਹੈ।
demo-you-say = ਤੁਸੀਂ ਕਹਿੰਦੇ ਹੋ: { $said }।
no-save-to-resume = ਜਾਰੀ ਰੱਖਣ ਲਈ ਕੋਈ ਸੰਭਾਲੀ ਖੇਡ ਨਹੀਂ ਹੈ; ਨਵੀਂ ਖੇਡ ਸ਼ੁਰੂ ਹੋ ਰਹੀ ਹੈ।
interrupted-saved = ਰੋਕਿਆ ਗਿਆ; ਖੇਡ ਸੰਭਾਲੀ ਗਈ ਹੈ। ਇਸ ਨਾਲ ਜਾਰੀ ਰੱਖੋ: { $command }
interrupted = ਰੋਕਿਆ ਗਿਆ।
interrupted-save-failed = ਰੋਕਿਆ ਗਿਆ; ਖੇਡ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ, ਇਸ ਲਈ { $earlier ->
    [yes] ਤੁਹਾਡੀ ਸੰਭਾਲੀ ਖੇਡ ਅਜੇ ਵੀ ਪਹਿਲੀ ਸਥਿਤੀ ਉੱਤੇ ਹੈ। ਉੱਥੋਂ ਇਸ ਨਾਲ ਜਾਰੀ ਰੱਖੋ: { $command }
   *[no] ਇਹ ਸੰਭਾਲੀ ਨਹੀਂ ਗਈ।
}
save-lock-partial = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਨੂੰ ਉਸਦੇ ਕੋਲ ਤਾਲਾ ਨਹੀਂ ਲਾਇਆ ਜਾ ਸਕਿਆ ({ $lock } ਬਣ ਨਹੀਂ ਸਕਦਾ), ਇਸ ਲਈ ਕਿਸੇ ਹੋਰ ਘਰ ਜਾਂ ਕੈਸ਼ ਫੋਲਡਰ ਨਾਲ ਚੱਲਦਾ voice-ono ਇਸਨੂੰ ਨਾਲੋ-ਨਾਲ ਖੇਡਣ ਤੋਂ ਨਹੀਂ ਰੋਕਿਆ ਜਾਵੇਗਾ; ਇਸ ਉੱਤੇ ਇੱਕ ਵੇਲੇ ਇੱਕੋ ਖੇਡ ਖੇਡੋ।
save-folder-unusable = ਫੋਲਡਰ { $folder } ਵਿੱਚ ਫ਼ਾਈਲ ਨਹੀਂ ਰੱਖੀ ਜਾ ਸਕਦੀ ({ $error }), ਇਸ ਲਈ ਖੇਡ { $path } ਉੱਤੇ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ। --save-file ਨਾਲ ਕੋਈ ਹੋਰ ਥਾਂ ਚੁਣੋ, ਜਾਂ --no-autosave ਨਾਲ ਖੇਡੋ।
log-unwritable = voice-ono.log ਲਿਖੀ ਨਹੀਂ ਜਾ ਸਕੀ, ਇਸ ਲਈ ਵੇਰਵਾ ਇੱਥੇ ਹੈ: { $detail }
save-not-locked = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਨੂੰ ਤਾਲਾ ਨਹੀਂ ਲਾਇਆ ਜਾ ਸਕਿਆ (ਤਾਲੇ ਦੀ ਫ਼ਾਈਲ ਨਹੀਂ ਬਣ ਸਕੀ), ਇਸ ਲਈ ਨਾਲੋ-ਨਾਲ ਇਸਨੂੰ ਖੇਡਦਾ ਕੋਈ ਹੋਰ voice-ono ਰੋਕਿਆ ਨਹੀਂ ਜਾਵੇਗਾ; ਇਸ ਉੱਤੇ ਇੱਕ ਵੇਲੇ ਇੱਕੋ ਖੇਡ ਖੇਡੋ।
save-file-empty = --save-file ਨੂੰ ਫ਼ਾਈਲ ਦਾ ਨਾਂ ਚਾਹੀਦਾ ਹੈ, ਜਿਵੇਂ --save-file game.json।
resume-not-saved = { $path } ਵਾਲੀ ਸੰਭਾਲੀ ਖੇਡ ਬਿਨਾਂ ਸੰਭਾਲੇ ਜਾਰੀ ਹੋ ਰਹੀ ਹੈ (--no-autosave): ਉਹ ਜਿਵੇਂ ਸੀ ਉਵੇਂ ਰਹੇਗੀ।
wav-needs-files = --input wav ਨੂੰ ਰਿਕਾਰਡ ਕੀਤੇ ਹੁਕਮ ਚਾਹੀਦੇ ਹਨ: --wav ਫ਼ਾਈਲ... ਜੋੜੋ (ਇੱਕ ਜਾਂ ਵੱਧ WAV ਫ਼ਾਈਲਾਂ)।
demo-ended-early = ਖੇਡ ਪੂਰੀ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਡੈਮੋ ਖਤਮ ਹੋ ਗਿਆ।
bad-hand = { $error }। ਹੱਥ ਨੂੰ ਕਾਮਿਆਂ ਨਾਲ ਵੱਖ ਕੀਤੇ ਕਾਰਡਾਂ ਦੇ ਨਾਂ ਵਜੋਂ ਦਿਓ, ਜਿਵੇਂ --hand 3,7,reverse।
no-microphones = ਕੋਈ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨਹੀਂ ਮਿਲਿਆ। ਇੱਕ ਲਗਾਓ; ਉਦੋਂ ਤੱਕ ਇਸ ਨਾਲ ਖੇਡੋ: voice-ono play --input text
demo-no-synthesiser = ਡੈਮੋ ਲਈ ਕੋਈ ਆਫ਼ਲਾਈਨ ਆਵਾਜ਼ ਬਣਾਉਣ ਵਾਲਾ ਪ੍ਰੋਗਰਾਮ ਨਹੀਂ ਮਿਲਿਆ।
demo-install-synthesiser = ਇੱਕ ਇੰਸਟਾਲ ਕਰੋ: sudo apt-get install flite espeak-ng
demo-voice-missing = ਆਵਾਜ਼ '{ $voice }' ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
demo-choose-voice = ਇਹਨਾਂ ਵਿੱਚੋਂ ਚੁਣੋ: { $voices }
no-wav-readable = ਕੋਈ ਵੀ WAV ਫ਼ਾਈਲ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ।
check-wav-names = ਫ਼ਾਈਲਾਂ ਦੇ ਨਾਂ ਜਾਂਚੋ।
config-unreadable = { $path } ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ ({ $error }); ਬੋਲਣ ਦੀਆਂ ਮੂਲ ਸੈਟਿੰਗਾਂ ਵਰਤੀਆਂ ਜਾ ਰਹੀਆਂ ਹਨ
# $fields: ਅਣਡਿੱਠੇ ਮੁੱਲਾਂ ਦੇ ਨਾਂ; ਫਿਰ ਮਨਜ਼ੂਰ ਮੁੱਲ।
config-bad-values = { $path } ਵਿੱਚ ਗ਼ਲਤ { $fields } ਅਣਡਿੱਠੇ ਕੀਤੇ ਗਏ (rate: { $rate_low } ਤੋਂ { $rate_high } ਸ਼ਬਦ ਪ੍ਰਤੀ ਮਿੰਟ; volume: { $volume_low } ਤੋਂ { $volume_high }; verbosity: full ਜਾਂ short; language: { $languages })
config-not-ours = { $path } voice-ono ਦੀ ਸੰਰਚਨਾ ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ, ਇਸ ਲਈ ਇਸਨੂੰ ਛੇੜਿਆ ਨਹੀਂ ਗਿਆ
enroll-use-wavs = ਜਾਂ ਆਪਣੀਆਂ ਰਿਕਾਰਡਿੰਗਾਂ WAV ਫ਼ਾਈਲਾਂ ਵਜੋਂ ਬਣਾਓ ਅਤੇ --wav ਫ਼ਾਈਲ... ਜਾਂ --from-manifest ਫ਼ਾਈਲ ਵਰਤੋ।
too-few-players = ਖੇਡ ਲਈ ਘੱਟੋ-ਘੱਟ 2 ਖਿਡਾਰੀ ਚਾਹੀਦੇ ਹਨ: --bots ਅਤੇ --humans ਵਰਤੋ
recognize-nothing = (ਕੁਝ ਪਛਾਣਿਆ ਨਹੀਂ ਗਿਆ)
recognize-too-quiet = (ਕੁਝ ਪਛਾਣਿਆ ਨਹੀਂ ਗਿਆ: ਰਿਕਾਰਡਿੰਗ ਬਹੁਤ ਧੀਮੀ ਹੈ; ਇਸਦਾ ਸਭ ਤੋਂ ਉੱਚਾ ਹਿੱਸਾ { $level } dBFS ਹੈ ਅਤੇ ਬੋਲੀ { $least } dBFS ਤੋਂ ਸੁਣੀ ਜਾਂਦੀ ਹੈ। ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਦੇ ਨੇੜੇ ਰਿਕਾਰਡ ਕਰੋ, ਜਾਂ ਇਨਪੁਟ ਪੱਧਰ ਵਧਾਓ।)

# One line of the program on stderr: its name, then $message (a sentence).
program-line = voice-ono: { $message }

## The demo player's synthesiser (voice_ono/demo/synth.py)
synth-failed = { $voice } ਵਾਕੰਸ਼ ਨਹੀਂ ਬੋਲ ਸਕੀ।
synth-no-audio = { $voice } ਨੇ ਕੋਈ ਆਵਾਜ਼ ਨਹੀਂ ਲਿਖੀ।
synth-espeak-fix = libespeak-ng1 ਇੰਸਟਾਲ ਕਰੋ, ਜਾਂ ਕੋਈ flite ਆਵਾਜ਼ ਵਰਤੋ।
synth-unknown = { $engine } ਨਾਂ ਦਾ ਕੋਈ ਸਿੰਥੇਸਾਈਜ਼ਰ ਨਹੀਂ ਹੈ।
synth-choose = flite, espeak-ng ਜਾਂ pyttsx3 ਵਰਤੋ।
synth-missing = { $program } ਇੰਸਟਾਲ ਨਹੀਂ ਹੈ।
synth-install = ਇਸਨੂੰ ਇੰਸਟਾਲ ਕਰੋ: sudo apt-get install { $program }
synth-unreadable = { $voice } ਨੇ ਅਜਿਹੀ ਧੁਨੀ ਫ਼ਾਈਲ ਲਿਖੀ ਜੋ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕਦੀ।
