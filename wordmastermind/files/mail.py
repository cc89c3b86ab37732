"""Mail to the players: one message per player, saved as .eml or sent by SMTP.

Each player gets their own mail, made from a template the game master can
edit. The report in it is always the *players'* round report, never the
game master's overview, so it holds no secret word that has not been
guessed; the only other secret in a mail is the player's own word, in their
own mail (``{your_word}``).

>>> render_template("Hallo {name}, Runde {round}: {{Wertung}}", {"name": "Jürgen", "round": 2})
'Hallo Jürgen, Runde 2: {Wertung}'
>>> render_template("Hallo {nmae}", {"name": "Jürgen"})
Traceback (most recent call last):
...
wordmastermind.files.mail.UnknownPlaceholderError: unknown placeholder {nmae} in line 1; did you mean {name}?

The SMTP password is never written to a file: it is asked for, or kept in
the system keyring (service ``wordmastermind-smtp``) when the user says so.
"""

from __future__ import annotations

import base64
import difflib
import re
import smtplib
import socket
import ssl
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import SMTP as SMTP_POLICY
from email.utils import format_datetime, localtime, make_msgid
from pathlib import Path
from typing import Literal

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.report import Audience
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.atomic import atomic_write

KEYRING_SERVICE = "wordmastermind-smtp"

PLACEHOLDERS: Mapping[str, str] = {
    "name": "the player's name",
    "round": "the number of the round",
    "total": "the player's total",
    "rank": "the player's rank",
    "guess_points": "the player's guess points",
    "word_points": "the points of the player's word",
    "targets": "whom the player may guess at next round (or that the game is over)",
    "your_word": "the player's own secret word",
    "report": "the round report for the players, as plain text",
    "title": "the title of the game",
}
"""Every placeholder a template may use, with what it stands for."""

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


# -- errors -------------------------------------------------------------------


class MailError(Exception):
    """Something that keeps mail from being built, saved or sent."""


class TemplateError(MailError, ValueError):
    """A template that cannot be filled in."""


class UnknownPlaceholderError(TemplateError):
    """A placeholder the templates do not know."""

    def __init__(self, message: str, placeholder: str) -> None:
        super().__init__(message)
        self.placeholder = placeholder


class SecretInTemplateError(TemplateError):
    """The template's own text names a secret word still in play."""

    def __init__(self, message: str, owner: str) -> None:
        super().__init__(message)
        self.owner = owner


class KeyringError(MailError):
    """The system keyring could not be used."""


# -- templates ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Field:
    name: str
    spec: str


_Part = str | _Field


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, index) + 1


def parse_template(template: str) -> tuple[_Part, ...]:
    """The literal text and the placeholders of ``template``, checked.

    ``{{`` and ``}}`` stand for literal braces. Raises :class:`TemplateError`
    (a :class:`ValueError`) naming the culprit for an unknown placeholder or
    a stray brace.
    """
    parts: list[_Part] = []
    literal: list[str] = []
    i, n = 0, len(template)
    while i < n:
        char = template[i]
        if char not in "{}":
            j = i
            while j < n and template[j] not in "{}":
                j += 1
            literal.append(template[i:j])
            i = j
            continue
        if template.startswith(char * 2, i):
            literal.append(char)
            i += 2
            continue
        line = _line_of(template, i)
        if char == "}":
            raise TemplateError(
                f"stray '}}' in line {line} of the template; write '}}}}' for a literal brace"
            )
        end = template.find("}", i + 1)
        other = template.find("{", i + 1)
        if end < 0 or (0 <= other < end):
            raise TemplateError(
                f"stray '{{' in line {line} of the template (no closing '}}'); "
                "write '{{{{' for a literal brace"
            )
        inside = template[i + 1 : end]
        name, _colon, spec = inside.partition(":")
        name = name.strip()
        if not name:
            raise UnknownPlaceholderError(
                f"empty placeholder {{{inside}}} in line {line}; "
                f"use one of {_known()}, or '{{{{' and '}}}}' for literal braces",
                inside,
            )
        if name not in PLACEHOLDERS:
            close = difflib.get_close_matches(name, list(PLACEHOLDERS), n=1)
            hint = f"did you mean {{{close[0]}}}?" if close else f"the placeholders are {_known()}"
            raise UnknownPlaceholderError(
                f"unknown placeholder {{{inside}}} in line {line}; {hint}", name
            )
        if literal:
            parts.append("".join(literal))
            literal = []
        parts.append(_Field(name, spec))
        i = end + 1
    if literal:
        parts.append("".join(literal))
    return tuple(parts)


def _known() -> str:
    return ", ".join(f"{{{name}}}" for name in PLACEHOLDERS)


