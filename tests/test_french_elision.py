"""French elides "de" and "que" before a name that starts with a vowel: "le mot d’Amélie", not "le mot de Amélie".

Every French mail, report and message said "de Amélie", "de Émile", "de Yves": the translations write
"de {name}" for any name, and only the name decides.
"""

from __future__ import annotations

import email
from email import policy
from pathlib import Path

import pytest
from test_cli_language import wordmastermind
from test_translations import french

from wordmastermind.cli.messages import CLI
from wordmastermind.core.elision import starts_with_vowel
from wordmastermind.core.messages import render
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.flowed import unflowed

FRENCH = {"LANG": "fr_FR.UTF-8"}


@pytest.mark.parametrize(("name", "said"), [
    ("Amélie", "le mot d’Amélie a été deviné : BIRNE"),
    ("Émile", "le mot d’Émile a été deviné : BIRNE"),
    ("Hélène", "le mot d’Hélène a été deviné : BIRNE"),
    ("Yves", "le mot d’Yves a été deviné : BIRNE"),
    ("Yannick", "le mot de Yannick a été deviné : BIRNE"),
    ("Bruno", "le mot de Bruno a été deviné : BIRNE"),
    ("8e joueur", "le mot de 8e joueur a été deviné : BIRNE"),
])
def test_a_french_message_elides_before_the_name(name: str, said: str) -> None:
    assert render(CLI.say("cli.guesses.revealed", name=name, secret="BIRNE"), translation("fr")) == french(said)


@pytest.mark.parametrize(("names", "said"), [
    (["Alfons"], "il répond au courriel disant qu’Alfons a quitté la partie, ce qui y a mis fin"),
    (["Alfons", "Emil"], "il répond au courriel disant qu’Alfons et Emil ont quitté la partie, ce qui y a mis fin"),
    (["Yves", "Bruno", "Emil"],
     "il répond au courriel disant qu’Yves, Bruno et Emil ont quitté la partie, ce qui y a mis fin"),
    (["Bruno", "Emil"], "il répond au courriel disant que Bruno et Emil ont quitté la partie, ce qui y a mis fin"),
])
def test_a_french_message_elides_before_a_list_of_names_as_before_its_first(names: list[str], said: str) -> None:
    """The inbox's reason for a reply held back names everyone whose withdrawal the mail told of: before a list
    the first name decides, as French says "qu’Alfons et Emil" (checked when a list was said to keep "que")."""
    from wordmastermind.core.wmm.next_round import listed
    from wordmastermind.core.wmm.replies import REPLIES

    code = "intake.answers_ending_correction_withdrawn" + ("_many" if len(names) > 1 else "")
    assert render(REPLIES.say(code, names=listed(names), report=2), translation("fr")) == french(said)


def test_the_other_languages_keep_their_words() -> None:
    assert render(CLI.say("cli.guesses.revealed", name="Amélie", secret="BIRNE"), translation("de")) == (
        "das Wort von Amélie wurde erraten: BIRNE")
    from wordmastermind.core.rondo.messages import RONDO

    dutch = render(RONDO.say("rondo.did_not_grow", side="achterkant"), translation("nl"))
    assert "aan de achterkant" in dutch, dutch  # Dutch "de" is an article: nothing is elided
    assert not starts_with_vowel(3) and not starts_with_vowel("") and not starts_with_vowel("«Amélie»")


def test_a_french_game_mails_and_reports_with_elision(tmp_path: Path) -> None:
    roster = tmp_path / "joueurs.csv"
    roster.write_text("nom,mot secret,courriel\nAmélie,Birne,a@example.fr\nBruno,Katze,b@example.fr\n"
                      "Chloé,Tisch,c@example.fr\nDidier,Wolke,d@example.fr\n", encoding="utf-8")
    game = tmp_path / "partie.wmm"
    for args in (("new", game, "--roster", roster, "--language", "fr"), ("lot", game, "--seed", 3),
                 ("mail", game, "--lot", "--from", "MJ <mj@example.fr>", "--eml", tmp_path / "lot")):
        done = wordmastermind(tmp_path, FRENCH, *args)
        assert done.returncode == 0, done.stderr
    mail = email.message_from_bytes((tmp_path / "lot" / "Bruno.eml").read_bytes(), policy=policy.default)
    body = mail.get_body(("plain",))
    assert body is not None
    text = unflowed(body.get_content().replace("\r\n", "\n"))  # as a mail program that reads format=flowed
    assert "Vous pouvez deviner le mot d’Amélie." in text and "de Amélie" not in text, text  # one target
    lot = [f"{guesser},{target},{word}" for guesser, target, word in (
        ("Amélie", "Didier", "Wolke"), ("Bruno", "Amélie", "Birne"), ("Chloé", "Bruno", "Tisch"),
        ("Didier", "Chloé", "Hosen"))]
    (tmp_path / "manche1.csv").write_text("guesser,target,word\n" + "\n".join(lot) + "\n", encoding="utf-8")
    entered = wordmastermind(tmp_path, FRENCH, "guesses", game, "--round", 1, tmp_path / "manche1.csv")
    said = entered.stdout.splitlines()
    assert french("  le mot d’Amélie a été deviné : BIRNE") in said, entered.stdout + entered.stderr
    report = wordmastermind(tmp_path, FRENCH, "report", game).stdout
    assert french("*Trouvé à la manche 1 : le mot secret d’Amélie, BIRNE.*") in report.splitlines(), report
    # the headings above the tables, which the text report writes on one line each, as the catalog has them
    assert french("Mot d’Amélie : BIRNE, trouvé à la manche 1") in report.splitlines(), report
    assert french("Mot de Didier : WOLKE, trouvé à la manche 1") in report.splitlines(), report
    assert "de Amélie" not in report


