"""Rule errors carry a code and parameters; their text is English, and any catalog language on request."""

from __future__ import annotations

import pickle

import pytest

from wordmastermind.core.errors import RosterError, RoundError, WordError
from wordmastermind.core.wmm.evaluation import check_round
from wordmastermind.core.wmm.game import Game, Guess, Player, Round
from wordmastermind.core.wmm.lot import with_drawn_lot
from wordmastermind.core.wmm.roster import check_roster
from wordmastermind.core.words import WordRules
from wordmastermind.files.i18n import render, render_error

NAMES = ["Anna", "Bert", "Carl", "Dora", "Emil"]


def drawn_game() -> Game:
    game = Game(players=tuple(Player(n, w) for n, w in zip(NAMES, ["SALAT", "TISCH", "HOSEN", "BLATT", "FEDER"])))
    return with_drawn_lot(game, seed=1)


def test_a_word_error_has_a_code_and_its_params_and_reads_english() -> None:
    with pytest.raises(WordError) as caught:
        WordRules().check("Sala")
    error = caught.value
    assert str(error) == "SALA has 4 letters, the game needs 5"
    assert (error.message.code, error.message.params) == (  # type: ignore[attr-defined]
        "word.length", {"word": "SALA", "length": 4, "needed": 5})
    assert render_error(error, "de") == "SALA hat 4 Buchstaben, die Partie verlangt 5"
    assert render_error(error, "nl") == "SALA heeft 4 letters, het spel vraagt er 5"
    assert render_error(error, "fr") == "SALA a 4 lettres, la partie en demande 5"


def test_a_guess_at_no_player_is_refused_with_its_reason_in_each_language() -> None:
    game = drawn_game()
    with pytest.raises(RoundError) as caught:
        check_round(game, 1, Round((Guess("Fra", "Anna", "TISCH"),)))
    problem = caught.value.problems[0]
    assert str(problem) == "row 1: Fra is not a player"
    assert problem.message.code == "guess.not_a_player"  # type: ignore[attr-defined]
    assert render(problem.as_message(), "de") == "Zeile 1: Fra spielt nicht mit"
    assert render(problem.as_message(), "fr") == "ligne 1\u00a0: Fra ne joue pas"
    assert render_error(caught.value, "nl") == "ronde 1 breekt de regels: 1 probleem"


def test_a_roster_problem_names_its_field_in_the_language_too() -> None:
    with pytest.raises(RosterError) as caught:
        check_roster([Player("Anna", "SALAT"), Player("Bert", "Hose")], WordRules())
    lines = [render(p.as_message(), "de") for p in caught.value.problems]
    assert lines == [
        "Zeile 2, Geheimwort: HOSE hat 4 Buchstaben, die Partie verlangt 5",
        "die Partie braucht mindestens 4 Spieler, diese Liste hat 2",
    ]
    assert render_error(caught.value, "de") == "mit dieser Spielerliste kann die Partie nicht beginnen: 2 Probleme"


def test_a_message_survives_pickling_with_its_code() -> None:
    problem = WordRules().problem("Bär")
    assert problem is not None
    copy = pickle.loads(pickle.dumps(problem))
    assert copy == problem and str(copy) == "BÄR: Ä is not allowed (this game allows only A-Z)"
    assert render(copy, "de") == "BÄR: Ä ist nicht erlaubt (diese Partie erlaubt nur A–Z)"


def test_text_that_is_no_message_is_left_as_it_is() -> None:
    assert render("a file's own words", "de") == "a file's own words"
