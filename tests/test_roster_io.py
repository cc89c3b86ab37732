"""The roster out to a spreadsheet and back, and previews of what an import would bring."""

from __future__ import annotations

import zipfile
from pathlib import Path

import openpyxl
import pytest

from wordmastermind.core.errors import field
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.game import Game, Guess, Lot, Player, Round
from wordmastermind.core.words import WordRules
from wordmastermind.files.atomic import backup_path
from wordmastermind.files.wmm.imports import (
    PASTED,
    GuessPreview,
    RosterPreview,
    preview_guesses,
    preview_roster,
    read_roster,
)
from wordmastermind.files.wmm.roster_export import export_roster
from wordmastermind.files.tables.rows import TableFileError

PLAYERS = [
    Player("Jörg Müller", "salat", "joerg@example.de", "Hauptstraße 1\n50667 Köln"),
    Player("Gustav Straßburger", "bären", "", "Entenweg 13, 12345 Entenhausen"),
    Player('Anna "Nanni", Maria', "tisch", "anna@example.org", ""),
    Player("=1+1", "lampe", "", "-Keine-"),
    Player("+49 Heike", "feder", "@heike", "\"Am Rain\" 7;\r\n2. Stock"),
    Player("'t Hart", "fiets", "", "'=HYPERLINK()"),
    Player("-Emil-", "wolke", "e@x.nl", "@Home"),
]
SECRETS = [p.secret for p in PLAYERS]


def encodings(text: str) -> list[bytes]:
    """The ways ``text`` may stand in a file: UTF-8, UTF-16, XML character references."""
    references = "".join(c if ord(c) < 128 else f"&#{ord(c)};" for c in text)
    return [text.encode(), text.encode("utf-16-le"), references.encode()]


def raw_contents(path: Path) -> bytes:
    """The file's bytes, or for a zip every member's bytes."""
    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            return b"".join(archive.read(name) for name in archive.namelist())
    return path.read_bytes()


