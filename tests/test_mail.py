"""Mail to the players: templates, secrets, .eml files and a real local SMTP server."""

from __future__ import annotations

import base64
import datetime
import email
import email.policy
import ipaddress
import quopri
import re
import smtplib
import socket
import ssl
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import NOUNS, rules_example
from wordmastermind.core.wmm.game import Game, Player
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.i18n import render
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail import smtp as smtpmod
from wordmastermind.files.mail.errors import (
    KeyringError,
    MailError,
    SecretInTemplateError,
    TemplateError,
    UnknownPlaceholderError,
)
from wordmastermind.files.mail.eml import message_bytes, safe_file_stem, write_eml
from wordmastermind.files.mail.flowed import unflowed
from wordmastermind.files.mail.message import (
    DEFAULT_SUBJECTS,
    DEFAULT_TEMPLATES,
    PlayerMail,
    build_mails,
)
from wordmastermind.files.mail.smtp import (
    KEYRING_SERVICE,
    SendResult,
    SmtpSettings,
    forget_password_in_keyring,
    password_from_keyring,
    retry_failed,
    send_mails,
    store_password_in_keyring,
)
from wordmastermind.files.mail.template import (
    PLACEHOLDERS,
    parse_template,
    render_template,
    template_placeholders,
    template_text,
)

SENDER = "Jö der Spielleiter <joe@example.org>"
HIDDEN_AFTER_2 = {"Alfons": "SALAT", "Gustav": "MOTEL", "Beatrix": "TISCH", "Jürgen Müller": "KERZE"}
"""The secrets still in play after round 2 of the rules' example."""


def mail_game() -> Game:
    """The rules' example, Fritzchen renamed Jürgen Müller, Beatrix without an address."""
    game = rules_example().with_player(4, Player("Jürgen Müller", "KERZE"))
    addresses = {
        "Alfons": "alfons@example.org",
        "Gustav": "gustav@example.org",
        "Beatrix": "",
        "Emil": "emil@example.org",
        "Jürgen Müller": "juergen@example.org",
    }
    return game.with_players(
        Player(p.name, p.secret, email=addresses[p.name]) for p in game.players
    )


@pytest.fixture
def evaluation() -> Evaluation:
    return evaluate(mail_game())


def mails_for(evaluation: Evaluation, number: int = 2, **kwargs: Any) -> list[PlayerMail]:
    kwargs.setdefault("sender", SENDER)
    kwargs.setdefault("language", "de")
    return build_mails(player_view(evaluation, number), **kwargs)


def sendable(mails: list[PlayerMail]) -> list[PlayerMail]:
    return [m for m in mails if m.message is not None]


