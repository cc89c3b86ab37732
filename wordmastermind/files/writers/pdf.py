"""A report as an A4 PDF, drawn with ReportLab's canvas.

Headings, paragraphs and tables flow over as many pages as they need.
Every table spans the full text width; its header row is repeated at the
top of each page it runs onto; a column is never narrower than the longest
word of its title, so that no title breaks inside a word; a long cell (a
long name) wraps at its spaces. A table is split between pages only where
each part keeps at least four rows (a shorter table is never split): no
page begins or ends with one, two or three rows of a table. A heading
never stands alone at the foot of a page: it goes to the next one with the
start of its table (or its paragraph), and so does a paragraph that
introduces what follows it (``Paragraph.keep_with_next``: Wachtwoord's
"Points per word:"). A table that is one picture (``Table.whole``: the
Woordspel board) is never split: it begins the next page if it does not
fit on this one, and is set smaller if it is taller than a page. The report's
title stands above every page and the page number below it. The text is
DejaVu Sans Condensed, embedded (:mod:`~wordmastermind.files.writers.pdf_fonts`):
Latin, Greek, Cyrillic, Hebrew and Arabic letters print as they are, a
right-to-left line in the order it is read, Arabic letters joined
(:mod:`~wordmastermind.files.writers.pdf_bidi`); a character the font lacks
prints as the replacement character, and :func:`font_warnings` says which
(:mod:`~wordmastermind.files.writers.pdf_text` measures and wraps the text).

The pages are laid out (:mod:`~wordmastermind.files.writers.pdf_layout`)
and drawn straight on the canvas: ReportLab's page layout engine
(platypus) takes longer to import than python-docx takes to write the
whole Word report. ReportLab is imported only when a PDF is made, so that
the program starts without it.
"""

from __future__ import annotations

import errno
import io
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from wordmastermind.core.messages import Message
from wordmastermind.core.report import Report, Table
from wordmastermind.files.messages import FILES
from wordmastermind.files.writers.pdf_layout import Page, PageFlow, draw_report
from wordmastermind.files.writers.pdf_pages import PageRecorder
from wordmastermind.files.writers.pdf_tables import REPORT_STYLE, Style
from wordmastermind.files.writers.pdf_text import (
    FONT, PAGE_HEIGHT, PAGE_WIDTH, REPLACEMENT, described, one_line, unprintable,
)

__all__ = ["Page", "PageFlow", "REPORT_STYLE", "Style", "draw_report", "font_warnings", "new_canvas", "pdf_bytes",
           "saved", "write_pdf"]

AUTHOR = "wordmastermind"


def write_pdf(report: Report, path: str | os.PathLike[str]) -> None:
    """Write ``report`` to ``path`` as a PDF, atomically.

    The path is checked first (:func:`~wordmastermind.files.outputs.check_output`:
    never over a game file, a folder or a device; raises
    :class:`~wordmastermind.files.outputs.OutputError`). The PDF is made in
    memory and checked to be a whole PDF before it replaces anything; an
    :class:`OSError` of the disk (full, read-only) leaves an existing file as
    it was.
    """
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(Path(path))
    atomic_write(Path(path), pdf_bytes(report), keep_backup=False)


def pdf_bytes(report: Report, *, copies: bool = False) -> bytes:
    """The report as the bytes of an A4 PDF, made in memory; :class:`OSError` if none was made. ``copies``: the
    PDF of one of several copies of a report (a run's mails and the example's player's): a page another copy
    drew a moment ago is taken as it is, and this one's pages are kept for the next
    (:mod:`~wordmastermind.files.writers.pdf_pages`)."""
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, PAGE_WIDTH, PAGE_HEIGHT, report.title, report.language)
    canvas.setSubject(one_line(report.subject))
    pages = PageRecorder(canvas) if copies else None
    draw_report(report, pages or canvas, Page())
    if pages is not None:
        pages.finish()
    return saved(canvas, buffer)


