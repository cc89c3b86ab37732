"""What each correction mail told its player, read back from the game's log: for the intake, which names a reply's
correction as the mail's subject named it (:mod:`.replies`).

The log keeps, with each mail that told a round's results, a snapshot of what it told
(:func:`~wordmastermind.core.wmm.snapshots.snapshot`). A correction's snapshot of a round, beside the one the
player had of that round before it, gives back what the correction told them changed
(:func:`~wordmastermind.core.wmm.sent_log.changes`, as :func:`~wordmastermind.core.wmm.sent_log.corrections`
found it when it went out): whether it only told of players who withdrew ("Herbst: Käthe withdrew"), and whether
it told the game over where the report before it had not (the correction ended the game, rather than coming
after its end).

>>> from dataclasses import replace
>>> from wordmastermind.core.wmm.evaluation import evaluate
>>> from wordmastermind.core.wmm.examples import rules_example
>>> from wordmastermind.core.wmm.departures import withdraw
>>> from wordmastermind.core.wmm.sent_log import correction_records, sent_reports
>>> at = "2026-12-02T09:03:00+01:00"
>>> game = rules_example()
>>> game = game.with_sent(sent_reports(evaluate(game), 2, "round", ["Alfons"], at))
>>> game = withdraw(game, "Fritzchen", 2)
>>> fixes = correction_records(evaluate(game), 2, ["Alfons"], at)
>>> game = game.with_sent(replace(record, message_id="<c@gm>") for record in fixes)
>>> told = told_by_mail(game)["<c@gm>"]
>>> told.withdrawn, told.ended
(('Fritzchen',), False)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from wordmastermind.core.wmm.correction import withdrawals_told
from wordmastermind.core.wmm.game import Game, Sent
from wordmastermind.core.wmm.place_names import earlier_places, same_place
from wordmastermind.core.wmm.sent_log import REPORT_KINDS, Correction, changes
from wordmastermind.core.words import name_key


@dataclass(frozen=True, slots=True)
class Told:
    """What one correction mail told its player."""

    fixes: tuple[Correction, ...] = ()
    """What changed for them, of each round it corrected (none where the log cannot tell)."""
    ended: bool = False
    """It told them the game is over, which the report it corrected had not: the correction ended the game."""

    @property
    def withdrawn(self) -> tuple[str, ...]:
        """Who withdrew, where the mail told of nothing else (its subject named them); else none."""
        return withdrawals_told(self.fixes)


def told_by_mail(game: Game) -> dict[str, Told]:
    """What each correction mail the log keeps with a Message-ID told its player, by that id."""
    place = same_place(tuple(earlier_places(game).items()))
    stopped = {name_key(w.player): w.after_round for w in game.withdrawals}
    told: dict[tuple[int, str], str] = {}  # the snapshot each player last had of each round
    fixes: dict[str, list[Correction]] = {}
    ended: dict[str, bool] = {}
    for record in _reports(game.sent):
        key = (record.round, name_key(record.player))
        before, told[key] = told.get(key), record.snapshot
        if record.kind != "correction" or not record.message_id or before is None:
            continue
        last = max(number for number, player in told if player == key[1])  # its report told the next round
        own = stopped.get(key[1])  # they withdrew by then: the next round is not theirs, nor news their word left
        own = own if own is not None and own <= record.round else None
        found = changes(_fields(before), _fields(record.snapshot), place=place,
                        told_next=own is None and record.round >= last)
        if own is not None:
            found = tuple(c for c in found if (c.what, c.new) != ("word", f"left {own}"))
        ended[record.message_id] = ended.get(record.message_id, False) or (
            _over(record.snapshot) and not _over(before))
        if found:
            gone = tuple(w.player for w in game.withdrawals if w.after_round == record.round)
            fixes.setdefault(record.message_id, []).append(Correction(record.player, record.round, found,
                                                                      withdrawn=gone))
    return {key: Told(tuple(fixes.get(key, ())), was) for key, was in ended.items()}


def _reports(sent: Iterable[Sent]) -> Iterable[Sent]:
    """The records of what told a round's results, that went out (or were written), each with its snapshot."""
    return (record for record in sent
            if record.kind in REPORT_KINDS and record.status != "failed" and record.snapshot)


def _fields(snapshot: str) -> dict[str, str]:
    """A snapshot's fields, by code (:data:`~wordmastermind.core.wmm.snapshots.FIELDS`)."""
    return dict(line.partition("\t")[::2] for line in snapshot.splitlines() if line)


def _over(snapshot: str) -> bool:
    """The snapshot's report told the game over: it gave no next round's WF (a snapshot of before 2026-11-30,
    which kept none: it told no next round)."""
    fields = _fields(snapshot)
    return fields["wf"] == "" if "wf" in fields else fields.get("next") == "over"
