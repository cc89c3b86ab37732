"""Benchmark: exporting a round report, as the game master waits for it.

The report of the last round of a synthetic game of 60 players (6 rounds),
exported by ``wordmastermind report GAME --docx/--xlsx/--pdf/--txt FILE``:
each export a fresh process, so its figure holds what the first export of a
session costs (starting Python, importing the writer's libraries, reading
the game, evaluating it, building and writing the report). Against it, the
plainest fresh process that writes the same cells with the same library:
python-docx (one table, filled cell by cell through each row's cells),
openpyxl (one sheet), ReportLab (one table with a repeated header row on A4
pages). The two take turns; medians. Goal: at most 1.5 times as long. And
the PDF against the Word export of the same report, goal at most 1.5 times
as long: as whole commands, and as the app's export (in a fresh process
with the game read and the report made: the writer's imports and the
writing, what File > Export costs the first time).
The text export has no library to compare with: its figure is given for
information, beside a bare Python process.

Nothing is written into the source tree; the files go to a temporary folder.

Run by hand: ``.venv/bin/python benchmarks/reports.py [--samples N]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
from pathlib import Path  # noqa: E402

from timing import (  # noqa: E402
    child_env, in_new_folder, interleaved, machine_load, print_medians, run_process, verdict,
)

from wordmastermind.core.report import Report  # noqa: E402
from wordmastermind.core.wmm.evaluation import evaluate  # noqa: E402
from wordmastermind.core.wmm.round_report import round_report  # noqa: E402
from wordmastermind.core.wmm.simulate import random_game  # noqa: E402
from wordmastermind.files.wmm.file import save_game  # noqa: E402

PLAYERS = 60
ROUNDS = 6
RATIO_GOAL = 1.5
WORDMASTERMIND = [sys.executable, "-m", "wordmastermind.cli.entry"]

PLAIN_DOCX = """
import json, sys
import docx
cells = json.load(open(sys.argv[1]))
document = docx.Document()
table = document.add_table(rows=len(cells), cols=len(cells[0]))
for row, values in zip(table.rows, cells):
    for cell, value in zip(row.cells, values):
        cell.text = "" if value is None else str(value)
document.save(sys.argv[2])
"""

PLAIN_XLSX = """
import json, sys
from openpyxl import Workbook
cells = json.load(open(sys.argv[1]))
workbook = Workbook()
sheet = workbook.active
for r, values in enumerate(cells, 1):
    for c, value in enumerate(values, 1):
        sheet.cell(row=r, column=c, value=value)
workbook.save(sys.argv[2])
"""

PLAIN_PDF = """
import json, sys
from reportlab.lib.pagesizes import A4
from reportlab.platypus import SimpleDocTemplate, Table
cells = json.load(open(sys.argv[1]))
rows = [["" if v is None else str(v) for v in row] for row in cells]
SimpleDocTemplate(sys.argv[2], pagesize=A4).build([Table(rows, repeatRows=1)])
"""

BARE_PYTHON = "pass"

EXPORT_ONLY = """
import sys, time
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.player_view import player_view
from wordmastermind.core.wmm.round_report import round_report
from wordmastermind.files.wmm.file import load_game
evaluation = evaluate(load_game(sys.argv[1]))
report = round_report(player_view(evaluation, evaluation.round))
start = time.perf_counter()
from wordmastermind.files.writers import write_report
write_report(report, sys.argv[2])
print(time.perf_counter() - start)
"""


def report_of(game_path: Path) -> Report:
    from wordmastermind.files.wmm.file import load_game

    from wordmastermind.core.wmm.player_view import player_view

    evaluation = evaluate(load_game(game_path))
    return round_report(player_view(evaluation, evaluation.round))


def docx_cells(report: Report) -> list[str | int | None]:
    """The cells the .docx holds: every table's header and rows."""
    cells: list[str | int | None] = []
    for table in report.tables():
        cells += [column.title for column in table.columns]
        cells += [cell for row in table.rows for cell in row]
    return cells