def parse(data: bytes) -> EmailMessage:
    message = email.message_from_bytes(data, policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    return message


def body_of(message: EmailMessage) -> str:
    """The plain text of ``message`` as a mail program that reads format=flowed shows it (\\n line ends)."""
    part = message.get_body(("plain",))
    assert part is not None
    assert (part.get_param("format"), part.get_param("delsp")) == ("flowed", "no")
    content = part.get_content()
    assert isinstance(content, str)
    return unflowed(content.replace("\r\n", "\n"))


def every_reading(data: bytes) -> str:
    """Every way a reader might see ``data``: raw, QP-decoded, base64-decoded, parsed."""
    message = parse(data)
    texts = [
        data.decode("latin-1"),
        quopri.decodestring(data).decode("utf-8", "replace"),
        str(message["Subject"]),
        str(message["To"]),
        body_of(message),
    ]
    for part in message.walk():
        if not part.is_multipart():
            payload = part.get_payload(decode=True)
            assert isinstance(payload, bytes)
            texts.append(payload.decode("utf-8", "replace"))
    for chunk in re.findall(rb"[A-Za-z0-9+/=\r\n]{40,}", data):
        try:
            texts.append(base64.b64decode(chunk, validate=False).decode("utf-8", "replace"))
        except ValueError:
            pass
    return "\n".join(texts)


def has_word(text: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE) is not None


# -- templates ----------------------------------------------------------------


def test_every_placeholder_is_filled_in(evaluation: Evaluation) -> None:
    template = " | ".join(f"{name}={{{name}}}" for name in PLACEHOLDERS if name not in ("report", "your_guesses", "answer"))
    mails = mails_for(evaluation, template=template + "\n{answer}\n{report}", language="en")
    alfons = mails[0]
    first_line = alfons.body.splitlines()[0]
    result = evaluation.player("Alfons")
    assert first_line == (
        f"name=Alfons | round=2 | total={result.total} | rank={result.rank} | "
        f"guess_points={result.guess_points} | word_points={result.word_points} | "
        "targets=Gustav, Beatrix and Jürgen Müller | deadline=as soon as everyone has answered | "
        "your_word=SALAT | title=Joes Wörter-MasterMind: the rules' example"
    )
    assert alfons.body.splitlines()[1:7] == [
        "Deadline for round 3: as soon as everyone has answered.",
        "In round 3 you have one guess, weighting factor (WF) 4. You may guess at Gustav, Beatrix and Jürgen Müller.",
        "How to answer: one line per guess, like this:",
        "Gustav: WORD", "Beatrix: WORD", "Jürgen Müller: WORD",
    ]
    assert "Joes Wörter-MasterMind: the rules' example, round 2" in alfons.body  # the report


def test_literal_braces_and_format_specs() -> None:
    assert render_template("{{name}} {name} {{{name}}}", {"name": "Emil"}) == "{name} Emil {Emil}"
    assert render_template("[{total:>4}]", {"total": 31}) == "[  31]"


@pytest.mark.parametrize(
    ("template", "named"),
    [
        ("Hallo {nmae}!", "{nmae}"),
        ("Hallo {Name}!", "{Name}"),
        ("{name.__class__}", "{name.__class__}"),
        ("{name[0]}", "{name[0]}"),
        ("Stand: {}", "{}"),
        ("{0}", "{0}"),
    ],
)
def test_an_unknown_placeholder_is_named(template: str, named: str) -> None:
    with pytest.raises(UnknownPlaceholderError) as caught:
        parse_template(template)
    assert named in str(caught.value)
    assert isinstance(caught.value, ValueError)
    assert not isinstance(caught.value, KeyError)


def test_a_close_misspelling_gets_a_suggestion() -> None:
    with pytest.raises(UnknownPlaceholderError, match=r"did you mean \{your_word\}") as caught:
        parse_template("Line one\nDein Wort: {your_wort}")
    assert caught.value.placeholder == "your_wort"
    assert "line 2" in str(caught.value)


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("Hallo {name", r"stray '\{' in line 1"),
        ("Hallo\n{name {round}", r"stray '\{' in line 2"),
        ("Hallo name}", r"stray '\}' in line 1"),
        ("a\nb\n}", r"stray '\}' in line 3"),
    ],
)
def test_a_stray_brace_is_a_clear_error(template: str, message: str) -> None:
    with pytest.raises(TemplateError, match=message):
        parse_template(template)


def test_a_bad_format_spec_is_a_template_error() -> None:
    with pytest.raises(TemplateError, match=r"\{name:d\}"):
        render_template("{name:d}", {"name": "Emil"})


def test_build_mails_reports_template_errors_not_key_errors(evaluation: Evaluation) -> None:
    with pytest.raises(UnknownPlaceholderError, match=r"\{punkte\}"):
        mails_for(evaluation, template="Du hast {punkte} Punkte")
    with pytest.raises(UnknownPlaceholderError, match=r"\{runde\}"):
        mails_for(evaluation, subject_template="Runde {runde}")
    with pytest.raises(TemplateError, match="stray"):
        mails_for(evaluation, template="{name")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_default_templates_use_every_personal_placeholder(language: str) -> None:
    used = set(template_placeholders(DEFAULT_TEMPLATES[language]))
    # {your_guesses} ends with the player's total and rank, said once.
    assert used >= {"name", "round", "your_guesses", "guess_points", "word_points",
                    "answer", "your_word", "report"}
    assert not used & {"total", "rank"}
    assert set(template_placeholders(DEFAULT_SUBJECTS[language])) == {"title", "round"}
    # No word a player might pick as a secret is in the defaults' own text.
    text = template_text(DEFAULT_TEMPLATES[language]) + template_text(
        DEFAULT_SUBJECTS[language]
    )
    assert [noun for noun in NOUNS if has_word(text, noun)] == []


def test_a_template_that_names_a_secret_in_play_is_refused(evaluation: Evaluation) -> None:
    with pytest.raises(SecretInTemplateError, match="Alfons's secret word") as caught:
        mails_for(evaluation, template="Tipp: es ist nicht Salat. {report}")
    assert caught.value.owner == "Alfons"
    with pytest.raises(SecretInTemplateError, match="subject"):
        mails_for(evaluation, subject_template="Runde {round}: MOTEL")
    # Emil's LAMPE was guessed in round 2: it is news, not a secret.
    mails = mails_for(evaluation, template="LAMPE war es! {report}")
    assert mails[0].body.startswith("LAMPE war es!")


def test_unknown_language_is_refused(evaluation: Evaluation) -> None:
    with pytest.raises(ValueError, match="es"):
        mails_for(evaluation, language="es")


