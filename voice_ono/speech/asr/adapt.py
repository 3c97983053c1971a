"""Acoustic adaptation of pocketsphinx's bundled en-US model: a means-only MLLR transform.

Method: maximum likelihood linear regression of the Gaussian means
(C. J. Leggetter and P. C. Woodland 1995, "Maximum likelihood linear
regression for speaker adaptation of continuous density hidden Markov
models", Computer Speech and Language 9), estimated the way the CMU Sphinx
tutorial "Adapting the default acoustic model"
(https://cmusphinx.github.io/wiki/tutorialadapt/) does it:

1. ``sphinx_fe`` (Debian package ``sphinxbase-utils``) computes the model's
   cepstra (its ``feat.params``) from 16 kHz PCM16 audio;
2. ``bw`` (sphinxtrain, ``/usr/lib/sphinxtrain/bw``) aligns them with the
   transcripts (forward-backward) and accumulates statistics;
3. ``mllr_solve`` (sphinxtrain) solves one global mean transform.

pocketsphinx 5 applies the resulting text file with its ``mllr`` option
(:class:`voice_ono.speech.asr.sphinx.SphinxRecognizer` ``mllr=``); using a
transform needs neither sphinxtrain nor ``sphinx_fe``.

The model in the pocketsphinx wheel ships a binary model definition and a
quantised ``sendump`` instead of the text ``mdef`` and ``mixture_weights``
that ``bw`` reads; :func:`text_mdef` and :func:`mixture_weights` convert them
(formats: pocketsphinx ``bin_mdef.c`` and ``ptm_mgau.c``, sphinxtrain's
``sendump.py`` and ``s3file.py``).

Audio at another rate is resampled to 16 kHz with soxr, as the recogniser
does, so 8 kHz input gives the band-limited cepstra the recogniser will see.
"""
from __future__ import annotations

import logging
import os
import shutil
import struct
import subprocess
import contextlib
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

log = logging.getLogger(__name__)

__all__ = ["AdaptationUnavailable", "AdaptationUtterance", "estimate_mllr", "tools_available",
           "text_mdef", "mixture_weights", "model_dir"]

MODEL_SAMPLE_RATE = 16000
SPHINXTRAIN_DIRS = ("/usr/lib/sphinxtrain", "/usr/libexec/sphinxtrain", "/usr/local/libexec/sphinxtrain",
                    "/usr/local/lib/sphinxtrain")
"""Where Debian (``sphinxtrain``) and a source build (``cmake --install``) put ``bw`` and ``mllr_solve``;
the environment variable ``VOICE_ONO_SPHINXTRAIN`` names another directory."""
_INSTALL_HINT = ("Install the Debian packages sphinxtrain and sphinxbase-utils "
                 "(`sudo apt-get install sphinxtrain sphinxbase-utils`), or set VOICE_ONO_SPHINXTRAIN to the "
                 "directory holding bw and mllr_solve.")


class AdaptationUnavailable(RuntimeError):
    """The sphinxtrain tools (Debian package ``sphinxtrain``: ``/usr/lib/sphinxtrain/bw``, ``mllr_solve``) or
    ``sphinx_fe`` (``sphinxbase-utils``) are missing, or a tool failed; the message says what to install or
    what went wrong."""


@dataclass(frozen=True)
class AdaptationUtterance:
    """One utterance to adapt on.

    :param pcm: PCM16 mono little-endian samples.
    :param sample_rate: their rate in Hz.
    :param transcript: words of the recogniser's dictionary, e.g. ``"seven"`` or ``"play seven"``.
    """

    pcm: bytes
    sample_rate: int
    transcript: str


def model_dir() -> Path:
    """The bundled en-US acoustic model of the pocketsphinx wheel (``.../model/en-us/en-us``).

    :raises AdaptationUnavailable: pocketsphinx is not installed.
    """
    try:
        from pocketsphinx import get_model_path
    except ImportError as exc:
        raise AdaptationUnavailable("pocketsphinx is not installed: run `pip install pocketsphinx`.") from exc
    return Path(get_model_path()) / "en-us" / "en-us"


def _tool(name: str) -> Path:
    """Path of a sphinxtrain tool (``bw``, ``mllr_solve``) or of ``sphinx_fe``.

    :raises AdaptationUnavailable: not found.
    """
    dirs = [os.environ["VOICE_ONO_SPHINXTRAIN"]] if os.environ.get("VOICE_ONO_SPHINXTRAIN") else []
    for d in [*dirs, *SPHINXTRAIN_DIRS]:
        p = Path(d) / name
        if p.is_file() and os.access(p, os.X_OK):
            return p
    found = shutil.which(name)
    if found:
        return Path(found)
    raise AdaptationUnavailable(f"The adaptation tool {name!r} was not found. {_INSTALL_HINT}")


