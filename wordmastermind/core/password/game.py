"""The rules of PASSWORD (BD2 Games): players, the question log, turns and the end.

Source: the PASSWORD rules text (*PASSWORD*, un jeu de Abdel Hachem, BD2 Games).
A :class:`Game` holds only what was entered: the sides in seating order
(clockwise), their secret words if the sheet records them, the board, the
variant and the log. Whose turn it is, who is out, the grids and the winner
are computed from the log by :func:`play`, so a corrected answer changes
everything that follows from it.

A yes keeps the turn, a no passes it to the next player still in:

>>> from wordmastermind.core.password.log import NO, YES, Answer, CircleQuestion, LetterQuestion, WordGuess
>>> game = Game((Side("Anna", secret="chat"), Side("Bob", secret="dame"), Side("Cor")))
>>> game = game.with_entry(CircleQuestion("Anna", "Bob", 2, YES))
>>> game = game.with_entry(LetterQuestion("Anna", "Bob", 2, "D", Answer.at(1)))
>>> game = game.with_entry(LetterQuestion("Anna", "Cor", 7, "E", NO))
>>> play(game).hand
'Bob'

Questions that the rules do not allow now are refused with the reason, and
the game is left as it was:

>>> game.with_entry(LetterQuestion("Bob", "Anna", 4, "D", NO))
Traceback (most recent call last):
...
wordmastermind.core.password.errors.QuestionError: entry 4 (Bob asks Anna): D is not on circle 4 (R, T, B, F, X)
>>> game.with_entry(LetterQuestion("Bob", "Cor", 7, "E", NO))
Traceback (most recent call last):
...
wordmastermind.core.password.errors.AnsweredError: entry 4 (Bob asks Cor): for Cor, E is already crossed (entry 3)

A right guess puts the player out and keeps the turn; the last one left wins:

>>> game = game.with_entry(WordGuess("Bob", "Anna", "chat", YES))
>>> game = game.with_entry(WordGuess("Bob", "Cor", "loup", YES))
>>> state = play(game)
>>> state.out, state.winner
(('Anna', 'Cor'), 'Bob')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from wordmastermind.core.errors import check_language
from wordmastermind.core.password.answers import WrongAnswer, suggested_answer, wrong_answers
from wordmastermind.core.password.board import (
    MAX_LENGTH,
    MIN_LENGTH,
    Board,
    password_word,
)
from wordmastermind.core.password.errors import (
    AnsweredError,
    AnswerError,
    ConflictError,
    CorrectionError,
    PasswordError,
    QuestionError,
    SetupError,
    TurnError,
)
from wordmastermind.core.password.log import Answer, Correction, Entry, Pass
from wordmastermind.core.password.messages import PASSWORD
from wordmastermind.core.password.options import Options, TargetOptions
from wordmastermind.core.password.play import grids, guess_targets, options, play
from wordmastermind.core.password.state import Elimination, State, Step
from wordmastermind.core.words import check_name, name_key

__all__ = [
    "AnswerError",
    "AnsweredError",
    "ConflictError",
    "CorrectionError",
    "Elimination",
    "Game",
    "Options",
    "PasswordError",
    "QuestionError",
    "REPORT_LANGUAGES",
    "SetupError",
    "Side",
    "State",
    "Step",
    "TargetOptions",
    "TurnError",
    "WrongAnswer",
    "check_niveau",
    "check_variant",
    "grids",
    "guess_targets",
    "options",
    "play",
    "starter_from_rolls",
    "suggested_answer",
    "wrong_answers",
]

MIN_SIDES = 2
MAX_SIDES = 4
NIVEAUX = (1, 2)
REPORT_LANGUAGES = ("en", "fr")
"""The languages a PASSWORD score sheet can be written in."""


def check_niveau(niveau: object) -> int:
    """The variant: 1, or 2 (no positions, every password of one length)."""
    if isinstance(niveau, bool) or niveau not in NIVEAUX or not isinstance(niveau, int):
        raise SetupError(PASSWORD.say("password.setup.niveau", niveau=repr(niveau)))
    return niveau


def check_variant(niveau: object, word_length: object) -> None:
    """Niveau 2 needs the agreed word length (2 to 8); niveau 1 has none.

    >>> check_variant(2, None)
    Traceback (most recent call last):
    ...
    wordmastermind.core.password.errors.SetupError: niveau 2 needs the agreed word length, 2 to 8, not None
    """
    if check_niveau(niveau) == 1:
        if word_length is not None:
            raise SetupError(PASSWORD.say("password.setup.length_niveau_1"))
        return
    if isinstance(word_length, bool) or not isinstance(word_length, int) or not (
        MIN_LENGTH <= word_length <= MAX_LENGTH
    ):
        raise SetupError(PASSWORD.say("password.setup.length", least=MIN_LENGTH, most=MAX_LENGTH,
                                      length=repr(word_length)))


def _same(a: str, b: str) -> bool:
    return name_key(a) == name_key(b)


@dataclass(frozen=True, slots=True)
class Side:
    """A player, or a team that asks and answers as one (``members`` named).

    ``secret`` is the password when the sheet records it, else ``""``; it is
    written as the board writes words (upper case, no accents).

    >>> Side("Les Bleus", ("Anna", "Bob"), "Éclair")
    Side(name='Les Bleus', members=('Anna', 'Bob'), secret='ECLAIR')
    """

    name: str
    members: tuple[str, ...] = ()
    secret: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise SetupError(PASSWORD.say("password.setup.no_name"))
        object.__setattr__(self, "name", check_name(self.name, PASSWORD.say("password.who.side"), SetupError))
        members = tuple(check_name(m, PASSWORD.say("password.who.member", name=self.name), SetupError)
                        for m in self.members)
        if any(not m for m in members):
            raise SetupError(PASSWORD.say("password.setup.member_no_name", name=self.name))
        for i, member in enumerate(members):
            if any(_same(member, other) for other in members[:i]):
                raise SetupError(PASSWORD.say("password.setup.members_same", name=self.name, member=member))
        object.__setattr__(self, "members", members)
        if self.secret:
            object.__setattr__(self, "secret", password_word(
                self.secret, PASSWORD.say("password.who.password_of", name=self.name), owner=self.name))

    @property
    def is_team(self) -> bool:
        return bool(self.members)

    @property
    def players(self) -> tuple[str, ...]:
        """The people on this side: the members, or the player alone."""
        return self.members or (self.name,)


@dataclass(frozen=True, slots=True)
class Game:
    """A game of PASSWORD as entered.

    ``sides``: 2 to 4 players or teams in seating order (clockwise).
    ``niveau``: 1, or 2 for the variant in which no positions are given and
    every password has ``word_length`` letters. ``starter``: the index of the
    side that rolled lowest and starts. ``log``: the entries in the order
    played. ``winner_disqualified``: the winner's own password was shown not
    to conform (not in the dictionary, misspelt), so the last player put out
    wins instead.
    """

    sides: tuple[Side, ...]
    board: Board = field(default_factory=Board)
    niveau: int = 1
    word_length: int | None = None
    starter: int = 0
    log: tuple[Entry, ...] = ()
    winner_disqualified: bool = False
    language: str = "en"
    """The language of the game's reports ("en" or "fr"), whatever the app's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "sides", tuple(self.sides))
        object.__setattr__(self, "log", tuple(self.log))
        check_language(self.language, REPORT_LANGUAGES, SetupError)
        count = len(self.sides)
        if not MIN_SIDES <= count <= MAX_SIDES:
            raise SetupError(PASSWORD.say("password.setup.sides", least=MIN_SIDES, most=MAX_SIDES, count=count))
        for i, side in enumerate(self.sides):
            if any(_same(side.name, other.name) for other in self.sides[:i]):
                raise SetupError(PASSWORD.say("password.setup.same_name", name=side.name))
        check_variant(self.niveau, self.word_length)
        if self.niveau == 2:
            length = self.word_length
            for side in self.sides:
                if side.secret and len(side.secret) != length:
                    raise SetupError(PASSWORD.say("password.setup.secret_length", name=side.name,
                                                  secret=side.secret, count=len(side.secret),
                                                  length=length or 0))
        if isinstance(self.starter, bool) or not isinstance(self.starter, int) or not (
            0 <= self.starter < count
        ):
            raise SetupError(PASSWORD.say("password.setup.starter", count=count, starter=repr(self.starter)))

    @property
    def teams(self) -> bool:
        """Whether the sides are teams (any side with members named)."""
        return any(side.is_team for side in self.sides)

    def index(self, name: str) -> int:
        """The seat of the side called ``name`` (case ignored)."""
        for i, side in enumerate(self.sides):
            if _same(side.name, name):
                return i
        names = ", ".join(s.name for s in self.sides)
        raise QuestionError(PASSWORD.say("password.no_player", name=name, names=names))

    # -- edits: each returns a new game, checked, or raises and changes nothing --

    def with_entry(self, entry: Entry) -> Game:
        """The game with ``entry`` appended, if the rules allow it now."""
        try:
            entry = self._canonical(entry)
        except PasswordError:
            pass  # an unknown name: play() refuses it, naming the entry
        game = replace(self, log=(*self.log, entry))
        play(game)
        return game

    def with_correction(self, number: int, answer: Answer) -> Game:
        """Entry ``number`` (1-based) should have been answered ``answer``."""
        return self.with_entry(Correction(number, answer))

    def with_corrections(self, corrections: Sequence[tuple[int, Answer]]) -> Game:
        """Several answers corrected at once, as one announcement: checked
        together, so two wrong answers that only make sense together can be
        put right (each alone would contradict the other)."""
        if not corrections:
            raise CorrectionError(PASSWORD.say("password.no_correction"))
        entries = tuple(Correction(number, answer) for number, answer in corrections)
        return _checked(replace(self, log=(*self.log, *entries)))

    def without_last_entry(self) -> Game:
        if not self.log:
            raise PasswordError(PASSWORD.say("password.log_empty"))
        game = replace(self, log=self.log[:-1])
        try:
            play(replace(game, winner_disqualified=False))
        except PasswordError:
            # The rest of a correction made together with the one removed:
            # it may not stand alone, so it goes too.
            log = game.log
            while log and isinstance(log[-1], Correction):
                log = log[:-1]
            game = replace(game, log=log)
        if game.winner_disqualified and not play(replace(game, winner_disqualified=False)).over:
            game = replace(game, winner_disqualified=False)
        return game

    def with_secret(self, name: str, secret: str) -> Game:
        """The game with ``name``'s password recorded (or cleared with ``""``)."""
        index = self.index(name)
        sides = list(self.sides)
        sides[index] = replace(sides[index], secret=secret)
        return _checked(replace(self, sides=tuple(sides)))

    def with_sides(self, sides: Sequence[Side]) -> Game:
        """The game with its sides replaced seat by seat: a renamed player
        keeps their questions and answers (the log follows each seat).

        Once the log has entries the number of sides is fixed.

        >>> from wordmastermind.core.password.log import NO, LetterQuestion
        >>> game = Game((Side("Anna"), Side("Bob"))).with_entry(LetterQuestion("Anna", "Bob", 7, "E", NO))
        >>> game = game.with_sides((Side("Annie"), Side("Bob", secret="dame")))
        >>> game.log[0].asker, game.sides[1].secret
        ('Annie', 'DAME')
        >>> game.with_sides((Side("Annie"), Side("Bob"), Side("Cor")))
        Traceback (most recent call last):
        ...
        wordmastermind.core.password.errors.SetupError: questions have been asked: the number of players is fixed (start a new game to change it)
        """
        sides = tuple(sides)
        if self.log and len(sides) != len(self.sides):
            raise SetupError(PASSWORD.say("password.setup.fixed"))
        if not self.log:
            return _checked(replace(self, sides=sides, starter=min(self.starter, len(sides) - 1)))
        names = {name_key(old.name): new.name for old, new in zip(self.sides, sides)}

        def renamed(entry: Entry) -> Entry:
            if isinstance(entry, Correction):
                return entry
            asker = names.get(name_key(entry.asker), entry.asker)
            if isinstance(entry, Pass):
                return replace(entry, asker=asker)
            return replace(entry, asker=asker, target=names.get(name_key(entry.target), entry.target))

        return _checked(replace(self, sides=sides, log=tuple(renamed(e) for e in self.log)))

    def with_starter(self, name: str) -> Game:
        """The game started by ``name`` (the lowest roll; see :func:`starter_from_rolls`)."""
        return _checked(replace(self, starter=self.index(name)))

    def with_board(self, board: Board) -> Game:
        return _checked(replace(self, board=board))

    def with_winner_disqualified(self, disqualified: bool = True) -> Game:
        return _checked(replace(self, winner_disqualified=disqualified))

    def _canonical(self, entry: Entry) -> Entry:
        if isinstance(entry, Pass):
            return replace(entry, asker=self.sides[self.index(entry.asker)].name)
        if isinstance(entry, Correction):
            return entry
        asker = self.sides[self.index(entry.asker)].name
        target = self.sides[self.index(entry.target)].name
        return replace(entry, asker=asker, target=target)


def _checked(game: Game) -> Game:
    play(game)
    return game


def starter_from_rolls(rolls: Sequence[int]) -> int | None:
    """Who starts: the seat of the lowest roll; ``None`` on a tie (roll again).

    >>> starter_from_rolls([8, 4, 11]), starter_from_rolls([4, 4, 11])
    (1, None)
    """
    lowest = min(rolls)
    seats = [i for i, r in enumerate(rolls) if r == lowest]
    return seats[0] if len(seats) == 1 else None
