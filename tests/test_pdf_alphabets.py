"""Post for every alphabet: letters, labels and reports in Latin, Greek, Cyrillic, Hebrew and Arabic, read back.

The PDFs embed DejaVu Sans Condensed. Each test writes through the command
line (``letters``, ``labels``, ``report``), as the game master does, and
reads the PDF back with pypdf.

How right-to-left text reads back: the PDF draws a Hebrew or Arabic line
in the order it is seen, from left to right on the page (ReportLab has no
bidi of its own). pypdf, reading the page, turns each run of Hebrew or
Arabic characters around again, so such a run comes back in the order it
was typed (logical order) only if it was drawn reversed; had the line been
drawn as it was typed, it would come back backwards. A number or a Latin
word in a right-to-left line is a run of its own, which pypdf gives where
it stands on the page: the ``12`` at the end of ``רחוב הרצל 12`` stands at
the left, so it comes first. Arabic comes back as the joined letters the
PDF holds (Unicode's presentation forms: an initial, medial or final meem
is a character of its own); NFKC turns them into the plain letters typed.
"""

from __future__ import annotations

import dataclasses
import io
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pypdf
import pytest
from test_cli import Run
from test_letters import MM, placed_text

from wordmastermind.core.report import Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.files.wmm.file import save_game
from wordmastermind.files.writers.pdf import font_warnings, pdf_bytes
from wordmastermind.files.writers.pdf_bidi import visual

GM = "Joe Grimm, Hauptstraße 1, 12345 Berlin"
EUROPE = {
    "Łukasz": "Łukasz Wąsik\nul. Źródlana 5\n60-001 Poznań",
    "Antonín": "Antonín Dvořák\nŽitná 14\n120 00 Praha 2",
    "Σωκράτης": "Σωκράτης Παπαδόπουλος\nΟδός Ερμού 25\n105 63 Αθήνα",
    "Фёдор": "Фёдор Достоевский\nул. Кузнечная 5\n191002 Санкт-Петербург",
}
HEBREW = ("דוד", "דוד כהן\nרחוב הרצל 12\nתל אביב\nISRAEL")
ARABIC = ("محمد", "محمد العلي\nشارع الملك فيصل 12\nالرياض\nSAUDI ARABIA")
MUHAMMAD_JOINED = "\ufee3\ufea4\ufee4\ufeaa"
"""محمد as it is printed: meem initial, hah medial, meem medial, dal final."""


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def postal_game(tmp_path: Path, people: dict[str, str]) -> Path:
    """The rules' example after round 2, its five players renamed to ``people``'s names, by post only, with a
    deadline for round 3 (as a game by post has)."""
    game = rules_example().with_deadline(3, "2026-12-12T18:00")
    for row, (name, address) in enumerate(people.items()):
        game = game.with_player(row, dataclasses.replace(game.players[row], name=name, address=address, email=""))
    path = tmp_path / "game.wmm"
    save_game(game, path)
    return path


def pieces(page: pypdf.PageObject) -> list[tuple[str, float, float]]:
    """Each piece of text pypdf reads on ``page``, with its x and its distance from the page's top, in mm."""
    return placed_text(page)


def embedded_fonts(reader: pypdf.PdfReader) -> set[str]:
    """The fonts the PDF's pages use that it embeds (a font file in their descriptor), by name without subset tag."""
    names = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is not None and "/FontFile2" in descriptor.get_object():
                names.add(str(font["/BaseFont"]).split("+")[-1])
    return names


def used_fonts(reader: pypdf.PdfReader) -> set[str]:
    return {str(font.get_object()["/BaseFont"]).split("+")[-1]
            for page in reader.pages for font in page["/Resources"]["/Font"].values()}


def first_pages(reader: pypdf.PdfReader, names: list[str]) -> dict[str, Any]:
    """The first page of each player's letter, by its salutation ("Dear דוד," reads back as "Dear ,דוד")."""
    texts = [unicodedata.normalize("NFKC", page.extract_text()) for page in reader.pages]
    return {name: next(page for page, text in zip(reader.pages, texts) if f"Dear {name}," in text
                       or f"Dear ,{name}" in text) for name in names}


def in_window(placed: list[tuple[str, float, float]], line: str) -> tuple[float, float]:
    """Where ``line`` stands in the address zone of the DIN 5008 B window field: once, and nowhere else near it."""
    (x, top), = [(x, top) for text, x, top in placed if text == line and top < 105]
    assert 20 < x < 105 and 45 + 17.7 < top < 45 + 45, (line, x, top)
    return x, top