def new_canvas(buffer: io.BytesIO, width: float, height: float, title: str, language: str = "") -> Any:
    """A ReportLab canvas of pages ``width`` × ``height`` drawing into ``buffer``, titled (letters, labels too),
    its text's ``language`` declared if given (a screen reader speaks it so).

    Its fonts are registered (:func:`~wordmastermind.files.writers.pdf_fonts.register`);
    it draws every string it is given in logical order as it is seen
    (:func:`~wordmastermind.files.writers.pdf_bidi.visual`): a line left to
    right as a whole, or with ``drawString(x, y, line, own=True)`` (an
    address line) the way its first letter runs.
    """
    from reportlab import rl_config

    from wordmastermind.files.writers.pdf_fonts import register

    register()
    rl_config.useA85 = 0  # compressed streams as bytes: ASCII85 text only makes them bigger and slower
    from wordmastermind.files.i18n import LANGUAGE_TAGS

    canvas = _canvas_class()(buffer, pagesize=(width, height), pageCompression=1, initialFontName=FONT,
                             lang=LANGUAGE_TAGS.get(language))
    canvas.setTitle(one_line(title))
    canvas.setAuthor(AUTHOR)
    canvas.setCreator(AUTHOR)
    return canvas


@lru_cache(maxsize=1)
def _canvas_class() -> Any:
    """ReportLab's canvas, drawing each string in visual order: made when the first PDF is (ReportLab's import)."""
    from reportlab.pdfgen.canvas import Canvas

    from wordmastermind.files.writers.pdf_bidi import visual

    class VisualCanvas(Canvas):  # type: ignore[misc]  # ReportLab has no types
        """``own``: the line runs the way its first letter does (an address line), not left to right."""

        def drawString(self, x: float, y: float, text: str, *args: Any, own: bool = False,  # noqa: N802
                       **kwargs: Any) -> None:
            super().drawString(x, y, visual(text, own), *args, **kwargs)

        def drawRightString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
            super().drawRightString(x, y, visual(text), *args, **kwargs)

        def drawCentredString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
            super().drawCentredString(x, y, visual(text), *args, **kwargs)

    return VisualCanvas


def font_warnings(report: Report) -> tuple[Message, ...]:
    """What the PDF of ``report`` prints as the replacement character: a warning for the game master per text.

    Each character the font lacks is named once, with the first piece of
    text it stands in (the report's title, a heading, a paragraph, a column
    title or a cell), so that the warnings are few even when a name recurs
    on every page. Empty if everything prints as it is.
    """
    first: dict[str, str] = {}
    for text in _printed_texts(report):
        for char in unprintable(text):
            first.setdefault(char, text)
    chars_of: dict[str, str] = {}
    for char, text in first.items():
        chars_of[text] = chars_of.get(text, "") + char
    return tuple(FILES.say("pdf.replaced", chars=described(chars), text=_excerpt(one_line(text), chars[0]),
                           replacement=REPLACEMENT) for text, chars in chars_of.items())


def _printed_texts(report: Report) -> list[str]:
    texts = [report.title]
    for block in report.blocks:
        if isinstance(block, Table):
            texts += [column.title for column in block.columns]
            texts += [cell for row in block.rows for cell in row if isinstance(cell, str)]
        else:
            texts.append(block.text)
    return texts


def _excerpt(text: str, char: str, most: int = 60) -> str:
    """``text``, or the part of it around the first ``char`` if it is longer than ``most`` characters."""
    if len(text) <= most:
        return text
    start = max(0, min(text.find(char) - most // 2, len(text) - most))
    return ("…" if start else "") + text[start:start + most] + ("…" if start + most < len(text) else "")


def saved(canvas: Any, buffer: io.BytesIO) -> bytes:
    """The PDF ``canvas`` drew into ``buffer``, finished; :class:`OSError` if it is not a whole PDF."""
    canvas.save()
    data = buffer.getvalue()
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
        raise OSError(errno.EIO, "ReportLab made no whole PDF")
    return data
