"""Writers that render a neutral report to Word (.docx), Excel (.xlsx) and plain text (.txt)."""

from __future__ import annotations

import os
from pathlib import Path

from wordmastermind.core.report import Report
from wordmastermind.files.outputs import OutputError, check_output

SUFFIXES = (".docx", ".xlsx", ".txt")


def check_report_path(path: str | os.PathLike[str]) -> None:
    """Refuse, before anything is written, a path :func:`write_report` would not write.

    Raises :class:`~wordmastermind.files.outputs.OutputError` (a
    :class:`ValueError`) for a suffix other than .docx, .xlsx and .txt, and
    for every path :func:`~wordmastermind.files.outputs.check_output` refuses:
    a game file, a folder that is not there, a device.
    """
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in SUFFIXES:
        raise OutputError(
            f"{target}: cannot write a report as {suffix or 'a file without a suffix'!r}: "
            f"choose one of {', '.join(SUFFIXES)}"
        )
    check_output(target)


def write_report(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` in the format its suffix names.

    Raises :class:`ValueError` for any path :func:`check_report_path`
    refuses, before anything is written, and :class:`OSError` when writing
    fails (an existing file is then kept as it was).
    """
    check_report_path(path)
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix == ".docx":
        from wordmastermind.files.writers.word import write_docx

        write_docx(report, target)
    elif suffix == ".xlsx":
        from wordmastermind.files.writers.excel import write_xlsx

        write_xlsx(report, target)
    elif suffix == ".txt":
        from wordmastermind.files.writers.text import write_text

        write_text(report, target)
