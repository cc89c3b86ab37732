"""The correction letters: what a corrected round changed for a postal player, on paper.

As the correction mails (``files/mail/corrections.py``): each player whose figures of round N (or of
a later round that went out) changed since, and who gets post by letter
(:attr:`~wordmastermind.core.wmm.game.Player.by_post`, or ``everyone`` with a postal address), gets
a letter saying what changed (old → new); the writer puts the corrected players' report after it. A
player nothing changed for gets none. While the round after the corrected ones is open (being played, its
guesses perhaps partly entered), the letter carries a fresh answer slip for it to every player who still has
to answer it, and to a player whom the correction changed whom they guess at in it even if they answered
(the old slip has a line for a player no more to guess at, or none for one who is). Once a later round has
begun, or the game is over, there is no slip: nobody answers that round any more.
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import replace

from wordmastermind.core import messages
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.correction import corrections_told
from wordmastermind.core.wmm.letter import LETTER, Letter, Letters, answer_slip, letter_date, recipients
from wordmastermind.core.wmm.next_round import NextStep, next_step, withdrawn_after
from wordmastermind.core.wmm.player_view import PlayerView, player_view
from wordmastermind.core.wmm.reader_reports import ReaderReports, players_report
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.sent_log import Correction, find_corrections
from wordmastermind.core.words import name_key, spoken_name


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
    open_round = _open_round(evaluation, found.last)
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
        step = next_step(view, player.name) if open_round else None
        if step and not _slip_wanted(evaluation, view, step, roster[player.name], told):
            step = None
        letters.append(Letter(
            name=player.name, address=lines,
            date=letter_date(date, language, catalogs),
            salutation=s["salutation"].format(name=spoken_name(player.name)), opening=said[0], guesses=(),
            next_lines=tuple(said[1:]), closing=s["closing"],
            slip=answer_slip(step, player.name, sender, s, language, catalogs) if step else None,
            report=_report(evaluation, found.report_of(roster[player.name]), view, roster[player.name], language,
                           catalogs, readers),
        ))
    return Letters(tuple(letters), left_out, title), view


def _open_round(evaluation: Evaluation, last: int) -> bool:
    """Whether the round after ``last`` (the last corrected) is open: the game goes on after ``last`` and no
    later round has begun (its guesses may be partly entered)."""
    return last >= 1 and evaluation.round in (last, last + 1) and not evaluation.rounds[last - 1].game_over


def _slip_wanted(evaluation: Evaluation, view: PlayerView, step: NextStep, player: str,
                 told: Sequence[Correction]) -> bool:
    """Whether ``player`` (roster name) needs a fresh answer slip for the open round ``step``: they still play,
    and they have not answered it yet (fewer guesses entered than they have), or the correction changed whom
    they guess at in it."""
    if not step.targets or withdrawn_after(view, player) is not None:
        return False
    if any(change.what == "next" for correction in told for change in correction.changes):
        return True
    rounds = evaluation.game.rounds
    entered = rounds[step.number - 1].guesses if step.number <= len(rounds) else ()
    return sum(name_key(guess.guesser) == name_key(player) for guess in entered) < step.guesses


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
