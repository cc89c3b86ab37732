"""Benchmark: writing a round report as .docx and .xlsx, against the plain write.

The report of the last round of a synthetic game of 40 players (6 rounds),
written by :func:`write_docx` and :func:`write_xlsx`, against python-docx
and openpyxl writing the same number of cells in the plainest way: one
table (or one sheet), filled cell by cell, as many cells as the writer puts
in its document (header cells included; in the workbook also the group
column). python-docx fills each row through its cells list, taken once per
row: ``table.cell(r, c)`` builds the whole table's cell list on every call,
and at this size took a minute per document. All measured in the same run,
the samples interleaved, so that a noisy machine slows both sides alike.
Reported: the medians and their ratio (goal: at most 1.5).

Run by hand: ``.venv/bin/python benchmarks/reports.py [--samples N]``.
Not part of the test suite.
"""

from __future__ import annotations

import argparse
import io
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.files.atomic import atomic_write
from wordmastermind.files.writers.excel import stack_tables, write_xlsx
from wordmastermind.files.writers.word import write_docx

PLAYERS = 40
ROUNDS = 6
RATIO_GOAL = 1.5


def big_report() -> Report:
    evaluation = evaluate(random_game(PLAYERS, ROUNDS, seed=2026))
    return round_report(evaluation, evaluation.round)


Grid = list[list[str | int | None]]


def docx_cells(report: Report) -> list[str | int | None]:
    """The cells write_docx writes: every table's header and rows."""
    cells: list[str | int | None] = []
    for table in report.tables():
        cells += [column.title for column in table.columns]
        cells += [cell for row in table.rows for cell in row]
    return cells


def xlsx_cells(report: Report) -> list[str | int | None]:
    """The cells write_xlsx writes: one header per sheet, the group column."""
    cells: list[str | int | None] = []
    for stack in stack_tables(report):
        grouped = [stack.group_title] if stack.grouped else []
        cells += grouped + [column.title for column in stack.columns.columns]
        for table in stack.tables:
            group = [table.group] if stack.grouped else []
            cells += [cell for row in table.rows for cell in group + list(row)]
    return cells


def grid(cells: list[str | int | None], width: int = 7) -> Grid:
    """``cells`` in rows of ``width``, the last one filled up with empty cells."""
    rows = [cells[i : i + width] for i in range(0, len(cells), width)]
    rows[-1] += [None] * (width - len(rows[-1]))
    return rows


def plain_docx(rows: Grid, path: Path) -> None:
    import docx

    document = docx.Document()
    table = document.add_table(rows=len(rows), cols=len(rows[0]))
    for row, values in zip(table.rows, rows):
        for cell, value in zip(row.cells, values):
            cell.text = "" if value is None else str(value)
    buffer = io.BytesIO()
    document.save(buffer)
    atomic_write(path, buffer.getvalue(), keep_backup=False)


def plain_xlsx(rows: Grid, path: Path) -> None:
    from openpyxl import Workbook  # type: ignore[import-untyped]

    workbook = Workbook()
    sheet = workbook.active
    for r, values in enumerate(rows, 1):
        for c, value in enumerate(values, 1):
            sheet.cell(row=r, column=c, value=value)
    buffer = io.BytesIO()
    workbook.save(buffer)
    atomic_write(path, buffer.getvalue(), keep_backup=False)


def measure(samples: int) -> dict[str, list[float]]:
    report = big_report()
    docx_grid, xlsx_grid = grid(docx_cells(report)), grid(xlsx_cells(report))
    print(
        f"{PLAYERS} players, {report.title}: {len(report.tables())} tables; "
        f"cells: {len(docx_cells(report))} in the .docx, {len(xlsx_cells(report))} in the .xlsx "
        f"(plain: {len(docx_grid)} and {len(xlsx_grid)} rows of {len(docx_grid[0])})"
    )
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        cases: dict[str, Callable[[], None]] = {
            "write_docx": lambda: write_docx(report, out / "report.docx"),
            "plain docx": lambda: plain_docx(docx_grid, out / "plain.docx"),
            "write_xlsx": lambda: write_xlsx(report, out / "report.xlsx"),
            "plain xlsx": lambda: plain_xlsx(xlsx_grid, out / "plain.xlsx"),
        }
        for case in cases.values():  # warm up: imports, caches
            case()
        times: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(samples):
            for name, case in cases.items():
                start = time.perf_counter()
                case()
                times[name].append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--samples", type=int, default=15)
    args = parser.parse_args()
    times = measure(args.samples)
    median = {name: statistics.median(values) for name, values in times.items()}
    for name, value in median.items():
        print(f"{name:24} {value * 1000:8.1f} ms (median of {args.samples})")
    for writer, plain in (("write_docx", "plain docx"), ("write_xlsx", "plain xlsx")):
        ratio = median[writer] / median[plain]
        verdict = "meets" if ratio <= RATIO_GOAL else "MISSES"
        print(f"{writer} / {plain}: {ratio:.2f} (goal <= {RATIO_GOAL}) {verdict}")


if __name__ == "__main__":
    main()
