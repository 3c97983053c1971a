#!/usr/bin/env bash
# The install a user makes: build the wheel, install it (not editable) into a
# fresh venv, and play a scripted typed game to the winner from a folder that
# is not the repository, so nothing can be found by accident in the checkout.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$repo/.venv/bin/python" -m pip wheel --no-deps -q "$repo" -w "$work/dist" </dev/null
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install -q "$work"/dist/voice_ono-*.whl </dev/null

# Every card name, tried in turn: refused cards leave the game unchanged, so the
# human plays until knocked out and the bots play on to a winner.
cards=(0 1 2 3 4 5 6 7 8 9 10 "minus ten" reverse "play two" hold "double play" ono)
for _ in $(seq 80); do for c in "${cards[@]}"; do echo "play $c"; done; done > "$work/commands.txt"
echo quit >> "$work/commands.txt"

cd "$work"
HOME="$work/home" timeout 300 "$work/venv/bin/voice-ono" play --input text --no-speech \
    --seed 3 --save-file "$work/save.json" --events jsonl \
    <"$work/commands.txt" >"$work/events.jsonl" 2>"$work/narration.txt"
if ! grep -q '"type": "game_won"' "$work/events.jsonl"; then
    echo "wheel install: the scripted game did not reach a winner" >&2
    tail -20 "$work/narration.txt" >&2
    exit 1
fi
echo "wheel install: $(grep -c . "$work/events.jsonl") events, $(grep '"type": "game_won"' "$work/events.jsonl")"

# The workshop (dev/: benchmarks, soak, stand-in devices) is not part of the game's wheel.
if python3 -c 'import sys, zipfile; print("\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))' "$work"/dist/voice_ono-*.whl \
        | grep -E 'voice_ono_dev|standins|soak|spoken_loop|reports\.py'; then
    echo "wheel install: the wheel holds workshop modules (above)" >&2
    exit 1
fi
if "$work/venv/bin/voice-ono" bench rules </dev/null >"$work/bench.out" 2>&1; then
    echo "wheel install: 'voice-ono bench' ran without the workshop installed" >&2
    exit 1
fi
grep -q "pip install -e ./dev" "$work/bench.out" || { echo "wheel install: bench did not say how to install the workshop" >&2; cat "$work/bench.out" >&2; exit 1; }
echo "wheel install: no workshop modules in the wheel; 'voice-ono bench' says how to install them"

# Every data file of the game is in the wheel (a missing one only fails when that engine first runs).
missing=$(cd "$repo" && git ls-files voice_ono grammars | grep -v '\.py$' | sed 's#^grammars/#voice_ono/grammars/#' \
    | python3 -c 'import sys, zipfile; names = set(zipfile.ZipFile(sys.argv[1]).namelist()); print("\n".join(l.strip() for l in sys.stdin if l.strip() not in names))' "$work"/dist/voice_ono-*.whl)
if [ -n "$missing" ]; then
    echo "wheel install: files missing from the wheel:" >&2; echo "$missing" >&2; exit 1
fi
# The embedded recogniser (Whisper tiny.en) hears a command from the installed wheel.
flite -voice slt -t "seven" -o "$work/seven.wav"
HOME="$work/home" "$work/venv/bin/voice-ono" recognize --json "$work/seven.wav" </dev/null >"$work/heard.json"
grep -q '"engine": "whisper"' "$work/heard.json" && grep -q '"text": "seven"' "$work/heard.json" \
    || { echo "wheel install: the recogniser did not hear 'seven':" >&2; cat "$work/heard.json" >&2; exit 1; }
echo "wheel install: every data file is in the wheel; the installed recogniser heard: $(cat "$work/heard.json")"
