"""Which rounds changed after their report went out, kept up to date as the game master types.

The core says it (:func:`~wordmastermind.core.wmm.sent_log.changed_rounds`,
:func:`~wordmastermind.core.wmm.sent_log.corrections`), but working it out
means making the players' view of every round that went out: a quarter of a
second for 40 players after 20 rounds, too slow for every keystroke. A
round's answer only changes when what it was made of does: the game's
rounds up to it and their results (the evaluation keeps those of the rounds
before an edit as they were), the roster, the settings, the log's records of
that round, and who was told a later round since: that round's report told
them the next round anew, so what this round's report said of it is no
longer theirs to be corrected (a report or a correction of a later round
going out can take the round's mark away, its undoing bring it back).
:class:`SentWatch` remembers each round's answer with what it was made of,
and works out only the rounds whose makings changed, once per change of the
game (never while painting).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordmastermind.core.wmm.results import Evaluation

Makings = tuple[object, ...]


@dataclass(frozen=True)
class Changed:
    """What changed since it went out: the rounds whose report told a player otherwise (the first such round
    and every later round that went out, as the core has it), and for whom: those last told by mail, who
    can be sent a correction, and those last told by letter, who need a corrected letter."""

    rounds: tuple[int, ...] = ()
    players: dict[int, tuple[str, ...]] = field(default_factory=dict)
    """Round -> the players (roster names) last told it by mail for whom it changed (figures, word, next round, WF)."""
    postal: dict[int, tuple[str, ...]] = field(default_factory=dict)
    """Round -> the players last told it by letter for whom it changed."""

    @property
    def first(self) -> int:
        """The first round a correction starts from (0: none)."""
        return self.rounds[0] if self.rounds else 0

    def __bool__(self) -> bool:
        return bool(self.rounds)


def _makings(evaluation: Evaluation, number: int, last: dict[str, int]) -> Makings:
    """What round ``number``'s answer is made of: the game's parts (the same objects while unchanged), and
    last of all the players told a later round (``last``: the last round each was told)."""
    game = evaluation.game
    records = tuple(r for r in game.sent if r.round == number)
    later = frozenset(key for key, round_ in last.items() if round_ > number)
    return (game.players, game.settings, game.lot, game.accepted_words, game.withdrawals, *records, None,
            *evaluation.rounds[:number], None, *game.rounds[:number], later)


def _same(a: Makings, b: Makings) -> bool:
    """The same makings: the same objects, and the same players told a later round."""
    return len(a) == len(b) and all(x is y for x, y in zip(a[:-1], b[:-1])) and a[-1] == b[-1]


class SentWatch:
    """Works out :class:`Changed` for a game as it changes, remembering each round's answer."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[Makings, tuple[str, ...]]] = {}

    def changed(self, evaluation: Evaluation) -> Changed:
        """What changed in ``evaluation``'s game after it went out."""
        game = evaluation.game
        if not game.sent:
            self._kept.clear()
            return Changed()
        from wordmastermind.core.words import name_key
        from wordmastermind.core.wmm.sent_log import REPORT_KINDS, last_rounds_told  # once something went out
        from wordmastermind.gui.mail.sent_records import last_told

        sent = sorted({r.round for r in game.sent if r.kind in REPORT_KINDS and r.round >= 1})
        last = last_rounds_told(game.sent)
        told: dict[int, tuple[str, ...]] = {}
        first = 0
        for number in sent:
            told[number] = self._told_otherwise(evaluation, number, last)
            if told[number] and not first:
                first = number
        rounds = tuple(n for n in sent if first and n >= first)
        how = last_told(game.sent)
        by_mail: dict[int, tuple[str, ...]] = {}
        by_post: dict[int, tuple[str, ...]] = {}
        for number in rounds:
            for name in told[number]:
                ways = by_post if how.get((number, name_key(name))) == "letter" else by_mail
                ways[number] = (*ways.get(number, ()), name)
        return Changed(rounds, by_mail, by_post)

    def _told_otherwise(self, evaluation: Evaluation, number: int, last: dict[str, int]) -> tuple[str, ...]:
        """The players for whom round ``number`` changed since they were told them (not those who withdrew
        before it and were not sent its report: they get no correction of it); ``last``: the last round each
        player was told."""
        from wordmastermind.core.wmm.sent_log import corrections

        makings = _makings(evaluation, number, last)
        known = self._kept.get(number)
        if known is not None and _same(known[0], makings):
            return known[1]
        answer = tuple(correction.player for correction in corrections(evaluation, number))
        self._kept[number] = (makings, answer)
        return answer