def test_a_bad_sender_is_refused(evaluation: Evaluation) -> None:
    with pytest.raises(MailError, match="sender|address"):
        mails_for(evaluation, sender="nobody")


# -- the mails ----------------------------------------------------------------


def test_one_mail_per_player_with_an_address(evaluation: Evaluation) -> None:
    mails = mails_for(evaluation)
    assert [m.name for m in mails] == ["Alfons", "Gustav", "Beatrix", "Emil", "Jürgen Müller"]
    assert [m.name for m in sendable(mails)] == ["Alfons", "Gustav", "Emil", "Jürgen Müller"]
    beatrix = mails[2]
    assert beatrix.message is None and render(beatrix.skipped, "de") == "keine E-Mail-Adresse"
    assert beatrix.body.startswith("Hallo Beatrix,")  # still previewable
    english = mails_for(evaluation, language="en")
    assert str(english[2].skipped) == "no e-mail address"


def test_an_invalid_address_is_skipped_with_the_reason() -> None:
    game = mail_game()
    game = game.with_player(2, Player("Beatrix", "TISCH", email="beatrix@"))
    mails = mails_for(evaluate(game), language="en")
    assert mails[2].message is None
    assert str(mails[2].skipped) == "not a valid e-mail address: beatrix@"
    for bad in ["beatrix", "b atrix@example.org", "bea@localhost", "bé@example.org", "a@b@c.de", "a@.de"]:
        game = game.with_player(2, Player("Beatrix", "TISCH", email=bad))
        assert mails_for(evaluate(game))[2].message is None, bad


def test_an_address_as_an_address_book_copies_it_gets_the_mail() -> None:
    """Outlook and Thunderbird copy an address as ``Bea Tischler <bea@example.org>``: the mail goes to the
    address, under the roster's name; a receipt too."""
    from wordmastermind.files.mail.receipts import plain_mail

    for written in ("Bea Tischler <bea@example.org>", '"Tischler, Bea" <bea@example.org>; bea@work.example'):
        game = mail_game().with_player(2, Player("Beatrix", "TISCH", email=written))
        mail = mails_for(evaluate(game))[2]
        assert mail.message is not None, mail.skipped
        assert mail.address == "bea@example.org"
        to = parse(message_bytes(mail.message))["To"].addresses[0]
        assert (to.display_name, to.addr_spec) == ("Beatrix", "bea@example.org")
        receipt = plain_mail(game.players[2], "Beatrix", SENDER, "Runde 2", "Hallo", "de", "")
        assert receipt.message is not None and receipt.address == "bea@example.org"
    game = mail_game().with_player(2, Player("Beatrix", "TISCH", email="Bea Tischler <bea@>"))
    assert str(mails_for(evaluate(game), language="en")[2].skipped) == (
        "not a valid e-mail address: Bea Tischler <bea@>")


def test_a_domain_with_umlauts_is_idna_encoded() -> None:
    game = mail_game().with_player(2, Player("Beatrix", "TISCH", email="bea@müller.de"))
    mail = mails_for(evaluate(game))[2]
    assert mail.message is not None
    assert mail.address == "bea@xn--mller-kva.de"


def test_a_domain_with_sharp_s_goes_to_that_domain_not_to_the_one_with_ss() -> None:
    """Found by a German game master: juergen@weiß.example was sent to weiss.example (Python's IDNA 2003 codec
    makes ß ss), another domain since 2010: a stranger's mailbox got Jürgen's secret word."""
    game = mail_game().with_player(2, Player("Beatrix", "TISCH", email="Jürgen Weiß <juergen@weiß.example>"))
    mail = mails_for(evaluate(game))[2]
    assert mail.message is not None
    assert mail.address == "juergen@xn--wei-7ka.example"  # the envelope's recipient
    assert parse(message_bytes(mail.message))["To"].addresses[0].addr_spec == "juergen@xn--wei-7ka.example"
    game = mail_game().with_player(2, Player("Beatrix", "TISCH", email="bea@exa mple.de"))
    assert mails_for(evaluate(game))[2].message is None