def template_placeholders(template: str) -> tuple[str, ...]:
    """The placeholders ``template`` uses, in order of first use."""
    names = [p.name for p in parse_template(template) if isinstance(p, _Field)]
    return tuple(dict.fromkeys(names))


def template_text(template: str) -> str:
    """The literal text of ``template``, placeholders left out."""
    return "".join(p if isinstance(p, str) else " " for p in parse_template(template))


def render_template(template: str, values: Mapping[str, object]) -> str:
    """``template`` with its placeholders filled in from ``values``.

    A placeholder may carry a format spec (``{total:>4}``). A placeholder
    missing from ``values`` is a :class:`TemplateError`, never a KeyError.
    """
    out: list[str] = []
    for part in parse_template(template):
        if isinstance(part, str):
            out.append(part)
            continue
        if part.name not in values:
            raise UnknownPlaceholderError(f"no value for the placeholder {{{part.name}}}", part.name)
        try:
            out.append(format(values[part.name], part.spec))
        except (ValueError, TypeError) as error:
            raise TemplateError(
                f"cannot format the placeholder {{{part.name}:{part.spec}}}: {error}"
            ) from error
    return "".join(out)


# -- building the mails -------------------------------------------------------


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


def _mask(text: str, secrets: Iterable[str]) -> str:
    for secret in secrets:
        if secret:
            pattern = re.compile(rf"(?<!\w){re.escape(secret)}(?!\w)", re.IGNORECASE)
            text = pattern.sub("•" * len(secret), text)
    return text


def _check_no_secrets(template: str, hidden: Mapping[str, str], what: str) -> None:
    text = template_text(template)
    for owner, secret in hidden.items():
        if secret and re.search(rf"(?<!\w){re.escape(secret)}(?!\w)", text, re.IGNORECASE):
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
    title = _mask(game.settings.title, hidden.values()).strip() or texts["game"]
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
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    used: set[str] = set()
    paths: list[Path] = []
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
        atomic_write(path, message_bytes(mail.message), keep_backup=False)
        paths.append(path)
    return paths


# -- SMTP ---------------------------------------------------------------------

Security = Literal["starttls", "ssl", "none"]
SECURITIES: tuple[Security, ...] = ("starttls", "ssl", "none")
DEFAULT_PORTS: Mapping[str, int] = {"starttls": 587, "ssl": 465, "none": 25}


@dataclass(frozen=True, slots=True)
class SmtpSettings:
    """Where and how to send: everything but the password."""

    host: str
    port: int = 587
    security: Security = "starttls"
    username: str | None = None
    timeout: float = 30.0
    """Seconds to wait for the server at each step."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "host", self.host.strip())
        if not self.host:
            raise MailError("no SMTP server given")
        if self.security not in SECURITIES:
            raise MailError(f"unknown SMTP security {self.security!r}; choose from {', '.join(SECURITIES)}")
        if not 0 < self.port < 65536:
            raise MailError(f"not a port number: {self.port}")
        user = (self.username or "").strip()
        object.__setattr__(self, "username", user or None)


Status = Literal["sent", "failed", "skipped"]


@dataclass(frozen=True, eq=False)
class SendResult:
    """What became of one player's mail."""

    mail: PlayerMail
    status: Status
    reason: str = ""

    @property
    def name(self) -> str:
        return self.mail.name

    @property
    def sent(self) -> bool:
        return self.status == "sent"

    @property
    def failed(self) -> bool:
        return self.status == "failed"


Progress = Callable[[int, int, SendResult], None]
"""Called after each mail with (mails done, mails in all, its result)."""


class _CannotSend(Exception):
    """No mail can go out on this connection attempt (connect or login failed)."""


def _text(value: bytes | str) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _reply(code: int, message: bytes | str) -> str:
    text = " ".join(_text(message).split())
    return f"{code} {text}".strip()


