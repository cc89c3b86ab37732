"""The mails to the players: one message per player, to save as .eml files or send.

Each player gets their own mail, made from a template the game master can
edit (:mod:`wordmastermind.files.mail.template`). It opens with the player's
own guesses of the round, their marks and points
(:mod:`wordmastermind.core.wmm.own_guesses`), and carries the *players'*
report: of the round, or before round 1 the lot; never the game master's
overview, so it holds no secret word that has not been guessed (once the
game is over, the last round's report reveals them all). The mails are
built from a :class:`~wordmastermind.core.wmm.player_view.PlayerView`: the
title, the notes and the names are what the players may read. The only
other secret in a mail is the player's own word, in their own mail
(``{your_word}``). The subject is one line.

Each message is multipart/alternative: the plain text, and the same in HTML
with real tables (:mod:`wordmastermind.files.mail.html`); the report may
also be attached as a file (:mod:`wordmastermind.files.mail.attachments`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, localtime, make_msgid

from wordmastermind.core.masking import names_secret
from wordmastermind.core.messages import Texts
from wordmastermind.core.report import Audience, Block, Report
from wordmastermind.core.wmm.next_round import (
    deadline_words, next_step, next_step_lines, send_line, spoken_list, withdrawn_after,
)
from wordmastermind.core.wmm.own_guesses import own_guesses, own_guesses_blocks
from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.attachments import Attachment, attachment_name, report_attachment
from wordmastermind.files.mail.default_texts import MAIL_TEXTS
from wordmastermind.files.mail.errors import MailError, SecretInTemplateError
from wordmastermind.files.mail.messages import MAIL
from wordmastermind.files.mail.template import parse_template, render_template, template_text

LANGUAGES = ("en", "de", "nl", "fr")
"""The languages of the players' mails."""


class _InLanguages(Mapping[str, str]):
    """One of the mails' default texts (``mail.default.<key>``) in each of :data:`LANGUAGES`, from the catalogs."""

    def __init__(self, key: str) -> None:
        self.key = key

    def __getitem__(self, language: str) -> str:
        if language not in LANGUAGES:
            raise KeyError(language)
        return _texts(language)[self.key]

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


def _texts(language: str) -> Texts:
    return Texts(MAIL_TEXTS, "mail.default.", translation(language))


DEFAULT_SUBJECTS = _InLanguages("subject")
DEFAULT_TEMPLATES = _InLanguages("template")
DEFAULT_LOT_SUBJECTS = _InLanguages("lot_subject")
DEFAULT_LOT_TEMPLATES = _InLanguages("lot_template")
"""The mail of the lot (round 0: before round 1), which has no guesses and no points yet."""
DEFAULT_FINAL_SUBJECTS = _InLanguages("final_subject")
DEFAULT_FINAL_TEMPLATES = _InLanguages("final_template")
"""The mail after the last round: the final standings, and nothing of a next round."""


@dataclass(frozen=True, eq=False)
class PlayerMail:
    """The mail for one player, or why there is none.

    ``subject`` and ``body`` (the plain text) are filled in for every
    player, so that a player without an address can still be previewed;
    ``message`` is None when the player is ``skipped`` (``skipped`` says
    why). ``html`` is the HTML part, the same text with real tables.
    """

    name: str
    address: str
    subject: str
    body: str
    message: EmailMessage | None
    skipped: str = ""
    html: str = ""

    @property
    def sendable(self) -> bool:
        return self.message is not None

    def preview(self) -> str:
        """The mail as a person would read it: To, Subject, then the text."""
        to = self.message["To"] if self.message is not None else self.address
        return f"To: {to}\nSubject: {self.subject}\n\n{self.body}"


def _check_no_secrets(template: str, hidden: Mapping[str, str], code: str) -> None:
    """Refuse a template whose own text names a secret still in play, however it is written (saying ``code``)."""
    text = template_text(template)
    for owner, secret in hidden.items():
        if secret and names_secret(text, secret):
            raise SecretInTemplateError(MAIL.say(code, owner=owner), owner)


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
        raise MailError(MAIL.say("mail.address", text=repr(text)))
    try:
        domain = domain.encode("idna").decode("ascii")
        return Address(display_name=display_name, username=local, domain=domain)
    except Exception as error:  # the parser raises more than ValueError
        raise MailError(MAIL.say("mail.address", text=repr(text))) from error