def tools_available() -> str | None:
    """``None`` when ``bw``, ``mllr_solve`` and ``sphinx_fe`` are all found, else why not (for a skip reason)."""
    try:
        for name in ("bw", "mllr_solve", "sphinx_fe"):
            _tool(name)
        model_dir()
    except AdaptationUnavailable as exc:
        return str(exc)
    return None


_WPOS = "ibes"  # pocketsphinx word_posn_t: internal, begin, end, single


def text_mdef(binary: Path, out: Path) -> Path:
    """Write pocketsphinx's binary model definition (``BMDF``, ``bin_mdef.c``) as sphinxtrain's text mdef 0.3.

    :raises ValueError: ``binary`` is not a binary mdef of a model with a fixed number of states per phone.
    """
    import numpy as np

    d = Path(binary).read_bytes()
    if d[:4] != b"BMDF":
        raise ValueError(f"{binary} is not a binary pocketsphinx model definition (no BMDF header)")
    end = "<" if struct.unpack("<i", d[4:8])[0] == 1 else ">"
    off = 12 + struct.unpack(end + "i", d[8:12])[0]
    names = ("n_ciphone", "n_phone", "n_emit_state", "n_ci_sen", "n_sen", "n_tmat", "n_sseq", "n_ctx",
             "n_cd_tree", "sil")
    h = dict(zip(names, struct.unpack(end + "10i", d[off:off + 40])))
    off += 40
    if h["n_emit_state"] <= 0:
        raise ValueError(f"{binary}: phones with different numbers of states are not supported")
    ci = []
    for _ in range(h["n_ciphone"]):
        j = d.index(b"\0", off)
        ci.append(d[off:j].decode("ascii"))
        off = j + 1
    off = (off + 3) & ~3
    off += 8 * h["n_cd_tree"]  # the CD lookup tree: not needed for the text form
    phones = np.frombuffer(d, dtype=np.dtype([("ssid", end + "i4"), ("tmat", end + "i4"), ("attr", "u1", (4,))]),
                           count=h["n_phone"], offset=off)
    off += 12 * h["n_phone"]
    n_ss = struct.unpack(end + "i", d[off:off + 4])[0]
    sseq = np.frombuffer(d, dtype=end + "i2", count=n_ss, offset=off + 4).reshape(-1, h["n_emit_state"])
    n_ci, n_tri = h["n_ciphone"], h["n_phone"] - h["n_ciphone"]
    lines = ["0.3", f"{n_ci} n_base", f"{n_tri} n_tri", f"{h['n_phone'] * (h['n_emit_state'] + 1)} n_state_map",
             f"{h['n_sen']} n_tied_state", f"{h['n_ci_sen']} n_tied_ci_state", f"{h['n_tmat']} n_tied_tmat",
             "#", "# Columns definitions", "#base lft  rt p attrib tmat      ... state id's ..."]
    for i, p in enumerate(phones):
        states = " ".join(str(int(s)) for s in sseq[p["ssid"]])
        a = p["attr"]
        if i < n_ci:
            lines.append(f"{ci[i]} - - - {'filler' if a[0] else 'n/a'} {int(p['tmat'])} {states} N")
        else:
            base, lc, rc = (ci[int(k)] for k in a[1:4])
            lines.append(f"{base} {lc} {rc} {_WPOS[int(a[0])]} n/a {int(p['tmat'])} {states} N")
    Path(out).write_text("\n".join(lines) + "\n", encoding="ascii")
    return Path(out)


def _s3_write(path: Path, array: NDArray[np.float64]) -> None:
    """A Sphinx-III binary parameter file (sphinxtrain ``s3file.py``: header, byte-order word, dims, float32)."""
    import numpy as np

    head = b"s3\nversion 1.0\n"
    pad = (4 - (len(head) + len(b"endhdr\n")) % 4) % 4
    with open(path, "wb") as f:
        f.write(head + b" " * pad + b"endhdr\n")
        f.write(struct.pack("=i", 0x11223344))
        f.write(struct.pack("=" + "I" * (array.ndim + 1), *array.shape, array.size))
        np.ascontiguousarray(array, dtype=np.float32).tofile(f)


