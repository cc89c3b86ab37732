"""Paper that reads well (issue 28): letters on one sheet with their answer slip, tables that break well,
Word reports in a font every office program has, workbooks that print to the page's width.

The PDFs are read back with pypdf: the text with where it stands, and the rules the tables are drawn
with (a table part's left edge and the rules under its rows), so that pages, rows per page and the
slip's place are counted as a reader of the paper would see them.
"""

from __future__ import annotations

import datetime
import io
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import docx
import openpyxl  # type: ignore[import-untyped]
import pypdf
import pytest
from docx.oxml.ns import qn

from wordmastermind.core.report import Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import NOUNS, TABLE_NAMES
from wordmastermind.core.wmm.game import Game, Guess, Player, Round, Settings
from wordmastermind.core.wmm.letter import Letter, build_letters
from wordmastermind.core.wmm.lot import draw_lot
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.scoring import guesses_per_round
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.i18n import translation
from wordmastermind.files.mail.message import mail_report
from wordmastermind.files.writers import report_bytes
from wordmastermind.files.writers.letter_docx import letters_docx
from wordmastermind.files.writers.letter_pdf import letters_pdf

MM = 72 / 25.4
INCH = 25.4
GM = "Joe Grimm, Hauptstraße 1, 12345 Berlin"
GM_LINES = ("Joe Grimm", "Hauptstraße 1", "12345 Berlin")
TEXT_TOP = 297 * MM - 18 * MM
"""Where the report's text begins on an A4 page (18 mm margins), in points from the page's foot."""


@dataclass(frozen=True)
class Window:
    """A page for a window envelope, in mm from its top left corner: its height, and the window field."""

    height: float
    left: float
    top: float
    width: float
    field: float
    return_zone: float


WINDOWS = {
    "din5008-b": Window(297, 20, 45, 85, 45, 17.7),  # DIN 5008 form B, A4, a DL envelope: 17.7 + 27.3 mm
    "us10": Window(11 * INCH, 1 * INCH, 2 * INCH, 3.75 * INCH, 1.125 * INCH, 0.25 * INCH),  # US Letter, #10
}


def german_game(players: int, rounds: int = 2, seed: int = 5, hit: float = 0.08) -> Game:
    """A German game of ``players`` of the table example's names, each with a postal address, after ``rounds``."""
    rng = random.Random(seed)
    names = TABLE_NAMES[:players]
    words = list(NOUNS)
    rng.shuffle(words)
    secrets, misses = dict(zip(names, words)), words[players:]
    roster = tuple(Player(name, secrets[name], address=f"{name} Mustermann\nLange Straße {n + 1}\n{10115 + n} Berlin")
                   for n, name in enumerate(names))
    k = guesses_per_round(players)
    game = Game(Settings(title="Herbstpartie 2026", language="de"), roster, draw_lot(list(names), k, seed))
    for number in range(1, rounds + 1):
        state = evaluate(game)
        guesses = []
        for guesser in names:
            targets = list(state.targets_next_round(guesser))
            for target in targets if number == 1 else rng.sample(targets, min(k, len(targets))):
                word = secrets[target] if number > 1 and rng.random() < hit else rng.choice(misses)
                guesses.append(Guess(guesser, target, word))
        game = game.with_round(number, Round(tuple(guesses), notes=f"Runde {number}: weiter so."))
    return game


def german_letters(game: Game, *, lot: bool = False) -> tuple[tuple[Letter, ...], Report]:
    evaluation = evaluate(game)
    view = player_view(evaluation, 0 if lot else evaluation.round)
    letters = build_letters(view, language="de", everyone=True, date=datetime.date(2026, 11, 28),
                            return_address=GM, catalogs=translation)
    return letters.letters, mail_report(view, "de")


def read(data: bytes) -> pypdf.PdfReader:
    return pypdf.PdfReader(io.BytesIO(data))


def placed_text(page: Any) -> list[tuple[str, float, float]]:
    """Every piece of text on ``page`` with its x and its distance from the page's top, in mm."""
    height = float(page.mediabox.height)
    found: list[tuple[str, float, float]] = []

    def visit(text: str, cm: Any, tm: Any, _font: Any, _size: float) -> None:
        if text.strip():
            x = tm[4] * cm[0] + cm[4]
            y = tm[5] * cm[3] + cm[5]
            found.append((" ".join(text.split()), x / MM, (height - y) / MM))

    page.extract_text(visitor_text=visit)
    return found


