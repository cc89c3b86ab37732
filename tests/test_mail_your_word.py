"""A player whose word was guessed reads so where their mail names their word, with the round and who guessed it.

A play-tester's mail after round 2 said "Dein Geheimwort: GABEL. Wortpunkte bisher: 28" and nothing more, while
the report under it told everybody that GABEL was guessed: the owner read their word as if it were still in
play. ``{your_word}`` now says it ("GABEL, in Runde 2 von Anna erraten"), in the default texts of every language
and in a game master's own template that uses it; a word still in play is the word alone.
"""

from __future__ import annotations

import html

import pytest

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.game import Game, Guess, Player
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.mail.message import PlayerMail, build_mails

SENDER = "Joe <joe@example.org>"

GUESSED = {  # Emil's LAMPE, which Alfons guessed in round 2 of the rules' example
    "en": "Your word: LAMPE, guessed in round 2 by Alfons. Word points so far: ",
    "de": "Dein Geheimwort: LAMPE, in Runde 2 von Alfons erraten. Wortpunkte bisher: ",
    "nl": "Jouw geheime woord: LAMPE, in ronde 2 geraden door Alfons. Woordpunten tot nu toe: ",
    "fr": "Votre mot secret : LAMPE, trouvé à la manche 2 par Alfons. Points du mot jusqu’ici : ",
}
IN_PLAY = {"en": "Your word: SALAT. ", "de": "Dein Geheimwort: SALAT. ", "nl": "Jouw geheime woord: SALAT. ",
           "fr": "Votre mot secret : SALAT. "}


def mailed(game: Game) -> Game:
    return game.with_players(Player(p.name, p.secret, email=f"{p.name.lower().replace(' ', '')}@example.org")
                             for p in game.players)


def mails(game: Game, number: int, language: str, **options: object) -> dict[str, PlayerMail]:
    built = build_mails(player_view(evaluate(game), number), sender=SENDER, language=language, **options)
    return {mail.name: mail for mail in built}


@pytest.mark.parametrize("language", sorted(GUESSED))
def test_the_mail_of_a_player_whose_word_was_guessed_says_so(language: str) -> None:
    sent = mails(mailed(rules_example()), 2, language)
    assert GUESSED[language] in sent["Emil"].body, sent["Emil"].body
    # the HTML part says it too (French keeps its spaces before a colon: non-breaking there)
    assert GUESSED[language].strip() in html.unescape(sent["Emil"].html).replace("\xa0", " ")
    assert IN_PLAY[language] in sent["Alfons"].body  # a word in play: the word alone


def test_the_final_mail_says_it_of_every_word_guessed() -> None:
    game = mailed(random_game(6, 12, seed=4, hit_chance=0.5))
    evaluation = evaluate(game)
    assert evaluation.game_over
    sent = mails(game, evaluation.round, "en")
    secrets = {p.name: p.secret for p in game.players}
    guessed = [p for p in evaluation.players if p.guessed_in_round is not None]
    assert guessed
    for player in evaluation.players:
        body = sent[player.name].body
        if player.guessed_in_round is None:
            assert f"Your word: {secrets[player.name]}. Word points: " in body, body
        else:
            assert f"Your word: {secrets[player.name]}, guessed in round {player.guessed_in_round} by " in body, body


def test_a_game_masters_own_template_says_it_too() -> None:
    """An edited template kept from before (``{your_word}`` in words of the game master's own) needs no change."""
    sent = mails(mailed(rules_example()), 2, "de", template="Hallo {name}!\nDein Wort ist {your_word}.\n{report}")
    assert "Dein Wort ist LAMPE, in Runde 2 von Alfons erraten." in sent["Emil"].body
    assert "Dein Wort ist SALAT." in sent["Alfons"].body


def test_several_players_who_guessed_the_word_in_its_round_are_named() -> None:
    game = rules_example()
    row = next(i for i, g in enumerate(game.rounds[1].guesses) if g.guesser == "Gustav")
    game = mailed(game.with_guess(2, row, Guess("Gustav", "Emil", "LAMPE")))
    assert "Your word: LAMPE, guessed in round 2 by Gustav and Alfons." in mails(game, 2, "en")["Emil"].body
