"""The correction letters: what a corrected round changed for a postal player, on paper.

As the correction mails (``files/mail/corrections.py``): each player whose figures of round N (or of
a later round that went out) changed since, and who gets post by letter
(:attr:`~wordmastermind.core.wmm.game.Player.by_post`, or ``everyone`` with a postal address), gets
a letter saying what changed (old → new); the writer puts the corrected players' report after it. A
player nothing changed for gets none. Where the correction changed whom the player guesses at in the round
being played, the letter carries a new answer slip (the old one has a line for a player no more to guess
at, or none for one who is).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import replace

from wordmastermind.core import messages
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.correction import corrections_told
from wordmastermind.core.wmm.letter import LETTER, Letter, Letters, answer_slip, letter_date, recipients
from wordmastermind.core.wmm.next_round import next_step
from wordmastermind.core.wmm.player_view import PlayerView, player_view
from wordmastermind.core.wmm.reader_reports import ReaderReports, players_report
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.sent_log import find_corrections
from wordmastermind.core.words import spoken_name


def build_correction_letters(evaluation: Evaluation, first: int, *, language: str = "en", everyone: bool = False,
                             only: Sequence[str] = (), date: datetime.date, return_address: str = "",
                             catalogs: messages.Catalogs | None = None) -> tuple[Letters, PlayerView | None]:
    """The correction letters of round ``first`` and what followed, and the view of the corrected report they
    carry (None: nothing changed for anybody since it went out). ``return_address``: the game master's, for a
    new answer slip's "send to" (said through the view, as every text for the players).

    A player who withdrew gets the corrections of the reports that went to them, and the last of those, their
    last round's or the final one (:meth:`~wordmastermind.core.wmm.sent_log.Corrections.report_of`), as their
    letter's own report."""
    found = find_corrections(evaluation, first)
    if not found.by_player:
        return Letters((), (), ""), None
    view = player_view(evaluation, found.last)
    sender = view.text(return_address, "address")[0] if return_address else ""
    playing = found.last == evaluation.round and not evaluation.game_over  # its next round is being played
    s = messages.Texts(LETTER, "letter.text.", messages.translation(language, catalogs))
    title = view.game.settings.title or s["game"]
    changed = [p for p in evaluation.game.players if p.name in found.by_player]
    shown = [replace(p, name=view.name(p.name)) for p in changed]
    chosen, left_out = recipients(shown, everyone=everyone, only=[view.name(n) for n in only])
    roster = {view.name(p.name): p.name for p in changed}
    letters = []
    readers: dict[int, ReaderReports] = {}
    for player, lines in chosen:
        told = found.by_player[roster[player.name]]
        said = corrections_told(told, language, catalogs)
        step = next_step(view, player.name) if playing and any(
            change.what == "next" for correction in told for change in correction.changes) else None
        letters.append(Letter(
            name=player.name, address=lines,
            date=letter_date(date, language, catalogs),
            salutation=s["salutation"].format(name=spoken_name(player.name)), opening=said[0], guesses=(),
            next_lines=tuple(said[1:]), closing=s["closing"],
            slip=answer_slip(step, player.name, sender, s, language, catalogs) if step and step.targets else None,
            report=_report(evaluation, found.report_of(roster[player.name]), view, roster[player.name], language,
                           catalogs, readers),
        ))
    return Letters(tuple(letters), left_out, title), view


def _report(evaluation: Evaluation, number: int, view: PlayerView, player: str, language: str,
            catalogs: messages.Catalogs | None, readers: dict[int, ReaderReports]) -> Report | None:
    """The report of round ``number`` that ``player`` (roster name) gets with their letter; None: the run's,
    ``view``'s (the last round corrected). ``readers``: each round's reports as its readers get them, so far
    (:class:`ReaderReports`: each made once)."""
    if number not in readers:
        theirs = view if number == view.number else player_view(evaluation, number)  # their last round's
        readers[number] = ReaderReports(theirs, None,
                                        lambda reader: players_report(theirs, language, catalogs, reader))
    theirs = readers[number].view
    own = readers[number].own(theirs.name(player))
    if own is None and number != view.number:  # the run's report of a round before the last corrected
        return players_report(theirs, language, catalogs)
    return own