def parse_sender(sender: str) -> Address:
    """``"Joe <joe@example.org>"`` or ``"joe@example.org"`` as an :class:`Address`."""
    from email.utils import parseaddr

    name, address = parseaddr(sender)
    if not address:
        raise MailError(MAIL.say("mail.sender", text=repr(sender)))
    return parse_address(address, name)


def mail_report(view: PlayerView, language: str) -> Report:
    """The players' report every mail after the view's round carries; round 0: the lot.

    Raises :class:`ValueError`, saying why, for a lot not (or no longer fitly) drawn.
    """
    if view.number == 0:
        from wordmastermind.core.wmm.lot_report import lot_report

        return lot_report(view, language, catalogs=translation)
    return round_report(view, language=language, catalogs=translation)


def mail_attachment(view: PlayerView, report: Report, kind: str, *, language: str) -> Attachment:
    """``report`` as a file of ``kind`` for the mails after the view's round (0: the lot).

    Named after the game's title as the players may read it and the round,
    in ``language``; written by the report writers. Raises
    :class:`MailError` for a kind it cannot attach.
    """
    if report.audience is not Audience.PLAYERS:  # pragma: no cover - a guard
        raise MailError("only the players' report may go out by mail")
    title = view.game.settings.title.strip()
    name = attachment_name(title or _texts(language)["game"], view.number, kind, language)
    return report_attachment(report, kind, name)


def default_texts(number: int, language: str, final: bool = False) -> tuple[str, str]:
    """(subject, text) of the default mail after round ``number`` (0: the lot; ``final``: the game's last)
    in ``language``."""
    if number == 0:
        return DEFAULT_LOT_SUBJECTS[language], DEFAULT_LOT_TEMPLATES[language]
    if final:
        return DEFAULT_FINAL_SUBJECTS[language], DEFAULT_FINAL_TEMPLATES[language]
    return DEFAULT_SUBJECTS[language], DEFAULT_TEMPLATES[language]


