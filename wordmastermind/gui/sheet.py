"""What the main window needs from a game's tab, whatever the game, and
what every tab does the same way.

Each game is a self-contained sheet: its own document type, file suffix and
undo stack. The main window only calls what is declared here (:class:`Sheet`),
so a new game is a new tab package, not a change to the window. The tabs
extend :class:`SheetBase` (the four side games :class:`SideGameSheet`), which
does the common part once; each says only what differs.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from PySide6.QtCore import QEvent, SignalInstance, Slot
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QFrame, QScrollArea, QStackedWidget, QVBoxLayout, QWidget

from wordmastermind.gui.i18n import Phrase, Retranslating, interface_language
from wordmastermind.gui.widgets.start_panel import StartPanel

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from wordmastermind.core.messages import Table
    from wordmastermind.core.report import Report
    from wordmastermind.files.atomic import Stamp
    from wordmastermind.games import GameKind
    from wordmastermind.gui.document import SnapshotDocument
    from wordmastermind.gui.widgets.report_language import ReportLanguageBox
    from wordmastermind.gui.word_checker import WordChecker


@dataclass(frozen=True)
class FileAction:
    """Something a sheet can write to a file (an export) or read from one (an import)."""

    label: str
    """The menu text, e.g. "Round report as Word…"."""
    file_filter: str
    """For the file dialog, e.g. "Word documents (*.docx)"."""
    default_name: str
    """The file name the dialog suggests (for an import: unused)."""
    run: Callable[[Path], object]
    """Does the work; raises on failure (the message is shown)."""


@dataclass(frozen=True)
class Command:
    """Something a sheet can do that is not about a file, e.g. "Mail the players…"."""

    label: str
    run: Callable[[], object]


class SheetDocument(Protocol):
    undo_stack: QUndoStack
    stamp: Stamp | None
    """The file as it was read or last saved (Save refuses it if it changed since)."""

    @property
    def path(self) -> Path | None: ...

    @property
    def modified(self) -> bool: ...

    def display_name(self) -> str: ...

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def fileStateChanged(self) -> SignalInstance: ...

    def retranslate_history(self) -> None: ...


class Sheet(Protocol):
    kind: ClassVar[str]
    """The document kind in its files (``"wordmastermind"``)."""
    suffix: ClassVar[str]
    """The file suffix, with the dot."""

    @property
    def start_panel(self) -> StartPanel | None:
        """What the sheet shows before a document is open, if anything."""

    @property
    def document(self) -> SheetDocument: ...

    def tab_title(self) -> str: ...

    def file_filter(self) -> str: ...

    def suggested_stem(self) -> str:
        """The file name Save As offers for a game not saved yet (without its suffix)."""

    def new_document(self) -> None: ...

    def open(self, path: Path) -> None: ...

    def save(self, path: Path) -> None: ...

    def recovery_data(self) -> bytes: ...

    def restore(self, data: bytes, path: Path | None) -> None: ...

    def shows_game(self) -> bool:
        """Whether a game is open in the tab."""
        ...

    def close_game(self) -> None:
        """Let the game go; the tab shows its start again."""
        ...

    def exports(self) -> list[FileAction]:
        """What File ▸ Export offers for the open document (empty: nothing yet)."""
        ...

    def imports(self) -> list[FileAction]:
        """What File ▸ Import offers."""
        ...

    def printable_report(self) -> Report | None:
        """What File ▸ Print prints, if anything."""
        ...

    def commands(self) -> list[Command]:
        """What the Game menu offers for the open document."""
        ...

    def edit_actions(self) -> list[QAction]:
        """What the Edit menu offers for the open document, below Undo and Redo."""
        ...


@dataclass(frozen=True)
class SheetTexts:
    """What a tab says in the parts every tab has.

    Each tab writes these with its own ``self.tr`` (in :meth:`SheetBase._texts`),
    so they keep their translations: a text is looked up under the class its
    ``tr`` call is written in (its Qt context).
    """

    title: str
    """The tab's title, and the heading of its start panel."""
    blurb: str
    """What the start panel says the game is."""
    files: str
    """The file dialog's filter, ``{0}`` for the suffix: "RONDO games (*{0})"."""
    reports_in: str | Phrase = ""
    """A side game's undo text for a change of its reports' language, ``{0}`` for the language: a
    :class:`~wordmastermind.gui.i18n.Phrase` (``Phrase.tr``), so that the step follows a language switch."""


