"""Wachtwoord (Hausemann & Hötte's Dutch edition of *Password*): the score sheet.

The scorekeeper enters only what happened: for each word, the dial value at
the moment the word ended and who got it (or nobody). Everything else (points
per player and word, running totals, who won the round and the game, where a
Dutch round ended) is computed here from that.

The rules' example, the American method: A-list won by team 2 at 8, team 1
at 5, nobody, team 1 at 7, team 2 at 6 (doubled); B-list won by team 1 at 8,
team 2 at 7, team 1 at 9, team 2 at 2, team 1 at 7 (doubled):

>>> a = (won(2, 8), won(1, 5), missed(), won(1, 7), won(2, 6))
>>> b = (won(1, 8), won(2, 7), won(1, 9), won(2, 2), won(1, 7))
>>> game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"),
...                 Method.AMERICAN, rounds=(TeamRound(a, b),))
>>> sheet = team_sheet(game)
>>> [(row.player, row.total) for row in sheet.rounds[0].rows]
[('Fred', 12), ('Joop', 20), ('Annie', 31), ('Marie', 9)]
>>> sheet.totals, sheet.winner
((43, 29), 1)

The Dutch method plays the same words A1, B1, A2, B2, ... and stops as soon
as a team has 25 points:

>>> dutch = TeamRound(a[:4], b[:3])
>>> game = TeamGame(Team("Fred", "Annie"), Team("Joop", "Marie"),
...                 Method.DUTCH, rounds=(dutch,))
>>> r = team_sheet(game).rounds[0]
>>> r.totals, r.ended_after, r.winner
((29, 15), 'A4', 1)
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from wordmastermind.core.errors import RuleError, check_language

DIAL_START = 10
AMERICAN_WORDS = 5
DUTCH_TARGET = 25
REPORT_LANGUAGES = ("en", "nl")
"""The languages a Wachtwoord score sheet can be written in."""


class WachtwoordError(RuleError):
    """Wachtwoord input that the rules do not allow."""


class Method(Enum):
    """How a round is played."""

    AMERICAN = "american"  # five words per list, the fifth (*) counts double
    DUTCH = "dutch"  # until a side has at least 25 points; nothing doubles


class WinnerBy(Enum):
    """What decides the game; the players choose before they start."""

    POINTS = "points"
    ROUNDS = "rounds"


def _check_value(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= DIAL_START:
        raise WachtwoordError(f"the dial value must be a whole number from 0 to 10, not {value!r}")
    return value


def _check_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip():
        raise WachtwoordError(f"a player's name must not be empty, not {name!r}")
    return name.strip()


def _check_distinct(names: Sequence[str]) -> None:
    seen: set[str] = set()
    for name in names:
        if name.casefold() in seen:
            raise WachtwoordError(f"player names must differ: {name!r} appears twice")
        seen.add(name.casefold())


def _check_misses(misses: object) -> None:
    if isinstance(misses, bool) or not isinstance(misses, int) or not 0 <= misses < DIAL_START:
        raise WachtwoordError(
            f"a word in play has 0 to 9 missed clues (the tenth ends it), not {misses!r}"
        )


def dial_value(misses: int) -> int:
    """What the dial shows after ``misses`` missed clues (10, 9, ..., 0).

    >>> dial_value(0), dial_value(2), dial_value(10)
    (10, 8, 0)
    >>> dial_value(11)
    Traceback (most recent call last):
    ...
    wordmastermind.core.wachtwoord.rules.WachtwoordError: a word has at most 10 missed clues, not 11
    """
    if isinstance(misses, bool) or not isinstance(misses, int) or misses < 0:
        raise WachtwoordError(f"the number of missed clues must be 0 or more, not {misses!r}")
    if misses > DIAL_START:
        raise WachtwoordError(f"a word has at most 10 missed clues, not {misses}")
    return DIAL_START - misses


# ---------------------------------------------------------------- the input


@dataclass(frozen=True, slots=True)
class Team:
    """A team (ploeg): its A-player and its B-player."""

    a_player: str
    b_player: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "a_player", _check_name(self.a_player))
        object.__setattr__(self, "b_player", _check_name(self.b_player))


@dataclass(frozen=True, slots=True)
class TeamWord:
    """How one password ended: the team that got it (None: nobody) and the dial value then.

    >>> TeamWord(3, 5)
    Traceback (most recent call last):
    ...
    wordmastermind.core.wachtwoord.rules.WachtwoordError: the team must be 1, 2 or None (nobody), not 3
    """

    team: int | None
    value: int

    def __post_init__(self) -> None:
        if self.team is not None and (isinstance(self.team, bool) or self.team not in (1, 2)):
            raise WachtwoordError(f"the team must be 1, 2 or None (nobody), not {self.team!r}")
        _check_value(self.value)
        if self.team is not None and self.value == 0:
            raise WachtwoordError(
                "nobody can win a word at dial value 0: after the tenth missed clue nobody scores"
            )


def won(team: int, value: int) -> TeamWord:
    """Team ``team`` got the word with the dial at ``value``."""
    return TeamWord(team, value)


def missed(value: int = 0) -> TeamWord:
    """Nobody got the word (ten misses, or a wrong form not corrected)."""
    return TeamWord(None, value)


@dataclass(frozen=True, slots=True)
class TeamRound:
    """One round: the A-list words and the B-list words, each in list order.

    They are played A1, B1, A2, B2, ..., so the A-list is never behind the
    B-list and at most one word ahead of it.
    """

    a_words: tuple[TeamWord, ...] = ()
    b_words: tuple[TeamWord, ...] = ()
    misses: int = 0
    """Missed clues so far on the next word, while it is being played (live mode)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "a_words", tuple(self.a_words))
        object.__setattr__(self, "b_words", tuple(self.b_words))
        _check_misses(self.misses)