def page_texts(reader: pypdf.PdfReader) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def letter_pages(reader: pypdf.PdfReader) -> list[list[int]]:
    """The pages of each letter (each begins with its salutation, "Hallo NAME,")."""
    texts = page_texts(reader)
    starts = [number for number, text in enumerate(texts) if "Hallo " in text]
    return [list(range(start, end)) for start, end in zip(starts, [*starts[1:], len(texts)])]


# ---------------------------------------------------------------- a round's letter on one sheet


@pytest.mark.parametrize("layout", ["din5008-b", "us10"])
@pytest.mark.parametrize(("players", "rounds"), [(9, 2), (12, 2), (9, 5), (12, 4), (12, 8)])
def test_a_round_letter_of_a_game_of_up_to_twelve_takes_one_sheet(players: int, rounds: int, layout: str) -> None:
    """Some rounds in, every guess so far at each word is listed: the report in the letter gets denser."""
    letters, report = german_letters(german_game(players, rounds))
    reader = read(letters_pdf(letters, report, layout=layout, sender=GM, place="Berlin", duplex=True))
    assert len(reader.pages) == 2 * len(letters)  # duplex: each letter one sheet, printed on both sides
    single = letter_pages(read(letters_pdf(letters, report, layout=layout, sender=GM, place="Berlin")))
    assert len(single) == len(letters) and all(len(pages) <= 2 for pages in single), [len(p) for p in single]


# ---------------------------------------------------------------- the answer slip


@pytest.mark.parametrize(("layout", "lot"), [("din5008-b", False), ("us10", False), ("din5008-b", True)])
def test_the_answer_slip_fills_the_foot_of_the_last_page_for_a_window_envelope(layout: str, lot: bool) -> None:
    window = WINDOWS[layout]
    letters, report = german_letters(german_game(9), lot=lot)
    reader = read(letters_pdf(letters, report, layout=layout, sender=GM, place="Berlin"))
    cut = window.height * 2 / 3  # the slip is the bottom third, as a window envelope holds it unfolded
    for letter, pages in zip(letters, letter_pages(reader)):
        assert letter.slip is not None
        placed = placed_text(reader.pages[pages[-1]])
        assert not [t for n in pages[:-1] for t, _, _ in placed_text(reader.pages[n]) if "Antwort für" in t]
        (heading_top,) = [top for text, _, top in placed if text == letter.slip.heading]
        assert letter.slip.heading == f"Antwort für Runde {1 if lot else 3}: {letter.name}"
        assert cut < heading_top < cut + window.top  # above the window field, below the cut
        for line in letter.slip.lines:  # a line to fill in for each player the reader may guess at
            (top,) = [top for text, _, top in placed if text.startswith(line)]
            assert cut < top < window.height
        field_top = cut + window.top
        on_slip = [(text, x, top) for text, x, top in placed if top > cut]  # the letter above may be signed so too
        for line in GM_LINES:  # the game master's address where the envelope's window is
            (x, top), = [(x, top) for text, x, top in on_slip if text == line]
            assert window.left < x < window.left + window.width, (line, x)
            assert field_top + window.return_zone < top < field_top + window.field, (line, top)
        sender = ", ".join(letter.address)  # the player as the sender, on the return line above it
        (x, top), = [(x, top) for text, x, top in on_slip if text == sender]
        assert window.left < x and field_top < top < field_top + window.return_zone
        slip = {letter.slip.heading, letter.slip.deadline, letter.slip.send_to, sender, *GM_LINES}
        below = [text for text, _, top in placed if top > cut + 1 and text not in slip
                 and not any(text.startswith(line) for line in letter.slip.lines)]
        assert below == []  # nothing of the letter or the report runs into the slip


# ---------------------------------------------------------------- tables that break well