def test_headers_are_complete_and_umlauts_encoded(evaluation: Evaluation) -> None:
    mails = mails_for(evaluation)
    juergen = mails[4]
    assert juergen.message is not None
    data = message_bytes(juergen.message)
    assert data.isascii()  # 7-bit clean: umlauts are encoded
    assert b"\r\n" in data
    parsed = parse(data)
    to = parsed["To"].addresses[0]
    assert (to.display_name, to.addr_spec) == ("Jürgen Müller", "juergen@example.org")
    sender = parsed["From"].addresses[0]
    assert (sender.display_name, sender.addr_spec) == ("Jö der Spielleiter", "joe@example.org")
    assert str(parsed["Subject"]) == "Joes Wörter-MasterMind: the rules' example: Runde 2"
    assert parsed["Date"].datetime is not None
    assert re.fullmatch(r"<[^<>@\s]+@example\.org>", parsed["Message-ID"])
    assert parsed.get_content_type() == "multipart/alternative"
    assert [p.get_content_charset() for p in parsed.iter_parts()] == ["utf-8", "utf-8"]
    assert "Hallo Jürgen Müller," in body_of(parsed)
    assert "Viele Grüße" in body_of(parsed)
    ids = {m.message["Message-ID"] for m in sendable(mails) if m.message is not None}
    assert len(ids) == 4


def test_the_points_are_said_without_a_plural_that_one_point_would_make_wrong(evaluation: Evaluation) -> None:
    """Found by a game master: "It has earned you 1 word points so far, your guesses 1 guess points."."""
    for mail in sendable(mails_for(evaluation, language="en")):
        result = evaluation.player(mail.name)
        assert f"Word points so far: {result.word_points}; guess points: {result.guess_points}.\n" in mail.body


def test_each_player_reads_their_own_numbers(evaluation: Evaluation) -> None:
    for mail in sendable(mails_for(evaluation)):
        result = evaluation.player(mail.name)
        standing = f"Dein Stand: {result.total} Punkte, Platz {result.rank} von {len(evaluation.players)}."
        assert standing in mail.body
        assert mail.body.count("Dein Stand") == 1  # said once, under the player's own guesses
        assert f"Wortpunkte bisher: {result.word_points}; Ratepunkte: {result.guess_points}." in mail.body
        others = [p.name for p in evaluation.players if p.in_play and p.name != mail.name]
        said = others[0] if len(others) == 1 else f"{', '.join(others[:-1])} und {others[-1]}"
        assert f"Du darfst raten bei {said}.\n" in mail.body


def test_the_report_is_the_players_report(evaluation: Evaluation) -> None:
    for mail in mails_for(evaluation, language="en") + mails_for(evaluation, language="de"):
        assert "overview" not in mail.body and "Gesamtübersicht" not in mail.body
        assert "game master only" not in mail.body and "nur für den Spielleiter" not in mail.body.lower()


def assert_secrets_kept(mails: list[PlayerMail], hidden: dict[str, str], folder: Path) -> None:
    """Each player's own secret only in their mail; no other secret in play anywhere."""
    paths = write_eml(mails, folder)
    by_name = {m.name: m for m in sendable(mails)}
    assert len(paths) == len(by_name)
    for path, (name, mail) in zip(paths, by_name.items()):
        data = path.read_bytes()
        assert mail.message is not None and data == message_bytes(mail.message)
        reading = every_reading(data)
        for owner, secret in hidden.items():
            if owner == name:
                assert has_word(body_of(parse(data)), secret), (name, secret)
            else:
                assert not has_word(reading, secret), f"{owner}'s {secret} in {name}'s mail"
    # Also in what the app shows and what is skipped.
    for mail in mails:
        for owner, secret in hidden.items():
            if owner != mail.name:
                assert not has_word(mail.preview(), secret)


def test_no_secret_in_play_reaches_another_player(evaluation: Evaluation, tmp_path: Path) -> None:
    for language in ("de", "en"):
        mails = mails_for(evaluation, language=language)
        assert_secrets_kept(mails, HIDDEN_AFTER_2, tmp_path / language)
        # Emil's LAMPE, guessed in round 2, is news for everybody.
        assert all("LAMPE" in m.body for m in mails)


def test_an_earlier_round_keeps_later_news_secret(evaluation: Evaluation, tmp_path: Path) -> None:
    mails = mails_for(evaluation, 1)
    hidden = dict(HIDDEN_AFTER_2, Emil="LAMPE")  # LAMPE was guessed only in round 2
    assert_secrets_kept(mails, hidden, tmp_path)
    assert all("Runde 1" in m.subject for m in mails)


def test_secrets_in_the_notes_and_title_are_masked(tmp_path: Path) -> None:
    game = mail_game().with_notes(2, "Fast! Salat ist bald heraus, Motel auch.")
    game = game.with_settings(game.settings.__class__(title="Partie KERZE"))
    mails = mails_for(evaluate(game))
    assert_secrets_kept(mails, HIDDEN_AFTER_2, tmp_path)
    jurgen = mails[4]
    assert jurgen.subject == "Partie •••••: Runde 2"  # even his own word, in the shared title
    assert "Fast! ••••• ist bald heraus, ••••• auch." in jurgen.body


