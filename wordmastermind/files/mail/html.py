"""The HTML part of a mail: the filled-in template with the report's real tables.

Every text is escaped, whoever wrote it (a name, the notes, the template);
a space French typography keeps with its neighbour (before a colon, inside
guillemets: :mod:`~wordmastermind.files.writers.line_breaks`) is a
non-breaking one, so that a narrow screen does not begin a line with
« : 10 points ». The page loads nothing from anywhere (no images, links, fonts or style
sheets: the little styling there is sits in ``style`` attributes), so a mail
program shows it as it is, offline and without asking.

>>> from wordmastermind.core.report import Column, Table
>>> print(blocks_html((Table((Column("Name"), Column("Total", numeric=True)), (("Jo <b>", 31),)),)))
<table style="border-collapse: collapse; margin: 0.5em 0;">
<thead><tr><th style="text-align: left; padding: 2px 8px; border-bottom: 1px solid #888;">Name</th><th style="text-align: right; padding: 2px 8px; border-bottom: 1px solid #888;">Total</th></tr></thead>
<tbody>
<tr><td style="text-align: left; padding: 2px 8px;">Jo &lt;b&gt;</td><td style="text-align: right; padding: 2px 8px;">31</td></tr>
</tbody>
</table>
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from wordmastermind.core.report import Block, Cell, Heading, Paragraph, Report, Table
from wordmastermind.files.mail.template import render_pieces
from wordmastermind.files.writers.line_breaks import GLUE, glued
from wordmastermind.files.writers.sanitize import clean_text
from wordmastermind.files.writers.per_table import per_table

_PAD = "padding: 2px 8px;"


def _text(value: object) -> str:
    """``value`` cleaned and escaped, its kept spaces non-breaking.

    >>> _text("Votre total : 10 ; comme « Emil: MOT »")
    'Votre total&nbsp;: 10&nbsp;; comme «&nbsp;Emil:&nbsp;MOT&nbsp;»'
    """
    return _escape(glued(clean_text(str(value)))).replace(GLUE, "&nbsp;")


def _escape(text: str) -> str:
    """``text`` as ``html.escape(text, quote=True)`` escapes it (that module reads a table of every entity
    first, which a mail does not use).

    >>> _escape("Jo & <Bo> 'x'")
    'Jo &amp; &lt;Bo&gt; &#x27;x&#x27;'
    """
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("'", "&#x27;"))


def _lines(text: str) -> str:
    """``text`` escaped, its line breaks kept: each line as :func:`_text` makes it (which keeps a line end, and
    finds no space to keep across one), the whole at once."""
    return _text(text.replace("\r\n", "\n")).replace("\n", "<br>\n")


def _cell(cell: Cell) -> str:
    return "" if cell is None else _text(" ".join(str(cell).split()))


@per_table
def _table(table: Table) -> str:
    """The table as an HTML table: made once for equal tables (the report of a run's mails and the few readers'
    own share all their tables, and the tables are most of the work)."""
    def align(numeric: bool) -> str:
        return f"text-align: {'right' if numeric else 'left'};"

    head = "".join(
        f'<th style="{align(c.numeric)} {_PAD} border-bottom: 1px solid #888;">{_cell(c.title)}</th>'
        for c in table.columns
    )
    rows = [
        "<tr>"
        + "".join(
            f'<td style="{align(c.numeric)} {_PAD}">{_cell(cell)}</td>' for c, cell in zip(table.columns, row)
        )
        + "</tr>"
        for row in table.rows
    ]
    return "\n".join(
        [
            '<table style="border-collapse: collapse; margin: 0.5em 0;">',
            f"<thead><tr>{head}</tr></thead>",
            "<tbody>",
            *rows,
            "</tbody>",
            "</table>",
        ]
    )


def blocks_html(blocks: Sequence[Block]) -> str:
    """Headings, paragraphs and tables as HTML elements, one after the other."""
    out: list[str] = []
    for block in blocks:
        if isinstance(block, Heading):
            tag = "h2" if block.level <= 1 else "h3"
            out.append(f"<{tag}>{_text(' '.join(block.text.split()))}</{tag}>")
        elif isinstance(block, Paragraph):
            text = _lines(block.text.strip())
            out.append(f"<p><strong>{text}</strong></p>" if block.emphasis else f"<p>{text}</p>")
        elif block.columns:
            out.append(_table(block))
    return "\n".join(out)


def report_html(report: Report) -> str:
    """The report's blocks, its title as the first heading (once)."""
    blocks = list(report.blocks)
    title = " ".join(report.title.split())
    if title and not (blocks and isinstance(blocks[0], Heading) and " ".join(blocks[0].text.split()) == title):
        blocks.insert(0, Heading(title))
    return blocks_html(blocks)


def mail_html(
    template: str, values: Mapping[str, object], blocks: Mapping[str, str], *, title: str, language: str
) -> str:
    """A whole HTML page: ``template`` filled in from ``values``, every text escaped.

    The placeholders named in ``blocks`` stand for HTML made here (a
    report, a table) instead of their text; the line break right before and
    after one is dropped, as the table or heading starts a line of its own.
    """
    pieces = render_pieces(template, values)
    body: list[str] = []
    for index, (name, text) in enumerate(pieces):
        if name is not None and name in blocks:
            body.append(f"\n{blocks[name]}\n")
            continue
        if index > 0 and pieces[index - 1][0] in blocks:
            text = text.removeprefix("\n")
        if index + 1 < len(pieces) and pieces[index + 1][0] in blocks:
            text = text.removesuffix("\n")
        body.append(_lines(text) if text else "")
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_text(language)}">\n<head>\n<meta charset="utf-8">\n<title>{_text(title)}</title>\n'
        "</head>\n"
        '<body style="font-family: sans-serif; font-size: 14px;">\n'
        f"{''.join(body)}\n</body>\n</html>\n"
    )