@dataclass(frozen=True, slots=True)
class TeamGame:
    """A game for four (or five, with a game leader who does not score)."""

    team1: Team
    team2: Team
    method: Method = Method.AMERICAN
    winner_by: WinnerBy = WinnerBy.POINTS
    rounds: tuple[TeamRound, ...] = ()
    leader: str = ""
    language: str = "en"
    """The language of the game's score sheets ("en" or "nl"), whatever the app's."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "rounds", tuple(self.rounds))
        object.__setattr__(self, "leader", self.leader.strip())
        check_language(self.language, REPORT_LANGUAGES, WachtwoordError)
        names = [self.team1.a_player, self.team2.a_player, self.team1.b_player, self.team2.b_player]
        _check_distinct(names + ([self.leader] if self.leader else []))

    def player(self, role: str) -> str:
        """The name behind a role: ``"1A"``, ``"1B"``, ``"2A"`` or ``"2B"``."""
        team = {"1": self.team1, "2": self.team2}.get(role[:1])
        if team is None or role[1:] not in ("A", "B"):
            raise WachtwoordError(f"a role is 1A, 1B, 2A or 2B, not {role!r}")
        return team.a_player if role[1:] == "A" else team.b_player


@dataclass(frozen=True, slots=True)
class TrioWord:
    """Three-player game: who called out the word first (two if at the same moment)."""

    guessers: tuple[str, ...]
    value: int

    def __post_init__(self) -> None:
        names = tuple(_check_name(n) for n in self.guessers)
        object.__setattr__(self, "guessers", names)
        _check_value(self.value)
        if len(names) > 2:
            raise WachtwoordError(f"at most the two guessers can get a word, not {len(names)}")
        if len({n.casefold() for n in names}) < len(names):
            raise WachtwoordError(f"{names[0]!r} is named twice")
        if names and self.value == 0:
            raise WachtwoordError(
                "nobody can win a word at dial value 0: after the tenth missed clue nobody scores"
            )


@dataclass(frozen=True, slots=True)
class TrioRound:
    """A three-player round: who gives the clues, and the words in the order played."""

    clue_giver: str
    words: tuple[TrioWord, ...] = ()
    misses: int = 0
    """Missed clues so far on the next word, while it is being played (live mode)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "clue_giver", _check_name(self.clue_giver))
        object.__setattr__(self, "words", tuple(self.words))
        _check_misses(self.misses)


