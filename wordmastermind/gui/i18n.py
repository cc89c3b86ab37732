"""The interface's language: English, German, Dutch or French, from the gettext catalogs.

The source strings are English. Every text of the app (the widgets' as the
rules', the reports' and the command line's) is translated in one gettext
catalog per language, ``wordmastermind/resources/locale/LANG/LC_MESSAGES/wordmastermind.po``
(``files/i18n.py`` finds it compiled; ``tools/update_catalogs.py`` collects
the texts). The widgets ask Qt (``self.tr()``,
``QCoreApplication.translate()``); :class:`CatalogTranslator` answers Qt from
the catalog by the English alone (Qt's disambiguation, where the code gives
one, is the entry's ``msgctxt``), as Frescobaldi and Picard run a Qt app on
gettext. Qt's own dialogs and buttons keep Qt's shipped translations.

The language follows the system unless the game master picked one in the
settings. Reports and mails do not follow it: they are in the game's
language. :func:`rule_text` puts a rule message in the interface's language.
"""

from __future__ import annotations

import gettext
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLocale, QObject, QTranslator

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from wordmastermind.core.messages import Text

    _Widget = QWidget
else:
    _Widget = object

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "nl": "Nederlands", "fr": "Français"}
"""Each interface language by its code, named in itself."""
SOURCE_LANGUAGE = "en"
_LANGUAGE_PROPERTY = "wordmastermindLanguage"


def interface_language() -> str:
    """The language the installed translation speaks (English while none is installed)."""
    app = QCoreApplication.instance()
    value = app.property(_LANGUAGE_PROPERTY) if app is not None else None
    return value if isinstance(value, str) and value in LANGUAGES else SOURCE_LANGUAGE


def filled(text: str, *values: object) -> str:
    """``text.format(*values)``: a translated text with its values, French eliding ``de`` and ``que`` before
    a value that needs it (``Annuler le retrait d’Amélie``: :func:`~wordmastermind.core.elision.elided`)."""
    if interface_language() == "fr":
        from wordmastermind.core.elision import elided

        text = elided(text, {str(number): value for number, value in enumerate(values)})
    return text.format(*values)


def says_one(count: int) -> bool:
    """Whether the interface's language says ``count`` things in the singular: French says none in it too
    (:func:`~wordmastermind.core.messages.singular`)."""
    from wordmastermind.core.messages import singular

    return singular(count, interface_language())


def counted(count: int, one: str, many: str, *more: object) -> str:
    """``one`` or ``many`` (translated texts, the count their ``{0}``, ``more`` the values after it) as the
    interface's language says ``count`` (:func:`says_one`): ``0 guesses``, French ``0 proposition``."""
    return filled(one if says_one(count) else many, count, *more)


def rule_text(said: Text | BaseException) -> str:
    """A rule message or a refused edit's error, in the interface's language.

    The error's code and params make the sentence (never its English text);
    what is no rule message (a file's error, say) is shown as it is.
    """
    from wordmastermind.files.i18n import render, render_error

    language = interface_language()
    return render_error(said, language) if isinstance(said, BaseException) else render(said, language)


def rule_sentence(said: Text | BaseException) -> str:
    """:func:`rule_text` as a sentence shown on its own (a message box, an error label): it starts with a
    capital and ends with a full stop. Rule messages are made to be said inside a sentence too ("die Partie
    endete nach Runde 2")."""
    text = rule_text(said).strip()
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?…" else text + "."


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


_PHRASES = "Phrase"
"""The context Qt is given for a :class:`Phrase` (the catalog goes by the English: any would do)."""


