"""A game's settings: what the players agreed on before the game.

Two languages are set apart. The reports and mails are written in the
report language (:attr:`Settings.language`); the secret words and the guesses
are words of the word language (:attr:`Settings.word_language`), which the
word lists check them in. The rules play with German nouns, so a new game's
words are German whatever its reports' language (:data:`NEW_GAME_WORDS`):
a Dutch club may play the German game with Dutch reports.

>>> Settings(language="nl", words_in="de").word_language
'de'
"""

from __future__ import annotations

from dataclasses import dataclass

from wordmastermind.core.errors import SettingsError, check_language
from wordmastermind.core.messages import SHARED, WMM
from wordmastermind.core.words import WordRules

__all__ = ["ATTACHMENTS", "NEW_GAME_WORDS", "REPORT_LANGUAGES", "WORD_LANGUAGES", "WORD_LISTS", "Settings"]


REPORT_LANGUAGES = ("en", "de", "nl", "fr")
"""The languages a round report and a mail can be written in."""

ATTACHMENTS = ("", "none", "pdf", "docx", "xlsx")
"""What a player's mail carries: ``""`` the game's choice (:attr:`Settings.attachment`), ``none``, or the
report as a PDF, Word or Excel file."""

WORD_LISTS = ("de", "nl", "fr")
"""The languages a game's words can be in: those the app has word lists of (German nouns, Dutch and French
words)."""

NEW_GAME_WORDS = "de"
"""A new game's word language: the rules' German nouns, whatever the language of its reports."""

WORD_LANGUAGES = {"en": "de", "de": "de", "nl": "nl", "fr": "fr"}
"""The word language of a game that does not set one (a file from before the setting), by its report
language: a Dutch or French game played with Dutch or French words, an English or German one with
German nouns."""


@dataclass(frozen=True, slots=True)
class Settings:
    """What the players agreed on before the game."""

    title: str = ""
    word_length: int = 5
    umlauts: bool = False
    points_only: bool = False
    language: str = "en"
    """The language of the game's reports and mails (en, de, nl or fr), whatever the app's."""
    attachment: str = ""
    """What the players' mails carry unless a player's entry says otherwise: ``""`` (or ``none``)
    nothing, ``pdf``, ``docx`` or ``xlsx`` (:data:`ATTACHMENTS`)."""
    words_in: str = ""
    """The language of the secret words and guesses (de, nl or fr: :data:`WORD_LISTS`), whatever the
    reports'; ``""`` (a game from before the setting): the report language's (:data:`WORD_LANGUAGES`)."""

    def __post_init__(self) -> None:
        WordRules(self.word_length, self.umlauts)  # raises SettingsError
        check_language(self.language, REPORT_LANGUAGES, SettingsError)
        if self.attachment not in ATTACHMENTS:
            raise SettingsError(SHARED.say("settings.attachment", attachment=repr(self.attachment),
                                           known=", ".join(a for a in ATTACHMENTS if a)))
        if len(self.title.splitlines()) > 1 or self.title.endswith(("\n", "\r")):  # a mail's subject is one line
            raise SettingsError(SHARED.say("settings.title_lines"))
        if self.words_in and self.words_in not in WORD_LISTS:
            raise SettingsError(WMM.say("settings.words", language=repr(self.words_in), known=", ".join(WORD_LISTS)))

    @property
    def word_rules(self) -> WordRules:
        return WordRules(self.word_length, self.umlauts)

    @property
    def word_language(self) -> str:
        """The language of the secret words and guesses: the word lists check the game's words in it.

        The one set, whatever the reports' language; a game that sets none (a file from before the
        setting) has the report language's, German for English reports:

        >>> Settings(language="fr", words_in="de").word_language, Settings(language="nl").word_language
        ('de', 'nl')
        >>> Settings(language="en").word_language
        'de'
        """
        return self.words_in or WORD_LANGUAGES[self.language]