def test_when_the_game_is_over_targets_say_so() -> None:
    game = random_game(4, 30, seed=1)
    game = game.with_players(Player(p.name, p.secret, email=f"p{i}@example.org") for i, p in enumerate(game.players))
    result = evaluate(game)
    assert result.game_over
    last = result.round
    english = mails_for(result, last, language="en", template="{targets}")
    assert {m.body for m in english} == {"nobody, the game is over."}
    german = mails_for(result, last, language="de", template="{targets}")
    assert {m.body for m in german} == {"niemandem mehr, die Partie ist zu Ende."}
    earlier = mails_for(result, last - 1, language="en", template="{targets}")
    assert all(m.body and "over" not in m.body for m in earlier)


# -- .eml files ---------------------------------------------------------------


def test_eml_files_parse_back(evaluation: Evaluation, tmp_path: Path) -> None:
    mails = mails_for(evaluation)
    paths = write_eml(mails, tmp_path / "mails")
    assert [p.name for p in paths] == ["Alfons.eml", "Gustav.eml", "Emil.eml", "Jürgen Müller.eml"]
    for path, mail in zip(paths, sendable(mails)):
        with path.open("rb") as handle:
            message = email.message_from_binary_file(handle, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        assert message["To"].addresses[0].addr_spec == mail.address
        assert message["To"].addresses[0].display_name == mail.name
        assert str(message["Subject"]) == mail.subject
        assert body_of(message).replace("\r\n", "\n") == mail.body
        # The legacy API, as older tools use it, reads it too: the plain text comes first.
        legacy = email.message_from_bytes(path.read_bytes())
        plain = legacy.get_payload(0)
        assert plain.get_content_type() == "text/plain"
        assert unflowed(plain.get_payload(decode=True).decode("utf-8").replace("\r\n", "\n")) == mail.body
    assert sorted(p.name for p in (tmp_path / "mails").iterdir()) == sorted(p.name for p in paths)


def test_eml_files_are_written_again_without_leftovers(evaluation: Evaluation, tmp_path: Path) -> None:
    mails = mails_for(evaluation)
    write_eml(mails, tmp_path)
    again = write_eml(mails_for(evaluation, template="Neu: {name}"), tmp_path)
    assert body_of(parse(again[0].read_bytes())).rstrip() == "Neu: Alfons"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in again)


def test_eml_file_names_are_safe_and_unique(tmp_path: Path) -> None:
    names = ["Anna", "ANNA", "a/b", "a\\b", "Con", "Nul.txt", "Jo: <der> Große?", "...", "a|b*c"]
    message = EmailMessage()
    mails = [PlayerMail(name, f"p{i}@example.org", "s", "b", message) for i, name in enumerate(names)]
    paths = write_eml(mails, tmp_path)
    stems = [p.stem for p in paths]
    assert stems == ["Anna", "ANNA (2)", "a_b", "a_b (2)", "_Con", "_Nul.txt", "Jo_ _der_ Große_",
                     "player", "a_b_c"]
    assert len({s.casefold() for s in stems}) == len(stems)
    for path in paths:
        assert not set(path.name) & set('<>:"/\\|?*')
        assert path.parent == tmp_path and path.exists()
    assert safe_file_stem("x" * 300) == "x" * 80
    assert safe_file_stem("tab\there\x00") == "tab_here_"


# -- a real SMTP server on 127.0.0.1 ------------------------------------------

from smtp_support import Server, accept_login  # noqa: E402


def by_name(results: list[SendResult]) -> dict[str, tuple[str, str]]:
    return {r.name: (r.status, str(r.reason)) for r in results}


def test_every_mail_arrives_with_its_recipient(evaluation: Evaluation, smtp_server: Server) -> None:
    mails = mails_for(evaluation)
    seen: list[tuple[int, int, str]] = []
    results = send_mails(mails, smtp_server.settings(), None,
                         progress=lambda done, total, r: seen.append((done, total, r.status)))
    assert [(r.name, r.status) for r in results] == [
        ("Alfons", "sent"), ("Gustav", "sent"), ("Beatrix", "skipped"), ("Emil", "sent"),
        ("Jürgen Müller", "sent"),
    ]
    assert render(results[2].reason, "de") == "keine E-Mail-Adresse"
    assert seen == [(1, 5, "sent"), (2, 5, "sent"), (3, 5, "skipped"), (4, 5, "sent"), (5, 5, "sent")]
    received = smtp_server.handler.received
    assert [m.rcpt_tos for m in received] == [
        ["alfons@example.org"], ["gustav@example.org"], ["emil@example.org"], ["juergen@example.org"],
    ]
    assert {m.mail_from for m in received} == {"joe@example.org"}
    assert len({m.peer for m in received}) == 1  # one connection for all
    for message, mail in zip(received, sendable(mails)):
        parsed = parse(message.data)
        assert parsed["To"].addresses[0].display_name == mail.name
        assert str(parsed["Subject"]) == mail.subject
        assert body_of(parsed).replace("\r\n", "\n") == mail.body
        reading = every_reading(message.data)
        for owner, secret in HIDDEN_AFTER_2.items():
            assert has_word(reading, secret) == (owner == mail.name)


