"""The receipt for every player who sent guesses, and the reminder for those who did not.

In the game's language: English, German, Dutch or French (:data:`STRINGS`).

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
from wordmastermind.files.i18n import render
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.message import PlayerMail, parse_address, parse_sender

STRINGS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "receipt_subject": "{title}: your guesses for round {round}",
        "hello": "Hello {name},",
        "taken": "Your mail of {date} is in: these guesses count for round {round}:",
        "already": "Your mail of {date} was in already: these guesses count for round {round}:",
        "refused": "Your mail of {date} was not taken, none of its guesses count: {reason}.",
        "refused_more": "Please send all your guesses for round {round} again, corrected.",
        "empty": "Your mail of {date} holds no guess for round {round}. Write one a line, as \"Name: WORD\".",
        "late": "Your mail of {date} came after the deadline of round {round} ({deadline}) and was not taken.",
        "not_taken": "Lines not taken:",
        "line": "line {number}: {text}  ({reason})",
        "superseded": "Your earlier mails of this round do not count: only the latest does.",
        "bye": "Your game master",
        "remind_subject": "{title}: your guesses for round {round}, please",
        "remind": "we have no guesses from you for round {round} yet.",
        "remind_deadline": "The deadline is {deadline}.",
        "remind_how": "Answer this mail with one guess a line, as \"Name: WORD\".",
        "no_address": "no e-mail address in the roster",
        "bad_address": "not a valid e-mail address: {address}",
    },
    "de": {
        "receipt_subject": "{title}: deine Rateversuche für Runde {round}",
        "hello": "Hallo {name},",
        "taken": "deine Mail vom {date} ist angekommen; diese Rateversuche gelten für Runde {round}:",
        "already": "deine Mail vom {date} war schon angekommen; diese Rateversuche gelten für Runde {round}:",
        "refused": "deine Mail vom {date} wurde nicht übernommen, keiner ihrer Rateversuche gilt: {reason}.",
        "refused_more": "Bitte schicke alle deine Rateversuche für Runde {round} noch einmal, berichtigt.",
        "empty": "deine Mail vom {date} enthält keinen Rateversuch für Runde {round}. Bitte einen je Zeile, als \"Name: WORT\".",
        "late": "deine Mail vom {date} kam nach dem Einsendeschluss von Runde {round} ({deadline}) und wurde nicht übernommen.",
        "not_taken": "Nicht übernommene Zeilen:",
        "line": "Zeile {number}: {text}  ({reason})",
        "superseded": "Deine früheren Mails dieser Runde gelten nicht: nur die letzte gilt.",
        "bye": "Dein Spielleiter",
        "remind_subject": "{title}: bitte deine Rateversuche für Runde {round}",
        "remind": "von dir fehlen noch die Rateversuche für Runde {round}.",
        "remind_deadline": "Einsendeschluss ist {deadline}.",
        "remind_how": "Antworte auf diese Mail mit einem Rateversuch je Zeile, als \"Name: WORT\".",
        "no_address": "keine E-Mail-Adresse in der Spielerliste",
        "bad_address": "keine gültige E-Mail-Adresse: {address}",
    },
    "nl": {
        "receipt_subject": "{title}: je raadpogingen voor ronde {round}",
        "hello": "Beste {name},",
        "taken": "je mail van {date} is binnen; deze raadpogingen tellen voor ronde {round}:",
        "already": "je mail van {date} was al binnen; deze raadpogingen tellen voor ronde {round}:",
        "refused": "je mail van {date} is niet overgenomen, geen van zijn raadpogingen telt: {reason}.",
        "refused_more": "Stuur al je raadpogingen voor ronde {round} alsjeblieft opnieuw, verbeterd.",
        "empty": "je mail van {date} bevat geen raadpoging voor ronde {round}. Eén per regel, als \"Naam: WOORD\".",
        "late": "je mail van {date} kwam na de sluitingstijd van ronde {round} ({deadline}) en is niet overgenomen.",
        "not_taken": "Niet overgenomen regels:",
        "line": "regel {number}: {text}  ({reason})",
        "superseded": "Je eerdere mails van deze ronde tellen niet: alleen de laatste telt.",
        "bye": "Je spelleider",
        "remind_subject": "{title}: graag je raadpogingen voor ronde {round}",
        "remind": "we hebben nog geen raadpogingen van je voor ronde {round}.",
        "remind_deadline": "De sluitingstijd is {deadline}.",
        "remind_how": "Beantwoord deze mail met één raadpoging per regel, als \"Naam: WOORD\".",
        "no_address": "geen e-mailadres",
        "bad_address": "geen geldig e-mailadres: {address}",
    },
    "fr": {
        "receipt_subject": "{title} : vos propositions pour la manche {round}",
        "hello": "Bonjour {name},",
        "taken": "votre courriel du {date} est arrivé ; ces propositions comptent pour la manche {round} :",
        "already": "votre courriel du {date} était déjà arrivé ; ces propositions comptent pour la manche {round} :",
        "refused": "votre courriel du {date} n'a pas été repris, aucune de ses propositions ne compte : {reason}.",
        "refused_more": "Merci de renvoyer toutes vos propositions pour la manche {round}, corrigées.",
        "empty": "votre courriel du {date} ne contient aucune proposition pour la manche {round}."
                 " Une par ligne, comme « Nom : MOT ».",
        "late": "votre courriel du {date} est arrivé après la date limite de la manche {round} ({deadline})"
                " et n'a pas été repris.",
        "not_taken": "Lignes non reprises :",
        "line": "ligne {number} : {text}  ({reason})",
        "superseded": "Vos courriels précédents de cette manche ne comptent pas : seul le dernier compte.",
        "bye": "Votre maître du jeu",
        "remind_subject": "{title} : vos propositions pour la manche {round}, s'il vous plaît",
        "remind": "nous n'avons pas encore de propositions de votre part pour la manche {round}.",
        "remind_deadline": "La date limite est le {deadline}.",
        "remind_how": "Répondez à ce courriel avec une proposition par ligne, comme « Nom : MOT ».",
        "no_address": "pas d'adresse électronique",
        "bad_address": "adresse électronique non valable : {address}",
    },
}


def receipts(intake: Intake, game: Game, sender: str, language: str) -> list[PlayerMail]:
    """One receipt for every player who wrote (strangers get none)."""
    texts = STRINGS.get(language, STRINGS["en"])
    title = game.settings.title
    subject = texts["receipt_subject"].format(title=title, round=intake.number).strip(": ")
    mails = []
    for one in intake.players:
        player = game.player(one.player)
        assert player is not None
        body = _receipt_body(one, intake.number, game.deadline(intake.number), texts, language)
        reply_to = one.mail.message_id if one.mail is not None else (one.late[-1].message_id if one.late else "")
        mails.append(_mail(player, sender, subject, body, language, texts, reply_to))
    return mails


def _receipt_body(one: PlayerIntake, number: int, deadline: str, texts: Mapping[str, str], language: str) -> str:
    """The receipt's text; the rules' reasons in ``language`` too."""
    lines = [texts["hello"].format(name=one.player), ""]
    mail = one.mail if one.mail is not None else one.late[-1]
    date = format_datetime(mail.sent)
    if one.outcome in ("taken", "already"):
        lines.append(texts[one.outcome].format(date=date, round=number))
        lines.extend(f"  {line.target}: {line.word}" for line in one.taken)
    elif one.outcome == "refused":
        lines.append(texts["refused"].format(date=date, reason=render(one.reason, language)))
        lines.append(texts["refused_more"].format(round=number))
    elif one.outcome == "empty":
        lines.append(texts["empty"].format(date=date, round=number))
    else:
        lines.append(texts["late"].format(date=date, round=number, deadline=deadline))
    if one.not_taken:
        lines += ["", texts["not_taken"]]
        lines.extend("  " + texts["line"].format(number=line.number, text=line.text, reason=render(line.reason, language))
                     for line in one.not_taken)
    if one.superseded:
        lines += ["", texts["superseded"]]
    return "\n".join([*lines, "", texts["bye"], ""])


def reminders(game: Game, number: int, players: Sequence[Player], sender: str, language: str) -> list[PlayerMail]:
    """A reminder for each of ``players`` to send their guesses for round ``number``."""
    texts = STRINGS.get(language, STRINGS["en"])
    subject = texts["remind_subject"].format(title=game.settings.title, round=number).strip(": ")
    deadline = game.deadline(number)
    mails = []
    for player in players:
        lines = [texts["hello"].format(name=player.name), "", texts["remind"].format(round=number)]
        if deadline:
            lines.append(texts["remind_deadline"].format(deadline=deadline.replace("T", " ")))
        lines += [texts["remind_how"], "", texts["bye"], ""]
        mails.append(_mail(player, sender, subject, "\n".join(lines), language, texts, ""))
    return mails


def _mail(player: Player, sender: str, subject: str, body: str, language: str,
          texts: Mapping[str, str], reply_to: str) -> PlayerMail:
    if not player.email:
        return PlayerMail(player.name, "", subject, body, None, texts["no_address"])
    try:
        to = parse_address(player.email, player.name)
    except MailError:
        return PlayerMail(player.name, player.email, subject, body, None,
                          texts["bad_address"].format(address=player.email))
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
