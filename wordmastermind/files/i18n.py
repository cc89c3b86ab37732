"""The gettext catalogs: every text of the app, its reports, mails and command line, in German, Dutch and French.

One catalog per language,
``wordmastermind/resources/locale/LANG/LC_MESSAGES/wordmastermind.po``, which
``tools/update_catalogs.py`` keeps in step with the code. The English of the
rules' messages and the reports' texts is the core's message tables
(:mod:`wordmastermind.core.messages`); their entries have the message's code
as ``msgctxt``. The interface's texts are there too (``gui/i18n.py`` reads
them). A ``.po`` is compiled to the ``.mo`` that :mod:`gettext` reads: the
wheel and the installer bundle ship them compiled, next to the ``.po``; a
checkout compiles them on first use into the user's cache folder, again
whenever the ``.po`` changes. No ``.mo`` is committed.

:func:`render` gives a rule message in a language; :func:`environment_language`
is the language the command line speaks, read from the environment as
gettext reads it.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the interface reads its catalog without the rules' messages
    from wordmastermind.core import messages

SOURCE_LANGUAGE = "en"
LANGUAGES = ("de", "nl", "fr")
"""The languages with a catalog (English is the source)."""
LANGUAGE_TAGS = {"de": "de-DE", "en": "en-GB", "nl": "nl-NL", "fr": "fr-FR"}
"""The tag a document declares for the language of its texts: a word processor checks their spelling in it."""
DOMAIN = "wordmastermind"


def tables() -> dict[str, messages.Table]:
    """Every table of the rules' messages and the reports' texts, by where it is (``cli/messages.all_tables`` adds the command line's)."""
    from wordmastermind.core import messages
    from wordmastermind.core.password.messages import PASSWORD
    from wordmastermind.core.password.report import PASSWORD_REPORT
    from wordmastermind.core.rondo.messages import RONDO
    from wordmastermind.core.rondo.report import RONDO_REPORT
    from wordmastermind.core.wachtwoord.lists import LISTS_REPORT
    from wordmastermind.core.wachtwoord.messages import WACHTWOORD
    from wordmastermind.core.wachtwoord.report import WACHTWOORD_REPORT
    from wordmastermind.core.woordspel.messages import WOORDSPEL
    from wordmastermind.core.wmm.correction import CORRECTION
    from wordmastermind.core.wmm.intake import INTAKE
    from wordmastermind.core.wmm.letter import LETTER
    from wordmastermind.core.wmm.mail_guesses import MAIL_LINES
    from wordmastermind.core.wmm.next_round import NEXT
    from wordmastermind.core.wmm.spoken_list import LISTS
    from wordmastermind.core.wmm.replies import REPLIES
    from wordmastermind.core.wmm.lot_report import LOT_REPORT
    from wordmastermind.core.wmm.own_guesses import OWN_GUESSES
    from wordmastermind.core.wmm.round_report_texts import ROUND_REPORT
    from wordmastermind.core.woordspel.report import WOORDSPEL_REPORT
    from wordmastermind.files.mail.messages import MAIL
    from wordmastermind.files.mail.default_texts import MAIL_TEXTS
    from wordmastermind.files.mail.receipt_texts import RECEIPTS
    from wordmastermind.files.messages import FILES
    from wordmastermind.files.tables.messages import TABLES
    from wordmastermind.files.woordspel.gcg.messages import GCG_READER

    return {"core/messages.py SHARED": messages.SHARED, "core/messages.py WMM": messages.WMM,
            "core/rondo/messages.py RONDO": RONDO,
            "core/wachtwoord/messages.py WACHTWOORD": WACHTWOORD,
            "core/woordspel/messages.py WOORDSPEL": WOORDSPEL,
            "core/password/messages.py PASSWORD": PASSWORD,
            "files/messages.py FILES": FILES,
            "files/tables/messages.py TABLES": TABLES,
            "core/wmm/round_report_texts.py ROUND_REPORT": ROUND_REPORT,
            "core/wmm/lot_report.py LOT_REPORT": LOT_REPORT,
            "core/wmm/own_guesses.py OWN_GUESSES": OWN_GUESSES,
            "core/wmm/letter.py LETTER": LETTER,
            "core/wmm/next_round.py NEXT": NEXT,
            "core/wmm/spoken_list.py LISTS": LISTS,
            "core/wmm/correction.py CORRECTION": CORRECTION,
            "core/wmm/intake.py INTAKE": INTAKE,
            "core/wmm/replies.py REPLIES": REPLIES,
            "core/wmm/mail_guesses.py MAIL_LINES": MAIL_LINES,
            "files/woordspel/gcg/messages.py GCG_READER": GCG_READER,
            "files/mail/messages.py MAIL": MAIL,
            "core/rondo/report.py RONDO_REPORT": RONDO_REPORT,
            "core/woordspel/report.py WOORDSPEL_REPORT": WOORDSPEL_REPORT,
            "core/password/report.py PASSWORD_REPORT": PASSWORD_REPORT,
            "core/wachtwoord/report.py WACHTWOORD_REPORT": WACHTWOORD_REPORT,
            "core/wachtwoord/lists.py LISTS_REPORT": LISTS_REPORT,
            "files/mail/receipt_texts.py RECEIPTS": RECEIPTS,
            "files/mail/default_texts.py MAIL_TEXTS": MAIL_TEXTS}


def locale_folder() -> Path:
    """``resources/locale``: the ``.po`` sources (and, in the bundle, the built ``.mo``)."""
    return Path(__file__).resolve().parent.parent / "resources" / "locale"


def po_file(language: str) -> Path:
    return locale_folder() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def catalogs_cache() -> Path:
    """Where a checkout's compiled ``.mo`` files go: ``messages`` in the app's cache folder."""
    import platformdirs

    return Path(platformdirs.user_cache_dir("wordmastermind", appauthor=False)) / "messages"


def built_catalog(language: str, cache_folder: Path | None = None) -> Path | None:
    """The ``.mo`` for ``language``: shipped with the bundle, or compiled from its ``.po``.

    ``None`` for English, for a language with no catalog, or when the cache
    cannot be written (the messages are English then).
    """
    if language not in LANGUAGES:
        return None
    source = po_file(language)
    shipped = source.with_suffix(".mo")
    if shipped.is_file():
        return shipped
    if not source.is_file():
        return None
    import hashlib  # a checkout's only: an installed app starts without OpenSSL's library

    from wordmastermind.files.po import compile_mo, parse_po

    text = source.read_bytes()
    folder = catalogs_cache() if cache_folder is None else cache_folder
    target = folder / f"{DOMAIN}-{language}-{hashlib.sha256(text).hexdigest()[:16]}.mo"
    if target.is_file():
        return target
    try:
        folder.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f"{target.stem}.{os.getpid()}.part")
        partial.write_bytes(compile_mo(parse_po(text.decode("utf-8"))))
        partial.replace(target)
        for old in folder.glob(f"{DOMAIN}-{language}-*.mo"):
            if old != target:
                old.unlink(missing_ok=True)
    except OSError:
        return None
    return target


