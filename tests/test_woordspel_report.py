"""The Woordspel score sheet as a report: moves, standings, unseen tiles, board."""

from __future__ import annotations

import dataclasses
from functools import partial
from pathlib import Path

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest

from wordmastermind.core.report import Audience, Paragraph, Table
from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.moves import Exchange, Pass, Penalty
from wordmastermind.core.woordspel.play import Play
from wordmastermind.core.woordspel.report import woordspel_report as bare_woordspel_report
from wordmastermind.files.i18n import translation
from wordmastermind.files.writers import write_report

woordspel_report = partial(bare_woordspel_report, catalogs=translation)
"""The score sheet as the app and the command line make it: its texts from the catalogs."""


def played() -> Game:
    game = Game(("Anna", "Bas"))
    for move in (
        Play.parse("8H LEES", rack="EELSSTU?"),
        Play.parse("9H An", rack="AGINOYZ?", cross={"i9": "R"}),  # AN 1, LA 5, ER 1
        Exchange("QX", rack="EQSTUVX?"),
        Penalty(1, 5),
        Play.parse("K7 ĲS", rack="BDGIOYZR"),  # 8 (the blanks: one on the board, one Anna's)
    ):
        game = game.with_move(move)
    return game.with_racks(("ABCDEFGH", None))


def ended() -> Game:
    game = Game(("Anna", "Bas")).with_move(Play.parse("8H LEES")).with_move(Play.parse("9G ZO"))
    for _ in range(3):
        game = game.with_move(Pass())
    return game.with_end(("EN", "Q"))


def table(report: object, sheet: str) -> Table:
    return next(t for t in report.tables() if t.sheet == sheet)  # type: ignore[attr-defined]


def paragraphs(report: object) -> list[str]:
    return [b.text for b in report.blocks if isinstance(b, Paragraph)]  # type: ignore[attr-defined]


def test_the_move_list_with_running_totals() -> None:
    moves = table(woordspel_report(played()), "Moves")
    assert [c.title for c in moves.columns] == [
        "No.", "Turn", "Player", "Move", "Words", "Points", "Note", "Anna", "Bas"]
    assert moves.rows == (
        (1, 1, "Anna", "8H LEES", "LEES", 18, "", 18, 0),
        (2, 2, "Bas", "9H An", "An, LA, Er", 7, "", 18, 7),
        (3, 3, "Anna", "-QX", "", 0, "exchange", 18, 7),
        (4, None, "Bas", "(time)", "", -5, "penalty", 18, 2),
        (5, 4, "Bas", "K7 ĲS", "IJS", 8, "", 18, 10),
    )


def test_racks_stay_private_while_the_game_goes_on() -> None:
    report = woordspel_report(played())
    text = report.text()
    for rack in ("EELSSTU?", "AGINOYZ?", "ABCDEFGH"):
        assert rack not in text
    assert report.audience is Audience.PLAYERS
    unseen = paragraphs(report)
    assert "Not on the board (the bag and both racks): 97 of 104 tiles." in unseen
    assert not any(t.sheet == "Unseen" for t in report.tables())


def test_the_game_masters_copy_shows_racks_and_says_so() -> None:
    report = woordspel_report(played(), Audience.GAME_MASTER)
    assert report.title == "Woordspel score sheet: game master's copy"
    assert report.audience is Audience.GAME_MASTER
    assert "This copy shows the players' racks. It is for the game master only." in paragraphs(report)
    moves = table(report, "Moves")
    assert [c.title for c in moves.columns][3] == "Rack"
    assert [row[3] for row in moves.rows] == ["EELSSTU?", "AGINOYZ?", "EQSTUVX?", "", "BDGIORYZ"]
    unseen = table(report, "Unseen")
    assert unseen.rows[0][:2] == ("Anna", "ABCDEFGH") and unseen.rows[0][3] == 97 - 8
    assert unseen.rows[1][:2] == ("Bas", "not known") and unseen.rows[1][3] == 97


def test_a_finished_game_shows_the_deduction_and_the_winner() -> None:
    report = woordspel_report(ended())
    standings = table(report, "Standings")
    assert [c.title for c in standings.columns] == ["Player", "Scored", "Tiles left", "Deduction",
                                                    "Total"]
    assert standings.rows == (("Anna", 18, "EN", -2, 16), ("Bas", 18, "Q", -7, 11))
    texts = paragraphs(report)
    assert "The game ended after three passes in a row (turns 3 to 5)." in texts
    assert "Winner: Anna with 16 points." in texts
    moves = table(report, "Moves")
    assert moves.rows[-2:] == (
        (6, None, "Anna", "EN", "(EN)", "", -2, "tiles left", 16, 18),
        (7, None, "Bas", "Q", "(Q)", "", -7, "tiles left", 16, 11),
    )


