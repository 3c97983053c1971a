"""The errors of voice profiles (message ids and values, worded by the narration layer)."""

from __future__ import annotations

from ...errors import SpeechError


class ProfileError(SpeechError):
    """A profile cannot be used or made, as data: a ``profile-*`` message id, a fix id and values
    (:class:`~voice_ono.speech.errors.SpeechError`), worded by :func:`voice_ono.narration.problem_text`;
    ``detail`` the internals (an exception's name and text) for a log, never said."""


class ProfileMissing(ProfileError):
    """No profile of that name."""


class ProfileDamaged(ProfileError):
    """The profile's files cannot be read."""


class ProfileMismatch(ProfileError):
    """The profile was made for another engine, model or feature recipe."""


class ProfileInUse(ProfileError):
    """Another process is enrolling into that profile (:func:`profile_lock`)."""
