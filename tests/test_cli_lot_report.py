"""``wordmastermind report GAME --lot``: the lot for round 1, read back from every format."""

from __future__ import annotations

from pathlib import Path

import docx
import openpyxl  # type: ignore[import-untyped]
import pypdf
import pytest
from test_cli import RULES_ROSTER, Run, csv_file

from wordmastermind.files.wmm.file import load_game


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Run:
    return Run(capsys)


def new_game(tmp_path: Path, run: Run, *more: object) -> Path:
    roster = csv_file(tmp_path / "roster.csv", "name,secret", RULES_ROSTER)
    game = tmp_path / "game.wmm"
    run.new(game, "--roster", roster, "--title", "Regelbeispiel", *more)
    return game


def test_the_lot_in_every_format(tmp_path: Path, run: Run) -> None:
    game = new_game(tmp_path, run)
    run.ok("lot", game, "--seed", 4)
    lot = load_game(game).lot
    assert lot is not None
    out = tmp_path / "out"
    out.mkdir()
    printed = run.ok("report", game, "--lot", "--docx", out / "lot.docx", "--xlsx", out / "lot.xlsx",
                     "--pdf", out / "lot.pdf", "--txt", out / "lot.txt").split()
    assert sorted(Path(p).name for p in printed) == ["lot.docx", "lot.pdf", "lot.txt", "lot.xlsx"]

    document = docx.Document(str(out / "lot.docx"))
    assert "Regelbeispiel: the lot for round 1" in [p.text for p in document.paragraphs]
    (table,) = document.tables
    rows = [[cell.text for cell in row.cells] for row in table.rows]
    assert rows[0] == ["Player", "Guesses at"]
    assert rows[1:] == [[guesser, ", ".join(targets)] for guesser, targets in lot.assignment]

    book = openpyxl.load_workbook(out / "lot.xlsx")
    sheet = book["Lot"]
    values = [tuple(row) for row in sheet.iter_rows(values_only=True)]
    assert values[1:] == [(guesser, ", ".join(targets)) for guesser, targets in lot.assignment]

    pdf_text = " ".join(" ".join(page.extract_text().split()) for page in pypdf.PdfReader(str(out / "lot.pdf")).pages)
    txt = (out / "lot.txt").read_text(encoding="utf-8")
    for text in (pdf_text, txt):
        assert "makes one guess" in text and "5 letters" in text
        for guesser, targets in lot.assignment:
            assert guesser in text and targets[0] in text
    for path in out.iterdir():
        data = path.read_bytes().upper() if path.suffix == ".txt" else b""
        for _, secret in RULES_ROSTER:
            assert secret.upper().encode() not in data
    for text in (pdf_text.upper(), " ".join(" ".join(r) for r in rows).upper()):
        assert not any(secret.upper() in text for _, secret in RULES_ROSTER)


def test_the_lot_on_screen_in_german(tmp_path: Path, run: Run) -> None:
    game = new_game(tmp_path, run, "--language", "de")
    run.ok("lot", game, "--seed", 4)
    text = run.ok("report", game, "--lot")
    assert "Regelbeispiel: Auslosung für Runde 1" in text
    assert "Rät bei" in text


def test_the_lot_before_it_is_drawn_is_refused(tmp_path: Path, run: Run) -> None:
    game = new_game(tmp_path, run)
    error = run.fails("report", game, "--lot", "--docx", tmp_path / "lot.docx")
    assert "the lot for round 1 has not been drawn yet" in error
    assert "wordmastermind lot" in error
    assert len(error.splitlines()) == 1
    assert not (tmp_path / "lot.docx").exists()


def test_the_lot_goes_with_no_round_and_no_overview(tmp_path: Path, run: Run) -> None:
    game = new_game(tmp_path, run)
    run.ok("lot", game, "--seed", 4)
    assert "--lot" in run.fails("report", game, "--lot", "--round", 1)
    assert "--lot" in run.fails("report", game, "--lot", "--overview")
