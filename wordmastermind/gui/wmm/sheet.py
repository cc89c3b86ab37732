"""The Wörter-MasterMind tab: game, rounds, chart and words, over one document."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox, QStackedWidget, QVBoxLayout, QWidget

from wordmastermind.core.game import Game, Guess
from wordmastermind.files.kinds import WMM_KIND, WMM_SUFFIX
from wordmastermind.gui.start_panel import StartPanel
from wordmastermind.gui.wmm.document import GameDocument

if TYPE_CHECKING:
    from PySide6.QtWidgets import QTabWidget

    from wordmastermind.gui.lazypage import LazyPage
    from wordmastermind.gui.widgets.totals_chart import TotalsChart
    from wordmastermind.gui.wmm.game_page import GamePage
    from wordmastermind.gui.wmm.rounds_page import RoundsPage
    from wordmastermind.gui.wmm.status_strip import StatusStrip
    from wordmastermind.gui.wmm.words_page import WordsPage



class WmmSheet(QWidget):
    """The sheet: a start panel until a game is open, then the game's pages.

    The pages are built when first needed, so the app starts fast.
    """

    kind = WMM_KIND
    suffix = WMM_SUFFIX

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._document = GameDocument(parent=self)
        self.start_panel = StartPanel(
            self.tr("Wörter-MasterMind"),
            self.tr(
                "Every player picks a secret word; each round they guess at the others' "
                "words, and this app marks the guesses with + and o and keeps the score."
            ),
        )
        self._stack = QStackedWidget()
        self._stack.addWidget(self.start_panel)
        self._content: _Content | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._stack)

    def content(self) -> _Content:
        """The game's pages, built and brought to the front."""
        if self._content is None:
            self._content = _Content(self)
            self._stack.addWidget(self._content.widget)
        self._stack.setCurrentWidget(self._content.widget)
        return self._content

    @property
    def status(self) -> StatusStrip:
        return self.content().status

    @property
    def game_page(self) -> GamePage:
        return self.content().game_page

    @property
    def pages(self) -> QTabWidget:
        return self.content().pages

    def _build_rounds_page(self) -> RoundsPage:
        from wordmastermind.gui.wmm.rounds_page import RoundsPage

        page = RoundsPage(self._document)
        page.pasteProblems.connect(self._paste_problems)
        return page

    def _build_chart(self) -> TotalsChart:
        from wordmastermind.gui.widgets.totals_chart import TotalsChart

        chart = TotalsChart()
        self._document.changed.connect(self._update_chart)
        self._update_chart(chart)
        return chart

    def _build_words_page(self) -> WordsPage:
        from wordmastermind.gui.wmm.words_page import WordsPage

        return WordsPage(self._document)

    @property
    def rounds_page(self) -> RoundsPage:
        return self.content().rounds.page()

    @property
    def chart(self) -> TotalsChart:
        return self.content().chart.page()

    @property
    def words_page(self) -> WordsPage:
        return self.content().words.page()

    def show_rounds(self, number: int | None = None) -> RoundsPage:
        """Bring the rounds page to the front, at round ``number`` if given."""
        page = self.rounds_page
        if number is not None:
            page.show_round(number)
        self.pages.setCurrentWidget(self.content().rounds)
        return page

    @property
    def document(self) -> GameDocument:
        return self._document

    def tab_title(self) -> str:
        return self.tr("Wörter-MasterMind")

    def file_filter(self) -> str:
        return self.tr("Wörter-MasterMind games (*{0})").format(WMM_SUFFIX)

    # ------------------------------------------------------------- documents

    def new_document(self) -> None:
        self._document.replace(Game(), None)
        self.pages.setCurrentWidget(self.game_page)
        self.game_page.title.setFocus()

    def load_demo(self) -> None:
        """The rules' own example, as an unsaved game."""
        from wordmastermind.core.examples import rules_example

        self._document.replace(rules_example(), None)
        self.show_rounds(len(self._document.game.rounds))

    def open(self, path: Path) -> None:
        self._document.open(path)
        game = self._document.game
        self.rounds_page.show_round(len(game.rounds) or 1)
        content = self.content()
        content.pages.setCurrentWidget(content.rounds if game.players else content.game_page)

    def save(self, path: Path) -> None:
        self._document.save(path)

    def recovery_data(self) -> bytes:
        from wordmastermind.files.gamefile import game_to_json
        from wordmastermind.files.jsonread import dump_json

        return dump_json(game_to_json(self._document.game))

    def restore(self, data: bytes, path: Path | None) -> None:
        """Take back autosaved work: unsaved, with the file it belongs to."""
        import json

        from wordmastermind.files.gamefile import GameFileError, game_from_json, load_game

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

    def _update_chart(self, chart: TotalsChart | None = None) -> None:
        evaluation = self._document.evaluation
        (chart or self.chart).set_data(
            [p.name for p in evaluation.players], [r.totals for r in evaluation.rounds]
        )

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


class _Content:
    """The pages of an open game: status strip, then Game, Rounds, Chart, Words."""

    def __init__(self, sheet: WmmSheet) -> None:
        from PySide6.QtWidgets import QTabWidget

        from wordmastermind.gui.lazypage import LazyPage
        from wordmastermind.gui.wmm.game_page import GamePage
        from wordmastermind.gui.wmm.status_strip import StatusStrip

        document = sheet.document
        self.widget = QWidget()
        self.status = StatusStrip(document)
        self.game_page = GamePage(document)
        self.rounds: LazyPage[RoundsPage] = LazyPage(sheet._build_rounds_page)
        self.chart: LazyPage[TotalsChart] = LazyPage(sheet._build_chart)
        self.words: LazyPage[WordsPage] = LazyPage(sheet._build_words_page)
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        self.pages.addTab(self.game_page, sheet.tr("&Game"))
        self.pages.addTab(self.rounds, sheet.tr("&Rounds"))
        self.pages.addTab(self.chart, sheet.tr("&Chart"))
        self.pages.addTab(self.words, sheet.tr("&Words"))
        layout = QVBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.pages, 1)
        self.game_page.problem.connect(sheet._show_problem)