def _reason(error: BaseException) -> str:
    """What went wrong, in words a game master can act on."""
    if isinstance(error, smtplib.SMTPRecipientsRefused):
        replies = [f"{_reply(code, msg)}" for code, msg in error.recipients.values()]
        return "the server refused the recipient: " + "; ".join(replies)
    if isinstance(error, smtplib.SMTPSenderRefused):
        return f"the server refused the sender {error.sender}: {_reply(error.smtp_code, error.smtp_error)}"
    if isinstance(error, smtplib.SMTPAuthenticationError):
        return f"login failed: {_reply(error.smtp_code, error.smtp_error)}"
    if isinstance(error, smtplib.SMTPDataError):
        return f"the server refused the mail: {_reply(error.smtp_code, error.smtp_error)}"
    if isinstance(error, smtplib.SMTPServerDisconnected):
        detail = str(error)
        if detail.endswith("timed out"):  # smtplib's word for a silent server
            return "the server did not answer in time"
        return "the server closed the connection" + (f" ({detail})" if detail else "")
    if isinstance(error, smtplib.SMTPResponseException):
        return f"the server said {_reply(error.smtp_code, error.smtp_error)}"
    if isinstance(error, ssl.SSLCertVerificationError):
        return f"the server's certificate was not accepted: {error.verify_message or error}"
    if isinstance(error, ssl.SSLError):
        return f"secure connection (SSL/TLS) failed: {error.reason or error}"
    if isinstance(error, socket.gaierror):
        return f"unknown server: {error.strerror or error}"
    if isinstance(error, TimeoutError):
        return "the server did not answer in time"
    if isinstance(error, ConnectionRefusedError):
        return "the server refused the connection (wrong host or port?)"
    if isinstance(error, OSError):
        return f"network error: {error.strerror or error}"
    return str(error) or type(error).__name__


def _login(smtp: smtplib.SMTP, user: str, password: str) -> None:
    """Log in; a user or password with umlauts goes as UTF-8 (RFC 4616).

    smtplib sends only ASCII credentials, so others are sent by hand with
    PLAIN or LOGIN.
    """
    if user.isascii() and password.isascii():
        smtp.login(user, password)
        return

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode("ascii")

    mechanisms = smtp.esmtp_features.get("auth", "").upper().split()
    if "PLAIN" in mechanisms:
        code, reply = smtp.docmd("AUTH", "PLAIN " + b64(b"\0" + user.encode() + b"\0" + password.encode()))
    elif "LOGIN" in mechanisms:
        code, reply = smtp.docmd("AUTH", "LOGIN " + b64(user.encode()))
        if code == 334:
            code, reply = smtp.docmd(b64(password.encode()))
    else:
        raise smtplib.SMTPException(
            "the server offers no login method for a user or password with non-ASCII characters"
        )
    if code != 235:
        raise smtplib.SMTPAuthenticationError(code, reply)


class _Connection:
    """One SMTP connection, opened on first use and again after it dropped."""

    def __init__(self, settings: SmtpSettings, password: str | None, context: ssl.SSLContext | None) -> None:
        self.settings = settings
        self.password = password
        self.context = context
        self.smtp: smtplib.SMTP | None = None
        self.used = False

    def _context(self) -> ssl.SSLContext:
        return self.context if self.context is not None else ssl.create_default_context()

    def ready(self) -> smtplib.SMTP:
        """A connection that answers, logged in; raises :class:`_CannotSend`."""
        if self.smtp is not None and self.used:
            try:
                code, _msg = self.smtp.noop()
                if code == 250:
                    return self.smtp
            except (smtplib.SMTPException, OSError):
                pass
            self.drop()
        if self.smtp is None:
            self.smtp = self._open()
            self.used = False
        return self.smtp

    def _open(self) -> smtplib.SMTP:
        s = self.settings
        where = f"{s.host}:{s.port}"
        smtp: smtplib.SMTP | None = None
        try:
            if s.security == "ssl":
                smtp = smtplib.SMTP_SSL(s.host, s.port, timeout=s.timeout, context=self._context())
            else:
                smtp = smtplib.SMTP(s.host, s.port, timeout=s.timeout)
            smtp.ehlo()
            if s.security == "starttls":
                if not smtp.has_extn("starttls"):
                    raise _CannotSend(
                        f"{where} does not offer STARTTLS; choose SSL or no encryption "
                        "(or another port)"
                    )
                smtp.starttls(context=self._context())
                smtp.ehlo()
            if s.username:
                if not self.password:
                    raise _CannotSend(f"no password for {s.username} on {s.host}")
                if not smtp.has_extn("auth"):
                    raise _CannotSend(f"{where} does not offer a login (AUTH) on this connection")
                _login(smtp, s.username, self.password)
        except BaseException as error:
            if smtp is not None:
                smtp.close()
            if isinstance(error, _CannotSend) or not isinstance(error, Exception):
                raise
            if isinstance(error, ssl.SSLError) and s.security == "ssl" and "WRONG_VERSION" in str(error):
                raise _CannotSend(
                    f"cannot connect to {where}: it does not speak SSL/TLS from the start; "
                    "try STARTTLS (often port 587)"
                ) from error
            login = isinstance(error, smtplib.SMTPAuthenticationError)
            raise _CannotSend(("" if login else f"cannot connect to {where}: ") + _reason(error)) from error
        return smtp

    def drop(self) -> None:
        if self.smtp is not None:
            self.smtp.close()
            self.smtp = None

    def quit(self) -> None:
        if self.smtp is not None:
            try:
                self.smtp.quit()
            except (smtplib.SMTPException, OSError):
                pass
            finally:
                self.drop()


