"""``wordmastermind letters --lot``: a lot of players with long names, in the PDF and in Word: the lot's table
across the page's width, and an answer slip whose line is too wide for its place beside the window."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pypdf
import pytest
from test_cli import Run
from test_letters import DEADLINE, GM, MM, placed_text
from test_letters_word_lot import _letters, _text

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import save_game

FIRST = ("Alexandra", "Maximilian", "Friederike", "Bartholomäus", "Annemarie", "Christopher")


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def _name(row: int) -> str:
    return f"{FIRST[row % len(FIRST)]} Konstantinopoulou-Schmidt {row + 1:02d}"


def long_names(tmp_path: Path, players: int) -> Path:
    """A game of ``players`` postal players with long names (Friederike Konstantinopoulou-Schmidt 03, …) before
    round 1, its lot drawn."""
    game = dataclasses.replace(random_game(players, 1, seed=7, hit_chance=0.02), rounds=())
    for row, player in enumerate(game.players):
        game = game.with_player(row, dataclasses.replace(player, name=_name(row), email="",
                                                         address=f"Spieler {row}\nHauptstr. {row}\n12345 Berlin"))
    path = tmp_path / f"long{players}.wmm"
    save_game(game.with_deadline(1, DEADLINE), path)
    return path


def test_a_pdf_lot_letter_sets_a_lot_of_long_names_across_the_page(tmp_path: Path, run: Run) -> None:
    """12 players: the lot's table as wide as the letter's text, each player's three names to guess at on at
    most two lines (it ended at two thirds of the page, each row over three lines, and ran onto page 2)."""
    out = tmp_path / "lot.pdf"
    run.ok("letters", long_names(tmp_path, 12), "--lot", "--pdf", out, "--from-address", GM, "--only", _name(0))
    first, second = pypdf.PdfReader(str(out)).pages
    placed = placed_text(first)
    (column, head), = [(x, top) for text, x, top in placed if text == "Guesses at"]
    rows = [(text, top) for text, x, top in placed if x == pytest.approx(column) and top > head]
    assert len(rows) <= 2 * 12  # the names to guess at of each of the 12 on one or two lines
    lot = " ".join(text for text, _, top in placed if top > head)
    assert all(_name(row) in lot for row in range(12))  # the whole lot on page 1
    assert "The lot (continued)" not in second.extract_text()


def test_a_pdf_lot_letter_to_sixty_long_names_wraps_its_slip_line_and_stays_on_two_pages(tmp_path: Path,
                                                                                       run: Run) -> None:
    """60 players: the slip's one line (the name and its blank) is too wide beside the window; the name stands on
    a line of its own, the blank below it, and the slip takes the bottom third of page 2 (it took a page of
    its own, the third)."""
    out = tmp_path / "lot.pdf"
    run.ok("letters", long_names(tmp_path, 60), "--lot", "--pdf", out, "--from-address", GM, "--only", _name(0))
    pages = pypdf.PdfReader(str(out)).pages
    assert len(pages) == 2
    on_slip = [(text, x, top) for text, x, top in placed_text(pages[1]) if top > 297 * 2 / 3]
    assert on_slip[0][0].endswith("Cut here and send back")
    (target,) = [(x, top) for text, x, top in on_slip if text.startswith("Friederike Konstantinopoulou-Schmidt")]
    (blank,) = [(x, top) for text, x, top in on_slip if text.startswith("_____")]
    assert blank[0] == pytest.approx(target[0]) and blank[1] > target[1]  # the blank below the name
    assert f"Answer for round 1: {_name(0)}" in " ".join(text for text, _, _ in on_slip)


def test_a_word_lot_letter_gives_long_names_the_room_left(tmp_path: Path, run: Run) -> None:
    """12 players in Word: the lot's table across the text, the players' names each on one line, the names to
    guess at given the rest (the two columns were as wide, each name to guess at over two lines)."""
    import docx
    from docx.oxml.ns import qn

    out = tmp_path / "lot.docx"
    run.ok("letters", long_names(tmp_path, 12), "--lot", "--docx", out, "--from-address", GM, "--only", _name(0))
    (letter,) = _letters(out)
    lot = next(element for element in letter if element.tag == qn("w:tbl")  # type: ignore[attr-defined]
               and _text(element.find(qn("w:tr")))[:1] == ["Player"])  # type: ignore[attr-defined]
    player, guesses = [int(c.get(qn("w:w"))) for c in lot.find(qn("w:tblGrid")).findall(qn("w:gridCol"))]
    section = docx.Document(str(out)).sections[0]
    assert player + guesses == pytest.approx((section.page_width - 2 * section.left_margin) / 635, abs=2)  # EMU
    assert guesses > 1.5 * player
