"""How a preview shows a mail's lines, as a mail program would or not: a table's row, a heading, a guess line each
on one line (:func:`~wordmastermind.files.mail.flowed.kept_as_is`), a sentence within the view's width, broken
only at its spaces (never inside ``++o`` or at a name's hyphen). Shared by the tests of the correction dialog's
preview and of the mail dialog's."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QTextBlock
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit

from wordmastermind.files.mail.flowed import kept_as_is


def lines_of(block: QTextBlock) -> list[tuple[int, float]]:
    """Where each line ``block`` is shown on begins in its text, and how wide it is."""
    layout = block.layout()
    return [(layout.lineAt(n).textStart(), layout.lineAt(n).naturalTextWidth()) for n in range(layout.lineCount())]


def room(view: QTextEdit | QPlainTextEdit) -> float:
    """The width a line has in ``view`` without scrolling sideways."""
    return view.viewport().width() - 2 * view.document().documentMargin()


def mail_lines(view: QTextEdit | QPlainTextEdit) -> Iterator[tuple[str, bool, QTextBlock, list[tuple[int, float]]]]:
    """Each line of the mail ``view`` shows: its text, whether the mail keeps it as it is, its block, and the
    lines it is shown on (:func:`lines_of`), laid out as when scrolled to."""
    lines = view.toPlainText().split("\n")
    document = view.document()
    block = document.firstBlock()
    for number, line in enumerate(lines):
        document.documentLayout().blockBoundingRect(block)  # laid out, as when scrolled to
        yield line, kept_as_is(line, lines[number + 1] if number + 1 < len(lines) else ""), block, lines_of(block)
        block = block.next()


def misshown(view: QTextEdit | QPlainTextEdit) -> list[str]:
    """The mail's lines ``view`` shows otherwise than a mail program: a line kept as it is on more than one line,
    a sentence wider than the view or broken elsewhere than after a space, unless in a word longer than a line (an
    address), each with the places of its breaks."""
    width = room(view)
    found = []
    for line, kept, block, shown in mail_lines(view):
        text, starts = block.text(), [start for start, _wide in shown]
        inside = [start for before, start in zip(starts, starts[1:])
                  if text[start - 1] != " " and " " in text[before:start]]  # it could have broken at that space
        if kept and len(shown) > 1:
            found.append(f"kept, on {len(shown)} lines: {line!r}")
        elif not kept and (any(wide > width for _start, wide in shown) or inside):
            found.append(f"wrapped at {[block.text()[start - 3:start + 3] for start, _ in shown[1:]]}: {line!r}")
    return found


def widest_kept(view: QTextEdit | QPlainTextEdit) -> float:
    """How wide the widest line ``view`` keeps as it is is shown (0: none): a table wider than the view may
    scroll sideways, as far as it needs and no further."""
    return max((shown[0][1] for _line, kept, _block, shown in mail_lines(view) if kept and shown), default=0.0)
