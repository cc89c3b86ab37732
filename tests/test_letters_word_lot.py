"""``wordmastermind letters --lot --docx``: the lot's letter in Word on one page with its answer card, read back
with python-docx (and, where LibreOffice is installed, as it prints them)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pypdf
import pytest
from test_cli import Run
from test_letters import GM, MM, lot_game

TWIPS_PER_MM = 72 / 25.4 * 20
CARD = {"din5008-b": 99.0, "us10": 25.4 * 11 / 3}  # a third of A4, 3⅔ in of US Letter


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def _letters(path: Path) -> list[list[object]]:
    """The body's elements of each letter (each begins a section on a new page: the section's end is in the
    paragraph after its last element; a section within a letter, such as its words' columns, begins on none)."""
    import docx
    from docx.oxml.ns import qn

    def ended(element: object) -> object:  # the section's properties, if the element ends a section
        if element.tag == qn("w:sectPr"):  # type: ignore[attr-defined]
            return element
        properties = element.find(qn("w:pPr"))  # type: ignore[attr-defined]
        return None if properties is None else properties.find(qn("w:sectPr"))

    body = list(docx.Document(str(path)).element.body)
    sections = [section for section in map(ended, body) if section is not None]
    letters: list[list[object]] = [[]]
    for element in body[:-1]:
        letters[-1].append(element)
        if ended(element) is not None:
            following = sections[sections.index(ended(element)) + 1].find(qn("w:type"))  # type: ignore
            if following is None or following.get(qn("w:val")) != "continuous":
                letters.append([])
    return [letter for letter in letters if letter]


def printed(docx: Path) -> list[pypdf.PageObject]:
    """The pages of ``docx`` as LibreOffice prints it (into a PDF beside it, with a profile of its own)."""
    profile = (docx.parent / "profile").as_uri()
    subprocess.run(["soffice", f"-env:UserInstallation={profile}", "--headless", "--convert-to", "pdf", "--outdir",
                    str(docx.parent), str(docx)], check=True, capture_output=True, timeout=300)
    return list(pypdf.PdfReader(str(docx.with_suffix(".pdf"))).pages)


def _text(element: object) -> list[str]:
    from docx.oxml.ns import qn

    return ["".join(t.text or "" for t in p.iter(qn("w:t"))) for p in element.iter(qn("w:p"))]  # type: ignore


@pytest.mark.parametrize(("layout", "language", "header"), [("din5008-b", "en", "Guesses at"),
                                                           ("us10", "de", "Rät bei")])
def test_a_word_lot_letter_to_twenty_players_sets_the_lot_side_by_side_above_its_whole_card(
        tmp_path: Path, run: Run, layout: str, language: str, header: str) -> None:
    """Each of the 20 letters: the lot's table in groups of its two columns side by side, every player in it
    once; every paragraph of an exact height (what the letter's fit on its page was reckoned with); then the
    card, one row that never splits, a third of the page high, its paragraphs kept together."""
    from docx.oxml.ns import qn

    out = tmp_path / "lot.docx"
    run.ok("letters", lot_game(tmp_path, 20), "--lot", "--docx", out, "--layout", layout, "--language", language,
           "--from-address", GM)
    letters = _letters(out)
    assert len(letters) == 20
    for number, letter in enumerate(letters):
        tables = [element for element in letter if element.tag == qn("w:tbl")]  # type: ignore[attr-defined]
        window, lot, card = tables
        head = _text(lot.find(qn("w:tr")))  # type: ignore[attr-defined]
        assert head.count(header) >= 2  # side by side
        guessers = [text for text in _text(lot) if re.fullmatch(r"Player \d{3}", text)]  # not whom they guess at
        assert sorted(guessers) == [f"Player {n:03d}" for n in range(1, 21)]
        paragraphs = [element for element in letter[letter.index(window) + 1:letter.index(lot)]
                      if element.tag == qn("w:p")]  # type: ignore[attr-defined]
        assert f"Player {number + 1:03d}" in " ".join(" ".join(_text(p)) for p in paragraphs)
        for paragraph in paragraphs:
            spacing = paragraph.find(qn("w:pPr")).find(qn("w:spacing"))  # type: ignore[attr-defined]
            assert spacing.get(qn("w:lineRule")) == "exact", _text(paragraph)
        (row,) = card.findall(qn("w:tr"))  # type: ignore[attr-defined]
        properties = row.find(qn("w:trPr"))
        assert properties.find(qn("w:cantSplit")) is not None
        height = properties.find(qn("w:trHeight"))
        assert height.get(qn("w:hRule")) == "exact"
        assert int(height.get(qn("w:val"))) / TWIPS_PER_MM == pytest.approx(CARD[layout], abs=0.1)
        for paragraph in card.iter(qn("w:p")):  # type: ignore[attr-defined]
            kept = paragraph.find(qn("w:pPr"))
            assert kept.find(qn("w:keepNext")) is not None and kept.find(qn("w:keepLines")) is not None


def test_a_word_lot_letter_too_long_for_one_page_is_written_as_before(tmp_path: Path, run: Run) -> None:
    """60 players: the lot's table one table across the text, the card after it (on the page it fits)."""
    import docx
    from docx.oxml.ns import qn

    out = tmp_path / "lot.docx"
    run.ok("letters", lot_game(tmp_path, 60), "--lot", "--docx", out, "--from-address", GM, "--only", "Player 001")
    (letter,) = _letters(out)
    window, lot, card = [element for element in letter if element.tag == qn("w:tbl")]  # type: ignore
    assert _text(lot.find(qn("w:tr"))) == ["Player", "Guesses at"]  # type: ignore[attr-defined]
    assert len(lot.findall(qn("w:tr"))) == 61  # type: ignore[attr-defined]
    assert round(docx.Document(str(out)).sections[0].bottom_margin.mm) == 20


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
@pytest.mark.parametrize(("players", "layout", "language"), [(5, "din5008-b", "en"), (20, "din5008-b", "de"),
                                                             (30, "us10", "en")])
def test_a_word_lot_letter_prints_on_one_page_with_its_card(tmp_path: Path, run: Run, players: int, layout: str,
                                                            language: str) -> None:
    """As LibreOffice prints the Word document: a page per letter, the card whole at its foot (it took two
    pages, the card at the top of the second, even for five players)."""
    out = tmp_path / "lot.docx"
    last = f"Player {players:03d}"
    run.ok("letters", lot_game(tmp_path, players), "--lot", "--docx", out, "--layout", layout, "--language",
           language, "--from-address", GM, "--only", f"Player 001, {last}")
    pages = printed(out)
    assert len(pages) == 2
    answer = "Antwort für Runde 1" if language == "de" else "Answer for round 1"
    for page, name in zip(pages, ("Player 001", last)):
        text = " ".join(page.extract_text().split())
        assert f"{answer}: {name}" in text and "Joe Grimm Hauptstraße 1 12345 Berlin" in text
        assert all(f"Player {n:03d}" in text for n in range(1, players + 1))
    assert float(pages[0].mediabox.height) / MM == pytest.approx(297 if layout == "din5008-b" else 279.4, abs=0.5)
