"""Benchmark: which font the PDFs embed (files/writers/pdf_fonts.py), by measurement.

For each candidate (a regular and a bold TrueType file) it gives:

* what the wheel and the bundle grow by: the two files' size, and
  deflated as a wheel stores them;
* which scripts it holds in full: Latin Extended-A and -B, Greek and
  Coptic, Cyrillic, Hebrew, Arabic with the presentation forms that
  arabic-reshaper joins Arabic letters into (the PDFs need one font with
  all of them: ReportLab's canvas sets a line in one font);
* how wide its letters are against Helvetica, which the layout was made
  for (report tables, the window envelope's address field): the same
  report texts and addresses, regular and bold;
* each in a fresh process, taking turns, medians of ``--samples``: the time
  to read the two files and register them with ReportLab, to write the
  players' report of the last round of a synthetic 100-player game
  (6 rounds) as a PDF, and to write 100 postal letters (each with its
  player's guesses and a short report; the addresses in Polish, Czech,
  Greek and Russian) in one PDF; and the two PDFs' sizes (ReportLab embeds a
  subset: only the glyphs used).

The candidates are named on the command line, ``--font NAME REGULAR BOLD``
(any number); without any, the shipped font and those of DejaVu Sans,
Noto Sans and Liberation Sans found where Debian installs them
(fonts-dejavu-core, fonts-noto-core, fonts-liberation2). Nothing is written
into the source tree.

Goals, for the shipped font: every letter of each script above, and
letters at most 10 % wider than Helvetica's (regular and bold), so that
the layout holds what it held.

Run by hand: ``.venv/bin/python benchmarks/pdf_fonts.py [--samples N] [--font NAME REGULAR BOLD ...]``.
Not part of the test suite.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # timing (imported next) keeps bytecode out of the tree

import argparse  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import unicodedata  # noqa: E402
import zlib  # noqa: E402
from pathlib import Path  # noqa: E402

from timing import child_env, in_new_folder, interleaved, machine_load, median_ms, verdict  # noqa: E402

from wordmastermind.files.writers.pdf_fonts import FILES, FOLDER  # noqa: E402

DEBIAN = Path("/usr/share/fonts/truetype")
KNOWN = {
    "DejaVu Sans": (DEBIAN / "dejavu/DejaVuSans.ttf", DEBIAN / "dejavu/DejaVuSans-Bold.ttf"),
    "Noto Sans": (DEBIAN / "noto/NotoSans-Regular.ttf", DEBIAN / "noto/NotoSans-Bold.ttf"),
    "Liberation Sans": (DEBIAN / "liberation2/LiberationSans-Regular.ttf",
                        DEBIAN / "liberation2/LiberationSans-Bold.ttf"),
}
BLOCKS = {
    "Latin Ext-A": ((0x100, 0x17F),), "Latin Ext-B": ((0x180, 0x24F),), "Greek": ((0x370, 0x3E1), (0x3F0, 0x3FF)),
    "Cyrillic": ((0x400, 0x4FF),), "Hebrew": ((0x5D0, 0x5EA),), "Arabic": ((0x621, 0x63A), (0x641, 0x64A)),
    "Arabic forms": ((0xFE80, 0xFEFC),),
}
"""The letters each script needs: the Unicode blocks, Greek without the Coptic letters in it; Hebrew's and
Arabic's letters, and the forms Arabic letters join in."""
WIDTH_GOAL = 1.10
SAMPLE = ("Alfons Abendroth-Zimmermann Obere Kirchgasse 117, Hinterhaus 54321 Sankt Ingbert-Rohrbach Rang"
          " Spielername Ratepunkte Wortpunkte Gesamtpunkte Diese Runde Wertungsfaktor Standings Rank Name"
          " Guess points Guessed in round 2: Emil's word LAMPE. ATLAS ++ooo 0123456789")

CHILD = r"""
import json, sys, time
from pathlib import Path
regular, bold = sys.argv[1], sys.argv[2]
from wordmastermind.files.writers import pdf_fonts
pdf_fonts.FILES = {pdf_fonts.FONT: regular, pdf_fonts.BOLD: bold}  # absolute: FOLDER / file is the file
from wordmastermind.core.report import Paragraph, Report
from wordmastermind.core.wmm.evaluation import evaluate
from wordmastermind.core.wmm.letter import Letter, address_lines
from wordmastermind.core.wmm.simulate import random_game
from wordmastermind.core.wmm import round_report as rr
from wordmastermind.files.writers.letter_pdf import letters_pdf
from wordmastermind.files.writers.pdf import pdf_bytes
evaluation = evaluate(random_game(100, 6, seed=2026))
from wordmastermind.core.wmm.player_view import player_view
report = rr.round_report(player_view(evaluation, evaluation.round))
streets = ["Łukasz Wąsik, ul. Źródlana 5, 60-001 Poznań", "Antonín Dvořák, Žitná 14, 120 00 Praha 2",
           "Σωκράτης Παπαδόπουλος, Οδός Ερμού 25, 105 63 Αθήνα",
           "Фёдор Достоевский, ул. Кузнечная 5, 191002 Санкт-Петербург"]
short = Report(report.title, report.blocks[:4])
letters = [Letter(f"Player {n}", address_lines(streets[n % 4]), "2026-05-01", f"Dear Player {n},",
                  "here is your result of round 6 of the game.", (Paragraph("Your total: 31 points, rank 1."),),
                  "In round 7 you guess at Player 1.", "With best wishes,") for n in range(100)]
start = time.perf_counter()
pdf_fonts.register()
loaded = time.perf_counter()
data = pdf_bytes(report)
reported = time.perf_counter()
post = letters_pdf(letters, short, sender="Joe Grimm, Hauptstraße 1, 12345 Berlin", place="Berlin")
written = time.perf_counter()
print(json.dumps({"load": loaded - start, "report": reported - loaded, "letters": written - reported,
                  "report_kb": len(data) / 1024, "letters_kb": len(post) / 1024}))
"""


