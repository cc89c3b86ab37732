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
(``{your_word}``: once guessed, with the round and who guessed it). The subject is one line.

Each message is multipart/alternative: the plain text, and the same in HTML
with real tables (:mod:`wordmastermind.files.mail.html`); the report may
also be attached as a file (:mod:`wordmastermind.files.mail.attachments`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Concatenate, ParamSpec
from email.headerregistry import Address
from email.message import EmailMessage
from email.utils import format_datetime, localtime, make_msgid

from wordmastermind.core.masking import secrets_named
from wordmastermind.core.messages import MessageOrEmpty, Texts
from wordmastermind.core.report import Audience, Block, Report
from wordmastermind.core.wmm.departures import report_withheld
from wordmastermind.core.wmm.next_round import (deadline_words, next_step, next_step_lines, send_line, spoken_list,
                                                 withdrawn_line)
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.own_guesses import own_guesses, own_guesses_blocks, own_heading, own_word
from wordmastermind.core.wmm.player_view import PlayerView
from wordmastermind.core.words import spoken_name
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.addresses import parse_sender, player_address
from wordmastermind.files.mail.attachments import Attachment, attachment_name, report_attachment
from wordmastermind.files.mail.default_texts import MAIL_TEXTS
from wordmastermind.files.mail.errors import MailError, SecretInTemplateError
from wordmastermind.files.mail.messages import MAIL
from wordmastermind.files.mail.template import (has_format_specs, parse_template, render_template, template_placeholders,
                                                template_text)

_Options = ParamSpec("_Options")

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
    skipped: MessageOrEmpty = ""
    html: str = ""

    @property
    def sendable(self) -> bool:
        return self.message is not None

    @property
    def message_id(self) -> str:
        """The mail's Message-ID header, which the game's log keeps (a reply names it); ``""`` without a mail."""
        return "" if self.message is None else str(self.message.get("Message-ID", ""))

    def preview(self) -> str:
        """The mail as a person would read it: To, Subject, then the text."""
        to = self.message["To"] if self.message is not None else self.address
        return f"To: {to}\nSubject: {self.subject}\n\n{self.body}"


def _check_no_secrets(template: str, hidden: Mapping[str, str], code: str) -> None:
    """Refuse a template whose own text names a secret still in play, however it is written (saying ``code``)."""
    owners = secrets_named(template_text(template), hidden)
    if owners:
        raise SecretInTemplateError(MAIL.say(code, owner=owners[0]), owners[0])


def mail_report(view: PlayerView, language: str, reader: str = "") -> Report:
    """The players' report every mail after the view's round carries; round 0: the lot. ``reader``: the
    player (as the players see the name) whose mail carries it, if the example of its answer line is not to
    name them, or they withdrew by the round (:mod:`~wordmastermind.core.wmm.reader_reports`).

    Raises :class:`ValueError`, saying why, for a lot not (or no longer fitly) drawn.
    """
    from wordmastermind.core.wmm.reader_reports import players_report

    return players_report(view, language, translation, reader)


def mail_attachment(view: PlayerView, report: Report, kind: str, *, language: str) -> Attachment:
    """``report`` as a file of ``kind`` for the mails after the view's round (0: the lot).

    Named after the game's title as the players may read it and the round
    (the final standings, once the game is over), in ``language``; written by the report writers, as one
    of the copies of the report a run's mails carry (the example's player's shares the PDF's other pages:
    :mod:`~wordmastermind.files.writers.pdf_pages`). Raises :class:`MailError` for a kind it cannot attach.
    """
    if report.audience is not Audience.PLAYERS:  # pragma: no cover - a guard
        raise MailError(MAIL.say("mail.players_only"))
    title = view.game.settings.title.strip()
    name = attachment_name(title or _texts(language)["game"], view.number, kind, language,
                           final=view.state.game_over)
    return report_attachment(report, kind, name, copies=True)


def default_texts(number: int, language: str, final: bool = False) -> tuple[str, str]:
    """(subject, text) of the default mail after round ``number`` (0: the lot; ``final``: the game's last)
    in ``language``."""
    if number == 0:
        return DEFAULT_LOT_SUBJECTS[language], DEFAULT_LOT_TEMPLATES[language]
    if final:
        return DEFAULT_FINAL_SUBJECTS[language], DEFAULT_FINAL_TEMPLATES[language]
    return DEFAULT_SUBJECTS[language], DEFAULT_TEMPLATES[language]


def _every_mail(
    maker: Callable[Concatenate[PlayerView, _Options], MailMaker],
) -> Callable[Concatenate[PlayerView, _Options], list[PlayerMail]]:
    """A function that makes every mail of a run with ``maker``, taking what ``maker`` takes (listed once)."""

    def build_mails(view: PlayerView, /, *args: _Options.args, **options: _Options.kwargs) -> list[PlayerMail]:
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
        say it in ``{answer}``). A player who withdrew gets the mail of their last round and the final one, no
        other (skipped, saying so: :func:`~wordmastermind.core.wmm.departures.report_withheld`).
        Each attachment is made and encoded once for all mails (:class:`MailMaker`).

        Raises :class:`TemplateError` for a template that cannot be filled in
        or whose own text names a secret word still in play, and
        :class:`MailError` for an invalid sender or a lot not drawn.
        """
        made = maker(view, *args, **options)
        return [made.mail(index) for index in range(len(made.players))]

    return build_mails


@dataclass(frozen=True, eq=False)
class Addressee:
    """Where one player's mail goes, or why they get none: known without making the mail."""

    name: str
    """The player's name as the roster has it."""
    address: str
    skipped: MessageOrEmpty = ""
    """Why the player gets no mail (a message of :data:`MAIL_TEXTS`), or ``""``."""
    to: Address | None = None

    @property
    def sendable(self) -> bool:
        return self.to is not None

    @property
    def shown(self) -> str:
        """The To line of the mail (``Name <address>``), or the address known."""
        return str(self.to) if self.to is not None else self.address


