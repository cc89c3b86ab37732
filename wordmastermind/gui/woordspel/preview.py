"""What the move being typed would score, before it is played: the core's
:meth:`~wordmastermind.core.woordspel.game.Game.preview`, the rules' reason when
it refuses the move, and the words the Dutch list does not know (warnings)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from wordmastermind.core.woordspel.game import Game
from wordmastermind.core.woordspel.board import NotationError, WoordspelError
from wordmastermind.core.woordspel.score import PlayScore
from wordmastermind.games import WOORDSPEL
from wordmastermind.gui.i18n import rule_text
from wordmastermind.gui.woordspel.move_entry import MoveEntry


@dataclass(frozen=True)
class Preview:
    """The score of the move typed, or why the rules refuse it, or a hint what to do."""

    score: PlayScore | None = None
    refusal: str | None = None
    warnings: tuple[str, ...] = ()
    hint: str = ""


def words_checked(game: Game) -> bool:
    """Whether ``game``'s words are checked: those of a game in the language of the tab's word lists (the
    registry's, Dutch: Woordspel, Scrabble in Dutch), not those of Scrabble in English or Polish, which the
    app has no word list for."""
    return game.rules.language == WOORDSPEL.word_language


def word_note(game: Game, word: str, warning: Callable[[str], str | None]) -> str | None:
    """A warning about ``word`` (checked, not accepted, and the word list says something against it)."""
    if word.upper() in game.accepted_words or not words_checked(game):
        return None
    said = warning(word)
    if said is None:
        return None
    return QCoreApplication.translate("WoordspelPreview", "{0} is {1}: it may still be played, and accepted on the sheet (right-click) "
               "once played.").format(word, said)


def preview_move(game: Game | None, entry: MoveEntry, warning: Callable[[str], str | None]) -> Preview:
    if game is None:
        return Preview(hint=QCoreApplication.translate("WoordspelPreview", "Set up the two players first."))
    if game.end is not None or game.sheet().next_player is None:
        return Preview(hint=QCoreApplication.translate("WoordspelPreview", "The game is over: no more moves."))
    try:
        play = entry.play()
    except NotationError as error:
        return Preview(hint=rule_text(error))
    if play is None:
        return Preview(hint=QCoreApplication.translate("WoordspelPreview", "Click the square where the word starts (click again for down) and type it; "
            "? then a letter is a blank. Enter plays it."))
    try:
        score = game.preview(play)
    except WoordspelError as error:
        return Preview(refusal=rule_text(error))
    # In a game imported with the rules it breaks (tolerant), what this play breaks too: played with a warning.
    broken = tuple(rule_text(problem) for problem in score.broken)
    notes = (word_note(game, word.text, warning) for word in score.words)
    return Preview(score=score, warnings=broken + tuple(note for note in notes if note))
