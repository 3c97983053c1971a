"""Speech preferences (voice_ono.prefs): stored settings and their limits."""

from __future__ import annotations

from voice_ono.prefs import Prefs, changed, load_prefs, save_prefs


def test_damaged_config_falls_back_to_defaults(tmp_path):
    config = tmp_path / "config.toml"
    config.write_text("[speech\nrate = ", encoding="utf-8")
    prefs, problem = load_prefs(config)
    assert prefs == Prefs() and "could not read" in problem
    config.write_text("[speech]\nrate = 5000\nverbosity = 'loud'\n", encoding="utf-8")
    prefs, problem = load_prefs(config)
    assert prefs == Prefs() and "rate" in problem and "verbosity" in problem


def test_changes_stop_at_the_limits(tmp_path):
    prefs = Prefs(rate=90.0, volume=0.1)
    slower, said = changed(prefs, "slower")
    assert slower.rate == 80.0
    same, said = changed(slower, "slower")
    assert same == slower and said == "This is already the slowest speed."
    same, said = changed(prefs, "quieter")
    assert same == prefs and "quietest" in said
    save_prefs(slower, tmp_path / "sub" / "config.toml")
    assert load_prefs(tmp_path / "sub" / "config.toml") == (slower, None)
