"""Subcommand implementations: wire devices, recognisers and speakers to a
:class:`voice_ono.session.Session` (the session layer of DESIGN.md).

One module per concern: :mod:`.wiring` (output, recogniser and profile wiring shared by the subcommands),
:mod:`.save_guard` (save lock and damaged saves), :mod:`.play`, :mod:`.recognize`, :mod:`.enroll_cmd`,
:mod:`.profiles_cmd`, :mod:`.devices` and :mod:`.models_cmd` (one subcommand each)."""
