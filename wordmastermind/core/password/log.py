"""PASSWORD: the entries of the question log, and what an answer says.

The log is the heart of the score sheet. Each entry is one of:

* :class:`CircleQuestion`: "do you have at least one letter of this circle?"
  (on a consonant circle or the vowel circle; once a letter of the circle is
  found, "... other than the found one(s)?");
* :class:`LetterQuestion`: "is this letter in your word?", answered with a
  position if yes (in the "niveau 2" variant without one);
* :class:`AgainQuestion`: "does this letter occur again?", answered with
  another position;
* :class:`WordGuess`: "is your word ...?", made before rolling the dice;
* :class:`Pass`: the asker rolled a circle on which no question is left;
* :class:`Correction`: an earlier answer was wrong; this is the right one.

Entries are numbered from 1 in the order played, corrections included.
How an entry fits the game (whose turn, what is already answered) is
:mod:`wordmastermind.core.password.game`'s business. Here an entry is checked on
its own, and :func:`truthful` says whether an answer is one a given word
could give, the test behind the candidates and the wrong-answer check.

>>> q = LetterQuestion("Anna", "Bob", 2, "d", Answer.at(3))
>>> q.letter, str(q.answer)
('D', 'yes, position 3')
>>> truthful("RADAR", HasLetter("D"), Answer.at(3)), truthful("RADAR", HasLetter("D"), Answer.at(2))
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from wordmastermind.core.messages import Message
from wordmastermind.core.password.board import (
    CIRCLES,
    LETTERS,
    MAX_LENGTH,
    password_word,
)
from wordmastermind.core.password.errors import LogError
from wordmastermind.core.password.messages import PASSWORD
from wordmastermind.core.words import check_name as check_name_text


def who(role: str) -> Message:
    """A role the log names, as a message: ``asker``, ``asked``, ``passer``, ``guessed_word``, ..."""
    return PASSWORD.say(f"password.who.{role}")


def check_name(name: object, what: Message) -> str:
    """``name`` as the log keeps it; ``what`` names its role (:func:`who`)."""
    if not isinstance(name, str) or not name.strip():
        raise LogError(PASSWORD.say("password.log.no_name", what=what))
    return check_name_text(name, what, LogError)


def check_circle(circle: object) -> int:
    if isinstance(circle, bool) or not isinstance(circle, int) or circle not in CIRCLES:
        raise LogError(PASSWORD.say("password.no_circle", circle=repr(circle)))
    return circle


def check_letter(letter: object) -> str:
    if not isinstance(letter, str) or len(letter.strip()) != 1 or letter.strip().upper() not in LETTERS:
        raise LogError(PASSWORD.say("password.log.letter", letter=repr(letter)))
    return letter.strip().upper()


@dataclass(frozen=True, slots=True)
class Answer:
    """Yes or no; a yes to a letter names a position (1 = the first letter).

    >>> str(NO), str(YES), str(Answer.at(2))
    ('no', 'yes', 'yes, position 2')
    >>> Answer(False, 2)
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.LogError: a "no" has no position
    """

    yes: bool
    position: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.yes, bool):
            raise LogError(PASSWORD.say("password.answer.not_bool", value=repr(self.yes)))
        if self.position is None:
            return
        if not self.yes:
            raise LogError(PASSWORD.say("password.answer.no_with_position"))
        if (
            isinstance(self.position, bool)
            or not isinstance(self.position, int)
            or not 1 <= self.position <= MAX_LENGTH
        ):
            raise LogError(PASSWORD.say("password.answer.position", most=MAX_LENGTH, position=repr(self.position)))

    @classmethod
    def no(cls) -> Answer:
        return cls(False)

    @classmethod
    def at(cls, position: int) -> Answer:
        """Yes, at ``position``."""
        return cls(True, position)

    def __str__(self) -> str:
        return str(self.said())

    def said(self) -> Message:
        """The answer as a message: ``no``, ``yes``, ``yes, position 2``, in any language."""
        if not self.yes:
            return PASSWORD.say("password.answer.no")
        if self.position is None:
            return PASSWORD.say("password.answer.yes")
        return PASSWORD.say("password.answer.at", position=self.position)


YES = Answer(True)
"""Yes, without a position (a circle question, a word guess, niveau 2)."""
NO = Answer(False)


def _needs_answer(answer: object, what: str) -> None:
    if not isinstance(answer, Answer):
        raise LogError(PASSWORD.say("password.log.needs_answer", what=who(what),
                                    value=repr(answer)))


def _no_position(answer: Answer, what: str) -> None:
    _needs_answer(answer, what)
    if answer.position is not None:
        raise LogError(PASSWORD.say("password.log.no_position", what=who(what)))


@dataclass(frozen=True, slots=True)
class CircleQuestion:
    """"Do you have at least one letter of this circle (other than the ones found)?" """

    KIND: ClassVar[str] = "circle"
    asker: str
    target: str
    circle: int
    answer: Answer

    def __post_init__(self) -> None:
        object.__setattr__(self, "asker", check_name(self.asker, who("asker")))
        object.__setattr__(self, "target", check_name(self.target, who("asked")))
        object.__setattr__(self, "circle", check_circle(self.circle))
        _no_position(self.answer, "circle_question")


@dataclass(frozen=True, slots=True)
class LetterQuestion:
    """"Is this letter in your word?" A yes gives a position (not in niveau 2)."""

    KIND: ClassVar[str] = "letter"
    asker: str
    target: str
    circle: int
    letter: str
    answer: Answer

    def __post_init__(self) -> None:
        object.__setattr__(self, "asker", check_name(self.asker, who("asker")))
        object.__setattr__(self, "target", check_name(self.target, who("asked")))
        object.__setattr__(self, "circle", check_circle(self.circle))
        object.__setattr__(self, "letter", check_letter(self.letter))
        _needs_answer(self.answer, "letter_question")


@dataclass(frozen=True, slots=True)
class AgainQuestion:
    """"Does this letter (already found) occur again?" A yes gives another position."""

    KIND: ClassVar[str] = "again"
    asker: str
    target: str
    circle: int
    letter: str
    answer: Answer

    def __post_init__(self) -> None:
        object.__setattr__(self, "asker", check_name(self.asker, who("asker")))
        object.__setattr__(self, "target", check_name(self.target, who("asked")))
        object.__setattr__(self, "circle", check_circle(self.circle))
        object.__setattr__(self, "letter", check_letter(self.letter))
        _needs_answer(self.answer, "again_question")


@dataclass(frozen=True, slots=True)
class WordGuess:
    """"Is your word ...?", said or spelt aloud before rolling the dice."""

    KIND: ClassVar[str] = "word"
    asker: str
    target: str
    word: str
    answer: Answer

    def __post_init__(self) -> None:
        object.__setattr__(self, "asker", check_name(self.asker, who("asker")))
        object.__setattr__(self, "target", check_name(self.target, who("asked")))
        if not isinstance(self.word, str):
            raise LogError(PASSWORD.say("password.log.word_text", value=repr(self.word)))
        object.__setattr__(self, "word", password_word(self.word, who("guessed_word")))
        _no_position(self.answer, "word_guess")


@dataclass(frozen=True, slots=True)
class Pass:
    """The asker rolled ``circle`` and has no question left there: the turn passes."""

    KIND: ClassVar[str] = "pass"
    asker: str
    circle: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "asker", check_name(self.asker, who("passer")))
        object.__setattr__(self, "circle", check_circle(self.circle))


@dataclass(frozen=True, slots=True)
class Correction:
    """Entry ``number`` (1-based, as on the sheet) should have been answered ``answer``.

    The rules oblige a player who answered wrongly to say so, naming the
    letter and its position. The entry keeps the answer given (it decided
    the turn); the grids and everything after use the corrected one.
    """

    KIND: ClassVar[str] = "correction"
    number: int
    answer: Answer

    def __post_init__(self) -> None:
        if isinstance(self.number, bool) or not isinstance(self.number, int) or self.number < 1:
            raise LogError(PASSWORD.say("password.log.correction_number", value=repr(self.number)))
        _needs_answer(self.answer, "correction")


Question = CircleQuestion | LetterQuestion | AgainQuestion | WordGuess
Entry = CircleQuestion | LetterQuestion | AgainQuestion | WordGuess | Pass | Correction
KINDS: tuple[type[Entry], ...] = (
    CircleQuestion,
    LetterQuestion,
    AgainQuestion,
    WordGuess,
    Pass,
    Correction,
)


# -- what was asked, in absolute terms -------------------------------------------


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one of ``letters``: a circle question, minus the letters found then."""

    circle: int
    letters: str