class Phrase:
    """A text of the interface kept in English with its values, and said in the interface's language each
    time it is shown (``str()``): a name that outlives a language switch, such as an undo step's.

    Made as a translated text is, so that ``tools/update_catalogs.py`` finds it:
    ``Phrase.tr("Play {0}").format(word)``, or
    ``Phrase.translate("WmmSheet", "Round {0} opened").format(number)``. A
    value that is itself a :class:`Phrase`, or a rule message (:func:`rule_text`), is said in the language too.
    """

    __slots__ = ("_source", "_disambiguation", "_values", "_many")

    def __init__(self, source: str, disambiguation: str | None = None, values: tuple[object, ...] = (),
                 many: tuple[int, Phrase] | None = None) -> None:
        self._source = source
        self._disambiguation = disambiguation
        self._values = values
        self._many = many  # the count and the text said if it is not one (Phrase.counted)

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None) -> Phrase:
        return cls(source, disambiguation)

    @classmethod
    def translate(cls, _context: str, source: str, disambiguation: str | None = None) -> Phrase:
        """As ``QCoreApplication.translate``: the catalog goes by the English, not by the class."""
        return cls(source, disambiguation)

    def format(self, *values: object) -> Phrase:
        return Phrase(self._source, self._disambiguation, values, self._many)

    @staticmethod
    def counted(count: int, one: Phrase, many: Phrase, *more: object) -> Phrase:
        """:func:`counted` said in the language it is shown in: ``one`` or ``many`` by ``count`` (their ``{0}``)."""
        return Phrase(one._source, one._disambiguation, (count, *more), (count, many))

    def __str__(self) -> str:
        if self._many is not None and not says_one(self._many[0]):
            return str(self._many[1].format(*self._values))
        text = QCoreApplication.translate(_PHRASES, self._source, self._disambiguation)
        if not self._values:
            return text
        from wordmastermind.core.messages import Message

        return filled(text, *(str(value) if isinstance(value, Phrase) else
                              rule_text(value) if isinstance(value, Message) else value for value in self._values))

    def __repr__(self) -> str:
        return f"Phrase({self._source!r}, values={self._values!r})"


class Retranslating(_Widget):
    """A widget whose texts follow the interface's language, in place (a mixin, before the Qt class).

    The widget sets every text it shows in :meth:`retranslate`, which it calls
    once built; Qt sends each widget a ``LanguageChange`` when the translators
    change (:meth:`Translators.install`), and it calls :meth:`retranslate`
    again. Texts that follow the game (a status, a model's rows) are made
    anew there as well, so nothing stays in the old language and nothing the
    game master typed or chose is lost.
    """

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


QT_GAPS = frozenset((QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")))
"""Texts of Qt's own dialogs that Qt's catalogs lack in a language of the app's (Qt 6.11's file dialog, in
Dutch and French: Qt's catalogs still have them without the shortcut): the app's catalog says them."""


class CatalogTranslator(QTranslator):
    """Qt's translator that answers from a gettext catalog: the English is the key, Qt's class is not.

    A disambiguation (``self.tr("none", "no tiles")``) is the ``msgctxt``.
    What the catalog lacks, and the texts of Qt's own classes (``QDialogButtonBox``,
    ``QFileDialog``...), are left to the next translator: Qt's, then English;
    only the few that Qt's catalogs lack (:data:`QT_GAPS`) are the catalog's.
    """

    def __init__(self, catalog: gettext.NullTranslations, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog  # shared with the rules' messages: read, never changed

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        if not source:
            return None
        if len(context) > 1 and context[0] == "Q" and context[1].isupper() and source not in QT_GAPS:
            return None  # Qt's own text: Qt's catalog says it
        found = self._catalog.pgettext(disambiguation, source) if disambiguation else self._catalog.gettext(source)
        return None if found == source else found  # the catalog lacks it (or keeps it as it is): the next one

    def isEmpty(self) -> bool:
        return False


class Translators:
    """The translators installed in the application; switching replaces them.

    ``cache`` is where a checkout compiles its catalogs; by default
    ``files/i18n.catalogs_cache()`` (an installed app ships them compiled).
    """

    def __init__(self, cache: Path | None = None) -> None:
        self._cache = cache
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def install(self, language: str) -> bool:
        """Use ``language``; False (and English) if its catalog cannot be loaded."""
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
        catalog = interface_catalog(language, self._cache)
        if catalog is None:
            return False
        from PySide6.QtCore import QLibraryInfo  # an English start needs it not

        qt = QTranslator(app)  # Qt's own dialogs and buttons (OK, Cancel, ...)
        if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt)
            self._installed.append(qt)
        else:
            qt.deleteLater()
        ours = CatalogTranslator(catalog, app)
        app.installTranslator(ours)  # the last installed is asked first
        self._installed.append(ours)
        self.language = language
        app.setProperty(_LANGUAGE_PROPERTY, language)
        return True


def interface_catalog(language: str, cache: Path | None = None) -> gettext.GNUTranslations | None:
    """``language``'s compiled catalog (None if there is none, or it cannot be read): the one the rules'
    messages are said from (:func:`~wordmastermind.files.i18n.translation`, read once), unless ``cache``
    names another folder for it."""
    from wordmastermind.files.i18n import built_catalog, translation

    if cache is None:
        shared = translation(language)
        return shared if isinstance(shared, gettext.GNUTranslations) else None
    built = built_catalog(language, cache)
    if built is None:
        return None
    try:
        with built.open("rb") as stream:
            return gettext.GNUTranslations(stream)
    except (OSError, ValueError):
        return None
