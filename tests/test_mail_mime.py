"""The mails' MIME, made once where shared: byte for byte what the ``email`` package makes of the same calls."""

from __future__ import annotations

import random
from dataclasses import replace
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import make_msgid
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.attachments import Attachment
from wordmastermind.files.mail.eml import message_bytes
from wordmastermind.files.mail.flowed import flowed, unflowed
from wordmastermind.files.mail.message import MailMaker, PlayerMail, build_mails, mail_attachment, mail_report
from wordmastermind.files.mail.mime import MimeMaker

SENDER = "Spielleiterin Jördis <gm@example.org>"


def sixty() -> Any:
    game = random_game(60, 3, seed=7)
    players = [replace(p, email=f"p{i}@example.org" if i % 9 else "") for i, p in enumerate(game.players)]
    return player_view(evaluate(game.with_players(players)), 3)


def as_the_package_makes_it(mail: PlayerMail, attachments: tuple[Attachment, ...]) -> EmailMessage:
    """The message of the mail as build_mails made it before: the email package's own calls, one by one."""
    from wordmastermind.files.mail.addresses import parse_sender

    made = mail.message
    assert made is not None
    message = EmailMessage()
    message["From"] = parse_sender(SENDER)
    message["To"] = made["To"].addresses[0]
    message["Subject"] = mail.subject
    message["Date"] = str(made["Date"])
    message["Message-ID"] = str(made["Message-ID"])
    message["Content-Language"] = "de"
    message.set_content(flowed(mail.body), subtype="plain", charset="utf-8", cte="quoted-printable")
    message.set_param("format", "flowed")
    message.set_param("delsp", "no")
    message.add_alternative(mail.html, subtype="html", charset="utf-8", cte="quoted-printable")
    for attachment in attachments:
        message.add_attachment(attachment.data, maintype=attachment.maintype, subtype=attachment.subtype,
                               filename=attachment.filename)
    return message


def with_boundaries_of(message: EmailMessage, made: EmailMessage) -> EmailMessage:
    """``message`` with the boundaries of ``made`` (the same shape) set, as the run drew them."""
    for mine, theirs in zip(message.walk(), made.walk()):
        if theirs.is_multipart():
            boundary = theirs.get_boundary()
            assert boundary and mine.get_content_type() == theirs.get_content_type()
            mine.set_boundary(boundary)
    return message


@pytest.mark.parametrize("attach", [False, True])
def test_every_mail_is_byte_for_byte_what_the_package_makes(attach: bool) -> None:
    view = sixty()
    report = mail_report(view, "de")
    attachments = (mail_attachment(view, report, "pdf", language="de"),) if attach else ()
    mails = build_mails(view, sender=SENDER, language="de", report=report, attachments=attachments)
    sent = [m for m in mails if m.message is not None]
    assert len(sent) == 53 and len(mails) == 60
    boundaries = set()
    for mail in sent:
        assert mail.message is not None
        made = as_the_package_makes_it(mail, attachments)
        expected = with_boundaries_of(made, mail.message).as_bytes(policy=SMTP)  # the run's boundaries
        state = random.getstate()
        assert message_bytes(mail.message) == expected
        assert random.getstate() == state  # none drawn: the run drew them
        boundaries.add(tuple(part.get_boundary() for part in mail.message.walk() if part.is_multipart()))
    assert len(boundaries) == 1 and len(set(boundaries.pop())) == (2 if attach else 1)  # once, for every mail
    random.seed(31)
    again = build_mails(view, sender=SENDER, language="de", report=report, attachments=attachments)[1].message
    assert again is not None
    random.seed(32)
    package = again.as_bytes(policy=SMTP)  # the package's own generator: the same bytes as ours
    assert message_bytes(again) == package


