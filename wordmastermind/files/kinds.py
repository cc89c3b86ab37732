"""The document kinds and file suffixes: light, so the app can know them at start."""

WMM_KIND = "wordmastermind"
WMM_SUFFIX = ".wmm"
WACHTWOORD_KIND = "wachtwoord"
WACHTWOORD_SUFFIX = ".wwd"
RONDO_KIND = "rondo"
RONDO_SUFFIX = ".rondo"
WOORDSPEL_KIND = "woordspel"
WOORDSPEL_SUFFIX = ".woordspel"
GCG_SUFFIX = ".gcg"
PASSWORD_KIND = "password"
PASSWORD_SUFFIX = ".password"


class DocumentError(ValueError):
    """A document file that cannot be read or written; the message names the problem."""
