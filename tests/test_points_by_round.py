"""The players × rounds table of points: in the core, and as a sheet of the game master's overview."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordmastermind.core.wmm.round_report import overview_report
from wordmastermind.cli.entry import main
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.progress import points_by_round, standings_after
from wordmastermind.files.wmm.file import save_game

# The rules' example (rules_example): the totals after round 1 and round 2, in roster order.
RULES_POINTS = {
    "Alfons": (7, 24, 31),
    "Gustav": (7, 7, 14),
    "Beatrix": (7, 6, 13),
    "Emil": (5, 15, 20),
    "Fritzchen": (6, 12, 18),
}


def test_each_row_adds_up_to_the_players_total() -> None:
    evaluation = evaluate(rules_example())
    rows = points_by_round(evaluation)
    assert {row.name: (*row.points, row.total) for row in rows} == RULES_POINTS
    assert all(sum(row.points) == row.total == evaluation.player(row.name).total for row in rows)
    assert [row.points for row in points_by_round(evaluation, 1)] == [(7,), (7,), (7,), (5,), (6,)]


def test_standings_after_a_past_round_are_those_of_that_round_with_their_change() -> None:
    evaluation = evaluate(rules_example())
    after1 = standings_after(evaluation, 1)
    assert [(s.player.name, s.player.total, s.player.rank, s.rank_before) for s in after1][:3] == [
        ("Alfons", 7, 1, None), ("Gustav", 7, 1, None), ("Beatrix", 7, 1, None)]
    after2 = {s.player.name: s for s in standings_after(evaluation, 2)}
    assert (after2["Emil"].player.rank, after2["Emil"].gained, after2["Emil"].rank_before) == (2, 15, 5)
    assert after2["Emil"].climbed == 3
    assert (after2["Beatrix"].player.rank, after2["Beatrix"].climbed) == (5, -4)
    assert after2["Alfons"].player.guessed_in_round is None and after2["Emil"].player.guessed_in_round == 2
    # After round 1 nobody's word was guessed yet: Emil's was in play.
    assert all(s.player.guessed_in_round is None for s in after1)
    with pytest.raises(ValueError):
        standings_after(evaluation, 3)


def _report(tmp_path: Path, *options: str) -> Path:
    game = tmp_path / "rules.wmm"
    save_game(rules_example(), game)
    main(["report", str(game), "--overview", "--xlsx", str(tmp_path / "r.xlsx"), *options])
    return tmp_path / "r-GM-overview.xlsx"


def test_the_overview_workbook_has_the_points_by_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import openpyxl

    book = openpyxl.load_workbook(_report(tmp_path))
    rows = list(book["Points"].iter_rows(values_only=True))
    assert rows[0] == ("Name", "Round 1", "Round 2", "Total")
    assert {row[0]: tuple(row[1:]) for row in rows[1:]} == RULES_POINTS


def test_the_german_overview_workbook_names_its_points_sheet_in_german(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import openpyxl

    book = openpyxl.load_workbook(_report(tmp_path, "--language", "de"))
    rows = list(book["Punkte"].iter_rows(values_only=True))
    assert rows[0] == ("Name", "Runde 1", "Runde 2", "Gesamt")
    assert rows[1] == ("Alfons", 7, 24, 31)


def test_the_text_overview_shows_the_points_by_round_and_the_players_report_does_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "rules.wmm"
    save_game(rules_example(), game)
    main(["report", str(game), "--overview"])
    overview = capsys.readouterr().out
    assert "Points by round" in overview
    line = next(line for line in overview.splitlines() if line.split()[:1] == ["Emil"] and "15" in line)
    assert line.split() == ["Emil", "5", "15", "20"]
    main(["report", str(game)])
    assert "Points by round" not in capsys.readouterr().out


def test_a_long_game_prints_its_points_by_round_in_parts_the_workbook_in_one_sheet(tmp_path: Path) -> None:
    """30 rounds do not fit across a page: Word, PDF and text print the table in parts of 8 rounds,
    each beginning with the names again; the workbook keeps one sheet."""
    import io

    import docx
    import openpyxl
    import pypdf

    from wordmastermind.core.wmm.round_report import round_report
    from wordmastermind.core.wmm.simulate import random_game
    from wordmastermind.files.writers.excel import xlsx_bytes
    from wordmastermind.files.writers.pdf import pdf_bytes
    from wordmastermind.files.writers.text import render_text
    from wordmastermind.files.writers.word import docx_bytes

    evaluation = evaluate(random_game(8, 30, seed=5, hit_chance=0.0))
    assert evaluation.round == 30
    report = overview_report(evaluation, 30)
    word = docx.Document(io.BytesIO(docx_bytes(report)))
    heads = [[cell.text for cell in table.rows[0].cells] for table in word.tables]
    parts = [head for head in heads if head[0] == "Name" and head[1].startswith("Round ")]
    assert [head[1] for head in parts] == ["Round 1", "Round 9", "Round 17", "Round 25"]
    assert [len(head) for head in parts] == [9, 9, 9, 8]
    assert parts[3][-1] == "Total"
    pdf = "".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf_bytes(report))).pages)
    assert "Round 16" in pdf and "Round 30" in pdf  # each title on one line
    text = render_text(report)
    points = text[text.index("Points by round"):]
    assert max(len(line) for line in points.splitlines()[:14]) <= 120
    book = openpyxl.load_workbook(io.BytesIO(xlsx_bytes(report)))
    assert [cell.value for cell in book["Points"][1]][-2:] == ["Round 30", "Total"]
