"""The round table as the game master types into it.

Guesser, Tab, target, Tab, word, Enter: the row is complete and the cursor
is on the next row's guesser. Names complete as they are typed (the target
column offers only the players this guesser may guess at). Delete removes
the selected guesses; Ctrl+V pastes rows from a spreadsheet or lines of text.
Tab goes from cell to cell; Ctrl+Tab and Ctrl+Shift+Tab leave the table for the
next or previous control, as in Qt's other tables. In a sorted round an edit may
move its row: Enter (or Tab) from a word goes on to the row shown below it as it
was typed, and from a new guess to the empty row again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QCompleter,
    QHeaderView,
    QLineEdit,
    QMenu,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from wordmastermind.core.wmm.game import Guess
from wordmastermind.core.wmm.player_names import fold
from wordmastermind.core.words import spoken_name
from wordmastermind.gui.looks import LooksDelegate
from wordmastermind.gui.widgets.focus_repaint import FocusRepaintTableView
from wordmastermind.gui.roles import COMPLETION_ROLE
from wordmastermind.gui.wmm.round_model import GUESSER, TARGET, WORD, RoundModel
from wordmastermind.gui.wmm.round_proxy import RoundProxy

Index = QModelIndex | QPersistentModelIndex


def shifted(event: QKeyEvent) -> bool:
    return bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)


def leaves_the_view(event: QKeyEvent) -> bool:
    """Ctrl+Tab or Ctrl+Shift+Tab: the keys that leave a table whose Tab goes from cell to cell."""
    return (event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier))


class GuessDelegate(LooksDelegate):
    """Line editors with completion for names, upper case for words; cells painted from their kept looks."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        editor = _WordEdit(parent) if index.column() == WORD else QLineEdit(parent)
        editor.setFrame(False)
        names = index.data(COMPLETION_ROLE) or []
        if index.column() in (GUESSER, TARGET) and names:
            # a roster's "Klein, Fritz" completes from "Fri…" too: the model takes "Fritz Klein" as his name;
            # and "Käthe Müller" from "kaethe…", as the model takes "kaethe mueller" for her (player_names.fold)
            shown = [*names, *(said for said in map(spoken_name, names) if said not in names)]
            seen = {name.casefold() for name in shown}
            folded = [plain for plain in dict.fromkeys(map(fold, shown)) if plain not in seen]
            completer = QCompleter([*shown, *folded], editor)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
            editor.setCompleter(completer)
        return editor

    def eventFilter(self, editor: QObject, event: QEvent) -> bool:
        """Ctrl+Tab in a cell being typed: the cell is kept, and the focus leaves the table (as without an editor)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and leaves_the_view(event) \
                and isinstance(editor, QWidget):
            view = self.parent()
            self.commitData.emit(editor)
            self.closeEditor.emit(editor, QAbstractItemDelegate.EndEditHint.NoHint)
            if isinstance(view, QWidget):
                QWidget.focusNextPrevChild(view, event.key() == Qt.Key.Key_Tab and not shifted(event))
            return True
        return super().eventFilter(editor, event)


class _WordEdit(QLineEdit):
    """A guessed word's editor: what is typed comes out in capitals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.textEdited.connect(self._upper)

    def _upper(self, text: str) -> None:
        if text != text.upper():
            position = self.cursorPosition()
            self.setText(text.upper())
            self.setCursorPosition(position)


class _Typed(NamedTuple):
    """An edit as it was typed: the rows then shown above and below it (followed wherever they move), and whether
    it is part of a new guess begun in the empty row."""

    above: QPersistentModelIndex
    below: QPersistentModelIndex
    entering: bool


