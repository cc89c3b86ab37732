"""The PASSWORD score sheet file (``.password``): JSON with a schema version.

It stores only what was entered: the players or teams in seating order,
their passwords if the sheet records them, the board's letters (and Y on the
vowel circle, when the game master puts it there), the variant
(niveau 1 or 2, with the agreed word length), who started, the log of
questions, guesses, passes and corrections, whether the winner's own
password was refused at the end, and the language of the game's reports.
Whose turn it is, who is out, the grids and the winner are computed on load
by :func:`wordmastermind.core.password.game.play`, never stored.

Reading is strict, as for the other score sheets: a missing, unknown or
wrong-typed field is refused with a message naming it, and so is an entry
that breaks a rule (``log[6]: entry 7 (Anna asks Bob): for Bob, D is already
crossed (entry 3)``). ``docs/file-formats.md`` describes the format.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from wordmastermind.core.password.game import (
    REPORT_LANGUAGES,
    Game,
    SetupError,
    Side,
    check_niveau,
    check_variant,
    play,
)
from wordmastermind.core.password.board import LETTER_CIRCLES, Board, password_word
from wordmastermind.core.password.errors import PasswordError
from wordmastermind.core.password.log import (
    KINDS,
    AgainQuestion,
    Answer,
    CircleQuestion,
    Correction,
    Entry,
    LetterQuestion,
    Pass,
    WordGuess,
    check_circle,
    check_letter,
    check_name,
    who,
)
from wordmastermind.core.words import name_problem
from wordmastermind.files.envelope import Envelope
from wordmastermind.files.jsonread import DocumentError, Fields
from wordmastermind.files.messages import FILES, placed
from wordmastermind.games import PASSWORD

KIND = PASSWORD.kind
SUFFIX = PASSWORD.suffix
SCHEMA_VERSION = 1

__all__ = [
    "KIND",
    "SCHEMA_VERSION",
    "SUFFIX",
    "PasswordFileError",
    "game_from_json",
    "game_to_json",
    "load_password",
    "save_password",
]

_ANSWERS = {"yes": True, "no": False}
_KINDS = tuple(kind.KIND for kind in KINDS)
T = TypeVar("T")


class PasswordFileError(DocumentError):
    """A PASSWORD file that cannot be read or written; the message says why."""


ENVELOPE = Envelope(PASSWORD, SCHEMA_VERSION, "document.not_password", PasswordFileError)


# -- writing -----------------------------------------------------------------


def _answer(answer: Answer, *, position: bool) -> dict[str, Any]:
    data: dict[str, Any] = {"answer": "yes" if answer.yes else "no"}
    if position and answer.position is not None:
        data["position"] = answer.position
    return data


def _entry_to_json(entry: Entry) -> dict[str, Any]:
    if isinstance(entry, Correction):
        return {"kind": entry.KIND, "entry": entry.number, **_answer(entry.answer, position=True)}
    if isinstance(entry, Pass):
        return {"kind": entry.KIND, "asker": entry.asker, "circle": entry.circle}
    data: dict[str, Any] = {"kind": entry.KIND, "asker": entry.asker, "target": entry.target}
    if isinstance(entry, WordGuess):
        data["word"] = entry.word
    else:
        data["circle"] = entry.circle
        if not isinstance(entry, CircleQuestion):
            data["letter"] = entry.letter
    data.update(_answer(entry.answer, position=not isinstance(entry, (CircleQuestion, WordGuess))))
    return data


def game_to_json(game: Game) -> dict[str, Any]:
    """The document of ``game``: what was entered, nothing computed."""
    return ENVELOPE.wrap({
        "niveau": game.niveau,
        "word_length": game.word_length,
        "board": {
            "assumed": game.board.assumed,
            "circles": {str(number): letters for number, letters in game.board.circles},
            **({"y_vowel": True} if game.board.y_vowel else {}),
        },
        "sides": [
            {"name": side.name, "members": list(side.members), "secret": side.secret}
            for side in game.sides
        ],
        "starter": game.sides[game.starter].name,
        "winner_disqualified": game.winner_disqualified,
        "language": game.language,
        "log": [_entry_to_json(entry) for entry in game.log],
    })


# -- reading -----------------------------------------------------------------


def game_from_json(data: object) -> Game:
    """Build a game from parsed JSON, or raise :class:`PasswordFileError`.

    Every entry of the log is checked against the rules, as if entered again.
    """
    return ENVELOPE.read(data, _read_game)


def _refuse(where: str, error: Exception) -> PasswordFileError:
    return PasswordFileError(placed(where, error))


def _read_game(top: Fields) -> Game:
    niveau = top.number("niveau", 1)
    word_length = top.number("word_length") if top.has("word_length") else None
    board = _read_board(top.obj("board")) if top.has("board") else Board()
    sides = top.items("sides", _read_side)
    starter_name = top.text("starter") if top.has("starter") else None
    disqualified = top.flag("winner_disqualified", False)
    language = top.language(REPORT_LANGUAGES)
    log = top.items("log", _read_entry, optional=True)
    top.done()
    try:
        check_niveau(niveau)
    except PasswordError as error:
        raise _refuse("niveau", error) from None
    try:
        check_variant(niveau, word_length)
    except PasswordError as error:
        raise _refuse("word_length", error) from None
    try:
        game = Game(tuple(sides), board, niveau, word_length)
    except PasswordError as error:
        raise _refuse("sides", error) from None
    starter = 0
    if starter_name is not None:
        try:
            starter = game.index(starter_name)
        except PasswordError as error:
            raise _refuse("starter", error) from None
    game = Game(game.sides, board, niveau, word_length, starter, tuple(log), disqualified, language)
    _check_log(game)
    return game


def _check_log(game: Game) -> None:
    try:
        play(game)
    except SetupError as error:
        raise _refuse("winner_disqualified", error) from None
    except PasswordError as error:
        place = "log" if error.entry is None else f"log[{error.entry - 1}]"
        raise _refuse(place, error) from None


def _read_board(fields: Fields) -> Board:
    assumed = fields.flag("assumed")
    circles_fields = fields.obj("circles")
    y_vowel = fields.flag("y_vowel", False)
    fields.done()
    circles = tuple((n, circles_fields.text(str(n))) for n in LETTER_CIRCLES)
    circles_fields.done()
    try:
        return Board(circles, assumed, y_vowel)
    except PasswordError as error:
        raise _refuse(circles_fields.where, error) from None


def _read_side(value: object, where: str) -> Side:
    fields = Fields(value, where)
    name = fields.text("name")
    members = fields.texts("members") if fields.has("members") else []
    secret = fields.text("secret", "")
    fields.done()
    try:
        Side(name, tuple(members))
    except PasswordError as error:
        field = "name" if not name.strip() or name_problem(name) else "members"
        raise _refuse(fields.path(field), error) from None
    try:
        return Side(name, tuple(members), secret)
    except PasswordError as error:
        raise _refuse(fields.path("secret"), error) from None


def _read_answer(fields: Fields, *, position: bool) -> Answer:
    text = fields.text("answer")
    if text not in _ANSWERS:
        raise PasswordFileError(FILES.say("game.yes_no", where=fields.path("answer"), value=repr(text)))
    where = None
    if position and fields.has("position"):
        where = fields.number("position")
    try:
        return Answer(_ANSWERS[text], where)
    except PasswordError as error:
        raise _refuse(fields.path("position"), error) from None


def _checked(fields: Fields, key: str, check: Callable[[Any], T], value: object) -> T:
    try:
        return check(value)
    except PasswordError as error:
        raise _refuse(fields.path(key), error) from None


def _read_entry(value: object, where: str) -> Entry:
    fields = Fields(value, where)
    kind = fields.text("kind")
    if kind not in _KINDS:
        raise PasswordFileError(FILES.say("game.entry_kind", where=fields.path("kind"), kinds=", ".join(_KINDS),
                                          value=repr(kind)))
    if kind == "correction":
        number = fields.number("entry")
        if number < 1:
            raise PasswordFileError(FILES.say("game.correction", where=fields.path("entry"), number=number))
        answer = _read_answer(fields, position=True)
        fields.done()
        return Correction(number, answer)
    asker = _checked(fields, "asker", lambda v: check_name(v, who("asker")), fields.text("asker"))
    if kind == "pass":
        circle = _checked(fields, "circle", check_circle, fields.number("circle"))
        fields.done()
        return Pass(asker, circle)
    target = _checked(
        fields, "target", lambda v: check_name(v, who("asked")), fields.text("target")
    )
    if kind == "word":
        word = _checked(
            fields, "word", lambda v: password_word(v, who("guessed_word")), fields.text("word")
        )
        answer = _read_answer(fields, position=False)
        fields.done()
        return WordGuess(asker, target, word, answer)
    circle = _checked(fields, "circle", check_circle, fields.number("circle"))
    if kind == "circle":
        answer = _read_answer(fields, position=False)
        fields.done()
        return CircleQuestion(asker, target, circle, answer)
    letter = _checked(fields, "letter", check_letter, fields.text("letter"))
    answer = _read_answer(fields, position=True)
    fields.done()
    if kind == "letter":
        return LetterQuestion(asker, target, circle, letter, answer)
    return AgainQuestion(asker, target, circle, letter, answer)


def load_password(path: Path) -> Game:
    """Read a PASSWORD file. Raises :class:`PasswordFileError` naming the problem."""
    return ENVELOPE.load(path, _read_game)


def save_password(game: Game, path: Path) -> None:
    """Save atomically, keeping the previous version as ``NAME.bak``."""
    ENVELOPE.save(game_to_json(game), path)
