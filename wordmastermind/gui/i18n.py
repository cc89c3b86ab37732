"""The interface's language: English, German, Dutch or French, with Qt Linguist files.

The source strings are English. The translations are Qt Linguist ``.ts``
files in ``wordmastermind/resources/translations/`` (``wordmastermind_de.ts``,
...); ``tools/update_translations.py`` collects the strings from the code
into them. A ``.ts`` file is built to the ``.qm`` that Qt loads with Qt's
own ``lrelease``, which comes with PySide6: the installer bundle ships
built ``.qm`` files; a checkout builds them on first use into the user's
cache folder (again whenever the ``.ts`` changes). No ``.qm`` is committed.

The language follows the system unless the game master picked one in the
settings. Reports and mails do not follow it: they are in the game's
language. The rules' messages are not Qt's: :func:`rule_text` puts them in
the interface's language from the gettext catalogs (``files/i18n.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

    from wordmastermind.core.messages import Text

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français"}
"""Each interface language by its code, named in itself."""
SOURCE_LANGUAGE = "en"
PREFIX = "wordmastermind_"
_LANGUAGE_PROPERTY = "wordmastermindLanguage"


def translations_folder() -> Path:
    """The ``.ts`` sources (and, in the installed bundle, the built ``.qm`` files)."""
    return Path(__file__).resolve().parent.parent / "resources" / "translations"


def translations_cache() -> Path:
    """Where a checkout's built ``.qm`` files go: ``translations`` in the app's cache folder.

    The same folder as the word lists' cache (``lexicon_store.default_cache_dir``,
    where ``platformdirs`` puts it), found without loading the word lists' code.
    """
    import platformdirs

    return Path(platformdirs.user_cache_dir("wordmastermind", appauthor=False)) / "translations"


def interface_language() -> str:
    """The language the installed translation speaks (English while none is installed)."""
    app = QCoreApplication.instance()
    value = app.property(_LANGUAGE_PROPERTY) if app is not None else None
    return value if isinstance(value, str) and value in LANGUAGES else SOURCE_LANGUAGE


def rule_text(said: Text | BaseException) -> str:
    """A rule message or a refused edit's error, in the interface's language.

    The error's code and params make the sentence (never its English text);
    what is no rule message (a file's error, say) is shown as it is.
    """
    from wordmastermind.files.i18n import render, render_error

    language = interface_language()
    return render_error(said, language) if isinstance(said, BaseException) else render(said, language)


def ts_file(language: str) -> Path:
    return translations_folder() / f"{PREFIX}{language}.ts"


def system_language() -> str:
    """The system's language if the app speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def chosen_language(setting: str) -> str:
    """The language to use for the ``ui/language`` setting ("" follows the system)."""
    return setting if setting in LANGUAGES else system_language()


def qt_tool(name: str) -> str | None:
    """One of Qt's Linguist tools (``lrelease``, ``lupdate``): PySide6's own, or one on the PATH."""
    import shutil

    import PySide6

    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.is_file():
            return str(candidate)
    return shutil.which(f"pyside6-{name}") or shutil.which(name)


def built_translation(language: str, cache: Path) -> Path | None:
    """The ``.qm`` file for ``language``: shipped with the bundle, or built from the ``.ts``.

    ``None`` for English (the source) or when neither can be had; the
    interface is English then.
    """
    import hashlib
    import subprocess

    if language == SOURCE_LANGUAGE:
        return None
    shipped = translations_folder() / f"{PREFIX}{language}.qm"
    if shipped.is_file():
        return shipped
    source = ts_file(language)
    if not source.is_file():
        return None
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = cache / f"{PREFIX}{language}-{digest}.qm"
    if target.is_file():
        return target
    tool = qt_tool("lrelease")
    if tool is None:
        return None
    cache.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".part.qm")
    done = subprocess.run(
        [tool, "-silent", str(source), "-qm", str(partial)],
        capture_output=True, check=False, timeout=60,
    )
    if done.returncode != 0 or not partial.is_file():
        print(f"wordmastermind: cannot build the {language} translation: "
              f"{done.stderr.decode(errors='replace').strip()}", file=sys.stderr)
        return None
    partial.replace(target)
    for old in cache.glob(f"{PREFIX}{language}-*.qm"):
        if old != target:
            old.unlink(missing_ok=True)
    return target


class Translators:
    """The translators installed in the application; switching replaces them.

    ``cache`` is where a checkout's ``.qm`` files are built; by default
    :func:`translations_cache`, found when a translation is first wanted.
    """

    def __init__(self, cache: Path | None = None) -> None:
        self._cache = cache
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def install(self, language: str) -> bool:
        """Use ``language``; False (and English) if its translation cannot be loaded."""
        app = QCoreApplication.instance()
        assert app is not None
        for translator in self._installed:
            app.removeTranslator(translator)
            translator.deleteLater()  # the application's child: it would stay with it
        self._installed = []
        self.language = SOURCE_LANGUAGE
        app.setProperty(_LANGUAGE_PROPERTY, SOURCE_LANGUAGE)
        if language == SOURCE_LANGUAGE:
            return True
        from PySide6.QtCore import QLibraryInfo, QTranslator  # an English start needs neither

        if self._cache is None:
            self._cache = translations_cache()
        built = built_translation(language, self._cache)
        ours = QTranslator(app)
        if built is None or not ours.load(str(built)):
            ours.deleteLater()
            return False
        qt = QTranslator(app)  # Qt's own dialogs and buttons (OK, Cancel, ...)
        if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            self._installed.append(qt)
        else:
            qt.deleteLater()
        app.installTranslator(ours)
        self._installed.append(ours)
        self.language = language
        app.setProperty(_LANGUAGE_PROPERTY, language)
        return True
