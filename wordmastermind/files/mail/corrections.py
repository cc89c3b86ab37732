"""The correction mails: to each player a corrected round changed something for, what changed and the
corrected report (:mod:`wordmastermind.core.wmm.sent_log`, :mod:`wordmastermind.core.wmm.correction`).

A correction of round N covers every round from N on that went out and changed: a player whose
round-1 marks changed reads that change and those of their later totals and ranks, then the
players' report of the last of those rounds (the corrected standings). A player nothing changed for
gets nothing. :func:`~wordmastermind.core.wmm.sent_log.correction_records` gives what the log keeps of
the mails that went out: a snapshot of each round they cover, so that those rounds are no longer
"changed after they were sent".
"""

from __future__ import annotations

from collections.abc import Iterable

from wordmastermind.core.wmm.correction import correction_subject, correction_texts, corrections_told
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.player_view import PlayerView, one_line, player_view
from wordmastermind.core.wmm.reader_reports import ReaderReports
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.sent_log import correction_records, find_corrections
from wordmastermind.core.words import spoken_name
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.attachments import Attachment
from wordmastermind.files.mail.message import PlayerMail, addressee, mail_attachment, mail_report
from wordmastermind.files.mail.receipts import plain_mail


class _CorrectedReport:
    """The corrected report of one round as each reader gets it (:class:`ReaderReports`): its text and its
    attachments, each made once."""

    def __init__(self, view: PlayerView, language: str) -> None:
        self.view, self.language = view, language
        self.readers = ReaderReports(view, mail_report(view, language),
                                     lambda reader: mail_report(view, language, reader))
        self._texts: dict[str, str] = {}  # by the report's key: the run's, or its reader's (ReaderReports)
        self._files: dict[tuple[str, str], Attachment] = {}

    def text(self, reader: str) -> str:
        from wordmastermind.files.writers.text import render_text

        key = self.readers.key(reader)
        if key not in self._texts:
            self._texts[key] = render_text(self.readers.of(reader)).rstrip("\n")
        return self._texts[key]

    def files(self, kind: str, reader: str) -> tuple[Attachment, ...]:
        """The report attached as ``kind`` (``pdf``, ``docx``, ``xlsx``; none for ``""``)."""
        key = self.readers.key(reader)
        if kind and (kind, key) not in self._files:
            self._files[kind, key] = mail_attachment(self.view, self.readers.of(reader), kind, language=self.language)
        return (self._files[kind, key],) if kind else ()


def build_corrections(evaluation: Evaluation, first: int, *, sender: str, language: str,
                      only: Iterable[str] = (), attach: str | None = None
                      ) -> tuple[list[PlayerMail], PlayerView | None]:
    """A correction mail to each player round ``first`` (and what followed) changed for, in roster order
    (``only``: of these roster names), and the view of the report they carry (None: nothing to correct).

    The corrected report is attached as the round's mails attach it: as ``attach`` says (``pdf``, ``docx``,
    ``xlsx``), else as each player's entry or the game asks; each kind is made once.

    A player who withdrew gets the corrections of the reports that went to them, and the last of those, their
    last round's or the final one (:meth:`~wordmastermind.core.wmm.sent_log.Corrections.report_of`): never a
    report of a round after it that the others get."""
    found = find_corrections(evaluation, first)
    if not found.by_player:
        return [], None
    reports: dict[int, _CorrectedReport] = {}

    def report(number: int) -> _CorrectedReport:
        if number not in reports:
            reports[number] = _CorrectedReport(player_view(evaluation, number), language)
        return reports[number]

    title = report(found.last).view.game.settings.title.strip()
    texts = correction_texts(language, translation)
    wanted = {name.casefold() for name in only}
    mails = []
    for player in evaluation.game.players:
        fixes = found.by_player.get(player.name)
        if not fixes or (wanted and player.name.casefold() not in wanted):
            continue
        corrected = report(found.report_of(player.name))
        view = corrected.view
        seen = view.game.player(view.name(player.name))
        assert seen is not None
        body = "\n".join([texts["greeting"].format(name=spoken_name(seen.name)), "",
                          *corrections_told(fixes, language, translation), "", corrected.text(seen.name), "",
                          texts["closing"], ""])
        subject = one_line(correction_subject(title, first, language, translation, fixes).strip(": "))
        to = addressee(view, seen)  # as the round's mail: not by post
        if not to.sendable:
            mails.append(PlayerMail(player.name, to.address, subject, body, None, to.skipped))
            continue
        files = corrected.files(attach or player.attachment_of(evaluation.game.settings), seen.name)
        mails.append(plain_mail(seen, player.name, sender, subject, body, language, "", files))
    return mails, report(found.last).view


__all__ = ["build_corrections", "correction_records", "find_corrections"]
