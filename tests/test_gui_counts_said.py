"""Counts said in the singular where there is one, in every language of the interface: a player's one guess in
one round on the Players page, the one mail on the Sent page, a roster of one on the Game page ("1 players",
"1 mails" were shown); and none as each language says it: "0 guesses", "0 Rateversuche", French "0 proposition"
(the Players page before round 1, the Words page before and after rounds 1 and 2), the Edit menu's undo steps in
French."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import Qt

from test_keyboard import window_in  # noqa: F401 (a fixture)
from test_translations import french
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Player
from wordmastermind.core.wmm.records import Sent

LANGUAGES = ("en", "de", "nl", "fr")

ONE_GUESS = {  # Emil after round 1: TOLLE at Alfons, 2 guess points; 5 points in all
    "en": "Emil: 1 guess in 1 round, 2 guess points; 5 points in all, rank ",
    "de": "Emil: 1 Rateversuch in 1 Runde, 2 Ratepunkte; insgesamt 5 Punkte, Platz ",
    "nl": "Emil: 1 raadpoging in 1 ronde, 2 raadpunten; in totaal 5 punten, plaats ",
    "fr": "Emil : 1 proposition en 1 manche, 2 points de proposition ; 5 points en tout, rang ",
}
TWO_GUESSES = {
    "en": "Emil: 2 guesses in 2 rounds, 14 guess points; 20 points in all, rank 2.",
    "de": "Emil: 2 Rateversuche in 2 Runden, 14 Ratepunkte; insgesamt 20 Punkte, Platz 2.",
    "nl": "Emil: 2 raadpogingen in 2 ronden, 14 raadpunten; in totaal 20 punten, plaats 2.",
    "fr": "Emil : 2 propositions en 2 manches, 14 points de proposition ; 20 points en tout, rang 2.",
}
SENT = {  # one mail sent; one that failed; two, none failed; two, one failed; three, two failed
    "en": ("1 mail to the players, none failed.", "1 mail to the players, 1 failed.",
           "2 mails to the players, none failed.", "2 mails to the players, 1 failed.",
           "3 mails to the players, 2 failed."),
    "de": ("1 Mail an die Spieler, kein Versand gescheitert.", "1 Mail an die Spieler, davon 1 gescheitert.",
           "2 Mails an die Spieler, kein Versand gescheitert.", "2 Mails an die Spieler, davon 1 gescheitert.",
           "3 Mails an die Spieler, davon 2 gescheitert."),
    "nl": ("1 mail aan de spelers, niets mislukt.", "1 mail aan de spelers, waarvan 1 mislukt.",
           "2 mails aan de spelers, niets mislukt.", "2 mails aan de spelers, waarvan 1 mislukt.",
           "3 mails aan de spelers, waarvan 2 mislukt."),
    "fr": ("1 courriel aux joueurs, aucun échec.", "1 courriel aux joueurs, dont 1 a échoué.",
           "2 courriels aux joueurs, aucun échec.", "2 courriels aux joueurs, dont 1 a échoué.",
           "3 courriels aux joueurs, dont 2 ont échoué."),
}
ONE_PLAYER = {"en": "1 player. To fix: ", "de": "1 Spieler. Zu beheben: ", "nl": "1 speler. Te verbeteren: ",
              "fr": "1 joueur. À corriger : "}


for said in (ONE_GUESS, TWO_GUESSES, ONE_PLAYER):  # French as the catalog writes it: a no-break space before ":"
    said["fr"] = french(said["fr"])
SENT["fr"] = tuple(map(french, SENT["fr"]))


def players_page(qtbot: Any, window: Any) -> Any:
    content = window.wmm.content()
    tabs = content.pages.tabBar()
    index = content.pages.indexOf(content.players)
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(index).center())
    page = content.players.page()
    qtbot.waitUntil(page.isVisible)
    return page


def choose(qtbot: Any, page: Any, name: str) -> None:
    row = next(i for i in range(page.players.count()) if page.players.item(i).text() == name)
    rect = page.players.visualItemRect(page.players.item(row))
    qtbot.mouseClick(page.players.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_page_says_one_guess_in_one_round(qtbot: Any, window_in: Any, language: str) -> None:
    window = window_in(language)
    game = rules_example()
    window.wmm.document.replace(replace(game, rounds=game.rounds[:1]), None)
    window.show()
    page = players_page(qtbot, window)
    choose(qtbot, page, "Emil")
    assert page.caption.text().startswith(ONE_GUESS[language])
    window.wmm.document.replace(game, None)  # after round 2: two of each
    choose(qtbot, page, "Alfons")
    choose(qtbot, page, "Emil")
    assert page.caption.text() == TWO_GUESSES[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sent_page_says_one_mail(window_in: Any, language: str) -> None:
    window = window_in(language)
    game = rules_example()
    window.wmm.document.replace(game, None)
    page = window.wmm.show_sent()

    def mail(player: str, status: str = "sent") -> Sent:
        return Sent("round", 2, player, "2026-12-01T10:00:00+01:00", status)

    said = []
    for log in ([mail("Emil")], [mail("Emil", "failed")], [mail("Emil"), mail("Gustav")],
                [mail("Emil"), mail("Gustav", "failed")],
                [mail("Emil", "failed"), mail("Alfons"), mail("Gustav", "failed")]):
        window.wmm.document.replace(game.with_sent(log), None)
        said.append(page.summary.text().split("\n")[0])
    assert [text[:len(want)] for text, want in zip(said, SENT[language])] == list(SENT[language])


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_game_page_says_a_roster_of_one_player(window_in: Any, language: str) -> None:
    window = window_in(language)
    window.wmm.document.replace(replace(rules_example(), players=(Player("Emil", "TOLLE"),), rounds=(), lot=None),
                                None)
    page = window.wmm.game_page
    assert page.roster_hint.text().startswith(ONE_PLAYER[language])


NO_GUESS = {  # Emil before round 1: French says none in the singular, the others in the plural
    "en": "Emil: 0 guesses in 0 rounds, 0 guess points; 0 points in all, rank 1.",
    "de": "Emil: 0 Rateversuche in 0 Runden, 0 Ratepunkte; insgesamt 0 Punkte, Platz 1.",
    "nl": "Emil: 0 raadpogingen in 0 ronden, 0 raadpunten; in totaal 0 punten, plaats 1.",
    "fr": "Emil : 0 proposition en 0 manche, 0 point de proposition ; 0 point en tout, rang 1.",
}
WORDS_AT_ALFONS = {  # before round 1, after round 1 and after round 2
    "en": ["Alfons (0 different words)", "Alfons (1 different word)", "Alfons (4 different words)"],
    "de": ["Alfons (0 verschiedene Wörter)", "Alfons (1 verschiedenes Wort)", "Alfons (4 verschiedene Wörter)"],
    "nl": ["Alfons (0 verschillende woorden)", "Alfons (1 verschillend woord)", "Alfons (4 verschillende woorden)"],
    "fr": ["Alfons (0 mot différent)", "Alfons (1 mot différent)", "Alfons (4 mots différents)"],
}
DELETE = {"en": ("Delete 1 guess in round 1", "Delete 2 guesses in round 1"),
          "fr": ("Supprimer 1 proposition de la manche 1", "Supprimer 2 propositions de la manche 1")}
NO_GUESS["fr"] = french(NO_GUESS["fr"])


def before_round_one(window_in: Any, language: str) -> Any:
    """A window in ``language`` showing the rules' example before round 1: nobody has guessed yet."""
    window = window_in(language)
    window.wmm.document.replace(replace(rules_example(), rounds=(), lot=None), None)
    window.show()
    return window


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_page_says_no_guess_as_each_language_counts_none(
        qtbot: Any, window_in: Any, language: str) -> None:
    window = before_round_one(window_in, language)
    page = players_page(qtbot, window)
    choose(qtbot, page, "Emil")
    assert page.caption.text() == NO_GUESS[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_page_counts_the_words_guessed_as_each_language_counts_them(
        qtbot: Any, window_in: Any, language: str) -> None:
    window = before_round_one(window_in, language)
    content = window.wmm.content()
    tabs = content.pages.tabBar()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(content.pages.indexOf(content.words)).center())
    page = content.words.page()
    qtbot.waitUntil(page.isVisible)
    said = []
    for rounds in range(3):
        window.wmm.document.replace(replace(rules_example(), rounds=rules_example().rounds[:rounds]), None)
        said.append(page.players.item(0).text())
    assert said == WORDS_AT_ALFONS[language]


def test_an_undo_step_names_one_guess_and_two_in_french_and_again_in_english(qtbot: Any, window_in: Any) -> None:
    window = window_in("fr")
    window.wmm.load_demo()
    page = window.wmm.show_rounds(1)
    stack = window.wmm.document.undo_stack
    page.table.round_model().remove_rows([0])
    one = stack.undoText()
    page.table.round_model().remove_rows([0, 1])
    assert (one, stack.undoText()) == DELETE["fr"]
    window.switch_language("en")  # the step's name follows the language it is shown in
    stack.undo()
    assert (stack.undoText(), stack.redoText()) == DELETE["en"]