def test_over_without_the_tiles_left() -> None:
    texts = paragraphs(woordspel_report(ended().without_end()))
    assert ("The game is over after three passes in a row (turns 3 to 5); the tiles left are "
            "not entered yet, so no deduction is made.") in texts
    assert "Level at 18 points each." in texts


def test_a_draw() -> None:
    game = ended().without_end().with_end(("E", "A"))
    assert "Draw (remise): 17 points each." in paragraphs(woordspel_report(game))


def test_the_board_as_a_table() -> None:
    board = table(woordspel_report(played()), "Board")
    assert [c.title for c in board.columns] == ["Row", *"abcdefghijklmno"]
    assert len(board.rows) == 15 and [row[0] for row in board.rows] == list(range(1, 16))
    assert board.rows[0][1:] == ("3W", "", "", "2L", "", "", "", "3W", "", "", "", "2L", "", "", "3W")
    assert board.rows[7][8:12] == ("L", "E", "E", "S")        # row 8, h-k
    assert board.rows[8][8:10] == ("A", "n")                   # the blank in lower case
    assert board.rows[6][11] == "Y"                            # k7: the Y tile


def test_the_redeal_is_noted() -> None:
    game = Game(("Anna", "Bas")).with_move(Pass()).with_move(Pass())
    assert "Both players passed in turns 1 and 2: the tiles were dealt anew." in paragraphs(
        woordspel_report(game))
    assert "Next: Anna (turn 3)." in paragraphs(woordspel_report(game))


def test_an_empty_game_and_dutch() -> None:
    report = woordspel_report(Game(("Anna", "Bas"), title="Clubavond"), language="nl")
    texts = paragraphs(report)
    assert report.title == "Woordspel-scoreblad"
    assert "Clubavond" in texts and "Nog geen zetten." in texts
    assert "Anna tegen Bas; Anna begon." in texts
    assert "Aan de beurt: Anna (beurt 1)." in texts
    with pytest.raises(ValueError, match="no Woordspel report in 'de'"):
        woordspel_report(Game(("Anna", "Bas")), language="de")


def test_the_report_is_in_the_games_language_unless_asked_for_another() -> None:
    dutch = dataclasses.replace(ended(), language="nl")
    report = woordspel_report(dutch)
    assert report.title == "Woordspel-scoreblad"
    assert "Winnaar: Anna met 16 punten." in paragraphs(report)
    assert woordspel_report(dutch, Audience.GAME_MASTER).title == (
        "Woordspel-scoreblad: exemplaar van de spelleider")
    english = woordspel_report(dutch, language="en")
    assert english.title == "Woordspel score sheet" and "Winner: Anna with 16 points." in paragraphs(english)
    assert woordspel_report(ended()).title == "Woordspel score sheet"
    assert woordspel_report(ended(), language="nl").title == "Woordspel-scoreblad"


def test_the_report_writes_to_word_excel_and_text(tmp_path: Path) -> None:
    report = woordspel_report(ended())
    for suffix in ("docx", "xlsx", "txt"):
        write_report(report, tmp_path / f"sheet.{suffix}")
    document = docx.Document(str(tmp_path / "sheet.docx"))
    cells = [[cell.text for cell in row.cells] for t in document.tables for row in t.rows]
    assert ["Anna", "18", "EN", "-2", "16"] in cells
    workbook = openpyxl.load_workbook(tmp_path / "sheet.xlsx")
    assert workbook.sheetnames[-4:] == ["Moves", "Standings", "Unseen", "Board"]
    standings = [tuple(row) for row in workbook["Standings"].iter_rows(values_only=True)]
    assert ("Bas", 18, "Q", -7, 11) in standings
    workbook.close()
    text = (tmp_path / "sheet.txt").read_text(encoding="utf-8")
    assert "Winner: Anna with 16 points." in text and "LEES" in text
    # each player's unseen tiles in full (a long cell elsewhere is cut after three lines, ending in "…")
    unseen = "Unseen by" + text.split("\nUnseen by")[1].split("\nBoard")[0]
    assert "…" not in unseen
    start = unseen.splitlines()[0].index("Unseen tiles")
    shown: dict[str, str] = {}
    for line in unseen.splitlines()[2:]:
        if line.strip():
            player = line.split(" ")[0] or player
            shown[player] = shown.get(player, "") + line[start:start + 40]
    rows = table(report, "Unseen").rows
    assert {player: sorted(letters.replace(" ", "")) for player, letters in shown.items()} == {
        str(row[0]): sorted(str(row[2]).replace(" ", "")) for row in rows}
