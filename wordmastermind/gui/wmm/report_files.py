"""The Wörter-MasterMind tab's report files: the round report, the game master's
overview and the lot for round 1, as File ▸ Export offers them.

The default file names are in the report's language ("partie-Runde-2.docx",
"partie-Auslosung.pdf", "partie-Spielerliste.xlsx", "Partie-…" before the game
is saved, in a German game), the ``file_…`` texts of the
round and lot reports (in the gettext catalogs); the overview keeps its ``GM-overview`` mark in every language, since
that mark is what keeps it apart from a players' report. A report that had
to mask a secret is written, and then one warning says so, naming every
masked word's owner.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.report import Report
from wordmastermind.games import OVERVIEW_MARK
from wordmastermind.gui.sheet import FileAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

translate = QCoreApplication.translate


def file_names(language: str) -> dict[str, str]:
    """The file names' words in the report language (English for one without a catalog)."""
    from wordmastermind.core.messages import Texts
    from wordmastermind.core.wmm.lot_report import LOT_REPORT
    from wordmastermind.core.wmm.round_report_texts import ROUND_REPORT
    from wordmastermind.files.i18n import translation

    said = translation(language)
    texts = Texts(ROUND_REPORT, "report.round.", said)
    return {"round": texts["file_name"], "lot": Texts(LOT_REPORT, "report.lot.", said)["file_name"],
            "game": texts["file_game"], "roster": texts["file_roster"], "with_secrets": texts["file_with_secrets"]}


def file_stem(path: Path | None, language: str) -> str:
    """The name the exports start from: the game's file's, else "game" in the report language."""
    return path.stem if path is not None else file_names(language)["game"]


def roster_name(stem: str, language: str, with_secrets: bool, suffix: str) -> str:
    """The roster export's default file name ("Partie-Spielerliste-mit-Geheimwörtern.csv")."""
    return f"{stem}-{file_names(language)['with_secrets' if with_secrets else 'roster']}.{suffix}"


def report_exports(
    stem: str,
    language: str,
    number: int,
    make_round: Callable[[bool], Report | None],
    make_lot: Callable[[], Report | None] | None,
    parent: QWidget,
) -> list[FileAction]:
    """The report exports: round ``number`` (if any) and its overview, and the lot
    (with ``make_lot``, once it is drawn). Each report is made when its export runs;
    its file behind a progress dialog over ``parent``."""
    from wordmastermind.gui.report_export import report_formats

    names = file_names(language)
    formats = report_formats()
    actions: list[FileAction] = []

    def round_report(overview: bool) -> Report:
        report = make_round(overview)
        if report is None:
            raise ValueError(translate("WmmSheet", "There is no round to report yet."))
        return report

    if number >= 1:
        base = f"{stem}-{names['round'].format(round=number)}"
        for suffix, name, file_filter in formats:
            actions.append(FileAction(
                translate("WmmSheet", "Round {0} report as {1}…").format(number, name), file_filter,
                f"{base}.{suffix}", partial(_write, partial(round_report, False), parent, suffix=suffix)))
        for suffix, name, file_filter in formats[:3]:
            actions.append(FileAction(
                translate("WmmSheet", "Full overview for the game master (with secrets) as {0}…").format(name),
                file_filter,
                f"{base}-{OVERVIEW_MARK}.{suffix}",
                partial(_write, partial(round_report, True), parent, suffix=suffix)))
    if make_lot is not None:
        drawn = make_lot

        def lot_report() -> Report:
            report = drawn()
            if report is None:
                raise ValueError(translate("WmmSheet", "The lot for round 1 is not drawn yet."))
            return report

        for suffix, name, file_filter in formats:
            actions.append(FileAction(
                translate("WmmSheet", "The lot for round 1 as {0}…").format(name), file_filter,
                f"{stem}-{names['lot']}.{suffix}", partial(_write, lot_report, parent, suffix=suffix)))
    return actions


def _write(make: Callable[[], Report], parent: QWidget, path: Path, suffix: str) -> None:
    """Write the report ``make`` gives; then one warning, if it masked anything or its PDF's font could not
    print a letter, naming the file."""
    from wordmastermind.gui.report_export import write_and_warn

    write_and_warn(make(), path, suffix, parent)
