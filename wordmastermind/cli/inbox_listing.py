"""What ``inbox`` prints of an intake: player by player as text, or the whole intake as JSON (``--json``).

Every text that came in a mail (a line, a subject, an address) is passed
through :func:`~wordmastermind.core.printable.printable` before it is
printed: a player's mail cannot move the game master's cursor, set the
terminal's title or turn the text around. A mail's time is given in the
zone of the round's deadline, as a receipt gives it
(:func:`~wordmastermind.core.wmm.deadline.deadline_zone`): a late mail's
time and the deadline it missed are read side by side.
"""

from __future__ import annotations

from datetime import datetime, tzinfo
from typing import Any

from wordmastermind.cli.json_output import said_json
from wordmastermind.cli.messages import CLI, spoken
from wordmastermind.cli.moments import deadline_said
from wordmastermind.core.messages import Message, Text
from wordmastermind.core.printable import printable
from wordmastermind.core.wmm.deadline import deadline_zone
from wordmastermind.core.wmm.intake import InMail, Intake, PlayerIntake

_WOULD = {"taken": "cli.inbox.would_take", "already": "cli.inbox.already", "refused": "cli.inbox.refused",
          "empty": "cli.inbox.empty", "late": "cli.inbox.late", "early": "cli.inbox.early",
          "stale": "cli.inbox.refused", "left": "cli.inbox.left"}
"""The code of what a dry run would do with a player's mail, by its outcome."""
_DID = {**_WOULD, "taken": "cli.inbox.took"}


def when(moment: datetime, zone: tzinfo | None) -> str:
    """A mail's arrival as the environment's language writes it, in ``zone`` (None: this computer's time zone)."""
    from wordmastermind.files.i18n import environment_language
    from wordmastermind.files.mail.dates import mail_date

    return mail_date(moment.astimezone(zone), environment_language())


def _mail_when(mail: InMail, zone: tzinfo | None) -> str:
    """When ``mail`` arrived, in ``zone``; a ``Date`` header far from that is said beside it."""
    arrived = when(mail.received, zone)
    if mail.dated is not None and mail.misdated:
        return spoken(CLI.say("cli.inbox.misdated", when=arrived, dated=when(mail.dated, zone)))
    return arrived


def print_intake(intake: Intake, count: int, applied: bool) -> None:
    """The intake player by player, then the mails not taken: before the round, strangers, shared, unreadable."""
    words = _DID if applied else _WOULD
    zone = deadline_zone(intake.game.deadline(intake.number))  # the mails' times beside the deadline's
    players = sum(len(one.mails) for one in intake.players)
    print(spoken(CLI.say("cli.inbox.read", round=intake.number, count=count, players=players)))
    if intake.closed:
        print(spoken(CLI.say("cli.inbox.closed", round=intake.number, next=intake.number + 1)))
    for one in intake.players:
        _print_player(one, words, zone, intake.closed, intake.number)
    if intake.before:
        print(spoken(CLI.say("cli.inbox.before", round=intake.number, count=intake.before)))
    if intake.elsewhere:
        print(spoken(CLI.say("cli.inbox.elsewhere", count=len(intake.elsewhere))))
    if intake.earlier:
        print(spoken(CLI.say("cli.inbox.earlier", count=len(intake.earlier), round=intake.number - 1)))
    if intake.shared:
        print(spoken(CLI.say("cli.inbox.shared")))
        for mail, names in intake.shared:
            print(f"  {printable(mail.sender)} ({', '.join(names)}), {_mail_when(mail, zone)}:"
                  f" {printable(mail.subject)} {printable(mail.message_id)}")
    if intake.unreadable:
        print(spoken(CLI.say("cli.inbox.unreadable")))
        for mail in intake.unreadable:
            sender = printable(mail.sender) or spoken(CLI.say("cli.inbox.no_sender"))
            print(f"  {sender}, {_mail_when(mail, zone)}: {spoken(mail.problem)}")
    if intake.strangers:
        print(spoken(CLI.say("cli.inbox.strangers")))
        for mail in intake.strangers:
            sender = printable(mail.sender) or spoken(CLI.say("cli.inbox.no_sender"))
            print(f"  {sender}, {_mail_when(mail, zone)}: {printable(mail.subject)} {printable(mail.message_id)}")


def _deadline_in_words(reason: Text) -> Text:
    """``reason``, a late mail's deadline in it as the round's mail says it (``Wednesday, 2 December 2026,
    18:00``), not as the game file keeps it."""
    deadline = reason.params.get("deadline") if isinstance(reason, Message) else None
    if not isinstance(reason, Message) or not isinstance(deadline, str) or not deadline:
        return reason
    try:
        return reason.with_params({**reason.params, "deadline": deadline_said(deadline)})
    except ValueError:  # kept as written
        return reason


