"""The benchmarks' command line: what they say they do (BT_PLAY 16)."""
from __future__ import annotations

import pytest

from voice_ono_dev.asr import corpus_bench


def test_limit_without_a_corpus_is_refused_not_ignored(monkeypatch, capsys):
    """``bench asr --limit 3`` with no corpus beside does not switch silently to the synthetic benchmark."""
    from voice_ono.cli import main
    from voice_ono_dev.asr import synthetic_bench

    monkeypatch.setattr(corpus_bench, "default_corpus", lambda: None)
    monkeypatch.setattr(synthetic_bench, "run_asr_bench", lambda *a, **k: pytest.fail("the synthetic bench ran"))
    assert main(["bench", "asr", "--limit", "3"]) == 2
    err = capsys.readouterr().err
    assert "--limit" in err and "--corpus" in err


def test_no_plot_is_claimed_when_none_was_written(monkeypatch, tmp_path, capsys):
    """Without matplotlib the report names no trade-off curve (it printed one before saying it could not)."""
    corpus = corpus_bench.default_corpus()
    if corpus is None:
        pytest.skip("the real-voice corpus ../shared/corpus is not present")

    def no_matplotlib(*args, **kwargs):
        raise ImportError("The trade-off plot needs matplotlib: pip install matplotlib.")

    monkeypatch.setattr(corpus_bench, "plot_tradeoff", no_matplotlib)
    # decoding is not under test here: every clip heard nothing
    monkeypatch.setattr(corpus_bench, "decode_clips", lambda clips, *a, **k: [[] for _ in clips])
    report = corpus_bench.run_corpus_bench(corpus, out_dir=tmp_path, limit_per_source=2, hand=False)
    out = capsys.readouterr()
    assert report["tradeoff_plot"] is None and not (tmp_path / "asr_real.png").exists()
    assert "asr_real.png" not in out.out and "asr_real.png" not in (tmp_path / "asr_real.md").read_text()
    assert "matplotlib" in out.err
