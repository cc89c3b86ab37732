"""The secret words a game's word lists do not know: warned of by ``new`` and by ``settings`` where it changes
the word language, as the app's roster marks them.

Such a word breaks no rule: the game is made, or the change stands, and the game master decides (the app's
roster may accept the word). The lists are loaded only where there is a secret word to look up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordmastermind.cli.errors import CommandWarning
from wordmastermind.cli.messages import CLI

if TYPE_CHECKING:
    from wordmastermind.core.messages import Message
    from wordmastermind.core.wmm.game import Game, Settings


def word_language_said(settings: Settings) -> Message:
    """The game's words: "German nouns", "Dutch words" or "French words"."""
    return CLI.say(f"cli.words.{settings.word_language}")


def unknown_secrets(game: Game) -> CommandWarning | None:
    """The secret words of ``game`` that the lists of its word language do not know, each a detail with what the
    lists say, as the app's roster says it (a word the game master accepted is none); the lists' own failure
    where they cannot be read; None where every word is known, or there is none to look up (then the lists
    are not loaded)."""
    from wordmastermind.core.words import normalize_word

    players = [p for p in game.players if p.secret and normalize_word(p.secret) not in game.accepted_words]
    if not players:
        return None
    from wordmastermind.core.lexicon import check_noun, check_word
    from wordmastermind.files.lexicon_check import lexicon_for_check
    from wordmastermind.files.lexicon_store import NOUN_LANGUAGES, LexiconError
    from wordmastermind.files.messages import said

    language = game.settings.word_language
    noun = language in NOUN_LANGUAGES  # German nouns; Dutch and French words
    try:
        lexicon = lexicon_for_check(language, [p.secret for p in players], noun=noun)
    except LexiconError as error:  # the lists cannot be read: nothing to say of the words
        return CommandWarning(said(error))
    check = check_noun if noun else check_word
    unknown = [(p, found) for p in players if not (found := check(lexicon, p.secret)).known]
    if not unknown:
        return None
    return CommandWarning(
        CLI.say("cli.unknown_secrets", count=len(unknown), words=word_language_said(game.settings)),
        [CLI.say("cli.unknown_secret", player=p.name, word=p.secret, reason=found.reason or "")
         for p, found in unknown])
