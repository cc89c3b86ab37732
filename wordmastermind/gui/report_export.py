"""Exporting a report from a sheet: the formats offered and the one write.

The file is made in a worker process behind a progress dialog with Cancel
(:func:`~wordmastermind.gui.background_work.make_in_background`): python-docx,
openpyxl and ReportLab take a noticeable time for a big game, which the
window does not wait through. The app writes the bytes made, at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.report import Report
from wordmastermind.gui.sheet import FileAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from wordmastermind.core.messages import Message


def report_formats() -> list[tuple[str, str, str]]:
    """(suffix, name, file-dialog filter) of every format a report is written in."""
    return [
        ("docx", QCoreApplication.translate("ReportExport", "Word", "Microsoft Word"), QCoreApplication.translate("ReportExport", "Word documents (*.docx)")),
        ("xlsx", QCoreApplication.translate("ReportExport", "Excel"), QCoreApplication.translate("ReportExport", "Excel workbooks (*.xlsx)")),
        ("pdf", QCoreApplication.translate("ReportExport", "PDF"), QCoreApplication.translate("ReportExport", "PDF documents (*.pdf)")),
        ("txt", QCoreApplication.translate("ReportExport", "text"), QCoreApplication.translate("ReportExport", "Text files (*.txt)")),
    ]


def write_report_as(report: Report, path: Path, suffix: str, parent: QWidget) -> tuple[Path, tuple[Message, ...]]:
    """Write ``report`` as ``suffix`` (added to the name if missing): the path written, and what a PDF's
    font could not print.

    A Word, Excel or PDF file is made in a worker process, a progress dialog
    over ``parent`` naming it meanwhile (plain text at once); Cancel raises
    :class:`~wordmastermind.gui.background_work.Cancelled`, and nothing is
    written then. A path refused (a game file, a folder not there) is refused
    before the worker starts; an existing file is kept until the new one
    replaces it whole.
    """
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.writers import check_report_path, report_file
    from wordmastermind.gui.background_work import make_in_background

    if path.suffix.lower() != f".{suffix}":
        path = path.with_name(path.name + f".{suffix}")
    check_report_path(path)
    if suffix == "txt":  # plain text is made at once: a worker would only add its start
        data, unprinted = report_file(report, suffix)
    else:
        data, unprinted = make_in_background(parent, path, report_file, report, suffix)
    atomic_write(path, data, keep_backup=False)
    return path, unprinted


def written_warnings(report: Report, unprinted: Sequence[Message]) -> list[str]:
    """What the game master is told after ``report`` is written or printed: each secret word it masked, and
    each letter its PDF's font could not print (``unprinted``), in the interface's language."""
    from wordmastermind.gui.i18n import rule_text

    return [*report.warnings, *(rule_text(warning) for warning in unprinted)]


def warn_after_writing(parent: QWidget, report: Report, unprinted: Sequence[Message],
                       written: Path | None = None) -> None:
    """One warning over ``parent`` of :func:`written_warnings`, if there are any, naming the file
    ``written`` (``None``: a printout)."""
    warnings = written_warnings(report, unprinted)
    if not warnings:
        return
    from PySide6.QtWidgets import QMessageBox  # message boxes are loaded when one is shown

    title = (QCoreApplication.translate("ReportExport", "Secret words masked") if report.warnings
             else QCoreApplication.translate("ReportExport", "Letters the font cannot print"))
    named = [] if written is None else [QCoreApplication.translate("ReportExport", "Written: {0}").format(written), ""]
    QMessageBox.warning(parent, title, "\n".join([*named, *warnings]))


def write_and_warn(report: Report, path: Path, suffix: str, parent: QWidget) -> Path:
    """:func:`write_report_as`, then :func:`warn_after_writing` over ``parent``: the path written."""
    written, unprinted = write_report_as(report, path, suffix, parent)
    warn_after_writing(parent, report, unprinted, written)
    return written


def report_actions(
    label: str, base: str, make: Callable[[], Report | None], missing: str, parent: QWidget
) -> list[FileAction]:
    """One export per format; ``label`` has ``{0}`` for the format's name.

    ``make`` builds the report when the export runs; without one, ``missing``
    is the message. The file is made behind a progress dialog over ``parent``;
    then a warning names what its PDF's font could not print, if anything.
    """

    def run(path: Path, suffix: str) -> Path:
        report = make()
        if report is None:
            raise ValueError(missing)
        return write_and_warn(report, path, suffix, parent)

    return [
        FileAction(label.format(name), file_filter, f"{base}.{suffix}", partial(run, suffix=suffix))
        for suffix, name, file_filter in report_formats()
    ]
