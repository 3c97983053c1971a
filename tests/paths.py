"""Where the tests' shared files are: the repository, the tests' data folders (``scenarios/``, ``golden/``,
``saves/``) and the real-voice corpus beside the repository (``../shared/corpus``)."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
CORPUS = ROOT.parent / "shared" / "corpus"