@dataclass(frozen=True, slots=True)
class TrioGame:
    """The variant for three: one clue-giver, two guessers who score for themselves."""

    players: tuple[str, str, str]
    method: Method = Method.AMERICAN
    winner_by: WinnerBy = WinnerBy.POINTS
    rounds: tuple[TrioRound, ...] = ()
    language: str = "en"
    """The language of the game's score sheets ("en" or "nl"), whatever the app's."""

    def __post_init__(self) -> None:
        check_language(self.language, REPORT_LANGUAGES, WachtwoordError)
        if len(self.players) != 3:
            raise WachtwoordError(f"the three-player game needs 3 players, not {len(self.players)}")
        names = tuple(_check_name(n) for n in self.players)
        _check_distinct(names)
        object.__setattr__(self, "players", names)
        object.__setattr__(self, "rounds", tuple(self.rounds))


# ---------------------------------------------------------------- the sheet


@dataclass(frozen=True, slots=True)
class PlayedWord:
    """One word in the order played, with what it was worth.

    ``label`` is ``"A1"``..., ``"B5*"`` (team game) or ``"3"`` (three
    players); ``points`` is what each scorer got (the dial value, doubled for
    a word marked *); ``running`` is each side's total after this word.
    """

    label: str
    value: int
    double: bool
    points: int
    scorers: tuple[str, ...]
    running: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One player's row: points per word column, the running total, the total."""

    player: str
    points: tuple[int, ...]
    running: tuple[int, ...]
    total: int


@dataclass(frozen=True, slots=True)
class RoundSheet:
    """One round worked out.

    ``totals`` is per team (1, 2) or per player (in the game's order);
    ``winner`` is the team number or the player's name, ``None`` while the
    round is unfinished or when it is a draw. ``ended_after`` is the label of
    the word that ended a Dutch round.
    """

    number: int
    words: tuple[PlayedWord, ...]
    rows: tuple[SheetRow, ...]
    totals: tuple[int, ...]
    finished: bool
    ended_after: str | None
    winner: int | str | None


@dataclass(frozen=True, slots=True)
class GameSheet:
    """The whole game: per-round sheets, totals and rounds won per side, the winner."""

    sides: tuple[int | str, ...]
    rounds: tuple[RoundSheet, ...]
    totals: tuple[int, ...]
    rounds_won: tuple[int, ...]
    finished: bool
    winner: int | str | None


def _unique_max(values: Sequence[int]) -> int | None:
    best = max(values)
    return values.index(best) if values.count(best) == 1 else None


def _play(
    number: int,
    method: Method,
    played: Sequence[tuple[str, bool, int, tuple[int, ...]]],
    side_count: int,
    side_names: Sequence[str],
) -> tuple[tuple[PlayedWord, ...], tuple[int, ...], str | None]:
    """Run the words (label, double, value, scoring sides) in order; check the Dutch end."""
    totals = [0] * side_count
    words: list[PlayedWord] = []
    ended_after: str | None = None
    for label, double, value, sides in played:
        if ended_after is not None:
            raise WachtwoordError(
                f"round {number}: the Dutch round ended after {ended_after}, "
                f"so {label} cannot be played"
            )
        points = value * 2 if double else value
        for side in sides:
            totals[side] += points
        words.append(
            PlayedWord(label, value, double, points if sides else 0,
                       tuple(side_names[s] for s in sides), tuple(totals))
        )
        if method is Method.DUTCH and max(totals) >= DUTCH_TARGET:
            ended_after = label
    return tuple(words), tuple(totals), ended_after


def _row(player: str, points: Sequence[int]) -> SheetRow:
    running: list[int] = []
    for p in points:
        running.append((running[-1] if running else 0) + p)
    return SheetRow(player, tuple(points), tuple(running), sum(points))


def _check_nothing_in_play(number: int, finished: bool, misses: int) -> None:
    if finished and misses:
        raise WachtwoordError(
            f"round {number} is over, so no word can be in play with {misses} missed clues"
        )