def test_a_refused_recipient_fails_alone_and_retry_sends_only_it(
    evaluation: Evaluation, smtp_server: Server
) -> None:
    smtp_server.handler.refuse = {"gustav@example.org"}
    mails = mails_for(evaluation)
    results = send_mails(mails, smtp_server.settings(), None)
    status = by_name(results)
    assert status["Gustav"][0] == "failed"
    assert "550 no such user here" in status["Gustav"][1]
    assert [s for n, (s, _) in status.items() if n != "Gustav"] == ["sent", "skipped", "sent", "sent"]
    assert len(smtp_server.handler.received) == 3
    assert "gustav@example.org" not in smtp_server.handler.recipients()

    # Still refused: still failed, nothing else sent again.
    again = retry_failed(results, smtp_server.settings(), None)
    assert by_name(again)["Gustav"][0] == "failed"
    assert len(smtp_server.handler.received) == 3

    smtp_server.handler.refuse = set()
    counted: list[int] = []
    final = retry_failed(again, smtp_server.settings(), None, progress=lambda d, t, r: counted.append(t))
    assert [r.status for r in final] == ["sent", "sent", "skipped", "sent", "sent"]
    assert counted == [1]
    assert len(smtp_server.handler.received) == 4
    assert smtp_server.handler.recipients()[-1] == "gustav@example.org"
    assert final[0] is results[0]  # the mails already sent are kept as they were


def test_a_greylisted_recipient_is_said_to_be_for_later_not_refused(
    evaluation: Evaluation, smtp_server: Server
) -> None:
    """Found by a German game master: a 451 (greylisting) was said as "the server refused the mail", with no word
    that it goes through in a few minutes."""
    smtp_server.handler.greylist = {"gustav@example.org"}
    status = by_name(send_mails(mails_for(evaluation), smtp_server.settings(), None))
    assert status["Gustav"] == ("failed", "the server cannot take the mail now, for a while (try again in a few"
                                          " minutes): 451 4.7.1 Greylisted, please try again later")
    assert status["Alfons"][0] == "sent"


def test_a_dropped_connection_fails_one_mail_and_the_next_reconnects(
    evaluation: Evaluation, smtp_server: Server
) -> None:
    smtp_server.handler.drop_data_for = {"gustav@example.org"}
    results = send_mails(mails_for(evaluation), smtp_server.settings(), None)
    status = by_name(results)
    assert status["Gustav"][0] == "failed"
    assert "closed the connection" in status["Gustav"][1]
    assert [status[n][0] for n in ("Alfons", "Emil", "Jürgen Müller")] == ["sent"] * 3
    peers = [m.peer for m in smtp_server.handler.received]
    assert peers[0] != peers[1] == peers[2]  # a new connection after the drop
    final = retry_failed(results, smtp_server.settings(), None)
    assert all(r.status in ("sent", "skipped") for r in final)
    assert smtp_server.handler.recipients().count("gustav@example.org") == 1


def test_a_server_that_hangs_up_between_mails_is_called_again(
    evaluation: Evaluation, smtp_server: Server
) -> None:
    smtp_server.handler.close_after_each = True
    results = send_mails(mails_for(evaluation), smtp_server.settings(), None)
    assert [r.status for r in results] == ["sent", "sent", "skipped", "sent", "sent"]
    assert len({m.peer for m in smtp_server.handler.received}) == 4


def test_no_server_fails_every_mail_with_the_reason_at_once(evaluation: Evaluation) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    calls: list[int] = []
    results = send_mails(mails_for(evaluation), SmtpSettings("127.0.0.1", port, "none", timeout=5), None,
                         progress=lambda d, t, r: calls.append(d))
    assert calls == [1, 2, 3, 4, 5]
    failed = [r for r in results if r.failed]
    assert len(failed) == 4
    assert {str(r.reason) for r in failed} == {
        f"cannot connect to 127.0.0.1:{port}: the server refused the connection (wrong host or port?)"
    }


