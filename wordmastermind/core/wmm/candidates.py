"""Which words could still be a secret: the game master's candidate analysis.

A word is a *candidate* for a secret when, had it been the secret, every
guess made at that secret would have received exactly the marks that were
published (in the points-only variant: the points). Nothing else is kept
or inferred, so repeated letters are handled exactly as the marks handle
them: by the game's own :func:`~wordmastermind.core.wmm.marks.mark`.

The rules' example: after SAHNE ``++``, TOLLE ``+o``, ATLAS ``++ooo`` and
SALSA ``+++o`` at Alfons's word, of these words only SALAT is left:

>>> from wordmastermind.core.wmm.marks import mark
>>> published = [(g, mark("SALAT", g)) for g in ("SAHNE", "TOLLE", "ATLAS", "SALSA")]
>>> candidates(["SALAT", "SALTA", "SAMBA", "TALAS"], published)
['SALAT']

This is for the game master's eyes only: it never goes into a report.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordmastermind.core.messages import WMM, Message
from wordmastermind.core.wmm.marks import Marks, mark
from wordmastermind.core.wmm.place_names import name_in_round
from wordmastermind.core.wmm.results import Evaluation, GuessResult

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

Published = tuple[str, Marks]
"""A guess and the marks it got."""


def consistent(word: str, published: Iterable[Published]) -> bool:
    """Whether ``word`` could be the secret, given the marks published.

    >>> consistent("SALAT", [("TOLLE", Marks(1, 1))])
    True
    >>> consistent("SALSA", [("TOLLE", Marks(1, 1))])
    False
    """
    return all(mark(word, guess) == marks for guess, marks in published)


def candidates(words: Iterable[str], published: Sequence[Published]) -> list[str]:
    """The words that fit every published mark: the reference, word by word."""
    lengths = {len(guess) for guess, _ in published}
    return [w for w in words if (not lengths or {len(w)} == lengths) and consistent(w, published)]


@dataclass(frozen=True, slots=True)
class WordCandidates:
    """The candidates for one player's secret word after the rounds analysed."""

    name: str
    counts: tuple[int, ...]
    """How many words fitted before round 1, and after each round: how it fell."""
    words: tuple[str, ...]
    """The words that fit now, sorted."""

    @property
    def count(self) -> int:
        return self.counts[-1]


@dataclass(frozen=True, slots=True)
class Contradiction:
    """A guess that could not have been the secret, given earlier marks at that word."""

    guess: GuessResult
    earlier: GuessResult
    """The earlier guess whose marks it contradicts."""
    guesser: str = ""
    target: str = ""
    """Who guessed at whose word, named as in the guess's round (a place taken over since, by its name then);
    empty: as the guess names them."""

    @property
    def message(self) -> Message:
        """What the hint says (its English; rendered in any language from its code)."""
        g, e = self.guess, self.earlier
        return WMM.say("candidates.contradiction", round=g.round, guesser=self.guesser or g.guesser, word=g.word,
                       target=self.target or g.target, earlier=e.word,
                       marks=str(e.kp if e.marks is None else e.marks), earlier_round=e.round)

    def __str__(self) -> str:
        return str(self.message)


def _signature(guess: GuessResult, points_only: bool) -> tuple[int, int] | int:
    """What the players were told of a guess: its marks, or in the points-only
    variant its unweighted points (which hide whether they were Plus or Kringel)."""
    assert guess.marks is not None
    return guess.kp if points_only else (guess.marks.plus, guess.marks.kringel)