class SheetBase(Retranslating, QWidget):
    """A game's tab: a start panel until a game is open, then the tab's content.

    New, Open, Save, Restore and the recovery data go through the document.
    A tab says its :attr:`game_kind` (its kind and suffix follow), its
    :attr:`document_type`, its texts (:meth:`_texts`) and how its content
    comes to the front (:meth:`_show_content`), and adds the reports, files
    and commands it has. A tab with a rules' example has a ``load_demo``
    method (the window looks for it); without one the start panel offers none.
    """

    game_kind: ClassVar[GameKind]
    """The game, from :mod:`wordmastermind.games`."""
    kind: ClassVar[str]
    """The document kind in its files (the game's)."""
    suffix: ClassVar[str]
    """The file suffix, with the dot (the game's)."""
    document_type: ClassVar[type[SnapshotDocument]]
    """The tab's document class (built with ``parent=``)."""
    scrolls: ClassVar[bool] = True
    """Whether the tab scrolls what does not fit a small screen (see :meth:`__init__`)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "game_kind" in cls.__dict__:
            cls.kind = cls.game_kind.kind
            cls.suffix = cls.game_kind.suffix

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        checker: WordChecker | None = None,
        language: str = "en",
    ) -> None:
        """``checker``: the word lists of the game's language (None: no checks);
        ``language``: the interface's, which new games' reports are in if they can be (it follows a
        language switch)."""
        super().__init__(parent)
        self._interface_language = language
        self.checker = checker
        """Checks words against the word lists; None: no checks."""
        self._document = self.document_type(parent=self)
        self.texts = self._texts()
        self.start_panel = StartPanel(self.texts.title, self.texts.blurb)
        if not hasattr(self, "load_demo"):
            self.start_panel.demo_button.hide()  # the game's rules have no example to open
        self._stack = QStackedWidget()
        self._stack.addWidget(self.start_panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self._scrolling(self._stack) if self.scrolls else self._stack)

    @staticmethod
    def _scrolling(content: QWidget) -> QScrollArea:
        """``content`` in a scroll area: on a small screen (a laptop's 1366 x 768 at 150 % leaves 911 x 512)
        the tab scrolls rather than making the window larger than the screen. The tabs share the window, so
        one tab's least size would be every tab's."""
        from PySide6.QtCore import Qt  # the first use of Qt's namespace makes its enums: not at start-up

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)  # as large as the window allows: no scroll bar while it fits
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the tab's own controls
        scroll.setWidget(content)
        return scroll

    # ------------------------------------------------------ what a tab says

    def retranslate(self) -> None:
        """The tab's texts in the interface's language (a tab adds its own after these)."""
        self.texts = self._texts()
        self.start_panel.set_heading(self.texts.title, self.texts.blurb)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._interface_language = interface_language()  # new games' reports follow it
        super().changeEvent(event)

    def _texts(self) -> SheetTexts:
        """The tab's texts, each translated with the tab's own ``self.tr``."""
        raise NotImplementedError

    def _show_content(self) -> None:
        """Bring the game's content to the front, in place of the start panel."""
        raise NotImplementedError

    def _new_game(self) -> object:
        """What New starts with (``None``: a game the set-up makes)."""
        return None

    def _loading(self) -> None:
        """Called before another game is loaded: New, Open, Restore."""

    def _set_up(self) -> None:
        """Called after New: the set-up comes to the front, its first field focused."""

    def _file_stem(self) -> str:
        """The file name the exports start from: the game's file's, else the game's key."""
        path = self._document.path
        return path.stem if path is not None else self.game_kind.key

    def suggested_stem(self) -> str:
        """The file name Save As offers for a game not saved yet: the game's title where it has one (a name
        every system takes), else ``game``."""
        title = self._game_title()
        if not title.strip():
            return "game"
        from wordmastermind.files.mail.eml import safe_file_stem

        return safe_file_stem(title)

    def _game_title(self) -> str:
        """The game's title, if its kind has one."""
        return ""

    # ------------------------------------------------------------ protocol

    @property
    def document(self) -> SnapshotDocument:
        return self._document

    def tab_title(self) -> str:
        return self.texts.title

    def shows_game(self) -> bool:
        """Whether a game is open (its content in front of the start panel)."""
        return self._stack.currentWidget() is not self.start_panel

    def close_game(self) -> None:
        """File ▸ Close: the game goes (no file, no undo history), and the start panel comes to the front."""
        self._loading()
        self._document.replace(self._document.empty(), None)
        self._stack.setCurrentWidget(self.start_panel)

    def file_filter(self) -> str:
        return self.texts.files.format(self.suffix)

    def new_document(self) -> None:
        self._loading()
        self._document.replace(self._new_game(), None)
        self._show_content()
        self._set_up()

    def open(self, path: Path) -> None:
        """Load ``path``; a bad file raises (a DocumentError) and changes nothing."""
        self._loading()
        self._document.open(path)
        self._show_content()

    def save(self, path: Path) -> None:
        self._document.save(path)

    def recovery_data(self) -> bytes:
        return self._document.recovery_data()

    def restore(self, data: bytes, path: Path | None) -> None:
        """Take back autosaved work: unsaved, with the file it belongs to."""
        self._loading()
        self._document.restore(data, path)
        self._show_content()

    def exports(self) -> list[FileAction]:
        return []

    def imports(self) -> list[FileAction]:
        return []

    def printable_report(self) -> Report | None:
        return None

    def commands(self) -> list[Command]:
        return []

    def edit_actions(self) -> list[QAction]:
        return []


class SetUpForm(Protocol):
    """What a side game's tab needs of its set-up form."""

    reports: ReportLanguageBox
    """The language of the game's reports."""


class SideGameSheet(SheetBase):
    """The tab of a game that starts with its set-up (Wachtwoord, RONDO,
    Woordspel, PASSWORD): no game (``None``) until the players are set up,
    one content widget built at once and shown as the document changes, and
    score sheets in the game's own language, which the set-up's
    report-language box changes.
    """

    setup: SetUpForm
    """The set-up form (built by :meth:`_build_content`)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        checker: WordChecker | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(parent, checker=checker, language=language)
        self.content = QWidget()
        """The set-up, the entry and the sheet: what the tab shows once a game is open."""
        self._build_content()
        self._stack.addWidget(self.content)
        self.setup.reports.chosen.connect(self.set_report_language)
        self._document.changed.connect(self._document_changed)
        self._document_changed()
        self.retranslate()  # the tab's texts (its own :meth:`retranslate` sets those of its content)

    def _build_content(self) -> None:
        """Build the tab's widgets into :attr:`content`, :attr:`setup` among them (its
        report-language box sets the game's report language)."""
        raise NotImplementedError

    def _update(self) -> None:
        """Show the game as it now stands."""
        raise NotImplementedError

    @Slot()
    def _document_changed(self) -> None:
        game = self._document.game
        if game is not None or self._document.path is not None:
            self._stack.setCurrentWidget(self.content)
        self._update()

    def _show_content(self) -> None:
        self._stack.setCurrentWidget(self.content)

    def _edit(self, text: str | Phrase, change: Callable[[Any], Any]) -> bool:
        """One undo step (a tab that shows the rules' refusals says how)."""
        self._document.edit(text, change)
        return True

    @Slot(str)
    def set_report_language(self, code: str) -> bool:
        """The game's reports in ``code`` from now on (one undo step); a new game takes it on start."""
        from wordmastermind.gui.widgets.report_language import language_phrase

        game = self._document.game
        if game is None or game.language == code:
            return False
        return self._edit(self.texts.reports_in.format(language_phrase(code)),
                          lambda g: None if g is None else dataclasses.replace(g, language=code))

    def report(self, game_master: bool = False) -> Report | None:
        """The score sheet, in the game's language; ``game_master``: the game master's copy
        (with the secrets, in a game that has any); None before the set-up."""
        game = self._document.game
        if game is None:
            return None
        from wordmastermind.core.report import Audience, ReportRequest

        build: Callable[[Any, ReportRequest], Report] = self.game_kind.reporter.load()
        from wordmastermind.files.i18n import translation

        return build(game, ReportRequest(Audience.GAME_MASTER if game_master else Audience.PLAYERS,
                                         catalogs=translation))

    def game_master_report(self) -> Report | None:
        return self.report(game_master=True)

    def _sheet_name(self, table: Table) -> str:
        """The score sheet's default file name without its suffix, in the game's language
        ("rondo-scoreblad"): the file stem and ``report.<game>.file_sheet`` of the game's ``table``."""
        from wordmastermind.core.messages import Texts, translation
        from wordmastermind.files.i18n import translation as catalogs

        game = self._document.game
        said = translation("en" if game is None else game.language, catalogs)
        return f"{self._file_stem()}-{Texts(table, f'report.{self.game_kind.key}.', said)['file_sheet']}"

    def printable_report(self) -> Report | None:
        return self.report()
