"""What a round's guesses put in again change of those it holds: the guesses dropped, the rows new.

>>> held = (Guess("Emil", "Anna", "LAMPE"), Guess("Anna", "Emil", "HOSEN"))
>>> left_out_by(held, [Guess("anna", "emil", "HOSE")])
(Guess(guesser='Emil', target='Anna', word='LAMPE'),)
>>> left_out_by(held, [Guess("Emil", "Otto", "LAMPE"), Guess("Anna", "Emil", "HOSEN")])
()
>>> sorted(new_rows(held, [Guess("Anna", "Emil", "HOSEN"), Guess("Emil", "Anna", "LAMPA")]))
[1]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import TYPE_CHECKING

from wordmastermind.core.wmm.game import Guess
from wordmastermind.core.words import name_key

if TYPE_CHECKING:
    from wordmastermind.core.wmm.results import Evaluation, GuessResult


def unmatched(guesses: Sequence[Guess], others: Iterable[Guess], key: Callable[[Guess], Hashable]) -> list[int]:
    """The rows of ``guesses`` that no guess of ``others`` with the same ``key`` matches (each matches one)."""
    left = Counter(map(key, others))
    rows = []
    for row, guess in enumerate(guesses):
        found = key(guess)
        if left[found]:
            left[found] -= 1
        else:
            rows.append(row)
    return rows


def _pair(guess: Guess) -> tuple[str, str]:
    return name_key(guess.guesser), name_key(guess.target)


def _as_it_is(guess: Guess) -> tuple[str, str, str]:
    return name_key(guess.guesser), name_key(guess.target), guess.word


def left_out_by(held: Sequence[Guess], guesses: Sequence[Guess]) -> tuple[Guess, ...]:
    """The guesses ``held`` (a round's) that ``guesses``, put in their place, would drop: of each guesser who
    has fewer guesses there than here, those whose target ``guesses`` do not have (names matched loosely). A
    word or a target changed is a guess corrected, not dropped."""
    there = Counter(name_key(guess.guesser) for guess in guesses)
    here = Counter(name_key(guess.guesser) for guess in held)
    return tuple(held[row] for row in unmatched(held, guesses, _pair)
                 if there[name_key(held[row].guesser)] < here[name_key(held[row].guesser)])


def new_rows(held: Sequence[Guess], guesses: Sequence[Guess]) -> frozenset[int]:
    """The rows of ``guesses`` that are not among ``held`` as they are (guesser, target, word; each held guess
    matches one row)."""
    return frozenset(unmatched(guesses, held, _as_it_is))


def newly_illegal(before: Evaluation, after: Evaluation, number: int = 0) -> tuple[GuessResult, ...]:
    """The guesses after round ``number`` (0: of every round) that break a rule in ``after`` but did not in
    ``before``, each a game's evaluation: what a change made illegal (a word length changed, a round put in
    that guesses a word a later round guesses again)."""
    was_bad = {(g.round, g.row) for r in before.rounds[number:] for g in r.problems}
    return tuple(g for r in after.rounds[number:] for g in r.problems if (g.round, g.row) not in was_bad)
