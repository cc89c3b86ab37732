"""Writers that render a neutral report to Word (.docx), Excel (.xlsx), PDF (.pdf) and plain text (.txt)."""

from __future__ import annotations

import os
from pathlib import Path

from wordmastermind.core.messages import Message
from wordmastermind.core.report import Report
from wordmastermind.files.outputs import OutputError, check_output
from wordmastermind.files.messages import FILES

SUFFIXES = (".docx", ".xlsx", ".pdf", ".txt")


def check_report_path(path: str | os.PathLike[str]) -> None:
    """Refuse, before anything is written, a path :func:`write_report` would not write.

    Raises :class:`~wordmastermind.files.outputs.OutputError` (a
    :class:`ValueError`) for a suffix other than .docx, .xlsx, .pdf and .txt, and
    for every path :func:`~wordmastermind.files.outputs.check_output` refuses:
    a game file, a folder that is not there, a device.
    """
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in SUFFIXES:
        choices = ", ".join(SUFFIXES)
        raise OutputError(FILES.say("output.suffix", path=str(target), suffix=repr(suffix), suffixes=choices)
                          if suffix else FILES.say("output.no_suffix", path=str(target), suffixes=choices))
    check_output(target)


def write_report(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` in the format its suffix names.

    Raises :class:`ValueError` for any path :func:`check_report_path`
    refuses, before anything is written, and :class:`OSError` when writing
    fails (an existing file is then kept as it was: the whole file is made
    in memory first and then replaces the old one at once).
    """
    from wordmastermind.files.atomic import atomic_write

    check_report_path(path)
    target = Path(path)
    atomic_write(target, report_bytes(report, target.suffix), keep_backup=False)


def report_file(report: Report, suffix: str) -> tuple[bytes, tuple[Message, ...]]:
    """``report`` as a file of ``suffix`` (:func:`report_bytes`), and what its font could not print: for a
    PDF, :func:`~wordmastermind.files.writers.pdf.font_warnings`; none for another format.

    What the app's export has made away from its window (``gui/background_work.py``).
    """
    data = report_bytes(report, suffix)
    if suffix.lower().lstrip(".") != "pdf":
        return data, ()
    from wordmastermind.files.writers.pdf import font_warnings

    return data, font_warnings(report)


def report_bytes(report: Report, suffix: str, *, copies: bool = False) -> bytes:
    """``report`` as the bytes of a file of ``suffix`` (".docx" or "docx", ...), made in memory.

    The same bytes :func:`write_report` saves, for a mail attachment, say (``copies``: one of several copies
    of a report, whose PDFs share their pages: :func:`~wordmastermind.files.writers.pdf.pdf_bytes`).
    Raises :class:`~wordmastermind.files.outputs.OutputError` (a
    :class:`ValueError`) for a suffix it does not write.
    """
    kind = "." + suffix.lower().lstrip(".")
    if kind == ".docx":
        from wordmastermind.files.writers.word import docx_bytes

        return docx_bytes(report)
    if kind == ".xlsx":
        from wordmastermind.files.writers.excel import xlsx_bytes

        return xlsx_bytes(report)
    if kind == ".pdf":
        from wordmastermind.files.writers.pdf import pdf_bytes

        return pdf_bytes(report, copies=copies)
    if kind == ".txt":
        from wordmastermind.files.writers.text import render_text

        return render_text(report).encode("utf-8")
    raise OutputError(FILES.say("output.kind", kind=repr(kind), suffixes=", ".join(SUFFIXES)))
