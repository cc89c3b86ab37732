"""Some rounds as a text names them: one round (``round 3``) or several (``rounds 2–4``, ``rounds 2, 4 and 6``).

A text that names rounds (a correction's subject, why a reply to it is set aside, what the command line and the
app say of a correction, why a player cannot be removed) has two forms, each with its own words in the catalogs:
the one round's, under its code, and several rounds', under its code with ``_rounds`` (in the app, two texts).
:func:`rounds_named` makes the choice and the words for every one of them: several rounds are said as runs of
adjacent rounds, a run as its first and last round joined by a dash (``2–3``, ``1–4``), and the runs listed as
the reader's language lists them (``2, 4 and 6``; ``1–3 und 5``: :func:`~wordmastermind.core.wmm.next_round.listed`).

>>> named = rounds_named([6, 2, 4])
>>> named.several, str(named.words), named.code("correction.subject")
(True, '2, 4 and 6', 'correction.subject_rounds')
>>> str(rounds_named([5, 1, 2, 3]).words), rounds_named([3, 3]).words, rounds_named([3]).code("cli.again.none")
('1–3 and 5', '3', 'cli.again.none')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from wordmastermind.core.messages import Message, Param, Table, Text
from wordmastermind.core.wmm.spoken_list import listed

__all__ = ["RoundsNamed", "rounds_named"]


@dataclass(frozen=True, slots=True)
class RoundsNamed:
    """Rounds as a text names them (:func:`rounds_named`)."""

    numbers: tuple[int, ...]
    """The rounds, in order, each once."""
    words: Text
    """The rounds' numbers as said: ``3``, ``2–4``; several runs, a list in the reader's language (``2, 4 and 6``,
    a message's parameter, rendered with it)."""

    @property
    def several(self) -> bool:
        """Whether the text is the several rounds' (``rounds 2–3``) rather than the one round's (``round 3``)."""
        return len(self.numbers) > 1

    def code(self, code: str) -> str:
        """The message ``code`` for these rounds: itself for one round, ``code`` and ``_rounds`` for several."""
        return f"{code}_rounds" if self.several else code

    def say(self, table: Table, code: str, /, **params: Param) -> Message:
        """The message ``code`` of ``table`` for these rounds (:meth:`code`) with ``params``: several rounds'
        with the words as its ``rounds``; the one round's names its round as its text does (``params``:
        ``round``, ``report``)."""
        return table.say(self.code(code), **({"rounds": self.words} if self.several else {}), **params)


def rounds_named(numbers: Iterable[int]) -> RoundsNamed:
    """The rounds ``numbers`` (at least one; in any order, a round named twice is one) as a text names them.

    >>> rounds_named([2, 3]).words, rounds_named([4, 2, 3]).words
    ('2–3', '2–4')
    """
    runs: list[list[int]] = []
    for number in sorted(set(numbers)):
        if runs and number == runs[-1][1] + 1:
            runs[-1][1] = number
        else:
            runs.append([number, number])
    if not runs:
        raise ValueError("no round to name")
    said = [str(first) if first == last else f"{first}–{last}" for first, last in runs]
    return RoundsNamed(tuple(number for first, last in runs for number in range(first, last + 1)), listed(said))