def table_parts(page: Any) -> list[tuple[float, float, int]]:
    """Each part of a table drawn on ``page``: its top and bottom (points from the page's foot) and its rows
    under the header, counted by the rules under them (a part's left edge runs from its top rule down)."""
    segments: list[tuple[float, float, float, float]] = []
    start: list[tuple[float, float]] = []

    def visit(op: bytes, args: Any, cm: Any, _tm: Any) -> None:
        if op not in (b"m", b"l"):
            return
        x = float(args[0]) * cm[0] + float(args[1]) * cm[2] + cm[4]
        y = float(args[0]) * cm[1] + float(args[1]) * cm[3] + cm[5]
        if op == b"m":
            start[:] = [(x, y)]
        elif start:
            segments.append((*start[0], x, y))
            start.clear()

    page.extract_text(visitor_operand_before=visit)
    across = [(round(min(x1, x2), 1), y1) for x1, y1, x2, y2 in segments if abs(y1 - y2) < 0.01 and x1 != x2]
    parts = []
    for x1, y1, x2, y2 in segments:
        left, top, bottom = round(x1, 1), max(y1, y2), min(y1, y2)
        if abs(x1 - x2) < 0.01 and top > bottom and (left, top) in across:
            rules = [y for x, y in across if x == left and bottom - 0.01 <= y <= top + 0.01]
            parts.append((top, bottom, len(rules) - 2))  # the top rule and the header's are not rows
    return sorted(parts, reverse=True)


def short_parts(reader: pypdf.PdfReader, text_top: float) -> Iterator[tuple[int, int]]:
    """(page, rows) of every part of a split table with 1 to 3 rows: a part at the top of its page goes on
    from the page before, the last part of a page goes on onto the next if that begins with a part."""
    parts = [table_parts(page) for page in reader.pages]
    for number, on_page in enumerate(parts):
        for index, (top, _bottom, rows) in enumerate(on_page):
            goes_on = abs(top - text_top) < 1
            runs_on = index == len(on_page) - 1 and number + 1 < len(parts) and bool(parts[number + 1]) \
                and abs(parts[number + 1][0][0] - text_top) < 1
            if 1 <= rows <= 3 and (goes_on or runs_on):
                yield number + 1, rows


def marked_report(filler: int) -> Report:
    """Tables of many lengths, each row marked with its table and row, after ``filler`` lines of text."""
    blocks: list[Heading | Paragraph | Table] = [Heading("Bericht"), *(Paragraph(f"Zeile {n}") for n in range(filler))]
    for number, rows in enumerate((9, 6, 30, 5, 11, 3, 60, 8, 13)):
        blocks += [Heading(f"Tabelle {number}", 2),
                   Table((Column(f"Kopf{number}"), Column("Wert", numeric=True)),
                         tuple((f"T{number}R{row:02d}", row) for row in range(rows))),
                   Paragraph("Text zwischen den Tabellen.")]
    return Report("Bericht", tuple(blocks))


def test_no_page_holds_one_to_three_rows_of_a_longer_table_and_each_repeats_its_header() -> None:
    for filler in range(0, 56, 5):  # the tables begin at every height of the page
        report = marked_report(filler)
        reader = read(report_bytes(report, ".pdf"))
        tables = report.tables()
        for page_number, page in enumerate(reader.pages, 1):
            words = page.extract_text().split()
            for number, table in enumerate(tables):
                rows = sum(1 for word in words if word.startswith(f"T{number}R"))
                if rows:
                    assert rows >= min(4, len(table.rows)), (filler, page_number, number, rows)
                    assert f"Kopf{number}" in words, (filler, page_number, number)  # the header on every page
        every = [word for page in reader.pages for word in page.extract_text().split()
                 if word[:1] == "T" and "R" in word]
        assert sorted(every) == sorted(f"T{n}R{r:02d}" for n, t in enumerate(tables) for r in range(len(t.rows)))
        assert list(short_parts(reader, TEXT_TOP)) == [], filler


def test_the_final_report_never_ends_with_a_page_of_one_row() -> None:
    for players in (7, 9, 12, 16, 23, 31, 40):
        for seed in range(1, 4):
            evaluation = evaluate(random_game(players, 30, seed=seed, hit_chance=0.3))
            assert evaluation.game_over
            view = player_view(evaluation, evaluation.round)
            for report in (round_report(view), round_report(view, language="de", catalogs=translation)):
                reader = read(report_bytes(report, ".pdf"))
                assert list(short_parts(reader, TEXT_TOP)) == [], (players, seed)
                last = table_parts(reader.pages[-1])
                assert all(rows != 1 for _top, _bottom, rows in last), (players, seed, last)


