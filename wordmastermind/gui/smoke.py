"""A smoke test of the app as shipped: ``wordmastermind-gui --smoke-test OUTDIR``.

It is there to catch a broken bundle (a PyInstaller build that lacks a
module, a Qt plugin or a data file), not to test the game: that is what the
test suite does. Without a screen (offscreen Qt, unless ``QT_QPA_PLATFORM``
says otherwise) and with throw-away settings, recovery and word-list cache
folders, it does what a game master does first:

* builds the main window and opens the rules' example (File ▸ Open the
  Rules' Example);
* writes the round report through File ▸ Export as ``OUTDIR/demo.docx``,
  ``OUTDIR/demo.xlsx`` and ``OUTDIR/demo.pdf`` (each made in the export's
  worker process: the frozen app started again with ``--file-worker``),
  and checks what is in them;
* exports the roster as ``OUTDIR/demo-roster.xlsx`` and reads it back
  in the import's worker process (the frozen app started again with
  ``--file-worker``; pandas and openpyxl, as a roster import does);
* saves the game as ``OUTDIR/demo.wmm`` and opens it again, as a double
  click on a ``.wmm`` file does;
* loads the German word lists (german-nouns and wordfreq, into a temporary
  cache; the frozen app reads the caches it ships) and checks that SALAT is
  a noun, and that the Dutch and French lists are there; builds the French
  lists in the builder's own process (the frozen app: itself, with
  ``--build-word-lists``);
* loads the app's icon, and each interface translation with Qt's own;
* finds the texts of the Help menu (docs/*.md).

It prints one line per check (also into ``OUTDIR/smoke-test.log``) and
returns 0, or prints what failed and returns 1; if it is not done within
five minutes, it ends the process with exit code 2. The user's own
settings, recovery files and cache are never touched. Only the
Wörter-MasterMind tab is built; the other games' tabs stay unbuilt, as at
a normal start.
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import threading
import time
import traceback
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from wordmastermind.core.lexicon import Lexicon
    from wordmastermind.gui.window.main_window import MainWindow
    from wordmastermind.gui.sheet import FileAction

TIMEOUT_SECONDS = 300.0
"""After this the process is ended with exit code 2: a smoke test never hangs a build."""
WORD_LIST_LANGUAGES = ("de", "nl", "fr")


class SmokeFailure(Exception):
    """A check that failed; the message says which and why."""


def run_smoke_test(outdir: Path, *, timeout: float = TIMEOUT_SECONDS) -> int:
    """Run every check, writing into ``outdir``; 0 if all passed, else 1.

    What it prints also goes to ``OUTDIR/smoke-test.log``: a windowed
    program on Windows has no console to print to.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    outdir = Path(outdir)
    _log.clear()
    watchdog = threading.Timer(timeout, _give_up, args=(outdir, timeout))
    watchdog.daemon = True
    watchdog.start()
    started = time.monotonic()
    try:
        _say(f"wordmastermind smoke test ({_how_run()})")
        _Checks(outdir).run()
    except SmokeFailure as failure:
        _fail(f"smoke test FAILED: {failure}")
        return 1
    except Exception:  # noqa: BLE001 - anything else is a failure too, with its traceback
        _fail(traceback.format_exc().rstrip())
        _fail("smoke test FAILED: an unexpected error (above)")
        return 1
    else:
        _say(f"smoke test passed in {time.monotonic() - started:.1f} s")
        return 0
    finally:
        watchdog.cancel()
        _write_log(outdir)


_log: list[str] = []
LOG_NAME = "smoke-test.log"


def _say(line: str) -> None:
    _log.append(line)
    print(line, flush=True)


def _fail(line: str) -> None:
    _log.append(line)
    print(line, file=sys.stderr, flush=True)


def _write_log(outdir: Path) -> None:
    if outdir.is_dir():
        with contextlib.suppress(OSError):  # the log must not change the verdict
            (outdir / LOG_NAME).write_text("\n".join(_log) + "\n", encoding="utf-8")


def _give_up(outdir: Path, timeout: float) -> None:
    _fail(f"smoke test FAILED: not done after {timeout:.0f} s (a dialog waiting?)")
    _write_log(outdir)
    os._exit(2)


def _how_run() -> str:
    if getattr(sys, "frozen", False):
        return f"frozen, {getattr(sys, '_MEIPASS', Path(sys.executable).parent)}"
    return f"from source, Python {sys.version.split()[0]}"