def coverage(regular: Path, bold: Path) -> dict[str, str]:
    """Each script's letters that both files hold, of all it has."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    codes = set(TTFontFile(str(regular)).charToGlyph) & set(TTFontFile(str(bold)).charToGlyph)
    found = {}
    for name, ranges in BLOCKS.items():
        assigned = [code for low, high in ranges for code in range(low, high + 1)
                    if unicodedata.category(chr(code)) != "Cn"]
        found[name] = f"{sum(code in codes for code in assigned)}/{len(assigned)}"
    return found


def widths(regular: Path, bold: Path) -> tuple[float, float]:
    """The sample's width in the font against Helvetica, regular and bold."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    ratios = []
    for file, helvetica in ((regular, "Helvetica"), (bold, "Helvetica-Bold")):
        name = f"candidate-{file.stem}"
        pdfmetrics.registerFont(TTFont(name, str(file)))
        ratios.append(pdfmetrics.stringWidth(SAMPLE, name, 10) / pdfmetrics.stringWidth(SAMPLE, helvetica, 10))
    return ratios[0], ratios[1]


def measure(fonts: dict[str, tuple[Path, Path]], samples: int, folder: Path) -> dict[str, list[dict[str, float]]]:
    env = child_env(folder)
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in fonts}

    def run(name: str) -> None:
        regular, bold = fonts[name]
        done = subprocess.run([sys.executable, "-c", CHILD, str(regular), str(bold)], env=env, cwd=folder,
                              capture_output=True, text=True, check=True)
        runs[name].append(json.loads(done.stdout))

    for name in fonts:  # bytecode caches
        run(name)
        runs[name].clear()
    interleaved({name: (lambda name=name: run(name)) for name in fonts}, samples)
    return runs


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--font", nargs=3, action="append", metavar=("NAME", "REGULAR", "BOLD"), default=[])
    args = parser.parse_args()
    fonts = {name: (Path(regular).resolve(), Path(bold).resolve()) for name, regular, bold in args.font}
    if not fonts:
        shipped = [FOLDER / file for file in FILES.values()]
        fonts = {f"shipped ({shipped[0].stem})": (shipped[0], shipped[1]),
                 **{name: paths for name, paths in KNOWN.items() if all(p.exists() for p in paths)}}
    print(machine_load())
    goals = []
    for name, (regular, bold) in fonts.items():
        raw = regular.stat().st_size + bold.stat().st_size
        packed = sum(len(zlib.compress(p.read_bytes(), 6)) for p in (regular, bold))
        ratio, bold_ratio = widths(regular, bold)
        held = coverage(regular, bold)
        print(f"{name}: files {raw / 1024:.0f} KiB, in a wheel {packed / 1024:.0f} KiB;"
              f" width against Helvetica {ratio:.3f} (bold {bold_ratio:.3f})")
        print("   holds " + ", ".join(f"{script} {found}" for script, found in held.items()))
        if name.startswith("shipped"):
            whole = all(found.split("/")[0] == found.split("/")[1] for found in held.values())
            goals.append(f"{name}: every script whole (goal: all): {'meets' if whole else 'MISSES'}")
            widest = max(ratio, bold_ratio)
            goals.append(f"{name}: width against Helvetica {widest:.3f} (goal <= {WIDTH_GOAL}:"
                         f" {verdict(widest, WIDTH_GOAL)})")
    runs = in_new_folder(lambda folder: measure(fonts, args.samples, folder))
    print(f"\neach a fresh process, {args.samples} samples, medians")
    print(f"{'':32} {'load ms':>8} {'report ms':>10} {'report KiB':>11} {'letters ms':>11} {'letters KiB':>12}")
    for name, found in runs.items():
        def median(key: str) -> float:
            return median_ms([run[key] for run in found])

        sizes = [found[0]["report_kb"], found[0]["letters_kb"]]
        print(f"{name:32} {median('load'):8.0f} {median('report'):10.0f} {sizes[0]:11.0f} {median('letters'):11.0f}"
              f" {sizes[1]:12.0f}")
    for goal in goals:
        print(goal)
    print(machine_load())


if __name__ == "__main__":
    main()
