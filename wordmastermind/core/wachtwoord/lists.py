"""Word lists for playing Wachtwoord: A- and B-lists drawn from a Dutch word list.

The boxed game comes with printed lists; these are drawn from a frequency
list (the caller supplies it: word and Zipf frequency) so that a group can
play on after the printed ones are used up. The app's list holds Dutch
common words only, no names and no English, with their accents
(:mod:`wordmastermind.core.wachtwoord.common_words`); it still holds verb
forms and adjectives, so the game leader looks the lists over and draws a
word again where one does not suit (or gives a list of their own). Each round has an A-list and a
B-list of five words, the fifth starred (it counts double in the American
method). The difficulty is a band of frequencies: common words are easy.

No two words in a set of lists are parts or forms of each other (the rule
for clue words, :func:`~wordmastermind.core.wachtwoord.clues.clue_problem`), so a
password never gives away another one.

>>> import random
>>> pool = [("huis", 5.6), ("boom", 5.0), ("fiets", 4.9), ("water", 5.4), ("kast", 4.6),
...         ("tafel", 4.7), ("lamp", 4.6), ("deur", 5.1), ("raam", 4.8), ("stoel", 4.6),
...         ("huisje", 4.7), ("zee", 5.0), ("x-as", 5.0)]
>>> lists = draw_lists(playable_words(pool, Difficulty.EASY), 1, random.Random(3))
>>> [(w.name, len(w.words)) for w in lists]
[('A1', 5), ('B1', 5)]
>>> "huis" in lists[0].words + lists[1].words and "huisje" in lists[0].words + lists[1].words
False
>>> list_labels()
('1', '2', '3', '4', '5*')
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from wordmastermind.core import messages
from wordmastermind.core.report import Audience, Column, Heading, Paragraph, Report, Table
from wordmastermind.core.wachtwoord.clues import clue_problem, clue_warning
from wordmastermind.core.wachtwoord.errors import WachtwoordError
from wordmastermind.core.wachtwoord.messages import WACHTWOORD
from wordmastermind.core.wachtwoord.game import AMERICAN_WORDS

LIST_LENGTH = AMERICAN_WORDS
MIN_LETTERS = 4
MAX_LETTERS = 14
MAX_ROUNDS = 20


class Difficulty(Enum):
    """A band of Zipf frequencies (about log10 of uses per billion words)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"

    @property
    def band(self) -> tuple[float, float]:
        """(lowest, highest) frequency, the lowest included.

        >>> Difficulty.MEDIUM.band
        (3.5, 4.5)
        """
        return {
            Difficulty.EASY: (4.5, 9.0),
            Difficulty.MEDIUM: (3.5, 4.5),
            Difficulty.HARD: (2.5, 3.5),
        }[self]


@dataclass(frozen=True, slots=True)
class WordList:
    """One list: its name (``"A1"``, ``"B1"``, ``"A2"``, ...) and its five words."""

    name: str
    words: tuple[str, ...]


def list_labels() -> tuple[str, ...]:
    """The numbers on a list, the last one starred."""
    return tuple(str(i) for i in range(1, LIST_LENGTH)) + (f"{LIST_LENGTH}*",)


def _playable(word: str) -> bool:
    return word.isalpha() and MIN_LETTERS <= len(word) <= MAX_LETTERS


def playable_words(frequencies: Iterable[tuple[str, float]], difficulty: Difficulty) -> list[str]:
    """The words of ``difficulty``'s band that can be a password: one word of letters only.

    Words come back in lower case, sorted, each once.

    >>> playable_words([("Fiets", 4.9), ("x-as", 5.0), ("de", 7.0), ("boom", 4.8)], Difficulty.EASY)
    ['boom', 'fiets']
    """
    low, high = difficulty.band
    return sorted({w.lower() for w, z in frequencies if low <= z < high and _playable(w)})


def _clash(word: str, chosen: Iterable[str]) -> bool:
    """Whether ``word`` is a part or form of a word already chosen, or they of it."""
    return any(clue_problem(word, other) is not None or clue_warning(word, other) is not None
               for other in chosen)


def _draw(pool: Sequence[str], count: int, rng: random.Random, taken: list[str]) -> list[str]:
    order = list(pool)
    rng.shuffle(order)
    drawn: list[str] = []
    for word in order:
        if len(drawn) == count:
            break
        if word not in taken and not _clash(word, taken + drawn):
            drawn.append(word)
    if len(drawn) < count:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.lists.too_few", found=len(taken) + len(drawn),
                                             needed=len(taken) + count))
    return drawn


