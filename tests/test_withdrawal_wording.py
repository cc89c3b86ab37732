"""What the players read of a withdrawal names the player once, and the lot of one guess says one guess.

Found by a reader of the round reports: "Dora withdrew after round 2. Dora's word STURM left the game with Dora,
not guessed." named her three times in two sentences; the word that stays, and the refusal of a guess at a word
that left ("Dora's word left the game when they withdrew"), twice. And the lot of a game of five (one guess
each) said "each player makes 1 guess, one at the word of each player drawn for them".
"""

from __future__ import annotations

import pytest

from wordmastermind.core.messages import WMM
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.i18n import render, translation
from wordmastermind.files.writers.text import render_text

from test_wmm_departures import play

LEFT = {
    "en": "Dora withdrew after round 2; their word STURM leaves the game unguessed.",
    "de": "Dora hat sich nach Runde 2 zurückgezogen; damit ist das Wort STURM unerraten aus dem Spiel.",
    "nl": "Dora heeft zich na ronde 2 teruggetrokken; het woord STURM is daarmee ongeraden uit het spel.",
    "fr": "Dora a quitté la partie après la manche 2 ; son mot, STURM, quitte le jeu sans avoir été trouvé.",
}
STAYS = {
    "en": "Dora withdrew after round 2; their word stays in play.",
    "de": "Dora hat sich nach Runde 2 zurückgezogen, das Geheimwort bleibt aber im Spiel.",
    "nl": "Dora heeft zich na ronde 2 teruggetrokken, maar het geheime woord blijft in het spel.",
    "fr": "Dora a quitté la partie après la manche 2, mais son mot reste en jeu.",
}
WORD_LEFT = {  # the words' list of the final report
    "en": "Dora's word: STURM, not guessed: it left the game when they withdrew after round 2",
    "de": "Wort von Dora: STURM, nicht erraten: es schied mit dem Rückzug nach Runde 2 aus",
    "fr": "Mot de Dora : STURM, non trouvé ; il est sorti du jeu quand son joueur a quitté la partie après "
          "la manche 2",
}


def one_line(text: str) -> str:
    return " ".join(text.replace("*", "").split())


@pytest.mark.parametrize("language", ["en", "de", "nl", "fr"])
def test_the_report_after_a_withdrawal_names_the_player_once(language: str) -> None:
    for word, said in (("leaves", LEFT), ("stays", STAYS)):
        third = one_line(render_text(round_report(player_view(evaluate(play(word)), 3), language=language,
                                                  catalogs=translation)))
        assert said[language] in third
        assert said[language].count("Dora") == 1


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_final_report_says_the_word_left_with_its_player_naming_them_once(language: str) -> None:
    result = evaluate(play("leaves"))
    final = one_line(render_text(round_report(player_view(result, result.round), language=language,
                                              catalogs=translation)))
    assert WORD_LEFT[language] in final


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Käthe's word left the game when they withdrew after round 3"),
    ("de", "das Wort von Käthe ist mit dem Rückzug nach Runde 3 aus der Partie ausgeschieden"),
    ("fr", "le mot de Käthe est sorti du jeu quand son joueur a quitté la partie après la manche 3"),
])
def test_a_guess_at_a_word_that_left_is_refused_naming_its_player_once(language: str, said: str) -> None:
    assert render(WMM.say("guess.word_left", name="Käthe", round=3), language) == said


LOT_ONE = {  # five players: one guess each (French said "chaque joueur a une proposition" beside "fait 2 propositions")
    "en": ("In round 1 each player makes one guess, at the word of the player drawn for them; every word receives "
           "one guess.", "Player Guesses at"),
    "de": ("In Runde 1 hat jeder Spieler einen Rateversuch, und zwar bei dem für ihn ausgelosten Spieler; jedes "
           "Wort erhält einen Rateversuch.", "Spieler Rät bei"),
    "fr": ("À la manche 1, chaque joueur fait une proposition, pour deviner le mot du joueur tiré au sort pour lui ;"
           " chaque mot en reçoit une.", "Joueur Devine le mot de"),
}
LOT_MANY = {  # six players: two guesses each (French said "une sur le mot de chaque joueur", "en reçoit 2 propositions")
    "en": ("In round 1 each player makes 2 guesses, one at the word of each player drawn for them; every word "
           "receives 2 guesses.", "Player Guesses at"),
    "de": ("In Runde 1 hat jeder Spieler 2 Rateversuche, je einen auf das Wort jedes für ihn ausgelosten Spielers; "
           "jedes Wort erhält 2 Rateversuche.", "Spieler Rät bei"),
    "fr": ("À la manche 1, chaque joueur fait 2 propositions, une pour deviner le mot de chacun des joueurs tirés au"
           " sort pour lui ; chaque mot reçoit 2 propositions.", "Joueur Devine les mots de"),
}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_lot_of_one_guess_says_one_guess_at_the_one_player_drawn(language: str) -> None:
    said = one_line(render_text(lot_report(player_view(evaluate(rules_example()), 0), language,
                                           catalogs=translation)))
    sentence, header = LOT_ONE[language]
    assert sentence in said and header in said
    assert "1 guess," not in said and "one at the word of each" not in said


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_lot_of_several_guesses_keeps_its_plural(language: str) -> None:
    from wordmastermind.core.wmm.simulate import random_game

    game = random_game(players=6, rounds=0, seed=1)
    said = one_line(render_text(lot_report(player_view(evaluate(game), 0), language, catalogs=translation)))
    sentence, header = LOT_MANY[language]
    assert sentence in said and header in said