def test_the_attachment_is_made_and_encoded_once_for_all_mails() -> None:
    view = sixty()
    report = mail_report(view, "de")
    made: list[str] = []

    def attachment_for(kind: str) -> Attachment:
        made.append(kind)
        return mail_attachment(view, report, kind, language="de")

    game = view.state.game.with_settings(replace(view.state.game.settings, attachment="pdf"))
    view = replace(view, state=replace(view.state, game=game))
    maker = MailMaker(view, sender=SENDER, language="de", report=report, attachment_for=attachment_for)
    mails = [maker.mail(index) for index in range(len(maker.players))]
    assert made == ["pdf"] and maker.mime.attachments_encoded == 1
    parts = {id(m.message.get_payload()[1]) for m in mails if m.message is not None}  # type: ignore[index]
    assert len(parts) == 1  # the very same part in each
    data = {message_bytes(m.message).split(b"Content-Type: application/pdf")[1].rsplit(b"\r\n--", 1)[0]
            for m in mails if m.message}
    assert len(data) == 1 and b"JVBERi0" in data.pop()  # the same base64 in each: the PDF


@pytest.mark.parametrize("text", [
    "", "\n", "ein Satz", "ein Satz\n", "zwei\n\nZeilen\n", "Grüße, Jördis\n", "Leer am Ende \n", "Tab am Ende\t",
    "x" * 75 + " \n", "y" * 76 + "\t", "=" * 200, "lang " * 40 + "\n", "mit\r\nCRLF\rund CR\n", "ü" * 60,
    "\x0bvertikal\x0c\x1c\x85\n",
])
def test_quoted_printable_is_the_packages(text: str) -> None:
    made = EmailMessage()
    made.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    maker = MimeMaker()
    assert maker.quoted_printable(text) == made.get_payload()
    assert maker.quoted_printable(text) == made.get_payload()  # from what it kept


def test_random_texts_are_encoded_as_the_package_encodes_them() -> None:
    rng = random.Random(5)
    alphabet = "abc ÄÖÜß=\t\n\r.-€😀 "
    maker = MimeMaker()
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 200)))
        made = EmailMessage()
        made.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
        assert maker.quoted_printable(text) == made.get_payload(), repr(text)


def test_a_message_of_another_shape_is_written_as_the_package_writes_it() -> None:
    """A preamble, a message part, a part not in ASCII: the package's own generator writes it, the same bytes."""
    inner = EmailMessage()
    inner["Subject"] = "weitergeleitet"
    inner.set_content("Grüße\n")
    message = EmailMessage()
    message["Subject"] = "Rückfrage"
    message.set_content("Hallo Jördis,\nsiehe unten.\n")
    message.add_attachment(inner)
    message.preamble = "Eine Vorrede.\n"
    random.seed(33)
    expected = message.as_bytes(policy=SMTP)
    message = EmailMessage()  # the same again, its boundaries not drawn yet
    message["Subject"] = "Rückfrage"
    message.set_content("Hallo Jördis,\nsiehe unten.\n")
    message.add_attachment(inner)
    message.preamble = "Eine Vorrede.\n"
    random.seed(33)
    assert message_bytes(message) == expected


def test_the_log_of_the_mails_is_the_same_made_from_their_view() -> None:
    from wordmastermind.core.wmm.sent_log import sent_reports

    view = sixty()
    names = [p.name for p in view.state.game.players]
    evaluation = evaluate(view.state.game)
    made = sent_reports(evaluation, 3, "round", names, "2026-12-01T18:00+01:00", status="written")
    given = sent_reports(evaluation, 3, "round", names, "2026-12-01T18:00+01:00", status="written",
                         view=player_view(evaluation, 3))
    assert made == given and all(record.snapshot for record in given)
    with pytest.raises(ValueError):
        sent_reports(evaluation, 2, "round", names, "2026-12-01T18:00+01:00", view=player_view(evaluation, 3))