@dataclass(frozen=True, eq=False)
class MailText:
    """One player's mail as words: the subject, the plain text, and the HTML (``""`` unless asked for)."""

    subject: str
    body: str
    html: str = ""


class MailMaker:
    """The mails of one run, made one player at a time (see :func:`build_mails`, which makes them all).

    What every mail shares is made once, here: the templates are read and
    checked, the sender too, the report rendered as text and as HTML, each
    attachment made (and encoded) once. :meth:`addressee` says where a
    player's mail goes without making it; :meth:`text` makes its words (for
    a preview), :meth:`mail` the whole mail, its MIME message made by
    :class:`~wordmastermind.files.mail.mime.MimeMaker`.
    """

    def __init__(
        self,
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
        previous: MailMaker | None = None,
    ) -> None:
        """``previous``: the maker of the same mails before a change of their text, whose shared words
        (the report as text and HTML, and the few readers' own reports) are taken over if they stay the same."""
        if language not in LANGUAGES:
            raise ValueError(f"no mail texts for language {language!r}; choose from {', '.join(LANGUAGES)}")
        self.view, self.language = view, language
        self.texts = _texts(language)
        default_subject, default_template = default_texts(view.number, language, view.state.game_over)
        self.template = default_template if template is None else template
        self.subject_template = default_subject if subject_template is None else subject_template
        # A template that heads the guesses itself (as the default texts did until 2026-11-30) keeps its heading.
        self._heading = own_heading(language, translation) not in self.template.partition("{your_guesses}")[0]
        parse_template(self.subject_template)
        parse_template(self.template)
        self.from_address = parse_sender(sender)
        self.report = checked_report(view, language, report)
        self._said = said_by(self.template)
        from wordmastermind.core.wmm.reader_reports import ReaderReports

        self.readers = ReaderReports(view, self.report, lambda reader: mail_report(view, language, reader))
        self._readers_text: dict[str, str] = {}  # a report's key (ReaderReports.key) -> it as text
        self._readers_html: dict[str, str] = {}  # and as HTML, made when first asked for
        _check_no_secrets(self.subject_template, view.hidden, "mail.secret_in_subject")
        _check_no_secrets(self.template, view.hidden, "mail.secret_in_template")
        self.players = view.state.game.players
        self.attachments = tuple(attachments)
        self.attachment_for = attachment_for
        self.reply_to = reply_to
        self._made: dict[str, Attachment] = {}
        self._readers_made: dict[tuple[str, str], Attachment] = {}
        self._shared: dict[str, object] | None = None
        self._report_html: str | None = None
        if (previous is not None and previous.view is view and previous.report is self.report
                and (previous.language, previous.reply_to, previous.from_address, previous._said)
                == (language, reply_to, self.from_address, self._said)):
            self._shared, self._report_html = previous._shared, previous._report_html
            # The readers' own reports too (the example's player's, a withdrawn player's): a preview shows one
            # of them again at every pause in the typing of the template.
            self.readers, self._readers_text, self._readers_html = (
                previous.readers, previous._readers_text, previous._readers_html)
        from wordmastermind.files.mail.mime import MimeMaker

        self.mime = MimeMaker()

    def _common(self) -> dict[str, object]:
        """What every mail's words share: the report as text, the title, the send line (made once)."""
        if self._shared is None:
            from wordmastermind.files.writers.text import render_text

            game = self.view.state.game
            self._shared = {
                "report": render_text(self.report.leaving_out(self._said)).rstrip("\n"),
                "title": game.settings.title.strip() or self.texts["game"],
                "results": {p.name: p for p in self.view.state.players},
                "send": send_line(True, self.reply_to.strip() or self.from_address.addr_spec, self.language,
                                  translation),
            }
        return self._shared

    def _report_words(self, index: int, html: bool) -> tuple[str, str]:
        """The report the ``index``-th player's mail carries, as text and (if ``html``) as HTML: the run's, or
        their own (made once): the example's player's, or one who withdrew by the round (:class:`ReaderReports`)."""
        name = self.players[index].name
        key = self.readers.key(name)
        if key:
            if key not in self._readers_text:
                from wordmastermind.files.writers.text import render_text

                self._readers_text[key] = render_text(self._reader_report(name)).rstrip("\n")
            if html and key not in self._readers_html:
                from wordmastermind.files.mail.html import report_html

                self._readers_html[key] = report_html(self._reader_report(name))
            return self._readers_text[key], self._readers_html[key] if html else ""
        text = self._common()["report"]
        assert isinstance(text, str)
        if html and self._report_html is None:
            from wordmastermind.files.mail.html import report_html

            self._report_html = report_html(self.report.leaving_out(self._said))
        return text, self._report_html or ""

    def _reader_report(self, name: str) -> Report:
        """The report ``name``'s mail carries, without what the template says already."""
        return self.readers.of(name).leaving_out(self._said)

    def addressee(self, index: int) -> Addressee:
        """Where the mail of the roster's ``index``-th player goes, or why they get none."""
        return addressee(self.view, self.players[index])

    def text(self, index: int, *, html: bool = True) -> MailText:
        """The words of the ``index``-th player's mail: subject, plain text and (if ``html``) the HTML."""
        from wordmastermind.files.mail.html import blocks_html, mail_html
        from wordmastermind.files.writers.text import render_text

        common = self._common()
        view, language, number, texts = self.view, self.language, self.view.number, self.texts
        state = view.state
        player = self.players[index]
        results = common["results"]
        assert isinstance(results, dict)
        result = results.get(player.name)
        step = next_step(view, player.name)
        send = common["send"]
        assert isinstance(send, str)
        deadline, answer = "", ""
        if step is None:
            targets = texts["over"]
        elif result is not None and result.withdrawn_after is not None:  # the report of their last round
            targets, answer = texts["nobody"], withdrawn_line(result.withdrawn_after, language, translation)
        else:
            targets = spoken_list(step.targets, language, translation) or texts["nobody"]
            deadline = deadline_words(step.deadline, language, translation)
            answer = "\n".join(next_step_lines(step, language, translation, send))
        guesses: tuple[Block, ...] = ()
        if number > 0 and result is not None:
            own = own_guesses(state, player.name, number)
            guesses = own_guesses_blocks(own, points_only=state.game.settings.points_only, language=language,
                                         catalogs=translation, heading=self._heading)
        report_text, report_html = self._report_words(index, html)
        values: dict[str, object] = {
            "name": spoken_name(player.name),  # as a greeting says it: "Klein, Fritz" is Fritz Klein
            "round": number or 1,
            "total": result.total if result else 0,
            "rank": result.rank if result and number else "",
            "guess_points": result.guess_points if result else 0,
            "word_points": result.word_points if result else 0,
            "targets": targets,
            "deadline": deadline,
            "answer": answer,
            "your_word": own_word(state, player.name, language, translation) if result else player.secret,
            "your_guesses": render_text(Report("", guesses)).strip("\n") if guesses else "",
            "report": report_text,
            "title": common["title"],
        }
        subject = " ".join(render_template(self.subject_template, values).split())
        body = render_template(self.template, values)
        if not html:
            return MailText(subject, body)
        blocks = {"report": report_html, "your_guesses": blocks_html(guesses)}
        return MailText(subject, body, mail_html(self.template, values, blocks, title=subject, language=language))

    def check_formats(self) -> None:
        """Raise :class:`TemplateError` if a placeholder's format spec does not take a player's value.

        Only a template with a format spec (``{total:>4}``) can fail so: then every player's words are made.
        """
        if has_format_specs(self.template) or has_format_specs(self.subject_template):
            for index in range(len(self.players)):
                self.text(index, html=False)

    def files(self, index: int) -> tuple[Attachment, ...]:
        """What the ``index``-th player's mail carries: the attachments given, or the one their entry asks for;
        the report in them the one their mail carries (:meth:`_report_words`)."""
        key = self.readers.key(self.players[index].name)
        if self.attachments:
            return tuple(self._readers_file(index, key, kind) if key and (kind := self._report_kind(given)) else given
                         for given in self.attachments)
        kind = self.players[index].attachment_of(self.view.state.game.settings)
        if not kind or self.attachment_for is None:
            return ()
        if key:
            return (self._readers_file(index, key, kind),)
        if kind not in self._made:
            self._made[kind] = self.attachment_for(kind)
        return (self._made[kind],)

    def _report_kind(self, given: Attachment) -> str:
        """The kind of the report file ``given`` is (``pdf``, ``docx``, ``xlsx``), or ``""`` if it is another."""
        kind = given.filename.rpartition(".")[2]
        title = self.view.game.settings.title.strip() or self.texts["game"]
        made = attachment_name(title, self.view.number, kind, self.language, final=self.view.state.game_over)
        return kind if given.filename == made else ""

    def _readers_file(self, index: int, key: str, kind: str) -> Attachment:
        """The report the ``index``-th player's mail carries (``key``: :meth:`ReaderReports.key`) as a ``kind``
        file (made once)."""
        if (kind, key) not in self._readers_made:
            report = self.readers.of(self.players[index].name)
            self._readers_made[kind, key] = mail_attachment(self.view, report, kind, language=self.language)
        return self._readers_made[kind, key]

    def mail(self, index: int) -> PlayerMail:
        """The ``index``-th player's whole mail: its MIME message made if it goes out."""
        who = self.addressee(index)
        words = self.text(index)
        if who.to is None:
            return PlayerMail(who.name, who.address, words.subject, words.body, None, who.skipped, words.html)
        report, report_html = self._report_words(index, True)
        message = self.mime.message(
            sender=self.from_address, to=who.to, subject=words.subject, date=format_datetime(localtime()),
            message_id=make_msgid(domain=self.from_address.domain), body=words.body, html=words.html,
            attachments=self.files(index), report=report, report_html=report_html)
        return PlayerMail(who.name, who.address, words.subject, words.body, message, html=words.html)