# ---------------------------------------------------------------- the Word report


def rough_width(text: str, *, bold: bool = False) -> float:
    """A rough width of ``text`` in Arial, in ems: narrow letters 0.28, m and w 0.85, capitals and digits
    0.67, the rest 0.55; bold 7 % wider."""
    ems = sum(0.28 if c in "fijlrtI.,;:!|'" else 0.85 if c in "mwMW" else 0.67 if c.isupper() or c.isdigit()
              else 0.55 for c in text)
    return ems * (1.07 if bold else 1.0)


@pytest.fixture(scope="module")
def german_docx() -> list[docx.document.Document]:
    finished = evaluate(german_game(9, rounds=30, hit=0.3))
    assert finished.game_over
    reports = [round_report(player_view(evaluate(german_game(9)), 2), language="de", catalogs=translation),
               round_report(player_view(finished, finished.round), language="de", catalogs=translation)]
    return [docx.Document(io.BytesIO(report_bytes(report, ".docx"))) for report in reports]


def test_word_tables_run_across_the_text_width_and_no_column_breaks_a_word(
        german_docx: list[docx.document.Document]) -> None:
    erraten = 0
    for document in german_docx:
        section = document.sections[0]
        text_width = round((section.page_width - section.left_margin - section.right_margin) / 635)  # twips
        assert document.tables
        for table in document.tables:
            properties = table._tbl.tblPr
            assert properties.find(qn("w:tblW")).get(qn("w:w")) == str(text_width)
            grid = [int(column.get(qn("w:w"))) for column in table._tbl.tblGrid.iter(qn("w:gridCol"))]
            assert sum(grid) == text_width
            size = 9.5 * 20  # the cells' type, in twips
            for number, width in enumerate(grid):
                cells = [row.cells[number].text for row in table.rows]
                words = [(word, n == 0) for n, text in enumerate(cells) for word in text.split()]
                longest = max(rough_width(word, bold=bold) for word, bold in words) * size
                assert width >= longest + 2 * 50, (cells[0], width, longest)  # its margins too
                erraten += sum(1 for text in cells if text.startswith("erraten in Runde"))
    assert erraten  # the standings' "erraten in Runde 2", which LibreOffice broke over four lines


def test_word_reports_are_set_in_arial_in_every_style_and_script(german_docx: list[docx.document.Document]) -> None:
    document = german_docx[0]
    styles = document.styles.element
    fonts = list(styles.iter(qn("w:rFonts")))
    assert fonts
    for element in fonts:  # no theme's font (the template's Calibri and Cambria, a serif in LibreOffice)
        assert not [key for key in element.attrib if "Theme" in key or "theme" in key], element.attrib
        assert [element.get(qn(f"w:{slot}")) for slot in ("ascii", "hAnsi", "eastAsia", "cs")] == ["Arial"] * 4
    defaults = styles.find(qn("w:docDefaults")).find(qn("w:rPrDefault")).find(qn("w:rPr")).find(qn("w:rFonts"))
    assert defaults is not None and defaults.get(qn("w:ascii")) == "Arial"
    for name in ("Normal", "Heading 1", "Heading 2", "Table Grid"):
        style = document.styles[name]
        assert style.element.find(qn("w:rPr")) is None or style.element.find(qn("w:rPr")).find(qn("w:color")) is None
    assert document.styles["Heading 1"].font.name == "Arial"
    fonts_part = next(rel.target_part for rel in document.part.rels.values() if rel.reltype.endswith("/fontTable"))
    table = fonts_part.blob.decode("utf-8")
    arial = table[table.index('w:name="Arial"'):]
    arial = arial[:arial.index("</w:font>")]
    assert 'w:altName w:val="Liberation Sans"' in arial and 'w:family w:val="swiss"' in arial