def draw_lists(pool: Sequence[str], rounds: int, rng: random.Random) -> tuple[WordList, ...]:
    """An A-list and a B-list of five words for each of ``rounds`` rounds, all different."""
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.lists.rounds", most=MAX_ROUNDS, rounds=repr(rounds)))
    words = _draw(pool, 2 * LIST_LENGTH * rounds, rng, [])
    lists = []
    for number in range(rounds):
        for side, letter in enumerate("AB"):
            start = (2 * number + side) * LIST_LENGTH
            lists.append(WordList(f"{letter}{number + 1}", tuple(words[start:start + LIST_LENGTH])))
    return tuple(lists)


def replace_word(
    lists: Sequence[WordList], list_index: int, word_index: int, pool: Sequence[str], rng: random.Random
) -> tuple[WordList, ...]:
    """The lists with one word swapped for another word of the pool.

    >>> lists = (WordList("A1", ("huis", "boom", "fiets", "water", "kast")),)
    >>> replace_word(lists, 0, 1, ["huis", "boom", "zee"], random.Random(1))[0].words
    ('huis', 'zee', 'fiets', 'water', 'kast')
    """
    if not 0 <= list_index < len(lists) or not 0 <= word_index < len(lists[list_index].words):
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.lists.no_word", word=word_index + 1, list=list_index + 1))
    others = [w for i, lst in enumerate(lists) for j, w in enumerate(lst.words)
              if (i, j) != (list_index, word_index)]
    old = lists[list_index].words[word_index]
    new = _draw([w for w in pool if w != old], 1, rng, others)[0]
    target = lists[list_index]
    words = target.words[:word_index] + (new,) + target.words[word_index + 1:]
    return (*lists[:list_index], WordList(target.name, words), *lists[list_index + 1:])


# ---------------------------------------------------------------- the printout

LANGUAGES = ("en", "nl")
"""The languages of the printed lists: English and Dutch (its texts' catalog)."""

LISTS_REPORT = messages.Table({
    "report.wachtwoord_lists.title": "Wachtwoord: word lists",
    "report.wachtwoord_lists.subject": "For the clue-givers only: keep the lists out of the guessers' sight.",
    "report.wachtwoord_lists.difficulty": "Difficulty: {difficulty}. The fifth word of each list (5*) counts "
                                          "double in the American method.",
    "report.wachtwoord_lists.round": "Round {number}",
    "report.wachtwoord_lists.round_column": "Round",
    "report.wachtwoord_lists.number": "No.",
    "report.wachtwoord_lists.a_list": "A-list",
    "report.wachtwoord_lists.b_list": "B-list",
    "report.wachtwoord_lists.sheet": "Lists",
    "report.wachtwoord_lists.easy": "easy",
    "report.wachtwoord_lists.medium": "medium",
    "report.wachtwoord_lists.hard": "hard",
}, languages=LANGUAGES[1:])


def word_lists_report(
    lists: Sequence[WordList], difficulty: Difficulty, language: str = "nl", *,
    catalogs: messages.Catalogs | None = None,
) -> Report:
    """The lists as a printable report: per round a table of the A- and B-list side by side.

    The lists are for the clue-givers' eyes, so the report is the game
    master's, never the players'. The texts in Dutch come from ``catalogs``
    (``files.i18n.translation``).

    >>> report = word_lists_report((WordList("A1", ("huis", "boom", "fiets", "water", "kast")),
    ...                             WordList("B1", ("deur", "raam", "zee", "lamp", "stoel"))),
    ...                            Difficulty.EASY, "en")
    >>> report.audience.value, report.tables()[0].rows[-1]
    ('game master', ('5*', 'kast', 'stoel'))
    """
    if language not in LANGUAGES:
        raise WachtwoordError(WACHTWOORD.say("wachtwoord.lists.language", language=repr(language)))
    s = messages.Texts(LISTS_REPORT, "report.wachtwoord_lists.", messages.translation(language, catalogs))
    blocks: list[Heading | Paragraph | Table] = [
        Paragraph(s["subject"], emphasis=True),
        Paragraph(s["difficulty"].format(difficulty=s[difficulty.value])),
    ]
    by_name = {lst.name: lst.words for lst in lists}
    rounds = len(lists) // 2
    for number in range(1, rounds + 1):
        a, b = by_name.get(f"A{number}", ()), by_name.get(f"B{number}", ())
        blocks.append(Heading(s["round"].format(number=number), 2))
        blocks.append(Table(
            (Column(s["number"], width=4), Column(s["a_list"], width=16), Column(s["b_list"], width=16)),
            tuple((label, a[i] if i < len(a) else None, b[i] if i < len(b) else None)
                  for i, label in enumerate(list_labels())),
            sheet=s["sheet"], group=str(number), group_title=s["round_column"],
        ))
    return Report(s["title"], tuple(blocks), subject=s["subject"], audience=Audience.GAME_MASTER)
