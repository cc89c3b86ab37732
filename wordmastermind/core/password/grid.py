"""PASSWORD: the deduction grids, and the words that still fit them.

Every answer is public (rules, point 7: "chaque joueur note cette réponse sur
sa grille de déduction"), so what is known about a player's word is the same
for everybody: there is one :class:`Grid` per player, and each player's
paper sheet shows the grids of their opponents. A grid is built from the
answers about that player only (:class:`Fact`: the entry's number, what
was asked in absolute terms, and the answer as corrected), in log order:

>>> from wordmastermind.core.password.board import Board
>>> from wordmastermind.core.password.log import NO, YES, Answer, AnyOf, HasLetter
>>> k = Knowledge()
>>> k.add(Fact(1, AnyOf(2, "DWSNJ"), YES))
>>> k.add(Fact(2, HasLetter("D"), Answer.at(1)))
>>> k.add(Fact(3, AnyOf(2, "WSNJ"), NO))          # "a second letter of circle 2?" no
>>> grid = k.grid("Bob", Board())
>>> grid.mark("D"), grid.mark("W"), grid.circle_mark(2), grid.row[:3]
('circled', 'crossed', 'circled', ('D', None, None))
>>> candidates(["DAME", "DENT", "ODE", "DOUX"], grid)   # DENT has an N
('DAME', 'DOUX')

A contradiction is refused, naming the answer it contradicts:

>>> k.add(Fact(4, HasLetter("E"), Answer.at(1)))
Traceback (most recent call last):
...
wordmastermind.core.password.errors.ConflictError: position 1 is already D (entry 2)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from wordmastermind.core.messages import Message
from wordmastermind.core.password.board import (
    LETTER_CIRCLES,
    LETTERS,
    MAX_LENGTH,
    MIN_LENGTH,
    Board,
    normalize,
)
from wordmastermind.core.password.errors import ConflictError
from wordmastermind.core.password.log import (
    Answer,
    AnyOf,
    Asked,
    HasAgain,
    HasLetter,
    IsWord,
    truthful,
)
from wordmastermind.core.password.messages import PASSWORD, listed

Mark = Literal["open", "circled", "crossed"]


@dataclass(frozen=True, slots=True)
class Fact:
    """One answered question about a player: entry ``number``, what was asked
    (in absolute terms, as it stood then) and the answer as corrected."""

    number: int
    asked: Asked
    answer: Answer


def _letters(letters: Iterable[str]) -> str:
    return ", ".join(letters)


class Knowledge:
    """What the answers so far reveal about one word: a builder, fed in log order.

    :meth:`add` refuses a fact that contradicts the others (and then changes
    nothing). ``length`` is the agreed length of the niveau 2 variant.
    """

    def __init__(self, length: int | None = None) -> None:
        self.length = length
        self.facts: list[Fact] = []
        self.places: dict[int, tuple[str, int]] = {}
        self.found: dict[str, list[tuple[int | None, int]]] = {}
        self.order: list[str] = []
        self.crossed: dict[str, int] = {}
        self.complete: dict[str, int] = {}
        self.any_yes: list[tuple[AnyOf, int]] = []
        self.word: tuple[str, int] | None = None
        self.not_words: dict[str, int] = {}

    @classmethod
    def of(cls, facts: Iterable[Fact], length: int | None = None) -> Knowledge:
        knowledge = cls(length)
        for fact in facts:
            knowledge.add(fact)
        return knowledge

    # -- reading -------------------------------------------------------------

    @property
    def count(self) -> int:
        """How many letters of the word are known (repeats counted)."""
        return sum(len(places) for places in self.found.values())

    def positions(self, letter: str) -> tuple[int, ...]:
        return tuple(sorted(p for p, _ in self.found.get(letter, ()) if p is not None))

    def open_letters(self, board: Board, circle: int) -> str:
        """The letters a circle question on ``circle`` asks about now: its
        letters other than the ones found."""
        return "".join(c for c in board.letters(circle) if c not in self.found)

    # -- adding --------------------------------------------------------------

    def add(self, fact: Fact, *, merge: bool = False) -> None:
        """Add ``fact``, or raise :class:`ConflictError` and change nothing.

        A letter named again at a position already known for it is refused,
        unless ``merge``: when a corrected answer is replayed, an earlier
        answer may now name the position a later one named (said "E at 2",
        then "another E: at 4", then corrected to "E at 4"), and both agree.
        """
        asked, answer = fact.asked, fact.answer
        if self.word is not None and not truthful(self.word[0], asked, answer):
            raise ConflictError(PASSWORD.say("password.grid.word_found", word=self.word[0], number=self.word[1],
                                             answer=answer.said()))
        if isinstance(asked, IsWord):
            self._add_word(fact, asked)
        elif isinstance(asked, AnyOf):
            self._add_any(fact, asked)
        elif answer.yes:
            self._add_found(fact, asked.letter, merge)
        elif isinstance(asked, HasLetter):
            self._cross(fact, asked.letter)
        else:
            self.complete.setdefault(asked.letter, fact.number)
        self.facts.append(fact)

    def _add_word(self, fact: Fact, asked: IsWord) -> None:
        if not fact.answer.yes:
            if self.word is None:
                self.not_words.setdefault(asked.word, fact.number)
            return
        if self.length is not None and len(asked.word) != self.length:
            raise ConflictError(PASSWORD.say("password.grid.word_length", word=asked.word, count=len(asked.word),
                                             length=self.length))
        for earlier in self.facts:
            if not truthful(asked.word, earlier.asked, earlier.answer):
                raise ConflictError(PASSWORD.say("password.grid.word_misfit", word=asked.word,
                                                 answer=earlier.answer.said(), number=earlier.number))
        self.word = (asked.word, fact.number)

    def _add_any(self, fact: Fact, asked: AnyOf) -> None:
        if fact.answer.yes:
            if all(c in self.crossed for c in asked.letters):
                raise ConflictError(PASSWORD.say("password.grid.none_of", letters=_letters(asked.letters),
                                                 number=max(self.crossed[c] for c in asked.letters)))
            self.any_yes.append((asked, fact.number))
            return
        for letter in asked.letters:
            if letter in self.found:
                raise ConflictError(self._found_text(letter))
        self._check_crossing(set(asked.letters))
        for letter in asked.letters:
            self.crossed.setdefault(letter, fact.number)

    def _found_text(self, letter: str) -> Message:
        places = [PASSWORD.say("password.grid.place_at", position=p, number=n) if p
                  else PASSWORD.say("password.grid.place", number=n) for p, n in self.found[letter]]
        return PASSWORD.say("password.grid.found", letter=letter, places=listed(places))

    def _cross(self, fact: Fact, letter: str) -> None:
        if letter in self.found:
            raise ConflictError(self._found_text(letter))
        self._check_crossing({letter})
        self.crossed.setdefault(letter, fact.number)

    def _check_crossing(self, letters: set[str]) -> None:
        for any_of, number in self.any_yes:
            if set(any_of.letters) & letters and all(
                c in self.crossed or c in letters for c in any_of.letters
            ):
                raise ConflictError(PASSWORD.say("password.grid.all_crossed", number=number,
                                                 letters=_letters(any_of.letters)))

    def _add_found(self, fact: Fact, letter: str, merge: bool) -> None:
        if letter in self.crossed:
            raise ConflictError(PASSWORD.say("password.grid.crossed", letter=letter, number=self.crossed[letter]))
        position = fact.answer.position
        if position is not None and position in self.places:
            other, number = self.places[position]
            if other == letter and merge:
                return
            if other == letter:
                raise ConflictError(PASSWORD.say("password.grid.known_at", letter=letter, position=position,
                                                 number=number))
            raise ConflictError(PASSWORD.say("password.grid.position_taken", position=position, other=other,
                                             number=number))
        if self.length is not None and self.count >= self.length:
            raise ConflictError(PASSWORD.say("password.grid.all_known", length=self.length))
        if position is not None:
            self.places[position] = (letter, fact.number)
        self.found.setdefault(letter, []).append((position, fact.number))
        self.order.append(letter)

    # -- what may still be asked -----------------------------------------------

    def circle_refusal(self, board: Board, circle: int) -> Message | None:
        """Why a circle question on ``circle`` is answered already, or None."""
        letters = self.open_letters(board, circle)
        if not letters:
            return PASSWORD.say("password.asked.circle_found", circle=circle)
        if all(c in self.crossed for c in letters):
            other = len(letters) < len(board.letters(circle))
            return PASSWORD.say("password.asked.circle_no_other" if other else "password.asked.circle_no",
                                circle=circle)
        for any_of, number in self.any_yes:
            known = [c for c in any_of.letters if c not in self.crossed]
            if any_of.circle == circle and known and all(c in letters for c in known):
                return PASSWORD.say("password.asked.circle_yes", circle=circle, number=number)
        return None

    def letter_refusal(self, letter: str) -> Message | None:
        if letter in self.found:
            position, number = self.found[letter][0]
            if position:
                return PASSWORD.say("password.asked.letter_found_at", letter=letter, position=position,
                                    number=number)
            return PASSWORD.say("password.asked.letter_found", letter=letter, number=number)
        if letter in self.crossed:
            return PASSWORD.say("password.asked.letter_crossed", letter=letter, number=self.crossed[letter])
        return None

    def again_refusal(self, letter: str) -> Message | None:
        if letter not in self.found:
            return PASSWORD.say("password.asked.again_unfound", letter=letter)
        if letter in self.complete:
            return PASSWORD.say("password.asked.again_complete", letter=letter, number=self.complete[letter])
        if self.length is not None and self.count >= self.length:
            return PASSWORD.say("password.asked.again_full", length=self.length)
        return None

    def has_question(self, board: Board, circle: int) -> bool:
        """Whether any question is left on ``circle`` (a letter not yet circled
        or crossed, or a found letter that may occur again). A circle question
        needs a letter neither found nor crossed, so it adds nothing here."""
        found, crossed, complete = self.found, self.crossed, self.complete
        full = self.length is not None and self.count >= self.length
        for char in board.letters(circle):
            if char in found:
                if char not in complete and not full:
                    return True
            elif char not in crossed:
                return True
        return False

    def word_refusal(self, word: str) -> Message | None:
        if word in self.not_words:
            return PASSWORD.say("password.asked.word_guessed", word=word, number=self.not_words[word])
        if self.length is not None and len(word) != self.length:
            return PASSWORD.say("password.grid.word_length", word=word, count=len(word), length=self.length)
        return None

    # -- the grid --------------------------------------------------------------

    def grid(self, target: str, board: Board) -> Grid:
        """The grid of ``target`` as the answers so far draw it on ``board``."""
        letter_marks = tuple((c, self._mark(c)) for c in LETTERS)
        circle_marks: list[tuple[int, Mark]] = []
        for circle in LETTER_CIRCLES:
            letters = board.letters(circle)
            if any(c in self.found for c in letters) or any(
                a.circle == circle for a, _ in self.any_yes
            ):
                circle_marks.append((circle, "circled"))
            elif all(c in self.crossed for c in letters):
                circle_marks.append((circle, "crossed"))
            else:
                circle_marks.append((circle, "open"))
        one_of: list[tuple[int, str]] = []
        for any_of, _ in [] if self.word else self.any_yes:
            if any(c in self.found for c in any_of.letters):
                continue
            still = "".join(c for c in any_of.letters if c not in self.crossed)
            if (any_of.circle, still) not in one_of:
                one_of.append((any_of.circle, still))
        word = None if self.word is None else self.word[0]
        size = len(word) if word else self.length or MAX_LENGTH
        if word:
            row: tuple[str | None, ...] = tuple(word)
        elif self.length is not None and not self.places:
            row = (None,) * size
        else:
            row = tuple(self.places[p][0] if p in self.places else None for p in range(1, size + 1))
        return Grid(
            target=target,
            agreed_length=self.length,
            circles=tuple(circle_marks),
            letters=letter_marks,
            row=row,
            found=tuple(self.order),
            complete=tuple(sorted(self.complete)),
            one_of=tuple(one_of),
            word=word,
            not_words=tuple(self.not_words),
            facts=tuple(self.facts),
        )

    def _mark(self, letter: str) -> Mark:
        if letter in self.found:
            return "circled"
        return "crossed" if letter in self.crossed else "open"


@dataclass(frozen=True, slots=True)
class Grid:
    """One player's deduction grid, as every other player draws it.

    * ``circles``: each lettered circle's number circled (it holds a letter of
      the word), crossed (none of its letters) or open;
    * ``letters``: A-Z, each circled (in the word), crossed or open;
    * ``row``: the "niveau 1" boxes, the letter known at each position (as
      many boxes as the word has letters when that is known, else 8); in the
      niveau 2 variant, where no position is given, the reconstruction row,
      filled once the word is found (see :func:`reconstruct` for the
      positions a word list settles);
    * ``found``: the letters found, in order, repeats included (what niveau 2
      notes in its "niveau 1" box);
    * ``complete``: letters known to occur no more;
    * ``one_of``: per circle answered yes, the letters not crossed of which one
      at least is in the word, while none of them is found;
    * ``word`` once a right guess found it, ``not_words`` the wrong guesses;
    * ``facts``: every answer about the player, for :func:`candidates`.
    """

    target: str
    agreed_length: int | None
    circles: tuple[tuple[int, Mark], ...]
    letters: tuple[tuple[str, Mark], ...]
    row: tuple[str | None, ...]
    found: tuple[str, ...]
    complete: tuple[str, ...]
    one_of: tuple[tuple[int, str], ...]
    word: str | None
    not_words: tuple[str, ...]
    facts: tuple[Fact, ...]

    @property
    def length(self) -> int | None:
        """The word's length if known: agreed (niveau 2), or the found word's."""
        return len(self.word) if self.word else self.agreed_length

    def mark(self, letter: str) -> Mark:
        return dict(self.letters)[letter.upper()]

    def circle_mark(self, circle: int) -> Mark:
        return dict(self.circles)[circle]


# -- candidates -----------------------------------------------------------------


def fits(word: str, grid: Grid) -> bool:
    """Whether ``word`` (normalised) answers every question of ``grid`` as recorded."""
    if grid.agreed_length is not None and len(word) != grid.agreed_length:
        return False
    return all(truthful(word, fact.asked, fact.answer) for fact in grid.facts)


def candidates(words: Iterable[str], grid: Grid) -> tuple[str, ...]:
    """The words of ``words`` that could be ``grid``'s password, in the order given.

    Each word is normalised as the board writes it (upper case, accents
    dropped, Œ as OE); words that cannot be a password (a hyphen, fewer than
    2 or more than 8 letters) are left out, and each word is listed once. A
    word fits when, for every answered question about the player, the answer
    the word would give is the one recorded (:func:`truthful`).

    >>> from wordmastermind.core.password.log import NO, HasLetter
    >>> grid = Knowledge.of([Fact(1, HasLetter("E"), NO)]).grid("Bob", Board())
    >>> candidates(["chat", "Chat", "élan", "ami", "porte-clé", "A"], grid)
    ('CHAT', 'AMI')
    """
    seen: set[str] = set()
    found: list[str] = []
    facts = sorted(grid.facts, key=_selective)
    length = grid.agreed_length
    for text in words:
        # Plain ASCII needs no Unicode normalising (the usual case, and 5x faster).
        word = text.strip().upper() if text.isascii() else normalize(text)
        if word in seen:
            continue
        seen.add(word)
        if not _PASSWORD.fullmatch(word) or (length is not None and len(word) != length):
            continue
        if all(truthful(word, fact.asked, fact.answer) for fact in facts):
            found.append(word)
    return tuple(found)


_PASSWORD = re.compile(f"[A-Z]{{{MIN_LENGTH},{MAX_LENGTH}}}")


def _selective(fact: Fact) -> int:
    """Check the answers that rule out the most words first."""
    if isinstance(fact.asked, IsWord):
        return 0 if fact.answer.yes else 4
    if fact.answer.position is not None:
        return 1
    if isinstance(fact.asked, (HasLetter, HasAgain)):
        return 2
    return 3


def reconstruct(words: Sequence[str], length: int) -> tuple[str | None, ...]:
    """The reconstruction row that ``words`` (the candidates) settle: each
    position where every candidate of ``length`` letters has the same letter.

    >>> reconstruct(["CHAT", "CHAR", "CHOU"], 4)
    ('C', 'H', None, None)
    >>> reconstruct([], 3)
    (None, None, None)
    """
    same = [w for w in words if len(w) == length]
    if not same:
        return (None,) * length
    return tuple(
        same[0][i] if all(w[i] == same[0][i] for w in same) else None for i in range(length)
    )