def _team_round(game: TeamGame, number: int, rnd: TeamRound) -> RoundSheet:
    a, b = rnd.a_words, rnd.b_words
    if not (len(a) == len(b) or len(a) == len(b) + 1):
        raise WachtwoordError(
            f"round {number}: the A-list has {len(a)} words and the B-list {len(b)}; "
            "words are played A1, B1, A2, B2, ..., so the A-list is at most one word ahead"
        )
    if game.method is Method.AMERICAN and len(a) > AMERICAN_WORDS:
        raise WachtwoordError(
            f"round {number}: the American method has 5 words per list, not {len(a)}"
        )
    order: list[tuple[str, TeamWord]] = []
    for i, word in enumerate(a):
        order.append((f"A{i + 1}", word))
        if i < len(b):
            order.append((f"B{i + 1}", b[i]))
    played = []
    for label, word in order:
        double = game.method is Method.AMERICAN and label[1:] == str(AMERICAN_WORDS)
        sides = () if word.team is None else (word.team - 1,)
        played.append((label + ("*" if double else ""), double, word.value, sides))
    names = {
        "A": (game.team1.a_player, game.team2.a_player),
        "B": (game.team1.b_player, game.team2.b_player),
    }
    # The sheet credits a word to the row of the list's player in the winning team.
    words, totals, ended_after = _play(number, game.method, played, 2, ("1", "2"))
    words = tuple(
        PlayedWord(w.label, w.value, w.double, w.points,
                   tuple(names[w.label[0]][int(s) - 1] for s in w.scorers), w.running)
        for w in words
    )
    rows = []
    for letter, lst in (("A", a), ("B", b)):
        for team in (1, 2):
            pts = [
                (w.points if w.scorers and w.scorers[0] == names[letter][team - 1] else 0)
                for w in words
                if w.label[0] == letter
            ]
            rows.append(_row(names[letter][team - 1], pts))
    if game.method is Method.AMERICAN:
        finished = len(a) == len(b) == AMERICAN_WORDS
    else:
        finished = ended_after is not None
    _check_nothing_in_play(number, finished, rnd.misses)
    best = _unique_max(totals) if finished else None
    return RoundSheet(number, words, tuple(rows), totals, finished, ended_after,
                      None if best is None else best + 1)


def _trio_round(game: TrioGame, number: int, rnd: TrioRound) -> RoundSheet:
    keys = [p.casefold() for p in game.players]
    if rnd.clue_giver.casefold() not in keys:
        raise WachtwoordError(f"round {number}: the clue-giver {rnd.clue_giver!r} is not a player")
    if game.method is Method.AMERICAN and len(rnd.words) > AMERICAN_WORDS:
        raise WachtwoordError(
            f"round {number}: the American method has 5 words per round, not {len(rnd.words)}"
        )
    played = []
    for i, word in enumerate(rnd.words, start=1):
        sides = []
        for name in word.guessers:
            if name.casefold() not in keys:
                raise WachtwoordError(f"round {number}, word {i}: {name!r} is not a player")
            if name.casefold() == rnd.clue_giver.casefold():
                raise WachtwoordError(
                    f"round {number}, word {i}: {name} gives the clues this round and cannot score"
                )
            sides.append(keys.index(name.casefold()))
        double = game.method is Method.AMERICAN and i == AMERICAN_WORDS
        played.append((str(i) + ("*" if double else ""), double, word.value, tuple(sorted(sides))))
    words, totals, ended_after = _play(number, game.method, played, 3, game.players)
    rows = tuple(
        _row(p, [w.points if p in w.scorers else 0 for w in words]) for p in game.players
    )
    if game.method is Method.AMERICAN:
        finished = len(rnd.words) == AMERICAN_WORDS
    else:
        finished = ended_after is not None
    _check_nothing_in_play(number, finished, rnd.misses)
    best = _unique_max(totals) if finished else None
    return RoundSheet(number, words, rows, totals, finished, ended_after,
                      None if best is None else game.players[best])


