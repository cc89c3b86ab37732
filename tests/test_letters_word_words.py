"""``wordmastermind letters --docx``: a round's letter sets the guesses at each word in columns side by side, as
the PDF does, read back with python-docx (and, where LibreOffice is installed, as it prints them)."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

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


def test_a_word_round_letter_sets_the_words_tables_three_side_by_side_each_whole(tmp_path: Path, run: Run) -> None:
    """14 players after round 3: the guesses at each word in a table of its own, three of them side by side in
    each row of a borderless table, a row never split across pages (they were one below the other)."""
    from docx.oxml.ns import qn

    out = tmp_path / "r.docx"
    run.ok("letters", _game(tmp_path, 14, 3), "--docx", out, "--from-address", GM, "--only", "Player 001")
    (letter,) = _letters(out)
    words = [element for element in letter if element.tag == qn("w:tbl")  # type: ignore[attr-defined]
             and len(element.findall(f".//{qn('w:tbl')}")) > 1]  # not the card (one table in it)
    assert len(words) == 1
    rows = words[0].findall(qn("w:tr"))
    captions = []
    for number, row in enumerate(rows):
        assert row.find(qn("w:trPr")).find(qn("w:cantSplit")) is not None
        tables = [table for cell in row.findall(qn("w:tc")) for table in cell.findall(qn("w:tbl"))]
        assert len(tables) == 3 or number == len(rows) - 1 and tables
        for table in tables:
            caption, head, *guesses = table.findall(qn("w:tr"))
            captions.append(_text(caption)[0])
            assert _text(head) == ["Round", "Word", "Marks", "Points", "Guesser"] and guesses
    assert [caption.split("'")[0] for caption in captions] == [f"Player {n:03d}" for n in range(1, 15)
                                                               if n not in (7, 10)]  # as before: no table


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
@pytest.mark.parametrize(("layout", "language"), [("din5008-b", "en"), ("us10", "de")])
def test_a_word_round_letter_prints_on_as_many_pages_as_the_pdf(tmp_path: Path, run: Run, layout: str,
                                                               language: str) -> None:
    """As LibreOffice prints the Word document: 14 players after round 3, a letter on two pages as in the PDF
    (it took four, the card alone on the last), the card whole on the second."""
    game = _game(tmp_path, 14, 3)
    out = tmp_path / "r.docx"
    run.ok("letters", game, "--docx", out, "--layout", layout, "--language", language, "--only", "Player 001")
    pages = printed(out)
    assert len(pages) == 2
    answer = "Antwort für Runde 4" if language == "de" else "Answer for round 4"
    text = " ".join(pages[1].extract_text().split())
    assert f"{answer}: Player 001" in text and "Player 014:" in text