# ---------------------------------------------------------------- export


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_a_roster_with_secrets_comes_back_the_same(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"roster{suffix}"
    export_roster(PLAYERS, path, with_secrets=True)
    players, lines, _ = read_roster(path)
    assert players == PLAYERS
    assert lines == list(range(2, len(PLAYERS) + 2))


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_without_secrets_no_secret_is_in_the_file(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"roster{suffix}"
    export_roster(PLAYERS, path, with_secrets=True)
    export_roster(PLAYERS, path, with_secrets=False)  # over the one with secrets
    data = raw_contents(path)
    assert b"Secret" not in data
    for secret in SECRETS:
        assert not any(form in data for form in encodings(secret)), secret
    assert not backup_path(path).exists()  # no copy of the file with secrets is kept
    assert list(tmp_path.iterdir()) == [path]
    assert any(form in data for form in encodings("Jörg Müller"))
    with pytest.raises(TableFileError, match="no column 'secret'"):
        read_roster(path)


def test_the_csv_is_excel_friendly_and_guarded_against_formulas(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    export_roster(PLAYERS, path, with_secrets=True)
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfName,Secret,Email,Address\r\n")
    text = data.decode("utf-8-sig")
    assert "\r\n'=1+1,LAMPE,,'-Keine-\r\n" in text
    assert "\r\n'+49 Heike,FEDER,'@heike," in text
    assert "\r\n'-Emil-,WOLKE,e@x.nl,'@Home\r\n" in text
    assert "\r\n't Hart,FIETS,,''=HYPERLINK()\r\n" in text  # one more apostrophe, taken off again
    assert '"Anna ""Nanni"", Maria"' in text
    assert '"Hauptstraße 1\n50667 Köln"' in text


def test_the_workbook_has_a_bold_frozen_filtered_header_and_text_cells(tmp_path: Path) -> None:
    path = tmp_path / "roster.xlsx"
    export_roster(PLAYERS, path, with_secrets=True)
    sheet = openpyxl.load_workbook(path).active
    assert sheet is not None
    assert [cell.value for cell in sheet[1]] == ["Name", "Secret", "Email", "Address"]
    assert all(cell.font.bold for cell in sheet[1])
    assert sheet.freeze_panes == "A2"
    assert sheet.auto_filter.ref == f"A1:D{len(PLAYERS) + 1}"
    formula = sheet["A5"]
    assert (formula.value, formula.data_type) == ("=1+1", "s")
    assert formula.quotePrefix
    assert {cell.data_type for row in sheet.iter_rows(min_row=2) for cell in row if cell.value} == {"s"}
    with zipfile.ZipFile(path) as archive:
        assert b"<f>" not in archive.read("xl/worksheets/sheet1.xml")


def test_an_export_is_atomic_and_refuses_other_endings(tmp_path: Path) -> None:
    path = tmp_path / "roster.xlsx"
    export_roster(PLAYERS[:2], path, with_secrets=True)
    before = path.read_bytes()
    with pytest.raises(ValueError, match=r"exported as .xlsx or .csv, not as .ods files"):
        export_roster(PLAYERS, tmp_path / "roster.ods", with_secrets=True)
    with pytest.raises(ValueError, match="no such folder"):  # refused before anything is written
        export_roster(PLAYERS, tmp_path / "missing" / "roster.xlsx", with_secrets=True)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["roster.xlsx"]


def test_an_empty_roster_exports_its_header(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    export_roster([], path, with_secrets=False)
    assert path.read_bytes() == b"\xef\xbb\xbfName,Email,Address\r\n"


# ---------------------------------------------------------------- roster preview


def write_roster(path: Path, rows: list[tuple[str, str]]) -> Path:
    lines = ["Spielerliste Herbst", "", "Spieler;Geheimwort"] + [f"{n};{s}" for n, s in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_roster_preview_places_every_problem_at_its_line(tmp_path: Path) -> None:
    path = write_roster(tmp_path / "spieler.csv", [
        ("Alfons", "salat"), ("Gustav", "hosen"), ("Beatrix", "tisch"),
        ("alfons", "lampe"), ("Emil", "Sala"), ("Jörg", "bären"), ("", "wolke"),
    ])
    preview = preview_roster(path)
    assert isinstance(preview, RosterPreview)
    assert not preview.ok
    assert preview.source == str(path)
    assert preview.lines == (4, 5, 6, 7, 8, 9, 10)
    assert [p.name for p in preview.players] == ["Alfons", "Gustav", "Beatrix", "alfons", "Emil", "Jörg", ""]
    assert [str(p) for p in preview.problems] == [
        "line 7, name: alfons is already line 4 (names must differ, ignoring case)",
        "line 8, secret: SALA has 4 letters, the game needs 5",
        "line 9, secret: BÄREN: Ä is not allowed (this game allows only A-Z)",
        "line 10, name: no name given",
    ]
    by_line = {row.line: row.problems for row in preview.rows}
    assert by_line[4] == () and [p.field for p in by_line[7]] == [field("name")]
    assert tuple((p.line, p.field, str(p.message)) for p in by_line[10]) == ((10, field("name"), "no name given"),)


def test_a_roster_preview_of_too_few_players_and_other_rules(tmp_path: Path) -> None:
    path = write_roster(tmp_path / "spieler.csv", [("Alfons", "salate"), ("Jörg", "bären")])
    preview = preview_roster(path, WordRules(6, umlauts=True))
    assert [str(p) for p in preview.problems] == [
        "line 5, secret: BÄREN has 5 letters, the game needs 6",
        "the game needs at least 4 players, this roster has 2",
    ]
    assert preview.problems[-1].line is None


def test_a_good_roster_preview_is_ok(tmp_path: Path) -> None:
    path = tmp_path / "roster.xlsx"
    export_roster(PLAYERS[:4], path, with_secrets=True)
    before = path.read_bytes()
    preview = preview_roster(path, WordRules(5, umlauts=True))
    assert preview.ok and preview.problems == ()
    assert preview.players == tuple(PLAYERS[:4])
    assert path.read_bytes() == before


def test_a_roster_preview_of_an_unreadable_file_raises(tmp_path: Path) -> None:
    path = tmp_path / "roster.xlsx"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))
    with pytest.raises(TableFileError):
        preview_roster(path)


# ---------------------------------------------------------------- guess preview

NAMES = [("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Emil", "LAMPE")]
LOT = Lot(1, (("Alfons", ("Gustav",)), ("Gustav", ("Beatrix",)),
              ("Beatrix", ("Emil",)), ("Emil", ("Alfons",))))
ROUND_1 = Round((Guess("Alfons", "Gustav", "HASEN"), Guess("Gustav", "Beatrix", "TASSE"),
                 Guess("Beatrix", "Emil", "LAMPE"), Guess("Emil", "Alfons", "SAHNE")), "Runde 1")
ROUND_2 = Round((Guess("Gustav", "Alfons", "SALTO"), Guess("Alfons", "Beatrix", "TISCH")))
GAME = Game(players=tuple(Player(n, s) for n, s in NAMES), lot=LOT, rounds=(ROUND_1, ROUND_2))


def test_pasted_guesses_show_unreadable_lines_and_rule_problems() -> None:
    text = "Rater\tZiel\tWort\nAlfons\tGustav\thosen\n\nGustav SAHNE\nGustav\tAlfons\tsahne\nEmil\tAlfons\tsah\n"
    preview = preview_guesses(text, Game(players=GAME.players, lot=LOT), 1)
    assert isinstance(preview, GuessPreview)
    assert preview.source == PASTED and preview.round_number == 1
    assert preview.lines == (2, 5, 6)
    assert [str(p) for p in preview.problems] == [
        'line 4: cannot read "Gustav SAHNE": write guesser, target and word, '
        'e.g. "Gustav, Alfons, SAHNE" or "Gustav: SAHNE -> Alfons"',
        "line 5: in round 1 the lot lets Gustav guess at Beatrix, not at Alfons",
        "line 6: SAH has 3 letters, the game needs 5",
    ]
    assert [len(row.problems) for row in preview.rows] == [0, 1, 1]
    assert not preview.ok


def test_a_round_file_preview_of_good_guesses_keeps_the_notes(tmp_path: Path) -> None:
    path = tmp_path / "runde1.csv"
    path.write_text("Runde 1\n\nguesser,target,word\n" + "".join(
        f"{g.guesser},{g.target},{g.word.lower()}\n" for g in ROUND_1.guesses
    ), encoding="utf-8")
    game = GAME.truncated(1)
    preview = preview_guesses(path, game, 1)
    assert preview.ok, preview.problems
    assert preview.lines == (4, 5, 6, 7)
    assert preview.as_round() == ROUND_1
    assert game == GAME.truncated(1)  # nothing changed


def test_a_duplicate_guess_names_the_line_of_the_first(tmp_path: Path) -> None:
    text = "Gustav, Alfons, SALTO\nAlfons, Beatrix, TISCH\nGustav, Alfons, SAHNE\n"
    preview = preview_guesses(text, GAME, 2)
    assert [str(p) for p in preview.problems] == [
        "line 3: Gustav already guesses at Alfons in this round (line 1)"
    ]


def test_a_round_out_of_order_is_a_problem_of_the_whole_import() -> None:
    preview = preview_guesses("Gustav, Alfons, SALTO\n", GAME, 4)
    assert [str(p) for p in preview.problems] == ["round 4 needs round 3 first (the game has 2 rounds)"]
    assert preview.problems[0].line is None
    empty = preview_guesses("\n\n", GAME, 3)
    assert [str(p) for p in empty.problems] == ["there are no guesses to import"]


def test_later_guesses_the_import_would_make_illegal_are_listed() -> None:
    # Round 1 again, now with Beatrix's word found: round 2's guess at it breaks a rule.
    changed = "Alfons, Gustav, HASEN\nGustav, Beatrix, TISCH\nBeatrix, Emil, LAMPE\nEmil, Alfons, SAHNE\n"
    preview = preview_guesses(changed, GAME, 1)
    assert [(g.round, g.row, g.guesser) for g in preview.later] == [(2, 1, "Alfons")]
    assert [str(p) for p in preview.problems] == [
        "round 2, row 2 (Alfons at Beatrix: TISCH) would break a rule: "
        "Beatrix's word was guessed in round 1"
    ]
    assert not preview.ok


def test_later_guesses_that_were_illegal_already_are_not_blamed_on_the_import() -> None:
    broken = GAME.with_round(2, Round(ROUND_2.guesses + (Guess("Emil", "Nobody", "SALAT"),)))
    assert evaluate(broken).rounds[1].problems
    preview = preview_guesses("\n".join(
        f"{g.guesser}, {g.target}, {g.word}" for g in ROUND_1.guesses
    ), broken, 1)
    assert preview.later == ()
    assert preview.ok


def test_a_round_file_that_breaks_rules_still_lists_later_guesses(tmp_path: Path) -> None:
    path = tmp_path / "r1.csv"
    path.write_text("Rater;Ziel;Wort\nAlfons;Gustav;HASEN\nGustav;Beatrix;TISCH\nBeatrix;Emil;LAMP\n"
                    "Emil;Alfons;SAHNE\n", encoding="cp1252")
    preview = preview_guesses(path, GAME, 1)
    assert [str(p) for p in preview.problems] == [
        "line 4: LAMP has 4 letters, the game needs 5",
        "round 2, row 2 (Alfons at Beatrix: TISCH) would break a rule: "
        "Beatrix's word was guessed in round 1",
    ]


@pytest.mark.parametrize("header", ["Devineur;Cible;Mot", "Joueur;Chez;Proposition", "Rader;Doelwit;Woord",
                                    "Van;Bij;Raadwoord", "Spieler;Bei;Wort", "Guesser;Target;Guess"])
def test_a_round_file_is_read_under_its_columns_in_any_of_the_four_languages(tmp_path: Path, header: str) -> None:
    path = tmp_path / "manche1.csv"
    path.write_text(header + "\n" + "".join(f"{g.guesser};{g.target};{g.word}\n" for g in ROUND_1.guesses),
                    encoding="utf-8")
    preview = preview_guesses(path, GAME.truncated(1), 1)
    assert preview.ok, preview.problems
    assert preview.as_round().guesses == ROUND_1.guesses


def test_a_paste_adds_to_the_round_and_names_kept_rows_as_rows() -> None:
    from wordmastermind.core.wmm.examples import rules_example
    from wordmastermind.core.wmm.game import Guess
    from wordmastermind.files.wmm.imports import preview_guesses

    game = rules_example().with_guess(3, 0, Guess("Gustav", "Alfons", "SAHNE"))
    preview = preview_guesses("Gustav, Alfons, TOLLE\nBeatrix, Alfons, ATLAS\n", game, 3, add=True)
    assert [str(p) for p in preview.problems] == [
        "line 1: Gustav already guesses at Alfons in this round (row 1 of the round)"
    ]
    assert [g.word for g in preview.guesses] == ["TOLLE", "ATLAS"]
    fine = preview_guesses("Beatrix, Alfons, ATLAS\n", game, 3, add=True)
    assert fine.ok
    assert [g.word for g in fine.as_round().guesses] == ["SAHNE", "ATLAS"]


def test_a_dutch_roster_s_tussenvoegsel_stands_between_first_name_and_surname(tmp_path: Path) -> None:
    """Found by a Dutch game master: the usual Dutch address list (Voornaam, Tussenvoegsel, Achternaam) made
    "Jan Vries" and "Anneke Hof" of its players, with a warning only."""
    roster = tmp_path / "spelers.csv"
    roster.write_text("Voornaam;Tussenvoegsel;Achternaam;Geheim woord;E-mailadres\n"
                      "Jan;de;Vries;Tisch;jan@example.nl\nAnneke;van 't;Hof;Lampe;anneke@example.nl\n"
                      "Els;;D'Hondt;Katze;els@example.be\n", encoding="cp1252")
    players, _lines, unread = read_roster(roster)
    assert [p.name for p in players] == ["Jan de Vries", "Anneke van 't Hof", "Els D'Hondt"]
    assert unread == ()
