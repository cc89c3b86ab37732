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
game (never while painting); a round whose every report tells word for word
what it told is passed over without comparing them field by field. A
correction of an early round of a big game still changes every later round
(100 players, rounds 20 to 40: some 60 ms): :class:`SentWatcher` works them
out a few at a time between the keystrokes and paints.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from wordmastermind.core.wmm.game import Sent
    from wordmastermind.core.wmm.results import Evaluation
    from wordmastermind.core.wmm.sent_log import Told

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


def _makings(evaluation: Evaluation, number: int, records: tuple[object, ...], later: frozenset[str]) -> Makings:
    """What round ``number``'s answer is made of: the game's parts (the same objects while unchanged), the log's
    ``records`` of the round, and last of all the players told a later round (``later``)."""
    game = evaluation.game
    return (game.players, game.settings, game.lot, game.accepted_words, game.withdrawals, *records, None,
            *evaluation.rounds[:number], None, *game.rounds[:number], later)


def _same(a: Makings, b: Makings) -> bool:
    """The same makings: the same objects, and the same players told a later round."""
    return len(a) == len(b) and all(x is y for x, y in zip(a[:-1], b[:-1])) and (a[-1] is b[-1] or a[-1] == b[-1])


class SentWatch:
    """Works out :class:`Changed` for a game as it changes, remembering each round's answer, and what the log
    says (read once while the game's log is the same)."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[Makings, tuple[str, ...]]] = {}
        self._log: tuple[object, _Log] | None = None

    def changed(self, evaluation: Evaluation) -> Changed:
        """What changed in ``evaluation``'s game after it went out."""
        answer = self.step(evaluation, None)
        assert answer is not None  # every round worked out
        return answer

    def step(self, evaluation: Evaluation, budget: int | None, *, whole: bool = False) -> Changed | None:
        """What changed in ``evaluation``'s game after it went out, working out (:meth:`changed`) only the rounds
        whose log's records number at most ``budget`` (but at least one round): None while rounds are left to
        work out (the next step does, of the game as it is by then); ``budget`` None: all of them. ``whole``:
        none unless all that is left fits in ``budget``."""
        game = evaluation.game
        if not game.sent:
            self._kept.clear()
            self._log = None
            return Changed()
        from wordmastermind.core.words import name_key

        log = self._read(game.sent)
        known: dict[int, tuple[str, ...] | None] = {}
        left = 0  # the log's records of the rounds to work out
        for number, records in log.rounds.items():
            known[number] = self._known(evaluation, number, records, log)
            left += len(records) if known[number] is None else 0
            if whole and budget is not None and left > budget:
                return None
        told: dict[int, tuple[str, ...]] = {}
        first = spent = 0
        for number, records in log.rounds.items():
            answer = known[number]
            if answer is None:
                if budget is not None and spent and spent + len(records) > budget:
                    return None  # the rest in the next step
                spent += len(records)
                answer = self._told_otherwise(evaluation, number, records, log)
            told[number] = answer
            if told[number] and not first:
                first = number
        rounds = tuple(n for n in log.rounds if first and n >= first)
        by_mail: dict[int, tuple[str, ...]] = {}
        by_post: dict[int, tuple[str, ...]] = {}
        for number in rounds:
            for name in told[number]:
                ways = by_post if log.how.get((number, name_key(name))) == "letter" else by_mail
                ways[number] = (*ways.get(number, ()), name)
        return Changed(rounds, by_mail, by_post)

    def _read(self, sent: tuple[Sent, ...]) -> _Log:
        """What the log ``sent`` says (the one read last, while it is the same)."""
        if self._log is not None and self._log[0] is sent:
            return self._log[1]
        from wordmastermind.core.wmm.sent_log import REPORT_KINDS, told_in  # once something went out
        from wordmastermind.gui.mail.sent_records import last_told

        rounds: dict[int, list[Sent]] = {n: [] for n in sorted({r.round for r in sent
                                                                if r.kind in REPORT_KINDS and r.round >= 1})}
        for record in sent:
            if record.round in rounds:
                rounds[record.round].append(record)
        told = told_in(sent)
        later = {n: frozenset(key for key, last in told.last.items() if last > n) for n in rounds}
        log = _Log({n: tuple(records) for n, records in rounds.items()}, told, last_told(sent), later)
        self._log = (sent, log)
        return log

    def _told_otherwise(self, evaluation: Evaluation, number: int, records: tuple[Sent, ...],
                        log: _Log) -> tuple[str, ...]:
        """The players for whom round ``number`` (the log's ``records`` of it) changed since they were told
        them (not those who withdrew before it and were not sent its report: they get no correction of it)."""
        from wordmastermind.core.wmm.sent_log import corrections

        answer = tuple(correction.player for correction in corrections(evaluation, number, told=log.told))
        self._kept[number] = (_makings(evaluation, number, records, log.later[number]), answer)
        return answer

    def _known(self, evaluation: Evaluation, number: int, records: tuple[Sent, ...],
               log: _Log) -> tuple[str, ...] | None:
        """:meth:`_told_otherwise`'s answer for round ``number`` if it was worked out of the same makings."""
        known = self._kept.get(number)
        if known is not None and _same(known[0], _makings(evaluation, number, records, log.later[number])):
            return known[1]
        return None


@dataclass(frozen=True)
class _Log:
    """What a game's log says (:meth:`SentWatch._read`)."""

    rounds: dict[int, tuple[Sent, ...]]
    """Each round a report of went out, in order, with the log's records of it."""
    told: Told
    """What the players were told (:func:`~wordmastermind.core.wmm.sent_log.told_in`)."""
    how: dict[tuple[int, str], str]
    """How each was told each round (:func:`~wordmastermind.gui.mail.sent_records.last_told`)."""
    later: dict[int, frozenset[str]]
    """Each round -> the players (name keys) told a later round."""


AT_ONCE = 100
"""How many of the log's records :class:`SentWatcher` compares with the game at once, at most (but a round's
at least): a round of 100 players, a few milliseconds, between two turns of the event loop."""


class SentWatcher(QObject):
    """A :class:`SentWatch` that never keeps the window waiting: asked on each change of the game
    (:meth:`watch`), it works out at once what takes no more than :data:`AT_ONCE` of the log's records, else a
    round or a few at a time in later turns of the event loop, between the keystrokes and the paints (of the
    game as it is by then), and says what changed (:attr:`settled`) once every round is worked out: at once
    where that was all (a game of a few players, or a guess typed into a round after those that went out)."""

    settled = Signal(object)
    """:class:`Changed` of the game watched last, once every round of it is worked out."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.watch_of = SentWatch()
        self._evaluation: Evaluation | None = None
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self._step)

    @property
    def busy(self) -> bool:
        """Whether rounds are left to work out (:attr:`settled` is to come)."""
        return self._later.isActive()

    def watch(self, evaluation: Evaluation) -> None:
        """Work out what changed in ``evaluation``'s game after it went out (the game now): at once if it takes
        no more than a step, else from the next turn of the event loop on (the change is painted first)."""
        self._evaluation = evaluation
        self._settle(self.watch_of.step(evaluation, AT_ONCE, whole=True))

    def _step(self) -> None:
        if self._evaluation is not None:
            self._settle(self.watch_of.step(self._evaluation, AT_ONCE))

    def _settle(self, answer: Changed | None) -> None:
        if answer is None:
            self._later.start()
            return
        self._later.stop()
        self._evaluation = None
        self.settled.emit(answer)