def test_letters_print_polish_czech_greek_and_russian_addresses_as_written(tmp_path: Path, run: Run) -> None:
    out = tmp_path / "letters.pdf"
    run.ok("letters", postal_game(tmp_path, {**EUROPE, HEBREW[0]: HEBREW[1]}), "--pdf", out,
           "--from-address", GM, "--place", "Kraków")
    reader = pypdf.PdfReader(str(out))
    pages = first_pages(reader, list(EUROPE))
    for name, address in EUROPE.items():
        placed = pieces(pages[name])
        for line in address.splitlines():
            in_window(placed, line)  # Łukasz Wąsik, not Lukasz Wasik; Dvořák, not Dvorák
        assert f"Dear {name}," in pages[name].extract_text()
        assert any(text.startswith("Kraków, ") for text, _, _ in placed)
    whole = "".join(page.extract_text() for page in reader.pages)
    assert "?" not in whole.replace("Joes Wörter-MasterMind", "")
    assert used_fonts(reader) == embedded_fonts(reader) == {"DejaVuSansCondensed", "DejaVuSansCondensed-Bold"}


def test_a_hebrew_address_reads_from_right_to_left(tmp_path: Path, run: Run) -> None:
    out = tmp_path / "letters.pdf"
    run.ok("letters", postal_game(tmp_path, {**EUROPE, HEBREW[0]: HEBREW[1]}), "--pdf", out)
    page = first_pages(pypdf.PdfReader(str(out)), [HEBREW[0]])[HEBREW[0]]
    placed = pieces(page)
    in_window(placed, "דוד כהן")  # drawn reversed, read back in the order it was typed
    in_window(placed, "תל אביב")
    in_window(placed, "ISRAEL")
    in_window(placed, "רחוב הרצל")
    in_window(placed, "12")
    lines = page.extract_text().splitlines()
    assert "12 רחוב הרצל" in lines  # the house number ends the line: at its left
    assert "ןהכ דוד" not in lines


def test_an_arabic_address_is_joined_and_reads_from_right_to_left(tmp_path: Path, run: Run) -> None:
    out = tmp_path / "letters.pdf"
    run.ok("letters", postal_game(tmp_path, {**EUROPE, ARABIC[0]: ARABIC[1]}), "--pdf", out)
    page = first_pages(pypdf.PdfReader(str(out)), [ARABIC[0]])[ARABIC[0]]
    placed = [(unicodedata.normalize("NFKC", text), x, top) for text, x, top in pieces(page)]
    in_window(placed, "محمد العلي")
    in_window(placed, "الرياض")
    in_window(placed, "شارع الملك فيصل")
    in_window(placed, "12")
    raw = page.extract_text()
    assert "12 شارع الملك فيصل" in unicodedata.normalize("NFKC", raw).splitlines()
    assert MUHAMMAD_JOINED in raw and "محمد" not in raw  # the letters joined, not side by side


def test_hebrew_points_sit_on_their_letters_and_brackets_still_open_the_right_way() -> None:
    """The points read back in the order typed, so each was drawn beside its own letter (the font puts a point,
    which takes no room, over the letter drawn after it: the one to its right). pypdf does not turn brackets
    back, so the bracket line is checked as drawn, left to right: the line reversed, each bracket mirrored."""
    lines = pypdf.PdfReader(io.BytesIO(pdf_bytes(Report("T", (Paragraph("מִי שָׁלוֹם"),))))).pages[0].extract_text()
    assert "מִי שָׁלוֹם" in lines.splitlines()
    assert visual("דירה 5 (קומה 2)", own=True) == "(2 " + "קומה"[::-1] + ") 5 " + "דירה"[::-1]  # an address line


def test_labels_in_every_alphabet(tmp_path: Path, run: Run) -> None:
    people = {**EUROPE, ARABIC[0]: ARABIC[1]}
    out = tmp_path / "labels.pdf"
    run.ok("labels", postal_game(tmp_path, people), "--pdf", out)
    reader = pypdf.PdfReader(str(out))
    placed = [(unicodedata.normalize("NFKC", text), x, top) for text, x, top in pieces(reader.pages[0])]
    for number, address in enumerate(people.values()):
        row, column = divmod(number, 3)
        left, top = 7.25 + column * 66.04, 12.9 + row * 33.9
        for line in address.splitlines():
            line = line if line != "شارع الملك فيصل 12" else "شارع الملك فيصل"
            (x, y), = [(x, y) for text, x, y in placed if text == line]
            assert left < x < left + 63.5 and top < y < top + 33.9, (line, x, y)
    assert embedded_fonts(reader) == {"DejaVuSansCondensed"}
    out = tmp_path / "hebrew.pdf"
    run.ok("labels", postal_game(tmp_path, {**EUROPE, HEBREW[0]: HEBREW[1]}), "--pdf", out)
    assert "דוד כהן" in [text for text, _, _ in pieces(pypdf.PdfReader(str(out)).pages[0])]