@pytest.mark.parametrize("text, block", [
    ("Hallo,\nBERICHT\nZeile 2\n\nGruß\n", "BERICHT\nZeile 2"),  # in the middle
    ("BERICHT\nZeile 2\nGruß", "BERICHT\nZeile 2"),  # first
    ("Hallo\nBERICHT\nZeile 2", "BERICHT\nZeile 2"),  # last, no line end after it
    ("Hallo\nBERICHT\nZeile 2\n", "BERICHT\nZeile 2"),
    ("Hallo\n\nBERICHT", "\nBERICHT"),  # from an empty line on
    ("Hallo BERICHT\nZeile 2\n", "BERICHT\nZeile 2"),  # not from a line's start: line by line
    ("Hallo\nBERICHT\nZeile 2 und mehr\n", "BERICHT\nZeile 2"),  # not to a line's end
    ("Hallo\nBERICHT x\nBERICHT\n", "BERICHT"),  # where it is whole lines, not before
    ("Hallo\r\nBERICHT\n", "BERICHT"),  # a CR: as the package splits
    ("Hallo\nBERICHT\n\n", "BERICHT\n"),  # a block ending with a line end: line by line
    ("Hallo\n", "BERICHT"), ("", "BERICHT"), ("BERICHT", "BERICHT"),
    ("x\n" + "Grüße = " * 30 + "\n" * 3 + "Ende \n", "Grüße = " * 30 + "\n"),
])
def test_the_report_block_is_encoded_once_as_the_package_encodes_the_whole(text: str, block: str) -> None:
    made = EmailMessage()
    made.set_content(text, subtype="plain", charset="utf-8", cte="quoted-printable")
    maker = MimeMaker()
    for _ in range(2):  # made, then from what was kept
        encoded = maker.quoted_printable(text, block)
        assert encoded == made.get_payload()
        payload: Any = made.get_payload()
        assert b"".join(getattr(encoded, "wire")) == payload.replace("\n", "\r\n").encode("ascii")


def test_the_mails_share_the_encoded_report_and_read_back_as_written() -> None:
    import email
    import email.policy

    view = sixty()
    report = mail_report(view, "de")
    attachments = (mail_attachment(view, report, "pdf", language="de"),)
    maker = MailMaker(view, sender=SENDER, language="de", report=report, attachments=attachments)
    mails = [maker.mail(index) for index in range(len(maker.players))]
    shared = set()
    for mail in mails:
        if mail.message is None:
            continue
        parts: Any = mail.message.get_payload()
        plain, html = parts[0].get_payload()
        shared.add((id(plain.get_payload().wire[1]), id(html.get_payload().wire[1])))
        read = email.message_from_bytes(message_bytes(mail.message), policy=email.policy.default)
        assert isinstance(read, EmailMessage)
        assert [part.get_content_type() for part in read.walk()] == [
            "multipart/mixed", "multipart/alternative", "text/plain", "text/html", "application/pdf"]
        body, page = read.get_body(("plain",)), read.get_body(("html",))
        assert body is not None and body.get_content_type() == "text/plain"
        assert (body.get_param("format"), body.get_param("delsp")) == ("flowed", "no")
        assert unflowed(body.get_content().replace("\r\n", "\n")) == mail.body  # read as written: CRLF, flowed
        assert page is not None and page.get_content().replace("\r\n", "\n") == mail.html
        assert not read.defects and all(not part.defects for part in read.walk())
    assert len(shared) == 1  # the report's lines, as text and as HTML: the same bytes in every mail


def test_an_html_escape_is_the_packages() -> None:
    import html

    from wordmastermind.files.mail.html import _escape

    rng = random.Random(3)
    for _ in range(200):
        text = "".join(rng.choice("a<>&\"' üß&amp;") for _ in range(rng.randrange(30)))
        assert _escape(text) == html.escape(text, quote=True)


def test_a_template_refused_is_refused_again_and_one_read_is_kept() -> None:
    from wordmastermind.files.mail.errors import TemplateError
    from wordmastermind.files.mail.template import parse_template

    for _ in range(2):
        with pytest.raises(TemplateError):
            parse_template("Hallo {nmae}")
    template = "Hallo {name}, Runde {round}\n{report}"
    assert parse_template(template) is parse_template(template)


@pytest.mark.parametrize("title", ["Partie d'automne : vos propositions pour la manche 3, s'il vous plaît",
                                   "Herbstpartie des Schachclubs Nord, Runde drei: bitte alle Rateversuche prüfen"])
