"""A text that wraps and shows whole lines only: as many as its height has room for, the last one shown ending
in "…" where more would follow (the tooltip, set by its owner, has the text whole). A line break in the text
(``\\n``) begins a line.

The mail dialog's line of who gets the mail and who a letter was a label in a
pane that scrolled, one line high and a little: at 911 × 512 (1366 × 768 at
150 %) it showed "Per Mail: …" and the top half of its second line. A layout
gives this one any height between a line and all its lines; it paints the
lines that fit whole, and nothing of the next. The results' status below
(what was saved or sent, and the warnings) was such a pane too; cut, a status
(:class:`StatusLines`) ends in a "Show all…" link, which shows it whole in a
small dialog of its own.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QSizePolicy, QVBoxLayout, QWidget


LINE_BREAK = "\u2028"
"""Where a line of the text ends (its ``\\n``), as Qt's text layout knows it (U+2028, the line separator)."""

LIKED_CHARACTERS = 60
"""The width a long text would like, in characters: wider, it wraps."""


class WholeLines(QLabel):
    """A label of plain text on the lines its width needs, shown in whole lines (one at least)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, least: int = 1, most: int = 0) -> None:
        """``least``: the lines it shows at least, where the text has as many; ``most``: the lines it asks room for
        at most (0: all)."""
        super().__init__(text, parent)
        self.least = least
        self.most = most
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)  # no room left empty below

    def _said(self) -> str:
        """The text, each line break one Qt's text layout breaks at (a ``\\n`` is a space there)."""
        return self.text().replace("\n", LINE_BREAK)

    def _lines(self, width: int) -> list[tuple[int, int]]:
        """(start, length) of each line of the text wrapped at ``width``, its own line breaks kept."""
        layout = QTextLayout(self._said(), self.font())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(option)
        layout.beginLayout()
        lines = []
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1, width))
            lines.append((line.textStart(), line.textLength()))
        layout.endLayout()
        return lines

    def shown_lines(self, count: int | None = None) -> int:
        """How many lines it shows (of ``count``, the text's at its width, laid out here if not given): as many as
        fit its height, one at least, no more than the text has."""
        if count is None:
            count = len(self._lines(self.width()))
        return max(1, min(count, self.height() // self.fontMetrics().lineSpacing()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As high as its least lines (one at least, no more than the text has at its width); as narrow as a few
        letters."""
        metrics = self.fontMetrics()
        lines = 1 if self.least <= 1 else max(1, min(self.least, len(self._lines(self.width()))))
        return QSize(metrics.averageCharWidth() * 10, lines * metrics.lineSpacing())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """Every line of the text at its width (before it is laid out: at the width it would like), or its
        ``most``; as wide as
        the text on one line, but :data:`LIKED_CHARACTERS` wide at most (it wraps)."""
        metrics = self.fontMetrics()
        liked = min(metrics.horizontalAdvance(self.text()), metrics.averageCharWidth() * LIKED_CHARACTERS)
        width = self.width() if self.width() > 0 else liked
        lines = max(1, len(self._lines(width)))
        return QSize(liked, (min(lines, self.most) if self.most else lines) * metrics.lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()  # another width: another number of lines

    def is_cut(self) -> bool:
        """Whether lines of the text are not shown (its height has no room for them)."""
        count = len(self._lines(self.width()))
        return self.shown_lines(count) < count

    def _kept_at_end(self) -> int:
        """How wide the end of the last line shown is kept free where the text is cut (for a link, say)."""
        return 0

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        metrics = self.fontMetrics()
        lines = self._lines(self.width())
        shown = self.shown_lines(len(lines))
        for number, (start, length) in enumerate(lines[:shown]):
            said = self.text()[start:start + length].rstrip()
            if number == shown - 1 and shown < len(lines):  # more would follow: the cut is seen
                room = self.width() - self._kept_at_end()
                said = metrics.elidedText(said + " \u2026", Qt.TextElideMode.ElideRight, room)
            painter.drawText(QPointF(0, number * metrics.lineSpacing() + metrics.ascent()), said)


class StatusLines(WholeLines):
    """:class:`WholeLines` whose last line shown, where the text is cut, ends in a "Show all…" link: it opens the
    text whole in a small dialog, the window's child, deleted when it is closed (the tip has it too, but a long
    tip is cut by the screen, and cannot be selected or copied)."""

    def __init__(self, text: str = "", parent: QWidget | None = None, *, least: int = 1, most: int = 0) -> None:
        super().__init__(text, parent, least=least, most=most)
        self.link = QLabel(self)
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                          | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.link.linkActivated.connect(self.show_whole)
        self.link.hide()
        self._name_link()

    def _name_link(self) -> None:
        self.link.setText(f'<a href="#whole">{self.tr("Show all…")}</a>')
        self.link.setAccessibleName(self.tr("Show the whole text"))
        self.link.adjustSize()
        self._place_link()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._place_link()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place_link()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._name_link()
        elif event.type() == QEvent.Type.FontChange:
            self.link.setFont(self.font())
            self.link.adjustSize()
            self._place_link()

    def _kept_at_end(self) -> int:
        return self.link.width() + self.fontMetrics().averageCharWidth() if self.link.isVisibleTo(self) else 0

    def _place_link(self) -> None:
        """The link at the end of the last line shown, where the text is cut; hidden where it is whole."""
        cut = bool(self.text()) and self.is_cut()
        if cut:
            line = self.shown_lines() - 1
            spacing = self.fontMetrics().lineSpacing()
            self.link.move(max(0, self.width() - self.link.width()),
                           line * spacing + (spacing - self.link.height()) // 2)
        if cut != self.link.isVisibleTo(self):
            self.link.setVisible(cut)
            self.update()

    def show_whole(self) -> QDialog:
        """The text whole, selectable, in a small dialog over the window (closed: deleted)."""
        window = self.window()
        dialog = QDialog(window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowTitle(window.windowTitle())
        text = QPlainTextEdit(dialog)
        text.setReadOnly(True)
        text.setPlainText(self.text())
        text.setAccessibleName(self.tr("The whole text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(text)
        layout.addWidget(buttons)
        metrics = self.fontMetrics()
        dialog.resize(metrics.averageCharWidth() * LIKED_CHARACTERS, metrics.lineSpacing() * 14)
        dialog.open()
        return dialog