class RowNumbers(QHeaderView):
    """The rows' numbers (their saved places), each number's size measured once.

    A sort or filter makes Qt size the header again from every row's number,
    asking each of them in some six roles: here once per number shown.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setSectionsClickable(True)  # as the table's own
        self.setHighlightSections(True)
        self._sizes: dict[object, QSize] = {}  # number (or its count of digits) -> its section's size
        self._digits_even: bool | None = None  # whether the font's digits are all as wide (asked once per font)
        self._hint: tuple[int, QSize] | None = None  # the size hint for the rows shown

    def sizeHint(self) -> QSize:
        # A sort shows the same numbers in another order: the same size.
        model = self.model()
        if not isinstance(model, RoundProxy):
            return super().sizeHint()
        shown = model.shown_version()
        if self._hint is None or self._hint[0] != shown:
            self._hint = (shown, super().sizeHint())
        return QSize(self._hint[1])

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        model = self.model()
        number = model.headerData(logicalIndex, Qt.Orientation.Vertical) if model is not None else None
        # In a font whose digits are all as wide (most are), a number is as wide as any other of as many digits:
        # a hundred rows' numbers are measured in three sizes, not a hundred.
        key = len(str(number)) if isinstance(number, int) and self._even_digits() else number
        size = self._sizes.get(key)
        if size is None:
            size = self._sizes[key] = super().sectionSizeFromContents(logicalIndex)
        return QSize(size)

    def _even_digits(self) -> bool:
        if self._digits_even is None:
            advance = self.fontMetrics().horizontalAdvance
            self._digits_even = len({advance(digit) for digit in "0123456789"}) == 1
        return self._digits_even

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._sizes.clear()  # measured in another font
            self._hint = None
            self._digits_even = None
        super().changeEvent(event)


class RoundTableView(FocusRepaintTableView):
    """The table of one round, tuned for typing guesses fast."""

    pasteBlock = Signal(str)
    """Several lines pasted: to be previewed before anything is entered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setVerticalHeader(RowNumbers(self))
        self.setItemDelegate(GuessDelegate(self))
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.setAlternatingRowColors(True)
        self.setTabKeyNavigation(True)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.setWordWrap(False)
        self.more_actions: Callable[[QMenu], None] | None = None
        """Adds the rows' own entries (delete, move) to the right-click menu."""
        self._typed: _Typed | None = None  # the edit being committed, as the rows stood when it was typed
        self._entering: int | None = None  # the saved row of a new guess being typed, begun in the empty row

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        width = self.fontMetrics().horizontalAdvance("M")
        header.setMinimumSectionSize(width * 4)
        if isinstance(model, QSortFilterProxyModel):  # a click on a header sorts; a third, the entry order
            header.setSortIndicatorClearable(True)
            # In the entry order from the start: sorting is enabled on the header's sort indicator (the first
            # column, by default), which would sort every row once for nothing.
            header.setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
            self.setSortingEnabled(True)
            self.sortByColumn(-1, Qt.SortOrder.AscendingOrder)

    def round_model(self) -> RoundModel:
        model = self.model()
        if isinstance(model, QSortFilterProxyModel):
            model = model.sourceModel()
        assert isinstance(model, RoundModel)
        return model

    def source_row(self, index: QModelIndex | QPersistentModelIndex) -> int:
        """The saved row (entry order) shown at ``index``."""
        model = self.model()
        if isinstance(model, QSortFilterProxyModel):
            return model.mapToSource(index).row()
        return index.row()

    def selected_rows(self) -> list[int]:
        """The saved rows of the selected guesses (or of the current cell), the empty row left out."""
        indexes = self.selectedIndexes() or [self.currentIndex()]
        model = self.round_model()
        return sorted({r for r in (self.source_row(i) for i in indexes if i.isValid())
                       if not model.is_blank_row(r)})

    # ------------------------------------------------------------ keyboard

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        current = self.currentIndex()
        model = self.model()
        if current.isValid() and model is not None:
            typed = self._typed
            if action == QAbstractItemView.CursorAction.MoveNext and current.column() >= WORD:
                if typed is not None:  # Tab out of a word just typed: where the rows stood as it was typed
                    return self._after_word(typed)
                return model.index(min(current.row() + 1, model.rowCount() - 1), GUESSER)
            if action == QAbstractItemView.CursorAction.MovePrevious and current.column() == GUESSER:
                above = typed.above.row() if typed is not None else current.row() - 1  # -1: none (or gone)
                if above >= 0:
                    return model.index(above, WORD)
        return super().moveCursor(action, modifiers)

    def commitData(self, editor: QWidget) -> None:
        # The edit may move its row (the table sorted on what was typed, or on the points it changes): what was
        # shown above and below it, and whether it is a new guess being typed, are noted first.
        current = self.currentIndex()
        model = self.model()
        if current.isValid() and model is not None:
            row = self.source_row(current)
            if self.round_model().is_blank_row(row):
                self._entering = row  # guesser, Tab, target, Tab, word, Enter: then the empty row again
            elif row != self._entering:
                self._entering = None
            self._typed = _Typed(QPersistentModelIndex(model.index(current.row() - 1, 0)),
                                 QPersistentModelIndex(model.index(current.row() + 1, 0)), row == self._entering)
        super().commitData(editor)

    def _after_word(self, typed: _Typed) -> QModelIndex:
        """Where the cursor goes from a word typed: a new guess's on to the empty row, a guess corrected on to
        the row shown below it as it was typed (wherever the edit moved either)."""
        model = self.model()
        last = model.rowCount() - 1
        if typed.entering or not typed.below.isValid():
            self._entering = None
            return model.index(last, GUESSER)
        return model.index(typed.below.row(), GUESSER)

    def closeEditor(self, editor: QWidget, hint: QStyledItemDelegate.EndEditHint) -> None:
        # The row may move as it is sorted: follow it.
        current = QPersistentModelIndex(self.currentIndex())
        try:
            super().closeEditor(editor, hint)  # Tab and Shift+Tab move on here (moveCursor)
            if hint == QStyledItemDelegate.EndEditHint.SubmitModelCache and current.isValid():
                # Enter: on to the next field, or from the word to the next row.
                model = self.model()
                if current.column() < WORD:
                    self.setCurrentIndex(model.index(current.row(), current.column() + 1))
                elif self._typed is not None:
                    self.setCurrentIndex(self._after_word(self._typed))
                else:
                    self.setCurrentIndex(model.index(min(current.row() + 1, model.rowCount() - 1), GUESSER))
        finally:
            self._typed = None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if leaves_the_view(event):  # Tab moves from cell to cell: Ctrl+Tab, as Qt has it, on to the next control
            QWidget.focusNextPrevChild(self, event.key() == Qt.Key.Key_Tab and not shifted(event))
            return
        if event.matches(QKeySequence.StandardKey.Paste):
            self.paste_text(QGuiApplication.clipboard().text())
            return
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.state() != QAbstractItemView.State.EditingState:
            self.round_model().remove_rows(self.selected_rows())
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.state() != QAbstractItemView.State.EditingState:
            current = self.currentIndex()
            if current.isValid() and current.column() <= WORD:
                self.edit(current)
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        from wordmastermind.gui.widgets.context_menu import word_menu

        if not word_menu(self, event, self.more_actions):
            super().contextMenuEvent(event)

    # --------------------------------------------------------------- paste

    def paste_text(self, text: str) -> None:
        """Enter pasted guesses.

        One line goes in at once, at the current row. A block of lines goes
        out with :attr:`pasteBlock`, for the sheet to show a preview with
        every problem before anything is entered.
        """
        if len([line for line in text.splitlines() if line.strip()]) > 1:
            self.pasteBlock.emit(text)
            return
        from wordmastermind.files.wmm.pasted import parse_pasted_guesses  # with the tables' reader: not at start-up

        guesses, _lines, problems = parse_pasted_guesses(text)
        if guesses and not problems:
            self.insert_guesses(guesses)
        elif text.strip():
            self.pasteBlock.emit(text)  # not readable: the preview says why

    def insert_guesses(self, guesses: list[Guess]) -> None:
        current = self.currentIndex()
        row = self.source_row(current) if current.isValid() else self.round_model().rowCount()
        self.round_model().insert_guesses(row, guesses)
