"""The receipt for every player who sent guesses, and the reminder for those who did not.

In the game's language: English (:mod:`~wordmastermind.files.mail.receipt_texts`), German, Dutch and French (the gettext catalogs).

A receipt says what became of the player's mail that counts: the guesses
taken (one taken with the good lines of a mail although it breaks a rule is
said so), and every line not taken with the reason; then every other mail
of theirs of the round that did not count, and why: superseded by a later
one, after the deadline, before the round opened, an answer to a mail of a
closed round (its reminder, say), left out. It tells the
player nothing the reports have not told them: it quotes only their own
mail, and the rules' reasons pass
:func:`~wordmastermind.core.wmm.receipt_log.for_player`, which keeps back
any that would say something of another player's secret. Both are built
from a :class:`~wordmastermind.core.wmm.player_view.PlayerView` of the game
as its players know it (the round before the one the mails are for): the
title and the names are what the players may read. A reminder says
the round and, if there is one, the deadline. Both are plain text, in the
game's language, sent as ``format=flowed`` (:func:`plain_mail`), answers as
:class:`~wordmastermind.files.mail.message.PlayerMail` that ``mail``'s
.eml and SMTP code sends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import tzinfo
from email.message import EmailMessage
from email.utils import format_datetime, localtime, make_msgid

from wordmastermind.core.messages import Text, Texts
from wordmastermind.core.printable import printable
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.deadline import deadline_zone
from wordmastermind.core.wmm.intake import InMail, Intake, PlayerIntake
from wordmastermind.core.wmm.player_view import PlayerView, one_line
from wordmastermind.core.wmm.receipt_log import for_player
from wordmastermind.core.wmm.next_round import (
    answer_line,
    deadline_words,
    next_step,
    next_step_lines,
    send_line,
    withdrawn_after,
)
from wordmastermind.core.words import spoken_name
from wordmastermind.files.i18n import render, translation
from wordmastermind.files.mail.attachments import Attachment
from wordmastermind.files.mail.dates import mail_date
from wordmastermind.files.mail.default_texts import MAIL_TEXTS
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.flowed import set_flowed
from wordmastermind.files.mail.addresses import parse_sender, player_address
from wordmastermind.files.mail.message import PlayerMail
from wordmastermind.files.mail.mime import MAIL_POLICY
from wordmastermind.files.mail.receipt_texts import RECEIPTS


def receipts(intake: Intake, view: PlayerView, sender: str, language: str,
             players: Sequence[PlayerIntake] | None = None) -> list[PlayerMail]:
    """One receipt for every player who wrote (strangers get none), or for ``players`` of the intake.

    ``view``: the game as its players know it while the intake's round runs. A player who withdrew before
    the round gets none (skipped, saying so).
    """
    texts = Texts(RECEIPTS, "receipt.", translation(language))
    game = view.game
    subject = one_line(texts["receipt_subject"].format(title=game.settings.title, round=intake.number).strip(": "))
    mails = []
    for one in intake.players if players is None else players:
        player = game.player(view.name(one.player))
        assert player is not None
        gone = withdrawn_after(view, one.player)
        if gone is not None:
            mails.append(withdrawn_mail(one.player, subject, gone))
            continue
        body = _receipt_body(one, view, intake.number, game.deadline(intake.number), texts, language)
        answered = one.mail or next(iter(one.mails), None)
        mails.append(plain_mail(player, one.player, sender, subject, body, language,
                           "" if answered is None else answered.message_id))
    return mails


def _when(mail: InMail, language: str, zone: tzinfo | None) -> str:
    """When the mail arrived, in the reader's language, in ``zone`` (None: this computer's time zone)."""
    return mail_date(mail.received.astimezone(zone), language)


_THEIR_OWN = frozenset({"intake.quoted", "intake.signature", "intake.signed", "intake.no_player",
                        "intake.own_name", "intake.own_signature"})
"""Lines not read that the player knows are no guesses: the game master's mail quoted, their own signature, a
greeting or a sentence that names no player (a guess at a name that is nobody's is told: "Stefan is no
player")."""


def _receipt_body(one: PlayerIntake, view: PlayerView, number: int, deadline: str, texts: Mapping[str, str],
                  language: str) -> str:
    """The receipt's text; the rules' reasons in ``language`` too, only those a player may be told, and every
    name in them as the players see it."""
    def reason(text: Text) -> str:
        return render(for_player(text, view.name), language)

    lines = [texts["hello"].format(name=spoken_name(view.name(one.player))), ""]
    mail = one.mail
    stale = {id(m): why for m, why in one.stale}  # each with why: it answers a mail of a closed round
    first = mail or (one.late or one.early or tuple(m for m, _ in one.stale) or one.left)[-1]
    zone = deadline_zone(deadline)
    date = _when(first, language, zone)
    missed = deadline_words(deadline, language, translation)  # as the round's mail said it
    if one.outcome in ("taken", "already"):
        marked = {(line.number, line.text): line.reason for line in one.marked}
        counting = [guess for guess in one.taken if (guess.number, guess.text) not in marked]
        lines.append(texts[one.outcome if counting else "none_count"].format(date=date, round=number))
        lines += ["  " + answer_line(view.name(guess.target), guess.word, language, translation) for guess in counting]
        if marked:  # taken as typed guesses are, marked: they score nothing until the player corrects them
            lines += ["", texts["marked_head"]]
            lines += ["  " + texts["marked"].format(target=view.name(guess.target), word=guess.word,
                                                    reason=reason(marked[(guess.number, guess.text)]))
                      for guess in one.taken if (guess.number, guess.text) in marked]
            lines.append(texts["marked_more"].format(round=number))
    elif one.outcome == "refused":
        lines.append(texts["refused"].format(date=date, reason=reason(one.reason)))
        lines.append(texts["refused_more"].format(round=number))
    elif one.outcome == "empty":
        lines.append(texts["empty"].format(date=date, round=number))
    elif one.outcome == "late":
        lines.append(texts["late"].format(date=date, round=number, deadline=missed))
    elif one.outcome == "stale":
        lines.append(texts["stale"].format(date=date, round=number, reason=reason(one.reason)))
    else:
        lines.append(texts[one.outcome].format(date=date, round=number))
    told = [line for line in one.not_taken if getattr(line.reason, "code", "") not in _THEIR_OWN]
    if told:
        lines += ["", texts["not_taken"]]
        for line in told:
            if line.number:
                lines.append("  " + texts["line"].format(number=line.number, text=printable(line.text),
                                                         reason=reason(line.reason)))
            else:  # the mail as a whole
                lines.append("  " + reason(line.reason))
    others = [(m, "other_superseded") for m in one.superseded] + [(m, "other_late") for m in one.late] + [
        (m, "other_early") for m in one.early] + [(m, "other_stale") for m, _ in one.stale] + [
        (m, "other_left") for m in one.left]
    others = [(m, kind) for m, kind in others if m is not first]
    if others:
        lines += ["", texts["others"].format(round=number)]
        for other, kind in sorted(others, key=lambda pair: pair[0].received):
            why = reason(stale[id(other)]) if kind == "other_stale" else ""
            lines.append("  " + texts[kind].format(date=_when(other, language, zone), round=number, deadline=missed,
                                                   reason=why))
    return "\n".join([*lines, "", texts["bye"], ""])


def reminders(view: PlayerView, number: int, players: Sequence[Player], sender: str, language: str
              ) -> list[PlayerMail]:
    """A reminder for each of ``players`` (the roster's) to send their guesses for round ``number``.

    ``view``: the game as its players know it before round ``number``'s report. A player who withdrew before
    the round gets none (skipped, saying so).
    """
    texts = Texts(RECEIPTS, "receipt.", translation(language))
    game = view.game
    subject = one_line(texts["remind_subject"].format(title=game.settings.title, round=number).strip(": "))
    deadline = game.deadline(number)
    send = send_line(True, parse_sender(sender).addr_spec, language, translation)
    mails = []
    for roster in players:
        player = game.player(view.name(roster.name))
        assert player is not None
        gone = withdrawn_after(view, roster.name)
        if gone is not None:
            mails.append(withdrawn_mail(roster.name, subject, gone))
            continue
        lines = [texts["hello"].format(name=spoken_name(player.name)), "", texts["remind"].format(round=number)]
        step = next_step(view, player.name) if view.number == number - 1 else None
        if step is not None:  # the deadline, whom and how often to guess, how to answer
            lines += ["", *next_step_lines(step, language, translation, send)]
        else:
            if deadline:
                said = deadline_words(deadline, language, translation)
                lines.append(texts["remind_deadline"].format(deadline=said))
            lines.append(texts["remind_how"])
        lines += ["", texts["bye"], ""]
        mails.append(plain_mail(player, roster.name, sender, subject, "\n".join(lines), language, ""))
    return mails


def withdrawn_mail(roster: str, subject: str, after_round: int) -> PlayerMail:
    """No mail for the player ``roster`` (the game master's name for them), who withdrew after ``after_round``."""
    return PlayerMail(roster, "", subject, "", None, MAIL_TEXTS.say("mail.default.withdrawn", round=after_round))


def plain_mail(player: Player, roster: str, sender: str, subject: str, body: str, language: str,
               reply_to: str, attachments: Sequence[Attachment] = ()) -> PlayerMail:
    """The mail to ``player`` (as the players see them), with ``attachments``; ``roster``: their name in the game
    master's lists. Its text ``body`` is sent as the round's mails send theirs: format=flowed, a long paragraph
    wrapped at soft line breaks (:func:`~wordmastermind.files.mail.flowed.set_flowed`); the mail's ``body``
    keeps the text as written."""
    # why not sent: the mails' own reasons, for the game master in their language
    if not player.addresses:
        return PlayerMail(roster, "", subject, body, None, MAIL_TEXTS.say("mail.default.no_address"))
    try:
        to = player_address(player.addresses[0], player.name)  # the first address: the one mail goes to
    except MailError:
        return PlayerMail(roster, player.email, subject, body, None,
                          MAIL_TEXTS.say("mail.default.bad_address", address=player.email))
    from_address = parse_sender(sender)
    message = EmailMessage(policy=MAIL_POLICY)
    message["From"] = from_address
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = format_datetime(localtime())
    message["Message-ID"] = make_msgid(domain=from_address.domain)
    if reply_to:
        message["In-Reply-To"] = reply_to
    message["Content-Language"] = language
    set_flowed(message, body)
    for attachment in attachments:
        message.add_attachment(attachment.data, maintype=attachment.maintype, subtype=attachment.subtype,
                               filename=attachment.filename)
    return PlayerMail(roster, to.addr_spec, subject, body, message)
