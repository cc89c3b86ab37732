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

from PySide6.QtCore import QMimeData, QTextBoundaryFinder
from PySide6.QtGui import QFontDatabase, QTextBlockFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import QTextEdit, QWidget

from wordmastermind.files.mail.flowed import kept_as_is
from wordmastermind.files.writers.line_breaks import kept

JOINER = "\u2060"
"""WORD JOINER: no line breaks beside it (and it shows nothing)."""


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

    def setPlainText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """Show ``text``: its prose wrapped between words, its lines that must stay as they are never wrapped."""
        lines = text.split("\n")
        whole = [kept_as_is(line, lines[row + 1] if row + 1 < len(lines) else "") for row, line in enumerate(lines)]
        super().setPlainText("\n".join(line if keep else unbroken_words(line) for line, keep in zip(lines, whole)))
        unbreakable = QTextBlockFormat()
        unbreakable.setNonBreakableLines(True)
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        block = self.document().firstBlock()
        for keep in whole:
            if keep:
                cursor.setPosition(block.position())
                cursor.mergeBlockFormat(unbreakable)
            block = block.next()
        cursor.endEditBlock()

    def toPlainText(self) -> str:  # noqa: N802 (Qt's name)
        """The mail's text (its non-breaking spaces read back as spaces by Qt)."""
        return super().toPlainText().replace(JOINER, "")

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802 (Qt's name)
        """A copy of the selected text as the mail has it."""
        data = QMimeData()
        data.setText(self.textCursor().selection().toPlainText().replace(JOINER, ""))
        return data