def _print_player(one: PlayerIntake, words: dict[str, str], zone: tzinfo | None, closed: bool, number: int) -> None:
    mail = one.mail
    # a suggested name can be taken (--take-suggestions) from a mail that can be: not in a closed round, not a
    # withdrawn player's (which lists no suggestions), not one taken before
    takes_names = not closed and one.outcome in ("taken", "refused") and bool(one.suggestions)
    if mail is not None:
        at = CLI.say("cli.inbox.mail_of", when=_mail_when(mail, zone))
    else:
        at = CLI.say({"late": "cli.inbox.no_mail", "early": "cli.inbox.no_mail_opened",
                      "stale": "cli.inbox.no_mail_stale"}.get(one.outcome, "cli.inbox.no_mail_left"))
    outcome = CLI.say(words[one.outcome], count=len(one.taken))
    if one.reason:
        head = CLI.say("cli.inbox.player_reason", player=one.player, when=at, outcome=outcome,
                       reason=_deadline_in_words(one.reason))
    else:
        head = CLI.say("cli.inbox.player", player=one.player, when=at, outcome=outcome)
    print(spoken(head))
    marked = {(line.number, line.text): line.reason for line in one.marked}
    for guess in one.taken:
        problem = marked.get((guess.number, guess.text))
        line = f"  {guess.target}: {guess.word}"
        print(line if problem is None else line + "  " + spoken(CLI.say("cli.inbox.marked", reason=problem)))
    for gone in one.dropped:  # entered from an earlier mail, or typed: the mail replaces them
        print("  " + spoken(CLI.say("cli.inbox.dropped", target=gone.target, word=gone.word)))
    for other in one.not_taken:
        if other.number == 0:  # the mail as a whole (cut short)
            print("  " + spoken(other.reason))
            continue
        reason = other.reason
        if takes_names and isinstance(reason, Message) and reason.code == "intake.did_you_mean":  # "Amlie: BIRNE"
            print("  " + spoken(CLI.say("cli.inbox.suggested", line=other.number, text=printable(other.text),
                                        reason=reason, target=reason.params.get("target", ""))))
            continue
        print("  " + spoken(CLI.say("cli.inbox.line_not_taken", line=other.number, text=printable(other.text),
                                    reason=reason)))
    if one.outcome == "refused" and one.takeable and mail is not None:
        print("  " + spoken(CLI.say("cli.inbox.good_lines", count=one.takeable, id=printable(mail.message_id))))
    for old in one.superseded:
        print("  " + spoken(CLI.say("cli.inbox.superseded", when=_mail_when(old, zone))))
    for late in one.late:
        print("  " + spoken(CLI.say("cli.inbox.late_mail", when=_mail_when(late, zone),
                                    id=printable(late.message_id))))
    for early in one.early:
        print("  " + spoken(CLI.say("cli.inbox.early_mail", when=_mail_when(early, zone),
                                    id=printable(early.message_id))))
    for stale, why in one.stale:  # a late answer to a mail of a closed round: the game master says
        print("  " + spoken(CLI.say("cli.inbox.stale_mail", when=_mail_when(stale, zone), reason=why,
                                    id=printable(stale.message_id), round=number)))
    for left in one.left:
        print("  " + spoken(CLI.say("cli.inbox.left_mail", when=_mail_when(left, zone))))


# -- JSON ------------------------------------------------------------------------


def _moment(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def _mail_json(mail: InMail) -> dict[str, Any]:
    return {"message_id": mail.message_id, "sender": mail.sender, "received": _moment(mail.received),
            "dated": _moment(mail.dated), "misdated": mail.misdated, "subject": printable(mail.subject),
            "cut": mail.cut, "problem": said_json(mail.problem)}


def _player_json(one: PlayerIntake) -> dict[str, Any]:
    marked = {(line.number, line.text): line.reason for line in one.marked}
    return {
        "player": one.player,
        "outcome": one.outcome,
        "reason": said_json(one.reason),
        "mail": None if one.mail is None else _mail_json(one.mail),
        "taken": [{"line": g.number, "text": printable(g.text), "target": g.target, "word": g.word,
                   "marked": said_json(marked.get((g.number, g.text), ""))} for g in one.taken],
        "not_taken": [{"line": line.number, "text": printable(line.text), "reason": said_json(line.reason)}
                      for line in one.not_taken],
        "suggestions": [{"line": s.number, "written": s.written, "target": s.target, "word": s.word}
                        for s in one.suggestions],
        "takeable": one.takeable,
        "dropped": [{"target": g.target, "word": g.word} for g in one.dropped],
        "superseded": [_mail_json(m) for m in one.superseded],
        "late": [_mail_json(m) for m in one.late],
        "early": [_mail_json(m) for m in one.early],
        "left": [_mail_json(m) for m in one.left],
        "stale": [{**_mail_json(m), "reason": said_json(why)} for m, why in one.stale],
    }


def intake_json(intake: Intake, count: int, *, applied: bool, saved: bool) -> dict[str, Any]:
    """The whole intake for scripts: every player's mails and lines, and every mail not taken."""
    return {
        "round": intake.number,
        "opened": _moment(intake.opened),
        "closed": intake.closed,
        "mails_read": count,
        "before": intake.before,
        "applied": applied,
        "saved": saved,
        "players": [_player_json(one) for one in intake.players],
        "strangers": [_mail_json(m) for m in intake.strangers],
        "shared": [{**_mail_json(m), "players": list(names)} for m, names in intake.shared],
        "unreadable": [_mail_json(m) for m in intake.unreadable],
        "elsewhere": [{**_mail_json(m), "round": number} for m, number in intake.elsewhere],
        "earlier": [{**_mail_json(m), "round": number} for m, number in intake.earlier],
    }