def test_stop_ends_the_sending(evaluation: Evaluation, smtp_server: Server) -> None:
    done: list[str] = []
    results = send_mails(mails_for(evaluation), smtp_server.settings(), None,
                         progress=lambda d, t, r: done.append(r.status), stop=lambda: len(done) >= 1)
    assert [r.status for r in results] == ["sent", "failed", "skipped", "failed", "failed"]
    assert "stopped" in str(results[1].reason)
    assert len(smtp_server.handler.received) == 1


check_login = accept_login("spielleiter", "gehéim 123")


def test_login_over_a_plain_connection(evaluation: Evaluation, start_server: Callable[..., Server]) -> None:
    server = start_server(authenticator=check_login, auth_require_tls=False)
    settings = server.settings("none", "spielleiter")
    results = send_mails(mails_for(evaluation), settings, "gehéim 123")
    assert [r.status for r in results] == ["sent", "sent", "skipped", "sent", "sent"]
    assert {m.login for m in server.handler.received} == {b"spielleiter"}

    wrong = send_mails(mails_for(evaluation), settings, "falsch")
    failed = [r for r in wrong if r.failed]
    assert len(failed) == 4
    assert str(failed[0].reason).startswith("login failed: 535")
    assert len({str(r.reason) for r in failed}) == 1
    missing = send_mails(mails_for(evaluation), settings, None)
    assert all(str(r.reason) == "no password for spielleiter on 127.0.0.1" for r in missing if r.failed)
    assert len(server.handler.received) == 4


@pytest.mark.parametrize("password", ["gehéim 123", "falsch", "fälsch"])
def test_login_with_only_the_login_mechanism(
    evaluation: Evaluation, start_server: Callable[..., Server], password: str
) -> None:
    server = start_server(authenticator=check_login, auth_require_tls=False,
                          auth_exclude_mechanism=["PLAIN"])
    results = send_mails(mails_for(evaluation), server.settings("none", "spielleiter"), password)
    if password == "gehéim 123":
        assert [r.status for r in results] == ["sent", "sent", "skipped", "sent", "sent"]
        assert {m.login for m in server.handler.received} == {b"spielleiter"}
    else:
        assert {str(r.reason) for r in results if r.failed} == {
            "login failed: 535 5.7.8 Authentication credentials invalid"
        }
        assert server.handler.received == []


def test_starttls_or_login_the_server_does_not_offer(
    evaluation: Evaluation, smtp_server: Server
) -> None:
    results = send_mails(mails_for(evaluation), smtp_server.settings("starttls"), None)
    assert {str(r.reason) for r in results if r.failed} == {
        f"127.0.0.1:{smtp_server.port} does not offer STARTTLS; choose SSL or no encryption (or another port)"
    }
    results = send_mails(mails_for(evaluation), smtp_server.settings("none", "spielleiter"), "x")
    assert {str(r.reason) for r in results if r.failed} == {
        f"127.0.0.1:{smtp_server.port} does not offer a login (AUTH) on this connection"
    }
    results = send_mails(mails_for(evaluation), smtp_server.settings("ssl"), None)
    assert {str(r.reason) for r in results if r.failed} == {
        f"cannot connect to 127.0.0.1:{smtp_server.port}: it does not speak SSL/TLS from the start; "
        "try STARTTLS (often port 587)"
    }
    assert smtp_server.handler.received == []


# TLS with a certificate made for the test.


@dataclass(frozen=True)
class Certificate:
    cert: Path
    key: Path

    def server_context(self) -> ssl.SSLContext:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(self.cert, self.key)
        return context

    def client_context(self) -> ssl.SSLContext:
        return ssl.create_default_context(cafile=str(self.cert))


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> Certificate:
    x509 = pytest.importorskip("cryptography.x509")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                       critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    folder = tmp_path_factory.mktemp("tls")
    (folder / "cert.pem").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (folder / "key.pem").write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ))
    return Certificate(folder / "cert.pem", folder / "key.pem")


def test_starttls_with_login(
    evaluation: Evaluation, start_server: Callable[..., Server], certificate: Certificate
) -> None:
    server = start_server(tls_context=certificate.server_context(), require_starttls=True,
                          authenticator=check_login, auth_required=True)
    settings = server.settings("starttls", "spielleiter")
    results = send_mails(mails_for(evaluation), settings, "gehéim 123", context=certificate.client_context())
    assert [r.status for r in results] == ["sent", "sent", "skipped", "sent", "sent"]
    assert len(server.handler.received) == 4
    assert {m.login for m in server.handler.received} == {b"spielleiter"}
    # Without trusting the test's certificate, nothing goes out.
    untrusted = send_mails(mails_for(evaluation), settings, "gehéim 123")
    reasons = {str(r.reason) for r in untrusted if r.failed}
    assert len(reasons) == 1
    assert reasons.pop().startswith(
        f"cannot connect to 127.0.0.1:{server.port}: the server's certificate was not accepted: "
    )
    assert len(server.handler.received) == 4