def _game(
    sides: tuple[int | str, ...], winner_by: WinnerBy, rounds: Sequence[RoundSheet]
) -> GameSheet:
    for r in rounds[:-1]:
        if not r.finished:
            raise WachtwoordError(f"round {r.number} is not finished, but round {r.number + 1} follows")
    totals = tuple(sum(r.totals[i] for r in rounds) for i in range(len(sides)))
    won_count = tuple(sum(r.winner == side for r in rounds) for side in sides)
    finished = bool(rounds) and all(r.finished for r in rounds)
    best = _unique_max(totals if winner_by is WinnerBy.POINTS else won_count)
    winner = sides[best] if finished and best is not None else None
    return GameSheet(sides, tuple(rounds), totals, won_count, finished, winner)


def team_sheet(game: TeamGame) -> GameSheet:
    """Work out the score sheet of a four- (or five-) player game.

    Raises :class:`WachtwoordError` for a round that breaks the rules: too
    many words, the B-list ahead of the A-list, a word after a Dutch round
    ended, an unfinished round followed by another.
    """
    rounds = [_team_round(game, n, r) for n, r in enumerate(game.rounds, start=1)]
    return _game((1, 2), game.winner_by, rounds)


def trio_sheet(game: TrioGame) -> GameSheet:
    """Work out the score sheet of a three-player game (sides are the players).

    >>> game = TrioGame(("Els", "Wim", "Kees"), Method.DUTCH, rounds=(
    ...     TrioRound("Els", (TrioWord(("Wim", "Kees"), 9), TrioWord(("Wim",), 8),
    ...                       TrioWord((), 0), TrioWord(("Kees",), 10), TrioWord(("Wim",), 9))),))
    >>> r = trio_sheet(game).rounds[0]
    >>> r.totals, r.ended_after, r.winner
    ((0, 26, 19), '5', 'Wim')
    """
    rounds = [_trio_round(game, n, r) for n, r in enumerate(game.rounds, start=1)]
    return _game(game.players, game.winner_by, rounds)


# ---------------------------------------------------------------- turn order


@dataclass(frozen=True, slots=True)
class ClueTurn:
    """Who gives the next clue to whom, and what the dial shows."""

    team: int
    clue_giver: str  # a role: "1A", "2B", ...
    guesser: str
    value: int


def clue_turn(word: str, misses: int) -> ClueTurn:
    """The rules' strict order for the clue after ``misses`` missed ones on ``word``.

    ``word`` is a label like ``"A1"`` or ``"B2"``. Odd-numbered words start
    with team 1, even-numbered ones with team 2; after each miss the other
    team's player gives a clue. On the A-list the A-player gives clues to the
    B-player, on the B-list the other way round.

    >>> clue_turn("A1", 0)
    ClueTurn(team=1, clue_giver='1A', guesser='1B', value=10)
    >>> clue_turn("A1", 1)
    ClueTurn(team=2, clue_giver='2A', guesser='2B', value=9)
    >>> clue_turn("B2", 0)
    ClueTurn(team=2, clue_giver='2B', guesser='2A', value=10)
    """
    lst, digits = word[:1].upper(), word[1:].rstrip("*")
    if lst not in ("A", "B") or not digits.isdigit() or int(digits) < 1:
        raise WachtwoordError(f"a word is named like A1 or B3, not {word!r}")
    value = dial_value(misses)
    if value == 0:
        raise WachtwoordError("after 10 missed clues the word is over and nobody scores")
    first = 1 if int(digits) % 2 == 1 else 2
    team = first if misses % 2 == 0 else 3 - first
    other = "B" if lst == "A" else "A"
    return ClueTurn(team, f"{team}{lst}", f"{team}{other}", value)


def next_word(method: Method, rnd: TeamRound) -> str | None:
    """The next word of a team round (``"B3"``), or ``None`` when the round is over.

    >>> next_word(Method.AMERICAN, TeamRound((missed(),), ()))
    'B1'
    """
    a, b = len(rnd.a_words), len(rnd.b_words)
    probe = TeamGame(Team("1A", "1B"), Team("2A", "2B"), method, rounds=(rnd,))
    if team_sheet(probe).rounds[0].finished:
        return None
    return f"B{b + 1}" if a > b else f"A{a + 1}"


# ---------------------------------------------------------------- clue words

