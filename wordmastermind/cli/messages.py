"""The command line's own messages (its refusals around the rules' messages), and every table of the catalogs.

See :mod:`wordmastermind.core.messages`: the English templates here are
msgids of the same gettext catalogs, which :func:`all_tables` lists for
``tools/update_catalogs.py`` and the catalogs' tests.
"""

from __future__ import annotations

from wordmastermind.core.messages import Table

CLI = Table({
    "cli.nothing_written": "{file}: {error}; nothing written",
    "cli.no_game_written": "{file}: {error}; no game written",
    "cli.roster_invalid": "the game's roster is not valid: {error}",
})
"""The command line's messages."""


def all_tables() -> dict[str, Table]:
    """Every table of messages that the gettext catalogs translate, by where it is."""
    from wordmastermind.files.i18n import tables

    return {**tables(), "cli/messages.py CLI": CLI}
