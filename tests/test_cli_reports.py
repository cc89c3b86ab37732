"""``wordmastermind report`` for the side games: Wachtwoord, RONDO, Woordspel (and GCG), PASSWORD.

Each game is written with its files module, then reported through the CLI's
``main`` as a user would: in the game's own language, in another one asked
for, as Word and Excel, and as the game master's copy where the game has one.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest
from test_cli import Run
from test_gcg import RECORD
from test_password_file import solo_game as password_game
from test_password_file import y_vowel_game
from test_rondo_file import boom_game
from test_rondo_file import solo_game as rondo_game
from test_wachtwoord_file import example_game as wachtwoord_game
from test_woordspel_file import played as woordspel_game

from wordmastermind.core.rondo.game import Game as RondoGame
from wordmastermind.core.rondo.holder import Holder, Turn
from wordmastermind.files.password.file import save_password
from wordmastermind.files.rondo.file import save_rondo
from wordmastermind.files.wachtwoord.file import save_wachtwoord
from wordmastermind.files.woordspel.file import save_woordspel


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def docx_text(path: Path) -> str:
    document = docx.Document(str(path))
    cells = [cell.text for table in document.tables for row in table.rows for cell in row.cells]
    return "\n".join([p.text for p in document.paragraphs] + cells)


def xlsx_text(path: Path) -> str:
    workbook = openpyxl.load_workbook(path)
    try:
        return "\n".join(str(value) for sheet in workbook for row in sheet.iter_rows(values_only=True)
                         for value in row if value is not None)
    finally:
        workbook.close()


def wachtwoord_file(tmp_path: Path, language: str = "en") -> Path:
    path = tmp_path / "fred.wwd"
    # the rules' example is one round: agreed so, the game is over and has a winner
    save_wachtwoord(dataclasses.replace(wachtwoord_game(), language=language, agreed_rounds=1), path)
    return path


def rondo_file(tmp_path: Path, language: str = "en") -> Path:
    path = tmp_path / "game.rondo"
    save_rondo(dataclasses.replace(rondo_game(), language=language), path)
    return path


def woordspel_file(tmp_path: Path, language: str = "en") -> Path:
    path = tmp_path / "club.woordspel"
    save_woordspel(dataclasses.replace(woordspel_game(), language=language), path)
    return path


def password_file(tmp_path: Path, language: str = "en") -> Path:
    path = tmp_path / "p.password"
    save_password(dataclasses.replace(password_game(), language=language), path)
    return path


# --- Wachtwoord -------------------------------------------------------------------


def test_wachtwoord_sheet_in_the_games_language(tmp_path: Path, run: Run) -> None:
    english = run.ok("report", wachtwoord_file(tmp_path))
    assert "Fred & Annie win the game, 43 to 29." in english
    dutch = run.ok("report", wachtwoord_file(tmp_path, "nl"))
    assert "Fred & Annie winnen het spel, 43 tegen 29." in dutch and "win the game" not in dutch
    assert "Fred & Annie win the game, 43 to 29." in run.ok("report", tmp_path / "fred.wwd", "--language", "en")


def test_wachtwoord_sheet_as_word_and_excel(tmp_path: Path, run: Run) -> None:
    game = wachtwoord_file(tmp_path, "nl")
    printed = run.ok("report", game, "--docx", tmp_path / "sheet.docx", "--xlsx", tmp_path / "sheet.xlsx")
    assert printed.split() == [str(tmp_path / "sheet.docx"), str(tmp_path / "sheet.xlsx")]
    assert "Fred & Annie winnen het spel, 43 tegen 29." in docx_text(tmp_path / "sheet.docx")
    workbook = openpyxl.load_workbook(tmp_path / "sheet.xlsx")
    assert workbook.sheetnames == ["Report", "Ronden", "Punten", "Woorden", "Spel"]
    workbook.close()
    assert "Fred & Annie winnen het spel, 43 tegen 29." in xlsx_text(tmp_path / "sheet.xlsx")


# --- RONDO ------------------------------------------------------------------------


def test_rondo_sheet_in_the_games_language(tmp_path: Path, run: Run) -> None:
    assert "Winner: Bas with 17 points." in run.ok("report", rondo_file(tmp_path))
    dutch = run.ok("report", rondo_file(tmp_path, "nl"))
    assert "RONDO-scoreblad" in dutch and "Winnaar: Bas met 17 punten." in dutch
    english = run.ok("report", tmp_path / "game.rondo", "--language", "en")
    assert "RONDO score sheet" in english and "Winner: Bas with 17 points." in english


def test_rondo_sheet_as_word_and_excel(tmp_path: Path, run: Run) -> None:
    game = rondo_file(tmp_path)
    run.ok("report", game, "--docx", tmp_path / "sheet.docx", "--xlsx", tmp_path / "sheet.xlsx",
           "--txt", tmp_path / "sheet.txt")
    words = docx_text(tmp_path / "sheet.docx")
    assert "Winner: Bas with 17 points." in words and "ZONES" in words
    workbook = openpyxl.load_workbook(tmp_path / "sheet.xlsx")
    assert workbook.sheetnames == ["Report", "Turns", "Totals"]
    workbook.close()
    assert "ZONES" in xlsx_text(tmp_path / "sheet.xlsx")
    assert "Winner: Bas with 17 points." in (tmp_path / "sheet.txt").read_text(encoding="utf-8")


def test_rondo_score_and_report_of_issue_20s_readings(tmp_path: Path, run: Run) -> None:
    # the printed sheet shows the holder and exchanges; a side without a start word has not started
    save_rondo(boom_game(), tmp_path / "boom.rondo")
    lines = run.ok("report", tmp_path / "boom.rondo").splitlines()
    assert any(line.split() == ["2", "BOOM", "*BOOM", "0", "9", "9"] for line in lines)
    bas = dataclasses.replace(rondo_game().sides[1], start_word=())
    late = RondoGame((rondo_game().sides[0], bas)).with_turn(Turn(Holder.parse("ZON")))  # Anna starts
    save_rondo(late, tmp_path / "late.rondo")
    assert run.ok("score", tmp_path / "late.rondo").split()[4:8] == ["Anna", "8", "Bas", "0"]
    assert "Bas has no start word yet: a side without a start word cannot begin." in run.ok(
        "report", tmp_path / "late.rondo")
    # a word two letters longer than the one before is refused with the rules' reason, in one line
    data = json.loads((tmp_path / "boom.rondo").read_text(encoding="utf-8"))
    data["turns"][3]["holder"] = "OOMST"
    (tmp_path / "boom.rondo").write_text(json.dumps(data), encoding="utf-8")
    message = run.fails("score", tmp_path / "boom.rondo")
    assert "a new word may be at most one letter longer than the previous one" in message
    assert len(message.strip().splitlines()) == 1


def test_password_report_with_y_on_the_vowel_circle(tmp_path: Path, run: Run) -> None:
    save_password(y_vowel_game(), tmp_path / "lynx.password")
    assert "2 players, niveau 1, Y on the vowel circle (Y counts as a vowel)." in run.ok(
        "report", tmp_path / "lynx.password")
    assert "Bob" in run.ok("score", tmp_path / "lynx.password")


# --- Woordspel --------------------------------------------------------------------


def test_woordspel_sheet_in_the_games_language(tmp_path: Path, run: Run) -> None:
    english = run.ok("report", woordspel_file(tmp_path))
    assert english.splitlines()[1] == "Woordspel score sheet" and "Clubavond" in english
    assert "EELSSTU?" not in english  # the racks stay private
    dutch = run.ok("report", woordspel_file(tmp_path, "nl"))
    assert dutch.splitlines()[1] == "Woordspel-scoreblad"
    assert run.ok("report", tmp_path / "club.woordspel", "--language", "en").splitlines()[1] == (
        "Woordspel score sheet")


def test_woordspel_game_masters_copy_shows_the_racks(tmp_path: Path, run: Run) -> None:
    game = woordspel_file(tmp_path, "nl")
    copy = run.ok("report", game, "--overview")
    assert "Woordspel-scoreblad: exemplaar van de spelleider" in copy
    assert "EELSSTU?" in copy and "ABCDEFGH" in copy
    printed = run.ok("report", game, "--overview", "--docx", tmp_path / "club.docx",
                     "--xlsx", tmp_path / "club.xlsx").split()
    assert printed == [str(tmp_path / "club-GM-copy.docx"), str(tmp_path / "club-GM-copy.xlsx")]
    assert not (tmp_path / "club.docx").exists() and not (tmp_path / "club.xlsx").exists()
    assert "EELSSTU?" in docx_text(tmp_path / "club-GM-copy.docx")
    assert "ABCDEFGH" in xlsx_text(tmp_path / "club-GM-copy.xlsx")


def test_a_gcg_record_is_reported_in_english_unless_asked(tmp_path: Path, run: Run) -> None:
    record = tmp_path / "clubavond.gcg"
    record.write_text(RECORD, encoding="utf-8")
    english = run.ok("report", record)
    assert english.splitlines()[1] == "Woordspel score sheet" and "Anna de Vries" in english
    dutch = run.ok("report", record, "--language", "nl")
    assert dutch.splitlines()[1] == "Woordspel-scoreblad"
    copy = run.ok("report", record, "--overview")  # the game is over: both copies show the racks
    assert copy.splitlines()[1] == "Woordspel score sheet: game master's copy" and "KSTTUVX?" in copy
    assert "a Woordspel score sheet can be written in en or nl, not fr" in run.fails(
        "report", record, "--language", "fr")
    bad = tmp_path / "bad.gcg"
    # an event without its word cannot be read (a 2-letter opening is read now: Scrabble's rule)
    bad.write_text("#player1 A A\n#player2 B B\n>A: ABC 8H +4 4\n", encoding="utf-8")
    assert "bad.gcg: line 3" in run.fails("report", bad)


# --- PASSWORD ---------------------------------------------------------------------


def test_password_sheet_in_the_games_language(tmp_path: Path, run: Run) -> None:
    english = run.ok("report", password_file(tmp_path))
    assert "Anna's turn." in english
    assert "CHAT" not in english and "DAME" not in english
    french = run.ok("report", password_file(tmp_path, "fr"))
    assert "C’est à Anna de jouer." in french and "Anna's turn." not in french
    assert "Anna's turn." in run.ok("report", tmp_path / "p.password", "--language", "en")


def test_password_game_masters_copy_holds_every_password(tmp_path: Path, run: Run) -> None:
    game = password_file(tmp_path, "fr")
    copy = run.ok("report", game, "--overview")
    assert "Feuille de PASSWORD\u00a0: exemplaire du meneur de jeu" in copy  # the catalog's no-break space
    assert "CHAT" in copy and "DAME" in copy
    printed = run.ok("report", game, "--overview", "--docx", tmp_path / "p.docx",
                     "--xlsx", tmp_path / "p.xlsx").split()
    assert printed == [str(tmp_path / "p-GM-copy.docx"), str(tmp_path / "p-GM-copy.xlsx")]
    assert "CHAT" in docx_text(tmp_path / "p-GM-copy.docx")
    assert "DAME" in xlsx_text(tmp_path / "p-GM-copy.xlsx")
    run.ok("report", game, "--docx", tmp_path / "players.docx", "--xlsx", tmp_path / "players.xlsx")
    assert "C’est à Anna de jouer." in docx_text(tmp_path / "players.docx")
    assert "CHAT" not in docx_text(tmp_path / "players.docx")
    assert "CHAT" not in xlsx_text(tmp_path / "players.xlsx")


# --- refusals ---------------------------------------------------------------------


MAKERS = {"wachtwoord": wachtwoord_file, "rondo": rondo_file, "woordspel": woordspel_file,
          "password": password_file}


@pytest.mark.parametrize("kind", MAKERS)
def test_round_is_refused_for_a_whole_game_sheet(kind: str, tmp_path: Path, run: Run) -> None:
    game = MAKERS[kind](tmp_path)
    assert "--round is for Wörter-MasterMind games only" in run.fails("report", game, "--round", 1)


@pytest.mark.parametrize("kind", ["wachtwoord", "rondo"])
def test_overview_is_refused_where_there_is_no_secret(kind: str, tmp_path: Path, run: Run) -> None:
    game = MAKERS[kind](tmp_path)
    err = run.fails("report", game, "--overview", "--docx", tmp_path / "x.docx")
    assert "score sheet has no game master's copy" in err and "--overview" in err
    assert not list(tmp_path.glob("*.docx"))


@pytest.mark.parametrize(("kind", "language", "message"), [
    ("wachtwoord", "fr", "a Wachtwoord score sheet can be written in en or nl, not fr"),
    ("rondo", "de", "a RONDO score sheet can be written in en or nl, not de"),
    ("woordspel", "de", "a Woordspel score sheet can be written in en or nl, not de"),
    ("password", "nl", "a PASSWORD score sheet can be written in en or fr, not nl"),
])
def test_a_language_the_sheet_does_not_have_is_refused(
    kind: str, language: str, message: str, tmp_path: Path, run: Run
) -> None:
    game = MAKERS[kind](tmp_path)
    assert run.fails("report", game, "--language", language) == f"wordmastermind: {message}\n"


def test_a_wmm_report_in_dutch_and_in_french(tmp_path: Path, run: Run) -> None:
    from test_cli import two_rounds

    game = two_rounds(tmp_path, run)
    dutch = run.ok("report", game, "--language", "nl")
    assert dutch.splitlines()[1].endswith(", ronde 2") and "Raadpunten" in dutch
    french = run.ok("report", game, "--language", "fr")
    assert french.splitlines()[1].endswith(", manche 2") and "Points de proposition" in french


def test_bad_files_are_refused_with_the_loaders_message(tmp_path: Path, run: Run) -> None:
    broken = tmp_path / "broken.rondo"
    broken.write_text('{"kind": "rondo", "schema_version": 1, "sides": [')
    err = run.fails("report", broken)
    assert err.count("\n") == 1 and "broken.rondo: the file is cut off" in err
    game = wachtwoord_file(tmp_path)
    data = game.read_text(encoding="utf-8").replace('"method"', '"methode"', 1)
    game.write_text(data, encoding="utf-8")
    err = run.fails("report", game)
    assert err.startswith(f"wordmastermind: {game}: ") and "method" in err
    assert "no such file" in run.fails("report", tmp_path / "missing.password")
    other = tmp_path / "x.json"
    other.write_text('{"kind": "chess"}')
    assert "cannot write a report of a 'chess' document" in run.fails("report", other)
