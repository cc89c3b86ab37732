"""What the app keeps in the game of each mail and letter that went out: the log's records.

Every sending (the mail dialog's, the receipts, the reminders, the
corrections) and every letter file saved ends in records of
:class:`~wordmastermind.core.wmm.game.Sent` that the sheet adds to the
game as one undoable step (:mod:`wordmastermind.gui.wmm.mailbox`). A report's
records, a letter's too, carry what it told each player (the core's
:func:`~wordmastermind.core.wmm.sent_log.sent_reports`), so that a round
changed after it went out is seen; :func:`last_told` says whether a player
was last told it by mail or by letter.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime

from wordmastermind.core.words import name_key
from wordmastermind.core.wmm.game import Sent
from wordmastermind.core.wmm.records import with_message_ids
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.mail.smtp import SendResult


def now() -> str:
    """This moment as the log keeps it: an ISO date and time with its zone."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def report_kind(number: int, game_over: bool) -> str:
    """The kind of the report mailed after round ``number``: the lot (0), the final report, or a round's."""
    return "lot" if number == 0 else "final" if game_over else "round"


def mail_records(evaluation: Evaluation, number: int, kind: str, results: Sequence[SendResult],
                 at: str) -> tuple[Sent, ...]:
    """The records of ``results`` (the skipped left out): those sent with their snapshot, the failed with why."""
    from wordmastermind.core.wmm.sent_log import sent_reports
    from wordmastermind.gui.i18n import rule_text

    sent = [r.name for r in results if r.sent]
    failed = [r for r in results if r.failed]
    records = sent_reports(evaluation, number, kind, sent, at) if sent else ()
    if failed:
        records += sent_reports(evaluation, number, kind, [r.name for r in failed], at, status="failed",
                                reasons=[rule_text(r.reason) for r in failed])
    return with_message_ids(records, message_ids(results))


def message_ids(results: Iterable[SendResult]) -> dict[str, str]:
    """Each player's mail's Message-ID (a reply names it: the intake knows what it answers), by roster name."""
    return {r.name: r.mail.message_id for r in results if r.mail.message_id}


def plain_records(kind: str, number: int, results: Sequence[SendResult], at: str) -> tuple[Sent, ...]:
    """The records of mails that tell no round's results (receipts, reminders): sent or failed, and why."""
    from wordmastermind.gui.i18n import rule_text

    return tuple(Sent(kind, number, r.name, at, "sent" if r.sent else "failed", "" if r.sent else rule_text(r.reason),
                      message_id=r.mail.message_id) for r in results if r.sent or r.failed)


def written_records(evaluation: Evaluation, number: int, kind: str, files: Iterable[tuple[str, str]],
                    at: str, ids: Mapping[str, str] | None = None) -> tuple[Sent, ...]:
    """The records of mails or letters saved as files: (player, file) each, status ``written``; a report's
    (a letter's too) with what it told the player; ``ids``: a saved mail's Message-ID, by player."""
    from wordmastermind.core.wmm.sent_log import sent_reports

    records: list[Sent] = []
    for name, file in files:
        records += sent_reports(evaluation, number, kind, [name], at, status="written", file=file)
    return with_message_ids(records, ids or {})


def last_told(sent: Iterable[Sent]) -> dict[tuple[int, str], str]:
    """How each player was last told each round's results: (round, name key) -> the kind (a mail's, or
    ``letter``)."""
    from wordmastermind.core.wmm.sent_log import REPORT_KINDS

    told: dict[tuple[int, str], str] = {}
    for record in sent:
        if record.kind in REPORT_KINDS and record.status != "failed" and record.snapshot:
            told[(record.round, name_key(record.player))] = record.kind
    return told