def test_an_emoji_address_is_refused_naming_the_player_and_nothing_is_written(tmp_path: Path, run: Run) -> None:
    game = postal_game(tmp_path, {**EUROPE, "Anna": "Anna Abel\nWeg 1 \U0001f3b2\n12345 Ort"})
    out = tmp_path / "letters.pdf"
    said = ("Anna's address line 'Weg 1 \U0001f3b2' holds \U0001f3b2 (U+1F3B2 GAME DIE), which the PDF's font"
            " cannot print (it prints Latin, Greek, Cyrillic, Hebrew and Arabic letters): write the address in those")
    assert said in run.fails("letters", game, "--pdf", out)
    assert said in run.fails("letters", game, "--folder", tmp_path / "post")
    assert said in run.fails("labels", game, "--pdf", out)
    assert not out.exists() and not (tmp_path / "post").exists()
    run.ok("letters", game, "--docx", tmp_path / "letters.docx")  # Word chooses a font that has it


def test_a_game_masters_address_in_chinese_is_refused(tmp_path: Path, run: Run) -> None:
    err = run.fails("letters", postal_game(tmp_path, {**EUROPE, HEBREW[0]: HEBREW[1]}), "--pdf", tmp_path / "l.pdf",
                    "--from-address", "山田太郎, 1 Rue X, Paris")
    assert "the game master's address or place '山田太郎, 1 Rue X, Paris' holds 山 (U+5C71 CJK UNIFIED IDEOGRAPH-5C71)" in err


def test_the_round_report_prints_greek_cyrillic_and_hebrew_names(tmp_path: Path, run: Run) -> None:
    out = tmp_path / "round.pdf"
    run.ok("report", postal_game(tmp_path, {**EUROPE, HEBREW[0]: HEBREW[1]}), "--pdf", out)
    reader = pypdf.PdfReader(str(out))
    text = "\n".join(page.extract_text() for page in reader.pages)
    for name in [*EUROPE, HEBREW[0]]:
        assert name in text.split(), name
    assert "Σωκράτης's word" in text.splitlines() and "Фёдор's word: LAMPE, guessed in round 2" in text.splitlines()
    # the report's lines run left to right, a Hebrew name in them right to left: "דוד's word", not "s word'דוד"
    # (pypdf reads it as "'דודs word": it takes the apostrophe into the Hebrew run it turns round)
    assert "'דודs word" in text.splitlines()
    assert used_fonts(reader) == embedded_fonts(reader) == {"DejaVuSansCondensed", "DejaVuSansCondensed-Bold"}


def test_a_character_the_font_lacks_is_a_visible_replacement_and_a_warning() -> None:
    report = Report("Runde 3", (
        Heading("Neuigkeiten"),
        Paragraph("Glückwunsch \U0001f3b2 an Σωκράτης! " + "Und weiter. " * 20 + "Ende \U0001f3b2."),
        Table((Column("Name"), Column("Notiz")), (("山田", "gut \U0001f600"), ("Фёдор", "\U0001f3b2"))),
    ))
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf_bytes(report))).pages)
    assert "Glückwunsch \ufffd an Σωκράτης!" in text
    assert "\ufffd\ufffd" in text and "gut \ufffd" in text and "?" not in text
    assert tuple(str(warning) for warning in font_warnings(report)) == (  # each character once, with the first text it is in (a long one cut short)
        "the PDF's font cannot print \U0001f3b2 (U+1F3B2 GAME DIE) (in 'Glückwunsch \U0001f3b2 an Σωκράτης! Und weiter."
        " Und weiter. Und weite…'): printed as \ufffd instead",
        "the PDF's font cannot print 山 (U+5C71 CJK UNIFIED IDEOGRAPH-5C71), 田 (U+7530 CJK UNIFIED IDEOGRAPH-7530)"
        " (in '山田'): printed as \ufffd instead",
        "the PDF's font cannot print \U0001f600 (U+1F600 GRINNING FACE) (in 'gut \U0001f600'): printed as \ufffd instead",
    )
    assert font_warnings(Report("Łódź", (Paragraph("Αθήνα, Москва, ירושלים, القاهرة"),))) == ()


def test_writing_no_pdf_loads_no_font_and_no_bidi() -> None:
    code = ("import sys, wordmastermind.files.writers.pdf, wordmastermind.files.writers.letter_pdf, "
            "wordmastermind.files.writers.labels\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in {'reportlab', 'bidi', 'arabic_reshaper'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
