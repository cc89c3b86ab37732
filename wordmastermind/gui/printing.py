"""Reports on paper, through Qt's text documents: File ▸ Print and Print Preview.

The neutral report model becomes a small HTML document for QTextDocument,
which Qt lays out on the printer's pages at the report's real size (10 pt
text) over as many pages as it needs: sent to a printer or shown in the
print preview. Each table spans the text width in the same proportions as
in the PDF (:func:`wordmastermind.files.writers.pdf_text.column_widths`: no
column title broken inside a word), its header row is repeated on every
page, and a heading that would stand at the foot of a page moves to the
next with its table. The text is black on white paper in either theme.
Every piece of text is escaped, and characters that have no business in a
document are dropped.

The PDF itself is :mod:`wordmastermind.files.writers.pdf`'s (ReportLab).
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import (
    QFontMetricsF, QPageLayout, QPagedPaintDevice, QPaintDevice, QTextBlockFormat, QTextCursor, QTextDocument,
    QTextFormat, QTextLength, QTextTable,
)

from wordmastermind.core.report import Heading, Paragraph, Report, Table

MARGIN_MM = 18
KEEP_ROWS = 3
"""A heading goes to the next page unless its table's header and this many rows fit under it."""

_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")


def _text(value: object) -> str:
    return html.escape(_CONTROL.sub("", "" if value is None else str(value)))


def report_html(report: Report) -> str:
    """The report as the HTML subset QTextDocument understands."""
    parts = [
        "<html><head><style>"
        # Black on the paper, whatever the app's theme: the preview would take a dark theme's light text.
        "body { font-family: sans-serif; font-size: 10pt; color: #000000; }"
        "h1 { font-size: 16pt; } h2 { font-size: 12pt; margin-top: 10px; }"
        "th { background: #e8e8e8; text-align: left; }"
        "td, th { padding: 2px 6px; }"
        "p.emphasis { font-weight: bold; }"
        "</style></head><body>"
    ]
    for block in report.blocks:
        if isinstance(block, Heading):
            level = 1 if block.level <= 1 else 2
            parts.append(f"<h{level}>{_text(block.text)}</h{level}>")
        elif isinstance(block, Paragraph):
            cls = ' class="emphasis"' if block.emphasis else ""
            parts.append(f"<p{cls}>{_text(block.text)}</p>")
        else:
            parts.append(_table_html(block))
    parts.append("</body></html>")
    return "".join(parts)


def _table_html(table: Table) -> str:
    rows = [
        '<table border="1" cellspacing="0" cellpadding="2" width="100%"'
        ' style="border-collapse: collapse; border-color: #999999">',
        "<thead><tr>",
    ]
    for column in table.columns:
        align = ' align="right"' if column.numeric else ""
        rows.append(f"<th{align}>{_text(column.title)}</th>")
    rows.append("</tr></thead><tbody>")
    for row in table.rows:
        rows.append("<tr>")
        for column, cell in zip(table.columns, row):
            align = ' align="right"' if column.numeric else ""
            rows.append(f"<td{align}>{_text(cell)}</td>")
        rows.append("</tr>")
    rows.append("</tbody></table>")
    return "".join(rows)


def report_document(report: Report) -> QTextDocument:
    document = QTextDocument()
    document.setHtml(report_html(report))
    document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, _CONTROL.sub("", report.title))
    return document


def print_report(report: Report, device: QPagedPaintDevice) -> None:
    """Lay the report out on ``device``'s pages (a printer or its preview) at its real size, and print it.

    The document is laid out for the device itself, in its own pixels, so
    that a 10 pt letter is 10 pt on paper; a device without margins gets
    18 mm all round (Qt's printers start with 3.5 mm, the edge of what they can print).
    """
    margins = device.pageLayout().margins(QPageLayout.Unit.Millimeter)
    if max(margins.left(), margins.top(), margins.right(), margins.bottom()) < 5:  # Qt's default, or none
        device.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    document = report_document(report)
    document.setUseDesignMetrics(True)
    document.documentLayout().setPaintDevice(device)
    tables = [frame for frame in document.rootFrame().childFrames() if isinstance(frame, QTextTable)]
    for frame, table in zip(tables, (table for table in report.tables() if table.columns)):
        fit_columns(frame, table, device)
    document.setPageSize(QSizeF(device.width(), device.height()))  # lays it out, once
    keep_headings_with_tables(document)
    document.print_(device)


def fit_columns(frame: QTextTable, table: Table, device: QPaintDevice) -> None:
    """Give ``frame``'s columns the widths the PDF's rule gives them, measured in the printout's own fonts."""
    from wordmastermind.files.writers.pdf_text import column_widths

    cell = frame.cellAt(min(1, frame.rows() - 1), 0).firstCursorPosition().charFormat().font()
    header = frame.cellAt(0, 0).firstCursorPosition().charFormat().font()
    metrics = {False: QFontMetricsF(cell, device), True: QFontMetricsF(header, device)}
    format_ = frame.format()
    inner = metrics[True].horizontalAdvance("MM")  # what a cell's padding and borders take, and a little

    def measure(text: str, bold: bool) -> float:
        return metrics[bold].horizontalAdvance(text)

    widths = column_widths(table, text_width=device.width(), measure=measure, padding=inner)
    total = sum(widths) or 1.0
    format_.setColumnWidthConstraints(
        [QTextLength(QTextLength.Type.PercentageLength, 100 * width / total) for width in widths]
    )
    frame.setFormat(format_)


def keep_headings_with_tables(document: QTextDocument) -> None:
    """Start a heading (with the headings right above it) on a new page where its table's first rows would not
    follow it on the same page."""
    page = document.pageSize().height()
    layout = document.documentLayout()
    frames = {frame.firstPosition(): frame for frame in document.rootFrame().childFrames()}
    block = document.begin()
    run: list[int] = []  # positions of the headings since the last other block
    while block.isValid():
        if block.blockFormat().headingLevel() > 0:
            run.append(block.position())
        elif run:
            table = frames.get(block.position())
            if isinstance(table, QTextTable) and table.rows():
                first = layout.blockBoundingRect(document.findBlock(run[0])).top()
                last_row = table.cellAt(min(KEEP_ROWS, table.rows() - 1), 0).lastCursorPosition().block()
                end = layout.blockBoundingRect(last_row).bottom()
                if int(first // page) != int(end // page):
                    cursor = QTextCursor(document.findBlock(run[0]))
                    format_ = QTextBlockFormat()
                    format_.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                    cursor.mergeBlockFormat(format_)
                    # Everything after it moves: to be laid out again (Qt would redo only part of it).
                    document.markContentsDirty(run[0], document.characterCount() - run[0])
            run = []
        block = block.next()
    layout.blockBoundingRect(document.lastBlock())  # the rest laid out now, not bit by bit later

