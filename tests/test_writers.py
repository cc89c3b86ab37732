"""The report writers: what a reader of the documents would find in them.

Every .docx is opened with python-docx and every .xlsx with openpyxl, as a
player's or the game master's office program would; the secrecy tests also
unzip them and search the raw bytes of every member, so that nothing hidden
away (a property, a sheet name, a style) can hold a secret either.
"""

from __future__ import annotations

import re
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest
from docx.document import Document as DocxDocument
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import overview_report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.results import Evaluation
from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.core.wmm.game import Game, Guess, Player, Round, Settings
from wordmastermind.core.wmm.lot import draw_lot
from wordmastermind.core.report import Audience, Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.scoring import guesses_per_round
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.writers import write_report
from wordmastermind.files.writers.excel import sheet_names, write_xlsx
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.text import WIDTH, render_text
from wordmastermind.files.writers.word import write_docx

FORMATS = ("docx", "xlsx", "txt")


def write_all(report: Report, folder: Path, stem: str = "report") -> dict[str, Path]:
    paths = {fmt: folder / f"{stem}.{fmt}" for fmt in FORMATS}
    for path in paths.values():
        write_report(report, path)
    return paths


def open_docx(path: Path) -> DocxDocument:
    return docx.Document(str(path))


def docx_tables(path: Path) -> list[list[list[str]]]:
    return [[[cell.text for cell in row.cells] for row in table.rows] for table in open_docx(path).tables]


def sheet_rows(sheet: Any) -> list[tuple[Any, ...]]:
    return [tuple(row) for row in sheet.iter_rows(values_only=True)]


def members(path: Path) -> Iterator[tuple[str, bytes]]:
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            yield name, archive.read(name)


def raw_contents(path: Path) -> list[tuple[str, bytes]]:
    """The bytes a snooping reader could search: every member of a zip, or the file."""
    if path.suffix == ".txt":
        return [(path.name, path.read_bytes())]
    return list(members(path))


def spellings(word: str) -> set[bytes]:
    return {form.encode("utf-8") for form in (word.upper(), word.lower(), word.title())}


def leaks(path: Path, word: str) -> list[str]:
    """The members of ``path`` that contain ``word`` in any case we search."""
    forms = spellings(word)
    return [name for name, data in raw_contents(path) if any(form in data for form in forms)]


# --- the rules' example -----------------------------------------------------


@pytest.fixture(scope="module")
def rules() -> Evaluation:
    return evaluate(rules_example())


