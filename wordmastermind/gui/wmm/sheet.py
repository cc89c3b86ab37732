"""The Wörter-MasterMind tab: game, rounds, chart and words, over one document."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from wordmastermind.gui.i18n import Phrase
from wordmastermind.gui.settings import AppSettings
from wordmastermind.gui.sheet import Command, FileAction, SheetBase, SheetTexts
from wordmastermind.games import WMM
from wordmastermind.gui.wmm.document import GameDocument

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QTabWidget

    from wordmastermind.core.report import Report
    from wordmastermind.core.wmm.game import Game
    from wordmastermind.gui.mail.correction_dialog import CorrectionDialog
    from wordmastermind.gui.mail.dialog import MailDialog
    from wordmastermind.gui.wmm.sent_watch import Changed, SentWatch
    from wordmastermind.gui.word_checker import WordChecker, WordCheckers
    from wordmastermind.gui.widgets.totals_chart import TotalsChart
    from wordmastermind.gui.wmm.candidates_page import CandidatesPage
    from wordmastermind.gui.wmm.game_page import GamePage
    from wordmastermind.gui.wmm.game_pages import GamePages
    from wordmastermind.gui.wmm.players_page import PlayersPage
    from wordmastermind.gui.wmm.rounds_page import RoundsPage
    from wordmastermind.gui.wmm.sent_page import SentPage
    from wordmastermind.gui.wmm.status_strip import StatusStrip
    from wordmastermind.gui.wmm.words_page import WordsPage


class WmmSheet(SheetBase):
    """The sheet: a start panel until a game is open, then the game's pages.

    The pages are built when first needed, so the app starts fast.
    """

    game_kind = WMM
    document_type = GameDocument
    scrolls = False  # its pages fit a small screen (their tables scroll), and it is built before the first frame
    _document: GameDocument

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        settings: AppSettings | None = None,
        checker: WordChecker | None = None,
        checkers: WordCheckers | None = None,
        language: str = "en",
    ) -> None:
        """``checkers``: the app's word lists, of which the game's language's check its words
        (``checker``: one checker for every game); ``language``: the interface's, which a new
        game's reports are in."""
        super().__init__(parent, checker=checker, language=language)
        if checkers is not None and checker is None:
            from wordmastermind.gui.wmm.word_lists import GameWordChecker

            self.checker = GameWordChecker(checkers, self._document, self)
        self.settings = settings
        self._content: GamePages | None = None
        self._chart_stale = False  # the game changed while the chart was not shown
        self._sent_watch: SentWatch | None = None  # made when first asked what changed after it went out
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if self._content is not None:
            self._content.retranslate()

    def _texts(self) -> SheetTexts:
        return SheetTexts(
            self.tr("Wörter-MasterMind"),
            self.tr(
                "Every player picks a secret word; each round they guess at the others' "
                "words, and this app marks the guesses with + and o and keeps the score."
            ),
            files=self.tr("Wörter-MasterMind games (*{0})"),
        )

    def content(self) -> GamePages:
        """The game's pages, built and brought to the front."""
        if self._content is None:
            from wordmastermind.gui.wmm.game_pages import GamePages

            self._content = GamePages(self)
            self._stack.addWidget(self._content.widget)
            self._stack.setCurrentWidget(self._content.widget)  # laid out (an empty Game tab in front) ...
            self._content.build_front_page()  # ... so the page a game opens at is built at its size
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

        page = RoundsPage(self._document, checker=self.checker, settings=self.settings)
        page.pasteBlock.connect(self._paste_block)
        page.round_model.refused.connect(self._show_problem)
        page.correctionWanted.connect(self.send_correction)
        return page

    def _build_chart(self) -> TotalsChart:
        from wordmastermind.gui.widgets.totals_chart import TotalsChart

        chart = TotalsChart()
        self._document.changed.connect(self._chart_changed)
        assert self._content is not None
        self._content.chart.shown.connect(self._chart_shown)
        self._update_chart(chart)
        return chart

    def _build_candidates_page(self) -> CandidatesPage:
        from wordmastermind.gui.wmm.candidates_page import CandidatesPage

        return CandidatesPage(self._document, self.checker)

    @property
    def candidates_page(self) -> CandidatesPage:
        return self.content().candidates.page()

    def _build_words_page(self) -> WordsPage:
        from wordmastermind.gui.wmm.words_page import WordsPage

        return WordsPage(self._document)

    @property
    def rounds_page(self) -> RoundsPage:
        return self.content().rounds.page()

    @property
    def chart(self) -> TotalsChart:
        chart = self.content().chart.page()
        if self._chart_stale:
            self._update_chart(chart)
        return chart

    @property
    def sent_page(self) -> SentPage:
        """The log of what went out to the players (built when first needed)."""
        return self.content().sent.page()

    def show_sent(self) -> SentPage:
        """Bring the Sent page to the front."""
        page = self.sent_page
        self.pages.setCurrentWidget(self.content().sent)
        return page

    @property
    def words_page(self) -> WordsPage:
        page = self.content().words.page()
        page.catch_up()
        return page

    def edit_actions(self) -> list[QAction]:  # Delete Guess and Find, once the rounds page is there
        return self.rounds_page.edit_actions() if self._content and self._content.rounds.built else []

    def show_rounds(self, number: int | None = None) -> RoundsPage:
        """Bring the rounds page to the front, at round ``number`` if given."""
        page = self.rounds_page
        if number is not None:
            page.show_round(number)
        self.pages.setCurrentWidget(self.content().rounds)
        return page

    # ------------------------------------------------------------- documents

    def _new_game(self) -> Game:
        """An empty game, its reports in the interface's language, its words German nouns as the rules say."""
        from wordmastermind.core.wmm.game import NEW_GAME_WORDS, REPORT_LANGUAGES, Game, Settings

        language = self._interface_language
        return Game(Settings(language=language if language in REPORT_LANGUAGES else "en", words_in=NEW_GAME_WORDS))

    def _show_content(self) -> None:
        self.content()

    def _game_title(self) -> str:
        return self._document.game.settings.title

    def _set_up(self) -> None:
        self.pages.setCurrentWidget(self.game_page)
        self.game_page.title.setFocus()

    def load_demo(self) -> None:
        """The rules' own example, as an unsaved game: title and reports in the interface's language, its
        words German nouns as a new game's."""
        from dataclasses import replace

        from wordmastermind.core.wmm.examples import rules_example

        example, new = rules_example(), self._new_game().settings
        title = self.tr("Joes Wörter-MasterMind: the rules' example")
        settings = replace(example.settings, language=new.language, words_in=new.words_in, title=title)
        self._document.replace(example.with_settings(settings), None)
        self.show_rounds(len(self._document.game.rounds))

    def open(self, path: Path) -> None:
        super().open(path)
        content = self._show_last_round()
        content.pages.setCurrentWidget(content.rounds if self._document.game.players else content.game_page)

    def restore(self, data: bytes, path: Path | None) -> None:
        super().restore(data, path)
        self._show_last_round()

    def _show_last_round(self) -> GamePages:  # a rounds page not built yet starts there when it is
        content = self.content()
        if content.rounds.built:
            content.rounds.page().show_round(len(self._document.game.rounds) or 1)
        return content

    # ------------------------------------------------------ reports, files

    def report_round(self) -> int:
        """The round to report: the one on screen, else the last one entered."""
        evaluated = self._document.evaluation.round
        if self._content is not None and self._content.rounds.built:
            shown = self.rounds_page.current_round()
            if 1 <= shown <= evaluated:
                return shown
        return evaluated

    def round_report(self, *, overview: bool = False) -> Report | None:
        """The players' report of the round chosen (through the one door, the game's player view), or the
        game master's overview."""
        from wordmastermind.core.wmm.player_view import player_view
        from wordmastermind.core.wmm.round_report import overview_report, round_report
        from wordmastermind.files.i18n import translation

        number = self.report_round()
        if number < 1:
            return None
        language = self._document.game.settings.language
        if overview:
            return overview_report(self._document.evaluation, number, language=language, catalogs=translation)
        return round_report(player_view(self._document.evaluation, number), language=language,
                            catalogs=translation)

    def lot_report(self) -> Report | None:
        """The lot for round 1, once it is drawn (and fits the roster)."""
        from wordmastermind.core.wmm.lot_report import lot_report
        from wordmastermind.core.wmm.player_view import player_view
        from wordmastermind.files.i18n import translation

        game = self._document.game
        if game.lot is None:
            return None
        try:
            return lot_report(player_view(self._document.evaluation, 0), catalogs=translation)
        except ValueError:
            return None

    def printable_report(self) -> Report | None:
        """The round report; before round 1, the lot."""
        return self.round_report() or self.lot_report()

    def _file_stem(self) -> str:
        from wordmastermind.gui.wmm.report_files import file_stem

        return file_stem(self._document.path, self._document.game.settings.language)

    def exports(self) -> list[FileAction]:
        game = self._document.game
        if not game.players:
            return []
        from wordmastermind.gui.wmm.report_files import report_exports, roster_name

        base = self._file_stem()
        lot = self.lot_report if self.lot_report() is not None else None
        actions = report_exports(base, game.settings.language, self.report_round(),
                                 lambda overview: self.round_report(overview=overview), lot, self)
        for with_secrets in (False, True):
            for suffix, file_filter in (
                ("xlsx", self.tr("Excel workbooks (*.xlsx)")),
                ("csv", self.tr("CSV files (*.csv)")),
            ):
                label = (
                    self.tr("Roster with secret words as {0}…")
                    if with_secrets
                    else self.tr("Roster without secret words as {0}…")
                ).format(suffix.upper())
                name = roster_name(base, game.settings.language, with_secrets, suffix)
                actions.append(FileAction(label, file_filter, name,
                                          partial(self._export_roster, with_secrets=with_secrets, suffix=suffix)))
        return actions

    def _export_roster(self, path: Path, with_secrets: bool, suffix: str) -> None:
        """The roster as a spreadsheet: an Excel file made in the worker process (openpyxl), CSV at once."""
        from wordmastermind.files.atomic import atomic_write
        from wordmastermind.files.outputs import check_output
        from wordmastermind.files.wmm.roster_export import roster_bytes
        from wordmastermind.gui.background_work import make_in_background

        if path.suffix.lower() not in (".xlsx", ".csv"):
            path = path.with_name(f"{path.name}.{suffix}")
        check_output(path)
        players, language = self._document.game.players, self._document.game.settings.language
        if path.suffix.lower() == ".xlsx":
            data = make_in_background(self, path, roster_bytes, players, path, with_secrets=with_secrets,
                                      language=language)
        else:
            data = roster_bytes(players, path, with_secrets=with_secrets, language=language)
        atomic_write(path, data, keep_backup=False)

    def commands(self) -> list[Command]:
        if self._document.evaluation.round < 1 and self._document.game.lot is None:
            return []
        from wordmastermind.gui.wmm.departure_actions import can_depart, take_over_command, withdraw_command
        from wordmastermind.gui.wmm.mailbox import fetch_guesses, remind_players

        commands = [Command(self.tr("&Mail the Players…"), self.mail_players),
                    Command(self.tr("&Fetch Guesses from the Mailbox…"),
                            lambda: fetch_guesses(self, self._import_round())),
                    Command(self.tr("&Remind Players…"), lambda: remind_players(self, self._import_round()))]
        if can_depart(self._document.game):  # players who come and go: issue 29
            departures = self.game_page.departures
            commands += [Command(withdraw_command(), departures.withdraw),
                         Command(take_over_command(), departures.take_over)]
        if self.changed_after_sending().rounds:  # a round changed after its report went out
            commands.append(Command(self.tr("Send a &Correction…"), self.send_correction))
        return commands

    def changed_after_sending(self) -> Changed:
        """The rounds changed after their report went out, as the game is now."""
        from wordmastermind.gui.wmm.sent_watch import SentWatch

        if self._content and self._content.rounds.built:  # what its page's watch worked out already, kept
            return self.rounds_page.sent_watch.watch_of.changed(self._document.evaluation)
        if self._sent_watch is None:
            self._sent_watch = SentWatch()
        return self._sent_watch.changed(self._document.evaluation)

    def send_correction(self, first: int = 0) -> CorrectionDialog | None:
        """Open the corrections from round ``first`` on (0: the first round changed after it went out)."""
        from wordmastermind.gui.wmm.mailbox import send_correction

        changed = self.changed_after_sending()
        first = first or changed.first
        if not first:
            return None
        postal = list(dict.fromkeys(name for names in changed.postal.values() for name in names))
        return send_correction(self, first, postal)

    def mail_players(self) -> MailDialog:
        """Open the mail dialog for the round reported (before round 1: the lot): :mod:`.mailbox`."""
        from wordmastermind.gui.wmm.mailbox import mail_players

        return mail_players(self)

    def imports(self) -> list[FileAction]:
        from wordmastermind.files.tables.grid import IMPORT_PATTERNS

        file_filter = self.tr("Spreadsheets and CSV ({0})").format(IMPORT_PATTERNS)
        actions = [FileAction(self.tr("Players from a spreadsheet…"), file_filter, "", self.import_roster)]
        game = self._document.game
        if game.players and (game.lot is not None or game.rounds):
            number = self._import_round()
            actions.append(
                FileAction(
                    self.tr("Guesses of round {0} from a spreadsheet…").format(number),
                    file_filter,
                    "",
                    partial(self.import_guesses, number=number),
                )
            )
        return actions

    def _import_round(self) -> int:
        """The round shown, or the next one to enter."""
        if self._content is not None and self._content.rounds.built:
            return self.rounds_page.current_round()
        evaluation = self._document.evaluation
        return evaluation.round if evaluation.game_over else evaluation.round + 1

    def import_roster(self, source: Path) -> bool:
        """Read players (in a worker, with Cancel), show the preview, and on OK make
        them the roster (one undo step)."""
        from wordmastermind.files.wmm.imports import RosterPreview, preview_roster
        from wordmastermind.gui.background_work import read_in_background
        from wordmastermind.gui.import_dialog import ImportPreviewDialog

        game = self._document.game
        preview = read_in_background(self, source, preview_roster, source, game.settings.word_rules, game)
        if preview is None:
            return False
        dialog = ImportPreviewDialog(preview, "roster", self)
        accepted = dialog.exec() == ImportPreviewDialog.DialogCode.Accepted
        imported = dialog.preview  # without its lines that have a problem, if the game master chose so
        dialog.deleteLater()
        if not accepted or not isinstance(imported, RosterPreview):
            return False
        players = imported.players
        self._document.edit(
            Phrase.tr("Import {0} players").format(len(players)),
            lambda game: game.with_players(players),
        )
        self.pages.setCurrentWidget(self.game_page)
        return True

    def import_guesses(self, source: Path | str, number: int, *, add: bool = False) -> bool:
        """Read a round's guesses (a file, or pasted text), preview, and on OK enter them.

        A file replaces the round, and is read in a worker (with Cancel); with
        ``add`` (a paste) they join it.
        """
        from wordmastermind.files.wmm.imports import GuessPreview, preview_guesses
        from wordmastermind.gui.background_work import read_in_background
        from wordmastermind.gui.import_dialog import ImportPreviewDialog

        game = self._document.game
        preview: GuessPreview | None
        if isinstance(source, str):
            preview = preview_guesses(source, game, number, add=add)
        else:
            preview = read_in_background(self, source, preview_guesses, source, game, number, add=add)
            if preview is None:
                return False
        dialog = ImportPreviewDialog(preview, "guesses", self)
        accepted = dialog.exec() == ImportPreviewDialog.DialogCode.Accepted
        dialog.deleteLater()
        if not accepted:
            return False
        round_ = preview.as_round()
        label = Phrase.tr("Paste {0} guesses into round {1}") if add else Phrase.tr("Import round {1}")
        self._document.edit(
            label.format(len(preview.rows), number),
            lambda game: game.with_round(number, round_),
        )
        self.show_rounds(number)
        return True

    # ---------------------------------------------------------------- views

    def _chart_changed(self) -> None:
        """Follow the game while the chart is shown; else catch up when it is (an edit stays fast)."""
        page = self._content.chart if self._content is not None else None
        if page is not None and page.isVisible():
            self._update_chart(page.page())
        else:
            self._chart_stale = True

    def _chart_shown(self) -> None:
        if self._chart_stale and self._content is not None:
            self._update_chart(self._content.chart.page())

    def _update_chart(self, chart: TotalsChart) -> None:
        self._chart_stale = False
        evaluation = self._document.evaluation
        chart.set_data([p.name for p in evaluation.players], [r.totals for r in evaluation.rounds])

    def _paste_block(self, text: str, number: int) -> None:
        """Pasted lines of guesses: previewed, then added to round ``number``."""
        self.import_guesses(text, number, add=True)

    def _show_problem(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox  # message boxes are loaded when one is shown

        QMessageBox.warning(self, self.tr("Not possible"), message)