def test_a_long_subject_folded_before_an_accented_word_reads_back_with_one_space(title: str) -> None:
    """The ``email`` package folds such a subject after "vous " and puts "plaît" in an encoded word on the next
    line: a reader shows the space before the fold and the fold's own, "s'il vous  plaît". Not in our mails,
    however they are written (the round's mail, a plain one as reminders and receipts are)."""
    import email

    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.files.mail.receipts import plain_mail

    game = rules_example()
    game = replace(game, settings=replace(game.settings, title=title), players=tuple(
        replace(p, email=f"{p.name.lower()}@example.org") for p in game.players))
    round_mail = build_mails(player_view(evaluate(game), 2), sender=SENDER, language="fr")[0].message
    reminder = plain_mail(game.players[0], "Alfons", SENDER, title, "Bonjour", "fr", "").message
    for message in (round_mail, reminder):
        assert message is not None
        for written in (message_bytes(message), message.as_bytes(policy=SMTP)):
            subject = email.message_from_bytes(written, policy=email.policy.default)["Subject"]
            assert subject.startswith(title) and "  " not in subject
            assert all(len(line) <= 78 for line in written.split(b"\r\n\r\n")[0].split(b"\r\n"))


_ASCII = st.characters(min_codepoint=32, max_codepoint=126)
_NON_ASCII = st.sampled_from("äöüßéÄ€😀\t\x7f")


@given(display=st.text(st.one_of(_ASCII, _ASCII, _ASCII, _NON_ASCII), max_size=90),
       local=st.from_regex(r"[a-z0-9.+_-]{1,30}", fullmatch=True).filter(lambda s: ".." not in s and s[0] != "."
                                                                          and s[-1] != "."),
       domain=st.from_regex(r"[a-z0-9-]{1,20}\.(org|de|nl|fr)", fullmatch=True))
def test_a_mails_own_to_is_the_header_the_package_makes(display: str, local: str, domain: str) -> None:
    """Each mail's To (and Message-ID), made without the package's parse where it is one line of printable ASCII,
    is written as the package writes its own header of the same value, under either policy, and reads the same."""
    from email.policy import default

    from wordmastermind.files.mail.mime import _OneLine, _own

    address = Address(display, local, domain)
    for name, value in (("To", address), ("Message-ID", make_msgid(domain=domain)),
                        ("Message-ID", f"<{local}@{domain}>"), ("Message-ID", f"<{display}@{domain}>")):  # not a mail's
        try:
            mine = _own(name, value)[1]
        except Exception as error:  # as the package fails on it ("<@x.org>": Python 3.11 to 3.13)
            with pytest.raises(type(error)):
                default.header_store_parse(name, value)
            continue
        if not isinstance(mine, _OneLine):
            assert type(mine).__module__ == "email.headerregistry"  # the package's own (as it parses it)
            continue
        theirs = default.header_store_parse(name, value)[1]
        assert str(mine) == str(theirs)
        for policy in (SMTP, default, SMTP.clone(max_line_length=40), default.clone(max_line_length=None)):
            assert policy.fold_binary(name, mine) == policy.fold_binary(name, theirs)
        if name == "To":
            assert tuple(mine.addresses) == tuple(theirs.addresses)
    if str(address).isascii() and str(address).isprintable() and len(str(address)) <= 70:
        assert isinstance(_own("To", address)[1], _OneLine)  # made without the parse
    message = EmailMessage()
    message["To"] = _own("To", address)[1]
    assert message["To"].addresses == (address,) and message.as_bytes(policy=SMTP).startswith(
        SMTP.fold_binary("To", default.header_store_parse("To", address)[1]))


@given(st.lists(st.sampled_from(["a", " ", "\n", "\r", "\r\n", "«", "»", ":", ";", ")", "1", "&", "<", "\x00", "\x07",
                                 "\t", "é", "\ud800"]), max_size=60).map("".join))
def test_a_mails_html_lines_are_each_line_escaped(text: str) -> None:
    """The HTML of a mail's own words, made of the whole text at once, is each of its lines escaped as a cell's
    text is (kept spaces non-breaking, control characters cleaned out), line breaks kept."""
    from wordmastermind.files.mail.html import _lines, _text

    assert _lines(text) == "<br>\n".join(_text(line) for line in text.replace("\r\n", "\n").split("\n"))