def test_word_tables_keep_their_first_and_last_rows_together(german_docx: list[docx.document.Document]) -> None:
    seen = {"short": 0, "long": 0}
    for document in german_docx:
        for table in document.tables:
            header, *rows = table.rows
            kept = [row._tr.find(qn("w:tc")).find(qn("w:p")).find(qn("w:pPr")).find(qn("w:keepNext")) is not None
                    for row in table.rows]
            assert kept[0]  # the header stays with the first row
            assert all(row._tr.trPr.find(qn("w:cantSplit")) is not None for row in table.rows)
            body = kept[1:]
            if len(rows) < 8:  # too short to split: kept whole
                assert body == [True] * (len(rows) - 1) + [False] * bool(rows)
                seen["short"] += 1
            else:  # at least four rows on either side of a page break
                assert body[:3] == [True] * 3 and body[-4:] == [True, True, True, False]
                seen["long"] += 1
    assert seen["short"] and seen["long"]


# ---------------------------------------------------------------- the workbook


def test_every_sheet_prints_to_the_pages_width_with_its_header_on_every_page() -> None:
    finished = evaluate(german_game(12, rounds=30, hit=0.3))
    report = round_report(player_view(finished, finished.round), language="de", catalogs=translation)
    book = openpyxl.load_workbook(io.BytesIO(report_bytes(report, ".xlsx")))
    assert len(book.worksheets) >= 3
    for sheet in book.worksheets:
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        assert int(sheet.page_setup.fitToWidth) == 1 and int(sheet.page_setup.fitToHeight) == 0
        if sheet.title != "Bericht":
            assert sheet.print_title_rows == "$1:$1", sheet.title  # the header row on every page
    standings = book["Stand"]
    assert standings.page_setup.orientation == "landscape"  # seven columns, "erraten in Runde 2": wide


# ---------------------------------------------------------------- the Word letters' slip


@pytest.mark.parametrize("layout", ["din5008-b", "us10"])
def test_the_word_letters_end_with_the_slip_as_a_card_kept_whole(layout: str) -> None:
    window = WINDOWS[layout]
    letters, report = german_letters(german_game(9))
    document = docx.Document(io.BytesIO(letters_docx(letters, report, layout=layout, sender=GM, place="Berlin")))
    slips = [table for table in document.tables if "Antwort für" in "".join(table._tbl.itertext())]
    assert len(slips) == len(letters)
    twips = 72 * 20 / 25.4
    for slip, letter in zip(slips, letters):
        assert letter.slip is not None
        (row,) = slip.rows  # one row, never split: kept whole on one page
        assert row._tr.trPr.find(qn("w:cantSplit")) is not None
        height = row._tr.trPr.find(qn("w:trHeight"))
        assert abs(int(height.get(qn("w:val"))) - window.height / 3 * twips) <= 2  # a third of the page
        borders = slip._tbl.tblPr.find(qn("w:tblBorders"))
        assert [borders.find(qn(f"w:{edge}")).get(qn("w:val")) for edge in ("top", "bottom")] == ["dashed"] * 2
        (field,) = row.cells[0].tables  # the window field, as far below the cut as on the letter's page
        assert letter.slip.heading in field.rows[0].cells[0].text
        assert row.cells[1].text.splitlines() == list(letter.slip.lines)  # a line for each player to guess at
        heights = [int(r._tr.trPr.find(qn("w:trHeight")).get(qn("w:val"))) for r in field.rows]
        assert [abs(h - expected * twips) <= 2 for h, expected in
                zip(heights, (window.top, window.return_zone, window.field - window.return_zone))] == [True] * 3
        assert field.rows[1].cells[0].text == ", ".join(letter.address)
        assert field.rows[2].cells[0].text.splitlines() == list(GM_LINES)


def test_a_long_game_of_twelve_still_takes_one_sheet_with_every_guess_in_it() -> None:
    """Eight rounds, few words guessed: the guesses at each word run on as text, none left out."""
    game = german_game(12, 8, hit=0.02)
    letters, report = german_letters(game)
    reader = read(letters_pdf(letters[:2], report, sender=GM, place="Berlin"))
    assert [len(pages) for pages in letter_pages(reader)] == [2, 2]
    text = " ".join(page_texts(reader)).replace("\u00a0", " ")
    evaluation = evaluate(game)
    in_play = {p.name for p in evaluation.players if p.in_play}
    for guess in evaluation.rounds[0].guesses:  # round 1's guesses at words still in play: all there
        if guess.target in in_play:
            assert f"1 {guess.word} " in text, guess
