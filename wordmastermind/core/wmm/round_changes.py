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

from collections.abc import Iterable, Sequence

from wordmastermind.core.wmm.game import Guess
from wordmastermind.core.words import name_key


def left_out_by(held: Sequence[Guess], guesses: Iterable[Guess]) -> tuple[Guess, ...]:
    """The guesses ``held`` (a round's) that ``guesses``, put in their place, would drop: of each guesser who
    has fewer guesses there than here, those whose target ``guesses`` do not have (names matched loosely). A
    word or a target changed is a guess corrected, not dropped."""
    pairs: dict[tuple[str, str], int] = {}
    by_guesser: dict[str, int] = {}
    for guess in guesses:
        pair = (name_key(guess.guesser), name_key(guess.target))
        pairs[pair] = pairs.get(pair, 0) + 1
        by_guesser[pair[0]] = by_guesser.get(pair[0], 0) + 1
    had: dict[str, int] = {}
    for guess in held:
        key = name_key(guess.guesser)
        had[key] = had.get(key, 0) + 1
    dropped = []
    for guess in held:
        pair = (name_key(guess.guesser), name_key(guess.target))
        if pairs.get(pair, 0):
            pairs[pair] -= 1
        elif by_guesser.get(pair[0], 0) < had[pair[0]]:
            dropped.append(guess)
    return tuple(dropped)


def new_rows(held: Sequence[Guess], guesses: Sequence[Guess]) -> frozenset[int]:
    """The rows of ``guesses`` that are not among ``held`` as they are (guesser, target, word; each held guess
    matches one row)."""
    counts: dict[tuple[str, str, str], int] = {}
    for guess in held:
        key = (name_key(guess.guesser), name_key(guess.target), guess.word)
        counts[key] = counts.get(key, 0) + 1
    new = set()
    for row, guess in enumerate(guesses):
        key = (name_key(guess.guesser), name_key(guess.target), guess.word)
        if counts.get(key, 0):
            counts[key] -= 1
        else:
            new.add(row)
    return frozenset(new)
