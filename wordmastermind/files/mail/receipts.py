"""The receipt for every player who sent guesses, and the reminder for those who did not.

In the game's language: English (:mod:`~wordmastermind.files.mail.receipt_texts`), German, Dutch or French (the gettext catalogs).

A receipt lists the guesses taken from the player's mail, and every line
not taken with the reason. It quotes only the player's own mail and the
rules' reasons, which name players but never a secret word, so it holds no
other player's secret. A reminder says the round and, if there is one, the
deadline. Both are plain text, in the game's language, answers as
:class:`~wordmastermind.files.mail.message.PlayerMail` that ``mail``'s
.eml and SMTP code sends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from email.message import EmailMessage
from email.utils import format_datetime, localtime, make_msgid

from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.intake import Intake, PlayerIntake
from wordmastermind.core.messages import Texts
from wordmastermind.files.i18n import render, translation
from wordmastermind.files.mail.dates import deadline_text, mail_date
from wordmastermind.files.mail.default_texts import MAIL_TEXTS
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.message import PlayerMail, parse_address, parse_sender
from wordmastermind.files.mail.receipt_texts import RECEIPTS


def receipts(intake: Intake, game: Game, sender: str, language: str) -> list[PlayerMail]:
    """One receipt for every player who wrote (strangers get none)."""
    texts = Texts(RECEIPTS, "receipt.", translation(language))
    title = game.settings.title
    subject = texts["receipt_subject"].format(title=title, round=intake.number).strip(": ")
    mails = []
    for one in intake.players:
        player = game.player(one.player)
        assert player is not None
        body = _receipt_body(one, intake.number, game.deadline(intake.number), texts, language)
        reply_to = one.mail.message_id if one.mail is not None else (one.late[-1].message_id if one.late else "")
        mails.append(_mail(player, sender, subject, body, language, reply_to))
    return mails


def _receipt_body(one: PlayerIntake, number: int, deadline: str, texts: Mapping[str, str], language: str) -> str:
    """The receipt's text; the rules' reasons in ``language`` too."""
    lines = [texts["hello"].format(name=one.player), ""]
    mail = one.mail if one.mail is not None else one.late[-1]
    date = mail_date(mail.sent, language)
    if one.outcome in ("taken", "already"):
        lines.append(texts[one.outcome].format(date=date, round=number))
        lines.extend(f"  {line.target}: {line.word}" for line in one.taken)
    elif one.outcome == "refused":
        lines.append(texts["refused"].format(date=date, reason=render(one.reason, language)))
        lines.append(texts["refused_more"].format(round=number))
    elif one.outcome == "empty":
        lines.append(texts["empty"].format(date=date, round=number))
    else:
        lines.append(texts["late"].format(date=date, round=number, deadline=deadline_text(deadline, language)))
    if one.not_taken:
        lines += ["", texts["not_taken"]]
        lines.extend("  " + texts["line"].format(number=line.number, text=line.text, reason=render(line.reason, language))
                     for line in one.not_taken)
    if one.superseded:
        lines += ["", texts["superseded"]]
    return "\n".join([*lines, "", texts["bye"], ""])


def reminders(game: Game, number: int, players: Sequence[Player], sender: str, language: str) -> list[PlayerMail]:
    """A reminder for each of ``players`` to send their guesses for round ``number``."""
    texts = Texts(RECEIPTS, "receipt.", translation(language))
    subject = texts["remind_subject"].format(title=game.settings.title, round=number).strip(": ")
    deadline = game.deadline(number)
    mails = []
    for player in players:
        lines = [texts["hello"].format(name=player.name), "", texts["remind"].format(round=number)]
        if deadline:
            lines.append(texts["remind_deadline"].format(deadline=deadline_text(deadline, language)))
        lines += [texts["remind_how"], "", texts["bye"], ""]
        mails.append(_mail(player, sender, subject, "\n".join(lines), language, ""))
    return mails


def _mail(player: Player, sender: str, subject: str, body: str, language: str, reply_to: str) -> PlayerMail:
    # why not sent: the mails' own reasons, for the game master in their language
    if not player.email:
        return PlayerMail(player.name, "", subject, body, None, MAIL_TEXTS.say("mail.default.no_address"))
    try:
        to = parse_address(player.email, player.name)
    except MailError:
        return PlayerMail(player.name, player.email, subject, body, None,
                          MAIL_TEXTS.say("mail.default.bad_address", address=player.email))
    from_address = parse_sender(sender)
    message = EmailMessage()
    message["From"] = from_address
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = format_datetime(localtime())
    message["Message-ID"] = make_msgid(domain=from_address.domain)
    if reply_to:
        message["In-Reply-To"] = reply_to
    message["Content-Language"] = language
    message.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
    return PlayerMail(player.name, to.addr_spec, subject, body, message)
