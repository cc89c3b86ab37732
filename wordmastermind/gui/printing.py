"""Reports on paper and in PDF, through Qt's text documents.

The neutral report model becomes a small HTML document for QTextDocument,
which Qt lays out on pages: written to PDF with QPdfWriter, sent to a
printer, or shown in a print preview. Every piece of text is escaped, and
characters that have no business in a document are dropped.
"""

from __future__ import annotations

import errno
import html
import re
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPagedPaintDevice, QPdfWriter, QTextDocument

from wordmastermind.core.report import Heading, Paragraph, Report, Table

_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")


def _text(value: object) -> str:
    return html.escape(_CONTROL.sub("", "" if value is None else str(value)))


def report_html(report: Report) -> str:
    """The report as the HTML subset QTextDocument understands."""
    parts = [
        "<html><head><style>"
        "body { font-family: sans-serif; font-size: 10pt; }"
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
    """Lay the report out on ``device``'s pages (a printer or a PDF writer)."""
    document = report_document(report)
    document.setPageSize(QSizeF(device.width(), device.height()))
    document.print_(device)


def write_pdf(report: Report, path: Path) -> None:
    """Write the report as an A4 PDF, atomically.

    The path is checked first (:func:`~wordmastermind.files.outputs.check_output`:
    never over a game file, a folder or a device; raises
    :class:`~wordmastermind.files.outputs.OutputError`). The PDF is made in
    memory and checked to be a whole PDF before it replaces anything; an
    :class:`OSError` of the disk (full, read-only) leaves an existing file as
    it was.
    """
    from wordmastermind.files.atomic import atomic_write
    from wordmastermind.files.outputs import check_output

    check_output(path)
    atomic_write(Path(path), pdf_bytes(report), keep_backup=False)


def pdf_bytes(report: Report) -> bytes:
    """The report as the bytes of an A4 PDF, made in memory; :class:`OSError` if Qt made none."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(_CONTROL.sub("", report.title))
    writer.setCreator("wordmastermind")
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(18, 18, 18, 18),
            QPageLayout.Unit.Millimeter,
        )
    )
    report_document(report).print_(writer)
    del writer  # finishes the PDF
    data = bytes(buffer.data().data())
    buffer.close()
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:]:
        raise OSError(errno.EIO, "Qt could not make the PDF")
    return data
