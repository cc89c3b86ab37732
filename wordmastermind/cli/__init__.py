"""The command line (``wordmastermind COMMAND``): :func:`main` in :mod:`.entry`.

The parser is in :mod:`.parser`; the commands are grouped by what they
are for: :mod:`.wmm` (a game of Wörter-MasterMind), :mod:`.departures`
(``withdraw`` and ``takeover``), :mod:`.reports`
(``score`` and ``report`` of every game), :mod:`.mail`, :mod:`.check`,
:mod:`.lists` and :mod:`.gui`.
"""

from wordmastermind.cli.entry import main

__all__ = ["main"]
