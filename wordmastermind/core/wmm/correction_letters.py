"""The correction letters: what a corrected round changed for a postal player, on paper.

As the correction mails (``files/mail/corrections.py``): each player whose figures of round N (or of
a later round that went out) changed since, and who gets post by letter
(:attr:`~wordmastermind.core.wmm.game.Player.by_post`, or ``everyone`` with a postal address), gets
a letter saying what changed (old → new); the writer puts the corrected players' report after it. A
player nothing changed for gets none.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import replace

from wordmastermind.core import messages
from wordmastermind.core.wmm.correction import corrections_told
from wordmastermind.core.wmm.letter import LETTER, Letter, Letters, letter_date, recipients
from wordmastermind.core.wmm.player_view import PlayerView, player_view
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.sent_log import find_corrections
from wordmastermind.core.words import spoken_name


def build_correction_letters(evaluation: Evaluation, first: int, *, language: str = "en", everyone: bool = False,
                             only: Sequence[str] = (), date: datetime.date,
                             catalogs: messages.Catalogs | None = None) -> tuple[Letters, PlayerView | None]:
    """The correction letters of round ``first`` and what followed, and the view of the corrected report they
    carry (None: nothing changed for anybody since it went out)."""
    found = find_corrections(evaluation, first)
    if not found.by_player:
        return Letters((), (), ""), None
    view = player_view(evaluation, found.last)
    s = messages.Texts(LETTER, "letter.text.", messages.translation(language, catalogs))
    title = view.game.settings.title or s["game"]
    changed = [p for p in evaluation.game.players if p.name in found.by_player]
    shown = [replace(p, name=view.name(p.name)) for p in changed]
    chosen, left_out = recipients(shown, everyone=everyone, only=[view.name(n) for n in only])
    roster = {view.name(p.name): p.name for p in changed}
    letters = []
    for player, lines in chosen:
        said = corrections_told(found.by_player[roster[player.name]], language, catalogs)
        letters.append(Letter(
            name=player.name, address=lines,
            date=letter_date(date, language, catalogs),
            salutation=s["salutation"].format(name=spoken_name(player.name)), opening=said[0], guesses=(),
            next_lines=tuple(said[1:]), closing=s["closing"],
        ))
    return Letters(tuple(letters), left_out, title), view
