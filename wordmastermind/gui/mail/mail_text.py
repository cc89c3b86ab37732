"""A plain-text mail shown as a mail program shows it: its prose wrapped at the view's width, its tables whole.

The correction dialog's preview showed each line of the mail on one line: the mail's own sentences (what
changed for the player, old → new: in German, a next round's two lists of names side by side) ran off to the
side, to be read by scrolling sideways, even 900 pixels wide. :class:`MailTextView` wraps them at its width
where the mail's writers wrap a line, at a space (:func:`~wordmastermind.files.writers.line_breaks.kept`: not
the one in ``(WF) 2``), never inside a word (Qt would break ``++o`` between its marks, a name at its hyphen),
a word too long for a line anywhere. The lines the mail keeps as they are
(:func:`~wordmastermind.files.mail.flowed.kept_as_is`: a table's rows, a heading and its underline, a guess
line) stay each on one line: a table keeps its columns, and only a table wider than the view scrolls sideways.
The text read back (:meth:`MailTextView.toPlainText`, a copy) is the mail's.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from itertools import groupby

from PySide6.QtCore import QMimeData, QTextBoundaryFinder
from PySide6.QtGui import QFontDatabase, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QTextEdit, QWidget

from wordmastermind.files.mail.flowed import kept_as_is
from wordmastermind.files.writers.line_breaks import kept

JOINER = "\u2060"
"""WORD JOINER: no line breaks beside it (and it shows nothing)."""


@lru_cache(maxsize=4096)
def unbroken_words(line: str) -> str:
    """``line`` as the view shows it: a word joiner wherever Qt would break it but not after a space, each
    space it may not break at non-breaking (read back as a space).

    >>> unbroken_words("now ++o at Müller-Lüdenscheidt (WF) 2.").replace(JOINER, "|")
    'now +|+o at Müller-|Lüdenscheidt (WF)\\xa02.'
    """
    text = kept(line)
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    at_unit: dict[int, int] = {}  # a break's place in Qt's UTF-16 text -> in the str
    unit = 0
    for index, char in enumerate(text):
        at_unit[unit] = index
        unit += 2 if ord(char) > 0xFFFF else 1
    breaks: list[int] = []
    position = finder.toNextBoundary()
    while position != -1:
        at = at_unit.get(position)
        if at is not None and 0 < at and not text[at - 1].isspace():
            breaks.append(at)
        position = finder.toNextBoundary()
    for at in reversed(breaks):
        text = text[:at] + JOINER + text[at:]
    return text


def shown(lines: list[tuple[str, bool]]) -> str:
    """``lines`` (each with whether it is kept as it is) as the view's document holds them."""
    return "\n".join(line if keep else unbroken_words(line) for line, keep in lines)


class MailTextView(QTextEdit):
    """A read-only view of a plain-text mail, in the fixed font: its prose wraps between words, its tables stay
    whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setAcceptRichText(False)
        self.setUndoRedoEnabled(False)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)  # a word longer than a line
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self._lines: list[tuple[str, bool]] = []  # the text shown, a line each, and whether kept as it is
        self._revision = -1  # the document's revision as this view left it
        self._reader: Hashable | None = None  # whose mail is shown, as the last setPlainText named them
        self._kept: tuple[Hashable | None, tuple[int, int]] = (None, (0, 0))  # whose mail was read where, last

    def setPlainText(self, text: str, reader: Hashable | None = None) -> None:  # noqa: N802 (Qt's name)
        """Show ``text`` from its top: its prose wrapped between words, its lines that must stay as they are never
        wrapped. Only the lines that differ from the text shown are replaced (a preview made anew after each pause
        in typing, or for another player, keeps its report's lines laid out: a stall the less). The mail of the
        same ``reader`` as the text shown (the player previewed) is shown where the view was scrolled to, though
        no reader's text came between (a template half typed, ``{``, shows none): the preview made anew as the
        game master types stays at the place read."""
        if self._reader is not None:  # the place in the mail shown: kept for that reader's mail, though none between
            self._kept = (self._reader, (self.horizontalScrollBar().value(), self.verticalScrollBar().value()))
        self._reader = reader
        same = reader is not None and self._kept[0] == reader
        place = self._kept[1] if same else (0, 0)
        lines = text.split("\n")
        new = [(line, kept_as_is(line, below)) for line, below in zip(lines, [*lines[1:], ""])]
        old, self._lines = self._lines, new
        document = self.document()
        if document.revision() != self._revision or document.blockCount() != len(old):  # changed otherwise
            super().setPlainText(shown(new))
            self._keep_whole(0, new)
        elif old != new:
            common = min(len(old), len(new))  # the lines alike at the start (head) and at the end (tail)
            head = next((row for row in range(common) if old[row] != new[row]), common)
            tail = next((row for row in range(common - head) if old[-1 - row] != new[-1 - row]), common - head)
            if head + tail == common:  # a line, at least, replaced on either side
                tail, head = (tail - 1, head) if tail else (tail, head - 1)
            cursor = QTextCursor(document.findBlockByNumber(head))
            cursor.beginEditBlock()
            last = document.findBlockByNumber(len(old) - tail - 1)
            cursor.setPosition(last.position() + last.length() - 1, QTextCursor.MoveMode.KeepAnchor)
            cursor.insertText(shown(new[head:len(new) - tail]))
            cursor.endEditBlock()
            self._keep_whole(head, new[head:len(new) - tail])
        self._revision = document.revision()
        self.setTextCursor(QTextCursor(document))
        if same:
            document.documentLayout().documentSize()  # laid out to its end: the scroll bars reach the place again
        self.horizontalScrollBar().setValue(place[0])
        self.verticalScrollBar().setValue(place[1])

    def _keep_whole(self, first: int, lines: list[tuple[str, bool]]) -> None:
        """The blocks from number ``first`` on, ``lines``' each, never wrapped if their line is kept as it is, else
        wrapped (one change for each run of either)."""
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        row = 0
        for keep, run in groupby(lines, key=lambda pair: pair[1]):
            count = len(list(run))
            cursor.setPosition(self.document().findBlockByNumber(first + row).position())
            cursor.setPosition(self.document().findBlockByNumber(first + row + count - 1).position(),
                               QTextCursor.MoveMode.KeepAnchor)
            whole = QTextBlockFormat()
            whole.setNonBreakableLines(keep)
            cursor.mergeBlockFormat(whole)
            row += count
        cursor.endEditBlock()

    def toPlainText(self) -> str:  # noqa: N802 (Qt's name)
        """The mail's text (its non-breaking spaces read back as spaces by Qt)."""
        return super().toPlainText().replace(JOINER, "")

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 (Qt's name)
        """A copy of the selected text as the mail has it."""
        data = QMimeData()
        data.setText(self.textCursor().selection().toPlainText().replace(JOINER, ""))
        return data