def xlsx_cells(report: Report) -> list[str | int | None]:
    """The cells the workbook holds: one header per sheet, the group column."""
    from wordmastermind.files.writers.excel import stack_tables

    cells: list[str | int | None] = []
    for stack in stack_tables(report):
        grouped = [stack.group_title] if stack.grouped else []
        cells += grouped + [column.title for column in stack.columns.columns]
        for table in stack.tables:
            group = [table.group] if stack.grouped else []
            cells += [cell for row in table.rows for cell in group + list(row)]
    return cells


def grid(cells: list[str | int | None], width: int = 7) -> list[list[str | int | None]]:
    """``cells`` in rows of ``width``, the last one filled up with empty cells."""
    rows = [cells[i : i + width] for i in range(0, len(cells), width)]
    rows[-1] += [None] * (width - len(rows[-1]))
    return rows


def measure(samples: int, folder: Path) -> dict[str, list[float]]:
    game = folder / "game.wmm"
    save_game(random_game(PLAYERS, ROUNDS, seed=2026), game)
    report = report_of(game)
    out = folder / "out"
    out.mkdir()
    for name, cells in (("docx", docx_cells(report)), ("xlsx", xlsx_cells(report))):
        (folder / f"{name}.json").write_text(json.dumps(grid(cells)), encoding="utf-8")
    (folder / "pdf.json").write_text(json.dumps(grid(docx_cells(report))), encoding="utf-8")
    print(f"{PLAYERS} players, {report.title}: {len(report.tables())} tables,"
          f" {len(docx_cells(report))} cells in the .docx, {len(xlsx_cells(report))} in the .xlsx")
    env = child_env(folder)

    def ours(kind: str) -> float:
        return run_process([*WORDMASTERMIND, "report", str(game), f"--{kind}", str(out / f"ours.{kind}")],
                           env, folder)

    def plain(kind: str, code: str) -> float:
        return run_process([sys.executable, "-c", code, str(folder / f"{kind}.json"), str(out / f"plain.{kind}")],
                           env, folder)

    def export_only(kind: str) -> float:
        done = subprocess.run([sys.executable, "-c", EXPORT_ONLY, str(game), str(out / f"app.{kind}")],
                              env=env, cwd=folder, capture_output=True, check=True)
        return float(done.stdout)

    tasks = {
        "report --docx": lambda: ours("docx"),
        "plain python-docx": lambda: plain("docx", PLAIN_DOCX),
        "report --xlsx": lambda: ours("xlsx"),
        "plain openpyxl": lambda: plain("xlsx", PLAIN_XLSX),
        "report --pdf": lambda: ours("pdf"),
        "plain ReportLab": lambda: plain("pdf", PLAIN_PDF),
        "report --txt": lambda: ours("txt"),
        "bare Python": lambda: run_process([sys.executable, "-c", BARE_PYTHON], env, folder),
        "app export .docx": lambda: export_only("docx"),
        "app export .pdf": lambda: export_only("pdf"),
    }
    for task in tasks.values():  # bytecode caches, fonts
        task()
    return interleaved(tasks, samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=9)
    args = parser.parse_args()
    print(machine_load())
    times = in_new_folder(lambda folder: measure(args.samples, folder))
    median = print_medians(times, f"each export a fresh process, {args.samples} samples, medians")
    for ours, plain in (("report --docx", "plain python-docx"), ("report --xlsx", "plain openpyxl"),
                        ("report --pdf", "plain ReportLab"), ("report --pdf", "report --docx"),
                        ("app export .pdf", "app export .docx")):
        ratio = median[ours] / median[plain]
        print(f"{ours} / {plain}: {ratio:.2f} (goal <= {RATIO_GOAL}: {verdict(ratio, RATIO_GOAL)})")
    text = median["report --txt"] / median["bare Python"]
    print(f"report --txt / bare Python: {text:.2f} (for information)")
    print(machine_load())


if __name__ == "__main__":
    main()
