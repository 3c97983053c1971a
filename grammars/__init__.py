"""Command grammar sources, one TOML file per language (``en.toml``).

This folder is installed as the package ``voice_ono.grammars`` (see
``setup.py``) so the files travel with every install as package data; they are
read with :mod:`importlib.resources` by :func:`voice_ono.commands.grammar.load_grammar`.
"""
