"""Writers that render a neutral report to Word (.docx), Excel (.xlsx) and plain text (.txt)."""

from __future__ import annotations

import os
from pathlib import Path

from wordmastermind.core.report import Report

SUFFIXES = (".docx", ".xlsx", ".txt")


def write_report(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` in the format its suffix names.

    Raises :class:`ValueError` for any suffix other than .docx, .xlsx and .txt.
    """
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
    else:
        raise ValueError(
            f"cannot write a report as {suffix or 'a file without a suffix'!r}: "
            f"choose one of {', '.join(SUFFIXES)}"
        )
