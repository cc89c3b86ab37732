"""The PASSWORD file (.password), its score summary and the score-sheet report."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
import re
from functools import partial
from pathlib import Path
from typing import Any

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from test_translations import french
from wordmastermind.core.password.game import Game, Side, play
from wordmastermind.core.password.board import Board
from wordmastermind.core.password.log import (
    NO,
    YES,
    AgainQuestion,
    Answer,
    CircleQuestion,
    Entry,
    LetterQuestion,
    Pass,
    WordGuess,
)
from wordmastermind.core.password.report import password_report as bare_password_report
from wordmastermind.files.i18n import translation
from wordmastermind.core.password.simulate import random_game
from wordmastermind.core import messages
from wordmastermind.core.report import Audience, Paragraph
from wordmastermind.files.atomic import backup_path
from wordmastermind.files.jsonread import DocumentError
from wordmastermind.files.password.file import (
    KIND,
    SCHEMA_VERSION,
    SUFFIX,
    PasswordFileError,
    game_from_json,
    game_to_json,
    load_password,
    save_password,
)
from wordmastermind.files.writers import write_report
from wordmastermind.core.password.summary import score_summary as summarize
from wordmastermind.games import PASSWORD

password_report = partial(bare_password_report, catalogs=translation)
"""The score sheet as the app and the command line make it: its texts from the catalogs."""


def score_summary(game: object) -> dict[str, object]:
    """The summary as ``wordmastermind score --json`` prints it."""
    return summarize(game).to_json(PASSWORD.kind)  # type: ignore[arg-type]

def play_all(game: Game, *entries: Entry) -> Game:
    for entry in entries:
        game = game.with_entry(entry)
    return game


def solo_game() -> Game:
    """Anna (CHAT), Bob (DAME), Cor (not recorded); a wrong answer corrected."""
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME"), Side("Cor")))
    return play_all(
        game,
        CircleQuestion("Anna", "Bob", 2, NO),  # 1, wrong: DAME has a D
        LetterQuestion("Bob", "Anna", 7, "E", NO),  # 2
        LetterQuestion("Cor", "Bob", 8, "R", NO),  # 3
    ).with_correction(1, YES).with_entry(  # 4
        LetterQuestion("Anna", "Bob", 2, "D", Answer.at(1))  # 5
    ).with_entry(CircleQuestion("Anna", "Cor", 4, NO)).with_entry(  # 6
        WordGuess("Bob", "Cor", "loup", NO)  # 7
    ).with_entry(LetterQuestion("Cor", "Anna", 7, "A", Answer.at(3))).with_entry(  # 8
        AgainQuestion("Cor", "Anna", 3, "A", NO)  # 9
    )


def finished_game() -> Game:
    """Anna puts out Bob, then Cor: Anna wins."""
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME"), Side("Cor", secret="ROUTE")))
    return play_all(
        game,
        LetterQuestion("Anna", "Cor", 7, "I", NO),  # 1: Bob's turn now
        CircleQuestion("Bob", "Anna", 2, NO),  # 2
        LetterQuestion("Cor", "Bob", 7, "A", Answer.at(2)),  # 3
        LetterQuestion("Cor", "Bob", 3, "Z", NO),  # 4
        WordGuess("Anna", "Bob", "dame", YES),  # 5
        WordGuess("Anna", "Cor", "route", YES),  # 6
    )


def team_game() -> Game:
    """Two teams, niveau 2 (five letters), an edited board checked by the user."""
    board = Board().with_letters(4, "RTBFW").checked()
    game = Game((Side("Bleus", ("Anna", "Bob"), "porte"), Side("Rouges", ("Cor", "Dan"))),
                board, niveau=2, word_length=5, starter=1)
    return play_all(
        game,
        LetterQuestion("Rouges", "Bleus", 4, "W", NO),
        LetterQuestion("Bleus", "Rouges", 7, "E", YES),
        AgainQuestion("Bleus", "Rouges", 11, "E", NO),
    )


def pass_game() -> Game:
    game = Game((Side("Anna"), Side("Bob")))
    return play_all(game, CircleQuestion("Anna", "Bob", 2, NO), LetterQuestion("Bob", "Anna", 7, "A", NO),
                    Pass("Anna", 2))


def y_vowel_game() -> Game:
    """Y on the vowel circle, and Bob asked for Y on circle 7."""
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="LYNX")), Board().with_y_vowel(True))
    return game.with_entry(LetterQuestion("Anna", "Bob", 7, "Y", Answer.at(2)))


def document(game: Game | None = None) -> dict[str, Any]:
    return game_to_json(solo_game() if game is None else game)


# -- round trips ----------------------------------------------------------------


@pytest.mark.parametrize(
    "game",
    [solo_game(), finished_game(), finished_game().with_winner_disqualified(), team_game(), pass_game(),
     Game((Side("Anna"), Side("Bob"))), dataclasses.replace(team_game(), language="fr"), y_vowel_game()],
    ids=["solo", "finished", "disqualified", "teams-niveau-2", "pass", "empty", "french-reports", "y-vowel"],
)
def test_round_trip_is_exact(game: Game, tmp_path: Path) -> None:
    assert game_from_json(game_to_json(game)) == game
    assert game_from_json(json.loads(json.dumps(game_to_json(game)))) == game
    path = tmp_path / f"game{SUFFIX}"
    save_password(game, path)
    assert load_password(path) == game
    first = path.read_bytes()
    save_password(load_password(path), path)
    assert path.read_bytes() == first
    assert backup_path(path).read_bytes() == first
    assert play(load_password(path)) == play(game)


def test_the_document_stores_only_what_was_entered() -> None:
    data = document()
    assert data["kind"] == KIND == "password" and SUFFIX == ".password"
    assert data["schema_version"] == SCHEMA_VERSION == 1
    assert set(data) == {
        "kind", "schema_version", "app_version", "niveau", "word_length", "board", "sides",
        "starter", "winner_disqualified", "language", "log",
    }
    assert data["language"] == "en"
    assert data["board"] == {
        "assumed": True,
        "circles": {"2": "DWSNJ", "4": "RTBFX", "5": "SLGVZ", "6": "NMHQY", "7": "AEIOU",
                    "8": "DRFGK", "9": "TMBVJ", "10": "CPQHX", "12": "LCPYZ"},
    }
    assert data["sides"] == [
        {"name": "Anna", "members": [], "secret": "CHAT"},
        {"name": "Bob", "members": [], "secret": "DAME"},
        {"name": "Cor", "members": [], "secret": ""},
    ]
    assert data["log"][:5] == [
        {"kind": "circle", "asker": "Anna", "target": "Bob", "circle": 2, "answer": "no"},
        {"kind": "letter", "asker": "Bob", "target": "Anna", "circle": 7, "letter": "E", "answer": "no"},
        {"kind": "letter", "asker": "Cor", "target": "Bob", "circle": 8, "letter": "R", "answer": "no"},
        {"kind": "correction", "entry": 1, "answer": "yes"},
        {"kind": "letter", "asker": "Anna", "target": "Bob", "circle": 2, "letter": "D", "answer": "yes",
         "position": 1},
    ]
    assert data["log"][6] == {"kind": "word", "asker": "Bob", "target": "Cor", "word": "LOUP", "answer": "no"}
    assert document(pass_game())["log"][2] == {"kind": "pass", "asker": "Anna", "circle": 2}
    text = json.dumps(data)
    for computed in ("hand", "winner\"", "grid", "out\"", "total"):
        assert computed not in text


def test_optional_fields_take_their_defaults() -> None:
    data = document()
    for key in ("app_version", "niveau", "word_length", "board", "starter", "winner_disqualified",
                "language"):
        del data[key]
    for side in data["sides"]:
        del side["members"], side["secret"]
    game = game_from_json(data)
    assert game.board == Board() and game.niveau == 1 and game.starter == 0 and game.language == "en"
    assert all(not s.secret for s in game.sides) and len(game.log) == 9
    data.pop("log")
    assert game_from_json(data).log == ()


def test_y_on_the_vowel_circle_is_stored_as_the_game_master_set_it(tmp_path: Path) -> None:
    data = document(y_vowel_game())
    assert data["board"]["y_vowel"] is True
    assert data["board"]["circles"]["7"] == "AEIOU"  # the option, never the six letters
    assert "y_vowel" not in document()["board"]  # an old file's board, as before
    path = tmp_path / f"lynx{SUFFIX}"
    save_password(y_vowel_game(), path)
    assert load_password(path) == y_vowel_game() and load_password(path).board.letters(7) == "AEIOUY"
    # an old file opens with the default: Y is a consonant, and asking it on circle 7 is refused
    old = copy.deepcopy(data)
    del old["board"]["y_vowel"]
    assert refusal(old).startswith("log[0]: entry 1 (Anna asks Bob): ")
    old["log"] = []
    assert game_from_json(old).board == Board()
    data["board"]["y_vowel"] = "yes"
    assert refusal(data) == "board.y_vowel: expected true or false, found text"


# -- refusals -------------------------------------------------------------------


def edited(change: Any, game: Game | None = None) -> dict[str, Any]:
    data = copy.deepcopy(document(game))
    change(data)
    return data


def refusal(data: object) -> str:
    with pytest.raises(PasswordFileError) as info:
        game_from_json(data)
    assert isinstance(info.value, DocumentError)
    return str(info.value)


def test_the_top_must_be_an_object() -> None:
    assert refusal([]) == "the file: expected an object, found a list"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("kind"), "kind: missing"),
        (lambda d: d.update(kind="chess"), "kind: this is a 'chess' document, not a PASSWORD score sheet"),
        (lambda d: d.update(kind="rondo"), "this is a RONDO game file (kind 'rondo'), not a PASSWORD one "
                                           "(.password); a RONDO game file's name ends in .rondo"),
        (lambda d: d.update(schema_version=2),
         "written by a newer wordmastermind (schema version 2); this version reads up to 1: please update"),
        (lambda d: d.update(schema_version=0), "schema_version: 0 is not a valid version"),
        (lambda d: d.update(colour="red"), "the file: unknown field colour"),
        (lambda d: d.update(niveau="1"), "niveau: expected a whole number, found text"),
        (lambda d: d.update(niveau=3), "niveau: the variant is niveau 1 or niveau 2, not 3"),
        (lambda d: d.update(niveau=2), "word_length: niveau 2 needs the agreed word length, 2 to 8, not None"),
        (lambda d: d.update(word_length=5), "word_length: only the niveau 2 variant agrees a word length"),
        (lambda d: d.update(niveau=2, word_length=4),
         "log[4]: entry 5 (Anna asks Bob): in the niveau 2 variant a yes gives no position"),
        (lambda d: d.update(niveau=2, word_length=5),
         "sides: Anna's password CHAT has 4 letters; every password has 5 in this game"),
        (lambda d: d.update(board=[]), "board: expected an object, found a list"),
        (lambda d: d["board"].pop("assumed"), "board.assumed: missing"),
        (lambda d: d["board"]["circles"].pop("7"), "board.circles.7: missing"),
        (lambda d: d["board"]["circles"].update({"3": "ABCDE"}), "board.circles: unknown field 3"),
        (lambda d: d["board"]["circles"].update({"4": "RTBF"}),
         "board.circles: circle 4 has 4 letters; a circle has 5"),
        (lambda d: d["board"]["circles"].update({"2": "XWSNJ"}),
         "log[4]: entry 5 (Anna asks Bob): D is not on circle 2 (X, W, S, N, J)"),
        (lambda d: d.pop("sides"), "sides: missing"),
        (lambda d: d["sides"].pop(), "log[2]: entry 3 (Cor asks Bob): there is no player Cor (players: Anna, Bob)"),
        (lambda d: d["sides"].__delitem__(slice(1, 3)), "sides: PASSWORD is played by 2 to 4 players or teams, not 1"),
        (lambda d: d["sides"][1].update(name="anna"), "sides: two players or teams are called anna"),
        (lambda d: d["sides"][0].update(age=3), "sides[0]: unknown field age"),
        (lambda d: d["sides"][0].update(name=" "), "sides[0].name: a player or team needs a name"),
        (lambda d: d["sides"][0].update(members=["A", "a"]), "sides[0].members: Anna: two members are called a"),
        (lambda d: d["sides"][0].update(members="Anna"), "sides[0].members: expected a list, found text"),
        (lambda d: d["sides"][1].update(secret="anticonstitutionnel"),
         "sides[1].secret: Bob's password ANTICONSTITUTIONNEL has 19 letters; a password has 2 to 8"),
        (lambda d: d["sides"][0].update(secret="porte-clé"),
         "sides[0].secret: Anna's password PORTE-CLE: the rules admit no hyphenated word (a password is one word "
         "of letters A-Z)"),
        (lambda d: d.update(starter="Zoe"), "starter: there is no player Zoe (players: Anna, Bob, Cor)"),
        (lambda d: d.update(starter="Bob"), "log[0]: entry 1 (Anna asks Bob): it is Bob's turn, not Anna's"),
        (lambda d: d.update(winner_disqualified=True),
         "winner_disqualified: the winner's password can be refused only once the game is over"),
        (lambda d: d.update(language="nl"), "language: the reports' language is one of en, fr, not 'nl'"),
        (lambda d: d.update(language=1), "language: expected text, found a number"),
        (lambda d: d.update(log={}), "log: expected a list, found an object"),
        (lambda d: d["log"][0].update(kind="vowel"),
         "log[0].kind: an entry is one of circle, letter, again, word, pass, correction, not 'vowel'"),
        (lambda d: d["log"][0].pop("answer"), "log[0].answer: missing"),
        (lambda d: d["log"][0].update(answer="oui"), "log[0].answer: expected \"yes\" or \"no\", not 'oui'"),
        (lambda d: d["log"][0].update(answer=True), "log[0].answer: expected text, found true/false"),
        (lambda d: d["log"][0].update(position=1), "log[0]: unknown field position"),
        (lambda d: d["log"][0].update(circle=13), "log[0].circle: there is no circle 13: two dice make 2 to 12"),
        (lambda d: d["log"][0].update(asker=""), "log[0].asker: the asker needs a name"),
        (lambda d: d["log"][1].update(letter="EE"), "log[1].letter: a question asks for one letter A-Z, not 'EE'"),
        (lambda d: d["log"][1].pop("letter"), "log[1].letter: missing"),
        (lambda d: d["log"][4].update(position=9),
         "log[4].position: a position is a whole number 1 to 8 (a password has at most 8 letters), not 9"),
        (lambda d: d["log"][4].update(position="1"), "log[4].position: expected a whole number, found text"),
        (lambda d: d["log"][4].pop("position"),
         "log[4]: entry 5 (Anna asks Bob): a yes names the position of D in the password"),
        (lambda d: d["log"][1].update(position=2), "log[1].position: a \"no\" has no position"),
        (lambda d: d["log"][6].update(word="X"), "log[6].word: X has 1 letter; a password has 2 to 8"),
        (lambda d: d["log"][3].update(entry=0),
         "log[3].entry: a correction names an entry number of at least 1, not 0"),
        (lambda d: d["log"][3].update(entry=7),
         "log[3]: entry 4 (correction of entry 7): there is no entry 7 before this one to correct"),
        (lambda d: d["log"][3].update(answer="no"),
         'log[3]: entry 4 (correction of entry 1): entry 1 is answered "no" already'),
        # Entries that break a rule of the game: the rules' own message and the place.
        (lambda d: d["log"][1].update(asker="Cor"), "log[1]: entry 2 (Cor asks Anna): it is Bob's turn, not Cor's"),
        (lambda d: d["log"][1].update(target="Bob"),
         "log[1]: entry 2 (Bob asks Bob): a player cannot ask about their own password"),
        (lambda d: d["log"][2].update(letter="D"), ("log[2]: entry 3 (Cor asks Bob): for Bob, D is already "
         "crossed (entry 1)")),
        (lambda d: d["log"][5].update(circle=3),
         "log[5]: entry 6 (Anna asks Cor): circle 3 is a chance circle: ask for a letter, any letter"),
        (lambda d: d["log"][7].update(position=5),
         "log[7]: entry 8 (Cor asks Anna): position 5 is outside Anna's password (4 letters)"),
    ],
)
def test_every_refusal_names_the_field(change: Any, message: str) -> None:
    assert refusal(edited(change)) == message


@pytest.mark.parametrize(("secret", "language", "message"), [
    ("anticonstitutionnel", "de",
     "sides[1].secret: das Passwort ANTICONSTITUTIONNEL von Bob hat 19 Buchstaben; ein Passwort hat 2 bis 8"),
    ("anticonstitutionnel", "nl",
     "sides[1].secret: het wachtwoord ANTICONSTITUTIONNEL van Bob heeft 19 letters; een wachtwoord heeft er 2 tot 8"),
    ("anticonstitutionnel", "fr",
     french("sides[1].secret : le mot de passe ANTICONSTITUTIONNEL de Bob a 19 lettres ; un mot de passe en a de 2"
            " à 8")),
    # a hyphenated one with the rules' reason: no "mots à trait d'union"
    ("porte-clé", "de", "sides[1].secret: das Passwort PORTE-CLE von Bob: Wörter mit Bindestrich lassen die Regeln "
                        "nicht zu (ein Passwort ist ein Wort aus Buchstaben A-Z)"),
    ("porte-clé", "nl", "sides[1].secret: het wachtwoord PORTE-CLE van Bob: de regels laten geen woorden met een "
                        "koppelteken toe (een wachtwoord is één woord van letters A-Z)"),
    ("porte-clé", "fr", french("sides[1].secret : le mot de passe PORTE-CLE de Bob : la règle n’admet pas les mots"
                               " à trait d’union (un mot de passe est un seul mot de lettres A-Z)")),
])
def test_a_password_the_rules_refuse_is_refused_naming_its_player_in_every_language(
        secret: str, language: str, message: str) -> None:
    with pytest.raises(PasswordFileError) as info:
        game_from_json(edited(lambda d: d["sides"][1].update(secret=secret)))
    said = messages.render(info.value.args[0], messages.translation(language, translation))
    assert said == message


def test_load_names_the_file_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "x.password"
    with pytest.raises(PasswordFileError, match=r"x\.password: no such file"):
        load_password(path)
    path.write_text('{"kind": "password", ', encoding="utf-8")
    with pytest.raises(PasswordFileError, match="the file is cut off"):
        load_password(path)
    data = document()
    data["log"][2]["letter"] = "D"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PasswordFileError, match=r"x\.password: log\[2\]: entry 3 \(Cor asks Bob\): for Bob"):
        load_password(path)


def test_a_failed_save_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "game.password"
    save_password(solo_game(), path)
    before = path.read_bytes()
    with pytest.raises(PasswordFileError, match="cannot be saved"):
        save_password(solo_game(), tmp_path / "missing" / "game.password")
    assert path.read_bytes() == before


# -- the score summary ------------------------------------------------------------


def test_score_summary_of_a_finished_game() -> None:
    assert score_summary(finished_game()) == {
        "kind": "password",
        "players": [{"name": "Anna", "total": 1}, {"name": "Bob", "total": 0}, {"name": "Cor", "total": 0}],
        "winner": "Anna",
        "result": "won",
    }
    json.dumps(score_summary(finished_game()))


def test_score_summary_when_the_winners_password_is_refused() -> None:
    summary = score_summary(finished_game().with_winner_disqualified())
    assert summary["winner"] == "Cor"
    assert summary["players"] == [{"name": "Anna", "total": 0}, {"name": "Bob", "total": 0},
                                  {"name": "Cor", "total": 1}]


def test_score_summary_while_undecided_and_with_teams() -> None:
    assert score_summary(solo_game())["winner"] is None
    assert score_summary(team_game()) == {
        "kind": "password",
        "players": [{"name": "Anna", "total": 0}, {"name": "Bob", "total": 0},
                    {"name": "Cor", "total": 0}, {"name": "Dan", "total": 0}],
        "teams": [{"name": "Bleus", "members": ["Anna", "Bob"], "total": 0},
                  {"name": "Rouges", "members": ["Cor", "Dan"], "total": 0}],
        "winner": None,
        "result": "open",
    }


# -- the report -------------------------------------------------------------------


def test_the_report_holds_the_log_the_standing_and_the_grids() -> None:
    report = password_report(finished_game())
    standing, log = report.tables()[0], report.tables()[1]
    assert standing.rows == (
        ("Anna", "winner", None, "", ""),
        ("Bob", "out", 5, "Anna", "DAME"),
        ("Cor", "out", 6, "Anna", "ROUTE"),
    )
    assert log.rows[0] == (1, "Anna", "Cor", 7, "letter I?", "no", "")
    assert log.rows[4] == (5, "Anna", "Bob", None, "is it DAME?", "yes", "")
    text = report.text()
    assert "Winner: Anna." in text and "CHAT" not in text
    grids = [t for t in report.tables() if t.sheet == "Grids"]
    assert [t.group for t in grids] == ["Anna", "Bob", "Cor"]
    anna = grids[0]
    assert anna.rows[0] == ("2", "crossed", "", "D W S N J", "")
    assert report.sheets() == ("Standing", "Log", "Grids", "Positions")


def test_the_report_says_y_is_on_the_vowel_circle() -> None:
    game = y_vowel_game().with_entry(CircleQuestion("Anna", "Bob", 7, NO))  # no other letter of 7
    report = password_report(game)
    paragraphs = [b.text for b in report.blocks if isinstance(b, Paragraph)]
    assert "2 players, niveau 1, Y on the vowel circle (Y counts as a vowel)." in paragraphs
    bob = [t for t in report.tables() if t.sheet == "Grids"][1]
    assert [row for row in bob.rows if row[0] == "7"] == [("7", "circled", "Y", "A E I O U", "")]
    assert "3 players, niveau 1." in [b.text for b in password_report(solo_game()).blocks if isinstance(b, Paragraph)]
    french = password_report(dataclasses.replace(game, language="fr")).text()
    assert "2 joueurs, niveau 1, Y sur le cercle des voyelles (Y compte comme voyelle)." in french


def test_a_corrected_answer_shows_in_the_log() -> None:
    log = password_report(solo_game()).tables()[1]
    assert log.rows[0] == (1, "Anna", "Bob", 2, "a letter of circle 2?", "no", "yes")
    assert log.rows[3] == (4, "Bob", "", None, "corrects entry 1", "yes", "")
    assert log.rows[8] == (9, "Cor", "Anna", 3, "A again?", "no", "")


def test_the_game_masters_copy_holds_every_secret_and_the_wrong_answers() -> None:
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME")))
    game = game.with_entry(LetterQuestion("Anna", "Bob", 7, "A", Answer.at(3)))
    players = password_report(game)
    master = password_report(game, Audience.GAME_MASTER)
    assert players.audience is Audience.PLAYERS and master.audience is Audience.GAME_MASTER
    assert "CHAT" not in players.text() and "DAME" not in players.text()
    assert "CHAT" in master.text() and "DAME" in master.text()
    assert master.title == "PASSWORD score sheet: game master's copy"
    wrong = master.tables()[-1]
    assert wrong.rows == ((1, "Bob", "yes, position 3", "", "yes, position 2"),)


def test_the_game_masters_copy_gives_a_wrong_answer_corrected_wrongly_as_given_and_as_corrected() -> None:
    game = Game((Side("Anna", secret="CHAT"), Side("Bob", secret="DAME")))
    game = game.with_entry(LetterQuestion("Anna", "Bob", 7, "A", Answer.at(3)))
    game = game.with_correction(1, Answer.at(4))  # wrong again: A is at 2
    wrong = password_report(game, Audience.GAME_MASTER).tables()[-1]
    assert [c.title for c in wrong.columns] == ["Entry", "Player", "Answer given", "Corrected", "Right answer"]
    assert wrong.rows == ((1, "Bob", "yes, position 3", "yes, position 4", "yes, position 2"),)


def test_the_report_of_a_team_game_in_niveau_2_in_french() -> None:
    report = password_report(team_game(), language="fr")
    text = report.text()
    assert french("2 équipes, niveau 2 : aucune position n’est donnée, chaque mot de passe a 5 lettres.") in text
    assert french("Lettres trouvées : E (1 sur 5).") in text
    assert french("Plus d’autre : E.") in text
    assert "PORTE" not in text
    assert report.tables()[0].rows[0] == ("Bleus", "Anna, Bob", "en jeu", None, "", "")
    positions = [t for t in report.tables() if t.sheet == "Positions"]
    assert [len(t.columns) for t in positions] == [5, 5]
    paragraphs = [b.text for b in report.blocks if isinstance(b, Paragraph)]
    assert "Reconstitution (niveau 2)" in paragraphs
    assert not any("supposées" in p for p in paragraphs)  # the board was checked


def test_a_refused_winner_is_explained() -> None:
    text = password_report(finished_game().with_winner_disqualified()).text()
    assert "Anna's password did not conform: Cor, the last player put out, wins." in text


def test_a_refused_winner_is_not_still_in_the_game_on_the_standing() -> None:
    """Anna, who put out the last player but whose password was refused, stood as "in" ("en jeu") on the
    standing of a game that is over, beside Cor the winner."""
    refused = finished_game().with_winner_disqualified()
    standing = password_report(refused).tables()[0]
    assert [row[:2] for row in standing.rows] == [("Anna", "password refused"), ("Bob", "out"), ("Cor", "winner")]
    french = password_report(refused, language="fr").tables()[0]
    assert [row[1] for row in french.rows] == ["mot de passe refusé", "hors jeu", "gagnant"]


def test_the_reports_language_is_kept_in_the_file(tmp_path: Path) -> None:
    game = dataclasses.replace(solo_game(), language="fr")
    assert document(game)["language"] == "fr"
    path = tmp_path / f"french{SUFFIX}"
    save_password(game, path)
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "fr"
    assert load_password(path).language == "fr"


def test_a_file_from_before_the_language_was_kept_has_english_reports() -> None:
    data = document()
    del data["language"]
    game = game_from_json(data)
    assert game.language == "en" and game == solo_game()
    assert "Anna's turn." in password_report(game).text()


def test_the_report_is_in_the_games_language_unless_asked_otherwise() -> None:
    game = dataclasses.replace(solo_game(), language="fr")
    text = password_report(game).text()
    assert "C’est à Anna de jouer." in text and "Anna's turn." not in text
    assert password_report(game, Audience.GAME_MASTER).title == (
        "Feuille de PASSWORD\u00a0: exemplaire du meneur de jeu")
    english = password_report(game, language="en")
    assert "Anna's turn." in english.text() and english.title == "PASSWORD score sheet"
    assert "C’est à Anna de jouer." in password_report(solo_game(), language="fr").text()
    assert "Anna's turn." in password_report(solo_game()).text()  # an English game


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no PASSWORD report in 'de'"):
        password_report(solo_game(), language="de")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), entries=st.integers(0, 40), niveau=st.sampled_from([1, 2]))
def test_a_players_report_never_holds_a_password_not_found(seed: int, entries: int, niveau: int) -> None:
    pool = ["PORTE", "SALON", "TIGRE", "CHOUX", "MOTOS"] if niveau == 2 else ["CHAT", "PORTE", "JUDO", "ROUTE"]
    secrets = random.Random(seed).sample(pool, 3)
    game = random_game(random.Random(seed), secrets, entries, niveau=niveau, words=[], guess_chance=0.15)
    state = play(game)
    for language in ("en", "fr"):
        text = password_report(game, language=language).text()
        for side in game.sides:
            shown = re.search(rf"\b{side.secret}\b", text) is not None
            assert shown == (side.name in state.out), (side.name, side.secret)
        master = password_report(game, Audience.GAME_MASTER, language).text()
        assert all(side.secret in master for side in game.sides)


def test_the_report_writes_to_word_excel_and_text(tmp_path: Path) -> None:
    report = password_report(solo_game())
    for suffix in ("docx", "xlsx", "txt"):
        write_report(report, tmp_path / f"sheet.{suffix}")
    document_ = docx.Document(str(tmp_path / "sheet.docx"))
    cells = [[cell.text for cell in row.cells] for t in document_.tables for row in t.rows]
    assert ["1", "Anna", "Bob", "2", "a letter of circle 2?", "no", "yes"] in cells
    workbook = openpyxl.load_workbook(tmp_path / "sheet.xlsx")
    # (A writer may put the headings and paragraphs on a first sheet of their own.)
    assert [n for n in workbook.sheetnames if n != "Report"] == ["Standing", "Log", "Grids", "Positions"]
    grids = [tuple(row) for row in workbook["Grids"].iter_rows(values_only=True)]
    assert grids[0] == ("Player", "Circle", "Number", "In the word", "Not in the word", "Open")
    assert len(grids) == 1 + 3 * 9
    workbook.close()
    text = (tmp_path / "sheet.txt").read_text(encoding="utf-8")
    assert "corrects entry 1" in text and "Anna's turn." in text
