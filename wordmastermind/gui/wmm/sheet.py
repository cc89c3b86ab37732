"""The Wörter-MasterMind tab: game, rounds, chart and words, over one document."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QTabWidget, QVBoxLayout, QWidget

from wordmastermind.core.examples import rules_example
from wordmastermind.core.game import Game, Guess
from wordmastermind.files.gamefile import (
    KIND,
    SUFFIX,
    GameFileError,
    game_from_json,
    game_to_json,
    load_game,
)
from wordmastermind.files.jsonread import dump_json
from wordmastermind.gui.widgets.totals_chart import TotalsChart
from wordmastermind.gui.wmm.document import GameDocument
from wordmastermind.gui.wmm.game_page import GamePage
from wordmastermind.gui.wmm.rounds_page import RoundsPage
from wordmastermind.gui.wmm.status_strip import StatusStrip
from wordmastermind.gui.wmm.words_page import WordsPage


class WmmSheet(QWidget):
    kind = KIND
    suffix = SUFFIX

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = GameDocument(parent=self)
        self.status = StatusStrip(self._document)
        self.game_page = GamePage(self._document)
        self.rounds_page = RoundsPage(self._document)
        self.chart = TotalsChart()
        self.words_page = WordsPage(self._document)
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(self.game_page, self.tr("&Game"))
        self.pages.addTab(self.rounds_page, self.tr("&Rounds"))
        self.pages.addTab(self.chart, self.tr("&Chart"))
        self.pages.addTab(self.words_page, self.tr("&Words"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.status)
        layout.addWidget(self.pages, 1)
        self.game_page.problem.connect(self._show_problem)
        self.rounds_page.pasteProblems.connect(self._paste_problems)
        self._document.changed.connect(self._update_chart)
        self._update_chart()

    @property
    def document(self) -> GameDocument:
        return self._document

    def tab_title(self) -> str:
        return self.tr("Wörter-MasterMind")

    def file_filter(self) -> str:
        return self.tr("Wörter-MasterMind games (*{0})").format(SUFFIX)

    # ------------------------------------------------------------- documents

    def new_document(self) -> None:
        self._document.replace(Game(), None)
        self.pages.setCurrentWidget(self.game_page)

    def load_demo(self) -> None:
        """The rules' own example, as an unsaved game."""
        self._document.replace(rules_example(), None)
        self.rounds_page.show_round(len(self._document.game.rounds))
        self.pages.setCurrentWidget(self.rounds_page)

    def open(self, path: Path) -> None:
        self._document.open(path)
        game = self._document.game
        self.rounds_page.show_round(len(game.rounds) or 1)
        self.pages.setCurrentWidget(self.rounds_page if game.players else self.game_page)

    def save(self, path: Path) -> None:
        self._document.save(path)

    def recovery_data(self) -> bytes:
        return dump_json(game_to_json(self._document.game))

    def restore(self, data: bytes, path: Path | None) -> None:
        """Take back autosaved work: unsaved, with the file it belongs to."""
        game = game_from_json(json.loads(data.decode("utf-8")))
        saved = Game()
        if path is not None:
            try:
                saved = load_game(path)
            except GameFileError:
                path = None  # the file is gone or broken: the work stays unsaved
        self._document.replace(saved, path)
        self._document.edit(self.tr("Restore unsaved work"), lambda _old: game)
        self.rounds_page.show_round(len(game.rounds) or 1)

    # ---------------------------------------------------------------- views

    def _update_chart(self) -> None:
        evaluation = self._document.evaluation
        self.chart.set_data([p.name for p in evaluation.players], [r.totals for r in evaluation.rounds])

    def _show_problem(self, message: str) -> None:
        QMessageBox.warning(self, self.tr("Not possible"), message)

    def _paste_problems(self, problems: list[str], guesses: list[Guess]) -> None:
        shown = "\n".join(problems[:10]) + ("\n…" if len(problems) > 10 else "")
        if not guesses:
            QMessageBox.warning(self, self.tr("Nothing to paste"), shown)
            return
        answer = QMessageBox.question(
            self,
            self.tr("Paste guesses"),
            self.tr("{0} line(s) cannot be read:\n\n{1}\n\nPaste the {2} guess(es) that can?").format(
                len(problems), shown, len(guesses)
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.rounds_page.insert_guesses(guesses)