def mixture_weights(sendump: Path, out: Path) -> Path:
    """Write the quantised mixture weights of a ``sendump`` (pocketsphinx ``ptm_mgau.c``) as a sphinxtrain
    ``mixture_weights`` file: shape (senones, streams, densities), each weight ``1.0001 ** -(byte << shift)``
    (sphinxtrain ``sendump.py``).

    :raises ValueError: the file is not a sendump.
    """
    import numpy as np

    d = Path(sendump).read_bytes()
    end = "<" if struct.unpack("<I", d[:4])[0] <= 65536 else ">"
    off = 0

    def string() -> bytes | None:
        nonlocal off
        n = struct.unpack(end + "I", d[off:off + 4])[0]
        off += 4
        s = d[off:off + n]
        off += n
        return s.rstrip(b"\0") if n else None

    string()  # title
    head: dict[str, int] = {}
    while (s := string()) is not None:
        parts = s.split()
        if len(parts) == 2 and parts[1].isdigit():
            head[parts[0].decode()] = int(parts[1])
    if "feature_count" not in head:
        raise ValueError(f"{sendump}: not a sendump (header {head})")
    shift = head.get("mixw_shift", 10)
    if head.get("cluster_count", 0) == 0:
        n_density, n_sen = struct.unpack(end + "2I", d[off:off + 8])
        off += 8
    else:
        raise ValueError(f"{sendump}: clustered sendumps are not supported")
    n_feat = head.get("feature_count", 1)
    need = n_feat * n_density * n_sen
    if len(d) - off < need:
        raise ValueError(f"{sendump}: {len(d) - off} bytes of weights, expected {need}")
    q = np.frombuffer(d, dtype=np.uint8, count=need, offset=off).reshape(n_feat, n_density, n_sen)
    w = np.power(1.0001, -(q.astype(np.float64) * (1 << shift)))
    _s3_write(Path(out), w.transpose(2, 0, 1))
    return Path(out)


def _to_model_rate(pcm: bytes, rate: int) -> bytes:
    """PCM16 mono at ``rate`` resampled to 16 kHz with soxr (the recogniser's resampler)."""
    from ..audio_convert import resample_pcm16

    return resample_pcm16(pcm, rate, MODEL_SAMPLE_RATE)


def _run(cmd: list[str], what: str) -> str:
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, errors="replace", check=False)
    except OSError as exc:
        raise AdaptationUnavailable(f"{what} could not run: {exc}. {_INSTALL_HINT}") from exc
    if p.returncode != 0:
        tail = "\n".join((p.stderr or p.stdout).strip().splitlines()[-6:])
        raise AdaptationUnavailable(f"{what} failed (exit {p.returncode}): {tail}")
    return p.stderr + p.stdout


def _dictionary(words: set[str], out: Path) -> set[str]:
    """Write the pronunciations of ``words`` (all CMUdict variants) from the model's dictionary; return the
    words it has."""
    from pocketsphinx import get_model_path

    src = Path(get_model_path()) / "en-us" / "cmudict-en-us.dict"
    found: set[str] = set()
    with open(src, encoding="utf-8") as f, open(out, "w", encoding="utf-8") as o:
        for line in f:
            word = line.split(" ", 1)[0]
            base = word.split("(", 1)[0]
            if base in words:
                o.write(line if line.endswith("\n") else line + "\n")
                found.add(base)
    return found