@cache
def translation(language: str) -> gettext.NullTranslations:
    """The catalog of ``language`` (English, the source, for any other)."""
    built = built_catalog(language)
    if built is None:
        return gettext.NullTranslations()
    try:
        with built.open("rb") as stream:
            return gettext.GNUTranslations(stream)
    except (OSError, ValueError):
        return gettext.NullTranslations()


def render(text: messages.Text, language: str) -> str:
    """A rule message in ``language``; text that is no message (a file's, say) as it is."""
    from wordmastermind.core import messages

    if language == SOURCE_LANGUAGE or not isinstance(text, messages.Message):
        return str(text)
    return messages.render(text, translation(language))


def render_error(error: BaseException, language: str) -> str:
    """What ``error`` says, in ``language`` where it is a rule message."""
    from wordmastermind.core.messages import Message

    said = error.args[0] if len(error.args) == 1 else None
    return render(said, language) if isinstance(said, Message) else str(error)


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as Python's gettext reads it; English if none has a catalog.

    The first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that
    is set and not empty decides; it may list several languages by colons,
    the first with a catalog counting (``C`` or ``POSIX`` there: English).
    ``de_DE.UTF-8`` is German whether or not that locale is installed.

    >>> environment_language({"LANG": "de_DE.UTF-8"})
    'de'
    >>> environment_language({"LANGUAGE": "eo:fr_BE", "LANG": "de_DE.UTF-8"})
    'fr'
    >>> environment_language({"LC_ALL": "C.UTF-8", "LANG": "nl_NL"})
    'en'
    """
    env = os.environ if environ is None else environ
    value = next((env[name] for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)), "")
    for part in value.split(":"):
        code = _code(part)
        if code in ("c", "posix", SOURCE_LANGUAGE) or code in LANGUAGES:
            return code if code in LANGUAGES else SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def _code(name: str) -> str:
    """``de_DE.UTF-8@euro`` -> ``de``."""
    return name.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