def test_ssl_from_the_start(
    evaluation: Evaluation, start_server: Callable[..., Server], certificate: Certificate
) -> None:
    # aiosmtpd counts only STARTTLS as encrypted: let it offer AUTH here anyway.
    server = start_server(ssl_context=certificate.server_context(), authenticator=check_login,
                          auth_require_tls=False)
    settings = server.settings("ssl", "spielleiter")
    results = send_mails(mails_for(evaluation), settings, "gehéim 123", context=certificate.client_context())
    assert [r.status for r in results] == ["sent", "sent", "skipped", "sent", "sent"]
    assert [m.rcpt_tos[0] for m in server.handler.received][0] == "alfons@example.org"
    assert {m.login for m in server.handler.received} == {b"spielleiter"}
    # Plain SMTP on an SSL port: a clear reason, not a hang.
    plain = send_mails(mails_for(evaluation), server.settings("none", timeout=0.5), None)
    assert {str(r.reason) for r in plain if r.status != "skipped"} == {
        f"cannot connect to 127.0.0.1:{server.port}: the server did not answer in time"
    }


def test_smtp_settings_are_checked() -> None:
    assert SmtpSettings(" smtp.example.org ", 587, "starttls", "  ").username is None
    assert SmtpSettings("smtp.example.org", 587, "starttls", " joe ").username == "joe"
    assert SmtpSettings(" smtp.example.org ").host == "smtp.example.org"
    with pytest.raises(MailError):
        SmtpSettings("", 587)
    with pytest.raises(MailError):
        SmtpSettings("smtp.example.org", 0)
    with pytest.raises(MailError):
        SmtpSettings("smtp.example.org", 587, "tls")  # type: ignore[arg-type]


def test_every_smtp_error_has_a_readable_reason() -> None:
    reason = smtpmod._reason
    assert str(reason(smtplib.SMTPRecipientsRefused({"a@b.de": (550, b"no such user")}))) == (
        "the server refused the recipient: 550 no such user"
    )
    assert str(reason(smtplib.SMTPSenderRefused(553, b"not yours", "joe@example.org"))) == (
        "the server refused the sender joe@example.org: 553 not yours"
    )
    assert str(reason(smtplib.SMTPDataError(554, b"spam"))) == "the server refused the mail: 554 spam"
    assert str(reason(smtplib.SMTPAuthenticationError(535, b"bad\r\n credentials"))) == (
        "login failed: 535 bad credentials"
    )
    assert str(reason(TimeoutError())) == "the server did not answer in time"
    assert str(reason(socket.gaierror(-2, "Name or service not known"))) == (
        "unknown server: Name or service not known"
    )


# -- the password in the keyring ----------------------------------------------

import keyring  # noqa: E402
import keyring.errors  # noqa: E402
from smtp_support import MemoryKeyring  # noqa: E402


class BrokenKeyring(MemoryKeyring):
    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.KeyringLocked("locked")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise keyring.errors.PasswordSetError("no way")


def test_the_password_is_kept_in_the_keyring(memory_keyring: MemoryKeyring) -> None:
    settings = SmtpSettings("smtp.example.org", 587, "starttls", "spielleiter")
    assert password_from_keyring(settings) is None
    store_password_in_keyring(settings, "gehéim")
    assert memory_keyring.passwords == {(KEYRING_SERVICE, "spielleiter"): "gehéim"}
    assert password_from_keyring(settings) == "gehéim"
    forget_password_in_keyring(settings)
    forget_password_in_keyring(settings)  # twice is fine
    assert password_from_keyring(settings) is None
    anonymous = SmtpSettings("smtp.example.org")
    assert password_from_keyring(anonymous) is None
    with pytest.raises(KeyringError):
        store_password_in_keyring(anonymous, "x")


def test_a_broken_keyring_is_a_clear_error(memory_keyring: MemoryKeyring) -> None:
    keyring.set_keyring(BrokenKeyring())
    settings = SmtpSettings("smtp.example.org", 587, "starttls", "spielleiter")
    assert password_from_keyring(settings) is None
    with pytest.raises(KeyringError, match="could not keep the password"):
        store_password_in_keyring(settings, "x")


def test_no_password_in_the_settings_or_the_mails(evaluation: Evaluation, tmp_path: Path) -> None:
    settings = SmtpSettings("smtp.example.org", 587, "starttls", "spielleiter")
    assert "password" not in repr(settings).lower()
    for path in write_eml(mails_for(evaluation), tmp_path):
        assert b"spielleiter" not in path.read_bytes()