def test_the_app_in_french_elides_before_a_name_too(qtbot: object, tmp_path: Path) -> None:
    """The right-click menu said "Annuler le retrait de Amélie", the standings' tooltip "a repris la place
    de Émile": the interface's own texts, formatted by the widgets."""
    from PySide6.QtCore import QCoreApplication

    from wordmastermind.gui.i18n import Phrase, Translators, filled

    translators = Translators(tmp_path)
    assert translators.install("fr")
    try:
        translate = QCoreApplication.translate
        assert filled(translate("Departures", "Take Back the Withdrawal of {0}"), "Amélie") == (
            "Annuler le retrait d’Amélie")
        assert filled(translate("Departures", "Take Back the Withdrawal of {0}"), "Bruno") == "Annuler le retrait de Bruno"
        assert filled(translate("Departures", "{0} took over {1}'s place after round {2}."), "Yves", "Émile", 3) == (
            "Yves a repris la place d’Émile après la manche 3.")
        assert str(Phrase.translate("Departures", "Take back the withdrawal of {0}").format("Hélène")) == (
            "Annuler le retrait d’Hélène")  # an undo step's name, said again at each switch
    finally:
        translators.install("en")
    assert filled(QCoreApplication.translate("Departures", "Take Back the Withdrawal of {0}"), "Amélie") == (
        "Take Back the Withdrawal of Amélie")


def test_a_french_next_round_says_the_word_of_one_player_and_the_words_of_several() -> None:
    """"Vous pouvez deviner les mots de Didier": Didier has one word."""
    from wordmastermind.core.wmm.next_round import NextStep, targets_line

    def said(targets: tuple[str, ...], guesses: int, language: str = "fr") -> str:
        return targets_line(NextStep(2, "", targets, guesses), language, translation)

    assert said(("Didier",), 1) == "À la manche 2, vous avez une proposition. Vous pouvez deviner le mot de Didier."
    assert said(("Amélie", "Bruno"), 1).endswith("Vous pouvez deviner les mots d’Amélie et Bruno.")
    assert said(("Amélie", "Bruno"), 2).endswith("vous avez 2 propositions. Vous pouvez deviner les mots d’Amélie"
                                                 " et Bruno.")
    assert said(("Didier",), 1, "en") == "In round 2 you have one guess. You may guess at Didier."


def test_a_french_lot_letter_says_the_word_of_one_player_and_the_words_of_several() -> None:
    """The lot's letter said "vous devinez chez Didier": at Didier's home."""
    import dataclasses
    import datetime

    from wordmastermind.core.wmm.evaluation import evaluate
    from wordmastermind.core.wmm.game import Game, Player, Settings
    from wordmastermind.core.wmm.letter import build_letters
    from wordmastermind.core.wmm.lot import with_drawn_lot
    from wordmastermind.core.wmm.player_view import player_view

    def openings(names: list[str]) -> list[str]:
        players = tuple(Player(name, secret, address=f"{name}, 1 rue Haute, 75001 Paris")
                        for name, secret in zip(names, ["BIRNE", "KATZE", "TISCH", "WOLKE", "HOSEN", "LAMPE"]))
        game = with_drawn_lot(Game(dataclasses.replace(Settings("Printemps"), language="fr"), players), 3)
        built = build_letters(player_view(evaluate(game), 0), language="fr", date=datetime.date(2026, 12, 1),
                              catalogs=translation)
        return [letter.opening for letter in built.letters]

    one = openings(["Amélie", "Bruno", "Chloé", "Didier"])  # 4 players: one guess, at one word
    assert all(text.startswith(french("Voici le tirage au sort de la manche 1 de Printemps : vous devinez le mot d"))
               for text in one), one
    assert "chez" not in " ".join(one)
    several = openings(["Amélie", "Bruno", "Chloé", "Didier", "Émile", "Yves"])  # 6 players: two words each
    assert all("\u00a0: vous devinez les mots d" in text for text in several), several
