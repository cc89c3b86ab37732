"""Exporting a report from a sheet: the formats offered and the one write."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.report import Report
from wordmastermind.gui.sheet import FileAction


def report_formats() -> list[tuple[str, str, str]]:
    """(suffix, name, file-dialog filter) of every format a report is written in."""
    return [
        ("docx", QCoreApplication.translate("ReportExport", "Word", "Microsoft Word"), QCoreApplication.translate("ReportExport", "Word documents (*.docx)")),
        ("xlsx", QCoreApplication.translate("ReportExport", "Excel"), QCoreApplication.translate("ReportExport", "Excel workbooks (*.xlsx)")),
        ("pdf", QCoreApplication.translate("ReportExport", "PDF"), QCoreApplication.translate("ReportExport", "PDF documents (*.pdf)")),
        ("txt", QCoreApplication.translate("ReportExport", "text"), QCoreApplication.translate("ReportExport", "Text files (*.txt)")),
    ]


def write_report_as(report: Report, path: Path, suffix: str) -> Path:
    """Write ``report`` as ``suffix`` (added to the name if missing)."""
    from wordmastermind.files.writers import write_report

    if path.suffix.lower() != f".{suffix}":
        path = path.with_name(path.name + f".{suffix}")
    write_report(report, path)
    return path


def report_actions(
    label: str, base: str, make: Callable[[], Report | None], missing: str
) -> list[FileAction]:
    """One export per format; ``label`` has ``{0}`` for the format's name.

    ``make`` builds the report when the export runs; without one, ``missing``
    is the message.
    """

    def run(path: Path, suffix: str) -> Path:
        report = make()
        if report is None:
            raise ValueError(missing)
        return write_report_as(report, path, suffix)

    return [
        FileAction(label.format(name), file_filter, f"{base}.{suffix}", partial(run, suffix=suffix))
        for suffix, name, file_filter in report_formats()
    ]
