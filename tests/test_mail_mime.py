"""The mails' MIME, made once where shared: byte for byte what the ``email`` package makes of the same calls."""

from __future__ import annotations

import random
from dataclasses import replace
from email.message import EmailMessage
from email.policy import SMTP
from typing import Any

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.attachments import Attachment
from wordmastermind.files.mail.eml import message_bytes
from wordmastermind.files.mail.message import MailMaker, PlayerMail, build_mails, mail_attachment, mail_report
from wordmastermind.files.mail.mime import MimeMaker

SENDER = "Spielleiterin Jördis <gm@example.org>"


def sixty() -> Any:
    game = random_game(60, 3, seed=7)
    players = [replace(p, email=f"p{i}@example.org" if i % 9 else "") for i, p in enumerate(game.players)]
    return player_view(evaluate(game.with_players(players)), 3)


def as_the_package_makes_it(mail: PlayerMail, attachments: tuple[Attachment, ...]) -> EmailMessage:
    """The message of the mail as build_mails made it before: the email package's own calls, one by one."""
    from wordmastermind.files.mail.message import parse_sender

    made = mail.message
    assert made is not None
    message = EmailMessage()
    message["From"] = parse_sender(SENDER)
    message["To"] = made["To"].addresses[0]
    message["Subject"] = mail.subject
    message["Date"] = str(made["Date"])
    message["Message-ID"] = str(made["Message-ID"])
    message["Content-Language"] = "de"
    message.set_content(mail.body, subtype="plain", charset="utf-8", cte="quoted-printable")
    message.add_alternative(mail.html, subtype="html", charset="utf-8", cte="quoted-printable")
    for attachment in attachments:
        message.add_attachment(attachment.data, maintype=attachment.maintype, subtype=attachment.subtype,
                               filename=attachment.filename)
    return message


@pytest.mark.parametrize("attach", [False, True])
def test_every_mail_is_byte_for_byte_what_the_package_makes(attach: bool) -> None:
    view = sixty()
    report = mail_report(view, "de")
    attachments = (mail_attachment(view, report, "pdf", language="de"),) if attach else ()
    mails = build_mails(view, sender=SENDER, language="de", report=report, attachments=attachments)
    sent = [m for m in mails if m.message is not None]
    assert len(sent) == 53 and len(mails) == 60
    for mail in sent:
        assert mail.message is not None
        random.seed(30)  # the same boundaries
        expected = as_the_package_makes_it(mail, attachments).as_bytes(policy=SMTP)
        random.seed(30)
        assert message_bytes(mail.message) == expected
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
