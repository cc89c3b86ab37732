"""The interface speaks to the game master one way in each language: German says "Sie" (the app's every German
window and command-line message), Dutch says "je" (as most of its Dutch windows did; a few said "u": the Sent
page's hint, the roster's Channel column, the return-address warning, the command line's "bedoelde u",
its --bcc help's "het uwe").
The reports, mails and letters speak to the players ("du", "je", "vous") and are not the game master's."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from test_cli import Run, rules_game, run  # noqa: F401  (fixtures)
from test_keyboard import window_in  # noqa: F401 (a fixture)
from test_translations import french
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.records import Sent

RESEND = {
    "en": "To send a failed mail again, tick only its player in Game ▸ Mail the Players….",
    "de": "Um eine gescheiterte Mail noch einmal zu senden, kreuzen Sie in Spiel ▸ Mail an die Spieler… nur ihren"
          " Spieler an.",
    "nl": "Om een mislukte mail opnieuw te versturen, vink je in Spel ▸ De spelers mailen… alleen de speler ervan"
          " aan.",
}


@pytest.mark.parametrize("language", sorted(RESEND))
def test_the_sent_pages_hint_to_send_a_failed_mail_again(window_in: Any, language: str) -> None:
    window = window_in(language)
    game = rules_example()
    failed = Sent("round", 2, "Emil", "2026-12-01T10:00:00+01:00", "failed")
    window.wmm.document.replace(game.with_sent([failed]), None)
    page = window.wmm.show_sent()
    assert page.summary.text().endswith(" " + RESEND[language])


DID_YOU_MEAN = {
    "en": "wordmastermind: Emli: no such player; did you mean Emil?",
    "de": "wordmastermind: Emli: kein solcher Spieler; meinten Sie Emil?",
    "nl": "wordmastermind: Emli: geen speler met die naam; bedoelde je Emil?",
    "fr": french("wordmastermind: Emli : aucun joueur de ce nom ; vouliez-vous dire Emil ?"),
}


@pytest.mark.parametrize("language", sorted(DID_YOU_MEAN))
def test_the_command_line_asks_which_player_was_meant(
        rules_game: Path, run: Run, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setenv("LANGUAGE", language)
    code, out, err = run("withdraw", rules_game, "Emli", "--after-round", 1)
    assert (code, out, err) == (2, "", DID_YOU_MEAN[language] + "\n")


def test_the_dutch_command_line_help_says_je_to_the_game_master(tmp_path: Path) -> None:
    """The blind copy goes to the game master's own address: 'het jouwe', as every other Dutch help text says 'je'
    (it said 'het uwe')."""
    from test_cli_help_language import help_texts

    texts = help_texts(tmp_path, {"LANGUAGE": "nl", "LANG": "nl_NL.UTF-8"})
    said = [text for command in texts.values() for text in command if text]
    assert ("een blinde kopie van elke mail naar dit adres sturen (het jouwe, bijvoorbeeld), dat geen kop noemt;"
            " alleen met --smtp: de .eml-bestanden van --eml blijven gelijk") in said
    formal = re.compile(r"(?<![\w'{])(?:u|uw|uwe)(?![\w'}])", re.IGNORECASE)
    assert [text for text in said if formal.search(text)] == []