@dataclass(frozen=True, slots=True)
class HasLetter:
    letter: str


@dataclass(frozen=True, slots=True)
class HasAgain:
    """The letter once more: beyond the positions ``known`` (niveau 1), or
    beyond ``count`` occurrences (niveau 2, where no positions are given)."""

    letter: str
    known: tuple[int, ...]
    count: int


@dataclass(frozen=True, slots=True)
class IsWord:
    word: str


Asked = AnyOf | HasLetter | HasAgain | IsWord


def _at(word: str, position: int, letter: str) -> bool:
    return position <= len(word) and word[position - 1] == letter


def truthful(word: str, asked: Asked, answer: Answer) -> bool:
    """Whether ``word``'s owner could truthfully give ``answer`` to ``asked``.

    A yes to a letter may name any of its positions (the rules: "annoncez
    une de ses positions"); a yes to "again" any position not named before.

    >>> truthful("SALSA", AnyOf(2, "DWSNJ"), YES)
    True
    >>> truthful("SALSA", AnyOf(2, "DWNJ"), YES)
    False
    >>> again = HasAgain("S", (1,), 1)
    >>> truthful("SALSA", again, Answer.at(4)), truthful("SALSA", again, Answer.no())
    (True, False)
    >>> truthful("SALSA", HasAgain("A", (), 2), Answer.no())   # niveau 2: two A, no more
    True
    """
    if isinstance(asked, AnyOf):
        return any(c in word for c in asked.letters) == answer.yes
    if isinstance(asked, IsWord):
        return (word == asked.word) == answer.yes
    letter = asked.letter
    if isinstance(asked, HasLetter):
        if not answer.yes:
            return letter not in word
        return letter in word if answer.position is None else _at(word, answer.position, letter)
    if answer.yes:
        if answer.position is None:
            return word.count(letter) > asked.count
        return answer.position not in asked.known and _at(word, answer.position, letter)
    if asked.known:
        return all(i + 1 in asked.known for i, c in enumerate(word) if c == letter)
    return word.count(letter) <= asked.count


def true_answer(word: str, asked: Asked, positions: bool = True) -> Answer:
    """The answer ``word``'s owner gives to ``asked``; a yes names the first
    position not named before (no position when ``positions`` is false, the
    niveau 2 variant).

    >>> str(true_answer("SALSA", HasLetter("S"))), str(true_answer("SALSA", HasAgain("S", (1,), 1)))
    ('yes, position 1', 'yes, position 4')
    >>> str(true_answer("SALSA", HasLetter("S"), positions=False))
    'yes'
    """
    if isinstance(asked, AnyOf):
        return Answer(any(c in word for c in asked.letters))
    if isinstance(asked, IsWord):
        return Answer(word == asked.word)
    known = asked.known if isinstance(asked, HasAgain) else ()
    if isinstance(asked, HasAgain) and not positions:
        return Answer(word.count(asked.letter) > asked.count)
    for index, char in enumerate(word):
        if char == asked.letter and index + 1 not in known:
            return Answer(True, index + 1 if positions else None)
    return Answer(False)
