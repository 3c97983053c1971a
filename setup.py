"""Package layout that pyproject.toml cannot express on its own.

The grammar sources stay in ``grammars/`` at the repository root (one TOML file
per language, edited by people who need not read Python), and ship inside the
package as ``voice_ono.grammars`` so that a normal wheel install finds them
with :mod:`importlib.resources`.  The string catalogs
(``voice_ono/locales/<lang>/*.ftl``, Project Fluent) are package data of
``voice_ono`` itself.
"""
from setuptools import find_packages, setup

setup(
    # the game only: the workshop (benchmarks, soak, stand-in devices) is its own package, dev/ (voice-ono-dev)
    packages=find_packages(include=["voice_ono", "voice_ono.*"]) + ["voice_ono.grammars"],
    package_dir={"voice_ono.grammars": "grammars"},
    package_data={"voice_ono.grammars": ["*.toml"], "voice_ono": ["locales/*/*.ftl"],
                  "voice_ono.speech.asr": ["data/*.mllr", "data/*.md", "data/*.npy"]},
)
