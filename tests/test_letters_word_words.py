"""``wordmastermind letters --docx``: a round's letter sets the guesses at each word in columns side by side, as
the PDF does, read back with python-docx (and, where LibreOffice is installed, as it prints them)."""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path

import pypdf
import pytest
from test_cli import Run
from test_letters import GM
from test_letters_word_lot import _letters, _text, printed

from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.wmm.file import save_game


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def _game(tmp_path: Path, players: int, rounds: int) -> Path:
    """A game of ``players`` postal players (Player 001, …) after ``rounds`` rounds, the next with a deadline."""
    game = random_game(players, rounds, seed=3, hit_chance=0.05)
    roster = tuple(dataclasses.replace(p, address=f"{p.name}\nHauptstr. {n}\n1234{n % 10} Berlin", email="")
                   for n, p in enumerate(game.players))
    path = tmp_path / f"g{players}.wmm"
    save_game(dataclasses.replace(game, players=roster).with_deadline(rounds + 1, "2026-12-12T18:00"), path)
    return path


def test_a_word_round_letter_sets_the_words_in_three_columns_down_each_as_the_pdf(tmp_path: Path, run: Run) -> None:
    """14 players after round 3: the guesses at each word run down three columns of a section of their own, one
    list under one header (repeated atop each column), each word's heading a caption row above its guesses, in
    the order of the words (they stood in rows of three tables side by side, read across, never split)."""
    from docx.oxml.ns import qn

    out = tmp_path / "r.docx"
    run.ok("letters", _game(tmp_path, 14, 3), "--docx", out, "--from-address", GM, "--only", "Player 001")
    (letter,) = _letters(out)
    ends = [element.find(qn("w:pPr")).find(qn("w:sectPr")) for element in letter  # type: ignore[attr-defined]
            if element.tag == qn("w:p") and element.find(qn("w:pPr")) is not None  # type: ignore[attr-defined]
            and element.find(qn("w:pPr")).find(qn("w:sectPr")) is not None]  # type: ignore[attr-defined]
    columns = ends[1].find(qn("w:cols"))  # the words' section's: the letter's head's first, then the words'
    assert columns.get(qn("w:num")) == "3" and ends[1].find(qn("w:type")).get(qn("w:val")) == "continuous"
    assert ends[1].find(qn("w:pgNumType")) is None  # its pages numbered on
    start, end = letter.index(ends[0].getparent().getparent()), letter.index(ends[1].getparent().getparent())
    (words,) = [element for element in letter[start:end] if element.tag == qn("w:tbl")]  # type: ignore[attr-defined]
    header, *rows = words.findall(qn("w:tr"))
    assert _text(header) == ["Round", "Word", "Marks", "Points", "Guesser"]
    assert header.find(qn("w:trPr")).find(qn("w:tblHeader")) is not None
    captions = [_text(row)[0] for row in rows if len(row.findall(qn("w:tc"))) == 1]
    assert [caption.split("'")[0] for caption in captions] == [f"Player {n:03d}" for n in range(1, 15)
                                                               if n not in (7, 10)]  # as before: no table
    assert all(row.find(qn("w:trPr")).find(qn("w:tblHeader")) is None for row in rows)


def _captions(page: pypdf.PageObject) -> list[tuple[float, float, str]]:
    """Where each word's caption stands on ``page``: (left, from the top, its player)."""
    found: list[tuple[float, float, str]] = []

    def seen(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if match := re.match(r"(Player \d{3})'s word|Wort von (Player \d{3})", text):
            x, y = tm[4] * cm[0] + tm[5] * cm[2] + cm[4], tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found.append((x, float(page.mediabox.height) - y, match.group(1) or match.group(2)))

    page.extract_text(visitor_text=seen)
    return found


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
@pytest.mark.parametrize(("layout", "language", "sender"), [("din5008-b", "en", ""), ("us10", "de", ""),
                                                            ("us10", "en", GM), ("din5008-b", "de", GM)])
def test_a_word_round_letter_prints_on_as_many_pages_as_the_pdf(tmp_path: Path, run: Run, layout: str,
                                                               language: str, sender: str) -> None:
    """As LibreOffice prints the Word document: 14 players after round 3, a letter on two pages as in the PDF
    (in US Letter with the game master's address it took three), the card whole on the second; the words read
    down each column, then the next, as in the PDF (they read across rows of three)."""
    game = _game(tmp_path, 14, 3)
    out = tmp_path / "r.docx"
    run.ok("letters", game, "--docx", out, "--layout", layout, "--language", language, "--only", "Player 001",
           *(("--from-address", sender) if sender else ()))
    pages = printed(out)
    assert len(pages) == 2
    answer = "Antwort für Runde 4" if language == "de" else "Answer for round 4"
    text = " ".join(pages[1].extract_text().split())
    assert f"{answer}: Player 001" in text and "Player 014:" in text
    read = []
    for page in pages:
        captions = _captions(page)
        lefts = sorted({round(left) for left, _, _ in captions})
        assert len(lefts) <= 3
        read += [name for left, top, name in sorted(captions, key=lambda c: (lefts.index(round(c[0])), c[1]))]
    assert read == sorted(set(read)) and len(read) >= 12  # each word once in order, down the columns
