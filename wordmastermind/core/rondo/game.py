"""A game of RONDO as entered: the sides, the letter values, the variant and the turns."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from wordmastermind.core.errors import check_language
from wordmastermind.core.rondo.cards import LetterValues
from wordmastermind.core.rondo.errors import RondoError, SetupError, StartError
from wordmastermind.core.rondo.holder import Holder, Turn
from wordmastermind.core.rondo.messages import RONDO
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.core.rondo.sides import Side, who_starts
from wordmastermind.core.words import name_key

MIN_SIDES = 2
MAX_SIDES = 6
REPORT_LANGUAGES = ("en", "nl")
"""The languages a RONDO score sheet can be written in."""


@dataclass(frozen=True, slots=True)
class Game:
    """A game of RONDO as entered: sides in seating order (clockwise), the letter
    values, the beginner variant, an agreed number of rounds (or none), the
    turns in the order played, from the starting side on, and the language of
    its score sheets.
    """

    sides: tuple[Side, ...]
    values: LetterValues = field(default_factory=LetterValues)
    beginner: bool = False
    rounds: int | None = None
    turns: tuple[Turn, ...] = ()
    accepted_words: frozenset[str] = frozenset()
    """Words the word list does not know that the game master accepted (as laid, in capitals)."""
    language: str = "en"
    """The language of the game's score sheets ("en" or "nl"), whatever the app's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "sides", tuple(self.sides))
        object.__setattr__(self, "turns", tuple(self.turns))
        object.__setattr__(self, "accepted_words", frozenset(self.accepted_words))
        check_language(self.language, REPORT_LANGUAGES, SetupError)
        count = len(self.sides)
        sizes = {len(s.members) for s in self.sides}
        teams = sizes == {2}
        if len(sizes) > 1:
            raise SetupError(RONDO.say("rondo.setup.mixed_sides"))
        if not MIN_SIDES <= count <= MAX_SIDES:
            code = "rondo.setup.team_count" if teams else "rondo.setup.player_count"
            raise SetupError(RONDO.say(code, least=MIN_SIDES, most=MAX_SIDES, count=count))
        names = [name_key(s.name) for s in self.sides]
        for i, name in enumerate(names):
            if name in names[:i]:
                raise SetupError(RONDO.say("rondo.setup.same_name", name=self.sides[i].name))
        if self.rounds is not None and (isinstance(self.rounds, bool) or self.rounds < 1):
            raise SetupError(RONDO.say("rondo.setup.rounds", rounds=repr(self.rounds)))

    def with_turn(self, turn: Turn) -> Game:
        """The game with ``turn`` appended, if the rules allow it."""
        game = replace(self, turns=(*self.turns, turn))
        compute_sheet(game)
        return game

    def with_values(self, values: LetterValues) -> Game:
        """The game with another table of letter values: every turn is scored anew.

        The start words are scored anew too. Once turns are entered, a table
        that would let another side start is refused: the turns were played
        in the order the old values gave.

        >>> import datetime
        >>> d = datetime.date
        >>> game = Game((Side.solo("Anna", d(1970, 5, 1), "ZON"),    # 8 points: Anna starts
        ...              Side.solo("Bas", d(2010, 2, 3), "ART")))    # 5 points
        >>> game = game.with_turn(Turn(Holder.parse("NOT")))
        >>> compute_sheet(game.with_values(LetterValues().with_value("N", 4))).columns[0].total
        8
        >>> game.with_values(LetterValues().with_value("Z", 0))     # ZON 3: Bas would start
        Traceback (most recent call last):
        ...
        wordmastermind.core.rondo.errors.StartError: with these letter values Bas would start instead of Anna, but the turns entered so far were played from Anna on
        """
        return self._same_starter(replace(self, values=values), "rondo.start.other_starter")

    def with_sides(self, sides: tuple[Side, ...]) -> Game:
        """The game with the sides changed (names, birth dates, start words).

        A start word entered late is taken, unless it would let another side
        start once turns are entered: they were played from the old starter on.
        """
        return self._same_starter(replace(self, sides=sides), "rondo.start.other_starter_words")

    def _same_starter(self, changed: Game, code: str) -> Game:
        if self.turns:
            before = who_starts(self.sides, self.values)
            after = who_starts(changed.sides, changed.values)
            if after != before:
                old, new = self.sides[before].name, changed.sides[after].name
                raise StartError(RONDO.say(code, new=new, old=old))
            compute_sheet(changed)
        return changed

    def with_accepted(self, word: str, accepted: bool = True) -> Game:
        """The game with ``word`` accepted as a word (or no longer accepted).

        The word lists have the last word only on words they know; what the
        game master accepts is remembered with the game.

        >>> import datetime
        >>> game = Game((Side.solo("Anna", datetime.date(1970, 5, 1), "ZON"),
        ...              Side.solo("Bas", datetime.date(2010, 2, 3), "ART")))
        >>> sorted(game.with_accepted("zwoel").accepted_words)
        ['ZWOEL']
        """
        key = word.strip().upper()
        if not key:
            raise RondoError(RONDO.say("rondo.no_word_to_accept"))
        words = self.accepted_words | {key} if accepted else self.accepted_words - {key}
        return replace(self, accepted_words=words)

    def without_last_turn(self) -> Game:
        if not self.turns:
            raise RondoError(RONDO.say("rondo.no_turns"))
        return replace(self, turns=self.turns[:-1])

    def holder(self) -> Holder:
        """The holder as it lies now (the closed, empty holder before the first word)."""
        for turn in reversed(self.turns):
            if turn.holder is not None:
                return turn.holder
        return Holder.empty()