def send_mails(
    mails: Sequence[PlayerMail],
    settings: SmtpSettings,
    password: str | None,
    *,
    progress: Progress | None = None,
    context: ssl.SSLContext | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[SendResult]:
    """Send each mail on its own; a failure never stops the others.

    One connection serves all mails while it lasts; after it drops, the
    next mail opens a new one. A refused recipient fails only that mail; if
    no connection can be made or the login fails, every mail still to go
    fails with that reason. ``context`` overrides the default TLS checks
    (for a server with its own certificate authority); ``stop`` is asked
    before each mail and ends the sending when it says True (the rest fail
    as not sent).
    """
    connection = _Connection(settings, password, context)
    results: list[SendResult] = []
    fatal = ""
    try:
        for mail in mails:
            result, cannot_send = _send_one(mail, connection, fatal, stop)
            if cannot_send:
                fatal = result.reason
            results.append(result)
            if progress is not None:
                progress(len(results), len(mails), result)
    finally:
        connection.quit()
    return results


def _send_one(
    mail: PlayerMail, connection: _Connection, fatal: str, stop: Callable[[], bool] | None
) -> tuple[SendResult, bool]:
    """The result of sending ``mail``, and whether no connection could be made."""
    message = mail.message
    if message is None:
        return SendResult(mail, "skipped", mail.skipped), False
    if fatal:
        return SendResult(mail, "failed", fatal), False
    if stop is not None and stop():
        return SendResult(mail, "failed", "not sent: sending was stopped"), False
    try:
        smtp = connection.ready()
    except _CannotSend as error:
        return SendResult(mail, "failed", str(error)), True
    connection.used = True
    try:
        refused = smtp.send_message(message, to_addrs=[mail.address])
    except smtplib.SMTPServerDisconnected as error:
        connection.drop()
        return SendResult(mail, "failed", _reason(error)), False
    except smtplib.SMTPResponseException as error:
        if error.smtp_code == 421:  # the server is closing the connection
            connection.drop()
        return SendResult(mail, "failed", _reason(error)), False
    except Exception as error:  # whatever it was, the other mails still go
        connection.drop()
        return SendResult(mail, "failed", _reason(error)), False
    if refused:
        replies = "; ".join(_reply(code, msg) for code, msg in refused.values())
        return SendResult(mail, "failed", f"the server refused the recipient: {replies}"), False
    return SendResult(mail, "sent"), False


def retry_failed(
    results: Sequence[SendResult],
    settings: SmtpSettings,
    password: str | None,
    *,
    progress: Progress | None = None,
    context: ssl.SSLContext | None = None,
    stop: Callable[[], bool] | None = None,
) -> list[SendResult]:
    """Send the failed mails of ``results`` again; the others are kept as they are.

    Returns every result, in the same order, the failed ones replaced by
    the outcome of the new attempt. ``progress`` counts only the mails sent
    again.
    """
    again = [r.mail for r in results if r.failed]
    new = iter(send_mails(again, settings, password, progress=progress, context=context, stop=stop))
    return [next(new) if r.failed else r for r in results]


# -- the password in the system keyring ---------------------------------------


def password_from_keyring(settings: SmtpSettings) -> str | None:
    """The password kept for ``settings.username``, if any (None without a keyring)."""
    if not settings.username:
        return None
    import keyring

    try:
        return keyring.get_password(KEYRING_SERVICE, settings.username)
    except Exception:  # a locked or broken keyring: the password is asked for instead
        return None


def store_password_in_keyring(settings: SmtpSettings, password: str) -> None:
    """Keep ``password`` for ``settings.username`` in the system keyring.

    Raises :class:`KeyringError` when there is no user or no usable keyring.
    """
    if not settings.username:
        raise KeyringError("there is no SMTP user to keep a password for")
    import keyring

    try:
        keyring.set_password(KEYRING_SERVICE, settings.username, password)
    except Exception as error:  # backends raise more than KeyringError
        raise KeyringError(f"the system keyring could not keep the password: {error}") from error


def forget_password_in_keyring(settings: SmtpSettings) -> None:
    """Remove the password kept for ``settings.username``, if there is one."""
    if not settings.username:
        return
    import keyring
    import keyring.errors

    try:
        keyring.delete_password(KEYRING_SERVICE, settings.username)
    except keyring.errors.PasswordDeleteError:
        pass
    except Exception as error:  # backends raise more than KeyringError
        raise KeyringError(f"the system keyring could not forget the password: {error}") from error
