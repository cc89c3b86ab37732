"""The Excel report's first sheet holds what its headings promise; its sheets are named in the report's language."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example, table_example
from wordmastermind.core.wmm.lot_report import lot_report
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.i18n import translation
from wordmastermind.files.writers.excel import write_xlsx


def first_sheet(path: Path) -> tuple[str, list[str]]:
    book = openpyxl.load_workbook(path)
    sheet = book.worksheets[0]
    return sheet.title, [row[0] for row in sheet.iter_rows(values_only=True) if row[0] is not None]


def test_no_heading_on_the_first_sheet_stands_over_nothing(tmp_path: Path) -> None:
    path = tmp_path / "round2.xlsx"
    write_xlsx(round_report(player_view(evaluate(rules_example()), 2)), path)
    title, lines = first_sheet(path)
    assert title == "Report"
    assert "Guessed in round 2: Emil's word LAMPE." in lines
    # The guesses and the standings are on their own sheets: their headings are not promised here.
    for heading in ("The words", "Alfons's word", "Standings"):
        assert heading not in lines
    # A heading that has its text under it stays, with it.
    assert lines[lines.index("Notes") + 1] == "Alle raten bei Alfons: sein Wort ist fast heraus."


def test_a_word_with_no_guesses_keeps_its_heading_and_says_so(tmp_path: Path) -> None:
    game = table_example(rounds=1, seed=7, hit_chance=0.0)
    nobody = game.players[0].name  # nobody sent a guess at this word
    game = game.with_round(1, [g for g in game.rounds[0].guesses if g.target != nobody])
    evaluation = evaluate(game)
    report = round_report(player_view(evaluation, 1))
    path = tmp_path / "round1.xlsx"
    write_xlsx(report, path)
    _title, lines = first_sheet(path)
    empty = [name for name in (p.name for p in game.players) if not evaluation.guesses_at(name)]
    assert empty == [nobody]
    index = lines.index(f"{nobody}'s word")
    assert lines[index + 1] == "No guesses yet."
    assert "The words" in lines[:index]
    assert f"{game.players[1].name}'s word" not in lines


def test_sheet_names_follow_the_reports_language(tmp_path: Path) -> None:
    path = tmp_path / "runde2.xlsx"
    write_xlsx(round_report(player_view(evaluate(rules_example()), 2), language="de", catalogs=translation), path)
    assert openpyxl.load_workbook(path).sheetnames == ["Bericht", "Rateversuche", "Stand"]
    lot = tmp_path / "los.xlsx"
    write_xlsx(lot_report(player_view(evaluate(table_example(rounds=0)), 0), "de", catalogs=translation), lot)
    assert openpyxl.load_workbook(lot).sheetnames == ["Bericht", "Auslosung"]
