"""The letters of the post written as one of their kinds, with what a PDF's font could not print.

What the app's worker process runs for the Post tab and for correction
letters (``gui/background_work.py``): the writers are chosen here by the
kind's name, so that the window imports none of them (nor ReportLab or
python-docx) to have letters written.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from wordmastermind.core.messages import Message
from wordmastermind.core.report import Report
from wordmastermind.core.wmm.letter import Letter

LetterKind = Literal["pdf", "each", "docx"]
"""One PDF of all the letters, a PDF each in a folder, or one Word document."""


def kind_of(path: Path, folder: bool) -> LetterKind:
    """The kind of letters written to ``path``: a folder's, a Word document (``.docx``), else a PDF."""
    return "each" if folder else "docx" if path.suffix.lower() == ".docx" else "pdf"


def write_letters(kind: LetterKind, letters: Sequence[Letter], report: Report, path: str | os.PathLike[str],
                  **options: Any) -> tuple[list[Path] | None, tuple[Message, ...]]:
    """Write ``letters`` as ``kind`` (``options`` as the writers take them: ``layout``, ``sender``,
    ``place``, ``duplex``): the files written one each (None for one file), and, for a PDF, what its font
    could not print (:func:`~wordmastermind.files.writers.letter_pdf.letter_font_warnings`)."""
    if kind == "docx":
        from wordmastermind.files.writers.letter_docx import write_letters_docx

        write_letters_docx(letters, report, path, **options)
        return None, ()
    from wordmastermind.files.writers.letter_pdf import letter_font_warnings, write_letters_each, write_letters_pdf

    if kind == "each":
        written: list[Path] | None = write_letters_each(letters, report, path, **options)
    else:
        write_letters_pdf(letters, report, path, **options)
        written = None
    return written, letter_font_warnings(letters, report, str(options.get("sender", "")))
