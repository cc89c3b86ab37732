"""Why a mail is not built, sent or fetched is said in the user's language (real SMTP and IMAP servers)."""

from __future__ import annotations

import socket
from collections.abc import Callable
from pathlib import Path

import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.files.i18n import render, render_error
from wordmastermind.files.mail.errors import MailError
from wordmastermind.files.mail.addresses import parse_sender
from wordmastermind.files.mail.message import build_mails
from wordmastermind.files.mail.smtp import SmtpSettings, send_mails
from wordmastermind.files.mail.template import parse_template

from imap_support import ImapServer
from smtp_support import Server
from test_cli_inbox import fill_mailbox, new_game
from test_cli_inbox_language import german_inbox
from test_gui_side_rule_messages import speak  # noqa: F401 (a fixture)
from test_mail import evaluation, mails_for  # noqa: F401 (evaluation: a fixture)


def test_a_refused_recipient_and_a_stopped_sending_are_said_in_german(
        evaluation: Evaluation, smtp_server: Server) -> None:
    smtp_server.handler.refuse = {"gustav@example.org"}
    results = send_mails(mails_for(evaluation), smtp_server.settings(), None)
    gustav = next(r for r in results if r.name == "Gustav")
    assert str(gustav.reason) == "the server refused the recipient: 550 no such user here"
    assert render(gustav.reason, "de") == "der Server hat den Empfänger abgelehnt: 550 no such user here"
    assert render(gustav.reason, "fr") == "le serveur a refusé le destinataire\u00a0: 550 no such user here"
    stopped = send_mails(mails_for(evaluation), smtp_server.settings(), None, stop=lambda: True)
    assert render(stopped[0].reason, "nl") == "niet verzonden: het verzenden is gestopt"


def test_no_server_is_said_in_german(evaluation: Evaluation) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    results = send_mails(mails_for(evaluation), SmtpSettings("127.0.0.1", port, "none", timeout=5), None)
    assert {render(r.reason, "de") for r in results if r.failed} == {
        f"keine Verbindung zu 127.0.0.1:{port}: der Server hat die Verbindung abgelehnt (falscher Host oder Port?)"
    }


def _refusal(action: object) -> MailError:
    with pytest.raises(MailError) as info:
        action()  # type: ignore[operator]
    return info.value


def test_a_bad_sender_a_bad_template_and_a_secret_in_the_template_are_refused_in_german(
        evaluation: Evaluation) -> None:
    cases = [
        (lambda: parse_sender(""), "not a valid sender: ''", "kein gültiger Absender: ''"),
        (lambda: parse_template("Hallo {nmae}"), "unknown placeholder {nmae} in line 1; did you mean {name}?",
         "unbekannter Platzhalter {nmae} in Zeile 1; meinten Sie {name}?"),
        (lambda: parse_template("Hallo }"),
         "stray '}' in line 1 of the template; write '}}' for a literal brace",
         "einzelnes '}' in Zeile 1 der Vorlage; für eine geschweifte Klammer selbst '}}' schreiben"),
        (lambda: build_mails(player_view(evaluation, 2), template="Tipp: SALAT", sender="gm@example.org"),
         "the template names Alfons's secret word, which has not been guessed: every player would read it",
         "die Vorlage nennt das Geheimwort von Alfons, das noch nicht erraten ist: jeder Spieler würde es lesen"),
        (lambda: SmtpSettings("mail.example.org", 0), "not a port number: 0", "keine Portnummer: 0"),
    ]
    for action, english, german in cases:
        error = _refusal(action)
        assert (str(error), render_error(error, "de")) == (english, german)


def test_a_wrong_mailbox_password_is_refused_in_german_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], imap_server: ImapServer) -> None:
    game = new_game(tmp_path, capsys)
    fill_mailbox(imap_server)
    done = german_inbox(tmp_path, game, imap_server, password="falsch")
    assert done.returncode == 1
    assert done.stderr.startswith(f"wordmastermind: IMAP-Anmeldung bei {imap_server.address} als gm"
                                  " fehlgeschlagen: "), done.stderr


def test_the_german_mail_dialog_says_why_a_mail_failed_and_why_a_sender_is_refused(
        qtbot: object, smtp_server: Server, speak: Callable[[str], None], dialogs: object) -> None:
    from test_mail_dialog import make_dialog, send_and_wait

    speak("de")
    smtp_server.handler.refuse = {"gustav@example.org"}
    dialog = make_dialog(qtbot, smtp_server)
    send_and_wait(dialog, dialog.send_button, dialogs)
    gustav = next(result for name, _, result in dialog.result_rows() if name == "Gustav")
    assert gustav == "fehlgeschlagen: der Server hat den Empfänger abgelehnt: 550 no such user here"
    refused = make_dialog(qtbot, sender="joe")
    assert "keine gültige E-Mail-Adresse: 'joe'" in refused.error_label.text()
    assert "not a valid" not in refused.error_label.text()


def test_why_a_player_gets_no_mail_is_said_in_the_interfaces_language_whatever_the_mails(
        qtbot: object, speak: Callable[[str], None]) -> None:
    from test_mail_dialog import make_dialog

    speak("de")
    dialog = make_dialog(qtbot)  # a German game: the mails are German
    dialog.preview_combo.setCurrentText("Beatrix")
    assert dialog.preview_note.text() == "Nicht gesendet: keine E-Mail-Adresse"
    speak("fr")
    french = make_dialog(qtbot)
    french.preview_combo.setCurrentText("Beatrix")
    assert "adresse" in french.preview_note.text() and "E-Mail" not in french.preview_note.text()
