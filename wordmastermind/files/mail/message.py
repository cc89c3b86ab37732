"""The mails to the players: one message per player, saved as .eml files.

Each player gets their own mail, made from a template the game master can
edit (:mod:`wordmastermind.files.mail.template`). The report in it is always
the *players'* round report, never the game master's overview, so it holds
no secret word that has not been guessed; the only other secret in a mail is
the player's own word, in their own mail (``{your_word}``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import SMTP as SMTP_POLICY
from email.utils import format_datetime, localtime, make_msgid
from pathlib import Path

from wordmastermind.core.masking import mask_secrets, names_secret
from wordmastermind.core.report import Audience
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.mail.errors import MailError, SecretInTemplateError
from wordmastermind.files.mail.template import parse_template, render_template, template_text
from wordmastermind.files.outputs import check_output, check_output_folder

DEFAULT_SUBJECTS: Mapping[str, str] = {
    "en": "{title}: round {round}",
    "de": "{title}: Runde {round}",
}

DEFAULT_TEMPLATES: Mapping[str, str] = {
    "en": (
        "Dear {name},\n"
        "\n"
        "here is the report of round {round}.\n"
        "\n"
        "Your word: {your_word}\n"
        "Your score: {total} points ({guess_points} guess points, {word_points} word points), "
        "rank {rank}.\n"
        "Next round you may guess at: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Best wishes,\n"
        "your game master\n"
    ),
    "de": (
        "Hallo {name},\n"
        "\n"
        "hier ist die Auswertung der Runde {round}.\n"
        "\n"
        "Dein Geheimwort: {your_word}\n"
        "Dein Stand: {total} Punkte ({guess_points} Ratepunkte, {word_points} Wortpunkte), "
        "Platz {rank}.\n"
        "In der nächsten Runde darfst du raten bei: {targets}\n"
        "\n"
        "{report}\n"
        "\n"
        "Viele Grüße\n"
        "dein Spielleiter\n"
    ),
}

_TEXTS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "game": "Wörter-MasterMind",
        "over": "nobody, the game is over.",
        "nobody": "nobody",
        "no_address": "no e-mail address",
        "bad_address": "not a valid e-mail address: {address}",
    },
    "de": {
        "game": "Wörter-MasterMind",
        "over": "niemandem mehr, die Partie ist zu Ende.",
        "nobody": "niemandem",
        "no_address": "keine E-Mail-Adresse",
        "bad_address": "keine gültige E-Mail-Adresse: {address}",
    },
}

LANGUAGES = tuple(DEFAULT_TEMPLATES)


@dataclass(frozen=True, eq=False)
class PlayerMail:
    """The mail for one player, or why there is none.

    ``subject`` and ``body`` are filled in for every player, so that a
    player without an address can still be previewed; ``message`` is None
    when the player is ``skipped`` (``skipped`` says why).
    """

    name: str
    address: str
    subject: str
    body: str
    message: EmailMessage | None
    skipped: str = ""

    @property
    def sendable(self) -> bool:
        return self.message is not None

    def preview(self) -> str:
        """The mail as a person would read it: To, Subject, then the text."""
        to = self.message["To"] if self.message is not None else self.address
        return f"To: {to}\nSubject: {self.subject}\n\n{self.body}"


def _check_no_secrets(template: str, hidden: Mapping[str, str], what: str) -> None:
    """Refuse a template whose own text names a secret still in play, however it is written."""
    text = template_text(template)
    for owner, secret in hidden.items():
        if secret and names_secret(text, secret):
            raise SecretInTemplateError(
                f"the {what} names {owner}'s secret word, which has not been guessed: "
                "every player would read it",
                owner,
            )


def parse_address(text: str, display_name: str = "") -> Address:
    """An address for a header; a domain with umlauts is IDNA-encoded.

    Raises :class:`MailError` for anything that is not a plain ``user@domain``
    (a local part with umlauts would need SMTPUTF8 and is refused).
    """
    text = text.strip()
    local, at, domain = text.rpartition("@")
    if (
        not at
        or not local
        or not domain
        or "@" in local
        or any(c.isspace() or c in "<>(),;:\"[]\\" for c in local + domain)
        or not local.isascii()
        or "." not in domain.strip(".")
    ):
        raise MailError(f"not a valid e-mail address: {text!r}")
    try:
        domain = domain.encode("idna").decode("ascii")
        return Address(display_name=display_name, username=local, domain=domain)
    except Exception as error:  # the parser raises more than ValueError
        raise MailError(f"not a valid e-mail address: {text!r}") from error


def parse_sender(sender: str) -> Address:
    """``"Joe <joe@example.org>"`` or ``"joe@example.org"`` as an :class:`Address`."""
    from email.utils import parseaddr

    name, address = parseaddr(sender)
    if not address:
        raise MailError(f"not a valid sender: {sender!r}")
    return parse_address(address, name)


def build_mails(
    evaluation: Evaluation,
    number: int,
    *,
    template: str | None = None,
    subject_template: str | None = None,
    sender: str,
    language: str = "en",
) -> list[PlayerMail]:
    """One mail per player after round ``number``, in roster order.

    Players without a (valid) e-mail address are in the list too, with
    ``message=None`` and the reason in ``skipped``. ``template`` and
    ``subject_template`` default to the ones for ``language``.

    Raises :class:`TemplateError` for a template that cannot be filled in
    or whose own text names a secret word still in play, and
    :class:`MailError` for an invalid sender.
    """
    if language not in _TEXTS:
        raise ValueError(f"no mail texts for language {language!r}; choose from {', '.join(LANGUAGES)}")
    texts = _TEXTS[language]
    template = DEFAULT_TEMPLATES[language] if template is None else template
    subject_template = DEFAULT_SUBJECTS[language] if subject_template is None else subject_template
    parse_template(subject_template)
    parse_template(template)
    from_address = parse_sender(sender)

    report = round_report(evaluation, number, language=language)
    if report.audience is not Audience.PLAYERS:  # pragma: no cover - a guard
        raise MailError("only the players' report may go out by mail")
    state = evaluation if evaluation.round == number else evaluate(evaluation.game, upto=number)
    game = state.game
    secrets = {p.name: p.secret for p in game.players}
    hidden = {p.name: secrets[p.name] for p in state.players if p.guessed_in_round is None}
    _check_no_secrets(subject_template, hidden, "subject")
    _check_no_secrets(template, hidden, "template")

    from wordmastermind.files.writers.text import render_text

    report_text = render_text(report).rstrip("\n")
    title = mask_secrets(game.settings.title, hidden)[0].strip() or texts["game"]
    results = {p.name: p for p in state.players}
    domain = from_address.domain

    mails: list[PlayerMail] = []
    for player in game.players:
        result = results.get(player.name)
        if state.game_over:
            targets = texts["over"]
        else:
            targets = ", ".join(state.targets_next_round(player.name)) or texts["nobody"]
        values: dict[str, object] = {
            "name": player.name,
            "round": number,
            "total": result.total if result else 0,
            "rank": result.rank if result else "",
            "guess_points": result.guess_points if result else 0,
            "word_points": result.word_points if result else 0,
            "targets": targets,
            "your_word": player.secret,
            "report": report_text,
            "title": title,
        }
        subject = " ".join(render_template(subject_template, values).split())
        body = render_template(template, values)
        if not player.email:
            mails.append(PlayerMail(player.name, "", subject, body, None, texts["no_address"]))
            continue
        try:
            to = parse_address(player.email, player.name)
        except MailError:
            reason = texts["bad_address"].format(address=player.email)
            mails.append(PlayerMail(player.name, player.email, subject, body, None, reason))
            continue
        message = EmailMessage()
        message["From"] = from_address
        message["To"] = to
        message["Subject"] = subject
        message["Date"] = format_datetime(localtime())
        message["Message-ID"] = make_msgid(domain=domain)
        message["Content-Language"] = language
        message.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
        mails.append(PlayerMail(player.name, to.addr_spec, subject, body, message))
    return mails


# -- .eml files ---------------------------------------------------------------

_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(10)), *(f"LPT{i}" for i in range(10))}
_MAX_STEM = 80


def safe_file_stem(name: str) -> str:
    """A file name (without extension) for ``name`` that Windows, macOS and Linux all take.

    >>> safe_file_stem('Jürgen "Jo" <jo>/Ä?')
    'Jürgen _Jo_ _jo__Ä_'
    >>> safe_file_stem("con"), safe_file_stem(" .. ")
    ('_con', 'player')
    """
    text = unicodedata.normalize("NFC", name)
    text = "".join(
        "_" if c in '<>:"/\\|?*' or unicodedata.category(c)[0] == "C" else c for c in text
    )
    text = " ".join(text.split()).strip(" .")[:_MAX_STEM].rstrip(" .")
    if not text:
        return "player"
    if text.split(".")[0].upper() in _RESERVED:
        text = "_" + text
    return text


def message_bytes(message: EmailMessage) -> bytes:
    """The message as it goes into an .eml file or over the wire (CRLF line ends)."""
    return message.as_bytes(policy=SMTP_POLICY)


def write_eml(mails: Iterable[PlayerMail], folder: Path | str) -> list[Path]:
    """One ``NAME.eml`` file per mail in ``folder`` (created if need be).

    Skipped players get no file. Names are unique even where case does not
    count; each file is written atomically. Returns the files written.
    Before anything is written, a folder that is a file (or under one) and
    a file that is a game (:func:`~wordmastermind.files.outputs.check_output`)
    are refused with :class:`~wordmastermind.files.outputs.OutputError`.
    """
    folder = Path(folder)
    check_output_folder(folder)
    used: set[str] = set()
    planned: list[tuple[Path, EmailMessage]] = []
    for mail in mails:
        if mail.message is None:
            continue
        stem = safe_file_stem(mail.name)
        candidate, count = stem, 1
        while candidate.casefold() in used:
            count += 1
            candidate = f"{stem} ({count})"
        used.add(candidate.casefold())
        path = folder / f"{candidate}.eml"
        if folder.exists():
            check_output(path)
        planned.append((path, mail.message))
    folder.mkdir(parents=True, exist_ok=True)
    for path, message in planned:
        atomic_write(path, message_bytes(message), keep_backup=False)
    return [path for path, _ in planned]
