"""Drawing word lists for play: A- and B-lists at a chosen difficulty, to print or save.

The lists come from the Dutch common words (no names, no English, with
their accents: ``files/wachtwoord/common_words.py``), which load in a thread
of their own (the first time they are built, a second or so); the dialog
says so meanwhile. A word the game leader does not like can be drawn again
on its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wordmastermind.core.report import Report
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.lists import (
    MAX_ROUNDS,
    Difficulty,
    WordList,
    draw_lists,
    list_labels,
    playable_words,
    replace_word,
    word_lists_report,
)
from wordmastermind.gui.background_work import Cancelled
from wordmastermind.gui.i18n import Retranslating, rule_text
from wordmastermind.gui.report_export import report_formats, write_report_as, written_warnings
from wordmastermind.gui.widgets.screen_fit import fit_to_screen
from wordmastermind.gui.widgets.table_keys import tab_leaves
from wordmastermind.gui.widgets.texts_box import TextsBox


def common_words() -> Mapping[str, float]:
    """The Dutch common words with their frequencies (built into the cache the first time)."""
    from wordmastermind.files.wachtwoord.common_words import load_common_words

    return load_common_words()


class WordsLoader(QThread):
    """Loads the words lists are drawn from, once, off the interface's thread."""

    loaded = Signal(object)
    """The words (a mapping of word to frequency)."""
    failed = Signal(object)
    """The error that stopped them (shown in the interface's language by the receiver)."""

    def __init__(self, load: Callable[[], Mapping[str, float]], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._load = load

    def run(self) -> None:
        from wordmastermind.files.lexicon_store import LexiconError

        try:
            words = self._load()
        except (LexiconError, OSError) as error:
            self.failed.emit(error)
            return
        self.loaded.emit(words)


class WordListsDialog(Retranslating, QDialog):
    """Difficulty and rounds; the lists drawn; save, print, or draw one word again.

    Not modal: it may be open while the interface's language changes, and follows it.
    """

    def __init__(self, parent: QWidget | None = None, *, words: Callable[[], Mapping[str, float]] = common_words,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._words: Mapping[str, float] | None = None
        # The application's, not the dialog's: a dialog deleted with its window while the words still load
        # leaves the thread to end and delete itself (a QThread deleted while it runs ends the program).
        self._loader: WordsLoader | None = WordsLoader(words, QCoreApplication.instance())
        self._loader.loaded.connect(self._words_arrived)
        self._loader.failed.connect(self._words_failed)
        self._loader.finished.connect(self._loader_done)
        self._loader.finished.connect(self._loader.deleteLater)
        self._rng = rng or random.Random()
        self._pools: dict[Difficulty, list[str]] = {}
        self.lists: tuple[WordList, ...] = ()
        self._said: tuple[str, object] = ("", None)
        """What the status line says: a kind (:meth:`_status_text`) and what it is about."""

        self.difficulty = TextsBox()
        for difficulty in (Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD):
            self.difficulty.addItem("", difficulty)
        self.difficulty.setCurrentIndex(1)
        self.rounds = QSpinBox()
        self.rounds.setRange(1, MAX_ROUNDS)
        self.rounds.setValue(3)
        self.language = TextsBox()
        self.language.addItem("", "nl")
        self.language.addItem("", "en")
        self.difficulty_label, self.rounds_label, self.language_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout()
        for label, field in ((self.difficulty_label, self.difficulty), (self.rounds_label, self.rounds),
                             (self.language_label, self.language)):
            label.setBuddy(field)
            form.addRow(label, field)

        self.table = tab_leaves(QTableWidget(len(list_labels()), 0))
        self.table.setVerticalHeaderLabels(list(list_labels()))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.currentCellChanged.connect(self._update_buttons)
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(self.draw)
        self.replace_button = QPushButton()
        self.replace_button.clicked.connect(self.replace_current)
        self.save_button = QPushButton()
        self.save_menu = QMenu(self.save_button)
        for _format in report_formats():
            self.save_menu.addAction("")
        self.save_menu.triggered.connect(self._save_chosen)
        self.save_button.setMenu(self.save_menu)
        self.print_button = QPushButton()
        self.print_button.clicked.connect(self.print_lists)
        row = QHBoxLayout()
        for button in (self.draw_button, self.replace_button, self.save_button, self.print_button):
            row.addWidget(button)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.status)
        layout.addWidget(close)
        self.resize(720, 420)
        self.retranslate()
        fit_to_screen(self)
        self._update_buttons()
        self._loader.start()
        self.draw()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Wachtwoord: word lists for play"))
        self.difficulty.setItemText(0, self.tr("Easy: everyday words"))
        self.difficulty.setItemText(1, self.tr("Medium"))
        self.difficulty.setItemText(2, self.tr("Hard: rarer words"))
        self.language.setItemText(0, self.tr("Dutch"))
        self.language.setItemText(1, self.tr("English"))
        self.difficulty_label.setText(self.tr("&Difficulty:"))
        self.rounds_label.setText(self.tr("&Rounds:"))
        self.language_label.setText(self.tr("Printout in:"))
        self.table.setAccessibleName(self.tr("Word lists"))
        self.table.setAccessibleDescription(self.tr("A column for each list, its words from top to bottom"))
        self.draw_button.setText(self.tr("&Draw new lists"))
        self.replace_button.setText(self.tr("Draw this &word again"))
        self.save_button.setText(self.tr("&Save as…"))
        for action, (suffix, name, file_filter) in zip(self.save_menu.actions(), report_formats(), strict=True):
            action.setText(name)
            action.setData((suffix, file_filter))
        self.print_button.setText(self.tr("&Print…"))
        self.status.setText(self._status_text())

    def _say(self, kind: str, about: object = None) -> None:
        """Show in the status line what :meth:`_status_text` makes of ``kind``, again after a language change."""
        self._said = (kind, about)
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        kind, about = self._said
        if kind == "loading":
            return self.tr("Loading the Dutch word list… (the first time takes a few seconds)")
        if kind == "drawn":
            return self.tr("The fifth word of each list (5*) counts double in the American method. "
                           "Keep the lists out of the guessers' sight.")
        if kind == "written" and isinstance(about, tuple):
            written, report, unprinted = about
            return "\n".join([self.tr("Written: {0}").format(written), *written_warnings(report, unprinted)])
        if kind == "not saved" and isinstance(about, BaseException):
            return self.tr("Not saved: {0}").format(rule_text(about))
        if kind == "refused" and isinstance(about, BaseException):
            return rule_text(about)
        return ""

    # ------------------------------------------------------------- drawing

    def _pool(self) -> list[str] | None:
        difficulty: Difficulty = self.difficulty.currentData()
        if difficulty not in self._pools:
            if self._words is None:
                return None
            self._pools[difficulty] = playable_words(self._words.items(), difficulty)
        return self._pools[difficulty]

    @Slot(object)
    def _words_arrived(self, words: Mapping[str, float]) -> None:
        self._words = words
        if not self.lists:
            self.draw()

    @Slot(object)
    def _words_failed(self, error: BaseException) -> None:
        self._say("refused", error)

    @Slot()
    def _loader_done(self) -> None:
        self._loader = None

    def done(self, result: int) -> None:
        if self._loader is not None:
            self._loader.wait()  # the words' thread ends before the dialog goes
        super().done(result)

    @Slot()
    def draw(self) -> None:
        pool = self._pool()
        if pool is None:
            self._say("loading")
            return
        try:
            self._show(draw_lists(pool, self.rounds.value(), self._rng))
        except WachtwoordError as error:
            self._say("refused", error)

    @Slot()
    def replace_current(self) -> None:
        pool = self._pool()
        column, row = self.table.currentColumn(), self.table.currentRow()
        if pool is None or column < 0 or row < 0:
            return
        try:
            self._show(replace_word(self.lists, column, row, pool, self._rng))
        except WachtwoordError as error:
            self._say("refused", error)
            return
        self.table.setCurrentCell(row, column)

    def _show(self, lists: tuple[WordList, ...]) -> None:
        self.lists = lists
        self.table.clearContents()
        self.table.setColumnCount(len(lists))
        self.table.setHorizontalHeaderLabels([lst.name for lst in lists])
        for column, lst in enumerate(lists):
            for row, word in enumerate(lst.words):
                item = QTableWidgetItem(word)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self._say("drawn")
        self._update_buttons()

    def _update_buttons(self) -> None:
        have = bool(self.lists)
        self.replace_button.setEnabled(have and self.table.currentColumn() >= 0)
        self.save_button.setEnabled(have)
        self.print_button.setEnabled(have)

    # ------------------------------------------------------------- output

    def report(self) -> Report:
        from wordmastermind.files.i18n import translation

        return word_lists_report(self.lists, self.difficulty.currentData(), self.language.currentData(),
                                 catalogs=translation)

    def _save_chosen(self, action: QAction) -> None:
        suffix, file_filter = action.data()
        self.save_as(suffix, file_filter)

    def save_as(self, suffix: str, file_filter: str, path: Path | None = None) -> Path | None:
        """Write the lists as ``suffix``; asks for the file unless ``path`` is given."""
        if path is None:
            name, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the word lists"), f"wachtwoord-lists.{suffix}", file_filter
            )
            if not name:
                return None
            path = Path(name)
        try:
            report = self.report()
            written, unprinted = write_report_as(report, path, suffix, self)
        except Cancelled:
            return None
        except (OSError, ValueError) as error:
            self._say("not saved", error)
            return None
        self._say("written", (written, report, unprinted))  # what its PDF's font could not print, said too
        return written

    def print_lists(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from wordmastermind.gui.printing import print_report, printout_name

        report = self.report()
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(printout_name(report))
        dialog = QPrintDialog(printer, self)
        fit_to_screen(dialog)
        accepted = dialog.exec() == QPrintDialog.DialogCode.Accepted
        dialog.deleteLater()
        if accepted:
            print_report(report, printer)