def analyse(evaluation: Evaluation, words: Sequence[str]) -> list[WordCandidates]:
    """The candidates for every secret word still in play after the rounds evaluated.

    ``words`` is the list to choose from (the nouns of the game's length and
    alphabet, normalised). Uses numpy: one array operation per guess.
    """
    import numpy as np

    points_only = evaluation.game.settings.points_only
    length = evaluation.game.settings.word_length
    pool = [w for w in dict.fromkeys(words) if len(w) == length]
    arrays = _encode(pool, length)
    results = []
    for player in evaluation.players:
        if not player.in_play:
            continue
        # The arrays shrink with every guess; the first one reads them whole.
        codes, counts, alive = arrays.codes, arrays.counts, np.arange(len(pool))
        by_round: dict[int, list[GuessResult]] = {}
        for guess in evaluation.guesses_at(player.name):
            by_round.setdefault(guess.round, []).append(guess)
        history = [len(pool)]
        for number in range(1, evaluation.round + 1):
            for guess in by_round.get(number, ()):
                keep = _fits(arrays.alphabet, codes, counts, guess, points_only)
                codes, counts, alive = codes[keep], counts[keep], alive[keep]
            history.append(int(alive.size))
        results.append(
            WordCandidates(player.name, tuple(history), tuple(sorted(pool[i] for i in alive)))
        )
    return results


def contradictions(evaluation: Evaluation) -> list[Contradiction]:
    """Guesses whose word could not be the secret, by the marks published before it.

    Only a hint for the game master: such a guess still scores as usual.
    """
    game = evaluation.game
    points_only = game.settings.points_only
    found = []
    for player in evaluation.players:
        guesses = evaluation.guesses_at(player.name)
        for guess in guesses:
            for earlier in guesses:
                if earlier.round >= guess.round:
                    break
                assert earlier.marks is not None
                marks = mark(guess.word, earlier.word)
                told = _signature(earlier, points_only)
                shown: tuple[int, int] | int = (
                    (marks.count if earlier.round == 1 else marks.kp)
                    if points_only
                    else (marks.plus, marks.kringel)
                )
                if shown != told:
                    found.append(Contradiction(guess, earlier, name_in_round(game, guess.guesser, guess.round),
                                               name_in_round(game, guess.target, guess.round)))
                    break
    return found


# --------------------------------------------------------------- numpy core


@dataclass(frozen=True)
class _Pool:
    """The words as arrays: letter codes (words x length), letter counts (words x alphabet)."""

    codes: npt.NDArray[np.int8]
    counts: npt.NDArray[np.int8]
    alphabet: dict[str, int]


def _encode(words: Sequence[str], length: int) -> _Pool:
    import numpy as np

    alphabet = {c: i for i, c in enumerate(sorted({c for w in words for c in w}))}
    if len(alphabet) > 120:  # codes are int8; a real alphabet has about 30 letters
        raise ValueError(f"the word list uses {len(alphabet)} different characters")
    codes = np.array([[alphabet[c] for c in w] for w in words], dtype=np.int8).reshape(len(words), length)
    counts = np.zeros((len(words), max(len(alphabet), 1)), dtype=np.int8)
    np.add.at(counts, (np.repeat(np.arange(len(words)), length), codes.ravel()), 1)
    return _Pool(codes, counts, alphabet)


def _fits(
    alphabet: dict[str, int],
    codes: npt.NDArray[np.int8],
    counts: npt.NDArray[np.int8],
    guess: GuessResult,
    points_only: bool,
) -> npt.NDArray[np.bool_]:
    """Which of the words would have given ``guess`` the marks it was given.

    Plus: letters in place. Kringel: the letters in common, each counted at
    most as often as in either word, less the Plus: exactly the count of
    :func:`~wordmastermind.core.wmm.marks.mark`.
    """
    import numpy as np

    assert guess.marks is not None
    # A letter of the guess that no word of the pool has matches nothing: -1.
    guess_codes = np.array([alphabet.get(c, -1) for c in guess.word], dtype=np.int8)
    guess_counts = np.bincount(guess_codes[guess_codes >= 0], minlength=counts.shape[1])
    plus = (codes == guess_codes).sum(axis=1)
    kringel = np.minimum(counts, guess_counts).sum(axis=1) - plus
    if points_only:
        shown = plus + kringel if guess.round == 1 else 3 * plus + 2 * kringel
        fits: npt.NDArray[np.bool_] = shown == guess.kp
    else:
        fits = (plus == guess.marks.plus) & (kringel == guess.marks.kringel)
    return fits