class _Checks:
    def __init__(self, outdir: Path) -> None:
        self.outdir = outdir
        self.errors: list[str] = []
        self.word_list_failures: dict[str, str] = {}

    def run(self) -> None:
        from PySide6.QtWidgets import QApplication

        self.outdir.mkdir(parents=True, exist_ok=True)
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            app = QApplication([sys.argv[0] if sys.argv and sys.argv[0] else "wordmastermind-gui"])
        _say(f"ok  Qt {_qt_version()} on the '{app.platformName()}' platform")
        self.icon()
        with tempfile.TemporaryDirectory(prefix="wordmastermind-smoke-") as scratch:
            window = self.window(app, Path(scratch))
            try:
                self.demo(window)
                self.reports(window)
                self.roster(window)
                self.game_file(window)
                self.word_lists(app, window)
                self.translations(Path(scratch))
                self.docs()
            finally:
                self.close(app, window)

    # -------------------------------------------------------------- checks

    def icon(self) -> None:
        from importlib.resources import files

        from PySide6.QtGui import QImage

        folder = files("wordmastermind").joinpath("resources", "icons")
        for name in ("wordmastermind.svg", "wordmastermind-256.png"):
            resource = folder.joinpath(name)
            if not resource.is_file():
                raise SmokeFailure(f"the app icon {name} is missing")
            image = QImage.fromData(resource.read_bytes())
            if image.isNull():
                raise SmokeFailure(f"the app icon {name} does not load (Qt's image plugins missing?)")
        _say(f"ok  the app icon loads ({image.width()} px PNG and SVG)")

    def window(self, app: QApplication, scratch: Path) -> MainWindow:
        from wordmastermind.files.lexicon_store import load_lexicon
        from wordmastermind.gui.window.main_window import MainWindow
        from wordmastermind.gui.window.recovery import RecoveryStore
        from wordmastermind.gui.settings import AppSettings
        from wordmastermind.gui.word_checker import WordCheckers

        cache = scratch / "cache"

        def load(language: str) -> Lexicon:
            return load_lexicon(language, cache_dir=cache)

        checkers = WordCheckers(load=load)
        checkers.failed.connect(self._word_lists_failed)
        window = MainWindow(
            AppSettings.at(scratch / "settings.ini"), RecoveryStore(scratch / "recovery"), checkers=checkers
        )
        checkers.setParent(window)
        # Errors are collected, not shown in a dialog that no one would close.
        window.show_error = self.errors.append  # type: ignore[method-assign, assignment]
        window.resize(1200, 800)
        window.show()
        app.processEvents()
        _say("ok  the main window is built")
        return window

    def _word_lists_failed(self, language: str, reason: str) -> None:
        self.word_list_failures.setdefault(language, reason)

    def demo(self, window: MainWindow) -> None:
        window.open_demo()
        self._settle()
        game = window.wmm.document.game
        if not game.players or not game.rounds:
            raise SmokeFailure("the rules' example did not open")
        _say(f"ok  the rules' example is open: {len(game.players)} players, {len(game.rounds)} rounds")

    def reports(self, window: MainWindow) -> None:
        from wordmastermind.core.wmm.game import Player

        players: tuple[Player, ...] = window.wmm.document.game.players
        names = [player.name for player in players]
        round_number = window.wmm.report_round()
        for suffix in ("docx", "xlsx", "pdf"):
            action = self._export(window, f"-round-{round_number}.{suffix}")
            path = self.outdir / f"demo.{suffix}"
            path.unlink(missing_ok=True)
            if not window.export_to(action, path):
                raise SmokeFailure(f"{action.label} failed: {self._error()}")
            size = _non_empty(path)
            if suffix == "pdf":
                if not path.read_bytes().startswith(b"%PDF-"):
                    raise SmokeFailure(f"{path} is not a PDF")
            else:
                _holds_names(path, names)
            _say(f"ok  wrote {path} ({size} bytes)")

    def roster(self, window: MainWindow) -> None:
        from wordmastermind.files.wmm.imports import read_roster
        from wordmastermind.gui.background_work import read_in_background

        path = self.outdir / "demo-roster.xlsx"
        path.unlink(missing_ok=True)
        action = self._export(window, "-roster-with-secrets.xlsx")
        if not window.export_to(action, path):
            raise SmokeFailure(f"{action.label} failed: {self._error()}")
        try:
            read = read_in_background(window, path, read_roster, path)
        except (OSError, ValueError, RuntimeError) as error:
            raise SmokeFailure(f"the import's worker process cannot read {path}: {error}") from None
        if read is None:
            raise SmokeFailure(f"reading {path} back was cancelled")
        players = read.players
        expected = window.wmm.document.game.players
        if [(p.name, p.secret) for p in players] != [(p.name, p.secret) for p in expected]:
            raise SmokeFailure(f"the roster read back from {path} is not the one written")
        _say(f"ok  wrote {path} and read it back in the import's worker process ({len(players)} players)")

    def game_file(self, window: MainWindow) -> None:
        path = self.outdir / "demo.wmm"
        path.unlink(missing_ok=True)
        expected = window.wmm.document.game
        window.wmm.save(path)
        _non_empty(path)
        if window.wmm.document.modified:
            raise SmokeFailure("the game is still marked unsaved after saving it")
        if not window.open_path(path):
            raise SmokeFailure(f"{path} does not open again: {self._error()}")
        self._settle()
        game = window.wmm.document.game
        if game.players != expected.players or len(game.rounds) != len(expected.rounds):
            raise SmokeFailure(f"{path} opened as a different game")
        _say(f"ok  saved {path} and opened it again")

    def word_lists(self, app: QApplication, window: MainWindow) -> None:
        from wordfreq import available_languages

        from wordmastermind.core.lexicon import check_noun
        from wordmastermind.files.lexicon_store import source_versions

        checkers = window.checkers
        assert checkers is not None
        checker = checkers.get("de")
        lexicon = checker.lexicon()  # the demo's rounds page may have started the load already
        checker.wait()
        deadline = time.monotonic() + 30
        while lexicon is None and "de" not in self.word_list_failures and time.monotonic() < deadline:
            app.processEvents()  # the loaded lists arrive through the event loop
            lexicon = checker.lexicon()
            time.sleep(0.01)
        if "de" in self.word_list_failures:
            raise SmokeFailure(f"the German word lists do not load: {self.word_list_failures['de']}")
        if lexicon is None:
            raise SmokeFailure("the German word lists did not arrive")
        result = check_noun(lexicon, "SALAT")
        if not result.known:
            raise SmokeFailure(f"the German word lists do not know SALAT: {result.reason}")
        versions = ", ".join(f"{name} {version}" for name, version in source_versions("de").items())
        _say(f"ok  the German word lists load and know SALAT ({versions})")
        self.word_list_builder()
        missing = set(WORD_LIST_LANGUAGES) - set(available_languages(wordlist="large"))
        if missing:
            raise SmokeFailure(f"wordfreq has no lists for {', '.join(sorted(missing))}")
        _say(f"ok  wordfreq has the lists for {', '.join(WORD_LIST_LANGUAGES)}")

    def word_list_builder(self) -> None:
        """The frozen app ships its caches ready-made; its builder (a process of its own) works too."""
        from wordmastermind.core.lexicon import check_word
        from wordmastermind.files.lexicon_store import (
            LexiconError,
            build_cache,
            cache_path,
            decode_cache,
            shipped_cache_dir,
            source_versions,
        )

        if getattr(sys, "frozen", False):
            missing = [lang for lang in WORD_LIST_LANGUAGES if not cache_path(lang, shipped_cache_dir()).is_file()]
            if missing:
                raise SmokeFailure(f"the bundle has no ready-made word lists for {', '.join(missing)}")
            _say(f"ok  the bundle has the word lists ready-made for {', '.join(WORD_LIST_LANGUAGES)}")
        started = time.monotonic()
        try:
            built = decode_cache(build_cache("fr"), "fr", source_versions("fr"))
        except LexiconError as error:
            raise SmokeFailure(f"the word-list builder fails: {error}") from None
        if built is None or not check_word(built, "fromage").known:
            raise SmokeFailure("the word-list builder wrote French lists that do not read back")
        _say(f"ok  the word-list builder works (French in {time.monotonic() - started:.1f} s)")

    def translations(self, scratch: Path) -> None:
        """Each interface language loads from its catalog, shipped compiled (a bundle compiles nothing), with Qt's own."""
        from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

        from wordmastermind.files.i18n import po_file
        from wordmastermind.gui import i18n

        loaded = []
        for language in i18n.LANGUAGES:
            if language == i18n.SOURCE_LANGUAGE:
                continue
            shipped = po_file(language).with_suffix(".mo")
            if getattr(sys, "frozen", False) and not shipped.is_file():
                raise SmokeFailure(f"the {language} catalog is not shipped compiled ({shipped})")
            translators = i18n.Translators(scratch / "catalogs")
            if not translators.install(language):
                raise SmokeFailure(f"the {language} catalog does not load")
            said = QCoreApplication.translate("MainWindow", "&File")
            translators.install(i18n.SOURCE_LANGUAGE)
            if said == "&File":
                raise SmokeFailure(f"the {language} catalog does not translate the interface")
            qt = QTranslator()
            if not qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                raise SmokeFailure(f"Qt's own {language} translation (qtbase_{language}.qm) is missing")
            loaded.append(language)
        _say(f"ok  the interface translations load: {', '.join(loaded)} (and Qt's own)")

    def docs(self) -> None:
        """The texts of the Help menu: docs/ in the bundle (or the checkout)."""
        names = ["rules.md", "file-formats.md"]
        translated: tuple[str, ...] = ()  # the languages of the translated pages
        try:
            from wordmastermind.gui.help_dialog import FILES, TRANSLATED, docs_folder
        except ImportError:  # an older version without a Help menu: where it would look
            import wordmastermind

            bundle = getattr(sys, "_MEIPASS", None)
            folder: Path | None = (
                Path(bundle) / "docs" if bundle else Path(wordmastermind.__file__).resolve().parent.parent / "docs"
            )
        else:
            names = sorted(set(names) | set(FILES.values()))
            folder = docs_folder()
            translated = TRANSLATED
        if folder is None:
            raise SmokeFailure("the Help menu's docs folder is missing")
        missing = [name for name in names if not (folder / name).is_file()]
        missing += [f"{language}/{name}" for language in translated for name in (FILES["rules"], FILES["first-game"])
                    if not (folder / language / name).is_file()]
        if missing:
            raise SmokeFailure(f"{folder} lacks {', '.join(missing)}")
        _say(f"ok  the Help menu's texts are there ({', '.join(names)}; in {', '.join(translated) or 'English only'})")

    def close(self, app: QApplication, window: MainWindow) -> None:
        for sheet in window.sheets:
            sheet.document.undo_stack.setClean()  # never ask about unsaved changes here
        window.close()
        window.deleteLater()
        app.processEvents()

    # ------------------------------------------------------------- helpers

    def _export(self, window: MainWindow, ending: str) -> FileAction:
        actions = window.wmm.exports()
        found = next((a for a in actions if a.default_name.endswith(ending)), None)
        if found is None:
            offered = ", ".join(a.default_name for a in actions) or "nothing"
            raise SmokeFailure(f"File ▸ Export offers no *{ending} (it offers {offered})")
        return found

    def _error(self) -> str:
        return self.errors[-1] if self.errors else "no message"

    def _settle(self) -> None:
        from PySide6.QtWidgets import QApplication

        for _ in range(3):
            QApplication.processEvents()
        if self.errors:
            raise SmokeFailure(self.errors[-1])


def _qt_version() -> str:
    from PySide6 import __version__ as pyside
    from PySide6.QtCore import qVersion

    return f"{qVersion()}, PySide6 {pyside}"


def _non_empty(path: Path) -> int:
    if not path.is_file():
        raise SmokeFailure(f"{path} was not written")
    size = path.stat().st_size
    if size == 0:
        raise SmokeFailure(f"{path} is empty")
    return size


def _holds_names(path: Path, names: list[str]) -> None:
    """A .docx or .xlsx is a zip of XML parts: one of them must name the players."""
    try:
        with zipfile.ZipFile(path) as archive:
            text = "".join(
                archive.read(name).decode("utf-8", "replace")
                for name in archive.namelist()
                if name.endswith(".xml")
            )
    except zipfile.BadZipFile:
        raise SmokeFailure(f"{path} is not a valid {path.suffix} file") from None
    absent = [name for name in names if name not in text]
    if absent:
        raise SmokeFailure(f"{path} does not name {', '.join(absent)}")
