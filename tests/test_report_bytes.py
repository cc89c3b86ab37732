"""A report as the bytes of a file, for a mail attachment: the same file the writer saves."""

from __future__ import annotations

import io
from pathlib import Path

import docx
import openpyxl  # type: ignore[import-untyped]
import pytest

from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.outputs import OutputError
from wordmastermind.files.writers import report_bytes, write_report


def test_report_bytes_are_the_file_write_report_saves(tmp_path: Path) -> None:
    report = round_report(player_view(evaluate(rules_example()), 2))
    text = report_bytes(report, ".txt").decode("utf-8")
    write_report(report, tmp_path / "r.txt")
    assert text == (tmp_path / "r.txt").read_text(encoding="utf-8")
    assert "ATLAS" in text and "SALAT" not in text

    document = docx.Document(io.BytesIO(report_bytes(report, ".docx")))
    cells = [cell.text for table in document.tables for row in table.rows for cell in row.cells]
    assert "ATLAS" in cells

    workbook = openpyxl.load_workbook(io.BytesIO(report_bytes(report, "xlsx")))
    values = [v for sheet in workbook.worksheets for row in sheet.iter_rows(values_only=True) for v in row]
    assert "ATLAS" in values


def test_report_bytes_refuse_an_unknown_kind() -> None:
    report = round_report(player_view(evaluate(rules_example()), 2))
    with pytest.raises(OutputError, match="'.odt'.*choose one of"):
        report_bytes(report, ".odt")
