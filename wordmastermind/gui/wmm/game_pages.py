"""The pages of an open Wörter-MasterMind game: the status strip, then Game, Rounds, Chart, Words, Players, Sent and
Candidates, each built when it is first shown or asked for.

A game opens at its rounds (a game without players at its Game page): only
that page is built then. The Game page, once built, is its tab itself (a
placeholder holds the tab until then), so that it is found among the tabs
as it always was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from wordmastermind.gui.widgets.lazypage import LazyPage
from wordmastermind.gui.wmm.status_strip import StatusStrip

if TYPE_CHECKING:
    from wordmastermind.gui.settings import AppSettings
    from wordmastermind.gui.widgets.totals_chart import TotalsChart
    from wordmastermind.gui.wmm.candidates_page import CandidatesPage
    from wordmastermind.gui.wmm.game_page import GamePage
    from wordmastermind.gui.wmm.players_page import PlayersPage
    from wordmastermind.gui.wmm.rounds_page import RoundsPage
    from wordmastermind.gui.wmm.sent_page import SentPage
    from wordmastermind.gui.wmm.sheet import WmmSheet
    from wordmastermind.gui.wmm.words_page import WordsPage
    from wordmastermind.gui.word_checker import WordChecker


class GamePages(QObject):
    """The pages of ``sheet``'s game (a part of the sheet, which owns it)."""

    problem = Signal(str)
    """A change the Game page's rules refused, to be shown to the game master."""

    def __init__(self, sheet: WmmSheet) -> None:
        super().__init__(sheet)
        document = sheet._document
        self._document = document
        self._checker: WordChecker | None = sheet.checker
        self._settings: AppSettings | None = sheet.settings
        self._game_page: GamePage | None = None
        self.widget = QWidget()
        self.status = StatusStrip(document)
        self.game = QWidget()
        """The Game tab: a placeholder until the page is built (:attr:`game_page`), then the page."""
        self.rounds: LazyPage[RoundsPage] = LazyPage(sheet._build_rounds_page)
        self.chart: LazyPage[TotalsChart] = LazyPage(sheet._build_chart)
        self.words: LazyPage[WordsPage] = LazyPage(sheet._build_words_page)
        self.candidates: LazyPage[CandidatesPage] = LazyPage(sheet._build_candidates_page)
        self.players: LazyPage[PlayersPage] = LazyPage.of("wordmastermind.gui.wmm.players_page", "PlayersPage", document)
        self.sent: LazyPage[SentPage] = LazyPage.of("wordmastermind.gui.wmm.sent_page", "SentPage", document)
        self.pages = QTabWidget()
        self.pages.setDocumentMode(True)
        for page in (self.game, self.rounds, self.chart, self.words, self.players, self.sent, self.candidates):
            self.pages.addTab(page, "")
        self.pages.currentChanged.connect(self._page_changed)
        layout = QVBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.status)
        layout.addWidget(self.pages, 1)
        self.problem.connect(sheet._show_problem)
        self.retranslate()

    def retranslate(self) -> None:
        """The pages' names in the interface's language (the sheet calls it: this is no widget)."""
        translate = QCoreApplication.translate
        for index, text in enumerate((
            translate("WmmSheet", "G&ame"), translate("WmmSheet", "&Rounds"), translate("WmmSheet", "&Chart"),
            translate("WmmSheet", "&Words"), translate("WmmSheet", "&Players"), translate("WmmSheet", "Sent &Out"),
            translate("WmmSheet", "Ca&ndidates (GM)"),
        )):
            self.pages.setTabText(index, text)
        self.pages.setAccessibleName(translate("WmmSheet", "Pages of the game"))
        self.pages.setAccessibleDescription(translate(
            "WmmSheet", "Game, rounds, chart, words, players, what was sent, and candidates"))

    def build_front_page(self) -> None:
        """Build the page a game opens at, its rounds (without players: the Game page), and bring it to the
        front: the only page built when a game is opened."""
        if self._document.game.players:
            self.rounds.page()
            self.pages.setCurrentWidget(self.rounds)
        else:
            self.pages.setCurrentWidget(self.game_page)

    @property
    def game_built(self) -> bool:
        return self._game_page is not None

    @property
    def game_page(self) -> GamePage:
        """The Game page, built now if it was not yet (and put in its tab's place)."""
        if self._game_page is None:
            from wordmastermind.gui.wmm.game_page import GamePage

            page = self._game_page = GamePage(self._document, checker=self._checker, settings=self._settings)
            page.problem.connect(self.problem)
            pages, placeholder = self.pages, self.game
            index, current = pages.indexOf(placeholder), pages.currentIndex()
            title = pages.tabText(index)
            pages.blockSignals(True)  # the same page stays in front: nothing changed for the window
            pages.removeTab(index)
            pages.insertTab(index, page, title)
            pages.setCurrentIndex(current)
            pages.blockSignals(False)
            placeholder.deleteLater()
            self.game = page
        return self._game_page

    @Slot(int)
    def _page_changed(self, index: int) -> None:
        if self._game_page is None and self.pages.widget(index) is self.game:
            self.game_page  # noqa: B018 (built, in the placeholder's place)