_LONG_ENDINGS = (
    "etjes", "etje", "tjes", "pjes", "kjes", "tje", "pje", "kje", "jes", "je",
    "ten", "den", "ens", "en", "te", "de", "es",
)
_SHORT_ENDINGS = ("e", "s", "t", "d")
_VOWELS = set("aeiouy")
_MIN_PART = 3
_MIN_STEM = 4


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFD", word.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _collapse(word: str) -> str:
    out: list[str] = []
    for c in word:
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def _stems(word: str) -> list[tuple[str, bool, bool]]:
    """(stem, long ending stripped, ge- stripped) for every reading of ``word``."""
    bases = [(word, False)]
    if word.startswith("ge") and len(word) - 2 >= _MIN_PART:
        bases.append((word[2:], True))
    out = []
    for base, ge in bases:
        out.append((_collapse(base), False, ge))
        for ending in _LONG_ENDINGS + _SHORT_ENDINGS:
            if base.endswith(ending) and len(base) - len(ending) >= _MIN_STEM - 1:
                out.append((_collapse(base[: -len(ending)]), ending in _LONG_ENDINGS, ge))
    return out


def _skeleton(word: str) -> str:
    return "".join(c for c in word if c not in _VOWELS)


def _form_of(a: str, b: str) -> bool:
    for sa, long_a, ge_a in _stems(a):
        for sb, long_b, ge_b in _stems(b):
            if len(sa) < _MIN_STEM - 1 or len(sb) < _MIN_STEM - 1:
                continue
            unchanged = sa == _collapse(a) or sb == _collapse(b)
            if sa == sb and (unchanged or long_a or long_b or ge_a or ge_b):
                return True
            if (ge_a or ge_b) and len(sa) == len(sb) and len(sa) >= _MIN_STEM:
                if _skeleton(sa) == _skeleton(sb) and len(_skeleton(sa)) >= _MIN_PART:
                    return True
    return False


def one_word_problem(word: str, what: str = "clue") -> str | None:
    """Why ``word`` is not one word without hyphens, or ``None``.

    >>> one_word_problem("vergeet-mij-niet")
    "the clue must be one word without a hyphen: 'vergeet-mij-niet'"
    """
    if not word.strip():
        return f"the {what} is empty"
    if any(c.isspace() for c in word.strip()):
        return f"the {what} must be one word: {word.strip()!r} is more than one"
    if "-" in word:
        return f"the {what} must be one word without a hyphen: {word.strip()!r}"
    return None


def clue_problem(clue: str, password: str) -> str | None:
    """Why ``clue`` may not be given for ``password``, or ``None`` if it may.

    A clue is one word without hyphens (a proper name is fine) and is not a
    part or a form of the password. Case and accents are ignored. Refused:

    - the password itself;
    - a part: the clue, 3 letters or more, occurs inside the password;
    - the password, 3 letters or more, occurs inside the clue;
    - a form: both share a stem once Dutch endings (-en, -e, -t, -d, -te,
      -de, -s, -je, -tje, ...) and the participle's ge- are taken off, with
      doubled letters counted once; with ge- a changed vowel counts too.

    >>> clue_problem("apothek", "apotheker")
    "'apothek' is a part of the password 'apotheker'"
    >>> clue_problem("stelen", "gestolen")
    "'stelen' is a form of the password 'gestolen'"
    >>> clue_problem("Hitchcock", "griezelfilm") is None
    True
    """
    problem = one_word_problem(password, "password")
    if problem:
        raise WachtwoordError(problem)
    problem = one_word_problem(clue, "clue")
    if problem:
        return problem
    c, p = _fold(clue), _fold(password)
    shown_c, shown_p = clue.strip(), password.strip()
    if c == p:
        return f"{shown_c!r} is the password itself"
    if len(c) >= _MIN_PART and c in p:
        return f"{shown_c!r} is a part of the password {shown_p!r}"
    if len(p) >= _MIN_PART and p in c:
        return f"{shown_c!r} contains the password {shown_p!r}"
    if _form_of(c, p):
        return f"{shown_c!r} is a form of the password {shown_p!r}"
    return None