build_mails = _every_mail(MailMaker)
"""``build_mails(view, sender=..., ...)``: every mail of a run, in roster order (what :class:`MailMaker` takes)."""


def addressee(view: PlayerView, player: Player) -> Addressee:
    """Where ``player``'s mail after the view's round goes, or why they get none (see :func:`build_mails`)."""
    roster = view.roster_name(player.name)  # the game master's lists name the players as the roster does
    gone = report_withheld(view, roster)
    if gone is not None:
        return Addressee(roster, "", MAIL_TEXTS.say("mail.default.withdrawn", round=gone))
    if not player.by_mail:
        # why not sent: for the game master, in their language (a code, not the mail's language)
        code = "mail.default.by_post" if player.channel == "post" else "mail.default.no_address"
        return Addressee(roster, "", MAIL_TEXTS.say(code))
    if not player.addresses:
        return Addressee(roster, "", MAIL_TEXTS.say("mail.default.no_address"))
    try:
        to = player_address(player.addresses[0], player.name)  # the first: where mail goes
    except MailError:
        return Addressee(roster, player.email, MAIL_TEXTS.say("mail.default.bad_address", address=player.email))
    return Addressee(roster, to.addr_spec, "", to)


def said_by(template: str) -> frozenset[str]:
    """What a mail of ``template`` tells its reader in its own words that the report it carries says too
    (:attr:`~wordmastermind.core.report.Paragraph.says`), so that the mail's report leaves it out: with
    ``{answer}``, the next round's guesses and weighting factor, its deadline, how to answer, or that the reader
    withdrew; with ``{deadline}``, the deadline.

    >>> sorted(said_by("{answer}\\n{report}")), sorted(said_by("Bis {deadline}!")), said_by("{report}")
    (['answer', 'deadline', 'guesses', 'withdrawn'], ['deadline'], frozenset())
    """
    names = template_placeholders(template)
    if "answer" in names:
        return frozenset({"guesses", "deadline", "answer", "withdrawn"})
    return frozenset({"deadline"}) if "deadline" in names else frozenset()


def checked_report(view: PlayerView, language: str, report: Report | None = None) -> Report:
    """``report``, or :func:`mail_report`'s (raising :class:`MailError` for a lot not drawn); only the players'."""
    if report is None:
        try:
            report = mail_report(view, language)
        except ValueError as error:
            from wordmastermind.files.messages import said

            raise MailError(said(error)) from None
    if report.audience is not Audience.PLAYERS:  # pragma: no cover - a guard
        raise MailError(MAIL.say("mail.players_only"))
    return report