@pytest.fixture(scope="module")
def rules_files(rules: Evaluation, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return write_all(round_report(player_view(rules, 2)), tmp_path_factory.mktemp("rules"))


ALFONS_ROUND_2 = [
    ("2", "SAHNE", "++", "6", "Gustav"),
    ("2", "TOLLE", "+o", "5", "Beatrix"),
    ("2", "ATLAS", "++ooo", "12", "Emil"),
    ("2", "SALSA", "+++o", "11", "Fritzchen"),
]


def test_docx_holds_alfonss_guesses_as_a_word_table(rules_files: dict[str, Path]) -> None:
    document = open_docx(rules_files["docx"])
    headings = [p.text for p in document.paragraphs if p.style is not None and p.style.name == "Heading 2"]
    assert headings[0] == "Alfons's word"
    first = docx_tables(rules_files["docx"])[0]
    assert first[0] == ["Round", "Word", "Marks", "Points", "Guesser"]
    assert [tuple(row) for row in first[1:] if row[0] == "2"] == ALFONS_ROUND_2


def test_docx_standings_are_the_evaluations(rules: Evaluation, rules_files: dict[str, Path]) -> None:
    table = next(t for t in docx_tables(rules_files["docx"]) if t[0][0] == "Rank")
    assert table[0][:5] == ["Rank", "Name", "Guess points", "Word points", "Total"]
    expected = [[str(p.rank), p.name, str(p.guess_points), str(p.word_points), str(p.total)] for p in rules.standings]
    assert [row[:5] for row in table[1:]] == expected
    assert [row[1] for row in table[1:]] == ["Alfons", "Emil", "Fritzchen", "Gustav", "Beatrix"]


def test_docx_tables_have_a_bold_header_row_repeated_on_every_page(rules_files: dict[str, Path]) -> None:
    document = open_docx(rules_files["docx"])
    assert document.tables
    for table in document.tables:
        header, *rows = table.rows
        assert header._tr.trPr is not None and header._tr.trPr.find(qn("w:tblHeader")) is not None
        assert all(run.bold for cell in header.cells for run in cell.paragraphs[0].runs)
        for row in rows:
            assert row._tr.trPr is None or row._tr.trPr.find(qn("w:tblHeader")) is None
            assert not any(run.bold for cell in row.cells for run in cell.paragraphs[0].runs)


def test_docx_numbers_are_right_aligned_and_columns_sized(rules_files: dict[str, Path]) -> None:
    table = open_docx(rules_files["docx"]).tables[0]  # Round, Word, Marks, Points, Guesser
    for row in table.rows:
        assert row.cells[0].paragraphs[0].alignment == WD_ALIGN_PARAGRAPH.RIGHT
        assert row.cells[1].paragraphs[0].alignment is None
    widths = [column.width for column in table.columns]
    assert all(w is not None for w in widths)
    assert widths[4] > widths[1]  # the names are longer than the 5-letter words


def test_docx_page_has_the_title_above_and_the_page_number_below(
    rules: Evaluation, rules_files: dict[str, Path]
) -> None:
    document = open_docx(rules_files["docx"])
    section = document.sections[0]
    assert section.header.paragraphs[0].text == round_report(player_view(rules, 2)).title
    instructions = [el.text for el in section.footer._element.iter(qn("w:instrText"))]
    assert [i.strip() for i in instructions] == ["PAGE"]
    assert [el.get(qn("w:fldCharType")) for el in section.footer._element.iter(qn("w:fldChar"))] == [
        "begin", "separate", "end",
    ]


def test_docx_headings_paragraphs_and_properties(rules: Evaluation, rules_files: dict[str, Path]) -> None:
    report = round_report(player_view(rules, 2))
    document = open_docx(rules_files["docx"])
    styled = [(p.style.name if p.style is not None else "", p.text) for p in document.paragraphs]
    assert styled[0] == ("Heading 1", report.title)
    assert ("Heading 1", "Standings") in styled
    assert ("Heading 2", "Emil's word: LAMPE, guessed in round 2") in styled
    news = next(p for p in document.paragraphs if p.text == "Guessed in round 2: Emil's word LAMPE.")
    assert all(run.bold for run in news.runs)
    plain = next(p for p in document.paragraphs if p.text.startswith("5 players"))
    assert not any(run.bold for run in plain.runs)
    props = document.core_properties
    assert (props.title, props.subject, props.author) == (report.title, "Wörter-MasterMind", "wordmastermind")
    assert props.keywords == props.comments == props.category == props.last_modified_by == ""
    # found by a German game master: the file said "Microsoft Macintosh Word" made it (python-docx's template),
    # and carried the template's thumbnail of an empty page
    with zipfile.ZipFile(rules_files["docx"]) as archive:
        names = archive.namelist()
        assert "docProps/app.xml" not in names and not any("thumbnail" in name for name in names)
        assert all(b"Macintosh Word" not in archive.read(name) for name in names)


def test_xlsx_guesses_sheet_is_one_filterable_list(rules_files: dict[str, Path]) -> None:
    workbook = openpyxl.load_workbook(rules_files["xlsx"])
    assert workbook.sheetnames == ["Report", "Guesses", "Standings"]
    sheet = workbook["Guesses"]
    rows = sheet_rows(sheet)
    assert rows[0] == ("Word of", "Round", "Word", "Marks", "Points", "Guesser")
    alfons = [row[2:] for row in rows[1:] if row[0] == "Alfons" and row[1] == 2]
    assert alfons == [(word, marks, int(points), guesser) for _, word, marks, points, guesser in ALFONS_ROUND_2]
    assert {row[0] for row in rows[1:]} == {"Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"}
    assert sheet.freeze_panes == "A2"
    assert sheet.auto_filter.ref == sheet.dimensions == f"A1:F{len(rows)}"
    assert all(cell.font.bold for cell in sheet[1])
    assert all(isinstance(row[1], int) for row in rows[1:])
    assert all(sheet.cell(row=r, column=2).data_type == "n" for r in range(2, len(rows) + 1))


def test_xlsx_standings_are_typed_numbers(rules: Evaluation, rules_files: dict[str, Path]) -> None:
    sheet = openpyxl.load_workbook(rules_files["xlsx"])["Standings"]
    rows = sheet_rows(sheet)
    assert rows[0][:5] == ("Rank", "Name", "Guess points", "Word points", "Total")
    assert [row[:5] for row in rows[1:]] == [
        (p.rank, p.name, p.guess_points, p.word_points, p.total) for p in rules.standings
    ]
    for row in rows[1:]:
        assert all(type(value) is int for i, value in enumerate(row[:6]) if i != 1)
    assert sheet.freeze_panes == "A2" and sheet.auto_filter.ref == "A1:G6"
    assert sheet.column_dimensions["B"].width > sheet.column_dimensions["A"].width


def test_xlsx_properties(rules: Evaluation, rules_files: dict[str, Path]) -> None:
    props = openpyxl.load_workbook(rules_files["xlsx"]).properties
    assert props.title == round_report(player_view(rules, 2)).title
    assert (props.subject, props.creator) == ("Wörter-MasterMind", "wordmastermind")
    assert props.keywords is None and props.description is None and props.lastModifiedBy is None


def test_xlsx_stores_no_number_as_text_and_no_formula(rules_files: dict[str, Path]) -> None:
    for name, data in members(rules_files["xlsx"]):
        assert b"<f>" not in data and b"<f " not in data, name
    for sheet in openpyxl.load_workbook(rules_files["xlsx"]):
        for row in sheet.iter_rows():
            for cell in row:
                if isinstance(cell.value, str):
                    assert not re.fullmatch(r"-?\d+", cell.value), cell.coordinate


def test_text_report_of_the_rules_example(rules: Evaluation, rules_files: dict[str, Path]) -> None:
    text = rules_files["txt"].read_text(encoding="utf-8")
    report = round_report(player_view(rules, 2))
    lines = text.splitlines()
    assert lines[:3] == ["=" * len(report.title), report.title, "=" * len(report.title)]
    assert text.count(report.title) == 1  # the first heading is the title: not twice
    assert "Standings\n=========\n" in text and "Alfons's word\n-------------\n" in text
    assert "Round  Word   Marks  Points  Guesser\n-----  -----  -----  ------  ---------\n" in text
    assert "    2  SAHNE  ++          6  Gustav\n" in text
    assert "    2  SALSA  +++o       11  Fritzchen\n" in text
    assert "*Guessed in round 2: Emil's word LAMPE.*" in text
    standings = text[text.index("Standings\n") :].splitlines()[5:10]
    assert [line.split()[:5] for line in standings] == [
        [str(p.rank), p.name, str(p.guess_points), str(p.word_points), str(p.total)] for p in rules.standings
    ]
    assert standings[0].startswith("   1  Alfons ")
    assert "\n\n\n" not in text and text.endswith("\n") and not text.endswith("\n\n")


def test_text_wraps_paragraphs_at_72_columns_keeping_words_whole() -> None:
    words = [("Wort" * (i % 4 + 1)) for i in range(60)] + ["x" * 90]
    report = Report("T", (Paragraph(" ".join(words)),))
    lines = render_text(report).splitlines()[4:]
    assert max(len(line) for line in lines if "x" * 90 not in line) <= WIDTH
    assert [w for line in lines for w in line.split()] == words


def test_text_right_aligns_numbers_and_pads_wide_characters() -> None:
    table = Table((Column("Name"), Column("Punkte", numeric=True)), (("日本", 5), ("Jürgen", 120), ("Ω", None)))
    lines = render_text(Report("", (table,))).splitlines()
    assert lines == ["Name    Punkte", "------  ------", "日本         5", "Jürgen     120", "Ω"]


def test_the_dispatcher_goes_by_suffix(tmp_path: Path) -> None:
    report = Report("Bericht", (Paragraph("Hallo"),))
    write_report(report, tmp_path / "A.DOCX")
    write_report(report, str(tmp_path / "a.Xlsx"))
    write_report(report, tmp_path / "a.txt")
    write_report(report, tmp_path / "a.Pdf")
    assert open_docx(tmp_path / "A.DOCX").paragraphs[0].text == "Hallo"
    assert openpyxl.load_workbook(tmp_path / "a.Xlsx").sheetnames == ["Report"]
    assert (tmp_path / "a.Pdf").read_bytes().startswith(b"%PDF-")
    for bad in ("a", "a.xls", "a.doc", "a.odt"):
        with pytest.raises(ValueError, match="docx"):
            write_report(report, tmp_path / bad)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["A.DOCX", "a.Pdf", "a.Xlsx", "a.txt"]


def test_a_failed_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from wordmastermind.files.writers import word

    path = tmp_path / "r.docx"
    path.write_bytes(b"old")

    def broken(report: Report) -> bytes:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(word, "docx_bytes", broken)
    with pytest.raises(RuntimeError):
        write_docx(Report("x", ()), path)
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["r.docx"]


def test_writers_start_without_docx_or_openpyxl() -> None:
    import subprocess
    import sys

    code = (
        "import sys, wordmastermind.files.writers, wordmastermind.files.writers.word, "
        "wordmastermind.files.writers.excel, wordmastermind.files.writers.text\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in {'docx', 'openpyxl'}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# --- secrecy ------------------------------------------------------------------

# Secrets made of these letters cannot turn up in the XML by chance, in any case.
RARE_LETTERS = "JQXZVKWY"


def no_guess_names_a_hidden_secret(game: Game) -> bool:
    """No guess is another player's secret while that word is still in play."""
    final = evaluate(game)
    secret_of = {p.name: p.secret for p in game.players}
    guessed = {p.name: p.guessed_in_round for p in final.players}
    for number, round_ in enumerate(game.rounds, 1):
        for guess in round_.guesses:
            for owner, secret in secret_of.items():
                if owner == guess.target or guess.word != secret:
                    continue
                when = guessed[owner]
                if when is None or when > number:
                    return False
    return True


def rare_letter_game() -> Game:
    for seed in range(100):
        game = random_game(8, 20, seed=seed, letters=RARE_LETTERS, hit_chance=0.15)
        result = evaluate(game)
        revealed = [p for p in result.players if p.guessed_in_round is not None]
        if len(game.rounds) >= 4 and len(revealed) >= 3 and no_guess_names_a_hidden_secret(game):
            return game
    raise AssertionError("no seed gave a suitable game")


def noun_game(seed: int = 7, rounds: int = 12) -> Game:
    """A game of twelve with real nouns; no miss is anybody's secret."""
    return table_example(rounds=rounds, seed=seed, hit_chance=0.08)


@pytest.mark.parametrize("make_game", [rare_letter_game, noun_game], ids=["random", "nouns"])
def test_no_players_report_holds_a_secret_not_yet_guessed(make_game: Any, tmp_path: Path) -> None:
    game = make_game()
    assert no_guess_names_a_hidden_secret(game)
    final = evaluate(game)
    secret_of = {p.name: p.secret for p in game.players}
    guessed = {p.name: p.guessed_in_round for p in final.players}
    checked = 0
    for number in range(1, final.round + 1):
        report = round_report(player_view(final, number))
        assert report.audience is Audience.PLAYERS
        paths = write_all(report, tmp_path, f"round{number}")
        for owner, secret in secret_of.items():
            when = guessed[owner]
            if final.game_over and number == final.round:  # the final report reveals them all
                for path in paths.values():
                    assert leaks(path, secret), f"{owner}'s {secret} missing from the final {path.name}"
            elif when is None or when > number:
                for path in paths.values():
                    assert leaks(path, secret) == [], f"{owner}'s {secret} in {path.name} of round {number}"
                    checked += 1
            elif when == number:  # the news of the round: the test can see a secret
                for path in paths.values():
                    assert leaks(path, secret), f"{owner}'s {secret} missing from {path.name}"
    assert checked >= 3 * len(game.players)
    assert any(when is not None for when in guessed.values())
    assert any(when is None or when > 1 for when in guessed.values())


@pytest.mark.parametrize("make_game", [rare_letter_game, noun_game], ids=["random", "nouns"])
def test_the_game_masters_overview_holds_every_secret(make_game: Any, tmp_path: Path) -> None:
    game = make_game()
    final = evaluate(game)
    for number in (1, final.round):
        report = overview_report(final, number)
        assert report.audience is Audience.GAME_MASTER
        paths = write_all(report, tmp_path, f"overview{number}")
        assert "game master only" in open_docx(paths["docx"]).core_properties.title
        assert "game master only" in openpyxl.load_workbook(paths["xlsx"]).properties.title
        for player in game.players:
            for fmt, path in paths.items():
                assert leaks(path, player.secret), f"{player.secret} missing from the {fmt} overview"
        workbook = openpyxl.load_workbook(paths["xlsx"])
        assert "Secrets" in workbook.sheetnames
        assert all(sheet.sheet_state == "visible" for sheet in workbook)
        secrets = {row[1] for row in sheet_rows(workbook["Secrets"])[1:]}
        assert secrets == {p.secret for p in game.players}


def test_the_leak_search_finds_planted_secrets(tmp_path: Path) -> None:
    """The search itself works: a secret in a cell, a heading or a sheet name is found."""
    for i, report in enumerate(
        [
            Report("t", (Table((Column("x"),), (("qxjzv",),)),)),
            Report("t", (Heading("Qxjzv"),)),
            Report("t", (Table((Column("x"),), (("a",),), sheet="QXJZV"),)),
        ]
    ):
        for fmt, path in write_all(report, tmp_path, f"p{i}").items():
            if fmt != "xlsx" and i == 2:
                continue  # only a workbook has sheet names
            assert leaks(path, "QXJZV"), (i, fmt)


# --- awkward content ------------------------------------------------------------

FORMULA_NAMES = ('=HYPERLINK("http://x","y")', "+1", "-2", "@SUM(A1)", "=1+1", "#N/A")


def awkward_game(names: tuple[str, ...], notes: str = "", points_only: bool = False, title: str = "") -> Game:
    secrets = ["SALAT", "HOSEN", "TISCH", "LAMPE", "KERZE", "NEBEL"][: len(names)]
    players = tuple(Player(n, s) for n, s in zip(names, secrets))
    k = guesses_per_round(len(names))
    lot = draw_lot(list(names), k, seed=3)
    words = iter(["ABEND", "TOLLE", "FEDER", "BIRNE", "KRONE", "WOLKE"] * 4)
    round1 = Round(tuple(Guess(g, t, next(words)) for g, targets in lot.assignment for t in targets), notes=notes)
    return Game(Settings(title=title, points_only=points_only), players, lot, (round1,))


def test_names_that_look_like_formulas_stay_text(tmp_path: Path) -> None:
    report = round_report(player_view(evaluate(awkward_game(FORMULA_NAMES)), 1))
    paths = write_all(report, tmp_path)
    for name, data in members(paths["xlsx"]):
        assert b"<f>" not in data and b"<f " not in data, name
    workbook = openpyxl.load_workbook(paths["xlsx"])
    seen = {}
    for sheet in workbook:
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value in FORMULA_NAMES:
                    seen[cell.value] = cell.data_type
    assert seen == {name: "s" for name in FORMULA_NAMES}
    names = [row[1] for row in sheet_rows(workbook["Standings"])[1:]]
    assert sorted(names) == sorted(FORMULA_NAMES)
    cells = {cell for table in docx_tables(paths["docx"]) for row in table for cell in row}
    assert set(FORMULA_NAMES) <= cells


def test_formula_like_text_is_marked_to_stay_text_when_edited(tmp_path: Path) -> None:
    # As in the roster export: Excel keeps a cell with the quote prefix as text even
    # when the user edits it, instead of running it as a formula.
    title, notes = "=cmd|' /C calc'!A0", "@SUM(A1) is no formula"
    report = round_report(player_view(evaluate(awkward_game(FORMULA_NAMES, notes=notes, title=title)), 1))
    workbook = openpyxl.load_workbook(write_all(report, tmp_path)["xlsx"])
    marked, plain = set(), set()
    for sheet in workbook:
        for row in sheet.iter_rows():
            for cell in row:
                if isinstance(cell.value, str):
                    (marked if cell.quotePrefix else plain).add(cell.value)
    starts = ("=", "+", "-", "@", "\t", "\r")
    assert {name for name in FORMULA_NAMES if name.startswith(starts)} <= marked
    assert any(text.startswith(title) for text in marked)
    assert any(text.startswith("@SUM(A1)") for text in marked)
    assert all(text.startswith(starts) for text in marked)
    assert "#N/A" in plain and not any(text.startswith(starts) for text in plain)


def test_characters_xml_cannot_hold_are_dropped_not_fatal(tmp_path: Path) -> None:
    names = ("Al\x00fons", "Gus\x07tav", "Bea\x1btrix", "Emil\ufffe", "Fritz\x0bchen")
    game = awkward_game(names, notes="Achtung\x00: \x1b[31mrot\x1b[0m \ud800!", title="Partie\x07 1")
    report = round_report(player_view(evaluate(game), 1))
    paths = write_all(report, tmp_path)
    text = paths["txt"].read_text(encoding="utf-8")
    workbook = openpyxl.load_workbook(paths["xlsx"])
    document = open_docx(paths["docx"])
    names_in_xlsx = [row[1] for row in sheet_rows(workbook["Standings"])[1:]]
    assert sorted(names_in_xlsx) == sorted(["Alfons", "Gustav", "Beatrix", "Emil", "Fritzchen"])
    # (Word keeps the space before "!" with it, non-breaking, as the text and the PDF keep it)
    assert "Achtung: [31mrot[0m !" in [p.text.replace("\xa0", " ") for p in document.paragraphs]
    assert "Achtung: [31mrot[0m !" in text
    assert document.core_properties.title == "Partie 1, round 1"
    bad = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
    assert not bad.search(text)
    for name, data in [*members(paths["docx"]), *members(paths["xlsx"])]:
        if name.endswith((".xml", ".rels")):
            assert not bad.search(data.decode("utf-8")), name


def test_clean_text_keeps_what_xml_holds() -> None:
    assert clean_text("Größe ẞ Ä\tÖ\nÜ\r") == "Größe ẞ Ä\tÖ\nÜ\r"
    assert clean_text("".join(map(chr, range(32)))) == "\t\n\r"
    assert clean_text("a\ud83db\udc00c\ufffe\uffff\U0001f600") == "abc\U0001f600"


def test_umlauts_and_sharp_s_survive_in_german(tmp_path: Path) -> None:
    names = ("Jürgen", "Weiß", "Öztürk", "Ägidius", "Ursula")
    game = awkward_game(names, notes="Größe zählt: Straße, Maß und Fuß.", title="Herbstpartie Köln")
    report = round_report(player_view(evaluate(game), 1), language="de", catalogs=translation)
    paths = write_all(report, tmp_path)
    document = open_docx(paths["docx"])
    assert document.paragraphs[0].text == "Herbstpartie Köln, Runde 1"
    assert "Größe zählt: Straße, Maß und Fuß." in [p.text for p in document.paragraphs]
    assert ("Heading 1", "Stand") in [(p.style.name if p.style else "", p.text) for p in document.paragraphs]
    workbook = openpyxl.load_workbook(paths["xlsx"])
    assert workbook.sheetnames == ["Bericht", "Rateversuche", "Stand"]
    # the news and the notes are in the workbook too, on its first sheet
    assert ("Größe zählt: Straße, Maß und Fuß.",) in sheet_rows(workbook["Bericht"])
    assert sheet_rows(workbook["Rateversuche"])[0] == ("Wort von", "Runde", "Ratewort", "Wertung", "Punkte", "Rater")
    assert {row[0] for row in sheet_rows(workbook["Rateversuche"])[1:]} == set(names)
    text = paths["txt"].read_text(encoding="utf-8")
    assert "Größe zählt: Straße, Maß und Fuß." in text and "Weiß" in text
    assert "Stand\n=====\n" in text


def test_a_report_without_notes(tmp_path: Path) -> None:
    game = awkward_game(("Anna", "Bert", "Cora", "Dirk", "Emma"))
    report = round_report(player_view(evaluate(game), 1))
    assert not any(isinstance(b, Heading) and b.text == "Notes" for b in report.blocks)
    paths = write_all(report, tmp_path)
    document = open_docx(paths["docx"])
    assert document.paragraphs[-1].text != "Notes"
    assert "Notes" not in paths["txt"].read_text(encoding="utf-8")
    workbook = openpyxl.load_workbook(paths["xlsx"])
    assert workbook.sheetnames == ["Report", "Guesses", "Standings"]
    assert ("Notes",) not in sheet_rows(workbook["Report"])


def test_points_only_game_reports_kp_as_numbers(tmp_path: Path) -> None:
    report = round_report(player_view(evaluate(awkward_game(("Anna", "Bert", "Cora", "Dirk", "Emma"), points_only=True)), 1))
    paths = write_all(report, tmp_path)
    rows = sheet_rows(openpyxl.load_workbook(paths["xlsx"])["Guesses"])
    assert rows[0] == ("Word of", "Round", "Word", "KP", "Points", "Guesser")
    assert rows[1:] and all(type(row[3]) is int for row in rows[1:])
    table = open_docx(paths["docx"]).tables[0]
    assert table.rows[0].cells[2].text == "KP"
    assert all(row.cells[2].paragraphs[0].alignment == WD_ALIGN_PARAGRAPH.RIGHT for row in table.rows)
    assert all(row.cells[2].text.isdigit() for row in table.rows[1:])


def test_a_report_with_no_tables_gets_one_text_sheet(tmp_path: Path) -> None:
    report = Report("Nur Text", (Heading("Nur Text"), Paragraph("Erster Absatz", emphasis=True), Paragraph("=1+2")))
    paths = write_all(report, tmp_path)
    workbook = openpyxl.load_workbook(paths["xlsx"])
    assert workbook.sheetnames == ["Report"]
    sheet = workbook["Report"]
    assert sheet_rows(sheet) == [("Nur Text",), ("Erster Absatz",), ("=1+2",)]
    assert sheet["A1"].font.bold and sheet["A2"].font.bold and not sheet["A3"].font.bold
    assert sheet["A3"].data_type == "s"
    assert [t for t in docx_tables(paths["docx"])] == []


def test_sheets_with_different_columns_or_awkward_names(tmp_path: Path) -> None:
    a = Table((Column("N", numeric=True),), ((1,), (2,)), sheet="Data/2026: [x]", group="g1", group_title="G")
    b = Table((Column("N", numeric=True),), ((3,),), sheet="Data/2026: [x]", group="g2")
    c = Table((Column("Other"),), (("z",),), sheet="Data/2026: [x]")
    d = Table((Column("Loose"),), (("w",),))
    e = Table((Column("Long"),), (("v",),), sheet="Ein sehr langer Tabellenname über 31 Zeichen")
    report = Report("Sheets", (a, b, c, d, e))
    path = tmp_path / "s.xlsx"
    write_xlsx(report, path)
    workbook = openpyxl.load_workbook(path)
    assert workbook.sheetnames == [
        "Data_2026_ _x_", "Data_2026_ _x_ (2)", "Table", "Ein sehr langer Tabellenname üb",
    ]
    assert sheet_rows(workbook.worksheets[0]) == [("G", "N"), ("g1", 1), ("g1", 2), ("g2", 3)]
    assert sheet_rows(workbook.worksheets[1]) == [("Other",), ("z",)]
    write_docx(report, tmp_path / "s.docx")
    assert len(open_docx(tmp_path / "s.docx").tables) == 5


def test_sheet_names_follow_excels_rules() -> None:
    names = sheet_names(["a*b?c", "A*B?C", "x" * 30 + "'" + "y", "\U0001f600" * 20, "'", "history"])
    assert names[0] == "a_b_c" and names[1] == "A_B_C (2)"
    assert names[2] == "x" * 30 and names[3] == "\U0001f600" * 15 and names[4] == "Sheet" and names[5] == "history_"
    for name in names:
        assert len(name.encode("utf-16-le")) <= 62
        assert not set("[]:*?/\\") & set(name)
        assert not name.startswith("'") and not name.endswith("'")
    assert len({n.casefold() for n in names}) == len(names)


# --- any report at all ----------------------------------------------------------

NASTY = ["\x00", "\x07", "\x1b", "\x0b", "\ud800", "\udfff", "\ufffe", "\uffff", "\t", "\n", "\r", "=", "@", "'"]
texts = st.text(
    alphabet=st.one_of(st.characters(codec="utf-8"), st.sampled_from(NASTY)),
    max_size=30,
)
cells = st.one_of(st.none(), st.integers(-(10**15), 10**15), texts)


@st.composite
def tables(draw: st.DrawFn) -> Table:
    columns = draw(
        st.lists(
            st.builds(Column, texts, st.booleans(), st.integers(0, 80)), max_size=5
        ).map(tuple)
    )
    rows = draw(st.lists(st.tuples(*[cells] * len(columns)), max_size=4).map(tuple))
    sheet = draw(st.one_of(st.sampled_from(["", "Guesses", "History", "a/b", "x" * 40]), texts))
    return Table(columns, rows, sheet=sheet, group=draw(texts), group_title=draw(texts))


blocks = st.one_of(
    st.builds(Heading, texts, st.integers(-1, 12)),
    st.builds(Paragraph, texts, st.booleans()),
    tables(),
)
reports = st.builds(
    Report,
    st.text(alphabet=st.one_of(st.characters(codec="utf-8"), st.sampled_from(NASTY)), max_size=300),
    st.lists(blocks, max_size=8).map(tuple),
    subject=texts,
    audience=st.sampled_from(Audience),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reports)
def test_any_report_makes_readable_files(report: Report) -> None:
    with tempfile.TemporaryDirectory() as folder:
        paths = write_all(report, Path(folder))
        document = open_docx(paths["docx"])
        assert document.core_properties.title == clean_text(report.title)[:255]
        written = [cell.text for table in document.tables for row in table.rows for cell in row.cells]
        assert len(written) == sum((1 + len(t.rows)) * len(t.columns) for t in report.tables())

        workbook = openpyxl.load_workbook(paths["xlsx"])
        values = [v for sheet in workbook for row in sheet.iter_rows(values_only=True) for v in row]
        numbers = sorted(c for t in report.tables() if t.columns for r in t.rows for c in r if isinstance(c, int))
        assert sorted(v for v in values if isinstance(v, int)) == numbers
        expected_text = {
            clean_text(c) for t in report.tables() if t.columns for r in t.rows for c in r if isinstance(c, str)
        }
        assert expected_text - {""} <= {v for v in values if isinstance(v, str)}
        for sheet in workbook:
            assert len(sheet.title) <= 31

        text = paths["txt"].read_text(encoding="utf-8")
        assert text.endswith("\n")


@pytest.mark.parametrize(("language", "tag"), [("fr", "fr-FR"), ("de", "de-DE"), ("nl", "nl-NL"), ("en", "en-GB")])
def test_word_and_pdf_declare_the_reports_language(rules: Evaluation, tmp_path: Path, language: str,
                                                   tag: str) -> None:
    """Word checks a French report's spelling in French (python-docx's template says American English), and a
    screen reader speaks the PDF in its language."""
    from pypdf import PdfReader

    report = round_report(player_view(rules, 2), language=language, catalogs=translation)
    assert report.language == language
    paths = write_all(report, tmp_path)
    document = open_docx(paths["docx"])
    styles = document.styles.element
    said = styles.find(qn("w:docDefaults")).find(qn("w:rPrDefault")).find(qn("w:rPr")).find(qn("w:lang"))
    assert said.get(qn("w:val")) == tag
    assert document.core_properties.language == tag  # what a file's properties show
    pdf = tmp_path / "report.pdf"
    write_report(report, pdf)
    assert PdfReader(pdf).trailer["/Root"]["/Lang"] == tag


def test_french_text_never_breaks_a_line_at_a_guillemet_or_before_a_colon(tmp_path: Path) -> None:
    """« MOT » and the colon after it stay with their words wherever the line ends, and a short quotation stays
    whole: in the text (a mail) and in the PDF's lines."""
    from wordmastermind.files.writers.pdf_text import FONT, wrapped
    from wordmastermind.files.writers.text import render_text

    for shift in range(60):
        said = ("é " * shift + "Comment répondre : une proposition par ligne, comme « Dupont, Marie: MOT » : le nom"
                " du joueur dont vous devinez le mot ; puis votre mot !")
        lines = render_text(Report("R", (Paragraph(said),))).splitlines()
        pdf = wrapped(said, 200, FONT)
        for line in (*lines, *pdf):
            assert not line.startswith(("»", ":", ";", "!")) and not line.endswith("«"), (shift, line)
        for written in (lines, pdf):  # the example answer stays whole: a player copies it
            assert any("« Dupont, Marie: MOT »" in line for line in written), (shift, written)
        assert " ".join(pdf) == said