def estimate_mllr(utterances: Sequence[AdaptationUtterance], out_path: Path, *,
                  base_mllr: Path | None = None, work_dir: Path | None = None, passes: int = 1) -> Path:
    """Means-only MLLR transform (pocketsphinx ``mllr`` option) for the bundled en-US model.

    One global regression class (``mllr_solve`` defaults: full matrix and shift), estimated from the
    forward-backward statistics of ``bw`` over the utterances (transcript framed by silence).

    :param utterances: audio with its transcript; utterances with words not in CMUdict or no audio are
        left out (logged).
    :param out_path: where the transform (text, a few kB) is written; its directory must exist.
    :param base_mllr: a transform applied to the model while aligning (e.g. a population transform before a
        speaker's own); the result is still a transform of the *original* means, to be used alone.
    :param work_dir: keep the intermediate files here (default: a temporary directory, removed).
    :param passes: estimation passes; each pass after the first aligns with the previous pass's transform.
    :returns: ``out_path``.
    :raises AdaptationUnavailable: ``bw``, ``mllr_solve`` or ``sphinx_fe`` is missing or fails.
    :raises ValueError: no usable utterances.
    """
    bw, solve, fe = _tool("bw"), _tool("mllr_solve"), _tool("sphinx_fe")
    model = model_dir()
    usable = [u for u in utterances if u.pcm and u.transcript.split()]
    if not usable:
        raise ValueError("no utterances with audio and a transcript to adapt on")
    scratch = contextlib.nullcontext(str(work_dir)) if work_dir is not None else \
        tempfile.TemporaryDirectory(prefix="voice-ono-adapt-")
    with scratch as tmp:
        work = Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        words = {w.lower() for u in usable for w in u.transcript.split()}
        known = _dictionary(words, work / "adapt.dict")
        ids, lines = [], []
        for i, u in enumerate(usable):
            transcript = u.transcript.lower().split()
            if not set(transcript) <= known:
                log.warning("adaptation: %r has words missing from the dictionary; left out", u.transcript)
                continue
            uid = f"utt{i:05d}"
            with wave.open(str(work / f"{uid}.wav"), "wb") as w:
                w.setnchannels(1)
                w.setsampwidth(2)
                w.setframerate(MODEL_SAMPLE_RATE)
                w.writeframes(_to_model_rate(u.pcm, u.sample_rate))
            ids.append(uid)
            lines.append(f"<s> {' '.join(transcript)} </s> ({uid})")
        if not ids:
            raise ValueError("no utterance has all its words in the dictionary")
        (work / "adapt.fileids").write_text("\n".join(ids) + "\n")
        (work / "adapt.transcription").write_text("\n".join(lines) + "\n")
        text_mdef(model / "mdef", work / "mdef.txt")
        mixture_weights(model / "sendump", work / "mixture_weights")
        params = _feat_params(model / "feat.params")
        fe_args = [a for k, v in params.items() if k in _FE_OPTIONS for a in (k, v)]
        _run([str(fe), *fe_args, "-samprate", str(MODEL_SAMPLE_RATE), "-c", str(work / "adapt.fileids"),
              "-di", str(work), "-do", str(work), "-ei", "wav", "-eo", "mfc", "-mswav", "yes",
              "-remove_silence", "no"], "sphinx_fe")
        out_path = Path(out_path)
        align_with = base_mllr
        for n in range(max(1, passes)):
            accum = work / f"accum{n}"
            accum.mkdir(exist_ok=True)
            cmd = [str(bw), "-hmmdir", str(model), "-moddeffn", str(work / "mdef.txt"), "-ts2cbfn", ".ptm.",
                   "-mixwfn", str(work / "mixture_weights"), "-feat", params.get("-feat", "1s_c_d_dd"),
                   "-svspec", params.get("-svspec", "0-12/13-25/26-38"), "-cmn", params.get("-cmn", "batch"),
                   "-agc", params.get("-agc", "none"), "-varnorm", params.get("-varnorm", "no"),
                   "-dictfn", str(work / "adapt.dict"), "-fdictfn", str(model / "noisedict"),
                   "-ctlfn", str(work / "adapt.fileids"), "-lsnfn", str(work / "adapt.transcription"),
                   "-cepdir", str(work), "-accumdir", str(accum), "-timing", "no"]
            if align_with is not None:
                cmd += ["-mllrmat", str(align_with)]
            log_text = _run(cmd, "bw")
            (work / f"bw{n}.log").write_text(log_text)
            if not (accum / "gauden_counts").is_file():
                raise AdaptationUnavailable("bw wrote no statistics (no utterance aligned); see its log: "
                                            + "\n".join(log_text.strip().splitlines()[-4:]))
            target = out_path if n == max(1, passes) - 1 else work / f"pass{n}.mllr"
            _run([str(solve), "-meanfn", str(model / "means"), "-varfn", str(model / "variances"),
                  "-outmllrfn", str(target), "-accumdir", str(accum)], "mllr_solve")
            if not target.is_file():
                raise AdaptationUnavailable("mllr_solve wrote no transform")
            align_with = target
    return out_path


_FE_OPTIONS = {"-lowerf", "-upperf", "-nfilt", "-transform", "-lifter", "-remove_noise", "-nfft", "-wlen",
               "-dither", "-alpha", "-frate", "-ncep", "-remove_dc", "-round_filters"}


def _feat_params(path: Path) -> dict[str, str]:
    """The ``-option value`` pairs of a model's ``feat.params``."""
    out: dict[str, str] = {}
    for line in Path(path).read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].startswith("-"):
            out[parts[0]] = parts[1]
    return out