def build_mails(
    view: PlayerView,
    *,
    template: str | None = None,
    subject_template: str | None = None,
    sender: str,
    language: str = "en",
    report: Report | None = None,
    attachments: Sequence[Attachment] = (),
    attachment_for: Callable[[str], Attachment] | None = None,
    reply_to: str = "",
    include_withdrawn: bool = False,
) -> list[PlayerMail]:
    """One mail per player after the view's round (0: the lot for round 1), in roster order.

    Players without a (valid) e-mail address are in the list too, with
    ``message=None`` and the reason in ``skipped``. ``template`` and
    ``subject_template`` default to the ones for ``language`` (and for the
    lot, the lot's). ``report`` is :func:`mail_report`'s, made here if not
    given (the caller that shows its warnings passes it in, so that it is
    made once); ``attachments`` go with every mail; without them, ``attachment_for``
    makes the one a player's entry (or the game) asks for (``pdf``, ``docx``,
    ``xlsx``: :meth:`~wordmastermind.core.wmm.game.Player.attachment_of`). A
    player whose entry says "by post" gets no mail (skipped, saying so).
    ``reply_to``: where the players answer, if not to the sender (the mails
    say it in ``{answer}``). A player who withdrew by the view's round gets no mail (skipped, saying so),
    unless the game is over and ``include_withdrawn``: then they get the final report too.

    Raises :class:`TemplateError` for a template that cannot be filled in
    or whose own text names a secret word still in play, and
    :class:`MailError` for an invalid sender or a lot not drawn.
    """
    if language not in LANGUAGES:
        raise ValueError(f"no mail texts for language {language!r}; choose from {', '.join(LANGUAGES)}")
    number = view.number
    texts = _texts(language)
    default_subject, default_template = default_texts(number, language, view.state.game_over)
    template = default_template if template is None else template
    subject_template = default_subject if subject_template is None else subject_template
    parse_template(subject_template)
    parse_template(template)
    from_address = parse_sender(sender)

    if report is None:
        try:
            report = mail_report(view, language)
        except ValueError as error:
            from wordmastermind.files.messages import said

            raise MailError(said(error)) from None
    if report.audience is not Audience.PLAYERS:  # pragma: no cover - a guard
        raise MailError("only the players' report may go out by mail")
    state = view.state
    game = state.game
    hidden = view.hidden
    _check_no_secrets(subject_template, hidden, "mail.secret_in_subject")
    _check_no_secrets(template, hidden, "mail.secret_in_template")

    from wordmastermind.files.mail.html import blocks_html, mail_html, report_html
    from wordmastermind.files.writers.text import render_text

    report_text = render_text(report).rstrip("\n")
    blocks = {"report": report_html(report)}
    title = game.settings.title.strip() or texts["game"]
    results = {p.name: p for p in state.players}
    domain = from_address.domain
    send = send_line(True, reply_to.strip() or from_address.addr_spec, language, translation)
    made: dict[str, Attachment] = {}

    mails: list[PlayerMail] = []
    for player in game.players:
        roster = view.roster_name(player.name)  # the game master's lists name the players as the roster does
        result = results.get(player.name)
        step = next_step(view, player.name)
        if step is None:
            targets = texts["over"]
        else:
            targets = spoken_list(step.targets, language, translation) or texts["nobody"]
        guesses: tuple[Block, ...] = ()
        if number > 0 and result is not None:
            own = own_guesses(state, player.name, number)
            guesses = own_guesses_blocks(own, points_only=game.settings.points_only, language=language,
                                         catalogs=translation)
        values: dict[str, object] = {
            "name": player.name,
            "round": number or 1,
            "total": result.total if result else 0,
            "rank": result.rank if result and number else "",
            "guess_points": result.guess_points if result else 0,
            "word_points": result.word_points if result else 0,
            "targets": targets,
            "deadline": deadline_words(step.deadline, language, translation) if step is not None else "",
            "answer": "\n".join(next_step_lines(step, language, translation, send)) if step is not None else "",
            "your_word": player.secret,
            "your_guesses": render_text(Report("", guesses)).strip("\n") if guesses else "",
            "report": report_text,
            "title": title,
        }
        subject = " ".join(render_template(subject_template, values).split())
        body = render_template(template, values)
        blocks["your_guesses"] = blocks_html(guesses)
        html = mail_html(template, values, blocks, title=subject, language=language)
        gone = withdrawn_after(view, roster)
        if gone is not None and not (include_withdrawn and state.game_over):
            mails.append(PlayerMail(roster, "", subject, body, None,
                                    MAIL_TEXTS.say("mail.default.withdrawn", round=gone), html))
            continue
        if not player.by_mail:
            # why not sent: for the game master, in their language (a code, not the mail's language)
            code = "mail.default.by_post" if player.channel == "post" else "mail.default.no_address"
            mails.append(PlayerMail(roster, "", subject, body, None, MAIL_TEXTS.say(code), html))
            continue
        if not player.addresses:
            mails.append(PlayerMail(roster, "", subject, body, None, MAIL_TEXTS.say("mail.default.no_address"),
                                    html))
            continue
        try:
            to = parse_address(player.addresses[0], player.name)  # the first: where mail goes
        except MailError:
            reason = MAIL_TEXTS.say("mail.default.bad_address", address=player.email)
            mails.append(PlayerMail(roster, player.email, subject, body, None, reason, html))
            continue
        message = EmailMessage()
        message["From"] = from_address
        message["To"] = to
        message["Subject"] = subject
        message["Date"] = format_datetime(localtime())
        message["Message-ID"] = make_msgid(domain=domain)
        message["Content-Language"] = language
        message.set_content(body, subtype="plain", charset="utf-8", cte="quoted-printable")
        message.add_alternative(html, subtype="html", charset="utf-8", cte="quoted-printable")
        kind = player.attachment_of(game.settings)
        files = tuple(attachments)
        if not files and kind and attachment_for is not None:
            if kind not in made:
                made[kind] = attachment_for(kind)
            files = (made[kind],)
        for attachment in files:
            message.add_attachment(
                attachment.data, maintype=attachment.maintype, subtype=attachment.subtype,
                filename=attachment.filename,
            )
        mails.append(PlayerMail(roster, to.addr_spec, subject, body, message, html=html))
    return mails
