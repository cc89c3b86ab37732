"""What an import would bring in, before it does: every row read and every problem.

:class:`ImportPreviewDialog` shows a :class:`~wordmastermind.files.wmm.imports.RosterPreview`
or :class:`~wordmastermind.files.wmm.imports.GuessPreview`: a table of the rows
read, each with its line in the file and its problems (a bad row has a red
background), a summary line, and the list of problems, those of the whole
import included. The import button is enabled only when there is no problem;
the dialog itself changes nothing. Clicking a problem selects its row.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.files.wmm.imports import PASTED, GuessPreview, ImportProblem, RosterPreview
from wordmastermind.gui.i18n import counted, rule_text
from wordmastermind.gui.widgets.colors import BAD
from wordmastermind.gui.widgets.screen_fit import fit_to_screen
from wordmastermind.gui.widgets.table_keys import tab_leaves

Kind = Literal["roster", "guesses"]
HIDDEN = "●●●●●"
_LINE_ROLE = Qt.ItemDataRole.UserRole + 1


class ImportPreviewDialog(QDialog):
    """A preview of a roster or a round's guesses, to import or to cancel.

    ``kind`` is ``"roster"`` or ``"guesses"``; it follows from the preview when
    not given. Secret words are shown as dots unless ``show_secrets`` (the
    dialog has a check box for it).
    """

    def __init__(
        self,
        preview: RosterPreview | GuessPreview,
        kind: Kind | None = None,
        parent: QWidget | None = None,
        *,
        show_secrets: bool = False,
    ) -> None:
        super().__init__(parent)
        found: Kind = "roster" if isinstance(preview, RosterPreview) else "guesses"
        if kind is not None and kind != found:
            raise ValueError(f"a {type(preview).__name__} is not a preview of {kind}")
        self.preview = preview
        self.kind: Kind = found
        self._show_secrets = show_secrets
        if isinstance(preview, RosterPreview):
            self.setWindowTitle(self.tr("Import players"))
            headers = [self.tr("Line"), self.tr("Name"), self.tr("Secret word"),
                       self.tr("E-mail"), self.tr("Address"), self.tr("Problem")]
        else:
            self.setWindowTitle(
                self.tr("Import guesses for round {0}").format(preview.round_number)
            )
            headers = [self.tr("Line"), self.tr("Guesser"), self.tr("Target"),
                       self.tr("Word"), self.tr("Problem")]

        self.source = QLabel(self._source_text())
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.source.setToolTip(preview.source)
        self.source.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setText(f"<b>{self.summary_text()}</b>")
        # a roster's columns not read (an e-mail column under another name), and its e-mail addresses no mail
        # can go to: said before anything is imported, though neither stops the import
        warnings = [] if not isinstance(preview, RosterPreview) else [
            rule_text(warning) for warning in (preview.unread_warning, *preview.address_warnings) if warning is not None]
        if isinstance(preview, GuessPreview) and preview.dropped:  # guesses from the mailbox, say: never lost unseen
            warnings.append(self.tr("The file replaces round {0}: these {1} of its guesses are not in the file and go"
                                    " (Undo brings them back): {2}").format(
                preview.round_number, len(preview.dropped),
                "; ".join(self.tr("{0} at {1}: {2}").format(g.guesser, g.target, g.word) for g in preview.dropped)))
        self.unread = QLabel("\n".join(warnings))
        self.unread.setTextFormat(Qt.TextFormat.PlainText)
        self.unread.setWordWrap(True)
        self.unread.setVisible(bool(warnings))

        self.table = tab_leaves(QTableWidget(0, len(headers)))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(False)
        self.table.setAccessibleName(self.tr("Rows of the file"))
        self.table.setAccessibleDescription(
            self.tr("Each player read from the file, with its line and any problem")
            if isinstance(preview, RosterPreview) else
            self.tr("Each guess read from the file, with its line and any problem"))

        self.secrets_box: QCheckBox | None = None
        if isinstance(preview, RosterPreview):
            self.secrets_box = QCheckBox(self.tr("Show secret words"))
            self.secrets_box.setChecked(show_secrets)
            self.secrets_box.toggled.connect(self.set_show_secrets)

        self.problems_label = QLabel(self.tr("Problems:"))
        self.problem_list = QListWidget()
        self.problems_label.setBuddy(self.problem_list)
        self.problem_list.setAccessibleDescription(self.tr("Each problem found in the file: choose one to see"
                                                           " its row"))
        self.problem_list.setWordWrap(True)
        for problem in preview.problems:
            item = QListWidgetItem(rule_text(problem.as_message()))
            item.setData(_LINE_ROLE, problem.line)
            self.problem_list.addItem(item)
        self.problem_list.currentItemChanged.connect(self._select_problem_row)
        lines_shown = min(max(len(preview.problems), 2), 6)
        self.problem_list.setMaximumHeight(self.fontMetrics().height() * (lines_shown + 1) + 12)
        self.hint = QLabel(self._hint_text())
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setWordWrap(True)
        for widget in (self.problems_label, self.problem_list, self.hint):
            widget.setVisible(not preview.ok)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        self.ok_button: QPushButton = ok
        self.ok_button.setText(self.tr("&Import"))
        partial = isinstance(preview, GuessPreview) and preview.partial
        self.ok_button.setEnabled(preview.ok or partial)
        if not preview.ok and not partial:
            self.ok_button.setToolTip(self.tr("Nothing is imported until every problem is corrected."))
        # a roster's lines with a problem (a sum line under the players, say) may be left out, if the rest is fine
        self._without = preview.without_bad_lines() if isinstance(preview, RosterPreview) else None
        self.without_button: QPushButton | None = None
        if self._without is not None:
            lines = ", ".join(str(line) for line in self._without.left_out)
            text = (self.tr("Import &Without Line {0}") if len(self._without.left_out) == 1
                    else self.tr("Import &Without Lines {0}")).format(lines)
            self.without_button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
            self.without_button.setToolTip(self.tr("The other players are imported; the lines left out are not"
                                                   " players (a sum under the table, say), or are added later."))
            self.without_button.clicked.connect(self._import_without)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.source)
        layout.addWidget(self.summary)
        layout.addWidget(self.unread)
        layout.addWidget(self.table, 1)
        if self.secrets_box is not None:
            layout.addWidget(self.secrets_box)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.problem_list)
        layout.addWidget(self.hint)
        layout.addWidget(self.buttons)

        self._fill_table()
        self._size_columns()
        self.resize(self._good_size())
        fit_to_screen(self)

    def _import_without(self) -> None:
        """Import the roster without its lines that have a problem: the preview is the rest's."""
        assert self._without is not None
        self.preview = self._without
        self.accept()

    # ---------------------------------------------------------------- texts

    def _source_text(self) -> str:
        source = self.preview.source
        if source == PASTED:
            return self.tr("From the pasted text")
        return self.tr("From {0}").format(Path(source).name)

    def summary_text(self) -> str:
        """``12 players read, 2 problems``."""
        count = len(self.preview.rows)
        if self.kind == "roster":
            read = counted(count, self.tr("{0} player read"), self.tr("{0} players read"))
        else:
            read = counted(count, self.tr("{0} guess read"), self.tr("{0} guesses read"))
        problems = len(self.preview.problems)
        if problems == 0:
            found = self.tr("no problems")
        elif problems == 1:
            found = self.tr("1 problem")
        else:
            found = self.tr("{0} problems").format(problems)
        return self.tr("{0}, {1}").format(read, found)

    def _hint_text(self) -> str:
        preview = self.preview
        if isinstance(preview, GuessPreview) and preview.partial:
            # as typed rows: a guess that breaks a rule goes in marked with its reason
            texts = [self.tr("Import enters every guess read, as one step that Undo takes back.")]
            if preview.marked == 1:
                texts.append(self.tr("1 of them breaks a rule: it is entered marked with the reason, as typed"
                                     " guesses are, and scores nothing until corrected."))
            elif preview.marked:
                texts.append(self.tr("{0} of them break a rule: they are entered marked with the reason, "
                                     "as typed guesses are, and score nothing until corrected.").format(preview.marked))
            if preview.unread == 1:
                texts.append(self.tr("1 line cannot be read as a guess and is left out."))
            elif preview.unread:
                texts.append(self.tr("{0} lines cannot be read as a guess and are left out.").format(preview.unread))
            return " ".join(texts)
        if self.preview.source == PASTED:
            return self.tr("Correct the text and paste it again to import it.")
        return self.tr("Correct the file and import it again.")

    # ---------------------------------------------------------------- table

    def row_texts(self) -> list[list[str]]:
        """The cells of the table as shown, row by row."""
        return [
            [
                (self.table.item(row, column) or QTableWidgetItem()).text()
                for column in range(self.table.columnCount())
            ]
            for row in range(self.table.rowCount())
        ]

    def set_show_secrets(self, show: bool) -> None:
        self._show_secrets = show
        if isinstance(self.preview, RosterPreview):
            self._fill_table()

    def _entries(self) -> list[tuple[int, list[str], tuple[ImportProblem, ...]]]:
        """(line, cells, problems) of each row read, and of each line that could not be read."""
        entries: list[tuple[int, list[str], tuple[ImportProblem, ...]]] = []
        preview = self.preview
        if isinstance(preview, RosterPreview):
            for row in preview.rows:
                player = row.player
                secret = player.secret if self._show_secrets else (HIDDEN if player.secret else "")
                cells = [player.name, secret, player.email, player.address.replace("\n", ", ")]
                entries.append((row.line, cells, row.problems))
        else:
            for guess_row in preview.rows:
                guess = guess_row.guess
                entries.append(
                    (guess_row.line, [guess.guesser, guess.target, guess.word], guess_row.problems)
                )
        read = {line for line, _cells, _problems in entries}
        unread: dict[int, list[ImportProblem]] = {}
        for problem in preview.problems:
            if problem.line is not None and problem.line not in read:
                unread.setdefault(problem.line, []).append(problem)
        width = self.table.columnCount() - 2
        for line, problems in unread.items():
            entries.append((line, [""] * width, tuple(problems)))
        entries.sort(key=lambda entry: entry[0])
        return entries

    def _fill_table(self) -> None:
        entries = self._entries()
        self.table.setRowCount(len(entries))
        for row, (line, cells, problems) in enumerate(entries):
            texts = [str(line), *cells, "; ".join(_problem_text(p) for p in problems)]
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                if column == 0:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                    item.setData(_LINE_ROLE, line)
                if problems:
                    item.setBackground(BAD)
                    item.setToolTip("\n".join(rule_text(p.as_message()) for p in problems))
                elif column > 0 and text:
                    item.setToolTip(text)  # the whole text where the column cuts it short
                self.table.setItem(row, column, item)

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        last = self.table.columnCount() - 1
        self.table.resizeColumnsToContents()
        metrics = self.fontMetrics()
        least, most = metrics.horizontalAdvance("M" * 5), metrics.horizontalAdvance("M" * 24)
        for column in range(1, last):
            width = self.table.columnWidth(column)
            self.table.setColumnWidth(column, min(max(width, least), most))
        header.setSectionResizeMode(last, QHeaderView.ResizeMode.Stretch)

    def _good_size(self) -> QSize:
        """Wide enough for the cells and most problems, tall enough for up to 16 rows."""
        metrics = self.fontMetrics()
        last = self.table.columnCount() - 1
        cells = sum(self.table.columnWidth(column) for column in range(last))
        problems = [self.table.item(row, last) for row in range(self.table.rowCount())]
        widest = max(
            (metrics.horizontalAdvance(item.text()) for item in problems if item is not None),
            default=0,
        )
        problem_column = max(widest + 16, metrics.horizontalAdvance(self.tr("Problem")) + 40)
        width = min(max(cells + problem_column + 48, 640), 1200)
        row_height = self.table.verticalHeader().defaultSectionSize()
        rows = min(max(self.table.rowCount(), 4), 16)
        table = rows * row_height + self.table.horizontalHeader().sizeHint().height() + 8
        rest = sum(
            min(widget.sizeHint().height(), widget.maximumHeight()) + 8
            for widget in (self.source, self.summary, self.secrets_box, self.buttons,
                           self.problems_label, self.problem_list, self.hint)
            if widget is not None and not widget.isHidden()
        )
        return QSize(width, min(table + rest + 24, 900))

    def _select_problem_row(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is None:
            return
        line = item.data(_LINE_ROLE)
        if line is None:
            return
        for row in range(self.table.rowCount()):
            cell = self.table.item(row, 0)
            if cell is not None and cell.data(_LINE_ROLE) == line:
                self.table.selectRow(row)
                self.table.scrollToItem(cell)
                return


def _problem_text(problem: ImportProblem) -> str:
    """The problem without its line (the row's first column shows that), in the interface's language."""
    return rule_text(ImportProblem(None, problem.field, problem.message).as_message())

